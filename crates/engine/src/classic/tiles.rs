//! What the classic rules read from the classic catalog: the region kinds,
//! shields and field-to-city adjacency, and the base game's tile supply.

use super::trade::Good;
use crate::catalog::{self, Catalog, KindId, TileIdx, TileType};
use serde::{Deserialize, Serialize};
use std::sync::LazyLock;

/// Region kinds of the classic family, as the rules see them.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Terrain {
    /// A road (BASE-FEAT-ROAD-1).
    Road,
    /// A city (BASE-FEAT-CITY-1).
    City,
    /// A monastery (BASE-FEAT-MON-1).
    Monastery,
    /// A field (BASE-FEAT-FIELD-1).
    Field,
    /// The Abbey & Mayor abbey: a monastery for monks and scoring.
    Abbey,
    /// The River's river: no figure, no score (RIVER-FIG-1, RIVER-SCORE-1).
    River,
}

impl Terrain {
    /// The name used in views and messages.
    pub const fn name(self) -> &'static str {
        match self {
            Terrain::Road => "road",
            Terrain::City => "city",
            Terrain::Monastery => "monastery",
            Terrain::Field => "field",
            Terrain::Abbey => "abbey",
            Terrain::River => "river",
        }
    }
}

crate::refusal::display_by_name!(Terrain);

/// Per-catalog lookup tables built once from the embedded catalog.
pub struct ClassicTiles {
    /// The catalog itself.
    pub catalog: &'static Catalog,
    kinds: Vec<(KindId, Terrain)>,
    /// `marks[tile][region]`.
    marks: Vec<Vec<Marks>>,
    /// `touches[tile][region]`: city regions a field region borders.
    touches: Vec<Vec<Vec<u8>>>,
    /// The start tile type (BASE-SETUP-1).
    pub start: Option<TileIdx>,
    /// The Abbey & Mayor abbey tile (AM-ABBEY-*).
    pub abbey: Option<TileIdx>,
    /// The River's spring (RIVER-SETUP-1).
    pub spring: Option<TileIdx>,
    /// The River's lake (RIVER-SETUP-2).
    pub lake: Option<TileIdx>,
}

/// What a region bears that changes what its feature is worth.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Marks {
    /// Coats of arms (cities; BASE-SCORE-CITY-2).
    pub shields: u8,
    /// An inn stands by this road (IC-INN-1).
    pub inn: bool,
    /// A cathedral stands in this city (IC-CATH-1).
    pub cathedral: bool,
    /// The goods drawn in this city (TB-GOODS-1).
    pub goods: Option<Good>,
}

/// The catalog as compiled in.
pub(super) const CATALOG_SOURCE: &str = include_str!("../../../../data/tiles/classic.json");

/// The catalog, parsed once.
static CATALOG: LazyLock<Catalog> = LazyLock::new(|| catalog::embedded(CATALOG_SOURCE));

static TABLES: LazyLock<ClassicTiles> = LazyLock::new(|| ClassicTiles::new(&CATALOG));

/// The classic tables.
pub fn tables() -> &'static ClassicTiles {
    &TABLES
}

impl ClassicTiles {
    fn new(catalog: &'static Catalog) -> Self {
        let kinds = [
            ("road", Terrain::Road),
            ("city", Terrain::City),
            ("monastery", Terrain::Monastery),
            ("field", Terrain::Field),
            ("abbey", Terrain::Abbey),
            ("river", Terrain::River),
        ]
        .into_iter()
        .filter_map(|(name, terrain)| Some((catalog.kind(name)?, terrain)))
        .collect();
        let per_region = |tile: &TileType, f: &dyn Fn(&catalog::RegionDef) -> Vec<u8>| {
            tile.regions.iter().map(f).collect::<Vec<_>>()
        };
        ClassicTiles {
            catalog,
            kinds,
            marks: catalog
                .tiles()
                .iter()
                .map(|t| {
                    t.regions
                        .iter()
                        .map(|r| Marks {
                            shields: u8::try_from(r.count("shields")).unwrap_or(u8::MAX),
                            inn: r.count("inn") > 0,
                            cathedral: r.count("cathedral") > 0,
                            goods: r.attributes.get("goods").and_then(|g| g.as_str()).and_then(Good::parse),
                        })
                        .collect()
                })
                .collect(),
            touches: catalog.tiles().iter().map(|t| per_region(t, &|r| r.indices("touches"))).collect(),
            start: catalog.tiles().iter().position(|t| t.start > 0).and_then(|i| u16::try_from(i).ok()).map(TileIdx),
            abbey: catalog.find("abbey-mayor/abbey"),
            spring: catalog.find("river/spring"),
            lake: catalog.find("river/lake"),
        }
    }

