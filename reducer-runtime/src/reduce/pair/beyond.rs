//! The single-file schedule on one half of the pair (beyond the paper): Perses, the
//! passes beyond it (unwrap, arguments, substitution, identifiers, windows, hoisting),
//! T-Rec and the token-level last phase run on the seed or the variant, each
//! candidate's other half derived by [`Deriver`] (the common part edited alike, the
//! other side's unique tokens kept, consistent renames applied to both), and both
//! properties tested.
//!
//! This generalizes MinCommonality (Algorithm 4, Perses deletions on the seed) to every
//! edit the single-file reducer makes, and MinTdiff's MinSubtree to the whole program:
//! on the variant side, the unique tokens are reduced with the seed fixed while common
//! edits carry over to the seed. The schedule is `reduce::run_reduction` itself, over a
//! [`Property`] adapter, so the passes are not duplicated.
//!
//! [`Other::Fixed`] (`variant-alone`) runs the variant's schedule with the seed left as
//! it is, keeping a candidate only when seed + variant + diff tokens shrink below the
//! starting pair's: a variant edit that cannot be mirrored in the seed (deleting a
//! common `(assert ...)` the seed needs to stay unsat) turns common tokens into
//! difference, and is worth it when it removes more than it adds.

use std::sync::atomic::{AtomicBool, AtomicU64};
use std::sync::Mutex;
use std::time::Duration;

use crate::language::GrammarTables;
use crate::property::{Cancel, Outcome, Property, TestResult};
use crate::reduce::{run_reduction, Checked, Ctx, Observer, ReduceOptions};
use crate::runner::{Runner, RunnerConfig, Stats, Stop};

use super::derive::Deriver;
use super::{decode, encode, pair_measure};

/// The reducer that runs the variant's schedule with the seed fixed.
pub(crate) const ALONE: &str = "variant-alone";

/// How the other half of a candidate pair is made.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Other {
    /// Derived from the candidate ([`Deriver`]): common edits on both halves.
    Derived,
    /// Left as it is; the pair is kept only when seed + variant + diff tokens shrink.
    Fixed,
}

/// The half of the pair being reduced.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Side {
    Seed,
    Variant,
}

impl Side {
    /// The reducer's name in statistics and `--skip`.
    pub(crate) fn name(self) -> &'static str {
        match self {
            Side::Seed => "beyond-seed",
            Side::Variant => "beyond-variant",
        }
    }

    /// The pair of a candidate of this side and the derived other half.
    fn pair(self, this: &[u8], other: &[u8]) -> Vec<u8> {
        match self {
            Side::Seed => encode(this, other),
            Side::Variant => encode(other, this),
        }
    }
}

/// Makes the pair of a candidate half.
struct Pairing<'a> {
    deriver: &'a Deriver,
    tables: &'a GrammarTables<'a>,
    side: Side,
    other: Other,
    /// The base pair's progress measure (for [`Other::Fixed`]).
    base_measure: usize,
    base_other: &'a [u8],
}

impl Pairing<'_> {
    /// The reducer's name in statistics and `--skip`.
    fn name(&self) -> &'static str {
        match self.other {
            Other::Derived => self.side.name(),
            Other::Fixed => ALONE,
        }
    }

    /// The pair to test for `candidate`, or `None` when it has none.
    fn pair(&self, candidate: &[u8]) -> Option<Vec<u8>> {
        match self.other {
            Other::Derived => Some(self.side.pair(candidate, &self.deriver.derive(self.tables, candidate)?)),
            Other::Fixed => {
                let pair = self.side.pair(candidate, self.base_other);
                (pair_measure(self.tables, &pair) < self.base_measure).then_some(pair)
            }
        }
    }
}

/// Tests a candidate of one half as its pair.
struct Derived<'a, Q: Property> {
    pair: &'a Q,
    pairing: &'a Pairing<'a>,
}

