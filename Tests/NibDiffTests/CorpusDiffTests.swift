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
        XCTAssertGreaterThan(compared, 250)
    }
}
