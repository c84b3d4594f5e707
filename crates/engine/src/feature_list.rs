//! The features a view lists, with the head every rule set's features
//! share: the part of a view that mostly stays the same from one state
//! to the next, so that the layer that serializes views may reuse the
//! JSON of the features that did not change, and the rule set need not
//! list their tiles and regions again.

use super::features::FeatureId;
use super::geometry::{Pos, RegionRef};
use super::seat::Seat;
use super::table::Table;
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

/// The head of every rule set's feature view.
#[derive(Clone, Debug, PartialEq, Serialize)]
#[cfg_attr(feature = "schema", derive(utoipa::ToSchema))]
pub struct FeatureHead {
    /// Stable id: the number of its first-placed region; it never changes
    /// when the feature grows.
    pub id: u32,
    /// Whether it is complete (closed): it can grow no more.
    pub complete: bool,
    /// Slots still facing empty cells.
    pub open_slots: u16,
    /// Distinct tiles it covers, by row and column.
    pub tiles: Vec<Pos>,
    /// Its regions, by row, column and region.
    pub regions: Vec<RegionRef>,
    /// Figures on it per seat (the rule set says which count).
    #[cfg_attr(feature = "schema", schema(value_type = Vec<u8>))]
    pub figures: PerSeat,
    /// Points it is worth now (see the rule set's `value` rules).
    pub value: u32,
    /// How many segments it has: with its id, which ones (a feature only
    /// grows), and so its tiles and regions, which a summary leaves out.
    #[serde(skip)]
    pub segments: u32,
}

impl FeatureHead {
    /// The head of `feature` without its tiles and regions, the rest as
    /// the rule set says: the summary that, with the rest of the feature's
    /// view, tells whether it shows as in an earlier state of the game
    /// ([`Reuse`]).
    pub fn summary(table: &Table, feature: FeatureId, complete: bool, figures: PerSeat, value: u32) -> FeatureHead {
        let (id, segments) = table.features.stable_id_and_size(feature);
        FeatureHead {
            id,
            complete,
            open_slots: table.features.open_slots(feature),
            tiles: Vec::new(),
            regions: Vec::new(),
            figures,
            value,
            segments,
        }
    }

    /// Lists the tiles and regions of `feature`, whose summary this is.
    pub fn list(&mut self, table: &Table, feature: FeatureId) {
        self.regions = regions_of(table, feature);
        self.tiles = tiles_of(&self.regions);
    }

    /// Leaves out the tiles and regions again, as in a summary.
    pub fn summarize(&mut self) {
        self.tiles = Vec::new();
        self.regions = Vec::new();
    }
}

/// The regions of `feature`, by row, column and region.
pub fn regions_of(table: &Table, feature: FeatureId) -> Vec<RegionRef> {
    let mut regions: Vec<RegionRef> =
        table.features.members(feature).filter_map(|s| table.features.region_ref(&table.board, s)).collect();
    regions.sort_unstable_by_key(|r| (r.y, r.x, r.region));
    regions
}

/// The distinct tiles of `regions`, by row and column.
pub fn tiles_of(regions: &[RegionRef]) -> Vec<Pos> {
    let mut tiles: Vec<Pos> = regions.iter().map(|r| Pos::new(r.x, r.y)).collect();
    tiles.sort_unstable_by_key(|p| (p.y, p.x));
    tiles.dedup();
    tiles
}

/// How many of `owners` each of `seats` seats has.
pub fn per_seat(seats: u8, owners: impl Iterator<Item = Seat>) -> PerSeat {
    let mut counts = PerSeat { counts: [0; PerSeat::MOST], seats: seats.min(PerSeat::MOST as u8) };
    for owner in owners.filter(|owner| owner.0 < counts.seats) {
        if let Some(count) = counts.counts.get_mut(usize::from(owner.0)) {
            *count += 1;
        }
    }
    counts
}

/// A count for each seat, in seat order (figures on a feature, say),
/// shown as a list. Held inline: a view has a few for each feature, and
/// compares them with the earlier view's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PerSeat {
    counts: [u8; PerSeat::MOST],
    seats: u8,
}

impl PerSeat {
    /// The most seats a game has, in every rule set.
    pub const MOST: usize = 6;
}

impl std::ops::Deref for PerSeat {
    type Target = [u8];

    fn deref(&self) -> &[u8] {
        self.counts.get(..usize::from(self.seats)).unwrap_or_default()
    }
}

impl Serialize for PerSeat {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(serializer)
    }
}
