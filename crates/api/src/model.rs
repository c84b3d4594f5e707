//! Request and response bodies of the API.
//!
//! What depends on a game's rule set (options, commands, events, views,
//! legal moves) is JSON here. A body that holds such a part takes its type
//! as a parameter, JSON by default: the API document instantiates the body
//! with each rule set's own types ([`crate::bodies`]).

pub use super::registry::RulesetId;
use chrono::{DateTime, Utc};
use engine::analysis::{Accuracy, Label};
use engine::bot::Level;
use serde::{Deserialize, Serialize};
use serde_json::value::RawValue;
use std::sync::Arc;
use utoipa::ToSchema;
use uuid::Uuid;

/// Credentials to register or sign in with.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"username": "ada", "password": "correct horse battery"}))]
pub struct Credentials {
    /// 3 to 32 characters: letters, digits, `_` and `-`.
    #[schema(pattern = "^[A-Za-z0-9_-]{3,32}$")]
    pub username: String,
    /// 8 to 128 characters.
    #[schema(min_length = 8, max_length = 128)]
    pub password: String,
}

/// A registered account.
#[derive(Debug, Serialize, ToSchema)]
pub struct Account {
    /// Account id.
    pub id: i64,
    /// Username.
    pub username: String,
    /// What other players see instead of the username, when set.
    pub display_name: Option<String>,
    /// Whether the account keeps its profile (records, ratings, history,
    /// place on the leaderboards) to itself.
    pub profile_hidden: bool,
    /// Registration time.
    pub created_at: DateTime<Utc>,
}

/// A change to the caller's account.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"display_name": "Ada L."}))]
pub struct AccountUpdate {
    /// 1 to 40 characters, no control characters, no spaces at either end;
    /// `null` clears it, and leaving it out keeps it.
    #[serde(default, deserialize_with = "present")]
    #[schema(value_type = Option<String>, min_length = 1, max_length = 40)]
    pub display_name: Option<Option<String>>,
    /// Hide the profile from others (or show it again); left out, it stays.
    #[serde(default)]
    pub profile_hidden: Option<bool>,
}

/// An optional struct that is read only from a JSON object (serde would
/// also read a struct from an array of its fields).
pub(crate) fn object<'de, D: serde::Deserializer<'de>, T: serde::de::DeserializeOwned>(
    d: D,
) -> Result<Option<T>, D::Error> {
    let map: Option<serde_json::Map<String, serde_json::Value>> = Option::deserialize(d)?;
    map.map(|map| serde_json::from_value(serde_json::Value::Object(map)).map_err(serde::de::Error::custom)).transpose()
}

/// A field that is present, if `null`: `Some(None)`, where an absent one
/// is `None` (by `#[serde(default)]`).
fn present<'de, D: serde::Deserializer<'de>, T: Deserialize<'de>>(d: D) -> Result<Option<T>, D::Error> {
    T::deserialize(d).map(Some)
}

/// A password change.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"current_password": "correct horse battery", "new_password": "battery staple horse"}))]
pub struct PasswordChange {
    /// The password now.
    pub current_password: String,
    /// The new one: 8 to 128 characters.
    #[schema(min_length = 8, max_length = 128)]
    pub new_password: String,
}

/// The confirmation of an account's deletion.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"password": "correct horse battery"}))]
pub struct AccountDeletion {
    /// The account's password.
    pub password: String,
}

/// A refresh token to exchange for new tokens.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"refresh_token": "812.3.9f2c4e0b7a1d5f3e8c6b2a0d4f7e1c3b5a9d8e2f0c4b6a1d3e5f7c9b2a4d6e8f"}))]
pub struct RefreshRequest {
    /// The `refresh_token` of the last sign-in or refresh
    /// (`<session>.<generation>.<MAC>`; a session started before these
    /// has 64 hex digits until its next refresh).
    #[schema(pattern = "^([0-9]{1,19}\\.[0-9]{1,10}\\.)?[0-9a-f]{64}$")]
    pub refresh_token: String,
}

