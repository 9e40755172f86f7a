import NibModel

/// A view's intrinsic content size per axis (nil: no intrinsic size on that axis).
///
/// Which views have one is decided by their class (element name), as in UIKit/AppKit: text
/// and controls do (and NSGridView, sized by its rows and columns); plain and custom views,
/// scroll views, tables, stack views do not. The value comes from
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
        guard let frame = documentFrame, let axes = axes(of: view, in: document.tree, frame: frame, platform: document.platform) else { return nil }
        if isLabelWithoutText(view, in: document) { return IntrinsicSize(width: 0, height: 0) }
        return IntrinsicSize(width: axes.horizontal ? frame.width : nil, height: axes.vertical ? frame.height : nil,
                             isFixed: document.platform == .iOS && fixedSizeElements.contains(view.element), isFromFrame: true)
    }

    /// Whether a view is a UILabel without text to measure. Such a label has no content to size
    /// itself by: its intrinsic size is zero, not its written frame. Measured on corpus files
    /// of three Xcodes: Xcode 15 writes an unconstrained empty label 0 x 0 (googleads, two
    /// files), Xcode 26 writes one whose width is set by constraints 0 tall (one app), and
    /// Xcode 7.3 flags misplaced all four empty labels of a cell written 21 tall (googleads'
    /// two `MenuItem.xib`). The one unflagged empty label written at a text height is a copy
    /// of another project's launch screen whose copyright text was blanked (same object ids).
    static func isLabelWithoutText(_ view: IBObject, in document: IBDocument) -> Bool {
        guard document.platform == .iOS, view.element == "label" else { return false }
        let tree = document.tree
        if let text = tree[view.node].attribute(notKnown: "text"), !text.isEmpty { return false }
        return tree.child(of: view.node, key: "text") == nil && tree.child(of: view.node, key: "attributedText") == nil
    }

    private static let fixedSizeElements: Set<String> = ["switch", "stepper", "activityIndicatorView"]

    /// The axes on which a class has an intrinsic size.
    private static func axes(of view: IBObject, in tree: XMLTree, frame: Rect, platform: Platform) -> (horizontal: Bool, vertical: Bool)? {
        let node = tree[view.node]
        switch view.element {
        case "label", "button", "switch", "stepper", "segmentedControl", "activityIndicatorView", "pageControl",
             "textField", "datePicker", "pickerView", "popUpButton", "colorWell", "secureTextField", "comboBox",
             "tokenField", "searchField", "levelIndicator", "pathControl", "progressIndicator", "gridView":
            return (true, true)
        case "slider":
            // A horizontal slider is as wide as it is made; a vertical one (AppKit) as tall.
            return platform == .macOS && frame.height > frame.width ? (true, false) : (false, true)
        case "progressView", "searchBar", "navigationBar", "toolbar", "tabBar":
            return (false, true)
        case "box":
            // A separator box is as thick as AppKit draws it, and as long as it is made.
            guard node.attribute(notKnown: "boxType") == "separator" else { return nil }
            return frame.width > frame.height ? (false, true) : (true, false)
        case "imageView":
            return ImageAlignment.showsImage(view.node, in: tree) ? (true, true) : nil
        case "textView":
            // A UITextView has an intrinsic size only when it does not scroll.
            return platform != .macOS && node.attribute(notKnown: "scrollEnabled") == "NO" ? (true, true) : nil
        default:
            return nil
        }
    }
}
