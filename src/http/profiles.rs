//! Players' profiles, rating histories and the leaderboards.

use super::auth::Viewer;
use super::blocking;
use super::error_kind::ErrorKind;
use super::error_responses::operation_errors;
use super::paging::{PageQuery, RankedPageQuery};
use super::problem::ApiError;
use actix_web::{get, web};
use api::model::RulesetId;
use api::profiles::{LeaderboardPage, Pool, Profile, RatingHistoryPage};
use service::Service;

operation_errors!(
    /// What [`player_profile`] can answer with besides success.
    ProfileErrors = VIEWER, DATABASE, [PlayerNotFound, ProfileHidden]
);

/// A player's profile: per rule set, their finished games (won, lost,
/// drawn), their ratings (current, best, provisional or not) and, for
/// co-operative rule sets, their team records per level. Public unless the
/// player hides it (`profile_hidden` in `PATCH /v1/me`); its owner always
/// sees it.
#[utoipa::path(
    tag = "players", security((), ("bearer" = [])),
    params(("username" = String, Path, description = "The player's username (any case)")),
    responses((status = 200, description = "The profile", body = Profile), ProfileErrors)
)]
#[get("/v1/players/{username}")]
pub async fn player_profile(
    service: web::Data<Service>,
    Viewer(caller): Viewer,
    username: web::Path<String>,
) -> Result<web::Json<Profile>, ApiError> {
    Ok(web::Json(blocking(move || service.profile(&caller, &username)).await?))
}

operation_errors!(
    /// What [`rating_history`] can answer with besides success.
    HistoryErrors = VIEWER, DATABASE, [InvalidQuery, InvalidCursor, PlayerNotFound, ProfileHidden]
);

/// A player's rating changes, one per rated game, newest first.
#[utoipa::path(
    tag = "players", security((), ("bearer" = [])),
    params(("username" = String, Path, description = "The player's username (any case)"), PageQuery),
    responses((status = 200, description = "A page of rating changes", body = RatingHistoryPage), HistoryErrors)
)]
#[get("/v1/players/{username}/rating-history")]
pub async fn rating_history(
    service: web::Data<Service>,
    Viewer(caller): Viewer,
    username: web::Path<String>,
    query: web::Query<PageQuery>,
) -> Result<web::Json<RatingHistoryPage>, ApiError> {
    let (cursor, limit) = query.into_inner().into_parts()?;
    let page = blocking(move || service.rating_history(&caller, &username, cursor.as_deref(), limit));
    Ok(web::Json(page.await?))
}

operation_errors!(
    /// What [`leaderboard`] can answer with besides success.
    LeaderboardErrors = VIEWER, DATABASE, [InvalidPath, InvalidQuery, InvalidCursor, RulesetNotFound]
);

/// The leaderboard of a rule set's pool (`duel`: two players, Glicko-2;
/// `multiplayer`: three to five, Weng-Lin), best first: the established
/// ratings (10 rated games or more) of players who show their profile.
#[utoipa::path(
    tag = "players", security((), ("bearer" = [])),
    params(
        ("ruleset" = RulesetId, Path, description = "Rule set id"),
        ("pool" = Pool, Path, description = "The pool"),
        RankedPageQuery,
    ),
    responses((status = 200, description = "A page of the leaderboard", body = LeaderboardPage), LeaderboardErrors)
)]
#[get("/v1/leaderboards/{ruleset}/{pool}")]
pub async fn leaderboard(
    service: web::Data<Service>,
    _viewer: Viewer,
    path: web::Path<(String, Pool)>,
    query: web::Query<RankedPageQuery>,
) -> Result<web::Json<LeaderboardPage>, ApiError> {
    let (ruleset, pool) = path.into_inner();
    let id = RulesetId::parse(&ruleset).ok_or_else(|| ApiError::new(ErrorKind::RulesetNotFound, "no such rule set"))?;
    let (cursor, limit) = query.into_inner().into_parts()?;
    Ok(web::Json(blocking(move || service.leaderboard(id, pool, cursor.as_deref(), limit)).await?))
}
