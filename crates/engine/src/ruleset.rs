//! The one interface every rule set implements, and what the engine does
//! with any of them.
//!
//! A rule set is an event-sourced state machine: [`Rules::decide`] says
//! what a command would record, or why it is illegal, without changing
//! anything; [`Rules::evolve`] applies one event; [`Rules::chance`]
//! says what the hidden supply deals next. Playing, dealing, replaying a
//! trusted log and checking an untrusted one ([`Rules::verify`]) are the
//! same for every rule set and live here. [`random_command`] and
//! [`play_out`] play any rule set at random (property tests, benchmarks).

use super::catalog::{Catalog, CatalogError, TileIdx};
use super::feature_list::{Features, Headed, Reuse};
use super::head::Core;
use super::order::TileOrder;
use super::refusal::{CommonError, CommonRules};
use super::rng::{GameRng, Seed};
use super::seat::Seat;
use super::setup::{ReplayError, SetupError, Unfit};
use super::status::Status;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::fmt::Debug;
use std::ops::RangeInclusive;

/// Why a command is refused: a stable machine-readable code, the rule id
/// of the rule set's specification (`docs/rules/`) and, as `Display`, the
/// reason in words.
pub trait Refusal: std::error::Error + Clone + PartialEq + Send + Sync + 'static {
    /// A stable machine-readable code (`edge_mismatch`, ...).
    fn code(&self) -> &'static str;
    /// The rule id that refuses the command (`BASE-TILE-3`, ...).
    fn rule(&self) -> &'static str;
}

/// What a player did that a logged event records: a command, or a resignation.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action<C> {
    /// The command that decides this event.
    Command(C),
    /// The seat resigned.
    Resign(Seat),
}

