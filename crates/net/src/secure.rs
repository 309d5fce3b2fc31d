//! TLS for the token service (`tokens`): the server's identity, a certificate and its key
//! (PEM files it is given, or one it makes once and keeps in its data folder), and how a
//! client trusts it. A friend's server has no certificate a public authority signed, so a
//! client trusts the certificate it saw first for a server, as SSH does, and refuses another
//! one later: whoever poses as the server then is found out.

use ring::digest::{SHA256, digest};
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::crypto::{CryptoProvider, WebPkiSupportedAlgorithms, verify_tls12_signature, verify_tls13_signature};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, ServerName, UnixTime};
use rustls::{ClientConfig, DigitallySignedStruct, ServerConfig, SignatureScheme};
use std::collections::BTreeMap;
use std::net::SocketAddr;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex};

/// ring's algorithms, the one crypto provider the build carries.
fn provider() -> Arc<CryptoProvider> {
    Arc::new(rustls::crypto::ring::default_provider())
}

/// A server's certificate chain and private key.
pub struct Identity {
    certificates: Vec<CertificateDer<'static>>,
    key: PrivateKeyDer<'static>,
}

impl std::fmt::Debug for Identity {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "Identity({})", self.fingerprint())
    }
}

/// The file names of an identity kept in a folder.
const CERTIFICATE_FILE: &str = "certificate.pem";
const KEY_FILE: &str = "key.pem";

impl Identity {
    /// A certificate chain and its key from PEM files (`serve --cert --key`).
    pub fn from_pem_files(certificate: &Path, key: &Path) -> Result<Identity, String> {
        let certificates = CertificateDer::pem_file_iter(certificate)
            .and_then(|items| items.collect::<Result<Vec<_>, _>>())
            .map_err(|e| format!("{}: no certificate can be read: {e}", certificate.display()))?;
        if certificates.is_empty() {
            return Err(format!("{}: holds no certificate", certificate.display()));
        }
        let key = PrivateKeyDer::from_pem_file(key).map_err(|e| format!("{}: no private key: {e}", key.display()))?;
        let identity = Identity { certificates, key };
        identity.server_config()?;
        Ok(identity)
    }

    /// A new self-signed certificate, for a server that keeps nothing (tests, memory only).
    pub fn self_signed() -> Result<Identity, String> {
        let made = make_certificate()?;
        let key = PrivateKeyDer::try_from(made.signing_key.serialize_der())
            .map_err(|e| format!("cannot make a certificate: {e}"))?;
        Ok(Identity { certificates: vec![made.cert.der().clone()], key })
    }

    /// The identity kept in `folder`, made there the first time: a server keeps its certificate
    /// across restarts, so the clients that trust it go on trusting it.
    pub fn kept_in(folder: &Path) -> Result<Identity, String> {
        let (certificate, key) = (folder.join(CERTIFICATE_FILE), folder.join(KEY_FILE));
        if certificate.exists() || key.exists() {
            return Identity::from_pem_files(&certificate, &key);
        }
        let made = make_certificate()?;
        std::fs::create_dir_all(folder).map_err(|e| format!("{}: {e}", folder.display()))?;
        write_private(&key, made.signing_key.serialize_pem().as_bytes())?;
        std::fs::write(&certificate, made.cert.pem()).map_err(|e| format!("{}: {e}", certificate.display()))?;
        Identity::from_pem_files(&certificate, &key)
    }

    /// The SHA-256 of the certificate, in hex: what a client remembers of a server.
    pub fn fingerprint(&self) -> String {
        fingerprint(&self.certificates[0])
    }

    pub fn server_config(&self) -> Result<Arc<ServerConfig>, String> {
        ServerConfig::builder_with_provider(provider())
            .with_protocol_versions(&[&rustls::version::TLS13])
            .map_err(|e| e.to_string())?
            .with_no_client_auth()
            .with_single_cert(self.certificates.clone(), self.key.clone_key())
            .map(Arc::new)
            .map_err(|e| format!("the certificate and key do not go together: {e}"))
    }
}

/// A new self-signed certificate and its key.
fn make_certificate() -> Result<rcgen::CertifiedKey<rcgen::KeyPair>, String> {
    rcgen::generate_simple_self_signed(vec!["stratagem-server".to_string()])
        .map_err(|e| format!("cannot make a certificate: {e}"))
}

