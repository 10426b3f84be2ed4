#!/usr/bin/env python3
"""Writes N variants of one failing program in Rust, Python, JavaScript, Java or Go as
benchmark cases: the per-language counterpart of make_variants.py (C) for issue 24's
"deduplication table per language". Every variant has the same bug, found by the
language's real tool, with identifiers renamed, constants changed and spelled in the
language's alternative literal forms, irrelevant code added and declarations reordered.

usage: make_lang_variants.py LANG OUT_DIR [N] [SEED]
  LANG  rust, py, js, java or go (the suffix of the reducer binary reduce-LANG)
Each case is OUT_DIR/vNN/{prog.EXT, test.sh, meta.json}, the layout of
../shared/bench/cases, so ../shared/bench/run-peer.sh runs any reducer on it. The output
depends only on LANG, N and SEED (default 1).

The bug of each language is one line of a mixing function whose operands are two
literals; the property asks only for the kind of error, never for the literals' values,
spellings or any name, so every spelling keeps the bug:

  rust  INT + FLOAT        rustc: error[E0277] "cannot add", and no uncoded error (rustc
                           goes on after a syntax error, so one is rejected here)
  py    NUMBER + STRING    CPython: the program dies of "TypeError: unsupported operand
                           type(s) for +"
  js    STRING.repeat(-N)  node: the program dies of "RangeError: Invalid count value"
  java  INT - STRING       javac -XDrawDiagnostics: compiler.err.operator.cant.be.applied.1
                           for `-` (javac stops after a syntax error)
  go    INT + STRING       go tool compile: "(mismatched types" (the type checker runs only
                           on a file that parses)

The two literals of the bug are each of one token rule of the shipped grammar (Rust:
INTEGER_LITERAL and FLOAT_LITERAL; Python: NUMBER and STRING; JavaScript: StringLiteral
and NumericLiteral; Java: INTEGER_LITERAL and STRING_LITERAL; Go: INT_LIT and
INTERPRETED_STRING_LIT), so that T-Rec, which replaces a literal by a string of its own
rule, can bring every variant to the same literal. Their spellings go round a list of
forms (issue 24's own examples first: Rust `1_000_000_000_000u64`; Python `0x_FF`,
`1_000.0` and string prefixes; JavaScript `0b1010`, `1e3`, `\\u{41}`; Java
`0x7fff_ffffL`; Go `0o17`, `1_000`), shuffled by SEED, so N variants cover N forms. The
other literal kinds of the language (floats, imaginary numbers, chars and runes, raw,
byte, C and f-strings, text blocks, templates, BigInts, regular expressions) are spelled
in the irrelevant code.
"""
import json
import os
import random
import sys

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "ze", "qu", "fa", "do", "pi", "gre", "bla", "sto"]
WORDS = ["value", "state", "count", "mix", "hash", "seed", "round", "buffer", "accum", "step", "limit", "index"]
LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


# ---------------------------------------------------------------- names

def name(rng, used, camel=False):
    """A fresh identifier (never a keyword: two or three parts joined by `_`, or CamelCase)."""
    while True:
        parts = [rng.choice(WORDS)] + ["".join(rng.choice(SYLLABLES) for _ in range(rng.randint(1, 2)))]
        if rng.random() < 0.5:
            parts.append(rng.choice(WORDS))
        n = "".join(p.capitalize() for p in parts) if camel else "_".join(parts)
        if n not in used:
            used.add(n)
            return n


def names(rng, keys, camel=()):
    used = set()
    return {k: name(rng, used, k in camel) for k in keys}, used


# ---------------------------------------------------------------- literal spellings

def grouped(digits, rng, sep="_"):
    """Digits with `sep` between groups of 2 to 4 (from the right), never at either end."""
    size = rng.choice([2, 3, 3, 4])
    out = []
    while len(digits) > size:
        out.insert(0, digits[-size:])
        digits = digits[:-size]
    out.insert(0, digits)
    return sep.join(out)


def base_digits(v, base):
    if v == 0:
        return "0"
    s = ""
    while v:
        s = "0123456789abcdef"[v % base] + s
        v //= base
    return s


def spell_int(rng, v, form, lang):
    """v (>= 0) in one integer form: dec, sep, hex, oct, bin, legacy-oct (Java and Go `017`)."""
    up = rng.random() < 0.5
    if form == "dec":
        return str(v)
    if form == "sep":
        return grouped(str(v), rng) if v >= 100 else str(v)
    digits = base_digits(v, {"hex": 16, "oct": 8, "bin": 2, "legacy-oct": 8}[form])
    if form == "hex" and up:
        digits = digits.upper()
    if len(digits) > 4 and rng.random() < 0.6:
        digits = grouped(digits, rng)
    if form == "legacy-oct":
        return "0" + digits
    prefix = {"hex": "0x", "oct": "0o", "bin": "0b"}[form]
    if lang != "rust" and rng.random() < 0.3:
        prefix = prefix.upper()   # Rust has lowercase prefixes only
    # `_` right after the prefix: Rust, Python and Go (not JavaScript, not Java).
    lead = "_" if lang in ("rust", "py", "go") and rng.random() < 0.4 else ""
    return prefix + lead + digits


