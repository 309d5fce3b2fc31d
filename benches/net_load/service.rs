//! The whole online service on this machine, for `net_load --service`: a PostgreSQL cluster of
//! the run's own, servers on it that share a token secret, and the lobby in front of them,
//! each a process of its own on loopback, as `docs/hosting.md` sets them up.

use super::cluster::Cluster;
use std::io::{BufRead, BufReader};
use std::net::SocketAddr;
use std::path::PathBuf;
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};
use stratagem::lobby::client::LobbyClient;
use stratagem::net::secure::Trust;

/// Every part of the service; stopped (and the cluster removed) when dropped.
pub struct Service {
    pub servers: Vec<Child>,
    lobby: Child,
    pub address: SocketAddr,
    trust: Trust,
    dir: PathBuf,
    /// Last: the processes stop before the database.
    pub cluster: Cluster,
}

fn free_port() -> u16 {
    let socket = std::net::UdpSocket::bind("127.0.0.1:0").expect("a free port");
    socket.local_addr().expect("its address").port()
}

/// Starts `program` and waits for its first line, which says where it listens and gives its
/// certificate's fingerprint; the rest of its log is read and dropped, as a file would take it.
pub fn spawn_announced(program: &mut Command, announces: &str) -> (Child, Trust) {
    let mut child = program.stdout(Stdio::piped()).spawn().expect("stratagem starts");
    let mut lines = BufReader::new(child.stdout.take().expect("its log")).lines();
    let first = lines.next().and_then(Result::ok).unwrap_or_default();
    assert!(first.contains(announces), "{first}");
    let fingerprint = first.rsplit_once("certificate ").map(|(_, f)| f.trim().to_string()).expect("a fingerprint");
    std::thread::spawn(move || lines.for_each(drop));
    (child, Trust::Fingerprint(fingerprint))
}

impl Service {
    /// A cluster, `servers` servers that may run `max` matches each (with a lease of two
    /// seconds, as the failover tests have), and the lobby.
    pub fn start(servers: usize, max: usize) -> Service {
        let cluster = Cluster::start("load");
        let dir = std::env::temp_dir().join(format!("stratagem-service-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder");
        let secret = dir.join("token-secret");
        let digits: String = (0..32).map(|_| format!("{:02x}", rand::random::<u8>())).collect();
        std::fs::write(&secret, digits).expect("the secret");
        let stratagem = || Command::new(env!("CARGO_BIN_EXE_stratagem"));
        let shared = ["--db", &cluster.url, "--token-secret", secret.to_str().expect("a path")];
        let servers = (0..servers)
            .map(|i| {
                let port = free_port().to_string();
                let mut serve = stratagem();
                serve.args(["serve", "--bind", "127.0.0.1", "--port", &port, "--lease", "2"]);
                serve.args(["--max-matches", &max.to_string()]).args(shared);
                serve.arg("--data").arg(dir.join(format!("server-{i}")));
                spawn_announced(&mut serve, "listening").0
            })
            .collect();
        let port = free_port().to_string();
        let mut lobby = stratagem();
        lobby.args(["lobby", "--bind", "127.0.0.1", "--port", &port, "--self-signed"]).args(shared);
        lobby.arg("--data").arg(dir.join("lobby"));
        let (lobby, trust) = spawn_announced(&mut lobby, "lobby on https://");
        let address = format!("127.0.0.1:{port}").parse().expect("an address");
        Service { servers, lobby, address, trust, dir, cluster }
    }

    /// Signs up `count` players on four threads: their clients, logged in, and how long it took.
    pub fn sign_up(&self, count: usize) -> (Vec<LobbyClient>, Duration) {
        let started = Instant::now();
        let threads: Vec<_> = (0..4)
            .map(|t| {
                let (address, trust) = (self.address, self.trust.clone());
                std::thread::spawn(move || {
                    let names = (t..count).step_by(4).map(|i| format!("player{i}"));
                    let sign_up = |name: String| {
                        let mut client = LobbyClient::new(address, trust.clone());
                        client.sign_up(&name, "correct horse battery").expect("signed up");
                        client
                    };
                    names.map(sign_up).collect::<Vec<_>>()
                })
            })
            .collect();
        let clients = threads.into_iter().flat_map(|t| t.join().expect("a sign-up thread")).collect();
        (clients, started.elapsed())
    }

    /// The process ids of the servers and the lobby, for their CPU time.
    pub fn pids(&self) -> Vec<u32> {
        self.servers.iter().chain([&self.lobby]).map(Child::id).collect()
    }
}

impl Drop for Service {
    fn drop(&mut self) {
        for child in self.servers.iter_mut().chain([&mut self.lobby]) {
            let _ = child.kill();
            let _ = child.wait();
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
