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
    static func oneWordApart(from name: String, among candidates: some Sequence<String>) -> String? {
        let words = camelCaseWords(name)
        guard words.count >= 3 else { return nil }
        func apart(_ longer: [Substring], _ shorter: [Substring]) -> Bool {
            guard longer.count == shorter.count + 1 else { return false }
            var prefix = 0
            while prefix < shorter.count, longer[prefix] == shorter[prefix] { prefix += 1 }
            return longer[(prefix + 1)...].elementsEqual(shorter[prefix...])
        }
        var found: String?
        for candidate in candidates where candidate != name && abs(candidate.utf8.count - name.utf8.count) <= 16 {
            let other = camelCaseWords(candidate)
            guard other.count >= 3, apart(words, other) || apart(other, words) else { continue }
            if found == nil || candidate < found! { found = candidate }
        }
        return found
    }

    /// A name's words: a capital letter starts one, digits stay with the word before them.
    static func camelCaseWords(_ name: String) -> [Substring] {
        var words: [Substring] = []
        var start = name.startIndex
        for index in name.indices where index != name.startIndex && name[index].isUppercase {
            words.append(name[start..<index])
            start = index
        }
        words.append(name[start...])
        return words
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
