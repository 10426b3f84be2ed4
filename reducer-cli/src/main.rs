//! `reducer-gen`: inspect a grammar, parse and reduce with it without compiling anything
//! (interpreted mode), write a reducer crate for it (`new`), and the grammars-v4
//! compatibility benchmark. Every subcommand is a clap subcommand (`reducer-gen help`).

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::Parser;
use reducer_cli::check::check_file;
use reducer_cli::compat;
use reducer_cli::interp::OwnedTables;
use reducer_cli::load::{is_grammar_path, load, Loaded};
use reducer_gen::{compile_files, inspect, Options, StartOrigin};

/// The `reducer-gen` command.
#[derive(Parser, Debug)]
#[command(
    name = "reducer-gen",
    version,
    about = "Write a reducer crate for a grammar (new); inspect a grammar; parse and reduce with it without \
             compiling anything (interpreted mode); the grammars-v4 compatibility benchmark",
    after_help = "GRAMMAR is a parser or combined grammar (.g4, .bnf or .ebnf; a parser grammar's lexer, \
                  named by its tokenVocab, is read from beside it); the start rule defaults to the one rule \
                  ending in EOF (the first line on stderr names it and says why). Grammars are the leading arguments ending in .g4, .bnf or .ebnf; \
                  `--grammar PATH` names them explicitly (then every argument is an input)."
)]
enum Command {
    /// Print the tokens, the Perses Normal Form, shapes and subsume relation of GRAMMAR,
    /// with any warnings (a split ANTLR grammar is its parser grammar or both files).
    Inspect(InspectArgs),
    /// Parse each FILE with the grammar, without compiling anything: one line per file,
    /// `ACCEPT <file>` or `REJECT <file>:<line>:<col>: <message>`.
    Parse(ParseArgs),
    /// Reduce FILE with the grammar, without compiling anything: the options and
    /// guarantees of a generated reducer.
    Reduce(ReduceArgs),
    /// Pairwise reduction (PPR) of a seed and its variant with the grammar (`--grammar`).
    Pair(InterpPairArgs),
    /// Reduce many inputs with the grammar, one job pool, results grouped.
    Batch(InterpBatchArgs),
    /// The grammars-v4 compatibility benchmark: parse every example of each grammar
    /// folder as the collection's driver does, print a table.
    Compat(CompatArgs),
    /// Write a crate that builds a reducer from the grammar: Cargo.toml, build.rs,
    /// src/main.rs, the grammar, an example input, a property script and a README.
    New(reducer_cli::new_crate::NewArgs),
}

/// How the grammar is found and read (every interpreted command).
#[derive(clap::Args, Debug)]
struct GrammarOptions {
    /// The start rule (default: the one parser rule ending in EOF).
    #[arg(long, value_name = "RULE")]
    start: Option<String>,
    /// Go on without the lexer actions and predicates no built-in hook runs (by default
    /// each one is an error naming its place; parser ones are always read as true or
    /// skipped, with a warning).
    #[arg(long)]
    ignore_actions: bool,
    /// A grammar file (repeatable); then every positional argument is an input.
    #[arg(short, long = "grammar", value_name = "PATH")]
    grammars: Vec<PathBuf>,
}

fn main() -> ExitCode {
    let command = match Command::try_parse() {
        Ok(c) => c,
        Err(e) => return clap_exit(e),
    };
    match command {
        Command::Inspect(a) => report(inspect_cmd(&a)),
        Command::Parse(a) => parse_cmd(&a),
        Command::Reduce(a) => reduce_cmd(a),
        Command::Pair(a) => pair_cmd(a),
        Command::Batch(a) => batch_cmd(a),
        Command::Compat(a) => compat_cmd(&a),
        Command::New(a) => new_cmd(&a),
    }
}