/// The tokens of a session (a signed-in device).
#[derive(Debug, Serialize, ToSchema)]
pub struct Token {
    /// The JWT to send as `Authorization: Bearer <token>`.
    pub access_token: String,
    /// Always `Bearer`.
    pub token_type: String,
    /// Seconds until the access token expires.
    pub expires_in: u64,
    /// Exchanges for new tokens once (`POST /v1/auth/refresh`): each
    /// refresh gives a new one, and presenting a replaced one again,
    /// however old, ends the session. Keep it secret.
    pub refresh_token: String,
    /// Seconds the session lasts without a refresh.
    pub refresh_expires_in: u64,
    /// The account it belongs to.
    pub account: Account,
}

/// A rule set the service hosts.
#[derive(Debug, Serialize, ToSchema)]
pub struct Ruleset {
    /// Id used when creating games.
    pub id: RulesetId,
    /// Name.
    pub name: String,
    /// What it covers.
    pub description: String,
    /// Fewest players.
    pub min_players: u8,
    /// Most players.
    pub max_players: u8,
    /// The second tile supply, whose order a custom game fixes with
    /// `bonus_tile_order`; none for rule sets with one supply.
    pub second_supply: Option<String>,
    /// Whether its players play together against the game: its games keep
    /// the team's records per level and are never rated, so it has no
    /// leaderboard.
    pub co_operative: bool,
    /// Parameter tables of the rule set that clients may show, e.g. the
    /// levels of Mists over Carcassonne (`{"levels": [...]}`, the same rows
    /// as a game's `level` in its view); absent for rule sets without.
    #[serde(skip_serializing_if = "serde_json::Value::is_null")]
    #[schema(value_type = Option<Object>)]
    pub parameters: serde_json::Value,
    /// The options a game of it takes in `options` (the API document's
    /// `<Prefix>Options` schema says the same).
    pub options: Vec<OptionInfo>,
}

/// The schema of an option's value when left out: any of the types
/// options have.
fn option_value() -> utoipa::openapi::schema::Object {
    use utoipa::openapi::schema::{ObjectBuilder, SchemaType, Type};
    let types = SchemaType::from_iter([Type::Integer, Type::Boolean, Type::Object, Type::Null]);
    ObjectBuilder::new()
        .schema_type(types)
        .description(Some("Its value when left out (`null`: off, or required)."))
        .build()
}

/// One option of a rule set.
#[derive(Debug, Serialize, ToSchema)]
pub struct OptionInfo {
    /// Its name in `options`.
    pub name: String,
    /// Its JSON type: `integer`, `boolean`, `array` or `object` (a group
    /// of options of its own, listed in `fields`).
    #[serde(rename = "type")]
    pub kind: String,
    /// Whether every game must give it.
    pub required: bool,
    /// Least value, for integers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub minimum: Option<i64>,
    /// Greatest value, for integers.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub maximum: Option<i64>,
    /// Its value when left out (`null`: off, or required).
    #[schema(schema_with = option_value)]
    pub default: serde_json::Value,
    /// What it does, with the rule it follows.
    pub description: String,
    /// For a group (`object`): its parts, each with its value when the
    /// group is given without it.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    #[schema(no_recursion)]
    pub fields: Vec<OptionInfo>,
    /// For an `array`: the values its entries may take (Mists' `colours`:
    /// a list of them per seat).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub choices: Vec<String>,
}

/// A tile catalog: tile ids, slot names and region indices are a public
/// contract (geometry in `data/tiles/FORMAT.md`).
#[derive(Debug, Serialize, ToSchema)]
pub struct TileCatalog {
    /// Catalog family.
    pub family: String,
    /// Terrain letters used in `edges`, with their meaning.
    pub terrain: std::collections::BTreeMap<String, String>,
    /// Every tile type.
    pub tiles: Vec<TileInfo>,
}

/// One tile type at rotation 0.
#[derive(Debug, Serialize, ToSchema)]
pub struct TileInfo {
    /// Stable id.
    pub id: String,
    /// Description.
    pub name: String,
    /// Copies in the box.
    pub count: u8,
    /// Copies that are the start tile.
    pub start: u8,
    /// Terrain letter of each slot N0..W2, grouped by side.
    #[schema(example = "CCC FRF FFF FRF")]
    pub edges: String,
    /// Regions in index order.
    pub regions: Vec<RegionInfo>,
}

