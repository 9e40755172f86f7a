import NibModel

/// The alignment rectangle of controls whose frame is larger than what constraints align:
/// constraints act on the alignment rectangle, IB writes the frame. Insets are top, left,
/// bottom, right in y-down terms.
///
/// Values (AppKit's and UIKit's `alignmentRectInsets`, checked against corpus frames): an
/// AppKit label (text field without a border) 2 left and right; an AppKit push button
/// (`bezelStyle="rounded"`) 4 top, 6 left and right, 7 bottom; a classic AppKit pop-up button
/// (`rounded`, 25-26 points tall) 2 top, 2 left, 3 bottom, 3 right; a UISlider 2 left and right
/// and 1 bottom.
enum AlignmentInsets {
    static func of(_ view: IBObject, in document: IBDocument) -> EdgeInsets? {
        let tree = document.tree
        let cell = tree.child(of: view.node, key: "cell").map { tree[$0] }
        switch (document.platform, view.element) {
        case (.macOS, "textField"):
            guard let cell, cell[attribute: "borderStyle"] == nil, cell[attribute: "bezelStyle"] == nil else { return nil }
            return EdgeInsets(top: 0, left: 2, bottom: 0, right: 2)
        case (.macOS, "button"):
            guard let cell, cell[attribute: "bezelStyle"] == "rounded" else { return nil }
            return EdgeInsets(top: 4, left: 6, bottom: 7, right: 6)
        case (.macOS, "popUpButton"):
            // The classic regular pop-up is 25-26 points tall; the macOS 11 one (24) aligns its frame.
            guard let cell, cell[attribute: "bezelStyle"] == "rounded", let height = view.frame?.height, height >= 25 else { return nil }
            return EdgeInsets(top: 2, left: 2, bottom: 3, right: 3)
        case (.iOS, "slider"):
            return EdgeInsets(top: 0, left: 2, bottom: 1, right: 2)
        default:
            return nil
        }
    }
}

/// AppKit views whose coordinate system is flipped (y grows downwards, like UIKit's): their
/// subviews' frames are written from the top edge.
let flippedAppKitElements: Set<String> = [
    "scrollView", "clipView", "tableView", "outlineView", "textView", "stackView", "collectionView", "gridView",
]
