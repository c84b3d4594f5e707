//! Webhook endpoints and their outbox of deliveries. Appends write the
//! outbox in their own statement ([`super::games::append`]); workers on any
//! instance claim due rows here with `FOR UPDATE SKIP LOCKED`, each claim a
//! lease that a worker which dies lets run out.

use super::schema::{accounts, webhook_deliveries, webhook_endpoints};
use super::{DbConn, StorageError};
use chrono::{DateTime, Utc};
use diesel::prelude::*;
use diesel::sql_types::{BigInt, Bool, Double, Integer, Nullable, Text, Timestamptz, Uuid as SqlUuid};
use uuid::Uuid;

/// The channel on which new deliveries are announced (`NOTIFY`, once per
/// transaction that writes any), so that idle workers wake at once.
pub const WEBHOOK_CHANNEL: &str = "carcassonne_webhooks";

/// A delivery waiting for its next attempt.
pub const PENDING: &str = "pending";
/// A delivery the endpoint acknowledged.
pub const DELIVERED: &str = "delivered";
/// A delivery given up on.
pub const FAILED: &str = "failed";

/// The kind of a test ping: it goes to a disabled endpoint too.
pub const PING: &str = "ping";

/// A stored endpoint.
#[derive(Clone, Debug, Queryable, Selectable)]
#[diesel(table_name = webhook_endpoints)]
pub struct EndpointRow {
    /// Its id.
    pub id: Uuid,
    /// The account it belongs to.
    pub account_id: i64,
    /// Where deliveries are posted.
    pub url: String,
    /// The notification kinds it wants.
    pub kinds: Vec<String>,
    /// The signing secret (`whsec_...`).
    pub secret: String,
    /// The secret before the last rotation, signing too until
    /// `previous_secret_until`.
    pub previous_secret: Option<String>,
    /// When the previous secret stops signing.
    pub previous_secret_until: Option<DateTime<Utc>>,
    /// Whether deliveries are made.
    pub enabled: bool,
    /// Why the service disabled it, if it did.
    pub disabled_reason: Option<String>,
    /// Deliveries that failed since the last one that succeeded.
    pub failed_in_a_row: i32,
    /// When it was registered.
    pub created_at: DateTime<Utc>,
    /// Its last change.
    pub updated_at: DateTime<Utc>,
}

/// An endpoint to register.
pub struct NewEndpoint<'a> {
    /// Its id.
    pub id: Uuid,
    /// The account registering it.
    pub account_id: i64,
    /// Where deliveries go.
    pub url: &'a str,
    /// The kinds it wants.
    pub kinds: &'a [String],
    /// Its signing secret.
    pub secret: &'a str,
}

/// What a change of an endpoint sets; `None` keeps the stored value.
#[derive(Default)]
pub struct EndpointChange<'a> {
    /// A new URL.
    pub url: Option<&'a str>,
    /// New kinds.
    pub kinds: Option<&'a [String]>,
    /// Enabled or disabled by its owner (enabling clears the failures).
    pub enabled: Option<bool>,
}

/// A stored delivery.
#[derive(Clone, Debug, Queryable, Selectable)]
#[diesel(table_name = webhook_deliveries)]
pub struct DeliveryRow {
    /// Its id: the message's `webhook-id`.
    pub id: Uuid,
    /// The endpoint it goes to.
    pub endpoint_id: Uuid,
    /// The notification kind.
    pub kind: String,
    /// The game it tells of (none for a ping).
    pub game_id: Option<Uuid>,
    /// The game's sequence number it tells of.
    pub seq: Option<i32>,
    /// [`PENDING`], [`DELIVERED`] or [`FAILED`].
    pub status: String,
    /// Attempts begun.
    pub attempts: i32,
    /// When the next attempt is due (pending ones).
    pub next_attempt_at: DateTime<Utc>,
    /// When the last attempt began.
    pub last_attempt_at: Option<DateTime<Utc>>,
    /// The HTTP status the last attempt got, if any.
    pub last_status: Option<i32>,
    /// Why the last attempt failed.
    pub last_error: Option<String>,
    /// When it was written (with the event it tells of).
    pub created_at: DateTime<Utc>,
    /// When the endpoint acknowledged it.
    pub delivered_at: Option<DateTime<Utc>>,
}

