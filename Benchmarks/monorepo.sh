#!/usr/bin/env bash
# Monorepo benchmark: a generated, deterministic ≥3,000,000-line project (Benchmarks/generate_monorepo.py),
# release build. Prints wall time and peak RSS (from /usr/bin/time -v) of:
#   parse floor · cold lint (empty cache) · warm lint (unchanged tree) · cold lint keeping every
#   syntax tree (--tree-memory 0) and with a 1000 MB tree budget · lint after touching 1 % of the
#   files (a comment appended: no file's facts change) · lint after editing 1 % of the files (a
#   struct added: their facts change, as with most real edits, but only by a plain value type, which
#   the model roles are carried across and most project questions' answers cannot change) and after
#   adding a class to them instead (every project-wide table computed, every answer asked again) ·
#   migrate dry run (default budget, and every tree kept) — and each one's ratio to the parse floor.
# With RUNS > 1, each row is the median of RUNS runs (each touched or edited run from a copy of the
# cache the unchanged tree left), and the last line gives warm, touched and edited against cold.
# Usage: Benchmarks/monorepo.sh [MIN_LINES]   (default 3000000; run on an otherwise idle machine)
#   REMODEL_BIN=path  use this binary instead of building .build-release/release/remodel
#   RUNS=n            runs per row (default 1; 3 or more on a noisy machine)
set -euo pipefail
cd "$(dirname "$0")/.."
MIN_LINES="${1:-3000000}"
RUNS="${RUNS:-1}"
CORPUS="${TMPDIR:-/tmp}/remodel-monorepo-$MIN_LINES"
CACHE="${TMPDIR:-/tmp}/remodel-monorepo-cache-$$"
if [ -n "${REMODEL_BIN:-}" ]; then
  BIN="$REMODEL_BIN"
else
  Benchmarks/build_release.sh
  BIN=".build-release/release/remodel"
fi
[ -x /usr/bin/time ] || { echo "needs GNU time at /usr/bin/time (apt-get install time)" >&2; exit 2; }
if [ ! -d "$CORPUS" ]; then python3 Benchmarks/generate_monorepo.py "$CORPUS" "$MIN_LINES" >/dev/null; fi
# A run killed before it put the touched files back (SIGKILL passes the trap below) left their
# originals: put back first, so they are not saved again as they were left.
if [ -d "$CORPUS.touched-originals" ]; then cp -pR "$CORPUS.touched-originals/." "$CORPUS/" && rm -rf "$CORPUS.touched-originals"; fi
mapfile -t SWIFT_FILES < <(cd "$CORPUS" && find . -name '*.swift' | LC_ALL=C sort)
# Through xargs: 58,000 paths overflow one command line.
LINES=$(cd "$CORPUS" && printf '%s\0' "${SWIFT_FILES[@]}" | xargs -0 cat | wc -l)
echo "corpus: ${#SWIFT_FILES[@]} files, $LINES lines; cores: $(nproc); $("$BIN" --version); median of $RUNS run(s) per row"

# Options the binary may not have (older builds): the cache is used only if `lint --help` lists it.
CACHE_OPTIONS=()
# The help read whole first: `grep -q` quits at its first match, and the help command then dies of
# SIGPIPE, which pipefail turned into "no such option" (a row went missing on 2026-11-27).
LINT_HELP=$("$BIN" lint --help 2>/dev/null || true)
MIGRATE_HELP=$("$BIN" migrate --help 2>/dev/null || true)
if [[ "$LINT_HELP" == *--cache-path* ]]; then CACHE_OPTIONS=(--cache-path "$CACHE"); fi
# On any exit, an interrupted touched or edited row included, the corpus gets its files back first.
trap 'if [ -d "$CORPUS.touched-originals" ]; then cp -pR "$CORPUS.touched-originals/." "$CORPUS/"; fi; rm -rf "$CACHE" "$CACHE.unchanged" "$CORPUS.touched-originals"' EXIT

