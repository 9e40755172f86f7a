import NibLayout
import NibModel

/// Why a live session on an expanded document could not be made.
public enum ComponentSessionError: Error, CustomStringConvertible {
    /// A component could not be expanded (a cycle, an unreadable xib).
    case expansion(ComponentExpansionError)
    /// The scene or root view does not exist (`LiveLayoutError.noRootView`).
    case layout(LiveLayoutError)

    public var description: String {
        switch self {
        case .expansion(let error): error.description
        case .layout(let error): error.description
        }
    }
}

extension LayoutTree {
    /// One root of an expanded document as NibLayout's neutral tree, in one configuration:
    /// views that `variant` uninstalls (in their own document) are left out with their
    /// subviews, and the constraints are those the variant installs, resolved for it.
    /// Ids are the expanded tree's (a component's content is prefixed with its placeholder's id).
    /// - Precondition: `rootViewID` is a root of `expanded`, and `project` holds its documents.
    public init(expanded: ExpandedTree, rootViewID: String, host: IBDocument, project: ProjectIndex, variant: Variant = .base) {
        func document(_ path: String) -> IBDocument? { path == host.path ? host : project.document(path) }
        let paths = Set([host.path] + expanded.expansions.values)
        let documents = Dictionary(uniqueKeysWithValues: paths.compactMap { path in document(path).map { (path, $0) } })
        let uninstalled = documents.mapValues { $0.uninstalledViewIDs(in: variant) }
        let installed = documents.mapValues { Set($0.installedConstraintIDs(in: variant)) }
        var views: [View] = []
        func visit(_ node: ViewNode, parentID: String?) {
            guard let source = documents[node.documentPath], uninstalled[node.documentPath]?.contains(node.sourceID) != true else { return }
            views.append(View(id: node.id, parentID: parentID, frame: node.frame,
                              translatesAutoresizingMaskIntoConstraints: node.translatesAutoresizingMaskIntoConstraints,
                              contentHugging: node.object.contentHugging, compressionResistance: node.object.compressionResistance,
                              source: node.object, sourceDocument: source))
            for subview in node.subviews { visit(subview, parentID: node.id) }
        }
        if let root = expanded.node(rootViewID) { visit(root, parentID: nil) }
        let viewIDs = Set(views.map(\.id))
        let guides = expanded.layoutGuides.compactMap { guide -> Guide? in
            guard let owner = guide.ownerViewID, viewIDs.contains(owner) else { return nil }
            return Guide(id: guide.id, kind: guide.kind, ownerViewID: owner)
        }
        let guideOwners = Dictionary(guides.map { ($0.id, $0.ownerViewID) }, uniquingKeysWith: { first, _ in first })
        func isInTree(_ item: String?) -> Bool { item.map { viewIDs.contains($0) || guideOwners[$0] != nil } ?? true }
        var constraints: [Constraint] = []
        for expandedConstraint in expanded.constraints where viewIDs.contains(expandedConstraint.holderID) {
            var constraint = Constraint(expandedConstraint)
            if let written = expandedConstraint.source {
                guard installed[expandedConstraint.documentPath]?.contains(written.id) == true else { continue }
                let resolved = written.resolved(in: variant)
                constraint.spec.relation = resolved.relation
                constraint.spec.multiplier = resolved.multiplier
                constraint.spec.constant = resolved.constant
                constraint.spec.priority = resolved.priority
            }
            guard isInTree(constraint.spec.firstItemID), isInTree(constraint.spec.secondItemID) else { continue }
            constraints.append(constraint)
        }
        self.init(host: host, views: views, constraints: constraints, guides: guides)
    }
}

extension LayoutTree.Constraint {
    /// An expanded constraint as written (items renamed to the tree's ids).
    init(_ constraint: ExpandedConstraint) {
        let origin: LayoutTree.Origin = switch constraint.origin {
        case .document(let written): .written(written.location)
        case .componentPin(let placeholderID): .loader("pins the component of \(placeholderID) to its edges")
        }
        self.init(id: constraint.id, spec: ConstraintSpec(
            firstItemID: constraint.firstItemID, firstAttribute: constraint.firstAttribute, relation: constraint.relation,
            secondItemID: constraint.secondItemID, secondAttribute: constraint.secondAttribute, multiplier: constraint.multiplier,
            constant: constraint.constant, priority: constraint.priority, identifier: constraint.source?.identifier), origin: origin)
    }
}

extension LayoutSession {
    /// A session on one root view of `document` with every component placeholder holding its
    /// component's content (`ComponentExpander`, recursively), as the app instantiates it. Ids
    /// of component content are the expanded tree's: `placeholderID/id` (the id a loader's
    /// `@Outlet` gives, `ViewNode.id` or `ExpandedConstraint.id`).
    /// - Throws: `.expansion` (component cycle, unreadable xib), `.layout(.noRootView)` when
    ///   `rootViewID` is not a root view of `document`.
    public convenience init(expanding document: IBDocument, rootViewID: String, in project: ProjectIndex,
                            variant: Variant = .base, options: LayoutOptions = .init()) throws(ComponentSessionError) {
        let expanded: ExpandedTree
        do { expanded = try ComponentExpander.expand(document, in: project) } catch { throw .expansion(error) }
        try self.init(expanded: expanded, rootViewID: rootViewID, host: document, in: project, variant: variant, options: options)
    }

    /// A session on what a `ComponentLoader` loaded (`LoadedContent`, as `didLoad` receives it):
    /// its root view (a component's root view, a scene's controller view), components expanded,
    /// so that the instances' `@Outlet`s name the session's views and constraints by their ids.
    /// - Throws: `.layout(.noRootView)` if the loaded document is no longer in `project`.
    public convenience init(loaded content: LoadedContent, in project: ProjectIndex,
                            variant: Variant = .base, options: LayoutOptions = .init()) throws(ComponentSessionError) {
        guard let host = project.document(content.tree.documentPath) else { throw .layout(.noRootView(content.root.id)) }
        try self.init(expanded: content.tree, rootViewID: content.root.id, host: host, in: project, variant: variant, options: options)
    }

    private convenience init(expanded: ExpandedTree, rootViewID: String, host: IBDocument, in project: ProjectIndex,
                             variant: Variant, options: LayoutOptions) throws(ComponentSessionError) {
        guard expanded.roots.contains(where: { $0.id == rootViewID }) else { throw .layout(.noRootView(rootViewID)) }
        let tree = LayoutTree(expanded: expanded, rootViewID: rootViewID, host: host, project: project, variant: variant)
        self.init(system: LayoutSystem(tree: tree, options: options))
    }

    /// A session on a storyboard scene's root view, components expanded (see `init(expanding:rootViewID:in:)`).
    /// - Throws: `.layout(.noRootView)` when the scene does not exist or has no root view; the
    ///   errors of `init(expanding:rootViewID:in:)`.
    public convenience init(expanding document: IBDocument, sceneID: String, in project: ProjectIndex,
                            variant: Variant = .base, options: LayoutOptions = .init()) throws(ComponentSessionError) {
        let rootViewID: String
        do { rootViewID = try Self.rootViewID(ofScene: sceneID, in: document) } catch { throw .layout(error) }
        try self.init(expanding: document, rootViewID: rootViewID, in: project, variant: variant, options: options)
    }
}
