//! The cross-tile region graph: every region of every placed tile is a
//! *segment*; segments of the same kind whose slots touch across a tile
//! side join into one *feature* (BASE-TERM-2/3).
//!
//! A union-find that relabels the smaller side on every join, so that
//! `feature_of` is one array read on the read-only paths (legal moves,
//! views). Each feature keeps its members as a circular list and counts its
//! open and blocked slots and its occupying figures.

use super::board::{Board, PlacedTile, SegmentId, Socket, copy_with_room};
use super::catalog::{Catalog, KindId, LAYERS, Layer, TileType};
use super::geometry::{RegionRef, Rotation, Side, Slot};

/// A feature, named by its representative segment. The representative can
/// change when features join, so ids are only stable between two placements.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct FeatureId(pub u32);

/// What the graph knows about a segment.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Segment {
    /// Index of its tile in [`super::board::Board::tiles`].
    pub tile: u16,
    /// Region index on that tile (catalog order).
    pub region: u8,
    /// Region kind.
    pub kind: KindId,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Totals {
    open: u16,
    blocked: u16,
    size: u16,
    occupants: u16,
}

/// How many different features `ids` names, without allocating for the
/// few that positions rated by bots hold.
pub fn count_distinct(mut ids: impl Iterator<Item = FeatureId>) -> usize {
    let mut few = [FeatureId(0); 16];
    let mut count = 0;
    for id in ids.by_ref() {
        if few[..count].contains(&id) {
            continue;
        }
        let Some(slot) = few.get_mut(count) else {
            let mut many: Vec<FeatureId> = few.iter().copied().chain([id]).chain(ids).collect();
            many.sort_unstable();
            many.dedup();
            return many.len();
        };
        *slot = id;
        count += 1;
    }
    count
}

/// All segments of a game and the features they form.
#[derive(Debug, Default, PartialEq, Eq)]
pub struct FeatureGraph {
    segments: Vec<Segment>,
    root: Vec<u32>,
    next: Vec<u32>,
    totals: Vec<Totals>,
}

/// A copy keeps the room for the rest of the game's segments: bots copy a
/// graph and add a tile to it, which would otherwise move every vector.
impl Clone for FeatureGraph {
    fn clone(&self) -> Self {
        FeatureGraph {
            segments: copy_with_room(&self.segments),
            root: copy_with_room(&self.root),
            next: copy_with_room(&self.next),
            totals: copy_with_room(&self.totals),
        }
    }
}

impl FeatureGraph {
    /// An empty graph with room for `capacity` segments.
    pub fn with_capacity(capacity: usize) -> Self {
        FeatureGraph {
            segments: Vec::with_capacity(capacity),
            root: Vec::with_capacity(capacity),
            next: Vec::with_capacity(capacity),
            totals: Vec::with_capacity(capacity),
        }
    }

    /// The id the next added segment will get.
    pub fn next_segment(&self) -> SegmentId {
        SegmentId(self.segments.len() as u32)
    }

    /// Adds one segment per region of a tile about to be placed and
    /// returns the id of its region 0. Every slot starts open.
    pub fn add_tile(&mut self, board_index: usize, tile: &TileType) -> SegmentId {
        let first = self.next_segment();
        let tile_index = u16::try_from(board_index).unwrap_or(u16::MAX);
        for (region, def) in tile.regions.iter().enumerate() {
            let id = self.segments.len() as u32;
            self.segments.push(Segment { tile: tile_index, region: region as u8, kind: def.kind });
            self.root.push(id);
            self.next.push(id);
            self.totals.push(Totals { open: def.slots.len() as u16, blocked: 0, size: 1, occupants: 0 });
        }
        first
    }

    /// Joins the segments of a just-placed tile with its neighbours.
    ///
    /// For every touching slot pair, per layer: two regions of the same kind
    /// join; each region present stops being open on that slot. A terrain
    /// slot facing no terrain region (an abbey side) is closed; an overlay
    /// slot facing no overlay region is blocked for good (mist running into
    /// clear land can never be finished).
    pub fn attach(&mut self, catalog: &Catalog, new: &PlacedTile, neighbours: [Option<&PlacedTile>; 4]) {
        let Some(new_type) = catalog.tile(new.tile) else {
            return;
        };
        for side in Side::ALL {
            let Some(other) = neighbours[side as usize] else {
                continue;
            };
            let Some(other_type) = catalog.tile(other.tile) else {
                continue;
            };
            for slot in side.slots() {
                let facing = slot.facing();
                for layer in [Layer::Terrain, Layer::Overlay].into_iter().take(LAYERS) {
                    let ours = new_type.region_at(new.rotation, layer, slot).map(|r| new.segment(r));
                    let theirs = other_type.region_at(other.rotation, layer, facing).map(|r| other.segment(r));
                    self.touch(layer, ours, theirs);
                }
            }
        }
    }

