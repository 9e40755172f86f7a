#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer and ThreadSanitizer (the linter and the
# project index read files in parallel), each in its own build folder.
#
#   Tools/sanitize.sh [address|thread|both]
#
# LeakSanitizer is off for the address run: XCTest on Linux never frees its test-case objects,
# which it reports as leaks that are not NibKit's.
set -euo pipefail
cd "$(dirname "$0")/.."
which="${1:-both}"
if [ -z "${NIBKIT_CORPUS:-}" ] && [ -d ../shared/corpus ]; then
    NIBKIT_CORPUS="$(cd ../shared/corpus && pwd)"
    export NIBKIT_CORPUS
fi
run() {
    local sanitizer="$1"
    echo "== swift test --sanitize=$sanitizer"
    swift build --build-tests --sanitize="$sanitizer" --scratch-path ".build-$sanitizer"
    ASAN_OPTIONS=detect_leaks=0 TSAN_OPTIONS=halt_on_error=1 \
        swift test --skip-build --sanitize="$sanitizer" --scratch-path ".build-$sanitizer"
}
case "$which" in
    address|thread) run "$which" ;;
    both) run address; run thread ;;
    *) echo "usage: Tools/sanitize.sh [address|thread|both]" >&2; exit 2 ;;
esac
