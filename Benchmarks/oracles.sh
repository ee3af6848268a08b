#!/usr/bin/env bash
# F1 of `remodel migrate --write` against people's own migrations (issue #11): see Benchmarks/oracles/.
# Usage: Benchmarks/oracles.sh [REMODEL_BINARY] [--kind observable|tca]
#   The cases' repositories must be fetched first (git mirrors with history under $MIRRORS,
#   default /work/.mirror/<owner>+<name>/repo). Nothing fetched is committed.
set -euo pipefail
cd "$(dirname "$0")/.."
BIN="${1:-${REMODEL:-.build/debug/remodel}}"
shift || true
python3 Benchmarks/oracles/oracle.py --binary "$BIN" --mirrors "${MIRRORS:-/work/.mirror}" "$@"
