//! Reduction end to end: the in-process API ([`reduce`], [`reduce_with`]) used by the
//! command line and by tools that embed the reducer.
//!
//! A program state is the lexed input, its parse tree and the records removed by the
//! hidden-token pass; a candidate is printed from the state plus one pending edit
//! ([`edit::Edit`]), never from a copy of the tree. Accepted edits are applied to the
//! tree in place. Each fixpoint round re-parses the best program, then runs a Perses
//! pass and the hidden-token pass; rounds repeat while either removes something (one
//! round with `fixpoint: false`).
//!
//! Every candidate goes through a filter that re-parses it before the property
//! runs: candidates are valid by construction, so a rejection is a reducer bug (unless the
//! grammar has a token source, whose tokens depend on layout the tree does not fix); it is
//! counted, reported as a warning, and the candidate is treated as not interesting.
//!
//! Embedding (e.g. in a fuzzer), with a generated language `C` (or any
//! [`GrammarTables`], e.g. tables built at run time):
//!
//! ```text
//! let prop = FnProperty(|c: &[u8]| crashes(c));
//! let r = reduce(C::tables(), &src, &prop, &ReduceOptions::default())?;
//! std::fs::write("min.c", &r.output)?;   // r.stats: sizes, tests, cache hits, times
//! ```
//!
//! For closures that cost next to nothing, `verify_candidates: false` removes the
//! re-parse from the reducer's per-test overhead (about 0.6 ms to 0.08 ms per test on a
//! 10 000-token C file, `tests/bench/perses_overhead.rs`).

// The Perses driver and what every reducer shares: the edit type, printing, statistics.
pub mod edit;
pub mod files;
pub mod line_ending;
mod lists;
pub mod minimal;
mod perses;
pub mod print;
mod revisit;
mod stats;

// The passes beyond Perses, the other algorithms, T-Rec, and pairs.
pub mod algorithms;
pub mod pair;
mod passes;
pub mod trec;

use std::fmt;
use std::rc::Rc;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use crate::language::{GrammarTables, SyntaxError};
use crate::property::{check_original_until, Cancel, OriginalError, Outcome, Property, TestResult};
use crate::runner::{Runner, RunnerConfig, Stats, Stop};
use crate::tokens::TokenStream;
use crate::tree::Tree;

pub use algorithms::gtr;
pub use algorithms::gtr::GtrFilter;
pub use algorithms::Algorithm;
pub use edit::{Edit, Splice};
use passes::{
    arguments, generic, hidden, hoist, identifiers, instantiate, lift, line_breaks, reshape, substitute, sweep, window,
};
pub use print::{Format, Printer};
pub use stats::{PassStats, ReduceStats};

/// The passes [`ReduceOptions::skip_passes`] can name.
pub const SKIPPABLE_PASSES: &[&str] = &[
    "lists",
    "unwrap",
    "arguments",
    "substitute",
    "reshape",
    "instantiate",
    "identifiers",
    "window",
    "hoist",
    "lift",
    "line-breaks",
    "brackets",
    "tokens",
    "lines",
];

/// What to do with an input that does not parse.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum OnParseError {
    /// Stop with the syntax error (line and column).
    #[default]
    Fail,
    /// Fall back to ddmin over lines; once what is left parses, the grammar's reduction
    /// goes on.
    Lines,
    /// Fall back to ddmin over lines, then lexer tokens (when the input lexes); once what
    /// is left parses, the grammar's reduction goes on.
    Tokens,
}

impl std::str::FromStr for OnParseError {
    type Err = UnknownName;
    fn from_str(s: &str) -> Result<Self, UnknownName> {
        match s {
            "fail" => Ok(OnParseError::Fail),
            "lines" => Ok(OnParseError::Lines),
            "tokens" => Ok(OnParseError::Tokens),
            _ => Err(UnknownName::new("value", s, &["fail", "lines", "tokens"])),
        }
    }
}

/// A name that is none of an option's known values (the `FromStr` error of
/// [`OnParseError`], [`Format`], [`Algorithm`] and [`pair::PairAlgorithm`]).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown {what} `{given}` ({})", known.join(", "))]
pub struct UnknownName {
    /// What was being named ("algorithm", "format", "value").
    pub what: &'static str,
    /// The name given.
    pub given: String,
    /// The names that would have been accepted.
    pub known: Vec<&'static str>,
}

impl UnknownName {
    /// `given` is not one of `known`.
    pub fn new(what: &'static str, given: &str, known: &[&'static str]) -> UnknownName {
        UnknownName { what, given: given.to_string(), known: known.to_vec() }
    }
}

