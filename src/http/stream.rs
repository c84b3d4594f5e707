//! Server-Sent Events: a game's events as they are appended (by any
//! instance: appends are announced through PostgreSQL), and an account's
//! notices. A comment line keeps idle connections alive. When the instance
//! shuts down, its streams end with a reconnect hint (`retry:`).

use super::auth::{Authenticated, Viewer};
use super::blocking;
use super::client_addr::ClientAddr;
use super::error_kind::ErrorKind;
use super::error_responses::operation_errors;
use super::headers::last_event_id;
use super::open_streams::{OpenStreams, StreamPermit};
use super::problem::ApiError;
use super::shutdown::{Drain, RECONNECT_HINT_MS, StreamsClosing};
use super::stream_messages::{AccountStreamMessage, GameStreamMessage};
use actix_web::rt::time::Instant;
use actix_web::{HttpRequest, HttpResponse, web};
use actix_web::{get, post};
use api::model::{EventPage, EventRecord, StreamTicket};
use api::notifications::NotificationKind;
use bytes::Bytes;
use futures_util::future::{Either, select};
use serde::Deserialize;
use service::live::Notice;
use service::{Caller, LogReader, Service, Standing};
use std::collections::HashMap;
use std::collections::VecDeque;
use std::time::Duration;
use tokio::sync::broadcast::{Receiver, error::RecvError};
use utoipa::IntoParams;
use uuid::Uuid;

/// Where a game stream starts.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct StreamQuery {
    /// Send events after this sequence number (default 0); `Last-Event-ID`
    /// takes precedence when a client reconnects.
    pub after: Option<u32>,
    /// A stream ticket (`POST .../stream-ticket`), for clients that cannot
    /// send `Authorization` (a browser's `EventSource`).
    #[param(pattern = "^[0-9a-f]{64}$")]
    pub ticket: Option<String>,
}

/// How an account stream is opened.
#[derive(Debug, Deserialize, IntoParams)]
#[into_params(parameter_in = Query)]
#[serde(deny_unknown_fields)]
pub struct TicketQuery {
    /// A stream ticket (`POST /v1/me/stream-ticket`), instead of `Authorization`.
    #[param(pattern = "^[0-9a-f]{64}$")]
    pub ticket: Option<String>,
}

/// The caller a stream is opened for: the ticket's account when one is
/// sent for the stream of `stream_of` (used up by this), otherwise the
/// request's own caller.
async fn stream_caller(
    service: &web::Data<Service>,
    ticket: Option<String>,
    stream_of: Option<Uuid>,
    caller: Caller,
) -> Result<Caller, ApiError> {
    match ticket {
        Some(ticket) => {
            let service = service.clone();
            blocking(move || service.redeem_ticket(&ticket, stream_of)).await
        }
        None => Ok(caller),
    }
}

operation_errors!(
    /// What [`game_ticket`] can answer with besides success.
    GameTicketErrors = GAME, SIGNED_IN, DATABASE
);

/// A ticket for one stream of the caller's: the stream of a game they may
/// read, valid for a minute and for one connection.
#[utoipa::path(
    tag = "live", security(("bearer" = [])),
    params(("id" = Uuid, Path, description = "Game id")),
    responses(
        (status = 201, description = "A ticket for `GET /v1/games/{id}/stream?ticket=`", body = StreamTicket),
        GameTicketErrors,
    )
)]
#[post("/v1/games/{id}/stream-ticket")]
pub async fn game_ticket(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
    id: web::Path<Uuid>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let ticket = blocking(move || service.stream_ticket(&caller, Some(id))).await?;
    Ok(HttpResponse::Created().json(ticket))
}

operation_errors!(
    /// What [`account_ticket`] can answer with besides success.
    AccountTicketErrors = SIGNED_IN, DATABASE
);

