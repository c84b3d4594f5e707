//! A Mists over Carcassonne game as the engine plays it: [`RuleSet`] for
//! [`GameState`], with its identity, what a command would do (`decide`), how
//! events change the state (`evolve`) and what chance deals next, built on
//! the steps the state and its sibling files provide.

use super::colours::colours_in_play;
use super::error::RuleError;
use super::events::{Command, Event};
use super::levels::{self, ScoreKeeping};
use super::options::Options;
use super::state::{Dog, GameState, Phase, expected, split_into_piles};
use super::tiles::{Tile, tables};
use crate::catalog::Catalog;
use crate::catalog::TileIdx;
use crate::geometry::{Pos, Rotation};
use crate::head::{Core, Head};
use crate::order::TileOrder;
use crate::players::Seats;
use crate::refusal::CommonError;
use crate::refusal::CommonRules;
use crate::rng::GameRng;
use crate::ruleset::{Action, Rules};
use crate::seat::Seat;
use crate::setup::SetupError;
use crate::status::Status;
use crate::table::Table;
use std::ops::RangeInclusive;

impl Rules for GameState {
    const ID: &'static str = "mists";
    const NAME: &'static str = "Mists over Carcassonne";
    const DESCRIPTION: &'static str = "The co-operative Carcassonne, levels 1 to 6, for 1 to 5 players who win or \
        lose together: guards score roads, cities and castles or pacify the ghosts that emerge from the fog; \
        graveyards bury guards, dogs help, cursed graveyards turn tiles face down (rules: docs/rules/mists.md). \
        Option `level` picks the level (parameters in `parameters.levels`), `team_decisions` lets any seated \
        player take the team's choices. The tile pictures are provisional: counts and ghost symbols are \
        verified, every tile's shape is reconstructed (data/tiles/mists.json).";
    const PLAYERS: RangeInclusive<u8> = 1..=5;
    const CO_OPERATIVE: bool = true;
    const CATALOG_SOURCE: &'static str = super::tiles::CATALOG_SOURCE;
    const COMMON_RULES: CommonRules = super::error::RULES;

    type Options = Options;
    type Command = Command;
    type Event = Event;
    type Error = RuleError;

