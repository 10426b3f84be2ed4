#!/usr/bin/env python3
"""Write a deterministic large (about 2 MB by default) JSON document.

usage: make_large.py OUT_PATH [TARGET_BYTES]

The document mixes every JSON feature (objects, arrays, nesting, escapes,
unicode, all number forms, literals) so it stresses lexer and parser alike.
A fixed-seed PRNG keeps the output byte-identical across runs and Python
versions (only `random.Random` with an integer seed is used).
"""
import random
import sys

WORDS = ["alpha", "beta", "gamma", "delta", "épsilon", "ζήτα", "名前", "value",
         "tab\\there", "quote\\\"d", "slash\\/", "uni\\u00e9\\uD83D\\uDE00", "", "x"]


def number(rng):
    kind = rng.randrange(6)
    if kind == 0:
        return "0"
    if kind == 1:
        return str(rng.randrange(-10**6, 10**6))
    if kind == 2:
        return "%d.%03d" % (rng.randrange(-999, 999), rng.randrange(1000))
    if kind == 3:
        return "%de%s%d" % (rng.randrange(1, 99), rng.choice(["", "+", "-"]), rng.randrange(40))
    if kind == 4:
        return "-0.%dE%d" % (rng.randrange(1, 10**5), rng.randrange(10))
    return str(rng.randrange(10**18, 10**19))


def string(rng):
    return '"%s"' % rng.choice(WORDS)


def value(rng, depth, out):
    r = rng.random()
    if depth > 6 or r < 0.45:
        leaf = rng.randrange(6)
        if leaf == 0:
            out.append(number(rng))
        elif leaf == 1:
            out.append(rng.choice(["true", "false", "null"]))
        else:
            out.append(string(rng))
    elif r < 0.75:
        n = rng.randrange(0, 8)
        out.append("[")
        for i in range(n):
            if i:
                out.append(", ")
            value(rng, depth + 1, out)
        out.append("]")
    else:
        n = rng.randrange(0, 6)
        out.append("{")
        for i in range(n):
            if i:
                out.append(",\n" + "  " * (depth + 1))
            out.append('"k%d_%s": ' % (i, rng.choice(WORDS)))
            value(rng, depth + 1, out)
        out.append("}")


def main():
    path = sys.argv[1]
    target = int(sys.argv[2]) if len(sys.argv) > 2 else 2_000_000
    rng = random.Random(20240601)
    out = ["[\n"]
    size = 0
    first = True
    while size < target:
        chunk = []
        value(rng, 0, chunk)
        text = "".join(chunk)
        if not first:
            out.append(",\n")
        first = False
        out.append(text)
        size += len(text.encode("utf-8")) + 2
    out.append("\n]\n")
    with open(path, "w", encoding="utf-8") as f:
        f.write("".join(out))


if __name__ == "__main__":
    main()
