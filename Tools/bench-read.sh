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
median() { sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
xml=$(for _ in $(seq "$runs"); do
    /usr/bin/time -f %e xargs -d '\n' xmllint --noout < "$list" 2>&1 >/dev/null | tail -1
done | median)
nib=$(for _ in $(seq "$runs"); do
    /usr/bin/time -f %e xargs -d '\n' .build/release/nibbench read --once < "$list" 2>&1 >/dev/null | tail -1
done | median)
echo "whole-process wall time, median of $runs: xmllint --noout ${xml}s, nibbench read (full model) ${nib}s"
.build/release/nibbench read "$corpus" --reps "$runs"
echo
