//! Analysis of a game after it ended: each decision of the seats asked
//! for, judged against the best command the engine finds in the position
//! before it.
//!
//! A decision is judged in two steps: the Monte Carlo player searches the
//! position for its best command, then that command and the one made are
//! estimated over the same sampled deals ([`bot::estimate`]), so that the
//! luck of the draw weighs alike on both. The better of the two is the
//! best, so the best is never estimated below the move made. Estimates are
//! in points ([`Rating::into_points`]): the expected final margin over the
//! best other seat in a competitive game; in the co-operative one the
//! team's prospects in points of score, victory worth 50 points more and
//! defeat 50 less, so that a decision costing a tenth of the team's
//! chances loses 10 points. The loss, what the move made gave away,
//! labels the decision ([`Label::of`]). Decisions with a single legal
//! command are not judged: there was nothing to choose.

use super::bot::{self, Search};
use super::rng::Seed;
#[cfg(doc)]
use super::ruleset::Rating;
use super::ruleset::{Action, LogError, RuleSet};
use super::seat::Seat;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// How a decision is labelled, by the points it gave away.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Label {
    /// Less than [`Label::INACCURACY`] points lost.
    Good,
    /// From [`Label::INACCURACY`] to less than [`Label::MISTAKE`] points lost.
    Inaccuracy,
    /// From [`Label::MISTAKE`] to less than [`Label::BLUNDER`] points lost.
    Mistake,
    /// [`Label::BLUNDER`] points lost or more.
    Blunder,
}

impl Label {
    /// Points lost from which a decision is an inaccuracy.
    pub const INACCURACY: f64 = 2.0;
    /// Points lost from which a decision is a mistake.
    pub const MISTAKE: f64 = 5.0;
    /// Points lost from which a decision is a blunder.
    pub const BLUNDER: f64 = 10.0;

    /// The label of a decision that lost `points` against the best.
    pub fn of(points: f64) -> Label {
        if points >= Label::BLUNDER {
            Label::Blunder
        } else if points >= Label::MISTAKE {
            Label::Mistake
        } else if points >= Label::INACCURACY {
            Label::Inaccuracy
        } else {
            Label::Good
        }
    }
}

/// What an analysis spends on each decision.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// How the best command is searched for.
    pub search: Search,
    /// Sampled deals the best command and the one made are each estimated over.
    pub playouts: usize,
}

impl Budget {
    /// The analysis the service offers: the `mcts` bot's search, then 200
    /// common deals to compare the two commands.
    pub fn standard<G: RuleSet>(state: &G) -> Budget {
        Budget { search: Search::for_game(state), playouts: 200 }
    }
}

/// One decision judged.
#[derive(Clone, Debug, PartialEq)]
pub struct Judgement<C> {
    /// Index of the decision's event in the log.
    pub index: usize,
    /// Who decided.
    pub seat: Seat,
    /// The command made.
    pub made: C,
    /// The best command found (the one made when none is better).
    pub best: C,
    /// The estimate after the command made, in points.
    pub made_value: f64,
    /// The estimate after the best command, in points: never below `made_value`.
    pub best_value: f64,
    /// The decision's label, by `best_value - made_value`.
    pub label: Label,
}

impl<C> Judgement<C> {
    /// The points the decision gave away against the best.
    pub fn loss(&self) -> f64 {
        self.best_value - self.made_value
    }
}

/// Judges `made`, the command the seat to move made in `state`; `None`
/// when nobody is to move or the seat had no choice. Deterministic in
/// `state`, `made`, `budget` and `seed`.
pub fn judge<G: RuleSet>(state: &G, made: &G::Command, budget: &Budget, seed: Seed) -> Option<Judgement<G::Command>> {
    let seat = state.to_move()?;
    if state.legal_commands().len() < 2 {
        return None;
    }
    let found = bot::search(state, &budget.search, seed, &mut || true)?.command;
    let compared = if found == *made { vec![found] } else { vec![found, *made] };
    let values = bot::estimate(state, &compared, &budget.search, budget.playouts, seed);
    let (&found_value, &made_value) = (values.first()?, values.last()?);
    let (best, best_value) = if found_value > made_value { (found, found_value) } else { (*made, made_value) };
    Some(Judgement {
        index: 0,
        seat,
        made: *made,
        best,
        made_value,
        best_value,
        label: Label::of(best_value - made_value),
    })
}