INT_FORMS = {
    "rust": ["dec", "sep", "hex", "oct", "bin"],
    "py": ["dec", "sep", "hex", "oct", "bin"],
    "js": ["dec", "sep", "hex", "oct", "bin"],
    "java": ["dec", "sep", "hex", "legacy-oct", "bin"],
    "go": ["dec", "sep", "hex", "oct", "legacy-oct", "bin"],
}


def any_int(rng, lang, bits=None):
    """A random integer in a random form of the language (no suffix)."""
    bits = bits or rng.choice([4, 8, 12, 16, 24, 31])
    v = rng.getrandbits(bits)
    return spell_int(rng, v, rng.choice(INT_FORMS[lang]), lang)


def spell_float(rng, lang):
    """A random floating-point literal (no suffix): `1e3`, `1_000.0`, `2.5E-3`, `.5`, `5.`."""
    m = rng.randint(1, 9999)
    form = rng.choice(["exp", "sep-frac", "frac-exp", "lead-dot", "trail-dot", "frac"])
    if lang == "rust" and form in ("lead-dot", "trail-dot"):
        form = "frac"   # `.5` is not a Rust literal; `5.` is, but not before a suffix
    if form == "exp":
        return f"{m}{rng.choice('eE')}{rng.choice(['', '+', '-'])}{rng.randint(0, 12)}"
    if form == "sep-frac":
        return f"{grouped(str(m * 1000), rng)}.{rng.randint(0, 99)}"
    if form == "frac-exp":
        return f"{m % 10}.{m}{rng.choice('eE')}-{rng.randint(1, 9)}"
    if form == "lead-dot":
        return f".{m}"
    if form == "trail-dot":
        return f"{m}."
    return f"{m}.{rng.randint(0, 999)}"


def escape_char(rng, c, lang, kind="str"):
    """c spelled as itself or as an escape of the language (kind: str, bytes, raw)."""
    o = ord(c)
    if kind == "raw":
        return c
    choices = [c, c]
    if lang == "rust":
        choices += [f"\\x{o:02x}", f"\\u{{{o:x}}}", f"\\u{{{o:04X}}}"] if kind == "str" else [f"\\x{o:02x}"]
    elif lang == "py":
        choices += [f"\\x{o:02x}", f"\\{o:03o}"]
        if kind == "str":
            choices += [f"\\u{o:04x}", f"\\U{o:08x}"]
            if c in LETTERS:
                choices.append("\\N{LATIN %s LETTER %s}" % ("CAPITAL" if c.isupper() else "SMALL", c.upper()))
    elif lang == "js":
        choices += [f"\\x{o:02x}", f"\\u{o:04X}", f"\\u{{{o:x}}}"]
    elif lang == "java":
        choices += [f"\\{o:o}", f"\\{o:03o}", f"\\u{o:04x}", f"\\uu{o:04X}"]
    elif lang == "go":
        choices += [f"\\x{o:02x}", f"\\{o:03o}", f"\\u{o:04x}", f"\\U{o:08X}"]
    return rng.choice(choices)


def spell_text(rng, lang, kind="str", quote='"'):
    """The body of a string: a word or a letter, each character possibly escaped, maybe a
    control escape or an escaped quote."""
    word = rng.choice([rng.choice(LETTERS), rng.choice(WORDS), rng.choice(SYLLABLES) + rng.choice(SYLLABLES)])
    body = "".join(escape_char(rng, c, lang, kind) for c in word)
    if kind != "raw" and rng.random() < 0.4:
        body += rng.choice(["\\t", "\\n", "\\\\", "\\" + quote])
    return body


# ---------------------------------------------------------------- Rust

RUST_TEST = """#!/bin/sh
# Interesting iff rustc (edition 2021, a library crate, metadata only) rejects prog.rs with
# error[E0277] "cannot add ..." and with no error without a code: rustc goes on after a
# syntax error, and its syntax errors have no code, so garbage is rejected. Warnings do
# not matter. Only files in the cwd are written.
timeout 20 rustc --edition 2021 --crate-type lib --emit=metadata -o prog.rmeta prog.rs >err.txt 2>&1 && exit 1
grep -q '^error\\[E0277\\]: cannot add' err.txt || exit 1
! grep -v '^error: aborting due to' err.txt | grep -q '^error:'
"""

RUST_INT_FORMS = ["issue", "dec", "sep", "hex", "oct", "bin", "hex-lead", "suffix-sep"]
RUST_FLOAT_FORMS = ["1e3", "1_000.0", "exp", "frac-exp", "frac", "suffix", "sep-suffix", "exp-suffix"]
RUST_TYPES = [("u8", 8), ("u16", 16), ("u32", 32), ("u64", 64), ("i32", 31), ("i64", 63), ("usize", 32)]


def rust_int(rng, form):
    """The integer operand of the bug (INTEGER_LITERAL): any form, maybe an integer suffix
    (never f32/f64, which would make it a float and the addition legal)."""
    if form == "issue":
        return "1_000_000_000_000u64"
    ty, bits = rng.choice(RUST_TYPES)
    v = rng.getrandbits(min(bits, rng.choice([4, 8, 16, 32])))
    if form == "hex-lead":
        s = "0x_" + base_digits(v, 16).upper()
    elif form == "suffix-sep":
        return grouped(str(v), rng) + "_" + ty
    else:
        s = spell_int(rng, v, form, "rust")
    return s + rng.choice(["", ty, "_" + ty])


