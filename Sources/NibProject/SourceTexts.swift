#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import SourceScan

/// The bytes of the project's sources, read from disk when first asked for and kept: for the
/// few questions the scan's records do not answer (whether a name or a literal is written
/// anywhere), which most runs never ask. A checking pass that asks them has its findings keyed
/// by every source's bytes (see `SourceDependencies`). Not thread-safe: one per checking pass.
final class SourceTexts {
    private let paths: [String]
    private var read: [[UInt8]]?

    /// Over the source files given to the scanner.
    init(paths: [String]) {
        self.paths = paths
    }

    /// Every source's bytes, in the order of the paths (none for a file that cannot be read).
    var texts: [[UInt8]] {
        if let read { return read }
        let texts = paths.map { FileManager.default.contents(atPath: $0).map { [UInt8]($0) } ?? [] }
        read = texts
        return texts
    }

    /// How many times `needle` is written in the sources, comments and literals included.
    func occurrences(of needle: [UInt8]) -> Int {
        var count = 0
        forEachOccurrence(of: needle) { _, _ in
            count += 1
            return true
        }
        return count
    }

    /// Calls `body` with a source's bytes and the index just past each place `needle` is
    /// written there, in order, until it returns false.
    func forEachOccurrence(of needle: [UInt8], _ body: ([UInt8], Int) -> Bool) {
        for text in texts {
            var index = 0
            while let start = ByteText.firstIndex(of: needle, in: text, from: index) {
                index = start + needle.count
                if !body(text, index) { return }
            }
        }
    }
}