/// A step of an analysis: the decisions it judged, and the log index the
/// next step starts at (`None`: the log is done).
pub type Step<C> = (Vec<Judgement<C>>, Option<usize>);

/// Judges the decisions of the game `events` (finished or running) made
/// by a seat that `judged` accepts, in the order of the log, from log
/// index `from` on, while `keep_going(judged so far)` says yes; the
/// decision at log index `i` is judged with `seed_of(i)`. Returns them
/// with the index to go on from, `None` once the log is done: an analysis
/// can be made in steps. Refuses a log the rules do not accept, as an
/// import would.
pub fn analyse<G: RuleSet>(
    events: &[G::Event],
    from: usize,
    keep_going: &mut dyn FnMut(usize) -> bool,
    budget: impl Fn(&G) -> Budget,
    seed_of: impl Fn(usize) -> Seed,
    judged: impl Fn(Seat) -> bool,
) -> Result<Step<G::Command>, LogError> {
    let (_, automatic) = G::verify(events)?;
    let mut state = G::replay(events.get(..from.max(1)).unwrap_or_default()).map_err(|_| LogError::NotCreated)?;
    let mut judgements = Vec::new();
    for (index, event) in events.iter().enumerate().skip(from.max(1)) {
        if !keep_going(judgements.len()) {
            return Ok((judgements, Some(index)));
        }
        let decided = !automatic.get(index).copied().unwrap_or(true);
        if let (true, Some(Action::Command(made)), Some(seat)) = (decided, G::action_of(event), state.to_move())
            && judged(seat)
            && let Some(judgement) = judge(&state, &made, &budget(&state), seed_of(index))
        {
            judgements.push(Judgement { index, ..judgement });
        }
        state.evolve(event).map_err(|_| LogError::NotDecided { index })?;
    }
    Ok((judgements, None))
}

/// A seat's decisions summed up: how many were judged, the share judged
/// good, in percent, and the points lost on average.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Accuracy {
    /// The seat.
    pub seat: Seat,
    /// Decisions judged.
    pub decisions: usize,
    /// The share of them labelled good, in percent.
    pub accuracy: f64,
    /// The points lost per decision, on average.
    pub average_loss: f64,
}

/// Each seat's [`Accuracy`] over judged decisions, each given as its
/// seat, label and points lost; by seat, for the seats that have any.
pub fn accuracy(judged: impl IntoIterator<Item = (Seat, Label, f64)>) -> Vec<Accuracy> {
    // By seat: decisions, good ones, points lost.
    let mut totals: BTreeMap<u8, (usize, usize, f64)> = BTreeMap::new();
    for (seat, label, loss) in judged {
        let (decisions, good, lost) = totals.entry(seat.0).or_default();
        *decisions += 1;
        *good += usize::from(label == Label::Good);
        *lost += loss;
    }
    totals
        .into_iter()
        .map(|(seat, (decisions, good, lost))| Accuracy {
            seat: Seat(seat),
            decisions,
            accuracy: 100.0 * good as f64 / decisions as f64,
            average_loss: lost / decisions as f64,
        })
        .collect()
}

