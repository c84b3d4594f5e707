//! HTTP + PostgreSQL integration tests: the real service on a loopback
//! port over a fresh database per test.

mod accounts;
mod errors;
mod live;
mod lobby;
mod play;
mod support;
