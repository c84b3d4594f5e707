//! Values of rivers, forests, river systems and meadows, scoring during
//! play, the bonus tiles' effects and the final scoring (HG-SCORE-*,
//! HG-MEN-*, HG-FINAL-*). Nothing here is stored in the log: it is derived
//! while the log is replayed.

use super::events::Figure;
use super::records::{Scoring, ScoringKind, Value};
use super::state::{GameState, Phase};
use super::tiles::{Animals, RegionInfo, Special, Terrain, tables};
use crate::board::PlacedTile;
use crate::board::SegmentId;
use crate::features::FeatureId;
use crate::geometry::Pos;
use crate::players::majority;
use crate::ruleset::Rating;
use crate::seat::Seat;

impl Rating for GameState {
    /// HG-FINAL-*: fishermen and gatherers on open features leave unscored;
    /// every river system with huts and every meadow with hunters scores;
    /// then every piece goes home.
    fn final_scoring(&mut self) {
        self.head.phase = Phase::Finished;
        self.final_figures = self.figures.clone();
        let mut systems: Vec<Vec<FeatureId>> = Vec::new();
        let mut meadows: Vec<FeatureId> = Vec::new();
        for figure in &self.figures {
            let feature = self.head.table.features.feature_of(figure.segment);
            match (figure.kind, self.terrain(feature)) {
                (Figure::Hut, _) if !systems.iter().any(|s| s.contains(&feature)) => systems.push(self.system(feature)),
                (Figure::Follower, Some(Terrain::Meadow)) if !meadows.contains(&feature) => meadows.push(feature),
                _ => {}
            }
        }
        for system in systems {
            let (mut value, raft) = self.system_value(&system);
            // HG-FINAL-HUT-1, HG-MEN-RAFT-1
            value.points = value.fish + if raft { value.lakes } else { 0 };
            let huts = self
                .figures
                .iter()
                .filter(|f| f.kind == Figure::Hut && system.contains(&self.head.table.features.feature_of(f.segment)));
            let scorers = majority(huts.copied(), usize::from(self.head.seats.count()), |_| 1);
            self.pay(ScoringKind::Huts, system[0], value, scorers, Vec::new());
        }
        for meadow in meadows {
            let value = self.meadow_value(meadow);
            let scorers = self.majority_of(meadow, Figure::Follower);
            self.pay(ScoringKind::Hunters, meadow, value, scorers, Vec::new());
        }
        for figure in std::mem::take(&mut self.figures) {
            if figure.kind == Figure::Follower {
                self.head.table.features.add_occupants(figure.segment, -1);
            }
            self.return_to_supply(figure);
        }
    }
}

impl GameState {
    pub(super) fn info(&self, segment: SegmentId) -> Option<(&PlacedTile, &'static RegionInfo)> {
        let seg = self.head.table.features.segment(segment)?;
        let tile = self.head.table.board.tiles().get(usize::from(seg.tile))?;
        Some((tile, tables().region(tile.tile, seg.region)?))
    }

    /// The terrain of a feature.
    pub fn terrain(&self, feature: FeatureId) -> Option<Terrain> {
        self.info(SegmentId(feature.0)).map(|(_, r)| r.terrain)
    }

    /// A river's value (HG-SCORE-RIVER-1, HG-AMB-9): its tiles, its fish
    /// and the fish of the lakes at its ends, each lake once.
    pub fn river_value(&self, river: FeatureId) -> Value {
        let mut value = Value { tiles: self.head.table.features.tile_count(river) as u32, ..Value::default() };
        let mut lakes = Vec::new();
        for segment in self.head.table.features.members(river) {
            if let Some((tile, region)) = self.info(segment) {
                value.fish += region.fish;
                lakes.extend(region.lake.map(|lake| self.head.table.features.feature_of(tile.segment(lake))));
            }
        }
        lakes.sort_unstable();
        lakes.dedup();
        for lake in &lakes {
            value.fish += self.info(SegmentId(lake.0)).map_or(0, |(_, r)| r.fish);
        }
        value.lakes = lakes.len() as u32;
        value.points = value.tiles + value.fish;
        value
    }

    /// A forest's value (HG-SCORE-FOREST-1, HG-MEN-MUSH-1) and whether it
    /// shows a menhir.
    pub fn forest_value(&self, forest: FeatureId) -> (Value, bool) {
        let mut value = Value { tiles: self.head.table.features.tile_count(forest) as u32, ..Value::default() };
        let mut menhir = false;
        for (_, region) in self.head.table.features.members(forest).filter_map(|s| self.info(s)) {
            value.mushrooms += region.mushrooms;
            menhir |= region.menhir;
        }
        value.points = 2 * value.tiles + 3 * value.mushrooms;
        (value, menhir)
    }

