//! What every rule set's public view shares, under the same names: the head
//! of the view, the players' standing, and the head of every scoring (the
//! head of every feature is in [`feature_list`](super::feature_list)).
//! Rule sets flatten these into their own view types.

use super::bag::TileBag;
use super::catalog::TileIdx;
use super::feature_list::PerSeat;
use super::geometry::Pos;
use super::head::Head;
use super::ruleset::RuleSet;
use super::status::Outcome;
use serde::Serialize;

/// The head of every view.
///
/// `turn` counts the turns completed so far: the turn being played has
/// that number counted from 0, and a scoring's `turn` is the turn it
/// happened in (final scorings: the number of turns played). A turn is one
/// player's: the tile (or abbey) and everything it leads to (a figure,
/// wagons, a menhir tile).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ViewHead {
    /// The rule set.
    #[cfg_attr(feature = "schema", schema(value_type = String))]
    pub ruleset: &'static str,
    /// Whether the creator fixed the tile order (custom or puzzle game).
    pub custom: bool,
    /// Turns completed so far (see above).
    pub turn: u32,
    /// The seat whose turn it is; none once the game is over.
    pub current_player: Option<u8>,
    /// Seats that may send the next command: the player to move, or in a
    /// team decision every seat of the team; empty once the game is over.
    pub deciders: Vec<u8>,
    /// The tile the player to move holds, or has just placed.
    #[cfg_attr(feature = "schema", schema(value_type = Option<String>))]
    pub current_tile: Option<&'static str>,
    /// Where the tile just placed lies, while a figure may go on it.
    pub placed_at: Option<Pos>,
    /// Tiles not yet drawn from the main supply (never their order): the
    /// tile being placed is no longer among them, in every step and every
    /// rule set.
    pub tiles_left: usize,
    /// How many of each tile type are still to be drawn from every supply,
    /// in catalog order (not the draw order).
    pub remaining: Vec<TileCount>,
    /// Tiles removed because they fitted nowhere, in the order drawn.
    #[cfg_attr(feature = "schema", schema(value_type = Vec<String>))]
    pub discarded: Vec<&'static str>,
    /// Placed tiles in placement order.
    pub board: Vec<TileView>,
    /// How the game ended; none while it runs.
    pub outcome: Option<Outcome>,
}

/// Copies of a tile type.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct TileCount {
    /// Tile id.
    #[cfg_attr(feature = "schema", schema(value_type = String))]
    pub tile: &'static str,
    /// Copies.
    pub count: u16,
}

/// A tile on the board.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct TileView {
    /// Column.
    pub x: i32,
    /// Row.
    pub y: i32,
    /// Tile id.
    #[cfg_attr(feature = "schema", schema(value_type = String))]
    pub tile: &'static str,
    /// Clockwise quarter turns.
    pub rotation: u8,
}

/// What a view needs of a game besides its head and status.
pub struct Progress<'a> {
    /// The tile the player to move holds or has just placed.
    pub current_tile: Option<TileIdx>,
    /// Index of the tile just placed while a figure may go on it.
    pub placed: Option<usize>,
    /// The supplies, main one first.
    pub supplies: &'a [&'a TileBag],
    /// Tiles taken from a supply that nobody has seen (Mists' face-down
    /// tiles): counted in `remaining` as if still in it.
    pub unseen: Vec<TileIdx>,
}

impl ViewHead {
    /// The head of the view of `state`, whose head is `head`.
    pub fn new<G: RuleSet, O, P, T: Copy + Into<TileIdx>, S>(
        state: &G,
        head: &Head<O, P, T, S>,
        progress: Progress<'_>,
    ) -> ViewHead {
        // Every feature's counts per seat fit in one `PerSeat`.
        const { assert!(*G::PLAYERS.end() as usize <= PerSeat::MOST) };
        let table = &head.table;
        let catalog = G::catalog();
        let name = |tile: TileIdx| catalog.tile(tile).map_or("unknown", |t| t.id.as_str());
        let status = state.status();
        let types = catalog.tiles().len();
        let mut remaining = vec![0u16; types];
        for supply in progress.supplies {
            for (total, count) in remaining.iter_mut().zip(supply.remaining_counts(types)) {
                *total += count;
            }
        }
        for tile in &progress.unseen {
            if let Some(count) = remaining.get_mut(usize::from(tile.0)) {
                *count += 1;
            }
        }
        ViewHead {
            ruleset: G::ID,
            custom: head.custom,
            turn: head.turn,
            current_player: status.active().map(|seat| seat.0),
            deciders: status.deciders().iter().map(|seat| seat.0).collect(),
            current_tile: progress.current_tile.map(name),
            placed_at: progress.placed.and_then(|placed| table.placed_at(placed)),
            tiles_left: progress.supplies.first().map_or(0, |supply| supply.remaining()),
            remaining: (0..)
                .zip(remaining)
                .filter(|(_, count)| *count > 0)
                .map(|(i, count)| TileCount { tile: name(TileIdx(i)), count })
                .collect(),
            discarded: head.discarded.iter().map(|tile| name((*tile).into())).collect(),
            board: table
                .board
                .tiles()
                .iter()
                .map(|t| TileView { x: t.pos.x, y: t.pos.y, tile: name(t.tile), rotation: t.rotation.quarter_turns() })
                .collect(),
            outcome: status.outcome().cloned(),
        }
    }
}

/// The head of every rule set's scoring view.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ScoringHead {
    /// The turn it happened in (turns completed before it; final
    /// scorings: the number of turns played).
    pub turn: u32,
    /// Id of the scored feature.
    pub feature: u32,
    /// The tiles that were scored, by row and column.
    pub tiles: Vec<Pos>,
    /// Points each scorer received.
    pub points: u32,
    /// Seats that received them.
    pub scorers: Vec<u8>,
}
