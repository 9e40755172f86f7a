/// Reads the PyObjC classes of a Python file: Mac apps written in Python define their
/// controllers and views as Python subclasses of Objective-C classes, which nibs name like any
/// other (a first run: 426 such classes of one app reported declared nowhere, 15 of its actions
/// missing). Only a file that imports PyObjC (`objc`, `AppKit`, `Foundation`, `Cocoa`,
/// `PyObjCTools`) is read: elsewhere a Python class is a script's, not the runtime's.
///
/// Line by line, by indentation, as Python nests:
/// - `class Name(Base, …):` declares `Name` with its first base as its superclass (a module
///   prefix dropped, `AppKit.NSView` → `NSView`); a base written as a call or anything but a
///   dotted name is kept as written, so the class's chain leaves the sources there;
/// - each `def name(self, …)` in a class's body (not nested in a method) is an instance method whose selector PyObjC
///   spells with a colon for each underscore (`tableView_objectValueForTableColumn_row_` →
///   `tableView:objectValueForTableColumn:row:`; `awakeFromNib` → `awakeFromNib`), and an
///   action when decorated `@IBAction` or `@objc.IBAction`;
/// - key-value coding sets any attribute of a Python instance, so a class takes an outlet of
///   any name (`DeclaredType.acceptsAnyKey`).
/// Comments, strings and triple-quoted strings are skipped; nothing else of Python is read.
struct PythonDeclarationScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    private(set) var types: [DeclaredType] = []

    init(bytes: UnsafeBufferPointer<UInt8>, path: String) {
        self.bytes = bytes
        self.path = path
    }

    /// The words whose import makes a file a PyObjC one.
    private static let markers = ["import objc", "from objc", "AppKit", "Foundation", "Cocoa", "PyObjCTools"].map { Array($0.utf8) }

    mutating func scan() {
        guard Self.markers.contains(where: contains) else { return }
        // The classes whose bodies hold the current line: the indentation of the `class` line,
        // the index in `types`, and the indentation of the body's statements once seen (a
        // `def` deeper than that is a function nested in a method, not a method).
        var open: [(indent: Int, type: Int, body: Int?)] = []
        var decoratedAsAction = false
        var tripleQuote: UInt8?
        var lineStart = 0, lineNumber = 0
        while lineStart < bytes.count {
            lineNumber += 1
            var lineEnd = lineStart
            while lineEnd < bytes.count && bytes[lineEnd] != 0x0A { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            // Inside a triple-quoted string: only its end matters.
            if let quote = tripleQuote {
                if findTriple(quote, in: lineStart..<lineEnd) != nil { tripleQuote = nil }
                continue
            }
            var position = lineStart, indent = 0
            while position < lineEnd, bytes[position] == 0x20 || bytes[position] == 0x09 {
                indent += bytes[position] == 0x09 ? 8 - indent % 8 : 1
                position += 1
            }
            guard position < lineEnd, bytes[position] != UInt8(ascii: "#"), bytes[position] != 0x0D else { continue }
            tripleQuote = opensTripleQuote(in: position..<lineEnd)
            while let last = open.last, last.indent >= indent { open.removeLast() }
            if let last = open.indices.last, open[last].body == nil { open[last].body = indent }
            let column = position - lineStart + 1
            if bytes[position] == UInt8(ascii: "@") {
                decoratedAsAction = decoratedAsAction || contains(Array("IBAction".utf8), in: position..<lineEnd)
                continue
            }
            defer { decoratedAsAction = false }
            if let name = word(after: "class", at: position, end: lineEnd) {
                var type = DeclaredType(name: name.text, qualifiedName: name.text, kind: .class,
                                        location: SourceLocation(file: path, line: lineNumber, column: column))
                type.objcName = name.text
                type.acceptsAnyKey = true
                if let base = firstBase(from: name.end, end: lineEnd) {
                    type.superclass = base
                    type.inheritance = [base]
                }
                types.append(type)
                open.append((indent, types.count - 1, nil))
            } else if let name = word(after: "def", at: position, end: lineEnd), let owner = open.last, owner.body == indent {
                let selector = String(name.text.map { $0 == "_" ? ":" : $0 })
                types[owner.type].spelledSelectors.insert(selector)
                if decoratedAsAction {
                    let parameterCount = selector.filter { $0 == ":" }.count
                    types[owner.type].actions.append(DeclaredAction(
                        name: String(name.text.prefix { $0 != "_" }), selector: selector, parameterCount: parameterCount,
                        isSegueAction: false, location: SourceLocation(file: path, line: lineNumber, column: column)))
                }
            }
        }
    }

    /// The identifier after `keyword` and a blank at `position`, and where it ends.
    private func word(after keyword: StaticString, at position: Int, end: Int) -> (text: String, end: Int)? {
        let length = keyword.utf8CodeUnitCount
        guard position + length < end, (0..<length).allSatisfy({ bytes[position + $0] == keyword.utf8Start[$0] }),
              bytes[position + length] == 0x20 || bytes[position + length] == 0x09 else { return nil }
        var start = position + length
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        var stop = start
        while stop < end, ByteText.isIdentifier(bytes[stop]) { stop += 1 }
        guard stop > start, !(bytes[start] >= UInt8(ascii: "0") && bytes[start] <= UInt8(ascii: "9")) else { return nil }
        return (String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self), stop)
    }

    /// The first base of `class Name(Base, …)`: a dotted name without its module prefix, or
    /// the base as written when it is something else; nil without bases.
    private func firstBase(from position: Int, end: Int) -> String? {
        var start = position
        while start < end, bytes[start] == 0x20 { start += 1 }
        guard start < end, bytes[start] == UInt8(ascii: "(") else { return nil }
        start += 1
        while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
        var stop = start, depth = 0
        while stop < end {
            let byte = bytes[stop]
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { if depth == 0 { break }; depth -= 1 }
            if byte == UInt8(ascii: ","), depth == 0 { break }
            stop += 1
        }
        while stop > start, bytes[stop - 1] == 0x20 || bytes[stop - 1] == 0x09 { stop -= 1 }
        guard stop > start else { return nil }
        let written = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<stop]), as: UTF8.self)
        guard written.utf8.allSatisfy({ ByteText.isIdentifier($0) || $0 == UInt8(ascii: ".") }) else { return written }
        return String(written.split(separator: ".").last ?? Substring(written))
    }

    /// The quote of a triple-quoted string the line opens and leaves open (an odd count of
    /// `"""` or `'''` outside other strings), nil when none is left open.
    private func opensTripleQuote(in range: Range<Int>) -> UInt8? {
        var position = range.lowerBound
        var open: UInt8?
        while position < range.upperBound {
            let byte = bytes[position]
            if let quote = open {
                if isTriple(quote, at: position, end: range.upperBound) { open = nil; position += 3; continue }
            } else if byte == UInt8(ascii: "#") {
                return nil
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                if isTriple(byte, at: position, end: range.upperBound) { open = byte; position += 3; continue }
                // A one-line string: to its closing quote.
                position += 1
                while position < range.upperBound, bytes[position] != byte {
                    position += bytes[position] == UInt8(ascii: "\\") ? 2 : 1
                }
            }
            position += 1
        }
        return open
    }

    private func findTriple(_ quote: UInt8, in range: Range<Int>) -> Int? {
        range.first { isTriple(quote, at: $0, end: range.upperBound) }
    }

    private func isTriple(_ quote: UInt8, at position: Int, end: Int) -> Bool {
        position + 2 < end && bytes[position] == quote && bytes[position + 1] == quote && bytes[position + 2] == quote
    }

    /// Whether the file holds `needle` anywhere.
    private func contains(_ needle: [UInt8]) -> Bool {
        contains(needle, in: 0..<bytes.count)
    }

    private func contains(_ needle: [UInt8], in range: Range<Int>) -> Bool {
        guard let first = needle.first, range.count >= needle.count else { return false }
        var position = range.lowerBound
        while position + needle.count <= range.upperBound {
            if bytes[position] == first, (1..<needle.count).allSatisfy({ bytes[position + $0] == needle[$0] }) { return true }
            position += 1
        }
        return false
    }
}
