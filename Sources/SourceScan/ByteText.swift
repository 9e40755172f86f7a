#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Where `pattern` next starts in `bytes`, at or after `start`. The C library's `memchr`
    /// looks for the pattern's rarest-looking byte (a capital letter or digit before other
    /// signs, those before lowercase letters and spaces), many bytes a step, and only its hits
    /// are compared whole: the checks that ask search whole apps' sources, once per name or
    /// literal. (Sixteen places at a time tested on two bytes with vector compares cost a large
    /// Swift app's lint 150 M instructions more: source text is dense in such pairs.)
    public static func firstIndex(of pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard !pattern.isEmpty, start >= 0, bytes.count - start >= pattern.count else { return nil }
        func rarity(_ byte: UInt8) -> Int {
            switch byte {
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): 0
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: " "): 2
            default: 1
            }
        }
        let offset = pattern.indices.min { rarity(pattern[$0]) < rarity(pattern[$1]) }!
        let key = Int32(pattern[offset])
        return bytes.withUnsafeBufferPointer { haystack -> Int? in
            let base = haystack.baseAddress!
            var index = start + offset
            let last = haystack.count - pattern.count + offset
            while index <= last, let hit = memchr(base + index, key, last - index + 1) {
                let found = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) - offset
                if haystack[found..<(found + pattern.count)].elementsEqual(pattern) { return found }
                index = found + offset + 1
            }
            return nil
        }
    }
}
