// A fixed set of ASCII words that a token is tested against without building a String.
//
// Scanners ask "is this token a modifier / a declaration keyword / a type qualifier" for most
// tokens of a declaration; comparing with each word in turn was a fifth of a Swift scan. Here
// only the words of the token's length and first byte's low five bits are compared (at most
// a handful).

struct WordSet {
    /// Words are at most this long (checked at init).
    private static let maximumLength = 24
    /// All words' bytes, one after another.
    private let storage: [UInt8]
    /// Per bucket (`bucket(length:first:)`), the start in `storage` of each of its words, as a
    /// range of `starts`: `starts[bucketEnds[b - 1]..<bucketEnds[b]]`.
    private let starts: [Int]
    /// The position in the list given to `init` of the word at each of `starts`.
    private let wordIndices: [Int]
    private let bucketEnds: [Int]

    init(_ words: [StaticString]) {
        var storage: [UInt8] = []
        var byBucket = [[(start: Int, index: Int)]](repeating: [], count: (Self.maximumLength + 1) * 32)
        for (index, word) in words.enumerated() {
            let bytes = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
            precondition((1...Self.maximumLength).contains(bytes.count), "WordSet words are 1 to 24 bytes")
            byBucket[Self.bucket(length: bytes.count, first: bytes[0])].append((storage.count, index))
            storage += bytes
        }
        self.storage = storage
        starts = byBucket.flatMap { $0.map(\.start) }
        wordIndices = byBucket.flatMap { $0.map(\.index) }
        var end = 0
        bucketEnds = byBucket.map { end += $0.count; return end }
    }

    private static func bucket(length: Int, first: UInt8) -> Int { length * 32 + Int(first & 31) }

    /// Whether `bytes[range]` is one of the words.
    func contains(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        slot(of: bytes, range) != nil
    }

    /// The position of `bytes[range]` in the list of words given to `init`; nil when it is
    /// none of them.
    func index(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        slot(of: bytes, range).map { wordIndices[$0] }
    }

    /// The index in `starts` of the word `bytes[range]` spells, if any. Through buffer
    /// pointers: the arrays' bounds checks were a third of a look-up.
    private func slot(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int? {
        let length = range.count
        guard length > 0, length <= Self.maximumLength else { return nil }
        let bucket = Self.bucket(length: length, first: bytes[range.lowerBound])
        return storage.withUnsafeBufferPointer { words in
            starts.withUnsafeBufferPointer { starts in
                bucketEnds.withUnsafeBufferPointer { bucketEnds in
                    var candidate = bucket == 0 ? 0 : bucketEnds[bucket - 1]
                    while candidate < bucketEnds[bucket] {
                        let start = starts[candidate]
                        var offset = 0
                        while offset < length && words[start + offset] == bytes[range.lowerBound + offset] { offset += 1 }
                        if offset == length { return candidate }
                        candidate += 1
                    }
                    return nil
                }
            }
        }
    }
}
