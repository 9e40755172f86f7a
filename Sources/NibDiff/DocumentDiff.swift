import NibModel

/// The semantic difference between two versions of one Interface Builder document.
///
/// ```swift
/// let diff = DocumentDiff.compare(try IBDocument.read(path: "Old.xib"), try IBDocument.read(path: "New.xib"))
/// for change in diff.changes where !change.isNoise { print(change.message) }
/// ```
public struct DocumentDiff: Sendable {
    /// The old version's path as given.
    public let oldPath: String
    /// The new version's path as given.
    public let newPath: String
    /// Every change, noise included (`isNoise`), grouped by kind of object: document settings,
    /// objects, constraints, connections, runtime attributes; in document order within a group.
    public let changes: [DocumentChange]
    /// How the objects were matched; `structuralMatches` lists those whose ids changed.
    public let matching: ObjectMatching

    /// The changes that are not noise.
    public var semanticChanges: [DocumentChange] { changes.filter { !$0.isNoise } }
    /// Whether any change is not noise (what makes `nibcheck diff` exit 1).
    public var hasSemanticChanges: Bool { changes.contains { !$0.isNoise } }

    /// Compares two versions. Never fails: anything either document holds is compared.
    public static func compare(_ old: IBDocument, _ new: IBDocument, options: DiffOptions = DiffOptions()) -> DocumentDiff {
        var differ = Differ(old: old, new: new, options: options)
        differ.run()
        return DocumentDiff(oldPath: old.path, newPath: new.path, changes: differ.changes, matching: differ.matching)
    }
}

/// Tunables of the comparison.
public struct DiffOptions: Sendable {
    /// Frame differences smaller than this on every edge are noise (Xcode rounds to pixels and
    /// re-saves fractional positions as it pleases). Default half a point.
    public var frameTolerance: Double

    /// Options with a frame tolerance in points (default half a point).
    public init(frameTolerance: Double = 0.5) {
        self.frameTolerance = frameTolerance
    }
}

/// Document-level XML that is noise: what tools wrote, not what the app gets.
private let noiseDocumentPaths: Set<String> = ["toolsVersion", "systemVersion", "dependencies", "resources", "designables"]
/// Object attributes that are noise: Xcode's saved verdicts and canvas placement.
private let noiseObjectPaths: Set<String> = ["misplaced", "ambiguous", "canvasLocation"]

private struct Differ {
    let old: IBDocument
    let new: IBDocument
    let options: DiffOptions
    let matching: ObjectMatching
    let oldNames: ObjectNaming
    let newNames: ObjectNaming
    var changes: [DocumentChange] = []
    /// Objects (old ids / new ids) inside a removed or added subtree: their own constraints,
    /// connections and runtime attributes go with them and are not reported one by one.
    var removedSubtree: Set<String> = []
    var addedSubtree: Set<String> = []

    init(old: IBDocument, new: IBDocument, options: DiffOptions) {
        self.old = old
        self.new = new
        self.options = options
        matching = ObjectMatching.match(old, new)
        oldNames = old.naming
        newNames = new.naming
    }

    mutating func run() {
        compareDocumentSettings()
        compareObjects()
        compareConstraints()
        compareConnections()
        compareRuntimeAttributes()
        reportRegeneratedIDs()
    }

    // MARK: document

    mutating func compareDocumentSettings() {
        func documentFacts(_ document: IBDocument) -> [(path: String, value: String)] {
            let tree = document.tree
            // Objects and scenes are compared as objects; their subtrees are not settings.
            return PropertyFacts.facts(of: tree.root, in: tree, objectNodes: [], skipping: ["objects", "scenes"])
        }
        let oldFacts = Dictionary(documentFacts(old).map { ($0.path, $0.value) }, uniquingKeysWith: { a, _ in a })
        let newFacts = documentFacts(new)
        var seen = Set<String>()
        var details: [(DocumentChange.Detail, Bool)] = []
        for (path, value) in newFacts {
            seen.insert(path)
            let before = oldFacts[path].map(translatedValue)
            if before != value { details.append((.init(field: path, before: oldFacts[path], after: value), isNoisePath(path))) }
        }
        for (path, value) in documentFacts(old) where !seen.contains(path) {
            details.append((.init(field: path, before: value, after: nil), isNoisePath(path)))
        }
        for isNoise in [false, true] {
            let group = details.filter { $0.1 == isNoise }.map(\.0)
            guard !group.isEmpty else { continue }
            changes.append(DocumentChange(
                kind: .documentSettingChanged, isNoise: isNoise, oldID: nil, newID: nil,
                message: "document " + (isNoise ? "metadata" : "settings") + " changed: " + describe(group),
                details: group))
        }
    }

