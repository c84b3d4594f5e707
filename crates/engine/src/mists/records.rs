//! What the state keeps of its scorings, as they were when they happened
//! (views show them so), and of the closed features waiting to be scored.

use super::colours::Colour;
use super::tiles::Kind;
use crate::features::FeatureId;
use crate::geometry::Pos;

/// A closed feature holding guards, waiting for the team's choice.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Closed {
    /// The feature (a castle: its own region's segment).
    pub feature: FeatureId,
    /// Road, city or castle.
    pub kind: Kind,
    /// A castle's tile.
    pub castle: Option<Pos>,
}

/// Why points were scored or ghosts removed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ScoringKind {
    /// The feature paid its points, once per colour on it.
    Points,
    /// The team pacified ghosts instead of taking the points.
    Pacified,
    /// A dog scored the ghosts on the board when its guard's feature was
    /// scored (MISTS-DOG-4).
    Dog,
}

/// Ghosts taken from one tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Removal {
    /// Column.
    pub x: i32,
    /// Row.
    pub y: i32,
    /// From its fog.
    pub fog: u8,
    /// From its graveyard.
    pub graveyard: u8,
}

/// One scoring of a closed feature (or of a dog).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scoring {
    /// Turns completed before it.
    pub turn: u32,
    /// Points, pacify or a dog.
    pub kind: ScoringKind,
    /// The feature (for a dog: its guard's).
    pub feature: FeatureId,
    /// Road, city or castle.
    pub feature_kind: Kind,
    /// What the feature was worth once.
    pub value: u32,
    /// Points each colour received (0 when pacified).
    pub points: u32,
    /// The colours that received them (pacify: the colours on the feature).
    pub colours: Vec<Colour>,
    /// Pacify: the ghosts removed.
    pub removal: Option<Removal>,
}
