import NibModel
import ParallelMap

/// Measures the canvas model's corpus rows again on real documents, and mines what the rows do
/// not cover: the evidence behind `AlignmentInsets.rows`, `AlignmentInsets.unknownInsetBound`
/// and the unflipped NSStackView, and a contradiction for every row the documents disagree with.
///
/// Only documents Xcode saved with no `ambiguous` or `misplaced` mark are read: in them every
/// written frame is where Xcode's own layout put it, alignment insets included. A control pinned
/// to its superview's edge by a required constraint (`view.left == superview.left + c`, no
/// margin, multiplier 1) then shows its inset on that side: its frame edge lies the inset
/// beyond the constraint's place. `nibbench calibrate` prints the figures; a corpus test fails on
/// a contradiction.
public struct CanvasCalibration: Sendable {
    /// A side of a frame, in y-down terms.
    public enum Side: String, CaseIterable, Sendable { case top, left, bottom, right }

    /// Measurements of one quantity, rounded to half a point: value → how often.
    public struct Histogram: Sendable {
        /// Value (points, half-point steps) → count.
        public private(set) var counts: [Double: Int] = [:]
        /// Number of measurements.
        public var total: Int { counts.values.reduce(0, +) }
        /// The most frequent value (the smaller on a tie), nil when empty.
        public var mode: Double? { counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key }
        /// Share of the measurements within half a point of `value`.
        public func share(near value: Double) -> Double {
            total == 0 ? 0 : Double(counts.filter { abs($0.key - value) <= 0.5 }.values.reduce(0, +)) / Double(total)
        }
        mutating func add(_ value: Double) { counts[(value * 2).rounded() / 2, default: 0] += 1 }
        static func + (a: Histogram, b: Histogram) -> Histogram {
            var sum = a
            sum.counts.merge(b.counts, uniquingKeysWith: +)
            return sum
        }
        /// The commonest values, `value×count`, most frequent first.
        var summary: String {
            counts.sorted { ($0.value, -$0.key) > ($1.value, -$1.key) }.prefix(4)
                .map { "\(formatRounded($0.key))×\($0.value)" }.joined(separator: " ")
        }
    }

    /// Controls of one kind: what calibration groups frame heights and unexplained insets by.
    public struct ControlGroup: Hashable, Comparable, Sendable {
        /// The platform.
        public let platform: Platform
        /// The IB element.
        public let element: String
        /// The bezel, border or button style the document writes (`-` for none), and an AppKit
        /// cell's type after a slash (`regularSquare/check`).
        public let style: String
        /// The cell's `controlSize` (`regular` when unwritten).
        public let controlSize: String
        /// Before or from Xcode 12 (toolsVersion 17000), where macOS 11's controls came in.
        public let savedFromXcode12: Bool
        /// By platform, element, style, size, era.
        public static func < (a: ControlGroup, b: ControlGroup) -> Bool {
            (a.platform.rawValue, a.element, a.style, a.controlSize, a.savedFromXcode12 ? 1 : 0)
                < (b.platform.rawValue, b.element, b.style, b.controlSize, b.savedFromXcode12 ? 1 : 0)
        }
        /// How the group reads in the report.
        public var name: String {
            "\(platform.rawValue) \(element) \(style) \(controlSize) \(savedFromXcode12 ? "Xcode 12+" : "before Xcode 12")"
        }
    }

    /// Minimum measurements on a side before a row can be contradicted there.
    public static let minimumMeasurements = 3
    /// Share of a side's measurements that must agree with the row's value (within half a point).
    public static let minimumAgreement = 0.5

