//! The rule sets the service hosts and their tile catalogs.

use super::Service;
use api::hosting::Description;
use api::model::{Anchor, OptionInfo, RegionInfo, Ruleset, RulesetId, TileCatalog, TileInfo};
use api::render;
use serde_json::Value;

impl Service {
    /// Every hosted rule set.
    pub fn rulesets(&self) -> Vec<Ruleset> {
        RulesetId::all()
            .map(|id| {
                let described = id.describe();
                Ruleset {
                    id,
                    name: described.name.into(),
                    description: described.description.into(),
                    min_players: *described.players.start(),
                    max_players: *described.players.end(),
                    second_supply: described.second_supply.map(Into::into),
                    co_operative: described.co_operative,
                    options: options(&described),
                    parameters: described.parameters,
                }
            })
            .collect()
    }

    /// The tile catalog of a rule set.
    pub fn tiles(&self, ruleset: RulesetId) -> TileCatalog {
        let catalog = ruleset.catalog();
        TileCatalog {
            family: catalog.family.clone(),
            terrain: catalog
                .terrain
                .iter()
                .map(|(letter, meaning)| (char::from(*letter).to_string(), meaning.clone()))
                .collect(),
            tiles: catalog
                .tiles()
                .iter()
                .map(|tile| TileInfo {
                    id: tile.id.clone(),
                    name: tile.name.clone(),
                    count: tile.count,
                    start: tile.start,
                    edges: tile
                        .edges
                        .chunks(3)
                        .map(|side| side.iter().map(|b| char::from(*b)).collect::<String>())
                        .collect::<Vec<_>>()
                        .join(" "),
                    regions: tile
                        .regions
                        .iter()
                        .zip(0..)
                        .map(|(region, index)| RegionInfo {
                            index,
                            kind: catalog.kind_name(region.kind).to_owned(),
                            slots: region.slots.iter().map(|s| s.name().to_owned()).collect(),
                            anchor: {
                                let (x, y) = render::anchor(catalog, tile, usize::from(index));
                                Anchor { x: (x * 10.0).round() / 10.0, y: (y * 10.0).round() / 10.0 }
                            },
                            attributes: region.attributes.clone(),
                        })
                        .collect(),
                })
                .collect(),
        }
    }
}

/// A rule set's options, read from their schema, with the values a game
/// gets for those left out.
fn options(described: &Description) -> Vec<OptionInfo> {
    let resolve = |schema: &'_ Value| -> Value {
        let name = schema["$ref"].as_str().and_then(|r| r.rsplit('/').next()).unwrap_or_default();
        described.option_schemas.get(name).cloned().unwrap_or_else(|| schema.clone())
    };
    fields(&described.options, &described.defaults, &described.group_defaults, &resolve)
}

/// The options of an object `schema`, with `defaults` for those left out
/// and `groups` for the parts of groups given empty; `resolve` reads a
/// schema a `$ref` names.
fn fields(schema: &Value, defaults: &Value, groups: &Value, resolve: &dyn Fn(&Value) -> Value) -> Vec<OptionInfo> {
    let required = |name: &str| schema["required"].as_array().is_some_and(|r| r.iter().any(|n| n == name));
    let Some(properties) = schema["properties"].as_object() else {
        return Vec::new();
    };
    properties
        .iter()
        .map(|(name, property)| {
            // A group of options that may be left out is a `oneOf` of its
            // schema and null.
            let documented = property["oneOf"].get(0).unwrap_or(property);
            let group = resolve(documented);
            let required = required(name);
            let items = resolve(&property["items"]);
            let choices = resolve(if items["items"].is_null() { &items } else { &items["items"] });
            OptionInfo {
                name: name.clone(),
                kind: json_type(&property["type"]).to_owned(),
                required,
                minimum: property["minimum"].as_i64(),
                maximum: property["maximum"].as_i64(),
                default: if required { Value::Null } else { defaults[name.as_str()].clone() },
                description: documented["description"].as_str().unwrap_or_default().to_owned(),
                fields: fields(&group, &groups[name.as_str()], &Value::Null, resolve),
                choices: choices["enum"]
                    .as_array()
                    .map(|values| values.iter().filter_map(Value::as_str).map(str::to_owned).collect())
                    .unwrap_or_default(),
            }
        })
        .collect()
}

/// The JSON type a schema's `type` names, `null` aside (`object` when it
/// names none: a group of options by reference).
fn json_type(types: &Value) -> &str {
    match types {
        Value::String(kind) => kind,
        Value::Array(kinds) => kinds.iter().filter_map(Value::as_str).find(|kind| *kind != "null").unwrap_or("object"),
        _ => "object",
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    /// Every option is listed with its type, bounds, default and meaning.
    #[test]
    fn options_are_listed_with_their_defaults() {
        let mists = RulesetId::parse("mists").map(|id| options(&id.describe())).unwrap();
        let listed: Vec<_> = mists
            .iter()
            .map(|o| (o.name.as_str(), o.kind.as_str(), o.required, o.minimum, o.maximum, &o.default))
            .collect();
        assert_eq!(
            listed,
            [
                ("colours", "array", false, None, None, &Value::Null),
                ("level", "integer", false, Some(1), Some(6), &json!(1)),
                ("players", "integer", true, Some(1), Some(5), &Value::Null),
                ("start_player", "integer", false, Some(0), Some(4), &json!(0)),
                ("team_decisions", "boolean", false, None, None, &json!(false)),
            ]
        );
        assert!(mists.iter().all(|o| !o.description.is_empty()), "every option says what it does");
        let classic = RulesetId::parse("classic").map(|id| options(&id.describe())).unwrap();
        let abbey = classic.iter().find(|o| o.name == "abbey_mayor").unwrap();
        assert_eq!((abbey.kind.as_str(), &abbey.default), ("object", &Value::Null), "off unless given");
        assert!(abbey.description.contains("Abbey & Mayor"), "{}", abbey.description);
        let parts: Vec<_> = abbey.fields.iter().map(|f| (f.name.as_str(), f.kind.as_str(), &f.default)).collect();
        let on = json!(true);
        assert_eq!(
            parts,
            [
                ("abbeys", "boolean", &on),
                ("barns", "boolean", &on),
                ("land_tiles", "boolean", &on),
                ("mayors", "boolean", &on),
                ("wagons", "boolean", &on)
            ],
            "a group lists its parts, each on when the group is given empty"
        );
        let colours = mists.iter().find(|o| o.name == "colours").unwrap();
        assert_eq!(colours.choices, ["red", "green", "blue", "yellow", "black", "pink"]);
        assert!(mists.iter().all(|o| o.fields.is_empty()), "no groups in Mists");
    }
}
