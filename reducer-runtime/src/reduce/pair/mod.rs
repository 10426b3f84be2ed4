//! Pairwise program reduction (PPR, Zhang et al., FSE 2023): a seed with property ψ_s and
//! a variant derived from it with property ψ_v are reduced together, so that both end
//! small and their difference holds only what makes the variant behave differently.
//!
//! Algorithm 1 repeats three reducers until neither program shrinks:
//! [`min_tdiff`] (Algorithm 2: tree diff, each unique subtree minimized by Perses started
//! at it, replacements undone), [`ldiff`] (Algorithm 3: ddmin over the token diff's
//! hunks), [`commonality`] (Algorithm 4: Perses over the seed with the token diff
//! re-applied to derive each variant candidate). [`dd`] is Zeller's failure-inducing
//! difference algorithm over the same hunks, the paper's baseline.
//!
//! A candidate pair is one byte string (see [`encode`]) so the ordinary [`Runner`]
//! tests it: parallel, cached and deterministic for any `jobs`. The property behind it
//! ([`PairTest`]) parses both halves and runs ψ_v then ψ_s; each side's verdicts are
//! memoised by content, so a candidate that changes one half runs one script.

mod beyond;
mod commonality;
mod dd;
mod derive;
mod ldiff;
mod min_tdiff;
mod tdiff;

use std::collections::{BTreeMap, HashMap};
use std::fmt;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::cache::key_of;
use crate::language::{GrammarTables, SyntaxError};
use crate::property::{check_original_until, Cancel, OriginalError, Outcome, Property, TestResult};
use crate::runner::{Runner, RunnerConfig, Stats, Stop};

use super::{Checked, Ctx, Observer, PassStats, ReduceOptions};

pub use ldiff::{changed_tokens, diff_tokens, unified_diff};

/// Which algorithm reduces the pair.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum PairAlgorithm {
    /// PPR (Algorithm 1: MinTdiff, MinLdiff, MinCommonality to a fixpoint).
    #[default]
    Ppr,
    /// Zeller's DD over the token diff (the baseline: isolates the difference only).
    Dd,
}

impl std::str::FromStr for PairAlgorithm {
    type Err = crate::reduce::UnknownName;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        match s {
            "ppr" => Ok(PairAlgorithm::Ppr),
            "dd" => Ok(PairAlgorithm::Dd),
            _ => Err(crate::reduce::UnknownName::new("algorithm", s, &["ppr", "dd"])),
        }
    }
}

/// The reducers of Algorithm 1, by the names [`PairOptions::skip`] and the statistics use.
pub const PAIR_REDUCERS: &[&str] =
    &["min-tdiff", "min-ldiff", "min-commonality", "beyond-variant", "beyond-seed", "variant-alone"];

/// Settings of one pairwise reduction.
#[derive(Clone, Debug)]
pub struct PairOptions {
    /// Tests run at once; the result does not depend on it.
    pub jobs: usize,
    /// Stop after this many (pair) tests with the best pair so far.
    pub max_tests: Option<u64>,
    /// Stop after this much time with the best pair so far.
    pub max_time: Option<Duration>,
    /// PPR or DD.
    pub algorithm: PairAlgorithm,
    /// Reducers of Algorithm 1 not to run (ablation; names in [`PAIR_REDUCERS`]).
    pub skip: Vec<String>,
    /// Depth bound of Perses' replacement search.
    pub bfs_depth: usize,
    /// Steps out of single-child nodes do not count against `bfs_depth`.
    pub free_unit_chains: bool,
    /// Test both originals twice before starting (default true).
    pub check_original: bool,
}

impl Default for PairOptions {
    fn default() -> Self {
        PairOptions {
            jobs: 1,
            max_tests: None,
            max_time: None,
            algorithm: PairAlgorithm::Ppr,
            skip: Vec::new(),
            bfs_depth: 4,
            free_unit_chains: false,
            check_original: true,
        }
    }
}

/// Why a pairwise reduction could not run.
#[derive(Debug)]
pub enum PairError {
    /// The seed does not parse.
    SeedSyntax(SyntaxError),
    /// The variant does not parse.
    VariantSyntax(SyntaxError),
    /// Seed and variant are the same program (no difference to reduce).
    Identical,
    /// ψ_s fails (or is flaky) on the seed.
    Seed(OriginalError),
    /// ψ_v fails (or is flaky) on the variant.
    Variant(OriginalError),
}

