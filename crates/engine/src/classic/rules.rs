//! A classic game as the engine plays it: [`RuleSet`] for [`GameState`], with
//! its identity, what a command would do (`decide`), how events change the
//! state (`evolve`) and what chance deals next, built on the steps the state
//! and its sibling files provide.

use super::error::RuleError;
use super::events::{Command, Event, Figure};
use super::options::Options;
use super::river::Course;
use super::state::{Barn, GameState, Phase, Player, SecondTurn, starting_supply};
use super::tiles::{Tile, tables};
use super::trade::Goods;
use crate::bag::TileBag;
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

impl Rules for GameState {
    const ID: &'static str = "classic";
    const NAME: &'static str = "Carcassonne";
    const DESCRIPTION: &'static str = "The base game: 72 land tiles, 2-5 players, 7 followers each \
        (rules: docs/rules/base.md). Option `abbey_mayor` adds the Abbey & Mayor expansion's 12 land \
        tiles, mayors, abbeys, wagons and barns, each switchable (docs/rules/abbey-mayor.md); option \
        `river` adds The River's 12 tiles, placed first from the spring to the lake (docs/rules/river.md); \
        option `inns_cathedrals` adds Inns & Cathedrals' 18 land tiles with inns and cathedrals and a \
        large follower each, each switchable, and a sixth player (docs/rules/inns-cathedrals.md); \
        option `traders_builders` adds Traders & Builders' 24 land tiles with goods, a builder and a \
        pig each, each switchable (docs/rules/traders-builders.md).";
    /// Six only with Inns & Cathedrals (IC-SCOPE-2, checked by `setup`).
    const PLAYERS: RangeInclusive<u8> = 2..=6;
    const CATALOG_SOURCE: &'static str = super::tiles::CATALOG_SOURCE;
    const COMMON_RULES: CommonRules = super::error::RULES;

    type Options = Options;
    type Command = Command;
    type Event = Event;
    type Error = RuleError;

