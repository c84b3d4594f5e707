//! The state of a classic game and the steps its rules are made of
//! (`rules.rs` plays them as the engine's `RuleSet`).

use super::error::RuleError;
use super::events::{Command, Figure};
use super::options::Options;
use super::records::Scoring;
use super::river::Course;
use super::tiles::{Terrain, Tile, tables};
use super::trade::{Goods, GoodsScoring};
use crate::bag::TileBag;
use crate::board::SegmentId;
use crate::board::{PlacedTile, Socket};
use crate::catalog::TileType;
use crate::features::FeatureId;
use crate::geometry::{Corner, Pos, RegionRef, Rotation, Side};
use crate::head::{Head, TurnStep};
use crate::players::PlacedFigure;
use crate::refusal::{CommonError, FigureRefusal};
use crate::ruleset::Rating;
use crate::seat::Seat;

/// Followers per player (BASE-COMP-2, BASE-AMB-4).
pub const FOLLOWERS: u8 = 7;

/// One player's pieces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Player {
    /// Figures in supply, by [`Figure::index`].
    pub(super) supply: [u8; Figure::ALL.len()],
    /// Whether the player still holds an abbey (AM-SETUP-1).
    pub(super) abbey: bool,
    /// Traders & Builders: goods tokens taken (TB-GOODS-1).
    pub(super) goods: Goods,
}

/// Traders & Builders: where the turn order stands with a builder's second
/// turn (TB-BUILD-2/3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) enum SecondTurn {
    /// The turn is an ordinary one and earned none.
    #[default]
    None,
    /// This turn's tile extended the player's builder's road or city: the
    /// player moves again once the turn is over.
    Earned,
    /// The turn is a second turn: it earns no third.
    Playing,
}

/// Where the game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Phase {
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
        /// Index of that tile in the board's tiles.
        placed: usize,
    },
    /// The game is over and finally scored.
    Finished,
}

impl TurnStep for Phase {
    const FINISHED: Phase = Phase::Finished;
}

/// Everything the rules know about a game at one point of its log.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameState {
    /// What every rule set holds: options, board, seats, step, turn,
    /// discards and scorings.
    pub(super) head: Head<Options, Phase, Tile, Scoring>,
    /// Pieces by seat.
    pub(super) players: Vec<Player>,
    /// Figures on the board.
    pub(super) figures: Vec<PlacedFigure<Figure>>,
    /// The figures as they stood when the final scoring returned them.
    pub(super) final_figures: Vec<PlacedFigure<Figure>>,
    pub(super) bag: TileBag,
    /// Wagons of features scored this turn, waiting for their owners, in
    /// decision order (AM-WAGON-5).
    pub(super) waiting_wagons: Vec<WaitingWagon>,
    /// Barns on the board; they stay to the end (AM-BARN-3).
    pub(super) barns: Vec<Barn>,
    /// The River: where the river flows on, until the lake ends it.
    pub(super) river: Option<Course>,
    /// Traders & Builders: the builder's second turn (TB-BUILD-2/3).
    pub(super) second_turn: SecondTurn,
    /// Traders & Builders: the goods' final scoring (TB-GOODS-3).
    pub(super) goods_scorings: Vec<GoodsScoring>,
}

/// A barn on a tile corner (AM-BARN-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Barn {
    /// Its owner.
    pub(super) owner: Seat,
    /// The tile placed in the turn the barn was placed.
    pub(super) pos: Pos,
    /// The corner of that tile it stands on.
    pub(super) corner: Corner,
    /// The field segment of that tile at the corner.
    pub(super) segment: SegmentId,
}

/// A wagon whose feature was scored, off the board until its owner decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct WaitingWagon {
    /// Its owner.
    pub(super) owner: Seat,
    /// Where it stood: targets are on this tile or the 8 around it.
    pub(super) from: RegionRef,
}

impl WaitingWagon {
    fn pos(self) -> Pos {
        Pos::new(self.from.x, self.from.y)
    }
}

