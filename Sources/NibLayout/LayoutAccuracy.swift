#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NibModel
import ParallelMap

/// Scores the analysis's verdicts against the `ambiguous="YES"` / `misplaced="YES"` marks Xcode
/// saved in real documents: the answer key for how the layout rules do on apps NibKit has never
/// seen. The analysis itself never reads those marks; only this score does.
///
/// Counting, as in Docs/layout-accuracy.md:
/// - only documents that use Auto Layout and have constraints, iOS or macOS, are scored;
/// - a view counts once per document, in the configuration the canvas shows
///   (`RootLayout.isCanvasConfiguration`), where Xcode's marks are made;
/// - a view NibKit calls ambiguous is not also counted misplaced (Xcode marks it one way);
/// - a view of a table row the canvas does not lay out (`UnloadedTableRows`) counts as not
///   flagged: `layout-ambiguous` does not report it, and Xcode's mark on it is whatever it
///   last wrote;
/// - a *false alarm* is a view flagged either way in a document Xcode saved with no mark at all.
public struct LayoutAccuracy: Sendable {
    /// Agreement of one verdict with Xcode's marks.
    public struct Tally: Sendable {
        /// Views both flag.
        public var agreed = 0
        /// Views NibKit flags and Xcode does not.
        public var nibKitOnly = 0
        /// Views Xcode flags and NibKit does not.
        public var xcodeOnly = 0
        /// agreed / (agreed + nibKitOnly); 1 when NibKit flags nothing.
        public var precision: Double { agreed + nibKitOnly == 0 ? 1 : Double(agreed) / Double(agreed + nibKitOnly) }
        /// agreed / (agreed + xcodeOnly); 1 when Xcode flags nothing.
        public var recall: Double { agreed + xcodeOnly == 0 ? 1 : Double(agreed) / Double(agreed + xcodeOnly) }
        mutating func count(ours: Bool, xcode: Bool) {
            switch (ours, xcode) {
            case (true, true): agreed += 1
            case (true, false): nibKitOnly += 1
            case (false, true): xcodeOnly += 1
            case (false, false): break
            }
        }
        static func + (a: Tally, b: Tally) -> Tally {
            Tally(agreed: a.agreed + b.agreed, nibKitOnly: a.nibKitOnly + b.nibKitOnly, xcodeOnly: a.xcodeOnly + b.xcodeOnly)
        }
    }

    /// Views in documents Xcode saved with no mark, and how many of them NibKit flags.
    public struct Unmarked: Sendable {
        /// Unmarked documents scored.
        public var documents = 0
        /// Of them, those where NibKit flags no view.
        public var cleanDocuments = 0
        /// Views laid out in them, each once per document.
        public var views = 0
        /// Views flagged ambiguous or misplaced (once each).
        public var alarms = 0
        /// Views flagged by each rule alone: what decides whether the rule is on by default.
        public var ambiguousAlarms = 0, misplacedAlarms = 0
        /// `layout-conflict` findings.
        public var conflicts = 0
        /// alarms / views.
        public var rate: Double { views == 0 ? 0 : Double(alarms) / Double(views) }
        /// ambiguousAlarms / views.
        public var ambiguousRate: Double { views == 0 ? 0 : Double(ambiguousAlarms) / Double(views) }
        /// misplacedAlarms / views.
        public var misplacedRate: Double { views == 0 ? 0 : Double(misplacedAlarms) / Double(views) }
        static func + (a: Unmarked, b: Unmarked) -> Unmarked {
            Unmarked(documents: a.documents + b.documents, cleanDocuments: a.cleanDocuments + b.cleanDocuments,
                     views: a.views + b.views, alarms: a.alarms + b.alarms, ambiguousAlarms: a.ambiguousAlarms + b.ambiguousAlarms,
                     misplacedAlarms: a.misplacedAlarms + b.misplacedAlarms, conflicts: a.conflicts + b.conflicts)
        }
    }

    /// One disagreement, for reading by hand.
    public struct Disagreement: Sendable {
        /// The view's id.
        public let viewID: String
        /// Xcode's marks (misplaced only where not also ambiguous).
        public let xcodeAmbiguous, xcodeMisplaced: Bool
        /// NibKit's verdicts (misplaced only where not also ambiguous).
        public let ambiguous, misplaced: Bool
        /// The finding NibKit gives for the view, when it gives one.
        public let message: String?
    }

    /// Documents scored, and those of them with any Xcode mark.
    public var documents = 0, markedDocuments = 0
    /// Ambiguity verdicts against Xcode's `ambiguous` marks.
    public var ambiguous = Tally()
    /// Misplacement verdicts against Xcode's `misplaced` marks.
    public var misplaced = Tally()
    /// False alarms in the documents Xcode saved with no mark.
    public var unmarked = Unmarked()

    /// An empty score.
    public init() {}

