//! Carcassonne: Hunters & Gatherers, 2020 edition
//! (`docs/rules/hunters-gatherers.md`, rule ids HG-*), behind
//! [`crate::ruleset::RuleSet`].
//!
//! A turn is: chance deals a regular tile ([`Event::TileDrawn`], or
//! [`Event::TileDiscarded`] when it fits nowhere), the player places it
//! ([`Command::PlaceTile`]; a canoe or small trap acts at once), may take a
//! figure back if the tile is the shaman ([`Command::RecallFigure`]), then
//! places a figure or a hut on it or skips ([`Command::PlaceFigure`],
//! [`Command::SkipFigure`]). Closed rivers and forests are scored; a closed
//! forest with a menhir earns one menhir tile from the second supply, played
//! the same way. Huts and hunters score at the end.

mod effects;
mod error;
mod events;
mod legal;
mod options;
mod records;
mod rules;
mod scoring;
mod state;
mod tiles;
mod view;

pub use effects::Effect;
pub use error::RuleError;
pub use events::{Command, Event, Figure};
pub use legal::{FigureOption, LegalMoves, TilePlacement};
pub use options::Options;
pub use records::ScoringKind;
pub use state::{FIGURES, GameState, HUTS};
pub use tiles::{Animals, Special, Terrain, Tile};
pub use view::{FeatureView, FigureView, GameView, Pile, PlayerView, Role, ScoringView, SpecialView, Step, Supply};

#[cfg(test)]
mod properties;
#[cfg(test)]
mod tests;
