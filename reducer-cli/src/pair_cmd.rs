//! `reduce-<lang> pair`: pairwise program reduction (PPR) from the command line.
//!
//! `reduce-<lang> pair --test-seed S.sh --test-variant V.sh SEED VARIANT` reduces both
//! programs together (see [`reducer_runtime::reduce::pair`]) and writes, next to each input (or
//! into `-o DIR`), `<seed stem>.reduced.<ext>`, `<variant stem>.reduced.<ext>` and
//! `<variant stem>.reduced.diff` (a unified diff from the reduced seed to the reduced
//! variant). The files are rewritten atomically after every improvement, so the best
//! pair so far is always on disk and both halves pass their scripts. Each script runs
//! like `--test`: in a private directory holding the candidate under its input's file
//! name. The inputs are never modified. Exit status as for the single-file command.

use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::time::Duration;

use clap::Parser;

use crate::args::TestOptions;
use crate::exit::Exit;
use crate::output::default_output;
use crate::paths::{OutputTarget, PathPlan};
use reducer_runtime::language::GrammarTables;
use reducer_runtime::property::{install_signal_handlers, interrupted, ScriptProperty};
use reducer_runtime::reduce::pair::{
    reduce_pair_with, unified_diff, PairAlgorithm, PairError, PairObserver, PairOptions, PAIR_REDUCERS,
};
use reducer_runtime::runner::{Stats, Stop};

/// Command-line options of `reduce-<lang> pair`.
#[derive(Parser, Debug)]
#[command(
    name = "pair",
    about = "Pairwise program reduction (PPR): reduce a seed and its variant together, keeping the difference that matters"
)]
pub struct PairArgs {
    /// The seed's property: run in a private directory holding the candidate under
    /// SEED's file name; exit status 0 means the seed still behaves.
    #[arg(long, value_name = "SCRIPT")]
    pub test_seed: PathBuf,
    /// The variant's property (run the same way under VARIANT's file name); exit status
    /// 0 means the variant still shows the behaviour.
    #[arg(long, value_name = "SCRIPT")]
    pub test_variant: PathBuf,
    /// Directory for the outputs (default: next to each input).
    #[arg(short, long, value_name = "DIR")]
    pub output: Option<PathBuf>,
    /// `ppr` (default) or `dd` (Zeller's failure-inducing difference over the token
    /// diff, for comparison: it keeps the whole programs).
    #[arg(long, value_name = "ALGORITHM", default_value = "ppr")]
    pub algorithm: PairAlgorithm,
    /// Do not run this reducer of PPR (repeatable): min-tdiff, min-ldiff, min-commonality
    /// (the paper's), beyond-variant, beyond-seed, variant-alone (the single-file passes
    /// on each half).
    #[arg(long, value_name = "REDUCER")]
    pub skip: Vec<String>,
    /// Depth bound of Perses' compatible-descendant search.
    #[arg(long, value_name = "N", default_value_t = 4)]
    pub bfs_depth: usize,
    /// Do not count steps out of single-child nodes against --bfs-depth.
    #[arg(long)]
    pub bfs_free_chains: bool,
    /// Write statistics as JSON to PATH.
    #[arg(long, value_name = "PATH")]
    pub stats_json: Option<PathBuf>,
    /// How tests run (`--max-tests` counts pair tests).
    #[command(flatten)]
    pub tests: TestOptions,
    /// The seed program (the one that behaves).
    pub seed: PathBuf,
    /// The variant derived from it (the one that shows the behaviour).
    pub variant: PathBuf,
}

/// The three output paths: reduced seed, reduced variant, diff.
pub fn output_paths(args: &PairArgs) -> (PathBuf, PathBuf, PathBuf) {
    let place = |name: PathBuf| match &args.output {
        Some(dir) => dir.join(name.file_name().unwrap_or_default()),
        None => name,
    };
    let s = place(default_output(&args.seed));
    let v = place(default_output(&args.variant));
    let stem = args.variant.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let d = place(args.variant.with_file_name(format!("{stem}.reduced.diff")));
    (s, v, d)
}

