//! The property-test runner: cache, parallel speculative testing, budgets, statistics.
//!
//! [`Runner::first_interesting`] takes candidates in the order the reduction algorithm
//! would try them and returns the first interesting one. With `jobs > 1` up to `jobs`
//! tests run at once on the next candidates in order; a result is only used once every
//! earlier candidate is known to be not interesting, so the answer is byte-identical to
//! `jobs = 1`. Results of speculative tests are cached; tests made useless by an earlier
//! success are cancelled (their process groups killed).
//!
//! Budgets (`--max-tests`, `--max-time`) and Ctrl-C end a search with a [`Stop`]; the
//! caller keeps the best result so far. Tests are counted in candidate order, as a
//! one-job run would run them: a speculative test made useless by an earlier success
//! is not counted (its cached verdict is counted when it is first used), so
//! `--max-tests` gives the same result for any number of jobs. Only `--max-time` and
//! signals depend on timing.
//!
//! Tests that time out or cannot run are never cached (the next try may succeed); they
//! are counted, and the last error is kept for the summary. A panic inside a test (the
//! property, or the re-parse filter in front of it) is caught in the worker and ends
//! every search with [`Stop::Panicked`], so the caller keeps its best result.

mod parallel;

use std::sync::Arc;
use std::time::{Duration, Instant};

use crate::cache::{key_of, Cached, QueryCache};
use crate::ddmin::{self, DdPlan};
use crate::jobs::JobBudget;
use crate::property::{interrupted, Cancel, Outcome, Property, TestResult};

/// Why a search ended without an answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stop {
    /// Ctrl-C (the interrupt flag): write the best result and exit with status 130.
    Interrupted,
    /// `--max-tests` tests have been run.
    MaxTests,
    /// `--max-time` has elapsed since the runner was created.
    MaxTime,
    /// A test panicked (an internal error; the message is in [`Stats::last_error`]).
    Panicked,
}

impl std::fmt::Display for Stop {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Stop::Interrupted => "interrupted",
            Stop::MaxTests => "test budget (--max-tests) exhausted",
            Stop::MaxTime => "time budget (--max-time) exhausted",
            Stop::Panicked => "internal error: a test panicked",
        })
    }
}

/// Runner settings.
#[derive(Clone, Debug)]
pub struct RunnerConfig {
    /// Tests run at once (`--jobs`, at least 1).
    pub jobs: usize,
    /// Stop after this many property tests (cache hits are free).
    pub max_tests: Option<u64>,
    /// Stop after this much wall-clock time from [`Runner::new`]; running tests are
    /// cancelled when it expires.
    pub max_time: Option<Duration>,
    /// Slots shared with other runners (batch mode): this runner then has one test in
    /// flight of its own and up to `jobs - 1` more while the budget has free slots.
    /// `None`: `jobs` tests of its own.
    pub shared: Option<Arc<JobBudget>>,
}

impl Default for RunnerConfig {
    fn default() -> Self {
        RunnerConfig { jobs: 1, max_tests: None, max_time: None, shared: None }
    }
}

/// Counters of a runner.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats {
    /// Property tests run, counted in candidate order as a one-job run would run them
    /// (cache hits not counted; this is what `--max-tests` limits).
    pub tests_run: u64,
    /// Further tests run ahead by parallel jobs whose verdict was not needed (yet).
    pub speculative: u64,
    /// Candidates answered from the query cache (or, with `jobs > 1`, by a test of the
    /// same bytes that was already running).
    pub cache_hits: u64,
    /// Tests that said "interesting".
    pub interesting: u64,
    /// Tests killed by the per-test timeout.
    pub timeouts: u64,
    /// Tests cancelled because their result was no longer needed.
    pub cancelled: u64,
    /// Tests that could not be run.
    pub errors: u64,
    /// Why the last test that could not run failed (or the message of a panic).
    pub last_error: Option<String>,
    /// Sum of the durations of all tests (can exceed `total_time` with `jobs > 1`).
    pub test_time: Duration,
    /// Wall-clock time since the runner was created.
    pub total_time: Duration,
    /// Most tests this runner had in flight at once (timing-dependent, unlike the
    /// counts above).
    pub max_in_flight: usize,
}

