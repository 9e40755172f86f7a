/// The check that text read from disk is well-formed UTF-8, shared by the readers that take
/// such text as bytes when it is (source files, string tables and catalogs): decoding it into
/// a `String` only to find nothing to repair cost a validation and a copy of every file.
/// (`String(validating:as:)` needs macOS 15; the package supports macOS 14.)
public enum UTF8Validation {
    /// Whether bytes are well-formed UTF-8: no overlong form, surrogate or value past U+10FFFF,
    /// what Swift's own decoder accepts, so that `String(decoding:as:)` of them gives them back
    /// unchanged. Runs of ASCII, most of any source file, are checked eight bytes at a time.
    public static func isValid(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = buffer.baseAddress else { return true }
        let count = buffer.count
        var index = 0
        while index < count {
            while index + 8 <= count,
                  UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
                index += 8
            }
            guard index < count else { return true }
            let lead = base[index]
            if lead < 0x80 { index += 1; continue }
            // The length of the sequence, and the range its second byte must be in.
            let length: Int, second: ClosedRange<UInt8>
            switch lead {
            case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
            case 0xE0: (length, second) = (3, 0xA0...0xBF)
            case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
            case 0xED: (length, second) = (3, 0x80...0x9F)
            case 0xF0: (length, second) = (4, 0x90...0xBF)
            case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
            case 0xF4: (length, second) = (4, 0x80...0x8F)
            default: return false
            }
            guard index + length <= count, second.contains(base[index + 1]) else { return false }
            for offset in 2..<length where base[index + offset] & 0xC0 != 0x80 { return false }
            index += length
        }
        return true
    }
}
