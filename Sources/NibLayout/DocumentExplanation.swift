import NibModel
import NibSolver

/// Explaining the document's frames: the second build behind every misplacement verdict.
///
/// NibLayout estimates what it cannot measure for views the system draws (text, controls,
/// images): their alignment rectangles (`AlignmentInsets`, zero when unknown) and baselines
/// (`BaselineOffsets`). Xcode measures them exactly, so an estimate off by a point moves the
/// view, and everything placed from it, by that point: a misplacement only NibKit sees.
/// Before reporting a view misplaced, RootAnalysis builds the root again with each such
/// estimate free within `LayoutOptions.drawnContentTolerance` (one slack variable per frame
/// edge and per baseline, bounded by required constraints) and every written frame pulled
/// towards the document at the weakest priority (1). The constraints keep their priorities,
/// so the slack is used only where the document asks for it; a view is misplaced only if its
/// frame in that build is still off. An optional constraint the predicting build leaves
/// unsatisfied is left out (`LayoutAdjustment.givenOptionals`): it gives whatever the slack
/// is, and kept it would spend the slack to give a little less, where the screen, not the
/// constraint, decides what the estimates are. Uncertainty thus propagates through the constraints: a
/// container sized by a label is explained by the label's slack.
///
/// Which constraint breaks: when required constraints cannot hold together, the predicting
/// build refuses the one added last, an order of its own making. Apple's engine breaks one
/// of the set too ("Will attempt to recover by breaking constraint …"), and developer
/// reports show it breaking a view's own size constraint rather than the last one added (a
/// `height == 1` against a cell's encapsulated height, muyexi.im "Fix mysterious Auto Layout
/// warnings"). In every conflict of the corpus (three documents, two projects) the written
/// frames show another member broken than NibLayout's: one app's storyboard an image
/// view's `height == 16` (NibLayout: the stack's height), another of its storyboards a label's
/// `width <= 300` (NibLayout: its leading pin), a sample's launch screen a label's `centerX` (NibLayout:
/// its trailing pin). So the explaining build holds every member of those conflicts at
/// `Priority.brokenRequired`: the document's frames choose which one gives, and a view
/// placed from a conflict (a stack's other arranged view) is misplaced only if no choice
/// explains its frame. The conflict itself is still reported from the predicting build.
struct EdgeSlack {
    let top: Variable, left: Variable, bottom: Variable, right: Variable, baseline: Variable
}

extension LayoutSystem {
    /// The slack of one edge of a view (zero for views without it).
    func slack(_ view: Int, _ edge: KeyPath<EdgeSlack, Variable>) -> Expression {
        edgeSlack[item: view].map { Expression($0[keyPath: edge]) } ?? Expression(0)
    }

    /// Slack variables for every view the system draws (one with an intrinsic size, known
    /// alignment insets or an image), each within ± `drawnContentTolerance`, or within the
    /// bound of unknown insets for an AppKit control whose alignment rectangle NibKit does not
    /// know (`AlignmentInsets.unknownInsetBound`); an image view's frame may also grow outward
    /// without bound, and a symbol image view's shrink vertically without bound (`ImageAlignment`).
    func addEdgeSlack() {
        guard options.drawnContentTolerance > 0 else { return }
        for view in views where view != root {
            guard let bound = edgeSlackBound(of: view) else { continue }
            let slack = EdgeSlack(top: solver.makeVariable(), left: solver.makeVariable(),
                                  bottom: solver.makeVariable(), right: solver.makeVariable(),
                                  baseline: solver.makeVariable())
            let origin = ConstraintOrigin.synthesized(.intrinsicSize, viewID: id(of: view))
            for variable in [slack.top, slack.left, slack.bottom, slack.right, slack.baseline] {
                if !bound.growsFreely || variable == slack.baseline {
                    add(Expression(variable), .lessThanOrEqual, Expression(bound.tolerance), origin: origin)
                }
                if !bound.shrinksVertically || !(variable == slack.top || variable == slack.bottom) {
                    add(Expression(variable), .greaterThanOrEqual, Expression(-bound.tolerance), origin: origin)
                }
            }
            edgeSlack[item: view] = slack
        }
    }

