// A parser for the YAML subset configuration files use.
//
// Supported: block mappings and block sequences by indentation (spaces), flow sequences and
// flow mappings (nested, across lines), plain / single-quoted / double-quoted scalars,
// comments, blank lines, and one `---` before the content.
// Rejected with a located error: anchors, aliases, tags, block scalars, complex keys,
// directives, multiple documents, tabs in indentation, duplicate keys, multi-line plain or
// quoted scalars.
//
// Invariants (the parser is fuzzed): every loop consumes input or exits; nesting deeper than
// `maximumDepth` is an error, so recursion depth is bounded; no input traps.

/// Parses the YAML subset of `.nibcheck.yml`-style configuration files.
public enum YAMLParser {
    /// Nesting deeper than this (block or flow) is rejected rather than recursed into.
    public static let maximumDepth = 100

    /// The document's root node, or nil for a document with no content (empty, or only
    /// comments and `---`).
    /// - Throws: `YAMLError` at the first construct outside the subset (anchor, alias, tag,
    ///   block scalar, complex key, directive, second document, tab indentation), at a
    ///   duplicate key, at an unterminated quoted scalar or flow collection, at an invalid
    ///   escape, at inconsistent indentation, and at nesting deeper than `maximumDepth`.
    public static func parse(_ text: String) throws(YAMLError) -> YAMLNode? {
        var parser = Parser(bytes: Array(text.utf8))
        return try parser.parseDocument()
    }
}

