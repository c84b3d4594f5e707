//! Tile catalogs (`data/tiles/*.json`, format in `data/tiles/FORMAT.md`),
//! embedded at compile time and parsed into a form the engine can use on
//! its hot paths: terrain letters per slot for every rotation, and for every
//! slot the tile region that reaches it.
//!
//! The catalog knows nothing of the rules: region kinds are interned names,
//! attributes (`shields`, `touches`, `fish`, ...) stay raw JSON until a rule
//! set reads the ones it understands.

use super::geometry::{Corner, Rotation, Side, Slot};
use serde::Deserialize;
use serde_json::{Map, Value};

/// A region kind interned per catalog ("city", "road", "forest", "fog", ...).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct KindId(pub u8);

/// Index of a tile type within its catalog.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct TileIdx(pub u16);

/// Regions live in layers: the terrain layer partitions the 12 slots of a
/// tile; an overlay layer (the mist of Mists over Carcassonne) lies on top
/// of the terrain and may cover only some slots.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Layer {
    /// Cities, roads, fields, rivers, ...: every slot belongs to exactly one region.
    Terrain = 0,
    /// Overlays such as mist: a slot belongs to at most one overlay region.
    Overlay = 1,
}

/// Number of layers.
pub const LAYERS: usize = 2;

/// Most regions one tile may have, so that a 64-bit set can hold them.
pub const MAX_REGIONS: usize = 64;

/// Marks a slot with no region in a layer.
pub const NO_REGION: u8 = u8::MAX;

/// One region of a tile at rotation 0.
#[derive(Clone, Debug)]
pub struct RegionDef {
    /// Interned kind name.
    pub kind: KindId,
    /// Layer the kind belongs to.
    pub layer: Layer,
    /// Slots (rotation 0) through which the region reaches the tile edge.
    pub slots: Vec<Slot>,
    /// Every other attribute, as written in the catalog.
    pub attributes: Map<String, Value>,
}

impl RegionDef {
    /// An integer attribute (e.g. `shields`), 0 when absent.
    pub fn count(&self, name: &str) -> u32 {
        self.attributes.get(name).and_then(Value::as_u64).map_or(0, |n| u32::try_from(n).unwrap_or(u32::MAX))
    }

    /// A list of region indices (e.g. `touches`), empty when absent.
    /// Non-integer entries are skipped.
    pub fn indices(&self, name: &str) -> Vec<u8> {
        self.attributes
            .get(name)
            .and_then(Value::as_array)
            .map(|list| list.iter().filter_map(Value::as_u64).filter_map(|n| u8::try_from(n).ok()).collect())
            .unwrap_or_default()
    }
}

/// One tile type at rotation 0 plus precomputed rotated views.
#[derive(Clone, Debug)]
pub struct TileType {
    /// Stable public id, e.g. `base/D`.
    pub id: String,
    /// Human-readable description.
    pub name: String,
    /// Copies in the box, start copies included.
    pub count: u8,
    /// How many of the copies are start tiles.
    pub start: u8,
    /// Terrain letter of each slot N0..W2 at rotation 0.
    pub edges: [u8; 12],
    /// Regions in catalog order; their indices are part of the public API.
    pub regions: Vec<RegionDef>,
    /// Tile-level attributes other than the ones above (`pile`, `fog`, ...).
    pub attributes: Map<String, Value>,
    oriented: [Orientation; 4],
}

/// A tile type seen at one rotation.
#[derive(Clone, Debug, Default)]
struct Orientation {
    /// Per layer, the region index (or [`NO_REGION`]) at each board-facing slot.
    slot_region: [[u8; 12]; LAYERS],
    /// Terrain letters of each side, packed in clockwise slot order.
    side_letters: [u32; 4],
}

impl TileType {
    /// Region (index) reaching board-facing `slot` in `layer` when the tile
    /// lies at `rotation`.
    pub fn region_at(&self, rotation: Rotation, layer: Layer, slot: Slot) -> Option<u8> {
        let r = self.oriented[usize::from(rotation.quarter_turns())].slot_region[layer as usize][slot.index()];
        (r != NO_REGION).then_some(r)
    }

    /// The terrain region filling board-facing `corner` at `rotation`: the
    /// one region at both slots next to it, if they hold the same one.
    pub fn corner_region(&self, rotation: Rotation, corner: Corner) -> Option<u8> {
        let [a, b] = corner.slots().map(|slot| self.region_at(rotation, Layer::Terrain, slot));
        a.filter(|_| a == b)
    }

