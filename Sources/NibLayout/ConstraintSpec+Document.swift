import NibModel

// Documents' constraints enter the builder as `ConstraintSpec`s, the one constraint
// specification of NibLayout: the document build (`LayoutSystem.ActiveConstraint`), the
// trees of expanded components (`LayoutTree.Constraint`) and live sessions (`LiveConstraint`)
// all describe constraints with it, and `LayoutSystem.solverSides(of:first:second:)` turns
// any of them into solver terms.

extension ConstraintSpec {
    /// A document constraint as a spec: its items, attributes and numbers as written.
    init(_ constraint: IBConstraint) {
        self.init(firstItemID: constraint.firstItemID, firstAttribute: constraint.firstAttribute, relation: constraint.relation,
                  secondItemID: constraint.secondItemID, secondAttribute: constraint.secondAttribute,
                  multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority,
                  identifier: constraint.identifier)
    }

    /// A document constraint (resolved in the configuration that installs it) as the builder
    /// adds it: its items, attributes and numbers, at the constant it acts with. That is the
    /// written constant, except for a "Use Standard Value" constraint (`symbolic="YES"`)
    /// between a view and a safe-area layout guide: Interface Builder resolves the standard
    /// spacing to the safe area to 0, whatever constant the file carries. Xcode 9 migrated
    /// constraints to the top and bottom layout guides into safe-area constraints with
    /// "standard" spacing of 0 (Apple Developer Forums thread 87028); the corpus's Xcode 9
    /// launch screens (two saves, Xcode 9.0 and 9.2) write `constant="20" symbolic="YES"` to the
    /// safe area's leading edge with their labels at that edge, and Xcode flags neither.
    /// `first` and `second` are the items' numbers in `index` (`LayoutInput.constraintItems`).
    init(acting constraint: IBConstraint, first: Int?, second: Int?, in index: LayoutInput) {
        self.init(constraint)
        guard constraint.isSymbolic else { return }
        let touchesSafeArea = [first, second].contains { $0.map { index.items[$0].guideKind == .safeArea } ?? false }
        if touchesSafeArea { constant = 0 }
    }
}