/// A delivery claimed for one attempt, with what sending it needs.
#[derive(Clone, Debug, Queryable, QueryableByName)]
pub struct Claimed {
    /// The delivery (its `webhook-id`).
    #[diesel(sql_type = SqlUuid)]
    pub id: Uuid,
    /// The notification kind.
    #[diesel(sql_type = Text)]
    pub kind: String,
    /// The game, if any.
    #[diesel(sql_type = Nullable<SqlUuid>)]
    pub game_id: Option<Uuid>,
    /// The game's sequence number.
    #[diesel(sql_type = Nullable<Integer>)]
    pub seq: Option<i32>,
    /// What a notification that is not about an append says.
    #[diesel(sql_type = Nullable<diesel::sql_types::Jsonb>)]
    pub data: Option<serde_json::Value>,
    /// When it was written.
    #[diesel(sql_type = Timestamptz)]
    pub created_at: DateTime<Utc>,
    /// This attempt's number, from 1.
    #[diesel(sql_type = Integer)]
    pub attempts: i32,
    /// The endpoint.
    #[diesel(sql_type = SqlUuid)]
    pub endpoint_id: Uuid,
    /// The account it belongs to.
    #[diesel(sql_type = BigInt)]
    pub account_id: i64,
    /// Its URL.
    #[diesel(sql_type = Text)]
    pub url: String,
    /// The secrets to sign with: the current one, and the previous one
    /// while it is still valid.
    #[diesel(sql_type = diesel::sql_types::Array<Text>)]
    pub secrets: Vec<String>,
    /// Whether the endpoint is slow (an attempt took long lately).
    #[diesel(sql_type = Bool)]
    pub slow: bool,
}

/// Which due deliveries a worker may claim: the instance's own shares.
pub struct Eligible<'a> {
    /// Accounts whose endpoints are not to be attempted now (they have as
    /// many attempts in flight on this instance as one account may).
    pub accounts_at_share: &'a [i64],
    /// Whether an endpoint marked slow may be attempted.
    pub slow: bool,
}

/// How an attempt ended.
pub enum Attempt<'a> {
    /// The endpoint answered 2xx.
    Delivered {
        /// Its status.
        status: i32,
    },
    /// It did not.
    Failed {
        /// The status, if it answered.
        status: Option<i32>,
        /// What went wrong.
        error: &'a str,
        /// Seconds until the next attempt; `None`: give up.
        retry_in: Option<f64>,
        /// Failed deliveries in a row after which the endpoint is disabled.
        disable_after: i32,
    },
}

/// Registers `new` unless its account has `cap` endpoints already (then
/// `None`).
pub fn insert_endpoint(
    conn: &mut DbConn,
    new: &NewEndpoint<'_>,
    cap: i64,
) -> Result<Option<EndpointRow>, StorageError> {
    conn.transaction(|conn| {
        // One registration of an account at a time, so the cap holds.
        accounts::table.find(new.account_id).select(accounts::id).for_update().first::<i64>(conn).optional()?;
        let held: i64 = webhook_endpoints::table
            .filter(webhook_endpoints::account_id.eq(new.account_id))
            .count()
            .get_result(conn)?;
        if held >= cap {
            return Ok(None);
        }
        let row = diesel::insert_into(webhook_endpoints::table)
            .values((
                webhook_endpoints::id.eq(new.id),
                webhook_endpoints::account_id.eq(new.account_id),
                webhook_endpoints::url.eq(new.url),
                webhook_endpoints::kinds.eq(new.kinds),
                webhook_endpoints::secret.eq(new.secret),
            ))
            .returning(EndpointRow::as_returning())
            .get_result(conn)?;
        Ok(Some(row))
    })
}

/// The endpoints of `account`, oldest first.
pub fn endpoints(conn: &mut DbConn, account: i64) -> Result<Vec<EndpointRow>, StorageError> {
    Ok(webhook_endpoints::table
        .filter(webhook_endpoints::account_id.eq(account))
        .order(webhook_endpoints::created_at)
        .select(EndpointRow::as_select())
        .load(conn)?)
}

/// Endpoint `id` if `account` holds it.
pub fn endpoint(conn: &mut DbConn, account: i64, id: Uuid) -> Result<Option<EndpointRow>, StorageError> {
    Ok(webhook_endpoints::table
        .filter(webhook_endpoints::id.eq(id).and(webhook_endpoints::account_id.eq(account)))
        .select(EndpointRow::as_select())
        .first(conn)
        .optional()?)
}

