//! The API document as OpenAPI 3.0, for the reference page only.
//!
//! Swagger UI reads OpenAPI 3.1 documents through ApiDOM, which on this
//! one (430 KB) takes seconds to load and again to open each operation
//! (swagger-api/swagger-ui#10748); it draws the same document written as
//! 3.0 about three times as fast. Clients and generators read the 3.1
//! document at `/openapi.json`; this one says the same in 3.0's words:
//!
//! - `type: [T, "null"]` is `type: T` with `nullable` (several types: no
//!   `type`), and a `{"type": "null"}` alternative of a `oneOf` or `anyOf`
//!   is `nullable` on the whole;
//! - a schema reference with a description beside it is an `allOf` of the
//!   reference (3.0 ignores what sits beside a `$ref`);
//! - `const` is a one-value `enum`, a schema's `examples` its `example`;
//! - a string of JSON with a `contentSchema` is drawn as that schema;
//! - `contentMediaType`, `propertyNames` and the license's SPDX
//!   `identifier`, which 3.0 lacks, are left out;
//! - the `webhooks` are callbacks of the operation that registers an
//!   endpoint.

use serde_json::{Map, Value, json};

/// The OpenAPI version written.
const VERSION: &str = "3.0.3";

/// The operation whose callbacks the webhooks become: registering an
/// endpoint, whose `url` they are posted to.
const REGISTRATION: (&str, &str) = ("/v1/me/webhooks", "post");

/// `document` (OpenAPI 3.1, as `/openapi.json` serves it) in OpenAPI 3.0.
pub fn downgrade(mut document: Value) -> Value {
    let Some(root) = document.as_object_mut() else { return document };
    root.insert("openapi".to_owned(), Value::from(VERSION));
    if let Some(Value::Object(info)) = root.get_mut("info") {
        if let Some(Value::Object(license)) = info.get_mut("license") {
            license.remove("identifier");
        }
        if let Some(Value::String(description)) = info.get_mut("description") {
            description.insert_str(
                0,
                "This page shows the API document written as OpenAPI 3.0, which it draws faster; \
                 the document itself is OpenAPI 3.1, at [/openapi.json](/openapi.json).\n\n",
            );
        }
    }
    if let Some(Value::Object(webhooks)) = root.remove("webhooks") {
        let (path, method) = REGISTRATION;
        if let Some(Value::Object(registration)) =
            root.get_mut("paths").and_then(|paths| paths.get_mut(path)).and_then(|item| item.get_mut(method))
        {
            let callbacks = webhooks.into_iter().map(|(name, item)| (name, json!({ "{$request.body#/url}": item })));
            registration.insert("callbacks".to_owned(), Value::Object(callbacks.collect()));
        }
    }
    rewrite(&mut document, false);
    document
}

/// Rewrites every schema within `value`, innermost first. `names` says
/// that `value` maps property names to schemas (a property may be called
/// `const`).
fn rewrite(value: &mut Value, names: bool) {
    match value {
        Value::Array(items) => items.iter_mut().for_each(|item| rewrite(item, false)),
        Value::Object(object) => {
            object.iter_mut().for_each(|(key, item)| rewrite(item, key == "properties"));
            if !names {
                rewrite_schema(object);
            }
        }
        _ => {}
    }
}

/// Rewrites one schema (or any other object: the keywords are a schema's).
fn rewrite_schema(object: &mut Map<String, Value>) {
    nullable_types(object);
    nullable_alternatives(object, "oneOf");
    nullable_alternatives(object, "anyOf");
    described_reference(object);
    if let Some(value) = object.remove("const") {
        object.insert("enum".to_owned(), Value::Array(vec![value]));
    }
    // A media type's `examples` is a map of Example objects (3.0 has it
    // too); a schema's is a list.
    if let Some(Value::Array(examples)) = object.get_mut("examples") {
        let first = (!examples.is_empty()).then(|| examples.swap_remove(0));
        object.remove("examples");
        if let Some(first) = first {
            object.insert("example".to_owned(), first);
        }
    }
    if let Some(content) = object.remove("contentSchema") {
        // JSON in a string: drawn as what the JSON holds.
        object.remove("type");
        object.insert("allOf".to_owned(), Value::Array(vec![content]));
        object.entry("description").or_insert_with(|| Value::from("JSON text"));
    }
    object.remove("contentMediaType");
    object.remove("propertyNames");
}

/// `type: [T, "null"]` as `type: T, nullable: true`.
fn nullable_types(schema: &mut Map<String, Value>) {
    let Some(Value::Array(types)) = schema.get("type") else { return };
    let null = Value::from("null");
    let nullable = types.contains(&null);
    let others: Vec<Value> = types.iter().filter(|kind| **kind != null).cloned().collect();
    match <[Value; 1]>::try_from(others) {
        Ok([one]) => schema.insert("type".to_owned(), one),
        Err(_) => schema.remove("type"),
    };
    if nullable {
        schema.insert("nullable".to_owned(), Value::Bool(true));
    }
}

/// A `{"type": "null"}` alternative of `keyword` (`oneOf`, `anyOf`) as
/// `nullable`; one alternative left is the `allOf` of it.
fn nullable_alternatives(schema: &mut Map<String, Value>, keyword: &str) {
    let Some(Value::Array(alternatives)) = schema.get_mut(keyword) else { return };
    let before = alternatives.len();
    alternatives.retain(|alternative| alternative.get("type") != Some(&Value::from("null")));
    if alternatives.len() == before {
        return;
    }
    schema.insert("nullable".to_owned(), Value::Bool(true));
    if let Some(Value::Array(left)) = schema.remove(keyword) {
        match <[Value; 1]>::try_from(left) {
            Ok([one]) => schema.insert("allOf".to_owned(), Value::Array(vec![one])),
            Err(left) if left.is_empty() => None,
            Err(left) => schema.insert(keyword.to_owned(), Value::Array(left)),
        };
    }
}

