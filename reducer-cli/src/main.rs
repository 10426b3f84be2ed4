//! `reducer-gen`: inspect a grammar, parse and reduce with it without compiling anything
//! (interpreted mode), and the grammars-v4 compatibility benchmark. See [`USAGE`].

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use clap::{CommandFactory, FromArgMatches, Parser};
use reducer_cli::check::check_file;
use reducer_cli::compat;
use reducer_cli::interp::{leak_tables, Interpreted};
use reducer_cli::load::{is_grammar_path, load, Loaded};
use reducer_gen::{compile_files, inspect, Options};

const USAGE: &str = "usage: reducer-gen inspect GRAMMAR... [--start RULE] [--ignore-actions]
       reducer-gen parse [--start RULE] [--file-timeout SECS] GRAMMAR... FILE...
       reducer-gen reduce [--start RULE] GRAMMAR... --test SCRIPT [OPTIONS] FILE
       reducer-gen compat [--file-timeout SECS] [--ignore-actions] GRAMMARS_V4_DIR [FOLDER...]

commands:
  inspect   print the tokens, the Perses Normal Form, shapes and subsume relation
            of GRAMMAR (.g4, .bnf or .ebnf), with any warnings; a split ANTLR
            grammar is its parser grammar or both files, in any order
  parse     parse each FILE with the grammar, without compiling anything: one line
            per file, `ACCEPT <file>` or `REJECT <file>:<line>:<col>: <message>`
  reduce    reduce FILE with the grammar, without compiling anything: the options
            and guarantees of a generated reducer (`reducer-gen reduce --help`)
  compat    the grammars-v4 compatibility benchmark: parse every example of each
            grammar folder (all folders with a desc.xml by default), print a table

