#!/bin/bash
# Whole-app lint against `xmllint --noout` over the same app's IB files, in instructions
# (valgrind's callgrind, every thread counted), which the load of a shared machine does not move.
# Issue 15 asks for `nibcheck lint APP` (sources included) within 2.5x of xmllint.
#
#   Tools/bench-app-lint.sh APP_FOLDER...        (NIBCHECK=path/to/nibcheck to choose the binary)
#   WARM=1 ROUNDS=5 Tools/bench-app-lint.sh APP_FOLDER...
#
# For each app, one line: xmllint's instructions, then `nibcheck lint APP --quiet --no-cache`
# with every default rule and with the connection rules alone, each with its ratio to xmllint.
# Paths with spaces are passed whole (find -print0 | xargs -0).
#
# WARM=1: issue 17's warm run instead, `nibcheck lint COPY --quiet --cache-path DIR` over a copy
# of the app whose cache two runs filled (after the copy's files settled: the stat memo trusts
# only files older than two seconds), against xmllint over the copy's IB files: instructions,
# then ROUNDS rounds alternating the two, each timed by `perf stat -r 10` (mean wall and
# processor time of ten runs); the medians of the rounds and their ratios. On a shared machine
# the wall times move with its load: compare builds in the same bench, alternating.
set -eu  # (no pipefail: nibcheck exits 1 when it finds errors, and that is not a failure here)
NIBCHECK=${NIBCHECK:-.build/release/nibcheck}
ROUNDS=${ROUNDS:-5}
CONNECTION_RULES=outlet-missing-property,outlet-type-mismatch,outlet-unconnected,action-missing-method,dangling-reference,unknown-custom-class,custom-module-mismatch,outlet-cross-scene,segue-destination-invalid,storyboard-reference-missing,runtime-attribute-unknown,component-cycle
command -v valgrind > /dev/null || { echo "needs valgrind" >&2; exit 2; }
[ $# -gt 0 ] || { echo "usage: $0 APP_FOLDER..." >&2; exit 2; }

# Instructions of a command, from callgrind's summary line.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null \
        | awk '/refs:/ { gsub(",", "", $4); print $4 }'
}

if [ "${WARM:-}" = 1 ]; then
    command -v perf > /dev/null || { echo "WARM=1 needs perf" >&2; exit 2; }
    source "$(dirname "$0")/bench-common.sh"
    scratch=$(mktemp -d)
    trap 'rm -rf "$scratch"' EXIT
    # Milliseconds of wall and processor time of a command, the means of ten runs.
    timed() {
        perf stat -r 10 -e task-clock "$@" 2>&1 > /dev/null \
            | awk '/task-clock/ { cpu = $1 } /time elapsed/ { wall = $1 * 1000 } END { print wall, cpu }'
    }
    for app in "$@"; do
        copy="$scratch/$(basename "$app")"
        cp -R "$app" "$copy"
        sleep 2.5
        for _ in 1 2; do "$NIBCHECK" lint "$copy" --quiet --cache-path "$scratch/cache" > /dev/null 2>&1 || true; done
        mapfile -d '' documents < <(find "$copy" \( -name '*.xib' -o -name '*.storyboard' \) -print0)
        xml=$(instructions xmllint --noout "${documents[@]}")
        warm=$(instructions "$NIBCHECK" lint "$copy" --quiet --cache-path "$scratch/cache")
        xmlWall=(); xmlCPU=(); warmWall=(); warmCPU=()
        for _ in $(seq "$ROUNDS"); do
            read -r wall cpu < <(timed xmllint --noout "${documents[@]}")
            xmlWall+=("$wall"); xmlCPU+=("$cpu")
            read -r wall cpu < <(timed "$NIBCHECK" lint "$copy" --quiet --cache-path "$scratch/cache")
            warmWall+=("$wall"); warmCPU+=("$cpu")
        done
        awk -v app="$(basename "$app")" -v x="$xml" -v w="$warm" \
            -v xw="$(printf '%s\n' "${xmlWall[@]}" | median)" -v xc="$(printf '%s\n' "${xmlCPU[@]}" | median)" \
            -v ww="$(printf '%s\n' "${warmWall[@]}" | median)" -v wc="$(printf '%s\n' "${warmCPU[@]}" | median)" 'BEGIN {
            printf "%s: xmllint %.1f M, %.1f ms (%.1f ms CPU); warm %.1f M (%.2fx), %.1f ms (%.1f ms CPU), %.2fx wall\n",
                app, x / 1e6, xw, xc, w / 1e6, w / x, ww, wc, ww / xw }'
        rm -rf "$copy" "$scratch/cache"
    done
    exit 0
fi

for app in "$@"; do
    xml=$(find "$app" \( -name '*.xib' -o -name '*.storyboard' \) -print0 \
        | xargs -0 valgrind --tool=callgrind --callgrind-out-file=/dev/null xmllint --noout 2>&1 > /dev/null \
        | awk '/refs:/ { gsub(",", "", $4); print $4 }')
    all=$(instructions "$NIBCHECK" lint "$app" --quiet --no-cache)
    connections=$(instructions "$NIBCHECK" lint "$app" --quiet --no-cache --only "$CONNECTION_RULES")
    awk -v app="$app" -v x="$xml" -v a="$all" -v c="$connections" 'BEGIN {
        printf "%s: xmllint %.0f M, lint %.0f M (%.1fx), connection rules only %.0f M (%.1fx)\n",
            app, x / 1e6, a / 1e6, a / x, c / 1e6, c / x }'
done
