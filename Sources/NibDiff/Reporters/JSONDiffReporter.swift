import NibModel

/// The stable JSON schema documented in Docs/diff.md (`schemaVersion` 1). Keys are always
/// present (null when empty) and in a fixed order.
public struct JSONDiffReporter: DiffReporter {
    public static let format = "json"

    /// A reporter that writes the report as pretty-printed JSON.
    public init() {}

    public func render(_ report: DiffReport) -> String {
        json(report).prettyRendered() + "\n"
    }

    /// The report as a JSON value (the schema `nibcheck diff --format json` prints), for callers that embed it.
    public func json(_ report: DiffReport) -> JSONValue {
        let counts = report.counts
        return .object([
            ("schemaVersion", 1),
            ("changed", .bool(report.hasChanges)),
            ("summary", .object([("files", JSONValue(counts.files)), ("changedFiles", JSONValue(counts.changedFiles)),
                                 ("changes", JSONValue(counts.changes)), ("noise", JSONValue(counts.noise))])),
            ("files", .array(report.files.map { file in
                .object([
                    ("path", JSONValue(file.path)), ("renamedFrom", JSONValue(file.renamedFrom)),
                    ("status", JSONValue(file.status.rawValue)),
                    ("changes", .array(report.visibleChanges(of: file).map(json))),
                    ("structuralMatches", .array((file.diff?.matching.structuralMatches ?? []).filter { $0.old != $0.new }.map {
                        .object([("old", JSONValue($0.old)), ("new", JSONValue($0.new))])
                    })),
                    ("layoutEffects", .array(file.layoutEffects.map { effect in
                        .object([("oldID", JSONValue(effect.oldID)), ("newID", JSONValue(effect.newID)), ("name", JSONValue(effect.name)),
                                 ("variant", JSONValue(effect.variant)), ("before", json(effect.before)), ("after", json(effect.after))])
                    })),
                    ("impacts", .array(file.impacts.map { impact in
                        .object([("path", JSONValue(impact.path)), ("sceneID", JSONValue(impact.sceneID)),
                                 ("hostObjectID", JSONValue(impact.hostObjectID)),
                                 ("findings", .array(impact.findings.map { finding in
                                     .object([("kind", JSONValue(finding.kind.rawValue)), ("message", JSONValue(finding.message)),
                                              ("objectIDs", .array(finding.objectIDs.map { JSONValue($0) })),
                                              ("line", finding.location.map { JSONValue($0.line) } ?? .null)])
                                 }))])
                    })),
                    ("orphanedTranslations", .array(file.orphanedTranslations.map { orphan in
                        .object([("oldID", JSONValue(orphan.oldID)), ("newID", JSONValue(orphan.newID)),
                                 ("keys", .array(orphan.keys.map { JSONValue($0) })),
                                 ("languages", .array(orphan.languages.map { JSONValue($0) })),
                                 ("message", JSONValue(orphan.message))])
                    })),
                    ("problem", file.problem?.json ?? .null),
                ])
            })),
        ])
    }

    func json(_ change: DocumentChange) -> JSONValue {
        .object([
            ("kind", JSONValue(change.kind.rawValue)), ("noise", .bool(change.isNoise)),
            ("oldID", JSONValue(change.oldID)), ("newID", JSONValue(change.newID)),
            ("relatedIDs", .array(change.relatedIDs.map { JSONValue($0) })),
            ("message", JSONValue(change.message)),
            ("details", .array(change.details.map { detail in
                .object([("field", JSONValue(detail.field)), ("before", JSONValue(detail.before)), ("after", JSONValue(detail.after))])
            })),
            ("oldLine", change.oldLocation.map { JSONValue($0.line) } ?? .null),
            ("newLine", change.newLocation.map { JSONValue($0.line) } ?? .null),
        ])
    }

    func json(_ rect: Rect?) -> JSONValue {
        guard let rect else { return .null }
        return .object([("x", JSONValue(rect.x)), ("y", JSONValue(rect.y)), ("width", JSONValue(rect.width)), ("height", JSONValue(rect.height))])
    }
}
