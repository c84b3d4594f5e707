//! The web page to play on: a small static client of this API (`web/`),
//! compiled into the binary and served at `/play`; `/` leads there.

use actix_web::http::header;
use actix_web::{HttpResponse, web};

/// The page's files: path, content type, contents.
const FILES: [(&str, &str, &str); 3] = [
    ("/play", "text/html; charset=utf-8", include_str!("../../web/index.html")),
    ("/play/app.js", "text/javascript; charset=utf-8", include_str!("../../web/app.js")),
    ("/play/style.css", "text/css; charset=utf-8", include_str!("../../web/style.css")),
];

/// Registers the page's routes (not part of the API document).
pub fn routes(cfg: &mut web::ServiceConfig) {
    for (path, content_type, body) in FILES {
        cfg.route(
            path,
            web::get().to(move || async move {
                HttpResponse::Ok()
                    .content_type(content_type)
                    .insert_header((header::CACHE_CONTROL, "no-cache"))
                    .body(body)
            }),
        );
    }
    cfg.route(
        "/",
        web::get().to(|| async { HttpResponse::Found().insert_header((header::LOCATION, "/play")).finish() }),
    );
}
