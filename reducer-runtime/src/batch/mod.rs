//! Batch mode: many failing inputs reduced by one job pool, the results grouped by
//! their reduced programs ([`reduce_batch`], `reduce-<lang> batch`).
//!
//! **The pool.** `jobs` is a budget of test slots shared by all inputs:
//! `min(jobs, inputs)` workers take the inputs in index order, each reduction has one
//! test slot of its own, and the slots no worker holds are in a [`JobBudget`] every
//! running reduction draws extra parallel tests from (up to `jobs` in flight). A worker
//! that finds no input left gives its slot to the budget, so when only a slow input is
//! still running its tests use every slot. Every reduction is deterministic for any
//! number of tests in flight (the runner's first-success-in-order rule), so the reduced
//! programs, the groups and the report's programs are identical for any `jobs` and any
//! timing.
//!
//! **Groups.** Inputs whose reduced programs have the same parser tokens (layout,
//! comments and preprocessor lines aside: [`group_key`]) form one group, numbered by
//! their first member. Inputs that could not be reduced are in no group.
//!
//! **Joining (beyond T-Rec, opt-in).** With `join`, inputs run in waves of
//! [`JOIN_WAVE`] in index order. Before reducing an input of wave *k*, its property is
//! asked about each distinct program an input of an earlier wave ended with (shorter
//! than the input, in group order); the first one that passes twice becomes its result,
//! and the input joins that group without a reduction. The wave size does not depend on
//! `jobs`, so the result does not either; the cost is that workers idle at the end of a
//! wave.

mod report;

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::Instant;

use crate::jobs::JobBudget;
use crate::language::GrammarTables;
use crate::property::{check_original_until, interrupted, Cancel, Property};
use crate::reduce::{reduce_with, Observer, ReduceError, ReduceOptions};
use crate::runner::{Stats, Stop};

pub use report::{group_file_name, html_report, json_report, reduced_file_name, terminal_table};

/// How many inputs one wave of [`BatchOptions::join`] holds.
pub const JOIN_WAVE: usize = 8;

/// One input of a batch: a display name (a path, a fuzzer's crash id) and its bytes.
#[derive(Clone, Debug)]
pub struct BatchInput {
    /// How reports name the input.
    pub name: String,
    /// The failing program.
    pub bytes: Vec<u8>,
}

/// Settings of a batch.
#[derive(Clone, Debug)]
pub struct BatchOptions {
    /// The thread budget shared by all inputs (see the module docs).
    pub jobs: usize,
    /// Settings of each reduction (`jobs` in it is ignored; `max_time` and
    /// `max_tests` are per input).
    pub reduce: ReduceOptions,
    /// Let an input join an earlier wave's group when that group's program passes its
    /// property (see the module docs).
    pub join: bool,
}

impl Default for BatchOptions {
    fn default() -> Self {
        BatchOptions { jobs: 1, reduce: ReduceOptions::default(), join: false }
    }
}

/// How one input ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InputStatus {
    /// Reduced (possibly stopped early by a budget; see [`InputResult::stopped`]).
    Reduced,
    /// Took the program of an earlier wave's input (its index) without a reduction.
    Joined(usize),
    /// Could not be reduced (the message says why); its output is the original.
    Failed(String),
    /// Not started, or stopped, because of Ctrl-C.
    Interrupted,
}

/// The result of one input.
#[derive(Clone, Debug)]
pub struct InputResult {
    /// The input's name.
    pub name: String,
    /// How it ended.
    pub status: InputStatus,
    /// The reduced program (the original when it failed).
    pub output: Vec<u8>,
    /// Parser tokens before and after (`None` when the text does not lex).
    pub tokens_before: Option<usize>,
    pub tokens_after: Option<usize>,
    pub bytes_before: usize,
    pub bytes_after: usize,
    /// Property tests run for this input (including the checks of the original and
    /// the join tests).
    pub tests: u64,
    /// Tests spent asking whether an earlier group's program passes.
    pub join_tests: u64,
    /// For a joined input: the tests its group's first member needed minus the tests
    /// this input needed (an estimate of what joining saved).
    pub tests_saved: Option<u64>,
    /// Wall time of this input.
    pub seconds: f64,
    /// Most tests of this input in flight at once (timing-dependent: it shows the
    /// input drew on slots other inputs left free).
    pub max_parallel_tests: usize,
    /// Sizes over time: (seconds since this input started, bytes of the best program).
    pub history: Vec<(f64, usize)>,
    /// Why the reduction stopped early, if it did (a budget, Ctrl-C).
    pub stopped: Option<String>,
    /// Whether the final re-test passed (`None`: not re-tested).
    pub final_check: Option<bool>,
    /// Index into [`BatchResult::groups`].
    pub group: Option<usize>,
}

