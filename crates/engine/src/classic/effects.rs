//! What the rules derive from an event: the consequences a client shows
//! when it animates a move, in the rule set's own types.

use super::events::{Event, Figure};
use super::state::{GameState, Phase, WaitingWagon};
use super::tiles::Tile;
use super::trade::{Goods, GoodsScoring};
use super::view::{FigureView, ScoringView};
use crate::effects::gone;
use crate::head::HeadMark;
use crate::players::PlacedFigure;
use crate::ruleset::Consequences;
use crate::seat::Seat;
use serde::Serialize;

/// A consequence of an event, derived on replay (never stored).
#[derive(Clone, Debug, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(tag = "type", rename_all = "snake_case")]
pub enum Effect {
    /// A feature was scored: during the turn, by a barn, or at the end
    /// (BASE-SCORE-*, AM-BARN-6/7, BASE-END-2/3). The scorers' scores
    /// grew by `points`.
    Scored {
        /// The scoring, as the view's `scorings` lists it.
        scoring: ScoringView,
    },
    /// Figures went back to their owners' supplies after a scoring
    /// (BASE-SCORE-4), or waiting wagons left with nowhere to go, from
    /// where they stood (AM-WAGON-4).
    FiguresReturned {
        /// The figures, where they stood.
        figures: Vec<FigureView>,
    },
    /// Abbey & Mayor: wagons of scored features left the board and wait
    /// for their owners to move them (AM-WAGON-3).
    WagonsWaiting {
        /// The wagons, where they stood.
        wagons: Vec<FigureView>,
    },
    /// Traders & Builders: the player who completed cities took their goods
    /// (TB-GOODS-1).
    GoodsTaken {
        /// The player.
        seat: u8,
        /// The tokens taken.
        goods: Goods,
    },
    /// Traders & Builders: a good's final scoring (TB-GOODS-3); the
    /// scorers' scores grew by `points`.
    GoodsScored {
        /// The scoring, as the view's `goods_scorings` lists it.
        scoring: GoodsScoring,
    },
    /// Tiles left the game without the event naming them: the tile in a
    /// resigning player's hand.
    TilesDiscarded {
        /// The tiles.
        tiles: Vec<Tile>,
    },
}

/// What a classic event's effects are found from: the state's counts and
/// figures before it, and where a figure would go.
pub struct Before {
    head: HeadMark,
    figures: Vec<PlacedFigure<Figure>>,
    waiting: Vec<WaitingWagon>,
    goods: Vec<Goods>,
    goods_scored: usize,
    mover: Seat,
    /// The tile a figure may go on now.
    placing_on: Option<usize>,
}

impl Consequences for GameState {
    type Effect = Effect;
    type Before = Before;

    /// What [`GameState::effects`] needs of the state before an event.
    fn before(&self) -> Before {
        Before {
            head: self.head.mark(),
            figures: self.standing_figures().to_vec(),
            waiting: self.waiting_wagons.clone(),
            goods: self.players.iter().map(|p| p.goods).collect(),
            goods_scored: self.goods_scorings.len(),
            mover: self.head.seats.current(),
            placing_on: match self.head.phase {
                Phase::PlacingFigure { placed } => Some(placed),
                _ => None,
            },
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
        let waiting = gone(&self.waiting_wagons, &before.waiting);
        let (mut returned, mut wagons) = (Vec::new(), Vec::new());
        // AM-WAGON-4: a waiting wagon left with nowhere to go returns by
        // itself; the event's own wagon (moved or returned) is told by it.
        let decided = usize::from(matches!(event, Event::WagonMoved { .. } | Event::WagonReturned));
        for wagon in gone(before.waiting.get(decided..).unwrap_or_default(), &self.waiting_wagons) {
            returned.push(FigureView { owner: wagon.owner.0, figure: Figure::Wagon, at: wagon.from });
        }
        // A figure placed by the event may be scored and return within it.
        if let (Event::FigurePlaced { region, figure }, Some(placed)) = (event, before.placing_on)
            && let Some(tile) = self.head.table.board.tiles().get(placed)
        {
            before.figures.push(PlacedFigure { owner: before.mover, kind: *figure, segment: tile.segment(*region) });
        }
        for figure in gone(&before.figures, self.standing_figures()) {
            let Some(view) = self.figure_view(&figure) else { continue };
            let waits =
                figure.kind == Figure::Wagon && waiting.iter().any(|w| w.owner == figure.owner && w.from == view.at);
            if waits { wagons.push(view) } else { returned.push(view) }
        }
        if !returned.is_empty() {
            effects.push(Effect::FiguresReturned { figures: returned });
        }
        if !wagons.is_empty() {
            effects.push(Effect::WagonsWaiting { wagons });
        }
        for (seat, (player, before)) in self.players.iter().zip(&before.goods).enumerate() {
            let goods = player.goods.since(*before);
            if !goods.is_empty() {
                effects.push(Effect::GoodsTaken { seat: seat as u8, goods });
            }
        }
        if before.goods_scored == 0 {
            effects.extend(self.goods_scorings.iter().map(|scoring| Effect::GoodsScored { scoring: scoring.clone() }));
        }
        let tiles = self.head.discarded_since(before.head, matches!(event, Event::TileDiscarded { .. }));
        if !tiles.is_empty() {
            effects.push(Effect::TilesDiscarded { tiles });
        }
        effects
    }
}
