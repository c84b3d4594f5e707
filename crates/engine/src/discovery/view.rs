//! The public view of a game: everything any player or spectator may see
//! (hands and set-aside tiles are face up), and nothing of the order of the
//! remaining tiles.

use super::options::Options;
use super::records::{Scoring, ScoringKind};
use super::state::{GameState, Phase};
use super::tiles::{Terrain, Tile};
use crate::feature_list::{FeatureHead, Features, Headed, Reuse, per_seat};
use crate::features::FeatureId;
use crate::geometry::RegionRef;
use crate::picture::Picture;
use crate::players::{PlacedFigure, Standing, held};
use crate::ruleset::{Presentation, Rules};
use crate::seat::Seat;
use crate::view::{Progress, ScoringHead, ViewHead};
use serde::Serialize;

/// The state of a Discovery game as clients see it.
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
    /// Equal turns: the tiles set aside, face up, out of the game.
    pub set_aside: Vec<Tile>,
    /// Every lowland, mountain and water area on the board.
    #[cfg_attr(feature = "schema", schema(value_type = Vec<FeatureView>))]
    pub features: Features<FeatureView>,
    /// Every scoring so far, one per figure.
    pub scorings: Vec<ScoringView>,
}

/// What happens next in a Discovery game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// The player to move places a tile (`place_tile`).
    PlaceTile,
    /// Hand of two: no hand tile fits; the player removes one (`discard_tile`).
    DiscardTile,
    /// The action step: place a figure, take one back, or nothing
    /// (`place_figure`, `recall_figure`, `skip_figure`).
    PlaceFigure,
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
    /// Figures in supply; once the game is over, as they stood at the end
    /// (the figures the final scoring scored stand in `figures`, where they
    /// stood).
    pub supply: Supply,
    /// Hand of two: the player's face-up tiles.
    pub hand: Vec<Tile>,
}

/// Figures in a player's supply.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Supply {
    /// Figures: explorers, brigands or sailors by where they stand (4 at the start).
    pub follower: u8,
}

/// What a figure is, by where it stands (DISC-TERM-5).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// In a lowland.
    Explorer,
    /// In mountains.
    Brigand,
    /// On water.
    Sailor,
}

/// A figure on the board.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FigureView {
    /// Owner's seat.
    pub owner: u8,
    /// What it is there.
    pub role: Role,
    /// Where it stands.
    #[serde(flatten)]
    pub at: RegionRef,
}

/// A lowland, mountain or water area. `value` is what a figure taken back
/// now would score (DISC-SCORE-*); `complete` says it is closed.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FeatureView {
    /// What every rule set's feature shows.
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", schema(inline))]
    pub head: FeatureHead,
    /// Kind.
    pub kind: Terrain,
    /// Towns lying in it (DISC-TERM-2): each town lies in one land area
    /// and is counted there only; a water area lists none, and the towns on
    /// its shore are its `counted_towns`.
    pub towns: u32,
    /// The towns its value counts: for mountains their own and those of the
    /// adjacent lowland areas, for water those on its shore, none for
    /// lowlands.
    pub counted_towns: u32,
    /// Closed with 1 or 2 tiles: worth its open value (DISC-AMB-2).
    pub small: bool,
    /// What a figure still out at the end scores here (DISC-END-2).
    pub final_value: u32,
}

impl Headed for FeatureView {
    fn head(&self) -> &FeatureHead {
        &self.head
    }
    fn head_mut(&mut self) -> &mut FeatureHead {
        &mut self.head
    }
}

/// One figure scored. `tiles` are its area's.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ScoringView {
    /// What every rule set's scoring shows.
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", schema(inline))]
    pub head: ScoringHead,
    /// Taken back, or still out at the end.
    pub kind: ScoringKind,
    /// The area's terrain.
    pub terrain: Terrain,
    /// The towns the value counted.
    pub towns: u32,
    /// Whether it was scored as closed.
    pub closed: bool,
    /// Whether the area was closed then (a final scoring values it as open
    /// either way, DISC-END-2).
    pub area_closed: bool,
    /// Closed with 1 or 2 tiles, so scored like an open area.
    pub small: bool,
}

fn role(terrain: Terrain) -> Role {
    match terrain {
        Terrain::Lowland => Role::Explorer,
        Terrain::Mountain => Role::Brigand,
        Terrain::Water => Role::Sailor,
    }
}

impl Presentation for GameState {
    type View = GameView;
    type Feature = FeatureView;