    /// The letters of `side` at `rotation`, packed in clockwise slot order.
    pub fn side_letters(&self, rotation: Rotation, side: Side) -> u32 {
        self.sides(rotation)[side as usize]
    }

    /// The letters of every side at `rotation`, indexed by [`Side`].
    pub fn sides(&self, rotation: Rotation) -> [u32; 4] {
        self.oriented[usize::from(rotation.quarter_turns() & 3)].side_letters
    }
}

/// Packs three letters so two sides compare with one integer comparison.
pub const fn pack_letters(a: u8, b: u8, c: u8) -> u32 {
    (a as u32) << 16 | (b as u32) << 8 | c as u32
}

/// The letters of `side` as a neighbour sees them: slot k of one side faces
/// slot 2-k of the other, so the neighbour reads them in reverse.
pub const fn reversed(letters: u32) -> u32 {
    (letters & 0xff) << 16 | (letters & 0xff00) | (letters >> 16) & 0xff
}

/// A parsed tile catalog of one game family.
#[derive(Debug, Default)]
pub struct Catalog {
    /// Family name from the header (`classic`, `discovery`, ...).
    pub family: String,
    /// Terrain letters with their meaning, from the header.
    pub terrain: Vec<(u8, String)>,
    kinds: Vec<String>,
    overlays: Vec<String>,
    tiles: Vec<TileType>,
}

impl Catalog {
    /// All tile types in catalog order.
    pub fn tiles(&self) -> &[TileType] {
        &self.tiles
    }

    /// The tile type at `idx`, if it exists.
    pub fn tile(&self, idx: TileIdx) -> Option<&TileType> {
        self.tiles.get(usize::from(idx.0))
    }

    /// Looks a tile type up by its public id.
    pub fn find(&self, id: &str) -> Option<TileIdx> {
        self.tiles.iter().position(|t| t.id == id).and_then(|i| u16::try_from(i).ok()).map(TileIdx)
    }

    /// The interned id of a region kind, if any tile uses it.
    pub fn kind(&self, name: &str) -> Option<KindId> {
        self.kinds.iter().position(|k| k == name).and_then(|i| u8::try_from(i).ok()).map(KindId)
    }

    /// The name of an interned kind.
    pub fn kind_name(&self, kind: KindId) -> &str {
        self.kinds.get(usize::from(kind.0)).map_or("unknown", String::as_str)
    }

    /// Parses a catalog file.
    pub fn parse(json: &str) -> Result<Catalog, CatalogError> {
        let file: RawFile = serde_json::from_str(json).map_err(CatalogError::Json)?;
        let mut catalog = Catalog {
            family: file.header.family,
            terrain: file
                .header
                .terrain
                .into_iter()
                .filter_map(|(letter, meaning)| {
                    let meaning = meaning.as_str()?.to_owned();
                    match letter.as_bytes() {
                        [l] => Some((*l, meaning)),
                        _ => None,
                    }
                })
                .collect(),
            overlays: file.header.overlays.into_iter().map(|(k, _)| k).collect(),
            ..Catalog::default()
        };
        for raw in file.tiles {
            if raw.parts.is_empty() {
                let tile =
                    catalog.tile_from_raw(raw.id, raw.name, raw.count, raw.start, raw.edges, raw.features, raw.rest)?;
                catalog.tiles.push(tile);
            } else {
                // A multi-cell start board becomes one tile type per cell:
                // `<id>#<n>`, with its offset recorded in `part_of`.
                for (n, part) in raw.parts.into_iter().enumerate() {
                    let mut rest = part.rest;
                    rest.insert("part_of".into(), serde_json::json!({"board": raw.id, "dx": part.dx, "dy": part.dy}));
                    let id = format!("{}#{n}", raw.id);
                    let tile =
                        catalog.tile_from_raw(id, part.name, raw.count, raw.start, part.edges, part.features, rest)?;
                    catalog.tiles.push(tile);
                }
            }
        }
        Ok(catalog)
    }