/// Applies `change` to endpoint `id` of `account`; the endpoint after it,
/// or `None` if the account holds no such endpoint.
pub fn update_endpoint(
    conn: &mut DbConn,
    account: i64,
    id: Uuid,
    change: &EndpointChange<'_>,
) -> Result<Option<EndpointRow>, StorageError> {
    conn.transaction(|conn| {
        let Some(mut row) = endpoint(conn, account, id)? else {
            return Ok(None);
        };
        if let Some(url) = change.url {
            row.url = url.to_owned();
        }
        if let Some(kinds) = change.kinds {
            row.kinds = kinds.to_vec();
        }
        if let Some(enabled) = change.enabled {
            if enabled && !row.enabled {
                row.failed_in_a_row = 0;
                row.disabled_reason = None;
            }
            if !enabled {
                fail_pending(conn, id)?;
            }
            row.enabled = enabled;
        }
        Ok(Some(
            diesel::update(webhook_endpoints::table.find(id))
                .set((
                    webhook_endpoints::url.eq(&row.url),
                    webhook_endpoints::kinds.eq(&row.kinds),
                    webhook_endpoints::enabled.eq(row.enabled),
                    webhook_endpoints::disabled_reason.eq(&row.disabled_reason),
                    webhook_endpoints::failed_in_a_row.eq(row.failed_in_a_row),
                    webhook_endpoints::updated_at.eq(Utc::now()),
                ))
                .returning(EndpointRow::as_returning())
                .get_result(conn)?,
        ))
    })
}

/// Removes endpoint `id` of `account` and its deliveries; whether it was
/// there.
pub fn delete_endpoint(conn: &mut DbConn, account: i64, id: Uuid) -> Result<bool, StorageError> {
    let removed = diesel::delete(
        webhook_endpoints::table.filter(webhook_endpoints::id.eq(id).and(webhook_endpoints::account_id.eq(account))),
    )
    .execute(conn)?;
    Ok(removed > 0)
}

/// Removes every endpoint of `account` (its deletion).
pub fn delete_endpoints_of(conn: &mut DbConn, account: i64) -> Result<(), StorageError> {
    diesel::delete(webhook_endpoints::table.filter(webhook_endpoints::account_id.eq(account))).execute(conn)?;
    Ok(())
}

/// Gives endpoint `id` of `account` the signing secret `secret`; the
/// replaced one keeps signing until `previous_until`. The endpoint after
/// it, or `None`.
pub fn rotate_secret(
    conn: &mut DbConn,
    account: i64,
    id: Uuid,
    secret: &str,
    previous_until: DateTime<Utc>,
) -> Result<Option<EndpointRow>, StorageError> {
    Ok(diesel::update(
        webhook_endpoints::table.filter(webhook_endpoints::id.eq(id).and(webhook_endpoints::account_id.eq(account))),
    )
    .set((
        webhook_endpoints::previous_secret.eq(webhook_endpoints::secret.nullable()),
        webhook_endpoints::previous_secret_until.eq(previous_until),
        webhook_endpoints::secret.eq(secret),
        webhook_endpoints::updated_at.eq(Utc::now()),
    ))
    .returning(EndpointRow::as_returning())
    .get_result(conn)
    .optional()?)
}

/// Writes a [`PING`] to `endpoint`, announced on [`WEBHOOK_CHANNEL`].
pub fn enqueue_ping(conn: &mut DbConn, endpoint: Uuid) -> Result<DeliveryRow, StorageError> {
    conn.transaction(|conn| {
        let row = diesel::insert_into(webhook_deliveries::table)
            .values((
                webhook_deliveries::id.eq(Uuid::new_v4()),
                webhook_deliveries::endpoint_id.eq(endpoint),
                webhook_deliveries::kind.eq(PING),
            ))
            .returning(DeliveryRow::as_returning())
            .get_result(conn)?;
        diesel::sql_query("SELECT pg_notify($1, '')").bind::<Text, _>(WEBHOOK_CHANNEL).execute(conn)?;
        Ok(row)
    })
}