impl GameState {
    /// While the river flows: the cell at its open end and the rotations
    /// `tile` may take there (RIVER-PLACE-1/2/3), the only places it may
    /// go. `None` once the lake has ended it, or without it.
    pub(super) fn river_placements(&self, tile: Tile) -> Option<(Pos, Vec<Rotation>)> {
        let course = self.river?;
        let ty = tables().tile(tile.0);
        let end = course.end();
        let fits = |rotation: &Rotation| {
            let matches = self.head.table.check(ty, end, rotation.quarter_turns()).is_ok();
            matches && ty.is_some_and(|ty| course.after(ty, end, *rotation).is_ok())
        };
        Some((end, Rotation::ALL.into_iter().filter(fits).collect()))
    }

    /// The seat to move.
    pub(super) fn current(&self) -> Seat {
        self.head.seats.current()
    }

    /// The tile the player to move holds, or has just placed.
    pub(super) fn current_tile(&self) -> Option<Tile> {
        match self.head.phase {
            Phase::PlacingTile { tile } => Some(tile),
            Phase::PlacingFigure { placed } => self.head.table.board.tiles().get(placed).map(|p| Tile(p.tile)),
            Phase::Drawing
            | Phase::ChoosingTile
            | Phase::LastAbbeys { .. }
            | Phase::MovingWagons { .. }
            | Phase::Finished => None,
        }
    }

