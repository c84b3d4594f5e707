//! The public view of a game: everything any player or spectator may see,
//! and nothing of the order of the remaining tiles.

use super::events::Figure;
use super::options::Options;
use super::scoring::{ScoringKind, Value};
use super::state::{GameState, Phase};
use super::tiles::{Animals, Terrain, Tile};
use crate::engine::catalog::TileIdx;
use crate::engine::features::FeatureId;
use crate::engine::geometry::{Pos, RegionRef};
use serde::Serialize;

/// The state of a Hunters & Gatherers game as clients see it.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
#[schema(as = HgGameView)]
pub struct GameView {
    /// Options the game was created with.
    pub options: Options,
    /// Whether the creator fixed the tile orders (custom or puzzle game).
    pub custom: bool,
    /// Turns completed.
    pub turn: u32,
    /// What happens next: `place_tile`, `place_figure` or `finished`.
    #[schema(value_type = String, example = "place_tile")]
    pub step: &'static str,
    /// Seat to move; none when finished.
    pub current_player: Option<u8>,
    /// The tile the player to move holds (or has just placed).
    pub current_tile: Option<Tile>,
    /// Whether that tile is the turn's menhir tile (HG-TURN-1 step 4).
    pub menhir_turn: bool,
    /// Where the tile of the `place_figure` step lies.
    pub placed_at: Option<Pos>,
    /// Regular tiles still to be drawn.
    pub tiles_left: usize,
    /// Menhir tiles still to be drawn.
    pub bonus_tiles_left: usize,
    /// How many of each tile type are still to be drawn (not their order).
    pub remaining: Vec<TileCount>,
    /// Tiles removed because they fitted nowhere.
    pub discarded: Vec<Tile>,
    /// Players by seat.
    pub players: Vec<PlayerView>,
    /// Placed tiles in placement order.
    pub board: Vec<TileView>,
    /// Figures and huts on the board.
    pub figures: Vec<FigureView>,
    /// Meadow regions whose animals a small trap covered.
    pub covered: Vec<RegionRef>,
    /// Every feature on the board.
    pub features: Vec<FeatureView>,
    /// Every scoring so far.
    pub scorings: Vec<ScoringView>,
    /// Seats with the highest score once the game is finished.
    pub winners: Vec<u8>,
}

/// Copies of a tile type.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
#[schema(as = HgTileCount)]
pub struct TileCount {
    /// Tile type.
    pub tile: Tile,
    /// Copies.
    pub count: u16,
}

/// A player's public counters.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
#[schema(as = HgPlayerView)]
pub struct PlayerView {
    /// Seat, 0-based.
    pub seat: u8,
    /// Points.
    pub score: u32,
    /// Figures in supply.
    pub figures: u8,
    /// Huts in supply.
    pub huts: u8,
    /// Whether the player resigned.
    pub resigned: bool,
}

/// A tile on the board.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
#[schema(as = HgTileView)]
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

/// What a piece on the board is, by where it stands (HG-TERM-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(rename_all = "snake_case")]
#[schema(as = HgRole)]
pub enum Role {
    /// A figure on a river.
    Fisherman,
    /// A figure in a forest.
    Gatherer,
    /// A figure on a meadow.
    Hunter,
    /// A hut.
    Hut,
}

/// A piece on the board.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
#[schema(as = HgFigureView)]
pub struct FigureView {
    /// Owner's seat.
    pub owner: u8,
    /// Piece.
    pub figure: Figure,
    /// What it does there.
    pub role: Role,
    /// Where it stands.
    #[serde(flatten)]
    pub at: RegionRef,
}

/// A river, lake, forest or meadow.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
#[schema(as = HgFeatureView)]
pub struct FeatureView {
    /// Stable id: the number of its first-placed region; it never changes
    /// when the feature grows.
    pub id: u32,
    /// Kind.
    pub kind: Terrain,
    /// Whether it is closed (rivers and forests; lakes always are).
    pub closed: bool,
    /// Slots still facing empty cells.
    pub open_slots: u16,
    /// Distinct tiles it covers.
    pub tiles: Vec<Pos>,
    /// Its regions.
    pub regions: Vec<RegionRef>,
    /// Figures on it per seat.
    pub figures: Vec<u8>,
    /// Huts on it per seat.
    pub huts: Vec<u8>,
    /// Fish in it (rivers, lakes).
    pub fish: u32,
    /// Uncovered animals on it (meadows).
    pub animals: Animals,
    /// Whether it shows a menhir (forests).
    pub menhir: bool,
    /// What it is worth now: a river or forest when closed, a meadow at the
    /// end (lakes: 0).
    pub value: u32,
}

