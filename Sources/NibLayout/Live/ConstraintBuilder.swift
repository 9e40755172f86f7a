import NibModel
import NibSolver

// The small DSL for constraints made from code:
//
//     box.leading == root.leading + 20                  // equal, required
//     (box.centerX == root.centerX).priority(750)       // optional
//     slider.width == root.width * 0.5 - 10             // multiplier and constant
//     box.width >= 44                                   // size constant
//     bar.bottom == root.safeArea!.bottom - 300         // to a layout guide
//
// An expression builds a `ConstraintSpec` (a value, nothing is active yet); a `LayoutSession`
// turns specs into `LiveConstraint`s (`makeConstraints`, `prepareConstraints`,
// `remakeConstraints(of:)`). Everything here is plain Sendable data, usable off the main actor.

/// Something constraints can name: a view or a layout guide of a session (by document id).
public protocol LayoutItem: Sendable {
    /// The document id of the view or layout guide.
    var itemID: String { get }
}

extension LayoutItem {
    /// The anchor of any attribute, margins included (`.leadingMargin`, `.centerXWithinMargins`).
    public func anchor(_ attribute: LayoutAttribute) -> LayoutAnchor { LayoutAnchor(itemID: itemID, attribute: attribute) }
    /// The item's leading edge.
    public var leading: LayoutAnchor { anchor(.leading) }
    /// The item's trailing edge.
    public var trailing: LayoutAnchor { anchor(.trailing) }
    /// The item's left edge.
    public var left: LayoutAnchor { anchor(.left) }
    /// The item's right edge.
    public var right: LayoutAnchor { anchor(.right) }
    /// The item's top edge.
    public var top: LayoutAnchor { anchor(.top) }
    /// The item's bottom edge.
    public var bottom: LayoutAnchor { anchor(.bottom) }
    /// The item's width.
    public var width: LayoutAnchor { anchor(.width) }
    /// The item's height.
    public var height: LayoutAnchor { anchor(.height) }
    /// The item's horizontal center.
    public var centerX: LayoutAnchor { anchor(.centerX) }
    /// The item's vertical center.
    public var centerY: LayoutAnchor { anchor(.centerY) }
    /// The item's first baseline.
    public var firstBaseline: LayoutAnchor { anchor(.firstBaseline) }
    /// The item's last baseline.
    public var lastBaseline: LayoutAnchor { anchor(.lastBaseline) }
}

/// A layout guide of a session's view (its safe area or layout margins guide).
public struct LayoutGuideItem: LayoutItem, Hashable {
    /// The guide's id in the session.
    public let itemID: String
    /// Which guide: safe area or layout margins.
    public let kind: LayoutGuideKind
}

/// One attribute of one item: `box.leading`. Deliberately not `Equatable`: `==` between
/// anchors makes a constraint.
public struct LayoutAnchor: Sendable {
    /// The view or guide.
    public let itemID: String
    /// The attribute (`leading`, `width`, `firstBaseline`…).
    public let attribute: LayoutAttribute
}

/// `anchor × multiplier + constant`, the right-hand side of a constraint.
public struct AnchorExpression: Sendable {
    /// The anchor the expression scales and offsets.
    public let anchor: LayoutAnchor
    /// The factor on the anchor (1 unless multiplied).
    public var multiplier: Double = 1
    /// The offset in points (0 unless added).
    public var constant: Double = 0
}

/// A constraint as a value, not yet active: `first.attribute relation second.attribute
/// × multiplier + constant @ priority`. NibLayout's one constraint specification: code makes
/// specs with the operators below, and the builder takes a document's constraints as specs
/// too (`ConstraintSpec+Document.swift`). A spec made in code without a second item on a
/// position attribute is relative to the first item's superview, as SnapKit's `equalTo(20)`
/// (`box.leading == 20` means `box.leading == superview.leading + 20`).
public struct ConstraintSpec: Sendable {
    /// The item the constraint sets.
    public var firstItemID: String
    /// The first item's attribute.
    public var firstAttribute: LayoutAttribute
    /// `==`, `<=` or `>=`.
    public var relation: LayoutRelation
    /// The second item; nil for a constant (or superview-relative) constraint.
    public var secondItemID: String?
    /// The second item's attribute; nil without a second item.
    public var secondAttribute: LayoutAttribute?
    /// The factor on the second attribute.
    public var multiplier: Double
    /// The constant in points.
    public var constant: Double
    /// Required (1000) unless set with `priority(_:)`.
    public var priority: Double = 1000
    /// The runtime identifier (`NSLayoutConstraint.identifier`); lookups by name find it.
    public var identifier: String?

    /// A spec from its parts (`first.attribute relation second.attribute × multiplier + constant`).
    public init(firstItemID: String, firstAttribute: LayoutAttribute, relation: LayoutRelation, secondItemID: String?,
                secondAttribute: LayoutAttribute?, multiplier: Double = 1, constant: Double = 0, priority: Double = 1000,
                identifier: String? = nil) {
        self.firstItemID = firstItemID
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.secondItemID = secondItemID
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
        self.identifier = identifier
    }

