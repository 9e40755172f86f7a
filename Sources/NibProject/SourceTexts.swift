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

    /// How many times `needle` is written in the sources, comments and literals included.
    func occurrences(of needle: [UInt8]) -> Int {
        var count = 0
        forEachOccurrence(of: needle) { _, _ in
            count += 1
            return true
        }
        return count
    }

    /// The string literal a constant of this name is declared with, when the sources declare
    /// one such constant (`let cellID = "Row"`, `static let cellID: String = "Row"`,
    /// `static NSString * const CellID = @"Row";`, `#define CellID @"Row"`; not a `var`, which
    /// code may set), and how many times the name is written as a word in all, that declaration
    /// included. Nil when no declaration or more than one initialises it with a literal alone.
    func constantLiteral(named name: String) -> (value: String, mentions: Int)? {
        let needle = Array(name.utf8)
        var values: [String] = [], mentions = 0
        forEachOccurrence(of: needle) { bytes, end in
            let start = end - needle.count
            guard ByteText.startsWord(at: start, in: bytes), ByteText.endsWord(at: end, in: bytes) else { return true }
            mentions += 1
            if let value = Self.declaredLiteral(in: bytes, nameStart: start, nameEnd: end) { values.append(value) }
            return true
        }
        return values.count == 1 ? (values[0], mentions) : nil
    }

    /// The literal the name at `nameStart..<nameEnd` is declared with, when it is declared there:
    /// after `let`, `*`, `const` or `#define`, and followed (after Swift's `: String`) by `=` and a
    /// literal that ends its line or statement.
    private static func declaredLiteral(in bytes: [UInt8], nameStart: Int, nameEnd: Int) -> String? {
        var before = nameStart
        while before > 0, ByteText.isBlank(bytes[before - 1]) { before -= 1 }
        var wordStart = before
        while wordStart > 0, ByteText.isIdentifier(bytes[wordStart - 1]) || bytes[wordStart - 1] == UInt8(ascii: "#") { wordStart -= 1 }
        let word = bytes[wordStart..<before]
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

    /// Calls `body` with a source's bytes and the index just past each place `needle` is
    /// written there, in order, until it returns false.
    func forEachOccurrence(of needle: [UInt8], _ body: ([UInt8], Int) -> Bool) {
        for text in texts {
            var index = 0
            while let start = ByteText.firstIndex(of: needle, in: text, from: index) {
                index = start + needle.count
                if !body(text, index) { return }
            }
        }
    }
}