/// Runs parsed arguments (separate from [`main`] so tests can call it).
pub fn run(tables: &GrammarTables<'_>, args: &PairArgs) -> Exit {
    if let Some(bad) = args.skip.iter().find(|s| !PAIR_REDUCERS.contains(&s.as_str())) {
        say!("error: --skip: unknown reducer `{bad}` (one of: {})", PAIR_REDUCERS.join(", "));
        return Exit::Usage;
    }
    if let Err(msg) = args.tests.check() {
        say!("error: {msg}");
        return Exit::Usage;
    }
    let read = |p: &Path, what: &str| {
        std::fs::read(p).map_err(|e| say!("error: cannot read the {what} `{}`: {e}", p.display()))
    };
    let (Ok(seed), Ok(variant)) = (read(&args.seed, "seed"), read(&args.variant, "variant")) else {
        return Exit::Failed;
    };
    if let Some(dir) = &args.output {
        if let Err(e) = std::fs::create_dir_all(dir) {
            say!("error: cannot create the output directory `{}`: {e}", dir.display());
            return Exit::Failed;
        }
    }
    let (out_s, out_v, out_d) = output_paths(args);
    if out_s == out_v {
        say!(
            "error: the seed and the variant would both be reduced into `{}`; give them different file names",
            out_s.display()
        );
        return Exit::Usage;
    }
    // No output may be an input, a script or another output, however spelled.
    let mut plan = PathPlan::new();
    plan.reads("the seed", &args.seed)
        .reads("the variant", &args.variant)
        .reads("the seed's script", &args.test_seed)
        .reads("the variant's script", &args.test_variant)
        .writes("the reduced seed", &out_s)
        .writes("the reduced variant", &out_v)
        .writes("the diff", &out_d);
    if let Some(p) = &args.stats_json {
        plan.writes("--stats-json", p);
    }
    if let Err(msg) = plan.check() {
        say!("error: {msg}");
        return Exit::Usage;
    }
    let mut targets = Vec::new();
    for t in [Some(&out_s), Some(&out_v), Some(&out_d), args.stats_json.as_ref()].into_iter().flatten() {
        match OutputTarget::new(t).and_then(|target| target.check().map(|()| target)) {
            Ok(target) => {
                if let (Some(note), false) = (target.note(), args.tests.quiet) {
                    say!("note: {note}");
                }
                targets.push(target);
            }
            Err(e) => {
                say!("error: cannot write `{}`: {e} (checked before the first test)", t.display());
                return Exit::Failed;
            }
        }
    }
    let stats_target = args.stats_json.as_ref().and_then(|_| targets.pop());
    let Ok(program_targets) = <[OutputTarget; 3]>::try_from(targets) else { unreachable!("three outputs") };
    let property = |script: &Path, input: &Path| {
        ScriptProperty::new(args.tests.script_config(script, input)).map_err(|e| say!("error: {e}"))
    };
    let (Ok(ps), Ok(pv)) = (property(&args.test_seed, &args.seed), property(&args.test_variant, &args.variant)) else {
        return Exit::Failed;
    };
    crate::output::new_file_mode();
    if let Err(e) = install_signal_handlers() {
        say!("warning: cannot install the Ctrl-C/SIGTERM/SIGHUP handler: {e}");
    }
    let jobs = args.tests.jobs();
    let options = PairOptions {
        jobs,
        max_tests: args.tests.max_tests,
        max_time: args.tests.max_time.map(Duration::from_secs_f64),
        algorithm: args.algorithm,
        skip: args.skip.clone(),
        bfs_depth: args.bfs_depth,
        free_unit_chains: args.bfs_free_chains,
        ..PairOptions::default()
    };
    if !args.tests.quiet {
        say!(
            "reducing the pair {} / {} ({} / {} bytes) with {:?} ({jobs} jobs); best pair goes to {}, {}, {}",
            args.seed.display(),
            args.variant.display(),
            seed.len(),
            variant.len(),
            args.algorithm,
            out_s.display(),
            out_v.display(),
            out_d.display()
        );
    }
    let names = (file_label(&args.seed), file_label(&args.variant));
    let mut observer = Writer { targets: program_targets, names: names.clone(), quiet: args.tests.quiet, failed: None };
    let result = reduce_pair_with(tables, &seed, &variant, &ps, &pv, &options, &mut observer);
    let reduced = match result {
        Ok(r) => r,
        Err(e) => {
            match &e {
                PairError::SeedSyntax(s) => {
                    say!(
                        "{}:{}:{}: error: the seed does not parse: {}",
                        args.seed.display(),
                        s.line,
                        s.column,
                        s.message
                    )
                }
                PairError::VariantSyntax(s) => say!(
                    "{}:{}:{}: error: the variant does not parse: {}",
                    args.variant.display(),
                    s.line,
                    s.column,
                    s.message
                ),
                _ => say!("error: {e}"),
            }
            return if interrupted() { Exit::interrupted() } else { Exit::Failed };
        }
    };
    // The final files, written once more (a write may have failed during the run;
    // devices and FIFOs are written only now).
    observer.write_all(&reduced.seed, &reduced.variant, true);
    if let Some(t) = &stats_target {
        if let Err(e) = t.write(reduced.stats.to_json().as_bytes()) {
            say!("error: cannot write `{}`: {e}", t.path().display());
            return Exit::Failed;
        }
    }
    if let Some(e) = &observer.failed {
        say!("error: cannot write the outputs: {e}");
        return Exit::Failed;
    }
    if !args.tests.quiet {
        say!("{}", reduced.stats.summary());
        let mut table = String::from("reducer          tests  accepted  seconds\n");
        for (name, p) in &reduced.stats.passes {
            table.push_str(&format!("{name:<15} {:>6} {:>9} {:>8.2}\n", p.tests, p.accepted, p.time.as_secs_f64()));
        }
        let _ = write!(std::io::stderr(), "{table}");
        say!("wrote {}, {}, {}", out_s.display(), out_v.display(), out_d.display());
        if std::io::stdout().is_terminal() {
            let diff = unified_diff(&names.0, &names.1, &reduced.seed, &reduced.variant, true);
            let _ = write!(std::io::stdout(), "{diff}");
        }
    }
    if let Some(e) = &reduced.stats.runner.last_error {
        say!("last test error: {e}");
    }
    match reduced.stopped {
        Some(Stop::Panicked) => Exit::Internal,
        _ if reduced.stopped == Some(Stop::Interrupted) || interrupted() => Exit::interrupted(),
        _ if reduced.stats.final_check == Some(false) => Exit::Flaky,
        _ => Exit::Done,
    }
}

fn file_label(p: &Path) -> String {
    p.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default()
}

/// Writes the best pair and its diff after every improvement (regular files; devices
/// and FIFOs only at the end).
struct Writer {
    targets: [OutputTarget; 3],
    names: (String, String),
    quiet: bool,
    failed: Option<String>,
}

impl Writer {
    fn write_all(&mut self, seed: &[u8], variant: &[u8], end: bool) {
        let diff = unified_diff(&self.names.0, &self.names.1, seed, variant, false);
        for (t, bytes) in self.targets.iter().zip([seed, variant, diff.as_bytes()]) {
            if t.is_stream() && !end {
                continue;
            }
            if let Err(e) = t.write(bytes) {
                self.failed.get_or_insert_with(|| format!("`{}`: {e}", t.path().display()));
            }
        }
    }
}

impl PairObserver for Writer {
    fn pass(&mut self, name: &str, round: usize) {
        if !self.quiet {
            say!("pass {name} (round {round})");
        }
    }
    fn improved(&mut self, seed: &[u8], variant: &[u8], _stats: &Stats) {
        self.write_all(seed, variant, false);
    }
    fn warning(&mut self, message: &str) {
        say!("warning: {message}");
    }
}
