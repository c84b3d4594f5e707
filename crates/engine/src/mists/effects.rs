//! What the rules derive from an event: the consequences a client shows
//! when it animates a move, in the rule set's own types.

use super::colours::Colour;
use super::events::Event;
use super::legal::{GhostTarget, GuardRef};
use super::state::{Dog, GameState};
use super::tiles::{Kind, Tile};
use super::view::{DogView, ScoringView};
use crate::effects::{beyond, gone};
use crate::geometry::{Pos, RegionRef};
use crate::head::HeadMark;
use crate::players::PlacedFigure;
use crate::ruleset::Consequences;
use crate::status::Outcome;
use serde::Serialize;
use std::collections::BTreeMap;

/// A consequence of an event, derived on replay (never stored).
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
    /// placed (MISTS-GHOST-*), or the extra ghost onto a graveyard.
    GhostsArrived {
        /// How many came to each tile, in its fog and on its graveyard.
        tiles: Vec<GhostTarget>,
    },
    /// Ghosts left the board: removed by the team or a dog, or going home
    /// with a closed fog bank.
    GhostsLeft {
        /// How many left each tile, from its fog and from its graveyard.
        tiles: Vec<GhostTarget>,
    },
    /// Fog banks closed (MISTS-FOG-*): their ghosts went home.
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
    buried: usize,
    ghosts: BTreeMap<(i32, i32), (u8, u8)>,
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
            buried: self.buried.len(),
            ghosts: self.ghosts_by_tile(),
            closed_fog: self.closed_fog(),
            dogs: self.dogs,
            ended: self.ending.is_some(),
        }
    }

    /// What the rules derived from `event`, which was applied to the state
    /// `before` was taken of.
    fn effects(&self, before: Before, event: &Event) -> Vec<Effect> {
        let mut effects: Vec<Effect> = self
            .head
            .scorings_since(before.head)
            .iter()
            .map(|scoring| Effect::Scored { scoring: self.scoring_view(scoring) })
            .collect();
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
        let (arrived, left) = ghost_moves(before.ghosts, self.ghosts_by_tile());
        if !arrived.is_empty() {
            effects.push(Effect::GhostsArrived { tiles: arrived });
        }
        if !left.is_empty() {
            effects.push(Effect::GhostsLeft { tiles: left });
        }
        let fog: Vec<u32> = self.closed_fog().into_iter().filter(|id| !before.closed_fog.contains(id)).collect();
        if !fog.is_empty() {
            effects.push(Effect::FogClosed { fog });
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
    /// Ghosts on each tile: in its fog and on its graveyard.
    fn ghosts_by_tile(&self) -> BTreeMap<(i32, i32), (u8, u8)> {
        self.haunted_tiles().map(|(pos, g)| ((pos.y, pos.x), (g.fog, g.graveyard))).collect()
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

/// The ghosts that came to each tile and that left it, between two
/// countings by tile (row, column).
fn ghost_moves(
    before: BTreeMap<(i32, i32), (u8, u8)>,
    after: BTreeMap<(i32, i32), (u8, u8)>,
) -> (Vec<GhostTarget>, Vec<GhostTarget>) {
    let (mut arrived, mut left) = (Vec::new(), Vec::new());
    let cells: std::collections::BTreeSet<_> = before.keys().chain(after.keys()).copied().collect();
    for (y, x) in cells {
        let (old, new) =
            (before.get(&(y, x)).copied().unwrap_or_default(), after.get(&(y, x)).copied().unwrap_or_default());
        let target = |fog: u8, graveyard: u8| GhostTarget { x, y, fog, graveyard };
        if new.0 > old.0 || new.1 > old.1 {
            arrived.push(target(new.0.saturating_sub(old.0), new.1.saturating_sub(old.1)));
        }
        if new.0 < old.0 || new.1 < old.1 {
            left.push(target(old.0.saturating_sub(new.0), old.1.saturating_sub(new.1)));
        }
    }
    (arrived, left)
}