    func isNoisePath(_ path: String) -> Bool {
        let head = path.prefix { $0 != "." && $0 != "[" }
        return noiseDocumentPaths.contains(String(head))
    }

    // MARK: objects

    mutating func compareObjects() {
        let oldObjectNodes = Set(old.objects.map(\.node))
        let newObjectNodes = Set(new.objects.map(\.node))
        // Removed: objects of the old document without a counterpart; reported at the top of
        // each removed subtree.
        for object in old.objects where isComparedAsObject(object) && matching.newForOld[object.id] == nil {
            if let parent = object.parentID, matching.newForOld[parent] == nil, old.object(parent) != nil {
                removedSubtree.insert(object.id)
                continue
            }
            removedSubtree.insert(object.id)
            changes.append(removal(of: object))
        }
        for object in new.objects where isComparedAsObject(object) {
            guard let oldID = matching.oldForNew[object.id], let previous = old.object(oldID) else {
                if let parent = object.parentID, matching.oldForNew[parent] == nil, new.object(parent) != nil {
                    addedSubtree.insert(object.id)
                    continue
                }
                addedSubtree.insert(object.id)
                changes.append(addition(of: object))
                continue
            }
            compareProperties(previous, object, oldObjectNodes: oldObjectNodes, newObjectNodes: newObjectNodes)
            if object.isView { compareHierarchy(previous, object) }
        }
        compareViewInstallation()
    }

    func isComparedAsObject(_ object: IBObject) -> Bool {
        object.role != .constraint && object.role != .connection
    }

    func removal(of object: IBObject) -> DocumentChange {
        let descendants = countDescendants(object.id, in: old, counterparts: matching.newForOld)
        var message = "\(object.isView ? "view" : kindWord(object)) removed: \(oldNames.name(of: object.id))"
        if let superview = object.superviewID ?? object.parentID { message += " from \(oldNames.name(of: superview))" }
        if descendants > 0 { message += " with \(descendants) object\(descendants == 1 ? "" : "s") inside" }
        return DocumentChange(kind: object.isView ? .viewRemoved : .objectRemoved, oldID: object.id, newID: nil,
                              relatedIDs: (object.superviewID ?? object.parentID).map { [matching.newForOld[$0] ?? $0] } ?? [],
                              message: message, details: object.frame.map { [.init(field: "frame", before: "\($0)", after: nil)] } ?? [],
                              oldLocation: object.location)
    }

    func addition(of object: IBObject) -> DocumentChange {
        let descendants = countDescendants(object.id, in: new, counterparts: matching.oldForNew)
        var message = "\(object.isView ? "view" : kindWord(object)) added: \(newNames.name(of: object.id))"
        if let superview = object.superviewID ?? object.parentID { message += " to \(newNames.name(of: superview))" }
        if descendants > 0 { message += " with \(descendants) object\(descendants == 1 ? "" : "s") inside" }
        return DocumentChange(kind: object.isView ? .viewAdded : .objectAdded, oldID: nil, newID: object.id,
                              relatedIDs: (object.superviewID ?? object.parentID).map { [$0] } ?? [],
                              message: message, details: object.frame.map { [.init(field: "frame", before: nil, after: "\($0)")] } ?? [],
                              newLocation: object.location)
    }

    func kindWord(_ object: IBObject) -> String {
        switch object.role {
        case .controller: object.sceneID != nil ? "scene" : "controller"
        case .layoutGuide: "layout guide"
        case .placeholder: "placeholder"
        case .storyboardReference: "storyboard reference"
        default: "object"
        }
    }

