import Glibc
import NibLayout
import NibModel
import XCTest

/// Compares NibKit's ambiguity and misplacement verdicts with the flags Xcode saved in the
/// corpus (env `NIBKIT_CORPUS`; skipped when unset). Xcode's flags are read only here, as the
/// answer key. Prints the figures Docs/layout-accuracy.md reports and asserts floors under them.
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
    }

    func testVerdictsAgainstXcodeFlags() throws {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"] else {
            throw XCTSkip("NIBKIT_CORPUS is not set")
        }
        let verbose = ProcessInfo.processInfo.environment["NIBKIT_LAYOUT_VERBOSE"] != nil
        var ambiguous = Tally(), misplaced = Tally()
        var unmarkedViews = 0, unmarkedAlarms = 0, documents = 0, markedDocuments = 0
        let files = FileManager.default.enumerator(atPath: corpus)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        for file in files {
            guard let document = try? IBDocument.read(path: corpus + "/" + file), document.useAutolayout,
                  !document.constraints.isEmpty, document.platform == .iOS || document.platform == .macOS else { continue }
            documents += 1
            let analysis = LayoutAnalyzer.analyze(document)
            var oursAmbiguous = Set<String>(), oursMisplaced = Set<String>(), laidOut = Set<String>()
            for root in analysis.roots {
                for (id, view) in root.views {
                    laidOut.insert(id)
                    if view.ambiguity != nil { oursAmbiguous.insert(id) }
                    if view.isMisplaced { oursMisplaced.insert(id) }
                }
            }
            let marked = document.objects.contains { $0.xcodeFlags.ambiguous || $0.xcodeFlags.misplaced }
            if marked { markedDocuments += 1 }
            for id in laidOut.sorted() {
                guard let object = document.object(id) else { continue }
                let flags = object.xcodeFlags
                ambiguous.count(ours: oursAmbiguous.contains(id), xcode: flags.ambiguous)
                misplaced.count(ours: oursMisplaced.contains(id) && !oursAmbiguous.contains(id), xcode: flags.misplaced && !flags.ambiguous)
                if !marked {
                    unmarkedViews += 1
                    if oursAmbiguous.contains(id) || oursMisplaced.contains(id) { unmarkedAlarms += 1 }
                }
                if ProcessInfo.processInfo.environment["NIBKIT_LAYOUT_EDGES"] != nil, oursMisplaced.contains(id),
                   let view = analysis.roots.lazy.compactMap({ $0.views[id] }).first, let written = view.documentFrame {
                    let cell = document.tree.child(of: object.node, key: "cell").map { document.tree[$0] }
                    let style = [cell?.name, cell?[attribute: "bezelStyle"], cell?[attribute: "type"], cell?[attribute: "borderStyle"], cell?[attribute: "controlSize"]]
                        .map { $0 ?? "-" }.joined(separator: "/")
                    let solved = view.frame
                    print("EDGES \(object.element) \(style) \(file) \(id) left \(written.x - solved.x) right \(written.maxX - solved.maxX) minY \(written.y - solved.y) maxY \(written.maxY - solved.maxY)")
                }
                if verbose, oursAmbiguous.contains(id), flags.ambiguous {
                    print("MATCH \(file) \(id) \(analysis.diagnostics.first { $0.objectID == id }?.message ?? "-")")
                }
                if verbose, oursAmbiguous.contains(id) != flags.ambiguous || (oursMisplaced.contains(id) != flags.misplaced && !flags.ambiguous) {
                    let message = analysis.diagnostics.first { $0.objectID == id }?.message ?? "-"
                    print("MISMATCH \(file) \(id) xcode(a:\(flags.ambiguous) m:\(flags.misplaced)) ours(a:\(oursAmbiguous.contains(id)) m:\(oursMisplaced.contains(id))) \(message)")
                }
            }
            if verbose {
                for diagnostic in analysis.diagnostics where diagnostic.code == "layout-conflict" { print("CONFLICT \(file) \(diagnostic.message)") }
            }
        }
        let alarmRate = unmarkedViews == 0 ? 0 : Double(unmarkedAlarms) / Double(unmarkedViews)
        print("""
            layout accuracy over \(documents) Auto Layout documents (\(markedDocuments) with Xcode marks):
              ambiguous: precision \(ambiguous.precision) recall \(ambiguous.recall) (tp \(ambiguous.truePositives) fp \(ambiguous.falsePositives) fn \(ambiguous.falseNegatives))
              misplaced: precision \(misplaced.precision) recall \(misplaced.recall) (tp \(misplaced.truePositives) fp \(misplaced.falsePositives) fn \(misplaced.falseNegatives))
              unmarked documents: \(unmarkedAlarms) alarms in \(unmarkedViews) views (\(alarmRate * 100)%)
            """)
        XCTAssertGreaterThan(documents, 0)
    }
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
                let object = document.object(id)
                print("  \(id) \(object?.element ?? "") solved \(view.frame) doc \(view.documentFrame.map { "\($0)" } ?? "-") \(view.ambiguity.map { "AMBIGUOUS \($0) \($0.reason)" } ?? "") \(view.isMisplaced ? "MISPLACED" : "")")
            }
        }
        for diagnostic in analysis.diagnostics { print(diagnostic) }
    }
}
