//! The public view of a game: everything any player or spectator may see,
//! and nothing of the order of the remaining tiles.

use super::events::Figure;
use super::options::Options;
use super::records::{FeatureValue, Scoring, ScoringTime};
use super::state::{GameState, Phase, SecondTurn};
use super::tiles::Terrain;
use super::trade::{Goods, GoodsScoring};
use crate::feature_list::{FeatureHead, Features, Headed, PerSeat, Reuse, per_seat, regions_of, tiles_of};
use crate::features::FeatureId;
use crate::geometry::{Corner, Pos, RegionRef};
use crate::picture::Picture;
use crate::players::{PlacedFigure, Standing, held};
use crate::ruleset::{Presentation, Rules};
use crate::seat::Seat;
use crate::view::{Progress, ScoringHead, ViewHead};
use serde::Serialize;

/// The state of a classic game as clients see it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct GameView {
    /// What every rule set's view shows.
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", schema(inline))]
    pub head: ViewHead,
    /// What happens next.
    pub step: Step,
    /// Options the game was created with.
    pub options: Options,
    /// Players by seat.
    pub players: Vec<PlayerView>,
    /// Figures on the board; once the game is over, where they stood at the
    /// end (the final scoring returned them).
    pub figures: Vec<FigureView>,
    /// Abbey & Mayor: wagons of features scored this turn, waiting for
    /// their owners to move them, in decision order (AM-WAGON-5).
    pub waiting_wagons: Vec<FigureView>,
    /// Abbey & Mayor: barns on the board.
    pub barns: Vec<BarnView>,
    /// Abbey & Mayor: empty cells with a tile on all four sides, where an
    /// abbey may go (AM-ABBEY-1), by row and column; empty without abbeys.
    pub holes: Vec<Pos>,
    /// Every feature on the board.
    #[cfg_attr(feature = "schema", schema(value_type = Vec<FeatureView>))]
    pub features: Features<FeatureView>,
    /// Every scoring so far.
    pub scorings: Vec<ScoringView>,
    /// Traders & Builders: the player to move takes a builder's second
    /// turn (TB-BUILD-2); it earns no third.
    pub second_turn: bool,
    /// Traders & Builders: the goods' final scoring, once the game is over
    /// (TB-GOODS-3).
    pub goods_scorings: Vec<GoodsScoring>,
}

/// What happens next in a classic game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// The player to move places the drawn tile (`place_tile`).
    PlaceTile,
    /// The player to move may put a figure (or a barn) on the tile just
    /// placed (`place_figure`, `place_barn`, `skip_figure`).
    PlaceFigure,
    /// Abbey & Mayor: place the abbey into a hole or draw (`place_abbey`, `draw_tile`).
    ChooseTile,
    /// Abbey & Mayor, after the last tile: place the abbey or pass
    /// (`place_abbey`, `pass_abbey`).
    LastAbbeys,
    /// Abbey & Mayor: the owner of the first waiting wagon moves it or takes
    /// it back (`move_wagon`, `return_wagon`).
    MoveWagon,
    /// The game is over.
    Finished,
}

/// A player's public counters.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PlayerView {
    /// Seat, score and resignation.
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", schema(inline))]
    pub standing: Standing,
    /// Figures in supply, by the names `place_figure` takes; once the
    /// game is over, as it stood at the end (the figures the final scoring
    /// scored stand in `figures`, where they stood).
    pub supply: Supply,
    /// Whether the player still holds an abbey (Abbey & Mayor).
    pub abbey: bool,
    /// Goods tokens taken (Traders & Builders, TB-GOODS-1).
    pub goods: Goods,
}

/// Figures in a player's supply.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Supply {
    /// Followers (7 at the start).
    pub follower: u8,
    /// Large followers (Inns & Cathedrals).
    pub large_follower: u8,
    /// Mayors (Abbey & Mayor).
    pub mayor: u8,
    /// Wagons (Abbey & Mayor).
    pub wagon: u8,
    /// Builders (Traders & Builders).
    pub builder: u8,
    /// Pigs (Traders & Builders).
    pub pig: u8,
    /// Barns (Abbey & Mayor).
    pub barn: u8,
}

/// A figure on the board, or a wagon waiting to move from where it stood.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FigureView {
    /// Owner's seat.
    pub owner: u8,
    /// Figure.
    pub figure: Figure,
    /// Where it stands (or stood).
    #[serde(flatten)]
    pub at: RegionRef,
}

/// A barn on the corner of a tile (Abbey & Mayor, AM-BARN-1).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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

