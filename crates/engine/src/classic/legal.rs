//! Enumeration of the legal moves of the player to move. Validation
//! ([`GameState::decide`]) and this enumeration agree exactly; the property
//! tests check both directions.

use super::events::{Command, Figure};
use super::state::{FigureOption, GameState, Phase, WaitingWagon};
use super::tiles::{Terrain, Tile, tables};
use crate::geometry::{Corner, Pos, RegionRef, Rotation};
use crate::ruleset::{Moves, Rules};

/// One legal position of the drawn tile (or abbey) and the figures it would allow.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct TilePlacement {
    /// Cell.
    #[serde(flatten)]
    pub pos: Pos,
    /// Rotation.
    pub rotation: Rotation,
    /// Regions a figure could go on after this placement.
    pub figures: Vec<FigureOption>,
    /// Abbey & Mayor: corners the barn could go on after this placement
    /// (left out when none).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub barn_corners: Vec<Corner>,
}

/// A region a waiting wagon may move to.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct WagonTarget {
    /// Column of the tile.
    pub x: i32,
    /// Row of the tile.
    pub y: i32,
    /// Region index on the tile.
    pub region: u8,
    /// What the region is.
    pub terrain: Terrain,
}

/// What the player to move may do now.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "step", rename_all = "snake_case")]
pub enum LegalMoves {
    /// Place the drawn tile at one of these positions.
    PlaceTile {
        /// The drawn tile.
        tile: Tile,
        /// Every legal (cell, rotation), sorted by row, column, rotation.
        placements: Vec<TilePlacement>,
    },
    /// Abbey & Mayor: place the abbey into one of these holes, or draw a
    /// tile (`draw_tile`, always allowed).
    ChooseTile {
        /// Every hole, with the figures an abbey there would allow.
        abbey: Vec<TilePlacement>,
    },
    /// Abbey & Mayor, after the last tile: place the abbey into one of these
    /// holes, or pass (`pass_abbey`, always allowed).
    LastAbbeys {
        /// Every hole, with the figures an abbey there would allow.
        abbey: Vec<TilePlacement>,
    },
    /// Abbey & Mayor: move the waiting wagon to one of these regions, or
    /// take it back (`return_wagon`, always allowed).
    MoveWagon {
        /// Where the wagon stood.
        from: RegionRef,
        /// Every region it may go to.
        targets: Vec<WagonTarget>,
    },
    /// Place a figure on one of these regions, the barn on one of these
    /// corners, or skip (always allowed).
    PlaceFigure {
        /// Regions of the tile just placed that can take a figure.
        options: Vec<FigureOption>,
        /// Abbey & Mayor: corners of the tile just placed that can take the
        /// barn (left out when none).
        #[serde(skip_serializing_if = "Vec::is_empty")]
        barn_corners: Vec<Corner>,
    },
    /// Nobody can move: the game is over.
    Finished,
}

impl Moves for GameState {
    type LegalMoves = LegalMoves;

    /// The legal moves as commands, in an order that depends only on the
    /// game so far (cheaper than [`GameState::legal_moves`]: no figure
    /// previews, no sorting).
    fn legal_commands(&self) -> Vec<Command> {
        match self.head.phase {
            Phase::PlacingTile { tile } => {
                match self.river_placements(tile) {
                    Some((end, rotations)) => rotations
                        .into_iter()
                        .map(|rotation| Command::PlaceTile { x: end.x, y: end.y, rotation: rotation.quarter_turns() })
                        .collect(),
                    None => self.head.table.each_placement(tables().tile(tile.0), |cell, rotation| {
                        Command::PlaceTile { x: cell.pos.x, y: cell.pos.y, rotation: rotation.quarter_turns() }
                    }),
                }
            }
            Phase::PlacingFigure { placed } => self
                .placed_figure_options(placed)
                .iter()
                .flat_map(|o| o.figures.iter().map(|figure| Command::PlaceFigure { region: o.region, figure: *figure }))
                .chain(self.placed_barn_corners().into_iter().map(|corner| Command::PlaceBarn { corner }))
                .chain(std::iter::once(Command::SkipFigure))
                .collect(),
            Phase::ChoosingTile | Phase::LastAbbeys { .. } => {
                let other = if self.head.phase == Phase::ChoosingTile { Command::DrawTile } else { Command::PassAbbey };
                self.abbey_placements()
                    .iter()
                    .map(|p| Command::PlaceAbbey { x: p.pos.x, y: p.pos.y })
                    .chain(std::iter::once(other))
                    .collect()
            }
            Phase::MovingWagons { .. } => self
                .waiting_wagons
                .first()
                .map(|w| self.wagon_target_list(*w))
                .unwrap_or_default()
                .iter()
                .map(|t| Command::MoveWagon { x: t.x, y: t.y, region: t.region })
                .chain(std::iter::once(Command::ReturnWagon))
                .collect(),
            Phase::Drawing | Phase::Finished => Vec::new(),
        }
    }

