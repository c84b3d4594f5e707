//! The public view of a game: everything any player or spectator may see,
//! and nothing of the order of the remaining tiles.

use super::events::Figure;
use super::options::Options;
use super::records::{Scoring, ScoringKind, Shown, Value};
use super::state::{GameState, Phase};
use super::tiles::{Animals, Special, Terrain};
use crate::board::SegmentId;
use crate::feature_list::{FeatureHead, Features, Headed, PerSeat, Reuse, per_seat, tiles_of};
use crate::features::FeatureId;
use crate::geometry::RegionRef;
use crate::picture::Picture;
use crate::players::{PlacedFigure, Standing, held};
use crate::ruleset::{Presentation, Rules};
use crate::seat::Seat;
use crate::view::{Progress, ScoringHead, ViewHead};
use serde::Serialize;

/// The state of a Hunters & Gatherers game as clients see it.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct GameView {
    /// What every rule set's view shows (`tiles_left`: regular tiles).
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", schema(inline))]
    pub head: ViewHead,
    /// What happens next.
    pub step: Step,
    /// Options the game was created with.
    pub options: Options,
    /// Whether the current tile is the turn's menhir tile (HG-TURN-1 step 4).
    pub menhir_turn: bool,
    /// Menhir tiles still to be drawn.
    pub bonus_tiles_left: usize,
    /// Players by seat.
    pub players: Vec<PlayerView>,
    /// Figures and huts on the board; once the game is over, where they
    /// stood at the end (the final scoring returned them).
    pub figures: Vec<FigureView>,
    /// Meadow regions whose animals a small trap covered.
    pub covered: Vec<RegionRef>,
    /// Every feature on the board.
    #[cfg_attr(feature = "schema", schema(value_type = Vec<FeatureView>))]
    pub features: Features<FeatureView>,
    /// Every scoring so far.
    pub scorings: Vec<ScoringView>,
}

/// What happens next in a Hunters & Gatherers game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// The player to move places the drawn tile (`place_tile`).
    PlaceTile,
    /// The player to move may put a piece on the tile just placed, first
    /// taking a figure back with the shaman (`place_figure`,
    /// `recall_figure`, `skip_figure`).
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
    /// Pieces in supply, by the names `place_figure` takes; once the game
    /// is over, as they stood at the end (the pieces the final scoring
    /// scored stand in `figures`, where they stood).
    pub supply: Supply,
}

/// Pieces in a player's supply.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Supply {
    /// Figures: fishermen, gatherers and hunters by where they stand (5 at the start).
    pub follower: u8,
    /// Huts (3 at the start).
    pub hut: u8,
}

/// What a piece on the board is, by where it stands (HG-TERM-3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
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
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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

/// A river, lake, forest or meadow. `figures` counts figures (not huts);
/// lakes are always complete; `value` is what a river or forest scores
/// when complete and a meadow at the end (lakes: 0).
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FeatureView {
    /// What every rule set's feature shows.
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", schema(inline))]
    pub head: FeatureHead,
    /// Kind.
    pub kind: Terrain,
    /// Huts on it per seat.
    #[cfg_attr(feature = "schema", schema(value_type = Vec<u8>))]
    pub huts: PerSeat,
    /// Fish in it (rivers, lakes).
    pub fish: u32,
    /// Uncovered animals on it (meadows).
    pub animals: Animals,
    /// Whether it shows a menhir (forests).
    pub menhir: bool,
}

impl Headed for FeatureView {
    fn head(&self) -> &FeatureHead {
        &self.head
    }
    fn head_mut(&mut self) -> &mut FeatureHead {
        &mut self.head
    }
}

/// The supply a tile came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Pile {
    /// The regular tiles.
    Regular,
    /// The menhir tiles (HG-MENHIR-*).
    Menhir,
}

/// A bonus tile that changed a scoring.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct SpecialView {
    /// Which.
    pub special: Special,
    /// Column of its tile.
    pub x: i32,
    /// Row of its tile.
    pub y: i32,
    /// Small trap: the animals of this meadow it covered.
    pub covered: Option<Animals>,
}

/// One scoring. `tiles`: a river's, forest's or meadow's own; every tile of
/// the river system for huts; the system's lakes for the canoe; the trapped
/// tiles for the small trap.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ScoringView {
    /// What every rule set's scoring shows.
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", schema(inline))]
    pub head: ScoringHead,
    /// What it paid for.
    pub kind: ScoringKind,
    /// The pile of the tile that led to it; none for the final scoring.
    pub pile: Option<Pile>,
    /// Fish counted.
    pub fish: u32,
    /// Lakes counted (canoe, raft).
    pub lakes: u32,
    /// Mushroom patches of a forest.
    pub mushrooms: u32,
    /// Animals that scored (doubled ones twice; tigers: how many ate).
    pub animals: Animals,
    /// Bonus tiles that changed it: the canoe or small trap itself, a fire
    /// or big trap in the meadow, small traps that covered some of its
    /// animals before, a raft in the river system.
    pub specials: Vec<SpecialView>,
}

