/// Writes a `.strings` file as `ibtool --generate-strings-file` does: for each string, sorted by
/// key, a blank line, the comment, and the entry.
public enum StringsFileWriter {
    /// The text encodings `nibcheck strings --encoding` offers, by the names it takes.
    public enum Encoding: String, Sendable, CaseIterable {
        /// UTF-8 without a byte-order mark.
        case utf8 = "utf-8"
        /// UTF-16 little-endian with a byte-order mark, as ibtool writes by default.
        case utf16 = "utf-16"
    }

    /// The file's text.
    public static func text(of strings: [LocalizableString]) -> String {
        var text = ""
        for string in strings {
            text += "\n/* \(string.comment) */\n\"\(StringsEscaping.escape(string.key))\" = \"\(StringsEscaping.escape(string.value))\";\n"
        }
        return text
    }

    /// The file's bytes in an encoding.
    public static func bytes(of strings: [LocalizableString], encoding: Encoding) -> [UInt8] {
        let text = text(of: strings)
        switch encoding {
        case .utf8:
            return Array(text.utf8)
        case .utf16:
            var bytes: [UInt8] = [0xFF, 0xFE]
            bytes.reserveCapacity(2 + text.utf16.count * 2)
            for unit in text.utf16 { bytes.append(UInt8(unit & 0xFF)); bytes.append(UInt8(unit >> 8)) }
            return bytes
        }
    }
}
