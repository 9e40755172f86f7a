/// The position of an element in an `XMLTree`'s element table. Stable for the tree's lifetime.
public struct NodeIndex: Hashable, Comparable, Sendable {
    public let rawValue: Int32
    /// An index from an `Int` position in the element table.
    public init(_ rawValue: Int) { self.rawValue = Int32(rawValue) }
    /// The position as an `Int`, for subscripting arrays.
    public var int: Int { Int(rawValue) }
    public static func < (a: NodeIndex, b: NodeIndex) -> Bool { a.rawValue < b.rawValue }
}

/// One attribute of an element, as written (name and unescaped value).
public struct XMLAttribute: Hashable, Sendable {
    /// The attribute's name as written (`translatesAutoresizingMaskIntoConstraints`).
    public let name: String
    /// The value with XML escapes undone.
    public let value: String
    /// The interned name, when it is one NibKit reads.
    public let known: KnownAttribute?

    /// An attribute from its name and unescaped value; `known` is looked up from the name.
    public init(name: String, value: String) {
        self.init(name: name, value: value, known: KnownAttribute.byName[name])
    }

    init(name: String, value: String, known: KnownAttribute?) {
        self.name = name
        self.value = value
        self.known = known
    }
}

/// Mixed content of an element, in document order.
public enum XMLContent: Hashable, Sendable {
    case element(NodeIndex)
    /// Character data (entities decoded). Whitespace-only runs between elements are
    /// indentation, not information, and are not kept.
    case text(String)
    case cdata(String)
    case comment(String)
}

/// A set of `KnownAttribute`s as a bit set (there are fewer than 128).
@usableFromInline
struct KnownAttributeSet: Sendable {
    @usableFromInline var low: UInt64 = 0
    @usableFromInline var high: UInt64 = 0

    @inlinable @inline(__always)
    func contains(_ attribute: KnownAttribute) -> Bool {
        let bit = attribute.rawValue
        return bit < 64 ? low & (1 << UInt64(bit)) != 0 : high & (1 << UInt64(bit - 64)) != 0
    }

    mutating func insert(_ attribute: KnownAttribute) {
        let bit = attribute.rawValue
        if bit < 64 { low |= 1 << UInt64(bit) } else { high |= 1 << UInt64(bit - 64) }
    }
}

/// Non-element content and where it sits among an element's children.
struct InterleavedContent: Sendable {
    let position: Int32
    let content: XMLContent
}

/// One element of the document: name, attributes in source order, content, and where it starts.
public struct XMLElementNode: Sendable {
    /// The element's name as written (`view`, `constraint`, `tableViewCell`).
    public let name: String
    /// The interned name, when it is one the projection branches on.
    public let known: KnownElement?
    /// The attributes in source order, values unescaped.
    public let attributes: [XMLAttribute]
    /// Which known attributes the element carries, so that asking for an absent one (most
    /// asks: a view has a dozen optional attributes and writes three) costs one bit test.
    @usableFromInline let knownAttributes: KnownAttributeSet
    /// Child elements, in order.
    public internal(set) var children: [NodeIndex]
    /// Text runs, CDATA sections and comments, each with the number of child elements before
    /// it. Kept apart from `children` because most IB elements have none: no second array.
    var interleaved: [InterleavedContent]
    /// The enclosing element; nil for the root `<document>`.
    public let parent: NodeIndex?
    /// 1-based line and UTF-8 byte column of the element's `<`.
    public let line: Int32
    /// 1-based UTF-8 byte column of the element's `<`.
    public let column: Int32

    /// Every child element, text run, CDATA section and comment, in document order.
    public var content: [XMLContent] {
        guard !interleaved.isEmpty else { return children.map(XMLContent.element) }
        var result: [XMLContent] = []
        result.reserveCapacity(children.count + interleaved.count)
        var next = 0
        for item in interleaved {
            while next < Int(item.position) { result.append(.element(children[next])); next += 1 }
            result.append(item.content)
        }
        while next < children.count { result.append(.element(children[next])); next += 1 }
        return result
    }

    /// The value of an attribute; a linear scan, since elements carry a handful.
    @inlinable
    public subscript(attribute name: String) -> String? {
        if let known = KnownAttribute.byName[name] { return self[known: known] }
        return attribute(notKnown: name)
    }

    /// `self[attribute: name]` for a name known not to be a `KnownAttribute`: the scan by
    /// name without first hashing the name to look it up among the known ones (layout reads a
    /// few such attributes of every view in every build).
    public func attribute(notKnown name: String) -> String? {
        // By index: iterating `attributes` would copy both strings of every attribute passed over.
        for i in attributes.indices where attributes[i].name == name { return attributes[i].value }
        return nil
    }

    /// The value of an attribute NibKit knows, compared by interned id. Always inlined, so that
    /// reading through `tree[i][known: …]` touches two fields instead of copying the element.
    @inlinable @inline(__always)
    public subscript(known name: KnownAttribute) -> String? {
        XMLElementNode.value(of: name, in: attributes, knownAttributes)
    }

