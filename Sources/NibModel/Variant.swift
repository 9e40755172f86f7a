/// A configuration of the document's size-class / trait variations: the base configuration
/// (`default`, Any/Any) or one trait key found in the file (`heightClass=compact-widthClass=compact`).
public struct Variant: Hashable, Sendable, CustomStringConvertible {
    /// `default`, or `trait=value` pairs joined by `-` as Xcode writes them.
    public let key: String
    /// The pairs of `key`, in the order written; empty for `default`.
    public let traits: [Trait]

    /// One `name=value` pair of a variant key (`heightClass=compact`).
    public struct Trait: Hashable, Sendable {
        /// The trait's name (`widthClass`, `heightClass`).
        public let name: String
        /// The trait's value (`compact`, `regular`).
        public let value: String
    }

    /// The base configuration, `default` (Any/Any): what holds when no variation applies.
    public static let base = Variant(key: "default")

    /// The variant of a key as Xcode writes it: `default`, or `trait=value` pairs joined by `-`.
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

    /// Whether this is the base configuration (`default`, no traits).
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
    /// What a mask lists: constraints or subviews of its owner.
    public enum Target: String, Sendable { case constraints, subviews }
    /// The view whose `<constraints>`/`<subviews>` the references name.
    public let ownerID: String
    /// The variant the mask applies in (`heightClass=compact`, as written).
    public let variantKey: String
    /// Whether the mask lists constraints or subviews.
    public let target: Target
    /// Ids of the items installed in that variant (`<include reference=…>`).
    public let includedIDs: [String]
    /// Ids of the items not installed in that variant (`<exclude reference=…>`).
    public let excludedIDs: [String]
    /// Where the `<variation>` element starts.
    public let location: SourceLocation
}