impl std::fmt::Display for Stats {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "{} tests run ({} interesting, {} timed out, {} cancelled, {} errors, {} speculative), \
             {} cache hits, {:.2}s in tests, {:.2}s total",
            self.tests_run,
            self.interesting,
            self.timeouts,
            self.cancelled,
            self.errors,
            self.speculative,
            self.cache_hits,
            self.test_time.as_secs_f64(),
            self.total_time.as_secs_f64()
        )
    }
}

/// Runs a [`Property`] on candidates, with a query cache and statistics.
pub struct Runner<P: Property> {
    property: P,
    book: Book,
}

/// Everything but the property, so workers can borrow the property while the
/// coordinating thread updates the books.
struct Book {
    cfg: RunnerConfig,
    cache: QueryCache,
    stats: Stats,
    start: Instant,
    last_error: Option<TestResult>,
    /// Tests actually started (`stats.tests_run` counts those a one-job run would run).
    started: u64,
    /// Set by the first panic inside a test; every later search stops at once.
    panicked: bool,
}

impl<P: Property> Runner<P> {
    /// A runner over `property`; the `--max-time` clock starts now.
    pub fn new(property: P, mut cfg: RunnerConfig) -> Runner<P> {
        cfg.jobs = cfg.jobs.max(1);
        Runner {
            property,
            book: Book {
                cfg,
                cache: QueryCache::new(),
                stats: Stats::default(),
                start: Instant::now(),
                last_error: None,
                started: 0,
                panicked: false,
            },
        }
    }

    /// The property being run.
    pub fn property(&self) -> &P {
        &self.property
    }

    /// The configuration (with `jobs` at least 1).
    pub fn config(&self) -> &RunnerConfig {
        &self.book.cfg
    }

    /// A snapshot of the counters.
    pub fn stats(&self) -> Stats {
        let speculative = self.book.started.saturating_sub(self.book.stats.tests_run);
        Stats { total_time: self.book.start.elapsed(), speculative, ..self.book.stats.clone() }
    }

    /// The query cache (read-only).
    pub fn cache(&self) -> &QueryCache {
        &self.book.cache
    }

    /// The report of the most recent test that could not run ([`Outcome::Error`]), so
    /// a driver can tell the user why every candidate is failing.
    pub fn last_error(&self) -> Option<&TestResult> {
        self.book.last_error.as_ref()
    }

    /// Tells the cache that the best result is now `best_len` bytes long: entries for
    /// longer candidates are dropped (see [`QueryCache::refresh`]).
    pub fn refresh_cache(&mut self, best_len: usize) -> usize {
        self.book.cache.refresh(best_len)
    }

    /// Tests one candidate (through the cache, on the calling thread). `Ok(true)` means
    /// interesting.
    pub fn test(&mut self, candidate: &[u8]) -> Result<bool, Stop> {
        Ok(self.first_sequential(std::iter::once(candidate.to_vec()))?.is_some())
    }

    /// The first interesting candidate (lowest index) and its bytes, `None` when no
    /// candidate is interesting, or the reason the search was stopped. Candidates are
    /// pulled lazily: never more than `jobs` beyond the first undecided one.
    pub fn first_interesting<I>(&mut self, candidates: I) -> Result<Option<(usize, Vec<u8>)>, Stop>
    where
        I: IntoIterator<Item = Vec<u8>>,
    {
        if self.book.cfg.jobs == 1 {
            self.first_sequential(candidates.into_iter())
        } else {
            parallel::first_interesting(&self.property, &mut self.book, candidates.into_iter())
        }
    }

    /// Runs a delta-debugging plan to completion, turning each candidate (kept indices)
    /// into bytes with `render`. The candidates go through [`Runner::first_interesting`]
    /// round after round and on past a round's end ([`ddmin::ahead`]), so they are
    /// tested in parallel with the same result as sequentially.
    pub fn run_plan<D: DdPlan + Clone>(
        &mut self,
        plan: &mut D,
        mut render: impl FnMut(&[usize]) -> Vec<u8>,
    ) -> Result<(), Stop> {
        while !plan.is_done() {
            let found = self.first_interesting(ddmin::ahead(plan).map(|keep| render(&keep)))?;
            ddmin::settle(plan, found.map(|(k, _)| k));
        }
        Ok(())
    }

