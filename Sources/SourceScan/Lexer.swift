// A byte-level lexer for Swift and Objective-C, just precise enough for declaration scanning.
//
// Invariants (the lexer is fuzzed):
// - every loop advances `position`, and no byte is examined more than a constant number of
//   times, so lexing is linear in the input;
// - nothing is recursive: string interpolation nesting is an explicit stack;
// - malformed input (unterminated strings, comments, interpolations) produces a diagnostic
//   and a token ending where the input stops making sense, never a trap.
//
// What it keeps: identifiers (keywords included), `@name` attributes/directives, `#name` pound
// keywords, `#if`-family directives (their conditions are dropped), string literals as single
// opaque tokens, numbers, and every other byte as a one-byte punctuation token (so that `>>`
// closes two generic argument lists and `->` is `-` followed by an adjacent `>`).
//
// Lexing is driven by the scanner (`TokenStream`), a token at a time, so that code nobody
// reads (function bodies) is skimmed rather than tokenised: while skimming, the lexer reads
// the same bytes through the same functions, in the same states, but keeps only the one token
// the scanner waits for (a brace or directive, or the bracket closing a body), and runs of
// bytes that can only belong to dropped tokens are passed in one tight loop. So the tokens it
// keeps, their lines, columns and `startsLine`, and the diagnostics are those of a full lex.
struct Token {
    enum Kind: UInt8 {
        case identifier
        /// `@name`: Swift attributes, Objective-C `@interface`, `@property`, `@end`, ...
        case attribute
        /// `#name` other than a conditional directive: `#selector`, `#available`, `#Preview`.
        case poundKeyword
        case conditionalDirective
        case string
        case number
        case punctuation
    }

    enum Directive: UInt8 { case `if`, elseif, `else`, endif }

    /// `detail` of a backtick-escaped identifier, which never reads as a keyword.
    static let escapedIdentifier: UInt8 = 1

    var kind: Kind
    /// The byte for punctuation, the `Directive` raw value for conditional directives,
    /// `escapedIdentifier` for a backtick-escaped identifier.
    var detail: UInt8
    /// First token on its line.
    var startsLine: Bool
    // Offsets and positions are stored in 32 bits: a token takes 20 bytes instead of 40, and
    // the lexer writes one for about every 5 bytes of source. Sources past 2 GB are not read.
    private var storedStart: Int32
    private var storedEnd: Int32
    private var storedLine: Int32
    private var storedColumn: Int32

    /// Byte range in the file; for attributes and pound keywords it includes the `@` / `#`,
    /// for escaped identifiers it excludes the backticks.
    var start: Int { Int(storedStart) }
    var end: Int { Int(storedEnd) }
    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }

    init(kind: Kind, detail: UInt8, start: Int, end: Int, line: Int, column: Int, startsLine: Bool) {
        self.kind = kind
        self.detail = detail
        self.startsLine = startsLine
        storedStart = Int32(truncatingIfNeeded: start)
        storedEnd = Int32(truncatingIfNeeded: end)
        storedLine = Int32(truncatingIfNeeded: line)
        storedColumn = Int32(truncatingIfNeeded: column)
    }

    var directive: Directive? { kind == .conditionalDirective ? Directive(rawValue: detail) : nil }

    /// The punctuation token `character` (ASCII).
    func isPunctuation(_ character: Unicode.Scalar) -> Bool { kind == .punctuation && detail == UInt8(ascii: character) }

    /// What structures Swift code scopes, the only tokens read there: `{`, `}` and conditional
    /// directives.
    var isBraceOrDirective: Bool {
        kind == .conditionalDirective || (kind == .punctuation && (detail == UInt8(ascii: "{") || detail == UInt8(ascii: "}")))
    }

    /// +1 for `(`, `[`, `{`, -1 for their closers, 0 for anything else: all three bracket
    /// kinds count toward one depth when a group is skipped whole.
    var bracketDepthChange: Int {
        guard kind == .punctuation else { return 0 }
        switch detail {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): return 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): return -1
        default: return 0
        }
    }
}

struct Lexer {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let language: SourceLanguage
    private let path: String
    private var position = 0
    private var line = 1
    private var lineStart = 0
    private var atLineStart = true
    /// Tokens of a directive's condition (the rest of its line) are dropped.
    private var droppingRestOfLine = false
    /// The tokens so far, in storage the lexer grows itself: `Array.append` checked the
    /// array's uniqueness and capacity for every token, a tenth of the lexer's time.
    /// Deallocated by `deallocate()`.
    private(set) var storage: UnsafeMutablePointer<Token>
    private var capacity: Int
    private(set) var tokenCount = 0
    private(set) var diagnostics: [ScanDiagnostic] = []
    /// `byteClasses`, read once: a global's every use checks that it is initialised.
    private let classes = byteClasses

    /// While skimming, the one token to keep; nil when every token is kept.
    private enum Skim {
        /// The next `Token.isBraceOrDirective`.
        case braceOrDirective
        /// The bracket that brings `depth` (counted by `Token.bracketDepthChange`) to zero.
        case closer(depth: Int)
    }
    private var skim: Skim?

