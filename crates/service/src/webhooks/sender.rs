//! Making one delivery attempt: the message, signed as Standard Webhooks
//! says (`webhook-id`, `webhook-timestamp`, `webhook-signature`), posted
//! with bounded time, no redirects and a capped response.

use super::target::GuardedResolver;
use chrono::{DateTime, SecondsFormat, Utc};
use std::io::Read;
use std::time::Duration;
use storage::webhooks::Claimed;
use ureq::Agent;
use ureq::tls::{RootCerts, TlsConfig, TlsProvider};
use ureq::unversioned::transport::DefaultConnector;

/// The most of a response read (its start goes to the delivery log when
/// the status is not a success).
const RESPONSE_CAP: u64 = 16 * 1024;

/// How much of a refusing response's body the delivery log keeps.
const ERROR_EXCERPT: usize = 200;

/// How an attempt went.
#[derive(Debug, PartialEq, Eq)]
pub enum Sent {
    /// The endpoint answered 2xx.
    Acknowledged(u16),
    /// It answered otherwise (a redirect included: none is followed).
    Refused {
        /// Its status.
        status: u16,
        /// Why, as far as its body says.
        error: String,
    },
    /// No answer: the address was refused, the connection failed or timed
    /// out.
    Unreachable(String),
}

/// Posts deliveries.
pub struct Sender {
    agent: Agent,
}

impl Sender {
    /// A sender whose attempts end after `timeout` (connecting within at
    /// most 5 s of it), refusing non-public addresses unless
    /// `allow_private`.
    pub fn new(timeout: Duration, allow_private: bool) -> Sender {
        let config = Agent::config_builder()
            .timeout_global(Some(timeout))
            .timeout_connect(Some(timeout.min(Duration::from_secs(5))))
            .max_redirects(0)
            .http_status_as_error(false)
            .proxy(None)
            // Kept-alive connections spare each delivery to a busy endpoint
            // a TCP (and TLS) handshake; they were made to checked addresses.
            .max_idle_connections(64)
            .max_idle_connections_per_host(4)
            .user_agent(concat!("carcassonne-webhooks/", env!("CARGO_PKG_VERSION")))
            .tls_config(
                TlsConfig::builder().provider(TlsProvider::NativeTls).root_certs(RootCerts::PlatformVerifier).build(),
            )
            .build();
        Sender { agent: Agent::with_parts(config, DefaultConnector::new(), GuardedResolver::new(allow_private)) }
    }

    /// Makes one attempt of `delivery`, signed now.
    pub fn send(&self, delivery: &Claimed) -> Sent {
        let body = message(delivery);
        let now = Utc::now().timestamp();
        let id = delivery.id.to_string();
        let signature = match signature(&delivery.secrets, &id, now, body.as_bytes()) {
            Ok(signature) => signature,
            Err(error) => return Sent::Unreachable(format!("cannot sign: {error}")),
        };
        let response = self
            .agent
            .post(&delivery.url)
            .header("content-type", "application/json")
            .header(standardwebhooks::HEADER_WEBHOOK_ID, &id)
            .header(standardwebhooks::HEADER_WEBHOOK_TIMESTAMP, now.to_string())
            .header(standardwebhooks::HEADER_WEBHOOK_SIGNATURE, signature)
            .send(body.as_str());
        match response {
            Ok(mut response) => {
                let status = response.status().as_u16();
                let mut start = Vec::new();
                // What the body says is only a hint; a cut or failed read changes nothing.
                let _ = response.body_mut().as_reader().take(RESPONSE_CAP).read_to_end(&mut start);
                if response.status().is_success() {
                    Sent::Acknowledged(status)
                } else {
                    let text = String::from_utf8_lossy(&start);
                    let excerpt: String = text.chars().take(ERROR_EXCERPT).collect();
                    Sent::Refused { status, error: format!("HTTP {status}: {}", excerpt.trim()) }
                }
            }
            Err(error) => Sent::Unreachable(error.to_string()),
        }
    }
}

/// The signatures of a message under each of `secrets` (during a rotation
/// the previous secret signs too), space-separated as the specification
/// says.
fn signature(
    secrets: &[String],
    id: &str,
    timestamp: i64,
    body: &[u8],
) -> Result<String, standardwebhooks::WebhookError> {
    let signed: Vec<String> = secrets
        .iter()
        .map(|secret| standardwebhooks::Webhook::new(secret)?.sign(id, timestamp, body))
        .collect::<Result<_, _>>()?;
    Ok(signed.join(" "))
}

