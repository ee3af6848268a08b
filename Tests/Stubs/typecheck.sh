#!/usr/bin/env bash
# typecheck.sh FILE_OR_DIR... — type-check Swift sources against the Combine/SwiftUI
# stubs in this directory plus the real Observation module (Linux-friendly).
#
# All given .swift files (directories are expanded recursively) are checked together
# as ONE module with:
#   swiftc -typecheck -parse-as-library -I <cache> -swift-version ${SWIFT_VERSION:-5} ...
# Compiler output is printed as-is; the exit status is swiftc's.
#
# Environment:
#   SWIFT_VERSION   language mode for the checked sources (default 5; e.g. 6)
#   SWIFTC          compiler to use (default: swiftc on PATH, else /opt/swift/usr/bin/swiftc)
#   STUB_CACHE_DIR  where the stub modules are built (default ${TMPDIR:-/tmp}/remodel-stubs)
#   SWIFTC_FLAGS    extra flags appended to the type-check command (word-split),
#                   e.g. "-strict-concurrency=complete" or "-warnings-as-errors"
#   VERBOSE=1       echo the swiftc command lines to stderr
set -euo pipefail

usage() {
    echo "usage: ${0##*/} FILE_OR_DIR..." >&2
    exit 2
}
[[ $# -ge 1 ]] || usage

STUB_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CACHE="${STUB_CACHE_DIR:-${TMPDIR:-/tmp}/remodel-stubs}"
MODE="${SWIFT_VERSION:-5}"

if [[ -n "${SWIFTC:-}" ]]; then
    SWIFTC_BIN="$SWIFTC"
elif command -v swiftc >/dev/null 2>&1; then
    SWIFTC_BIN="$(command -v swiftc)"
elif [[ -x /opt/swift/usr/bin/swiftc ]]; then
    SWIFTC_BIN=/opt/swift/usr/bin/swiftc
else
    echo "typecheck.sh: swiftc not found (set SWIFTC)" >&2
    exit 127
fi

run() {
    [[ "${VERBOSE:-0}" == 1 ]] && echo "+ $*" >&2
    "$@"
}

# --- Build (or reuse) the stub modules -------------------------------------------
# Rebuild when a stub source or this script is newer than the built modules, or when
# the compiler changed (swiftmodules are compiler-version specific).
compiler_id="$("$SWIFTC_BIN" --version 2>&1 | head -n 1)"
needs_build=0
if [[ ! -f "$CACHE/SwiftUI.swiftmodule" || ! -f "$CACHE/Combine.swiftmodule" || ! -f "$CACHE/.stamp" ]]; then
    needs_build=1
elif [[ "$(cat "$CACHE/.stamp")" != "$compiler_id" ]]; then
    needs_build=1
else
    for src in "$STUB_DIR/Combine.swift" "$STUB_DIR/SwiftUI.swift" "${BASH_SOURCE[0]}"; do
        if [[ "$src" -nt "$CACHE/SwiftUI.swiftmodule" || "$src" -nt "$CACHE/Combine.swiftmodule" ]]; then
            needs_build=1
        fi
    done
fi

if [[ $needs_build == 1 ]]; then
    mkdir -p "$(dirname "$CACHE")"
    tmp="$(mktemp -d "${CACHE}.build.XXXXXX")"
    trap 'rm -rf "$tmp"' EXIT
    # Stubs are library modules; compile them in Swift 6 mode so their own
    # isolation/sendability annotations are checked strictly.
    run "$SWIFTC_BIN" -emit-module -parse-as-library -swift-version 6 -module-name Combine \
        -emit-module-path "$tmp/Combine.swiftmodule" "$STUB_DIR/Combine.swift"
    run "$SWIFTC_BIN" -emit-module -parse-as-library -swift-version 6 -module-name SwiftUI -I "$tmp" \
        -emit-module-path "$tmp/SwiftUI.swiftmodule" "$STUB_DIR/SwiftUI.swift"
    echo "$compiler_id" >"$tmp/.stamp"
    # Swap in atomically-ish so concurrent runs never see a half-built cache.
    old="$(mktemp -d "${CACHE}.old.XXXXXX")"
    rmdir "$old"
    if [[ -d "$CACHE" ]]; then mv "$CACHE" "$old" 2>/dev/null || true; fi
    if mv "$tmp" "$CACHE" 2>/dev/null; then :; else rm -rf "$tmp"; fi
    rm -rf "$old"
    trap - EXIT
fi

# --- Collect inputs ----------------------------------------------------------------
files=()
for arg in "$@"; do
    if [[ -d "$arg" ]]; then
        while IFS= read -r -d '' f; do files+=("$f"); done < <(find "$arg" -type f -name '*.swift' -print0 | sort -z)
    elif [[ -f "$arg" ]]; then
        files+=("$arg")
    else
        echo "typecheck.sh: no such file or directory: $arg" >&2
        exit 2
    fi
done
if [[ ${#files[@]} -eq 0 ]]; then
    echo "typecheck.sh: no .swift files found in: $*" >&2
    exit 2
fi

extra=()
if [[ -n "${SWIFTC_FLAGS:-}" ]]; then
    read -r -a extra <<<"$SWIFTC_FLAGS"
fi

set +e
run "$SWIFTC_BIN" -typecheck -parse-as-library -I "$CACHE" -swift-version "$MODE" \
    -module-name TypecheckFixture ${extra[@]+"${extra[@]}"} "${files[@]}"
status=$?
exit $status
