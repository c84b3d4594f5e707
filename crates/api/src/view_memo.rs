//! What serializing a game's view keeps for the view of its next state:
//! each feature with its JSON, so that the features that did not change
//! (most of them, from one move to the next) are not serialized again.

use engine::feature_list::{Features, Identified};
use serde::Serialize;
use serde_json::value::RawValue;
use std::any::Any;
use std::sync::Arc;

/// What the view of one state of a game kept for the view of a later one
/// ([`HostedGame::view_after`](super::hosting::HostedGame::view_after)).
pub struct ViewMemo {
    shown: Box<dyn Any + Send + Sync>,
    reused: usize,
}

impl ViewMemo {
    /// How many features of the view took their JSON from the earlier one.
    pub fn reused(&self) -> usize {
        self.reused
    }
}

/// A view's features with their JSON, sorted by stable id (a search in a
/// hundred or so features costs less than hashing each id).
struct ShownFeatures<F>(Vec<(u32, F, Arc<RawValue>)>);

impl<F> ShownFeatures<F> {
    /// The feature with stable id `id`, and its JSON.
    fn get(&self, id: u32) -> Option<(&F, &Arc<RawValue>)> {
        let at = self.0.binary_search_by_key(&id, |(shown, ..)| *shown).ok()?;
        self.0.get(at).map(|(_, feature, json)| (feature, json))
    }
}

/// Puts with each of `features` its JSON: that of the equal feature
/// `earlier` kept (a memo of the same rule set), else its own. Says how
/// many were taken from `earlier`.
pub(super) fn reuse<F>(features: &mut Features<F>, earlier: Option<&ViewMemo>) -> Result<usize, serde_json::Error>
where
    F: Serialize + PartialEq + Identified + Send + Sync + 'static,
{
    let shown = earlier.and_then(|memo| memo.shown.downcast_ref::<ShownFeatures<F>>());
    let mut reused = 0;
    features.put_json(|feature| match shown.and_then(|shown| shown.get(feature.id())) {
        Some((same, json)) if same == feature => {
            reused += 1;
            Ok(Arc::clone(json))
        }
        _ => serde_json::value::to_raw_value(feature).map(Arc::from),
    })?;
    Ok(reused)
}

/// What to keep of `features`, once their view is serialized; `reused` of
/// them took their JSON from the earlier view.
pub(super) fn keep<F>(features: Features<F>, reused: usize) -> ViewMemo
where
    F: Identified + Send + Sync + 'static,
{
    let (items, json) = features.into_parts();
    let mut shown: Vec<_> =
        items.into_iter().zip(json.unwrap_or_default()).map(|(feature, json)| (feature.id(), feature, json)).collect();
    shown.sort_unstable_by_key(|(id, ..)| *id);
    ViewMemo { shown: Box::new(ShownFeatures(shown)), reused }
}

#[cfg(test)]
mod tests {
    use crate::registry::RulesetId;
    use engine::bot::Level;
    use engine::order::TileOrder;
    use engine::rng::Seed;
    use serde_json::json;

    /// A seeded game of every rule set played at random: at every state,
    /// the view made with what the previous state's view kept is the view
    /// made afresh, byte for byte, and most features take their JSON from
    /// the previous view.
    #[test]
    fn a_view_that_reuses_features_is_the_view_made_afresh() {
        for ruleset in RulesetId::all() {
            let options =
                if ruleset.as_str() == "mists" { json!({"players": 2, "level": 3}) } else { json!({"players": 2}) };
            let (mut game, _) = ruleset.start(&options, TileOrder::Seeded { seed: Seed::from_u64(57) }).unwrap();
            let (mut earlier, mut reused, mut features, mut states) = (None, 0, 0, 0);
            while let Some(seat) = game.status().active() {
                let (json, kept) = game.view_after(earlier.as_ref()).unwrap();
                assert_eq!(json.get(), game.view().unwrap().get(), "{} at state {states}", ruleset.as_str());
                let view: serde_json::Value = serde_json::from_str(json.get()).unwrap();
                features += view["features"].as_array().unwrap().len();
                reused += kept.reused();
                earlier = Some(kept);
                states += 1;
                game.play_bot(seat, Level::Random, Seed::from_u64(states), &mut || true).unwrap().unwrap();
            }
            let (json, kept) = game.view_after(earlier.as_ref()).unwrap();
            assert_eq!(json.get(), game.view().unwrap().get(), "{} at its end", ruleset.as_str());
            let (_, after_the_end) = game.view_after(Some(&kept)).unwrap();
            assert_eq!(after_the_end.reused(), 0, "a finished game's view keeps nothing");
            assert!(states > 20, "{}: {states} states", ruleset.as_str());
            assert!(reused * 2 > features, "{}: {reused} of {features} features reused", ruleset.as_str());
        }
    }
}
