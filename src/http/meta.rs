//! Health, readiness and the rule sets.

use super::blocking;
use super::problem::{ApiError, Problem};
use crate::service::Service;
use crate::service::model::{Ruleset, RulesetId, TileCatalog};
use actix_web::get;
use actix_web::{HttpResponse, web};

/// Liveness: the process answers.
#[utoipa::path(tag = "operations", responses((status = 200, description = "Alive")))]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(serde_json::json!({"status": "ok"}))
}

/// Readiness: the database answers.
#[utoipa::path(
    tag = "operations",
    responses(
        (status = 200, description = "Ready"),
        (status = 503, description = "Database unavailable", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/readyz")]
pub async fn readyz(service: web::Data<Service>) -> Result<HttpResponse, ApiError> {
    blocking(move || service.ready()).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({"status": "ready"})))
}

/// The rule sets this service hosts.
#[utoipa::path(tag = "rulesets", responses((status = 200, description = "Rule sets", body = [Ruleset])))]
#[get("/v1/rulesets")]
pub async fn rulesets(service: web::Data<Service>) -> web::Json<Vec<Ruleset>> {
    web::Json(service.rulesets())
}

/// The tile catalog of a rule set: tile ids, edges and regions, so that
/// clients can draw tiles and name regions.
#[utoipa::path(
    tag = "rulesets",
    params(("ruleset" = RulesetId, Path, description = "Rule set id")),
    responses(
        (status = 200, description = "The catalog", body = TileCatalog),
        (status = 404, description = "No such rule set", body = Problem, content_type = "application/problem+json"),
    )
)]
#[get("/v1/rulesets/{ruleset}/tiles")]
pub async fn tiles(
    service: web::Data<Service>,
    ruleset: web::Path<String>,
) -> Result<web::Json<TileCatalog>, ApiError> {
    let id = RulesetId::parse(&ruleset).ok_or_else(|| ApiError::not_found("ruleset_not_found", "no such rule set"))?;
    Ok(web::Json(service.tiles(id)))
}
