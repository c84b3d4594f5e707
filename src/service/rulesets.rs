//! The rule sets the service hosts and their tile catalogs.

use super::Service;
use super::model::{RegionInfo, Ruleset, RulesetId, TileCatalog, TileInfo};
use crate::engine::catalog::{self, Catalog};

impl Service {
    /// Every hosted rule set.
    pub fn rulesets(&self) -> Vec<Ruleset> {
        vec![
            Ruleset {
                id: RulesetId::Classic,
                name: "Carcassonne".into(),
                description: "The base game: 72 land tiles, 2-5 players, 7 followers each \
                              (rules: docs/rules/base.md). Option `abbey_mayor` adds the Abbey & Mayor \
                              expansion's 12 land tiles, mayors, abbeys, wagons and barns, each \
                              switchable (docs/rules/abbey-mayor.md)."
                    .into(),
                min_players: 2,
                max_players: 5,
            },
            Ruleset {
                id: RulesetId::HuntersGatherers,
                name: "Carcassonne: Hunters & Gatherers".into(),
                description: "The 2020 edition: 78 regular and 16 menhir tiles, 2-5 players, 5 figures \
                              (fishermen, gatherers, hunters) and 3 huts each; closing a forest with a \
                              menhir earns a menhir tile (rules: docs/rules/hunters-gatherers.md)."
                    .into(),
                min_players: 2,
                max_players: 5,
            },
        ]
    }

    /// The tile catalog of a rule set.
    pub fn tiles(&self, ruleset: RulesetId) -> TileCatalog {
        match ruleset {
            RulesetId::Classic => catalog_view(catalog::classic()),
            RulesetId::HuntersGatherers => catalog_view(catalog::hunters_gatherers()),
        }
    }
}

fn catalog_view(catalog: &Catalog) -> TileCatalog {
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
                        attributes: region.attributes.clone(),
                    })
                    .collect(),
            })
            .collect(),
    }
}