/// One region of a tile.
#[derive(Debug, Serialize, ToSchema)]
pub struct RegionInfo {
    /// Index on the tile (used in `place_figure`).
    pub index: u8,
    /// Kind (`city`, `road`, `field`, `monastery`, ...).
    pub kind: String,
    /// Edge slots it reaches (`N0`..`W2`).
    pub slots: Vec<String>,
    /// Where its pieces are drawn on the tile at rotation 0: `x` east and
    /// `y` south from the north-west corner, the tile's side being 100
    /// (turn it with the tile; the board pictures use the same points).
    pub anchor: Anchor,
    /// Family attributes (`shields`, `touches`, ...).
    #[schema(value_type = Object)]
    pub attributes: serde_json::Map<String, serde_json::Value>,
}

/// A point on a tile of side 100.
#[derive(Debug, Serialize, ToSchema)]
pub struct Anchor {
    /// East from the west side, 0 to 100.
    pub x: f32,
    /// South from the north side, 0 to 100.
    pub y: f32,
}

/// How seats are ordered when a game starts.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum SeatOrder {
    /// Shuffled with the game's seed.
    #[default]
    Shuffled,
    /// The order in which players joined.
    JoinOrder,
}

/// Who may read a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Spectators {
    /// Anyone signed in may read the game and follow its stream.
    #[default]
    Public,
    /// Only its players.
    Players,
}

impl Spectators {
    /// As stored.
    pub fn as_str(self) -> &'static str {
        match self {
            Spectators::Public => "public",
            Spectators::Players => "players",
        }
    }
}

/// Who may join a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum Access {
    /// Anyone who may read it.
    #[default]
    Open,
    /// Only who knows its `join_code` (shown to the creator).
    Invite,
}

/// An optional time control. Time is measured from the recorded times of
/// the log's events: a decision's thinking time runs from the event before
/// it to its own first event, and is charged to the seat that decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(tag = "kind", rename_all = "snake_case", deny_unknown_fields)]
pub enum TimeControl {
    /// Correspondence play: each decision within `seconds`.
    PerMove {
        /// Time for one decision, 1 s to 30 days.
        #[schema(minimum = 1, maximum = 2_592_000)]
        seconds: u32,
        /// Hand a timed-out seat to a bot of this level instead of resigning it.
        #[serde(default)]
        on_timeout: Option<Level>,
    },
    /// A Fischer clock: `initial_seconds` per seat, `increment_seconds`
    /// added with every decision the seat makes.
    Fischer {
        /// Starting time per seat, 1 s to 30 days.
        #[schema(minimum = 1, maximum = 2_592_000)]
        initial_seconds: u32,
        /// Added per decision, up to a day.
        #[schema(maximum = 86_400)]
        increment_seconds: u32,
        /// Hand a timed-out seat to a bot of this level instead of resigning it.
        #[serde(default)]
        on_timeout: Option<Level>,
    },
}

impl TimeControl {
    /// Longest time a clock counts in: 30 days.
    pub const MAX_SECONDS: u32 = 2_592_000;

    /// The bot level a timed-out seat is handed to, if not resigned.
    pub fn on_timeout(self) -> Option<Level> {
        match self {
            TimeControl::PerMove { on_timeout, .. } | TimeControl::Fischer { on_timeout, .. } => on_timeout,
        }
    }

    /// A seat's time left after `moves` decisions that took `used`, with
    /// `thinking` on the current one.
    pub fn remaining(self, moves: i64, used: chrono::TimeDelta, thinking: chrono::TimeDelta) -> chrono::TimeDelta {
        match self {
            TimeControl::PerMove { seconds, .. } => chrono::TimeDelta::seconds(i64::from(seconds)) - thinking,
            TimeControl::Fischer { initial_seconds, increment_seconds, .. } => {
                chrono::TimeDelta::seconds(i64::from(initial_seconds) + i64::from(increment_seconds) * moves)
                    - used
                    - thinking
            }
        }
    }

    /// Whether its times are within the documented ranges.
    pub fn is_valid(self) -> bool {
        match self {
            TimeControl::PerMove { seconds, .. } => (1..=Self::MAX_SECONDS).contains(&seconds),
            TimeControl::Fischer { initial_seconds, increment_seconds, .. } => {
                (1..=Self::MAX_SECONDS).contains(&initial_seconds) && increment_seconds <= 86_400
            }
        }
    }
}

