#!/usr/bin/env bash
# Builds the release archive of nibcheck for this Linux machine's architecture:
#
#   Tools/release.sh            -> dist/nibcheck-VERSION-linux-ARCH.tar.gz and its .sha256
#
# The binary links the Swift runtime and Foundation statically (--static-swift-stdlib), so it
# runs on machines with no Swift toolchain. It still needs a few shared libraries (libxml2 and
# the C library's); the script prints them, then proves the list whole by running the binary in
# an empty root that holds only the binary, those libraries, /proc and a fixture (chroot in
# namespaces of its own, when run as root; otherwise the dynamic loader's log of every library
# it opened).
# The archive holds the binary, README.md, and LICENSE when the repository has one.
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/NibModel/Version.swift)
arch=$(uname -m)
name="nibcheck-$version-linux-$arch"
# The same build folder as Tools/bench-lint.sh's static build, so one build serves both.
scratch=.build/static

swift build -c release --product nibcheck --static-swift-stdlib --scratch-path "$scratch" >&2
binary="$scratch/release/nibcheck"

rm -rf "dist/$name" "dist/$name.tar.gz" "dist/$name.tar.gz.sha256"
mkdir -p "dist/$name"
cp "$binary" "dist/$name/nibcheck"
strip "dist/$name/nibcheck" 2>/dev/null || true
cp README.md "dist/$name/"
if [ -f LICENSE ]; then cp LICENSE "dist/$name/"; else echo "release: no LICENSE file in the repository; the archive has none" >&2; fi
tar -C dist -czf "dist/$name.tar.gz" "$name"
(cd dist && sha256sum "$name.tar.gz" > "$name.tar.gz.sha256")

# The shared libraries the binary still loads, with the paths this machine resolves them to.
mapfile -t libraries < <(ldd "dist/$name/nibcheck" | awk '/=>/ { print $3 } !/=>/ && $1 ~ /^\// { print $1 }' | sort -u)
echo "shared libraries nibcheck needs:"
for library in "${libraries[@]}"; do echo "  $library"; done

# Proof: the binary lints a fixture with nothing else present, and says what it must: the
# fixture has two elements with one id, so lint exits 1 and names duplicate-id. (A bare exit
# status proves nothing: without /proc the Swift runtime of a static binary reads no
# arguments, and nibcheck with none prints its help and exits 0. /proc is the kernel's, there
# on every Linux system and in every container, so the root gets it, in a mount namespace of
# its own.)
root=$(mktemp -d)
trap 'rm -rf "$root"' EXIT
for library in "${libraries[@]}"; do
    mkdir -p "$root$(dirname "$library")"
    cp -L "$library" "$root$library"
done
cp "dist/$name/nibcheck" "$root/nibcheck"
mkdir -p "$root/proc"
sed 's/id="[^"]*"/id="same-id"/' Fixtures/ComicApp/ComicView.xib > "$root/View.xib"
if [ "$(id -u)" = 0 ]; then
    status=0
    output=$(unshare --pid --fork --mount-proc="$root/proc" chroot "$root" /nibcheck lint /View.xib --no-cache 2>&1) || status=$?
    if [ "$status" != 1 ] || ! grep -q '\[duplicate-id\]' <<<"$output"; then
        echo "release: the binary does not run with only these libraries (exit $status):" >&2
        printf '%s\n' "$output" | head -5 >&2
        exit 1
    fi
    echo "verified: in an empty root holding only these libraries (and /proc), it lints and finds the fixture's duplicate ids"
else
    opened=$(LD_DEBUG=libs "dist/$name/nibcheck" lint Fixtures/ComicApp/ComicView.xib --quiet --no-cache 2>&1 >/dev/null \
        | sed -n 's/.*calling init: \(\/.*\)/\1/p' | sort -u)
    for library in $opened; do
        printf '%s\n' "${libraries[@]}" | grep -qxF "$(readlink -f "$library")" \
            || printf '%s\n' "${libraries[@]}" | grep -qxF "$library" \
            || { echo "release: the binary opened $library, which is not listed" >&2; exit 1; }
    done
    echo "verified: every library the binary opened is listed (not root: no chroot)"
fi
echo "dist/$name.tar.gz"
cat "dist/$name.tar.gz.sha256"
