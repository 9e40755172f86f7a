import NibModel
import NibSolver
import Observation

/// One constraint of a `LayoutSession`: a document constraint (installed or not) or one made
/// from code. Like `NSLayoutConstraint`, its `constant` and `isActive` are settable and every
/// change re-solves incrementally; `priority` changes only between optional priorities.
///
/// Observable: `constant`, `isActive`, `priority` and `isBroken` take part in Observation
/// tracking; `constantValues()` gives the constant as an `AsyncStream`.
///
/// `offset` and `inset` are SnapKit's views of the constant, with the constrained view first
/// (`view.attribute == reference.attribute + offset`). Interface Builder stores a constraint to
/// an ancestor with the ancestor first (`superview.trailing == view.trailing + 20`); for those
/// the offset is the negated constant (over the multiplier). `inset` is the distance inward: the offset on
/// leading/left/top edges, its negation on trailing/right/bottom edges, and minus half the
/// offset for width and height (SnapKit's `update(inset:)` takes it from both sides).
@MainActor
public final class LiveConstraint: Observable, Identifiable {
    /// The IB constraint id, or `code-N` for a constraint made from code.
    public nonisolated let id: String
    /// The document constraint this one comes from (resolved in the session's variant), nil
    /// for a code-made one.
    public private(set) var documentConstraint: IBConstraint?
    /// Items, attributes, relation and multiplier (its constant and priority are those it was
    /// made with; `constant` and `priority` are the live values).
    public private(set) var spec: ConstraintSpec
    /// The item the constraint sets.
    public var firstItemID: String { spec.firstItemID }
    /// The first item's attribute.
    public var firstAttribute: LayoutAttribute { spec.firstAttribute }
    /// `==`, `<=` or `>=`.
    public var relation: LayoutRelation { spec.relation }
    /// The second item; nil for a constant constraint.
    public var secondItemID: String? { spec.secondItemID }
    /// The second item's attribute; nil without a second item.
    public var secondAttribute: LayoutAttribute? { spec.secondAttribute }
    /// The factor on the second attribute.
    public var multiplier: Double { spec.multiplier }
    /// The runtime identifier, if any.
    public var identifier: String? { spec.identifier }
    /// The items: the first, and the second if any.
    var itemIDs: [String] { secondItemID.map { [firstItemID, $0] } ?? [firstItemID] }

    weak var session: LayoutSession?
    /// The solver's handle while active.
    var solverID: ConstraintID?
    /// Solver constant = `solverBase + constant` (the built-in constants of the two sides,
    /// such as a margin guide's inset); known once the constraint has been in the solver.
    var solverBase: Double?
    /// True when the first item is an ancestor of the second (IB's order for edges to a
    /// superview or its guides): offset and inset read the constraint from the second item.
    let isReversed: Bool

    private(set) var storedConstant: Double
    private var storedActive = false
    private var storedPriority: Priority
    private var storedBroken = false
    private let registrar = ObservationRegistrar()
    let constantObservers = Broadcaster<Double>()

    init(id: String, document: IBConstraint?, spec: ConstraintSpec, isReversed: Bool, session: LayoutSession) {
        self.id = id
        documentConstraint = document
        self.spec = spec
        storedConstant = spec.constant
        storedPriority = Priority(spec.priority)
        self.isReversed = isReversed
        self.session = session
    }

    // MARK: Observable state

    /// The constant. Setting it re-solves in place (no remove/add). A new constant that a
    /// required constraint cannot take breaks the constraint and reports a conflict.
    /// - Precondition: finite (UIKit raises for NaN too; bindings check before setting).
    public var constant: Double {
        get {
            registrar.access(self, keyPath: \.constant)
            return storedConstant
        }
        set {
            precondition(newValue.isFinite, "constraint \(id): constant must be finite")
            session?.change(self, constant: newValue)
        }
    }

    /// Whether the constraint takes part in the layout. Activating a required constraint that
    /// contradicts the active ones breaks it and reports a `ConstraintConflict`. A document
    /// constraint whose item is not installed in the session (a view a variation removes)
    /// cannot take part and stays inactive.
    public var isActive: Bool {
        get {
            registrar.access(self, keyPath: \.isActive)
            return storedActive
        }
        set { session?.change(self, isActive: newValue) }
    }

