/// Which of the two file formats.
public enum DocumentKind: String, Hashable, Sendable { case xib, storyboard }

/// The platform a document targets, from its `type` and `targetRuntime`.
public enum Platform: String, Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS
    /// A type NibKit does not know; read as a generic document.
    case unknown
}

/// Where a frame's origin is. iOS frames are y-down from the top-left corner; AppKit frames
/// are y-up from the bottom-left corner of the superview (unless the superview is flipped).
public enum FrameOrigin: String, Hashable, Sendable { case topLeft, bottomLeft }

/// An Interface Builder document: the lossless XML tree plus typed projections of everything
/// NibKit reasons about. Immutable; share it freely across threads. A class, so that handing a
/// document around (a rule's context, a list of its connections) costs one reference count
/// instead of copying thirty fields.
///
/// Projections never hide the tree: each object, constraint and connection carries its
/// `node`, so an attribute NibKit has no field for is one `tree[node][attribute:]` away.
public final class IBDocument: Sendable {
    /// The path the document was read from, as given to the reader (findings carry it).
    public let path: String
    /// The whole XML, lossless: every element, attribute, comment and position.
    public let tree: XMLTree
    /// Storyboard or xib, from the root element's `type`.
    public let kind: DocumentKind
    /// iOS (and tvOS/watchOS) or macOS, from `targetRuntime`.
    public let platform: Platform
    /// The document's `type` attribute as written.
    public let type: String
    /// `targetRuntime` as written (`iOS.CocoaTouch`, `MacOSX.Cocoa`, `AppleTV`…); nil when absent.
    public let targetRuntime: String?
    /// The Interface Builder version that saved the file (`toolsVersion`, e.g. `23504`).
    public let toolsVersion: String?
    /// The macOS build the file was saved on (`systemVersion`), when written (older files).
    public let systemVersion: String?
    /// Absent means NO (springs and struts only).
    public let useAutolayout: Bool
    /// `useTraitCollections="YES"`: size classes are on, so variations (`<variation key=…>`) apply.
    public let useTraitCollections: Bool
    /// `useSafeAreas="YES"`: views lay out against the safe area rather than the top and bottom layout guides.
    public let useSafeAreas: Bool
    /// `launchScreen="YES"`: the launch screen, which may hold no custom classes or outlets.
    public let isLaunchScreen: Bool
    /// Storyboards: the id of the initial controller element.
    public let initialViewControllerID: String?
    /// The device and orientation the canvas shows (`<device>`); nil when the file names none.
    public let device: IBDevice?
    /// Where frames' origins are: top-left on iOS, bottom-left on macOS (flipped coordinates).
    public var frameOrigin: FrameOrigin { platform == .macOS ? .bottomLeft : .topLeft }

    /// Every id-carrying element (and id-less content view) in document order.
    public let objects: [IBObject]
    /// Every `<constraint>`, in document order.
    public let constraints: [IBConstraint]
    /// Every element of a `<connections>` block (outlets, actions, segues, bindings), in document order.
    public let connections: [IBConnection]
    /// Layout guides (`<viewLayoutGuide>`: safe area, layout margins; `<keyboardLayoutGuide>`;
    /// legacy top and bottom guides), in document order.
    public let layoutGuides: [IBLayoutGuide]
    /// `<userDefinedRuntimeAttribute>`s (how `@IBInspectable` values are stored), in document order.
    public let runtimeAttributes: [IBRuntimeAttribute]
    /// `<variation>` masks: which constraints and subviews each size-class configuration installs.
    public let variationMasks: [VariationMask]
    /// Storyboard references (`viewControllerPlaceholder`, `controllerPlaceholder`), in document order.
    public let storyboardReferences: [IBStoryboardReference]
    /// Storyboards: the scenes in order. Empty for xibs.
    public let scenes: [IBScene]
    /// Xibs: the objects directly in `<objects>`. Storyboards: every scene's top-level objects.
    public let topLevelObjectIDs: [String]
    /// Images and colours used by objects and defined in `<resources>`.
    public let resources: [IBResourceReference]
    /// `<designables>`: cached intrinsic content sizes of `@IBDesignable` views, by object id.
    public let designableIntrinsicSizes: [String: Size]
    /// The base configuration first, then every trait key the document's variations name.
    public let variants: [Variant]
    /// What the reader found wrong in an otherwise readable document: duplicate ids,
    /// references to missing ids, invalid constraints. Codes: `duplicate-id`,
    /// `dangling-reference`, `invalid-constraint`.
    public let diagnostics: [Diagnostic]
    /// What `naming` computes once.
    let namingCache = NamingCache()