    init(bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, path: String) {
        self.bytes = bytes
        self.language = language
        self.path = path
        // A byte order mark (compared byte by byte: an array literal to compare with was
        // allocated for every file).
        if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF { position = 3; lineStart = 3 }
        capacity = bytes.count / 4 + 16 // about one token per five bytes in real code
        storage = .allocate(capacity: capacity)
    }

    func deallocate() { storage.deallocate() }

    /// Every byte has been read: `tokenCount` is final.
    var isAtEnd: Bool { position >= bytes.count }

    /// Lexes every token until there are more than `index` tokens or the input ends.
    mutating func lex(through index: Int) {
        let count = bytes.count
        while tokenCount <= index && position < count {
            // Identifiers and one-byte punctuation, most of the tokens scanners read, are kept
            // here, without `lexToken`'s dispatch and `emit`'s tests: nothing is skimmed while
            // lexing through, and the dropped tokens of a directive's condition take `step`.
            let current = bytes[position]
            let byteClass = classes[Int(current)]
            guard byteClass & (ByteClass.identifierStart | ByteClass.punctuationToken) != 0 && !droppingRestOfLine else {
                // So are the blanks and line ends between them, as `step` passes them.
                if byteClass & ByteClass.blank != 0 {
                    passBlanks()
                } else if current == UInt8(ascii: "\n") {
                    newline(at: position)
                    position += 1
                } else {
                    step()
                }
                continue
            }
            let start = position
            var end = start + 1
            let isIdentifier = byteClass & ByteClass.identifierStart != 0
            if isIdentifier {
                while end < count && classes[Int(bytes[end])] & ByteClass.identifierContinuation != 0 { end += 1 }
            }
            position = end
            append(Token(kind: isIdentifier ? .identifier : .punctuation, detail: isIdentifier ? 0 : current, start: start, end: end,
                         line: line, column: start - lineStart + 1, startsLine: atLineStart))
            atLineStart = false
        }
    }

    /// Skims to the next `{`, `}` or conditional directive and keeps it (nothing at the end).
    mutating func skimToBraceOrDirective() { skimToKeptToken(.braceOrDirective) }

    /// Skims to the bracket that closes a group `depth` brackets deep and keeps it (nothing at
    /// the end), counting brackets as `TokenStream.skipBalanced` does.
    mutating func skimToCloser(depth: Int) { skimToKeptToken(.closer(depth: depth)) }

