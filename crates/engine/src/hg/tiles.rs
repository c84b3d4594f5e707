//! What the Hunters & Gatherers rules read from their catalog: region
//! kinds, fish, menhirs, mushrooms, animals, the bonus tiles' specials,
//! which lake a river runs into, and the two tile supplies.

use crate::catalog::{self, Catalog, RegionDef, RegionTable, TileIdx, TileType};
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

/// Region kinds of Hunters & Gatherers (HG-TERM-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    /// A forest: gatherers, menhirs, mushrooms.
    Forest,
    /// A river: fishermen, huts, fish.
    River,
    /// A lake: huts only; ends rivers and joins river systems.
    Lake,
    /// A meadow: hunters and animals.
    Meadow,
}

impl Terrain {
    /// The name used in views and messages.
    pub const fn name(self) -> &'static str {
        match self {
            Terrain::Forest => "forest",
            Terrain::River => "river",
            Terrain::Lake => "lake",
            Terrain::Meadow => "meadow",
        }
    }
}

crate::refusal::display_by_name!(Terrain);

/// Effects of the bonus tiles (HG-MEN-*).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Special {
    /// Dugout canoe: on placement 2 points per lake of its river system.
    Canoe,
    /// Raft: at the end the system's hut majority also scores 1 per lake.
    Raft,
    /// Small trap: on placement the active player scores the animals of its
    /// meadow around it, which are then covered.
    SmallTrap,
    /// Big trap: at the end the animals of its meadow around it count double.
    BigTrap,
    /// Forest fire: at the end the tigers of its meadow are ignored.
    Fire,
    /// Shaman: on placement the player may take one of his figures back.
    Shaman,
}

/// Animals drawn on a meadow (HG-TERM-2).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Animals {
    /// Deer: 1 point each, eaten by tigers.
    pub deer: u32,
    /// Aurochs: 2 points each.
    pub aurochs: u32,
    /// Mammoths: 3 points each.
    pub mammoth: u32,
    /// Sabre-toothed tigers: each eats one deer.
    pub tiger: u32,
}

impl Animals {
    /// Adds `other`, each animal counted `times` times.
    pub fn add(&mut self, other: Animals, times: u32) {
        self.deer += other.deer * times;
        self.aurochs += other.aurochs * times;
        self.mammoth += other.mammoth * times;
        self.tiger += other.tiger * times;
    }
}

/// What the rules know of one region of a tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionInfo {
    /// Its kind.
    pub terrain: Terrain,
    /// Fish in a river or lake.
    pub fish: u32,
    /// A forest part showing a menhir.
    pub menhir: bool,
    /// Mushroom patches of a forest part.
    pub mushrooms: u32,
    /// Animals of a meadow part.
    pub animals: Animals,
    /// The bonus tile's effect, on the region it belongs to.
    pub special: Option<Special>,
    /// River: the lake region of the tile it runs into, if any.
    pub lake: Option<u8>,
    /// Lake: the river regions of the tile that run into it.
    pub rivers: Vec<u8>,
}

/// The Hunters & Gatherers tables: what the rules read from each region.
pub type HgTiles = RegionTable<RegionInfo>;

/// The catalog as compiled in.
pub(super) const CATALOG_SOURCE: &str = include_str!("../../../../data/tiles/hunters-gatherers.json");

/// The catalog, parsed once.
static CATALOG: LazyLock<Catalog> = LazyLock::new(|| catalog::embedded(CATALOG_SOURCE));

static TABLES: LazyLock<HgTiles> = LazyLock::new(|| {
    let catalog = &CATALOG;
    RegionTable::new(catalog, |tile| tile.regions.iter().filter_map(|r| region_info(catalog, r)).collect())
});

/// The Hunters & Gatherers tables.
pub fn tables() -> &'static HgTiles {
    &TABLES
}

impl HgTiles {
    /// Whether a region of `tile` carries `special`.
    pub fn has_special(&self, tile: TileIdx, special: Special) -> bool {
        self.regions(tile).iter().any(|r| r.special == Some(special))
    }

    /// Every copy of the tiles of `pile` (`regular` or `bonus`), start copy excluded.
    pub fn supply(&self, pile: &str) -> Vec<TileIdx> {
        self.copies(|tile| pile_of(tile) == Some(pile))
    }