/// Writes a delivery of each of `notifications` (account, kind, message
/// data) to every enabled endpoint of its account that wants its kind,
/// and wakes the workers when the transaction commits: the outbox of a
/// change that is not an append (a challenge).
pub fn enqueue(conn: &mut DbConn, notifications: &[(i64, &str, serde_json::Value)]) -> Result<(), StorageError> {
    if notifications.is_empty() {
        return Ok(());
    }
    let accounts: Vec<i64> = notifications.iter().map(|n| n.0).collect();
    let kinds: Vec<&str> = notifications.iter().map(|n| n.1).collect();
    let data: Vec<&serde_json::Value> = notifications.iter().map(|n| &n.2).collect();
    diesel::sql_query(
        "WITH written AS (INSERT INTO webhook_deliveries (id, endpoint_id, kind, data) \
         SELECT gen_random_uuid(), endpoint.id, notified.kind, notified.data \
         FROM unnest($1, $2, $3) AS notified (account, kind, data) JOIN webhook_endpoints endpoint \
         ON endpoint.account_id = notified.account AND endpoint.enabled AND notified.kind = ANY (endpoint.kinds) \
         RETURNING 1) SELECT pg_notify($4, '') FROM written LIMIT 1",
    )
    .bind::<diesel::sql_types::Array<diesel::sql_types::BigInt>, _>(&accounts)
    .bind::<diesel::sql_types::Array<Text>, _>(&kinds)
    .bind::<diesel::sql_types::Array<diesel::sql_types::Jsonb>, _>(&data)
    .bind::<Text, _>(WEBHOOK_CHANNEL)
    .execute(conn)?;
    Ok(())
}

/// The deliveries to `endpoint`, newest first (by creation, then id),
/// after the position `after` (creation and id) in that order (from the
/// newest when `None`), at most `limit`.
pub fn deliveries(
    conn: &mut DbConn,
    endpoint: Uuid,
    after: Option<(DateTime<Utc>, Uuid)>,
    limit: i64,
) -> Result<Vec<DeliveryRow>, StorageError> {
    let mut query = webhook_deliveries::table.filter(webhook_deliveries::endpoint_id.eq(endpoint)).into_boxed();
    if let Some((created, id)) = after {
        query = query.filter(
            webhook_deliveries::created_at
                .lt(created)
                .or(webhook_deliveries::created_at.eq(created).and(webhook_deliveries::id.lt(id))),
        );
    }
    Ok(query
        .order((webhook_deliveries::created_at.desc(), webhook_deliveries::id.desc()))
        .limit(limit)
        .select(DeliveryRow::as_select())
        .load(conn)?)
}

/// Claims the delivery due longest (to an enabled endpoint, or a ping:
/// an owner checks a disabled endpoint before enabling it) among those
/// `eligible` whose endpoint has no attempt in flight, for one attempt:
/// counts the attempt, puts its next one `lease_seconds` off and marks
/// its endpoint busy as long, so that no other worker takes either
/// meanwhile, nor after this worker's death before then. `None`: nothing
/// is due.
pub fn claim(conn: &mut DbConn, lease_seconds: f64, eligible: &Eligible<'_>) -> Result<Option<Claimed>, StorageError> {
    Ok(ClaimStatement { lease_seconds, eligible }.get_result(conn).optional()?)
}

/// The statement of [`claim`]: a type of its own, so that diesel prepares
/// it once per connection (it does not keep `sql_query`'s). The endpoint's
/// row is locked with the delivery's: of two workers claiming at once,
/// the second skips the endpoint, or sees it busy.
struct ClaimStatement<'a> {
    lease_seconds: f64,
    eligible: &'a Eligible<'a>,
}

impl diesel::query_builder::QueryId for ClaimStatement<'_> {
    type QueryId = ClaimStatement<'static>;
    const HAS_STATIC_QUERY_ID: bool = true;
}

impl diesel::query_builder::Query for ClaimStatement<'_> {
    type SqlType = (
        SqlUuid,
        Text,
        Nullable<SqlUuid>,
        Nullable<Integer>,
        Nullable<diesel::sql_types::Jsonb>,
        Timestamptz,
        Integer,
        SqlUuid,
        BigInt,
        Text,
        diesel::sql_types::Array<Text>,
        Bool,
    );
}

impl<Conn> RunQueryDsl<Conn> for ClaimStatement<'_> {}

