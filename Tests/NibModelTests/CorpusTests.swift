import Foundation
import XCTest
@testable import NibModel

/// Counts id-carrying elements with a tag scanner of its own: an oracle independent of
/// libxml2 and of NibKit's model. Skips comments, CDATA and processing instructions;
/// honours quotes, so a `>` inside an attribute value does not end a tag.
func countIDCarryingElements(_ bytes: [UInt8]) -> Int {
    var count = 0
    var i = 0
    func starts(_ text: String, at index: Int) -> Bool {
        let pattern = Array(text.utf8)
        return index + pattern.count <= bytes.count && Array(bytes[index..<(index + pattern.count)]) == pattern
    }
    func skip(past text: String, from index: Int) -> Int {
        var j = index
        while j < bytes.count, !starts(text, at: j) { j += 1 }
        return j + text.utf8.count
    }
    while i < bytes.count {
        guard bytes[i] == UInt8(ascii: "<") else { i += 1; continue }
        if starts("<!--", at: i) { i = skip(past: "-->", from: i); continue }
        if starts("<![CDATA[", at: i) { i = skip(past: "]]>", from: i); continue }
        if starts("<?", at: i) || starts("</", at: i) || starts("<!", at: i) { i = skip(past: ">", from: i); continue }
        var j = i + 1
        var name: [UInt8] = []
        while j < bytes.count, ![UInt8(ascii: " "), 0x0A, 0x0D, 0x09, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[j]) {
            name.append(bytes[j]); j += 1
        }
        var hasID = false
        var quote: UInt8? = nil
        while j < bytes.count {
            let byte = bytes[j]
            if let open = quote {
                if byte == open { quote = nil }
            } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                quote = byte
            } else if byte == UInt8(ascii: ">") {
                break
            } else if [UInt8(ascii: " "), 0x0A, 0x0D, 0x09].contains(byte), starts("id=", at: j + 1) {
                hasID = true
            }
            j += 1
        }
        let tag = String(decoding: name, as: UTF8.self)
        if hasID, tag != "device", tag != "adaptation" { count += 1 }
        i = j + 1
    }
    return count
}

/// What a file's bytes say it is, found without libxml2 or NibKit's reader: empty, or the name
/// of its first element (after the prolog's declaration, comments and byte-order mark).
func rootElementName(_ bytes: [UInt8]) -> String? {
    var text = Substring(String(decoding: bytes, as: UTF8.self))
    while true {
        text = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        if text.hasPrefix("<?"), let end = text.range(of: "?>") { text = text[end.upperBound...]; continue }
        if text.hasPrefix("<!--"), let end = text.range(of: "-->") { text = text[end.upperBound...]; continue }
        break
    }
    guard text.hasPrefix("<") else { return nil }
    return String(text.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == ":" })
}

final class CorpusTests: XCTestCase {
    /// Every corpus file gives a model, or the clear error its content calls for: `empty` for an
    /// empty file, `legacyFormat` for a pre-Xcode-5 `<archive>`, `notInterfaceBuilder` for any
    /// other root (the Carbon-era files). A model has exactly one object per id-carrying element.
    func testEveryCorpusFileReads() throws {
        guard let files = corpusFiles() else { throw XCTSkip("NIBKIT_CORPUS is not set") }
        XCTAssertGreaterThan(files.count, 250)
        var read = 0, refused: [DocumentReadError.Kind: Int] = [:]
        for path in files {
            let bytes = [UInt8]((try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data())
            do {
                let document = try IBDocument.read(path: path)
                read += 1
                XCTAssertEqual(document.objects.filter(\.hasSourceID).count, countIDCarryingElements(bytes), path)
                for object in document.objects.prefix(50) {
                    XCTAssertEqual(document.tree[object.node].name, object.element)
                    XCTAssertGreaterThan(object.location.line, 0)
                }
            } catch let error as DocumentReadError {
                refused[error.kind, default: 0] += 1
                let expected: DocumentReadError.Kind = switch rootElementName(bytes) {
                case nil: .empty
                case "archive": .legacyFormat
                default: .notInterfaceBuilder
                }
                XCTAssertEqual(error.kind, expected, "\(path): \(error)")
                XCTAssertEqual(error.location.file, path)
            } catch {
                XCTFail("\(path): \(error)")
            }
        }
        // The corpus README: 8 empty files, 250 legacy archives, 2 Carbon-era documents, one of
        // which is itself an `<archive>` (the sanitizer runs read a sample: Tools/sanitize.sh).
        guard ProcessInfo.processInfo.environment["NIBKIT_CORPUS_SAMPLE"] == nil else { return }
        XCTAssertEqual(refused[.empty], 8)
        XCTAssertEqual(refused[.legacyFormat], 250)
        XCTAssertEqual(refused[.notInterfaceBuilder], 1)
        XCTAssertGreaterThanOrEqual(read, 2_600)
    }
}
