//! The command-line driver shared by every generated reducer binary:
//! `fn main() -> ExitCode { reducer_cli::main::<MyLang>() }`.
//!
//! `reduce-<lang> --test SCRIPT FILE` reduces FILE and writes `<stem>.reduced.<ext>`
//! beside it (or `-o PATH`); the input is only modified with `--in-place`, which saves
//! `FILE.orig` first. The best result so far is written atomically (temporary file plus
//! rename) after every improvement, so Ctrl-C (exit status 130) or a budget keeps it.
//!
//! Exit status: 0 done, 1 the reduction could not run (the original is not interesting,
//! the input does not parse, the script is unusable, the output cannot be written), 2
//! usage error, 3 the property is flaky (the final re-test failed; the output is an
//! earlier result that passed twice), 4 internal error (a test panicked; the best result
//! so far is written), 130 interrupted.

use std::io::{IsTerminal, Write};

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use clap::Parser;

use reducer_runtime::language::{GrammarTables, Language};
use reducer_runtime::property::{install_signal_handlers, interrupted, OriginalError, ScriptProperty};
use reducer_runtime::reduce::{
    reduce_with, Algorithm, Format, Observer, OnParseError, ReduceError, ReduceOptions, Reduced,
};
use reducer_runtime::report::{html_run_report, RunReport, Series};
use reducer_runtime::runner::{Stats, Stop};

pub use crate::args::TestOptions;
use crate::exit::Exit;
use crate::files_cmd::ChooseLanguage;
use crate::output::{
    backup_name, default_output, escape_controls, keep_in_temp, new_file_mode, next_backup, save_backup, write_atomic,
};
use crate::paths::{OutputTarget, PathPlan};

