//! Serving the lobby's routes over TLS: rustls (the servers' own TLS stack) through
//! tokio-rustls, and hyper's HTTP/1.1 for each connection.

use axum::Router;
use hyper_util::rt::{TokioIo, TokioTimer};
use hyper_util::service::TowerToHyperService;
use std::net::SocketAddr;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use tokio::net::TcpListener;
use tokio_rustls::TlsAcceptor;
use tower_service::Service;

/// How long a connection has for its TLS handshake, and for each request's head.
const HANDSHAKE: Duration = Duration::from_secs(10);

/// Accepts connections until `stop` is set. Each request carries its peer's address
/// (`ConnectInfo`), which the log-in limit counts by.
pub(crate) async fn serve(listener: TcpListener, tls: Arc<rustls::ServerConfig>, app: Router, stop: Arc<AtomicBool>) {
    let acceptor = TlsAcceptor::from(tls);
    let mut connections = app.into_make_service_with_connect_info::<SocketAddr>();
    while !stop.load(Ordering::Relaxed) {
        let accepted = tokio::time::timeout(Duration::from_millis(200), listener.accept()).await;
        let Ok(Ok((tcp, peer))) = accepted else { continue };
        let Ok(app) = connections.call(peer).await;
        let acceptor = acceptor.clone();
        tokio::spawn(async move {
            let Ok(Ok(stream)) = tokio::time::timeout(HANDSHAKE, acceptor.accept(tcp)).await else { return };
            let _ = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HANDSHAKE)
                .serve_connection(TokioIo::new(stream), TowerToHyperService::new(app))
                .await;
        });
    }
}