    /// How far each edge of a view's written frame may lie from where NibKit's estimates put
    /// it (`addEdgeSlack`): nil for a view NibKit lays out exactly (no intrinsic size, no
    /// alignment insets, no image); the bound of unknown insets for an AppKit control whose
    /// alignment rectangle NibKit does not know; else `drawnContentTolerance`. An image view's
    /// frame may also grow outward without bound (`growsFreely`), and a symbol image view's
    /// shrink vertically (`ImageAlignment`).
    func edgeSlackBound(of view: Int) -> (tolerance: Double, growsFreely: Bool, shrinksVertically: Bool)? {
        guard let object = index.items[view].object else { return nil }
        let document = index.items[view].document
        let unknownInsets = alignmentInsets(of: view) == nil ? AlignmentInsets.unknownInsetBound(of: object, in: document) : nil
        let growsFreely = options.applies(.imageAlignment) && ImageAlignment.framesGrowAroundAlignmentRect(object, in: document)
        guard growsFreely || alignmentInsets(of: view) != nil || intrinsicSize(of: view) != nil || unknownInsets != nil
        else { return nil }
        return (max(options.drawnContentTolerance, unknownInsets ?? 0), growsFreely,
                growsFreely && ImageAlignment.framesShrinkInsideAlignmentRectVertically(object, in: document))
    }

    /// Whether every size NibKit measured for `views` (a placeholder, a fixed-size
    /// control) comes out at its measure, within `tolerance`, in this explaining
    /// build: the document's frames then need none of them stretched or squeezed.
    func holdsMeasuredSizes(of views: Set<Int>, tolerance: Double) -> Bool {
        measuredSizes.allSatisfy { !views.contains($0.view) || abs(value($0.held) - $0.size) <= tolerance }
    }

    /// Whether every required constraint of `conflict` (a set the predicting build could not
    /// hold, made breakable in this explaining build) can hold here, where what NibKit cannot
    /// measure takes any value its interval allows: then the set holds together, and the
    /// conflict is NibKit's estimates', not certain. The members' centres get no half-point
    /// slack for the test (`centreSlack`; held at 0 while it is made, then let go): that slack
    /// is how Interface Builder writes frames, not an unknown of the constraints (a label
    /// pinned 3 points below its superview's top margin, 3.5 above its bottom margin and
    /// centred conflicts at run time by a quarter point). False when a member was not added here.
    func holdsTogether(_ conflict: [ConstraintOrigin]) -> Bool {
        let pins = conflict.compactMap { origin -> ConstraintID? in
            guard case .document(let id) = origin, let slack = centreSlacks[id] else { return nil }
            return try? solver.add(Expression(slack), .equal, Expression(0))
        }
        defer { for pin in pins { try? solver.remove(pin) } }
        return conflict.allSatisfy { origin in
            guard let ids = brokenRequiredIDs[origin] else { return false }
            return ids.allSatisfy { (try? solver.holds($0)) ?? false }
        }
    }

    /// Whether a view's intrinsic size is read from its frame: a size NibKit could not measure.
    func hasEstimatedSize(_ view: Int) -> Bool { intrinsicSize(of: view)?.isFromFrame ?? false }

    /// Whether a view's intrinsic size is measured (a placeholder size, a fixed-size control).
    func hasMeasuredSize(_ view: Int) -> Bool { intrinsicSize(of: view).map { !$0.isFromFrame } ?? false }

    /// A view's intrinsic size as this system reads it (`IntrinsicSize`, with the options'
    /// self-sizing classes).
    func intrinsicSize(of view: Int) -> IntrinsicSize? {
        IntrinsicSize.of(index.items[view], documentFrame: documentFrames[item: view], selfSizing: options.selfSizingClasses)
    }

