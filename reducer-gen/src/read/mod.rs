//! Stage 1: reading grammar files into [`crate::syntax::GrammarFile`].
//!
//! [`load`] picks the reader by file extension and follows a parser grammar's
//! `options { tokenVocab = X; }` to the lexer grammar `X.g4` beside it.

use std::path::{Path, PathBuf};

use crate::diag::{Diagnostics, SourceMap};
use crate::syntax::{GrammarFile, GrammarKind};

pub mod bnf;
pub mod g4;

/// The grammar notations we read.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Format {
    /// ANTLR4 `.g4`.
    G4,
    /// The Perses paper's BNF/EBNF notation (`.bnf`, `.ebnf`).
    Bnf,
}

impl Format {
    /// The format a file extension implies (`None` for unknown extensions).
    pub fn from_path(path: &Path) -> Option<Format> {
        match path.extension()?.to_str()? {
            "g4" => Some(Format::G4),
            "bnf" | "ebnf" => Some(Format::Bnf),
            _ => None,
        }
    }
}

/// A problem reading files from disk (as opposed to a problem in their text).
#[derive(Debug)]
pub struct LoadError {
    pub path: PathBuf,
    pub message: String,
}

impl std::fmt::Display for LoadError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "error: {}: {}", self.path.display(), self.message)
    }
}

/// Parses grammar text of a known format.
pub fn parse_text(
    sources: &mut SourceMap,
    path: impl Into<PathBuf>,
    text: String,
    format: Format,
    diags: &mut Diagnostics,
) -> Option<GrammarFile> {
    let path = path.into();
    let file = sources.add(path, text);
    let text = sources.file(file).text.clone();
    match format {
        Format::G4 => g4::parse(file, &text, diags),
        Format::Bnf => bnf::parse(file, &text, diags),
    }
}

/// Reads a grammar file and, for a split ANTLR grammar, its lexer grammar.
///
/// Returns the files in the order `resolve` expects: the parser (or combined) grammar
/// first, then the lexer grammar.
pub fn load(
    path: &Path,
    sources: &mut SourceMap,
    diags: &mut Diagnostics,
) -> Result<Option<Vec<GrammarFile>>, LoadError> {
    load_files(&[path.to_path_buf()], sources, diags)
}

/// Reads the files of one grammar given together (`XLexer.g4 XParser.g4`, in any
/// order): exactly one parser or combined grammar, and lexer grammars. A parser
/// grammar's `tokenVocab` names its lexer: one of the given lexer grammars, else
/// `<tokenVocab>.g4` beside it.
pub fn load_files(
    paths: &[PathBuf],
    sources: &mut SourceMap,
    diags: &mut Diagnostics,
) -> Result<Option<Vec<GrammarFile>>, LoadError> {
    let mut mains = Vec::new();
    let mut lexers = Vec::new();
    for path in paths {
        let format = Format::from_path(path).ok_or_else(|| LoadError {
            path: path.to_path_buf(),
            message: "unknown grammar format: expected a `.g4`, `.bnf` or `.ebnf` file".to_string(),
        })?;
        let text = read(path)?;
        let Some(file) = parse_text(sources, path, text, format, diags) else {
            return Ok(None);
        };
        if file.kind == GrammarKind::Lexer && paths.len() > 1 {
            lexers.push((path.clone(), file));
        } else {
            mains.push((path.clone(), file));
        }
    }
    let (path, main) = match mains.len() {
        1 => mains.pop().unwrap(),
        0 => {
            return Err(LoadError {
                path: paths.first().cloned().unwrap_or_default(),
                message: "only lexer grammars were given: a reducer needs a parser or combined grammar".to_string(),
            })
        }
        _ => {
            return Err(LoadError {
                path: mains[1].0.clone(),
                message: format!(
                    "several parser or combined grammars were given (`{}` and `{}`): give one, with its lexer grammar",
                    mains[0].1.name.name, mains[1].1.name.name
                ),
            })
        }
    };
    let path = path.as_path();
    let mut files = vec![main];
    if !merge_imports(&mut files[0], path, sources, diags, &mut vec![path.to_path_buf()]) {
        return Ok(None);
    }
    if files[0].kind == GrammarKind::Parser {
        let vocab = files[0].options.iter().find(|(k, _)| k.name == "tokenVocab").map(|(k, v)| (k.span, v.clone()));
        match vocab {
            None => {
                diags.error(
                    files[0].name.span,
                    format!(
                        "parser grammar `{}` needs `options {{ tokenVocab = Lexer; }}` naming its lexer grammar",
                        files[0].name.name
                    ),
                );
                return Ok(None);
            }
            Some((span, name)) => {
                let given = lexers.iter().position(|(_, f)| f.name.name == name);
                let (lexer_path, mut lexer) = match given {
                    Some(i) => lexers.swap_remove(i),
                    None => {
                        let lexer_path = path.with_file_name(format!("{name}.g4"));
                        let text = match std::fs::read_to_string(&lexer_path) {
                            Ok(t) => t,
                            Err(e) => {
                                diags.error(span, format!("cannot read lexer grammar `{}`: {e}", lexer_path.display()));
                                return Ok(None);
                            }
                        };
                        let Some(lexer) = parse_text(sources, &lexer_path, text, Format::G4, diags) else {
                            return Ok(None);
                        };
                        (lexer_path, lexer)
                    }
                };
                if lexer.kind != GrammarKind::Lexer {
                    diags.error(
                        lexer.name.span,
                        format!("`{}` is named by tokenVocab but is not a lexer grammar", lexer.name.name),
                    );
                    return Ok(None);
                }
                if !merge_imports(&mut lexer, &lexer_path, sources, diags, &mut vec![lexer_path.clone()]) {
                    return Ok(None);
                }
                files.push(lexer);
            }
        }
    }
    for (_, unused) in &lexers {
        diags.warning(
            unused.name.span,
            format!("lexer grammar `{}` was given but `{}` does not use it", unused.name.name, files[0].name.name),
        );
    }
    Ok(Some(files))
}

