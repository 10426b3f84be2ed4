#!/usr/bin/env python3
"""reduce-cpp's parser against g++ on g++'s own test suite (issue 28, point 3).

Usage: cpp-gdg-corpus.py GDG_DIR OUT_DIR   (tests/cpp-gdg-corpus.sh extracts GDG_DIR)

GDG_DIR is gcc/testsuite/g++.dg of a GCC source tree. Every `*.C` file below it (every
subfolder, those with their own .exp driver included) is classified by its DejaGnu
directives (`select()` below); each selected file, sorted by path, every CPP_GDG_EVERY-th
one, is judged by

    g++ -std=$CPP_GDG_STD -fsyntax-only FILE          (the oracle: exit status 0 = accepted)
    g++ -std=$CPP_GDG_STD -E -P FILE -o N.ii          (what we parse, only when accepted)
    $REDUCE_CPP check N.ii                            (ours: exit status 0 = parsed)
    g++ -std=$CPP_GDG_STD -pedantic-errors -fsyntax-only FILE
                                                      (unless CPP_GDG_PEDANTIC=0: the verdict
                                                      with the testsuite's -pedantic-errors,
                                                      a second column, for what g++ accepts)

each under `timeout $CPP_GDG_TIMEOUT` seconds, one at a time, in a scratch folder. The test's
own dg-options are not passed: one fixed dialect for every file (a test that needs its own
options, -fconcepts-ts, -fmodules-ts, -fms-extensions, an -I, ..., is in the corpus only if g++
accepts it without them).

Writes to OUT_DIR:
  files.tsv    one row per `*.C` file: path, actions, selection, g++, g++ -pedantic-errors,
               bytes of the .ii, ours, our CPU seconds and wall seconds (one process per file,
               its start included), our first error (line:col: message) and the .ii's line
  table.md     the table (files, selected, g++ accepts, we accept, share, MB, MB/s over the
               files we parse: one process per file, and 500 files per process)
  rejects.txt  every file g++ accepts and we reject: path:line:col of the .ii, the message and
               the .ii's line
  rejected/    the .ii of each such file (when CPP_GDG_KEEP_REJECTED=1)
"""
import os
import re
import resource
import shutil
import subprocess
import sys
import time

STD = os.environ.get("CPP_GDG_STD", "gnu++20")
EVERY = int(os.environ.get("CPP_GDG_EVERY", "1"))
TIMEOUT = float(os.environ.get("CPP_GDG_TIMEOUT", "60"))
REDUCE_CPP = os.environ.get("REDUCE_CPP", "reduce-cpp")
KEEP = os.environ.get("CPP_GDG_KEEP_REJECTED", "0") == "1"
PEDANTIC = os.environ.get("CPP_GDG_PEDANTIC", "1") == "1"

# `{ dg-do ACTION ...}`; the LTO and modules drivers have their own keywords.
DO = re.compile(rb"\{\s*dg-(?:lto-|module-)?do\s+([a-z-]+)")
# Directives that announce an error (or an ICE) from g++ in at least one mode.
EXPECTS_ERROR = re.compile(rb"\{\s*dg-(error|excess-errors|ice)\b")
KEPT_ACTIONS = {"compile", "run"}


def select(text):
    """(actions, selection) of one test from its directives.

    actions: the `dg-do` keywords (or `dg-lto-do` / `dg-module-do` when there is no `dg-do`),
    comma-separated; `compile` when there is none (DejaGnu's default action for g++.dg).
    selection: `yes`, or why not: `action:X` when an action is not compile or run (link,
    assemble, preprocess), `expects-error:dg-error` (or dg-excess-errors, dg-ice) when the
    test announces an error in any mode."""
    actions = sorted({m.decode() for m in DO.findall(text)}) or ["compile"]
    other = [a for a in actions if a not in KEPT_ACTIONS]
    if other:
        return ",".join(actions), "action:" + ",".join(other)
    m = EXPECTS_ERROR.search(text)
    if m:
        return ",".join(actions), "expects-error:dg-" + m.group(1).decode()
    return ",".join(actions), "yes"


