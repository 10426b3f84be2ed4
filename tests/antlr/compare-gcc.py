#!/usr/bin/env python3
"""Compare the C grammar's verdicts (via ANTLR) with gcc's on mutated files.

usage: compare-gcc.py [--per-file N] [--seed S] FILE...

For each FILE, makes N mutants by deleting one token, a run of tokens, or
duplicating a token (a crude stand-in for what a reducer produces), then asks
`gcc -std=gnu11 -fsyntax-only` and the ANTLR reference parser for the C grammar
about each. Prints every disagreement where gcc reports a *syntax* error
("expected ...", "before ... token") but ANTLR accepts, or where gcc accepts
but ANTLR rejects. Semantic gcc errors (undeclared names, lvalues, types) are
not counted, since a context-free grammar cannot see them.
"""
import argparse
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
REF = os.environ.get('REF', '/work/shared/tools/antlr-reference.sh')
TOKEN = re.compile(r'''\#[^\n]*|//[^\n]*|/\*.*?\*/|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'|[A-Za-z_$][\w$]*|\.?\d(?:[eEpP][+-]|[\w.])*|\.\.\.|<<=|>>=|->|\+\+|--|<<|>>|<=|>=|==|!=|&&|\|\||[-+*/%&|^!=<>]=?|\S''', re.S)
SYNTAX = re.compile(r"error: (expected|stray|missing terminating|unterminated|.*before .* token|.*at end of input)")


def mutants(text, n, rng):
    toks = [m for m in TOKEN.finditer(text) if not m.group().startswith(('#', '//', '/*'))]
    out = []
    for _ in range(n):
        if not toks:
            break
        i = rng.randrange(len(toks))
        kind = rng.randrange(3)
        if kind == 0:
            a, b = toks[i].start(), toks[i].end()
            out.append(text[:a] + text[b:])
        elif kind == 1:
            j = min(len(toks) - 1, i + rng.randrange(1, 6))
            out.append(text[:toks[i].start()] + text[toks[j].end():])
        else:
            t = toks[i]
            out.append(text[:t.end()] + ' ' + t.group() + text[t.end():])
    return out


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--per-file', type=int, default=20)
    ap.add_argument('--seed', type=int, default=1)
    ap.add_argument('files', nargs='+')
    args = ap.parse_args()
    rng = random.Random(args.seed)
    tmp = tempfile.mkdtemp()
    try:
        gdir = os.path.join(tmp, 'g')
        os.mkdir(gdir)
        shutil.copy(os.path.join(ROOT, 'grammars', 'c.g4'), gdir)
        with open(os.path.join(gdir, 'Placeholder.java'), 'w') as f:
            f.write('// placeholder\n')
        paths = []
        for src in args.files:
            text = open(src, encoding='utf-8', errors='replace').read()
            for k, m in enumerate(mutants(text, args.per_file, rng)):
                p = os.path.join(tmp, '%s.%d.c' % (os.path.basename(src), k))
                with open(p, 'w') as f:
                    f.write(m)
                paths.append(p)
        res = subprocess.run([REF, gdir, 'compilationUnit'] + paths, capture_output=True, text=True).stdout
        verdict, cur = {}, None
        for line in res.splitlines():
            if line.startswith('FILE\t'):
                cur = line[5:]
            elif line.startswith('ACCEPT') or line.startswith('REJECT'):
                verdict[cur] = line
        bad = 0
        for p in paths:
            g = subprocess.run(['gcc', '-std=gnu11', '-fsyntax-only', '-w', '-fmax-errors=1', p],
                               capture_output=True, text=True).stderr
            gcc_ok = 'error' not in g
            gcc_syntax = bool(SYNTAX.search(g))
            antlr_ok = verdict.get(p, 'REJECT none').startswith('ACCEPT')
            if antlr_ok and gcc_syntax:
                bad += 1
                print('ANTLR accepts, gcc syntax error: %s\n  %s' % (p, g.strip().splitlines()[0]))
            elif gcc_ok and not antlr_ok:
                bad += 1
                print('gcc accepts, ANTLR rejects: %s\n  %s' % (p, verdict.get(p)))
        print('%d mutants, %d disagreements' % (len(paths), bad))
        if os.environ.get('KEEP'):
            print('kept in', tmp)
            return
    finally:
        if not os.environ.get('KEEP'):
            shutil.rmtree(tmp)


if __name__ == '__main__':
    main()