/// A rule set's rules: its description, its types, and what its game
/// state does. A rule set implements it in its `rules.rs`, and the rest of
/// [`RuleSet`] beside the code of each concern: [`Consequences`],
/// [`Moves`], [`Presentation`] and [`Rating`].
///
/// Every provided method is the same for all rule sets: the core owns the
/// turn's frame (who may act, resignation, records, chance, checked
/// commits), a rule set states only its rules. Nothing outside the rule
/// set's module reads the state's fields: the service sees only this
/// interface.
pub trait Rules: Clone + Debug + PartialEq + Send + Sync + Sized + 'static {
    /// Stable id, used in the API and stored with every game (`classic`).
    const ID: &'static str;
    /// Name for people.
    const NAME: &'static str;
    /// What the rule set covers.
    const DESCRIPTION: &'static str;
    /// Allowed number of players.
    const PLAYERS: RangeInclusive<u8>;
    /// What the second tile supply is, if the rule set has one: custom games
    /// fix its order with [`TileOrder::Fixed`]'s `bonus` list.
    const SECOND_SUPPLY: Option<&'static str> = None;
    /// Whether the players play together against the game: its games keep
    /// team records ([`Rules::team_level`]) and are never rated.
    const CO_OPERATIVE: bool = false;

    /// Options a game is created with.
    type Options: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// What a player can ask for.
    type Command: Copy + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// A fact in a game's log.
    type Event: Clone + Debug + PartialEq + Serialize + DeserializeOwned + Send + Sync;
    /// Why a command is refused.
    type Error: Refusal + From<CommonError>;
    /// The rule ids its specification gives the refusals and set-up
    /// errors every rule set shares.
    const COMMON_RULES: CommonRules;
    /// The rule set's tile catalog as compiled in (`data/tiles/`).
    const CATALOG_SOURCE: &'static str;

    /// The rule set's tile catalog, parsed from [`Rules::CATALOG_SOURCE`].
    fn catalog() -> &'static Catalog;
    /// Whether the compiled-in catalog parses (the service checks at
    /// start-up; [`Rules::catalog`] is empty when it does not).
    fn check_catalog() -> Result<(), CatalogError> {
        Catalog::parse(Self::CATALOG_SOURCE).map(drop)
    }
    /// The state right after the creation event: supplies shuffled by the
    /// seed or fixed, nothing dealt yet.
    fn setup(options: Self::Options, order: &TileOrder) -> Result<Self, SetupError>;
    /// The rule id a set-up error breaks.
    fn setup_rule(error: &SetupError) -> &'static str {
        Self::COMMON_RULES.setup(error)
    }
    /// The tiles of the box a game of `options` deals: the main supply and
    /// the second one (empty where there is none), without the start tile.
    fn supplies(options: &Self::Options) -> Result<[Vec<TileIdx>; 2], SetupError>;
    /// How many piles the draw supply of a game of `options` splits into
    /// (Mists over Carcassonne: MISTS-SETUP-4); one where there are none.
    fn piles(_options: &Self::Options) -> Result<usize, SetupError> {
        Ok(1)
    }
    /// The creation event.
    fn creation(options: Self::Options, order: TileOrder) -> Self::Event;
    /// The options and tile order of a creation event.
    fn as_creation(event: &Self::Event) -> Option<(&Self::Options, &TileOrder)>;
    /// The player's action that decides `event` first, or `None` for what
    /// nobody decides (creation, chance).
    fn action_of(event: &Self::Event) -> Option<Action<Self::Command>>;

    /// The event of `seat` resigning.
    fn resigned(seat: Seat) -> Self::Event;
    /// The part of the state every rule set keeps alike: its
    /// [`Head`](super::head::Head).
    fn head(&self) -> &dyn Core;
    /// The head, to change.
    fn head_mut(&mut self) -> &mut dyn Core;

    /// Who decides next, or how the game ended: the seat to move, the
    /// ranking by score once over (ties share the victory).
    fn status(&self) -> Status {
        let head = self.head();
        head.seats().status(head.finished())
    }
    /// Number of seats.
    fn seats(&self) -> u8 {
        self.head().seats().count()
    }
    /// The events `command` by `seat` would add, or why it is illegal.
    /// Changes nothing. The first event records the choice; any further
    /// ones follow from the rules without a choice (automatic).
    fn decide(&self, seat: Seat, command: &Self::Command) -> Result<Vec<Self::Event>, Self::Error>;
    /// The events of `seat` resigning: allowed at any time before the end,
    /// to the player to move and to the others alike.
    fn decide_resign(&self, seat: Seat) -> Result<Vec<Self::Event>, Self::Error> {
        let head = self.head();
        head.seats().check_resign(seat, head.finished())?;
        Ok(vec![Self::resigned(seat)])
    }
    /// Applies one event. Events this engine decided always fit; an error
    /// means the log was written by something else.
    fn evolve(&mut self, event: &Self::Event) -> Result<(), &'static str>;
    /// What chance does next, if it is chance's move.
    fn chance(&self) -> Option<Self::Event>;
    /// Drops what the state keeps only to show and explain the game (its
    /// scoring records), which no rule reads, and keeps none from now on:
    /// for the copies bots look ahead in, cheaper to make and to play in.
    fn forget_records(&mut self) {
        self.head_mut().forget_records();
    }
    /// The difficulty level of a co-operative game, by which the service
    /// keeps its team records; none for a competitive one.
    fn team_level(&self) -> Option<u8> {
        None
    }
    /// Replaces the order of every hidden supply by a random order of the
    /// same tiles ([`TileBag::redeal`](super::bag::TileBag::redeal)): a
    /// world consistent with what the players know, for bots to look ahead in.
    fn redeal(&mut self, rng: &mut GameRng);

    /// Creates a game: the creation event, the state after it, and what
    /// chance deals before the first decision. Returns every event to store.
    fn new_game(options: Self::Options, order: TileOrder) -> Result<(Self, Vec<Self::Event>), SetupError> {
        // Only new games: logs written before the check keep replaying.
        order.check_box(Self::catalog(), &Self::supplies(&options)?)?;
        order.check_piles(Self::piles(&options)?)?;
        let mut state = Self::setup(options.clone(), &order)?;
        let mut events = vec![Self::creation(options, order)];
        state.run_chance(&mut events).map_err(SetupError::Unfit)?;
        Ok((state, events))
    }

    /// Rebuilds a game from a log this engine wrote (trusted: events are
    /// applied, not decided again).
    fn replay(events: &[Self::Event]) -> Result<Self, ReplayError> {
        let (options, order) = events.first().and_then(Self::as_creation).ok_or(ReplayError::NotCreated)?;
        let mut state = Self::setup(options.clone(), order)?;
        for (index, event) in events.iter().enumerate().skip(1) {
            state.evolve(event).map_err(|reason| ReplayError::Inconsistent { index, reason })?;
        }
        Ok(state)
    }

    /// Rebuilds a game from a log that anyone may have written: every
    /// player event must be what deciding its command produces, every chance
    /// event what the seed or fixed order deals, in the order of the log.
    /// Returns the state and, for every event, whether it follows from the
    /// rules without a choice (chance, a skipped step) rather than records one.
    fn verify(events: &[Self::Event]) -> Result<(Self, Vec<bool>), LogError> {
        let (options, order) = events.first().and_then(Self::as_creation).ok_or(LogError::NotCreated)?;
        let (mut state, dealt) = Self::new_game(options.clone(), order.clone()).map_err(LogError::Setup)?;
        let mut automatic = vec![false; events.len()];
        let mut at = expect(events, 0, &dealt, |index| LogError::NotDealt { index })?;
        mark_automatic(&mut automatic, 1, at);
        while let Some(event) = events.get(at) {
            let action = Self::action_of(event).ok_or(LogError::NotDealt { index: at })?;
            let decided = match action {
                Action::Command(command) => {
                    let seat = state.status().deciders().first().copied().unwrap_or(Seat(0));
                    state.decide(seat, &command)
                }
                Action::Resign(seat) => state.decide_resign(seat),
            }
            .map_err(|e| LogError::Illegal {
                index: at,
                code: e.code(),
                rule: e.rule(),
                reason: e.to_string(),
            })?;
            let start = at;
            if decided.is_empty() {
                return Err(LogError::NotDecided { index: at });
            }
            at = expect(events, at, &decided, |index| LogError::NotDecided { index })?;
            let mut dealt = Vec::new();
            state.apply(&decided).map_err(|_| LogError::NotDecided { index: start })?;
            state.run_chance(&mut dealt).map_err(|_| LogError::NotDealt { index: at })?;
            at = expect(events, at, &dealt, |index| LogError::NotDealt { index })?;
            mark_automatic(&mut automatic, start + 1, at);
        }
        Ok((state, automatic))
    }

    /// The event as anyone may see it while the game runs: the creation
    /// event's seed or fixed order is replaced by [`TileOrder::Secret`].
    fn public(event: &Self::Event) -> Self::Event {
        match Self::as_creation(event) {
            Some((options, order)) => Self::creation(options.clone(), order.public()),
            None => event.clone(),
        }
    }

    /// The seed of a seeded game's creation event.
    fn seed(event: &Self::Event) -> Option<Seed> {
        match Self::as_creation(event) {
            Some((_, TileOrder::Seeded { seed })) => Some(*seed),
            _ => None,
        }
    }

    /// Applies events in order; stops at the first that does not fit.
    fn apply(&mut self, events: &[Self::Event]) -> Result<(), &'static str> {
        events.iter().try_for_each(|event| self.evolve(event))
    }

    /// Applies chance events until a player has to decide; appends them.
    /// An event chance deals that the rules then refuse is a defect of the
    /// rule set: [`Unfit`], and nothing more is dealt.
    fn run_chance(&mut self, events: &mut Vec<Self::Event>) -> Result<(), Unfit> {
        self.run_chance_with(events, &mut |state, event| state.evolve(event))
    }

    /// [`Rules::run_chance`], each event applied by `apply`.
    fn run_chance_with<F>(&mut self, events: &mut Vec<Self::Event>, apply: &mut F) -> Result<(), Unfit>
    where
        F: FnMut(&mut Self, &Self::Event) -> Result<(), &'static str>,
    {
        while let Some(event) = self.chance() {
            apply(self, &event).map_err(|reason| Unfit { index: events.len(), reason })?;
            events.push(event);
        }
        Ok(())
    }

    /// Decides and applies `command`, then lets chance deal. Returns every
    /// new event; when the command is illegal, the state is unchanged.
    fn play(&mut self, seat: Seat, command: &Self::Command) -> Result<Vec<Self::Event>, PlayError<Self::Error>> {
        let decided = self.decide(seat, command).map_err(PlayError::Illegal)?;
        Ok(self.commit(decided)?)
    }

    /// Resigns `seat`, then lets chance deal if the turn passed on.
    fn resign(&mut self, seat: Seat) -> Result<Vec<Self::Event>, PlayError<Self::Error>> {
        let decided = self.decide_resign(seat).map_err(PlayError::Illegal)?;
        Ok(self.commit(decided)?)
    }

    /// Applies events [`Rules::decide`] produced, checking each, then
    /// lets chance deal; returns them all. An event the rules refuse is a
    /// defect of the rule set ([`Unfit`]): nothing of it may be stored,
    /// and the state, left part-way, must be dropped.
    fn commit(&mut self, events: Vec<Self::Event>) -> Result<Vec<Self::Event>, Unfit> {
        self.commit_with(events, &mut |state, event| state.evolve(event))
    }

    /// [`Rules::commit`], each event (decided or dealt) applied by `apply`.
    fn commit_with<F>(&mut self, mut events: Vec<Self::Event>, apply: &mut F) -> Result<Vec<Self::Event>, Unfit>
    where
        F: FnMut(&mut Self, &Self::Event) -> Result<(), &'static str>,
    {
        for (index, event) in events.iter().enumerate() {
            apply(self, event).map_err(|reason| Unfit { index, reason })?;
        }
        self.run_chance_with(&mut events, apply)?;
        Ok(events)
    }

    /// The seat that decides next when one seat does (the first of a team).
    fn to_move(&self) -> Option<Seat> {
        self.status().deciders().first().copied()
    }
}

