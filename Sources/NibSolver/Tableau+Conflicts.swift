// Minimal conflicting sets (what IB lists as "Conflicting Constraints").
//
// When a required constraint is refused, the row that proved it infeasible (the artificial row
// at its phase-one optimum, a row of dummies with a non-zero constant, or the row the dual
// simplex could not repair) is a linear combination of exactly the constraints whose markers
// it contains (Farkas). That set is a superset of a minimal one; a deletion filter on a small
// scratch tableau holding only those constraints shrinks it: drop a member, and if the failing
// constraint is still refused the member was not needed.

extension Tableau {
    /// Shrinks `suspects` ∪ {failing} to a minimal conflicting set. The failing constraint is
    /// given by its definition (it may have no record yet, or a record with its old constant).
    func explain(_ suspects: [Int32], failing: Int32, _ failingTerms: [Term], _ failingRelation: Relation,
                 _ failingConstant: Double) -> Conflict {
        // Plain arrays only: the first Set or Dictionary of a process costs ~80 µs (hash
        // seeding, metadata), more than the whole refusal.
        var members: [Int32] = []
        for c in suspects.sorted() where c != failing && members.last != c { members.append(c) }
        let all = (members + [failing]).sorted().map { ConstraintID(rawValue: $0) }
        guard explainsConflicts else { return Conflict(constraints: all) }

        var scratch = Tableau()
        scratch.explainsConflicts = false
        // Outer variable id -> scratch variable, sorted by outer id.
        var mappedIDs: [Int32] = []
        var mappedVariables: [Variable] = []
        func add(_ c: Int32, _ scratch: inout Tableau) -> Int32? {
            let isFailing = c == failing
            let terms = (isFailing ? failingTerms : definition(of: c)).map { t in
                let key = t.variable.id
                var lo = 0, hi = mappedIDs.count
                while lo < hi {
                    let mid = (lo + hi) >> 1
                    if mappedIDs[mid] < key { lo = mid + 1 } else { hi = mid }
                }
                if lo == mappedIDs.count || mappedIDs[lo] != key {
                    mappedIDs.insert(key, at: lo)
                    mappedVariables.insert(Variable(id: scratch.newSymbol(.external)), at: lo)
                }
                return Term(mappedVariables[lo], t.coefficient)
            }
            return try? scratch.addConstraint(
                terms, isFailing ? failingRelation : constraints[Int(c)].relation,
                isFailing ? failingConstant : constraints[Int(c)].constant, priority: .required)
        }
        var scratchIDs: [Int32] = []
        for c in members {
            guard let id = add(c, &scratch) else { return Conflict(constraints: all) }
            scratchIDs.append(id)
        }
        var isNeeded = [Bool](repeating: true, count: members.count)
        for (k, c) in members.enumerated() {
            try? scratch.removeConstraint(ConstraintID(rawValue: scratchIDs[k]))
            if let probe = add(failing, &scratch) {
                // Satisfiable without c: c is part of the conflict; put it back.
                try? scratch.removeConstraint(ConstraintID(rawValue: probe))
                guard let id = add(c, &scratch) else { return Conflict(constraints: all) }
                scratchIDs[k] = id
            } else {
                isNeeded[k] = false
            }
        }
        let core = members.indices.filter { isNeeded[$0] }.map { members[$0] }
        return Conflict(constraints: (core + [failing]).sorted().map { ConstraintID(rawValue: $0) })
    }
}