/// Settings of one reduction.
#[derive(Clone, Debug)]
pub struct ReduceOptions {
    /// Tests run at once; the result does not depend on it.
    pub jobs: usize,
    /// Stop after this many tests with the best result so far.
    pub max_tests: Option<u64>,
    /// Stop after this much time with the best result so far.
    pub max_time: Option<Duration>,
    /// Repeat rounds until nothing changes (default true).
    pub fixpoint: bool,
    /// Depth bound of the replacement search (default 4, as in the paper).
    pub bfs_depth: usize,
    /// Steps out of single-child nodes do not count against `bfs_depth` (default false:
    /// they count, as in the paper; measured in `tests/bench/perses-README.md`).
    pub free_unit_chains: bool,
    /// Try every node again in every Perses round, as the paper does (default false: a
    /// node that failed is skipped while its text and its names' occurrences are
    /// unchanged; see `reduce/revisit.rs`).
    pub revisit_all: bool,
    /// Run the hidden-token (comments, directives) pass in each round (default true).
    pub hidden_pass: bool,
    /// Canonicalize tokens with T-Rec once the other passes stop shrinking the program,
    /// starting them over when it changes something (default true; `--no-canonicalize`).
    pub canonicalize: bool,
    /// Run the passes beyond Perses at each fixpoint: substitution (minimal sentences,
    /// nodes from elsewhere, inlining), identifier replacement, and the token-level last
    /// phase (default true; `--perses-only`).
    pub beyond_perses: bool,
    /// Keep every candidate inside the grammar: no token-level last phase (default
    /// false; `--strict-syntax`).
    pub strict_syntax: bool,
    /// Passes not to run, by the names the statistics use ([`SKIPPABLE_PASSES`];
    /// `--skip-pass`).
    pub skip_passes: Vec<String>,
    /// Re-parse candidates (default true): a program outside the grammar is never
    /// accepted.
    pub verify_candidates: bool,
    /// Re-parse every candidate before its test (default false: only the candidates the
    /// property accepts are parsed, after their test; on a large input a parse costs as
    /// much as a fast test, and tree edits almost never leave the grammar). The tests of
    /// the printer turn it on to see every candidate parse.
    pub verify_before_test: bool,
    /// Layout of the result (re-tested; kept as reduced when the new layout fails).
    pub format: Format,
    /// What to do when the input does not parse.
    pub on_parse_error: OnParseError,
    /// Test the original twice before starting (default true).
    pub check_original: bool,
    /// The reducer (default Perses with the passes beyond it; `--algorithm`).
    pub algorithm: Algorithm,
    /// GTR's corpus-learned filter; `None`: the grammar filters GTR's candidates.
    pub gtr_filter: Option<std::sync::Arc<GtrFilter>>,
    /// Job slots shared with other reductions (batch mode; see
    /// [`RunnerConfig::shared`]); `None`: `jobs` slots of its own.
    pub job_budget: Option<std::sync::Arc<crate::jobs::JobBudget>>,
}

impl Default for ReduceOptions {
    fn default() -> Self {
        ReduceOptions {
            jobs: 1,
            max_tests: None,
            max_time: None,
            fixpoint: true,
            bfs_depth: 4,
            free_unit_chains: false,
            revisit_all: false,
            hidden_pass: true,
            canonicalize: true,
            beyond_perses: true,
            strict_syntax: false,
            skip_passes: Vec::new(),
            verify_candidates: true,
            verify_before_test: false,
            format: Format::Original,
            on_parse_error: OnParseError::Fail,
            check_original: true,
            algorithm: Algorithm::Perses,
            gtr_filter: None,
            job_budget: None,
        }
    }
}

/// Why a reduction could not run.
#[derive(Debug)]
pub enum ReduceError {
    /// The input does not parse (and no fallback was asked for).
    Syntax(SyntaxError),
    /// The property fails or is flaky on the original input.
    Original(OriginalError),
    /// The input does not lex, needed by `--on-parse-error=tokens`.
    Unlexable(SyntaxError),
}

impl fmt::Display for ReduceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ReduceError::Syntax(e) => write!(
                f,
                "the input does not parse: {e}\n  hint: --on-parse-error=lines or =tokens reduces it without the grammar"
            ),
            ReduceError::Original(e) => write!(f, "{e}"),
            ReduceError::Unlexable(e) => write!(f, "the input does not lex: {e}"),
        }
    }
}

impl std::error::Error for ReduceError {}

/// The outcome of a reduction.
#[derive(Clone, Debug)]
pub struct Reduced {
    /// The reduced program (in the requested format when that stayed interesting).
    pub output: Vec<u8>,
    /// Counters and sizes.
    pub stats: ReduceStats,
    /// Set when a budget or Ctrl-C ended the reduction early.
    pub stopped: Option<Stop>,
    /// Warnings also sent to the observer.
    pub warnings: Vec<String>,
}

