import NibModel

/// A view's intrinsic content size per axis (nil: no intrinsic size on that axis).
///
/// Which views have one, and on which axes, is decided by their class (`ElementTraits.rows`),
/// as in UIKit/AppKit: text and controls do; plain and custom views, scroll views, tables,
/// stack views do not. The value comes from
/// `placeholderIntrinsicWidth/Height` (Size inspector, any view; a non-numeric value means
/// "none" on that axis), else the document frame (NibKit cannot measure text or images; see
/// Docs/layout-accuracy.md). An IBDesignable view's `<designables>` cache says on which axes
/// it has an intrinsic size, but not its size on the canvas: the cached size is what the
/// designable agent last measured, and frames Xcode writes unflagged disagree with it (in
/// unmarked corpus documents, 28 of the 29 designable labels' cached heights differ from their
/// written ones, 13 by more than 2 points; an app outside the corpus writes a custom-class label 22
/// tall whose cache says 18, its layout unflagged by Xcode 16). So the frame holds there too.
struct IntrinsicSize {
    var width: Double?
    var height: Double?
    /// Controls that always draw at their intrinsic size (UISwitch, UIStepper,
    /// UIActivityIndicatorView): their frame size is not theirs to change.
    var isFixed = false
    /// Taken from the document frame (no placeholder size): a measurement
    /// NibKit could not make. A control or text stretched by its constraints is written wider
    /// than its content, so such a width is only an upper bound of the real one. A label with
    /// no text is no exception: its text is set at run time, and the canvas shows the size it
    /// was given. Counts over the corpus: of the iOS labels without text written taller than 0,
    /// 146 are in documents Xcode saved clean and 9 are flagged misplaced (all saved before
    /// Xcode 9), so a zero size would be an estimate treated as fact.
    var isFromFrame = false

    /// A view's intrinsic size: the one its input gives (a tree's loader measured it), else
    /// its element's, by class, from its placeholder size or its document frame.
    /// `selfSizing`: the custom classes the sources say size themselves
    /// (`LayoutOptions.selfSizingClasses`).
    static func of(_ view: TreeItem, documentFrame: Rect?, selfSizing: Set<String>) -> IntrinsicSize? {
        switch view.intrinsicSize {
        case .size(let width, let height): IntrinsicSize(width: width, height: height)
        case .element: view.object.flatMap { of($0, in: view.document, documentFrame: documentFrame, selfSizing: selfSizing) }
        }
    }

    private static func of(_ view: IBObject, in document: IBDocument, documentFrame: Rect?, selfSizing: Set<String>) -> IntrinsicSize? {
        let node = document.tree[view.node]
        let placeholderWidth = node[known: .placeholderIntrinsicWidth]
        let placeholderHeight = node[known: .placeholderIntrinsicHeight]
        if placeholderWidth != nil || placeholderHeight != nil {
            return IntrinsicSize(width: view.placeholderIntrinsicWidth, height: view.placeholderIntrinsicHeight)
        }
        // The `<designables>` cache says which axes an IBDesignable view has an intrinsic size
        // on; its values are not the canvas's (see the type's comment): read from the frame.
        if !document.designableIntrinsicSizes.isEmpty, let cached = document.designableIntrinsicSizes[view.id], let frame = documentFrame {
            return IntrinsicSize(width: cached.width >= 0 ? frame.width : nil, height: cached.height >= 0 ? frame.height : nil,
                                 isFromFrame: true)
        }
        // A class that computes its own size in code (the sources say so): the frame is the
        // one measurement of it there is, on both axes (it may answer "none" on one; a verdict
        // must hold whatever it answers).
        if !selfSizing.isEmpty, let custom = view.customClass, selfSizing.contains(custom), let frame = documentFrame {
            return IntrinsicSize(width: frame.width, height: frame.height, isFromFrame: true)
        }
        guard let frame = documentFrame, let traits = ElementTraits.row(for: view, in: document) else { return nil }
        let axes = traits.intrinsicAxes
        return IntrinsicSize(width: axes.horizontal ? frame.width : nil, height: axes.vertical ? frame.height : nil,
                             isFixed: traits.isFixedSize, isFromFrame: true)
    }
}
