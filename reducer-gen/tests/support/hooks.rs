//! Runs a grammar compiled in memory (no rustc): the generator's tables viewed by the
//! runtime, with the built-in hooks the generator chose bound through
//! `reducer_runtime::hooks::by_path`, as generated code binds them by path.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

use reducer_gen::lexgen::LexGenOptions;
use reducer_gen::read::Format;
use reducer_gen::{compile_file, compile_str, generate, Generated, Options};
use reducer_runtime::hooks::{by_path, Builtin};
use reducer_runtime::language::{GrammarTables, Hooks, TokenSource};
use reducer_runtime::lexer::{LexAction, LexHooks, LexPredicate};

use crate::lexgen_support::with_view_named;
use crate::lrgen_util::view;

/// A grammar compiled in memory.
pub struct Grammar {
    pub generated: Generated,
    /// Run without any hook (the grammar read context-free), to measure what they do.
    pub without_hooks: bool,
}

/// `shared/grammars-v4`, which must exist.
pub fn grammars_v4() -> PathBuf {
    reducer_testdata::grammars_v4()
}

impl Grammar {
    /// Compiles the grammar at `path` (a parser grammar finds its lexer by `tokenVocab`).
    pub fn load(path: &Path, options: &Options) -> Result<Grammar, String> {
        let compiled = compile_file(path, options).map_err(|e| e.rendered)?;
        let generated = generate(compiled, &LexGenOptions::default()).map_err(|e| e.rendered)?;
        Ok(Grammar { generated, without_hooks: false })
    }

    /// Compiles grammar text (`name` is used in diagnostics).
    pub fn from_str(name: &str, text: &str, options: &Options) -> Result<Grammar, String> {
        let compiled = compile_str(name, text, Format::G4, options).map_err(|e| e.rendered)?;
        let generated = generate(compiled, &LexGenOptions::default()).map_err(|e| e.rendered)?;
        Ok(Grammar { generated, without_hooks: false })
    }

    /// Runs `f` with the runtime's tables of the grammar, built-in hooks bound.
    pub fn with_tables<R>(&self, f: impl FnOnce(&GrammarTables) -> R) -> R {
        self.with_user_hooks(&[], f)
    }

    /// [`Grammar::with_tables`], with the user's functions for the names bound in
    /// `Options::hooks` (as `Builder::hook` binds them in generated code).
    pub fn with_user_hooks<R>(&self, user: &[(&str, Builtin)], f: impl FnOnce(&GrammarTables) -> R) -> R {
        let g = &self.generated;
        let builtin = &g.compiled.builtin_hooks;
        let lookup = |name: &String| {
            if let Some((_, h)) = user.iter().find(|(n, _)| n == name) {
                return *h;
            }
            let path = builtin.hooks.get(name).unwrap_or_else(|| panic!("hook `{name}` is not a built-in"));
            by_path(path).unwrap_or_else(|| panic!("no built-in at {path}"))
        };
        let mut predicates: Vec<(u32, LexPredicate)> = Vec::new();
        let mut actions: Vec<(u32, LexAction)> = Vec::new();
        for (i, r) in g.lexer.rules.iter().enumerate() {
            for p in &r.predicates {
                match lookup(p) {
                    Builtin::Predicate(f) => predicates.push((i as u32, f)),
                    other => panic!("{p} is {other:?}"),
                }
            }
            for a in &r.actions {
                match lookup(a) {
                    Builtin::Action(f) => actions.push((i as u32, f)),
                    other => panic!("{a} is {other:?}"),
                }
            }
        }
        let after_token = builtin.after_token.as_ref().map(|p| match by_path(p) {
            Some(Builtin::Action(f)) => f,
            other => panic!("{p} is {other:?}"),
        });
        let user_source = user.iter().find_map(|(n, h)| match h {
            Builtin::TokenSource(f) if *n == "token_source" => Some(*f),
            _ => None,
        });
        let token_source: Option<TokenSource> = user_source.or_else(|| {
            builtin.token_source.as_ref().map(|p| match by_path(p) {
                Some(Builtin::TokenSource(f)) => f,
                other => panic!("{p} is {other:?}"),
            })
        });
        let names: Vec<&str> = g.compiled.pnf.symbols.iter().map(|s| s.name.as_str()).collect();
        let (token_source, hooks) = if self.without_hooks {
            (None, LexHooks::NONE)
        } else {
            (token_source, LexHooks { predicates: &predicates, actions: &actions, after_token })
        };
        with_view_named(&g.lexer, &names, hooks, |lexer| {
            let tables = GrammarTables {
                name: &g.compiled.pnf.name,
                symbol_names: &names,
                num_tokens: g.compiled.pnf.num_tokens,
                start: g.compiled.pnf.start.0,
                start_accepts_empty: g.compiled.pnf.start_accepts_empty,
                shapes: &[],
                sym_alts: &[],
                alt_offsets: &[],
                alt_symbols: &[],
                quant_body: &[],
                nullable: &[],
                subsume_words: 0,
                subsume: &[],
                token_literals: &[],
                minimal_sentences: &[],
                lexer: *lexer,
                parser: view(&g.parser),
                hooks: Hooks { preprocess: None, token_source },
            };
            f(&tables)
        })
    }
}