/// Command-line options of `reduce-<lang>`.
#[derive(Parser, Debug)]
#[command(version, about = "Grammar-specialized program reducer (Perses)")]
pub struct Args {
    /// Only parse each FILE and report the first syntax error per failing file
    /// (exit status 1 if any failed).
    #[arg(long)]
    pub check: bool,
    /// The property test: an executable script run in a private directory holding the
    /// candidate under FILE's name; exit status 0 means "still interesting".
    #[arg(long, value_name = "SCRIPT", conflicts_with = "check")]
    pub test: Option<PathBuf>,
    /// Where to write the result (default: `<stem>.reduced.<ext>` beside FILE).
    #[arg(short, long, value_name = "PATH", conflicts_with = "in_place")]
    pub output: Option<PathBuf>,
    /// Overwrite FILE with the result, after saving it as `FILE.orig`.
    #[arg(long)]
    pub in_place: bool,
    /// Continue a run that was killed: start from its best result so far (the output
    /// file; with --in-place, FILE itself, `FILE.orig` being the original).
    #[arg(long)]
    pub resume: bool,
    /// One round of passes instead of repeating until nothing changes.
    #[arg(long)]
    pub no_fixpoint: bool,
    /// Layout of the result: original, compact, one-token-per-line.
    #[arg(long, value_name = "FORMAT", default_value = "original")]
    pub format: Format,
    /// Write statistics as JSON to PATH.
    #[arg(long, value_name = "PATH")]
    pub stats_json: Option<PathBuf>,
    /// Write an HTML report to FILE: the summary, the passes, the size of the best
    /// program over time and over tests, every improvement and the result (one file, no
    /// script; written at the end, also when interrupted, and every few seconds meanwhile).
    #[arg(long, value_name = "FILE")]
    pub report: Option<PathBuf>,
    /// Log every improvement.
    #[arg(short, long, conflicts_with = "quiet")]
    pub verbose: bool,
    /// Keep every test directory (for debugging the test script).
    #[arg(long)]
    pub save_temps: bool,
    /// When FILE does not parse: fail (the default for one file), or fall back to ddmin
    /// over lines, or lines then tokens (the default for each file of several); either
    /// goes on with the grammar once what is left parses.
    #[arg(long, value_name = "MODE")]
    pub on_parse_error: Option<OnParseError>,
    /// Depth bound of the compatible-descendant search.
    #[arg(long, value_name = "N", default_value_t = 4)]
    pub bfs_depth: usize,
    /// Do not count steps out of single-child nodes against --bfs-depth (they count by
    /// default, as in the Perses paper; see tests/bench/perses-README.md).
    #[arg(long)]
    pub bfs_free_chains: bool,
    /// Try every node again in every Perses round, as the paper does. By default a node
    /// that failed is skipped in later rounds while its text is the same and none of its
    /// names (identifiers, literals) has lost an occurrence since.
    #[arg(long)]
    pub revisit_all: bool,
    /// Parse every candidate before its test. By default only a candidate the test
    /// accepts is parsed, after its test (a program outside the grammar is never kept
    /// either way): for checking that the reducer's candidates all parse.
    #[arg(long)]
    pub parse_before_test: bool,
    /// Skip the pass that removes comments and preprocessor lines.
    #[arg(long)]
    pub no_hidden_pass: bool,
    /// Skip token canonicalization (T-Rec: shortest numbers, strings and names, tokens
    /// shrunk along their lexer rules), which otherwise runs once the other passes stop
    /// shrinking the program.
    #[arg(long)]
    pub no_canonicalize: bool,
    /// Keep every candidate inside the grammar: skip the last phase, which deletes
    /// tokens, bracket pairs and lines whether or not the result still parses.
    #[arg(long)]
    pub strict_syntax: bool,
    /// Only Perses, the hidden-token pass and T-Rec: no substitution, identifier
    /// replacement or token-level phase (for comparisons).
    #[arg(long)]
    pub perses_only: bool,
    /// Do not run this pass (repeatable): unwrap, arguments, substitute, reshape, instantiate,
    /// identifiers, window, hoist, lift, line-breaks, brackets, tokens, lines. The summary lists
    /// what each pass cost and removed.
    #[arg(long, value_name = "PASS")]
    pub skip_pass: Vec<String>,
    /// The reducer: perses (default; Perses, then the passes beyond it), hdd, hdd-star,
    /// gtr, ddmin-lines, ddmin-tokens, ddmin-bytes, ddmin-text (lines, then words: no
    /// grammar). --no-canonicalize applies to each.
    #[arg(long, value_name = "NAME", default_value = "perses")]
    pub algorithm: Algorithm,
    /// GTR: learn its filter (mandatory edges, parent contexts) from the files in DIR;
    /// with --gtr-filter FILE it is also saved there (without --test, only that).
    #[arg(long, value_name = "DIR")]
    pub learn: Option<PathBuf>,
    /// GTR: filter its candidates with this learned filter instead of the grammar (with
    /// --learn: where to save the learned filter).
    #[arg(long, value_name = "FILE")]
    pub gtr_filter: Option<PathBuf>,
    /// How tests run.
    #[command(flatten)]
    pub tests: TestOptions,
    /// Input files (exactly one with --test).
    #[arg(required_unless_present = "learn")]
    pub files: Vec<PathBuf>,
}

/// The command line of a reducer: a subcommand, or the options of `reduce`.
#[derive(Parser, Debug)]
#[command(
    version,
    about = "Grammar-specialized program reducer (Perses)",
    args_conflicts_with_subcommands = true,
    subcommand_negates_reqs = true
)]
pub struct Cli {
    /// What to do (default: reduce).
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The options of `reduce`, the default command.
    #[command(flatten)]
    pub reduce: Args,
}

/// The subcommands.
#[derive(clap::Subcommand, Debug)]
pub enum Command {
    /// Reduce FILE with a test script (the default command).
    Reduce(Args),
    /// Only parse each FILE and report the first syntax error per failing file (exit
    /// status 1 if any failed).
    Check(CheckArgs),
    /// Pairwise program reduction (PPR): reduce a seed and its variant together,
    /// keeping the difference that matters.
    Pair(crate::pair_cmd::PairArgs),
    /// Reduce many failing inputs with one job pool and group the results.
    Batch(crate::batch_cmd::BatchArgs),
}

/// Options of `check`.
#[derive(clap::Args, Debug)]
pub struct CheckArgs {
    /// The files to parse.
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
}

