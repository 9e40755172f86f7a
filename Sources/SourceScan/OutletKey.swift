/// The properties a connection's key sets. `setValue:forKey:` (how a nib sets an outlet) looks
/// for `set<Key>:`, the key's first letter capitalised, before any instance variable: a key
/// whose first letter differs in case from a property's name reaches that property's setter
/// (`NoGroupsButton` sets `noGroupsButton`; a first run on a real app reported the outlet
/// missing, and its property connected nowhere, while the code relies on it being set).
public enum OutletKey {
    /// The key, and the key with its first letter in the other case.
    public static func names(reachedBy key: String) -> [String] {
        guard let first = key.first else { return [key] }
        let upper = first.uppercased(), lower = first.lowercased()
        let other = String(first) == upper ? lower : upper
        return other == String(first) ? [key] : [key, other + key.dropFirst()]
    }
}
