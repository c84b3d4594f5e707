//! The one place that names the hosted rule sets, each with the
//! specification its refusals cite. Ids, parsing, the descriptors of
//! `GET /v1/rulesets`, the catalogs, every use case, the API document's
//! unions, the rules pages and the `rule_url` of every refusal all come
//! from this list.

use super::documented::Documented;
use super::hosting::{CommandExample, Host, Hosted};
use super::internal::Internal;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::sync::OnceLock;
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::{RefOr, Schema};

/// Declares [`HOSTED`] and [`visit_hosted`] from one list of rule sets.
macro_rules! hosted {
    ($($game:ty => $rules:expr,)*) => {
        /// Every hosted rule set, in the order `GET /v1/rulesets` lists
        /// them. Adding a rule set is one entry in the list below.
        static HOSTED: &[Registration] = &[$(Registration { host: &Host::<$game>::NEW, rules: $rules },)*];

        /// Calls `visitor` with the type of every hosted rule set, in the
        /// order of `HOSTED` (for what needs the type, not the object:
        /// the API document's per-rule-set bodies).
        pub fn visit_hosted(visitor: &mut impl VisitHosted) {
            $(visitor.visit::<$game>();)*
        }
    };
}

hosted! {
    engine::classic::GameState => &[
        RulesPage { page: "base", prefix: "BASE", markdown: include_str!("../../../docs/rules/base.md") },
        RulesPage { page: "abbey-mayor", prefix: "AM", markdown: include_str!("../../../docs/rules/abbey-mayor.md") },
        RulesPage { page: "river", prefix: "RIVER", markdown: include_str!("../../../docs/rules/river.md") },
        RulesPage {
            page: "inns-cathedrals",
            prefix: "IC",
            markdown: include_str!("../../../docs/rules/inns-cathedrals.md"),
        },
        RulesPage {
            page: "traders-builders",
            prefix: "TB",
            markdown: include_str!("../../../docs/rules/traders-builders.md"),
        },
    ],
    engine::hg::GameState => &[RulesPage {
        page: "hunters-gatherers",
        prefix: "HG",
        markdown: include_str!("../../../docs/rules/hunters-gatherers.md"),
    }],
    engine::discovery::GameState => &[RulesPage {
        page: "discovery",
        prefix: "DISC",
        markdown: include_str!("../../../docs/rules/discovery.md"),
    }],
    engine::mists::GameState => &[RulesPage {
        page: "mists",
        prefix: "MISTS",
        markdown: include_str!("../../../docs/rules/mists.md"),
    }],
}

/// Something done with each hosted rule set's type ([`visit_hosted`]).
pub trait VisitHosted {
    /// Called once per hosted rule set.
    fn visit<R: Documented>(&mut self);
}

/// A hosted rule set: the game, and its specification.
pub struct Registration {
    host: &'static dyn Hosted,
    rules: &'static [RulesPage],
}

/// One page of a rule set's specification (`docs/rules/`), which defines
/// the rule ids with its prefix (`BASE-TILE-3`).
#[derive(Debug)]
pub struct RulesPage {
    /// Its name, in `/rules/<page>`.
    pub page: &'static str,
    /// The prefix of the rule ids it defines.
    pub prefix: &'static str,
    /// Its text.
    pub markdown: &'static str,
}

/// Every page of every hosted rule set's specification.
pub fn rules_pages() -> impl Iterator<Item = &'static RulesPage> {
    HOSTED.iter().flat_map(|registration| registration.rules)
}

/// Where rule `rule` is explained: `/rules/<page>#<rule>`, if its prefix
/// is one a hosted rule set's specification defines.
pub fn rule_url(rule: &str) -> Option<String> {
    let prefix = rule.split('-').next()?;
    rules_pages().find(|page| page.prefix == prefix).map(|page| format!("/rules/{}#{rule}", page.page))
}

/// Parses every hosted rule set's compiled-in tile catalog; the binary
/// checks at start-up.
pub fn check_catalogs() -> Result<(), String> {
    RulesetId::all().try_for_each(|ruleset| ruleset.check_catalog().map_err(|e| format!("{ruleset}: {e}")))
}

/// A hosted rule set, named by its id (`classic`, `hunters-gatherers`).
#[derive(Clone, Copy)]
pub struct RulesetId(&'static dyn Hosted);

impl RulesetId {
    /// Every hosted rule set.
    pub fn all() -> impl Iterator<Item = RulesetId> {
        HOSTED.iter().map(|registration| RulesetId(registration.host))
    }

    /// The rule set with this id.
    pub fn parse(id: &str) -> Option<RulesetId> {
        RulesetId::all().find(|ruleset| ruleset.as_str() == id)
    }

    /// The id.
    pub fn as_str(self) -> &'static str {
        self.0.id()
    }

    /// An example of every kind of command met in seeded games, with its
    /// events ([`Hosted::command_examples`]); computed once per process.
    pub fn examples(self) -> Result<&'static [CommandExample], Internal> {
        type Examples = Result<Vec<CommandExample>, String>;
        static EXAMPLES: OnceLock<Vec<(&'static str, Examples)>> = OnceLock::new();
        let all = EXAMPLES.get_or_init(|| {
            RulesetId::all().map(|id| (id.as_str(), id.command_examples().map_err(|e| e.to_string()))).collect()
        });
        match all.iter().find(|(id, _)| *id == self.as_str()) {
            Some((_, Ok(examples))) => Ok(examples.as_slice()),
            Some((_, Err(error))) => Err(Internal::new(error.clone())),
            None => Ok(&[]),
        }
    }
}

