import NibLayout
import NibModel

/// Layout verdicts that know what the sources say of the views' classes: which of them size
/// themselves (`ProjectIndex.selfSizingClasses`, `LayoutOptions.selfSizingClasses`).
///
/// A document's own findings are computed without the sources (beside their scan) and cached by
/// the document's bytes. Where the sources say classes of its views size themselves, the
/// connection pass lays out again the roots that hold such views, told so. Those findings
/// travel with the document's connection findings, cached under keys that follow the members of
/// every class the document names (`SourceDependencies`: a class that starts or stops
/// overriding `intrinsicContentSize` changes them), headed by a marker that names every object
/// of those roots; where the marker is, they stand in for the document's own layout findings
/// about those objects when the two are merged. The marker never reaches a report.
enum LayoutFromSources {
    /// The ids of the rules whose findings the layout analysis makes.
    static let ruleIDs: Set<String> = Set(RuleRegistry.all.filter { $0.description.kind == .layout }.map { $0.description.id })

    /// The code of the marker: no rule has it.
    static let markerCode = "layout-from-sources"

    /// The layout findings of the roots of `document` laid out again with its self-sizing
    /// classes, as the connection pass hands them on: the marker first, naming every object of
    /// those roots (`LayoutAnalyzer.roots(holdingViewsOf:in:)`).
    static func findings(_ layout: [Diagnostic], in path: String, document: IBDocument, selfSizing: Set<String>) -> [Diagnostic] {
        let place = SourceLocation(file: path, line: 1, column: 1)
        let tree = document.tree
        let replaced = LayoutAnalyzer.roots(holdingViewsOf: selfSizing, in: document).flatMap { rootID -> [String] in
            guard let root = document.object(rootID) else { return [] }
            return [rootID] + tree.descendants(of: root.node).compactMap { tree[$0][known: .id] }
        }
        let marker = Diagnostic(code: markerCode, severity: .note,
                                message: "the layout findings below were made knowing which classes size themselves",
                                location: place, related: replaced.map { RelatedLocation(location: place, message: "", objectID: $0) })
        return [marker] + layout
    }

    /// A document's findings: its own and its connection findings, where the connection pass
    /// laid roots out again, with that pass's layout findings in place of its own about the
    /// objects of those roots.
    static func merged(own: [Diagnostic], connections: [Diagnostic]) -> [Diagnostic] {
        guard let marker = connections.first(where: { $0.code == markerCode }) else { return own + connections }
        let replaced = Set(marker.related.compactMap(\.objectID))
        let fresh = connections.filter { $0.code != markerCode }
        return own.filter { !ruleIDs.contains($0.code) || ($0.objectID.map { !replaced.contains($0) } ?? !fresh.contains($0)) } + fresh
    }
}
