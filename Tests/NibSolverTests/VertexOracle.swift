// An independent, slow and simple reference for small systems: exact enumeration of the
// vertices of the hyperplane arrangement. It shares no code with the solver.
//
// With every variable boxed by required constraints, the feasible region is a polytope and each
// priority level's total violation is convex and piecewise linear with breaks only on the
// constraints' hyperplanes, so the lexicographic optimum set is a polytope whose vertices are
// arrangement vertices: intersections of `dimension` independent hyperplanes.
@testable import NibSolver

/// A constraint over variables 0..<dimension: Σ coefficients[i]·x_i  relation  constant.
struct OracleConstraint {
    var coefficients: [Double]
    var relation: Relation
    var constant: Double
    var priority: Double  // 1000 = required

    /// How far x is from satisfying the constraint (0 when satisfied).
    func violation(_ x: [Double]) -> Double {
        var lhs = 0.0
        for (c, v) in zip(coefficients, x) { lhs += c * v }
        let e = lhs - constant
        switch relation {
        case .equal: return abs(e)
        case .lessThanOrEqual: return max(0, e)
        case .greaterThanOrEqual: return max(0, -e)
        }
    }
}

struct VertexOracle {
    let dimension: Int
    let constraints: [OracleConstraint]
    static let tolerance = 1e-6

    /// Optional priority levels, strongest first.
    var levels: [Double] { Array(Set(constraints.map(\.priority).filter { $0 != 1000 })).sorted(by: >) }

    func isFeasible(_ x: [Double]) -> Bool {
        constraints.allSatisfy { $0.priority != 1000 || $0.violation(x) <= Self.tolerance * max(1, abs($0.constant)) }
    }

    /// Total violation per optional level, strongest first.
    func objective(_ x: [Double]) -> [Double] {
        levels.map { l in constraints.filter { $0.priority == l }.reduce(0) { $0 + $1.violation(x) } }
    }

    /// Lexicographic comparison with a tolerance: -1, 0 or +1.
    static func compare(_ a: [Double], _ b: [Double]) -> Int {
        for (x, y) in zip(a, b) {
            let tol = 1e-6 * max(1, abs(x), abs(y))
            if x < y - tol { return -1 }
            if x > y + tol { return 1 }
        }
        return 0
    }

    /// Every feasible arrangement vertex.
    func feasibleVertices() -> [[Double]] {
        var out: [[Double]] = []
        var chosen: [Int] = []
        func recurse(_ start: Int) {
            if chosen.count == dimension {
                if let x = solve(chosen), isFeasible(x) { out.append(x) }
                return
            }
            guard start < constraints.count else { return }
            for i in start..<constraints.count {
                chosen.append(i)
                recurse(i + 1)
                chosen.removeLast()
            }
        }
        recurse(0)
        return out
    }

    /// The optimal vertices (nil if infeasible).
    func optimalVertices() -> [[Double]]? {
        let vertices = feasibleVertices()
        guard let best = vertices.map(objective).min(by: { Self.compare($0, $1) < 0 }) else { return nil }
        return vertices.filter { Self.compare(objective($0), best) == 0 }
    }

    /// Gaussian elimination with partial pivoting on the chosen hyperplanes.
    func solve(_ rows: [Int]) -> [Double]? {
        var a = rows.map { constraints[$0].coefficients + [constraints[$0].constant] }
        let n = dimension
        for col in 0..<n {
            guard let p = (col..<n).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }), abs(a[p][col]) > 1e-9 else {
                return nil
            }
            a.swapAt(col, p)
            for r in 0..<n where r != col {
                let f = a[r][col] / a[col][col]
                if f != 0 { for k in col...n { a[r][k] -= f * a[col][k] } }
            }
        }
        return (0..<n).map { a[$0][n] / a[$0][$0] }
    }
}

/// SplitMix64: a small seeded generator so that failures reproduce.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
