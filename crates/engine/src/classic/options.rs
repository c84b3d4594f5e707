//! Options a classic game is created with.

use serde::{Deserialize, Serialize};

/// Game options of the base game.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct Options {
    /// Number of players, 2 to 5 (BASE-COMP-3); 6 with Inns & Cathedrals
    /// (IC-SCOPE-2).
    #[cfg_attr(feature = "schema", schema(minimum = 2, maximum = 6))]
    pub players: u8,
    /// Seat that takes the first turn (BASE-SETUP-4, BASE-AMB-5).
    #[cfg_attr(feature = "schema", schema(maximum = 5))]
    #[serde(default)]
    pub start_player: u8,
    /// First-edition exception: a completed city of exactly two tiles scores
    /// like an incomplete one, 1 per tile and shield (BASE-AMB-1; off by default).
    #[serde(default)]
    pub small_city_exception: bool,
    /// Adds the Abbey & Mayor expansion (`docs/rules/abbey-mayor.md`); each
    /// of its parts can be switched (AM-SCOPE-1).
    #[serde(default)]
    pub abbey_mayor: Option<AbbeyMayor>,
    /// Adds The River (`docs/rules/river.md`): its 12 tiles are placed
    /// first, from the spring to the lake, then the land tiles.
    #[serde(default)]
    pub river: Option<River>,
    /// Adds Inns & Cathedrals (`docs/rules/inns-cathedrals.md`): its land
    /// tiles with inns and cathedrals, large followers, and a sixth player;
    /// each part can be switched (IC-SCOPE-1).
    #[serde(default)]
    pub inns_cathedrals: Option<InnsCathedrals>,
    /// Adds Traders & Builders (`docs/rules/traders-builders.md`): its land
    /// tiles with goods, builders and pigs; each part can be switched
    /// (TB-SCOPE-1).
    #[serde(default)]
    pub traders_builders: Option<TradersBuilders>,
}

/// The parts of Traders & Builders in play; each defaults to on (TB-SCOPE-1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct TradersBuilders {
    /// The 24 new land tiles, 20 of them with goods, are shuffled into the
    /// supply (TB-SETUP-1, TB-GOODS-*).
    #[serde(default = "on")]
    pub land_tiles: bool,
    /// Every player gets a builder, for a second turn (TB-BUILD-*).
    #[serde(default = "on")]
    pub builders: bool,
    /// Every player gets a pig, for fatter fields (TB-PIG-*).
    #[serde(default = "on")]
    pub pigs: bool,
}

impl TradersBuilders {
    /// No part of the expansion.
    pub const NONE: TradersBuilders = TradersBuilders { land_tiles: false, builders: false, pigs: false };
}

impl Default for TradersBuilders {
    fn default() -> Self {
        TradersBuilders { land_tiles: true, builders: true, pigs: true }
    }
}

/// The parts of Inns & Cathedrals in play; each defaults to on (IC-SCOPE-1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct InnsCathedrals {
    /// The 18 new land tiles, with the inns and cathedrals, are shuffled
    /// into the supply (IC-SETUP-1).
    #[serde(default = "on")]
    pub land_tiles: bool,
    /// Every player gets a large follower, which counts as two followers
    /// in majorities (IC-SETUP-2, IC-LARGE-*).
    #[serde(default = "on")]
    pub large_followers: bool,
}

impl InnsCathedrals {
    /// No part of the expansion (a sixth player may still play, IC-AMB-5).
    pub const NONE: InnsCathedrals = InnsCathedrals { land_tiles: false, large_followers: false };
}

impl Default for InnsCathedrals {
    fn default() -> Self {
        InnsCathedrals { land_tiles: true, large_followers: true }
    }
}

/// The River: it has no parts to switch (`{}`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct River {}

/// The parts of Abbey & Mayor in play; each defaults to on (AM-SCOPE-1).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(deny_unknown_fields)]
pub struct AbbeyMayor {
    /// The 12 new land tiles are shuffled into the supply (AM-SETUP-2).
    #[serde(default = "on")]
    pub land_tiles: bool,
    /// Every player gets a mayor (AM-SETUP-3, AM-MAYOR-*).
    #[serde(default = "on")]
    pub mayors: bool,
    /// Every player gets an abbey to place into a hole instead of drawing
    /// (AM-SETUP-1, AM-ABBEY-*, AM-END-1).
    #[serde(default = "on")]
    pub abbeys: bool,
    /// Every player gets a wagon (AM-SETUP-3, AM-WAGON-*).
    #[serde(default = "on")]
    pub wagons: bool,
    /// Every player gets a barn (AM-SETUP-3, AM-BARN-*).
    #[serde(default = "on")]
    pub barns: bool,
}

impl AbbeyMayor {
    /// No part of the expansion: a base game.
    pub const NONE: AbbeyMayor =
        AbbeyMayor { land_tiles: false, mayors: false, abbeys: false, wagons: false, barns: false };
}

impl Default for AbbeyMayor {
    fn default() -> Self {
        AbbeyMayor { land_tiles: true, mayors: true, abbeys: true, wagons: true, barns: true }
    }
}

fn on() -> bool {
    true
}

impl Options {
    /// The parts of Abbey & Mayor in play (all off without the expansion).
    pub fn expansion(&self) -> AbbeyMayor {
        self.abbey_mayor.clone().unwrap_or(AbbeyMayor::NONE)
    }

    /// The parts of Inns & Cathedrals in play (all off without the expansion).
    pub fn inns_cathedrals(&self) -> InnsCathedrals {
        self.inns_cathedrals.clone().unwrap_or(InnsCathedrals::NONE)
    }

    /// The parts of Traders & Builders in play (all off without the expansion).
    pub fn traders_builders(&self) -> TradersBuilders {
        self.traders_builders.clone().unwrap_or(TradersBuilders::NONE)
    }

    /// Default options for `players` players.
    pub fn for_players(players: u8) -> Self {
        Options {
            players,
            start_player: 0,
            small_city_exception: false,
            abbey_mayor: None,
            river: None,
            inns_cathedrals: None,
            traders_builders: None,
        }
    }
}
