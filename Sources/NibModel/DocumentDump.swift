/// The model as data (`nibcheck dump --format json`) and as a readable outline
/// (`--format outline`). Both are deterministic: the same file gives the same bytes.
extension IBDocument {
    /// The JSON form. Every element that has an `id` (and every id-less content view, marked
    /// `"synthetic": true`) appears in `objects` with at least `id`, `element` and `line`.
    public func dumpJSON() -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("file", JSONValue(path)), ("kind", JSONValue(kind.rawValue)), ("platform", JSONValue(platform.rawValue)),
            ("type", JSONValue(type)), ("targetRuntime", JSONValue(targetRuntime)), ("toolsVersion", JSONValue(toolsVersion)),
            ("useAutolayout", .bool(useAutolayout)), ("useTraitCollections", .bool(useTraitCollections)),
            ("useSafeAreas", .bool(useSafeAreas)), ("frameOrigin", JSONValue(frameOrigin.rawValue)),
            ("initialViewController", JSONValue(initialViewControllerID)),
        ]
        if let device {
            members.append(("device", .object([("id", JSONValue(device.id)), ("orientation", JSONValue(device.orientation)),
                                               ("adaptation", JSONValue(device.adaptation))])))
        }
        members.append(("variants", .array(variants.map { JSONValue($0.key) })))
        members.append(("scenes", .array(scenes.map { scene in
            .object([("sceneID", JSONValue(scene.sceneID)), ("line", JSONValue(scene.location.line)),
                      ("title", JSONValue(scene.title)), ("controller", JSONValue(scene.controllerID)),
                      ("objects", .array(scene.objectIDs.map { JSONValue($0) }))])
        })))
        members.append(("topLevelObjects", .array(topLevelObjectIDs.map { JSONValue($0) })))
        let constraintsByID = Dictionary(constraints.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        let connectionsByID = Dictionary(connections.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        members.append(("objects", .array(objects.map { object in
            objectJSON(object, constraint: constraintsByID[object.id], connection: connectionsByID[object.id])
        })))
        members.append(("runtimeAttributes", .array(runtimeAttributes.map { attribute in
            .object([("object", JSONValue(attribute.objectID)), ("keyPath", JSONValue(attribute.keyPath)),
                     ("type", JSONValue(attribute.type)), ("value", JSONValue(attribute.value)),
                     ("line", JSONValue(attribute.location.line))])
        })))
        members.append(("variationMasks", .array(variationMasks.map { mask in
            .object([("owner", JSONValue(mask.ownerID)), ("variant", JSONValue(mask.variantKey)),
                      ("target", JSONValue(mask.target.rawValue)), ("include", .array(mask.includedIDs.map { JSONValue($0) })),
                      ("exclude", .array(mask.excludedIDs.map { JSONValue($0) })), ("line", JSONValue(mask.location.line))])
        })))
        members.append(("resources", .array(resources.map { resource in
            .object([("kind", JSONValue(resource.kind.rawValue)), ("name", JSONValue(resource.name)),
                      ("system", .bool(resource.isSystem)), ("object", JSONValue(resource.objectID)),
                      ("line", JSONValue(resource.location.line))])
        })))
        members.append(("diagnostics", .array(diagnostics.map(\.json))))
        return .object(members)
    }

    private func objectJSON(_ object: IBObject, constraint: IBConstraint?, connection: IBConnection?) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("id", JSONValue(object.id)), ("element", JSONValue(object.element)),
            ("line", JSONValue(object.location.line)), ("column", JSONValue(object.location.column)),
            ("role", JSONValue(object.role.name)),
        ]
        if !object.hasSourceID { fields.append(("synthetic", true)) }
        func add(_ key: String, _ value: String?) { if let value { fields.append((key, JSONValue(value))) } }
        add("customClass", object.customClass)
        add("customModule", object.customModule)
        add("customModuleProvider", object.customModuleProvider)
        add("key", object.key)
        add("userLabel", object.userLabel)
        add("storyboardIdentifier", object.storyboardIdentifier)
        add("restorationIdentifier", object.restorationIdentifier)
        add("reuseIdentifier", object.reuseIdentifier)
        add("sceneMemberID", object.sceneMemberID)
        add("parent", object.parentID)
        if object.role == .view {
            add("superview", object.superviewID)
            if !object.subviewIDs.isEmpty { fields.append(("subviews", .array(object.subviewIDs.map { JSONValue($0) }))) }
            if let frame = object.frame {
                fields.append(("frame", .object([("x", JSONValue(frame.x)), ("y", JSONValue(frame.y)),
                                                 ("width", JSONValue(frame.width)), ("height", JSONValue(frame.height))])))
            }
            fields.append(("translatesAutoresizingMaskIntoConstraints", .bool(object.translatesAutoresizingMaskIntoConstraints)))
            if let mask = object.autoresizingMask {
                fields.append(("autoresizingMask", .array(AutoresizingMask.attributeNames.filter { mask.contains($0.1) }.map { JSONValue($0.0) })))
            }
            fields.append(("contentHugging", .array([JSONValue(object.contentHugging.horizontal), JSONValue(object.contentHugging.vertical)])))
            fields.append(("compressionResistance", .array([JSONValue(object.compressionResistance.horizontal),
                                                            JSONValue(object.compressionResistance.vertical)])))
            if let width = object.placeholderIntrinsicWidth { fields.append(("placeholderIntrinsicWidth", JSONValue(width))) }
            if let height = object.placeholderIntrinsicHeight { fields.append(("placeholderIntrinsicHeight", JSONValue(height))) }
            if let margins = object.layoutMargins {
                fields.append(("layoutMargins", .array([JSONValue(margins.top), JSONValue(margins.left),
                                                        JSONValue(margins.bottom), JSONValue(margins.right)])))
            }
            if object.isHidden { fields.append(("isHidden", true)) }
        }
        if let constraint {
            fields.append(("holder", JSONValue(constraint.holderID)))
            fields.append(("firstItem", JSONValue(constraint.firstItemID)))
            fields.append(("firstAttribute", JSONValue(constraint.firstAttribute.rawValue)))
            fields.append(("relation", JSONValue(constraint.relation.rawValue)))
            add("secondItem", constraint.secondItemID)
            add("secondAttribute", constraint.secondAttribute?.rawValue)
            fields.append(("multiplier", JSONValue(constraint.multiplier)))
            fields.append(("constant", JSONValue(constraint.constant)))
            fields.append(("priority", JSONValue(constraint.priority)))
            if constraint.isPlaceholder { fields.append(("placeholder", true)) }
            if constraint.isSymbolic { fields.append(("symbolic", true)) }
            add("identifier", constraint.identifier)
            if !constraint.overrides.isEmpty {
                fields.append(("overrides", .object(constraint.overrides.keys.sorted().map { key in
                    (key, .object(constraint.overrides[key]!.keys.sorted().map { ($0, JSONValue(constraint.overrides[key]![$0]!)) }))
                })))
            }
            fields.append(("description", JSONValue(describe(constraint))))
        }
        if let connection {
            fields.append(("kind", JSONValue(connection.kind.description)))
            fields.append(("source", JSONValue(connection.sourceID)))
            add("destination", connection.destinationID)
            add("property", connection.property)
            add("selector", connection.selector)
            add("eventType", connection.eventType)
            add("segueKind", connection.segueKind)
            add("identifier", connection.identifier)
            add("relationship", connection.relationship)
            add("unwindAction", connection.unwindAction)
            add("collectionClass", connection.collectionClass)
            if connection.appends { fields.append(("appends", true)) }
            add("bindingName", connection.bindingName)
            add("keyPath", connection.keyPath)
        }
        if object.xcodeFlags.ambiguous { fields.append(("xcodeAmbiguous", true)) }
        if object.xcodeFlags.misplaced { fields.append(("xcodeMisplaced", true)) }
        return .object(fields)
    }

    /// A readable indented tree: element, id, class, label, frame; constraints and
    /// connections in words under the object that holds them.
    public func outline() -> String {
        var lines: [String] = []
        lines.append("\(kind.rawValue) \(platform.rawValue) toolsVersion=\(toolsVersion ?? "?")"
                     + (useAutolayout ? " autolayout" : "") + (useTraitCollections ? " traits" : "") + (useSafeAreas ? " safeAreas" : ""))
        if variants.count > 1 { lines.append("variants: " + variants.map(\.key).joined(separator: ", ")) }
        let constraintsByHolder = Dictionary(grouping: constraints, by: \.holderID)
        let connectionsBySource = Dictionary(grouping: connections, by: \.sourceID)
        func emit(_ id: String, _ depth: Int) {
            guard let object = object(id) else { return }
            if object.role == .constraint || object.role == .connection { return }
            let pad = String(repeating: "  ", count: depth)
            var line = pad + object.element
            if let customClass = object.customClass { line += " : \(customClass)" }
            if let label = object.userLabel { line += " \"\(label)\"" }
            if let key = object.key { line += " [\(key)]" }
            line += " #\(object.id)"
            if let identifier = object.storyboardIdentifier { line += " storyboardID=\(identifier)" }
            if let frame = object.frame { line += " \(frame)" }
            if object.isHidden { line += " isHidden" }
            lines.append(line)
            for constraint in constraintsByHolder[id] ?? [] {
                lines.append(pad + "  = " + describe(constraint) + " #\(constraint.id)" + (constraint.isPlaceholder ? " (placeholder)" : ""))
            }
            // The destination with its id, so that the connection's own id, last, is not read as
            // the destination's (a first-run reader did).
            for connection in connectionsBySource[id] ?? [] {
                lines.append(pad + "  → " + describe(connection) { self.naming.destinationName(of: $0, withID: true) } + " #\(connection.id)")
            }
            for child in object.childIDs { emit(child, depth + 1) }
        }
        if scenes.isEmpty {
            for id in topLevelObjectIDs { emit(id, 0) }
        } else {
            for scene in scenes {
                lines.append("scene \(scene.sceneID)" + (scene.title.map { " \"\($0)\"" } ?? ""))
                for id in scene.objectIDs { emit(id, 1) }
            }
        }
        for mask in variationMasks {
            var text = "variation \(mask.variantKey) on \(mask.ownerID) \(mask.target.rawValue):"
            if !mask.includedIDs.isEmpty { text += " include " + mask.includedIDs.joined(separator: ",") }
            if !mask.excludedIDs.isEmpty { text += " exclude " + mask.excludedIDs.joined(separator: ",") }
            lines.append(text)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A connection in words: `outlet titleLabel → label "Title"`, `action tap: → File's Owner`.
    /// - Parameter name: how to name the destination (default: `ObjectNaming.destinationName`).
    public func describe(_ connection: IBConnection, naming name: ((String) -> String)? = nil) -> String {
        let target = connection.destinationID.map { name?($0) ?? naming.destinationName(of: $0) } ?? "?"
        switch connection.kind {
        case .outlet, .outletCollection:
            return "\(connection.kind) \(connection.property ?? "?") → \(target)"
        case .action:
            return "action \(connection.selector ?? "?")" + (connection.eventType.map { " on \($0)" } ?? "") + " → \(target)"
        case .segue:
            var text = "segue \(connection.segueKind ?? "?")"
            if let relationship = connection.relationship { text += " \(relationship)" }
            if let identifier = connection.identifier { text += " \"\(identifier)\"" }
            if let unwind = connection.unwindAction { text += " unwind \(unwind)" }
            return text + " → \(target)"
        case .binding:
            return "binding \(connection.bindingName ?? "?") → \(target).\(connection.keyPath ?? "")"
        case .other(let name):
            return "\(name) → \(target)"
        }
    }
}

extension ObjectRole {
    /// The role as one word, for JSON and outlines.
    public var name: String {
        switch self {
        case .view: "view"
        case .controller: "controller"
        case .placeholder(let role): role.rawValue
        case .storyboardReference: "storyboardReference"
        case .layoutGuide: "layoutGuide"
        case .constraint: "constraint"
        case .connection: "connection"
        case .other: "object"
        }
    }
}

extension Diagnostic {
    /// The diagnostic as JSON: `rule`, `severity`, `message`, `file`, `line`, `column`, `objectID`.
    public var json: JSONValue {
        .object([("rule", JSONValue(code)), ("severity", JSONValue(severity.rawValue)), ("message", JSONValue(message)),
                 ("file", JSONValue(location?.file)), ("line", location.map { JSONValue($0.line) } ?? .null),
                 ("column", location.map { JSONValue($0.column) } ?? .null), ("objectID", JSONValue(objectID))])
    }
}