    /// The river system of a river or lake (HG-TERM-1): every river and lake
    /// connected to it, lakes included, sorted.
    pub fn system(&self, start: FeatureId) -> Vec<FeatureId> {
        let mut system = Vec::with_capacity(16);
        system.push(start);
        let mut next = 0;
        while let Some(&feature) = system.get(next) {
            next += 1;
            for (tile, region) in self.head.table.features.members(feature).filter_map(|s| self.info(s)) {
                let linked = region.lake.into_iter().chain(region.rivers.iter().copied());
                for other in linked.map(|r| self.head.table.features.feature_of(tile.segment(r))) {
                    if !system.contains(&other) {
                        system.push(other);
                    }
                }
            }
        }
        system.sort_unstable();
        system
    }

    /// Whether the river system of `feature` holds a hut (HG-PLACE-HUT-1).
    pub fn system_has_hut(&self, feature: FeatureId) -> bool {
        let system = self.system(feature);
        self.figures
            .iter()
            .any(|f| f.kind == Figure::Hut && system.contains(&self.head.table.features.feature_of(f.segment)))
    }

    /// Fish and lakes of a river system, and whether a raft lies on it.
    fn system_value(&self, system: &[FeatureId]) -> (Value, bool) {
        let mut value = Value::default();
        let mut raft = false;
        for (_, region) in system.iter().flat_map(|f| self.head.table.features.members(*f)).filter_map(|s| self.info(s))
        {
            value.fish += region.fish;
            value.lakes += u32::from(region.terrain == Terrain::Lake);
            raft |= region.special == Some(Special::Raft);
        }
        (value, raft)
    }

    /// HG-TURN-1 step 1: the canoe (HG-MEN-CANOE-1) and the small trap
    /// (HG-MEN-STRAP-1) act as soon as their tile is placed.
    pub(super) fn immediate_effects(&mut self, placed: usize) {
        let Some(tile) = self.head.table.board.tiles().get(placed) else {
            return;
        };
        let pos = tile.pos;
        let specials: Vec<(SegmentId, Special)> = (tables().regions(tile.tile).iter().enumerate())
            .filter_map(|(index, region)| Some((tile.segment(index as u8), region.special?)))
            .collect();
        for (segment, special) in specials {
            let feature = self.head.table.features.feature_of(segment);
            match special {
                Special::Canoe => {
                    let (system, _) = self.system_value(&self.system(feature));
                    let value = Value { lakes: system.lakes, points: 2 * system.lakes, ..Value::default() };
                    self.pay(ScoringKind::Canoe, feature, value, vec![self.head.seats.current()], Vec::new());
                }
                Special::SmallTrap => {
                    let area = |p: Pos| (p.x - pos.x).abs() <= 1 && (p.y - pos.y).abs() <= 1;
                    let trapped: Vec<SegmentId> = self
                        .head
                        .table
                        .features
                        .members(feature)
                        .filter(|s| !self.covered.contains(s) && self.info(*s).is_some_and(|(t, _)| area(t.pos)))
                        .collect();
                    let mut animals = Animals::default();
                    for (_, region) in trapped.iter().filter_map(|s| self.info(*s)) {
                        animals.add(region.animals, 1);
                    }
                    let value = hunt(animals, Animals::default(), false);
                    // HG-AMB-4: every animal of the meadow in the area is covered.
                    self.covered.extend_from_slice(&trapped);
                    self.pay(ScoringKind::SmallTrap, feature, value, vec![self.head.seats.current()], trapped);
                }
                // They act at the end or in the piece step.
                Special::Raft | Special::BigTrap | Special::Fire | Special::Shaman => {}
            }
        }
    }

