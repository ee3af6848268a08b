#!/usr/bin/env bash
# Lint against the parse floor on your own code: for the folders given (real apps, not generated),
# release build, prints the median wall time and peak RSS (GNU /usr/bin/time -v) over RUNS runs of
#   parse floor (read + parse every file, trees dropped) · lint, cold (empty cache) ·
#   lint --no-cache · lint --no-cache --tree-memory 0 (every tree kept) · lint, warm (unchanged) ·
#   lint --no-cache with every rule disabled (the facts floor: read, parse, facts, index — what any
#   rule design that keeps this pipeline pays before its first check) ·
#   the parse floor plus a walk of every node: a SyntaxVisitor that does nothing, and a recursion
#   over the raw nodes (`parse-floor --walk visitor|raw`: the least any whole-file pass can add)
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
  (cd "$ROOT" && Benchmarks/build_release.sh)
  BIN="$ROOT/.build-release/release/remodel"
fi
[ -x /usr/bin/time ] || { echo "needs GNU time at /usr/bin/time (apt-get install time)" >&2; exit 2; }
CACHE="$(mktemp -d)"
trap 'rm -rf "$CACHE"' EXIT
FILES=$(find -H "$@" -name '*.swift' -type f | wc -l)
LINES=$(find -H "$@" -name '*.swift' -type f -print0 | xargs -0 cat | wc -l)
echo "$FILES files, $LINES lines; cores: $(nproc); $("$BIN" --version); median of $RUNS runs"

LABEL_WIDTH=38
source "$ROOT/Benchmarks/measure.sh"

measure "parse floor" ":" "$BIN" parse-floor "$@"
measure "lint, cold (empty cache)" 'rm -rf "$CACHE"' "$BIN" lint --quiet --cache-path "$CACHE" "$@"
measure "lint, warm (unchanged)" ":" "$BIN" lint --quiet --cache-path "$CACHE" "$@"
measure "lint --no-cache" ":" "$BIN" lint --quiet --no-cache "$@"
measure "lint --no-cache --tree-memory 0" ":" "$BIN" lint --quiet --no-cache --tree-memory 0 "$@"
EVERY_RULE=$("$BIN" rules | awk '{ print $1 }' | paste -sd, -)
measure "lint --no-cache, every rule disabled" ":" "$BIN" lint --quiet --no-cache --disable-rule "$EVERY_RULE" "$@"
measure "parse floor + empty visitor walk" ":" "$BIN" parse-floor --walk visitor "$@"
measure "parse floor + raw node walk" ":" "$BIN" parse-floor --walk raw "$@"
