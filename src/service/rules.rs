//! The hosted rule sets behind one interface. A game's rule set is chosen
//! at creation and stored with it; everything the use cases need of the
//! engine (set-up, replay, commands, views, legal moves) goes through
//! [`Engine`], which hands each call to that rule set's engine. Requests
//! carry commands and options as JSON that is parsed against the game's
//! rule set.

use super::model::RulesetId;
use crate::engine::players::Seat;
use crate::engine::rng::Seed;
use crate::engine::rules::{CommonError, Rules};
use crate::engine::setup::SetupError;
use crate::engine::{classic, hg};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// A game's state under its rule set.
#[derive(Clone, Debug)]
pub enum Engine {
    /// The base game, with or without Abbey & Mayor.
    Classic(classic::GameState),
    /// Hunters & Gatherers.
    Hg(hg::GameState),
}

/// Options of any rule set: `Options` for `classic`, `HgOptions` for
/// `hunters-gatherers` (documentation type; requests are parsed against
/// the game's rule set).
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum AnyOptions {
    /// `classic`.
    Classic(classic::Options),
    /// `hunters-gatherers`.
    Hg(hg::Options),
}

/// A command of any rule set: `Command` for `classic`, `HgCommand` for
/// `hunters-gatherers`; it is parsed against the game's rule set.
#[derive(Clone, Copy, Debug, Serialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum AnyCommand {
    /// `classic`.
    Classic(classic::Command),
    /// `hunters-gatherers`.
    Hg(hg::Command),
}

/// An event of any rule set: `Event` for `classic`, `HgEvent` for
/// `hunters-gatherers`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum AnyEvent {
    /// `classic`.
    Classic(classic::Event),
    /// `hunters-gatherers`.
    Hg(hg::Event),
}

/// The public state of a game of any rule set.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum AnyView {
    /// `classic`.
    Classic(classic::GameView),
    /// `hunters-gatherers`.
    Hg(hg::GameView),
}

/// The legal moves of a game of any rule set.
#[derive(Debug, Serialize, utoipa::ToSchema)]
#[serde(untagged)]
pub enum AnyLegalMoves {
    /// `classic`.
    Classic(classic::LegalMoves),
    /// `hunters-gatherers`.
    Hg(hg::LegalMoves),
}

/// An illegal command under any rule set.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum AnyRuleError {
    /// `classic`.
    #[error(transparent)]
    Classic(#[from] classic::RuleError),
    /// `hunters-gatherers`.
    #[error(transparent)]
    Hg(#[from] hg::RuleError),
}

impl AnyRuleError {
    /// The rule id of `docs/rules/` that refuses the command.
    pub fn rule(&self) -> &'static str {
        match self {
            AnyRuleError::Classic(e) => e.rule(),
            AnyRuleError::Hg(e) => e.rule(),
        }
    }

    /// A stable machine-readable code.
    pub fn code(&self) -> &'static str {
        match self {
            AnyRuleError::Classic(e) => e.code(),
            AnyRuleError::Hg(e) => e.code(),
        }
    }
}

/// A request body part that is not valid for the game's rule set.
#[derive(Debug, thiserror::Error)]
#[error("not a valid {what} for rule set {ruleset}: {detail}")]
pub struct InvalidForRuleset {
    /// What was parsed.
    pub what: &'static str,
    /// The game's rule set.
    pub ruleset: &'static str,
    /// The parser's complaint.
    pub detail: String,
}

