//! The OpenAPI 3.1 document, generated from the routes of [`super::api`]
//! and the types they use. A copy is committed at `openapi/openapi.json`;
//! regenerate it with `cargo run -- openapi > openapi/openapi.json`.
//!
//! utoipa writes the service's own types, the bodies of every rule set
//! among them ([`api::bodies`]), the streams' messages and the webhook.
//! The contract collects each rule set's types, typed: its view with its
//! fixed `ruleset`, its commands with their examples, its grouped legal
//! moves ([`api::grouping::Grouped`]). They are registered under the rule
//! set's prefix (`ClassicGameView`, `HgGameView`), the engine's shared
//! ones unprefixed. Three passes do what utoipa cannot, each for the
//! reason its function gives: on the typed document, internally tagged
//! unions get named variants and a discriminator; on its JSON, every
//! `allOf` whose parts make one schema becomes that schema (flattened
//! parts one object, an inline schema with a description the schema with
//! it), and integers get the bounds of their width (`uint8`: 0 to 255).
//!
//! Each operation's error responses come from the error kinds it names
//! (see `super::error_responses`).

use super::api;
use super::documents::{Documents, JSON};
use super::problem::{ApiError, Problem};
use actix_web::{App, HttpRequest, HttpResponse};
use api::Internal;
use api::bodies;
use api::hosting::RulesetSchemas;
use api::model::{LegalForms, RulesetId};
use api::schemas::{REFERENCE, renamed, shared_schemas, tagged_variants, variant_name};
use api::webhooks::WebhookMessage;
use serde_json::{Map, Value, json};
use std::collections::BTreeSet;
use utoipa::Modify;
use utoipa::OpenApi;
use utoipa::ToSchema;
use utoipa::openapi::path::{HttpMethod, OperationBuilder, ParameterBuilder, ParameterIn, PathItem, PathsBuilder};
use utoipa::openapi::request_body::RequestBodyBuilder;
use utoipa::openapi::schema::{AdditionalProperties, Discriminator, Object, ObjectBuilder, Ref, Schema, Type};
use utoipa::openapi::security::{HttpAuthScheme, HttpBuilder, SecurityRequirement, SecurityScheme};
use utoipa::openapi::{Components, Content, RefOr, Required, ResponseBuilder};
use utoipa_actix_web::AppExt;

/// The API document's head; the paths come from [`super::api`].
#[derive(OpenApi)]
#[openapi(
    info(
        title = "Carcassonne service",
        description = "Turn-based Carcassonne games for third-party clients. Every game is an append-only \
                       event log; the state is rebuilt by replaying it. Every value that depends on a game's \
                       rule set (options, commands, events, views, legal moves) says which rule set it is in \
                       `ruleset`, and each rule set's types carry its prefix (`ClassicGameView`, \
                       `HgGameView`). Errors are RFC 9457 problem documents with a stable `code`; illegal \
                       moves also carry the `rule` id of the rules specification and `rule_url`, its place in \
                       the rules pages this service serves (`/rules`; every command with an example: \
                       `/commands`; the tile geometry: `/format`; a web page to play on: `/play`). Sign-ins, registrations, commands and hints are rate \
                       limited: 429 with `Retry-After` and the `RateLimit` fields. Some steps follow from the \
                       rules without a choice and are recorded as `automatic` events in the same response \
                       (chance's draws, a figure step with nothing to place); the state after any event is \
                       `GET /v1/games/{id}/state?at=<seq>`, the state now is in every command's response.",
        license(name = "MIT", identifier = "MIT"),
    ),
    servers((url = "/", description = "This service")),
    components(schemas(Problem, LegalForms, bodies::EventRecord, WebhookMessage)),
    modifiers(&BearerToken, &Webhooks),
    tags(
        (name = "accounts", description = "Registration and sign-in"),
        (name = "games", description = "Creating, joining and starting games"),
        (name = "play", description = "Legal moves, commands, the event log and history"),
        (name = "live", description = "Server-Sent Events streams"),
        (name = "webhooks", description = "Signed notifications posted to the caller's endpoints"),
        (name = "challenges", description = "Challenges to named players, and rematches"),
        (name = "seeks", description = "Quick pairing with whoever asks for the same game"),
        (name = "players", description = "Profiles, ratings and leaderboards"),
        (name = "rulesets", description = "Rule sets and tile catalogs"),
        (name = "operations", description = "Health and readiness"),
    )
)]
pub struct ApiDoc;

