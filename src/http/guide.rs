//! Documentation pages served by the service: the rules specification of
//! every rule set (each rule id an anchor, so that refusals can link to
//! their rule), every rule set's commands with examples, and the tile
//! geometry clients need to draw tiles and choose regions (`FORMAT.md`),
//! rendered from the Markdown compiled into the binary.

use super::documents::{Document, Documents, HTML};
use super::problem::ApiError;
use actix_web::http::header;
use actix_web::{HttpRequest, HttpResponse, web};
use api::Internal;
use api::model::RulesetId;
use api::registry::rules_pages;
use pulldown_cmark::{Options, Parser, html};
use std::fmt::Write;
use std::sync::Arc;

/// The tile catalog format and board geometry.
const FORMAT: &str = include_str!("../../data/tiles/FORMAT.md");

/// Whether `word` is a rule id: a known prefix, parts, a number at the end.
fn is_rule_id(word: &str) -> bool {
    let known = rules_pages().any(|page| word.starts_with(&format!("{}-", page.prefix)));
    known
        && word.rsplit('-').next().is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        && word.bytes().all(|b| b.is_ascii_uppercase() || b.is_ascii_digit() || b == b'-')
}

/// Makes the first mention of every rule id in `html` its anchor.
fn anchor_rule_ids(html: &str) -> String {
    let mut out = String::with_capacity(html.len() + 4096);
    let mut anchored = std::collections::HashSet::new();
    let mut in_tag = false;
    let mut word = String::new();
    let flush = |word: &mut String, out: &mut String, anchored: &mut std::collections::HashSet<String>| {
        if is_rule_id(word) && anchored.insert(word.clone()) {
            out.push_str(&format!(r##"<a id="{word}" href="#{word}">{word}</a>"##));
        } else {
            out.push_str(word);
        }
        word.clear();
    };
    for c in html.chars() {
        match c {
            '<' => {
                flush(&mut word, &mut out, &mut anchored);
                in_tag = true;
                out.push(c);
            }
            '>' => {
                in_tag = false;
                out.push(c);
            }
            _ if in_tag => out.push(c),
            c if c.is_ascii_alphanumeric() || c == '-' => word.push(c),
            _ => {
                flush(&mut word, &mut out, &mut anchored);
                out.push(c);
            }
        }
    }
    flush(&mut word, &mut out, &mut anchored);
    out
}

/// `markdown` as a whole HTML page titled `title`.
fn page(title: &str, markdown: &str) -> String {
    let mut body = String::new();
    html::push_html(&mut body, Parser::new_ext(markdown, Options::ENABLE_TABLES));
    format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>{title}</title>\
         <style>body{{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;line-height:1.5}}\
         table{{border-collapse:collapse}}td,th{{border:1px solid #ccc;padding:.2rem .4rem}}\
         a[id]:target{{background:#ffeb3b}}pre{{background:#f4f4f4;padding:.5rem;overflow:auto}}</style></head>\
         <body><p><a href=\"/rules\">Rules</a> · <a href=\"/commands\">Commands</a> · <a href=\"/format\">Tile format</a> · <a href=\"/docs/\">API</a> · \
         <a href=\"/play\">Play</a></p>{}</body></html>",
        anchor_rule_ids(&body)
    )
}

/// A page's route: `body`, served as a [`Document`].
fn page_route(body: String) -> actix_web::Route {
    let page = Arc::new(Document::new(HTML, body.into_bytes()));
    web::get().to(move |req: HttpRequest| std::future::ready(page.respond(&req)))
}

/// Registers the pages (not part of the API document).
pub fn routes(cfg: &mut web::ServiceConfig) {
    for rules in rules_pages() {
        let (name, body) = (rules.page, page(&format!("Rules: {}", rules.page), rules.markdown));
        cfg.route(&format!("/rules/{name}"), page_route(body));
    }
    let index: String = rules_pages().map(|rules| format!("- [{0}](/rules/{0})\n", rules.page)).collect();
    let index =
        page("Rules", &format!("# Rules\n\nThe specification of every rule set, with numbered rules:\n\n{index}"));
    cfg.route("/rules", page_route(index));
    let format = page("Tile format", FORMAT);
    cfg.route("/format", page_route(format));
    cfg.route("/commands", web::get().to(commands_page));
    // Swagger UI lives under `/docs/`; the address without its slash leads there.
    cfg.route("/docs", web::get().to(|| std::future::ready(redirect_to("/docs/"))));
}

/// A permanent redirect to `path`.
fn redirect_to(path: &'static str) -> HttpResponse {
    HttpResponse::PermanentRedirect().insert_header((header::LOCATION, path)).finish()
}

/// `GET /commands`, built on the first request (it plays the example
/// games: work for the blocking pool, not for start-up), then kept.
async fn commands_page(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    Documents::serve(&req, "commands".to_owned(), HTML, || {
        let text = commands_markdown().map_err(|error| ApiError::internal(format!("the commands page: {error}")))?;
        Ok::<_, ApiError>(page("Commands", &text).into_bytes())
    })
    .await
}

/// Every rule set's commands, each with a request and the events it
/// recorded in a seeded game (the API document's examples).
fn commands_markdown() -> Result<String, Internal> {
    let mut text = String::from(
        "# Commands\n\nEvery rule set's commands, each as `POST /v1/games/{id}/commands` takes it \
         (`expected_seq` is the game's current `seq`) and with the events it recorded in a seeded game \
         (the response's `events` carry them, with chance's draws and automatic steps after the choice).\n",
    );
    for ruleset in RulesetId::all() {
        let _ = write!(text, "\n## {} (`{}`)\n", ruleset.describe().name, ruleset.as_str());
        for (command, events) in ruleset.examples()? {
            let request = serde_json::json!({"ruleset": ruleset.as_str(), "expected_seq": 42, "command": command});
            let pretty = |value: &serde_json::Value| {
                serde_json::to_string_pretty(value).map_err(|e| Internal::serializing("an example", &e))
            };
            let _ = write!(
                text,
                "\n### `{}`\n\n```json\n{}\n```\n\nEvents:\n\n```json\n{}\n```\n",
                command["type"].as_str().unwrap_or_default(),
                pretty(&request)?,
                pretty(&serde_json::Value::Array(events.clone()))?
            );
        }
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::*;
    use api::registry::rule_url;

    #[test]
    fn every_rule_id_links_to_its_anchor() {
        assert_eq!(rule_url("BASE-TILE-1").as_deref(), Some("/rules/base#BASE-TILE-1"));
        assert_eq!(rule_url("AM-WAGON-3").as_deref(), Some("/rules/abbey-mayor#AM-WAGON-3"));
        assert_eq!(rule_url("MISTS-GRAVE-2").as_deref(), Some("/rules/mists#MISTS-GRAVE-2"));
        assert_eq!(rule_url("NOPE-1"), None);
        let base = rules_pages().next().unwrap();
        let html = page("Rules: base", base.markdown);
        assert!(html.contains(r##"<a id="BASE-TILE-1" href="#BASE-TILE-1">BASE-TILE-1</a>"##));
        assert_eq!(html.matches(r#"id="BASE-TILE-1""#).count(), 1, "one anchor per rule");
        assert!(!html.contains(r#"id="BASE-TILE""#), "a rule id ends in its number");
    }
}
