//! Stage 5: the run-time tables of a compiled grammar (lexer DFA, LALR(1) tables, minimal
//! sentences), and the `build.rs` API that writes the generated Rust source.

use std::path::{Path, PathBuf};

use crate::diag::{Diagnostics, GrammarError};
use crate::emit::{emit_rust, EmitOptions};
pub use crate::generated::Generated;
use crate::lexgen::{self, LexGenOptions};
use crate::lrgen;
use crate::minimal;
use crate::normalize::Limits;
use crate::pipeline::{compile_file, Compiled, Options, StartOrigin};

/// Builds the lexer and parser tables of a compiled grammar.
pub fn generate(compiled: Compiled, lex_options: &LexGenOptions) -> Result<Generated, GrammarError> {
    let lexer = match lexgen::build_lexer(&compiled.resolved.lexer, lex_options) {
        Ok(t) => t,
        Err(diags) => return Err(error(&compiled, diags)),
    };
    let parser = match lrgen::build_tables(&compiled.pnf) {
        Ok(t) => t,
        Err(e) => {
            let mut diags = Diagnostics::default();
            diags.error(compiled.files[0].name.span, format!("cannot build parse tables: {}", e.0));
            return Err(error(&compiled, diags));
        }
    };
    let minimal = minimal::minimal_sentences(&minimal::Grammar::of(&compiled), &lexer);
    let hash = compiled.sources.files().iter().fold(0xcbf2_9ce4_8422_2325u64, |h, f| {
        f.text.bytes().fold(h, |h, b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
    });
    Ok(Generated { compiled, lexer, parser, minimal, grammar_hash: hash })
}

fn error(compiled: &Compiled, diags: Diagnostics) -> GrammarError {
    GrammarError { rendered: diags.render(&compiled.sources), diagnostics: diags }
}

/// The `build.rs` entry point, in the spirit of `lalrpop::Configuration`.
///
/// ```no_run
/// // build.rs
/// reducer_gen::Builder::new("grammars/json.g4").start("json").type_name("Json").build_or_exit();
/// // src/main.rs
/// // mod json { include!(concat!(env!("OUT_DIR"), "/json.rs")); }
/// // fn main() -> std::process::ExitCode { reducer_cli::main::<json::Json>() }
/// ```
#[derive(Clone, Debug)]
pub struct Builder {
    grammar: PathBuf,
    options: Options,
    emit: EmitOptions,
    out_name: Option<String>,
    out_dir: Option<PathBuf>,
}

impl Builder {
    /// A builder for the grammar at `path` (relative to the crate root in `build.rs`).
    pub fn new(path: impl Into<PathBuf>) -> Builder {
        Builder {
            grammar: path.into(),
            options: Options::default(),
            emit: EmitOptions::default(),
            out_name: None,
            out_dir: None,
        }
    }

    /// The start rule (default: the BNF `%start`, else the parser rule that ends in
    /// `EOF`, else the first parser rule, with a warning). A name that is not a parser
    /// rule is reported at this call, with the closest rule names.
    #[track_caller]
    pub fn start(mut self, rule: &str) -> Builder {
        let at = std::panic::Location::caller();
        self.options.start = Some(rule.to_string());
        self.options.start_origin =
            StartOrigin::Call { file: at.file().to_string(), line: at.line(), column: at.column() };
        self
    }

    /// Growth bounds for normalization (default [`Limits::default`]); a grammar past
    /// them fails with an error naming the rule and the construct being rewritten.
    pub fn limits(mut self, limits: Limits) -> Builder {
        self.options.limits = limits;
        self
    }

    /// Name of the generated type implementing `Language` (default `Lang`).
    pub fn type_name(mut self, name: &str) -> Builder {
        self.emit.type_name = name.to_string();
        self
    }

    /// Output file name in `OUT_DIR` (default: the grammar's file stem + `.rs`).
    pub fn out_name(mut self, name: &str) -> Builder {
        self.out_name = Some(name.to_string());
        self
    }

    /// Output directory (default: `$OUT_DIR`).
    pub fn out_dir(mut self, dir: impl Into<PathBuf>) -> Builder {
        self.out_dir = Some(dir.into());
        self
    }

    /// Path of the runtime crate in generated code (default `::reducer_runtime`).
    pub fn runtime_path(mut self, path: &str) -> Builder {
        self.emit.runtime_path = path.to_string();
        self
    }

    /// Binds an input preprocessor: the Rust path (as seen from where the generated file
    /// is included) of a `fn(&[u8]) -> Vec<u8>` applied to the user's input before
    /// lexing. The reduction works on the preprocessed text.
    pub fn preprocess(mut self, path: &str) -> Builder {
        self.emit.preprocess = Some(path.to_string());
        self
    }

    /// Binds a token source: the Rust path of a
    /// `fn(&GrammarTables, &[u8], TokenStream) -> TokenStream` applied to every lexed
    /// stream before parsing (e.g. INDENT/DEDENT for an indentation-based language;
    /// the tokens it synthesises are declared in the grammar's `tokens { }` block).
    pub fn token_source(mut self, path: &str) -> Builder {
        self.emit.token_source = Some(path.to_string());
        self
    }

    /// Binds a named action or predicate of the grammar's lexer rules (`{name()}?`,
    /// `{this.name();}`) to a Rust function: the path of a `fn(&LexCx) -> bool` for a
    /// predicate or a `fn(&mut LexCx)` for an action (`reducer_runtime::lexer`). Unbound
    /// hooks are dropped with a warning; see [`crate::bind`].
    pub fn hook(mut self, name: &str, path: &str) -> Builder {
        self.options.hooks.insert(name.to_string());
        self.emit.hooks.insert(name.to_string(), path.to_string());
        self
    }

    /// Goes on without the grammar's actions and predicates that neither a bound nor a
    /// built-in hook runs (they become warnings; by default each is an error naming it).
    pub fn ignore_actions(mut self, ignore: bool) -> Builder {
        self.options.ignore_actions = ignore;
        self
    }

    /// Generates the source text without writing it.
    pub fn generate_source(&self) -> Result<String, GrammarError> {
        let compiled = compile_file(&self.grammar, &self.options)?;
        let generated = generate(compiled, &LexGenOptions::default())?;
        Ok(emit_rust(&generated, &self.emit))
    }

    /// Writes `OUT_DIR/<name>.rs` (only when its content changed) and prints
    /// `cargo:rerun-if-changed` for every grammar file read (imports and the
    /// `tokenVocab` lexer too) and a `cargo:warning` for each warning (a guessed start
    /// rule among them); the start rule and why it was chosen go to the build script's
    /// log (`cargo build -vv`). Returns the written path.
    ///
    /// Written to `OUT_DIR`, the file names a `cargo:rustc-env` variable that only this
    /// build script run sets, so a file an earlier run left behind (the build script
    /// now builds another grammar) fails to compile instead of being used.
    pub fn build(&self) -> Result<PathBuf, GrammarError> {
        let compiled = compile_file(&self.grammar, &self.options)?;
        for file in compiled.sources.files() {
            println!("cargo:rerun-if-changed={}", file.path.display());
        }
        for w in &compiled.warnings.items {
            let text = w.render(&compiled.sources);
            println!("cargo:warning={}", text.lines().next().unwrap_or(""));
        }
        if !compiled.resolved.start_reason.is_guess() {
            // Not a warning: cargo shows those on every build; `-vv` shows this line.
            println!("reducer-gen: {}: {}", self.grammar.display(), compiled.resolved.start_note());
        }
        let grammar_files: Vec<String> =
            compiled.sources.files().iter().map(|f| f.path.display().to_string()).collect();
        for name in &self.options.hooks {
            let used = compiled
                .resolved
                .hooks
                .iter()
                .any(|h| h.bound && crate::bind::hook_name(&h.code) == Some(name.as_str()));
            if !used {
                println!("cargo:warning=hook `{name}` is bound but no token rule of the grammar calls it");
            }
        }
        let generated = generate(compiled, &LexGenOptions::default())?;
        let mut source = emit_rust(&generated, &self.emit);
        let dir = match &self.out_dir {
            Some(d) => d.clone(),
            None => {
                let dir = std::env::var_os("OUT_DIR")
                    .ok_or_else(|| plain_error("OUT_DIR is not set: call this from build.rs or set out_dir"))?;
                let variable = format!("REDUCER_GEN_{:016x}", fnv(source.as_bytes()));
                println!("cargo:rustc-env={variable}={}", grammar_files.join(" "));
                source.push_str(&stale_guard(&variable, &grammar_files));
                PathBuf::from(dir)
            }
        };
        let name = match &self.out_name {
            Some(n) => n.clone(),
            None => format!("{}.rs", stem(&self.grammar)),
        };
        let path = dir.join(name);
        if std::fs::read_to_string(&path).ok().as_deref() != Some(source.as_str()) {
            std::fs::write(&path, source).map_err(|e| plain_error(&format!("cannot write {}: {e}", path.display())))?;
        }
        Ok(path)
    }

    /// [`Builder::build`], printing grammar errors readably and exiting on failure
    /// (cargo shows a build script's stderr when it fails).
    pub fn build_or_exit(&self) -> PathBuf {
        match self.build() {
            Ok(p) => p,
            Err(e) => {
                eprintln!("{e}");
                std::process::exit(1);
            }
        }
    }
}

/// The lines that make this file fail to compile unless the build script run that
/// wrote it set `variable` (see [`Builder::build`]).
fn stale_guard(variable: &str, grammar_files: &[String]) -> String {
    let files = grammar_files.join(", ").replace(['"', '\\'], "");
    format!(
        "// Set by the build script run that wrote this file: a file left by an earlier run\n\
         // (the build script now builds another grammar) fails here instead of being used.\n\
         const _: &str = env!(\n    \"{variable}\",\n    \"stale generated file: the build script no longer \
         generates it from {files}; include the file it generates now\"\n);\n"
    )
}

/// FNV-1a, 64 bits: a name for the generated text (no dependency for a hash).
fn fnv(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &b| (h ^ b as u64).wrapping_mul(0x0100_0000_01b3))
}

fn stem(path: &Path) -> String {
    path.file_stem().map(|s| s.to_string_lossy().into_owned()).unwrap_or_else(|| "grammar".to_string())
}

fn plain_error(message: &str) -> GrammarError {
    GrammarError { diagnostics: Diagnostics::default(), rendered: format!("error: {message}") }
}
