/// "Did you mean …?": the candidate nearest to a name that was not found, for configuration
/// keys and rule ids as much as for outlets, actions and classes missing from the sources.
public enum NearestName {
    /// The candidate at the smallest edit distance (letter case ignored) from `name`, ties
    /// broken by name; nil when none is within `maxDistance` (by default a third of the name,
    /// at least 1 and at most 3: near enough to be a misspelling or a small rename).
    public static func suggestion(for name: String, among candidates: some Sequence<String>, maxDistance: Int? = nil) -> String? {
        let limit = maxDistance ?? min(3, max(1, name.count / 3))
        let lowered = Array(name.lowercased())
        var best: (name: String, distance: Int)?
        for candidate in candidates where candidate != name && abs(candidate.count - name.count) <= limit {
            let distance = editDistance(lowered, Array(candidate.lowercased()))
            guard distance <= limit else { continue }
            if best == nil || (distance, candidate) < (best!.distance, best!.name) { best = (candidate, distance) }
        }
        return best?.name
    }

    /// Levenshtein distance over characters.
    public static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
