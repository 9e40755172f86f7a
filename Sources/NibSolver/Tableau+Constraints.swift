// Adding, removing and changing constraints, edit variables and batches.
//
// A constraint `Σ terms rel constant` becomes the row `Σ terms - constant + markers = 0`
// (kiwi's `createRow`): a required equality gets a dummy marker; an inequality a slack; an
// optional constraint error symbols (two for an equality) with weight 1 at its priority level.

extension Tableau {
    // MARK: Validation

    func validate(_ v: Variable) throws(SolverError) {
        guard v.id >= 0 && Int(v.id) < symbolCount && symbols[Int(v.id)].kind == .external else {
            throw .unknownVariable(v)
        }
    }

    func liveConstraint(_ c: ConstraintID) throws(SolverError) -> Int {
        let i = Int(c.rawValue)
        guard i >= 0 && i < constraints.count && constraints[i].isLive else { throw .unknownConstraint(c) }
        return i
    }

    // MARK: Batches

    /// Before a structural change: settle pending constant changes (the dual simplex needs an
    /// optimal objective, which structural changes break).
    mutating func settleConstants() {
        if !infeasible.isEmpty { _ = dualOptimize() }
    }

    /// Before a constant change: settle pending structural changes.
    mutating func settleStructure() {
        if needsOptimize { optimize() }
    }

    /// Ends a structural change: optimise now unless a batch defers it.
    mutating func structureChanged() {
        needsOptimize = true
        if batchDepth == 0 { optimize() }
    }

    mutating func endBatch() {
        batchDepth -= 1
        if batchDepth == 0 {
            settleConstants()
            settleStructure()
        }
    }

    // MARK: Add

    /// Adds `Σ terms - Σ negated  relation  constant` at `priority`; see `Solver.add` (whose
    /// right-hand side comes as `negated`, saving an array per constraint). The constraint's
    /// terms are `terms` then `negated` with opposite signs, in that order.
    mutating func addConstraint(_ terms: [Term], minus negated: [Term] = [], _ relation: Relation, _ constant: Double,
                                priority: Priority, editVariable: Int32 = -1) throws(SolverError) -> Int32 {
        guard priority.isValid else { throw .invalidPriority(priority) }
        guard constant.isFinite else { throw .nonFiniteValue }
        for t in terms {
            try validate(t.variable)
            guard t.coefficient.isFinite else { throw .nonFiniteValue }
        }
        for t in negated {
            try validate(t.variable)
            guard t.coefficient.isFinite else { throw .nonFiniteValue }
        }
        settleConstants()
        // Expand first without markers: a required equality that reduces to `0 = k` over
        // dummies is refused before anything is allocated (kiwi's fast path).
        let k = expandIntoMerge(terms, minus: negated, constant: constant)
        if priority.isRequired && relation == .equal && abs(k) > epsilon
            && merge.allSatisfy({ symbols[Int($0.symbol)].kind == .dummy }) {
            let refusedID = freeConstraints.last ?? Int32(constraints.count)
            throw .unsatisfiable(explain(owners(ofSymbols: merge.map(\.symbol)), failing: refusedID,
                                         terms + negated.map { Term($0.variable, -$0.coefficient) }, relation, constant))
        }
        let id = newConstraint(terms, minus: negated, relation, constant, priority, editVariable: editVariable)
        let record = constraints[Int(id)]
        insertIntoMerge(record.marker, record.markerCoefficient)
        if record.other >= 0 { insertIntoMerge(record.other, -record.markerCoefficient) }
        if let subject = chooseSubject(constant: k, record) {
            // 0 = k + a·subject + Σ c·t   =>   subject = -k/a - Σ (c/a)·t
            let at = merge.firstIndex { $0.symbol == subject }!
            let a = merge[at].coefficient
            merge.remove(at: at)
            for i in merge.indices { merge[i].coefficient = -merge[i].coefficient / a }
            let r = storeNewRow(basic: subject, constant: -k / a)
            eliminate(subject, pivot: r)
            markDirty(subject)
        } else {
            try addWithArtificial(id, rowConstant: k)
        }
        if !record.priority.isRequired {
            addToObjective(record.other, priority: record.priority, weight: 1)
            if record.relation == .equal { addToObjective(record.marker, priority: record.priority, weight: 1) }
        }
        structureChanged()
        return id
    }

