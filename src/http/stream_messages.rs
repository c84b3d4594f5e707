//! What one message of each Server-Sent Events stream is, for the API
//! document: `id: <seq>`, `event: <type>` and `data:`, a JSON document of
//! the schema given (`contentSchema`, as fuzzers and OpenAPI 3.2's
//! `itemSchema` read a stream).

use api::bodies::EventRecord;
use api::notifications::NotificationKind;
use engine::status::Outcome;
use utoipa::openapi::RefOr;
use utoipa::openapi::schema::{KnownFormat, ObjectBuilder, OneOfBuilder, Ref, Schema, SchemaFormat, Type};
use utoipa::{PartialSchema, ToSchema};

/// A message of a game's stream: an event record, or the last message of
/// a finished game.
pub struct GameStreamMessage;

impl PartialSchema for GameStreamMessage {
    fn schema() -> RefOr<Schema> {
        let event = ObjectBuilder::new().schema_type(Type::String).description(Some(
            "The event's `type` (game_created, tile_placed, ...), or `game_over`: the last message of a \
             finished game's stream, which then ends",
        ));
        let game_over = ObjectBuilder::new()
            .schema_type(Type::Object)
            .description(Some("`game_over`: the game ended with the event `seq`"))
            .property("game", uuid())
            .property("seq", seq())
            .property("outcome", Ref::from_schema_name(Outcome::name()))
            .required("game")
            .required("seq")
            .required("outcome");
        let data = OneOfBuilder::new().item(Ref::from_schema_name(EventRecord::name())).item(game_over);
        message(event, data.into())
    }
}

impl ToSchema for GameStreamMessage {}

/// A message of an account's stream: a notice of a game.
pub struct AccountStreamMessage;

impl PartialSchema for AccountStreamMessage {
    fn schema() -> RefOr<Schema> {
        let event = ObjectBuilder::new()
            .schema_type(Type::String)
            .enum_values(Some(NotificationKind::ALL.map(NotificationKind::as_str)));
        let data = ObjectBuilder::new()
            .schema_type(Type::Object)
            .property("game", uuid())
            .property("seq", seq())
            .required("game")
            .required("seq");
        message(event, data.into())
    }
}

impl ToSchema for AccountStreamMessage {}

/// One Server-Sent Event whose `event` field is `event` and whose `data`
/// is a JSON document of schema `data`.
fn message(event: ObjectBuilder, data: RefOr<Schema>) -> RefOr<Schema> {
    let id = ObjectBuilder::new().schema_type(Type::String).pattern(Some("^[0-9]+$"));
    let data = ObjectBuilder::new()
        .schema_type(Type::String)
        .content_media_type("application/json")
        .content_schema(Some(data));
    ObjectBuilder::new()
        .schema_type(Type::Object)
        .description(Some("One Server-Sent Event: `id: <seq>`, `event: <type>`, `data: <JSON>`"))
        .property("id", id)
        .property("event", event)
        .property("data", data)
        .required("data")
        .into()
}

/// A game's id.
fn uuid() -> ObjectBuilder {
    ObjectBuilder::new().schema_type(Type::String).format(Some(SchemaFormat::KnownFormat(KnownFormat::Uuid)))
}

/// An event's sequence number.
fn seq() -> ObjectBuilder {
    ObjectBuilder::new().schema_type(Type::Integer).minimum(Some(1))
}