def rust_float(rng, form):
    """The float operand (FLOAT_LITERAL): exponents, separators, f32/f64 suffixes."""
    if form in ("1e3", "1_000.0"):
        return form
    if form == "exp":
        return f"{rng.randint(1, 99)}{rng.choice('eE')}{rng.choice(['', '+', '-'])}{rng.randint(0, 9)}"
    if form == "frac-exp":
        return f"{rng.randint(1, 9)}.{rng.randint(0, 999)}E-{rng.randint(1, 9)}"
    if form == "frac":
        return f"{rng.randint(0, 999)}.{rng.randint(0, 999)}"
    if form == "suffix":
        return f"{rng.randint(0, 99)}.{rng.randint(0, 99)}{rng.choice(['f32', 'f64'])}"
    if form == "sep-suffix":
        return f"{grouped(str(rng.randint(1000, 99999)), rng)}.{rng.randint(0, 9)}_{rng.choice(['f32', 'f64'])}"
    return f"{rng.randint(1, 9)}e{rng.randint(1, 9)}_{rng.choice(['f32', 'f64'])}"


def rust_extra(rng, used):
    """One irrelevant item, with the literal kinds the bug does not use."""
    k = rng.randrange(7)
    n = name(rng, used).upper()
    if k == 0:
        f, a, b = name(rng, used), name(rng, used), name(rng, used)
        return (f"fn {f}({a}: i32) -> i32 {{\n    let {b} = {a} {rng.choice('+^*|')} {any_int(rng, 'rust', 8)};\n"
                f"    if {b} > {any_int(rng, 'rust', 6)} {{ {b} }} else {{ -{b} }}\n}}\n")
    if k == 1:
        c = rng.choice(LETTERS)
        ch = rng.choice([c, escape_char(rng, c, "rust"), "\\'", "\\n"])
        return f"const {n}: char = '{ch}';\n"
    if k == 2:
        body = spell_text(rng, "rust")
        lit = rng.choice([f'"{body}"', f'r"{spell_text(rng, "rust", "raw")}"', f'r#"a "{spell_text(rng, "rust", "raw")}" b"#'])
        return f"static {n}: &str = {lit};\n"
    if k == 3:
        lit = rng.choice([f'b"{spell_text(rng, "rust", "bytes")}"', f'br"{spell_text(rng, "rust", "raw")}"'])
        return f"static {n}: &[u8] = {lit};\n"
    if k == 4:
        return f"const {n}: u8 = b'{escape_char(rng, rng.choice(LETTERS), 'rust', 'bytes')}';\n"
    if k == 5:
        return f"const {n}: f64 = {spell_float(rng, 'rust')}{rng.choice(['', '_f64', 'f64'])};\n"
    return f"static {n}: &core::ffi::CStr = c\"{spell_text(rng, 'rust', 'bytes')}\";\n"


def rust_variant(rng, i, forms):
    n, used = names(rng, ["seed", "state", "acc", "rounds", "mix", "cur", "iter", "res", "bias", "st", "idx"],
                    camel={"state"})
    seed = n["seed"].upper()
    bug = f"{rust_int(rng, forms[0][i])} + {rust_float(rng, forms[1][i])}"
    items = [
        f"const {seed}: u64 = {any_int(rng, 'rust', 48)}{rng.choice(['', 'u64', '_u64'])};\n",
        f"struct {n['state']} {{\n    {n['acc']}: u64,\n    {n['rounds']}: u32,\n}}\n",
        (f"fn {n['mix']}({n['cur']}: u64, {n['iter']}: u32) -> u64 {{\n"
         f"    let mut {n['res']} = {n['cur']}.wrapping_mul({any_int(rng, 'rust', 48)});\n"
         f"    {n['res']} ^= {n['res']} >> {any_int(rng, 'rust', 5)};\n"
         f"    let {n['bias']} = {bug};\n"
         f"    if {n['iter']} > {any_int(rng, 'rust', 10)} {{\n"
         f"        {n['res']} = {n['res']}.wrapping_add({any_int(rng, 'rust', 16)});\n"
         f"    }}\n"
         f"    {n['res']} ^ {n['bias']} as u64\n}}\n"),
        (f"fn main() {{\n"
         f"    let mut {n['st']} = {n['state']} {{ {n['acc']}: {seed}, {n['rounds']}: 0 }};\n"
         f"    for {n['idx']} in 0..{any_int(rng, 'rust', 6)}u32 {{\n"
         f"        {n['st']}.{n['acc']} = {n['mix']}({n['st']}.{n['acc']}, {n['idx']});\n"
         f"        {n['st']}.{n['rounds']} += 1;\n    }}\n"
         f"    println!(\"{{}} {{}}\", {n['st']}.{n['acc']} & {any_int(rng, 'rust', 32)}, {n['st']}.{n['rounds']});\n}}\n"),
    ]
    items += [rust_extra(rng, used) for _ in range(rng.randint(2, 5))]
    rng.shuffle(items)   # item order does not matter in Rust
    return "\n".join(items), bug


# ---------------------------------------------------------------- Python

PY_TEST = """#!/bin/sh
# Interesting iff CPython (Debian's /usr/bin/python3, isolated: -I -S -B, 10 s at most)
# dies of "TypeError: unsupported operand type(s) for +" (its last line of stderr). CPython
# compiles the whole file before running it, so garbage ends in a SyntaxError instead.
# Nothing is written outside the cwd.
timeout 10 /usr/bin/python3 -I -S -B prog.py >out.txt 2>err.txt && exit 1
tail -n 1 err.txt | grep -q '^TypeError: unsupported operand type(s) for +'
"""

