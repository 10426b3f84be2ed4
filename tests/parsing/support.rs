//! Helpers shared by the root crate's corpus and ANTLR differential tests: the shipped
//! languages and their corpora, token-stream rendering, deterministic mutants, and a
//! driver for `../shared/tools/antlr-reference.sh`.
#![allow(dead_code)]

use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicU32, Ordering};

use reducer_runtime::language::{GrammarTables, Language};
use reducer_runtime::lexer::{lex_with, LexOptions};
use reducer_runtime::tokens::{TokenStream, SKIPPED};

/// Root of the workspace (the root crate's manifest directory).
pub fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

/// One shipped grammar with its corpus layout.
pub struct Shipped {
    /// Grammar file name under `grammars/` without `.g4` (also ANTLR's grammar name).
    pub grammar: &'static str,
    /// Start rule.
    pub start: &'static str,
    /// Generated tables.
    pub tables: &'static GrammarTables<'static>,
    /// Corpus directories (under `tests/corpus/`) of files that must parse.
    pub valid_dirs: &'static [&'static str],
    /// Corpus directories of files that must be rejected.
    pub invalid_dirs: &'static [&'static str],
    /// File extension of corpus files.
    pub ext: &'static str,
}

/// JSON.
pub fn json() -> Shipped {
    Shipped {
        grammar: "json",
        start: "json",
        tables: reducers::json::Json::tables(),
        valid_dirs: &["json/valid"],
        invalid_dirs: &["json/invalid"],
        ext: "json",
    }
}

/// C (hand-written, C23/GNU construct fixtures, `gcc -E` output, csmith programs).
pub fn c() -> Shipped {
    Shipped {
        grammar: "c",
        start: "compilationUnit",
        tables: reducers::c::C::tables(),
        valid_dirs: &["c/hand", "c/gnu-c23", "c/gcc-E", "c/csmith"],
        invalid_dirs: &["c/invalid"],
        ext: "c",
    }
}

/// SMT-LIB 2.6.
pub fn smtlib2() -> Shipped {
    Shipped {
        grammar: "smtlib2",
        start: "script",
        tables: reducers::smtlib2::SmtLib2::tables(),
        valid_dirs: &["smt2/hand", "smt2/z3"],
        invalid_dirs: &["smt2/invalid"],
        ext: "smt2",
    }
}

impl Shipped {
    /// The grammar file.
    pub fn grammar_path(&self) -> PathBuf {
        root().join("grammars").join(format!("{}.g4", self.grammar))
    }

    /// Sorted files with this grammar's extension in the given corpus directories.
    pub fn files(&self, dirs: &[&str]) -> Vec<PathBuf> {
        let mut out = Vec::new();
        for d in dirs {
            let dir = root().join("tests/corpus").join(d);
            let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("corpus directory {}: {e}", dir.display()));
            for e in entries {
                let p = e.expect("readable directory entry").path();
                if p.extension().and_then(|x| x.to_str()) == Some(self.ext) {
                    out.push(p);
                }
            }
        }
        out.sort();
        out
    }

    /// Files that must parse.
    pub fn valid_files(&self) -> Vec<PathBuf> {
        self.files(self.valid_dirs)
    }

    /// Files that must be rejected.
    pub fn invalid_files(&self) -> Vec<PathBuf> {
        self.files(self.invalid_dirs)
    }
}

/// Reads a file, panicking with its path on failure.
pub fn read(path: &Path) -> Vec<u8> {
    std::fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()))
}

/// Path relative to the workspace root, for messages.
pub fn rel(path: &Path) -> String {
    path.strip_prefix(root()).unwrap_or(path).display().to_string()
}

/// One token as both tools print it: type name, channel, text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tok {
    pub name: String,
    pub channel: u16,
    pub text: String,
}

impl std::fmt::Display for Tok {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} ch{} {:?}", self.name, self.channel, self.text)
    }
}