/// Inputs that ended with the same program.
#[derive(Clone, Debug)]
pub struct Group {
    /// Indices of the members, ascending.
    pub members: Vec<usize>,
    /// The program (the first member's output).
    pub program: Vec<u8>,
    /// Its parser tokens.
    pub tokens: Option<usize>,
}

/// The outcome of [`reduce_batch`].
#[derive(Clone, Debug)]
pub struct BatchResult {
    /// One per input, in input order.
    pub inputs: Vec<InputResult>,
    /// Groups numbered by their first member.
    pub groups: Vec<Group>,
    /// Wall time of the batch.
    pub seconds: f64,
    /// The thread budget used.
    pub jobs: usize,
    /// Whether the inputs could join earlier groups.
    pub join: bool,
}

impl BatchResult {
    /// True when Ctrl-C stopped the batch.
    pub fn interrupted(&self) -> bool {
        self.inputs.iter().any(|r| r.status == InputStatus::Interrupted)
    }

    /// Inputs that could not be reduced.
    pub fn failed(&self) -> usize {
        self.inputs.iter().filter(|r| matches!(r.status, InputStatus::Failed(_))).count()
    }

    /// Sum of [`InputResult::tests_saved`].
    pub fn tests_saved(&self) -> u64 {
        self.inputs.iter().filter_map(|r| r.tests_saved).sum()
    }
}

/// Receives progress from the workers (called from several threads).
pub trait BatchObserver: Sync {
    /// Input `index` starts.
    fn started(&self, _index: usize, _name: &str) {}
    /// Input `index` has a smaller interesting program (write it to disk here).
    fn improved(&self, _index: usize, _best: &[u8]) {}
    /// Input `index` is done.
    fn finished(&self, _index: usize, _result: &InputResult) {}
}

/// A batch observer that ignores everything.
pub struct SilentBatch;

impl BatchObserver for SilentBatch {}

/// Why the property of one input could not be made (the script is missing, say); that
/// input is reported as failed and the others go on.
pub type PropertyError = Box<dyn std::error::Error + Send + Sync>;

