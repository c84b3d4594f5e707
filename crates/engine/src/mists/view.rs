//! The public view of a Mists game: everything on the table, never the
//! order of the piles nor which tiles lie face down.

use super::colours::Colour;
use super::legal::{GhostTarget, GuardRef};
use super::levels::{Level, ScoreKeeping};
use super::options::Options;
use super::records::{Closed, Removal, Scoring, ScoringKind};
use super::state::{Dog, GameState, Phase};
use super::tiles::{Kind, tables};
use crate::board::SegmentId;
use crate::feature_list::{FeatureHead, Features, Headed, Reuse, per_seat, regions_of, tiles_of};
use crate::features::FeatureId;
use crate::geometry::{Pos, RegionRef};
use crate::picture::{NEUTRAL, Picture};
use crate::players::{PlacedFigure, Standing};
use crate::ruleset::{Presentation, Rules};
use crate::view::{Progress, ScoringHead, ViewHead};
use serde::Serialize;

/// The state of a Mists game as clients see it.
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
    /// The level's parameters (goal, dogs, bank, graveyards, scoring).
    pub level: Level,
    /// Levels 1-5: the team score (level 6: each colour's in `colours`).
    pub team_score: u32,
    /// Players by seat; a seat's `score` is what its colours earned.
    pub players: Vec<PlayerView>,
    /// The colours in play.
    pub colours: Vec<ColourView>,
    /// Where the ghosts are.
    pub ghosts: GhostsView,
    /// Standing guards.
    pub guards: Vec<GuardRef>,
    /// Buried guards.
    pub buried: Vec<BurialView>,
    /// Fog banks.
    pub fog: Vec<FogBankView>,
    /// Graveyards, in placement order.
    pub graveyards: Vec<GraveyardView>,
    /// The two dogs (levels 3-6).
    pub dogs: Vec<DogView>,
    /// The piles: sizes only, never their order.
    pub piles: PilesView,
    /// Cells of face-down tiles (which tiles they are stays hidden).
    pub face_down: Vec<Pos>,
    /// Roads, cities and castles.
    #[cfg_attr(feature = "schema", schema(value_type = Vec<FeatureView>))]
    pub features: Features<FeatureView>,
    /// Features closed this turn that still wait for the team's choice
    /// (ids as in `features`), the one being decided first.
    pub waiting: Vec<u32>,
    /// Every scoring so far.
    pub scorings: Vec<ScoringView>,
}

/// What happens next in a Mists game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Step {
    /// Place the drawn tile (`place_tile`).
    PlaceTile,
    /// Bury a guard on a closed graveyard (`bury_guard`, `bury_from_supply`).
    BuryGuard,
    /// Choose the graveyard of the extra ghost (`haunt_graveyard`).
    HauntGraveyard,
    /// Place a guard or not (`place_guard`, `skip_guard`).
    PlaceGuard,
    /// Points or pacify for a closed feature (`score_points`, `remove_ghosts`).
    Score,
    /// Lay an arriving dog beside a guard (`place_dog`).
    PlaceDog,
    /// The dog removes ghosts (`remove_ghosts`, `end_removals`).
    RemoveGhosts,
    /// The cell of the face-down tile (`place_face_down`).
    PlaceFaceDown,
    /// Victory or defeat (see `outcome`).
    Finished,
}

/// A player.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PlayerView {
    /// Seat, score, resignation.
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", schema(inline))]
    pub standing: Standing,
    /// The colours the player controls.
    pub colours: Vec<Colour>,
}

/// A colour in play.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ColourView {
    /// The colour.
    pub colour: Colour,
    /// The seat that controls it.
    pub seat: u8,
    /// Guards in supply.
    pub supply: u8,
    /// Points it earned (level 6: its score toward the goal).
    pub score: u32,
    /// Its guards lying on graveyards.
    pub buried: u8,
}

/// Where the ghosts are: the bank, the board and the box add up to 15.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct GhostsView {
    /// In the bank.
    pub bank: u8,
    /// On the board.
    pub in_play: u32,
    /// Left in the box by the level.
    pub in_box: u8,
    /// Every tile with ghosts: in its fog and on its graveyard.
    pub tiles: Vec<GhostTarget>,
}

/// A buried guard.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct BurialView {
    /// The graveyard's tile.
    pub graveyard: Pos,
    /// The guard's colour.
    pub colour: Colour,
}

/// Whether a fog bank can still close.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum FogState {
    /// It can still close.
    Open,
    /// Closed: its ghosts went home.
    Closed,
    /// It touches clear land or a face-down tile: it never closes
    /// (MISTS-FOG-2).
    Lost,
}

