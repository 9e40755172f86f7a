import NibModel

/// The content of static table cells that Interface Builder's canvas never lays out.
///
/// A UITableView creates and lays out cells only for the rows it shows. A static table's
/// cells are written one under the other in the table's content coordinates; those that do
/// not end inside the table view's own frame (the screen's height for a table view
/// controller) are not loaded on the canvas, so Interface Builder cannot resolve the frame of
/// anything in them and flags every view of their content ambiguous, whatever its constraints:
/// a text field or text view pinned on all four sides, a label with its own height, a
/// style-Default cell's text label without constraints alike.
///
/// Measured on the corpus (all four tables with cells beyond their frame are static; no
/// prototype cell lies beyond its table): in the two such documents with constraints, all 24
/// content views of the Xcode-saved cells below the frame are flagged and none of the cells
/// that end inside it (a library's scroll-view storyboard: the same text-field and
/// text-view cells, flagged exactly from the first one that crosses the bottom edge at 873 +
/// 350 > 896; one app's settings storyboard: the cell ending at 894 of 896 is not
/// flagged, the next one is). Whether the table sizes its rows itself (`rowHeight="-1"`) makes
/// no difference: a library's table has fixed row heights, and the self-sizing static
/// tables whose cells all fit (one app's two, another app's
/// two) carry no flag.
enum UnloadedTableRows {
    /// The content views (the content view's subviews and everything below them) of each
    /// static cell in `system`'s tree whose document frame ends below its table view's height.
    static func views(in system: LayoutSystem) -> [Int] {
        let index = system.index
        let tree = system.document.tree
        var result: [Int] = []
        for view in index.views(ofRoot: system.rootViewID) {
            guard let cell = index.items[view].object, cell.element == "tableViewCell", let cellFrame = cell.frame,
                  let table = index.items[view].parent >= 0 ? index.items[index.items[view].parent].object : nil,
                  table.element == "tableView", tree[table.node].attribute(notKnown: "dataMode") == "static",
                  let tableFrame = table.frame, cellFrame.maxY > tableFrame.height else { continue }
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
