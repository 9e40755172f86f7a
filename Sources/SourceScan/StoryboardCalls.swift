#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A call that looks a storyboard's controller or segue, or an IB document's cell, up by a
/// string the code spells out: `instantiateViewController(withIdentifier: "Detail")`,
/// `performSegue(withIdentifier: "showDetail", sender: self)`,
/// `dequeueReusableCell(withIdentifier: "Row", for: indexPath)`,
/// `dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)`,
/// and their Objective-C and AppKit forms. UIKit and AppKit raise an exception when the
/// storyboard has no such Storyboard ID or segue, and when no prototype or registration gives a
/// cell or reusable view that reuse identifier.
public struct StoryboardCall: Sendable, Hashable, Codable {
    /// What the identifier names.
    public enum Kind: Int, Sendable, Hashable, Codable {
        /// A controller's Storyboard ID (`storyboardIdentifier`), which
        /// `instantiateViewController(withIdentifier:)` and its kin instantiate.
        case storyboardID
        /// A segue's identifier, which `performSegue(withIdentifier:sender:)` performs.
        case segue
        /// A table or collection view cell's reuse identifier, which
        /// `dequeueReusableCell(withIdentifier:for:)` and
        /// `dequeueReusableCell(withReuseIdentifier:for:)` dequeue (the forms that raise, not
        /// the one that returns nil).
        case cellReuseIdentifier
        /// A collection view's supplementary view's reuse identifier (a section header or
        /// footer), which `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`
        /// dequeues.
        case supplementaryViewReuseIdentifier

        /// Whether the identifier is a reuse identifier, of a cell or a supplementary view.
        public var isReuseIdentifier: Bool { self == .cellReuseIdentifier || self == .supplementaryViewReuseIdentifier }
    }

    /// Whether the identifier is a Storyboard ID, a segue's, a cell's or a supplementary view's.
    public var kind: Kind
    /// The string literal's contents, as written (no escapes decoded: an identifier with a
    /// backslash is not recorded); when `namesConstant`, the constant's name.
    public var identifier: String
    /// Whether the call passes a constant rather than a literal (`cellID`, `Self.cellID`,
    /// `RowCell.identifier`; `identifier` is then its name, without the type before it), whose
    /// value the checks look up in the sources.
    public var namesConstant: Bool
    /// The storyboard the call is made on, when the code names it in a literal on the receiver
    /// itself or on the variable the receiver is (`UIStoryboard(name: "Main", bundle: nil)`,
    /// `[UIStoryboard storyboardWithName:@"Main" bundle:nil]`); nil when it does not (a
    /// controller's own `storyboard`, and any cell's call).
    public var storyboardName: String?
    /// Where the method's name starts.
    public var location: SourceLocation

    /// A call from its parts.
    public init(kind: Kind, identifier: String, namesConstant: Bool = false, storyboardName: String?, location: SourceLocation) {
        self.kind = kind
        self.identifier = identifier
        self.namesConstant = namesConstant
        self.storyboardName = storyboardName
        self.location = location
    }
}

