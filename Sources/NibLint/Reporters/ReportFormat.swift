import NibModel

/// The report formats of `nibcheck lint --format`. Every one is a pure function of the report:
/// same findings, same bytes.
public enum ReportFormat: String, Sendable, CaseIterable {
    /// `path:line:col: error: message [rule-id]`, what Xcode and editors pick up.
    case xcode
    /// NibKit's stable JSON contract.
    case json
    /// SARIF 2.1.0, for code scanning (GitHub, GitLab, Azure DevOps).
    case sarif
    /// GitHub Actions workflow commands (`::error file=…`): annotations on the pull request.
    case github
    /// JUnit XML, one test case per file, for CI test tabs.
    case junit
    /// A pull-request comment: a summary table and the findings grouped by file.
    case markdown
    /// Checkstyle XML, for tools that read it (Jenkins warnings, reviewdog, Danger).
    case checkstyle

    /// The report as text (ending in a newline, or empty for an empty xcode or github report).
    public func render(_ report: LintReport) -> String {
        switch self {
        case .xcode: XcodeReporter.render(report)
        case .json: JSONReporter.render(report)
        case .sarif: SARIFReporter.render(report)
        case .github: GitHubReporter.render(report)
        case .junit: JUnitReporter.render(report)
        case .markdown: MarkdownReporter.render(report)
        case .checkstyle: CheckstyleReporter.render(report)
        }
    }
}

enum XcodeReporter {
    /// The longest message a line shows; longer ones keep their first clauses. Room for a
    /// connection finding's names and its suggestion (an action, its owner and class, and the
    /// selector it may mean run to about 220 characters), and for the parts of a tie or a
    /// conflict that name what to change (at 240, three first runs' readers found them cut).
    static let messageLength = 360

