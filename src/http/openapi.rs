//! The OpenAPI 3.1 document, generated from the handlers' annotations.
//! A copy is committed at `openapi/openapi.json`; regenerate it with
//! `cargo run -- openapi > openapi/openapi.json`.

use super::problem::Problem;
use super::{accounts, games, meta, play, stream};
use serde_json::{Map, Value, json};
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
        license(name = "MIT", identifier = "MIT"),
    ),
    servers((url = "/", description = "This service")),
    paths(
        meta::healthz, meta::readyz, meta::rulesets, meta::tiles,
        accounts::register, accounts::login, accounts::me,
        games::create, games::import, games::list, games::get, games::join, games::leave, games::start,
        play::legal_moves, play::command, play::validate, play::resign, play::events, play::state_at, play::export,
        stream::game, stream::account,
    ),
    components(schemas(Problem)),
    modifiers(&BearerToken),
    tags(
        (name = "accounts", description = "Registration and sign-in"),
        (name = "games", description = "Creating, joining and starting games"),
        (name = "play", description = "Legal moves, commands, the event log and history"),
        (name = "live", description = "Server-Sent Events streams"),
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
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build()),
        );
    }
}

/// The served document: the generated one with every tagged union given
/// named variants and a discriminator (see [`name_tagged_variants`]), and
/// every operation a `default` problem response.
pub fn openapi() -> Result<utoipa::openapi::OpenApi, serde_json::Error> {
    let mut doc = serde_json::to_value(ApiDoc::openapi())?;
    if let Some(schemas) = doc.pointer_mut("/components/schemas").and_then(Value::as_object_mut) {
        name_tagged_variants(schemas);
    }
    if let Some(paths) = doc.pointer_mut("/paths").and_then(Value::as_object_mut) {
        add_default_problem(paths);
    }
    serde_json::from_value(doc)
}

/// Every error of the API is a problem document: say so on every operation,
/// so that generated clients parse any error status into `Problem`; and an
/// operation without a security requirement says it needs none.
fn add_default_problem(paths: &mut Map<String, Value>) {
    let problem = json!({
        "description": "Any other error, as an RFC 9457 problem document",
        "content": {"application/problem+json": {"schema": {"$ref": "#/components/schemas/Problem"}}}
    });
    for operation in paths.values_mut().filter_map(Value::as_object_mut).flat_map(|item| item.values_mut()) {
        if let Some(responses) = operation.get_mut("responses").and_then(Value::as_object_mut) {
            responses.entry("default").or_insert_with(|| problem.clone());
        }
        if let Some(operation) = operation.as_object_mut() {
            operation.entry("security").or_insert_with(|| json!([]));
        }
    }
}

/// The document as pretty JSON, as committed under `openapi/`.
pub fn document() -> Result<String, serde_json::Error> {
    let mut json = serde_json::to_string_pretty(&openapi()?)?;
    json.push('\n');
    Ok(json)
}

/// Lifts the inline variants of every internally tagged union (a `oneOf`
/// of objects each requiring one tag property with a single allowed value)
/// into named schemas `<Union><Variant>`, and gives the union a
/// `discriminator` with an explicit mapping, so that generated clients get
/// one type per variant.
pub fn name_tagged_variants(schemas: &mut Map<String, Value>) {
    let unions: Vec<String> = schemas.keys().cloned().collect();
    for union in unions {
        let Some(variants) = schemas.get(&union).and_then(|s| s["oneOf"].as_array()).cloned() else {
            continue;
        };
        let Some(tag) = common_tag(&variants) else {
            continue;
        };
        let mut mapping = Map::new();
        let mut refs = Vec::new();
        for variant in variants {
            let value = variant["properties"][&tag]["enum"][0].as_str().unwrap_or_default().to_owned();
            let name = format!("{union}{}", pascal_case(&value));
            let reference = format!("#/components/schemas/{name}");
            mapping.insert(value, Value::String(reference.clone()));
            refs.push(json!({ "$ref": reference }));
            schemas.insert(name, variant);
        }
        if let Some(schema) = schemas.get_mut(&union).and_then(Value::as_object_mut) {
            schema.insert("oneOf".into(), Value::Array(refs));
            schema.insert("discriminator".into(), json!({ "propertyName": tag, "mapping": mapping }));
        }
    }
}

/// The tag property every variant requires with exactly one allowed value.
fn common_tag(variants: &[Value]) -> Option<String> {
    let first = variants.first()?;
    let candidates = first["required"].as_array()?.iter().filter_map(Value::as_str);
    candidates
        .filter(|tag| {
            variants.iter().all(|v| {
                v["type"] == "object"
                    && v["required"].as_array().is_some_and(|r| r.iter().any(|x| x == tag))
                    && v["properties"][*tag]["enum"].as_array().is_some_and(|e| e.len() == 1)
            })
        })
        .map(str::to_owned)
        .next()
}

fn pascal_case(snake: &str) -> String {
    snake
        .split(['_', '-'])
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or(String::new(), |c| c.to_ascii_uppercase().to_string() + chars.as_str())
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The committed document is the code's document. To regenerate:
    /// `cargo run -- openapi > openapi/openapi.json`.
    #[test]
    fn committed_openapi_document_matches_the_code() {
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/openapi/openapi.json");
        let committed = std::fs::read_to_string(path).unwrap_or_default();
        let generated = document().unwrap();
        assert!(
            committed == generated,
            "openapi/openapi.json is out of date: run `cargo run -- openapi > openapi/openapi.json`"
        );
    }

    #[test]
    fn tagged_unions_get_named_variants_and_a_discriminator() {
        let doc: Value = serde_json::from_str(&document().unwrap()).unwrap();
        let command = &doc["components"]["schemas"]["Command"];
        assert_eq!(command["discriminator"]["propertyName"], "type");
        assert_eq!(command["discriminator"]["mapping"]["place_tile"], "#/components/schemas/CommandPlaceTile");
        let variant = &doc["components"]["schemas"]["CommandPlaceTile"];
        assert_eq!(variant["properties"]["type"]["enum"], json!(["place_tile"]));
        assert_eq!(doc["components"]["schemas"]["LegalMoves"]["discriminator"]["propertyName"], "step");
        assert_eq!(pascal_case("skip_figure"), "SkipFigure");
    }

    #[test]
    fn document_declares_bearer_security_and_openapi_3_1() {
        let doc: serde_json::Value = serde_json::from_str(&document().unwrap()).unwrap();
        assert_eq!(doc["openapi"], "3.1.0");
        assert_eq!(doc["components"]["securitySchemes"]["bearer"]["scheme"], "bearer");
        assert!(doc["paths"]["/v1/games/{id}/commands"]["post"].is_object());
    }
}