impl diesel::query_builder::QueryFragment<diesel::pg::Pg> for ClaimStatement<'_> {
    fn walk_ast<'b>(&'b self, mut out: diesel::query_builder::AstPass<'_, 'b, diesel::pg::Pg>) -> QueryResult<()> {
        out.push_sql(
            "WITH due AS (SELECT wd.id, wd.endpoint_id FROM webhook_deliveries wd \
                 JOIN webhook_endpoints e ON e.id = wd.endpoint_id AND (e.enabled OR wd.kind = ",
        );
        out.push_bind_param::<Text, _>(&PING)?;
        out.push_sql(
            ") WHERE wd.status = 'pending' AND wd.next_attempt_at <= now() \
                 AND (e.busy_until IS NULL OR e.busy_until <= now()) AND e.account_id <> ALL (",
        );
        out.push_bind_param::<diesel::sql_types::Array<BigInt>, _>(&self.eligible.accounts_at_share)?;
        out.push_sql(") AND (");
        out.push_bind_param::<Bool, _>(&self.eligible.slow)?;
        out.push_sql(
            " OR e.slow_until IS NULL OR e.slow_until <= now()) \
                 ORDER BY wd.next_attempt_at LIMIT 1 \
                 FOR UPDATE OF wd, e SKIP LOCKED), \
             busy AS (UPDATE webhook_endpoints e SET busy_until = now() + make_interval(secs => ",
        );
        out.push_bind_param::<Double, _>(&self.lease_seconds)?;
        out.push_sql(
            ") FROM due WHERE e.id = due.endpoint_id \
                 RETURNING e.id, e.account_id, e.url, e.secret, e.previous_secret, e.previous_secret_until, \
                     coalesce(e.slow_until > now(), false) AS slow) \
             UPDATE webhook_deliveries d \
             SET attempts = d.attempts + 1, last_attempt_at = now(), next_attempt_at = now() + make_interval(secs => ",
        );
        out.push_bind_param::<Double, _>(&self.lease_seconds)?;
        out.push_sql(
            ") FROM due, busy WHERE d.id = due.id \
             RETURNING d.id, d.kind, d.game_id, d.seq, d.data, d.created_at, d.attempts, busy.id, busy.account_id, \
                 busy.url, array_remove(ARRAY[busy.secret, \
                     CASE WHEN busy.previous_secret_until > now() THEN busy.previous_secret END], NULL), busy.slow",
        );
        Ok(())
    }
}

/// The assignments that free an endpoint after an attempt, around the
/// seconds for which it is marked slow (null: as it was).
const FREE_ENDPOINT: (&str, &str) =
    ("busy_until = NULL, slow_until = coalesce(now() + make_interval(secs => ", "), slow_until)");

/// The statement that records an acknowledged attempt, prepared like
/// [`ClaimStatement`]: one round trip, as it is the common case. It frees
/// the endpoint and forgets its failures.
struct DeliveredStatement<'a> {
    claimed: &'a Claimed,
    status: i32,
    slow_for: Option<f64>,
}

impl diesel::query_builder::QueryId for DeliveredStatement<'_> {
    type QueryId = DeliveredStatement<'static>;
    const HAS_STATIC_QUERY_ID: bool = true;
}

impl<Conn> RunQueryDsl<Conn> for DeliveredStatement<'_> {}

impl diesel::query_builder::QueryFragment<diesel::pg::Pg> for DeliveredStatement<'_> {
    fn walk_ast<'b>(&'b self, mut out: diesel::query_builder::AstPass<'_, 'b, diesel::pg::Pg>) -> QueryResult<()> {
        out.push_sql("WITH done AS (UPDATE webhook_deliveries SET status = 'delivered', last_status = ");
        out.push_bind_param::<Integer, _>(&self.status)?;
        out.push_sql(", last_error = NULL, delivered_at = now() WHERE id = ");
        out.push_bind_param::<SqlUuid, _>(&self.claimed.id)?;
        out.push_sql(" AND attempts = ");
        out.push_bind_param::<Integer, _>(&self.claimed.attempts)?;
        out.push_sql(
            " AND status = 'pending' RETURNING endpoint_id) UPDATE webhook_endpoints SET failed_in_a_row = 0, ",
        );
        out.push_sql(FREE_ENDPOINT.0);
        out.push_bind_param::<Nullable<Double>, _>(&self.slow_for)?;
        out.push_sql(FREE_ENDPOINT.1);
        out.push_sql(" FROM done WHERE webhook_endpoints.id = done.endpoint_id");
        Ok(())
    }
}

