#!/usr/bin/env bash
# Times `nibcheck lint` (all default rules, release build) over a corpus of IB documents, side by
# side with `xmllint --noout` over the same files in the same run: xmllint only parses, so the
# ratio says what the rules cost on top of reading. Target: lint within 2x of xmllint.
#
#   Tools/bench-lint.sh              # corpus $NIBKIT_CORPUS, default ../shared/corpus; 5 runs
#   RUNS=9 NIBKIT_CORPUS=~/ib Tools/bench-lint.sh
#
# Prints each run and the medians. Needs xmllint (Debian/Ubuntu: apt-get install libxml2-utils).
set -euo pipefail
cd "$(dirname "$0")/.."

corpus="${NIBKIT_CORPUS:-../shared/corpus}"
runs="${RUNS:-5}"
[ -d "$corpus" ] || { echo "bench-lint: corpus folder '$corpus' not found (set NIBKIT_CORPUS)" >&2; exit 2; }
if ! command -v xmllint >/dev/null; then
    echo "bench-lint: xmllint is missing; installing libxml2-utils" >&2
    if [ "$(id -u)" = 0 ]; then apt-get install -y libxml2-utils >&2; else sudo apt-get install -y libxml2-utils >&2; fi
fi

swift build -c release --product nibcheck >&2
nibcheck=.build/release/nibcheck
# The self-contained build (README, "A self-contained binary"), timed alongside when the
# toolchain has the static libraries.
static=""
if swift build -c release --product nibcheck --static-swift-stdlib --scratch-path .build/static >&2; then
    static=.build/static/release/nibcheck
else
    echo "bench-lint: no static build (the toolchain lacks static libraries); timing the dynamic one only" >&2
fi

files=()
while IFS= read -r -d '' file; do files+=("$file"); done \
    < <(find "$corpus" -type f \( -name '*.xib' -o -name '*.storyboard' \) -print0 | sort -z)
echo "corpus: $corpus, ${#files[@]} documents, $runs runs, $(nproc) cores"

# Seconds (with nanoseconds) a command takes; its output and status are ignored (the corpus
# holds unreadable files on purpose, so both tools exit non-zero).
seconds() {
    local start end
    start=$(date +%s.%N)
    "$@" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}

median() { sort -g | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'; }

# One warm-up of each, so that all read from the page cache.
seconds xmllint --noout "${files[@]}" >/dev/null
seconds "$nibcheck" lint "$corpus" --quiet >/dev/null
[ -n "$static" ] && seconds "$static" lint "$corpus" --quiet >/dev/null

lint_times=()
static_times=()
xml_times=()
for run in $(seq "$runs"); do
    x=$(seconds xmllint --noout "${files[@]}")
    l=$(seconds "$nibcheck" lint "$corpus" --quiet)
    xml_times+=("$x")
    lint_times+=("$l")
    if [ -n "$static" ]; then
        s=$(seconds "$static" lint "$corpus" --quiet)
        static_times+=("$s")
        printf 'run %d: xmllint %.3f s, nibcheck lint %.3f s, static nibcheck lint %.3f s\n' "$run" "$x" "$l" "$s"
    else
        printf 'run %d: xmllint %.3f s, nibcheck lint %.3f s\n' "$run" "$x" "$l"
    fi
done
xml_median=$(printf '%s\n' "${xml_times[@]}" | median)
lint_median=$(printf '%s\n' "${lint_times[@]}" | median)
printf 'median: xmllint --noout %.3f s, nibcheck lint %.3f s, ratio %.2f (target <= 2)\n' \
    "$xml_median" "$lint_median" "$(echo "$lint_median / $xml_median" | bc -l)"
if [ -n "$static" ]; then
    static_median=$(printf '%s\n' "${static_times[@]}" | median)
    printf 'median: static nibcheck lint %.3f s, ratio %.2f\n' "$static_median" "$(echo "$static_median / $xml_median" | bc -l)"
fi
