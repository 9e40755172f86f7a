import NibModel

/// A class drawn in a nib, loaded headlessly by `ComponentLoader`, in the manner of the common
/// `NibOwnerLoadable` pattern: the nib is named after the type, and the loaded instance receives the
/// nib's outlets (`@Outlet`) and actions (`@Action`).
///
/// ```swift
/// final class ComicView: NibComponent {
///     @Outlet("UILabel") var titleLabel: ViewNode
///     @Outlet var coverImageView: ViewNode
///     @Action("buyTapped:") var buy: (ActionEvent) -> Void = { _ in }
///     init() {}
/// }
/// let comic = try ComponentLoader(project: project).load(ComicView.self)
/// ```
public protocol NibComponent: AnyObject, OutletValue {
    /// The nib's file name without extension; by default the type's name (`ComicView`).
    static var nibName: String { get }
    init()
    /// Called once every outlet is bound, with what was loaded.
    func didLoad(_ content: LoadedContent)
}

extension NibComponent {
    /// The type's name: `ComicView` loads `ComicView.xib`.
    public static var nibName: String { String(describing: self) }
    /// Does nothing; override to finish setting up once the outlets are bound.
    public func didLoad(_ content: LoadedContent) {}

    /// A component outlet receives the instance made for its destination (a placeholder view
    /// whose class is registered, or the controller of a scene).
    public static func outletValue(from targets: [OutletTarget]) -> Self? {
        guard targets.count == 1 else { return nil }
        return targets[0].instance as? Self
    }
}

/// One destination of an outlet connection, as the loader made it.
public struct OutletTarget {
    /// The destination as written in its document.
    public let object: IBObject
    /// The class it is made of (customClass, else the element's class).
    public let className: String
    /// The instantiated view, when the destination is a view.
    public let node: ViewNode?
    /// The constraint, when the destination is a constraint.
    public let constraint: ExpandedConstraint?
    /// The registered component instance made for the destination, if any.
    public let instance: AnyObject?
}

/// What an `@Outlet` property may hold: a `ViewNode`, an `ExpandedConstraint`, an `IBObject`
/// (bar items, gesture recognizers…), a `NibComponent`, or an array of one of these for an
/// outlet collection.
public protocol OutletValue {
    /// The value for the connection's destinations; nil when they are not of this kind.
    static func outletValue(from targets: [OutletTarget]) -> Self?
}

extension ViewNode: OutletValue {
    public static func outletValue(from targets: [OutletTarget]) -> ViewNode? {
        targets.count == 1 ? targets[0].node : nil
    }
}

extension ExpandedConstraint: OutletValue {
    public static func outletValue(from targets: [OutletTarget]) -> ExpandedConstraint? {
        targets.count == 1 ? targets[0].constraint : nil
    }
}

extension IBObject: OutletValue {
    public static func outletValue(from targets: [OutletTarget]) -> IBObject? {
        targets.count == 1 ? targets[0].object : nil
    }
}

extension Array: OutletValue where Element: OutletValue {
    /// An outlet collection: each destination must be an `Element`.
    public static func outletValue(from targets: [OutletTarget]) -> [Element]? {
        var values: [Element] = []
        for target in targets {
            guard let value = Element.outletValue(from: [target]) else { return nil }
            values.append(value)
        }
        return values
    }
}

/// The type-erased face of `@Outlet` the loader binds through.
protocol OutletBinding {
    var expectedClass: String? { get }
    var isBound: Bool { get }
    /// Stores the value for `targets`; false when they are not of the outlet's kind.
    func bind(_ targets: [OutletTarget]) -> Bool
    var valueTypeName: String { get }
}

/// An outlet of a `NibComponent`, bound by `ComponentLoader` from the nib's connection of the
/// same name. `expectedClass` (`"UILabel"`) makes the loader check the destination's class.
///
/// Reading an outlet of an instance that was not loaded is a programming error and traps.
@propertyWrapper
public struct Outlet<Value: OutletValue>: OutletBinding {
    private final class Slot {
        var value: Value?
    }

    private let slot = Slot()
    /// The class the destination must be (or inherit from), checked by the loader; nil checks nothing.
    public let expectedClass: String?

    /// An outlet, checked against `expectedClass` (`"UILabel"`) when one is given.
    public init(_ expectedClass: String? = nil) {
        self.expectedClass = expectedClass
    }

    public var wrappedValue: Value {
        guard let value = slot.value else {
            preconditionFailure("outlet of type \(Value.self) read before ComponentLoader bound it")
        }
        return value
    }

    var isBound: Bool { slot.value != nil }
    var valueTypeName: String { "\(Value.self)" }

    func bind(_ targets: [OutletTarget]) -> Bool {
        guard let value = Value.outletValue(from: targets) else { return false }
        slot.value = value
        return true
    }
}

/// An action sent by a control of the nib.
public struct ActionEvent {
    /// The selector the control sends (`buyTapped:`).
    public let selector: String
    /// The sending view (nil when the sender is not a view, e.g. a bar button item).
    public let sender: ViewNode?
    /// The object that sends the action, whether a view or not.
    public let senderObject: IBObject
    /// iOS control events (`touchUpInside`…); nil for bar items and gesture recognizers.
    public let eventType: String?
}

/// The type-erased face of `@Action`.
protocol ActionBinding {
    var selector: String { get }
    func send(_ event: ActionEvent)
}

/// An action of a `NibComponent`: the closure runs when `LoadedContent.sendAction` sends the
/// selector to this instance. Assign the closure at any time; it starts as the initial value.
@propertyWrapper
public struct Action: ActionBinding {
    private final class Slot {
        var handler: (ActionEvent) -> Void
        init(_ handler: @escaping (ActionEvent) -> Void) { self.handler = handler }
    }

    private let slot: Slot
    /// The Objective-C selector as the nib writes it (`buyTapped:`).
    public let selector: String

    /// An action for `selector`, running `wrappedValue` when it is sent (nothing by default).
    public init(wrappedValue: @escaping (ActionEvent) -> Void = { _ in }, _ selector: String) {
        slot = Slot(wrappedValue)
        self.selector = selector
    }

    public var wrappedValue: (ActionEvent) -> Void {
        get { slot.handler }
        nonmutating set { slot.handler = newValue }
    }

    func send(_ event: ActionEvent) { slot.handler(event) }
}

/// Maps class names as documents write them to the Swift types to make for them, so that
/// nested components instantiate as their own types.
public struct ComponentRegistry {
    private var types: [String: any NibComponent.Type] = [:]

    /// A registry of these types, each under its type name.
    public init(_ types: [any NibComponent.Type] = []) {
        for type in types { register(type) }
    }

    /// Registers `type` under `className` (default: the type's name). Module-qualified names in
    /// documents (`customModule` + `customClass`) match the unqualified name too.
    public mutating func register(_ type: any NibComponent.Type, as className: String? = nil) {
        types[className ?? String(describing: type)] = type
    }

    /// The type for a customClass (and its customModule).
    public func type(forClass className: String, module: String? = nil) -> (any NibComponent.Type)? {
        if let module, let type = types["\(module).\(className)"] { return type }
        return types[className] ?? types[ProjectIndex.simpleName(className)]
    }
}