/// Finds `StoryboardCall`s in a source's bytes. Not part of the declaration scanners, which
/// skim code bodies without lexing them (`TokenStream`): the calls' method names are searched
/// for in the bytes (`forEachFirstWord`), and only what surrounds each hit is read. A hit in a comment or in a
/// string literal is not a call; an identifier that is neither a literal nor a name (an
/// expression, an interpolation) is not recorded.
enum StoryboardCallScanner {
    /// A method name the search looks for and what its identifier names.
    private struct Form {
        /// From the first word the search finds to the identifier argument. Swift: the argument
        /// follows `(label:`; Objective-C: the name ends with the label and `:`.
        let name: [UInt8]
        let kind: StoryboardCall.Kind
        /// The identifier's label when an argument comes between the name and the identifier
        /// (a supplementary view's kind): that argument is passed, then this label.
        var label: [UInt8]? = nil
        /// What must follow the identifier, each word after optional blanks: the dequeuing
        /// methods' index path argument, without which the method returns nil instead of raising.
        var then: [[UInt8]] = []
    }
    /// The dequeuing methods' index path argument after the identifier, `, for:`.
    private static let swiftIndexPath = [Array(",".utf8), Array("for".utf8), Array(":".utf8)]
    private static let swiftForms: [Form] = [
        Form(name: Array("instantiateViewController(withIdentifier:".utf8), kind: .storyboardID),
        Form(name: Array("instantiateViewController(identifier:".utf8), kind: .storyboardID),
        Form(name: Array("instantiateController(withIdentifier:".utf8), kind: .storyboardID),
        Form(name: Array("performSegue(withIdentifier:".utf8), kind: .segue),
        Form(name: Array("dequeueReusableCell(withIdentifier:".utf8), kind: .cellReuseIdentifier, then: swiftIndexPath),
        Form(name: Array("dequeueReusableCell(withReuseIdentifier:".utf8), kind: .cellReuseIdentifier, then: swiftIndexPath),
        Form(name: Array("dequeueReusableSupplementaryView(ofKind:".utf8), kind: .supplementaryViewReuseIdentifier,
             label: Array("withReuseIdentifier:".utf8), then: swiftIndexPath),
    ]
    private static let objcForms: [Form] = [
        Form(name: Array("instantiateViewControllerWithIdentifier:".utf8), kind: .storyboardID),
        Form(name: Array("instantiateControllerWithIdentifier:".utf8), kind: .storyboardID),
        Form(name: Array("performSegueWithIdentifier:".utf8), kind: .segue),
        Form(name: Array("dequeueReusableCellWithIdentifier:".utf8), kind: .cellReuseIdentifier, then: [Array("forIndexPath:".utf8)]),
        Form(name: Array("dequeueReusableCellWithReuseIdentifier:".utf8), kind: .cellReuseIdentifier, then: [Array("forIndexPath:".utf8)]),
        Form(name: Array("dequeueReusableSupplementaryViewOfKind:".utf8), kind: .supplementaryViewReuseIdentifier,
             label: Array("withReuseIdentifier:".utf8), then: [Array("forIndexPath:".utf8)]),
    ]
    /// The words the forms start with.
    private static let firstWords: [[UInt8]] = [Array("instantiate".utf8), Array("performSegue".utf8), Array("dequeueReusable".utf8)]

    static func calls(in bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, path: String) -> [StoryboardCall] {
        guard language != .python else { return [] }
        let forms = language == .swift ? swiftForms : objcForms
        var calls: [StoryboardCall] = []
        var comments = CommentTracker(bytes: bytes, swift: language == .swift)
        var lines = LineCounter(bytes: bytes)
        forEachFirstWord(in: bytes) { position in
            guard position == 0 || !isIdentifierContinuation(bytes[position - 1]),
                  let (form, argument) = forms.lazy.compactMap({ form in end(of: form.name, in: bytes, at: position).map { (form, $0) } }).first
            else { return }
            let objectiveC = language == .objectiveC
            var reader = LiteralReader(bytes: bytes, position: argument)
            guard form.label.map({ reader.skipArgument(objectiveC: objectiveC) && reader.skip($0) }) ?? true else { return }
            let start = reader.position
            var identifier = reader.argumentLiteral(objectiveC: objectiveC), namesConstant = false
            if identifier == nil {
                reader.position = start
                identifier = reader.constantName(objectiveC: objectiveC)
                namesConstant = true
            }
            guard let identifier, form.then.allSatisfy({ reader.skip($0) }), !comments.isInCommentOrString(position),
                  !(objectiveC && isInTryBlock(bytes, position)) else { return }
            let receiver = ReceiverReader(bytes: bytes, objectiveC: objectiveC)
            calls.append(StoryboardCall(kind: form.kind, identifier: identifier, namesConstant: namesConstant,
                                        storyboardName: form.kind.isReuseIdentifier ? nil : receiver.storyboardName(before: position),
                                        location: lines.location(of: position, path: path)))
        }
        return calls
    }

    /// How far back an enclosing `@try` block's opening is looked for: a long method's length.
    private static let tryBlockReach = 8192

    /// Whether `position` is inside an Objective-C `@try` block, whose `@catch` catches the
    /// exception the call raises (a first run: a reveal controller's optional segues, each
    /// performed in `@try { … } @catch (NSException *e) {}`, in three apps that embed it). Read
    /// backward over braces, within `tryBlockReach`.
    private static func isInTryBlock(_ bytes: UnsafeBufferPointer<UInt8>, _ position: Int) -> Bool {
        let keyword = Array("@try".utf8)
        var depth = 0, index = position
        let limit = max(0, position - tryBlockReach)
        while index > limit {
            index -= 1
            if bytes[index] == UInt8(ascii: "}") {
                depth += 1
            } else if bytes[index] == UInt8(ascii: "{") {
                guard depth == 0 else { depth -= 1; continue }
                var end = index
                while end > 0, ByteText.isBlank(bytes[end - 1]) { end -= 1 }
                if end >= keyword.count, bytes[(end - keyword.count)..<end].elementsEqual(keyword) { return true }
            }
        }
        return false
    }

