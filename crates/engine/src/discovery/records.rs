//! What the state keeps of its scorings, as they were when they happened
//! (views show them so).

use super::tiles::Terrain;
use crate::geometry::Pos;
use crate::seat::Seat;

/// Why a figure scored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ScoringKind {
    /// Its owner took it back (DISC-RET-1): the area's value then.
    TakenBack,
    /// It was still out at the end (DISC-END-2): the area's value as if open.
    Final,
}

/// What an area is worth and what the value is made of.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Value {
    /// Its terrain.
    pub terrain: Terrain,
    /// Distinct tiles (DISC-TERM-1).
    pub tiles: u32,
    /// The towns the value counts: lowland none; mountains its own and
    /// those of the lowland areas adjacent to it; water those on its shore.
    pub towns: u32,
    /// Whether it was scored as closed.
    pub closed: bool,
    /// Closed with 1 or 2 tiles: scored like an open area (DISC-AMB-2).
    pub small: bool,
    /// Points.
    pub points: u32,
}

/// One scoring of one figure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Scoring {
    /// Turns completed before it.
    pub turn: u32,
    /// Why.
    pub kind: ScoringKind,
    /// The area's public id then (a later merge may give the area another).
    pub feature: u32,
    /// The area's tiles then, by row and column (it may grow later).
    pub tiles: Vec<Pos>,
    /// Whether the area was closed then (a final scoring values it as open).
    pub area_closed: bool,
    /// What it was worth.
    pub value: Value,
    /// The figure's owner.
    pub scorer: Seat,
}
