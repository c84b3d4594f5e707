//! The legal moves of the current decision, as clients see them and as
//! commands.

use super::colours::Colour;
use super::events::Command;
use super::ghosts::TileGhosts;
use super::records::Closed;
use super::state::{GameState, Phase};
use super::tiles::{Kind, Tile, tables};
use crate::geometry::{Pos, RegionRef, Rotation};
use crate::ruleset::Moves;
use serde::Serialize;

/// A region of the tile just placed that can take a guard.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct GuardOption {
    /// Region index on the tile.
    pub region: u8,
    /// Road, city or castle.
    pub kind: Kind,
}

/// One legal position of the drawn tile and where a guard could go after it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct TilePlacement {
    /// Cell.
    #[serde(flatten)]
    pub pos: Pos,
    /// Rotation.
    pub rotation: Rotation,
    /// Regions a guard could take after this placement.
    pub guards: Vec<GuardOption>,
}

/// Ghosts the team may remove from one tile: up to `fog` from its fog and
/// `graveyard` from its graveyard, 1 to 3 in all.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct GhostTarget {
    /// Column.
    pub x: i32,
    /// Row.
    pub y: i32,
    /// Ghosts in its fog.
    pub fog: u8,
    /// Ghosts on its graveyard.
    pub graveyard: u8,
}

/// A standing guard, where it stands and its colour.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct GuardRef {
    /// Where it stands.
    #[serde(flatten)]
    pub at: RegionRef,
    /// Its colour.
    pub colour: Colour,
}

/// The feature whose scoring the team decides.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct ScoringChoice {
    /// Its id (as in the view's `features`).
    pub feature: u32,
    /// Road, city or castle.
    pub kind: Kind,
    /// Its value once.
    pub value: u32,
    /// The colours on it: each earns the value (MISTS-SCORE-4).
    pub colours: Vec<Colour>,
    /// What `score_points` pays in all.
    pub points: u32,
}

/// The legal moves of the decision at hand.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum LegalMoves {
    /// 1a: place the drawn tile (`place_tile`).
    PlaceTile {
        /// The drawn tile.
        tile: Tile,
        /// Every legal position, by row, column and rotation.
        placements: Vec<TilePlacement>,
    },
    /// 1c: a graveyard closed; bury a standing guard (`bury_guard`), or with
    /// none standing one from a supply (`bury_from_supply`).
    BuryGuard {
        /// The graveyard.
        graveyard: Pos,
        /// Standing guards.
        guards: Vec<GuardRef>,
        /// Colours with a guard in supply (when no guard stands).
        supply: Vec<Colour>,
    },
    /// 2a, levels 2-4: the graveyard of the extra ghost (`haunt_graveyard`).
    HauntGraveyard {
        /// Open graveyards.
        graveyards: Vec<Pos>,
    },
    /// 2b: place a guard on the tile just placed (`place_guard`) or not
    /// (`skip_guard`).
    PlaceGuard {
        /// Where the tile lies.
        placed: Pos,
        /// Regions that can take a guard.
        options: Vec<GuardOption>,
        /// Your colours with a guard in supply.
        colours: Vec<Colour>,
    },
    /// 3a: the points of a closed feature (`score_points`), or ghosts
    /// removed from one tile instead (`remove_ghosts`). The team chooses
    /// which closed feature to resolve first (MISTS-AMB-22): the commands
    /// name it by id; one that names none resolves `feature`.
    Score {
        /// The first closed feature waiting, resolved when a command names
        /// none.
        feature: ScoringChoice,
        /// Features closed this turn that wait after it.
        waiting: usize,
        /// Every closed feature waiting, `feature` first: each is a legal
        /// choice (the new tile's roads and cities by region, then castles).
        choices: Vec<ScoringChoice>,
        /// Tiles with ghosts.
        targets: Vec<GhostTarget>,
    },
    /// 3b: a dog arrived; lay it beside a standing guard (`place_dog`).
    PlaceDog {
        /// Dog 1 or 2.
        dog: u8,
        /// Standing guards.
        guards: Vec<GuardRef>,
    },
    /// 3b: the dog removes ghosts from up to two tiles around its guard
    /// (`remove_ghosts`), or no more (`end_removals`).
    RemoveGhosts {
        /// Dog 1 or 2.
        dog: u8,
        /// Its guard's tile.
        around: Pos,
        /// Tiles in reach with ghosts.
        targets: Vec<GhostTarget>,
    },
    /// 3c, levels 5-6: the cell of the face-down tile (`place_face_down`).
    PlaceFaceDown {
        /// Empty cells around open graveyards beside a tile.
        cells: Vec<Pos>,
    },
    /// Nobody can move: the game is over.
    Finished,
}

