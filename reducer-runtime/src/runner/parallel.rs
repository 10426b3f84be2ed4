//! The parallel search behind [`super::Runner::first_interesting`] with `jobs > 1`:
//! workers run tests on the next candidates in order while the calling thread keeps
//! the books, and a result is used only once every earlier candidate is known not to be
//! interesting, so the answer is the one-job answer.
//!
//! [`Search`] holds the books of one call; each turn of its loop moves the confirmed
//! frontier ([`Search::confirm_frontier`]), applies hard stops, starts tests
//! ([`Search::start_tests`]) and takes one worker report ([`Search::take_report`]).

use std::collections::{BTreeMap, HashSet};
use std::sync::mpsc;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use super::{book_budget_left, run_caught, Book, Stop};
use crate::cache::{key_of, Cached};
use crate::jobs::JobBudget;
use crate::property::{Cancel, Property, TestResult};

/// How far (in candidates per job) the parallel runner may pull ahead of the first
/// undecided candidate; bounds work spent rendering candidates an earlier success makes
/// useless.
const LOOKAHEAD: usize = 64;

/// One test handed to a worker.
struct Job {
    idx: usize,
    bytes: Arc<Vec<u8>>,
    cancel: Arc<Cancel>,
}

/// A worker's report: the candidate's index and the test's result, or the message of a
/// panic inside it.
type Report = (usize, Result<TestResult, String>);

/// The answer of a search: the first interesting candidate's index and bytes.
type Answer = Result<Option<(usize, Vec<u8>)>, Stop>;

/// Runs the search with `jobs` worker threads; see the module docs.
pub(super) fn first_interesting<P: Property>(
    property: &P,
    book: &mut Book,
    candidates: impl Iterator<Item = Vec<u8>>,
) -> Answer {
    let jobs = book.cfg.jobs;
    let (work_tx, work_rx) = mpsc::channel::<Job>();
    let work_rx = Mutex::new(work_rx);
    let (done_tx, done_rx) = mpsc::channel::<Report>();
    std::thread::scope(|scope| {
        for _ in 0..jobs {
            let done_tx = done_tx.clone();
            let work_rx = &work_rx;
            scope.spawn(move || loop {
                // The lock is held only while waiting for the next job.
                let job = match work_rx.lock() {
                    Ok(rx) => rx.recv(),
                    Err(_) => return,
                };
                let Ok(job) = job else { return };
                let r = run_caught(property, &job.bytes, &job.cancel);
                if done_tx.send((job.idx, r)).is_err() {
                    return;
                }
            });
        }
        drop(done_tx);
        let mut search = Search::new(book);
        let result = search.run(book, candidates, &work_tx, &done_rx);
        // Outstanding tests are useless now; cancel them and let the workers drain.
        search.cancel_in_flight();
        drop(work_tx);
        search.finish(book, result, done_rx)
    })
}

/// The books of one parallel search, kept on the calling thread.
struct Search {
    jobs: usize,
    shared: Option<Arc<JobBudget>>,
    deadline: Option<Instant>,
    /// Slots taken from `shared` for tests beyond this runner's own one.
    held: usize,
    /// Index of the next candidate to pull.
    next_idx: usize,
    /// The candidate iterator is drained.
    exhausted: bool,
    /// Every index below is known not interesting.
    confirm: usize,
    verdicts: BTreeMap<usize, bool>,
    /// Bytes of undecided or interesting candidates: each may be the answer.
    pending: BTreeMap<usize, (u128, Arc<Vec<u8>>)>,
    in_flight: BTreeMap<usize, Arc<Cancel>>,
    /// Same bytes as a running test: wait for its verdict instead of re-running.
    running_keys: BTreeMap<u128, usize>,
    duplicates: BTreeMap<usize, Vec<usize>>,
    best_known: Option<usize>,
    stop: Option<Stop>,
    /// Candidates a one-job run would have tested (uncached misses and uncharged cached
    /// verdicts), in candidate order; charged when the search ends, up to its answer.
    tentative: Vec<(usize, u128)>,
    /// Candidates answered from the cache or by a running test of the same bytes;
    /// counted as cache hits up to the answer, like the tests.
    hits: Vec<usize>,
    tested_keys: HashSet<u128>,
    charged_before: u64,
}

