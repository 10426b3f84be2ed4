#!/usr/bin/env python3
"""Parse time of long else-if chains and other right-nested constructs, before and after.

usage: run.py BEFORE_BIN_DIR AFTER_BIN_DIR OUT_DIR [--timeout S] [--stack1 FILE.ii] [--big FILE...]

Each BIN_DIR holds the release binaries reduce-c, reduce-cpp, reduce-java, reduce-js. Every
input is generated here (see `cases`); each is checked once per binary with
`BIN --check FILE` under GNU time, one process at a time. `--stack1` adds g++.dg's
parse/stack1.C preprocessed (11 000 else-if); `--big` adds ordinary large files, run 3
times each (the minimum CPU time counts), to show the common case did not slow down.
Writes OUT_DIR/times.tsv (one row per case, n and binary) and prints a table.
"""
import os, subprocess, sys, tempfile

args = sys.argv[1:]
def opt(name, default=None, many=False):
    global args
    vals = []
    while name in args:
        i = args.index(name)
        vals.append(args[i + 1])
        del args[i:i + 2]
        if many:
            while i < len(args) and not args[i].startswith('--'):
                vals.append(args.pop(i))
    return vals if many else (vals[-1] if vals else default)
timeout = float(opt('--timeout', '120'))
stack1 = opt('--stack1')
big = opt('--big', many=True)
before, after, out = args
os.makedirs(out, exist_ok=True)

def chain(n):
    return " else ".join(f"if (x=={i}) return {i};" for i in range(n)) + " else return -1;"
def names(n):
    return " = ".join(f"a{i}" for i in range(n))
cases = [
    # (case, binary, extension, sizes, source of size n)
    ("else-if chain", "reduce-c", "c", [250, 500, 1000, 2000, 11000], lambda n: f"int f(int x) {{ {chain(n)} }}\n"),
    ("else-if chain", "reduce-cpp", "cpp", [250, 500, 1000, 2000, 11000], lambda n: f"int f(int x) {{ {chain(n)} }}\n"),
    ("else-if chain", "reduce-java", "java", [250, 500, 1000, 2000], lambda n: f"class A {{ int f(int x) {{ {chain(n)} }} }}\n"),
    ("else-if chain", "reduce-js", "js", [250, 500, 1000, 2000], lambda n: f"function f(x) {{ {chain(n)} }}\n"),
    ("a = b = ... chain", "reduce-java", "java", [250, 500, 1000, 2000], lambda n: f"class A {{ void f() {{ {names(n)} = 0; }} }}\n"),
    ("a = b = ... chain", "reduce-js", "js", [250, 500, 1000, 2000], lambda n: f"{names(n)} = 0;\n"),
    ("a = b = ... chain", "reduce-c", "c", [2000], lambda n: f"int f(void) {{ {names(n)} = 0; return 0; }}\n"),
    ("nested dangling else", "reduce-c", "c", [250, 500, 1000],
     lambda n: f"int f(int x) {{ {'if (x) ' * n} return 0; {'else return 1; ' * (n - 1)} }}\n"),
    ("nested parens", "reduce-c", "c", [100000], lambda n: f"int x = {'(' * n}1{')' * n};\n"),
    ("nested parens", "reduce-js", "js", [100000], lambda n: f"x = {'(' * n}1{')' * n};\n"),
    ("nested (a)( casts/calls", "reduce-c", "c", [20000], lambda n: f"int x = {'(a)(' * n}b{')' * n};\n"),
]

def run(binary, path):
    """(wall s, CPU s, peak KB, exit status) of one --check, or None on timeout."""
    with tempfile.NamedTemporaryFile('r') as tf:
        try:
            p = subprocess.run(["/usr/bin/time", "-o", tf.name, "-f", "%e %U %S %M", binary, "--check", path],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, timeout=timeout)
        except subprocess.TimeoutExpired:
            return None
        e, u, s, m = tf.read().split()[-4:]
        return float(e), float(u) + float(s), int(m), p.returncode

rows = []
with tempfile.TemporaryDirectory() as tmp:
    inputs = []
    for case, binary, ext, sizes, make in cases:
        for n in sizes:
            path = os.path.join(tmp, f"{binary}-{case.split()[0]}-{n}.{ext}".replace(' ', '_'))
            with open(path, 'w') as f:
                f.write(make(n))
            inputs.append((case, binary, n, path, 1))
    if stack1:
        inputs.append(("g++.dg parse/stack1.C (11 000 else-if)", "reduce-cpp", 11000, stack1, 1))
    for b in big:
        exe = "reduce-c" if b.endswith(".c") else "reduce-cpp"
        inputs.append((f"large file {os.path.basename(b)}", exe, os.path.getsize(b), b, 3))
    for case, binary, n, path, reps in inputs:
        res = []
        for d in (before, after):
            best = None
            for _ in range(reps):
                r = run(os.path.join(d, binary), path)
                if r is None:
                    best = None
                    break
                best = r if best is None or r[1] < best[1] else best
            res.append(best)
        rows.append((case, binary, n, res))
        fmt = lambda r: "timeout" if r is None else f"{r[1]:.2f}"
        print(f"{case}\t{binary}\t{n}\t{fmt(res[0])}\t{fmt(res[1])}", flush=True)

with open(os.path.join(out, "times.tsv"), "w") as f:
    f.write("case\tbinary\tn\tbefore_cpu_s\tbefore_wall_s\tbefore_peak_kb\tbefore_status\tafter_cpu_s\tafter_wall_s\tafter_peak_kb\tafter_status\n")
    for case, binary, n, res in rows:
        cols = []
        for r in res:
            cols += [f">{timeout:g}", f">{timeout:g}", "", "timeout"] if r is None else [f"{r[1]:.3f}", f"{r[0]:.3f}", str(r[2]), str(r[3])]
        f.write("\t".join([case, binary, str(n)] + cols) + "\n")
