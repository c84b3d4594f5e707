//! What the Mists over Carcassonne rules read from their catalog: region
//! kinds, shields, the fog and its ghost symbols, castles and graveyards,
//! the four cells of the start board, and the supply of each level.

use crate::catalog::{self, Catalog, RegionTable, TileIdx, TileType};
use crate::geometry::Pos;
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

/// Region kinds of Mists over Carcassonne (MISTS-TERM-1, MISTS-TERM-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Kind {
    /// A city: 2 per tile and 2 per shield.
    City,
    /// A road: 1 per tile.
    Road,
    /// A field: no guard, no points.
    Field,
    /// Fog over fields and roads: ghosts, never a guard.
    Fog,
    /// A castle in the centre of its tile.
    Castle,
    /// A graveyard in the centre of its tile.
    Graveyard,
}

impl Kind {
    /// The name used in views and messages.
    pub const fn name(self) -> &'static str {
        match self {
            Kind::City => "city",
            Kind::Road => "road",
            Kind::Field => "field",
            Kind::Fog => "fog",
            Kind::Castle => "castle",
            Kind::Graveyard => "graveyard",
        }
    }

    /// Whether a guard may stand on it (MISTS-PLACE-2).
    pub const fn takes_guard(self) -> bool {
        matches!(self, Kind::City | Kind::Road | Kind::Castle)
    }
}

crate::refusal::display_by_name!(Kind);

/// What the rules know of one region of a tile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RegionInfo {
    /// Its kind.
    pub kind: Kind,
    /// City: shields; fog: ghost symbols.
    pub count: u32,
}

/// The Mists tables: what the rules read from each region.
pub type MistsTiles = RegionTable<RegionInfo>;

/// The catalog as compiled in.
pub(super) const CATALOG_SOURCE: &str = include_str!("../../../../data/tiles/mists.json");

/// The catalog, parsed once.
static CATALOG: LazyLock<Catalog> = LazyLock::new(|| catalog::embedded(CATALOG_SOURCE));

static TABLES: LazyLock<MistsTiles> = LazyLock::new(|| {
    let catalog = &CATALOG;
    RegionTable::new(catalog, |tile| {
        tile.regions.iter().filter_map(|def| region_info(catalog.kind_name(def.kind), def)).collect()
    })
});

/// The Mists tables.
pub fn tables() -> &'static MistsTiles {
    &TABLES
}

fn region_info(kind: &str, def: &catalog::RegionDef) -> Option<RegionInfo> {
    let kind = match kind {
        "city" => Kind::City,
        "road" => Kind::Road,
        "field" => Kind::Field,
        "fog" => Kind::Fog,
        "castle" => Kind::Castle,
        "graveyard" => Kind::Graveyard,
        _ => return None,
    };
    let count = match kind {
        Kind::City => def.count("shields"),
        Kind::Fog => def.count("ghosts"),
        Kind::Road | Kind::Field | Kind::Castle | Kind::Graveyard => 0,
    };
    Some(RegionInfo { kind, count })
}

impl MistsTiles {
    /// The supply of a level (MISTS-SETUP-3): every land tile a level with
    /// `tiles` tiles uses; 50 leaves the castles and graveyards out.
    pub fn supply(&self, tiles: u8) -> Vec<TileIdx> {
        let full = tiles >= 60;
        self.copies(|tile| full || !(flag(tile, "castle") || flag(tile, "graveyard")))
    }

    /// The cells of the start board and the tile type of each, the one at
    /// (0, 0) first (MISTS-SETUP-1, MISTS-TERM-6).
    pub fn start_board(&self) -> Vec<(TileIdx, Pos)> {
        (0..)
            .zip(self.catalog.tiles())
            .filter_map(|(i, tile)| {
                let part = tile.attributes.get("part_of")?;
                let offset =
                    |axis: &str| part.get(axis).and_then(serde_json::Value::as_i64).and_then(|n| i32::try_from(n).ok());
                Some((TileIdx(i), Pos::new(offset("dx")?, offset("dy")?)))
            })
            .collect()
    }

    /// Whether the tile shows fog anywhere (castle scoring, cursed
    /// graveyards: "a tile with mist").
    pub fn has_fog(&self, tile: TileIdx) -> bool {
        self.regions(tile).iter().any(|r| r.kind == Kind::Fog)
    }

    /// The index of the first region of `kind` on `tile`.
    pub fn region_of(&self, tile: TileIdx, kind: Kind) -> Option<u8> {
        self.regions(tile).iter().position(|r| r.kind == kind).and_then(|i| u8::try_from(i).ok())
    }
}

/// A true tile-level flag (`castle`, `graveyard`).
fn flag(tile: &TileType, name: &str) -> bool {
    tile.attributes.get(name).and_then(serde_json::Value::as_bool) == Some(true)
}

catalog::tile_type!(
    /// A Mists tile type, serialized as its public id (`"mists/01"`).
    Tile,
    &CATALOG,
    "A tile type's id from the catalog (`GET /v1/rulesets/mists/tiles`).",
    "mists/01"
);

#[cfg(test)]
mod tests {
    use super::*;

    /// MISTS-COMP-1, MISTS-TERM-4, MISTS-TERM-6: 60 land tiles (5 castles,
    /// 5 graveyards) with 76 ghost symbols, 50 of them without castles and
    /// graveyards; the start board is four cells with 3 symbols.
    #[test]
    fn mists_comp_1_sixty_land_tiles_and_a_start_board_of_four_cells() {
        let t = tables();
        assert_eq!((t.supply(60).len(), t.supply(50).len()), (60, 50));
        let symbols = |tiles: &[TileIdx]| -> u32 {
            tiles.iter().flat_map(|tile| t.regions(*tile)).filter(|r| r.kind == Kind::Fog).map(|r| r.count).sum()
        };
        assert_eq!(symbols(&t.supply(60)), 76);
        let count = |kind: Kind| t.supply(60).iter().filter(|tile| t.region_of(**tile, kind).is_some()).count();
        assert_eq!((count(Kind::Castle), count(Kind::Graveyard)), (5, 5));
        assert_eq!(t.supply(60).iter().filter(|tile| t.has_fog(**tile)).count(), 43);
        let start: Vec<(TileIdx, Pos)> = t.start_board();
        let cells: Vec<Pos> = start.iter().map(|(_, pos)| *pos).collect();
        assert_eq!(cells, [Pos::new(0, 0), Pos::new(1, 0), Pos::new(0, 1), Pos::new(1, 1)]);
        assert_eq!(symbols(&start.iter().map(|(tile, _)| *tile).collect::<Vec<_>>()), 3);
    }

    /// MISTS-TERM-3: fog lies on field and road slots only, and every fog
    /// region shows at least one ghost symbol.
    #[test]
    fn mists_term_3_fog_never_covers_a_city() {
        let t = tables();
        for (i, tile) in (0..).zip(t.catalog.tiles()) {
            for (def, info) in tile.regions.iter().zip(t.regions(TileIdx(i))) {
                if info.kind == Kind::Fog {
                    assert!(info.count >= 1, "{}: fog without a ghost", tile.id);
                    assert!(
                        def.slots.iter().all(|slot| tile.edges[slot.index()] != b'C'),
                        "{}: fog on a city",
                        tile.id
                    );
                }
            }
        }
    }
}