fn new_cmd(a: &reducer_cli::new_crate::NewArgs) -> ExitCode {
    match reducer_cli::new_crate::create(a) {
        Ok(c) => {
            if c.start_is_guess {
                eprintln!("warning: {}; build.rs names it, change it there", c.start_note);
            } else {
                eprintln!("{}", c.start_note);
            }
            let dir = c.dir.display();
            eprintln!("created {dir}/: {}", c.files.join(", "));
            eprintln!("next: cd {dir} && cargo run -- --test test.sh {} (README.md says more)", c.example);
            ExitCode::SUCCESS
        }
        // The generator's report has its own `error:` lines.
        Err(reducer_cli::new_crate::NewError::Grammar(report)) => {
            eprintln!("{}", report.trim_end());
            ExitCode::FAILURE
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

#[derive(clap::Args, Debug)]
struct InspectArgs {
    /// The start rule (default: the one parser rule ending in EOF).
    #[arg(long, value_name = "RULE")]
    start: Option<String>,
    /// Go on without the lexer actions and predicates no built-in hook runs.
    #[arg(long)]
    ignore_actions: bool,
    /// The grammar files.
    #[arg(required = true, value_name = "GRAMMAR")]
    grammars: Vec<PathBuf>,
}

fn inspect_cmd(a: &InspectArgs) -> Result<(), String> {
    let options = Options {
        start: a.start.clone(),
        start_origin: StartOrigin::CommandLine,
        ignore_actions: a.ignore_actions,
        ..Options::default()
    };
    let compiled = compile_files(&a.grammars, &options).map_err(|e| e.to_string())?;
    print!("{}", inspect::report(&compiled));
    Ok(())
}

/// Splits positional paths into grammars (the leading ones with a grammar extension,
/// unless `--grammar` named them) and inputs.
fn split_paths(explicit: &[PathBuf], paths: &[PathBuf]) -> (Vec<PathBuf>, Vec<PathBuf>) {
    if !explicit.is_empty() {
        return (explicit.to_vec(), paths.to_vec());
    }
    let n = paths.iter().take_while(|p| is_grammar_path(p)).count();
    (paths[..n].to_vec(), paths[n..].to_vec())
}

/// Loads the grammar and says what was chosen (on stderr): the start rule and why, as
/// a warning when it is a guess.
fn load_grammar(
    grammars: &[PathBuf],
    start: Option<&str>,
    ignore_actions: bool,
    quiet: bool,
) -> Result<Loaded, String> {
    let loaded = load(grammars, start, StartOrigin::CommandLine, ignore_actions)?;
    if !quiet {
        let hooks = loaded.ignored_hooks();
        let note = if hooks > 0 {
            format!("; {hooks} actions and predicates run no code (`reducer-gen inspect` lists them)")
        } else {
            String::new()
        };
        let name = &loaded.generated.compiled.resolved.cfg.name;
        if loaded.start_is_guess() {
            eprintln!("warning: {}; choose one with --start RULE", loaded.start_note());
            eprintln!("grammar {name}{note}");
        } else {
            eprintln!("grammar {name}: {}{note}", loaded.start_note());
        }
    }
    Ok(loaded)
}

#[derive(clap::Args, Debug)]
struct ParseArgs {
    #[command(flatten)]
    grammar: GrammarOptions,
    /// Report a file whose parse takes longer than this as rejected.
    #[arg(long, value_name = "SECS", value_parser = parse_secs)]
    file_timeout: Option<f64>,
    /// No grammar line and no summary on stderr.
    #[arg(short, long)]
    quiet: bool,
    /// Before each file's verdict, print `FILE<TAB>path` and its tokens, one per line:
    /// kind, channel and text (`\n`, `\t`, `\r`, `\\` escaped), skipped ones left out: the
    /// format of `../shared/tools/antlr-reference.sh`, so the two token streams can be
    /// compared with `diff`.
    #[arg(long)]
    tokens: bool,
    /// GRAMMAR... FILE...
    #[arg(required = true, value_name = "PATH")]
    paths: Vec<PathBuf>,
}

fn parse_secs(s: &str) -> Result<f64, String> {
    match s.trim().parse::<f64>() {
        Ok(v) if v > 0.0 && v <= 1e9 => Ok(v),
        _ => Err(format!("`{s}` is not a number of seconds above 0")),
    }
}

fn report(result: Result<(), String>) -> ExitCode {
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("{msg}");
            ExitCode::FAILURE
        }
    }
}

fn clap_exit(e: clap::Error) -> ExitCode {
    let _ = e.print();
    ExitCode::from(if e.use_stderr() { 2 } else { 0 })
}

fn parse_cmd(a: &ParseArgs) -> ExitCode {
    let (grammars, inputs) = split_paths(&a.grammar.grammars, &a.paths);
    if grammars.is_empty() {
        eprintln!("error: no grammar given: the leading arguments ending in .g4, .bnf or .ebnf, or --grammar");
        return ExitCode::from(2);
    }
    if inputs.is_empty() {
        eprintln!("error: no input FILE given after the grammar");
        return ExitCode::from(2);
    }
    let loaded = match load_grammar(&grammars, a.grammar.start.as_deref(), a.grammar.ignore_actions, a.quiet) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let tables = std::sync::Arc::new(OwnedTables::new(&loaded.generated));
    let timeout = a.file_timeout.map(Duration::from_secs_f64);
    let (mut accepted, mut bytes, mut time) = (0usize, 0usize, Duration::ZERO);
    let mut stdout = std::io::stdout();
    for path in &inputs {
        if a.tokens {
            let _ = write!(stdout, "{}", token_lines(&tables, path));
        }
        let r = check_file(&tables, path, timeout);
        // One line per file as soon as it is known; a closed stdout ends nothing early.
        let _ = writeln!(stdout, "{}", r.line());
        let _ = stdout.flush();
        accepted += r.verdict.accepted() as usize;
        bytes += r.bytes;
        time += r.time;
    }
    if !a.quiet {
        eprintln!(
            "{accepted} of {} files accepted; {:.2} MB in {:.2}s ({:.2} MB/s)",
            inputs.len(),
            bytes as f64 / 1e6,
            time.as_secs_f64(),
            bytes as f64 / 1e6 / time.as_secs_f64().max(1e-9)
        );
    }
    if accepted == inputs.len() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// `FILE<TAB>path`, then each token of `path` not skipped as `KIND<TAB>CHANNEL<TAB>TEXT`
/// (ANTLR's reference format), or the lexer's error.
fn token_lines(tables: &OwnedTables, path: &std::path::Path) -> String {
    let mut out = format!("FILE\t{}\n", path.display());
    let src = match std::fs::read(path) {
        Ok(s) => s,
        Err(e) => return out + &format!("LEXERROR cannot read: {e}\n"),
    };
    let refs = tables.refs();
    let t = refs.tables();
    let escape = |s: &str| s.replace('\\', "\\\\").replace('\n', "\\n").replace('\t', "\\t").replace('\r', "\\r");
    let src = t.preprocess(&src);
    match t.lex(&src) {
        Ok(stream) => {
            for r in stream.tokens.iter().filter(|r| r.kind != reducer_runtime::tokens::SKIPPED) {
                let text = String::from_utf8_lossy(r.text(&src));
                let name = t.symbol_name(r.kind);
                out.push_str(&format!("{name}\t{}\t{}\n", r.channel, escape(&text)));
            }
        }
        Err(e) => out.push_str(&format!("LEXERROR {e}\n")),
    }
    out
}

#[derive(clap::Args, Debug)]
struct ReduceArgs {
    #[command(flatten)]
    grammar: GrammarOptions,
    /// The options of a generated reducer (FILES: GRAMMAR... (leading .g4/.bnf/.ebnf
    /// files, unless --grammar), then FILE).
    #[command(flatten)]
    reduce: reducer_cli::Args,
}

#[derive(clap::Args, Debug)]
struct InterpPairArgs {
    #[command(flatten)]
    grammar: GrammarOptions,
    #[command(flatten)]
    pair: reducer_cli::pair_cmd::PairArgs,
}

#[derive(clap::Args, Debug)]
struct InterpBatchArgs {
    #[command(flatten)]
    grammar: GrammarOptions,
    /// The options of a generated reducer's `batch` (INPUTS: GRAMMAR... (leading
    /// .g4/.bnf/.ebnf files, unless --grammar), then input files and folders).
    #[command(flatten)]
    batch: reducer_cli::batch_cmd::BatchArgs,
}

/// Splits GRAMMAR... from the inputs and loads the grammar: its tables and the inputs;
/// `Err` is the exit status to return.
fn load_tables(g: &GrammarOptions, paths: &[PathBuf], quiet: bool) -> Result<(OwnedTables, Vec<PathBuf>), ExitCode> {
    let (grammars, inputs) = split_paths(&g.grammars, paths);
    if grammars.is_empty() {
        eprintln!("error: no grammar given: the leading arguments ending in .g4, .bnf or .ebnf, or --grammar");
        return Err(ExitCode::from(2));
    }
    if inputs.is_empty() {
        eprintln!("error: no input FILE given after the grammar");
        return Err(ExitCode::from(2));
    }
    let loaded = load_grammar(&grammars, g.start.as_deref(), g.ignore_actions, quiet).map_err(|e| {
        eprintln!("{e}");
        ExitCode::FAILURE
    })?;
    Ok((OwnedTables::new(&loaded.generated), inputs))
}

fn reduce_cmd(mut a: ReduceArgs) -> ExitCode {
    let tables = match load_tables(&a.grammar, &a.reduce.files, a.reduce.tests.quiet) {
        Ok((tables, inputs)) => {
            a.reduce.files = inputs;
            tables
        }
        Err(code) => return code,
    };
    // The very code path of `reduce-<lang>`.
    reducer_cli::run(&tables.refs().tables(), &a.reduce).into()
}

fn pair_cmd(a: InterpPairArgs) -> ExitCode {
    if a.grammar.grammars.is_empty() {
        eprintln!("error: `reducer-gen pair` needs the grammar as --grammar PATH");
        return ExitCode::from(2);
    }
    let tables = match load_tables(&a.grammar, &[a.pair.seed.clone()], a.pair.tests.quiet) {
        Ok((tables, _)) => tables,
        Err(code) => return code,
    };
    reducer_cli::pair_cmd::run(&tables.refs().tables(), &a.pair).into()
}

fn batch_cmd(mut a: InterpBatchArgs) -> ExitCode {
    let tables = match load_tables(&a.grammar, &a.batch.inputs, a.batch.tests.quiet) {
        Ok((tables, inputs)) => {
            a.batch.inputs = inputs;
            tables
        }
        Err(code) => return code,
    };
    reducer_cli::batch_cmd::run(&tables.refs().tables(), &a.batch).into()
}

#[derive(clap::Args, Debug)]
struct CompatArgs {
    /// A file slower than this counts as rejected (and slow).
    #[arg(long, value_name = "SECS", default_value_t = 20.0, value_parser = parse_secs)]
    file_timeout: f64,
    /// Print the table as tab-separated values instead.
    #[arg(long)]
    tsv: bool,
    /// Print every file's verdict, not only those the suite does not expect.
    #[arg(short, long)]
    verbose: bool,
    /// Go on without target-code lexer actions and predicates no built-in hook runs
    /// (counted), instead of reporting the grammar as not loading.
    #[arg(long)]
    ignore_actions: bool,
    /// The root of a grammars-v4 checkout (or part of one).
    #[arg(value_name = "GRAMMARS_V4_DIR")]
    root: PathBuf,
    /// Grammar folders relative to the root (default: every folder with a desc.xml).
    #[arg(value_name = "FOLDER")]
    folders: Vec<String>,
}

fn compat_cmd(a: &CompatArgs) -> ExitCode {
    if !a.root.is_dir() {
        eprintln!("error: `{}` is not a directory", a.root.display());
        return ExitCode::FAILURE;
    }
    let folders = if a.folders.is_empty() {
        match compat::discover(&a.root) {
            Ok(f) if !f.is_empty() => f,
            Ok(_) => {
                eprintln!("error: no grammar folder (with a desc.xml) under `{}`", a.root.display());
                return ExitCode::FAILURE;
            }
            Err(e) => {
                eprintln!("error: {e}");
                return ExitCode::FAILURE;
            }
        }
    } else {
        a.folders.clone()
    };
    let timeout = Some(Duration::from_secs_f64(a.file_timeout));
    let mut reports = Vec::new();
    let mut stdout = std::io::stdout();
    for folder in &folders {
        let report = compat::run_folder(&a.root, folder, timeout, a.ignore_actions, &mut |o| {
            if a.verbose || !o.as_expected() || o.slow() {
                let mut line = o.result.line();
                if !o.as_expected() {
                    line.push_str(if o.expect_error { "  [UNEXPECTED: has .errors]" } else { "  [UNEXPECTED]" });
                }
                if o.slow() {
                    line.push_str(&format!("  [SLOW: {:.3} MB/s]", o.result.mb_per_s()));
                }
                let _ = writeln!(stdout, "{line}");
                let _ = stdout.flush();
            }
        });
        match &report.error {
            Some(_) => eprintln!("{folder}: the grammar did not load ({} inputs not parsed)", report.planned),
            None => eprintln!(
                "{folder}: {} of {} inputs as expected",
                report.outcomes.iter().filter(|o| o.as_expected()).count(),
                report.planned
            ),
        }
        reports.push(report);
    }
    let _ = writeln!(stdout);
    let text = if a.tsv { compat::tsv(&reports) } else { compat::table(&reports) };
    let _ = write!(stdout, "{text}");
    ExitCode::SUCCESS
}