impl Presentation for GameState {
    type View = GameView;
    type Feature = FeatureView;

    fn features_of(view: &mut GameView) -> &mut Features<FeatureView> {
        &mut view.features
    }

    /// The public view.
    fn view_reusing(&self, reuse: Reuse<'_, FeatureView>) -> GameView {
        let (step, placed) = match self.head.phase {
            Phase::Finished => (Step::Finished, None),
            Phase::PlacingFigure { placed, .. } => (Step::PlaceFigure, Some(placed)),
            Phase::PlacingTile { .. } | Phase::Drawing => (Step::PlaceTile, None),
        };
        let progress = Progress {
            current_tile: self.current_tile().map(|tile| tile.0),
            placed,
            supplies: &[&self.regular, &self.bonus],
            unseen: Vec::new(),
        };
        let finished = self.head.phase == Phase::Finished;
        // Once over, the pieces went home; the view shows them where they stood.
        let away: &[_] = if finished { &self.final_figures } else { &[] };
        GameView {
            head: ViewHead::new(self, &self.head, progress),
            step,
            options: self.head.options.clone(),
            menhir_turn: self.menhir_turn,
            bonus_tiles_left: self.bonus.remaining(),
            players: self
                .head
                .seats
                .standings()
                .zip(&self.supplies)
                .map(|(standing, supply)| {
                    let left =
                        |kind: Figure| supply[kind.index()].saturating_sub(held(away, Seat(standing.seat), kind));
                    PlayerView { supply: Supply { follower: left(Figure::Follower), hut: left(Figure::Hut) }, standing }
                })
                .collect(),
            figures: self.standing_figures().iter().filter_map(|f| self.figure_view(f)).collect(),
            covered: self.region_refs(&self.covered),
            features: Features::listing_on(
                &self.head.table,
                self.head.table.features.features().filter_map(|f| Some((f, self.feature_summary(f)?))),
                reuse,
            ),
            scorings: self.head.scorings.iter().map(|s| self.scoring_view(s)).collect(),
        }
    }

    /// The board, its figures and the scores.
    fn picture(&self) -> Picture {
        let table = &self.head.table;
        let label = |figure: Figure| if figure == Figure::Hut { 'H' } else { 'F' };
        let standing = self.standing_figures();
        Picture {
            tiles: Picture::tiles_of(table, Self::catalog(), |f| table.features.is_closed(f)),
            face_down: Vec::new(),
            pieces: standing
                .iter()
                .filter_map(|f| Picture::piece(table, f.segment, f.owner.0, label(f.kind)))
                .collect(),
            legend: Picture::scores(&self.head.seats),
        }
    }
}

impl GameState {
    /// The pieces views show on the board: once the game is over, where
    /// they stood at the end.
    pub(super) fn standing_figures(&self) -> &[PlacedFigure<Figure>] {
        if self.head.phase == Phase::Finished { &self.final_figures } else { &self.figures }
    }

    /// A piece as views show it, `None` if its segment is not on the board.
    pub(super) fn figure_view(&self, figure: &PlacedFigure<Figure>) -> Option<FigureView> {
        let role = match (figure.kind, self.terrain(self.head.table.features.feature_of(figure.segment))?) {
            (Figure::Hut, _) => Role::Hut,
            (Figure::Follower, Terrain::Forest) => Role::Gatherer,
            (Figure::Follower, Terrain::Meadow) => Role::Hunter,
            (Figure::Follower, Terrain::River | Terrain::Lake) => Role::Fisherman,
        };
        let at = self.head.table.features.region_ref(&self.head.table.board, figure.segment)?;
        Some(FigureView { owner: figure.owner.0, figure: figure.kind, role, at })
    }

    pub(super) fn region_refs(&self, segments: &[SegmentId]) -> Vec<RegionRef> {
        segments.iter().filter_map(|s| self.head.table.features.region_ref(&self.head.table.board, *s)).collect()
    }

