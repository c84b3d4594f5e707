//! The order of a turn (MISTS-TURN-1) and everything that follows from a
//! choice without another one: after each recorded event the state runs
//! on to the next decision (or chance's draw), or to victory or defeat.
//! A step whose choice is forced (one candidate) is taken here, not logged.

use super::error::RuleError;
use super::graveyards::BurialChoice;
use super::levels::Graveyards;
use super::records::{Closed, Removal, Scoring, ScoringKind};
use super::state::{AfterBurial, Dog, GameState, Phase};
use super::tiles::{Kind, Tile, tables};
use crate::board::SegmentId;
use crate::geometry::Pos;

impl GameState {
    /// The draw of a turn (or of a replacement): defeat when the active pile
    /// is empty (MISTS-END-2, MISTS-AMB-6).
    pub(super) fn draw(&mut self) {
        if self.active_left() == 0 {
            self.lose("MISTS-END-2");
        } else {
            self.head.phase = Phase::Drawing;
        }
    }

    /// After 1a: 1b, fog the tile closed sends its ghosts home; 1c, the
    /// graveyards it closed bury a guard each; then 2a.
    pub(super) fn after_tile(&mut self, placed: usize) {
        self.clear_closed_fog(placed);
        if let Some(pos) = self.head.table.board.tiles().get(placed).map(|t| t.pos) {
            self.close_graveyards_around(pos);
        }
        self.next_burial(AfterBurial::Emerge(placed));
    }

    /// Buries a guard on each queued graveyard, asking the team where it
    /// has a choice (MISTS-GRAVE-2), then goes on with `then`.
    pub(super) fn next_burial(&mut self, then: AfterBurial) {
        while !self.burials.is_empty() {
            match self.burial_choice() {
                BurialChoice::Nothing => self.buried_on_first(None),
                BurialChoice::Guard(guard) => self.bury_guard(guard),
                BurialChoice::Supply(colour) => self.bury_from_supply(colour),
                BurialChoice::Choose => {
                    self.head.phase = Phase::Burying { then };
                    return;
                }
            }
        }
        match then {
            AfterBurial::Emerge(placed) => self.ghosts_emerge(placed),
            AfterBurial::EndTurn => self.end_turn(),
        }
    }

    /// 2a: ghosts emerge, or the team loses (MISTS-GHOST-4); the extra
    /// graveyard ghost goes where the team chooses when several graveyards
    /// are open (MISTS-GHOST-2, MISTS-AMB-2).
    fn ghosts_emerge(&mut self, placed: usize) {
        match self.emerge(placed) {
            None => self.lose("MISTS-GHOST-4"),
            Some(false) => self.guard_step(placed),
            Some(true) => {
                let open: Vec<usize> = (0..self.graveyards.len()).filter(|g| !self.graveyards[*g].closed).collect();
                if let [only] = open.as_slice() {
                    self.haunt(*only);
                    self.guard_step(placed);
                } else {
                    self.head.phase = Phase::Haunting { placed };
                }
            }
        }
    }

    /// 2b: the active player may place a guard, when he has one to place
    /// and the tile a free road, city or castle.
    pub(super) fn guard_step(&mut self, placed: usize) {
        let has_colour = self.active_colours().next().is_some();
        if has_colour && !self.free_regions(placed).is_empty() {
            self.head.phase = Phase::PlacingGuard { placed };
        } else {
            self.score_step(placed);
        }
    }

    /// Regions of the tile `placed` a guard may take: roads, cities and
    /// castles of unoccupied features (MISTS-PLACE-2, MISTS-PLACE-3).
    pub(super) fn free_regions(&self, placed: usize) -> Vec<(u8, Kind)> {
        let Some(tile) = self.head.table.board.tiles().get(placed) else {
            return Vec::new();
        };
        let features = &self.head.table.features;
        (0..)
            .zip(tables().regions(tile.tile))
            .filter(|(region, info)| {
                info.kind.takes_guard() && features.occupants(features.feature_of(tile.segment(*region))) == 0
            })
            .map(|(region, info)| (region, info.kind))
            .collect()
    }

    /// 3a: the features the tile `placed` closed that hold a guard, each
    /// scored or pacified in turn (MISTS-SCORE-1, MISTS-AMB-17).
    pub(super) fn score_step(&mut self, placed: usize) {
        self.closed = self.closed_by(placed);
        self.next_scoring();
    }

    /// The closed, occupied features of the tile `placed`: its roads and
    /// cities in region order, then the castles around it (MISTS-DONE-1).
    fn closed_by(&self, placed: usize) -> Vec<Closed> {
        let Some(tile) = self.head.table.board.tiles().get(placed) else {
            return Vec::new();
        };
        let features = &self.head.table.features;
        let mut closed: Vec<Closed> = Vec::new();
        for (region, info) in (0..).zip(tables().regions(tile.tile)) {
            let feature = features.feature_of(tile.segment(region));
            let counts = matches!(info.kind, Kind::Road | Kind::City);
            if counts
                && features.is_closed(feature)
                && features.occupants(feature) > 0
                && closed.iter().all(|c| c.feature != feature)
            {
                closed.push(Closed { feature, kind: info.kind, castle: None });
            }
        }
        for cell in std::iter::once(tile.pos).chain(tile.pos.surroundings()) {
            let Some(castle) = self.castle_at(cell) else {
                continue;
            };
            let surrounded = cell.surroundings().iter().all(|around| self.head.table.board.get(*around).is_some());
            if surrounded && features.occupants(features.feature_of(castle)) > 0 {
                closed.push(Closed { feature: features.feature_of(castle), kind: Kind::Castle, castle: Some(cell) });
            }
        }
        closed
    }

