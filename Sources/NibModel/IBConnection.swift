/// The kinds of `<connections>` children.
public enum ConnectionKind: Hashable, Sendable, CustomStringConvertible {
    case outlet, outletCollection, action, segue, binding
    case other(String)

    init(element: String) {
        switch element {
        case "outlet": self = .outlet
        case "outletCollection": self = .outletCollection
        case "action": self = .action
        case "segue": self = .segue
        case "binding": self = .binding
        default: self = .other(element)
        }
    }

    public var description: String {
        switch self {
        case .outlet: "outlet"
        case .outletCollection: "outletCollection"
        case .action: "action"
        case .segue: "segue"
        case .binding: "binding"
        case .other(let name): name
        }
    }
}

/// A connection, stored on its source object: the object that owns the outlet property, or
/// the control/item that sends the action or fires the segue.
///
/// A class, as `IBObject` is: handing a connection around costs one reference count instead
/// of copying fifteen fields and retaining each of their strings.
public final class IBConnection: Identifiable, Sendable {
    public let id: String
    /// The element in the document's `tree`, for attributes NibKit has no field for.
    public let node: NodeIndex
    /// Where the connection element starts.
    public let location: SourceLocation
    /// Outlet, outlet collection, action, segue, binding…: the element's name, typed.
    public let kind: ConnectionKind
    /// The object whose `<connections>` holds this one.
    public let sourceID: String
    /// `destination` (iOS, segues, outlets) or `target` (macOS actions).
    public let destinationID: String?
    /// Outlets, outlet collections: the property name.
    public let property: String?
    /// Actions: the Objective-C selector (`buttonTapped:`).
    public let selector: String?
    /// iOS actions: `touchUpInside`, `valueChanged`… (absent for bar button items and gestures).
    public let eventType: String?
    /// Segues: `show`, `push`, `relationship`, `unwind`, `embed`, `presentation`…
    public let segueKind: String?
    /// Segues: the identifier code uses in `performSegue(withIdentifier:)`.
    public let identifier: String?
    /// Relationship segues: `rootViewController`, `viewControllers`…
    public let relationship: String?
    /// Unwind segues: the selector of the unwind action.
    public let unwindAction: String?
    /// Outlet collections: `collectionClass` (e.g. NSMutableArray) or `appends="YES"`.
    public let collectionClass: String?
    /// `appends="YES"`: the collection is appended to rather than replaced (outlet collections).
    public let appends: Bool
    /// macOS bindings: binding name (`value`, `enabled`…) and key path.
    public let bindingName: String?
    /// macOS bindings: the key path bound to, relative to the destination (`selection.name`).
    public let keyPath: String?

    init(id: String,
         node: NodeIndex,
         location: SourceLocation,
         kind: ConnectionKind,
         sourceID: String,
         destinationID: String?,
         property: String?,
         selector: String?,
         eventType: String?,
         segueKind: String?,
         identifier: String?,
         relationship: String?,
         unwindAction: String?,
         collectionClass: String?,
         appends: Bool,
         bindingName: String?,
         keyPath: String?) {
        self.id = id
        self.node = node
        self.location = location
        self.kind = kind
        self.sourceID = sourceID
        self.destinationID = destinationID
        self.property = property
        self.selector = selector
        self.eventType = eventType
        self.segueKind = segueKind
        self.identifier = identifier
        self.relationship = relationship
        self.unwindAction = unwindAction
        self.collectionClass = collectionClass
        self.appends = appends
        self.bindingName = bindingName
        self.keyPath = keyPath
    }
}
