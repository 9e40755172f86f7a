// The objective and the three simplex loops.
//
// The objective is lexicographic, as in Apple's engine: one coefficient per priority level and
// symbol (`costs[s]`, strongest level first); every error symbol of an optional constraint has
// weight 1 at its constraint's level. A reduced cost is compared strongest level first, so
// one unit of error at priority 251 outweighs any amount at 250 (Docs/solver.md 3.7, row 1).
//
// Anti-cycling: every loop takes the smallest eligible symbol id and breaks ratio ties by the
// smallest basic id (Bland's rule), which terminates on any degenerate tableau.

extension Tableau {
    // MARK: Costs

    /// Adds `delta` to t's reduced cost at the level of priority value `priority`; a cost that
    /// falls within epsilon of 0 is dropped (the sparse form of a dense vector's exact 0).
    mutating func addCost(_ delta: Double, to t: Int32, at priority: Double) {
        Self.add(delta, at: priority, to: &costs[Int(t)])
    }

    /// `addCost` on one symbol's levels, reached once: the level is found by binary search (a
    /// tie-breaking build gives every optional constraint a level of its own, so a symbol's
    /// list can be long), and the list is changed through one access instead of one per read.
    private static func add(_ delta: Double, at priority: Double, to levels: inout LevelCosts) {
        let lo = levels.position(of: priority)
        if lo < levels.count && levels[lo].priority == priority {
            let v = levels[lo].value + delta
            if abs(v) < epsilon { levels.remove(at: lo) } else { levels[lo].value = v }
        } else if abs(delta) >= epsilon {
            levels.insert(LevelCost(priority: priority, value: delta), at: lo)
        }
    }

    /// Objective += weight·s at `priority`'s level, with s expressed through its row when it
    /// is basic (T5).
    mutating func addToObjective(_ s: Int32, priority: Priority, weight: Double) {
        let r = symbols[Int(s)].basicRow
        if r < 0 {
            addCost(weight, to: s, at: priority.value)
            candidates.insert(s)
            return
        }
        let ri = Int(r)
        for k in rows[ri].cells.indices {
            let t = rows[ri].cells[k].symbol
            addCost(weight * rows[ri].cells[k].coefficient, to: t, at: priority.value)
            candidates.insert(t)
        }
    }

    /// The sign (-1, 0, +1) of s's reduced cost, deciding at the strongest non-zero level.
    func reducedCostSign(_ s: Int32) -> Int {
        guard let strongest = costs[Int(s)].first else { return 0 }
        return strongest.value < 0 ? -1 : 1
    }

    /// True when `rc(s)/a < rc(t)/b` lexicographically (a, b > 0): the dual ratio test. Levels
    /// where both costs are 0 decide nothing, so only the levels either symbol has are visited.
    func dualRatio(_ s: Int32, _ a: Double, isLessThan t: Int32, _ b: Double) -> Bool {
        let left = costs[Int(s)], right = costs[Int(t)]
        var i = 0, j = 0
        while i < left.count || j < right.count {
            let p = i < left.count ? left[i].priority : -Double.infinity
            let q = j < right.count ? right[j].priority : -Double.infinity
            let level = max(p, q)
            let x = p == level ? left[i].value / a : 0, y = q == level ? right[j].value / b : 0
            if p == level { i += 1 }
            if q == level { j += 1 }
            if x < y - epsilon { return true }
            if x > y + epsilon { return false }
        }
        return s < t
    }

    // MARK: Ratio test