/// Writes a private key readable by its owner only.
fn write_private(path: &Path, bytes: &[u8]) -> Result<(), String> {
    use std::io::Write;
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path).and_then(|mut file| file.write_all(bytes)).map_err(|e| format!("{}: {e}", path.display()))
}

fn fingerprint(certificate: &CertificateDer<'_>) -> String {
    super::hex::encode(digest(&SHA256, certificate.as_ref()).as_ref())
}

/// How a client trusts the servers it fetches tokens from.
#[derive(Clone, Debug)]
pub enum Trust {
    /// The first certificate seen for each server address is written to this file (RON:
    /// address to fingerprint), and only that one is accepted from the address afterwards.
    FirstUse(PathBuf),
    /// Only the certificate of this fingerprint, whatever the address (a test's or a load
    /// tool's own server, whose identity it knows).
    Fingerprint(String),
}

impl Trust {
    /// The window's trust: the known servers of the player's data folder.
    pub fn known_servers() -> Trust {
        Trust::FirstUse(stratagem_core::record::data_dir().join("known-servers.ron"))
    }

    pub fn client_config(&self, server: SocketAddr) -> Arc<ClientConfig> {
        let provider = provider();
        let verifier = Pinned { trust: self.clone(), server, algorithms: provider.signature_verification_algorithms };
        let config = ClientConfig::builder_with_provider(provider)
            .with_protocol_versions(&[&rustls::version::TLS13])
            .expect("ring's provider supports TLS 1.3")
            .dangerous()
            .with_custom_certificate_verifier(Arc::new(verifier))
            .with_no_client_auth();
        Arc::new(config)
    }
}

/// Known-servers files are read, checked and written under this lock, so two connections of
/// one program made at once both keep what they learnt.
static KNOWN_SERVERS: Mutex<()> = Mutex::new(());

/// Checks a server's certificate against the fingerprint trusted for it.
#[derive(Debug)]
struct Pinned {
    trust: Trust,
    server: SocketAddr,
    algorithms: WebPkiSupportedAlgorithms,
}

impl Pinned {
    fn check(&self, seen: &str) -> Result<(), String> {
        match &self.trust {
            Trust::Fingerprint(expected) if expected == seen => Ok(()),
            Trust::Fingerprint(expected) => {
                Err(format!("the server's certificate is {seen}, not the expected {expected}"))
            }
            Trust::FirstUse(file) => first_use(file, &self.server.to_string(), seen),
        }
    }
}

/// Trust on first use: accepts `seen` for `server` if the file names it for the server, or
/// names nothing for the server yet (and then remembers it).
fn first_use(file: &Path, server: &str, seen: &str) -> Result<(), String> {
    let _lock = KNOWN_SERVERS.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
    let mut known: BTreeMap<String, String> = match std::fs::read_to_string(file) {
        Ok(text) => ron::from_str(&text).map_err(|e| format!("{} cannot be read: {e}", file.display()))?,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => BTreeMap::new(),
        Err(e) => return Err(format!("{}: {e}", file.display())),
    };
    match known.get(server) {
        Some(trusted) if trusted == seen => Ok(()),
        Some(_) => Err(format!(
            "the server at {server} shows another certificate than the first time: someone may be \
             posing as it. If its owner made a new one, remove its line from {}",
            file.display()
        )),
        None => {
            known.insert(server.to_string(), seen.to_string());
            let text = ron::ser::to_string_pretty(&known, ron::ser::PrettyConfig::default())
                .map_err(|e| format!("{}: {e}", file.display()))?;
            stratagem_core::record::write_atomic(file, text.as_bytes())
        }
    }
}

impl ServerCertVerifier for Pinned {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        _intermediates: &[CertificateDer<'_>],
        _server_name: &ServerName<'_>,
        _ocsp_response: &[u8],
        _now: UnixTime,
    ) -> Result<ServerCertVerified, rustls::Error> {
        self.check(&fingerprint(end_entity)).map_err(rustls::Error::General)?;
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        certificate: &CertificateDer<'_>,
        signed: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls12_signature(message, certificate, signed, &self.algorithms)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        certificate: &CertificateDer<'_>,
        signed: &DigitallySignedStruct,
    ) -> Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls13_signature(message, certificate, signed, &self.algorithms)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.algorithms.supported_schemes()
    }
}
