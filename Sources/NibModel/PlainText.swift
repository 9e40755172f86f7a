/// The few text operations NibKit took from Foundation, in plain Swift: the tool links no
/// Foundation (which, with its ICU, costs milliseconds of start-up on every run).
extension StringProtocol {
    /// Without the characters at either end for which `isTrimmed` holds:
    /// `trimming(while: \.isWhitespace)` is Foundation's `.whitespacesAndNewlines` trimming.
    public func trimming(while isTrimmed: (Character) -> Bool) -> String {
        guard let first = firstIndex(where: { !isTrimmed($0) }), let last = lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(self[first...last])
    }
}

extension String {

    /// Each Unicode scalar that `replacements` names replaced by its text. Scalar by scalar (as
    /// Foundation's `replacingOccurrences` matches), so that both halves of a `\r\n` are seen;
    /// a Character-level replacement would see one character there.
    public func replacingScalars(_ replacements: [Unicode.Scalar: String]) -> String {
        var result = ""
        result.reserveCapacity(utf8.count)
        for scalar in unicodeScalars {
            if let replacement = replacements[scalar] { result += replacement } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    /// Followed by spaces up to `width` characters (never shortened).
    public func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
