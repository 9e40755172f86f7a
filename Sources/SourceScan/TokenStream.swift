// Token access shared by the Swift and Objective-C declaration scanners.
//
// Every helper that moves through the tokens only moves forward and returns where it stopped;
// scanners never back up, which keeps scanning linear in the number of tokens.

struct TokenStream {
    let bytes: UnsafeBufferPointer<UInt8>
    let tokens: [Token]
    let path: String

    var endIndex: Int { tokens.count }

    func text(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[token.start..<token.end]), as: UTF8.self)
    }

    /// The name of an attribute or pound keyword, without `@` / `#`.
    func name(_ token: Token) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[(token.start + 1)..<token.end]), as: UTF8.self)
    }

    func location(_ token: Token) -> SourceLocation {
        SourceLocation(file: path, line: token.line, column: token.column)
    }

    /// Whether the token spells `word` exactly (identifiers), or `@word` / `#word`.
    func matches(_ index: Int, _ word: StaticString) -> Bool {
        guard index < tokens.count else { return false }
        let token = tokens[index]
        let offset = token.kind == .identifier ? 0 : 1
        guard (token.kind == .identifier && token.detail != Token.escapedIdentifier) || token.kind == .attribute || token.kind == .poundKeyword else { return false }
        let length = token.end - token.start - offset
        guard length == word.utf8CodeUnitCount else { return false }
        let wordBytes = UnsafeBufferPointer(start: word.utf8Start, count: length)
        var position = 0
        while position < length {
            if bytes[token.start + offset + position] != wordBytes[position] { return false }
            position += 1
        }
        return true
    }

    /// The kind of token `index`, nil past the end.
    func kind(_ index: Int) -> Token.Kind? { index < tokens.count ? tokens[index].kind : nil }

    func isIdentifier(_ index: Int) -> Bool { index < tokens.count && tokens[index].kind == .identifier }

    func isAttribute(_ index: Int, _ word: StaticString) -> Bool {
        index < tokens.count && tokens[index].kind == .attribute && matches(index, word)
    }

    func isPunctuation(_ index: Int, _ character: Unicode.Scalar) -> Bool {
        index < tokens.count && tokens[index].kind == .punctuation && tokens[index].detail == UInt8(ascii: character)
    }

    /// Whether the token is one of the punctuation characters in `characters` (ASCII).
    func isPunctuation(_ index: Int, oneOf characters: StaticString) -> Bool {
        guard index < tokens.count, tokens[index].kind == .punctuation else { return false }
        let detail = tokens[index].detail
        return UnsafeBufferPointer(start: characters.utf8Start, count: characters.utf8CodeUnitCount).contains(detail)
    }

    /// From `start`, the index of the first token for which `stop` holds, skipping
    /// parenthesised and bracketed groups whole (`stop` is not asked inside them).
    func skipGroups(from start: Int, until stop: (Int) -> Bool) -> Int {
        var position = start
        while position < tokens.count && !stop(position) {
            position = isPunctuation(position, oneOf: "([") ? skipBalanced(from: position) : position + 1
        }
        return position
    }

    /// Token `index` comes right after token `index - 1` with nothing in between.
    func isAdjacent(_ index: Int) -> Bool {
        index > 0 && index < tokens.count && tokens[index].start == tokens[index - 1].end
    }

    /// `->` (lexed as two adjacent punctuation tokens).
    func isArrow(_ index: Int) -> Bool { isPunctuation(index, "-") && isPunctuation(index + 1, ">") && isAdjacent(index + 1) }

    /// From an opening `(`, `[` or `{`, the index after its matching closer (or the end).
    /// All three bracket kinds count toward one depth, which is enough for well-formed code
    /// and stays linear on malformed code.
    func skipBalanced(from index: Int) -> Int {
        var depth = 0
        var position = index
        while position < tokens.count {
            let token = tokens[position]
            position += 1
            guard token.kind == .punctuation else { continue }
            switch token.detail {
            case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
            case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                depth -= 1
                if depth <= 0 { return position }
            default: break
            }
        }
        return position
    }

    /// Source text of tokens `range` with whitespace and comments dropped, except a single
    /// space between two words (`any Foo`, `UIKit.UIView`, `[UILabel]!`).
    func compactText(_ range: Range<Int>) -> String {
        var result = ""
        var previousWasWord = false
        for index in range {
            let token = tokens[index]
            let isWord = token.kind == .identifier || token.kind == .number || token.kind == .attribute
            if isWord && previousWasWord { result += " " }
            result += text(token)
            previousWasWord = isWord
        }
        return result
    }
}