/// Runs the command line for language `L` and returns the process exit status: the
/// whole `main` of a generated reducer.
pub fn main<L: Language>() -> std::process::ExitCode {
    main_with(L::tables(), std::env::args_os())
}

/// [`main`] over tables given as a value and arguments given as a list (the program
/// name first): what the front door `reduce` runs once it knows the language.
pub fn main_with<I, T>(tables: &GrammarTables<'_>, argv: I) -> std::process::ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    main_with_languages(tables, &|_| Some(tables), argv)
}

/// [`main_with`], where the files of a multi-file reduction may be of other languages:
/// `choose` gives each file's tables (the front door's, by extension).
pub fn main_with_languages<'g, I, T>(
    tables: &'g GrammarTables<'g>,
    choose: &ChooseLanguage<'g>,
    argv: I,
) -> std::process::ExitCode
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let cli = match Cli::try_parse_from(argv) {
        Ok(c) => c,
        Err(e) => {
            // clap prints help, versions and usage errors; never panic on a closed pipe.
            let _ = e.print();
            return Exit::from_clap(&e).into();
        }
    };
    match &cli.command {
        None => run_with(tables, choose, &cli.reduce),
        Some(Command::Reduce(args)) => run_with(tables, choose, args),
        Some(Command::Check(args)) => check(tables, &args.files),
        Some(Command::Pair(args)) => crate::pair_cmd::run(tables, args),
        Some(Command::Batch(args)) => crate::batch_cmd::run(tables, args),
    }
    .into()
}

/// Runs parsed arguments (separate from [`main`] so tests can call it).
pub fn run(tables: &GrammarTables<'_>, args: &Args) -> Exit {
    run_with(tables, &|_| Some(tables), args)
}

/// [`run`], with the language of each file of a multi-file reduction from `choose`.
pub fn run_with<'g>(tables: &'g GrammarTables<'g>, choose: &ChooseLanguage<'g>, args: &Args) -> Exit {
    if let Some(bad) = args.skip_pass.iter().find(|p| !reducer_runtime::reduce::SKIPPABLE_PASSES.contains(&p.as_str()))
    {
        say!(
            "error: --skip-pass: unknown pass `{bad}` (one of: {})",
            reducer_runtime::reduce::SKIPPABLE_PASSES.join(", ")
        );
        return Exit::Usage;
    }
    if args.check {
        return check(tables, &args.files);
    }
    if (args.learn.is_some() || args.gtr_filter.is_some()) && args.algorithm != Algorithm::Gtr && args.test.is_some() {
        say!("error: --learn and --gtr-filter apply to --algorithm gtr only");
        return Exit::Usage;
    }
    if let (Some(dir), None) = (&args.learn, &args.test) {
        let Some(file) = &args.gtr_filter else {
            say!("error: --learn without --test writes the filter to --gtr-filter FILE; give FILE");
            return Exit::Usage;
        };
        return match reducer_runtime::reduce::gtr::filter_from_options(tables, Some(dir), Some(file)) {
            Ok(f) => {
                warn_skipped(f.as_ref(), dir);
                let files = f.map_or(0, |f| f.filter.files);
                say!("learned a GTR filter from {files} file(s) in {}; saved to {}", dir.display(), file.display());
                Exit::Done
            }
            Err(e) => {
                say!("error: {e}");
                Exit::Failed
            }
        };
    }
    match &args.test {
        Some(script) if args.files.len() > 1 || args.files.first().is_some_and(|f| f.is_dir()) => {
            if args.report.is_some() {
                say!("error: --report draws the reduction of one FILE; several files at once have no report yet");
                return Exit::Usage;
            }
            crate::files_cmd::run(tables, choose, args, script)
        }
        Some(script) => reduce_file(tables, args, script),
        None => {
            say!("error: pass --test SCRIPT to reduce, or --check to only parse");
            Exit::Usage
        }
    }
}

