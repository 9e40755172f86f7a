import NibModel

/// Why a component or scene could not be loaded. Names the file, the line and the outlet.
public struct LoadError: Error, CustomStringConvertible {
    /// What kind of load failure this is.
    public enum Kind: Sendable, Equatable {
        /// No nib or storyboard of that name in the project.
        case missingFile
        /// The file exists but could not be read, or a component inside it could not be expanded.
        case unreadableFile
        /// No controller with that Storyboard ID.
        case missingScene
        /// The nib connects an outlet the Swift type has no `@Outlet` for (UIKit: "not key
        /// value coding-compliant for the key").
        case outletNotDeclared
        /// The Swift type has an `@Outlet` the nib does not connect (UIKit: nil, then a crash).
        case outletNotConnected
        /// The destination is not what the outlet holds (a button for a `UILabel` outlet, a
        /// plain view for a component outlet).
        case wrongElementType
        /// An action was sent to an instance without an `@Action` for its selector.
        case missingAction
    }

    /// The kind of failure (tests and callers branch on it).
    public let kind: Kind
    /// What went wrong, for a person, in UIKit's terms where it has some.
    public let message: String
    /// The file and line the error is about (the connection, or the object owning the outlet).
    public let location: SourceLocation?
    /// The outlet or selector concerned, if any.
    public let outlet: String?

    public var description: String { location.map { "\($0): error: \(message)" } ?? "error: \(message)" }
}

/// An action connection of a loaded tree, with unique ids.
struct ActionConnection {
    let senderID: String
    let sender: IBObject
    let connection: IBConnection
    let targetID: String
}

/// What `ComponentLoader` built: the expanded tree and the instances bound to it.
public final class LoadedContent {
    /// The expanded document (every component placeholder filled).
    public let tree: ExpandedTree
    /// The views that belong to what was loaded: the nib's top-level views, or the scene's root view.
    public let roots: [ViewNode]
    /// Instances made for objects, by the tree's unique ids.
    public let instances: [String: AnyObject]
    private let actions: [ActionConnection]

    init(tree: ExpandedTree, roots: [ViewNode], instances: [String: AnyObject],
         actions: [ActionConnection]) {
        self.tree = tree
        self.roots = roots
        self.instances = instances
        self.actions = actions
    }

    /// The root view (the first one).
    public var root: ViewNode { roots[0] }

    /// Sends the actions a view (unique id) is connected to, as UIKit does when the control
    /// fires; `eventType` restricts them to one control event. Returns how many were sent.
    /// - Throws: `LoadError` `.missingAction` when the target instance has no `@Action` for a selector.
    @discardableResult
    public func sendActions(from senderID: String, eventType: String? = nil) throws(LoadError) -> Int {
        var sent = 0
        for action in actions where action.senderID == senderID && (eventType == nil || action.connection.eventType == eventType) {
            let selector = action.connection.selector ?? ""
            guard let instance = instances[action.targetID],
                  let binding = ComponentLoader.actionBindings(of: instance).first(where: { $0.selector == selector }) else {
                throw LoadError(kind: .missingAction, message: "action '\(selector)' has no @Action in the target of \(senderID)",
                                location: action.connection.location, outlet: selector)
            }
            let node = tree.node(senderID)
            binding.send(ActionEvent(selector: selector, sender: node, senderObject: action.sender, eventType: action.connection.eventType))
            sent += 1
        }
        return sent
    }
}

/// Loads components and storyboard scenes headlessly: expands the document, makes an instance
/// of each registered class, and binds outlets and actions as UIKit's nib loading would.
public struct ComponentLoader {
    /// The project whose documents are loaded.
    public let project: ProjectIndex
    /// The Swift types made for the classes documents name (nested components, scene controllers).
    public var registry: ComponentRegistry

    /// A loader over a project's documents, making instances of the registered types.
    public init(project: ProjectIndex, registry: ComponentRegistry = ComponentRegistry()) {
        self.project = project
        self.registry = registry
    }

