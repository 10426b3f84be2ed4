#!/usr/bin/env python3
"""Writes N variants of one failing C program as benchmark cases (the T-Rec paper's RQ1
in miniature): the same bug (gcc warns about a division by zero in a checksum routine)
with identifiers renamed, constants changed, irrelevant code added and top-level
declarations reordered.

usage: make_variants.py OUT_DIR [N] [SEED]
Each case is OUT_DIR/vNN/{prog.c, test.sh, meta.json}, the layout of
../shared/bench/cases, so ../shared/bench/run-peer.sh runs any reducer on it.
"""
import json
import os
import random
import sys

SYLLABLES = ["ka", "lo", "mi", "ne", "ru", "sa", "ti", "vo", "ze", "qu", "fa", "do", "pi", "gre", "bla", "sto"]
WORDS = ["value", "state", "count", "mix", "hash", "seed", "round", "buffer", "accum", "step", "limit", "index"]

TEST_SH = """#!/bin/sh
# Interesting when gcc compiles prog.c (the candidate, in the working directory) and
# warns about a division by zero.
gcc -c -o /dev/null prog.c 2>err.txt || exit 1
grep -q "division by zero" err.txt
"""


def name(rng, used):
    while True:
        parts = [rng.choice(WORDS)] + ["".join(rng.choice(SYLLABLES) for _ in range(rng.randint(1, 2)))]
        if rng.random() < 0.5:
            parts.append(rng.choice(WORDS))
        n = "_".join(parts)
        if n not in used:
            used.add(n)
            return n


def const(rng):
    v = rng.getrandbits(rng.choice([8, 16, 32, 48, 64]))
    return rng.choice([f"0x{v:x}ULL", f"{v}ULL", f"0x{v:X}u" if v < 2**32 else f"0x{v:x}ull"])


def variant(rng):
    used = set()
    n = {k: name(rng, used) for k in ["seed", "state", "acc", "rounds", "mix", "cur", "iter", "res", "main_state", "idx"]}
    decls = []
    decls.append(f"static const uint64_t {n['seed']} = {const(rng)};\n")
    decls.append(f"struct {n['state']} {{\n    uint64_t {n['acc']};\n    unsigned int {n['rounds']};\n}};\n")
    mix = (
        f"static uint64_t {n['mix']}(uint64_t {n['cur']}, unsigned int {n['iter']}) {{\n"
        f"    uint64_t {n['res']} = {n['cur']} * {const(rng)};\n"
        f"    {n['res']} ^= {n['res']} >> {rng.randint(1, 63)};\n"
        f"    if ({n['iter']} > {rng.randint(2, 5000)}u) {{\n"
        f"        {n['res']} += {const(rng)};\n"
        f"    }}\n"
        f"    return {n['res']} / 0;\n"
        f"}}\n"
    )
    # Irrelevant code: helper functions and globals.
    extras = []
    for _ in range(rng.randint(1, 4)):
        f, a, b = name(rng, used), name(rng, used), name(rng, used)
        op = rng.choice(["+", "^", "*", "|"])
        extras.append(
            f"static int {f}(int {a}) {{\n    int {b} = {a} {op} {rng.randint(1, 999)};\n"
            f"    return {b} > {rng.randint(0, 99)} ? {b} : -{b};\n}}\n"
        )
    for _ in range(rng.randint(0, 3)):
        extras.append(f"unsigned long {name(rng, used)} = {rng.randint(0, 10**6)}UL;\n")
    decls.extend(extras)
    rng.shuffle(decls)
    body = [
        f"    struct {n['state']} {n['main_state']} = {{ {n['seed']}, 0 }};\n",
        f"    for (unsigned int {n['idx']} = 0; {n['idx']} < {rng.randint(4, 64)}u; {n['idx']}++) {{\n"
        f"        {n['main_state']}.{n['acc']} = {n['mix']}({n['main_state']}.{n['acc']}, {n['idx']});\n"
        f"        {n['main_state']}.{n['rounds']}++;\n    }}\n",
    ]
    if rng.random() < 0.5:
        body.insert(1, f"    int {name(rng, used)} = {rng.randint(0, 100)};\n")
    ret = f"    return (int)({n['main_state']}.{n['acc']} & {const(rng)});\n"
    # The mix function must precede main; everything else is in shuffled order.
    return "#include <stdint.h>\n\n" + "\n".join(decls) + "\n" + mix + "\nint main(void) {\n" + "".join(body) + ret + "}\n"


def main():
    out = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 20
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 1)
    for i in range(count):
        d = os.path.join(out, f"v{i:02d}")
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, "prog.c"), "w") as f:
            f.write(variant(rng))
        with open(os.path.join(d, "test.sh"), "w") as f:
            f.write(TEST_SH)
        os.chmod(os.path.join(d, "test.sh"), 0o755)
        with open(os.path.join(d, "meta.json"), "w") as f:
            json.dump({"file": "prog.c", "language": "c", "description": "dedup variant"}, f)


if __name__ == "__main__":
    main()
