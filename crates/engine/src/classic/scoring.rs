//! Feature values, scoring during play and final scoring (BASE-SCORE-*,
//! BASE-END-*). Scores are never stored in the log: they are derived here
//! while the log is replayed.

use super::events::Figure;
use super::records::{FeatureValue, Scoring, ScoringTime, Shown};
use super::state::{GameState, Phase, WaitingWagon};
use super::tiles::{Marks, Terrain, tables};
use super::trade::{Goods, goods_scorings};
use crate::feature_list::{regions_of, tiles_of};
use crate::features::{FeatureId, count_distinct};
use crate::geometry::Slot;
use crate::players::majority;
use crate::ruleset::Rating;
use crate::seat::Seat;

impl Rating for GameState {
    /// BASE-END-2/3: incomplete roads, cities and monasteries with
    /// followers, then every field with farmers; the figures go home (the
    /// view keeps showing where they stood).
    fn final_scoring(&mut self) {
        self.final_figures = self.figures.clone();
        // AM-WAGON-9: wagons do not move at the end; any still waiting go home.
        for wagon in std::mem::take(&mut self.waiting_wagons) {
            self.give_back(wagon.owner, Figure::Wagon);
        }
        let t = tables();
        // Only figures and barns occupy features: the features they stand
        // on, in id order, rather than a scan of every feature.
        let features = &self.head.table.features;
        let standing = self.figures.iter().map(|f| f.segment).chain(self.barns.iter().map(|b| b.segment));
        let mut occupied: Vec<(FeatureId, Terrain)> = standing
            .map(|segment| features.feature_of(segment))
            .filter(|f| features.occupants(*f) > 0)
            .filter_map(|f| Some((f, t.terrain(features.kind(f)?)?)))
            .collect();
        // Fields last, each group in id order.
        occupied.sort_unstable_by_key(|(feature, terrain)| (*terrain == Terrain::Field, *feature));
        occupied.dedup();
        for (feature, _) in occupied {
            self.score(feature, ScoringTime::Final);
        }
        // TB-GOODS-3, TB-END-1
        let holdings: Vec<Goods> = self.players.iter().map(|p| p.goods).collect();
        self.goods_scorings = goods_scorings(&holdings);
        for scoring in &self.goods_scorings {
            for seat in &scoring.scorers {
                self.head.seats.award(Seat(*seat), scoring.points);
            }
        }
        self.head.phase = Phase::Finished;
    }
}

impl GameState {
    /// The feature's value by the rules for its kind and state.
    pub fn feature_value(&self, feature: FeatureId) -> Option<FeatureValue> {
        let t = tables();
        let terrain = t.terrain(self.head.table.features.kind(feature)?)?;
        let mut value = FeatureValue {
            terrain,
            complete: false,
            tiles: self.head.table.features.tile_count(feature) as u32,
            shields: 0,
            cities: 0,
            inn: false,
            cathedral: false,
            points: 0,
        };
        match terrain {
            Terrain::Road => {
                value.complete = self.head.table.features.is_closed(feature);
                value.inn = self.has_inns() && self.marks_of(feature).any(|m| m.inn);
                value.points = match (value.inn, value.complete) {
                    // IC-INN-1, IC-INN-2
                    (true, true) => 2 * value.tiles,
                    (true, false) => 0,
                    // BASE-SCORE-ROAD-1, BASE-END-ROAD-1: 1 per tile either way.
                    (false, _) => value.tiles,
                };
            }
            Terrain::City => {
                value.complete = self.head.table.features.is_closed(feature);
                for marks in self.marks_of(feature) {
                    value.shields += u32::from(marks.shields);
                    value.cathedral |= marks.cathedral;
                }
                let small = self.head.options.small_city_exception && value.tiles == 2;
                value.points = match (value.cathedral, value.complete && !small) {
                    // IC-CATH-1, IC-CATH-2
                    (true, true) => 3 * value.tiles + 3 * value.shields,
                    (true, false) => 0,
                    // BASE-SCORE-CITY-1/2
                    (false, true) => 2 * value.tiles + 2 * value.shields,
                    // BASE-END-CITY-1 (and the first-edition small city, BASE-AMB-1)
                    (false, false) => value.tiles + value.shields,
                };
            }
            Terrain::Monastery | Terrain::Abbey => {
                let pos = self.segment_pos(feature)?;
                let around = self.head.table.board.surrounding_tiles(pos) as u32;
                value.tiles = 1 + around;
                value.complete = around == 8;
                // BASE-SCORE-MON-1 (9) and BASE-END-MON-1 (1 + neighbours).
                value.points = value.tiles;
            }
            // RIVER-SCORE-1: the river is worth nothing.
            Terrain::River => value.complete = self.head.table.features.is_closed(feature),
            Terrain::Field => {
                value.cities = self.completed_cities_bordering(feature) as u32;
                // BASE-SCORE-FIELD-1; AM-BARN-9 with a barn.
                value.points = if self.has_barn(feature) { 4 } else { 3 } * value.cities;
            }
        }
        Some(value)
    }

