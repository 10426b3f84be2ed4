//! `reduce-<lang> batch --test SCRIPT -o OUT_DIR INPUT...`: many inputs (files, or
//! folders searched recursively) reduced by one job pool and grouped ([`crate::batch`]).
//!
//! `OUT_DIR/reduced/NNN-name` holds each input's best program so far (written
//! atomically after every improvement, so Ctrl-C keeps it); at the end the table is
//! printed and `OUT_DIR/groups/`, `OUT_DIR/report.json` and `OUT_DIR/report.html` are
//! written. Inputs are never modified. The script sees the candidate under the input's
//! file name and the original's absolute path in `REDUCER_ORIGINAL`.
//!
//! Exit status: 0 every input reduced, 1 some input could not be reduced (the report
//! says which and why) or the output cannot be written, 2 usage error, 130 interrupted.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Parser;

use crate::args::TestOptions;
use crate::exit::Exit;
use crate::output::{escape_controls, write_atomic};
use crate::paths::{resolve_path, PathPlan};
use reducer_runtime::batch::{
    group_file_name, html_report, json_report, reduce_batch, reduced_file_name, terminal_table, BatchInput,
    BatchObserver, BatchOptions, InputResult, InputStatus,
};
use reducer_runtime::language::GrammarTables;
use reducer_runtime::property::{install_signal_handlers, interrupted, ScriptConfig, ScriptProperty};
use reducer_runtime::reduce::{Format, OnParseError, ReduceOptions};

/// Options of `reduce-<lang> batch`.
#[derive(Parser, Debug)]
#[command(about = "Reduce many failing inputs with one job pool and group the results")]
pub struct BatchArgs {
    /// The property test, run once per candidate in a private folder holding the
    /// candidate under the input's file name; `REDUCER_ORIGINAL` holds the original's path.
    #[arg(long, value_name = "SCRIPT")]
    pub test: PathBuf,
    /// The output directory (created if needed).
    #[arg(short, long, value_name = "OUT_DIR")]
    pub output: PathBuf,
    /// An input may take a program an earlier wave of inputs ended with, when it passes
    /// its test, instead of being reduced (saves tests on duplicates).
    #[arg(long)]
    pub join: bool,
    /// When an input does not parse: fail it (default), or ddmin over lines or tokens.
    #[arg(long, value_name = "MODE", default_value = "fail")]
    pub on_parse_error: OnParseError,
    /// Continue a batch that was killed: each input starts from its best program so far
    /// in `OUT_DIR/reduced/`, and the report is written at the end.
    #[arg(long)]
    pub resume: bool,
    /// How tests run (`--jobs` is the thread budget shared by all inputs).
    #[command(flatten)]
    pub tests: TestOptions,
    /// Input files and folders (folders are searched recursively; hidden files skipped).
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
}

/// Every regular, non-hidden file under `path` (itself when it is a file), sorted;
/// the folder `skip` (the output directory, resolved, when it lies inside an input
/// folder) is left out, so a run never takes its own or an earlier run's results as
/// inputs.
fn collect(path: &Path, skip: &Path, out: &mut Vec<PathBuf>) -> std::io::Result<()> {
    let meta = std::fs::metadata(path)?;
    if meta.is_file() {
        out.push(path.to_path_buf());
        return Ok(());
    }
    if !meta.is_dir() {
        return Err(std::io::Error::other("not a file or folder"));
    }
    let mut entries: Vec<PathBuf> = std::fs::read_dir(path)?.map(|e| e.map(|e| e.path())).collect::<Result<_, _>>()?;
    entries.sort();
    for e in entries {
        if e.file_name().is_some_and(|n| n.to_string_lossy().starts_with('.')) || resolve_path(&e) == skip {
            continue;
        }
        collect(&e, skip, out)?;
    }
    Ok(())
}

/// Writes each input's best program so far and prints one line per finished input.
struct CliBatchObserver {
    reduced_dir: PathBuf,
    names: Vec<String>,
    quiet: bool,
}

impl BatchObserver for CliBatchObserver {
    fn started(&self, index: usize, name: &str) {
        if !self.quiet {
            say!("[{index}] reducing {name}");
        }
    }
    fn improved(&self, index: usize, best: &[u8]) {
        let path = self.reduced_dir.join(reduced_file_name(index, &self.names[index]));
        if let Err(e) = write_atomic(&path, best) {
            say!("warning: cannot write `{}`: {e}", path.display());
        }
    }
    fn finished(&self, index: usize, r: &InputResult) {
        if self.quiet && !matches!(r.status, InputStatus::Failed(_)) {
            return;
        }
        let what = match &r.status {
            InputStatus::Reduced => "reduced".to_string(),
            InputStatus::Joined(j) => format!("joined input {j}'s program"),
            InputStatus::Failed(e) => format!("failed: {e}"),
            InputStatus::Interrupted => "interrupted".to_string(),
        };
        let tokens = match (r.tokens_before, r.tokens_after) {
            (Some(a), Some(b)) => format!("{a} -> {b} tokens, "),
            _ => String::new(),
        };
        say!("[{index}] {}: {what} ({tokens}{} tests, {:.1}s)", r.name, r.tests, r.seconds);
    }
}

