//! Documents that change only with a release: the rule sets, their tile
//! catalogs and pictures, the OpenAPI document, the rules pages and the
//! web page's files. Each is built once (the pages at start, the rest on
//! their first request) and then served as bytes: with a strong `ETag`
//! (a hash of the bytes; `If-None-Match` with it answers 304), a
//! `Cache-Control`, and gzip compressed once, at the best level, for the
//! clients that take it. Nothing about a request changes a document.

use super::blocking;
use super::encoding::accepts_gzip;
use super::headers::{etag_header, not_modified};
use super::problem::ApiError;
use actix_web::http::header::{self, HeaderValue};
use actix_web::web::{Bytes, Data};
use actix_web::{HttpRequest, HttpResponse, HttpResponseBuilder};
use flate2::Compression;
use flate2::write::GzEncoder;
use sha2::{Digest, Sha256};
use std::collections::HashMap;
use std::io::Write;
use std::sync::{Arc, Mutex, PoisonError};

/// The content type of JSON documents.
pub const JSON: &str = "application/json";

/// The content type of SVG pictures.
pub const SVG: &str = "image/svg+xml";

/// The content type of HTML pages.
pub const HTML: &str = "text/html; charset=utf-8";

/// Clients may keep a document for five minutes, then ask again with its
/// `ETag` (a release changes it).
const CACHE_CONTROL: &str = "public, max-age=300";

/// A document ready to send.
pub struct Document {
    content_type: &'static str,
    body: Bytes,
    /// The body gzip-compressed, when that makes it smaller.
    gzip: Option<Bytes>,
    /// The strong tag, quoted.
    etag: String,
}

impl Document {
    /// `body`, sent as `content_type`.
    pub fn new(content_type: &'static str, body: Vec<u8>) -> Document {
        let digest = Sha256::digest(&body);
        let etag = format!("\"{}\"", digest[..12].iter().map(|byte| format!("{byte:02x}")).collect::<String>());
        let mut encoder = GzEncoder::new(Vec::with_capacity(body.len() / 4), Compression::best());
        // Writing to memory does not fail; if it did, the body goes as it is.
        let gzip = encoder.write_all(&body).and_then(|()| encoder.finish()).ok();
        let gzip = gzip.filter(|gzip| gzip.len() < body.len()).map(Bytes::from);
        Document { content_type, body: Bytes::from(body), gzip, etag }
    }

    /// The answer to `req`: 304 when it names the tag, else the body,
    /// compressed when the client takes gzip.
    pub fn respond(&self, req: &HttpRequest) -> HttpResponse {
        if not_modified(req, &self.etag) {
            return self.headers(HttpResponse::NotModified()).finish();
        }
        let mut response = self.headers(HttpResponse::Ok());
        response.content_type(self.content_type);
        match &self.gzip {
            Some(gzip) if accepts_gzip(req) => {
                response.insert_header((header::CONTENT_ENCODING, HeaderValue::from_static("gzip"))).body(gzip.clone())
            }
            _ => response.body(self.body.clone()),
        }
    }

    /// `builder` with the headers every answer carries.
    fn headers(&self, mut builder: HttpResponseBuilder) -> HttpResponseBuilder {
        builder
            .insert_header(etag_header(&self.etag))
            .insert_header((header::CACHE_CONTROL, CACHE_CONTROL))
            .insert_header((header::VARY, HeaderValue::from_static("accept-encoding")));
        builder
    }
}

/// The documents built so far, by key. Only documents that exist are
/// kept (a request for a tile that does not exist builds nothing), so the
/// keys are bounded by what the service hosts.
#[derive(Default)]
pub struct Documents {
    built: Mutex<HashMap<String, Arc<Document>>>,
}

impl Documents {
    /// The document `key`, of `content_type`, built by `build` on the
    /// blocking pool the first time.
    pub async fn serve<E>(
        req: &HttpRequest,
        key: String,
        content_type: &'static str,
        build: impl FnOnce() -> Result<Vec<u8>, E> + Send + 'static,
    ) -> Result<HttpResponse, ApiError>
    where
        E: Into<ApiError> + Send + 'static,
    {
        let documents = req.app_data::<Data<Documents>>().cloned();
        let known = documents.as_ref().and_then(|documents| documents.lock().get(&key).cloned());
        if let Some(document) = known {
            return Ok(document.respond(req));
        }
        let document = Arc::new(blocking(move || build().map(|body| Document::new(content_type, body))).await?);
        if let Some(documents) = documents {
            documents.lock().insert(key, Arc::clone(&document));
        }
        Ok(document.respond(req))
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<String, Arc<Document>>> {
        self.built.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use actix_web::body::to_bytes;
    use actix_web::test::TestRequest;
    use flate2::read::GzDecoder;
    use std::io::Read;

    #[actix_web::test]
    async fn a_document_is_tagged_compressed_once_and_unchanged_for_its_tag() {
        let text = "a document that repeats itself, ".repeat(100);
        let document = Document::new("text/plain", text.clone().into_bytes());
        let plain = document.respond(&TestRequest::default().to_http_request());
        let etag = plain.headers().get(header::ETAG).unwrap().to_str().unwrap().to_owned();
        assert_eq!(plain.headers().get(header::CACHE_CONTROL).unwrap(), CACHE_CONTROL);
        assert!(plain.headers().get(header::CONTENT_ENCODING).is_none());
        assert_eq!(to_bytes(plain.into_body()).await.unwrap(), text.as_bytes());

        let zipped = document
            .respond(&TestRequest::default().insert_header((header::ACCEPT_ENCODING, "gzip")).to_http_request());
        assert_eq!(zipped.headers().get(header::CONTENT_ENCODING).unwrap(), "gzip");
        assert_eq!(zipped.headers().get(header::ETAG).unwrap().to_str().unwrap(), etag, "one tag for both");
        let mut unzipped = String::new();
        GzDecoder::new(&to_bytes(zipped.into_body()).await.unwrap()[..]).read_to_string(&mut unzipped).unwrap();
        assert_eq!(unzipped, text);

        let again = document
            .respond(&TestRequest::default().insert_header((header::IF_NONE_MATCH, etag.as_str())).to_http_request());
        assert_eq!(again.status(), 304);
        let other = Document::new("text/plain", b"another".to_vec());
        let changed = other
            .respond(&TestRequest::default().insert_header((header::IF_NONE_MATCH, etag.as_str())).to_http_request());
        assert_eq!(changed.status(), 200, "another document, another tag");
    }
}
