//! Delta debugging over a list of items, in two flavours, both written as round-based
//! plans so that a parallel runner can test the candidates of one round speculatively.
//!
//! A [`DdPlan`] works on indices into the original item list. Each *round* is an ordered
//! list of candidates (each a sorted list of kept indices); the driver tests them in
//! order and reports the FIRST interesting one (or none) with [`DdPlan::accept`]. Because
//! only the first interesting candidate of a round is ever used, testing a round in
//! parallel and taking the lowest interesting index gives exactly the sequential result.
//!
//! * [`Ddmin`]: Zeller and Hildebrandt's ddmin with subset and complement tests.
//! * [`DeletionDd`]: the deletion-only form used on the children of `*`, `+` and `?`
//!   nodes (Perses' ReduceStar/ReducePlus): remove everything first, then remove chunks
//!   of halving size.
//! * [`Isolation`]: dd, the isolating form (the same paper), which narrows the
//!   difference between a passing and a failing configuration; PPR's baseline.
//!
//! All three cut a list into `n` chunks the same way ([`chunk`]).
//!
//! The plans never hand the full current list back as a candidate: the caller already
//! knows it is interesting.

/// A round-based delta-debugging search. See the module docs.
pub trait DdPlan {
    /// True when the search has finished; [`DdPlan::kept`] is then the result.
    fn is_done(&self) -> bool;
    /// Number of candidates in the current round (0 only when done).
    fn round_len(&self) -> usize;
    /// Candidate `k` of the current round: ascending indices of the items it keeps.
    fn candidate(&self, k: usize) -> Vec<usize>;
    /// Reports the first interesting candidate of the round (`None`: none was) and
    /// moves to the next round.
    fn accept(&mut self, found: Option<usize>);
    /// The indices kept so far (ascending); the current best.
    fn kept(&self) -> &[usize];
}

/// Runs a plan sequentially: each round's candidates in order, stopping at the first
/// interesting one.
pub fn drive<D: DdPlan + ?Sized>(plan: &mut D, mut test: impl FnMut(&[usize]) -> bool) {
    while !plan.is_done() {
        let found = (0..plan.round_len()).find(|&k| test(&plan.candidate(k)));
        plan.accept(found);
    }
}

/// The candidates of `plan`'s current round, then those of every later round it reaches
/// when all of them fail, in the order a round-by-round search tests them. A parallel
/// runner can then keep its jobs busy across the end of a round; the search's answer
/// goes back to the plan through [`settle`], so the tests and the result are those of
/// [`drive`].
pub fn ahead<D: DdPlan + Clone>(plan: &D) -> impl Iterator<Item = Vec<usize>> {
    let mut spec = plan.clone();
    let mut k = 0;
    std::iter::from_fn(move || loop {
        if spec.is_done() {
            return None;
        }
        if k < spec.round_len() {
            k += 1;
            return Some(spec.candidate(k - 1));
        }
        spec.accept(None);
        k = 0;
    })
}

/// Tells `plan` the answer of a search over [`ahead`]'s candidates: `Some(i)`, the
/// `i`-th candidate offered was the first interesting one (the rounds before it all
/// failed); `None`, none was (every round failed, so the plan ends).
pub fn settle<D: DdPlan>(plan: &mut D, found: Option<usize>) {
    match found {
        Some(mut i) => {
            while !plan.is_done() && i >= plan.round_len() {
                i -= plan.round_len();
                plan.accept(None);
            }
            plan.accept(Some(i));
        }
        None => {
            while !plan.is_done() {
                plan.accept(None);
            }
        }
    }
}

/// The items at `keep` (ascending indices), cloned.
pub fn select<T: Clone>(items: &[T], keep: &[usize]) -> Vec<T> {
    keep.iter().map(|&i| items[i].clone()).collect()
}