impl fmt::Display for PairError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PairError::SeedSyntax(e) => write!(f, "the seed does not parse: {e}"),
            PairError::VariantSyntax(e) => write!(f, "the variant does not parse: {e}"),
            PairError::Identical => {
                write!(
                    f,
                    "the seed and the variant are the same program (same tokens): there is no difference to reduce"
                )
            }
            PairError::Seed(e) => write!(f, "the seed's property (--test-seed) on the seed: {e}"),
            PairError::Variant(e) => write!(f, "the variant's property (--test-variant) on the variant: {e}"),
        }
    }
}

impl std::error::Error for PairError {}

/// Sizes and counters of a pairwise reduction.
#[derive(Clone, Debug, Default)]
pub struct PairStats {
    /// `ppr` or `dd`.
    pub algorithm: String,
    /// Parser tokens of the seed, the variant and their token diff, before and after.
    pub seed_tokens: (usize, usize),
    pub variant_tokens: (usize, usize),
    pub diff_tokens: (usize, usize),
    pub seed_bytes: (usize, usize),
    pub variant_bytes: (usize, usize),
    /// Runs of the seed's and the variant's property (memo hits not counted).
    pub seed_tests: u64,
    pub variant_tests: u64,
    /// The runner's counters (a pair test counts once however many scripts it ran).
    pub runner: Stats,
    /// Iterations of Algorithm 1.
    pub rounds: usize,
    /// Per reducer: tests, accepted candidates, time.
    pub passes: BTreeMap<String, PassStats>,
    /// Whether the final pair passed its re-test (`None`: not re-tested).
    pub final_check: Option<bool>,
    pub stopped: Option<String>,
    pub total_time: Duration,
}

impl PairStats {
    /// Scripts run in total (seed and variant).
    pub fn tests(&self) -> u64 {
        self.seed_tests + self.variant_tests
    }

    /// The summary printed at the end.
    pub fn summary(&self) -> String {
        let pct = |(b, a): (usize, usize)| if b == 0 { 0.0 } else { 100.0 * b.saturating_sub(a) as f64 / b as f64 };
        let mut s = format!(
            "{}: seed {} -> {} tokens, variant {} -> {} tokens, diff {} -> {} tokens ({:.1}% removed); \
             {} tests ({} seed, {} variant), {} cache hits; {} rounds; {:.2}s",
            self.algorithm,
            self.seed_tokens.0,
            self.seed_tokens.1,
            self.variant_tokens.0,
            self.variant_tokens.1,
            self.diff_tokens.0,
            self.diff_tokens.1,
            pct(self.diff_tokens),
            self.tests(),
            self.seed_tests,
            self.variant_tests,
            self.runner.cache_hits,
            self.rounds,
            self.total_time.as_secs_f64()
        );
        if let Some(stop) = &self.stopped {
            s.push_str(&format!("; stopped early: {stop}"));
        }
        s
    }

    /// Machine-readable statistics (`--stats-json`).
    pub fn to_json(&self) -> String {
        use serde_json::{json, Map, Value};
        let pair = |(a, b): (usize, usize)| json!([a, b]);
        let passes: Map<String, Value> = self
            .passes
            .iter()
            .map(|(k, p)| {
                (k.to_string(), json!({"tests": p.tests, "accepted": p.accepted, "seconds": p.time.as_secs_f64()}))
            })
            .collect();
        let stats = json!({
            "algorithm": self.algorithm,
            "seed_tokens": pair(self.seed_tokens),
            "variant_tokens": pair(self.variant_tokens),
            "diff_tokens": pair(self.diff_tokens),
            "seed_bytes": pair(self.seed_bytes),
            "variant_bytes": pair(self.variant_bytes),
            "tests": self.tests(),
            "seed_tests": self.seed_tests,
            "variant_tests": self.variant_tests,
            "pair_tests": self.runner.tests_run,
            "cache_hits": self.runner.cache_hits,
            "rounds": self.rounds,
            "final_check": self.final_check,
            "stopped": self.stopped,
            "seconds": self.total_time.as_secs_f64(),
            "passes": passes,
        });
        serde_json::to_string_pretty(&stats).unwrap_or_default() + "\n"
    }
}