/// The security schemes: `bearer`, a JWT from `POST /v1/auth/login`; and
/// `metrics`, the operators' `METRICS_TOKEN`.
struct BearerToken;

impl Modify for BearerToken {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build()),
        );
        components.add_security_scheme(
            "metrics",
            SecurityScheme::Http(
                HttpBuilder::new()
                    .scheme(HttpAuthScheme::Bearer)
                    .description(Some("The operators' `METRICS_TOKEN`, for `GET /metrics`"))
                    .build(),
            ),
        );
    }
}

/// The message the service posts to webhook endpoints, as OpenAPI 3.1's
/// `webhooks` describes requests a service makes: its signed headers and
/// its body.
struct Webhooks;

impl Modify for Webhooks {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let header = |name: &str, description: &str| {
            ParameterBuilder::new()
                .name(name)
                .parameter_in(ParameterIn::Header)
                .required(Required::True)
                .description(Some(description))
                .schema(Some(ObjectBuilder::new().schema_type(Type::String)))
        };
        let body = RequestBodyBuilder::new()
            .required(Some(Required::True))
            .content("application/json", Content::new(Some(Ref::from_schema_name(WebhookMessage::name()))));
        let notification = OperationBuilder::new()
            .operation_id(Some("notification"))
            .summary(Some("A notification, posted to a registered endpoint"))
            .description(Some(
                "Signed as the Standard Webhooks specification says: verify it with a Standard Webhooks \
                 library and the endpoint's secret. Answer 2xx within the timeout (10 s); anything else is \
                 retried with exponential backoff and the same `webhook-id`, so a receiver may see a \
                 message twice and should skip ids it has handled.",
            ))
            .tag("webhooks")
            // Signed by the headers below, not authenticated by a token.
            .securities(Some(Vec::<SecurityRequirement>::new()))
            .parameter(header("webhook-id", "The message's id, the same on every attempt (the delivery's id)"))
            .parameter(header("webhook-timestamp", "When this attempt was signed, in seconds since the epoch"))
            .parameter(header(
                "webhook-signature",
                "`v1,<base64 HMAC-SHA256>`, space-separated when a rotated secret signs too",
            ))
            .request_body(Some(body.build()))
            .response("2XX", ResponseBuilder::new().description("Received"));
        let paths = PathsBuilder::new().path("notification", PathItem::new(HttpMethod::Post, notification));
        openapi.webhooks = Some(paths.build());
    }
}

/// What utoipa generates from the routes: their paths and methods, before
/// the work of [`openapi`] (cheap; the server's routing table).
pub fn generated() -> utoipa::openapi::OpenApi {
    App::new().into_utoipa_app().openapi(ApiDoc::openapi()).configure(api).split_for_parts().1
}

