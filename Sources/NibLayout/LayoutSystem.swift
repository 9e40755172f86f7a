import NibModel
import NibSolver

/// The four solver variables of a view or layout guide.
///
/// Coordinates: every box lives in its ROOT view's coordinate space, y growing downwards on
/// every platform (macOS frames are flipped against their superview's height on the way in
/// and on the way out). Root coordinates make a constraint between any two views of a tree a
/// single linear row; frames are reported relative to the superview, as IB writes them.
public struct LayoutBox: Hashable, Sendable {
    /// The left edge, in the root view's coordinates (points).
    public let x: Variable
    /// The top edge, in the root view's coordinates, y down (points).
    public let y: Variable
    /// The width in points.
    public let width: Variable
    /// The height in points.
    public let height: Variable
}

/// Where a solver constraint of a `LayoutSystem` came from.
public enum ConstraintOrigin: Hashable, Sendable {
    /// An IB constraint (its id in the document).
    case document(String)
    /// A constraint NibLayout adds the way UIKit/AppKit would, about one view.
    case synthesized(SynthesizedConstraintKind, viewID: String)
}

/// Where each solver constraint of a `LayoutSystem` came from, by its `ConstraintID`.
///
/// An array indexed by the id's raw value, not a dictionary: a solver's ids are small dense
/// integers, and one origin is recorded per constraint added (tens of thousands per lint run),
/// where hashing cost more than the rest of the bookkeeping. An id whose constraint was removed
/// keeps its last origin until the solver reuses the id, as a dictionary entry would.
public struct ConstraintOrigins: Sendable {
    private var byRawValue: [ConstraintOrigin?] = []

    /// An empty record: no constraint has an origin yet.
    public init() {}

    /// The origin recorded for `id`, nil when none was.
    public subscript(id: ConstraintID) -> ConstraintOrigin? {
        get {
            let i = Int(id.rawValue)
            return i >= 0 && i < byRawValue.count ? byRawValue[i] : nil
        }
        set {
            let i = Int(id.rawValue)
            precondition(i >= 0, "a solver's constraint ids are not negative")
            if i == byRawValue.count {
                if byRawValue.isEmpty { byRawValue.reserveCapacity(64) }
                byRawValue.append(newValue)  // the usual case: ids are handed out in order
            } else {
                if i > byRawValue.count { byRawValue.append(contentsOf: repeatElement(nil, count: i + 1 - byRawValue.count)) }
                byRawValue[i] = newValue
            }
        }
    }

    /// Every id with a recorded origin, in id order (a removed constraint's id included until
    /// reused, as the subscript says).
    var recorded: [(id: ConstraintID, origin: ConstraintOrigin)] {
        byRawValue.indices.compactMap { i in byRawValue[i].map { (ConstraintID(rawValue: Int32(i)), $0) } }
    }
}

/// The constraints NibLayout adds on top of the document's own.
public enum SynthesizedConstraintKind: String, Hashable, Sendable {
    case containerSize = "size of the root view (device or document frame)"
    case autoresizing = "autoresizing-mask constraints"
    /// The frame a container gives a view it places itself (a cell's content view, a keyed
    /// view, a clip view's document view): what the file writes, though the container may size
    /// the view otherwise at run time (a self-sizing cell takes its content's height).
    case containerFrame = "frame its container gives it"
    /// The frame an NSGridView gives a view of one of its cells, by rows, columns and cell
    /// placement, with constraints AppKit does not document: NibKit holds the written frame,
    /// as for `containerFrame`, and the hold is its stand-in, never deciding a tie (`TieBreak`;
    /// a first run: two text fields of one row, one written 4 points wider than its fixed
    /// column, reported tied over a gap a constraint between them fixes).
    case gridCellFrame = "frame its grid cell gives it"
    /// An NSScrollView's clip view that translates its mask following the scroll view by it
    /// (AppKit tiles the clip view to the scroll view's bounds), below every written priority, while the
    /// clip view is held at its written frame: a document view pinned to all sides of its clip
    /// view sizes the scroll view where nothing else does, and never squeezes the content where
    /// something does. NibKit's stand-in, never deciding a tie (`TieBreak`). A first run: a
    /// scroll view and the views sharing its column, sized so by a pop-up button's document
    /// view, were reported open (3 views, none marked by Xcode); following required, a corpus
    /// controller whose scroll view is written wider than its root squeezed its content into
    /// ties (21 views, none marked ambiguous). A clip view that does not translate its mask
    /// is sized by its own constraints alone (a first-run app's two such clip views, left open
    /// by them, are marked ambiguous by Xcode, and reported).
    case clipViewTiling = "clip view following its scroll view"
    case layoutGuide = "layout guide position"
    case stackView = "stack view arrangement"
    /// An NSStackView's alignment of an arranged view's edge with its own (`leading`,
    /// `trailing`, `top` or `bottom` alignment). AppKit does not document its priority, and
    /// unflagged documents show an arranged view's own required constraint to the stack
    /// winning over it (`nibbench calibrate`, "NSStackView": of such stacks' arranged views,
    /// 366 are written at the aligned edge, within the bound of unknown insets; 8 off it with
    /// a constraint of their own to the stack, 5 of them (four projects) where that constraint
    /// puts them and 3 in one document whose frames follow neither, as its 9 others off the
    /// edge do). A conflict resting on it is therefore not certain. The same holds for its
    /// centre alignment (`centerX`, `centerY`): a first-run app's label, baseline-aligned with
    /// an image beside it in a stack centring both, is written off the centre, unflagged, and
    /// outside the corpus another app's row labels sit at their rows' tops in such stacks.
    case appKitStackEdgeAlignment = "stack view edge alignment"
    /// The pulls, at priority 49 (one more for each stack view the stack is arranged in, so
    /// that a nested stack fits its views before the stack around it: `StackArrangement`), of
    /// an equal-spacing or equal-centering stack view's gaps to its spacing, so that a stack
    /// nothing sizes fits its views: NibKit's stand-in for fitting that UIStackView and
    /// NSStackView do with constraints they do not document. A tie that
    /// rests on one (against another, or against anything else at 49) is a tie of the model,
    /// not of the document: the tie-break builds keep them just below their band, the same
    /// way in both directions (`TieBreak`), so it is not reported. The pull that fits a stack
    /// to its largest view across its axis is not such a stand-in: Xcode marks views its ties
    /// leave open (treated alike, ambiguity recall fell 0.33 → 0.29 on the fit half's iOS
    /// documents and 0.50 → 0.44 on the check half's macOS ones).
    case stackGapFitting = "stack view gaps fitting its views"
    /// The zero size an NSStackView without arranged views hugs at its stack hugging
    /// priorities. AppKit documents those priorities for the stack's hold on its views and
    /// nothing for a stack without any; in unmarked documents 5 such stacks are written at zero
    /// size along their orientation and 7 larger (`nibbench calibrate`, "NSStackView"). A
    /// conflict resting on it is therefore not certain. Also the zero a UIStackView none of
    /// whose arranged views is shown is pulled to at 49 (`StackArrangement`): NibKit's choice of
    /// priority, so it never decides a tie either (`TieBreak`; a first run: such a row in a
    /// centred column tied with the column's fit to its views, a view Xcode writes 0 wide,
    /// unflagged; `HiddenStackInCenteredStack.xib`).
    case emptyStackSize = "size of a stack view without arranged views (or, for a UIStackView, none shown)"
    case intrinsicSize = "intrinsic content size"
    /// In the explaining build, every view's width and height held at 0 or more, above every
    /// optional the document writes (`LayoutAdjustment.nonNegativeSizes`); in the predicting
    /// build, those of the views an unbounded build made negative (`nonNegativePredictions`).
    case nonNegativeSize = "size that is not negative"
    case scrollContent = "scroll view content area"
    case relativeFrame = "frame in superview"
    /// The written size Interface Builder keeps for an arranged view no constraint names.
    case prototypingSize = "size of a view without constraints"
    /// A UIStackView's hold, at priority 25, on the size across its axis of an arranged view
    /// whose content does not size it there (a plain view, a nested stack, a visual effect
    /// view, an image view without an image), when the stack does not stretch its views (any
    /// alignment but fill): what decides that size when nothing else does. UIKit suppresses the
    /// ambiguity such a view would leave with constraints it does not document, and Interface
    /// Builder keeps the written size: of plain such views without subviews or a size
    /// constraint there, the corpus writes 8 unflagged and 1 flagged ambiguous, the outside
    /// apps 13 and 1; of the others (nested stacks, almost all), 38 unflagged and 4 flagged
    /// (two first-run apps' 15 false ambiguities were rows of them). NibKit's stand-in: it holds the written size and
    /// never decides a tie (`TieBreak`). Under baseline alignment only plain views are held: a
    /// nested stack's baselines are its views', which NibKit does not measure, and holding its
    /// size there moved a corpus row's stacks 7 points off their written place.
    case stackCrossSizeHold = "stack view arranged view's size across its axis"
    /// An NSStackView's hold, at priority 25, on where a row it aligns by baselines sits across
    /// its axis, in a stack whose own required constant fixes its size there: AppKit keeps the
    /// views' baselines level and inside the stack, and places the row with constraints it does
    /// not document, so in such a stack taller than its row nothing NibKit models places it.
    /// Written frames place it: the first-run apps write 4 such stacks with the row at the top,
    /// none elsewhere, all unmarked (76 more fit their row; none of the corpus's 7 baseline rows
    /// has a height of its own),
    /// and a first run's 10 views of such rows were reported open. Not where the stack's size is
    /// free: the corpus's one baseline row whose stack's height ties with its neighbours' is
    /// marked ambiguous, views and all. A UIStackView's row is held so wherever its stack is
    /// taller than it, whatever makes it so: UIKit suppresses the ambiguity, and first-run apps
    /// write 3 such stacks (a parent stack's fill, pins on both sides), none marked by Xcode,
    /// whose 6 views were reported open (the corpus halves and the outside set did not move).
    /// NibKit's stand-in: it holds the first arranged view where it is written and never
    /// decides a tie (`TieBreak`).
    case stackBaselineRowHold = "stack view baseline row's place across its axis"
}

/// One root view's constraints on a `Solver`, built from an `IBDocument` in one configuration.
///
/// This is the "document to solver" builder: it keeps the map from IB constraint id to solver
/// constraint (`constraintIDs`) and from view or guide id to its variables (`boxes`), so that a
/// live session can change constants, priorities or activation in place afterwards.
/// Constraints are added in a fixed order (synthesised required ones, the document's, then
/// intrinsic-size ones); a required constraint that contradicts those before it is refused and
/// recorded in `conflicts` as a minimal set.
///
/// The mutable state is `@exclusivity(unchecked)`: a system is built and read on one thread and
/// no method holds one of these properties across a call that reaches it again, so accesses
/// cannot overlap. The dynamic checks were 2% of a corpus lint's instructions, most of them
/// on these properties and the solver's tableau.
public final class LayoutSystem {
    /// The document the root view is in (a tree's host document: the tree's views are each
    /// drawn in their own, `tree`).
    public let document: IBDocument
    /// The root view whose tree the system lays out.
    public let rootViewID: String
    /// The configuration (size classes) whose constraints are installed.
    public let variant: Variant
    /// The limits and tolerances the system was built with.
    public let options: LayoutOptions
    /// The solver holding the system's constraints; a live session changes it in place.
    public let solver = Solver()
    /// The root's installed views, parents before children, the root first (the ids of `views`).
    @exclusivity(unchecked) public private(set) var viewIDs: [String] = []
    /// The root's installed views by item number (`LayoutInput`), in increasing order:
    /// parents before children, the root first.
    @exclusivity(unchecked) private(set) var views: [Int] = []
    /// The stack views among `views`, in the same order.
    @exclusivity(unchecked) private(set) var stackViews: [Int] = []
    /// The UIKit scroll views (and text views) among `views` (`isScrollView`).
    @exclusivity(unchecked) private var scrollViews: ItemTable<Void>
    /// Variables of every installed view and layout guide (an alias guide, such as a scroll
    /// view's `frameLayoutGuide`, shares its view's box).
    @exclusivity(unchecked) public private(set) var boxes: ItemTable<LayoutBox>
    /// Active IB constraints the solver accepted, by IB id.
    @exclusivity(unchecked) public private(set) var constraintIDs: [String: ConstraintID] = [:]
    @exclusivity(unchecked) public private(set) var origins = ConstraintOrigins()
    /// Each refused required constraint with a minimal set it conflicts with (itself included).
    @exclusivity(unchecked) public private(set) var conflicts: [[ConstraintOrigin]] = []
    /// The solver constraints that fix the root's width and height (`root.width == w`,
    /// `root.height == h`): a resize changes their constants.
    @exclusivity(unchecked) public private(set) var containerSizeConstraintIDs: (width: ConstraintID, height: ConstraintID)?
    /// The constraints that place each safe-area guide inside its view: a change of safe-area
    /// insets (rotation, another device) changes their constants.
    @exclusivity(unchecked) public private(set) var safeAreaGuides: [SafeAreaGuideConstraints] = []
    /// The instantiated tree this system was built from (`init(tree:)`); nil for a document's root.
    public internal(set) var tree: LayoutTree?

