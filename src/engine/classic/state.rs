//! The state of a classic game, how events change it (`evolve`) and what
//! a command would do (`decide`).

use super::error::RuleError;
use super::events::{Command, Event, Figure};
use super::options::{Options, TileOrder};
use super::scoring::Scoring;
use super::tiles::{Terrain, Tile, tables};
use crate::engine::bag::TileBag;
use crate::engine::board::{Board, Socket};
use crate::engine::catalog::TileType;
use crate::engine::features::{FeatureGraph, FeatureId, SegmentId};
use crate::engine::geometry::{Corner, Pos, Rotation, Side};
use crate::engine::players::{PlacedFigure, Seat};
use crate::engine::rules::{CommonError, Rules, check_placement};
use crate::engine::setup::{ReplayError, SetupError};

/// Followers per player (BASE-COMP-2, BASE-AMB-4).
pub const FOLLOWERS: u8 = 7;

/// One player's counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Player {
    /// Points so far (BASE-COMP-4).
    pub score: u32,
    /// Figures in supply, by [`Figure::index`].
    pub supply: [u8; Figure::ALL.len()],
    /// Whether the player still holds an abbey (AM-SETUP-1).
    pub abbey: bool,
    /// Whether the player has resigned: skipped in turn order, cannot win.
    pub resigned: bool,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Chance is about to deal the next tile (only between events).
    Drawing,
    /// Abbey & Mayor: the player to move holds an abbey and a hole exists:
    /// place the abbey or draw (AM-TURN-1).
    ChoosingTile,
    /// Abbey & Mayor: the owner of the first waiting wagon (now the player
    /// to move) moves it or takes it back (AM-WAGON-3/5).
    MovingWagons {
        /// Whose turn it is (it goes on after the wagons).
        active: Seat,
    },
    /// Abbey & Mayor: the supply is empty; players holding an abbey may
    /// place it, in turn (AM-END-1).
    LastAbbeys {
        /// Players in a row that placed no abbey since the last one.
        passes: u8,
    },
    /// The player to move must place `tile` (BASE-TURN-1 step 1).
    PlacingTile {
        /// The drawn tile.
        tile: Tile,
    },
    /// The player to move may place a figure on the tile just placed (step 2).
    PlacingFigure {
        /// Index of that tile in [`Board::tiles`].
        placed: usize,
    },
    /// The game is over and finally scored.
    Finished,
}

/// Everything the rules know about a game at one point of its log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    /// Options the game was created with.
    pub options: Options,
    /// Whether the creator fixed the tile order.
    pub custom: bool,
    /// Placed tiles.
    pub board: Board,
    /// Roads, cities, monasteries and fields.
    pub features: FeatureGraph,
    /// Players by seat.
    pub players: Vec<Player>,
    /// Figures on the board.
    pub figures: Vec<PlacedFigure<Figure>>,
    bag: TileBag,
    /// Tiles removed as unplaceable (BASE-TILE-4).
    pub discarded: Vec<Tile>,
    /// The player to move.
    pub current: Seat,
    /// The step of the turn.
    pub phase: Phase,
    /// Turns completed so far.
    pub turn: u32,
    /// Every scoring so far, in order.
    pub scorings: Vec<Scoring>,
    /// Wagons of features scored this turn, waiting for their owners, in
    /// decision order (AM-WAGON-5).
    pub waiting_wagons: Vec<WaitingWagon>,
    /// Barns on the board; they stay to the end (AM-BARN-3).
    pub barns: Vec<Barn>,
}

/// A barn on a tile corner (AM-BARN-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Barn {
    /// Its owner.
    pub owner: Seat,
    /// The tile placed in the turn the barn was placed.
    pub pos: Pos,
    /// The corner of that tile it stands on.
    pub corner: Corner,
    /// The field segment of that tile at the corner.
    pub segment: SegmentId,
}

/// A wagon whose feature was scored, off the board until its owner decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WaitingWagon {
    /// Its owner.
    pub owner: Seat,
    /// The tile it stood on: targets are on this tile or the 8 around it.
    pub from: Pos,
}

