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
        guard let frame = documentFrame, let axes = axes(of: view.element, node: node, frame: frame, platform: document.platform) else { return nil }
        return IntrinsicSize(width: axes.horizontal ? frame.width : nil, height: axes.vertical ? frame.height : nil,
                             isFixed: document.platform == .iOS && fixedSizeElements.contains(view.element), isFromFrame: true)
    }

    private static let fixedSizeElements: Set<String> = ["switch", "stepper", "activityIndicatorView"]

    /// The axes on which a class has an intrinsic size.
    private static func axes(of element: String, node: XMLElementNode, frame: Rect, platform: Platform) -> (horizontal: Bool, vertical: Bool)? {
        switch element {
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
            return node[known: .image] != nil ? (true, true) : nil
        case "textView":
            // A UITextView has an intrinsic size only when it does not scroll.
            return platform != .macOS && node.attribute(notKnown: "scrollEnabled") == "NO" ? (true, true) : nil
        default:
            return nil
        }
    }
}
