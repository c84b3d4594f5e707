//! The public view of a game: everything any player or spectator may see,
//! and nothing of the order of the remaining tiles.

use super::events::Figure;
use super::options::Options;
use super::scoring::{FeatureValue, ScoringTime};
use super::state::{GameState, Phase};
use super::tiles::{Terrain, Tile};
use crate::engine::catalog::TileIdx;
use crate::engine::features::FeatureId;
use crate::engine::geometry::{Corner, Pos, RegionRef};
use crate::engine::players::Seat;
use serde::Serialize;

/// The state of a game as clients see it.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct GameView {
    /// Options the game was created with.
    pub options: Options,
    /// Whether the creator fixed the tile order (custom or puzzle game).
    pub custom: bool,
    /// Turns completed.
    pub turn: u32,
    /// What happens next: `place_tile`, `place_figure`, `choose_tile`
    /// (abbey or draw), `last_abbeys` (abbey or pass), `move_wagon` or
    /// `finished`.
    #[schema(value_type = String, example = "place_tile")]
    pub step: &'static str,
    /// Seat to move; none when finished.
    pub current_player: Option<u8>,
    /// The tile the player to move holds (or has just placed).
    pub current_tile: Option<Tile>,
    /// Where the tile of the `place_figure` step lies.
    pub placed_at: Option<Pos>,
    /// Tiles still to be drawn.
    pub tiles_left: usize,
    /// How many of each tile type are still to be drawn (not their order).
    pub remaining: Vec<TileCount>,
    /// Tiles removed because they fitted nowhere.
    pub discarded: Vec<Tile>,
    /// Players by seat.
    pub players: Vec<PlayerView>,
    /// Placed tiles in placement order.
    pub board: Vec<TileView>,
    /// Figures on the board.
    pub figures: Vec<FigureView>,
    /// Barns on the board (Abbey & Mayor).
    pub barns: Vec<BarnView>,
    /// Every feature on the board.
    pub features: Vec<FeatureView>,
    /// Every scoring so far.
    pub scorings: Vec<ScoringView>,
    /// Seats with the highest score once the game is finished.
    pub winners: Vec<u8>,
}

/// Copies of a tile type.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct TileCount {
    /// Tile type.
    pub tile: Tile,
    /// Copies.
    pub count: u16,
}

/// A player's public counters.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct PlayerView {
    /// Seat, 0-based.
    pub seat: u8,
    /// Points.
    pub score: u32,
    /// Followers in supply.
    pub followers: u8,
    /// Mayors in supply (Abbey & Mayor).
    pub mayors: u8,
    /// Wagons in supply (Abbey & Mayor).
    pub wagons: u8,
    /// Barns in supply (Abbey & Mayor).
    pub barns: u8,
    /// Whether the player still holds an abbey (Abbey & Mayor).
    pub abbey: bool,
    /// Whether the player resigned.
    pub resigned: bool,
}

/// A tile on the board.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct TileView {
    /// Column.
    pub x: i32,
    /// Row.
    pub y: i32,
    /// Tile type.
    pub tile: Tile,
    /// Clockwise quarter turns.
    pub rotation: u8,
}

/// A figure on the board.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct FigureView {
    /// Owner's seat.
    pub owner: u8,
    /// Figure.
    pub figure: Figure,
    /// Where it stands.
    #[serde(flatten)]
    pub at: RegionRef,
}

/// A barn on the corner of a tile (Abbey & Mayor, AM-BARN-1).
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct BarnView {
    /// Owner's seat.
    pub owner: u8,
    /// Column of the tile placed with it.
    pub x: i32,
    /// Row of that tile.
    pub y: i32,
    /// The corner of that tile it stands on.
    pub corner: Corner,
}

/// A road, city, monastery or field.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct FeatureView {
    /// Stable id: the number of its first-placed region; it never changes
    /// when the feature grows.
    pub id: u32,
    /// Kind.
    pub kind: Terrain,
    /// Whether it is complete (fields never are).
    pub complete: bool,
    /// Slots still facing empty cells.
    pub open_slots: u16,
    /// Distinct tiles it covers.
    pub tiles: Vec<Pos>,
    /// Its regions.
    pub regions: Vec<RegionRef>,
    /// Figures on it per seat (followers, mayors and wagons).
    pub followers: Vec<u8>,
    /// Barns on it per seat (fields, Abbey & Mayor).
    pub barns: Vec<u8>,
    /// Shields (cities).
    pub shields: u32,
    /// Completed cities it borders (fields).
    pub cities: u32,
    /// Points it is worth now (on completion, or at the end if incomplete).
    pub value: u32,
}

/// One scoring.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
pub struct ScoringView {
    /// Turns completed before it.
    pub turn: u32,
    /// When and why: a completed feature, the final scoring, or a barn
    /// scoring (Abbey & Mayor).
    pub time: ScoringTime,
    /// Id of the scored feature.
    pub feature: u32,
    /// Kind of feature.
    pub kind: Terrain,
    /// Whether it was complete.
    pub complete: bool,
    /// Its tiles.
    pub tiles: Vec<Pos>,
    /// Shields (cities).
    pub shields: u32,
    /// Completed cities bordered (fields).
    pub cities: u32,
    /// Points each scorer received.
    pub points: u32,
    /// Seats that received them.
    pub scorers: Vec<u8>,
}