    pub(super) fn take_from_supply(&mut self, figure: Figure) -> Result<(), &'static str> {
        let player = self.players.get_mut(usize::from(self.head.seats.current().0)).ok_or("no such player")?;
        let left = player.supply.get_mut(figure.index()).ok_or("no such figure")?;
        *left = left.checked_sub(1).ok_or("no such figure left")?;
        Ok(())
    }

    /// The commands the step `phase` takes, in the words of a refusal.
    pub(super) fn expected(&self, phase: Phase) -> &'static str {
        match phase {
            Phase::PlacingTile { .. } | Phase::Drawing => "place_tile",
            Phase::ChoosingTile => "place_abbey or draw_tile",
            Phase::LastAbbeys { .. } => "place_abbey or pass_abbey",
            Phase::MovingWagons { .. } => "move_wagon or return_wagon",
            Phase::PlacingFigure { .. } if self.head.options.expansion().barns => {
                "place_figure, place_barn or skip_figure"
            }
            Phase::PlacingFigure { .. } => "place_figure or skip_figure",
            Phase::Finished => "nothing",
        }
    }

    /// AM-SCOPE-1, IC-SCOPE-1, TB-SCOPE-1: commands and figures of a part
    /// of an expansion that is not in play are refused as such, whatever
    /// the step.
    pub(super) fn check_in_game(&self, command: &Command) -> Result<(), RuleError> {
        let parts = self.head.options.expansion();
        let missing = match *command {
            Command::PlaceAbbey { .. } | Command::DrawTile | Command::PassAbbey if !parts.abbeys => "abbey",
            Command::MoveWagon { .. } | Command::ReturnWagon if !parts.wagons => "wagon",
            Command::PlaceBarn { .. } if !parts.barns => "barn",
            Command::PlaceFigure { figure, .. } if !self.in_game(figure) => figure.name(),
            _ => return Ok(()),
        };
        Err(RuleError::NotInGame(missing))
    }

    /// Whether the game is played with `figure` (AM-SCOPE-1, IC-SCOPE-1,
    /// TB-SCOPE-1).
    fn in_game(&self, figure: Figure) -> bool {
        let parts = self.head.options.expansion();
        match figure {
            Figure::Follower => true,
            Figure::LargeFollower => self.head.options.inns_cathedrals().large_followers,
            Figure::Builder => self.head.options.traders_builders().builders,
            Figure::Pig => self.head.options.traders_builders().pigs,
            Figure::Mayor => parts.mayors,
            Figure::Wagon => parts.wagons,
            Figure::Barn => parts.barns,
        }
    }

    /// BASE-PLACE-1..3, BASE-TURN-2 and AM-SETUP-3 for a figure on region
    /// `region` of the tile just placed.
    pub(super) fn check_figure(&self, placed: usize, region: u8, figure: Figure) -> Result<(), RuleError> {
        let tile = self.head.table.board.tiles().get(placed).ok_or(CommonError::NoSuchRegion(region))?;
        let terrain = tables().region_terrain(tile.tile, region).ok_or(CommonError::NoSuchRegion(region))?;
        if figure == Figure::Barn {
            return Err(RuleError::BarnNeedsCorner);
        }
        if !allowed_on(figure, terrain) {
            return Err(FigureRefusal::NotAllowed { figure, terrain }.into());
        }
        if self.in_supply(figure) == 0 {
            return Err(FigureRefusal::NoneLeft(figure).into());
        }
        let feature = self.head.table.features.feature_of(tile.segment(region));
        if self.has_barn(feature) {
            return Err(RuleError::BarnField(region));
        }
        if !figure.is_follower() {
            // TB-BUILD-1, TB-PIG-1: it joins its owner's followers.
            if !self.holds_follower_of(feature, self.current()) {
                return Err(RuleError::NoOwnFollower { figure, region });
            }
        } else if self.head.table.features.occupants(feature) > 0 {
            return Err(FigureRefusal::Occupied { region, terrain }.into());
        }
        Ok(())
    }

    /// Whether a follower of `seat` stands in `feature` (TB-BUILD-1, TB-PIG-1).
    pub(super) fn holds_follower_of(&self, feature: FeatureId, seat: Seat) -> bool {
        self.figures.iter().any(|f| {
            f.owner == seat && f.kind.is_follower() && self.head.table.features.feature_of(f.segment) == feature
        })
    }

    /// AM-BARN-1/2 and AM-SETUP-3 for the barn on `corner` of the tile just placed.
    pub(super) fn check_barn(&self, placed: usize, corner: Corner) -> Result<(), RuleError> {
        let tile = self.head.table.board.tiles().get(placed).ok_or(RuleError::BarnNeedsCorner)?;
        if self.in_supply(Figure::Barn) == 0 {
            return Err(FigureRefusal::NoneLeft(Figure::Barn).into());
        }
        let mut field = None;
        for (pos, theirs) in corner.meeting(tile.pos) {
            let other = self
                .head
                .table
                .board
                .get(pos)
                .ok_or(RuleError::NotABarnCorner { corner, why: "four tiles do not meet there" })?;
            let region = field_at_corner(other, theirs)
                .ok_or(RuleError::NotABarnCorner { corner, why: "not every tile shows only field there" })?;
            field.get_or_insert(self.head.table.features.feature_of(other.segment(region)));
        }
        if field.is_some_and(|f| self.has_barn(f)) {
            return Err(RuleError::FieldHasBarn(corner));
        }
        Ok(())
    }

    /// Whether a barn stands on `feature` (AM-BARN-2/4).
    pub(super) fn has_barn(&self, feature: FeatureId) -> bool {
        self.barns.iter().any(|b| self.head.table.features.feature_of(b.segment) == feature)
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
                    self.head.table.board.get(*cell).is_some_and(|other| field_at_corner(other, *theirs).is_some())
                });
                fields.then_some((corner, region))
            })
            .collect();
        if !corners.is_empty() {
            let barn_fields = self.head.table.features.regions_joining(ty, socket, rotation, |f| self.has_barn(f));
            corners.retain(|(_, region)| barn_fields & (1 << region) == 0);
        }
        corners.into_iter().map(|(corner, _)| corner).collect()
    }

    /// How many of `figure` the player to move has in supply.
    pub(super) fn in_supply(&self, figure: Figure) -> u8 {
        self.players
            .get(usize::from(self.head.seats.current().0))
            .and_then(|p| p.supply.get(figure.index()))
            .copied()
            .unwrap_or(0)
    }

    /// Whether the player to move has any figure in supply.
    fn has_figures(&self) -> bool {
        self.players.get(usize::from(self.head.seats.current().0)).is_some_and(|p| p.supply.iter().any(|n| *n > 0))
    }

    /// Whether the figure options of `tile` at `pos` turned by `rotation`
    /// would offer anything.
    pub(super) fn can_place_figure(&self, tile: Tile, pos: Pos, rotation: Rotation) -> bool {
        let t = tables();
        if !self.has_figures() {
            return false;
        }
        match (t.tile(tile.0), self.head.table.board.socket(pos)) {
            (Some(ty), Ok(socket)) => {
                let openings = self.openings(ty, &socket, rotation);
                ty.regions.iter().enumerate().any(|(region, def)| {
                    t.terrain(def.kind).is_some_and(|terrain| openings.figures(region, terrain).next().is_some())
                }) || !self.barn_corners_at(ty, pos, &socket, rotation).is_empty()
            }
            _ => false,
        }
    }

    /// Every figure the player to move could put on `ty` turned by
    /// `rotation` on the cell of `socket` (a legal placement), read from the
    /// neighbours' features without placing anything.
    pub(super) fn figure_options_at(&self, ty: &TileType, socket: &Socket, rotation: Rotation) -> Vec<FigureOption> {
        let t = tables();
        if !self.has_figures() {
            return Vec::new();
        }
        let openings = self.openings(ty, socket, rotation);
        let mut options = Vec::with_capacity(ty.regions.len());
        for (region, def) in ty.regions.iter().enumerate() {
            let Some(terrain) = t.terrain(def.kind) else {
                continue;
            };
            let figures: Vec<Figure> = openings.figures(region, terrain).collect();
            if !figures.is_empty() {
                options.push(FigureOption { region: region as u8, terrain, figures });
            }
        }
        options
    }

    /// Which regions of `ty` turned by `rotation` on the cell of `socket`
    /// would join an occupied feature, and which one holding a follower of
    /// the player to move and no barn (for a builder or a pig).
    fn openings(&self, ty: &TileType, socket: &Socket, rotation: Rotation) -> Openings {
        let features = &self.head.table.features;
        let occupied = features.regions_joining(ty, socket, rotation, |f| features.occupants(f) > 0);
        let parts = self.head.options.traders_builders();
        let joinable = if (parts.builders || parts.pigs) && occupied != 0 {
            let me = self.current();
            let own = features.regions_joining(ty, socket, rotation, |f| self.holds_follower_of(f, me));
            own & !features.regions_joining(ty, socket, rotation, |f| self.has_barn(f))
        } else {
            0
        };
        let supply = self.players.get(usize::from(self.current().0)).map_or([0; Figure::ALL.len()], |p| p.supply);
        Openings { occupied, joinable, supply }
    }

    pub(super) fn put_tile(&mut self, pos: Pos, tile: Tile, rotation: Rotation) -> usize {
        self.head.table.put(tables().catalog, pos, tile.0, rotation)
    }

    /// Steps 3a-3c of AM-TURN-1: completed features, barn scorings, wagons.
    pub(super) fn end_turn(&mut self, placed: usize) {
        let active = self.head.seats.current();
        self.score_completed(placed);
        self.score_barn_fields(placed);
        // AM-WAGON-5: decisions in turn order from the active player.
        let players = self.head.seats.count().max(1);
        self.waiting_wagons.sort_by_key(|w| (w.owner.0 + players - active.0) % players);
        self.next_wagon(active);
    }

    /// Hands the first waiting wagon that has somewhere to go to its owner;
    /// wagons with no target go back at once (AM-WAGON-4). With none left,
    /// the turn passes on.
    pub(super) fn next_wagon(&mut self, active: Seat) {
        while let Some(wagon) = self.waiting_wagons.first().copied() {
            if !self.head.seats.has_resigned(wagon.owner) && !self.wagon_targets(wagon).is_empty() {
                self.head.seats.set_current(wagon.owner);
                self.head.phase = Phase::MovingWagons { active };
                return;
            }
            self.return_wagon(wagon.owner);
        }
        // TB-BUILD-2/3, TB-TURN-2: a second turn, if earned and a tile is left.
        let again =
            self.second_turn == SecondTurn::Earned && !self.head.seats.has_resigned(active) && self.bag.remaining() > 0;
        self.second_turn = if again { SecondTurn::Playing } else { SecondTurn::None };
        self.head.seats.set_current(if again { active } else { self.head.seats.next_playing(active) });
        self.head.turn += 1;
        self.begin_turn();
    }

    /// TB-BUILD-2, TB-AMB-1: whether the tile just placed (index `placed`)
    /// joined a road or city holding the builder of the player to move.
    pub(super) fn extends_builder(&self, placed: usize) -> bool {
        let me = self.current();
        let Some(builder) = self.figures.iter().find(|f| f.owner == me && f.kind == Figure::Builder) else {
            return false;
        };
        let Some(tile) = self.head.table.board.tiles().get(placed) else {
            return false;
        };
        let features = &self.head.table.features;
        let regions = tables().tile(tile.tile).map_or(0, |ty| ty.regions.len() as u8);
        (0..regions).any(|region| features.feature_of(tile.segment(region)) == features.feature_of(builder.segment))
    }

    pub(super) fn return_wagon(&mut self, owner: Seat) {
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
    pub(super) fn wagon_targets(&self, wagon: WaitingWagon) -> Vec<(Pos, u8)> {
        let t = tables();
        let mut targets = Vec::new();
        let mut area = wagon.pos().surroundings().to_vec();
        area.push(wagon.pos());
        area.sort_unstable_by_key(|p| (p.y, p.x));
        for pos in area {
            let Some(tile) = self.head.table.board.get(pos) else {
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
    pub(super) fn wagon_target_problem(&self, pos: Pos, region: u8) -> Option<&'static str> {
        let tile = self.head.table.board.get(pos)?;
        let terrain = tables().region_terrain(tile.tile, region)?;
        if !allowed_on(Figure::Wagon, terrain) {
            return Some("a wagon never goes on a field");
        }
        let feature = self.head.table.features.feature_of(tile.segment(region));
        let complete = match terrain {
            Terrain::Monastery | Terrain::Abbey => self.head.table.board.surrounding_tiles(pos) == 8,
            _ => self.head.table.features.is_closed(feature),
        };
        if complete {
            return Some("the feature is complete");
        }
        if self.head.table.features.occupants(feature) > 0 {
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
        } else if self.may_place_abbey(self.head.seats.current()) {
            self.head.phase = Phase::ChoosingTile;
        } else {
            self.head.phase = Phase::Drawing;
        }
    }

    /// AM-END-1: from the current player on, the first one who may place an
    /// abbey is asked; those who may not pass without being asked. A full
    /// round without an abbey ends the game with the final scoring.
    pub(super) fn ask_for_abbeys(&mut self, mut passes: u8) {
        let active = self.head.seats.playing();
        while usize::from(passes) < active {
            if self.may_place_abbey(self.head.seats.current()) {
                self.head.phase = Phase::LastAbbeys { passes };
                return;
            }
            passes += 1;
            self.head.seats.pass();
        }
        self.final_scoring();
    }

    /// Whether `seat` holds an abbey and a hole exists (AM-ABBEY-1/2).
    fn may_place_abbey(&self, seat: Seat) -> bool {
        self.players.get(usize::from(seat.0)).is_some_and(|p| p.abbey)
            && !self.head.seats.has_resigned(seat)
            && self.head.table.board.frontier().iter().any(|c| self.is_hole(c.pos))
    }

    /// Empty cells with a tile on each of their four sides, by row and column.
    pub(super) fn holes(&self) -> Vec<Pos> {
        let mut holes: Vec<Pos> =
            self.head.table.board.frontier().iter().map(|c| c.pos).filter(|pos| self.is_hole(*pos)).collect();
        holes.sort_unstable_by_key(|p| (p.y, p.x));
        holes
    }

    pub(super) fn is_hole(&self, pos: Pos) -> bool {
        let board = &self.head.table.board;
        !board.is_filled(pos) && Side::ALL.iter().all(|side| board.is_filled(pos.step(*side)))
    }

    /// AM-SETUP-1: the player to move still holds an abbey.
    pub(super) fn check_abbey_held(&self) -> Result<(), RuleError> {
        if self.players.get(usize::from(self.head.seats.current().0)).is_some_and(|p| p.abbey) {
            Ok(())
        } else {
            Err(RuleError::NoAbbey)
        }
    }

    /// AM-ABBEY-1, AM-SETUP-1 for the player to move.
    pub(super) fn check_abbey(&self, pos: Pos) -> Result<(), RuleError> {
        self.check_abbey_held()?;
        if !self.is_hole(pos) {
            return Err(RuleError::NotAHole(pos));
        }
        Ok(())
    }

    /// A resigned player's figures stay and still score; the game ends
    /// (with final scoring) when fewer than two players remain. If the
    /// player to move resigns, a placed tile ends the turn as with no
    /// figure, a drawn tile passes to the next player.
    pub(super) fn apply_resignation(&mut self, seat: Seat) -> Result<(), &'static str> {
        if self.head.seats.resign(seat)? {
            self.final_scoring();
        } else if seat == self.head.seats.current() {
            self.second_turn = SecondTurn::None;
            match self.head.phase {
                Phase::PlacingFigure { placed } => self.end_turn(placed),
                Phase::ChoosingTile => {
                    self.head.seats.pass();
                    self.begin_turn();
                }
                Phase::LastAbbeys { passes } => {
                    self.head.seats.pass();
                    self.ask_for_abbeys(passes);
                }
                // Its waiting wagons go back; the others still decide.
                Phase::MovingWagons { active } => self.next_wagon(active),
                // A drawn tile passes to the next player.
                Phase::PlacingTile { .. } | Phase::Drawing | Phase::Finished => self.head.seats.pass(),
            }
        }
        Ok(())
    }
}

/// Regions of a tile about to be placed, as bit sets: those that would
/// join an occupied feature, and those whose feature a builder or a pig of
/// the player to move could join (TB-BUILD-1, TB-PIG-1).
struct Openings {
    occupied: u64,
    joinable: u64,
    /// The supply of the player to move.
    supply: [u8; Figure::ALL.len()],
}

impl Openings {
    /// The figures the player to move could put on `region`, a `terrain`.
    fn figures(&self, region: usize, terrain: Terrain) -> impl Iterator<Item = Figure> + '_ {
        let (free, joinable) = (self.occupied & (1 << region) == 0, self.joinable & (1 << region) != 0);
        Figure::ALL.into_iter().filter(move |figure| {
            self.supply[figure.index()] > 0
                && allowed_on(*figure, terrain)
                && if figure.is_follower() { free } else { joinable }
        })
    }
}

