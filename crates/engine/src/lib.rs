//! The rules engine: pure, deterministic, no I/O, no clock.
//!
//! Every rule set is an event-sourced state machine behind one interface,
//! [`ruleset::RuleSet`]: `decide(state, seat, command) -> events or a
//! refusal` says what a command would do without changing anything;
//! `evolve(state, event)` applies one event; `replay(events)` rebuilds a
//! state from a trusted log and `verify(events)` from an untrusted one.
//! Events record only facts (choices and chance); scores and completed
//! features are derived while evolving.
//!
//! The core modules know nothing of cities or farmers:
//! - [`geometry`]: cells, sides, the 12 edge slots, rotations;
//! - [`catalog`]: the embedded tile catalogs, regions by layer;
//! - [`board`], [`features`] and [`table`]: placed tiles, the
//!   letter-matching placement rule and the cross-tile region graph;
//! - [`seat`] and [`status`]: who plays, and who decides next or how the
//!   game ended;
//! - [`players`]: turn order, resignation, scores, standings, majority;
//! - [`bag`], [`rng`] and [`order`]: the hidden supplies, the seeded
//!   ChaCha20 shuffle and fixed orders;
//! - [`head`], [`refusal`], [`setup`] and [`view`]: what every rule set's
//!   state, refusals, set-up errors and views share, and [`effects`] what
//!   their effects (the consequences rules derive from an event) are
//!   derived with.
//!
//! [`bot`] plays any rule set through the interface alone.
//!
//! Rule sets are siblings on top, none importing another: [`classic`] (the
//! base game; Abbey & Mayor builds on it), [`hg`] (Hunters & Gatherers),
//! [`discovery`] (The Discovery) and [`mists`] (Mists over Carcassonne).

pub mod analysis;
pub mod bag;
pub mod board;
pub mod bot;
pub mod catalog;
pub mod classic;
pub mod discovery;
pub mod effects;
pub mod feature_list;
pub mod features;
pub mod geometry;
pub mod head;
pub mod hg;
pub mod mists;
pub mod order;
pub mod picture;
pub mod players;
pub mod prelude;
#[cfg(test)]
mod properties;
pub mod refusal;
pub mod rng;
pub mod ruleset;
#[cfg(test)]
mod scenario;
pub mod seat;
pub mod setup;
pub mod status;
pub mod table;
pub mod view;
