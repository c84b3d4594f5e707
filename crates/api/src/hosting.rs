//! A rule set as the service drives it: JSON in, JSON out, no rule-set
//! types. [`Host`] adapts any [`RuleSet`] that is also `Documented` (what
//! the API shows of it beyond its rules) to [`Hosted`] (the rule set) and
//! [`HostedGame`] (one game of it); the registry lists the hosted ones.
//!
//! Trait objects over JSON rather than an enum of rule sets: the use cases
//! never name a rule set, adding one is one entry in the registry, and the
//! cost is one virtual call per request and the JSON the API exchanges
//! anyway (views and legal moves are serialized once, straight from the
//! rule set's types).

use super::documented::Documented;
use super::grouping::Grouped;
use super::internal::Internal;
use super::model::JudgedDecision;
use super::schemas::{Schemas, add, add_examples, add_view};
use super::view_memo::{self, ViewMemo};
use crate::render;
use engine::analysis;
use engine::bot::{self, Level};
use engine::catalog::{Catalog, CatalogError};
use engine::feature_list::Features;
use engine::order::TileOrder;
use engine::rng::Seed;
use engine::ruleset::{LogError, Refusal, RuleSet};
use engine::seat::Seat;
use engine::setup::{SetupError, Unfit};
use engine::status::Status;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;
use serde_json::value::RawValue;
use std::marker::PhantomData;
use std::ops::RangeInclusive;

/// A request body part that is not valid for the game's rule set.
#[derive(Debug, thiserror::Error)]
#[error("not a valid {what} for rule set {ruleset}: {detail}")]
pub struct InvalidForRuleset {
    /// What was parsed.
    pub what: &'static str,
    /// The rule set.
    pub ruleset: &'static str,
    /// The parser's complaint.
    pub detail: String,
}

/// A move the rules refuse: a stable code, the rule that refuses it, why.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{reason}")]
pub struct Illegal {
    /// Stable machine-readable code.
    pub code: &'static str,
    /// Rule id of the rule set's specification.
    pub rule: &'static str,
    /// Why, in words.
    pub reason: String,
}

impl Illegal {
    fn of(refusal: &impl Refusal) -> Illegal {
        Illegal { code: refusal.code(), rule: refusal.rule(), reason: refusal.to_string() }
    }
}