    /// The legal moves of the player to move.
    fn legal_moves(&self) -> LegalMoves {
        match self.head.phase {
            Phase::PlacingTile { tile } => LegalMoves::PlaceTile { tile, placements: self.placements(tile) },
            Phase::PlacingFigure { placed } => LegalMoves::PlaceFigure {
                options: self.placed_figure_options(placed),
                barn_corners: self.placed_barn_corners(),
            },
            Phase::ChoosingTile => LegalMoves::ChooseTile { abbey: self.abbey_placements() },
            Phase::MovingWagons { .. } => match self.waiting_wagons.first() {
                Some(wagon) => LegalMoves::MoveWagon { from: wagon.from, targets: self.wagon_target_list(*wagon) },
                None => LegalMoves::Finished,
            },
            Phase::LastAbbeys { .. } => LegalMoves::LastAbbeys { abbey: self.abbey_placements() },
            Phase::Drawing | Phase::Finished => LegalMoves::Finished,
        }
    }
}

impl GameState {
    fn wagon_target_list(&self, wagon: WaitingWagon) -> Vec<WagonTarget> {
        self.wagon_targets(wagon)
            .into_iter()
            .filter_map(|(pos, region)| {
                let tile = self.head.table.board.get(pos)?;
                let terrain = tables().region_terrain(tile.tile, region)?;
                Some(WagonTarget { x: pos.x, y: pos.y, region, terrain })
            })
            .collect()
    }

    /// Every hole the abbey can go into, with its figure options.
    fn abbey_placements(&self) -> Vec<TilePlacement> {
        let (Some(abbey), Ok(_)) = (tables().abbey.and_then(|t| tables().tile(t)), self.check_abbey_held()) else {
            return Vec::new();
        };
        let rotation = Rotation::default();
        self.holes()
            .into_iter()
            .filter_map(|pos| {
                let socket = self.head.table.board.socket(pos).ok()?;
                // An abbey shows no field, so never a barn corner (AM-AMB-7).
                let figures = self.figure_options_at(abbey, &socket, rotation);
                Some(TilePlacement { pos, rotation, figures, barn_corners: Vec::new() })
            })
            .collect()
    }

    /// Every legal position of `tile` with its figure options, sorted by
    /// row, column and rotation.
    fn placements(&self, tile: Tile) -> Vec<TilePlacement> {
        let Some(ty) = tables().tile(tile.0) else {
            return Vec::new();
        };
        let mut placements = self.head.table.sorted_placements(Some(ty), |cell, rotation| TilePlacement {
            pos: cell.pos,
            rotation,
            figures: self.figure_options_at(ty, &cell.socket, rotation),
            barn_corners: self.barn_corners_at(ty, cell.pos, &cell.socket, rotation),
        });
        if let Some((end, rotations)) = self.river_placements(tile) {
            placements.retain(|p| p.pos == end && rotations.contains(&p.rotation));
        }
        placements
    }

    /// Whether `tile` has a legal position; one that fits nowhere is
    /// discarded (BASE-TILE-4).
    pub(super) fn fits_somewhere(&self, tile: Tile) -> bool {
        match self.river_placements(tile) {
            Some((_, rotations)) => !rotations.is_empty(),
            None => self.head.table.fits_somewhere(tables().tile(tile.0)),
        }
    }

    fn placed_figure_options(&self, placed: usize) -> Vec<FigureOption> {
        let t = tables();
        let Some(tile) = self.head.table.board.tiles().get(placed) else {
            return Vec::new();
        };
        let regions = t.tile(tile.tile).map_or(0, |ty| ty.regions.len());
        (0..regions as u8)
            .filter_map(|region| {
                let terrain = t.region_terrain(tile.tile, region)?;
                let figures: Vec<Figure> = Figure::ALL
                    .into_iter()
                    .filter(|figure| {
                        self.decide(self.current(), &Command::PlaceFigure { region, figure: *figure }).is_ok()
                    })
                    .collect();
                (!figures.is_empty()).then_some(FigureOption { region, terrain, figures })
            })
            .collect()
    }

    /// Corners of the tile just placed where the barn may go.
    fn placed_barn_corners(&self) -> Vec<Corner> {
        Corner::ALL
            .into_iter()
            .filter(|corner| self.decide(self.current(), &Command::PlaceBarn { corner: *corner }).is_ok())
            .collect()
    }
}
