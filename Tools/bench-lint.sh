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
#   APPS="app1 app2" CACHE_ONLY=1 Tools/bench-lint.sh  # and a changed source, per app (below)
#   APPS="app1 app2" APPS_ONLY=1 CACHE_ONLY=1 Tools/bench-lint.sh  # only the apps' figures
#   NIBCHECK=/tmp/old/nibcheck APPS=… APPS_ONLY=1 CACHE_ONLY=1 Tools/bench-lint.sh  # a given binary
#
# With APPS (folders of whole apps: IB files and their Swift/Objective-C sources), each app is
# copied and timed warm, after one source changed, and beside xmllint over its IB files:
# "source: declarations moved" inserts a line at the top of the median-sized source declaring
# a class that a document names (every declaration of that file moves: the documents reading
# one of its classes are re-checked); "source: comment" appends a comment to it (no
# declaration moves: nothing is re-checked); "source: class added" adds a file declaring a new
# class (the name table changes: every document's connections are re-checked, which is what
# any source edit cost before the cache keyed documents by the declarations they read).
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
# toolchain has the static libraries; NIBCHECK=path times that binary instead, unbuilt (two
# builds side by side, or one built elsewhere).
static=""
if [ -n "${NIBCHECK:-}" ]; then
    static=$NIBCHECK
elif swift build -c release --product nibcheck --static-swift-stdlib --scratch-path .build/static >&2; then
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
tool=${static:-$nibcheck}
if [ -z "${APPS_ONLY:-}" ]; then
cp -R "$corpus" "$scratch/corpus"
copy_files=()
while IFS= read -r -d '' file; do copy_files+=("$file"); done \
    < <(find "$scratch/corpus" -type f \( -name '*.xib' -o -name '*.storyboard' \) -print0 | sort -z)
edited=$(for f in "${copy_files[@]}"; do printf '%s %s\n' "$(stat -c %s "$f")" "$f"; done | sort -n \
    | awk '{ line[NR] = $0 } END { print line[int((NR + 1) / 2)] }' | cut -d' ' -f2-)
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
fi

# A changed source, per app (APPS): see the header.
for app in ${APPS:-}; do
    rm -rf "$scratch/app" "$scratch/app-cache"
    cp -R "$app" "$scratch/app"
    app_files=()
    while IFS= read -r -d '' file; do app_files+=("$file"); done \
        < <(find "$scratch/app" -type f \( -name '*.xib' -o -name '*.storyboard' \) -print0 | sort -z)
    classes=$(grep -oh 'customClass="[A-Za-z_][A-Za-z0-9_]*"' "${app_files[@]}" | cut -d'"' -f2 | sort -u | paste -sd'|')
    source=$(grep -rlE "^[a-z ]*class ($classes)\b|^@implementation ($classes)\b" "$scratch/app" --include='*.swift' --include='*.m' \
        | while IFS= read -r f; do printf '%s %s\n' "$(stat -c %s "$f")" "$f"; done | sort -n \
        | awk '{ line[NR] = $0 } END { print line[int((NR + 1) / 2)] }' | cut -d' ' -f2-)
    echo "app: ${app##*/}, ${#app_files[@]} IB documents; the edited source: ${source#"$scratch/app/"} ($(stat -c %s "$source") bytes)"
    seconds "$tool" lint "$scratch/app" --quiet --cache-path "$scratch/app-cache" >/dev/null  # cold, fills the cache
    app_x=(); warm_times=(); moved_times=(); comment_times=(); added_times=()
    for run in $(seq "$runs"); do
        x=$(seconds xmllint --noout "${app_files[@]}")
        w=$(seconds "$tool" lint "$scratch/app" --quiet --cache-path "$scratch/app-cache")
        sed -i '1i\\' "$source"
        m=$(seconds "$tool" lint "$scratch/app" --quiet --cache-path "$scratch/app-cache")
        printf '\n// bench-lint edit %s\n' "$run" >> "$source"
        c=$(seconds "$tool" lint "$scratch/app" --quiet --cache-path "$scratch/app-cache")
        case "$source" in *.swift) printf 'class BenchLintAdded%s {}\n' "$run" ;; *) printf '@interface BenchLintAdded%s : NSObject\n@end\n' "$run" ;; esac \
            > "$(dirname "$source")/BenchLintAdded$run.${source##*.}"
        a=$(seconds "$tool" lint "$scratch/app" --quiet --cache-path "$scratch/app-cache")
        app_x+=("$x"); warm_times+=("$w"); moved_times+=("$m"); comment_times+=("$c"); added_times+=("$a")
        printf 'run %d: xmllint %.3f s, warm %.3f s, source: declarations moved %.3f s, comment %.3f s, class added %.3f s\n' \
            "$run" "$x" "$w" "$m" "$c" "$a"
    done
    ax=$(printf '%s\n' "${app_x[@]}" | median)
    for name in warm moved comment added; do
        eval "values=(\"\${${name}_times[@]}\")"
        m=$(printf '%s\n' "${values[@]}" | median)
        printf 'median %s: %s %.3f s, ratio %.2f to xmllint --noout %.3f s\n' "${app##*/}" "$name" "$m" "$(echo "$m / $ax" | bc -l)" "$ax"
    done
done
