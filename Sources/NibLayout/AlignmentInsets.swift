import NibModel

/// Where a row of the canvas model comes from.
public enum TraitEvidence: Sendable, Equatable {
    /// Apple's documentation or a published metric (the reference named). Not re-measured.
    case apple(String)
    /// Counts over real documents that `CanvasCalibration` (`nibbench calibrate`) measures again:
    /// the row stands while the corpus does not contradict it.
    case corpus(String)
    /// Counts over public apps outside the corpus (the outside set, `Tools/outside-apps.tsv`,
    /// or the first-run apps Docs/lint.md lists), for what the corpus has no instance of: not
    /// measured again by calibration.
    case outside(String)
}

/// A condition a view must meet for a row of the canvas model to apply to it.
public enum ViewCondition: Sendable, Equatable {
    /// The view's `<cell>` has the attribute with this value.
    case cell(String, is: String)
    /// The view's `<cell>` exists and lacks the attribute.
    case cellLacks(String)
    /// The view's `<cell>` lacks the attribute or has another value.
    case cellNot(String, is: String)
    /// The view's own element has the attribute with this value.
    case attribute(String, is: String)
    /// The view's own element lacks the attribute.
    case lacks(String)
    /// The view's own element lacks the attribute, or has this value, which means the same.
    case lacksOr(String, is: String)
    /// The view's own element lacks the attribute or has another value.
    case attributeNot(String, is: String)
    /// The written frame is at least this tall.
    case minimumHeight(Double)
    /// The written frame is exactly this tall.
    case height(Double)
    /// The written frame is wider than tall.
    case wide
    /// The written frame is at least as tall as wide.
    case tall
    /// Saved by an Xcode whose `toolsVersion` is at least this (`ToolsVersion`).
    case savedFrom(Double)
    /// Saved by an Xcode whose `toolsVersion` is below this.
    case savedBefore(Double)
    /// An image view that names an image (`ImageAlignment.showsImage`).
    case showsImage

    /// Whether `view` of `document`, saved by `toolsVersion`, meets the condition.
    func holds(for view: IBObject, in document: IBDocument, toolsVersion: Double) -> Bool {
        let tree = document.tree
        var cell: XMLElementNode? { tree.child(of: view.node, key: "cell").map { tree[$0] } }
        switch self {
        case let .cell(name, value): return cell?.attribute(notKnown: name) == value
        case let .cellLacks(name): return cell.map { $0.attribute(notKnown: name) == nil } ?? false
        case let .cellNot(name, value): return cell?.attribute(notKnown: name) != value
        case let .attribute(name, value): return tree[view.node].attribute(notKnown: name) == value
        case let .lacks(name): return tree[view.node].attribute(notKnown: name) == nil
        case let .lacksOr(name, value): return tree[view.node].attribute(notKnown: name).map { $0 == value } ?? true
        case let .attributeNot(name, value): return tree[view.node].attribute(notKnown: name) != value
        case let .minimumHeight(height): return (view.frame?.height ?? 0) >= height
        case let .height(height): return view.frame?.height == height
        case .wide: return view.frame.map { $0.width > $0.height } ?? false
        case .tall: return view.frame.map { $0.height >= $0.width } ?? false
        case let .savedFrom(version): return toolsVersion >= version
        case let .savedBefore(version): return toolsVersion < version
        case .showsImage: return ImageAlignment.showsImage(view.node, in: tree)
        }
    }

    /// Whether the condition asks which Xcode saved the document.
    var dependsOnToolsVersion: Bool {
        switch self {
        case .savedFrom, .savedBefore: true
        default: false
        }
    }

    /// How the condition reads in the generated model documentation.
    var summary: String {
        switch self {
        case let .cell(name, value): "cell `\(name)=\(value)`"
        case let .cellLacks(name): "cell without `\(name)`"
        case let .cellNot(name, value): "cell `\(name)` not `\(value)`"
        case let .attribute(name, value): "`\(name)=\(value)`"
        case let .lacks(name): "without `\(name)`"
        case let .lacksOr(name, value): "without `\(name)`, or `\(name)=\(value)`"
        case let .attributeNot(name, value): "`\(name)` not `\(value)`"
        case let .minimumHeight(height): "at least \(formatRounded(height)) tall"
        case let .height(height): "\(formatRounded(height)) tall"
        case .wide: "wider than tall"
        case .tall: "at least as tall as wide"
        case let .savedFrom(version): "toolsVersion ≥ \(formatRounded(version))"
        case let .savedBefore(version): "toolsVersion < \(formatRounded(version))"
        case .showsImage: "showing an image"
        }
    }
}