/// Why a game cannot be set up.
#[derive(Debug, thiserror::Error)]
pub enum SetupFailure {
    /// Options or tile order are not valid JSON for the rule set.
    #[error(transparent)]
    Invalid(#[from] InvalidForRuleset),
    /// They are, but describe no playable game.
    #[error(transparent)]
    Setup(#[from] SetupError),
}

fn parse<T: for<'de> Deserialize<'de>>(
    value: &Value,
    what: &'static str,
    ruleset: RulesetId,
) -> Result<T, InvalidForRuleset> {
    T::deserialize(value).map_err(|e| InvalidForRuleset { what, ruleset: ruleset.as_str(), detail: e.to_string() })
}

impl AnyCommand {
    /// Parses a command of `ruleset`.
    pub fn parse(ruleset: RulesetId, value: &Value) -> Result<AnyCommand, InvalidForRuleset> {
        Ok(match ruleset {
            RulesetId::Classic => AnyCommand::Classic(parse(value, "command", ruleset)?),
            RulesetId::HuntersGatherers => AnyCommand::Hg(parse(value, "command", ruleset)?),
        })
    }
}

impl AnyEvent {
    /// Parses a stored event of `ruleset`.
    pub fn parse(ruleset: RulesetId, value: &Value) -> Result<AnyEvent, InvalidForRuleset> {
        Ok(match ruleset {
            RulesetId::Classic => AnyEvent::Classic(parse(value, "event", ruleset)?),
            RulesetId::HuntersGatherers => AnyEvent::Hg(parse(value, "event", ruleset)?),
        })
    }

    /// The event as anyone may see it while the game runs.
    pub fn public(&self) -> AnyEvent {
        match self {
            AnyEvent::Classic(e) => AnyEvent::Classic(e.public()),
            AnyEvent::Hg(e) => AnyEvent::Hg(e.public()),
        }
    }

    /// The event's type name as written in the log.
    pub fn type_name(&self) -> &'static str {
        match self {
            AnyEvent::Classic(e) => e.type_name(),
            AnyEvent::Hg(e) => e.type_name(),
        }
    }

    /// The seed of a creation event of a seeded game.
    pub fn seed(&self) -> Option<Seed> {
        match self {
            AnyEvent::Classic(classic::Event::GameCreated {
                tile_order: classic::TileOrder::Seeded { seed }, ..
            })
            | AnyEvent::Hg(hg::Event::GameCreated { tile_order: hg::TileOrder::Seeded { seed }, .. }) => Some(*seed),
            _ => None,
        }
    }

    /// The options of a creation event.
    pub fn options(&self) -> Option<Value> {
        match self {
            AnyEvent::Classic(classic::Event::GameCreated { options, .. }) => serde_json::to_value(options).ok(),
            AnyEvent::Hg(hg::Event::GameCreated { options, .. }) => serde_json::to_value(options).ok(),
            _ => None,
        }
    }
}

/// Events of one rule set out of a mixed list; `None` if one belongs to another.
fn events_of<E: Clone>(events: &[AnyEvent], pick: impl Fn(&AnyEvent) -> Option<&E>) -> Option<Vec<E>> {
    events.iter().map(|e| pick(e).cloned()).collect()
}

impl Engine {
    /// Sets a game of `ruleset` up with `options` and either the fixed
    /// `tile_order` stored at creation or the supplies shuffled by `seed`.
    /// Returns the state and the creation event with the first draw.
    pub fn new_game(
        ruleset: RulesetId,
        options: &Value,
        tile_order: Option<&Value>,
        seed: Seed,
    ) -> Result<(Engine, Vec<AnyEvent>), SetupFailure> {
        match ruleset {
            RulesetId::Classic => {
                let order = match tile_order {
                    Some(order) => parse(order, "tile order", ruleset)?,
                    None => classic::TileOrder::Seeded { seed },
                };
                let (state, events) = classic::new_game(parse(options, "options", ruleset)?, order)?;
                Ok((Engine::Classic(state), events.into_iter().map(AnyEvent::Classic).collect()))
            }
            RulesetId::HuntersGatherers => {
                let order = match tile_order {
                    Some(order) => parse(order, "tile order", ruleset)?,
                    None => hg::TileOrder::Seeded { seed },
                };
                let (state, events) = hg::new_game(parse(options, "options", ruleset)?, order)?;
                Ok((Engine::Hg(state), events.into_iter().map(AnyEvent::Hg).collect()))
            }
        }
    }

    /// The stored form of a fixed tile order of `ruleset` (custom games):
    /// `tiles` for the draw supply, `bonus` for a second supply (the menhir
    /// tiles of Hunters & Gatherers).
    pub fn fixed_order(ruleset: RulesetId, tiles: &[String], bonus: &[String]) -> Result<Value, InvalidForRuleset> {
        let json = match ruleset {
            RulesetId::Classic => serde_json::json!({"kind": "fixed", "tiles": tiles}),
            RulesetId::HuntersGatherers => serde_json::json!({"kind": "fixed", "tiles": tiles, "bonus": bonus}),
        };
        if ruleset == RulesetId::Classic && !bonus.is_empty() {
            let detail = "this rule set has no second tile supply".into();
            return Err(InvalidForRuleset { what: "bonus tile order", ruleset: ruleset.as_str(), detail });
        }
        // Parse it back so that unknown tile ids are refused now.
        match ruleset {
            RulesetId::Classic => parse::<classic::TileOrder>(&json, "tile order", ruleset).map(|_| ()),
            RulesetId::HuntersGatherers => parse::<hg::TileOrder>(&json, "tile order", ruleset).map(|_| ()),
        }?;
        Ok(json)
    }