/// The outcome of a pairwise reduction.
#[derive(Clone, Debug)]
pub struct PairReduced {
    pub seed: Vec<u8>,
    pub variant: Vec<u8>,
    pub stats: PairStats,
    /// Set when a budget or Ctrl-C ended the reduction early.
    pub stopped: Option<Stop>,
    pub warnings: Vec<String>,
}

/// Receives progress of a pairwise reduction.
pub trait PairObserver {
    /// A reducer starts (`round` counts iterations of Algorithm 1 from 1).
    fn pass(&mut self, _name: &str, _round: usize) {}
    /// A new best pair (both halves pass their properties).
    fn improved(&mut self, _seed: &[u8], _variant: &[u8], _stats: &Stats) {}
    /// A search ended without improvement.
    fn progress(&mut self, _stats: &Stats) {}
    /// Something the user should know about.
    fn warning(&mut self, _message: &str) {}
}

/// A pair observer that ignores everything.
pub struct SilentPair;

impl PairObserver for SilentPair {}

/// Reduces the pair (`seed`, `variant`) with respect to ψ_s and ψ_v: see [`reduce_pair_with`].
pub fn reduce_pair(
    tables: &GrammarTables<'_>,
    seed: &[u8],
    variant: &[u8],
    seed_property: &dyn Property,
    variant_property: &dyn Property,
    options: &PairOptions,
) -> Result<PairReduced, PairError> {
    reduce_pair_with(tables, seed, variant, seed_property, variant_property, options, &mut SilentPair)
}

