//! JSON bodies serialized and, when the client accepts gzip, compressed
//! where they are built: on the blocking pool, together with the request's
//! own work. The compression middleware leaves such a response alone, so a
//! large body costs no second hop to another thread and no second copy.
//! Many clients read the same body (a game's legal moves or view at one
//! sequence number): [`GzipMemo`] compresses it once. Live streams go
//! uncompressed ([`streams_uncompressed`]). A body is written into a buffer
//! of about its length ([`JsonLength`]): one that regrows copies all it holds.

use super::blocking;
use super::headers::etag_header;
use super::problem::ApiError;
use actix_web::body::MessageBody;
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

/// Compressed bodies a [`GzipMemo`] keeps by default (each with its JSON:
/// some 20 KB for a legal-moves body).
pub const GZIP_MEMO_BODIES: usize = 256;

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
    hasher: RandomState,
}

impl GzipMemo {
    /// A memo of at most `capacity` bodies (at least one).
    pub fn new(capacity: usize) -> GzipMemo {
        GzipMemo {
            bodies: Mutex::new(LruCache::new(NonZeroUsize::new(capacity).unwrap_or(NonZeroUsize::MIN))),
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
        let mut encoder = GzEncoder::new(Vec::with_capacity(json.len() / 8), Compression::fast());
        encoder.write_all(&json)?;
        let gzip = Bytes::from(encoder.finish()?);
        if let Ok(mut bodies) = self.bodies.lock() {
            let mut json = json;
            json.shrink_to_fit();
            bodies.put(key, (json, gzip.clone()));
        }
        Ok(gzip)
    }
}

/// 200 with the value `build` makes on the blocking pool, as JSON
/// (compressed there when `req` takes gzip), and its `ETag`.
pub async fn tagged_json<T, E>(
    req: &HttpRequest,
    build: impl FnOnce() -> Result<(T, String), E> + Send + 'static,
) -> Result<HttpResponse, ApiError>
where
    T: Serialize + JsonLength,
    E: Into<ApiError> + Send + 'static,
{
    let memo = accepts_gzip(req).then(|| req.app_data::<Data<GzipMemo>>().cloned()).flatten();
    let (body, etag) = blocking(move || {
        let (value, etag) = build().map_err(Into::into)?;
        Ok::<_, ApiError>((
            JsonBody::new(&value, memo.as_ref().map(|memo| memo.get_ref())).map_err(ApiError::internal)?,
            etag,
        ))
    })
    .await?;
    let mut response = HttpResponse::Ok();
    response.insert_header(etag_header(&etag));
    Ok(body.respond(response))
}

/// Keeps the compression middleware off live streams (the two routes
/// ending in `/stream`): a gzip encoder held by every open stream costs
/// about 140 KB of the server's memory (`benches/stream_memory.sh`), for
/// events of a few hundred bytes each.
pub async fn streams_uncompressed(
    mut req: ServiceRequest,
    next: Next<impl MessageBody>,
) -> Result<ServiceResponse<impl MessageBody>, Error> {
    if req.path().ends_with("/stream") {
        req.headers_mut().remove(header::ACCEPT_ENCODING);
    }
    next.call(req).await
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

/// About how long a body's JSON is, so that it is written into a buffer
/// that need not regrow. The bodies served this way are made mostly of JSON
/// that the replay cache already holds; the rest is a few hundred bytes.
pub trait JsonLength {
    /// Bytes to reserve for the JSON: more than it takes is no harm.
    fn json_length(&self) -> usize;
}

/// What a body holds besides its cached parts, at most, for its buffer.
const AROUND_CACHED_PARTS: usize = 4096;

fn raw_length(raw: Option<&Arc<RawValue>>) -> usize {
    raw.map_or(0, |raw| raw.get().len())
}

impl<O> JsonLength for Game<O> {
    fn json_length(&self) -> usize {
        raw_length(self.state.as_ref()) + AROUND_CACHED_PARTS
    }
}

impl JsonLength for LegalMovesResponse {
    fn json_length(&self) -> usize {
        [&self.moves, &self.commands, &self.grouped].map(|raw| raw_length(raw.as_ref())).iter().sum::<usize>()
            + AROUND_CACHED_PARTS
    }
}

impl<Record> JsonLength for CommandResult<Record> {
    fn json_length(&self) -> usize {
        raw_length(self.state.as_ref()) + AROUND_CACHED_PARTS
    }
}

/// `value` as JSON, written into a buffer of its [`JsonLength`].
pub fn json_bytes(value: &(impl Serialize + JsonLength)) -> serde_json::Result<Vec<u8>> {
    let mut json = Vec::with_capacity(value.json_length());
    serde_json::to_writer(&mut json, value)?;
    Ok(json)
}

impl JsonBody {
    /// `value` as JSON, compressed through `gzip` when given and the body
    /// is large enough.
    pub fn new(value: &(impl Serialize + JsonLength), gzip: Option<&GzipMemo>) -> std::io::Result<JsonBody> {
        let json = json_bytes(value)?;
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
    impl JsonLength for Vec<u32> {
        fn json_length(&self) -> usize {
            0
        }
    }

    fn decompressed(body: &JsonBody) -> Vec<u32> {
        let mut json = String::new();
        GzDecoder::new(&body.bytes[..]).read_to_string(&mut json).unwrap();
        serde_json::from_str(&json).unwrap()
    }

    #[test]
    fn large_bodies_are_compressed_and_small_ones_not() {
        let memo = GzipMemo::new(4);
        let large: Vec<u32> = (0..2000).collect();
        let body = JsonBody::new(&large, Some(&memo)).unwrap();
        assert!(body.gzip);
        assert_eq!(decompressed(&body), large);
        assert!(!JsonBody::new(&vec![1, 2, 3], Some(&memo)).unwrap().gzip);
        assert!(!JsonBody::new(&large, None).unwrap().gzip);
    }

    #[test]
    fn the_memo_answers_each_body_with_its_own_compression() {
        let memo = GzipMemo::new(2);
        let bodies: Vec<Vec<u32>> = (0..3).map(|n| (n..2000 + n).collect()).collect();
        for _ in 0..2 {
            for body in &bodies {
                assert_eq!(&decompressed(&JsonBody::new(body, Some(&memo)).unwrap()), body);
            }
        }
        assert_eq!(memo.bodies.lock().unwrap().len(), 2);
    }
}
