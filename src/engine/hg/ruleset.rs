//! Hunters & Gatherers behind the shared rule-set interface.

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
    const ID: &'static str = "hunters-gatherers";
    const SCHEMA_PREFIX: &'static str = "Hg";
    const NAME: &'static str = "Carcassonne: Hunters & Gatherers";
    const DESCRIPTION: &'static str = "The 2020 edition: 78 regular and 16 menhir tiles, 2-5 players, 5 \
        figures (fishermen, gatherers, hunters) and 3 huts each; closing a forest with a menhir earns a \
        menhir tile (rules: docs/rules/hunters-gatherers.md).";
    const PLAYERS: RangeInclusive<u8> = 2..=5;
    const SECOND_SUPPLY: Option<&'static str> = Some("the menhir tiles");

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
            SetupError::PlayerCount(_) => "HG-COMP-4",
            SetupError::StartPlayer(_) => "HG-SETUP-3",
            SetupError::TileOrder | SetupError::SecretOrder | SetupError::Catalog => "HG-SETUP-1",
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
            // HG-WIN-1: ties share the victory.
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
