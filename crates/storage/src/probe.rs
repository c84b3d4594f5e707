//! A probe: one connection of its own, outside the pools, for the threads
//! that watch servers (standbys, the primary). It waits at most
//! [`PROBE_TIMEOUT`] to connect or for an answer, and a query that fails
//! drops the connection, so that the next one connects again (after a
//! failover, to whichever server the URL leads to then).

use postgres::types::{FromSql, ToSql};
use postgres::{Client, NoTls, Row};
use std::time::Duration;

/// The longest a probe waits for a connection or an answer.
pub const PROBE_TIMEOUT: Duration = Duration::from_secs(1);

/// A connection to the server at a URL, made when first needed.
pub struct Probe {
    url: String,
    client: Option<Client>,
}

impl Probe {
    /// A probe of the server at `url` (not connected yet).
    pub fn new(url: &str) -> Probe {
        Probe { url: url.to_owned(), client: None }
    }

    /// The rows of `sql`.
    pub fn rows(&mut self, sql: &str, params: &[&(dyn ToSql + Sync)]) -> Result<Vec<Row>, postgres::Error> {
        self.run(|client| client.query(sql, params))
    }

    /// The one value of `sql`'s one row.
    pub fn one<T: for<'a> FromSql<'a>>(
        &mut self,
        sql: &str,
        params: &[&(dyn ToSql + Sync)],
    ) -> Result<T, postgres::Error> {
        self.run(|client| client.query_one(sql, params)?.try_get(0))
    }

    /// `work` on the connection, made first if need be; dropped if `work`
    /// fails.
    fn run<T>(&mut self, work: impl FnOnce(&mut Client) -> Result<T, postgres::Error>) -> Result<T, postgres::Error> {
        let mut client = match self.client.take() {
            Some(client) => client,
            None => {
                let mut config: postgres::Config = self.url.parse()?;
                config.connect_timeout(PROBE_TIMEOUT);
                let mut client = config.connect(NoTls)?;
                client.batch_execute(&format!("SET statement_timeout = {}", PROBE_TIMEOUT.as_millis()))?;
                client
            }
        };
        let value = work(&mut client)?;
        self.client = Some(client);
        Ok(value)
    }
}
