/// A storyboard scene: one controller, its first responder, maybe an exit and extra top-level objects.
public struct IBScene: Identifiable, Sendable {
    public var id: String { sceneID }
    public let sceneID: String
    public let node: NodeIndex
    public let location: SourceLocation
    /// The scene's title: the comment Xcode writes before it (`<!--Detail View Controller-->`).
    public let title: String?
    /// The objects directly inside the scene's `<objects>`, in order.
    public let objectIDs: [String]
    /// The object with `sceneMemberID="viewController"`.
    public let controllerID: String?
    public let firstResponderID: String?
    public let exitID: String?
}

/// A reference to a scene of another (or the same) storyboard.
public struct IBStoryboardReference: Sendable {
    public let objectID: String
    public let location: SourceLocation
    /// The other storyboard's file name without extension; nil means this storyboard.
    public let storyboardName: String?
    /// The `storyboardIdentifier` of the referenced controller; nil means that storyboard's
    /// initial view controller.
    public let referencedIdentifier: String?
}

/// `<userDefinedRuntimeAttribute>`: a key path set by KVC when the object is loaded (this is
/// also how `@IBInspectable` values are stored).
public struct IBRuntimeAttribute: Sendable {
    public let objectID: String
    public let keyPath: String
    /// `string`, `number`, `boolean`, `color`, `image`, `point`, `size`, `rect`, `range`, `nil`…
    public let type: String
    /// The value as text: the `value` attribute, or the value element's attributes.
    public let value: String?
    public let location: SourceLocation
}

/// A layout guide and the view it belongs to.
public struct IBLayoutGuide: Sendable {
    public let id: String
    public let kind: LayoutGuideKind
    /// `viewLayoutGuide`: its parent view; `viewControllerLayoutGuide`: the controller's root view.
    public let ownerViewID: String?
    public let location: SourceLocation
}

/// A resource the document uses or defines.
public struct IBResourceReference: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable { case image, namedColor, systemColor }
    public let kind: Kind
    public let name: String
    /// SF Symbols (`catalog="system"`) and system colours come with the OS.
    public let isSystem: Bool
    /// The object that uses it; nil for definitions in `<resources>`.
    public let objectID: String?
    public let location: SourceLocation
}

/// `<device id="retina6_1" orientation="portrait" appearance="light">`: the "View as" device.
public struct IBDevice: Hashable, Sendable {
    public let id: String
    public let orientation: String?
    public let appearance: String?
    public let adaptation: String?
}
