/// Builds an `XMLTree` in memory, for a document made from parts of others (a scene whose root
/// view holds content copied from component documents) without writing XML text and reading
/// it back.
///
/// Content is given in document order: `openElement`, then the element's text, CDATA and child
/// elements, then `closeElement`. Text is kept as `XMLReader` keeps it: adjacent runs are joined,
/// and a run of white space alone (indentation between elements) is dropped. So the tree built
/// from the events of some XML text is the tree the reader makes of that text, locations aside:
/// each element has the line and column it is given (for a copied element, its original's).
///
/// `XMLReader` keeps its own appends to the element table: its names come interned from
/// libxml2 and its text as bytes, and giving its events to this builder instead cost 0.6% more
/// instructions in reading the corpus to models (callgrind), even with the arguments consumed.
public struct XMLTreeBuilder: Sendable {
    private let file: String
    /// Every element opened so far, in document order.
    private var elements: [XMLElementNode] = []
    /// The elements opened and not yet closed, innermost last.
    private var open: [Int] = []
    /// Text given since the last element event, joined into one run when the next comes.
    private var pendingText = ""

    /// A builder of a tree whose locations name `file`.
    public init(file: String) {
        self.file = file
    }

    /// Opens an element in the innermost open element (or as the root); its content follows
    /// until the matching `closeElement()`. The known element and attributes are looked up from
    /// the names; `line` and `column` are where the element starts (see `XMLElementNode.line`).
    /// - Precondition: an element is open, or no element has been opened yet (one root).
    public mutating func openElement(_ name: String, attributes: [XMLAttribute], line: Int32, column: Int32) {
        precondition(!open.isEmpty || elements.isEmpty, "an XML tree has one root element")
        flushText()
        let index = elements.count
        let parent = open.last
        elements.append(XMLElementNode(name: name, attributes: attributes, parent: parent.map(NodeIndex.init),
                                       line: line, column: column))
        if let parent { elements[parent].children.append(NodeIndex(index)) }
        open.append(index)
    }

    /// Closes the innermost open element.
    /// - Precondition: an element is open.
    public mutating func closeElement() {
        precondition(!open.isEmpty, "no element is open")
        flushText()
        open.removeLast()
    }

    /// Adds character data (unescaped) to the innermost open element.
    /// - Precondition: an element is open.
    public mutating func addText(_ text: String) {
        precondition(!open.isEmpty, "text outside the root element")
        pendingText += text
    }

    /// Adds a CDATA section to the innermost open element.
    /// - Precondition: an element is open.
    public mutating func addCDATA(_ text: String) {
        precondition(!open.isEmpty, "CDATA outside the root element")
        flushText()
        append(.cdata(text))
    }

    /// The tree built.
    /// - Precondition: the root element has been opened and closed.
    public func build() -> XMLTree {
        precondition(!elements.isEmpty && open.isEmpty, "the root element is not complete")
        return XMLTree(file: file, elements: elements, prolog: [], epilog: [])
    }

    private mutating func flushText() {
        guard !pendingText.isEmpty else { return }
        if pendingText.utf8.contains(where: { !isXMLSpace($0) }) { append(.text(pendingText)) }
        pendingText = ""
    }

    private mutating func append(_ item: XMLContent) {
        let parent = open[open.count - 1]
        elements[parent].interleaved.append(InterleavedContent(position: Int32(elements[parent].children.count), content: item))
    }
}