    let index: LayoutInput
    /// The numbers of the root's items (its views, then its guides): every table below holds
    /// these and no others.
    let items: Range<Int>
    /// The root view's item number (-1 when `rootViewID` names no view of a root's tree).
    let root: Int
    /// Document frames in root coordinates, y down, of the installed views.
    @exclusivity(unchecked) private(set) var documentFrames: ItemTable<Rect>
    /// The superview of each installed view but the root.
    @exclusivity(unchecked) private(set) var superviews: ItemTable<Int>
    /// Position relative to the superview (x - superview.x, y - superview.y), for analysis.
    @exclusivity(unchecked) private(set) var relativeOrigins: ItemTable<(x: Variable, y: Variable)>
    /// Views whose frames are no measure of their layout, never reported: arranged views IB
    /// hides and their content (`StackArrangement.arrangedViews(in:)`), cells and content
    /// views written at a stale size, and views a container lays out inside itself.
    @exclusivity(unchecked) private var unreportedViews: ItemTable<Void>
    @exclusivity(unchecked) private(set) var rootInsets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
    /// Alignment-rectangle insets of controls that have them (`AlignmentInsets`): boxes are
    /// alignment rectangles, frames are boxes grown by these.
    @exclusivity(unchecked) private var alignmentInsets: ItemTable<EdgeInsets>
    @exclusivity(unchecked) private var contentBoxes: ItemTable<LayoutBox>
    /// With `explainsDocument`: how far each edge of a system-drawn view's frame may lie from
    /// NibLayout's alignment rectangle, and its baseline from NibLayout's estimate
    /// (`DocumentExplanation.swift`).
    @exclusivity(unchecked) var edgeSlack: ItemTable<EdgeSlack>
    /// With `explainsDocument`: how far the left and right default margins (both by the same
    /// amount) of a view whose margins depend on its screen may lie from `margins(of:)`.
    @exclusivity(unchecked) var marginSlack: ItemTable<Variable>
    /// How this system was built (`LayoutBuild`).
    let build: LayoutBuild
    /// Built to explain the document's frames rather than to predict them (`DocumentExplanation.swift`).
    var explainsDocument: Bool { if case .explaining = build.purpose { true } else { false } }
    /// How the root's size is held (`RootSizeHold`).
    var rootSize: RootSizeHold { build.rootSize }
    /// Where labels' intrinsic heights come from (`TextHeights`).
    var textHeights: TextHeights { build.textHeights }
    /// The size at which the root's size is held (`rootSize` says at which priority); nil when
    /// nothing was laid out.
    private(set) var rootHeldSize: Size?
    /// With `explainsDocument`: the origins of the required constraints in the conflicts the
    /// predicting build found, held at `Priority.brokenRequired` so that the document's frames
    /// may show any of them broken (`DocumentExplanation.swift`, "Which constraint breaks").
    private var breakableOrigins: Set<ConstraintOrigin> { if case .explaining(let origins, _) = build.purpose { origins } else { [] } }
    /// With `explainsDocument`: the ids of the document's optional constraints the predicting
    /// build left unsatisfied, left out (`LayoutAdjustment.givenOptionals`).
    private var givenOptionals: Set<String> { if case .explaining(_, let given) = build.purpose { given } else { [] } }
    /// With `explainsDocument`: the solver's ids of the constraints held at
    /// `Priority.brokenRequired` because their origin is breakable (`holdsTogether`).
    private(set) var brokenRequiredIDs: [ConstraintOrigin: [ConstraintID]] = [:]
    /// With `explainsDocument`: each centre equality's half-point slack, by IB constraint id
    /// (`centreSlack(of:id:)`).
    var centreSlacks: [String: Variable] = [:]
    /// The root is laid out at the height (or, AppKit, the width) its subviews show, not the
    /// written one (`SafeAreaEvidence.staleRootHeight`, `StaleAppKitRoot`): its written frame
    /// is stale.
    @exclusivity(unchecked) private(set) var rootSizeFromSubviews = false
    private let uninstalledViewIDs: Set<String>
    /// The constraints installed in this configuration (a rebuild of the root takes them too).
    let active: ActiveSet
    /// With `textHeights == .written`: the labels whose estimated one-line text height differs
    /// from their written height on the pixel grid (`RootAnalysis.textTies` probes them).
    private(set) var textHeightProbes: [TextHeightProbe] = []
    /// Whether an NSStackView of the root aligns its views to an edge (`appKitStackEdgeAlignment`).
    var hasStackEdgeAlignment = false
    /// With `explainsDocument`: the sizes NibKit measured rather than read from frames
    /// (placeholders, fixed-size controls), what holds each, and the value
    /// (`holdsMeasuredSizes`).
    private(set) var measuredSizes: [(view: Int, held: Expression, size: Double)] = []
    /// With `explainsDocument`: the views whose written size breaks a required constraint of
    /// the document on it, and along which axes (`staleFrameAxes(of:)`).
    private var staleFrameAxes: [Int: Set<LayoutAttribute.Axis>] = [:]
    @exclusivity(unchecked) private var optionalsAdded = 0
    /// How many optional constraints the system holds.
    @exclusivity(unchecked) private(set) var optionalConstraintCount = 0

    /// Builds the constraints of `rootViewID`'s tree in `variant`.
    public convenience init(document: IBDocument, rootViewID: String, variant: Variant = .base,
                            options: LayoutOptions = .init()) {
        self.init(index: LayoutInput(document), rootViewID: rootViewID, variant: variant, options: options,
                  active: ActiveSet(document: document, variant: variant))
    }

    /// Builds the constraints of `rootViewID`'s tree with the `active` constraints and views, as
    /// `build` says (`LayoutBuild`: predicting, by default).
    init(index: LayoutInput, rootViewID: String, variant: Variant, options: LayoutOptions,
         active: ActiveSet, build: LayoutBuild = .predicting) {
        self.document = index.document
        self.index = index
        self.rootViewID = rootViewID
        // A root's tree, or the tree that holds a view given as the root.
        root = index.itemNumbers[rootViewID] ?? -1
        items = root < 0 ? 0 ..< 0 : index.trees[index.items[index.items[root].root].id]?.items ?? 0 ..< 0
        let items = self.items
        func table<Value>() -> ItemTable<Value> { ItemTable(numbers: items, of: index) }
        (scrollViews, boxes, documentFrames, superviews, relativeOrigins) = (table(), table(), table(), table(), table())
        (unreportedViews, alignmentInsets, contentBoxes, edgeSlack, marginSlack) = (table(), table(), table(), table(), table())
        self.variant = variant
        self.options = options
        self.active = active
        self.uninstalledViewIDs = active.uninstalledViewIDs
        self.build = build
        solver.batch { addEverything() }
    }

    var isMacOS: Bool { document.platform == .macOS }

    // MARK: Building

    private func addEverything() {
        collectViews()
        // A root the index could not number (a broken file whose root view shares its id with
        // an earlier object that is not a view, Tools/fuzz/regressions): nothing to lay out.
        guard documentFrames[item: root] != nil else { return }
        let constraints = activeDocumentConstraints()
        if isMacOS, options.applies(.staleAppKitRoot) { moveStaleAppKitRootEdges(constraints: constraints) }
        if explainsDocument { addEdgeSlack(); addMarginSlack() }
        var rootFrame = documentFrames[item: root]!
        var evidence = SafeAreaEvidence(system: self, constraints: constraints)
        var modelled = RootEnvironment(index: index, rootViewID: rootViewID, rootFrame: rootFrame)
        if !isMacOS, options.applies(.staleRootHeight), let rootView = index.items[root].object,
           RootEnvironment.isControllerRoot(rootView, in: document),
           let height = evidence.staleRootHeight(writtenHeight: rootFrame.height, modelledBottomInset: modelled.safeAreaInsets.bottom,
                                                 scale: index.scale) {
            rootFrame.height = height
            documentFrames[item: root] = rootFrame
            rootSizeFromSubviews = true
            evidence = SafeAreaEvidence(system: self, constraints: constraints)
            modelled = RootEnvironment(index: index, rootViewID: rootViewID, rootFrame: rootFrame)
        }
        let environment = !options.applies(.safeAreaEvidence) ? modelled
            : modelled.calibrated(by: evidence, rootSize: Size(width: rootFrame.width, height: rootFrame.height), scale: index.scale)
        rootInsets = environment.safeAreaInsets
        for holder in index.holdersOfDanglingConstraints(ofRoot: rootViewID) {
            for view in holder..<index.items[holder].subtreeEnd { markUnreported(view) }
        }
        for view in views { makeBox(for: view) }
        addContainerSize(environment)
        for view in views where view != root { addRelativeOrigin(of: view) }
        let arranged = StackArrangement.arrangedViews(in: self)
        for view in views where view != root {
            switch framePolicy(view, arranged: arranged) {
            case .constraints: if arranged[item: view] != nil { holdPrototypingSize(of: view) }
            case .autoresizing(let mask): addAutoresizing(of: view, mask: mask)
            case .containerInterior(let mask):
                addAutoresizing(of: view, mask: mask)
                markUnreported(view)
            case .documentFrame:
                // A self-sizing cell's content view is as tall as its content, which UIKit fits
                // at `fittingSizeLevel` (50); held there, the hold would give whatever the
                // estimates are and still spend their slack to give less, as a given optional
                // would (`givenOptionals`): explaining, its height is left to its content. So it
                // is in a configuration the frames are not written for, where the written row is
                // the canvas's content, not this configuration's (a first run: 44 false ties in
                // static cells whose regular-width fonts and spacings outgrow their iPhone rows);
                // there the written row holds only what the content leaves open, at priority 1.
                let leavesHeightToContent = (explainsDocument || variant != index.canvasVariant) && isSelfSizingCellContent(view)
                holdDocumentFrame(of: view, kind: .containerFrame, holdsHeight: !heightShownBySubviews(view) && !leavesHeightToContent)
                if leavesHeightToContent, !explainsDocument, let written = documentFrames[item: view] {
                    add(frameHeight(view), .equal, Expression(written.height), priority: 1, origin: .synthesized(.containerFrame, viewID: id(of: view)))
                }
            case .tiledClipView(let mask):
                holdDocumentFrame(of: view, kind: .containerFrame)
                addAutoresizing(of: view, mask: mask, kind: .clipViewTiling, priority: Self.clipViewTilingPriority)
            case .gridCell: holdDocumentFrame(of: view, kind: .gridCellFrame)
            }
        }
        for view in views { addGuides(of: view, environment: environment) }
        // The sizes stacks' own required constants fix (`StackArrangement.ownFixedSizes`; only
        // an NSStackView reads them: the builds of every other root skip the walk).
        var fixedSizes: [Int: Set<LayoutAttribute>] = [:]
        if isMacOS, !stackViews.isEmpty {
            for constraint in constraints where constraint.second == nil && constraint.spec.secondAttribute == nil
                && constraint.spec.relation == .equal && constraint.spec.priority == 1000 && constraint.spec.firstAttribute.isSize {
                if let first = constraint.first { fixedSizes[first, default: []].insert(constraint.spec.firstAttribute) }
            }
        }
        for view in stackViews {
            StackArrangement(system: self, stackView: view, ownFixedSizes: fixedSizes[view] ?? []).addConstraints()
        }
        constraintIDs.reserveCapacity(constraints.count)
        for constraint in constraints { addDocumentConstraint(constraint) }
        if explainsDocument, options.applies(.staleFrameSizes) { staleFrameAxes = staleFrameAxes(of: constraints) }
        for view in views where view != root { addIntrinsicSize(of: view) }
        // Interface Builder writes no negative size: explaining the written frames, optionals
        // are not met by one (`LayoutAdjustment.nonNegativeSizes`); predicting, neither are
        // they by the sizes an unbounded build made negative (`nonNegativePredictions`).
        let heldNonNegative = explainsDocument
            ? (options.applies(.nonNegativeSizes) ? views.filter { index.items[$0].isConstraintItem } : []) : build.nonNegativeViews.sorted()
        if !heldNonNegative.isEmpty {
            for view in heldNonNegative where view != root {
                let origin = ConstraintOrigin.synthesized(.nonNegativeSize, viewID: id(of: view))
                add(frameWidth(view), .greaterThanOrEqual, Expression(0), priority: Priority.brokenRequired.value, origin: origin)
                add(frameHeight(view), .greaterThanOrEqual, Expression(0), priority: Priority.brokenRequired.value, origin: origin)
                if !explainsDocument, build.growsHeldViews {
                    add(frameWidth(view), .greaterThanOrEqual, Expression(Self.growthProbeSize), priority: 1, origin: origin)
                    add(frameHeight(view), .greaterThanOrEqual, Expression(Self.growthProbeSize), priority: 1, origin: origin)
                }
            }
        }
        if explainsDocument { addDocumentPulls() }
    }

    /// The size `LayoutBuild.growsHeldViews` pulls a view towards: larger than any canvas.
    static let growthProbeSize: Double = 100_000

    /// The priority at which a clip view follows its scroll view (`clipViewTiling`): the
    /// lowest, so that it gives way to every written constraint and hold.
    static let clipViewTilingPriority: Double = 1

    /// Holds a view its container places by frame at its written one. A view that does not
    /// translate its mask is sized and placed by its own constraints wherever they say more (a
    /// clip view's document view, a box's content view that does not translate its mask): its
    /// frame gives way to them instead of conflicting with them.
    /// `holdsHeight`: false leaves the height to the constraints (a self-sizing cell's content
    /// view, explaining: `isSelfSizingCellContent`; an AppKit table cell view, explaining:
    /// `heightShownBySubviews`).
    private func holdDocumentFrame(of view: Int, kind: SynthesizedConstraintKind, holdsHeight: Bool = true) {
        let yields = !index.translatesAutoresizingMask(view) && index.items[view].isConstraintItem
        addAutoresizing(of: view, mask: [], keepsFrameOrigin: false, kind: kind,
                        priority: yields ? Priority.brokenRequired.value : Priority.required.value, holdsHeight: holdsHeight)
    }

    /// Whether, explaining with `LayoutBuild.freesTableCellViewHeights`, `view`'s height is what
    /// its subviews' written frames show rather than its own written one: an AppKit table cell
    /// view (`LayoutAdjustment.tableCellViewHeight`).
    /// A view-based NSTableView places each cell view in its column and row, from column
    /// widths, row heights, resizing styles and intercell spacing that NibKit does not model,
    /// and Xcode marks a cell view misplaced, not its subviews, when its written frame is not
    /// the one its table gives it: it writes the subviews where the table's size puts them.
    func heightShownBySubviews(_ view: Int) -> Bool {
        build.freesTableCellViewHeights && explainsDocument && isMacOS && index.items[view].object?.element == "tableCellView"
    }

