//! `jsonb` values kept as their text.

use diesel::deserialize::{self, FromSql, FromSqlRow};
use diesel::expression::AsExpression;
use diesel::pg::{Pg, PgValue};
use diesel::serialize::{self, IsNull, Output, ToSql};
use diesel::sql_types::Jsonb;
use serde::Serialize;
use serde::de::DeserializeOwned;
use std::io::Write;

/// A `jsonb` value read as its text, not parsed: for a column that rows
/// carry on every read but few readers use (a custom game's tile order,
/// read with every game and parsed only when the game starts).
#[derive(Clone, Debug, PartialEq, Eq, AsExpression, FromSqlRow)]
#[diesel(sql_type = Jsonb)]
pub struct JsonText(String);

impl JsonText {
    /// `value` as JSON.
    pub fn of<T: Serialize>(value: &T) -> Result<JsonText, serde_json::Error> {
        serde_json::to_string(value).map(JsonText)
    }

    /// The value, parsed as a `T`.
    pub fn parse<T: DeserializeOwned>(&self) -> Result<T, serde_json::Error> {
        serde_json::from_str(&self.0)
    }
}

/// `jsonb`'s binary form is a version byte (1) and the text.
const JSONB_VERSION: u8 = 1;

impl FromSql<Jsonb, Pg> for JsonText {
    fn from_sql(value: PgValue<'_>) -> deserialize::Result<Self> {
        match value.as_bytes() {
            [JSONB_VERSION, text @ ..] => Ok(JsonText(std::str::from_utf8(text)?.to_owned())),
            _ => Err("unsupported jsonb encoding".into()),
        }
    }
}

impl ToSql<Jsonb, Pg> for JsonText {
    fn to_sql<'b>(&'b self, out: &mut Output<'b, '_, Pg>) -> serialize::Result {
        out.write_all(&[JSONB_VERSION])?;
        out.write_all(self.0.as_bytes())?;
        Ok(IsNull::No)
    }
}