    /// The lookup behind `[known:]`, on the two fields it needs, for readers that hold an
    /// element in place and must not copy it whole.
    @inlinable @inline(__always)
    static func value(of name: KnownAttribute, in attributes: [XMLAttribute], _ present: KnownAttributeSet) -> String? {
        guard present.contains(name) else { return nil }
        // By index: iterating `attributes` would copy (retain and release) both strings of
        // every attribute passed over.
        for i in attributes.indices where attributes[i].known == name { return attributes[i].value }
        return nil
    }
}

/// A lossless, immutable XML element tree stored as one flat table (cheap to build and share:
/// no object per node). Index 0 is the root element.
public struct XMLTree: Sendable {
    /// The path the tree was read from, as given to the reader.
    public let file: String
    /// Every element in document order (pre-order): the root at index 0, children after their parent.
    public internal(set) var elements: [XMLElementNode]
    /// Comments and processing-instruction-free content before and after the root element.
    public internal(set) var prolog: [XMLContent]
    /// Comments after the root element.
    public internal(set) var epilog: [XMLContent]

    /// The root element (`<document>`), always at index 0.
    public var root: NodeIndex { NodeIndex(0) }

    /// Borrows the element (no copy of its arrays), so `tree[i].name` costs one field read.
    @inlinable
    public subscript(_ index: NodeIndex) -> XMLElementNode {
        _read { yield elements[index.int] }
    }

    /// Where an element starts: the tree's file, the line and UTF-8 column of its `<`.
    public func location(of index: NodeIndex) -> SourceLocation {
        SourceLocation(file: file, line: Int(elements[index.int].line), column: Int(elements[index.int].column))
    }

    /// Child elements of `index` with the given element name.
    public func children(of index: NodeIndex, named name: String) -> [NodeIndex] {
        elements[index.int].children.filter { elements[$0.int].name == name }
    }

    /// The first child element with this element name and, when given, this `key` attribute.
    public func child(of index: NodeIndex, named name: String? = nil, key: String? = nil) -> NodeIndex? {
        for child in elements[index.int].children {
            if let name, elements[child.int].name != name { continue }
            if let key, elements[child.int][known: .key] != key { continue }
            return child
        }
        return nil
    }

    /// All elements below `index` in document order (not including `index`).
    public func descendants(of index: NodeIndex) -> some Sequence<NodeIndex> {
        // Elements are stored in document order, and a subtree is a contiguous range that ends
        // where the next element outside it begins.
        let start = index.int + 1
        var end = start
        while end < elements.count, isDescendant(NodeIndex(end), of: index) { end += 1 }
        return (start..<end).lazy.map(NodeIndex.init)
    }

    /// Whether `node` lies inside `ancestor` (an element is not its own descendant): walks up `node`'s parents, stopping once they come before `ancestor` in pre-order.
    public func isDescendant(_ node: NodeIndex, of ancestor: NodeIndex) -> Bool {
        var current = elements[node.int].parent
        while let index = current {
            if index == ancestor { return true }
            if index < ancestor { return false }
            current = elements[index.int].parent
        }
        return false
    }

    /// The text content directly inside an element (text and CDATA runs, joined), as written.
    public func text(of index: NodeIndex) -> String {
        var result = ""
        for item in elements[index.int].interleaved {
            switch item.content {
            case .text(let text), .cdata(let text): result += text
            default: break
            }
        }
        return result
    }

    /// The string an element holds (`<string key="title">…</string>`): its text, or, where
    /// Interface Builder wrote it `base64-UTF8="YES"`, the text that decodes to. IB writes so the
    /// strings XML cannot hold as text: white space alone (a binding's placeholder of one space,
    /// `IA`) and control characters (a menu item's Escape key equivalent, `Gw`; the corpus: 468
    /// such strings in 208 documents). Text that is no base64 of UTF-8 is returned as written.
    public func string(of index: NodeIndex) -> String {
        let written = text(of: index)
        guard elements[index.int].attribute(notKnown: "base64-UTF8") == "YES" else { return written }
        return Base64.decodedUTF8(written) ?? written
    }
}

/// Base64 as Interface Builder writes it: the standard alphabet, padding optional, line breaks
/// and blanks around it.
enum Base64 {
    /// The UTF-8 text `encoded` holds; nil when it is no base64 or the bytes are no UTF-8.
    static func decodedUTF8(_ encoded: String) -> String? {
        var bytes: [UInt8] = []
        var accumulator: UInt32 = 0, bits = 0
        for byte in encoded.utf8 {
            let value: UInt8
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = byte - UInt8(ascii: "A")
            case UInt8(ascii: "a")...UInt8(ascii: "z"): value = byte - UInt8(ascii: "a") + 26
            case UInt8(ascii: "0")...UInt8(ascii: "9"): value = byte - UInt8(ascii: "0") + 52
            case UInt8(ascii: "+"): value = 62
            case UInt8(ascii: "/"): value = 63
            case UInt8(ascii: "="), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"): continue
            default: return nil
            }
            accumulator = accumulator << 6 | UInt32(value)
            bits += 6
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8(truncatingIfNeeded: accumulator >> UInt32(bits)))
                accumulator &= (1 << UInt32(bits)) - 1
            }
        }
        // Not `String(validating:as:)`: macOS 15 only, and the package supports macOS 14.
        return bytes.withUnsafeBufferPointer { UTF8Validation.isValid($0) ? String(decoding: $0, as: UTF8.self) : nil }
    }
}
