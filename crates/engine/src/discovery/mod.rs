//! Carcassonne: The Discovery (`docs/rules/discovery.md`, rule ids
//! DISC-*), with the expert variant's two switches, behind
//! [`crate::ruleset::RuleSet`].
//!
//! A turn is: chance deals a tile ([`Event::TileDrawn`], or
//! [`Event::TileDiscarded`] when it fits nowhere; with the hand of two the
//! player places one of his two face-up tiles), the player places it
//! ([`Command::PlaceTile`]), then either places a figure on it
//! ([`Command::PlaceFigure`]), or takes one of his figures back and scores
//! its area at once ([`Command::RecallFigure`]), or does nothing
//! ([`Command::SkipFigure`]). Areas are never scored when they close;
//! figures still out at the end score their area as if open.

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
pub use events::{Command, Event};
pub use legal::{FigureOption, LegalMoves, RecallOption, TilePlacement};
pub use options::Options;
pub use records::ScoringKind;
pub use state::{FIGURES, GameState};
pub use tiles::{Terrain, Tile};
pub use view::{FeatureView, FigureView, GameView, PlayerView, Role, ScoringView, Step, Supply};

#[cfg(test)]
mod properties;
#[cfg(test)]
mod tests;
