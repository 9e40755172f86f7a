import NibModel

/// One self-contained HTML file (no external scripts, styles or images): the summary, one
/// section per file with its changes, layout effect and impact, and the before/after
/// wireframes side by side with the changed views highlighted.
public struct HTMLDiffReporter: DiffReporter {
    public static let format = "html"

    /// A reporter that writes one self-contained HTML page (pictures inline as SVG).
    public init() {}

    public func render(_ report: DiffReport) -> String {
        var out = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Interface Builder changes</title>
        <style>
        body { font: 14px -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #222; }
        h1 { font-size: 20px; } h2 { font-size: 16px; border-bottom: 1px solid #ddd; padding-bottom: 4px; margin-top: 28px; }
        code { background: #f3f3f3; padding: 0 3px; border-radius: 3px; }
        ul.changes { list-style: none; padding-left: 0; } ul.changes li { padding: 2px 6px; margin: 2px 0; border-left: 4px solid #ccc; }
        li.added { border-color: #2e9e44 !important; background: #eefaf0; } li.removed { border-color: #d0312d !important; background: #fdeeee; }
        li.modified { border-color: #e08a00 !important; background: #fff6e8; } li.noise { color: #888; }
        .kind { font-size: 11px; color: #666; margin-right: 6px; } .line { font-size: 11px; color: #999; }
        table { border-collapse: collapse; } td, th { border: 1px solid #ddd; padding: 3px 8px; text-align: left; }
        .pictures { display: flex; gap: 16px; align-items: flex-start; flex-wrap: wrap; }
        .pictures figure { margin: 0; border: 1px solid #ddd; padding: 6px; } figcaption { font-weight: bold; margin-bottom: 4px; }
        .legend span { display: inline-block; margin-right: 12px; font-size: 12px; }
        .swatch { display: inline-block; width: 10px; height: 10px; margin-right: 4px; border: 2px solid; vertical-align: middle; }
        </style></head><body>
        <h1>Interface Builder changes</h1>
        <p>\(escape(report.summaryLine)).</p>
        <table><tr><th>file</th><th>status</th></tr>

        """
        for file in report.files {
            out += "<tr><td><a href=\"#\(anchor(file.path))\"><code>\(escape(file.path))</code></a></td><td>\(escape(file.statusPhrase))</td></tr>\n"
        }
        out += "</table>\n"
        for file in report.files {
            out += "<h2 id=\"\(anchor(file.path))\"><code>\(escape(file.path))</code>: \(escape(file.statusPhrase))</h2>\n"
            if let note = file.structuralMatchNote { out += "<p><em>Note: \(escape(note)).</em></p>\n" }
            let changes = report.visibleChanges(of: file)
            if !changes.isEmpty {
                out += "<ul class=\"changes\">\n"
                for change in changes {
                    let sign = ChangeSign(change.kind)
                    let css = change.isNoise ? "noise" : sign == .added ? "added" : sign == .removed ? "removed" : "modified"
                    let line = change.lineReference.map { " <span class=\"line\">\($0)</span>" } ?? ""
                    out += "<li class=\"\(css)\"><span class=\"kind\">\(change.kind.rawValue)</span>\(escape(change.message))\(line)</li>\n"
                }
                out += "</ul>\n"
            }
            if !file.layoutEffects.isEmpty {
                out += "<h3>Layout effect <small>(solved frames in superview coordinates)</small></h3>\n<table><tr><th>view</th><th>variant</th><th>before</th><th>after</th></tr>\n"
                for effect in file.layoutEffects {
                    out += "<tr><td>\(escape(effect.name))</td><td>\(escape(effect.variant))</td><td>\(effect.before.map { "\($0)" } ?? "unsolved")</td>"
                        + "<td>\(effect.after.map { "\($0)" } ?? "unsolved")</td></tr>\n"
                }
                out += "</table>\n"
            }
            if !file.orphanedTranslations.isEmpty {
                out += "<h3>Translations orphaned</h3>\n<ul>\n"
                    + file.orphanedTranslations.map { "<li class=\"removed\">\(escape($0.message))</li>\n" }.joined() + "</ul>\n"
            }
            if !file.impacts.isEmpty {
                out += "<h3>Impact on hosts</h3>\n<ul>\n"
                for impact in file.impacts {
                    out += "<li><code>\(escape(impact.path))</code>" + (impact.sceneID.map { " scene <code>\(escape($0))</code>" } ?? "")
                        + " (<code>\(escape(impact.hostObjectID))</code>)"
                    out += impact.findings.isEmpty ? ": nothing breaks or moves" : "<ul>"
                        + impact.findings.map { "<li><span class=\"kind\">\($0.kind.rawValue)</span>\(escape($0.message))</li>" }.joined() + "</ul>"
                    out += "</li>\n"
                }
                out += "</ul>\n"
            }
            if !file.pictures.isEmpty {
                out += "<p class=\"legend\"><span><i class=\"swatch\" style=\"border-color:#2e9e44\"></i>added</span>"
                    + "<span><i class=\"swatch\" style=\"border-color:#d0312d\"></i>removed</span>"
                    + "<span><i class=\"swatch\" style=\"border-color:#e08a00\"></i>changed</span></p>\n"
            }
            for picture in file.pictures {
                out += "<h3>\(escape(picture.title))</h3>\n<div class=\"pictures\">\n"
                out += "<figure><figcaption>Before</figcaption>\(picture.beforeSVG.map(inline) ?? "<p>(not in the old version)</p>")</figure>\n"
                out += "<figure><figcaption>After</figcaption>\(picture.afterSVG.map(inline) ?? "<p>(not in the new version)</p>")</figure>\n"
                out += "</div>\n"
            }
        }
        out += "</body></html>\n"
        return out
    }

    /// SVG embedded in HTML: drop nothing but the trailing newline (inline SVG needs no prolog).
    private func inline(_ svg: String) -> String { svg.hasSuffix("\n") ? String(svg.dropLast()) : svg }

    private func escape(_ text: String) -> String { text.xmlEscaped }

    private func anchor(_ path: String) -> String {
        "file-" + String(path.unicodeScalars.map { $0.properties.isAlphabetic || ("0"..."9").contains($0) ? Character($0) : "-" })
    }
}
