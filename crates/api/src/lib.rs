//! The API's contract: what the service says and how, apart from what it
//! does. The JSON face of every rule set ([`hosting`]: any rule set driven
//! through two trait objects; [`registry`]: the one list of hosted rule
//! sets), the request and response bodies ([`model`]; [`challenges`],
//! [`seeks`], [`profiles`], [`webhooks`] and [`notifications`] by area;
//! [`bodies`] with each rule set's own types), the document's machinery ([`schemas`],
//! [`grouping`], the examples), and the pictures ([`render`]). No I/O,
//! no database: the service's use cases build on it, and the HTTP layer
//! publishes it.

pub mod bodies;
pub mod challenges;
mod documented;
mod examples;
pub mod grouping;
pub mod hosting;
mod internal;
pub mod model;
pub mod notifications;
pub mod profiles;
pub mod registry;
pub mod render;
#[cfg(any(test, feature = "test-support"))]
pub mod samples;
pub mod schemas;
pub mod seeks;
pub mod view_memo;
pub mod webhooks;

pub use internal::{Cause, Internal};
