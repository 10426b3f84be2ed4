//! The orchestrator: read, resolve, bind hooks, normalize, analyze.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::analyze::{analyze, Analysis};
use crate::cfg::ResolvedGrammar;
use crate::diag::{Diagnostic, Diagnostics, GrammarError, SourceMap, Span};
use crate::normalize::{normalize, Limits};
use crate::pnf::Pnf;
use crate::read::{self, Format};
use crate::syntax::GrammarFile;

/// What the caller can choose about a compilation.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Start rule (default: the BNF `%start`, else the parser rule that ends in `EOF`,
    /// else the first parser rule, with a warning; [`crate::cfg::StartReason`] says
    /// which).
    pub start: Option<String>,
    /// Where `start` was named, so that a name that is not a rule is reported there.
    pub start_origin: StartOrigin,
    /// Growth bounds for normalization.
    pub limits: Limits,
    /// Names of the actions and predicates bound to Rust functions (see [`crate::bind`]).
    pub hooks: BTreeSet<String>,
    /// Go on without the actions and predicates that no hook runs (warnings instead
    /// of errors; `--ignore-actions`).
    pub ignore_actions: bool,
}

/// Where the caller named the start rule: a name that is not a parser rule is
/// reported at that place, with the closest rule names.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub enum StartOrigin {
    /// Through the library, place unknown (reported at the grammar's name).
    #[default]
    Api,
    /// The command line's `--start`.
    CommandLine,
    /// A call in Rust source, as [`std::panic::Location`] gives it (`Builder::start`
    /// in build.rs, through `#[track_caller]`).
    Call {
        /// The source file, as rustc was given it (relative to the workspace root).
        file: String,
        /// 1-based line.
        line: u32,
        /// 1-based column.
        column: u32,
    },
}

impl StartOrigin {
    /// How the start rule was given, for [`crate::cfg::StartReason::Given`].
    fn how(&self) -> String {
        match self {
            StartOrigin::Api => "named by the caller".to_string(),
            StartOrigin::CommandLine => "named by `--start`".to_string(),
            StartOrigin::Call { file, line, column } => format!("named by `Builder::start` ({file}:{line}:{column})"),
        }
    }
}

/// A grammar taken through every front-end stage.
#[derive(Clone, Debug)]
pub struct Compiled {
    pub sources: SourceMap,
    /// The files as read: the main grammar, then its lexer grammar if split.
    pub files: Vec<GrammarFile>,
    pub resolved: ResolvedGrammar,
    pub pnf: Pnf,
    pub analysis: Analysis,
    /// The built-in hooks chosen for the grammar's base classes ([`crate::builtin`]).
    pub builtin_hooks: crate::bind::BuiltinHooks,
    /// Warnings (there are no errors when compilation succeeds).
    pub warnings: Diagnostics,
}

impl Compiled {
    /// Every warning, rendered with source lines and carets.
    pub fn render_warnings(&self) -> String {
        self.warnings.render(&self.sources)
    }
}

/// Reads the grammar at `path` (following `tokenVocab` for split grammars) and runs
/// every stage.
pub fn compile_file(path: &Path, options: &Options) -> Result<Compiled, GrammarError> {
    compile_files(&[path.to_path_buf()], options)
}

/// Reads the files of one grammar given together (a parser grammar and its lexer
/// grammar, in any order; see [`read::load_files`]) and runs every stage.
pub fn compile_files(paths: &[PathBuf], options: &Options) -> Result<Compiled, GrammarError> {
    let mut sources = SourceMap::new();
    let mut diags = Diagnostics::default();
    let files = match read::load_files(paths, &mut sources, &mut diags) {
        Ok(files) => files,
        Err(e) => {
            return Err(GrammarError { diagnostics: diags, rendered: e.to_string() });
        }
    };
    finish(sources, files, diags, options)
}

/// Compiles grammar text held in memory (`name` is used in diagnostics).
pub fn compile_str(
    name: impl Into<PathBuf>,
    text: &str,
    format: Format,
    options: &Options,
) -> Result<Compiled, GrammarError> {
    let mut sources = SourceMap::new();
    let mut diags = Diagnostics::default();
    let file = read::parse_text(&mut sources, name, text.to_string(), format, &mut diags);
    finish(sources, file.map(|f| vec![f]), diags, options)
}

