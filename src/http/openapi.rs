//! The OpenAPI 3.1 document, generated from the handlers' annotations.
//! A copy is committed at `openapi/openapi.json`; regenerate it with
//! `cargo run -- openapi > openapi/openapi.json`.

use super::problem::Problem;
use super::{accounts, games, meta, play};
use utoipa::Modify;
use utoipa::OpenApi;
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme};

/// The API document.
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Carcassonne service",
        description = "Turn-based Carcassonne games for third-party clients. Every game is an append-only \
                       event log; the state is rebuilt by replaying it. Errors are RFC 9457 problem documents \
                       with a stable `code`; illegal moves also carry the `rule` id of the rules specification.",
        license(name = "MIT"),
    ),
    paths(
        meta::healthz, meta::readyz, meta::rulesets, meta::tiles,
        accounts::register, accounts::login, accounts::me,
        games::create, games::list, games::get, games::join, games::leave, games::start,
        play::legal_moves, play::command, play::validate, play::resign, play::events,
    ),
    components(schemas(Problem)),
    modifiers(&BearerToken),
    tags(
        (name = "accounts", description = "Registration and sign-in"),
        (name = "games", description = "Creating, joining and starting games"),
        (name = "play", description = "Legal moves, commands and the event log"),
        (name = "rulesets", description = "Rule sets and tile catalogs"),
        (name = "operations", description = "Health and readiness"),
    )
)]
pub struct ApiDoc;

/// The `bearer` security scheme: a JWT from `POST /v1/auth/login`.
struct BearerToken;

impl Modify for BearerToken {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .bearer_format("JWT")
                    .build(),
            ),
        );
    }
}

/// The document as pretty JSON, as committed under `openapi/`.
pub fn document() -> Result<String, serde_json::Error> {
    let mut json = ApiDoc::openapi().to_pretty_json()?;
    json.push('\n');
    Ok(json)
}