impl Moves for GameState {
    type LegalMoves = LegalMoves;

    /// The legal moves as commands, in an order that depends only on the
    /// game so far.
    fn legal_commands(&self) -> Vec<Command> {
        match self.head.phase {
            Phase::PlacingTile { tile } => self.head.table.each_placement(tables().tile(tile.0), |cell, rotation| {
                Command::PlaceTile { x: cell.pos.x, y: cell.pos.y, rotation: rotation.quarter_turns() }
            }),
            Phase::Burying { .. } => {
                let guards = self.guard_refs().into_iter().map(|g| Command::BuryGuard {
                    x: g.at.x,
                    y: g.at.y,
                    region: g.at.region,
                });
                guards.chain(self.burial_supply().map(|colour| Command::BuryFromSupply { colour })).collect()
            }
            Phase::Haunting { .. } => {
                self.open_graveyards().map(|pos| Command::HauntGraveyard { x: pos.x, y: pos.y }).collect()
            }
            Phase::PlacingGuard { placed } => {
                let colours: Vec<Colour> = self.active_colours().collect();
                let mut commands: Vec<Command> = self
                    .free_regions(placed)
                    .into_iter()
                    .flat_map(|(region, _)| {
                        colours.iter().map(move |colour| Command::PlaceGuard { region, colour: *colour })
                    })
                    .collect();
                commands.push(Command::SkipGuard);
                commands
            }
            Phase::Scoring => {
                let features = &self.head.table.features;
                let haunted: Vec<(Pos, TileGhosts)> = self.haunted_tiles().collect();
                self.closed
                    .iter()
                    .map(|closed| Some(features.stable_id(closed.feature)))
                    .flat_map(|feature| {
                        std::iter::once(Command::ScorePoints { feature })
                            .chain(haunted.iter().flat_map(move |(pos, ghosts)| removals(*pos, *ghosts, feature)))
                    })
                    .collect()
            }
            Phase::PlacingDog { .. } => self
                .guard_refs()
                .into_iter()
                .map(|g| Command::PlaceDog { x: g.at.x, y: g.at.y, region: g.at.region })
                .collect(),
            Phase::RemovingGhosts { around, cleared, .. } => self
                .dog_targets(around, cleared)
                .filter_map(|pos| Some((pos, self.tile_ghosts(self.board_index(pos)?))))
                .flat_map(|(pos, ghosts)| removals(pos, ghosts, None))
                .chain(std::iter::once(Command::EndRemovals))
                .collect(),
            Phase::TurningDown => {
                self.face_down_cells().into_iter().map(|pos| Command::PlaceFaceDown { x: pos.x, y: pos.y }).collect()
            }
            Phase::Drawing | Phase::Over => Vec::new(),
        }
    }

    /// The legal moves of the decision at hand.
    fn legal_moves(&self) -> LegalMoves {
        self.moves().unwrap_or(LegalMoves::Finished)
    }
}