    /// The tile type at `idx`.
    pub fn tile(&self, idx: TileIdx) -> Option<&'static TileType> {
        self.catalog.tile(idx)
    }

    /// The rules' name for a catalog kind.
    pub fn terrain(&self, kind: KindId) -> Option<Terrain> {
        self.kinds.iter().find(|(k, _)| *k == kind).map(|(_, t)| *t)
    }

    /// The terrain of region `region` of `tile`.
    pub fn region_terrain(&self, tile: TileIdx, region: u8) -> Option<Terrain> {
        let def = self.tile(tile)?.regions.get(usize::from(region))?;
        self.terrain(def.kind)
    }

    /// What region `region` of `tile` bears.
    pub fn marks(&self, tile: TileIdx, region: u8) -> Marks {
        self.marks.get(usize::from(tile.0)).and_then(|t| t.get(usize::from(region))).copied().unwrap_or_default()
    }

    /// City regions of `tile` that field region `region` borders.
    pub fn touches(&self, tile: TileIdx, region: u8) -> &[u8] {
        self.touches.get(usize::from(tile.0)).and_then(|t| t.get(usize::from(region))).map_or(&[], Vec::as_slice)
    }

    /// The tiles of the base game's draw supply (BASE-SETUP-2): every
    /// `base/*` copy except the start tile.
    pub fn base_supply(&self) -> Vec<TileIdx> {
        let mut supply = Vec::with_capacity(71);
        for (i, tile) in self.catalog.tiles().iter().enumerate() {
            if tile.id.starts_with("base/") {
                let idx = TileIdx(i as u16);
                let copies = tile.count - tile.start;
                supply.extend(std::iter::repeat_n(idx, usize::from(copies)));
            }
        }
        supply
    }

    /// The land tiles of the expansion whose ids start with `prefix`
    /// (`"abbey-mayor/"`: AM-SETUP-2; `"inns-cathedrals/"`: IC-SETUP-1;
    /// `"traders-builders/"`: TB-SETUP-1),
    /// every copy.
    pub fn expansion_land_tiles(&self, prefix: &str) -> Vec<TileIdx> {
        let mut tiles = Vec::with_capacity(18);
        for (i, tile) in self.catalog.tiles().iter().enumerate() {
            let idx = TileIdx(i as u16);
            if tile.id.starts_with(prefix) && self.is_land_tile(idx) {
                tiles.extend(std::iter::repeat_n(idx, usize::from(tile.count)));
            }
        }
        tiles
    }

    /// The 10 river tiles of the river stack: all but the spring and the
    /// lake (RIVER-SETUP-2).
    pub fn river_stack(&self) -> Vec<TileIdx> {
        let mut tiles = Vec::with_capacity(10);
        for (i, tile) in self.catalog.tiles().iter().enumerate() {
            let idx = TileIdx(i as u16);
            if self.is_in_river_stack(idx) {
                tiles.extend(std::iter::repeat_n(idx, usize::from(tile.count)));
            }
        }
        tiles
    }

    /// Whether a tile goes into the river stack: a river tile other than
    /// the spring and the lake.
    pub fn is_in_river_stack(&self, idx: TileIdx) -> bool {
        self.is_river_tile(idx) && Some(idx) != self.spring && Some(idx) != self.lake
    }

    /// Whether a tile is one of The River's.
    pub fn is_river_tile(&self, idx: TileIdx) -> bool {
        self.tile(idx).is_some_and(|t| t.regions.iter().any(|r| self.terrain(r.kind) == Some(Terrain::River)))
    }

    /// Whether a tile is drawn from the land supply (every land tile; not
    /// the abbey, not a river tile).
    pub fn is_land_tile(&self, idx: TileIdx) -> bool {
        self.tile(idx).is_some_and(|t| {
            t.regions.iter().all(|r| !matches!(self.terrain(r.kind), Some(Terrain::Abbey | Terrain::River)))
        })
    }
}

