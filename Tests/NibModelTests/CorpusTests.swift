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

final class CorpusTests: XCTestCase {
    /// Every corpus file gives a model, or (for the empty files) the clear `empty file` error;
    /// the model has exactly one object per id-carrying element.
    func testEveryCorpusFileReads() throws {
        guard let files = corpusFiles() else { throw XCTSkip("NIBKIT_CORPUS is not set") }
        XCTAssertGreaterThan(files.count, 250)
        var read = 0
        for path in files {
            do {
                let document = try IBDocument.read(path: path)
                read += 1
                let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
                XCTAssertEqual(document.objects.filter(\.hasSourceID).count, countIDCarryingElements(bytes), path)
                for object in document.objects.prefix(50) {
                    XCTAssertEqual(document.tree[object.node].name, object.element)
                    XCTAssertGreaterThan(object.location.line, 0)
                }
            } catch let error as DocumentReadError {
                let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? -1
                XCTAssertEqual(error.kind, .empty, "\(path): \(error)")
                XCTAssertEqual(size, 0, path)
            } catch {
                XCTFail("\(path): \(error)")
            }
        }
        XCTAssertGreaterThanOrEqual(read, 290)
    }
}
