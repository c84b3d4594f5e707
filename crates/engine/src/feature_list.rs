//! The features a view lists: the part of a view that mostly stays the
//! same from one state to the next, so that the layer that serializes
//! views may reuse the JSON of the features that did not change.

use serde::ser::SerializeSeq;
use serde::{Serialize, Serializer};
use serde_json::value::RawValue;
use std::sync::Arc;

/// A feature that keeps its id as it grows (its head's stable id).
pub trait Identified {
    /// The feature's stable id.
    fn id(&self) -> u32;
}

/// The features of a view, in the order the rule set lists them. They
/// serialize as a list of the features, each as the JSON the layer that
/// serializes the view may have put with it ([`Features::put_json`]):
/// from one state to the next most features stay as they were, and their
/// JSON is most of a view's, so that layer reuses the JSON of an equal
/// feature of the previous state's view.
#[derive(Clone, Debug)]
pub struct Features<T> {
    items: Vec<T>,
    /// The JSON of each item, when the serializing layer put it.
    json: Option<Vec<Arc<RawValue>>>,
}

impl<T> Features<T> {
    /// Puts with each feature the JSON `json` gives for it, which the
    /// feature then serializes as: it must be what the feature itself
    /// serializes to.
    pub fn put_json<E>(&mut self, json: impl FnMut(&T) -> Result<Arc<RawValue>, E>) -> Result<(), E> {
        self.json = Some(self.items.iter().map(json).collect::<Result<_, _>>()?);
        Ok(())
    }

    /// The features, each with its JSON if it was put.
    pub fn into_parts(self) -> (Vec<T>, Option<Vec<Arc<RawValue>>>) {
        (self.items, self.json)
    }
}

impl<T> Default for Features<T> {
    fn default() -> Self {
        Features { items: Vec::new(), json: None }
    }
}

impl<T> From<Vec<T>> for Features<T> {
    fn from(items: Vec<T>) -> Self {
        Features { items, json: None }
    }
}

impl<T> FromIterator<T> for Features<T> {
    fn from_iter<I: IntoIterator<Item = T>>(items: I) -> Self {
        Features { items: items.into_iter().collect(), json: None }
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
        let Some(json) = &self.json else { return self.items.serialize(serializer) };
        let mut list = serializer.serialize_seq(Some(json.len()))?;
        for item in json {
            list.serialize_element(&**item)?;
        }
        list.end()
    }
}