/// The body of a delivery: `type`, `timestamp` (when the event was
/// appended) and `data` (the game and its sequence number, or what a
/// notification of something else says; a ping names its endpoint).
pub fn message(delivery: &Claimed) -> String {
    let data = match (&delivery.data, delivery.game_id, delivery.seq) {
        (Some(data), ..) => data.clone(),
        (None, Some(game), Some(seq)) => serde_json::json!({"game": game, "seq": seq}),
        _ => serde_json::json!({"endpoint": delivery.endpoint_id}),
    };
    serde_json::json!({"type": delivery.kind, "timestamp": rfc3339(delivery.created_at), "data": data}).to_string()
}

fn rfc3339(time: DateTime<Utc>) -> String {
    time.to_rfc3339_opts(SecondsFormat::Millis, true)
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use uuid::Uuid;

    /// A claimed ping-like delivery to a loopback URL, signed with `secrets`.
    pub(in crate::webhooks) fn claimed(secrets: Vec<String>) -> Claimed {
        Claimed {
            id: Uuid::nil(),
            kind: "your_turn".into(),
            game_id: Some(Uuid::nil()),
            seq: Some(7),
            data: None,
            created_at: DateTime::from_timestamp(1_700_000_000, 0).expect("time"),
            attempts: 1,
            endpoint_id: Uuid::nil(),
            account_id: 1,
            url: "http://127.0.0.1:9/".into(),
            secrets,
            slow: false,
        }
    }

    #[test]
    fn the_message_names_its_kind_time_and_game() {
        assert_eq!(
            message(&claimed(Vec::new())),
            r#"{"data":{"game":"00000000-0000-0000-0000-000000000000","seq":7},"timestamp":"2023-11-14T22:13:20.000Z","type":"your_turn"}"#
        );
    }

    #[test]
    fn each_secret_signs_and_a_receiver_with_either_verifies() {
        let (old, new) = ("whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw", "whsec_c2VjcmV0LWtleS1vZi10aGUtc2Vjb25kLW9uZQ==");
        let now = Utc::now().timestamp();
        let signed = signature(&[new.to_owned(), old.to_owned()], "msg_1", now, b"{}").expect("signed");
        assert_eq!(signed.split(' ').count(), 2);
        let mut headers = ureq::http::HeaderMap::new();
        headers.insert(standardwebhooks::HEADER_WEBHOOK_ID, "msg_1".parse().expect("header"));
        headers.insert(standardwebhooks::HEADER_WEBHOOK_TIMESTAMP, now.to_string().parse().expect("header"));
        headers.insert(standardwebhooks::HEADER_WEBHOOK_SIGNATURE, signed.parse().expect("header"));
        for secret in [old, new] {
            assert!(standardwebhooks::Webhook::new(secret).expect("key").verify(b"{}", &headers).is_ok());
        }
        let stranger = standardwebhooks::Webhook::new("whsec_b3RoZXItc2VjcmV0LW90aGVyLXNlY3JldA==").expect("key");
        assert!(stranger.verify(b"{}", &headers).is_err());
    }

    #[test]
    fn an_unreachable_endpoint_is_said_so() {
        let sent = Sender::new(Duration::from_secs(2), true)
            .send(&claimed(vec!["whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw".into()]));
        assert!(matches!(sent, Sent::Unreachable(_)), "{sent:?}");
    }

    /// An `https` endpoint is spoken to over TLS: its first bytes are a
    /// handshake record (one that then ends the connection is
    /// unreachable).
    #[test]
    fn https_endpoints_get_a_tls_handshake() {
        use std::io::Read;
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a port");
        let port = listener.local_addr().expect("its address").port();
        let server = std::thread::spawn(move || -> std::io::Result<[u8; 3]> {
            let (mut stream, _) = listener.accept()?;
            stream.set_read_timeout(Some(Duration::from_secs(5)))?;
            let mut first = [0u8; 3];
            stream.read_exact(&mut first)?;
            Ok(first)
        });
        let mut delivery = claimed(vec!["whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw".into()]);
        delivery.url = format!("https://127.0.0.1:{port}/");
        let sent = Sender::new(Duration::from_secs(2), true).send(&delivery);
        // A sender that never connected leaves the server waiting: this
        // connection, which writes nothing, ends its wait in a failure.
        let _unblock = std::net::TcpStream::connect(("127.0.0.1", port));
        let first = server.join().expect("the server ran").expect("the sender connected and wrote");
        assert_eq!(first[0], 0x16, "a TLS handshake record, not {first:?}");
        assert_eq!(first[1], 3, "TLS 1.x");
        assert!(matches!(sent, Sent::Unreachable(_)), "{sent:?}");
    }
}
