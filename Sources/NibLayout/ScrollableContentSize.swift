import NibModel

/// Scroll views whose scrollable content size the constraints leave open.
///
/// With content layout guides (a UIScrollView that has a `contentLayoutGuide`, Interface
/// Builder's default from Xcode 11), Interface Builder checks that the constraints of the
/// content fix the content area's width and height, and flags the scroll view itself ambiguous
/// when they do not ("Scrollable Content Size Ambiguity"), however well its frame is pinned.
///
/// Only plain scroll views: a collection or table view takes its content size from its layout
/// or its rows, not from constraints (one app's Xcode 26 `Main.storyboard` writes a
/// content layout guide in a collection view without content constraints, unflagged).
///
/// Measured on the corpus (12 content layout guides, 11 of them in scroll views): all four
/// scroll views with content layout guides and no content are flagged ambiguous (a parsing library's
/// fixture xib, a free-standing scroll view without a single constraint, and its fixture
/// storyboard; a linter's fixture storyboard; one app's main storyboard, whose image scroll view is pinned on all four sides;
/// Xcode 11 to 26), and none of the seven whose content fixes the content area's size.
///
/// Not a scroll view Interface Builder keeps at its frame (`fixedFrame`, no constraint names
/// it): code sets its content size. Measured: none of the 43 such scroll views with content
/// layout guides is flagged (a first-run app's 39 in 37 documents, whose code sets every one's
/// `contentSize`, an outside app's 4), while all 9 other scroll views of that first-run app with
/// content left open are, in documents saved by the same Xcodes.
enum ScrollableContentSize {
    /// Per scroll view of `system`'s tree with a content layout guide: which axes of its content
    /// area (width: horizontal, height: vertical) the solver leaves open.
    static func openAxes(in system: LayoutSystem) -> [Int: AxisAmbiguity] {
        let index = system.index
        var result: [Int: AxisAmbiguity] = [:]
        for view in system.views where index.items[view].object?.element == "scrollView" && !system.hasFixedFrame(view) {
            for guide in index.items[view].guides where index.items[guide].guideKind == .contentLayout {
                guard let content = system.boxes[item: guide] else { continue }
                let horizontal = system.solver.isAmbiguous(content.width)
                let vertical = system.solver.isAmbiguous(content.height)
                if horizontal || vertical {
                    result[view] = AxisAmbiguity(horizontal: horizontal, vertical: vertical, reason: .scrollableContentSize)
                }
            }
        }
        return result
    }
}