    /// The priority (`.required` or 1...999). A broken constraint keeps its required priority
    /// here; the solver holds it at `Priority.brokenRequired`.
    public var priority: Priority {
        registrar.access(self, keyPath: \.priority)
        return storedPriority
    }

    /// True while the session keeps this required constraint broken after a conflict.
    public var isBroken: Bool {
        registrar.access(self, keyPath: \.isBroken)
        return storedBroken
    }

    /// Changes the priority between optional values (objective only, no remove/add).
    /// - Throws: `.requiredPriorityChange` between required and optional (as UIKit);
    ///   `.invalidPriority` outside 1...1000.
    public func setPriority(_ priority: Priority) throws(LiveLayoutError) {
        try session?.change(self, priority: priority)
    }

    // MARK: SnapKit views of the constant

    /// The constant with the constrained view first: `view.attribute == reference × m + offset`.
    /// For a reversed constraint `ancestor == view × m + c` that is `view == ancestor / m - c / m`.
    public var offset: Double {
        get { readsReversed ? -constant / multiplier : constant }
        set { constant = readsReversed ? -newValue * multiplier : newValue }
    }

    /// Reversed, and solvable for the view (a zero multiplier leaves nothing to solve for).
    private var readsReversed: Bool { isReversed && multiplier != 0 }

    /// The attribute of the constrained view (the second item's when the constraint is reversed).
    public var viewAttribute: LayoutAttribute { readsReversed ? (secondAttribute ?? firstAttribute) : firstAttribute }

    /// How far the view's edge sits inside the reference's (nil for centers, which have no inside).
    public var inset: Double? {
        insetFactor.map { offset / $0 }
    }

    /// Sets the constant from an inset (see the type's documentation).
    /// - Throws: `.insetNotApplicable` for centerX/centerY; `.nonFiniteValue`.
    public func setInset(_ inset: Double) throws(LiveLayoutError) {
        guard let factor = insetFactor else {
            throw .insetNotApplicable(constraintID: id, attribute: viewAttribute)
        }
        guard inset.isFinite else { throw .nonFiniteValue(constraintID: id) }
        offset = inset * factor
    }

    /// SnapKit's `constraintConstantTargetValueFor` for equal insets on every side.
    private var insetFactor: Double? {
        switch viewAttribute.withoutMargin {
        case .leading, .left, .top, .firstBaseline: 1
        case .trailing, .right, .bottom, .lastBaseline: -1
        case .width, .height: -2
        default: nil
        }
    }

    // MARK: Streams

    /// The constant now and after every change, as a stream (the seed's `rx_constant`). The
    /// stream ends when the consuming task is cancelled.
    public func constantValues() -> AsyncStream<Double> {
        constantObservers.stream(startingWith: storedConstant)
    }

    // MARK: Session updates (the session keeps the solver in step before calling these)

    func record(constant: Double) {
        guard constant != storedConstant else { return }
        registrar.withMutation(of: self, keyPath: \.constant) { storedConstant = constant }
        constantObservers.yield(constant)
    }

    func record(isActive: Bool) {
        guard isActive != storedActive else { return }
        registrar.withMutation(of: self, keyPath: \.isActive) { storedActive = isActive }
    }

    func record(priority: Priority) {
        guard priority != storedPriority else { return }
        registrar.withMutation(of: self, keyPath: \.priority) { storedPriority = priority }
    }

    func record(isBroken: Bool) {
        guard isBroken != storedBroken else { return }
        registrar.withMutation(of: self, keyPath: \.isBroken) { storedBroken = isBroken }
    }

    /// A variant's overrides of relation and multiplier (constant and priority go through
    /// `record`); the caller re-adds the constraint to the solver.
    func adopt(_ resolved: IBConstraint) {
        documentConstraint = resolved
        spec = ConstraintSpec(resolved)
        solverBase = nil
    }
}
