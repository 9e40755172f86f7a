/// A layout constraint as the document states it: `first.attr relation second.attr × multiplier + constant`.
///
/// A class, as `IBObject` is: a constraint is read wherever a view's layout is (every build of
/// every root), and a struct of strings was copied, each string retained, on every read.
public final class IBConstraint: Identifiable, Sendable {
    public let id: String
    /// The `<constraint>` element in the document's `tree`.
    public let node: NodeIndex
    /// Where the `<constraint>` element starts.
    public let location: SourceLocation
    /// The view whose `<constraints>` holds this constraint (the nearest common ancestor of
    /// its items, as Xcode stores it).
    public let holderID: String
    /// Resolved: a missing `firstItem` means the holder.
    public let firstItemID: String
    /// True when the file left `firstItem` out.
    public let isFirstItemImplicit: Bool
    /// The attribute of the first item the constraint sets (`leading`, `width`, `centerY`…).
    public let firstAttribute: LayoutAttribute
    /// `==`, `<=` or `>=`; equal when the file leaves `relation` out.
    public let relation: LayoutRelation
    /// nil for a constant-only constraint (`width == 100`).
    public let secondItemID: String?
    /// The second item's attribute; nil for a constant-only constraint.
    public let secondAttribute: LayoutAttribute?
    /// Parsed from `a:b`, `a/b` or a decimal; 1 when absent.
    public let multiplier: Double
    /// The constant in points; 0 when absent.
    public let constant: Double
    /// 1…1000; 1000 (required) when absent.
    public let priority: Double
    /// `placeholder="YES"`: "Remove at build time"; exists at design time only.
    public let isPlaceholder: Bool
    /// `symbolic="YES"`: "Use Standard Value".
    public let isSymbolic: Bool
    /// The runtime `NSLayoutConstraint.identifier`.
    public let identifier: String?
    /// The label Xcode's document outline shows (`userLabel`), when one was set.
    public let userLabel: String?
    /// Per-variant attribute overrides (`<variation key="heightClass=compact" constant="-86"/>`),
    /// keyed by variant key, each a map of attribute name to value as written.
    public let overrides: [String: [String: String]]

    init(id: String,
         node: NodeIndex,
         location: SourceLocation,
         holderID: String,
         firstItemID: String,
         isFirstItemImplicit: Bool,
         firstAttribute: LayoutAttribute,
         relation: LayoutRelation,
         secondItemID: String?,
         secondAttribute: LayoutAttribute?,
         multiplier: Double,
         constant: Double,
         priority: Double,
         isPlaceholder: Bool,
         isSymbolic: Bool,
         identifier: String?,
         userLabel: String?,
         overrides: [String: [String: String]]) {
        self.id = id
        self.node = node
        self.location = location
        self.holderID = holderID
        self.firstItemID = firstItemID
        self.isFirstItemImplicit = isFirstItemImplicit
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItemID = secondItemID
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.isPlaceholder = isPlaceholder
        self.isSymbolic = isSymbolic
        self.identifier = identifier
        self.userLabel = userLabel
        self.overrides = overrides
    }

    /// Whether the priority is 1000 (required): the layout fails rather than breaks such a constraint.
    public var isRequired: Bool { priority >= 1000 }

    /// Both items, first then second.
    public var itemIDs: [String] { secondItemID.map { [firstItemID, $0] } ?? [firstItemID] }

    /// The constraint with the overrides of `variant` applied (constant, multiplier, priority,
    /// relation). Overrides of less specific matching variants apply first.
    public func resolved(in variant: Variant) -> IBConstraint {
        guard !overrides.isEmpty else { return self }
        var constant = self.constant
        var multiplier = self.multiplier
        var priority = self.priority
        var relation = self.relation
        for key in variant.matchingKeys(of: Array(overrides.keys)) {
            let values = overrides[key]!
            if let text = values["constant"], let value = parseFiniteNumber(text) { constant = value }
            if let text = values["multiplier"], let value = parseMultiplier(text) { multiplier = value }
            if let text = values["priority"], let value = parseFiniteNumber(text) { priority = value }
            if let text = values["relation"], let value = LayoutRelation(rawValue: text) { relation = value }
        }
        return IBConstraint(
            id: id, node: node, location: location, holderID: holderID, firstItemID: firstItemID,
            isFirstItemImplicit: isFirstItemImplicit, firstAttribute: firstAttribute, relation: relation,
            secondItemID: secondItemID, secondAttribute: secondAttribute, multiplier: multiplier,
            constant: constant, priority: priority, isPlaceholder: isPlaceholder, isSymbolic: isSymbolic,
            identifier: identifier, userLabel: userLabel, overrides: overrides)
    }
}

/// A number as IB writes one, refused when not finite (`NaN`, `inf`) or absurdly large.
public func parseFiniteNumber(_ text: String) -> Double? {
    guard let value = shortDecimal(text) ?? Double(text), value.isFinite, abs(value) <= 1e12 else { return nil }
    return value
}

/// `[-]digits[.digits]` with at most 15 digits in all, the way IB writes nearly every number,
/// without going through `strtod`. Exact (Clinger's fast path): the digits form an integer
/// below 2^53, and 10^k for k ≤ 15 is a double, so one IEEE division rounds correctly, exactly as
/// `Double(text)` does. Anything else (exponents, more digits, `+`, `.5`) is nil.
func shortDecimal(_ text: String) -> Double? {
    var text = text
    return text.withUTF8 { bytes -> Double? in
        var position = 0
        let negative = bytes.first == UInt8(ascii: "-")
        if negative { position = 1 }
        var mantissa: Int64 = 0
        var digits = 0
        var fractionDigits = 0
        var seenPoint = false
        while position < bytes.count {
            let byte = bytes[position]
            if byte &- UInt8(ascii: "0") < 10 {
                mantissa = mantissa &* 10 &+ Int64(byte &- UInt8(ascii: "0"))
                digits += 1
                if seenPoint { fractionDigits += 1 }
                if digits > 15 { return nil }
            } else if byte == UInt8(ascii: "."), !seenPoint, digits > 0 {
                seenPoint = true
            } else {
                return nil
            }
            position += 1
        }
        guard digits > 0, !seenPoint || fractionDigits > 0 else { return nil }
        let magnitude = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -magnitude : magnitude
    }
}

private let powersOfTen: [Double] = (0...15).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

/// A multiplier in any of IB's three syntaxes: ratio `16:9`, fraction `2/3`, decimal `0.25`.
/// nil for anything that is not a finite number (`1:0`, `0/0`, `NaN`). A ratio's or fraction's
/// terms may have spaces around them: Xcode reads and keeps `1: 1` as typed in its inspector
/// (a first run: one kept through four saves by three Xcode versions, reported invalid).
public func parseMultiplier(_ text: String) -> Double? {
    for separator in [":", "/"] as [Character] where text.contains(separator) {
        let parts = text.split(separator: separator, omittingEmptySubsequences: false)
            .map { String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed()) }
        guard parts.count == 2, let a = parseFiniteNumber(parts[0]),
              let b = parseFiniteNumber(parts[1]), b != 0 else { return nil }
        return a / b
    }
    return parseFiniteNumber(text)
}
