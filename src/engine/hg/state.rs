//! The state of a Hunters & Gatherers game, how events change it
//! (`evolve`) and what a command would do (`decide`).

use super::error::RuleError;
use super::events::{Command, Event, Figure};
use super::options::{Options, TileOrder};
use super::scoring::Scoring;
use super::tiles::{Special, Terrain, Tile, tables};
use crate::engine::bag::TileBag;
use crate::engine::board::Board;
use crate::engine::features::{FeatureGraph, SegmentId};
use crate::engine::geometry::{Pos, Rotation, Side};
use crate::engine::players::{PlacedFigure, Seat};
use crate::engine::rng::GameRng;
use crate::engine::rules::{CommonError, Rules, check_placement};
use crate::engine::setup::{ReplayError, SetupError};

/// Figures per player (HG-SETUP-2).
pub const FIGURES: u8 = 5;
/// Huts per player (HG-SETUP-2).
pub const HUTS: u8 = 3;

/// One player's counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Points so far.
    pub score: u32,
    /// Pieces in supply, by [`Figure::index`].
    pub supply: [u8; Figure::ALL.len()],
    /// Whether the player has resigned: skipped in turn order, cannot win.
    pub resigned: bool,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Chance is about to deal the next tile (only between events).
    Drawing,
    /// The player to move must place `tile` (HG-TURN-1 step 1).
    PlacingTile {
        /// The drawn tile.
        tile: Tile,
    },
    /// The player to move may place a piece on the tile just placed (step 2).
    PlacingFigure {
        /// Index of that tile in [`Board::tiles`].
        placed: usize,
        /// The tile is the shaman and no figure was taken back yet.
        shaman: bool,
    },
    /// The game is over and finally scored.
    Finished,
}

/// Everything the rules know about a game at one point of its log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    /// Options the game was created with.
    pub options: Options,
    /// Whether the creator fixed the tile orders.
    pub custom: bool,
    /// Placed tiles.
    pub board: Board,
    /// Rivers, lakes, forests and meadows.
    pub features: FeatureGraph,
    /// Players by seat.
    pub players: Vec<Player>,
    /// Figures and huts on the board. Only figures count as occupants of
    /// their feature; huts are looked up per river system.
    pub figures: Vec<PlacedFigure<Figure>>,
    regular: TileBag,
    bonus: TileBag,
    /// Tiles removed as unplaceable (HG-TILE-3).
    pub discarded: Vec<Tile>,
    /// The player to move.
    pub current: Seat,
    /// The step of the turn.
    pub phase: Phase,
    /// Whether the tile being drawn or played is the turn's menhir tile (HG-TURN-1 step 4).
    pub menhir_turn: bool,
    /// Turns completed so far.
    pub turn: u32,
    /// Meadow segments whose animals a small trap covered (HG-MEN-STRAP-1).
    pub covered: Vec<SegmentId>,
    /// Every scoring so far, in order.
    pub scorings: Vec<Scoring>,
}

impl GameState {
    /// Sets a game up (HG-SETUP-*): the start tile at (0, 0), both supplies
    /// shuffled or fixed, every player with 5 figures, 3 huts and no points.
    pub fn new(options: Options, tile_order: &TileOrder) -> Result<GameState, SetupError> {
        if !(2..=5).contains(&options.players) {
            return Err(SetupError::PlayerCount(options.players));
        }
        if options.start_player >= options.players {
            return Err(SetupError::StartPlayer(options.start_player));
        }
        let t = tables();
        let start = t.start.ok_or(SetupError::Catalog)?;
        let (regular, bonus, custom) = match tile_order {
            TileOrder::Seeded { seed } => (
                TileBag::shuffled(t.supply("regular"), *seed),
                TileBag::shuffled_by(t.supply("bonus"), GameRng::for_second_supply(*seed)),
                false,
            ),
            TileOrder::Fixed { tiles, bonus } => {
                let from = |pile: &str, list: &[Tile]| list.iter().all(|tile| t.pile(tile.0) == Some(pile));
                if tiles.len() + bonus.len() > 500 || !from("regular", tiles) || !from("bonus", bonus) {
                    return Err(SetupError::TileOrder);
                }
                let order = |list: &[Tile]| TileBag::fixed(list.iter().map(|tile| tile.0).collect());
                (order(tiles), order(bonus), true)
            }
            TileOrder::Secret { .. } => return Err(SetupError::SecretOrder),
        };
        let total = regular.remaining() + bonus.remaining() + 1;
        let player = Player { score: 0, supply: [FIGURES, HUTS], resigned: false };
        let mut state = GameState {
            current: Seat(options.start_player),
            players: vec![player; usize::from(options.players)],
            options,
            custom,
            board: Board::new(total, None),
            features: FeatureGraph::with_capacity(total * 6),
            figures: Vec::new(),
            regular,
            bonus,
            discarded: Vec::new(),
            phase: Phase::Drawing,
            menhir_turn: false,
            turn: 0,
            covered: Vec::new(),
            scorings: Vec::new(),
        };
        state.put_tile(Pos::new(0, 0), Tile(start), Rotation::default());
        Ok(state)
    }

