#!/usr/bin/env bash
# Times `nibcheck lint` (all default rules, release build) over a corpus of IB documents, side by
# side with `xmllint --noout` over the same files in the same run: xmllint only parses, so the
# ratio says what the rules cost on top of reading. Target: lint within 2x of xmllint.
#
# Then the lint cache (Docs/lint.md, "The lint cache"), over a copy of the corpus in a temporary
# folder: a cold run that fills an empty cache, a warm run over unchanged files (target: 1.2x
# xmllint), and a run after one document changed (the median-sized one gets a new comment each
# run), each beside xmllint over the same copy. The runs without a cache use --no-cache.
#
#   Tools/bench-lint.sh              # corpus $NIBKIT_CORPUS, default ../shared/corpus; 5 runs
#   RUNS=9 NIBKIT_CORPUS=~/ib Tools/bench-lint.sh
#   CACHE_ONLY=1 Tools/bench-lint.sh  # only the cache figures (self-contained build only)
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

nibcheck=.build/release/nibcheck
[ -n "${CACHE_ONLY:-}" ] || swift build -c release --product nibcheck >&2
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

. Tools/bench-common.sh

if [ -z "${CACHE_ONLY:-}" ]; then
# One warm-up of each, so that all read from the page cache.
seconds xmllint --noout "${files[@]}" >/dev/null
seconds "$nibcheck" lint "$corpus" --quiet --no-cache >/dev/null
[ -n "$static" ] && seconds "$static" lint "$corpus" --quiet --no-cache >/dev/null

lint_times=()
static_times=()
xml_times=()
for run in $(seq "$runs"); do
    x=$(seconds xmllint --noout "${files[@]}")
    l=$(seconds "$nibcheck" lint "$corpus" --quiet --no-cache)
    xml_times+=("$x")
    lint_times+=("$l")
    if [ -n "$static" ]; then
        s=$(seconds "$static" lint "$corpus" --quiet --no-cache)
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
fi

# The lint cache, on a copy of the corpus (the corpus itself is never written).
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
cp -R "$corpus" "$scratch/corpus"
copy_files=()
while IFS= read -r -d '' file; do copy_files+=("$file"); done \
    < <(find "$scratch/corpus" -type f \( -name '*.xib' -o -name '*.storyboard' \) -print0 | sort -z)
edited=$(for f in "${copy_files[@]}"; do printf '%s %s\n' "$(stat -c %s "$f")" "$f"; done | sort -n \
    | awk '{ line[NR] = $0 } END { print line[int((NR + 1) / 2)] }' | cut -d' ' -f2-)
tool=${static:-$nibcheck}
echo "cache: $tool over a copy of the corpus; the edited document: ${edited#"$scratch/corpus/"} ($(stat -c %s "$edited") bytes)"
cache_x=(); cold_times=(); warm_times=(); edit_times=();
for run in $(seq "$runs"); do
    x=$(seconds xmllint --noout "${copy_files[@]}")
    rm -rf "$scratch/cache"
    c=$(seconds "$tool" lint "$scratch/corpus" --quiet --cache-path "$scratch/cache")
    w=$(seconds "$tool" lint "$scratch/corpus" --quiet --cache-path "$scratch/cache")
    printf '<!-- bench-lint edit %s -->\n' "$run" >> "$edited"
    e=$(seconds "$tool" lint "$scratch/corpus" --quiet --cache-path "$scratch/cache")
    cache_x+=("$x"); cold_times+=("$c"); warm_times+=("$w"); edit_times+=("$e")
    printf 'run %d: xmllint %.3f s, cold (filling) %.3f s, warm %.3f s, one document changed %.3f s\n' "$run" "$x" "$c" "$w" "$e"
done
cx=$(printf '%s\n' "${cache_x[@]}" | median)
for name in cold warm edit; do
    eval "values=(\"\${${name}_times[@]}\")"
    m=$(printf '%s\n' "${values[@]}" | median)
    printf 'median: %s %.3f s, ratio %.2f to xmllint --noout %.3f s\n' "$name" "$m" "$(echo "$m / $cx" | bc -l)" "$cx"
done
