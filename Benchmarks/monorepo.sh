#!/usr/bin/env bash
# Monorepo benchmark: a generated, deterministic ≥3,000,000-line project (Benchmarks/generate_monorepo.py),
# release build. Prints wall time and peak RSS (from /usr/bin/time -v) of:
#   parse floor · cold lint (empty cache) · warm lint (unchanged tree) · cold lint keeping every
#   syntax tree (--tree-memory 0) and with a 1000 MB tree budget · lint after touching 1 % of the
#   files (a comment appended: no file's facts change) · lint after editing 1 % of the files (a
#   type added: their facts change, as with most real edits) · migrate dry run (default budget, and
#   every tree kept) — and each one's ratio to the parse floor.
# Usage: Benchmarks/monorepo.sh [MIN_LINES]   (default 3000000; run on an otherwise idle machine)
#   REMODEL_BIN=path  use this binary instead of building .build-release/release/remodel
set -euo pipefail
cd "$(dirname "$0")/.."
MIN_LINES="${1:-3000000}"
CORPUS="${TMPDIR:-/tmp}/remodel-monorepo-$MIN_LINES"
CACHE="${TMPDIR:-/tmp}/remodel-monorepo-cache-$$"
if [ -n "${REMODEL_BIN:-}" ]; then
  BIN="$REMODEL_BIN"
else
  swift build -c release --product remodel --scratch-path .build-release >/dev/null
  BIN=".build-release/release/remodel"
fi
[ -x /usr/bin/time ] || { echo "needs GNU time at /usr/bin/time (apt-get install time)" >&2; exit 2; }
if [ ! -d "$CORPUS" ]; then python3 Benchmarks/generate_monorepo.py "$CORPUS" "$MIN_LINES" >/dev/null; fi
mapfile -t SWIFT_FILES < <(cd "$CORPUS" && find . -name '*.swift' | LC_ALL=C sort)
# Through xargs: 58,000 paths overflow one command line.
LINES=$(cd "$CORPUS" && printf '%s\0' "${SWIFT_FILES[@]}" | xargs -0 cat | wc -l)
echo "corpus: ${#SWIFT_FILES[@]} files, $LINES lines; cores: $(nproc); $("$BIN" --version)"

# Options the binary may not have (older builds): the cache is used only if `lint --help` lists it.
CACHE_OPTIONS=()
# The help read whole first: `grep -q` quits at its first match, and the help command then dies of
# SIGPIPE, which pipefail turned into "no such option" (a row went missing on 2026-11-27).
LINT_HELP=$("$BIN" lint --help 2>/dev/null || true)
MIGRATE_HELP=$("$BIN" migrate --help 2>/dev/null || true)
if [[ "$LINT_HELP" == *--cache-path* ]]; then CACHE_OPTIONS=(--cache-path "$CACHE"); fi
trap 'rm -rf "$CACHE" "$CACHE.unchanged" "$CORPUS.touched-originals"' EXIT

FLOOR_S=""; FLOOR_KB=""
measure() { # LABEL COMMAND...: one run under /usr/bin/time -v, output discarded
  local label="$1"; shift
  local log; log=$(mktemp)
  /usr/bin/time -v "$@" >/dev/null 2>"$log" || true
  local wall kb seconds
  wall=$(grep 'Elapsed (wall clock)' "$log" | awk '{ print $NF }')
  kb=$(grep 'Maximum resident set size' "$log" | awk '{ print $NF }')
  rm -f "$log"
  seconds=$(echo "$wall" | awk -F: '{ if (NF == 3) print $1 * 3600 + $2 * 60 + $3; else print $1 * 60 + $2 }')
  if [ -z "$FLOOR_S" ]; then FLOOR_S=$seconds; FLOOR_KB=$kb; fi
  printf '%-32s %8.2f s  %8.0f MB   (%.2f× floor time, %.2f× floor RSS)\n' "$label" "$seconds" "$(awk "BEGIN { print $kb / 1024 }")" \
    "$(awk "BEGIN { print $seconds / $FLOOR_S }")" "$(awk "BEGIN { print $kb / $FLOOR_KB }")"
}

rm -rf "$CACHE"
measure "parse floor" "$BIN" parse-floor "$CORPUS"
measure "lint, cold" "$BIN" lint --quiet "${CACHE_OPTIONS[@]}" "$CORPUS"
measure "lint, warm (unchanged)" "$BIN" lint --quiet "${CACHE_OPTIONS[@]}" "$CORPUS"
# The cache as the unchanged tree left it, for the edited row (the touched row changes it).
if [ ${#CACHE_OPTIONS[@]} -gt 0 ]; then cp -pR "$CACHE" "$CACHE.unchanged"; fi
# The syntax-tree budget (lint --tree-memory; by default 16 MB): every tree kept, and 1000 MB (the
# default for a project this size before 2026-11-27).
if [[ "$LINT_HELP" == *--tree-memory* ]]; then
  measure "lint, cold, --tree-memory 0" "$BIN" lint --quiet --no-cache --tree-memory 0 "$CORPUS"
  measure "lint, cold, --tree-memory 1000" "$BIN" lint --quiet --no-cache --tree-memory 1000 "$CORPUS"
fi

# Touch every 100th file (a comment appended: new content, same findings), lint, then restore.
mkdir -p "$CORPUS.touched-originals"
TOUCHED=0
for ((i = 0; i < ${#SWIFT_FILES[@]}; i += 100)); do
  file="${SWIFT_FILES[$i]}"
  mkdir -p "$CORPUS.touched-originals/$(dirname "$file")"
  cp -p "$CORPUS/$file" "$CORPUS.touched-originals/$file"
  echo "// touched by Benchmarks/monorepo.sh" >>"$CORPUS/$file"
  TOUCHED=$((TOUCHED + 1))
done
measure "lint, $TOUCHED files touched (1 %)" "$BIN" lint --quiet "${CACHE_OPTIONS[@]}" "$CORPUS"
cp -pR "$CORPUS.touched-originals/." "$CORPUS/"

# The same files edited instead: a type added to each, so their facts (what other files see of
# them) change. From the cache of the unchanged tree; then restored.
if [ ${#CACHE_OPTIONS[@]} -gt 0 ]; then rm -rf "$CACHE" && cp -pR "$CACHE.unchanged" "$CACHE"; fi
for ((i = 0; i < ${#SWIFT_FILES[@]}; i += 100)); do
  printf '\nstruct RemodelBenchmarkEdit%d {}\n' "$i" >>"$CORPUS/${SWIFT_FILES[$i]}"
done
measure "lint, $TOUCHED files edited (1 %)" "$BIN" lint --quiet "${CACHE_OPTIONS[@]}" "$CORPUS"
cp -pR "$CORPUS.touched-originals/." "$CORPUS/"

measure "migrate (dry run)" "$BIN" migrate "$CORPUS"
if [[ "$MIGRATE_HELP" == *--tree-memory* ]]; then
  measure "migrate (dry run), --tree-memory 0" "$BIN" migrate --tree-memory 0 "$CORPUS"
fi
