//! What the state keeps of its scorings, as they were when they happened
//! (views show them so).

use super::tiles::Terrain;
use crate::features::FeatureId;
use crate::geometry::Pos;
use crate::seat::Seat;

/// When a scoring happened.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ScoringTime {
    /// A feature was completed during a turn (BASE-SCORE-1).
    Completed,
    /// Final scoring after the last tile (BASE-END-2/3); a field with
    /// barns pays 4 per city to every barn owner on it (AM-BARN-9).
    Final,
    /// Abbey & Mayor: a barn was placed on the farmers' field; they score
    /// 3 per city and return (AM-BARN-6).
    BarnPlaced,
    /// Abbey & Mayor: the farmers' field was joined to a field with a barn;
    /// they score 1 per city and return (AM-BARN-7).
    BarnJoined,
}

/// One feature scored for its majority.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scoring {
    /// Turns completed before this scoring.
    pub turn: u32,
    /// During play or at the end.
    pub time: ScoringTime,
    /// The feature (closed features and final-scoring features never change again).
    pub feature: FeatureId,
    /// What it was.
    pub value: FeatureValue,
    /// Who received `value.points` (all tied players, BASE-SCORE-MAJ-1).
    pub scorers: Vec<Seat>,
    /// A barn scoring's field as it was then: the field is still open and
    /// keeps growing and merging (AM-BARN-6/7). `None` for the others, whose
    /// features never change again.
    pub shown: Option<Shown>,
    /// Traders & Builders: the scorers had their pig in the field and
    /// received 1 more per city (TB-PIG-2); a field's other scorers are
    /// another scoring.
    pub pig: bool,
}

/// What a scoring shows of a feature that changes later, fixed when it
/// happened.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Shown {
    /// The feature's public id then.
    pub feature: u32,
    /// Its tiles then, by row and column.
    pub tiles: Vec<Pos>,
}

/// The worth of a feature and what it is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FeatureValue {
    /// Kind of feature.
    pub terrain: Terrain,
    /// Whether it is complete.
    pub complete: bool,
    /// Distinct tiles (BASE-TERM-5); for a monastery, tiles of its 3x3 block.
    pub tiles: u32,
    /// Shields (cities).
    pub shields: u32,
    /// Completed cities bordered (fields).
    pub cities: u32,
    /// An inn stands by it (roads, IC-INN-1).
    pub inn: bool,
    /// A cathedral stands in it (cities, IC-CATH-1).
    pub cathedral: bool,
    /// Points it is worth now: on completion, or at the end if incomplete.
    pub points: u32,
}
