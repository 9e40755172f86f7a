import Foundation
import NibLayout
import NibModel
import XCTest

/// The registry of canvas-model adjustments (`LayoutAdjustment.all`): each one's fixture shows
/// it at work, the way a rule's examples do.
final class LayoutAdjustmentTests: XCTestCase {
    static let fixtures = LayoutFixtureTests.root + "/Fixtures/layout"

    /// The findings of a document, as comparable lines.
    func verdicts(_ document: IBDocument, without adjustment: LayoutAdjustment? = nil) -> [String] {
        var options = LayoutOptions()
        if let adjustment { options.disabledAdjustments = [adjustment] }
        return LayoutAnalyzer.analyze(document, options: options).diagnostics.map { "\($0.code) \($0.objectID ?? "-") \($0.message)" }
    }

    func testEveryAdjustmentChangesTheVerdictsOfItsFixture() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.fixtures).sorted()
        var documents: [String: IBDocument] = [:]
        for name in names { documents[name] = try IBDocument.read(path: Self.fixtures + "/" + name) }
        for adjustment in LayoutAdjustment.all {
            let document = try XCTUnwrap(documents[adjustment.fixture], "\(adjustment.id): no fixture \(adjustment.fixture)")
            if verdicts(document) == verdicts(document, without: adjustment) {
                // Says where the adjustment does show, to help choose another fixture.
                let showing = names.filter { documents[$0].map { verdicts($0) != verdicts($0, without: adjustment) } ?? false }
                XCTFail("\(adjustment.id): \(adjustment.fixture) has the same findings without it; fixtures that differ: \(showing)")
            }
        }
    }

    func testIdsAreUniqueKebabCaseAndNamed() {
        let ids = LayoutAdjustment.all.map(\.id)
        XCTAssertEqual(Set(ids).count, ids.count)
        for adjustment in LayoutAdjustment.all {
            XCTAssertNotNil(adjustment.id.wholeMatch(of: /[a-z]+(-[a-z0-9]+)*/), adjustment.id)
            XCTAssertEqual(LayoutAdjustment.named(adjustment.id), adjustment)
            XCTAssertFalse(adjustment.summary.isEmpty || adjustment.rationale.isEmpty, adjustment.id)
        }
        XCTAssertNil(LayoutAdjustment.named("no-such-adjustment"))
    }
}