    /// Section 8.5 of Docs/solver.md: an external symbol in no other row (no substitution),
    /// else the external with the shortest column, else the constraint's own slack or error
    /// when it comes out non-negative, else a dummy marker if the row is all dummies and zero.
    func chooseSubject(constant k: Double, _ record: ConstraintRecord) -> Int32? {
        var best: Int32 = -1
        var bestLength = Int.max
        for cell in merge where symbols[Int(cell.symbol)].kind == .external {
            let s = cell.symbol
            let length = Int(symbols[Int(s)].columnLiveCount)
            if length < bestLength {
                best = s
                bestLength = length
                if length == 0 { break }
            }
        }
        if best >= 0 { return best }
        // The subject's value is -k/a, which must be >= 0.
        func isNonNegativeSubject(_ m: Int32) -> Bool {
            guard m >= 0 && symbols[Int(m)].kind != .dummy, let at = merge.firstIndex(where: { $0.symbol == m }) else { return false }
            return abs(k) < epsilon || (k > 0) != (merge[at].coefficient > 0)
        }
        if isNonNegativeSubject(record.marker) { return record.marker }
        if isNonNegativeSubject(record.other) { return record.other }
        if abs(k) < epsilon && merge.allSatisfy({ symbols[Int($0.symbol)].kind == .dummy }) {
            return merge.contains { $0.symbol == record.marker } ? record.marker : merge.first?.symbol
        }
        return nil
    }

    /// Phase one for a required constraint with no usable subject: art = |row| >= 0 is
    /// minimised; art = 0 means satisfiable. On failure the constraints whose markers remain
    /// in art's row are a conflicting set (Farkas), and the tableau is restored.
    mutating func addWithArtificial(_ id: Int32, rowConstant k: Double) throws(SolverError) {
        if k < 0 {
            for i in merge.indices { merge[i].coefficient = -merge[i].coefficient }
        }
        let art = newSymbol(.artificial)
        _ = storeNewRow(basic: art, constant: abs(k))
        if minimizeArtificial(art) {
            let r = symbols[Int(art)].basicRow
            if r >= 0 {
                // art is basic at 0: pivot it out (degenerate), preferring a non-dummy symbol.
                let cells = rows[Int(r)].cells
                if let t = (cells.first(where: { symbols[Int($0.symbol)].kind != .dummy }) ?? cells.first)?.symbol {
                    pivot(entering: t, row: r)
                } else {
                    deleteRow(r)
                }
            }
            dropColumn(art)
            releaseSymbol(art)
            return
        }
        let r = symbols[Int(art)].basicRow
        let conflict = explain(owners(ofSymbols: rows[Int(r)].cells.map(\.symbol)), failing: id, definition(of: id),
                               constraints[Int(id)].relation, constraints[Int(id)].constant)
        deleteRow(r)
        releaseSymbol(art)
        // The rest is equivalent to the old system with the new markers free; fix them at 0.
        let record = constraints[Int(id)]
        for m in [record.marker, record.other] where m >= 0 {
            if symbols[Int(m)].basicRow >= 0 { deleteRow(symbols[Int(m)].basicRow) } else { dropColumn(m) }
        }
        forgetConstraint(id)
        needsOptimize = true
        if batchDepth == 0 { optimize() }
        throw .unsatisfiable(conflict)
    }

    /// The client's terms of a constraint.
    func definition(of id: Int32) -> [Term] {
        let record = constraints[Int(id)]
        return (record.termStart..<(record.termStart + record.termCount)).map {
            Term(Variable(id: definitionVariables[$0]), definitionCoefficients[$0])
        }
    }

    /// The live required constraints owning the given marker symbols.
    func owners(ofSymbols markers: [Int32]) -> [Int32] {
        markers.compactMap { s in
            let c = symbols[Int(s)].owner
            return c >= 0 && constraints[Int(c)].priority.isRequired ? c : nil
        }
    }

