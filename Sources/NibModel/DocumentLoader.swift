extension IBDocument {
    /// Reads a `.xib` or `.storyboard` file.
    /// - Throws: `DocumentReadError`: `.io`, `.tooLarge`, `.empty`, `.malformedXML`, `.doctype`,
    ///   `.notInterfaceBuilder`, `.legacyFormat`.
    public static func read(path: String, options: ReadOptions = ReadOptions()) throws(DocumentReadError) -> IBDocument {
        try IBDocument(tree: XMLReader.read(path: path, options: options))
    }

    /// Parses bytes; `path` is used for locations and to tell nothing else.
    public static func parse(_ bytes: [UInt8], path: String) throws(DocumentReadError) -> IBDocument {
        try IBDocument(tree: XMLReader.parse(bytes, file: path))
    }

    /// Projects an XML tree onto the IB model.
    /// - Throws: `DocumentReadError` `.notInterfaceBuilder` or `.legacyFormat`.
    public init(tree: XMLTree) throws(DocumentReadError) {
        var loader = try DocumentLoader(tree: tree)
        self = loader.load()
    }
}

/// Elements that are view controllers (or window controllers) even outside a storyboard scene.
private let controllerElements: Set<String> = [
    "viewController", "tableViewController", "navigationController", "tabBarController",
    "collectionViewController", "splitViewController", "pageViewController", "hostingController",
    "avPlayerViewController", "glkViewController", "windowController", "tabViewController", "pagecontroller",
]

/// Element names whose unkeyed children are subviews.
private let subviewContainers: Set<String> = [
    "subviews", "beginningViews", "middleViews", "endViews", "prototypes", "cells",
]

/// Element names that are always views, with or without a frame.
private let viewElements: Set<String> = [
    "tableViewCellContentView", "collectionViewCellContentView", "tableViewCell", "collectionViewCell",
    "collectionReusableView",
]

/// Attributes that name objects only on some elements: `textLabel`/`detailTextLabel`/`imageView`
/// on table view cells, `name` on `designable`.
private func isElementSpecificReference(_ attribute: KnownAttribute?, on element: String) -> Bool {
    switch attribute {
    case .textLabel, .detailTextLabel, .imageView: element == "tableViewCell"
    case .name: element == "designable"
    default: false
    }
}

private struct DocumentLoader {
    let tree: XMLTree
    let file: String
    let kind: DocumentKind
    let platform: Platform
    let root: XMLElementNode

    // Per-node context (indexed by node): the nearest ancestor-or-self object, view (reset at
    // controllers: a root view has no superview), controller and scene. -1 = none.
    var enclosingObject: [Int32]
    var enclosingView: [Int32]
    var enclosingController: [Int32]
    var enclosingScene: [Int32]
    /// Whether the node is inside the document's `<resources>` (definitions, not uses).
    var insideResources: [Bool]

    var objects: [IBObject] = []
    /// The parent object and superview of each object, by index (-1 = none): links are made by
    /// position, since ids can repeat in a broken file.
    var parentIndices: [Int32] = []
    var superviewIndices: [Int32] = []
    var objectIndex: [String: Int] = [:]
    var constraints: [IBConstraint] = []
    var connections: [IBConnection] = []
    var guides: [IBLayoutGuide] = []
    var runtimeAttributes: [IBRuntimeAttribute] = []
    var masks: [VariationMask] = []
    var references: [IBStoryboardReference] = []
    var scenes: [IBScene] = []
    var resources: [IBResourceReference] = []
    var designables: [String: Size] = [:]
    var variantKeys: Set<String> = []
    var diagnostics: [Diagnostic] = []
    /// Id-valued attributes seen during the walk (element, attribute), checked once every id is known.
    var idReferences: [(NodeIndex, XMLAttribute)] = []