    init(_ first: LayoutAnchor, _ relation: LayoutRelation, _ second: AnchorExpression?, constant: Double = 0) {
        firstItemID = first.itemID
        firstAttribute = first.attribute
        self.relation = relation
        secondItemID = second?.anchor.itemID
        secondAttribute = second?.anchor.attribute
        multiplier = second?.multiplier ?? 1
        self.constant = second?.constant ?? constant
    }

    /// The same constraint at another priority (1...1000; 1000 is required).
    public func priority(_ value: Double) -> ConstraintSpec {
        var copy = self
        copy.priority = value
        return copy
    }

    /// The same constraint with a runtime identifier.
    public func identifier(_ name: String) -> ConstraintSpec {
        var copy = self
        copy.identifier = name
        return copy
    }
}

/// `anchor + constant`.
public func + (anchor: LayoutAnchor, constant: Double) -> AnchorExpression {
    AnchorExpression(anchor: anchor, constant: constant)
}
/// `anchor - constant`.
public func - (anchor: LayoutAnchor, constant: Double) -> AnchorExpression {
    AnchorExpression(anchor: anchor, constant: -constant)
}
/// `anchor × multiplier`.
public func * (anchor: LayoutAnchor, multiplier: Double) -> AnchorExpression {
    AnchorExpression(anchor: anchor, multiplier: multiplier)
}
/// Adds to the expression's constant.
public func + (expression: AnchorExpression, constant: Double) -> AnchorExpression {
    var copy = expression
    copy.constant += constant
    return copy
}
/// Subtracts from the expression's constant.
public func - (expression: AnchorExpression, constant: Double) -> AnchorExpression { expression + (-constant) }

/// `lhs == rhs` (a spec, not a comparison).
public func == (lhs: LayoutAnchor, rhs: AnchorExpression) -> ConstraintSpec { ConstraintSpec(lhs, .equal, rhs) }
/// `lhs <= rhs`.
public func <= (lhs: LayoutAnchor, rhs: AnchorExpression) -> ConstraintSpec { ConstraintSpec(lhs, .lessThanOrEqual, rhs) }
/// `lhs >= rhs`.
public func >= (lhs: LayoutAnchor, rhs: AnchorExpression) -> ConstraintSpec { ConstraintSpec(lhs, .greaterThanOrEqual, rhs) }
/// `lhs == rhs` with no constant.
public func == (lhs: LayoutAnchor, rhs: LayoutAnchor) -> ConstraintSpec { lhs == rhs + 0 }
/// `lhs <= rhs` with no constant.
public func <= (lhs: LayoutAnchor, rhs: LayoutAnchor) -> ConstraintSpec { lhs <= rhs + 0 }
/// `lhs >= rhs` with no constant.
public func >= (lhs: LayoutAnchor, rhs: LayoutAnchor) -> ConstraintSpec { lhs >= rhs + 0 }
/// A size equal to a constant, or a position relative to the superview's same attribute.
public func == (lhs: LayoutAnchor, constant: Double) -> ConstraintSpec { ConstraintSpec(lhs, .equal, nil, constant: constant) }
/// At most a constant (size, or position relative to the superview).
public func <= (lhs: LayoutAnchor, constant: Double) -> ConstraintSpec { ConstraintSpec(lhs, .lessThanOrEqual, nil, constant: constant) }
/// At least a constant (size, or position relative to the superview).
public func >= (lhs: LayoutAnchor, constant: Double) -> ConstraintSpec { ConstraintSpec(lhs, .greaterThanOrEqual, nil, constant: constant) }

/// Collects `ConstraintSpec`s from a closure, with `if`/`else`, `switch`, optionals and loops:
///
///     session.remakeConstraints(of: box) {
///         if alignsLeft { box.left == root.left + 10 } else { box.right == root.right - 10 }
///     }
@resultBuilder
public enum ConstraintBuilder {
    /// One constraint line of the block.
    public static func buildExpression(_ spec: ConstraintSpec) -> [ConstraintSpec] { [spec] }
    /// Several constraints from one line (a helper that returns a list).
    public static func buildExpression(_ specs: [ConstraintSpec]) -> [ConstraintSpec] { specs }
    /// The block's lines, in order.
    public static func buildBlock(_ parts: [ConstraintSpec]...) -> [ConstraintSpec] { parts.flatMap { $0 } }
    /// An `if` without `else`: its constraints, or none.
    public static func buildOptional(_ part: [ConstraintSpec]?) -> [ConstraintSpec] { part ?? [] }
    /// The `if` branch of an `if`/`else`.
    public static func buildEither(first part: [ConstraintSpec]) -> [ConstraintSpec] { part }
    /// The `else` branch of an `if`/`else`.
    public static func buildEither(second part: [ConstraintSpec]) -> [ConstraintSpec] { part }
    /// A `for` loop's constraints, in order.
    public static func buildArray(_ parts: [[ConstraintSpec]]) -> [ConstraintSpec] { parts.flatMap { $0 } }
}