/// Why the document could not be built (a bug: it is built from this
/// service's own types).
#[derive(Debug, thiserror::Error)]
pub enum DocumentError {
    /// A part would not serialize.
    #[error("serializing the API document: {0}")]
    Json(#[from] serde_json::Error),
    /// The command examples could not be had.
    #[error(transparent)]
    Examples(#[from] Internal),
}

/// The served document (see the module documentation).
pub fn openapi() -> Result<utoipa::openapi::OpenApi, DocumentError> {
    let rulesets: Vec<RulesetSchemas> =
        RulesetId::all().map(|ruleset| Ok(ruleset.schemas(ruleset.examples()?))).collect::<Result<_, Internal>>()?;
    let mut api = generated();
    register_rulesets(&mut api, &rulesets);
    if let Some(components) = api.components.as_mut() {
        name_tagged_variants(components);
    }
    let mut doc = serde_json::to_value(api)?;
    if let Some(schemas) = doc.pointer_mut("/components/schemas").and_then(Value::as_object_mut) {
        unwrap_all_of(schemas);
    }
    bound_integers(&mut doc);
    Ok(serde_json::from_value(doc)?)
}

/// `GET /openapi.json`: [`document`], built on the first request (its
/// command examples play seeded games: work for the blocking pool, not for
/// start-up), then kept.
pub async fn served(req: HttpRequest) -> Result<HttpResponse, ApiError> {
    Documents::serve(&req, "openapi".to_owned(), JSON, || {
        document().map(String::into_bytes).map_err(|error| ApiError::internal(format!("the API document: {error}")))
    })
    .await
}

/// The document as pretty JSON, as committed under `openapi/`.
pub fn document() -> Result<String, DocumentError> {
    // Through `Value`, whose maps are sorted: utoipa keeps extensions in a
    // hash map, whose order would change from run to run.
    let mut json = serde_json::to_string_pretty(&serde_json::to_value(openapi()?)?)?;
    json.push('\n');
    Ok(json)
}

/// Registers the engine's shared schemas, and every rule set's own under
/// its prefix (`ClassicGameView`): utoipa names a schema after its Rust
/// type, and every rule set has a `GameView`, an `Event`, ... The prefix
/// belongs to the rule set, not to the type.
fn register_rulesets(api: &mut utoipa::openapi::OpenApi, rulesets: &[RulesetSchemas]) {
    let components = api.components.get_or_insert_with(Default::default);
    let shared = shared_schemas();
    let names: BTreeSet<String> = shared.iter().map(|(name, _)| name.clone()).collect();
    components.schemas.extend(shared);
    for own in rulesets {
        let rename = |name: &str| (!names.contains(name)).then(|| format!("{}{name}", own.prefix));
        components.schemas.extend(renamed(&own.schemas, &rename));
    }
}

/// Writes as one schema every `allOf` whose parts make one, which is what
/// generators want (they turn an `allOf` into an intersection or a base
/// class). utoipa composes two things with `allOf`: a struct with
/// flattened fields (its parts are objects, or references to them: one
/// object with all their properties), and an inline field with a
/// description (the field's schema and a bare description: the schema
/// with the description).
fn unwrap_all_of(schemas: &mut Map<String, Value>) {
    let names: Vec<String> = schemas.keys().cloned().collect();
    for name in names {
        if let Some(mut schema) = schemas.get(&name).cloned() {
            unwrap(&mut schema, schemas);
            schemas.insert(name, schema);
        }
    }
}

/// Unwraps every `allOf` in `schema` ([`unwrap_all_of`]), reading the
/// parts it refers to from `schemas`.
fn unwrap(schema: &mut Value, schemas: &Map<String, Value>) {
    match schema {
        Value::Object(object) => {
            object.values_mut().for_each(|value| unwrap(value, schemas));
            let parts = object.get("allOf").and_then(Value::as_array);
            if let Some(one) = parts.and_then(|parts| described(parts).or_else(|| merged(parts, schemas))) {
                object.remove("allOf");
                object.extend(one);
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|item| unwrap(item, schemas)),
        _ => {}
    }
}

/// An inline schema and a bare description (typed `object`, as utoipa
/// writes it): the schema with the description.
fn described(parts: &[Value]) -> Option<Map<String, Value>> {
    let bare = |part: &Value| {
        part.as_object().is_some_and(|p| {
            p.contains_key("description") && p.iter().all(|(k, v)| k == "description" || (k == "type" && v == "object"))
        })
    };
    let [inline, description] = parts else { return None };
    if !bare(description) || bare(inline) {
        return None;
    }
    let mut one = inline.as_object()?.clone();
    one.insert("description".into(), description["description"].clone());
    Some(one)
}

/// Objects, or references to them: one object with all their properties
/// and required fields, in order.
fn merged(parts: &[Value], schemas: &Map<String, Value>) -> Option<Map<String, Value>> {
    let mut properties = Map::new();
    let mut required: Vec<Value> = Vec::new();
    for part in parts {
        let target = part.get("$ref").and_then(Value::as_str).and_then(|r| r.strip_prefix(REFERENCE));
        let mut part = match target {
            Some(target) => schemas.get(target)?.clone(),
            None => part.clone(),
        };
        unwrap(&mut part, schemas);
        if part.get("type") != Some(&json!("object")) {
            return None;
        }
        properties.extend(part.get("properties")?.as_object()?.clone());
        for field in part.get("required").and_then(Value::as_array).into_iter().flatten() {
            if !required.contains(field) {
                required.push(field.clone());
            }
        }
    }
    let mut one = Map::new();
    one.insert("type".into(), json!("object"));
    one.insert("properties".into(), Value::Object(properties));
    one.insert("required".into(), Value::Array(required));
    Some(one)
}

/// Lifts the inline variants of every internally tagged union (a `oneOf`
/// of objects each requiring one tag property with a single allowed value)
/// into named schemas `<Union><Variant>` that allow no other properties,
/// and gives the union a `discriminator` with an explicit mapping, so that
/// generated clients get one type per variant. utoipa writes the variants
/// of a `#[serde(tag)]` enum inline (it names only single-field tuple
/// variants).
fn name_tagged_variants(components: &mut Components) {
    let unions: Vec<String> = components.schemas.keys().cloned().collect();
    for union in unions {
        let Some((tag, variants)) = components.schemas.get(&union).and_then(tagged_variants) else {
            continue;
        };
        let variants: Vec<(String, Object)> =
            variants.into_iter().map(|(value, variant)| (value, variant.clone())).collect();
        let mut discriminator = Discriminator::new(tag);
        let mut members = Vec::new();
        for (value, mut variant) in variants {
            let name = variant_name(&union, &value);
            discriminator.mapping.insert(value, format!("{REFERENCE}{name}"));
            members.push(RefOr::Ref(Ref::from_schema_name(name.as_str())));
            // The engine refuses unknown fields in what it reads and
            // writes none: a variant holds exactly its properties.
            variant.additional_properties.get_or_insert(Box::new(AdditionalProperties::FreeForm(false)));
            components.schemas.insert(name, RefOr::T(Schema::Object(variant)));
        }
        if let Some(RefOr::T(Schema::OneOf(union))) = components.schemas.get_mut(&union) {
            union.items = members;
            union.discriminator = Some(discriminator);
        }
    }
}

/// Gives every integer schema the range of its format (`uint8`: 0 to 255,
/// ...), so that clients and fuzzers know what the server accepts. utoipa
/// gives none, and spells the unsigned formats `u-int8`.
fn bound_integers(value: &mut Value) {
    match value {
        Value::Object(map) => {
            // utoipa spells the unsigned formats `u-int8`; the OpenAPI format
            // registry says `uint8`.
            if let Some(Value::String(format)) = map.get_mut("format")
                && let Some(width) = format.strip_prefix("u-int")
            {
                *format = format!("uint{width}");
            }
            let range = match map.get("format").and_then(Value::as_str) {
                Some("int8") => Some((i64::from(i8::MIN), i64::from(i8::MAX))),
                Some("int16") => Some((i64::from(i16::MIN), i64::from(i16::MAX))),
                Some("int32") => Some((i64::from(i32::MIN), i64::from(i32::MAX))),
                Some("uint8") => Some((0, i64::from(u8::MAX))),
                Some("uint16") => Some((0, i64::from(u16::MAX))),
                Some("uint32") => Some((0, i64::from(u32::MAX))),
                _ => None,
            };
            if let Some((low, high)) = range {
                let tighter = |current: Option<&Value>, bound: i64, max: bool| {
                    let current = current.and_then(Value::as_i64);
                    json!(current.map_or(bound, |c| if max { c.min(bound) } else { c.max(bound) }))
                };
                let minimum = tighter(map.get("minimum"), low, false);
                let maximum = tighter(map.get("maximum"), high, true);
                map.insert("minimum".into(), minimum);
                map.insert("maximum".into(), maximum);
            }
            map.values_mut().for_each(bound_integers);
        }
        Value::Array(items) => items.iter_mut().for_each(bound_integers),
        _ => {}
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc() -> Value {
        serde_json::from_str(&document().unwrap()).unwrap()
    }

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
    fn operation_ids_are_unique_and_webhook_messages_are_described() {
        let doc = doc();
        let mut ids: Vec<&str> = doc["paths"]
            .as_object()
            .unwrap()
            .values()
            .flat_map(|path| path.as_object().unwrap().values())
            .filter_map(|operation| operation["operationId"].as_str())
            .collect();
        let count = ids.len();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), count, "every operationId once (SDK generators name methods by them)");
        let message = &doc["webhooks"]["notification"]["post"]["requestBody"]["content"]["application/json"]["schema"];
        assert_eq!(message["$ref"], "#/components/schemas/WebhookMessage");
        assert!(doc["components"]["schemas"]["WebhookMessage"].is_object());
    }

    #[test]
    fn tagged_unions_get_named_variants_and_a_discriminator() {
        let doc = doc();
        let command = &doc["components"]["schemas"]["ClassicCommand"];
        assert_eq!(command["discriminator"]["propertyName"], "type");
        assert_eq!(command["discriminator"]["mapping"]["place_tile"], "#/components/schemas/ClassicCommandPlaceTile");
        let variant = &doc["components"]["schemas"]["ClassicCommandPlaceTile"];
        assert_eq!(variant["properties"]["type"]["enum"], json!(["place_tile"]));
        assert_eq!(doc["components"]["schemas"]["HgLegalMoves"]["discriminator"]["propertyName"], "step");
        assert_eq!(variant_name("Command", "skip_figure"), "CommandSkipFigure");
    }

    /// The grouped moves served along games of every rule set match their
    /// schema: the lists that are grouped are exactly those the schema
    /// declares as lists of groups, and each group has the group schema's
    /// fields.
    #[test]
    fn grouped_moves_match_their_schemas() {
        use api::samples::{grouped, moves_along_games};
        let doc = doc();
        let schemas = &doc["components"]["schemas"];
        let mut checked = 0;
        for (ruleset, moves) in moves_along_games() {
            let prefix = ruleset.schema_prefix();
            let step = moves["step"].as_str().unwrap().to_owned();
            let mapped = &schemas[format!("{prefix}GroupedMoves")]["discriminator"]["mapping"][&step];
            let variant = &schemas[mapped.as_str().unwrap().strip_prefix("#/components/schemas/").unwrap()];
            let grouped = grouped(moves);
            for (field, value) in grouped.as_object().unwrap() {
                let declared = &variant["properties"][field];
                assert!(declared.is_object(), "{prefix} {step}: {field} is declared");
                let group_ref = format!("#/components/schemas/{prefix}TilePlacementGroup");
                let is_group_list = declared["items"]["$ref"] == group_ref.as_str();
                for entry in value.as_array().into_iter().flatten() {
                    assert_eq!(entry.get("rotations").is_some(), is_group_list, "{prefix} {step}: {field}");
                    if is_group_list {
                        let group = &schemas[format!("{prefix}TilePlacementGroup")];
                        let known = group["properties"].as_object().unwrap();
                        assert!(entry.as_object().unwrap().keys().all(|key| known.contains_key(key)), "{entry}");
                        let required = group["required"].as_array().unwrap();
                        assert!(required.iter().all(|key| entry.get(key.as_str().unwrap()).is_some()), "{entry}");
                        checked += 1;
                    }
                }
            }
        }
        assert!(checked > 100, "{checked} groups checked");
    }

    /// Every rule-set-dependent body is a union discriminated by `ruleset`
    /// whose variants fix `ruleset` and use the rule set's own types.
    #[test]
    fn rule_set_dependent_bodies_are_discriminated_by_ruleset() {
        let doc = doc();
        let schemas = &doc["components"]["schemas"];
        for body in ["CreateGame", "Game", "CommandRequest", "ValidateRequest", "EventRecord", "CommandResult"] {
            assert_eq!(schemas[body]["discriminator"]["propertyName"], "ruleset", "{body}");
            for ruleset in RulesetId::all() {
                let prefix = ruleset.schema_prefix();
                let variant = &schemas[format!("{prefix}{body}")];
                assert_eq!(variant["properties"]["ruleset"]["enum"], json!([ruleset.as_str()]), "{prefix}{body}");
                assert_eq!(
                    schemas[body]["discriminator"]["mapping"][ruleset.as_str()],
                    format!("#/components/schemas/{prefix}{body}")
                );
            }
        }
        let state = &schemas["ClassicGame"]["properties"]["state"];
        assert!(state.to_string().contains("#/components/schemas/ClassicGameView"), "{state}");
        let events = &schemas["HgCommandResult"]["properties"]["events"]["items"]["$ref"];
        assert_eq!(events, "#/components/schemas/HgEventRecord");
        assert_eq!(schemas["HgGameView"]["properties"]["ruleset"]["enum"], json!(["hunters-gatherers"]));
        assert!(schemas["HgGameView"]["properties"]["current_player"].is_object(), "the flattened head is merged");
        for gone in ["RulesetView", "RulesetCommand", "ViewHead", "GameView", "Command", "Options"] {
            assert!(schemas.get(gone).is_none(), "{gone} is not left in the document");
        }
    }

    /// Every schema of a rule set carries its prefix; the engine's shared
    /// ones carry none, and no rule set repeats one of them under its prefix.
    #[test]
    fn rule_set_schemas_are_prefixed_and_shared_ones_are_not_repeated() {
        let doc = doc();
        let schemas = doc["components"]["schemas"].as_object().unwrap();
        let prefixes: Vec<&str> = RulesetId::all().map(|r| r.schema_prefix()).collect();
        for name in ["Pos", "RegionRef", "TileOrder", "Outcome", "Rotation"] {
            assert!(schemas.contains_key(name), "{name} is shared");
            for prefix in &prefixes {
                assert!(!schemas.contains_key(&format!("{prefix}{name}")), "{prefix}{name} repeats {name}");
            }
        }
        for (name, schema) in schemas {
            for prefix in &prefixes {
                if let Some(base) = name.strip_prefix(prefix).filter(|base| schemas.contains_key(*base)) {
                    assert_ne!(schema, &schemas[base], "{name} repeats the shared {base}");
                }
            }
        }
    }

    /// Every operation says what calling it needs: a token, or nothing
    /// (`security: []`, declared as `security()`), rather than leaving
    /// clients to guess.
    #[test]
    fn document_declares_bearer_security_and_openapi_3_1() {
        let doc = doc();
        assert_eq!(doc["openapi"], "3.1.0");
        assert_eq!(doc["components"]["securitySchemes"]["bearer"]["scheme"], "bearer");
        assert!(doc["paths"]["/v1/games/{id}/commands"]["post"].is_object());
        for (path, item) in doc["paths"].as_object().unwrap() {
            for (method, operation) in item.as_object().unwrap() {
                assert!(operation["security"].is_array(), "{method} {path} says what it needs");
            }
        }
        assert_eq!(doc["paths"]["/healthz"]["get"]["security"], json!([]));
    }

    /// Every operation lists its error statuses (no catch-all `default`),
    /// 429 and 503 say when to retry, integers carry their bounds.
    #[test]
    fn operations_list_their_real_error_statuses() {
        let doc = doc();
        for (path, item) in doc["paths"].as_object().unwrap() {
            for (method, operation) in item.as_object().unwrap() {
                let responses = operation["responses"].as_object().unwrap();
                assert!(!responses.contains_key("default"), "{method} {path}");
                assert!(responses.contains_key("500") && responses.contains_key("431"), "{method} {path}");
                if let Some(unavailable) = responses.get("503") {
                    assert!(unavailable["headers"]["Retry-After"].is_object(), "{method} {path}");
                }
            }
        }
        let command = &doc["paths"]["/v1/games/{id}/commands"]["post"]["responses"];
        assert!(command["429"]["headers"]["RateLimit"].is_object());
        assert!(["400", "401", "404", "408", "413", "415", "503"].iter().all(|s| command[*s].is_object()));
        let seat = &doc["components"]["schemas"]["ExportedPlayer"]["properties"]["seat"];
        assert_eq!((seat["format"].as_str(), seat["maximum"].as_i64()), (Some("uint8"), Some(255)));
    }

    /// Every kind of error is documented by an operation that can answer
    /// with it (405 by none: it answers methods no operation has).
    #[test]
    fn every_error_kind_is_documented() {
        use crate::http::error_kind::ErrorKind;
        let doc = doc();
        let mut descriptions = String::new();
        for item in doc["paths"].as_object().unwrap().values() {
            for operation in item.as_object().unwrap().values() {
                for response in operation["responses"].as_object().unwrap().values() {
                    descriptions.push_str(response["description"].as_str().unwrap_or_default());
                }
            }
        }
        for kind in ErrorKind::ALL.iter().filter(|kind| **kind != ErrorKind::MethodNotAllowed) {
            assert!(descriptions.contains(&format!("`{}`", kind.code())), "{kind:?} is documented");
        }
    }
}
