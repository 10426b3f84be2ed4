#!/usr/bin/env bash
# Re-runs issue 26's hostile probe on the built binaries and prints one line per point:
# PASS or FAIL and what was seen. Device nodes are made with mknod inside a private
# folder (never the machine's /dev); the permission probes run as user 65534 when
# started as root.
#
#   cargo build --bins && tests/probe-reliability.sh [BIN_DIR]      # default target/debug
set -uo pipefail
cd "$(dirname "$0")/.."
BIN=$(realpath "${1:-target/debug}")
JSON=$BIN/reduce-json
C=$BIN/reduce-c
[ -x "$JSON" ] && [ -x "$C" ] || { echo "error: build first (cargo build --bins); no $JSON" >&2; exit 2; }

W=$(mktemp -d /tmp/probe-reliability-XXXXXX)
chmod 755 "$W"
trap 'chmod -R u+rwx "$W" 2>/dev/null; rm -rf "$W"' EXIT
export TMPDIR=$W/tmp
mkdir -p "$TMPDIR"
fails=0
pass() { printf 'PASS  %s\n' "$1"; }
fail() { printf 'FAIL  %s: %s\n' "$1" "$2"; fails=$((fails + 1)); }
check() { if eval "$2"; then pass "$1"; else fail "$1" "${3:-}"; fi; }

cd "$W"
printf '{"a": [1, 2, {"needle": 42}], "b": "x", "c": [true, false, null]}\n' > bug.json
printf '#!/bin/sh\ngrep -q needle "$1"\n' > needle.sh
chmod +x needle.sh
run() { "$JSON" --test ./needle.sh bug.json -q -j 1 "$@"; }

echo "1. outputs that are not regular files"
mknod null c 1 3 && mknod full c 1 7 || { echo "error: mknod needs root" >&2; exit 2; }
run -o null >/dev/null 2>&1; code=$?
check "-o DEVICE is written, not replaced" '[ $code = 0 ] && [ -c null ]' "exit $code, $(stat -c %F null)"
run --stats-json null >/dev/null 2>&1
check "--stats-json DEVICE is written, not replaced" '[ -c null ]' "$(stat -c %F null)"
err=$(run -o full 2>&1); code=$?
check "-o /dev/full-like device: ENOSPC reported, result kept" \
  '[ $code = 1 ] && [ -c full ] && grep -q "No space left" <<<"$err" && grep -q "saved as" <<<"$err"' "exit $code: $err"
ln -s /proc/self/fd/1 stdout
out=$(run -o stdout 2>/dev/null)
check "-o LINK-TO-/proc/self/fd/1 prints the result" '[ -L stdout ] && grep -q needle <<<"$out"' "stdout: $out"
mkfifo fifo
(cat fifo > fifo.read) &
run -o fifo >/dev/null 2>&1; wait
check "-o FIFO is written to its reader" '[ -p fifo ] && grep -q needle fifo.read' "$(cat fifo.read 2>/dev/null)"
echo old > real.json; ln -s real.json link.json
err=$("$JSON" --test ./needle.sh bug.json -j 1 -o link.json 2>&1)
check "-o SYMLINK writes the target and says so" '[ -L link.json ] && grep -q needle real.json && grep -q symlink <<<"$err"' "$err"

echo "2. --stats-json over the result"
run -o out.json --stats-json out.json >/dev/null 2>&1; code=$?
check "--stats-json = -o is refused" '[ $code = 2 ]' "exit $code"
run --stats-json bug.reduced.json >/dev/null 2>&1; code=$?
check "--stats-json = the default output is refused" '[ $code = 2 ]' "exit $code"
cp bug.json seed.json; cp bug.json variant.json
"$JSON" pair --test-seed ./needle.sh --test-variant ./needle.sh seed.json variant.json \
  --stats-json variant.reduced.json -q >/dev/null 2>&1; code=$?
check "pair: --stats-json = variant.reduced.json is refused" '[ $code = 2 ]' "exit $code"

echo "3. batch output inside the input folder"
mkdir in; cp bug.json in/a.json
"$JSON" batch --test ./needle.sh -o in/out in -q -j 1 >/dev/null 2>&1
"$JSON" batch --test ./needle.sh -o in/out in -q -j 1 >/dev/null 2>&1
check "a second run does not take the first run's results as inputs" \
  '! grep -q "\"index\": 1," in/out/report.json' "$(grep -c index in/out/report.json) inputs"