    mutating func newConstraint(_ terms: [Term], minus negated: [Term], _ relation: Relation, _ constant: Double,
                                _ priority: Priority, editVariable: Int32) -> Int32 {
        let id: Int32
        if let free = freeConstraints.popLast() { id = free } else {
            id = Int32(constraints.count)
            if constraints.count == constraints.capacity {
                // Grown ahead, with room for their terms (a layout constraint has two to four).
                let capacity = max(64, 2 * constraints.count)
                constraints.reserveCapacity(capacity)
                definitionVariables.reserveCapacity(4 * capacity)
                definitionCoefficients.reserveCapacity(4 * capacity)
            }
            constraints.append(ConstraintRecord(isLive: false, relation: .equal, priority: .required,
                                                constant: 0, marker: -1, other: -1, markerCoefficient: 1,
                                                termStart: 0, termCount: 0, editVariable: -1))
        }
        let required = priority.isRequired
        let marker: Int32, other: Int32, markerCoefficient: Double
        switch (relation, required) {
        case (.equal, true):
            marker = newSymbol(.dummy); other = -1; markerCoefficient = 1
        case (.equal, false):
            marker = newSymbol(.error); other = newSymbol(.error); markerCoefficient = -1
        case (.lessThanOrEqual, _):
            marker = newSymbol(.slack); other = required ? -1 : newSymbol(.error); markerCoefficient = 1
        case (.greaterThanOrEqual, _):
            marker = newSymbol(.slack); other = required ? -1 : newSymbol(.error); markerCoefficient = -1
        }
        symbols[Int(marker)].owner = id
        if other >= 0 { symbols[Int(other)].owner = id }
        let start = definitionVariables.count
        for t in terms {
            definitionVariables.append(t.variable.id)
            definitionCoefficients.append(t.coefficient)
        }
        for t in negated {
            definitionVariables.append(t.variable.id)
            definitionCoefficients.append(-t.coefficient)
        }
        constraints[Int(id)] = ConstraintRecord(
            isLive: true, relation: relation, priority: priority, constant: constant,
            marker: marker, other: other, markerCoefficient: markerCoefficient,
            termStart: start, termCount: terms.count + negated.count, editVariable: editVariable)
        return id
    }

    /// Frees a constraint id whose symbols are already out of the tableau.
    mutating func forgetConstraint(_ id: Int32) {
        let record = constraints[Int(id)]
        releaseSymbol(record.marker)
        if record.other >= 0 { releaseSymbol(record.other) }
        constraints[Int(id)].isLive = false
        if record.termStart + record.termCount == definitionVariables.count {
            definitionVariables.removeLast(record.termCount)
            definitionCoefficients.removeLast(record.termCount)
        }
        freeConstraints.append(id)
    }

    // MARK: Remove

    mutating func removeConstraint(_ c: ConstraintID) throws(SolverError) {
        let i = try liveConstraint(c)
        settleConstants()
        let record = constraints[i]
        setObjectiveWeight(of: record, to: 0)
        let m = record.marker
        if symbols[Int(m)].basicRow >= 0 {
            deleteRow(symbols[Int(m)].basicRow)
        } else if let r = markerLeavingRow(m) {
            pivot(entering: m, row: r)
            deleteRow(r)
        }
        // With the marker's row gone the other error is unconstrained: fix it at 0.
        if record.other >= 0 {
            let o = record.other
            if symbols[Int(o)].basicRow >= 0 { deleteRow(symbols[Int(o)].basicRow) } else { dropColumn(o) }
        }
        if record.editVariable >= 0 { symbols[Int(record.editVariable)].editConstraint = -1 }
        forgetConstraint(c.rawValue)
        structureChanged()
    }