    /// One line per finding: a message with line breaks (libxml2's sometimes has) is flattened,
    /// since Xcode and editors read one finding per line, and a long one is cut (`shortened`).
    /// Each line is appended piece by piece to one byte array (`Diagnostic.description`'s
    /// form): interpolating a copy of each finding, then appending to a String, cost a warm run
    /// over 1,700 cached findings more than reading them.
    static func render(_ report: LintReport) -> String {
        var out: [UInt8] = []
        out.reserveCapacity(report.diagnostics.count * 160)
        for diagnostic in report.diagnostics {
            var message = diagnostic.message
            if holdsLineBreak(message) {
                message = message.split(whereSeparator: \.isNewline).joined(separator: " ")
            }
            if let location = diagnostic.location {
                append(location, to: &out)
                out += ": ".utf8
            }
            out += diagnostic.severity.rawValue.utf8
            out += ": ".utf8
            out += shortened(message).utf8
            appendAlsoAt(diagnostic, to: &out)
            out += " [".utf8
            out += diagnostic.code.utf8
            out += "]\n".utf8
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// `file:line:col`, as `SourceLocation.description`.
    private static func append(_ location: SourceLocation, to out: inout [UInt8]) {
        out += location.file.utf8
        out += ":".utf8
        out += String(location.line).utf8
        out += ":".utf8
        out += String(location.column).utf8
    }

    /// A message of at most about `messageLength` characters: whole `; `-separated clauses
    /// (a conflict's constraints) as long as they fit, then how many were left out. The
    /// whole message is in every other format (`--format json`).
    /// What a reader acts on is kept whatever is cut before it: a closing hint in parentheses
    /// (` (did you mean `X`?)`, what Swift 3 renamed: first runs cut them off long messages),
    /// and, of quoted texts too long to show whole, their ends, or where two of them differ
    /// (a translation's old and new Base texts: a first run's notes cut off the one changed word).
    static func shortened(_ message: String) -> String {
        // No more Characters than UTF-8 bytes: most messages are let through without counting.
        guard message.utf8.count > messageLength, message.count > messageLength else { return message }
        let (body, hint) = closingHint(of: message)
        // The finding itself keeps room beside a long hint (a first run's line kept the Swift 3
        // hint and cut "class X has no method 'y:'", the finding, from a 265-character message).
        let room = max(messageLength - hint.count, minimumBodyLength)
        return shortened(withQuotedTextsShortened(body, toFit: room), length: room) + hint
    }

    /// A message's closing parenthesis and what it holds, when that reads as a hint: words (a
    /// space inside, which an object id such as `(aBc-12-xyZ)` has not) short enough to leave
    /// room for the finding; else no hint.
    static func closingHint(of message: String) -> (body: String, hint: String) {
        guard message.hasSuffix(")") else { return (message, "") }
        var depth = 0
        var index = message.endIndex
        while index > message.startIndex {
            index = message.index(before: index)
            switch message[index] {
            case ")": depth += 1
            case "(": depth -= 1
            default: continue
            }
            guard depth == 0 else { continue }
            guard index > message.startIndex, message[message.index(before: index)] == " " else { break }
            let start = message.index(before: index)
            let hint = message[start...]
            guard hint.dropFirst().contains(" "), hint.count <= maxHintLength else { break }
            return (String(message[..<start]), String(hint))
        }
        return (message, "")
    }

    /// The longest closing hint kept whole: room is left for at least the finding's first words.
    static let maxHintLength = 150
    /// The room a message keeps before its closing hint, which may make the line longer than
    /// `messageLength`.
    static let minimumBodyLength = 250

    /// `message` with its quoted texts (`"…"`) longer than `quotedTextLength` cut in the middle,
    /// or, where exactly two are (a text and the text it became), around where they differ,
    /// when the message does not fit in `room`; as it is when its quotation marks do not pair up.
    static func withQuotedTextsShortened(_ message: String, toFit room: Int) -> String {
        guard message.count > room else { return message }
        var parts = quoteParts(of: message)
        guard parts.count >= 3, parts.count % 2 == 1 else { return message }
        var long = stride(from: 1, to: parts.count, by: 2).filter { parts[$0].count > quotedTextLength }
        if long.count == 2 {
            let cuts = aroundTheirDifference(parts[long[0]], parts[long[1]])
            // What differs is kept whole unless it is itself long, or is the whole text.
            let shown = zip(long, [cuts.0, cuts.1]).filter { index, cut in cut != parts[index] && cut.count <= quotedTextLength * 2 }
            for (index, cut) in shown { parts[index] = cut }
            long = long.filter { index in !shown.contains { $0.0 == index } }
        }
        for index in long {
            let text = parts[index]
            parts[index] = String(text.prefix(quotedTextLength * 2 / 3)) + "…" + String(text.suffix(quotedTextLength / 3))
        }
        return parts.joined(separator: "\"")
    }

    /// A message's parts between its quotation marks: `\"` inside a quoted text, as
    /// `quotedText(_:)` writes it, is no quotation mark (a first run's note quoted a Base text
    /// that itself quotes a button's title, and was cut where the inner quotes were taken for
    /// its ends).
    static func quoteParts(of message: String) -> [String] {
        var parts: [String] = []
        var part = ""
        var escaped = false
        for character in message {
            if character == "\"" && !escaped {
                parts.append(part)
                part = ""
            } else {
                part.append(character)
            }
            escaped = character == "\\" && !escaped
        }
        parts.append(part)
        return parts
    }

    /// Quoted texts longer than this are cut when a message is too long for its line.
    static let quotedTextLength = 36

    /// Two texts without what they share at the start and at the end, but the words within a
    /// few characters of the difference: `"…list of 300+ developers…"`, `"…list of 400+ developers…"`.
    static func aroundTheirDifference(_ first: String, _ second: String) -> (String, String) {
        let a = Array(first), b = Array(second)
        var prefix = 0
        while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(a.count, b.count) - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] { suffix += 1 }
        let context = 12
        func cut(_ text: [Character]) -> String {
            var start = max(0, prefix - context), end = min(text.count, text.count - suffix + context)
            // Whole words at both ends.
            while start > 0, text[start - 1] != " " { start -= 1 }
            while end < text.count, text[end] != " " { end += 1 }
            guard start < end else { return String(text) }
            return (start > 0 ? "…" : "") + String(text[start..<end]) + (end < text.count ? "…" : "")
        }
        return (cut(a), cut(b))
    }

    /// `shortened(_:)` to `length` characters, without keeping a suggestion.
    private static func shortened(_ message: String, length: Int) -> String {
        guard message.count > length else { return message }
        let clauses = topLevelClauses(of: message)
        var kept = ""
        var count = 0
        for clause in clauses {
            let next = kept.isEmpty ? clause : kept + "; " + clause
            // Room for the note of what was left out, unless it is the first clause.
            guard next.count <= length - (count == 0 ? 0 : 40) else { break }
            kept = next
            count += 1
        }
        if count == 0 { return firstWords(of: message, room: length - 30) + " … (--format json has all)" }
        let left = clauses.count - count
        // "parts": a reader took "… 2 more" for two more findings (a first run).
        return kept + "; … \(left) more \(left == 1 ? "part" : "parts") (--format json has all)"
    }

    /// The `; `-separated parts of a message, not split inside quotes or parentheses (a quoted
    /// text holding `; ` was cut in two, its quotation left open: a first run).
    static func topLevelClauses(of message: String) -> [String] {
        var clauses: [String] = []
        var depth = 0, quoted = false, escaped = false
        var start = message.startIndex, index = message.startIndex
        while index < message.endIndex {
            let character = message[index]
            // `\"` and `\\` inside a quoted text, as `quotedText(_:)` writes them (`quoteParts`).
            defer { escaped = character == "\\" && !escaped }
            switch character {
            case "\"" where !escaped: quoted.toggle()
            case "(" where !quoted: depth += 1
            case ")" where !quoted: depth = max(0, depth - 1)
            case ";" where !quoted && depth == 0:
                let next = message.index(after: index)
                if next < message.endIndex, message[next] == " " {
                    clauses.append(String(message[start..<index]))
                    start = message.index(after: next)
                    index = start
                    continue
                }
            default: break
            }
            index = message.index(after: index)
        }
        clauses.append(String(message[start...]))
        return clauses
    }

    /// The words of a message that fit in `room` characters, cut where no parenthesis is left
    /// open (not `(installed in …`).
    static func firstWords(of message: String, room: Int) -> String {
        var depth = 0
        var cut = message.startIndex
        var index = message.startIndex
        // Characters walked so far, counted as they go (measuring from the start at every step
        // walked the message again per character).
        var walked = 0
        while index < message.endIndex, walked < room {
            switch message[index] {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            case " " where depth == 0: cut = index
            default: break
            }
            index = message.index(after: index)
            walked += 1
        }
        // No such place (one long word, or a parenthesis from the start): cut at the room.
        if cut == message.startIndex { cut = message.index(message.startIndex, offsetBy: room) }
        return String(message[..<cut]).trimming(while: { $0 == "," || $0 == ";" || $0 == ":" })
    }

    /// The related places of a finding, kept on its line (one finding per line is what editors
    /// and CI read): `; also at 25:21, Other.xib:3:5` (the file only where it is another).
    /// A related place that is the finding's own place (a tie's view among the views the tie
    /// trades) and one said before are not said again (a first run's twenty warnings each
    /// listed its own line among twelve), nor one the message names by file and line (the use
    /// of an outlet that `outlet-unconnected` cites: a first run read the two as two uses).
    static func appendAlsoAt(_ diagnostic: Diagnostic, to out: inout [UInt8]) {
        guard !diagnostic.related.isEmpty else { return }
        var said: Set<SourceLocation> = diagnostic.location.map { [$0] } ?? []
        var separator = "; also at "
        let cited = CitedPlaces(diagnostic.message)
        for related in diagnostic.related where said.insert(related.location).inserted && !cited.names(related.location) {
            out += separator.utf8
            separator = ", "
            let place = related.location
            if place.file == diagnostic.location?.file {
                out += String(place.line).utf8
                out += ":".utf8
                out += String(place.column).utf8
            } else {
                append(place, to: &out)
            }
        }
    }

    /// The places a message may name as `File.swift:25`: its bytes and the colons followed by
    /// a digit, found once per finding (most messages have none, and then no place is spelled).
    private struct CitedPlaces {
        let bytes: [UInt8]
        let colons: [Int]

        init(_ message: String) {
            bytes = Array(message.utf8)
            colons = bytes.indices.filter { [bytes] in bytes[$0] == UInt8(ascii: ":") && $0 > 0 && $0 + 1 < bytes.count
                && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[$0 + 1]) }
        }

        /// Whether the message names `place` by its file name and line (the line not followed
        /// by another digit).
        func names(_ place: SourceLocation) -> Bool {
            guard !colons.isEmpty else { return false }
            let name = Array(PathNames.fileName(place.file).utf8), line = Array(String(place.line).utf8)
            return colons.contains { colon in
                let end = colon + 1 + line.count
                guard colon >= name.count, end <= bytes.count,
                      bytes[(colon - name.count)..<colon].elementsEqual(name), bytes[(colon + 1)..<end].elementsEqual(line) else { return false }
                return end == bytes.count || !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end])
            }
        }
    }

    /// Whether a line break is present, as `Character.isNewline` knows them (each is a
    /// Character of its own): U+000A–U+000D, U+0085 (C2 85), U+2028 and U+2029 (E2 80 A8, A9).
    /// Whole sequences, not lead bytes: 0xE2 also starts the quotes and ellipses of most of a
    /// warm run's findings, which went through the Character-level split for nothing (4 M
    /// instructions for 1,700 findings).
    private static func holdsLineBreak(_ text: String) -> Bool {
        var text = text // a native String's bytes, in place: faster than its UTF-8 view's iterator
        return text.withUTF8 { bytes in
            for index in bytes.indices {
                switch bytes[index] {
                case 0x0A...0x0D: return true
                case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return true
                case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                    return true
                default: continue
                }
            }
            return false
        }
    }
}

