import NibModel
import NibSolver

/// How a window sizes its content view, and which size Interface Builder judges the content
/// view's frame against.
///
/// AppKit holds a window at its current size with a constraint at
/// `NSLayoutPriorityWindowSizeStayPut` (500): "Constraints with higher priorities can adjust the
/// window's size. Constraints with lower priorities must be fulfilled using the current window
/// size" (AppKit documentation of `windowSizeStayPut`; `defaultHigh`, 750, is above it "so that
/// dragging to resize a window will not make buttons clip"). In a document the window's size is
/// its `contentRect`, and IB writes the content view's `frame` separately: the two differ in 7
/// of the corpus's 19 Auto Layout window contents, 2 of them flagged. Xcode flags a content
/// view misplaced when the content, held at the `contentRect` size at 500, does not come out at
/// its written frame (18 of the 19 agree; all are one app's, Xcode 8 to 26;
/// Docs/layout-accuracy.md "Roots").
enum WindowContent {
    /// The priority at which a window holds its content size (`NSLayoutPriorityWindowSizeStayPut`).
    static let sizeStayPutPriority = 500.0

    /// The `contentRect` size of the window whose content view `root` is (`<view
    /// key="contentView">` directly inside a `<window>`); nil for any other view.
    static func contentRectSize(of root: IBObject, in document: IBDocument) -> Size? {
        guard document.platform == .macOS, root.key == "contentView", let windowID = root.parentID,
              let window = document.object(windowID), window.element == "window" else { return nil }
        let tree = document.tree
        guard let rect = tree.child(of: window.node, named: "rect", key: "contentRect"),
              let width = tree[rect][known: .width].flatMap(parseFiniteNumber),
              let height = tree[rect][known: .height].flatMap(parseFiniteNumber) else { return nil }
        return Size(width: width, height: height)
    }

    /// Whether `root` is a window's content view that nothing places in its window: it says
    /// `translatesAutoresizingMaskIntoConstraints="NO"`, so the window's frame does not become
    /// constraints on it, and a constraint names it, so Interface Builder adds no prototyping
    /// constraints for it either (it does for a view no constraint names). Xcode marks every
    /// such content view ambiguous, none misplaced, and none of their subviews for it: 13 of 13
    /// in the corpus, the outside apps and the first-run apps (10 projects, Xcode 10
    /// to 26); the 3 content views that say NO and that no constraint names are unmarked.
    static func isUnplaced(_ root: IBObject, in index: LayoutInput) -> Bool {
        guard !root.translatesAutoresizingMaskIntoConstraints, contentRectSize(of: root, in: index.document) != nil,
              let number = index.itemNumbers[root.id] else { return false }
        return index.items[number].isConstraintItem
    }

    /// Whether holding `system`'s root at its window's `contentSize` (`RootSizeHold.window`)
    /// would solve the root where `system` did, so that the window build need not be made:
    /// `system` held the root at that very size and has no conflict, and every optional
    /// constraint from the stay-put priority up holds in it (`Solver.holdsEveryOptional`). The
    /// window build has the same required constraints, or fewer, and only weakens optional
    /// ones (the size hold to 500, sizes read from frames to 1), so its optimum also satisfies
    /// every constraint it keeps at 500 or above, the size hold among them. Over the corpus
    /// this spares 406 of the 496 window builds (`RootAnalysis`; counted over the 1,220
    /// documents with a content view: 3,438 root builds before, 3,032 after).
    static func solvesAlike(_ system: LayoutSystem, heldAt contentSize: Size) -> Bool {
        switch system.rootSize {
        case .window(let held): return held == contentSize
        case .written:
            guard system.conflicts.isEmpty, let held = system.rootHeldSize,
                  held == contentSize else { return false }
            return system.solver.holdsEveryOptional(atOrAbove: Priority(sizeStayPutPriority))
        case .yieldsToContent, .content: return false
        }
    }
}
