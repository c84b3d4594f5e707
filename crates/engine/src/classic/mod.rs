//! The base game of Carcassonne (`docs/rules/base.md`, rule ids BASE-*)
//! with the Abbey & Mayor expansion (`docs/rules/abbey-mayor.md`, AM-*),
//! The River (`docs/rules/river.md`, RIVER-*), Inns & Cathedrals
//! (`docs/rules/inns-cathedrals.md`, IC-*) and Traders & Builders
//! (`docs/rules/traders-builders.md`, TB-*) as options, behind
//! [`crate::ruleset::RuleSet`].
//!
//! A turn is: chance deals a tile ([`Event::TileDrawn`], or
//! [`Event::TileDiscarded`] when it fits nowhere), the player places it
//! ([`Command::PlaceTile`]), then places a follower on it or skips
//! ([`Command::PlaceFigure`], [`Command::SkipFigure`]; skipped
//! automatically when no figure can go anywhere). Completed features are
//! scored when the turn ends; the game ends after the last tile.

mod effects;
mod error;
mod events;
mod legal;
mod options;
mod records;
mod river;
mod rules;
mod scoring;
mod state;
mod tiles;
mod trade;
mod view;

pub use effects::Effect;
pub use error::RuleError;
pub use events::{Command, Event, Figure};
pub use legal::{LegalMoves, TilePlacement, WagonTarget};
pub use options::{AbbeyMayor, InnsCathedrals, Options, River, TradersBuilders};
pub use records::ScoringTime;
pub use river::{RiverRefusal, Turn};
pub use state::{FOLLOWERS, FigureOption, GameState};
pub use tiles::{Terrain, Tile};
pub use trade::{Good, Goods, GoodsScoring};
pub use view::{BarnView, FeatureView, FigureView, GameView, PlayerView, ScoringView, Step, Supply};

#[cfg(test)]
mod properties;
#[cfg(test)]
mod tests;
