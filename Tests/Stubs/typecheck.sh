#!/usr/bin/env bash
# typecheck.sh FILE_OR_DIR... — type-check Swift sources against the Combine/SwiftUI/
# ComposableArchitecture stubs in this directory plus the real Observation module (Linux-friendly).
#
# All given .swift files (directories are expanded recursively) are checked together
# as ONE module with:
#   swiftc -typecheck -parse-as-library -I <cache> -swift-version ${SWIFT_VERSION:-5} ...
# Compiler output is printed as-is; the exit status is swiftc's.
#
# Environment:
#   SWIFT_VERSION   language mode for the checked sources (default 5; e.g. 6)
#   TCA_SURFACE     which ComposableArchitecture stub to import: `legacy` (default: TCA 1.7–1.17
#                   with the pre-observation APIs) or `observable` (the 1.7 observation API only)
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
SURFACE="${TCA_SURFACE:-legacy}"
case "$SURFACE" in
    legacy | observable) ;;
    *) echo "typecheck.sh: TCA_SURFACE must be 'legacy' or 'observable'" >&2; exit 2 ;;
esac

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
# The TCA macros are an in-process plugin built against the toolchain's own swift-syntax.
HOST_LIBS="$(cd "$(dirname "$SWIFTC_BIN")/.." && pwd)/lib/swift/host"
PLUGIN=libTCAStubMacros.so
built=("$CACHE/SwiftUI.swiftmodule" "$CACHE/Combine.swiftmodule" "$CACHE/$PLUGIN"
    "$CACHE/tca-legacy/ComposableArchitecture.swiftmodule" "$CACHE/tca-observable/ComposableArchitecture.swiftmodule")
needs_build=0
missing=0
for module in "${built[@]}"; do [[ -f "$module" ]] || missing=1; done
if [[ $missing == 1 || ! -f "$CACHE/.stamp" ]]; then
    needs_build=1
elif [[ "$(cat "$CACHE/.stamp")" != "$compiler_id" ]]; then
    needs_build=1
else
    for src in "$STUB_DIR/Combine.swift" "$STUB_DIR/SwiftUI.swift" "$STUB_DIR/ComposableArchitecture.swift" \
        "$STUB_DIR/TCAMacros.swift" "${BASH_SOURCE[0]}"; do
        for module in "${built[@]}"; do
            [[ "$src" -nt "$module" ]] && needs_build=1
        done
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
    run "$SWIFTC_BIN" -emit-library -parse-as-library -module-name TCAStubMacros -I "$HOST_LIBS" -L "$HOST_LIBS" \
        -lSwiftSyntax -lSwiftSyntaxBuilder -lSwiftSyntaxMacros -Xlinker -rpath -Xlinker "$HOST_LIBS" \
        -o "$tmp/$PLUGIN" "$STUB_DIR/TCAMacros.swift"
    for surface in legacy observable; do
        defines=()
        [[ $surface == legacy ]] && defines=(-D TCA_LEGACY)
        mkdir -p "$tmp/tca-$surface"
        run "$SWIFTC_BIN" -emit-module -parse-as-library -swift-version 6 -module-name ComposableArchitecture -I "$tmp" \
            -load-plugin-library "$tmp/$PLUGIN" "${defines[@]}" \
            -emit-module-path "$tmp/tca-$surface/ComposableArchitecture.swiftmodule" "$STUB_DIR/ComposableArchitecture.swift"
    done
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
run "$SWIFTC_BIN" -typecheck -parse-as-library -I "$CACHE" -I "$CACHE/tca-$SURFACE" \
    -load-plugin-library "$CACHE/$PLUGIN" -swift-version "$MODE" \
    -module-name TypecheckFixture ${extra[@]+"${extra[@]}"} "${files[@]}"
status=$?
exit $status