    /// Objects inside a removed (added) object that went (came) with it: those without a
    /// counterpart, since a matched one was moved out (in) and is reported as moved.
    func countDescendants(_ id: String, in document: IBDocument, counterparts: [String: String]) -> Int {
        var count = 0
        var pending = document.object(id)?.childIDs ?? []
        var seen: Set<String> = [id]
        while let next = pending.popLast() {
            guard seen.insert(next).inserted, let object = document.object(next), isComparedAsObject(object) else { continue }
            if counterparts[next] == nil { count += 1 }
            pending.append(contentsOf: object.childIDs)
        }
        return count
    }

    /// An old fact value read in the new document's terms: ids of matched objects translated.
    func translatedValue(_ value: String) -> String {
        guard let mapped = matching.newForOld[value], mapped != value, old.object(value) != nil else { return value }
        return mapped
    }

    mutating func compareProperties(_ previous: IBObject, _ object: IBObject, oldObjectNodes: Set<NodeIndex>,
                                    newObjectNodes: Set<NodeIndex>) {
        var differing: [DocumentChange.Detail] = []
        // The common case: nothing changed. Compared on the XML, without building facts.
        let identical = PropertyFacts.haveIdenticalContent(previous.node, in: old.tree, objectNodesA: oldObjectNodes,
                                                           object.node, in: new.tree, objectNodesB: newObjectNodes)
        if !identical {
            let oldFacts = PropertyFacts.facts(of: previous.node, in: old.tree, objectNodes: oldObjectNodes)
            let newFacts = PropertyFacts.facts(of: object.node, in: new.tree, objectNodes: newObjectNodes)
            let oldByPath = Dictionary(oldFacts.map { ($0.path, $0.value) }, uniquingKeysWith: { a, _ in a })
            var seen = Set<String>()
            for (path, value) in newFacts {
                seen.insert(path)
                let before = oldByPath[path]
                if before.map(translatedValue) != value { differing.append(.init(field: path, before: before, after: value)) }
            }
            for (path, value) in oldFacts where !seen.contains(path) {
                differing.append(.init(field: path, before: value, after: nil))
            }
        }
        if previous.element != object.element {
            differing.insert(.init(field: "element", before: previous.element, after: object.element), at: 0)
        }
        func take(_ isMember: (String) -> Bool) -> [DocumentChange.Detail] {
            let taken = differing.filter { isMember($0.field) }
            differing.removeAll { isMember($0.field) }
            return taken
        }
        let head = { (field: String) in String(field.prefix { $0 != "." && $0 != "[" }) }
        let classDetails = take { ["element", "customClass", "customModule", "customModuleProvider"].contains($0) }
        let labelDetails = take { $0 == "userLabel" }
        let identifierDetails = take { ["storyboardIdentifier", "restorationIdentifier", "reuseIdentifier"].contains($0) }
        let noiseDetails = take { noiseObjectPaths.contains(head($0)) }
        let name = newNames.name(of: object.id)
        func report(_ kind: DocumentChange.Kind, _ details: [DocumentChange.Detail], noise: Bool = false, _ what: String) {
            guard !details.isEmpty else { return }
            changes.append(DocumentChange(kind: kind, isNoise: noise, oldID: previous.id, newID: object.id,
                                          message: "\(what) of \(name): \(describe(details))", details: details,
                                          oldLocation: previous.location, newLocation: object.location))
        }
        report(.classChanged, classDetails, "class")
        report(.labelChanged, labelDetails, "label")
        report(.identifierChanged, identifierDetails, "identifier")
        report(.attributeChanged, differing, "attributes")
        report(.attributeChanged, noiseDetails, noise: true, "canvas metadata")
        // A view moved to another superview has a frame in other coordinates: the move says it.
        let movedElsewhere = matching.translated(previous.superviewID) != object.superviewID
        if let before = previous.frame, let after = object.frame, before != after, !movedElsewhere {
            let tolerance = options.frameTolerance
            let jitter = abs(before.x - after.x) < tolerance && abs(before.y - after.y) < tolerance
                && abs(before.width - after.width) < tolerance && abs(before.height - after.height) < tolerance
            report(.frameChanged, [.init(field: "frame", before: "\(before)", after: "\(after)")], noise: jitter, "frame")
        }
    }

