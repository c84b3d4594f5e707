//! Area values (DISC-SCORE-*), scoring a figure taken back (DISC-RET-*) and
//! the final scoring (DISC-END-2). Nothing here is stored in the log: it is
//! derived while the log is replayed.

use super::records::{Scoring, ScoringKind, Value};
use super::state::{GameState, Phase};
use super::tiles::{Terrain, tables};
use crate::board::SegmentId;
use crate::feature_list::{regions_of, tiles_of};
use crate::features::FeatureId;
use crate::players::PlacedFigure;
use crate::ruleset::Rating;
use crate::seat::Seat;

impl Rating for GameState {
    /// DISC-END-2: every figure still out scores its area as if open, each
    /// for its owner; then every figure goes home.
    fn final_scoring(&mut self) {
        self.head.phase = Phase::Finished;
        self.final_figures = std::mem::take(&mut self.figures);
        for figure in self.final_figures.clone() {
            let feature = self.head.table.features.feature_of(figure.segment);
            self.head.table.features.add_occupants(figure.segment, -1);
            if let Some(left) = self.supplies.get_mut(usize::from(figure.owner.0)) {
                *left += 1;
            }
            self.pay(ScoringKind::Final, feature, figure.owner, true);
        }
    }
}

impl GameState {
    /// The terrain of a feature.
    pub(super) fn terrain(&self, feature: FeatureId) -> Option<Terrain> {
        self.region_of(SegmentId(feature.0)).map(|r| r.terrain)
    }

    fn region_of(&self, segment: SegmentId) -> Option<&'static super::tiles::RegionInfo> {
        let seg = self.head.table.features.segment(segment)?;
        let tile = self.head.table.board.tiles().get(usize::from(seg.tile))?;
        tables().region(tile.tile, seg.region)
    }

    /// Towns on the regions of `feature` (land: in it; water: on its shore).
    pub(super) fn towns(&self, feature: FeatureId) -> u32 {
        self.head.table.features.members(feature).filter_map(|s| self.region_of(s)).map(|r| r.towns).sum()
    }

    /// The lowland areas bordering the mountain area `mountain`, each once
    /// (DISC-TERM-4, DISC-AMB-3).
    pub(super) fn adjacent_lowlands(&self, mountain: FeatureId) -> Vec<FeatureId> {
        let features = &self.head.table.features;
        let mut lowlands: Vec<FeatureId> = features
            .members(mountain)
            .filter_map(|s| {
                let seg = features.segment(s)?;
                let tile = self.head.table.board.tiles().get(usize::from(seg.tile))?;
                Some((tile, tables().region(tile.tile, seg.region)?))
            })
            .flat_map(|(tile, region)| region.lowlands.iter().map(|l| features.feature_of(tile.segment(*l))))
            .collect();
        lowlands.sort_unstable();
        lowlands.dedup();
        lowlands
    }

    /// The value of an area (DISC-SCORE-*): as it is now, or `as_open` as
    /// the final scoring counts it (DISC-END-2).
    pub(super) fn value(&self, feature: FeatureId, as_open: bool) -> Option<Value> {
        let terrain = self.terrain(feature)?;
        let tiles = self.head.table.features.tile_count(feature) as u32;
        let closed = !as_open && self.head.table.features.is_closed(feature);
        // DISC-SCORE-NOTE-1, DISC-AMB-2: a closed area of 1 or 2 tiles is worth its open value.
        let small = closed && tiles <= 2;
        let bonus = closed && !small;
        let (towns, points) = match terrain {
            // DISC-SCORE-LOW-1: towns do not count.
            Terrain::Lowland => (0, if bonus { 2 * tiles } else { tiles }),
            Terrain::Mountain => {
                // DISC-SCORE-MTN-1/2: its own towns and the adjacent lowlands', each once.
                let lowlands: u32 = self.adjacent_lowlands(feature).into_iter().map(|l| self.towns(l)).sum();
                let towns = self.towns(feature) + lowlands;
                (towns, if bonus { 2 * towns } else { towns })
            }
            Terrain::Water => {
                // DISC-SCORE-WAT-1, DISC-AMB-1: closed, 1 per tile plus 1 per town.
                let towns = self.towns(feature);
                (towns, if bonus { tiles + towns } else { towns })
            }
        };
        Some(Value { terrain, tiles, towns, closed, small, points })
    }

    /// DISC-RET-1..4: the figure taken back scores its area's value now for
    /// its owner and goes back to his supply; other figures stay.
    pub(super) fn score_taken_back(&mut self, figure: PlacedFigure<()>) {
        let feature = self.head.table.features.feature_of(figure.segment);
        self.head.table.features.add_occupants(figure.segment, -1);
        if let Some(left) = self.supplies.get_mut(usize::from(figure.owner.0)) {
            *left += 1;
        }
        self.pay(ScoringKind::TakenBack, feature, figure.owner, false);
    }

    fn pay(&mut self, kind: ScoringKind, feature: FeatureId, scorer: Seat, as_open: bool) {
        let Some(value) = self.value(feature, as_open) else {
            return;
        };
        self.head.seats.award(scorer, value.points);
        if !self.head.keeps_records() {
            return;
        }
        // As the area is now: it may grow and merge after a take-back.
        let tiles = tiles_of(&regions_of(&self.head.table, feature));
        let area_closed = self.head.table.features.is_closed(feature);
        let feature = self.head.table.features.stable_id(feature);
        self.head.record(Scoring { turn: self.head.turn, kind, feature, tiles, area_closed, value, scorer });
    }
}
