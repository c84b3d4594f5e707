//! The rules engine: pure, deterministic, no I/O, no clock.
//!
//! Every rule set is an event-sourced state machine:
//! `decide(state, seat, command) -> Result<events, RuleError>` says what a
//! command would do without changing anything; `evolve(state, event)`
//! applies one event; `replay(events)` rebuilds a state from a log. Events
//! record only facts (choices and chance); scores and completed features
//! are derived while evolving.
//!
//! The core modules know nothing of cities or farmers:
//! - [`geometry`]: cells, sides, the 12 edge slots, rotations;
//! - [`catalog`]: the embedded tile catalogs, regions by layer;
//! - [`board`]: placed tiles and the letter-matching placement rule;
//! - [`features`]: the cross-tile region graph with open-slot counts and occupancy;
//! - [`players`]: seats, placed figures, majority;
//! - [`bag`] and [`rng`]: the hidden draw supply and the seeded ChaCha20 shuffle.
//!
//! Rule sets are siblings on top: [`classic`] (base game; Abbey & Mayor
//! builds on it) and [`hg`] (Hunters & Gatherers), each implementing
//! [`rules::Rules`].

pub mod bag;
pub mod board;
pub mod catalog;
pub mod classic;
pub mod features;
pub mod geometry;
pub mod hg;
pub mod players;
pub mod rng;
pub mod rules;
pub mod setup;