/// A fog bank.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FogBankView {
    /// Stable id.
    pub id: u32,
    /// Open, closed or lost.
    pub state: FogState,
    /// Its tiles, by row and column.
    pub tiles: Vec<Pos>,
    /// Its regions.
    pub regions: Vec<RegionRef>,
    /// Ghosts in it.
    pub ghosts: u32,
}

/// A graveyard.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct GraveyardView {
    /// Column.
    pub x: i32,
    /// Row.
    pub y: i32,
    /// Whether it is closed.
    pub closed: bool,
    /// Ghosts on it (levels 2-4).
    pub ghosts: u8,
    /// The guard buried on it.
    pub buried: Option<Colour>,
}

/// Where a dog is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum DogState {
    /// Its threshold is not reached yet.
    Waiting,
    /// Beside a standing guard (`guard`).
    WithGuard,
    /// It scored and left.
    Scored,
    /// Lost without scoring.
    Lost,
}

/// A dog.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct DogView {
    /// Dog 1 or 2.
    pub dog: u8,
    /// The score it waits for (level 6: every colour's).
    pub threshold: u32,
    /// Where it is.
    pub state: DogState,
    /// The guard it lies beside.
    pub guard: Option<RegionRef>,
}

/// The piles (MISTS-SETUP-4): how many tiles each holds now.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct PilesView {
    /// The active pile, from 1.
    pub active: u8,
    /// Tiles not yet drawn in each pile (earlier piles are empty or were
    /// moved on); the tile being placed is in none. They add up to
    /// `tiles_left`.
    pub sizes: Vec<usize>,
}

/// A road, city or castle.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FeatureView {
    /// What every rule set's feature shows; `value` is its worth once
    /// (per colour) were it scored now.
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", schema(inline))]
    pub head: FeatureHead,
    /// Road, city or castle.
    pub kind: Kind,
    /// The colours of its guards.
    pub colours: Vec<Colour>,
    /// It reaches a face-down tile (castles: one is around it) and never
    /// closes (MISTS-CURSE-2).
    pub cursed: bool,
}

impl Headed for FeatureView {
    fn head(&self) -> &FeatureHead {
        &self.head
    }
    fn head_mut(&mut self) -> &mut FeatureHead {
        &mut self.head
    }
}

/// A scoring. `points` went to each of `scorers`, one entry per colour.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ScoringView {
    /// What every rule set's scoring shows.
    #[serde(flatten)]
    #[cfg_attr(feature = "schema", schema(inline))]
    pub head: ScoringHead,
    /// Points, pacify or a dog.
    pub kind: ScoringKind,
    /// Road, city or castle.
    pub feature_kind: Kind,
    /// The feature's value once (a dog: the ghosts in play).
    pub value: u32,
    /// The colours: scored (points, dog) or passed over (pacify).
    pub colours: Vec<Colour>,
    /// Pacify: the ghosts removed.
    pub removal: Option<Removal>,
}

impl Presentation for GameState {
    type View = GameView;
    type Feature = FeatureView;

    fn features_of(view: &mut GameView) -> &mut Features<FeatureView> {
        &mut view.features
    }

