import NibModel

/// An instantiated view tree: what a nib loader builds at run time from several documents (a
/// scene's root view with each component placeholder holding the component's content), as
/// plain data. The neutral input of `LayoutSystem(tree:)`: NibLayout knows nothing of where a
/// tree comes from (NibProject's `ComponentExpander` makes them from storyboards and xibs).
///
/// The tree is in ONE configuration: its constraints are those installed, already resolved
/// for the variant the caller chose.
public struct LayoutTree: Sendable {
    /// One view of the tree.
    public struct View: Sendable {
        /// Unique in the tree.
        public var id: String
        /// The superview's id; nil for the root only.
        public var parentID: String?
        /// In the superview's coordinates, in the convention of the tree's host document.
        public var frame: Rect?
        /// As written: whether the frame and autoresizing mask make constraints (absent in the file means YES).
        public var translatesAutoresizingMaskIntoConstraints: Bool
        /// Content hugging per axis (0–1000).
        public var contentHugging: AxisPriorities
        /// Content compression resistance per axis (0–1000).
        public var compressionResistance: AxisPriorities
        /// Where the view's intrinsic content size comes from.
        public var intrinsicSize: IntrinsicSizeSource
        /// The element the view is made from, in the document it is drawn in: its class
        /// (element, customClass) and everything the class reads (fonts for baselines, the
        /// image or text behind its intrinsic size, stack view attributes, layout margins).
        public var source: IBObject
        /// The document `source` is drawn in (a component's xib for its content).
        public var sourceDocument: IBDocument

        /// A view from its parts; the intrinsic size comes from the element unless given.
        public init(id: String, parentID: String?, frame: Rect?, translatesAutoresizingMaskIntoConstraints: Bool,
                    contentHugging: AxisPriorities, compressionResistance: AxisPriorities,
                    intrinsicSize: IntrinsicSizeSource = .element, source: IBObject, sourceDocument: IBDocument) {
            self.id = id
            self.parentID = parentID
            self.frame = frame
            self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
            self.contentHugging = contentHugging
            self.compressionResistance = compressionResistance
            self.intrinsicSize = intrinsicSize
            self.source = source
            self.sourceDocument = sourceDocument
        }
    }

    /// Where a view's intrinsic content size comes from.
    public enum IntrinsicSizeSource: Sendable, Hashable {
        /// As a document view's: by its class, from its placeholder size or its
        /// document frame (see Docs/layout-accuracy.md).
        case element
        /// Given (nil: no intrinsic size on that axis), as a loader that measured it would.
        case size(width: Double?, height: Double?)
    }

    /// A constraint between views or layout guides of the tree.
    public struct Constraint: Sendable {
        /// Unique in the tree (a session finds the constraint by it).
        public var id: String
        /// Items, attributes, relation, multiplier, constant, priority and runtime identifier.
        public var spec: ConstraintSpec
        /// Where the constraint comes from (a document's place, or the loader), for messages.
        public var origin: Origin

        /// A constraint from its id, spec and origin.
        public init(id: String, spec: ConstraintSpec, origin: Origin) {
            self.id = id
            self.spec = spec
            self.origin = origin
        }
    }

    /// Where a tree constraint comes from, for messages.
    public enum Origin: Sendable, Hashable {
        /// Written in a document (the host or a component's xib), at this place.
        case written(SourceLocation)
        /// Added by the loader, as code would add it (a component's pins to its placeholder).
        case loader(String)

        /// The place in a document for a written constraint; nil for one the loader added.
        public var location: SourceLocation? {
            if case .written(let location) = self { return location }
            return nil
        }
    }

    /// A layout guide of a view (safe area, margins, scroll view content and frame guides).
    public struct Guide: Sendable {
        public var id: String
        /// Safe area, layout margins, or a scroll view's content or frame guide.
        public var kind: LayoutGuideKind
        /// The id of the view the guide belongs to.
        public var ownerViewID: String

        /// A guide of a view from its id and kind.
        public init(id: String, kind: LayoutGuideKind, ownerViewID: String) {
            self.id = id
            self.kind = kind
            self.ownerViewID = ownerViewID
        }
    }

    /// The document whose root view the tree's root is: its device, its scene's bars and the
    /// root's controller make the root's environment (size, safe area, margins).
    public let host: IBDocument
    /// Parents before children, the root first; siblings in subview order.
    public let views: [View]
    /// The installed constraints, resolved for the tree's one configuration.
    public let constraints: [Constraint]
    /// The layout guides of the tree's views.
    public let guides: [Guide]
    private let constraintIndex: [String: Int]

