/// "Did you mean …?": the candidate nearest to a name that was not found, for configuration
/// keys and rule ids as much as for outlets, actions and classes missing from the sources.
public enum NearestName {
    /// The candidate at the smallest edit distance (letter case ignored) from `name`, ties
    /// broken by name; nil when none is within `maxDistance` (by default a third of the name,
    /// at least 1 and at most 3: near enough to be a misspelling or a small rename).
    public static func suggestion(for name: String, among candidates: some Sequence<String>, maxDistance: Int? = nil) -> String? {
        let limit = maxDistance ?? min(3, max(1, name.count / 3))
        let lowered = name.utf8.map(foldedCase)
        var best: (name: String, distance: Int)?
        var row = [Int](), previous = [Int](), folded = [UInt8]()
        for candidate in candidates where abs(candidate.utf8.count - lowered.count) <= limit && candidate != name {
            // Byte-wise with ASCII case folding: names are ASCII in practice, and this runs over
            // every selector of an app for each missing one (into buffers reused across
            // candidates: an array per candidate was most of the time).
            folded.removeAll(keepingCapacity: true)
            folded.append(contentsOf: candidate.utf8)
            for index in folded.indices { folded[index] = foldedCase(folded[index]) }
            let distance = boundedDistance(lowered, folded, limit: limit, row: &row, previous: &previous)
            guard distance <= limit else { continue }
            if best == nil || (distance, candidate) < (best!.distance, best!.name) { best = (candidate, distance) }
        }
        if let best { return best.name }
        return maxDistance == nil ? oneWordApart(from: name, among: candidates) : nil
    }

    /// The first candidate, by name, that is `name` with one of its capitalized words more or
    /// fewer (`Gen3SetupSetupSuccessViewController` for `Gen3SetupSuccessViewController`): a word
    /// typed twice or dropped, too far in letters for a misspelling (a first run's unknown class).
    /// Names of three words at least, so that a bare `View` is never offered for `ViewCell`.
    /// Compared on bytes, without splitting names into words: it runs over every selector of an
    /// app for each missing one (word arrays per candidate cost a real app 10 M instructions).
    static func oneWordApart(from name: String, among candidates: some Sequence<String>) -> String? {
        let bytes = Array(name.utf8)
        guard capitals(bytes) >= 2 else { return nil }
        return bytes.withUnsafeBufferPointer { word in
            var found: String?
            for candidate in candidates where candidate.utf8.count != word.count && abs(candidate.utf8.count - word.count) <= 16 {
                let apart = candidate.utf8.withContiguousStorageIfAvailable { other -> Bool in
                    guard capitals(other) >= 2 else { return false }
                    return other.count > word.count ? isOneWordLonger(other, than: word) : isOneWordLonger(word, than: other)
                } ?? false
                if apart, found == nil || candidate < found! { found = candidate }
            }
            return found
        }
    }

    /// The capital letters after a name's first byte: its words but one.
    private static func capitals(_ bytes: some Collection<UInt8>) -> Int {
        bytes.dropFirst().reduce(0) { $0 + (isCapital($1) ? 1 : 0) }
    }

    private static func isCapital(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }

    /// Whether `longer` is `shorter` with one capitalized word put in: a start `k` where the two
    /// agree before it, and after the `longer.count - shorter.count` bytes put in, which begin a
    /// word and are followed by the end, another word or a selector's colon.
    private static func isOneWordLonger(_ long: UnsafeBufferPointer<UInt8>, than short: UnsafeBufferPointer<UInt8>) -> Bool {
        let extra = long.count - short.count
        var prefix = 0
        while prefix < short.count, long[prefix] == short[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < short.count, long[long.count - 1 - suffix] == short[short.count - 1 - suffix] { suffix += 1 }
        guard prefix + suffix >= short.count else { return false }
        // Every start the two agreements allow: from where the suffix begins to where the prefix ends.
        for start in max(0, short.count - suffix)...min(prefix, short.count) {
            let end = start + extra
            // A selector's colon ends a word too (`toggleMode:` for `toggleModeEnabled:`).
            guard isCapital(long[start]) || start == 0, end == long.count || isCapital(long[end]) || long[end] == UInt8(ascii: ":") else { continue }
            if start == 0 && !isCapital(long[end]) { continue }
            return true
        }
        return false
    }

    private static func foldedCase(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }

    /// Levenshtein distance between `a` and `b` (both already case-folded), or `limit + 1` as soon as
    /// it must exceed `limit`. Only the band of cells within `limit` of the diagonal is computed
    /// (a path through any other costs more than `limit`), the cells beside it set to `limit + 1`:
    /// a long selector against each of an app's others was most of a "did you mean" search.
    private static func boundedDistance(_ a: [UInt8], _ b: [UInt8], limit: Int, row: inout [Int], previous: inout [Int]) -> Int {
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        let outside = limit + 1
        previous.removeAll(keepingCapacity: true)
        previous.append(contentsOf: 0...b.count)
        row.removeAll(keepingCapacity: true)
        row.append(contentsOf: repeatElement(outside, count: b.count + 1))
        for i in 1...a.count {
            let low = max(1, i - limit), high = min(b.count, i + limit)
            guard low <= high else { return outside }
            row[0] = i
            row[low - 1] = low == 1 ? i : outside
            if high < b.count { row[high + 1] = outside }
            var smallest = i
            for j in low...high {
                row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
                smallest = min(smallest, row[j])
            }
            if smallest > limit { return outside }
            swap(&previous, &row)
        }
        return min(previous[b.count], outside)
    }
}
