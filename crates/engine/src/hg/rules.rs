//! A Hunters & Gatherers game as the engine plays it: [`RuleSet`] for
//! [`GameState`], with its identity, what a command would do (`decide`), how
//! events change the state (`evolve`) and what chance deals next, built on
//! the steps the state and its sibling files provide.

use super::error::RuleError;
use super::events::{Command, Event, Figure};
use super::options::Options;
use super::state::{FIGURES, GameState, HUTS, Phase};
use super::tiles::{Special, Tile, tables};
use crate::catalog::Catalog;
use crate::catalog::TileIdx;
use crate::geometry::{Pos, Rotation};
use crate::head::{Core, Head};
use crate::order::TileOrder;
use crate::players::{PlacedFigure, Seats};
use crate::refusal::CommonError;
use crate::refusal::CommonRules;
use crate::rng::GameRng;
use crate::ruleset::{Action, Rules};
use crate::seat::Seat;
use crate::setup::SetupError;
use crate::table::Table;
use std::ops::RangeInclusive;

/// The catalog's piles of the two supplies, the main one first.
const PILES: [&str; 2] = ["regular", "bonus"];
impl Rules for GameState {
    const ID: &'static str = "hunters-gatherers";
    const NAME: &'static str = "Carcassonne: Hunters & Gatherers";
    const DESCRIPTION: &'static str = "The 2020 edition: 78 regular and 16 menhir tiles, 2-5 players, 5 \
        figures (fishermen, gatherers, hunters) and 3 huts each; closing a forest with a menhir earns a \
        menhir tile (rules: docs/rules/hunters-gatherers.md).";
    const PLAYERS: RangeInclusive<u8> = 2..=5;
    const CATALOG_SOURCE: &'static str = super::tiles::CATALOG_SOURCE;
    const COMMON_RULES: CommonRules = super::error::RULES;
    const SECOND_SUPPLY: Option<&'static str> = Some("the menhir tiles");

    type Options = Options;
    type Command = Command;
    type Event = Event;
    type Error = RuleError;

