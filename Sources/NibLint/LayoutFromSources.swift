import NibModel

/// Layout verdicts that know what the sources say of the views' classes: which of them size
/// themselves (`ProjectIndex.selfSizingClasses`, `LayoutOptions.selfSizingClasses`).
///
/// A document's own findings are computed without the sources (beside their scan) and cached by
/// the document's bytes. Where the sources say classes of its views size themselves, the
/// connection pass lays the document out again, told so. Those findings travel with the
/// document's connection findings, cached under keys that follow the members of every class the
/// document names (`SourceDependencies`: a class that starts or stops overriding
/// `intrinsicContentSize` changes them), headed by a marker; where the marker is, they stand in
/// for the document's own layout findings when the two are merged. The marker never reaches a
/// report.
enum LayoutFromSources {
    /// The ids of the rules whose findings the layout analysis makes.
    static let ruleIDs: Set<String> = Set(RuleRegistry.all.filter { $0.description.kind == .layout }.map { $0.description.id })

    /// The code of the marker: no rule has it.
    static let markerCode = "layout-from-sources"

    /// The layout findings of a document laid out with its self-sizing classes, as the
    /// connection pass hands them on: the marker first.
    static func findings(_ layout: [Diagnostic], in path: String) -> [Diagnostic] {
        let marker = Diagnostic(code: markerCode, severity: .note,
                                message: "the layout findings below were made knowing which classes size themselves",
                                location: SourceLocation(file: path, line: 1, column: 1))
        return [marker] + layout
    }

    /// A document's findings: its own and its connection findings, where the connection pass
    /// laid it out again, with that pass's layout findings in place of its own.
    static func merged(own: [Diagnostic], connections: [Diagnostic]) -> [Diagnostic] {
        guard connections.contains(where: { $0.code == markerCode }) else { return own + connections }
        return own.filter { !ruleIDs.contains($0.code) } + connections.filter { $0.code != markerCode }
    }
}
