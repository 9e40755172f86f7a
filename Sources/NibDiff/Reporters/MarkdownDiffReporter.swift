import NibModel

/// A pull-request comment: the summary, then one section per file with its changes, layout
/// effect and impact on hosts.
public struct MarkdownDiffReporter: DiffReporter {
    public static let format = "markdown"

    /// A reporter that writes Markdown (for pull-request comments).
    public init() {}

    public func render(_ report: DiffReport) -> String {
        var out = "## Interface Builder changes\n\n\(report.summaryLine).\n\n"
        out += "| file | status |\n|---|---|\n"
        for file in report.files { out += "| `\(file.path)` | \(escape(file.statusPhrase)) |\n" }
        for file in report.files where file.hasChanges || report.includesNoise {
            out += "\n### `\(file.path)`\n\n"
            if let note = file.structuralMatchNote { out += "> Note: \(note).\n\n" }
            for change in report.visibleChanges(of: file) {
                let line = change.lineReference.map { " (\($0))" } ?? ""
                out += "- `\(ChangeSign(change.kind).rawValue)` **\(change.kind.rawValue)** \(escape(change.message))\(line)"
                    + (change.isNoise ? " _(noise)_" : "") + "\n"
            }
            if !file.layoutEffects.isEmpty {
                out += "\n**Layout effect** (solved frames in superview coordinates):\n\n| view | variant | before | after |\n|---|---|---|---|\n"
                for effect in file.layoutEffects {
                    out += "| \(escape(effect.name)) | \(effect.variant) | \(effect.before.map { "\($0)" } ?? "unsolved") | "
                        + "\(effect.after.map { "\($0)" } ?? "unsolved") |\n"
                }
            }
            if !file.orphanedTranslations.isEmpty {
                out += "\n**Translations orphaned:**\n\n"
                for orphan in file.orphanedTranslations { out += "- \(escape(orphan.message))\n" }
            }
            if !file.impacts.isEmpty {
                out += "\n**Impact on hosts:**\n\n"
                for impact in file.impacts {
                    out += "- `\(impact.path)`" + (impact.sceneID.map { " scene `\($0)`" } ?? "") + " (`\(impact.hostObjectID)`)"
                    out += impact.findings.isEmpty ? ": nothing breaks or moves\n" : "\n"
                    for finding in impact.findings { out += "  - \(finding.kind.rawValue): \(escape(finding.message))\n" }
                }
            }
        }
        return out
    }

    private func escape(_ text: String) -> String {
        text.replacing("|", with: "\\|").replacing("<", with: "&lt;")
    }
}
