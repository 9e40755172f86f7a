import Foundation
import NibKit

/// The corpus a corpus command reads: a folder of `<project>/…` documents (the first free
/// argument, default `$NIBKIT_CORPUS`) and, when `halfFlag HALF` is given, one `CorpusHalf`.
struct CorpusSelection {
    let corpus: String
    let half: CorpusHalf?

    init(_ args: [String], halfFlag: String) throws {
        var corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"]
        var half: CorpusHalf?
        var i = 0
        while i < args.count {
            if args[i] == halfFlag, i + 1 < args.count {
                guard let chosen = CorpusHalf(rawValue: args[i + 1]) else { throw UsageError(description: "\(halfFlag) takes fit or check") }
                half = chosen
                i += 2
            } else {
                corpus = args[i]
                i += 1
            }
        }
        guard let corpus else { throw UsageError(description: "name a corpus folder or set NIBKIT_CORPUS") }
        self.corpus = corpus
        self.half = half
    }

    /// Every document of the corpus, relative to it, sorted (`CorpusHalf.documentPaths`).
    var documentPaths: [String] { CorpusHalf.documentPaths(inCorpus: corpus) }
}
