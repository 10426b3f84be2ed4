//! The orchestrator: read, resolve, bind hooks, normalize, analyze.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};

use crate::analyze::{analyze, Analysis};
use crate::cfg::ResolvedGrammar;
use crate::diag::{Diagnostics, GrammarError, SourceMap};
use crate::normalize::{normalize, Limits};
use crate::pnf::Pnf;
use crate::read::{self, Format};
use crate::syntax::GrammarFile;

/// What the caller can choose about a compilation.
#[derive(Clone, Debug, Default)]
pub struct Options {
    /// Start rule (default: the BNF `%start`, else the parser rule that ends in `EOF`,
    /// else the first parser rule).
    pub start: Option<String>,
    /// Growth bounds for normalization.
    pub limits: Limits,
    /// Names of the actions and predicates bound to Rust functions (see [`crate::bind`]).
    pub hooks: BTreeSet<String>,
    /// Go on without the actions and predicates that no hook runs (warnings instead
    /// of errors; `--ignore-actions`).
    pub ignore_actions: bool,
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
    sources: SourceMap,
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
    let Some(mut resolved) = crate::resolve::resolve(&files, options.start.as_deref(), &mut diags) else {
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
