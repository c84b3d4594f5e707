//! JSON bodies serialized and, when the client accepts gzip, compressed
//! where they are built: on the blocking pool, together with the request's
//! own work. The compression middleware leaves such a response alone, so a
//! large body costs no second hop to another thread and no second copy.
//! Many clients read the same body (a game's legal moves or view at one
//! sequence number): [`GzipMemo`] compresses it once. A game's view is
//! found there by the few hundred bytes around its cached state and that
//! state's identity, so a read neither copies nor hashes the state. Live
//! streams and small bodies go uncompressed ([`compression_policy`]). A
//! body is written into a buffer of about its length ([`CachedJson`]): one
//! that regrows copies all it holds.

use super::blocking;
use super::headers::etag_header;
use super::problem::ApiError;
use actix_web::body::{BodySize, MessageBody};
use actix_web::dev::{ServiceRequest, ServiceResponse};
use actix_web::http::header::{self, ContentType, HeaderValue};
use actix_web::middleware::Next;
use actix_web::web::{Bytes, Data};
use actix_web::{Error, HttpRequest, HttpResponse, HttpResponseBuilder};
use api::model::{CommandResult, Game, LegalMovesResponse};
use flate2::Compression;
use flate2::write::GzEncoder;
use foldhash::fast::RandomState;
use lru::LruCache;
use serde::Serialize;
use serde_json::value::RawValue;
use std::hash::BuildHasher;
use std::io::Write;
use std::num::NonZeroUsize;
use std::sync::{Arc, Mutex};

/// Bodies smaller than this are sent as they are: gzip would not pay.
const WORTH_COMPRESSING: usize = 1024;

/// Compressed bodies a [`GzipMemo`] keeps by default, of each kind: each
/// with its JSON (some 20 KB for a legal-moves body), or with the few
/// hundred bytes around a shared state and the state itself, kept alive
/// (a classic game's view at event 120: 21 KB, most often the one the
/// replay cache holds anyway).
pub const GZIP_MEMO_BODIES: usize = 256;

/// Bodies ending in a shared state are compressed once and sent many
/// times, so they are compressed harder: 2.5 KB instead of 4.0 KB for a
/// classic game's view at event 120.
const SHARED_TAIL_COMPRESSION: Compression = Compression::new(6);

/// A serialized JSON body, gzip-compressed or not.
pub struct JsonBody {
    bytes: Bytes,
    gzip: bool,
}

/// The last bodies compressed, by the JSON they compress. A body is taken
/// from it only when its JSON is byte for byte the one asked for: it saves
/// work, it never changes an answer (so its hash needs speed, not strength).
pub struct GzipMemo {
    bodies: Mutex<LruCache<u64, (Vec<u8>, Bytes)>>,
    tailed: Mutex<LruCache<u64, Tailed>>,
    hasher: RandomState,
}

/// A compressed body made of `head`, the shared `tail` and a closing brace.
/// Holding the tail keeps its address from being reused while the entry
/// lives, so the same address means the same value.
struct Tailed {
    head: Vec<u8>,
    tail: Arc<RawValue>,
    gzip: Bytes,
}

impl GzipMemo {
    /// A memo of at most `capacity` bodies (at least one).
    pub fn new(capacity: usize) -> GzipMemo {
        let capacity = NonZeroUsize::new(capacity).unwrap_or(NonZeroUsize::MIN);
        GzipMemo {
            bodies: Mutex::new(LruCache::new(capacity)),
            tailed: Mutex::new(LruCache::new(capacity)),
            hasher: RandomState::default(),
        }
    }

    /// `json` compressed, from the memo when it was compressed before.
    fn compress(&self, json: Vec<u8>) -> std::io::Result<Bytes> {
        let key = self.hasher.hash_one(&json);
        let remembered = self.bodies.lock().ok().and_then(|mut bodies| {
            bodies.get(&key).filter(|(remembered, _)| *remembered == json).map(|(_, gzip)| gzip.clone())
        });
        if let Some(gzip) = remembered {
            return Ok(gzip);
        }
        let gzip = gzip(&json, Compression::fast())?;
        if let Ok(mut bodies) = self.bodies.lock() {
            let mut json = json;
            json.shrink_to_fit();
            bodies.put(key, (json, gzip.clone()));
        }
        Ok(gzip)
    }

