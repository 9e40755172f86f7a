import NibModel

/// How a layout is computed and judged.
public struct LayoutOptions: Sendable {
    /// Lay out `leading`/`trailing` right-to-left (leading is the right edge).
    public var rightToLeft = false
    /// A view is misplaced when a side of its document frame differs from the solved frame by
    /// more than this many points, after both are rounded to the device's pixel grid.
    public var misplacementTolerance = 0.5
    /// How far (points) an edge or baseline of a view the system draws (text, controls,
    /// images) may lie from NibLayout's estimate of its alignment rectangle and baseline before
    /// a frame counts as misplaced: NibKit cannot measure text and does not know every
    /// control's alignment insets, and prefers silence to a false alarm there. The allowance
    /// propagates through the constraints (see Docs/layout-accuracy.md); 0 turns it off.
    public var drawnContentTolerance = 2.0
    /// Telling missing constraints from equal-priority ties takes two more solves with one
    /// priority level per optional constraint, costing about (ambiguous views × optional
    /// constraints) level comparisons per variable. Above this product the reason is not
    /// worked out: ambiguity is reported as missing constraints, and sub-tolerance ties are not
    /// filtered out (bounded time on hostile input).
    public var ambiguityReasonBudget = 200_000
    /// `LayoutAnalyzer.analyze` skips a root with more views than this and reports it
    /// (`layout-too-large`) instead. Real documents stay far below (the largest of 300 real
    /// files has 150 views in all); independent views solve in linear time, but the cost of a
    /// long chain of constraints grows faster (a chain of 8,000 views: 200 s and 3 GB in a debug
    /// build), so this bounds the worst case rather than making it fast.
    public var maximumViewsPerRoot = 6_000
    /// The same bound for a whole document: roots are analysed in order while their views add
    /// up to no more than this; the rest are reported (`layout-too-large`).
    public var maximumViewsPerDocument = 12_000
    /// Whether written frames are compared with the solved ones (`layout-misplaced`, and the
    /// explaining and window builds behind that verdict). A caller that reports no
    /// misplacement (a lint with the rule off, its default) leaves it out: most explaining
    /// builds, about seven times a predicting build's cost each, are made for it. Ambiguity
    /// and conflict verdicts do not change (they ask the explaining build on their own).
    public var judgesMisplacement = true
    /// Custom classes whose instances size themselves, as the project's sources say (a class
    /// that overrides `intrinsicContentSize`, or inherits from one that does), by the names
    /// documents write in `customClass`. NibKit cannot run the code that computes the size, so
    /// a view of such a class has an intrinsic size on both axes, measured by its written frame
    /// (a placeholder size or a designables cache, where the document has one, still decides).
    /// Without the sources (the default, empty) such a view has none, as IB's canvas gives it
    /// none until the class is built: its size is then the constraints' to fix.
    public var selfSizingClasses: Set<String> = []
    /// Lay out only the roots that hold a view of one of `selfSizingClasses`
    /// (`LayoutAnalyzer.roots(holdingViewsOf:in:)`): a second pass over a document whose other
    /// roots the first pass, without the sources, already judged as this one would.
    public var onlyRootsHoldingSelfSizingViews = false
    /// Adjustments of the canvas model left out (`LayoutAdjustment`): none by default. For
    /// measuring what each one does, not for everyday use.
    public var disabledAdjustments: Set<LayoutAdjustment> = []

    /// Whether `adjustment` is applied (not in `disabledAdjustments`). Asked per view in the
    /// layout builds: the usual empty set answers without hashing the id.
    public func applies(_ adjustment: LayoutAdjustment) -> Bool {
        disabledAdjustments.isEmpty || !disabledAdjustments.contains(adjustment)
    }

    /// The defaults: left-to-right, half-point misplacement tolerance, 6,000 views per root and 12,000 per document.
    public init() {}
}

/// Which axes of a view the constraints leave open, and why.
public struct AxisAmbiguity: Hashable, Sendable, CustomStringConvertible {
    /// Horizontal position or width is not determined.
    public let horizontal: Bool
    /// Vertical position or height is not determined.
    public let vertical: Bool
    /// Why the open axes are open.
    public let reason: Reason

