#!/usr/bin/env python3
"""Writes 400 mutants of random JDK source files (seed 24), each in its own folder
m000/ .. m399/ under OUT, keeping the file name: one line deleted, duplicated, or one
space-separated word deleted (in turn), a line of code (not blank, not a comment line).

    python3 make-mutants.py SRC_DIR FILE_LIST OUT
SRC_DIR is src.zip unpacked, FILE_LIST its `.java` paths relative to SRC_DIR, sorted."""
import os
import random
import sys

src, listing, out = sys.argv[1:4]
random.seed(24)
files = [l.strip() for l in open(listing)]
random.shuffle(files)
n = 0
for f in files:
    if n >= 400:
        break
    try:
        lines = open(os.path.join(src, f), encoding="utf-8").read().split("\n")
    except (UnicodeDecodeError, OSError):
        continue
    code = [i for i, l in enumerate(lines) if l.strip() and not l.strip().startswith(("*", "/*", "//"))]
    if len(code) < 5:
        continue
    i = random.choice(code)
    kind = n % 3
    if kind == 0:
        del lines[i]
    elif kind == 1:
        lines.insert(i, lines[i])
    else:
        words = lines[i].split(" ")
        idx = [j for j, w in enumerate(words) if w]
        if not idx:
            continue
        del words[random.choice(idx)]
        lines[i] = " ".join(words)
    d = os.path.join(out, "m%03d" % n)
    os.makedirs(d, exist_ok=True)
    open(os.path.join(d, os.path.basename(f)), "w", encoding="utf-8").write("\n".join(lines))
    n += 1