    /// Whether `view` is the content view of a UIKit table cell whose height its content gives:
    /// the cell has no row height of its own and its table's is automatic (`rowHeight="-1"`,
    /// `UITableView.automaticDimension`). UIKit sizes such a cell to its content
    /// (`systemLayoutSizeFitting` at `fittingSizeLevel` vertically), so a written height the
    /// content outgrew is the row the canvas drew, not a measure of the content.
    func isSelfSizingCellContent(_ view: Int) -> Bool {
        guard let object = index.items[view].object, object.element == "tableViewCellContentView",
              let cellItem = superviews[item: view], let cell = index.items[cellItem].object, cell.element == "tableViewCell",
              let tableItem = superviews[item: cellItem], let table = index.items[tableItem].object, table.element == "tableView"
        else { return false }
        let tree = index.items[view].document.tree
        return tree[cell.node][attribute: "rowHeight"] == nil && tree[table.node][attribute: "rowHeight"] == "-1"
    }

    /// A stale AppKit controller root (a scene's, or a xib's view its File's Owner loads) or
    /// window content view (`StaleAppKitRoot`) is laid out at
    /// the size its subviews show: their frames, written from the bottom (unless the root is flipped) and leading
    /// edges, stay where they are; the top edge comes down, and the trailing edge moves, to
    /// where they put it.
    private func moveStaleAppKitRootEdges(constraints: [ActiveConstraint]) {
        guard let rootView = index.items[root].object,
              RootEnvironment.isControllerRoot(rootView, in: document) || RootEnvironment.isNibControllerRoot(rootView, in: document)
                || WindowContent.contentRectSize(of: rootView, in: document) != nil
        else { return }
        if !isFlipped(root), let offset = StaleAppKitRoot.offset(of: .top, in: self, constraints: constraints, scale: index.scale) {
            for view in views {
                guard var frame = documentFrames[item: view] else { continue }
                if view == root { frame.height -= offset } else { frame.y -= offset }
                documentFrames[item: view] = frame
            }
            rootSizeFromSubviews = true
        }
        if !options.rightToLeft, let offset = StaleAppKitRoot.offset(of: .trailing, in: self, constraints: constraints, scale: index.scale) {
            documentFrames[item: root]!.width += offset
            rootSizeFromSubviews = true
        }
    }

    /// Collects the installed views of the root's tree (`views`, in number order: a view's
    /// subtree follows it), their superviews, document frames and alignment insets.
    private func collectViews() {
        guard root >= 0, index.items[root].object != nil else { return }
        var rootSize = RootEnvironment.containerSize(of: root, index: index)
        if case .content(let contentSize) = self.rootSize { rootSize = contentSize }
        documentFrames[item: root] = Rect(x: 0, y: 0, width: rootSize.width, height: rootSize.height)
        let rootEnd = index.items[root].subtreeEnd
        views.reserveCapacity(rootEnd - root)
        // Walks the numbers of the root's subtree in order, stepping over the subtrees of views
        // the configuration leaves out (their numbers are the range up to their `subtreeEnd`).
        var view = root
        // Cells laid out wider than written (`staleCellWidening`), by how much.
        var cellWidening: [Int: Double] = [:]
        while view < rootEnd {
            let item = index.items[view]
            if view != root {
                if !uninstalledViewIDs.isEmpty && uninstalledViewIDs.contains(item.id) {
                    view = item.subtreeEnd
                    continue
                }
                // A subview of an installed view (parents come first, and a left-out view's
                // subtree was stepped over).
                let superview = item.parent
                let superFrame = documentFrames[item: superview]!
                let flipped = isFlipped(superview)
                superviews[item: view] = superview
                var frame = item.frame ?? unwrittenFrame(of: item.object!, in: item.document, inSuperviewOfSize: superFrame)
                // A frame that fills its superview was made from the superview's frame as laid
                // out, so a cell's widening is in it already.
                var fillsSuperview = item.frame == nil
                if isStaleCellContentFrame(frame, of: item.object!, inSuperviewOfSize: superFrame) {
                    frame = unwrittenFrame(of: item.object!, in: item.document, inSuperviewOfSize: superFrame)
                    fillsSuperview = true
                    markUnreported(view)
                }
                if let rowHeight = unwrittenCellRowHeight(of: item.object!, in: item.document, written: frame) {
                    frame.height = rowHeight
                    markUnreported(view)
                }
                if let size = Self.staleCollectionCellSize(of: item.object!, in: item.document, written: frame) {
                    frame.width = size.width
                    frame.height = size.height
                    markUnreported(view)
                }
                if let widening = staleCellWidening(of: item.object!, written: frame, superview: superview, superFrame: superFrame) {
                    frame.width += widening
                    cellWidening[view] = widening
                    markUnreported(view)
                } else if let widening = cellWidening[superview], !fillsSuperview, item.object!.element == "tableViewCellContentView" {
                    frame.width += widening
                    markUnreported(view)
                }
                documentFrames[item: view] = absoluteFrame(of: frame, in: superFrame, flipped: flipped)
                if let insets = AlignmentInsets.of(item.object!, in: item.document, toolsVersion: index.toolsVersion) { alignmentInsets[item: view] = insets }
            }
            views.append(view)
            let element = item.object!.element
            if element == "stackView" { stackViews.append(view) }
            if !isMacOS, element == "scrollView" || element == "textView" { scrollViews[item: view] = () }
            view += 1
        }
        viewIDs = views.map { index.items[$0].id }
    }

    /// Whether a view's subviews are written y-down: every UIKit view, flipped AppKit views.
    func isFlipped(_ view: Int) -> Bool {
        !isMacOS || isFlippedAppKitView(index.items[view].object!, in: index.items[view].document)
    }

    /// The frame of a view the file writes none for (the content view of a cell saved by Xcode
    /// 6): it fills its superview, except that a cell's content view ends one pixel above the
    /// cell's bottom in files saved before Xcode 11 (toolsVersion < 15000), where the cell's
    /// separator line takes that pixel. Measured on the content views those Xcodes did write:
    /// 15 of 19 cells of Xcode 8 to 10 (three libraries' samples and fixtures; free-standing cells
    /// and cells in tables) are half a point shorter than their cell on @2x devices (four
    /// a sample app prototypes of Xcode 8.1 are not); from Xcode 11 on, every content view (227)
    /// is as tall as its cell. a sample app's Xcode 6 cell xib, whose content view
    /// has no frame, pins a collection view 5 points above its bottom margin and writes it at
    /// a height that fits a content view at least half a point shorter than the cell.
    private func unwrittenFrame(of view: IBObject, in document: IBDocument, inSuperviewOfSize superview: Rect) -> Rect {
        if view.element == "tableViewCell" {
            return Rect(x: 0, y: 0, width: superview.width, height: Self.rowHeight(of: view, in: document))
        }
        let separator = view.element == "tableViewCellContentView" && index.toolsVersion < 15_000 ? 1 / index.scale : 0
        return Rect(x: 0, y: 0, width: superview.width - unwrittenAccessoryWidth(of: view, in: document), height: superview.height - separator)
    }

    /// How much narrower than its cell UIKit lays out a content view the file writes no frame
    /// for, beside the cell's accessory: 33 points for a disclosure indicator up to Xcode 11
    /// (toolsVersion under 12000), as every such content view with a frame is written in those
    /// years (8 of 8 in the corpus; later Xcodes write 17.5 to 34, so a frame decides there).
    /// Other accessories were not measured so early. A first run: an Xcode 7 app's prototype
    /// cells with disclosure indicators, their trailing-pinned labels reported 33 points off.
    private func unwrittenAccessoryWidth(of contentView: IBObject, in document: IBDocument) -> Double {
        let tree = document.tree
        guard contentView.element == "tableViewCellContentView", index.toolsVersion < 12_000,
              let cell = tree[contentView.node].parent, tree[cell][attribute: "accessoryType"] == "disclosureIndicator" else { return 0 }
        return 33
    }

    /// The size of a storyboard's prototype collection cell written at a frame other than its
    /// `customSize`, whose content view is written at that size: UICollectionViewCell keeps its
    /// content view at its own size, so the content view and every view in it show the size IB
    /// laid the cell out at, and the cell's frame is stale (first runs: 3 of 3 such prototype
    /// cells, written 50 × 50 with their content at 375 × 54, unmarked; solved at 50 wide,
    /// they gave 2 false ties and 3 misplaced views). Nil otherwise: of the 93 xib top-level
    /// cells (corpus, outside and first-run apps) written at another size than their
    /// `customSize`, every content view is written at the cell's frame, which stands.
    static func staleCollectionCellSize(of cell: IBObject, in document: IBDocument, written frame: Rect) -> Size? {
        guard cell.element == "collectionViewCell", document.platform == .iOS else { return nil }
        let tree = document.tree
        guard tree[cell.node].parent.map({ tree[$0].name }) == "cells",
              let custom = tree.child(of: cell.node, named: "size", key: "customSize"),
              let width = tree[custom][attribute: "width"].flatMap(parseFiniteNumber),
              let height = tree[custom][attribute: "height"].flatMap(parseFiniteNumber),
              abs(width - frame.width) > 1 || abs(height - frame.height) > 1,
              let content = tree.child(of: cell.node, key: "contentView"),
              let contentFrame = tree.child(of: content, named: "rect", key: "frame"),
              let contentWidth = tree[contentFrame][attribute: "width"].flatMap(parseFiniteNumber),
              let contentHeight = tree[contentFrame][attribute: "height"].flatMap(parseFiniteNumber),
              abs(contentWidth - width) <= 1, abs(contentHeight - height) <= 1 else { return nil }
        return Size(width: width, height: height)
    }

    /// The height UITableView gives a cell the file writes no frame for (Xcode 6's prototype
    /// cells): its own `rowHeight`, else its table's, else UIKit's default 44; an automatic
    /// height (-1) is estimated at 44 too. Not its table's height, which filled it: a first
    /// run's 9 such cells in one app and 34 in two others, their content centred or pinned
    /// to the bottom of rows 44 to 80 points tall, reported 250 points off, none marked.
    static func rowHeight(of cell: IBObject, in document: IBDocument) -> Double {
        writtenRowHeight(of: cell, in: document) ?? 44
    }

    /// A cell's own `rowHeight`, else its table's; nil when neither writes a positive one.
    static func writtenRowHeight(of cell: IBObject, in document: IBDocument) -> Double? {
        let tree = document.tree
        func height(_ node: XMLElementNode) -> Double? { node[attribute: "rowHeight"].flatMap(parseFiniteNumber).flatMap { $0 > 0 ? $0 : nil } }
        if let own = height(tree[cell.node]) { return own }
        var node = tree[cell.node].parent
        while let current = node, tree[current].name != "tableView" { node = tree[current].parent }
        return node.flatMap { height(tree[$0]) }
    }

    /// Whether a cell's content view is written more than a point shorter or taller than its
    /// cell: UITableViewCell sizes its content view to itself, so such a frame is one an old
    /// Xcode did not update (it fills its cell, `unwrittenFrame`). Measured: of the 1,313
    /// content views written in the corpus, 1,309 are as tall as their cell or up to a point
    /// shorter (the separator's pixel), one is 2 points shorter; the other 3 (Xcode 6 cell
    /// xibs, 31 to 42 points short, unflagged) have their subviews where the cell's height
    /// puts them. The stale frame is no measure of misplacement: such a content view is not
    /// reported (Xcode marks no content view misplaced in the corpus).
    private func isStaleCellContentFrame(_ frame: Rect, of view: IBObject, inSuperviewOfSize superview: Rect) -> Bool {
        view.element == "tableViewCellContentView" && abs(superview.height - frame.height) > 1
    }

    /// How much wider than written a UIKit table cell is laid out: UITableView gives a cell of
    /// a plain or grouped table its own width, so a cell written narrower or wider than its
    /// table is a frame an old Xcode did not update. Measured over the corpus's iOS documents:
    /// of 943 cells of plain and grouped tables, 930 are written at their table's
    /// width, and the other 13 (Xcode 6, toolsVersion 7xxx, unflagged where Xcode left no mark)
    /// are written 320 points wide in a 600-point table whose content Xcode writes at the
    /// table's width (a label 565 points wide in a 320-point cell). A cell of an inset-grouped
    /// table is narrower than its table by an inset on each side; one written at its table's
    /// full width is stale the same way, and is laid out at the inset the document's other
    /// cells of such tables show (`insetGroupedCellInset`). The cell's content view widens (or
    /// narrows) with it, keeping the room its accessory takes. Neither is reported: a stale
    /// frame is no measure of misplacement (Xcode marks neither in the corpus).
    private func staleCellWidening(of view: IBObject, written frame: Rect, superview: Int, superFrame: Rect) -> Double? {
        guard document.platform == .iOS, view.element == "tableViewCell", options.applies(.staleCellWidth),
              let table = index.items[superview].object, table.element == "tableView" else { return nil }
        var width = superFrame.width
        let tableDocument = index.items[superview].document
        if tableDocument.tree[table.node][attribute: "style"] == "insetGrouped" {
            // Only a cell written at the table's full width is stale; an inset one is the inset.
            guard abs(frame.x) <= 1, abs(superFrame.width - frame.width) <= 1,
                  let inset = Self.insetGroupedCellInset(tableWidth: superFrame.width, in: tableDocument) else { return nil }
            width -= 2 * inset
        }
        return abs(width - frame.width) > 1 ? width - frame.width : nil
    }