/// Receives progress while a reduction runs (progress bars, log lines, best-so-far files).
pub trait Observer {
    /// A pass starts (`round` counts fixpoint rounds from 1).
    fn pass(&mut self, _name: &str, _round: usize) {}
    /// A smaller interesting program was found.
    fn improved(&mut self, _best: &[u8], _stats: &Stats) {}
    /// A search round ended (for refreshing counters).
    fn progress(&mut self, _stats: &Stats) {}
    /// Something the user should know about.
    fn warning(&mut self, _message: &str) {}
}

/// An observer that ignores everything.
pub struct Silent;

impl Observer for Silent {}

/// Reduces `src` with respect to `property`: see [`reduce_with`].
pub fn reduce<P: Property>(
    tables: &GrammarTables<'_>,
    src: &[u8],
    property: &P,
    options: &ReduceOptions,
) -> Result<Reduced, ReduceError> {
    reduce_with(tables, src, property, options, &mut Silent)
}

/// Reduces `src` with respect to `property`, reporting progress to `observer`.
pub fn reduce_with<P: Property>(
    tables: &GrammarTables<'_>,
    src: &[u8],
    property: &P,
    options: &ReduceOptions,
    observer: &mut dyn Observer,
) -> Result<Reduced, ReduceError> {
    let start = Instant::now();
    // The grammar's preprocessor (if any) defines the text that is reduced.
    let preprocessed = tables.preprocess(src);
    let src: &[u8] = &preprocessed;
    let mut warnings = Vec::new();
    let parsed = tables.parse(src);
    let mode = match (&parsed, options.on_parse_error) {
        _ if options.algorithm.text_units().is_some() => Mode::Text,
        (Ok(_), _) => Mode::Perses,
        (Err(e), OnParseError::Fail) => return Err(ReduceError::Syntax(e.clone())),
        (Err(e), OnParseError::Lines) => Mode::Lines(e.clone()),
        (Err(e), OnParseError::Tokens) => match tables.lex(src) {
            Ok(_) => Mode::Tokens(e.clone()),
            Err(_) => Mode::Lines(e.clone()),
        },
    };
    if let Mode::Lines(e) | Mode::Tokens(e) = &mode {
        let w = format!(
            "the input does not parse ({e}); falling back to ddmin over {}",
            if matches!(mode, Mode::Lines(_)) { "lines" } else { "lines, then tokens" }
        );
        observer.warning(&w);
        warnings.push(w);
    }
    // --max-time bounds the whole run: the checks of the original, the reduction and
    // the final re-test.
    let deadline = options.max_time.map(|d| start + d);
    if options.check_original {
        check_original_until(property, src, deadline).map_err(ReduceError::Original)?;
    }
    // The fall-backs start outside the grammar: the filter is off until the program parses.
    let checked = Checked {
        tables: (!matches!(mode, Mode::Text) && options.verify_candidates).then_some(tables),
        inner: property,
        verify: AtomicBool::new(matches!(mode, Mode::Perses)),
        after: !options.verify_before_test,
        rejects: AtomicU64::new(0),
        first_reject: Mutex::new(None),
    };
    let runner = Runner::new(
        checked,
        RunnerConfig {
            jobs: options.jobs.max(1),
            max_tests: options.max_tests,
            max_time: options.max_time.map(|d| d.saturating_sub(start.elapsed())),
            shared: options.job_budget.clone(),
        },
    );
    // The parse already counted the input's tokens: no second lexing of the whole input.
    let tokens = parsed.as_ref().ok().map(|d| d.tokens.parser_len());
    let mut ctx = Ctx::new(runner, src.to_vec(), tokens, options, observer, tables);
    // Every best so far, newest last (a few), for the fall-back when the final re-test fails.
    ctx.history = Some(Default::default());
    // Only Perses' schedule starts from this parse; the other modes do not keep it.
    let first = if matches!(mode, Mode::Perses) { parsed.ok().map(|d| (d.tokens, d.tree)) } else { None };
    let stopped = match &mode {
        Mode::Perses => algorithms::run_tree(&mut ctx, tables, first).err(),
        Mode::Text => algorithms::run_text(&mut ctx, tables).err(),
        Mode::Lines(_) | Mode::Tokens(_) => fall_back(&mut ctx, tables, matches!(mode, Mode::Tokens(_))).err(),
    };
    let rejects = ctx.runner.property().rejects.load(Ordering::Relaxed);
    // With a token source (e.g. INDENT/DEDENT from indentation) the tree does not
    // determine the token stream, so some candidates legitimately fail to re-parse: the
    // filter skips them without calling it a bug (they stay counted in the statistics).
    if rejects > 0 && tables.hooks.token_source.is_none() {
        let first = ctx.runner.property().first_reject.lock().map(|g| g.clone()).unwrap_or(None);
        let w = format!(
            "reducer bug: {rejects} candidate(s) did not re-parse and were skipped{}",
            first.map(|e| format!(" (first: {e})")).unwrap_or_default()
        );
        ctx.observer.warning(&w);
        warnings.push(w);
    }

    // The final result: formatted, then re-tested once. A result that passed twice (when
    // accepted and now) is kept; when the re-test fails the property is flaky and the
    // output falls back to the newest earlier result that passes again (it then passed
    // twice too), else to the original (tested twice before the reduction).
    let best = Rc::unwrap_or_clone(std::mem::take(&mut ctx.best));
    let mut output = best.clone();
    let mut final_ok = None;
    if stopped != Some(Stop::Interrupted) {
        let formatted =
            print::reformat_with(tables, &best, options.format, ctx.newline).unwrap_or_else(|| best.clone());
        let mut last = retest(property, &formatted, deadline);
        if last.outcome.is_interesting() {
            output = formatted;
            final_ok = Some(true);
        } else if last.outcome != Outcome::Cancelled {
            if formatted != best {
                let w = "the formatted result is not interesting; keeping the reduced layout".to_string();
                ctx.observer.warning(&w);
                warnings.push(w);
                last = retest(property, &best, deadline);
            }
            if last.outcome.is_interesting() {
                final_ok = Some(true);
            } else if last.outcome != Outcome::Cancelled {
                let failed = last.describe();
                let history = ctx.history.take().unwrap_or_default();
                let earlier: Vec<Vec<u8>> = history.iter().rev().filter(|b| ***b != best).map(|b| b.to_vec()).collect();
                let mut fallback = None;
                for b in earlier {
                    let r = retest(property, &b, deadline);
                    if r.outcome.is_interesting() {
                        fallback = Some(b);
                        break;
                    }
                    if r.outcome == Outcome::Cancelled {
                        break;
                    }
                }
                let what = match &fallback {
                    Some(b) => format!("an earlier result that passed twice ({} bytes)", b.len()),
                    None => "the original input".to_string(),
                };
                output = fallback.unwrap_or_else(|| src.to_vec());
                let w = format!(
                    "the property is flaky: the final result ({} bytes) was {failed} when re-tested; \
                     the output is {what}",
                    best.len()
                );
                ctx.observer.warning(&w);
                warnings.push(w);
                final_ok = Some(false);
            }
        }
        if final_ok.is_none() {
            let w = "the final re-test was cut short (--max-time or a signal); the result passed one test".to_string();
            ctx.observer.warning(&w);
            warnings.push(w);
        }
    }
    let count = |b: &[u8]| tables.count_tokens(b);
    let stats = ReduceStats {
        mode: match mode {
            Mode::Perses | Mode::Text => options.algorithm.name().to_string(),
            _ => mode.name().to_string(),
        },
        tokens_before: count(src),
        tokens_after: count(&output),
        bytes_before: src.len(),
        bytes_after: output.len(),
        runner: ctx.runner.stats(),
        rounds: ctx.rounds,
        improvements: ctx.improvements.clone(),
        reparse_rejects: rejects,
        candidates_printed: ctx.renders,
        print_time: ctx.render_time,
        final_check: final_ok,
        stopped: stopped.map(|s| s.to_string()),
        total_time: start.elapsed(),
        trec: ctx.trec.clone(),
        passes: ctx.passes.clone(),
    };
    Ok(Reduced { output, stats, stopped, warnings })
}

