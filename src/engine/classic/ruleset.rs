//! The base game (with Abbey & Mayor) behind the shared rule-set interface.

use super::error::RuleError;
use super::events::{Command, Event};
use super::legal::LegalMoves;
use super::options::Options;
use super::state::{GameState, Phase};
use super::tiles::tables;
use super::view::GameView;
use crate::engine::catalog::Catalog;
use crate::engine::order::TileOrder;
use crate::engine::players::Seat;
use crate::engine::ruleset::{Action, Outcome, RuleSet, Status};
use crate::engine::setup::SetupError;
use std::ops::RangeInclusive;

impl RuleSet for GameState {
    const ID: &'static str = "classic";
    const SCHEMA_PREFIX: &'static str = "Classic";
    const NAME: &'static str = "Carcassonne";
    const DESCRIPTION: &'static str = "The base game: 72 land tiles, 2-5 players, 7 followers each \
        (rules: docs/rules/base.md). Option `abbey_mayor` adds the Abbey & Mayor expansion's 12 land \
        tiles, mayors, abbeys, wagons and barns, each switchable (docs/rules/abbey-mayor.md).";
    const PLAYERS: RangeInclusive<u8> = 2..=5;

    type Options = Options;
    type Command = Command;
    type Event = Event;
    type View = GameView;
    type LegalMoves = LegalMoves;
    type Error = RuleError;

    fn catalog() -> &'static Catalog {
        tables().catalog
    }

    fn setup(options: Options, order: &TileOrder) -> Result<Self, SetupError> {
        GameState::new(options, order)
    }

    fn setup_rule(error: &SetupError) -> &'static str {
        match error {
            SetupError::PlayerCount(_) => "BASE-COMP-3",
            SetupError::StartPlayer(_) => "BASE-SETUP-4",
            SetupError::TileOrder | SetupError::SecretOrder | SetupError::Catalog => "BASE-SETUP-2",
        }
    }

    fn creation(options: Options, tile_order: TileOrder) -> Event {
        Event::GameCreated { options, tile_order }
    }

    fn as_creation(event: &Event) -> Option<(&Options, &TileOrder)> {
        match event {
            Event::GameCreated { options, tile_order } => Some((options, tile_order)),
            _ => None,
        }
    }

    fn action_of(event: &Event) -> Option<Action<Command>> {
        event.action()
    }

    fn status(&self) -> Status {
        match self.phase {
            // BASE-WIN-1: ties share the victory.
            Phase::Finished => Status::Over(Outcome::Winners { seats: self.seats.leaders() }),
            _ => Status::ToMove(self.current()),
        }
    }

    fn seats(&self) -> u8 {
        self.seats.count()
    }

    fn decide(&self, seat: Seat, command: &Command) -> Result<Vec<Event>, RuleError> {
        GameState::decide(self, seat, command)
    }

    fn decide_resign(&self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        GameState::decide_resign(self, seat)
    }

    fn evolve(&mut self, event: &Event) -> Result<(), &'static str> {
        GameState::evolve(self, event)
    }

    fn chance(&self) -> Option<Event> {
        GameState::chance(self)
    }

    fn legal_commands(&self) -> Vec<Command> {
        GameState::legal_commands(self)
    }

    fn legal_moves(&self) -> LegalMoves {
        GameState::legal_moves(self)
    }

    fn view(&self) -> GameView {
        GameState::view(self)
    }
}
