#!/bin/bash
# The machine's own ceiling for two tests at once: c-csmith-checksum's test.sh on its
# original, 20 times one after the other, then 20 times two side by side (each pair in
# its own folder); prints both wall times and the speed-up 2 * sequential / paired.
set -eu
SHARED=${SHARED:-$(cd "$(dirname "$0")/../../../../shared" && pwd)}
w=$(mktemp -d)
cp -a "$SHARED/bench/cases/c-csmith-checksum" "$w/a"
cp -a "$SHARED/bench/cases/c-csmith-checksum" "$w/b"
for rep in 1 2 3; do
  s=$(date +%s.%N)
  for i in $(seq 20); do (cd "$w/a" && ./test.sh); done
  m=$(date +%s.%N)
  for i in $(seq 20); do (cd "$w/a" && ./test.sh) & (cd "$w/b" && ./test.sh); wait; done
  e=$(date +%s.%N)
  python3 -c "s, m, e = $s, $m, $e; print(f'sequential {m - s:.2f} s, paired {e - m:.2f} s, speed-up {2 * (m - s) / (e - m):.2f}x')"
done
rm -rf "$w"
