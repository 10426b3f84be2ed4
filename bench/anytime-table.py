#!/usr/bin/env python3
"""Prints the table of `anytime.sh`: before's and ours' size over a whole run.

usage: anytime-table.py OUT_DIR CASE...

Reads OUT_DIR/{before,ours}/CASE.log, whose lines are "SECONDS LINE" (the reducer's
`-v` output, stamped). A run is the step function "best size so far" over tests run
(and over seconds): it starts at the input's size and drops at every improvement line
("K/N tokens, ..., T tests, ..."). Ours is "never larger" when at each of before's steps
ours' best so far, at that many tests, is no larger than before's. Seconds are noisy, so
for them the table gives the largest lag: the most seconds ours needed beyond before to
reach a size before had reached.
A size is (parser tokens, bytes), compared in that order: both builds count tokens the
same way, and bytes tell canonicalised tokens apart.
"""
import re
import sys

STEP = re.compile(r"^([0-9.]+) (\d+)/(\d+) tokens, (\d+)/(\d+) bytes .*?, (\d+) tests, ")
DONE = re.compile(r"^([0-9.]+) tokens (\d+) -> (\d+), bytes (\d+) -> (\d+) .*?; (\d+) tests run")


def read(path):
    """(steps, final): steps are (tests, seconds, (tokens, bytes)), from the input on."""
    steps, final = [], None
    with open(path) as f:
        for line in f:
            m = STEP.match(line)
            if m:
                secs, t = float(m[1]), int(m[6])
                if not steps:
                    steps.append((0, 0.0, (int(m[3]), int(m[5]))))
                steps.append((t, secs, (int(m[2]), int(m[4]))))
                continue
            m = DONE.match(line)
            if m:
                secs, t = float(m[1]), int(m[6])
                if not steps:
                    steps.append((0, 0.0, (int(m[2]), int(m[4]))))
                final = (t, secs, (int(m[3]), int(m[5])))
    if final is None:
        raise SystemExit(f"{path}: no summary line (did the run finish?)")
    return steps, final


def best_at(steps, axis, x):
    """Smallest size among the steps reached by `x` on `axis` (0 tests, 1 seconds)."""
    return min(s[2] for s in steps if s[axis] <= x)


def never_larger(before, ours):
    """"yes", or the first test count at which ours' best so far is larger."""
    for s in before:
        o = best_at(ours, 0, s[0])
        if o > s[2]:
            return f"no: at {s[0]} tests {o[0]}/{o[1]} > {s[2][0]}/{s[2][1]}"
    return "yes"


def largest_lag(before, ours):
    """The most seconds ours takes beyond before to reach a size before reached."""
    lag = 0.0
    for t, secs, k in before:
        reach = next((s for _, s, o in ours if o <= k), None)
        if reach is None:
            return "never"
        lag = max(lag, reach - secs)
    return f"{lag:.2f} s"


def reached(steps, size):
    """(tests, seconds) of the first step at or below `size`."""
    return next(((t, s) for t, s, k in steps if k <= size), None)


def at(point):
    return f"{point[0]} / {point[1]:.1f}" if point else "never"


def main():
    out, cases = sys.argv[1], sys.argv[2:]
    print("| case | before's result: tokens / bytes | before reaches it: tests / s "
          "| before ends: tests / s | ours reaches it: tests / s | ours' result: tokens / bytes "
          "| ours ends: tests / s | never larger at equal tests | largest lag behind before |")
    print("|---|---|---|---|---|---|---|---|---|")
    for case in cases:
        b_steps, b_final = read(f"{out}/before/{case}.log")
        o_steps, o_final = read(f"{out}/ours/{case}.log")
        size = b_final[2]
        print(f"| {case} | {size[0]} / {size[1]} | {at(reached(b_steps, size))} | {at(b_final)} "
              f"| {at(reached(o_steps, size))} | {o_final[2][0]} / {o_final[2][1]} | {at(o_final)} "
              f"| {never_larger(b_steps, o_steps)} | {largest_lag(b_steps, o_steps)} |")

if __name__ == "__main__":
    main()
