//! Step 3a: closed, occupied roads, cities and castles, what they are
//! worth (MISTS-SCORE-*), and the points the team (or each colour) earns.

use super::colours::Colour;
use super::levels::ScoreKeeping;
use super::records::Closed;
use super::state::GameState;
use super::tiles::{Kind, tables};
use crate::features::FeatureId;
use crate::geometry::Pos;

impl GameState {
    /// The value of a closed feature once (MISTS-SCORE-3): a road 1 per
    /// tile, a city 2 per tile and 2 per shield, a castle 2 per foggy tile
    /// among its own and the 8 around it.
    pub(super) fn value(&self, closed: &Closed) -> u32 {
        let features = &self.head.table.features;
        match (closed.kind, closed.castle) {
            (Kind::Castle, Some(pos)) => {
                let cells = std::iter::once(pos).chain(pos.surroundings());
                2 * cells.filter(|cell| self.shows_fog(*cell)).count() as u32
            }
            (Kind::City, _) => {
                let shields: u32 = features
                    .members(closed.feature)
                    .filter_map(|s| features.segment(s))
                    .filter_map(|s| {
                        let tile = self.head.table.board.tiles().get(usize::from(s.tile))?;
                        tables().region(tile.tile, s.region).map(|r| r.count)
                    })
                    .sum();
                2 * features.tile_count(closed.feature) as u32 + 2 * shields
            }
            _ => features.tile_count(closed.feature) as u32,
        }
    }

    /// Whether a face-up tile showing fog lies at `pos`.
    pub(super) fn shows_fog(&self, pos: Pos) -> bool {
        self.head.table.board.get(pos).is_some_and(|tile| tables().has_fog(tile.tile))
    }

    /// The distinct colours of the guards on `feature` (MISTS-SCORE-4).
    pub(super) fn colours_on(&self, feature: FeatureId) -> Vec<Colour> {
        let features = &self.head.table.features;
        let mut colours: Vec<Colour> =
            self.guards.iter().filter(|g| features.feature_of(g.segment) == feature).map(|g| g.kind).collect();
        colours.sort_unstable();
        colours.dedup();
        colours
    }

    /// Adds `points` once for each of `colours` (MISTS-SCORE-4): to the
    /// team score, or at level 6 to each colour's own; each colour's owner
    /// is credited with its share. Then checks for victory.
    pub(super) fn award(&mut self, colours: &[Colour], points: u32) {
        for colour in colours {
            if let Some(state) = self.colours.iter_mut().find(|c| c.colour == *colour) {
                state.score += points;
                self.head.seats.award(state.owner, points);
                self.team_score += points;
            }
        }
        if self.reached(self.level.goal) {
            self.win();
        }
    }

    /// Whether the score has reached `threshold`: the team score, or at
    /// level 6 every colour's (MISTS-END-1, MISTS-EDGE-8).
    pub(super) fn reached(&self, threshold: u32) -> bool {
        match self.level.scoring {
            ScoreKeeping::Team => self.team_score >= threshold,
            ScoreKeeping::PerColour => self.colours.iter().all(|c| c.score >= threshold),
        }
    }
}