/// A ticket for the caller's own notice stream, valid for a minute and
/// for one connection.
#[utoipa::path(
    tag = "live", security(("bearer" = [])),
    responses((status = 201, description = "A ticket for `GET /v1/me/stream?ticket=`", body = StreamTicket), AccountTicketErrors)
)]
#[post("/v1/me/stream-ticket")]
pub async fn account_ticket(
    service: web::Data<Service>,
    Authenticated(caller): Authenticated,
) -> Result<HttpResponse, ApiError> {
    let ticket = blocking(move || service.stream_ticket(&caller, None)).await?;
    Ok(HttpResponse::Created().json(ticket))
}

operation_errors!(
    /// What [`game`] can answer with besides success.
    GameStreamErrors = GAME, VIEWER, DATABASE, [InvalidQuery, InvalidLastEventId, InvalidTicket, WrongStream, TooManyStreams, StreamsFull]
);

/// Follow a game: every event after `after` (or `Last-Event-ID`), then each
/// new one as it is appended, as `text/event-stream` with `id` = sequence
/// number and `event` = event type. Resumes without gaps or repeats. Once
/// the game is over (or when it already is), a last `game_over` message
/// (`data: {"game", "seq", "outcome"}`, no `id`) follows the events and the
/// stream ends. An instance that shuts down ends its streams with
/// `retry: 500` (milliseconds): reconnect then with `Last-Event-ID`, and
/// the stream resumes on another instance.
///
/// A stream, not one response: read it with a Server-Sent Events client, as
/// the SDK sessions' `events` do, rather than a generated one-shot call.
#[utoipa::path(
    tag = "live", security((), ("bearer" = [])),
    params(
        ("id" = Uuid, Path, description = "Game id"),
        StreamQuery,
        ("Last-Event-ID" = Option<u32>, Header, nullable = false, description = "Resume after this event (a sequence number; anything else is 400 `invalid_last_event_id`)"),
    ),
    responses(
        (status = 200, description = "Events as Server-Sent Events: `id: <seq>`, `event: <type>`, `data: <EventRecord JSON>`; `: keep-alive` comments every 15 s (`STREAM_KEEP_ALIVE_MS`); once the game is over, `event: game_over` and the end of the stream",
            content_type = "text/event-stream", body = inline(GameStreamMessage)),
        GameStreamErrors,
    )
)]
#[get("/v1/games/{id}/stream")]
pub async fn game(
    service: web::Data<Service>,
    streams: web::Data<OpenStreams>,
    drain: web::Data<Drain>,
    Viewer(caller): Viewer,
    req: HttpRequest,
    id: web::Path<Uuid>,
    query: web::Query<StreamQuery>,
) -> Result<HttpResponse, ApiError> {
    let id = id.into_inner();
    let StreamQuery { after, ticket } = query.into_inner();
    let after = last_event_id(&req)?.or(after.map(super::headers::seq)).unwrap_or(0);
    let caller = stream_caller(&service, ticket, Some(id), caller).await?;
    let permit = OpenStreams::admit(&streams, ClientAddr::of(&req), &caller)?;
    // Subscribe before reading, so that nothing falls in between.
    let listening = Listening::new(&service, &streams, &drain, permit);
    let (first, reader) = fetch(&service, &caller, LogReader::new(id, after)).await?;
    let mut state =
        GameStream { service, caller, id, reader: Some(reader), queue: VecDeque::new(), ended: false, listening };
    state.push(first).map_err(ApiError::internal)?;
    let stream = futures_util::stream::unfold(state, |mut s| async move {
        let chunk = s.next().await?;
        Some((Ok::<_, ApiError>(chunk), s))
    });
    Ok(sse(stream))
}

operation_errors!(
    /// What [`account`] can answer with besides success.
    AccountStreamErrors = VIEWER, DATABASE, [MissingToken, InvalidQuery, InvalidTicket, WrongStream, TooManyStreams, StreamsFull]
);