    /// Superview and position among siblings.
    mutating func compareHierarchy(_ previous: IBObject, _ object: IBObject) {
        let oldSuperview = matching.translated(previous.superviewID)
        if oldSuperview != object.superviewID, previous.superviewID != nil || object.superviewID != nil {
            let from = previous.superviewID.map { oldNames.name(of: $0) } ?? "no superview"
            let to = object.superviewID.map { newNames.name(of: $0) } ?? "no superview"
            changes.append(DocumentChange(
                kind: .viewMoved, oldID: previous.id, newID: object.id, relatedIDs: [object.superviewID, previous.superviewID].compactMap { $0 },
                message: "view moved: \(newNames.name(of: object.id)) from \(from) to \(to)",
                details: [.init(field: "superview", before: previous.superviewID, after: object.superviewID)]
                    + (previous.frame != object.frame ? [.init(field: "frame", before: previous.frame.map { "\($0)" }, after: object.frame.map { "\($0)" })] : []),
                oldLocation: previous.location, newLocation: object.location))
        }
        // Z-order: the subviews both versions share, compared in order.
        let stayed = Set(object.subviewIDs.compactMap { id in
            matching.oldForNew[id].flatMap { oldID in old.object(oldID)?.superviewID == previous.id ? id : nil }
        })
        let before = previous.subviewIDs.compactMap { matching.newForOld[$0] }.filter(stayed.contains)
        let after = object.subviewIDs.filter(stayed.contains)
        if before != after {
            changes.append(DocumentChange(
                kind: .subviewsReordered, oldID: previous.id, newID: object.id, relatedIDs: after,
                message: "subviews re-ordered in \(newNames.name(of: object.id)): "
                    + before.map { newNames.readableName(of: $0) ?? $0 }.joined(separator: ", ") + " → "
                    + after.map { newNames.readableName(of: $0) ?? $0 }.joined(separator: ", "),
                details: [.init(field: "subviews", before: before.joined(separator: " "), after: after.joined(separator: " "))],
                oldLocation: previous.location, newLocation: object.location))
        }
    }

    /// Views installed or not per size-class variant (`<mask key="subviews">`).
    mutating func compareViewInstallation() {
        let variants = allVariants()
        guard variants.count > 1 || !old.variationMasks.isEmpty || !new.variationMasks.isEmpty else { return }
        let oldUninstalled = variants.map { old.uninstalledViewIDs(in: $0) }
        let newUninstalled = variants.map { new.uninstalledViewIDs(in: $0) }
        for object in new.objects where object.isView {
            guard let oldID = matching.oldForNew[object.id] else { continue }
            var details: [DocumentChange.Detail] = []
            for (index, variant) in variants.enumerated() {
                let was = !oldUninstalled[index].contains(oldID)
                let now = !newUninstalled[index].contains(object.id)
                if was != now { details.append(.init(field: "installed in \(variant.key)", before: yesNo(was), after: yesNo(now))) }
            }
            guard !details.isEmpty else { continue }
            changes.append(DocumentChange(
                kind: .viewInstallationChanged, oldID: oldID, newID: object.id,
                message: "installation of \(newNames.name(of: object.id)): \(describe(details))", details: details,
                oldLocation: old.object(oldID)?.location, newLocation: object.location))
        }
    }

    func allVariants() -> [Variant] {
        var seen = Set<String>()
        return (old.variants + new.variants).filter { seen.insert($0.key).inserted }
    }

    // MARK: constraints