    fn catalog() -> &'static Catalog {
        tables().catalog
    }

    /// The regular tiles and the menhir tiles (HG-SETUP-2).
    fn supplies(_: &Options) -> Result<[Vec<TileIdx>; 2], SetupError> {
        Ok(PILES.map(|pile| tables().supply(pile)))
    }

    /// Sets a game up (HG-SETUP-*): the start tile at (0, 0), both supplies
    /// shuffled or fixed, every player with 5 figures, 3 huts and no points.
    fn setup(options: Options, tile_order: &TileOrder) -> Result<Self, SetupError> {
        let seats = Seats::new(options.players, options.start_player, <GameState as Rules>::PLAYERS)?;
        let t = tables();
        let start = t.start.ok_or(SetupError::Catalog)?;
        let [regular, bonus] = tile_order.deal(t.catalog, Self::supplies(&options)?, |supply, tile| {
            PILES.get(supply).is_some_and(|pile| t.pile(tile) == Some(*pile))
        })?;
        let total = regular.remaining() + bonus.remaining() + 1;
        let mut state = GameState {
            supplies: vec![[FIGURES, HUTS]; usize::from(options.players)],
            figures: Vec::new(),
            final_figures: Vec::new(),
            regular,
            bonus,
            menhir_turn: false,
            covered: Vec::new(),
            head: Head::new(options, tile_order, Table::new(total, None, 6), seats, Phase::Drawing),
        };
        state.head.table.put(t.catalog, Pos::new(0, 0), start, Rotation::default());
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
            Event::GameCreated { .. } | Event::TileDrawn { .. } | Event::TileDiscarded { .. } => return None,
            Event::PlayerResigned { seat } => return Some(Action::Resign(seat)),
            Event::TilePlaced { x, y, rotation } => Command::PlaceTile { x, y, rotation },
            Event::FigureRecalled { x, y, region } => Command::RecallFigure { x, y, region },
            Event::FigurePlaced { region, figure } => Command::PlaceFigure { region, figure },
            Event::FigureSkipped => Command::SkipFigure,
        };
        Some(Action::Command(command))
    }

    /// The events `command` by `seat` would add, or why it is illegal.
    /// Changes nothing.
    fn decide(&self, seat: Seat, command: &Command) -> Result<Vec<Event>, RuleError> {
        self.head.seats.check_turn(seat, self.head.phase == Phase::Finished)?;
        match (*command, self.head.phase) {
            (Command::PlaceTile { x, y, rotation }, Phase::PlacingTile { tile }) => {
                let pos = Pos::new(x, y);
                let turned = self.head.table.check(tables().tile(tile.0), pos, rotation)?;
                let mut events = vec![Event::TilePlaced { x, y, rotation }];
                if !self.can_act_after_placing(tile, pos, turned) {
                    events.push(Event::FigureSkipped);
                }
                Ok(events)
            }
            (Command::PlaceFigure { region, figure }, Phase::PlacingFigure { placed, .. }) => {
                self.check_piece(placed, region, figure)?;
                Ok(vec![Event::FigurePlaced { region, figure }])
            }
            (Command::RecallFigure { x, y, region }, Phase::PlacingFigure { shaman, .. }) => {
                if !shaman {
                    return Err(RuleError::NoShaman);
                }
                let pos = Pos::new(x, y);
                self.own_figure_at(pos, region).ok_or(RuleError::NotYourFigure { pos, region })?;
                Ok(vec![Event::FigureRecalled { x, y, region }])
            }
            (Command::SkipFigure, Phase::PlacingFigure { .. }) => Ok(vec![Event::FigureSkipped]),
            (_, Phase::PlacingTile { .. } | Phase::Drawing | Phase::Finished) => {
                Err(CommonError::WrongStep { expected: "place_tile" }.into())
            }
            (_, Phase::PlacingFigure { shaman: true, .. }) => {
                Err(CommonError::WrongStep { expected: "place_figure, recall_figure or skip_figure" }.into())
            }
            (_, Phase::PlacingFigure { .. }) => {
                Err(CommonError::WrongStep { expected: "place_figure or skip_figure" }.into())
            }
        }
    }

    /// Applies one event. Events this engine decided always fit; an error
    /// means the log was written by something else.
    fn evolve(&mut self, event: &Event) -> Result<(), &'static str> {
        match (event, self.head.phase) {
            (Event::TileDrawn { tile }, Phase::Drawing) => {
                self.draw()?;
                self.head.phase = Phase::PlacingTile { tile: *tile };
            }
            (Event::TileDiscarded { tile }, Phase::Drawing) => {
                self.draw()?;
                self.head.discarded.push(*tile);
                // HG-TILE-3, HG-AMB-12: another tile of the same supply, if any.
                if self.supply().remaining() == 0 {
                    self.pass_turn();
                }
            }
            (Event::TilePlaced { x, y, rotation }, Phase::PlacingTile { tile }) => {
                let pos = Pos::new(*x, *y);
                let rotation = self
                    .head
                    .table
                    .check(tables().tile(tile.0), pos, *rotation)
                    .map_err(|_| "illegal tile placement")?;
                let placed = self.head.table.put(tables().catalog, pos, tile.0, rotation);
                self.immediate_effects(placed);
                let shaman = tables().has_special(tile.0, Special::Shaman) && self.own_figures().next().is_some();
                self.head.phase = Phase::PlacingFigure { placed, shaman };
            }
            (Event::FigureRecalled { x, y, region }, Phase::PlacingFigure { placed, shaman: true }) => {
                let index = self.own_figure_at(Pos::new(*x, *y), *region).ok_or("no such figure to recall")?;
                let figure = self.figures.remove(index);
                self.head.table.features.add_occupants(figure.segment, -1);
                self.return_to_supply(figure);
                self.head.phase = Phase::PlacingFigure { placed, shaman: false };
            }
            (Event::FigurePlaced { region, figure }, Phase::PlacingFigure { placed, .. }) => {
                let tile = self.head.table.board.tiles().get(placed).ok_or("no placed tile")?;
                if tables().region(tile.tile, *region).is_none() {
                    return Err("no such region");
                }
                let segment = tile.segment(*region);
                let supply = self.supplies.get_mut(usize::from(self.head.seats.current().0)).ok_or("no such player")?;
                let left = supply.get_mut(figure.index()).ok_or("no such piece")?;
                *left = left.checked_sub(1).ok_or("no such piece left")?;
                self.figures.push(PlacedFigure { owner: self.head.seats.current(), kind: *figure, segment });
                if *figure == Figure::Follower {
                    self.head.table.features.add_occupants(segment, 1);
                }
                self.end_turn(placed);
            }
            (Event::FigureSkipped, Phase::PlacingFigure { placed, .. }) => self.end_turn(placed),
            (Event::PlayerResigned { seat }, phase) if phase != Phase::Finished => self.apply_resignation(*seat)?,
            (Event::GameCreated { .. }, _) => return Err("a game is created only once"),
            _ => return Err("event does not fit the step of the turn"),
        }
        Ok(())
    }

    /// What chance does next, if it is chance's move: draw the next tile of
    /// the supply in use, or discard it when it fits nowhere (HG-TILE-3).
    fn chance(&self) -> Option<Event> {
        if self.head.phase != Phase::Drawing {
            return None;
        }
        let tile = Tile(self.supply().peek()?);
        Some(if self.head.table.fits_somewhere(tables().tile(tile.0)) {
            Event::TileDrawn { tile }
        } else {
            Event::TileDiscarded { tile }
        })
    }

    fn redeal(&mut self, rng: &mut GameRng) {
        self.regular.redeal(rng);
        self.bonus.redeal(rng);
    }
}