    init(tree: XMLTree) throws(DocumentReadError) {
        self.tree = tree
        file = tree.file
        root = tree[tree.root]
        let start = tree.location(of: tree.root)
        switch root.name {
        case "document":
            break
        case "archive":
            throw DocumentReadError(.legacyFormat, "legacy format: this is a pre-Xcode-5 <archive> document; open and save it in a current Xcode", at: start)
        default:
            throw DocumentReadError(.notInterfaceBuilder, "not an Interface Builder document: the root element is <\(root.name)>, not <document>", at: start)
        }
        guard let type = root[known: .type], type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw DocumentReadError(.notInterfaceBuilder, "not an Interface Builder document: <document> has no com.apple.InterfaceBuilder type", at: start)
        }
        kind = type.contains("Storyboard") ? .storyboard : .xib
        let runtime = root[known: .targetRuntime] ?? ""
        if runtime.hasPrefix("iOS") || type.contains("CocoaTouch") {
            platform = .iOS
        } else if runtime.hasPrefix("MacOSX") || type.contains(".Cocoa.") {
            platform = .macOS
        } else if runtime == "AppleTV" || type.contains("AppleTV") {
            platform = .tvOS
        } else if runtime.lowercased().hasPrefix("watch") || type.contains("WatchKit") {
            platform = .watchOS
        } else {
            platform = .unknown
        }
        let count = tree.elements.count
        enclosingObject = Array(repeating: -1, count: count)
        enclosingView = Array(repeating: -1, count: count)
        enclosingController = Array(repeating: -1, count: count)
        enclosingScene = Array(repeating: -1, count: count)
        insideResources = Array(repeating: false, count: count)
    }

    mutating func load() -> IBDocument {
        for index in tree.elements.indices {
            visit(NodeIndex(index))
        }
        linkChildren()
        resolveControllerGuides()
        checkReferences()
        checkConstraintItems()
        let rootNode = tree.root
        let topLevel: [String]
        if kind == .xib {
            topLevel = tree.child(of: rootNode, named: "objects").map(objectIDs(directlyIn:)) ?? []
        } else {
            topLevel = scenes.flatMap(\.objectIDs)
        }
        let device = tree.child(of: rootNode, named: "device").map { node in
            IBDevice(id: tree[node][known: .id] ?? "", orientation: tree[node][known: .orientation],
                     appearance: tree[node][known: .appearance],
                     adaptation: tree.child(of: node, named: "adaptation").flatMap { tree[$0][known: .id] })
        }
        let variants = [Variant.base] + variantKeys.subtracting(["default"]).map(Variant.init(key:))
            .sorted { ($0.traits.count, $0.key) < ($1.traits.count, $1.key) }
        return IBDocument(
            path: file, tree: tree, kind: kind, platform: platform, type: root[known: .type] ?? "",
            targetRuntime: root[known: .targetRuntime], toolsVersion: root[known: .toolsVersion],
            systemVersion: root[known: .systemVersion],
            useAutolayout: root[known: .useAutolayout] == "YES",
            useTraitCollections: root[known: .useTraitCollections] == "YES",
            useSafeAreas: root[known: .useSafeAreas] == "YES",
            isLaunchScreen: root[known: .launchScreen] == "YES",
            initialViewControllerID: root[known: .initialViewController], device: device,
            objects: objects, constraints: constraints, connections: connections, layoutGuides: guides,
            runtimeAttributes: runtimeAttributes, variationMasks: masks, storyboardReferences: references,
            scenes: scenes, topLevelObjectIDs: topLevel, resources: resources,
            designableIntrinsicSizes: designables, variants: variants, diagnostics: diagnostics,
            objectIndex: objectIndex,
            constraintIndex: Dictionary(constraints.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { a, _ in a }))
    }

    // MARK: the walk

    /// Visits elements in document order, so a node's parent context is always known.
    mutating func visit(_ index: NodeIndex) {
        let node = tree[index]
        let i = index.int
        if let parent = node.parent?.int {
            enclosingObject[i] = enclosingObject[parent]
            enclosingView[i] = enclosingView[parent]
            enclosingController[i] = enclosingController[parent]
            enclosingScene[i] = enclosingScene[parent]
            insideResources[i] = insideResources[parent] || tree[NodeIndex(parent)].name == "resources"
        }
        let parentName = node.parent.map { tree[$0].name }
        if node.name != "device", node.name != "adaptation" {
            for attribute in node.attributes
            where attribute.known?.isObjectReference == true || isElementSpecificReference(attribute.known, on: node.name) {
                idReferences.append((index, attribute))
            }
        }
        switch node.name {
        case "scene":
            enclosingScene[i] = Int32(scenes.count)
            scenes.append(scene(at: index))
            return
        case "variation":
            if let key = node[known: .key] { variantKeys.insert(key) }
            if let key = node[known: .key], let owner = ownerID(of: node.parent) {
                for mask in tree.children(of: index, named: "mask") {
                    let target = VariationMask.Target(rawValue: tree[mask][known: .key] ?? "")
                    guard let target else { continue }
                    masks.append(VariationMask(ownerID: owner, variantKey: key, target: target,
                                               includedIDs: references(in: mask, named: "include"),
                                               excludedIDs: references(in: mask, named: "exclude"),
                                               location: tree.location(of: index)))
                }
            }
            return
        case "userDefinedRuntimeAttribute":
            if let owner = ownerID(of: node.parent) { runtimeAttributes.append(runtimeAttribute(at: index, owner: owner)) }
            return
        case "designable":
            if let name = node[known: .name], let size = tree.child(of: index, named: "size", key: "intrinsicContentSize") {
                designables[name] = Size(width: number(tree[size][known: .width]) ?? 0,
                                         height: number(tree[size][known: .height]) ?? 0)
            }
            return
        case "device", "adaptation":
            return
        default:
            break
        }
        collectResources(at: index, parentName: parentName)
        guard let (id, hasSourceID) = objectID(of: node, parentName: parentName) else { return }
        let role = role(of: node, parentName: parentName, hasSourceID: hasSourceID)
        let objectNumber = objects.count
        let parentObject = enclosingObject[i]
        let superview = role == .view ? enclosingView[i] : -1
        let controller = enclosingController[i]
        if case .constraint = role {
            addConstraint(at: index, id: id)
        } else if case .connection = role {
            addConnection(at: index, id: id)
        } else if case .layoutGuide(let kind) = role, node.name == "viewLayoutGuide" {
            let owner = enclosingView[i] >= 0 ? objects[Int(enclosingView[i])].id : nil
            guides.append(IBLayoutGuide(id: id, kind: kind, ownerViewID: owner, location: tree.location(of: index)))
        } else if case .layoutGuide(let kind) = role {
            // Controller guides: the owner (the controller's root view) is found after the walk.
            guides.append(IBLayoutGuide(id: id, kind: kind, ownerViewID: nil, location: tree.location(of: index)))
        } else if role == .storyboardReference {
            references.append(IBStoryboardReference(
                objectID: id, location: tree.location(of: index), storyboardName: node[known: .storyboardName],
                referencedIdentifier: node[known: .referencedIdentifier]))
        }
        enclosingObject[i] = Int32(objectNumber)
        switch role {
        case .controller:
            enclosingController[i] = Int32(objectNumber)
            enclosingView[i] = -1
        case .view:
            enclosingView[i] = Int32(objectNumber)
        default:
            break
        }
        let object = makeObject(at: index, id: id, hasSourceID: hasSourceID, role: role,
                                parent: parentObject, superview: superview, controller: controller)
        if let first = objectIndex[id] {
            diagnostics.append(Diagnostic(
                code: "duplicate-id", severity: .error,
                message: "duplicate id '\(id)': <\(node.name)> reuses the id of <\(objects[first].element)> at line \(objects[first].location.line)",
                location: object.location, objectID: id,
                related: [RelatedLocation(location: objects[first].location, message: "first use of '\(id)'", objectID: id)]))
        } else {
            objectIndex[id] = objectNumber
        }
        objects.append(object)
        parentIndices.append(parentObject)
        superviewIndices.append(superview)
    }

    /// The id of an element that is an object: its `id`, or a synthetic `parent.key` for the
    /// id-less content views of legacy collection cells.
    func objectID(of node: XMLElementNode, parentName: String?) -> (String, Bool)? {
        if let id = node[known: .id] { return (id, true) }
        guard let key = node[known: .key], let parent = node.parent, enclosingView[parent.int] >= 0,
              hasFrame(node) || node.children.contains(where: { tree[$0].name == "subviews" }) else { return nil }
        return ("\(objects[Int(enclosingView[parent.int])].id).\(key)", false)
    }

    func hasFrame(_ node: XMLElementNode) -> Bool {
        node.children.contains { tree[$0].name == "rect" && tree[$0][known: .key] == "frame" }
    }

    func role(of node: XMLElementNode, parentName: String?, hasSourceID: Bool) -> ObjectRole {
        let name = node.name
        if parentName == "constraints", name == "constraint" { return .constraint }
        if parentName == "connections" { return .connection }
        switch name {
        case "viewLayoutGuide":
            switch node[known: .key] {
            case "safeArea": return .layoutGuide(.safeArea)
            case "layoutMargins": return .layoutGuide(.layoutMargins)
            case "contentLayoutGuide": return .layoutGuide(.contentLayout)
            case "frameLayoutGuide": return .layoutGuide(.frameLayout)
            case let key: return .layoutGuide(.other(key ?? "layoutGuide"))
            }
        case "viewControllerLayoutGuide":
            return .layoutGuide(node[known: .type] == "bottom" ? .bottomLayoutGuide : .topLayoutGuide)
        case "viewControllerPlaceholder", "controllerPlaceholder":
            return .storyboardReference
        case "exit":
            return .placeholder(.exit)
        case "placeholder":
            switch node[known: .placeholderIdentifier] {
            case "IBFilesOwner": return .placeholder(.filesOwner)
            case "IBFirstResponder": return .placeholder(.firstResponder)
            default: break
            }
        default:
            break
        }
        switch node[known: .sceneMemberID] {
        case "firstResponder": return .placeholder(.firstResponder)
        case "exit": return .placeholder(.exit)
        case "viewController": return .controller
        default: break
        }
        // macOS xibs number their placeholders: -2 File's Owner, -1 First Responder, -3 Application.
        if platform == .macOS, kind == .xib, name == "customObject", let id = node[known: .id] {
            switch id {
            case "-2": return .placeholder(.filesOwner)
            case "-1": return .placeholder(.firstResponder)
            case "-3": return .placeholder(.application)
            default: break
            }
        }
        if controllerElements.contains(name) { return .controller }
        if viewElements.contains(name) { return .view }
        if let parentName, subviewContainers.contains(parentName), node[known: .key] == nil { return .view }
        if !hasSourceID { return .view }
        return hasFrame(node) ? .view : .other
    }

    func makeObject(at index: NodeIndex, id: String, hasSourceID: Bool, role: ObjectRole, parent: Int32, superview: Int32,
                    controller: Int32) -> IBObject {
        let node = tree[index]
        var frame: Rect?
        var mask: AutoresizingMask?
        var margins: EdgeInsets?
        for child in node.children {
            let element = tree[child]
            switch (element.name, element[known: .key]) {
            case ("rect", "frame"):
                frame = Rect(x: number(element[known: .x]) ?? 0, y: number(element[known: .y]) ?? 0,
                             width: number(element[known: .width]) ?? 0, height: number(element[known: .height]) ?? 0)
            case ("autoresizingMask", _):
                var value = AutoresizingMask()
                for (name, flag) in AutoresizingMask.attributeNames where element[attribute: name] == "YES" { value.insert(flag) }
                mask = value
            case ("edgeInsets", "layoutMargins"):
                margins = EdgeInsets(top: number(element[known: .top]) ?? 0, left: number(element[known: .left]) ?? 0,
                                     bottom: number(element[known: .bottom]) ?? 0, right: number(element[known: .right]) ?? 0)
            case ("directionalEdgeInsets", "directionalLayoutMargins"):
                margins = EdgeInsets(top: number(element[known: .top]) ?? 0, left: number(element[known: .leading]) ?? 0,
                                     bottom: number(element[known: .bottom]) ?? 0, right: number(element[known: .trailing]) ?? 0,
                                     isDirectional: true)
            default:
                break
            }
        }
        let i = index.int
        let controllerID = role == .controller ? id : (controller >= 0 ? objects[Int(controller)].id : nil)
        return IBObject(
            id: id, hasSourceID: hasSourceID, node: index, element: node.name, role: role,
            location: tree.location(of: index),
            customClass: node[known: .customClass], customModule: node[known: .customModule],
            customModuleProvider: node[known: .customModuleProvider], key: node[known: .key],
            userLabel: node[known: .userLabel], storyboardIdentifier: node[known: .storyboardIdentifier],
            restorationIdentifier: node[known: .restorationIdentifier], reuseIdentifier: node[known: .reuseIdentifier],
            sceneMemberID: node[known: .sceneMemberID],
            parentID: parent >= 0 ? objects[Int(parent)].id : nil, childIDs: [],
            superviewID: superview >= 0 ? objects[Int(superview)].id : nil, subviewIDs: [],
            controllerID: controllerID,
            sceneID: enclosingScene[i] >= 0 ? scenes[Int(enclosingScene[i])].sceneID : nil,
            frame: frame,
            translatesAutoresizingMaskIntoConstraints: node[known: .translatesAutoresizingMaskIntoConstraints] != "NO",
            autoresizingMask: mask,
            contentHugging: AxisPriorities(horizontal: number(node[known: .horizontalHuggingPriority]) ?? 250,
                                           vertical: number(node[known: .verticalHuggingPriority]) ?? 250),
            compressionResistance: AxisPriorities(
                horizontal: number(node[known: .horizontalCompressionResistancePriority]) ?? 750,
                vertical: number(node[known: .verticalCompressionResistancePriority]) ?? 750),
            placeholderIntrinsicWidth: number(node[known: .placeholderIntrinsicWidth]),
            placeholderIntrinsicHeight: number(node[known: .placeholderIntrinsicHeight]),
            layoutMargins: margins, isHidden: node[known: .hidden] == "YES",
            xcodeFlags: XcodeLayoutFlags(ambiguous: node[known: .ambiguous] == "YES",
                                         misplaced: node[known: .misplaced] == "YES",
                                         verifyAmbiguity: node[known: .verifyAmbiguity]))
    }

    // MARK: constraints and connections

    mutating func addConstraint(at index: NodeIndex, id: String) {
        let node = tree[index]
        let location = tree.location(of: index)
        // The holder is the object that owns the `<constraints>` element.
        guard let constraintsNode = node.parent, let holder = ownerID(of: constraintsNode) else { return }
        func invalid(_ why: String) {
            diagnostics.append(Diagnostic(code: "invalid-constraint", severity: .error,
                                          message: "constraint '\(id)' is invalid: \(why)", location: location, objectID: id))
        }
        guard let firstName = node[known: .firstAttribute] else { return invalid("it has no firstAttribute") }
        guard let first = LayoutAttribute(ibName: firstName) else { return invalid("unknown layout attribute '\(firstName)'") }
        var second: LayoutAttribute?
        if let secondName = node[known: .secondAttribute] {
            guard let value = LayoutAttribute(ibName: secondName) else { return invalid("unknown layout attribute '\(secondName)'") }
            second = value
        }
        let secondItem = node[known: .secondItem]
        if (secondItem == nil) != (second == nil) {
            return invalid("secondItem and secondAttribute must be given together")
        }
        let relationText = node[known: .relation] ?? "equal"
        guard let relation = LayoutRelation(rawValue: relationText) else { return invalid("unknown relation '\(relationText)'") }
        var multiplier = 1.0
        if let text = node[known: .multiplier] {
            guard let value = parseMultiplier(text) else { return invalid("multiplier '\(text)' is not a finite number") }
            multiplier = value
        }
        var constant = 0.0
        if let text = node[known: .constant] {
            guard let value = parseFiniteNumber(text) else { return invalid("constant '\(text)' is not a finite number") }
            constant = value
        }
        var priority = 1000.0
        if let text = node[known: .priority] {
            guard let value = parseFiniteNumber(text), value >= 1, value <= 1000 else {
                return invalid("priority '\(text)' is outside 1…1000")
            }
            priority = value
        }
        if let second {
            if first.isSize != second.isSize && !(first.isSize && second.isSize) && (first.isSize || second.isSize) {
                return invalid("it relates a size (\(first.isSize ? first.rawValue : second.rawValue)) to a position")
            }
            if first.axis != second.axis, !(first.isSize && second.isSize) {
                return invalid("it relates a horizontal attribute to a vertical one (\(first.rawValue) to \(second.rawValue))")
            }
            if multiplier == 0, !first.isSize {
                return invalid("a multiplier of 0 on a position attribute makes a location equal to a constant")
            }
        } else if !first.isSize {
            return invalid("a position attribute (\(first.rawValue)) needs a second item")
        }
        var overrides: [String: [String: String]] = [:]
        for variation in tree.children(of: index, named: "variation") {
            guard let key = tree[variation][known: .key] else { continue }
            var values: [String: String] = [:]
            for attribute in tree[variation].attributes where attribute.name != "key" { values[attribute.name] = attribute.value }
            if !values.isEmpty { overrides[key] = values }
        }
        let firstItem = node[known: .firstItem]
        constraints.append(IBConstraint(
            id: id, node: index, location: location, holderID: holder, firstItemID: firstItem ?? holder,
            isFirstItemImplicit: firstItem == nil, firstAttribute: first, relation: relation,
            secondItemID: secondItem, secondAttribute: second, multiplier: multiplier, constant: constant,
            priority: priority, isPlaceholder: node[known: .placeholder] == "YES",
            isSymbolic: node[known: .symbolic] == "YES", identifier: node[known: .identifier],
            userLabel: node[known: .userLabel], overrides: overrides))
    }

    mutating func addConnection(at index: NodeIndex, id: String) {
        let node = tree[index]
        guard let connectionsNode = node.parent, let source = ownerID(of: connectionsNode) else { return }
        connections.append(IBConnection(
            id: id, node: index, location: tree.location(of: index), kind: ConnectionKind(element: node.name),
            sourceID: source, destinationID: node[known: .destination] ?? node[known: .target],
            property: node[known: .property], selector: node[known: .selector],
            eventType: node[known: .eventType], segueKind: node.name == "segue" ? node[known: .kind] : nil,
            identifier: node[known: .identifier], relationship: node[known: .relationship],
            unwindAction: node[known: .unwindAction], collectionClass: node[known: .collectionClass],
            appends: node[known: .appends] == "YES", bindingName: node.name == "binding" ? node[known: .name] : nil,
            keyPath: node[known: .keyPath]))
    }

    // MARK: other projections

    func scene(at index: NodeIndex) -> IBScene {
        let node = tree[index]
        var title: String?
        if let parent = node.parent {
            let content = tree[parent].content
            if let position = content.firstIndex(of: .element(index)), position > 0, case .comment(let text) = content[position - 1] {
                title = text.trimmingSpaces()
            }
        }
        var ids: [String] = []
        var controller: String?
        var firstResponder: String?
        var exit: String?
        if let objectsNode = tree.child(of: index, named: "objects") {
            for child in tree[objectsNode].children {
                let element = tree[child]
                guard let id = element[known: .id] else { continue }
                ids.append(id)
                switch element[known: .sceneMemberID] {
                case "viewController": controller = id
                case "firstResponder": firstResponder = id
                case "exit": exit = id
                default: if element.name == "exit" { exit = id }
                }
            }
        }
        return IBScene(sceneID: node[known: .sceneID] ?? "", node: index, location: tree.location(of: index),
                       title: title, objectIDs: ids, controllerID: controller, firstResponderID: firstResponder, exitID: exit)
    }

    func runtimeAttribute(at index: NodeIndex, owner: String) -> IBRuntimeAttribute {
        let node = tree[index]
        var value = node[known: .value]
        if value == nil, let child = node.children.first {
            let element = tree[child]
            // Attribute order means nothing in XML: sort the parts so equal values read equal.
            value = element.attributes.filter { $0.name != "key" }.map { "\($0.name)=\($0.value)" }.sorted().joined(separator: " ")
        }
        return IBRuntimeAttribute(objectID: owner, keyPath: node[known: .keyPath] ?? "",
                                  type: node[known: .type] ?? "", value: value, location: tree.location(of: index))
    }

    mutating func collectResources(at index: NodeIndex, parentName: String?) {
        let node = tree[index]
        let location = tree.location(of: index)
        if parentName == "resources" {
            guard let name = node[known: .name] else { return }
            switch node.name {
            case "image":
                resources.append(IBResourceReference(kind: .image, name: name, isSystem: node[known: .catalog] == "system",
                                                     objectID: nil, location: location))
            case "namedColor":
                resources.append(IBResourceReference(kind: .namedColor, name: name, isSystem: false, objectID: nil, location: location))
            case "systemColor":
                resources.append(IBResourceReference(kind: .systemColor, name: name, isSystem: true, objectID: nil, location: location))
            default:
                break
            }
            return
        }
        if insideResources[index.int] { return }
        let owner = node.parent.flatMap { enclosingObject[$0.int] >= 0 ? objects[Int(enclosingObject[$0.int])].id : nil }
        let user = node[known: .id] ?? owner
        if node.name == "color" {
            if let name = node[known: .systemColor] ?? node[known: .cocoaTouchSystemColor] {
                resources.append(IBResourceReference(kind: .systemColor, name: name, isSystem: true, objectID: owner, location: location))
            } else if let name = node[known: .name] {
                let isSystem = node[known: .catalog] == "System"
                resources.append(IBResourceReference(kind: isSystem ? .systemColor : .namedColor, name: name,
                                                     isSystem: isSystem, objectID: owner, location: location))
            }
            return
        }
        for attribute in node.attributes where isImageAttribute(attribute.name) {
            guard !attribute.value.isEmpty else { continue }
            resources.append(IBResourceReference(kind: .image, name: attribute.value, isSystem: node[known: .catalog] == "system",
                                                 objectID: user, location: location))
        }
    }

    /// `image`, `highlightedImage`, `backgroundImage`…: the attributes that name an image.
    func isImageAttribute(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.count >= 5, utf8.last == UInt8(ascii: "e") else { return false }
        return name == "image" || name.hasSuffix("Image")
    }

    // MARK: after the walk

    /// Fills `childIDs` and `subviewIDs` from the XML nesting.
    ///
    /// Invariant: walking `childIDs` / `subviewIDs` by id never loops. An object whose id repeats
    /// an earlier one is left out of its parent's lists (`object(id)` would answer with the
    /// earlier object, which may be its own ancestor), so every listed id resolves to the very
    /// object nested there, later in the document than its parent.
    mutating func linkChildren() {
        for i in objects.indices where objectIndex[objects[i].id] == i {
            if parentIndices[i] >= 0 { objects[Int(parentIndices[i])].childIDs.append(objects[i].id) }
            if superviewIndices[i] >= 0 { objects[Int(superviewIndices[i])].subviewIDs.append(objects[i].id) }
        }
    }

    /// `viewControllerLayoutGuide`s belong to the controller; constraints use them as parts of
    /// the controller's root view.
    mutating func resolveControllerGuides() {
        for i in guides.indices where guides[i].ownerViewID == nil {
            guard let guide = objectIndex[guides[i].id], let controller = objects[guide].controllerID,
                  let controllerIndex = objectIndex[controller] else { continue }
            let rootView = objects[controllerIndex].childIDs.first { id in
                objectIndex[id].map { objects[$0].role == .view && objects[$0].key == "view" } ?? false
            }
            let old = guides[i]
            guides[i] = IBLayoutGuide(id: old.id, kind: old.kind, ownerViewID: rootView, location: old.location)
        }
    }

    /// A constraint lives in the nearest common ancestor of its items (layout guides count as
    /// their owner view): an item outside the holder's view tree (another top-level view,
    /// another scene) cannot be related to it, and UIKit raises when installing it. Such a
    /// constraint is refused like any other invalid one.
    mutating func checkConstraintItems() {
        let guideOwners = Dictionary(guides.compactMap { guide in guide.ownerViewID.map { (guide.id, $0) } },
                                     uniquingKeysWith: { first, _ in first })
        func isInside(_ itemID: String, _ holderID: String) -> Bool {
            var current: String? = guideOwners[itemID] ?? itemID
            var steps = 0
            while let id = current, steps <= objects.count {
                if id == holderID { return true }
                current = objectIndex[id].flatMap { objects[$0].superviewID }
                steps += 1
            }
            return false
        }
        constraints.removeAll { constraint in
            guard let holder = objectIndex[constraint.holderID], objects[holder].role == .view else { return false }
            let outside = constraint.itemIDs.first { item in
                guard let object = objectIndex[item].map({ objects[$0] }) else { return false } // dangling: reported already
                return (object.role == .view || guideOwners[item] != nil) && !isInside(item, constraint.holderID)
            }
            guard let outside else { return false }
            diagnostics.append(Diagnostic(
                code: "invalid-constraint", severity: .error,
                message: "constraint '\(constraint.id)' is invalid: '\(outside)' is not inside '\(constraint.holderID)', the view that holds it (no common ancestor)",
                location: constraint.location, objectID: constraint.id))
            return true
        }
    }

    mutating func checkReferences() {
        for (index, attribute) in idReferences where objectIndex[attribute.value] == nil {
            let node = tree[index]
            let owner = enclosingObject[index.int] >= 0 ? objects[Int(enclosingObject[index.int])].id : nil
            diagnostics.append(Diagnostic(
                code: "dangling-reference", severity: .error,
                message: "<\(node.name)> \(attribute.name)=\"\(attribute.value)\" names no object in this document",
                location: tree.location(of: index), objectID: node[known: .id] ?? owner))
        }
    }

    // MARK: helpers

    /// The id of the object that owns a container element (`<constraints>`, `<connections>`…).
    func ownerID(of container: NodeIndex?) -> String? {
        guard let container, enclosingObject[container.int] >= 0 else { return nil }
        return objects[Int(enclosingObject[container.int])].id
    }

    func objectIDs(directlyIn container: NodeIndex) -> [String] {
        tree[container].children.compactMap { tree[$0][known: .id] }
    }

    func references(in mask: NodeIndex, named name: String) -> [String] {
        tree.children(of: mask, named: name).compactMap { tree[$0][known: .reference] }
    }

    func number(_ text: String?) -> Double? {
        text.flatMap(parseFiniteNumber)
    }
}

extension String {
    func trimmingSpaces() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