/// Follow the caller's games: `game_started`, `your_turn` (the caller has
/// become one who decides: once per turn) and `game_over` notices with
/// `data: {"game": <id>, "seq": <n>}`, the notifications its webhooks get
/// too. Not resumable: read the games list after reconnecting (an instance
/// that shuts down ends the stream with `retry: 500`). Every keep-alive
/// interval it looks up the caller's games, so that an append whose
/// announcement was lost still sends its `your_turn` or `game_over` (a
/// `your_turn` may then repeat). Browsers open it
/// with a stream ticket (`?ticket=`) instead of `Authorization`.
///
/// A stream, not one response: read it with a Server-Sent Events client, as
/// the SDK sessions' `notices` do, rather than a generated one-shot call.
#[utoipa::path(
    tag = "live", security((), ("bearer" = [])), params(TicketQuery),
    responses(
        (status = 200, description = "Notices as Server-Sent Events; `: keep-alive` comments every 15 s (`STREAM_KEEP_ALIVE_MS`)",
            content_type = "text/event-stream", body = inline(AccountStreamMessage)),
        AccountStreamErrors,
    )
)]
#[get("/v1/me/stream")]
pub async fn account(
    service: web::Data<Service>,
    streams: web::Data<OpenStreams>,
    drain: web::Data<Drain>,
    Viewer(caller): Viewer,
    client: ClientAddr,
    query: web::Query<TicketQuery>,
) -> Result<HttpResponse, ApiError> {
    let caller = stream_caller(&service, query.into_inner().ticket, None, caller).await?;
    if caller == Caller::ANONYMOUS {
        return Err(ApiError::new(ErrorKind::MissingToken, "send Authorization: Bearer <token> or ?ticket="));
    }
    let permit = OpenStreams::admit(&streams, client, &caller)?;
    let listening = Listening::new(&service, &streams, &drain, permit);
    let known = standings(&service, &caller).await?.into_iter().map(|s| (s.game, s.seq)).collect();
    let state = AccountStream { listening, service, caller, known, ended: false };
    let stream = futures_util::stream::unfold(state, |mut s| async move {
        let chunk = s.next().await?;
        Some((Ok::<_, ApiError>(chunk), s))
    });
    Ok(sse(stream))
}

fn sse(stream: impl futures_util::Stream<Item = Result<Bytes, ApiError>> + 'static) -> HttpResponse {
    HttpResponse::Ok()
        .content_type("text/event-stream")
        .insert_header(("Cache-Control", "no-cache"))
        .insert_header(("X-Accel-Buffering", "no"))
        .streaming(stream)
}

/// What every stream waits on: notices of appends, its keep-alive
/// interval, and the end of its instance; and its place among the open
/// streams, given back when it ends.
struct Listening {
    notices: Receiver<Notice>,
    closing: StreamsClosing,
    keep_alive: Duration,
    /// When the stream is next written to (and a game stream reads its
    /// log) if nothing else happens: every keep-alive interval, however
    /// many notices of other games arrive meanwhile.
    due: Instant,
    _permit: StreamPermit,
}

impl Listening {
    /// Subscribed now: no notice after this is missed.
    fn new(service: &Service, streams: &OpenStreams, drain: &Drain, permit: StreamPermit) -> Listening {
        let keep_alive = streams.keep_alive();
        Listening {
            notices: service.subscribe(),
            closing: drain.streams_closing(),
            keep_alive,
            due: Instant::now() + keep_alive,
            _permit: permit,
        }
    }

    /// The next notice; or `Idle` once the keep-alive interval since the
    /// last `Idle` (or the start) has passed; or `Closing` (first) once the
    /// instance ends its streams.
    async fn next(&mut self) -> Wait {
        let received = Box::pin(self.notices.recv());
        let timeout = Box::pin(actix_web::rt::time::sleep_until(self.due));
        match select(Box::pin(self.closing.wait()), select(received, timeout)).await {
            Either::Left(_) => Wait::Closing,
            Either::Right((Either::Left((Ok(notice), _)), _)) => Wait::Notice(notice),
            Either::Right((Either::Left((Err(RecvError::Lagged(_)), _)), _)) => Wait::Lagged,
            Either::Right((Either::Left((Err(RecvError::Closed), _)), _)) => Wait::Closed,
            Either::Right((Either::Right(_), _)) => {
                self.due = Instant::now() + self.keep_alive;
                Wait::Idle
            }
        }
    }
}

