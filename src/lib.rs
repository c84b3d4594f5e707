//! A stateless HTTP service hosting turn-based Carcassonne games.
//!
//! - [`engine`]: the pure rules engine (no I/O);
//! - [`storage`]: PostgreSQL event logs through diesel and r2d2;
//! - [`auth`]: password hashes and signed tokens;
//! - [`service`]: the use cases (lobby and play) joining engine and storage;
//! - [`http`]: the actix-web API, its errors and its OpenAPI document;
//! - [`render`]: SVG pictures of tiles and boards;
//! - [`config`]: settings from the environment.

pub mod auth;
pub mod config;
pub mod engine;
pub mod http;
pub mod render;
pub mod service;
pub mod storage;
