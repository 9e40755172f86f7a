// Minimal conflicting sets (what IB lists as "Conflicting Constraints").
//
// When a required constraint is refused, the row that proved it infeasible (the artificial row
// at its phase-one optimum, a row of dummies with a non-zero constant, or the row the dual
// simplex could not repair) is a linear combination of exactly the constraints whose markers
// it contains (Farkas). That set is a superset of a minimal one; a deletion filter on a small
// scratch tableau holding only those constraints shrinks it: drop a member, and if the failing
// constraint is still refused the member was not needed.

extension Tableau {
    /// Shrinks `suspects` ∪ {failing} to a minimal conflicting set. `constant` is the failing
    /// constraint's attempted constant (its record may still hold the old one).
    func explain(_ suspects: [Int32], failing: Int32, constant: Double) -> Conflict {
        let members = Set(suspects).subtracting([failing]).sorted()
        let all = (members + [failing]).sorted().map { ConstraintID(rawValue: $0) }
        guard explainsConflicts else { return Conflict(constraints: all) }

        var scratch = Tableau()
        scratch.explainsConflicts = false
        var scratchVariable: [Int32: Variable] = [:]
        func add(_ c: Int32, _ scratch: inout Tableau) -> Int32? {
            let record = constraints[Int(c)]
            var terms: [Term] = []
            for k in record.termStart..<(record.termStart + record.termCount) {
                let v = definitionVariables[k]
                let mapped = scratchVariable[v] ?? Variable(id: scratch.newSymbol(.external))
                scratchVariable[v] = mapped
                terms.append(Term(mapped, definitionCoefficients[k]))
            }
            return try? scratch.addConstraint(terms, record.relation, c == failing ? constant : record.constant,
                                              priority: .required)
        }
        var scratchID: [Int32: Int32] = [:]
        for c in members {
            guard let id = add(c, &scratch) else { return Conflict(constraints: all) }
            scratchID[c] = id
        }
        var core = Set(members)
        for c in members {
            try? scratch.removeConstraint(ConstraintID(rawValue: scratchID[c]!))
            if let probe = add(failing, &scratch) {
                // Satisfiable without c: c is part of the conflict; put it back.
                try? scratch.removeConstraint(ConstraintID(rawValue: probe))
                guard let id = add(c, &scratch) else { return Conflict(constraints: all) }
                scratchID[c] = id
            } else {
                core.remove(c)
            }
        }
        return Conflict(constraints: (core.sorted() + [failing]).sorted().map { ConstraintID(rawValue: $0) })
    }
}
