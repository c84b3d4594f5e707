//! Traders & Builders' goods (`docs/rules/traders-builders.md`,
//! TB-GOODS-*): the goods of a city, the tokens players take, and who
//! scores the most of each at the end.

use serde::{Deserialize, Serialize};

/// One of the three goods.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
#[serde(rename_all = "snake_case")]
pub enum Good {
    /// Wine (9 tiles).
    Wine,
    /// Grain (6 tiles).
    Grain,
    /// Cloth (5 tiles).
    Cloth,
}

impl Good {
    /// Every good, in the order views list them.
    pub const ALL: [Good; 3] = [Good::Wine, Good::Grain, Good::Cloth];

    /// The good named `name` in the catalog (`"wine"`, ...).
    pub fn parse(name: &str) -> Option<Good> {
        Good::ALL.into_iter().find(|good| good.name() == name)
    }

    /// The name used in the catalog and in views.
    pub const fn name(self) -> &'static str {
        match self {
            Good::Wine => "wine",
            Good::Grain => "grain",
            Good::Cloth => "cloth",
        }
    }
}

/// Goods tokens by kind.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct Goods {
    /// Wine tokens.
    pub wine: u8,
    /// Grain tokens.
    pub grain: u8,
    /// Cloth tokens.
    pub cloth: u8,
}

impl Goods {
    fn slot(&mut self, good: Good) -> &mut u8 {
        match good {
            Good::Wine => &mut self.wine,
            Good::Grain => &mut self.grain,
            Good::Cloth => &mut self.cloth,
        }
    }

    /// Tokens of `good`.
    pub fn of(self, good: Good) -> u8 {
        match good {
            Good::Wine => self.wine,
            Good::Grain => self.grain,
            Good::Cloth => self.cloth,
        }
    }

    /// One token more of `good`.
    pub fn add(&mut self, good: Good) {
        let slot = self.slot(good);
        *slot = slot.saturating_add(1);
    }

    /// Whether there is no token at all.
    pub fn is_empty(self) -> bool {
        self == Goods::default()
    }

    /// The tokens in `self` beyond those in `before`.
    pub fn since(self, before: Goods) -> Goods {
        Goods {
            wine: self.wine.saturating_sub(before.wine),
            grain: self.grain.saturating_sub(before.grain),
            cloth: self.cloth.saturating_sub(before.cloth),
        }
    }
}

/// Points for the most tokens of one good (TB-GOODS-3).
pub const MAJORITY_POINTS: u32 = 10;

/// One good's final scoring (TB-GOODS-3).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct GoodsScoring {
    /// The good.
    pub good: Good,
    /// The most tokens of it any player held.
    pub tokens: u8,
    /// Seats that held that many, each scoring `points`.
    pub scorers: Vec<u8>,
    /// Points each scorer received.
    pub points: u32,
}

/// TB-GOODS-3: for each good that somebody holds, every player holding the
/// most of it (`holdings` by seat) scores 10.
pub fn goods_scorings(holdings: &[Goods]) -> Vec<GoodsScoring> {
    Good::ALL
        .into_iter()
        .filter_map(|good| {
            let tokens = holdings.iter().map(|goods| goods.of(good)).max().filter(|most| *most > 0)?;
            let scorers =
                (0..holdings.len()).filter(|seat| holdings[*seat].of(good) == tokens).map(|seat| seat as u8).collect();
            Some(GoodsScoring { good, tokens, scorers, points: MAJORITY_POINTS })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// TB-GOODS-3: ties all score, a good nobody holds scores nobody.
    #[test]
    fn the_most_of_each_good_scores_ten_ties_all() {
        let holdings = [Goods { wine: 2, grain: 1, cloth: 0 }, Goods { wine: 2, grain: 0, cloth: 0 }];
        let scorings = goods_scorings(&holdings);
        assert_eq!(
            scorings,
            [
                GoodsScoring { good: Good::Wine, tokens: 2, scorers: vec![0, 1], points: 10 },
                GoodsScoring { good: Good::Grain, tokens: 1, scorers: vec![0], points: 10 },
            ]
        );
        assert_eq!(Good::parse("cloth"), Some(Good::Cloth));
        assert_eq!(Good::parse("silk"), None);
    }
}
