import Foundation
import NibKit

/// `nibbench layout-accuracy [CORPUS] [--disagreements fit|check] [--whole]`: the layout verdicts
/// against Xcode's marks over a corpus of `<project>/…` folders (default $NIBKIT_CORPUS), on the
/// fit and the check half (`CorpusHalf`), per platform: the table Docs/layout-accuracy.md reports.
/// `--whole` gives one row per platform instead, for a set nobody tuned on (apps outside the
/// corpus, `Tools/outside-apps.sh`); `--disagreements HALF` also lists every view of that half
/// where NibKit and Xcode differ; `--without ID[,ID…]` leaves canvas-model adjustments out
/// (`LayoutAdjustment`), to measure each.
enum LayoutAccuracyCommand: BenchmarkCommand {
    static let name = "layout-accuracy"
    static let usage = "layout-accuracy [CORPUS] [--disagreements fit|check] [--whole] [--without ID,…]   layout verdicts vs Xcode's marks, per corpus half"

    static func run(_ args: [String]) throws {
        var args = args
        let options = try LayoutOptions(removingWithoutFlagsFrom: &args)
        let whole = args.contains("--whole")
        args.removeAll { $0 == "--whole" }
        let selection = try CorpusSelection(args, halfFlag: "--disagreements")
        let paths = selection.documentPaths
        let start = monotonicSeconds()
        let result = CorpusLayoutAccuracy(corpus: selection.corpus, relativePaths: paths, options: options)
        print(result.table(halves: !whole))
        print("(\(paths.count) files, \(String(format: "%.1f", monotonicSeconds() - start)) s)")
        guard let listed = selection.half else { return }
        for (path, disagreements) in result.disagreements.sorted(by: { $0.key < $1.key }) where CorpusHalf(documentPath: path) == listed {
            for d in disagreements {
                print("\(path) \(d.viewID) xcode(a:\(d.xcodeAmbiguous) m:\(d.xcodeMisplaced)) ours(a:\(d.ambiguous) m:\(d.misplaced)) \(d.message ?? "-")")
            }
        }
    }
}

extension LayoutOptions {
    /// The options with every adjustment named by a `--without ID[,ID…]` flag of `args` left
    /// out; the flags are removed from `args`.
    init(removingWithoutFlagsFrom args: inout [String]) throws {
        self.init()
        while let flag = args.firstIndex(of: "--without") {
            guard flag + 1 < args.count else { throw UsageError(description: "--without needs an adjustment id, e.g. --without text-ties") }
            for id in args[flag + 1].split(separator: ",").map(String.init) {
                guard let adjustment = LayoutAdjustment.named(id) else {
                    throw UsageError(description: "no adjustment '\(id)'; the ids: " + LayoutAdjustment.all.map(\.id).joined(separator: ", "))
                }
                disabledAdjustments.insert(adjustment)
            }
            args.removeSubrange(flag...flag + 1)
        }
    }
}
