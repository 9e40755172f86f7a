// The solver workloads of Docs/solver.md section 3, built exactly as
// shared/bench/solver/kiwi_bench.py builds them on kiwisolver: same variables (same names and
// creation order), same edit variables, same constraints in the same order.
import NibSolver

/// An ordered system of variables, edit variables and constraints, not yet in the solver.
final class WorkloadSystem {
    /// The solver the variables belong to (a `Variable` is only meaningful for its solver).
    let solver = Solver()
    private(set) var variables: [Variable] = []
    private(set) var names: [String] = []
    private var byName: [String: Variable] = [:]
    private(set) var edits: [(variable: Variable, initial: Double)] = []
    private(set) var constraints: [(lhs: Expression, relation: Relation, rhs: Expression,
                                    priority: Priority, label: String)] = []

    /// kiwi uses strength `strong` for edits; with Auto Layout priorities an edit must be above
    /// every optional priority of the workloads (750 at most): Docs/solver.md 3.0.
    static let editPriority = Priority(999)
    static let containerWidth = 1200.0
    static let containerHeight = 900.0

    func variable(_ name: String) -> Variable {
        if let v = byName[name] { return v }
        let v = solver.makeVariable(name)
        byName[name] = v
        variables.append(v)
        names.append(name)
        return v
    }

    func view(_ i: Int) -> (x: Variable, y: Variable, w: Variable, h: Variable) {
        (variable("v\(i).x"), variable("v\(i).y"), variable("v\(i).w"), variable("v\(i).h"))
    }

    func add(_ lhs: Expression, _ relation: Relation, _ rhs: Expression, _ label: String,
             priority: Priority = .required) {
        constraints.append((lhs, relation, rhs, priority, label))
    }

    func addEdit(_ v: Variable, initial: Double) { edits.append((v, initial)) }

    /// `C.x == 0`, `C.y == 0`, edit variables C.w (1200) and C.h (900).
    func container() -> (x: Variable, y: Variable, w: Variable, h: Variable) {
        let c = (x: variable("C.x"), y: variable("C.y"), w: variable("C.w"), h: variable("C.h"))
        add(Expression(c.x), .equal, 0, "C.x==0")
        add(Expression(c.y), .equal, 0, "C.y==0")
        addEdit(c.w, initial: Self.containerWidth)
        addEdit(c.h, initial: Self.containerHeight)
        return c
    }
}

enum SolverWorkload {
    static let gridColumns = 10

    /// (a) N siblings, each pinned by 4 required edges; v0's leading edge follows `slider`.
    static func independent(_ n: Int) -> WorkloadSystem {
        let s = WorkloadSystem()
        let c = s.container()
        let slider = s.variable("slider")
        s.addEdit(slider, initial: 0)
        for i in 0..<n {
            let v = s.view(i)
            let (l, t, r, b) = (Double(i % 10), Double(i % 11), Double(i % 13), Double(i % 17))
            if i == 0 {
                s.add(Expression(v.x), .equal, c.x + slider, "v0.leading(slider)")
            } else {
                s.add(Expression(v.x), .equal, c.x + l, "v\(i).leading")
            }
            s.add(Expression(v.y), .equal, c.y + t, "v\(i).top")
            s.add(v.x + v.w, .equal, c.x + c.w - r, "v\(i).trailing")
            s.add(v.y + v.h, .equal, c.y + c.h - b, "v\(i).bottom")
        }
        return s
    }

    /// (b) N views, each placed after the previous one and centred on it vertically.
    static func chain(_ n: Int) -> WorkloadSystem {
        let s = WorkloadSystem()
        let c = s.container()
        for i in 0..<n {
            let v = s.view(i)
            s.add(Expression(v.w), .equal, Expression(Double(10 + i % 5)), "v\(i).width")
            s.add(Expression(v.h), .equal, Expression(Double(20 + i % 3)), "v\(i).height")
            if i == 0 {
                s.add(Expression(v.x), .equal, c.x + 8, "v0.leading")
                s.add(Expression(v.y), .equal, c.y + 8, "v0.top")
            } else {
                let p = s.view(i - 1)
                s.add(Expression(v.x), .equal, p.x + p.w + 2, "v\(i).spacing")
                s.add(v.y + 0.5 * v.h, .equal, p.y + 0.5 * p.h, "v\(i).centerY")
            }
        }
        return s
    }