/// What the rules derive from an event: points scored, figures returned,
/// tiles set aside, ... Implemented in the rule set's `effects.rs`.
pub trait Consequences: Rules {
    /// A consequence the rules derived from an event. Derived on replay and
    /// never stored, so that the log records facts only.
    type Effect: Serialize;
    /// What [`Consequences::effects`] compares the state after an event
    /// with: the parts of the state before it that consequences change.
    type Before;

    /// The parts of the state that an event's consequences change, taken
    /// before it for [`Consequences::effects`] (cheaply: never the board).
    fn before(&self) -> Self::Before;
    /// What the rules derived from `event`, which turned the state that
    /// `before` was taken of into `self`: the consequences it does not
    /// state itself.
    fn effects(&self, before: Self::Before, event: &Self::Event) -> Vec<Self::Effect>;
}

/// What the seat to move may do. Implemented in the rule set's `legal.rs`.
pub trait Moves: Rules {
    /// The legal moves of the current decision.
    type LegalMoves: Serialize;

    /// Every legal command of the seat to move, in an order that depends
    /// only on the game so far.
    fn legal_commands(&self) -> Vec<Self::Command>;
    /// The legal moves of the current decision, with previews.
    fn legal_moves(&self) -> Self::LegalMoves;
}

/// What anyone may see of a game. Implemented in the rule set's `view.rs`.
pub trait Presentation: Rules {
    /// The public state: everything anyone may see, nothing of the order of
    /// the remaining tiles.
    type View: Serialize;
    /// A feature as the view shows it.
    type Feature: Serialize + PartialEq + Headed + Send + Sync + 'static;

