/// The printf-style specifiers of a text (`%@`, `%d`, `%1$@`, `%.2f`, `%ld`…), as
/// `String(format:)` consumes them: what a translation must keep, argument for argument.
public enum FormatSpecifiers {
    /// The arguments a text consumes, in argument order: each as its conversion with its length
    /// modifier (`@`, `d`, `ld`, `f`…). Positional (`%2$@`) and sequential specifiers both count;
    /// `%%` is a percent sign. Flags, width and precision do not change the argument and are
    /// left out; a space flag is not read as one (`50% off` is text, not `% o`).
    public static func arguments(of text: String) -> [String] {
        let scalars = Array(text.unicodeScalars)
        var byPosition: [Int: String] = [:]
        var next = 1
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "%" else { index += 1; continue }
            var cursor = index + 1
            guard cursor < scalars.count else { break }
            if scalars[cursor] == "%" { index = cursor + 1; continue }
            var position: Int?
            let digitsStart = cursor
            while cursor < scalars.count, isDigit(scalars[cursor]) { cursor += 1 }
            if cursor < scalars.count, scalars[cursor] == "$", cursor > digitsStart {
                position = Int(String(String.UnicodeScalarView(scalars[digitsStart..<cursor])))
                cursor += 1
            } else {
                cursor = digitsStart
            }
            while cursor < scalars.count, "-+#0'".unicodeScalars.contains(scalars[cursor]) { cursor += 1 }
            while cursor < scalars.count, isDigit(scalars[cursor]) || scalars[cursor] == "*" { cursor += 1 }
            if cursor < scalars.count, scalars[cursor] == "." {
                cursor += 1
                while cursor < scalars.count, isDigit(scalars[cursor]) || scalars[cursor] == "*" { cursor += 1 }
            }
            var length = ""
            while cursor < scalars.count, "hlqLzjt".unicodeScalars.contains(scalars[cursor]) {
                length.unicodeScalars.append(scalars[cursor])
                cursor += 1
            }
            guard cursor < scalars.count, "@dDiuUxXoOfFeEgGaAcCsSp".unicodeScalars.contains(scalars[cursor]) else {
                index += 1
                continue
            }
            let argument = (position ?? next)
            byPosition[argument] = canonicalLength(length) + String(canonicalConversion(scalars[cursor]))
            if position == nil { next += 1 }
            index = cursor + 1
        }
        return byPosition.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Whether a text is written as a format: it takes an argument or escapes a percent sign
    /// (`%%`). Any other text is shown as it is, and its percent signs are text.
    public static func isFormat(_ text: String) -> Bool {
        text.contains("%%") || !arguments(of: text).isEmpty
    }

    /// Conversions that read the same kind of argument: `%i`, `%u` and `%x` read what `%d` reads,
    /// `%e` and `%g` what `%f` reads.
    private static func canonicalConversion(_ scalar: Unicode.Scalar) -> Character {
        switch scalar {
        case "i", "u", "U", "D", "x", "X", "o", "O": "d"
        case "F", "e", "E", "g", "G", "a", "A": "f"
        default: Character(scalar)
        }
    }

    /// `l`, `ll`, `q`, `z`, `t` and `j` all read a 64-bit integer on Apple's 64-bit platforms.
    private static func canonicalLength(_ length: String) -> String {
        switch length {
        case "l", "ll", "q", "z", "t", "j": "l"
        default: length
        }
    }

    private static func isDigit(_ scalar: Unicode.Scalar) -> Bool { ("0"..."9").contains(scalar) }
}