/// One scoring.
#[derive(Clone, Debug, Serialize, utoipa::ToSchema)]
#[schema(as = HgScoringView)]
pub struct ScoringView {
    /// Turns completed before it.
    pub turn: u32,
    /// What it paid for.
    pub kind: ScoringKind,
    /// Id of the scored feature (for huts: of the system's first feature).
    pub feature: u32,
    /// Tiles of a river or forest.
    pub tiles: u32,
    /// Fish counted.
    pub fish: u32,
    /// Lakes counted (canoe, raft).
    pub lakes: u32,
    /// Mushroom patches of a forest.
    pub mushrooms: u32,
    /// Animals that scored (doubled ones twice; tigers: how many ate).
    pub animals: Animals,
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
        };
        let placed_at = match self.phase {
            Phase::PlacingFigure { placed, .. } => self.board.tiles().get(placed).map(|t| t.pos),
            _ => None,
        };
        GameView {
            options: self.options.clone(),
            custom: self.custom,
            turn: self.turn,
            step,
            current_player,
            current_tile: self.current_tile(),
            menhir_turn: self.menhir_turn,
            placed_at,
            tiles_left: self.tiles_left(),
            bonus_tiles_left: self.bonus_tiles_left(),
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
                    figures: p.supply[Figure::Follower.index()],
                    huts: p.supply[Figure::Hut.index()],
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
                    let role = match (f.kind, self.terrain(self.features.feature_of(f.segment))?) {
                        (Figure::Hut, _) => Role::Hut,
                        (Figure::Follower, Terrain::Forest) => Role::Gatherer,
                        (Figure::Follower, Terrain::Meadow) => Role::Hunter,
                        (Figure::Follower, Terrain::River | Terrain::Lake) => Role::Fisherman,
                    };
                    Some(FigureView {
                        owner: f.owner.0,
                        figure: f.kind,
                        role,
                        at: self.features.region_ref(&self.board, f.segment)?,
                    })
                })
                .collect(),
            covered: self.covered.iter().filter_map(|s| self.features.region_ref(&self.board, *s)).collect(),
            features: self.features.features().filter_map(|f| self.feature_view(f)).collect(),
            scorings: self
                .scorings
                .iter()
                .map(|s| ScoringView {
                    turn: s.turn,
                    kind: s.kind,
                    feature: self.features.stable_id(s.feature),
                    tiles: s.value.tiles,
                    fish: s.value.fish,
                    lakes: s.value.lakes,
                    mushrooms: s.value.mushrooms,
                    animals: s.value.animals,
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

    fn feature_view(&self, feature: FeatureId) -> Option<FeatureView> {
        let terrain = self.terrain(feature)?;
        let per_seat = |kind: Figure| {
            let mut counts = vec![0u8; self.players.len()];
            for figure in
                self.figures.iter().filter(|f| f.kind == kind && self.features.feature_of(f.segment) == feature)
            {
                if let Some(count) = counts.get_mut(usize::from(figure.owner.0)) {
                    *count += 1;
                }
            }
            counts
        };
        let mut regions: Vec<RegionRef> =
            self.features.members(feature).filter_map(|s| self.features.region_ref(&self.board, s)).collect();
        regions.sort_unstable_by_key(|r| (r.y, r.x, r.region));
        let mut tiles: Vec<Pos> = regions.iter().map(|r| Pos::new(r.x, r.y)).collect();
        tiles.dedup();
        let mut fish = 0;
        let mut animals = Animals::default();
        for segment in self.features.members(feature) {
            let Some((_, region)) = self.info(segment) else {
                continue;
            };
            fish += region.fish;
            if !self.covered.contains(&segment) {
                animals.add(region.animals, 1);
            }
        }
        let (value, menhir): (Value, bool) = match terrain {
            Terrain::River => (self.river_value(feature), false),
            Terrain::Forest => self.forest_value(feature),
            Terrain::Meadow => (self.meadow_value(feature), false),
            Terrain::Lake => (Value::default(), false),
        };
        Some(FeatureView {
            id: self.features.stable_id(feature),
            kind: terrain,
            closed: self.features.is_closed(feature),
            open_slots: self.features.open_slots(feature),
            tiles,
            regions,
            figures: per_seat(Figure::Follower),
            huts: per_seat(Figure::Hut),
            fish,
            animals,
            menhir,
            value: value.points,
        })
    }
}
