//! Examples for the API document: one of every kind of command of a rule
//! set, with the events it recorded, met in scripted and seeded games.

use crate::documented::Documented;
use engine::bot;
use engine::order::TileOrder;
use engine::rng::{GameRng, Seed};
use engine::seat::Seat;

/// How many kinds of command `G` has: the variants of its tagged union.
fn command_kinds<G: Documented>() -> usize {
    use utoipa::openapi::{RefOr, schema::Schema};
    match <G::Command as utoipa::PartialSchema>::schema() {
        RefOr::T(Schema::OneOf(union)) => union.items.len(),
        _ => 1,
    }
}

/// Seeded games per option set that [`command_examples`] plays at most.
const EXAMPLE_GAMES: u64 = 60;

/// How a seeded example game chooses, after any kind of command not met yet.
#[derive(Clone, Copy)]
enum ExamplePolicy {
    /// At random: cheap, and wide.
    Random,
    /// At random, but never a command of one kind already met when another
    /// kind is legal: reaches what that kind usually pre-empts (an abbey
    /// kept to the end, a team without guards).
    Avoiding(usize),
    /// Greedy: lasts long enough in co-operative games to reach their late
    /// events (dogs).
    Greedy,
}

/// One example of every kind of command (named by its `type`), with the
/// events it recorded, in the order first met: first in the rule set's
/// scripted games ([`Documented::scripted_examples`]), then in seeded games of
/// [`Documented::example_options`], which take a kind not met yet whenever one
/// is legal and otherwise alternate random, kind-avoiding and greedy play.
/// Stops once every kind is met.
pub fn command_examples<G: Documented>() -> Vec<(G::Command, Vec<G::Event>)> {
    let mut examples = Examples::<G> { kinds: command_kinds::<G>(), found: Vec::new() };
    for (options, order, script) in G::scripted_examples() {
        let Ok((mut state, _)) = G::new_game(options, order) else { continue };
        for command in script {
            let Some(seat) = state.to_move() else { break };
            let novel = examples.is_novel(&command);
            let Ok(events) = state.play(seat, &command) else { break };
            if novel {
                examples.add(command, events);
            }
        }
    }
    let option_sets = G::example_options();
    let sets = option_sets.len() as u64;
    for game in 0..EXAMPLE_GAMES * sets {
        if examples.complete() {
            break;
        }
        let options = &option_sets[(game % sets) as usize];
        let policy = match game / sets % 3 {
            0 => ExamplePolicy::Random,
            1 => ExamplePolicy::Avoiding(game as usize / 3),
            _ => ExamplePolicy::Greedy,
        };
        let Ok((mut state, _)) = G::new_game(options.clone(), TileOrder::Seeded { seed: Seed::from_u64(game) }) else {
            continue;
        };
        let mut rng = GameRng::new(Seed::from_u64(!game));
        while let Some(seat) = state.to_move() {
            let commands = state.legal_commands();
            let novel = commands.iter().copied().find(|c| examples.is_novel(c));
            let Some(command) = novel.or_else(|| examples.steer(policy, &state, seat, &commands, &mut rng)) else {
                break;
            };
            let Ok(events) = state.play(seat, &command) else { break };
            if novel.is_some() {
                examples.add(command, events);
                if examples.complete() {
                    break;
                }
            }
        }
    }
    examples.found.into_iter().map(|(_, command, events)| (command, events)).collect()
}

/// The examples met so far, by kind of command.
struct Examples<G: Documented> {
    kinds: usize,
    found: Vec<(String, G::Command, Vec<G::Event>)>,
}

impl<G: Documented> Examples<G> {
    fn kind(command: &G::Command) -> Option<String> {
        serde_json::to_value(command).ok().and_then(|v| v["type"].as_str().map(str::to_owned))
    }

    fn is_novel(&self, command: &G::Command) -> bool {
        Self::kind(command).is_some_and(|kind| self.found.iter().all(|(seen, _, _)| *seen != kind))
    }

    fn add(&mut self, command: G::Command, events: Vec<G::Event>) {
        if let Some(kind) = Self::kind(&command) {
            self.found.push((kind, command, events));
        }
    }

    fn complete(&self) -> bool {
        self.found.len() >= self.kinds
    }

    /// What `policy` plays among `commands`.
    fn steer(
        &self,
        policy: ExamplePolicy,
        state: &G,
        seat: Seat,
        commands: &[G::Command],
        rng: &mut GameRng,
    ) -> Option<G::Command> {
        match policy {
            ExamplePolicy::Random => rng.pick(commands),
            ExamplePolicy::Avoiding(n) => {
                let avoided = self.found.get(n % self.found.len().max(1)).map(|(kind, _, _)| kind.clone());
                let others: Vec<G::Command> = commands.iter().copied().filter(|c| Self::kind(c) != avoided).collect();
                rng.pick(if others.is_empty() { commands } else { &others })
            }
            ExamplePolicy::Greedy => bot::greedy(state, seat, commands, rng).map(|choice| choice.command),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use engine::{classic, discovery, hg, mists};

    /// The seeded example games meet every kind of command of every rule
    /// set, each with the events it recorded.
    fn assert_examples_cover_every_kind<G: Documented>() {
        let examples = command_examples::<G>();
        let kinds: std::collections::BTreeSet<String> =
            examples.iter().map(|(c, _)| serde_json::to_value(c).unwrap()["type"].as_str().unwrap().into()).collect();
        assert_eq!(kinds.len(), command_kinds::<G>(), "{}: only {kinds:?}", G::ID);
        assert!(examples.iter().all(|(_, events)| !events.is_empty()));
    }

    #[test]
    fn command_examples_cover_every_kind_of_command() {
        assert_examples_cover_every_kind::<classic::GameState>();
        assert_examples_cover_every_kind::<hg::GameState>();
        assert_examples_cover_every_kind::<discovery::GameState>();
        assert_examples_cover_every_kind::<mists::GameState>();
    }
}
