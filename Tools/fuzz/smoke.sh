#!/usr/bin/env bash
# A short run of every fuzz target (CI's smoke test; the long runs are Tools/fuzz/run.sh).
#
#   Tools/fuzz/smoke.sh [SECONDS_PER_TARGET]     default 10
#
# Fails if any target finds a crash; the input is left in Tools/fuzz/out/TARGET/.
set -euo pipefail
cd "$(dirname "$0")/../.."
seconds="${1:-10}"
for target in reader yaml swift-scan solver model-layout diagnostic-archive localization; do
    echo "== fuzz $target (${seconds}s)"
    Tools/fuzz/run.sh "$target" "$seconds" > "/tmp/nibkit-fuzz-$target.log" 2>&1 || {
        tail -40 "/tmp/nibkit-fuzz-$target.log"
        echo "fuzz smoke: $target failed; see Tools/fuzz/out/$target/" >&2
        exit 1
    }
    grep -E "^Done" "/tmp/nibkit-fuzz-$target.log" || true
done