    let objectIndex: [String: Int]
    let constraintIndex: [String: Int]

    init(path: String,
         tree: XMLTree,
         kind: DocumentKind,
         platform: Platform,
         type: String,
         targetRuntime: String?,
         toolsVersion: String?,
         systemVersion: String?,
         useAutolayout: Bool,
         useTraitCollections: Bool,
         useSafeAreas: Bool,
         isLaunchScreen: Bool,
         initialViewControllerID: String?,
         device: IBDevice?,
         objects: [IBObject],
         constraints: [IBConstraint],
         connections: [IBConnection],
         layoutGuides: [IBLayoutGuide],
         runtimeAttributes: [IBRuntimeAttribute],
         variationMasks: [VariationMask],
         storyboardReferences: [IBStoryboardReference],
         scenes: [IBScene],
         topLevelObjectIDs: [String],
         resources: [IBResourceReference],
         designableIntrinsicSizes: [String: Size],
         variants: [Variant],
         diagnostics: [Diagnostic],
         objectIndex: [String: Int],
         constraintIndex: [String: Int]) {
        self.path = path
        self.tree = tree
        self.kind = kind
        self.platform = platform
        self.type = type
        self.targetRuntime = targetRuntime
        self.toolsVersion = toolsVersion
        self.systemVersion = systemVersion
        self.useAutolayout = useAutolayout
        self.useTraitCollections = useTraitCollections
        self.useSafeAreas = useSafeAreas
        self.isLaunchScreen = isLaunchScreen
        self.initialViewControllerID = initialViewControllerID
        self.device = device
        self.objects = objects
        self.constraints = constraints
        self.connections = connections
        self.layoutGuides = layoutGuides
        self.runtimeAttributes = runtimeAttributes
        self.variationMasks = variationMasks
        self.storyboardReferences = storyboardReferences
        self.scenes = scenes
        self.topLevelObjectIDs = topLevelObjectIDs
        self.resources = resources
        self.designableIntrinsicSizes = designableIntrinsicSizes
        self.variants = variants
        self.diagnostics = diagnostics
        self.objectIndex = objectIndex
        self.constraintIndex = constraintIndex
    }

    /// The object with this id (the first one, if the file has duplicates).
    public func object(_ id: String) -> IBObject? {
        objectIndex[id].map { objects[$0] }
    }

    /// The constraint with this id, or nil (a dictionary lookup).
    public func constraint(_ id: String) -> IBConstraint? {
        constraintIndex[id].map { constraints[$0] }
    }

    /// Where an element of this document starts (`file:line:column` of its `<`).
    public func location(of node: NodeIndex) -> SourceLocation { tree.location(of: node) }

    /// Constraints held by a view (in its `<constraints>`).
    public func constraints(heldBy viewID: String) -> [IBConstraint] {
        constraints.filter { $0.holderID == viewID }
    }

    /// Connections whose source is this object.
    public func connections(from objectID: String) -> [IBConnection] {
        connections.filter { $0.sourceID == objectID }
    }

    /// The scene an object belongs to.
    public func scene(of objectID: String) -> IBScene? {
        guard let sceneID = object(objectID)?.sceneID else { return nil }
        return scenes.first { $0.sceneID == sceneID }
    }

    /// The root views to lay out: each controller's `key="view"` and each top-level view of a xib.
    public var rootViewIDs: [String] {
        objects.filter { $0.role == .view && $0.superviewID == nil }.map(\.id)
    }

    /// A value of an object's attribute in a variant: the element's own attribute, replaced by
    /// the `<variation key=…>` overrides that apply (least specific first).
    public func attribute(_ name: String, of objectID: String, in variant: Variant) -> String? {
        guard let object = object(objectID) else { return nil }
        var value = tree[object.node][attribute: name]
        let variations = tree.children(of: object.node, named: "variation")
        guard !variations.isEmpty else { return value }
        let byKey = Dictionary(variations.compactMap { index in tree[index][known: .key].map { ($0, index) } },
                               uniquingKeysWith: { first, _ in first })
        for key in variant.matchingKeys(of: Array(byKey.keys)) {
            if let override = tree[byKey[key]!][attribute: name] { value = override }
        }
        return value
    }

