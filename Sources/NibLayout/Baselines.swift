import NibModel

/// Where a view's first and last baselines are, as offsets from its top edge and bottom edge
/// (positive downwards), approximated without font metrics tables:
///
/// * Text views (labels, buttons, text fields, segmented controls, AppKit text controls) draw
///   single-line text centred vertically, so the baseline sits at the centre plus half of
///   (ascender + descender): 0.3555 × the point size for San Francisco (ascender 0.952,
///   descender −0.241 of the size). A label or text view more than 1.8 lines tall holds several
///   lines: its first baseline is one ascender below its top, its last one descender above its
///   bottom.
/// * An AppKit stepper, which shows no text, still has its cell's baseline: AppKit controls
///   take theirs from their cell's font, centred like text (one app's window xib,
///   the corpus's one baseline-aligned stepper, is written centred on its text field; the
///   title-less help buttons baseline-aligned with push buttons in four one app windows
///   are written centred on them too, as NibLayout's button rule gives).
/// * Every other UIKit view has no baseline: its first baseline is its top edge and its last
///   its bottom edge (`forFirstBaselineLayout`: "If that view does not have a baseline, Auto
///   Layout uses the view's top edge"; a switch's first baseline pinned 25 points below
///   another's baseline is written 25 points below its bottom edge, unflagged).
/// * Every other AppKit view's baselines are its bottom edge: AppKit controls other than text
///   keep a baseline of their own (NSSwitch's first baseline aligned with another's is written
///   as if at its bottom, unflagged, in four documents of one project), so the top edge, which a
///   plain `NSView`'s `firstBaselineOffsetFromTop` of 0 would give, is not used.
///
/// The point size comes from `<fontDescription pointSize>` or a text style (iOS), `<font size>`
/// or `metaFont` (AppKit, inside the control's cell), else 17 (iOS) / 13 (macOS).
struct BaselineOffsets {
    /// Distance of the first baseline below the top edge, or nil when measured from the centre.
    var firstFromTop: Double?
    /// Offset of the baselines below the vertical centre (single line).
    var belowCentre: Double?
    /// Distance of the last baseline above the bottom edge.
    var lastFromBottom: Double?

    static func of(_ view: IBObject, in document: IBDocument, documentHeight: Double) -> BaselineOffsets {
        guard textElements.contains(view.element) || (document.platform == .macOS && view.element == "stepper") else {
            return BaselineOffsets(firstFromTop: document.platform == .iOS ? 0 : nil, belowCentre: nil, lastFromBottom: 0)
        }
        let size = pointSize(of: view, in: document)
        let multiline = (view.element == "label" || view.element == "textView" || (document.platform == .macOS && view.element == "textField")) && documentHeight > 1.8 * 1.2 * size
        if multiline { return BaselineOffsets(firstFromTop: 0.952 * size, belowCentre: nil, lastFromBottom: 0.241 * size) }
        return BaselineOffsets(firstFromTop: nil, belowCentre: 0.3555 * size, lastFromBottom: nil)
    }

    private static func pointSize(of view: IBObject, in document: IBDocument) -> Double {
        let tree = document.tree
        let isMacOS = document.platform == .macOS
        var candidates = [view.node]
        if let cell = tree.child(of: view.node, key: "cell") { candidates.append(cell) }
        for node in candidates {
            for child in tree[node].children where ["fontDescription", "font"].contains(tree[child].name) {
                let font = tree[child]
                if let size = font.attribute(notKnown: "pointSize").flatMap(parseFiniteNumber) ?? font.attribute(notKnown: "size").flatMap(parseFiniteNumber), size > 0 {
                    return size
                }
                if let style = font.attribute(notKnown: "style") ?? font.attribute(notKnown: "textStyle"), let size = textStyleSizes[style] { return size }
                if let meta = font.attribute(notKnown: "metaFont") { return meta.hasPrefix("smallSystem") ? 11 : meta.hasPrefix("mini") ? 9 : 13 }
            }
        }
        return isMacOS ? 13 : 17
    }
}

private let textElements: Set<String> = [
    "label", "button", "textField", "textView", "segmentedControl", "searchBar",
    "popUpButton", "secureTextField", "searchField", "comboBox", "tokenField", "datePicker",
]

/// Default sizes of the Dynamic Type text styles (Large, the default setting).
private let textStyleSizes: [String: Double] = [
    "UICTFontTextStyleLargeTitle": 34, "UICTFontTextStyleTitle1": 28, "UICTFontTextStyleTitle2": 22,
    "UICTFontTextStyleTitle3": 20, "UICTFontTextStyleHeadline": 17, "UICTFontTextStyleBody": 17,
    "UICTFontTextStyleCallout": 16, "UICTFontTextStyleSubhead": 15, "UICTFontTextStyleFootnote": 13,
    "UICTFontTextStyleCaption1": 12, "UICTFontTextStyleCaption2": 11,
    "largeTitle": 26, "title1": 22, "title2": 17, "title3": 15, "headline": 13, "body": 13,
    "callout": 12, "subheadline": 11, "footnote": 10, "caption1": 10, "caption2": 10,
]
