/// One way the analysis departs from solving a document's constraints as written, to model what
/// Interface Builder's canvas does that the constraints do not say, or to hold back a verdict
/// that rests on something NibKit cannot measure.
///
/// The adjustments are registered in one ordered list (`all`), the order in which the analysis
/// applies them; each has an id, says what it does and why, and names a fixture whose verdicts
/// it changes. `LayoutOptions.disabledAdjustments` turns any of them off, so that each can be
/// measured on its own (`nibbench layout-accuracy --without ID`), and a test analyses every
/// fixture with and without its adjustment and fails when the verdicts do not change
/// (`LayoutAdjustmentTests`). Data tables (element traits, insets, devices, bars, margins) are
/// not adjustments: they are the model's measurements, listed in the model section of
/// Docs/layout-accuracy.md, which also lists these.
public struct LayoutAdjustment: Hashable, Sendable, Identifiable {
    /// A stable kebab-case name (`--without` takes it).
    public let id: String
    /// What it does, in one sentence.
    public let summary: String
    /// Why, with its evidence: Apple's documentation or counts over the corpus.
    public let rationale: String
    /// A document under `Fixtures/layout/` whose layout verdicts this adjustment changes.
    public let fixture: String

    /// Equal when the ids are.
    public static func == (a: LayoutAdjustment, b: LayoutAdjustment) -> Bool { a.id == b.id }
    /// Hashes the id.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

extension LayoutAdjustment {
    /// A stale AppKit controller root is laid out at the size its subviews show.
    public static let staleAppKitRoot = LayoutAdjustment(
        id: "stale-appkit-root",
        summary: "An AppKit controller's root view (a storyboard scene's, or the view a xib's File's Owner names as its `view`) or window content view whose subviews, written from its bottom and leading edges, put its top or trailing edge elsewhere than written, by more than what NibKit cannot measure explains, is laid out at the size they show (a window's content view is then judged against that size, not its window's).",
        rationale: "AppKit documents write subviews from the bottom and leading edges (y-up), so a root frame Xcode did not rewrite after the content changed leaves every subview where its constraints put it and only the root's height or width stale; Xcode flags the root (an app outside the corpus: a root written 701 wide whose pinned content spans 705, the root alone marked). Evidence that the estimated edges of a text or control explain is none: counted, it moved 3 check-half roots Xcode saved clean by 1 to 3 points, each reported (`StaleAppKitRoot`). Window content views alike: extended to them, it found 10 content views Xcode marks (2 check-half, 2 fit-half, 6 outside), cleared 68 verdicts on views Xcode does not mark (15 documents; 13 of them ties the stale height made), and in one document reported the content view where Xcode marks a subview instead (`StaleMacWindowContent.xib`). A xib's view its File's Owner loads alike (first runs: two view controllers' xibs whose roots Xcode marks, their subviews reported instead): the outside apps' macOS false alarms 58 to 50, misplaced P/R 0.12/0.24 to 0.15/0.28, the corpus unchanged; in the first-run apps 6 roots Xcode marks reported in place of 8 unmarked subviews, and one unmarked root whose only evidence is a subview Xcode marks (`StaleMacNibControllerRoot.xib`). An arranged view of a stack view is no evidence: its frame is NibKit's model of the stack (`stackArrangedFrames`); counted, a root stack view's arranged views moved it in one check-half document Xcode saved clean, and reported a second view there. Nor is a view a required pin shows written off the root's opposite edge (the bottom for the top, the leading for the trailing edge): it is written at a length its constraints do not give it, misplaced itself (first runs: a stack pinned to a content view's four edges, written 4 points under its top and 8 below its bottom, reported the unmarked content view stale; Xcode marked the stack; the corpus and outside apps unchanged; `MacContentPinnedViewOffBothEdges.xib`).",
        fixture: "StaleMacControllerRoot.storyboard")
    /// A UIKit controller root whose subviews show it taller than written takes that height.
    public static let staleRootHeight = LayoutAdjustment(
        id: "stale-root-height",
        summary: "A UIKit controller's root view whose subviews put its safe area's bottom edge below its written bottom is laid out at that taller height.",
        rationale: "A root can be written at a size its scene no longer has; the subviews pinned to the safe area's bottom edge show where the canvas had it, and Xcode flags the root misplaced, not them (`SafeAreaEvidence.staleRootHeight`).",
        fixture: "Guides.storyboard")
    /// Safe-area insets follow the document's own subviews where they agree.
    public static let safeAreaEvidence = LayoutAdjustment(
        id: "safe-area-evidence",
        summary: "Each safe-area inset is the value most of the required constraints pinning written frames to the safe area (or to the root's top and bottom margins, which the safe area grows) imply, when it lies within half the root; a vertical edge no pin shows follows from views centred in the safe area and the other edge; without such evidence the device and bar tables decide.",
        rationale: "The status area and bars depend on the device, the Xcode version and simulated metrics that a document does not always record; where the written frames of pinned subviews agree, they are the canvas's own measurement (`SafeAreaEvidence`). A free-standing view shows it through its margins too, and differs from file to file: in unmarked corpus documents, of the 36 pins of 4.7-inch xib views to their top safe area, 19 put it at 0 and 17 below a status bar.",
        fixture: "SafeAreaFromFrames.storyboard")
    /// A UIKit table cell is as wide as its table, whatever width it was written at.
    public static let staleCellWidth = LayoutAdjustment(
        id: "stale-cell-width",
        summary: "A cell of a plain or grouped UIKit table written narrower or wider than its table is laid out at the table's width, and a cell of an inset-grouped table written at the table's full width at the inset the document's other cells of such tables show; its content view widens or narrows alike; neither is reported.",
        rationale: "UITableView gives its cells its own width, less the inset on each side in an inset-grouped table. Of the corpus's 943 cells in plain and grouped iOS tables, 930 are written at their table's width; the other 13, all saved by Xcode 6, are written 320 wide in 600-point tables whose cell content Xcode wrote at the table's width. The corpus's 100 cells of inset-grouped tables are all written inset (16 or 20 points, varying between apps for one table width); an app outside the corpus writes some cells of its 390-point inset-grouped tables at the full width with their content laid out at the 20-point inset its other cells show (`LayoutSystem.staleCellWidening`).",
        fixture: "StaleCellWidth.storyboard")
    /// An Xcode 6 cell written 44 points tall is laid out at its row height.
    public static let unwrittenCellRowHeight = LayoutAdjustment(
        id: "unwritten-cell-row-height",
        summary: "A UIKit table cell whose `rowHeight` differs from its written height is laid out at its row height when its content view has no written frame, or when Xcode 6 saved it in a table; its content view fills it; neither is reported.",
        rationale: "Xcode 6 wrote prototype cells 44 points tall whatever their row height, with no frame for the content view, and laid the content out at the row height: in the three such cells known (two in one corpus storyboard, one in an app outside the corpus) the content pinned top to bottom fits the row height and not 44. Where it wrote the content view's frame, a table's cell was still laid out at its row height: 9 of 9 views pinned to such a content view's bottom in storyboards before Xcode 7 sit there (one corpus cell, 8 in first-run apps). From Xcode 7 on, and in Xcode 6's xib top-level cells (outside any table), the written frame stands: 179 and 1 such pins at the written height, 2 and 0 at the row height, 17 and 6 at neither (`LayoutSystem.unwrittenCellRowHeight`).",
        fixture: "UnwrittenCellRowHeight.storyboard")
    /// Content views of boxes, visual-effect views and tab views follow their container.
    public static let containerInterior = LayoutAdjustment(
        id: "container-interior",
        summary: "The content view of an NSBox, NSVisualEffectView or shown NSTabView item follows its container by its own autoresizing mask, and is not reported; a shown item's view written without a mask to translate fills the tab view's interior; the views of the tab view's other items keep their written frames.",
        rationale: "The container sizes its content view to its interior (AppKit: `NSBox.contentView`, `NSTabViewItem.view`); content pinned inside it sizes the container through it, and Interface Builder shows the container, not the content view. An NSTabView shows only its selected item's view (`initialItem`, else the first); the others are not in its view hierarchy, so their content does not size it. The tab view places its shown item's view whatever that view's `translatesAutoresizingMaskIntoConstraints`: Xcode marks none of the 3 shown item views written with NO in apps outside the corpus and first runs (`MacTabItemViewWithoutMask.xib`), where it marks 5 of the corpus's 6 box content views written so.",
        fixture: "MacBoxContent.xib")
    /// A cell's content view keeps an 8-point trailing margin before a standard accessory.
    public static let cellAccessoryMargin = LayoutAdjustment(
        id: "cell-accessory-margin",
        summary: "The content view of a table cell that shows a standard accessory keeps an 8-point trailing layout margin instead of the default 16 or 20.",
        rationale: "UIKit narrows the content view by the accessory, whose space is its own; on corpus cells with a disclosure indicator (two projects, Xcode 15 and 26) views pinned to the trailing margin end 8 points before the content view's edge (`CellMargins`).",
        fixture: "Cells.xib")
    /// An image view may grow around its image's alignment rectangle.
    public static let imageAlignment = LayoutAdjustment(
        id: "image-alignment",
        summary: "When explaining written frames, an image view showing an image may be larger than the rectangle its constraints align, by any amount, and one showing a system symbol also shorter.",
        rationale: "The image's alignment rectangle (`NSImage.alignmentRect`, UIImage's `alignmentRectInsets`) sets what the constraints align, and NibKit cannot read it without the image; symbol and template images carry padding (Xcode 26 files write image views held at 16 x 16 as 22 and 27 points tall, unflagged; `ImageAlignment`). A symbol's alignment rectangle follows the text it sits in: the corpus's five symbol image views with a height constraint (three projects, unflagged) are all written 1 to 8.5 points shorter than it (`SymbolImageHeights.xib`).",
        fixture: "MacImageViews.xib")
    /// A free-standing AppKit root may take its content's size to settle a tie.
    public static let rootYieldsToContent = LayoutAdjustment(
        id: "root-yields-to-content",
        summary: "A free-standing macOS root whose content ties is built again letting the root take its content's size; if that settles every tie, the root is judged instead.",
        rationale: "AppKit sizes windows and top-level views to their content; Xcode reads such a tie as a stale root frame (the root misplaced, its subviews not ambiguous), measured on the corpus's sheets and accessory views (`RootAnalysis`).",
        fixture: "MacWindow.xib")
    /// Ties among sizes NibKit only estimated are not reported when the frames leave no room.
    public static let estimatedSizeTies = LayoutAdjustment(
        id: "estimated-size-ties",
        summary: "A tie that resizes views whose sizes were read from their frames, or only views whose sizes were measured, is not reported when the written frames, with every estimate free, leave no space to share; outside the canvas's configuration, nor when it squeezes a view below the width read from its frame.",
        rationale: "The tie may be NibKit's estimate's, not the document's (its sizes, or the space that estimated baselines and insets elsewhere open between measured views): a verdict must hold for every plausible value of what NibKit cannot measure. Outside the canvas's configuration no frame is written, and a width read from the canvas's is only an upper bound, which that layout may have stretched (`RootAnalysis`; also `MacMeasuredViewTie.storyboard`, `VariantRowOfButtons.xib`).",
        fixture: "MacControllerTies.storyboard")
    /// An optional constraint the constraints break anyway does not choose the estimates.
    public static let givenOptionals = LayoutAdjustment(
        id: "given-optionals",
        summary: "When explaining written frames, a document's optional constraint that the predicting build leaves unsatisfied is left out, and, when judging frames, one the explanation itself leaves unsatisfied (it is built once more without it).",
        rationale: "The explaining build lets every estimate take the value that serves the constraints best; a constraint that gives whatever those values are would still choose them, spending the slack of each estimate on its path to give a few points less, and move views off frames the estimates explain (a label column whose 750 leading pin gives by 80 points shifted sideways by two). The estimates are the screen's, not chosen for a constraint. At priority 1 it would still tie with the written frames' pulls (`DocumentExplanation.swift`).",
        fixture: "GivenOptionals.xib")
    /// Ties that exact text heights show.
    public static let textTies = LayoutAdjustment(
        id: "text-ties",
        summary: "Labels are built once more at their estimated one-line text heights, and ties between such labels are reported.",
        rationale: "Xcode measures text: a point of height spare or missing between labels of equal priorities is theirs to share, which written heights hide (`RootAnalysis.textTies`).",
        fixture: "TextTies.xib")
    /// Ties an NSStackView's edge or centre alignment makes are not certain.
    public static let stackEdgeAlignmentTies = LayoutAdjustment(
        id: "stack-edge-alignment-ties",
        summary: "A tie between optional constraints that goes when NSStackViews' edge and centre alignments are held below every hugging is not reported, and the explaining build holds them there.",
        rationale: "AppKit does not document the priority of an NSStackView's alignment to an edge (a model unknown, as for conflicts), and Xcode lays a nested stack centred in a stack aligned to its leading edge out at its content's width, the alignment giving to the nested stack's hugging of 250; NibKit held the alignment required, stretched the nested stack and reported its equal-hugging buttons tied (a first run on a real app), and with `layout-misplaced` the nested stack misplaced. Check half macOS false alarms 136 → 135; an outside set's 27 → 24; no other figure moved.",
        fixture: "MacStackEdgeAlignmentTie.xib")
    /// Table rows the canvas does not lay out.
    public static let unloadedTableRows = LayoutAdjustment(
        id: "unloaded-table-rows",
        summary: "The content of a static cell whose frame ends below its table view's height, or of a prototype cell written wholly below it, is reported as not laid out (the note `layout-offscreen-row`), not by `layout-ambiguous` or `layout-misplaced`.",
        rationale: "The canvas lays out only the rows its table shows and does not judge the others: of the corpus's 58 such content views of static cells placed by constraints 31 are marked ambiguous and 27 not, interleaved in one table; of those of prototypes wholly below their table (documents with any mark, corpus, outside and first-run apps) 174 and 220, against 157 of 3,545 in prototypes inside it and 9 of 473 in prototypes crossing its edge; views their autoresizing masks place are placed the same, loaded or not, and are left out (`UnloadedTableRows`).",
        fixture: "StaticTableRows.storyboard")
    /// A scroll view whose content leaves its scrollable size open.
    public static let scrollableContentSize = LayoutAdjustment(
        id: "scrollable-content-size",
        summary: "A scroll view with a content layout guide whose content leaves the content area's width or height open is reported ambiguous, unless Interface Builder keeps it at its frame (`fixedFrame`).",
        rationale: "Interface Builder's \"Scrollable Content Size Ambiguity\": all four corpus scroll views with a content layout guide and no content are flagged, none of the seven whose content fixes the content area. A scroll view kept at its frame has its content size set in code: none of 43 such (a first-run app's 39, whose code sets each `contentSize`, an outside app's 4) is flagged, while that app's 9 others with content left open all are (`ScrollableContentSize`).",
        fixture: "ScrollableContentSize.xib")
    /// A window's content view is judged against its window.
    public static let windowContent = LayoutAdjustment(
        id: "window-content",
        summary: "A window's content view is held at its window's content size at the window's stay-put priority (500) and judged against it.",
        rationale: "AppKit holds a window at its size at `NSLayoutPriorityWindowSizeStayPut`; Xcode flags a content view whose content does not come out at its written frame so held (`WindowContent`).",
        fixture: "WindowContent.xib")
    /// A window's content view that nothing places is ambiguous.
    public static let unplacedWindowContent = LayoutAdjustment(
        id: "unplaced-window-content",
        summary: "A window's content view whose `translatesAutoresizingMaskIntoConstraints` is NO and that a constraint names is reported ambiguous, and is not judged against its window.",
        rationale: "Its window's frame does not become constraints on it, and Interface Builder adds no prototyping constraints for a view a constraint names: Xcode marks all 13 such content views of the corpus, the outside apps and the first-run apps ambiguous (10 projects, Xcode 10 to 26), none misplaced; judged against their windows, NibKit reported 5 of them misplaced (`WindowContent.isUnplaced`).",
        fixture: "UnplacedWindowContent.xib")
    /// An AppKit table cell view whose subviews are written for another height is the one misplaced.
    public static let tableCellViewHeight = LayoutAdjustment(
        id: "table-cell-view-height",
        summary: "Where views of an AppKit table cell view are found misplaced, the written frames are explained once more with the cell view's height left to them; if that changes its height, puts some of them where they are written and moves none of the others, the cell view is reported misplaced at that height in their place.",
        rationale: "A view-based table sets its cell views' frames from its columns and rows (`NSTableView`), which NibKit does not model, and Xcode marks the cell view, not its subviews, when its written frame is not the table's: it marks 19 table cell views of the corpus and the outside apps, and subviews of 5 others. NibKit reported none of the 19, and subviews of 13 of them instead. Only the height: IB writes the text field of a new table cell view 100 points wide whatever its column, and Xcode marks those text fields, not their cell views (16 in one first-run app, 3 in a corpus sample), so a subview's width is no evidence of its cell view's (`RootAnalysis.blamingTableCellViews`).",
        fixture: "MacTableCellViewHeight.xib")
    /// A view Interface Builder keeps at a fixed frame is not judged misplaced.
    public static let fixedFrameViews = LayoutAdjustment(
        id: "fixed-frame-views",
        summary: "A view Interface Builder keeps at its written frame (`fixedFrame`, laid out by its autoresizing mask) is never reported misplaced; it still moves with its superview.",
        rationale: "Its frame is its layout, not a result of constraints: of the corpus's 288 views Xcode marks misplaced none is such a view, while 347 of them sit in the 30 documents that carry those marks (and none of the outside apps' marks is on one either). A superview that is off moves them: the superview is reported.",
        fixture: "MacFixedFrameViews.xib")
    /// An arranged view of a stack view is laid out by its stack on the canvas.
    public static let stackArrangedFrames = LayoutAdjustment(
        id: "stack-arranged-frames",
        summary: "An arranged view of a stack view (written in its `<subviews>`) is never reported misplaced; it still moves with its stack, and the stack is judged.",
        rationale: "A stack view lays its arranged views out on Interface Builder's canvas as it does at run time, so their written frames are the stack's own layout: of the corpus's 2,301 arranged views (1,392 iOS, 909 macOS; 149 of them in documents that carry misplaced marks) Xcode marks none misplaced, while it marks 288 other views; of the outside apps' 3,271 (792 in marked documents) none either, against 289 other marks. Views in an NSStackView's gravity areas are judged: Xcode marks 2 of those 44. An arranged view NibKit solves elsewhere than written measures NibKit's model of the stack (an AppKit check box's alignment rectangle, an unmeasured text), not the document (`StackArrangedFrames.xib`).",
        fixture: "StackArrangedFrames.xib")

