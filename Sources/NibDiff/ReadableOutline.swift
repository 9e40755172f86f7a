import NibModel

/// A document as stable, readable text for line-based diffs (`git diff` through
/// `nibcheck textconv`): one fact per line, objects named by label, outlet, text or class
/// instead of ids (an id is added only where two objects of one scene, or of one top-level
/// object of a xib, would read alike), attributes sorted by
/// name so that attribute order never shows, constraints and connections sorted by their
/// wording, subviews in document (z-) order, and Xcode's noise (tools version, canvas
/// locations, saved misplacement flags, resource copies) left out.
public enum ReadableOutline {
    /// The outline of a document, one line per object, indented by nesting, ending in a newline.
    public static func text(of document: IBDocument) -> String {
        var writer = Writer(document: document)
        writer.write()
        return writer.lines.joined(separator: "\n") + "\n"
    }

    private struct Writer {
        let document: IBDocument
        let names: ObjectNaming
        let objectNodes: Set<NodeIndex>
        let constraintsByHolder: [String: [IBConstraint]]
        let connectionsBySource: [String: [IBConnection]]
        let runtimeAttributesByObject: [String: [IBRuntimeAttribute]]
        /// Per constraint or view id, the variants it is not installed in.
        let uninstalledIn: [String: [String]]
        var lines: [String] = []
        /// Objects written; a document with duplicate ids could otherwise lead the walk in circles.
        var written = Set<NodeIndex>()

        init(document: IBDocument) {
            self.document = document
            names = document.naming
            objectNodes = Set(document.objects.map(\.node))
            constraintsByHolder = Dictionary(grouping: document.constraints, by: \.holderID)
            connectionsBySource = Dictionary(grouping: document.connections, by: \.sourceID)
            runtimeAttributesByObject = Dictionary(grouping: document.runtimeAttributes, by: \.objectID)
            var uninstalled: [String: [String]] = [:]
            for variant in document.variants {
                let installed = document.installedConstraintIDs(in: variant, includingPlaceholders: true)
                for constraint in document.constraints where !installed.contains(constraint.id) {
                    uninstalled[constraint.id, default: []].append(variant.key)
                }
                for view in document.uninstalledViewIDs(in: variant) { uninstalled[view, default: []].append(variant.key) }
            }
            uninstalledIn = uninstalled
        }

        mutating func write() {
            var header = "\(document.kind.rawValue) \(document.platform.rawValue)"
            if document.useAutolayout { header += " autolayout" }
            if document.useTraitCollections { header += " traits" }
            if document.useSafeAreas { header += " safeAreas" }
            lines.append(header)
            if let device = document.device { lines.append("device \(device.id) \(device.orientation ?? "")") }
            if let initial = document.initialViewControllerID { lines.append("initial " + names.name(of: initial, ids: .whereAlikeInGroup)) }
            if document.scenes.isEmpty {
                for id in document.topLevelObjectIDs { writeObject(id, depth: 0) }
            } else {
                for scene in document.scenes {
                    lines.append("scene " + (scene.title.map { "\"\($0)\"" } ?? scene.controllerID.map { names.name(of: $0, ids: .whereAlikeInGroup) } ?? scene.sceneID))
                    for id in scene.objectIDs { writeObject(id, depth: 1) }
                }
            }
        }

        mutating func writeObject(_ id: String, depth: Int) {
            guard let object = document.object(id), object.role != .constraint, object.role != .connection,
                  written.insert(object.node).inserted else { return }
            let pad = String(repeating: "  ", count: depth)
            lines.append(pad + [object.element, names.distinguishingName(of: id, ids: .whereAlikeInGroup)].compactMap { $0 }.joined(separator: " "))
            let inner = pad + "  "
            for (path, value) in PropertyFacts.facts(of: object.node, in: document.tree, objectNodes: objectNodes)
                // `fontDescription = fontDescription`: an element named by its key says nothing more.
                .filter({ !Self.noise.contains($0.path) && $0.value != $0.path.split(separator: ".").last.map(String.init) })
                .sorted(by: { $0.path < $1.path }) {
                lines.append(inner + path + " = " + (document.object(value) != nil && value != "-1" ? names.name(of: value, ids: .whereAlikeInGroup) : value))
            }
            if let frame = object.frame { lines.append(inner + "frame = \(frame)") }
            if object.isView, let variants = uninstalledIn[id] { lines.append(inner + "not installed in \(variants.joined(separator: ", "))") }
            for attribute in (runtimeAttributesByObject[id] ?? []).sorted(by: { $0.keyPath < $1.keyPath }) {
                lines.append(inner + "runtime \(attribute.keyPath) (\(attribute.type)) = \(attribute.value ?? "nil")")
            }
            let constraints = (constraintsByHolder[id] ?? []).map { constraint in
                var text = "constraint " + names.formula(constraint, ids: .whereAlikeInGroup)
                if constraint.isPlaceholder { text += " (placeholder)" }
                if let identifier = constraint.identifier { text += " identifier=\(identifier)" }
                if let variants = uninstalledIn[constraint.id] { text += " (not installed in \(variants.joined(separator: ", ")))" }
                for key in constraint.overrides.keys.sorted() {
                    for (name, value) in constraint.overrides[key]!.sorted(by: { $0.key < $1.key }) { text += " [\(key): \(name)=\(value)]" }
                }
                return text
            }
            for text in constraints.sorted() { lines.append(inner + text) }
            let connections = (connectionsBySource[id] ?? []).map { names.describe($0) }
            for text in connections.sorted() { lines.append(inner + text) }
            for child in object.childIDs { writeObject(child, depth: depth + 1) }
        }

        /// Facts that churn without meaning.
        static let noise: Set<String> = ["misplaced", "ambiguous", "canvasLocation", "canvasLocation.x", "canvasLocation.y"]
    }
}