    /// Slack for the left and right margins of every view whose default margins depend on the
    /// screen it is shown on: a root view's and a table cell's content view's are 16 points,
    /// or 20 on screens wider than 400 points (UIKit's `systemMinimumLayoutMargins`;
    /// `margins(of:)`), and which screen a cell or a free-standing view is shown on is not in
    /// the file. The margin may take either value: the slack spans the 4 points between them,
    /// one slack for both sides (the screen gives both the same minimum).
    /// A cell saved by Xcode 10 to 11 (toolsVersion 14xxx to 16xxx; its content view, or the
    /// cell itself drawn as a xib's top-level view, whose margins are its content view's) may
    /// also have 15 (the separator inset of those iOS versions): measured on content views whose
    /// subviews are pinned to their leading margin, 16 views of that era at 15 and 21 at 16
    /// (four projects at 15, both halves), none of the 138 from Xcode 12 on at 15.
    /// A view that preserves such a superview's margins (`preservesSuperviewLayoutMargins`)
    /// and spans its width takes the superview's margin wherever that is at least its own, so it
    /// gets a slack of its own over that part of the superview's range: a cell xib's content
    /// view with its own margins of 15 and 8 points, in a cell of Xcode 11, is written with
    /// views 15 points in on both sides.
    func addMarginSlack() {
        guard !isMacOS else { return }
        // The side margins each view's slack lets it take.
        var sideRanges: [Int: ClosedRange<Double>] = [:]
        for view in views {
            guard let object = index.items[view].object else { continue }
            let computed = margins(of: view)
            let range: ClosedRange<Double>, nominal: Double
            if object.layoutMargins == nil,
               view == root && index.toolsVersion >= 13_000
                || object.element == "tableViewCellContentView" && index.toolsVersion >= DefaultMarginRow.cellSystemMarginsFrom {
                let kind = DefaultMarginRow.ViewKind(element: object.element, isRoot: view == root)
                range = (kind == .cellContentView && index.toolsVersion < 17_000 ? 15 : 16)...20
                nominal = computed.left < 20 && computed.right < 20 ? 16 : 20
            } else if object.layoutMargins == nil, view == root, index.toolsVersion < 13_000, index.document.kind == .xib,
                      computed.left == computed.right {
                // A xib's top-level view saved before Xcode 9 (`xibRootMarginsBeforeXcode9`).
                range = ModelUnknown.xibRootMarginsBeforeXcode9
                nominal = computed.left
            } else if let superview = marginPreservingSuperview(of: view), let inheritedRange = sideRanges[superview],
                      let frame = documentFrames[item: view], let superFrame = documentFrames[item: superview],
                      abs(frame.x - superFrame.x) < 0.01, abs(frame.maxX - superFrame.maxX) < 0.01,
                      case let inherited = margins(of: superview),
                      computed.left == computed.right, computed.left == inherited.left, computed.right == inherited.right {
                let own = unpreservedMargins(of: view)
                let lowest = max(inheritedRange.lowerBound, own.left, own.right)
                guard lowest < inheritedRange.upperBound else { continue }
                range = lowest...inheritedRange.upperBound
                nominal = computed.left
            } else {
                continue
            }
            let slack = solver.makeVariable()
            let origin = ConstraintOrigin.synthesized(.layoutGuide, viewID: id(of: view))
            add(Expression(slack), .greaterThanOrEqual, Expression(range.lowerBound - nominal), origin: origin)
            add(Expression(slack), .lessThanOrEqual, Expression(range.upperBound - nominal), origin: origin)
            marginSlack[item: view] = slack
            sideRanges[view] = range
        }
    }

    /// In the explaining build, how far an equality on a centre may be off: half a point.
    /// Interface Builder writes a view whose centre falls on a half point at a whole-point
    /// position and does not flag it; a view also pinned at one side then has a width or
    /// height one point off, unflagged as well. Measured on the corpus: 36 views centred in
    /// their superview (`centerX`/`centerY`, constant 0) are written exactly half a point off
    /// its centre (27 iOS views of Xcode 7 to 9 and 15, 9 AppKit views of Xcode 12 to 26;
    /// five projects: samples, libraries, a linter's fixtures, an app), none flagged; no flagged view is
    /// (the centred views Xcode flags are ambiguous, or 7.5 points off). Pinned at one side as
    /// well, the labels of five launch screens (two sample projects; `leading == leadingMargin`,
    /// `centerX == centerX`) are written a point wider than the constraints give, a linter's
    /// fixture views (3 files, `leading == safeArea.leading + 67`, centred) a point
    /// narrower (and one, centred vertically too, a point shorter), all unflagged. Zero
    /// outside the explaining build and for inequalities.
    func centreSlack(of spec: ConstraintSpec, id: String) -> Expression {
        func isCentre(_ attribute: LayoutAttribute?) -> Bool {
            attribute?.withoutMargin == .centerX || attribute?.withoutMargin == .centerY
        }
        guard explainsDocument, spec.relation == .equal,
              isCentre(spec.firstAttribute) || isCentre(spec.secondAttribute) else { return Expression(0) }
        let slack = solver.makeVariable()
        add(Expression(slack), .lessThanOrEqual, Expression(ModelUnknown.writtenCentreSlack), origin: .document(id))
        add(Expression(slack), .greaterThanOrEqual, Expression(-ModelUnknown.writtenCentreSlack), origin: .document(id))
        centreSlacks[id] = slack
        return Expression(slack)
    }

