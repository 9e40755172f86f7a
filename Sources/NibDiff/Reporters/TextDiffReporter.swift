import NibModel

/// For the terminal: one line per change with its location; ANSI colours when `colored`.
public struct TextDiffReporter: DiffReporter {
    public static let format = "text"
    /// Whether to colour the output with ANSI escapes (for a terminal).
    public var colored: Bool

    /// A text reporter, coloured or plain.
    public init(colored: Bool = false) { self.colored = colored }

    public func render(_ report: DiffReport) -> String {
        var out = ""
        for file in report.files {
            out += paint("\(file.path): \(file.statusPhrase)", "1") + "\n"
            if let note = file.structuralMatchNote { out += "  note: \(note)\n" }
            for change in report.visibleChanges(of: file) {
                let sign = ChangeSign(change.kind)
                let line = change.lineReference.map { "  [\($0)]" } ?? ""
                let text = "  \(sign.rawValue) \(change.message)" + (change.isNoise ? " (noise)" : "")
                out += paint(text, change.isNoise ? "2" : color(sign)) + paint(line, "2") + "\n"
            }
            if !file.layoutEffects.isEmpty {
                out += "  layout effect:\n"
                for effect in file.layoutEffects { out += paint("    ~ \(effect.message)", "36") + "\n" }
            }
            if !file.orphanedTranslations.isEmpty {
                out += "  translations:\n"
                for orphan in file.orphanedTranslations { out += paint("    ! \(orphan.message)", "31") + "\n" }
            }
            for impact in file.impacts {
                out += "  impact on \(impact.path)" + (impact.sceneID.map { " scene \($0)" } ?? "") + " (\(impact.hostObjectID)):\n"
                if impact.findings.isEmpty { out += "    nothing breaks or moves\n" }
                for finding in impact.findings {
                    out += paint("    ! \(finding.message)", finding.kind == .frameChanged ? "36" : "31") + "\n"
                }
            }
        }
        out += report.summaryLine + "\n"
        return out
    }

    private func color(_ sign: ChangeSign) -> String {
        switch sign {
        case .added: "32"
        case .removed: "31"
        case .modified: "33"
        }
    }

    private func paint(_ text: String, _ code: String) -> String {
        colored && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