PY_NUM_FORMS = ["0x_FF", "1_000.0", "dec", "sep", "hex", "oct", "bin", "float-exp", "lead-dot", "imag"]
PY_STR_FORMS = ["plain", "r", "u", "b", "br", "triple", "escapes", "R", "rb", "triple-b"]


def py_num(rng, form):
    """The number operand (NUMBER): every integer base, `_`, floats, imaginary numbers."""
    if form in ("0x_FF", "1_000.0"):
        return form
    if form in INT_FORMS["py"]:
        return spell_int(rng, rng.getrandbits(rng.choice([4, 8, 16, 32])), form, "py")
    if form == "float-exp":
        return rng.choice([f"{rng.randint(1, 9)}e{rng.randint(0, 9)}", f"{rng.randint(1, 99)}.{rng.randint(0, 9)}E-{rng.randint(1, 9)}"])
    if form == "lead-dot":
        return rng.choice([f".{rng.randint(1, 99)}", f"{rng.randint(1, 99)}."])
    return rng.choice([f"{rng.randint(1, 9)}j", f"{rng.randint(1, 9)}.{rng.randint(0, 9)}J", f"1_0{rng.randint(0, 9)}j"])


def py_str(rng, form):
    """The string operand (STRING, every prefix in any case, short and long quotes)."""
    q = rng.choice(["'", '"'])
    if form in ("plain", "escapes"):
        body = spell_text(rng, "py", "str", q)
        if form == "escapes" and "\\" not in body:
            body += escape_char(rng, "A", "py") + "\\x41"
        return f"{q}{body}{q}"
    if form in ("r", "R"):
        return f"{form}{q}{spell_text(rng, 'py', 'raw')}\\d{q}"
    if form == "u":
        return f"{rng.choice('uU')}{q}{spell_text(rng, 'py', 'str', q)}{q}"
    if form in ("b", "br", "rb"):
        pre = "".join(rng.choice([c, c.upper()]) for c in form)
        kind = "bytes" if form == "b" else "raw"
        return f"{pre}{q}{spell_text(rng, 'py', kind, q)}{q}"
    if form == "triple":
        return f"{q * 3}{spell_text(rng, 'py', 'str', q)}\n{spell_text(rng, 'py', 'str', q)}{q * 3}"
    return f"b{q * 3}{spell_text(rng, 'py', 'bytes', q)}{q * 3}"


def py_extra(rng, used):
    k = rng.randrange(5)
    n = name(rng, used).upper()
    if k == 0:
        f, a, b = name(rng, used), name(rng, used), name(rng, used)
        return (f"def {f}({a}):\n    {b} = {a} {rng.choice('+^*|')} {any_int(rng, 'py', 8)}\n"
                f"    return {b} if {b} > {any_int(rng, 'py', 6)} else -{b}\n")
    if k == 1:
        return f"{n} = {spell_float(rng, 'py')}\n"
    if k == 2:
        return f"{n} = {rng.choice(['f', 'F', 'rf', 'Rf', 'fR'])}\"{spell_text(rng, 'py', 'raw')}{{{any_int(rng, 'py', 8)}:#x}}\"\n"
    if k == 3:
        return f"{n} = ({py_str(rng, rng.choice(PY_STR_FORMS))}, {py_num(rng, 'imag')})\n"
    return f"{n} = [{', '.join(any_int(rng, 'py') for _ in range(rng.randint(2, 4)))}]\n"


def py_variant(rng, i, forms):
    n, used = names(rng, ["seed", "state", "acc", "rounds", "mix", "cur", "iter", "res", "bias", "main", "st", "idx"],
                    camel={"state"})
    seed = n["seed"].upper()
    bug = f"{py_num(rng, forms[0][i])} + {py_str(rng, forms[1][i])}"
    mask = rng.choice(["0xFFFF_FFFF_FFFF_FFFF", "0xffffffffffffffff", "(1 << 64) - 1", "18_446_744_073_709_551_615"])
    items = [
        f"{seed} = {any_int(rng, 'py', 48)}\n",
        (f"class {n['state']}:\n    def __init__(self, {n['acc']}, {n['rounds']}):\n"
         f"        self.{n['acc']} = {n['acc']}\n        self.{n['rounds']} = {n['rounds']}\n"),
        (f"def {n['mix']}({n['cur']}, {n['iter']}):\n"
         f"    {n['res']} = ({n['cur']} * {any_int(rng, 'py', 48)}) & {mask}\n"
         f"    {n['res']} ^= {n['res']} >> {any_int(rng, 'py', 5)}\n"
         f"    {n['bias']} = {bug}\n"
         f"    if {n['iter']} > {any_int(rng, 'py', 10)}:\n"
         f"        {n['res']} = ({n['res']} + {any_int(rng, 'py', 16)}) & {mask}\n"
         f"    return {n['res']} ^ len({n['bias']})\n"),
        (f"def {n['main']}():\n    {n['st']} = {n['state']}({seed}, 0)\n"
         f"    for {n['idx']} in range({any_int(rng, 'py', 6)}):\n"
         f"        {n['st']}.{n['acc']} = {n['mix']}({n['st']}.{n['acc']}, {n['idx']})\n"
         f"        {n['st']}.{n['rounds']} += 1\n"
         f"    return {n['st']}.{n['acc']} & {any_int(rng, 'py', 32)}\n"),
    ]
    items += [py_extra(rng, used) for _ in range(rng.randint(2, 5))]
    rng.shuffle(items)   # definitions in any order; the call comes last
    return "\n\n".join(items) + f"\n\n{n['main']}()\n", bug