    /// The public view.
    fn view(&self) -> Self::View {
        self.view_reusing(&mut |_| None)
    }
    /// The public view, each of its features with the JSON `reuse` has for
    /// its summary, if any: those are listed as summaries, without tiles
    /// and regions ([`Features::listing`]).
    fn view_reusing(&self, reuse: Reuse<'_, Self::Feature>) -> Self::View;
    /// The features `view` lists, whose JSON a serializer may put ready
    /// made ([`Features`]).
    fn features_of(view: &mut Self::View) -> &mut Features<Self::Feature>;
    /// What a picture of the board shows (see [`Picture`](super::picture::Picture)).
    fn picture(&self) -> super::picture::Picture;
}

/// How good a position is, as bots count it. Implemented where the rule
/// set scores the end of a game (`scoring.rs`, or Mists' `rating.rs`).
pub trait Rating: Rules {
    /// Scores what the end of the game scores (features left open, fields,
    /// ...) and takes the figures home; the game is then over.
    fn final_scoring(&mut self);
    /// How good the position is for `seat`: in a competitive game,
    /// `seat`'s score if the game ended now minus the best other seat's; a
    /// co-operative one rates the team's prospects instead. Reads nothing
    /// hidden.
    fn rate(&self, seat: Seat) -> i32 {
        self.clone().into_rating(seat)
    }
    /// [`rate`](Rating::rate) of a state nobody needs afterwards: the final
    /// scoring is projected in place, without a copy.
    fn into_rating(mut self, seat: Seat) -> i32 {
        if !self.head().finished() {
            self.final_scoring();
        }
        let seats = self.head().seats();
        seats.margin(seats.scores(), seat)
    }
    /// What an analysis compares decisions by ([`crate::analysis`]), in
    /// points: by default [`into_rating`](Rating::into_rating), a margin in
    /// points. A rating in other units, or whose outcomes outweigh any
    /// score, says it in points here.
    fn into_points(self, seat: Seat) -> f64 {
        f64::from(self.into_rating(seat))
    }
}

/// A rule set: its [`Rules`], and what the engine does with them and with
/// its other parts. Implemented for every type that has them all.
pub trait RuleSet: Rules + Consequences + Moves + Presentation + Rating {
    /// Applies one event, like [`Rules::evolve`], and says what the
    /// rules derived from it ([`Consequences::effects`]).
    fn evolve_noting(&mut self, event: &Self::Event) -> Result<Vec<Self::Effect>, &'static str> {
        let before = self.before();
        self.evolve(event)?;
        Ok(self.effects(before, event))
    }

