//! Draws a finished game of every rule set (two greedy bots, seeded) as the
//! SVG the service serves at `GET /v1/games/{id}/board.svg`, plus a few
//! tiles as `GET /v1/rulesets/{id}/tiles/{tile}.svg` draws them.
//!
//! Run: `cargo run --example pictures -- docs/pictures`; then
//! `docs/pictures/render.sh` turns them into the PNGs committed beside them.
#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

use api::render;
use engine::bot::{Level, choose};
use engine::order::TileOrder;
use engine::prelude::*;
use engine::rng::Seed;
use engine::{classic, discovery, hg, mists};
use std::path::Path;

/// Plays a seeded game of greedy bots to the end and writes its picture.
fn draw<G: RuleSet>(dir: &Path, name: &str, options: G::Options) {
    let (mut state, _) = G::new_game(options, TileOrder::Seeded { seed: Seed::from_u64(2026) }).expect("a game");
    for step in 0u64.. {
        let Some(seat) = state.to_move() else { break };
        let choice = choose(&state, Level::Greedy, Seed::from_u64(step)).expect("a move");
        state.play(seat, &choice.command).expect("legal");
    }
    std::fs::write(dir.join(format!("{name}.svg")), render::board_svg(G::catalog(), &state.picture())).expect("write");
}

fn main() {
    let dir = std::env::args().nth(1).expect("an output directory");
    let dir = Path::new(&dir);
    draw::<classic::GameState>(dir, "base", classic::Options::for_players(2));
    let abbey_mayor =
        classic::Options { abbey_mayor: Some(classic::AbbeyMayor::default()), ..classic::Options::for_players(3) };
    draw::<classic::GameState>(dir, "abbey-mayor", abbey_mayor);
    let river = classic::Options { river: Some(classic::River {}), ..classic::Options::for_players(2) };
    draw::<classic::GameState>(dir, "river", river);
    let inns_cathedrals = classic::Options {
        inns_cathedrals: Some(classic::InnsCathedrals::default()),
        ..classic::Options::for_players(6)
    };
    draw::<classic::GameState>(dir, "inns-cathedrals", inns_cathedrals);
    let traders_builders = classic::Options {
        traders_builders: Some(classic::TradersBuilders::default()),
        ..classic::Options::for_players(3)
    };
    draw::<classic::GameState>(dir, "traders-builders", traders_builders);
    draw::<hg::GameState>(dir, "hunters-gatherers", hg::Options::for_players(2));
    draw::<discovery::GameState>(dir, "discovery", discovery::Options::for_players(2));
    draw::<mists::GameState>(dir, "mists", mists::Options::at_level(2, 3));
    let catalog = classic::GameState::catalog();
    for id in [
        "base/D",
        "base/A",
        "abbey-mayor/crossed-cities",
        "river/bridge",
        "river/city-curve",
        "inns-cathedrals/cathedral",
        "inns-cathedrals/three-way-inn",
        "inns-cathedrals/city-corner-road-curve-inn",
        "traders-builders/city-band-wine",
        "traders-builders/city-corner-grain-road",
        "traders-builders/city-corner-cloth-two-caps",
    ] {
        let svg = render::tile_svg(catalog, catalog.find(id).expect("a tile")).expect("drawn");
        std::fs::write(dir.join(format!("tile-{}.svg", id.replace('/', "-"))), svg).expect("write");
    }
}