    /// Rebuilds a game from its log.
    pub fn replay(events: &[Event]) -> Result<GameState, ReplayError> {
        let Some((Event::GameCreated { options, tile_order }, rest)) = events.split_first() else {
            return Err(ReplayError::NotCreated);
        };
        let mut state = GameState::new(options.clone(), tile_order)?;
        for (i, event) in rest.iter().enumerate() {
            state.evolve(event).map_err(|reason| ReplayError::Inconsistent { index: i + 1, reason })?;
        }
        Ok(state)
    }

    /// Regular tiles still to be drawn (never their order).
    pub fn tiles_left(&self) -> usize {
        self.regular.remaining()
    }

    /// Menhir tiles still to be drawn (never their order).
    pub fn bonus_tiles_left(&self) -> usize {
        self.bonus.remaining()
    }

    /// How many of each tile type are still to be drawn, by catalog index,
    /// regular and menhir tiles together.
    pub fn remaining_tiles(&self) -> Vec<u16> {
        let types = tables().catalog.tiles().len();
        let mut counts = self.regular.remaining_counts(types);
        for (count, bonus) in counts.iter_mut().zip(self.bonus.remaining_counts(types)) {
            *count += bonus;
        }
        counts
    }

    /// The tile the player to move holds (or has just placed).
    pub fn current_tile(&self) -> Option<Tile> {
        match self.phase {
            Phase::PlacingTile { tile } => Some(tile),
            Phase::PlacingFigure { placed, .. } => self.board.tiles().get(placed).map(|p| Tile(p.tile)),
            Phase::Drawing | Phase::Finished => None,
        }
    }

    fn supply(&self) -> &TileBag {
        if self.menhir_turn { &self.bonus } else { &self.regular }
    }