/// Why a command was not applied.
#[derive(Debug, thiserror::Error)]
pub enum CommandError {
    /// It is not a command of the game's rule set.
    #[error(transparent)]
    Invalid(#[from] InvalidForRuleset),
    /// The rules forbid it now.
    #[error(transparent)]
    Illegal(#[from] Illegal),
    /// Its events could not be recorded.
    #[error(transparent)]
    Internal(#[from] Internal),
}

/// Why a game cannot be set up.
#[derive(Debug, thiserror::Error)]
pub enum SetupFailure {
    /// Options are not valid JSON for the rule set.
    #[error(transparent)]
    Invalid(#[from] InvalidForRuleset),
    /// They are, but describe no playable game, by `rule`.
    #[error("{error}")]
    Setup {
        /// What is wrong.
        error: SetupError,
        /// The rule it breaks.
        rule: &'static str,
    },
    /// The creation could not be recorded.
    #[error(transparent)]
    Internal(#[from] Internal),
}

/// Why an imported log is refused.
#[derive(Debug, thiserror::Error)]
pub enum LogRefusal {
    /// An event is not an event of the rule set.
    #[error("event {}: {error}", index + 1)]
    Invalid {
        /// Position in the log.
        index: usize,
        /// The parser's complaint.
        error: InvalidForRuleset,
    },
    /// The events are not a game the rules and the seed produce.
    #[error("{error}")]
    Forged {
        /// What is wrong, and where.
        error: LogError,
        /// The rule it breaks, when a move or the set-up is illegal.
        rule: Option<&'static str>,
    },
    /// The verified events could not be recorded.
    #[error(transparent)]
    Internal(#[from] Internal),
}

/// An event ready to store.
#[derive(Clone, Debug)]
pub struct Recorded {
    /// Its type (`tile_placed`, ...).
    pub event_type: String,
    /// The whole event, secrets included.
    pub payload: Value,
    /// Whether it follows from the rules (chance, a skipped step) rather
    /// than records a choice.
    pub automatic: bool,
    /// What the rules derived from it, as a JSON list (served, not stored).
    pub effects: Box<RawValue>,
}

/// What `GET /v1/rulesets` says of a rule set.
#[derive(Clone, Debug)]
pub struct Description {
    /// Name for people.
    pub name: &'static str,
    /// What it covers.
    pub description: &'static str,
    /// Allowed number of players.
    pub players: RangeInclusive<u8>,
    /// The second tile supply, if any.
    pub second_supply: Option<&'static str>,
    /// Whether its players play together against the game.
    pub co_operative: bool,
    /// Rule-set-specific parameter tables, or `null`.
    pub parameters: Value,
    /// The JSON schema of its options.
    pub options: Value,
    /// The schemas its options' schema refers to, by name (`{"AbbeyMayor": ...}`).
    pub option_schemas: Value,
    /// Its options as a game for the fewest players gets them: the value
    /// of each that is left out.
    pub defaults: Value,
    /// Each group of options (an object) as it is when given empty: the
    /// value of each of its parts that is left out.
    pub group_defaults: Value,
}

/// The rule-set-dependent kinds of API values.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// Game options.
    Options,
    /// A command.
    Command,
    /// An event.
    Event,
    /// A consequence of an event.
    Effect,
    /// The public view.
    View,
    /// The legal moves.
    LegalMoves,
    /// The legal moves with each cell's placements grouped
    /// ([`super::grouping`]); its schema is derived from `LegalMoves`'.
    GroupedMoves,
}

/// A rule set's API types for the document.
pub struct RulesetSchemas {
    /// Prefix of its schema names (`Classic`).
    pub prefix: &'static str,
    /// The schema name of each part, before prefixing.
    pub roots: Vec<(Part, String)>,
    /// Every schema the parts use, by name before prefixing.
    pub schemas: Schemas,
}

/// A command and the events it recorded, as JSON.
pub type CommandExample = (Value, Vec<Value>);

/// A rule set as the service sees it.
pub trait Hosted: Sync {
    /// Stable id (`classic`).
    fn id(&self) -> &'static str;
    /// What it is.
    fn describe(&self) -> Description;
    /// Its tile catalog.
    fn catalog(&self) -> &'static Catalog;
    /// Whether its compiled-in catalog parses.
    fn check_catalog(&self) -> Result<(), CatalogError>;
    /// Sets a game up from `options` and `order`: the game and the
    /// creation event with what chance deals first.
    fn start(&self, options: &Value, order: TileOrder) -> Result<(Box<dyn HostedGame>, Vec<Recorded>), SetupFailure>;
    /// Rebuilds a game from a log this service wrote.
    fn replay(&self, log: &mut dyn Iterator<Item = &Value>) -> Result<Box<dyn HostedGame>, String>;
    /// Rebuilds a game from a log from outside, deciding every move again.
    fn verify(&self, log: &[Value]) -> Result<(Box<dyn HostedGame>, Vec<Recorded>), LogRefusal>;
    /// Judges the decisions of `log`, a game this service wrote, made by
    /// the seats `judged` accepts ([`analysis::analyse`]): from log index
    /// `from` on while `keep_going(judged so far)` says yes, the one at
    /// index `i` with `seed_of(i)`; with the index to go on from, `None`
    /// once the log is done.
    fn analyse(
        &self,
        log: &[Value],
        from: usize,
        keep_going: &mut dyn FnMut(usize) -> bool,
        seed_of: &dyn Fn(usize) -> Seed,
        judged: &dyn Fn(Seat) -> bool,
    ) -> Result<(Vec<JudgedDecision>, Option<usize>), Internal>;
    /// A stored event as clients may see it: while the game runs (`reveal`
    /// false) the creation event's seed or fixed order is hidden.
    fn show(&self, payload: &Value, reveal: bool) -> Result<Box<RawValue>, InvalidForRuleset>;
    /// The seed of a seeded game's creation event.
    fn seed(&self, created: &Value) -> Option<Seed>;
    /// The options of a creation event.
    fn options(&self, created: &Value) -> Option<Value>;
    /// The prefix of its schema names in the document (`Classic`).
    fn schema_prefix(&self) -> &'static str;
    /// Its API types, each kind of command with its example among
    /// `examples` ([`RulesetId::examples`](super::registry::RulesetId::examples)).
    fn schemas(&self, examples: &[CommandExample]) -> RulesetSchemas;
    /// An example of every kind of command, with the events it recorded
    /// (as clients see them), from seeded games.
    fn command_examples(&self) -> Result<Vec<CommandExample>, Internal>;
}

/// One game of a hosted rule set.
pub trait HostedGame: Send + Sync {
    /// A copy to play on (the replay cache keeps the original).
    fn duplicate(&self) -> Box<dyn HostedGame>;
    /// Applies stored events that follow the ones this state was built
    /// from (a cached state catching up with the log).
    fn resume(&mut self, log: &mut dyn Iterator<Item = &Value>) -> Result<(), String>;
    /// Applies the stored event that follows the ones this state was built
    /// from, and says what the rules derived from it, as a JSON list.
    fn follow(&mut self, payload: &Value) -> Result<Box<RawValue>, String>;
    /// Who decides next, or how the game ended.
    fn status(&self) -> Status;
    /// Number of seats.
    fn seats(&self) -> u8;
    /// The level of a co-operative game (its team records are kept by
    /// level); none for a competitive one.
    fn team_level(&self) -> Option<u8>;
    /// Whether `seat` still plays: the game runs and the seat has not
    /// resigned (it could resign now).
    fn still_plays(&self, seat: Seat) -> bool;
    /// Whether `command` by `seat` is legal now; changes nothing.
    fn check(&self, seat: Seat, command: &Value) -> Result<(), CommandError>;
    /// Applies `command` by `seat` and lets chance deal; the events to store.
    fn play(&mut self, seat: Seat, command: &Value) -> Result<Vec<Recorded>, CommandError>;
    /// Resigns `seat` and lets chance deal; the events to store.
    fn resign(&mut self, seat: Seat) -> Result<Vec<Recorded>, CommandError>;
    /// The public view, as JSON, serialized whole (nothing kept).
    fn view(&self) -> Result<Box<RawValue>, serde_json::Error>;
    /// The public view, as JSON, with the JSON of the features that are as
    /// they were in `earlier` (what the view of an earlier state of the
    /// game kept: of a state this one was played from, never of another
    /// line of play) taken from there; and what to keep of this view for
    /// the next state's.
    fn view_after(&self, earlier: Option<&ViewMemo>) -> Result<(Box<RawValue>, ViewMemo), serde_json::Error>;
    /// The legal moves of the current decision, as JSON.
    fn legal_moves(&self) -> Result<Box<RawValue>, serde_json::Error>;
    /// Every legal command of the current decision, as a JSON list.
    fn legal_commands(&self) -> Result<Box<RawValue>, serde_json::Error>;
    /// The board as an SVG picture.
    fn board_svg(&self) -> String;
    /// What a bot of `level` plays now for the seat (or team) to move, with
    /// how it would go on with the turn and up to `others` commands it
    /// ranked below; the search stops early once `keep_going` says no.
    /// `None` when nobody is to move.
    fn advise(
        &self,
        level: Level,
        seed: Seed,
        others: usize,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> Result<Option<Advice>, Internal>;
    /// Lets a bot of `level` decide for `seat` and plays its choice as
    /// [`HostedGame::play`] would, the command staying the rule set's own
    /// (never JSON); `None` when nobody is to move.
    fn play_bot(
        &mut self,
        seat: Seat,
        level: Level,
        seed: Seed,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> Option<Result<Vec<Recorded>, CommandError>>;
}

/// A bot's advice for the seat to move: its command and estimate, the
/// decisions it would take next in the same turn, and the commands it
/// ranked below, with their estimates.
#[derive(Debug, Clone, PartialEq)]
pub struct Advice {
    /// The command it plays.
    pub command: Value,
    /// Its estimate, in the rule set's rating.
    pub value: f64,
    /// The rest of the turn as it would play it (before chance deals).
    pub then: Vec<Value>,
    /// Commands ranked below, best first, with their estimates.
    pub others: Vec<(Value, f64)>,
}

/// Decisions of one turn that advice follows a command with, at most: a
/// turn has at most a figure and a barn or wagon after its tile.
const MOST_FOLLOWING: usize = 3;

/// Hosts rule set `G`.
pub struct Host<G>(PhantomData<fn() -> G>);

impl<G> Host<G> {
    /// The host of `G`.
    pub const NEW: Host<G> = Host(PhantomData);
}

/// A game of `G`.
struct Played<G>(G);

impl<G: RuleSet> Played<G> {
    /// Commits what `decide` or `decide_resign` decided: the events to
    /// record, with what chance dealt after them.
    fn decided(&mut self, decided: Result<Vec<G::Event>, G::Error>) -> Result<Vec<Recorded>, CommandError> {
        let decided = decided.map_err(|e| Illegal::of(&e))?;
        let (events, effects) = self.0.commit_noting(decided).map_err(unfit_event::<G>)?;
        Ok(record::<G>(&events, &effects, after_the_first)?)
    }
}

fn parse<T: DeserializeOwned>(
    value: &Value,
    what: &'static str,
    ruleset: &'static str,
) -> Result<T, InvalidForRuleset> {
    T::deserialize(value).map_err(|e| InvalidForRuleset { what, ruleset, detail: e.to_string() })
}

/// `events` ready to store, with `effects`, what the rules derived from
/// each; `automatic(i)` says whether event `i` follows from the rules
/// rather than records a choice.
fn record<G: RuleSet>(
    events: &[G::Event],
    effects: &[Vec<G::Effect>],
    automatic: impl Fn(usize) -> bool,
) -> Result<Vec<Recorded>, Internal> {
    if effects.len() != events.len() {
        return Err(Internal::new(format!(
            "{} {} events with {} lists of effects",
            events.len(),
            G::ID,
            effects.len()
        )));
    }
    let mut recorded = Vec::with_capacity(events.len());
    for (index, (event, effects)) in events.iter().zip(effects).enumerate() {
        let payload = serde_json::to_value(event).map_err(|e| Internal::serializing("an event", &e))?;
        let event_type = payload.get("type").and_then(Value::as_str).map(str::to_owned);
        let event_type = event_type.ok_or_else(|| Internal::new(format!("a {} event without its type", G::ID)))?;
        let effects = to_raw(effects).map_err(|e| Internal::serializing("an event's effects", &e))?;
        recorded.push(Recorded { event_type, payload, automatic: automatic(index), effects });
    }
    Ok(recorded)
}

/// The effects of a log played from its creation (a new game, an
/// import): none for the creation itself.
fn effects_from_creation<G: RuleSet>(events: &[G::Event]) -> Result<Vec<Vec<G::Effect>>, Internal> {
    let (Some(created), Some(later)) = (events.get(..1), events.get(1..)) else {
        return Ok(Vec::new());
    };
    let mut state = G::replay(created).map_err(|e| Internal::caused(format!("replaying a {} log", G::ID), e))?;
    let mut effects = vec![Vec::new()];
    for event in later {
        let noted =
            state.evolve_noting(event).map_err(|e| Internal::new(format!("a {} event does not apply: {e}", G::ID)))?;
        effects.push(noted);
    }
    Ok(effects)
}

/// What follows the first event of a command (or of a game's creation).
fn after_the_first(index: usize) -> bool {
    index > 0
}

fn setup_failure<G: RuleSet>(error: SetupError) -> SetupFailure {
    if let SetupError::Unfit(unfit) = error {
        return SetupFailure::Internal(unfit_event::<G>(unfit));
    }
    let rule = G::setup_rule(&error);
    SetupFailure::Setup { error, rule }
}

/// An event the rules made and then refused: a defect of rule set `G`,
/// answered as an internal failure, and nothing is appended.
fn unfit_event<G: RuleSet>(unfit: Unfit) -> Internal {
    Internal::caused(format!("rule set {}", G::ID), unfit)
}

/// Each option of `O` that is a group (an object) as it is when given
/// empty, by name; options that are not groups refuse `{}`.
fn group_defaults<O: serde::de::DeserializeOwned + serde::Serialize + utoipa::PartialSchema>(players: u8) -> Value {
    let schema = serde_json::to_value(O::schema()).unwrap_or_default();
    let names = schema["properties"].as_object().map(|p| p.keys().cloned().collect()).unwrap_or_else(Vec::new);
    names
        .into_iter()
        .filter_map(|name| {
            let options =
                serde_json::from_value::<O>(serde_json::json!({ "players": players, name.as_str(): {} })).ok()?;
            let group = serde_json::to_value(options).ok()?.get(&name).filter(|g| g.is_object())?.clone();
            Some((name, group))
        })
        .collect()
}

impl<G: Documented> Hosted for Host<G> {
    fn id(&self) -> &'static str {
        G::ID
    }

    fn describe(&self) -> Description {
        Description {
            name: G::NAME,
            description: G::DESCRIPTION,
            players: G::PLAYERS,
            second_supply: G::SECOND_SUPPLY,
            co_operative: G::CO_OPERATIVE,
            parameters: G::parameters(),
            options: serde_json::to_value(<G::Options as utoipa::PartialSchema>::schema()).unwrap_or_default(),
            option_schemas: {
                let mut used = Vec::new();
                <G::Options as utoipa::ToSchema>::schemas(&mut used);
                used.into_iter()
                    .map(|(name, schema)| (name, serde_json::to_value(schema).unwrap_or_default()))
                    .collect()
            },
            defaults: serde_json::from_value::<G::Options>(serde_json::json!({ "players": G::PLAYERS.start() }))
                .and_then(serde_json::to_value)
                .unwrap_or(Value::Null),
            group_defaults: group_defaults::<G::Options>(*G::PLAYERS.start()),
        }
    }

    fn catalog(&self) -> &'static Catalog {
        G::catalog()
    }

    fn check_catalog(&self) -> Result<(), CatalogError> {
        G::check_catalog()
    }

    fn start(&self, options: &Value, order: TileOrder) -> Result<(Box<dyn HostedGame>, Vec<Recorded>), SetupFailure> {
        let options = parse::<G::Options>(options, "options", G::ID)?;
        let (state, events) = G::new_game(options, order).map_err(setup_failure::<G>)?;
        let effects = effects_from_creation::<G>(&events)?;
        Ok((Box::new(Played(state)), record::<G>(&events, &effects, after_the_first)?))
    }

    fn replay(&self, log: &mut dyn Iterator<Item = &Value>) -> Result<Box<dyn HostedGame>, String> {
        let events = log
            .map(|payload| parse::<G::Event>(payload, "event", G::ID))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| e.to_string())?;
        Ok(Box::new(Played(G::replay(&events).map_err(|e| e.to_string())?)))
    }

    fn analyse(
        &self,
        log: &[Value],
        from: usize,
        keep_going: &mut dyn FnMut(usize) -> bool,
        seed_of: &dyn Fn(usize) -> Seed,
        judged: &dyn Fn(Seat) -> bool,
    ) -> Result<(Vec<JudgedDecision>, Option<usize>), Internal> {
        let events = log
            .iter()
            .map(|payload| parse::<G::Event>(payload, "event", G::ID))
            .collect::<Result<Vec<_>, _>>()
            .map_err(|e| Internal::caused(format!("reading a stored {} log", G::ID), e))?;
        let (judgements, next) =
            analysis::analyse::<G>(&events, from, keep_going, analysis::Budget::standard, seed_of, judged)
                .map_err(|e| Internal::caused(format!("analysing a stored {} log", G::ID), e))?;
        let json =
            |command: &G::Command| serde_json::to_value(command).map_err(|e| Internal::serializing("a command", &e));
        let decisions = judgements
            .iter()
            .map(|j| {
                Ok(JudgedDecision {
                    seq: i32::try_from(j.index + 1).map_err(|_| Internal::new("a log longer than i32"))?,
                    seat: j.seat.0,
                    made: json(&j.made)?,
                    best: json(&j.best)?,
                    made_value: j.made_value,
                    best_value: j.best_value,
                    label: j.label,
                })
            })
            .collect::<Result<_, Internal>>()?;
        Ok((decisions, next))
    }

    fn verify(&self, log: &[Value]) -> Result<(Box<dyn HostedGame>, Vec<Recorded>), LogRefusal> {
        let events = log
            .iter()
            .enumerate()
            .map(|(index, payload)| {
                parse::<G::Event>(payload, "event", G::ID).map_err(|error| LogRefusal::Invalid { index, error })
            })
            .collect::<Result<Vec<_>, _>>()?;
        let (state, automatic) = G::verify(&events).map_err(|error| {
            let rule = match &error {
                LogError::Setup(setup) => Some(G::setup_rule(setup)),
                LogError::Illegal { rule, .. } => Some(*rule),
                LogError::NotCreated | LogError::NotDealt { .. } | LogError::NotDecided { .. } => None,
            };
            LogRefusal::Forged { error, rule }
        })?;
        let effects = effects_from_creation::<G>(&events)?;
        let recorded = record::<G>(&events, &effects, |index| automatic.get(index).copied().unwrap_or(false))?;
        Ok((Box::new(Played(state)), recorded))
    }

    fn show(&self, payload: &Value, reveal: bool) -> Result<Box<RawValue>, InvalidForRuleset> {
        let event = parse::<G::Event>(payload, "event", G::ID)?;
        let shown = if reveal { event } else { G::public(&event) };
        serde_json::value::to_raw_value(&shown).map_err(|e| InvalidForRuleset {
            what: "event",
            ruleset: G::ID,
            detail: e.to_string(),
        })
    }

    fn seed(&self, created: &Value) -> Option<Seed> {
        G::seed(&parse::<G::Event>(created, "event", G::ID).ok()?)
    }

    fn options(&self, created: &Value) -> Option<Value> {
        let event = parse::<G::Event>(created, "event", G::ID).ok()?;
        G::as_creation(&event).and_then(|(options, _)| serde_json::to_value(options).ok())
    }

    fn schema_prefix(&self) -> &'static str {
        G::SCHEMA_PREFIX
    }

    fn schemas(&self, examples: &[CommandExample]) -> RulesetSchemas {
        let mut schemas = Vec::new();
        let options = add::<G::Options>(&mut schemas);
        let command = add::<G::Command>(&mut schemas);
        add_examples(&mut schemas, &command, examples.iter().map(|(command, _)| command.clone()));
        let roots = vec![
            (Part::Options, options),
            (Part::Command, command),
            (Part::Event, add::<G::Event>(&mut schemas)),
            (Part::Effect, add::<G::Effect>(&mut schemas)),
            (Part::View, add_view::<G::View>(&mut schemas, G::ID)),
            (Part::LegalMoves, add::<G::LegalMoves>(&mut schemas)),
            (Part::GroupedMoves, add::<Grouped<G::LegalMoves>>(&mut schemas)),
        ];
        RulesetSchemas { prefix: G::SCHEMA_PREFIX, roots, schemas }
    }

    fn command_examples(&self) -> Result<Vec<CommandExample>, Internal> {
        super::examples::command_examples::<G>()
            .into_iter()
            .map(|(command, events)| {
                let events = events.iter().map(|e| serde_json::to_value(G::public(e)));
                Ok((serde_json::to_value(command)?, events.collect::<Result<_, _>>()?))
            })
            .collect::<Result<_, serde_json::Error>>()
            .map_err(|e| Internal::serializing("a command example", &e))
    }
}

impl<G: RuleSet> Played<G> {
    fn command(&self, command: &Value) -> Result<G::Command, InvalidForRuleset> {
        parse::<G::Command>(command, "command", G::ID)
    }
}

impl<G: RuleSet> HostedGame for Played<G> {
    fn duplicate(&self) -> Box<dyn HostedGame> {
        Box::new(Played(self.0.clone()))
    }

    fn resume(&mut self, log: &mut dyn Iterator<Item = &Value>) -> Result<(), String> {
        for payload in log {
            let event = parse::<G::Event>(payload, "event", G::ID).map_err(|e| e.to_string())?;
            self.0.evolve(&event).map_err(str::to_owned)?;
        }
        Ok(())
    }

    fn status(&self) -> Status {
        self.0.status()
    }

    fn seats(&self) -> u8 {
        self.0.seats()
    }

    fn team_level(&self) -> Option<u8> {
        self.0.team_level()
    }

    fn still_plays(&self, seat: Seat) -> bool {
        self.0.decide_resign(seat).is_ok()
    }

    fn check(&self, seat: Seat, command: &Value) -> Result<(), CommandError> {
        let command = self.command(command)?;
        self.0.decide(seat, &command).map_err(|e| Illegal::of(&e))?;
        Ok(())
    }

    fn play(&mut self, seat: Seat, command: &Value) -> Result<Vec<Recorded>, CommandError> {
        let command = self.command(command)?;
        self.decided(self.0.decide(seat, &command))
    }

    fn resign(&mut self, seat: Seat) -> Result<Vec<Recorded>, CommandError> {
        self.decided(self.0.decide_resign(seat))
    }

    fn play_bot(
        &mut self,
        seat: Seat,
        level: Level,
        seed: Seed,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> Option<Result<Vec<Recorded>, CommandError>> {
        let choice = bot::choose_within(&self.0, level, seed, keep_going)?;
        Some(self.decided(self.0.decide(seat, &choice.command)))
    }

    fn follow(&mut self, payload: &Value) -> Result<Box<RawValue>, String> {
        let event = parse::<G::Event>(payload, "event", G::ID).map_err(|e| e.to_string())?;
        let effects = self.0.evolve_noting(&event).map_err(str::to_owned)?;
        to_raw(&effects).map_err(|e| e.to_string())
    }

    fn view(&self) -> Result<Box<RawValue>, serde_json::Error> {
        to_raw(&self.0.view())
    }

    fn view_after(&self, earlier: Option<&ViewMemo>) -> Result<(Box<RawValue>, ViewMemo), serde_json::Error> {
        let mut reused = 0;
        let mut view = self.0.view_reusing(&mut |summary| view_memo::reuse(earlier, summary, &mut reused));
        view_memo::serialize_the_rest(G::features_of(&mut view))?;
        let json = to_raw(&view)?;
        // A finished game has no next state to keep anything for.
        let kept =
            if self.0.status().is_over() { Features::default() } else { std::mem::take(G::features_of(&mut view)) };
        Ok((json, view_memo::keep(kept, reused)))
    }

    fn legal_moves(&self) -> Result<Box<RawValue>, serde_json::Error> {
        to_raw(&self.0.legal_moves())
    }

    fn legal_commands(&self) -> Result<Box<RawValue>, serde_json::Error> {
        to_raw(&self.0.legal_commands())
    }

    fn board_svg(&self) -> String {
        render::board_svg(G::catalog(), &self.0.picture())
    }

    fn advise(
        &self,
        level: Level,
        seed: Seed,
        others: usize,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> Result<Option<Advice>, Internal> {
        let json =
            |command: &G::Command| serde_json::to_value(command).map_err(|e| Internal::serializing("a command", &e));
        let ranking = bot::rank_within(&self.0, level, seed, others, keep_going);
        let Some((best, worse)) = ranking.split_first() else { return Ok(None) };
        let rest = bot::rest_of_turn(&self.0, level, seed, &best.command, MOST_FOLLOWING, keep_going);
        Ok(Some(Advice {
            command: json(&best.command)?,
            value: best.value,
            then: rest.iter().map(json).collect::<Result<_, _>>()?,
            others: worse
                .iter()
                .map(|choice| Ok((json(&choice.command)?, choice.value)))
                .collect::<Result<_, Internal>>()?,
        }))
    }
}

fn to_raw(value: &impl Serialize) -> Result<Box<RawValue>, serde_json::Error> {
    serde_json::value::to_raw_value(value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::classic;
    use engine::ruleset::{Consequences, Moves, Presentation, Rating, Rules};
    use serde_json::json;

    fn classic() -> &'static dyn Hosted {
        &Host::<classic::GameState>::NEW
    }

    /// A game starts with its creation event (a choice) and the first draw
    /// (automatic); while it runs the creation event hides the order.
    #[test]
    fn started_games_record_choices_and_chance_and_hide_the_order() {
        let order = TileOrder::Fixed { tiles: vec!["base/U".into()], bonus: vec![], any_mix: false, piles: vec![] };
        let (game, events) = classic().start(&json!({"players": 2}), order).unwrap();
        let kinds: Vec<(&str, bool)> = events.iter().map(|e| (e.event_type.as_str(), e.automatic)).collect();
        assert_eq!(kinds, [("game_created", false), ("tile_drawn", true)]);
        assert_eq!(game.status(), Status::ToMove(Seat(0)));
        let shown = classic().show(&events[0].payload, false).unwrap();
        assert!(shown.get().contains(r#""kind":"secret""#), "{shown}");
        assert!(classic().show(&events[0].payload, true).unwrap().get().contains("base/U"));
    }

    /// The classic description lists every expansion as a group with its
    /// parts (all on when given empty) and the player bound with the sixth.
    #[test]
    fn the_classic_expansions_are_groups_with_their_parts() {
        let described = classic().describe();
        assert_eq!(described.players, 2..=6);
        let groups = &described.group_defaults;
        assert_eq!(groups["inns_cathedrals"], json!({"land_tiles": true, "large_followers": true}));
        assert_eq!(groups["traders_builders"], json!({"land_tiles": true, "builders": true, "pigs": true}));
        assert_eq!(groups["river"], json!({}));
        assert_eq!(groups["abbey_mayor"]["barns"], json!(true));
    }

    /// Options that are not the rule set's are invalid input; options that
    /// are but describe no game name the rule they break.
    #[test]
    fn set_up_failures_say_why() {
        let order = || TileOrder::Fixed { tiles: vec![], bonus: vec![], any_mix: false, piles: vec![] };
        assert!(matches!(classic().start(&json!({"players": "two"}), order()), Err(SetupFailure::Invalid(_))));
        let Err(SetupFailure::Setup { rule, .. }) = classic().start(&json!({"players": 7}), order()) else {
            panic!("seven players are refused");
        };
        assert_eq!(rule, "BASE-COMP-3");
        let Err(SetupFailure::Setup { rule, .. }) = classic().start(&json!({"players": 6}), order()) else {
            panic!("six players need Inns & Cathedrals");
        };
        assert_eq!(rule, "IC-SCOPE-2");
    }

    /// A fixed order of two base-game tiles (`base/U`, a straight road).
    fn two_straight_roads() -> TileOrder {
        TileOrder::Fixed { tiles: vec!["base/U".into(), "base/U".into()], bonus: vec![], any_mix: false, piles: vec![] }
    }

    /// A command of the game's rule set is played with what chance deals
    /// after it; one that is not is invalid input; an illegal one names
    /// its rule.
    #[test]
    fn commands_are_parsed_decided_and_recorded() {
        let order = two_straight_roads();
        let (mut game, _) = classic().start(&json!({"players": 2}), order).unwrap();
        let illegal = game.check(Seat(0), &json!({"type": "place_tile", "x": 0, "y": 0, "rotation": 0}));
        assert!(matches!(illegal, Err(CommandError::Illegal(Illegal { rule: "BASE-TILE-1", .. }))), "{illegal:?}");
        let invalid = game.play(Seat(0), &json!({"type": "recall_figure", "x": 0, "y": 0, "region": 0}));
        assert!(matches!(invalid, Err(CommandError::Invalid(_))), "{invalid:?}");
        let placed = game.play(Seat(0), &json!({"type": "place_tile", "x": 1, "y": 0, "rotation": 0})).unwrap();
        assert_eq!(placed.iter().map(|e| e.automatic).collect::<Vec<_>>(), [false]);
        let skipped = game.play(Seat(0), &json!({"type": "skip_figure"})).unwrap();
        let kinds: Vec<(&str, bool)> = skipped.iter().map(|e| (e.event_type.as_str(), e.automatic)).collect();
        assert_eq!(kinds, [("figure_skipped", false), ("tile_drawn", true)]);
    }

    /// The base game with a defect: its rules refuse every figure skipped
    /// that they decide.
    #[derive(Clone, Debug, PartialEq)]
    struct Faulty(classic::GameState);

    type Base = classic::GameState;

    impl Rules for Faulty {
        const ID: &'static str = "faulty";
        const NAME: &'static str = "Faulty";
        const DESCRIPTION: &'static str = "The base game with a defect";
        const PLAYERS: std::ops::RangeInclusive<u8> = Base::PLAYERS;
        const COMMON_RULES: engine::refusal::CommonRules = Base::COMMON_RULES;
        const CATALOG_SOURCE: &'static str = Base::CATALOG_SOURCE;
        type Options = <Base as Rules>::Options;
        type Command = <Base as Rules>::Command;
        type Event = <Base as Rules>::Event;
        type Error = <Base as Rules>::Error;

        fn catalog() -> &'static Catalog {
            Base::catalog()
        }
        fn supplies(options: &Self::Options) -> Result<[Vec<engine::catalog::TileIdx>; 2], SetupError> {
            Base::supplies(options)
        }
        fn setup(options: Self::Options, order: &TileOrder) -> Result<Self, SetupError> {
            Base::setup(options, order).map(Faulty)
        }
        fn creation(options: Self::Options, order: TileOrder) -> Self::Event {
            Base::creation(options, order)
        }
        fn as_creation(event: &Self::Event) -> Option<(&Self::Options, &TileOrder)> {
            Base::as_creation(event)
        }
        fn action_of(event: &Self::Event) -> Option<engine::ruleset::Action<Self::Command>> {
            Base::action_of(event)
        }
        fn resigned(seat: Seat) -> Self::Event {
            Base::resigned(seat)
        }
        fn head(&self) -> &dyn engine::head::Core {
            self.0.head()
        }
        fn head_mut(&mut self) -> &mut dyn engine::head::Core {
            self.0.head_mut()
        }
        fn decide(&self, seat: Seat, command: &Self::Command) -> Result<Vec<Self::Event>, Self::Error> {
            self.0.decide(seat, command)
        }
        fn evolve(&mut self, event: &Self::Event) -> Result<(), &'static str> {
            match event {
                classic::Event::FigureSkipped => Err("a defect, on purpose"),
                _ => self.0.evolve(event),
            }
        }
        fn chance(&self) -> Option<Self::Event> {
            self.0.chance()
        }
        fn redeal(&mut self, rng: &mut engine::rng::GameRng) {
            self.0.redeal(rng);
        }
    }

    impl Consequences for Faulty {
        type Effect = <Base as Consequences>::Effect;
        type Before = <Base as Consequences>::Before;

        fn before(&self) -> Self::Before {
            self.0.before()
        }
        fn effects(&self, before: Self::Before, event: &Self::Event) -> Vec<Self::Effect> {
            self.0.effects(before, event)
        }
    }

    impl Moves for Faulty {
        type LegalMoves = <Base as Moves>::LegalMoves;

        fn legal_commands(&self) -> Vec<Self::Command> {
            self.0.legal_commands()
        }
        fn legal_moves(&self) -> Self::LegalMoves {
            self.0.legal_moves()
        }
    }

    impl Presentation for Faulty {
        type View = <Base as Presentation>::View;
        type Feature = <Base as Presentation>::Feature;

        fn view_reusing(&self, reuse: engine::feature_list::Reuse<'_, Self::Feature>) -> Self::View {
            self.0.view_reusing(reuse)
        }
        fn features_of(view: &mut Self::View) -> &mut engine::feature_list::Features<Self::Feature> {
            Base::features_of(view)
        }
        fn picture(&self) -> engine::picture::Picture {
            self.0.picture()
        }
    }

    impl Rating for Faulty {
        fn final_scoring(&mut self) {
            self.0.final_scoring();
        }
    }

    /// Found: `commit` only asserted, in debug builds, that the rules
    /// accepted the events they decided, so a release build returned (and
    /// the service appended) an event that the next replay refuses. Now
    /// the command fails as an internal failure with the refusal, and no
    /// event comes back to be appended.
    #[test]
    fn an_event_the_rules_refuse_is_an_internal_failure_and_nothing_is_recorded() {
        let order = two_straight_roads();
        let options: classic::Options = serde_json::from_value(json!({"players": 2})).unwrap();
        let (state, _) = Faulty::new_game(options, order).unwrap();
        let mut engine_side = state.clone();
        let mut game = Played(state);
        game.play(Seat(0), &json!({"type": "place_tile", "x": 1, "y": 0, "rotation": 0})).unwrap();
        let refused = game.play(Seat(0), &json!({"type": "skip_figure"}));
        let Err(CommandError::Internal(internal)) = refused else {
            panic!("an internal failure, not events to append: {refused:?}")
        };
        assert_eq!(internal.to_string(), "internal failure: rule set faulty");
        let cause = std::error::Error::source(&internal).map(ToString::to_string);
        assert_eq!(cause.as_deref(), Some("the rules refuse event 0 of their own making: a defect, on purpose"));

        engine_side.play(Seat(0), &classic::Command::PlaceTile { x: 1, y: 0, rotation: 0 }).unwrap();
        let refused = engine_side.play(Seat(0), &classic::Command::SkipFigure);
        assert_eq!(refused, Err(engine::ruleset::PlayError::Unfit(Unfit { index: 0, reason: "a defect, on purpose" })));
    }
}