# ---------------------------------------------------------------- JavaScript

JS_TEST = """#!/bin/sh
# Interesting iff node (a CommonJS script, 10 s at most) dies of "RangeError: Invalid count
# value" (String.prototype.repeat's own error). node parses the whole script before running
# it, so garbage ends in a SyntaxError instead. Nothing is written outside the cwd.
timeout 10 node prog.js >out.txt 2>err.txt && exit 1
grep -q '^RangeError: Invalid count value' err.txt
"""

JS_STR_FORMS = ["\\u{41}", "plain", "single", "hex-esc", "u4-esc", "ubrace-esc", "control", "continuation"]
JS_NUM_FORMS = ["0b1010", "1e3", "dec", "sep", "hex", "oct", "bin", "exp", "frac", "trail-dot"]


def js_str(rng, form):
    """The string operand (StringLiteral, either quotes, every escape)."""
    q = '"' if form != "single" and rng.random() < 0.6 else "'"
    if form == "\\u{41}":
        return f"{q}\\u{{41}}{q}"
    if form in ("plain", "single"):
        return f"{q}{rng.choice([rng.choice(WORDS), rng.choice(LETTERS)])}{q}"
    esc = {"hex-esc": lambda o: f"\\x{o:02x}", "u4-esc": lambda o: f"\\u{o:04x}", "ubrace-esc": lambda o: f"\\u{{{o:X}}}"}
    if form in esc:
        word = rng.choice(SYLLABLES) + rng.choice(LETTERS)
        return q + "".join(esc[form](ord(c)) if rng.random() < 0.7 else c for c in word) + q
    if form == "control":
        ctl = rng.choice(["\\t", "\\n", "\\0", "\\\\", "\\v"])
        return f"{q}{ctl}{rng.choice(SYLLABLES)}{q}"
    return f"{q}{rng.choice(SYLLABLES)}\\\n{rng.choice(SYLLABLES)}{q}"   # a line continuation


def js_num(rng, form):
    """The count (NumericLiteral), at least 1 so that its negation is invalid, and finite
    (`1e999` alone, Infinity, is an invalid count without the minus: another bug)."""
    if form in ("0b1010", "1e3"):
        return form
    if form in INT_FORMS["js"]:
        return spell_int(rng, rng.getrandbits(rng.choice([4, 8, 16, 24])) + 1, form, "js")
    if form == "exp":
        return rng.choice([f"{rng.randint(1, 9)}E{rng.randint(0, 5)}", f"{rng.randint(1, 9)}e+{rng.randint(0, 5)}"])
    if form == "frac":
        return rng.choice([f"{rng.randint(1, 99)}.{rng.randint(0, 99)}", f"{rng.randint(10, 99)}5e-1"])
    return f"{rng.randint(1, 99)}."


def js_extra(rng, used):
    k = rng.randrange(5)
    n = name(rng, used)
    if k == 0:
        f, a, b = name(rng, used), name(rng, used), name(rng, used)
        return (f"function {f}({a}) {{\n  const {b} = {a} {rng.choice('+^*|')} {any_int(rng, 'js', 8)};\n"
                f"  return {b} > {any_int(rng, 'js', 6)} ? {b} : -{b};\n}}\n")
    if k == 1:
        big = spell_int(rng, rng.getrandbits(40), rng.choice(INT_FORMS["js"]), "js") + "n"
        return f"const {n} = {big};\n"
    if k == 2:
        return f"const {n} = `{spell_text(rng, 'js', 'raw')}${{{any_int(rng, 'js', 8)}}}\\u{{42}}`;\n"
    if k == 3:
        return f"const {n} = /{rng.choice(SYLLABLES)}+[0-9]*\\d{{2}}/{rng.choice(['', 'g', 'gi', 'u'])};\n"
    return f"let {n} = [{spell_float(rng, 'js')}, {js_str(rng, rng.choice(JS_STR_FORMS))}];\n"


