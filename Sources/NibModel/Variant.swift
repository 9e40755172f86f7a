/// A configuration of the document's size-class / trait variations: the base configuration
/// (`default`, Any/Any) or one trait key found in the file (`heightClass=compact-widthClass=compact`).
public struct Variant: Hashable, Sendable, CustomStringConvertible {
    /// `default`, or `trait=value` pairs joined by `-` as Xcode writes them.
    public let key: String
    /// The pairs of `key`, in the order written; empty for `default`.
    public let traits: [Trait]

    public struct Trait: Hashable, Sendable {
        public let name: String
        public let value: String
    }

    public static let base = Variant(key: "default")

    public init(key: String) {
        self.key = key
        if key == "default" {
            traits = []
        } else {
            traits = key.split(separator: "-").map { pair in
                let parts = pair.split(separator: "=", maxSplits: 1)
                return Trait(name: String(parts[0]), value: parts.count > 1 ? String(parts[1]) : "")
            }
        }
    }

    public var isBase: Bool { traits.isEmpty }
    public var description: String { isBase ? "default (Any/Any)" : key }

    /// Whether a variation written with `other` key applies in this configuration: every trait
    /// it names has this configuration's value (`default` applies everywhere).
    public func matches(_ other: Variant) -> Bool {
        other.traits.allSatisfy { trait in traits.contains(trait) }
    }

    /// Of the given variation keys, those that apply here, least specific first, so that a later
    /// one wins (the order IB-FORMAT §4.2 infers: default, then increasing number of traits).
    public func matchingKeys(of keys: [String]) -> [String] {
        keys.map(Variant.init(key:))
            .filter(matches)
            .sorted { ($0.traits.count, $0.key) < ($1.traits.count, $1.key) }
            .map(\.key)
    }
}

/// One `<variation key=…><mask key="constraints|subviews">` block: which constraints or
/// subviews of its owner are installed (`include`) or not (`exclude`) in that configuration.
public struct VariationMask: Sendable {
    public enum Target: String, Sendable { case constraints, subviews }
    /// The view whose `<constraints>`/`<subviews>` the references name.
    public let ownerID: String
    public let variantKey: String
    public let target: Target
    public let includedIDs: [String]
    public let excludedIDs: [String]
    public let location: SourceLocation
}
