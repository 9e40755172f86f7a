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

    /// Facts in document order; values are exactly as written. Child elements named in
    /// `skipping` are left out with everything below them.
    static func facts(of node: NodeIndex, in tree: XMLTree, objectNodes: Set<NodeIndex>,
                      skipping: Set<String> = []) -> [(path: String, value: String)] {
        var facts: [(String, String)] = []
        for attribute in tree[node].attributes where attribute.name != "id" {
            facts.append((attribute.name, attribute.value))
        }
        appendChildren(of: node, prefix: "", in: tree, objectNodes: objectNodes, skipping: skipping, to: &facts)
        return facts
    }

    /// Whether two elements have the same facts, without building them: the same attributes
    /// in the same order and the same non-object content. The fast path of the comparison
    /// (most objects of two versions are identical); false does not mean the facts differ.
    static func haveIdenticalContent(_ a: NodeIndex, in treeA: XMLTree, objectNodesA: Set<NodeIndex>,
                                     _ b: NodeIndex, in treeB: XMLTree, objectNodesB: Set<NodeIndex>) -> Bool {
        let x = treeA[a]
        let y = treeB[b]
        guard x.name == y.name, x.attributes == y.attributes, treeA.text(of: a) == treeB.text(of: b) else { return false }
        let xs = x.children.filter { !objectNodesA.contains($0) }
        let ys = y.children.filter { !objectNodesB.contains($0) }
        guard xs.count == ys.count else { return false }
        return zip(xs, ys).allSatisfy { haveIdenticalContent($0, in: treeA, objectNodesA: objectNodesA, $1, in: treeB, objectNodesB: objectNodesB) }
    }

    private static func appendChildren(of node: NodeIndex, prefix: String, in tree: XMLTree, objectNodes: Set<NodeIndex>,
                                       skipping: Set<String> = [], to facts: inout [(String, String)]) {
        var seen: [String: Int] = [:]
        for child in tree[node].children where !objectNodes.contains(child) {
            let element = tree[child]
            if excludedElements.contains(element.name) || skipping.contains(element.name) { continue }
            let key = element[attribute: "key"]
            if let key, excludedKeys.contains(key), prefix.isEmpty { continue }
            var name = key ?? element.name
            if element.name == "variation", let variant = key { name = "variation[\(variant)]" }
            let occurrence = seen[name, default: 0]
            seen[name] = occurrence + 1
            if occurrence > 0 { name += "[\(occurrence)]" }
            let path = prefix + name
            let text = tree.string(of: child)
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