/// One test outside the runner (no cache), stopped at the deadline or a signal.
fn retest<P: Property>(property: &P, bytes: &[u8], deadline: Option<Instant>) -> TestResult {
    let start = Instant::now();
    let run = std::panic::AssertUnwindSafe(|| property.test(bytes, &Cancel::with_deadline(deadline)));
    std::panic::catch_unwind(run).unwrap_or_else(|_| TestResult {
        error: Some("internal error: the test panicked".to_string()),
        ..TestResult::plain(Outcome::Error, start.elapsed())
    })
}

/// How many earlier best programs the final re-test can fall back to.
const HISTORY: usize = 16;

/// The reduction of a program that does not parse: ddmin over lines, then (`tokens`) over
/// lexer tokens and the token-level passes of the last phase (bracket pairs with what
/// they enclose, one or two tokens, lines; unless `--strict-syntax`); when what is left
/// parses (the text the grammar could not read is gone), the grammar's reduction goes
/// on from there.
fn fall_back<P: Property>(ctx: &mut Ctx<'_, P>, tables: &GrammarTables<'_>, tokens: bool) -> Result<(), Stop> {
    // The property accepted the input, which is outside the grammar.
    ctx.outside.successes = ctx.outside.successes.max(1);
    algorithms::ddmin_text::ddmin_lines(ctx, "ddmin")?;
    if tokens && tables.lex(&ctx.best).is_ok() {
        algorithms::ddmin_text::ddmin_tokens(ctx, tables, "ddmin")?;
        if ctx.options.beyond_perses && !ctx.options.strict_syntax {
            generic_phase(ctx, tables)?;
        }
    }
    match tables.parse(&ctx.best) {
        Ok(doc) => {
            ctx.observer.warning("the reduced input parses: the grammar's reduction goes on from here");
            ctx.runner.property().set_verify(true);
            algorithms::run_tree(ctx, tables, Some((doc.tokens, doc.tree)))
        }
        Err(_) => Ok(()),
    }
}