    /// The view of `feature` as a summary, without its tiles and regions.
    fn feature_summary(&self, feature: FeatureId) -> Option<FeatureView> {
        let terrain = self.terrain(feature)?;
        let seats = self.head.seats.count();
        let on = |kind: Figure| {
            let features = &self.head.table.features;
            self.figures.iter().filter(move |f| f.kind == kind && features.feature_of(f.segment) == feature)
        };
        let mut fish = 0;
        let mut animals = Animals::default();
        for segment in self.head.table.features.members(feature) {
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
        let figures = per_seat(seats, on(Figure::Follower).map(|f| f.owner));
        let complete = self.head.table.features.is_closed(feature);
        Some(FeatureView {
            head: FeatureHead::summary(&self.head.table, feature, complete, figures, value.points),
            kind: terrain,
            huts: per_seat(seats, on(Figure::Hut).map(|f| f.owner)),
            fish,
            animals,
            menhir,
        })
    }

    /// What a scoring of `kind` of `feature` (a small trap's: having
    /// `covered` these segments) shows of the board now: for its record,
    /// so that views show it as it was.
    pub(super) fn shown(&self, kind: ScoringKind, feature: FeatureId, covered: &[SegmentId]) -> Shown {
        let members = |features: Vec<FeatureId>| -> Vec<SegmentId> {
            features.into_iter().flat_map(|f| self.head.table.features.members(f)).collect()
        };
        let (segments, bonus) = match kind {
            ScoringKind::River | ScoringKind::Forest | ScoringKind::Hunters => (members(vec![feature]), None),
            ScoringKind::Huts => (members(self.system(feature)), None),
            ScoringKind::Canoe => {
                let lakes = self.system(feature).into_iter().filter(|f| self.terrain(*f) == Some(Terrain::Lake));
                (members(lakes.collect()), Some(members(vec![feature])))
            }
            ScoringKind::SmallTrap => (covered.to_vec(), Some(members(vec![feature]))),
        };
        Shown { feature: self.head.table.features.stable_id(feature), segments, bonus }
    }

    /// A scoring as views show it.
    pub(super) fn scoring_view(&self, scoring: &Scoring) -> ScoringView {
        let segments = scoring.shown.bonus.as_deref().unwrap_or(&scoring.shown.segments);
        let specials = match scoring.kind {
            ScoringKind::River | ScoringKind::Forest => Vec::new(),
            ScoringKind::Canoe => self.specials_in(segments, &[Special::Canoe]),
            ScoringKind::SmallTrap => self.trap_view(scoring, None).into_iter().collect(),
            ScoringKind::Huts => self.specials_in(segments, &[Special::Raft]),
            ScoringKind::Hunters => {
                let mut specials = self.specials_in(segments, &[Special::Fire, Special::BigTrap]);
                let meadow = Some(scoring.feature);
                specials.extend(self.head.scorings.iter().filter_map(|trap| self.trap_view(trap, meadow)));
                specials
            }
        };
        ScoringView {
            head: ScoringHead {
                turn: scoring.turn,
                feature: scoring.shown.feature,
                tiles: tiles_of(&self.region_refs(&scoring.shown.segments)),
                points: scoring.value.points,
                scorers: scoring.scorers.iter().map(|seat| seat.0).collect(),
            },
            kind: scoring.kind,
            pile: scoring.menhir.map(|menhir| if menhir { Pile::Menhir } else { Pile::Regular }),
            fish: scoring.value.fish,
            lakes: scoring.value.lakes,
            mushrooms: scoring.value.mushrooms,
            animals: scoring.value.animals,
            specials,
        }
    }

    /// The bonus tiles among `kinds` lying on `segments`.
    fn specials_in(&self, segments: &[SegmentId], kinds: &[Special]) -> Vec<SpecialView> {
        let mut specials: Vec<SpecialView> = segments
            .iter()
            .filter_map(|&segment| {
                let (tile, region) = self.info(segment)?;
                let special = region.special.filter(|s| kinds.contains(s))?;
                Some(SpecialView { special, x: tile.pos.x, y: tile.pos.y, covered: None })
            })
            .collect();
        specials.sort_unstable_by_key(|s| (s.y, s.x));
        specials
    }

    /// A small trap's scoring as a special with the animals it covered:
    /// all of them, or only those of `meadow` (none if it covered none
    /// there). None for other scorings.
    fn trap_view(&self, trap: &Scoring, meadow: Option<FeatureId>) -> Option<SpecialView> {
        if trap.kind != ScoringKind::SmallTrap {
            return None;
        }
        let counted = |segment: &&SegmentId| meadow.is_none_or(|m| self.head.table.features.feature_of(**segment) == m);
        let trapped: Vec<&SegmentId> = trap.covered.iter().filter(counted).collect();
        if meadow.is_some() && trapped.is_empty() {
            return None;
        }
        let mut covered = Animals::default();
        for (_, region) in trapped.into_iter().filter_map(|s| self.info(*s)) {
            covered.add(region.animals, 1);
        }
        let meadow = trap.shown.bonus.as_deref().unwrap_or(&trap.shown.segments);
        let at = self.specials_in(meadow, &[Special::SmallTrap]).into_iter().next()?;
        Some(SpecialView { covered: Some(covered), ..at })
    }
}
