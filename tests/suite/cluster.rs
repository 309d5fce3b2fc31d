//! A PostgreSQL cluster of a test's own (initdb in a temporary folder, a Unix socket), as the
//! `postgres` user when run as root. The suite's database and lobby tests use it, and so does
//! the load benchmark (`benches/net_load.rs`), which includes this file.

use std::net::Ipv4Addr;
use std::path::PathBuf;
use std::process::Command;

/// A PostgreSQL cluster of a test's own, stopped and removed when dropped.
pub(crate) struct Cluster {
    dir: PathBuf,
    /// How to reach it: its socket's folder.
    pub(crate) url: String,
}

/// The folder of PostgreSQL's programs: Debian keeps them out of the PATH.
fn postgres_bin(program: &str) -> PathBuf {
    let versions = std::fs::read_dir("/usr/lib/postgresql").into_iter().flatten().flatten();
    let mut found: Vec<PathBuf> = versions.map(|v| v.path().join("bin").join(program)).filter(|p| p.exists()).collect();
    found.sort();
    found.pop().unwrap_or_else(|| PathBuf::from(program))
}

#[cfg(unix)]
fn running_as_root() -> bool {
    // SAFETY: geteuid has no preconditions and cannot fail.
    unsafe { libc::geteuid() == 0 }
}

/// The load benchmark that includes this file is built for Windows too (CI's Windows clippy),
/// where nothing starts a cluster.
#[cfg(not(unix))]
fn running_as_root() -> bool {
    false
}

/// A PostgreSQL program run as the cluster's owner: `postgres` when the tests run as root
/// (PostgreSQL refuses to run as root), the tests' own user otherwise.
fn as_owner(program: &str) -> Command {
    let path = postgres_bin(program);
    if running_as_root() {
        let mut command = Command::new("runuser");
        command.args(["-u", "postgres", "--"]).arg(path);
        command
    } else {
        Command::new(path)
    }
}

pub(crate) fn run(mut command: Command, what: &str) -> String {
    let output = command.output().unwrap_or_else(|e| panic!("{what}: {e}"));
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(output.status.success(), "{what}: {text}{}", String::from_utf8_lossy(&output.stderr));
    text
}

impl Cluster {
    pub(crate) fn start(name: &str) -> Cluster {
        Cluster::start_listening(name, None)
    }

    /// A cluster that also listens on TCP at `tcp` (for servers in other network namespaces),
    /// trusting every address of 10.0.0.0/8, which only the tests' own links use.
    pub(crate) fn start_listening(name: &str, tcp: Option<Ipv4Addr>) -> Cluster {
        let dir = std::env::temp_dir().join(format!("stratagem-pg-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("a folder for the cluster");
        if running_as_root() {
            let mut chown = Command::new("chown");
            chown.arg("postgres:postgres").arg(&dir);
            run(chown, "chown");
        }
        let data = dir.join("data");
        let mut initdb = as_owner("initdb");
        initdb.arg("-D").arg(&data).args(["-A", "trust", "-U", "postgres", "--no-sync"]);
        run(initdb, "initdb");
        if tcp.is_some() {
            let hba = data.join("pg_hba.conf");
            let mut rules = std::fs::read_to_string(&hba).expect("pg_hba.conf");
            rules.push_str("host all all 10.0.0.0/8 trust\n");
            std::fs::write(&hba, rules).expect("pg_hba.conf written");
        }
        let listen = tcp.map(|address| address.to_string()).unwrap_or_default();
        let mut start = as_owner("pg_ctl");
        start.arg("-D").arg(&data).arg("-l").arg(dir.join("log")).arg("-w").arg("-o");
        start.arg(format!("-k {} -c listen_addresses='{listen}' -p 5432", dir.display())).arg("start");
        run(start, "pg_ctl start");
        let url = format!("host={} port=5432 user=postgres dbname=postgres", dir.display());
        Cluster { dir, url }
    }

    /// One value from the database, by psql.
    pub(crate) fn query(&self, sql: &str) -> String {
        let mut psql = as_owner("psql");
        psql.args(["-h"]).arg(&self.dir).args(["-p", "5432", "-U", "postgres", "-At", "-c", sql]);
        run(psql, sql).trim().to_string()
    }
}

impl Drop for Cluster {
    fn drop(&mut self) {
        let mut stop = as_owner("pg_ctl");
        stop.arg("-D").arg(self.dir.join("data")).args(["-m", "immediate", "stop"]);
        let _ = stop.output();
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}