impl GameState {
    fn moves(&self) -> Option<LegalMoves> {
        Some(match self.head.phase {
            Phase::PlacingTile { tile } => LegalMoves::PlaceTile { tile, placements: self.placements(tile) },
            Phase::Burying { .. } => LegalMoves::BuryGuard {
                graveyard: self.graveyard_pos(self.graveyards.get(*self.burials.first()?)?)?,
                guards: self.guard_refs(),
                supply: self.burial_supply().collect(),
            },
            Phase::Haunting { .. } => LegalMoves::HauntGraveyard { graveyards: self.open_graveyards().collect() },
            Phase::PlacingGuard { placed } => LegalMoves::PlaceGuard {
                placed: self.head.table.placed_at(placed)?,
                options: self
                    .free_regions(placed)
                    .into_iter()
                    .map(|(region, kind)| GuardOption { region, kind })
                    .collect(),
                colours: self.active_colours().collect(),
            },
            Phase::Scoring => LegalMoves::Score {
                feature: self.scoring_choice(self.closed.first()?),
                waiting: self.closed.len() - 1,
                choices: self.closed.iter().map(|closed| self.scoring_choice(closed)).collect(),
                targets: self.haunted_tiles().map(|(pos, ghosts)| target(pos, ghosts)).collect(),
            },
            Phase::PlacingDog { dog } => LegalMoves::PlaceDog { dog: dog as u8 + 1, guards: self.guard_refs() },
            Phase::RemovingGhosts { dog, around, cleared } => LegalMoves::RemoveGhosts {
                dog: dog as u8 + 1,
                around,
                targets: self.dog_targets(around, cleared).filter_map(|pos| self.target_at(pos)).collect(),
            },
            Phase::TurningDown => LegalMoves::PlaceFaceDown { cells: self.face_down_cells() },
            Phase::Drawing | Phase::Over => LegalMoves::Finished,
        })
    }

    /// Every legal position of `tile` with the guard options after it.
    fn placements(&self, tile: Tile) -> Vec<TilePlacement> {
        let Some(ty) = tables().tile(tile.0) else {
            return Vec::new();
        };
        let features = &self.head.table.features;
        let can_place = self.active_colours().next().is_some();
        self.head.table.sorted_placements(Some(ty), |cell, rotation| {
            let occupied = features.regions_joining(ty, &cell.socket, rotation, |f| features.occupants(f) > 0);
            let guards = (0..)
                .zip(tables().regions(tile.0))
                .filter(|(region, info)| can_place && info.kind.takes_guard() && occupied & (1 << region) == 0)
                .map(|(region, info)| GuardOption { region, kind: info.kind })
                .collect();
            TilePlacement { pos: cell.pos, rotation, guards }
        })
    }

    /// Every standing guard.
    fn guard_refs(&self) -> Vec<GuardRef> {
        self.guards
            .iter()
            .filter_map(|g| {
                Some(GuardRef {
                    at: self.head.table.features.region_ref(&self.head.table.board, g.segment)?,
                    colour: g.kind,
                })
            })
            .collect()
    }

    /// Colours a guard may be buried from: only when none stands.
    fn burial_supply(&self) -> impl Iterator<Item = Colour> + '_ {
        let none_standing = self.guards.is_empty();
        self.colours.iter().filter(move |c| none_standing && c.supply > 0).map(|c| c.colour)
    }

    /// What choosing the points of `closed` means.
    fn scoring_choice(&self, closed: &Closed) -> ScoringChoice {
        let colours = self.colours_on(closed.feature);
        let value = self.value(closed);
        ScoringChoice {
            feature: self.head.table.features.stable_id(closed.feature),
            kind: closed.kind,
            value,
            points: value * colours.len() as u32,
            colours,
        }
    }

    /// The ghosts on the tile at `pos`, if any.
    fn target_at(&self, pos: Pos) -> Option<GhostTarget> {
        let ghosts = self.tile_ghosts(self.board_index(pos)?);
        (ghosts.total() > 0).then(|| target(pos, ghosts))
    }
}

/// The ghosts of a tile as a target.
fn target(pos: Pos, ghosts: TileGhosts) -> GhostTarget {
    GhostTarget { x: pos.x, y: pos.y, fog: ghosts.fog, graveyard: ghosts.graveyard }
}

/// Every removal of 1 to 3 of `ghosts` from the tile at `pos`, instead of
/// the points of `feature` (pacify) or for a dog (none).
fn removals(pos: Pos, ghosts: TileGhosts, feature: Option<u32>) -> impl Iterator<Item = Command> {
    (0..=ghosts.fog.min(3)).flat_map(move |fog| {
        (0..=ghosts.graveyard.min(3 - fog))
            .filter(move |graveyard| fog + graveyard > 0)
            .map(move |graveyard| Command::RemoveGhosts { x: pos.x, y: pos.y, fog, graveyard, feature })
    })
}