enum Mode {
    Perses,
    /// `--algorithm ddmin-*`: the text, parsed or not.
    Text,
    Lines(SyntaxError),
    Tokens(SyntaxError),
}

impl Mode {
    fn name(&self) -> &'static str {
        match self {
            Mode::Perses | Mode::Text => "perses",
            Mode::Lines(_) => "lines",
            Mode::Tokens(_) => "tokens",
        }
    }
}

/// The schedule. Cheap passes first: Perses rounds (with the hidden-token pass) to a
/// fixpoint; then the costlier passes, cheapest first, each once: bracket pairs
/// unwrapped, argument deletion, substitution (minimal sentences first), reshaping,
/// instantiation, identifier replacement, local exhaustive search over sibling windows; when any of them changed
/// the program the schedule starts over. Once nothing shrinks, T-Rec canonicalizes the
/// tokens (its Algorithm 1 alternates it with Perses: a change starts the schedule over;
/// it runs last so that it has the fewest tokens to try). Last, unless `strict_syntax`, the token-level
/// phase, which may leave the grammar: if its result still parses, the grammar-aware
/// passes run again; otherwise it repeats alone until it changes nothing.
///
/// Every pass accepts only candidates smaller in shortlex order (shorter, or as long and
/// earlier in T-Rec's character order), so the schedule ends.
fn run_reduction<P: Property>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    first: Option<(TokenStream, Tree)>,
) -> Result<(), Stop> {
    let r = schedule(ctx, tables, first);
    ctx.mark = None;
    r
}

/// [`run_reduction`]'s loop; each round compares the best program with the one it
/// started from through [`Ctx::mark`], which copies nothing until the program changes.
fn schedule<P: Property>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    first: Option<(TokenStream, Tree)>,
) -> Result<(), Stop> {
    let minimal = minimal::MinimalSentences::new(tables);
    let mut first = first;
    loop {
        ctx.mark();
        run_perses(ctx, tables, first.take())?;
        if !ctx.options.fixpoint {
            if ctx.options.canonicalize {
                ctx.observer.pass("trec", ctx.rounds);
                trec::trec_pass(ctx, tables)?;
            }
            return Ok(());
        }
        if ctx.options.beyond_perses {
            beyond_perses(ctx, tables, &minimal)?;
        }
        if ctx.smaller_than_mark() {
            continue;
        }
        // Canonicalize once nothing else shrinks the program: T-Rec then has the fewest
        // tokens to try.
        if ctx.options.canonicalize {
            ctx.observer.pass("trec", ctx.rounds);
            trec::trec_pass(ctx, tables)?;
            if ctx.smaller_than_mark() {
                continue;
            }
        }
        if !ctx.options.beyond_perses {
            return Ok(());
        }
        if ctx.options.strict_syntax {
            return Ok(());
        }
        ctx.mark();
        generic_phase(ctx, tables)?;
        let parses = tables.accepts(&ctx.best);
        if !parses || !ctx.smaller_than_mark() {
            return Ok(());
        }
    }
}

/// The last phase: the token-level passes, which need no parse, until they change
/// nothing.
fn generic_phase<P: Property>(ctx: &mut Ctx<'_, P>, tables: &GrammarTables<'_>) -> Result<(), Stop> {
    loop {
        let round = ctx.best.clone();
        for kind in [generic::Generic::Brackets, generic::Generic::Tokens, generic::Generic::Lines] {
            run_sweep(ctx, tables, &mut generic::GenericPass::new(kind))?;
        }
        if !sweep::shortlex_smaller(&ctx.best, &round) {
            return Ok(());
        }
    }
}

/// Runs one sweep pass unless the options skip it.
fn run_sweep<P: Property, S: sweep::Sweep>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    pass: &mut S,
) -> Result<(), Stop> {
    let name = pass.name();
    if ctx.options.skip_passes.iter().any(|s| s == name) {
        return Ok(());
    }
    ctx.observer.pass(name, ctx.rounds);
    sweep::sweep(ctx, tables, pass)
}

