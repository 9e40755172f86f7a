import NibModel

/// Layout margins of a UITableViewCell's content view that depend on the cell.
enum CellMargins {
    /// The trailing margin of the content view of a cell that shows a standard accessory
    /// (`accessoryType` other than none), or nil when the cell has none.
    ///
    /// UIKit places the accessory after the content view and narrows the content view by its
    /// width; the space between the content and the accessory is the accessory's own, so the
    /// content view keeps only an 8-point trailing margin instead of the 16/20 points of a cell
    /// without an accessory. Measured on corpus cells with a disclosure indicator in two
    /// projects (files of Xcode 15 and Xcode 26): views pinned to the content view's trailing
    /// margin end 8 points before its edge, while their leading margin stays 16.
    static func accessoryTrailingMargin(ofContentView contentView: IBObject, in document: IBDocument) -> Double? {
        guard contentView.element == "tableViewCellContentView",
              let cellNode = document.tree[contentView.node].parent, document.tree[cellNode].name == "tableViewCell",
              let accessory = document.tree[cellNode].attribute(notKnown: "accessoryType"), accessory != "none" else { return nil }
        return 8
    }
}
