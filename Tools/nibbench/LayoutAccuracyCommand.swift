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
        var corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"]
        var listed: CorpusHalf?
        var i = 0
        while i < args.count {
            if args[i] == "--disagreements", i + 1 < args.count {
                guard let half = CorpusHalf(rawValue: args[i + 1]) else { throw UsageError(description: "--disagreements takes fit or check") }
                listed = half
                i += 2
            } else {
                corpus = args[i]
                i += 1
            }
        }
        guard let corpus else { throw UsageError(description: "name a corpus folder or set NIBKIT_CORPUS") }
        let paths = (FileManager.default.enumerator(atPath: corpus)?.compactMap { $0 as? String } ?? [])
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
        let start = monotonicSeconds()
        let result = CorpusLayoutAccuracy(corpus: corpus, relativePaths: paths)
        print(result.table)
        print("(\(paths.count) files, \(String(format: "%.1f", monotonicSeconds() - start)) s)")
        guard let listed else { return }
        for (path, disagreements) in result.disagreements.sorted(by: { $0.key < $1.key })
        where CorpusHalf(project: String(path.prefix { $0 != "/" })) == listed {
            for d in disagreements {
                print("\(path) \(d.viewID) xcode(a:\(d.xcodeAmbiguous) m:\(d.xcodeMisplaced)) ours(a:\(d.ambiguous) m:\(d.misplaced)) \(d.message ?? "-")")
            }
        }
    }
}
