//! What every rule set's effects are derived with: the difference between
//! what the state held before an event (a rule set's `Before`, taken
//! cheaply, never a copy of the board) and the state after it.

/// The items of `before` that `after` no longer holds, each as often as
/// it left (figures that went home, ghosts that were driven off).
pub fn gone<T: PartialEq + Copy>(before: &[T], after: &[T]) -> Vec<T> {
    let mut kept: Vec<Option<T>> = after.iter().copied().map(Some).collect();
    before
        .iter()
        .copied()
        .filter(|item| match kept.iter_mut().find(|k| k.as_ref() == Some(item)) {
            Some(slot) => {
                *slot = None;
                false
            }
            None => true,
        })
        .collect()
}

/// The items of `list` beyond its first `count`: what a list that only
/// grows gained since it held `count`.
pub fn beyond<T>(list: &[T], count: usize) -> &[T] {
    list.get(count..).unwrap_or_default()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each item leaves as often as it is missing; order does not matter.
    #[test]
    fn gone_counts_each_item_that_left() {
        assert_eq!(gone(&[1, 2, 2, 3], &[2, 3, 4]), [1, 2]);
        assert_eq!(gone(&[1, 2], &[2, 1]), Vec::<i32>::new());
    }

    /// A list that only grows gained its tail; a shorter one gained nothing.
    #[test]
    fn beyond_is_the_tail() {
        assert_eq!(beyond(&[1, 2, 3], 2), [3]);
        assert_eq!(beyond(&[1], 3), Vec::<i32>::new().as_slice());
    }
}
