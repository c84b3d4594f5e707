//! Reads answered on the HTTP worker: the worker asks the database for the
//! game's version over its own connection ([`storage::versions`]) and,
//! when this instance's replay cache holds the game at that version,
//! builds the body from the cache without handing the request to the
//! blocking pool and back (two thread switches, most of a warm read's
//! cost). The database still decides what a read sees: a cache that is
//! behind, or no answer, sends the read the pooled way.

use super::encoding::{CachedJson, tagged_json_now};
use super::problem::ApiError;
use actix_web::{HttpRequest, HttpResponse};
use storage::versions::WorkerVersions;
use uuid::Uuid;

/// The answer `read` gives for game `id` at its version now, if the
/// worker could ask the version and `read` could answer from the cache
/// at it; `None`: take the pooled way.
pub async fn from_cache<T, E>(
    req: &HttpRequest,
    id: Uuid,
    read: impl FnOnce(i64) -> Option<Result<(T, String), E>>,
) -> Option<Result<HttpResponse, ApiError>>
where
    T: CachedJson,
    E: Into<ApiError>,
{
    let versions = req.app_data::<Option<WorkerVersions>>()?.as_ref()?;
    let version = versions.version(id).await?;
    Some(read(version)?.map_err(Into::into).and_then(|(value, etag)| tagged_json_now(req, value, &etag)))
}
