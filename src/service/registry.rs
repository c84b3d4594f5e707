//! The one place that names the hosted rule sets. Ids, parsing, the
//! descriptors of `GET /v1/rulesets`, the catalogs, every use case and the
//! API document's unions all come from this list.

use super::hosting::{Host, Hosted};
use crate::engine;
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use utoipa::openapi::schema::{ObjectBuilder, Type};
use utoipa::openapi::{RefOr, Schema};

/// Every hosted rule set, in the order `GET /v1/rulesets` lists them.
/// Adding a rule set is one line here.
#[rustfmt::skip]
static HOSTED: &[&dyn Hosted] = &[
    &Host::<engine::classic::GameState>::NEW,
    &Host::<engine::hg::GameState>::NEW,
    &Host::<engine::discovery::GameState>::NEW,
    &Host::<engine::mists::GameState>::NEW,
];

/// A hosted rule set, named by its id (`classic`, `hunters-gatherers`).
#[derive(Clone, Copy)]
pub struct RulesetId(&'static dyn Hosted);

impl RulesetId {
    /// Every hosted rule set.
    pub fn all() -> impl Iterator<Item = RulesetId> {
        HOSTED.iter().map(|hosted| RulesetId(*hosted))
    }

    /// The rule set with this id.
    pub fn parse(id: &str) -> Option<RulesetId> {
        RulesetId::all().find(|ruleset| ruleset.as_str() == id)
    }

    /// The id.
    pub fn as_str(self) -> &'static str {
        self.0.id()
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
    fn ids_parse_and_print() {
        for ruleset in RulesetId::all() {
            assert_eq!(RulesetId::parse(ruleset.as_str()), Some(ruleset));
            assert_eq!(serde_json::to_value(ruleset).unwrap(), ruleset.as_str());
        }
        assert_eq!(RulesetId::parse("checkers"), None);
        let refused = serde_json::from_value::<RulesetId>(serde_json::json!("checkers")).unwrap_err();
        assert!(refused.to_string().contains("classic, hunters-gatherers, discovery, mists"), "{refused}");
    }
}