/// Classic ddmin: returns a 1-minimal sublist of `items` (removing any single item makes
/// `test` false), assuming `test(items)` is true. Never tests the empty list, so a
/// one-item list is returned unchanged. See [`Ddmin`] for the order of tests.
pub fn ddmin<T: Clone>(items: &[T], mut test: impl FnMut(&[T]) -> bool) -> Vec<T> {
    let mut plan = Ddmin::new(items.len());
    drive(&mut plan, |keep| test(&select(items, keep)));
    select(items, plan.kept())
}

/// Deletion-only ddmin keeping at least `min_keep` items (0 for `*` and `?`, 1 for `+`).
/// The result is 1-minimal among lists of at least `max(min_keep, 1)` items, and is the
/// `min_keep` first items when those alone are interesting. See [`DeletionDd`] for the
/// order of tests.
pub fn ddmin_delete<T: Clone>(items: &[T], min_keep: usize, mut test: impl FnMut(&[T]) -> bool) -> Vec<T> {
    let mut plan = DeletionDd::new(items.len(), min_keep);
    drive(&mut plan, |keep| test(&select(items, keep)));
    select(items, plan.kept())
}

/// Chunk `i` of `n` of a list of length `m`: `i*m/n .. (i+1)*m/n`.
pub fn chunk(i: usize, m: usize, n: usize) -> std::ops::Range<usize> {
    (i * m / n)..((i + 1) * m / n)
}

/// Zeller and Hildebrandt's ddmin as a [`DdPlan`].
///
/// State: the current list `cur` (length `m`) and a granularity `n` (2 ≤ n ≤ m). Chunk
/// `i` (0 ≤ i < n) is `cur[i*m/n .. (i+1)*m/n]`. One round tests, in this order:
///
/// 1. candidates `0..n`: each chunk alone (subset `i`);
/// 2. candidates `n..2n`: each complement (`cur` without chunk `i`), only when `n > 2`
///    (for `n = 2` the complements are the two subsets again).
///
/// On a subset success `cur` becomes that chunk and `n = 2`; on a complement success
/// `cur` loses the chunk and `n = max(n - 1, 2)`; in both cases `n` is then capped at
/// `m`. When the round fails: if `n = m` the search ends (every single-item removal
/// failed: 1-minimal), otherwise `n = min(2n, m)`. Lists shorter than 2 are final.
#[derive(Clone, Debug)]
pub struct Ddmin {
    cur: Vec<usize>,
    n: usize,
    done: bool,
}

impl Ddmin {
    /// A search over `len` items, all kept initially.
    pub fn new(len: usize) -> Ddmin {
        Ddmin { cur: (0..len).collect(), n: 2.min(len), done: len < 2 }
    }

    /// The current granularity (number of chunks).
    pub fn granularity(&self) -> usize {
        self.n
    }

    fn chunk(&self, i: usize) -> std::ops::Range<usize> {
        chunk(i, self.cur.len(), self.n)
    }
}

impl DdPlan for Ddmin {
    fn is_done(&self) -> bool {
        self.done
    }

    fn round_len(&self) -> usize {
        match (self.done, self.n) {
            (true, _) => 0,
            (false, 2) => 2,
            (false, n) => 2 * n,
        }
    }

    fn candidate(&self, k: usize) -> Vec<usize> {
        assert!(k < self.round_len(), "ddmin candidate {k} out of range");
        if k < self.n {
            self.cur[self.chunk(k)].to_vec()
        } else {
            let r = self.chunk(k - self.n);
            let mut v = self.cur[..r.start].to_vec();
            v.extend_from_slice(&self.cur[r.end..]);
            v
        }
    }

    fn accept(&mut self, found: Option<usize>) {
        if self.done {
            return;
        }
        match found {
            Some(k) => {
                let next_n = if k < self.n { 2 } else { (self.n - 1).max(2) };
                self.cur = self.candidate(k);
                self.n = next_n.min(self.cur.len());
                self.done = self.cur.len() < 2;
            }
            None if self.n >= self.cur.len() => self.done = true,
            None => self.n = (2 * self.n).min(self.cur.len()),
        }
    }

    fn kept(&self) -> &[usize] {
        &self.cur
    }
}

