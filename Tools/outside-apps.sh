#!/bin/bash
# Builds a set of IB documents from public apps that are not in the corpus and scores NibKit's
# layout verdicts on it against Xcode's marks, as `nibbench layout-accuracy` scores the corpus:
# files nobody developed against, the way users meet NibKit.
#
#   Tools/outside-apps.sh OUT          clone each app of Tools/outside-apps.tsv at its commit
#   MIRRORS=DIR Tools/outside-apps.sh OUT   read DIR/owner+name/repo (bare git folders) instead
#
# OUT gets one folder per app (owner__name) holding only its .xib and .storyboard files; they
# are the apps' own files under their own licences: keep them out of the repository.
# One row per platform (`--whole`): the corpus's fit/check split means nothing here.
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 OUT" >&2; exit 2; }
out=$1
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
grep -v '^#' "$here/outside-apps.tsv" | while IFS=$'\t' read -r repo commit _; do
    folder="$out/${repo/\//__}"
    [ -d "$folder" ] && continue
    if [ -n "${MIRRORS:-}" ]; then
        git_dir="$MIRRORS/${repo/\//+}/repo"
    else
        git_dir=$(mktemp -d)
        git clone --quiet --bare --filter=blob:none "https://github.com/$repo.git" "$git_dir"
    fi
    git -C "$git_dir" ls-tree -r --name-only "$commit" | grep -E '\.(xib|storyboard)$' | while read -r path; do
        mkdir -p "$folder/$(dirname "$path")"
        git -C "$git_dir" show "$commit:$path" > "$folder/$path"
    done
    [ -n "${MIRRORS:-}" ] || rm -rf "$git_dir"
done
"${NIBBENCH:-.build/release/nibbench}" layout-accuracy "$out" --whole