    /// The height a UIKit table cell is laid out at when its written height is not the canvas's:
    /// its `rowHeight`, for a cell whose content view has no written frame and whose written
    /// height differs from that row height. Xcode 6 wrote such cells 44 points tall whatever
    /// their row height, and their content where the row height put it: the three such cells
    /// known (two prototypes of a corpus storyboard, toolsVersion 7531, and a Today extension's
    /// of an app outside it, 6751) pin content top to bottom that fits the row height, less the
    /// separator, and not 44. Where the content view's frame is written, Xcode 6 still laid a
    /// table's cell out at its row height: of the views pinned to the bottom of such a content
    /// view in storyboards saved before Xcode 7 (toolsVersion under 8000), 9 of 9 sit where the
    /// row height puts them (one corpus cell, two first-run apps' eight), none where the written
    /// frame does. From Xcode 7 on the written frame stands: 179 such pins sit at the written
    /// height (corpus, outside and first-run apps), 2 at the row height, 17 at neither; so it
    /// does in Xcode 6's xib top-level cells, outside any table (1 pin at the written height,
    /// 6 at neither, none at the row height). The stale height is not reported (Xcode marks
    /// none of them).
    private func unwrittenCellRowHeight(of view: IBObject, in document: IBDocument, written frame: Rect) -> Double? {
        guard document.platform == .iOS, view.element == "tableViewCell", options.applies(.unwrittenCellRowHeight),
              let rowHeight = Self.writtenRowHeight(of: view, in: document), abs(rowHeight - frame.height) > 1,
              let contentView = view.childIDs.lazy.compactMap({ document.object($0) }).first(where: { $0.element == "tableViewCellContentView" })
        else { return nil }
        let inTable = document.tree[view.node].parent.map { document.tree[$0].name } != "objects"
        return (contentView.frame == nil || index.toolsVersion < 8_000 && inTable) ? rowHeight : nil
    }

    /// The inset from each side of the cells of an inset-grouped table of this width: the one
    /// most of the document's cells written inset in such tables show, nil without any. The
    /// inset is the table's layout margin, which no table records: of the corpus's 100 such
    /// cells, those of 375-point tables are inset 16 points in one app and 20 in another, those
    /// of 414-point tables 20; an app outside the corpus (Xcode 16) writes some cells of its
    /// 390-point tables 20 points in and the others at the table's full width with their
    /// content laid out 20 points in.
    static func insetGroupedCellInset(tableWidth: Double, in document: IBDocument) -> Double? {
        var counts: [Double: Int] = [:]
        for cell in document.objects where cell.element == "tableViewCell" {
            guard let frame = cell.frame, frame.x > 1, abs(frame.width - (tableWidth - 2 * frame.x)) <= 1 else { continue }
            // The cell's table: `<tableView>` holds its cells in sections or prototypes.
            var node = document.tree[cell.node].parent
            while let current = node, document.tree[current].name != "tableView" { node = document.tree[current].parent }
            guard let table = node, document.tree[table][attribute: "style"] == "insetGrouped",
                  let tableFrame = document.object(document.tree[table][attribute: "id"] ?? "")?.frame,
                  abs(tableFrame.width - tableWidth) <= 1 else { continue }
            counts[frame.x, default: 0] += 1
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }?.key
    }

    /// A child's document frame (relative to its superview, in the document's convention) in
    /// root coordinates, y down.
    private func absoluteFrame(of frame: Rect, in superview: Rect, flipped: Bool) -> Rect {
        let top = flipped ? frame.y : superview.height - frame.y - frame.height
        return Rect(x: superview.x + frame.x, y: superview.y + top, width: frame.width, height: frame.height)
    }

    /// Variables are unnamed here and everywhere in a layout system: a name is a string built
    /// per variable per build (six or more per view, and a root is built up to five times), and
    /// nothing reads them; `boxes`, `relativeOrigins` and `edgeSlack` say whose each one is.
    private func makeBox(for view: Int) {
        boxes[item: view] = LayoutBox(x: solver.makeVariable(), y: solver.makeVariable(),
                                      width: solver.makeVariable(), height: solver.makeVariable())
    }

    /// The number of a view or guide of this system's tree by id (nil for any other id).
    func item(_ id: String) -> Int? {
        index.itemNumbers[id].flatMap { items.contains($0) ? $0 : nil }
    }

    /// The id of an item of the document's numbering.
    func id(of item: Int) -> String { index.items[item].id }

    /// A view's subviews that have a box, in document order. Subviews are numbered in
    /// document order, each followed by its own subtree (`LayoutInput`).
    func installedSubviews(of view: Int) -> [Int] {
        var result: [Int] = []
        var child = view + 1
        while child < index.items[view].subtreeEnd {
            if boxes[item: child] != nil { result.append(child) }
            child = index.items[child].subtreeEnd
        }
        return result
    }

    private func addContainerSize(_ environment: RootEnvironment) {
        let box = boxes[item: root]!
        let frame = documentFrames[item: root]!
        let origin = ConstraintOrigin.synthesized(.containerSize, viewID: rootViewID)
        add(Expression(box.x), .equal, 0, origin: origin)
        add(Expression(box.y), .equal, 0, origin: origin)
        // A controller sets its view's size; a free-standing view (a xib's top-level view, a
        // cell, a title view) is sized by whoever adds it, which its own constraints may steer.
        // An explaining build that holds a conflict's members breakable (`brokenRequired`) holds
        // a free-standing root just above them: the canvas keeps the view's size and breaks
        // the conflict's constraints, and a root narrowed to settle the conflict would misplace
        // every view pinned to its sides (`ConflictKeepsRootSize.xib`).
        // (The band above `brokenRequired` is ordered lexicographically: 1100.5 outranks 1100.)
        // An AppKit controller's view is sized by its container (a window, a split view item, a
        // popover, a tab) and by its own constraints: Xcode marks such a root misplaced when its
        // content wants another size, it does not report a conflict (a first run on a real app:
        // a sidebar's root written 62 wide, its content 68). A UIKit controller's is the screen's,
        // whether a storyboard or a xib (its File's Owner's `view`) holds it: of 483 such xib
        // roots in the corpus and outside apps Xcode marks none misplaced, and narrowed to
        // settle their content's conflicts they gave 87 misplacement findings in first-run
        // apps' clean documents, where the canvas keeps the written size and shows the conflict.
        let isScreenSized = document.platform != .macOS && (index.items[root].object.map {
            RootEnvironment.isControllerRoot($0, in: document) || RootEnvironment.isNibControllerRoot($0, in: document)
        } ?? false)
        let freeStanding = Priority.brokenRequired.value + (breakableOrigins.isEmpty ? 0 : 0.5)
        let (size, priority): (Size, Double) = switch rootSize {
        case .written, .content: (Size(width: frame.width, height: frame.height), isScreenSized ? 1000 : freeStanding)
        case .yieldsToContent: (Size(width: frame.width, height: frame.height), 1)
        case .window(let contentSize): (contentSize, WindowContent.sizeStayPutPriority)
        }
        rootHeldSize = size
        let width = add(Expression(box.width), .equal, Expression(size.width), priority: priority, origin: origin)
        let height = add(Expression(box.height), .equal, Expression(size.height), priority: priority, origin: origin)
        if let width, let height { containerSizeConstraintIDs = (width, height) }
    }

    private func addRelativeOrigin(of view: Int) {
        guard let superview = superviews[item: view], let box = boxes[item: view], let superBox = boxes[item: superview] else { return }
        let x = solver.makeVariable()
        let y = solver.makeVariable()
        relativeOrigins[item: view] = (x, y)
        let origin = ConstraintOrigin.synthesized(.relativeFrame, viewID: id(of: view))
        let insets = alignmentInsets(of: view), superInsets = alignmentInsets(of: superview)
        add(Expression(x), .equal, frameLeft(view, box: box, insets: insets) - frameLeft(superview, box: superBox, insets: superInsets), origin: origin)
        add(Expression(y), .equal, frameTop(view, box: box, insets: insets) - frameTop(superview, box: superBox, insets: superInsets), origin: origin)
    }

    /// The frame's edges and size as expressions of the (alignment-rectangle) box, minus or
    /// plus the edges' slack in an explaining build. A view without slack has no slack terms
    /// (adding `slack`'s zero expression would change no term and no constant, only cost).
    func frameLeft(_ view: Int) -> Expression { frameLeft(view, box: boxes[item: view]!, insets: alignmentInsets(of: view)) }
    func frameTop(_ view: Int) -> Expression { frameTop(view, box: boxes[item: view]!, insets: alignmentInsets(of: view)) }
    func frameWidth(_ view: Int) -> Expression { frameWidth(view, box: boxes[item: view]!, insets: alignmentInsets(of: view)) }
    func frameHeight(_ view: Int) -> Expression { frameHeight(view, box: boxes[item: view]!, insets: alignmentInsets(of: view)) }

    // The same, for a caller that holds the view's box and alignment insets already (one or
    // two lookups less per edge).
    private func frameLeft(_ view: Int, box: LayoutBox, insets: EdgeInsets?) -> Expression {
        let left = box.x - (insets?.left ?? 0)
        guard let slack = edgeSlack[item: view] else { return left }
        return left - Expression(slack.left)
    }
    private func frameTop(_ view: Int, box: LayoutBox, insets: EdgeInsets?) -> Expression {
        let top = box.y - (insets?.top ?? 0)
        guard let slack = edgeSlack[item: view] else { return top }
        return top - Expression(slack.top)
    }
    private func frameWidth(_ view: Int, box: LayoutBox, insets: EdgeInsets?) -> Expression {
        let width = box.width + ((insets?.left ?? 0) + (insets?.right ?? 0))
        guard let slack = edgeSlack[item: view] else { return width }
        return width + Expression(slack.left) + Expression(slack.right)
    }
    private func frameHeight(_ view: Int, box: LayoutBox, insets: EdgeInsets?) -> Expression {
        let height = box.height + ((insets?.top ?? 0) + (insets?.bottom ?? 0))
        guard let slack = edgeSlack[item: view] else { return height }
        return height + Expression(slack.top) + Expression(slack.bottom)
    }