/// A new game.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"ruleset": "classic", "options": {"players": 2}}))]
pub struct CreateGame<Options = serde_json::Value> {
    /// Rule set.
    pub ruleset: RulesetId,
    /// Options of the rule set; `players` is the number of seats.
    pub options: Options,
    /// A fixed draw order (tile ids of the rule set's catalog) makes a
    /// custom game (puzzles, rule checks); the start tile is not part of
    /// it. Secret from other players.
    #[serde(default)]
    #[schema(example = json!(["base/U", "base/E"]))]
    pub tile_order: Option<Vec<String>>,
    /// Instead of `tile_order`, for rule sets whose draw supply is split
    /// into piles (Mists over Carcassonne: three in levels 3-6, one in
    /// levels 1-2): each pile in draw order, the active pile first.
    #[serde(default)]
    pub tile_piles: Option<Vec<Vec<String>>>,
    /// Custom games of rule sets with a second tile supply (`second_supply`
    /// in `GET /v1/rulesets`): its draw order.
    #[serde(default)]
    pub bonus_tile_order: Option<Vec<String>>,
    /// Custom games: the orders may hold more copies of a tile than the box
    /// (tests, puzzles). Otherwise an order beyond the box is refused: 422
    /// `invalid_game` naming the tile and its copies.
    #[serde(default)]
    pub any_tile_mix: bool,
    /// Custom games only: the creator plays every seat.
    #[serde(default)]
    pub single_seat: bool,
    /// Seat order at the start.
    #[serde(default)]
    pub seat_order: SeatOrder,
    /// Who may read the game.
    #[serde(default)]
    pub spectators: Spectators,
    /// Who may join it.
    #[serde(default)]
    pub access: Access,
    /// An optional time control (not for single-seat games).
    #[serde(default)]
    pub clock: Option<TimeControl>,
    /// Whether the game counts for its players' ratings: only between
    /// people (no bots), with the box's tiles in a random order, in a
    /// competitive rule set, and with a clock whose timed-out seat
    /// resigns. Otherwise 422 `unratable_game`.
    #[serde(default)]
    pub rated: bool,
}

/// A seek to make.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"ruleset": "classic", "options": {"players": 2}, "rated": true, "rating_range": {"min": 1300, "max": 1700}}))]
pub struct NewSeek<Options = serde_json::Value> {
    /// Rule set.
    pub ruleset: RulesetId,
    /// Options of the rule set, `players` included (2 to 5): only seeks
    /// with equal options (defaults filled in) are matched.
    pub options: Options,
    /// A time control, or none; only seeks with the same are matched.
    #[serde(default)]
    pub clock: Option<TimeControl>,
    /// Whether the game is rated; only seeks that agree are matched.
    #[serde(default)]
    pub rated: bool,
    /// The ratings (in the rule set's pool for this many players) the
    /// seeker accepts in the others; each seeker's own must fit the
    /// others' ranges too.
    #[serde(default, deserialize_with = "object")]
    pub rating_range: Option<RatingRange>,
    /// Seconds it waits, 30 to 3600; ten minutes when left out.
    #[schema(minimum = 30, maximum = 3600)]
    pub expires_in_seconds: Option<u32>,
}

/// A range of ratings; a bound left out is open.
#[derive(Clone, Copy, Debug, Default, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct RatingRange {
    /// The lowest rating accepted.
    pub min: Option<f64>,
    /// The highest rating accepted.
    pub max: Option<f64>,
}

impl RatingRange {
    /// Whether `rating` is in the range.
    pub fn holds(self, rating: f64) -> bool {
        self.min.is_none_or(|min| rating >= min) && self.max.is_none_or(|max| rating <= max)
    }

    /// Whether the range is finite and not empty.
    pub fn is_valid(self) -> bool {
        let finite = |bound: Option<f64>| bound.is_none_or(f64::is_finite);
        finite(self.min) && finite(self.max) && !matches!((self.min, self.max), (Some(min), Some(max)) if min > max)
    }
}

/// Lifecycle of a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum GameStatus {
    /// Waiting for players.
    Open,
    /// Being played.
    Active,
    /// Over.
    Finished,
    /// Cancelled by its creator before the start.
    Cancelled,
}

impl GameStatus {
    /// Every status.
    pub const ALL: [GameStatus; 4] =
        [GameStatus::Open, GameStatus::Active, GameStatus::Finished, GameStatus::Cancelled];

