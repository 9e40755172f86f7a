#!/usr/bin/env bash
# Builds one libFuzzer target (Tools/fuzz/targets/NAME.swift) with AddressSanitizer and runs it.
#
#   Tools/fuzz/run.sh TARGET [SECONDS] [JOBS]    e.g. Tools/fuzz/run.sh reader 60
#
# Targets: reader, model-layout, swift-scan (and the lint cache's scan records), yaml, solver, diagnostic-archive (the lint cache's reader), localization. The seed corpus is made from the
# repository's fixtures (IB files, Swift files, YAML snippets); findings land in
# Tools/fuzz/out/TARGET/ as crash-* files: turn each into a regression test.
set -euo pipefail
cd "$(dirname "$0")/../.."
target="${1:?usage: Tools/fuzz/run.sh TARGET [SECONDS] [JOBS]}"
seconds="${2:-60}"
jobs="${3:-1}"
build=".build-fuzz"
mkdir -p "$build" "Tools/fuzz/out/$target" "Tools/fuzz/corpus-run/$target"
flags=(-sanitize=fuzzer,address -parse-as-library -O -g -I "$build" -I Sources/CLibXML2 $(pkg-config --cflags-only-I libxml-2.0 | sed 's/-I/-Xcc -I/g'))

# Each module the target needs, as a static library with coverage instrumentation.
module() {
    local name="$1"; shift
    local deps=("$@")
    [ "$build/lib$name.a" -nt "Sources/$name" ] && [ -z "$(find "Sources/$name" -newer "$build/lib$name.a" -name '*.swift')" ] && return 0
    swiftc "${flags[@]}" -emit-library -static -emit-module -module-name "$name" \
        -emit-module-path "$build/$name.swiftmodule" -o "$build/lib$name.a" \
        $(for d in "${deps[@]}"; do printf -- "-I %s " "$build"; done) Sources/"$name"/*.swift $(find Sources/"$name" -mindepth 2 -name '*.swift')
}
case "$target" in
    reader) modules=(SourceLocations NibModel); module SourceLocations; module NibModel SourceLocations; seeds="Fixtures" ; pattern='*.xib *.storyboard' ;;
    model-layout) modules=(SourceLocations NibModel NibSolver NibLayout); module SourceLocations; module NibModel SourceLocations; module NibSolver; module NibLayout NibModel NibSolver; seeds="Fixtures"; pattern='*.xib *.storyboard' ;;
    swift-scan) modules=(SourceLocations ParallelMap SourceScan); module SourceLocations; module ParallelMap; module SourceScan ParallelMap SourceLocations; seeds="Fixtures"; pattern='*.swift *.h *.m' ;;
    yaml) modules=(YAMLSubset); module YAMLSubset; seeds="Tools/fuzz/seeds/yaml"; pattern='*.yml *.yaml' ;;
    localization) modules=(SourceLocations NibModel NibLocalization); module SourceLocations; module NibModel SourceLocations; module NibLocalization NibModel SourceLocations; seeds="Fixtures"; pattern='*.strings *.xcstrings' ;;
    solver) modules=(NibSolver); module NibSolver; seeds="Tools/fuzz/seeds/solver"; pattern='*' ;;
    diagnostic-archive) modules=(SourceLocations NibModel); module SourceLocations; module NibModel SourceLocations; seeds="Tools/fuzz/seeds/diagnostic-archive"; pattern='*' ;;
    *) echo "unknown target $target" >&2; exit 2 ;;
esac
# Static libraries link in reverse dependency order: each one before the modules it uses.
libs=()
for ((i = ${#modules[@]} - 1; i >= 0; i--)); do libs+=("$build/lib${modules[i]}.a"); done
swiftc "${flags[@]}" Tools/fuzz/targets/"$target".swift "${libs[@]}" -lxml2 -o "$build/fuzz-$target"

seed_dir="Tools/fuzz/corpus-run/$target"
for p in $pattern; do
    find "$seeds" -name "$p" -type f -size -200k -exec cp {} "$seed_dir/" \; 2>/dev/null || true
done
parallel=()
# libFuzzer's -jobs mode writes fuzz-N.log into the current folder; only use it when asked.
[ "$jobs" -gt 1 ] && parallel=(-jobs="$jobs" -workers="$jobs")
"$build/fuzz-$target" "$seed_dir" -max_total_time="$seconds" "${parallel[@]}" \
    -artifact_prefix="Tools/fuzz/out/$target/" -max_len=65536 -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
