import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import NibModel
@testable import NibLint
import XCTest

/// Every report format against a golden file (Tests/NibLintTests/Golden/report.FORMAT); run with
/// NIBKIT_UPDATE_GOLDEN=1 to rewrite them after an intended change, then review the diff.
final class ReporterTests: XCTestCase {
    static let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// Two files with findings (one with characters every format must escape), one clean file,
    /// and a finding located in a Swift source.
    static let report: LintReport = {
        let main = "App/Main.storyboard"
        let diagnostics = [
            Diagnostic(code: "layout-conflict", severity: .error,
                       message: "Constraints conflict: box.width == 100; box.width == 200 <required> & \"both\" | 100%, ok",
                       location: SourceLocation(file: main, line: 12, column: 17), objectID: "wAa-Aa-001",
                       related: [RelatedLocation(location: SourceLocation(file: main, line: 13, column: 17),
                                                 message: "box.width == 200", objectID: "wBb-Aa-002")]),
            // A grouped cascade: one misplacement, and the views it moves with it as related places.
            Diagnostic(code: "layout-misplaced", severity: .warning,
                       message: "Frame for label Title will be different at run time: document (20, 40, 100, 21), solved (20, 44, 100, 21); "
                           + "2 more views move with it by the same offset",
                       location: SourceLocation(file: main, line: 20, column: 21), objectID: "tTl-Lb-003",
                       related: [RelatedLocation(location: SourceLocation(file: main, line: 25, column: 21),
                                                 message: "label Subtitle moves with it: document (20, 69, 100, 17), solved (20, 73, 100, 17)",
                                                 objectID: "sBt-Lb-004"),
                                 RelatedLocation(location: SourceLocation(file: main, line: 30, column: 21),
                                                 message: "button Save moves with it: document (20, 94, 60, 30), solved (20, 98, 60, 30)",
                                                 objectID: "sVe-Bt-005")]),
            Diagnostic(code: "unreachable-scene", severity: .warning, message: "scene 'Settings' is unreachable",
                       location: SourceLocation(file: main, line: 40, column: 9), objectID: "vCo-Aa-002"),
            Diagnostic(code: "layout-variant-conflict", severity: .note, message: "sets conflict if active at once",
                       location: SourceLocation(file: "App/My View.xib", line: 5, column: 3), objectID: nil),
            Diagnostic(code: "outlet-unconnected", severity: .warning, message: "outlet 'subtitleLabel' is connected nowhere",
                       location: SourceLocation(file: "App/ProfileView.swift", line: 4, column: 5)),
        ]
        let rules = ["layout-conflict", "layout-misplaced", "layout-variant-conflict", "outlet-unconnected", "unreachable-scene"]
            .compactMap { RuleRegistry.rule($0)?.description }
        return LintReport(files: ["App/Clean.xib", main, "App/My View.xib"].sorted(), diagnostics: Linter.inReportOrder(diagnostics),
                          rules: rules)
    }()

