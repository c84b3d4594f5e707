//! The web page to play on: a small static client of this API (`web/`),
//! compiled into the binary and served at `/play`; `/` leads there.

use actix_web::http::header;
use actix_web::{HttpResponse, web};

const HTML: &str = "text/html; charset=utf-8";
/// What the page may load and run: its own files and the API only (no
/// inline script, no other origin), tile pictures made in the page
/// (`blob:`) and the turn signal's icon (`data:`). The page keeps its
/// session's tokens where its scripts can read them; this keeps other
/// scripts out.
const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; img-src 'self' blob: data:; \
     object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";
const SCRIPT: &str = "text/javascript; charset=utf-8";

/// The page's files: path, content type, contents.
const FILES: [(&str, &str, &str); 16] = [
    ("/play", HTML, include_str!("../../web/index.html")),
    ("/play/style.css", "text/css; charset=utf-8", include_str!("../../web/style.css")),
    ("/play/app.js", SCRIPT, include_str!("../../web/app.js")),
    ("/play/api.js", SCRIPT, include_str!("../../web/api.js")),
    ("/play/i18n.js", SCRIPT, include_str!("../../web/i18n.js")),
    ("/play/lang/en.js", SCRIPT, include_str!("../../web/lang/en.js")),
    ("/play/lang/cs.js", SCRIPT, include_str!("../../web/lang/cs.js")),
    ("/play/words.js", SCRIPT, include_str!("../../web/words.js")),
    ("/play/lobby.js", SCRIPT, include_str!("../../web/lobby.js")),
    ("/play/create.js", SCRIPT, include_str!("../../web/create.js")),
    ("/play/game.js", SCRIPT, include_str!("../../web/game.js")),
    ("/play/board.js", SCRIPT, include_str!("../../web/board.js")),
    ("/play/signals.js", SCRIPT, include_str!("../../web/signals.js")),
    ("/play/legend.js", SCRIPT, include_str!("../../web/legend.js")),
    ("/play/players.js", SCRIPT, include_str!("../../web/players.js")),
    ("/play/replay.js", SCRIPT, include_str!("../../web/replay.js")),
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
                    .insert_header((header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY))
                    .body(body)
            }),
        );
    }
    cfg.route(
        "/",
        web::get().to(|| async { HttpResponse::Found().insert_header((header::LOCATION, "/play")).finish() }),
    );
}
