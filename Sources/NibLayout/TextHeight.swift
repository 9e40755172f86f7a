import NibModel
import NibSolver

/// The height UIKit gives one line of a label's text, estimated from its font where the font
/// is known well enough: San Francisco, the iOS system font from iOS 9.
///
/// UIKit sizes a one-line label to its font's line height (ascender + descender, no line gap
/// for San Francisco: 1950 + 494 units of 2048 per em, 1.1934 × the point size; the same
/// metrics `BaselineOffsets` uses) rounded up to the device's pixel grid. Developer reports
/// give exactly these figures: `systemFont(ofSize: 15).lineHeight` 17.900391 (Stack Overflow
/// question 33278645), a 30-point label's text 35.8007813 tall and `sizeThatFits` 36 (the
/// mo4tech article "UILabel is a pit that many people will step on"). Measured over the
/// corpus: of 336 single-line, plain-text, system-font labels of files saved by Xcode 8 and
/// later (toolsVersion 10000 and up), 189 (seven projects) are written at exactly that height,
/// for every point size from 10 to 36 (10 → 12, 14 → 17, 16 → 19.5 / 19.33 at @3x,
/// 17 → 20.5 / 20.33, 18 → 21.67, 20 → 24, 24 → 29, 30 → 36, 36 → 43). 76 are 17-point labels
/// written 21 tall, the height of the label Interface Builder's library inserts (unflagged:
/// height set by constraints or a stack, or within the misplacement tolerance); the other 71
/// differ otherwise (not examined one by one). So this
/// estimate is no evidence of misplacement (a font-based height used everywhere was tried and
/// dropped, see Docs/layout-accuracy.md); it is used only to look for ties that exact text
/// metrics show (`RootAnalysis.textTies`). Of the 77 labels that may wrap but are written less
/// than two lines tall, 60 are written at exactly the one-line estimate.
///
/// Left without an estimate (their written height stays their intrinsic height): AppKit,
/// files older than Xcode 8 (their canvas may have used Helvetica Neue, and the corpus has
/// too few of them to check), attributed text, custom fonts and text styles, labels without
/// text, and labels whose written height holds more than one line.
enum TextHeight {
    /// San Francisco's line height per point of font size: (ascender + descender) / em.
    static let sanFranciscoLinePerPoint = (1950.0 + 494.0) / 2048.0
    /// From this `toolsVersion` (Xcode 8) the canvas draws the system font as San Francisco
    /// for every file of the corpus.
    static let firstSanFranciscoToolsVersion = 10_000.0
    private static let systemFontTypes: Set<String> = ["system", "boldSystem"]

    /// The intrinsic height of `label` showing one line of its text, on the pixel grid of
    /// `scale`, or nil when NibKit cannot estimate it (see the type's comment). A label that
    /// may wrap (`numberOfLines` other than 1) counts as one line when its written height
    /// holds less than two. `toolsVersion`: the document's (`ToolsVersion.of`).
    static func oneLine(of label: IBObject, in document: IBDocument, toolsVersion: Double, writtenHeight: Double,
                        scale: Double) -> Double? {
        guard document.platform == .iOS, label.element == "label", toolsVersion >= firstSanFranciscoToolsVersion else { return nil }
        let tree = document.tree
        let node = tree[label.node]
        guard let text = node.attribute(notKnown: "text"), !text.isEmpty,
              tree.child(of: label.node, key: "attributedText") == nil,
              let font = tree.child(of: label.node, key: "fontDescription"),
              let type = tree[font].attribute(notKnown: "type"), systemFontTypes.contains(type),
              let size = tree[font].attribute(notKnown: "pointSize").flatMap(parseFiniteNumber), size > 0
        else { return nil }
        let line = size * sanFranciscoLinePerPoint
        let lines = node.attribute(notKnown: "numberOfLines") ?? "1"
        guard lines == "1" || writtenHeight < 2 * line else { return nil }
        return line.roundedToPixel(scale: scale, .up)
    }
}

/// Where a build takes labels' intrinsic heights from.
enum TextHeights {
    /// Their written frames, as for every other view (the default: see `IntrinsicSize`).
    case written
    /// `TextHeight.oneLine` where it has an estimate: for finding ties only.
    case estimated
}

/// A label whose estimated text height differs from its written one, by the two constraints
/// that hold its height to the written one (`LayoutSystem.textHeightProbes`).
struct TextHeightProbe {
    let hugging: ConstraintID
    let compression: ConstraintID
    /// The alignment-rectangle heights the two constraints hold: written, and estimated.
    let written: Double
    let estimated: Double
}

extension LayoutSystem {
    /// Holds the probed labels (`textHeightProbes`) at their estimated heights, or back at
    /// their written ones: their two height constraints' constants changed in place (no rebuild).
    func holdProbedTextHeights(estimated: Bool) {
        for probe in textHeightProbes {
            let height = estimated ? probe.estimated : probe.written
            // Optional constraints: setting their constants cannot be refused.
            try? solver.setConstant(probe.hugging, to: height)
            try? solver.setConstant(probe.compression, to: height)
        }
    }

    /// `TextHeight.oneLine` of a view of this root (nil: none, or not a label NibKit can measure).
    func estimatedTextHeight(of item: Int) -> Double? {
        guard let view = index.items[item].object, let written = documentFrames[item: item]?.height else { return nil }
        return TextHeight.oneLine(of: view, in: index.items[item].document, toolsVersion: index.toolsVersion, writtenHeight: written, scale: index.scale)
    }
}
