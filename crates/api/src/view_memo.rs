//! What serializing a game's view keeps for the view of its next state:
//! each feature with its JSON, so that the features that did not change
//! (most of them, from one move to the next) are not serialized again.

use engine::feature_list::{Features, Headed};
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

/// A view's features as summaries ([`Headed`]: without tiles and
/// regions) with their JSON, sorted by stable id, and those ids apart: a
/// search in a hundred or so ids costs less than hashing each id, and
/// reads only the one feature it finds.
struct ShownFeatures<F> {
    ids: Vec<u32>,
    features: Vec<(F, Arc<RawValue>)>,
}

/// The JSON `earlier` kept (a memo of the same rule set) for a feature
/// with `summary`, if it showed one; counts in `reused` each it gives.
pub(super) fn reuse<F>(earlier: Option<&ViewMemo>, summary: &F, reused: &mut usize) -> Option<Arc<RawValue>>
where
    F: PartialEq + Headed + 'static,
{
    let shown = earlier?.shown.downcast_ref::<ShownFeatures<F>>()?;
    let at = shown.ids.binary_search(&summary.id()).ok()?;
    let (_, json) = shown.features.get(at).filter(|(feature, _)| feature == summary)?;
    *reused += 1;
    Some(Arc::clone(json))
}

/// Serializes each of `features` that took no JSON from the earlier view.
pub(super) fn serialize_the_rest<F: Serialize>(features: &mut Features<F>) -> Result<(), serde_json::Error> {
    features.put_json(|feature| serde_json::value::to_raw_value(feature).map(Arc::from))
}

/// What to keep of `features`, once their view is serialized; `reused` of
/// them took their JSON from the earlier view.
pub(super) fn keep<F>(features: Features<F>, reused: usize) -> ViewMemo
where
    F: Headed + Send + Sync + 'static,
{
    let mut shown: Vec<_> = features
        .into_parts()
        .filter_map(|(mut feature, json)| {
            feature.head_mut().summarize();
            Some((feature, json?))
        })
        .collect();
    shown.sort_unstable_by_key(|(feature, _)| feature.id());
    let ids = shown.iter().map(|(feature, _)| feature.id()).collect();
    ViewMemo { shown: Box::new(ShownFeatures { ids, features: shown }), reused }
}

#[cfg(test)]
mod tests {
    use crate::registry::RulesetId;
    use engine::bot::Level;
    use engine::order::TileOrder;
    use engine::rng::Seed;
    use serde_json::json;

    /// Seeded games of every rule set, with and without expansions,
    /// played at random: at every state, the view made with what the
    /// previous state's view kept is the view made afresh, byte for byte,
    /// and most features take their JSON from the previous view.
    #[test]
    fn a_view_that_reuses_features_is_the_view_made_afresh() {
        let expansions =
            json!({"players": 3, "abbey_mayor": {}, "river": {}, "inns_cathedrals": {}, "traders_builders": {}});
        let mut cases = vec![("classic", expansions), ("mists", json!({"players": 3, "level": 6}))];
        for ruleset in RulesetId::all() {
            let players =
                if ruleset.as_str() == "mists" { json!({"players": 2, "level": 3}) } else { json!({"players": 2}) };
            cases.push((ruleset.as_str(), players));
        }
        for (name, options) in cases {
            let ruleset = RulesetId::all().find(|r| r.as_str() == name).unwrap();
            for seed in [57, 58] {
                let case = format!("{name} {options} seed {seed}");
                let (mut game, _) = ruleset.start(&options, TileOrder::Seeded { seed: Seed::from_u64(seed) }).unwrap();
                let (mut earlier, mut reused, mut features, mut states) = (None, 0, 0, 0);
                while let Some(seat) = game.status().active() {
                    let (json, kept) = game.view_after(earlier.as_ref()).unwrap();
                    assert_eq!(json.get(), game.view().unwrap().get(), "{case} at state {states}");
                    let view: serde_json::Value = serde_json::from_str(json.get()).unwrap();
                    features += view["features"].as_array().unwrap().len();
                    reused += kept.reused();
                    earlier = Some(kept);
                    states += 1;
                    game.play_bot(seat, Level::Random, Seed::from_u64(states), &mut || true).unwrap().unwrap();
                }
                let (json, kept) = game.view_after(earlier.as_ref()).unwrap();
                assert_eq!(json.get(), game.view().unwrap().get(), "{case} at its end");
                let (_, after_the_end) = game.view_after(Some(&kept)).unwrap();
                assert_eq!(after_the_end.reused(), 0, "a finished game's view keeps nothing");
                assert!(states > 10, "{case}: {states} states");
                assert!(reused * 2 > features, "{case}: {reused} of {features} features reused");
            }
        }
    }
}