    #[allow(clippy::too_many_arguments)]
    fn tile_from_raw(
        &mut self,
        id: String,
        name: String,
        count: u8,
        start: u8,
        edges: String,
        features: Vec<RawRegion>,
        attributes: Map<String, Value>,
    ) -> Result<TileType, CatalogError> {
        let letters: Vec<u8> = edges.bytes().filter(|b| !b.is_ascii_whitespace()).collect();
        let edges: [u8; 12] =
            letters.try_into().map_err(|_| CatalogError::Tile(id.clone(), "edges must list 12 letters".into()))?;
        let mut regions = Vec::with_capacity(features.len());
        for raw in features {
            let kind = self.intern(&raw.kind);
            let layer = if self.overlays.contains(&raw.kind) { Layer::Overlay } else { Layer::Terrain };
            let slots = raw
                .slots
                .iter()
                .map(|name| {
                    Slot::from_name(name).ok_or_else(|| CatalogError::Tile(id.clone(), format!("unknown slot {name}")))
                })
                .collect::<Result<Vec<_>, _>>()?;
            regions.push(RegionDef { kind, layer, slots, attributes: raw.rest });
        }
        if regions.len() > MAX_REGIONS {
            return Err(CatalogError::Tile(id, format!("more than {MAX_REGIONS} regions")));
        }
        let mut base = [[NO_REGION; 12]; LAYERS];
        for (index, region) in regions.iter().enumerate() {
            for slot in &region.slots {
                let cell = &mut base[region.layer as usize][slot.index()];
                if *cell != NO_REGION {
                    return Err(CatalogError::Tile(id, format!("slot {} belongs to two regions", slot.name())));
                }
                *cell = index as u8;
            }
        }
        let mut oriented: [Orientation; 4] = Default::default();
        for rotation in Rotation::ALL {
            let o = &mut oriented[usize::from(rotation.quarter_turns())];
            let mut turned_edges = [0u8; 12];
            for slot in Slot::ALL {
                let to = slot.rotated(rotation).index();
                turned_edges[to] = edges[slot.index()];
                for (turned, unturned) in o.slot_region.iter_mut().zip(&base) {
                    turned[to] = unturned[slot.index()];
                }
            }
            for side in Side::ALL {
                let [a, b, c] = side.slots().map(|s| turned_edges[s.index()]);
                o.side_letters[side as usize] = pack_letters(a, b, c);
            }
        }
        Ok(TileType { id, name, count, start, edges, regions, attributes, oriented })
    }

    fn intern(&mut self, kind: &str) -> KindId {
        let index = match self.kinds.iter().position(|k| k == kind) {
            Some(i) => i,
            None => {
                self.kinds.push(kind.to_owned());
                self.kinds.len() - 1
            }
        };
        KindId(u8::try_from(index).unwrap_or(u8::MAX))
    }
}

/// Why an embedded catalog could not be read.
#[derive(Debug, thiserror::Error)]
pub enum CatalogError {
    /// The file is not valid catalog JSON.
    #[error("catalog is not valid JSON: {0}")]
    Json(serde_json::Error),
    /// A tile record is malformed.
    #[error("tile {0}: {1}")]
    Tile(String, String),
}

#[derive(Deserialize)]
struct RawFile {
    header: RawHeader,
    tiles: Vec<RawTile>,
}

#[derive(Deserialize)]
struct RawHeader {
    family: String,
    #[serde(default)]
    terrain: Map<String, Value>,
    #[serde(default)]
    overlays: Map<String, Value>,
}

#[derive(Deserialize)]
struct RawTile {
    id: String,
    name: String,
    count: u8,
    #[serde(default)]
    start: u8,
    #[serde(default)]
    edges: String,
    #[serde(default)]
    features: Vec<RawRegion>,
    #[serde(default)]
    parts: Vec<RawPart>,
    #[serde(flatten)]
    rest: Map<String, Value>,
}

#[derive(Deserialize)]
struct RawPart {
    dx: i32,
    dy: i32,
    name: String,
    edges: String,
    features: Vec<RawRegion>,
    #[serde(flatten)]
    rest: Map<String, Value>,
}

#[derive(Deserialize)]
struct RawRegion {
    kind: String,
    #[serde(default)]
    slots: Vec<String>,
    #[serde(flatten)]
    rest: Map<String, Value>,
}

/// The OpenAPI schema of a string identifier.
#[cfg(feature = "schema")]
pub fn id_schema(description: &str, example: &str) -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
    use utoipa::openapi::schema::{ObjectBuilder, Type};
    ObjectBuilder::new()
        .schema_type(Type::String)
        .description(Some(description))
        .examples([serde_json::Value::String(example.to_owned())])
        .into()
}