    /// The JSON `head`, then `tail`, then `}`, compressed; from the memo
    /// when the same head was sent with the same tail before.
    fn compress_tailed(&self, mut head: Vec<u8>, tail: Arc<RawValue>) -> std::io::Result<Bytes> {
        let key = self.hasher.hash_one((&head, Arc::as_ptr(&tail).cast::<u8>()));
        let remembered = self.tailed.lock().ok().and_then(|mut tailed| {
            tailed.get(&key).filter(|t| t.head == head && Arc::ptr_eq(&t.tail, &tail)).map(|t| t.gzip.clone())
        });
        if let Some(gzip) = remembered {
            return Ok(gzip);
        }
        let gzip = gzip(&joined(&head, &tail), SHARED_TAIL_COMPRESSION)?;
        if let Ok(mut tailed) = self.tailed.lock() {
            head.shrink_to_fit();
            tailed.put(key, Tailed { head, tail, gzip: gzip.clone() });
        }
        Ok(gzip)
    }
}

/// The body `head` began, with `tail` as its last field's value.
fn joined(head: &[u8], tail: &RawValue) -> Vec<u8> {
    let mut json = Vec::with_capacity(head.len() + tail.get().len() + 1);
    json.extend_from_slice(head);
    json.extend_from_slice(tail.get().as_bytes());
    json.push(b'}');
    json
}

/// `json` gzip-compressed at `level`.
fn gzip(json: &[u8], level: Compression) -> std::io::Result<Bytes> {
    let mut encoder = GzEncoder::new(Vec::with_capacity(json.len() / 8), level);
    encoder.write_all(json)?;
    Ok(Bytes::from(encoder.finish()?))
}

/// 200 with the value `build` makes on the blocking pool, as JSON
/// (compressed there when `req` takes gzip), and its `ETag`.
pub async fn tagged_json<T, E>(
    req: &HttpRequest,
    build: impl FnOnce() -> Result<(T, String), E> + Send + 'static,
) -> Result<HttpResponse, ApiError>
where
    T: CachedJson,
    E: Into<ApiError> + Send + 'static,
{
    let memo = gzip_memo(req);
    let (body, etag) = blocking(move || {
        let (value, etag) = build().map_err(Into::into)?;
        Ok::<_, ApiError>((json_body(value, memo.as_ref())?, etag))
    })
    .await?;
    Ok(tagged(body, &etag))
}

/// [`tagged_json`] of a value made already, built on this thread.
pub fn tagged_json_now<T: CachedJson>(req: &HttpRequest, value: T, etag: &str) -> Result<HttpResponse, ApiError> {
    Ok(tagged(json_body(value, gzip_memo(req).as_ref())?, etag))
}

/// The memo of compressed bodies, when `req` takes gzip.
fn gzip_memo(req: &HttpRequest) -> Option<Data<GzipMemo>> {
    accepts_gzip(req).then(|| req.app_data::<Data<GzipMemo>>().cloned()).flatten()
}

/// `value`'s body, compressed through `memo` when there is one.
fn json_body<T: CachedJson>(value: T, memo: Option<&Data<GzipMemo>>) -> Result<JsonBody, ApiError> {
    JsonBody::new(value, memo.map(|memo| memo.get_ref())).map_err(ApiError::internal)
}

/// 200 with `body` and its `ETag`.
fn tagged(body: JsonBody, etag: &str) -> HttpResponse {
    let mut response = HttpResponse::Ok();
    response.insert_header(etag_header(etag));
    body.respond(response)
}

/// What the compression middleware may compress, from outside it: not
/// live streams (the two routes ending in `/stream`), since a gzip encoder
/// held by every open stream costs about 140 KB of the server's memory
/// (`benches/stream_memory.sh`) for events of a few hundred bytes each;
/// and not the small bodies [`mark_small_bodies`] marked, whose mark it
/// takes off again.
pub async fn compression_policy(
    mut req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    if req.path().ends_with("/stream") {
        req.headers_mut().remove(header::ACCEPT_ENCODING);
    }
    let mut res = next.call(req).await?;
    if res.headers().get(header::CONTENT_ENCODING).is_some_and(|coding| coding == SMALL_BODY_MARK) {
        res.headers_mut().remove(header::CONTENT_ENCODING);
    }
    Ok(res)
}

/// The `Content-Encoding` that tells the compression middleware a body is
/// already as it goes; [`compression_policy`] removes it before it is sent.
const SMALL_BODY_MARK: &str = "identity";