/// Deletion-only delta debugging as a [`DdPlan`] (Perses' ReduceStar / ReducePlus).
///
/// Let `m` be the current length and `floor = max(min_keep, 1)`. Rounds:
///
/// 1. First round, one candidate: keep only the first `min_keep` items (remove all
///    children; `+` keeps the first). Success ends the search.
/// 2. Then passes with chunk size `s`, starting at `s = ceil(m / 2)`. A pass scans chunk
///    positions left to right: a round offers, in order, the removal of the chunk of `s`
///    items starting at `pos`, `pos + s`, `pos + 2s`, ... (the last chunk may be shorter),
///    skipping removals that would leave fewer than `floor` items. If candidate `k`
///    succeeds, that chunk is removed and the next round resumes at the same position
///    with the same size. When a round fails the pass is over: if `s > 1` the next pass
///    uses `s = ceil(s / 2)` from position 0; if `s = 1` the search ends, unless this
///    pass removed something, in which case another size-1 pass runs (so the result is
///    1-minimal).
#[derive(Clone, Debug)]
pub struct DeletionDd {
    cur: Vec<usize>,
    min_keep: usize,
    /// `None` during the first ("remove all") round.
    size: Option<usize>,
    pos: usize,
    removed_in_pass: bool,
    /// Start offsets (into `cur`) of the chunks offered this round.
    round: Vec<usize>,
    done: bool,
}

impl DeletionDd {
    /// A search over `len` items that keeps at least `min_keep` of them.
    pub fn new(len: usize, min_keep: usize) -> DeletionDd {
        DeletionDd {
            cur: (0..len).collect(),
            min_keep,
            size: None,
            pos: 0,
            removed_in_pass: false,
            round: Vec::new(),
            done: len <= min_keep,
        }
    }

    /// The current chunk size (`None` during the "remove all" round).
    pub fn chunk_size(&self) -> Option<usize> {
        self.size
    }

    fn floor(&self) -> usize {
        self.min_keep.max(1)
    }

    fn chunk_end(&self, start: usize, size: usize) -> usize {
        (start + size).min(self.cur.len())
    }

    /// Recomputes the chunk starts of the current round.
    fn fill_round(&mut self) {
        self.round.clear();
        let Some(size) = self.size else { return };
        let m = self.cur.len();
        let mut start = self.pos;
        while start < m {
            let removed = self.chunk_end(start, size) - start;
            if m - removed >= self.floor() {
                self.round.push(start);
            }
            start += size;
        }
    }

    fn start_pass(&mut self, size: usize) {
        self.size = Some(size);
        self.pos = 0;
        self.removed_in_pass = false;
        self.fill_round();
    }
}

impl DdPlan for DeletionDd {
    fn is_done(&self) -> bool {
        self.done
    }

    fn round_len(&self) -> usize {
        match (self.done, self.size) {
            (true, _) => 0,
            (false, None) => 1,
            (false, Some(_)) => self.round.len(),
        }
    }

    fn candidate(&self, k: usize) -> Vec<usize> {
        assert!(k < self.round_len(), "deletion candidate {k} out of range");
        match self.size {
            None => self.cur[..self.min_keep].to_vec(),
            Some(size) => {
                let start = self.round[k];
                let end = self.chunk_end(start, size);
                let mut v = self.cur[..start].to_vec();
                v.extend_from_slice(&self.cur[end..]);
                v
            }
        }
    }

    fn accept(&mut self, found: Option<usize>) {
        if self.done {
            return;
        }
        match (self.size, found) {
            (None, Some(_)) => {
                self.cur.truncate(self.min_keep);
                self.done = true;
            }
            (None, None) => self.start_pass(self.cur.len().div_ceil(2)),
            (Some(size), Some(k)) => {
                let start = self.round[k];
                let end = self.chunk_end(start, size);
                self.cur.drain(start..end);
                self.pos = start;
                self.removed_in_pass = true;
                self.fill_round();
            }
            (Some(size), None) if size > 1 => self.start_pass(size.div_ceil(2)),
            (Some(_), None) if self.removed_in_pass => self.start_pass(1),
            (Some(_), None) => self.done = true,
        }
        if !self.done && self.size.is_some() && self.round.is_empty() {
            // Nothing removable from `pos` on: that is a failed round, so run the
            // end-of-pass logic without testing anything.
            self.accept(None);
        }
    }

