//! `grammars/javascript.g4` construct by construct, and `reduce-js` end to end.
//!
//! - Every fixture in `tests/corpus/js/` (automatic semicolons, regular expressions,
//!   templates, classes, functions, operators, literals, statements, contextual
//!   keywords, modules, a hashbang, `export default` forms) parses, and `node --check`
//!   accepts it (so the fixtures stay honest; `.mjs` files are modules).
//! - Every file in `tests/corpus/js/invalid/` is rejected by node and by us.
//! - The semicolon token source inserts where §12.10 says, as the line-break record.
//! - Reductions to the minimum where the construct matters (in-process properties over
//!   our own tokens), and T-Rec's canonical literals (`0b1010`, `1e3`, `"\u{41}"`,
//!   `1_000n`) where the property allows.
//! - `reduce-js` keeps node's `TypeError` on a real program, and the result still runs
//!   into it.
//! - Interpreted mode binds the same hooks; random sentences of the grammar parse;
//!   mutants of the fixtures are errors, never panics.
//!
//! node must be installed (`.ci/run` installs `nodejs`); the tests fail, they do not
//! skip, without it.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};
use std::sync::atomic::{AtomicU32, Ordering};

use reducer_runtime::language::{GrammarTables, Language};
use reducer_runtime::property::FnProperty;
use reducer_runtime::reduce::{reduce, ReduceOptions};

fn tables() -> &'static GrammarTables<'static> {
    reducers::javascript::JavaScript::tables()
}

fn corpus() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/js")
}

fn js_files(dir: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("readable directory entry").path())
        .filter(|p| matches!(p.extension().and_then(|x| x.to_str()), Some("js" | "mjs")))
        .collect();
    files.sort();
    files
}

fn require_node() {
    let ok = Command::new("node").arg("--version").output().map(|o| o.status.success());
    assert!(ok.unwrap_or(false), "this test needs `node` on PATH (apt-get install nodejs)");
}

/// `node --check`'s verdict: `Ok` or its error message.
fn node_check(path: &Path) -> Result<(), String> {
    let o = Command::new("node").arg("--check").arg(path).output().expect("run node");
    if o.status.success() {
        Ok(())
    } else {
        Err(String::from_utf8_lossy(&o.stderr).into_owned())
    }
}

