//! The grouped form of the legal moves (`include=grouped`): the same moves,
//! with the placements of one cell that allow the same merged into one
//! entry listing their rotations, so the figure options each placement
//! allows are written once per cell instead of once per rotation.
//!
//! It works for every rule set alike, on the moves as JSON: a list of
//! placements is a list of objects with `x`, `y` and `rotation` (each rule
//! set's `TilePlacement`). In a grouped entry `rotation` becomes
//! `rotations`, ascending; every other field (the cell, a tile, the
//! options) is the same for all of them. [`Grouped`] derives each rule
//! set's `GroupedMoves` and `TilePlacementGroup` schemas from its
//! `LegalMoves` and `TilePlacement` by the same rule.

use super::schemas::{REFERENCE, fields_of, tagged_variants, variant_name};
use serde_json::value::RawValue;
use serde_json::{Map, Value};
use std::borrow::Cow;
use std::collections::BTreeMap;
use std::marker::PhantomData;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{
    AdditionalProperties, ArrayBuilder, ArrayItems, Discriminator, OneOfBuilder, Ref, Schema,
};
use utoipa::{PartialSchema, ToSchema};

/// The schema name (before a rule set's prefix) of the grouped moves.
pub const GROUPED_MOVES: &str = "GroupedMoves";
/// The field of a placement that grouping turns into a list.
pub const ROTATION: &str = "rotation";
/// The list of rotations of a grouped entry.
pub const ROTATIONS: &str = "rotations";
/// The fields that make an object a placement.
pub const PLACEMENT_FIELDS: [&str; 3] = ["x", "y", ROTATION];

/// `moves` (one rule set's legal moves) with every list of placements grouped.
pub fn group(moves: &RawValue) -> Result<Box<RawValue>, serde_json::Error> {
    let mut moves: Value = serde_json::from_str(moves.get())?;
    if let Value::Object(fields) = &mut moves {
        for value in fields.values_mut() {
            if let Value::Array(items) = value
                && !items.is_empty()
                && items.iter().all(is_placement)
            {
                *items = group_placements(std::mem::take(items));
            }
        }
    }
    serde_json::value::to_raw_value(&moves)
}

fn is_placement(item: &Value) -> bool {
    item.as_object().is_some_and(|fields| PLACEMENT_FIELDS.iter().all(|key| fields.contains_key(*key)))
}

/// Merges the placements that differ only in their rotation. Placements
/// come sorted by cell, so only the groups of the current cell are searched.
fn group_placements(placements: Vec<Value>) -> Vec<Value> {
    let mut groups: Vec<(Map<String, Value>, Vec<Value>)> = Vec::new();
    for placement in placements {
        let Value::Object(mut fields) = placement else {
            continue;
        };
        let rotation = fields.remove(ROTATION).unwrap_or(Value::Null);
        let same_cell = |group: &&mut (Map<String, Value>, Vec<Value>)| {
            group.0.get("x") == fields.get("x") && group.0.get("y") == fields.get("y")
        };
        match groups.iter_mut().rev().take_while(same_cell).find(|(others, _)| *others == fields) {
            Some((_, rotations)) => rotations.push(rotation),
            None => groups.push((fields, vec![rotation])),
        }
    }
    groups
        .into_iter()
        .map(|(mut fields, rotations)| {
            fields.insert(ROTATIONS.into(), Value::Array(rotations));
            Value::Object(fields)
        })
        .collect()
}

/// The grouped form of the legal moves `L`, as the API document describes
/// it: the union of `L`'s variants, where each variant with lists of
/// placements is a copy listing `<Placement>Group`s instead (the same
/// object with `rotations`, a non-empty list, in place of `rotation`), and
/// the other variants are `L`'s own (by the names the document gives
/// them, `<Union><Tag>`).
pub struct Grouped<L>(PhantomData<L>);

impl<L: ToSchema> PartialSchema for Grouped<L> {
    fn schema() -> RefOr<Schema> {
        derived::<L>().0
    }
}