/// The warning for `--learn` files that do not parse.
fn warn_skipped(f: Option<&reducer_runtime::reduce::gtr::ChosenFilter>, dir: &Path) {
    if let Some(f) = f.filter(|f| f.skipped > 0) {
        say!("warning: --learn: {} file(s) in `{}` do not parse; skipped", f.skipped, dir.display());
    }
}

/// `--check`: parse each file, print the first error of each failing file.
pub fn check(tables: &GrammarTables<'_>, files: &[PathBuf]) -> Exit {
    let mut failed = 0usize;
    for path in files {
        let src = match std::fs::read(path) {
            Ok(s) => s,
            Err(e) => {
                say!("{}: error: cannot read: {e}", path.display());
                failed += 1;
                continue;
            }
        };
        if let Err(e) = tables.parse(&tables.preprocess(&src)) {
            let _ = writeln!(
                std::io::stdout(),
                "{}",
                escape_controls(&format!("{}:{}:{}: {}", path.display(), e.line, e.column, e.message))
            );
            failed += 1;
        }
    }
    say!("{} of {} files parsed ({} failed)", files.len() - failed, files.len(), failed);
    if failed == 0 {
        Exit::Done
    } else {
        Exit::Failed
    }
}

fn reduce_file(tables: &GrammarTables<'_>, args: &Args, script: &Path) -> Exit {
    if args.files.len() != 1 {
        say!("error: --test reduces one FILE, or several files or folders together (none given)");
        return Exit::Usage;
    }
    let input = &args.files[0];
    let src = match std::fs::read(input) {
        Ok(s) => s,
        Err(e) => {
            say!("error: cannot read `{}`: {e}", input.display());
            return Exit::Failed;
        }
    };
    if let Err(msg) = args.tests.check() {
        say!("error: {msg}");
        return Exit::Usage;
    }
    if args.in_place && !std::fs::metadata(input).is_ok_and(|m| m.is_file()) {
        say!("error: --in-place replaces a regular file, and `{}` is not one", input.display());
        return Exit::Usage;
    }
    let output_path =
        if args.in_place { input.clone() } else { args.output.clone().unwrap_or_else(|| default_output(input)) };
    // A bad output path is found now, not after the whole reduction.
    let target = |path: &Path| {
        OutputTarget::new(path).and_then(|t| t.check().map(|()| t)).map_err(|e| {
            say!("error: cannot write `{}`: {e} (checked before the first test)", path.display());
        })
    };
    let Ok(output) = target(&output_path) else { return Exit::Failed };
    let stats_target = match args.stats_json.as_deref().map(target) {
        Some(Err(())) => return Exit::Failed,
        Some(Ok(t)) => Some(t),
        None => None,
    };
    let report_target = match args.report.as_deref().map(target) {
        Some(Err(())) => return Exit::Failed,
        Some(Ok(t)) => Some(t),
        None => None,
    };
    // With --in-place --resume, FILE holds the best so far and `FILE.orig` the original.
    let resumed_backup = (args.in_place && args.resume).then(|| backup_name(input, 0)).filter(|b| b.is_file());
    let backup = (args.in_place && resumed_backup.is_none()).then(|| next_backup(input));
    // Nothing may write over an input, another output or the backup, however spelled.
    let mut plan = PathPlan::new();
    plan.reads("the input file", input).reads("the test script", script);
    for dep in &args.tests.deps {
        plan.reads("a --deps file", dep);
    }
    if let Some(orig) = &resumed_backup {
        plan.reads("the original", orig);
    }
    if !args.in_place {
        plan.writes("the output", &output_path);
    }
    if let Some(p) = &args.stats_json {
        plan.writes("--stats-json", p);
    }
    if let Some(p) = &args.report {
        plan.writes("--report", p);
    }
    if let Some(b) = &backup {
        plan.writes("the backup", b);
    }
    if let (Some(_), Some(f)) = (&args.learn, &args.gtr_filter) {
        plan.writes("--gtr-filter", f);
    }
    if let Err(msg) = plan.check() {
        let hint = if msg.starts_with("the output") && msg.contains("is the input file") && !args.in_place {
            " (use --in-place to replace the input)"
        } else {
            ""
        };
        say!("error: {msg}{hint}");
        return Exit::Usage;
    }
    let notes = [Some(&output), stats_target.as_ref(), report_target.as_ref()].map(|t| t.and_then(OutputTarget::note));
    for note in notes.into_iter().flatten() {
        if !args.tests.quiet {
            say!("note: {note}");
        }
    }
    // --resume: the killed run's best result so far is where this one starts.
    let mut start = src;
    if args.resume && !args.in_place {
        match &output {
            OutputTarget::Stream(p) => {
                say!("error: --resume reads the output back, and `{}` is not a regular file", p.display());
                return Exit::Usage;
            }
            OutputTarget::File { path, .. } => match std::fs::read(path) {
                Ok(best) => {
                    if !args.tests.quiet {
                        say!("resuming from {} ({} bytes; the input has {})", path.display(), best.len(), start.len());
                    }
                    start = best;
                }
                Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
                    say!("warning: --resume: `{}` does not exist; starting from the input", path.display())
                }
                Err(e) => {
                    say!("error: --resume: cannot read `{}`: {e}", path.display());
                    return Exit::Failed;
                }
            },
        }
    }
    if let (Some(orig), false) = (&resumed_backup, args.tests.quiet) {
        say!("resuming from {} ({} bytes; the original is {})", input.display(), start.len(), orig.display());
    }
    let src = start;
    let mut cfg = args.tests.script_config(script, input);
    if let Some(orig) = &resumed_backup {
        cfg.original = Some(std::path::absolute(orig).unwrap_or_else(|_| orig.clone()));
    }
    cfg.save_temps = args.save_temps;
    let property = match ScriptProperty::new(cfg) {
        Ok(p) => p,
        Err(e) => {
            say!("error: {e}");
            return Exit::Failed;
        }
    };
    // Declared after the property, so dropped (and the folder removed) before it.
    let _close = crate::output::CloseRunFolder(property.run_folder().clone());
    if args.save_temps {
        say!("note: --save-temps: keeping test directories under {}", property.run_folder().path().display());
    }
    new_file_mode(); // reads the umask before any thread starts
                     // A device or FIFO is written once, at the end; the best result so far lives in a
                     // temporary file meanwhile (named now, so a killed run's result can be found).
    let best_path = match &output {
        OutputTarget::File { path, .. } => path.clone(),
        OutputTarget::Stream(p) => match keep_in_temp(&default_output(input), &src) {
            Ok(kept) => {
                if !args.tests.quiet {
                    say!(
                        "note: `{}` is not a regular file: the best result so far is kept in {} until the end",
                        p.display(),
                        kept.display()
                    );
                }
                kept
            }
            Err(e) => {
                say!("error: cannot create a temporary file for the best result so far: {e}");
                return Exit::Failed;
            }
        },
    };
    if let Err(e) = install_signal_handlers() {
        say!("warning: cannot install the Ctrl-C/SIGTERM/SIGHUP handler: {e}");
    }
    let gtr_filter = match reducer_runtime::reduce::gtr::filter_from_options(
        tables,
        args.learn.as_deref(),
        args.gtr_filter.as_deref(),
    ) {
        Ok(f) => {
            if let Some(dir) = &args.learn {
                warn_skipped(f.as_ref(), dir);
            }
            f.map(|f| std::sync::Arc::new(f.filter))
        }
        Err(e) => {
            say!("error: {e}");
            return Exit::Failed;
        }
    };
    let jobs = args.tests.jobs();
    let options = reduce_options(args, gtr_filter);
    let count_tokens = |b: &[u8]| tables.count_tokens(b);
    let tokens_before = count_tokens(&src);
    let report = report_target.as_ref().map(|t| ReportFile {
        target: t.clone(),
        title: format!("Reduction of {}", input.display()),
        input: input.display().to_string(),
        output: output_path.display().to_string(),
        last_write: Instant::now(),
    });
    let mut observer = CliObserver::new(args, &best_path, src.len(), Box::new(count_tokens), tokens_before, report);
    if !args.tests.quiet {
        say!(
            "reducing {} ({} bytes) with {} ({jobs} jobs, timeout {}s); best result goes to {}",
            input.display(),
            src.len(),
            script.display(),
            args.tests.timeout,
            output_path.display()
        );
    }
    // The backup is made before anything can write to the input, and never over an
    // existing file: a second --in-place run (say after a killed first one) must not
    // replace the only copy of the original.
    if backup.is_some() {
        match save_backup(input, &src) {
            Ok(path) => {
                let plain = path.as_os_str().len() == input.as_os_str().len() + ".orig".len();
                if !args.tests.quiet || !plain {
                    say!("saved the original as {}", path.display());
                }
            }
            Err(e) => {
                say!("error: cannot save a backup of `{}`: {e}", input.display());
                return Exit::Failed;
            }
        }
    }
    let result = reduce_with(tables, &src, &property, &options, &mut observer);
    observer.finish_bar();
    if output.is_stream() && result.is_err() {
        let _ = std::fs::remove_file(&best_path);
    }
    let reduced = match result {
        Ok(r) => r,
        Err(ReduceError::Syntax(e)) => {
            say!("{}:{}:{}: error: the input does not parse: {}", input.display(), e.line, e.column, e.message);
            say!("  hint: --on-parse-error=lines or =tokens reduces it without the grammar");
            return Exit::Failed;
        }
        Err(e) => {
            say!("error: {e}");
            let interrupted = matches!(e, ReduceError::Original(OriginalError::Interrupted));
            return if interrupted { Exit::interrupted() } else { Exit::Failed };
        }
    };
    // The result is never lost: when the output cannot be written (its directory went
    // away, the disk is full, a device refuses it), it goes to a temporary file whose
    // path is printed.
    let mut lost = false;
    let stats_json = stats_target.as_ref().map(|t| (t.path(), t, reduced.stats.to_json().into_bytes()));
    let report = report_target.as_ref().zip(observer.final_report(&reduced)).map(|(t, page)| (t.path(), t, page));
    for (given, target, bytes) in
        std::iter::once((output_path.as_path(), &output, reduced.output.clone())).chain(stats_json).chain(report)
    {
        if let Err(e) = target.write(&bytes) {
            lost = true;
            match keep_in_temp(given, &bytes) {
                Ok(kept) => {
                    say!("error: cannot write `{}`: {e}; it was saved as {}", given.display(), kept.display())
                }
                Err(e2) => say!("error: cannot write `{}`: {e}; nor a temporary file: {e2}", given.display()),
            }
        }
    }
    if output.is_stream() && !lost {
        let _ = std::fs::remove_file(&best_path);
    }
    if lost {
        return Exit::Failed;
    }
    let runner = &reduced.stats.runner;
    if !args.tests.quiet {
        say!("{}", reduced.stats.summary());
        say!("{}", reduced.stats.pass_table().trim_end());
        if runner.timeouts + runner.errors > 0 {
            say!(
                "{} tests timed out (--timeout {}s), {} could not run (neither is cached)",
                runner.timeouts,
                args.tests.timeout,
                runner.errors
            );
        }
        say!("wrote {}", output_path.display());
    }
    if let Some(e) = &runner.last_error {
        say!("last test error: {}", escape_controls(e));
    }
    let failed = runner.timeouts + runner.errors;
    if failed > 0 && failed * 10 >= runner.tests_run + runner.speculative {
        say!(
            "warning: {failed} of {} tests timed out or could not run; the result may depend on machine load \
             (raise --timeout, or check the script)",
            runner.tests_run + runner.speculative
        );
    }
    match reduced.stopped {
        Some(Stop::Panicked) => {
            say!("error: internal error (a test panicked); the best result so far is in {}", output_path.display());
            Exit::Internal
        }
        _ if reduced.stopped == Some(Stop::Interrupted) || interrupted() => {
            say!("interrupted: the best result so far is in {}", output_path.display());
            Exit::interrupted()
        }
        _ if reduced.stats.final_check == Some(false) => {
            say!(
                "error: the property is flaky (the final re-test failed); {} holds an earlier result that passed twice",
                output_path.display()
            );
            Exit::Flaky
        }
        _ => Exit::Done,
    }
}

