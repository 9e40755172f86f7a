import Foundation
import NibKit

/// `nibbench layout-dump FILE [--without ID,…]`: every root's solved frame of every view next to the written one,
/// with its verdicts, then the document's layout findings: for investigating a disagreement
/// that `layout-accuracy --disagreements` lists.
enum LayoutDumpCommand: BenchmarkCommand {
    static let name = "layout-dump"
    static let usage = "layout-dump FILE [--without ID,…]   solved and written frames of every view, and the layout findings"

    static func run(_ args: [String]) throws {
        var args = args
        let options = try LayoutOptions(removingWithoutFlagsFrom: &args)
        guard let path = args.first else { throw UsageError(description: "name a .xib or .storyboard") }
        let document = try IBDocument.read(path: path)
        let analysis = LayoutAnalyzer.analyze(document, options: options)
        for root in analysis.roots {
            print("ROOT \(root.rootViewID) \(root.variant)\(root.isCanvasConfiguration ? " (canvas)" : "")")
            for (id, view) in root.views.sorted(by: { $0.key < $1.key }) {
                let verdict = [view.ambiguity.map { "AMBIGUOUS \($0) (\($0.reason))" }, view.isMisplaced ? "MISPLACED" : nil]
                    .compactMap { $0 }.joined(separator: " ")
                print("  \(id) \(document.object(id)?.element ?? "?") solved \(view.frame) written \(view.documentFrame.map { "\($0)" } ?? "-") \(verdict)")
            }
        }
        for diagnostic in analysis.diagnostics { print(diagnostic) }
    }
}
