import NibModel

/// Draws a `Wireframe` as a standalone SVG: views as labelled rectangles, nesting shown by
/// shade, ambiguous views hatched, misplaced views at both frames (solved solid, written
/// dashed), conflicting views red, diff highlights in green (added), red (removed) and orange
/// (changed). Deterministic: the same wireframe gives the same bytes.
public struct SVGRenderer: Sendable {
    /// The hatching of ambiguous views.
    static let hatchPattern = "<pattern id=\"hatch\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" patternTransform=\"rotate(45)\">"
        + "<line x1=\"0\" y1=\"0\" x2=\"0\" y2=\"6\" stroke=\"#b58900\" stroke-width=\"2\"/></pattern>"

    /// Room for a picture's title above it.
    static let titleHeight = 22.0
    /// Points to pixels.
    public var scale: Double
    /// Room around the picture and for the title and notes.
    public var margin: Double

    /// A renderer at `scale` (SVG units per point) with `margin` points of room around the picture.
    public init(scale: Double = 1, margin: Double = 12) {
        self.scale = scale
        self.margin = margin
    }

    /// One wireframe as a standalone SVG document.
    public func render(_ wireframe: Wireframe) -> String {
        render(sheet: [wireframe])
    }

    /// Several wireframes side by side in one SVG document (`nibcheck render --all`).
    public func render(sheet wireframes: [Wireframe]) -> String {
        let gap = 16.0
        var x = 0.0
        var height = 0.0
        var body = ""
        for wireframe in wireframes {
            let picture = drawing(of: wireframe)
            body += "<g transform=\"translate(\(n(x)) 0)\">\n" + picture.body + "</g>\n"
            x += picture.width + gap
            height = max(height, picture.height)
        }
        let width = max(x - gap, 1)
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width))\" height=\"\(n(height))\" "
            + "viewBox=\"0 0 \(n(width)) \(n(height))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n"
            + "<defs>" + Self.hatchPattern + "</defs>\n"
            + body + "</svg>\n"
    }

    /// The elements of one picture, with its size; the root's top-left corner is at
    /// (`margin`, `margin + titleHeight`).
    func drawing(of wireframe: Wireframe) -> (body: String, width: Double, height: Double) {
        let titleHeight = Self.titleHeight
        // At least as wide as the title (13-point bold, about 8 points a character), so that
        // the next picture of a sheet does not cover it.
        let width = max(wireframe.size.width * scale, Double(wireframe.title.count) * 8) + 2 * margin
        // Notes (conflicts) wrapped to the picture's width, at about 6 points a character.
        let notes = wireframe.notes.flatMap { wrapped($0, columns: max(20, Int((width - 2 * margin) / 6))) }
        let notesHeight = Double(notes.count) * 16
        let height = wireframe.size.height * scale + 2 * margin + titleHeight + notesHeight
        var out = "<rect width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
        out += "<text x=\"\(n(margin))\" y=\"\(n(margin + 12))\" font-size=\"13\" font-weight=\"bold\">\(wireframe.title.xmlEscaped)</text>\n"
        let top = margin + titleHeight
        for box in wireframe.boxes {
            let fill = box.appearance.fill ?? (box.depth == 0 ? "#f7f7f7" : shades[min(box.depth - 1, shades.count - 1)])
            var stroke = "#586e75"
            var strokeWidth = 1.0
            if let highlight = box.highlight {
                stroke = highlight == .added ? "#2e9e44" : highlight == .removed ? "#d0312d" : "#e08a00"
                strokeWidth = 3
            }
            if box.isConflicting { stroke = "#d0312d"; strokeWidth = max(strokeWidth, 2) }
            let frame = box.frame
            out += "<g><title>\(box.label.xmlEscaped) (\(box.id.xmlEscaped)) \(frame)</title>"
            out += rect(frame, top: top, fill: fill, stroke: stroke, width: strokeWidth)
            if box.appearance.isImage {
                let (x, y) = (margin + frame.x * scale, top + frame.y * scale)
                let (w, h) = (frame.width * scale, frame.height * scale)
                out += "<path d=\"M\(n(x)) \(n(y))L\(n(x + w)) \(n(y + h))M\(n(x + w)) \(n(y))L\(n(x)) \(n(y + h))\" stroke=\"#93a1a1\" stroke-width=\"1\"/>"
            }
            if box.isAmbiguous { out += rect(frame, top: top, fill: "url(#hatch)", stroke: "#b58900", width: 1, opacity: 0.6) }
            if let written = box.writtenFrame {
                out += rect(written, top: top, fill: "none", stroke: "#6c71c4", width: 1.5, dashed: true)
            }
            if frame.width >= 24, frame.height >= 10 {
                // The visible text where there is one (as the canvas shows it), else the box's name.
                let shown = box.appearance.text.map { $0.split(whereSeparator: \.isNewline).joined(separator: " ") }
                let size = shown == nil ? min(11, max(8, frame.height - 3)) : min(14, max(8, frame.height - 4))
                let maxCharacters = Int(frame.width * scale / (size * 0.6))
                var label = shown ?? box.label
                if label.count > maxCharacters { label = String(label.prefix(max(1, maxCharacters - 1))) + "…" }
                let color = box.isConflicting ? "#d0312d" : shown == nil ? "#586e75" : "#002b36"
                let y = shown == nil ? top + frame.y * scale + size + 1 : top + (frame.y + frame.height / 2) * scale + size * 0.35
                out += "<text x=\"\(n(margin + frame.x * scale + 3))\" y=\"\(n(y))\" "
                    + "font-size=\"\(n(size))\" fill=\"\(color)\">\(label.xmlEscaped)</text>"
            }
            out += "</g>\n"
        }
        for (index, note) in notes.enumerated() {
            let y = top + wireframe.size.height * scale + margin + 12 + Double(index) * 16
            out += "<text x=\"\(n(margin))\" y=\"\(n(y))\" font-size=\"11\" fill=\"#d0312d\">\(note.xmlEscaped)</text>\n"
        }
        return (out, width, height)
    }

    /// Lines of at most `columns` characters, broken at spaces where possible.
    private func wrapped(_ text: String, columns: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            if !line.isEmpty, line.count + 1 + word.count > columns {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
            while line.count > columns {
                lines.append(String(line.prefix(columns)))
                line = String(line.dropFirst(columns))
            }
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }

    /// Fills by depth, light to darker, so nesting is visible.
    private let shades = ["#e3eef9", "#cfe2f3", "#bcd6ee", "#a8cae8", "#95bee3"]

    private func rect(_ frame: Rect, top: Double, fill: String, stroke: String, width: Double, opacity: Double = 1,
                      dashed: Bool = false) -> String {
        "<rect x=\"\(n(margin + frame.x * scale))\" y=\"\(n(top + frame.y * scale))\" width=\"\(n(max(frame.width * scale, 1)))\" "
            + "height=\"\(n(max(frame.height * scale, 1)))\" fill=\"\(fill)\" stroke=\"\(stroke)\" stroke-width=\"\(n(width))\""
            + (opacity < 1 ? " opacity=\"\(n(opacity))\"" : "") + (dashed ? " stroke-dasharray=\"4 3\"" : "") + "/>"
    }

    private func n(_ value: Double) -> String { formatNumber((value * 100).rounded() / 100) }

}