/// Reduces every input with its own property (`property(index)`; an `Err` marks the
/// input failed with that message) and groups the results. Never modifies the inputs;
/// deterministic for any `options.jobs`.
///
/// A fuzzer handing over its crashers, with a generated language `C`:
///
/// ```text
/// let inputs: Vec<BatchInput> = crashes.iter().map(|c| BatchInput { name: c.id.clone(), bytes: c.data.clone() }).collect();
/// let r = reduce_batch(C::tables(), &inputs, |i| Ok(FnProperty(move |p: &[u8]| same_crash(&crashes[i], p))), &BatchOptions::default(), &SilentBatch);
/// for g in &r.groups { /* one bug: g.program, g.members */ }
/// ```
pub fn reduce_batch<P, F>(
    tables: &GrammarTables<'_>,
    inputs: &[BatchInput],
    property: F,
    options: &BatchOptions,
    observer: &dyn BatchObserver,
) -> BatchResult
where
    P: Property,
    F: Fn(usize) -> Result<P, PropertyError> + Sync,
{
    let start = Instant::now();
    let jobs = options.jobs.max(1);
    let n = inputs.len();
    let slots: Mutex<Vec<Option<InputResult>>> = Mutex::new(vec![None; n]);
    let wave = if options.join { JOIN_WAVE } else { n.max(1) };
    let mut from = 0;
    while from < n {
        let to = (from + wave).min(n);
        // Programs earlier waves ended with, in input order, first occurrence only.
        let earlier: Vec<(usize, Vec<u8>, u64)> = if options.join {
            let done = slots.lock().unwrap_or_else(|e| e.into_inner());
            let mut seen = std::collections::BTreeSet::new();
            done[..from]
                .iter()
                .enumerate()
                .filter_map(|(i, r)| r.as_ref().map(|r| (i, r)))
                .filter(|(_, r)| r.status == InputStatus::Reduced)
                .filter(|(_, r)| seen.insert(r.output.clone()))
                .map(|(i, r)| (i, r.output.clone(), r.tests))
                .collect()
        } else {
            Vec::new()
        };
        let workers = jobs.min(to - from);
        // Each worker holds one slot; the rest are free for any running reduction.
        let budget = Arc::new(JobBudget::new(jobs - workers));
        let next = AtomicUsize::new(from);
        std::thread::scope(|s| {
            for _ in 0..workers {
                s.spawn(|| {
                    loop {
                        let i = next.fetch_add(1, Ordering::SeqCst);
                        if i >= to {
                            break;
                        }
                        let r = run_one(tables, i, &inputs[i], &property, options, jobs, &budget, &earlier, observer);
                        observer.finished(i, &r);
                        slots.lock().unwrap_or_else(|e| e.into_inner())[i] = Some(r);
                    }
                    // No input left: this worker's slot serves the inputs still running.
                    budget.give(1);
                });
            }
        });
        from = to;
    }
    let mut results: Vec<InputResult> = slots
        .into_inner()
        .unwrap_or_else(|e| e.into_inner())
        .into_iter()
        .map(|r| r.expect("every input has a result after the scope"))
        .collect();
    let groups = group(tables, &mut results);
    BatchResult { inputs: results, groups, seconds: start.elapsed().as_secs_f64(), jobs, join: options.join }
}

/// Forwards improvements to the batch observer and records sizes over time.
struct InputObserver<'a> {
    index: usize,
    start: Instant,
    history: Vec<(f64, usize)>,
    outer: &'a dyn BatchObserver,
}

impl Observer for InputObserver<'_> {
    fn improved(&mut self, best: &[u8], _stats: &Stats) {
        self.history.push((self.start.elapsed().as_secs_f64(), best.len()));
        self.outer.improved(self.index, best);
    }
}