/// Marks bodies smaller than [`WORTH_COMPRESSING`], from inside the
/// compression middleware, which would compress any body: setting up a
/// gzip encoder costs more than a small body saves (`/healthz` was served
/// 41,000-43,000 times a second with gzip, 65,000-78,000 without).
pub async fn mark_small_bodies(
    req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    let mut res = next.call(req).await?;
    let small = matches!(res.response().body().size(), BodySize::Sized(n) if n < WORTH_COMPRESSING as u64);
    if small && !res.headers().contains_key(header::CONTENT_ENCODING) {
        res.headers_mut().insert(header::CONTENT_ENCODING, HeaderValue::from_static(SMALL_BODY_MARK));
    }
    Ok(res)
}

/// Whether the request's `Accept-Encoding` takes gzip.
pub fn accepts_gzip(req: &HttpRequest) -> bool {
    req.headers().get_all(header::ACCEPT_ENCODING).filter_map(|v| v.to_str().ok()).flat_map(|v| v.split(',')).any(
        |coding| {
            let mut parts = coding.split(';').map(str::trim);
            let name = parts.next().unwrap_or_default();
            let refused = parts.any(|p| p.replace(' ', "").trim_start_matches("q=").parse::<f32>() == Ok(0.0));
            (name.eq_ignore_ascii_case("gzip") || name == "*") && !refused
        },
    )
}

/// A body made mostly of JSON that the replay cache already holds; the
/// rest is a few hundred bytes.
pub trait CachedJson: Serialize {
    /// About how long its JSON is, so that it is written into a buffer that
    /// need not regrow: more than it takes is no harm.
    fn json_length(&self) -> usize;

    /// Takes out the cached value the body ends with, when many responses
    /// share it (a game's state at one version), leaving that field `null`.
    fn take_shared_tail(&mut self) -> Option<Arc<RawValue>> {
        None
    }
}

/// What a body holds besides its cached parts, at most, for its buffer.
const AROUND_CACHED_PARTS: usize = 4096;

fn raw_length(raw: Option<&Arc<RawValue>>) -> usize {
    raw.map_or(0, |raw| raw.get().len())
}

impl<O: Serialize> CachedJson for Game<O> {
    fn json_length(&self) -> usize {
        raw_length(self.state.as_ref()) + AROUND_CACHED_PARTS
    }

    fn take_shared_tail(&mut self) -> Option<Arc<RawValue>> {
        self.state.take()
    }
}

impl CachedJson for LegalMovesResponse {
    fn json_length(&self) -> usize {
        [&self.moves, &self.commands, &self.grouped].map(|raw| raw_length(raw.as_ref())).iter().sum::<usize>()
            + AROUND_CACHED_PARTS
    }
}

impl<Record: Serialize> CachedJson for CommandResult<Record> {
    fn json_length(&self) -> usize {
        raw_length(self.state.as_ref()) + AROUND_CACHED_PARTS
    }
}

/// `value` as JSON, written into a buffer of its [`CachedJson::json_length`].
pub fn json_bytes(value: &impl CachedJson) -> serde_json::Result<Vec<u8>> {
    let mut json = Vec::with_capacity(value.json_length());
    serde_json::to_writer(&mut json, value)?;
    Ok(json)
}

impl JsonBody {
    /// `value` as JSON, compressed through `gzip` when given and the body
    /// is large enough.
    pub fn new(mut value: impl CachedJson, gzip: Option<&GzipMemo>) -> std::io::Result<JsonBody> {
        if let Some(memo) = gzip
            && let Some(tail) = value.take_shared_tail()
        {
            let mut head = json_bytes(&value)?;
            // The tail is the last field, serialized as `null` once taken.
            if !head.ends_with(b"null}") {
                return Err(std::io::Error::other("a shared tail must be its body's last field"));
            }
            head.truncate(head.len() - b"null}".len());
            if head.len() + tail.get().len() >= WORTH_COMPRESSING {
                return Ok(JsonBody { bytes: memo.compress_tailed(head, tail)?, gzip: true });
            }
            return Ok(JsonBody { bytes: Bytes::from(joined(&head, &tail)), gzip: false });
        }
        let json = json_bytes(&value)?;
        match gzip {
            Some(memo) if json.len() >= WORTH_COMPRESSING => Ok(JsonBody { bytes: memo.compress(json)?, gzip: true }),
            _ => Ok(JsonBody { bytes: Bytes::from(json), gzip: false }),
        }
    }

