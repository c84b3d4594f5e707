//! What a picture of a game's board shows, as data: the rule set says
//! which tiles lie where, which of their regions belong to complete
//! features, where its pieces stand and what the legend says; drawing it is
//! left to the presentation layer (the service crate's `render`).

use super::board::SegmentId;
use super::catalog::{Catalog, TileIdx};
use super::features::FeatureId;
use super::geometry::{Pos, Rotation};
use super::players::Seats;
use super::table::Table;

/// A board picture's content.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Picture {
    /// Placed tiles, in placement order.
    pub tiles: Vec<PictureTile>,
    /// Cells holding a face-down tile (Mists over Carcassonne).
    pub face_down: Vec<Pos>,
    /// Pieces on the board.
    pub pieces: Vec<Piece>,
    /// Legend lines: a colour (a seat's or [`NEUTRAL`]) and a text.
    pub legend: Vec<(u8, String)>,
}

/// The colour index of pieces that belong to nobody (ghosts).
pub const NEUTRAL: u8 = u8::MAX;

/// One placed tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PictureTile {
    /// Where it lies.
    pub pos: Pos,
    /// Which tile.
    pub tile: TileIdx,
    /// How it is turned.
    pub rotation: Rotation,
    /// Bit `i` set: region `i` belongs to a complete feature.
    pub complete: u64,
}

/// A piece on a region of a placed tile.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    /// The tile's cell.
    pub pos: Pos,
    /// The region it stands on.
    pub region: u8,
    /// Its owner's seat (or colour), or [`NEUTRAL`].
    pub colour: u8,
    /// One letter saying what it is (`F` follower, `M` mayor, ...).
    pub label: char,
}

impl Picture {
    /// One legend line per seat: its score, and whether it resigned.
    pub fn scores(seats: &Seats) -> Vec<(u8, String)> {
        seats
            .standings()
            .map(|s| {
                let resigned = if s.resigned { " (resigned)" } else { "" };
                (s.seat, format!("seat {}: {} points{resigned}", s.seat, s.score))
            })
            .collect()
    }

    /// The tiles of `table` (of `catalog`'s tiles); a region is complete
    /// when `complete` says so of its feature.
    pub fn tiles_of(table: &Table, catalog: &Catalog, complete: impl Fn(FeatureId) -> bool) -> Vec<PictureTile> {
        table
            .board
            .tiles()
            .iter()
            .map(|placed| {
                let regions = catalog.tile(placed.tile).map_or(0, |t| t.regions.len().min(64) as u8);
                let complete = (0..regions)
                    .filter(|region| complete(table.features.feature_of(placed.segment(*region))))
                    .fold(0u64, |bits, region| bits | (1 << region));
                PictureTile { pos: placed.pos, tile: placed.tile, rotation: placed.rotation, complete }
            })
            .collect()
    }

    /// The piece on `segment` of `table`, if that segment lies on a placed tile.
    pub fn piece(table: &Table, segment: SegmentId, colour: u8, label: char) -> Option<Piece> {
        let at = table.features.region_ref(&table.board, segment)?;
        Some(Piece { pos: Pos::new(at.x, at.y), region: at.region, colour, label })
    }
}
