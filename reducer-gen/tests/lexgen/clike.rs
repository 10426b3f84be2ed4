//! A C-like lexer: DFA size, round trips on pseudo-random inputs, the DFA against the
//! fallback simulator, and a throughput print.

use crate::lexgen_support;

use lexgen_support::*;
use reducer_gen::lexgen::LexGenOptions;
use reducer_runtime::lexer::{self as rt, LexOptions};

const KEYWORDS: &[&str] = &[
    "auto",
    "break",
    "case",
    "char",
    "const",
    "continue",
    "default",
    "do",
    "double",
    "else",
    "enum",
    "extern",
    "float",
    "for",
    "goto",
    "if",
    "inline",
    "int",
    "long",
    "register",
    "restrict",
    "return",
    "short",
    "signed",
    "sizeof",
    "static",
    "struct",
    "switch",
    "typedef",
    "union",
    "unsigned",
    "void",
    "volatile",
    "while",
    "_Alignas",
    "_Alignof",
    "_Atomic",
    "_Bool",
    "_Complex",
    "_Generic",
    "_Imaginary",
    "_Noreturn",
    "_Static_assert",
    "_Thread_local",
    "__asm__",
    "__attribute__",
    "__extension__",
    "__inline__",
    "__restrict__",
    "__typeof__",
    "__volatile__",
    "__builtin_va_arg",
    "__builtin_offsetof",
    "__int128",
    "__label__",
    "__const",
    "__signed__",
    "__alignof__",
    "__real__",
    "__imag__",
    "typeof",
    "asm",
    "__asm",
    "__inline",
    "__restrict",
    "__volatile",
    "__declspec",
    "__cdecl",
    "__stdcall",
    "__m128",
    "__m128d",
    "__m128i",
    "__thread",
    "_Float128",
    "_Float64",
    "_Float32",
    "_Decimal32",
    "_Decimal64",
    "_Decimal128",
    "__auto_type",
    "__builtin_types_compatible_p",
    "__complex__",
    "__func__",
    "__FUNCTION__",
    "__PRETTY_FUNCTION__",
    "_Nullable",
    "_Nonnull",
    "__forceinline",
    "__fastcall",
    "__vectorcall",
    "__unaligned",
    "__ptr32",
    "__ptr64",
    "__w64",
    "__try",
    "__except",
    "__finally",
    "__leave",
    "_Pragma",
    "__builtin_choose_expr",
];

const PUNCT: &[&str] = &[
    "(", ")", "[", "]", "{", "}", "<", "<=", "<<", "<<=", ">", ">=", ">>", ">>=", "+", "++", "+=", "-", "--", "-=",
    "->", "*", "*=", "/", "/=", "%", "%=", "&", "&&", "&=", "|", "||", "|=", "^", "^=", "!", "!=", "=", "==", "~", "?",
    ":", ";", ",", ".", "...", "#", "##",
];

fn c_like() -> Spec {
    let mut spec = Spec::new();
    for k in KEYWORDS.iter().chain(PUNCT) {
        spec = spec.implicit(k);
    }
    let digit = || set(&[('0', '9')]);
    let hex = || set(&[('0', '9'), ('a', 'f'), ('A', 'F')]);
    let suffix = || star(set(&[('u', 'u'), ('U', 'U'), ('l', 'l'), ('L', 'L')]));
    let esc = || seq(vec![lit("\\"), any()]);
    spec.fragment("Nondigit", set(&[('a', 'z'), ('A', 'Z'), ('_', '_'), ('$', '$')]))
        .fragment(
            "Exponent",
            seq(vec![set(&[('e', 'e'), ('E', 'E')]), opt(set(&[('+', '+'), ('-', '-')])), plus(digit())]),
        )
        .token("Identifier", seq(vec![r("Nondigit"), star(alt(vec![r("Nondigit"), digit()]))]))
        .token(
            "Constant",
            alt(vec![
                seq(vec![alt(vec![lit("0x"), lit("0X")]), plus(hex()), suffix()]),
                seq(vec![plus(digit()), suffix()]),
                seq(vec![
                    star(digit()),
                    lit("."),
                    plus(digit()),
                    opt(r("Exponent")),
                    opt(set(&[('f', 'f'), ('F', 'F'), ('l', 'l'), ('L', 'L')])),
                ]),
                seq(vec![plus(digit()), lit("."), opt(r("Exponent"))]),
                seq(vec![plus(digit()), r("Exponent")]),
                seq(vec![
                    opt(set(&[('L', 'L'), ('u', 'u'), ('U', 'U')])),
                    lit("'"),
                    plus(alt(vec![not(&[('\'', '\''), ('\\', '\\'), ('\n', '\n')]), esc()])),
                    lit("'"),
                ]),
            ]),
        )
        .token(
            "StringLiteral",
            seq(vec![
                opt(alt(vec![lit("u8"), lit("u"), lit("U"), lit("L")])),
                lit("\""),
                star(alt(vec![not(&[('"', '"'), ('\\', '\\'), ('\n', '\n')]), esc()])),
                lit("\""),
            ]),
        )
        .hidden(
            "Directive",
            seq(vec![lit("#"), star(set(&[(' ', ' '), ('\t', '\t')])), lit("include"), star(not(&[('\n', '\n')]))]),
        )
        .skip("Whitespace", plus(set(&[(' ', ' '), ('\t', '\t')])))
        .skip("Newline", alt(vec![lit("\r\n"), lit("\n"), lit("\r")]))
        .hidden("BlockComment", seq(vec![lit("/*"), lazy_star(any()), lit("*/")]))
        .hidden("LineComment", seq(vec![lit("//"), star(not(&[('\r', '\r'), ('\n', '\n')]))]))
}

