#!/usr/bin/env python3
"""The README's reduction table from a sitting (bench/scripts/sitting.sh OUT_DIR).

usage: bench/sitting-table.py OUT_DIR

One row per case: ours, before (if run), C-Reduce and C-Vise, each cell
`final tokens / tests / seconds` (tokens counted by ../shared/bench/peers/metrics.py,
as run-peer.sh records them), then ours' time as a fraction of C-Reduce's.
"""
import json
import os
import sys

ORDER = ["smoke-c", "c-hello-headers", "c-csmith-sequence-point", "c-csmith-checksum",
         "smoke-json", "json-medium", "smoke-smt", "smt2-unsat"]


def results(base):
    out = {}
    if not os.path.isdir(base):
        return out
    for tool in os.listdir(base):
        for case in os.listdir(os.path.join(base, tool)):
            f = os.path.join(base, tool, case, "result.json")
            if os.path.exists(f):
                out[(tool, case)] = json.load(open(f))
    return out


def cell(r):
    if r is None:
        return ""
    s = f"{r.get('tokens_out')} / {r.get('queries')} / {r.get('seconds'):.1f}"
    if r.get("status") != "ok":
        s += f" ({r.get('status')})"
    if not r.get("final_ok"):
        s += " (final check failed)"
    return s


def main():
    out = sys.argv[1]
    ours = results(os.path.join(out, "ours"))
    before = results(os.path.join(out, "before"))
    peers = results(os.path.join(out, "peers"))
    print("| case | ours | before | C-Reduce | C-Vise | ours' time / C-Reduce's |")
    print("|---|---|---|---|---|---|")
    cases = [c for c in ORDER if ("ours", c) in ours] + sorted(
        {c for (_, c) in ours} - set(ORDER))
    for c in cases:
        o, b = ours.get(("ours", c)), before.get(("ours", c))
        cr, cv = peers.get(("creduce", c)), peers.get(("cvise", c))
        ratio = f"{o['seconds'] / cr['seconds']:.2f}x" if o and cr and cr.get("seconds") else ""
        print(f"| {c} | {cell(o)} | {cell(b)} | {cell(cr)} | {cell(cv)} | {ratio} |")


if __name__ == "__main__":
    main()
