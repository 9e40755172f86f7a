import Foundation
import XCTest

/// `nibcheck lint` and `nibcheck rules` end to end: the built tool run as a user runs it.
final class LintCommandTests: NibcheckTestCase {
    static let warningOnly = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <objects>
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <constraints>
                    <constraint firstAttribute="height" constant="100" id="cOn-Bb-001"/>
                    <constraint firstAttribute="height" constant="100" id="cOn-Bb-002"/>
                </constraints>
            </view>
        </objects>
    </document>
    """

    /// The README's main command: exit 0, and only the expected notes (the two constraint sets
    /// that code swaps in TwoPane and LeftRight conflict if both were active).
    func testComicAppHasOnlyExpectedNotes() throws {
        let run = try nibcheck(["lint", "Fixtures/ComicApp"])
        XCTAssertEqual(run.status, 0, run.out + run.err)
        XCTAssertTrue(run.err.contains("0 errors, 0 warnings"), run.err)
        for line in run.out.split(separator: "\n") {
            XCTAssertTrue(line.contains(": note: ") && line.hasSuffix("[layout-variant-conflict]")
                          && (line.hasPrefix("Fixtures/ComicApp/TwoPane.storyboard:") || line.hasPrefix("Fixtures/ComicApp/LeftRight.storyboard:")),
                          "unexpected finding: \(line)")
        }
    }

    func testUnreadableDocumentsAreLocatedErrorsAndTheRunGoesOn() throws {
        let run = try nibcheck(["lint", "Fixtures/broken", "--quiet"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.out.contains("Fixtures/broken/truncated.storyboard:16:68: error:"), run.out)
        XCTAssertTrue(run.out.contains("[duplicate-id]"), "documents after an unreadable one are still checked")
        XCTAssertEqual(run.err, "", "--quiet prints no summary")
    }

    func testMaxFileSizeRefusesLargeDocumentsAsLocatedErrors() throws {
        let run = try nibcheck(["lint", "Fixtures/ComicApp/ComicView.xib", "--max-file-size", "100", "--quiet"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.out.hasPrefix("Fixtures/ComicApp/ComicView.xib:1:1: error: "), run.out)
        XCTAssertTrue(run.out.hasSuffix("[unreadable-document]\n"), run.out)
        XCTAssertEqual(try nibcheck(["lint", "--max-file-size", "lots"]).status, 2)
    }

    func testOutputIsDeterministic() throws {
        let first = try nibcheck(["lint", "Fixtures", "--format", "json", "--quiet"])
        let second = try nibcheck(["lint", "Fixtures", "--format", "json", "--quiet"])
        XCTAssertEqual(first.out, second.out)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(first.out.utf8)) as? [String: Any])
        XCTAssertEqual(json["tool"] as? String, "nibcheck")
    }

    func testStrictMakesWarningsFail() throws {
        let folder = try project(["View.xib": Self.warningOnly])
        XCTAssertEqual(try nibcheck(["lint", "--quiet"], in: folder).status, 0)
        let strict = try nibcheck(["lint", "--strict", "--quiet"], in: folder)
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.out.contains("View.xib:8:17: warning:"), strict.out)
        XCTAssertTrue(strict.out.contains("[duplicate-constraint]"), strict.out)
    }

    func testRuleSelectionFlags() throws {
        let folder = try project(["View.xib": Self.warningOnly])
        XCTAssertEqual(try nibcheck(["lint", "--disable", "duplicate-constraint", "--strict"], in: folder).status, 0)
        XCTAssertEqual(try nibcheck(["lint", "--only", "duplicate-id,layout-conflict", "--strict"], in: folder).status, 0)
        let unknown = try nibcheck(["lint", "--enable", "duplicate-constraints"], in: folder)
        XCTAssertEqual(unknown.status, 2)
        XCTAssertTrue(unknown.err.contains("did you mean 'duplicate-constraint'"), unknown.err)
        let only = try nibcheck(["lint", "--only", "not-a-rule"], in: folder)
        XCTAssertEqual(only.status, 2)
        XCTAssertTrue(only.err.hasPrefix("nibcheck lint: unknown rule 'not-a-rule'"), only.err)
    }

    func testConfigurationIsFoundInParentsAndErrorsExitTwo() throws {
        let folder = try project([
            "App/View.xib": Self.warningOnly,
            ".nibcheck.yml": "disabled_rules: [duplicate-constraint]\n",
        ])
        XCTAssertEqual(try nibcheck(["lint", "--strict"], in: folder.appendingPathComponent("App")).status, 0)

        let bad = try project([".nibcheck.yml": "included: [App]\nexclude: [Pods]\n"])
        let run = try nibcheck(["lint"], in: bad)
        XCTAssertEqual(run.status, 2)
        XCTAssertTrue(run.err.contains(".nibcheck.yml:2:1: error: unknown key 'exclude'"), run.err)
        XCTAssertTrue(run.err.contains("did you mean 'excluded'"), run.err)

        XCTAssertEqual(try nibcheck(["lint", "--config", "missing.yml"], in: folder).status, 2)
        XCTAssertEqual(try nibcheck(["lint", "NoSuchFolder"], in: folder).status, 2)
        XCTAssertEqual(try nibcheck(["lint", "--format", "yaml"], in: folder).status, 2)
    }

    func testPathOverridesAndExcludedGlobs() throws {
        let folder = try project([
            "Legacy/Old.xib": Self.warningOnly,
            "Generated/Gen.xib": Self.warningOnly,
            "Pods/Lib/Lib.xib": Self.warningOnly,
            ".nibcheck.yml": """
            excluded: ["Generated/**"]
            paths:
              "Legacy/**":
                disabled_rules: [duplicate-constraint]
            """,
        ])
        let run = try nibcheck(["lint", "--strict"], in: folder)
        XCTAssertEqual(run.status, 0, run.out)
        XCTAssertTrue(run.err.contains("in 1 file"), "Generated is excluded and Pods skipped: \(run.err)")
    }

    func testBaselineReportsOnlyNewFindings() throws {
        let folder = try project(["View.xib": Self.warningOnly])
        let write = try nibcheck(["lint", "--write-baseline", "baseline.json", "--quiet"], in: folder)
        XCTAssertEqual(write.status, 0)
        XCTAssertFalse(write.out.isEmpty, "writing a baseline still reports")
        let later = try nibcheck(["lint", "--baseline", "baseline.json", "--strict"], in: folder)
        XCTAssertEqual(later.status, 0, later.out)
        XCTAssertEqual(later.out, "")
        XCTAssertTrue(later.err.contains("1 in the baseline not shown"), later.err)

        // A line shift elsewhere keeps the finding accepted; a new copy does not.
        let shifted = Self.warningOnly.replacingOccurrences(of: "<objects>", with: "<objects>\n\n")
            .replacingOccurrences(of: #"id="cOn-Bb-002"/>"#, with: #"id="cOn-Bb-002"/>"# + "\n" + #"<constraint firstAttribute="height" constant="100" id="cOn-Bb-003"/>"#)
        try shifted.write(to: folder.appendingPathComponent("View.xib"), atomically: true, encoding: .utf8)
        let grown = try nibcheck(["lint", "--baseline", "baseline.json", "--strict", "--quiet"], in: folder)
        XCTAssertEqual(grown.status, 1)
        XCTAssertEqual(grown.out.split(separator: "\n").count, 1, grown.out)
        XCTAssertTrue(grown.out.contains("cOn-Bb-003"), grown.out)
    }

    func testRulesCommand() throws {
        let list = try nibcheck(["rules"])
        XCTAssertEqual(list.status, 0)
        XCTAssertTrue(list.out.contains("duplicate-constraint"))
        let explain = try nibcheck(["rules", "--explain", "unreachable-scene"])
        XCTAssertTrue(explain.out.contains("Triggers on:"), explain.out)
        XCTAssertEqual(try nibcheck(["rules", "--explain", "no-such-rule"]).status, 2)
        let markdown = try nibcheck(["rules", "--format", "markdown"])
        let committed = try String(contentsOf: Self.packageRoot.appendingPathComponent("Docs/rules.md"), encoding: .utf8)
        XCTAssertEqual(markdown.out, committed, "Docs/rules.md is what `nibcheck rules --format markdown` prints")
    }
}
