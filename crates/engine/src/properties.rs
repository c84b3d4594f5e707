//! Properties every rule set keeps, checked alike along random games, and
//! the helpers the rule sets' own property tests share.

use crate::geometry::Pos;
use crate::order::TileOrder;
use crate::rng::{GameRng, Seed};
use crate::ruleset::{RuleSet, random_command, random_game};
use crate::seat::Seat;
use crate::table::Table;
use serde::Serialize;

/// `value` as JSON, which the checks read as clients do.
fn json(value: &impl Serialize) -> serde_json::Value {
    serde_json::to_value(value).expect("it serializes")
}

/// Rule ids starting with `prefix` in `spec` that `tests` never cite
/// (`BASE-FARM-1` is not cited by a mention of `BASE-FARM-10`).
pub(crate) fn uncited(spec: &str, prefix: &str, tests: &str) -> Vec<String> {
    let cited = |id: &str| tests.match_indices(id).any(|(at, _)| !tests[at + id.len()..].starts_with(char::is_numeric));
    let mut missing: Vec<String> = spec
        .split(|c: char| !(c.is_ascii_alphanumeric() || c == '-'))
        .map(|word| word.trim_end_matches('-'))
        .filter(|id| id.starts_with(prefix) && id.ends_with(|c: char| c.is_ascii_digit()) && !cited(id))
        .map(str::to_owned)
        .collect();
    missing.sort();
    missing.dedup();
    missing
}

/// Every enumerated command validates, for the deciding seats only; each
/// of `others` (random commands) validates exactly when it is enumerated.
pub(crate) fn assert_enumeration_agrees<G: RuleSet>(state: &G, others: impl IntoIterator<Item = G::Command>) {
    let legal = state.legal_commands();
    let Some(seat) = state.to_move() else {
        return assert!(legal.is_empty(), "nobody to move, nothing to do");
    };
    for command in &legal {
        assert!(state.decide(seat, command).is_ok(), "{command:?} enumerated but refused");
    }
    let status = state.status();
    let bystander = (0..state.seats()).map(Seat).find(|other| !status.may_act(*other));
    if let (Some(command), Some(other)) = (legal.first(), bystander) {
        assert!(state.decide(other, command).is_err(), "only the deciders may act");
    }
    for command in others {
        assert_eq!(
            state.decide(seat, &command).is_ok(),
            legal.contains(&command),
            "validation and enumeration disagree on {command:?}"
        );
    }
}

/// One command of a random game [`along_checked_games`] plays.
pub(crate) struct Played<'a, G: RuleSet> {
    /// Which game: its number, which seeded its deal.
    pub game: u64,
    /// The state before the command.
    pub before: &'a G,
    /// The state after it.
    pub after: &'a G,
    /// The events it added to the log.
    pub events: &'a [G::Event],
    /// The log so far, those events included.
    pub log: &'a [G::Event],
}