    /// File, line, column, then rule and message, comparing whole findings: the order the
    /// report's sort by file ranks must give.
    static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let fileA = a.location?.file ?? "", fileB = b.location?.file ?? ""
        if fileA != fileB { return fileA < fileB }
        let placeA = (a.location?.line ?? 0, a.location?.column ?? 0), placeB = (b.location?.line ?? 0, b.location?.column ?? 0)
        if placeA != placeB { return placeA < placeB }
        return (a.code, a.message) < (b.code, b.message)
    }

    /// The report's sort by file ranks gives `reportOrder`'s order, ties kept in input order.
    func testReportOrderByRanksIsReportOrder() {
        let files = ["b.xib", "a.xib", "a.xib", "é.xib", "e\u{301}.xib", "", "Z.swift"]
        var diagnostics: [Diagnostic] = []
        for index in 0..<300 {
            let location = index % 11 == 0 ? nil : SourceLocation(file: files[index % files.count], line: index % 4, column: index % 3)
            diagnostics.append(Diagnostic(code: ["x", "y"][index % 2], severity: .warning, message: "m\(index % 5)",
                                          location: location, objectID: String(index)))
        }
        XCTAssertEqual(Linter.inReportOrder(diagnostics), diagnostics.sorted(by: Self.reportOrder))
    }

    func testEveryFormatMatchesItsGolden() throws {
        for format in ReportFormat.allCases {
            let rendered = format.render(Self.report)
            let golden = Self.goldenFolder.appendingPathComponent("report.\(format.rawValue)")
            if ProcessInfo.processInfo.environment["NIBKIT_UPDATE_GOLDEN"] == "1" {
                try rendered.write(to: golden, atomically: true, encoding: .utf8)
            }
            let expected = try String(contentsOf: golden, encoding: .utf8)
            XCTAssertEqual(rendered, expected, "format \(format.rawValue) differs from its golden file")
        }
    }

    func testJSONHasExactlyTheContractKeys() throws {
        let data = Data(ReportFormat.json.render(Self.report).utf8)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(Set(json.keys), ["tool", "version", "files", "diagnostics", "counts"])
        XCTAssertEqual(json["counts"] as? [String: Int], ["error": 1, "warning": 3, "note": 1])
        XCTAssertEqual(json["tool"] as? String, "nibcheck")
        XCTAssertEqual(json["version"] as? String, NibKitVersion.current)
        XCTAssertEqual(json["files"] as? Int, 3)
        let diagnostics = try XCTUnwrap(json["diagnostics"] as? [[String: Any]])
        XCTAssertEqual(diagnostics.count, 5)
        for diagnostic in diagnostics {
            XCTAssertEqual(Set(diagnostic.keys), ["rule", "severity", "message", "file", "line", "column", "objectID", "related"])
            XCTAssertTrue(["error", "warning", "note"].contains(diagnostic["severity"] as? String ?? ""))
            for related in try XCTUnwrap(diagnostic["related"] as? [[String: Any]]) {
                XCTAssertEqual(Set(related.keys), ["message", "file", "line", "column", "objectID"])
            }
        }
        // The grouped misplacement keeps the views it moves, in order.
        let grouped = try XCTUnwrap(diagnostics.first { $0["rule"] as? String == "layout-misplaced" })
        XCTAssertEqual((grouped["related"] as? [[String: Any]])?.compactMap { $0["objectID"] as? String }, ["sBt-Lb-004", "sVe-Bt-005"])
    }

    /// The fields SARIF 2.1.0's schema requires, and those code scanning needs to place a result.
    func testSARIFHasTheRequiredFields() throws {
        let data = Data(ReportFormat.sarif.render(Self.report).utf8)
        let sarif = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        XCTAssertEqual(sarif["version"] as? String, "2.1.0")
        XCTAssertEqual(sarif["$schema"] as? String, "https://json.schemastore.org/sarif-2.1.0.json")
        let runs = try XCTUnwrap(sarif["runs"] as? [[String: Any]])
        XCTAssertEqual(runs.count, 1)
        let driver = try XCTUnwrap((runs[0]["tool"] as? [String: Any])?["driver"] as? [String: Any])
        XCTAssertEqual(driver["name"] as? String, "nibcheck")
        let rules = try XCTUnwrap(driver["rules"] as? [[String: Any]])
        let ruleIDs = rules.compactMap { $0["id"] as? String }
        XCTAssertEqual(ruleIDs.count, rules.count)
        let results = try XCTUnwrap(runs[0]["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 5)
        let grouped = try XCTUnwrap(results.first { $0["ruleId"] as? String == "layout-misplaced" })
        XCTAssertEqual((grouped["relatedLocations"] as? [[String: Any]])?.count, 2)
        for result in results {
            let ruleID = try XCTUnwrap(result["ruleId"] as? String)
            XCTAssertEqual(result["ruleIndex"] as? Int, ruleIDs.firstIndex(of: ruleID))
            XCTAssertTrue(["error", "warning", "note"].contains(result["level"] as? String ?? ""))
            XCTAssertNotNil((result["message"] as? [String: Any])?["text"] as? String)
            let locations = try XCTUnwrap(result["locations"] as? [[String: Any]])
            let physical = try XCTUnwrap(locations.first?["physicalLocation"] as? [String: Any])
            let uri = try XCTUnwrap((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
            XCTAssertFalse(uri.contains(" "), "URIs are percent-encoded")
            let region = try XCTUnwrap(physical["region"] as? [String: Any])
            XCTAssertGreaterThanOrEqual(region["startLine"] as? Int ?? 0, 1)
            XCTAssertGreaterThanOrEqual(region["startColumn"] as? Int ?? 0, 1)
            XCTAssertNotNil((result["partialFingerprints"] as? [String: String])?["nibcheck/v1"])
        }
    }

    /// Unreserved ASCII stays; every other byte, each byte of a multi-byte character too, is encoded.
    func testSARIFURIsPercentEncodeEveryUnsafeByte() {
        XCTAssertEqual(SARIFReporter.uri("./App/My Views/Größe~1_a-b.xib"), "App/My%20Views/Gr%C3%B6%C3%9Fe~1_a-b.xib")
        XCTAssertEqual(SARIFReporter.uri("a%b#c?d"), "a%25b%23c%3Fd")
    }

    func testXMLFormatsAreWellFormed() throws {
        for format in [ReportFormat.junit, .checkstyle] {
            let data = Data(format.render(Self.report).utf8)
            XCTAssertNoThrow(try XMLDocument(data: data), "\(format.rawValue) is not well-formed XML")
        }
    }

    /// A long message keeps its first clauses on the line; a first clause too long alone is cut
    /// at a word outside parentheses, never inside one (`(installed in …`).
    func testLongMessagesAreCutWhereTheyStillRead() {
        let ids = (1...12).map { "Ab\($0 % 10)-Cd-\(100 + $0)" }.joined(separator: ", ")
        let long = "Constraints cannot all be active: \(ids) (activated by code) conflict with \(ids) (installed in default (Any/Any)); more; advice"
        let cut = XcodeReporter.shortened(long)
        XCTAssertLessThanOrEqual(cut.count, XcodeReporter.messageLength)
        XCTAssertTrue(cut.hasSuffix(" … (--format json has all)"), cut)
        let kept = cut.dropLast(" … (--format json has all)".count)
        XCTAssertEqual(kept.filter { $0 == "(" }.count, kept.filter { $0 == ")" }.count, cut)
        XCTAssertFalse(kept.hasSuffix(","), cut)
        let clauses = "First clause; second clause; " + String(repeating: "more words ", count: 40)
        XCTAssertEqual(XcodeReporter.shortened(clauses), "First clause; second clause; … 1 more part (--format json has all)")
        // Not split inside a quoted text or parentheses.
        XCTAssertEqual(XcodeReporter.topLevelClauses(of: "label \"Pay; then ship\" (note; kept); next"),
                       ["label \"Pay; then ship\" (note; kept)", "next"])
        // A quoted text's own quotation marks, written `\"`, do not end it.
        let nested = quotedText(#"Tap "Share"; then "Upload""#)
        XCTAssertEqual(nested, #""Tap \"Share\"; then \"Upload\"""#)
        XCTAssertEqual(XcodeReporter.topLevelClauses(of: "was \(nested); next"), ["was \(nested)", "next"])
        XCTAssertEqual(XcodeReporter.quoteParts(of: "was \(nested), now \"Tap\""), ["was ", #"Tap \"Share\"; then \"Upload\""#, ", now ", "Tap", ""])
        // A text ending in a backslash writes it `\\`: its closing quotation mark still ends it.
        let path = quotedText(#"C:\"#)
        XCTAssertEqual(path, #""C:\\""#)
        XCTAssertEqual(XcodeReporter.topLevelClauses(of: "was \(path); next"), ["was \(path)", "next"])
        XCTAssertEqual(XcodeReporter.quoteParts(of: "was \(path); next"), ["was ", #"C:\\"#, "; next"])
    }

    /// A closing suggestion is what a reader acts on: it stays when the message before it is cut.
    /// A related place is said once, and not when it is the finding's own place.
    func testAlsoAtSaysEachOtherPlaceOnce() {
        let own = SourceLocation(file: "V.xib", line: 5, column: 9)
        let other = SourceLocation(file: "V.xib", line: 7, column: 9)
        let diagnostic = Diagnostic(code: "layout-ambiguous", severity: .warning, message: "a tie", location: own,
                                    related: [RelatedLocation(location: own, message: "the view itself"),
                                              RelatedLocation(location: other, message: "a tied view"),
                                              RelatedLocation(location: other, message: "its arrangement")])
        var out: [UInt8] = []
        XcodeReporter.appendAlsoAt(diagnostic, to: &out)
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "; also at 7:9")
        var none: [UInt8] = []
        XcodeReporter.appendAlsoAt(Diagnostic(code: "x", severity: .note, message: "m", location: own,
                                              related: [RelatedLocation(location: own, message: "itself")]), to: &none)
        XCTAssertEqual(none, [])
    }

    /// A related place the message already names by file and line is not said again; one whose
    /// line only starts the named one's (7 of 75) is.
    func testAlsoAtLeavesOutThePlaceTheMessageNames() {
        let own = SourceLocation(file: "App/Cell.swift", line: 14, column: 24)
        let use = SourceLocation(file: "App/Cell.swift", line: 25, column: 17)
        let other = SourceLocation(file: "App/Cell.swift", line: 2, column: 5)
        let diagnostic = Diagnostic(code: "outlet-unconnected", severity: .warning, message: "code uses it (Cell.swift:25), where it would be nil",
                                    location: own, related: [RelatedLocation(location: use, message: "used here"),
                                                             RelatedLocation(location: other, message: "another outlet")])
        var out: [UInt8] = []
        XcodeReporter.appendAlsoAt(diagnostic, to: &out)
        XCTAssertEqual(String(decoding: out, as: UTF8.self), "; also at 2:5")
    }

    func testACutMessageKeepsItsSuggestion() {
        let message = "action 'cancelEditing' targets " + String(repeating: "a very long controller name ", count: 12)
            + "; but the class has no method 'cancelEditing' (did you mean `cancelEditingVariablesSizes:`?)"
        let cut = XcodeReporter.shortened(message)
        XCTAssertLessThanOrEqual(cut.count, XcodeReporter.messageLength)
        XCTAssertTrue(cut.hasSuffix("(--format json has all) (did you mean `cancelEditingVariablesSizes:`?)"), cut)
        // Any closing hint in words; not an object's id.
        let swift3 = "action 'okayButtonPressed:' targets File's Owner (" + String(repeating: "a long owner name ", count: 14)
            + "), but class X has no method 'okayButtonPressed:' (the class has `okayButtonPressedWithSender:`, as Swift 3 names it: "
            + "write `_` before the first parameter, or `@objc(okayButtonPressed:)`)"
        let kept = XcodeReporter.shortened(swift3)
        XCTAssertLessThanOrEqual(kept.count, XcodeReporter.minimumBodyLength + XcodeReporter.maxHintLength)
        // A finding that fits beside its hint is kept whole, though the line is longer.
        let host = "PhotoLibraryAlbumSelectionAndSharingSheetPresentingViewController"
        let whole = "action 'showImagePickerTapped:' targets \(host), but class \(host) has no method 'showImagePickerTapped:'"
            + " (the class has `showImagePickerTappedWithSender:`, as Swift 3 names it: write `_` before the first parameter, or "
            + "`@objc(showImagePickerTapped:)`)"
        XCTAssertGreaterThan(whole.count, XcodeReporter.messageLength)
        XCTAssertEqual(XcodeReporter.shortened(whole), whole)
        XCTAssertTrue(kept.hasSuffix(" … (--format json has all) (the class has `okayButtonPressedWithSender:`, as Swift 3 names it: "
                                     + "write `_` before the first parameter, or `@objc(okayButtonPressed:)`)"), kept)
        let tie = "label (aBc-12-xyZ): " + String(repeating: "X position or width is decided only by a tie ", count: 9) + "of \"Go\" (njO-9y-ve9)"
        XCTAssertTrue(XcodeReporter.shortened(tie).hasSuffix(" … (--format json has all)"), XcodeReporter.shortened(tie))
    }

    /// Quoted texts too long for the line keep their ends, and two long ones (a text and what it
    /// became) keep where they differ.
    func testACutMessageShowsWhereTwoQuotedTextsDiffer() {
        let before = "Welcome! Enter your address to join the mailing list of 300+ developers and get news about releases first, "
            + "with no more than one letter a month."
        let after = before.replacingOccurrences(of: "300+", with: "400+")
        let message = "\"rVb-aa-001.text\" was translated from \"\(before)\", but Join.storyboard now says \"\(after)\": "
            + "the translation in de, fr, ja may say something else"
        let cut = XcodeReporter.shortened(message)
        XCTAssertEqual(cut, "\"rVb-aa-001.text\" was translated from \"…mailing list of 300+ developers…\", but Join.storyboard "
                       + "now says \"…mailing list of 400+ developers…\": the translation in de, fr, ja may say something else")
        let missing = "\"eYM-cr-6r7.text\" (label \"" + String(repeating: "A very long paragraph of help text. ", count: 9)
            + "\" (eYM-cr-6r7)) has no fr translation"
        let short = XcodeReporter.shortened(missing)
        XCTAssertTrue(short.contains("(label \"A very long paragraph of… help text. \" (eYM-cr-6r7)) has no fr translation"), short)
    }
}