    /// (c) Grid of 10 columns: equal widths (all to v0.w), aspect ratio h = 0.5 w.
    static func grid(_ n: Int) -> WorkloadSystem {
        precondition(n % gridColumns == 0, "grid needs N to be a multiple of \(gridColumns)")
        let s = WorkloadSystem()
        let c = s.container()
        let w0 = s.variable("v0.w")
        for i in 0..<n {
            let (r, col) = (i / gridColumns, i % gridColumns)
            let v = s.view(i)
            if col == 0 {
                s.add(Expression(v.x), .equal, c.x + 8, "v\(i).leading")
            } else {
                let p = s.view(i - 1)
                s.add(Expression(v.x), .equal, p.x + p.w + 8, "v\(i).spacing")
            }
            if i > 0 { s.add(Expression(v.w), .equal, Expression(w0), "v\(i).equalWidth") }
            s.add(Expression(v.h), .equal, 0.5 * v.w, "v\(i).aspect")
            if col == 0 {
                if r == 0 {
                    s.add(Expression(v.y), .equal, c.y + 8, "v\(i).top")
                } else {
                    let above = s.view(i - gridColumns)
                    s.add(Expression(v.y), .equal, above.y + above.h + 8, "v\(i).below")
                }
            } else {
                s.add(Expression(v.y), .equal, Expression(s.view(i - 1).y), "v\(i).alignTop")
            }
            if col == gridColumns - 1 {
                if r == 0 {
                    s.add(v.x + v.w, .equal, c.x + c.w - 8, "row\(r).trailing")
                } else {
                    s.add(v.x + v.w, .lessThanOrEqual, c.x + c.w - 8, "row\(r).trailing<=")
                }
            }
        }
        return s
    }

    /// (e) Labels with intrinsic size: hugging 250, compression resistance 750, plus competing
    /// optional constraints at 500 (stretch) and 700 (narrow).
    static func intrinsic(_ n: Int) -> WorkloadSystem {
        let s = WorkloadSystem()
        let c = s.container()
        for i in 0..<n {
            let v = s.view(i)
            let (iw, ih) = (Double(40 + (i % 30) * 3), 17.0)
            s.add(Expression(v.x), .equal, c.x + 8, "v\(i).leading")
            s.add(Expression(v.y), .equal, c.y + Double((i % 50) * 20), "v\(i).top")
            s.add(v.x + v.w, .lessThanOrEqual, c.x + c.w - 8, "v\(i).trailing<=")
            s.add(Expression(v.w), .lessThanOrEqual, Expression(iw), "v\(i).hugH@250", priority: Priority(250))
            s.add(Expression(v.w), .greaterThanOrEqual, Expression(iw), "v\(i).crH@750", priority: Priority(750))
            s.add(Expression(v.h), .lessThanOrEqual, Expression(ih), "v\(i).hugV@250", priority: Priority(250))
            s.add(Expression(v.h), .greaterThanOrEqual, Expression(ih), "v\(i).crV@750", priority: Priority(750))
            if i % 3 == 0 {
                s.add(v.x + v.w, .equal, c.x + c.w - 8, "v\(i).stretch@500", priority: Priority(500))
            }
            if i % 5 == 0 {
                s.add(Expression(v.w), .equal, 20, "v\(i).narrow@700", priority: Priority(700))
            }
        }
        return s
    }

    static let builders: [String: @Sendable (Int) -> WorkloadSystem] = [
        "a": independent, "b": chain, "c": grid, "e": intrinsic,
    ]

    /// d: slider_k = ((k·7919) mod 10007) / 32 (exact in binary; period 10007).
    static func sliderValue(_ k: Int) -> Double { Double((k * 7919) % 10007) / 32 }

    /// d-global: C.w_k = 1200 + ((k·7919) mod 10007) / 32.
    static func widthValue(_ k: Int) -> Double { WorkloadSystem.containerWidth + sliderValue(k) }
}
