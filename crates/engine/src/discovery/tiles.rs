//! What The Discovery's rules read from its catalog: the three terrains,
//! the towns on the shores, which lowland borders which mountain, and the
//! draw supply.

use crate::catalog::{self, Catalog, RegionDef, RegionTable, TileIdx, TileType};
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

/// The terrains of The Discovery (DISC-TERM-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    /// Lowland: a figure there is an explorer.
    Lowland,
    /// Mountains: a figure there is a brigand.
    Mountain,
    /// Water: a figure there is a sailor.
    Water,
}

impl Terrain {
    /// The name used in views and messages.
    pub const fn name(self) -> &'static str {
        match self {
            Terrain::Lowland => "lowland",
            Terrain::Mountain => "mountain",
            Terrain::Water => "water",
        }
    }
}

crate::refusal::display_by_name!(Terrain);

/// What the rules know of one region of a tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionInfo {
    /// Its terrain.
    pub terrain: Terrain,
    /// Land: the towns lying on it; water: the towns on its shore (DISC-TERM-2).
    pub towns: u32,
    /// Mountain: the lowland regions of the tile that border it (DISC-TERM-4).
    pub lowlands: Vec<u8>,
}

/// The Discovery tables: what the rules read from each region.
pub type DiscoveryTiles = RegionTable<RegionInfo>;

/// The catalog as compiled in.
pub(super) const CATALOG_SOURCE: &str = include_str!("../../../../data/tiles/discovery.json");

/// The catalog, parsed once.
static CATALOG: LazyLock<Catalog> = LazyLock::new(|| catalog::embedded(CATALOG_SOURCE));

static TABLES: LazyLock<DiscoveryTiles> = LazyLock::new(|| {
    let catalog = &CATALOG;
    RegionTable::new(catalog, |tile| regions_of(catalog, tile))
});

/// The Discovery tables.
pub fn tables() -> &'static DiscoveryTiles {
    &TABLES
}

impl DiscoveryTiles {
    /// The draw supply (DISC-COMP-1): every copy of every tile but the start tile.
    pub fn supply(&self) -> Vec<TileIdx> {
        self.copies(|_| true)
    }
}

/// The rules' view of the regions of `tile`: terrain, towns, and for each
/// mountain the lowlands that list it in their `touches`.
fn regions_of(catalog: &Catalog, tile: &TileType) -> Vec<RegionInfo> {
    let terrain = |def: &RegionDef| match catalog.kind_name(def.kind) {
        "lowland" => Some(Terrain::Lowland),
        "mountain" => Some(Terrain::Mountain),
        "water" => Some(Terrain::Water),
        _ => None,
    };
    let mut regions: Vec<RegionInfo> = tile
        .regions
        .iter()
        .filter_map(|def| Some(RegionInfo { terrain: terrain(def)?, towns: def.count("towns"), lowlands: Vec::new() }))
        .collect();
    for (lowland, def) in (0..).zip(&tile.regions) {
        if terrain(def) != Some(Terrain::Lowland) {
            continue;
        }
        for mountain in def.indices("touches") {
            if let Some(info) = regions.get_mut(usize::from(mountain)).filter(|r| r.terrain == Terrain::Mountain) {
                info.lowlands.push(lowland);
            }
        }
    }
    regions
}

catalog::tile_type!(
    /// A Discovery tile type, serialized as its public id (`"discovery/start"`).
    Tile,
    &CATALOG,
    "A tile type's id from the catalog (`GET /v1/rulesets/discovery/tiles`).",
    "discovery/start"
);

#[cfg(test)]
mod tests {
    use super::*;

    /// DISC-COMP-1: 84 tiles, one of them the start tile, 83 drawable.
    #[test]
    fn disc_comp_1_the_supply_holds_83_tiles_besides_the_start_tile() {
        let t = tables();
        assert_eq!(t.supply().len(), 83);
        assert_eq!(t.start.map(Tile).map(Tile::id), Some("discovery/start"));
        assert_eq!(t.catalog.tiles().iter().map(|tile| u32::from(tile.count)).sum::<u32>(), 84);
    }

    /// DISC-TERM-2, DISC-TERM-4, DISC-AMB-8: towns and mountain neighbours
    /// are read from the catalog; every town is on one land region and one
    /// shore, so it counts once for its water area and once for a mountain.
    #[test]
    fn disc_term_2_towns_and_neighbours_come_from_the_catalog() {
        let t = tables();
        let start = t.start.unwrap();
        let regions = t.regions(start);
        assert_eq!(
            regions.iter().map(|r| (r.terrain, r.towns)).collect::<Vec<_>>(),
            [(Terrain::Water, 1), (Terrain::Mountain, 1), (Terrain::Lowland, 0)]
        );
        assert_eq!(regions[1].lowlands, vec![2], "the lowland bay borders the mountain band");
        let (mut land, mut shore) = (0, 0);
        for tile in t.catalog.tiles() {
            let copies = u32::from(tile.count);
            for region in t.regions(Tile::from_id(&tile.id).unwrap().0) {
                match region.terrain {
                    Terrain::Water => shore += copies * region.towns,
                    Terrain::Lowland | Terrain::Mountain => land += copies * region.towns,
                }
            }
        }
        assert_eq!((land, shore), (38, 38), "38 towns, each on one land region and one shore");
    }
}
