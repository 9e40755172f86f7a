// Token access shared by the Swift and Objective-C declaration scanners.
//
// Every helper that moves through the tokens only moves forward and returns where it stopped;
// scanners never back up, which keeps scanning linear in the number of tokens.
//
// Tokens are lexed on demand, in the order the scanners ask for them. Asking for a token
// (`subscript`, `has`, and every helper) lexes fully up to it. Code nobody reads is skimmed
// instead: `nextBraceOrDirective` and `skipBody` keep only the token they stop at. Invariant
// that keeps the scan's results those of a full lex: a token past what is lexed is skimmed
// only there, when the scanner reads nothing before the token they return, and the scanners
// never look back past such a token; every token a scanner reads otherwise is fully lexed.

final class TokenStream {
    let bytes: UnsafeBufferPointer<UInt8>
    let path: String
    // Unchecked: every access is a short call on this one thread, and the dynamic check cost
    // as much as lexing a token.
    @exclusivity(unchecked) private var lexer: Lexer

    init(bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, path: String) {
        self.bytes = bytes
        self.path = path
        lexer = Lexer(bytes: bytes, language: language, path: path)
    }

    deinit { lexer.deallocate() }

    /// The lexer's diagnostics; all of them once a scanner has reached the end.
    var lexDiagnostics: [ScanDiagnostic] { lexer.diagnostics }

    /// Whether there is a token `index` (lexing up to it).
    func has(_ index: Int) -> Bool {
        if index < lexer.tokenCount { return true }
        lexer.lex(through: index)
        return index < lexer.tokenCount
    }

    /// Token `index`, which must exist.
    subscript(index: Int) -> Token {
        precondition(has(index), "token index past the end")
        return lexer.storage[index]
    }

    /// Token `index` if there is one (lexing up to it). Loops and tests over tokens ask `has`
    /// once this way: through the subscript, whose precondition asks again, they asked two or
    /// three times a token.
    func token(_ index: Int) -> Token? {
        has(index) ? lexer.storage[index] : nil
    }

    /// `min(index + 1, number of tokens)`: after `index`, not past the end.
    func index(after index: Int) -> Int { has(index) ? index + 1 : lexer.tokenCount }

    func text(_ token: Token) -> String {
        String(decoding: self.bytes(of: token), as: UTF8.self)
    }