/// A region of the tile where the player to move may put a figure.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
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
fn field_at_corner(tile: &PlacedTile, corner: Corner) -> Option<u8> {
    tile.corner_region(corner).filter(|r| tables().region_terrain(tile.tile, *r) == Some(Terrain::Field))
}

/// Which figure may stand on which terrain (BASE-PLACE-2, IC-LARGE-1,
/// TB-BUILD-1, TB-PIG-1, AM-MAYOR-1, AM-WAGON-1).
fn allowed_on(figure: Figure, terrain: Terrain) -> bool {
    match figure {
        // RIVER-FIG-1
        _ if terrain == Terrain::River => false,
        Figure::Follower | Figure::LargeFollower => true,
        Figure::Builder => matches!(terrain, Terrain::Road | Terrain::City),
        Figure::Pig => terrain == Terrain::Field,
        Figure::Mayor => terrain == Terrain::City,
        Figure::Wagon => matches!(terrain, Terrain::Road | Terrain::City | Terrain::Monastery | Terrain::Abbey),
        // AM-BARN-1: on a corner, never on a region.
        Figure::Barn => false,
    }
}

/// Seven followers (BASE-SETUP-3), plus a large follower with Inns &
/// Cathedrals (IC-SETUP-2), a builder and a pig with Traders & Builders
/// (TB-SETUP-2), and a mayor, a wagon and a barn with Abbey & Mayor
/// (AM-SETUP-3).
pub(super) fn starting_supply(options: &Options) -> [u8; Figure::ALL.len()] {
    let mut supply = [0; Figure::ALL.len()];
    supply[Figure::Follower.index()] = FOLLOWERS;
    supply[Figure::LargeFollower.index()] = u8::from(options.inns_cathedrals().large_followers);
    supply[Figure::Builder.index()] = u8::from(options.traders_builders().builders);
    supply[Figure::Pig.index()] = u8::from(options.traders_builders().pigs);
    supply[Figure::Mayor.index()] = u8::from(options.expansion().mayors);
    supply[Figure::Wagon.index()] = u8::from(options.expansion().wagons);
    supply[Figure::Barn.index()] = u8::from(options.expansion().barns);
    supply
}
