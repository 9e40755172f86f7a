import NibModel

extension LayoutSystem.ActiveConstraint {
    /// The constant the constraint acts with: `constraint.constant`, except for a "Use
    /// Standard Value" constraint (`symbolic="YES"`) between a view and a safe-area layout
    /// guide: Interface Builder resolves the standard spacing to the safe area to 0, whatever
    /// constant the file carries. Xcode 9 migrated constraints to the top and bottom layout
    /// guides into safe-area constraints with "standard" spacing of 0 (Apple Developer Forums
    /// thread 87028); the corpus's Xcode 9 launch screens (two saves, Xcode 9.0 and 9.2) write
    /// `constant="20" symbolic="YES"` to the safe area's leading edge with their labels at that
    /// edge, and Xcode flags neither.
    func actingConstant(in index: DocumentLayoutIndex) -> Double {
        guard constraint.isSymbolic else { return constraint.constant }
        let touchesSafeArea = [first, second].contains { $0.map { index.items[$0].guideKind == .safeArea } ?? false }
        return touchesSafeArea ? 0 : constraint.constant
    }
}
