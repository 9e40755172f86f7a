/// A storyboard scene: one controller, its first responder, maybe an exit and extra top-level objects.
public struct IBScene: Identifiable, Sendable {
    public var id: String { sceneID }
    /// The `<scene sceneID=…>`.
    public let sceneID: String
    /// The `<scene>` element in the document's XML tree.
    public let node: NodeIndex
    /// Where the `<scene>` element starts.
    public let location: SourceLocation
    /// The scene's title: the comment Xcode writes before it (`<!--Detail View Controller-->`).
    public let title: String?
    /// The objects directly inside the scene's `<objects>`, in order.
    public let objectIDs: [String]
    /// The object with `sceneMemberID="viewController"`.
    public let controllerID: String?
    /// The scene's First Responder placeholder.
    public let firstResponderID: String?
    /// The scene's Exit placeholder (unwind segues), when it has one.
    public let exitID: String?
}

/// A reference to a scene of another (or the same) storyboard.
public struct IBStoryboardReference: Sendable {
    /// The `<viewControllerPlaceholder>` that stands for the referenced scene.
    public let objectID: String
    /// Where the placeholder element starts.
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
    /// The object whose attribute it is.
    public let objectID: String
    /// The key path set on the object (`layer.cornerRadius`, an `@IBInspectable` name).
    public let keyPath: String
    /// `string`, `number`, `boolean`, `color`, `image`, `point`, `size`, `rect`, `range`, `nil`…
    public let type: String
    /// The value as text: the `value` attribute, or the value element's attributes.
    public let value: String?
    /// Where the `<userDefinedRuntimeAttribute>` starts.
    public let location: SourceLocation
}

/// A layout guide and the view it belongs to.
public struct IBLayoutGuide: Sendable {
    public let id: String
    /// Safe area, margins, content or frame guide, or a legacy top/bottom guide.
    public let kind: LayoutGuideKind
    /// `viewLayoutGuide`: its parent view; `viewControllerLayoutGuide`: the controller's root view.
    public let ownerViewID: String?
    /// Where the guide's element starts.
    public let location: SourceLocation
}

/// A resource the document uses or defines.
public struct IBResourceReference: Hashable, Sendable {
    /// An image, a named (asset catalog) colour, or a system colour.
    public enum Kind: String, Hashable, Sendable { case image, namedColor, systemColor }
    /// Image, named colour or system colour.
    public let kind: Kind
    /// The name as written (`icon-cart`, `AccentColor`, `systemBlueColor`).
    public let name: String
    /// SF Symbols (`catalog="system"`) and system colours come with the OS.
    public let isSystem: Bool
    /// A definition in `<resources>` that carries the image itself (`<mutableData
    /// key="keyedArchiveRepresentation">`): Interface Builder archived it into the document,
    /// under a name of its making (`buttonCell:IXo-C7-3uE:image`, a UUID), and the nib holds it.
    public var isEmbedded = false
    /// The object that uses it; nil for definitions in `<resources>`.
    public let objectID: String?
    /// Where the using element (or the `<resources>` definition) starts.
    public let location: SourceLocation
}

/// `<device id="retina6_1" orientation="portrait" appearance="light">`: the "View as" device.
public struct IBDevice: Hashable, Sendable {
    public let id: String
    /// `portrait` or `landscape`, when written.
    public let orientation: String?
    /// `light` or `dark`, when written.
    public let appearance: String?
    /// The size-class adaptation Xcode wrote (e.g. `fullscreen`), when it did.
    public let adaptation: String?
}
