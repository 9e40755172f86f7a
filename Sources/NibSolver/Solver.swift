/// An incremental linear constraint solver with Auto Layout semantics (Cassowary family).
///
/// `Solver` is a thin facade over one `Tableau`; every method documents what it refuses.
/// A refused call throws a `SolverError` and leaves the solver exactly as usable as before.
///
/// Semantics:
/// * Constraints `lhs == / <= / >= rhs` at a `Priority`: required (1000) ones must hold; optional
///   ones are satisfied as well as possible, minimising |lhs - rhs| (or the violated side of an
///   inequality), **lexicographically**: a higher priority is satisfied before any number of
///   lower ones, as in Apple's engine (unlike kiwi's summed weights).
/// * Values are solved eagerly after each change, except inside `batch`, which defers the
///   optimisation to its end. A variable that no constraint determines reads 0 (or wherever the
///   solver left it); `isAmbiguous` reports it.
/// * Cost: adding a constraint over fresh variables touches no other row (independent views
///   scale linearly); a constant change or suggested value touches the rows that contain the
///   constraint's marker; read-out reports only changed variables.
///
/// Not thread-safe: use one solver from one thread (or actor) at a time.
public final class Solver {
    /// `@exclusivity(unchecked)`: every method reaches the tableau once, none calls out while it
    /// holds it, and the solver is single-threaded by contract, so no two accesses can overlap.
    /// The runtime's dynamic checks (`swift_beginAccess`) were 2% of a corpus lint's
    /// instructions, most of them on this property and `LayoutSystem`'s.
    @exclusivity(unchecked) var tableau = Tableau()

    /// An empty solver: no variables, no constraints.
    public init() {}

    // MARK: Variables

    /// Creates a variable (initial value 0). `name` is for diagnostics only.
    public func makeVariable(_ name: String = "") -> Variable {
        Variable(id: tableau.newSymbol(.external, name: name))
    }

    /// The name given to `makeVariable`, or "" for a variable of another solver.
    public func name(of v: Variable) -> String {
        (try? tableau.validate(v)) == nil ? "" : tableau.names[v.id] ?? ""
    }

    // MARK: Constraints

    /// Adds `lhs relation rhs` at `priority` and re-solves (unless inside `batch`).
    ///
    /// The constraint's "constant" (see `constant(of:)`) is `rhs.constant - lhs.constant`.
    /// - Throws: `.unsatisfiable(conflict)` when a required constraint contradicts the required
    ///   constraints already present (the constraint is not added; `conflict` is a minimal set
    ///   including the refused constraint's id, which is not valid afterwards);
    ///   `.invalidPriority` for a priority outside 1...1000 and the broken-required band 1100..<1101;
    ///   `.nonFiniteValue` for a NaN or infinite coefficient or constant;
    ///   `.unknownVariable` for a variable of another solver.
    @discardableResult
    public func add(_ lhs: Expression, _ relation: Relation, _ rhs: Expression,
                    priority: Priority = .required) throws(SolverError) -> ConstraintID {
        let id = try tableau.addConstraint(lhs.terms, minus: rhs.terms, relation, rhs.constant - lhs.constant, priority: priority)
        return ConstraintID(rawValue: id)
    }

    /// Removes a constraint and re-solves (unless inside `batch`). Its id may be reused.
    /// - Throws: `.unknownConstraint` if `c` is not a live constraint of this solver.
    public func remove(_ c: ConstraintID) throws(SolverError) {
        try tableau.removeConstraint(c)
    }

    /// The constraint's constant (`rhs.constant - lhs.constant`), or 0 for an unknown id.
    public func constant(of c: ConstraintID) -> Double {
        guard let i = try? tableau.liveConstraint(c) else { return 0 }
        return tableau.constraints[i].constant
    }

    /// Changes a constraint's constant in place (no remove/add): shifts the rows that contain
    /// the constraint's marker and repairs them with the dual simplex. Inside `batch`, changes
    /// of optional constraints are repaired once at the end.
    /// - Throws: `.unsatisfiable(conflict)` when the new constant of a required constraint
    ///   contradicts the other required constraints (the old constant stays);
    ///   `.unknownConstraint`; `.nonFiniteValue`.
    public func setConstant(_ c: ConstraintID, to value: Double) throws(SolverError) {
        try tableau.setConstant(c, to: value)
    }

    /// Changes an optional constraint's priority to another optional priority (objective only).
    /// - Throws: `.requiredPriorityChange` between required and optional (as UIKit);
    ///   `.invalidPriority`; `.unknownConstraint`.
    public func setPriority(_ c: ConstraintID, to p: Priority) throws(SolverError) {
        try tableau.setPriority(c, to: p)
    }

    /// The priority a live constraint was added with (or last set to), nil for an unknown id.
    public func priority(of c: ConstraintID) -> Priority? {
        guard let i = try? tableau.liveConstraint(c) else { return nil }
        return tableau.constraints[i].priority
    }

    // MARK: Edit variables