/// Defines a rule set's tile type: an index into `$catalog`, serialized as
/// the tile's public id.
macro_rules! tile_type {
    ($(#[$doc:meta])* $name:ident, $catalog:expr, $description:literal, $example:literal) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub struct $name(pub $crate::catalog::TileIdx);

        impl $name {
            /// The tile's public id.
            pub fn id(self) -> &'static str {
                $catalog.tile(self.0).map_or("unknown", |t| t.id.as_str())
            }

            /// Looks a tile up by its public id.
            pub fn from_id(id: &str) -> Option<$name> {
                $catalog.find(id).map($name)
            }
        }

        impl From<$name> for $crate::catalog::TileIdx {
            fn from(tile: $name) -> Self {
                tile.0
            }
        }

        #[cfg(feature = "schema")]
        impl utoipa::PartialSchema for $name {
            fn schema() -> utoipa::openapi::RefOr<utoipa::openapi::schema::Schema> {
                $crate::catalog::id_schema($description, $example)
            }
        }

        #[cfg(feature = "schema")]
        impl utoipa::ToSchema for $name {
            fn name() -> std::borrow::Cow<'static, str> {
                std::borrow::Cow::Borrowed(stringify!($name))
            }
        }

        impl serde::Serialize for $name {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                s.serialize_str(self.id())
            }
        }

        impl<'de> serde::Deserialize<'de> for $name {
            fn deserialize<D: serde::Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
                let id = std::borrow::Cow::<str>::deserialize(d)?;
                $name::from_id(&id).ok_or_else(|| serde::de::Error::custom(format!("unknown tile id {id:?}")))
            }
        }
    };
}
pub(crate) use tile_type;

/// The catalog a rule set compiles in as `source`; each rule set keeps
/// the result in a `static`, so that it is parsed once.
///
/// Embedded data is checked by the tests and at start-up
/// ([`Rules::check_catalog`](crate::ruleset::Rules::check_catalog));
/// should it ever fail to parse, the engine sees an empty catalog (every
/// game creation then fails with a typed error) instead of panicking.
pub fn embedded(source: &str) -> Catalog {
    Catalog::parse(source).unwrap_or_default()
}

/// A catalog with what one rule set reads from each region of each tile
/// type (`R`), built once per rule set.
pub struct RegionTable<R> {
    /// The catalog itself.
    pub catalog: &'static Catalog,
    regions: Vec<Vec<R>>,
    /// The start tile: the first type with a start copy.
    pub start: Option<TileIdx>,
}

impl<R> RegionTable<R> {
    /// Reads every tile type of `catalog` with `read`, which returns the
    /// tile's regions in catalog order.
    pub fn new(catalog: &'static Catalog, read: impl Fn(&TileType) -> Vec<R>) -> Self {
        let regions = catalog.tiles().iter().map(read).collect();
        let start = catalog.tiles().iter().position(|t| t.start > 0).and_then(|i| u16::try_from(i).ok()).map(TileIdx);
        RegionTable { catalog, regions, start }
    }

