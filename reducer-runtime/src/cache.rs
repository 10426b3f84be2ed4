//! The query cache: never run the property twice on the same candidate.
//!
//! Keys are the xxh3-128 hash of the candidate bytes (a collision between two distinct
//! candidates has probability about n²/2¹²⁹: negligible). Only the verdict and the
//! candidate's length are stored, so the cache stays small however big candidates are.
//!
//! It is a "refreshable" cache: every candidate a reducer builds from the current best
//! is normally no longer than that best, so when the best shrinks, [`QueryCache::refresh`]
//! drops every entry longer than the new best. Dropping an entry that does recur costs
//! only a re-run (the property is deterministic), never a wrong answer. Both verdicts are
//! stored: interesting verdicts also come from speculative parallel tests whose result
//! was not used yet.

use std::collections::HashMap;

use xxhash_rust::xxh3::xxh3_128;

/// The 128-bit key of a candidate.
pub fn key_of(candidate: &[u8]) -> u128 {
    xxh3_128(candidate)
}

#[derive(Clone, Copy, Debug)]
struct Entry {
    len: usize,
    interesting: bool,
    /// False for the verdict of a speculative parallel test that a one-job run would not
    /// have run (yet): the runner counts it against `--max-tests` when it is first used.
    charged: bool,
}

/// A cached verdict and whether its test was already counted (see [`QueryCache::insert_speculative`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Cached {
    /// True = interesting.
    pub interesting: bool,
    /// False until a one-job run would have run this test.
    pub charged: bool,
}

/// Verdicts by candidate hash, with hit counting.
///
/// A `HashMap` is fine here: it is only probed by key and filtered, never iterated in an
/// order that could reach a result.
#[derive(Debug, Default)]
pub struct QueryCache {
    map: HashMap<u128, Entry>,
    hits: u64,
    misses: u64,
}

impl QueryCache {
    /// An empty cache.
    pub fn new() -> QueryCache {
        QueryCache::default()
    }

    /// The cached verdict for `candidate` (true = interesting), counting a hit or a miss.
    pub fn lookup(&mut self, candidate: &[u8]) -> Option<bool> {
        self.lookup_key(key_of(candidate))
    }

    /// Like [`QueryCache::lookup`], with a precomputed key.
    pub fn lookup_key(&mut self, key: u128) -> Option<bool> {
        self.lookup_entry(key).map(|c| c.interesting)
    }

    /// The cached verdict with its charged flag, counting a hit or a miss.
    pub fn lookup_entry(&mut self, key: u128) -> Option<Cached> {
        match self.map.get(&key) {
            Some(e) => {
                self.hits += 1;
                Some(Cached { interesting: e.interesting, charged: e.charged })
            }
            None => {
                self.misses += 1;
                None
            }
        }
    }

    /// Records the verdict of a speculative test, not yet counted against a budget.
    pub fn insert_speculative(&mut self, key: u128, len: usize, interesting: bool) {
        self.map.insert(key, Entry { len, interesting, charged: false });
    }

    /// Marks a speculative verdict as counted; false when there is no such entry.
    pub fn mark_charged(&mut self, key: u128) -> bool {
        match self.map.get_mut(&key) {
            Some(e) => {
                e.charged = true;
                true
            }
            None => false,
        }
    }

    /// Records the verdict for `candidate`.
    pub fn insert(&mut self, candidate: &[u8], interesting: bool) {
        self.insert_key(key_of(candidate), candidate.len(), interesting);
    }

    /// Like [`QueryCache::insert`], with a precomputed key.
    pub fn insert_key(&mut self, key: u128, len: usize, interesting: bool) {
        self.map.insert(key, Entry { len, interesting, charged: true });
    }

    /// Drops every entry for candidates longer than `best_len` bytes (call when the best
    /// so far shrinks). Returns how many entries were dropped.
    pub fn refresh(&mut self, best_len: usize) -> usize {
        let before = self.map.len();
        self.map.retain(|_, e| e.len <= best_len);
        before - self.map.len()
    }

    /// Number of stored verdicts.
    pub fn len(&self) -> usize {
        self.map.len()
    }

    /// True when nothing is stored.
    pub fn is_empty(&self) -> bool {
        self.map.is_empty()
    }

    /// Lookups answered from the cache.
    pub fn hits(&self) -> u64 {
        self.hits
    }

    /// Lookups not answered from the cache.
    pub fn misses(&self) -> u64 {
        self.misses
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn hits_misses_and_refresh() {
        let mut c = QueryCache::new();
        assert_eq!(c.lookup(b"abc"), None);
        c.insert(b"abc", false);
        c.insert(b"abcdef", true);
        assert_eq!(c.lookup(b"abc"), Some(false));
        assert_eq!(c.lookup(b"abcdef"), Some(true));
        assert_eq!(c.lookup(b"abd"), None);
        assert_eq!((c.hits(), c.misses()), (2, 2));
        assert_eq!(c.refresh(4), 1);
        assert_eq!(c.len(), 1);
        assert_eq!(c.lookup(b"abcdef"), None);
        assert_eq!(c.lookup(b"abc"), Some(false));
    }

    #[test]
    fn keys_differ_for_different_bytes() {
        assert_ne!(key_of(b""), key_of(b"\0"));
        assert_ne!(key_of(b"ab"), key_of(b"ba"));
        assert_eq!(key_of(b"same"), key_of(b"same"));
    }
}
