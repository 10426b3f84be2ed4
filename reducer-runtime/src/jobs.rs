//! A job budget several runners share, so that job slots one reduction leaves free go
//! to the others (batch mode's pool: [`crate::batch`]).
//!
//! Each runner that draws from a [`JobBudget`] owns one slot of its own (it always makes
//! progress) and takes further slots from the budget while they are free, one per
//! extra test in flight, giving each back when that test ends. Which candidates a
//! runner tests in parallel does not change its answer (first success in candidate
//! order), so sharing slots changes speed, never results.

use std::sync::atomic::{AtomicUsize, Ordering};

/// Free job slots, shared between runners (cheap to clone through an `Arc`).
#[derive(Debug, Default)]
pub struct JobBudget {
    free: AtomicUsize,
}

impl JobBudget {
    /// A budget with `free` slots nobody holds yet.
    pub fn new(free: usize) -> JobBudget {
        JobBudget { free: AtomicUsize::new(free) }
    }

    /// Takes one free slot if there is one.
    pub fn try_take(&self) -> bool {
        self.free.fetch_update(Ordering::AcqRel, Ordering::Acquire, |f| f.checked_sub(1)).is_ok()
    }

    /// Returns `n` slots (a runner's extra tests ended, or a batch worker has no input left).
    pub fn give(&self, n: usize) {
        if n > 0 {
            self.free.fetch_add(n, Ordering::AcqRel);
        }
    }

    /// Slots free right now.
    pub fn free(&self) -> usize {
        self.free.load(Ordering::Acquire)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn slots_are_taken_until_none_is_left_and_come_back() {
        let b = JobBudget::new(2);
        assert!(b.try_take());
        assert!(b.try_take());
        assert!(!b.try_take());
        b.give(1);
        assert_eq!(b.free(), 1);
        assert!(b.try_take());
        assert_eq!(b.free(), 0);
    }
}