/// The reduction options `args` ask for (`gtr_filter`: the `--learn`/`--gtr-filter` one).
pub(crate) fn reduce_options(
    args: &Args,
    gtr_filter: Option<std::sync::Arc<reducer_runtime::reduce::GtrFilter>>,
) -> ReduceOptions {
    ReduceOptions {
        jobs: args.tests.jobs(),
        max_tests: args.tests.max_tests,
        max_time: args.tests.max_time(),
        fixpoint: !args.no_fixpoint,
        bfs_depth: args.bfs_depth,
        free_unit_chains: args.bfs_free_chains,
        revisit_all: args.revisit_all,
        hidden_pass: !args.no_hidden_pass,
        canonicalize: !args.no_canonicalize,
        beyond_perses: !args.perses_only,
        strict_syntax: args.strict_syntax,
        skip_passes: args.skip_pass.clone(),
        verify_candidates: true,
        verify_before_test: args.parse_before_test,
        format: args.format,
        on_parse_error: args.on_parse_error.unwrap_or_default(),
        check_original: true,
        algorithm: args.algorithm,
        gtr_filter,
        job_budget: None,
    }
}

/// Counts the parser tokens of a program (`None` when it does not lex).
type TokenCounter<'t> = Box<dyn Fn(&[u8]) -> Option<usize> + 't>;