/// A road, city, monastery (or abbey) or field. `figures` counts
/// followers (large ones too), mayors and wagons, not builders and pigs;
/// `complete` is never true for a field.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FeatureView {
    /// What every rule set's feature shows.
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", schema(inline))]
    pub head: FeatureHead,
    /// Kind.
    pub kind: Terrain,
    /// Barns on it per seat (fields, Abbey & Mayor).
    #[cfg_attr(feature = "schema", schema(value_type = Vec<u8>))]
    pub barns: PerSeat,
    /// Shields (cities).
    pub shields: u32,
    /// Completed cities it borders (fields).
    pub cities: u32,
    /// An inn stands by it (roads, Inns & Cathedrals): 2 points per tile
    /// when completed, none if still open at the end (IC-INN-1/2).
    pub inn: bool,
    /// A cathedral stands in it (cities, Inns & Cathedrals): 3 points per
    /// tile and shield when completed, none if still open at the end
    /// (IC-CATH-1/2).
    pub cathedral: bool,
}

impl Headed for FeatureView {
    fn head(&self) -> &FeatureHead {
        &self.head
    }
    fn head_mut(&mut self) -> &mut FeatureHead {
        &mut self.head
    }
}

/// One scoring. `tiles` are the feature's tiles (a monastery's 3x3 block).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ScoringView {
    /// What every rule set's scoring shows.
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", schema(inline))]
    pub head: ScoringHead,
    /// When and why: a completed feature, the final scoring, or a barn
    /// scoring (Abbey & Mayor).
    pub time: ScoringTime,
    /// Kind of feature.
    pub kind: Terrain,
    /// Whether it was complete.
    pub complete: bool,
    /// Shields (cities).
    pub shields: u32,
    /// Completed cities bordered (fields).
    pub cities: u32,
    /// An inn stood by it (roads, IC-INN-1/2).
    pub inn: bool,
    /// A cathedral stood in it (cities, IC-CATH-1/2).
    pub cathedral: bool,
    /// The scorers had their pig in the field: 1 more per city (fields,
    /// Traders & Builders, TB-PIG-2); the field's other scorers, if any,
    /// are listed in the scoring before.
    pub pig: bool,
}

impl Presentation for GameState {
    type View = GameView;
    type Feature = FeatureView;

    fn features_of(view: &mut GameView) -> &mut Features<FeatureView> {
        &mut view.features
    }

    /// The public view.
    fn view_reusing(&self, reuse: Reuse<'_, FeatureView>) -> GameView {
        let step = match self.head.phase {
            Phase::Finished => Step::Finished,
            Phase::PlacingFigure { .. } => Step::PlaceFigure,
            Phase::PlacingTile { .. } | Phase::Drawing => Step::PlaceTile,
            Phase::ChoosingTile => Step::ChooseTile,
            Phase::LastAbbeys { .. } => Step::LastAbbeys,
            Phase::MovingWagons { .. } => Step::MoveWagon,
        };
        let placed = match self.head.phase {
            Phase::PlacingFigure { placed } => Some(placed),
            _ => None,
        };
        let progress = Progress {
            current_tile: self.current_tile().map(|tile| tile.0),
            placed,
            supplies: &[&self.bag],
            unseen: Vec::new(),
        };
        let finished = self.head.phase == Phase::Finished;
        // Once over, the figures went home; the view shows them where they stood.
        let away: &[_] = if finished { &self.final_figures } else { &[] };
        GameView {
            head: ViewHead::new(self, &self.head, progress),
            step,
            options: self.head.options.clone(),
            players: self
                .head
                .seats
                .standings()
                .zip(&self.players)
                .map(|(standing, p)| {
                    let left =
                        |kind: Figure| p.supply[kind.index()].saturating_sub(held(away, Seat(standing.seat), kind));
                    let supply = Supply {
                        follower: left(Figure::Follower),
                        large_follower: left(Figure::LargeFollower),
                        mayor: left(Figure::Mayor),
                        wagon: left(Figure::Wagon),
                        builder: left(Figure::Builder),
                        pig: left(Figure::Pig),
                        barn: left(Figure::Barn),
                    };
                    PlayerView { supply, abbey: p.abbey, goods: p.goods, standing }
                })
                .collect(),
            figures: self.standing_figures().iter().filter_map(|f| self.figure_view(f)).collect(),
            waiting_wagons: self
                .waiting_wagons
                .iter()
                .map(|w| FigureView { owner: w.owner.0, figure: Figure::Wagon, at: w.from })
                .collect(),
            barns: self
                .barns
                .iter()
                .map(|b| BarnView { owner: b.owner.0, x: b.pos.x, y: b.pos.y, corner: b.corner })
                .collect(),
            holes: if self.head.options.expansion().abbeys { self.holes() } else { Vec::new() },
            features: Features::listing(
                self.head.table.features.features().filter_map(|f| Some((f, self.feature_summary(f)?))),
                reuse,
                |feature, view| {
                    view.head.list(&self.head.table, feature);
                    self.add_monastery_block(&mut view.head.tiles, view.kind);
                },
            ),
            scorings: self.head.scorings.iter().map(|s| self.scoring_view(s)).collect(),
            second_turn: self.second_turn == SecondTurn::Playing,
            goods_scorings: self.goods_scorings.clone(),
        }
    }