    /// The solved value of an expression of this system's variables.
    func value(_ expression: Expression) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.coefficient * solver.value(of: $1.variable) }
    }

    /// A view's solved frame relative to its superview, y down (the root: at the origin).
    func solvedFrame(of view: Int) -> Rect {
        let origin = relativeOrigins[item: view].map { (solver.value(of: $0.x), solver.value(of: $0.y)) } ?? (0, 0)
        return Rect(x: origin.0, y: origin.1, width: value(frameWidth(view)), height: value(frameHeight(view)))
    }

    /// How a view's frame is set when constraints do not set it.
    enum FramePolicy {
        /// Auto Layout positions it.
        case constraints
        /// Its frame and this autoresizing mask, its own (autoresizing views, IB's fixed-frame views).
        case autoresizing(AutoresizingMask)
        /// A content view its container sizes to its interior (`interiorSizingContainers`):
        /// it follows the container by this mask, its own, so that content pinned inside it
        /// sizes the container. Never reported: Interface Builder shows the container.
        case containerInterior(AutoresizingMask)
        /// Exactly its document frame: views their superview places by frame (cells, cell
        /// content views, prototype cell views, header views, any keyed view such as a
        /// `contentView` or `tableHeaderView`), arranged subviews of stack views that IB hides, and
        /// views that no constraint names (IB's prototyping constraints).
        case documentFrame
        /// Its document frame, and following its NSScrollView by this mask, its own, at
        /// `clipViewTilingPriority`: a scroll view's clip view that translates its mask
        /// (`SynthesizedConstraintKind.clipViewTiling`).
        case tiledClipView(AutoresizingMask)
        /// Exactly its document frame, where its NSGridView places it by row, column and cell
        /// placement (`SynthesizedConstraintKind.gridCellFrame`).
        case gridCell
    }

    /// `arranged`: the arranged subviews of the system's stack views (`StackArrangement.arrangedViews`).
    private func framePolicy(_ id: Int, arranged: ItemTable<Void>) -> FramePolicy {
        guard let view = index.items[id].object else { return .constraints }
        if arranged[item: id] != nil { return isUnreported(id) ? .documentFrame : .constraints }
        if frameManagedElements.contains(view.element) { return .documentFrame }
        // NSGridView places its cells' views itself, by rows and columns; an NSClipView its
        // document view (the scroll view's content); an NSSplitView its panes, between its
        // dividers (NSSplitView: "the split view manages the frames of its arranged subviews");
        // whatever constraints elsewhere refer to them.
        let superElement = superviews[item: id].flatMap { index.items[$0].object }?.element
        if superElement == "gridView" { return .gridCell }
        // AppKit tiles a scroll view's clip view to its bounds (`clipViewTiling`).
        if superElement == "scrollView", view.element == "clipView", view.key == "contentView", index.translatesAutoresizingMask(id) {
            return .tiledClipView(view.autoresizingMask ?? [])
        }
        if let superElement, superElement == "clipView" || superElement == "splitView" { return .documentFrame }
        // NSTabView shows one item's view, the selected one (`initialItem`, else the first);
        // the others are not in its view hierarchy until chosen: each keeps its written frame
        // and its content does not size the tab view.
        if superElement == "tabView", view.key == "view", !isShownTabItemView(id), options.applies(.containerInterior) {
            return .documentFrame
        }
        if let key = view.key, let superElement, let container = interiorSizingContainers[superElement], container.key == key,
           options.applies(.containerInterior) {
            if index.translatesAutoresizingMask(id) { return .containerInterior(view.autoresizingMask ?? []) }
            // Written without a mask to translate, it fills the container's interior.
            if container.placesContentWhateverItsFlag { return .containerInterior(view.autoresizingMask ?? [.widthSizable, .heightSizable]) }
        }
        if let key = view.key, key != "view" { return .documentFrame }
        if hasFixedFrame(id) { return .autoresizing(view.autoresizingMask ?? []) }
        if index.translatesAutoresizingMask(id) { return .autoresizing(view.autoresizingMask ?? []) }
        // A view that no constraint names keeps its document position and size, whatever its
        // `translatesAutoresizingMaskIntoConstraints` says: Interface Builder gives it
        // prototyping constraints and removes them only from "the views referred to by" a
        // constraint (Auto Layout Guide, "Working with Constraints in Interface Builder"), in
        // the canvas and in the built app alike. Measured: one app's About window text view
        // (NO, no constraint) is not flagged by Xcode 26.
        return index.items[id].isConstraintItem ? .constraints : .documentFrame
    }

    /// Whether Interface Builder keeps `view` where it was dropped (`fixedFrame="YES"`), without
    /// constraints: IB and the build give it its frame and autoresizing mask.
    /// `view` is an item number; its element is read in the document it is drawn in.
    func hasFixedFrame(_ view: Int) -> Bool {
        guard let object = index.items[view].object else { return false }
        return index.items[view].document.tree[object.node].attribute(notKnown: "fixedFrame") == "YES"
    }

    /// Whether `view` (an item number) is an arranged view of a stack view written in its
    /// `<subviews>`, installed in this system's configuration. An NSStackView's gravity areas
    /// (`<beginningViews>`, `<middleViews>`, `<endViews>`) are not: Xcode marks 2 of the 44
    /// views written in them misplaced (corpus and outside apps), and none of the 5,572
    /// arranged views written in `<subviews>` (`LayoutAdjustment.stackArrangedFrames`).
    func isArranged(_ view: Int) -> Bool {
        guard superviews[item: view].flatMap({ index.items[$0].object })?.element == "stackView",
              let object = index.items[view].object else { return false }
        let tree = index.items[view].document.tree
        return tree[object.node].parent.map { tree[$0].name == "subviews" } ?? false
    }

    /// Whether a tab view item's view is the one its NSTabView shows: the item `initialItem`
    /// names, else the first item.
    private func isShownTabItemView(_ number: Int) -> Bool {
        // The tab view and its items are elements of the view's own document.
        let (view, document) = (index.items[number].object!, index.items[number].document)
        guard let itemID = view.parentID, let tabID = view.superviewID, let tab = document.object(tabID) else { return true }
        let shown = document.attribute("initialItem", of: tabID, in: variant)
            ?? tab.childIDs.first { document.object($0)?.element == "tabViewItem" }
        return shown == nil || shown == itemID
    }

    /// An arranged plain or custom view of an NSStackView that no constraint names keeps its
    /// written size; its stack view still places it. Nothing else can size it: no constraint
    /// reaches it or its subviews' edges, and it has no intrinsic size. Interface Builder gives
    /// a view without constraints prototyping constraints of a fixed size ("Working with
    /// Constraints in Interface Builder", Auto Layout Guide). Measured on the corpus: all 20
    /// such AppKit views are unmarked. In UIKit only when explaining written frames: one of
    /// the corpus's 24 is marked ambiguous by Xcode, in a stack that leaves its height open, so
    /// whether the canvas holds them is an unknown; but Xcode marks none of the 33 shown ones of
    /// the corpus and the outside apps misplaced, wherever a stack or an optional pin would
    /// stretch them, and in two first-run apps 13 misplacement findings in documents Xcode
    /// saved clean rested on such views stretched (one by 150 points). (A nested stack view that
    /// no constraint names is sized by its own arranged views: not held.) Held just below
    /// required, so that a stack that must stretch such a view still can.
    private func holdPrototypingSize(of view: Int) {
        guard isMacOS || explainsDocument, !index.items[view].isConstraintItem, let object = index.items[view].object,
              object.element == "view" || object.element == "customView", let frame = documentFrames[item: view] else { return }
        let origin = ConstraintOrigin.synthesized(.prototypingSize, viewID: id(of: view))
        add(frameWidth(view), .equal, Expression(frame.width), priority: Priority.brokenRequired.value, origin: origin)
        add(frameHeight(view), .equal, Expression(frame.height), priority: Priority.brokenRequired.value, origin: origin)
    }

    /// Marks a view unreported (`isUnreported`).
    func markUnreported(_ view: Int) { unreportedViews[item: view] = () }

    /// A view's alignment-rectangle insets (`alignmentInsets`), nil for most views.
    func alignmentInsets(of view: Int) -> EdgeInsets? { alignmentInsets[item: view] }

    /// Whether a view is never reported (`unreportedViews`).
    func isUnreported(_ view: Int) -> Bool { unreportedViews[item: view] != nil }

    /// UIKit's autoresizing constraints: on each axis the flexible parts (margin before, size,
    /// margin after) share the superview's change of size in proportion to their document
    /// values (equally when those are all zero); with no flexible part the leading margin and
    /// the size stay. macOS masks name minY at the bottom (y up), so they are swapped here.
    ///
    /// `keepsFrameOrigin`: a mask without a flexible vertical part keeps the frame's origin, as
    /// the autoresizing machinery of each framework does: the top edge in UIKit and in flipped
    /// AppKit views, the bottom edge in the others (AppKit's origin is the bottom-left corner).
    /// False for views placed at their document frame, which keep their top edge.
    private func addAutoresizing(of view: Int, mask: AutoresizingMask, keepsFrameOrigin: Bool = true,
                                 kind: SynthesizedConstraintKind = .autoresizing, priority: Double = Priority.required.value,
                                 holdsHeight: Bool = true) {
        guard let superview = superviews[item: view], let frame = documentFrames[item: view], let superFrame = documentFrames[item: superview] else { return }
        let origin = ConstraintOrigin.synthesized(kind, viewID: id(of: view))
        let yUp = !isFlipped(superview)
        let box = boxes[item: view]!, superBox = boxes[item: superview]!
        let insets = alignmentInsets(of: view), superInsets = alignmentInsets(of: superview)
        addAutoresizingAxis(flexible: [mask.contains(.flexibleMinX), mask.contains(.widthSizable), mask.contains(.flexibleMaxX)],
                            position: frameLeft(view, box: box, insets: insets) - frameLeft(superview, box: superBox, insets: superInsets),
                            size: frameWidth(view, box: box, insets: insets), superSize: frameWidth(superview, box: superBox, insets: superInsets),
                            before: frame.x - superFrame.x, length: frame.width, total: superFrame.width, priority: priority, origin: origin)
        var vertical = [mask.contains(yUp ? .flexibleMaxY : .flexibleMinY), mask.contains(.heightSizable),
                        mask.contains(yUp ? .flexibleMinY : .flexibleMaxY)]
        if yUp && keepsFrameOrigin && !vertical.contains(true) { vertical[0] = true }
        addAutoresizingAxis(flexible: vertical,
                            position: frameTop(view, box: box, insets: insets) - frameTop(superview, box: superBox, insets: superInsets),
                            size: frameHeight(view, box: box, insets: insets), superSize: frameHeight(superview, box: superBox, insets: superInsets),
                            before: frame.y - superFrame.y, length: frame.height, total: superFrame.height, priority: priority,
                            holdsSize: holdsHeight, origin: origin)
    }

    /// One axis of `addAutoresizing`: `flexible` flags the margin before, the size and the
    /// margin after; each flexible part changes by its share of `superSize - total`.
    private func addAutoresizingAxis(flexible: [Bool], position: Expression, size: Expression, superSize: Expression,
                                     before: Double, length: Double, total: Double, priority: Double, holdsSize: Bool = true,
                                     origin: ConstraintOrigin) {
        let parts = [before, length, total - before - length]
        let flexibleTotal: Double = zip(parts, flexible).filter(\.1).map(\.0).reduce(Double(0), +)
        let flexibleCount = Double(flexible.filter { $0 }.count)
        func share(_ i: Int) -> Double {
            guard flexible[i] else { return 0 }
            return flexibleTotal > 0 ? parts[i] / flexibleTotal : 1 / flexibleCount
        }
        add(position, .equal, parts[0] + share(0) * (superSize - total), priority: priority, origin: origin)
        if holdsSize { add(size, .equal, parts[1] + share(1) * (superSize - total), priority: priority, origin: origin) }
    }

    // MARK: Layout guides

    private func addGuides(of view: Int, environment: RootEnvironment) {
        guard let owner = boxes[item: view] else { return }
        let ownerID = id(of: view)
        let origin = ConstraintOrigin.synthesized(.layoutGuide, viewID: ownerID)
        var keyboardGuides: [Int] = []
        for guide in index.items[view].guides {
            switch index.items[guide].guideKind! {
            case .safeArea:
                let placed = inset(owner, by: safeAreaInsets(of: view), origin: origin)
                boxes[item: guide] = placed.box
                if let ids = SafeAreaGuideConstraints(guideID: id(of: guide), ownerViewID: ownerID, constraintIDs: placed.constraintIDs) {
                    safeAreaGuides.append(ids)
                }
            case .layoutMargins:
                boxes[item: guide] = inset(owner, by: margins(of: view), origin: origin).box
            case .contentLayout:
                boxes[item: guide] = contentBox(ofScrollView: view)
            case .frameLayout, .other:
                boxes[item: guide] = owner
            case .keyboard:
                keyboardGuides.append(guide)
            case .topLayoutGuide:
                boxes[item: guide] = inset(owner, by: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
                                           height: environment.topLayoutGuideLength, atBottom: false, origin: origin).box
            case .bottomLayoutGuide:
                boxes[item: guide] = inset(owner, by: EdgeInsets(top: 0, left: 0, bottom: 0, right: 0),
                                           height: environment.bottomLayoutGuideLength, atBottom: true, origin: origin).box
            }
        }
        guard !keyboardGuides.isEmpty else { return }
        // UIKeyboardLayoutGuide with no keyboard on screen, as on the canvas: the strip from the
        // bottom of the view's safe area (`usesBottomSafeArea`, true by default: "the layout
        // guide ties to the bottomAnchor of the view's safeAreaLayoutGuide") to its bottom edge.
        let safeArea = index.items[view].guides.first { index.items[$0].guideKind == .safeArea }.flatMap { boxes[item: $0] }
        let safeBottom = safeArea.map { $0.y + $0.height } ?? owner.y + owner.height - safeAreaInsets(of: view).bottom
        for guide in keyboardGuides {
            let box = LayoutBox(x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
            add(Expression(box.x), .equal, Expression(owner.x), origin: origin)
            add(Expression(box.width), .equal, Expression(owner.width), origin: origin)
            add(Expression(box.y), .equal, safeBottom, origin: origin)
            add(box.y + box.height, .equal, owner.y + owner.height, origin: origin)
            boxes[item: guide] = box
        }
    }

    /// A new box inside `owner` by fixed insets; with `height`, a bar of that height at the top
    /// or bottom edge instead (the pre-iOS 11 top and bottom layout guides). Also returns the
    /// constraints that place it: x, width, then y, height (their constants are the insets).
    private func inset(_ owner: LayoutBox, by insets: EdgeInsets, height: Double? = nil, atBottom: Bool = false,
                       origin: ConstraintOrigin) -> (box: LayoutBox, constraintIDs: [ConstraintID?]) {
        let box = LayoutBox(x: solver.makeVariable(), y: solver.makeVariable(), width: solver.makeVariable(), height: solver.makeVariable())
        var ids = [add(Expression(box.x), .equal, owner.x + insets.left, origin: origin),
                   add(Expression(box.width), .equal, owner.width - (insets.left + insets.right), origin: origin)]
        if let height {
            ids.append(add(Expression(box.height), .equal, Expression(height), origin: origin))
            if atBottom {
                ids.append(add(box.y + box.height, .equal, owner.y + owner.height, origin: origin))
            } else {
                ids.append(add(Expression(box.y), .equal, Expression(owner.y), origin: origin))
            }
        } else {
            ids.append(add(Expression(box.y), .equal, owner.y + insets.top, origin: origin))
            ids.append(add(Expression(box.height), .equal, owner.height - (insets.top + insets.bottom), origin: origin))
        }
        return (box, ids)
    }

    /// The safe area of a view: the root's insets (status bar, bars, home indicator, from the
    /// device and the scene), and for a subview the part of them its document frame overlaps.
    /// Inside a scroll view (table and collection views included) only the left and right
    /// insets reach the content: the scroll view absorbs the top and bottom ones in its
    /// adjusted content inset, and its content scrolls under the bars.
    func safeAreaInsets(of item: Int) -> EdgeInsets {
        guard item != root, let frame = documentFrames[item: item], let rootFrame = documentFrames[item: root] else { return rootInsets }
        return safeAreaInsets(of: item, framed: frame, within: rootInsets, rootSize: Size(width: rootFrame.width, height: rootFrame.height))
    }

    /// The safe area of a view framed at `frame` (root coordinates) in a root of `size` whose
    /// own insets are `rootInsets` (shared with a live session, which resizes the root).
    func safeAreaInsets(of view: Int, framed frame: Rect, within rootInsets: EdgeInsets, rootSize size: Size) -> EdgeInsets {
        let scrolls = hasScrollingAncestor(view)
        return EdgeInsets(top: scrolls ? 0 : max(0, rootInsets.top - frame.y), left: max(0, rootInsets.left - frame.x),
                          bottom: scrolls ? 0 : max(0, rootInsets.bottom - (size.height - frame.maxY)),
                          right: max(0, rootInsets.right - (size.width - frame.maxX)))
    }

    /// Whether a scroll view (or table, collection or text view) holds `view`.
    func hasScrollingAncestor(_ view: Int) -> Bool {
        var current = superviews[item: view]
        while let ancestor = current {
            if let element = index.items[ancestor].object?.element, scrollingUIKitElements.contains(element) { return true }
            current = superviews[item: ancestor]
        }
        return false
    }

    /// A scroll view's content area (UIScrollView's `contentLayoutGuide`): its origin is the
    /// scroll view's (content offset zero); its size is free, decided by the content.
    func contentBox(ofScrollView view: Int) -> LayoutBox {
        if let box = contentBoxes[item: view] { return box }
        let owner = boxes[item: view]!
        let box = LayoutBox(x: solver.makeVariable(), y: solver.makeVariable(),
                            width: solver.makeVariable(), height: solver.makeVariable())
        let origin = ConstraintOrigin.synthesized(.scrollContent, viewID: id(of: view))
        add(Expression(box.x), .equal, Expression(owner.x), origin: origin)
        add(Expression(box.y), .equal, Expression(owner.y), origin: origin)
        add(Expression(box.width), .greaterThanOrEqual, 0, origin: origin)
        add(Expression(box.height), .greaterThanOrEqual, 0, origin: origin)
        contentBoxes[item: view] = box
        return box
    }

    // MARK: Margins

    /// A view's layout margins, left/right resolved for the layout direction. Explicit
    /// `layoutMargins` win; otherwise UIKit's defaults for the view's kind and the Xcode that
    /// saved the document (`DefaultMarginRow.rows`), a cell's content view narrowed by its
    /// accessory (`CellMargins`). Margins grow by the safe-area insets where the view overlaps
    /// them (`insetsLayoutMarginsFromSafeArea` is YES unless the file says NO). AppKit views have
    /// no margins (0).
    func margins(of item: Int) -> EdgeInsets {
        guard let view = index.items[item].object else { return EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        if isMacOS && view.layoutMargins == nil { return EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        var margins = unpreservedMargins(of: item)
        // `preservesSuperviewLayoutMargins` (UIView): where the superview's margin reaches
        // into this view, this view's margin grows to keep its content inside it, by the
        // smallest amount that does (Apple's documentation of the property). Measured on the
        // written frames, which are the canvas's own layout. A table, collection or text view
        // superview is left out: cells keep their own margins. A plain scroll view is not: a
        // content view preserving a margin-preserving scroll view's margins is written inside
        // the root's margins (the one such view seen, in an app outside the corpus; the corpus
        // has none).
        if let superview = marginPreservingSuperview(of: item),
           let frame = documentFrames[item: item], let superFrame = documentFrames[item: superview] {
            let inherited = self.margins(of: superview)
            margins.top = max(margins.top, inherited.top - (frame.y - superFrame.y))
            margins.left = max(margins.left, inherited.left - (frame.x - superFrame.x))
            margins.bottom = max(margins.bottom, inherited.bottom - (superFrame.maxY - frame.maxY))
            margins.right = max(margins.right, inherited.right - (superFrame.maxX - frame.maxX))
        }
        return margins
    }

    /// A view's margins before it preserves its superview's: its own, grown by the safe area
    /// where they grow by it (`margins(of:)`).
    func unpreservedMargins(of item: Int) -> EdgeInsets {
        var margins = ownMargins(of: item)
        if marginsGrowBySafeArea(item) {
            let safe = safeAreaInsets(of: item)
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        return margins
    }

    /// The superview whose margins a view preserves (`preservesSuperviewLayoutMargins`), nil
    /// when it does not or when the superview is a table, collection or text view (`margins(of:)`).
    func marginPreservingSuperview(of item: Int) -> Int? {
        guard let view = index.items[item].object, let superview = superviews[item: item],
              !(index.items[superview].object.map { marginIsolatingScrollViews.contains($0.element) } ?? false),
              index.items[item].document.tree[view.node].attribute(notKnown: "preservesSuperviewLayoutMargins") == "YES"
        else { return nil }
        return superview
    }

    /// A view's own layout margins, before the safe area grows them: explicit `layoutMargins`,
    /// else UIKit's defaults for its kind (`margins(of:)`).
    func ownMargins(of item: Int) -> EdgeInsets {
        guard let view = index.items[item].object else { return EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        let kind = DefaultMarginRow.ViewKind(element: view.element, isRoot: item == root)
        if let explicit = view.layoutMargins {
            var margins = explicit
            if explicit.isDirectional && options.rightToLeft { swap(&margins.left, &margins.right) }
            // A root's margins are no smaller than the system minimum (Apple:
            // `UIViewController.viewRespectsSystemMinimumLayoutMargins`, YES by default, from
            // iOS 11: Xcode 9's toolsVersion 13000), which is the root row's; Interface
            // Builder's canvas treats a xib's top-level view as a root so (a first run: 9 xibs
            // of one app whose top-level stack views write 8-point side margins lay their views
            // out 16 points in, none marked misplaced; the corpus and the outside apps have no
            // root with written margins below the minimum).
            if !isMacOS, kind == .root, index.toolsVersion >= 13_000, respectsSystemMinimumMargins(root: view, in: index.items[item].document) {
                let minimum = DefaultMarginRow.margins(of: .root, toolsVersion: index.toolsVersion, rootWidth: documentFrames[item: root]?.width ?? 0)
                margins = EdgeInsets(top: max(margins.top, minimum.top), left: max(margins.left, minimum.left),
                                     bottom: max(margins.bottom, minimum.bottom), right: max(margins.right, minimum.right))
            }
            return margins
        }
        if isMacOS { return EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        var margins = DefaultMarginRow.margins(of: kind, toolsVersion: index.toolsVersion,
                                               rootWidth: documentFrames[item: root]?.width ?? 0)
        if kind == .cellContentView, view.element == "tableViewCellContentView",
           let separator = DefaultMarginRow.separatorBelow(contentView: documentFrames[item: item],
                                                            inCell: superviews[item: item].flatMap { documentFrames[item: $0] },
                                                            toolsVersion: index.toolsVersion) {
            margins.bottom = max(0, margins.bottom - separator)
        }
        if kind == .cellContentView, options.applies(.cellAccessoryMargin),
           let trailing = CellMargins.accessoryTrailingMargin(ofContentView: view, in: index.items[item].document) {
            if options.rightToLeft { margins.left = trailing } else { margins.right = trailing }
        }
        return margins
    }

    /// Whether a root view's controller keeps its margins at least the system minimum
    /// (`viewRespectsSystemMinimumLayoutMargins`, YES unless the controller says NO; a xib's
    /// top-level view has no controller and keeps them so on the canvas).
    private func respectsSystemMinimumMargins(root view: IBObject, in document: IBDocument) -> Bool {
        guard let parentID = view.parentID, let controller = document.object(parentID) else { return true }
        return document.tree[controller.node].attribute(notKnown: "viewRespectsSystemMinimumLayoutMargins") != "NO"
    }

    /// Whether a view's margins grow by its safe-area insets (`insetsLayoutMarginsFromSafeArea`,
    /// YES unless the file says NO).
    func marginsGrowBySafeArea(_ item: Int) -> Bool {
        guard let view = index.items[item].object else { return true }
        return index.items[item].document.tree[view.node].attribute(notKnown: "insetsLayoutMarginsFromSafeArea") != "NO"
    }

    // MARK: Attributes

    /// The box an item's attribute is measured on: a UIScrollView's edges and margins, seen
    /// from its own content, are those of its content area; its width, height and centres are
    /// its frame's, as is everything else of any item. Apple's Auto Layout Guide ("Working with
    /// Scroll Views"): constraints between the edges or margins of the scroll view and its
    /// content attach to the content area; between the height, width, or centers, to the
    /// frame. Measured: a library's scroll-view storyboard (Xcode 26) sizes a table
    /// inside a scroll view by `table.bottom == scrollView.centerY - 5` and writes it half the
    /// scroll view's height less the gaps, unflagged.
    private func box(of item: Int, _ attribute: LayoutAttribute, seenFrom other: Int?) -> LayoutBox? {
        guard let box = boxes[item: item] else { return nil }
        let measuredOnFrame = attribute.isSize || attribute.withoutMargin == .centerX || attribute.withoutMargin == .centerY
        guard !measuredOnFrame, let other, isScrollView(item), isStrictDescendant(other, of: item) else { return box }
        return contentBox(ofScrollView: item)
    }

    /// Whether a view of this system is a UIKit scroll view or text view (recorded while
    /// collecting the views).
    func isScrollView(_ view: Int) -> Bool { scrollViews[item: view] != nil }

    /// Whether `ancestor` is a superview (or a superview's superview…) of a view, or of a
    /// guide's owner view or the owner itself. (A superview's number is smaller than its
    /// subview's: the walk ends.)
    private func isStrictDescendant(_ item: Int, of ancestor: Int) -> Bool {
        var current = superviews[item: item] ?? (index.items[item].isGuide ? index.items[item].parent : nil)
        while let view = current {
            if view == ancestor { return true }
            current = superviews[item: view]
        }
        return false
    }

    /// `item.attribute` as a linear expression. Baselines are approximated from the frame and
    /// the font size (`BaselineOffsets`; see Docs/layout-accuracy.md). A margin is measured
    /// inside the box the attribute attaches to, a scroll view's content area included: both
    /// such constraints in the corpus and the outside apps (two documents, one unmarked) write
    /// the content 8 points, UIView's default margin, inside that area (`ScrollViewMargins.xib`).
    func expression(_ attribute: LayoutAttribute, of item: Int, seenFrom other: Int? = nil) -> Expression? {
        guard let box = box(of: item, attribute, seenFrom: other) else { return nil }
        let insets = attribute.isMargin ? margins(of: item) : EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        // Each edge is built only where the attribute needs it: an expression is an allocation.
        let margin = attribute.isMargin ? marginSlack[item: item] : nil
        func left() -> Expression { margin.map { box.x + insets.left + Expression($0) } ?? box.x + insets.left }
        func right() -> Expression { margin.map { box.x + box.width - insets.right - Expression($0) } ?? box.x + box.width - insets.right }
        func top() -> Expression { box.y + insets.top }
        func bottom() -> Expression { box.y + box.height - insets.bottom }
        switch attribute.withoutMargin {
        case .left: return left()
        case .right: return right()
        // Right-to-left mirrors the leading/trailing axis: leading is the right edge and
        // constants grow towards the left, so both are measured as -x.
        case .leading: return options.rightToLeft ? -right() : left()
        case .trailing: return options.rightToLeft ? -left() : right()
        case .top: return top()
        case .bottom: return bottom()
        case .width: return Expression(box.width)
        case .height: return Expression(box.height)
        case .centerX: return (left() + right()) * 0.5
        case .centerY: return (top() + bottom()) * 0.5
        case .firstBaseline, .lastBaseline:
            if let arranged = StackArrangement.baselineView(of: item, attribute.withoutMargin, in: self) {
                return expression(attribute, of: arranged)
            }
            guard let view = index.items[item].object else { return (top() + bottom()) * 0.5 }
            let baseline = BaselineOffsets.of(view, in: index.items[item].document, documentHeight: documentFrames[item: item]?.height ?? 0)
            let error = slack(item, \.baseline)
            if let centre = baseline.belowCentre { return (top() + bottom()) * 0.5 + centre + error }
            if attribute == .firstBaseline, let first = baseline.firstFromTop { return top() + first + error }
            return bottom() - (baseline.lastFromBottom ?? 0) + error
        default: return nil
        }
    }

    // MARK: Document constraints

    /// An active constraint of the root as the builder adds it: its specification (resolved
    /// in the configuration that installs it, at the constant it acts with), its id in the
    /// document, and its items' numbers (`LayoutInput.constraintItems`; nil for an item
    /// that is no view or guide of any root's tree).
    struct ActiveConstraint {
        let id: String
        let spec: ConstraintSpec
        let first: Int?
        let second: Int?
    }

    /// The root's active IB constraints, resolved in the configuration that installs them.
    private func activeDocumentConstraints() -> [ActiveConstraint] {
        let indices = index.constraints(ofRoot: rootViewID)
        var resolved: [ActiveConstraint] = []
        resolved.reserveCapacity(indices.count)
        for constraintIndex in indices {
            guard let variant = active.variantInstalling(constraintIndex) else { continue }
            let items = index.constraintItems[constraintIndex]
            var (id, spec) = index.constraint(constraintIndex, in: variant)
            if index.writesNoStandardConstant(constraintIndex),
               let spacing = writtenStandardSpacing(of: spec, first: items.first, second: items.second) {
                spec.constant = spacing
            }
            resolved.append(ActiveConstraint(id: id, spec: spec, first: items.first, second: items.second))
        }
        return resolved
    }

    /// The standard spacing a "Use Standard Value" constraint written without a constant acts
    /// with, measured on the written frames: the frameworks decide it per pair of items (UIKit
    /// and AppKit document 8 points between siblings and 20 to a superview's edge, and Interface
    /// Builder puts a view against an adjacent bar at 0), which a file that writes no number
    /// leaves unknown; the frames show what the canvas used, within the plausible range from
    /// 0 to 20 points. nil where a side is not a plain edge, centre or size of a view with a
    /// written frame (margins, baselines, guides, a scroll view's content area): the written
    /// constant (0) stands. Measured: the corpus's 10 such constraints (Xcode 12 and 13; nine
    /// between a toolbar and the view beside or around it, one to a layout guide) are all
    /// written at 0; an outside app's Xcode 7 preference panes write their controls 20 points
    /// from the pane's edges and their check boxes 2 points apart frame to frame, unflagged.
    private func writtenStandardSpacing(of spec: ConstraintSpec, first: Int?, second: Int?) -> Double? {
        guard let first, let firstValue = writtenValue(spec.firstAttribute, of: first) else { return nil }
        var secondValue = 0.0
        if let attribute = spec.secondAttribute {
            guard let second, let value = writtenValue(attribute, of: second) else { return nil }
            secondValue = value * spec.multiplier
        }
        return min(max(firstValue - secondValue, 0), 20)
    }

    /// An attribute of a view's written alignment rectangle in root coordinates, measured as
    /// `expression(_:of:)` measures it; nil for margins, baselines, guides and scroll views.
    func writtenValue(_ attribute: LayoutAttribute, of item: Int) -> Double? {
        guard !attribute.isMargin, index.items[item].object != nil, scrollViews[item: item] == nil,
              let frame = documentFrames[item: item] else { return nil }
        let insets = alignmentInsets[item: item] ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        let left = frame.x + insets.left, right = frame.maxX - insets.right
        let top = frame.y + insets.top, bottom = frame.maxY - insets.bottom
        switch attribute {
        case .left: return left
        case .right: return right
        case .leading: return options.rightToLeft ? -right : left
        case .trailing: return options.rightToLeft ? -left : right
        case .top: return top
        case .bottom: return bottom
        case .width: return right - left
        case .height: return bottom - top
        case .centerX: return (left + right) / 2
        case .centerY: return (top + bottom) / 2
        default: return nil
        }
    }

    /// Adds one IB constraint unless one of its items is not installed (then it is inactive).
    @discardableResult
    private func addDocumentConstraint(_ active: ActiveConstraint) -> ConstraintID? {
        let spec = active.spec
        // An item that is no view or guide of any root's tree has no number: inactive.
        guard let first = active.first, active.second != nil || spec.secondItemID == nil || spec.secondAttribute == nil,
              let sides = solverSides(of: spec, first: first, second: active.second)
        else { return nil }
        let id = add(sides.lhs, sides.relation, sides.rhs + spec.constant + centreSlack(of: spec, id: active.id),
                     priority: spec.priority, origin: .document(active.id))
        if let id { constraintIDs[active.id] = id }
        return id
    }

    /// The two sides of `first.attribute relation second.attribute × multiplier`, the constant
    /// left out (the caller adds it, and a live session changes it in place later). nil when an
    /// item is not a view or guide of this root (an uninstalled view, another root's view).
    /// `first` and `second` are the numbers of the spec's items.
    func solverSides(of spec: ConstraintSpec, first: Int, second: Int?) -> (lhs: Expression, relation: Relation, rhs: Expression)? {
        guard var lhs = expression(spec.firstAttribute, of: first, seenFrom: second) else { return nil }
        var rhs = Expression(0)
        if let second, let secondAttribute = spec.secondAttribute {
            guard let secondExpression = expression(secondAttribute, of: second, seenFrom: first) else { return nil }
            // × 1 changes no coefficient and no constant: most constraints skip the new array.
            guard spec.multiplier != 1 else { return (lhs, Relation(spec.relation), secondExpression) }
            rhs = secondExpression * spec.multiplier
            // A multiplied position is measured in the bounds of the items' nearest common
            // ancestor, not in root coordinates: `superview.centerX == 4 × button.centerX` puts
            // the button's centre at an eighth of its superview's width from that superview's
            // own leading edge, wherever the superview stands. With × 1 the origins cancel.
            if let container = nearestCommonAncestor(first, second),
               let firstOrigin = boundsOrigin(of: container, for: spec.firstAttribute),
               let secondOrigin = boundsOrigin(of: container, for: secondAttribute) {
                lhs = lhs - firstOrigin
                rhs = rhs - secondOrigin * spec.multiplier
            }
        }
        return (lhs, Relation(spec.relation), rhs)
    }

    /// The view whose bounds a constraint between two items is evaluated in: the nearest view
    /// that is, or contains, both (a guide stands for its owner). nil outside one tree.
    func nearestCommonAncestor(_ a: Int, _ b: Int) -> Int? {
        func view(_ item: Int) -> Int { index.items[item].guideKind == nil ? item : index.items[item].parent }
        var candidate = view(a)
        let other = view(b)
        while candidate >= 0, !(candidate <= other && other < index.items[candidate].subtreeEnd) {
            candidate = index.items[candidate].parent
        }
        return candidate >= 0 ? candidate : nil
    }

    /// Where a position attribute of an item inside `container` counts from in the container's
    /// bounds, in the terms `expression(_:of:)` uses (left-to-right x, y down; leading in a
    /// right-to-left layout is -x, counted from the container's right edge). nil for sizes, and
    /// for a scroll view, whose bounds move with its content.
    private func boundsOrigin(of container: Int, for attribute: LayoutAttribute) -> Expression? {
        guard !attribute.isSize, !isScrollView(container), let box = boxes[item: container] else { return nil }
        switch attribute.withoutMargin {
        case .leading where options.rightToLeft, .trailing where options.rightToLeft: return -(box.x + box.width)
        case _ where attribute.axis == .horizontal: return Expression(box.x)
        default: return Expression(box.y)
        }
    }

    // MARK: Intrinsic content size

    /// Content hugging (`size <= intrinsic` at the hugging priority) and compression resistance
    /// (`size >= intrinsic` at its priority) on each axis that has an intrinsic size.
    private func addIntrinsicSize(of item: Int) {
        guard let box = boxes[item: item], !isUnreported(item),
              var size = intrinsicSize(of: item) else { return }
        if textHeights == .estimated, size.isFromFrame, let estimate = estimatedTextHeight(of: item) { size.height = estimate }
        let origin = ConstraintOrigin.synthesized(.intrinsicSize, viewID: id(of: item))
        let insets = alignmentInsets(of: item) ?? EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        // A measured size holds the frame of a fixed-size control, the alignment rectangle of
        // any other view (as the constraints below do).
        if explainsDocument, !size.isFromFrame {
            if let width = size.width { measuredSizes.append((item, size.isFixed ? frameWidth(item) : Expression(box.width), width)) }
            if let height = size.height { measuredSizes.append((item, size.isFixed ? frameHeight(item) : Expression(box.height), height)) }
        }
        if size.isFixed {
            // Switches, steppers, activity indicators draw at one size whatever their frame.
            if let width = size.width {
                add(frameWidth(item), .equal, Expression(width), priority: Priority.brokenRequired.value, origin: origin)
            }
            if let height = size.height {
                add(frameHeight(item), .equal, Expression(height), priority: Priority.brokenRequired.value, origin: origin)
            }
            return
        }
        // A size read from the frame measures the frame, not the alignment rectangle inside
        // it: where the explaining build lets that rectangle's edges move within the frame
        // (`addEdgeSlack`), the size holds the frame, so that the rectangle may be as much
        // smaller than the written frame as the unknown insets allow; elsewhere the known
        // insets come off. A measured size (a placeholder) is an intrinsic
        // content size, which is the alignment rectangle's (Apple's `intrinsicContentSize`):
        // held as it is. Measured on the corpus: the 11 AppKit controls with a placeholder size
        // on both axes are all written larger than it, by their insets: pop-ups by 6 x 4 (2),
        // 7 x 5 (2) and 5 x 5 (1), labels by 4 x 0 (4), a combo box by 3 x 6, a push button by
        // 14 x 12; none is marked.
        let (contentHugging, compressionResistance) = contentPriorities(of: item)
        let holdsFrame = size.isFromFrame && edgeSlack[item: item] != nil
        let heldWidth = holdsFrame ? self.frameWidth(item) : Expression(box.width)
        let heldHeight = holdsFrame ? self.frameHeight(item) : Expression(box.height)
        let insetsComeOff = size.isFromFrame && !holdsFrame
        // A frame the document's own required sizes contradict measures no content: the size
        // read from it may be anything (it resists at 0 and hugs nothing).
        let staleAxes = size.isFromFrame ? staleFrameAxes[item] ?? [] : []
        if let frameWidth = size.width {
            let width = staleAxes.contains(.horizontal) ? 0 : insetsComeOff ? frameWidth - insets.left - insets.right : frameWidth
            if !staleAxes.contains(.horizontal) {
                add(heldWidth, .lessThanOrEqual, Expression(width), priority: contentHugging.horizontal, origin: origin)
            }
            // Against its window a content view is narrowed down to the window's width unless
            // something above 500 holds it; a width read from the frame is no firm lower bound
            // there: a stretched pop-up or equal-width buttons are narrower by their content.
            // It still resists at the weakest priority, as the content it stands for does: a
            // view pinned on one side keeps a width, whatever its content measures.
            let resistsAt = size.isFromFrame && rootSize.isWindow ? 1 : compressionResistance.horizontal
            add(heldWidth, .greaterThanOrEqual, Expression(width), priority: resistsAt, origin: origin)
        }
        if let frameHeight = size.height {
            let height = staleAxes.contains(.vertical) ? 0 : insetsComeOff ? frameHeight - insets.top - insets.bottom : frameHeight
            let hugging = staleAxes.contains(.vertical) ? nil
                : add(heldHeight, .lessThanOrEqual, Expression(height), priority: contentHugging.vertical, origin: origin)
            let compression = add(heldHeight, .greaterThanOrEqual, Expression(height),
                                  priority: compressionResistance.vertical, origin: origin)
            if textHeights == .written, size.isFromFrame, let hugging, let compression,
               let estimate = estimatedTextHeight(of: item),
               estimate.roundedToPixel(scale: index.scale) != frameHeight.roundedToPixel(scale: index.scale) {
                textHeightProbes.append(TextHeightProbe(hugging: hugging, compression: compression,
                                                        written: height, estimated: estimate - insets.top - insets.bottom))
            }
        }
    }

    /// The views whose written width or height breaks a required constraint of the document on
    /// that size, by more than 2 points: a constant (`height == 44`) or another view's written
    /// size (`height == other.height`). Such a frame was written before the constraint held
    /// (Xcode flags it misplaced), so it measures nothing of the view's content: explaining, a
    /// size read from it may be anything on that axis (`addIntrinsicSize`). Both views of a
    /// broken equality are taken, as either may be the stale one.
    private func staleFrameAxes(of constraints: [ActiveConstraint]) -> [Int: Set<LayoutAttribute.Axis>] {
        func writtenSize(_ view: Int, _ attribute: LayoutAttribute) -> Double? {
            guard let frame = documentFrames[item: view] else { return nil }
            let rect = SafeAreaEvidence.alignmentRect(of: frame, insets: alignmentInsets(of: view))
            return attribute == .width ? rect.width : rect.height
        }
        var stale: [Int: Set<LayoutAttribute.Axis>] = [:]
        for constraint in constraints {
            let spec = constraint.spec
            guard spec.priority >= 1000, spec.firstAttribute == .width || spec.firstAttribute == .height,
                  let first = constraint.first, let written = writtenSize(first, spec.firstAttribute) else { continue }
            var target = spec.constant
            if let secondAttribute = spec.secondAttribute {
                guard let second = constraint.second, secondAttribute == .width || secondAttribute == .height,
                      let other = writtenSize(second, secondAttribute) else { continue }
                target += spec.multiplier * other
            }
            let broken = switch spec.relation {
            case .equal: abs(written - target) > 2
            case .greaterThanOrEqual: written < target - 2
            case .lessThanOrEqual: written > target + 2
            }
            guard broken else { continue }
            stale[first, default: []].insert(spec.firstAttribute.axis)
            if let second = constraint.second, let secondAttribute = spec.secondAttribute { stale[second, default: []].insert(secondAttribute.axis) }
        }
        return stale
    }

    /// The priorities at which a view holds its intrinsic size: its own, except that an
    /// NSGridView sizes its rows and columns from the views in its cells and holds its size as
    /// firmly as the firmest of them on each axis (a grid of text fields and check boxes hugs
    /// its height at their 750, against a window's 500).
    private func contentPriorities(of item: Int) -> (hugging: AxisPriorities, compression: AxisPriorities) {
        var hugging = index.items[item].contentHugging, compression = index.items[item].compressionResistance
        guard index.items[item].object?.element == "gridView" else { return (hugging, compression) }
        for cell in installedSubviews(of: item) {
            let cellView = index.items[cell]
            hugging.horizontal = max(hugging.horizontal, cellView.contentHugging.horizontal)
            hugging.vertical = max(hugging.vertical, cellView.contentHugging.vertical)
            compression.horizontal = max(compression.horizontal, cellView.compressionResistance.horizontal)
            compression.vertical = max(compression.vertical, cellView.compressionResistance.vertical)
        }
        return (hugging, compression)
    }

    // MARK: Adding

    /// Adds a constraint; a refused required one is recorded in `conflicts` (with the minimal
    /// set the solver found) and nil is returned, as it is for a given optional one, which an
    /// explaining build leaves out (`LayoutAdjustment.givenOptionals`).
    @discardableResult
    func add(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Double = 1000,
             origin: ConstraintOrigin) -> ConstraintID? {
        var value = priority == Priority.brokenRequired.value ? priority : min(max(priority, 1), 1000)
        var madeBreakable = false
        if value == 1000, !breakableOrigins.isEmpty, breakableOrigins.contains(origin) {
            value = Priority.brokenRequired.value
            madeBreakable = true
        }
        if value < 1000, case .document(let id) = origin, givenOptionals.contains(id) { return nil }
        // Optional in the solver's terms: below required, or held at `brokenRequired` (a frame
        // a container gives, a required constraint re-added breakable), which can tie too.
        let isOptional = value != 1000
        if isOptional { optionalConstraintCount += 1 }
        if isOptional, build.tieBreak != .none {
            optionalsAdded += 1
            let step = 1 / Double(optionalsAdded + 1)
            // A stand-in pull below its band, alike in both orders (`TieBreak`).
            let isStandIn = switch origin {
            case .synthesized(.stackGapFitting, _), .synthesized(.stackCrossSizeHold, _), .synthesized(.stackBaselineRowHold, _),
                 .synthesized(.emptyStackSize, _), .synthesized(.gridCellFrame, _), .synthesized(.clipViewTiling, _): true
            default: false
            }
            let offset = isStandIn ? -0.05 * step : 0.9 * (build.tieBreak == .documentOrder ? step : 1 - step)
            // The broken-required band starts at 1100 (`Priority.isValid`): its offsets start
            // 0.05 above it, so that a stand-in's, below the others', stays in the band.
            value = value > 1000 ? min(value + 0.05 + offset, 1100.99) : min(value + offset, 999.99)
        }
        do {
            let id = try solver.add(lhs, relation, rhs, priority: Priority(value))
            origins[id] = origin
            if madeBreakable { brokenRequiredIDs[origin, default: []].append(id) }
            return id
        } catch .unsatisfiable(let conflict) {
            conflicts.append(conflict.constraints.map { origins[$0] ?? origin })
            return nil
        } catch {
            // Non-finite numbers: the reader refuses them, so nothing reaches here in practice.
            return nil
        }
    }

    /// The ids of the active IB constraints of priority below required that the solution
    /// leaves unsatisfied (their error is not 0).
    func unsatisfiedDocumentOptionals() -> Set<String> {
        var result = Set<String>()
        for (id, constraint) in constraintIDs where (solver.priority(of: constraint)?.value ?? 1000) < 1000 {
            if !((try? solver.holds(constraint)) ?? true) { result.insert(id) }
        }
        return result
    }

    /// How far the optional constraints (the document's and those NibLayout adds) give in the
    /// solution, by origin, those that hold left out: against another tie-break order's, what
    /// a tie traded.
    func optionalErrors() -> (order: [ConstraintOrigin], errors: [ConstraintOrigin: Double]) {
        var order: [ConstraintOrigin] = []
        var errors: [ConstraintOrigin: Double] = [:]
        for (constraint, origin) in origins.recorded where (solver.priority(of: constraint)?.value ?? 1000) < 1000 {
            guard let error = try? solver.error(of: constraint), error > 0 else { continue }
            if errors[origin] == nil { order.append(origin) }
            errors[origin, default: 0] += error
        }
        return (order, errors)
    }

    /// The view ids a set of origins is about (the items of IB constraints, synthesised ones' views).
    func viewIDs(of conflict: [ConstraintOrigin]) -> Set<String> {
        var result = Set<String>()
        for origin in conflict {
            switch origin {
            case .document(let id):
                for item in index.itemIDs(ofConstraint: id) {
                    result.insert(index.guideOwner[item] ?? item)
                }
            case .synthesized(_, let viewID):
                result.insert(viewID)
            }
        }
        return result
    }
}

extension Collection<ConstraintOrigin> {
    /// Whether a conflicting set rests on something NibKit cannot know, so that it conflicts
    /// only for some values of it and is not certain: a view held at the frame its container
    /// gives it (`SynthesizedConstraintKind.containerFrame`, `gridCellFrame`: the container may
    /// give another size), an NSStackView's edge alignment (`appKitStackEdgeAlignment`: AppKit may hold
    /// it below required), or the size of an NSStackView without arranged views
    /// (`emptyStackSize`: undocumented).
    var restsOnAnUnknown: Bool {
        contains {
            guard case .synthesized(let kind, _) = $0 else { return false }
            return kind == .containerFrame || kind == .gridCellFrame || kind == .appKitStackEdgeAlignment || kind == .emptyStackSize
        }
    }

    /// The ids of the document's constraints in the set, in its order.
    var documentConstraintIDs: [String] {
        compactMap { origin in
            if case .document(let id) = origin { return id }
            return nil
        }
    }

    /// Whether the set holds the screen's geometry: the root's size (`containerSize`) or where
    /// a layout guide sits in its view (`layoutGuide`: safe areas and margins).
    var restsOnTheScreen: Bool {
        contains {
            guard case .synthesized(let kind, _) = $0 else { return false }
            return kind == .containerSize || kind == .layoutGuide
        }
    }
}

/// The four constraints that place a safe-area guide inside its view; their constants are the
/// insets: `guide.x == view.x + left`, `guide.width == view.width - (left + right)`,
/// `guide.y == view.y + top`, `guide.height == view.height - (top + bottom)`.
public struct SafeAreaGuideConstraints: Sendable {
    /// The safe-area guide's id.
    public let guideID: String
    /// The id of the view whose safe area it is.
    public let ownerViewID: String
    /// `guide.x == view.x + left`: its constant is the left inset.
    public let x: ConstraintID
    /// `guide.width == view.width - (left + right)`.
    public let width: ConstraintID
    /// `guide.y == view.y + top`: its constant is the top inset.
    public let y: ConstraintID
    /// `guide.height == view.height - (top + bottom)`.
    public let height: ConstraintID

    /// nil unless the solver accepted all four (in `inset`'s order: x, width, y, height).
    init?(guideID: String, ownerViewID: String, constraintIDs ids: [ConstraintID?]) {
        guard ids.count == 4, let x = ids[0], let width = ids[1], let y = ids[2], let height = ids[3] else { return nil }
        self.guideID = guideID
        self.ownerViewID = ownerViewID
        (self.x, self.width, self.y, self.height) = (x, width, y, height)
    }
}

extension Relation {
    /// The solver relation of an IB relation.
    init(_ relation: LayoutRelation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}

/// How a `LayoutSystem` is built: one value for every choice a build makes, so that a build
/// reads as what it is for (`.predicting`, `.explaining(…)`, a tie-break probe) rather than as
/// a row of flags.
struct LayoutBuild {
    /// What the build is for.
    enum Purpose {
        /// Where the constraints put every view: the build the verdicts come from.
        case predicting
        /// Whether some plausible value of what NibKit cannot measure reproduces the document's
        /// frames (`DocumentExplanation.swift`). The required constraints of the predicting
        /// build's conflicts (`breakable`) are held just below required, so that the frames
        /// may show any of them broken.
        /// The document's optional constraints the predicting build left unsatisfied
        /// (`given`, IB ids) are left out (`LayoutAdjustment.givenOptionals`).
        case explaining(breakable: Set<ConstraintOrigin>, given: Set<String>)

        /// The explaining build of a predicting `system`: its conflicts breakable, the optional
        /// constraints it left unsatisfied given.
        static func explaining(_ system: LayoutSystem) -> Purpose {
            .explaining(breakable: Set(system.conflicts.joined()),
                        given: system.options.applies(.givenOptionals) ? system.unsatisfiedDocumentOptionals() : [])
        }
    }

    var purpose: Purpose = .predicting
    /// How optional priorities are made distinct (`TieBreak`), for telling ambiguity reasons apart.
    var tieBreak: TieBreak = .none
    /// How the root's size is held (`RootSizeHold`).
    var rootSize: RootSizeHold = .written
    /// Where labels' intrinsic heights come from (`TextHeights`).
    var textHeights: TextHeights = .written
    /// The priority of an NSStackView's edge alignment (`appKitStackEdgeAlignment`): required,
    /// or below every hugging when asking whether a tie rests on it (`RootAnalysis`).
    var stackEdgeAlignment: Double = 1000
    /// Explaining: AppKit table cell views take the height their subviews' written frames show
    /// (`LayoutSystem.heightShownBySubviews`), to ask whether a cell view's frame, not its
    /// subviews', is what is off (`RootAnalysis`).
    var freesTableCellViewHeights = false
    /// Predicting: the views (items) whose width and height are held at 0 or more above every
    /// optional constraint, those a build without the bound solved to a negative size
    /// (`LayoutAdjustment.nonNegativePredictions`).
    var nonNegativeViews: Set<Int> = []
    /// Predicting: `nonNegativeViews` are also pulled to grow, below every other constraint, to
    /// ask whether any size above 0 is as good (the constraints leave them free, and the bound
    /// alone picked 0: a size the bound decides is no prediction).
    var growsHeldViews = false

    /// The default build: predicting, root held at its written size, written text heights.
    static let predicting = LayoutBuild()
}

/// Give every optional constraint a priority of its own, a fraction above the one written, so
/// that no two tie: earlier constraints first (`documentOrder`) or later ones first
/// (`reverseOrder`). A view still ambiguous then lacks constraints; one that is not was decided
/// by a tie, and the two orders give the two extreme ways the tie can go.
///
/// Invariant: offsets stay inside their priority's band (above it by less than 0.9, or for
/// NibKit's stand-in pulls below it by at most 0.025; in the broken-required band, which starts
/// at 1100, above 1100.05 and for stand-ins between 1100 and 1100.05), so no two written
/// priorities swap. The
/// pulls of equal-spacing and equal-centering stacks' gaps to their spacing
/// (`SynthesizedConstraintKind.stackGapFitting`), a UIStackView's holds on its views' sizes
/// across its axis (`stackCrossSizeHold`), an NSStackView's hold on its baseline row's place
/// (`stackBaselineRowHold`), the sizes of stacks without a shown view
/// (`emptyStackSize`), the frames NSGridView gives its cells' views (`gridCellFrame`) and
/// a clip view's following its scroll view (`clipViewTiling`) stand in for what AppKit and UIKit do not document:
/// they sit just below their band in both orders, in the same order,
/// so they never decide a tie, between themselves or against anything at the same priority
/// (a tie that rests on a priority NibKit chose is not the document's).
enum TieBreak { case none, documentOrder, reverseOrder }

/// How a build holds its root's size.
enum RootSizeHold: Equatable {
    /// At the written frame: required for a UIKit controller's root (the screen's size), at
    /// `Priority.brokenRequired` for a free-standing one or an AppKit controller's, which its
    /// container sizes (above every optional priority).
    case written
    /// At the written frame at priority 1: the root takes the size its content wants. How
    /// RootAnalysis tells a stale root frame from a tie among its subviews.
    case yieldsToContent
    /// At its window's content size at `NSLayoutPriorityWindowSizeStayPut`, as AppKit holds a
    /// window's content view (`WindowContent`).
    case window(Size)
    /// As if written at the size its content gave it in a `yieldsToContent` build. An AppKit
    /// view's subviews are written from its bottom edge, so where they are in it depends on
    /// its height: Xcode writes them where that content size puts them.
    case content(Size)

    var isWindow: Bool {
        if case .window = self { return true }
        return false
    }
}

/// Which constraints and views are active: one configuration's installed sets, or (to find
/// conflicts between configurations) every constraint installed in any of several.
struct ActiveSet {
    /// Index i: the configuration whose overrides resolve the input's constraint i, nil when
    /// the constraint is not installed. By index, not by id: a layout build asks once per
    /// constraint of its root, and a root is built up to five times per configuration.
    let installing: [Variant?]
    let uninstalledViewIDs: Set<String>

    /// `includingPlaceholders`: IB's canvas (and so Xcode's verdicts) keeps placeholder
    /// constraints, the built app does not.
    init(document: IBDocument, variant: Variant, includingPlaceholders: Bool = false) {
        // Flags by index: without constraint masks (most documents) no id is hashed.
        installing = document.installedConstraints(in: variant, includingPlaceholders: includingPlaceholders)
            .map { $0 ? variant : nil }
        uninstalledViewIDs = document.uninstalledViewIDs(in: variant)
    }

    /// A tree's: its one configuration installs every constraint and view it holds.
    init(everyConstraintOf tree: LayoutTree) {
        installing = Array(repeating: .base, count: tree.constraints.count)
        uninstalledViewIDs = []
    }

    /// The union of several configurations of one document (at least one; plus `extra`
    /// constraints, indices into `document.constraints`, resolved in the base configuration):
    /// a constraint counts with the first configuration that installs it; a view is left out
    /// only when every configuration leaves it out.
    init(union sets: [ActiveSet], adding extra: [Int] = []) {
        precondition(!sets.isEmpty, "a union of no configuration has no document")
        var installing = sets[0].installing
        for set in sets.dropFirst() {
            for i in installing.indices where installing[i] == nil { installing[i] = set.installing[i] }
        }
        for i in extra where installing[i] == nil { installing[i] = .base }
        self.installing = installing
        uninstalledViewIDs = sets.dropFirst().reduce(sets[0].uninstalledViewIDs) { $0.intersection($1.uninstalledViewIDs) }
    }

    /// The configuration that installs `document.constraints[constraintIndex]`, nil for none.
    func variantInstalling(_ constraintIndex: Int) -> Variant? { installing[constraintIndex] }
}

/// Elements whose frame their superview sets (table and collection cells and their content
/// views, reusable header and footer views).
private let frameManagedElements: Set<String> = [
    "tableViewCell", "collectionViewCell", "collectionReusableView", "tableViewCellContentView",
    "collectionViewCellContentView", "tableViewHeaderFooterView", "tableCellView", "tableRowView",
]

/// Containers that size a content view to their interior, by the content view's autoresizing
/// mask: the container's element, and the key its content view is written with.
/// UIVisualEffectView: "add subviews to the contentView" (Apple's documentation); the corpus
/// writes all 21 such content views width- and height-sizable, 18 of them at their effect
/// view's bounds. NSBox: its content view is "resized as the box is resized"
/// (`NSBox.contentView`); the corpus writes 412 of its 417 box content views width- and
/// height-sizable, the other 5 do not translate their mask (sized by their own constraints, as
/// any view that does not). NSTabView shows its selected item's view in its content
/// rectangle (`NSTabView.contentRect`); the corpus writes 177 of its 190 items' views width-
/// and height-sizable, and all 190 translating their mask. Items not shown keep whatever frame
/// they had (unmarked documents write at least 21 of their 125 item views off the content
/// rectangle), so the shown item's view follows its own written frame, not that rectangle, and
/// the others are held at theirs (`isShownTabItemView`).
/// An NSTabView places its shown item's view even when that view does not translate its mask,
/// filling its content rectangle (as 177 of the 190 that do are written to): Xcode marks none
/// of the 3 shown item views written so in apps outside the corpus and first runs (one
/// document marks its window's content view, written so, beside one of them); the corpus has
/// none. An NSBox does not: the corpus marks 5 of its 6 content views written so ambiguous.
private let interiorSizingContainers: [String: InteriorContent] = [
    "visualEffectView": InteriorContent(key: "contentView", placesContentWhateverItsFlag: false),
    "box": InteriorContent(key: "contentView", placesContentWhateverItsFlag: false),
    "tabView": InteriorContent(key: "view", placesContentWhateverItsFlag: true),
]

/// A row of `interiorSizingContainers`: the key the container's content view is written with,
/// and whether the container places it even when it does not translate its autoresizing mask.
private struct InteriorContent {
    let key: String
    let placesContentWhateverItsFlag: Bool
}

/// UIKit views whose subviews scroll (their safe area stops at left and right insets).
private let scrollingUIKitElements: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]
/// The scrolling views whose subviews do not take their margins from them: tables and
/// collections lay their cells out with margins of their own; a text view's subviews are its own.
private let marginIsolatingScrollViews: Set<String> = ["tableView", "collectionView", "textView"]