fn finish(
    mut sources: SourceMap,
    files: Option<Vec<GrammarFile>>,
    mut diags: Diagnostics,
    options: &Options,
) -> Result<Compiled, GrammarError> {
    let fail = |diags: Diagnostics, sources: &SourceMap| {
        let mut rendered = diags.render(sources);
        if !diags.has_errors() {
            rendered.push_str("error: the grammar could not be processed\n");
        }
        GrammarError { rendered, diagnostics: diags }
    };
    let Some(files) = files.filter(|_| !diags.has_errors()) else {
        return Err(fail(diags, &sources));
    };
    if let Some(start) = &options.start {
        if !files.iter().flat_map(|f| &f.parser_rules).any(|r| r.name.name == *start) {
            diags.push(start_error(start, &options.start_origin, &files, &mut sources));
            return Err(fail(diags, &sources));
        }
    }
    let start = options.start.as_deref().map(|s| (s, options.start_origin.how()));
    let Some(mut resolved) = crate::resolve::resolve_as(&files, start, &mut diags) else {
        return Err(fail(diags, &sources));
    };
    let builtin_hooks =
        crate::bind::bind_hooks(&mut resolved, &files, &options.hooks, options.ignore_actions, &mut diags);
    if diags.has_errors() {
        return Err(fail(diags, &sources));
    }
    let Some(pnf) = normalize(&resolved.cfg, &options.limits, &mut diags).filter(|_| !diags.has_errors()) else {
        return Err(fail(diags, &sources));
    };
    let analysis = analyze(&pnf);
    Ok(Compiled { sources, files, resolved, pnf, analysis, builtin_hooks, warnings: diags })
}

/// A start name that is not a parser rule, reported where it was given: the
/// `Builder::start` call (its source line read into `sources` when the file is found),
/// `--start`, or else the grammar's name.
fn start_error(name: &str, origin: &StartOrigin, files: &[GrammarFile], sources: &mut SourceMap) -> Diagnostic {
    let grammar = files.first().map(|f| sources.file(f.name.span.file).path.display().to_string()).unwrap_or_default();
    let message = format!("start rule `{name}` is not a parser rule of `{grammar}`");
    let d = match origin {
        StartOrigin::Api => Diagnostic::error(files[0].name.span, message),
        StartOrigin::CommandLine => Diagnostic::error(Span::NONE, format!("--start {name}: {message}")),
        StartOrigin::Call { file, line, column } => match call_site(file, *line, *column, sources) {
            Some(span) => Diagnostic::error(span, message),
            None => Diagnostic::error(Span::NONE, format!("{file}:{line}:{column}: {message}")),
        },
    };
    crate::resolve::start_help(d, name, files)
}

/// The span of a call's first string argument (else of the call), in `file` read into
/// `sources`. A build script runs in its package's folder while `file` may be relative
/// to the workspace root, so the folders above `CARGO_MANIFEST_DIR` are tried too.
fn call_site(file: &str, line: u32, column: u32, sources: &mut SourceMap) -> Option<Span> {
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").map(PathBuf::from);
    let candidates = std::iter::once(PathBuf::from(file))
        .chain(manifest.iter().flat_map(|m| m.ancestors().map(|dir| dir.join(file)).collect::<Vec<_>>()));
    let (path, text) = candidates.into_iter().find_map(|p| std::fs::read_to_string(&p).ok().map(|t| (p, t)))?;
    let line_start: usize = text.split_inclusive('\n').take(line.checked_sub(1)? as usize).map(str::len).sum();
    let line_text = text[line_start..].lines().next()?;
    let col = line_text.char_indices().nth(column.checked_sub(1)? as usize).map(|(i, _)| i)?;
    let rest = &line_text[col..];
    let (start, end) = match rest.find('"') {
        Some(open) => match rest[open + 1..].find('"') {
            Some(close) => (open, open + close + 2),
            None => (0, rest.find(|c: char| !c.is_alphanumeric() && c != '_').unwrap_or(rest.len()).max(1)),
        },
        None => (0, rest.find(|c: char| !c.is_alphanumeric() && c != '_').unwrap_or(rest.len()).max(1)),
    };
    let id = sources.add(path, text);
    Some(Span::new(id, line_start + col + start, line_start + col + end))
}
