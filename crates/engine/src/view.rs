//! What every rule set's public view shares, under the same names: the head
//! of the view, the players' standing, and the head of every feature and
//! scoring. Rule sets flatten these into their own view types.

use super::bag::TileBag;
use super::catalog::TileIdx;
use super::features::FeatureId;
use super::geometry::{Pos, RegionRef};
use super::head::Head;
use super::ruleset::RuleSet;
use super::seat::Seat;
use super::status::Outcome;
use super::table::Table;
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

/// The head of every rule set's feature view.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FeatureHead {
    /// Stable id: the number of its first-placed region; it never changes
    /// when the feature grows.
    pub id: u32,
    /// Whether it is complete (closed): it can grow no more.
    pub complete: bool,
    /// Slots still facing empty cells.
    pub open_slots: u16,
    /// Distinct tiles it covers, by row and column.
    pub tiles: Vec<Pos>,
    /// Its regions, by row, column and region.
    pub regions: Vec<RegionRef>,
    /// Figures on it per seat (the rule set says which count).
    #[cfg_attr(feature = "schema", schema(value_type = Vec<u8>))]
    pub figures: PerSeat,
    /// Points it is worth now (see the rule set's `value` rules).
    pub value: u32,
    /// How many segments it has: with its id, which ones (a feature only
    /// grows), and so its tiles and regions, which a summary leaves out.
    #[serde(skip)]
    pub segments: u32,
}

impl FeatureHead {
    /// The head of `feature` without its tiles and regions, the rest as
    /// the rule set says: the summary that, with the rest of the feature's
    /// view, tells whether it shows as in an earlier state of the game
    /// ([`Reuse`](super::feature_list::Reuse)).
    pub fn summary(table: &Table, feature: FeatureId, complete: bool, figures: PerSeat, value: u32) -> FeatureHead {
        FeatureHead {
            id: table.features.stable_id(feature),
            complete,
            open_slots: table.features.open_slots(feature),
            tiles: Vec::new(),
            regions: Vec::new(),
            figures,
            value,
            segments: u32::try_from(table.features.members(feature).count()).unwrap_or(u32::MAX),
        }
    }

    /// Lists the tiles and regions of `feature`, whose summary this is.
    pub fn list(&mut self, table: &Table, feature: FeatureId) {
        self.regions = regions_of(table, feature);
        self.tiles = tiles_of(&self.regions);
    }

    /// Leaves out the tiles and regions again, as in a summary.
    pub fn summarize(&mut self) {
        self.tiles = Vec::new();
        self.regions = Vec::new();
    }
}

/// The regions of `feature`, by row, column and region.
pub fn regions_of(table: &Table, feature: FeatureId) -> Vec<RegionRef> {
    let mut regions: Vec<RegionRef> =
        table.features.members(feature).filter_map(|s| table.features.region_ref(&table.board, s)).collect();
    regions.sort_unstable_by_key(|r| (r.y, r.x, r.region));
    regions
}

/// The distinct tiles of `regions`, by row and column.
pub fn tiles_of(regions: &[RegionRef]) -> Vec<Pos> {
    let mut tiles: Vec<Pos> = regions.iter().map(|r| Pos::new(r.x, r.y)).collect();
    tiles.sort_unstable_by_key(|p| (p.y, p.x));
    tiles.dedup();
    tiles
}

/// How many of `owners` each of `seats` seats has.
pub fn per_seat(seats: u8, owners: impl Iterator<Item = Seat>) -> PerSeat {
    let mut counts = PerSeat { counts: [0; PerSeat::MOST], seats: seats.min(PerSeat::MOST as u8) };
    for owner in owners.filter(|owner| owner.0 < counts.seats) {
        if let Some(count) = counts.counts.get_mut(usize::from(owner.0)) {
            *count += 1;
        }
    }
    counts
}

/// A count for each seat, in seat order (figures on a feature, say),
/// shown as a list. Held inline: a view has a few for each feature, and
/// compares them with the earlier view's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerSeat {
    counts: [u8; PerSeat::MOST],
    seats: u8,
}

impl PerSeat {
    /// The most seats a game has, in every rule set.
    pub const MOST: usize = 6;
}

impl std::ops::Deref for PerSeat {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        self.counts.get(..usize::from(self.seats)).unwrap_or_default()
    }
}

impl Serialize for PerSeat {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(serializer)
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
