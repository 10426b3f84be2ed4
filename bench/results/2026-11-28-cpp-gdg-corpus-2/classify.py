#!/usr/bin/env python3
"""Groups the files g++ accepts and reduce-cpp rejects by the construct at our first error.

usage: classify.py FILES_TSV > causes.md

FILES_TSV is tests/cpp-gdg-corpus.sh's files.tsv. Each rejected file gets the first cause
below whose patterns match the .ii's line at our first error (`text`) and our message
(`error`); `examples/ID.cc` (and `ID-2.cc`, ...) is a minimal program of each cause that
remains (g++ -std=gnu++20 accepts it, reduce-cpp check rejects it: `examples.sh` checks
both). The causes of the first run (../2026-11-28-cpp-gdg-corpus) that the grammar now
covers keep their rules (a regression would be named) and their examples are in
`examples/fixed/` (both accept them). A file no rule matches is listed as `unclassified`.
"""
import csv
import glob
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))

# (id, what it is, pattern on the line, pattern on the message); None matches anything.
CAUSES = [
    ("else-if-chain-time", "no verdict in 60 s: 11,000 chained `else if` (parse time grows about "
     "as n^3 on the quiet machine: 250 -> 0.52 s, 500 -> 3.9 s, 1000 -> 29 s)", None, r"^$"),
    ("concept-bool", "Concepts TS definition `concept bool C = ...;` / `concept bool C() {...}` "
     "(g++ accepts it in C++20 with a warning)", r"\bconcept\s+bool\b", None),
    ("structured-binding-paren", "structured binding with a parenthesized initializer "
     "`auto [a, b](e);` (C++17 [dcl.pre])", r"\bauto\s*&*\s*\[[^\]]*\]\s*\(", r"unexpected `\(`"),
    ("paren-init-array", "C++20 parenthesized initialization of an array (P0960): "
     "`int a[](1, 2, 3);`, `int g[2](1, 2);`, `int (&r)[](arr);`", r"\[[^\]]*\]\s*\(", r"unexpected `\(`"),
    ("braced-template-argument", "braced initializer list as a template argument or a default "
     "template argument (C++20 class-type non-type parameters): `f<{1, 2}>()`, "
     "`template<S s = {1, 2}>`", r"(<|=)\s*\{", r"unexpected `\{`"),
    ("gnu-colon-designator", "GNU's old designator `{ field: value }`", r"[{,(]\s*[A-Za-z_]\w*\s*:(?!:)",
     r"unexpected `[:}]`"),
    ("array-designator", "C99 array designator `{ [i] = v }` (GNU extension in C++)",
     r"(^|[{,])\s*\[[^\]]+\]\s*=(?!=)", None),
    ("attribute-after-bitfield", "`__attribute__` after a bit-field's width: `char b : 8 "
     "__attribute__((packed));`", r":\s*\w+\s*__attribute", None),
    ("attribute-after-function-parameter", "`__attribute__` after a parameter of function type "
     "or pointer-to-function type: `void f(void (*g)(int) __attribute__((noreturn)));`, "
     "`void f(long() __attribute__((fastcall)));`", None,
     r"unexpected `__attribute(__)?` .*expected one of: ASSIGN, COMMA, ELLIPSIS, RPAREN$"),
    ("attribute-after-function-parameter", None, r"\w+\s*\(\)\s*__attribute", None),
    ("attribute-before-second-declarator", "`__attribute__` at the head of a second declarator: "
     "`int a, __attribute__((unused)) b;`", r",\s*__attribute", None),
    ("attribute-null-statement", "GNU attribute statement `__attribute__((fallthrough));`",
     r"^\s*__attribute(__)?\s*\(\(.*\)\)\s*;", r"unexpected `;`"),
    ("attribute-after-lambda-trailing-return", "`__attribute__` after a lambda's trailing return "
     "type: `[]() -> int __attribute__((warn_unused_result)) { ... }`", r"->\s*[\w:<> ]+__attribute", None),
    ("attribute-in-new-type-id", "`__attribute__` in a new-type-id: `new int "
     "__attribute__((vector_size(8)))`", r"\bnew\s+[\w:]+\s+__attribute", None),
    ("typeof-unparenthesized", "`__typeof__ EXPR` without parentheses: `__typeof__ x y;`, "
     "`__typeof 0 a;`", r"__typeof(__)?\s+[^(\s]", None),
    ("attribute-using-directive", "attribute before a using-directive: `[[gnu::strong]] using "
     "namespace N;`, `alignas(int) using namespace N;`", r"(\]\]|\))\s*using\s+namespace", None),
    ("alternative-token-attribute-name", "alternative token spelled as an attribute name: "
     "`int i [[and, bitor]];`", r"\[\[\s*(and|or|bitor|bitand|xor|compl|not)\b", None),
    ("conversion-function-id", "conversion-function-id as a value, not called: "
     "`&A::operator int`, `S<&T::operator int>`, `B::operator A<T>;`", r"::\s*operator\s+[A-Za-z_]",
     r"unexpected `[;>]`"),
    ("destructor-auto", "`p->~auto()` (DR 1586 as g++ implements it)", r"~\s*auto\b", None),
    ("qualified-destructor-call", "qualified destructor name in an expression: `X::~X();`, "
     "`p->template A<int>::~A<int>();`", r"::\s*~\s*\w+", r"unexpected `~`"),
    ("offsetof-designator", "`__builtin_offsetof` with a qualified member `A::i` or `->`",
     r"__builtin_offsetof", r"unexpected `(::|->)`"),
    ("global-qualified-declarator", "declarator-id starting with `::` after the specifiers: "
     "`friend void ::foo(int);`, `friend X *(::N::f());`, `struct A {} ::N::a;`", None, r"unexpected `::`"),
    ("elvis-in-template-argument", "GNU `a ? : b` inside template brackets: `template<int = 0 ? "
     ": 0> class N;`", r"\?\s*:", None),
    ("storage-class-explicit-instantiation", "GNU `static` / `inline` before an explicit "
     "instantiation: `static template struct A<int>;`", r"\b(static|inline)\s+template\b",
     r"unexpected `template`"),
    ("extension-inline-namespace", "`__extension__ inline namespace N {}`",
     r"__extension__\s+inline\s+namespace", None),
    ("nested-linkage-specification", "linkage specification directly inside another: "
     "`extern \"C\" extern \"C\" ;`", r"extern\s+\"C\"\s+extern\s+\"C\"", None),
    ("empty-linkage-specification", "empty declaration after a linkage: `extern \"C\" ;`",
     r"extern\s+\"C\"\s*;", None),
    ("literal-operator-concatenated", "literal operator with concatenated strings: `operator "
     "\"\" \"\" _x`", r"operator\s*\"\"\s*\"\"", None),
    ("assignment-in-static-assert", "assignment as static_assert's condition: "
     "`static_assert(c %= 1, \"\")` (g++ parses an assignment-expression)", r"static_assert\s*\(",
     r"unexpected `[^`]*=`"),
    ("pack-init-capture-amp-after-ellipsis", "init-capture pack written `...&x = t` (g++ "
     "accepts it with a warning; the standard's order is `&...x`)", r"\[\s*\.\.\.\s*&", None),
    ("typename-without-qualified-name", "`typename n = e;` in a template (g++ does not "
     "diagnose it in an uninstantiated template)", r"\btypename\s+\w+\s*=", None),
    ("typename-scope-template", "`typename::template A<int> a;`", r"typename\s*::\s*template", None),
    ("unsigned-typedef-name", "`unsigned` with a typedef name: `enum : unsigned int32_t {}` "
     "(g++ accepts it with a -Wpedantic warning)", r"\bunsigned\s+[A-Za-z_]\w*\s*\{", None),
]
WHAT = {}
for cid, what, _, _ in CAUSES:
    WHAT.setdefault(cid, what)