    /// - Precondition: `views` starts with the root, a root view of `host` with its own id, and
    ///   lists parents before children.
    public init(host: IBDocument, views: [View], constraints: [Constraint], guides: [Guide]) {
        precondition(views.first.map { $0.parentID == nil && host.object($0.id)?.node == $0.source.node } == true,
                     "a LayoutTree starts with its host document's root view")
        self.host = host
        self.views = views
        self.constraints = constraints
        self.guides = guides
        constraintIndex = Dictionary(constraints.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The root view's id (the first view).
    public var rootViewID: String { views[0].id }

    /// The constraint with this id.
    public func constraint(_ id: String) -> Constraint? { constraintIndex[id].map { constraints[$0] } }
}

/// A tree's views are items of the constraint DSL (`cover.top == root.top + 16`).
extension LayoutTree.View: LayoutItem {
    /// The view's id in the tree: what constraints made with the DSL name.
    public var itemID: String { id }
}

extension LayoutSystem {
    /// Builds the constraints of an instantiated tree. Every rule of the document builder
    /// (margins, safe areas, scene bars, stack views, baselines, intrinsic sizes, autoresizing)
    /// applies to every view of the tree, whichever document it is drawn in: the tree is made
    /// into its host document with the root view's content replaced by the tree's, built in
    /// memory (`document` is that document; an element copied from a document keeps its line
    /// and column there, but the file is the host's: `tree` keeps the constraints' own locations).
    ///
    /// - Throws: `DocumentReadError` `.notInterfaceBuilder` or `.legacyFormat` from projecting the
    ///   built document, whose root element is the host's as read: never for a host that is an
    ///   `IBDocument`, which projected the same root when it was read.
    public convenience init(tree: LayoutTree, options: LayoutOptions = .init()) throws(DocumentReadError) {
        var builder = TreeDocumentBuilder(tree: tree)
        let document = try IBDocument.project(builder.build())
        self.init(document: document, rootViewID: tree.rootViewID, variant: .base, options: options)
        self.tree = tree
    }

    /// Where a constraint of the system was written: the tree's own location for a tree
    /// constraint, else the document's.
    public func sourceLocation(ofConstraint id: String) -> SourceLocation? {
        if let tree { return tree.constraint(id)?.origin.location }
        return document.constraint(id)?.location
    }
}

/// Builds the XML tree of a `LayoutTree`'s host document: the host's elements as read, except
/// the root view's element, which is made from the tree (each view as its source element, with
/// the tree's id, frame and autoresizing and content priorities, its subviews and guides from
/// the tree, and every tree constraint held by the root). Elements the tree adds (frames,
/// subview lists, guides, constraints) have the location of the view they belong to.
private struct TreeDocumentBuilder {
    let tree: LayoutTree
    private var builder: XMLTreeBuilder
    private var subviews: [String: [LayoutTree.View]] = [:]
    private var guides: [String: [LayoutTree.Guide]] = [:]

    init(tree: LayoutTree) {
        self.tree = tree
        builder = XMLTreeBuilder(file: tree.host.path)
        for view in tree.views.dropFirst() { subviews[view.parentID ?? "", default: []].append(view) }
        for guide in tree.guides { guides[guide.ownerViewID, default: []].append(guide) }
    }

    /// Children of a view element the tree replaces.
    private static let treeChildren: Set<String> = ["subviews", "constraints", "viewLayoutGuide", "variation"]

    mutating func build() -> XMLTree {
        let host = tree.host.tree
        copy(host.root, of: host, replacing: tree.views[0].source.node)
        return builder.build()
    }

    /// Copies an element of the host as read, adding the tree's root in place of `rootNode`.
    private mutating func copy(_ node: NodeIndex, of xml: XMLTree, replacing rootNode: NodeIndex?, idPrefix: String = "") {
        if node == rootNode {
            addView(tree.views[0])
            return
        }
        let element = xml[node]
        var attributes = element.attributes
        if !idPrefix.isEmpty, let id = element[known: .id] {
            attributes = element.attributes(setting: [XMLAttribute(name: "id", value: idPrefix + id)])
        }
        builder.openElement(element.name, attributes: attributes, line: element.line, column: element.column)
        for item in element.content {
            switch item {
            case .element(let child): copy(child, of: xml, replacing: rootNode, idPrefix: idPrefix)
            case .text(let text): builder.addText(text)
            case .cdata(let text): builder.addCDATA(text)
            case .comment: break
            }
        }
        builder.closeElement()
    }

    private mutating func addView(_ view: LayoutTree.View) {
        let xml = view.sourceDocument.tree
        let element = xml[view.source.node]
        // The tree's values where they differ from the element's; the element's as written
        // otherwise (an absent attribute keeps its meaning: the builder's defaults apply).
        var updates: [(String, String)] = []
        let source = view.source
        if view.translatesAutoresizingMaskIntoConstraints != source.translatesAutoresizingMaskIntoConstraints {
            updates.append(("translatesAutoresizingMaskIntoConstraints", view.translatesAutoresizingMaskIntoConstraints ? "YES" : "NO"))
        }
        if view.contentHugging != source.contentHugging {
            updates += [("horizontalHuggingPriority", "\(view.contentHugging.horizontal)"),
                        ("verticalHuggingPriority", "\(view.contentHugging.vertical)")]
        }
        if view.compressionResistance != source.compressionResistance {
            updates += [("horizontalCompressionResistancePriority", "\(view.compressionResistance.horizontal)"),
                        ("verticalCompressionResistancePriority", "\(view.compressionResistance.vertical)")]
        }
        if case .size(let width, let height) = view.intrinsicSize {
            // A non-numeric value means "no intrinsic size on this axis".
            updates += [("placeholderIntrinsicWidth", width.map { "\($0)" } ?? "none"),
                        ("placeholderIntrinsicHeight", height.map { "\($0)" } ?? "none")]
        }
        updates.append(("id", view.id))
        let (line, column) = (element.line, element.column)
        builder.openElement(element.name, attributes: element.attributes(setting: updates.map { XMLAttribute(name: $0, value: $1) }), line: line, column: column)
        let isHostView = view.sourceDocument.path == tree.host.path && view.id == view.source.id
        for child in element.children where !isReplaced(child, in: view.sourceDocument, isHostView: isHostView) {
            // Nested elements with ids (an AppKit control's cell) are renamed into the view's
            // namespace: the same component drawn twice must not repeat them.
            copy(child, of: xml, replacing: nil, idPrefix: view.id + "#")
        }
        if let frame = view.frame {
            addEmptyElement("rect", [("key", "frame"), ("x", "\(frame.x)"), ("y", "\(frame.y)"),
                                     ("width", "\(frame.width)"), ("height", "\(frame.height)")], line: line, column: column)
        }
        if let children = subviews[view.id] {
            builder.openElement("subviews", attributes: [], line: line, column: column)
            for child in children { addView(child) }
            builder.closeElement()
        }
        for guide in guides[view.id] ?? [] where guide.kind != .topLayoutGuide && guide.kind != .bottomLayoutGuide {
            addEmptyElement("viewLayoutGuide", [("key", guide.kind.description), ("id", guide.id)], line: line, column: column)
        }
        if view.parentID == nil, !tree.constraints.isEmpty {
            builder.openElement("constraints", attributes: [], line: line, column: column)
            for constraint in tree.constraints { add(constraint, line: line, column: column) }
            builder.closeElement()
        }
        builder.closeElement()
    }

    /// Whether a child of a view element is the tree's to add: subviews, constraints, guides,
    /// variations, the frame, and anything holding a view (table prototypes). Connections stay
    /// on the host's own views (their outlets and segues name host ids); a component's name
    /// ids of its own document, which the tree renames.
    private func isReplaced(_ child: NodeIndex, in document: IBDocument, isHostView: Bool) -> Bool {
        let element = document.tree[child]
        if Self.treeChildren.contains(element.name) { return true }
        if element.name == "connections" { return !isHostView }
        if element.name == "rect" && element[attribute: "key"] == "frame" { return true }
        return ([child] + document.tree.descendants(of: child)).contains {
            document.tree[$0][attribute: "id"].flatMap(document.object)?.role == .view
        }
    }

    /// A tree constraint as a `<constraint>` element, at the root view's location (the
    /// constraint's own is the tree's: `LayoutSystem.sourceLocation(ofConstraint:)`).
    private mutating func add(_ constraint: LayoutTree.Constraint, line: Int32, column: Int32) {
        let spec = constraint.spec
        var attributes = [("firstItem", spec.firstItemID), ("firstAttribute", spec.firstAttribute.rawValue)]
        if spec.relation != .equal { attributes.append(("relation", spec.relation.rawValue)) }
        if let second = spec.secondItemID, let attribute = spec.secondAttribute {
            attributes += [("secondItem", second), ("secondAttribute", attribute.rawValue)]
        }
        attributes += [("multiplier", "\(spec.multiplier)"), ("constant", "\(spec.constant)"), ("priority", "\(spec.priority)")]
        if let identifier = spec.identifier { attributes.append(("identifier", identifier)) }
        attributes.append(("id", constraint.id))
        addEmptyElement("constraint", attributes, line: line, column: column)
    }

    private mutating func addEmptyElement(_ name: String, _ attributes: [(String, String)], line: Int32, column: Int32) {
        builder.openElement(name, attributes: attributes.map { XMLAttribute(name: $0, value: $1) }, line: line, column: column)
        builder.closeElement()
    }
}
