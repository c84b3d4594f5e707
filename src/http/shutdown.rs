//! Stopping an instance without failing its clients. On SIGTERM it first
//! drains: `/readyz` answers 503 and every response closes its connection,
//! for `SHUTDOWN_DELAY_MS`, so that a load balancer's health checks take
//! it out of rotation while it still serves what reaches it. Then it stops
//! accepting, ends its live streams with a reconnect hint (`retry:`; their
//! clients resume elsewhere with `Last-Event-ID`) and finishes the
//! requests in flight. SIGINT (Ctrl-C) does the same without the delay.

use actix_web::body::MessageBody;
use actix_web::dev::{ServerHandle, ServiceRequest, ServiceResponse};
use actix_web::http::ConnectionType;
use actix_web::middleware::Next;
use actix_web::rt::signal::unix::{SignalKind, signal};
use actix_web::{Error, web};
use futures_util::future::{Either, select};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::Duration;
use tokio::sync::watch;

/// Whether this instance is draining, and the signal that ends its streams.
pub struct Drain {
    draining: AtomicBool,
    streams_closing: watch::Sender<bool>,
}

impl Drain {
    /// Serving normally.
    pub fn new() -> Drain {
        Drain { draining: AtomicBool::new(false), streams_closing: watch::Sender::new(false) }
    }

    /// Whether the instance is on its way out (readiness fails, connections
    /// close after their response).
    pub fn is_draining(&self) -> bool {
        self.draining.load(Ordering::Relaxed)
    }

    /// What a live stream waits on to know it must end.
    pub fn streams_closing(&self) -> StreamsClosing {
        StreamsClosing(self.streams_closing.subscribe())
    }
}

impl Default for Drain {
    fn default() -> Drain {
        Drain::new()
    }
}

/// A live stream's view of the end of its instance.
pub struct StreamsClosing(watch::Receiver<bool>);

impl StreamsClosing {
    /// Resolves once the instance ends its streams (at once if it has).
    pub async fn wait(&mut self) {
        if self.0.wait_for(|closing| *closing).await.is_err() {
            // The instance's drain is gone only with the instance itself.
            std::future::pending::<()>().await;
        }
    }
}

/// How long a client of an ended stream is asked to wait before it
/// reconnects: long enough for a load balancer to have stopped sending new
/// connections here, short enough to miss nothing a player notices.
pub const RECONNECT_HINT_MS: u32 = 500;

/// The stopping of one running server.
pub struct Shutdown {
    server: ServerHandle,
    drain: web::Data<Drain>,
}

impl Shutdown {
    /// Stops `server`, whose requests see `drain`.
    pub fn new(server: ServerHandle, drain: web::Data<Drain>) -> Shutdown {
        Shutdown { server, drain }
    }

    /// Waits for SIGTERM (then drains for `delay`) or SIGINT (no delay),
    /// and stops the server.
    pub async fn on_signals(self, delay: Duration) -> std::io::Result<()> {
        let mut terminate = signal(SignalKind::terminate())?;
        let mut interrupt = signal(SignalKind::interrupt())?;
        let delay = match select(Box::pin(terminate.recv()), Box::pin(interrupt.recv())).await {
            Either::Left(_) => delay,
            Either::Right(_) => Duration::ZERO,
        };
        tracing::info!(delay_ms = delay.as_millis() as u64, "stopping: draining first");
        self.run(delay).await;
        Ok(())
    }

    /// Drains for `delay`, then stops accepting, ends the streams and
    /// waits for the requests in flight (at most the server's shutdown
    /// timeout).
    pub async fn run(self, delay: Duration) {
        self.drain.draining.store(true, Ordering::Relaxed);
        actix_web::rt::time::sleep(delay).await;
        // Stop accepting before the streams end, so that their clients
        // reconnect to another instance rather than to this one.
        let stopped = self.server.stop(true);
        self.drain.streams_closing.send_replace(true);
        stopped.await;
    }
}

/// Middleware: while draining, every response closes its connection, so
/// that a load balancer keeps no idle connection to this instance.
pub async fn close_connections_while_draining(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let drain = req.app_data::<web::Data<Drain>>().cloned();
    let mut response = next.call(req).await?;
    if drain.is_some_and(|drain| drain.is_draining()) {
        response.response_mut().head_mut().set_connection_type(ConnectionType::Close);
    }
    Ok(response)
}
