#!/bin/sh
# Builds prog.py: idlelib/sidebar.py of the CPython 3.13.0 standard library (543 lines, IDLE's
# line-number and shell sidebars) with one line deleted: `auto_scrolling_after_id = None` in
# BaseSideBar.bind_events (the method that defines the mouse handlers as closures), so the
# handlers' `nonlocal auto_scrolling_after_id` has no binding in the enclosing function:
# compile() fails with
# "SyntaxError: no binding for nonlocal 'auto_scrolling_after_id' found".
set -eu
cd "$(dirname "$0")"
PY313=${PY313:-/root/.pyenv/versions/3.13.0}
SRC=$PY313/lib/python3.13/idlelib/sidebar.py
sed '/^        auto_scrolling_after_id = None$/d' "$SRC" > prog.py
chmod 644 prog.py
[ "$(wc -l < prog.py)" -eq 542 ] || { echo "make.sh: expected one line deleted" >&2; exit 1; }
# The property holds on the result (checked in a fresh folder).
T=$(mktemp -d); cp prog.py test.sh "$T"
if (cd "$T" && ./test.sh); then rc=0; else rc=1; echo "make.sh: test.sh rejects prog.py" >&2; fi
rm -rf "$T"; exit $rc