/// Plays the random games `games`, game n with `options(n)`, dealt by seed
/// n, each command a random legal one, and checks what holds in every rule
/// set: before each command, [`assert_moves_agree`] checks its enumeration
/// against validation (with random commands `near` makes) and what a
/// placement previews (`preview`); each command changes the game and lowers
/// no score, then
/// `step` checks the rule set's own invariants; at the end, replay and
/// verification rebuild the final state, which `end` checks with its log.
pub(crate) fn along_checked_games<G: RuleSet>(
    games: std::ops::Range<u64>,
    options: impl Fn(u64) -> G::Options,
    near: fn(&G, &mut GameRng) -> G::Command,
    preview: &Preview,
    mut step: impl FnMut(&Played<'_, G>),
    mut end: impl FnMut(&G, &[G::Event]),
) {
    let scores = |state: &G| state.head().seats().scores().to_vec();
    for game in games {
        let order = TileOrder::Seeded { seed: Seed::from_u64(game) };
        let (mut state, mut log) = G::new_game(options(game), order).expect("random options set a game up");
        let mut rng = GameRng::new(Seed::from_u64(game + 1_000_000));
        while let Some(command) = random_command(&state, &mut rng) {
            assert_moves_agree(&state, &mut rng, near, preview);
            let before = state.clone();
            let seat = state.to_move().expect("a command has a seat to send it");
            let events = state.play(seat, &command).expect("an enumerated command plays");
            assert_ne!(state, before, "a legal command changes the game");
            let rose = scores(&state).iter().zip(scores(&before)).all(|(now, then)| *now >= then);
            assert!(rose, "game {game}: scores never decrease");
            let from = log.len();
            log.extend(events);
            step(&Played { game, before: &before, after: &state, events: &log[from..], log: &log });
        }
        assert_eq!(G::replay(&log).ok().as_ref(), Some(&state), "game {game}: replay rebuilds the same state");
        let verified = G::verify(&log).ok().map(|(verified, _)| verified);
        assert_eq!(verified.as_ref(), Some(&state), "game {game}: every event re-decides");
        end(&state, &log);
    }
}

/// What a tile placement in the legal moves says of the step after it:
/// the lists of step `step` (the same player's decision on the tile just
/// placed), each with the placement's field that previews it.
pub(crate) struct Preview {
    /// The step after a placement, as the legal moves name it.
    step: &'static str,
    /// Each list of that step, with the placement's field previewing it.
    lists: &'static [(&'static str, &'static str)],
    /// Whether the step shows the previewed lists exactly (or only some
    /// of what they list), and comes after every placement that previews
    /// something (it is skipped only when they are all empty).
    exact: bool,
}

impl Preview {
    /// A step that shows exactly what the placement previewed, and comes
    /// whenever that is something.
    pub(crate) const fn exact(step: &'static str, lists: &'static [(&'static str, &'static str)]) -> Preview {
        Preview { step, lists, exact: true }
    }

    /// A step that shows some of what the placement previewed, when it
    /// comes.
    pub(crate) const fn within(step: &'static str, lists: &'static [(&'static str, &'static str)]) -> Preview {
        Preview { step, lists, exact: false }
    }
}

/// Every enumerated command validates, and 40 random commands `near`
/// makes agree with the enumeration ([`assert_enumeration_agrees`]); when
/// the step is a tile placement, one of them, played at random, is listed
/// among the placements and leads to what its entry previews.
fn assert_moves_agree<G: RuleSet>(
    state: &G,
    rng: &mut GameRng,
    near: fn(&G, &mut GameRng) -> G::Command,
    preview: &Preview,
) {
    let others: Vec<G::Command> = (0..40).map(|_| near(state, rng)).collect();
    assert_enumeration_agrees(state, others);
    let moves = json(&state.legal_moves());
    let (Some(seat), Some(placements)) = (state.to_move(), moves["placements"].as_array()) else { return };
    let command = rng.pick(&state.legal_commands()).expect("a placement step has placements");
    let sent = json(&command);
    let names =
        |p: &&serde_json::Value| ["x", "y", "rotation", "tile"].iter().all(|k| sent[k].is_null() || p[k] == sent[k]);
    let pick = placements.iter().find(names).unwrap_or_else(|| panic!("{sent} is not among the placements"));
    let mut after = state.clone();
    after.play(seat, &command).expect("an enumerated command plays");
    let next = json(&after.legal_moves());
    let previewed = next["step"] == preview.step && after.to_move() == Some(seat);
    for (list, field) in preview.lists {
        let (shown, announced) = (&next[*list], &pick[*field]);
        if previewed && preview.exact {
            assert_eq!(shown, announced, "{sent}: the placement previewed the {list} after it");
        } else if previewed {
            let within = |item: &serde_json::Value| announced.as_array().is_some_and(|all| all.contains(item));
            assert!(shown.as_array().into_iter().flatten().all(within), "{sent}: {list} beyond the preview");
        } else if preview.exact {
            let nothing = announced.as_array().is_none_or(Vec::is_empty);
            assert!(nothing, "{sent}: the {} step is skipped only when nothing is previewed", preview.step);
        }
    }
}

/// One event of a random game, as JSON: the views around it and what
/// the rules derived from it.
pub(crate) struct Step {
    /// Which game.
    pub game: u64,
    /// The event's index in its log.
    pub index: usize,
    /// The event.
    pub event: serde_json::Value,
    /// Its effects.
    pub effects: serde_json::Value,
    /// The view before it.
    pub before: serde_json::Value,
    /// The view after it.
    pub after: serde_json::Value,
}

/// Calls `visit` with every event of `games` random games of `options`
/// (seeds from `seeds` on). Every game is played to its end.
pub(crate) fn along_random_games<G: RuleSet>(
    options: &G::Options,
    games: u64,
    seeds: u64,
    mut visit: impl FnMut(&Step),
) {
    for game in 0..games {
        let (_, log) =
            random_game::<G>(options.clone(), Seed::from_u64(seeds + game), Seed::from_u64(seeds + 100 + game))
                .expect("a random game");
        let mut state = G::replay(&log[..1]).expect("the creation replays");
        let mut before = json(&state.view());
        for (index, event) in log.iter().enumerate().skip(1) {
            let effects = state.evolve_noting(event).expect("the game's own log applies");
            let after = json(&state.view());
            let step = Step { game, index, event: json(event), effects: json(&effects), before, after };
            visit(&step);
            before = step.after;
        }
        assert!(state.status().is_over(), "game {game} was played to its end");
    }
}

/// A figure as a view shows it, as a key to compare: owner, column,
/// row, region and figure (`follower` where a rule set has one kind).
pub(crate) type FigureKey = (u64, i64, i64, u64, String);

/// The key of a figure of a view or an effect.
pub(crate) fn figure_key(figure: &serde_json::Value) -> FigureKey {
    let number = |key: &str| figure[key].as_i64().unwrap_or_else(|| panic!("a figure's {key}: {figure}"));
    let kind = figure["figure"].as_str().unwrap_or("follower").to_owned();
    (number("owner") as u64, number("x"), number("y"), number("region") as u64, kind)
}

/// The figure of `kind` that `step`'s event places on the tile just
/// placed, by the player to move: its key.
pub(crate) fn placed_figure(step: &Step, kind: &str) -> FigureKey {
    let (mover, at) = (&step.before["current_player"], &step.before["placed_at"]);
    let number = |value: &serde_json::Value| value.as_i64().expect("a number");
    let region = step.event["region"].as_u64().expect("a region");
    (mover.as_u64().expect("a player to move"), number(&at["x"]), number(&at["y"]), region, kind.to_owned())
}

/// What a view of a competitive game shows of scores, supplies and
/// figures on the board: scores and supplies by seat, figures sorted.
#[derive(Debug, PartialEq)]
pub(crate) struct Tally {
    /// Scores by seat.
    pub scores: Vec<i64>,
    /// Figures in supply by seat and kind.
    pub supplies: Vec<std::collections::BTreeMap<String, i64>>,
    /// Figures on the board.
    pub figures: Vec<FigureKey>,
}

impl Tally {
    /// What `view` shows.
    pub(crate) fn of(view: &serde_json::Value) -> Tally {
        let players = view["players"].as_array().expect("a view lists its players");
        let figures = view["figures"].as_array().expect("a view lists its figures");
        let mut figures: Vec<FigureKey> = figures.iter().map(figure_key).collect();
        figures.sort();
        Tally {
            scores: players.iter().map(|p| p["score"].as_i64().expect("a score")).collect(),
            supplies: players
                .iter()
                .map(|p| {
                    let supply = p["supply"].as_object().expect("a supply");
                    supply.iter().map(|(kind, n)| (kind.clone(), n.as_i64().expect("a count"))).collect()
                })
                .collect(),
            figures,
        }
    }

    /// A figure goes from its owner's supply onto the board.
    pub(crate) fn place(&mut self, figure: FigureKey) {
        self.supply(figure.0, &figure.4, -1);
        self.figures.push(figure);
    }

    /// A figure leaves the board; whether it stood there.
    pub(crate) fn lift(&mut self, figure: &FigureKey) -> bool {
        let at = self.figures.iter().position(|f| f == figure);
        at.map(|at| self.figures.remove(at)).is_some()
    }

    /// Changes the supply of `kind` of `seat` by `by`.
    pub(crate) fn supply(&mut self, seat: u64, kind: &str, by: i64) {
        *self.supplies[seat as usize].entry(kind.to_owned()).or_default() += by;
    }
}

/// The effects of `step` of `type`.
pub(crate) fn effects_of<'a>(step: &'a Step, kind: &'a str) -> impl Iterator<Item = &'a serde_json::Value> {
    let effects = step.effects.as_array().expect("effects are a list");
    effects.iter().filter(move |e| e["type"] == kind)
}

/// The scorings the view after `step` added to those before it.
pub(crate) fn new_scorings(step: &Step) -> Vec<serde_json::Value> {
    let scorings = |view: &serde_json::Value| view["scorings"].as_array().expect("scorings").clone();
    scorings(&step.after).split_off(scorings(&step.before).len())
}

/// Effects say what an event did: along `games` random games of
/// `options`, every event's `scored` effects are the scorings the view
/// after it added, and the view before it, with what the event states
/// itself (a `figure_placed` event its figure, `follower` where it names
/// none) and the rule set's own effects applied (`stated`), then its
/// scorings paid and its returned figures given back, shows the
/// scores, supplies and figures of the view after it.
pub(crate) fn assert_effects_explain<G: RuleSet>(options: G::Options, games: u64, stated: impl Fn(&mut Tally, &Step)) {
    let mut explained = [0; 2];
    along_random_games::<G>(&options, games, 500, |step| {
        let Step { game, index, event, effects, .. } = step;
        let scored: Vec<serde_json::Value> = effects_of(step, "scored").map(|e| e["scoring"].clone()).collect();
        assert_eq!(scored, new_scorings(step), "game {game}, event {index}: {event}");
        let mut tally = Tally::of(&step.before);
        if event["type"] == "figure_placed" {
            tally.place(placed_figure(step, event["figure"].as_str().unwrap_or("follower")));
        }
        stated(&mut tally, step);
        for scoring in &scored {
            for seat in scoring["scorers"].as_array().expect("scorers") {
                tally.scores[seat.as_u64().expect("a seat") as usize] += scoring["points"].as_i64().expect("points");
            }
        }
        for figure in effects_of(step, "figures_returned").flat_map(|e| e["figures"].as_array().expect("figures")) {
            let figure = figure_key(figure);
            assert!(tally.lift(&figure), "game {game}, event {index}: {figure:?} returned but not on the board");
            tally.supply(figure.0, &figure.4, 1);
        }
        tally.figures.sort();
        assert_eq!(tally, Tally::of(&step.after), "game {game}, event {index}: {event} with {effects}");
        explained[usize::from(!scored.is_empty())] += 1;
    });
    assert!(explained.iter().all(|n| *n > 0), "events with and without scorings: {explained:?}");
}

/// Records of the past read the same whatever happens later: along
/// `games` random games of `options`, the view's `scorings` after each
/// event begin with exactly those of the view before it. A scoring's
/// `turn` means the same in every rule set: the turns completed when
/// it happened, between the view's `turn` before the event and after.
pub(crate) fn assert_history_kept<G: RuleSet>(options: G::Options, games: u64) {
    let mut checked = 0;
    along_random_games::<G>(&options, games, 100, |step| {
        let Step { game, index, before, after, .. } = step;
        let scorings =
            |view: &serde_json::Value| view["scorings"].as_array().expect("a view lists its scorings").clone();
        let turn = |view: &serde_json::Value| view["turn"].as_u64().expect("a view says how many turns were completed");
        let (old, new) = (scorings(before), scorings(after));
        assert!(
            new.len() >= old.len() && new[..old.len()] == old[..],
            "game {game}, event {index}: {old:?} became {new:?}"
        );
        for scoring in &new[old.len()..] {
            let at = scoring["turn"].as_u64().expect("a scoring says its turn");
            assert!((turn(before)..=turn(after)).contains(&at), "game {game}, event {index}: turn {at} of {scoring}");
        }
        checked += old.len();
    });
    assert!(checked > 0, "no scoring to check");
}

/// Views never count a figure twice: along `games` random games of
/// `options`, each player's figures in supply plus those the view shows
/// on the board are the same number in every view, the final one
/// included (rule sets whose figures never leave the game).
pub(crate) fn assert_figures_counted_once<G: RuleSet>(options: G::Options, games: u64) {
    let counts = |view: &serde_json::Value| -> Vec<u64> {
        let players = view["players"].as_array().expect("a view lists its players");
        let figures = view["figures"].as_array().expect("a view lists its figures");
        (0..players.len())
            .map(|seat| {
                let supply: u64 =
                    players[seat]["supply"].as_object().expect("a supply").values().filter_map(|n| n.as_u64()).sum();
                supply + figures.iter().filter(|f| f["owner"].as_u64() == Some(seat as u64)).count() as u64
            })
            .collect()
    };
    along_random_games::<G>(&options, games, 300, |Step { game, index, before, after, .. }| {
        assert_eq!(counts(after), counts(before), "game {game}, event {index}: figures counted twice or lost");
    });
}

/// A random cell on or around the tiles of `table` (two cells beyond).
pub(crate) fn cell_near(table: &Table, rng: &mut GameRng) -> Pos {
    let tiles = table.board.tiles();
    let (min, max) = tiles.iter().fold((Pos::new(0, 0), Pos::new(0, 0)), |(lo, hi), t| {
        (Pos::new(lo.x.min(t.pos.x), lo.y.min(t.pos.y)), Pos::new(hi.x.max(t.pos.x), hi.y.max(t.pos.y)))
    });
    let mut span = |lo: i32, hi: i32| lo - 2 + rng.below((hi - lo + 5) as u32) as i32;
    Pos::new(span(min.x, max.x), span(min.y, max.y))
}

/// The log of a random game of `options` replays and verifies to the
/// same state. The same log with two events swapped (and perhaps one left
/// out) is either refused by verification, at or after the first event
/// that differs, or still a legal game (a figure placed in one turn and
/// skipped in another, say), which trusted replay rebuilds to the same
/// state; trusted replay never panics.
pub(crate) fn assert_corrupt_logs_refused<G: RuleSet>(options: G::Options) {
    let (_, log) = random_game::<G>(options, Seed::from_u64(5), Seed::from_u64(6)).expect("a random game");
    let (log, rng) = (&log, &mut GameRng::new(Seed::from_u64(7)));
    let (state, _) = G::verify(log).expect("a log the engine wrote verifies");
    assert_eq!(G::replay(log).expect("and replays"), state);
    let mut refused = 0;
    for _ in 0..300 {
        let mut broken = log.to_vec();
        let i = 1 + rng.below(broken.len() as u32 - 1) as usize;
        let j = 1 + rng.below(broken.len() as u32 - 1) as usize;
        broken.swap(i, j);
        if rng.below(2) == 0 {
            broken.remove(i);
        }
        let replayed = G::replay(&broken);
        let differs = broken.iter().zip(log).position(|(a, b)| a != b);
        match (G::verify(&broken), differs) {
            (Ok((verified, _)), _) => assert_eq!(replayed.ok(), Some(verified), "an accepted log is a legal game"),
            (Err(e), Some(at)) => {
                assert!(e.index() >= at, "{e} reported before the first change at {at}");
                refused += 1;
            }
            (Err(e), None) => panic!("a prefix of the game was refused: {e}"),
        }
    }
    assert!(refused > 250, "most corrupted logs differ and are refused: {refused}");
}

/// The properties every rule set keeps, each checked with the rule sets'
/// plainest options (their own property tests add the others).
mod every_rule_set {
    use super::*;
    use crate::{classic, discovery, hg, mists};

    /// What the view says of the past never changes later.
    #[test]
    fn history_reads_as_it_was() {
        assert_history_kept::<classic::GameState>(classic::Options::for_players(2), 12);
        assert_history_kept::<discovery::GameState>(discovery::Options::for_players(3), 12);
        assert_history_kept::<hg::GameState>(hg::Options::for_players(3), 12);
        assert_history_kept::<mists::GameState>(mists::Options::at_level(2, 3), 12);
    }

    /// Every figure is in a supply or on the board, never both: the final
    /// view too (Mists' guards leave the game when buried).
    #[test]
    fn figures_are_counted_once() {
        assert_figures_counted_once::<classic::GameState>(classic::Options::for_players(2), 6);
        assert_figures_counted_once::<discovery::GameState>(discovery::Options::for_players(3), 6);
        assert_figures_counted_once::<hg::GameState>(hg::Options::for_players(3), 6);
    }

    /// Effects say what each event did: scorings and figures returned
    /// explain every change of scores, supplies and figures (classic's own
    /// test adds its waiting wagons; Mists' scores are the team's).
    #[test]
    fn effects_explain_every_event() {
        assert_effects_explain::<discovery::GameState>(discovery::Options::for_players(3), 8, |_, _| {});
        assert_effects_explain::<hg::GameState>(hg::Options::for_players(3), 8, |_, _| {});
    }

    /// Logs with events swapped or left out are refused, or are still legal
    /// games.
    #[test]
    fn corrupt_logs_are_refused() {
        assert_corrupt_logs_refused::<classic::GameState>(classic::Options::for_players(2));
        assert_corrupt_logs_refused::<discovery::GameState>(discovery::Options::for_players(3));
        assert_corrupt_logs_refused::<hg::GameState>(hg::Options::for_players(3));
        assert_corrupt_logs_refused::<mists::GameState>(mists::Options::at_level(3, 2));
    }
}
