/// Plain searches in a file's bytes, for readers that take a word or two from text they do not
/// parse: the storyboard call search, Python's declarations, and above this module an outlet's
/// uses in Swift sources (`OutletUses`) and the class names C# registers
/// (`ExternalDependencies.registeredClassNames`).
public enum ByteText {
    /// Whether `byte` may be part of an identifier: an ASCII letter, digit or `_`, or any byte of
    /// a character beyond ASCII.
    @inlinable public static func isIdentifier(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F || byte >= 0x80
    }

    /// A space, tab or line break.
    @inlinable public static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
    }

    /// No identifier character runs into `bytes` at `start` from before, nor out at `end`.
    @inlinable public static func startsWord(at start: Int, in bytes: [UInt8]) -> Bool { start == 0 || !isIdentifier(bytes[start - 1]) }
    @inlinable public static func endsWord(at end: Int, in bytes: [UInt8]) -> Bool { end == bytes.count || !isIdentifier(bytes[end]) }

    /// Where `pattern` next starts in `bytes`, at or after `start`.
    @inlinable public static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = pattern.first, bytes.count >= pattern.count else { return nil }
        var index = start
        while index <= bytes.count - pattern.count {
            if bytes[index] == first && bytes[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
            index += 1
        }
        return nil
    }
}
