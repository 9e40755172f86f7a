import XCTest
@testable import NibSolver

/// Edits, read-out, refusals of bad input, degenerate and large-tie systems.
final class SolverBehaviourTests: XCTestCase {
    func testDeletionFilterDropsConstraintsTheConflictDoesNotNeed() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let xAtMost5 = try s.add(Expression(x), .lessThanOrEqual, 5)
        let yAtMost5 = try s.add(Expression(y), .lessThanOrEqual, 5)
        let sumAtMost8 = try s.add(x + y, .lessThanOrEqual, 8)
        // Added as optional so it is accepted; explained as if it were required.
        let xAtLeast10 = try s.add(Expression(x), .greaterThanOrEqual, 10, priority: Priority(500))
        let conflict = s.tableau.explain([xAtMost5.rawValue, yAtMost5.rawValue, sumAtMost8.rawValue],
                                         failing: xAtLeast10.rawValue, [Term(x)], .greaterThanOrEqual, 10)
        XCTAssertEqual(conflict.constraints, [xAtMost5, xAtLeast10])
    }

    func testEditVariablesFollowSuggestionsAndReportOnlyChangedVariables() throws {
        let s = Solver()
        let left = s.makeVariable("left"), width = s.makeVariable("width"), right = s.makeVariable("right")
        let other = s.makeVariable("other")
        try s.add(Expression(right), .equal, left + width)
        try s.add(Expression(width), .equal, 100)
        try s.add(Expression(other), .equal, 7)
        try s.addEditVariable(left, priority: Priority(999))
        XCTAssertThrowsError(try s.addEditVariable(left, priority: Priority(999))) {
            XCTAssertEqual($0 as? SolverError, .duplicateEditVariable(left))
        }
        _ = s.takeChangedVariables()
        try s.suggestValue(left, 20)
        XCTAssertEqual(s.value(of: right), 120)
        XCTAssertEqual(Set(s.takeChangedVariables()), [left, right])
        XCTAssertEqual(s.takeChangedVariables(), [])
        // A required constraint beats the edit; the edit keeps pulling as close as it can.
        let cap = try s.add(Expression(left), .lessThanOrEqual, 10)
        XCTAssertEqual(s.value(of: left), 10)
        try s.remove(cap)
        XCTAssertEqual(s.value(of: left), 20)
        try s.removeEditVariable(left)
        XCTAssertThrowsError(try s.suggestValue(left, 1)) {
            XCTAssertEqual($0 as? SolverError, .unknownEditVariable(left))
        }
        XCTAssertThrowsError(try s.addEditVariable(left, priority: .required)) {
            XCTAssertEqual($0 as? SolverError, .invalidPriority(.required))
        }
    }

    func testSetConstantInPlaceRefusesARequiredContradictionAndKeepsTheOldConstant() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let low = try s.add(Expression(x), .greaterThanOrEqual, 10)
        let high = try s.add(Expression(x), .lessThanOrEqual, 20)
        try s.add(Expression(x), .equal, 0, priority: Priority(250))
        try s.setConstant(low, to: 15)
        XCTAssertEqual(s.value(of: x), 15)
        XCTAssertThrowsError(try s.setConstant(low, to: 30)) {
            XCTAssertEqual($0 as? SolverError, .unsatisfiable(Conflict(constraints: [low, high])))
        }
        XCTAssertEqual(s.constant(of: low), 15)
        XCTAssertEqual(s.value(of: x), 15)
    }

    func testHoldsEveryOptionalLooksAtErrorsFromTheFloorUp() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        try s.add(Expression(x), .lessThanOrEqual, 10)
        let xAt20 = try s.add(Expression(x), .equal, 20, priority: Priority(750))
        // Holds with slack: an inequality's slack is no error.
        try s.add(Expression(y), .greaterThanOrEqual, 0, priority: Priority(900))
        try s.add(Expression(y), .equal, 5, priority: Priority(1100))
        XCTAssertEqual(s.value(of: x), 10)
        XCTAssertTrue(s.holdsEveryOptional(atOrAbove: Priority(751)))
        XCTAssertFalse(s.holdsEveryOptional(atOrAbove: Priority(750)))
        XCTAssertFalse(s.holdsEveryOptional(atOrAbove: Priority(1)))
        // An optional inequality that has to give is an error too.
        try s.remove(xAt20)
        try s.add(Expression(y), .lessThanOrEqual, 2, priority: Priority(600))
        XCTAssertEqual(s.value(of: y), 5)
        XCTAssertTrue(s.holdsEveryOptional(atOrAbove: Priority(601)))
        XCTAssertFalse(s.holdsEveryOptional(atOrAbove: Priority(600)))
    }

    func testHoldsTellsEachConstraintThatHadToGive() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let required = try s.add(Expression(x), .greaterThanOrEqual, 10)
        let strong = try s.add(Expression(x), .equal, 12, priority: Priority(900))
        let weak = try s.add(Expression(x), .equal, 20, priority: Priority(100))
        let slackOnly = try s.add(Expression(x), .lessThanOrEqual, 50, priority: Priority(500))
        XCTAssertEqual(s.value(of: x), 12)
        XCTAssertTrue(try s.holds(required))
        XCTAssertTrue(try s.holds(strong))
        XCTAssertFalse(try s.holds(weak))
        // An inequality with room to spare holds.
        XCTAssertTrue(try s.holds(slackOnly))
        // An inequality that has to give does not.
        let tooLow = try s.add(Expression(x), .lessThanOrEqual, 11, priority: Priority(300))
        XCTAssertFalse(try s.holds(tooLow))
        // How far each gives: the weak equality by 8 (12 against 20), the low bound by 1.
        XCTAssertEqual(try s.error(of: weak), 8, accuracy: 1e-9)
        XCTAssertEqual(try s.error(of: tooLow), 1, accuracy: 1e-9)
        XCTAssertEqual(try s.error(of: strong), 0)
        XCTAssertEqual(try s.error(of: required), 0)
        try s.remove(weak)
        XCTAssertThrowsError(try s.holds(weak)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(weak)) }
        XCTAssertThrowsError(try s.error(of: weak)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(weak)) }
    }

    func testBadInputIsRefusedWithoutTrapping() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let strangers = Solver()
        _ = strangers.makeVariable("a")
        let foreign = strangers.makeVariable("b")
        XCTAssertThrowsError(try s.add(Expression(x), .equal, Expression(.nan))) {
            XCTAssertEqual($0 as? SolverError, .nonFiniteValue)
        }
        XCTAssertThrowsError(try s.add(.infinity * x, .equal, 1)) {
            XCTAssertEqual($0 as? SolverError, .nonFiniteValue)
        }
        XCTAssertThrowsError(try s.add(Expression(foreign), .equal, 1)) {
            XCTAssertEqual($0 as? SolverError, .unknownVariable(foreign))
        }
        XCTAssertThrowsError(try s.add(Expression(x), .equal, 1, priority: Priority(0))) {
            XCTAssertEqual($0 as? SolverError, .invalidPriority(Priority(0)))
        }
        let c = try s.add(Expression(x), .equal, 1, priority: Priority(500))
        XCTAssertThrowsError(try s.setPriority(c, to: .required)) {
            XCTAssertEqual($0 as? SolverError, .requiredPriorityChange(c))
        }
        XCTAssertThrowsError(try s.setConstant(c, to: .infinity)) {
            XCTAssertEqual($0 as? SolverError, .nonFiniteValue)
        }
        try s.remove(c)
        XCTAssertThrowsError(try s.remove(c)) { XCTAssertEqual($0 as? SolverError, .unknownConstraint(c)) }
        try s.add(Expression(x), .equal, 3)
        XCTAssertEqual(s.value(of: x), 3)
    }

    func testBrokenRequiredLevelBeatsEveryOptionalPriority() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Expression(x), .equal, 5, priority: .brokenRequired)
        try s.addEditVariable(x, priority: Priority(999))
        try s.suggestValue(x, 50)
        XCTAssertEqual(s.value(of: x), 5)
        XCTAssertTrue(Priority.brokenRequired < .required && Priority(999) < .brokenRequired)
    }

    /// The broken-required band orders its constraints among themselves, as optional
    /// priorities do: the stronger of two contradicting ones holds; values beyond the band are refused.
    func testBrokenRequiredBandOrdersItsConstraints() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Expression(x), .equal, 5, priority: .brokenRequired)
        try s.add(Expression(x), .equal, 7, priority: Priority(1100.5))
        XCTAssertEqual(s.value(of: x), 7)
        XCTAssertTrue(Priority.brokenRequired < Priority(1100.5) && Priority(1100.5) < .required)
        for outside in [1000.5, 1099.9, 1101] {
            XCTAssertThrowsError(try s.add(Expression(x), .equal, 1, priority: Priority(outside))) {
                XCTAssertEqual($0 as? SolverError, .invalidPriority(Priority(outside)))
            }
        }
    }

    /// Many inequalities through one point plus competing objectives: most pivots are
    /// degenerate (Bland's rule must terminate); the optimum is checked against the oracle.
    func testDegenerateSystemTerminatesAtTheOptimum() throws {
        var constraints: [OracleConstraint] = []
        for k in -6...6 {
            constraints.append(OracleConstraint(coefficients: [1, Double(k), 0.5], relation: .lessThanOrEqual, constant: 0, priority: 1000))
            constraints.append(OracleConstraint(coefficients: [Double(k), -1, 0], relation: .lessThanOrEqual, constant: 0, priority: 1000))
        }
        for i in 0..<3 {
            var unit: [Double] = [0, 0, 0]
            unit[i] = 1
            constraints.append(OracleConstraint(coefficients: unit, relation: .greaterThanOrEqual, constant: -100, priority: 1000))
            constraints.append(OracleConstraint(coefficients: unit, relation: .lessThanOrEqual, constant: 100, priority: 1000))
            constraints.append(OracleConstraint(coefficients: unit, relation: .equal, constant: i == 2 ? -10 : 10,
                                                priority: i == 2 ? 400 : 500))
        }
        let s = Solver()
        let v = [s.makeVariable("x"), s.makeVariable("y"), s.makeVariable("z")]
        for c in constraints {
            try s.add(Expression(terms: zip(v, c.coefficients).map { Term($0, $1) }), c.relation,
                      Expression(c.constant), priority: Priority(c.priority))
        }
        let oracle = VertexOracle(dimension: 3, constraints: constraints)
        let best = try XCTUnwrap(oracle.optimalVertices()?.first)
        let x = v.map(s.value(of:))
        XCTAssertTrue(oracle.isFeasible(x))
        XCTAssertEqual(VertexOracle.compare(oracle.objective(x), oracle.objective(best)), 0, "\(x) vs \(best)")
    }

    /// Six hundred equal-priority constraints pulling on one variable: the optimum is their
    /// median (an interval, hence ambiguous), and one stronger constraint beats them all.
    /// (The simplex walks one breakpoint per pivot here, each pivot touching every row: this
    /// shape is quadratic in any Cassowary tableau, hence not more.)
    func testThousandsOfEqualPriorityConstraintsStayBounded() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.batch {
            for i in 0..<600 { try s.add(Expression(x), .equal, Expression(Double(i)), priority: Priority(500)) }
        }
        XCTAssertGreaterThanOrEqual(s.value(of: x), 299 - 1e-6)
        XCTAssertLessThanOrEqual(s.value(of: x), 300 + 1e-6)
        XCTAssertTrue(s.isAmbiguous(x))
        try s.add(Expression(x), .equal, 10, priority: Priority(501))
        XCTAssertEqual(s.value(of: x), 10, accuracy: 1e-9)
        XCTAssertFalse(s.isAmbiguous(x))
    }

    /// Workload e at N=10,000 in kiwi: thousands of constraints at 500 outvote the container's
    /// edit variable once their weights add up. Lexicographic levels never add up.
    func testThousandsOfWeakConstraintsDoNotOutvoteAStrongerOne() throws {
        let s = Solver()
        let width = s.makeVariable("C.w")
        try s.addEditVariable(width, priority: Priority(999))
        try s.suggestValue(width, 1200)
        let views = (0..<5000).map { s.makeVariable("v\($0).w") }
        try s.batch {
            for w in views {
                try s.add(Expression(w), .lessThanOrEqual, width - 16)
                try s.add(Expression(w), .equal, 100, priority: Priority(500))
            }
        }
        XCTAssertEqual(s.value(of: width), 1200)
        XCTAssertEqual(s.value(of: views[4999]), 100)
        try s.suggestValue(width, 50)
        XCTAssertEqual(s.value(of: width), 50)
        XCTAssertEqual(s.value(of: views[0]), 34)
    }

    func testChangedPriorityReordersTheWinner() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        let a = try s.add(Expression(x), .equal, 1, priority: Priority(300))
        try s.add(Expression(x), .equal, 2, priority: Priority(400))
        XCTAssertEqual(s.value(of: x), 2)
        try s.setPriority(a, to: Priority(500))
        XCTAssertEqual(s.value(of: x), 1)
        XCTAssertEqual(s.priority(of: a), Priority(500))
    }

    /// A symbol's cost levels (`LevelCosts`, the strongest inline) keep the order and values
    /// of a sorted array under the insertions, changes and removals `addCost` makes.
    func testLevelCostsKeepTheOrderOfASortedArray() {
        var rng = SeededGenerator(seed: 31)
        var costs = LevelCosts()
        var model: [LevelCost] = []
        for _ in 0..<2000 {
            let priority = Double(Int.random(in: 1...12, using: &rng))
            let position = costs.position(of: priority)
            XCTAssertEqual(position, model.firstIndex { $0.priority <= priority } ?? model.count)
            if position < model.count && model[position].priority == priority {
                if Bool.random(using: &rng) {
                    costs.remove(at: position)
                    model.remove(at: position)
                } else {
                    costs[position].value += 1
                    model[position].value += 1
                }
            } else {
                costs.insert(LevelCost(priority: priority, value: 1), at: position)
                model.insert(LevelCost(priority: priority, value: 1), at: position)
            }
            XCTAssertEqual(costs.map(\.priority), model.map(\.priority))
            XCTAssertEqual(costs.map(\.value), model.map(\.value))
            XCTAssertEqual(costs.first?.priority, model.first?.priority)
        }
        costs.removeAll()
        XCTAssertTrue(costs.isEmpty)
    }
}