    fn kept(&self) -> &[usize] {
        &self.cur
    }
}

/// The outcome that makes a configuration move one side of an [`Isolation`].
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Side {
    /// The configuration passes: it becomes the new passing side.
    Pass,
    /// The configuration fails: it becomes the new failing side.
    Fail,
}

/// dd, Zeller and Hildebrandt's isolating delta debugging, over `len` changes: the
/// passing configuration starts empty, the failing one full. Each round cuts the
/// difference `fail \ pass` into `n` chunks and offers four steps, in order:
///
/// 1. `pass ∪ Δ_i` fails: it becomes `fail`, `n = 2`;
/// 2. `fail \ Δ_i` passes: it becomes `pass`, `n = 2`;
/// 3. `pass ∪ Δ_i` passes: it becomes `pass`, `n = max(n - 1, 2)`;
/// 4. `fail \ Δ_i` fails: it becomes `fail`, `n = max(n - 1, 2)`;
/// 5. otherwise `n = min(2n, |Δ|)`, or the search ends when `n = |Δ|`.
///
/// It also ends when the difference has fewer than two changes: it is then 1-minimal.
#[derive(Clone, Debug)]
pub struct Isolation {
    pass: Vec<usize>,
    fail: Vec<usize>,
    n: usize,
    done: bool,
}

impl Isolation {
    /// A search over `len` changes.
    pub fn new(len: usize) -> Isolation {
        let mut iso = Isolation { pass: Vec::new(), fail: (0..len).collect(), n: 2, done: false };
        iso.settle();
        iso
    }

    /// True when the difference is 1-minimal.
    pub fn is_done(&self) -> bool {
        self.done
    }

    /// The passing configuration (ascending change indices).
    pub fn pass(&self) -> &[usize] {
        &self.pass
    }

    /// The failing configuration (ascending change indices).
    pub fn fail(&self) -> &[usize] {
        &self.fail
    }

    fn delta(&self) -> Vec<usize> {
        self.fail.iter().copied().filter(|i| !self.pass.contains(i)).collect()
    }

    /// Ends the search when the difference is below two changes, and caps `n` by it.
    fn settle(&mut self) {
        let len = self.delta().len();
        if len < 2 {
            self.done = true;
        } else {
            self.n = self.n.min(len);
        }
    }

    /// The round's four steps in order: the configurations each offers, and the
    /// outcome that accepts one. Empty when done.
    pub fn steps(&self) -> Vec<(Vec<Vec<usize>>, Side)> {
        if self.done {
            return Vec::new();
        }
        let delta = self.delta();
        let chunks: Vec<&[usize]> = (0..self.n).map(|i| &delta[chunk(i, delta.len(), self.n)]).collect();
        let ups: Vec<Vec<usize>> = chunks
            .iter()
            .map(|c| {
                let mut v = self.pass.clone();
                v.extend_from_slice(c);
                v.sort_unstable();
                v
            })
            .collect();
        let downs: Vec<Vec<usize>> =
            chunks.iter().map(|c| self.fail.iter().copied().filter(|i| !c.contains(i)).collect()).collect();
        vec![(ups.clone(), Side::Fail), (downs.clone(), Side::Pass), (ups, Side::Pass), (downs, Side::Fail)]
    }

