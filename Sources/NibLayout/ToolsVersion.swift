import NibModel

/// The Xcode build that saved a document, which decides the metrics its canvas rendered with
/// (status bars, bars inferred over controllers, cell margins, switch sizes).
enum ToolsVersion {
    /// The largest amount by which a released Xcode's `toolsVersion` exceeds the version of the
    /// Interface Builder plug-in it writes in `<dependencies>`, with room to spare: the two track
    /// each other to within 1,100 over the corpus's 300 files (Xcode 9.0: 13142 and 12042).
    private static let largestReleaseGap: Double = 2_000

    /// `toolsVersion` before its first dot, 0 when absent; but the plug-in's version when the
    /// `toolsVersion` is not a release build. Xcode 15.0 writes the placeholder
    /// `toolsVersion="32700.99.1234"` in every file it saves (32 corpus files of two projects,
    /// all with plug-in 22684 or 22685, Xcode 15's), which read at face value would make them
    /// newer than Xcode 26 (24xxx) and get iOS 26 metrics.
    static func of(_ document: IBDocument) -> Double {
        let tools = document.toolsVersion.flatMap { Double($0.prefix { $0 != "." }) } ?? 0
        let tree = document.tree
        guard let dependencies = tree.child(of: tree.root, named: "dependencies"),
              let plugIn = tree.child(of: dependencies, named: "plugIn"),
              let plugInVersion = tree[plugIn].attribute(notKnown: "version").flatMap({ Double($0.prefix { $0 != "." }) }),
              tools > plugInVersion + largestReleaseGap
        else { return tools }
        return plugInVersion
    }
}

/// The Xcode builds a row of the canvas model holds for: `toolsVersion` from `from` (nil: the
/// first) up to, not including, `before` (nil: the last).
struct ToolsVersionRange: Sendable, Equatable {
    var from: Double?
    var before: Double?

    /// Every version.
    static let any = ToolsVersionRange(from: nil, before: nil)

    /// Whether a document saved by `tools` is in the range.
    func contains(_ tools: Double) -> Bool { tools >= (from ?? 0) && tools < (before ?? .infinity) }

    /// As the generated tables print it.
    var summary: String {
        switch (from, before) {
        case (nil, nil): "any"
        case let (from?, nil): "≥ \(formatRounded(from))"
        case let (nil, before?): "< \(formatRounded(before))"
        case let (from?, before?): "\(formatRounded(from)) to \(formatRounded(before))"
        }
    }
}
