// Fuzz target: the solver on random constraint systems decoded from the input bytes.
// Invariants: every accepted required constraint holds in the solution; a refused one leaves
// every uniquely determined value as it was; removing a constraint and adding it back gives the same values for
// every variable that is uniquely determined.
import NibSolver

/// Reads small numbers off the fuzzer's bytes.
struct ByteReader {
    var bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    mutating func next() -> Int? {
        guard index < bytes.count else { return nil }
        defer { index += 1 }
        return Int(bytes[index])
    }
}

struct Spec {
    var terms: [(Int, Double)]
    var relation: Relation
    var constant: Double
    var priority: Priority
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolver(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    var reader = ByteReader(bytes: UnsafeBufferPointer(start: data, count: size))
    let solver = Solver()
    let variables = (0..<6).map { solver.makeVariable("v\($0)") }
    var accepted: [(ConstraintID, Spec)] = []
    let priorities: [Priority] = [.required, .required, .required, Priority(750), Priority(250), Priority(251), Priority(999)]
    while accepted.count < 24, let head = reader.next() {
        let termCount = 1 + head % 3
        var terms: [(Int, Double)] = []
        for _ in 0..<termCount {
            guard let v = reader.next(), let c = reader.next() else { break }
            terms.append((v % variables.count, Double(c % 9) - 4))
        }
        guard let r = reader.next(), let k = reader.next(), let p = reader.next() else { break }
        let spec = Spec(terms: terms, relation: [Relation.equal, .lessThanOrEqual, .greaterThanOrEqual][r % 3],
                        constant: Double(k) - 128, priority: priorities[p % priorities.count])
        let unique = variables.filter { !solver.isAmbiguous($0) }
        let before = unique.map { solver.value(of: $0) }
        do {
            let id = try solver.add(expression(spec, variables), spec.relation, Expression(constant: spec.constant), priority: spec.priority)
            accepted.append((id, spec))
        } catch .unsatisfiable(let conflict) {
            precondition(!conflict.constraints.isEmpty)
            // Uniquely determined values stay; an ambiguous variable may sit anywhere in its range.
            for (variable, value) in zip(unique, before) {
                precondition(abs(solver.value(of: variable) - value) <= 1e-6 * max(1, abs(value)), "a refused constraint moved \(variable)")
            }
        } catch {
            preconditionFailure("unexpected \(error)")
        }
        checkRequired(solver, variables, accepted)
    }
    // Remove then re-add one constraint: uniquely determined values come back.
    if let (id, spec) = accepted.last {
        let unique = variables.filter { !solver.isAmbiguous($0) }
        let values = unique.map { solver.value(of: $0) }
        try! solver.remove(id)
        _ = try! solver.add(expression(spec, variables), spec.relation, Expression(constant: spec.constant), priority: spec.priority)
        for (variable, value) in zip(unique, values) where !solver.isAmbiguous(variable) {
            precondition(abs(solver.value(of: variable) - value) <= 1e-6 * max(1, abs(value)), "remove/re-add moved \(variable)")
        }
    }
    return 0
}

func expression(_ spec: Spec, _ variables: [Variable]) -> Expression {
    var expression = Expression(constant: 0)
    for (v, c) in spec.terms { expression = expression + c * variables[v] }
    return expression
}

func checkRequired(_ solver: Solver, _ variables: [Variable], _ accepted: [(ConstraintID, Spec)]) {
    for (_, spec) in accepted where spec.priority == .required {
        let lhs = spec.terms.reduce(0.0) { $0 + $1.1 * solver.value(of: variables[$1.0]) }
        let slack = lhs - spec.constant
        let tolerance = 1e-6 * max(1, abs(spec.constant))
        switch spec.relation {
        case .equal: precondition(abs(slack) <= tolerance, "required == violated by \(slack)")
        case .lessThanOrEqual: precondition(slack <= tolerance, "required <= violated by \(slack)")
        case .greaterThanOrEqual: precondition(slack >= -tolerance, "required >= violated by \(slack)")
        }
    }
}