/// `--report FILE`: where the page goes and what it names.
struct ReportFile {
    target: OutputTarget,
    title: String,
    input: String,
    output: String,
    /// When the page was last written during the run.
    last_write: Instant,
}

/// How often the report is rewritten while the run lasts (a regular file only).
const REPORT_EVERY: Duration = Duration::from_secs(5);

/// How the run ended, in the report's words.
fn run_status(reduced: &Reduced) -> String {
    match (&reduced.stopped, reduced.stats.final_check) {
        (Some(Stop::Interrupted), _) => "interrupted: the best result so far".to_string(),
        (Some(Stop::Panicked), _) => "internal error (a test panicked): the best result so far".to_string(),
        (_, Some(false)) => "flaky property: the final re-test failed; an earlier result that passed twice".to_string(),
        (Some(why), _) => format!("stopped early ({why}): the best result so far"),
        (None, _) => "done: the result passed its final test".to_string(),
    }
}

/// Progress display and best-so-far writer of the command line.
struct CliObserver<'t> {
    output: PathBuf,
    quiet: bool,
    verbose: bool,
    bar: Option<indicatif::ProgressBar>,
    bytes_before: usize,
    tokens_before: Option<usize>,
    pass: String,
    best_len: usize,
    best_tokens: Option<usize>,
    count_tokens: TokenCounter<'t>,
    last_log: Instant,
    write_error: Option<std::io::Error>,
    /// The best program's size at each improvement (for `--report`).
    series: Series,
    report: Option<ReportFile>,
    report_error: bool,
}

