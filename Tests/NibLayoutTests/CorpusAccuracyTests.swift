import NibLayout
import NibLint
import NibModel
import XCTest

/// Compares NibKit's ambiguity and misplacement verdicts with the marks Xcode saved in the
/// corpus (env `NIBKIT_CORPUS`; skipped when unset), on the fit and the check half of its
/// projects (`CorpusHalf`). Xcode's marks are read only by `LayoutAccuracy`, as the answer key.
/// Prints the table Docs/layout-accuracy.md reports (`nibbench layout-accuracy` prints the same)
/// and asserts floors on the check half a little under its figures, so that a regression on
/// projects the model was not developed against fails.
///
/// `NIBKIT_LAYOUT_VERBOSE=1` prints every disagreement of the fit half.
final class CorpusAccuracyTests: XCTestCase {
    func testVerdictsAgainstXcodeMarksOnTheCheckHalf() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let corpus = environment["NIBKIT_CORPUS"] else { throw XCTSkip("NIBKIT_CORPUS is not set") }
        guard environment["NIBKIT_CORPUS_SAMPLE"] == nil else { throw XCTSkip("the floors hold for the whole corpus, not a sample") }
        let paths = CorpusHalf.documentPaths(inCorpus: corpus)
        let result = CorpusLayoutAccuracy(corpus: corpus, relativePaths: paths)
        print(result.table())
        if environment["NIBKIT_LAYOUT_VERBOSE"] != nil {
            for (path, disagreements) in result.disagreements.sorted(by: { $0.key < $1.key })
            where CorpusHalf(documentPath: path) == .fit {
                for d in disagreements {
                    print("MISMATCH \(path) \(d.viewID) xcode(a:\(d.xcodeAmbiguous) m:\(d.xcodeMisplaced)) ours(a:\(d.ambiguous) m:\(d.misplaced)) \(d.message ?? "-")")
                }
            }
        }
        let check = result.score(of: .check)
        print("check half: ambiguous \(check.ambiguous), misplaced \(check.misplaced)")
        XCTAssertGreaterThan(check.documents, 600)
        for platform in [Platform.iOS, .macOS] {
            let score = try XCTUnwrap(result.scores[.init(half: .check, platform: platform)])
            XCTAssertLessThanOrEqual(score.unmarked.rate, CheckHalfFloors.falseAlarmRate[platform]!, "false alarms, \(platform)")
        }
        // Defaults earned by measurement: a layout rule is on by default only while it flags at
        // most 1% of the views of documents Xcode saved clean, on each platform of the check half.
        for platform in [Platform.iOS, .macOS] {
            let clean = try XCTUnwrap(result.scores[.init(half: .check, platform: platform)]).unmarked
            if RuleRegistry.enabledByDefault.contains("layout-ambiguous") { XCTAssertLessThanOrEqual(clean.ambiguousRate, 0.01) }
            if RuleRegistry.enabledByDefault.contains("layout-misplaced") { XCTAssertLessThanOrEqual(clean.misplacedRate, 0.01) }
        }
        // A layout verdict rule's rationale (Docs/rules.md) states its measured false alarms,
        // whether it is on by default or not: they must be today's, not a past session's.
        let iOS = try XCTUnwrap(result.scores[.init(half: .check, platform: .iOS)]).unmarked
        let macOS = try XCTUnwrap(result.scores[.init(half: .check, platform: .macOS)]).unmarked
        for (id, rates) in [("layout-ambiguous", (iOS.ambiguousRate, macOS.ambiguousRate)), ("layout-misplaced", (iOS.misplacedRate, macOS.misplacedRate))] {
            let stated = "flags \(CorpusLayoutAccuracy.percent(rates.0)) of the views of iOS documents and \(CorpusLayoutAccuracy.percent(rates.1)) of macOS ones"
            let rationale = try XCTUnwrap(RuleRegistry.rule(id)).description.rationale.replacingOccurrences(of: "\n", with: " ")
            XCTAssertTrue(rationale.contains(stated), "\(id)'s rationale should say it \(stated): \(rationale)")
        }
        XCTAssertGreaterThanOrEqual(check.ambiguous.precision, CheckHalfFloors.ambiguousPrecision)
        XCTAssertGreaterThanOrEqual(check.ambiguous.recall, CheckHalfFloors.ambiguousRecall)
        XCTAssertGreaterThanOrEqual(check.misplaced.precision, CheckHalfFloors.misplacedPrecision)
        XCTAssertGreaterThanOrEqual(check.misplaced.recall, CheckHalfFloors.misplacedRecall)
    }

    func testTheSplitIsByProjectAndStable() {
        XCTAssertEqual(CorpusHalf(project: "a"), CorpusHalf(project: "a"))
        // FNV-1a 64 of the folder name, by parity: fixed values, so the halves never move.
        XCTAssertEqual(CorpusHalf(project: ""), .check)   // 0xcbf29ce484222325 is odd
        let halves = (0..<200).map { CorpusHalf(project: "project\($0)") }
        XCTAssertGreaterThan(halves.count { $0 == .fit }, 70)
        XCTAssertGreaterThan(halves.count { $0 == .check }, 70)
    }
}

/// Floors on the check half, a little under the figures Docs/layout-accuracy.md gives (false
/// alarms: iOS 0.7%, macOS 0.8%, held at the issue's 1%; ambiguous P 0.74 / R 0.74 on iOS and
/// 0.40 / 0.50 on macOS; misplaced 0.28 / 0.48 and 0.28 / 0.42, 0.28 together). They catch
/// regressions; the issue's other targets (0.9, 0.5, no project over 3%) are not reached.
enum CheckHalfFloors {
    static let falseAlarmRate: [Platform: Double] = [.iOS: 0.01, .macOS: 0.01]
    static let ambiguousPrecision = 0.33
    static let ambiguousRecall = 0.55
    static let misplacedPrecision = 0.25
    static let misplacedRecall = 0.40
}

/// `NIBKIT_LAYOUT_DUMP=path swift test --filter LayoutDumpTests` prints every root's solved
/// frames next to the document's, for investigating a finding by hand.
final class LayoutDumpTests: XCTestCase {
    func testDump() throws {
        guard let path = ProcessInfo.processInfo.environment["NIBKIT_LAYOUT_DUMP"] else { throw XCTSkip("NIBKIT_LAYOUT_DUMP is not set") }
        let document = try IBDocument.read(path: path)
        let analysis = LayoutAnalyzer.analyze(document)
        for root in analysis.roots {
            print("ROOT \(root.rootViewID) \(root.variant)")
            for (id, view) in root.views.sorted(by: { $0.key < $1.key }) {
                let ambiguity = view.ambiguity.map { "AMBIGUOUS \($0) \($0.reason)" } ?? ""
                print("  \(id) \(document.object(id)?.element ?? "") solved \(view.frame) doc \(view.documentFrame.map { "\($0)" } ?? "-") \(ambiguity) \(view.isMisplaced ? "MISPLACED" : "")")
            }
        }
        for diagnostic in analysis.diagnostics { print(diagnostic) }
    }
}