    fn catalog() -> &'static Catalog {
        tables().catalog
    }

    /// MISTS-SETUP-*: the start board at (0, 0)-(1, 1) with a ghost on each
    /// of its symbols, the level's bank, colours and supply, the piles.
    /// The tiles of the level (MISTS-SETUP-3).
    fn supplies(options: &Options) -> Result<[Vec<TileIdx>; 2], SetupError> {
        let level = levels::level(options.level).ok_or(SetupError::Level(options.level))?;
        Ok([tables().supply(level.tiles), Vec::new()])
    }

    /// One pile in levels 1-2, three in levels 3-6 (MISTS-SETUP-4).
    fn piles(options: &Options) -> Result<usize, SetupError> {
        let level = levels::level(options.level).ok_or(SetupError::Level(options.level))?;
        Ok(usize::from(level.piles.max(1)))
    }

    fn setup(options: Options, tile_order: &TileOrder) -> Result<Self, SetupError> {
        let level = *levels::level(options.level).ok_or(SetupError::Level(options.level))?;
        let seats = Seats::new(options.players, options.start_player, Self::PLAYERS)?;
        let t = tables();
        let start = t.start_board();
        let [supply, _] = Self::supplies(&options)?;
        let [bag, _] = tile_order
            .deal(t.catalog, [supply.clone(), Vec::new()], |pile, tile| pile == 0 && supply.contains(&tile))?;
        let piles = match *tile_order.piles() {
            [whole] => [whole, 0, 0],
            [first, second, third] => [first, second, third],
            _ => split_into_piles(bag.remaining(), level.piles),
        };
        let table = Table::new(bag.remaining() + start.len(), None, 6);
        let mut state = GameState {
            colours: colours_in_play(
                options.players,
                level.scoring == ScoreKeeping::PerColour,
                options.colours.as_deref(),
            )?,
            level,
            guards: Vec::new(),
            buried: Vec::new(),
            ghosts: Vec::new(),
            bank: level.bank,
            graveyards: Vec::new(),
            face_down: Vec::new(),
            bag,
            piles,
            pile: 0,
            dogs: [Dog::Waiting; 2],
            team_score: 0,
            burials: Vec::new(),
            closed: Vec::new(),
            ending: None,
            head: Head::new(options, tile_order, table, seats, Phase::Drawing),
        };
        if start.is_empty() {
            return Err(SetupError::Catalog);
        }
        for (tile, pos) in start {
            let placed = state.put(Tile(tile), pos, Rotation::default());
            state.haunt_start_cell(placed);
        }
        state.draw();
        Ok(state)
    }

    fn creation(options: Options, tile_order: TileOrder) -> Event {
        Event::GameCreated { options, tile_order }
    }

    fn as_creation(event: &Event) -> Option<(&Options, &TileOrder)> {
        if let Event::GameCreated { options, tile_order } = event { Some((options, tile_order)) } else { None }
    }

    fn resigned(seat: Seat) -> Event {
        Event::PlayerResigned { seat }
    }

    fn head(&self) -> &dyn Core {
        &self.head
    }

    fn head_mut(&mut self) -> &mut dyn Core {
        &mut self.head
    }

    fn action_of(event: &Event) -> Option<Action<Command>> {
        let command = match *event {
            Event::GameCreated { .. } | Event::TileDrawn { .. } | Event::TileDiscarded { .. } => return None,
            Event::PlayerResigned { seat } => return Some(Action::Resign(seat)),
            Event::TilePlaced { x, y, rotation } => Command::PlaceTile { x, y, rotation },
            Event::GuardBuried { x, y, region } => Command::BuryGuard { x, y, region },
            Event::GuardBuriedFromSupply { colour } => Command::BuryFromSupply { colour },
            Event::GraveyardHaunted { x, y } => Command::HauntGraveyard { x, y },
            Event::GuardPlaced { region, colour } => Command::PlaceGuard { region, colour },
            Event::GuardSkipped => Command::SkipGuard,
            Event::PointsScored { feature } => Command::ScorePoints { feature },
            Event::GhostsRemoved { x, y, fog, graveyard, feature } => {
                Command::RemoveGhosts { x, y, fog, graveyard, feature }
            }
            Event::DogPlaced { x, y, region } => Command::PlaceDog { x, y, region },
            Event::RemovalsEnded => Command::EndRemovals,
            Event::FaceDownPlaced { x, y } => Command::PlaceFaceDown { x, y },
        };
        Some(Action::Command(command))
    }

    /// The active player decides, or with `team_decisions` any seated
    /// player takes a team choice; the team wins or loses together.
    fn status(&self) -> Status {
        if let Some(outcome) = &self.ending {
            return Status::Over(outcome.clone());
        }
        let active = self.head.seats.current();
        if self.head.options.team_decisions && self.head.phase.is_team_choice() {
            let seats =
                (0..self.head.seats.count()).map(Seat).filter(|seat| !self.head.seats.has_resigned(*seat)).collect();
            Status::TeamToMove { active, seats }
        } else {
            Status::ToMove(active)
        }
    }

    fn decide(&self, seat: Seat, command: &Command) -> Result<Vec<Event>, RuleError> {
        if self.ending.is_some() {
            return Err(CommonError::GameOver.into());
        }
        if !self.status().may_act(seat) {
            return Err(CommonError::NotYourTurn { actor: seat, current: self.head.seats.current() }.into());
        }
        let event = match (*command, self.head.phase) {
            (Command::PlaceTile { x, y, rotation }, Phase::PlacingTile { tile }) => {
                self.head.table.check(tables().tile(tile.0), Pos::new(x, y), rotation)?;
                Event::TilePlaced { x, y, rotation }
            }
            (Command::BuryGuard { x, y, region }, Phase::Burying { .. }) => {
                self.standing_guard(Pos::new(x, y), region, "MISTS-GRAVE-2")?;
                Event::GuardBuried { x, y, region }
            }
            (Command::BuryFromSupply { colour }, Phase::Burying { .. }) => {
                self.check_burial_from_supply(colour)?;
                Event::GuardBuriedFromSupply { colour }
            }
            (Command::HauntGraveyard { x, y }, Phase::Haunting { .. }) => {
                self.open_graveyard_at(Pos::new(x, y)).ok_or(RuleError::NotOpenGraveyard(Pos::new(x, y)))?;
                Event::GraveyardHaunted { x, y }
            }
            (Command::PlaceGuard { region, colour }, Phase::PlacingGuard { placed }) => {
                self.check_guard(placed, region, colour)?;
                Event::GuardPlaced { region, colour }
            }
            (Command::SkipGuard, Phase::PlacingGuard { .. }) => Event::GuardSkipped,
            (Command::ScorePoints { feature }, Phase::Scoring) => {
                Event::PointsScored { feature: Some(self.waiting(feature)?.1) }
            }
            (Command::RemoveGhosts { x, y, fog, graveyard, feature }, Phase::Scoring) => {
                let feature = Some(self.waiting(feature)?.1);
                self.check_removal(Pos::new(x, y), fog, graveyard, "MISTS-SCORE-2")?;
                Event::GhostsRemoved { x, y, fog, graveyard, feature }
            }
            (Command::PlaceDog { x, y, region }, Phase::PlacingDog { .. }) => {
                self.standing_guard(Pos::new(x, y), region, "MISTS-DOG-1")?;
                Event::DogPlaced { x, y, region }
            }
            (
                Command::RemoveGhosts { x, y, fog, graveyard, feature },
                Phase::RemovingGhosts { around, cleared, .. },
            ) => {
                if let Some(feature) = feature {
                    return Err(RuleError::NotWaiting { feature, rule: "MISTS-DOG-1" });
                }
                self.check_dog_removal(around, cleared, Pos::new(x, y))?;
                self.check_removal(Pos::new(x, y), fog, graveyard, "MISTS-DOG-1")?;
                Event::GhostsRemoved { x, y, fog, graveyard, feature: None }
            }
            (Command::EndRemovals, Phase::RemovingGhosts { .. }) => Event::RemovalsEnded,
            (Command::PlaceFaceDown { x, y }, Phase::TurningDown) => {
                self.check_face_down(Pos::new(x, y))?;
                Event::FaceDownPlaced { x, y }
            }
            (_, phase) => return Err(CommonError::WrongStep { expected: expected(phase) }.into()),
        };
        Ok(vec![event])
    }

    fn evolve(&mut self, event: &Event) -> Result<(), &'static str> {
        if self.ending.is_some() {
            return Err("the game is over");
        }
        match (event, self.head.phase) {
            (Event::TileDrawn { tile }, Phase::Drawing) => {
                self.take(*tile)?;
                self.head.phase = Phase::PlacingTile { tile: *tile };
            }
            (Event::TileDiscarded { tile }, Phase::Drawing) => {
                if self.fits(*tile) {
                    return Err("a tile that fits is not discarded");
                }
                self.take(*tile)?;
                self.head.discarded.push(*tile);
                self.draw();
            }
            (Event::TilePlaced { x, y, rotation }, Phase::PlacingTile { tile }) => {
                let pos = Pos::new(*x, *y);
                let rotation = self
                    .head
                    .table
                    .check(tables().tile(tile.0), pos, *rotation)
                    .map_err(|_| "illegal tile placement")?;
                let placed = self.put(tile, pos, rotation);
                self.after_tile(placed);
            }
            (Event::GuardBuried { x, y, region }, Phase::Burying { then }) => {
                let guard = self.standing_guard(Pos::new(*x, *y), *region, "").map_err(|_| "no such guard")?;
                self.bury_guard(guard);
                self.next_burial(then);
            }
            (Event::GuardBuriedFromSupply { colour }, Phase::Burying { then }) => {
                self.check_burial_from_supply(*colour).map_err(|_| "no guard of that colour to bury")?;
                self.bury_from_supply(*colour);
                self.next_burial(then);
            }
            (Event::GraveyardHaunted { x, y }, Phase::Haunting { placed }) => {
                let graveyard = self.open_graveyard_at(Pos::new(*x, *y)).ok_or("no open graveyard there")?;
                self.haunt(graveyard);
                self.guard_step(placed);
            }
            (Event::GuardPlaced { region, colour }, Phase::PlacingGuard { placed }) => {
                self.check_guard(placed, *region, *colour).map_err(|_| "illegal guard placement")?;
                self.place_guard(placed, *region, *colour);
                self.score_step(placed);
            }
            (Event::GuardSkipped, Phase::PlacingGuard { placed }) => self.score_step(placed),
            (Event::PointsScored { feature }, Phase::Scoring) => {
                let (at, _) = self.waiting(*feature).map_err(|_| "no such closed feature waiting")?;
                self.resolve_points(at);
            }
            (Event::GhostsRemoved { x, y, fog, graveyard, feature }, Phase::Scoring) => {
                let (at, _) = self.waiting(*feature).map_err(|_| "no such closed feature waiting")?;
                let pos = Pos::new(*x, *y);
                self.check_removal(pos, *fog, *graveyard, "MISTS-SCORE-2").map_err(|_| "illegal ghost removal")?;
                self.resolve_pacify(at, pos, *fog, *graveyard);
            }
            (Event::DogPlaced { x, y, region }, Phase::PlacingDog { dog }) => {
                let guard = self.standing_guard(Pos::new(*x, *y), *region, "").map_err(|_| "no such guard")?;
                self.place_dog(dog, guard);
            }
            (
                Event::GhostsRemoved { x, y, fog, graveyard, feature: None },
                Phase::RemovingGhosts { dog, around, cleared },
            ) => {
                let pos = Pos::new(*x, *y);
                self.check_dog_removal(around, cleared, pos).map_err(|_| "out of the dog's reach")?;
                self.check_removal(pos, *fog, *graveyard, "MISTS-DOG-1").map_err(|_| "illegal ghost removal")?;
                self.remove_ghosts(pos, *fog, *graveyard);
                self.dog_removed(dog, around, cleared, pos);
            }
            (Event::RemovalsEnded, Phase::RemovingGhosts { .. }) => self.dog_step(),
            (Event::FaceDownPlaced { x, y }, Phase::TurningDown) => {
                let pos = Pos::new(*x, *y);
                self.check_face_down(pos).map_err(|_| "illegal face-down cell")?;
                self.turn_down(pos);
            }
            (Event::PlayerResigned { seat }, _) => self.apply_resignation(*seat)?,
            (Event::GameCreated { .. }, _) => return Err("a game is created only once"),
            _ => return Err("event does not fit the step of the turn"),
        }
        Ok(())
    }

    /// Chance draws the turn's tile, or removes it when it fits nowhere
    /// (MISTS-TILE-4).
    fn chance(&self) -> Option<Event> {
        if self.head.phase != Phase::Drawing || self.ending.is_some() {
            return None;
        }
        let tile = Tile(self.bag.peek()?);
        Some(if self.fits(tile) { Event::TileDrawn { tile } } else { Event::TileDiscarded { tile } })
    }

    fn team_level(&self) -> Option<u8> {
        Some(self.head.options.level)
    }

    fn redeal(&mut self, rng: &mut GameRng) {
        // The piles are consecutive stretches of one shuffled supply, so
        // any order of the tiles left is as likely as the real one.
        self.bag.redeal(rng);
    }
}