private struct Parser {
    let bytes: [UInt8]
    var position = 0
    var line = 1
    var lineStart = 0
    var depth = 0
    /// Indentation of the content line `position` is on, after `nextContentLine`; nil at the end.
    var lineIndent: Int?
    /// Where the document's content starts; a `---` there opens the document, anywhere
    /// later it would open a second one.
    var documentStart = Int.max

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3; lineStart = 3 } // byte order mark
    }

    // MARK: Characters

    func peek(_ offset: Int = 0) -> UInt8 {
        position + offset < bytes.count ? bytes[position + offset] : 0
    }

    var location: YAMLLocation { YAMLLocation(line: line, column: position - lineStart + 1) }

    var atEndOfLine: Bool { position >= bytes.count || isLineBreak(peek()) }

    /// Space, tab, line break or end of input.
    func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 || isLineBreak(byte) || byte == 0 }

    func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    mutating func skipInlineSpace() {
        while peek() == 0x20 || peek() == 0x09 { position += 1 }
    }

    mutating func skipToEndOfLine() {
        while !atEndOfLine { position += 1 }
    }

    mutating func consumeLineBreak() {
        if peek() == 0x0D && peek(1) == 0x0A { position += 1 }
        position += 1
        line += 1
        lineStart = position
    }

    /// After a value: only spaces and a comment may follow on the line.
    mutating func finishLine() throws(YAMLError) {
        skipInlineSpace()
        if peek() == UInt8(ascii: "#") { skipToEndOfLine() }
        guard atEndOfLine else { throw YAMLError("unexpected text after the value", at: location) }
    }

    /// Moves to the first character of the next line with content, skipping blank and
    /// comment lines; sets and returns `lineIndent`.
    @discardableResult
    mutating func nextContentLine() throws(YAMLError) -> Int? {
        if position < bytes.count && isLineBreak(peek()) { consumeLineBreak() }
        while position < bytes.count {
            while peek() == 0x20 { position += 1 }
            let indent = position - lineStart
            if peek() == 0x09 {
                let tab = location
                skipInlineSpace()
                guard atEndOfLine || peek() == UInt8(ascii: "#") else {
                    throw YAMLError("tabs are not allowed in indentation; use spaces", at: tab)
                }
            }
            if peek() == UInt8(ascii: "#") { skipToEndOfLine() }
            if atEndOfLine {
                if position < bytes.count { consumeLineBreak() }
                continue
            }
            if indent == 0 && position > documentStart {
                if isDocumentMarker("---") { throw YAMLError("multiple documents are not supported", at: location) }
                if isDocumentMarker("...") { throw YAMLError("document end markers are not supported", at: location) }
            }
            lineIndent = indent
            return indent
        }
        lineIndent = nil
        return nil
    }

    // MARK: Document

    mutating func parseDocument() throws(YAMLError) -> YAMLNode? {
        guard var indent = try nextContentLine() else { return nil }
        documentStart = position
        if peek() == UInt8(ascii: "%") { throw YAMLError("directives are not supported", at: location) }
        if isDocumentMarker("---") {
            position += 3
            skipInlineSpace()
            if !atEndOfLine && peek() != UInt8(ascii: "#") { throw YAMLError("content on the '---' line is not supported", at: location) }
            try finishLine()
            guard let next = try nextContentLine() else { return nil }
            indent = next
        }
        let root = try parseBlockNode(indent: indent)
        if lineIndent != nil { throw YAMLError("unexpected content; check the indentation", at: location) }
        return root
    }

    func isDocumentMarker(_ marker: StaticString) -> Bool {
        position == lineStart && bytes[position...].starts(with: UnsafeBufferPointer(start: marker.utf8Start, count: 3)) && isBlank(peek(3))
    }

    // MARK: Block context

    /// A node whose first character is at `position`, which is column `indent` (0-based):
    /// the start of a content line, or the content after a sequence item's `- `.
    mutating func parseBlockNode(indent: Int) throws(YAMLError) -> YAMLNode {
        try enterNesting()
        defer { depth -= 1 }
        if atSequenceItem { return try parseBlockSequence(indent: indent) }
        if atFlowCollection { return try parseValueEndingLine() }
        try rejectUnsupportedIndicator()
        let start = location
        if let key = try readMappingKey() { return try parseBlockMapping(indent: indent, firstKey: key, location: start) }
        return try parseValueEndingLine()
    }

    mutating func parseBlockMapping(indent: Int, firstKey: (String, YAMLLocation), location start: YAMLLocation) throws(YAMLError) -> YAMLNode {
        var entries: [YAMLMappingEntry] = []
        var keyLocations: [String: YAMLLocation] = [:]
        var key = firstKey
        while true {
            if let first = keyLocations[key.0] {
                throw YAMLError("duplicate key '\(key.0)' (first at \(first))", at: key.1)
            }
            keyLocations[key.0] = key.1
            entries.append(YAMLMappingEntry(key: key.0, keyLocation: key.1, value: try parseMappingValue(indent: indent)))
            guard let next = lineIndent, next >= indent else { break }
            if next > indent { throw YAMLError("unexpected indentation", at: location) }
            try rejectUnsupportedIndicator()
            guard let nextKey = try readMappingKey() else {
                throw YAMLError(peek() == UInt8(ascii: "-") ? "a sequence item where a 'key:' was expected" : "expected 'key: value'", at: location)
            }
            key = nextKey
        }
        return YAMLNode(kind: .mapping(entries), location: start)
    }

    /// The value after a block mapping key's `:` (inline, on the following more-indented
    /// lines, or a sequence at the key's own indentation), leaving `position` on the next
    /// content line.
    mutating func parseMappingValue(indent: Int) throws(YAMLError) -> YAMLNode {
        skipInlineSpace()
        if atEndOfLine || peek() == UInt8(ascii: "#") {
            let empty = YAMLNode(kind: .scalar("", .plain), location: location)
            try finishLine()
            guard let next = try nextContentLine() else { return empty }
            if next > indent { return try parseBlockNode(indent: next) }
            if next == indent && atSequenceItem { return try parseBlockSequence(indent: indent) }
            return empty
        }
        if atSequenceItem {
            throw YAMLError("a block sequence cannot start on its key's line; start it on the next line", at: location)
        }
        if atFlowCollection { return try parseValueEndingLine() }
        try rejectUnsupportedIndicator()
        let valueStart = position
        if try readMappingKey() != nil {
            position = valueStart
            throw YAMLError("a mapping cannot start on its key's line; put it on the next lines, indented", at: location)
        }
        return try parseValueEndingLine()
    }

    /// A flow collection or a scalar that must end its line; moves on to the next content line.
    mutating func parseValueEndingLine() throws(YAMLError) -> YAMLNode {
        let node = atFlowCollection ? try parseFlowNode() : try parseBlockScalar()
        try finishLine()
        try nextContentLine()
        return node
    }

    var atFlowCollection: Bool { peek() == UInt8(ascii: "[") || peek() == UInt8(ascii: "{") }

    /// `- ` (or `-` at the line end): a block sequence item.
    var atSequenceItem: Bool { peek() == UInt8(ascii: "-") && isBlank(peek(1)) }

    mutating func parseBlockSequence(indent: Int) throws(YAMLError) -> YAMLNode {
        let start = location
        var items: [YAMLNode] = []
        while true {
            position += 1 // the `-`
            skipInlineSpace()
            if atEndOfLine || peek() == UInt8(ascii: "#") {
                let empty = YAMLNode(kind: .scalar("", .plain), location: location)
                try finishLine()
                if let next = try nextContentLine(), next > indent {
                    items.append(try parseBlockNode(indent: next))
                } else {
                    items.append(empty)
                }
            } else {
                items.append(try parseBlockNode(indent: position - lineStart))
            }
            guard let next = lineIndent, next >= indent else { break }
            if next > indent { throw YAMLError("unexpected indentation", at: location) }
            guard atSequenceItem else { break }
        }
        return YAMLNode(kind: .sequence(items), location: start)
    }

    /// If the line continues with `key:` (followed by a space or the line end), consumes it
    /// through the colon; otherwise leaves `position` unchanged and returns nil.
    mutating func readMappingKey() throws(YAMLError) -> (String, YAMLLocation)? {
        let start = position, keyLocation = location
        if peek() == UInt8(ascii: "\"") || peek() == UInt8(ascii: "'") {
            let key = try parseQuotedScalar()
            skipInlineSpace()
            if peek() == UInt8(ascii: ":") && isBlank(peek(1)) {
                position += 1
                return (key.string ?? "", keyLocation)
            }
            position = start
            return nil
        }
        var end = position
        while end < bytes.count && !isLineBreak(bytes[end]) {
            if bytes[end] == UInt8(ascii: ":") && (end + 1 >= bytes.count || isBlank(bytes[end + 1])) {
                let key = trimmedText(start..<end)
                guard !key.isEmpty else { throw YAMLError("empty key", at: keyLocation) }
                position = end + 1
                return (key, keyLocation)
            }
            if bytes[end] == UInt8(ascii: "#") && end > start && isBlank(bytes[end - 1]) { return nil }
            end += 1
        }
        return nil
    }

    /// A quoted scalar, or a plain one up to a comment or the line end.
    mutating func parseBlockScalar() throws(YAMLError) -> YAMLNode {
        if peek() == UInt8(ascii: "\"") || peek() == UInt8(ascii: "'") { return try parseQuotedScalar() }
        let start = position, startLocation = location
        while !atEndOfLine && !(peek() == UInt8(ascii: "#") && position > start && isBlank(bytes[position - 1])) { position += 1 }
        return YAMLNode(kind: .scalar(trimmedText(start..<position), .plain), location: startLocation)
    }

    // MARK: Flow context

    mutating func parseFlowNode() throws(YAMLError) -> YAMLNode {
        try enterNesting()
        defer { depth -= 1 }
        switch peek() {
        case UInt8(ascii: "["): return try parseFlowSequence()
        case UInt8(ascii: "{"): return try parseFlowMapping()
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return try parseQuotedScalar()
        default:
            try rejectUnsupportedIndicator()
            return try parseFlowPlainScalar()
        }
    }

    mutating func parseFlowSequence() throws(YAMLError) -> YAMLNode {
        let start = location
        position += 1
        var items: [YAMLNode] = []
        while true {
            try skipFlowSpace(closing: start, "]")
            if peek() == UInt8(ascii: "]") { position += 1; break }
            items.append(try parseFlowNode())
            try skipFlowSpace(closing: start, "]")
            if peek() == UInt8(ascii: ",") {
                position += 1
            } else if peek() != UInt8(ascii: "]") {
                throw YAMLError(peek() == UInt8(ascii: ":") ? "'key: value' pairs inside '[ ]' are not supported" : "expected ',' or ']'", at: location)
            }
        }
        return YAMLNode(kind: .sequence(items), location: start)
    }

    mutating func parseFlowMapping() throws(YAMLError) -> YAMLNode {
        let start = location
        position += 1
        var entries: [YAMLMappingEntry] = []
        var keyLocations: [String: YAMLLocation] = [:]
        while true {
            try skipFlowSpace(closing: start, "}")
            if peek() == UInt8(ascii: "}") { position += 1; break }
            let keyLocation = location
            if peek() == UInt8(ascii: "[") || peek() == UInt8(ascii: "{") { throw YAMLError("keys must be scalars", at: keyLocation) }
            let keyNode = try parseFlowNode()
            let key = keyNode.string ?? ""
            if let first = keyLocations[key] { throw YAMLError("duplicate key '\(key)' (first at \(first))", at: keyLocation) }
            keyLocations[key] = keyLocation
            try skipFlowSpace(closing: start, "}")
            guard peek() == UInt8(ascii: ":") else { throw YAMLError("expected ':' after the key", at: location) }
            position += 1
            try skipFlowSpace(closing: start, "}")
            let value = peek() == UInt8(ascii: ",") || peek() == UInt8(ascii: "}")
                ? YAMLNode(kind: .scalar("", .plain), location: location)
                : try parseFlowNode()
            entries.append(YAMLMappingEntry(key: key, keyLocation: keyLocation, value: value))
            try skipFlowSpace(closing: start, "}")
            if peek() == UInt8(ascii: ",") {
                position += 1
            } else if peek() != UInt8(ascii: "}") {
                throw YAMLError("expected ',' or '}'", at: location)
            }
        }
        return YAMLNode(kind: .mapping(entries), location: start)
    }

    /// Spaces, line breaks and comments inside a flow collection.
    mutating func skipFlowSpace(closing open: YAMLLocation, _ closer: Character) throws(YAMLError) {
        while position < bytes.count {
            let byte = peek()
            if byte == 0x20 || byte == 0x09 {
                position += 1
            } else if isLineBreak(byte) {
                consumeLineBreak()
            } else if byte == UInt8(ascii: "#") && (position == lineStart || isBlank(bytes[position - 1])) {
                skipToEndOfLine()
            } else {
                return
            }
        }
        throw YAMLError("missing '\(closer)' for the collection opened here", at: open)
    }

    /// A plain scalar inside a flow collection: up to `,`, a bracket, `: `, a comment or the line end.
    mutating func parseFlowPlainScalar() throws(YAMLError) -> YAMLNode {
        let start = position, startLocation = location
        while !atEndOfLine {
            let byte = peek()
            if byte == UInt8(ascii: ",") || byte == UInt8(ascii: "[") || byte == UInt8(ascii: "]") || byte == UInt8(ascii: "{") || byte == UInt8(ascii: "}") { break }
            if byte == UInt8(ascii: ":") && (isBlank(peek(1)) || [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(peek(1))) { break }
            if byte == UInt8(ascii: "#") && position > start && isBlank(bytes[position - 1]) { break }
            position += 1
        }
        let text = trimmedText(start..<position)
        guard !text.isEmpty else { throw YAMLError("expected a value", at: startLocation) }
        return YAMLNode(kind: .scalar(text, .plain), location: startLocation)
    }

    // MARK: Scalars

    /// `'…'` (`''` is a quote) or `"…"` with backslash escapes; on one line.
    mutating func parseQuotedScalar() throws(YAMLError) -> YAMLNode {
        let startLocation = location
        let quote = peek()
        let isDouble = quote == UInt8(ascii: "\"")
        position += 1
        var value: [UInt8] = []
        while true {
            guard !atEndOfLine else {
                throw YAMLError("unterminated \(isDouble ? "double" : "single")-quoted scalar (quoted scalars must end on their line)", at: startLocation)
            }
            let byte = peek()
            if byte == quote {
                if !isDouble && peek(1) == quote {
                    value.append(quote)
                    position += 2
                    continue
                }
                position += 1
                break
            }
            if isDouble && byte == UInt8(ascii: "\\") {
                try readEscape(into: &value)
            } else {
                value.append(byte)
                position += 1
            }
        }
        return YAMLNode(kind: .scalar(String(decoding: value, as: UTF8.self), isDouble ? .doubleQuoted : .singleQuoted), location: startLocation)
    }

    mutating func readEscape(into value: inout [UInt8]) throws(YAMLError) {
        let escapeLocation = location
        let code = peek(1)
        position += 2
        if let replacement = Self.simpleEscapes[code] {
            value += Array(replacement.utf8)
            return
        }
        let digits: Int
        switch code {
        case UInt8(ascii: "x"): digits = 2
        case UInt8(ascii: "u"): digits = 4
        case UInt8(ascii: "U"): digits = 8
        default: throw YAMLError("unknown escape sequence", at: escapeLocation)
        }
        guard position + digits <= bytes.count, bytes[position..<(position + digits)].allSatisfy({ Character(Unicode.Scalar($0)).isHexDigit }),
              let scalarValue = UInt32(String(decoding: bytes[position..<(position + digits)], as: UTF8.self), radix: 16),
              let scalar = Unicode.Scalar(scalarValue) else {
            throw YAMLError("invalid \\\(Character(Unicode.Scalar(code))) escape", at: escapeLocation)
        }
        position += digits
        value += Array(String(Character(scalar)).utf8)
    }

    /// Double-quoted escapes with a fixed replacement (YAML 1.2, 5.7).
    static let simpleEscapes: [UInt8: String] = [
        UInt8(ascii: "0"): "\0", UInt8(ascii: "a"): "\u{07}", UInt8(ascii: "b"): "\u{08}", UInt8(ascii: "t"): "\t", 0x09: "\t",
        UInt8(ascii: "n"): "\n", UInt8(ascii: "v"): "\u{0B}", UInt8(ascii: "f"): "\u{0C}", UInt8(ascii: "r"): "\r",
        UInt8(ascii: "e"): "\u{1B}", UInt8(ascii: " "): " ", UInt8(ascii: "\""): "\"", UInt8(ascii: "/"): "/",
        UInt8(ascii: "\\"): "\\", UInt8(ascii: "N"): "\u{85}", UInt8(ascii: "_"): "\u{A0}", UInt8(ascii: "L"): "\u{2028}",
        UInt8(ascii: "P"): "\u{2029}",
    ]

    // MARK: Limits

    /// Anchors, aliases, tags, block scalars, complex keys, directives and reserved
    /// indicators are outside the subset.
    func rejectUnsupportedIndicator() throws(YAMLError) {
        let message: String? = switch peek() {
        case UInt8(ascii: "&"): "anchors ('&') are not supported"
        case UInt8(ascii: "*"): "aliases ('*') are not supported"
        case UInt8(ascii: "!"): "tags ('!') are not supported"
        case UInt8(ascii: "|"), UInt8(ascii: ">"): "block scalars ('|', '>') are not supported; use a quoted string"
        case UInt8(ascii: "?") where isBlank(peek(1)): "complex keys ('?') are not supported"
        case UInt8(ascii: "%"): "directives ('%') are not supported"
        case UInt8(ascii: "@"), UInt8(ascii: "`"): "'\(Character(Unicode.Scalar(peek())))' cannot start a plain scalar; quote the value"
        case UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","): "unexpected '\(Character(Unicode.Scalar(peek())))'"
        default: nil
        }
        if let message { throw YAMLError(message, at: location) }
    }

    mutating func enterNesting() throws(YAMLError) {
        depth += 1
        if depth > YAMLParser.maximumDepth {
            throw YAMLError("nesting deeper than \(YAMLParser.maximumDepth) levels", at: location)
        }
    }

    func trimmedText(_ range: Range<Int>) -> String {
        var lower = range.lowerBound, upper = range.upperBound
        while lower < upper && (bytes[lower] == 0x20 || bytes[lower] == 0x09) { lower += 1 }
        while upper > lower && (bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09) { upper -= 1 }
        return String(decoding: bytes[lower..<upper], as: UTF8.self)
    }
}
