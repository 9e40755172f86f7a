import NibModel

/// The constant a document constraint acts with, where Interface Builder's own value differs
/// from the one written.
enum StandardSpacing {
    /// `constraint.constant`, except for a "Use Standard Value" constraint (`symbolic="YES"`)
    /// between a view and a safe-area layout guide: Interface Builder resolves the standard
    /// spacing to the safe area to 0, whatever constant the file carries. Xcode 9 migrated
    /// constraints to the top and bottom layout guides into safe-area constraints with
    /// "standard" spacing of 0 (Apple Developer Forums thread 87028); the corpus's Xcode 9
    /// launch screens (two saves, Xcode 9.0 and 9.2) write `constant="20" symbolic="YES"` to
    /// the safe area's leading edge with their labels at that edge, and Xcode flags neither.
    static func constant(of constraint: IBConstraint, in document: IBDocument) -> Double {
        // Looked up only for symbolic constraints, a handful per document.
        guard constraint.isSymbolic else { return constraint.constant }
        let isSafeArea = { (id: String?) in document.layoutGuides.contains { $0.id == id && $0.kind == .safeArea } }
        return isSafeArea(constraint.firstItemID) || isSafeArea(constraint.secondItemID) ? 0 : constraint.constant
    }
}