/// The grammar-aware passes beyond Perses, cheapest first, each once (the caller sees
/// whether they changed the program by comparing it with the round's start).
fn beyond_perses<P: Property>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    minimal: &minimal::MinimalSentences,
) -> Result<(), Stop> {
    // Each pass runs once, whatever the others did: going back to Perses after every
    // small change would re-run its whole search for a few bytes.
    run_sweep(ctx, tables, &mut generic::GenericPass::unwrap())?;
    run_sweep(ctx, tables, &mut arguments::Arguments::default())?;
    run_sweep(ctx, tables, &mut substitute::Substitute::new(minimal))?;
    run_sweep(ctx, tables, &mut reshape::Reshape::new(minimal))?;
    run_sweep(ctx, tables, &mut instantiate::Instantiate::new(minimal))?;
    run_sweep(ctx, tables, &mut identifiers::Identifiers::new(minimal))?;
    run_sweep(ctx, tables, &mut window::Window::default())?;
    run_sweep(ctx, tables, &mut hoist::Hoist::default())?;
    run_sweep(ctx, tables, &mut lift::Lift::default())?;
    run_sweep(ctx, tables, &mut line_breaks::LineBreaks)?;
    Ok(())
}

/// The fixpoint loop: re-parse the best program, Perses pass, re-parse, hidden pass.
fn run_perses<P: Property>(
    ctx: &mut Ctx<'_, P>,
    tables: &GrammarTables<'_>,
    first: Option<(TokenStream, Tree)>,
) -> Result<(), Stop> {
    let mut first = first;
    loop {
        ctx.rounds += 1;
        let round = ctx.rounds;
        let before = ctx.best.len();
        ctx.observer.pass("perses", round);
        let mut state = match first.take() {
            Some((tokens, tree)) => State::new(tables, ctx.best.clone(), tokens, tree),
            None => match State::parse(tables, &ctx.best).filter(|_| !fault("unparsable-best")) {
                Some(s) => s,
                None => {
                    let w = format!("internal error: the best program no longer parses; Perses round {round} skipped");
                    ctx.observer.warning(&w);
                    return Ok(());
                }
            },
        };
        let newline = ctx.newline;
        if let Some(memo) = &mut ctx.revisit {
            memo.start_round(tables, &state.src, &state.tokens, round);
        }
        let mut printer = Printer::new(tables).with_newline(newline);
        if ctx.options.beyond_perses && !ctx.options.skip_passes.iter().any(|s| s == lists::NAME) {
            ctx.observer.pass(lists::NAME, round);
            lists::lists_pass(ctx, &mut printer, &mut state)?;
            // Perses' own searches are reported as its own again.
            ctx.observer.pass("perses", round);
        }
        perses::perses_pass(ctx, &mut printer, &mut state)?;
        if ctx.options.hidden_pass {
            ctx.observer.pass("hidden", round);
            let Some(mut state) = State::parse(tables, &ctx.best) else { return Ok(()) };
            hidden::hidden_pass(ctx, &mut Printer::new(tables).with_newline(newline), &mut state)?;
        }
        // Progress is measured in bytes: edits that remove only empty nodes do not count.
        if ctx.best.len() >= before || !ctx.options.fixpoint {
            return Ok(());
        }
    }
}

/// The program being reduced: its text, records, tree and removed records.
pub(crate) struct State<'t> {
    pub(crate) tables: &'t GrammarTables<'t>,
    /// The text the tree was parsed from (shared with the best program it was then).
    pub(crate) src: Rc<Vec<u8>>,
    pub(crate) tokens: TokenStream,
    pub(crate) tree: Tree,
    /// Records the hidden-token pass removed, by index (empty until it runs: none).
    pub(crate) removed: Vec<bool>,
}

impl<'t> State<'t> {
    fn new(tables: &'t GrammarTables<'t>, src: Rc<Vec<u8>>, tokens: TokenStream, tree: Tree) -> State<'t> {
        State { tables, src, tokens, tree, removed: Vec::new() }
    }

    /// Parses `src`; `None` only if the best program stopped parsing (a reducer bug the
    /// re-parse filter prevents).
    fn parse(tables: &'t GrammarTables<'t>, src: &[u8]) -> Option<State<'t>> {
        let d = tables.parse(src).ok()?;
        Some(State::new(tables, Rc::new(src.to_vec()), d.tokens, d.tree))
    }

    /// The state as the base of an edit.
    pub(crate) fn base(&self) -> edit::Base<'_> {
        edit::Base::tree(&self.src, &self.tokens, &self.tree, &self.removed)
    }

    /// The candidate `edit` of this state ([`edit::render`]).
    pub(crate) fn print(&self, printer: &mut Printer<'_>, edit: Edit<'_>) -> Vec<u8> {
        let mut out = edit::render(Some(printer), self.base(), edit);
        // A printer bug, injected: every tree edit leaves the grammar.
        if fault("unparsable-candidate") {
            out.extend_from_slice(b" )");
        }
        out
    }
}