"$JSON" batch --test ./needle.sh -o in in -q >/dev/null 2>&1; code=$?
check "output folder = input folder is refused" '[ $code = 2 ]' "exit $code"
cp bug.json in/out/reduced/000-a.json
"$JSON" batch --test ./needle.sh -o in/out in/a.json in/out/reduced/000-a.json -q >/dev/null 2>&1; code=$?
check "an input inside the results folder is refused, not overwritten" \
  '[ $code = 2 ] && cmp -s bug.json in/out/reduced/000-a.json' "exit $code"

echo "4. line endings"
printf 'int main(void) {\r\n  int x = 1;\r\n#define BUG 1\r\n  return x + BUG;\r\n}\r\n' > crlf.c
printf '#!/bin/sh\ngrep -q BUG "$1"\n' > bug.sh; chmod +x bug.sh
"$C" --test ./bug.sh crlf.c -q -j 1 >/dev/null 2>&1
bare_lf() { python3 -c 'import sys; b = open(sys.argv[1], "rb").read(); print(b.replace(b"\r\n", b"").count(b"\n"))' "$1"; }
check "a CRLF input gives no bare LF" '[ -s crlf.reduced.c ] && [ "$(bare_lf crlf.reduced.c)" = 0 ]' \
  "$(od -c crlf.reduced.c | head -3)"

echo "5. CRLF shebang"
printf '#!/bin/sh\r\ngrep -q needle "$1"\r\n' > crlf.sh; chmod +x crlf.sh
err=$("$JSON" --test ./crlf.sh bug.json -q 2>&1)
check "the message names the CR" 'grep -qi "CR\|carriage\|\\\\r" <<<"$err"' "$err"

echo "6. test folders"
as_user() { if [ "$(id -u)" = 0 ]; then setpriv --reuid=65534 --regid=65534 --clear-groups "$@"; else "$@"; fi; }
mkdir u; cp bug.json u/; printf '#!/bin/sh\nchmod 555 .\ngrep -q needle "$1"\n' > u/lock.sh; chmod 755 u/lock.sh
mkdir u/tmp; chown -R 65534:65534 u 2>/dev/null
(cd u && TMPDIR=$W/u/tmp as_user "$JSON" --test ./lock.sh bug.json -q -j 1 >/dev/null 2>&1)
left=$(ls u/tmp | grep -c reducer- || true)
check "a script that removes its write permission leaves no folder" '[ "$left" = 0 ]' "$left left: $(ls u/tmp)"
printf '#!/bin/sh\nsleep 0.2\ngrep -q needle "$1"\n' > slow.sh; chmod +x slow.sh
mkdir k; "$JSON" --test ./slow.sh bug.json -q -j 1 -o k/out.json & pid=$!
sleep 1.5; kill -9 $pid; wait $pid 2>/dev/null
before=$(ls "$TMPDIR" | grep -c reducer- || true)
run -o k/out2.json >/dev/null 2>&1
after=$(ls "$TMPDIR" | grep -c reducer- || true)
check "a later run removes a killed run's folders" '[ "$before" -gt 0 ] && [ "$after" = 0 ]' "before $before, after $after"
"$JSON" --test ./slow.sh bug.json -q -j 1 -o k/out.json --resume >/dev/null 2>&1; code=$?
check "--resume finishes the killed run" '[ $code = 0 ] && grep -q needle k/out.json' "exit $code"

echo "7. REDUCER_ORIGINAL and names beginning with -"
printf '#!/bin/sh\necho spoiled > "$REDUCER_ORIGINAL"\ngrep -q needle "$1"\n' > spoil.sh; chmod +x spoil.sh
cp bug.json keep.json
"$JSON" --test ./spoil.sh keep.json -q -j 1 >/dev/null 2>&1
check "a script writing to \$REDUCER_ORIGINAL cannot change the input" 'cmp -s bug.json keep.json'
cp bug.json ./-name.json
"$JSON" --test ./needle.sh ./-name.json -q -j 1 >/dev/null 2>&1; code=$?
check "an input named -name.json reaches grep as ./-name.json" '[ $code = 0 ] && grep -q needle ./-name.reduced.json' "exit $code"

echo
if [ $fails = 0 ]; then echo "all points pass"; else echo "$fails point(s) fail"; fi
exit $((fails > 0))
