//! The API reference: Swagger UI at `/docs/`, reading `/openapi.json`.
//! Its files are served as [`Document`](super::documents::Document)s
//! (tagged, kept by clients, compressed once), not compressed again on
//! every request.

use super::documents::{Documents, HTML};
use super::error_kind::ErrorKind;
use super::problem::ApiError;
use actix_web::{HttpRequest, HttpResponse, web};
use std::sync::Arc;
use utoipa_swagger_ui::Config;

/// How Swagger UI opens.
fn config() -> Config<'static> {
    Config::from("/openapi.json").default_models_expand_depth(-1).filter(true)
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

/// Registers the reference's routes (not part of the API document).
pub fn routes(cfg: &mut web::ServiceConfig) {
    cfg.route("/docs/{file:.*}", web::get().to(file));
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