    /// The pile a tile type belongs to: `start`, `regular` or `bonus`.
    pub fn pile(&self, tile: TileIdx) -> Option<&'static str> {
        pile_of(self.tile(tile)?)
    }
}

/// The pile `tile` belongs to: `start`, `regular` or `bonus`.
fn pile_of(tile: &TileType) -> Option<&str> {
    tile.attributes.get("pile")?.as_str()
}

fn region_info(catalog: &Catalog, def: &RegionDef) -> Option<RegionInfo> {
    let terrain = match catalog.kind_name(def.kind) {
        "forest" => Terrain::Forest,
        "river" => Terrain::River,
        "lake" => Terrain::Lake,
        "meadow" => Terrain::Meadow,
        _ => return None,
    };
    let animals = def.attributes.get("animals").and_then(|a| a.as_object());
    let animal = |name: &str| {
        animals.and_then(|a| a.get(name)).and_then(serde_json::Value::as_u64).map_or(0, |n| n.min(99) as u32)
    };
    let special = def.attributes.get("special").and_then(|s| s.as_str()).and_then(|name| match name {
        "canoe" => Some(Special::Canoe),
        "raft" => Some(Special::Raft),
        "small-trap" => Some(Special::SmallTrap),
        "big-trap" => Some(Special::BigTrap),
        "fire" => Some(Special::Fire),
        "shaman" => Some(Special::Shaman),
        _ => None,
    });
    Some(RegionInfo {
        terrain,
        fish: def.count("fish"),
        menhir: def.attributes.get("menhir").and_then(serde_json::Value::as_bool).unwrap_or(false),
        mushrooms: def.count("mushrooms"),
        animals: Animals {
            deer: animal("deer"),
            aurochs: animal("aurochs"),
            mammoth: animal("mammoth"),
            tiger: animal("tiger"),
        },
        special,
        lake: def.indices("ends").first().copied(),
        rivers: def.indices("rivers"),
    })
}

catalog::tile_type!(
    /// A Hunters & Gatherers tile type, serialized as its public id (`"hg/start"`).
    Tile,
    &CATALOG,
    "A tile type's id from the catalog (`GET /v1/rulesets/hunters-gatherers/tiles`).",
    "hg/start"
);

#[cfg(test)]
mod tests {
    use super::*;

    /// HG-COMP-1: 1 start tile, 78 regular tiles, 16 menhir tiles.
    #[test]
    fn hg_comp_1_piles_hold_78_regular_and_16_bonus_tiles() {
        let t = tables();
        assert_eq!(t.supply("regular").len(), 78);
        assert_eq!(t.supply("bonus").len(), 16);
        assert_eq!(t.start.map(Tile).map(Tile::id), Some("hg/start"));
    }

    /// HG-TERM-1/2, HG-AMB-7, HG-AMB-9: fish, lakes and animals are read
    /// from the catalog (a river's tile count includes the tiles where it
    /// meets a lake or a spring: see the river tests).
    #[test]
    fn regions_carry_fish_lakes_and_animals() {
        let t = tables();
        let start = Tile::from_id("hg/start").unwrap().0;
        let regions = t.regions(start);
        assert_eq!(regions.len(), 5);
        assert_eq!((regions[3].terrain, regions[3].lake), (Terrain::River, Some(4)));
        assert_eq!((regions[4].terrain, regions[4].fish, regions[4].rivers.clone()), (Terrain::Lake, 1, vec![3]));
        assert_eq!(regions[0].animals, Animals { aurochs: 1, ..Animals::default() });
        assert!(regions[1].menhir);
        let canoe = Tile::from_id("hg/bonus-canoe").unwrap().0;
        assert!(t.regions(canoe).iter().any(|r| r.special == Some(Special::Canoe) && r.terrain == Terrain::Lake));
        let spring = Tile::from_id("hg/bonus-mushrooms-spring").unwrap().0;
        assert_eq!((t.regions(spring)[3].lake, t.regions(spring)[1].mushrooms), (None, 1), "a spring ends no lake");
        // HG-AMB-7: one big trap in the box, so no animal can be doubled twice.
        let traps = t
            .supply("bonus")
            .iter()
            .filter(|tile| t.regions(**tile).iter().any(|r| r.special == Some(Special::BigTrap)))
            .count();
        assert_eq!(traps, 1);
    }
}
