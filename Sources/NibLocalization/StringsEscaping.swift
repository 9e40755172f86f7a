/// How a `.strings` file quotes text: the escapes ibtool writes (`\"`, `\\`, `\n`, `\t`, `\r`;
/// the corpus's tables use the first four) and the ones a reader must also accept.
public enum StringsEscaping {
    /// The text between double quotes, as ibtool writes it.
    public static func escape(_ text: String) -> String {
        guard text.utf8.contains(where: { $0 == 0x22 || $0 == 0x5C || $0 == 0x0A || $0 == 0x09 || $0 == 0x0D }) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
