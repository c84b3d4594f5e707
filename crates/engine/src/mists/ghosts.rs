//! Ghosts: where they stand (in a tile's fog or on its graveyard), how fog
//! closing sends them back (MISTS-FOG-3), how they emerge (MISTS-GHOST-*)
//! and how the team removes them (MISTS-SCORE-2, MISTS-DOG-1).

use super::error::RuleError;
use super::levels::Graveyards;
use super::state::GameState;
use super::tiles::{Kind, tables};
use crate::board::SegmentId;
use crate::features::FeatureId;
use crate::geometry::Pos;

/// Ghosts on one tile.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct TileGhosts {
    /// In its fog segments.
    pub fog: u8,
    /// On its graveyard.
    pub graveyard: u8,
}

impl TileGhosts {
    /// All of them.
    pub fn total(self) -> u8 {
        self.fog + self.graveyard
    }
}

impl GameState {
    /// The segments of the tile with board index `placed` whose regions are
    /// of `kind`.
    pub(super) fn segments_of(&self, placed: usize, kind: Kind) -> impl Iterator<Item = SegmentId> + '_ {
        let tile = self.head.table.board.tiles().get(placed);
        let regions = tile.map_or(&[][..], |t| tables().regions(t.tile));
        (0..)
            .zip(regions)
            .filter(move |(_, info)| info.kind == kind)
            .filter_map(move |(region, _)| tile.map(|t| t.segment(region)))
    }

    /// The ghosts standing on `segment`.
    pub(super) fn ghosts_on(&self, segment: SegmentId) -> u8 {
        self.ghosts.get(segment.0 as usize).copied().unwrap_or(0)
    }

    /// The ghosts on the tile with board index `placed`.
    pub(super) fn tile_ghosts(&self, placed: usize) -> TileGhosts {
        TileGhosts {
            fog: self.segments_of(placed, Kind::Fog).map(|s| self.ghosts_on(s)).sum(),
            graveyard: self.segments_of(placed, Kind::Graveyard).map(|s| self.ghosts_on(s)).sum(),
        }
    }

    /// Every ghost on the board.
    pub(super) fn ghosts_in_play(&self) -> u32 {
        self.ghosts.iter().map(|n| u32::from(*n)).sum()
    }

    /// Adds `n` ghosts from the bank onto `segment`.
    fn add_ghosts(&mut self, segment: SegmentId, n: u8) {
        if let Some(stack) = self.ghosts.get_mut(segment.0 as usize) {
            *stack += n;
            self.bank = self.bank.saturating_sub(n);
        }
    }

    /// Sends every ghost on `segment` back to the bank.
    pub(super) fn release(&mut self, segment: SegmentId) {
        if let Some(stack) = self.ghosts.get_mut(segment.0 as usize) {
            self.bank += std::mem::take(stack);
        }
    }

    /// MISTS-SETUP-1: one ghost on each ghost symbol of a start-board cell.
    pub(super) fn haunt_start_cell(&mut self, placed: usize) {
        let symbols: Vec<(SegmentId, u8)> = self.fog_symbols(placed).collect();
        for (segment, n) in symbols {
            self.add_ghosts(segment, n);
        }
    }

    /// The fog segments of a tile with their ghost symbols.
    fn fog_symbols(&self, placed: usize) -> impl Iterator<Item = (SegmentId, u8)> + '_ {
        let tile = self.head.table.board.tiles().get(placed);
        let regions = tile.map_or(&[][..], |t| tables().regions(t.tile));
        (0..).zip(regions).filter(|(_, info)| info.kind == Kind::Fog).filter_map(move |(region, info)| {
            Some((tile?.segment(region), u8::try_from(info.count).unwrap_or(u8::MAX)))
        })
    }

    /// MISTS-FOG-3 (step 1b): every fog bank the tile `placed` closed sends
    /// its ghosts back to the bank; no points.
    pub(super) fn clear_closed_fog(&mut self, placed: usize) {
        let banks: Vec<FeatureId> = self
            .segments_of(placed, Kind::Fog)
            .map(|s| self.head.table.features.feature_of(s))
            .filter(|bank| self.head.table.features.is_closed(*bank))
            .collect();
        for bank in banks {
            let members: Vec<SegmentId> = self.head.table.features.members(bank).collect();
            for segment in members {
                self.release(segment);
            }
        }
    }

    /// MISTS-GHOST-1, MISTS-GHOST-3 and MISTS-GHOST-4 (step 2a): the ghosts
    /// that emerge around the tile `placed`, or `None` when the bank cannot
    /// supply them all. `Some(true)` asks for the extra graveyard ghost of
    /// MISTS-GHOST-2 (levels 2-4), which the count includes.
    pub(super) fn emerge(&mut self, placed: usize) -> Option<bool> {
        let features = &self.head.table.features;
        let mut plan: Vec<(SegmentId, u8)> = Vec::new();
        for (segment, symbols) in self.fog_symbols(placed) {
            let bank = features.feature_of(segment);
            if features.is_closed(bank) {
                continue; // MISTS-EDGE-2
            }
            // One fewer where the segment extends fog already on the board,
            // however many banks it joined (MISTS-AMB-11, MISTS-EDGE-1).
            let extends =
                features.members(bank).any(|s| features.segment(s).is_some_and(|s| usize::from(s.tile) != placed));
            plan.push((segment, symbols.saturating_sub(u8::from(extends))));
        }
        let in_fog: u32 = plan.iter().map(|(_, n)| u32::from(*n)).sum();
        let graveyard_ghost =
            self.level.graveyards == Graveyards::Normal && in_fog > 0 && self.graveyards.iter().any(|g| !g.closed);
        if self.level.graveyards == Graveyards::Cursed && self.segments_of(placed, Kind::Graveyard).next().is_some() {
            plan.extend(self.cursed_ghosts(placed));
        }
        let needed: u32 = plan.iter().map(|(_, n)| u32::from(*n)).sum::<u32>() + u32::from(graveyard_ghost);
        if needed > u32::from(self.bank) {
            return None;
        }
        for (segment, n) in plan {
            self.add_ghosts(segment, n);
        }
        Some(graveyard_ghost)
    }

    /// MISTS-GHOST-3: one ghost on each face-up tile around a new cursed
    /// graveyard that shows fog, closed or not, into its first fog segment.
    fn cursed_ghosts(&self, placed: usize) -> Vec<(SegmentId, u8)> {
        let Some(center) = self.head.table.board.tiles().get(placed).map(|t| t.pos) else {
            return Vec::new();
        };
        center
            .surroundings()
            .into_iter()
            .filter_map(|cell| self.board_index(cell))
            .filter_map(|neighbour| self.segments_of(neighbour, Kind::Fog).next())
            .map(|segment| (segment, 1))
            .collect()
    }

    /// Puts the extra ghost on graveyard `graveyard` (MISTS-GHOST-2).
    pub(super) fn haunt(&mut self, graveyard: usize) {
        if let Some(segment) = self.graveyards.get(graveyard).map(|g| g.segment) {
            self.add_ghosts(segment, 1);
        }
    }

    /// The board index of the face-up tile at `pos`.
    pub(super) fn board_index(&self, pos: Pos) -> Option<usize> {
        self.head.table.board.tile_index(pos)
    }

    /// MISTS-SCORE-2 (a pacify) or MISTS-DOG-1 (a dog's), as `rule` says,
    /// and MISTS-AMB-20: 1 to 3 ghosts from the tile at `pos`, `fog` of them
    /// from its fog and `graveyard` from its graveyard.
    pub(super) fn check_removal(&self, pos: Pos, fog: u8, graveyard: u8, rule: &'static str) -> Result<(), RuleError> {
        let count = u16::from(fog) + u16::from(graveyard);
        if !(1..=3).contains(&count) {
            return Err(RuleError::GhostCount { count, rule });
        }
        let there = self.board_index(pos).map(|placed| self.tile_ghosts(placed)).unwrap_or_default();
        if fog > there.fog || graveyard > there.graveyard {
            return Err(RuleError::NotEnoughGhosts { pos, fog: there.fog, graveyard: there.graveyard, rule });
        }
        Ok(())
    }

    /// Removes the checked ghosts from the tile at `pos` (from its fog
    /// segments in region order) back to the bank.
    pub(super) fn remove_ghosts(&mut self, pos: Pos, fog: u8, graveyard: u8) {
        let Some(placed) = self.board_index(pos) else {
            return;
        };
        for (kind, mut left) in [(Kind::Fog, fog), (Kind::Graveyard, graveyard)] {
            let segments: Vec<SegmentId> = self.segments_of(placed, kind).collect();
            for segment in segments {
                if let Some(stack) = self.ghosts.get_mut(segment.0 as usize) {
                    let taken = left.min(*stack);
                    *stack -= taken;
                    self.bank += taken;
                    left -= taken;
                }
            }
        }
    }

    /// Every tile holding ghosts, with them, in placement order.
    pub(super) fn haunted_tiles(&self) -> impl Iterator<Item = (Pos, TileGhosts)> + '_ {
        (0..self.head.table.board.tiles().len()).filter_map(|placed| {
            let ghosts = self.tile_ghosts(placed);
            let pos = self.head.table.board.tiles().get(placed)?.pos;
            (ghosts.total() > 0).then_some((pos, ghosts))
        })
    }
}
