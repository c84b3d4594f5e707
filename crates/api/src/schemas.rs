//! The API document's schemas of the engine's own values, which every
//! rule set's bodies use (names as in the document, where rule sets' own
//! types get their prefix and these do not).

use engine::feature_list::FeatureHead;
use engine::geometry::{Corner, Pos, RegionRef, Rotation};
use engine::order::TileOrder;
use engine::players::Standing;
use engine::rng::Seed;
use engine::seat::Seat;
use engine::view::{ScoringHead, ViewHead};
use serde_json::Value;
use std::collections::BTreeSet;
use utoipa::ToSchema;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{AdditionalProperties, ArrayItems, Object, ObjectBuilder, Schema, Type};

/// Named schemas, as the API document lists them.
pub type Schemas = Vec<(String, utoipa::openapi::RefOr<utoipa::openapi::schema::Schema>)>;

/// Adds `T`'s schema and every schema it uses to `schemas`; returns its name.
pub fn add<T: ToSchema>(schemas: &mut Schemas) -> String {
    let name = T::name().into_owned();
    schemas.push((name.clone(), T::schema()));
    T::schemas(schemas);
    name
}

/// Adds the schema of the view `V` of rule set `id`, like [`add`], with
/// `ruleset` fixed to `id`: the view flattens the engine's shared
/// [`ViewHead`], whose `ruleset` is any rule set's id, and a part added
/// after it says which (the document merges the parts, the later one's
/// `ruleset` winning).
pub fn add_view<V: ToSchema>(schemas: &mut Schemas, id: &'static str) -> String {
    let name = add::<V>(schemas);
    let ruleset =
        ObjectBuilder::new().schema_type(Type::String).enum_values(Some([id])).description(Some("The rule set."));
    let fixed = ObjectBuilder::new().schema_type(Type::Object).property("ruleset", ruleset).required("ruleset");
    if let Some((_, RefOr::T(Schema::AllOf(parts)))) = schemas.iter_mut().find(|(added, _)| *added == name) {
        parts.items.push(fixed.into());
    }
    name
}

/// Gives each variant of the internally tagged union `name` in `schemas`
/// the example among `examples` whose `type` is the variant's.
pub fn add_examples(schemas: &mut Schemas, name: &str, examples: impl IntoIterator<Item = Value>) {
    let Some((_, union)) = schemas.iter_mut().find(|(added, _)| added == name) else {
        return;
    };
    let Some((tag, variants)) = tagged_variants(union) else {
        return;
    };
    // The variants' tags, in the union's order.
    let tags: Vec<String> = variants.into_iter().map(|(value, _)| value).collect();
    let RefOr::T(Schema::OneOf(union)) = union else {
        return;
    };
    for example in examples {
        let at = tags.iter().position(|value| example.get(&tag).and_then(Value::as_str) == Some(value.as_str()));
        if let Some(RefOr::T(Schema::Object(variant))) = at.and_then(|at| union.items.get_mut(at)) {
            variant.example = Some(example);
        }
    }
}

/// Renames every schema that `rename` gives a new name, and every
/// reference to one, in `schemas`.
pub fn renamed(schemas: &Schemas, rename: &impl Fn(&str) -> Option<String>) -> Schemas {
    schemas
        .iter()
        .filter_map(|(name, schema)| {
            let mut schema = schema.clone();
            rename_refs(&mut schema, rename);
            rename(name).map(|name| (name, schema))
        })
        .collect()
}