enum JSONReporter {
    /// `{"tool","version","files","diagnostics":[{"rule","severity","message","file","line","column","objectID",
    /// "related":[{"message","file","line","column","objectID"}]}],"counts":{"error","warning","note"}}`;
    /// `related` lists the other places a finding is about (a conflict's other constraints, the
    /// views a misplacement moves with it); `counts` totals the findings reported by severity
    /// (the summary the text report prints on standard error).
    static func render(_ report: LintReport) -> String {
        let diagnostics = report.diagnostics.map { diagnostic -> JSONValue in
            .object([
                ("rule", .string(diagnostic.code)),
                ("severity", .string(diagnostic.severity.rawValue)),
                ("message", .string(diagnostic.message)),
                ("file", JSONValue(diagnostic.location?.file)),
                ("line", diagnostic.location.map { JSONValue($0.line) } ?? .null),
                ("column", diagnostic.location.map { JSONValue($0.column) } ?? .null),
                ("objectID", JSONValue(diagnostic.objectID)),
                ("related", .array(diagnostic.related.map { related in
                    .object([
                        ("message", .string(related.message)),
                        ("file", .string(related.location.file)),
                        ("line", JSONValue(related.location.line)),
                        ("column", JSONValue(related.location.column)),
                        ("objectID", JSONValue(related.objectID)),
                    ])
                })),
            ])
        }
        return JSONValue.object([
            ("tool", "nibcheck"),
            ("version", .string(NibKitVersion.current)),
            ("files", JSONValue(report.files.count)),
            ("diagnostics", .array(diagnostics)),
            ("counts", .object(Severity.allCases.reversed().map { ($0.rawValue, JSONValue(report.count($0))) })),
        ]).prettyRendered() + "\n"
    }
}

