import NibModel

/// The content of table cells that Interface Builder's canvas never lays out.
///
/// A UITableView creates and lays out cells only for the rows it shows. A static table's
/// cells are written one under the other in the table's content coordinates; those that do
/// not end inside the table view's own frame (the screen's height for a table view
/// controller) are not loaded on the canvas, so Interface Builder cannot resolve the frame of
/// anything in them, whatever its constraints.
///
/// Nor does it judge them: what it writes for them is history. Measured on the corpus (11
/// documents of 10 projects with static cells beyond their table's frame): of their content
/// views placed by constraints 31 are marked ambiguous and 27 are not (of all of them, those
/// their masks place too, 60 and 74), and the two kinds interleave in one table (rows 884 and
/// 934 of a 896-point table marked, 984 to 1792 not, 1842 on marked again), as rows added
/// later keep no mark. Prototype cells are rows of the canvas's table too: of the content views
/// placed by constraints of prototypes written wholly below their table's frame, in documents
/// with any mark (the corpus, the outside apps and the first-run apps, 10 projects), Xcode marks
/// 174 ambiguous and not 220, from none of one app's 79 to most of another's, against 157 of
/// 3,545 in prototypes inside the frame and 9 of 473 in prototypes that cross its bottom edge,
/// which the table shows and lays out. So these views get their own reason (`unloadedTableRow`)
/// and rule (`layout-offscreen-row`, a note), and `layout-ambiguous` does not report them.
/// Whether the table sizes its rows itself (`rowHeight="-1"`) makes no difference.
enum UnloadedTableRows {
    /// Whether the table view `table` (an item number) lists static cells, not prototypes.
    private static func isStatic(table: Int, in index: LayoutInput) -> Bool {
        guard let object = index.items[table].object else { return false }
        return index.items[table].document.tree[object.node].attribute(notKnown: "dataMode") == "static"
    }

    /// The table view (an item number) whose row holds `view`, a content view of a row
    /// `views(in:)` lists: the cause its note is grouped by.
    static func table(of view: Int, in index: LayoutInput) -> Int? {
        var item = index.items[view].parent
        while item >= 0, index.items[item].object?.element != "tableView" { item = index.items[item].parent }
        return item >= 0 ? item : nil
    }

    /// Whether `view`, a content view of a row `views(in:)` lists, is in a prototype cell
    /// (else in a static one): what the note says of its row.
    static func isInPrototype(_ view: Int, in index: LayoutInput) -> Bool {
        table(of: view, in: index).map { !isStatic(table: $0, in: index) } ?? false
    }

    /// The content views (the content view's subviews and everything below them) of each
    /// static cell in `system`'s tree whose document frame ends below its table view's height,
    /// and of each prototype cell written wholly below it,
    /// those placed by constraints: a view whose autoresizing mask places it (a cell style's
    /// label and image view, a view left translating its mask) is placed the same, loaded or
    /// not, and UIKit places it so at run time (first runs: such labels and image views told
    /// they were not laid out, 151 notes in one app; the corpus's offscreen rows hold 76 such
    /// views, 29 of them marked ambiguous by an Xcode that could not lay their rows out either,
    /// which `xcode-marker` reports, beside 58 placed by constraints, 31 of them marked). None
    /// in a document with Auto Layout off, where every frame is the mask's (a first run on a
    /// springs-and-struts app: rows of labels told they were not laid out).
    static func views(in system: LayoutSystem) -> [Int] {
        let index = system.index
        guard index.document.useAutolayout else { return [] }
        var result: [Int] = []
        for view in index.views(ofRoot: system.rootViewID) {
            let superview = index.items[view].parent
            guard let cell = index.items[view].object, cell.element == "tableViewCell", let cellFrame = index.items[view].frame,
                  superview >= 0, let table = index.items[superview].object, table.element == "tableView",
                  let tableFrame = index.items[superview].frame else { continue }
            // A static cell that does not end inside the table's frame; a prototype that starts
            // below it (one that crosses the edge is laid out: 9 of its 473 views marked).
            guard isStatic(table: superview, in: index) ? cellFrame.maxY > tableFrame.height : cellFrame.y >= tableFrame.height else { continue }
            // The cell's subviews are its content view (and keyed views such as a background
            // view): only what the content view holds is laid out by constraints.
            for contentView in system.installedSubviews(of: view)
            where index.items[contentView].object?.element == "tableViewCellContentView" {
                result.append(contentsOf: ((contentView + 1) ..< index.items[contentView].subtreeEnd).filter { !index.translatesAutoresizingMask($0) })
            }
        }
        return result
    }
}