    /// The status as stored.
    pub fn as_str(self) -> &'static str {
        match self {
            GameStatus::Open => "open",
            GameStatus::Active => "active",
            GameStatus::Finished => "finished",
            GameStatus::Cancelled => "cancelled",
        }
    }

    /// Parses a stored status.
    pub fn parse(status: &str) -> Option<GameStatus> {
        GameStatus::ALL.into_iter().find(|s| s.as_str() == status)
    }
}

/// What a finished rated game did to its players' ratings and records
/// (README "Ratings").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum RatedResult {
    /// Ratings and records changed.
    Counted,
    /// It ended (a resignation, a timeout claim, a deleted account) before
    /// every seat had made two moves of its own: no rating changed and
    /// nothing was recorded.
    Aborted,
    /// Two of its players had already finished as many rated games of the
    /// rule set together within 24 hours as count: records only.
    RepeatedPairing,
    /// A player deleted their account during the game: records only, so
    /// that leaving is no gift of rating to the others.
    AccountDeleted,
    /// A moderator voided its result (it had counted): no rating changed
    /// and nothing was recorded, and the ratings of the rated games after
    /// it were computed again without it.
    Voided,
}

impl RatedResult {
    /// Every result.
    pub const ALL: [RatedResult; 5] = [
        RatedResult::Counted,
        RatedResult::Aborted,
        RatedResult::RepeatedPairing,
        RatedResult::AccountDeleted,
        RatedResult::Voided,
    ];

    /// The result as stored.
    pub fn as_str(self) -> &'static str {
        match self {
            RatedResult::Counted => "counted",
            RatedResult::Aborted => "aborted",
            RatedResult::RepeatedPairing => "repeated_pairing",
            RatedResult::AccountDeleted => "account_deleted",
            RatedResult::Voided => "voided",
        }
    }

    /// Parses a stored result.
    pub fn parse(result: &str) -> Option<RatedResult> {
        RatedResult::ALL.into_iter().find(|r| r.as_str() == result)
    }
}

/// Someone at a game.
#[derive(Debug, Serialize, ToSchema)]
pub struct GamePlayer {
    /// Account id.
    pub account_id: i64,
    /// Username.
    pub username: String,
    /// Seat once started (in a single-seat game the creator holds every seat).
    pub seat: Option<u8>,
    /// The level of the bot that plays this seat; absent for people.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub bot: Option<Level>,
}

/// A bot to seat at an open game.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"level": "greedy"}))]
pub struct AddBot {
    /// How well it plays.
    pub level: Level,
}

/// The move a bot would make now for the caller.
#[derive(Debug, Serialize, ToSchema)]
pub struct Hint<Command = serde_json::Value> {
    /// The game's rule set.
    pub ruleset: RulesetId,
    /// The sequence number the hint is for; send it as `expected_seq`.
    pub seq: i32,
    /// The bot level that chose it.
    pub level: Level,
    /// The command to send.
    pub command: Command,
    /// The bot's estimate of the position after it, in the rule set's
    /// rating: in competitive games, points ahead of the best other seat
    /// if the game ended then (Monte Carlo: averaged over sampled deals a
    /// few turns ahead); in the co-operative game, the team's prospects.
    pub value: f64,
    /// How the bot would go on with the turn after `command`, before
    /// chance deals: after a tile placement, usually its figure decision
    /// on that tile (`region` of the tile at `command`'s cell). Each
    /// becomes legal once the one before is played.
    pub then: Vec<Command>,
    /// Commands the bot ranked below `command`, best first, as many as
    /// `top` asked for beyond it (fewer when there are fewer; none from
    /// `random`, which ranks nothing).
    pub others: Vec<RankedCommand<Command>>,
}

/// Where an analysis stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum AnalysisStatus {
    /// Asked for; no decision judged yet.
    Queued,
    /// Some decisions judged (`decisions` holds them), more to come.
    Running,
    /// Every decision judged: it will not change.
    Done,
    /// The engine refused the game's stored log, so it cannot be analysed
    /// (the service's log says why); the decisions judged before stay.
    /// It will not change.
    Failed,
}