    /// The tile type at `idx`.
    pub fn tile(&self, idx: TileIdx) -> Option<&'static TileType> {
        self.catalog.tile(idx)
    }

    /// The regions of `tile`, in catalog order.
    pub fn regions(&self, tile: TileIdx) -> &[R] {
        self.regions.get(usize::from(tile.0)).map_or(&[], Vec::as_slice)
    }

    /// Region `region` of `tile`.
    pub fn region(&self, tile: TileIdx, region: u8) -> Option<&R> {
        self.regions(tile).get(usize::from(region))
    }

    /// Every copy but the start copies of the tile types `keep` accepts,
    /// in catalog order (a supply before shuffling).
    pub fn copies(&self, keep: impl Fn(&TileType) -> bool) -> Vec<TileIdx> {
        let mut copies = Vec::new();
        for (i, tile) in (0..).zip(self.catalog.tiles()) {
            if keep(tile) {
                copies.extend(std::iter::repeat_n(TileIdx(i), usize::from(tile.count.saturating_sub(tile.start))));
            }
        }
        copies
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    /// Every catalog of `data/tiles/`, each named for its family.
    fn all() -> Vec<Catalog> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../../data/tiles");
        let mut catalogs: Vec<Catalog> = std::fs::read_dir(dir)
            .unwrap()
            .map(|entry| entry.unwrap().path())
            .filter(|path| path.extension().is_some_and(|ext| ext == "json"))
            .map(|path| {
                let c = Catalog::parse(&std::fs::read_to_string(&path).unwrap()).unwrap();
                assert_eq!(path.file_stem().unwrap().to_str(), Some(c.family.as_str()));
                c
            })
            .collect();
        catalogs.sort_by(|a, b| a.family.cmp(&b.family));
        assert_eq!(catalogs.len(), 4);
        catalogs
    }

    fn family(name: &str) -> Catalog {
        all().into_iter().find(|c| c.family == name).unwrap()
    }

    #[test]
    fn every_catalog_in_data_parses() {
        assert!(all().iter().all(|c| !c.tiles().is_empty()));
    }

    /// FORMAT.md: every slot belongs to exactly one terrain region, and the
    /// `edges` letter of each slot names that region's kind.
    #[test]
    fn terrain_regions_partition_the_slots_and_agree_with_edges() {
        for catalog in all() {
            let letter_of_kind: BTreeMap<String, u8> = catalog
                .terrain
                .iter()
                .map(|(l, meaning)| {
                    let kind = meaning.split([' ', ';', '(']).next().unwrap().to_owned();
                    (kind, *l)
                })
                .collect();
            for tile in catalog.tiles() {
                if tile.edges.iter().all(|&e| e == b'A') {
                    assert!(tile.regions.iter().all(|r| r.slots.is_empty()), "{}", tile.id);
                    continue;
                }
                for slot in Slot::ALL {
                    let region = tile
                        .region_at(Rotation::default(), Layer::Terrain, slot)
                        .unwrap_or_else(|| panic!("{}: slot {} has no region", tile.id, slot.name()));
                    let kind = catalog.kind_name(tile.regions[usize::from(region)].kind);
                    assert_eq!(
                        letter_of_kind.get(kind),
                        Some(&tile.edges[slot.index()]),
                        "{} slot {}",
                        tile.id,
                        slot.name()
                    );
                }
            }
        }
    }

    #[test]
    fn region_references_point_at_regions_of_the_same_tile() {
        for catalog in all() {
            for tile in catalog.tiles() {
                for region in &tile.regions {
                    for attr in ["touches", "rivers", "over", "shore_of"] {
                        for i in region.indices(attr) {
                            assert!(usize::from(i) < tile.regions.len(), "{} {attr}", tile.id);
                        }
                    }
                }
            }
        }
    }

    /// BASE-COMP-1: 72 land tiles, one of them the start tile; the classic
    /// catalog adds the 12 Abbey & Mayor land tiles and 6 abbeys, and the
    /// 12 river tiles.
    #[test]
    fn classic_counts_match_the_rule_books() {
        let c = family("classic");
        let base: u32 = c.tiles().iter().filter(|t| t.id.starts_with("base/")).map(|t| u32::from(t.count)).sum();
        assert_eq!(base, 72);
        let starts: u32 = c.tiles().iter().map(|t| u32::from(t.start)).sum();
        assert_eq!(starts, 1);
        assert_eq!(c.tile(c.find("base/D").unwrap()).unwrap().start, 1);
        let land: u32 = c
            .tiles()
            .iter()
            .filter(|t| t.id.starts_with("abbey-mayor/") && t.id != "abbey-mayor/abbey")
            .map(|t| u32::from(t.count))
            .sum();
        assert_eq!(land, 12);
        assert_eq!(c.tile(c.find("abbey-mayor/abbey").unwrap()).unwrap().count, 6);
        let river: u32 = c.tiles().iter().filter(|t| t.id.starts_with("river/")).map(|t| u32::from(t.count)).sum();
        assert_eq!(river, 12, "RIVER-COMP-1");
    }

    #[test]
    fn other_families_have_the_rule_book_totals() {
        let totals: BTreeMap<String, u32> = all()
            .iter()
            .map(|c| {
                let start_boards: u32 =
                    c.tiles().iter().filter(|t| t.id.ends_with("#0")).map(|t| u32::from(t.count)).sum();
                let parts = c.tiles().iter().filter(|t| t.id.contains('#')).count() as u32;
                let sum: u32 = c.tiles().iter().map(|t| u32::from(t.count)).sum();
                (c.family.clone(), sum - parts + start_boards)
            })
            .collect();
        // 72 base, 12 + 6 Abbey & Mayor, 12 The River, 18 Inns & Cathedrals, 24 Traders & Builders.
        assert_eq!(totals["classic"], 144);
        assert_eq!(totals["discovery"], 84);
        assert_eq!(totals["hunters-gatherers"], 95);
        assert_eq!(totals["mists"], 61);
    }

    #[test]
    fn rotation_turns_regions_and_letters_clockwise() {
        let c = family("classic");
        let d = c.tile(c.find("base/D").unwrap()).unwrap();
        let quarter = Rotation::new(1).unwrap();
        let city = d.region_at(quarter, Layer::Terrain, Slot::from_name("E1").unwrap());
        assert_eq!(city, Some(0), "the north city turns to the east");
        assert_eq!(d.side_letters(quarter, Side::E), pack_letters(b'C', b'C', b'C'));
        assert_eq!(d.side_letters(quarter, Side::S), pack_letters(b'F', b'R', b'F'));
        assert_eq!(reversed(pack_letters(1, 2, 3)), pack_letters(3, 2, 1));
    }
}