/// Decodes bytes as ANTLR's `CharStreams.fromPath` sees them (UTF-8, bad bytes
/// replaced), collapsing runs of U+FFFD because Java and Rust may replace a broken
/// sequence by a different number of replacement characters.
pub fn decode(bytes: &[u8]) -> String {
    let s = String::from_utf8_lossy(bytes);
    let mut out = String::with_capacity(s.len());
    let mut last_bad = false;
    for ch in s.chars() {
        let bad = ch == '\u{FFFD}';
        if !(bad && last_bad) {
            out.push(ch);
        }
        last_bad = bad;
    }
    out
}

/// The tokens of our stream that ANTLR's `CommonTokenStream` would hold: every
/// non-skipped record, named as ANTLR's vocabulary displays it.
pub fn our_tokens(tables: &GrammarTables, src: &[u8], ts: &TokenStream) -> Vec<Tok> {
    ts.tokens
        .iter()
        .filter(|t| t.kind != SKIPPED)
        .map(|t| Tok { name: tables.symbol_name(t.kind).to_string(), channel: t.channel, text: decode(t.text(src)) })
        .collect()
}

/// Whether ANTLR's display name `antlr` names our token `ours`. ANTLR shows a token
/// with a literal (`'{'`, or a rule `LB : '{' ;`) by that literal, others by rule name.
pub fn same_kind(tables: &GrammarTables, ours: &Tok, antlr: &str) -> bool {
    if ours.name == antlr {
        return true;
    }
    if let Some(lit) = antlr.strip_prefix('\'').and_then(|s| s.strip_suffix('\'')) {
        let lit = unescape_literal(lit);
        // Our token of that kind has exactly this fixed text.
        return ours.text == lit
            && tables
                .symbol_names
                .iter()
                .position(|n| *n == ours.name)
                .and_then(|k| tables.token_literals.get(k).copied().flatten())
                .is_some_and(|l| l == lit);
    }
    false
}

/// Undoes the escapes of an ANTLR literal (`\\`, `\'`, `\n`, `\t`, `\r`, `\f`, `\b`, `\uXXXX`).
fn unescape_literal(s: &str) -> String {
    let mut out = String::new();
    let mut it = s.chars().peekable();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match it.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('f') => out.push('\u{c}'),
            Some('b') => out.push('\u{8}'),
            Some('u') => {
                let hex: String = (0..4).filter_map(|_| it.next()).collect();
                if let Some(ch) = u32::from_str_radix(&hex, 16).ok().and_then(char::from_u32) {
                    out.push(ch);
                }
            }
            Some(other) => out.push(other),
            None => out.push('\\'),
        }
    }
    out
}

/// Our verdict on one input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    Accept,
    /// The lexer found no token at some position.
    LexReject(String),
    /// Lexing succeeded, parsing failed.
    ParseReject(String),
}

impl Verdict {
    pub fn accepts(&self) -> bool {
        *self == Verdict::Accept
    }
}

/// Our analysis of one input: verdict and (when lexing succeeded) the tokens.
pub struct Ours {
    pub verdict: Verdict,
    pub tokens: Option<Vec<Tok>>,
    /// Tokens from ANTLR-style recovering lexing, always present.
    pub recovered: Vec<Tok>,
}

/// Lexes and parses `src` with our generated tables.
pub fn run_ours(tables: &GrammarTables, src: &[u8]) -> Ours {
    let recovered = lex_with(&tables.lexer, src, LexOptions { recover: true })
        .map(|ts| our_tokens(tables, src, &ts))
        .unwrap_or_default();
    match tables.lex(src) {
        Err(e) => Ours { verdict: Verdict::LexReject(e.to_string()), tokens: None, recovered },
        Ok(ts) => {
            let tokens = Some(our_tokens(tables, src, &ts));
            let verdict = match tables.parse_tokens(&ts) {
                Ok(_) => Verdict::Accept,
                Err(e) => Verdict::ParseReject(tables.syntax_error(src, &ts, &e).to_string()),
            };
            Ours { verdict, tokens, recovered }
        }
    }
}

/// Deterministic pseudo-random numbers (splitmix64).
pub struct Rng(u64);

