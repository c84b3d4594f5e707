//! A Discovery game as the engine plays it: [`RuleSet`] for [`GameState`],
//! with its identity, what a command would do (`decide`), how events change
//! the state (`evolve`) and what chance deals next, built on the steps the
//! state and its sibling files provide.

use super::error::RuleError;
use super::events::{Command, Event};
use super::options::Options;
use super::state::{AfterDeal, Deal, FIGURES, GameState, Phase, expected};
use super::tiles::{Tile, tables};
use crate::catalog::Catalog;
use crate::catalog::TileIdx;
use crate::geometry::{Pos, Rotation};
use crate::head::{Core, Head};
use crate::order::TileOrder;
use crate::players::{PlacedFigure, Seats};
use crate::refusal::CommonError;
use crate::refusal::CommonRules;
use crate::rng::GameRng;
use crate::ruleset::{Action, Rating, Rules};
use crate::seat::Seat;
use crate::setup::SetupError;
use crate::table::Table;
use std::ops::RangeInclusive;

impl Rules for GameState {
    const ID: &'static str = "discovery";
    const NAME: &'static str = "Carcassonne: The Discovery";
    const DESCRIPTION: &'static str = "Lowlands, mountains and water, 2-5 players, 4 figures each: after \
        placing a tile a player places a figure on it, or takes one back and scores its area at once, or does \
        nothing; areas score more when closed (rules: docs/rules/discovery.md). Options `hand_of_two` and \
        `equal_turns` switch on the expert variant. The tile mix is provisional: 59 of the 84 tiles come \
        from the only public source, 25 are reconstructed (data/tiles/discovery.json).";
    const PLAYERS: RangeInclusive<u8> = 2..=5;
    const CATALOG_SOURCE: &'static str = super::tiles::CATALOG_SOURCE;
    const COMMON_RULES: CommonRules = super::error::RULES;

    type Options = Options;
    type Command = Command;
    type Event = Event;
    type Error = RuleError;