/// One row of the alignment-rectangle table: the insets of a control whose frame is larger than
/// what constraints align. Constraints act on the alignment rectangle, IB writes the frame.
public struct AlignmentInsetRow: Sendable {
    /// The platform whose controls the row describes.
    public let platform: Platform
    /// The IB element (`button`, `textField`, …).
    public let element: String
    /// What else the view must be; every condition must hold.
    public let conditions: [ViewCondition]
    /// Top, left, bottom, right in y-down terms, in points.
    public let insets: EdgeInsets
    /// Where the values come from.
    public let evidence: TraitEvidence

    /// Whether the row applies to `view`.
    public func matches(_ view: IBObject, in document: IBDocument, toolsVersion: Double) -> Bool {
        document.platform == platform && view.element == element
            && conditions.allSatisfy { $0.holds(for: view, in: document, toolsVersion: toolsVersion) }
    }

    /// A short description of what the row selects (element and conditions).
    public var selector: String {
        ([platform.rawValue + " `" + element + "`"] + conditions.map(\.summary)).joined(separator: ", ")
    }
}

enum AlignmentInsets {
    /// The alignment-rectangle table, first match wins. AppKit's and UIKit's
    /// `alignmentRectInsets` are not published per control; each row was measured on corpus
    /// frames (a control pinned to its superview's edge sits off that edge by its inset in every
    /// document Xcode saved unflagged), and `CanvasCalibration` measures them again.
    static let rows: [AlignmentInsetRow] = [
        AlignmentInsetRow(platform: .macOS, element: "textField", conditions: [.cellLacks("borderStyle"), .cellLacks("bezelStyle")],
                          insets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2),
                          evidence: .corpus("an AppKit label (text field without border or bezel) draws its text 2 points inside its frame's sides")),
        // A push button (`type="push"`, always with `borderStyle="border"` in the corpus, 1,239
        // cells) draws its bezel inside its frame; a borderless image button of the same rounded
        // bezel style (`type="bevel"`, no border, 64 cells) draws nothing there: no row.
        // The classic regular push button is 32 points tall; smaller frames align as drawn. Its
        // frame reaches 7 points beyond its sides from Xcode 12 (macOS 11's controls), 6 before;
        // its top inset grew from 4 to 5 then (macOS 11 changed other buttons' insets too).
        AlignmentInsetRow(platform: .macOS, element: "button",
                          conditions: [.cell("type", is: "push"), .cell("bezelStyle", is: "rounded"), .minimumHeight(30), .savedBefore(17000)],
                          insets: EdgeInsets(top: 4, left: 6, bottom: 7, right: 6),
                          evidence: .corpus("regular push buttons pinned to an edge, documents saved before Xcode 12")),
        AlignmentInsetRow(platform: .macOS, element: "button",
                          conditions: [.cell("type", is: "push"), .cell("bezelStyle", is: "rounded"), .minimumHeight(30), .savedFrom(17000)],
                          insets: EdgeInsets(top: 5, left: 7, bottom: 7, right: 7),
                          evidence: .corpus("regular push buttons pinned to an edge, documents saved from Xcode 12 (macOS 11 controls)")),
        // A check box of the regular size (18 points tall) draws its box 2 points inside its frame
        // before Xcode 12. From Xcode 12 the 18-point frame holds a 16-point box a point inside
        // its top and bottom and 2 inside its left (pinned to their superview's leading edge in
        // unmarked documents: 17 of 17 in the corpus and 48 of 48 in the outside apps 2 points
        // outside the pin; to its top, 6 of 6 and 22 of 25 a point outside), and none on the
        // right (its title ends at the frame). Frames of other heights (16, 22) measure 0.
        AlignmentInsetRow(platform: .macOS, element: "button",
                          conditions: [.cell("type", is: "check"), .cellLacks("controlSize"), .savedBefore(17000)],
                          insets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2),
                          evidence: .corpus("regular check boxes pinned to an edge, documents saved before Xcode 12")),
        AlignmentInsetRow(platform: .macOS, element: "button",
                          conditions: [.cell("type", is: "check"), .cellLacks("controlSize"), .height(18), .savedFrom(17000)],
                          insets: EdgeInsets(top: 1, left: 2, bottom: 1, right: 0),
                          evidence: .corpus("regular check boxes written 18 tall pinned to an edge, documents saved from Xcode 12")),
        // The regular pop-up is 25-26 points tall; the macOS 11 one written 24 tall aligns its
        // frame. Its insets changed with Xcode 12 (macOS 11's controls), as the push button's
        // did; the large control size (40 tall, macOS 11 on) measures 6 top and 5 left in one
        // project only, so it has no row and its insets are unknowns.
        AlignmentInsetRow(platform: .macOS, element: "popUpButton",
                          conditions: [.cell("bezelStyle", is: "rounded"), .minimumHeight(25), .savedBefore(17000)],
                          insets: EdgeInsets(top: 2, left: 2, bottom: 3, right: 3),
                          evidence: .corpus("regular pop-up buttons (25-26 points tall) pinned to an edge, documents saved before Xcode 12")),
        AlignmentInsetRow(platform: .macOS, element: "popUpButton",
                          conditions: [.cell("bezelStyle", is: "rounded"), .minimumHeight(25), .cellNot("controlSize", is: "large"), .savedFrom(17000)],
                          insets: EdgeInsets(top: 1, left: 3, bottom: 4, right: 4),
                          evidence: .corpus("regular pop-up buttons (25 points tall) pinned to an edge, documents saved from Xcode 12")),
        // A box of the default (primary) type with a border draws it inside its frame: 3 points
        // on the sides, 4 below, and 2 above unless a title takes the top; from Xcode 26
        // (macOS 26's drawing) its frame is its border (first runs: a box re-saved by Xcode 26
        // moved onto its constraints' constants, unmarked; titled boxes of two apps' Xcode 26
        // documents at their constants in 16 of 20, the other 4 inside scroll views and
        // stacks; the corpus's unmarked documents pin no such box to an edge). A secondary box
        // is a primary one: "The Secondary box type has been identical to Primary since Mac OS X
        // 10.3" (NSBox.h; a first run: two such boxes pinned at 0, written as primary boxes are,
        // reported misplaced with the 9 views inside them; the corpus pins none of its 4).
        AlignmentInsetRow(platform: .macOS, element: "box", conditions: [.lacksOr("boxType", is: "secondary"), .attributeNot("borderType", is: "none"), .savedFrom(24000)],
                          insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
                          evidence: .outside("primary boxes with a border pinned to an edge in apps' Xcode 26 documents: at their constraints' constants")),
        AlignmentInsetRow(platform: .macOS, element: "box", conditions: [.lacksOr("boxType", is: "secondary"), .attributeNot("borderType", is: "none"), .attribute("titlePosition", is: "noTitle")],
                          insets: EdgeInsets(top: 2, left: 3, bottom: 4, right: 3),
                          evidence: .corpus("untitled primary boxes with a border pinned to an edge")),
        AlignmentInsetRow(platform: .macOS, element: "box", conditions: [.lacksOr("boxType", is: "secondary"), .attributeNot("borderType", is: "none")],
                          insets: EdgeInsets(top: 0, left: 3, bottom: 4, right: 3),
                          evidence: .corpus("titled primary boxes with a border pinned to an edge")),
        // A separator box draws a 1-point line in the middle of its 5-point frame.
        AlignmentInsetRow(platform: .macOS, element: "box", conditions: [.attribute("boxType", is: "separator"), .wide],
                          insets: EdgeInsets(top: 2, left: 0, bottom: 2, right: 0),
                          evidence: .corpus("horizontal separator boxes: the line is the middle point of five")),
        AlignmentInsetRow(platform: .macOS, element: "box", conditions: [.attribute("boxType", is: "separator"), .tall],
                          insets: EdgeInsets(top: 0, left: 2, bottom: 0, right: 2),
                          evidence: .corpus("vertical separator boxes: the line is the middle point of five")),
        // A tab view with tabs on top (no `type`) draws its bezel 7 points inside its frame's
        // sides and 10 above its bottom; the tabs take the top, 6 points inside at the regular
        // size and 3 at the small. Other types (no tabs, tabs on another side) were not measured
        // pinned often enough for a row.
        AlignmentInsetRow(platform: .macOS, element: "tabView", conditions: [.lacks("type"), .lacks("controlSize")],
                          insets: EdgeInsets(top: 6, left: 7, bottom: 10, right: 7),
                          evidence: .corpus("regular tab views with tabs on top pinned to an edge")),
        AlignmentInsetRow(platform: .macOS, element: "tabView", conditions: [.lacks("type"), .attribute("controlSize", is: "small")],
                          insets: EdgeInsets(top: 3, left: 7, bottom: 10, right: 7),
                          evidence: .corpus("small tab views with tabs on top pinned to an edge")),
        // Horizontal linear sliders only: a vertical or circular one was not measured. The macOS 11
        // slider (Xcode 12 on) sits other than 2 points inside its frame in the few documents
        // that show it: too few for a row, so an unknown.
        AlignmentInsetRow(platform: .macOS, element: "slider", conditions: [.wide, .cellNot("sliderType", is: "circular"), .savedBefore(17000)],
                          insets: EdgeInsets(top: 2, left: 2, bottom: 2, right: 2),
                          evidence: .corpus("horizontal NSSlider saved before Xcode 12: its bar starts 2 points inside the frame")),
        // An image view with a bezel frame (`imageFrameStyle` on its cell) draws the frame 3
        // points inside its own on every side: the width and height constraints of gray-bezel
        // image views are written 6 points smaller than the frame, 7 of 7 in the corpus and
        // outside apps and 178 of 178 in the first-run apps (none on a marked view), the photo
        // style's 6 of 6 alike.
        // Groove and button styles were not measured: their insets stay unknowns.
        AlignmentInsetRow(platform: .macOS, element: "imageView", conditions: [.cell("imageFrameStyle", is: "grayBezel")],
                          insets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3),
                          evidence: .corpus("image views with a gray bezel frame, constrained in size or pinned")),
        AlignmentInsetRow(platform: .macOS, element: "imageView", conditions: [.cell("imageFrameStyle", is: "photo")],
                          insets: EdgeInsets(top: 3, left: 3, bottom: 3, right: 3),
                          evidence: .outside("image views with a photo frame, constrained in size (6 in first-run apps)")),
        // The 51 x 31 and the iOS 26 63 x 28 switch: pinned on the left, the frame starts at the
        // constraint; pinned on the right, it ends 2 points beyond it.
        AlignmentInsetRow(platform: .iOS, element: "switch", conditions: [],
                          insets: EdgeInsets(top: 0, left: 0, bottom: 0, right: 2),
                          evidence: .corpus("UISwitch: alignment rectangle 2 points narrower than the frame, at its left edge")),
        AlignmentInsetRow(platform: .iOS, element: "slider", conditions: [],
                          insets: EdgeInsets(top: 0, left: 2, bottom: 1, right: 2),
                          evidence: .corpus("UISlider: the track starts 2 points inside the frame")),
        // A segmented control's alignment rectangle ends a point above its frame (a first run:
        // a root taken as a point too short under a control pinned to the safe area's bottom).
        // Saved from Xcode 12 no control of the corpus is pinned by its bottom.
        AlignmentInsetRow(platform: .iOS, element: "segmentedControl", conditions: [.savedBefore(17000)],
                          insets: EdgeInsets(top: 0, left: 0, bottom: 1, right: 0),
                          evidence: .corpus("UISegmentedControl before Xcode 12: pinned by its bottom, the frame ends a point below the constraint")),
    ]

    /// The insets of the first row that matches `view`, nil when none does.
    /// `toolsVersion`: the Xcode build that saved the document (`ToolsVersion`).
    static func of(_ view: IBObject, in document: IBDocument, toolsVersion: Double) -> EdgeInsets? {
        row(for: view, in: document, toolsVersion: toolsVersion)?.insets
    }

    /// The first row that matches `view`.
    static func row(for view: IBObject, in document: IBDocument, toolsVersion: Double) -> AlignmentInsetRow? {
        guard document.platform == .iOS || document.platform == .macOS else { return nil }
        return rowsByElement.rows(covering: view.element).lazy.map { rows[$0] }
            .first { $0.matches(view, in: document, toolsVersion: toolsVersion) }
    }

    private static let rowsByElement = RowsByElement(rows.map { [$0.element] })
}