impl<L: ToSchema> ToSchema for Grouped<L> {
    fn name() -> Cow<'static, str> {
        Cow::Borrowed(GROUPED_MOVES)
    }

    fn schemas(schemas: &mut Vec<(String, RefOr<Schema>)>) {
        schemas.extend(derived::<L>().1);
    }
}

/// The grouped union of `L`, and the schemas it adds: its grouped
/// variants and their groups.
fn derived<L: ToSchema>() -> (RefOr<Schema>, Vec<(String, RefOr<Schema>)>) {
    let union = L::name();
    let mut known = Vec::new();
    L::schemas(&mut known);
    let mut added = Vec::new();
    let mut members = OneOfBuilder::new().description(Some(
        "The legal moves, with the placements of one cell that allow the same merged into one entry with their \
         rotations.",
    ));
    let mut mapping = BTreeMap::new();
    let legal = L::schema();
    let Some((tag, variants)) = tagged_variants(&legal) else {
        return (members.into(), added);
    };
    for (value, variant) in variants {
        let mut copy = variant.clone();
        let name = if group_placement_lists(&mut copy, &known, &mut added) {
            copy.additional_properties = Some(Box::new(AdditionalProperties::FreeForm(false)));
            let name = variant_name(GROUPED_MOVES, &value);
            added.push((name.clone(), RefOr::T(Schema::Object(copy))));
            name
        } else {
            variant_name(&union, &value)
        };
        mapping.insert(value, format!("{REFERENCE}{name}"));
        members = members.item(Ref::from_schema_name(name));
    }
    let mut discriminator = Discriminator::new(tag);
    discriminator.mapping = mapping;
    (members.discriminator(Some(discriminator)).into(), added)
}

/// Points every list of placements in `schema` at its group schema, which
/// it adds to `groups` (once); whether there was one. A placement is a
/// schema of `known` with the fields of [`PLACEMENT_FIELDS`].
fn group_placement_lists(
    schema: &mut utoipa::openapi::schema::Object,
    known: &[(String, RefOr<Schema>)],
    groups: &mut Vec<(String, RefOr<Schema>)>,
) -> bool {
    let mut any = false;
    for property in schema.properties.values_mut() {
        let RefOr::T(Schema::Array(list)) = property else { continue };
        let ArrayItems::RefOrSchema(items) = &list.items else { continue };
        let RefOr::Ref(items) = items.as_ref() else { continue };
        let Some(placement) = items.ref_location.strip_prefix(REFERENCE).map(str::to_owned) else { continue };
        let Some((_, found)) = known.iter().find(|(name, _)| *name == placement) else { continue };
        let fields = fields_of(found, known);
        if !PLACEMENT_FIELDS.iter().all(|field| fields.contains(*field)) {
            continue;
        }
        let name = format!("{placement}Group");
        if !groups.iter().any(|(added, _)| *added == name) {
            groups.push((name.clone(), group_of(found)));
        }
        list.items = ArrayItems::RefOrSchema(Box::new(Ref::from_schema_name(name).into()));
        list.description = Some(
            "Each cell once per set of options, with the rotations that allow them; by row, column and first \
             rotation."
                .into(),
        );
        any = true;
    }
    any
}