/// Files under `dir` (recursively) named `*.ext`, sorted (as the suite's
/// `examples/**/*.ext` globs).
pub fn examples_with(dir: &Path, ext: &str) -> Vec<PathBuf> {
    examples(dir).into_iter().filter(|p| p.extension().and_then(|x| x.to_str()) == Some(ext)).collect()
}

/// Files under `dir` (recursively), sorted, excluding `.errors`/`.tree` companions.
pub fn examples(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(entries) = std::fs::read_dir(&d) else { continue };
        for e in entries.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if !matches!(p.extension().and_then(|x| x.to_str()), Some("errors" | "tree")) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// Whether the suite expects `file` to fail (a sibling `FILE.errors`).
pub fn expected_to_fail(file: &Path) -> bool {
    let mut e = file.as_os_str().to_owned();
    e.push(".errors");
    Path::new(&e).exists()
}

/// One grammar's acceptance over its examples.
#[derive(Debug, Default)]
pub struct Acceptance {
    pub expected_pass: usize,
    pub accepted: usize,
    pub expected_fail: usize,
    pub rejected: usize,
    /// Files whose verdict differs from the suite's, with our message.
    pub wrong: Vec<(PathBuf, String)>,
    /// Slowest throughput seen (MB/s) and its file (files over 10 kB only).
    pub slowest: Option<(f64, PathBuf)>,
    pub bytes: usize,
    pub seconds: f64,
}

/// Parses every file with `tables` and counts verdicts against the suite's expectation.
pub fn acceptance(tables: &GrammarTables, files: &[PathBuf]) -> Acceptance {
    let mut a = Acceptance::default();
    for f in files {
        let src = std::fs::read(f).expect("read example");
        let t = std::time::Instant::now();
        let verdict = tables.check(&src);
        let secs = t.elapsed().as_secs_f64();
        a.bytes += src.len();
        a.seconds += secs;
        if src.len() > 10_000 {
            let mbs = src.len() as f64 / 1e6 / secs.max(1e-9);
            if !a.slowest.as_ref().is_some_and(|s| mbs >= s.0) {
                a.slowest = Some((mbs, f.clone()));
            }
        }
        if expected_to_fail(f) {
            a.expected_fail += 1;
            match verdict {
                Err(_) => a.rejected += 1,
                Ok(()) => a.wrong.push((f.clone(), "accepted, expected to fail".into())),
            }
        } else {
            a.expected_pass += 1;
            match verdict {
                Ok(()) => a.accepted += 1,
                Err(e) => a.wrong.push((f.clone(), e.to_string())),
            }
        }
    }
    a
}
