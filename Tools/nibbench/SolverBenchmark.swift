// `nibbench solver CASE N [--dump-dir DIR] [--unbatched]`: one workload of Docs/solver.md
// section 3 on NibSolver, printed as ONE JSON line with the keys of kiwi_bench.py's --child
// mode (case, n, construct_s, build_s, n_vars, n_cons, n_edits, per_update_us,
// per_suggest_only_us, checkpoints, conflict_detect_us, raised, v1_x_after, peak_rss_mb) plus
// NibSolver-only keys, and dumps in the same format, so compare_dumps.py and the kiwi runner
// compare the two side by side.
import Foundation
import NibModel
import NibSolver

struct SolverBenchmark: BenchmarkCommand {
    static let name = "solver"
    static let usage = "solver CASE N [--dump-dir DIR] [--unbatched]   CASE: a b c e d d-global d-remove f"
    static let updates = 10_000
    static let checkpointVariables = ["v0.x", "v0.w", "v1.x", "v1.w", "C.w"]

    let caseName: String
    let n: Int
    let dumpDirectory: String?
    /// Add constraints one by one, optimising after each (kiwi's way) instead of in a batch.
    let unbatched: Bool

    static func run(_ arguments: [String]) throws {
        var positional: [String] = []
        var dumpDirectory: String?
        var unbatched = false
        var rest = arguments[...]
        while let a = rest.popFirst() {
            switch a {
            case "--dump-dir":
                guard let d = rest.popFirst() else { throw UsageError(description: "--dump-dir needs a directory") }
                dumpDirectory = d
            case "--unbatched": unbatched = true
            default: positional.append(a)
            }
        }
        guard positional.count == 2, let n = Int(positional[1]), n > 0 else {
            throw UsageError(description: "usage: nibbench \(usage)")
        }
        let benchmark = SolverBenchmark(caseName: positional[0], n: n, dumpDirectory: dumpDirectory,
                                        unbatched: unbatched)
        var fields: [(String, JSONValue)] = [("case", .string(benchmark.caseName)), ("n", JSONValue(n))]
        fields += try benchmark.measure()
        fields.append(("peak_rss_mb", .number(peakRSSMegabytes())))
        print(JSONValue.object(fields).rendered())
    }

    func measure() throws -> [(String, JSONValue)] {
        if let build = SolverWorkload.builders[caseName] { return try measureBuild(build) }
        switch caseName {
        case "d": return try measureSuggestions(editName: "slider", sequence: SolverWorkload.sliderValue)
        case "d-global": return try measureSuggestions(editName: "C.w", sequence: SolverWorkload.widthValue)
        case "d-remove": return try measureConstantChanges()
        case "f": return try measureConflict()
        default: throw UsageError(description: "unknown case \(caseName); \(Self.usage)")
        }
    }

    // MARK: Loading

    /// A workload loaded into its solver, with every variable's value in memory.
    struct Loaded {
        let system: WorkloadSystem
        var solver: Solver { system.solver }
        var constraintIDs: [ConstraintID]
        /// Values indexed by `Variable.id` (the workload's variables are the first ids).
        var values: [Double]

        func variable(_ name: String) -> Variable { system.variable(name) }

        /// Copies the values that changed since the last read (the solver's dirty list).
        mutating func readChanged() {
            for v in solver.takeChangedVariables() where Int(v.id) < values.count {
                values[Int(v.id)] = solver.value(of: v)
            }
        }

        func snapshot() -> JSONValue {
            .object(SolverBenchmark.checkpointVariables.map { ($0, .number(values[Int(variable($0).id)])) })
        }

        func dump() -> [(String, Double)] {
            zip(system.names, system.variables).map { ($0, values[Int($1.id)]) }
        }
    }

    /// Edit variables, initial suggestions, constraints in spec order, then all values read.
    func load(_ system: WorkloadSystem) throws -> Loaded {
        let solver = system.solver
        let addAll = { () throws -> [ConstraintID] in
            for e in system.edits { try solver.addEditVariable(e.variable, priority: WorkloadSystem.editPriority) }
            for e in system.edits { try solver.suggestValue(e.variable, e.initial) }
            return try system.constraints.map { c in
                try solver.add(c.lhs, c.relation, c.rhs, priority: c.priority)
            }
        }
        let ids = unbatched ? try addAll() : try solver.batch(addAll)
        var values = [Double](repeating: 0, count: system.variables.count)
        for v in system.variables { values[Int(v.id)] = solver.value(of: v) }
        _ = solver.takeChangedVariables()
        return Loaded(system: system, constraintIDs: ids, values: values)
    }

    func writeDump(_ stem: String, _ loaded: Loaded) throws {
        guard let directory = dumpDirectory else { return }
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let body = loaded.dump().map { "\(JSONValue.string($0.0).rendered()): \($0.1)" }.joined(separator: ",\n")
        try "{\n\(body)\n}".write(toFile: "\(directory)/\(stem).json", atomically: true, encoding: .utf8)
    }

    // MARK: Cases

    /// a, b, c, e: construct the system, then time add + solve + read all values.
    func measureBuild(_ build: (Int) -> WorkloadSystem) throws -> [(String, JSONValue)] {
        let t0 = monotonicSeconds()
        let system = build(n)
        let t1 = monotonicSeconds()
        let loaded = try load(system)
        let t2 = monotonicSeconds()
        try writeDump("\(caseName)_N\(n)", loaded)
        let ambiguous = system.solver.ambiguousVariables(among: system.variables).count
        return [("construct_s", .number(t1 - t0)), ("build_s", .number(t2 - t1)),
                ("n_vars", JSONValue(system.variables.count)), ("n_cons", JSONValue(system.constraints.count)),
                ("n_edits", JSONValue(system.edits.count)), ("batched", .bool(!unbatched)),
                ("ambiguous_vars", JSONValue(ambiguous))]
    }

