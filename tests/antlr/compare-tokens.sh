#!/usr/bin/env bash
# Our token streams against ANTLR's, grammar by grammar (issue 29, point 5).
#
# usage: tests/antlr/compare-tokens.sh [REDUCER_GEN] FOLDER...
#   Each FOLDER is a grammars-v4 grammar folder (its .g4 files, desc.xml, examples/, and
#   Java/*.java base classes): every input desc.xml names (else every example file;
#   `*.errors` siblings and `.tree`/`.ipt` files aside) is lexed by ANTLR 4 with the Java base classes
#   (../shared/tools/antlr-reference.sh) and by `reducer-gen parse --tokens` (the grammar
#   files read unmodified), and the two token streams (kind, channel, text of every token
#   not skipped; ANTLR names a token whose rule is one literal by the literal, which
#   matches our rule name) are compared. Prints one line per folder (files, files whose streams
#   differ, files ANTLR could not lex or we could not) and the first difference of each
#   differing file; exits 1 when any stream differs.
# Env: REF (the reference tool), START (the start rule; default: the one reducer-gen chooses).
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
REF=${REF:-$root/../shared/tools/antlr-reference.sh}
RG=$root/target/release/reducer-gen
if [ $# -gt 0 ] && [ -x "$1" ] && [ ! -d "$1" ]; then RG=$1; shift; fi
[ -x "$RG" ] || { echo "no $RG (cargo build --release -p reducer-cli)" >&2; exit 2; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
status=0
for folder in "$@"; do
  folder=$(cd "$folder" && pwd)
  name=$(basename "$folder")
  # The inputs desc.xml names (`<inputs>examples/**/*.lua</inputs>`), else every example.
  mapfile -t files < <(python3 - "$folder" <<'PY'
import glob, os, re, sys
folder = sys.argv[1]
desc = open(os.path.join(folder, "desc.xml"), encoding="utf-8").read() if os.path.exists(os.path.join(folder, "desc.xml")) else ""
desc = re.sub(r"<!--.*?-->", "", desc, flags=re.S)
patterns = re.findall(r"<inputs>\s*([^<]+?)\s*</inputs>", desc) or ["examples/**/*"]
found = set()
for p in patterns:
    for f in glob.glob(os.path.join(folder, p), recursive=True):
        if os.path.isfile(f) and not f.endswith((".errors", ".tree", ".ipt")):
            found.add(f)
print("\n".join(sorted(found)))
PY
)
  if [ ${#files[@]} = 0 ]; then echo "$name: no examples"; continue; fi
  # The start rule: START, else the one reducer-gen chooses (it names it on stderr).
  start=${START:-$("$RG" parse "$folder"/*.g4 "${files[0]}" 2>&1 >/dev/null | sed -n 's/.*start rule `\([^`]*\)`.*/\1/p' | head -1)}
  [ -n "$start" ] || { echo "$name: the grammar does not load: $("$RG" parse "$folder"/*.g4 "${files[0]}" 2>&1 >/dev/null | grep -m1 '^error')"; status=1; continue; }
  g=$tmp/$name; rm -rf "$g"; mkdir -p "$g"
  cp "$folder"/*.g4 "$g/"; cp "$folder"/Java/*.java "$g/" 2>/dev/null || true
  if ! "$REF" "$g" "$start" "${files[@]}" > "$tmp/antlr" 2> "$tmp/antlr.err"; then
    echo "$name: ANTLR failed: $(grep -m1 -i error "$tmp/antlr.err")"; status=1; continue
  fi
  "$RG" parse --tokens -q "$folder"/*.g4 --start "$start" "${files[@]}" > "$tmp/ours" 2> "$tmp/ours.err"
  if ! grep -q '^FILE' "$tmp/ours"; then
    echo "$name: the grammar does not load: $(grep -m1 '^error' "$tmp/ours.err")"; status=1; continue
  fi
  # Split both outputs per file, tokens only (verdict lines aside).
  python3 - "$tmp/antlr" "$tmp/ours" "$name" <<'PY' || status=1
import sys
def split(path):
    out, cur = {}, None
    for line in open(path, encoding="utf-8", errors="replace"):
        line = line.rstrip("\n")
        if line.startswith("FILE\t"):
            cur = line[5:]; out[cur] = []
        elif cur is not None and not line.startswith(("ACCEPT", "REJECT")):
            out[cur].append(line)
    return out
antlr, ours, name = split(sys.argv[1]), split(sys.argv[2]), sys.argv[3]
differ = []
for f, theirs in antlr.items():
    mine = ours.get(f, ["(not lexed)"])
    # ANTLR shows a token whose rule is one literal by that literal ('('); we show the
    # rule's name: such a kind matches any name, the channel and text must be equal.
    def same(a, b):
        ka, _, ra = a.partition("\t")
        kb, _, rb = b.partition("\t")
        return ra == rb and (ka == kb or ka.startswith("'"))
    if len(mine) != len(theirs) or not all(same(a, b) for a, b in zip(theirs, mine)):
        i = next((k for k, (a, b) in enumerate(zip(theirs, mine)) if not same(a, b)), min(len(theirs), len(mine)))
        a = theirs[i] if i < len(theirs) else "(end)"
        b = mine[i] if i < len(mine) else "(end)"
        differ.append(f"  {f}: token {i}: ANTLR `{a}`, ours `{b}`")
print(f"{name}: {len(antlr)} files, {len(differ)} with different token streams")
for d in differ:
    print(d)
sys.exit(1 if differ else 0)
PY
done
exit $status