impl GameState {
    /// The public view.
    pub fn view(&self) -> GameView {
        let (step, current_player) = match self.phase {
            Phase::Finished => ("finished", None),
            Phase::PlacingFigure { .. } => ("place_figure", Some(self.current.0)),
            Phase::PlacingTile { .. } | Phase::Drawing => ("place_tile", Some(self.current.0)),
            Phase::ChoosingTile => ("choose_tile", Some(self.current.0)),
            Phase::LastAbbeys { .. } => ("last_abbeys", Some(self.current.0)),
            Phase::MovingWagons { .. } => ("move_wagon", Some(self.current.0)),
        };
        let placed_at = match self.phase {
            Phase::PlacingFigure { placed } => self.board.tiles().get(placed).map(|t| t.pos),
            _ => None,
        };
        GameView {
            options: self.options.clone(),
            custom: self.custom,
            turn: self.turn,
            step,
            current_player,
            current_tile: self.current_tile(),
            placed_at,
            tiles_left: self.tiles_left(),
            remaining: self
                .remaining_tiles()
                .into_iter()
                .enumerate()
                .filter(|(_, count)| *count > 0)
                .map(|(i, count)| TileCount { tile: Tile(TileIdx(i as u16)), count })
                .collect(),
            discarded: self.discarded.clone(),
            players: self
                .players
                .iter()
                .enumerate()
                .map(|(seat, p)| PlayerView {
                    seat: seat as u8,
                    score: p.score,
                    followers: p.supply[Figure::Follower.index()],
                    mayors: p.supply[Figure::Mayor.index()],
                    wagons: p.supply[Figure::Wagon.index()],
                    barns: p.supply[Figure::Barn.index()],
                    abbey: p.abbey,
                    resigned: p.resigned,
                })
                .collect(),
            board: self
                .board
                .tiles()
                .iter()
                .map(|t| TileView { x: t.pos.x, y: t.pos.y, tile: Tile(t.tile), rotation: t.rotation.quarter_turns() })
                .collect(),
            figures: self
                .figures
                .iter()
                .filter_map(|f| {
                    Some(FigureView {
                        owner: f.owner.0,
                        figure: f.kind,
                        at: self.features.region_ref(&self.board, f.segment)?,
                    })
                })
                .collect(),
            barns: self
                .barns
                .iter()
                .map(|b| BarnView { owner: b.owner.0, x: b.pos.x, y: b.pos.y, corner: b.corner })
                .collect(),
            features: self.features.features().filter_map(|f| self.feature_view(f)).collect(),
            scorings: self
                .scorings
                .iter()
                .map(|s| ScoringView {
                    turn: s.turn,
                    time: s.time,
                    feature: self.features.stable_id(s.feature),
                    kind: s.value.terrain,
                    complete: s.value.complete,
                    tiles: self.feature_tiles(s.feature, &s.value),
                    shields: s.value.shields,
                    cities: s.value.cities,
                    points: s.value.points,
                    scorers: s.scorers.iter().map(|seat| seat.0).collect(),
                })
                .collect(),
            winners: if self.phase == Phase::Finished {
                self.leaders().into_iter().map(|s| s.0).collect()
            } else {
                Vec::new()
            },
        }
    }

    fn feature_tiles(&self, feature: FeatureId, value: &FeatureValue) -> Vec<Pos> {
        let mut tiles: Vec<Pos> = self
            .features
            .members(feature)
            .filter_map(|s| self.features.region_ref(&self.board, s))
            .map(|r| Pos::new(r.x, r.y))
            .collect();
        let monastery = matches!(value.terrain, Terrain::Monastery | Terrain::Abbey);
        if let Some(&center) = tiles.first().filter(|_| monastery) {
            tiles.extend(center.surroundings().into_iter().filter(|p| self.board.is_filled(*p)));
        }
        tiles.sort_unstable_by_key(|p| (p.y, p.x));
        tiles.dedup();
        tiles
    }

    fn feature_view(&self, feature: FeatureId) -> Option<FeatureView> {
        let value = self.feature_value(feature)?;
        let per_seat = |owners: &mut dyn Iterator<Item = Seat>| {
            let mut counts = vec![0u8; self.players.len()];
            for owner in owners {
                if let Some(count) = counts.get_mut(usize::from(owner.0)) {
                    *count += 1;
                }
            }
            counts
        };
        let on = |segment| self.features.feature_of(segment) == feature;
        let followers = per_seat(&mut self.figures.iter().filter(|f| on(f.segment)).map(|f| f.owner));
        let barns = per_seat(&mut self.barns.iter().filter(|b| on(b.segment)).map(|b| b.owner));
        let mut regions: Vec<RegionRef> =
            self.features.members(feature).filter_map(|s| self.features.region_ref(&self.board, s)).collect();
        regions.sort_unstable_by_key(|r| (r.y, r.x, r.region));
        Some(FeatureView {
            id: self.features.stable_id(feature),
            kind: value.terrain,
            complete: value.complete,
            open_slots: self.features.open_slots(feature),
            tiles: self.feature_tiles(feature, &value),
            regions,
            followers,
            barns,
            shields: value.shields,
            cities: value.cities,
            value: value.points,
        })
    }
}
