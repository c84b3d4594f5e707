//! The API reference: Swagger UI at `/docs/`, reading the API document
//! written as OpenAPI 3.0 (`/docs/openapi-3.0.json`, see
//! [`reference_document`](super::reference_document)). Its files are
//! served as [`Document`](super::documents::Document)s (tagged, kept by
//! clients, compressed once), not compressed again on every request.

use super::documents::{Documents, HTML, JSON};
use super::error_kind::ErrorKind;
use super::problem::ApiError;
use super::{openapi, reference_document};
use actix_web::{HttpRequest, HttpResponse, web};
use std::sync::Arc;
use utoipa_swagger_ui::Config;

/// Where the reference page reads the API document.
const DOCUMENT: &str = "/docs/openapi-3.0.json";

/// How Swagger UI opens.
fn config() -> Config<'static> {
    Config::from(DOCUMENT).default_models_expand_depth(-1).filter(true)
}

/// The content type of a Swagger UI file, by its name.
fn content_type(file: &str) -> &'static str {
    match file.rsplit_once('.').map(|(_, extension)| extension) {
        None | Some("html") => HTML,
        Some("js") => "text/javascript; charset=utf-8",
        Some("css") => "text/css; charset=utf-8",
        Some("png") => "image/png",
        Some("json") => super::documents::JSON,
        _ => "application/octet-stream",
    }
}

/// `GET /docs/{file}`: a file of Swagger UI (its page for `/docs/`).
async fn file(path: web::Path<String>, req: HttpRequest) -> Result<HttpResponse, ApiError> {
    let file = path.into_inner();
    Documents::serve(&req, format!("docs/{file}"), content_type(&file), move || {
        match utoipa_swagger_ui::serve(&file, Arc::new(config())) {
            // The crate's `gzip` feature is off: its files are stored as
            // they are sent.
            Ok(Some(found)) => Ok(found.bytes.into_owned()),
            Ok(None) => Err(ApiError::new(ErrorKind::NoRoute, "no such resource")),
            Err(error) => Err(ApiError::internal(error.to_string())),
        }
    })
    .await
}

/// `GET /docs/openapi-3.0.json`: the API document as OpenAPI 3.0, built
/// on its first request (as `/openapi.json` is), then kept.
async fn document(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    Documents::serve(&req, DOCUMENT.to_owned(), JSON, || {
        downgraded().map_err(|error| ApiError::internal(format!("the reference's API document: {error}")))
    })
    .await
}

/// The API document in OpenAPI 3.0, as bytes.
fn downgraded() -> Result<Vec<u8>, openapi::DocumentError> {
    let document = serde_json::to_value(openapi::openapi()?)?;
    Ok(serde_json::to_vec(&reference_document::downgrade(document))?)
}

/// Registers the reference's routes (not part of the API document).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route(DOCUMENT, web::get().to(document)).route("/docs/{file:.*}", web::get().to(file));
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn files_are_sent_as_their_kind() {
        assert_eq!(content_type(""), HTML);
        assert_eq!(content_type("index.html"), HTML);
        assert_eq!(content_type("swagger-ui-bundle.js"), "text/javascript; charset=utf-8");
        assert_eq!(content_type("swagger-ui.css"), "text/css; charset=utf-8");
        assert_eq!(content_type("favicon-32x32.png"), "image/png");
        assert_eq!(content_type("a.map"), "application/octet-stream");
    }
}