impl<'t> CliObserver<'t> {
    fn new(
        args: &Args,
        output: &Path,
        bytes_before: usize,
        count_tokens: TokenCounter<'t>,
        tokens_before: Option<usize>,
        report: Option<ReportFile>,
    ) -> CliObserver<'t> {
        let bar = (!args.tests.quiet && std::io::stderr().is_terminal()).then(|| {
            let bar = indicatif::ProgressBar::new_spinner();
            bar.set_style(
                indicatif::ProgressStyle::with_template("{spinner} [{elapsed_precise}] {msg}")
                    .unwrap_or_else(|_| indicatif::ProgressStyle::default_spinner()),
            );
            bar.enable_steady_tick(Duration::from_millis(200));
            bar
        });
        CliObserver {
            output: output.to_path_buf(),
            quiet: args.tests.quiet,
            verbose: args.verbose,
            bar,
            bytes_before,
            tokens_before,
            pass: String::new(),
            best_len: bytes_before,
            best_tokens: tokens_before,
            count_tokens,
            last_log: Instant::now(),
            write_error: None,
            series: Series::new(tokens_before, bytes_before),
            report,
            report_error: false,
        }
    }

    /// `--report`'s page of the finished run (the result completes the series).
    fn final_report(&mut self, reduced: &Reduced) -> Option<Vec<u8>> {
        let report = self.report.as_ref()?;
        self.series.finish(&reduced.stats);
        let status = run_status(reduced);
        let page = html_run_report(&RunReport {
            title: &report.title,
            input: &report.input,
            output: &report.output,
            status: &status,
            series: &self.series,
            stats: Some(&reduced.stats),
            result: &reduced.output,
        });
        Some(page.into_bytes())
    }

    /// Rewrites `--report`'s page with the best program so far, at most every
    /// [`REPORT_EVERY`], when it is a regular file (a stream is written once, at the end).
    fn write_running_report(&mut self, best: &[u8]) {
        let Some(report) = self.report.as_mut() else { return };
        if report.target.is_stream() || report.last_write.elapsed() < REPORT_EVERY {
            return;
        }
        report.last_write = Instant::now();
        let status = format!(
            "running for {:.0} s (this page is rewritten every {} s; the final report replaces it)",
            self.series.elapsed(),
            REPORT_EVERY.as_secs()
        );
        let page = html_run_report(&RunReport {
            title: &report.title,
            input: &report.input,
            output: &report.output,
            status: &status,
            series: &self.series,
            stats: None,
            result: best,
        });
        if let Err(e) = report.target.write(page.as_bytes()) {
            if !self.report_error {
                say!("warning: cannot write `{}`: {e} (tried again at the end)", report.target.path().display());
            }
            self.report_error = true;
        }
    }

    fn line(&self, best_len: usize, tokens: Option<usize>, stats: &Stats) -> String {
        let pct = if self.bytes_before == 0 {
            0.0
        } else {
            100.0 * (self.bytes_before - best_len.min(self.bytes_before)) as f64 / self.bytes_before as f64
        };
        let tokens = match (tokens, self.tokens_before) {
            (Some(t), Some(b)) => format!("{t}/{b} tokens, "),
            _ => String::new(),
        };
        format!(
            "{tokens}{best_len}/{} bytes ({pct:.1}% removed), {} tests, {} cache hits, pass {}",
            self.bytes_before, stats.tests_run, stats.cache_hits, self.pass
        )
    }

    fn finish_bar(&mut self) {
        if let Some(bar) = self.bar.take() {
            bar.finish_and_clear();
        }
    }

    fn say(&self, msg: &str) {
        match &self.bar {
            Some(bar) => bar.println(escape_controls(msg)),
            None => say!("{msg}"),
        }
    }
}