LABEL_WIDTH=32
source Benchmarks/measure.sh  # the working directory is the repository root (above)
# The cache as the unchanged tree left it, put back before each touched or edited run.
fresh_cache() { if [ ${#CACHE_OPTIONS[@]} -gt 0 ]; then rm -rf "$CACHE" && cp -pR "$CACHE.unchanged" "$CACHE"; fi; }
restore_files() { cp -pR "$CORPUS.touched-originals/." "$CORPUS/"; }
touch_files() { # a comment appended to every 100th file: new content, same findings
  local i
  for ((i = 0; i < ${#SWIFT_FILES[@]}; i += 100)); do echo "// touched by Benchmarks/monorepo.sh" >>"$CORPUS/${SWIFT_FILES[$i]}"; done
}
edit_files() { # a type added to every 100th file: their facts (what other files see of them) change
  local i
  for ((i = 0; i < ${#SWIFT_FILES[@]}; i += 100)); do printf '\nstruct RemodelBenchmarkEdit%d {}\n' "$i" >>"$CORPUS/${SWIFT_FILES[$i]}"; done
}
edit_files_class() { # a class instead: not a plain value type, so no project-wide table is carried
  local i
  for ((i = 0; i < ${#SWIFT_FILES[@]}; i += 100)); do printf '\nfinal class RemodelBenchmarkEdit%d {}\n' "$i" >>"$CORPUS/${SWIFT_FILES[$i]}"; done
}

rm -rf "$CACHE"
measure "parse floor" ":" "$BIN" parse-floor "$CORPUS"
measure "lint, cold" 'rm -rf "$CACHE"' "$BIN" lint --quiet "${CACHE_OPTIONS[@]}" "$CORPUS"
COLD_S=$LAST_S
measure "lint, warm (unchanged)" ":" "$BIN" lint --quiet "${CACHE_OPTIONS[@]}" "$CORPUS"
WARM_S=$LAST_S
if [ ${#CACHE_OPTIONS[@]} -gt 0 ]; then cp -pR "$CACHE" "$CACHE.unchanged"; fi
# The syntax-tree budget (lint --tree-memory; by default 16 MB): every tree kept, and 1000 MB (the
# default for a project this size before 2026-11-27).
if [[ "$LINT_HELP" == *--tree-memory* ]]; then
  measure "lint, cold, --tree-memory 0" ":" "$BIN" lint --quiet --no-cache --tree-memory 0 "$CORPUS"
  measure "lint, cold, --tree-memory 1000" ":" "$BIN" lint --quiet --no-cache --tree-memory 1000 "$CORPUS"
fi

# Every 100th file touched, then edited; each run from the unchanged tree's cache; then restored.
mkdir -p "$CORPUS.touched-originals"
TOUCHED=0
for ((i = 0; i < ${#SWIFT_FILES[@]}; i += 100)); do
  file="${SWIFT_FILES[$i]}"
  mkdir -p "$CORPUS.touched-originals/$(dirname "$file")"
  cp -p "$CORPUS/$file" "$CORPUS.touched-originals/$file"
  TOUCHED=$((TOUCHED + 1))
done
measure "lint, $TOUCHED files touched (1 %)" 'fresh_cache; restore_files; touch_files' "$BIN" lint --quiet "${CACHE_OPTIONS[@]}" "$CORPUS"
TOUCHED_S=$LAST_S
measure "lint, $TOUCHED files edited (1 %)" 'fresh_cache; restore_files; edit_files' "$BIN" lint --quiet "${CACHE_OPTIONS[@]}" "$CORPUS"
EDITED_S=$LAST_S
measure "lint, $TOUCHED files edited, a class" 'fresh_cache; restore_files; edit_files_class' "$BIN" lint --quiet "${CACHE_OPTIONS[@]}" "$CORPUS"
CLASS_S=$LAST_S
restore_files

measure "migrate (dry run)" ":" "$BIN" migrate "$CORPUS"
if [[ "$MIGRATE_HELP" == *--tree-memory* ]]; then
  measure "migrate (dry run), --tree-memory 0" ":" "$BIN" migrate --tree-memory 0 "$CORPUS"
fi
if [ ${#CACHE_OPTIONS[@]} -gt 0 ]; then
  awk -v c="$COLD_S" -v w="$WARM_S" -v t="$TOUCHED_S" -v e="$EDITED_S" -v k="$CLASS_S" \
    'BEGIN { printf "against cold: warm %.2f×, 1 %% touched %.2f×, 1 %% edited %.2f× (a class: %.2f×) (goals: ≤ 0.10×, ≤ 0.20×)\n", w / c, t / c, e / c, k / c }'
fi
