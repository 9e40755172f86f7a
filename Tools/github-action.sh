#!/usr/bin/env bash
# The steps of the GitHub Action in action.yml (GitHub runs them with the action's checkout in
# GITHUB_ACTION_PATH and the user's repository as the current folder).
#
#   github-action.sh build   build nibcheck (release) from the action's checkout; NIBCHECK=path
#                            goes to GITHUB_ENV
#   github-action.sh lint    lint INPUT_PATHS with INPUT_CONFIG / INPUT_STRICT: a SARIF report
#                            (output sarif-file) and annotations; output status: nibcheck's exit status
set -euo pipefail

case "${1:-}" in
build)
    cd "$GITHUB_ACTION_PATH"
    flags=()
    if [ "$(uname)" = Linux ]; then
        if ! pkg-config --exists libxml-2.0 2>/dev/null; then
            sudo=""; [ "$(id -u)" = 0 ] || sudo=sudo
            $sudo apt-get update -qq && $sudo apt-get install -y -qq libxml2-dev pkg-config
        fi
        flags+=(--static-swift-stdlib)
    else
        # The SDK's libxml2 (README, "Building on macOS").
        flags+=(-Xcc -I"$(xcrun --show-sdk-path)/usr/include/libxml2")
    fi
    swift build -c release --product nibcheck "${flags[@]}"
    echo "NIBCHECK=$(swift build -c release --show-bin-path)/nibcheck" >> "$GITHUB_ENV"
    ;;
lint)
    read -ra paths <<< "${INPUT_PATHS:-}"
    options=(--cache-path "$RUNNER_TEMP/nibcheck-cache")
    [ -n "${INPUT_CONFIG:-}" ] && options+=(--config "$INPUT_CONFIG")
    [ "${INPUT_STRICT:-false}" = true ] && options+=(--strict)
    sarif="$RUNNER_TEMP/nibcheck.sarif"
    echo "sarif-file=$sarif" >> "$GITHUB_OUTPUT"
    status=0
    "$NIBCHECK" lint "${paths[@]}" "${options[@]}" --format sarif --quiet > "$sarif" || status=$?
    # The annotations come from the cache the first run filled: no document is checked twice.
    "$NIBCHECK" lint "${paths[@]}" "${options[@]}" --format github || true
    echo "status=$status" >> "$GITHUB_OUTPUT"
    ;;
*)
    echo "usage: github-action.sh build|lint" >&2
    exit 2
    ;;
esac
