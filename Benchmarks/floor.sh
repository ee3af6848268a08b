#!/usr/bin/env bash
# Lint against the parse floor on your own code: for the folders given (real apps, not generated),
# release build, prints the median wall time and peak RSS (GNU /usr/bin/time -v) over RUNS runs of
#   parse floor (read + parse every file, trees dropped) · lint, cold (empty cache) ·
#   lint --no-cache · lint --no-cache --tree-memory 0 (every tree kept) · lint, warm (unchanged) ·
#   lint --no-cache with every rule disabled (the facts floor: read, parse, facts, index — what any
#   rule design that keeps this pipeline pays before its first check)
# and each one's ratio to the parse floor's. The issue's goals: cold ≤ 1.3× the floor's time,
# peak ≤ 2.5× its RSS.
# Usage: Benchmarks/floor.sh PATH...   (RUNS=5 by default; run on an otherwise idle machine)
#   REMODEL_BIN=path  use this binary instead of building .build-release/release/remodel
set -euo pipefail
[ $# -ge 1 ] || { echo "usage: $0 PATH..." >&2; exit 2; }
RUNS="${RUNS:-5}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
if [ -n "${REMODEL_BIN:-}" ]; then
  BIN="$REMODEL_BIN"
else
  (cd "$ROOT" && swift build -c release --product remodel --scratch-path .build-release >/dev/null)
  BIN="$ROOT/.build-release/release/remodel"
fi
[ -x /usr/bin/time ] || { echo "needs GNU time at /usr/bin/time (apt-get install time)" >&2; exit 2; }
CACHE="$(mktemp -d)"
trap 'rm -rf "$CACHE"' EXIT
FILES=$(find -H "$@" -name '*.swift' -type f | wc -l)
LINES=$(find -H "$@" -name '*.swift' -type f -print0 | xargs -0 cat | wc -l)
echo "$FILES files, $LINES lines; cores: $(nproc); $("$BIN" --version); median of $RUNS runs"

FLOOR_S=""; FLOOR_KB=""
once() { # COMMAND...: prints "seconds kilobytes" of one run
  local log; log=$(mktemp)
  /usr/bin/time -v "$@" >/dev/null 2>"$log" || true
  local wall kb
  wall=$(grep 'Elapsed (wall clock)' "$log" | awk '{ print $NF }')
  kb=$(grep 'Maximum resident set size' "$log" | awk '{ print $NF }')
  rm -f "$log"
  echo "$(echo "$wall" | awk -F: '{ if (NF == 3) print $1 * 3600 + $2 * 60 + $3; else print $1 * 60 + $2 }') $kb"
}
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
measure() { # LABEL SETUP COMMAND...: SETUP runs before each run (untimed)
  local label="$1" setup="$2"; shift 2
  local results=""
  for ((run = 0; run < RUNS; run++)); do
    eval "$setup"
    results+="$(once "$@")"$'\n'
  done
  local seconds kb
  seconds=$(printf '%s' "$results" | awk 'NF { print $1 }' | median)
  kb=$(printf '%s' "$results" | awk 'NF { print $2 }' | median)
  if [ -z "$FLOOR_S" ]; then FLOOR_S=$seconds; FLOOR_KB=$kb; fi
  printf '%-36s %8.2f s  %8.0f MB   (%.2f× floor time, %.2f× floor RSS)\n' "$label" "$seconds" "$(awk "BEGIN { print $kb / 1024 }")" \
    "$(awk "BEGIN { print $seconds / $FLOOR_S }")" "$(awk "BEGIN { print $kb / $FLOOR_KB }")"
}

measure "parse floor" ":" "$BIN" parse-floor "$@"
measure "lint, cold (empty cache)" 'rm -rf "$CACHE"' "$BIN" lint --quiet --cache-path "$CACHE" "$@"
measure "lint, warm (unchanged)" ":" "$BIN" lint --quiet --cache-path "$CACHE" "$@"
measure "lint --no-cache" ":" "$BIN" lint --quiet --no-cache "$@"
measure "lint --no-cache --tree-memory 0" ":" "$BIN" lint --quiet --no-cache --tree-memory 0 "$@"
EVERY_RULE=$("$BIN" rules | awk '{ print $1 }' | paste -sd, -)
measure "lint --no-cache, every rule disabled" ":" "$BIN" lint --quiet --no-cache --disable-rule "$EVERY_RULE" "$@"
