#!/usr/bin/env python3
"""Builds this project's JSON and SMT-LIB pairs for the pairwise benchmark.

usage: make_pairs.py OUT_DIR

json-workers/  ../shared/bench/cases/json-medium/data.json (seed) and a variant with 15
               integers changed at random (rng seed 5) plus the one the property looks
               at (WORKERS 3 -> 4). Seed: WORKERS is 3; variant: WORKERS is 4.
json-inf/      the same document (seed) and a variant with 15 integers changed at random
               (rng seed 9) plus one number turned into 1e999 (a float that overflows to
               inf in Python). Seed: loads without inf; variant: loads with an inf.
smt2-sat/      ../shared/bench/cases/smt2-unsat/input.smt2 (seed, z3 says unsat) and a
               variant with 15 random constant changes that keep it unsat (rng seed 11)
               and one-line assertions replaced by `(assert true)` (in a random order,
               five at a time) until z3 says sat.
               Seed: unsat; variant: sat.
The C pairs come from ../shared/bench/pairs/make_pair.py (see their meta.json).
"""
import json, os, random, re, stat, subprocess, sys, tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "..", "..", "..", "shared", "bench", "cases")
out = sys.argv[1] if len(sys.argv) > 1 else HERE

def script(path, body):
    with open(path, "w") as f:
        f.write(body)
    os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)

def meta(d, lang, ext, description):
    with open(os.path.join(d, "meta.json"), "w") as f:
        json.dump({"seed": "seed." + ext, "variant": "variant." + ext, "language": lang,
                   "test_seed": "test-seed.sh", "test_variant": "test-variant.sh",
                   "description": description, "source": "python3 bench/pairs/make_pairs.py"}, f, indent=1)
        f.write("\n")

def ints(text):
    # Integer literals that are JSON values (after ':' or '[' or ',').
    return [m for m in re.finditer(r"(?<=[:\[,] )(-?\d+)(?=[,\n\]}])", text)]

def mutate_ints(text, n, rng, avoid):
    cands = [m for m in ints(text) if not any(a[0] <= m.start() < a[1] for a in avoid)]
    rng.shuffle(cands)
    chosen = sorted(cands[:n], key=lambda m: m.start(), reverse=True)
    for m in chosen:
        text = text[:m.start()] + str(rng.randint(0, 999)) + text[m.end():]
    return text

PY_WORKERS = r'''#!/bin/sh
# The %s's property: %s parses with Python's json.load and
# .regions["ap-south"].zones["ap-south-1a"].clusters[0].nodes[3].services.metrics.config.env.WORKERS
# is the integer %d.
exec python3 -c '
import json, sys
try:
    d = json.load(open("%s"))
    v = (d["regions"]["ap-south"]["zones"]["ap-south-1a"]["clusters"][0]
          ["nodes"][3]["services"]["metrics"]["config"]["env"]["WORKERS"])
except Exception:
    sys.exit(1)
sys.exit(0 if type(v) is int and v == %d else 1)
' >/dev/null 2>&1
'''

PY_INF = r'''#!/bin/sh
# The %s's property: %s parses with Python's json.load and %s float in it is inf.
exec python3 -c '
import json, math, sys
def floats(v):
    if isinstance(v, float): yield v
    elif isinstance(v, dict):
        for x in v.values(): yield from floats(x)
    elif isinstance(v, list):
        for x in v: yield from floats(x)
try:
    d = json.load(open("%s"))
except Exception:
    sys.exit(1)
has = any(math.isinf(f) for f in floats(d))
sys.exit(0 if has == %s else 1)
' >/dev/null 2>&1
'''

src = open(os.path.join(CASES, "json-medium", "data.json")).read()
# json-workers
d = os.path.join(out, "json-workers"); os.makedirs(d, exist_ok=True)
path = re.search(r'"WORKERS": 3', src)
assert path, "WORKERS not found"
# The one WORKERS 3 on the property's path is the one json.load reaches; find it by trial.
rng = random.Random(5)
seed = src
variant = None
for m in re.finditer(r'"WORKERS": 3\b', src):
    trial = src[:m.start()] + '"WORKERS": 4' + src[m.end():]
    with tempfile.TemporaryDirectory() as t:
        open(os.path.join(t, "variant.json"), "w").write(trial)
        script(os.path.join(t, "v.sh"), PY_WORKERS % ("variant", "variant.json", 4, "variant.json", 4))
        if subprocess.run([os.path.join(t, "v.sh")], cwd=t).returncode == 0:
            variant = mutate_ints(trial, 15, rng, [(m.start(), m.end() + 1)])
            break