#[test]
fn every_construct_fixture_parses_and_node_agrees() {
    require_node();
    let files = js_files(&corpus());
    assert!(files.len() >= 12, "only {} fixtures", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let src = std::fs::read(path).expect("fixture");
        if let Err(e) = tables().parse(&src) {
            failures.push(format!("we reject {}:{}:{}: {}", path.display(), e.line, e.column, e.message));
        }
        if let Err(e) = node_check(path) {
            failures.push(format!("node rejects {}: {e}", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_invalid_file_is_rejected_by_both() {
    require_node();
    let files = js_files(&corpus().join("invalid"));
    assert!(files.len() >= 12, "only {} invalid files", files.len());
    let mut failures = Vec::new();
    for path in &files {
        let src = std::fs::read(path).expect("invalid file");
        if tables().check(&src).is_ok() {
            failures.push(format!("we accept {}", path.display()));
        }
        if node_check(path).is_ok() {
            failures.push(format!("node accepts {} (not an invalid file)", path.display()));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The parser's view of `src`: token texts, an inserted semicolon as `\n` (the line
/// break it was made from) or `<;>` (zero-length, before `}` or at the end).
fn view(src: &str) -> Vec<String> {
    let t = tables();
    let semi = t.literal_kind(";").expect("';'");
    let s = t.lex(src.as_bytes()).expect("lexes");
    s.parser_iter()
        .map(|tok| {
            let text = String::from_utf8_lossy(tok.text(src.as_bytes())).into_owned();
            if tok.kind == semi && tok.is_empty() {
                "<;>".to_string()
            } else {
                text
            }
        })
        .collect()
}

#[test]
fn semicolons_are_inserted_where_the_specification_says() {
    // A line break before a token no parse can take.
    assert_eq!(view("a = 1\nb = 2"), ["a", "=", "1", "\n", "b", "=", "2", "<;>"]);
    // None where the next line continues the expression (`(`, `[`, `.`, an operator).
    assert_eq!(view("a = b\n(c)"), ["a", "=", "b", "(", "c", ")", "<;>"]);
    assert_eq!(view("a = b\n.c\n+ d;"), ["a", "=", "b", ".", "c", "+", "d", ";"]);
    // Before `}` and at the end, without a line break.
    assert_eq!(view("{ a }"), ["{", "a", "<;>", "}"]);
    assert_eq!(view("function f() { return 1 }"), ["function", "f", "(", ")", "{", "return", "1", "<;>", "}"]);
    // Restricted productions: `return`, `break`, `continue`, `yield` and postfix `++`.
    assert_eq!(view("function f() { return\na }"), ["function", "f", "(", ")", "{", "return", "\n", "a", "<;>", "}"]);
    assert_eq!(view("a\n++b"), ["a", "\n", "++", "b", "<;>"]);
    assert_eq!(view("a++\nb"), ["a", "++", "\n", "b", "<;>"]);
    // A keyword after `.` is a property name: no restriction.
    assert_eq!(view("it.return\n(1);"), ["it", ".", "return", "(", "1", ")", ";"]);
    // A line comment before the break: the break is the semicolon; a multi-line
    // comment holding one is.
    assert_eq!(view("a // c\nb;"), ["a", "\n", "b", ";"]);
    assert_eq!(view("a /*\n*/ b;"), ["a", "/*\n*/", "b", ";"]);
    // `if (a) b\nelse c`: the `;` before `else`, none inside the `for` header.
    assert_eq!(view("if (a) b\nelse c"), ["if", "(", "a", ")", "b", "\n", "else", "c", "<;>"]);
    assert_eq!(view("for (;;) {}"), ["for", "(", ";", ";", ")", "{", "}"]);
    // A block's `{ a = b }` is no object literal hiding the `}`'s semicolon.
    assert_eq!(
        view("if (x) { a = b } else {}"),
        ["if", "(", "x", ")", "{", "a", "=", "b", "<;>", "}", "else", "{", "}"]
    );
    // `do ... while (x)` needs no semicolon after its `)`.
    assert_eq!(view("do x(); while (y) z()"), ["do", "x", "(", ")", ";", "while", "(", "y", ")", "z", "(", ")", "<;>"]);
    // Every byte stays in one record.
    let src = "let a = 1 // c\nlet b = `t ${ {x: a}.x }`\nb++\n";
    let s = tables().lex(src.as_bytes()).expect("lexes");
    assert_eq!(s.reconstruct(src.as_bytes()), src.as_bytes());
}

#[test]
fn a_slash_divides_after_an_operand_and_starts_a_regex_elsewhere() {
    let t = tables();
    let regex = t.symbol_id("RegularExpressionLiteral").expect("RegularExpressionLiteral");
    let regexes = |src: &str| -> Vec<String> {
        let s = t.lex(src.as_bytes()).expect("lexes");
        s.parser_iter()
            .filter(|tok| tok.kind == regex)
            .map(|tok| String::from_utf8_lossy(tok.text(src.as_bytes())).into_owned())
            .collect()
    };
    assert_eq!(regexes("x = a / b / c"), Vec::<String>::new());
    assert_eq!(regexes("x = /a/g / 2"), ["/a/g"]);
    assert_eq!(regexes("x = f(a) / 2 / f(b)"), Vec::<String>::new());
    assert_eq!(regexes("return /[/]/.test(s)"), ["/[/]/"]);
    assert_eq!(regexes("x = typeof /a/"), ["/a/"]);
    assert_eq!(regexes("x = a++ / 2 / b"), Vec::<String>::new());
    assert_eq!(regexes("{}\n/a/.test(s)"), ["/a/"]);
    assert_eq!(regexes("x = `${a}` / 2 / 1"), Vec::<String>::new());
}

/// Interpreted mode binds the same hooks: the lexer names `superClass = JavaScriptSyntax`.
#[test]
fn interpreted_mode_binds_the_hooks() {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars/javascript.g4");
    let options = reducer_gen::Options { start: Some("program".to_string()), ..reducer_gen::Options::default() };
    let compiled = reducer_gen::compile_file(&path, &options).expect("javascript.g4 compiles");
    assert_eq!(compiled.builtin_hooks.token_source.as_deref(), Some("hooks::js::token_source"));
    for hook in ["hooks::js::token_source", "hooks::js::regex_allowed", "hooks::js::not_before_digit"] {
        assert!(reducer_runtime::hooks::by_path(hook).is_some(), "{hook}");
    }
    assert!(tables().hooks.token_source.is_some());
}

/// Random sentences of the grammar (before normalization) parse with the generated
/// parser as token sequences (every semicolon written, so the token source is not
/// involved).
#[test]
fn random_sentences_parse() {
    use reducer_gen::testkit::{random_sentences, Bnf};
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join("grammars/javascript.g4");
    let options = reducer_gen::Options { start: Some("program".to_string()), ..reducer_gen::Options::default() };
    let compiled = reducer_gen::compile_file(&path, &options).expect("javascript.g4 compiles");
    let bnf = Bnf::from_cfg(&compiled.resolved.cfg);
    let sentences = random_sentences(&bnf, 42, 150, 80);
    assert!(sentences.len() >= 75, "only {} sentences", sentences.len());
    for sentence in &sentences {
        let kinds: Vec<u16> = sentence.iter().map(|&t| t as u16).collect();
        let parsed = reducer_runtime::parser::parse(&tables().parser, &kinds)
            .unwrap_or_else(|e| panic!("the generated parser rejects {sentence:?}: {e}"));
        let leaves = parsed.tree.leaves(parsed.tree.root);
        assert_eq!(leaves, (0..kinds.len() as u32).collect::<Vec<_>>());
    }
}

/// The lexer, the token source and the parser never panic, whatever the input:
/// mutants of every fixture (a byte range deleted, or a byte inserted where regular
/// expressions, templates and semicolons break) parse or fail with an error.
#[test]
fn broken_input_is_an_error_not_a_panic() {
    let mut seed = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move |n: usize| {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed % n.max(1) as u64) as usize
    };
    let mut checked = 0;
    for path in js_files(&corpus()) {
        let src = std::fs::read(&path).expect("fixture");
        for _ in 0..40 {
            let mut m = src.clone();
            if next(2) == 0 {
                let at = next(m.len());
                let len = next(40).min(m.len() - at);
                m.drain(at..at + len);
            } else {
                let at = next(m.len() + 1);
                m.insert(at, b"`${}/\n;'\"#\xff"[next(11)]);
            }
            let _ = tables().check(&m);
            checked += 1;
        }
    }
    assert!(checked >= 400, "only {checked} mutants");
}

/// Parser-token count of `src` (inserted semicolons included).
fn parser_tokens(src: &[u8]) -> usize {
    tables().lex(src).map(|s| s.parser_len()).unwrap_or(usize::MAX)
}

/// Token texts of the kind named `kind` in `src`.
fn texts(src: &[u8], kind: &str) -> Vec<String> {
    let t = tables();
    let Some(k) = t.symbol_id(kind).or_else(|| t.literal_kind(kind)) else { return Vec::new() };
    let Ok(s) = t.lex(src) else { return Vec::new() };
    s.parser_iter().filter(|tok| tok.kind == k).map(|tok| String::from_utf8_lossy(tok.text(src)).into_owned()).collect()
}

/// Reduces `src` in process under `keep` (which must also parse) and returns the result.
fn reduce_to(src: &str, keep: impl Fn(&[u8]) -> bool + Sync) -> String {
    let prop = FnProperty(|c: &[u8]| tables().check(c).is_ok() && keep(c));
    let r = reduce(tables(), src.as_bytes(), &prop, &ReduceOptions::default()).expect("reduces");
    String::from_utf8_lossy(&r.output).into_owned()
}

const PROGRAM: &str = r#"'use strict'
import { readFile } from "node:fs/promises"
const pattern = /(\d+)-(\d+)/g, limit = 10 / 2
class Cache extends Map {
  #hits = 0
  static instances = 0
  static { Cache.instances = 0 }
  get hits() { return this.#hits }
  async load(key, { retries = 3, ...options } = {}) {
    const text = await readFile(key, "utf8")
    for (const [, a, b] of text.matchAll(pattern)) {
      this.set(`${a}:${b}`, `${a} to ${`${b}`}`)
    }
    return this.get(key)?.trim() ?? options.fallback
  }
  *[Symbol.iterator]() { yield* super.entries() }
}
export default async function main(args = []) {
  const cache = new Cache()
  let total = 0
  for (let i = 0; i < args.length; i++) total += (await cache.load(args[i]))?.length ?? 0
  total ||= limit ** 2
  return total
}
"#;

#[test]
fn constructs_reduce_to_their_minimum() {
    // The reductions' starting point parses as a module.
    tables().parse(PROGRAM.as_bytes()).expect("the program parses");
    // A regular expression literal: the result is that literal alone (`/(/` would not
    // lex as one, so T-Rec keeps a valid body).
    let r = reduce_to(PROGRAM, |c| !texts(c, "RegularExpressionLiteral").is_empty());
    assert!(parser_tokens(r.as_bytes()) <= 2, "{r}");
    // A template literal nested in a substitution of another.
    let nested = |c: &[u8]| {
        let s = String::from_utf8_lossy(c);
        s.contains("${`")
    };
    let r = reduce_to(PROGRAM, nested);
    assert!(parser_tokens(r.as_bytes()) <= 7, "{r}");
    // A private name: `class a { #a }` and its field semicolon.
    let r = reduce_to(PROGRAM, |c| !texts(c, "PrivateName").is_empty());
    assert!(parser_tokens(r.as_bytes()) <= 6, "{r}");
    // Optional chaining and nullish coalescing.
    let r = reduce_to(PROGRAM, |c| !texts(c, "?.").is_empty() && !texts(c, "??").is_empty());
    assert!(parser_tokens(r.as_bytes()) <= 6, "{r}");
    // A static block.
    let r = reduce_to(PROGRAM, |c| String::from_utf8_lossy(c).contains("static {"));
    assert!(parser_tokens(r.as_bytes()) <= 7, "{r}");
    // `yield*` in a generator method.
    let r = reduce_to(PROGRAM, |c| String::from_utf8_lossy(c).contains("yield*"));
    assert!(parser_tokens(r.as_bytes()) <= 12, "{r}");
}

/// The numeric value of a JavaScript numeric literal (separators, bases, exponents).
fn number(text: &str) -> Option<f64> {
    let t: String = text.chars().filter(|&c| c != '_').collect();
    let t = t.strip_suffix('n').unwrap_or(&t);
    let radix = |p: &str, r: u32| u64::from_str_radix(&t[p.len()..], r).ok().map(|v| v as f64);
    match t.get(..2).map(str::to_ascii_lowercase).as_deref() {
        Some("0x") => radix("0x", 16),
        Some("0o") => radix("0o", 8),
        Some("0b") => radix("0b", 2),
        _ => t.parse::<f64>().ok(),
    }
}

/// The value of a string literal without escapes other than `\u{...}` and `\uXXXX`.
fn string_value(text: &str) -> Option<String> {
    let body = text.get(1..text.len().checked_sub(1)?)?;
    let mut out = String::new();
    let mut rest = body;
    while let Some(i) = rest.find("\\u") {
        out.push_str(&rest[..i]);
        let after = &rest[i + 2..];
        let (hex, len) = match after.strip_prefix('{') {
            Some(braced) => {
                let close = braced.find('}')?;
                (&braced[..close], close + 2)
            }
            None => (after.get(..4)?, 4),
        };
        out.push(char::from_u32(u32::from_str_radix(hex, 16).ok()?)?);
        rest = &after[len..];
    }
    out.push_str(rest);
    Some(out)
}

#[test]
fn literals_canonicalize_where_the_property_allows() {
    // T-Rec tries the rule's first strings in shortlex order (`0`, `1` for numbers),
    // then shrinks the token's lex tree. A property that needs a nonzero number takes
    // `1` for a binary literal, an exponent and a BigInt with separators.
    let nonzero =
        |kind: &'static str| move |c: &[u8]| texts(c, kind).iter().any(|t| number(t).is_some_and(|v| v != 0.0));
    let r = reduce_to("const mask = 0b1010\n", nonzero("NumericLiteral"));
    assert_eq!(texts(r.as_bytes(), "NumericLiteral"), ["1"], "{r}");
    let r = reduce_to("x = 1e3\n", nonzero("NumericLiteral"));
    assert_eq!(texts(r.as_bytes(), "NumericLiteral"), ["1"], "{r}");
    let r = reduce_to("n = 1_000n\n", nonzero("BigIntLiteral"));
    assert_eq!(texts(r.as_bytes(), "BigIntLiteral"), ["1n"], "{r}");
    // A property that needs a one-character string: the escape `\u{41}` becomes the
    // first plain character in T-Rec's order.
    let one_char =
        |c: &[u8]| texts(c, "StringLiteral").iter().any(|t| string_value(t).is_some_and(|v| v.chars().count() == 1));
    let r = reduce_to("s = \"\\u{41}\"\n", one_char);
    assert_eq!(texts(r.as_bytes(), "StringLiteral"), ["\"0\""], "{r}");
    // Where the property needs the value itself (ten), the literal stays.
    let ten = |c: &[u8]| texts(c, "NumericLiteral").iter().any(|t| number(t) == Some(10.0));
    let r = reduce_to("const mask = 0b1010\n", ten);
    assert_eq!(texts(r.as_bytes(), "NumericLiteral"), ["0b1010"], "{r}");
}

/// A scratch directory removed on drop.
struct Scratch {
    dir: PathBuf,
}

impl Scratch {
    fn new() -> Scratch {
        static N: AtomicU32 = AtomicU32::new(0);
        let dir =
            std::env::temp_dir().join(format!("js-e2e-{}-{}", std::process::id(), N.fetch_add(1, Ordering::Relaxed)));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).expect("scratch dir");
        Scratch { dir }
    }

    fn write(&self, name: &str, text: &str, executable: bool) -> PathBuf {
        let path = self.dir.join(name);
        std::fs::write(&path, text).expect("write");
        if executable {
            use std::os::unix::fs::PermissionsExt;
            std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        }
        path
    }
}

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

fn json_field(json: &str, key: &str) -> i64 {
    let pat = format!("\"{key}\": ");
    let at = json.find(&pat).unwrap_or_else(|| panic!("no {key} in {json}")) + pat.len();
    json[at..].chars().take_while(|c| c.is_ascii_digit()).collect::<String>().parse().expect("number")
}

/// A program that dies with a `TypeError` deep in its logic (real code shapes: a
/// class with a private field and a generator, spread, a template, optional chaining
/// that stops one step too early).
const TYPE_ERROR: &str = r#"class Queue {
  #items = []
  push(...items) { this.#items.push(...items); return this }
  *drain() { while (this.#items.length) yield this.#items.shift() }
}

const describe = job => `${job.id}: ${job.meta?.tag ?? '-'} (${job.payload.body.length})`
const queue = new Queue().push({ id: 1, payload: { body: 'hi' } }, { id: 2, payload: {} })
for (const job of queue.drain()) console.log(describe(job))
"#;

/// node's own property: running the program still throws `TypeError: Cannot read
/// properties of undefined (reading 'length')`.
#[test]
fn reduce_js_keeps_a_node_type_error() {
    require_node();
    let s = Scratch::new();
    let input = s.write("prog.js", TYPE_ERROR, false);
    let test = s.write(
        "test.sh",
        "#!/bin/sh\nnode \"$1\" 2>&1 | grep -q \"TypeError: Cannot read properties of undefined (reading 'length')\"\n",
        true,
    );
    let stats = s.dir.join("stats.json");
    let out = s.dir.join("out.js");
    let o: Output = Command::new(env!("CARGO_BIN_EXE_reduce-js"))
        .arg("--test")
        .arg(&test)
        .arg(&input)
        .arg("-o")
        .arg(&out)
        .args(["-j", "2", "-q", "--stats-json"])
        .arg(&stats)
        .output()
        .expect("run reduce-js");
    assert!(o.status.success(), "reduce-js failed: {}", String::from_utf8_lossy(&o.stderr));
    let reduced = std::fs::read_to_string(&out).expect("result");
    let stats = std::fs::read_to_string(&stats).expect("stats");
    // The result still throws the same error.
    let check = s.write("check.js", &reduced, false);
    let run = Command::new("node").arg(&check).output().expect("run node");
    let stderr = String::from_utf8_lossy(&run.stderr);
    assert!(
        stderr.contains("TypeError: Cannot read properties of undefined (reading 'length')"),
        "{reduced}\n{stderr}"
    );
    // About 110 tokens in; `a = a => a.a.length; a(0)` is 15 with its semicolons.
    let tokens = json_field(&stats, "tokens_after");
    assert!(tokens <= 16, "reduced to {tokens} tokens:\n{reduced}");
}
