import NibLayout
import NibModel
import XCTest

/// Compares NibKit's ambiguity and misplacement verdicts with the flags Xcode saved in the
/// corpus (env `NIBKIT_CORPUS`; skipped when unset), in the configuration IB's canvas shows
/// (Xcode saves the verdicts of the layout it shows). Xcode's flags are read only here, as the
/// answer key. Prints the figures Docs/layout-accuracy.md reports and asserts floors a little
/// under them, so that a regression fails.
///
/// Extra output: `NIBKIT_LAYOUT_VERBOSE=1` prints every disagreement and conflict;
/// `NIBKIT_LAYOUT_EDGES=1` prints, for each view NibKit calls misplaced, its control class and
/// how far each edge of the document frame is from the solved one (how the alignment-rectangle
/// table in AlignmentInsets.swift was measured).
final class CorpusAccuracyTests: XCTestCase {
    struct Tally {
        var truePositives = 0, falsePositives = 0, falseNegatives = 0
        var precision: Double { truePositives + falsePositives == 0 ? 1 : Double(truePositives) / Double(truePositives + falsePositives) }
        var recall: Double { truePositives + falseNegatives == 0 ? 1 : Double(truePositives) / Double(truePositives + falseNegatives) }
        mutating func count(ours: Bool, xcode: Bool) {
            switch (ours, xcode) {
            case (true, true): truePositives += 1
            case (true, false): falsePositives += 1
            case (false, true): falseNegatives += 1
            case (false, false): break
            }
        }
        var summary: String {
            "precision \(percent(precision)) recall \(percent(recall)) (agreed \(truePositives), NibKit only \(falsePositives), Xcode only \(falseNegatives))"
        }
    }

    /// Views and false alarms in documents Xcode saved without any mark.
    struct Unmarked {
        var documents = 0, cleanDocuments = 0, views = 0, alarms = 0
        var rate: Double { views == 0 ? 0 : Double(alarms) / Double(views) }
        var summary: String {
            "\(alarms) alarms in \(views) views (\(percent(rate))); \(cleanDocuments) of \(documents) documents without any alarm"
        }
    }

    func testVerdictsAgainstXcodeFlags() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let corpus = environment["NIBKIT_CORPUS"] else { throw XCTSkip("NIBKIT_CORPUS is not set") }
        let verbose = environment["NIBKIT_LAYOUT_VERBOSE"] != nil
        let edges = environment["NIBKIT_LAYOUT_EDGES"] != nil
        var ambiguous = Tally(), misplaced = Tally()
        var unmarked: [Platform: Unmarked] = [:]
        var documents = 0, markedDocuments = 0
        let files = FileManager.default.enumerator(atPath: corpus)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        for file in files {
            guard let document = try? IBDocument.read(path: corpus + "/" + file), document.useAutolayout,
                  !document.constraints.isEmpty, document.platform == .iOS || document.platform == .macOS else { continue }
            documents += 1
            let analysis = LayoutAnalyzer.analyze(document)
            var oursAmbiguous = Set<String>(), oursMisplaced = Set<String>(), layouts: [String: ViewLayout] = [:]
            // Xcode saves the verdicts of the configuration its canvas shows: Any/Any unless a
            // variation applies to the "View as" device (`RootLayout.isCanvasConfiguration`).
            for root in analysis.roots where root.isCanvasConfiguration {
                for (id, view) in root.views {
                    layouts[id] = layouts[id] ?? view
                    if view.ambiguity != nil { oursAmbiguous.insert(id) }
                    if view.isMisplaced { oursMisplaced.insert(id) }
                }
            }
            let marked = document.objects.contains { $0.xcodeFlags.ambiguous || $0.xcodeFlags.misplaced }
            if marked { markedDocuments += 1 } else { unmarked[document.platform, default: .init()].documents += 1 }
            var alarms = 0
            for id in layouts.keys.sorted() {
                guard let object = document.object(id) else { continue }
                let flags = object.xcodeFlags
                let isAmbiguous = oursAmbiguous.contains(id), isMisplaced = oursMisplaced.contains(id) && !isAmbiguous
                ambiguous.count(ours: isAmbiguous, xcode: flags.ambiguous)
                misplaced.count(ours: isMisplaced, xcode: flags.misplaced && !flags.ambiguous)
                if !marked {
                    unmarked[document.platform]!.views += 1
                    if isAmbiguous || isMisplaced { alarms += 1 }
                }
                if verbose, isAmbiguous != flags.ambiguous || isMisplaced != (flags.misplaced && !flags.ambiguous) {
                    let message = analysis.diagnostics.first { $0.objectID == id }?.message ?? "-"
                    print("MISMATCH \(file) \(id) xcode(a:\(flags.ambiguous) m:\(flags.misplaced)) ours(a:\(isAmbiguous) m:\(isMisplaced)) \(message)")
                }
                if edges, isMisplaced, let view = layouts[id], let written = view.documentFrame {
                    let cell = document.tree.child(of: object.node, key: "cell").map { document.tree[$0] }
                    let style = [cell?.name, cell?[attribute: "bezelStyle"], cell?[attribute: "type"], cell?[attribute: "borderStyle"]]
                        .map { $0 ?? "-" }.joined(separator: "/")
                    let solved = view.frame
                    print("EDGES \(object.element) \(style) \(file) \(id) left \(written.x - solved.x) right \(written.maxX - solved.maxX) "
                        + "minY \(written.y - solved.y) maxY \(written.maxY - solved.maxY)")
                }
            }
            if !marked {
                unmarked[document.platform]!.alarms += alarms
                if alarms == 0 { unmarked[document.platform]!.cleanDocuments += 1 }
            }
            if verbose {
                for diagnostic in analysis.diagnostics where diagnostic.code == "layout-conflict" { print("CONFLICT \(file) \(diagnostic.message)") }
            }
        }
        let all = unmarked.values.reduce(into: Unmarked()) {
            $0.documents += $1.documents; $0.cleanDocuments += $1.cleanDocuments; $0.views += $1.views; $0.alarms += $1.alarms
        }
        print("""
            layout accuracy over \(documents) Auto Layout documents (\(markedDocuments) with Xcode marks):
              ambiguous: \(ambiguous.summary)
              misplaced: \(misplaced.summary)
              unmarked documents: \(all.summary)
                iOS: \(unmarked[.iOS, default: .init()].summary)
                macOS: \(unmarked[.macOS, default: .init()].summary)
            """)
        // Floors a little under the figures of Docs/layout-accuracy.md.
        XCTAssertGreaterThan(documents, 150)
        XCTAssertGreaterThanOrEqual(ambiguous.recall, 0.95)
        XCTAssertGreaterThanOrEqual(ambiguous.precision, 0.87)
        XCTAssertGreaterThanOrEqual(misplaced.recall, 0.69)
        XCTAssertGreaterThanOrEqual(misplaced.precision, 0.53)
        XCTAssertLessThanOrEqual(all.rate, 0.007)
    }
}

private func percent(_ value: Double) -> String {
    "\(Double(Int((value * 1000).rounded())) / 10)%"
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
