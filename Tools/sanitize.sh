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
fi
# The corpus tests read every file in the plain run; under the sanitizers (5-20x slower) they
# read a fixed sample: every 8th document in path order, with the localization files beside
# it, copied to a scratch folder (outside the repository). NIBKIT_CORPUS_SAMPLE tells the tests
# that figures which hold for the whole corpus (counts, accuracy floors) do not apply.
if [ -n "${NIBKIT_CORPUS:-}" ] && [ -z "${NIBKIT_CORPUS_SAMPLE:-}" ]; then
    sample="$(mktemp -d)"
    trap 'rm -rf "$sample"' EXIT
    (cd "$NIBKIT_CORPUS" && find . -type f \( -name '*.xib' -o -name '*.storyboard' \) | LC_ALL=C sort | awk 'NR % 8 == 1' \
        | while IFS= read -r file; do
            cp --parents "$file" "$sample/"
            dir="$(dirname "$(dirname "$file")")"
            find "$dir" -maxdepth 2 -path '*.lproj/*' \( -name '*.strings' -o -name '*.xcstrings' \) -exec cp --parents {} "$sample/" \; 2>/dev/null || true
        done)
    NIBKIT_CORPUS="$sample"
    NIBKIT_CORPUS_SAMPLE=8
    export NIBKIT_CORPUS_SAMPLE
fi
[ -n "${NIBKIT_CORPUS:-}" ] && export NIBKIT_CORPUS
run() {
    local sanitizer="$1"
    echo "== swift test --sanitize=$sanitizer"
    swift build --build-tests --sanitize="$sanitizer" --scratch-path ".build-$sanitizer"
    ASAN_OPTIONS=detect_leaks=0 TSAN_OPTIONS=halt_on_error=1 NIBKIT_HANG_GUARD_SCALE=4 \
        swift test --skip-build --sanitize="$sanitizer" --scratch-path ".build-$sanitizer"
}
case "$which" in
    address|thread) run "$which" ;;
    both) run address; run thread ;;
    *) echo "usage: Tools/sanitize.sh [address|thread|both]" >&2; exit 2 ;;
esac
