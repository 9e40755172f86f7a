import NibModel
import NibSolver

// What a live session needs from the static builder (`LayoutSystem`) beyond its public maps.
// Thin on purpose: the translation of attributes into solver expressions is the builder's
// (`expression(_:of:seenFrom:)`); nothing here re-derives margins, guides or coordinates.

extension LayoutSystem {
    /// The two sides of `first.attribute relation second.attribute × multiplier`, the constant
    /// left out (the caller adds it, so that it can change it in place later). nil when an
    /// item is not a view or guide of this root (an uninstalled view, another root's view).
    @MainActor func solverSides(of constraint: LiveConstraint) -> (lhs: Expression, relation: Relation, rhs: Expression)? {
        guard let lhs = expression(constraint.firstAttribute, of: constraint.firstItemID, seenFrom: constraint.secondItemID)
        else { return nil }
        var rhs = Expression(0)
        if let secondID = constraint.secondItemID, let attribute = constraint.secondAttribute {
            guard let second = expression(attribute, of: secondID, seenFrom: constraint.firstItemID) else { return nil }
            rhs = second * constraint.multiplier
        }
        return (lhs, Relation(constraint.relation), rhs)
    }

    /// The solver constraints that fix the root's width and height: the builder adds the
    /// root's x, y, width and height, in that order, first (`addContainerSize`), so they are
    /// the four lowest ids of that origin. nil if the builder ever stops doing so.
    func containerSizeConstraintIDs() -> (width: ConstraintID, height: ConstraintID)? {
        let origin = ConstraintOrigin.synthesized(.containerSize, viewID: rootViewID)
        let ids = origins.filter { $0.value == origin }.map(\.key).sorted()
        guard ids.count == 4 else { return nil }
        return (ids[2], ids[3])
    }

    /// The view (or the guide's owner view) an item id stands for.
    func ownerView(of itemID: String) -> String { index.guideOwner[itemID] ?? itemID }

    /// Whether `ancestorID` is a superview, or a superview's superview, … of `viewID`.
    func isStrictAncestor(_ ancestorID: String, of viewID: String) -> Bool {
        var current = superviewOf[viewID]
        while let id = current {
            if id == ancestorID { return true }
            current = superviewOf[id]
        }
        return false
    }

    /// A view's frame (its alignment-rectangle box grown by its alignment insets) as solver
    /// expressions, and whether its subviews count y up (an AppKit view that is not flipped).
    func frameGeometry(of id: String) -> FrameGeometry {
        FrameGeometry(left: frameLeft(id), top: frameTop(id), width: frameWidth(id), height: frameHeight(id),
                      countsSubviewsYUp: document.object(id).map { !isFlipped($0) } ?? false)
    }
}

/// The frame of one view in solver terms (see `LayoutSystem.frameGeometry(of:)`).
struct FrameGeometry {
    let left: Expression
    let top: Expression
    let width: Expression
    let height: Expression
    let countsSubviewsYUp: Bool
}

extension Relation {
    init(_ relation: LayoutRelation) {
        switch relation {
        case .equal: self = .equal
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
