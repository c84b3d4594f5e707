//! Graveyards (levels 2-6): when they close, the burial of a guard
//! (MISTS-GRAVE-*), and the cells where a cursed graveyard's face-down tile
//! may go (MISTS-CURSE-1).

use super::colours::Colour;
use super::error::RuleError;
use super::levels::Graveyards;
use super::state::{Burial, Dog, GameState, Graveyard};
use crate::geometry::{Pos, Side};

/// How the team can bury a guard on a closed graveyard (MISTS-GRAVE-2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum BurialChoice {
    /// No guard exists anywhere: nothing is buried.
    Nothing,
    /// Exactly one candidate: the standing guard with this index.
    Guard(usize),
    /// Exactly one candidate: a guard of this colour from supply.
    Supply(Colour),
    /// The team chooses.
    Choose,
}

impl GameState {
    /// The cell of a graveyard.
    pub(super) fn graveyard_pos(&self, graveyard: &Graveyard) -> Option<Pos> {
        self.head.table.board.tiles().get(graveyard.tile).map(|t| t.pos)
    }

    /// MISTS-GRAVE-1: a normal graveyard is closed by its 4 orthogonal
    /// neighbours, a cursed one by all 8 surrounding tiles, face up or down.
    fn is_surrounded(&self, graveyard: &Graveyard) -> bool {
        self.cells_to_close(graveyard) == Some(0)
    }

    /// How many of the cells that close `graveyard` (MISTS-GRAVE-1) are
    /// still empty; `None` for a graveyard not on the board.
    pub(super) fn cells_to_close(&self, graveyard: &Graveyard) -> Option<usize> {
        let pos = self.graveyard_pos(graveyard)?;
        let board = &self.head.table.board;
        Some(match self.level.graveyards {
            Graveyards::Cursed => pos.surroundings().iter().filter(|cell| !board.is_filled(**cell)).count(),
            Graveyards::Normal | Graveyards::None => {
                Side::ALL.iter().filter(|side| !board.is_filled(pos.step(**side))).count()
            }
        })
    }

    /// Closes the open graveyards that a tile put at `pos` surrounds and
    /// queues them for a burial, in placement order.
    pub(super) fn close_graveyards_around(&mut self, pos: Pos) {
        for index in 0..self.graveyards.len() {
            let graveyard = self.graveyards[index];
            let near =
                self.graveyard_pos(&graveyard).is_some_and(|g| (g.x - pos.x).abs() <= 1 && (g.y - pos.y).abs() <= 1);
            if !graveyard.closed && near && self.is_surrounded(&graveyard) {
                self.graveyards[index].closed = true;
                self.burials.push(index);
            }
        }
    }

    /// The choice the burial of the first queued graveyard offers.
    pub(super) fn burial_choice(&self) -> BurialChoice {
        match self.guards.len() {
            1 => return BurialChoice::Guard(0),
            0 => {}
            _ => return BurialChoice::Choose,
        }
        let mut supplied = self.colours.iter().filter(|c| c.supply > 0);
        match (supplied.next(), supplied.next()) {
            (None, _) => BurialChoice::Nothing,
            (Some(only), None) => BurialChoice::Supply(only.colour),
            (Some(_), Some(_)) => BurialChoice::Choose,
        }
    }

    /// MISTS-GRAVE-2: a guard comes from a supply only when none stands on
    /// the board.
    pub(super) fn check_burial_from_supply(&self, colour: Colour) -> Result<(), RuleError> {
        if !self.guards.is_empty() {
            return Err(RuleError::GuardsStanding);
        }
        match self.colour(colour) {
            None => Err(RuleError::NotInPlay(colour)),
            Some(state) if state.supply == 0 => Err(RuleError::NoGuardLeft(colour)),
            Some(_) => Ok(()),
        }
    }

    /// Buries the standing guard with index `guard` on the first queued
    /// graveyard: it leaves its feature for good, and a dog beside it is
    /// lost (MISTS-GRAVE-3, MISTS-DOG-5).
    pub(super) fn bury_guard(&mut self, guard: usize) {
        if guard >= self.guards.len() {
            return;
        }
        let buried = self.guards.remove(guard);
        self.head.table.features.add_occupants(buried.segment, -1);
        for dog in &mut self.dogs {
            if *dog == Dog::With(buried.segment) {
                *dog = Dog::Lost;
            }
        }
        self.buried_on_first(Some(buried.kind));
    }

    /// Buries a guard of `colour` from its owner's supply.
    pub(super) fn bury_from_supply(&mut self, colour: Colour) {
        if let Some(state) = self.colours.iter_mut().find(|c| c.colour == colour) {
            state.supply = state.supply.saturating_sub(1);
        }
        self.buried_on_first(Some(colour));
    }

    /// Ends the burial of the first queued graveyard (with `colour` buried,
    /// or nothing when no guard exists): a normal graveyard's ghosts go back
    /// to the bank (MISTS-GRAVE-4).
    pub(super) fn buried_on_first(&mut self, colour: Option<Colour>) {
        if self.burials.is_empty() {
            return;
        }
        let graveyard = self.burials.remove(0);
        if let Some(colour) = colour {
            self.buried.push(Burial { graveyard, colour });
        }
        if self.level.graveyards == Graveyards::Normal
            && let Some(segment) = self.graveyards.get(graveyard).map(|g| g.segment)
        {
            self.release(segment);
        }
    }

    /// The index of the open normal graveyard at `pos` (MISTS-GHOST-2).
    pub(super) fn open_graveyard_at(&self, pos: Pos) -> Option<usize> {
        self.graveyards.iter().position(|g| !g.closed && self.graveyard_pos(g) == Some(pos))
    }

    /// The open graveyards' cells, in placement order.
    pub(super) fn open_graveyards(&self) -> impl Iterator<Item = Pos> + '_ {
        self.graveyards.iter().filter(|g| !g.closed).filter_map(|g| self.graveyard_pos(g))
    }

    /// MISTS-CURSE-1, MISTS-AMB-14: the empty cells among the 8 around an
    /// open graveyard that share a side with a tile, by row and column.
    pub(super) fn face_down_cells(&self) -> Vec<Pos> {
        let board = &self.head.table.board;
        let mut cells: Vec<Pos> = self
            .open_graveyards()
            .flat_map(|pos| pos.surroundings())
            .filter(|cell| !board.is_filled(*cell) && Side::ALL.iter().any(|side| board.is_filled(cell.step(*side))))
            .collect();
        cells.sort_unstable_by_key(|p| (p.y, p.x));
        cells.dedup();
        cells
    }

    /// Whether the face-down tile may go on `pos`.
    pub(super) fn check_face_down(&self, pos: Pos) -> Result<(), RuleError> {
        if self.face_down_cells().contains(&pos) { Ok(()) } else { Err(RuleError::FaceDownCell(pos)) }
    }
}