    /// The row that limits moving parametric symbol s in direction `direction` (±1) while
    /// keeping every restricted basic feasible; nil when nothing limits it.
    func leavingRow(for s: Int32, direction: Double) -> Int32? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Int32.max
        for r in symbols[Int(s)].column {
            let ri = Int(r)
            let a = coefficient(ofRow: ri, s) * direction
            if a == 0 { continue }  // stale column entry
            let b = rows[ri].basic
            let k = symbols[Int(b)].kind
            if k == .external { continue }
            // A dummy basic is pinned at 0: any change blocks. Others only block decreases.
            if a >= 0 && k != .dummy { continue }
            let ratio = k == .dummy ? 0 : max(rows[ri].constant, 0) / -a
            if ratio < bestRatio - epsilon || (ratio <= bestRatio + epsilon && b < bestBasic) {
                best = r
                bestRatio = min(ratio, bestRatio)
                bestBasic = b
            }
        }
        return best < 0 ? nil : best
    }

    // MARK: Primal simplex

    /// Minimises the objective from a primal-feasible tableau (T4 without pending rows).
    mutating func optimize() {
        while let s = candidates.popMin() {
            let i = Int(s)
            guard i < symbolCount, symbols[i].basicRow < 0 else { continue }
            let direction: Double
            switch (symbols[i].kind, reducedCostSign(s)) {
            case (.slack, -1), (.error, -1), (.external, -1): direction = 1
            case (.external, 1): direction = -1
            default: continue
            }
            // The objective is bounded below (a sum of non-negative errors per level), so an
            // improving direction always meets a limiting row; nil means round-off noise.
            guard let r = leavingRow(for: s, direction: direction) else { continue }
            pivot(entering: s, row: r)
        }
        needsOptimize = false
    }

    // MARK: Dual simplex

    /// Restores T4 after constants changed, keeping the objective optimal.
    /// Returns nil on success, or the row that cannot be made feasible (required conflict).
    mutating func dualOptimize() -> Int32? {
        while let b = infeasible.popMin() {
            let r = symbols[Int(b)].basicRow
            if r < 0 { continue }
            let ri = Int(r)
            let c = rows[ri].constant
            let need: Double  // the direction b must move in
            if symbols[Int(b)].kind == .dummy {
                if abs(c) <= epsilon { continue }
                need = c < 0 ? 1 : -1
            } else {
                if c >= -epsilon { continue }
                need = 1
            }
            var entering: Int32 = -1
            var enteringCoef = 0.0
            for k in rows[ri].cells.indices {
                let t = rows[ri].cells[k].symbol
                let a = rows[ri].cells[k].coefficient * need
                switch symbols[Int(t)].kind {
                case .external: if abs(a) < epsilon { continue }
                case .slack, .error: if a < epsilon { continue }
                case .dummy, .artificial: continue
                }
                if entering < 0 || dualRatio(t, abs(a), isLessThan: entering, abs(enteringCoef)) {
                    entering = t
                    enteringCoef = a
                }
            }
            if entering < 0 {
                infeasible.insert(b)
                return r
            }
            pivot(entering: entering, row: r)
        }
        // Pivots pushed candidates; draining them is cheap and guards against round-off.
        optimize()
        return nil
    }

    // MARK: Phase one

    /// Minimises the artificial symbol `art` (basic, in the row of a required constraint being
    /// added). Its own row is the phase-one objective. Returns true when art reaches 0.
    mutating func minimizeArtificial(_ art: Int32) -> Bool {
        while true {
            let r = symbols[Int(art)].basicRow
            if r < 0 { return true }
            let ri = Int(r)
            var entering: Int32 = -1
            var direction = 0.0
            for k in rows[ri].cells.indices {
                let t = rows[ri].cells[k].symbol, a = rows[ri].cells[k].coefficient
                switch symbols[Int(t)].kind {
                case .external where abs(a) >= epsilon: direction = a < 0 ? 1 : -1
                case .slack where a <= -epsilon, .error where a <= -epsilon: direction = 1
                default: continue
                }
                entering = t
                break
            }
            if entering < 0 { return rows[ri].constant <= epsilon }
            guard let leaving = leavingRow(for: entering, direction: direction) else {
                return false  // unreachable: art's own row always limits the move
            }
            pivot(entering: entering, row: leaving)
        }
    }
}
