/// A 128-bit digest of bytes: tells contents apart for cache keys, fast enough to run over every
/// file of a project on each lint run (it reads eight bytes a step). Not a cryptographic hash:
/// a cache only needs accidental collisions to be out of reach, and 128 bits put them there.
public struct ContentDigest: Hashable, Sendable, CustomStringConvertible {
    /// The first 64 bits.
    public var high: UInt64
    /// The last 64 bits.
    public var low: UInt64

    /// A digest from its two halves (as `init?(hex:)` reads them).
    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The digest of `bytes`.
    public init(_ bytes: UnsafeRawBufferPointer) {
        // Two lanes with different multipliers and rotations (MurmurHash3's 64-bit mixing),
        // each finished with MurmurHash3's finaliser and the length.
        var a: UInt64 = 0x9E37_79B9_7F4A_7C15, b: UInt64 = 0xC2B2_AE3D_27D4_EB4F
        let k1: UInt64 = 0x87C3_7B91_1142_53D5, k2: UInt64 = 0x4CF5_AD43_2745_937F
        let count = bytes.count
        var offset = 0
        while offset + 8 <= count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            a = ((a ^ (word &* k1)).rotatedLeft(27) &* 5) &+ 0x52DC_E729
            b = ((b ^ (word &* k2)).rotatedLeft(31) &* 5) &+ 0x3849_5AB5
            offset += 8
        }
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        while offset < count {
            tail |= UInt64(bytes[offset]) << shift
            shift += 8
            offset += 1
        }
        a ^= (tail &* k1).rotatedLeft(27)
        b ^= (tail &* k2).rotatedLeft(31)
        a ^= UInt64(count)
        b ^= UInt64(count)
        a = a &+ b
        b = b &+ a
        a = Self.finalized(a)
        b = Self.finalized(b)
        high = a &+ b
        low = b &+ high
    }

    /// The digest of `bytes`.
    public init(_ bytes: [UInt8]) {
        self = bytes.withUnsafeBytes { ContentDigest($0) }
    }

    /// The digest of `text`'s UTF-8 bytes.
    public init(_ text: String) {
        var text = text
        self = text.withUTF8 { ContentDigest(UnsafeRawBufferPointer($0)) }
    }

    /// 32 lowercase hexadecimal digits.
    public var description: String { Self.hex(high) + Self.hex(low) }

    /// Reads `description`'s form back; nil for anything else.
    public init?(hex: Substring) {
        // Bytes, not Characters: the lint cache reads thousands of keys per run.
        guard hex.utf8.count == 32, hex.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }),
              let high = UInt64(hex.prefix(16), radix: 16), let low = UInt64(hex.suffix(16), radix: 16)
        else { return nil }
        self.init(high: high, low: low)
    }

    private static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }

    private static func finalized(_ value: UInt64) -> UInt64 {
        var k = value
        k ^= k >> 33
        k = k &* 0xFF51_AFD7_ED55_8CCD
        k ^= k >> 33
        k = k &* 0xC4CE_B9FE_1A85_EC53
        k ^= k >> 33
        return k
    }
}

/// A digest of several parts in order, each part length-prefixed so that ("ab", "c") and
/// ("a", "bc") differ.
public struct DigestBuilder: Sendable {
    private var bytes: [UInt8] = []

    /// A builder with no parts yet.
    public init() {}

    /// Appends a text part.
    public mutating func add(_ text: String) {
        add(count: text.utf8.count)
        bytes += text.utf8
    }

    /// Appends a digest as a part (a file's content, a sub-key).
    public mutating func add(_ digest: ContentDigest) {
        add(count: 16)
        withUnsafeBytes(of: digest.high.littleEndian) { bytes += $0 }
        withUnsafeBytes(of: digest.low.littleEndian) { bytes += $0 }
    }

    private mutating func add(count: Int) {
        withUnsafeBytes(of: UInt64(count).littleEndian) { bytes += $0 }
    }

    /// The digest of the parts added so far, in order.
    public var digest: ContentDigest { ContentDigest(bytes) }
}

private extension UInt64 {
    func rotatedLeft(_ count: UInt64) -> UInt64 { (self << count) | (self >> (64 - count)) }
}
