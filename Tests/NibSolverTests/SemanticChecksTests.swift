import XCTest
@testable import NibSolver

/// The six semantic checks of docs/SOLVER.md 3.7 (where kiwi and Auto Layout differ or where
/// Auto Layout needs more than values), plus the conflict case of workload f (3.6).
final class SemanticChecksTests: XCTestCase {
    func testHigherPriorityWinsOverAnyNumberOfLowerOnes() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Expression(x), .equal, 0, priority: Priority(251))
        for _ in 0..<3 { try s.add(Expression(x), .equal, 10, priority: Priority(250)) }
        XCTAssertEqual(s.value(of: x), 0, accuracy: 1e-9)  // kiwi's summed weights give 10
    }

    func testMissingHeightIsAmbiguous() throws {
        let s = Solver()
        let (x, y, w, h) = (s.makeVariable("v.x"), s.makeVariable("v.y"), s.makeVariable("v.w"), s.makeVariable("v.h"))
        try s.add(Expression(x), .equal, 8)
        try s.add(Expression(y), .equal, 8)
        try s.add(Expression(w), .equal, 100)
        XCTAssertEqual(s.ambiguousVariables(among: [x, y, w, h]), [h])
        try s.add(Expression(h), .equal, 20)
        XCTAssertEqual(s.ambiguousVariables(among: [x, y, w, h]), [])
    }

    /// What a missing constraint leaves open moves together: a box without a vertical position
    /// and a label pinned below it share one freedom; a second box without a horizontal
    /// position has another; a fixed variable has none.
    func testVariablesOneFreedomMovesShareIt() throws {
        let s = Solver()
        let (boxY, boxH, labelY) = (s.makeVariable("box.y"), s.makeVariable("box.h"), s.makeVariable("label.y"))
        let otherX = s.makeVariable("other.x")
        try s.add(Expression(boxH), .equal, 40)
        try s.add(Expression(labelY), .equal, boxY + boxH + 8)
        try s.add(Expression(otherX), .greaterThanOrEqual, 0)
        XCTAssertEqual(s.freedoms(of: boxH), [])
        let chain = Set(s.freedoms(of: boxY))
        XCTAssertFalse(chain.isEmpty)
        XCTAssertEqual(Set(s.freedoms(of: labelY)), chain)
        XCTAssertFalse(s.freedoms(of: otherX).isEmpty)
        XCTAssertTrue(chain.isDisjoint(with: s.freedoms(of: otherX)))
        // Fixing the box fixes the label: neither has a freedom left.
        try s.add(Expression(boxY), .equal, 20)
        XCTAssertEqual(s.freedoms(of: boxY) + s.freedoms(of: labelY), [])
    }

    /// Two labels in 300 points, hugging 250 / compression 750 at 100 each.
    func labels(bHugging: Double) throws -> (Solver, Variable, Variable) {
        let s = Solver()
        let a = s.makeVariable("a.w"), b = s.makeVariable("b.w")
        try s.add(a + b, .equal, 300)
        try s.add(Expression(a), .lessThanOrEqual, 100, priority: Priority(250))
        try s.add(Expression(b), .lessThanOrEqual, 100, priority: Priority(bHugging))
        try s.add(Expression(a), .greaterThanOrEqual, 100, priority: Priority(750))
        try s.add(Expression(b), .greaterThanOrEqual, 100, priority: Priority(750))
        return (s, a, b)
    }

    func testEqualHuggingTieIsAmbiguous() throws {
        let (s, a, b) = try labels(bHugging: 250)
        XCTAssertEqual(s.value(of: a) + s.value(of: b), 300, accuracy: 1e-9)
        XCTAssertEqual(s.ambiguousVariables(among: [a, b]), [a, b])
        // One tie: the two widths it trades share its freedom.
        XCTAssertFalse(Set(s.freedoms(of: a)).isDisjoint(with: s.freedoms(of: b)))
    }

    func testStrongerHuggingDecidesTheTie() throws {
        let (s, a, b) = try labels(bHugging: 251)
        XCTAssertEqual(s.value(of: a), 200, accuracy: 1e-9)
        XCTAssertEqual(s.value(of: b), 100, accuracy: 1e-9)
        XCTAssertEqual(s.ambiguousVariables(among: [a, b]), [])
    }

    func testInequalityRangeIsAmbiguous() throws {
        let s = Solver()
        let x = s.makeVariable("x")
        try s.add(Expression(x), .greaterThanOrEqual, 0)
        try s.add(Expression(x), .lessThanOrEqual, 100)
        XCTAssertTrue(s.isAmbiguous(x))
    }

    func testConflictCoreExcludesUninvolvedConstraint() throws {
        let s = Solver()
        let (cx, cw, vx, vw) = (s.makeVariable("C.x"), s.makeVariable("C.w"), s.makeVariable("v.x"), s.makeVariable("v.w"))
        try s.add(Expression(cx), .equal, 0)
        let width = try s.add(Expression(cw), .equal, 320)
        let leading = try s.add(Expression(vx), .equal, cx + 20)
        let trailing = try s.add(vx + vw, .equal, cx + cw - 20)
        XCTAssertThrowsError(try s.add(Expression(vw), .equal, 300)) { error in
            guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.constraints.count, 4)
            XCTAssertEqual(Array(conflict.constraints.prefix(3)), [width, leading, trailing])
        }
        XCTAssertEqual(s.value(of: vw), 280, accuracy: 1e-9)  // still usable, old solution
        try s.add(Expression(vw), .greaterThanOrEqual, 10)
    }

    func testConflictThroughInequalitiesUsesPhaseOne() throws {
        let s = Solver()
        let x = s.makeVariable("x"), y = s.makeVariable("y")
        let low = try s.add(Expression(x), .greaterThanOrEqual, 10)
        try s.add(Expression(y), .equal, 3)
        let sum = try s.add(x + y, .lessThanOrEqual, 20)
        XCTAssertThrowsError(try s.add(Expression(x), .greaterThanOrEqual, 18)) { error in
            guard case SolverError.unsatisfiable(let conflict) = error else { return XCTFail("\(error)") }
            XCTAssertEqual(conflict.constraints.count, 3)
            XCTAssertFalse(conflict.constraints.contains(low))
            XCTAssertTrue(conflict.constraints.contains(sum))
        }
        XCTAssertEqual(s.value(of: y), 3, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(s.value(of: x), 10 - 1e-9)
        XCTAssertLessThanOrEqual(s.value(of: x), 17 + 1e-9)
    }
}