/// Runs parsed batch arguments.
pub fn run(tables: &GrammarTables<'_>, args: &BatchArgs) -> Exit {
    if let Err(msg) = args.tests.check() {
        say!("error: {msg}");
        return Exit::Usage;
    }
    if args.tests.launcher.is_some() && args.tests.launcher().is_empty() {
        say!("error: --launcher is empty");
        return Exit::Usage;
    }
    // The output folder is never read as input: it is skipped inside an input folder,
    // and it may not be one.
    let out_dir = resolve_path(&args.output);
    if let Some(p) = args.inputs.iter().find(|p| resolve_path(p) == out_dir) {
        say!(
            "error: the output folder `{}` is the input folder `{}`; give an output folder of its own",
            args.output.display(),
            p.display()
        );
        return Exit::Usage;
    }
    let mut files = Vec::new();
    for p in &args.inputs {
        if let Err(e) = collect(p, &out_dir, &mut files) {
            say!("error: cannot read input `{}`: {e}", p.display());
            return Exit::Usage;
        }
    }
    if files.is_empty() {
        say!("error: no input files found");
        return Exit::Usage;
    }
    let reduced_dir = args.output.join("reduced");
    let groups_dir = args.output.join("groups");
    // Nothing the run writes may be an input, the script or a --deps file.
    let mut plan = PathPlan::new();
    plan.reads("the test script", &args.test);
    for dep in &args.tests.deps {
        plan.reads("a --deps file", dep);
    }
    for f in &files {
        plan.reads("the input", f);
    }
    plan.writes_into("the results folder", &reduced_dir)
        .writes_into("the groups folder", &groups_dir)
        .writes("the report", &args.output.join("report.json"))
        .writes("the report", &args.output.join("report.html"));
    if let Err(msg) = plan.check() {
        say!("error: {msg}");
        return Exit::Usage;
    }
    let mut inputs = Vec::new();
    for (i, f) in files.iter().enumerate() {
        let name = f.display().to_string();
        let mut bytes = match std::fs::read(f) {
            Ok(bytes) => bytes,
            Err(e) => {
                say!("error: cannot read `{}`: {e}", f.display());
                return Exit::Failed;
            }
        };
        // --resume: the killed run's best program so far for this input.
        let best = reduced_dir.join(reduced_file_name(i, &name));
        if args.resume {
            if let Ok(b) = std::fs::read(&best) {
                bytes = b;
            }
        }
        inputs.push(BatchInput { name, bytes });
    }
    for d in [&reduced_dir, &groups_dir] {
        if let Err(e) = std::fs::create_dir_all(d) {
            say!("error: cannot create `{}`: {e}", d.display());
            return Exit::Failed;
        }
    }
    // Properties are checked before the first test, so a bad script fails fast; they
    // share one run folder.
    let first = match ScriptProperty::new(args.tests.script_config(&args.test, &files[0])) {
        Ok(p) => p,
        Err(e) => {
            say!("error: {e}");
            return Exit::Failed;
        }
    };
    let run_folder = first.run_folder().clone();
    drop(first);
    let _close = crate::output::CloseRunFolder(run_folder.clone());
    let configs: Vec<ScriptConfig> = files
        .iter()
        .map(|f| {
            let mut cfg = args.tests.script_config(&args.test, f);
            cfg.run_folder = Some(run_folder.clone());
            cfg
        })
        .collect();
    crate::output::new_file_mode(); // reads the umask before any thread starts
    if let Err(e) = install_signal_handlers() {
        say!("warning: cannot install the Ctrl-C/SIGTERM/SIGHUP handler: {e}");
    }
    let jobs = args.tests.jobs();
    let options = BatchOptions {
        jobs,
        join: args.join,
        reduce: ReduceOptions {
            max_tests: args.tests.max_tests,
            max_time: args.tests.max_time.map(Duration::from_secs_f64),
            on_parse_error: args.on_parse_error,
            format: Format::Original,
            ..ReduceOptions::default()
        },
    };
    if !args.tests.quiet {
        say!(
            "reducing {} inputs with {} ({jobs} jobs, timeout {}s{}); results go to {}",
            inputs.len(),
            args.test.display(),
            args.tests.timeout,
            args.tests.launcher.as_deref().map(|l| format!(", launcher `{l}`")).unwrap_or_default(),
            args.output.display()
        );
    }
    let observer = CliBatchObserver {
        reduced_dir: reduced_dir.clone(),
        names: inputs.iter().map(|i| i.name.clone()).collect(),
        quiet: args.tests.quiet,
    };
    let result = reduce_batch(
        tables,
        &inputs,
        |i| ScriptProperty::new(configs[i].clone()).map_err(Into::into),
        &options,
        &observer,
    );
    // Every input's final program (also the unreduced ones, so the folder is complete).
    let mut failed_write = false;
    let mut write = |path: PathBuf, bytes: &[u8]| {
        if let Err(e) = write_atomic(&path, bytes) {
            say!("error: cannot write `{}`: {e}", path.display());
            failed_write = true;
        }
    };
    for (i, r) in result.inputs.iter().enumerate() {
        write(reduced_dir.join(reduced_file_name(i, &r.name)), &r.output);
    }
    for (g, group) in result.groups.iter().enumerate() {
        write(groups_dir.join(group_file_name(g, &result.inputs[group.members[0]].name)), &group.program);
    }
    write(args.output.join("report.json"), json_report(&result).as_bytes());
    let title = format!("Batch reduction of {} inputs", result.inputs.len());
    write(args.output.join("report.html"), html_report(&result, &title).as_bytes());
    let _ = write!(std::io::stdout(), "{}", escape_controls(&terminal_table(&result)));
    if !args.tests.quiet {
        say!("wrote {}", args.output.join("report.html").display());
    }
    if result.interrupted() || interrupted() {
        say!("interrupted: the best results so far are in the output directory");
        return Exit::interrupted();
    }
    if failed_write || result.failed() > 0 {
        return Exit::Failed;
    }
    Exit::Done
}