    /// kiwi's `getMarkerLeavingRow`, over the marker's column only: the row that keeps the
    /// tableau feasible when the marker enters the basis and the row is then dropped.
    func markerLeavingRow(_ m: Int32) -> Int32? {
        var first: Int32 = -1, second: Int32 = -1, third: Int32 = -1
        var r1 = Double.infinity, r2 = Double.infinity
        for r in symbols[Int(m)].column {
            let ri = Int(r)
            let c = coefficient(ofRow: ri, m)
            if c == 0 { continue }
            let b = rows[ri].basic
            if symbols[Int(b)].kind == .external {
                third = r
            } else if c < 0 {
                let ratio = -rows[ri].constant / c
                if ratio < r1 || (ratio == r1 && b < rows[Int(first)].basic) { r1 = ratio; first = r }
            } else {
                let ratio = rows[ri].constant / c
                if ratio < r2 || (ratio == r2 && b < rows[Int(second)].basic) { r2 = ratio; second = r }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// Sets the objective weight (0 or 1) of an optional constraint's error symbols at its level.
    mutating func setObjectiveWeight(of record: ConstraintRecord, to weight: Double, from old: Double = 1) {
        guard !record.priority.isRequired, weight != old else { return }
        addToObjective(record.other, priority: record.priority, weight: weight - old)
        if record.relation == .equal { addToObjective(record.marker, priority: record.priority, weight: weight - old) }
    }

    // MARK: Constants and priorities

    /// Replaces the constraint's constant in place: marker m becomes m - Δ/markerCoefficient,
    /// which shifts the constants of the rows in m's column only; then the dual simplex.
    mutating func setConstant(_ c: ConstraintID, to value: Double) throws(SolverError) {
        let i = try liveConstraint(c)
        guard value.isFinite else { throw .nonFiniteValue }
        let old = constraints[i].constant
        if value == old { return }
        settleStructure()
        shiftMarker(of: i, by: value - old)
        constraints[i].constant = value
        // Optional changes can always be absorbed by errors; defer them in a batch.
        guard constraints[i].priority.isRequired || batchDepth == 0 else { return }
        guard let failedRow = dualOptimize() else { return }
        let suspects = owners(ofSymbols: rows[Int(failedRow)].cells.map(\.symbol) + [rows[Int(failedRow)].basic])
        shiftMarker(of: i, by: old - value)
        constraints[i].constant = old
        let restored = dualOptimize()
        precondition(restored == nil, "restoring a feasible constant failed")
        throw .unsatisfiable(explain(suspects, failing: c.rawValue, definition(of: c.rawValue),
                                     constraints[i].relation, value))
    }

    mutating func shiftMarker(of i: Int, by delta: Double) {
        let m = constraints[i].marker
        let shift = delta / constraints[i].markerCoefficient
        let r = symbols[Int(m)].basicRow
        if r >= 0 {
            rows[Int(r)].constant += shift
            checkFeasibility(ofRow: Int(r))
            return
        }
        for r in rowsContaining(m) {
            let ri = Int(r)
            rows[ri].constant -= coefficient(ofRow: ri, m) * shift
            checkFeasibility(ofRow: ri)
        }
    }

    /// Optional-to-optional priority change: only the objective changes.
    mutating func setPriority(_ c: ConstraintID, to p: Priority) throws(SolverError) {
        let i = try liveConstraint(c)
        guard p.isValid else { throw .invalidPriority(p) }
        let record = constraints[i]
        guard record.priority.isRequired == p.isRequired else { throw .requiredPriorityChange(c) }
        if record.priority == p { return }
        settleConstants()
        setObjectiveWeight(of: record, to: 0)
        constraints[i].priority = p
        setObjectiveWeight(of: constraints[i], to: 1, from: 0)
        structureChanged()
    }

    // MARK: Edit variables

    mutating func addEditVariable(_ v: Variable, priority: Priority) throws(SolverError) {
        try validate(v)
        guard priority.isValid && !priority.isRequired else { throw .invalidPriority(priority) }
        guard symbols[Int(v.id)].editConstraint < 0 else { throw .duplicateEditVariable(v) }
        let c = try addConstraint([Term(v)], .equal, 0, priority: priority, editVariable: v.id)
        symbols[Int(v.id)].editConstraint = c
    }

    mutating func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {
        try setConstant(editConstraint(of: v), to: value)
    }

    mutating func removeEditVariable(_ v: Variable) throws(SolverError) {
        try removeConstraint(editConstraint(of: v))
    }

    func editConstraint(of v: Variable) throws(SolverError) -> ConstraintID {
        try validate(v)
        let c = symbols[Int(v.id)].editConstraint
        guard c >= 0 else { throw .unknownEditVariable(v) }
        return ConstraintID(rawValue: c)
    }

    // MARK: Read-out

    /// Whether every live optional constraint of priority `floor` or stronger holds exactly:
    /// its error symbols read 0 (an inequality's slack may be positive). See
    /// `Solver.holdsEveryOptional(atOrAbove:)`.
    func holdsEveryOptional(atOrAbove floor: Priority) -> Bool {
        for record in constraints where record.isLive && !record.priority.isRequired && record.priority >= floor {
            if !holds(record) { return false }
        }
        return true
    }

    /// Whether a live constraint holds exactly: a required one always does; an optional one
    /// when its error symbols read 0. See `Solver.holds(_:)`.
    /// How far an optional constraint gives in the current solution: its error variables'
    /// sum (an equality's marker and other error, an inequality's error); 0 for a required one.
    func error(of record: ConstraintRecord) -> Double {
        guard !record.priority.isRequired else { return 0 }
        return (record.relation == .equal ? value(of: record.marker) : 0) + (record.other >= 0 ? value(of: record.other) : 0)
    }

    func holds(_ record: ConstraintRecord) -> Bool {
        guard !record.priority.isRequired else { return true }
        // An optional equality's marker is its positive error; an inequality's is a slack.
        if record.relation == .equal, value(of: record.marker) > epsilon { return false }
        if record.other >= 0, value(of: record.other) > epsilon { return false }
        return true
    }
}