/// Deterministic xorshift pseudo-random numbers.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// Random C-ish text: tokens and fragments glued with random separators and noise.
fn random_input(rng: &mut Rng, pieces: usize) -> Vec<u8> {
    let atoms: &[&[u8]] = &[
        b"int",
        b"x",
        b"_a1",
        b"0x1F",
        b"42",
        b"3.5e+2",
        b".5",
        b"'a'",
        b"'\\n'",
        b"\"s\\\"t\"",
        b"\"caf\xe9\"",
        b"/* c */",
        b"/**/",
        b"/* \xff */",
        b"// line",
        b"#include <x>",
        b"+",
        b"++",
        b"->",
        b"...",
        b"<<=",
        b"/",
        b"*",
        b"\"",
        b"'",
        b"@",
        b"\xe9",
        b"\\",
        b"\t",
        b"\r\n",
        b"whilex",
        b"if",
        b"e",
        b"1e5",
        b"..",
    ];
    let seps: &[&[u8]] = &[b"", b" ", b"\n", b"  "];
    let mut out = Vec::new();
    for _ in 0..pieces {
        out.extend_from_slice(atoms[rng.below(atoms.len())]);
        out.extend_from_slice(seps[rng.below(seps.len())]);
    }
    out
}

#[test]
fn c_like_dfa_stays_small() {
    let t = c_like().tables();
    let states = t.modes[0].num_states();
    println!("C-like lexer: {} rules, {} DFA states, {} byte classes", t.rules.len(), states, t.modes[0].num_classes);
    assert!(states < 3000, "{states} states");
    assert!(t.modes[0].fallback_rules.is_empty());
}

#[test]
fn round_trip_on_random_inputs_with_recovery() {
    let spec = c_like();
    let t = spec.tables();
    let mut rng = Rng(0x9E3779B97F4A7C15);
    with_view(&t, |v| {
        for _ in 0..300 {
            let n = 1 + rng.below(40);
            let src = random_input(&mut rng, n);
            let s = rt::lex_with(v, &src, LexOptions { recover: true }).unwrap();
            assert_eq!(s.reconstruct(&src), src);
            let mut at = 0;
            for tok in &s.tokens {
                assert_eq!(tok.start, at);
                assert!(tok.end > tok.start);
                at = tok.end;
            }
            // Without recovery: either the same tokens, or an error at the first recovery.
            match rt::lex(v, &src) {
                Ok(plain) => {
                    assert!(s.errors.is_empty());
                    assert_eq!(plain.tokens, s.tokens);
                }
                Err(e) => assert_eq!(e.offset, s.errors[0].offset),
            }
        }
    });
}

#[test]
fn dfa_agrees_with_fallback_simulator() {
    let spec = c_like();
    let dfa = spec.tables();
    let sim = spec.tables_with(&LexGenOptions { fallback_all: true, ..LexGenOptions::default() });
    assert_eq!(sim.modes[0].fallback_rules.len(), dfa.rules.iter().filter(|r| !r.is_fragment).count());
    let mut rng = Rng(12345);
    with_view(&dfa, |d| {
        with_view(&sim, |s| {
            for _ in 0..60 {
                let n = 1 + rng.below(12);
                let src = random_input(&mut rng, n);
                let a = rt::lex_with(d, &src, LexOptions { recover: true }).unwrap();
                let b = rt::lex_with(s, &src, LexOptions { recover: true }).unwrap();
                assert_eq!(a.tokens, b.tokens, "input {:?}", String::from_utf8_lossy(&src));
            }
        })
    });
}

#[test]
fn throughput_print() {
    let spec = c_like();
    let t = spec.tables();
    let unit = b"static int f(int *p, unsigned long n) {\n  /* sum */ int s = 0x10;\n  for (int i = 0; i < n; ++i) s += p[i] << 2; // loop\n  return s > 3.5e2 ? \"big\\n\" : 'c';\n}\n";
    let mut src = Vec::new();
    while src.len() < 1 << 20 {
        src.extend_from_slice(unit);
    }
    let start = std::time::Instant::now();
    let s = with_view(&t, |v| rt::lex(v, &src)).unwrap();
    let secs = start.elapsed().as_secs_f64();
    println!(
        "lexed {} bytes into {} records: {:.1} MB/s (debug build)",
        src.len(),
        s.tokens.len(),
        src.len() as f64 / secs / 1e6
    );
    assert_eq!(s.reconstruct(&src), src);
}