    /// HG-TURN-1 step 3: scores every river and forest the tile closed
    /// (HG-SCORE-*) and returns their figures. Returns whether a closed
    /// forest shows a menhir (HG-MENHIR-1: occupied or not).
    pub(super) fn score_closed(&mut self, placed: usize) -> bool {
        let Some(tile) = self.head.table.board.tiles().get(placed).cloned() else {
            return false;
        };
        let regions = tables().regions(tile.tile).len();
        let mut menhir = false;
        for feature in self.head.table.features.features_on(&tile, regions) {
            if !self.head.table.features.is_closed(feature) {
                continue;
            }
            let (kind, value) = match self.terrain(feature) {
                Some(Terrain::River) => (ScoringKind::River, self.river_value(feature)),
                Some(Terrain::Forest) => {
                    let (value, shows_menhir) = self.forest_value(feature);
                    menhir |= shows_menhir;
                    (ScoringKind::Forest, value)
                }
                _ => continue,
            };
            if self.head.table.features.occupants(feature) > 0 {
                let scorers = self.majority_of(feature, Figure::Follower);
                self.pay(kind, feature, value, scorers, Vec::new());
                self.return_pieces(feature, Figure::Follower);
            }
        }
        menhir
    }

    /// A meadow's value at the end (HG-FINAL-HUNT-1): its uncovered animals,
    /// tigers ignored with a fire (HG-MEN-FIRE-1), animals around a big trap
    /// of this meadow doubled once (HG-MEN-BTRAP-1, HG-AMB-6/7).
    pub fn meadow_value(&self, meadow: FeatureId) -> Value {
        // Walked once per question rather than collected: bots value
        // meadows in every position they rate, and most hold no trap.
        let members = || {
            self.head.table.features.members(meadow).filter(|s| !self.covered.contains(s)).filter_map(|s| self.info(s))
        };
        let traps: Vec<Pos> =
            members().filter(|(_, r)| r.special == Some(Special::BigTrap)).map(|(t, _)| t.pos).collect();
        let fire = members().any(|(_, r)| r.special == Some(Special::Fire));
        let (mut plain, mut doubled) = (Animals::default(), Animals::default());
        for (tile, region) in members() {
            let trapped = traps.iter().any(|p| (p.x - tile.pos.x).abs() <= 1 && (p.y - tile.pos.y).abs() <= 1);
            if trapped { &mut doubled } else { &mut plain }.add(region.animals, 1);
        }
        hunt(plain, doubled, fire)
    }

    /// Players with the most pieces of `kind` on `feature` (HG-SCORE-MAJ-1).
    fn majority_of(&self, feature: FeatureId, kind: Figure) -> Vec<Seat> {
        let on =
            self.figures.iter().filter(|f| f.kind == kind && self.head.table.features.feature_of(f.segment) == feature);
        majority(on.copied(), usize::from(self.head.seats.count()), |_| 1)
    }

    /// Awards `value` to `scorers` and records the scoring (a small trap's
    /// with the meadow segments it `covered`).
    fn pay(
        &mut self,
        kind: ScoringKind,
        feature: FeatureId,
        value: Value,
        scorers: Vec<Seat>,
        covered: Vec<SegmentId>,
    ) {
        for seat in &scorers {
            self.head.seats.award(*seat, value.points);
        }
        if !self.head.keeps_records() {
            return;
        }
        let menhir = (self.head.phase != Phase::Finished).then_some(self.menhir_turn);
        let shown = self.shown(kind, feature, &covered);
        self.head.record(Scoring { turn: self.head.turn, kind, feature, value, scorers, menhir, covered, shown });
    }

    /// HG-SCORE-RET-1: the pieces of `kind` on `feature` go home.
    fn return_pieces(&mut self, feature: FeatureId, kind: Figure) {
        let (leaving, staying): (Vec<_>, Vec<_>) = std::mem::take(&mut self.figures)
            .into_iter()
            .partition(|f| f.kind == kind && self.head.table.features.feature_of(f.segment) == feature);
        self.figures = staying;
        for figure in leaving {
            self.head.table.features.add_occupants(figure.segment, -1);
            self.return_to_supply(figure);
        }
    }
}

/// The worth of animals (HG-FINAL-HUNT-1): mammoth 3, aurochs 2, deer 1;
/// each tiger (none with a fire) eats one deer, plain deer before doubled
/// ones (HG-AMB-5); `doubled` animals count twice.
pub(super) fn hunt(plain: Animals, doubled: Animals, fire: bool) -> Value {
    let tigers = if fire { 0 } else { plain.tiger + doubled.tiger };
    let eaten_plain = tigers.min(plain.deer);
    let eaten_doubled = (tigers - eaten_plain).min(doubled.deer);
    let mut animals = Animals::default();
    animals.add(Animals { deer: plain.deer - eaten_plain, ..plain }, 1);
    animals.add(Animals { deer: doubled.deer - eaten_doubled, ..doubled }, 2);
    animals.tiger = tigers;
    let points = 3 * animals.mammoth + 2 * animals.aurochs + animals.deer;
    Value { animals, points, ..Value::default() }
}