    /// Calls `body` with each position where a first word starts, in order. Sixteen positions
    /// at a time, each tested on three of its word's bytes (`instantiate`: i, i, e at 0, 7 and
    /// 10; `performSegue`: p, S, e at 0, 7 and 11; `dequeueReusable`: d, R, s at 0, 7 and 10),
    /// and only those that pass compared whole:
    /// the search passes over every byte of an app's sources, and a byte-by-byte compare, or
    /// `memchr` for a first letter this common, would cost as much as the declarations' scan.
    private static func forEachFirstWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Int) -> Void) {
        func check(_ position: Int) {
            for word in firstWords where position + word.count <= bytes.count
                && bytes[position] == word[0] && bytes[position..<position + word.count].elementsEqual(word) {
                body(position)
            }
        }
        var index = 0
        if let base = bytes.baseAddress.map(UnsafeRawPointer.init) {
            let (i, e, p, S) = (SIMD16<UInt8>(repeating: UInt8(ascii: "i")), SIMD16<UInt8>(repeating: UInt8(ascii: "e")),
                                SIMD16<UInt8>(repeating: UInt8(ascii: "p")), SIMD16<UInt8>(repeating: UInt8(ascii: "S")))
            let (d, R, s) = (SIMD16<UInt8>(repeating: UInt8(ascii: "d")), SIMD16<UInt8>(repeating: UInt8(ascii: "R")),
                             SIMD16<UInt8>(repeating: UInt8(ascii: "s")))
            while index + 16 + 11 <= bytes.count {
                let at0 = base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)
                let at7 = base.loadUnaligned(fromByteOffset: index + 7, as: SIMD16<UInt8>.self)
                let (instantiate, performSegue, dequeue) = (at0 .== i .& at7 .== i, at0 .== p .& at7 .== S, at0 .== d .& at7 .== R)
                // Most blocks stop here; the third byte is loaded for the few that pass.
                if (instantiate .| performSegue .| dequeue).hasAnyLane {
                    let at10 = base.loadUnaligned(fromByteOffset: index + 10, as: SIMD16<UInt8>.self)
                    let at11 = base.loadUnaligned(fromByteOffset: index + 11, as: SIMD16<UInt8>.self)
                    let hits = (instantiate .& at10 .== e) .| (performSegue .& at11 .== e) .| (dequeue .& at10 .== s)
                    if hits.hasAnyLane {
                        for lane in 0..<16 where hits[lane] { check(index + lane) }
                    }
                }
                index += 16
            }
        }
        while index < bytes.count {
            check(index)
            index += 1
        }
    }

    /// Where `pattern` ends when it is at `position`: blanks may follow its `(`, and a space in
    /// it stands for one or more blanks.
    static func end(of pattern: [UInt8], in bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Int? {
        var index = position
        for byte in pattern {
            if byte == UInt8(ascii: " ") {
                guard index < bytes.count, ByteText.isBlank(bytes[index]) else { return nil }
                while index < bytes.count, ByteText.isBlank(bytes[index]) { index += 1 }
                continue
            }
            guard index < bytes.count, bytes[index] == byte else { return nil }
            index += 1
            if byte == UInt8(ascii: "(") { while index < bytes.count, ByteText.isBlank(bytes[index]) { index += 1 } }
        }
        return index
    }
}

/// The lines and columns of positions asked in increasing order, each line break counted once.
private struct LineCounter {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The first position not yet counted, the line it is on and where that line starts.
    private var index = 0, line = 1, lineStart = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func location(of position: Int, path: String) -> SourceLocation {
        while index < position, let next = memchr(bytes.baseAddress! + index, Int32(UInt8(ascii: "\n")), position - index) {
            index = bytes.baseAddress!.distance(to: next.assumingMemoryBound(to: UInt8.self)) + 1
            line += 1
            lineStart = index
        }
        index = position
        return SourceLocation(file: path, line: line, column: position - lineStart + 1)
    }
}

