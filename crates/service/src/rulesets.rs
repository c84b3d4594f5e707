//! The rule sets the service hosts and their tile catalogs.

use super::Service;
use super::hosting::CommandExample;
use super::model::{Anchor, RegionInfo, Ruleset, RulesetId, TileCatalog, TileInfo};
use crate::internal::Internal;
use crate::render;
use std::sync::OnceLock;

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
                    parameters: described.parameters,
                }
            })
            .collect()
    }

    /// An example of every kind of command of `ruleset` met in seeded
    /// games, with its events; computed once per process.
    pub fn command_examples(ruleset: RulesetId) -> Result<&'static [CommandExample], Internal> {
        type Examples = Result<Vec<CommandExample>, String>;
        static EXAMPLES: OnceLock<Vec<(&'static str, Examples)>> = OnceLock::new();
        let all = EXAMPLES.get_or_init(|| {
            RulesetId::all().map(|id| (id.as_str(), id.command_examples().map_err(|e| e.to_string()))).collect()
        });
        match all.iter().find(|(id, _)| *id == ruleset.as_str()) {
            Some((_, Ok(examples))) => Ok(examples.as_slice()),
            Some((_, Err(error))) => Err(Internal(error.clone())),
            None => Ok(&[]),
        }
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
