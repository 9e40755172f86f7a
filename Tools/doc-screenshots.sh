#!/usr/bin/env bash
# Takes the docs' screenshots of real corpus documents again: the README's storyboard map
# (ResearchKit's ORKCatalog) and Docs/diff.md's xib (a SendBird cell), each drawn by
# `nibcheck render` and shot in headless Chromium at the SVG's size (the map scaled to 1000
# pixels wide). The corpus files stay outside the repository; only the PNGs are written.
# (Docs/images/diff-report-html.png is the HTML report of the README's ComicView change, shot
# the same way at 1200x1500.)
#
#   swift build && NIBKIT_CORPUS=../shared/corpus Tools/doc-screenshots.sh && git diff --stat -- Docs/images
set -euo pipefail
cd "$(dirname "$0")/.."
tool="$PWD/.build/debug/nibcheck"
browser="${CHROMIUM:-chromium}"
[ -x "$tool" ] || { echo "doc-screenshots: build first (swift build)" >&2; exit 2; }
[ -d "${NIBKIT_CORPUS:-}" ] || { echo "doc-screenshots: set NIBKIT_CORPUS to the corpus folder" >&2; exit 2; }
command -v "$browser" >/dev/null || { echo "doc-screenshots: no $browser (set CHROMIUM)" >&2; exit 2; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# shoot DOCUMENT PNG [WIDTH]: the document's picture, scaled to WIDTH pixels wide when given.
shoot() {
    "$tool" render "$NIBKIT_CORPUS/$1" -o "$work/picture.svg"
    local size width height
    size="$(grep -o 'width="[0-9]*" height="[0-9]*"' "$work/picture.svg" | head -1 | tr -dc '0-9 ')"
    width="${size% *}"; width="${width% }"; height="${size##* }"
    if [ -n "${3:-}" ]; then height=$((height * $3 / width)); width=$3; fi
    printf '<!DOCTYPE html><html><body style="margin:0;background:#fff"><img src="picture.svg" style="width:%spx;display:block"></body></html>' \
        "$width" > "$work/page.html"
    "$browser" --headless --no-sandbox --disable-gpu --hide-scrollbars --window-size="$width,$height" \
        --screenshot="$PWD/Docs/images/$2" "file://$work/page.html" 2>/dev/null
}
shoot ResearchKit__ResearchKit/samples/ORKCatalog/ORKCatalog/Resources/Localized/Base.lproj/Main.storyboard storyboard-map.png 1000
shoot sendbird__SendBird-iOS/basic/old/sample-swift/SendBird-iOS/Chatting/ViewCell/IncomingGeneralUrlPreviewMessageTableViewCell.xib xib-wireframe.png
