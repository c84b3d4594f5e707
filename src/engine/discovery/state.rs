//! The state of a Discovery game, how events change it (`evolve`) and what
//! a command would do (`decide`).
//!
//! A turn (DISC-TURN-1): the tile step (a drawn tile, or with the hand of
//! two a tile of the hand), then the action step: place a figure on the tile
//! just placed, take one back and score its area, or nothing. Chance deals
//! the tiles: set aside for equal turns, to the hands, or drawn.

use super::error::RuleError;
use super::events::{Command, Event};
use super::legal::LegalMoves;
use super::options::Options;
use super::scoring::Scoring;
use super::tiles::{Tile, tables};
use super::view::GameView;
use crate::engine::bag::TileBag;
use crate::engine::catalog::Catalog;
use crate::engine::geometry::{Pos, Rotation};
use crate::engine::order::TileOrder;
use crate::engine::picture::Picture;
use crate::engine::players::{PlacedFigure, Seats};
use crate::engine::refusal::{CommonError, FigureRefusal};
use crate::engine::rng::GameRng;
use crate::engine::ruleset::{Action, RuleSet};
use crate::engine::seat::Seat;
use crate::engine::setup::SetupError;
use crate::engine::status::Status;
use crate::engine::table::Table;
use std::ops::RangeInclusive;

/// Figures per player in supply (DISC-SETUP-2: five, one of them the score marker).
pub const FIGURES: u8 = 4;

/// What comes after chance has dealt.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum AfterDeal {
    /// The tile step of the player to move.
    Turn,
    /// The action step after the tile with this board index was placed.
    Act(usize),
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Phase {
    /// Chance deals next: a tile set aside, dealt to a hand, or drawn.
    Dealing {
        /// What follows.
        then: AfterDeal,
    },
    /// The player to move places `tile` (drawn), or with the hand of two
    /// one of his hand's tiles (`None`).
    PlacingTile {
        /// The drawn tile.
        tile: Option<Tile>,
    },
    /// Hand of two: no hand tile fits; the player removes one (DISC-EXP-HAND-3).
    DiscardingTile,
    /// The action step (DISC-TURN-1 step 2); `placed` is the board index of
    /// the tile placed this turn, if one was.
    Acting {
        /// The tile placed this turn.
        placed: Option<usize>,
    },
    /// The game is over and finally scored.
    Finished,
}

/// Everything the rules know about a game at one point of its log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    /// Options the game was created with.
    pub(super) options: Options,
    /// Whether the creator fixed the tile order.
    pub(super) custom: bool,
    /// Placed tiles with their lowland, mountain and water areas.
    pub(super) table: Table,
    /// Turn order, resignations and scores.
    pub(super) seats: Seats,
    /// Figures in supply by seat.
    pub(super) supplies: Vec<u8>,
    /// Hand of two: the face-up tiles of each seat.
    pub(super) hands: Vec<Vec<Tile>>,
    /// Figures on the board.
    pub(super) figures: Vec<PlacedFigure<()>>,
    /// The figures as they stood when the final scoring returned them.
    pub(super) final_figures: Vec<PlacedFigure<()>>,
    pub(super) bag: TileBag,
    /// Equal turns: how many tiles are set aside at the start.
    pub(super) to_set_aside: usize,
    /// Equal turns: the tiles set aside, face up (DISC-EXP-EQ-1).
    pub(super) set_aside: Vec<Tile>,
    /// Hand of two: whether the hands are still being dealt (DISC-AMB-10).
    pub(super) dealing_hands: bool,
    /// Tiles removed because they fitted nowhere (DISC-TILE-3,
    /// DISC-EXP-HAND-3) or left in a resigned player's hand.
    pub(super) discarded: Vec<Tile>,
    /// The step of the turn.
    pub(super) phase: Phase,
    /// Turns completed so far.
    pub(super) turn: u32,
    /// Every scoring so far, in order.
    pub(super) scorings: Vec<Scoring>,
}

