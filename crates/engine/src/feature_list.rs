//! The features a view lists: the part of a view that mostly stays the
//! same from one state to the next, so that the layer that serializes
//! views may reuse the JSON of the features that did not change, and the
//! rule set need not list their tiles and regions again.

use super::features::FeatureId;
use super::table::Table;
use super::view::FeatureHead;
use serde::ser::SerializeSeq;
use serde::{Serialize, Serializer};
use serde_json::value::RawValue;
use std::sync::Arc;

/// A feature as a view shows it, with the head every rule set's features
/// share.
pub trait Headed {
    /// The head.
    fn head(&self) -> &FeatureHead;
    /// The head, to change.
    fn head_mut(&mut self) -> &mut FeatureHead;

    /// The feature's stable id.
    fn id(&self) -> u32 {
        self.head().id
    }
}

/// What the layer that serializes views knows of the view of an earlier
/// state of the same game (one this state was played from): given a
/// feature's summary (its view without its tiles and regions,
/// [`FeatureHead::summary`]), the JSON of that feature if the earlier view
/// showed it with the same summary. The feature then shows as it did: a
/// feature only grows, and its stable id (its first segment) with its
/// number of segments says which segments it has.
pub type Reuse<'a, T> = &'a mut dyn FnMut(&T) -> Option<Arc<RawValue>>;

/// The features of a view, in the order the rule set lists them. They
/// serialize as a list of the features, each as the JSON put with it
/// ([`Features::listing`], [`Features::put_json`]) if any: from one state
/// to the next most features stay as they were, and their JSON is most of
/// a view's. A feature listed with JSON from an earlier view is only its
/// summary: the features of [`Presentation::view`] are whole.
///
/// [`Presentation::view`]: super::ruleset::Presentation::view
#[derive(Clone, Debug)]
pub struct Features<T> {
    items: Vec<T>,
    /// The JSON of each item, if put; empty when none was.
    json: Vec<Option<Arc<RawValue>>>,
}

impl<T> Features<T> {
    /// Lists each of `summaries` (a feature's summary) with the JSON
    /// `reuse` has for it; a feature without is completed by `complete`
    /// (its tiles and regions listed).
    pub fn listing(
        summaries: impl Iterator<Item = (FeatureId, T)>,
        reuse: Reuse<'_, T>,
        mut complete: impl FnMut(FeatureId, &mut T),
    ) -> Self {
        let (mut items, mut json) = (Vec::new(), Vec::new());
        for (feature, mut summary) in summaries {
            let earlier = reuse(&summary);
            if earlier.is_none() {
                complete(feature, &mut summary);
            }
            items.push(summary);
            json.push(earlier);
        }
        Features { items, json }
    }

    /// Puts with each feature that has no JSON yet the JSON `json` gives
    /// for it, which the feature then serializes as: it must be what the
    /// feature itself serializes to.
    pub fn put_json<E>(&mut self, mut json: impl FnMut(&T) -> Result<Arc<RawValue>, E>) -> Result<(), E> {
        self.json.resize(self.items.len(), None);
        for (item, put) in self.items.iter().zip(&mut self.json) {
            if put.is_none() {
                *put = Some(json(item)?);
            }
        }
        Ok(())
    }

    /// The features, each with its JSON if it was put.
    pub fn into_parts(self) -> impl Iterator<Item = (T, Option<Arc<RawValue>>)> {
        let json = self.json.into_iter().chain(std::iter::repeat(None));
        self.items.into_iter().zip(json)
    }
}

impl<T: Headed> Features<T> {
    /// [`Features::listing`], completing each feature with its tiles and
    /// regions on `table`.
    pub fn listing_on(table: &Table, summaries: impl Iterator<Item = (FeatureId, T)>, reuse: Reuse<'_, T>) -> Self {
        Features::listing(summaries, reuse, |feature, view| view.head_mut().list(table, feature))
    }
}

impl<T> Default for Features<T> {
    fn default() -> Self {
        Features { items: Vec::new(), json: Vec::new() }
    }
}

impl<T> std::ops::Deref for Features<T> {
    type Target = [T];

    fn deref(&self) -> &[T] {
        &self.items
    }
}

impl<T> IntoIterator for Features<T> {
    type Item = T;
    type IntoIter = std::vec::IntoIter<T>;

    fn into_iter(self) -> Self::IntoIter {
        self.items.into_iter()
    }
}

impl<T: Serialize> Serialize for Features<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut list = serializer.serialize_seq(Some(self.items.len()))?;
        let json = self.json.iter().map(Option::as_ref).chain(std::iter::repeat(None));
        for (item, json) in self.items.iter().zip(json) {
            match json {
                Some(json) => list.serialize_element(&**json)?,
                None => list.serialize_element(item)?,
            }
        }
        list.end()
    }
}
