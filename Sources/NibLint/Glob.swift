/// A shell-style path pattern: `*` matches within one path component, `?` one character,
/// `**` any number of whole components (`Legacy/**`, `**/*.xib`). A pattern that names a folder
/// (`Pods`) also matches everything below it.
public struct Glob: Hashable, Sendable, CustomStringConvertible {
    /// The pattern as written in the configuration.
    public let pattern: String
    private let components: [Substring]

    /// A glob from its pattern; `/` separates components, a leading `./` is ignored.
    public init(_ pattern: String) {
        var trimmed = pattern
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        self.pattern = trimmed
        components = trimmed.split(separator: "/", omittingEmptySubsequences: true)
    }

    public var description: String { pattern }

    /// Whether a relative path (components separated by `/`) matches, or lies below a match.
    public func matches(_ path: String) -> Bool {
        var path = Substring(path)
        while path.hasPrefix("./") { path.removeFirst(2) }
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        return Glob.match(components[...], parts[...], allowPrefix: true)
    }

    private static func match(_ pattern: ArraySlice<Substring>, _ path: ArraySlice<Substring>, allowPrefix: Bool) -> Bool {
        guard let head = pattern.first else { return path.isEmpty || allowPrefix }
        if head == "**" {
            let rest = pattern.dropFirst()
            for start in path.indices.lowerBound...path.indices.upperBound {
                if match(rest, path[start...], allowPrefix: allowPrefix) { return true }
            }
            return false
        }
        guard let first = path.first, matchComponent(Array(head.utf8)[...], Array(first.utf8)[...]) else { return false }
        return match(pattern.dropFirst(), path.dropFirst(), allowPrefix: allowPrefix)
    }

    /// `*` and `?` within one component (also used for class-name patterns).
    static func matchComponent(_ pattern: ArraySlice<UInt8>, _ text: ArraySlice<UInt8>) -> Bool {
        guard let head = pattern.first else { return text.isEmpty }
        switch head {
        case UInt8(ascii: "*"):
            let rest = pattern.dropFirst()
            for start in text.indices.lowerBound...text.indices.upperBound where matchComponent(rest, text[start...]) {
                return true
            }
            return false
        case UInt8(ascii: "?"):
            return !text.isEmpty && matchComponent(pattern.dropFirst(), text.dropFirst())
        default:
            return text.first == head && matchComponent(pattern.dropFirst(), text.dropFirst())
        }
    }
}

/// Whether a name matches a `*`/`?` pattern (class names in rule options).
func nameMatches(_ name: String, pattern: String) -> Bool {
    Glob.matchComponent(Array(pattern.utf8)[...], Array(name.utf8)[...])
}