    fn first_sequential(
        &mut self,
        candidates: impl Iterator<Item = Vec<u8>>,
    ) -> Result<Option<(usize, Vec<u8>)>, Stop> {
        let book = &mut self.book;
        for (idx, c) in candidates.enumerate() {
            if let Some(stop) = book.hard_stop() {
                return Err(stop);
            }
            let key = key_of(&c);
            if let Some(Cached { interesting, charged }) = book.cached(key) {
                if !charged {
                    // A one-job run would have run this test now.
                    if book.tests_exhausted() {
                        return Err(Stop::MaxTests);
                    }
                    book.charge(key);
                }
                if interesting {
                    return Ok(Some((idx, c)));
                }
                continue;
            }
            if book.tests_exhausted() {
                return Err(Stop::MaxTests);
            }
            book.stats.tests_run += 1;
            book.started += 1;
            book.stats.max_in_flight = book.stats.max_in_flight.max(1);
            let cancel = Cancel::with_deadline(book.deadline());
            let r = match run_caught(&self.property, &c, &cancel) {
                Ok(r) => r,
                Err(msg) => {
                    book.panic(msg);
                    return Err(Stop::Panicked);
                }
            };
            match book.record(key, c.len(), r, true) {
                Some(true) => return Ok(Some((idx, c))),
                Some(false) => {}
                None => return Err(book.hard_stop().unwrap_or(Stop::Interrupted)),
            }
        }
        Ok(None)
    }
}

impl Book {
    fn deadline(&self) -> Option<Instant> {
        self.cfg.max_time.map(|d| self.start + d)
    }

    /// Panic, interrupt or time budget: reasons to stop at once.
    fn hard_stop(&self) -> Option<Stop> {
        if self.panicked {
            Some(Stop::Panicked)
        } else if interrupted() {
            Some(Stop::Interrupted)
        } else if self.deadline().is_some_and(|d| Instant::now() >= d) {
            Some(Stop::MaxTime)
        } else {
            None
        }
    }

    fn tests_exhausted(&self) -> bool {
        !book_budget_left(self.cfg.max_tests, self.stats.tests_run)
    }

    /// Counts one test against the budget (a one-job run would have run it here).
    fn charge(&mut self, key: u128) {
        self.stats.tests_run += 1;
        self.cache.mark_charged(key);
    }

    fn panic(&mut self, msg: String) {
        self.panicked = true;
        self.stats.errors += 1;
        self.stats.last_error = Some(msg);
    }

    /// Books a finished test; returns its verdict, or `None` if it was cancelled.
    /// Timeouts and tests that could not run count as not interesting but are not
    /// cached: under load, or after a transient failure, the next try may decide.
    fn record(&mut self, key: u128, len: usize, r: TestResult, charged: bool) -> Option<bool> {
        self.stats.test_time += r.elapsed;
        match r.outcome {
            Outcome::Cancelled => {
                self.stats.cancelled += 1;
                return None;
            }
            Outcome::Interesting => self.stats.interesting += 1,
            Outcome::TimedOut => {
                self.stats.timeouts += 1;
                return Some(false);
            }
            Outcome::Error => {
                self.stats.errors += 1;
                self.stats.last_error = Some(r.describe());
                self.last_error = Some(r);
                return Some(false);
            }
            Outcome::NotInteresting => {}
        }
        let v = r.outcome.is_interesting();
        if charged {
            self.cache.insert_key(key, len, v);
        } else {
            self.cache.insert_speculative(key, len, v);
        }
        Some(v)
    }

    fn cached(&mut self, key: u128) -> Option<Cached> {
        let v = self.cache.lookup_entry(key);
        if v.is_some_and(|c| c.charged) {
            self.stats.cache_hits += 1;
        }
        v
    }
}

/// True while `used` tests leave room under the `--max-tests` budget.
fn book_budget_left(max_tests: Option<u64>, used: u64) -> bool {
    !matches!(max_tests, Some(m) if used >= m)
}

/// Runs one test, turning a panic inside it into `Err(message)` (the default hook has
/// already printed it with its location).
fn run_caught<P: Property + ?Sized>(property: &P, bytes: &[u8], cancel: &Cancel) -> Result<TestResult, String> {
    std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| property.test(bytes, cancel))).map_err(|p| {
        let msg = p
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| p.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| "unknown panic".to_string());
        format!("internal error: a test panicked: {msg}")
    })
}