    /// Unmarked documents read.
    public private(set) var documents = 0
    /// Per row of `AlignmentInsets.rows` (same order), the insets measured on each side.
    public private(set) var rowInsets: [[Side: Histogram]] = Array(repeating: [:], count: AlignmentInsets.rows.count)
    /// Controls no row covers: the insets measured on each side.
    public private(set) var unknownInsets: [ControlGroup: [Side: Histogram]] = [:]
    /// Written frame heights of every control, covered by a row or not.
    public private(set) var heights: [ControlGroup: Histogram] = [:]
    /// Vertical NSStackViews with two or more shown subviews: the first written at the largest
    /// y (as an unflipped view writes it), at the smallest (as a flipped one would).
    public private(set) var stackFirstAtLargestY = 0, stackFirstAtSmallestY = 0
    /// The shown arranged views of NSStackViews aligned by an edge (leading, trailing, top,
    /// bottom): written at that edge (within the bound of unknown insets), off it with a
    /// constraint of their own to the stack across its axis, and off it without one. The
    /// evidence that AppKit may hold the edge alignment below required
    /// (`SynthesizedConstraintKind.appKitStackEdgeAlignment`).
    public private(set) var edgeAlignedAtEdge = 0, edgeAlignedOffByOwnConstraint = 0, edgeAlignedOffOtherwise = 0
    /// NSStackViews without subviews, by their written size along their orientation: zero, or
    /// larger. The evidence that the zero size NibKit gives them is not certain
    /// (`SynthesizedConstraintKind.emptyStackSize`).
    public private(set) var emptyStacksAtZero = 0, emptyStacksLarger = 0
    /// NSClipViews whose document view is an unflipped view pinned to their top and of another
    /// height: written at the clip view's height less its own (as an unflipped clip view writes
    /// it), at zero (as a flipped one would). The evidence behind `isFlippedAppKitView`.
    public private(set) var clipDocumentsYUp = 0, clipDocumentsYDown = 0

    /// Nothing measured yet.
    public init() {}

    /// Elements whose frames calibration groups as controls: AppKit's bezel-drawing controls and
    /// UIKit's standard controls.
    static let iOSControlElements: Set<String> = [
        "button", "switch", "slider", "segmentedControl", "stepper", "textField", "pageControl", "progressView",
        "activityIndicatorView", "datePicker", "searchBar",
    ]

    /// Measures one document; documents with an Xcode mark, without constraints, or of another
    /// platform add nothing.
    public mutating func add(_ document: IBDocument) {
        guard LayoutAccuracy.isScored(document),
              !document.objects.contains(where: { $0.xcodeFlags.ambiguous || $0.xcodeFlags.misplaced }) else { return }
        documents += 1
        let toolsVersion = ToolsVersion.of(document)
        for view in document.objects where view.isView {
            guard let group = Self.controlGroup(of: view, in: document, toolsVersion: toolsVersion) else {
                if view.element == "stackView", document.platform == .macOS {
                    countStackOrder(view, in: document)
                    countEdgeAlignment(view, in: document)
                    countEmptyStack(view, in: document)
                }
                if view.element == "clipView", document.platform == .macOS { countClipDocument(view, in: document) }
                continue
            }
            if let frame = view.frame { heights[group, default: .init()].add(frame.height) }
        }
        for constraint in document.constraints {
            guard let (view, side, inset) = Self.pinnedInset(constraint, in: document) else { continue }
            if let index = AlignmentInsets.rows.firstIndex(where: { $0.matches(view, in: document, toolsVersion: toolsVersion) }) {
                rowInsets[index][side, default: .init()].add(inset)
            } else if let group = Self.controlGroup(of: view, in: document, toolsVersion: toolsVersion) {
                unknownInsets[group, default: [:]][side, default: .init()].add(inset)
            }
        }
    }

    /// Merges the measurements of two disjoint sets of documents.
    public static func + (a: CanvasCalibration, b: CanvasCalibration) -> CanvasCalibration {
        var sum = a
        sum.documents += b.documents
        for (index, sides) in b.rowInsets.enumerated() { sum.rowInsets[index].merge(sides, uniquingKeysWith: +) }
        for (group, sides) in b.unknownInsets { sum.unknownInsets[group, default: [:]].merge(sides, uniquingKeysWith: +) }
        sum.heights.merge(b.heights, uniquingKeysWith: +)
        sum.stackFirstAtLargestY += b.stackFirstAtLargestY
        sum.stackFirstAtSmallestY += b.stackFirstAtSmallestY
        sum.edgeAlignedAtEdge += b.edgeAlignedAtEdge
        sum.edgeAlignedOffByOwnConstraint += b.edgeAlignedOffByOwnConstraint
        sum.edgeAlignedOffOtherwise += b.edgeAlignedOffOtherwise
        sum.emptyStacksAtZero += b.emptyStacksAtZero
        sum.emptyStacksLarger += b.emptyStacksLarger
        sum.clipDocumentsYUp += b.clipDocumentsYUp
        sum.clipDocumentsYDown += b.clipDocumentsYDown
        return sum
    }

