//! What the state keeps of its scorings, as they were when they happened
//! (views show them so).

use super::tiles::Animals;
use crate::board::SegmentId;
use crate::features::FeatureId;
use crate::seat::Seat;

/// What a scoring paid for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ScoringKind {
    /// A closed river, for its fishermen (HG-SCORE-RIVER-1).
    River,
    /// A closed forest, for its gatherers (HG-SCORE-FOREST-1).
    Forest,
    /// A river system at the end, for its huts (HG-FINAL-HUT-1).
    Huts,
    /// A meadow at the end, for its hunters (HG-FINAL-HUNT-1).
    Hunters,
    /// The dugout canoe, for the player who placed it (HG-MEN-CANOE-1).
    Canoe,
    /// The small trap, for the player who placed it (HG-MEN-STRAP-1).
    SmallTrap,
}

/// What a scored feature was made of.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Value {
    /// Distinct tiles of a river or forest.
    pub tiles: u32,
    /// Fish counted (rivers: their own and their end lakes'; systems: all).
    pub fish: u32,
    /// Lakes counted (canoe, raft).
    pub lakes: u32,
    /// Mushroom patches of a forest.
    pub mushrooms: u32,
    /// Animals that scored, after tigers ate deer; doubled ones twice.
    pub animals: Animals,
    /// Points each scorer received.
    pub points: u32,
}

/// One scoring.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scoring {
    /// Turns completed before this scoring.
    pub turn: u32,
    /// What it paid for.
    pub kind: ScoringKind,
    /// The feature (for huts: one of the system's; canoe: its lake; trap: its meadow).
    pub feature: FeatureId,
    /// What it was worth.
    pub value: Value,
    /// Who received `value.points`.
    pub scorers: Vec<Seat>,
    /// Whether a menhir tile (rather than a regular one) led to it; none
    /// for the final scoring.
    pub menhir: Option<bool>,
    /// A small trap's own scoring: the meadow segments whose animals it covered.
    pub covered: Vec<SegmentId>,
    /// How views show it, as it was then (its features may grow and merge
    /// later).
    pub shown: Shown,
}

/// What a scoring shows of the board, fixed when it happened (views
/// derive its tiles and bonus tiles from these segments, which never move).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Shown {
    /// The scored feature's public id then.
    pub feature: u32,
    /// The segments it scored.
    pub segments: Vec<SegmentId>,
    /// The segments whose bonus tiles it shows, where they are not
    /// `segments` (a canoe's lake, a trap's meadow).
    pub bonus: Option<Vec<SegmentId>>,
}
