#!/usr/bin/env bash
# Reader throughput: NibKit (release) and `xmllint --noout` over the same corpus, in one run.
# Usage: Tools/bench-read.sh [CORPUS] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
corpus="${1:-${NIBKIT_CORPUS:-../shared/corpus}}"
runs="${2:-5}"
command -v xmllint >/dev/null || { apt-get update -qq && apt-get install -y -qq libxml2-utils >/dev/null; }
swift build -c release --product nibbench >/dev/null
list=$(mktemp)
trap 'rm -f "$list"' EXIT
find "$corpus" \( -name '*.xib' -o -name '*.storyboard' \) -size +0 | sort > "$list"
median() { sort -g | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
# Wall seconds (nanosecond clock) of one run of a command over the file list.
seconds() {
    local start end
    start=$(date +%s.%N)
    xargs -d '\n' "$@" < "$list" >/dev/null 2>&1 || true
    end=$(date +%s.%N)
    echo "$end - $start" | bc -l
}
seconds xmllint --noout >/dev/null # warm the page cache
xml=$(for _ in $(seq "$runs"); do seconds xmllint --noout; done | median)
nib=$(for _ in $(seq "$runs"); do seconds .build/release/nibbench read --once; done | median)
result=$(.build/release/nibbench read "$corpus" --reps "$runs")
echo "$result"
read_s=$(echo "$result" | sed -E 's/.*"read_s":([0-9.e-]+).*/\1/')
tree_s=$(echo "$result" | sed -E 's/.*"tree_s":([0-9.e-]+).*/\1/')
printf 'xmllint --noout (whole process) %.4f s\n' "$xml"
printf 'nibbench read --once (whole process, full models, incl. ~10 ms Swift/Foundation start-up) %.4f s: %.2fx\n' "$nib" "$(echo "$nib / $xml" | bc -l)"
printf 'full models in process, one core %.4f s: %.2fx xmllint (target 1.3x); XML tree alone %.4f s: %.2fx\n' \
    "$read_s" "$(echo "$read_s / $xml" | bc -l)" "$tree_s" "$(echo "$tree_s / $xml" | bc -l)"