    /// Every written frame (relative position and size) pulled towards the document at
    /// priority 1, below every constraint of the layout. A view whose height its subviews show
    /// (`heightShownBySubviews`) is held by nothing else: its written height is one pull among
    /// theirs, and their frames are pulled from the edge they are written from.
    func addDocumentPulls() {
        for view in views where view != root && !isUnreported(view) {
            guard index.items[view].frame != nil, let frame = documentFrames[item: view], let relative = relativeOrigins[item: view],
                  let superview = superviews[item: view], let superFrame = documentFrames[item: superview] else { continue }
            let origin = ConstraintOrigin.synthesized(.relativeFrame, viewID: id(of: view))
            add(Expression(relative.x), .equal, Expression(frame.x - superFrame.x), priority: 1, origin: origin)
            // An AppKit view writes its subviews from its bottom edge unless it is flipped: in
            // one whose height its subviews show, that distance is what they are written at.
            if heightShownBySubviews(superview) && !isFlipped(superview) {
                add(frameHeight(superview) - Expression(relative.y) - frameHeight(view), .equal,
                    Expression(superFrame.maxY - frame.maxY), priority: 1, origin: origin)
            } else {
                add(Expression(relative.y), .equal, Expression(frame.y - superFrame.y), priority: 1, origin: origin)
            }
            add(frameWidth(view), .equal, Expression(frame.width), priority: 1, origin: origin)
            // A self-sizing cell's content view is as tall as its content, whatever its written
            // row height (`isSelfSizingCellContent`).
            if !isSelfSizingCellContent(view) { add(frameHeight(view), .equal, Expression(frame.height), priority: 1, origin: origin) }
        }
    }
}

/// One quantity NibKit cannot measure, and how verdicts treat it: the model's unknowns, listed
/// with their evidence in the model section of Docs/layout-accuracy.md (`CanvasModel`). The
/// intervals the explaining build uses are read from here or from the constants named. How a
/// constraint that gives anyway is kept out of the explaining build is an adjustment
/// (`LayoutAdjustment.givenOptionals`), listed with the others.
public struct ModelUnknown: Sendable {
    /// What is not known.
    public let quantity: String
    /// The values it may take, or how a verdict resting on it is treated.
    public let treatment: String
    /// Why: Apple's documentation or counts over the corpus.
    public let evidence: TraitEvidence
    /// Where the code applies it.
    public let implementation: String

    /// How far a written centre may lie off the constraints' centre, in points.
    static let writtenCentreSlack = 0.5

    /// The side margins a xib's top-level view saved before Xcode 9 (toolsVersion under
    /// 13000) may have: in documents Xcode saved clean, iOS views of those Xcodes pinned to such
    /// a view's side margins are written 8 points in (8 pins in four apps' launch screens and
    /// views) and 20 (8 pins, launch screens of one of those apps, which writes both), in the
    /// corpus and the first-run apps; the outside apps have none.
    static let xibRootMarginsBeforeXcode9: ClosedRange<Double> = 8 ... 20

