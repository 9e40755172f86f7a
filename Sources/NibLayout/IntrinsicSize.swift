import NibModel

/// A view's intrinsic content size per axis (nil: no intrinsic size on that axis).
///
/// Which views have one, and on which axes, is decided by their class (`ElementTraits.rows`),
/// as in UIKit/AppKit: text and controls do; plain and custom views, scroll views, tables,
/// stack views do not. The value comes from
/// `placeholderIntrinsicWidth/Height` (Size inspector, any view; a non-numeric value means
/// "none" on that axis), else the `<designables>` cache, else the
/// document frame (NibKit cannot measure text or images; see Docs/layout-accuracy.md).
struct IntrinsicSize {
    var width: Double?
    var height: Double?
    /// Controls that always draw at their intrinsic size (UISwitch, UIStepper,
    /// UIActivityIndicatorView): their frame size is not theirs to change.
    var isFixed = false
    /// Taken from the document frame (no placeholder, no designable cache): a measurement
    /// NibKit could not make. A control or text stretched by its constraints is written wider
    /// than its content, so such a width is only an upper bound of the real one.
    var isFromFrame = false

    static func of(_ view: IBObject, in document: IBDocument, documentFrame: Rect?) -> IntrinsicSize? {
        let node = document.tree[view.node]
        let placeholderWidth = node[known: .placeholderIntrinsicWidth]
        let placeholderHeight = node[known: .placeholderIntrinsicHeight]
        if placeholderWidth != nil || placeholderHeight != nil {
            return IntrinsicSize(width: view.placeholderIntrinsicWidth, height: view.placeholderIntrinsicHeight)
        }
        if !document.designableIntrinsicSizes.isEmpty, let cached = document.designableIntrinsicSizes[view.id] {
            return IntrinsicSize(width: cached.width >= 0 ? cached.width : nil, height: cached.height >= 0 ? cached.height : nil)
        }
        guard let frame = documentFrame, let traits = ElementTraits.row(for: view, in: document) else { return nil }
        if isLabelWithoutText(view, in: document) { return IntrinsicSize(width: 0, height: 0) }
        let axes = traits.intrinsicAxes
        return IntrinsicSize(width: axes.horizontal ? frame.width : nil, height: axes.vertical ? frame.height : nil,
                             isFixed: traits.isFixedSize, isFromFrame: true)
    }

    /// Whether a view is a UILabel without text to measure. Such a label has no content to size
    /// itself by: its intrinsic size is zero, not its written frame. Measured on corpus files
    /// of three Xcodes: Xcode 15 writes an unconstrained empty label 0 x 0 (two files of
    /// one project), Xcode 26 writes one whose width is set by constraints 0 tall (one app), and
    /// Xcode 7.3 flags misplaced all four empty labels of a cell written 21 tall (two copies
    /// of one cell xib). The one unflagged empty label written at a text height is a copy
    /// of another project's launch screen whose copyright text was blanked (same object ids).
    static func isLabelWithoutText(_ view: IBObject, in document: IBDocument) -> Bool {
        guard document.platform == .iOS, view.element == "label" else { return false }
        let tree = document.tree
        if let text = tree[view.node].attribute(notKnown: "text"), !text.isEmpty { return false }
        return tree.child(of: view.node, key: "text") == nil && tree.child(of: view.node, key: "attributedText") == nil
    }
}
