import XCTest
@testable import NibSolver

/// Random small systems (seeded) cross-checked against `VertexOracle`: optimal values,
/// refusals and minimal conflicts, ambiguity, and incremental changes versus a fresh solve.
final class RandomSystemTests: XCTestCase {
    static let optionalLevels: [Double] = [250, 251, 500, 750]

    func randomConstraint(_ dimension: Int, requiredShare: Double,
                          _ rng: inout SeededGenerator) -> OracleConstraint {
        var coefficients = [Double](repeating: 0, count: dimension)
        while coefficients.allSatisfy({ $0 == 0 }) {
            coefficients = (0..<dimension).map { _ in Double(Int.random(in: -2...2, using: &rng)) }
        }
        let relation = [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        let required = Double.random(in: 0..<1, using: &rng) < requiredShare
        return OracleConstraint(coefficients: coefficients, relation: relation,
                                constant: Double.random(in: -60...60, using: &rng),
                                priority: required ? 1000 : Self.optionalLevels.randomElement(using: &rng)!)
    }

    /// Required -100 <= x_i <= 100: keeps the oracle's region a polytope.
    func box(_ dimension: Int) -> [OracleConstraint] {
        (0..<dimension).flatMap { i -> [OracleConstraint] in
            var unit = [Double](repeating: 0, count: dimension)
            unit[i] = 1
            return [OracleConstraint(coefficients: unit, relation: .greaterThanOrEqual, constant: -100, priority: 1000),
                    OracleConstraint(coefficients: unit, relation: .lessThanOrEqual, constant: 100, priority: 1000)]
        }
    }

    func add(_ c: OracleConstraint, to solver: Solver, _ variables: [Variable]) throws(SolverError) -> ConstraintID {
        let lhs = Expression(terms: zip(variables, c.coefficients).map { Term($0, $1) })
        return try solver.add(lhs, c.relation, Expression(c.constant), priority: Priority(c.priority))
    }

    /// A solver and the oracle constraints it accepted, in the same order as `ids`.
    struct Loaded {
        let solver: Solver
        let variables: [Variable]
        var accepted: [OracleConstraint]
        var ids: [ConstraintID]
        var refusals = 0
        var oracle: VertexOracle { VertexOracle(dimension: variables.count, constraints: accepted) }
        var values: [Double] { variables.map(solver.value(of:)) }
    }

    /// Adds the box and `count` random constraints; checks every refusal against the oracle.
    func loadRandom(_ dimension: Int, count: Int, requiredShare: Double,
                    _ rng: inout SeededGenerator, file: StaticString = #filePath, line: UInt = #line) throws -> Loaded {
        let solver = Solver()
        let variables = (0..<dimension).map { solver.makeVariable("x\($0)") }
        var loaded = Loaded(solver: solver, variables: variables, accepted: [], ids: [])
        for c in box(dimension) + (0..<count).map({ _ in randomConstraint(dimension, requiredShare: requiredShare, &rng) }) {
            do {
                let id = try add(c, to: solver, variables)
                loaded.accepted.append(c)
                loaded.ids.append(id)
            } catch {
                guard case .unsatisfiable(let conflict) = error else { throw error }
                loaded.refusals += 1
                checkConflict(conflict, refused: c, loaded, file: file, line: line)
                // The solver keeps a solution of what it accepted.
                XCTAssertTrue(loaded.oracle.isFeasible(loaded.values), "state after refusal", file: file, line: line)
            }
        }
        return loaded
    }

    /// The conflict holds the refused constraint, is infeasible, and every proper subset
    /// obtained by dropping one member is feasible.
    func checkConflict(_ conflict: Conflict, refused: OracleConstraint, _ loaded: Loaded,
                       file: StaticString, line: UInt) {
        let known = Dictionary(uniqueKeysWithValues: zip(loaded.ids, loaded.accepted))
        let members = conflict.constraints.map { known[$0] ?? refused }
        XCTAssertEqual(conflict.constraints.filter { known[$0] == nil }.count, 1, "refused id in the set", file: file, line: line)
        func feasible(_ set: [OracleConstraint]) -> Bool {
            // A huge box only bounds the search; it cannot cut off the small-constant regions.
            let bounded = set + box(loaded.variables.count).map { c in
                var c = c
                c.constant *= 1e4
                return c
            }
            return VertexOracle(dimension: loaded.variables.count, constraints: bounded).optimalVertices() != nil
        }
        XCTAssertFalse(feasible(members), "conflict must be infeasible", file: file, line: line)
        for i in members.indices {
            var rest = members
            rest.remove(at: i)
            XCTAssertTrue(feasible(rest), "conflict must be minimal", file: file, line: line)
        }
    }

    func checkOptimal(_ loaded: Loaded, _ message: String, file: StaticString = #filePath, line: UInt = #line) {
        let oracle = loaded.oracle
        guard let optimal = oracle.optimalVertices() else { return XCTFail("oracle infeasible", file: file, line: line) }
        let x = loaded.values
        XCTAssertTrue(oracle.isFeasible(x), "required violated: \(message)", file: file, line: line)
        XCTAssertEqual(VertexOracle.compare(oracle.objective(x), oracle.objective(optimal[0])), 0,
                       "not optimal: \(message) got \(x) want \(optimal[0])", file: file, line: line)
    }

    func testValuesAndRefusalsMatchTheOracle() throws {
        var rng = SeededGenerator(seed: 1)
        var refusals = 0
        for trial in 0..<250 {
            let loaded = try loadRandom(2 + trial % 2, count: 3 + trial % 6, requiredShare: 0.4, &rng)
            refusals += loaded.refusals
            checkOptimal(loaded, "trial \(trial)")
        }
        XCTAssertGreaterThan(refusals, 10, "the generator should exercise conflicts")
    }

    func testAmbiguityMatchesTheOracle() throws {
        var rng = SeededGenerator(seed: 2)
        var ambiguousSeen = 0
        for trial in 0..<250 {
            let loaded = try loadRandom(2 + trial % 2, count: 2 + trial % 5, requiredShare: 0.3, &rng)
            guard let optimal = loaded.oracle.optimalVertices() else { continue }
            for (i, v) in loaded.variables.enumerated() {
                let spread = optimal.map { $0[i] }.max()! - optimal.map { $0[i] }.min()!
                let expected = spread > 1e-6
                if expected { ambiguousSeen += 1 }
                XCTAssertEqual(loaded.solver.isAmbiguous(v), expected, "trial \(trial) x\(i) spread \(spread)")
            }
        }
        XCTAssertGreaterThan(ambiguousSeen, 50)
    }

    func testRemovalsConstantAndPriorityChangesEqualAFreshSolve() throws {
        var rng = SeededGenerator(seed: 3)
        for trial in 0..<200 {
            var loaded = try loadRandom(2 + trial % 2, count: 4 + trial % 5, requiredShare: 0.3, &rng)
            let boxCount = 2 * loaded.variables.count
            for step in 0..<6 where loaded.ids.count > boxCount {
                let k = Int.random(in: boxCount..<loaded.ids.count, using: &rng)
                switch Int.random(in: 0..<3, using: &rng) {
                case 0:
                    try loaded.solver.remove(loaded.ids[k])
                    loaded.ids.remove(at: k)
                    loaded.accepted.remove(at: k)
                case 1:
                    let value = Double.random(in: -60...60, using: &rng)
                    do {
                        try loaded.solver.setConstant(loaded.ids[k], to: value)
                        loaded.accepted[k].constant = value
                        XCTAssertEqual(loaded.solver.constant(of: loaded.ids[k]), value)
                    } catch {
                        guard case .unsatisfiable(let conflict) = error else { throw error }
                        var refused = loaded.accepted[k]
                        refused.constant = value
                        var others = loaded
                        others.ids.remove(at: k)
                        others.accepted.remove(at: k)
                        checkConflict(conflict, refused: refused, others, file: #filePath, line: #line)
                    }
                default:
                    guard loaded.accepted[k].priority != 1000 else { continue }
                    let p = Self.optionalLevels.randomElement(using: &rng)!
                    try loaded.solver.setPriority(loaded.ids[k], to: Priority(p))
                    loaded.accepted[k].priority = p
                }
                checkOptimal(loaded, "trial \(trial) step \(step)")
            }
        }
    }

    func testBatchGivesTheSameOptimumAsOneByOne() throws {
        var rng = SeededGenerator(seed: 4)
        for trial in 0..<100 {
            let dimension = 2 + trial % 2
            let constraints = box(dimension) + (0..<6).map { _ in randomConstraint(dimension, requiredShare: 0, &rng) }
            let solver = Solver()
            let variables = (0..<dimension).map { solver.makeVariable("x\($0)") }
            try solver.batch {
                for c in constraints { _ = try add(c, to: solver, variables) }
            }
            let loaded = Loaded(solver: solver, variables: variables, accepted: constraints, ids: [])
            checkOptimal(loaded, "batched trial \(trial)")
        }
    }
}
