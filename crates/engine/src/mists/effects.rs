//! What the rules derive from an event: the consequences a client shows
//! when it animates a move, in the rule set's own types.

use super::colours::Colour;
use super::events::Event;
use super::legal::{GhostTarget, GuardRef};
use super::state::{Dog, GameState, Phase};
use super::tiles::{Kind, Tile};
use super::view::{DogView, ScoringView};
use crate::board::SegmentId;
use crate::effects::{beyond, gone};
use crate::geometry::{Pos, RegionRef};
use crate::head::HeadMark;
use crate::players::PlacedFigure;
use crate::ruleset::Consequences;
use crate::status::Outcome;
use serde::Serialize;
use std::collections::BTreeMap;

/// A consequence of an event, derived on replay (never stored), in the
/// order the rules make them happen.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Effect {
    /// A closed feature paid its points or was pacified (MISTS-SCORE-*),
    /// or a dog scored (MISTS-DOG-*). The colours' scores (and the team
    /// score, levels 1-5) grew by `points` each.
    Scored {
        /// The scoring, as the view's `scorings` lists it.
        scoring: ScoringView,
    },
    /// Guards went back to their owners' supplies after a scoring.
    GuardsReturned {
        /// The guards, where they stood.
        guards: Vec<GuardRef>,
    },
    /// Guards were buried without a choice (MISTS-GRAVE-2, MISTS-CURSE-4):
    /// the only guard there was to bury, when a graveyard closed.
    GuardsBuried {
        /// The guards, where they stood, and the graveyards they lie on.
        burials: Vec<BuriedGuard>,
    },
    /// Ghosts came onto the board: out of the bank into fog as a tile was
    /// placed (MISTS-GHOST-*), or the extra ghost onto a graveyard. A cursed
    /// graveyard's ghost may come into fog its tile closed, after that
    /// fog's ghosts left (MISTS-AMB-23).
    GhostsArrived {
        /// How many came to each tile, in its fog and on its graveyard.
        tiles: Vec<GhostTarget>,
    },
    /// Ghosts left the board: removed by the team or a dog, or going home
    /// with a closed fog bank (all of its ghosts, MISTS-FOG-3).
    GhostsLeft {
        /// How many left each tile, from its fog and from its graveyard.
        tiles: Vec<GhostTarget>,
    },
    /// Fog banks closed (MISTS-FOG-*): their ghosts went home
    /// (`ghosts_left`, which follows).
    FogClosed {
        /// The fog banks' ids.
        fog: Vec<u32>,
    },
    /// Dogs arrived, scored or were lost (MISTS-DOG-*): where each is now.
    DogsChanged {
        /// The dogs whose state changed.
        dogs: Vec<DogView>,
    },
    /// Tiles left the game without the event naming them.
    TilesDiscarded {
        /// The tiles.
        tiles: Vec<Tile>,
    },
    /// The game ended: the team won or lost, by the rule named.
    Ended {
        /// Victory or defeat.
        outcome: Outcome,
    },
}

/// A guard buried by the rules.
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct BuriedGuard {
    /// The graveyard's tile.
    pub graveyard: Pos,
    /// The guard's colour.
    pub colour: Colour,
    /// Where it stood; absent when it came from its owner's supply.
    pub stood: Option<RegionRef>,
}

/// What a Mists event's effects are found from: the state's counts,
/// guards, ghosts, closed fog, dogs and ending before it.
pub struct Before {
    head: HeadMark,
    guards: Vec<PlacedFigure<Colour>>,
    /// The tile a guard may go on now.
    placing_on: Option<usize>,
    buried: usize,
    /// Ghosts by segment.
    ghosts: Vec<u8>,
    closed_fog: Vec<u32>,
    dogs: [Dog; 2],
    ended: bool,
}

impl Consequences for GameState {
    type Effect = Effect;
    type Before = Before;

    /// What [`GameState::effects`] needs of the state before an event.
    fn before(&self) -> Before {
        Before {
            head: self.head.mark(),
            guards: self.guards.clone(),
            placing_on: match self.head.phase {
                Phase::PlacingGuard { placed } => Some(placed),
                _ => None,
            },
            buried: self.buried.len(),
            ghosts: self.ghosts.clone(),
            closed_fog: self.closed_fog(),
            dogs: self.dogs,
            ended: self.ending.is_some(),
        }
    }

