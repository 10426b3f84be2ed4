#!/bin/sh
# Leaves a grandchild running (holding stdout open) and exits 0 at once.
pidfile=$(head -n 1 "$1")
sh -c 'echo $$ > "$1.tmp" && mv "$1.tmp" "$1"; exec sleep 1000' grandchild "$pidfile" &
# Wait until the pid is recorded so the test can check it.
while [ ! -f "$pidfile" ]; do sleep 0.01; done
echo "leaving a sleeper behind"
exit 0