/// A schema reference with keywords beside it as the `allOf` of the
/// reference, beside them.
fn described_reference(schema: &mut Map<String, Value>) {
    let is_schema =
        schema.get("$ref").and_then(Value::as_str).is_some_and(|target| target.starts_with("#/components/schemas/"));
    if !is_schema || schema.len() == 1 {
        return;
    }
    if let Some(reference) = schema.remove("$ref") {
        let mut parts = match schema.remove("allOf") {
            Some(Value::Array(parts)) => parts,
            _ => Vec::new(),
        };
        parts.insert(0, json!({ "$ref": reference }));
        schema.insert("allOf".to_owned(), Value::Array(parts));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn rewritten(mut schema: Value) -> Value {
        rewrite(&mut schema, false);
        schema
    }

    #[test]
    fn nullable_types_and_alternatives() {
        let schema = json!({"properties": {
            "name": {"type": ["string", "null"]},
            "any": {"type": ["boolean", "integer", "null", "object"]},
            "tile": {"oneOf": [{"type": "null"}, {"$ref": "#/components/schemas/Tile"}]},
            "either": {"anyOf": [{"type": "null"}, {"type": "string"}, {"type": "integer"}]},
        }});
        assert_eq!(
            rewritten(schema),
            json!({"properties": {
                "name": {"type": "string", "nullable": true},
                "any": {"nullable": true},
                "tile": {"allOf": [{"$ref": "#/components/schemas/Tile"}], "nullable": true},
                "either": {"anyOf": [{"type": "string"}, {"type": "integer"}], "nullable": true},
            }})
        );
    }

    #[test]
    fn described_references_consts_and_examples() {
        let schema = json!({
            "described": {"$ref": "#/components/schemas/Seat", "description": "Whose"},
            "bare": {"$ref": "#/components/schemas/Seat"},
            "response": {"$ref": "#/components/responses/Gone", "description": "kept"},
            "kind": {"const": "tile_placed"},
            "count": {"type": "integer", "examples": [3, 4]},
            "media": {"examples": {"first": {"value": 1}}},
            "data": {"type": "string", "contentMediaType": "application/json", "contentSchema": {"type": "object"}},
            "properties": {"const": {"type": "string"}, "examples": {"type": "array"}},
        });
        assert_eq!(
            rewritten(schema),
            json!({
                "described": {"allOf": [{"$ref": "#/components/schemas/Seat"}], "description": "Whose"},
                "bare": {"$ref": "#/components/schemas/Seat"},
                "response": {"$ref": "#/components/responses/Gone", "description": "kept"},
                "kind": {"enum": ["tile_placed"]},
                "count": {"type": "integer", "example": 3},
                "media": {"examples": {"first": {"value": 1}}},
                "data": {"allOf": [{"type": "object"}], "description": "JSON text"},
                "properties": {"const": {"type": "string"}, "examples": {"type": "array"}},
            })
        );
    }

    /// Nothing of 3.1 is left in the service's own document, and every
    /// operation is still there.
    #[test]
    fn the_api_document_in_3_0() {
        let document = serde_json::to_value(super::super::openapi::openapi().unwrap()).unwrap();
        let operations = |document: &Value| {
            document["paths"].as_object().unwrap().values().map(|item| item.as_object().unwrap().len()).sum::<usize>()
        };
        let before = operations(&document);
        let downgraded = downgrade(document);
        assert_eq!(downgraded["openapi"], "3.0.3");
        assert_eq!(operations(&downgraded), before);
        assert!(downgraded.get("webhooks").is_none());
        let (path, method) = REGISTRATION;
        assert!(
            downgraded["paths"][path][method]["callbacks"]["notification"]["{$request.body#/url}"]["post"].is_object()
        );
        let mut left = Vec::new();
        find_3_1(&downgraded, "", &mut left);
        assert_eq!(left, Vec::<String>::new());
    }

    /// Where `value` still says something only 3.1 says.
    fn find_3_1(value: &Value, at: &str, found: &mut Vec<String>) {
        match value {
            Value::Array(items) => {
                items.iter().enumerate().for_each(|(index, item)| find_3_1(item, &format!("{at}/{index}"), found))
            }
            Value::Object(object) => {
                let kind = object.get("type");
                if kind.is_some_and(Value::is_array) || kind == Some(&Value::from("null")) {
                    found.push(format!("{at}: type {kind:?}"));
                }
                let schema_reference =
                    object.get("$ref").and_then(Value::as_str).is_some_and(|target| target.contains("/schemas/"));
                if schema_reference && object.len() > 1 {
                    found.push(format!("{at}: beside $ref"));
                }
                for keyword in [
                    "const",
                    "contentMediaType",
                    "contentSchema",
                    "propertyNames",
                    "prefixItems",
                    "$defs",
                    "identifier",
                ] {
                    if object.contains_key(keyword) && !at.ends_with("/properties") {
                        found.push(format!("{at}: {keyword}"));
                    }
                }
                if object.get("examples").is_some_and(Value::is_array) {
                    found.push(format!("{at}: examples"));
                }
                object.iter().for_each(|(key, item)| find_3_1(item, &format!("{at}/{key}"), found));
            }
            _ => {}
        }
    }
}