def run(cmd, cwd):
    """(status, stdout+stderr, cpu seconds, wall seconds); status None on timeout."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.monotonic()
    try:
        p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                           stdin=subprocess.DEVNULL, timeout=TIMEOUT)
        status, out = p.returncode, p.stdout
    except subprocess.TimeoutExpired as e:
        status, out = None, e.stdout or b""
    wall = time.monotonic() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return status, out.decode("utf-8", "replace"), cpu, wall


def first_error(out):
    """`line:col: message` of reduce-cpp check's report, and (line, col)."""
    for line in out.splitlines():
        m = re.match(r".*?\.ii:(\d+):(\d+): (.*)", line)
        if m:
            return f"{m.group(1)}:{m.group(2)}: {m.group(3)}", int(m.group(1)), int(m.group(2))
    lines = [l for l in out.splitlines() if l.strip() and " files parsed " not in l]
    return (lines[0] if lines else out.strip()[:200]), 0, 0


GROUPS = [
    ("selected", "compile and run tests expecting no error"),
    ("expects-error", "compile and run tests with a dg-error (in some mode), judged too"),
]


def group_of(selection):
    if selection == "yes":
        return "selected"
    if selection.startswith("expects-error"):
        return "expects-error"
    return None


def batch_check(paths, cwd):
    """One `check` process per 500 files: (parsed, cpu seconds, wall seconds)."""
    parsed, cpu, wall = 0, 0.0, 0.0
    for k in range(0, len(paths), 500):
        chunk = paths[k:k + 500]
        _, out, c, w = run([REDUCE_CPP, "check"] + chunk, cwd)
        cpu, wall = cpu + c, wall + w
        m = re.search(r"(\d+) of (\d+) files parsed", out)
        parsed += int(m.group(1)) if m else 0
    return parsed, cpu, wall


