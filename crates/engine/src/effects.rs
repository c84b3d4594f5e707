//! What every rule set's effects are derived with: the difference between
//! the state before an event and the state after it.

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

/// The items `after` holds beyond the first `before.len()`: what a list
/// that only grows gained.
pub fn appended<'a, T>(before: &[T], after: &'a [T]) -> &'a [T] {
    after.get(before.len()..).unwrap_or_default()
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
    fn appended_is_the_tail() {
        assert_eq!(appended(&[1, 2], &[1, 2, 3]), [3]);
        assert_eq!(appended(&[1, 2, 3], &[1]), Vec::<i32>::new().as_slice());
    }
}
