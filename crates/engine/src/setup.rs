//! Errors shared by every rule set when a game is set up or its log replayed.

/// A log that cannot be replayed: it was not written by this engine.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReplayError {
    /// A log must start with exactly one creation event.
    #[error("the log does not start with game_created")]
    NotCreated,
    /// The options cannot describe a game.
    #[error("invalid game: {0}")]
    InvalidGame(#[from] SetupError),
    /// An event does not fit the state it is applied to.
    #[error("event {index} does not fit the game: {reason}")]
    Inconsistent {
        /// Position in the log.
        index: usize,
        /// What did not fit.
        reason: &'static str,
    },
}

/// Options or a tile order that describe no playable game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The rule set's player count (BASE-COMP-3, ...).
    #[error("this game cannot be played by {0} players")]
    PlayerCount(u8),
    /// The rule set has no such level (Mists over Carcassonne: 1 to 6).
    #[error("there is no level {0}")]
    Level(u8),
    /// The start player must be one of the seats.
    #[error("start player {0} is not a seat")]
    StartPlayer(u8),
    /// Custom tile orders hold at most 500 tiles, each from the supply it is listed for.
    #[error("a fixed tile order holds at most 500 tiles, each one that this supply can deal")]
    TileOrder,
    /// A fixed order lists a tile more often than the box holds it.
    #[error("the order lists {listed} of {tile}, the box holds {in_box}")]
    BeyondBox {
        /// The tile id.
        tile: String,
        /// Copies listed.
        listed: usize,
        /// Copies in the box (that a game of these options deals).
        in_box: usize,
    },
    /// A fixed order's piles are not the game's piles.
    #[error("the order's piles must be {expected}, of at least one tile each, holding all its tiles")]
    Piles {
        /// How many piles the game has.
        expected: usize,
    },
    /// Options the rule set refuses for a rule of its own.
    #[error("{reason}")]
    Options {
        /// The rule they break.
        rule: &'static str,
        /// Why, in words.
        reason: &'static str,
    },
    /// A public log's hidden order cannot be replayed.
    #[error("a hidden tile order cannot be played")]
    SecretOrder,
    /// The embedded catalog has no start tile.
    #[error("the tile catalog is unavailable")]
    Catalog,
    /// Chance dealt the new game an event the rules refuse: a defect of
    /// the rule set, not of the options.
    #[error(transparent)]
    Unfit(#[from] Unfit),
}

/// An event that the rules refuse to apply although this engine made it
/// (decided or dealt it): a defect of the rule set, never a player's
/// fault. Nothing that holds it may be stored.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the rules refuse event {index} of their own making: {reason}")]
pub struct Unfit {
    /// Its position among the events made together.
    pub index: usize,
    /// Why the rules refuse it.
    pub reason: &'static str,
}
