import NibModel

/// A way to write a `DiffReport`: `text`, `markdown`, `json`, `html`. One type per format,
/// as `nibcheck diff --format` names them.
public protocol DiffReporter: Sendable {
    /// The `--format` value.
    static var format: String { get }
    /// The whole report as text in this format.
    func render(_ report: DiffReport) -> String
}

/// Every reporter, for `--format` lookup.
public let diffReporterFormats: [String] = [
    TextDiffReporter.format, MarkdownDiffReporter.format, JSONDiffReporter.format, HTMLDiffReporter.format,
]

/// Whether a change adds, removes or modifies something; reporters mark and colour by it.
enum ChangeSign: String {
    case added = "+", removed = "-", modified = "~"

    init(_ kind: DocumentChange.Kind) {
        switch kind {
        case .viewAdded, .objectAdded, .constraintAdded, .connectionAdded, .runtimeAttributeAdded: self = .added
        case .viewRemoved, .objectRemoved, .constraintRemoved, .connectionRemoved, .runtimeAttributeRemoved: self = .removed
        default: self = .modified
        }
    }
}

extension DiffReport {
    /// the `2 files, 7 changes` counts (with the noise left out), shared by every format's summary.
    var counts: (files: Int, changedFiles: Int, changes: Int, noise: Int) {
        let changes = files.reduce(0) { $0 + ($1.diff?.semanticChanges.count ?? 0) }
        let noise = files.reduce(0) { $0 + ($1.diff?.changes.count ?? 0) } - changes
        return (files.count, files.filter(\.hasChanges).count, changes, noise)
    }

    var summaryLine: String {
        let c = counts
        var text = "\(c.changedFiles) of \(c.files) file\(c.files == 1 ? "" : "s") changed, \(c.changes) change\(c.changes == 1 ? "" : "s")"
        if c.noise > 0 { text += includesNoise ? ", \(c.noise) noise shown" : " (\(c.noise) noise not shown; --all shows)" }
        let effects = files.reduce(0) { $0 + $1.layoutEffects.count }
        if effects > 0 { text += ", \(effects) view\(effects == 1 ? "" : "s") moved by layout" }
        let hosts = files.reduce(0) { $0 + $1.impacts.count }
        if hosts > 0 { text += ", \(hosts) host\(hosts == 1 ? "" : "s") affected" }
        let orphaned = files.reduce(0) { $0 + $1.orphanedTranslations.reduce(0) { $0 + $1.keys.count } }
        if orphaned > 0 { text += ", \(orphaned) translated string\(orphaned == 1 ? "" : "s") orphaned" }
        return text
    }
}

extension DocumentChange {
    /// `line 12` in the new version, or `old line 12` for what only the old version has.
    var lineReference: String? {
        if let location = newLocation { return "line \(location.line)" }
        return oldLocation.map { "old line \($0.line)" }
    }
}

extension FileComparison {
    /// `file added`, `3 changes`, the problem…: one phrase for a file header.
    var statusPhrase: String {
        switch status {
        case .added: return "added"
        case .deleted: return "deleted"
        case .unreadable: return "unreadable: \(problem?.message ?? "?")"
        case .modified:
            let count = diff?.semanticChanges.count ?? 0
            let changes = count == 0 ? "no semantic change" : "\(count) change\(count == 1 ? "" : "s")"
            return renamedFrom.map { "renamed from \($0), \(changes)" } ?? changes
        }
    }

    /// The note that ids were regenerated and objects matched by structure, if they were.
    var structuralMatchNote: String? {
        guard let count = diff?.matching.structuralMatches.count(where: { $0.old != $0.new }), count > 0 else { return nil }
        return "\(count) object\(count == 1 ? "" : "s") had new ids and \(count == 1 ? "was" : "were") matched by structure "
            + "(class, position, label, outlets)"
    }
}
