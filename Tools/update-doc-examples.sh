#!/usr/bin/env bash
# Rewrites the output of every ```console example in README.md and Docs/*.md with what its
# `$ nibcheck …` command prints today (standard output, then standard error; NO_COLOR set),
# run from the repository root with the debug build, and redraws the pictures the docs name
# with their `nibcheck render … -o Docs/images/….svg` command. DocumentedExamplesTests checks both,
# and the examples that run in a repository of their own ("gives (exit status N):"), whose
# failure message prints the output to paste.
#
#   swift build && Tools/update-doc-examples.sh && git diff -- README.md Docs
set -euo pipefail
cd "$(dirname "$0")/.."
tool="$PWD/.build/debug/nibcheck"
[ -x "$tool" ] || { echo "update-doc-examples: build first (swift build)" >&2; exit 2; }
for file in README.md Docs/*.md; do
    grep -q '^```console$' "$file" || continue
    TOOL="$tool" python3 - "$file" <<'PY'
import os, shlex, subprocess, sys
path = sys.argv[1]
lines = open(path, encoding="utf-8").read().split("\n")
out, in_console = [], False
for line in lines:
    if line.startswith("```"):
        in_console = (not in_console) and line == "```console"
        out.append(line)
    elif in_console and line.startswith("$ "):
        out.append(line)
        words = shlex.split(line[2:])
        env = dict(os.environ, NO_COLOR="1")
        run = subprocess.run([os.environ["TOOL"]] + words[1:], capture_output=True, env=env)
        text = (run.stdout + run.stderr).decode("utf-8")
        out.extend(text.split("\n")[:-1] if text.endswith("\n") else text.split("\n"))
    elif not in_console:
        out.append(line)
open(path, "w", encoding="utf-8").write("\n".join(out))
PY
done
# The pictures the docs name with their command (`nibcheck render FILE -o Docs/images/X.svg`).
grep -ho '`nibcheck render [^`]* -o Docs/images/[^`]*\.svg`' README.md Docs/*.md | sort -u | tr -d '`' | while read -r line; do
    eval "\"$tool\" ${line#nibcheck }"
done