/// The analysis of a finished game: each decision of its people (not its
/// bots) that had a choice, judged against the best command the `mcts`
/// bot finds (docs/BOTS.md, "Analysis").
#[derive(Debug, Serialize, ToSchema)]
pub struct Analysis<Command = serde_json::Value> {
    /// The game's rule set.
    pub ruleset: RulesetId,
    /// The game analysed.
    pub game_id: Uuid,
    /// Where it stands.
    pub status: AnalysisStatus,
    /// When it was asked for.
    pub requested_at: DateTime<Utc>,
    /// When it was done (or failed).
    pub done_at: Option<DateTime<Utc>>,
    /// The decisions judged so far, in the order of the log; the estimates
    /// of each seat's decisions in turn draw its curve over the game.
    pub decisions: Vec<JudgedDecision<Command>>,
    /// Each seat's decisions summed up, so far.
    pub seats: Vec<Accuracy>,
}

/// A decision of a finished game, judged by the analysis.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize, ToSchema)]
pub struct JudgedDecision<Command = serde_json::Value> {
    /// The sequence number of the decision's event in the log.
    pub seq: i32,
    /// Who decided.
    pub seat: u8,
    /// The command made.
    pub made: Command,
    /// The best command found: the one made when none was found better.
    pub best: Command,
    /// The estimate after the command made, in points: the expected final
    /// margin over the best other seat; in the co-operative game, the
    /// team's prospects in points of score, victory worth 50 more and
    /// defeat 50 less.
    pub made_value: f64,
    /// The estimate after the best command, never below `made_value`.
    pub best_value: f64,
    /// What the points lost (`best_value - made_value`) make of it: good
    /// below 2, an inaccuracy from 2, a mistake from 5, a blunder from 10.
    pub label: Label,
}

/// A command a bot ranked, with its estimate.
#[derive(Debug, Serialize, ToSchema)]
pub struct RankedCommand<Command = serde_json::Value> {
    /// The command.
    pub command: Command,
    /// The bot's estimate of the position after it, as a hint's `value`.
    pub value: f64,
}

/// A game's lobby data, and its public state once started.
#[derive(Debug, Serialize, ToSchema)]
pub struct Game<Options = serde_json::Value, View = Arc<RawValue>> {
    /// Game id.
    pub id: Uuid,
    /// Rule set.
    pub ruleset: RulesetId,
    /// Lifecycle.
    pub status: GameStatus,
    /// Options chosen at creation.
    pub options: Options,
    /// Whether the creator fixed the tile order.
    pub custom: bool,
    /// Whether the creator plays every seat.
    pub single_seat: bool,
    /// Seat order at the start.
    pub seat_order: SeatOrder,
    /// Who may read the game.
    pub spectators: Spectators,
    /// Who may join it.
    pub access: Access,
    /// Invite-only games, to their creator: the code others join with.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub join_code: Option<String>,
    /// Whether it was imported from an export.
    pub imported: bool,
    /// Whether it counts for its players' ratings.
    pub rated: bool,
    /// What a finished rated game did to its players' ratings and records;
    /// none while it runs and for unrated games.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub rated_result: Option<RatedResult>,
    /// Accounts that decide now (empty unless the game is active).
    pub to_move: Vec<i64>,
    /// Whether the caller is among them.
    pub your_turn: bool,
    /// The time control and each seat's time, for games with a clock.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub clock: Option<Clock>,
    /// SHA-256 of the game's seed, published at the start (seeded games).
    pub seed_commitment: Option<String>,
    /// The seed itself, revealed once the game is finished: shuffling the
    /// rule set's supplies with it (ChaCha20; Hunters & Gatherers' menhir
    /// tiles on stream 2) re-derives every draw.
    pub seed: Option<String>,
    /// Number of seats.
    pub seats: u8,
    /// Creator's account id.
    pub owner_id: i64,
    /// Who sits at the game.
    pub players: Vec<GamePlayer>,
    /// Sequence number of the last event; send it as `expected_seq`.
    pub seq: i32,
    /// Creation time.
    pub created_at: DateTime<Utc>,
    /// Last change.
    pub updated_at: DateTime<Utc>,
    /// Public state, once started.
    pub state: Option<View>,
}

/// A ticket that opens one stream once, within a minute, for browsers'
/// `EventSource` (which cannot send `Authorization`).
#[derive(Debug, Serialize, ToSchema)]
pub struct StreamTicket {
    /// The ticket: send it as `?ticket=` on the stream's URL.
    pub ticket: String,
    /// The stream's URL with the ticket, relative to the service.
    pub url: String,
    /// When it can no longer be used.
    pub expires_at: DateTime<Utc>,
}