    /// Every checked-in row or bound the measurements contradict, one sentence each; empty when
    /// the documents agree with the model.
    public var contradictions: [String] {
        var found: [String] = []
        for (row, sides) in zip(AlignmentInsets.rows, rowInsets) {
            guard case .corpus = row.evidence else { continue }
            for side in Side.allCases {
                guard let measured = sides[side], measured.total >= Self.minimumMeasurements else { continue }
                let value = Self.inset(row.insets, side)
                if measured.share(near: value) < Self.minimumAgreement {
                    found.append("alignment insets of \(row.selector): \(side.rawValue) is \(formatRounded(value)) in the table, "
                        + "the documents measure \(measured.summary)")
                }
            }
        }
        for (group, sides) in unknownInsets.sorted(by: { $0.key < $1.key }) where group.platform == .macOS
            && AlignmentInsets.bezelDrawingAppKitElements.contains(group.element) {
            for side in Side.allCases {
                guard let measured = sides[side], measured.total >= Self.minimumMeasurements, let mode = measured.mode,
                      abs(mode) > AlignmentInsets.unknownInsetBound else { continue }
                found.append("\(group.name): its \(side.rawValue) inset is mostly \(formatRounded(mode)) (\(measured.summary)), "
                    + "beyond the \(formatRounded(AlignmentInsets.unknownInsetBound))-point bound of unknown insets")
            }
        }
        let stacks = stackFirstAtLargestY + stackFirstAtSmallestY
        if stacks >= Self.minimumMeasurements, Double(stackFirstAtSmallestY) > 0.05 * Double(stacks) {
            found.append("NSStackView is unflipped in the model, but \(stackFirstAtSmallestY) of \(stacks) vertical stack views "
                + "write their first view at the smallest y")
        }
        let clips = clipDocumentsYUp + clipDocumentsYDown
        if clips >= Self.minimumMeasurements, Double(clipDocumentsYDown) > 0.05 * Double(clips) {
            found.append("a clip view of an unflipped document view is unflipped in the model, but \(clipDocumentsYDown) of \(clips) "
                + "such document views pinned to the clip view's top are written at y 0")
        }
        return found
    }

    /// The evidence, as Markdown: each row with what the documents measure, the NSStackView
    /// count, the unknown insets and the frame heights of each control group.
    public var report: String {
        var lines = ["\(documents) unmarked documents measured.", "", "## Alignment-inset rows", "",
                     "| row | table (top, left, bottom, right) | measured top | left | bottom | right |", "|---|---|---|---|---|---|"]
        for (row, sides) in zip(AlignmentInsets.rows, rowInsets) {
            let table = Side.allCases.map { formatRounded(Self.inset(row.insets, $0)) }.joined(separator: ", ")
            let measured = Side.allCases.map { sides[$0].map { $0.summary } ?? "-" }
            lines.append("| \(row.selector) | \(table) | " + measured.joined(separator: " | ") + " |")
        }
        lines += ["", "## NSStackView", "",
                  "Vertical stack views with two or more shown subviews: first written at the largest y \(stackFirstAtLargestY), "
                      + "at the smallest \(stackFirstAtSmallestY).",
                  "",
                  "Arranged views of stack views aligned by an edge: written at that edge \(edgeAlignedAtEdge), "
                      + "off it with their own constraint to the stack across its axis \(edgeAlignedOffByOwnConstraint), "
                      + "off it without one \(edgeAlignedOffOtherwise).",
                  "",
                  "Stack views without subviews, along their orientation: written at zero size \(emptyStacksAtZero), "
                      + "larger \(emptyStacksLarger).",
                  "",
                  "## NSClipView", "",
                  "Unflipped document views pinned to their clip view's top, of another height: written y-up (at the clip view's "
                      + "height less their own) \(clipDocumentsYUp), y-down (at 0) \(clipDocumentsYDown).",
                  "", "## Controls no row covers: insets measured", "",
                  "| group | top | left | bottom | right |", "|---|---|---|---|---|"]
        for (group, sides) in unknownInsets.sorted(by: { $0.key < $1.key }) {
            lines.append("| \(group.name) | " + Side.allCases.map { sides[$0].map { $0.summary } ?? "-" }.joined(separator: " | ") + " |")
        }
        lines += ["", "## Control frame heights", "", "| group | views | heights |", "|---|---|---|"]
        for (group, measured) in heights.sorted(by: { $0.key < $1.key }) {
            lines.append("| \(group.name) | \(measured.total) | \(measured.summary) |")
        }
        return lines.joined(separator: "\n")
    }

