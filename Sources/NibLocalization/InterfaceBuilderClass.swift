import NibModel

/// The Interface Builder class ibtool names in a strings file's comment: the framework class an
/// element stands for, never the object's custom class (no comment of the corpus's 12,745 names
/// one; not even a framework class given as custom class: of the windows of class `NSPanel`, 18
/// comments say `NSWindow` and 8 `NSPanel`).
public enum InterfaceBuilderClass {
    /// The class of an element on a platform: `UI`/`NS`/`WKInterface` and the element name
    /// capitalized, unless the table below says otherwise.
    public static func name(of element: String, on platform: Platform) -> String {
        if let special = exceptions[platform == .macOS ? .appKit : platform == .watchOS ? .watchKit : .uiKit]?[element] {
            return special
        }
        let capitalized = element.prefix(1).uppercased() + element.dropFirst()
        switch platform {
        case .macOS: return "NS" + capitalized
        case .watchOS: return "WKInterface" + capitalized
        default: return "UI" + capitalized
        }
    }

    enum Framework { case uiKit, appKit, watchKit }

    /// Elements whose class is not the prefix plus the element name. Each row is a class the
    /// corpus's comments name for that element, or the framework's own name for it.
    static let exceptions: [Framework: [String: String]] = [
        .appKit: [
            "customView": "NSView",
            "customObject": "NSObject",
            "menuItem": "NSMenuItem",
            "windowController": "NSWindowController",
            // A binding's placeholders. Comments of one project name three classes for the same
            // documents (CocoaBindingsConnection 44, IBBindingConnection 36, BindingConnection
            // 20: the Xcode that generated the table decides); the most frequent is written.
            "binding": "CocoaBindingsConnection",
            // ibtool's comments in a first-run app's tables (the corpus has none).
            "touchBarPopoverItem": "NSPopoverTouchBarItem",
        ],
        .uiKit: [
            "tableViewSection": "UITableViewSection",
            "navigationItem": "UINavigationItem",
        ],
        .watchKit: [
            "controller": "WKInterfaceController",
        ],
    ]
}