/// Tells whether positions, asked in increasing order, are in a comment (`//`, `/* */`, nested
/// in Swift) or a string literal (to its closing quote or its line's end; a Swift multi-line
/// literal to its closing `"""`), reading the file forward once from its start: only files
/// with a call are read so.
private struct CommentTracker {
    let bytes: UnsafeBufferPointer<UInt8>
    /// Whether `"""` opens a multi-line literal (Swift), not an empty one and another.
    let swift: Bool
    private var index = 0
    private var blockDepth = 0
    /// The last comment or literal passed, which a later position may still be in.
    private var passed = 0..<0

    init(bytes: UnsafeBufferPointer<UInt8>, swift: Bool) {
        self.bytes = bytes
        self.swift = swift
    }

    private static let inCode = SIMD4<UInt8>(UInt8(ascii: "/"), UInt8(ascii: "\""), UInt8(ascii: "/"), UInt8(ascii: "\""))
    private static let inBlock = SIMD4<UInt8>(UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "*"))

    private func byte(_ at: Int) -> UInt8 { at < bytes.count ? bytes[at] : 0 }

    mutating func isInCommentOrString(_ position: Int) -> Bool {
        let (slash, star, quote, newline) = (UInt8(ascii: "/"), UInt8(ascii: "*"), UInt8(ascii: "\""), UInt8(ascii: "\n"))
        while index < position {
            // Straight to the next byte that may start or end a comment or literal (the
            // lexer's vector search).
            index = min(bytes.firstIndex(ofAnyOf: blockDepth > 0 ? Self.inBlock : Self.inCode, from: index), position)
            guard index < position else { break }
            let current = bytes[index], next = byte(index + 1)
            if blockDepth > 0 {
                if current == star, next == slash { blockDepth -= 1; index += 2 } else if current == slash, next == star { blockDepth += 1; index += 2 } else { index += 1 }
                continue
            }
            if current == slash, next == star {
                blockDepth = 1
                index += 2
            } else if swift, current == quote, next == quote, byte(index + 2) == quote {
                passed = index..<multiLineLiteralEnd(from: index + 3)
                index = passed.upperBound
            } else if current == slash, next == slash || current == quote {
                var end = index + 1
                while end < bytes.count, bytes[end] != newline {
                    if current == quote, bytes[end] == UInt8(ascii: "\\") { end += 2; continue }
                    if current == quote, bytes[end] == quote { break }
                    end += 1
                }
                passed = index..<min(end + 1, bytes.count)
                index = passed.upperBound
            } else {
                index += 1
            }
        }
        return blockDepth > 0 || passed.contains(position)
    }

    /// Where a multi-line literal whose text starts at `start` ends: after its closing `"""`
    /// (escapes passed), or at the file's end.
    private func multiLineLiteralEnd(from start: Int) -> Int {
        let quote = UInt8(ascii: "\"")
        var end = start
        while end < bytes.count {
            if bytes[end] == UInt8(ascii: "\\") { end += 2; continue }
            if bytes[end] == quote, byte(end + 1) == quote, byte(end + 2) == quote { return end + 3 }
            end += 1
        }
        return bytes.count
    }
}