    /// The public view.
    fn view_reusing(&self, reuse: Reuse<'_, FeatureView>) -> GameView {
        let placed = match self.head.phase {
            Phase::PlacingGuard { placed } | Phase::Haunting { placed } => Some(placed),
            _ => None,
        };
        let current_tile = match self.head.phase {
            Phase::PlacingTile { tile } => Some(tile.0),
            _ => placed.and_then(|p| self.head.table.board.tiles().get(p)).map(|t| t.tile),
        };
        let progress = Progress {
            current_tile,
            placed,
            supplies: &[&self.bag],
            unseen: self.face_down.iter().map(|(_, tile)| tile.0).collect(),
        };
        let features = &self.head.table.features;
        GameView {
            head: ViewHead::new(self, &self.head, progress),
            step: self.step(),
            options: self.head.options.clone(),
            level: self.level,
            team_score: if self.level.scoring == ScoreKeeping::Team { self.team_score } else { 0 },
            players: self
                .head
                .seats
                .standings()
                .map(|standing| {
                    let colours =
                        self.colours.iter().filter(|c| c.owner.0 == standing.seat).map(|c| c.colour).collect();
                    PlayerView { standing, colours }
                })
                .collect(),
            colours: self
                .colours
                .iter()
                .map(|c| ColourView {
                    colour: c.colour,
                    seat: c.owner.0,
                    supply: c.supply,
                    score: c.score,
                    buried: self.buried.iter().filter(|b| b.colour == c.colour).count() as u8,
                })
                .collect(),
            ghosts: GhostsView {
                bank: self.bank,
                in_play: self.ghosts_in_play(),
                in_box: super::levels::GHOSTS - self.level.bank,
                tiles: self
                    .haunted_tiles()
                    .map(|(pos, g)| GhostTarget { x: pos.x, y: pos.y, fog: g.fog, graveyard: g.graveyard })
                    .collect(),
            },
            guards: self.guards.iter().filter_map(|g| self.guard_view(g)).collect(),
            buried: self
                .buried
                .iter()
                .filter_map(|b| {
                    Some(BurialView {
                        graveyard: self.graveyard_pos(self.graveyards.get(b.graveyard)?)?,
                        colour: b.colour,
                    })
                })
                .collect(),
            fog: features
                .features()
                .filter(|f| self.kind_of(*f) == Some(Kind::Fog))
                .map(|f| self.fog_view(f))
                .collect(),
            graveyards: self
                .graveyards
                .iter()
                .enumerate()
                .filter_map(|(index, g)| {
                    let pos = self.graveyard_pos(g)?;
                    let buried = self.buried.iter().find(|b| b.graveyard == index).map(|b| b.colour);
                    Some(GraveyardView {
                        x: pos.x,
                        y: pos.y,
                        closed: g.closed,
                        ghosts: self.ghosts_on(g.segment),
                        buried,
                    })
                })
                .collect(),
            dogs: self
                .level
                .dogs
                .map_or_else(Vec::new, |thresholds| (0..2).map(|dog| self.dog_view(dog, thresholds[dog])).collect()),
            piles: PilesView { active: self.pile as u8 + 1, sizes: self.pile_sizes() },
            face_down: self.face_down.iter().map(|(pos, _)| *pos).collect(),
            features: Features::listing_on(&self.head.table, self.feature_summaries().into_iter(), reuse),
            waiting: self.closed.iter().map(|c| features.stable_id(c.feature)).collect(),
            scorings: self.head.scorings.iter().map(|s| self.scoring_view(s)).collect(),
        }
    }

    /// The board as the team sees it (face-down tiles hidden), its guards,
    /// ghosts and dogs, the bank and the team's score.
    fn picture(&self) -> Picture {
        let table = &self.head.table;
        let guards = self.guards.iter().filter_map(|g| Picture::piece(table, g.segment, g.kind as u8, 'G'));
        let ghosts = (0u32..).zip(&self.ghosts).filter(|(_, n)| **n > 0).filter_map(|(segment, n)| {
            let count = char::from_digit(u32::from(*n).min(9), 10).unwrap_or('+');
            Picture::piece(table, SegmentId(segment), NEUTRAL, count)
        });
        let dogs = self.dogs.iter().filter_map(|dog| match dog {
            Dog::With(segment) => Picture::piece(table, *segment, NEUTRAL, 'D'),
            Dog::Waiting | Dog::Scored | Dog::Lost => None,
        });
        let mut legend =
            vec![(NEUTRAL, format!("ghosts: {} in the bank, {} in play", self.bank, self.ghosts_in_play()))];
        legend.push(match self.level.scoring {
            ScoreKeeping::Team => (NEUTRAL, format!("team score: {} of {}", self.team_score, self.level.goal)),
            ScoreKeeping::PerColour => {
                let lowest = self.colours.iter().map(|c| c.score).min().unwrap_or(0);
                (NEUTRAL, format!("lowest colour score: {lowest} of {}", self.level.goal))
            }
        });
        let face_down: Vec<Pos> = self.face_down.iter().map(|(pos, _)| *pos).collect();
        let mut tiles = Picture::tiles_of(table, Self::catalog(), |f| table.features.is_closed(f));
        // What lies face down stays hidden, in pictures too.
        tiles.retain(|tile| !face_down.contains(&tile.pos));
        Picture { tiles, face_down, pieces: guards.chain(ghosts).chain(dogs).collect(), legend }
    }
}

impl GameState {
    /// A standing guard as views show it, `None` if its segment is not on the board.
    pub(super) fn guard_view(&self, guard: &PlacedFigure<Colour>) -> Option<GuardRef> {
        Some(GuardRef {
            at: self.head.table.features.region_ref(&self.head.table.board, guard.segment)?,
            colour: guard.kind,
        })
    }

    /// A scoring as views show it.
    pub(super) fn scoring_view(&self, s: &Scoring) -> ScoringView {
        let owner_of = |colour: Colour| self.colour(colour).map_or(0, |c| c.owner.0);
        ScoringView {
            head: ScoringHead {
                turn: s.turn,
                feature: self.head.table.features.stable_id(s.feature),
                tiles: tiles_of(&regions_of(&self.head.table, s.feature)),
                points: s.points,
                scorers: if s.kind == ScoringKind::Pacified {
                    Vec::new()
                } else {
                    s.colours.iter().map(|c| owner_of(*c)).collect()
                },
            },
            kind: s.kind,
            feature_kind: s.feature_kind,
            value: s.value,
            colours: s.colours.clone(),
            removal: s.removal,
        }
    }

