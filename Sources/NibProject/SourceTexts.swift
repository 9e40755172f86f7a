#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SourceScan

/// The bytes of the project's sources, read from disk when first asked for and kept: for the
/// few questions the scan's records do not answer (whether a name or a literal is written
/// anywhere), which most runs never ask. A checking pass that asks them has its findings keyed
/// by every source's bytes (see `SourceDependencies`). Not thread-safe: one per checking pass.
final class SourceTexts {
    private let paths: [String]
    private var read: [[UInt8]]?
    /// Sources read one at a time before (or without) the whole read.
    private var single: [String: [UInt8]] = [:]

    /// Over the source files given to the scanner.
    init(paths: [String]) {
        self.paths = paths
    }

    /// Every source's bytes, in the order of the paths (none for a file that cannot be read).
    var texts: [[UInt8]] {
        if let read { return read }
        let texts = paths.map { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } ?? [] }
        read = texts
        return texts
    }

    /// One source's bytes, read alone (and kept) unless every source has been read.
    func text(at path: String) -> [UInt8] {
        if let read, let index = paths.firstIndex(of: path) { return read[index] }
        if let known = single[path] { return known }
        let text = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        single[path] = text
        return text
    }

    /// How many times `needle` is written in the sources, comments and literals included.
    func occurrences(of needle: [UInt8]) -> Int {
        var count = 0
        forEachOccurrence(of: needle) { _, _ in count += 1 }
        return count
    }

    /// A constant of this name as the sources write it: the string literal it is declared with
    /// when exactly one declaration initialises it with a literal alone (`let cellID = "Row"`,
    /// `static let cellID: String = "Row"`, `static NSString * const CellID = @"Row";`,
    /// `#define CellID @"Row"`; not a `var`, which code may set), how many times the name is
    /// written as a word in all, and how many of those look like a declaration of something by
    /// that name (the constant's own; any other `let`, `var`, `func`, `case`, type or Objective-C
    /// variable of that name; a parameter or label, followed by `:`; a closure's or loop's,
    /// followed by `in`). Nil when no declaration or more than one initialises it with a literal.
    func constantLiteral(named name: String) -> (value: String, mentions: Int, declarations: Int)? {
        let needle = Array(name.utf8)
        var values: [String] = [], mentions = 0, declarations = 0
        forEachOccurrence(of: needle) { bytes, end in
            Self.tally(needle, endingAt: end, in: bytes, values: &values, mentions: &mentions, declarations: &declarations)
        }
        return values.count == 1 ? (values[0], mentions, declarations) : nil
    }

    /// The literals the source at `path` declares a constant of this name with, how many times
    /// it writes the name, and how many declarations of anything by that name it makes, those
    /// included (see `constantLiteral`): a cheap first look in the calling file, which settles
    /// most constants without reading every source.
    func mentions(of name: String, inSourceAt path: String) -> (literals: [String], mentions: Int, declarations: Int) {
        let needle = Array(name.utf8), text = text(at: path)
        var values: [String] = [], mentions = 0, declarations = 0, index = 0
        while let start = ByteText.firstIndex(of: needle, in: text, from: index) {
            index = start + needle.count
            Self.tally(needle, endingAt: index, in: text, values: &values, mentions: &mentions, declarations: &declarations)
        }
        return (values, mentions, declarations)
    }

    /// Counts one place `needle` is written, ending at `end`, if it is a whole word.
    private static func tally(_ needle: [UInt8], endingAt end: Int, in bytes: [UInt8], values: inout [String], mentions: inout Int, declarations: inout Int) {
        let start = end - needle.count
        guard ByteText.startsWord(at: start, in: bytes), ByteText.endsWord(at: end, in: bytes) else { return }
        mentions += 1
        if let value = declaredLiteral(in: bytes, nameStart: start, nameEnd: end) {
            values.append(value)
            declarations += 1
        } else if looksDeclared(in: bytes, nameStart: start, nameEnd: end) {
            declarations += 1
        }
    }

    /// The word before `nameStart` (blanks passed; `#define` read whole), and where it starts.
    private static func word(in bytes: [UInt8], before nameStart: Int) -> (word: ArraySlice<UInt8>, afterBlanks: Int) {
        var before = nameStart
        while before > 0, ByteText.isBlank(bytes[before - 1]) { before -= 1 }
        var wordStart = before
        while wordStart > 0, ByteText.isIdentifier(bytes[wordStart - 1]) || bytes[wordStart - 1] == UInt8(ascii: "#") { wordStart -= 1 }
        return (bytes[wordStart..<before], before)
    }

    private static let declaringWords: [[UInt8]] = ["let", "var", "func", "case", "class", "struct", "enum", "protocol", "typealias",
                                                    "const", "#define"].map { Array($0.utf8) }

    /// Whether the name at `nameStart..<nameEnd` looks declared there (see `constantLiteral`).
    /// A member (`Constants.name`, `case .name:`) is a use; so is a C declaration the literal's
    /// definition completes (a header's `extern NSString * const name;`).
    private static func looksDeclared(in bytes: [UInt8], nameStart: Int, nameEnd: Int) -> Bool {
        guard nameStart == 0 || bytes[nameStart - 1] != UInt8(ascii: ".") else { return false }
        var index = nameEnd
        while index < bytes.count, ByteText.isBlank(bytes[index]) { index += 1 }
        guard index < bytes.count else { return false }
        let (word, before) = word(in: bytes, before: nameStart)
        if word.elementsEqual("const".utf8) || (before > 0 && bytes[before - 1] == UInt8(ascii: "*")) {
            return bytes[index] != UInt8(ascii: ";") || !declaresExternally(bytes, lineBefore: nameStart)
        }
        if declaringWords.contains(where: { word.elementsEqual($0) }) { return true }
        if bytes[index] == UInt8(ascii: ":") { return index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: ":") }
        return index + 2 < bytes.count && bytes[index] == UInt8(ascii: "i") && bytes[index + 1] == UInt8(ascii: "n")
            && !ByteText.isIdentifier(bytes[index + 2])
    }

    /// Whether the line before `position` says its declaration is defined elsewhere (`extern`,
    /// `FOUNDATION_EXPORT`, `UIKIT_EXTERN` and the like).
    private static func declaresExternally(_ bytes: [UInt8], lineBefore position: Int) -> Bool {
        var start = position
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        let line = bytes[start..<position]
        return ["extern", "EXTERN", "EXPORT"].contains { word in ByteText.firstIndex(of: Array(word.utf8), in: Array(line), from: 0) != nil }
    }

    /// The literal the name at `nameStart..<nameEnd` is declared with, when it is declared there:
    /// after `let`, `*`, `const` or `#define`, and followed (after Swift's `: String`) by `=` and a
    /// literal that ends its line or statement.
    private static func declaredLiteral(in bytes: [UInt8], nameStart: Int, nameEnd: Int) -> String? {
        let (word, before) = word(in: bytes, before: nameStart)
        let isDefine = word.elementsEqual("#define".utf8)
        guard isDefine || word.elementsEqual("let".utf8) || word.elementsEqual("const".utf8)
                || (before > 0 && bytes[before - 1] == UInt8(ascii: "*")) else { return nil }
        var index = nameEnd
        func skipBlanks() { while index < bytes.count, bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 } }
        func skip(_ text: String) -> Bool {
            skipBlanks()
            guard index + text.utf8.count <= bytes.count, bytes[index..<index + text.utf8.count].elementsEqual(text.utf8) else { return false }
            index += text.utf8.count
            return true
        }
        if !isDefine {
            if skip(":"), !(skip("String") && ByteText.endsWord(at: index, in: bytes)) { return nil }
            guard skip("=") else { return nil }
        }
        skipBlanks()
        if index < bytes.count, bytes[index] == UInt8(ascii: "@") { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { return nil }
        let start = index + 1
        var end = start
        while end < bytes.count, bytes[end] != UInt8(ascii: "\"") {
            guard bytes[end] != UInt8(ascii: "\\"), bytes[end] != UInt8(ascii: "\n") else { return nil }
            end += 1
        }
        guard end < bytes.count, end > start else { return nil }
        index = end + 1
        skipBlanks()
        guard index == bytes.count || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") || bytes[index] == UInt8(ascii: ";")
                || (index + 1 < bytes.count && bytes[index] == UInt8(ascii: "/") && bytes[index + 1] == UInt8(ascii: "/")) else { return nil }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether some place `needle` is written satisfies `predicate`, given the source's bytes
    /// and the index just past the place; asked in order, up to the first that does.
    func containsOccurrence(of needle: [UInt8], where predicate: ([UInt8], Int) -> Bool) -> Bool {
        for text in texts {
            var index = 0
            while let start = ByteText.firstIndex(of: needle, in: text, from: index) {
                index = start + needle.count
                if predicate(text, index) { return true }
            }
        }
        return false
    }

    /// Calls `body` with a source's bytes and the index just past each place `needle` is
    /// written there, in order.
    func forEachOccurrence(of needle: [UInt8], _ body: ([UInt8], Int) -> Void) {
        _ = containsOccurrence(of: needle) { text, end in
            body(text, end)
            return false
        }
    }
}