def classify(text, error):
    for cid, _, tp, mp in CAUSES:
        if tp is not None and not re.search(tp, text):
            continue
        if mp is not None and not re.search(mp, error):
            continue
        return cid
    return "unclassified"


def main():
    with open(sys.argv[1], newline="") as fh:
        rows = list(csv.DictReader(fh, delimiter="\t", quoting=csv.QUOTE_NONE))
    groups = {}
    for r in rows:
        if r["gpp"] != "accepts" or r["ours"] == "accepts":
            continue
        sel = "selected" if r["selection"].startswith("yes") else "expects-error"
        msg = r["error"].split(": ", 1)[-1] if r["ours"] != "timeout" else ""
        cid = classify(r["text"], msg)
        groups.setdefault(cid, []).append((sel, r))
    order = sorted(groups, key=lambda c: (-len(groups[c]), c))
    print("| cause | files (selected + expecting an error elsewhere) | of these, g++ -pedantic-errors rejects | example | what |")
    print("|---|---|---|---|---|")
    for cid in order:
        files = groups[cid]
        sel = sum(s == "selected" for s, _ in files)
        ped = sum(r["pedantic"] == "rejects" for _, r in files)
        names = glob.glob(os.path.join(HERE, "examples", f"{cid}.cc")) + sorted(
            glob.glob(os.path.join(HERE, "examples", f"{cid}-[0-9].cc")))
        example = ", ".join(f"`{os.path.basename(n)}`" for n in names)
        print(f"| {cid} | {sel} + {len(files) - sel} | {ped} | {example} | {WHAT.get(cid, '')} |")
    print()
    for cid in order:
        print(f"{cid}:")
        for sel, r in groups[cid]:
            where = r["error"].split(": ", 1)[0] if r["error"] else "timeout"
            mark = "" if sel == "selected" else " (expects an error in some mode)"
            print(f"  {r['path']}:{where}{mark}: {r['text'][:120]}")


if __name__ == "__main__":
    main()
