# bench/lib.sh: the preamble every benchmark shares, sourced by bench/run and by each
# bench/scripts/*.sh (which bench/run runs after building). It sets
#   ROOT          the checkout                 BENCH_HOME  ROOT/bench
#   TARGET        cargo's target directory ($CARGO_TARGET_DIR, default ROOT/target)
#   BENCH         the shared benchmark folder ($BENCH_DIR, default ROOT/../shared/bench)
#   V4            grammars-v4 ($V4, default ROOT/../shared/grammars-v4)
#   OURS_BIN_DIR  ours' reduce-* binaries ($OURS_BIN_DIR, default TARGET/release), exported
#   RG            the reducer-gen command of this checkout (TARGET/release/reducer-gen)
# and the helpers below. Nothing here builds unless asked to (`build`).
set -eu
BENCH_HOME=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
ROOT=$(cd "$BENCH_HOME/.." && pwd)
TARGET=${CARGO_TARGET_DIR:-$ROOT/target}
BENCH=${BENCH_DIR:-$ROOT/../shared/bench}
V4=${V4:-$ROOT/../shared/grammars-v4}
OURS_BIN_DIR=${OURS_BIN_DIR:-$TARGET/release}
export OURS_BIN_DIR
RG=$TARGET/release/reducer-gen

die() { echo "$*" >&2; exit 2; }

# bench_defaults PAR TIMEOUT: the benchmark's defaults, unless the environment sets them.
# PAR is exported (../shared/bench/run-peer.sh reads it).
bench_defaults() { PAR=${PAR:-$1}; TIMEOUT=${TIMEOUT:-$2}; export PAR TIMEOUT; }

# What a benchmark needs from ../shared.
need_cases() { [ -d "$BENCH/cases" ] || die "no benchmark cases at $BENCH/cases (set BENCH_DIR)"; }
need_run_peer() { [ -f "$BENCH/run-peer.sh" ] || die "no $BENCH/run-peer.sh (set BENCH_DIR)"; }
need_v4() { [ -d "$V4" ] || die "no grammars-v4 at $V4 (set V4)"; V4=$(cd "$V4" && pwd); }
need_before() { [ -n "${BEFORE_BIN_DIR:-}" ] || die "set BEFORE_BIN_DIR to the earlier build's reduce-* binaries"; }

# build ARGS...: `cargo build --release ARGS` in the checkout, unless NO_BUILD=1.
build() {
  [ "${NO_BUILD:-0}" = 1 ] && return 0
  (cd "$ROOT" && cargo build --release "$@" >&2)
}

# build_debug ARGS...: `cargo build ARGS` (the dev profile), unless NO_BUILD=1.
build_debug() {
  [ "${NO_BUILD:-0}" = 1 ] && return 0
  (cd "$ROOT" && cargo build "$@" >&2)
}

# bench SUBCOMMAND ARGS...: another benchmark, without building again.
bench() { "$BENCH_HOME/run" --no-build "$@"; }

# have_peer NAME: true when the peer reducer can run here (C-Reduce and C-Vise must be on
# PATH; ../shared/bench/run-peer.sh finds the others); otherwise says it is skipped.
have_peer() {
  case $1 in
    ours) return 0 ;;
    creduce|cvise) command -v "$1" >/dev/null && return 0 ;;
    *) return 0 ;;
  esac
  echo "skipping $1 (not installed)" >&2
  return 1
}

# run_peer TOOL CASE_DIR OUT: one run through ../shared/bench/run-peer.sh (counting test
# wrapper, final re-check of the result in a fresh directory), TIMEOUT seconds at most.
run_peer() { bash "$BENCH/run-peer.sh" "$1" "$2" "$3" "$TIMEOUT"; }

# meta FILE KEY...: the keys' values of a meta.json, space-separated.
meta() {
  python3 -c 'import json, sys; m = json.load(open(sys.argv[1])); print(" ".join(str(m[k]) for k in sys.argv[2:]))' "$@"
}

# absdir DIR: creates DIR and prints its absolute path.
absdir() { mkdir -p "$1" && (cd "$1" && pwd); }

# stamp: the UTC time and the load average, for progress lines.
stamp() { echo "$(date -u +%H:%M:%S), load $(cut -d' ' -f1-3 /proc/loadavg)"; }

# tables KIND ARGS...: one table of a run (bench/tables.py).
tables() { python3 "$BENCH_HOME/tables.py" "$@"; }