    /// Loads `type` from the nib named `type.nibName`: File's Owner (or, in the root-view
    /// pattern, the root view of that class) becomes the returned instance.
    /// - Throws: `LoadError` `.missingFile`, `.unreadableFile`, `.outletNotDeclared`,
    ///   `.outletNotConnected`, `.wrongElementType`.
    public func load<Component: NibComponent>(_ type: Component.Type) throws(LoadError) -> Component {
        let name = type.nibName
        let candidates = project.documents.keys.filter { PathNames.isXib($0) && PathNames.baseName($0) == name }
        guard let path = NamedFiles(candidates).resolve(near: nil) else {
            throw LoadError(kind: .missingFile, message: candidates.isEmpty ? "no \(name).xib in the project"
                            : "\(name).xib exists in several folders: \(candidates.sorted().joined(separator: ", "))",
                            location: nil, outlet: nil)
        }
        let document = try readable(path)
        let tree = try expanded(document)
        let topLevel = document.topLevelObjectIDs.compactMap(document.object)
        let owner = topLevel.first { $0.role == .placeholder(.filesOwner) }
        let rootOfClass = topLevel.first { $0.isView && $0.customClass.map(ProjectIndex.simpleName) == ProjectIndex.simpleName(String(describing: type)) }
        let ownerID = rootOfClass?.id ?? owner?.id ?? "-1"
        let roots = tree.roots.filter { document.topLevelObjectIDs.contains($0.sourceID) }
        return try bind(Component(), asObject: ownerID, document: document, tree: tree, roots: roots)
    }

    /// Instantiates the controller with Storyboard ID `identifier` in `storyboard` (name without
    /// extension), following storyboard references.
    /// - Throws: `LoadError` `.missingFile`, `.missingScene`, `.unreadableFile`, and the outlet errors of `load`.
    public func instantiate<Controller: NibComponent>(_ type: Controller.Type, storyboard: String, identifier: String) throws(LoadError) -> Controller {
        guard let path = project.storyboardFile(named: storyboard, near: nil) else {
            throw LoadError(kind: .missingFile, message: "no \(storyboard).storyboard in the project", location: nil, outlet: nil)
        }
        guard let scene = project.scene(storyboard: path, identifier: identifier) else {
            throw LoadError(kind: .missingScene, message: "\(storyboard).storyboard has no controller with Storyboard ID '\(identifier)'",
                            location: SourceLocation(file: path, line: 1, column: 1), outlet: nil)
        }
        let document = try readable(scene.documentPath)
        let tree = try expanded(document)
        let roots = tree.roots.filter { $0.object.sceneID == scene.sceneID }
        return try bind(Controller(), asObject: scene.controllerID, document: document, tree: tree, roots: roots)
    }

    // MARK: Binding

    private func readable(_ path: String) throws(LoadError) -> IBDocument {
        guard let document = project.document(path) else {
            throw LoadError(kind: .unreadableFile, message: "\(path) could not be read", location: SourceLocation(file: path, line: 1, column: 1), outlet: nil)
        }
        return document
    }

    private func expanded(_ document: IBDocument) throws(LoadError) -> ExpandedTree {
        do {
            return try ComponentExpander.expand(document, in: project)
        } catch {
            throw LoadError(kind: .unreadableFile, message: error.message, location: error.location, outlet: nil)
        }
    }

