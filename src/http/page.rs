//! The web page to play on: a small static client of this API (`web/`),
//! compiled into the binary and served at `/play`; `/` leads there. It is
//! an installable web app: a manifest, an icon, and a service worker that
//! keeps the page's files (and only those) for when the network is away.

use actix_web::http::header;
use actix_web::{HttpResponse, web};
use std::hash::{Hash, Hasher};
use std::sync::LazyLock;

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
const FILES: [(&str, &str, &str); 19] = [
    ("/play", HTML, include_str!("../../web/index.html")),
    ("/play/style.css", "text/css; charset=utf-8", include_str!("../../web/style.css")),
    ("/play/app.js", SCRIPT, include_str!("../../web/app.js")),
    ("/play/api.js", SCRIPT, include_str!("../../web/api.js")),
    ("/play/session.js", SCRIPT, include_str!("../../web/session.js")),
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
    ("/play/manifest.webmanifest", "application/manifest+json", include_str!("../../web/manifest.webmanifest")),
    ("/play/icon.svg", "image/svg+xml", include_str!("../../web/icon.svg")),
];

/// The service worker's path: it may control the page at `/play` itself,
/// which is outside the folder it lies in.
const SERVICE_WORKER: &str = "/play/sw.js";

/// The page's HTML, which names every module up front (`modulepreload`
/// where it says `<!-- modules -->`): the browser fetches them at once
/// rather than one import level after another.
static PAGE: LazyLock<String> = LazyLock::new(|| {
    let modules: String = FILES
        .iter()
        .filter(|(_, content_type, _)| *content_type == SCRIPT)
        .map(|(path, ..)| format!("<link rel=\"modulepreload\" href=\"{path}\">\n"))
        .collect();
    FILES[0].2.replace("<!-- modules -->\n", &modules)
});

/// Registers the page's routes (not part of the API document).
pub fn routes(cfg: &mut web::ServiceConfig) {
    for (path, content_type, body) in FILES {
        cfg.route(
            path,
            web::get().to(move || async move {
                let body = if content_type == HTML { PAGE.as_str() } else { body };
                HttpResponse::Ok()
                    .content_type(content_type)
                    .insert_header((header::CACHE_CONTROL, "no-cache"))
                    .insert_header((header::CONTENT_SECURITY_POLICY, CONTENT_SECURITY_POLICY))
                    .body(body)
            }),
        );
    }
    cfg.route(
        SERVICE_WORKER,
        web::get().to(|| async {
            HttpResponse::Ok()
                .content_type(SCRIPT)
                .insert_header((header::CACHE_CONTROL, "no-cache"))
                .insert_header(("Service-Worker-Allowed", "/play"))
                .body(SERVICE_WORKER_SCRIPT.as_str())
        }),
    );
    cfg.route(
        "/",
        web::get().to(|| async { HttpResponse::Found().insert_header((header::LOCATION, "/play")).finish() }),
    );
}

/// The service worker's script, made once.
static SERVICE_WORKER_SCRIPT: LazyLock<String> = LazyLock::new(service_worker);

/// The service worker (`web/sw.js`) with the list of the page's files it
/// keeps and their version (a hash of them all: any change makes a new
/// worker, which keeps the new files).
fn service_worker() -> String {
    let paths: Vec<&str> = FILES.iter().map(|(path, ..)| *path).collect();
    let list = serde_json::to_string(&paths).unwrap_or_else(|_| "[]".to_owned());
    let mut version = std::hash::DefaultHasher::new();
    FILES.hash(&mut version);
    format!(
        "const VERSION = \"{:016x}\";\nconst FILES = {list};\n{}",
        version.finish(),
        include_str!("../../web/sw.js")
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page names every module up front.
    #[test]
    fn the_page_preloads_every_module() {
        let scripts = FILES.iter().filter(|(_, content_type, _)| *content_type == SCRIPT).count();
        assert_eq!(PAGE.matches(r#"rel="modulepreload""#).count(), scripts);
        assert!(!PAGE.contains("<!-- modules -->"));
    }

    /// The service worker keeps every file of the page, itself excepted.
    #[test]
    fn the_service_worker_keeps_every_page_file() {
        let script = service_worker();
        let first = script.lines().nth(1).unwrap_or_default();
        let listed: Vec<String> =
            serde_json::from_str(first.trim_start_matches("const FILES = ").trim_end_matches(';')).unwrap();
        assert_eq!(listed.len(), FILES.len());
        assert!(listed.iter().any(|path| path == "/play") && !listed.iter().any(|path| path == SERVICE_WORKER));
    }
}