/// Reads a string literal forward from a position.
private struct LiteralReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position: Int

    private mutating func skipBlanks() {
        while position < bytes.count, ByteText.isBlank(bytes[position]) { position += 1 }
    }

    /// A plain literal's contents: `"…"` in Swift, `@"…"` in Objective-C, on one line, without
    /// a backslash (an escape or an interpolation).
    mutating func literal(objectiveC: Bool) -> String? {
        skipBlanks()
        if objectiveC {
            guard position < bytes.count, bytes[position] == UInt8(ascii: "@") else { return nil }
            position += 1
        }
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        let start = position + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            if bytes[end] == UInt8(ascii: "\\") || bytes[end] == UInt8(ascii: "\n") { return nil }
            end += 1
        }
        guard end < bytes.count, end > start else { return nil }
        position = end + 1
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }

    /// Passes one argument that is not read: in Swift to the comma that ends it, in
    /// Objective-C to the blank after it (brackets, parentheses and a literal passed whole, within
    /// a line's length). False (the position anywhere) when the call's arguments end first.
    mutating func skipArgument(objectiveC: Bool) -> Bool {
        skipBlanks()
        var depth = 0
        let limit = min(bytes.count, position + 256), start = position
        while position < limit {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                guard depth > 0 else { return false }
                depth -= 1
            case UInt8(ascii: "\""):
                guard let end = bytes[(position + 1)..<limit].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\n") }),
                      bytes[end] == UInt8(ascii: "\"") else { return false }
                position = end
            case UInt8(ascii: ";"):
                return false
            case UInt8(ascii: ","):
                guard depth > 0 else {
                    position += 1
                    return !objectiveC && position > start + 1
                }
            default:
                if objectiveC, depth == 0, position > start, ByteText.isBlank(byte) { return true }
            }
            position += 1
        }
        return false
    }

    /// A constant's name: an identifier, in Swift after at most two qualifiers (`cellID`,
    /// `Self.cellID`, `RowCell.identifier`, `Rows.Cell.identifier`), the last one returned.
    mutating func constantName(objectiveC: Bool) -> String? {
        skipBlanks()
        var name: Range<Int>?
        for _ in 0..<(objectiveC ? 1 : 3) {
            let start = position
            guard position < bytes.count, isIdentifierStart(bytes[position]), bytes[position] != UInt8(ascii: "$") else { return nil }
            while position < bytes.count, isIdentifierContinuation(bytes[position]) { position += 1 }
            name = start..<position
            guard !objectiveC, position < bytes.count, bytes[position] == UInt8(ascii: ".") else { break }
            position += 1
        }
        guard let name, position == name.upperBound else { return nil }
        // The argument is the name alone: a Swift argument ends at `,` or `)`, an Objective-C one
        // at `]` or the next part of the selector.
        var next = position
        while next < bytes.count, ByteText.isBlank(bytes[next]) { next += 1 }
        guard next < bytes.count else { return nil }
        let end = bytes[next]
        guard objectiveC ? end == UInt8(ascii: "]") || (next > position && isIdentifierStart(end))
                         : end == UInt8(ascii: ",") || end == UInt8(ascii: ")") else { return nil }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[name]), as: UTF8.self)
    }

    /// Passes blanks and then `word`; false (the position anywhere) when `word` does not follow.
    mutating func skip(_ word: [UInt8]) -> Bool {
        skipBlanks()
        guard let end = StoryboardCallScanner.end(of: word, in: bytes, at: position) else { return false }
        position = end
        return true
    }

    /// The identifier argument: a literal, or in Swift a literal wrapped in a type's
    /// initialiser (`NSStoryboard.SceneIdentifier("Prefs")`, `NSStoryboardSegue.Identifier(rawValue: "show")`).
    mutating func argumentLiteral(objectiveC: Bool) -> String? {
        let start = position
        if let text = literal(objectiveC: objectiveC) { return text }
        guard !objectiveC else { return nil }
        position = start
        skipBlanks()
        while position < bytes.count, isIdentifierContinuation(bytes[position]) || bytes[position] == UInt8(ascii: ".") { position += 1 }
        guard position > start, position < bytes.count, bytes[position] == UInt8(ascii: "(") else { return nil }
        position += 1
        skipBlanks()
        let label = Array("rawValue:".utf8)
        if position + label.count <= bytes.count, bytes[position..<position + label.count].elementsEqual(label) { position += label.count }
        guard let text = literal(objectiveC: false) else { return nil }
        skipBlanks()
        return position < bytes.count && bytes[position] == UInt8(ascii: ")") ? text : nil
    }
}

/// Reads the receiver of a call backward from the method's name, for the storyboard it names.
private struct ReceiverReader {
    let bytes: UnsafeBufferPointer<UInt8>
    let objectiveC: Bool
    /// How far back a variable's assignment is looked for: a function's length.
    private static let assignmentReach = 4096

    /// The storyboard name the receiver spells, itself or through the variable it is.
    func storyboardName(before position: Int) -> String? {
        var index = position
        func skipBlanksBackward() { while index > 0, ByteText.isBlank(bytes[index - 1]) { index -= 1 } }
        skipBlanksBackward()
        if !objectiveC {
            guard index > 0, bytes[index - 1] == UInt8(ascii: ".") else { return nil }
            index -= 1
            while index > 0, bytes[index - 1] == UInt8(ascii: "?") || bytes[index - 1] == UInt8(ascii: "!") { index -= 1 }
            skipBlanksBackward()
        }
        guard index > 0 else { return nil }
        let closer = bytes[index - 1]
        if closer == (objectiveC ? UInt8(ascii: "]") : UInt8(ascii: ")")) {
            guard let opener = matchingOpener(ofCloserBefore: index) else { return nil }
            // Swift: the type's name before `(`; Objective-C: the message after `[`.
            return objectiveC ? constructedName(from: opener + 1) : constructedName(from: typeNameStart(before: opener))
        }
        var start = index
        while start > 0, isIdentifierContinuation(bytes[start - 1]) { start -= 1 }
        // A member (`self.storyboard`, `[self.storyboard …]`) is no local variable: a first run
        // took a controller's own storyboard for a local of that name in another method.
        guard start < index, start == 0 || bytes[start - 1] != UInt8(ascii: ".") else { return nil }
        return storyboardName(assignedTo: Array(bytes[start..<index]), before: start)
    }

