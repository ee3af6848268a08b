#!/usr/bin/env bash
# A larger run of the deterministic fuzz test (Tests/RemodelKitTests/FuzzTests.swift): mutated
# copies of the examples through load, lint, lint --fix, migrate --write and a second run.
# Usage: Benchmarks/fuzz.sh [COUNT] [SEED]   (defaults 5000 mutants, seed 2026)
set -euo pipefail
cd "$(dirname "$0")/.."
export REMODEL_FUZZ_COUNT="${1:-5000}"
export REMODEL_FUZZ_SEED="${2:-2026}"
start=$(date +%s)
swift test --filter FuzzTests 2>&1 | tail -n 3
echo "fuzz: $REMODEL_FUZZ_COUNT mutants, seed $REMODEL_FUZZ_SEED, $(( $(date +%s) - start )) s"