/// Adds the rules of the grammars `file` imports (`import A, B;`, read from `A.g4`
/// beside it, and their own imports, depth first) as ANTLR does: a rule, token,
/// channel or mode the importing grammar defines wins, then the first import that
/// defines it. Imported lexer rules come after the importer's, in their own modes, and
/// keep their own grammar's `caseInsensitive`. `stack` holds the files being imported
/// (an import cycle is an error). Returns false after reporting a problem.
fn merge_imports(
    file: &mut GrammarFile,
    path: &Path,
    sources: &mut SourceMap,
    diags: &mut Diagnostics,
    stack: &mut Vec<PathBuf>,
) -> bool {
    let imports = std::mem::take(&mut file.imports);
    for import in &imports {
        let import_path = path.with_file_name(format!("{}.g4", import.name));
        if stack.contains(&import_path) {
            diags.error(
                import.span,
                format!(
                    "import cycle: grammar `{}` imports `{}`, which is already being imported",
                    file.name.name, import.name
                ),
            );
            return false;
        }
        let text = match std::fs::read_to_string(&import_path) {
            Ok(t) => t,
            Err(e) => {
                diags.error(import.span, format!("cannot read imported grammar `{}`: {e}", import_path.display()));
                return false;
            }
        };
        let Some(mut delegate) = parse_text(sources, &import_path, text, Format::G4, diags) else {
            return false;
        };
        let allowed = match (file.kind, delegate.kind) {
            (GrammarKind::Lexer, k) => k == GrammarKind::Lexer,
            (GrammarKind::Parser, k) => k == GrammarKind::Parser,
            (GrammarKind::Combined, k) => k != GrammarKind::Bnf,
            (GrammarKind::Bnf, _) => false,
        };
        if !allowed {
            diags.error(
                import.span,
                format!(
                    "a {} grammar cannot import the {} grammar `{}`",
                    kind_name(file.kind),
                    kind_name(delegate.kind),
                    import.name
                ),
            );
            return false;
        }
        stack.push(import_path.clone());
        let ok = merge_imports(&mut delegate, &import_path, sources, diags, stack);
        stack.pop();
        if !ok {
            return false;
        }
        let delegate_ci = delegate.option("caseInsensitive").map(|v| v == "true");
        let defined: std::collections::BTreeSet<String> = file
            .parser_rules
            .iter()
            .map(|r| r.name.name.clone())
            .chain(file.lexer_rules.iter().map(|r| r.name.name.clone()))
            .collect();
        for rule in delegate.parser_rules {
            if !defined.contains(&rule.name.name) {
                file.parser_rules.push(rule);
            }
        }
        for mut rule in delegate.lexer_rules {
            if !defined.contains(&rule.name.name) {
                rule.case_insensitive = rule.case_insensitive.or(delegate_ci);
                file.lexer_rules.push(rule);
            }
        }
        for (list, extra) in [
            (&mut file.declared_tokens, delegate.declared_tokens),
            (&mut file.channels, delegate.channels),
            (&mut file.modes, delegate.modes),
        ] {
            for id in extra {
                if !list.iter().any(|x| x.name == id.name) {
                    list.push(id);
                }
            }
        }
    }
    file.imports = imports;
    true
}

fn kind_name(kind: GrammarKind) -> &'static str {
    match kind {
        GrammarKind::Combined => "combined",
        GrammarKind::Lexer => "lexer",
        GrammarKind::Parser => "parser",
        GrammarKind::Bnf => "BNF",
    }
}

fn read(path: &Path) -> Result<String, LoadError> {
    let bytes = std::fs::read(path).map_err(|e| LoadError { path: path.to_path_buf(), message: e.to_string() })?;
    String::from_utf8(bytes).map_err(|e| LoadError {
        path: path.to_path_buf(),
        message: format!("grammar files must be UTF-8 (invalid byte at offset {})", e.utf8_error().valid_up_to()),
    })
}