    /// [`Rules::commit`], saying what the rules derived from each event
    /// ([`Consequences::effects`]): the events and their effects, in order.
    fn commit_noting(&mut self, events: Vec<Self::Event>) -> Result<Noted<Self>, Unfit> {
        let mut effects = Vec::with_capacity(events.len() + 1);
        let events =
            self.commit_with(events, &mut |state, event| state.evolve_noting(event).map(|noted| effects.push(noted)))?;
        Ok((events, effects))
    }
}

impl<G: Rules + Consequences + Moves + Presentation + Rating> RuleSet for G {}

/// Marks events `from..to` as automatic.
fn mark_automatic(automatic: &mut [bool], from: usize, to: usize) {
    if let Some(events) = automatic.get_mut(from..to) {
        events.fill(true);
    }
}

/// The position after `expected` in `events` from `at`, or `error` at the
/// first event that differs (or is missing).
fn expect<E: PartialEq>(
    events: &[E],
    at: usize,
    expected: &[E],
    error: impl Fn(usize) -> LogError,
) -> Result<usize, LogError> {
    for (offset, event) in expected.iter().enumerate() {
        if events.get(at + offset) != Some(event) {
            return Err(error(at + offset));
        }
    }
    Ok(at + expected.len())
}

/// Events committed with what the rules derived from each, in order
/// ([`RuleSet::commit_noting`]).
pub type Noted<G> = (Vec<<G as Rules>::Event>, Vec<Vec<<G as Consequences>::Effect>>);

