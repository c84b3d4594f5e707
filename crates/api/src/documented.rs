//! What the API shows of a rule set beyond its rules: the prefix of its
//! schema names, the games its examples come from, and its parameter
//! tables. The engine knows none of it.

use engine::order::TileOrder;
use engine::ruleset::RuleSet;
use engine::{classic, discovery, hg, mists};
use serde_json::Value;
use utoipa::ToSchema;

/// A rule set as the API document and `GET /v1/rulesets` present it.
pub trait Documented:
    RuleSet<Options: ToSchema, Command: ToSchema, Event: ToSchema, Effect: ToSchema, View: ToSchema, LegalMoves: ToSchema>
{
    /// Prefix of the rule set's schema names in the API document (`Classic`).
    const SCHEMA_PREFIX: &'static str;

    /// Options whose games together can reach every kind of command (the
    /// document's examples come from such games).
    fn example_options() -> Vec<Self::Options>;

    /// Games set up and begun by hand to reach what seeded games almost
    /// never do: options, tile order and the commands played, in order,
    /// from the start.
    fn scripted_examples() -> Vec<(Self::Options, TileOrder, Vec<Self::Command>)> {
        Vec::new()
    }

    /// Rule-set-specific parameter tables clients may show; `null` when
    /// there are none.
    fn parameters() -> Value {
        Value::Null
    }
}

impl Documented for classic::GameState {
    const SCHEMA_PREFIX: &'static str = "Classic";

    fn example_options() -> Vec<classic::Options> {
        let abbey_mayor = Some(classic::AbbeyMayor::default());
        vec![classic::Options::for_players(2), classic::Options { abbey_mayor, ..classic::Options::for_players(2) }]
    }

    /// Inns & Cathedrals: a road with an inn placed beside the start tile,
    /// a large follower on it.
    fn scripted_examples() -> Vec<(classic::Options, TileOrder, Vec<classic::Command>)> {
        use classic::{Command, Figure};
        let options = classic::Options {
            inns_cathedrals: Some(classic::InnsCathedrals::default()),
            ..classic::Options::for_players(2)
        };
        let tiles = vec!["inns-cathedrals/straight-road-inn".to_owned()];
        let script = vec![
            Command::PlaceTile { x: 1, y: 0, rotation: 0 },
            Command::PlaceFigure { region: 0, figure: Figure::LargeFollower },
        ];
        vec![(options, TileOrder::Fixed { tiles, bonus: Vec::new(), any_mix: true, piles: Vec::new() }, script)]
    }
}

impl Documented for hg::GameState {
    const SCHEMA_PREFIX: &'static str = "Hg";

    fn example_options() -> Vec<hg::Options> {
        vec![hg::Options::for_players(2)]
    }
}

impl Documented for discovery::GameState {
    const SCHEMA_PREFIX: &'static str = "Disc";

    fn example_options() -> Vec<discovery::Options> {
        let expert = discovery::Options { hand_of_two: true, equal_turns: true, ..discovery::Options::for_players(2) };
        vec![discovery::Options::for_players(2), expert]
    }

    /// A hand that fits nowhere (DISC-EXP-HAND-3): three tiles with lowland
    /// on three sides close the start tile's water and mountain sides, so
    /// that the second player's two tiles without lowland fit nowhere and
    /// he discards one of them.
    fn scripted_examples() -> Vec<(discovery::Options, TileOrder, Vec<discovery::Command>)> {
        use discovery::Command;
        const DEAL: [&str; 8] = [
            "bays3-lll-on-m", // seat 0's hand
            "bays3-lll-on-w",
            "bays3-lll-on-m", // seat 1's hand
            "diag-m-w",
            "lowland-full", // refills
            "bay-m-on-w",
            "diag-m-l",
            "diag-m-l",
        ];
        let tile = |id: &str| discovery::Tile::from_id(&format!("discovery/{id}"));
        let (Some(on_mountain), Some(on_water), Some(no_lowland)) =
            (tile("bays3-lll-on-m"), tile("bays3-lll-on-w"), tile("diag-m-w"))
        else {
            return Vec::new();
        };
        let script = vec![
            Command::PlaceTile { x: 1, y: 0, rotation: 0, tile: Some(on_mountain) },
            Command::SkipFigure,
            Command::PlaceTile { x: -1, y: 0, rotation: 2, tile: Some(on_mountain) },
            Command::SkipFigure,
            Command::PlaceTile { x: 0, y: -1, rotation: 3, tile: Some(on_water) },
            Command::SkipFigure,
            Command::DiscardTile { tile: no_lowland },
        ];
        let tiles = DEAL.iter().map(|id| format!("discovery/{id}")).collect();
        let options = discovery::Options { hand_of_two: true, ..discovery::Options::for_players(2) };
        vec![(options, TileOrder::Fixed { tiles, bonus: Vec::new(), any_mix: false, piles: Vec::new() }, script)]
    }
}

impl Documented for mists::GameState {
    const SCHEMA_PREFIX: &'static str = "Mists";

    fn example_options() -> Vec<mists::Options> {
        // Every level, solo and with a team: dogs, burials and haunted
        // graveyards come up only in some of them.
        (1..=6)
            .flat_map(|level| {
                [
                    mists::Options::at_level(1, level),
                    mists::Options { team_decisions: true, ..mists::Options::at_level(3, level) },
                ]
            })
            .collect()
    }

    fn parameters() -> Value {
        serde_json::json!({ "levels": mists::LEVELS })
    }
}
