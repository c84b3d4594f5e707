//! Mists over Carcassonne (`docs/rules/mists.md`, rule ids MISTS-*): the
//! co-operative game in six levels, behind
//! [`crate::ruleset::RuleSet`].
//!
//! A turn (MISTS-TURN-1): chance draws from the active pile, the active
//! player places the tile ([`Command::PlaceTile`]); fog it closed sends its
//! ghosts home, graveyards it closed bury a guard; ghosts emerge; the
//! player may place a guard; each closed, occupied feature pays its points
//! or pacifies ghosts; dogs arrive with the score; at levels 5-6 a tile
//! goes face down beside an open graveyard. The team wins at the goal and
//! loses when ghosts or tiles run out.

mod colours;
mod effects;
mod error;
mod events;
mod ghosts;
mod graveyards;
mod legal;
mod levels;
mod options;
mod rating;
mod records;
mod rules;
mod scoring;
mod state;
mod tiles;
mod turn;
mod view;

pub use colours::Colour;
pub use effects::{BuriedGuard, Effect};
pub use error::RuleError;
pub use events::{Command, Event};
pub use legal::{GhostTarget, GuardOption, GuardRef, LegalMoves, ScoringChoice, TilePlacement};
pub use levels::{Graveyards, LEVELS, Level, ScoreKeeping};
pub use options::Options;
pub use records::{Removal, ScoringKind};
pub use state::GameState;
pub use tiles::{Kind, Tile};
pub use view::{
    BurialView, ColourView, DogState, DogView, FeatureView, FogBankView, FogState, GameView, GhostsView, GraveyardView,
    PilesView, PlayerView, ScoringView, Step,
};

#[cfg(test)]
mod properties;
#[cfg(test)]
mod tests;
