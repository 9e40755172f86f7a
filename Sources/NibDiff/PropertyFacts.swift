import NibModel

/// An object's own properties as flat `path = value` facts, read generically from its XML
/// element, so that every attribute Interface Builder writes is compared without NibDiff
/// having a field for it.
///
/// - The element's attributes (except `id`) are facts named by the attribute.
/// - Each child element that is not an object of its own contributes a fact named by its
///   `key` (or its element name, indexed when repeated) whose value is its element name or text,
///   plus one fact per attribute below it: `textColor = color`, `textColor.systemColor = labelColor`.
/// - Subviews, constraints, connections, runtime attributes and variation masks are objects or
///   are compared by their own typed rules, and are left out; so is the frame (compared as a
///   rectangle, with jitter tolerance).
struct PropertyFacts {
    /// Child elements compared elsewhere, never as facts.
    static let excludedElements: Set<String> = ["userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute", "mask"]
    /// Keys of child elements compared elsewhere.
    static let excludedKeys: Set<String> = ["frame"]

    /// Facts in document order; values are exactly as written.
    static func facts(of node: NodeIndex, in tree: XMLTree, objectNodes: Set<NodeIndex>) -> [(path: String, value: String)] {
        var facts: [(String, String)] = []
        for attribute in tree[node].attributes where attribute.name != "id" {
            facts.append((attribute.name, attribute.value))
        }
        appendChildren(of: node, prefix: "", in: tree, objectNodes: objectNodes, to: &facts)
        return facts
    }

    private static func appendChildren(of node: NodeIndex, prefix: String, in tree: XMLTree, objectNodes: Set<NodeIndex>,
                                       to facts: inout [(String, String)]) {
        var seen: [String: Int] = [:]
        for child in tree[node].children where !objectNodes.contains(child) {
            let element = tree[child]
            if excludedElements.contains(element.name) { continue }
            let key = element[attribute: "key"]
            if let key, excludedKeys.contains(key), prefix.isEmpty { continue }
            var name = key ?? element.name
            if element.name == "variation", let variant = key { name = "variation[\(variant)]" }
            let occurrence = seen[name, default: 0]
            seen[name] = occurrence + 1
            if occurrence > 0 { name += "[\(occurrence)]" }
            let path = prefix + name
            let text = tree.text(of: child)
            let start = facts.count
            facts.append((path, text.isEmpty ? element.name : text))
            for attribute in element.attributes where attribute.name != "key" {
                facts.append((path + "." + attribute.name, attribute.value))
            }
            appendChildren(of: child, prefix: path + ".", in: tree, objectNodes: objectNodes, to: &facts)
            // A container whose content is all compared elsewhere (a `<variation>` holding only
            // masks) says nothing by being there.
            if facts.count == start + 1, !element.children.isEmpty, text.isEmpty { facts.removeLast() }
        }
    }
}