    /// Scores one document's analysis. Returns the disagreements (empty for a document that is
    /// not scored).
    @discardableResult
    public mutating func add(_ document: IBDocument, _ analysis: LayoutAnalysis) -> [Disagreement] {
        guard Self.isScored(document) else { return [] }
        documents += 1
        var oursAmbiguous = Set<String>(), oursMisplaced = Set<String>(), viewIDs = Set<String>()
        for root in analysis.roots where root.isCanvasConfiguration {
            for (id, view) in root.views {
                viewIDs.insert(id)
                if let ambiguity = view.ambiguity, !ambiguity.reason.isCanvasLimit { oursAmbiguous.insert(id) }
                if view.isMisplaced { oursMisplaced.insert(id) }
            }
        }
        let marked = document.objects.contains { $0.xcodeFlags.ambiguous || $0.xcodeFlags.misplaced }
        var sheet = Unmarked()
        if marked { markedDocuments += 1 } else {
            sheet.documents = 1
            sheet.conflicts = analysis.diagnostics.count { $0.code == "layout-conflict" }
        }
        var disagreements: [Disagreement] = []
        for id in viewIDs.sorted() {
            guard let object = document.object(id) else { continue }
            let flags = object.xcodeFlags
            let isAmbiguous = oursAmbiguous.contains(id), isMisplaced = oursMisplaced.contains(id) && !isAmbiguous
            let xcodeMisplaced = flags.misplaced && !flags.ambiguous
            ambiguous.count(ours: isAmbiguous, xcode: flags.ambiguous)
            misplaced.count(ours: isMisplaced, xcode: xcodeMisplaced)
            if !marked {
                sheet.views += 1
                if isAmbiguous || isMisplaced { sheet.alarms += 1 }
                if isAmbiguous { sheet.ambiguousAlarms += 1 }
                if isMisplaced { sheet.misplacedAlarms += 1 }
            }
            if isAmbiguous != flags.ambiguous || isMisplaced != xcodeMisplaced {
                disagreements.append(Disagreement(
                    viewID: id, xcodeAmbiguous: flags.ambiguous, xcodeMisplaced: xcodeMisplaced, ambiguous: isAmbiguous,
                    misplaced: isMisplaced, message: analysis.diagnostics.first { $0.objectID == id }?.message))
            }
        }
        if !marked, sheet.alarms == 0 { sheet.cleanDocuments = 1 }
        unmarked = unmarked + sheet
        return disagreements
    }

    /// Merges two scores (of disjoint sets of documents).
    public static func + (a: LayoutAccuracy, b: LayoutAccuracy) -> LayoutAccuracy {
        var sum = LayoutAccuracy()
        sum.documents = a.documents + b.documents
        sum.markedDocuments = a.markedDocuments + b.markedDocuments
        sum.ambiguous = a.ambiguous + b.ambiguous
        sum.misplaced = a.misplaced + b.misplaced
        sum.unmarked = a.unmarked + b.unmarked
        return sum
    }

    /// Whether a document is scored: Auto Layout with constraints, iOS or macOS.
    public static func isScored(_ document: IBDocument) -> Bool {
        document.useAutolayout && !document.constraints.isEmpty && (document.platform == .iOS || document.platform == .macOS)
    }
}

/// The deterministic split of a corpus of projects into a half to develop against (`fit`) and
/// a half to judge on (`check`): by the parity of the FNV-1a hash of the project's folder name,
/// so that a project's documents all fall on one side and the split never depends on the order
/// or number of projects.
public enum CorpusHalf: String, CaseIterable, Sendable {
    case fit, check

    /// The half a project's folder name falls in.
    public init(project: String) {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in project.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
        self = hash % 2 == 0 ? .fit : .check
    }

    /// The half of a document given by its path relative to the corpus (`<project>/…`).
    public init(documentPath: String) {
        self.init(project: Self.project(of: documentPath))
    }

    /// The project folder of a corpus-relative document path: its first component.
    public static func project(of documentPath: String) -> String {
        String(documentPath.prefix { $0 != "/" })
    }

    /// Every `.xib` and `.storyboard` under a corpus folder, relative to it, sorted: the paths
    /// the corpus scores (`CorpusLayoutAccuracy`, `CanvasCalibration`) take.
    public static func documentPaths(inCorpus corpus: String) -> [String] {
        // `subpathsOfDirectory`, not `enumerator(atPath:)`: the enumerator is only in full
        // Foundation, and importing that here linked Foundation and its ICU into nibcheck,
        // which loaded and relocated them on every run.
        ((try? FileManager.default.subpathsOfDirectory(atPath: corpus)) ?? [])
            .filter { $0.hasSuffix(".xib") || $0.hasSuffix(".storyboard") }.sorted()
    }
}

/// `LayoutAccuracy` over a corpus laid out as `<project>/<path of a document>`, one score per
/// half and platform, and per project and platform.
public struct CorpusLayoutAccuracy: Sendable {
    /// A half and a platform: one row of the table.
    public struct Key: Hashable, Sendable, Comparable {
        /// The half.
        public let half: CorpusHalf
        /// The platform.
        public let platform: Platform
        /// The row of a half and a platform.
        public init(half: CorpusHalf, platform: Platform) {
            self.half = half
            self.platform = platform
        }
        /// Fit before check, then by platform.
        public static func < (a: Key, b: Key) -> Bool {
            (a.half == .fit ? 0 : 1, a.platform.rawValue) < (b.half == .fit ? 0 : 1, b.platform.rawValue)
        }
    }