/// The state of one account stream.
struct AccountStream {
    listening: Listening,
    service: web::Data<Service>,
    caller: Caller,
    /// The account's games (the most recently changed) and the last
    /// version of each that the stream heard of or looked up.
    known: HashMap<Uuid, i32>,
    /// Whether its reconnect hint is sent: the stream ends.
    ended: bool,
}

impl AccountStream {
    /// The next chunk to send; `None` ends the stream.
    async fn next(&mut self) -> Option<Bytes> {
        loop {
            if self.ended {
                return None;
            }
            let chunk = match self.listening.next().await {
                Wait::Notice(notice) => self.heard(&notice),
                // Missed notices: look the games up now rather than at the
                // next keep-alive.
                Wait::Idle | Wait::Lagged => Some(self.caught_up().await),
                Wait::Closing => {
                    self.ended = true;
                    Some(reconnect_hint())
                }
                Wait::Closed => return None,
            };
            if chunk.is_some() {
                return chunk;
            }
        }
    }

    /// What `notice` says to this account, unless a look-up already said
    /// it (the append was counted in).
    fn heard(&mut self, notice: &Notice) -> Option<Bytes> {
        let chunk = account_notice(notice, &self.caller);
        let Some(id) = notice.game else { return chunk };
        match self.known.get_mut(&id) {
            Some(seq) if notice.seq <= *seq => None,
            Some(seq) => {
                *seq = notice.seq;
                chunk
            }
            None => {
                if chunk.is_some() {
                    self.known.insert(id, notice.seq);
                }
                chunk
            }
        }
    }

    /// A keep-alive comment, after the notifications of the appends to the
    /// account's games that it never heard of (their announcement was
    /// lost): `game_over` for a game now over, `your_turn` for one where
    /// the account decides now (repeated if it already did before them).
    async fn caught_up(&mut self) -> Bytes {
        let mut chunk = String::new();
        match standings(&self.service, &self.caller).await {
            Ok(standings) => {
                for standing in &standings {
                    let missed = self.known.get(&standing.game).is_some_and(|&seq| standing.seq > seq);
                    let kind = match (standing.over, standing.deciding) {
                        (true, _) => NotificationKind::GameOver,
                        (false, true) => NotificationKind::YourTurn,
                        (false, false) => continue,
                    };
                    if missed {
                        let data = serde_json::json!({"game": standing.game, "seq": standing.seq});
                        chunk.push_str(&format!("event: {}\ndata: {data}\n\n", kind.as_str()));
                    }
                }
                self.known = standings.iter().map(|s| (s.game, s.seq)).collect();
            }
            Err(e) => tracing::warn!(error = %e, "an account stream could not look up its games"),
        }
        chunk.push_str(": keep-alive\n\n");
        Bytes::from(chunk)
    }
}

/// Where the caller's games stand now.
async fn standings(service: &web::Data<Service>, caller: &Caller) -> Result<Vec<Standing>, ApiError> {
    let (service, caller) = (service.clone(), caller.clone());
    blocking(move || service.standings(&caller)).await
}

/// The state of one game stream.
struct GameStream {
    service: web::Data<Service>,
    caller: Caller,
    id: Uuid,
    /// Where it has read the log to, and the state there; taken while it
    /// reads.
    reader: Option<LogReader>,
    queue: VecDeque<Bytes>,
    /// Whether the game is over and `game_over` queued: the stream ends
    /// once the queue is sent.
    ended: bool,
    listening: Listening,
}

