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
    /// applies to every view of the tree, each read from the document it is drawn in
    /// (`LayoutInput(_:)` of a tree), in the environment of the host's root (`document` is
    /// the host; `tree` keeps the constraints' own locations).
    public convenience init(tree: LayoutTree, options: LayoutOptions = .init()) {
        self.init(index: LayoutInput(tree), rootViewID: tree.rootViewID, variant: .base, options: options,
                  active: ActiveSet(everyConstraintOf: tree))
        self.tree = tree
    }

    /// Where a constraint of the system was written: the tree's own location for a tree
    /// constraint, else the document's.
    public func sourceLocation(ofConstraint id: String) -> SourceLocation? {
        if let tree { return tree.constraint(id)?.origin.location }
        return document.constraint(id)?.location
    }
}