/// Reduces the pair, reporting progress (and every better pair) to `observer`.
///
/// Both inputs must parse, differ, and pass their own property (tested twice each).
/// The result's halves passed their properties together in one test, and are
/// re-tested once at the end.
pub fn reduce_pair_with(
    tables: &GrammarTables<'_>,
    seed: &[u8],
    variant: &[u8],
    seed_property: &dyn Property,
    variant_property: &dyn Property,
    options: &PairOptions,
    observer: &mut dyn PairObserver,
) -> Result<PairReduced, PairError> {
    let start = Instant::now();
    let seed_pre = tables.preprocess(seed);
    let variant_pre = tables.preprocess(variant);
    let (seed, variant): (&[u8], &[u8]) = (&seed_pre, &variant_pre);
    let ds = tables.parse(seed).map_err(PairError::SeedSyntax)?;
    let dv = tables.parse(variant).map_err(PairError::VariantSyntax)?;
    let st = ldiff::Text { src: seed, tokens: &ds.tokens };
    let vt = ldiff::Text { src: variant, tokens: &dv.tokens };
    let diff_before = ldiff::token_diff(st, vt).size();
    if diff_before == 0 {
        return Err(PairError::Identical);
    }
    let deadline = options.max_time.map(|d| start + d);
    if options.check_original {
        check_original_until(seed_property, seed, deadline).map_err(PairError::Seed)?;
        check_original_until(variant_property, variant, deadline).map_err(PairError::Variant)?;
    }
    let test = PairTest::new(tables, seed_property, variant_property);
    let checked = Checked {
        tables: None,
        inner: &test,
        verify: AtomicBool::new(false),
        after: false,
        rejects: AtomicU64::new(0),
        first_reject: Mutex::new(None),
    };
    let runner = Runner::new(
        checked,
        RunnerConfig {
            jobs: options.jobs.max(1),
            max_tests: options.max_tests,
            max_time: options.max_time.map(|d| d.saturating_sub(start.elapsed())),
            shared: None,
        },
    );
    let reduce_options = ReduceOptions {
        jobs: options.jobs.max(1),
        max_tests: options.max_tests,
        max_time: options.max_time,
        bfs_depth: options.bfs_depth,
        free_unit_chains: options.free_unit_chains,
        ..ReduceOptions::default()
    };
    let mut warnings = Vec::new();
    let mut decoder = Decoder { inner: observer, warnings: &mut warnings };
    let best = encode(seed, variant);
    decoder.improved(&best, &runner.stats());
    // The best "program" is the pair's encoding, not a program of the language: no tokens.
    let mut ctx = Ctx::new(runner, best, Some(0), &reduce_options, &mut decoder, tables);
    let stopped = match options.algorithm {
        PairAlgorithm::Ppr => ppr(&mut ctx, options).err(),
        PairAlgorithm::Dd => dd::dd(&mut ctx).err(),
    };
    let (seed_out, variant_out) = {
        let (s, v) = decode(&ctx.best);
        (s.to_vec(), v.to_vec())
    };
    // The final pair passed one test; test it once more unless interrupted.
    let mut final_check = None;
    if stopped != Some(Stop::Interrupted) && (seed_out != seed || variant_out != variant) {
        let cancel = Cancel::with_deadline(deadline);
        let s_ok = seed_property.test(&seed_out, &cancel).outcome;
        let v_ok = variant_property.test(&variant_out, &cancel).outcome;
        if s_ok != Outcome::Cancelled && v_ok != Outcome::Cancelled {
            final_check = Some(s_ok.is_interesting() && v_ok.is_interesting());
            if final_check == Some(false) {
                ctx.observer.warning("the property is flaky: the final pair failed its re-test");
            }
        }
    }
    let count = |b: &[u8]| tables.count_tokens(b).unwrap_or(0);
    let diff_after = match (tables.lex(&seed_out), tables.lex(&variant_out)) {
        (Ok(a), Ok(b)) => {
            ldiff::token_diff(ldiff::Text { src: &seed_out, tokens: &a }, ldiff::Text { src: &variant_out, tokens: &b })
                .size()
        }
        _ => 0,
    };
    let runner_stats = ctx.runner.stats();
    let passes = ctx.passes.clone();
    let rounds = ctx.rounds;
    drop(ctx);
    let stats = PairStats {
        algorithm: match options.algorithm {
            PairAlgorithm::Ppr => "ppr",
            PairAlgorithm::Dd => "dd",
        }
        .to_string(),
        seed_tokens: (ds.tokens.parser_len(), count(&seed_out)),
        variant_tokens: (dv.tokens.parser_len(), count(&variant_out)),
        diff_tokens: (diff_before, diff_after),
        seed_bytes: (seed.len(), seed_out.len()),
        variant_bytes: (variant.len(), variant_out.len()),
        seed_tests: test.runs[0].load(Ordering::Relaxed),
        variant_tests: test.runs[1].load(Ordering::Relaxed),
        runner: runner_stats,
        rounds,
        passes,
        final_check,
        stopped: stopped.map(|s| s.to_string()),
        total_time: start.elapsed(),
    };
    Ok(PairReduced { seed: seed_out, variant: variant_out, stats, stopped, warnings })
}

/// Algorithm 1: the three reducers in the paper's order until a round shrinks nothing.
/// Progress is measured as seed + variant + diff tokens, which every accepted step
/// lowers, so the loop ends.
fn ppr<P: Property>(ctx: &mut Ctx<'_, P>, options: &PairOptions) -> Result<(), Stop> {
    let run = |name: &str| !options.skip.iter().any(|s| s == name);
    let mut last = measure(ctx);
    loop {
        ctx.rounds += 1;
        let round = ctx.rounds;
        if run("min-tdiff") {
            ctx.observer.pass("min-tdiff", round);
            min_tdiff::min_tdiff(ctx)?;
        }
        if run("min-ldiff") {
            ctx.observer.pass("min-ldiff", round);
            ldiff::min_ldiff(ctx)?;
        }
        if run("min-commonality") {
            ctx.observer.pass("min-commonality", round);
            commonality::min_commonality(ctx)?;
        }
        // Beyond the paper: the single-file schedule on each half, the other derived.
        for side in [beyond::Side::Variant, beyond::Side::Seed] {
            if run(side.name()) {
                ctx.observer.pass(side.name(), round);
                beyond::min_beyond(ctx, side, beyond::Other::Derived)?;
            }
        }
        let mut now = measure(ctx);
        // At the fixpoint (beyond the paper): the variant alone, the seed fixed, kept
        // when the measure shrinks; a change starts the rounds over.
        if now >= last && run(beyond::ALONE) {
            ctx.observer.pass(beyond::ALONE, round);
            beyond::min_beyond(ctx, beyond::Side::Variant, beyond::Other::Fixed)?;
            now = measure(ctx);
        }
        if now >= last {
            return Ok(());
        }
        last = now;
    }
}

