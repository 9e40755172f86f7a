import NibModel

/// Why a document could not be expanded.
public struct ComponentExpansionError: Error, Sendable, CustomStringConvertible {
    /// What stopped the expansion: a component cycle, or a component that could not be read.
    public enum Kind: Sendable, Equatable {
        /// A component contains itself, directly or through others. `chain` lists the component
        /// files from the outermost to the one that closes the loop (which repeats the first
        /// one met again).
        case cycle(chain: [String])
        /// The component's xib could not be read.
        case unreadableComponent(path: String)
    }

    /// The kind of trouble (tests and callers branch on it).
    public let kind: Kind
    /// What went wrong, for a person, naming the files involved.
    public let message: String
    /// The placeholder view at which expansion stopped.
    public let location: SourceLocation
    /// The placeholder view's id in its document.
    public let objectID: String

    public var description: String { "\(location): error: \(message)" }

    /// As a diagnostic: code `component-cycle` or `unreadable-document`.
    public var diagnostic: Diagnostic {
        switch kind {
        case .cycle: Diagnostic(code: "component-cycle", severity: .error, message: message, location: location, objectID: objectID)
        case .unreadableComponent: Diagnostic(code: "unreadable-document", severity: .error, message: message, location: location, objectID: objectID)
        }
    }
}

/// Replaces component placeholders by the components' content.
///
/// A view whose customClass has a component xib (see `ProjectIndex.placeholderComponent`)
/// gets the component's root view as its last subview, with the placeholder's bounds as frame,
/// `translatesAutoresizingMaskIntoConstraints` off and four required edge constraints, exactly
/// as the seed's `loadFromNib` does at run time. Components inside components expand too.
public enum ComponentExpander {
    /// Expands every root view of `document`.
    /// - Throws: `ComponentExpansionError` `.cycle` when a component contains itself (the error
    ///   names the chain), `.unreadableComponent` when a component's xib could not be read.
    public static func expand(_ document: IBDocument, in project: ProjectIndex) throws(ComponentExpansionError) -> ExpandedTree {
        var builder = Builder(project: project)
        let stack = [Frame(componentPath: document.path, placeholder: nil)]
        var roots: [ViewNode] = []
        for rootID in document.rootViewIDs {
            roots.append(try builder.node(rootID, in: document, prefix: "", stack: stack, asComponentRootIn: nil))
        }
        builder.addConstraintsAndGuides(of: document, prefix: "", within: nil)
        return ExpandedTree(documentPath: document.path, roots: roots, constraints: builder.constraints,
                            layoutGuides: builder.guides, expansions: builder.expansions)
    }

    /// One component being expanded, and the placeholder that brought it in.
    private struct Frame {
        let componentPath: String
        let placeholder: IBObject?
    }

    private struct Builder {
        let project: ProjectIndex
        var constraints: [ExpandedConstraint] = []
        var guides: [ExpandedLayoutGuide] = []
        var expansions: [String: String] = [:]

        init(project: ProjectIndex) { self.project = project }

        /// The node for `id` and everything below it. `placeholderFrame` is set for a
        /// component's root view, which takes its placeholder's bounds.
        mutating func node(_ id: String, in document: IBDocument, prefix: String, stack: [Frame],
                           asComponentRootIn placeholderFrame: Rect??) throws(ComponentExpansionError) -> ViewNode {
            let object = document.object(id)!
            let uniqueID = prefix + id
            var subviews: [ViewNode] = []
            for subviewID in object.subviewIDs where document.object(subviewID)?.isView == true {
                subviews.append(try node(subviewID, in: document, prefix: prefix, stack: stack, asComponentRootIn: nil))
            }
            var componentPath: String?
            if let component = project.placeholderComponent(object, in: document) {
                subviews.append(try expand(component, at: object, uniqueID: uniqueID, stack: stack))
                componentPath = component.path
            }
            let frame: Rect?
            if let placeholderFrame {
                frame = placeholderFrame.map { Rect(x: 0, y: 0, width: $0.width, height: $0.height) }
            } else {
                frame = object.frame
            }
            return ViewNode(
                id: uniqueID, documentPath: document.path, element: object.element,
                className: object.customClass ?? FrameworkClasses.className(ofElement: object.element, platform: document.platform) ?? object.element,
                frame: frame,
                translatesAutoresizingMaskIntoConstraints: placeholderFrame == nil ? object.translatesAutoresizingMaskIntoConstraints : false,
                subviews: subviews, object: object, componentPath: componentPath)
        }

        /// The content of `component` for the placeholder `object`, pinned to its edges.
        mutating func expand(_ component: ComponentInfo, at placeholder: IBObject, uniqueID: String,
                             stack: [Frame]) throws(ComponentExpansionError) -> ViewNode {
            if let start = stack.firstIndex(where: { $0.componentPath == component.path }) {
                let chain = stack[start...].map(\.componentPath) + [component.path]
                throw ComponentExpansionError(
                    kind: .cycle(chain: chain),
                    message: "component cycle: \(chain.map(PathNames.baseName).joined(separator: " contains ")) (\(chain.joined(separator: " -> ")))",
                    location: placeholder.location, objectID: placeholder.id)
            }
            guard let document = project.document(component.path) else {
                throw ComponentExpansionError(
                    kind: .unreadableComponent(path: component.path),
                    message: "component '\(component.name)' cannot be expanded: \(component.path) could not be read",
                    location: placeholder.location, objectID: placeholder.id)
            }
            let prefix = uniqueID + "/"
            let root = try node(component.rootViewID, in: document, prefix: prefix,
                                stack: stack + [Frame(componentPath: component.path, placeholder: placeholder)],
                                asComponentRootIn: .some(placeholder.frame))
            expansions[uniqueID] = component.path
            addConstraintsAndGuides(of: document, prefix: prefix, within: Set(root.allNodes.map(\.sourceID)))
            let pinned: [LayoutAttribute] = [.leading, .trailing, .top, .bottom]
            for attribute in pinned {
                constraints.append(ExpandedConstraint(
                    id: "\(uniqueID)/pin.\(attribute.rawValue)", documentPath: document.path, firstItemID: root.id,
                    firstAttribute: attribute, relation: .equal, secondItemID: uniqueID, secondAttribute: attribute,
                    multiplier: 1, constant: 0, priority: 1000, holderID: uniqueID,
                    origin: .componentPin(placeholderID: uniqueID)))
            }
            return root
        }

        /// The constraints and layout guides of `document` held by (owned by) the views in
        /// `within` (every view when nil), renamed with `prefix`.
        mutating func addConstraintsAndGuides(of document: IBDocument, prefix: String, within viewIDs: Set<String>?) {
            for constraint in document.constraints where viewIDs?.contains(constraint.holderID) ?? true {
                constraints.append(ExpandedConstraint(
                    id: prefix + constraint.id, documentPath: document.path, firstItemID: prefix + constraint.firstItemID,
                    firstAttribute: constraint.firstAttribute, relation: constraint.relation,
                    secondItemID: constraint.secondItemID.map { prefix + $0 }, secondAttribute: constraint.secondAttribute,
                    multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority,
                    holderID: prefix + constraint.holderID, origin: .document(constraint)))
            }
            for guide in document.layoutGuides where viewIDs == nil || guide.ownerViewID.map({ viewIDs!.contains($0) }) == true {
                guides.append(ExpandedLayoutGuide(id: prefix + guide.id, kind: guide.kind, ownerViewID: guide.ownerViewID.map { prefix + $0 }))
            }
        }
    }
}