    mutating func compareConstraints() {
        let variants = allVariants()
        let oldInstalled = variants.map { old.installedConstraintIDs(in: $0, includingPlaceholders: true) }
        let newInstalled = variants.map { new.installedConstraintIDs(in: $0, includingPlaceholders: true) }
        for constraint in old.constraints where matching.newForOld[constraint.id] == nil {
            guard !removedSubtree.contains(constraint.holderID) else { continue }
            changes.append(DocumentChange(
                kind: .constraintRemoved, oldID: constraint.id, newID: nil, relatedIDs: constraint.itemIDs.map { matching.newForOld[$0] ?? $0 },
                message: "constraint removed: \(oldNames.formula(constraint)) (\(constraint.id))",
                details: [.init(field: "constraint", before: oldNames.formula(constraint), after: nil)],
                oldLocation: constraint.location))
        }
        for constraint in new.constraints {
            guard let oldID = matching.oldForNew[constraint.id], let previous = old.constraint(oldID) else {
                guard !addedSubtree.contains(constraint.holderID) else { continue }
                var message = "constraint added: \(newNames.formula(constraint)) (\(constraint.id))"
                if !newInstalled[0].contains(constraint.id) { message += ", not installed in the base configuration" }
                changes.append(DocumentChange(
                    kind: .constraintAdded, oldID: nil, newID: constraint.id, relatedIDs: constraint.itemIDs,
                    message: message, details: [.init(field: "constraint", before: nil, after: newNames.formula(constraint))],
                    newLocation: constraint.location))
                continue
            }
            let details = constraintDetails(previous, constraint)
            if !details.isEmpty {
                changes.append(DocumentChange(
                    kind: .constraintChanged, oldID: previous.id, newID: constraint.id, relatedIDs: constraint.itemIDs,
                    message: "constraint changed: \(newNames.formula(constraint)) (\(constraint.id)): \(describe(details))",
                    details: details, oldLocation: previous.location, newLocation: constraint.location))
            }
            var installation: [DocumentChange.Detail] = []
            for (index, variant) in variants.enumerated() {
                let was = oldInstalled[index].contains(previous.id)
                let now = newInstalled[index].contains(constraint.id)
                if was != now { installation.append(.init(field: "installed in \(variant.key)", before: yesNo(was), after: yesNo(now))) }
            }
            if !installation.isEmpty {
                changes.append(DocumentChange(
                    kind: .constraintInstallationChanged, oldID: previous.id, newID: constraint.id, relatedIDs: constraint.itemIDs,
                    message: "constraint \(newNames.formula(constraint)) (\(constraint.id)) "
                        + installation.map { "\($0.after == "yes" ? "installed" : "uninstalled") in \($0.field.dropFirst("installed in ".count))" }
                            .joined(separator: ", "),
                    details: installation, oldLocation: previous.location, newLocation: constraint.location))
            }
        }
    }

    func constraintDetails(_ a: IBConstraint, _ b: IBConstraint) -> [DocumentChange.Detail] {
        var details: [DocumentChange.Detail] = []
        func compare(_ field: String, _ before: String?, _ after: String?) {
            if before != after { details.append(.init(field: field, before: before, after: after)) }
        }
        func item(_ id: String?, _ attribute: LayoutAttribute?, names: ObjectNaming, of constraint: IBConstraint) -> String? {
            guard let id, let attribute else { return nil }
            return "\(names.constraintItem(id, of: constraint)).\(attribute.rawValue) (\(id))"
        }
        if matching.translated(a.firstItemID) != b.firstItemID || a.firstAttribute != b.firstAttribute {
            compare("firstItem", item(a.firstItemID, a.firstAttribute, names: oldNames, of: a),
                    item(b.firstItemID, b.firstAttribute, names: newNames, of: b))
        }
        if matching.translated(a.secondItemID) != b.secondItemID || a.secondAttribute != b.secondAttribute {
            compare("secondItem", item(a.secondItemID, a.secondAttribute, names: oldNames, of: a),
                    item(b.secondItemID, b.secondAttribute, names: newNames, of: b))
        }
        compare("relation", a.relation.symbol, b.relation.symbol)
        compare("multiplier", formatNumber(a.multiplier), formatNumber(b.multiplier))
        compare("constant", formatNumber(a.constant), formatNumber(b.constant))
        compare("priority", formatNumber(a.priority), formatNumber(b.priority))
        compare("placeholder", yesNo(a.isPlaceholder), yesNo(b.isPlaceholder))
        compare("symbolic", yesNo(a.isSymbolic), yesNo(b.isSymbolic))
        compare("identifier", a.identifier, b.identifier)
        compare("userLabel", a.userLabel, b.userLabel)
        if matching.translated(a.holderID) != b.holderID {
            compare("holder", oldNames.name(of: a.holderID), newNames.name(of: b.holderID))
        }
        for key in Set(a.overrides.keys).union(b.overrides.keys).sorted() {
            let before = a.overrides[key] ?? [:]
            let after = b.overrides[key] ?? [:]
            for name in Set(before.keys).union(after.keys).sorted() {
                compare("\(name) in \(key)", before[name], after[name])
            }
        }
        return details
    }