    /// The segment of the castle on the face-up tile at `pos`.
    pub(super) fn castle_at(&self, pos: Pos) -> Option<SegmentId> {
        let tile = self.head.table.board.get(pos)?;
        tables().region_of(tile.tile, Kind::Castle).map(|region| tile.segment(region))
    }

    /// Asks for the team's choice on the next closed feature; with no ghost
    /// in play there is nothing to pacify and it pays its points. Then 3b.
    fn next_scoring(&mut self) {
        while !self.closed.is_empty() {
            if self.ghosts_in_play() > 0 {
                self.head.phase = Phase::Scoring;
                return;
            }
            self.resolve(0, None);
            if self.ending.is_some() {
                return;
            }
        }
        self.dog_step();
    }

    /// The closed feature waiting to be scored that `feature` names (its
    /// stable id), or the first when it names none (MISTS-AMB-22): its
    /// place among those waiting, and its id.
    pub(super) fn waiting(&self, feature: Option<u32>) -> Result<(usize, u32), RuleError> {
        let features = &self.head.table.features;
        let mut ids = self.closed.iter().map(|closed| features.stable_id(closed.feature));
        let found = match feature {
            None => ids.next().map(|id| (0, id)),
            Some(wanted) => ids.position(|id| id == wanted).map(|at| (at, wanted)),
        };
        found.ok_or_else(|| {
            let wanted = feature.unwrap_or_default();
            // A feature on the board that waits is one the new tile did
            // not close with guards on it: it does not score at all.
            let on_board = feature.is_some() && features.segment(SegmentId(wanted)).is_some();
            let feature_of_its_own = on_board && features.stable_id(features.feature_of(SegmentId(wanted))) == wanted;
            RuleError::NotWaiting {
                feature: wanted,
                rule: if feature_of_its_own { "MISTS-SCORE-1" } else { "MISTS-AMB-22" },
            }
        })
    }

    /// The team takes the points of the closed feature `at` (its place
    /// among those waiting).
    pub(super) fn resolve_points(&mut self, at: usize) {
        self.resolve(at, None);
        if self.ending.is_none() {
            self.next_scoring();
        }
    }

    /// The team pacifies instead of scoring the closed feature `at`: the
    /// checked ghosts leave the tile at `pos`.
    pub(super) fn resolve_pacify(&mut self, at: usize, pos: Pos, fog: u8, graveyard: u8) {
        self.resolve(at, Some(Removal { x: pos.x, y: pos.y, fog, graveyard }));
        if self.ending.is_none() {
            self.next_scoring();
        }
    }

    /// Scores the closed feature `at` (its place among those waiting): its
    /// points once per colour, or the ghosts of `pacify` removed
    /// (MISTS-SCORE-2, MISTS-SCORE-5); its guards go home; then a dog beside
    /// one of them scores the ghosts in play (MISTS-DOG-4). Victory stops
    /// everything at once (MISTS-AMB-21).
    fn resolve(&mut self, at: usize, pacify: Option<Removal>) {
        if at >= self.closed.len() {
            return;
        }
        let closed = self.closed.remove(at);
        let colours = self.colours_on(closed.feature);
        let value = self.value(&closed);
        let features = &self.head.table.features;
        let (home, standing): (Vec<_>, Vec<_>) = std::mem::take(&mut self.guards)
            .into_iter()
            .partition(|g| features.feature_of(g.segment) == closed.feature);
        self.guards = standing;
        for guard in &home {
            self.head.table.features.add_occupants(guard.segment, -1);
            if let Some(state) = self.colours.iter_mut().find(|c| c.colour == guard.kind) {
                state.supply += 1;
            }
        }
        let turn = self.head.turn;
        let scoring = move |kind, points, colours| Scoring {
            turn,
            kind,
            feature: closed.feature,
            feature_kind: closed.kind,
            value,
            points,
            colours,
            removal: pacify,
        };
        match pacify {
            None => {
                self.head.record(scoring(ScoringKind::Points, value, colours.clone()));
                self.award(&colours, value);
            }
            Some(removal) => {
                self.head.record(scoring(ScoringKind::Pacified, 0, colours));
                self.remove_ghosts(Pos::new(removal.x, removal.y), removal.fog, removal.graveyard);
            }
        }
        for guard in &home {
            let Some(dog) = self.dogs.iter().position(|d| *d == Dog::With(guard.segment)) else {
                continue;
            };
            if self.ending.is_some() {
                return;
            }
            self.dogs[dog] = Dog::Scored;
            let points = self.ghosts_in_play();
            self.head.record(Scoring {
                turn: self.head.turn,
                kind: ScoringKind::Dog,
                feature: closed.feature,
                feature_kind: closed.kind,
                value: points,
                points,
                colours: vec![guard.kind],
                removal: None,
            });
            self.award(&[guard.kind], points);
        }
    }