impl GameState {
    /// Sets a game up (BASE-SETUP-*): the start tile at (0, 0), the supply
    /// shuffled or fixed, every player with 7 followers and no points.
    pub fn new(options: Options, tile_order: &TileOrder) -> Result<GameState, SetupError> {
        if !(2..=5).contains(&options.players) {
            return Err(SetupError::PlayerCount(options.players));
        }
        if options.start_player >= options.players {
            return Err(SetupError::StartPlayer(options.start_player));
        }
        let t = tables();
        let start = t.start.ok_or(SetupError::Catalog)?;
        let (bag, custom) = match tile_order {
            TileOrder::Seeded { seed } => {
                let mut supply = t.base_supply();
                if options.expansion().land_tiles {
                    supply.extend(t.abbey_mayor_land_tiles());
                }
                (TileBag::shuffled(supply, *seed), false)
            }
            TileOrder::Fixed { tiles } => {
                if tiles.len() > 500 || !tiles.iter().all(|tile| t.is_land_tile(tile.0)) {
                    return Err(SetupError::TileOrder);
                }
                (TileBag::fixed(tiles.iter().map(|tile| tile.0).collect()), true)
            }
            TileOrder::Secret { .. } => return Err(SetupError::SecretOrder),
        };
        let total = bag.remaining() + 1;
        let mut state = GameState {
            current: Seat(options.start_player),
            players: vec![
                Player {
                    score: 0,
                    supply: starting_supply(&options),
                    abbey: options.expansion().abbeys,
                    resigned: false,
                };
                usize::from(options.players)
            ],
            options,
            custom,
            board: Board::new(total, Some(b'A')),
            features: FeatureGraph::with_capacity(total * 5),
            figures: Vec::new(),
            bag,
            discarded: Vec::new(),
            phase: Phase::Drawing,
            turn: 0,
            scorings: Vec::new(),
            waiting_wagons: Vec::new(),
            barns: Vec::new(),
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

    /// Number of tiles still to be drawn (never their order).
    pub fn tiles_left(&self) -> usize {
        self.bag.remaining()
    }

    /// How many of each tile type are still to be drawn, by catalog index.
    pub fn remaining_tiles(&self) -> Vec<u16> {
        self.bag.remaining_counts(tables().catalog.tiles().len())
    }

    /// The tile the player to move holds, if any.
    pub fn current_tile(&self) -> Option<Tile> {
        match self.phase {
            Phase::PlacingTile { tile } => Some(tile),
            Phase::PlacingFigure { placed } => self.board.tiles().get(placed).map(|p| Tile(p.tile)),
            Phase::Drawing
            | Phase::ChoosingTile
            | Phase::LastAbbeys { .. }
            | Phase::MovingWagons { .. }
            | Phase::Finished => None,
        }
    }

    /// Applies one event. Events this engine decided always fit; an error
    /// means the log was written by something else.
    pub fn evolve(&mut self, event: &Event) -> Result<(), &'static str> {
        match (event, self.phase) {
            (Event::TileDrawn { tile }, Phase::Drawing) => {
                self.bag.advance();
                self.phase = Phase::PlacingTile { tile: *tile };
            }
            (Event::TileDiscarded { tile }, Phase::Drawing) => {
                self.bag.advance();
                self.discarded.push(*tile);
                if self.bag.remaining() == 0 {
                    // AM-END-1: the abbey round starts after the one who drew.
                    self.current = self.next_active(self.current);
                    self.ask_for_abbeys(0);
                }
            }
            (Event::DrawChosen, Phase::ChoosingTile) => self.phase = Phase::Drawing,
            (Event::AbbeyPlaced { x, y }, Phase::ChoosingTile | Phase::LastAbbeys { .. }) => {
                let pos = Pos::new(*x, *y);
                let abbey = tables().abbey.ok_or("no abbey tile")?;
                let hole = self.is_hole(pos);
                let player = self.players.get_mut(usize::from(self.current.0)).ok_or("no such player")?;
                if !std::mem::take(&mut player.abbey) || !hole {
                    return Err("illegal abbey placement");
                }
                let placed = self.put_tile(pos, Tile(abbey), Rotation::default());
                self.phase = Phase::PlacingFigure { placed };
            }
            (Event::WagonMoved { x, y, region }, Phase::MovingWagons { active }) => {
                let wagon = self.waiting_wagons.first().copied().ok_or("no wagon waiting")?;
                let tile = self.board.get(Pos::new(*x, *y)).ok_or("no tile for the wagon")?;
                let segment = tile.segment(*region);
                self.waiting_wagons.remove(0);
                self.figures.push(PlacedFigure { owner: wagon.owner, kind: Figure::Wagon, segment });
                self.features.add_occupants(segment, 1);
                self.next_wagon(active);
            }
            (Event::WagonReturned, Phase::MovingWagons { active }) => {
                let wagon = self.waiting_wagons.first().copied().ok_or("no wagon waiting")?;
                self.return_wagon(wagon.owner);
                self.next_wagon(active);
            }
            (Event::AbbeyPassed, Phase::LastAbbeys { passes }) => {
                self.current = self.next_active(self.current);
                self.ask_for_abbeys(passes.saturating_add(1));
            }
            (Event::TilePlaced { x, y, rotation }, Phase::PlacingTile { tile }) => {
                let rotation = Rotation::new(*rotation).ok_or("rotation out of range")?;
                let pos = Pos::new(*x, *y);
                let ty = tables().tile(tile.0).ok_or("unknown tile")?;
                self.board.check(pos, ty, rotation).map_err(|_| "illegal tile placement")?;
                let placed = self.put_tile(pos, tile, rotation);
                self.phase = Phase::PlacingFigure { placed };
            }
            (Event::FigurePlaced { region, figure }, Phase::PlacingFigure { placed }) => {
                let tile = self.board.tiles().get(placed).ok_or("no placed tile")?;
                if usize::from(*region) >= tables().tile(tile.tile).map_or(0, |t| t.regions.len()) {
                    return Err("no such region");
                }
                let segment = tile.segment(*region);
                let player = self.players.get_mut(usize::from(self.current.0)).ok_or("no such player")?;
                let left = player.supply.get_mut(figure.index()).ok_or("no such figure")?;
                *left = left.checked_sub(1).ok_or("no such figure left")?;
                self.figures.push(PlacedFigure { owner: self.current, kind: *figure, segment });
                self.features.add_occupants(segment, 1);
                self.end_turn(placed);
            }
            (Event::BarnPlaced { corner }, Phase::PlacingFigure { placed }) => {
                let tile = self.board.tiles().get(placed).ok_or("no placed tile")?;
                let region = tile.corner_region(*corner).ok_or("no region at that corner")?;
                let barn = Barn { owner: self.current, pos: tile.pos, corner: *corner, segment: tile.segment(region) };
                let player = self.players.get_mut(usize::from(self.current.0)).ok_or("no such player")?;
                let left = player.supply.get_mut(Figure::Barn.index()).ok_or("no such figure")?;
                *left = left.checked_sub(1).ok_or("no barn left")?;
                self.barns.push(barn);
                self.features.add_occupants(barn.segment, 1);
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
    pub fn chance(&self) -> Option<Event> {
        if self.phase != Phase::Drawing {
            return None;
        }
        let tile = Tile(self.bag.peek()?);
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
                let tile = self.board.get(pos).ok_or(bad("no tile there"))?;
                let regions = tables().tile(tile.tile).map_or(0, |ty| ty.regions.len());
                if usize::from(region) >= regions {
                    return Err(CommonError::NoSuchRegion(region).into());
                }
                if let Some(why) = self.wagon_target_problem(pos, region) {
                    return Err(bad(why));
                }
                Ok(vec![Event::WagonMoved { x, y, region }])
            }
            (Command::ReturnWagon, Phase::MovingWagons { .. }) => Ok(vec![Event::WagonReturned]),
            (Command::PassAbbey, Phase::LastAbbeys { .. }) => Ok(vec![Event::AbbeyPassed]),
            (_, Phase::PlacingTile { .. }) => Err(CommonError::WrongStep { expected: "place_tile" }.into()),
            (_, Phase::ChoosingTile) => Err(CommonError::WrongStep { expected: "place_abbey or draw_tile" }.into()),
            (_, Phase::LastAbbeys { .. }) => {
                Err(CommonError::WrongStep { expected: "place_abbey or pass_abbey" }.into())
            }
            (_, Phase::MovingWagons { .. }) => {
                Err(CommonError::WrongStep { expected: "move_wagon or return_wagon" }.into())
            }
            _ => Err(CommonError::WrongStep { expected: "place_figure, place_barn or skip_figure" }.into()),
        }
    }

    /// BASE-TILE-1..3 for `tile` at `pos` turned by `rotation`.
    pub fn check_tile(&self, tile: Tile, pos: Pos, rotation: Rotation) -> Result<(), RuleError> {
        Ok(check_placement(&self.board, tables().tile(tile.0), pos, rotation.quarter_turns())?)
    }

    /// Whether `tile` has at least one legal position (BASE-TILE-4/5).
    pub fn fits_somewhere(&self, tile: Tile) -> bool {
        let Some(ty) = tables().tile(tile.0) else {
            return false;
        };
        self.board.fitting(ty).next().is_some()
    }

    /// BASE-PLACE-1..3 and BASE-TURN-2 for a figure on region `region` of
    /// the tile just placed.
    fn check_figure(&self, placed: usize, region: u8, figure: Figure) -> Result<(), RuleError> {
        let tile = self.board.tiles().get(placed).ok_or(CommonError::NoSuchRegion(region))?;
        let terrain = tables().region_terrain(tile.tile, region).ok_or(CommonError::NoSuchRegion(region))?;
        if figure == Figure::Barn {
            return Err(RuleError::BarnNeedsCorner);
        }
        if !allowed_on(figure, terrain) {
            return Err(RuleError::FigureNotAllowed { figure, terrain });
        }
        if self.in_supply(figure) == 0 {
            return Err(RuleError::NoFigureLeft(figure));
        }
        let feature = self.features.feature_of(tile.segment(region));
        if self.has_barn(feature) {
            return Err(RuleError::BarnField(region));
        }
        if self.features.occupants(feature) > 0 {
            return Err(RuleError::FeatureOccupied { region, terrain });
        }
        Ok(())
    }

    /// AM-BARN-1/2 and BASE-TURN-2 for the barn on `corner` of the tile
    /// just placed.
    fn check_barn(&self, placed: usize, corner: Corner) -> Result<(), RuleError> {
        let tile = self.board.tiles().get(placed).ok_or(RuleError::BarnNeedsCorner)?;
        if self.in_supply(Figure::Barn) == 0 {
            return Err(RuleError::NoFigureLeft(Figure::Barn));
        }
        let mut field = None;
        for (pos, theirs) in corner.meeting(tile.pos) {
            let other =
                self.board.get(pos).ok_or(RuleError::NotABarnCorner { corner, why: "four tiles do not meet there" })?;
            let region = field_at_corner(other, theirs)
                .ok_or(RuleError::NotABarnCorner { corner, why: "not every tile shows only field there" })?;
            field.get_or_insert(self.features.feature_of(other.segment(region)));
        }
        if field.is_some_and(|f| self.has_barn(f)) {
            return Err(RuleError::FieldHasBarn(corner));
        }
        Ok(())
    }

    /// Whether a barn stands on `feature` (AM-BARN-2/4).
    pub fn has_barn(&self, feature: FeatureId) -> bool {
        self.barns.iter().any(|b| self.features.feature_of(b.segment) == feature)
    }

    /// The corners of `ty` at `pos` turned by `rotation` (a legal placement
    /// on the cell of `socket`) where the player to move could place the
    /// barn (AM-BARN-1/2), read without placing anything.
    pub(super) fn barn_corners_at(&self, ty: &TileType, pos: Pos, socket: &Socket, rotation: Rotation) -> Vec<Corner> {
        if self.in_supply(Figure::Barn) == 0 {
            return Vec::new();
        }
        let t = tables();
        let is_field =
            |region: u8| ty.regions.get(usize::from(region)).and_then(|r| t.terrain(r.kind)) == Some(Terrain::Field);
        let mut corners: Vec<(Corner, u8)> = Corner::ALL
            .into_iter()
            .filter_map(|corner| {
                let [_, others @ ..] = corner.meeting(pos);
                let region = ty.corner_region(rotation, corner).filter(|r| is_field(*r))?;
                let fields = others.iter().all(|(cell, theirs)| {
                    self.board.get(*cell).is_some_and(|other| field_at_corner(other, *theirs).is_some())
                });
                fields.then_some((corner, region))
            })
            .collect();
        if !corners.is_empty() {
            let barn_fields = self.features.regions_joining(ty, socket, rotation, |f| self.has_barn(f));
            corners.retain(|(_, region)| barn_fields & (1 << region) == 0);
        }
        corners.into_iter().map(|(corner, _)| corner).collect()
    }

    /// Every figure the player to move could put on `tile` if it were
    /// placed at `pos` turned by `rotation` (a legal placement). Reads the
    /// neighbours' features without placing anything.
    pub fn figure_options(&self, tile: Tile, pos: Pos, rotation: Rotation) -> Vec<FigureOption> {
        match (tables().tile(tile.0), self.board.socket(pos)) {
            (Some(ty), Ok(socket)) => self.figure_options_at(ty, &socket, rotation),
            _ => Vec::new(),
        }
    }

    /// How many of `figure` the player to move has in supply.
    pub fn in_supply(&self, figure: Figure) -> u8 {
        self.players.get(usize::from(self.current.0)).and_then(|p| p.supply.get(figure.index())).copied().unwrap_or(0)
    }

    /// The figures the player to move has that may stand on `terrain`.
    fn placeable_on(&self, terrain: Terrain) -> impl Iterator<Item = Figure> + '_ {
        Figure::ALL.into_iter().filter(move |f| allowed_on(*f, terrain) && self.in_supply(*f) > 0)
    }

    /// Whether the player to move has any figure in supply.
    fn has_figures(&self) -> bool {
        self.players.get(usize::from(self.current.0)).is_some_and(|p| p.supply.iter().any(|n| *n > 0))
    }

    /// Whether [`GameState::figure_options`] would offer anything.
    fn can_place_figure(&self, tile: Tile, pos: Pos, rotation: Rotation) -> bool {
        let t = tables();
        if !self.has_figures() {
            return false;
        }
        match (t.tile(tile.0), self.board.socket(pos)) {
            (Some(ty), Ok(socket)) => {
                let occupied = self.features.regions_joining(ty, &socket, rotation, |f| self.features.occupants(f) > 0);
                ty.regions.iter().enumerate().any(|(region, def)| {
                    occupied & (1 << region) == 0
                        && t.terrain(def.kind).is_some_and(|terrain| self.placeable_on(terrain).next().is_some())
                }) || !self.barn_corners_at(ty, pos, &socket, rotation).is_empty()
            }
            _ => false,
        }
    }

    pub(super) fn figure_options_at(&self, ty: &TileType, socket: &Socket, rotation: Rotation) -> Vec<FigureOption> {
        let t = tables();
        if !self.has_figures() {
            return Vec::new();
        }
        let occupied = self.features.regions_joining(ty, socket, rotation, |f| self.features.occupants(f) > 0);
        let mut options = Vec::with_capacity(ty.regions.len());
        for (region, def) in ty.regions.iter().enumerate() {
            let Some(terrain) = t.terrain(def.kind) else {
                continue;
            };
            let figures: Vec<Figure> = self.placeable_on(terrain).collect();
            if occupied & (1 << region) == 0 && !figures.is_empty() {
                options.push(FigureOption { region: region as u8, terrain, figures });
            }
        }
        options
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

    /// Steps 3a-3c of AM-TURN-1: completed features, barn scorings, wagons.
    fn end_turn(&mut self, placed: usize) {
        let active = self.current;
        self.score_completed(placed);
        self.score_barn_fields(placed);
        // AM-WAGON-5: decisions in turn order from the active player.
        let players = self.options.players.max(1);
        self.waiting_wagons.sort_by_key(|w| (w.owner.0 + players - active.0) % players);
        self.next_wagon(active);
    }

    /// Hands the first waiting wagon that has somewhere to go to its owner;
    /// wagons with no target go back at once (AM-WAGON-4). With none left,
    /// the turn passes on.
    fn next_wagon(&mut self, active: Seat) {
        while let Some(wagon) = self.waiting_wagons.first().copied() {
            let resigned = self.players.get(usize::from(wagon.owner.0)).is_none_or(|p| p.resigned);
            if !resigned && !self.wagon_targets(wagon).is_empty() {
                self.current = wagon.owner;
                self.phase = Phase::MovingWagons { active };
                return;
            }
            self.return_wagon(wagon.owner);
        }
        self.current = self.next_active(active);
        self.turn += 1;
        self.begin_turn();
    }

    fn return_wagon(&mut self, owner: Seat) {
        if !self.waiting_wagons.is_empty() {
            self.waiting_wagons.remove(0);
        }
        if let Some(left) =
            self.players.get_mut(usize::from(owner.0)).and_then(|p| p.supply.get_mut(Figure::Wagon.index()))
        {
            *left += 1;
        }
    }

    /// Where a waiting wagon may go (AM-WAGON-3): a road, city, monastery or
    /// abbey region on its tile or the 8 around, whose feature is
    /// incomplete and unoccupied. Sorted by row, column, region.
    pub fn wagon_targets(&self, wagon: WaitingWagon) -> Vec<(Pos, u8)> {
        let t = tables();
        let mut targets = Vec::new();
        let mut area = wagon.from.surroundings().to_vec();
        area.push(wagon.from);
        area.sort_unstable_by_key(|p| (p.y, p.x));
        for pos in area {
            let Some(tile) = self.board.get(pos) else {
                continue;
            };
            let regions = t.tile(tile.tile).map_or(0, |ty| ty.regions.len());
            for region in 0..regions as u8 {
                if self.wagon_target_problem(pos, region).is_none() {
                    targets.push((pos, region));
                }
            }
        }
        targets
    }

    /// Why region `region` at `pos` is no wagon target, if it is not.
    fn wagon_target_problem(&self, pos: Pos, region: u8) -> Option<&'static str> {
        let tile = self.board.get(pos)?;
        let terrain = tables().region_terrain(tile.tile, region)?;
        if !allowed_on(Figure::Wagon, terrain) {
            return Some("a wagon never goes on a field");
        }
        let feature = self.features.feature_of(tile.segment(region));
        let complete = match terrain {
            Terrain::Monastery | Terrain::Abbey => self.board.surrounding_tiles(pos) == 8,
            _ => self.features.is_closed(feature),
        };
        if complete {
            return Some("the feature is complete");
        }
        if self.features.occupants(feature) > 0 {
            return Some("the feature is occupied");
        }
        None
    }

    /// The first step of the current player's turn: the abbey round once
    /// the supply is empty (AM-END-1), the choice between abbey and draw
    /// when the player may place an abbey (AM-TURN-1), or a draw.
    fn begin_turn(&mut self) {
        if self.bag.remaining() == 0 {
            self.ask_for_abbeys(0);
        } else if self.may_place_abbey(self.current) {
            self.phase = Phase::ChoosingTile;
        } else {
            self.phase = Phase::Drawing;
        }
    }

    /// AM-END-1: from the current player on, the first one who may place an
    /// abbey is asked; those who may not pass without being asked. A full
    /// round without an abbey ends the game with the final scoring.
    fn ask_for_abbeys(&mut self, mut passes: u8) {
        let active = self.players.iter().filter(|p| !p.resigned).count();
        while usize::from(passes) < active {
            if self.may_place_abbey(self.current) {
                self.phase = Phase::LastAbbeys { passes };
                return;
            }
            passes += 1;
            self.current = self.next_active(self.current);
        }
        self.final_scoring();
        self.phase = Phase::Finished;
    }

    /// Whether `seat` holds an abbey and a hole exists (AM-ABBEY-1/2).
    fn may_place_abbey(&self, seat: Seat) -> bool {
        self.players.get(usize::from(seat.0)).is_some_and(|p| p.abbey && !p.resigned)
            && self.board.frontier().iter().any(|c| self.is_hole(c.pos))
    }

    /// Empty cells with a tile on each of their four sides, by row and column.
    pub fn holes(&self) -> Vec<Pos> {
        let mut holes: Vec<Pos> =
            self.board.frontier().iter().map(|c| c.pos).filter(|pos| self.is_hole(*pos)).collect();
        holes.sort_unstable_by_key(|p| (p.y, p.x));
        holes
    }

    fn is_hole(&self, pos: Pos) -> bool {
        !self.board.is_filled(pos) && Side::ALL.iter().all(|side| self.board.is_filled(pos.step(*side)))
    }

    /// AM-SETUP-1: the player to move still holds an abbey.
    pub(super) fn check_abbey_held(&self) -> Result<(), RuleError> {
        if self.players.get(usize::from(self.current.0)).is_some_and(|p| p.abbey) {
            Ok(())
        } else {
            Err(RuleError::NoAbbey)
        }
    }

    /// AM-ABBEY-1, AM-SETUP-1 for the player to move.
    fn check_abbey(&self, pos: Pos) -> Result<(), RuleError> {
        self.check_abbey_held()?;
        if !self.is_hole(pos) {
            return Err(RuleError::NotAHole(pos));
        }
        Ok(())
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

    /// A resigned player's figures stay and still score; the game ends
    /// (with final scoring) when fewer than two players remain. If the
    /// player to move resigns, a placed tile ends the turn as with no
    /// figure, a drawn tile passes to the next player.
    fn apply_resignation(&mut self, seat: Seat) -> Result<(), &'static str> {
        let player = self.players.get_mut(usize::from(seat.0)).ok_or("no such seat")?;
        if player.resigned {
            return Err("seat already resigned");
        }
        player.resigned = true;
        if self.players.iter().filter(|p| !p.resigned).count() < 2 {
            self.final_scoring();
            self.phase = Phase::Finished;
        } else if seat == self.current {
            match self.phase {
                Phase::PlacingFigure { placed } => self.end_turn(placed),
                Phase::ChoosingTile => {
                    self.current = self.next_active(seat);
                    self.begin_turn();
                }
                Phase::LastAbbeys { passes } => {
                    self.current = self.next_active(seat);
                    self.ask_for_abbeys(passes);
                }
                // Its waiting wagons go back; the others still decide.
                Phase::MovingWagons { active } => self.next_wagon(active),
                // A drawn tile passes to the next player.
                Phase::PlacingTile { .. } | Phase::Drawing | Phase::Finished => self.current = self.next_active(seat),
            }
        }
        Ok(())
    }
}

/// A region of the tile where the player to move may put a figure.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, utoipa::ToSchema)]
pub struct FigureOption {
    /// Region index on the tile.
    pub region: u8,
    /// What the region is.
    pub terrain: Terrain,
    /// Figures that may go there.
    pub figures: Vec<Figure>,
}

/// The field region of a placed tile filling its `corner`, if only field
/// is there (AM-BARN-1, AM-AMB-8).
fn field_at_corner(tile: &crate::engine::board::PlacedTile, corner: Corner) -> Option<u8> {
    tile.corner_region(corner).filter(|r| tables().region_terrain(tile.tile, *r) == Some(Terrain::Field))
}

/// Which figure may stand on which terrain (BASE-PLACE-2, AM-MAYOR-1).
fn allowed_on(figure: Figure, terrain: Terrain) -> bool {
    match figure {
        Figure::Follower => true,
        Figure::Mayor => terrain == Terrain::City,
        Figure::Wagon => matches!(terrain, Terrain::Road | Terrain::City | Terrain::Monastery | Terrain::Abbey),
        // AM-BARN-1: on a corner, never on a region.
        Figure::Barn => false,
    }
}

/// Seven followers (BASE-SETUP-3), plus a mayor, a wagon and a barn with
/// Abbey & Mayor (AM-SETUP-3).
fn starting_supply(options: &Options) -> [u8; Figure::ALL.len()] {
    let mut supply = [0; Figure::ALL.len()];
    supply[Figure::Follower.index()] = FOLLOWERS;
    supply[Figure::Mayor.index()] = u8::from(options.expansion().mayors);
    supply[Figure::Wagon.index()] = u8::from(options.expansion().wagons);
    supply[Figure::Barn.index()] = u8::from(options.expansion().barns);
    supply
}