def js_variant(rng, i, forms):
    n, used = names(rng, ["seed", "state", "acc", "rounds", "mix", "cur", "iter", "res", "pad", "main", "st", "idx"],
                    camel={"state"})
    seed = n["seed"].upper()
    bug = f"{js_str(rng, forms[0][i])}.repeat(-{js_num(rng, forms[1][i])})"
    items = [
        f"const {seed} = {any_int(rng, 'js', 31)};\n",
        (f"class {n['state']} {{\n  constructor({n['acc']}, {n['rounds']}) {{\n"
         f"    this.{n['acc']} = {n['acc']};\n    this.{n['rounds']} = {n['rounds']};\n  }}\n}}\n"),
        (f"function {n['mix']}({n['cur']}, {n['iter']}) {{\n"
         f"  let {n['res']} = Math.imul({n['cur']}, {any_int(rng, 'js', 31)}) >>> 0;\n"
         f"  {n['res']} ^= {n['res']} >>> {any_int(rng, 'js', 4)};\n"
         f"  const {n['pad']} = {bug};\n"
         f"  if ({n['iter']} > {any_int(rng, 'js', 10)}) {{\n"
         f"    {n['res']} = ({n['res']} + {any_int(rng, 'js', 16)}) >>> 0;\n  }}\n"
         f"  return {n['res']} ^ {n['pad']}.length;\n}}\n"),
        (f"function {n['main']}() {{\n  const {n['st']} = new {n['state']}({seed}, 0);\n"
         f"  for (let {n['idx']} = 0; {n['idx']} < {any_int(rng, 'js', 6)}; {n['idx']}++) {{\n"
         f"    {n['st']}.{n['acc']} = {n['mix']}({n['st']}.{n['acc']}, {n['idx']});\n"
         f"    {n['st']}.{n['rounds']}++;\n  }}\n"
         f"  return {n['st']}.{n['acc']} & {any_int(rng, 'js', 24)};\n}}\n"),
    ]
    items += [js_extra(rng, used) for _ in range(rng.randint(2, 5))]
    rng.shuffle(items)   # declarations in any order; the call comes last
    return "\n".join(items) + f"\n{n['main']}();\n", bug


# ---------------------------------------------------------------- Java

JAVA_TEST = """#!/bin/sh
# Interesting iff javac (JDK 17, -XDrawDiagnostics, 60 s at most) rejects prog.java with
# compiler.err.operator.cant.be.applied.1 for `-` (bad operand types, whatever the types).
# javac does not attribute a file with a syntax error, so garbage is rejected. Classes go
# to the cwd's classes/ (none are written when there is an error).
mkdir -p classes
timeout 60 javac -J-XX:TieredStopAtLevel=1 -J-XX:+UseSerialGC -XDrawDiagnostics -proc:none -implicit:none \\
  -Xlint:none -d classes prog.java >err.txt 2>&1 && exit 1
grep -q 'compiler\\.err\\.operator\\.cant\\.be\\.applied\\.1: -,' err.txt
"""

JAVA_INT_FORMS = ["0x7fff_ffffL", "dec", "sep", "hex", "legacy-oct", "bin", "long", "long-lower"]
JAVA_STR_FORMS = ["plain", "u-esc", "uu-esc", "oct-esc", "control", "quote", "s-esc", "empty-ish"]


def java_int(rng, form):
    """The number operand (INTEGER_LITERAL): every base, `_`, `L`/`l`; an int fits in 31 bits."""
    if form == "0x7fff_ffffL":
        return form
    if form in ("long", "long-lower"):
        return spell_int(rng, rng.getrandbits(48), rng.choice(INT_FORMS["java"]), "java") + ("L" if form == "long" else "l")
    return spell_int(rng, rng.getrandbits(rng.choice([4, 8, 16, 30])), form, "java")


def java_str(rng, form):
    """The string operand (STRING_LITERAL, every escape; never a text block)."""
    w = rng.choice(WORDS)
    if form == "plain":
        return f'"{w}"'
    if form in ("u-esc", "uu-esc", "oct-esc"):
        f = {"u-esc": lambda o: f"\\u{o:04x}", "uu-esc": lambda o: f"\\uu{o:04X}", "oct-esc": lambda o: f"\\{o:o}"}[form]
        return '"' + "".join(f(ord(c)) if rng.random() < 0.6 else c for c in w[:4]) + '"'
    if form == "control":
        ctl = rng.choice(["\\t", "\\n", "\\b", "\\f", "\\r", "\\0"])
        return f'"{ctl}{w}"'
    if form == "quote":
        return f'"\\"{w}\\""'
    if form == "s-esc":
        return f'"{w}\\s\\\\"'
    return f'"{rng.choice(LETTERS)}"'


def java_extra(rng, used):
    k = rng.randrange(5)
    n = name(rng, used).upper()
    if k == 0:
        f, a, b = name(rng, used), name(rng, used), name(rng, used)
        return (f"    static int {f}(int {a}) {{\n        int {b} = {a} {rng.choice('+^*|')} {any_int(rng, 'java', 8)};\n"
                f"        return {b} > {any_int(rng, 'java', 6)} ? {b} : -{b};\n    }}\n")
    if k == 1:
        c = rng.choice(LETTERS)
        ch = rng.choice([c, "\\u%04x" % ord(c), "\\%o" % ord(c), "\\'", "\\t"])
        return f"    static final char {n} = '{ch}';\n"
    if k == 2:
        f = rng.choice([spell_float(rng, "java") + rng.choice(["", "d", "D"]), f"0x1.{rng.randint(1, 9)}p{rng.randint(0, 9)}",
                        f"{rng.randint(1, 9)}e{rng.randint(0, 9)}", f"{rng.randint(1, 9)}D"])
        return f"    static final double {n} = {f};\n"
    if k == 3:
        return f"    static final float {n} = {rng.randint(0, 99)}.{rng.randint(0, 9)}{rng.choice('fF')};\n"
    return f"    static final String {n} = \"\"\"\n        {spell_text(rng, 'java', 'str')} \\\n        {rng.choice(WORDS)}\n        \"\"\";\n"