    /// The response: `builder` with this body and its headers.
    pub fn respond(self, mut builder: HttpResponseBuilder) -> HttpResponse {
        builder
            .content_type(ContentType::json())
            .insert_header((header::VARY, HeaderValue::from_static("accept-encoding")));
        if self.gzip {
            builder.insert_header((header::CONTENT_ENCODING, HeaderValue::from_static("gzip")));
        }
        builder.body(self.bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::test::TestRequest;
    use flate2::read::GzDecoder;
    use std::io::Read;

    #[test]
    fn gzip_is_taken_unless_refused() {
        let with = |value: &str| {
            accepts_gzip(&TestRequest::default().insert_header(("Accept-Encoding", value)).to_http_request())
        };
        assert!(with("gzip, deflate, br"));
        assert!(with("br;q=1.0, GZIP;q=0.5"));
        assert!(with("*"));
        assert!(!with("gzip;q=0"));
        assert!(!with("br, deflate"));
        assert!(!accepts_gzip(&TestRequest::default().to_http_request()));
    }

    /// The tests' bodies start from an empty buffer, as a body longer than
    /// its reservation does.
    impl CachedJson for Vec<u32> {
        fn json_length(&self) -> usize {
            0
        }
    }

    /// A body that ends with a shared value, as a game's view does.
    #[derive(Serialize)]
    struct WithTail {
        name: &'static str,
        state: Option<Arc<RawValue>>,
    }

    impl CachedJson for WithTail {
        fn json_length(&self) -> usize {
            0
        }

        fn take_shared_tail(&mut self) -> Option<Arc<RawValue>> {
            self.state.take()
        }
    }

    fn decompressed_bytes(body: &JsonBody) -> Vec<u8> {
        let mut json = Vec::new();
        GzDecoder::new(&body.bytes[..]).read_to_end(&mut json).unwrap();
        json
    }

    fn decompressed(body: &JsonBody) -> Vec<u32> {
        serde_json::from_slice(&decompressed_bytes(body)).unwrap()
    }

    #[test]
    fn large_bodies_are_compressed_and_small_ones_not() {
        let memo = GzipMemo::new(4);
        let large: Vec<u32> = (0..2000).collect();
        let body = JsonBody::new(large.clone(), Some(&memo)).unwrap();
        assert!(body.gzip);
        assert_eq!(decompressed(&body), large);
        assert!(!JsonBody::new(vec![1, 2, 3], Some(&memo)).unwrap().gzip);
        assert!(!JsonBody::new(large, None).unwrap().gzip);
    }

    #[test]
    fn the_memo_answers_each_body_with_its_own_compression() {
        let memo = GzipMemo::new(2);
        let bodies: Vec<Vec<u32>> = (0..3).map(|n| (n..2000 + n).collect()).collect();
        for _ in 0..2 {
            for body in &bodies {
                assert_eq!(&decompressed(&JsonBody::new(body.clone(), Some(&memo)).unwrap()), body);
            }
        }
        assert_eq!(memo.bodies.lock().unwrap().len(), 2);
    }

    #[test]
    fn a_shared_tail_is_compressed_once_per_head_and_sent_as_written() {
        let memo = GzipMemo::new(4);
        let numbers: Vec<u32> = (0..2000).collect();
        let state: Arc<RawValue> = Arc::from(serde_json::value::to_raw_value(&numbers).unwrap());
        let body = |name, state: &Arc<RawValue>| WithTail { name, state: Some(Arc::clone(state)) };
        for name in ["ada", "bob", "ada"] {
            let plain = serde_json::to_vec(&body(name, &state)).unwrap();
            let compressed = JsonBody::new(body(name, &state), Some(&memo)).unwrap();
            assert!(compressed.gzip);
            assert_eq!(decompressed_bytes(&compressed), plain, "byte for byte as uncompressed");
            assert_eq!(JsonBody::new(body(name, &state), None).unwrap().bytes, plain);
        }
        assert_eq!(memo.tailed.lock().unwrap().len(), 2, "one entry per head");
        let equal_copy: Arc<RawValue> = Arc::from((*state).to_owned());
        let copied = JsonBody::new(body("ada", &equal_copy), Some(&memo)).unwrap();
        assert_eq!(decompressed_bytes(&copied), serde_json::to_vec(&body("ada", &state)).unwrap());
        assert_eq!(memo.tailed.lock().unwrap().len(), 3, "another value, another entry");
        let small = WithTail { name: "ada", state: Some(Arc::from(serde_json::value::to_raw_value(&1).unwrap())) };
        let small = JsonBody::new(small, Some(&memo)).unwrap();
        assert!(!small.gzip);
        assert_eq!(&small.bytes[..], br#"{"name":"ada","state":1}"#);
    }
}