    /// Makes `v` an edit variable: an optional constraint `v == suggested value` at `priority`
    /// (initially 0). Use a priority above every optional priority that should yield, e.g. 999.
    /// - Throws: `.invalidPriority` for `.required` or an invalid value;
    ///   `.duplicateEditVariable`; `.unknownVariable`.
    public func addEditVariable(_ v: Variable, priority: Priority) throws(SolverError) {
        try tableau.addEditVariable(v, priority: priority)
    }

    /// Removes `v`'s edit constraint.
    /// - Throws: `.unknownEditVariable`; `.unknownVariable`.
    public func removeEditVariable(_ v: Variable) throws(SolverError) {
        try tableau.removeEditVariable(v)
    }

    /// True when `v` is an edit variable of this solver.
    public func hasEditVariable(_ v: Variable) -> Bool {
        (try? tableau.editConstraint(of: v)) != nil
    }

    /// Suggests a value for an edit variable: a constant change of its edit constraint, so it
    /// costs the rows that contain the edit's error marker, not the whole tableau.
    /// - Throws: `.unknownEditVariable`; `.unknownVariable`; `.nonFiniteValue`.
    public func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
        try tableau.suggestValue(v, value)
    }

    // MARK: Batches

    /// Runs `body` with optimisation deferred to its end (Apple's
    /// `withAutomaticOptimizationDisabled:`): many adds, removals or suggestions, one solve.
    /// Values read inside the batch may be stale. Batches nest; errors of `body` propagate
    /// after the deferred solve has run.
    public func batch<T>(_ body: () throws -> T) rethrows -> T {
        tableau.batchDepth += 1
        defer { tableau.endBatch() }
        return try body()
    }

    // MARK: Read-out

    /// The solved value of `v` (0 for a variable of another solver).
    public func value(of v: Variable) -> Double {
        // Reads single stored properties: calling a method on `tableau` from here could copy
        // the whole struct (one retain per array) on every read.
        let i = Int(v.id)
        guard i >= 0 && i < tableau.symbols.count && tableau.symbols[i].kind == .external else { return 0 }
        let r = tableau.symbols[i].basicRow
        return r < 0 ? 0 : tableau.rows[Int(r)].constant
    }

    /// The variables whose value changed since the previous call (or since creation), each
    /// once. Cost: proportional to the variables touched, not to the size of the system.
    public func takeChangedVariables() -> [Variable] {
        tableau.takeChangedVariables()
    }

    /// True when every optional constraint (edit constraints included) of priority `floor` or
    /// stronger holds exactly in the current solution. Then the solution is also optimal, at
    /// every level from `floor` up, for the same system with any optional constraints weakened
    /// (to any optional priority) or removed: a layer can tell what such a variant's optimum
    /// keeps exactly (every constraint of those levels) without building it. Required constraints are not
    /// looked at (they always hold). Call it outside `batch`: inside, the deferred optimisation
    /// has not run yet. Cost: one pass over the constraints.
    public func holdsEveryOptional(atOrAbove floor: Priority) -> Bool {
        tableau.holdsEveryOptional(atOrAbove: floor)
    }

    /// True when the constraint holds exactly in the current solution: always for a required
    /// one, and for an optional one when it did not have to give (its error reads 0). Call it
    /// outside `batch`, like `holdsEveryOptional(atOrAbove:)`.
    /// - Throws: `.unknownConstraint` if `c` is not a live constraint of this solver.
    public func holds(_ c: ConstraintID) throws(SolverError) -> Bool {
        tableau.holds(tableau.constraints[try tableau.liveConstraint(c)])
    }

    /// How far a constraint gives in the current solution: 0 when it holds (always for a
    /// required one), else the amount its sides differ by. Call it outside `batch`, like
    /// `holds(_:)`.
    /// - Throws: `.unknownConstraint` if `c` is not a live constraint of this solver.
    public func error(of c: ConstraintID) throws(SolverError) -> Double {
        tableau.error(of: tableau.constraints[try tableau.liveConstraint(c)])
    }

    // MARK: Ambiguity

    /// True when another solution of the same quality gives `v` a different value: `v` is
    /// under-constrained, or decided only by a tie between optional constraints of equal
    /// priority. Tableau method of Docs/solver.md section 6 (no extra solves; like Apple's
    /// check it can miss ambiguity masked by a degenerate vertex). False for unknown variables.
    /// Call it outside `batch`: inside, the deferred optimisation has not run yet.
    public func isAmbiguous(_ v: Variable) -> Bool {
        tableau.isAmbiguousVariable(v)
    }

    /// The members of `variables` that are ambiguous, in the given order.
    public func ambiguousVariables(among variables: [Variable]) -> [Variable] {
        variables.filter(isAmbiguous)
    }

    /// The freedoms that leave `v` open: each is one direction in which the solution can move
    /// without getting worse, and `v` changes along it. Variables that share a freedom move
    /// together: a view left without a vertical constraint and the views stacked below it share
    /// the one its missing constraint leaves. Empty exactly when `isAmbiguous(v)` is false (and
    /// for unknown variables). A freedom names the current solution: compare freedoms only
    /// between calls with no edit of the solver in between. Call it outside `batch`.
    public func freedoms(of v: Variable) -> [Freedom] {
        tableau.freedoms(of: v).map(Freedom.init(symbol:))
    }
}