    /// The step of the view.
    fn step(&self) -> Step {
        match self.head.phase {
            Phase::Drawing | Phase::PlacingTile { .. } => Step::PlaceTile,
            Phase::Burying { .. } => Step::BuryGuard,
            Phase::Haunting { .. } => Step::HauntGraveyard,
            Phase::PlacingGuard { .. } => Step::PlaceGuard,
            Phase::Scoring => Step::Score,
            Phase::PlacingDog { .. } => Step::PlaceDog,
            Phase::RemovingGhosts { .. } => Step::RemoveGhosts,
            Phase::TurningDown => Step::PlaceFaceDown,
            Phase::Over => Step::Finished,
        }
    }

    /// The kind of a feature's regions.
    pub(super) fn kind_of(&self, feature: FeatureId) -> Option<Kind> {
        let segment = self.head.table.features.segment(crate::board::SegmentId(feature.0))?;
        let tile = self.head.table.board.tiles().get(usize::from(segment.tile))?;
        tables().region(tile.tile, segment.region).map(|r| r.kind)
    }

    pub(super) fn fog_view(&self, bank: FeatureId) -> FogBankView {
        let features = &self.head.table.features;
        let regions = regions_of(&self.head.table, bank);
        let state = if features.is_closed(bank) {
            FogState::Closed
        } else if features.is_blocked(bank) {
            FogState::Lost
        } else {
            FogState::Open
        };
        FogBankView {
            id: features.stable_id(bank),
            state,
            tiles: tiles_of(&regions),
            ghosts: features.members(bank).map(|s| u32::from(self.ghosts_on(s))).sum(),
            regions,
        }
    }

    pub(super) fn dog_view(&self, dog: usize, threshold: u32) -> DogView {
        let (state, guard) = match self.dogs[dog] {
            Dog::Waiting => (DogState::Waiting, None),
            Dog::With(segment) => {
                (DogState::WithGuard, self.head.table.features.region_ref(&self.head.table.board, segment))
            }
            Dog::Scored => (DogState::Scored, None),
            Dog::Lost => (DogState::Lost, None),
        };
        DogView { dog: dog as u8 + 1, threshold, state, guard }
    }

    /// Tiles in each pile now: the active pile holds what is left of it,
    /// earlier piles are empty.
    fn pile_sizes(&self) -> Vec<usize> {
        let piles = usize::from(self.level.piles).max(1);
        (0..piles)
            .map(|pile| match pile.cmp(&self.pile) {
                std::cmp::Ordering::Less => 0,
                std::cmp::Ordering::Equal => self.active_left(),
                std::cmp::Ordering::Greater => self.piles[pile],
            })
            .collect()
    }

    /// The summaries (without tiles and regions) of the features the view
    /// lists, each with its feature: roads and cities, then castles.
    fn feature_summaries(&self) -> Vec<(FeatureId, FeatureView)> {
        let features = &self.head.table.features;
        let mut views: Vec<(FeatureId, FeatureView)> = features
            .features()
            .filter_map(|feature| {
                let kind = self.kind_of(feature).filter(|k| matches!(k, Kind::Road | Kind::City))?;
                let closed = Closed { feature, kind, castle: None };
                let cursed = features.is_blocked(feature);
                Some((feature, self.feature_summary(&closed, features.is_closed(feature), cursed)))
            })
            .collect();
        for tile in self.head.table.board.tiles() {
            if let Some(castle) = self.castle_at(tile.pos) {
                let around = tile.pos.surroundings();
                let complete = around.iter().all(|cell| self.head.table.board.get(*cell).is_some());
                let cursed = around.iter().any(|cell| self.head.table.board.is_face_down(*cell));
                let closed =
                    Closed { feature: features.feature_of(castle), kind: Kind::Castle, castle: Some(tile.pos) };
                views.push((closed.feature, self.feature_summary(&closed, complete, cursed)));
            }
        }
        views
    }

    fn feature_summary(&self, closed: &Closed, complete: bool, cursed: bool) -> FeatureView {
        let features = &self.head.table.features;
        let on = self.guards.iter().filter(|g| features.feature_of(g.segment) == closed.feature).map(|g| g.owner);
        FeatureView {
            head: FeatureHead::summary(
                &self.head.table,
                closed.feature,
                complete,
                per_seat(self.head.seats.count(), on),
                self.value(closed),
            ),
            kind: closed.kind,
            colours: self.colours_on(closed.feature),
            cursed,
        }
    }
}
