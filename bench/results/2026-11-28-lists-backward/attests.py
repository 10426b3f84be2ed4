"""Best size at given numbers of tests, from a reduce-* progress log (`N/M tokens, B/M bytes
..., T tests`) or from a C-Reduce test log (`TIME BYTES STATUS`, one line per test).

usage: attests.py LOG [MARK ...]   (default marks 100 250 500 1000 1500 2000)
"""
import re
import sys

marks = [int(m) for m in sys.argv[2:]] or [100, 250, 500, 1000, 1500, 2000]
rows = []  # (tests, tokens or None, bytes)
for i, line in enumerate(open(sys.argv[1])):
    m = re.search(r"(\d+)/\d+ tokens, (\d+)/\d+ bytes.*?, (\d+) tests", line)
    if m:
        rows.append((int(m.group(3)), int(m.group(1)), int(m.group(2))))
        continue
    m = re.match(r"[\d.]+ (\d+) 0$", line.strip())
    if m:
        rows.append((i + 1, None, int(m.group(1))))
out = []
for mk in marks:
    b = [r for r in rows if r[0] <= mk]
    if not b:
        out.append(f"{mk}:-")
        continue
    best = min(b, key=lambda r: r[2])
    out.append(f"{mk}:{best[2]}B" + (f"/{best[1]}t" if best[1] is not None else ""))
print(" ".join(out))