GRAMMAR is a parser or combined grammar (a parser grammar's lexer, named by its
tokenVocab, is read from beside it); the start rule defaults to the one rule
ending in EOF. Grammars are the leading arguments ending in .g4, .bnf or .ebnf;
`--grammar PATH` names them explicitly (then every argument is an input).";

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.first().map(String::as_str) {
        Some("inspect") => report(inspect_cmd(&args[1..])),
        Some("parse") => parse_cmd(&args[1..]),
        Some("reduce") => reduce_cmd(&args[1..]),
        Some("compat") => compat_cmd(&args[1..]),
        Some("-h" | "--help") | None => report(Err(USAGE.to_string())),
        Some(other) => report(Err(format!("error: unknown command `{other}`\n\n{USAGE}"))),
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

fn inspect_cmd(args: &[String]) -> Result<(), String> {
    let mut iter = args.iter();
    let mut grammars: Vec<PathBuf> = Vec::new();
    let mut options = Options::default();
    while let Some(arg) = iter.next() {
        match arg.as_str() {
            "--start" => {
                let rule = iter.next().ok_or("error: `--start` needs a rule name")?;
                options.start = Some(rule.clone());
            }
            "--ignore-actions" => options.ignore_actions = true,
            flag if flag.starts_with('-') => return Err(format!("error: unknown option `{flag}`\n\n{USAGE}")),
            path => grammars.push(PathBuf::from(path)),
        }
    }
    if grammars.is_empty() {
        return Err(format!("error: missing GRAMMAR\n\n{USAGE}"));
    }
    let compiled = compile_files(&grammars, &options).map_err(|e| e.to_string())?;
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

/// Loads the grammar and says what was chosen (on stderr).
fn load_grammar(
    grammars: &[PathBuf],
    start: Option<&str>,
    ignore_actions: bool,
    quiet: bool,
) -> Result<Loaded, String> {
    let loaded = load(grammars, start, ignore_actions)?;
    if !quiet {
        let hooks = loaded.ignored_hooks();
        let start = loaded.start.as_deref().unwrap_or("the first rule");
        let note = if hooks > 0 {
            format!("; {hooks} actions and predicates run no code (`reducer-gen inspect` lists them)")
        } else {
            String::new()
        };
        eprintln!("grammar {} (start {start}){note}", loaded.generated.compiled.resolved.cfg.name);
    }
    Ok(loaded)
}

#[derive(Parser, Debug)]
#[command(name = "reducer-gen parse", about = "Parse files with a grammar, without compiling anything")]
struct ParseArgs {
    /// The start rule (default: the one parser rule ending in EOF).
    #[arg(long, value_name = "RULE")]
    start: Option<String>,
    /// Report a file whose parse takes longer than this as rejected.
    #[arg(long, value_name = "SECS", value_parser = parse_secs)]
    file_timeout: Option<f64>,
    /// A grammar file (repeatable); then every positional argument is an input.
    #[arg(short, long = "grammar", value_name = "PATH")]
    grammars: Vec<PathBuf>,
    /// No grammar line and no summary on stderr.
    #[arg(short, long)]
    quiet: bool,
    /// Go on without the actions and predicates no built-in hook runs (by default each
    /// one is an error naming its place).
    #[arg(long)]
    ignore_actions: bool,
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

fn clap_exit(e: clap::Error) -> ExitCode {
    let _ = e.print();
    ExitCode::from(if e.use_stderr() { 2 } else { 0 })
}

fn parse_cmd(args: &[String]) -> ExitCode {
    let a =
        match ParseArgs::try_parse_from(std::iter::once("reducer-gen parse".to_string()).chain(args.iter().cloned())) {
            Ok(a) => a,
            Err(e) => return clap_exit(e),
        };
    let (grammars, inputs) = split_paths(&a.grammars, &a.paths);
    if grammars.is_empty() {
        eprintln!("error: no grammar given: the leading arguments ending in .g4, .bnf or .ebnf, or --grammar");
        return ExitCode::from(2);
    }
    if inputs.is_empty() {
        eprintln!("error: no input FILE given after the grammar");
        return ExitCode::from(2);
    }
    let loaded = match load_grammar(&grammars, a.start.as_deref(), a.ignore_actions, a.quiet) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let tables = leak_tables(&loaded.generated);
    let timeout = a.file_timeout.map(Duration::from_secs_f64);
    let (mut accepted, mut bytes, mut time) = (0usize, 0usize, Duration::ZERO);
    let mut stdout = std::io::stdout();
    for path in &inputs {
        let r = check_file(tables, path, timeout);
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

fn reduce_cmd(args: &[String]) -> ExitCode {
    // The generated reducers' own option set, plus the grammar.
    let command = reducer_cli::Args::command()
        .name("reducer-gen reduce")
        .bin_name("reducer-gen reduce")
        .about("Reduce FILE with a grammar, without compiling anything (the command line of a generated reducer)")
        .override_usage("reducer-gen reduce [--start RULE] GRAMMAR... --test SCRIPT [OPTIONS] FILE")
        .mut_arg("files", |a| {
            a.value_name("PATH").help("GRAMMAR... (leading .g4/.bnf/.ebnf files, unless --grammar), then FILE")
        })
        .arg(
            clap::Arg::new("start")
                .long("start")
                .value_name("RULE")
                .help("The start rule (default: the one parser rule ending in EOF)"),
        )
        .arg(
            clap::Arg::new("ignore-actions")
                .long("ignore-actions")
                .action(clap::ArgAction::SetTrue)
                .help("Go on without the actions and predicates no built-in hook runs (by default an error)"),
        )
        .arg(
            clap::Arg::new("grammar")
                .short('g')
                .long("grammar")
                .value_name("PATH")
                .action(clap::ArgAction::Append)
                .value_parser(clap::value_parser!(PathBuf))
                .help("A grammar file (repeatable); then every positional argument is an input"),
        );
    let matches = match command
        .try_get_matches_from(std::iter::once("reducer-gen reduce".to_string()).chain(args.iter().cloned()))
    {
        Ok(m) => m,
        Err(e) => return clap_exit(e),
    };
    let start = matches.get_one::<String>("start").cloned();
    let ignore_actions = matches.get_flag("ignore-actions");
    let explicit: Vec<PathBuf> =
        matches.get_many::<PathBuf>("grammar").map(|v| v.cloned().collect()).unwrap_or_default();
    let mut run_args = match reducer_cli::Args::from_arg_matches(&matches) {
        Ok(a) => a,
        Err(e) => return clap_exit(e),
    };
    let (grammars, inputs) = split_paths(&explicit, &run_args.files);
    if grammars.is_empty() {
        eprintln!("error: no grammar given: the leading arguments ending in .g4, .bnf or .ebnf, or --grammar");
        return ExitCode::from(2);
    }
    if inputs.is_empty() {
        eprintln!("error: no input FILE given after the grammar");
        return ExitCode::from(2);
    }
    run_args.files = inputs;
    let loaded = match load_grammar(&grammars, start.as_deref(), ignore_actions, run_args.tests.quiet) {
        Ok(l) => l,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    Interpreted::install(leak_tables(&loaded.generated));
    // The very code path of `reduce-<lang>`.
    reducer_cli::run::<Interpreted>(&run_args).into()
}

#[derive(Parser, Debug)]
#[command(
    name = "reducer-gen compat",
    about = "The grammars-v4 compatibility benchmark: parse every example of each grammar folder as the \
             collection's driver does, count verdicts against its expectation, print a table"
)]
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
    /// Go on without target-code actions and predicates no built-in hook runs (counted),
    /// instead of reporting the grammar as not loading.
    #[arg(long)]
    ignore_actions: bool,
    /// The root of a grammars-v4 checkout (or part of one).
    #[arg(value_name = "GRAMMARS_V4_DIR")]
    root: PathBuf,
    /// Grammar folders relative to the root (default: every folder with a desc.xml).
    #[arg(value_name = "FOLDER")]
    folders: Vec<String>,
}

fn compat_cmd(args: &[String]) -> ExitCode {
    let a =
        match CompatArgs::try_parse_from(std::iter::once("reducer-gen compat".to_string()).chain(args.iter().cloned()))
        {
            Ok(a) => a,
            Err(e) => return clap_exit(e),
        };
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