enum GitHubReporter {
    /// `::error file=…,line=…,col=…,title=rule::message`; notes become `::notice`.
    static func render(_ report: LintReport) -> String {
        report.diagnostics.map { diagnostic in
            let command = switch diagnostic.severity {
            case .error: "error"
            case .warning: "warning"
            case .note: "notice"
            }
            var properties: [String] = []
            if let location = diagnostic.location {
                properties += ["file=\(escapeProperty(location.file))", "line=\(location.line)", "col=\(location.column)"]
            }
            properties.append("title=\(escapeProperty(diagnostic.code))")
            // An annotation has one place: the related ones follow as lines of its message.
            let message = ([diagnostic.message] + diagnostic.related.map(\.description)).joined(separator: "\n")
            return "::\(command) \(properties.joined(separator: ","))::\(escapeData(message))\n"
        }.joined()
    }

    /// Workflow-command escaping of a message.
    static func escapeData(_ text: String) -> String {
        text.replacingScalars(["%": "%25", "\r": "%0D", "\n": "%0A"])
    }

    /// Workflow-command escaping of a property value (also `:` and `,`).
    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingScalars([":": "%3A", ",": "%2C"])
    }
}


extension LintReport {
    /// Files in order, each with its findings (files without findings included), then findings
    /// that belong to no linted file under their own path.
    var findingsByFile: [(file: String, diagnostics: [Diagnostic])] {
        var byFile: [String: [Diagnostic]] = [:]
        for diagnostic in diagnostics { byFile[diagnostic.location?.file ?? "", default: []].append(diagnostic) }
        let linted = Set(files)
        return files.map { ($0, byFile[$0] ?? []) }
            + byFile.keys.filter { !linted.contains($0) }.sorted().map { ($0, byFile[$0]!) }
    }