impl RuleSet for GameState {
    const ID: &'static str = "discovery";
    const SCHEMA_PREFIX: &'static str = "Disc";
    const NAME: &'static str = "Carcassonne: The Discovery";
    const DESCRIPTION: &'static str = "Lowlands, mountains and water, 2-5 players, 4 figures each: after \
        placing a tile a player places a figure on it, or takes one back and scores its area at once, or does \
        nothing; areas score more when closed (rules: docs/rules/discovery.md). Options `hand_of_two` and \
        `equal_turns` switch on the expert variant. The tile mix is provisional: 59 of the 84 tiles come \
        from the only public source, 25 are reconstructed (data/tiles/discovery.json).";
    const PLAYERS: RangeInclusive<u8> = 2..=5;

    type Options = Options;
    type Command = Command;
    type Event = Event;
    type View = GameView;
    type LegalMoves = LegalMoves;
    type Error = RuleError;

    fn catalog() -> &'static Catalog {
        tables().catalog
    }

    fn example_options() -> Vec<Options> {
        vec![Options::for_players(2), Options { hand_of_two: true, equal_turns: true, ..Options::for_players(2) }]
    }

    /// A hand that fits nowhere (DISC-EXP-HAND-3): three tiles with lowland
    /// on three sides close the start tile's water and mountain sides, so
    /// that the second player's two tiles without lowland fit nowhere and
    /// he discards one of them.
    fn scripted_examples() -> Vec<(Options, TileOrder, Vec<Command>)> {
        const DEAL: [&str; 8] = [
            "bays3-lll-on-m", // seat 0's hand
            "bays3-lll-on-w",
            "bays3-lll-on-m", // seat 1's hand
            "diag-m-w",
            "lowland-full", // refills
            "bay-m-on-w",
            "lowland-full",
            "diag-m-l",
        ];
        let tile = |id: &str| Tile::from_id(&format!("discovery/{id}"));
        let (Some(on_mountain), Some(on_water), Some(no_lowland)) =
            (tile("bays3-lll-on-m"), tile("bays3-lll-on-w"), tile("diag-m-w"))
        else {
            return Vec::new();
        };
        let script = vec![
            Command::PlaceTile { x: 1, y: 0, rotation: 0, tile: Some(on_mountain) },
            Command::SkipFigure,
            Command::PlaceTile { x: -1, y: 0, rotation: 2, tile: Some(on_mountain) },
            Command::SkipFigure,
            Command::PlaceTile { x: 0, y: -1, rotation: 3, tile: Some(on_water) },
            Command::SkipFigure,
            Command::DiscardTile { tile: no_lowland },
        ];
        let tiles = DEAL.iter().map(|id| format!("discovery/{id}")).collect();
        let options = Options { hand_of_two: true, ..Options::for_players(2) };
        vec![(options, TileOrder::Fixed { tiles, bonus: Vec::new() }, script)]
    }

    /// DISC-SETUP-*: the start tile at (0, 0), the supply shuffled or fixed,
    /// every player with 4 figures and no points; with equal turns
    /// `supply mod players` tiles are set aside first (DISC-EXP-EQ-1,
    /// DISC-AMB-5), with the hand of two every seat is dealt two tiles.
    fn setup(options: Options, tile_order: &TileOrder) -> Result<Self, SetupError> {
        let seats = Seats::new(options.players, options.start_player, Self::PLAYERS)?;
        let t = tables();
        let start = t.start.ok_or(SetupError::Catalog)?;
        let [bag, _] = tile_order
            .deal(t.catalog, [t.supply(), Vec::new()], |supply, tile| supply == 0 && Some(tile) != t.start)?;
        let to_set_aside = if options.equal_turns { bag.remaining() % usize::from(options.players) } else { 0 };
        let mut state = GameState {
            supplies: vec![FIGURES; usize::from(options.players)],
            hands: vec![Vec::with_capacity(2); usize::from(options.players)],
            dealing_hands: options.hand_of_two,
            seats,
            custom: tile_order.is_custom(),
            table: Table::new(bag.remaining() + 1, None, 4),
            figures: Vec::new(),
            final_figures: Vec::new(),
            bag,
            to_set_aside,
            set_aside: Vec::with_capacity(to_set_aside),
            discarded: Vec::new(),
            phase: Phase::Dealing { then: AfterDeal::Turn },
            turn: 0,
            scorings: Vec::new(),
            options,
        };
        state.table.put(t.catalog, Pos::new(0, 0), start, Rotation::default());
        if state.pending_deal(AfterDeal::Turn).is_none() {
            state.begin_turn();
        }
        Ok(state)
    }

    fn setup_rule(error: &SetupError) -> &'static str {
        match error {
            SetupError::PlayerCount(_) => "DISC-COMP-3",
            SetupError::StartPlayer(_) => "DISC-SETUP-3",
            SetupError::Level(_) | SetupError::TileOrder | SetupError::SecretOrder | SetupError::Catalog => {
                "DISC-SETUP-1"
            }
        }
    }

    crate::engine::ruleset::game_created_event!();

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

    fn status(&self) -> Status {
        // DISC-WIN-1: ties share the victory.
        self.seats.status(self.phase == Phase::Finished)
    }

    fn seats(&self) -> u8 {
        self.seats.count()
    }

    fn decide(&self, seat: Seat, command: &Command) -> Result<Vec<Event>, RuleError> {
        self.seats.check_turn(seat, self.phase == Phase::Finished)?;
        match (*command, self.phase) {
            (Command::PlaceTile { x, y, rotation, tile }, Phase::PlacingTile { tile: drawn }) => {
                let placing = match (drawn, tile, self.options.hand_of_two) {
                    (_, Some(_), false) => return Err(RuleError::NoHand),
                    (Some(drawn), None, false) => drawn,
                    (_, Some(chosen), true) if self.hand().contains(&chosen) => chosen,
                    (_, Some(chosen), true) => return Err(RuleError::NotInHand(chosen)),
                    (_, None, _) => return Err(RuleError::TileRequired),
                };
                self.table.check(tables().tile(placing.0), Pos::new(x, y), rotation)?;
                Ok(vec![Event::TilePlaced { x, y, rotation, tile }])
            }
            (Command::DiscardTile { tile }, Phase::DiscardingTile) => {
                if !self.hand().contains(&tile) {
                    return Err(RuleError::NotInHand(tile));
                }
                Ok(vec![Event::TileDiscarded { tile }])
            }
            (Command::DiscardTile { .. }, Phase::PlacingTile { .. }) if self.options.hand_of_two => {
                Err(RuleError::HandTileFits)
            }
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

    fn decide_resign(&self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        self.seats.check_resign(seat, self.phase == Phase::Finished)?;
        Ok(vec![Event::PlayerResigned { seat }])
    }

    fn evolve(&mut self, event: &Event) -> Result<(), &'static str> {
        match (event, self.phase) {
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
                self.phase = Phase::PlacingTile { tile: Some(*tile) };
            }
            (Event::TileDiscarded { tile }, Phase::Dealing { then: AfterDeal::Turn }) => {
                self.deal(Deal::Draw, *tile)?;
                self.discarded.push(*tile);
                if self.bag.remaining() == 0 {
                    // DISC-AMB-12: no tile was placed; the game ends at once.
                    self.turn += 1;
                    self.final_scoring();
                }
            }
            (Event::TileDiscarded { tile }, Phase::DiscardingTile) => {
                self.take_from_hand(*tile)?;
                self.discarded.push(*tile);
                // DISC-AMB-11: a replacement, then the tile step again.
                self.after_deal(AfterDeal::Turn);
            }
            (Event::TilePlaced { x, y, rotation, tile }, Phase::PlacingTile { tile: drawn }) => {
                let placing = match tile {
                    Some(chosen) => self.take_from_hand(*chosen)?,
                    None => drawn.ok_or("no tile to place")?,
                };
                let pos = Pos::new(*x, *y);
                let rotation =
                    self.table.check(tables().tile(placing.0), pos, *rotation).map_err(|_| "illegal tile placement")?;
                let placed = self.table.put(tables().catalog, pos, placing.0, rotation);
                // DISC-EXP-HAND-1: the hand is refilled before the action.
                self.after_deal(AfterDeal::Act(placed));
            }
            (Event::FigurePlaced { region }, Phase::Acting { placed: Some(placed) }) => {
                let tile = self.table.board.tiles().get(placed).ok_or("no placed tile")?;
                if tables().region(tile.tile, *region).is_none() {
                    return Err("no such region");
                }
                let segment = tile.segment(*region);
                let left = self.supplies.get_mut(usize::from(self.seats.current().0)).ok_or("no such player")?;
                *left = left.checked_sub(1).ok_or("no figure left")?;
                self.figures.push(PlacedFigure { owner: self.seats.current(), kind: (), segment });
                self.table.features.add_occupants(segment, 1);
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
        match self.phase {
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

    fn legal_commands(&self) -> Vec<Command> {
        GameState::legal_commands(self)
    }

    fn legal_moves(&self) -> LegalMoves {
        GameState::legal_moves(self)
    }

    fn view(&self) -> GameView {
        GameState::view(self)
    }

    crate::engine::ruleset::margin_after_final_scoring!();

    fn picture(&self) -> Picture {
        let table = &self.table;
        let standing = if self.phase == Phase::Finished { &self.final_figures } else { &self.figures };
        Picture {
            tiles: Picture::tiles_of(table, Self::catalog(), |f| table.features.is_closed(f)),
            face_down: Vec::new(),
            pieces: standing.iter().filter_map(|f| Picture::piece(table, f.segment, f.owner.0, 'F')).collect(),
            legend: Picture::scores(&self.seats),
        }
    }

    fn redeal(&mut self, rng: &mut GameRng) {
        self.bag.redeal(rng);
    }
}

/// What chance deals next.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Deal {
    /// A tile set aside for equal turns.
    SetAside,
    /// A tile to this seat's hand.
    Hand(Seat),
    /// The tile of a turn without hands.
    Draw,
}

/// The commands the step `phase` takes, in the words of a refusal.
fn expected(phase: Phase) -> &'static str {
    match phase {
        Phase::PlacingTile { .. } | Phase::Dealing { .. } => "place_tile",
        Phase::DiscardingTile => "discard_tile",
        Phase::Acting { .. } => "place_figure, recall_figure or skip_figure",
        Phase::Finished => "nothing",
    }
}

impl GameState {
    /// The hand of the player to move.
    pub(super) fn hand(&self) -> &[Tile] {
        self.hands.get(usize::from(self.seats.current().0)).map_or(&[], Vec::as_slice)
    }

    /// Whether `tile` has a legal position (DISC-TILE-3).
    pub(super) fn fits(&self, tile: Tile) -> bool {
        self.table.fits_somewhere(tables().tile(tile.0))
    }

    /// What chance deals next before `then`, if anything.
    pub(super) fn pending_deal(&self, then: AfterDeal) -> Option<Deal> {
        if self.bag.remaining() == 0 {
            return None;
        }
        if self.set_aside.len() < self.to_set_aside {
            return Some(Deal::SetAside);
        }
        if !self.options.hand_of_two {
            return (then == AfterDeal::Turn).then_some(Deal::Draw);
        }
        if self.dealing_hands {
            // DISC-AMB-10: two tiles to each seat, in seat order.
            return (0..self.seats.count())
                .map(Seat)
                .find(|seat| self.hands[usize::from(seat.0)].len() < 2)
                .map(Deal::Hand);
        }
        let current = self.seats.current();
        (self.hand().len() < 2 && !self.seats.has_resigned(current)).then_some(Deal::Hand(current))
    }

    /// Takes `tile` off the supply as what `deal` says chance deals now.
    fn deal(&mut self, deal: Deal, tile: Tile) -> Result<(), &'static str> {
        let Phase::Dealing { then } = self.phase else {
            return Err("nothing to deal now");
        };
        if self.pending_deal(then) != Some(deal) || self.bag.peek() != Some(tile.0) {
            return Err("not what the supply deals now");
        }
        self.bag.advance();
        Ok(())
    }

    /// After a deal: deal on while chance has more to deal, else go on with `then`.
    fn after_deal(&mut self, then: AfterDeal) {
        if self.pending_deal(then).is_some() {
            self.phase = Phase::Dealing { then };
            return;
        }
        self.dealing_hands = false;
        match then {
            AfterDeal::Turn => self.begin_turn(),
            AfterDeal::Act(placed) => self.phase = Phase::Acting { placed: Some(placed) },
        }
    }

    /// The tile step of the player to move: a draw, or with the hand of two
    /// a tile of the hand if one fits, a removal if none does, and an
    /// action-only turn with an empty hand (DISC-EXP-HAND-3).
    fn begin_turn(&mut self) {
        if !self.options.hand_of_two {
            self.phase = Phase::Dealing { then: AfterDeal::Turn };
        } else if self.hand().iter().any(|tile| self.fits(*tile)) {
            self.phase = Phase::PlacingTile { tile: None };
        } else if !self.hand().is_empty() {
            self.phase = Phase::DiscardingTile;
        } else {
            self.phase = Phase::Acting { placed: None };
        }
    }

    /// Takes `tile` out of the hand of the player to move.
    fn take_from_hand(&mut self, tile: Tile) -> Result<Tile, &'static str> {
        let hand = self.hands.get_mut(usize::from(self.seats.current().0)).ok_or("no such seat")?;
        let at = hand.iter().position(|t| *t == tile).ok_or("not in the hand")?;
        Ok(hand.remove(at))
    }

    /// DISC-PLACE-1..3 for a figure on region `region` of the tile just placed.
    fn check_figure(&self, placed: usize, region: u8) -> Result<(), RuleError> {
        let tile = self.table.board.tiles().get(placed).ok_or(CommonError::NoSuchRegion(region))?;
        let terrain = tables().region(tile.tile, region).ok_or(CommonError::NoSuchRegion(region))?.terrain;
        if self.in_supply() == 0 {
            return Err(FigureRefusal::NoneLeft("figure").into());
        }
        if self.table.features.occupants(self.table.features.feature_of(tile.segment(region))) > 0 {
            return Err(FigureRefusal::Occupied { region, terrain }.into());
        }
        Ok(())
    }

    /// Figures the player to move has in supply.
    pub(super) fn in_supply(&self) -> u8 {
        self.supplies.get(usize::from(self.seats.current().0)).copied().unwrap_or(0)
    }

    /// The figures of the player to move on the board, with their index.
    pub(super) fn own_figures(&self) -> impl Iterator<Item = (usize, &PlacedFigure<()>)> + '_ {
        let current = self.seats.current();
        self.figures.iter().enumerate().filter(move |(_, f)| f.owner == current)
    }

    /// Index of the figure of the player to move on region `region` at `pos`.
    fn own_figure_at(&self, pos: Pos, region: u8) -> Option<usize> {
        let segment = self.table.segment_at(tables().catalog, pos, region)?;
        self.own_figures().find(|(_, f)| f.segment == segment).map(|(i, _)| i)
    }

    /// Whether the action step offers anything: a figure to place on the
    /// tile just placed, or one to take back (DISC-EDGE-6).
    fn can_act(&self, placed: Option<usize>) -> bool {
        self.own_figures().next().is_some()
            || placed.is_some_and(|placed| self.in_supply() > 0 && !self.free_regions(placed).is_empty())
    }

    /// Regions of the tile with index `placed` whose area holds no figure
    /// (DISC-PLACE-3).
    pub(super) fn free_regions(&self, placed: usize) -> Vec<u8> {
        let Some(tile) = self.table.board.tiles().get(placed) else {
            return Vec::new();
        };
        let features = &self.table.features;
        (0..tables().regions(tile.tile).len() as u8)
            .filter(|region| features.occupants(features.feature_of(tile.segment(*region))) == 0)
            .collect()
    }

    /// End of the action step: the next player's turn, or the end of the
    /// game after the last tile (DISC-END-1, DISC-EXP-HAND-2).
    fn end_turn(&mut self) {
        self.turn += 1;
        self.next_turn();
    }

    /// The next player's turn, unless every tile is placed or removed.
    fn next_turn(&mut self) {
        let hands_empty = self.hands.iter().all(Vec::is_empty);
        if self.bag.remaining() == 0 && hands_empty {
            self.final_scoring();
        } else {
            self.seats.pass();
            self.begin_turn();
        }
    }

    /// A resigned player's figures stay and score at the end; his hand
    /// leaves the game; the game ends when fewer than two players remain. If
    /// the player to move resigns, an action step ends the turn; a drawn
    /// tile passes to the next player.
    fn apply_resignation(&mut self, seat: Seat) -> Result<(), &'static str> {
        let over = self.seats.resign(seat)?;
        if let Some(hand) = self.hands.get_mut(usize::from(seat.0)) {
            self.discarded.append(hand);
        }
        if over {
            self.final_scoring();
        } else if seat == self.seats.current() {
            match self.phase {
                Phase::Acting { .. } => self.end_turn(),
                Phase::PlacingTile { tile: Some(_) } => self.seats.pass(),
                Phase::PlacingTile { tile: None } | Phase::DiscardingTile | Phase::Dealing { .. } => self.next_turn(),
                Phase::Finished => {}
            }
        }
        Ok(())
    }
}
