#!/usr/bin/env bash
# The release build the benchmarks measure, as `make install` builds it: `remodel` into
# .build-release/release/, on Linux with the Swift runtime and Foundation linked in
# (--static-swift-stdlib: nothing for the dynamic loader to bind at each start; a warm lint of five
# apps 0.87x the time of the dynamically linked build). Run from the repository root.
set -euo pipefail
STATIC=()
if [ "$(uname -s)" = Linux ]; then STATIC=(--static-swift-stdlib); fi
swift build -c release --product remodel --scratch-path .build-release "${STATIC[@]}" >/dev/null
