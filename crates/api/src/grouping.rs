//! The grouped form of the legal moves (`include=grouped`): the same moves,
//! with the placements of one cell that allow the same merged into one
//! entry listing their rotations, so the figure options each placement
//! allows are written once per cell instead of once per rotation.
//!
//! It works for every rule set alike, on the moves as JSON: a list of
//! placements is a list of objects with `x`, `y` and `rotation` (each rule
//! set's `TilePlacement`). In a grouped entry `rotation` becomes
//! `rotations`, ascending; every other field (the cell, a tile, the
//! options) is the same for all of them. The API document derives each
//! rule set's `GroupedMoves` and `TilePlacementGroup` schemas from its
//! `LegalMoves` and `TilePlacement` by the same rule
//! (`http::openapi::add_grouped_moves`).

use serde_json::value::RawValue;
use serde_json::{Map, Value};

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