    /// Findings per rule, most first (then by rule id): `  12 layout-misplaced (warning)`,
    /// one line each (printed under the `summary` line).
    public var countsByRule: String {
        var counts: [String: (severities: Set<Severity>, count: Int)] = [:]
        for diagnostic in diagnostics {
            counts[diagnostic.code, default: ([], 0)].severities.insert(diagnostic.severity)
            counts[diagnostic.code]!.count += 1
        }
        let width = String(counts.values.map(\.count).max() ?? 0).count
        let lines = counts.sorted { ($1.value.count, $0.key) < ($0.value.count, $1.key) }.map { rule, entry in
            let severities = Severity.allCases.filter(entry.severities.contains).map(\.rawValue).joined(separator: ", ")
            return "  " + String(repeating: " ", count: width - String(entry.count).count) + "\(entry.count) \(rule) (\(severities))\n"
        }
        return lines.joined()
    }

    /// `3 errors, 1 warning, 2 notes in 12 files`, and how many of the files are in the format
    /// before Xcode 5 and went unchecked: a run over such files alone would otherwise read as a
    /// pass (a first run on two 2011 apps: "0 errors" while nothing was checked).
    public var summary: String {
        func plural(_ count: Int, _ noun: String) -> String { "\(count) \(noun)\(count == 1 ? "" : "s")" }
        // A finding stands for its localized copies too, which it lists as related places (a
        // first run: "12 of them" of 24 such files, all in that format).
        let legacy = Set(diagnostics.lazy.filter { $0.code == "legacy-document" }.flatMap { finding in
            [finding.location?.file].compactMap { $0 } + finding.related.map(\.location.file)
        }).count
        return "\(plural(count(.error), "error")), \(plural(count(.warning), "warning")), "
            + "\(plural(count(.note), "note")) in \(plural(files.count, "file"))"
            + (legacy == 0 ? "" : " (\(legacy == files.count ? "all" : "\(legacy) of them") in the format before Xcode 5, not checked)")
    }
}