    /// Every unknown, text and controls first.
    public static var all: [ModelUnknown] {
        let drawn = formatRounded(LayoutOptions().drawnContentTolerance)
        return [
            ModelUnknown(quantity: "text, control and image sizes (no placeholder size)",
                         treatment: "the written frame is the measurement; its edges may move by `drawnContentTolerance` (\(drawn) points)",
                         evidence: .apple("`intrinsicContentSize`: text and images are measured by the system that draws them, which NibKit does not run"),
                         implementation: "IntrinsicSize, DocumentExplanation.addEdgeSlack"),
            ModelUnknown(quantity: "alignment insets of AppKit bezel controls with no row in the table",
                         treatment: "0 to \(formatRounded(AlignmentInsets.unknownInsetBound)) points per edge",
                         evidence: .corpus("the largest inset the rows measure (push button sides since Xcode 12)"),
                         implementation: "AlignmentInsets.unknownInsetBound"),
            ModelUnknown(quantity: "default side margins of a root view or a cell's content view (iOS)",
                         treatment: "16 to 20 points (15 to 20 for a cell saved by Xcode 10 or 11), the same on both sides; "
                            + "a view preserving such a superview's margins across its width, the part of that range at or above its own",
                         evidence: .apple("`systemMinimumLayoutMargins` depend on the screen, which the file does not give"),
                         implementation: "DocumentExplanation.addMarginSlack"),
            ModelUnknown(quantity: "side margins of a xib's top-level view saved before Xcode 9 (iOS)",
                         treatment: "\(formatRounded(xibRootMarginsBeforeXcode9.lowerBound)) to \(formatRounded(xibRootMarginsBeforeXcode9.upperBound)) points, the same on both sides",
                         evidence: .corpus("views pinned to such a view's side margins in documents Xcode saved clean: 8 written 8 points in (four apps), 8 written 20 (one of them, which writes both; corpus and first-run apps)"),
                         implementation: "DocumentExplanation.addMarginSlack, ModelUnknown.xibRootMarginsBeforeXcode9"),
            ModelUnknown(quantity: "which member of a conflict breaks",
                         treatment: "any: every member is held just below required",
                         evidence: .apple("the engine breaks one of the set (\"Will attempt to recover by breaking constraint\")"),
                         implementation: "LayoutBuild.Purpose.explaining"),
            ModelUnknown(quantity: "the size a container gives a cell's content view or a keyed view",
                         treatment: "not certain: conflicts holding it are not reported; the content view of a self-sizing "
                            + "table cell (its table's row height automatic, none of its own) is as tall as its content in the explaining build, "
                            + "which does not hold it at its written row, and in configurations the frames are not written for, where the written "
                            + "row holds only what the content leaves open (priority 1)",
                         evidence: .apple("self-sizing cells take their content's height (`systemLayoutSizeFitting` at `fittingSizeLevel` vertically); "
                            + "the fit half's and the outside set's iOS misplacement precision 0.32 → 0.40 and 0.35 → 0.37 with it, nothing else moved"),
                         implementation: "SynthesizedConstraintKind.containerFrame, LayoutSystem.isSelfSizingCellContent"),
            ModelUnknown(quantity: "the intrinsic size of a view whose Size inspector sets a placeholder one (`placeholderIntrinsicWidth/Height`)",
                         treatment: "the placeholder, as on the canvas; a conflict holding it is the canvas's, not reported",
                         evidence: .apple("Interface Builder's placeholder intrinsic size is for design time only: the view's class gives its own when the app runs"),
                         implementation: "RootAnalysis.isPlaceholderIntrinsicSize"),
            ModelUnknown(quantity: "the frame NSGridView gives a cell's view",
                         treatment: "held at the written frame, below every other hold of its priority in both tie-break orders: a tie among such holds is not reported, nor a conflict holding one",
                         evidence: .apple("NSGridView places its cells' views by row, column and cell placement, with constraints it does not document"),
                         implementation: "SynthesizedConstraintKind.gridCellFrame"),
            ModelUnknown(quantity: "the priority of an NSStackView's edge or centre alignment",
                         treatment: "not certain: conflicts resting on it are not reported, nor ties that go when it is held below every hugging; the explaining build holds it there",
                         evidence: .corpus("undocumented; arranged views with their own constraint to the stack are written where it puts them (`nibbench calibrate` counts them)"),
                         implementation: "SynthesizedConstraintKind.appKitStackEdgeAlignment"),
            ModelUnknown(quantity: "how an equal-spacing or equal-centering stack view nothing sizes fits its views",
                         treatment: "its gaps are pulled to its spacing at priority 49, one more for each stack view it is arranged in (a nested stack fits its views first); a tie that rests on such a pull (against another, or against anything else at its priority) is not reported",
                         evidence: .corpus("undocumented; the views such ties leave open are marked by Xcode in no corpus document (9 views on the check half, none on the fit half; 2 in an outside app); first-run apps write 41 equal-spacing stacks nested in another at their fitted size, none marked"),
                         implementation: "SynthesizedConstraintKind.stackGapFitting"),
            ModelUnknown(quantity: "the size across its axis of a UIStackView's arranged view that nothing sizes there, its content included (any alignment but fill; under baseline alignment, plain views only)",
                         treatment: "held at its written size at priority 25; a tie that rests on that hold is not reported",
                         evidence: .corpus("undocumented (UIKit suppresses the ambiguity); of such plain views without subviews 8 are written unflagged and 1 flagged ambiguous, outside the corpus 13 and 1; of the others (nested stacks, almost all) 38 and 4"),
                         implementation: "SynthesizedConstraintKind.stackCrossSizeHold"),
            ModelUnknown(quantity: "where a stack view that aligns its views by baselines places the row across its axis: an NSStackView whose own constraint fixes its size there, any UIStackView",
                         treatment: "the first arranged view held where it is written at priority 25; a tie that rests on that hold is not reported",
                         evidence: .outside("undocumented; first-run apps write 4 such NSStackViews taller than their row with the row at the top, none elsewhere, all unmarked (76 more fit their row; none of the corpus's 7 baseline rows has a height of its own); a first run's 10 views of such rows were reported open; 3 UIStackViews made taller than their row, unmarked, 6 views reported open"),
                         implementation: "SynthesizedConstraintKind.stackBaselineRowHold"),
            ModelUnknown(quantity: "the size of an NSStackView without arranged views",
                         treatment: "zero at its stack hugging priorities; not certain: conflicts resting on it are not reported",
                         evidence: .corpus("undocumented; in unmarked documents 5 are written at zero size along their orientation, 7 larger (`nibbench calibrate` counts them)"),
                         implementation: "SynthesizedConstraintKind.emptyStackSize"),
            ModelUnknown(quantity: "the size of a UIStackView none of whose arranged views is shown",
                         treatment: "zero at priority 49, below any hugging; not certain: conflicts resting on it are not reported",
                         evidence: .outside("UIKit collapses arranged views that are not shown (`isHidden`); a first-run tvOS app's 2 such stacks (one such view each) are written 0 tall and unflagged, while Xcode flags a stack with no arranged view in the same app"),
                         implementation: "SynthesizedConstraintKind.emptyStackSize"),
            ModelUnknown(quantity: "a centre written half a point off",
                         treatment: "±\(formatRounded(writtenCentreSlack)) points, except when asking whether a conflict is certain",
                         evidence: .corpus("36 views centred in their superview written half a point off, none flagged"),
                         implementation: "DocumentExplanation.centreSlack"),
            ModelUnknown(quantity: "how an NSScrollView's clip view that translates its mask follows the scroll view",
                         treatment: "held at its written frame, and following its scroll view by its mask at priority \(formatRounded(LayoutSystem.clipViewTilingPriority)): a document view pinned to its sides sizes a scroll view nothing else sizes and never squeezes one something does; it decides no tie",
                         evidence: .outside("AppKit tiles the clip view to the scroll view's bounds (`NSScrollView.tile`); a first run's scroll view sized so is unmarked; followed at required, a corpus controller's content, its scroll view written wider than its root, was squeezed into 21 ties Xcode does not mark"),
                         implementation: "SynthesizedConstraintKind.clipViewTiling"),
            ModelUnknown(quantity: "a window's content view written at its window's content size",
                         treatment: "the written size, if the explaining build at it reproduces every frame",
                         evidence: .apple("a window holds its size at `NSLayoutPriorityWindowSizeStayPut` (500)"),
                         implementation: "RootAnalysis, WindowContent"),
            ModelUnknown(quantity: "the size of an NSStackView's arranged plain view that no constraint names",
                         treatment: "its written frame",
                         evidence: .corpus("Interface Builder's prototyping constraints; all 20 such AppKit views unmarked"),
                         implementation: "LayoutSystem.holdPrototypingSize"),
        ]
    }
}
