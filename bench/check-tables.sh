#!/usr/bin/env bash
# usage: bench/check-tables.sh
# Fails (exit 1, with a diff) when BENCHMARKS.md is not what bench/tables.py prints from
# the raw results under bench/results/. Regenerate with: python3 bench/tables.py > BENCHMARKS.md
set -eu
cd "$(dirname "$0")/.."
python3 bench/tables.py --check