/// A game's time control and where each seat stands.
#[derive(Debug, Serialize, ToSchema)]
pub struct Clock {
    /// The time control.
    pub control: TimeControl,
    /// Each seat's time, in seat order (empty before the start).
    pub seats: Vec<SeatTime>,
}

/// One seat's time.
#[derive(Debug, Serialize, ToSchema)]
pub struct SeatTime {
    /// The seat.
    pub seat: u8,
    /// Time left for its current or next decision, in milliseconds
    /// (negative once it ran out).
    pub remaining_ms: i64,
    /// Whether its time is running now.
    pub running: bool,
    /// When its time runs out, while it runs.
    pub deadline: Option<DateTime<Utc>>,
}

/// One page of games, newest first.
#[derive(Debug, Serialize, ToSchema)]
pub struct GamePage<G = Game> {
    /// Games on this page (without their state).
    pub games: Vec<G>,
    /// Pass as `cursor` to get the next page; absent on the last page.
    pub next_cursor: Option<String>,
}

/// A command for the player to move.
#[derive(Debug, Deserialize, Serialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"ruleset": "classic", "expected_seq": 2, "command": {"type": "place_tile", "x": 1, "y": 0, "rotation": 0}}))]
pub struct CommandRequest<Command = serde_json::Value> {
    /// The game's rule set (a command of another is refused).
    pub ruleset: RulesetId,
    /// The `seq` the client last saw; a stale value gets 409. May be left
    /// out when the request carries `If-Match` with the game's ETag instead.
    #[schema(minimum = 0)]
    #[serde(default)]
    pub expected_seq: Option<i32>,
    /// What to do.
    pub command: Command,
}

/// A command to check without applying it.
#[derive(Debug, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
#[schema(example = json!({"ruleset": "classic", "command": {"type": "skip_figure"}}))]
pub struct ValidateRequest<Command = serde_json::Value> {
    /// The game's rule set (a command of another is refused).
    pub ruleset: RulesetId,
    /// What to check.
    pub command: Command,
}

/// Whether a command is legal now.
#[derive(Debug, Serialize, ToSchema)]
pub struct Validation {
    /// Legal or not.
    pub legal: bool,
    /// Machine-readable reason when illegal (as a problem's `code`).
    pub code: Option<String>,
    /// Rule id of `docs/rules/` that forbids it.
    pub rule: Option<String>,
    /// Why it is illegal, in words (as a problem's `detail`).
    pub detail: Option<String>,
}

/// An event of the log, with what the rules derived from it.
#[derive(Debug, Serialize, ToSchema)]
pub struct EventRecord<Event = Box<RawValue>, Effects = Box<RawValue>> {
    /// The game's rule set.
    pub ruleset: RulesetId,
    /// Position in the log, from 1.
    pub seq: i32,
    /// Account whose request appended it (chance's draws included);
    /// absent in imported games.
    pub actor_id: Option<i64>,
    /// When it was stored.
    pub created_at: DateTime<Utc>,
    /// Whether the service applied it by the rules rather than recording
    /// a choice: chance's draws and discards (a tile that fits nowhere), and
    /// a figure step skipped because nothing could be placed.
    pub automatic: bool,
    /// The event; while the game runs a creation event shows the tile order
    /// as `secret`.
    pub event: Event,
    /// What the rules derived from it, in the rule set's own types:
    /// scorings, figures returned, tiles discarded, and the like (see each
    /// rule set's `Effect`). Derived from the log whenever it is read,
    /// never stored: applied to the state before the event, the event and
    /// its effects give the scores, supplies and board after it.
    #[schema(inline)]
    pub effects: Effects,
    /// The event's `type` (for the `event:` line of streams).
    #[serde(skip)]
    pub event_type: String,
}

/// What a command did.
#[derive(Debug, Serialize, ToSchema)]
pub struct CommandResult<Record = EventRecord, View = Arc<RawValue>> {
    /// The game's rule set.
    pub ruleset: RulesetId,
    /// New last sequence number.
    pub seq: i32,
    /// The events the command added, chance's draws included.
    pub events: Vec<Record>,
    /// The seat to move after them; none once the game is over.
    pub current_player: Option<u8>,
    /// The state after them; null when the request asked for a minimal
    /// response (`Prefer: return=minimal`).
    pub state: Option<View>,
}