def java_variant(rng, i, forms):
    n, used = names(rng, ["cls", "seed", "state", "acc", "rounds", "mix", "cur", "iter", "res", "bias", "st", "idx"],
                    camel={"cls", "state"})
    seed = n["seed"].upper()
    bug = f"{java_int(rng, forms[0][i])} - {java_str(rng, forms[1][i])}"
    members = [
        f"    static final long {seed} = {java_int(rng, 'long')};\n",
        (f"    static final class {n['state']} {{\n        long {n['acc']};\n        int {n['rounds']};\n"
         f"        {n['state']}(long {n['acc']}, int {n['rounds']}) {{\n            this.{n['acc']} = {n['acc']};\n"
         f"            this.{n['rounds']} = {n['rounds']};\n        }}\n    }}\n"),
        (f"    static long {n['mix']}(long {n['cur']}, int {n['iter']}) {{\n"
         f"        long {n['res']} = {n['cur']} * {java_int(rng, 'long')};\n"
         f"        {n['res']} ^= {n['res']} >>> {any_int(rng, 'java', 5)};\n"
         f"        long {n['bias']} = {bug};\n"
         f"        if ({n['iter']} > {any_int(rng, 'java', 10)}) {{\n"
         f"            {n['res']} += {any_int(rng, 'java', 16)};\n        }}\n"
         f"        return {n['res']} ^ {n['bias']};\n    }}\n"),
        (f"    public static void main(String[] args) {{\n"
         f"        {n['state']} {n['st']} = new {n['state']}({seed}, 0);\n"
         f"        for (int {n['idx']} = 0; {n['idx']} < {any_int(rng, 'java', 6)}; {n['idx']}++) {{\n"
         f"            {n['st']}.{n['acc']} = {n['mix']}({n['st']}.{n['acc']}, {n['idx']});\n"
         f"            {n['st']}.{n['rounds']}++;\n        }}\n"
         f"        System.out.println({n['st']}.{n['acc']} & {any_int(rng, 'java', 24)});\n    }}\n"),
    ]
    members += [java_extra(rng, used) for _ in range(rng.randint(2, 5))]
    rng.shuffle(members)   # member order does not matter
    return f"class {n['cls']} {{\n" + "\n".join(members) + "}\n", bug


# ---------------------------------------------------------------- Go

GO_TEST = """#!/bin/sh
# Interesting iff the Go 1.19 compiler (`go tool compile -e`, every error reported) rejects
# prog.go with an invalid operation on "(mismatched types", whatever the types. The type
# checker runs only on a file that parses, so garbage is rejected. No cache, nothing
# outside the cwd.
timeout 20 go tool compile -e -o prog.o prog.go >compile.out 2>&1 && exit 1
grep -q '(mismatched types' compile.out
"""

GO_INT_FORMS = ["0o17", "1_000", "dec", "hex", "oct", "legacy-oct", "bin", "sep", "hex-lead", "oct-upper"]
GO_STR_FORMS = ["plain", "x-esc", "u-esc", "U-esc", "oct-esc", "control", "quote", "mixed"]


def go_int(rng, form):
    """The number operand (INT_LIT): every base with `_` after the prefix, legacy octal."""
    if form in ("0o17", "1_000"):
        return form
    v = rng.getrandbits(rng.choice([4, 8, 16, 32, 64]))
    if form == "hex-lead":
        return "0x_" + grouped(base_digits(v, 16), rng)
    if form == "oct-upper":
        return "0O" + base_digits(v, 8)
    return spell_int(rng, v, form, "go")


def go_str(rng, form):
    """The string operand (INTERPRETED_STRING_LIT, every escape; never a raw string)."""
    w = rng.choice(WORDS)
    esc = {"x-esc": lambda o: f"\\x{o:02x}", "u-esc": lambda o: f"\\u{o:04x}", "U-esc": lambda o: f"\\U{o:08x}",
           "oct-esc": lambda o: f"\\{o:03o}"}
    if form in esc:
        return '"' + "".join(esc[form](ord(c)) if rng.random() < 0.6 else c for c in w[:4]) + '"'
    if form == "control":
        ctl = rng.choice(["\\a", "\\t", "\\n", "\\v", "\\f"])
        return f'"{ctl}{w}"'
    if form == "quote":
        return f'"\\"{w}\\\\"'
    if form == "mixed":
        return '"' + "".join(escape_char(rng, c, "go") for c in w) + '"'
    return f'"{w}"'


def go_extra(rng, used):
    k = rng.randrange(5)
    n = name(rng, used)
    if k == 0:
        f, a, b = name(rng, used), name(rng, used), name(rng, used)
        return (f"func {f}({a} int) int {{\n\t{b} := {a} {rng.choice('+^*|')} {any_int(rng, 'go', 8)}\n"
                f"\tif {b} > {any_int(rng, 'go', 6)} {{\n\t\treturn {b}\n\t}}\n\treturn -{b}\n}}\n")
    if k == 1:
        c = rng.choice(LETTERS)
        ch = rng.choice([c, escape_char(rng, c, "go"), "\\'", "\\t"])
        return f"var {n} rune = '{ch}'\n"
    if k == 2:
        f = rng.choice([spell_float(rng, "go"), f"0x1p-{rng.randint(1, 9)}", f"0x_1.{rng.randint(1, 9)}P+{rng.randint(0, 9)}"])
        return f"const {n} = {f}\n"
    if k == 3:
        return f"const {n} = {rng.choice([f'{rng.randint(1, 9)}i', f'0o{rng.randint(1, 7)}i', f'{rng.randint(1, 9)}.5e1i'])}\n"
    return f"var {n} = `{spell_text(rng, 'go', 'raw')}\\n{rng.choice(WORDS)}`\n"


