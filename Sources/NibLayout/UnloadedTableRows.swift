import NibModel

/// The content of static table cells that Interface Builder's canvas never lays out.
///
/// A UITableView creates and lays out cells only for the rows it shows. A static table's
/// cells are written one under the other in the table's content coordinates; those that do
/// not end inside the table view's own frame (the screen's height for a table view
/// controller) are not loaded on the canvas, so Interface Builder cannot resolve the frame of
/// anything in them, whatever its constraints.
///
/// Nor does it judge them: what it writes for them is history. Measured on the corpus (11
/// documents of 10 projects with static cells beyond their table's frame; no prototype cell
/// lies beyond its table): 52 of their 126 content views are marked ambiguous and 74 are not,
/// and the two kinds interleave in one table (rows 884 and 934 of a 896-point table marked,
/// 984 to 1792 not, 1842 on marked again), as rows added later keep no mark. So these views
/// get their own reason (`unloadedTableRow`) and rule (`layout-offscreen-row`, a note), and
/// `layout-ambiguous` does not report them. Whether the table sizes its rows itself
/// (`rowHeight="-1"`) makes no difference.
enum UnloadedTableRows {
    /// The content views (the content view's subviews and everything below them) of each
    /// static cell in `system`'s tree whose document frame ends below its table view's height.
    /// None in a document with Auto Layout off: every frame there is the mask's, loaded or not
    /// (a first run on a springs-and-struts app: rows of labels told they were not laid out).
    static func views(in system: LayoutSystem) -> [Int] {
        let index = system.index
        guard index.document.useAutolayout else { return [] }
        var result: [Int] = []
        for view in index.views(ofRoot: system.rootViewID) {
            let superview = index.items[view].parent
            guard let cell = index.items[view].object, cell.element == "tableViewCell", let cellFrame = index.items[view].frame,
                  superview >= 0, let table = index.items[superview].object, table.element == "tableView",
                  index.items[superview].document.tree[table.node].attribute(notKnown: "dataMode") == "static",
                  let tableFrame = index.items[superview].frame, cellFrame.maxY > tableFrame.height else { continue }
            // The cell's subviews are its content view (and keyed views such as a background
            // view): only what the content view holds is laid out by constraints.
            for contentView in system.installedSubviews(of: view)
            where index.items[contentView].object?.element == "tableViewCellContentView" {
                result.append(contentsOf: (contentView + 1) ..< index.items[contentView].subtreeEnd)
            }
        }
        return result
    }
}
