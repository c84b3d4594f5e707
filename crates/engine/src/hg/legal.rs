//! Enumeration of the legal moves of the player to move. Validation
//! ([`GameState::decide`]) and this enumeration agree exactly; the property
//! tests check both directions.

use super::events::{Command, Figure};
use super::state::{GameState, Phase, allowed_on};
use super::tiles::{Special, Terrain, Tile, tables};
use crate::board::Socket;
use crate::catalog::TileType;
use crate::features::FeatureId;
use crate::geometry::{Pos, RegionRef, Rotation};
use crate::ruleset::{Moves, Rules};

/// A region of a tile where the player to move may put a piece.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FigureOption {
    /// Region index on the tile.
    pub region: u8,
    /// What the region is.
    pub terrain: Terrain,
    /// Pieces that may go there.
    pub figures: Vec<Figure>,
}

/// One legal position of the drawn tile and the pieces it would allow.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct TilePlacement {
    /// Cell.
    #[serde(flatten)]
    pub pos: Pos,
    /// Rotation.
    pub rotation: Rotation,
    /// Regions a piece could go on after this placement (before any
    /// shaman recall).
    pub figures: Vec<FigureOption>,
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
        /// Whether it is the turn's menhir tile.
        menhir: bool,
        /// Every legal (cell, rotation), sorted by row, column, rotation.
        placements: Vec<TilePlacement>,
    },
    /// Place a piece on one of these regions, take a figure back with the
    /// shaman (`recall_figure`), or skip (always allowed).
    PlaceFigure {
        /// Regions of the tile just placed that can take a piece.
        options: Vec<FigureOption>,
        /// Shaman: your figures that may be taken back first.
        recall: Vec<RegionRef>,
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
            Phase::PlacingFigure { placed, .. } => self
                .placed_figure_options(placed)
                .iter()
                .flat_map(|o| o.figures.iter().map(|figure| Command::PlaceFigure { region: o.region, figure: *figure }))
                .chain(self.recall_options().into_iter().map(|r| Command::RecallFigure {
                    x: r.x,
                    y: r.y,
                    region: r.region,
                }))
                .chain(std::iter::once(Command::SkipFigure))
                .collect(),
            Phase::Drawing | Phase::Finished => Vec::new(),
        }
    }

    /// The legal moves of the player to move.
    fn legal_moves(&self) -> LegalMoves {
        match self.head.phase {
            Phase::PlacingTile { tile } => {
                LegalMoves::PlaceTile { tile, menhir: self.menhir_turn, placements: self.placements(tile) }
            }
            Phase::PlacingFigure { placed, .. } => {
                LegalMoves::PlaceFigure { options: self.placed_figure_options(placed), recall: self.recall_options() }
            }
            Phase::Drawing | Phase::Finished => LegalMoves::Finished,
        }
    }
}

impl GameState {
    /// Every legal position of `tile` with its piece options, sorted by
    /// row, column and rotation.
    fn placements(&self, tile: Tile) -> Vec<TilePlacement> {
        let Some(ty) = tables().tile(tile.0) else {
            return Vec::new();
        };
        let huts = self.hut_systems();
        self.head.table.sorted_placements(Some(ty), |cell, rotation| TilePlacement {
            pos: cell.pos,
            rotation,
            figures: self.figure_options_at(tile, ty, &cell.socket, rotation, &huts),
        })
    }

    /// Whether the player to move will have anything to do after placing
    /// `tile` at `pos` turned by `rotation`: a piece to place, or a figure
    /// to take back with the shaman.
    pub(super) fn can_act_after_placing(&self, tile: Tile, pos: Pos, rotation: Rotation) -> bool {
        let Some(ty) = tables().tile(tile.0) else {
            return false;
        };
        if tables().has_special(tile.0, Special::Shaman) && self.own_figures().next().is_some() {
            return true;
        }
        if Figure::ALL.iter().all(|f| self.in_supply(*f) == 0) {
            return false;
        }
        match self.head.table.board.socket(pos) {
            Ok(socket) => !self.figure_options_at(tile, ty, &socket, rotation, &self.hut_systems()).is_empty(),
            Err(_) => false,
        }
    }

    /// Every feature of a river system that holds a hut.
    fn hut_systems(&self) -> Vec<FeatureId> {
        let mut features = Vec::new();
        for hut in self.figures.iter().filter(|f| f.kind == Figure::Hut) {
            let feature = self.head.table.features.feature_of(hut.segment);
            if !features.contains(&feature) {
                features.extend(self.system(feature));
            }
        }
        features
    }

    /// The piece options of `ty` lying at `rotation` on the cell of
    /// `socket`, read from the neighbours without placing it.
    fn figure_options_at(
        &self,
        tile: Tile,
        ty: &TileType,
        socket: &Socket,
        rotation: Rotation,
        hut_systems: &[FeatureId],
    ) -> Vec<FigureOption> {
        let regions = tables().regions(tile.0);
        let occupied = self
            .head
            .table
            .features
            .regions_joining(ty, socket, rotation, |f| self.head.table.features.occupants(f) > 0);
        let mut with_hut = self.head.table.features.regions_joining(ty, socket, rotation, |f| hut_systems.contains(&f));
        // A lake joins the system of every river running into it on the tile.
        for (index, region) in regions.iter().enumerate().filter(|(_, r)| r.terrain == Terrain::Lake) {
            let group = region.rivers.iter().fold(1u64 << index, |mask, river| mask | 1 << river);
            if with_hut & group != 0 {
                with_hut |= group;
            }
        }
        let mut options = Vec::new();
        for (index, region) in regions.iter().enumerate() {
            let taken = |figure: Figure| match figure {
                Figure::Follower => occupied,
                Figure::Hut => with_hut,
            } & (1 << index)
                != 0;
            let figures: Vec<Figure> = Figure::ALL
                .into_iter()
                .filter(|f| allowed_on(*f, region.terrain) && self.in_supply(*f) > 0 && !taken(*f))
                .collect();
            if !figures.is_empty() {
                options.push(FigureOption { region: index as u8, terrain: region.terrain, figures });
            }
        }
        options
    }

    fn placed_figure_options(&self, placed: usize) -> Vec<FigureOption> {
        let Some(tile) = self.head.table.board.tiles().get(placed) else {
            return Vec::new();
        };
        let regions = tables().regions(tile.tile);
        (0..regions.len() as u8)
            .filter_map(|region| {
                let figures: Vec<Figure> = Figure::ALL
                    .into_iter()
                    .filter(|figure| {
                        self.decide(self.current(), &Command::PlaceFigure { region, figure: *figure }).is_ok()
                    })
                    .collect();
                let terrain = regions.get(usize::from(region))?.terrain;
                (!figures.is_empty()).then_some(FigureOption { region, terrain, figures })
            })
            .collect()
    }

    /// The figures the shaman may take back now, by row, column, region.
    fn recall_options(&self) -> Vec<RegionRef> {
        if !matches!(self.head.phase, Phase::PlacingFigure { shaman: true, .. }) {
            return Vec::new();
        }
        let mut recall: Vec<RegionRef> = self
            .own_figures()
            .filter_map(|(_, f)| self.head.table.features.region_ref(&self.head.table.board, f.segment))
            .collect();
        recall.sort_unstable_by_key(|r| (r.y, r.x, r.region));
        recall
    }
}
