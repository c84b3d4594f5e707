//! Analyses of finished games: asked for, then read as the bot workers
//! make them.

use super::auth::{Authenticated, Viewer};
use super::blocking;
use super::error_responses::operation_errors;
use super::problem::ApiError;
use actix_web::{HttpResponse, get, post, web};
use api::bodies;
use service::Service;
use uuid::Uuid;

operation_errors!(
    /// What [`request_analysis`] can answer with besides success.
    RequestErrors = GAME, SIGNED_IN, DATABASE, [NotFinished, TooManyAnalyses]
);

/// Ask for the analysis of a finished game (a player of it, or anyone
/// signed in for a public game): every decision of its people with a
/// choice, judged against the best command the `mcts` bot finds. The bot
/// workers make it in the background, a few decisions at a time, when no
/// bot waits; read it with `GET` as it grows. Asked for once per game:
/// asking again answers with it as it stands. One account waits for at
/// most 3 at once. Co-operative games cannot be analysed yet.
#[utoipa::path(
    tag = "play", params(("id" = Uuid, Path, description = "Game id")), security(("bearer" = [])),
    responses(
        (status = 202, description = "Asked for now", body = bodies::Analysis),
        (status = 200, description = "Asked for before: as it stands", body = bodies::Analysis),
        RequestErrors,
    )
)]
#[post("/v1/games/{id}/analysis")]
pub async fn request_analysis(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let (found, asked) = blocking(move || service.request_analysis(&caller, id)).await?;
    Ok(if asked { HttpResponse::Accepted() } else { HttpResponse::Ok() }.json(found))
}

operation_errors!(
    /// What [`get_analysis`] can answer with besides success.
    AnalysisErrors = GAME, VIEWER, DATABASE, [NoAnalysis]
);

/// A game's analysis as it stands: `queued`, `running` (the decisions
/// judged so far) or `done` (it no longer changes), with each seat's
/// accuracy.
#[utoipa::path(
    tag = "play", params(("id" = Uuid, Path, description = "Game id")), security((), ("bearer" = [])),
    responses(
        (status = 200, description = "The analysis", body = bodies::Analysis),
        AnalysisErrors,
    )
)]
#[get("/v1/games/{id}/analysis")]
pub async fn get_analysis(
    service: web::Data<Service>,
    Viewer(caller): Viewer,
    id: web::Path<Uuid>,
) -> Result<web::Json<api::model::Analysis>, ApiError> {
    let id = id.into_inner();
    Ok(web::Json(blocking(move || service.analysis(&caller, id)).await?))
}