    fn catalog() -> &'static Catalog {
        tables().catalog
    }

    /// The box's tiles but the start tile (DISC-SETUP-1).
    fn supplies(_: &Options) -> Result<[Vec<TileIdx>; 2], SetupError> {
        Ok([tables().supply(), Vec::new()])
    }

    /// DISC-SETUP-*: the start tile at (0, 0), the supply shuffled or fixed,
    /// every player with 4 figures and no points; with equal turns
    /// `83 mod players` tiles are set aside first, whatever the order
    /// (DISC-EXP-EQ-1, DISC-AMB-5), with the hand of two every seat is
    /// dealt two tiles.
    fn setup(options: Options, tile_order: &TileOrder) -> Result<Self, SetupError> {
        let seats = Seats::new(options.players, options.start_player, Self::PLAYERS)?;
        let t = tables();
        let start = t.start.ok_or(SetupError::Catalog)?;
        let [bag, _] = tile_order
            .deal(t.catalog, Self::supplies(&options)?, |supply, tile| supply == 0 && Some(tile) != t.start)?;
        let box_size = Self::supplies(&options)?[0].len();
        let to_set_aside =
            if options.equal_turns { (box_size % usize::from(options.players)).min(bag.remaining()) } else { 0 };
        let table = Table::new(bag.remaining() + 1, None, 4);
        let mut state = GameState {
            supplies: vec![FIGURES; usize::from(options.players)],
            hands: vec![Vec::with_capacity(2); usize::from(options.players)],
            dealing_hands: options.hand_of_two,
            figures: Vec::new(),
            final_figures: Vec::new(),
            bag,
            to_set_aside,
            set_aside: Vec::with_capacity(to_set_aside),
            head: Head::new(options, tile_order, table, seats, Phase::Dealing { then: AfterDeal::Turn }),
        };
        state.head.table.put(t.catalog, Pos::new(0, 0), start, Rotation::default());
        if state.pending_deal(AfterDeal::Turn).is_none() {
            state.begin_turn();
        }
        Ok(state)
    }

    fn creation(options: Options, tile_order: TileOrder) -> Event {
        Event::GameCreated { options, tile_order }
    }

    fn as_creation(event: &Event) -> Option<(&Options, &TileOrder)> {
        if let Event::GameCreated { options, tile_order } = event { Some((options, tile_order)) } else { None }
    }

    fn resigned(seat: Seat) -> Event {
        Event::PlayerResigned { seat }
    }

    fn head(&self) -> &dyn Core {
        &self.head
    }

    fn head_mut(&mut self) -> &mut dyn Core {
        &mut self.head
    }

    fn action_of(event: &Event) -> Option<Action<Command>> {
        let command = match *event {
            Event::PlayerResigned { seat } => return Some(Action::Resign(seat)),
            Event::TilePlaced { x, y, rotation, tile } => Command::PlaceTile { x, y, rotation, tile },
            Event::TileDiscarded { tile } => Command::DiscardTile { tile },
            Event::FigurePlaced { region } => Command::PlaceFigure { region },
            Event::FigureRecalled { x, y, region } => Command::RecallFigure { x, y, region },
            Event::FigureSkipped => Command::SkipFigure,
            Event::GameCreated { .. }
            | Event::TileSetAside { .. }
            | Event::TileDealt { .. }
            | Event::TileDrawn { .. } => {
                return None;
            }
        };
        Some(Action::Command(command))
    }

    fn decide(&self, seat: Seat, command: &Command) -> Result<Vec<Event>, RuleError> {
        self.head.seats.check_turn(seat, self.head.phase == Phase::Finished)?;
        match (*command, self.head.phase) {
            (Command::PlaceTile { x, y, rotation, tile }, Phase::PlacingTile { tile: drawn }) => {
                let placing = match (drawn, tile, self.head.options.hand_of_two) {
                    (_, Some(_), false) => return Err(RuleError::NoHand),
                    (Some(drawn), None, false) => drawn,
                    (_, Some(chosen), true) if self.hand().contains(&chosen) => chosen,
                    (_, Some(chosen), true) => return Err(RuleError::NotInHand(chosen)),
                    (_, None, _) => return Err(RuleError::TileRequired),
                };
                self.head.table.check(tables().tile(placing.0), Pos::new(x, y), rotation)?;
                Ok(vec![Event::TilePlaced { x, y, rotation, tile }])
            }
            (Command::DiscardTile { tile }, Phase::DiscardingTile) => {
                if !self.hand().contains(&tile) {
                    return Err(RuleError::NotInHand(tile));
                }
                Ok(vec![Event::TileDiscarded { tile }])
            }
            (Command::DiscardTile { .. }, Phase::PlacingTile { .. }) if self.head.options.hand_of_two => {
                Err(RuleError::HandTileFits)
            }
            // Chance removes a drawn tile that fits nowhere (DISC-TILE-3).
            (Command::DiscardTile { .. }, Phase::PlacingTile { .. }) => Err(RuleError::TileFits),
            (Command::PlaceFigure { region }, Phase::Acting { placed }) => {
                self.check_figure(placed.ok_or(RuleError::NoTilePlaced)?, region)?;
                Ok(vec![Event::FigurePlaced { region }])
            }
            (Command::RecallFigure { x, y, region }, Phase::Acting { .. }) => {
                let pos = Pos::new(x, y);
                self.own_figure_at(pos, region).ok_or(RuleError::NotYourFigure { pos, region })?;
                Ok(vec![Event::FigureRecalled { x, y, region }])
            }
            (Command::SkipFigure, Phase::Acting { .. }) => Ok(vec![Event::FigureSkipped]),
            (_, phase) => Err(CommonError::WrongStep { expected: expected(phase) }.into()),
        }
    }

    fn evolve(&mut self, event: &Event) -> Result<(), &'static str> {
        match (event, self.head.phase) {
            (Event::TileSetAside { tile }, Phase::Dealing { then }) => {
                self.deal(Deal::SetAside, *tile)?;
                self.set_aside.push(*tile);
                self.after_deal(then);
            }
            (Event::TileDealt { seat, tile }, Phase::Dealing { then }) => {
                self.deal(Deal::Hand(*seat), *tile)?;
                self.hands.get_mut(usize::from(seat.0)).ok_or("no such seat")?.push(*tile);
                self.after_deal(then);
            }
            (Event::TileDrawn { tile }, Phase::Dealing { then: AfterDeal::Turn }) => {
                self.deal(Deal::Draw, *tile)?;
                self.head.phase = Phase::PlacingTile { tile: Some(*tile) };
            }
            (Event::TileDiscarded { tile }, Phase::Dealing { then: AfterDeal::Turn }) => {
                self.deal(Deal::Draw, *tile)?;
                self.head.discarded.push(*tile);
                if self.bag.remaining() == 0 {
                    // DISC-AMB-12: no tile was placed; the game ends at once.
                    self.head.turn += 1;
                    self.final_scoring();
                }
            }
            (Event::TileDiscarded { tile }, Phase::DiscardingTile) => {
                self.take_from_hand(*tile)?;
                self.head.discarded.push(*tile);
                // DISC-AMB-11: a replacement, then the tile step again.
                self.after_deal(AfterDeal::Turn);
            }
            (Event::TilePlaced { x, y, rotation, tile }, Phase::PlacingTile { tile: drawn }) => {
                let placing = match tile {
                    Some(chosen) => self.take_from_hand(*chosen)?,
                    None => drawn.ok_or("no tile to place")?,
                };
                let pos = Pos::new(*x, *y);
                let rotation = self
                    .head
                    .table
                    .check(tables().tile(placing.0), pos, *rotation)
                    .map_err(|_| "illegal tile placement")?;
                let placed = self.head.table.put(tables().catalog, pos, placing.0, rotation);
                // DISC-EXP-HAND-1: the hand is refilled before the action.
                self.after_deal(AfterDeal::Act(placed));
            }
            (Event::FigurePlaced { region }, Phase::Acting { placed: Some(placed) }) => {
                let tile = self.head.table.board.tiles().get(placed).ok_or("no placed tile")?;
                if tables().region(tile.tile, *region).is_none() {
                    return Err("no such region");
                }
                let segment = tile.segment(*region);
                let left = self.supplies.get_mut(usize::from(self.head.seats.current().0)).ok_or("no such player")?;
                *left = left.checked_sub(1).ok_or("no figure left")?;
                self.figures.push(PlacedFigure { owner: self.head.seats.current(), kind: (), segment });
                self.head.table.features.add_occupants(segment, 1);
                self.end_turn();
            }
            (Event::FigureRecalled { x, y, region }, Phase::Acting { .. }) => {
                let index = self.own_figure_at(Pos::new(*x, *y), *region).ok_or("no such figure to recall")?;
                let figure = self.figures.remove(index);
                self.score_taken_back(figure);
                self.end_turn();
            }
            (Event::FigureSkipped, Phase::Acting { .. }) => self.end_turn(),
            (Event::PlayerResigned { seat }, phase) if phase != Phase::Finished => self.apply_resignation(*seat)?,
            (Event::GameCreated { .. }, _) => return Err("a game is created only once"),
            _ => return Err("event does not fit the step of the turn"),
        }
        Ok(())
    }

    /// What happens without a decision: the tiles chance deals, a hand tile
    /// removed when it is the only kind left and fits nowhere, and an action
    /// step with nothing to do.
    fn chance(&self) -> Option<Event> {
        match self.head.phase {
            Phase::Dealing { then } => {
                let tile = Tile(self.bag.peek()?);
                Some(match self.pending_deal(then)? {
                    Deal::SetAside => Event::TileSetAside { tile },
                    Deal::Hand(seat) => Event::TileDealt { seat, tile },
                    Deal::Draw if self.fits(tile) => Event::TileDrawn { tile },
                    Deal::Draw => Event::TileDiscarded { tile },
                })
            }
            Phase::DiscardingTile => match self.hand() {
                [only, rest @ ..] if rest.iter().all(|t| t == only) => Some(Event::TileDiscarded { tile: *only }),
                _ => None,
            },
            Phase::Acting { placed } if !self.can_act(placed) => Some(Event::FigureSkipped),
            Phase::Acting { .. } | Phase::PlacingTile { .. } | Phase::Finished => None,
        }
    }

    fn redeal(&mut self, rng: &mut GameRng) {
        self.bag.redeal(rng);
    }
}
