#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The known attribute and element names, looked up by their UTF-8 bytes straight from the
/// parser's C strings. The reader asks once per distinct name per document (a few hundred
/// times a document); FNV-1a over a C string and a probe of a small open-addressing table cost
/// a fraction of making a Swift String and hashing it with SipHash for two dictionaries.
struct KnownNameTable: Sendable {
    struct Entry: Sendable {
        let bytes: [UInt8]
        let attribute: KnownAttribute?
        let element: KnownElement?
    }

    static let shared = KnownNameTable()

    private let entries: [Entry]
    /// Indices into `entries`, -1 for an empty slot. A power of two, at most a quarter full, so
    /// that probes are short.
    private let slots: [Int32]

    private init() {
        var byName: [String: (KnownAttribute?, KnownElement?)] = [:]
        for attribute in KnownAttribute.allCases { byName[attribute.name, default: (nil, nil)].0 = attribute }
        for element in KnownElement.allCases { byName[element.name, default: (nil, nil)].1 = element }
        entries = byName.keys.sorted().map { name in
            Entry(bytes: Array(name.utf8), attribute: byName[name]!.0, element: byName[name]!.1)
        }
        var size = 1
        while size < entries.count * 4 { size *= 2 }
        var slots = [Int32](repeating: -1, count: size)
        for (index, entry) in entries.enumerated() {
            var slot = entry.bytes.withUnsafeBufferPointer { KnownNameTable.hash($0.baseAddress!, $0.count) } & (size - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(index)
        }
        self.slots = slots
    }

    /// The known attribute and element of the name `bytes[0..<length]` (either may be nil).
    func lookup(_ bytes: UnsafePointer<UInt8>, length: Int) -> (attribute: KnownAttribute?, element: KnownElement?) {
        var slot = KnownNameTable.hash(bytes, length) & (slots.count - 1)
        while slots[slot] >= 0 {
            let entry = entries[Int(slots[slot])]
            if entry.bytes.count == length,
               entry.bytes.withUnsafeBufferPointer({ memcmp($0.baseAddress!, bytes, length) == 0 }) {
                return (entry.attribute, entry.element)
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        return (nil, nil)
    }

    /// FNV-1a: a byte at a time, good enough to spread a hundred short ASCII names.
    private static func hash(_ bytes: UnsafePointer<UInt8>, _ length: Int) -> Int {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for i in 0..<length {
            hash = (hash ^ UInt64(bytes[i])) &* 0x100_0000_01b3
        }
        return Int(truncatingIfNeeded: hash >> 8)
    }
}