impl std::ops::Deref for RulesetId {
    type Target = dyn Hosted;

    fn deref(&self) -> &Self::Target {
        self.0
    }
}

impl PartialEq for RulesetId {
    fn eq(&self, other: &Self) -> bool {
        self.as_str() == other.as_str()
    }
}

impl Eq for RulesetId {}

impl fmt::Debug for RulesetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "RulesetId({})", self.as_str())
    }
}

impl fmt::Display for RulesetId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
    }
}

impl Serialize for RulesetId {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_str(self.as_str())
    }
}

impl<'de> Deserialize<'de> for RulesetId {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let id = std::borrow::Cow::<str>::deserialize(deserializer)?;
        RulesetId::parse(&id).ok_or_else(|| {
            let known: Vec<&str> = RulesetId::all().map(RulesetId::as_str).collect();
            serde::de::Error::custom(format!("unknown rule set {id:?}; this service hosts {}", known.join(", ")))
        })
    }
}

impl utoipa::PartialSchema for RulesetId {
    fn schema() -> RefOr<Schema> {
        ObjectBuilder::new()
            .schema_type(Type::String)
            .description(Some("A hosted rule set (`GET /v1/rulesets`)."))
            .enum_values(Some(RulesetId::all().map(RulesetId::as_str)))
            .into()
    }
}

impl utoipa::ToSchema for RulesetId {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_catalog_parses() {
        assert_eq!(check_catalogs(), Ok(()));
        assert!(RulesetId::all().all(|ruleset| !ruleset.catalog().tiles().is_empty()));
    }

    #[test]
    fn ids_parse_and_print() {
        for ruleset in RulesetId::all() {
            assert_eq!(RulesetId::parse(ruleset.as_str()), Some(ruleset));
            assert_eq!(serde_json::to_value(ruleset).unwrap(), ruleset.as_str());
        }
        assert_eq!(RulesetId::parse("checkers"), None);
        let refused = serde_json::from_value::<RulesetId>(serde_json::json!("checkers")).unwrap_err();
        assert!(refused.to_string().contains("classic, hunters-gatherers, discovery, mists"), "{refused}");
    }

    /// The refusal's rule, and that its page defines it.
    fn assert_explained(ruleset: RulesetId, rule: &str) {
        let url = rule_url(rule).unwrap_or_else(|| panic!("{ruleset}: {rule} has no page"));
        let page = rules_pages().find(|page| url.starts_with(&format!("/rules/{}#", page.page))).unwrap();
        assert!(page.markdown.contains(rule), "{ruleset}: {rule} is not in /rules/{}", page.page);
    }

    /// Every hosted rule set's refusals point to the page that defines
    /// their rule: each kind of command sent where it does not fit (at
    /// the start of a game, by either seat), and set-ups that cannot be.
    #[test]
    fn every_refusal_resolves_to_a_rule_on_a_page() {
        use crate::hosting::{CommandError, SetupFailure};
        use engine::order::TileOrder;
        use engine::rng::Seed;
        use engine::seat::Seat;
        for ruleset in RulesetId::all() {
            let order = || TileOrder::Seeded { seed: Seed::from_u64(7) };
            let (game, _) = ruleset.start(&serde_json::json!({"players": 2}), order()).unwrap();
            let mut refused = 0;
            for (command, _) in ruleset.command_examples().unwrap() {
                for seat in [Seat(0), Seat(1)] {
                    if let Err(CommandError::Illegal(illegal)) = game.check(seat, &command) {
                        assert_explained(ruleset, illegal.rule);
                        refused += 1;
                    }
                }
            }
            assert!(refused > 3, "{ruleset}: only {refused} refusals to check");
            for options in [serde_json::json!({"players": 0}), serde_json::json!({"players": 9})] {
                match ruleset.start(&options, order()) {
                    Err(SetupFailure::Setup { rule, .. }) => assert_explained(ruleset, rule),
                    other => panic!("{ruleset}: {options} set up: {:?}", other.map(|_| ())),
                }
            }
        }
    }

    /// An option's own page explains its refusals: a river tile placed
    /// beside the spring but not where the river flows on.
    #[test]
    fn the_river_refusals_resolve_to_its_page() {
        use crate::hosting::CommandError;
        use engine::order::TileOrder;
        use engine::rng::Seed;
        use engine::seat::Seat;
        let classic = RulesetId::parse("classic").unwrap();
        let order = TileOrder::Seeded { seed: Seed::from_u64(7) };
        let (game, _) = classic.start(&serde_json::json!({"players": 2, "river": {}}), order).unwrap();
        let mut rules = Vec::new();
        for (x, y) in [(0, 1), (0, -1), (-1, 0)] {
            for rotation in 0..4 {
                let command = serde_json::json!({"type": "place_tile", "x": x, "y": y, "rotation": rotation});
                if let Err(CommandError::Illegal(illegal)) = game.check(Seat(0), &command) {
                    assert_explained(classic, illegal.rule);
                    rules.push(illegal.rule);
                }
            }
        }
        assert!(rules.contains(&"RIVER-PLACE-2"), "{rules:?}");
    }
}
