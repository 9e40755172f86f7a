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
    /// Byte by byte: every byte outside the unreserved ASCII set is encoded on its own.
    static func uri(_ path: String) -> String {
        var path = Substring(path)
        while path.hasPrefix("./") { path = path.dropFirst(2) }
        let hexDigits = Array("0123456789ABCDEF".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(path.utf8.count)
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                 UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                 UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                result.append(byte)
            default:
                result += [UInt8(ascii: "%"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]]
            }
        }
        return String(decoding: result, as: UTF8.self)
    }
}
