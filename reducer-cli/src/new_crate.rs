//! `reducer-gen new NAME --grammar FILE`: a crate that builds and runs at once, the
//! way a grammar author starts (`Cargo.toml`, `build.rs`, `src/main.rs`, the grammar
//! files, an example input, a property script and a README).
//!
//! The grammar is compiled first, so a crate is only written for a grammar that
//! builds; the example is a random sentence of the grammar that its own tables parse.

use std::path::{Path, PathBuf};

use reducer_gen::cfg::TokenId;
use reducer_gen::testkit::{random_sentences, sample_token_text, Bnf};
use reducer_gen::StartOrigin;

use crate::interp::OwnedTables;
use crate::load::{load, Loaded};

/// Where the new crate's dependencies come from.
#[derive(clap::ValueEnum, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deps {
    /// Path dependencies on a checkout (its `Cargo.lock` is copied, so the crate builds
    /// offline with the versions the checkout is tested with).
    Path,
    /// Version dependencies on crates.io, the version of this command.
    Version,
}

/// The options of `reducer-gen new`.
#[derive(clap::Args, Debug)]
pub struct NewArgs {
    /// The crate's name: its folder, its binary and the example's extension.
    #[arg(value_name = "NAME")]
    pub name: String,
    /// The grammar: a parser or combined `.g4` (its tokenVocab lexer and imports are
    /// copied too), or a `.bnf`/`.ebnf`.
    #[arg(short, long, value_name = "FILE")]
    pub grammar: PathBuf,
    /// The start rule (default: the generator's choice; either way build.rs names it).
    #[arg(long, value_name = "RULE")]
    pub start: Option<String>,
    /// `path`: dependencies on the checkout this command was built from (or
    /// `--checkout`); `version`: crates.io versions.
    #[arg(long, value_enum, default_value_t = Deps::Path)]
    pub deps: Deps,
    /// The checkout for path dependencies.
    #[arg(long, value_name = "DIR")]
    pub checkout: Option<PathBuf>,
    /// The folder to create (default: NAME in the current folder); it must not exist
    /// or be empty.
    #[arg(long, value_name = "DIR")]
    pub dir: Option<PathBuf>,
    /// Go on without the grammar's actions and predicates no built-in hook runs
    /// (build.rs gets `.ignore_actions(true)`).
    #[arg(long)]
    pub ignore_actions: bool,
}

/// Why no crate was written.
#[derive(Debug, thiserror::Error)]
pub enum NewError {
    /// The name cannot be a crate's.
    #[error("`{0}` is not a crate name: use letters, digits, `-` and `_`, starting with a letter")]
    BadName(String),
    /// The folder holds files already.
    #[error("`{0}` exists and is not empty: choose another NAME or --dir")]
    Exists(PathBuf),
    /// The grammar does not build (the generator's report, with file:line:col).
    #[error("{0}")]
    Grammar(String),
    /// No checkout for path dependencies.
    #[error("`{0}` is not a checkout of the reducers (no reducer-runtime/Cargo.toml): give --checkout DIR or --deps version")]
    NoCheckout(PathBuf),
    /// A file could not be written.
    #[error("cannot write `{path}`: {source}")]
    Write {
        /// The file or folder.
        path: PathBuf,
        /// The cause.
        source: std::io::Error,
    },
}

/// What was written.
#[derive(Debug)]
pub struct Created {
    /// The crate's folder.
    pub dir: PathBuf,
    /// Its files, relative to `dir`.
    pub files: Vec<String>,
    /// `start rule `program`: the only rule ending in EOF`.
    pub start_note: String,
    /// Whether the start rule was guessed (the caller warns).
    pub start_is_guess: bool,
    /// The example input's file name.
    pub example: String,
}

