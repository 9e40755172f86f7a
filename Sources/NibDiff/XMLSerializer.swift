import NibModel

/// Writes an `XMLTree` back as XML text in Xcode's layout (4-space indentation, one element
/// per line, text content inline). Reading the output gives a tree with the same elements,
/// attributes, text and comments; whitespace between elements is not kept by the reader and is
/// regenerated here.
///
/// Used by tests to re-serialise a document (for instance with attributes in another order, to
/// check that such a rewrite is no semantic change). Layout never writes a document to read
/// it again: a tree made from several documents, or a root laid out at another size, is an
/// input of its own (NibLayout's `LayoutSystem(tree:)`, `LayoutAnalyzer.layout(_:rootViewID:variant:rootSize:options:)`).
public struct XMLSerializer: Sendable {
    /// The attributes to write for an element, in order. Default: as read. Tests reorder them.
    public var attributes: @Sendable (XMLElementNode) -> [XMLAttribute]

    /// A serializer writing each element's attributes as `attributes` gives them (as read, by default).
    public init(attributes: @escaping @Sendable (XMLElementNode) -> [XMLAttribute] = { $0.attributes }) {
        self.attributes = attributes
    }

    /// The whole document, with the XML declaration.
    public func serialize(_ tree: XMLTree) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        for item in tree.prolog { write(item, in: tree, level: 0, to: &out) }
        write(element: tree.root, in: tree, level: 0, to: &out)
        for item in tree.epilog { write(item, in: tree, level: 0, to: &out) }
        return out
    }

    private func write(_ item: XMLContent, in tree: XMLTree, level: Int, to out: inout String) {
        switch item {
        case .element(let index): write(element: index, in: tree, level: level, to: &out)
        case .comment(let text): out += indent(level) + "<!--" + text + "-->\n"
        case .text(let text): out += indent(level) + text.xmlEscaped + "\n"
        case .cdata(let text): out += indent(level) + "<![CDATA[" + text + "]]>\n"
        }
    }

    private func write(element index: NodeIndex, in tree: XMLTree, level: Int, to out: inout String) {
        let node = tree[index]
        out += indent(level) + "<" + node.name
        for attribute in attributes(node) {
            out += " " + attribute.name + "=\"" + attribute.value.xmlEscaped + "\""
        }
        if node.content.isEmpty {
            out += "/>\n"
            return
        }
        // Text-only content stays on the element's line, as Xcode writes `<string>` values.
        if node.children.isEmpty, node.content.allSatisfy({ if case .comment = $0 { false } else { true } }) {
            out += ">"
            for item in node.content {
                switch item {
                case .text(let text): out += text.xmlEscaped
                case .cdata(let text): out += "<![CDATA[" + text + "]]>"
                default: break
                }
            }
            out += "</" + node.name + ">\n"
            return
        }
        out += ">\n"
        for item in node.content { write(item, in: tree, level: level + 1, to: &out) }
        out += indent(level) + "</" + node.name + ">\n"
    }

    private func indent(_ level: Int) -> String { String(repeating: "    ", count: level) }
}
