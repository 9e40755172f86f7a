import Foundation
import NibKit

/// `nibbench layout-accuracy [CORPUS] [--disagreements fit|check]`: the layout verdicts against
/// Xcode's marks over a corpus of `<project>/…` folders (default $NIBKIT_CORPUS), on the fit and
/// the check half (`CorpusHalf`), per platform: the table Docs/layout-accuracy.md reports.
/// `--disagreements HALF` also lists every view of that half where NibKit and Xcode differ.
enum LayoutAccuracyCommand: BenchmarkCommand {
    static let name = "layout-accuracy"
    static let usage = "layout-accuracy [CORPUS] [--disagreements fit|check]   layout verdicts vs Xcode's marks, per corpus half"

    static func run(_ args: [String]) throws {
        let selection = try CorpusSelection(args, halfFlag: "--disagreements")
        let paths = selection.documentPaths
        let start = monotonicSeconds()
        let result = CorpusLayoutAccuracy(corpus: selection.corpus, relativePaths: paths)
        print(result.table)
        print("(\(paths.count) files, \(String(format: "%.1f", monotonicSeconds() - start)) s)")
        guard let listed = selection.half else { return }
        for (path, disagreements) in result.disagreements.sorted(by: { $0.key < $1.key }) where CorpusHalf(documentPath: path) == listed {
            for d in disagreements {
                print("\(path) \(d.viewID) xcode(a:\(d.xcodeAmbiguous) m:\(d.xcodeMisplaced)) ours(a:\(d.ambiguous) m:\(d.misplaced)) \(d.message ?? "-")")
            }
        }
    }
}
