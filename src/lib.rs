//! The HTTP binary's library: the actix-web API and its settings, on top
//! of the workspace's crates (see `docs/ARCHITECTURE.md`):
//!
//! - `engine`: the pure rules engine (no I/O);
//! - `storage`: PostgreSQL event logs through diesel and r2d2;
//! - `service`: the use cases joining engine and storage, with accounts'
//!   tokens and the SVG pictures;
//! - [`http`]: the actix-web API, its errors and its OpenAPI document;
//! - [`config`]: settings from the environment;
//! - [`admin`]: moderation from the command line.

pub mod admin;
pub mod config;
pub mod http;
