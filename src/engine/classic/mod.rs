//! The base game of Carcassonne (`shared/rules/base.md`, rule ids BASE-*).
//!
//! A turn is: chance deals a tile ([`Event::TileDrawn`], or
//! [`Event::TileDiscarded`] when it fits nowhere), the player places it
//! ([`Command::PlaceTile`]), then places a follower on it or skips
//! ([`Command::PlaceFigure`], [`Command::SkipFigure`]; skipped
//! automatically when no figure can go anywhere). Completed features are
//! scored when the turn ends; the game ends after the last tile.

mod error;
mod events;
mod legal;
mod options;
mod playout;
mod scoring;
mod state;
mod tiles;
mod view;

pub use crate::engine::setup::{ReplayError, SetupError};
pub use error::RuleError;
pub use events::{Command, Event, Figure};
pub use legal::{LegalMoves, TilePlacement, WagonTarget};
pub use options::{AbbeyMayor, Options, TileOrder};
pub use playout::{random_game, random_game_with};
pub use scoring::{FeatureValue, Scoring, ScoringTime};
pub use state::{Barn, FOLLOWERS, FigureOption, GameState, Phase, Player, WaitingWagon};
pub use tiles::{Terrain, Tile, tables};
pub use view::GameView;

use crate::engine::rules::Rules;

/// Creates a game: the creation event, the state after it, and the first
/// draw. Returns every event to store.
pub fn new_game(options: Options, tile_order: TileOrder) -> Result<(GameState, Vec<Event>), SetupError> {
    let mut state = GameState::new(options.clone(), &tile_order)?;
    let mut events = vec![Event::GameCreated { options, tile_order }];
    state.run_chance(&mut events);
    Ok((state, events))
}

#[cfg(test)]
mod tests;