fn run_one<P: Property>(
    tables: &GrammarTables<'_>,
    index: usize,
    input: &BatchInput,
    property: &(dyn Fn(usize) -> Result<P, PropertyError> + Sync),
    options: &BatchOptions,
    jobs: usize,
    budget: &Arc<JobBudget>,
    earlier: &[(usize, Vec<u8>, u64)],
    observer: &dyn BatchObserver,
) -> InputResult {
    let start = Instant::now();
    let count = |b: &[u8]| tables.count_tokens(b);
    let src = &input.bytes;
    let mut result = InputResult {
        name: input.name.clone(),
        status: InputStatus::Interrupted,
        output: src.clone(),
        tokens_before: count(src),
        tokens_after: count(src),
        bytes_before: src.len(),
        bytes_after: src.len(),
        tests: 0,
        join_tests: 0,
        tests_saved: None,
        seconds: 0.0,
        max_parallel_tests: 0,
        history: vec![(0.0, src.len())],
        stopped: None,
        final_check: None,
        group: None,
    };
    if interrupted() {
        return result;
    }
    observer.started(index, &input.name);
    let prop = match property(index) {
        Ok(p) => p,
        Err(e) => {
            result.status = InputStatus::Failed(e.to_string());
            return result;
        }
    };
    let mut reduce_options = options.reduce.clone();
    reduce_options.jobs = jobs;
    reduce_options.job_budget = Some(Arc::clone(budget));
    if options.join && !earlier.is_empty() {
        // The original is checked here (twice, as the reduction would), so the
        // reduction below does not repeat it.
        let deadline = options.reduce.max_time.map(|d| start + d);
        let preprocessed = tables.preprocess(src);
        if let Err(e) = check_original_until(&prop, &preprocessed, deadline) {
            result.tests = 2;
            result.status = failure(ReduceError::Original(e));
            result.seconds = start.elapsed().as_secs_f64();
            return result;
        }
        result.tests = 2;
        reduce_options.check_original = false;
        let cancel = Cancel::with_deadline(deadline);
        for (leader, program, leader_tests) in earlier {
            if !shortlex_less(program, src) {
                continue;
            }
            // Passing twice, like every result of a reduction.
            let mut passes = true;
            for _ in 0..2 {
                result.join_tests += 1;
                if !prop.test(program, &cancel).outcome.is_interesting() {
                    passes = false;
                    break;
                }
            }
            if passes {
                result.tests += result.join_tests;
                result.status = InputStatus::Joined(*leader);
                result.output = program.clone();
                result.tokens_after = count(program);
                result.bytes_after = program.len();
                result.tests_saved = Some(leader_tests.saturating_sub(result.tests));
                result.final_check = Some(true);
                result.history.push((start.elapsed().as_secs_f64(), program.len()));
                result.seconds = start.elapsed().as_secs_f64();
                observer.improved(index, program);
                return result;
            }
        }
        result.tests += result.join_tests;
    }
    let mut obs = InputObserver { index, start, history: std::mem::take(&mut result.history), outer: observer };
    let reduced = reduce_with(tables, src, &prop, &reduce_options, &mut obs);
    result.history = obs.history;
    result.seconds = start.elapsed().as_secs_f64();
    // The two checks of the original run outside the runner's count.
    let checks = if reduce_options.check_original { 2 } else { 0 };
    match reduced {
        Ok(r) => {
            result.tests += checks + r.stats.runner.tests_run;
            result.max_parallel_tests = r.stats.runner.max_in_flight;
            result.status =
                if r.stopped == Some(Stop::Interrupted) { InputStatus::Interrupted } else { InputStatus::Reduced };
            result.stopped = r.stopped.map(|s| s.to_string());
            result.final_check = r.stats.final_check;
            result.tokens_after = count(&r.output);
            result.bytes_after = r.output.len();
            result.history.push((result.seconds, r.output.len()));
            result.output = r.output;
        }
        Err(e) => {
            if matches!(e, ReduceError::Original(_)) {
                result.tests += checks;
            }
            result.status = failure(e);
        }
    }
    result
}

fn failure(e: ReduceError) -> InputStatus {
    match e {
        ReduceError::Original(crate::property::OriginalError::Interrupted) => InputStatus::Interrupted,
        e => InputStatus::Failed(e.to_string()),
    }
}

/// Shorter, or as long and bytewise smaller.
fn shortlex_less(a: &[u8], b: &[u8]) -> bool {
    (a.len(), a) < (b.len(), b)
}

/// The text two programs must share to be in one group: their parser tokens separated
/// by single spaces (layout, comments and preprocessor lines do not count), or, when
/// the program does not lex, its whitespace-separated words. Reduced programs can be
/// outside the grammar (the token-level last phase), so this does not parse.
pub fn group_key(tables: &GrammarTables<'_>, program: &[u8]) -> Vec<u8> {
    match tables.lex(program) {
        Ok(stream) => stream.parser_iter().map(|t| t.text(program)).collect::<Vec<_>>().join(&b' '),
        Err(_) => program.split(|b| b.is_ascii_whitespace()).filter(|w| !w.is_empty()).collect::<Vec<_>>().join(&b' '),
    }
}

/// Groups the reduced and joined inputs by [`group_key`]; sets each input's group.
fn group(tables: &GrammarTables<'_>, results: &mut [InputResult]) -> Vec<Group> {
    let mut by_key: std::collections::BTreeMap<Vec<u8>, usize> = Default::default();
    let mut groups: Vec<Group> = Vec::new();
    for (i, r) in results.iter_mut().enumerate() {
        if !matches!(r.status, InputStatus::Reduced | InputStatus::Joined(_)) {
            continue;
        }
        let key = group_key(tables, &r.output);
        let g = *by_key.entry(key).or_insert_with(|| {
            groups.push(Group { members: Vec::new(), program: r.output.clone(), tokens: r.tokens_after });
            groups.len() - 1
        });
        groups[g].members.push(i);
        r.group = Some(g);
    }
    groups
}