    private mutating func skimToKeptToken(_ mode: Skim) {
        skim = mode
        defer { skim = nil }
        let count = bytes.count, wanted = tokenCount + 1
        // Swift code is skimmed for braces in vector runs; a Swift group (`TokenStream.skipGroups`)
        // for its closer, which such a run would pass, with the table.
        let isSwiftCode: Bool, skimmable: UInt8
        switch (language, mode) {
        case (.swift, .braceOrDirective): (isSwiftCode, skimmable) = (true, ByteClass.skimmableInSwift)
        case (.swift, .closer): (isSwiftCode, skimmable) = (false, ByteClass.skimmableInSwiftGroups)
        // (Python is not lexed: `PythonDeclarationScanner` reads its lines.)
        case (.objectiveC, _), (.python, _): (isSwiftCode, skimmable) = (false, ByteClass.skimmableInObjC)
        }
        let passes = skimmable | ByteClass.blank
        // The bytes `byteClasses` marks neither blank nor `skimmableInSwift`: where a Swift run stops.
        let swiftStops = SIMD8<UInt8>(UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "/"), UInt8(ascii: "\""),
                                      UInt8(ascii: "#"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "`"))
        while tokenCount < wanted && position < count {
            // `position` is where a token, blank run or line end starts. A run of blanks and
            // skimmable bytes holds only whole tokens that skimming drops; passing it changes
            // nothing but `atLineStart` (as `emit` would, for its first token).
            var index = position
            var seen: UInt8 = 0
            if !isSwiftCode {
                while index < count {
                    let byteClass = classes[Int(bytes[index])]
                    if byteClass & passes == 0 { break }
                    seen |= byteClass
                    index += 1
                }
            } else {
                // Blanks (indentation), then, if a skimmable byte follows, everything up to the
                // next of the eight bytes that pass in neither class, sixteen bytes at a time.
                while index < count && classes[Int(bytes[index])] & ByteClass.blank != 0 { index += 1 }
                if index < count && classes[Int(bytes[index])] & skimmable != 0 {
                    seen = skimmable
                    index = bytes.firstIndex(ofAnyOf: swiftStops, from: index + 1)
                }
            }
            position = index
            if seen & skimmable != 0 { atLineStart = false }
            guard position < count else { break }
            let current = bytes[position]
            if current == UInt8(ascii: "\n") {
                // Most runs end at a line's end: passed here, as in `lex(through:)`, not by `step`.
                newline(at: position)
                position += 1
            } else if classes[Int(current)] & ByteClass.bracket != 0 {
                // What `lexToken` makes of a bracket, a one-byte punctuation token, without its
                // dispatch: in Objective-C bodies brackets are most of what stops the run.
                let start = position
                position += 1
                emit(.punctuation, detail: current, start: start, line: line, column: start - lineStart + 1)
            } else {
                step()
            }
        }
    }

    private func byte(at index: Int) -> UInt8 { index < bytes.count ? bytes[index] : 0 }

    /// One token, run of blanks or line end, from `position`.
    private mutating func step() {
        switch bytes[position] {
        case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0:
            passBlanks()
        case UInt8(ascii: "\n"):
            newline(at: position)
            position += 1
        case UInt8(ascii: "\r"):
            if byte(at: position + 1) == UInt8(ascii: "\n") { position += 1 }
            newline(at: position)
            position += 1
        default:
            lexToken()
        }
    }

    /// A run of blanks (indentation above all) from `position`, in one tight loop.
    @inline(__always)
    private mutating func passBlanks() {
        let count = bytes.count
        position += 1
        while position < count && classes[Int(bytes[position])] & ByteClass.blank != 0 { position += 1 }
    }

    /// Everything but blanks and line ends, from `position`.
    private mutating func lexToken() {
        let startLine = line, startColumn = position - lineStart + 1, start = position
        let current = bytes[position]
        switch current {
        case UInt8(ascii: "\\") where language == .objectiveC && isNewline(byte(at: position + 1)):
            // Line continuation: the logical line goes on.
            position += 1
            if bytes[position] == UInt8(ascii: "\r") && byte(at: position + 1) == UInt8(ascii: "\n") { position += 1 }
            line += 1
            position += 1
            lineStart = position
        case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "/"):
            skipLineComment()
        case UInt8(ascii: "/") where byte(at: position + 1) == UInt8(ascii: "*"):
            skipBlockComment()
        case UInt8(ascii: "\""):
            if language == .swift { lexSwiftString(hashes: 0) } else { lexQuoted(UInt8(ascii: "\"")) }
            emit(.string, start: start, line: startLine, column: startColumn)
        case UInt8(ascii: "'") where language == .objectiveC && isDigitSeparator(at: position):
            // The rest of a number whose digits a skimming run passed (`17'000`).
            position += 1
            lexNumber()
            emit(.number, start: start, line: startLine, column: startColumn)
        case UInt8(ascii: "'") where language == .objectiveC:
            lexQuoted(UInt8(ascii: "'"))
            emit(.string, start: start, line: startLine, column: startColumn)
        case UInt8(ascii: "#"):
            lexPound(start: start, line: startLine, column: startColumn)
        case UInt8(ascii: "@"):
            if isIdentifierStart(byte(at: position + 1)) {
                position += 1
                skipIdentifier()
                emit(.attribute, start: start, line: startLine, column: startColumn)
            } else if language == .objectiveC && byte(at: position + 1) == UInt8(ascii: "\"") {
                position += 1
                lexQuoted(UInt8(ascii: "\""))
                emit(.string, start: start, line: startLine, column: startColumn)
            } else {
                position += 1
                emit(.punctuation, detail: current, start: start, line: startLine, column: startColumn)
            }
        case UInt8(ascii: "`") where language == .swift:
            lexEscapedIdentifier(line: startLine, column: startColumn)
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            lexNumber()
            emit(.number, start: start, line: startLine, column: startColumn)
        default:
            if isIdentifierStart(current) {
                position += 1
                skipIdentifier()
                emit(.identifier, start: start, line: startLine, column: startColumn)
            } else {
                position += 1
                emit(.punctuation, detail: current, start: start, line: startLine, column: startColumn)
            }
        }
    }

    // MARK: Bookkeeping

    private mutating func newline(at index: Int) {
        line += 1
        lineStart = index + 1
        atLineStart = true
        droppingRestOfLine = false
    }

    private mutating func emit(_ kind: Token.Kind, detail: UInt8 = 0, start: Int, end: Int? = nil, line: Int, column: Int) {
        defer { atLineStart = false }
        if droppingRestOfLine { return }
        if skim != nil && !keepsWhileSkimming(kind, detail: detail) { return }
        append(Token(kind: kind, detail: detail, start: start, end: end ?? position, line: line, column: column, startsLine: atLineStart))
    }

    /// Keeps `token`, growing the storage when it is full.
    @inline(__always)
    private mutating func append(_ token: Token) {
        if tokenCount == capacity {
            let grown = UnsafeMutablePointer<Token>.allocate(capacity: capacity * 2)
            grown.moveInitialize(from: storage, count: tokenCount)
            storage.deallocate()
            storage = grown
            capacity *= 2
        }
        (storage + tokenCount).initialize(to: token)
        tokenCount += 1
    }

    /// Whether skimming keeps this token (counting brackets for `.closer`).
    private mutating func keepsWhileSkimming(_ kind: Token.Kind, detail: UInt8) -> Bool {
        let token = Token(kind: kind, detail: detail, start: 0, end: 0, line: 0, column: 0, startsLine: false)
        switch skim {
        case nil:
            return true
        case .braceOrDirective?:
            return token.isBraceOrDirective
        case let .closer(depth)?:
            let depth = depth + token.bracketDepthChange
            if token.bracketDepthChange < 0 && depth <= 0 { return true }
            skim = .closer(depth: depth)
            return false
        }
    }

    private mutating func diagnose(_ message: String, line: Int, column: Int) {
        diagnostics.append(ScanDiagnostic(message: message, location: SourceLocation(file: path, line: line, column: column)))
    }

    // MARK: Comments

    private mutating func skipLineComment() {
        position = bytes.firstIndex(ofAnyOf: SIMD4<UInt8>(UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\n"), UInt8(ascii: "\r")), from: position)
    }

    /// Swift block comments nest; C block comments do not.
    private mutating func skipBlockComment() {
        let startLine = line, startColumn = position - lineStart + 1
        position += 2
        var depth = 1
        while position < bytes.count {
            // Bytes other than these are consumed as `consumeByteTrackingLines` would: one each.
            position = bytes.firstIndex(ofAnyOf: SIMD4<UInt8>(UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "\n"), UInt8(ascii: "\r")), from: position)
            guard position < bytes.count else { break }
            let current = bytes[position]
            if current == UInt8(ascii: "*") && byte(at: position + 1) == UInt8(ascii: "/") {
                position += 2
                depth -= 1
                if depth == 0 { return }
            } else if language == .swift && current == UInt8(ascii: "/") && byte(at: position + 1) == UInt8(ascii: "*") {
                position += 2
                depth += 1
            } else {
                consumeByteTrackingLines()
            }
        }
        diagnose("unterminated block comment", line: startLine, column: startColumn)
    }

    /// Consumes one byte inside a comment or literal, counting lines.
    private mutating func consumeByteTrackingLines() {
        let current = bytes[position]
        if current == UInt8(ascii: "\n") || (current == UInt8(ascii: "\r") && byte(at: position + 1) != UInt8(ascii: "\n")) {
            line += 1
            lineStart = position + 1
        }
        position += 1
    }

    // MARK: Identifiers, numbers, pound keywords

    private mutating func skipIdentifier() {
        // Locals, not `self`'s fields, in the loop: about half of all bytes are in identifiers.
        let count = bytes.count
        var index = position
        while index < count && classes[Int(bytes[index])] & ByteClass.identifierContinuation != 0 { index += 1 }
        position = index
    }

    private mutating func lexEscapedIdentifier(line startLine: Int, column startColumn: Int) {
        let nameStart = position + 1
        var end = nameStart
        while end < bytes.count && bytes[end] != UInt8(ascii: "`") && !isNewline(bytes[end]) { end += 1 }
        if end < bytes.count && bytes[end] == UInt8(ascii: "`") && end > nameStart {
            position = end + 1
            emit(.identifier, detail: Token.escapedIdentifier, start: nameStart, end: end, line: startLine, column: startColumn)
        } else {
            position += 1
            emit(.punctuation, detail: UInt8(ascii: "`"), start: nameStart - 1, line: startLine, column: startColumn)
        }
    }

    private mutating func lexNumber() {
        while position < bytes.count {
            let current = bytes[position]
            if isIdentifierContinuation(current) {
                position += 1
            } else if current == UInt8(ascii: ".") && isDigit(byte(at: position + 1)) {
                position += 1
            } else if current == UInt8(ascii: "'") && language == .objectiveC && isDigitSeparator(at: position) {
                position += 1
            } else {
                return
            }
        }
    }

    /// Whether the `'` at `index` separates digits of a number (C++14 and C23: `17'000`,
    /// `0xFF'FF`) rather than opening a character literal (`'a'`, `L'a'`, `u8'a'`): the run of
    /// identifier characters before it starts with a digit, and one follows it. Read as a
    /// literal, it paired with the next quote and hid the rest of an Objective-C++ file's
    /// class from the scan (a first run: 7 false missing-action errors).
    private func isDigitSeparator(at index: Int) -> Bool {
        guard isIdentifierContinuation(byte(at: index + 1)) else { return false }
        var start = index
        while start > 0 && isIdentifierContinuation(bytes[start - 1]) { start -= 1 }
        return start < index && isDigit(bytes[start])
    }

    private mutating func lexPound(start: Int, line startLine: Int, column startColumn: Int) {
        if language == .swift {
            var hashes = 0
            while byte(at: position + hashes) == UInt8(ascii: "#") { hashes += 1 }
            switch byte(at: position + hashes) {
            case UInt8(ascii: "\""):
                position += hashes
                lexSwiftString(hashes: hashes)
                emit(.string, start: start, line: startLine, column: startColumn)
                return
            case UInt8(ascii: "/"):
                position += hashes
                lexExtendedRegex(hashes: hashes, line: startLine, column: startColumn)
                emit(.string, start: start, line: startLine, column: startColumn)
                return
            default:
                break
            }
        }
        // `#name`; Objective-C allows spaces between `#` and the directive name.
        var nameStart = position + 1
        if language == .objectiveC {
            while byte(at: nameStart) == UInt8(ascii: " ") || byte(at: nameStart) == UInt8(ascii: "\t") { nameStart += 1 }
        }
        guard isIdentifierStart(byte(at: nameStart)) else {
            position += 1
            emit(.punctuation, detail: UInt8(ascii: "#"), start: start, line: startLine, column: startColumn)
            return
        }
        position = nameStart
        skipIdentifier()
        let isPreprocessorLine = language == .objectiveC && atLineStart
        if let directive = conditionalDirective(nameStart..<position) {
            emit(.conditionalDirective, detail: directive.rawValue, start: start, line: startLine, column: startColumn)
            droppingRestOfLine = true
            if directive == .if, conditionIsAlwaysFalse() { skipInactiveBranch() }
        } else if isPreprocessorLine {
            // `#import`, `#define`, `#pragma`, ...: nothing declared there matters, but for a
            // `#define` of one name as another (`lexNameAlias`) and the import of a category's
            // header (`lexCategoryImport`).
            if bytes.spells("define", at: nameStart..<position) {
                lexNameAlias(start: start, line: startLine, column: startColumn)
            } else if bytes.spells("import", at: nameStart..<position) || bytes.spells("include", at: nameStart..<position) {
                lexCategoryImport(start: start, line: startLine, column: startColumn)
            }
            droppingRestOfLine = true
        } else {
            emit(.poundKeyword, start: start, line: startLine, column: startColumn)
        }
    }

    /// Whether the condition after `#if` (at `position`) is the literal that never holds:
    /// `0` in Objective-C, `false` in Swift, alone on its line but for a comment. Code kept
    /// under `#if 0` is code switched off: the compiler drops it, so must the scan (a first run:
    /// an outlet declared only in an `#if 0` block counted as declared, its break missed).
    private func conditionIsAlwaysFalse() -> Bool {
        let start = afterBlanks(position)
        let word: StaticString = language == .swift ? "false" : "0"
        let end = start + word.utf8CodeUnitCount
        guard end <= bytes.count, bytes.spells(word, at: start..<end), !isIdentifierContinuation(byte(at: end)) else { return false }
        let index = afterBlanks(end)
        let next = byte(at: index)
        return next == 0 || isNewline(next) || (next == UInt8(ascii: "/") && [UInt8(ascii: "/"), UInt8(ascii: "*")].contains(byte(at: index + 1)))
    }

    /// The first index at or after `index` that is not a space or a tab.
    private func afterBlanks(_ index: Int) -> Int {
        var index = index
        while byte(at: index) == UInt8(ascii: " ") || byte(at: index) == UInt8(ascii: "\t") { index += 1 }
        return index
    }

    /// Passes the lines of a branch whose condition never holds, to the start of the line of
    /// its `#else`, `#elif` or `#endif` (nested conditionals counted), which is then lexed as
    /// usual; to the end when there is none. Line ends are counted as they pass. Comments are
    /// not read here: a directive written inside one ends the branch early, and the rest is
    /// read as before (every branch).
    private mutating func skipInactiveBranch() {
        var depth = 0
        let count = bytes.count
        while position < count {
            // To the next line's start.
            while position < count && bytes[position] != UInt8(ascii: "\n") { position += 1 }
            guard position < count else { return }
            newline(at: position)
            position += 1
            let hash = afterBlanks(position)
            guard byte(at: hash) == UInt8(ascii: "#") else { continue }
            let nameStart = afterBlanks(hash + 1)
            var nameEnd = nameStart
            while isIdentifierContinuation(byte(at: nameEnd)) { nameEnd += 1 }
            switch conditionalDirective(nameStart..<nameEnd) {
            case .if?: depth += 1
            case .endif?:
                if depth == 0 { return }
                depth -= 1
            case .elseif?, .else?:
                if depth == 0 { return }
            case nil: break
            }
        }
    }

    /// After `#define`: `Alias Name` alone on the line (a comment may follow) is kept as the
    /// pound keyword and the two identifiers, which rename a class to the runtime (`#define
    /// PadView ComExamplePluginPadView` before `@interface PadView`: plug-ins keep their class
    /// names apart so; a first run met six such classes). Any other definition is dropped.
    private mutating func lexNameAlias(start: Int, line startLine: Int, column startColumn: Int) {
        let keywordEnd = position
        func blanks() { while byte(at: position) == UInt8(ascii: " ") || byte(at: position) == UInt8(ascii: "\t") { position += 1 } }
        func identifier() -> Range<Int>? {
            guard isIdentifierStart(byte(at: position)) else { return nil }
            let from = position
            skipIdentifier()
            return from..<position
        }
        blanks()
        guard let alias = identifier(), byte(at: position) == UInt8(ascii: " ") || byte(at: position) == UInt8(ascii: "\t") else {
            position = keywordEnd
            return
        }
        blanks()
        guard let name = identifier() else {
            position = keywordEnd
            return
        }
        let afterName = position
        blanks()
        let next = byte(at: position)
        guard next == 0 || isNewline(next) || (next == UInt8(ascii: "/") && [UInt8(ascii: "/"), UInt8(ascii: "*")].contains(byte(at: position + 1))) else {
            position = keywordEnd
            return
        }
        emit(.poundKeyword, start: start, end: keywordEnd, line: startLine, column: startColumn)
        emit(.identifier, start: alias.lowerBound, end: alias.upperBound, line: startLine, column: alias.lowerBound - lineStart + 1)
        emit(.identifier, start: name.lowerBound, end: name.upperBound, line: startLine, column: name.lowerBound - lineStart + 1)
        position = afterName
    }

    /// After `#import` / `#include`: a header named as Objective-C names a category's,
    /// `Class+Category.h` (`<Kit/UIViewController+Kit.h>`, `"NSView+Drag.h"`), is kept as the
    /// pound keyword and the path as a string token (without its delimiters); the scanner
    /// records it, so that a category whose header is not in the tree is known to exist
    /// (`ImportedCategoryHeader`). Any other import is dropped.
    private mutating func lexCategoryImport(start: Int, line startLine: Int, column startColumn: Int) {
        let keywordEnd = position
        var from = position
        while byte(at: from) == UInt8(ascii: " ") || byte(at: from) == UInt8(ascii: "\t") { from += 1 }
        let opening = byte(at: from)
        guard opening == UInt8(ascii: "<") || opening == UInt8(ascii: "\"") else { return }
        let closing = opening == UInt8(ascii: "<") ? UInt8(ascii: ">") : UInt8(ascii: "\"")
        let pathStart = from + 1
        var end = pathStart
        var nameStart = pathStart
        var plus: Int?
        while case let current = byte(at: end), current != closing {
            guard current != 0, !isNewline(current) else { return }
            if current == UInt8(ascii: "/") { nameStart = end + 1; plus = nil }
            if current == UInt8(ascii: "+"), plus == nil { plus = end }
            end += 1
        }
        // The rest of the line is dropped from past the path: its bytes are read once.
        position = end + 1
        guard let plus, plus > nameStart, end - plus > 3, bytes.spells(".h", at: (end - 2)..<end) else { return }
        emit(.poundKeyword, start: start, end: keywordEnd, line: startLine, column: startColumn)
        emit(.string, start: pathStart, end: end, line: startLine, column: pathStart - lineStart + 1)
    }

    private func conditionalDirective(_ name: Range<Int>) -> Token.Directive? {
        func spells(_ word: StaticString) -> Bool { bytes.spells(word, at: name) }
        switch language {
        case .swift:
            if spells("if") { return .if }
            if spells("elseif") { return .elseif }
            if spells("else") { return .else }
            if spells("endif") { return .endif }
        case .objectiveC, .python:
            guard atLineStart else { return nil }
            if spells("if") || spells("ifdef") || spells("ifndef") { return .if }
            if spells("elif") || spells("elifdef") || spells("elifndef") { return .elseif }
            if spells("else") { return .else }
            if spells("endif") { return .endif }
        }
        return nil
    }

    // MARK: Literals

    /// A C string or character literal: backslash escapes, ends at the quote or the line end.
    private mutating func lexQuoted(_ quote: UInt8) {
        let startLine = line, startColumn = position - lineStart + 1
        position += 1
        while position < bytes.count {
            // Bytes other than these are consumed as `consumeByteTrackingLines` would: one each.
            position = bytes.firstIndex(ofAnyOf: SIMD4<UInt8>(quote, UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r")), from: position)
            guard position < bytes.count else { break }
            let current = bytes[position]
            if current == quote { position += 1; return }
            if isNewline(current) { break }
            if current == UInt8(ascii: "\\") && position + 1 < bytes.count { position += 1 }
            consumeByteTrackingLines()
        }
        diagnose(quote == UInt8(ascii: "'") ? "unterminated character literal" : "unterminated string literal", line: startLine, column: startColumn)
    }

    /// `#/…/#` extended regex literals (bare `/…/` literals are left to the punctuation path).
    private mutating func lexExtendedRegex(hashes: Int, line startLine: Int, column startColumn: Int) {
        position += 1
        while position < bytes.count {
            if bytes[position] == UInt8(ascii: "/") && countHashes(from: position + 1, upTo: hashes) == hashes {
                position += 1 + hashes
                return
            }
            consumeByteTrackingLines()
        }
        diagnose("unterminated regex literal", line: startLine, column: startColumn)
    }

    private func countHashes(from index: Int, upTo limit: Int) -> Int {
        var count = 0
        while count < limit && byte(at: index + count) == UInt8(ascii: "#") { count += 1 }
        return count
    }

    private enum LiteralFrame {
        case string(hashes: Int, multiline: Bool, line: Int, column: Int)
        case interpolation(parenDepth: Int)
    }
    private var reusableFrames: [LiteralFrame] = []

    /// A Swift string literal starting at the opening quote (`position` is past any `#`s):
    /// single-line or `"""` multi-line, raw with `hashes` `#`s, with `\(…)` interpolations that
    /// may hold parentheses, comments and further string literals.
    private mutating func lexSwiftString(hashes: Int) {
        // The stack's storage is reused from literal to literal (moved out, emptied, moved
        // back): allocating one per literal cost a third of lexing a string. Emptied only when
        // a literal left frames open: `removeAll` on the empty stack, its usual state, went
        // through the generic `replaceSubrange` for every literal.
        var frames = reusableFrames
        reusableFrames = []
        if !frames.isEmpty { frames.removeAll(keepingCapacity: true) }
        defer { reusableFrames = frames }
        openSwiftString(hashes: hashes, into: &frames)
        while position < bytes.count, let frame = frames.last {
            let current = bytes[position]
            switch frame {
            case let .string(hashes, multiline, startLine, startColumn):
                if current == UInt8(ascii: "\\") && countHashes(from: position + 1, upTo: hashes) == hashes {
                    position += 1 + hashes
                    if byte(at: position) == UInt8(ascii: "(") {
                        position += 1
                        frames.append(.interpolation(parenDepth: 1))
                    } else if position < bytes.count {
                        consumeByteTrackingLines()
                    }
                } else if current == UInt8(ascii: "\"") && closesString(hashes: hashes, multiline: multiline) {
                    position += (multiline ? 3 : 1) + hashes
                    frames.removeLast()
                } else if isNewline(current) && !multiline {
                    diagnose("unterminated string literal", line: startLine, column: startColumn)
                    return
                } else if isNewline(current) {
                    consumeByteTrackingLines()
                } else {
                    // On to the next byte that can matter here; those before it are consumed
                    // one each by this branch otherwise.
                    position = bytes.firstIndex(ofAnyOf: SIMD4<UInt8>(UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "\n"), UInt8(ascii: "\r")), from: position + 1)
                }
            case let .interpolation(depth):
                if current == UInt8(ascii: "(") {
                    frames[frames.count - 1] = .interpolation(parenDepth: depth + 1)
                    position += 1
                } else if current == UInt8(ascii: ")") {
                    frames[frames.count - 1] = .interpolation(parenDepth: depth - 1)
                    if depth == 1 { frames.removeLast() }
                    position += 1
                } else if current == UInt8(ascii: "\"") {
                    openSwiftString(hashes: 0, into: &frames)
                } else if current == UInt8(ascii: "#"), case let rawHashes = countHashes(from: position, upTo: Int.max),
                          byte(at: position + rawHashes) == UInt8(ascii: "\"") {
                    position += rawHashes
                    openSwiftString(hashes: rawHashes, into: &frames)
                } else if current == UInt8(ascii: "/") && byte(at: position + 1) == UInt8(ascii: "/") {
                    skipLineComment()
                } else if current == UInt8(ascii: "/") && byte(at: position + 1) == UInt8(ascii: "*") {
                    skipBlockComment()
                } else {
                    consumeByteTrackingLines()
                }
            }
        }
        if case let .string(_, _, startLine, startColumn)? = frames.first {
            diagnose("unterminated string literal", line: startLine, column: startColumn)
        }
    }

    private mutating func openSwiftString(hashes: Int, into frames: inout [LiteralFrame]) {
        let startLine = line, startColumn = position - lineStart + 1
        let multiline = byte(at: position + 1) == UInt8(ascii: "\"") && byte(at: position + 2) == UInt8(ascii: "\"")
        position += multiline ? 3 : 1
        frames.append(.string(hashes: hashes, multiline: multiline, line: startLine, column: startColumn))
    }

    private func closesString(hashes: Int, multiline: Bool) -> Bool {
        let quotes = multiline ? 3 : 1
        for offset in 0..<quotes where byte(at: position + offset) != UInt8(ascii: "\"") { return false }
        return countHashes(from: position + quotes, upTo: hashes) == hashes
    }
}

// MARK: Byte classes

@inline(__always) func isNewline(_ byte: UInt8) -> Bool { byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") }
@inline(__always) func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

/// Letters, `_`, `$` and every non-ASCII byte (Swift allows Unicode identifiers; treating all
/// of UTF-8's multi-byte sequences as identifier bytes keeps them in one token).
@inline(__always) func isIdentifierStart(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80
}

@inline(__always) func isIdentifierContinuation(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }

extension SIMDMask<SIMD16<Int8>> {
    /// Whether any lane is set, tested as the mask's two halves: the standard library's
    /// `any(_:)` compiles here to a call to a generic reduction (about thirty instructions a
    /// block, the caller's vectors spilled around it), in the loops that pass over most of a
    /// source's bytes.
    @inline(__always) var hasAnyLane: Bool {
        let halves = self.halves
        return halves[0] | halves[1] != 0
    }

    /// The lanes as two words, each set lane `0xFF` (lane 0 the low byte of the first).
    @inline(__always) var halves: SIMD2<UInt64> { unsafeBitCast(self, to: SIMD2<UInt64>.self) }
}

extension UnsafeBufferPointer<UInt8> {
    /// Whether `self[range]` spells `word`.
    @inline(__always) func spells(_ word: StaticString, at range: Range<Int>) -> Bool {
        guard range.count == word.utf8CodeUnitCount else { return false }
        var offset = 0
        while offset < range.count {
            if self[range.lowerBound + offset] != word.utf8Start[offset] { return false }
            offset += 1
        }
        return true
    }

    /// The index of the first of `targets` (none of them 0) from `start`, or `count`. Sixteen
    /// bytes at a time, with vector compares: in comments and literals the bytes were otherwise
    /// each compared several times (eight-byte word tricks took two to three instructions a
    /// byte), and in the runs of code a Swift skim passes (ten to forty bytes) a table look-up
    /// a byte was a sixth of a Swift scan. Inlined, so that the targets are constants of the
    /// caller's loop. (Generic over the number of targets, the compares were not unrolled and
    /// a scan took half as long again.)
    @inline(__always)
    func firstIndex(ofAnyOf targets: SIMD4<UInt8>, from start: Int) -> Int {
        firstIndex(ofAnyOf: SIMD8(lowHalf: targets, highHalf: targets), from: start)
    }

    /// `firstIndex(ofAnyOf:from:)` for eight targets.
    @inline(__always)
    func firstIndex(ofAnyOf targets: SIMD8<UInt8>, from start: Int) -> Int {
        let (t0, t1, t2, t3) = (SIMD16(repeating: targets[0]), SIMD16(repeating: targets[1]), SIMD16(repeating: targets[2]), SIMD16(repeating: targets[3]))
        let (t4, t5, t6, t7) = (SIMD16(repeating: targets[4]), SIMD16(repeating: targets[5]), SIMD16(repeating: targets[6]), SIMD16(repeating: targets[7]))
        /// The lane of the block's first target byte, if any.
        func firstHit(_ block: SIMD16<UInt8>) -> Int? {
            let hits = (block .== t0) .| (block .== t1) .| (block .== t2) .| (block .== t3)
                .| (block .== t4) .| (block .== t5) .| (block .== t6) .| (block .== t7)
            let lanes = hits.halves
            guard lanes[0] | lanes[1] != 0 else { return nil }
            return (lanes[0] != 0 ? lanes[0].trailingZeroBitCount : 64 + lanes[1].trailingZeroBitCount) / 8
        }
        var index = start
        if let base = baseAddress.map(UnsafeRawPointer.init) {
            while index + 16 <= count {
                if let hit = firstHit(base.loadUnaligned(fromByteOffset: index, as: SIMD16<UInt8>.self)) { return index + hit }
                index += 16
            }
        }
        // The last bytes, padded with zeros, which are no target.
        guard index < count else { return count }
        var block = SIMD16<UInt8>(repeating: 0)
        for offset in 0..<(count - index) { block[offset] = self[index + offset] }
        return firstHit(block).map { index + $0 } ?? count
    }
}

/// Bits of `byteClasses`: the lexer's tight loops test a byte with one table look-up instead
/// of a chain of comparisons.
enum ByteClass {
    /// `isIdentifierContinuation`.
    static let identifierContinuation: UInt8 = 1
    /// Blanks other than line ends: space, tab, vertical tab, form feed, NUL.
    static let blank: UInt8 = 2
    /// Bytes that, where a token starts, begin a token skimming drops and that holds only such
    /// bytes (identifiers, numbers, attributes, most punctuation), and are never a blank. Not:
    /// line ends, what starts a comment, literal or pound keyword (`/`, quotes, `#`, Swift's
    /// backtick, Objective-C's `\` line continuation), and the brackets skimming looks for
    /// (braces; in Objective-C all brackets).
    static let skimmableInSwift: UInt8 = 4
    static let skimmableInObjC: UInt8 = 8
    /// `skimmableInSwift` but not `(`, `)`, `[`, `]`: skimming a Swift group counts them.
    static let skimmableInSwiftGroups: UInt8 = 32
    /// `(`, `)`, `[`, `]`, `{`, `}`.
    static let bracket: UInt8 = 16
    /// `isIdentifierStart`.
    static let identifierStart: UInt8 = 64
    /// Bytes that are a one-byte punctuation token wherever a token starts, in both languages:
    /// ASCII other than identifier bytes, blanks, line ends, and what may start another token
    /// (`/`, quotes, `#`, `@`, the backtick, `\`).
    static let punctuationToken: UInt8 = 128
}

/// Each byte's `ByteClass` bits. Immutable once built.
nonisolated(unsafe) let byteClasses: UnsafePointer<UInt8> = {
    let table = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    for byte in 0...255 {
        let value = UInt8(byte)
        let isBlank = [UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C, 0].contains(value)
        let isSpecialInBoth = isBlank || "\n\r/\"#{}".utf8.contains(value)
        table[byte] = (isIdentifierContinuation(value) ? ByteClass.identifierContinuation : 0)
            | (isBlank ? ByteClass.blank : 0)
            | (isSpecialInBoth || "`".utf8.contains(value) ? 0 : ByteClass.skimmableInSwift)
            | (isSpecialInBoth || "`()[]".utf8.contains(value) ? 0 : ByteClass.skimmableInSwiftGroups)
            | (isSpecialInBoth || "'\\()[]".utf8.contains(value) ? 0 : ByteClass.skimmableInObjC)
            | ("()[]{}".utf8.contains(value) ? ByteClass.bracket : 0)
            | (isIdentifierStart(value) ? ByteClass.identifierStart : 0)
            | (value < 0x80 && !isIdentifierContinuation(value) && !isBlank && !"\n\r/\"'#@`\\".utf8.contains(value) ? ByteClass.punctuationToken : 0)
    }
    return UnsafePointer(table)
}()