/// The group schema of `placement`: its fields, with `rotations` (a
/// non-empty list, ascending) in place of `rotation`.
fn group_of(placement: &RefOr<Schema>) -> RefOr<Schema> {
    let mut group = placement.clone();
    let parts: Vec<&mut utoipa::openapi::schema::Object> = match &mut group {
        RefOr::T(Schema::Object(object)) => vec![object],
        RefOr::T(Schema::AllOf(all)) => all
            .items
            .iter_mut()
            .filter_map(|part| match part {
                RefOr::T(Schema::Object(object)) => Some(object),
                _ => None,
            })
            .collect(),
        _ => Vec::new(),
    };
    for part in parts {
        let Some(rotation) = part.properties.remove(ROTATION) else { continue };
        let item = match rotation {
            RefOr::Ref(reference) => Ref::new(reference.ref_location),
            RefOr::T(_) => continue,
        };
        let rotations = ArrayBuilder::new()
            .items(RefOr::Ref(item))
            .min_items(Some(1))
            .description(Some("The rotations that allow this, ascending."));
        part.properties.insert(ROTATIONS.into(), rotations.into());
        part.required.iter_mut().filter(|field| *field == ROTATION).for_each(|field| *field = ROTATIONS.into());
    }
    let description = Some("The placements of one cell that differ only in their rotation.".to_owned());
    match &mut group {
        RefOr::T(Schema::Object(object)) => object.description = description,
        RefOr::T(Schema::AllOf(all)) => all.description = description,
        _ => {}
    }
    group
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::model::RulesetId;
    use crate::samples::{grouped, moves_along_games};
    use serde_json::json;

    /// The placements a grouped form stands for, in the order of the moves.
    fn expanded(grouped: &Value) -> Vec<Value> {
        let mut placements: Vec<Value> = grouped
            .as_array()
            .unwrap()
            .iter()
            .flat_map(|entry| {
                entry[ROTATIONS].as_array().unwrap().iter().map(move |rotation| {
                    let mut fields = entry.as_object().unwrap().clone();
                    fields.remove(ROTATIONS);
                    fields.insert(ROTATION.into(), rotation.clone());
                    Value::Object(fields)
                })
            })
            .collect();
        let key = |p: &Value| (p["tile"].to_string(), p["y"].as_i64(), p["x"].as_i64(), p[ROTATION].as_i64());
        placements.sort_by_key(key);
        placements
    }

    #[test]
    fn rotations_of_a_cell_that_allow_the_same_share_one_entry() {
        let options = json!([{"region": 0, "terrain": "road", "figures": ["follower"]}]);
        let moves = json!({"step": "place_tile", "tile": "D", "placements": [
            {"x": 1, "y": 0, "rotation": 0, "figures": options},
            {"x": 1, "y": 0, "rotation": 90, "figures": []},
            {"x": 1, "y": 0, "rotation": 180, "figures": options},
            {"x": 2, "y": 0, "rotation": 0, "figures": options},
        ]});
        assert_eq!(
            grouped(moves)["placements"],
            json!([
                {"x": 1, "y": 0, "rotations": [0, 180], "figures": options},
                {"x": 1, "y": 0, "rotations": [90], "figures": []},
                {"x": 2, "y": 0, "rotations": [0], "figures": options},
            ])
        );
    }

    #[test]
    fn moves_without_placements_are_left_as_they_are() {
        let moves = json!({"step": "place_figure", "options": [{"region": 1, "terrain": "city", "figures": []}]});
        assert_eq!(grouped(moves.clone()), moves);
    }

    /// Every rule set: the grouped form stands for exactly the placements
    /// of the moves, with fewer entries where placements share options.
    #[test]
    fn grouping_loses_nothing_in_any_ruleset() {
        let mut merged: std::collections::HashMap<&str, usize> = Default::default();
        for (ruleset, moves) in moves_along_games() {
            let grouped = grouped(moves.clone());
            for (field, value) in moves.as_object().unwrap() {
                if value.as_array().is_some_and(|items| !items.is_empty() && items.iter().all(is_placement)) {
                    let entries = grouped[field].as_array().unwrap().len();
                    *merged.entry(ruleset.as_str()).or_default() += value.as_array().unwrap().len() - entries;
                    assert_eq!(expanded(&grouped[field]), *value.as_array().unwrap(), "{ruleset} {field}");
                } else {
                    assert_eq!(grouped[field], *value, "{ruleset} {field}");
                }
            }
        }
        for ruleset in RulesetId::all() {
            assert!(merged.get(ruleset.as_str()).is_some_and(|n| *n > 0), "{ruleset}: some placements share options");
        }
    }
}