    fn catalog() -> &'static Catalog {
        tables().catalog
    }

    /// The base game's land tiles, and those of Abbey & Mayor, Inns &
    /// Cathedrals and Traders & Builders when they are in play (AM-SCOPE-1,
    /// IC-SCOPE-1, TB-SCOPE-1); second, The River's stack (RIVER-SETUP-2).
    fn supplies(options: &Options) -> Result<[Vec<TileIdx>; 2], SetupError> {
        let t = tables();
        let mut supply = t.base_supply();
        if options.expansion().land_tiles {
            supply.extend(t.expansion_land_tiles("abbey-mayor/"));
        }
        if options.inns_cathedrals().land_tiles {
            supply.extend(t.expansion_land_tiles("inns-cathedrals/"));
        }
        if options.traders_builders().land_tiles {
            supply.extend(t.expansion_land_tiles("traders-builders/"));
        }
        let river = if options.river.is_some() { t.river_stack() } else { Vec::new() };
        Ok([supply, river])
    }

    /// Sets a game up (BASE-SETUP-*): the start tile at (0, 0), the supply
    /// shuffled or fixed, every player with 7 followers and no points. With
    /// The River, the spring instead of the start tile, and the river
    /// stack, then the lake, before the land tiles (RIVER-SETUP-1/2).
    fn setup(options: Options, tile_order: &TileOrder) -> Result<Self, SetupError> {
        if options.players == 6 && options.inns_cathedrals.is_none() {
            return Err(SetupError::Options {
                rule: "IC-SCOPE-2",
                reason: "a sixth player needs Inns & Cathedrals (`inns_cathedrals`)",
            });
        }
        let seats = Seats::new(options.players, options.start_player, <GameState as Rules>::PLAYERS)?;
        let t = tables();
        let river = options.river.is_some();
        let belongs = |pile, tile| if pile == 0 { t.is_land_tile(tile) } else { river && t.is_in_river_stack(tile) };
        let [land, stack] = tile_order.deal(t.catalog, Self::supplies(&options)?, belongs)?;
        let (start, bag) = match (river, t.spring, t.lake) {
            (false, ..) => (t.start.ok_or(SetupError::Catalog)?, land),
            (true, Some(spring), Some(lake)) => (spring, stack.then(TileBag::fixed(vec![lake])).then(land)),
            (true, ..) => return Err(SetupError::Catalog),
        };
        let total = bag.remaining() + 1;
        let mut state = GameState {
            players: vec![
                Player {
                    supply: starting_supply(&options),
                    abbey: options.expansion().abbeys,
                    goods: Goods::default(),
                };
                usize::from(options.players)
            ],
            figures: Vec::new(),
            final_figures: Vec::new(),
            bag,
            waiting_wagons: Vec::new(),
            barns: Vec::new(),
            river: None,
            second_turn: SecondTurn::None,
            goods_scorings: Vec::new(),
            head: Head::new(options, tile_order, Table::new(total, Some(b'A'), 5), seats, Phase::Drawing),
        };
        let origin = Pos::new(0, 0);
        if river {
            state.river = t.tile(start).and_then(|spring| Course::from_spring(spring, origin, Rotation::default()));
        }
        state.put_tile(origin, Tile(start), Rotation::default());
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
            Event::FigurePlaced { region, figure } => Command::PlaceFigure { region, figure },
            Event::FigureSkipped => Command::SkipFigure,
            Event::DrawChosen => Command::DrawTile,
            Event::AbbeyPlaced { x, y } => Command::PlaceAbbey { x, y },
            Event::AbbeyPassed => Command::PassAbbey,
            Event::WagonMoved { x, y, region } => Command::MoveWagon { x, y, region },
            Event::WagonReturned => Command::ReturnWagon,
            Event::BarnPlaced { corner } => Command::PlaceBarn { corner },
        };
        Some(Action::Command(command))
    }

    /// The events `command` by `seat` would add, or why it is illegal.
    /// Changes nothing.
    fn decide(&self, seat: Seat, command: &Command) -> Result<Vec<Event>, RuleError> {
        self.head.seats.check_turn(seat, self.head.phase == Phase::Finished)?;
        self.check_in_game(command)?;
        match (*command, self.head.phase) {
            (Command::PlaceTile { x, y, rotation }, Phase::PlacingTile { tile }) => {
                let pos = Pos::new(x, y);
                let ty = tables().tile(tile.0);
                let turned = self.head.table.check(ty, pos, rotation)?;
                if let (Some(course), Some(ty)) = (self.river, ty) {
                    course.after(ty, pos, turned)?;
                }
                let mut events = vec![Event::TilePlaced { x, y, rotation }];
                if !self.can_place_figure(tile, pos, turned) {
                    events.push(Event::FigureSkipped);
                }
                Ok(events)
            }
            (Command::PlaceFigure { region, figure }, Phase::PlacingFigure { placed }) => {
                self.check_figure(placed, region, figure)?;
                Ok(vec![Event::FigurePlaced { region, figure }])
            }
            (Command::PlaceBarn { corner }, Phase::PlacingFigure { placed }) => {
                self.check_barn(placed, corner)?;
                Ok(vec![Event::BarnPlaced { corner }])
            }
            (Command::SkipFigure, Phase::PlacingFigure { .. }) => Ok(vec![Event::FigureSkipped]),
            (Command::PlaceAbbey { x, y }, Phase::ChoosingTile | Phase::LastAbbeys { .. }) => {
                let pos = Pos::new(x, y);
                self.check_abbey(pos)?;
                let mut events = vec![Event::AbbeyPlaced { x, y }];
                let abbey = tables().abbey.map(Tile).ok_or(RuleError::NoAbbey)?;
                if !self.can_place_figure(abbey, pos, Rotation::default()) {
                    events.push(Event::FigureSkipped);
                }
                Ok(events)
            }
            (Command::DrawTile, Phase::ChoosingTile) => Ok(vec![Event::DrawChosen]),
            (Command::MoveWagon { x, y, region }, Phase::MovingWagons { .. }) => {
                let pos = Pos::new(x, y);
                let wagon = self.waiting_wagons.first().ok_or(CommonError::WrongStep { expected: "place_tile" })?;
                let bad = |why| RuleError::BadWagonTarget { pos, region, why };
                if (pos.x - wagon.from.x).abs() > 1 || (pos.y - wagon.from.y).abs() > 1 {
                    return Err(bad("not on the wagon's tile or the 8 around it"));
                }
                let tile = self.head.table.board.get(pos).ok_or(bad("no tile there"))?;
                if tables().region_terrain(tile.tile, region).is_none() {
                    return Err(CommonError::NoSuchRegion(region).into());
                }
                if let Some(why) = self.wagon_target_problem(pos, region) {
                    return Err(bad(why));
                }
                Ok(vec![Event::WagonMoved { x, y, region }])
            }
            (Command::ReturnWagon, Phase::MovingWagons { .. }) => Ok(vec![Event::WagonReturned]),
            (Command::PassAbbey, Phase::LastAbbeys { .. }) => Ok(vec![Event::AbbeyPassed]),
            (_, phase) => Err(CommonError::WrongStep { expected: self.expected(phase) }.into()),
        }
    }

    /// Applies one event. Events this engine decided always fit; an error
    /// means the log was written by something else.
    fn evolve(&mut self, event: &Event) -> Result<(), &'static str> {
        match (event, self.head.phase) {
            (Event::TileDrawn { tile }, Phase::Drawing) => {
                self.bag.advance();
                self.head.phase = Phase::PlacingTile { tile: *tile };
            }
            (Event::TileDiscarded { tile }, Phase::Drawing) => {
                self.bag.advance();
                self.head.discarded.push(*tile);
                if self.bag.remaining() == 0 {
                    // The turn ends with nothing placed; AM-END-1: the abbey
                    // round starts after the one who drew.
                    self.head.turn += 1;
                    self.head.seats.pass();
                    self.ask_for_abbeys(0);
                }
            }
            (Event::DrawChosen, Phase::ChoosingTile) => self.head.phase = Phase::Drawing,
            (Event::AbbeyPlaced { x, y }, Phase::ChoosingTile | Phase::LastAbbeys { .. }) => {
                let pos = Pos::new(*x, *y);
                let abbey = tables().abbey.ok_or("no abbey tile")?;
                let hole = self.is_hole(pos);
                let player = self.players.get_mut(usize::from(self.head.seats.current().0)).ok_or("no such player")?;
                if !std::mem::take(&mut player.abbey) || !hole {
                    return Err("illegal abbey placement");
                }
                let placed = self.put_tile(pos, Tile(abbey), Rotation::default());
                self.head.phase = Phase::PlacingFigure { placed };
            }
            (Event::WagonMoved { x, y, region }, Phase::MovingWagons { active }) => {
                let wagon = self.waiting_wagons.first().copied().ok_or("no wagon waiting")?;
                let tile = self.head.table.board.get(Pos::new(*x, *y)).ok_or("no tile for the wagon")?;
                if tables().region_terrain(tile.tile, *region).is_none() {
                    return Err("no such region");
                }
                let segment = tile.segment(*region);
                self.waiting_wagons.remove(0);
                self.figures.push(PlacedFigure { owner: wagon.owner, kind: Figure::Wagon, segment });
                self.head.table.features.add_occupants(segment, 1);
                self.next_wagon(active);
            }
            (Event::WagonReturned, Phase::MovingWagons { active }) => {
                let wagon = self.waiting_wagons.first().copied().ok_or("no wagon waiting")?;
                self.return_wagon(wagon.owner);
                self.next_wagon(active);
            }
            (Event::AbbeyPassed, Phase::LastAbbeys { passes }) => {
                self.head.seats.pass();
                self.ask_for_abbeys(passes.saturating_add(1));
            }
            (Event::TilePlaced { x, y, rotation }, Phase::PlacingTile { tile }) => {
                let pos = Pos::new(*x, *y);
                let ty = tables().tile(tile.0);
                let rotation = self.head.table.check(ty, pos, *rotation).map_err(|_| "illegal tile placement")?;
                if let (Some(course), Some(ty)) = (self.river, ty) {
                    self.river = course.after(ty, pos, rotation).map_err(|_| "the river does not flow there")?;
                }
                let placed = self.put_tile(pos, tile, rotation);
                let builders = self.head.options.traders_builders().builders;
                if builders && self.second_turn == SecondTurn::None && self.extends_builder(placed) {
                    self.second_turn = SecondTurn::Earned;
                }
                self.head.phase = Phase::PlacingFigure { placed };
            }
            (Event::FigurePlaced { region, figure }, Phase::PlacingFigure { placed }) => {
                let tile = self.head.table.board.tiles().get(placed).ok_or("no placed tile")?;
                if tables().region_terrain(tile.tile, *region).is_none() {
                    return Err("no such region");
                }
                let segment = tile.segment(*region);
                self.take_from_supply(*figure)?;
                self.figures.push(PlacedFigure { owner: self.head.seats.current(), kind: *figure, segment });
                // Builders and pigs occupy nothing (TB-BUILD-4, TB-PIG-2).
                if figure.is_follower() {
                    self.head.table.features.add_occupants(segment, 1);
                }
                self.end_turn(placed);
            }
            (Event::BarnPlaced { corner }, Phase::PlacingFigure { placed }) => {
                let tile = self.head.table.board.tiles().get(placed).ok_or("no placed tile")?;
                let region = tile.corner_region(*corner).ok_or("no region at that corner")?;
                let barn = Barn {
                    owner: self.head.seats.current(),
                    pos: tile.pos,
                    corner: *corner,
                    segment: tile.segment(region),
                };
                self.take_from_supply(Figure::Barn)?;
                self.barns.push(barn);
                self.head.table.features.add_occupants(barn.segment, 1);
                self.end_turn(placed);
            }
            (Event::FigureSkipped, Phase::PlacingFigure { placed }) => self.end_turn(placed),
            (Event::PlayerResigned { seat }, phase) if phase != Phase::Finished => self.apply_resignation(*seat)?,
            (Event::GameCreated { .. }, _) => return Err("a game is created only once"),
            _ => return Err("event does not fit the step of the turn"),
        }
        Ok(())
    }

    /// What chance does next, if it is chance's move: draw the next tile,
    /// or discard it when it fits nowhere (BASE-TILE-4).
    fn chance(&self) -> Option<Event> {
        if self.head.phase != Phase::Drawing {
            return None;
        }
        let tile = Tile(self.bag.peek()?);
        Some(if self.fits_somewhere(tile) { Event::TileDrawn { tile } } else { Event::TileDiscarded { tile } })
    }

    fn redeal(&mut self, rng: &mut GameRng) {
        self.bag.redeal(rng);
    }
}