    /// 3b: each dog whose threshold the score reached moves the game to the
    /// next pile and comes beside a standing guard the team chooses, or is
    /// lost without one (MISTS-DOG-1..3, MISTS-AMB-7). Then 3c.
    pub(super) fn dog_step(&mut self) {
        if let Some(thresholds) = self.level.dogs {
            for (dog, threshold) in thresholds.into_iter().enumerate() {
                if self.dogs[dog] != Dog::Waiting {
                    continue;
                }
                if !self.reached(threshold) {
                    break;
                }
                self.pile = (dog + 1).min(self.piles.len() - 1);
                match self.guards.len() {
                    0 => self.dogs[dog] = Dog::Lost,
                    1 => return self.place_dog(dog, 0),
                    _ => {
                        self.head.phase = Phase::PlacingDog { dog };
                        return;
                    }
                }
            }
        }
        self.curse_step();
    }

    /// The dog `dog` lies beside the standing guard with index `guard`; it
    /// may clear two tiles around it.
    pub(super) fn place_dog(&mut self, dog: usize, guard: usize) {
        let Some(guard) = self.guards.get(guard) else {
            return;
        };
        let around = self
            .head
            .table
            .features
            .segment(guard.segment)
            .and_then(|s| self.head.table.board.tiles().get(usize::from(s.tile)));
        let Some(around) = around.map(|t| t.pos) else {
            return;
        };
        if let Some(state) = self.dogs.get_mut(dog) {
            *state = Dog::With(guard.segment);
        }
        self.offer_removals(dog, around, None);
    }

    /// After a dog removed ghosts from `pos`: a second tile, or the next dog.
    pub(super) fn dog_removed(&mut self, dog: usize, around: Pos, cleared: Option<Pos>, pos: Pos) {
        match cleared {
            None => self.offer_removals(dog, around, Some(pos)),
            Some(_) => self.dog_step(),
        }
    }

    /// Asks the team for the dog's next removal, unless no ghost is left in
    /// its reach.
    fn offer_removals(&mut self, dog: usize, around: Pos, cleared: Option<Pos>) {
        if self.dog_targets(around, cleared).next().is_some() {
            self.head.phase = Phase::RemovingGhosts { dog, around, cleared };
        } else {
            self.dog_step();
        }
    }

    /// The tiles with ghosts a dog beside the guard on `around` may still
    /// clear: that tile and the 8 around it, but not `cleared` again.
    pub(super) fn dog_targets(&self, around: Pos, cleared: Option<Pos>) -> impl Iterator<Item = Pos> + '_ {
        std::iter::once(around)
            .chain(around.surroundings())
            .filter(move |cell| Some(*cell) != cleared)
            .filter(|cell| self.board_index(*cell).is_some_and(|placed| self.tile_ghosts(placed).total() > 0))
    }

    /// MISTS-DOG-1: a dog clears tiles within reach, each once.
    pub(super) fn check_dog_removal(
        &self,
        around: Pos,
        cleared: Option<Pos>,
        pos: Pos,
    ) -> Result<(), super::error::RuleError> {
        use super::error::RuleError;
        if (pos.x - around.x).abs() > 1 || (pos.y - around.y).abs() > 1 {
            return Err(RuleError::OutOfDogRange(pos));
        }
        if cleared == Some(pos) {
            return Err(RuleError::TileAlreadyCleared(pos));
        }
        Ok(())
    }

    /// 3c, levels 5-6: while a graveyard is open, a tile from the active
    /// pile goes face down beside one (MISTS-CURSE-1); an empty pile loses
    /// (MISTS-AMB-18). Otherwise the turn ends.
    fn curse_step(&mut self) {
        if self.level.graveyards != Graveyards::Cursed || self.open_graveyards().next().is_none() {
            return self.end_turn();
        }
        if self.active_left() == 0 {
            return self.lose("MISTS-END-2");
        }
        match self.face_down_cells().as_slice() {
            [] => self.end_turn(),
            [only] => self.turn_down(*only),
            _ => self.head.phase = Phase::TurningDown,
        }
    }

    /// Puts the active pile's next tile face down on `pos`: it curses what
    /// it touches and may close graveyards (MISTS-CURSE-2, MISTS-CURSE-4).
    pub(super) fn turn_down(&mut self, pos: Pos) {
        let Some(tile) = self.bag.peek() else {
            return self.lose("MISTS-END-2");
        };
        self.bag.advance();
        self.head.table.turn_down(tables().catalog, pos);
        self.face_down.push((pos, Tile(tile)));
        self.close_graveyards_around(pos);
        self.next_burial(AfterBurial::EndTurn);
    }

    /// The next player's turn.
    fn end_turn(&mut self) {
        self.head.turn += 1;
        self.head.seats.pass();
        self.draw();
    }
}