    /// Makes instances for registered classes, binds every connection whose source has an
    /// instance, checks that every instance's outlets were bound, and calls `didLoad`.
    private func bind<Component: NibComponent>(_ component: Component, asObject ownerID: String, document: IBDocument,
                                               tree: ExpandedTree, roots: [ViewNode]) throws(LoadError) -> Component {
        var instances: [String: AnyObject] = [ownerID: component]
        // The documents of the tree: the host (prefix "") and each expanded component (prefix "placeholder/").
        var portions: [(prefix: String, document: IBDocument)] = [("", document)]
        for (placeholderID, path) in tree.expansions.sorted(by: { $0.key < $1.key }) {
            guard let componentDocument = project.document(path) else { continue }
            portions.append((placeholderID + "/", componentDocument))
        }
        for node in tree.allNodes where instances[node.id] == nil && node.object.customClass != nil {
            if let type = registry.type(forClass: node.object.customClass!, module: node.object.customModule) {
                instances[node.id] = type.init()
            }
        }
        // A placeholder's instance is also the File's Owner of its component (the seed's pattern),
        // or the component's root view when the component is drawn with the root-view pattern.
        for (prefix, portion) in portions.dropFirst() {
            let placeholderID = String(prefix.dropLast())
            guard let component = project.components.first(where: { $0.path == portion.path }) else { continue }
            switch component.definition {
            case .filesOwner:
                if let owner = portion.objects.first(where: { $0.role == .placeholder(.filesOwner) }) {
                    instances[prefix + owner.id] = instances[placeholderID]
                }
            case .rootView:
                instances[placeholderID] = instances[prefix + component.rootViewID] ?? instances[placeholderID]
            }
        }
        let resolver = ClassResolver(project: project)
        var actions: [ActionConnection] = []
        var owners: [String: (object: IBObject, document: IBDocument)] = [:]
        for (prefix, portion) in portions {
            var groups: [String: [IBConnection]] = [:]
            var order: [String] = []
            for connection in portion.connections {
                switch connection.kind {
                case .outlet, .outletCollection:
                    let key = prefix + connection.sourceID + "#" + (connection.property ?? "")
                    if groups[key] == nil { order.append(key) }
                    groups[key, default: []].append(connection)
                case .action:
                    if let destination = connection.destinationID, let sender = portion.object(connection.sourceID) {
                        actions.append(ActionConnection(senderID: prefix + connection.sourceID, sender: sender, connection: connection,
                                                        targetID: prefix + destination))
                    }
                default:
                    continue
                }
            }
            for key in order {
                let connections = groups[key]!
                let first = connections[0]
                guard let instance = instances[prefix + first.sourceID], let property = first.property,
                      let source = portion.object(first.sourceID) else { continue }
                owners[prefix + first.sourceID] = (source, portion)
                guard let binding = Self.outletBindings(of: instance)[property] else {
                    throw LoadError(kind: .outletNotDeclared,
                                    message: "\(portion.path) connects outlet '\(property)', but \(type(of: instance)) has no @Outlet named '\(property)'",
                                    location: first.location, outlet: property)
                }
                var targets: [OutletTarget] = []
                for connection in connections {
                    guard let destinationID = connection.destinationID, let object = portion.object(destinationID) else { continue }
                    let uniqueID = prefix + destinationID
                    let className = resolver.className(of: object, in: portion) ?? object.element
                    if let expected = binding.expectedClass, resolver.isAssignable(className, to: expected) == false {
                        throw LoadError(kind: .wrongElementType,
                                        message: "outlet '\(property)' expects \(ObjectNaming.withArticle(expected)), but \(portion.path) connects it to <\(object.element)> '\(object.id)', \(ObjectNaming.withArticle(className))",
                                        location: connection.location, outlet: property)
                    }
                    targets.append(OutletTarget(object: object, className: className, node: tree.node(uniqueID),
                                                constraint: tree.constraints.first { $0.id == uniqueID }, instance: instances[uniqueID]))
                }
                guard binding.bind(targets) else {
                    let found = targets.map { "<\($0.object.element)> \($0.className)" }.joined(separator: ", ")
                    throw LoadError(kind: .wrongElementType,
                                    message: "outlet '\(property)' holds \(binding.valueTypeName), but \(portion.path) connects it to \(found)",
                                    location: first.location, outlet: property)
                }
            }
        }
        // Every outlet of every instance that owns connections (and of the loaded instance) must be bound.
        if owners[ownerID] == nil, let object = document.object(ownerID) { owners[ownerID] = (object, document) }
        for (id, owner) in owners.sorted(by: { $0.key < $1.key }) {
            guard let instance = instances[id] else { continue }
            for (name, binding) in Self.outletBindings(of: instance).sorted(by: { $0.key < $1.key }) where !binding.isBound {
                throw LoadError(kind: .outletNotConnected,
                                message: "\(type(of: instance)).\(name) is connected nowhere in \(owner.document.path)",
                                location: owner.object.location, outlet: name)
            }
        }
        let content = LoadedContent(tree: tree, roots: roots, instances: instances, actions: actions)
        var called = Set<ObjectIdentifier>()
        for instance in instances.values {
            guard let loaded = instance as? any NibComponent, called.insert(ObjectIdentifier(instance)).inserted else { continue }
            loaded.didLoad(content)
        }
        return component
    }

    /// The `@Outlet` properties of an instance and its superclasses, by property name.
    static func outletBindings(of instance: AnyObject) -> [String: any OutletBinding] {
        var result: [String: any OutletBinding] = [:]
        var mirror: Mirror? = Mirror(reflecting: instance)
        while let current = mirror {
            for child in current.children {
                guard let label = child.label, label.hasPrefix("_"), let binding = child.value as? any OutletBinding else { continue }
                result[String(label.dropFirst())] = result[String(label.dropFirst())] ?? binding
            }
            mirror = current.superclassMirror
        }
        return result
    }

    /// The `@Action` properties of an instance and its superclasses.
    static func actionBindings(of instance: AnyObject) -> [any ActionBinding] {
        var result: [any ActionBinding] = []
        var mirror: Mirror? = Mirror(reflecting: instance)
        while let current = mirror {
            result += current.children.compactMap { $0.value as? any ActionBinding }
            mirror = current.superclassMirror
        }
        return result
    }
}