    // MARK: connections

    mutating func compareConnections() {
        for connection in old.connections where matching.newForOld[connection.id] == nil {
            guard !removedSubtree.contains(connection.sourceID) else { continue }
            changes.append(DocumentChange(
                kind: .connectionRemoved, oldID: connection.id, newID: nil,
                relatedIDs: [connection.sourceID, connection.destinationID].compactMap { $0 }.map { matching.newForOld[$0] ?? $0 },
                message: "connection removed: \(oldNames.name(of: connection.sourceID)) \(oldNames.describe(connection, destinationID: true))",
                details: [.init(field: "connection", before: oldNames.describe(connection), after: nil)],
                oldLocation: connection.location))
        }
        let oldConnections = Dictionary(old.connections.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        for connection in new.connections {
            guard let oldID = matching.oldForNew[connection.id], let previous = oldConnections[oldID] else {
                guard !addedSubtree.contains(connection.sourceID) else { continue }
                changes.append(DocumentChange(
                    kind: .connectionAdded, oldID: nil, newID: connection.id,
                    relatedIDs: [connection.sourceID, connection.destinationID].compactMap { $0 },
                    message: "connection added: \(newNames.name(of: connection.sourceID)) \(newNames.describe(connection, destinationID: true))",
                    details: [.init(field: "connection", before: nil, after: newNames.describe(connection))],
                    newLocation: connection.location))
                continue
            }
            let related = [connection.sourceID, connection.destinationID].compactMap { $0 }
            if matching.translated(previous.destinationID) != connection.destinationID {
                let before = previous.destinationID.map { oldNames.name(of: $0) }
                let after = connection.destinationID.map { newNames.name(of: $0) }
                changes.append(DocumentChange(
                    kind: .connectionRetargeted, oldID: previous.id, newID: connection.id, relatedIDs: related,
                    message: "connection retargeted: \(newNames.name(of: connection.sourceID)) \(connection.kind) "
                        + "\(connection.property ?? connection.selector ?? connection.identifier ?? connection.relationship ?? "") "
                        + "from \(before ?? "nothing") to \(after ?? "nothing")",
                    details: [.init(field: "destination", before: before, after: after)],
                    oldLocation: previous.location, newLocation: connection.location))
            }
            var details: [DocumentChange.Detail] = []
            func compare(_ field: String, _ before: String?, _ after: String?) {
                if before != after { details.append(.init(field: field, before: before, after: after)) }
            }
            compare("kind", previous.kind.description, connection.kind.description)
            compare("property", previous.property, connection.property)
            compare("selector", previous.selector, connection.selector)
            compare("eventType", previous.eventType, connection.eventType)
            compare("segueKind", previous.segueKind, connection.segueKind)
            compare("identifier", previous.identifier, connection.identifier)
            compare("relationship", previous.relationship, connection.relationship)
            compare("unwindAction", previous.unwindAction, connection.unwindAction)
            compare("collectionClass", previous.collectionClass, connection.collectionClass)
            compare("keyPath", previous.keyPath, connection.keyPath)
            if matching.translated(previous.sourceID) != connection.sourceID {
                compare("source", oldNames.name(of: previous.sourceID), newNames.name(of: connection.sourceID))
            }
            if !details.isEmpty {
                changes.append(DocumentChange(
                    kind: .connectionChanged, oldID: previous.id, newID: connection.id, relatedIDs: related,
                    message: "connection changed: \(newNames.name(of: connection.sourceID)) \(newNames.describe(connection, destinationID: true)): \(describe(details))",
                    details: details, oldLocation: previous.location, newLocation: connection.location))
            }
        }
    }

    // MARK: runtime attributes

    mutating func compareRuntimeAttributes() {
        // An object may set one key path twice (IB keeps both; at run time the later one wins),
        // so the n-th setting of a key path is paired with the n-th one on the other side.
        func keys(_ attributes: [IBRuntimeAttribute], objectID: (IBRuntimeAttribute) -> String) -> [String] {
            var occurrences: [String: Int] = [:]
            return attributes.map { attribute in
                let base = objectID(attribute) + "\u{0}" + attribute.keyPath
                defer { occurrences[base, default: 0] += 1 }
                return base + "\u{0}\(occurrences[base, default: 0])"
            }
        }
        let oldKeys = keys(old.runtimeAttributes) { matching.translated($0.objectID) ?? "" }
        let newKeys = keys(new.runtimeAttributes) { $0.objectID }
        let oldByKey = Dictionary(zip(oldKeys, old.runtimeAttributes), uniquingKeysWith: { a, _ in a })
        var seen = Set<String>()
        for (k, attribute) in zip(newKeys, new.runtimeAttributes) {
            seen.insert(k)
            let owner = newNames.name(of: attribute.objectID)
            guard let previous = oldByKey[k] else {
                guard !addedSubtree.contains(attribute.objectID) else { continue }
                changes.append(DocumentChange(
                    kind: .runtimeAttributeAdded, oldID: nil, newID: attribute.objectID, relatedIDs: [],
                    message: "runtime attribute added on \(owner): \(attribute.keyPath) = \(attribute.value ?? "nil") (\(attribute.type))",
                    details: [.init(field: attribute.keyPath, before: nil, after: attribute.value ?? "nil")],
                    newLocation: attribute.location))
                continue
            }
            var details: [DocumentChange.Detail] = []
            if previous.type != attribute.type { details.append(.init(field: "\(attribute.keyPath) type", before: previous.type, after: attribute.type)) }
            if previous.value != attribute.value {
                details.append(.init(field: attribute.keyPath, before: previous.value, after: attribute.value))
            }
            if !details.isEmpty {
                changes.append(DocumentChange(
                    kind: .runtimeAttributeChanged, oldID: previous.objectID, newID: attribute.objectID,
                    message: "runtime attribute changed on \(owner): \(describe(details))", details: details,
                    oldLocation: previous.location, newLocation: attribute.location))
            }
        }
        for (k, attribute) in zip(oldKeys, old.runtimeAttributes) {
            guard seen.insert(k).inserted, !removedSubtree.contains(attribute.objectID) else { continue }
            changes.append(DocumentChange(
                kind: .runtimeAttributeRemoved, oldID: attribute.objectID, newID: matching.newForOld[attribute.objectID],
                message: "runtime attribute removed on \(oldNames.name(of: attribute.objectID)): \(attribute.keyPath)",
                details: [.init(field: attribute.keyPath, before: attribute.value ?? "nil", after: nil)],
                oldLocation: attribute.location))
        }
    }

    // MARK: ids

    /// Objects matched by structure keep their identity; the id change itself is noise.
    mutating func reportRegeneratedIDs() {
        for (oldID, newID) in matching.structuralMatches where oldID != newID {
            let name = new.object(newID) != nil ? newNames.name(of: newID) : "connection \(newID)"
            changes.append(DocumentChange(
                kind: .idChanged, isNoise: true, oldID: oldID, newID: newID,
                message: "id changed: \(name) was \(oldID) (matched by structure)",
                details: [.init(field: "id", before: oldID, after: newID)],
                oldLocation: old.object(oldID)?.location, newLocation: new.object(newID)?.location))
        }
    }
}

func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

/// Details in words: `constant 16 → 20, priority 1000 → 750`; decimals rounded for people
/// (`17.821000000000005` reads `17.82`) unless that would hide the change. `details` keep the
/// values as written.
func describe(_ details: [DocumentChange.Detail]) -> String {
    details.map { detail in
        var before = detail.before.map(roundedDecimal), after = detail.after.map(roundedDecimal)
        if before == after { (before, after) = (detail.before, detail.after) }
        return "\(detail.field) \(before ?? "(none)") → \(after ?? "(none)")"
    }.joined(separator: ", ")
}

/// A decimal written with more than two places, rounded to two; any other text as it is.
func roundedDecimal(_ text: String) -> String {
    let digits = text.drop { $0 == "-" }
    guard let point = digits.firstIndex(of: "."), digits[digits.index(after: point)...].count > 2,
          digits.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }), let value = Double(text) else { return text }
    return formatRounded(value)
}