    /// Explaining the written frames, no view takes a negative size.
    public static let nonNegativeSizes = LayoutAdjustment(
        id: "non-negative-sizes",
        summary: "In the explaining build every view's width and height are held at 0 or more, above every optional constraint the document writes: a frame the optionals would meet only with a negative size is explained where a size of 0 puts it.",
        rationale: "Interface Builder writes no negative size (none of the corpus's frames is). Predicting, only the views an unbounded build makes negative are held, and only where the bound holds (`non-negative-predictions`); where the document's required constraints, on the canvas NibKit assumes, still make a view negative, the written frames are explained with every size at 0 or more: a first run's card whose empty stack view (rows added in code) is pulled to 0 at 250 and whose footer must end 281 points above the safe area's bottom, which NibKit puts 34 points up: predicted -9 tall, written 0 with the card 41 tall, explained where the safe area's inset (unknown) allows it (3 findings without the bound, `EmptyStackAboveSafeArea.xib`). Held in the predicting build for every view, the bound opened ties in one outside app's stack views (14 views, unmarked); in the explaining build, the corpus does not move, and the outside apps but for one iOS misplacement, in a document Xcode marks ambiguous.",
        fixture: "EmptyStackAboveSafeArea.xib")

    /// Predicting, a view the constraints would make negative is held at a size of 0.
    public static let nonNegativePredictions = LayoutAdjustment(
        id: "non-negative-predictions",
        summary: "When the predicting build solves a view to a negative width or height, the root is built again with that view's width and height held at 0 or more, above every optional constraint, and judged in that build; unless that build still solves some view negative (the bound only moves the shortfall), or a pull below every other constraint grows a held view (the constraints leave it free, and 0 would be the bound's choice, not theirs).",
        rationale: "Interface Builder writes no negative size (none of the corpus's frames is), and lays such a view out 0 wide or tall with the views around it where the optionals then put them. First runs: an image view without an image, its label leading from it at 900 and from the row at 750, written 0 wide, solved -15 and both reported misplaced (two cells of an app, unmarked); a spacer view in a vertical stack whose other arranged views want more than the stack has, written 0 tall, solved -28 and the whole stack reported open, any size below being as good (`NegativeSpacer.xib`); a title label written 0 tall above a stack of fixed-height rows, solved -4 and reported misplaced; a banking app's 8 `layout-ambiguous` warnings over custom views in stacks pulled to a height of 1 at 250. Held for every view in the predicting build, the bound opened ties in one outside app's stack views (14 views, unmarked). Held only as here: the corpus does not move on either half; the outside apps gain one view Xcode marks ambiguous (iOS recall 0.25 to 0.26) and one misplacement in a document Xcode marks ambiguous (iOS misplacement precision 0.64 to 0.63).",
        fixture: "NegativeSpacer.xib")

