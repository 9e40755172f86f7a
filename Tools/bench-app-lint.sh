#!/bin/bash
# Whole-app lint against `xmllint --noout` over the same app's IB files, in instructions
# (valgrind's callgrind, every thread counted), which the load of a shared machine does not move.
# Issue 15 asks for `nibcheck lint APP` (sources included) within 2.5x of xmllint.
#
#   Tools/bench-app-lint.sh APP_FOLDER...        (NIBCHECK=path/to/nibcheck to choose the binary)
#
# For each app, one line: xmllint's instructions, then `nibcheck lint APP --quiet --no-cache`
# with every default rule and with the connection rules alone, each with its ratio to xmllint.
# Paths with spaces are passed whole (find -print0 | xargs -0).
set -eu  # (no pipefail: nibcheck exits 1 when it finds errors, and that is not a failure here)
NIBCHECK=${NIBCHECK:-.build/release/nibcheck}
CONNECTION_RULES=outlet-missing-property,outlet-type-mismatch,outlet-unconnected,action-missing-method,dangling-reference,unknown-custom-class,custom-module-mismatch,outlet-cross-scene,segue-destination-invalid,storyboard-reference-missing,runtime-attribute-unknown,component-cycle
command -v valgrind > /dev/null || { echo "needs valgrind" >&2; exit 2; }
[ $# -gt 0 ] || { echo "usage: $0 APP_FOLDER..." >&2; exit 2; }

# Instructions of a command, from callgrind's summary line.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 > /dev/null \
        | awk '/refs:/ { gsub(",", "", $4); print $4 }'
}

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
