#!/usr/bin/env python3
"""Tests run and tokens removed per pass, per case, from a benchmark run of ours.

usage: bench/pass-table.py RUN_DIR

RUN_DIR is what perses-bench.sh wrote for ours (RUN_DIR/ours/<case>/tool.log, the
reducer's own summary with its pass table). Prints a Markdown table: one row per case,
one column per pass, each cell `tests / tokens removed`.
"""
import os
import sys


def pass_table(log):
    rows = {}
    lines = open(log, errors="replace").read().splitlines()
    try:
        start = next(i for i, l in enumerate(lines) if l.startswith("pass ") and "tests" in l and "accepted" in l)
    except StopIteration:
        return rows
    for line in lines[start + 1:]:
        parts = line.split()
        if len(parts) < 6 or not parts[1].isdigit():
            break
        rows[parts[0]] = (int(parts[1]), int(parts[3]))
    return rows


def main():
    run = sys.argv[1]
    base = os.path.join(run, "ours")
    cases = sorted(c for c in os.listdir(base) if os.path.exists(os.path.join(base, c, "tool.log")))
    tables = {c: pass_table(os.path.join(base, c, "tool.log")) for c in cases}
    passes = sorted({p for t in tables.values() for p in t})
    print("| case | " + " | ".join(passes) + " |")
    print("|---|" + "---|" * len(passes))
    for c in cases:
        cells = []
        for p in passes:
            v = tables[c].get(p)
            cells.append(f"{v[0]} / {v[1]}" if v else "")
        print(f"| {c} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