    /// A frame the document's own required sizes contradict is no measure of content.
    public static let staleFrameSizes = LayoutAdjustment(
        id: "stale-frame-sizes",
        summary: "In the explaining build, a size NibKit reads from a view's frame (text, controls) may be anything on an axis where that written size breaks a required constraint of the document on it by more than 2 points (a constant, or another view's written size).",
        rationale: "Such a frame was written before the constraint held: it measures nothing of the content, and a conflict resting on it is not certain (a first run: a system button titled \"Button\", compression resistance 1000, written 101 tall and held equal to a text view written 51 tall, reported in conflict; UIKit measures such a button about 30 tall, which 51 satisfies; Xcode marks the frame misplaced). In the first-run apps it withdraws that conflict and one other, an image view's frame-read height against its own aspect ratio, which its frame breaks by 39 points (the image's size, which decides it, is not in the file); the corpus and the outside apps do not move. Held in the predicting build too, it cost the outside apps' macOS ambiguity precision 0.78 to 0.71 and was not kept.",
        fixture: "StaleFrameNotContentSize.xib")

    /// Every adjustment, in the order the analysis applies them.
    public static let all: [LayoutAdjustment] = [
        .staleCellWidth, .unwrittenCellRowHeight, .staleAppKitRoot, .staleRootHeight, .safeAreaEvidence, .containerInterior, .cellAccessoryMargin, .imageAlignment,
        .nonNegativePredictions, .givenOptionals, .rootYieldsToContent, .stackEdgeAlignmentTies, .estimatedSizeTies, .textTies, .unloadedTableRows, .scrollableContentSize, .unplacedWindowContent, .windowContent,
        .tableCellViewHeight, .fixedFrameViews, .stackArrangedFrames, .nonNegativeSizes, .staleFrameSizes,
    ]

    /// The adjustment with this id, nil for none.
    public static func named(_ id: String) -> LayoutAdjustment? { all.first { $0.id == id } }
}