    static func inset(_ insets: EdgeInsets, _ side: Side) -> Double {
        switch side {
        case .top: insets.top
        case .left: insets.left
        case .bottom: insets.bottom
        case .right: insets.right
        }
    }

    static func controlGroup(of view: IBObject, in document: IBDocument, toolsVersion: Double) -> ControlGroup? {
        let isControl = switch document.platform {
        case .macOS: AlignmentInsets.bezelDrawingAppKitElements.contains(view.element)
        case .iOS: iOSControlElements.contains(view.element)
        default: false
        }
        guard isControl else { return nil }
        let tree = document.tree
        let node = tree[view.node]
        let cell = tree.child(of: view.node, key: "cell").map { tree[$0] }
        var style = cell?.attribute(notKnown: "bezelStyle") ?? cell?.attribute(notKnown: "borderStyle")
            ?? node.attribute(notKnown: "borderStyle") ?? node.attribute(notKnown: "buttonType") ?? "-"
        // An AppKit button's cell type tells a check box or radio button from the bezel it shares.
        if let type = cell?.attribute(notKnown: "type") { style += "/" + type }
        return ControlGroup(platform: document.platform, element: view.element, style: style,
                            controlSize: cell?.attribute(notKnown: "controlSize") ?? node.attribute(notKnown: "controlSize") ?? "regular",
                            savedFromXcode12: toolsVersion >= 17000)
    }

    /// The inset a required edge constraint between a view and its superview shows on the view's
    /// side, nil for any other constraint. Leading and trailing read as left and right.
    static func pinnedInset(_ constraint: IBConstraint, in document: IBDocument) -> (IBObject, Side, Double)? {
        guard constraint.isRequired, !constraint.isPlaceholder, constraint.overrides.isEmpty, constraint.relation == .equal,
              constraint.multiplier == 1, let secondID = constraint.secondItemID, constraint.secondAttribute == constraint.firstAttribute
        else { return nil }
        let side: Side
        switch constraint.firstAttribute {
        case .left, .leading: side = .left
        case .right, .trailing: side = .right
        case .top: side = .top
        case .bottom: side = .bottom
        default: return nil
        }
        // `view.edge == superview.edge + c`, or `superview.edge == view.edge + c` (then c counts
        // the other way).
        let first = document.object(constraint.firstItemID), second = document.object(secondID)
        let view: IBObject, superview: IBObject, offset: Double
        if let first, let second, first.superviewID == second.id {
            (view, superview, offset) = (first, second, constraint.constant)
        } else if let first, let second, second.superviewID == first.id {
            (view, superview, offset) = (second, first, -constraint.constant)
        } else {
            return nil
        }
        guard let frame = view.frame, let container = superview.frame else { return nil }
        let flipped = document.platform != .macOS || isFlippedAppKitView(superview, in: document)
        let top = flipped ? frame.y : container.height - frame.y - frame.height
        let inset = switch side {
        case .left: offset - frame.x
        case .right: frame.x + frame.width - (container.width + offset)
        case .top: offset - top
        case .bottom: top + frame.height - (container.height + offset)
        }
        return (view, side, inset)
    }

