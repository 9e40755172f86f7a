import NibModel

/// The alignment rectangle of controls whose frame is larger than what constraints align:
/// constraints act on the alignment rectangle, IB writes the frame. Insets are top, left,
/// bottom, right in y-down terms.
///
/// Values (AppKit's and UIKit's `alignmentRectInsets`, checked against corpus frames): an
/// AppKit label (text field without a border) 2 left and right; a classic AppKit push button
/// (`bezelStyle="rounded"`, 32 points tall) 4 top, 6 left and right, 7 bottom (5 top, 7 left and right from Xcode 12); a classic AppKit pop-up button
/// (`rounded`, 25-26 points tall) 2 top, 2 left, 3 bottom, 3 right; an AppKit separator box
/// 2 on each long side (its line is the middle point of five); a UISwitch 2 on the right; a
/// UISlider 2 left and right
/// and 1 bottom; a horizontal AppKit NSSlider 2 on every side (its bar starts 2 points inside
/// the frame; measured on the corpus's one AppKit slider, whose neighbours above and below and
/// leading edge all sit 2 points off its written frame).
enum AlignmentInsets {
    /// `toolsVersion`: the Xcode build that saved the document (`ToolsVersion`).
    static func of(_ view: IBObject, in document: IBDocument, toolsVersion: Double) -> EdgeInsets? {
        let tree = document.tree
        // Looked up only for the AppKit controls whose insets depend on their cell.
        var cell: XMLElementNode? { tree.child(of: view.node, key: "cell").map { tree[$0] } }
        switch (document.platform, view.element) {
        case (.macOS, "textField"):
            guard let cell = cell, cell.attribute(notKnown: "borderStyle") == nil, cell.attribute(notKnown: "bezelStyle") == nil else { return nil }
            return EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case (.macOS, "button"):
            // The classic regular push button is 32 points tall; smaller frames align as drawn.
            guard let cell = cell, cell.attribute(notKnown: "bezelStyle") == "rounded", let height = view.frame?.height, height >= 30 else { return nil }
            // Its frame reaches 7 points beyond its sides from Xcode 12 (macOS 11's controls),
            // 6 before. Measured on the corpus's push buttons whose required width or
            // side-spacing constraints show it: 6 in all six files saved before toolsVersion
            // 17000; 7 in three of the four saved after (one app's share extension and
            // Feedbin sheet, Charts' demo window), 6 in one (one app's NewsBlur sheet,
            // whose frames then read a point off, within the drawn-content tolerance). Its top
            // inset grew from 4 to 5 then: one measurement (Charts' demo window: a view 5
            // points above the button ends 5 below its frame's top); macOS 11 changed other
            // buttons' `alignmentRectInsets` too (checkboxes; lapcatsoftware.com, "Some BS
            // AppKit notes"), so this is the least certain of these values.
            let modern = toolsVersion >= 17000
            return EdgeInsets(top: modern ? 5 : 4, left: modern ? 7 : 6, bottom: 7, right: modern ? 7 : 6)
        case (.macOS, "popUpButton"):
            // The classic regular pop-up is 25-26 points tall; the macOS 11 one (24) aligns its frame.
            guard let cell = cell, cell.attribute(notKnown: "bezelStyle") == "rounded", let height = view.frame?.height, height >= 25 else { return nil }
            return EdgeInsets(top: 2, left: 2, bottom: 3, right: 3)
        case (.macOS, "box"):
            // A separator box draws a 1-point line in the middle of its 5-point frame.
            guard tree[view.node].attribute(notKnown: "boxType") == "separator", let frame = view.frame else { return nil }
            return frame.width > frame.height ? EdgeInsets(top: 2, left: 0, bottom: 2, right: 0) : EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case (.iOS, "switch"):
            // A switch's alignment rectangle is 2 points narrower than its frame, at the frame's
            // left edge (measured on the 51 x 31 and the iOS 26 63 x 28 switches: pinned on the
            // left, the frame starts at the constraint; pinned on the right, it ends 2 points
            // beyond it; in a fill stack the frame is 2 points wider than the stack).
            return EdgeInsets(top: 0, left: 0, bottom: 0, right: 2)
        case (.iOS, "slider"):
            return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        case (.macOS, "slider"):
            // Horizontal linear sliders only: a vertical or circular one was not measured.
            guard let frame = view.frame, frame.width > frame.height, cell?.attribute(notKnown: "sliderType") != "circular" else { return nil }
            return EdgeInsets(top: 2, left: 2, bottom: 2, right: 2)
        default:
            return nil
        }
    }
}

extension AlignmentInsets {
    /// AppKit controls that draw a bezel or cell inside their frame, whose alignment rectangle
    /// depends on their style, control size and macOS version (`alignmentRectInsets`).
    static let bezelDrawingAppKitElements: Set<String> = [
        "button", "popUpButton", "segmentedControl", "comboBox", "datePicker", "stepper", "searchField", "tokenField",
        "colorWell", "levelIndicator", "pathControl", "slider", "progressIndicator", "textField", "secureTextField",
    ]

    /// The largest inset of an AppKit control's alignment rectangle that NibKit does not know
    /// (no row of `of(_:in:toolsVersion:)` for its style and size), or nil when it knows them or
    /// the view draws no bezel. Such a control's frame edges may lie anywhere within this bound
    /// of the edges its constraints place (the explaining build's edge slack). The bound is the
    /// largest inset the rows above measure (7 points: a push button's sides since Xcode 12);
    /// the small push buttons, recessed and textured bezels, segmented controls and date pickers
    /// the rows leave out are drawn inside their frames by less than the regular push button.
    static func unknownInsetBound(of view: IBObject, in document: IBDocument) -> Double? {
        guard document.platform == .macOS, bezelDrawingAppKitElements.contains(view.element) else { return nil }
        return 7
    }
}

/// AppKit views whose coordinate system is flipped (y grows downwards, like UIKit's): their
/// subviews' frames are written from the top edge. NSGridView and NSStackView are not
/// (measured: a grid's first row's cells are written at the largest y; in every vertical
/// NSStackView of the corpus with two or more shown arranged views, 142, the first is written
/// at the largest y and none at the smallest, and the top-aligned views of horizontal ones
/// are written ending at the stack's height, 24 against 1).
public let flippedAppKitElements: Set<String> = [
    "scrollView", "clipView", "tableView", "outlineView", "textView", "collectionView",
]