    /// Side `side` of `tile` now faces a face-down tile: every region
    /// reaching it, in every layer, stops being open there and can never
    /// be finished (MISTS-CURSE-2).
    pub fn block_side(&mut self, catalog: &Catalog, tile: &PlacedTile, side: Side) {
        let Some(ty) = catalog.tile(tile.tile) else {
            return;
        };
        for slot in side.slots() {
            for layer in [Layer::Terrain, Layer::Overlay] {
                if let Some(region) = ty.region_at(tile.rotation, layer, slot) {
                    let segment = tile.segment(region);
                    self.close_slot(segment);
                    self.totals_mut(segment).blocked += 1;
                }
            }
        }
    }

    /// Whether the feature can never be finished: it reaches clear land
    /// (mist) or a face-down tile.
    pub fn is_blocked(&self, feature: FeatureId) -> bool {
        self.totals(feature).blocked > 0
    }

    fn touch(&mut self, layer: Layer, a: Option<SegmentId>, b: Option<SegmentId>) {
        match (a, b) {
            (Some(a), Some(b)) => {
                self.close_slot(a);
                self.close_slot(b);
                if self.segments[a.0 as usize].kind == self.segments[b.0 as usize].kind {
                    self.join(a, b);
                } else if layer == Layer::Overlay {
                    self.totals_mut(a).blocked += 1;
                    self.totals_mut(b).blocked += 1;
                }
            }
            (Some(lone), None) | (None, Some(lone)) => {
                self.close_slot(lone);
                if layer == Layer::Overlay {
                    self.totals_mut(lone).blocked += 1;
                }
            }
            (None, None) => {}
        }
    }

    fn close_slot(&mut self, seg: SegmentId) {
        let totals = self.totals_mut(seg);
        totals.open = totals.open.saturating_sub(1);
    }

    fn totals_mut(&mut self, seg: SegmentId) -> &mut Totals {
        let root = self.root[seg.0 as usize];
        &mut self.totals[root as usize]
    }

    fn totals(&self, feature: FeatureId) -> Totals {
        self.totals.get(feature.0 as usize).copied().unwrap_or_default()
    }

    fn join(&mut self, a: SegmentId, b: SegmentId) {
        let (mut keep, mut gone) = (self.root[a.0 as usize], self.root[b.0 as usize]);
        if keep == gone {
            return;
        }
        if self.totals[keep as usize].size < self.totals[gone as usize].size {
            std::mem::swap(&mut keep, &mut gone);
        }
        let mut member = gone;
        loop {
            self.root[member as usize] = keep;
            member = self.next[member as usize];
            if member == gone {
                break;
            }
        }
        self.next.swap(keep as usize, gone as usize);
        let g = self.totals[gone as usize];
        let k = &mut self.totals[keep as usize];
        k.open += g.open;
        k.blocked += g.blocked;
        k.size += g.size;
        k.occupants += g.occupants;
    }

    /// The feature a segment belongs to.
    pub fn feature_of(&self, seg: SegmentId) -> FeatureId {
        FeatureId(self.root.get(seg.0 as usize).copied().unwrap_or(seg.0))
    }

    /// A segment's tile, region and kind.
    pub fn segment(&self, seg: SegmentId) -> Option<Segment> {
        self.segments.get(seg.0 as usize).copied()
    }

    /// The kind of a feature.
    pub fn kind(&self, feature: FeatureId) -> Option<KindId> {
        self.segment(SegmentId(feature.0)).map(|s| s.kind)
    }

    /// Slots of the feature that face an empty cell (BASE-TERM-4).
    pub fn open_slots(&self, feature: FeatureId) -> u16 {
        self.totals(feature).open
    }

    /// Whether the feature has no open and no blocked slot.
    pub fn is_closed(&self, feature: FeatureId) -> bool {
        let t = self.totals(feature);
        t.open == 0 && t.blocked == 0
    }

    /// Figures counted as occupying the feature (BASE-TERM-7).
    pub fn occupants(&self, feature: FeatureId) -> u16 {
        self.totals(feature).occupants
    }

    /// Records a figure standing on `seg` (or, with `-1`, leaving it).
    pub fn add_occupants(&mut self, seg: SegmentId, delta: i16) {
        if (seg.0 as usize) < self.segments.len() {
            let t = self.totals_mut(seg);
            t.occupants = t.occupants.saturating_add_signed(delta);
        }
    }

