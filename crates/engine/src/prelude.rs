//! The traits of the rule-set interface, for code that plays a rule set
//! by its type (tests, benchmarks, tools): `use carcassonne_engine::prelude::*`.
//! Generic code names [`RuleSet`] alone.

pub use crate::ruleset::{Consequences, Moves, Presentation, Rating, RuleSet, Rules};