    fn features_of(view: &mut GameView) -> &mut Features<FeatureView> {
        &mut view.features
    }

    /// The public view.
    fn view_reusing(&self, reuse: Reuse<'_, FeatureView>) -> GameView {
        let (step, current_tile, placed) = match self.head.phase {
            Phase::Finished => (Step::Finished, None, None),
            Phase::PlacingTile { tile } => (Step::PlaceTile, tile, None),
            Phase::Dealing { .. } => (Step::PlaceTile, None, None),
            Phase::DiscardingTile => (Step::DiscardTile, None, None),
            Phase::Acting { placed } => {
                let tile = placed.and_then(|p| self.head.table.board.tiles().get(p)).map(|t| Tile(t.tile));
                (Step::PlaceFigure, tile, placed)
            }
        };
        let progress =
            Progress { current_tile: current_tile.map(|t| t.0), placed, supplies: &[&self.bag], unseen: Vec::new() };
        let finished = self.head.phase == Phase::Finished;
        // Once over, the figures went home; the view shows them where they stood.
        let away: &[_] = if finished { &self.final_figures } else { &[] };
        let features = &self.head.table.features;
        GameView {
            head: ViewHead::new(self, &self.head, progress),
            step,
            options: self.head.options.clone(),
            players: self
                .head
                .seats
                .standings()
                .zip(self.supplies.iter().zip(&self.hands))
                .map(|(standing, (supply, hand))| PlayerView {
                    supply: Supply { follower: supply.saturating_sub(held(away, Seat(standing.seat), ())) },
                    standing,
                    hand: hand.clone(),
                })
                .collect(),
            figures: self.standing_figures().iter().filter_map(|f| self.figure_view(f)).collect(),
            set_aside: self.set_aside.clone(),
            features: Features::listing_on(
                &self.head.table,
                features.features().filter_map(|f| Some((f, self.feature_summary(f)?))),
                reuse,
            ),
            scorings: self.head.scorings.iter().map(|s| self.scoring_view(s)).collect(),
        }
    }

    /// The board, its figures and the scores.
    fn picture(&self) -> Picture {
        let table = &self.head.table;
        let standing = self.standing_figures();
        Picture {
            tiles: Picture::tiles_of(table, Self::catalog(), |f| table.features.is_closed(f)),
            face_down: Vec::new(),
            pieces: standing.iter().filter_map(|f| Picture::piece(table, f.segment, f.owner.0, 'F')).collect(),
            legend: Picture::scores(&self.head.seats),
        }
    }
}

impl GameState {
    /// The figures views show on the board: once the game is over, where
    /// they stood at the end.
    pub(super) fn standing_figures(&self) -> &[PlacedFigure<()>] {
        if self.head.phase == Phase::Finished { &self.final_figures } else { &self.figures }
    }

    /// A figure as views show it, `None` if its segment is not on the board.
    pub(super) fn figure_view(&self, figure: &PlacedFigure<()>) -> Option<FigureView> {
        let features = &self.head.table.features;
        let terrain = self.terrain(features.feature_of(figure.segment))?;
        let at = features.region_ref(&self.head.table.board, figure.segment)?;
        Some(FigureView { owner: figure.owner.0, role: role(terrain), at })
    }

    /// A scoring as views show it.
    pub(super) fn scoring_view(&self, s: &Scoring) -> ScoringView {
        ScoringView {
            head: ScoringHead {
                turn: s.turn,
                feature: s.feature,
                tiles: s.tiles.clone(),
                points: s.value.points,
                scorers: vec![s.scorer.0],
            },
            kind: s.kind,
            terrain: s.value.terrain,
            towns: s.value.towns,
            closed: s.value.closed,
            area_closed: s.area_closed,
            small: s.value.small,
        }
    }

    /// The view of `feature` as a summary, without its tiles and regions.
    fn feature_summary(&self, feature: FeatureId) -> Option<FeatureView> {
        let value = self.value(feature, false)?;
        let features = &self.head.table.features;
        let on = self.figures.iter().filter(|f| features.feature_of(f.segment) == feature).map(|f| f.owner);
        let figures = per_seat(self.head.seats.count(), on);
        Some(FeatureView {
            head: FeatureHead::summary(&self.head.table, feature, features.is_closed(feature), figures, value.points),
            kind: value.terrain,
            towns: if value.terrain == Terrain::Water { 0 } else { self.towns(feature) },
            counted_towns: value.towns,
            small: value.small,
            final_value: self.value(feature, true).map_or(0, |v| v.points),
        })
    }
}