impl Observer for CliObserver<'_> {
    fn pass(&mut self, name: &str, round: usize) {
        self.pass = format!("{name} (round {round})");
        if self.bar.is_none() && !self.quiet {
            say!("pass {}", self.pass);
        }
    }

    fn improved(&mut self, best: &[u8], stats: &Stats) {
        if let Err(e) = write_atomic(&self.output, best) {
            if self.write_error.is_none() {
                say!("warning: cannot write `{}`: {e} (tried again at the end)", self.output.display());
            }
            self.write_error.get_or_insert(e);
        }
        self.best_len = best.len();
        self.best_tokens = (self.count_tokens)(best);
        self.series.improved(&self.pass, stats, self.best_tokens, self.best_len);
        self.write_running_report(best);
        let msg = self.line(self.best_len, self.best_tokens, stats);
        if let Some(bar) = &self.bar {
            bar.set_message(msg);
        } else if self.verbose || (!self.quiet && self.last_log.elapsed() >= Duration::from_secs(1)) {
            self.last_log = Instant::now();
            say!("{msg}");
        }
    }

    fn progress(&mut self, stats: &Stats) {
        if let Some(bar) = &self.bar {
            bar.set_message(self.line(self.best_len, self.best_tokens, stats));
        }
    }

    fn warning(&mut self, message: &str) {
        if !self.quiet {
            self.say(&format!("warning: {message}"));
        } else {
            say!("warning: {message}");
        }
    }
}
