import Foundation
import NibDiff
import NibModel
import XCTest

/// Every corpus document (NIBKIT_CORPUS; skipped when unset) against rewrites of itself that
/// change nothing: the diff must be empty and the textconv outline identical.
final class CorpusDiffTests: XCTestCase {
    func testRewritesOfCorpusDocumentsReportNothing() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"] else {
            throw XCTSkip("NIBKIT_CORPUS is not set")
        }
        let files = (FileManager.default.enumerator(atPath: corpus)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        XCTAssertFalse(files.isEmpty)
        let reversed = XMLSerializer(attributes: { $0.attributes.reversed() })
        var compared = 0
        for file in files {
            guard let document = try? IBDocument.read(path: corpus + "/" + file) else { continue }
            let rewritten = try IBDocument.parse(Array(reversed.serialize(document.tree).utf8), path: file)
            let diff = DocumentDiff.compare(document, rewritten)
            XCTAssertEqual(diff.changes.map(\.message), [], file)
            XCTAssertEqual(ReadableOutline.text(of: rewritten), ReadableOutline.text(of: document), file)
            compared += 1
        }
        XCTAssertGreaterThan(compared, ProcessInfo.processInfo.environment["NIBKIT_CORPUS_SAMPLE"] == nil ? 2_000 : 250)
    }
}

extension CorpusDiffTests {
    /// Every corpus document with all its `AAA-BB-CCC` ids regenerated: matched by structure,
    /// nothing but noise.
    func testRegeneratedIDsInCorpusDocumentsReportNoSemanticChange() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"] else {
            throw XCTSkip("NIBKIT_CORPUS is not set")
        }
        let files = (FileManager.default.enumerator(atPath: corpus)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        var failures: [String] = []
        for file in files {
            guard let data = FileManager.default.contents(atPath: corpus + "/" + file),
                  let document = try? IBDocument.parse([UInt8](data), path: file), document.diagnostics.isEmpty else { continue }
            let text = String(decoding: data, as: UTF8.self)
            let regenerated = try IBDocument.parse(Array(FixtureEdits.regeneratingIDs(in: text).text.utf8), path: file)
            let diff = DocumentDiff.compare(document, regenerated)
            if diff.hasSemanticChanges { failures.append("\(file): " + diff.semanticChanges.prefix(3).map(\.message).joined(separator: "; ")) }
        }
        XCTAssertEqual(failures, [])
    }
}