    /// Rebuilds a game of `ruleset` from its log.
    pub fn replay(ruleset: RulesetId, events: &[AnyEvent]) -> Result<Engine, String> {
        let mixed = || format!("the log holds events of another rule set than {}", ruleset.as_str());
        match ruleset {
            RulesetId::Classic => {
                let events = events_of(events, |e| if let AnyEvent::Classic(e) = e { Some(e) } else { None });
                let state = classic::GameState::replay(&events.ok_or_else(mixed)?).map_err(|e| e.to_string())?;
                Ok(Engine::Classic(state))
            }
            RulesetId::HuntersGatherers => {
                let events = events_of(events, |e| if let AnyEvent::Hg(e) = e { Some(e) } else { None });
                let state = hg::GameState::replay(&events.ok_or_else(mixed)?).map_err(|e| e.to_string())?;
                Ok(Engine::Hg(state))
            }
        }
    }

    /// The seat to move.
    pub fn current(&self) -> Seat {
        match self {
            Engine::Classic(s) => s.current,
            Engine::Hg(s) => s.current,
        }
    }

    /// Whether the game is over.
    pub fn finished(&self) -> bool {
        match self {
            Engine::Classic(s) => s.phase == classic::Phase::Finished,
            Engine::Hg(s) => s.phase == hg::Phase::Finished,
        }
    }

    /// Number of seats.
    pub fn players(&self) -> u8 {
        match self {
            Engine::Classic(s) => s.options.players,
            Engine::Hg(s) => s.options.players,
        }
    }

    /// The events `command` by `seat` would add, or why it is illegal.
    pub fn decide(&self, seat: Seat, command: &AnyCommand) -> Result<Vec<AnyEvent>, AnyRuleError> {
        match (self, command) {
            (Engine::Classic(s), AnyCommand::Classic(c)) => {
                Ok(s.decide(seat, c)?.into_iter().map(AnyEvent::Classic).collect())
            }
            (Engine::Hg(s), AnyCommand::Hg(c)) => Ok(s.decide(seat, c)?.into_iter().map(AnyEvent::Hg).collect()),
            // Commands are parsed against the game's own rule set.
            (Engine::Classic(_), AnyCommand::Hg(_)) => {
                Err(classic::RuleError::from(CommonError::WrongStep { expected: "a classic command" }).into())
            }
            (Engine::Hg(_), AnyCommand::Classic(_)) => {
                Err(hg::RuleError::from(CommonError::WrongStep { expected: "a hunters-gatherers command" }).into())
            }
        }
    }

    /// The events of `seat` resigning.
    pub fn decide_resign(&self, seat: Seat) -> Result<Vec<AnyEvent>, AnyRuleError> {
        match self {
            Engine::Classic(s) => Ok(s.decide_resign(seat)?.into_iter().map(AnyEvent::Classic).collect()),
            Engine::Hg(s) => Ok(s.decide_resign(seat)?.into_iter().map(AnyEvent::Hg).collect()),
        }
    }

    /// Applies decided events.
    pub fn apply(&mut self, events: &[AnyEvent]) -> Result<(), &'static str> {
        events.iter().try_for_each(|event| match (&mut *self, event) {
            (Engine::Classic(s), AnyEvent::Classic(e)) => s.evolve(e),
            (Engine::Hg(s), AnyEvent::Hg(e)) => s.evolve(e),
            _ => Err("an event of another rule set"),
        })
    }

    /// Lets chance deal until a player has to decide; appends its events.
    pub fn run_chance(&mut self, events: &mut Vec<AnyEvent>) {
        match self {
            Engine::Classic(s) => {
                let mut dealt = Vec::new();
                s.run_chance(&mut dealt);
                events.extend(dealt.into_iter().map(AnyEvent::Classic));
            }
            Engine::Hg(s) => {
                let mut dealt = Vec::new();
                s.run_chance(&mut dealt);
                events.extend(dealt.into_iter().map(AnyEvent::Hg));
            }
        }
    }

    /// The public view.
    pub fn view(&self) -> AnyView {
        match self {
            Engine::Classic(s) => AnyView::Classic(s.view()),
            Engine::Hg(s) => AnyView::Hg(s.view()),
        }
    }

    /// The legal moves of the seat to move.
    pub fn legal_moves(&self) -> AnyLegalMoves {
        match self {
            Engine::Classic(s) => AnyLegalMoves::Classic(s.legal_moves()),
            Engine::Hg(s) => AnyLegalMoves::Hg(s.legal_moves()),
        }
    }
}