/// Writes the crate `args` describe.
pub fn create(args: &NewArgs) -> Result<Created, NewError> {
    let name = &args.name;
    let valid = name.chars().next().is_some_and(|c| c.is_ascii_alphabetic())
        && name.chars().all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_');
    if !valid {
        return Err(NewError::BadName(name.clone()));
    }
    let dir = args.dir.clone().unwrap_or_else(|| PathBuf::from(name));
    if std::fs::read_dir(&dir).is_ok_and(|mut entries| entries.next().is_some()) {
        return Err(NewError::Exists(dir));
    }
    let checkout = match args.deps {
        Deps::Version => None,
        Deps::Path => {
            let default = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
            let given = args.checkout.clone().unwrap_or(default);
            let checkout = std::fs::canonicalize(&given).map_err(|_| NewError::NoCheckout(given.clone()))?;
            if !checkout.join("reducer-runtime/Cargo.toml").is_file() {
                return Err(NewError::NoCheckout(given));
            }
            Some(checkout)
        }
    };
    let loaded =
        load(std::slice::from_ref(&args.grammar), args.start.as_deref(), StartOrigin::CommandLine, args.ignore_actions)
            .map_err(NewError::Grammar)?;

    let module = name.replace('-', "_").to_lowercase();
    let type_name = camel(name);
    let grammar_name = file_name(&loaded.main);
    let out_stem = Path::new(&grammar_name).file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default();
    let example_name = format!("example.{module}");
    let (example, needle) = example(&loaded);

    let mut files: Vec<(String, String)> = Vec::new();
    files.push(("Cargo.toml".into(), cargo_toml(name, checkout.as_deref())));
    // Debug formatting quotes and escapes like a Rust string literal.
    let mut builder = format!(
        "reducer_gen::Builder::new({:?})\n        .start({:?})\n        .type_name(\"{type_name}\")",
        format!("grammar/{grammar_name}"),
        loaded.start
    );
    if args.ignore_actions {
        builder.push_str("\n        .ignore_actions(true)");
    }
    files.push((
        "build.rs".into(),
        format!(
            "//! Generates the reducer's tables from the grammar on every change to it (the\n\
             //! generated file is `OUT_DIR/{out_stem}.rs`, named after the grammar file).\n\n\
             fn main() {{\n    {builder}\n        .build_or_exit();\n}}\n"
        ),
    ));
    files.push((
        "src/main.rs".into(),
        format!(
            "//! `{name}`: a program reducer for the `{grammar}` grammar, generated by build.rs.\n\
             //!\n\
             //! `{name} --test test.sh {example_name}` reduces the example, `{name} --check FILE`\n\
             //! parses, `{name} --help` lists every option.\n\n\
             /// The generated tables and `Language` impl (written by build.rs).\n\
             mod {module} {{\n    include!(concat!(env!(\"OUT_DIR\"), {include:?}));\n}}\n\n\
             fn main() -> std::process::ExitCode {{\n    reducer_cli::main::<{module}::{type_name}>()\n}}\n",
            grammar = loaded.generated.compiled.resolved.cfg.name,
            include = format!("/{out_stem}.rs"),
        ),
    ));
    // Every file the grammar was read from (its tokenVocab lexer, its imports), as read.
    for source in loaded.generated.compiled.sources.files() {
        files.push((format!("grammar/{}", file_name(&source.path)), source.text.clone()));
    }
    files.push((example_name.clone(), example));
    files.push(("test.sh".into(), property(&needle)));
    files.push(("README.md".into(), readme(name, &grammar_name, &example_name, &needle, checkout.is_some())));
    files.push((".gitignore".into(), "/target\n".into()));

    for (rel, text) in &files {
        let path = dir.join(rel);
        let write = || -> std::io::Result<()> {
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(&path, text)
        };
        write().map_err(|e| NewError::Write { path: path.clone(), source: e })?;
    }
    make_executable(&dir.join("test.sh"))?;
    if let Some(lock) = checkout.as_ref().map(|c| c.join("Cargo.lock")).filter(|l| l.is_file()) {
        // The versions the checkout is tested with, so `cargo build --offline` works.
        let to = dir.join("Cargo.lock");
        std::fs::copy(&lock, &to).map_err(|e| NewError::Write { path: to, source: e })?;
        files.push(("Cargo.lock".into(), String::new()));
    }
    Ok(Created {
        dir,
        files: files.into_iter().map(|(rel, _)| rel).collect(),
        start_note: loaded.start_note(),
        start_is_guess: loaded.start_is_guess(),
        example: example_name,
    })
}

