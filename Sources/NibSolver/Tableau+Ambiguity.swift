// Ambiguity by the tableau method of Docs/solver.md section 6 (Apple's
// `valueOfVariableIsAmbiguous:`), without extra solves.
//
// A variable is ambiguous when another optimal solution gives it a different value. At the
// optimum, a parametric symbol s with a zero reduced cost at every level can move without
// changing any level of the objective; if it can actually move (no zero-valued restricted row
// blocks its direction) every basic variable whose row contains s moves with it. This includes
// ties between optional constraints of equal priority, whose error edge has zero reduced cost.
// Like Apple's check it can miss ambiguity masked by a degenerate vertex.

extension Tableau {
    /// `Solver.isAmbiguous`: false for a variable of another solver. `mutating` only so that the
    /// call through `Solver`'s stored `tableau` passes it by address: a non-mutating call there
    /// copies the whole struct (a retain and release per array) for every query.
    mutating func isAmbiguousVariable(_ v: Variable) -> Bool {
        (try? validate(v)) == nil ? false : isAmbiguous(v.id)
    }

    func isAmbiguous(_ v: Int32) -> Bool {
        let r = symbols[Int(v)].basicRow
        if r < 0 { return canMoveFreely(v) }
        return rows[Int(r)].cells.contains { canMoveFreely($0.symbol) }
    }

    /// `Solver.freedoms(of:)`: the parametric symbols that can move freely and move `v`: `v`
    /// itself when it is parametric, else those of its row. Empty exactly when `isAmbiguous`
    /// is false.
    mutating func freedoms(of v: Variable) -> [Int32] {
        guard (try? validate(v)) != nil else { return [] }
        let r = symbols[Int(v.id)].basicRow
        if r < 0 { return canMoveFreely(v.id) ? [v.id] : [] }
        return rows[Int(r)].cells.lazy.map(\.symbol).filter(canMoveFreely)
    }

    /// True when parametric s can take a non-zero value without changing the objective.
    func canMoveFreely(_ s: Int32) -> Bool {
        // Which directions s may move in: both for a variable, up for a slack or error.
        let bothWays: Bool
        switch symbols[Int(s)].kind {
        case .external: bothWays = true
        case .slack, .error: bothWays = false
        case .dummy, .artificial: return false
        }
        guard reducedCostSign(s) == 0 else { return false }
        func canMove(_ direction: Double) -> Bool {
            symbols[Int(s)].column.allSatisfy { r in
                let ri = Int(r)
                let a = coefficient(ofRow: ri, s) * direction
                if a == 0 { return true }  // stale column entry
                let k = symbols[Int(rows[ri].basic)].kind
                if k == .external { return true }
                if k == .dummy { return false }
                return a >= 0 || rows[ri].constant > epsilon
            }
        }
        return canMove(1) || (bothWays && canMove(-1))
    }
}