assert variant, "no WORKERS on the path"
open(os.path.join(d, "seed.json"), "w").write(seed)
open(os.path.join(d, "variant.json"), "w").write(variant)
script(os.path.join(d, "test-seed.sh"), PY_WORKERS % ("seed", "seed.json", 3, "seed.json", 3))
script(os.path.join(d, "test-variant.sh"), PY_WORKERS % ("variant", "variant.json", 4, "variant.json", 4))
meta(d, "json", "json", "json-medium's document; the variant has 15 random integer changes (rng seed 5) and WORKERS 3 -> 4 on the path the properties read. Ideal difference: that one integer.")

# json-inf
d = os.path.join(out, "json-inf"); os.makedirs(d, exist_ok=True)
rng = random.Random(9)
cands = ints(src)
target = cands[rng.randrange(len(cands))]
trial = src[:target.start()] + "1e999" + src[target.end():]
variant = mutate_ints(trial, 15, rng, [(target.start(), target.start() + 6)])
open(os.path.join(d, "seed.json"), "w").write(src)
open(os.path.join(d, "variant.json"), "w").write(variant)
script(os.path.join(d, "test-seed.sh"), PY_INF % ("seed", "seed.json", "no", "seed.json", "False"))
script(os.path.join(d, "test-variant.sh"), PY_INF % ("variant", "variant.json", "some", "variant.json", "True"))
meta(d, "json", "json", "json-medium's document; the variant has 15 random integer changes (rng seed 9) and one number turned into 1e999, which Python reads as inf. Ideal difference: that number.")

# smt2-sat
d = os.path.join(out, "smt2-sat"); os.makedirs(d, exist_ok=True)
smt = open(os.path.join(CASES, "smt2-unsat", "input.smt2")).read()
Z3 = '''#!/bin/sh
# The %s's property: `z3 -T:5 -smt2 %s` prints "%s" as its first line.
out=$(z3 -T:5 -smt2 %s 2>/dev/null)
[ "$(printf '%%s\\n' "$out" | sed -n 1p)" = "%s" ]
'''
def z3(text):
    with tempfile.NamedTemporaryFile("w", suffix=".smt2", delete=False) as f:
        f.write(text)
    r = subprocess.run(["z3", "-T:5", "-smt2", f.name], capture_output=True, text=True)
    os.unlink(f.name)
    return (r.stdout.splitlines() or [""])[0]
rng = random.Random(11)
LIT = r"(?<=[ (])(\d+)(?=[ )])"
# 15 constant changes that keep the formula unsat, one at a time.
variant = smt
done = 0
for _ in range(200):
    if done == 15:
        break
    cur = list(re.finditer(LIT, variant))
    x = cur[rng.randrange(len(cur))]
    trial = variant[:x.start()] + str(rng.randint(0, 200)) + variant[x.end():]
    if z3(trial) == "unsat":
        variant = trial
        done += 1
# Then one-line assertions replaced by `(assert true)`, cumulatively in a random order,
# until z3 says sat (the difference that matters breaks every unsat core).
asserts = [m.group(0) for m in re.finditer(r"^\(assert [^\n]*\)$", variant, re.M)]
rng.shuffle(asserts)
removed = 0
for a in asserts:
    variant = variant.replace(a + "\n", "(assert true)\n", 1)
    removed += 1
    if removed % 5 == 0 and z3(variant) == "sat":
        break
assert z3(variant) == "sat", "no sat variant found"
open(os.path.join(d, "seed.smt2"), "w").write(smt)
open(os.path.join(d, "variant.smt2"), "w").write(variant)
script(os.path.join(d, "test-seed.sh"), Z3 % ("seed", "seed.smt2", "unsat", "seed.smt2", "unsat"))
script(os.path.join(d, "test-variant.sh"), Z3 % ("variant", "variant.smt2", "sat", "variant.smt2", "sat"))
meta(d, "smt2", "smt2", "smt2-unsat's formula (z3: unsat); the variant has %d random constant changes that keep it unsat (rng seed 11) and %d one-line assertions replaced by (assert true), in a random order, until z3 says sat. The difference that matters is the fewest removals that break every unsat core." % (done, removed))
print("built json-workers json-inf smt2-sat in", out, "; smt2-sat:", done, "constant changes,", removed, "assertions removed")
