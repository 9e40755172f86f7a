extension String {
    /// The text as XML character data or an attribute value: `& < > " '` as entities, tab,
    /// newline and carriage return as character references (so attribute values keep them),
    /// and the other control characters, which XML 1.0 cannot carry at all, as U+FFFD.
    /// Every writer of XML in NibKit (reports, the serializer, layout trees) uses this.
    public var xmlEscaped: String {
        guard utf8.contains(where: { $0 == 38 || $0 == 60 || $0 == 62 || $0 == 34 || $0 == 39 || $0 < 32 }) else { return self }
        var result = ""
        for scalar in unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n", "\r": result += "&#\(scalar.value);"
            case _ where scalar.value < 0x20: result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