    /// The position of the bracket that opens the group whose closer is just before `end`.
    private func matchingOpener(ofCloserBefore end: Int) -> Int? {
        let closer = bytes[end - 1], opener = closer == UInt8(ascii: "]") ? UInt8(ascii: "[") : UInt8(ascii: "(")
        var depth = 0, index = end - 1
        let limit = max(0, end - 512)
        while index >= limit {
            if bytes[index] == closer { depth += 1 } else if bytes[index] == opener {
                depth -= 1
                if depth == 0 { return index }
            }
            index -= 1
        }
        return nil
    }

    private func typeNameStart(before opener: Int) -> Int {
        var start = opener
        while start > 0, isIdentifierContinuation(bytes[start - 1]) { start -= 1 }
        return start
    }

    /// The name in a storyboard's construction at `start`: `UIStoryboard(name: "Main"` (or
    /// `NSStoryboard`), `UIStoryboard storyboardWithName:@"Main"`.
    private func constructedName(from start: Int) -> String? {
        for type in ["UIStoryboard", "NSStoryboard"] {
            let head = Array((objectiveC ? type + " storyboardWithName:" : type + "(name:").utf8)
            guard let end = StoryboardCallScanner.end(of: head, in: bytes, at: start) else { continue }
            var reader = LiteralReader(bytes: bytes, position: end)
            return reader.literal(objectiveC: objectiveC)
        }
        return nil
    }

    /// The storyboard `variable` was last assigned before `position`, within `assignmentReach`
    /// and the same function or method: `let board = UIStoryboard(name: "Main", bundle: nil)`,
    /// `board = [UIStoryboard …]`.
    private func storyboardName(assignedTo variable: [UInt8], before position: Int) -> String? {
        var end = position
        let limit = max(functionStart(before: position), position - Self.assignmentReach)
        while end > limit {
            guard let start = lastIndex(of: variable, before: end, notBefore: limit) else { return nil }
            end = start
            guard start == 0 || !isIdentifierContinuation(bytes[start - 1]) else { continue }
            var index = start + variable.count
            guard index < bytes.count, !isIdentifierContinuation(bytes[index]) else { continue }
            // `: UIStoryboard` between the name and `=`.
            while index < bytes.count, bytes[index] != UInt8(ascii: "="), bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: ";"),
                  bytes[index] != UInt8(ascii: "."), bytes[index] != UInt8(ascii: ")") { index += 1 }
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "="), bytes[index + 1] != UInt8(ascii: "=") else { continue }
            index += 1
            while index < bytes.count, ByteText.isBlank(bytes[index]) { index += 1 }
            if objectiveC {
                guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
                index += 1
            }
            return constructedName(from: index)
        }
        return nil
    }

    /// Where the function or method around `position` starts, as far as a line tells: the last
    /// line before it that starts (after blanks and modifiers) a Swift `func` or an
    /// Objective-C method (`-` or `+` first); 0 when none does.
    private func functionStart(before position: Int) -> Int {
        let swiftFunction = Array("func ".utf8)
        var lineEnd = position
        while lineEnd > 0 {
            var lineStart = lineEnd - 1
            while lineStart > 0, bytes[lineStart - 1] != UInt8(ascii: "\n") { lineStart -= 1 }
            var first = lineStart
            while first < lineEnd, ByteText.isBlank(bytes[first]) { first += 1 }
            if objectiveC {
                if first < lineEnd, bytes[first] == UInt8(ascii: "-") || bytes[first] == UInt8(ascii: "+") { return lineStart }
            } else if lastIndex(of: swiftFunction, before: lineEnd, notBefore: first) != nil {
                return lineStart
            }
            lineEnd = lineStart
        }
        return 0
    }

    private func lastIndex(of pattern: [UInt8], before end: Int, notBefore limit: Int) -> Int? {
        var index = end - pattern.count
        while index >= limit {
            if bytes[index] == pattern[0], bytes[index..<index + pattern.count].elementsEqual(pattern) { return index }
            index -= 1
        }
        return nil
    }
}