    /// Applies one event. Events this engine decided always fit; an error
    /// means the log was written by something else.
    pub fn evolve(&mut self, event: &Event) -> Result<(), &'static str> {
        match (event, self.phase) {
            (Event::TileDrawn { tile }, Phase::Drawing) => {
                self.draw()?;
                self.phase = Phase::PlacingTile { tile: *tile };
            }
            (Event::TileDiscarded { tile }, Phase::Drawing) => {
                self.draw()?;
                self.discarded.push(*tile);
                // HG-TILE-3, HG-AMB-12: another tile of the same supply, if any.
                if self.supply().remaining() == 0 {
                    self.pass_turn();
                }
            }
            (Event::TilePlaced { x, y, rotation }, Phase::PlacingTile { tile }) => {
                let rotation = Rotation::new(*rotation).ok_or("rotation out of range")?;
                let pos = Pos::new(*x, *y);
                let ty = tables().tile(tile.0).ok_or("unknown tile")?;
                self.board.check(pos, ty, rotation).map_err(|_| "illegal tile placement")?;
                let placed = self.put_tile(pos, tile, rotation);
                self.immediate_effects(placed);
                let shaman = tables().has_special(tile.0, Special::Shaman) && self.own_figures().next().is_some();
                self.phase = Phase::PlacingFigure { placed, shaman };
            }
            (Event::FigureRecalled { x, y, region }, Phase::PlacingFigure { placed, shaman: true }) => {
                let index = self.own_figure_at(Pos::new(*x, *y), *region).ok_or("no such figure to recall")?;
                let figure = self.figures.remove(index);
                self.features.add_occupants(figure.segment, -1);
                self.return_to_supply(figure);
                self.phase = Phase::PlacingFigure { placed, shaman: false };
            }
            (Event::FigurePlaced { region, figure }, Phase::PlacingFigure { placed, .. }) => {
                let tile = self.board.tiles().get(placed).ok_or("no placed tile")?;
                if tables().region(tile.tile, *region).is_none() {
                    return Err("no such region");
                }
                let segment = tile.segment(*region);
                let player = self.players.get_mut(usize::from(self.current.0)).ok_or("no such player")?;
                let left = player.supply.get_mut(figure.index()).ok_or("no such piece")?;
                *left = left.checked_sub(1).ok_or("no such piece left")?;
                self.figures.push(PlacedFigure { owner: self.current, kind: *figure, segment });
                if *figure == Figure::Follower {
                    self.features.add_occupants(segment, 1);
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

    fn draw(&mut self) -> Result<(), &'static str> {
        let bag = if self.menhir_turn { &mut self.bonus } else { &mut self.regular };
        if bag.remaining() == 0 {
            return Err("the supply is empty");
        }
        bag.advance();
        Ok(())
    }

    /// What chance does next, if it is chance's move: draw the next tile of
    /// the supply in use, or discard it when it fits nowhere (HG-TILE-3).
    pub fn chance(&self) -> Option<Event> {
        if self.phase != Phase::Drawing {
            return None;
        }
        let tile = Tile(self.supply().peek()?);
        Some(if self.fits_somewhere(tile) { Event::TileDrawn { tile } } else { Event::TileDiscarded { tile } })
    }

    /// The events `command` by `seat` would add, or why it is illegal.
    /// Changes nothing.
    pub fn decide(&self, seat: Seat, command: &Command) -> Result<Vec<Event>, RuleError> {
        if self.phase == Phase::Finished {
            return Err(CommonError::GameOver.into());
        }
        if seat != self.current {
            return Err(CommonError::NotYourTurn { actor: seat, current: self.current }.into());
        }
        match (*command, self.phase) {
            (Command::PlaceTile { x, y, rotation }, Phase::PlacingTile { tile }) => {
                let turned = Rotation::new(rotation).ok_or(CommonError::InvalidRotation(rotation))?;
                let pos = Pos::new(x, y);
                self.check_tile(tile, pos, turned)?;
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
            (_, Phase::PlacingTile { .. }) => Err(CommonError::WrongStep { expected: "place_tile" }.into()),
            _ => Err(CommonError::WrongStep { expected: "place_figure, recall_figure or skip_figure" }.into()),
        }
    }

    /// HG-TILE-1/2 for `tile` at `pos` turned by `rotation`.
    pub fn check_tile(&self, tile: Tile, pos: Pos, rotation: Rotation) -> Result<(), RuleError> {
        Ok(check_placement(&self.board, tables().tile(tile.0), pos, rotation.quarter_turns())?)
    }

    /// Whether `tile` has at least one legal position (HG-TILE-3).
    pub fn fits_somewhere(&self, tile: Tile) -> bool {
        tables().tile(tile.0).is_some_and(|ty| self.board.fitting(ty).next().is_some())
    }

    /// HG-PLACE-* for a piece on region `region` of the tile just placed.
    fn check_piece(&self, placed: usize, region: u8, figure: Figure) -> Result<(), RuleError> {
        let tile = self.board.tiles().get(placed).ok_or(CommonError::NoSuchRegion(region))?;
        let terrain = tables().region(tile.tile, region).ok_or(CommonError::NoSuchRegion(region))?.terrain;
        if !allowed_on(figure, terrain) {
            return Err(RuleError::FigureNotAllowed { figure, terrain });
        }
        if self.in_supply(figure) == 0 {
            return Err(RuleError::NoFigureLeft(figure));
        }
        let feature = self.features.feature_of(tile.segment(region));
        match figure {
            Figure::Follower if self.features.occupants(feature) > 0 => {
                Err(RuleError::FeatureOccupied { region, terrain })
            }
            Figure::Hut if self.system_has_hut(feature) => Err(RuleError::SystemHasHut(region)),
            Figure::Follower | Figure::Hut => Ok(()),
        }
    }

    /// How many of `figure` the player to move has in supply.
    pub fn in_supply(&self, figure: Figure) -> u8 {
        self.players.get(usize::from(self.current.0)).and_then(|p| p.supply.get(figure.index())).copied().unwrap_or(0)
    }

    /// The figures (not huts) of the player to move on the board.
    pub(super) fn own_figures(&self) -> impl Iterator<Item = (usize, &PlacedFigure<Figure>)> + '_ {
        self.figures.iter().enumerate().filter(|(_, f)| f.owner == self.current && f.kind == Figure::Follower)
    }

    /// Index in [`GameState::figures`] of the figure of the player to move
    /// on region `region` of the tile at `pos`.
    fn own_figure_at(&self, pos: Pos, region: u8) -> Option<usize> {
        let segment = self.board.get(pos)?.segment(region);
        self.own_figures().find(|(_, f)| f.segment == segment).map(|(i, _)| i)
    }

    fn put_tile(&mut self, pos: Pos, tile: Tile, rotation: Rotation) -> usize {
        let t = tables();
        let Some(ty) = t.tile(tile.0) else {
            return self.board.tiles().len();
        };
        let index = self.board.tiles().len();
        let first = self.features.add_tile(index, ty);
        self.board.place(pos, tile.0, ty, rotation, first);
        if let Some(placed) = self.board.tiles().get(index) {
            let neighbours = Side::ALL.map(|side| self.board.get(pos.step(side)));
            self.features.attach(t.catalog, placed, neighbours);
        }
        index
    }

    pub(super) fn return_to_supply(&mut self, figure: PlacedFigure<Figure>) {
        if let Some(left) =
            self.players.get_mut(usize::from(figure.owner.0)).and_then(|p| p.supply.get_mut(figure.kind.index()))
        {
            *left += 1;
        }
    }

    /// Step 3 and 4 of HG-TURN-1: scoring, then the menhir turn if the tile
    /// (not itself a menhir tile) closed a forest with a menhir and a
    /// menhir tile is left (HG-MENHIR-1..3); otherwise the turn passes on.
    fn end_turn(&mut self, placed: usize) {
        let menhir_closed = self.score_closed(placed);
        let active = self.players.get(usize::from(self.current.0)).is_some_and(|p| !p.resigned);
        if menhir_closed && !self.menhir_turn && active && self.bonus.remaining() > 0 {
            self.menhir_turn = true;
            self.phase = Phase::Drawing;
        } else {
            self.pass_turn();
        }
    }

    /// The next player draws, or the game ends after the last regular tile
    /// (HG-END-1, HG-AMB-2).
    fn pass_turn(&mut self) {
        self.menhir_turn = false;
        self.turn += 1;
        if self.regular.remaining() == 0 {
            self.final_scoring();
        } else {
            self.current = self.next_active(self.current);
            self.phase = Phase::Drawing;
        }
    }

    /// The next seat after `seat` that has not resigned.
    fn next_active(&self, seat: Seat) -> Seat {
        let resigned: Vec<bool> = self.players.iter().map(|p| p.resigned).collect();
        crate::engine::players::next_playing(seat, &resigned)
    }

    /// The events of `seat` resigning: allowed at any time before the end,
    /// to the player to move and to the others alike.
    pub fn decide_resign(&self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        if self.phase == Phase::Finished {
            return Err(CommonError::GameOver.into());
        }
        match self.players.get(usize::from(seat.0)) {
            Some(player) if !player.resigned => Ok(vec![Event::PlayerResigned { seat }]),
            _ => Err(CommonError::NotPlaying(seat).into()),
        }
    }

    /// Resigns `seat` and lets chance deal if the turn passed on.
    pub fn resign(&mut self, seat: Seat) -> Result<Vec<Event>, RuleError> {
        let decided = self.decide_resign(seat)?;
        Ok(self.commit(decided))
    }

    /// A resigned player's pieces stay and still score; the game ends (with
    /// final scoring) when fewer than two players remain. If the player to
    /// move resigns, a placed tile ends the turn as with no piece (and no
    /// menhir turn); a drawn regular tile passes to the next player; a
    /// drawn menhir tile leaves the game.
    fn apply_resignation(&mut self, seat: Seat) -> Result<(), &'static str> {
        let player = self.players.get_mut(usize::from(seat.0)).ok_or("no such seat")?;
        if player.resigned {
            return Err("seat already resigned");
        }
        player.resigned = true;
        if self.players.iter().filter(|p| !p.resigned).count() < 2 {
            self.final_scoring();
        } else if seat == self.current {
            match self.phase {
                Phase::PlacingFigure { placed, .. } => self.end_turn(placed),
                Phase::PlacingTile { tile } if self.menhir_turn => {
                    self.discarded.push(tile);
                    self.pass_turn();
                }
                Phase::Drawing if self.menhir_turn => self.pass_turn(),
                Phase::PlacingTile { .. } | Phase::Drawing | Phase::Finished => self.current = self.next_active(seat),
            }
        }
        Ok(())
    }
}

/// Which piece may stand on which terrain (HG-PLACE-2, HG-PLACE-HUT-1).
pub(super) fn allowed_on(figure: Figure, terrain: Terrain) -> bool {
    match figure {
        Figure::Follower => terrain != Terrain::Lake,
        Figure::Hut => matches!(terrain, Terrain::River | Terrain::Lake),
    }
}
