//! Enumeration of the legal moves of the player to move. Validation
//! ([`GameState::decide`]) and this enumeration agree exactly; the property
//! tests check both directions.

use super::events::{Command, Figure};
use super::state::{FigureOption, GameState, Phase};
use super::tiles::{Tile, tables};
use crate::engine::geometry::{Pos, Rotation};

/// One legal position of the drawn tile and the figures it would allow.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TilePlacement {
    /// Cell.
    pub pos: Pos,
    /// Rotation.
    pub rotation: Rotation,
    /// Regions a figure could go on after this placement.
    pub figures: Vec<FigureOption>,
}

/// What the player to move may do now.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LegalMoves {
    /// Place the drawn tile at one of these positions.
    PlaceTile {
        /// The drawn tile.
        tile: Tile,
        /// Every legal (cell, rotation), sorted by row, column, rotation.
        placements: Vec<TilePlacement>,
    },
    /// Place a figure on one of these regions, or skip.
    PlaceFigure {
        /// Regions of the tile just placed that can take a figure.
        options: Vec<FigureOption>,
    },
    /// Nobody can move: the game is over.
    None,
}

impl GameState {
    /// The legal moves of the player to move.
    pub fn legal_moves(&self) -> LegalMoves {
        match self.phase {
            Phase::PlacingTile { tile } => LegalMoves::PlaceTile {
                tile,
                placements: self.placements(tile),
            },
            Phase::PlacingFigure { placed } => LegalMoves::PlaceFigure {
                options: self.placed_figure_options(placed),
            },
            Phase::Drawing | Phase::Finished => LegalMoves::None,
        }
    }

    /// Every legal position of `tile` with its figure options.
    pub fn placements(&self, tile: Tile) -> Vec<TilePlacement> {
        let Some(ty) = tables().tile(tile.0) else {
            return Vec::new();
        };
        let mut cells = self.board.frontier().to_vec();
        cells.sort_unstable_by_key(|p| (p.y, p.x));
        let mut placements = Vec::new();
        for pos in cells {
            for rotation in Rotation::ALL {
                if self.board.check(pos, ty, rotation).is_ok() {
                    let figures = self.figure_options(tile, pos, rotation);
                    placements.push(TilePlacement {
                        pos,
                        rotation,
                        figures,
                    });
                }
            }
        }
        placements
    }

    fn placed_figure_options(&self, placed: usize) -> Vec<FigureOption> {
        let t = tables();
        let Some(tile) = self.board.tiles().get(placed) else {
            return Vec::new();
        };
        let regions = t.tile(tile.tile).map_or(0, |ty| ty.regions.len());
        (0..regions as u8)
            .filter_map(|region| {
                let terrain = t.region_terrain(tile.tile, region)?;
                let figures: Vec<Figure> = Figure::ALL
                    .into_iter()
                    .filter(|figure| {
                        self.decide(
                            self.current,
                            &Command::PlaceFigure {
                                region,
                                figure: *figure,
                            },
                        )
                        .is_ok()
                    })
                    .collect();
                (!figures.is_empty()).then_some(FigureOption {
                    region,
                    terrain,
                    figures,
                })
            })
            .collect()
    }

    /// The legal moves as commands, in enumeration order.
    pub fn legal_commands(&self) -> Vec<Command> {
        match self.legal_moves() {
            LegalMoves::PlaceTile { placements, .. } => placements
                .iter()
                .map(|p| Command::PlaceTile {
                    x: p.pos.x,
                    y: p.pos.y,
                    rotation: p.rotation.quarter_turns(),
                })
                .collect(),
            LegalMoves::PlaceFigure { options } => options
                .iter()
                .flat_map(|o| {
                    o.figures.iter().map(|figure| Command::PlaceFigure {
                        region: o.region,
                        figure: *figure,
                    })
                })
                .chain(std::iter::once(Command::SkipFigure))
                .collect(),
            LegalMoves::None => Vec::new(),
        }
    }
}
