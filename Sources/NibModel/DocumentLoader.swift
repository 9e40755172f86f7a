extension IBDocument {
    /// Reads a `.xib` or `.storyboard` file.
    /// - Throws: `DocumentReadError`: `.io`, `.tooLarge`, `.empty`, `.malformedXML`, `.doctype`,
    ///   `.notInterfaceBuilder`, `.legacyFormat`, `.stringsTable`.
    public static func read(path: String, options: ReadOptions = ReadOptions()) throws(DocumentReadError) -> IBDocument {
        try project(XMLReader.read(path: path, options: options))
    }

    /// Parses bytes; `path` is used for locations and to tell nothing else.
    public static func parse(_ bytes: [UInt8], path: String) throws(DocumentReadError) -> IBDocument {
        try project(XMLReader.parse(bytes, file: path))
    }

    /// Projects an XML tree onto the IB model.
    /// - Throws: `DocumentReadError` `.notInterfaceBuilder` or `.legacyFormat`.
    public static func project(_ tree: XMLTree) throws(DocumentReadError) -> IBDocument {
        try tree.elements.withUnsafeBufferPointer { (elements) throws(DocumentReadError) -> IBDocument in
            var loader = try DocumentLoader(tree: tree, elements: elements)
            return loader.load()
        }
    }
}

/// Attributes that name objects only on some elements: `textLabel`/`detailTextLabel`/`imageView`
/// on table view cells, `name` on `designable`.
private func isElementSpecificReference(_ attribute: KnownAttribute?, on element: KnownElement?) -> Bool {
    switch attribute {
    case .textLabel, .detailTextLabel, .imageView: element == .tableViewCell
    case .name: element == .designable
    default: false
    }
}

private struct DocumentLoader {
    let tree: XMLTree
    /// The tree's element table, read in place: `elements[i].field` reads one field, where
    /// `tree[i]` (a copy of the element, four reference-counted fields) would retain and
    /// release them all, a dozen times per element. Valid for the loader's lifetime.
    let elements: UnsafeBufferPointer<XMLElementNode>

    /// `elements[i][known: name]` without a copy of the element (a method call on an element
    /// read from memory copies it whole first).
    func value(_ name: KnownAttribute, of index: Int) -> String? {
        let element = elements.baseAddress! + index
        return XMLElementNode.value(of: name, in: element.pointee.attributes, element.pointee.knownAttributes)
    }
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
    /// Whether each object is the first with its id (a later duplicate is not in `objectIndex`).
    var isFirstWithID: [Bool] = []
    var objectIndex: [String: Int] = [:]
    var constraints: [IBConstraint] = []
    var connections: [IBConnection] = []
    var guides: [IBLayoutGuide] = []
    var runtimeAttributes: [IBRuntimeAttribute] = []
    var masks: [VariationMask] = []
    var references: [IBStoryboardReference] = []
    var scenes: [IBScene] = []
    /// `scenes[i].sceneID`, apart: reading it from `scenes` copied the whole scene for each object.
    var sceneIDs: [String] = []
    var resources: [IBResourceReference] = []
    var designables: [String: Size] = [:]
    var variantKeys: Set<String> = []
    var diagnostics: [Diagnostic] = []
    /// Id-valued attributes seen during the walk (element, attribute position), checked once
    /// every id is known.
    var idReferences: [(NodeIndex, Int)] = []