extension AlignmentInsets {
    /// AppKit controls that draw a bezel or cell inside their frame, whose alignment rectangle
    /// depends on their style, control size and macOS version (`alignmentRectInsets`).
    static let bezelDrawingAppKitElements: Set<String> = [
        "button", "popUpButton", "segmentedControl", "comboBox", "datePicker", "stepper", "searchField", "tokenField",
        "colorWell", "levelIndicator", "pathControl", "slider", "progressIndicator", "textField", "secureTextField", "switch",
    ]

    /// The largest inset by which an AppKit control's frame edges may lie off the edges its
    /// constraints place, nil for a view that draws no bezel. The explaining build gives every
    /// such control this much edge slack, rows or not: a row's values are the common style's
    /// and era's, and the styles and sizes the rows leave out (small push buttons, recessed and
    /// textured bezels, segmented controls, date pickers) are drawn inside their frames by no
    /// more than the regular push button's 7 points. `CanvasCalibration.unknownInsetBound`
    /// measures the bound again over every control group.
    /// NSSwitch (macOS 10.15 on) is such a control: the corpus and outside apps write all 59 of
    /// their regular switches 42 points wide and 23 to 31 tall around a smaller track,
    /// and those pinned sideways sit 2 points outside their pins (14 views of one project's
    /// unflagged documents were reported misplaced, 2 points off sideways and 9 to 15 along
    /// the labels' baselines they share, while switches were taken as drawn to their frames'
    /// edges).
    /// A primary box without a border (`borderType="none"`, no `boxType` or a secondary one) has no row either:
    /// the one unflagged corpus document that pins one to its superview's sides writes it with
    /// no inset, a first-run app's transparent one with the bordered box's 3 points; so its
    /// insets are unknown too (7 false ties on that app's window, from insets taken as 0).
    static func unknownInsetBound(of view: IBObject, in document: IBDocument) -> Double? {
        guard document.platform == .macOS else { return nil }
        if bezelDrawingAppKitElements.contains(view.element) { return unknownInsetBound }
        // A tab view of a type no row measures (no tabs, tabs on another side): a first run's
        // borderless-bezel tab view is written 4 points outside its pins at the sides, its
        // item's view 10 inside the frame (`MacTabViewWithoutTabs.xib`). Measured: check-half
        // false alarms 34 to 25 (one document's tab view written 7 and 2 points outside its
        // pins, and 8 views of its item), the fit half and the outside apps unchanged but for
        // one outside misplacement lost (recall 0.28 to 0.27).
        if view.element == "tabView" { return document.tree[view.node].attribute(notKnown: "type") == nil ? nil : unknownInsetBound }
        // An image view that draws a frame of a style no row measures (groove, button).
        if view.element == "imageView" {
            let tree = document.tree
            let style = tree.child(of: view.node, key: "cell").flatMap { tree[$0].attribute(notKnown: "imageFrameStyle") }
            return style == nil || style == "none" ? nil : unknownInsetBound
        }
        guard view.element == "box" else { return nil }
        let box = document.tree[view.node]
        return ViewCondition.lacksOr("boxType", is: "secondary").holds(for: view, in: document, toolsVersion: 0)
            && box.attribute(notKnown: "borderType") == "none" ? unknownInsetBound : nil
    }