impl<Q: Property> Property for Derived<'_, Q> {
    fn test(&self, candidate: &[u8], cancel: &Cancel) -> TestResult {
        match self.pairing.pair(candidate) {
            Some(pair) => self.pair.test(&pair, cancel),
            None => TestResult::plain(Outcome::NotInteresting, Duration::ZERO),
        }
    }
}

/// Forwards progress to the pair's observer, each best half as its pair.
struct Forward<'o> {
    outer: &'o mut dyn Observer,
    pairing: &'o Pairing<'o>,
}

impl Observer for Forward<'_> {
    fn pass(&mut self, name: &str, round: usize) {
        self.outer.pass(&format!("{}/{name}", self.pairing.name()), round);
    }
    fn improved(&mut self, best: &[u8], stats: &Stats) {
        if let Some(pair) = self.pairing.pair(best) {
            self.outer.improved(&pair, stats);
        }
    }
    fn progress(&mut self, stats: &Stats) {
        self.outer.progress(stats);
    }
    fn warning(&mut self, message: &str) {
        self.outer.warning(message);
    }
}

/// Runs the single-file schedule on `side` of the best pair, the other half made as
/// `other` says.
pub(crate) fn min_beyond<P: Property>(ctx: &mut Ctx<'_, P>, side: Side, other: Other) -> Result<(), Stop> {
    let tables = ctx.tables;
    let (seed, variant) = {
        let (s, v) = decode(&ctx.best);
        (s.to_vec(), v.to_vec())
    };
    let (this, that) = match side {
        Side::Seed => (&seed, &variant),
        Side::Variant => (&variant, &seed),
    };
    let Some(deriver) = Deriver::new(tables, this, that) else { return Ok(()) };
    let pairing = Pairing {
        deriver: &deriver,
        tables,
        side,
        other,
        base_measure: pair_measure(tables, &ctx.best),
        base_other: that,
    };
    // The budgets left to the pair reduction.
    let outer = ctx.runner.stats();
    let cfg = ctx.runner.config().clone();
    let mut options: ReduceOptions = ctx.options.clone();
    options.check_original = false;
    options.max_tests = cfg.max_tests.map(|m| m.saturating_sub(outer.tests_run));
    options.max_time = cfg.max_time.map(|m| m.saturating_sub(outer.total_time));
    if options.max_tests == Some(0) {
        return Err(Stop::MaxTests);
    }
    if options.max_time == Some(Duration::ZERO) {
        return Err(Stop::MaxTime);
    }
    let adapter = Derived { pair: ctx.runner.property(), pairing: &pairing };
    let mut forward = Forward { outer: &mut *ctx.observer, pairing: &pairing };
    let checked = Checked {
        tables: Some(tables),
        inner: &adapter,
        verify: AtomicBool::new(true),
        after: false,
        rejects: AtomicU64::new(0),
        first_reject: Mutex::new(None),
    };
    let runner = Runner::new(
        checked,
        RunnerConfig { jobs: cfg.jobs, max_tests: options.max_tests, max_time: options.max_time, shared: None },
    );
    let from = deriver.from().to_vec();
    let mut inner = Ctx::new(runner, from, None, &options, &mut forward, tables);
    let result = run_reduction(&mut inner, tables, None);
    let best = std::rc::Rc::unwrap_or_clone(std::mem::take(&mut inner.best));
    let passes = std::mem::take(&mut inner.passes);
    drop(inner);
    for (name, p) in passes {
        let e = ctx.passes.entry(format!("{}/{name}", pairing.name())).or_default();
        e.tests += p.tests;
        e.accepted += p.accepted;
        e.time += p.time;
        e.tokens_removed += p.tokens_removed;
        e.bytes_removed += p.bytes_removed;
    }
    if best != deriver.from() {
        if let Some(pair) = pairing.pair(&best) {
            ctx.best = pair.into();
        }
    }
    result
}