    init(tree: XMLTree, elements: UnsafeBufferPointer<XMLElementNode>) throws(DocumentReadError) {
        self.tree = tree
        self.elements = elements
        file = tree.file
        root = elements[0]
        let start = tree.location(of: tree.root)
        switch root.name {
        case "document":
            break
        case "archive":
            throw DocumentReadError(.legacyFormat, "legacy format: a pre-Xcode-5 <archive> document, which is not read, so nothing in it is checked; open and save it in a current Xcode to convert it", at: start)
        default:
            throw DocumentReadError(.notInterfaceBuilder, "not an Interface Builder document: the root element is <\(root.name)>, not <document>", at: start)
        }
        guard let type = root[known: .type], type.hasPrefix("com.apple.InterfaceBuilder") else {
            throw DocumentReadError(.notInterfaceBuilder, "not an Interface Builder document: <document> has no com.apple.InterfaceBuilder type", at: start)
        }
        kind = type.utf8Contains("Storyboard") ? .storyboard : .xib
        let runtime = root[known: .targetRuntime] ?? ""
        if runtime.hasPrefix("iOS") || type.utf8Contains("CocoaTouch") {
            platform = .iOS
        } else if runtime.hasPrefix("MacOSX") || type.utf8Contains(".Cocoa.") {
            platform = .macOS
        } else if runtime == "AppleTV" || type.utf8Contains("AppleTV") {
            platform = .tvOS
        } else if runtime.lowercased().hasPrefix("watch") || type.utf8Contains("WatchKit") {
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
        var idCount = 0
        for i in elements.indices where elements[i].knownAttributes.contains(.id) { idCount += 1 }
        objects.reserveCapacity(idCount)
        parentIndices.reserveCapacity(idCount)
        superviewIndices.reserveCapacity(idCount)
        isFirstWithID.reserveCapacity(idCount)
        objectIndex.reserveCapacity(idCount)
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
            IBDevice(id: value(.id, of: node.int) ?? "", orientation: value(.orientation, of: node.int),
                     appearance: value(.appearance, of: node.int),
                     adaptation: tree.child(of: node, named: "adaptation").flatMap { value(.id, of: $0.int) })
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
    ///
    /// Elements are read in place through `elements[index.int]` (never bound to a local: a copy of an
    /// element is four reference-counted fields to retain and release), and names are
    /// compared as interned `KnownElement`s.
    mutating func visit(_ index: NodeIndex) {
        let i = index.int
        let parent = elements[index.int].parent
        if let parent = parent?.int {
            enclosingObject[i] = enclosingObject[parent]
            enclosingView[i] = enclosingView[parent]
            enclosingController[i] = enclosingController[parent]
            enclosingScene[i] = enclosingScene[parent]
            insideResources[i] = insideResources[parent] || elements[parent].known == .resources
        }
        let element = elements[index.int].known
        let parentElement = parent.flatMap { elements[$0.int].known }
        if element != .device, element != .adaptation {
            for position in elements[index.int].attributes.indices {
                let attribute = elements[index.int].attributes[position].known
                if attribute?.isObjectReference == true || isElementSpecificReference(attribute, on: element) {
                    idReferences.append((index, position))
                }
            }
        }
        switch element {
        case .scene:
            enclosingScene[i] = Int32(scenes.count)
            let scene = scene(at: index)
            scenes.append(scene)
            sceneIDs.append(scene.sceneID)
            return
        case .variation:
            if let key = value(.key, of: index.int) {
                variantKeys.insert(key)
                if let owner = ownerID(of: parent) {
                    for mask in tree.children(of: index, named: "mask") {
                        let target = VariationMask.Target(rawValue: value(.key, of: mask.int) ?? "")
                        guard let target else { continue }
                        masks.append(VariationMask(ownerID: owner, variantKey: key, target: target,
                                                   includedIDs: references(in: mask, named: "include"),
                                                   excludedIDs: references(in: mask, named: "exclude"),
                                                   location: tree.location(of: index)))
                    }
                }
            }
            return
        case .userDefinedRuntimeAttribute:
            if let owner = ownerID(of: parent) { runtimeAttributes.append(runtimeAttribute(at: index, owner: owner)) }
            return
        case .designable:
            if let name = value(.name, of: index.int), let size = tree.child(of: index, named: "size", key: "intrinsicContentSize") {
                designables[name] = Size(width: number(value(.width, of: size.int)) ?? 0,
                                         height: number(value(.height, of: size.int)) ?? 0)
            }
            return
        case .device, .adaptation:
            return
        default:
            break
        }
        collectResources(at: index, parentElement: parentElement)
        guard let (id, hasSourceID) = objectID(of: index) else { return }
        let role = role(of: index, parentElement: parentElement, hasSourceID: hasSourceID)
        let objectNumber = objects.count
        let parentObject = enclosingObject[i]
        let superview = role == .view ? enclosingView[i] : -1
        let controller = enclosingController[i]
        if case .constraint = role {
            addConstraint(at: index, id: id)
        } else if case .connection = role {
            addConnection(at: index, id: id)
        } else if case .layoutGuide(let kind) = role, element == .viewLayoutGuide || element == .keyboardLayoutGuide {
            let owner = enclosingView[i] >= 0 ? objects[Int(enclosingView[i])].id : nil
            guides.append(IBLayoutGuide(id: id, kind: kind, ownerViewID: owner, location: tree.location(of: index)))
        } else if case .layoutGuide(let kind) = role {
            // Controller guides: the owner (the controller's root view) is found after the walk.
            guides.append(IBLayoutGuide(id: id, kind: kind, ownerViewID: nil, location: tree.location(of: index)))
        } else if role == .storyboardReference {
            references.append(IBStoryboardReference(
                objectID: id, location: tree.location(of: index), storyboardName: value(.storyboardName, of: index.int),
                referencedIdentifier: value(.referencedIdentifier, of: index.int)))
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
        if let first = objectIndex.updateValue(objectNumber, forKey: id) {
            objectIndex[id] = first // a duplicate: the id keeps naming the first object
            diagnostics.append(Diagnostic(
                code: "duplicate-id", severity: .error,
                message: "duplicate id '\(id)': <\(elements[index.int].name)> reuses the id of <\(objects[first].element)> at line \(objects[first].location.line)",
                location: object.location, objectID: id,
                related: [RelatedLocation(location: objects[first].location, message: "first use of '\(id)'", objectID: id)]))
            isFirstWithID.append(false)
        } else {
            isFirstWithID.append(true)
        }
        objects.append(object)
        parentIndices.append(parentObject)
        superviewIndices.append(superview)
    }

    /// The id of an element that is an object: its `id`, or a synthetic `parent.key` for the
    /// id-less content views of legacy collection cells.
    func objectID(of index: NodeIndex) -> (String, Bool)? {
        if let id = value(.id, of: index.int) { return (id, true) }
        guard let key = value(.key, of: index.int), let parent = elements[index.int].parent, enclosingView[parent.int] >= 0,
              hasFrame(index) || elements[index.int].children.contains(where: { elements[$0.int].known == .subviews }) else { return nil }
        return ("\(objects[Int(enclosingView[parent.int])].id).\(key)", false)
    }

    func hasFrame(_ index: NodeIndex) -> Bool {
        elements[index.int].children.contains { isFrame($0) }
    }

    /// Whether an element is a view's frame: `<rect key="frame">`, or the
    /// `<frame key="frameInset">` Xcode 8.0 wrote in its place (toolsVersion 11201: 16 corpus
    /// documents, most of them cells' content views; a first run's app, 14 views in 8 documents).
    func isFrame(_ index: NodeIndex) -> Bool {
        switch (elements[index.int].known, value(.key, of: index.int)) {
        case (.rect, "frame"), (.frame, "frameInset"): true
        default: false
        }
    }

    func role(of index: NodeIndex, parentElement: KnownElement?, hasSourceID: Bool) -> ObjectRole {
        let element = elements[index.int].known
        if parentElement == .constraints, element == .constraint { return .constraint }
        if parentElement == .connections { return .connection }
        switch element {
        case .viewLayoutGuide:
            switch value(.key, of: index.int) {
            case "safeArea": return .layoutGuide(.safeArea)
            case "layoutMargins": return .layoutGuide(.layoutMargins)
            case "contentLayoutGuide": return .layoutGuide(.contentLayout)
            case "frameLayoutGuide": return .layoutGuide(.frameLayout)
            case "keyboard": return .layoutGuide(.keyboard)
            case let key: return .layoutGuide(.other(key ?? "layoutGuide"))
            }
        case .keyboardLayoutGuide:
            return .layoutGuide(.keyboard)
        case .viewControllerLayoutGuide:
            return .layoutGuide(value(.type, of: index.int) == "bottom" ? .bottomLayoutGuide : .topLayoutGuide)
        case .viewControllerPlaceholder, .controllerPlaceholder:
            return .storyboardReference
        case .exit:
            return .placeholder(.exit)
        case .placeholder:
            switch value(.placeholderIdentifier, of: index.int) {
            case "IBFilesOwner": return .placeholder(.filesOwner)
            case "IBFirstResponder": return .placeholder(.firstResponder)
            default: break
            }
        default:
            break
        }
        switch value(.sceneMemberID, of: index.int) {
        case "firstResponder": return .placeholder(.firstResponder)
        case "exit": return .placeholder(.exit)
        case "viewController": return .controller
        default: break
        }
        // macOS xibs number their placeholders: -2 File's Owner, -1 First Responder, -3 Application.
        if platform == .macOS, kind == .xib, element == .customObject, let id = value(.id, of: index.int) {
            switch id {
            case "-2": return .placeholder(.filesOwner)
            case "-1": return .placeholder(.firstResponder)
            case "-3": return .placeholder(.application)
            default: break
            }
        }
        if element?.isController == true { return .controller }
        if element?.isAlwaysView == true { return .view }
        if parentElement?.isSubviewContainer == true, value(.key, of: index.int) == nil { return .view }
        if !hasSourceID { return .view }
        return hasFrame(index) ? .view : .other
    }

    func makeObject(at index: NodeIndex, id: String, hasSourceID: Bool, role: ObjectRole, parent: Int32, superview: Int32,
                    controller: Int32) -> IBObject {
        var frame: Rect?
        var mask: AutoresizingMask?
        var margins: EdgeInsets?
        for child in elements[index.int].children {
            switch (elements[child.int].known, value(.key, of: child.int)) {
            case (.rect, "frame"):
                frame = Rect(x: number(value(.x, of: child.int)) ?? 0, y: number(value(.y, of: child.int)) ?? 0,
                             width: number(value(.width, of: child.int)) ?? 0, height: number(value(.height, of: child.int)) ?? 0)
            case (.frame, "frameInset"):
                // The origin as insets from the superview's (`minX`, `minY`), 0 when omitted;
                // the corpus's and first runs' frames give a width and height, never `maxX`/`maxY`.
                frame = Rect(x: number(value(.minX, of: child.int)) ?? 0, y: number(value(.minY, of: child.int)) ?? 0,
                             width: number(value(.width, of: child.int)) ?? 0, height: number(value(.height, of: child.int)) ?? 0)
            case (.autoresizingMask, _):
                var flags = AutoresizingMask()
                for (attribute, flag) in AutoresizingMask.attributes where value(attribute, of: child.int) == "YES" {
                    flags.insert(flag)
                }
                mask = flags
            case (.edgeInsets, "layoutMargins"):
                margins = EdgeInsets(top: number(value(.top, of: child.int)) ?? 0, left: number(value(.left, of: child.int)) ?? 0,
                                     bottom: number(value(.bottom, of: child.int)) ?? 0, right: number(value(.right, of: child.int)) ?? 0)
            case (.directionalEdgeInsets, "directionalLayoutMargins"):
                margins = EdgeInsets(top: number(value(.top, of: child.int)) ?? 0, left: number(value(.leading, of: child.int)) ?? 0,
                                     bottom: number(value(.bottom, of: child.int)) ?? 0, right: number(value(.trailing, of: child.int)) ?? 0,
                                     isDirectional: true)
            default:
                break
            }
        }
        let i = index.int
        let controllerID = role == .controller ? id : (controller >= 0 ? objects[Int(controller)].id : nil)
        return IBObject(
            id: id, hasSourceID: hasSourceID, node: index, element: elements[index.int].name, role: role,
            location: tree.location(of: index),
            customClass: value(.customClass, of: index.int), customModule: value(.customModule, of: index.int),
            customModuleProvider: value(.customModuleProvider, of: index.int), key: value(.key, of: index.int),
            userLabel: value(.userLabel, of: index.int), storyboardIdentifier: value(.storyboardIdentifier, of: index.int),
            restorationIdentifier: value(.restorationIdentifier, of: index.int), reuseIdentifier: value(.reuseIdentifier, of: index.int),
            sceneMemberID: value(.sceneMemberID, of: index.int),
            parentID: parent >= 0 ? objects[Int(parent)].id : nil, childIDs: [],
            superviewID: superview >= 0 ? objects[Int(superview)].id : nil, subviewIDs: [],
            controllerID: controllerID,
            sceneID: enclosingScene[i] >= 0 ? sceneIDs[Int(enclosingScene[i])] : nil,
            frame: frame,
            translatesAutoresizingMaskIntoConstraints: value(.translatesAutoresizingMaskIntoConstraints, of: index.int) != "NO",
            autoresizingMask: mask,
            contentHugging: AxisPriorities(horizontal: number(value(.horizontalHuggingPriority, of: index.int)) ?? 250,
                                           vertical: number(value(.verticalHuggingPriority, of: index.int)) ?? 250),
            compressionResistance: AxisPriorities(
                horizontal: number(value(.horizontalCompressionResistancePriority, of: index.int)) ?? 750,
                vertical: number(value(.verticalCompressionResistancePriority, of: index.int)) ?? 750),
            placeholderIntrinsicWidth: number(value(.placeholderIntrinsicWidth, of: index.int)),
            placeholderIntrinsicHeight: number(value(.placeholderIntrinsicHeight, of: index.int)),
            layoutMargins: margins, isHidden: value(.isHidden, of: index.int) == "YES",
            xcodeFlags: XcodeLayoutFlags(ambiguous: value(.ambiguous, of: index.int) == "YES",
                                         misplaced: value(.misplaced, of: index.int) == "YES",
                                         verifyAmbiguity: value(.verifyAmbiguity, of: index.int)))
    }

    // MARK: constraints and connections

    mutating func addConstraint(at index: NodeIndex, id: String) {
        let location = tree.location(of: index)
        // The holder is the object that owns the `<constraints>` element.
        guard let constraintsNode = elements[index.int].parent, let holder = ownerID(of: constraintsNode) else { return }
        func invalid(_ why: String) {
            diagnostics.append(Diagnostic(code: "invalid-constraint", severity: .error,
                                          message: "constraint '\(id)' is invalid: \(why)", location: location, objectID: id))
        }
        guard let firstName = value(.firstAttribute, of: index.int) else { return invalid("it has no firstAttribute") }
        guard let first = LayoutAttribute(ibName: firstName) else { return invalid("unknown layout attribute '\(firstName)'") }
        var second: LayoutAttribute?
        if let secondName = value(.secondAttribute, of: index.int) {
            guard let value = LayoutAttribute(ibName: secondName) else { return invalid("unknown layout attribute '\(secondName)'") }
            second = value
        }
        let secondItem = value(.secondItem, of: index.int)
        if (secondItem == nil) != (second == nil) {
            return invalid("secondItem and secondAttribute must be given together")
        }
        let relationText = value(.relation, of: index.int) ?? "equal"
        guard let relation = LayoutRelation(rawValue: relationText) else { return invalid("unknown relation '\(relationText)'") }
        var multiplier = 1.0
        if let text = value(.multiplier, of: index.int) {
            guard let value = parseMultiplier(text) else { return invalid("multiplier '\(text)' is not a finite number") }
            multiplier = value
        }
        var constant = 0.0
        if let text = value(.constant, of: index.int) {
            guard let value = parseFiniteNumber(text) else { return invalid("constant '\(text)' is not a finite number") }
            constant = value
        }
        var priority = 1000.0
        if let text = value(.priority, of: index.int) {
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
            guard let key = value(.key, of: variation.int) else { continue }
            var values: [String: String] = [:]
            for attribute in elements[variation.int].attributes where attribute.name != "key" { values[attribute.name] = attribute.value }
            if !values.isEmpty { overrides[key] = values }
        }
        let firstItem = value(.firstItem, of: index.int)
        constraints.append(IBConstraint(
            id: id, node: index, location: location, holderID: holder, firstItemID: firstItem ?? holder,
            isFirstItemImplicit: firstItem == nil, firstAttribute: first, relation: relation,
            secondItemID: secondItem, secondAttribute: second, multiplier: multiplier, constant: constant,
            priority: priority, isPlaceholder: value(.placeholder, of: index.int) == "YES",
            isSymbolic: value(.symbolic, of: index.int) == "YES", identifier: value(.identifier, of: index.int),
            userLabel: value(.userLabel, of: index.int), overrides: overrides))
    }

    mutating func addConnection(at index: NodeIndex, id: String) {
        guard let connectionsNode = elements[index.int].parent, let source = ownerID(of: connectionsNode) else { return }
        connections.append(IBConnection(
            id: id, node: index, location: tree.location(of: index), kind: ConnectionKind(element: elements[index.int].name),
            sourceID: source, destinationID: value(.destination, of: index.int) ?? value(.target, of: index.int),
            property: value(.property, of: index.int), selector: value(.selector, of: index.int),
            eventType: value(.eventType, of: index.int), segueKind: elements[index.int].name == "segue" ? value(.kind, of: index.int) : nil,
            identifier: value(.identifier, of: index.int), relationship: value(.relationship, of: index.int),
            unwindAction: value(.unwindAction, of: index.int), collectionClass: value(.collectionClass, of: index.int),
            appends: value(.appends, of: index.int) == "YES", bindingName: elements[index.int].name == "binding" ? value(.name, of: index.int) : nil,
            keyPath: value(.keyPath, of: index.int)))
    }

    // MARK: other projections

    func scene(at index: NodeIndex) -> IBScene {
        var title: String?
        if let parent = elements[index.int].parent {
            let content = elements[parent.int].content
            if let position = content.firstIndex(of: .element(index)), position > 0, case .comment(let text) = content[position - 1] {
                title = text.trimming(while: \.isWhitespace)
            }
        }
        var ids: [String] = []
        var controller: String?
        var firstResponder: String?
        var exit: String?
        if let objectsNode = tree.child(of: index, named: "objects") {
            for child in elements[objectsNode.int].children {
                guard let id = value(.id, of: child.int) else { continue }
                ids.append(id)
                switch value(.sceneMemberID, of: child.int) {
                case "viewController": controller = id
                case "firstResponder": firstResponder = id
                case "exit": exit = id
                default: if elements[child.int].known == .exit { exit = id }
                }
            }
        }
        return IBScene(sceneID: value(.sceneID, of: index.int) ?? "", node: index, location: tree.location(of: index),
                       title: title, objectIDs: ids, controllerID: controller, firstResponderID: firstResponder, exitID: exit)
    }

    func runtimeAttribute(at index: NodeIndex, owner: String) -> IBRuntimeAttribute {
        var text = value(.value, of: index.int)
        if text == nil, let child = elements[index.int].children.first {
            let element = elements[child.int]
            // Attribute order means nothing in XML: sort the parts so equal values read equal.
            text = element.attributes.filter { $0.name != "key" }.map { "\($0.name)=\($0.value)" }.sorted().joined(separator: " ")
        }
        return IBRuntimeAttribute(objectID: owner, keyPath: value(.keyPath, of: index.int) ?? "",
                                  type: value(.type, of: index.int) ?? "", value: text, location: tree.location(of: index))
    }

    mutating func collectResources(at index: NodeIndex, parentElement: KnownElement?) {
        if parentElement == .resources {
            guard let name = value(.name, of: index.int) else { return }
            let location = tree.location(of: index)
            switch elements[index.int].known {
            case .image:
                var definition = IBResourceReference(kind: .image, name: name, isSystem: value(.catalog, of: index.int) == "system",
                                                     objectID: nil, location: location)
                definition.isEmbedded = tree.child(of: index, named: "mutableData") != nil
                resources.append(definition)
            case .namedColor:
                resources.append(IBResourceReference(kind: .namedColor, name: name, isSystem: false, objectID: nil, location: location))
            case .systemColor:
                resources.append(IBResourceReference(kind: .systemColor, name: name, isSystem: true, objectID: nil, location: location))
            default:
                break
            }
            return
        }
        if insideResources[index.int] { return }
        func owner() -> String? {
            elements[index.int].parent.flatMap { enclosingObject[$0.int] >= 0 ? objects[Int(enclosingObject[$0.int])].id : nil }
        }
        if elements[index.int].known == .color {
            if let name = value(.systemColor, of: index.int) ?? value(.cocoaTouchSystemColor, of: index.int) {
                resources.append(IBResourceReference(kind: .systemColor, name: name, isSystem: true, objectID: owner(),
                                                     location: tree.location(of: index)))
            } else if let name = value(.name, of: index.int) {
                let isSystem = value(.catalog, of: index.int) == "System"
                resources.append(IBResourceReference(kind: isSystem ? .systemColor : .namedColor, name: name,
                                                     isSystem: isSystem, objectID: owner(), location: tree.location(of: index)))
            }
            return
        }
        for position in elements[index.int].attributes.indices where namesImage(elements[index.int].attributes[position].known, position, of: index) {
            let name = elements[index.int].attributes[position].value
            guard !name.isEmpty else { continue }
            resources.append(IBResourceReference(kind: .image, name: name, isSystem: value(.catalog, of: index.int) == "system",
                                                 objectID: value(.id, of: index.int) ?? owner(), location: tree.location(of: index)))
        }
    }

    /// `image`, `highlightedImage`, `backgroundImage`…: the attributes that name an image. The
    /// only known attribute among them is `image`, so only unknown names are spelled out. A
    /// flag named the same way is not one: Interface Builder writes flags YES or NO. The
    /// corpus's flags among them are a button behaviour's `doesNotDimImage` (1,515 times,
    /// always YES) and the `image` trait of `<accessibilityTraits>` (11 times, YES); the 174
    /// other attributes ending in `Image` (`alternateImage`, `backgroundImage`,
    /// `selectedImage`… 13 names) and the 2,500 other `image` attributes all name an image.
    func namesImage(_ known: KnownAttribute?, _ position: Int, of index: NodeIndex) -> Bool {
        let attribute = elements[index.int].attributes[position]
        guard attribute.value != "YES", attribute.value != "NO" else { return false }
        if let known { return known == .image }
        return attribute.name.hasSuffix("Image")
    }

    // MARK: after the walk

    /// Fills `childIDs` and `subviewIDs` from the XML nesting.
    ///
    /// Invariant: walking `childIDs` / `subviewIDs` by id never loops. An object whose id repeats
    /// an earlier one is left out of its parent's lists (`object(id)` would answer with the
    /// earlier object, which may be its own ancestor), so every listed id resolves to the very
    /// object nested there, later in the document than its parent.
    mutating func linkChildren() {
        for i in objects.indices where isFirstWithID[i] {
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
            let start = guideOwners[itemID] ?? itemID
            if start == holderID { return true }
            // Up the superviews by position: each is earlier in the document, so this ends.
            guard var current = objectIndex[start] else { return false }
            while superviewIndices[current] >= 0 {
                current = Int(superviewIndices[current])
                if objects[current].id == holderID { return true }
            }
            return false
        }
        func isOutside(_ item: String, _ holderID: String) -> Bool {
            guard let object = objectIndex[item] else { return false } // dangling: reported already
            return (objects[object].role == .view || guideOwners[item] != nil) && !isInside(item, holderID)
        }
        constraints.removeAll { constraint in
            guard let holder = objectIndex[constraint.holderID], objects[holder].role == .view else { return false }
            let outside = isOutside(constraint.firstItemID, constraint.holderID) ? constraint.firstItemID
                : constraint.secondItemID.flatMap { isOutside($0, constraint.holderID) ? $0 : nil }
            guard let outside else { return false }
            diagnostics.append(Diagnostic(
                code: "invalid-constraint", severity: .error,
                message: "constraint '\(constraint.id)' is invalid: '\(outside)' is not inside '\(constraint.holderID)', the view that holds it (no common ancestor)",
                location: constraint.location, objectID: constraint.id))
            return true
        }
    }

    mutating func checkReferences() {
        for (index, position) in idReferences {
            let attribute = elements[index.int].attributes[position]
            guard objectIndex[attribute.value] == nil else { continue }
            let owner = enclosingObject[index.int] >= 0 ? objects[Int(enclosingObject[index.int])].id : nil
            diagnostics.append(Diagnostic(
                code: "dangling-reference", severity: .error,
                message: "<\(elements[index.int].name)> \(attribute.name)=\"\(attribute.value)\" names no object in this document",
                location: tree.location(of: index), objectID: value(.id, of: index.int) ?? owner))
        }
    }

    // MARK: helpers

    /// The id of the object that owns a container element (`<constraints>`, `<connections>`…).
    func ownerID(of container: NodeIndex?) -> String? {
        guard let container, enclosingObject[container.int] >= 0 else { return nil }
        return objects[Int(enclosingObject[container.int])].id
    }

    func objectIDs(directlyIn container: NodeIndex) -> [String] {
        elements[container.int].children.compactMap { value(.id, of: $0.int) }
    }

    func references(in mask: NodeIndex, named name: String) -> [String] {
        tree.children(of: mask, named: name).compactMap { value(.reference, of: $0.int) }
    }

    func number(_ text: String?) -> Double? {
        text.flatMap(parseFiniteNumber)
    }
}

extension String {
    /// Whether the bytes of `part` occur in the string: a plain byte search, for ASCII markers.
    /// `contains(_: StringProtocol)` goes through generic collection algorithms: reading the
    /// 279 corpus documents took 10 M more instructions with it (callgrind, 516 M vs 526 M).
    func utf8Contains(_ part: String) -> Bool {
        let haystack = Array(utf8), needle = Array(part.utf8)
        guard needle.count <= haystack.count else { return false }
        return (0...(haystack.count - needle.count)).contains { start in
            haystack[start..<(start + needle.count)].elementsEqual(needle)
        }
    }
}