    /// What the rules derived from `event`, which was applied to the state
    /// `before` was taken of.
    fn effects(&self, mut before: Before, event: &Event) -> Vec<Effect> {
        let mut effects: Vec<Effect> = self
            .head
            .scorings_since(before.head)
            .iter()
            .map(|scoring| Effect::Scored { scoring: self.scoring_view(scoring) })
            .collect();
        // A guard placed by the event may be buried within it (MISTS-GRAVE-2).
        if let (Event::GuardPlaced { region, colour }, Some(placed)) = (event, before.placing_on)
            && let (Some(tile), Some(owner)) = (self.head.table.board.tiles().get(placed), self.colour(*colour))
        {
            before.guards.push(PlacedFigure { owner: owner.owner, kind: *colour, segment: tile.segment(*region) });
        }
        let buried_by_event = matches!(event, Event::GuardBuried { .. } | Event::GuardBuriedFromSupply { .. });
        let mut lifted: Vec<GuardRef> =
            gone(&before.guards, &self.guards).iter().filter_map(|g| self.guard_view(g)).collect();
        if let Event::GuardBuried { x, y, region } = *event {
            lifted.retain(|g| (g.at.x, g.at.y, g.at.region) != (x, y, region));
        }
        let mut burials = Vec::new();
        for burial in beyond(&self.buried, before.buried).iter().skip(usize::from(buried_by_event)) {
            let stood = lifted.iter().position(|g| g.colour == burial.colour).map(|at| lifted.remove(at).at);
            let graveyard = self.graveyards.get(burial.graveyard).and_then(|g| self.graveyard_pos(g));
            if let Some(graveyard) = graveyard {
                burials.push(BuriedGuard { graveyard, colour: burial.colour, stood });
            }
        }
        if !lifted.is_empty() {
            effects.push(Effect::GuardsReturned { guards: lifted });
        }
        if !burials.is_empty() {
            effects.push(Effect::GuardsBuried { burials });
        }
        // As they happen: fog closes and its ghosts leave (step 1b), others
        // arrive (step 2a).
        let fog: Vec<u32> = self.closed_fog().into_iter().filter(|id| !before.closed_fog.contains(id)).collect();
        let (left, arrived) = self.ghost_moves(&before.ghosts, &fog);
        if !fog.is_empty() {
            effects.push(Effect::FogClosed { fog });
        }
        if !left.is_empty() {
            effects.push(Effect::GhostsLeft { tiles: left });
        }
        if !arrived.is_empty() {
            effects.push(Effect::GhostsArrived { tiles: arrived });
        }
        let dogs: Vec<DogView> = match self.level.dogs {
            Some(thresholds) => (0..2)
                .filter(|&dog| before.dogs[dog] != self.dogs[dog])
                .map(|dog| self.dog_view(dog, thresholds[dog]))
                .collect(),
            None => Vec::new(),
        };
        if !dogs.is_empty() {
            effects.push(Effect::DogsChanged { dogs });
        }
        let tiles = self.head.discarded_since(before.head, matches!(event, Event::TileDiscarded { .. }));
        if !tiles.is_empty() {
            effects.push(Effect::TilesDiscarded { tiles });
        }
        if let (false, Some(outcome)) = (before.ended, &self.ending) {
            effects.push(Effect::Ended { outcome: outcome.clone() });
        }
        effects
    }
}

impl GameState {
    /// The ghosts that left each tile and those that came to it, by row and
    /// column, between the counts by segment `before` and now. Fog banks
    /// closed by the event (`closed_now`) sent all their ghosts home before
    /// any came (MISTS-FOG-3 in step 1b, then MISTS-GHOST-3 in step 2a);
    /// elsewhere ghosts only came or only left.
    fn ghost_moves(&self, before: &[u8], closed_now: &[u32]) -> (Vec<GhostTarget>, Vec<GhostTarget>) {
        let features = &self.head.table.features;
        // By tile: [left, arrived], each (fog, graveyard).
        let mut moves: BTreeMap<(i32, i32), [(u8, u8); 2]> = BTreeMap::new();
        for index in 0..before.len().max(self.ghosts.len()) {
            let (old, new) = (before.get(index).copied().unwrap_or(0), self.ghosts.get(index).copied().unwrap_or(0));
            if old == 0 && new == 0 {
                continue;
            }
            let segment = SegmentId(index as u32);
            let feature = features.feature_of(segment);
            let (gone, came) = if closed_now.contains(&features.stable_id(feature)) {
                (old, new)
            } else {
                (old.saturating_sub(new), new.saturating_sub(old))
            };
            let tile = features.segment(segment).and_then(|s| self.head.table.board.tiles().get(usize::from(s.tile)));
            let Some(tile) = tile.filter(|_| gone + came > 0) else { continue };
            let [left, arrived] = moves.entry((tile.pos.y, tile.pos.x)).or_default();
            let (left, arrived) = if self.kind_of(feature) == Some(Kind::Graveyard) {
                (&mut left.1, &mut arrived.1)
            } else {
                (&mut left.0, &mut arrived.0)
            };
            (*left, *arrived) = (*left + gone, *arrived + came);
        }
        let listed = |which: usize| {
            moves
                .iter()
                .filter(|(_, counts)| counts[which] != (0, 0))
                .map(|(&(y, x), counts)| GhostTarget { x, y, fog: counts[which].0, graveyard: counts[which].1 })
                .collect()
        };
        (listed(0), listed(1))
    }

    /// The ids of the closed fog banks.
    fn closed_fog(&self) -> Vec<u32> {
        let features = &self.head.table.features;
        features
            .features()
            .filter(|f| features.is_closed(*f) && self.kind_of(*f) == Some(Kind::Fog))
            .map(|f| features.stable_id(f))
            .collect()
    }
}