/// Records how attempt `attempt` of `claimed` ended and frees its
/// endpoint (marked slow for `slow_for` seconds if given), unless the
/// delivery has moved on meanwhile (its lease ran out and another worker
/// took it). A delivery given up on counts against its endpoint, which is
/// disabled after `disable_after` such in a row (and its pending
/// deliveries fail). Whether the endpoint was disabled now.
pub fn record(
    conn: &mut DbConn,
    claimed: &Claimed,
    attempt: &Attempt<'_>,
    slow_for: Option<f64>,
) -> Result<bool, StorageError> {
    let (status, error, retry_in, disable_after) = match *attempt {
        Attempt::Delivered { status } => {
            DeliveredStatement { claimed, status, slow_for }.execute(conn)?;
            return Ok(false);
        }
        Attempt::Failed { status, error, retry_in, disable_after } => (status, error, retry_in, disable_after),
    };
    let error = error.chars().take(500).collect::<String>();
    conn.transaction(|conn| {
        let done = match retry_in {
            Some(retry_in) => diesel::sql_query(
                "UPDATE webhook_deliveries SET next_attempt_at = now() + make_interval(secs => $1), \
                 last_status = $2, last_error = $3 WHERE id = $4 AND attempts = $5 AND status = 'pending'",
            )
            .bind::<Double, _>(retry_in)
            .bind::<Nullable<Integer>, _>(status)
            .bind::<Text, _>(&error)
            .bind::<SqlUuid, _>(claimed.id)
            .bind::<Integer, _>(claimed.attempts)
            .execute(conn)?,
            None => diesel::update(
                webhook_deliveries::table.filter(
                    webhook_deliveries::id
                        .eq(claimed.id)
                        .and(webhook_deliveries::attempts.eq(claimed.attempts))
                        .and(webhook_deliveries::status.eq(PENDING)),
                ),
            )
            .set((
                webhook_deliveries::status.eq(FAILED),
                webhook_deliveries::last_status.eq(status),
                webhook_deliveries::last_error.eq(&error),
            ))
            .execute(conn)?,
        };
        if done == 0 {
            return Ok(false);
        }
        diesel::sql_query(format!(
            "UPDATE webhook_endpoints SET {}$2{} WHERE id = $1",
            FREE_ENDPOINT.0, FREE_ENDPOINT.1
        ))
        .bind::<SqlUuid, _>(claimed.endpoint_id)
        .bind::<Nullable<Double>, _>(slow_for)
        .execute(conn)?;
        if retry_in.is_some() { Ok(false) } else { count_failure(conn, claimed.endpoint_id, disable_after) }
    })
}

/// Counts a failed delivery against `endpoint`; disables it at
/// `disable_after` in a row. Whether it was disabled now.
fn count_failure(conn: &mut DbConn, endpoint: Uuid, disable_after: i32) -> Result<bool, StorageError> {
    let failed: i32 = diesel::update(webhook_endpoints::table.find(endpoint))
        .set(webhook_endpoints::failed_in_a_row.eq(webhook_endpoints::failed_in_a_row + 1))
        .returning(webhook_endpoints::failed_in_a_row)
        .get_result(conn)?;
    if failed < disable_after {
        return Ok(false);
    }
    let reason = format!("{failed} deliveries in a row failed");
    diesel::update(webhook_endpoints::table.find(endpoint).filter(webhook_endpoints::enabled))
        .set((
            webhook_endpoints::enabled.eq(false),
            webhook_endpoints::disabled_reason.eq(&reason),
            webhook_endpoints::updated_at.eq(Utc::now()),
        ))
        .execute(conn)?;
    fail_pending(conn, endpoint)?;
    Ok(true)
}

/// Gives up the pending deliveries of a disabled `endpoint`: they would
/// tell of moves long past by the time it is enabled again.
fn fail_pending(conn: &mut DbConn, endpoint: Uuid) -> Result<(), StorageError> {
    diesel::update(
        webhook_deliveries::table
            .filter(webhook_deliveries::endpoint_id.eq(endpoint).and(webhook_deliveries::status.eq(PENDING))),
    )
    .set((webhook_deliveries::status.eq(FAILED), webhook_deliveries::last_error.eq("the endpoint was disabled")))
    .execute(conn)?;
    Ok(())
}

/// Forgets deliveries that ended more than `days` ago, at most `limit` of
/// them; how many.
pub fn forget_ended(conn: &mut DbConn, days: i32, limit: i64) -> Result<usize, StorageError> {
    Ok(diesel::sql_query(
        "DELETE FROM webhook_deliveries WHERE id IN (SELECT id FROM webhook_deliveries \
         WHERE status <> 'pending' AND created_at < now() - make_interval(days => $1) LIMIT $2)",
    )
    .bind::<Integer, _>(days)
    .bind::<diesel::sql_types::BigInt, _>(limit)
    .execute(conn)?)
}