    /// The token's bytes (`Token.start..<Token.end`).
    func bytes(of token: Token) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
    }

    func location(_ token: Token) -> SourceLocation {
        SourceLocation(file: path, line: token.line, column: token.column)
    }

    /// The bytes word tests compare: an identifier's (not a backtick-escaped one's: it never
    /// reads as a keyword), or an attribute's or pound keyword's name after `@` / `#`; nil for
    /// other tokens and past the end.
    private func wordRange(_ index: Int) -> Range<Int>? {
        guard has(index) else { return nil }
        let token = lexer.storage[index]
        switch token.kind {
        case .identifier where token.detail != Token.escapedIdentifier: return token.start..<token.end
        case .attribute, .poundKeyword: return (token.start + 1)..<token.end
        default: return nil
        }
    }

    /// Whether the token spells `word` exactly (identifiers), or `@word` / `#word`.
    func matches(_ index: Int, _ word: StaticString) -> Bool {
        guard let range = wordRange(index) else { return false }
        return bytes.spells(word, at: range)
    }

    /// Whether the token spells one of `words` (identifiers), or `@word` / `#word`.
    func matches(_ index: Int, oneOf words: WordSet) -> Bool {
        guard let range = wordRange(index) else { return false }
        return words.contains(bytes, range)
    }

    /// The position in `words`' list of the word the token spells (as `matches(_:oneOf:)`
    /// tests it); nil for none.
    func word(_ index: Int, in words: WordSet) -> Int? {
        guard let range = wordRange(index) else { return nil }
        return words.index(of: bytes, range)
    }

    /// The kind of token `index`, nil past the end.
    func kind(_ index: Int) -> Token.Kind? { token(index)?.kind }

    func isIdentifier(_ index: Int) -> Bool { token(index)?.kind == .identifier }

    func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        token(index)?.isPunctuation(character) == true
    }

    /// Whether the token is one of the punctuation characters in `characters` (ASCII).
    func isPunctuation(_ index: Int, oneOf characters: StaticString) -> Bool {
        guard let token = token(index), token.kind == .punctuation else { return false }
        return UnsafeBufferPointer(start: characters.utf8Start, count: characters.utf8CodeUnitCount).contains(token.detail)
    }

    /// From `start`, the index of the first token for which `stop` holds, skipping
    /// parenthesised and bracketed groups whole (`stop` is not asked inside them). Nobody reads
    /// a group's tokens (initialisers' arguments, signatures' tails), so they are skimmed, as
    /// bodies are: after a group only its closer, the token before the index it returns, is
    /// read, and that is kept.
    func skipGroups(from start: Int, until stop: (Int) -> Bool) -> Int {
        var position = start
        while has(position) && !stop(position) {
            position = isPunctuation(position, oneOf: "([") ? skipBody(from: position) : position + 1
        }
        return position
    }

    /// Token `index` comes right after token `index - 1` with nothing in between.
    func isAdjacent(_ index: Int) -> Bool {
        guard index > 0, let token = token(index) else { return false }
        return token.start == lexer.storage[index - 1].end
    }

    /// `->` (lexed as two adjacent punctuation tokens).
    func isArrow(_ index: Int) -> Bool { isPunctuation(index, "-") && isPunctuation(index + 1, ">") && isAdjacent(index + 1) }

    /// From an opening `(`, `[` or `{`, the index after its matching closer (or the end).
    /// All three bracket kinds count toward one depth (`Token.bracketDepthChange`), which is
    /// enough for well-formed code and stays linear on malformed code.
    func skipBalanced(from index: Int) -> Int { skipGroup(from: index, skimming: false) }

    /// `skipBalanced` for a body none of whose tokens the caller reads (C function and method
    /// bodies): what is not lexed yet is skimmed, and the index returned is that of a shorter
    /// token sequence, in which the token after the body is read exactly as before.
    func skipBody(from index: Int) -> Int { skipGroup(from: index, skimming: true) }

    private func skipGroup(from index: Int, skimming: Bool) -> Int {
        var depth = 0
        var position = index
        while position < lexer.tokenCount || (!skimming && has(position)) {
            let change = lexer.storage[position].bracketDepthChange
            position += 1
            depth += change
            if change < 0 && depth <= 0 { return position }
        }
        if skimming && !lexer.isAtEnd {
            lexer.skimToCloser(depth: depth) // keeps the closer, if any, as the last token
            return lexer.tokenCount
        }
        return position
    }

    /// In code scopes (function bodies, closures) only `Token.isBraceOrDirective` tokens matter:
    /// the index of the next one from `start` (or the end). What is not lexed yet is skimmed.
    func nextBraceOrDirective(from start: Int) -> Int {
        var position = start
        while true {
            if position >= lexer.tokenCount {
                if lexer.isAtEnd { return position }
                lexer.skimToBraceOrDirective()
                continue
            }
            if lexer.storage[position].isBraceOrDirective { return position }
            position += 1
        }
    }

    /// Source text of tokens `range` with whitespace and comments dropped, except a single
    /// space between two words (`any Foo`, `UIKit.UIView`, `[UILabel]!`).
    func compactText(_ range: Range<Int>) -> String {
        // The tokens' bytes joined, then one String: a String per token cost more than the rest.
        // Tokens end on character boundaries (non-ASCII bytes only occur inside identifiers,
        // literals and comments, never split), so this decodes as joining each token's text.
        // Most texts (`UILabel`, `String?`, `[Item]`) are tokens that touch, no two of them
        // words: their source bytes as they stand, without joining them into an array first.
        if isContiguous(range) { return String(decoding: UnsafeBufferPointer(rebasing: bytes[self[range.lowerBound].start..<self[range.upperBound - 1].end]), as: UTF8.self) }
        var result: [UInt8] = []
        var previousWasWord = false
        for index in range {
            let token = self[index]
            let isWord = Self.isWord(token)
            if isWord && previousWasWord { result.append(UInt8(ascii: " ")) }
            result += UnsafeBufferPointer(rebasing: bytes[token.start..<token.end])
            previousWasWord = isWord
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// Whether `compactText(range)` is the source bytes from the first token's start to the
    /// last one's end: a nonempty range of tokens each starting where the previous one ends,
    /// no two words in a row.
    private func isContiguous(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return false }
        var previous = self[range.lowerBound]
        for index in range.dropFirst() {
            let token = self[index]
            if token.start != previous.end || (Self.isWord(token) && Self.isWord(previous)) { return false }
            previous = token
        }
        return true
    }

    /// What `compactText` separates from a word before it by a space.
    private static func isWord(_ token: Token) -> Bool {
        token.kind == .identifier || token.kind == .number || token.kind == .attribute
    }
}
