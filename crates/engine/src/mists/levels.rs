//! The six levels of Mists over Carcassonne in one data table
//! (MISTS-SETUP-3). A revision by the publisher (MISTS-AMB-13) is a change
//! of one row here; the table is shown in `GET /v1/rulesets` and in every
//! game's view.

use serde::Serialize;

/// What the graveyards of a level do (MISTS-GRAVE-1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Graveyards {
    /// Castle and graveyard tiles stay in the box.
    None,
    /// Closed by the 4 orthogonal neighbours; an extra ghost when ghosts
    /// emerge (levels 2-4).
    Normal,
    /// Cursed: closed by all 8 surrounding tiles; ghosts on the foggy tiles
    /// around a new graveyard; a face-down tile every turn (levels 5-6).
    Cursed,
}

/// How points are kept (MISTS-TERM-9).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum ScoreKeeping {
    /// One team score.
    Team,
    /// One score per colour in play; thresholds and the goal count when
    /// every colour has reached them.
    PerColour,
}

/// The parameters of one level.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Level {
    /// The level, 1 to 6.
    pub level: u8,
    /// Tiles in play: 50 without castles and graveyards, or all 60.
    pub tiles: u8,
    /// Piles the tiles are split into (1, or 3 of 20).
    pub piles: u8,
    /// Ghosts in the bank at set-up, the start tile's 3 included.
    pub bank: u8,
    /// Score thresholds of dog 1 and dog 2 (levels 3-6).
    pub dogs: Option<[u32; 2]>,
    /// Points needed to win.
    pub goal: u32,
    /// What the graveyards do.
    pub graveyards: Graveyards,
    /// Team score or one score per colour.
    pub scoring: ScoreKeeping,
}

/// Ghost figures in the box (MISTS-COMP-3); those not in a level's bank
/// stay in the box.
pub const GHOSTS: u8 = 15;

/// Tiles per pile in levels with three piles (MISTS-SETUP-4).
pub const PILE_SIZE: usize = 20;

/// The levels, from MISTS-SETUP-3: one row per level.
#[rustfmt::skip]
pub const LEVELS: [Level; 6] = [
    Level { level: 1, tiles: 50, piles: 1, bank: 15, dogs: None, goal: 50, graveyards: Graveyards::None, scoring: ScoreKeeping::Team },
    Level { level: 2, tiles: 60, piles: 1, bank: 15, dogs: None, goal: 75, graveyards: Graveyards::Normal, scoring: ScoreKeeping::Team },
    Level { level: 3, tiles: 60, piles: 3, bank: 15, dogs: Some([15, 50]), goal: 100, graveyards: Graveyards::Normal, scoring: ScoreKeeping::Team },
    Level { level: 4, tiles: 60, piles: 3, bank: 13, dogs: Some([20, 60]), goal: 120, graveyards: Graveyards::Normal, scoring: ScoreKeeping::Team },
    Level { level: 5, tiles: 60, piles: 3, bank: 13, dogs: Some([15, 50]), goal: 100, graveyards: Graveyards::Cursed, scoring: ScoreKeeping::Team },
    Level { level: 6, tiles: 60, piles: 3, bank: 12, dogs: Some([10, 25]), goal: 50, graveyards: Graveyards::Cursed, scoring: ScoreKeeping::PerColour },
];

/// The parameters of `level`, if it exists.
pub fn level(level: u8) -> Option<&'static Level> {
    LEVELS.iter().find(|l| l.level == level)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// MISTS-SETUP-3, MISTS-COMP-3: the table as the rule book gives it;
    /// after the start tile's 3 ghosts the bank holds 12/12/12/10/10/9.
    #[test]
    fn mists_setup_3_the_level_table() {
        let after_start: Vec<u8> = LEVELS.iter().map(|l| l.bank - 3).collect();
        assert_eq!(after_start, [12, 12, 12, 10, 10, 9]);
        assert!(LEVELS.iter().all(|l| l.bank <= GHOSTS));
        assert_eq!(level(6).map(|l| (l.dogs, l.goal, l.scoring)), Some((Some([10, 25]), 50, ScoreKeeping::PerColour)));
        assert_eq!(level(1).map(|l| (l.tiles, l.graveyards)), Some((50, Graveyards::None)));
        assert!(level(0).is_none() && level(7).is_none());
    }
}