    /// Whether inns may lie on the board: roads of games without them are
    /// valued without looking at their tiles.
    fn has_inns(&self) -> bool {
        self.head.options.inns_cathedrals().land_tiles
    }

    /// What each segment of `feature` bears.
    fn marks_of(&self, feature: FeatureId) -> impl Iterator<Item = Marks> + '_ {
        let t = tables();
        self.head.table.features.members(feature).filter_map(move |s| {
            let seg = self.head.table.features.segment(s)?;
            let tile = self.head.table.board.tiles().get(usize::from(seg.tile))?;
            Some(t.marks(tile.tile, seg.region))
        })
    }

    fn segment_pos(&self, feature: FeatureId) -> Option<crate::geometry::Pos> {
        let seg = self.head.table.features.segment(crate::board::SegmentId(feature.0))?;
        self.head.table.board.tiles().get(usize::from(seg.tile)).map(|p| p.pos)
    }

    /// How many completed cities a field borders, each counted once
    /// (BASE-SCORE-FIELD-1/2).
    pub fn completed_cities_bordering(&self, field: FeatureId) -> usize {
        let t = tables();
        let features = &self.head.table.features;
        let cities = features
            .members(field)
            .filter_map(|s| features.segment(s))
            .flat_map(|seg| {
                let tile = self.head.table.board.tiles().get(usize::from(seg.tile));
                tile.into_iter().flat_map(move |tile| {
                    t.touches(tile.tile, seg.region).iter().map(move |city| features.feature_of(tile.segment(*city)))
                })
            })
            .filter(|city| features.is_closed(*city));
        count_distinct(cities)
    }

    /// BASE-SCORE-1: scores every road and city on the tile just placed and
    /// every monastery on it or around it that is now complete, then returns
    /// the followers of scored features (BASE-SCORE-RET-1).
    pub(super) fn score_completed(&mut self, placed: usize) {
        let Some(tile) = self.head.table.board.tiles().get(placed).cloned() else {
            return;
        };
        let t = tables();
        let regions = t.tile(tile.tile).map_or(0, |ty| ty.regions.len());
        // Features on the tile, and where the tile has no region at a slot
        // (an abbey's walls), the neighbour's feature it closes there
        // without holding a segment of it (AM-ABBEY-4).
        let mut touched = self.head.table.features.features_on(&tile, regions);
        for slot in Slot::ALL.into_iter().filter(|s| tile.terrain_segment(*s).is_none()) {
            let behind =
                self.head.table.board.get(tile.pos.step(slot.side())).and_then(|n| n.terrain_segment(slot.facing()));
            if let Some(segment) = behind {
                touched.push(self.head.table.features.feature_of(segment));
            }
        }
        touched.sort_unstable();
        touched.dedup();
        let mut done: Vec<FeatureId> = touched
            .into_iter()
            .filter(|f| {
                let terrain = self.head.table.features.kind(*f).and_then(|k| t.terrain(k));
                matches!(terrain, Some(Terrain::Road | Terrain::City)) && self.head.table.features.is_closed(*f)
            })
            .collect();
        for pos in std::iter::once(tile.pos).chain(tile.pos.surroundings()) {
            let Some(other) = self.head.table.board.get(pos) else {
                continue;
            };
            if self.head.table.board.surrounding_tiles(pos) < 8 {
                continue;
            }
            let Some(ty) = t.tile(other.tile) else {
                continue;
            };
            for (region, def) in ty.regions.iter().enumerate() {
                if matches!(t.terrain(def.kind), Some(Terrain::Monastery | Terrain::Abbey)) {
                    done.push(self.head.table.features.feature_of(other.segment(region as u8)));
                }
            }
        }
        for feature in done {
            self.take_goods(feature);
            if self.head.table.features.occupants(feature) > 0 {
                self.score(feature, ScoringTime::Completed);
            }
        }
    }

    /// TB-GOODS-1: the player to move, who completed `feature`, takes one
    /// token per goods symbol in it (nothing for other features).
    fn take_goods(&mut self, feature: FeatureId) {
        if !self.head.options.traders_builders().land_tiles {
            return;
        }
        let goods: Vec<_> = self.marks_of(feature).filter_map(|marks| marks.goods).collect();
        let mover = usize::from(self.current().0);
        if let Some(player) = self.players.get_mut(mover) {
            goods.into_iter().for_each(|good| player.goods.add(good));
        }
    }

    /// One figure back to its owner's supply.
    fn give_back(&mut self, owner: Seat, kind: Figure) {
        if let Some(left) = self.players.get_mut(usize::from(owner.0)).and_then(|p| p.supply.get_mut(kind.index())) {
            *left += 1;
        }
    }

    /// AM-BARN-6/7 (step 3b of AM-TURN-1): a field of the tile just placed
    /// that holds farmers and a barn scores for the farmers, at 3 per city
    /// if the barn was placed this turn (AM-EDGE-10), else at 1 per city.
    pub(super) fn score_barn_fields(&mut self, placed: usize) {
        if self.barns.is_empty() {
            return;
        }
        let Some(tile) = self.head.table.board.tiles().get(placed).cloned() else {
            return;
        };
        let t = tables();
        let regions = t.tile(tile.tile).map_or(0, |ty| ty.regions.len());
        let mut fields = self.head.table.features.features_on(&tile, regions);
        fields.sort_unstable();
        fields.dedup();
        for field in fields {
            let farmers = self.figures.iter().any(|f| self.head.table.features.feature_of(f.segment) == field);
            if !farmers || !self.has_barn(field) {
                continue;
            }
            let placed_now =
                self.barns.iter().any(|b| b.pos == tile.pos && self.head.table.features.feature_of(b.segment) == field);
            self.score(field, if placed_now { ScoringTime::BarnPlaced } else { ScoringTime::BarnJoined });
        }
    }

    /// Pays the feature's value to its majority and returns its figures.
    fn score(&mut self, feature: FeatureId, time: ScoringTime) {
        let Some(mut value) = self.feature_value(feature) else {
            return;
        };
        let on_feature =
            |f: &&crate::players::PlacedFigure<_>| self.head.table.features.feature_of(f.segment) == feature;
        // AM-MAJ-1: a mayor weighs the city's shields; nobody scores at
        // strength 0. IC-LARGE-2: a large follower weighs two.
        let strength = |figure: Figure| match figure {
            Figure::Follower | Figure::Wagon => 1,
            Figure::LargeFollower => 2,
            Figure::Mayor => value.shields,
            // TB-BUILD-4, TB-PIG-2, AM-BARN-1: no followers, no weight.
            Figure::Builder | Figure::Pig | Figure::Barn => 0,
        };
        let farmers = || majority(self.figures.iter().filter(on_feature).copied(), self.players.len(), strength);
        let by_barns = time == ScoringTime::Final && value.terrain == Terrain::Field && self.has_barn(feature);
        let scorers = match time {
            ScoringTime::BarnPlaced => {
                value.points = 3 * value.cities;
                farmers()
            }
            ScoringTime::BarnJoined => {
                value.points = value.cities;
                farmers()
            }
            // AM-BARN-9, AM-AMB-6: every barn owner on the field, no majority.
            ScoringTime::Final if by_barns => {
                let mut owners: Vec<Seat> = self
                    .barns
                    .iter()
                    .filter(|b| self.head.table.features.feature_of(b.segment) == feature)
                    .map(|b| b.owner)
                    .collect();
                owners.sort_unstable();
                owners.dedup();
                owners
            }
            ScoringTime::Completed | ScoringTime::Final => farmers(),
        };
        // TB-PIG-2, TB-WITH-1: a farmer's owner with a pig in the field
        // scores 1 more per city (not the barn owners at the end).
        let with_pig =
            |seat: &Seat| self.figures.iter().filter(on_feature).any(|f| f.owner == *seat && f.kind == Figure::Pig);
        let pigs = self.head.options.traders_builders().pigs;
        let (fattened, scorers): (Vec<Seat>, Vec<Seat>) = if pigs && value.terrain == Terrain::Field && !by_barns {
            scorers.into_iter().partition(with_pig)
        } else {
            (Vec::new(), scorers)
        };
        let (features, players, board) = (&mut self.head.table.features, &mut self.players, &self.head.table.board);
        let waiting = &mut self.waiting_wagons;
        self.figures.retain(|figure| {
            if features.feature_of(figure.segment) != feature {
                return true;
            }
            if figure.kind == Figure::Pig && time != ScoringTime::Final {
                // TB-PIG-3, TB-AMB-5: it stays to the end.
                return true;
            }
            if figure.kind.is_follower() {
                features.add_occupants(figure.segment, -1);
            }
            if figure.kind == Figure::Wagon && time == ScoringTime::Completed {
                // AM-WAGON-3: it waits for its owner's decision.
                if let Some(from) = features.region_ref(board, figure.segment) {
                    waiting.push(WaitingWagon { owner: figure.owner, from });
                    return false;
                }
            }
            if let Some(left) =
                players.get_mut(usize::from(figure.owner.0)).and_then(|p| p.supply.get_mut(figure.kind.index()))
            {
                *left += 1;
            }
            false
        });
        let shown = matches!(time, ScoringTime::BarnPlaced | ScoringTime::BarnJoined).then(|| Shown {
            feature: self.head.table.features.stable_id(feature),
            tiles: tiles_of(&regions_of(&self.head.table, feature)),
        });
        let mut scoring = |scorers: Vec<Seat>, value: FeatureValue, pig: bool| {
            for seat in &scorers {
                self.head.seats.award(*seat, value.points);
            }
            let shown = shown.clone();
            self.head.record(Scoring { turn: self.head.turn, time, feature, value, scorers, shown, pig });
        };
        if !scorers.is_empty() || fattened.is_empty() {
            scoring(scorers, value, false);
        }
        if !fattened.is_empty() {
            scoring(fattened, FeatureValue { points: value.points + value.cities, ..value }, true);
        }
    }
}