/// The property behind the re-parse filter.
pub(crate) struct Checked<'p, P: Property> {
    tables: Option<&'p GrammarTables<'p>>,
    /// Off while a sweep runs: it parses its candidates itself, or leaves the grammar.
    verify: AtomicBool,
    /// Parse a candidate after its test, and only if the property accepted it (else
    /// before the test).
    after: bool,
    inner: &'p P,
    rejects: AtomicU64,
    first_reject: Mutex<Option<SyntaxError>>,
}

impl<P: Property> Checked<'_, P> {
    /// Turns the filter on or off; returns the previous setting.
    pub(crate) fn set_verify(&self, on: bool) -> bool {
        self.verify.swap(on, Ordering::Relaxed)
    }
}

impl<P: Property> Checked<'_, P> {
    /// True (and counted) when the grammar rejects `candidate`.
    fn rejected(&self, tables: &GrammarTables<'_>, candidate: &[u8]) -> bool {
        let Err(e) = tables.check(candidate) else { return false };
        self.rejects.fetch_add(1, Ordering::Relaxed);
        if let Ok(mut g) = self.first_reject.lock() {
            g.get_or_insert(e);
        }
        true
    }
}

impl<P: Property> Property for Checked<'_, P> {
    fn test(&self, candidate: &[u8], cancel: &Cancel) -> TestResult {
        let Some(t) = self.tables.filter(|_| self.verify.load(Ordering::Relaxed)) else {
            return self.inner.test(candidate, cancel);
        };
        if !self.after {
            if self.rejected(t, candidate) {
                return TestResult::plain(Outcome::NotInteresting, Duration::ZERO);
            }
            return self.inner.test(candidate, cancel);
        }
        // Tree edits almost never leave the grammar and most candidates fail their test:
        // parsing only the interesting ones saves a parse per test.
        let mut r = self.inner.test(candidate, cancel);
        if r.outcome == Outcome::Interesting && self.rejected(t, candidate) {
            r.outcome = Outcome::NotInteresting;
        }
        r
    }
}

/// What the passes share: the runner, the best program, the printer.
pub(crate) struct Ctx<'a, P: Property> {
    pub(crate) runner: Runner<Checked<'a, P>>,
    /// The best program so far, shared (not copied) with the states and snapshots made
    /// from it.
    pub(crate) best: Rc<Vec<u8>>,
    pub(crate) options: &'a ReduceOptions,
    pub(crate) observer: &'a mut dyn Observer,
    /// Accepted candidates per pass name.
    pub(crate) improvements: std::collections::BTreeMap<String, u64>,
    /// What each pass cost and earned.
    pub(crate) passes: std::collections::BTreeMap<String, PassStats>,
    /// The grammar (token counts of accepted candidates).
    pub(crate) tables: &'a GrammarTables<'a>,
    /// Parser tokens of `best`.
    pub(crate) best_tokens: usize,
    /// What the property said of programs outside the grammar.
    pub(crate) outside: sweep::Outside,
    /// Keys of sweep edits that failed (see `sweep::memo_key`).
    pub(crate) failed_edits: std::collections::HashSet<u128>,
    /// Perses nodes that failed and what changed since (`None` with `--revisit-all`).
    pub(crate) revisit: Option<revisit::Revisit>,
    pub(crate) rounds: usize,
    /// Counters of the T-Rec passes.
    pub(crate) trec: trec::TrecStats,
    pub(crate) renders: u64,
    pub(crate) render_time: Duration,
    /// The line end of the input most of its lines have (LF when it has none): what a
    /// pass writes into a program that has lost all its line breaks
    /// ([`line_ending::LineEnding::at`]).
    pub(crate) newline: line_ending::LineEnding,
    /// The best program at [`Ctx::mark`], once it has changed (`Some(None)`: not yet):
    /// [`Ctx::search`] moves the replaced program here instead of the caller copying a
    /// large input up front. Only `search` may replace `best` while a mark is set.
    pub(crate) mark: Option<Option<Rc<Vec<u8>>>>,
    /// The last [`HISTORY`] best programs, newest last, shared with `best` (`None`: not
    /// kept; `reduce_with` keeps them for the fall-back when the final re-test fails).
    pub(crate) history: Option<std::collections::VecDeque<Rc<Vec<u8>>>>,
}

