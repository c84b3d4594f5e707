//! HTTP + PostgreSQL integration tests: the real service on a loopback
//! port over a fresh database per test.

#![allow(clippy::unwrap_used, clippy::expect_used, clippy::panic)]

mod accounts;
mod analyses;
mod around;
mod audit;
mod bots;
mod browsers;
mod cache;
mod challenges;
mod clocks;
mod distribution;
mod errors;
mod hostile;
mod imports;
mod limits;
mod live;
mod lobby;
mod moderation;
mod operators;
mod play;
mod ratings;
mod rulesets;
mod seeks;
mod standbys;
mod support;
mod webhooks;
