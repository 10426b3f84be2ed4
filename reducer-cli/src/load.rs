//! From the grammar files named on the command line to generated tables: which file is
//! the main grammar, which rule starts, then the generator's own pipeline.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use reducer_gen::diag::{Diagnostics, SourceMap};
use reducer_gen::lexgen::LexGenOptions;
use reducer_gen::syntax::{GrammarFile, GrammarKind};
use reducer_gen::{compile_file, generate, read, Generated, Options, StartOrigin};

/// A grammar ready for interpreted mode.
pub struct Loaded {
    pub generated: Generated,
    /// The main grammar (parser or combined; its lexer was found through `tokenVocab`).
    pub main: PathBuf,
    /// The start rule used.
    pub start: String,
    /// Every file the grammar was read from.
    pub files: Vec<PathBuf>,
}

impl Loaded {
    /// `start rule `prog`: the only rule ending in EOF`: the start rule and why.
    pub fn start_note(&self) -> String {
        self.generated.compiled.resolved.start_note()
    }

    /// Whether the start rule was guessed (no rule, or several, end in EOF).
    pub fn start_is_guess(&self) -> bool {
        self.generated.compiled.resolved.start_reason.is_guess()
    }

    /// Number of actions and predicates of the grammar that run no code here.
    pub fn ignored_hooks(&self) -> usize {
        self.generated.compiled.resolved.hooks.iter().filter(|h| !h.bound).count()
    }
}

/// Whether `path` names a grammar file (`.g4`, `.bnf`, `.ebnf`) rather than an input.
pub fn is_grammar_path(path: &Path) -> bool {
    read::Format::from_path(path).is_some()
}

/// Loads the grammar given as `grammars` (a parser or combined grammar, optionally with
/// the lexer grammar and other files it reads) with start rule `start`, given at
/// `origin` (default: the generator's, the one parser rule ending in `EOF` as
/// grammars-v4's test driver chooses). A lexer action or predicate no built-in hook runs
/// is an error unless `ignore_actions`; parser ones are read as true or skipped.
pub fn load(
    grammars: &[PathBuf],
    start: Option<&str>,
    origin: StartOrigin,
    ignore_actions: bool,
) -> Result<Loaded, String> {
    if grammars.is_empty() {
        return Err("error: no grammar given (a .g4, .bnf or .ebnf file)".to_string());
    }
    let mut reads = Vec::new();
    for path in grammars {
        match read_files(path) {
            Some(r) => reads.push((path, r)),
            // The generator's own pipeline renders the problem with file:line:col.
            None => return Err(compile_error(path, &Options::default())),
        }
    }
    let given: BTreeSet<PathBuf> = grammars.iter().map(|p| canonical(p)).collect();
    let mains: Vec<&(&PathBuf, Read)> = reads.iter().filter(|(_, r)| r.files[0].kind != GrammarKind::Lexer).collect();
    let (main, read) = match mains.as_slice() {
        [] => {
            return Err(format!(
                "error: {} only lexer grammars: interpreted mode needs the parser grammar (it finds the lexer \
                 named by its tokenVocab beside it)",
                if grammars.len() == 1 { "this is" } else { "these are" }
            ))
        }
        [one] => (one.0, &one.1),
        several => match several.iter().filter(|(_, r)| given.is_subset(&r.sources)).collect::<Vec<_>>().as_slice() {
            [one] => (one.0, &one.1),
            _ => {
                let names: Vec<String> = several.iter().map(|(p, _)| p.display().to_string()).collect();
                return Err(format!("error: more than one parser grammar given ({}): give one", names.join(", ")));
            }
        },
    };
    if let Some(unused) = grammars.iter().find(|p| !read.sources.contains(&canonical(p))) {
        let used: Vec<String> = read.paths.iter().map(|p| p.display().to_string()).collect();
        return Err(format!(
            "error: `{}` is not part of the grammar `{}`, which reads {} (a parser grammar's lexer is the \
             tokenVocab grammar in the same folder)",
            unused.display(),
            main.display(),
            used.join(", ")
        ));
    }
    let options =
        Options { start: start.map(str::to_string), start_origin: origin, ignore_actions, ..Options::default() };
    let compiled = compile_file(main, &options).map_err(|e| e.to_string())?;
    let files = compiled.sources.files().iter().map(|f| f.path.clone()).collect();
    let cfg = &compiled.resolved.cfg;
    let start = cfg.rules[cfg.start.0 as usize].name.clone();
    let generated = generate(compiled, &LexGenOptions::default()).map_err(|e| e.to_string())?;
    Ok(Loaded { generated, main: main.clone(), start, files })
}

/// What reading one named file gave, without compiling.
struct Read {
    files: Vec<GrammarFile>,
    /// Canonical paths of every file read (the lexer found through tokenVocab too).
    sources: BTreeSet<PathBuf>,
    paths: Vec<PathBuf>,
}

fn read_files(path: &Path) -> Option<Read> {
    let mut sources = SourceMap::new();
    let mut diags = Diagnostics::default();
    let files = read::load(path, &mut sources, &mut diags).ok()??;
    if diags.has_errors() || files.is_empty() {
        return None;
    }
    let paths: Vec<PathBuf> = sources.files().iter().map(|f| f.path.clone()).collect();
    Some(Read { files, sources: paths.iter().map(|p| canonical(p)).collect(), paths })
}

fn compile_error(path: &Path, options: &Options) -> String {
    match compile_file(path, options) {
        Err(e) => e.to_string(),
        Ok(_) => format!("error: cannot read the grammar `{}`", path.display()),
    }
}

fn canonical(path: &Path) -> PathBuf {
    std::fs::canonicalize(path).unwrap_or_else(|_| path.to_path_buf())
}