/// Why [`Rules::play`] or [`Rules::resign`] did not happen.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum PlayError<E> {
    /// The rules refuse the command (the state is unchanged).
    #[error(transparent)]
    Illegal(E),
    /// The rules refuse an event they made of it: a defect ([`Unfit`]).
    #[error(transparent)]
    Unfit(#[from] Unfit),
}

impl<E: Refusal> PlayError<E> {
    /// The refusal's stable code (`unfit_event` for a defect).
    pub fn code(&self) -> &'static str {
        match self {
            PlayError::Illegal(e) => e.code(),
            PlayError::Unfit(_) => "unfit_event",
        }
    }

    /// The rule that refuses the command (none for a defect).
    pub fn rule(&self) -> &'static str {
        match self {
            PlayError::Illegal(e) => e.rule(),
            PlayError::Unfit(_) => "",
        }
    }
}

/// Why a log from outside (an import) is refused. Indices are positions in
/// the log from 0; messages name the sequence number (index + 1).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LogError {
    /// A log starts with exactly one creation event.
    #[error("event 1 is not game_created")]
    NotCreated,
    /// The creation event describes no playable game.
    #[error("event 1 describes no playable game: {0}")]
    Setup(SetupError),
    /// Chance deals something else here (or nothing: a player decides).
    #[error("event {} is not what chance deals at that point", index + 1)]
    NotDealt {
        /// Position in the log.
        index: usize,
    },
    /// The event records a command the rules refuse.
    #[error("event {} records an illegal move: {reason}", index + 1)]
    Illegal {
        /// Position in the log.
        index: usize,
        /// The refusal's code.
        code: &'static str,
        /// The rule that refuses it.
        rule: &'static str,
        /// Why.
        reason: String,
    },
    /// The command's events are not these (an event left out, added, or changed).
    #[error("event {} is not what the move before it decides", index + 1)]
    NotDecided {
        /// Position in the log.
        index: usize,
    },
}

impl LogError {
    /// Position in the log of the event refused (0: the creation event).
    pub fn index(&self) -> usize {
        match self {
            LogError::NotCreated | LogError::Setup(_) => 0,
            LogError::NotDealt { index } | LogError::Illegal { index, .. } | LogError::NotDecided { index } => *index,
        }
    }
}

/// One legal command of the player to move, uniformly chosen.
pub fn random_command<G: RuleSet>(state: &G, rng: &mut GameRng) -> Option<G::Command> {
    let commands = state.legal_commands();
    let n = u32::try_from(commands.len()).ok()?;
    (n > 0).then(|| commands[rng.below(n) as usize])
}

/// Plays random legal commands until nobody can move, appending the events
/// to `log`; `None` if a chosen command was refused (a bug).
pub fn play_out<G: RuleSet>(state: &mut G, log: &mut Vec<G::Event>, rng: &mut GameRng) -> Option<()> {
    while let Some(command) = random_command(state, rng) {
        let seat = state.to_move()?;
        log.extend(state.play(seat, &command).ok()?);
    }
    Some(())
}

/// Plays a seeded game with random choices to the end: supplies from
/// `seed`, choices from a generator keyed by `choices`. Returns the final
/// state and the whole log.
pub fn random_game<G: RuleSet>(options: G::Options, seed: Seed, choices: Seed) -> Option<(G, Vec<G::Event>)> {
    let (mut state, mut log) = G::new_game(options, TileOrder::Seeded { seed }).ok()?;
    play_out(&mut state, &mut log, &mut GameRng::new(choices))?;
    Some((state, log))
}