impl GameStream {
    /// The next chunk to send; `None` ends the stream.
    async fn next(&mut self) -> Option<Bytes> {
        loop {
            if let Some(chunk) = self.queue.pop_front() {
                return Some(chunk);
            }
            if self.ended {
                return None;
            }
            let last = self.reader.as_ref().map_or(0, LogReader::last);
            let behind = match self.listening.next().await {
                Wait::Notice(notice) => notice.game == Some(self.id) && notice.seq > last,
                // Missed notices: read the log to catch up.
                Wait::Lagged => true,
                // Heard nothing for a while: an announcement may have been
                // lost (its instance died after the commit), so read the log.
                Wait::Idle => {
                    self.queue.push_back(Bytes::from_static(b": keep-alive\n\n"));
                    true
                }
                Wait::Closing => {
                    self.queue.push_back(reconnect_hint());
                    self.ended = true;
                    false
                }
                Wait::Closed => return None,
            };
            // Taken only to read: a notice of another game leaves it in place.
            if let Some(reader) = self.reader.take_if(|_| behind) {
                match fetch(&self.service, &self.caller, reader).await {
                    Ok((page, reader)) => {
                        self.reader = Some(reader);
                        if let Err(e) = self.push(page) {
                            tracing::error!(error = %e, game = %self.id, "stream could not serialize an event");
                            return None;
                        }
                    }
                    Err(e) => {
                        tracing::warn!(error = %e, game = %self.id, "stream could not read the log");
                        return None;
                    }
                }
            }
        }
    }

    /// Queues the events read and, once they end the game, `game_over`.
    fn push(&mut self, page: EventPage) -> Result<(), serde_json::Error> {
        for record in page.events {
            self.queue.push_back(event_chunk(&record)?);
        }
        let outcome = self.reader.as_ref().and_then(LogReader::outcome);
        if let (Some(outcome), false) = (outcome, self.ended) {
            let last = self.reader.as_ref().map_or(0, LogReader::last);
            let data = serde_json::to_string(&serde_json::json!({"game": self.id, "seq": last, "outcome": outcome}))?;
            // No `id:`: a client that reconnects resumes after the last event.
            self.queue.push_back(Bytes::from(format!("event: game_over\ndata: {data}\n\n")));
            self.ended = true;
        }
        Ok(())
    }
}

/// Every event after the last one `reader` read, page after page up to
/// the end of the log, and the reader after them.
async fn fetch(
    service: &web::Data<Service>,
    caller: &Caller,
    mut reader: LogReader,
) -> Result<(EventPage, LogReader), ApiError> {
    let (service, caller) = (service.clone(), caller.clone());
    blocking(move || {
        let mut page = service.read(&caller, &mut reader, service::MAX_EVENTS_PAGE)?;
        while reader.last() < page.last_seq {
            let more = service.read(&caller, &mut reader, service::MAX_EVENTS_PAGE)?;
            if more.events.is_empty() {
                break;
            }
            page.events.extend(more.events);
        }
        Ok::<_, service::PlayError>((page, reader))
    })
    .await
}

fn event_chunk(record: &EventRecord) -> Result<Bytes, serde_json::Error> {
    let data = serde_json::to_string(record)?;
    Ok(Bytes::from(format!("id: {}\nevent: {}\ndata: {data}\n\n", record.seq, record.event_type)))
}

/// The SSE events of `notice` for `caller`'s account stream: the
/// notifications the append sends it (the same as its webhooks get).
fn account_notice(notice: &Notice, caller: &Caller) -> Option<Bytes> {
    // Every append reaches every account stream: most say nothing to this one.
    let mut mine =
        notice.notifications.iter().filter(|notification| notification.account == caller.account_id).peekable();
    mine.peek()?;
    let appended = serde_json::json!({"game": notice.game, "seq": notice.seq});
    let chunk: String = mine
        .map(|notification| {
            let data = notification.subject.map_or_else(|| Ok(appended.to_string()), |s| serde_json::to_string(&s));
            let data = data.unwrap_or_default();
            format!("event: {}\ndata: {data}\n\n", notification.kind.as_str())
        })
        .collect();
    Some(Bytes::from(chunk))
}

/// The last message of a stream its instance ends: reconnect (with
/// `Last-Event-ID`) after a short pause, to another instance.
fn reconnect_hint() -> Bytes {
    Bytes::from(format!("retry: {RECONNECT_HINT_MS}\n\n"))
}

enum Wait {
    Notice(Notice),
    Lagged,
    Idle,
    /// The instance is shutting down.
    Closing,
    Closed,
}
