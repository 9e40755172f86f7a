/// The 20 layout attributes of Auto Layout, named as Interface Builder writes them.
/// Xcode writes last-baseline as `baseline`; `lastBaseline` is accepted too.
public enum LayoutAttribute: String, Hashable, Sendable, CaseIterable {
    case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
    case lastBaseline = "baseline"
    case firstBaseline
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    case centerXWithinMargins, centerYWithinMargins

    /// Parses an IB attribute name; `nil` for a name Auto Layout does not have.
    public init?(ibName: String) {
        guard let attribute = LayoutAttribute.byIBName[ibName] else { return nil }
        self = attribute
    }

    /// Every accepted name. One hash, where the synthesized `init(rawValue:)` compares the
    /// name with each case's string in turn (every constraint of a document names two).
    private static let byIBName: [String: LayoutAttribute] = Dictionary(
        uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) } + [("lastBaseline", .lastBaseline)])

    /// The axis a layout attribute measures along.
    public enum Axis: Sendable { case horizontal, vertical }

    /// Horizontal for left, right, leading, trailing, width and centerX (and their margin forms); vertical otherwise.
    public var axis: Axis {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
             .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        default:
            .vertical
        }
    }

    /// Whether the attribute is measured from the item's layout margins.
    public var isMargin: Bool {
        switch self {
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            true
        default:
            false
        }
    }

    /// The attribute without its margin (`leadingMargin` → `leading`).
    public var withoutMargin: LayoutAttribute {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: self
        }
    }

    /// Width and height are sizes; everything else is a position.
    public var isSize: Bool { self == .width || self == .height }
}

/// `==`, `<=`, `>=` as IB writes them (`relation` absent means equal).
public enum LayoutRelation: String, Hashable, Sendable {
    case equal
    case lessThanOrEqual
    case greaterThanOrEqual

    /// The relation as a person writes it: `==`, `<=` or `>=`.
    public var symbol: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
