//! Carcassonne: Hunters & Gatherers, 2020 edition
//! (`docs/rules/hunters-gatherers.md`, rule ids HG-*).
//!
//! A turn is: chance deals a regular tile ([`Event::TileDrawn`], or
//! [`Event::TileDiscarded`] when it fits nowhere), the player places it
//! ([`Command::PlaceTile`]; a canoe or small trap acts at once), may take a
//! figure back if the tile is the shaman ([`Command::RecallFigure`]), then
//! places a figure or a hut on it or skips ([`Command::PlaceFigure`],
//! [`Command::SkipFigure`]). Closed rivers and forests are scored; a closed
//! forest with a menhir earns one menhir tile from the second supply, played
//! the same way. Huts and hunters score at the end.

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
pub use legal::{FigureOption, LegalMoves, TilePlacement};
pub use options::{Options, TileOrder};
pub use playout::random_game;
pub use scoring::{Scoring, ScoringKind, Value};
pub use state::{FIGURES, GameState, HUTS, Phase, Player};
pub use tiles::{Animals, Special, Terrain, Tile, tables};
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
