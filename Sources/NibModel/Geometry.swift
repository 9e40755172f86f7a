/// A rectangle as Interface Builder writes it (`<rect key="frame" x y width height/>`).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge, in the superview's coordinates.
    public var x: Double
    /// The top edge (flipped coordinates, as IB writes iOS and macOS frames alike).
    public var y: Double
    /// In points.
    public var width: Double
    /// In points.
    public var height: Double

    /// A rectangle from its origin and size.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The right edge.
    public var maxX: Double { x + width }
    /// The bottom edge.
    public var maxY: Double { y + height }

    /// `(x, y, w, h)` rounded for people (`formatRounded`).
    public var description: String {
        "(\(formatRounded(x)), \(formatRounded(y)), \(formatRounded(width)), \(formatRounded(height)))"
    }
}

/// A width and a height in points (a `<size>` element, an intrinsic size, a container size).
public struct Size: Hashable, Sendable {
    /// In points.
    public var width: Double
    /// In points.
    public var height: Double
    /// A size from its two dimensions.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Insets in points (`<edgeInsets key="layoutMargins" top left bottom right/>`; the directional
/// form's leading/trailing are stored as left/right with `isDirectional` set).
public struct EdgeInsets: Hashable, Sendable {
    /// In points.
    public var top: Double
    /// In points; the leading inset when `isDirectional`.
    public var left: Double
    /// In points.
    public var bottom: Double
    /// In points; the trailing inset when `isDirectional`.
    public var right: Double
    /// Whether the document wrote leading/trailing (`<directionalEdgeInsets>`) rather than left/right.
    public var isDirectional: Bool

    /// Insets from their four sides.
    public init(top: Double, left: Double, bottom: Double, right: Double, isDirectional: Bool = false) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
        self.isDirectional = isDirectional
    }
}

/// Springs and struts (`<autoresizingMask key="autoresizingMask" …/>`). An empty element means
/// no flexibility at all.
public struct AutoresizingMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// The left margin stretches (`flexibleMinX="YES"`).
    public static let flexibleMinX = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let widthSizable = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleMaxX = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleMinY = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let heightSizable = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleMaxY = AutoresizingMask(rawValue: 1 << 5)

    /// The XML attribute name of each flag, in the order Xcode writes them.
    public static let attributeNames: [(String, AutoresizingMask)] = attributes.map { ($0.name, $1) }

    /// The `<autoresizingMask>` attribute of each flag.
    static let attributes: [(KnownAttribute, AutoresizingMask)] = [
        (.flexibleMinX, .flexibleMinX), (.widthSizable, .widthSizable), (.flexibleMaxX, .flexibleMaxX),
        (.flexibleMinY, .flexibleMinY), (.heightSizable, .heightSizable), (.flexibleMaxY, .flexibleMaxY),
    ]
}

/// Numbers for people, in messages and pictures: at most two decimals, `17.82` for
/// `17.821000000000005`, `-132.27` for `-132.27083333`, `20` for `20.0`. JSON and the
/// document model keep `formatNumber`'s exact form.
public func formatRounded(_ value: Double) -> String {
    guard value.isFinite else { return "\(value)" }
    let rounded = (value * 100).rounded() / 100
    return formatNumber(rounded == 0 ? 0 : rounded)
}

/// Numbers exactly, as short as they can be written: `20`, not `20.0`; `18.666666666666668`
/// stays exact.
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value))
    }
    return "\(value)"
}