/// Seed + variant + diff parser tokens of the best pair.
fn measure<P: Property>(ctx: &Ctx<'_, P>) -> usize {
    pair_measure(ctx.tables, &ctx.best)
}

/// Seed + variant + diff parser tokens of an [`encode`]d pair (`usize::MAX` when a half
/// does not lex): the progress measure of Algorithm 1.
pub(crate) fn pair_measure(tables: &GrammarTables<'_>, pair: &[u8]) -> usize {
    let (s, v) = decode(pair);
    match (tables.lex(s), tables.lex(v)) {
        (Ok(a), Ok(b)) => {
            let d = ldiff::token_diff(ldiff::Text { src: s, tokens: &a }, ldiff::Text { src: v, tokens: &b });
            a.parser_len() + b.parser_len() + d.size()
        }
        _ => usize::MAX,
    }
}

/// Tests candidates in order (any size); the first interesting one becomes the best.
fn search_any<P: Property>(ctx: &mut Ctx<'_, P>, candidates: Vec<Vec<u8>>, pass: &str) -> Result<Option<usize>, Stop> {
    search(ctx, candidates, pass, true)
}

/// The index of the first interesting candidate; with `accept` it becomes the best pair.
fn search<P: Property>(
    ctx: &mut Ctx<'_, P>,
    candidates: Vec<Vec<u8>>,
    pass: &str,
    accept: bool,
) -> Result<Option<usize>, Stop> {
    let t0 = Instant::now();
    let before = ctx.runner.stats().tests_run;
    let found = ctx.runner.first_interesting(candidates);
    let stats = ctx.runner.stats();
    let entry = ctx.passes.entry(pass.to_string()).or_default();
    entry.tests += stats.tests_run - before;
    entry.time += t0.elapsed();
    match found? {
        Some((k, bytes)) => {
            if accept {
                entry.accepted += 1;
                ctx.best = bytes.into();
                ctx.observer.improved(&ctx.best, &stats);
            }
            Ok(Some(k))
        }
        None => {
            ctx.observer.progress(&stats);
            Ok(None)
        }
    }
}

/// Candidate kinds (first byte of a candidate).
const MODE_PAIR: u8 = 0;
/// DD: does this program fail like the variant (ψ_v)?
const MODE_FAIL: u8 = 1;
/// DD: does this program pass like the seed (ψ_s and not ψ_v)?
const MODE_PASS: u8 = 2;

/// A pair as one byte string: mode, seed length (8 bytes, little endian), seed, variant.
pub(crate) fn encode(seed: &[u8], variant: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(9 + seed.len() + variant.len());
    out.push(MODE_PAIR);
    out.extend_from_slice(&(seed.len() as u64).to_le_bytes());
    out.extend_from_slice(seed);
    out.extend_from_slice(variant);
    out
}

/// The halves of an [`encode`]d pair.
pub(crate) fn decode(bytes: &[u8]) -> (&[u8], &[u8]) {
    if bytes.len() < 9 || bytes[0] != MODE_PAIR {
        return (&[], &[]);
    }
    let mut len = [0u8; 8];
    len.copy_from_slice(&bytes[1..9]);
    let n = (u64::from_le_bytes(len) as usize).min(bytes.len() - 9);
    (&bytes[9..9 + n], &bytes[9 + n..])
}

/// One program for DD's tests.
pub(crate) fn encode_single(mode: u8, program: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(1 + program.len());
    out.push(mode);
    out.extend_from_slice(program);
    out
}

/// The property behind every candidate: both halves parse and pass (pairs), or one
/// program fails or passes (DD). Each side's verdicts are memoised by content.
struct PairTest<'p> {
    tables: &'p GrammarTables<'p>,
    sides: [&'p dyn Property; 2],
    memo: Mutex<HashMap<(usize, u128), bool>>,
    parses: Mutex<HashMap<u128, bool>>,
    /// Scripts run per side (seed, variant).
    runs: [AtomicU64; 2],
}

