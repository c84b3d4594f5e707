//! Stream tickets: a browser's `EventSource` cannot send an
//! `Authorization` header, and a long-lived token in a URL would end up in
//! logs and histories. A signed-in client asks for a ticket for one stream
//! instead: valid for a minute, used once, sent as `?ticket=`.

use super::games::readable;
use super::{Caller, PlayError, Service, known, random_hex, stored_hash};
use api::Internal;
use api::model::StreamTicket;
use chrono::{TimeDelta, Utc};
use storage::{self, tickets};
use uuid::Uuid;

/// How long a ticket may wait to be used.
pub const TICKET_LIFETIME: TimeDelta = TimeDelta::seconds(60);

/// Why a ticket opens no stream.
#[derive(Debug, thiserror::Error)]
pub enum TicketError {
    /// Unknown, used before or expired.
    #[error("the stream ticket is unknown, used or expired: ask for a new one")]
    Invalid,
    /// Issued for another stream.
    #[error("the stream ticket was issued for another stream")]
    WrongStream,
    /// The database failed.
    #[error(transparent)]
    Storage(#[from] storage::StorageError),
    /// This service failed.
    #[error(transparent)]
    Internal(#[from] Internal),
}

impl Service {
    /// A ticket for the stream of `game` (`None`: the caller's own notices).
    pub fn stream_ticket(&self, caller: &Caller, game: Option<Uuid>) -> Result<StreamTicket, PlayError> {
        let mut conn = storage::connect(&self.pool)?;
        if !known(&mut conn, caller)? {
            return Err(PlayError::UnknownAccount);
        }
        if let Some(id) = game {
            // Readable by the caller: the row and players tell, no replay needed.
            let (row, players) = self.cache.rows(&mut conn, id)?.ok_or(PlayError::NotFound)?;
            if !readable(&row, &players, caller) {
                return Err(PlayError::NotFound);
            }
        }
        let ticket = random_hex::<32>()?;
        let expires_at = Utc::now() + TICKET_LIFETIME;
        tickets::issue(&mut conn, &stored_hash(&ticket), caller.account_id, game, expires_at)?;
        let stream = match game {
            Some(id) => format!("/v1/games/{id}/stream"),
            None => "/v1/me/stream".to_owned(),
        };
        Ok(StreamTicket { url: format!("{stream}?ticket={ticket}"), ticket, expires_at })
    }

    /// The caller a ticket stands for, if it is valid for the stream of
    /// `game` (`None`: an account stream); it cannot be used again.
    pub fn redeem_ticket(&self, ticket: &str, game: Option<Uuid>) -> Result<Caller, TicketError> {
        let mut conn = storage::connect(&self.pool)?;
        let (account_id, issued_for) = tickets::redeem(&mut conn, &stored_hash(ticket))?.ok_or(TicketError::Invalid)?;
        if issued_for != game {
            return Err(TicketError::WrongStream);
        }
        Ok(Caller::account(account_id))
    }
}