    /// Ids of the constraints installed in a configuration: every constraint, less those a
    /// matching variation excludes, plus those it includes (least specific first, later wins).
    /// Placeholder constraints ("Remove at build time") are left out unless asked for.
    public func installedConstraintIDs(in variant: Variant, includingPlaceholders: Bool = false) -> Set<String> {
        var installed = Set(constraints.lazy.filter { includingPlaceholders || !$0.isPlaceholder }.map(\.id))
        applyMasks(.constraints, for: variant, to: &installed)
        if !includingPlaceholders {
            installed.subtract(constraints.lazy.filter(\.isPlaceholder).map(\.id))
        }
        return installed
    }

    /// For each of `constraints`, whether `installedConstraintIDs(in:includingPlaceholders:)`
    /// holds its id; without building that set when no variation mask applies and no
    /// placeholder is left out (most documents).
    public func installedConstraints(in variant: Variant, includingPlaceholders: Bool = false) -> [Bool] {
        if masks(.constraints, for: variant).isEmpty, includingPlaceholders || !constraints.contains(where: \.isPlaceholder) {
            return Array(repeating: true, count: constraints.count)
        }
        let installed = installedConstraintIDs(in: variant, includingPlaceholders: includingPlaceholders)
        return constraints.map { installed.contains($0.id) }
    }

    /// Ids of the views not installed in a configuration (a `subviews` mask excludes them), with
    /// every view below them.
    public func uninstalledViewIDs(in variant: Variant) -> Set<String> {
        var installed = Set<String>()
        var excluded = Set<String>()
        for mask in masks(.subviews, for: variant) {
            for id in mask.excludedIDs { excluded.insert(id); installed.remove(id) }
            for id in mask.includedIDs { installed.insert(id); excluded.remove(id) }
        }
        var result = Set<String>()
        var pending = Array(excluded)
        while let id = pending.popLast() {
            guard result.insert(id).inserted, let view = object(id) else { continue }
            pending.append(contentsOf: view.subviewIDs)
        }
        return result
    }

    private func masks(_ target: VariationMask.Target, for variant: Variant) -> [VariationMask] {
        let relevant = variationMasks.filter { $0.target == target }
        let order = variant.matchingKeys(of: Array(Set(relevant.map(\.variantKey))))
        return order.flatMap { key in relevant.filter { $0.variantKey == key } }
    }

    private func applyMasks(_ target: VariationMask.Target, for variant: Variant, to installed: inout Set<String>) {
        for mask in masks(target, for: variant) {
            installed.subtract(mask.excludedIDs)
            installed.formUnion(mask.includedIDs)
        }
    }

    /// An object's name in messages: `ObjectNaming`'s, the one every output uses.
    public func displayName(of objectID: String) -> String {
        naming.name(of: objectID)
    }

    /// An object's name in a message about an outlet to it (`ObjectNaming.nameWithoutOutlets`).
    public func nameWithoutOutlets(of objectID: String) -> String {
        naming.nameWithoutOutlets(of: objectID)
    }

    /// A constraint in words: `titleLabel.leading == superview.leading + 20 @750`.
    public func describe(_ constraint: IBConstraint) -> String {
        naming.formula(constraint)
    }
}

extension IBConstraint {
    /// A relation in words, the one format every NibKit message uses:
    /// `first.leading == second.leading × 0.5 + 20 @750`, `first.width == 100`.
    /// Items are given by name, so that callers choose how to name them.
    public static func words(first: String, _ firstAttribute: LayoutAttribute, _ relation: LayoutRelation,
                             second: String?, _ secondAttribute: LayoutAttribute?,
                             multiplier: Double, constant: Double, priority: Double) -> String {
        var text = "\(first).\(firstAttribute.rawValue) \(relation.symbol) "
        if let second, let secondAttribute {
            text += "\(second).\(secondAttribute.rawValue)"
            if multiplier != 1 { text += " × \(formatRounded(multiplier))" }
            if constant != 0 {
                text += constant < 0 ? " - \(formatRounded(-constant))" : " + \(formatRounded(constant))"
            }
        } else {
            text += formatRounded(constant)
        }
        if priority < 1000 { text += " @\(formatRounded(priority))" }
        return text
    }
}
