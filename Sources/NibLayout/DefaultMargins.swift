import NibModel

/// One row of the default-margin table: the layout margins UIKit gives a kind of view that
/// writes none, by the Xcode that saved the document (its IB renders that era's iOS). Left and
/// right grow on screens wider than 400 points (Plus and Max phones, iPads). AppKit views have
/// no margins.
struct DefaultMarginRow: Sendable {
    /// Which views a row is for.
    enum ViewKind: String, Sendable {
        /// A view controller's root view, or a xib's top-level view (UIKit shows it as one).
        case root
        /// A table view cell's content view, or a cell drawn as a xib's top-level view.
        case cellContentView
        /// A UIStackView.
        case stackView
        /// Any other view.
        case other

        /// The kind of a view of this element; `isRoot` when it is the root being laid out.
        /// A top-level table view cell is no view controller's view: its margins are those of
        /// its content view in the same Xcode era, which a content view preserving its
        /// superview's margins then keeps. Measured: an Xcode 7 cell xib outside the corpus
        /// (a form library's weekday cell) pins its buttons to the margins of a content view
        /// that preserves its cell's and writes them 8 points in, not a root's 16. The corpus
        /// has no such cell before Xcode 9; from Xcode 9 on the cell rows give what the root
        /// row gave (8 constraints to such margins in the corpus, all unchanged).
        init(element: String, isRoot: Bool) {
            switch element {
            case "tableViewCell" where isRoot, "tableViewCellContentView": self = .cellContentView
            case _ where isRoot: self = .root
            case "stackView": self = .stackView
            default: self = .other
            }
        }
    }
    let view: ViewKind
    /// The Xcode versions the row covers.
    let versions: ToolsVersionRange
    /// Top and bottom, in points.
    let vertical: Double
    /// Left and right; `wideSide` under a root wider than `wideAbove` points.
    let side: Double, wideSide: Double
    /// The root width (points) above which `wideSide` applies: 400 for a root's own margins
    /// (UIKit's wide size classes), 383 for cells (see their rows).
    var wideAbove: Double = 400
    /// Where the values come from.
    let evidence: TraitEvidence

    /// The first toolsVersion whose cells' content views have the system's side margins (16 or
    /// 20) rather than UIView's 8: the corpus's earliest such cell is 135xx (Xcode 9.2); two
    /// outside apps' cells saved at 13196 are 8 points in.
    static let cellSystemMarginsFrom: Double = 13_500

    /// The table, first match wins.
    static let rows: [DefaultMarginRow] = [
        // Xcode 6's canvas (toolsVersion under 8000, its 600 x 600 "Any" size and the phones)
        // gave a root 16-point sides at any width: in first-run apps, views pinned to a
        // controller root's side margins sit 16 points in on 600-, 568-, 667- and 414-wide roots
        // (17 pins in documents Xcode saved clean and 23 in unmarked views of marked ones, in
        // two groups of apps; none at 20). The corpus and the outside apps have no root that
        // wide from before Xcode 7.
        DefaultMarginRow(view: .root, versions: ToolsVersionRange(before: 8_000), vertical: 0, side: 16, wideSide: 16,
                         evidence: .outside("views pinned to the side margins of roots wider than 400 points in documents saved before Xcode 7, first-run apps")),
        DefaultMarginRow(view: .root, versions: .any, vertical: 0, side: 16, wideSide: 20,
                         evidence: .apple("UIViewController.systemMinimumLayoutMargins; the widths measured on corpus roots")),
        // Until Xcode 9.2 a cell's content view had UIKit's plain 8-point margins.
        DefaultMarginRow(view: .cellContentView, versions: ToolsVersionRange(before: cellSystemMarginsFrom), vertical: 8, side: 8, wideSide: 8,
                         evidence: .corpus("cells saved by Xcode 6 and 7, and by an early Xcode 9 (toolsVersion 13196) in two apps outside the corpus (the corpus has none from 13000 to 13499): views pinned to their content view's margins")),
        // Cells are wide from 390 points (393-point tables in the corpus, 390-point ones in an
        // app outside it: 24 pins, all 20 points in), where roots are not (4 pins on 393-point
        // roots, 16 points in): the boundary lies between 375 and 390.
        DefaultMarginRow(view: .cellContentView, versions: ToolsVersionRange(from: cellSystemMarginsFrom, before: 24_000), vertical: 11, side: 16, wideSide: 20,
                         wideAbove: 383, evidence: .corpus("cells saved by Xcode 9 to 16: views pinned to their content view's margins")),
        DefaultMarginRow(view: .cellContentView, versions: ToolsVersionRange(from: 24_000), vertical: 15, side: 16, wideSide: 20,
                         wideAbove: 383, evidence: .corpus("cells saved by Xcode 26 (iOS 26 metrics): views pinned to their content view's margins")),
        DefaultMarginRow(view: .stackView, versions: .any, vertical: 0, side: 0, wideSide: 0,
                         evidence: .outside("all 7 constraints to a stack view's margins put them at its edges (3 documents of 2 outside apps, and the one such constraint in the corpus)")),
        anyView,
    ]

    /// UIView's own default, for every view and version no other row covers.
    private static let anyView = DefaultMarginRow(view: .other, versions: .any, vertical: 8, side: 8, wideSide: 8,
                                                  evidence: .apple("UIView.layoutMargins: 8 points on each side by default"))

    /// How far a cell's content view ends above its cell's bottom edge (the separator's
    /// height: IB writes a 44-point cell's content view 43.5 tall), nil when it does not or
    /// when the document predates Xcode 9.2 (below). The
    /// cell's vertical margins are measured from the cell's edges, so the content view's bottom
    /// margin is that much smaller than the row's. Measured on views pinned to the bottom
    /// margin of a content view 0.5 shorter than its cell (Xcode 9.2 to 16): 10.5 points in
    /// for 10 of 10 on the corpus's fit half, 29 of 31 on its check half, 6 of 6 in the
    /// outside sets; their top margins stay 11 (11, 34 and 7 of as many). Content views as tall
    /// as their cell put such views 11 points in (100 of 123). Before Xcode 9.2
    /// (`cellSystemMarginsFrom`) a content view has UIView's own 8 points whatever its height
    /// (pins on content views 0.5 shorter than their cells: 8 of 11 at 8, 3 at 8.5; 1 point
    /// shorter: 21 of 26 at 8, none at 7).
    static func separatorBelow(contentView: Rect?, inCell cell: Rect?, toolsVersion: Double) -> Double? {
        guard toolsVersion >= cellSystemMarginsFrom, let contentView, let cell else { return nil }
        let gap = (cell.y + cell.height) - (contentView.y + contentView.height)
        return gap > 0 ? gap : nil
    }

    /// Whether the row holds for a view of this kind in a document saved by `tools`.
    func covers(_ kind: ViewKind, toolsVersion tools: Double) -> Bool {
        view == kind && versions.contains(tools)
    }

    /// The default margins of a view of this kind in a document saved by `tools`, under a root
    /// `rootWidth` wide.
    static func margins(of kind: ViewKind, toolsVersion tools: Double, rootWidth: Double) -> EdgeInsets {
        let row = rows.first { $0.covers(kind, toolsVersion: tools) } ?? anyView
        let side = rootWidth > row.wideAbove ? row.wideSide : row.side
        return EdgeInsets(top: row.vertical, left: side, bottom: row.vertical, right: side)
    }
}