def go_variant(rng, i, forms):
    n, used = names(rng, ["seed", "state", "acc", "rounds", "mix", "cur", "iter", "res", "bias", "st", "idx"],
                    camel={"state"})
    seed = n["seed"].upper()
    bug = f"{go_int(rng, forms[0][i])} + {go_str(rng, forms[1][i])}"
    items = [
        f"const {seed} uint64 = {spell_int(rng, rng.getrandbits(48), rng.choice(INT_FORMS['go']), 'go')}\n",
        f"type {n['state']} struct {{\n\t{n['acc']}    uint64\n\t{n['rounds']} uint32\n}}\n",
        (f"func {n['mix']}({n['cur']} uint64, {n['iter']} uint32) uint64 {{\n"
         f"\t{n['res']} := {n['cur']} * {spell_int(rng, rng.getrandbits(48), rng.choice(INT_FORMS['go']), 'go')}\n"
         f"\t{n['res']} ^= {n['res']} >> {any_int(rng, 'go', 5)}\n"
         f"\t{n['bias']} := {bug}\n"
         f"\tif {n['iter']} > {any_int(rng, 'go', 10)} {{\n"
         f"\t\t{n['res']} += {any_int(rng, 'go', 16)}\n\t}}\n"
         f"\treturn {n['res']} ^ uint64(len({n['bias']}))\n}}\n"),
        (f"func main() {{\n\t{n['st']} := {n['state']}{{{seed}, 0}}\n"
         f"\tfor {n['idx']} := uint32(0); {n['idx']} < {any_int(rng, 'go', 6)}; {n['idx']}++ {{\n"
         f"\t\t{n['st']}.{n['acc']} = {n['mix']}({n['st']}.{n['acc']}, {n['idx']})\n"
         f"\t\t{n['st']}.{n['rounds']}++\n\t}}\n"
         f"\tprintln({n['st']}.{n['acc']}&{any_int(rng, 'go', 24)}, {n['st']}.{n['rounds']})\n}}\n"),
    ]
    items += [go_extra(rng, used) for _ in range(rng.randint(2, 5))]
    rng.shuffle(items)   # declaration order does not matter in Go
    return "package main\n\n" + "\n".join(items), bug


# ---------------------------------------------------------------- driver

LANGS = {
    # LANG: (extension, test.sh, variant function, the bug's two form lists, property)
    "rust": ("rs", RUST_TEST, rust_variant, (RUST_INT_FORMS, RUST_FLOAT_FORMS),
             "rustc error[E0277] cannot add (INT + FLOAT)"),
    "py": ("py", PY_TEST, py_variant, (PY_NUM_FORMS, PY_STR_FORMS),
           "CPython TypeError: unsupported operand type(s) for + (NUMBER + STRING)"),
    "js": ("js", JS_TEST, js_variant, (JS_STR_FORMS, JS_NUM_FORMS),
           "node RangeError: Invalid count value (STRING.repeat(-NUMBER))"),
    "java": ("java", JAVA_TEST, java_variant, (JAVA_INT_FORMS, JAVA_STR_FORMS),
             "javac compiler.err.operator.cant.be.applied.1 for - (INT - STRING)"),
    "go": ("go", GO_TEST, go_variant, (GO_INT_FORMS, GO_STR_FORMS),
           "go tool compile: invalid operation, mismatched types (INT + STRING)"),
}


# Issue 24's own spellings: always the first variants' forms.
ISSUE_EXAMPLES = {"issue", "1e3", "1_000.0", "0x_FF", "\\u{41}", "0b1010", "0x7fff_ffffL", "0o17", "1_000"}


def form_cycle(rng, forms, count):
    """count forms: the list shuffled (issue 24's examples kept first), repeated as needed."""
    head = [f for f in forms if f in ISSUE_EXAMPLES]
    rest = [f for f in forms if f not in ISSUE_EXAMPLES]
    rng.shuffle(rest)
    order = head + rest
    return [order[i % len(order)] for i in range(count)]


def main():
    if len(sys.argv) < 3 or sys.argv[1] not in LANGS:
        sys.exit(__doc__)
    lang, out = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 10
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    ext, test, variant, form_lists, prop = LANGS[lang]
    rng = random.Random(f"{lang}-{seed}")
    forms = [form_cycle(rng, fl, count) for fl in form_lists]
    for i in range(count):
        d = os.path.join(out, f"v{i:02d}")
        os.makedirs(d, exist_ok=True)
        prog, bug = variant(rng, i, forms)
        with open(os.path.join(d, f"prog.{ext}"), "w") as f:
            f.write(prog)
        with open(os.path.join(d, "test.sh"), "w") as f:
            f.write(test)
        os.chmod(os.path.join(d, "test.sh"), 0o755)
        with open(os.path.join(d, "meta.json"), "w") as f:
            json.dump({"file": f"prog.{ext}", "language": lang, "property": prop,
                       "bug": bug, "bug_forms": [fl[i] for fl in forms],
                       "description": f"dedup variant {i} of one {lang} bug (make_lang_variants.py {lang}, seed {seed})"},
                      f, indent=1)
            f.write("\n")


if __name__ == "__main__":
    main()
