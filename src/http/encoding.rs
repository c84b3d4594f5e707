//! JSON bodies serialized and, when the client accepts gzip, compressed
//! where they are built: on the blocking pool, together with the request's
//! own work. The compression middleware leaves such a response alone, so a
//! large body costs no second hop to another thread and no second copy.

use super::blocking;
use super::games::etag_header;
use super::problem::ApiError;
use actix_web::http::header::{self, ContentType, HeaderValue};
use actix_web::{HttpRequest, HttpResponse, HttpResponseBuilder};
use flate2::Compression;
use flate2::write::GzEncoder;
use serde::Serialize;
use std::io::Write;

/// Bodies smaller than this are sent as they are: gzip would not pay.
const WORTH_COMPRESSING: usize = 1024;

/// A serialized JSON body, gzip-compressed or not.
pub struct JsonBody {
    bytes: Vec<u8>,
    gzip: bool,
}

/// 200 with the value `build` makes on the blocking pool, as JSON
/// (compressed there when `req` takes gzip), and its `ETag`.
pub async fn tagged_json<T, E>(
    req: &HttpRequest,
    build: impl FnOnce() -> Result<(T, String), E> + Send + 'static,
) -> Result<HttpResponse, ApiError>
where
    T: Serialize,
    E: Into<ApiError> + Send + 'static,
{
    let gzip = accepts_gzip(req);
    let (body, etag) = blocking(move || {
        let (value, etag) = build().map_err(Into::into)?;
        Ok::<_, ApiError>((JsonBody::new(&value, gzip).map_err(ApiError::internal)?, etag))
    })
    .await?;
    let mut response = HttpResponse::Ok();
    response.insert_header(etag_header(&etag));
    Ok(body.respond(response))
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

impl JsonBody {
    /// `value` as JSON, compressed when `gzip` and large enough.
    pub fn new(value: &impl Serialize, gzip: bool) -> std::io::Result<JsonBody> {
        let json = serde_json::to_vec(value)?;
        if !gzip || json.len() < WORTH_COMPRESSING {
            return Ok(JsonBody { bytes: json, gzip: false });
        }
        let mut encoder = GzEncoder::new(Vec::with_capacity(json.len() / 8), Compression::fast());
        encoder.write_all(&json)?;
        Ok(JsonBody { bytes: encoder.finish()?, gzip: true })
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

    #[test]
    fn large_bodies_are_compressed_and_small_ones_not() {
        let large: Vec<u32> = (0..2000).collect();
        let body = JsonBody::new(&large, true).unwrap();
        assert!(body.gzip);
        let mut json = String::new();
        GzDecoder::new(body.bytes.as_slice()).read_to_string(&mut json).unwrap();
        assert_eq!(serde_json::from_str::<Vec<u32>>(&json).unwrap(), large);
        assert!(!JsonBody::new(&[1, 2, 3], true).unwrap().gzip);
        assert!(!JsonBody::new(&large, false).unwrap().gzip);
    }
}
