# nibcheck as an Xcode Run Script build phase (paste this file's text into the phase; the
# README quotes it, and nibcheckTests runs it with fake PATH layouts).
#
# Xcode runs scripts with a minimal PATH (/usr/bin:/bin:/usr/sbin:/sbin), without Homebrew's
# /opt/homebrew/bin (Apple silicon) or /usr/local/bin (Intel), or Mint's ~/.mint/bin.
# With ENABLE_USER_SCRIPT_SANDBOXING (on by default since Xcode 15) the script may read only the
# files the phase declares: add the .xib and .storyboard files, the Swift sources they connect
# to and .nibcheck.yml as Input Files (or in an .xcfilelist under Input File Lists). The
# sandbox also forbids writing the lint cache, so it is off there.
PATH="$PATH:/opt/homebrew/bin:/usr/local/bin:$HOME/.mint/bin"
if ! command -v nibcheck >/dev/null 2>&1; then
    echo "warning: nibcheck is not installed (brew install OWNER/nibkit/nibcheck, or mint install OWNER/NibKit)"
    exit 0
fi
if [ "${ENABLE_USER_SCRIPT_SANDBOXING:-NO}" != YES ]; then
    exec nibcheck lint "$SRCROOT" --quiet
fi
# Sandboxed: lint the declared inputs (files, and the lines of the file lists Xcode resolved).
set --
i=0
while [ "$i" -lt "${SCRIPT_INPUT_FILE_COUNT:-0}" ]; do
    eval "set -- \"\$@\" \"\$SCRIPT_INPUT_FILE_$i\""
    i=$((i + 1))
done
i=0
while [ "$i" -lt "${SCRIPT_INPUT_FILE_LIST_COUNT:-0}" ]; do
    eval "list=\"\$SCRIPT_INPUT_FILE_LIST_$i\""
    while IFS= read -r file || [ -n "$file" ]; do
        [ -n "$file" ] && set -- "$@" "$file"
    done < "$list"
    i=$((i + 1))
done
documents=0
for file in "$@"; do
    case "$file" in *.xib|*.storyboard) documents=$((documents + 1)) ;; esac
done
if [ "$documents" -eq 0 ]; then
    echo "error: ENABLE_USER_SCRIPT_SANDBOXING is on and this phase declares no .xib or .storyboard input: add them as Input Files, or turn sandboxing off for the target"
    exit 1
fi
config=""
for file in "$@"; do
    case "$file" in */.nibcheck.yml) config="$file" ;; esac
done
if [ -n "$config" ]; then
    exec nibcheck lint --quiet --no-cache --config "$config" -- "$@"
fi
exec nibcheck lint --quiet --no-cache -- "$@"
