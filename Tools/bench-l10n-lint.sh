#!/usr/bin/env bash
# Times `nibcheck lint` (release build, all default rules) over a localized project with 50
# languages, side by side with `xmllint --noout` over the same documents: the localization rules'
# share of a lint run where every Base document has fifty tables to check.
#
# The project is built in a temporary folder from the corpus's localized documents (every
# `Base.lproj` document with a table beside it): each document with its first table copied into
# 50 `xx.lproj` folders. Nothing is written into the repository. Every lint runs without the
# lint cache (--no-cache), as Tools/bench-lint.sh's timings do: the rules themselves are timed.
#
#   Tools/bench-l10n-lint.sh              # corpus $NIBKIT_CORPUS, default ../shared/corpus; 5 runs
#   RUNS=9 LANGUAGES=20 Tools/bench-l10n-lint.sh
#
# Prints each run and the medians. Needs xmllint (Debian/Ubuntu: apt-get install libxml2-utils).
set -euo pipefail
cd "$(dirname "$0")/.."

corpus="${NIBKIT_CORPUS:-../shared/corpus}"
runs="${RUNS:-5}"
count="${LANGUAGES:-50}"
[ -d "$corpus" ] || { echo "bench-l10n-lint: corpus folder '$corpus' not found (set NIBKIT_CORPUS)" >&2; exit 2; }
command -v xmllint >/dev/null || { echo "bench-l10n-lint: xmllint is missing (apt-get install libxml2-utils)" >&2; exit 2; }

swift build -c release --product nibcheck >&2
nibcheck=.build/release/nibcheck

all_languages=(ar bg ca cs da de el en-GB es es-MX et eu fa fi fr fr-CA gl he hi hr hu hy id is it ja ka kk ko lt lv mk ms
               nb nl pl pt-BR pt-PT ro ru sk sl sq sr sv th tr uk vi zh-Hans zh-Hant)
languages=("${all_languages[@]:0:$count}")
project=$(mktemp -d)
trap 'rm -rf "$project"' EXIT

documents=()
while IFS= read -r -d '' document; do
    group=$(dirname "$(dirname "$document")")
    name=$(basename "${document%.*}")
    table=$(find "$group" -mindepth 2 -maxdepth 2 -path "*.lproj/$name.strings" | sort | head -1)
    [ -n "$table" ] || continue
    target="$project/${group#"$corpus"/}"
    mkdir -p "$target/Base.lproj"
    cp "$document" "$target/Base.lproj/"
    documents+=("$target/Base.lproj/$(basename "$document")")
    for language in "${languages[@]}"; do
        mkdir -p "$target/$language.lproj"
        cp "$table" "$target/$language.lproj/$name.strings"
    done
done < <(find "$corpus" -type f -path '*/Base.lproj/*' \( -name '*.xib' -o -name '*.storyboard' \) -print0 | sort -z)
tables=$(find "$project" -name '*.strings' | wc -l)
echo "project: ${#documents[@]} Base documents, ${#languages[@]} languages, $tables tables, $runs runs, $(nproc) cores"

. Tools/bench-common.sh

l10n_rules=localization-stale-key,localization-missing-key,localization-outdated,localization-format-mismatch,localization-duplicate-key,localization-unreadable
seconds xmllint --noout "${documents[@]}" >/dev/null
seconds "$nibcheck" lint "$project" --quiet --no-cache >/dev/null

xml_times=(); lint_times=(); bare_times=()
for run in $(seq "$runs"); do
    x=$(seconds xmllint --noout "${documents[@]}")
    l=$(seconds "$nibcheck" lint "$project" --quiet --no-cache)
    b=$(seconds "$nibcheck" lint "$project" --quiet --no-cache --disable "$l10n_rules")
    xml_times+=("$x"); lint_times+=("$l"); bare_times+=("$b")
    printf 'run %d: xmllint %.3f s, nibcheck lint %.3f s, without the localization rules %.3f s\n' "$run" "$x" "$l" "$b"
done
xml_median=$(printf '%s\n' "${xml_times[@]}" | median)
lint_median=$(printf '%s\n' "${lint_times[@]}" | median)
bare_median=$(printf '%s\n' "${bare_times[@]}" | median)
printf 'median: xmllint --noout %.3f s, nibcheck lint %.3f s (ratio %.2f, target <= 2), without the localization rules %.3f s\n' \
    "$xml_median" "$lint_median" "$(echo "$lint_median / $xml_median" | bc -l)" "$bare_median"