def main():
    gdg, out_dir = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    os.makedirs(out_dir, exist_ok=True)
    scratch = os.path.join(out_dir, ".scratch")
    shutil.rmtree(scratch, ignore_errors=True)
    os.makedirs(os.path.join(scratch, "ii"))
    if KEEP:
        os.makedirs(os.path.join(out_dir, "rejected"), exist_ok=True)
    tests = []
    for root, dirs, files in os.walk(gdg):
        for f in files:
            if f.endswith(".C"):
                tests.append(os.path.relpath(os.path.join(root, f), gdg))
    tests.sort()

    rows = []
    counts = {g: {"in": 0, "judged": 0, "gpp_ok": 0, "gpp_timeout": 0, "ours_ok": 0, "bytes": 0, "ok_bytes": 0,
                  "cpu": 0.0, "wall": 0.0, "gpp_cpu": 0.0, "ii": []} for g, _ in GROUPS}
    rejects = {g: [] for g, _ in GROUPS}
    t0 = time.monotonic()
    judged = 0
    for rel in tests:
        path = os.path.join(gdg, rel)
        with open(path, "rb") as fh:
            text = fh.read()
        actions, selection = select(text)
        row = {"path": rel, "actions": actions, "selection": selection, "gpp": "", "pedantic": "",
               "bytes": "", "ours": "", "cpu": "", "wall": "", "error": "", "text": ""}
        rows.append(row)
        g = group_of(selection)
        if g is None:
            continue
        c = counts[g]
        c["in"] += 1
        if (c["in"] - 1) % EVERY != 0:
            row["selection"] += f";not-sampled(every {EVERY})"
            continue
        c["judged"] += 1
        judged += 1
        status, _, gcpu, _ = run(["g++", f"-std={STD}", "-fsyntax-only", path], scratch)
        c["gpp_cpu"] += gcpu
        if status is None:
            row["gpp"] = "timeout"
            c["gpp_timeout"] += 1
            continue
        if status != 0:
            row["gpp"] = "rejects"
            continue
        ii = os.path.join(scratch, "ii", f"{len(rows)}.ii")
        status, _, _, _ = run(["g++", f"-std={STD}", "-E", "-P", path, "-o", ii], scratch)
        if status != 0:
            row["gpp"] = "accepts;cannot-preprocess"
            continue
        row["gpp"] = "accepts"
        c["gpp_ok"] += 1
        if PEDANTIC:
            status, _, gcpu, _ = run(["g++", f"-std={STD}", "-pedantic-errors", "-fsyntax-only", path], scratch)
            c["gpp_cpu"] += gcpu
            row["pedantic"] = {0: "accepts", None: "timeout"}.get(status, "rejects")
        size = os.path.getsize(ii)
        row["bytes"] = str(size)
        status, oout, cpu, wall = run([REDUCE_CPP, "check", ii], scratch)
        row["cpu"], row["wall"] = f"{cpu:.4f}", f"{wall:.4f}"
        c["bytes"] += size
        if status == 0:
            row["ours"] = "accepts"
            c["ours_ok"] += 1
            c["ii"].append(ii)
            # Speed over the files we parse (a rejection stops early, a timeout is no speed).
            c["ok_bytes"] += size
            c["cpu"] += cpu
            c["wall"] += wall
        else:
            row["ours"] = "timeout" if status is None else ("rejects" if status == 1 else f"exit {status}")
            msg, line, col = first_error(oout)
            row["error"] = msg
            src_line = ""
            if line:
                with open(ii, "rb") as fh:
                    lines = fh.read().decode("utf-8", "replace").splitlines()
                if line <= len(lines):
                    src_line = lines[line - 1].strip()[:200]
            row["text"] = src_line
            rejects[g].append(f"{rel}: {row['ours']}: {msg}\n    {src_line}")
            if KEEP:
                shutil.copy(ii, os.path.join(out_dir, "rejected", rel.replace("/", "__") + ".ii"))
            os.remove(ii)
        if judged % 500 == 0:
            print(f"{judged} judged, {sum(c['gpp_ok'] for c in counts.values())} accepted by g++, "
                  f"{sum(c['ours_ok'] for c in counts.values())} by us, {time.monotonic() - t0:.0f} s",
                  file=sys.stderr, flush=True)

    # Speed without the per-process start: the files we parsed, again, 500 per process.
    for g, _ in GROUPS:
        c = counts[g]
        c["batch"] = batch_check(c["ii"], scratch)
        c["batch_bytes"] = sum(os.path.getsize(p) for p in c["ii"])
    shutil.rmtree(scratch, ignore_errors=True)

    with open(os.path.join(out_dir, "files.tsv"), "w") as fh:
        cols = ["path", "actions", "selection", "gpp", "pedantic", "bytes", "ours", "cpu", "wall", "error", "text"]
        fh.write("\t".join(cols) + "\n")
        for r in rows:
            fh.write("\t".join(r[k].replace("\t", " ") for k in cols) + "\n")
    with open(os.path.join(out_dir, "rejects.txt"), "w") as fh:
        for g, title in GROUPS:
            fh.write(f"## {g}: {title}: {len(rejects[g])} files g++ accepts and we reject\n")
            fh.write("".join(r + "\n" for r in rejects[g]))

    table = ("| tests | .C files | judged | g++ accepts | we accept | share | MB (g++ accepts) "
             "| MB/s (CPU, one process per file) | MB/s (wall, one process per file) "
             "| MB/s (CPU, 500 files per process) |\n"
             "|---|---|---|---|---|---|---|---|---|---|\n")
    for g, title in GROUPS:
        c = counts[g]
        ok_mb = c["ok_bytes"] / 1e6
        parsed, bcpu, _ = c["batch"]
        judged_s = f"{c['judged']}" + (f" (every {EVERY}th)" if EVERY > 1 else "")
        table += (f"| {title} | {c['in']} | {judged_s} | {c['gpp_ok']} | {c['ours_ok']} | "
                  f"{100.0 * c['ours_ok'] / max(c['gpp_ok'], 1):.2f}% | {c['bytes'] / 1e6:.1f} | "
                  f"{ok_mb / max(c['cpu'], 1e-9):.1f} | {ok_mb / max(c['wall'], 1e-9):.1f} | "
                  f"{c['batch_bytes'] / 1e6 / max(bcpu, 1e-9):.1f} |\n")
    if PEDANTIC:
        table += ("\n| tests | g++ accepts | of these, g++ -pedantic-errors accepts | we accept | share |\n"
                  "|---|---|---|---|---|\n")
        for g, title in GROUPS:
            ped = [r for r in rows if group_of(r["selection"]) == g and r["pedantic"] == "accepts"]
            ours = sum(r["ours"] == "accepts" for r in ped)
            table += (f"| {title} | {counts[g]['gpp_ok']} | {len(ped)} | {ours} | "
                      f"{100.0 * ours / max(len(ped), 1):.2f}% |\n")
    with open(os.path.join(out_dir, "table.md"), "w") as fh:
        fh.write(table)
    print(table, end="")
    for g, _ in GROUPS:
        c = counts[g]
        print(f"{g}: g++ -std={STD}: {c['gpp_timeout']} timeouts, {c['gpp_cpu']:.0f} CPU seconds; "
              f"batch re-check parsed {c['batch'][0]} of {len(c['ii'])}", file=sys.stderr)
    print(f"total {time.monotonic() - t0:.0f} s wall", file=sys.stderr)


if __name__ == "__main__":
    main()