    /// A project's documents of one platform.
    public struct ProjectKey: Hashable, Sendable {
        /// The project's folder name.
        public let project: String
        /// The platform of its documents counted here.
        public let platform: Platform
    }

    /// Per half and platform.
    public private(set) var scores: [Key: LayoutAccuracy] = [:]
    /// Per project and platform.
    public private(set) var projects: [ProjectKey: LayoutAccuracy] = [:]
    /// Per document path relative to the corpus, the disagreements with Xcode's marks.
    public private(set) var disagreements: [String: [LayoutAccuracy.Disagreement]] = [:]

    /// Reads, analyses and scores every document, on all cores. `relativePaths` start with the
    /// project folder; unreadable documents are skipped (the reader's tests cover them).
    public init(corpus: String, relativePaths: [String], options: LayoutOptions = .init()) {
        let results = concurrentMap(relativePaths.count) { position -> (Platform, LayoutAccuracy, [LayoutAccuracy.Disagreement])? in
            guard let document = try? IBDocument.read(path: corpus + "/" + relativePaths[position]),
                  LayoutAccuracy.isScored(document) else { return nil }
            var score = LayoutAccuracy()
            let disagreements = score.add(document, LayoutAnalyzer.analyze(document, options: options))
            return (document.platform, score, disagreements)
        }
        for (path, result) in zip(relativePaths, results) {
            guard let (platform, score, disagreements) = result else { continue }
            let project = CorpusHalf.project(of: path)
            let key = Key(half: CorpusHalf(project: project), platform: platform)
            scores[key] = scores[key, default: .init()] + score
            let projectKey = ProjectKey(project: project, platform: platform)
            projects[projectKey] = projects[projectKey, default: .init()] + score
            if !disagreements.isEmpty { self.disagreements[path] = disagreements }
        }
    }

    /// The score of one half, all platforms.
    public func score(of half: CorpusHalf) -> LayoutAccuracy {
        scores.filter { $0.key.half == half }.values.reduce(LayoutAccuracy(), +)
    }

    /// The project with the highest false-alarm rate among those of a platform (of one half,
    /// or of the whole set when `half` is nil), and that rate.
    public func worstProject(of platform: Platform, in half: CorpusHalf?) -> (project: String, rate: Double)? {
        projects.filter { (half == nil || CorpusHalf(project: $0.key.project) == half) && $0.key.platform == platform && $0.value.unmarked.views > 0 }
            .map { (project: $0.key.project, rate: $0.value.unmarked.rate) }
            .max { ($0.rate, $1.project) < ($1.rate, $0.project) }
    }

    /// The figures as a Markdown table: one row per half and platform; with `halves: false`, one
    /// row per platform over the whole set ("all"), for a set nobody tuned on, such as apps
    /// outside the corpus, where the split means nothing.
    public func table(halves: Bool = true) -> String {
        var lines = [
            "| half | platform | documents (with marks) | views in unmarked documents | false alarms | of them ambiguous / misplaced | worst project | conflicts in unmarked | ambiguous P / R | misplaced P / R |",
            "|---|---|---|---|---|---|---|---|---|---|",
        ]
        let rows: [(half: CorpusHalf?, platform: Platform, score: LayoutAccuracy)] = halves
            ? scores.keys.sorted().map { ($0.half, $0.platform, scores[$0]!) }
            : Set(scores.keys.map(\.platform)).sorted { $0.rawValue < $1.rawValue }.map { platform in
                (nil, platform, scores.filter { $0.key.platform == platform }.values.reduce(LayoutAccuracy(), +))
            }
        for row in rows {
            let s = row.score, u = s.unmarked
            let worst = worstProject(of: row.platform, in: row.half).map { "\(Self.percent($0.rate)) (\($0.project))" } ?? "-"
            lines.append("| \(row.half?.rawValue ?? "all") | \(row.platform.rawValue) | \(s.documents) (\(s.markedDocuments)) | \(u.views) | "
                + "\(u.alarms) (\(Self.percent(u.rate))) | \(Self.percent(u.ambiguousRate)) / \(Self.percent(u.misplacedRate)) | \(worst) | \(u.conflicts) | "
                + "\(Self.ratio(s.ambiguous.precision)) / \(Self.ratio(s.ambiguous.recall)) | \(Self.ratio(s.misplaced.precision)) / \(Self.ratio(s.misplaced.recall)) |")
        }
        return lines.joined(separator: "\n")
    }

    /// A share as people read it, to one decimal: `0.0456` is `4.6%`.
    public static func percent(_ value: Double) -> String { "\(Double(Int((value * 1000).rounded())) / 10)%" }
    static func ratio(_ value: Double) -> String { "\(Double(Int((value * 100).rounded())) / 100)" }
}
