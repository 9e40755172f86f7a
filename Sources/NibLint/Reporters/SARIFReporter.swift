import NibModel

/// SARIF 2.1.0 (OASIS): one run, the active rules as `tool.driver.rules`, one result per finding.
enum SARIFReporter {
    static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    static func render(_ report: LintReport) -> String {
        let ruleIndex = Dictionary(uniqueKeysWithValues: report.rules.enumerated().map { ($1.id, $0) })
        let rules = report.rules.map { rule -> JSONValue in
            .object([
                ("id", .string(rule.id)),
                ("shortDescription", .object([("text", .string(rule.summary))])),
                ("fullDescription", .object([("text", .string(rule.rationale))])),
                ("defaultConfiguration", .object([("level", .string(level(rule.defaultSeverity)))])),
                ("properties", .object([("category", .string(rule.kind.rawValue))])),
            ])
        }
        let results = report.diagnostics.map { diagnostic -> JSONValue in
            var members: [(String, JSONValue)] = [("ruleId", .string(diagnostic.code))]
            if let index = ruleIndex[diagnostic.code] { members.append(("ruleIndex", JSONValue(index))) }
            members += [("level", .string(level(diagnostic.severity))),
                        ("message", .object([("text", .string(diagnostic.message))]))]
            if let location = diagnostic.location {
                members.append(("locations", [physicalLocation(location, objectID: diagnostic.objectID)]))
            }
            // The baseline fingerprint (no line numbers), so that code scanning keeps tracking an
            // alert when unrelated edits move it.
            members.append(("partialFingerprints", .object([
                ("nibcheck/v1", .string(Baseline.fingerprint(diagnostic, configuration: Configuration()))),
            ])))
            if !diagnostic.related.isEmpty {
                members.append(("relatedLocations", .array(diagnostic.related.enumerated().map { index, related in
                    guard case .object(var fields) = physicalLocation(related.location, objectID: related.objectID) else { return .null }
                    fields.insert(("id", JSONValue(index)), at: 0)
                    fields.append(("message", .object([("text", .string(related.message))])))
                    return .object(fields)
                })))
            }
            return .object(members)
        }
        let driver: JSONValue = .object([
            ("name", "nibcheck"),
            ("version", .string(NibKitVersion.current)),
            ("rules", .array(rules)),
        ])
        return JSONValue.object([
            ("$schema", .string(schema)),
            ("version", "2.1.0"),
            ("runs", [.object([("tool", .object([("driver", driver)])), ("results", .array(results))])]),
        ]).prettyRendered() + "\n"
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    private static func physicalLocation(_ location: SourceLocation, objectID: String?) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("physicalLocation", .object([
                ("artifactLocation", .object([("uri", .string(uri(location.file)))])),
                ("region", .object([("startLine", JSONValue(location.line)), ("startColumn", JSONValue(location.column))])),
            ])),
        ]
        if let objectID {
            members.append(("logicalLocations", [.object([("name", .string(objectID)), ("kind", "object")])]))
        }
        return .object(members)
    }

    /// A relative URI reference: `/` separators, `./` dropped, unsafe bytes percent-encoded.
    static func uri(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        var result = ""
        for byte in path.utf8 {
            let character = Character(Unicode.Scalar(byte))
            if byte < 0x80, character.isLetter || character.isNumber || "-._~/".contains(character) {
                result.append(character)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}

private extension String {
    func leftPadded(to width: Int) -> String { String(repeating: "0", count: max(0, width - count)) + self }
}
