/// "Did you mean …?": the declared name nearest to a missing one, when one is near enough to be
/// a misspelling or a rename (an edit distance of at most a third of the name, and at most 3;
/// letter case differences count half).
enum NearestName {
    static func suggestion(for name: String, among candidates: some Sequence<String>) -> String? {
        let limit = min(3, max(1, name.count / 3))
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name && abs(candidate.count - name.count) <= limit {
            let distance = editDistance(Array(name.utf8), Array(candidate.utf8), limit: limit * 2)
            guard distance <= limit * 2 else { continue }
            if best == nil || distance < best!.distance || (distance == best!.distance && candidate < best!.name) {
                best = (candidate, distance)
            }
        }
        return best?.name
    }

    /// " (did you mean `X`?)", or nothing.
    static func hint(for name: String, among candidates: some Sequence<String>) -> String {
        suggestion(for: name, among: candidates).map { " (did you mean `\($0)`?)" } ?? ""
    }

    /// Levenshtein distance in half steps (a substitution of the same letter in another case
    /// costs 1, any other edit 2); stops early once every path exceeds `limit`.
    private static func editDistance(_ a: [UInt8], _ b: [UInt8], limit: Int) -> Int {
        var previous = Array(stride(from: 0, through: b.count * 2, by: 2))
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            current[0] = i * 2
            var rowMinimum = current[0]
            for j in 1...max(b.count, 1) where !b.isEmpty {
                let x = a[i - 1], y = b[j - 1]
                let substitution = x == y ? 0 : (x | 0x20) == (y | 0x20) && (x | 0x20) >= 0x61 && (x | 0x20) <= 0x7A ? 1 : 2
                current[j] = min(previous[j - 1] + substitution, previous[j] + 2, current[j - 1] + 2)
                rowMinimum = min(rowMinimum, current[j])
            }
            if rowMinimum > limit { return rowMinimum }
            swap(&previous, &current)
        }
        return a.isEmpty ? b.count * 2 : previous[b.count]
    }
}