    private mutating func countEdgeAlignment(_ stack: IBObject, in document: IBDocument) {
        let tree = document.tree
        let vertical = tree[stack.node].attribute(notKnown: "orientation") == "vertical"
        guard let alignment = tree[stack.node].attribute(notKnown: "alignment"),
              (vertical ? ["leading", "trailing"] : ["top", "bottom"]).contains(alignment), let frame = stack.frame else { return }
        let insets = StackArrangement.appKitEdgeInsets(of: stack, in: document)
        let across: Set<LayoutAttribute> = vertical ? [.leading, .trailing, .left, .right] : [.top, .bottom]
        for view in document.objects where view.superviewID == stack.id && !view.isHidden {
            guard let written = view.frame else { continue }
            // Arranged views are written in the stack's unflipped coordinates (y up).
            let gap = switch alignment {
            case "leading": written.x - insets.left
            case "trailing": frame.width - insets.right - written.maxX
            case "top": frame.height - insets.top - written.maxY
            default: written.y - insets.bottom
            }
            if abs(gap) <= AlignmentInsets.unknownInsetBound {
                edgeAlignedAtEdge += 1
            } else if document.constraints.contains(where: { constraint in
                constraint.itemIDs.contains(view.id) && constraint.itemIDs.contains(stack.id)
                    && across.contains(constraint.firstAttribute) && constraint.secondAttribute.map(across.contains) ?? false
            }) {
                edgeAlignedOffByOwnConstraint += 1
            } else {
                edgeAlignedOffOtherwise += 1
            }
        }
    }

    private mutating func countEmptyStack(_ stack: IBObject, in document: IBDocument) {
        guard stack.subviewIDs.isEmpty, let frame = stack.frame else { return }
        let vertical = document.tree[stack.node].attribute(notKnown: "orientation") == "vertical"
        if (vertical ? frame.height : frame.width) == 0 { emptyStacksAtZero += 1 } else { emptyStacksLarger += 1 }
    }

    private mutating func countClipDocument(_ clip: IBObject, in document: IBDocument) {
        guard let documentID = clip.subviewIDs.first, let documentView = document.object(documentID),
              !isFlippedAppKitView(documentView, in: document),
              let frame = documentView.frame, let clipFrame = clip.frame, abs(frame.height - clipFrame.height) >= 1,
              document.constraints.contains(where: { constraint in
                  let items = [constraint.firstItemID, constraint.secondItemID]
                  return items.contains(documentID) && items.contains(clip.id)
                      && constraint.firstAttribute == .top && constraint.secondAttribute == .top
              }) else { return }
        if abs(frame.y - (clipFrame.height - frame.height)) < 0.5 { clipDocumentsYUp += 1 } else if abs(frame.y) < 0.5 { clipDocumentsYDown += 1 }
    }

    private mutating func countStackOrder(_ stack: IBObject, in document: IBDocument) {
        guard document.tree[stack.node].attribute(notKnown: "orientation") == "vertical" else { return }
        let shown = document.objects.filter { $0.superviewID == stack.id && !$0.isHidden && $0.frame != nil }
        guard shown.count >= 2, let first = shown.first?.frame else { return }
        let ys = shown.compactMap { $0.frame?.y }
        if first.y == ys.max() { stackFirstAtLargestY += 1 } else if first.y == ys.min() { stackFirstAtSmallestY += 1 }
    }
}

extension CanvasCalibration {
    /// Measures every readable document of a corpus, on all cores; `relativePaths` are relative
    /// to `corpus`. Unreadable documents are skipped (the reader's tests cover them).
    public init(corpus: String, relativePaths: [String]) {
        let parts = concurrentMap(relativePaths.count) { position -> CanvasCalibration in
            var part = CanvasCalibration()
            if let document = try? IBDocument.read(path: corpus + "/" + relativePaths[position]) { part.add(document) }
            return part
        }
        self = parts.reduce(CanvasCalibration(), +)
    }
}
