import Foundation
import NibModel
@testable import NibLint
import XCTest

/// Layout verdicts told by the sources which classes size themselves (Fixtures/ReviewsApp): the
/// views of such classes are measured by their frames, so their size is not "open"; without the
/// sources, or once a class stops sizing itself, the document's own verdicts stand. With a cache,
/// an edit of the class is seen on the next run.
final class SelfSizingLayoutTests: XCTestCase {
    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-selfsizing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: LintCacheTests.fixtures.appendingPathComponent("ReviewsApp"),
                                         to: scratch.appendingPathComponent("ReviewsApp"))
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    private var app: String { scratch.appendingPathComponent("ReviewsApp").path }

    private func lint(_ folder: String, cached: Bool, only: [String]? = nil) throws -> LintReport {
        let file = folder + "/.nibcheck.yml"
        let configuration = FileManager.default.fileExists(atPath: file) ? try Configuration.load(path: file) : Configuration(baseDirectory: folder)
        var linter = try Linter(configuration: configuration, commandLine: RuleSelection(only: only))
        if cached { linter.cache = LintCache(folder: scratch.appendingPathComponent("cache").path, for: linter) }
        let report = try linter.lint(paths: [folder])
        XCTAssertNil(linter.cache?.save())
        return report
    }

    /// The ids of the views reported ambiguous.
    /// The views `layout-ambiguous` findings report: each finding's own and those its related
    /// places name (the views the same cause leaves open, and what a tie trades).
    private func ambiguous(_ report: LintReport) -> Set<String> {
        Set(report.diagnostics.filter { $0.code == "layout-ambiguous" }.flatMap { [$0.objectID] + $0.related.map(\.objectID) }.compactMap { $0 })
    }

    func testViewsOfClassesThatSizeThemselvesAreNotAmbiguous() throws {
        let report = try lint(app, cached: false)
        XCTAssertEqual(report.diagnostics.map(\.description), [])
    }

    /// The sources are scanned for the layout rules alone too: a run of `--only layout-ambiguous`
    /// judges as the whole run does, with a cache and without.
    func testTheLayoutRulesAloneStillReadTheSources() throws {
        XCTAssertEqual(ambiguous(try lint(app, cached: false, only: ["layout-ambiguous"])), [])
        XCTAssertEqual(ambiguous(try lint(app, cached: true, only: ["layout-ambiguous"])), [])
        XCTAssertEqual(ambiguous(try lint(app, cached: true, only: ["layout-ambiguous"])), [])
    }

    func testWithoutTheSourcesTheDocumentsOwnVerdictsStand() throws {
        let alone = scratch.appendingPathComponent("Alone")
        try FileManager.default.createDirectory(at: alone, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: app + "/ReviewSummaryView.xib", toPath: alone.path + "/ReviewSummaryView.xib")
        XCTAssertEqual(ambiguous(try lint(alone.path, cached: false)), ["rSv-Rv-002", "rSv-Lb-003", "rSv-Cv-004", "rSv-Sv-005"])
    }

    /// A class whose code is not in the tree (a dependency's view, here named in
    /// `external_classes`) may size itself: its view is measured by its frame, directly or
    /// through a subclass of the sources. A class declared nowhere that is no dependency's (the
    /// app's, deleted: a plain view when the app runs), and a class of the sources that reaches
    /// UIKit without declaring a size, are judged.
    func testViewsOfClassesWhoseCodeIsOutsideTheTreeAreMeasuredByTheirFrames() throws {
        let document = app + "/ReviewSummaryView.xib"
        let text = try String(contentsOfFile: document, encoding: .utf8)
        try "external_classes: [PodRatingView]\n".write(toFile: app + "/.nibcheck.yml", atomically: true, encoding: .utf8)
        for (customClass, source, isAmbiguous) in [
            ("PodRatingView", nil, false),
            ("DeletedRatingView", nil, true),
            ("BrandRatingView", "import UIKit\n\nfinal class BrandRatingView: PodRatingView {}\n", false),
            ("PlainRatingView", "import UIKit\n\nfinal class PlainRatingView: UIView {}\n", true),
        ] as [(String, String?, Bool)] {
            try text.replacingOccurrences(of: "customClass=\"StarsView\"", with: "customClass=\"\(customClass)\"")
                .write(toFile: document, atomically: true, encoding: .utf8)
            let extra = app + "/Extra.swift"
            try? FileManager.default.removeItem(atPath: extra)
            if let source { try source.write(toFile: extra, atomically: true, encoding: .utf8) }
            XCTAssertEqual(ambiguous(try lint(app, cached: false)).contains("rSv-Sv-005"), isAmbiguous, customClass)
        }
    }

    /// An `intrinsicContentSize` override that answers UIView's "no intrinsic metric" on both
    /// axes declares no size: the class's view is judged. One that answers a size on an axis,
    /// or anything NibKit does not read, still sizes itself.
    func testAClassWhoseIntrinsicSizeIsNoMetricIsJudged() throws {
        let document = app + "/ReviewSummaryView.xib"
        let text = try String(contentsOfFile: document, encoding: .utf8)
        try text.replacingOccurrences(of: "customClass=\"StarsView\"", with: "customClass=\"LineView\"")
            .write(toFile: document, atomically: true, encoding: .utf8)
        for (body, isAmbiguous) in [
            ("CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)", true),
            ("return .init(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)", true),
            ("CGSize(width: UIView.noIntrinsicMetric, height: 2)", false),
            ("compact ? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) : super.intrinsicContentSize", false),
        ] {
            try "import UIKit\n\nfinal class LineView: UIView {\n    var compact = false\n    override var intrinsicContentSize: CGSize { \(body) }\n}\n"
                .write(toFile: app + "/LineView.swift", atomically: true, encoding: .utf8)
            XCTAssertEqual(ambiguous(try lint(app, cached: false)).contains("rSv-Sv-005"), isAmbiguous, body)
        }
        try FileManager.default.removeItem(atPath: app + "/LineView.swift")
        try text.write(toFile: document, atomically: true, encoding: .utf8)
        let source = app + "/StarsView.m"
        let objectiveC = try String(contentsOfFile: source, encoding: .utf8)
        let noMetric = objectiveC.replacingOccurrences(of: "return CGSizeMake(5 * 16, 16);", with: "return CGSizeMake(UIViewNoIntrinsicMetric, UIViewNoIntrinsicMetric);")
        XCTAssertNotEqual(noMetric, objectiveC)
        try noMetric.write(toFile: source, atomically: true, encoding: .utf8)
        XCTAssertEqual(ambiguous(try lint(app, cached: false)), ["rSv-Sv-005"])
    }

    /// The pass that knows the self-sizing classes lays out only the roots holding their views;
    /// the findings of the document's other roots are its own pass's and stay.
    func testAnotherRootsFindingsStandBesideTheRelaidRoot() throws {
        let document = app + "/ReviewSummaryView.xib"
        let text = try String(contentsOfFile: document, encoding: .utf8)
        let otherRoot = """
                <view contentMode="scaleToFill" id="oTh-Rt-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="oTh-Bx-002">
                            <rect key="frame" x="0.0" y="0.0" width="50" height="100"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="oTh-Bx-002" firstAttribute="leading" secondItem="oTh-Rt-001" secondAttribute="leading" id="oTh-C1-003"/>
                        <constraint firstItem="oTh-Bx-002" firstAttribute="top" secondItem="oTh-Rt-001" secondAttribute="top" id="oTh-C2-004"/>
                        <constraint firstItem="oTh-Bx-002" firstAttribute="bottom" secondItem="oTh-Rt-001" secondAttribute="bottom" id="oTh-C3-005"/>
                    </constraints>
                </view>
            </objects>
        """
        try text.replacingOccurrences(of: "    </objects>", with: otherRoot).write(toFile: document, atomically: true, encoding: .utf8)
        XCTAssertEqual(ambiguous(try lint(app, cached: false)), ["oTh-Bx-002"])
        XCTAssertEqual(ambiguous(try lint(app, cached: true)), ["oTh-Bx-002"])
        XCTAssertEqual(ambiguous(try lint(app, cached: true)), ["oTh-Bx-002"])
    }

    func testAClassThatStopsSizingItselfIsSeenThroughTheCache() throws {
        XCTAssertEqual(ambiguous(try lint(app, cached: true)), [])
        let source = app + "/StarsView.m"
        let text = try String(contentsOfFile: source, encoding: .utf8)
        let edited = text.replacingOccurrences(of: "- (CGSize)intrinsicContentSize {\n    return CGSizeMake(5 * 16, 16);\n}\n", with: "")
        XCTAssertNotEqual(edited, text)
        try edited.write(toFile: source, atomically: true, encoding: .utf8)
        let after = try lint(app, cached: true)
        XCTAssertEqual(ambiguous(after), ["rSv-Sv-005"])
        XCTAssertEqual(after.diagnostics, try lint(app, cached: false).diagnostics)
        // And back: the class sizes itself again, and the verdict goes.
        try text.write(toFile: source, atomically: true, encoding: .utf8)
        XCTAssertEqual(ambiguous(try lint(app, cached: true)), [])
    }
}