crate::catalog::tile_type!(
    /// A classic tile type, serialized as its public id (`"base/D"`).
    Tile,
    &CATALOG,
    "A tile type's id from the catalog (`GET /v1/rulesets/classic/tiles`).",
    "base/D"
);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn base_supply_holds_71_tiles_besides_the_start_tile() {
        let t = tables();
        assert_eq!(t.base_supply().len(), 71);
        assert_eq!(t.start.map(Tile).map(Tile::id), Some("base/D"));
    }

    #[test]
    fn tiles_serialize_as_public_ids() {
        let tile = Tile::from_id("base/X").unwrap();
        assert_eq!(serde_json::to_string(&tile).unwrap(), "\"base/X\"");
        assert_eq!(serde_json::from_str::<Tile>("\"base/X\"").unwrap(), tile);
        assert!(serde_json::from_str::<Tile>("\"base/Z\"").is_err());
    }

    #[test]
    fn shields_and_touches_are_read_from_the_catalog() {
        let t = tables();
        let c = Tile::from_id("base/C").unwrap().0;
        assert_eq!(t.marks(c, 0), Marks { shields: 1, ..Marks::default() });
        let h = Tile::from_id("base/H").unwrap().0;
        assert_eq!(t.touches(h, 2), &[0, 1]);
        assert_eq!(t.region_terrain(h, 2), Some(Terrain::Field));
        let abbey = Tile::from_id("abbey-mayor/abbey").unwrap().0;
        assert!(!t.is_land_tile(abbey));
    }

    /// The marks of every region of `tiles`, copy by copy.
    fn marks_of(tiles: &[TileIdx]) -> Vec<Marks> {
        let t = tables();
        let regions = |tile: &TileIdx| t.tile(*tile).map_or(0, |ty| ty.regions.len() as u8);
        tiles.iter().flat_map(|tile| (0..regions(tile)).map(move |region| t.marks(*tile, region))).collect()
    }

    /// IC-COMP-1, IC-TILE-4: 18 land tiles, 6 roads with an inn and 2
    /// cities with a cathedral, one region each.
    #[test]
    fn inns_and_cathedrals_bring_18_land_tiles() {
        let t = tables();
        let tiles = t.expansion_land_tiles("inns-cathedrals/");
        assert_eq!(tiles.len(), 18);
        assert_eq!(t.expansion_land_tiles("abbey-mayor/").len(), 12);
        let marks = marks_of(&tiles);
        assert_eq!(marks.iter().filter(|m| m.inn).count(), 6);
        assert_eq!(marks.iter().filter(|m| m.cathedral).count(), 2);
        let junction = Tile::from_id("inns-cathedrals/three-way-inn").unwrap().0;
        assert!(t.marks(junction, 0).inn && !t.marks(junction, 1).inn && !t.marks(junction, 2).inn);
    }

    /// TB-COMP-1: 24 land tiles, 20 of them with goods: 9 wine, 6 grain, 5
    /// cloth.
    #[test]
    fn traders_and_builders_bring_24_land_tiles_with_goods() {
        let t = tables();
        let tiles = t.expansion_land_tiles("traders-builders/");
        assert_eq!(tiles.len(), 24);
        let goods: Vec<Good> = marks_of(&tiles).into_iter().filter_map(|m| m.goods).collect();
        let count = |good| goods.iter().filter(|g| **g == good).count();
        assert_eq!((count(Good::Wine), count(Good::Grain), count(Good::Cloth)), (9, 6, 5));
    }

    /// RIVER-COMP-1, RIVER-SETUP-2: ten river tiles between the spring and
    /// the lake; none of the twelve is a land tile.
    #[test]
    fn the_river_stack_holds_the_ten_tiles_between_spring_and_lake() {
        let t = tables();
        let stack = t.river_stack();
        assert_eq!(stack.len(), 10);
        let (spring, lake) = (t.spring.unwrap(), t.lake.unwrap());
        assert!(!stack.contains(&spring) && !stack.contains(&lake));
        assert!(stack.iter().chain([&spring, &lake]).all(|tile| t.is_river_tile(*tile) && !t.is_land_tile(*tile)));
        let bridge = Tile::from_id("river/bridge").unwrap().0;
        assert_eq!(t.region_terrain(bridge, 1), Some(Terrain::River));
    }
}