    /// Reports the round: `Some((step, k))` when configuration `k` of step `step` showed
    /// the step's outcome (the first such, in step order), `None` when none did.
    pub fn accept(&mut self, found: Option<(usize, usize)>) {
        if self.done {
            return;
        }
        match found {
            Some((step, k)) => {
                let (configs, side) = self.steps().swap_remove(step);
                let config = configs[k].clone();
                match side {
                    Side::Fail => self.fail = config,
                    Side::Pass => self.pass = config,
                }
                self.n = if step < 2 { 2 } else { (self.n - 1).max(2) };
            }
            None if self.n >= self.delta().len() => self.done = true,
            None => self.n = (2 * self.n).min(self.delta().len()),
        }
        if !self.done {
            self.settle();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    type Oracle = Box<dyn Fn(&[usize]) -> bool>;

    /// Every candidate offered, round by round, for a given oracle.
    fn trace<D: DdPlan>(plan: &mut D, test: impl Fn(&[usize]) -> bool) -> Vec<Vec<Vec<usize>>> {
        let mut rounds = Vec::new();
        while !plan.is_done() {
            let cands: Vec<Vec<usize>> = (0..plan.round_len()).map(|k| plan.candidate(k)).collect();
            let found = cands.iter().position(|c| test(c));
            rounds.push(cands);
            plan.accept(found);
        }
        rounds
    }

    fn is_one_minimal(result: &[usize], test: &dyn Fn(&[usize]) -> bool, floor: usize) -> bool {
        test(result)
            && (result.len() <= floor
                || (0..result.len()).all(|i| {
                    let mut v = result.to_vec();
                    v.remove(i);
                    !test(&v)
                }))
    }

    #[test]
    fn ddmin_finds_the_two_needed_items() {
        let items: Vec<u32> = (0..8).collect();
        let mut tests = 0;
        let out = ddmin(&items, |s| {
            tests += 1;
            s.contains(&2) && s.contains(&5)
        });
        assert_eq!(out, vec![2, 5]);
        assert!(tests > 0);
    }

    #[test]
    fn ddmin_round_order_subsets_then_complements() {
        let mut plan = Ddmin::new(6);
        // n = 2: only the two halves.
        assert_eq!(plan.round_len(), 2);
        assert_eq!(plan.candidate(0), vec![0, 1, 2]);
        assert_eq!(plan.candidate(1), vec![3, 4, 5]);
        plan.accept(None);
        // n = 4: chunks [0], [1,2], [3], [4,5] then their complements.
        assert_eq!(plan.granularity(), 4);
        let all: Vec<Vec<usize>> = (0..plan.round_len()).map(|k| plan.candidate(k)).collect();
        assert_eq!(
            all,
            vec![
                vec![0],
                vec![1, 2],
                vec![3],
                vec![4, 5],
                vec![1, 2, 3, 4, 5],
                vec![0, 3, 4, 5],
                vec![0, 1, 2, 4, 5],
                vec![0, 1, 2, 3],
            ]
        );
        // A complement success drops the chunk and lowers n to 3.
        plan.accept(Some(5));
        assert_eq!(plan.kept(), &[0, 3, 4, 5]);
        assert_eq!(plan.granularity(), 3);
    }

    #[test]
    fn ddmin_is_one_minimal_on_many_oracles() {
        // Oracles over subsets of 0..n; not all monotone.
        let oracles: Vec<Oracle> = vec![
            Box::new(|s| s.contains(&0) && s.contains(&11)),
            Box::new(|s| s.iter().filter(|&&x| x % 3 == 0).count() >= 2),
            Box::new(|s| s.len() >= 5),
            Box::new(|s| s.contains(&7) && (s.contains(&1) || s.contains(&9))),
            Box::new(|s| s.iter().sum::<usize>() % 4 == 0 && s.contains(&6)),
        ];
        for (o, oracle) in oracles.iter().enumerate() {
            for n in [1usize, 2, 3, 7, 12, 13] {
                let all: Vec<usize> = (0..n).collect();
                if !oracle(&all) {
                    continue;
                }
                let out = ddmin(&all, |s| oracle(s));
                assert!(is_one_minimal(&out, oracle.as_ref(), 1), "oracle {o} n {n}: {out:?}");
            }
        }
    }

    /// The candidates tested, in order, and the result, searching with [`ahead`] and
    /// [`settle`] as a runner does (first interesting candidate of the whole list).
    fn run_ahead<D: DdPlan + Clone>(plan: &mut D, test: &dyn Fn(&[usize]) -> bool) -> Vec<Vec<usize>> {
        let mut tested = Vec::new();
        while !plan.is_done() {
            let found = ahead(plan).position(|c| {
                tested.push(c.clone());
                test(&c)
            });
            settle(plan, found);
        }
        tested
    }

    /// The candidates tested round by round ([`drive`]).
    fn run_rounds<D: DdPlan>(plan: &mut D, test: &dyn Fn(&[usize]) -> bool) -> Vec<Vec<usize>> {
        let mut tested = Vec::new();
        drive(plan, |c| {
            tested.push(c.to_vec());
            test(c)
        });
        tested
    }

    #[test]
    fn searching_ahead_tests_what_rounds_test() {
        let oracles: Vec<Oracle> = vec![
            Box::new(|s| s.contains(&0) && s.contains(&11)),
            Box::new(|s| s.iter().filter(|&&x| x % 3 == 0).count() >= 2),
            Box::new(|s| s.len() >= 5),
            Box::new(|s| s.contains(&7) && (s.contains(&1) || s.contains(&9))),
            Box::new(|s| s.iter().sum::<usize>() % 4 == 0 && s.contains(&6)),
            Box::new(|_| false),
            Box::new(|_| true),
        ];
        for oracle in &oracles {
            for n in [0usize, 1, 2, 3, 7, 12, 13, 40] {
                for min_keep in [0, 1] {
                    let (mut a, mut b) = (DeletionDd::new(n, min_keep), DeletionDd::new(n, min_keep));
                    assert_eq!(run_ahead(&mut a, oracle.as_ref()), run_rounds(&mut b, oracle.as_ref()));
                    assert_eq!(a.kept(), b.kept());
                }
                let (mut a, mut b) = (Ddmin::new(n), Ddmin::new(n));
                assert_eq!(run_ahead(&mut a, oracle.as_ref()), run_rounds(&mut b, oracle.as_ref()));
                assert_eq!(a.kept(), b.kept());
            }
        }
    }

    #[test]
    fn ddmin_trivial_inputs() {
        let none: Vec<u8> = vec![];
        assert_eq!(ddmin(&none, |_| true), none);
        assert_eq!(ddmin(&[9], |_| true), vec![9]);
        assert_eq!(ddmin(&[1, 2], |_| true), vec![1]);
    }

    #[test]
    fn deletion_removes_all_first_for_star() {
        let mut plan = DeletionDd::new(5, 0);
        let rounds = trace(&mut plan, |_| true);
        assert_eq!(rounds, vec![vec![Vec::<usize>::new()]]);
        assert!(plan.kept().is_empty());
    }

    #[test]
    fn deletion_plus_keeps_the_first() {
        let mut plan = DeletionDd::new(4, 1);
        let rounds = trace(&mut plan, |s| !s.is_empty());
        assert_eq!(rounds, vec![vec![vec![0]]]);
        assert_eq!(plan.kept(), &[0]);
    }

    #[test]
    fn deletion_exact_order() {
        // Needs items 1 and 4 out of 0..6.
        let test = |s: &[usize]| s.contains(&1) && s.contains(&4);
        let mut plan = DeletionDd::new(6, 0);
        let rounds = trace(&mut plan, test);
        let expected: Vec<Vec<Vec<usize>>> = vec![
            // remove all
            vec![vec![]],
            // size 3: remove [0,1,2], remove [3,4,5]
            vec![vec![3, 4, 5], vec![0, 1, 2]],
            // size 2 from 0: remove [0,1], [2,3], [4,5]
            vec![vec![2, 3, 4, 5], vec![0, 1, 4, 5], vec![0, 1, 2, 3]],
            // [2,3] removed (candidate 1); resume at position 2 = [4,5]
            vec![vec![0, 1]],
            // size 1 from 0 over [0,1,4,5]
            vec![vec![1, 4, 5], vec![0, 4, 5], vec![0, 1, 5], vec![0, 1, 4]],
            // 0 removed; resume at position 0 over [1,4,5]
            vec![vec![4, 5], vec![1, 5], vec![1, 4]],
            // 5 removed; position 2 is past the end: empty round, pass over with a
            // removal, so one more size-1 pass over [1,4]
            vec![vec![4], vec![1]],
        ];
        assert_eq!(rounds, expected);
        assert_eq!(plan.kept(), &[1, 4]);
    }

    #[test]
    fn deletion_is_one_minimal() {
        let oracles: Vec<Oracle> = vec![
            Box::new(|s| s.contains(&3) && s.contains(&8)),
            Box::new(|s| s.len() >= 3),
            Box::new(|s| s.iter().filter(|&&x| x % 2 == 1).count() == 2),
            Box::new(|s| !s.is_empty() && s[0] == 0),
        ];
        for (o, oracle) in oracles.iter().enumerate() {
            for min_keep in [0usize, 1] {
                for n in [1usize, 2, 5, 10, 11] {
                    let all: Vec<usize> = (0..n).collect();
                    if !oracle(&all) {
                        continue;
                    }
                    let out = ddmin_delete(&all, min_keep, |s| oracle(s));
                    assert!(out.len() >= min_keep.min(n));
                    let floor = min_keep.max(1);
                    let ok = is_one_minimal(&out, oracle.as_ref(), floor)
                        || (out.len() == 1 && min_keep == 0 && !oracle(&[]));
                    assert!(ok, "oracle {o} min_keep {min_keep} n {n}: {out:?}");
                }
            }
        }
    }

    #[test]
    fn deletion_never_offers_too_short_lists() {
        for min_keep in [0usize, 1, 2] {
            let mut plan = DeletionDd::new(7, min_keep);
            let mut first = true;
            while !plan.is_done() {
                for k in 0..plan.round_len() {
                    let c = plan.candidate(k);
                    if !first {
                        assert!(c.len() >= min_keep.max(1), "{c:?}");
                    }
                }
                first = false;
                plan.accept(None);
            }
            assert_eq!(plan.kept().len(), 7);
        }
    }

    /// Drives an isolation with an oracle: `Some(true)` fails, `Some(false)` passes,
    /// `None` is unresolved.
    fn isolate(len: usize, oracle: impl Fn(&[usize]) -> Option<bool>) -> Isolation {
        let mut dd = Isolation::new(len);
        while !dd.is_done() {
            let found = dd.steps().iter().enumerate().find_map(|(step, (configs, side))| {
                let want = *side == Side::Fail;
                configs.iter().position(|c| oracle(c) == Some(want)).map(|k| (step, k))
            });
            dd.accept(found);
        }
        dd
    }

    #[test]
    fn isolation_leaves_a_one_change_difference() {
        // Fails when changes 3 and 5 are both in; changes 6 and 7 make it unresolved.
        let oracle = |c: &[usize]| {
            if c.contains(&6) && c.contains(&7) && !c.contains(&3) {
                None
            } else {
                Some(c.contains(&3) && c.contains(&5))
            }
        };
        let dd = isolate(8, oracle);
        assert_eq!(oracle(dd.pass()), Some(false), "{:?}", dd.pass());
        assert_eq!(oracle(dd.fail()), Some(true), "{:?}", dd.fail());
        let diff: Vec<usize> = dd.fail().iter().copied().filter(|i| !dd.pass().contains(i)).collect();
        assert_eq!(diff.len(), 1, "pass {:?} fail {:?}", dd.pass(), dd.fail());
        assert!(diff == [3] || diff == [5]);
    }

    #[test]
    fn isolation_of_fewer_than_two_changes_is_done_at_once() {
        for len in [0, 1] {
            let dd = Isolation::new(len);
            assert!(dd.is_done() && dd.steps().is_empty());
            assert_eq!(dd.fail().len(), len);
        }
    }
}
