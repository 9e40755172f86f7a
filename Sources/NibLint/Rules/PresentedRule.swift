import NibModel

/// Where a presented rule's findings are computed.
public enum DiagnosticSource: String, Sendable {
    /// `IBDocument.diagnostics`: what the reader found wrong in a readable document.
    case reader
    /// `LayoutAnalyzer.analyze(document)` (NibLayout), run at most once per document.
    case layout
    /// `ConnectionChecker.check(project)` (NibProject), run once per lint run.
    case connections
}

/// A rule whose check lives in another layer: it selects that layer's diagnostics with its own
/// id as code and presents them with its documentation, defaults and examples.
/// Its `sources` (a `Rule` requirement) name those layers.
public protocol PresentedRule: OptionlessRule {}

extension PresentedRule {
    public func check(_ file: LintFile) -> [Finding] {
        let id = Self.description.id
        var seen = Set<Diagnostic>()
        var findings: [Finding] = []
        for source in Self.sources {
            let diagnostics = switch source {
            case .reader: file.document.diagnostics
            case .layout: file.layoutDiagnostics
            case .connections: file.connectionDiagnostics
            }
            for diagnostic in diagnostics where diagnostic.code == id {
                var key = diagnostic
                key.severity = .note
                if seen.insert(key).inserted { findings.append(Finding(diagnostic)) }
            }
        }
        return findings
    }
}

extension PresentedRule {
    /// Connection findings located outside the linted documents (in Swift sources, or nowhere).
    public func checkProject(_ project: ProjectFacts, linted documents: Set<String>) -> [Finding] {
        guard Self.sources.contains(.connections) else { return [] }
        let id = Self.description.id
        return project.connectionDiagnostics.sorted { $0.key < $1.key }
            .filter { !documents.contains($0.key) }
            .flatMap { $0.value.filter { $0.code == id }.map(Finding.init) }
    }
}