#[cfg(unix)]
fn make_executable(path: &Path) -> Result<(), NewError> {
    use std::os::unix::fs::PermissionsExt;
    std::fs::set_permissions(path, std::fs::Permissions::from_mode(0o755))
        .map_err(|e| NewError::Write { path: path.to_path_buf(), source: e })
}

#[cfg(not(unix))]
fn make_executable(_: &Path) -> Result<(), NewError> {
    Ok(())
}

fn file_name(path: &Path) -> String {
    path.file_name().map(|s| s.to_string_lossy().into_owned()).unwrap_or_default()
}

/// `my-lang` -> `MyLang`.
fn camel(name: &str) -> String {
    name.split(['-', '_']).filter(|w| !w.is_empty()).map(|w| w[..1].to_uppercase() + &w[1..]).collect()
}

/// A TOML basic string.
fn toml_string(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

fn cargo_toml(name: &str, checkout: Option<&Path>) -> String {
    let dep = |krate: &str, extra: &str| match checkout {
        Some(c) => format!("{{ path = {}{extra} }}", toml_string(&c.join(krate).to_string_lossy())),
        None if extra.is_empty() => format!("\"{}\"", env!("CARGO_PKG_VERSION")),
        None => format!("{{ version = \"{}\"{extra} }}", env!("CARGO_PKG_VERSION")),
    };
    format!(
        "[package]\nname = \"{name}\"\nversion = \"0.1.0\"\nedition = \"2021\"\n\n\
         [dependencies]\n\
         # The runtime the generated tables link against.\n\
         reducer-runtime = {}\n\
         # The command line (`reducer_cli::main`); without the grammar-reading `reducer-gen` command.\n\
         reducer-cli = {}\n\n\
         [build-dependencies]\n\
         # The generator, called from build.rs.\n\
         reducer-gen = {}\n\n\
         # A workspace of its own, so the crate builds wherever it is; remove this to make it a\n\
         # member of an enclosing workspace.\n\
         [workspace]\n",
        dep("reducer-runtime", ""),
        dep("reducer-cli", ", default-features = false"),
        dep("reducer-gen", ""),
    )
}

/// The example input and a token text in it for the property to look for: the longest
/// random sentence (up to 40 tokens) whose text the grammar's own tables parse (tokens
/// joined by spaces, else by nothing, for grammars without white space), else the
/// start rule's minimal sentence.
fn example(loaded: &Loaded) -> (String, String) {
    let compiled = &loaded.generated.compiled;
    let owned = OwnedTables::new(&loaded.generated);
    let refs = owned.refs();
    let tables = refs.tables();
    let parses = |text: &str| tables.parse(text.as_bytes()).is_ok();
    let bnf = Bnf::from_cfg(&compiled.resolved.cfg);
    let mut best: Option<(Vec<String>, &str)> = None;
    for (n, sentence) in random_sentences(&bnf, 1, 64, 40).iter().enumerate() {
        if best.as_ref().is_some_and(|(b, _)| b.len() >= sentence.len()) {
            continue;
        }
        let texts: Option<Vec<String>> = sentence
            .iter()
            .enumerate()
            .map(|(i, &t)| sample_token_text(&compiled.resolved.lexer, TokenId(t), (n * 1000 + i) as u64))
            .collect();
        let Some(texts) = texts else { continue };
        if let Some(separator) = [" ", ""].into_iter().find(|sep| parses(&texts.join(sep))) {
            best = Some((texts, separator));
        }
    }
    let (text, needle) = match best {
        Some((texts, separator)) => {
            // The longest token text that a shell script can quote: one line, no quote.
            let needle = texts
                .iter()
                .filter(|t| !t.trim().is_empty() && !t.contains(['\'', '\n', '\r', '\0']))
                .max_by_key(|t| t.len())
                .cloned()
                .unwrap_or_default();
            let wrapped = wrap(&texts, separator);
            (if parses(&wrapped) { wrapped } else { texts.join(separator) }, needle)
        }
        None => {
            let minimal = tables.minimal_sentences.get(tables.start as usize).copied().flatten();
            let text = minimal.map(|(t, _)| String::from_utf8_lossy(t).into_owned()).unwrap_or_default();
            let needle = text.trim().lines().next().unwrap_or("").replace('\'', "");
            (text, needle)
        }
    };
    // A final line break where the grammar takes one.
    let with_newline = format!("{text}\n");
    (if parses(&with_newline) { with_newline } else { text }, needle)
}

/// The tokens joined by `separator`, with a line break instead where a line would pass
/// about 72 characters (the caller keeps it only if it still parses).
fn wrap(texts: &[String], separator: &str) -> String {
    let mut wrapped = String::new();
    let mut line = 0;
    for (i, t) in texts.iter().enumerate() {
        if i > 0 {
            if line + separator.len() + t.len() > 72 {
                wrapped.push('\n');
                line = 0;
            } else {
                wrapped.push_str(separator);
                line += separator.len();
            }
        }
        wrapped.push_str(t);
        line += t.len();
    }
    wrapped
}

fn property(needle: &str) -> String {
    format!(
        "#!/bin/sh\n\
         # The property: exit 0 when the candidate \"$1\" still shows the problem. This one\n\
         # keeps files that still contain `{needle}`; replace it by your bug's check, e.g.\n\
         #   mycompiler \"$1\" 2>&1 | grep -q 'internal compiler error'\n\
         grep -qF -- '{needle}' \"$1\"\n"
    )
}

fn readme(name: &str, grammar: &str, example: &str, needle: &str, path_deps: bool) -> String {
    let deps = if path_deps {
        "Its dependencies are paths into the reducers' checkout (`Cargo.toml`), with the\ncheckout's `Cargo.lock`."
    } else {
        "Its dependencies are crates.io versions (`Cargo.toml`)."
    };
    format!(
        "# {name}\n\n\
         A program reducer for the grammar `grammar/{grammar}`, generated at build time by\n\
         `build.rs` (reducer-gen's `Builder`); `src/main.rs` is the whole command line.\n{deps}\n\n\
         ## Check, test, reduce\n\n\
         \x20   cargo run -- --check {example}          # does the grammar parse it?\n\
         \x20   ./test.sh {example}; echo $?           # 0: the example is interesting\n\
         \x20   cargo run -- --test test.sh {example}   # writes {reduced}\n\n\
         `test.sh` is the property: it exits 0 when its argument still shows the problem\n\
         (here: it still contains `{needle}`). Write your own, run it on your input to see it\n\
         exit 0, then reduce. `cargo run -- --help` lists every option (`-j`, `--timeout`,\n\
         `batch`, `pair`, ...).\n\n\
         ## Change the grammar\n\n\
         Edit `grammar/{grammar}` and run `cargo build`: mistakes are reported with\n\
         file:line:col and a caret. Without compiling, `reducer-gen parse grammar/{grammar} FILE`\n\
         and `reducer-gen reduce grammar/{grammar} --test test.sh FILE` use the same tables, and\n\
         `reducer-gen inspect grammar/{grammar}` shows the tokens, the normal form and each\n\
         symbol's minimal sentence.\n",
        reduced = reduced_name(example),
    )
}

/// `example.calc` -> `example.reduced.calc`, as the reducer names its output.
fn reduced_name(example: &str) -> String {
    match example.rsplit_once('.') {
        Some((stem, ext)) => format!("{stem}.reduced.{ext}"),
        None => format!("{example}.reduced"),
    }
}