    /// The bound itself, in points: the largest inset the rows measure.
    static let unknownInsetBound: Double = 7
}

/// AppKit views whose coordinate system is flipped (y grows downwards, like UIKit's): their
/// subviews' frames are written from the top edge. Apple's documentation of `isFlipped`:
/// NSTableView and NSOutlineView, NSTextView and NSCollectionView are flipped; a clip view is
/// flipped as its document view is (`isFlippedAppKitView`). NSGridView and NSStackView are not (measured: a grid's first row's cells are written
/// at the largest y; `CanvasCalibration` counts the vertical NSStackViews whose first arranged
/// view is written at the largest y). NSTabView is (measured: the first items' views of the 31
/// tab views with tabs on top are written 25 to 33 points from the top edge, where the tabs
/// are, and 30 of them 13 points from the bottom).
public let flippedAppKitElements: Set<String> = [
    "scrollView", "tableView", "outlineView", "textView", "collectionView", "tabView",
]

/// Whether an AppKit view's subviews are written from its top edge. An NSClipView takes its
/// document view's orientation (a short document view sits at the bottom of an unflipped clip
/// view, which is why apps write flipped clip views of their own). Measured: of the clip views
/// whose document view is a plain view pinned to their top and shorter or taller than they
/// are, Interface Builder writes all 3 in unmarked corpus documents (two projects) and the 7
/// in outside apps at the clip view's height less their own (y up); none at the top (y 0).
public func isFlippedAppKitView(_ view: IBObject, in document: IBDocument) -> Bool {
    guard view.element == "clipView" else { return flippedAppKitElements.contains(view.element) }
    guard let documentViewID = view.subviewIDs.first, let documentView = document.object(documentViewID) else { return true }
    return flippedAppKitElements.contains(documentView.element)
}