    /// The board, its figures (where they stood, once over), barns and the
    /// scores.
    fn picture(&self) -> Picture {
        let table = &self.head.table;
        let standing = self.standing_figures();
        let label = |figure: Figure| match figure {
            Figure::Follower => 'F',
            Figure::LargeFollower => 'L',
            Figure::Mayor => 'M',
            Figure::Wagon => 'W',
            Figure::Builder => 'U',
            Figure::Pig => 'P',
            Figure::Barn => 'B',
        };
        let figures = standing.iter().filter(|f| f.kind != Figure::Barn);
        Picture {
            tiles: Picture::tiles_of(table, Self::catalog(), |f| table.features.is_closed(f)),
            face_down: Vec::new(),
            pieces: figures
                .filter_map(|f| Picture::piece(table, f.segment, f.owner.0, label(f.kind)))
                .chain(self.barns.iter().filter_map(|b| Picture::piece(table, b.segment, b.owner.0, 'B')))
                .collect(),
            legend: Picture::scores(&self.head.seats),
        }
    }
}

impl GameState {
    /// The figures views show on the board: once the game is over, where
    /// they stood at the end.
    pub(super) fn standing_figures(&self) -> &[PlacedFigure<Figure>] {
        if self.head.phase == Phase::Finished { &self.final_figures } else { &self.figures }
    }

    /// A figure as views show it, `None` if its segment is not on the board.
    pub(super) fn figure_view(&self, figure: &PlacedFigure<Figure>) -> Option<FigureView> {
        let at = self.head.table.features.region_ref(&self.head.table.board, figure.segment)?;
        Some(FigureView { owner: figure.owner.0, figure: figure.kind, at })
    }

    /// A scoring as views show it.
    pub(super) fn scoring_view(&self, s: &Scoring) -> ScoringView {
        let (feature, tiles) = match &s.shown {
            Some(shown) => (shown.feature, shown.tiles.clone()),
            None => (self.head.table.features.stable_id(s.feature), self.feature_tiles(s.feature, &s.value)),
        };
        ScoringView {
            head: ScoringHead {
                turn: s.turn,
                feature,
                tiles,
                points: s.value.points,
                scorers: s.scorers.iter().map(|seat| seat.0).collect(),
            },
            time: s.time,
            kind: s.value.terrain,
            complete: s.value.complete,
            shields: s.value.shields,
            cities: s.value.cities,
            inn: s.value.inn,
            cathedral: s.value.cathedral,
            pig: s.pig,
        }
    }

    /// The tiles of a feature; a monastery's are its 3x3 block.
    fn feature_tiles(&self, feature: FeatureId, value: &FeatureValue) -> Vec<Pos> {
        let mut tiles = tiles_of(&regions_of(&self.head.table, feature));
        self.add_monastery_block(&mut tiles, value.terrain);
        tiles
    }

    /// Adds the tiles around a monastery (or abbey) to its own.
    fn add_monastery_block(&self, tiles: &mut Vec<Pos>, terrain: Terrain) {
        let monastery = matches!(terrain, Terrain::Monastery | Terrain::Abbey);
        if let Some(&center) = tiles.first().filter(|_| monastery) {
            tiles.extend(center.surroundings().into_iter().filter(|p| self.head.table.board.is_filled(*p)));
            tiles.sort_unstable_by_key(|p| (p.y, p.x));
        }
    }

    /// The view of `feature` as a summary, without its tiles and regions.
    fn feature_summary(&self, feature: FeatureId) -> Option<FeatureView> {
        let value = self.feature_value(feature)?;
        let on = |segment| self.head.table.features.feature_of(segment) == feature;
        let seats = self.head.seats.count();
        let followers = self.figures.iter().filter(|f| f.kind.is_follower() && on(f.segment));
        let figures = per_seat(seats, followers.map(|f| f.owner));
        Some(FeatureView {
            head: FeatureHead::summary(&self.head.table, feature, value.complete, figures, value.points),
            kind: value.terrain,
            barns: per_seat(seats, self.barns.iter().filter(|b| on(b.segment)).map(|b| b.owner)),
            shields: value.shields,
            cities: value.cities,
            inn: value.inn,
            cathedral: value.cathedral,
        })
    }
}