/// Points every reference in `schema` to a schema `rename` renames at
/// its new name.
fn rename_refs(schema: &mut RefOr<Schema>, rename: &impl Fn(&str) -> Option<String>) {
    let schema = match schema {
        RefOr::Ref(reference) => {
            let target = reference.ref_location.strip_prefix(REFERENCE).and_then(rename);
            if let Some(target) = target {
                reference.ref_location = format!("{REFERENCE}{target}");
            }
            return;
        }
        RefOr::T(schema) => schema,
    };
    let parts: Vec<&mut RefOr<Schema>> = match schema {
        Schema::Object(object) => {
            let mut parts: Vec<&mut RefOr<Schema>> = object.properties.values_mut().collect();
            if let Some(AdditionalProperties::RefOr(values)) = object.additional_properties.as_deref_mut() {
                parts.push(values);
            }
            parts.extend(object.content_schema.as_deref_mut());
            parts
        }
        Schema::Array(array) => match &mut array.items {
            ArrayItems::RefOrSchema(items) => vec![items.as_mut()],
            ArrayItems::False => Vec::new(),
        },
        Schema::OneOf(union) => {
            let mapping = union.discriminator.iter_mut().flat_map(|d| d.mapping.values_mut());
            for target in mapping {
                if let Some(new) = target.strip_prefix(REFERENCE).and_then(rename) {
                    *target = format!("{REFERENCE}{new}");
                }
            }
            union.items.iter_mut().collect()
        }
        Schema::AllOf(parts) => parts.items.iter_mut().collect(),
        Schema::AnyOf(choices) => choices.items.iter_mut().collect(),
        _ => Vec::new(),
    };
    parts.into_iter().for_each(|part| rename_refs(part, rename));
}

/// How a reference to a schema of the document begins.
pub const REFERENCE: &str = "#/components/schemas/";

/// The name the document gives the variant tagged `tag` of the internally
/// tagged union `union`: `<Union><Tag>` (`LegalMovesPlaceTile`).
pub fn variant_name(union: &str, tag: &str) -> String {
    let pascal: String = tag
        .split(['_', '-'])
        .map(|word| {
            let mut chars = word.chars();
            chars.next().map_or(String::new(), |c| c.to_ascii_uppercase().to_string() + chars.as_str())
        })
        .collect();
    format!("{union}{pascal}")
}

/// The tag property of an internally tagged union (a `oneOf` of inline
/// objects that each require it, with one allowed value), and each
/// variant with its value.
pub fn tagged_variants(union: &RefOr<Schema>) -> Option<(String, Vec<(String, &Object)>)> {
    let RefOr::T(Schema::OneOf(union)) = union else { return None };
    let variants: Vec<&Object> = union
        .items
        .iter()
        .map(|variant| match variant {
            RefOr::T(Schema::Object(object)) => Some(object),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let value = |variant: &Object, tag: &str| match variant.properties.get(tag) {
        Some(RefOr::T(Schema::Object(property))) => match property.enum_values.as_deref() {
            Some([Value::String(value)]) => Some(value.clone()),
            _ => None,
        },
        _ => None,
    };
    let tag =
        variants.first()?.required.iter().find(|tag| {
            variants.iter().all(|variant| variant.required.contains(tag) && value(variant, tag).is_some())
        })?;
    let tagged = variants.iter().map(|variant| Some((value(variant, tag)?, *variant))).collect::<Option<_>>()?;
    Some((tag.clone(), tagged))
}

/// The names of the properties `schema` has, through the parts of an
/// `allOf` and the references to `known` schemas.
pub fn fields_of(schema: &RefOr<Schema>, known: &[(String, RefOr<Schema>)]) -> BTreeSet<String> {
    match schema {
        RefOr::Ref(reference) => {
            let target = reference.ref_location.strip_prefix(REFERENCE);
            let found = known.iter().find(|(name, _)| Some(name.as_str()) == target);
            found.map(|(_, schema)| fields_of(schema, known)).unwrap_or_default()
        }
        RefOr::T(Schema::Object(object)) => object.properties.keys().cloned().collect(),
        RefOr::T(Schema::AllOf(parts)) => parts.items.iter().flat_map(|part| fields_of(part, known)).collect(),
        RefOr::T(_) => BTreeSet::new(),
    }
}

/// The schemas of the engine's own types that rule sets' API types use
/// (names as in the API document, where rule sets' own types get their
/// prefix and these do not).
pub fn shared_schemas() -> Schemas {
    let mut schemas = Vec::new();
    add::<Pos>(&mut schemas);
    add::<RegionRef>(&mut schemas);
    add::<Rotation>(&mut schemas);
    add::<Corner>(&mut schemas);
    add::<Seat>(&mut schemas);
    add::<Seed>(&mut schemas);
    add::<TileOrder>(&mut schemas);
    // The heads every rule set's types flatten are inlined there (the
    // document merges them into one object): only what they use is shared.
    ViewHead::schemas(&mut schemas);
    Standing::schemas(&mut schemas);
    FeatureHead::schemas(&mut schemas);
    ScoringHead::schemas(&mut schemas);
    schemas
}