impl Search {
    fn new(book: &Book) -> Search {
        Search {
            jobs: book.cfg.jobs,
            shared: book.cfg.shared.clone(),
            deadline: book.deadline(),
            held: 0,
            next_idx: 0,
            exhausted: false,
            confirm: 0,
            verdicts: BTreeMap::new(),
            pending: BTreeMap::new(),
            in_flight: BTreeMap::new(),
            running_keys: BTreeMap::new(),
            duplicates: BTreeMap::new(),
            best_known: None,
            stop: None,
            tentative: Vec::new(),
            hits: Vec::new(),
            tested_keys: HashSet::new(),
            charged_before: book.stats.tests_run,
        }
    }

    /// The coordinating loop, until an answer, exhaustion or a stop.
    fn run(
        &mut self,
        book: &mut Book,
        mut candidates: impl Iterator<Item = Vec<u8>>,
        work_tx: &mpsc::Sender<Job>,
        done_rx: &mpsc::Receiver<Report>,
    ) -> Answer {
        loop {
            if let Some(answer) = self.confirm_frontier() {
                return Ok(Some(answer));
            }
            self.apply_hard_stops(book);
            self.start_tests(book, &mut candidates, work_tx);
            // A slot taken for a candidate the cache answered goes back.
            self.release_unused();
            // Resolve verdicts that came from the cache before waiting.
            if self.verdicts.contains_key(&self.confirm) {
                continue;
            }
            if self.in_flight.is_empty() {
                if let Some(s) = self.stop {
                    return Err(s);
                }
                if self.exhausted {
                    return Ok(None);
                }
                continue;
            }
            // Wait for a result, waking up now and then for Ctrl-C and --max-time.
            match done_rx.recv_timeout(Duration::from_millis(20)) {
                Ok(report) => self.take_report(book, report),
                Err(mpsc::RecvTimeoutError::Timeout) => {}
                Err(mpsc::RecvTimeoutError::Disconnected) => return Err(self.stop.unwrap_or(Stop::Interrupted)),
            }
        }
    }

    /// Moves the confirmed frontier past candidates known not interesting; returns the
    /// answer when the frontier reaches an interesting one.
    fn confirm_frontier(&mut self) -> Option<(usize, Vec<u8>)> {
        while let Some(&v) = self.verdicts.get(&self.confirm) {
            if v {
                break;
            }
            self.verdicts.remove(&self.confirm);
            self.pending.remove(&self.confirm);
            self.confirm += 1;
        }
        if self.verdicts.get(&self.confirm) == Some(&true) {
            let (_, bytes) = self.pending.remove(&self.confirm).expect("candidate bytes kept");
            let bytes = Arc::try_unwrap(bytes).unwrap_or_else(|a| (*a).clone());
            return Some((self.confirm, bytes));
        }
        None
    }

    /// Panics, Ctrl-C and --max-time cancel every test in flight.
    fn apply_hard_stops(&mut self, book: &Book) {
        if let Some(hard) = book.hard_stop() {
            self.stop = Some(hard);
        }
        if matches!(self.stop, Some(Stop::Interrupted | Stop::MaxTime | Stop::Panicked)) {
            self.cancel_in_flight();
        }
    }

    fn cancel_in_flight(&self) {
        for c in self.in_flight.values() {
            c.cancel();
        }
    }

    fn budget_left(&self, book: &Book) -> bool {
        book_budget_left(book.cfg.max_tests, self.charged_before + self.tentative.len() as u64)
    }

    /// Keeps `jobs` tests in flight on the next candidates, unless an interesting one is
    /// already known (nothing after it can win).
    fn start_tests(
        &mut self,
        book: &mut Book,
        candidates: &mut impl Iterator<Item = Vec<u8>>,
        work_tx: &mpsc::Sender<Job>,
    ) {
        while self.stop.is_none()
            && !self.exhausted
            && self.best_known.is_none()
            && self.in_flight.len() < self.jobs
            && self.next_idx - self.confirm < LOOKAHEAD * self.jobs
            && self.may_start()
        {
            let Some(c) = candidates.next() else {
                self.exhausted = true;
                return;
            };
            let idx = self.next_idx;
            self.next_idx += 1;
            let key = key_of(&c);
            if let Some(Cached { interesting, charged }) = book.cache.lookup_entry(key) {
                self.answer_from_cache(book, idx, key, c, interesting, charged);
                continue;
            }
            // Kept until decided: the bytes may be the answer.
            let bytes = Arc::new(c);
            self.pending.insert(idx, (key, Arc::clone(&bytes)));
            if let Some(&first) = self.running_keys.get(&key) {
                self.hits.push(idx);
                self.duplicates.entry(first).or_default().push(idx);
                continue;
            }
            if !self.budget_left(book) {
                // This candidate stays undecided, so the search cannot finish past it;
                // earlier in-flight results may still answer.
                self.stop = Some(Stop::MaxTests);
                return;
            }
            self.tentative.push((idx, key));
            self.tested_keys.insert(key);
            book.started += 1;
            let cancel = Arc::new(Cancel::with_deadline(self.deadline));
            self.in_flight.insert(idx, Arc::clone(&cancel));
            self.running_keys.insert(key, idx);
            book.stats.max_in_flight = book.stats.max_in_flight.max(self.in_flight.len());
            if work_tx.send(Job { idx, bytes, cancel }).is_err() {
                return;
            }
        }
    }