/// [`accuracy`] of [`Judgement`]s.
pub fn accuracy_of<C>(judgements: &[Judgement<C>]) -> Vec<Accuracy> {
    accuracy(judgements.iter().map(|j| (j.seat, j.label, j.loss())))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::order::TileOrder;
    use crate::{classic, mists};

    /// A budget small enough for unoptimised tests.
    fn small<G: RuleSet>(state: &G) -> Budget {
        Budget { search: Search { playouts: 24, ..Search::for_game(state) }, playouts: 16 }
    }

    /// The log of a seeded game's first `decisions` decisions, each the
    /// `mcts` player's at the test budget (with seeds of its own).
    fn played_by_mcts<G: RuleSet>(options: G::Options, seed: u64, decisions: u64) -> Vec<G::Event> {
        let (mut state, mut log) = G::new_game(options, TileOrder::Seeded { seed: Seed::from_u64(seed) }).unwrap();
        for decision in 0..decisions {
            let Some(seat) = state.to_move() else { break };
            let how = small(&state).search;
            let choice = bot::search(&state, &how, Seed::from_u64(1000 + decision), &mut || true).unwrap();
            log.extend(state.play(seat, &choice.command).unwrap());
        }
        log
    }

    #[test]
    fn labels_follow_the_thresholds() {
        assert_eq!(Label::of(0.0), Label::Good);
        assert_eq!(Label::of(Label::INACCURACY - 0.01), Label::Good);
        assert_eq!(Label::of(Label::INACCURACY), Label::Inaccuracy);
        assert_eq!(Label::of(Label::MISTAKE - 0.01), Label::Inaccuracy);
        assert_eq!(Label::of(Label::MISTAKE), Label::Mistake);
        assert_eq!(Label::of(Label::BLUNDER - 0.01), Label::Mistake);
        assert_eq!(Label::of(Label::BLUNDER), Label::Blunder);
        assert_eq!(Label::of(40.0), Label::Blunder);
    }

    /// The best is never estimated below the move made, every label is
    /// its loss's, the same analysis comes out twice, and a game the
    /// `mcts` player played at the analysis budget has no blunder.
    #[test]
    fn an_mcts_game_analysed_twice_alike_with_no_blunder() {
        let log = played_by_mcts::<classic::GameState>(classic::Options::for_players(2), 11, 24);
        let seed = |i| Seed::from_u64(i as u64);
        let analyse = |from, most: usize| {
            analyse::<classic::GameState>(&log, from, &mut |judged| judged < most, small, seed, |_| true).unwrap()
        };
        let (judgements, next) = analyse(0, usize::MAX);
        assert_eq!(next, None, "the whole log");
        assert!(judgements.len() >= 12, "tiles and figures of both seats: {}", judgements.len());
        for judgement in &judgements {
            assert!(judgement.best_value >= judgement.made_value, "{judgement:?}");
            assert_eq!(judgement.label, Label::of(judgement.loss()));
            assert_ne!(judgement.label, Label::Blunder, "{judgement:?}");
        }
        assert_eq!(analyse(0, usize::MAX).0, judgements, "deterministic");
        // In steps of 5 decisions, the same.
        let (mut stepped, mut from) = (Vec::new(), Some(0));
        while let Some(at) = from {
            let (some, next) = analyse(at, 5);
            assert!(some.len() <= 5);
            stepped.extend(some);
            from = next;
        }
        assert_eq!(stepped, judgements, "the same in steps");
        let seats = accuracy_of(&judgements);
        assert_eq!(seats.iter().map(|a| a.seat).collect::<Vec<_>>(), [Seat(0), Seat(1)]);
        assert_eq!(seats.iter().map(|a| a.decisions).sum::<usize>(), judgements.len());
        assert!(seats.iter().all(|a| (0.0..=100.0).contains(&a.accuracy) && a.average_loss >= 0.0));
    }

    /// Only the seats asked for are judged, in the co-operative game too,
    /// whose estimates are the team's prospects in points.
    #[test]
    fn only_the_seats_asked_for_are_judged() {
        let log = played_by_mcts::<mists::GameState>(mists::Options::at_level(2, 1), 5, 16);
        let judged = |seat| seat == Seat(1);
        let seed = |i| Seed::from_u64(i as u64);
        let (judgements, _) = analyse::<mists::GameState>(&log, 0, &mut |_| true, small, seed, judged).unwrap();
        assert!(!judgements.is_empty() && judgements.iter().all(|j| j.seat == Seat(1)), "{judgements:?}");
        assert!(judgements.iter().all(|j| j.best_value >= j.made_value));
    }
}
