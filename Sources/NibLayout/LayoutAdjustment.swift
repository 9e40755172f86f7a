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
    /// A stale AppKit controller root is laid out at the height its subviews show.
    public static let staleAppKitRoot = LayoutAdjustment(
        id: "stale-appkit-root",
        summary: "An AppKit controller's root view whose subviews, written from its bottom edge, show a lower top edge is laid out at that height.",
        rationale: "AppKit documents write subviews from the bottom edge (y-up), so a root frame Xcode did not rewrite after the content changed leaves every subview where its constraints put it and only the root's height stale (`StaleAppKitRoot`).",
        fixture: "StaleMacControllerRoot.storyboard")
    /// A UIKit controller root whose safe-area-pinned subviews show another height takes it.
    public static let staleRootHeight = LayoutAdjustment(
        id: "stale-root-height",
        summary: "A UIKit controller's root view whose safe-area-pinned subviews show another height than written is laid out at that height.",
        rationale: "Simulated metrics change the canvas height without rewriting the root frame in every Xcode version; subviews pinned to both safe-area edges show the height the canvas used (`SafeAreaEvidence.staleRootHeight`).",
        fixture: "Guides.storyboard")
    /// Safe-area insets follow the document's own subviews where they agree.
    public static let safeAreaEvidence = LayoutAdjustment(
        id: "safe-area-evidence",
        summary: "Safe-area insets are taken from the subviews pinned to the safe area when they agree on a value other than the device table's.",
        rationale: "The status area and bars depend on the device, the Xcode version and simulated metrics that a document does not always record; where the written frames of pinned subviews agree, they are the canvas's own measurement (`SafeAreaEvidence`).",
        fixture: "SafeAreaFromFrames.storyboard")
    /// Content views of boxes, visual-effect views and tab views follow their container.
    public static let containerInterior = LayoutAdjustment(
        id: "container-interior",
        summary: "The content view of an NSBox, NSVisualEffectView or NSTabView item follows its container by its own autoresizing mask, and is not reported.",
        rationale: "The container sizes its content view to its interior (AppKit: `NSBox.contentView`, `NSTabViewItem.view`); content pinned inside it sizes the container through it, and Interface Builder shows the container, not the content view.",
        fixture: "MacBoxContent.xib")
    /// A cell's content view ends its margin before the accessory.
    public static let cellAccessoryMargin = LayoutAdjustment(
        id: "cell-accessory-margin",
        summary: "A table cell's content view with an accessory keeps its trailing layout margin at the accessory's width.",
        rationale: "UITableViewCell narrows its content view by the accessory; Interface Builder writes the narrowed frame (`CellMargins`).",
        fixture: "Cells.xib")
    /// An image view may grow around its image's alignment rectangle.
    public static let imageAlignment = LayoutAdjustment(
        id: "image-alignment",
        summary: "When explaining written frames, an image view showing a symbol or template image may be larger than the rectangle its constraints align.",
        rationale: "A symbol image's alignment rectangle excludes its padding, whose size NibKit cannot read without the image (`ImageAlignment`).",
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
        summary: "A tie that resizes views whose sizes were read from their frames is not reported when the written frames, with those sizes free, leave no space to share.",
        rationale: "The tie may be NibKit's estimate's, not the document's: a verdict must hold for every plausible value of what NibKit cannot measure (`RootAnalysis`).",
        fixture: "MacControllerTies.storyboard")
    /// Ties that exact text heights show.
    public static let textTies = LayoutAdjustment(
        id: "text-ties",
        summary: "Labels are built once more at their estimated one-line text heights, and ties between such labels are reported.",
        rationale: "Xcode measures text: a point of height spare or missing between labels of equal priorities is theirs to share, which written heights hide (`RootAnalysis.textTies`).",
        fixture: "TextTies.xib")
    /// Static rows the canvas does not lay out.
    public static let unloadedTableRows = LayoutAdjustment(
        id: "unloaded-table-rows",
        summary: "The content of a static table row beyond the canvas's visible rows is reported as not laid out (`layout-offscreen-row`), not as ambiguous or misplaced.",
        rationale: "Interface Builder's canvas loads only the rows it shows; their content keeps stale frames (`UnloadedTableRows`).",
        fixture: "StaticTableRows.storyboard")
    /// A scroll view whose content leaves its scrollable size open.
    public static let scrollableContentSize = LayoutAdjustment(
        id: "scrollable-content-size",
        summary: "A scroll view whose content, pinned to its content layout, leaves the scrollable width or height open is reported ambiguous.",
        rationale: "Xcode flags a scroll view whose content size its content does not determine (`ScrollableContentSize`).",
        fixture: "ScrollableContentSize.xib")
    /// A window's content view is judged against its window.
    public static let windowContent = LayoutAdjustment(
        id: "window-content",
        summary: "A window's content view is held at its window's content size at the window's stay-put priority (500) and judged against it.",
        rationale: "AppKit holds a window at its size at `NSLayoutPriorityWindowSizeStayPut`; Xcode flags a content view whose content does not come out at its written frame so held (`WindowContent`).",
        fixture: "WindowContent.xib")

    /// Every adjustment, in the order the analysis applies them.
    public static let all: [LayoutAdjustment] = [
        .staleAppKitRoot, .staleRootHeight, .safeAreaEvidence, .containerInterior, .cellAccessoryMargin, .imageAlignment,
        .rootYieldsToContent, .estimatedSizeTies, .textTies, .unloadedTableRows, .scrollableContentSize, .windowContent,
    ]

    /// The adjustment with this id, nil for none.
    public static func named(_ id: String) -> LayoutAdjustment? { all.first { $0.id == id } }
}