    /// Books a candidate the cache answered. A verdict from this search is a hit, as it
    /// would be for one job; an uncharged one counts as a test.
    fn answer_from_cache(&mut self, book: &Book, idx: usize, key: u128, c: Vec<u8>, v: bool, charged: bool) {
        let charged = charged || self.tested_keys.contains(&key);
        if charged {
            self.hits.push(idx);
        } else {
            if !self.budget_left(book) {
                // Undecided: the stop ends the filling loop.
                self.stop = Some(Stop::MaxTests);
                return;
            }
            self.tentative.push((idx, key));
            self.tested_keys.insert(key);
        }
        self.verdicts.insert(idx, v);
        if v {
            self.best_known = Some(idx);
            self.pending.insert(idx, (key, Arc::new(c)));
        }
    }

    /// Books one worker report.
    fn take_report(&mut self, book: &mut Book, (idx, r): Report) {
        self.in_flight.remove(&idx);
        self.release_unused();
        let r = match r {
            Ok(r) => r,
            Err(msg) => {
                book.panic(msg);
                self.stop = Some(Stop::Panicked);
                return;
            }
        };
        let Some((key, len)) = self.pending.get(&idx).map(|(k, b)| (*k, b.len())) else { return };
        self.running_keys.remove(&key);
        let dups = self.duplicates.remove(&idx).unwrap_or_default();
        match book.record(key, len, r, false) {
            Some(v) => {
                self.verdicts.insert(idx, v);
                for &d in &dups {
                    self.verdicts.insert(d, v);
                }
                if v && self.best_known.is_none_or(|b| idx < b) {
                    self.best_known = Some(idx);
                    for (_, c) in self.in_flight.range(idx + 1..) {
                        c.cancel();
                    }
                }
            }
            // Cancelled: only later candidates or hard stops are, and neither needs the
            // verdict.
            None => {
                self.pending.remove(&idx);
            }
        }
    }

    /// Drains the workers, gives back shared slots, and charges the tests and cache
    /// hits a one-job run would have had up to the answer.
    fn finish(self, book: &mut Book, result: Answer, done_rx: mpsc::Receiver<Report>) -> Answer {
        // Workers' remaining results (all cancelled or stale) are booked for stats.
        for (idx, r) in done_rx.iter() {
            match r {
                Ok(r) => {
                    if let Some((key, b)) = self.pending.get(&idx) {
                        book.record(*key, b.len(), r, false);
                    }
                }
                Err(msg) => book.panic(msg),
            }
        }
        // Every worker has stopped: the slots taken from the shared budget go back.
        if let Some(s) = &self.shared {
            s.give(self.held);
        }
        let upto = match &result {
            Ok(Some((k, _))) => *k,
            _ => usize::MAX,
        };
        for &(idx, key) in &self.tentative {
            if idx <= upto {
                book.charge(key);
            }
        }
        book.stats.cache_hits += self.hits.iter().filter(|&&i| i <= upto).count() as u64;
        if book.panicked {
            return Err(Stop::Panicked);
        }
        result
    }

    /// Whether one more test may start: always without a shared budget (`jobs` bounds
    /// it), else on this runner's own slot or on one more slot taken from the budget
    /// (counted in `held`).
    fn may_start(&mut self) -> bool {
        match self.shared.as_deref() {
            None => true,
            Some(_) if self.in_flight.len() < 1 + self.held => true,
            Some(s) => {
                let took = s.try_take();
                self.held += usize::from(took);
                took
            }
        }
    }

    /// Gives back the slots beyond what the tests in flight need (the first is the
    /// runner's own).
    fn release_unused(&mut self) {
        if let Some(s) = self.shared.as_deref() {
            let need = self.in_flight.len().saturating_sub(1);
            if self.held > need {
                s.give(self.held - need);
                self.held = need;
            }
        }
    }
}