impl<'a, P: Property> Ctx<'a, P> {
    /// A context at the start of a reduction of `best` (of `best_tokens` parser tokens;
    /// `None`: lexed here to count them): nothing tested, nothing learnt.
    pub(crate) fn new(
        runner: Runner<Checked<'a, P>>,
        best: Vec<u8>,
        best_tokens: Option<usize>,
        options: &'a ReduceOptions,
        observer: &'a mut dyn Observer,
        tables: &'a GrammarTables<'a>,
    ) -> Ctx<'a, P> {
        Ctx {
            runner,
            best_tokens: best_tokens.unwrap_or_else(|| tables.count_tokens(&best).unwrap_or(0)),
            newline: line_ending::LineEnding::majority(&best).unwrap_or_default(),
            best: Rc::new(best),
            options,
            observer,
            improvements: Default::default(),
            passes: Default::default(),
            tables,
            outside: Default::default(),
            failed_edits: Default::default(),
            revisit: (!options.revisit_all).then(Default::default),
            rounds: 0,
            trec: Default::default(),
            renders: 0,
            render_time: Duration::ZERO,
            mark: None,
            history: None,
        }
    }

    /// Remembers the best program as it is now (see [`Ctx::mark`]'s field).
    pub(crate) fn mark(&mut self) {
        self.mark = Some(None);
    }

    /// Whether the best program is smaller in shortlex order than at the last
    /// [`Ctx::mark`] (false when it has not changed).
    pub(crate) fn smaller_than_mark(&self) -> bool {
        matches!(&self.mark, Some(Some(before)) if sweep::shortlex_smaller(&self.best, before))
    }

    /// Makes `bytes` the best program, keeping the one it replaces for a pending mark,
    /// and the new one in the history.
    fn replace_best(&mut self, bytes: Vec<u8>) {
        let old = std::mem::replace(&mut self.best, Rc::new(bytes));
        if let Some(slot @ None) = &mut self.mark {
            *slot = Some(old);
        }
        if let Some(history) = &mut self.history {
            if history.len() == HISTORY {
                history.pop_front();
            }
            history.push_back(Rc::clone(&self.best));
        }
    }
}

impl<P: Property> Ctx<'_, P> {
    /// Tests candidates in order; on the first interesting one (its index is returned)
    /// the best program becomes it. Printing time is measured apart from testing.
    pub(crate) fn search(
        &mut self,
        candidates: impl Iterator<Item = Vec<u8>>,
        pass: &str,
    ) -> Result<Option<usize>, Stop> {
        let t0 = Instant::now();
        let tests_before = self.runner.stats().tests_run;
        let mut timed = Timed { inner: candidates, count: 0, time: Duration::ZERO };
        let found = self.runner.first_interesting(&mut timed);
        self.renders += timed.count;
        self.render_time += timed.time;
        let stats = self.runner.stats();
        let entry = self.passes.entry(pass.to_string()).or_default();
        entry.tests += stats.tests_run - tests_before;
        entry.time += t0.elapsed();
        let found = found?;
        if let Some((k, bytes)) = found {
            // Every pass only offers programs no longer than the best; a longer one is a
            // reducer bug and is not accepted.
            if bytes.len() > self.best.len() {
                let w = format!(
                    "internal error: pass `{pass}` offered a program larger than the best ({} > {} bytes); not accepted",
                    bytes.len(),
                    self.best.len()
                );
                self.observer.warning(&w);
                self.observer.progress(&stats);
                return Ok(None);
            }
            entry.accepted += 1;
            entry.bytes_removed += self.best.len().saturating_sub(bytes.len()) as u64;
            let tokens = self.tables.count_tokens(&bytes).unwrap_or(self.best_tokens);
            entry.tokens_removed += self.best_tokens.saturating_sub(tokens) as u64;
            self.best_tokens = tokens;
            if bytes.len() < self.best.len() {
                *self.improvements.entry(pass.to_string()).or_default() += 1;
                self.runner.refresh_cache(bytes.len());
                self.replace_best(bytes);
                self.observer.improved(&self.best, &stats);
            } else {
                // Same size, different text (a canonicalized token): still the best so far.
                self.replace_best(bytes);
                self.observer.improved(&self.best, &stats);
            }
            return Ok(Some(k));
        }
        self.observer.progress(&stats);
        Ok(None)
    }
}

/// True when the environment asks for fault `name` (`REDUCER_FAULT=name`), read once:
/// faults that no input can provoke (a pass offering a larger program, a best program
/// that no longer parses) are injected this way so that the tests can show how the
/// driver handles them.
pub(crate) fn fault(name: &str) -> bool {
    static FAULT: std::sync::OnceLock<Option<std::ffi::OsString>> = std::sync::OnceLock::new();
    FAULT.get_or_init(|| std::env::var_os("REDUCER_FAULT")).as_deref().is_some_and(|v| v == name)
}

/// Counts and times the printing of candidates.
struct Timed<I> {
    inner: I,
    count: u64,
    time: Duration,
}

impl<I: Iterator<Item = Vec<u8>>> Iterator for Timed<I> {
    type Item = Vec<u8>;
    fn next(&mut self) -> Option<Vec<u8>> {
        let t0 = Instant::now();
        let c = self.inner.next();
        self.time += t0.elapsed();
        self.count += u64::from(c.is_some());
        c
    }
}
