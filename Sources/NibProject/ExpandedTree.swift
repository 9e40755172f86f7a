import NibModel

/// One view of an instantiated, component-expanded interface. Headless: what UIKit/AppKit
/// would build from the document, as plain data a layout runtime can work on.
///
/// Ids are unique within the tree: the host document's objects keep their ids; the content of
/// an expanded component gets the placeholder's id as a prefix (`lCv-Cm-3rw/tTl-Lb-3kd`),
/// because component ids repeat in every place the component is used.
public struct ViewNode: Sendable, Identifiable {
    /// Unique within the expanded tree.
    public let id: String
    /// The id in the document it comes from (`object.id`).
    public var sourceID: String { object.id }
    /// The document the view is drawn in (a component's xib for its content).
    public let documentPath: String
    /// The XML element name (`label`, `view`…).
    public let element: String
    /// The class the view is made of: the customClass if any, else the element's class
    /// (`UILabel`), else the element name.
    public let className: String
    /// In the superview's coordinates, as written (a component root gets the placeholder's bounds).
    public let frame: Rect?
    /// As written; absent in the file means YES (the frame and autoresizing mask make constraints).
    public let translatesAutoresizingMaskIntoConstraints: Bool
    /// The direct subviews in document order (a placeholder's are its component's root view).
    public var subviews: [ViewNode]
    /// The object it was made from, with every attribute of the document.
    public let object: IBObject
    /// For a placeholder of a component: that component's xib.
    public let componentPath: String?

    /// This view and all views below it, depth first.
    public var allNodes: [ViewNode] {
        var result = [self]
        for subview in subviews { result += subview.allNodes }
        return result
    }
}

/// Where an expanded constraint comes from.
public enum ExpandedConstraintOrigin: Sendable {
    /// Written in a document (the host or a component); `resolved(in:)` gives its variants.
    case document(IBConstraint)
    /// One of the four edge constraints that pin a component's root view to its placeholder,
    /// as the seed's `loadFromNib` adds them in code.
    case componentPin(placeholderID: String)
}

/// A constraint between views (or layout guides) of an expanded tree, items renamed to the
/// tree's unique ids.
public struct ExpandedConstraint: Sendable, Identifiable {
    public let id: String
    /// The document the constraint is written in (a component's xib for its content); the host's for pins.
    public let documentPath: String
    /// The first item, as a unique id of the tree.
    public let firstItemID: String
    /// The first item's attribute.
    public let firstAttribute: LayoutAttribute
    /// `==`, `<=` or `>=`.
    public let relation: LayoutRelation
    /// The second item, as a unique id of the tree; nil for a constant-only constraint.
    public let secondItemID: String?
    /// The second item's attribute; nil for a constant-only constraint.
    public let secondAttribute: LayoutAttribute?
    /// The multiplier (1 when the document gives none).
    public let multiplier: Double
    /// The constant in points.
    public let constant: Double
    /// The priority, 1–1000 (1000 is required).
    public let priority: Double
    /// The view (unique id) that holds it.
    public let holderID: String
    /// Written in a document, or a pin the expansion added.
    public let origin: ExpandedConstraintOrigin

    /// The constraint as written, for document constraints.
    public var source: IBConstraint? {
        if case .document(let constraint) = origin { return constraint }
        return nil
    }
}

/// A layout guide of an expanded tree (safe area, margins, top/bottom layout guides).
public struct ExpandedLayoutGuide: Sendable, Identifiable {
    public let id: String
    /// Safe area, layout margins, or a top/bottom layout guide.
    public let kind: LayoutGuideKind
    /// The unique id of the view it belongs to.
    public let ownerViewID: String?
}

/// A document with every component placeholder replaced by the component's content, pinned to
/// the placeholder's edges, recursively.
public struct ExpandedTree: Sendable {
    /// The document that was expanded.
    public let documentPath: String
    /// The root views (each controller's root view, each top-level view of a xib), expanded.
    public let roots: [ViewNode]
    /// Every constraint of the host and of the expanded components, plus the pins.
    public let constraints: [ExpandedConstraint]
    /// Safe areas, margins and layout guides of the expanded views.
    public let layoutGuides: [ExpandedLayoutGuide]
    /// Every component expansion: placeholder unique id -> component path.
    public let expansions: [String: String]
    /// Every view, depth first, root by root.
    public let allNodes: [ViewNode]
    private let nodeIndex: [String: Int]

    init(documentPath: String, roots: [ViewNode], constraints: [ExpandedConstraint], layoutGuides: [ExpandedLayoutGuide],
         expansions: [String: String]) {
        self.documentPath = documentPath
        self.roots = roots
        self.constraints = constraints
        self.layoutGuides = layoutGuides
        self.expansions = expansions
        allNodes = roots.flatMap(\.allNodes)
        nodeIndex = Dictionary(allNodes.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// The view with this unique id.
    public func node(_ id: String) -> ViewNode? {
        nodeIndex[id].map { allNodes[$0] }
    }
}