    /// What leaves an axis open; the raw values name it in messages and JSON.
    public enum Reason: String, Hashable, Sendable {
        /// Too few constraints: some position or size is free.
        case missingConstraints
        /// Optional constraints of equal priority pull against each other (for example two
        /// labels that hug at 250 in a row whose width is fixed): the tie has no winner.
        case equalPriorityOptionals
        /// Such a tie that appears once the labels' text is measured: their written frames
        /// fit the constraints exactly, but one line of their text is shorter or taller than
        /// written, and equal priorities share the difference (`TextHeight`).
        case measuredTextTie
        /// The view is in a static table cell that ends below its table view's frame, or in a
        /// prototype cell written wholly below it: the table lays out only the rows it shows,
        /// so the canvas leaves the view's frame open whatever its constraints, and judges
        /// nothing there (`UnloadedTableRows`).
        case unloadedTableRow
        /// The view is a scroll view with content layout guides whose content's constraints do
        /// not fix the width or height of its content area (`ScrollableContentSize`); its own
        /// frame may be fully determined.
        case scrollableContentSize
        /// The view is a window's content view that nothing places in its window
        /// (`WindowContent.isUnplaced`): its `translatesAutoresizingMaskIntoConstraints` is NO.
        case unplacedWindowContent

        /// Whether the canvas, not the constraints, leaves the frame open: reported as the note
        /// `layout-offscreen-row`, never by `layout-ambiguous`, and not scored as its verdict.
        public var isCanvasLimit: Bool { self == .unloadedTableRow }
    }

    /// An ambiguity on the axes given, for the reason given.
    public init(horizontal: Bool, vertical: Bool, reason: Reason) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.reason = reason
    }

    /// Xcode's wording: `X position or width`, `Y position or height`, or both.
    public var description: String {
        [horizontal ? "X position or width" : nil, vertical ? "Y position or height" : nil]
            .compactMap { $0 }.joined(separator: ", ")
    }
}

/// The solved layout of one view.
public struct ViewLayout: Sendable {
    /// The view's id in the document.
    public let viewID: String
    /// The solved frame in the superview's coordinates, in the document's convention (y-up,
    /// from the superview's bottom edge, on macOS).
    public let frame: Rect
    /// The frame written in the document (nil when the file has none).
    public let documentFrame: Rect?
    /// nil when the constraints determine the view's frame.
    public let ambiguity: AxisAmbiguity?
    /// The document frame differs from `frame` (see `LayoutOptions.misplacementTolerance`).
    public let isMisplaced: Bool
}

/// A set of required constraints that cannot hold together in one configuration.
public struct LayoutConflict: Sendable {
    /// The IB constraint ids of a minimal conflicting set (constraints NibLayout synthesises,
    /// such as a root view's size or a stack view's spacing, are named in `message` only).
    public let constraintIDs: [String]
    /// The configuration in which the set cannot hold.
    public let variant: Variant
    /// The whole set in words.
    public let message: String
    /// The constraints NibLayout adds that are in the set (a stack view's arrangement of a
    /// view, a root's size), as keys: conflicts that share them, each with one document
    /// constraint, have one cause, and are one finding.
    public let synthesizedMembers: [String]
}

/// One root view laid out in one configuration.
public struct RootLayout: Sendable {
    /// The root view's id in the document.
    public let rootViewID: String
    /// The storyboard scene of the root, nil in a xib.
    public let sceneID: String?
    /// The configuration (size classes) this layout is for.
    public let variant: Variant
    /// Whether this is the configuration IB's canvas shows for the document's "View as"
    /// device (its size classes; Any/Any without a device or a variation for it): the one the
    /// document's frames are written for, and the only one in which views are judged misplaced.
    public let isCanvasConfiguration: Bool
    /// Every installed view of the root's tree, the root included, by id.
    public let views: [String: ViewLayout]
    /// The sets of required constraints that could not all hold, each minimal.
    public let conflicts: [LayoutConflict]
}

/// The static layout analysis of a document.
public struct LayoutAnalysis: Sendable {
    /// The path of the document analysed, as it was read.
    public let documentPath: String
    /// One entry per root and per configuration that lays it out differently from the ones
    /// before it (a root no variation touches appears once, in the base configuration).
    public let roots: [RootLayout]
    /// Codes: `layout-conflict` (error), `layout-ambiguous` (warning), `layout-misplaced`
    /// (warning), `layout-variant-conflict` (note), `layout-offscreen-row` (note: the content of
    /// a table row the canvas does not lay out), `layout-too-large` (warning: a root over
    /// `LayoutOptions.maximumViewsPerRoot` or `maximumViewsPerDocument`, not analysed).
    public let diagnostics: [Diagnostic]
}