    /// d, d-global: 10,000 suggestions, each followed by reading the changed values; then the
    /// same sequence with suggestions only and one read at the end; then reading every value.
    func measureSuggestions(editName: String, sequence: (Int) -> Double) throws -> [(String, JSONValue)] {
        var loaded = try load(SolverWorkload.independent(n))
        let solver = loaded.solver
        let edit = loaded.variable(editName)
        var checkpoints: [(String, JSONValue)] = []
        let t0 = monotonicSeconds()
        for k in 0..<Self.updates {
            try solver.suggestValue(edit, sequence(k))
            loaded.readChanged()
            if k % 1000 == 999 { checkpoints.append((String(k), loaded.snapshot())) }
        }
        let t1 = monotonicSeconds()
        for k in 0..<Self.updates { try solver.suggestValue(edit, sequence(k)) }
        loaded.readChanged()
        let t2 = monotonicSeconds()
        // Reading all 4N+5 values after each suggestion, as kiwi's updateVariables does.
        for k in 0..<Self.updates {
            try solver.suggestValue(edit, sequence(k))
            for v in loaded.system.variables { loaded.values[Int(v.id)] = solver.value(of: v) }
        }
        let t3 = monotonicSeconds()
        _ = solver.takeChangedVariables()
        try writeDump("\(caseName)_N\(n)_final", loaded)
        let perUpdate = 1e6 / Double(Self.updates)
        return [("per_update_us", .number((t1 - t0) * perUpdate)),
                ("per_suggest_only_us", .number((t2 - t1) * perUpdate)),
                ("per_update_read_all_us", .number((t3 - t2) * perUpdate)),
                ("checkpoints", .object(checkpoints))]
    }

    /// d-remove: the kiwi way (remove v0's leading constraint, add it with the new constant)
    /// and then NibSolver's in-place `setConstant` on the same sequence.
    func measureConstantChanges() throws -> [(String, JSONValue)] {
        var loaded = try load(SolverWorkload.independent(n))
        let solver = loaded.solver
        let (x0, cx) = (loaded.variable("v0.x"), loaded.variable("C.x"))
        var current = loaded.constraintIDs[2]  // v0.leading(slider)
        try solver.remove(current)
        current = try solver.add(Expression(x0), .equal, cx + 0)
        loaded.readChanged()
        var checkpoints: [(String, JSONValue)] = []
        let t0 = monotonicSeconds()
        for k in 0..<Self.updates {
            try solver.remove(current)
            current = try solver.add(Expression(x0), .equal, cx + SolverWorkload.sliderValue(k))
            loaded.readChanged()
            if k % 1000 == 999 { checkpoints.append((String(k), loaded.snapshot())) }
        }
        let t1 = monotonicSeconds()
        try writeDump("\(caseName)_N\(n)_final", loaded)
        var inPlaceCheckpoints: [(String, JSONValue)] = []
        let t2 = monotonicSeconds()
        for k in 0..<Self.updates {
            try solver.setConstant(current, to: SolverWorkload.sliderValue(k))
            loaded.readChanged()
            if k % 1000 == 999 { inPlaceCheckpoints.append((String(k), loaded.snapshot())) }
        }
        let t3 = monotonicSeconds()
        let perUpdate = 1e6 / Double(Self.updates)
        return [("per_update_us", .number((t1 - t0) * perUpdate)),
                ("per_update_set_constant_us", .number((t3 - t2) * perUpdate)),
                ("set_constant_checkpoints_match", .bool(JSONValue.object(checkpoints) == JSONValue.object(inPlaceCheckpoints))),
                ("checkpoints", .object(checkpoints))]
    }

    /// f: add the required `v1.x == 50`, which contradicts `C.x == 0` and `v1.x == C.x + 1`;
    /// it must be refused with that minimal set, and the old solution must stay.
    func measureConflict() throws -> [(String, JSONValue)] {
        let loaded = try load(SolverWorkload.independent(n))
        let solver = loaded.solver
        let v1x = loaded.variable("v1.x")
        var conflict: [ConstraintID] = []
        let t0 = monotonicSeconds()
        do {
            try solver.add(Expression(v1x), .equal, 50)
        } catch {
            guard case .unsatisfiable(let c) = error else { throw error }
            conflict = c.constraints
        }
        let t1 = monotonicSeconds()
        // The single call above is cold (as kiwi_bench measures it); also report the warm cost.
        var warm: [Double] = []
        for _ in 0..<101 {
            let start = monotonicSeconds()
            _ = try? solver.add(Expression(v1x), .equal, 50)
            warm.append(monotonicSeconds() - start)
        }
        var labels: [ConstraintID: String] = [:]
        for (id, c) in zip(loaded.constraintIDs, loaded.system.constraints) { labels[id] = c.label }
        let names = conflict.map { labels[$0] ?? "v1.x==50 (refused)" }
        return [("conflict_detect_us", .number((t1 - t0) * 1e6)),
                ("conflict_detect_warm_us", .number(warm.sorted()[warm.count / 2] * 1e6)),
                ("raised", .bool(!conflict.isEmpty)),
                ("v1_x_after", .number(solver.value(of: v1x))),
                ("conflict", .string(names.joined(separator: ", ")))]
    }
}