    /// The member segments of a feature.
    pub fn members(&self, feature: FeatureId) -> Members<'_> {
        let valid = (feature.0 as usize) < self.segments.len();
        Members { graph: self, start: feature.0, current: valid.then_some(feature.0) }
    }

    /// Number of distinct tiles holding a segment of the feature
    /// (BASE-TERM-5: a tile counts once however many segments it holds).
    pub fn tile_count(&self, feature: FeatureId) -> usize {
        // A tile's segments have consecutive ids, region 0 first: a member
        // counts its tile unless a lower segment of the same tile is in
        // the feature too. Bots rate positions by this count: no
        // allocation, no sort.
        let first_of_its_tile = |member: &SegmentId| {
            let id = member.0 as usize;
            let Some(region) = self.segments.get(id).map(|s| usize::from(s.region)) else { return false };
            let tile_start = id.saturating_sub(region);
            !self.root[tile_start..id].contains(&self.root[id])
        };
        self.members(feature).filter(first_of_its_tile).count()
    }

    /// Every feature, by its representative, in increasing id order.
    pub fn features(&self) -> impl Iterator<Item = FeatureId> + '_ {
        self.root.iter().enumerate().filter(|(i, r)| *i == **r as usize).map(|(i, _)| FeatureId(i as u32))
    }

    /// Regions of `ty` (as a bit set) that would belong to a `marked`
    /// feature (occupied, say) once it lies at `rotation` on the cell of
    /// `socket`: a region joins the neighbours' features of its kind behind
    /// its slots, and two regions of the tile that join one neighbour
    /// feature end up in the same feature. Reads; places nothing.
    pub fn regions_joining(
        &self,
        ty: &TileType,
        socket: &Socket,
        rotation: Rotation,
        marked: impl Fn(FeatureId) -> bool,
    ) -> u64 {
        let mut touched = [(0u8, FeatureId(0)); 12];
        let mut count = 0;
        let mut joining = 0u64;
        for slot in Slot::ALL {
            let (Some(region), Some(segment)) = (ty.region_at(rotation, Layer::Terrain, slot), socket.behind(slot))
            else {
                continue;
            };
            let feature = self.feature_of(segment);
            if self.kind(feature) == ty.regions.get(usize::from(region)).map(|r| r.kind) {
                touched[count] = (region, feature);
                count += 1;
                if marked(feature) {
                    joining |= 1 << region;
                }
            }
        }
        let touched = &touched[..count];
        let mut grew = joining != 0;
        while grew {
            grew = false;
            for (region, feature) in touched {
                let joined = touched.iter().any(|(r, f)| f == feature && joining & (1 << r) != 0);
                if joined && joining & (1 << region) == 0 {
                    joining |= 1 << region;
                    grew = true;
                }
            }
        }
        joining
    }

    /// A feature's public id: the lowest id of its segments, so it never
    /// changes when the feature grows.
    pub fn stable_id(&self, feature: FeatureId) -> u32 {
        self.stable_id_and_size(feature).0
    }

    /// [`stable_id`](Self::stable_id) and how many segments the feature
    /// has, in one walk of its members: a feature only grows, so the two
    /// say which segments it has.
    pub fn stable_id_and_size(&self, feature: FeatureId) -> (u32, u32) {
        let (lowest, size) = self
            .members(feature)
            .fold((None, 0), |(lowest, size), s| (Some(lowest.map_or(s.0, |l: u32| l.min(s.0))), size + 1));
        (lowest.unwrap_or(feature.0), size)
    }

    /// Where segment `segment` lies on `board`, as clients name it.
    pub fn region_ref(&self, board: &Board, segment: SegmentId) -> Option<RegionRef> {
        let seg = self.segment(segment)?;
        let tile = board.tiles().get(usize::from(seg.tile))?;
        Some(RegionRef { x: tile.pos.x, y: tile.pos.y, region: seg.region })
    }

    /// The features that `tile`'s segments belong to, without repeats.
    pub fn features_on(&self, tile: &PlacedTile, regions: usize) -> Vec<FeatureId> {
        let mut found: Vec<FeatureId> = (0..regions).map(|r| self.feature_of(tile.segment(r as u8))).collect();
        found.sort_unstable();
        found.dedup();
        found
    }
}

/// Iterator over the members of a feature.
pub struct Members<'a> {
    graph: &'a FeatureGraph,
    start: u32,
    current: Option<u32>,
}

impl Iterator for Members<'_> {
    type Item = SegmentId;

    fn next(&mut self) -> Option<SegmentId> {
        let current = self.current?;
        let next = self.graph.next[current as usize];
        self.current = (next != self.start).then_some(next);
        Some(SegmentId(current))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn count_distinct_counts_each_feature_once() {
        let ids = [3, 1, 3, 2, 1].map(FeatureId);
        assert_eq!(count_distinct(ids.into_iter()), 3);
        assert_eq!(count_distinct(std::iter::empty()), 0);
    }

    #[test]
    fn count_distinct_goes_on_past_the_few_it_keeps_at_hand() {
        // 40 features, each named twice, the repeats after the first 16.
        let ids = (0..40).chain(0..40).map(FeatureId);
        assert_eq!(count_distinct(ids), 40);
    }
}