/// How much a command's response holds (the `return` preference of
/// RFC 7240's `Prefer` header).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Representation {
    /// The events and the state after them.
    #[default]
    Full,
    /// The events only: for clients that do not read the state (bots that
    /// play from the legal moves), and spare the service building it.
    Minimal,
}

/// A self-contained record of a finished game: importing it replays to the
/// same final state.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct GameExport<Options = serde_json::Value, Event = serde_json::Value> {
    /// Always `carcassonne-game`.
    pub format: String,
    /// Version of this format (1).
    pub version: u32,
    /// Rule set.
    pub ruleset: RulesetId,
    /// Version of the service that wrote it.
    pub engine_version: String,
    /// The original game's id.
    pub game_id: Uuid,
    /// Options.
    pub options: Options,
    /// Whether the tile order was fixed by the creator. Informative: an
    /// import reads it from the log's own creation event instead.
    pub custom: bool,
    /// Players by seat.
    pub players: Vec<ExportedPlayer>,
    /// The whole log, seed included (the game is over, nothing is hidden).
    pub events: Vec<Event>,
}

/// A seat of an exported game.
#[derive(Debug, Serialize, Deserialize, ToSchema)]
#[serde(deny_unknown_fields)]
pub struct ExportedPlayer {
    /// Seat.
    pub seat: u8,
    /// Username at export time.
    pub username: String,
}

/// The state of a game after a given event, and that event.
#[derive(Debug, Serialize, ToSchema)]
pub struct StateAt<View = Box<RawValue>, Record = EventRecord> {
    /// The game's rule set.
    pub ruleset: RulesetId,
    /// The event it follows.
    pub seq: i32,
    /// The game's last sequence number.
    pub last_seq: i32,
    /// The public state at `seq`.
    pub state: View,
    /// Event `seq`, with its effects: what led to this state.
    pub event: Record,
}

/// A page of the public log.
#[derive(Debug, Serialize, ToSchema)]
pub struct EventPage<Record = EventRecord> {
    /// Events after the requested `after`, in order.
    pub events: Vec<Record>,
    /// Sequence number of the game's last event.
    pub last_seq: i32,
}

/// Which forms of the legal moves to send: `moves` and `commands` (the
/// default), or one form for a client that uses only that one. The compact
/// forms: `commands`, one ready command per choice, without the figure
/// options each placement would allow (they come with the next decision);
/// `grouped`, the moves with each cell's placements that allow the same
/// merged into one entry listing their `rotations`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Deserialize, ToSchema)]
#[serde(rename_all = "snake_case")]
pub enum LegalForms {
    /// `moves` and `commands`.
    #[default]
    All,
    /// Only `moves`.
    Moves,
    /// Only `commands`.
    Commands,
    /// Only `grouped`.
    Grouped,
}

impl LegalForms {
    /// Whether `moves` is sent.
    pub fn moves(self) -> bool {
        matches!(self, LegalForms::All | LegalForms::Moves)
    }

    /// Whether `commands` is sent.
    pub fn commands(self) -> bool {
        matches!(self, LegalForms::All | LegalForms::Commands)
    }

    /// Whether `grouped` is sent.
    pub fn grouped(self) -> bool {
        self == LegalForms::Grouped
    }
}

/// The legal moves of the current turn, for the caller.
#[derive(Debug, Serialize, ToSchema)]
pub struct LegalMovesResponse<Moves = Arc<RawValue>, Commands = Arc<RawValue>, Grouped = Arc<RawValue>> {
    /// The game's rule set.
    pub ruleset: RulesetId,
    /// Sequence number they are valid at.
    pub seq: i32,
    /// Seat to move, if any.
    pub current_player: Option<u8>,
    /// The caller's seat, if seated (the current one in a single-seat game).
    pub your_seat: Option<u8>,
    /// The moves, with what each placement would allow; absent when the
    /// caller cannot move now, or not asked for (`include`).
    pub moves: Option<Moves>,
    /// The same choices as `moves`, each as a command ready to send (a
    /// tile placement without its figure: that is the next decision);
    /// absent when the caller cannot move now, or not asked for
    /// (`include`).
    #[schema(inline)]
    pub commands: Option<Commands>,
    /// The moves again, with the placements of one cell that allow the
    /// same as one entry with their `rotations`; sent only for
    /// `include=grouped`, when the caller can move.
    pub grouped: Option<Grouped>,
    /// Why there are no moves for the caller.
    pub detail: Option<String>,
}
