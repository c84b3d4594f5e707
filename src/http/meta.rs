//! Health, readiness and the rule sets.

use super::blocking;
use super::documents::{Documents, JSON, SVG};
use super::error_kind::ErrorKind;
use super::error_responses::operation_errors;
use super::problem::ApiError;
use super::shutdown::Drain;
use actix_web::get;
use actix_web::{HttpRequest, HttpResponse, web};
use api::model::{Ruleset, RulesetId, TileCatalog};
use api::render;
use service::Service;

operation_errors!(
    /// What [`healthz`] can answer with besides success.
    HealthzErrors = ANY
);

/// Liveness: the process answers.
#[utoipa::path(tag = "operations", security(), responses((status = 200, description = "Alive"), HealthzErrors))]
#[get("/healthz")]
pub async fn healthz() -> HttpResponse {
    HttpResponse::Ok().json(serde_json::json!({"status": "ok"}))
}

operation_errors!(
    /// What [`readyz`] can answer with besides success.
    ReadyzErrors = DATABASE, [ShuttingDown]
);

/// Readiness: the database answers and the instance is not shutting down
/// (once it is, load balancers should take it out of rotation).
#[utoipa::path(
    tag = "operations", security(),
    responses(
        (status = 200, description = "Ready"),
        ReadyzErrors,
    )
)]
#[get("/readyz")]
pub async fn readyz(service: web::Data<Service>, drain: web::Data<Drain>) -> Result<HttpResponse, ApiError> {
    if drain.is_draining() {
        return Err(ApiError::new(ErrorKind::ShuttingDown, "this instance is shutting down"));
    }
    blocking(move || service.ready()).await?;
    Ok(HttpResponse::Ok().json(serde_json::json!({"status": "ready"})))
}

operation_errors!(
    /// What [`rulesets`] can answer with besides success.
    RulesetsErrors = ANY
);

/// The rule sets this service hosts.
#[utoipa::path(tag = "rulesets", security(), responses((status = 200, description = "Rule sets", body = [Ruleset]), RulesetsErrors))]
#[get("/v1/rulesets")]
pub async fn rulesets(service: web::Data<Service>, req: HttpRequest) -> Result<HttpResponse, ApiError> {
    Documents::serve(&req, "rulesets".to_owned(), JSON, move || {
        serde_json::to_vec(&service.rulesets()).map_err(ApiError::internal)
    })
    .await
}

operation_errors!(
    /// What [`tiles`] can answer with besides success.
    TilesErrors = [RulesetNotFound]
);

/// The tile catalog of a rule set: tile ids, edges and regions, so that
/// clients can draw tiles and name regions.
#[utoipa::path(
    tag = "rulesets", security(),
    params(("ruleset" = RulesetId, Path, description = "Rule set id")),
    responses(
        (status = 200, description = "The catalog", body = TileCatalog),
        TilesErrors,
    )
)]
#[get("/v1/rulesets/{ruleset}/tiles")]
pub async fn tiles(
    service: web::Data<Service>,
    ruleset: web::Path<String>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let id = RulesetId::parse(&ruleset).ok_or_else(|| ApiError::new(ErrorKind::RulesetNotFound, "no such rule set"))?;
    Documents::serve(&req, format!("tiles/{ruleset}"), JSON, move || {
        serde_json::to_vec(&service.tiles(id)).map_err(ApiError::internal)
    })
    .await
}

operation_errors!(
    /// What [`tile_picture`] can answer with besides success.
    TilePictureErrors = [RulesetNotFound, TileNotFound]
);

/// One tile at rotation 0 as an SVG picture, each region's index drawn at
/// its anchor (the point the catalog gives as `anchor`).
#[utoipa::path(
    tag = "rulesets", security(),
    params(
        ("ruleset" = RulesetId, Path, description = "Rule set id"),
        ("family" = String, Path, description = "The part of the tile id before `/` (`base`)"),
        ("name" = String, Path, description = "The part after it (`D`)"),
    ),
    responses(
        (status = 200, description = "The picture", content_type = "image/svg+xml", body = String),
        TilePictureErrors,
    )
)]
#[get("/v1/rulesets/{ruleset}/tiles/{family}/{name}.svg")]
pub async fn tile_picture(
    path: web::Path<(String, String, String)>,
    req: HttpRequest,
) -> Result<HttpResponse, ApiError> {
    let (ruleset, family, name) = path.into_inner();
    let id = RulesetId::parse(&ruleset).ok_or_else(|| ApiError::new(ErrorKind::RulesetNotFound, "no such rule set"))?;
    let key = format!("tile/{ruleset}/{family}/{name}");
    Documents::serve(&req, key, SVG, move || {
        let catalog = id.catalog();
        let svg = catalog.find(&format!("{family}/{name}")).and_then(|tile| render::tile_svg(catalog, tile));
        svg.map(String::into_bytes).ok_or_else(|| {
            ApiError::new(ErrorKind::TileNotFound, format!("rule set {ruleset} has no tile {family}/{name}"))
        })
    })
    .await
}

/// An SVG picture response.
pub(super) fn svg_response(svg: String) -> HttpResponse {
    HttpResponse::Ok().content_type(SVG).body(svg)
}