impl Rng {
    /// Seeded from a string (FNV-1a), so each file gets its own stable sequence.
    pub fn seeded(seed: &str) -> Rng {
        let mut h = 0xcbf2_9ce4_8422_2325u64;
        for b in seed.bytes() {
            h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
        }
        Rng(h)
    }

    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// Uniform in `0..n` (`n > 0`).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// A mutated copy of a file.
pub struct Mutant {
    /// Short description, e.g. `delete#12` (index among parser tokens).
    pub label: String,
    pub bytes: Vec<u8>,
}

/// `per_op` mutants of each kind (one parser token deleted, one duplicated, two
/// adjacent ones swapped, and one byte deleted anywhere, which breaks strings and
/// comments to exercise the lexers' error paths), at positions drawn deterministically
/// from `seed`. Token boundaries come from our own lexer; the parser-visible tokens
/// are the ones mutated.
pub fn mutants(tables: &GrammarTables, src: &[u8], seed: &str, per_op: usize) -> Vec<Mutant> {
    let Ok(ts) = tables.lex(src) else { return Vec::new() };
    let toks: Vec<(usize, usize)> = ts.parser_iter().map(|t| (t.start as usize, t.end as usize)).collect();
    if toks.is_empty() {
        return Vec::new();
    }
    let mut rng = Rng::seeded(seed);
    let mut out = Vec::new();
    for _ in 0..per_op {
        let i = rng.below(toks.len());
        let (s, e) = toks[i];
        let mut b = src[..s].to_vec();
        b.extend_from_slice(&src[e..]);
        out.push(Mutant { label: format!("delete#{i}"), bytes: b });

        let i = rng.below(toks.len());
        let (s, e) = toks[i];
        let mut b = src[..e].to_vec();
        // A space keeps the copy from merging with the original.
        b.push(b' ');
        b.extend_from_slice(&src[s..]);
        out.push(Mutant { label: format!("duplicate#{i}"), bytes: b });

        if toks.len() >= 2 {
            let i = rng.below(toks.len() - 1);
            let (s1, e1) = toks[i];
            let (s2, e2) = toks[i + 1];
            let mut b = src[..s1].to_vec();
            b.extend_from_slice(&src[s2..e2]);
            b.extend_from_slice(&src[e1..s2]);
            b.extend_from_slice(&src[s1..e1]);
            b.extend_from_slice(&src[e2..]);
            out.push(Mutant { label: format!("swap#{i}"), bytes: b });
        }

        let i = rng.below(src.len());
        let mut b = src[..i].to_vec();
        b.extend_from_slice(&src[i + 1..]);
        out.push(Mutant { label: format!("byte#{i}"), bytes: b });
    }
    out
}

/// A fresh, empty temporary directory, removed when dropped.
pub struct TempDir(pub PathBuf);

impl TempDir {
    pub fn new(tag: &str) -> TempDir {
        static N: AtomicU32 = AtomicU32::new(0);
        let n = N.fetch_add(1, Ordering::Relaxed);
        let p = std::env::temp_dir().join(format!("reducers-{tag}-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&p);
        std::fs::create_dir_all(&p).unwrap_or_else(|e| panic!("temp dir {}: {e}", p.display()));
        TempDir(p)
    }
}

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

/// ANTLR itself (`shared/tools/antlr-reference.sh`); panics with an install hint when
/// it, Java or the ANTLR jar is missing.
pub fn antlr_reference() -> PathBuf {
    reducer_testdata::antlr_reference()
}

/// ANTLR's result for one file.
#[derive(Clone, Debug, Default)]
pub struct AntlrResult {
    pub tokens: Vec<(String, u16, String)>,
    /// `None` for ACCEPT, else the error message.
    pub reject: Option<String>,
}

impl AntlrResult {
    /// True when ANTLR's lexer reported an error.
    pub fn lex_error(&self) -> bool {
        self.reject.as_deref().is_some_and(|r| r.starts_with("lex "))
    }
}

/// Runs ANTLR's lexer and parser for `shipped` over `files` in one JVM.
pub fn run_antlr(shipped: &Shipped, files: &[PathBuf]) -> Vec<AntlrResult> {
    let tool = antlr_reference();
    let gdir = TempDir::new(&format!("antlr-{}", shipped.grammar));
    std::fs::copy(shipped.grammar_path(), gdir.0.join(format!("{}.g4", shipped.grammar))).expect("copy grammar");
    // The tool hashes `*.g4 *.java` under `pipefail`, so it needs some Java file.
    std::fs::write(gdir.0.join("Placeholder.java"), "// no base classes\n").expect("write placeholder");
    let out = Command::new("bash")
        .arg(&tool)
        .arg(&gdir.0)
        .arg(shipped.start)
        .args(files)
        .env("LC_ALL", "C.UTF-8")
        .env("JAVA_TOOL_OPTIONS", "-Dfile.encoding=UTF-8 -Dsun.stdout.encoding=UTF-8")
        .output()
        .unwrap_or_else(|e| panic!("running {}: {e}", tool.display()));
    assert!(
        out.status.success(),
        "{} failed ({}):\n{}",
        tool.display(),
        out.status,
        String::from_utf8_lossy(&out.stderr)
    );
    let stdout = String::from_utf8_lossy(&out.stdout);
    let mut results: Vec<AntlrResult> = Vec::new();
    let mut names: Vec<String> = Vec::new();
    let mut verdicts = 0;
    for line in stdout.lines() {
        if let Some(f) = line.strip_prefix("FILE\t") {
            names.push(f.to_string());
            results.push(AntlrResult::default());
            continue;
        }
        let cur = results.last_mut().unwrap_or_else(|| panic!("ANTLR output before any FILE line: {line}"));
        if line == "ACCEPT" {
            verdicts += 1;
        } else if let Some(msg) = line.strip_prefix("REJECT ") {
            cur.reject = Some(msg.to_string());
            verdicts += 1;
        } else {
            let mut parts = line.splitn(3, '\t');
            let (Some(ty), Some(ch), Some(text)) = (parts.next(), parts.next(), parts.next()) else {
                panic!("unexpected ANTLR output line: {line:?}");
            };
            let ch: u16 = ch.parse().unwrap_or_else(|_| panic!("bad channel in ANTLR line {line:?}"));
            cur.tokens.push((ty.to_string(), ch, unescape_output(text)));
        }
    }
    assert_eq!(results.len(), files.len(), "ANTLR reported {} of {} files", results.len(), files.len());
    assert_eq!(verdicts, files.len(), "ANTLR gave {verdicts} verdicts for {} files", files.len());
    for (n, f) in names.iter().zip(files) {
        assert_eq!(Path::new(n), f.as_path(), "ANTLR output out of order");
    }
    results
}

/// Undoes the reference tool's escapes of token text (`\n`, `\t`, `\r`, `\\`).
fn unescape_output(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut it = s.chars();
    while let Some(c) = it.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match it.next() {
            Some('n') => out.push('\n'),
            Some('t') => out.push('\t'),
            Some('r') => out.push('\r'),
            Some('\\') => out.push('\\'),
            Some(o) => {
                out.push('\\');
                out.push(o)
            }
            None => out.push('\\'),
        }
    }
    decode(out.as_bytes())
}

/// Compares two token streams; `None` when equal, else a description of the first
/// difference.
pub fn token_diff(tables: &GrammarTables, ours: &[Tok], antlr: &[(String, u16, String)]) -> Option<String> {
    for (i, (o, a)) in ours.iter().zip(antlr).enumerate() {
        if !same_kind(tables, o, &a.0) || o.channel != a.1 || o.text != a.2 {
            return Some(format!("token {i}: ours {o}, ANTLR {} ch{} {:?}", a.0, a.1, a.2));
        }
    }
    if ours.len() != antlr.len() {
        let mut s = format!("ours has {} tokens, ANTLR {}", ours.len(), antlr.len());
        let n = ours.len().min(antlr.len());
        if let Some(o) = ours.get(n) {
            let _ = write!(s, "; first extra of ours: {o}");
        }
        if let Some(a) = antlr.get(n) {
            let _ = write!(s, "; first extra of ANTLR: {} ch{} {:?}", a.0, a.1, a.2);
        }
        return Some(s);
    }
    None
}