const SEED: usize = 0;
const VARIANT: usize = 1;

impl<'p> PairTest<'p> {
    fn new(tables: &'p GrammarTables<'p>, seed: &'p dyn Property, variant: &'p dyn Property) -> Self {
        PairTest {
            tables,
            sides: [seed, variant],
            memo: Mutex::new(HashMap::new()),
            parses: Mutex::new(HashMap::new()),
            runs: [AtomicU64::new(0), AtomicU64::new(0)],
        }
    }

    fn parses(&self, bytes: &[u8]) -> bool {
        let key = key_of(bytes);
        if let Some(&p) = self.parses.lock().expect("parse memo").get(&key) {
            return p;
        }
        let p = self.tables.accepts(bytes);
        self.parses.lock().expect("parse memo").insert(key, p);
        p
    }

    /// Runs side `side`'s property on `bytes` (memoised; timeouts and errors are not).
    fn side(&self, side: usize, bytes: &[u8], cancel: &Cancel) -> TestResult {
        let key = (side, key_of(bytes));
        if let Some(&ok) = self.memo.lock().expect("memo").get(&key) {
            let outcome = if ok { Outcome::Interesting } else { Outcome::NotInteresting };
            return TestResult::plain(outcome, Duration::ZERO);
        }
        let r = self.sides[side].test(bytes, cancel);
        if r.outcome != Outcome::Cancelled {
            self.runs[side].fetch_add(1, Ordering::Relaxed);
        }
        if matches!(r.outcome, Outcome::Interesting | Outcome::NotInteresting) {
            self.memo.lock().expect("memo").insert(key, r.outcome.is_interesting());
        }
        r
    }
}

impl Property for PairTest<'_> {
    fn test(&self, candidate: &[u8], cancel: &Cancel) -> TestResult {
        let start = Instant::now();
        let not = |start: Instant| TestResult::plain(Outcome::NotInteresting, start.elapsed());
        match candidate.first() {
            Some(&MODE_PAIR) => {
                let (s, v) = decode(candidate);
                if !self.parses(s) || !self.parses(v) {
                    return not(start);
                }
                // ψ_v first: it usually also needs the program to compile, and more.
                let r = self.side(VARIANT, v, cancel);
                if !r.outcome.is_interesting() {
                    return r;
                }
                self.side(SEED, s, cancel)
            }
            Some(&MODE_FAIL) => self.side(VARIANT, &candidate[1..], cancel),
            Some(&MODE_PASS) => {
                let r = self.side(VARIANT, &candidate[1..], cancel);
                match r.outcome {
                    Outcome::Interesting => not(start),
                    Outcome::NotInteresting => self.side(SEED, &candidate[1..], cancel),
                    _ => r,
                }
            }
            _ => not(start),
        }
    }
}

/// Turns the encoded best pair back into two programs for the caller's observer.
struct Decoder<'o, 'w> {
    inner: &'o mut dyn PairObserver,
    warnings: &'w mut Vec<String>,
}

impl Observer for Decoder<'_, '_> {
    fn pass(&mut self, name: &str, round: usize) {
        self.inner.pass(name, round);
    }
    fn improved(&mut self, best: &[u8], stats: &Stats) {
        // Only pairs are results (DD's single-program probes never become the best).
        if best.first() == Some(&MODE_PAIR) {
            let (s, v) = decode(best);
            self.inner.improved(s, v, stats);
        }
    }
    fn progress(&mut self, stats: &Stats) {
        self.inner.progress(stats);
    }
    fn warning(&mut self, message: &str) {
        self.warnings.push(message.to_string());
        self.inner.warning(message);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pairs_round_trip() {
        let e = encode(b"int a;", b"int b; x");
        assert_eq!(decode(&e), (&b"int a;"[..], &b"int b; x"[..]));
        assert_eq!(decode(&encode(b"", b"")), (&b""[..], &b""[..]));
        assert_eq!(decode(&encode_single(MODE_FAIL, b"x")), (&b""[..], &b""[..]));
    }
}
