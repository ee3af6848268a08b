#!/usr/bin/env bash
# Cost that must grow with the work, not faster: each shape at 1×, 2× and 4× its size, release
# build. Prints seconds per size and the ratio to the 1× run; linear work gives ≈2 and ≈4.
#   - same-names:          Examples/LegacyApp copied N times without renaming (many same-named types)
#   - nested-view-models:  N features, each with a nested `ViewModel` (hundreds share that name)
#   - single-file:         one Swift file of N MB (migrate dry run)
# Usage: Benchmarks/scaling.sh [BASE_LINES] [BASE_FEATURES] [BASE_MEGABYTES]   (defaults 50000 500 5)
set -euo pipefail
cd "$(dirname "$0")/.."
BASE_LINES="${1:-50000}"
BASE_FEATURES="${2:-500}"
BASE_MB="${3:-5}"
SCRATCH=".build-release"
Benchmarks/build_release.sh
BIN="$SCRATCH/release/remodel"
WORK="${TMPDIR:-/tmp}/remodel-scaling"
mkdir -p "$WORK"

seconds() { # best of 2 wall-clock runs of "$@"
  local best=""
  for _ in 1 2; do
    local start end t
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    t=$(awk "BEGIN { print $end - $start }")
    if [ -z "$best" ] || awk "BEGIN { exit !($t < $best) }"; then best=$t; fi
  done
  echo "$best"
}

report() { # NAME T1 T2 T4
  printf '%-34s 1×: %7.2f s   2×: %7.2f s (%.2f)   4×: %7.2f s (%.2f)\n' "$1" "$2" "$3" "$(awk "BEGIN { print $3 / $2 }")" "$4" "$(awk "BEGIN { print $4 / $2 }")"
}

declare -a T
for k in 1 2 4; do
  dir="$WORK/same-names-$((BASE_LINES * k))"
  [ -d "$dir" ] || python3 Benchmarks/generate_corpus.py "$dir" "$((BASE_LINES * k))" --same-names >/dev/null
  T[$k]=$(seconds "$BIN" lint --no-cache "$dir")
done
report "lint, same-names ($BASE_LINES lines)" "${T[1]}" "${T[2]}" "${T[4]}"

for k in 1 2 4; do
  dir="$WORK/nested-view-models-$((BASE_FEATURES * k))"
  [ -d "$dir" ] || python3 Benchmarks/generate_shapes.py nested-view-models "$dir" "$((BASE_FEATURES * k))" >/dev/null
  T[$k]=$(seconds "$BIN" lint --no-cache "$dir")
done
report "lint, nested ViewModels ($BASE_FEATURES)" "${T[1]}" "${T[2]}" "${T[4]}"
echo "  slowest rules at 4× (REMODEL_TIMING=1):"
REMODEL_TIMING=1 "$BIN" lint "$WORK/nested-view-models-$((BASE_FEATURES * 4))" 2>&1 >/dev/null | grep "rule " | head -3 | sed 's/^remodel timing:/   /'

for k in 1 2 4; do
  mb=$(awk "BEGIN { print $BASE_MB * $k }")
  file="$WORK/single-${mb}MB.swift"
  [ -f "$file" ] || python3 Benchmarks/generate_shapes.py single-file "$file" "$mb" >/dev/null
  T[$k]=$(seconds "$BIN" migrate "$file")
done
report "migrate dry run, one ${BASE_MB} MB file" "${T[1]}" "${T[2]}" "${T[4]}"
