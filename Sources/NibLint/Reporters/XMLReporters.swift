import NibModel

/// JUnit XML: one test case per linted file, failing when it has errors or warnings.
enum JUnitReporter {
    static func render(_ report: LintReport) -> String {
        let groups = report.findingsByFile
        let failing = groups.filter { $0.diagnostics.contains { $0.severity >= .warning } }.count
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"nibcheck\" tests=\"\(groups.count)\" failures=\"\(failing)\">\n"
        out += "  <testsuite name=\"nibcheck lint\" tests=\"\(groups.count)\" failures=\"\(failing)\" errors=\"0\">\n"
        for group in groups {
            let name = group.file.isEmpty ? "(project)" : group.file
            let failures = group.diagnostics.filter { $0.severity >= .warning }
            guard !failures.isEmpty else {
                out += "    <testcase classname=\"nibcheck\" name=\"\(name.xmlEscaped)\"/>\n"
                continue
            }
            let rules = Array(Set(failures.map(\.code))).sorted().joined(separator: ",")
            out += "    <testcase classname=\"nibcheck\" name=\"\(name.xmlEscaped)\">\n"
            out += "      <failure message=\"\(failures.count) finding\(failures.count == 1 ? "" : "s")\" type=\"\(rules.xmlEscaped)\">"
            out += failures.map { failure in
                ([failure.description] + failure.related.map { "  \($0)" }).map(\.xmlEscaped).joined(separator: "&#10;")
            }.joined(separator: "&#10;")
            out += "</failure>\n    </testcase>\n"
        }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }
}

/// Checkstyle XML 4.3: `<file name>` with one `<error>` per finding; source `nibcheck.RULE`.
enum CheckstyleReporter {
    static func render(_ report: LintReport) -> String {
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
        for group in report.findingsByFile {
            guard !group.diagnostics.isEmpty else {
                out += "  <file name=\"\(group.file.xmlEscaped)\"/>\n"
                continue
            }
            out += "  <file name=\"\(group.file.xmlEscaped)\">\n"
            for diagnostic in group.diagnostics {
                let severity = diagnostic.severity == .note ? "info" : diagnostic.severity.rawValue
                out += "    <error line=\"\(diagnostic.location?.line ?? 0)\" column=\"\(diagnostic.location?.column ?? 0)\""
                // Checkstyle has no related places: they follow in the message.
                let message = ([diagnostic.message] + diagnostic.related.map(\.description)).joined(separator: "\n")
                out += " severity=\"\(severity)\" message=\"\(message.xmlEscaped)\""
                out += " source=\"nibcheck.\(diagnostic.code.xmlEscaped)\"/>\n"
            }
            out += "  </file>\n"
        }
        return out + "</checkstyle>\n"
    }
}

/// Markdown for a pull-request comment.
enum MarkdownReporter {
    static func render(_ report: LintReport) -> String {
        var out = "## nibcheck\n\n"
        out += "| | count |\n|---|---:|\n"
        out += "| files | \(report.files.count) |\n| errors | \(report.count(.error)) |\n"
        out += "| warnings | \(report.count(.warning)) |\n| notes | \(report.count(.note)) |\n"
        let groups = report.findingsByFile.filter { !$0.diagnostics.isEmpty }
        guard !groups.isEmpty else { return out + "\nNo findings.\n" }
        for group in groups {
            out += "\n### `\(group.file.isEmpty ? "(project)" : group.file)`\n\n"
            out += "| line | severity | rule | message |\n|---:|---|---|---|\n"
            for diagnostic in group.diagnostics {
                let line = diagnostic.location.map { "\($0.line):\($0.column)" } ?? ""
                let related = diagnostic.related.map { "<br>↳ \(cell($0.description))" }.joined()
                out += "| \(line) | \(diagnostic.severity.rawValue) | `\(diagnostic.code)` | \(cell(diagnostic.message))\(related) |\n"
            }
        }
        return out
    }

    /// A table cell: pipes escaped, line breaks flattened, HTML-looking text kept literal.
    private static func cell(_ text: String) -> String {
        text.replacingScalars(["|": "\\|", "\n": " ", "<": "&lt;"])
    }
}
