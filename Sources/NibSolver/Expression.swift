// The plain values a client builds constraints from: variables, linear expressions, relations,
// priorities and constraint handles. None of them refers to a solver's internals; a `Variable`
// or `ConstraintID` is only meaningful for the `Solver` that created it.

/// A real-valued unknown of one `Solver` (created by `Solver.makeVariable(_:)`).
public struct Variable: Hashable, Sendable {
    /// The solver's symbol id of this variable (dense, starting at 0).
    public let id: Int32

    init(id: Int32) { self.id = id }
}

/// One `coefficient * variable` term of an `Expression`.
public struct Term: Hashable, Sendable {
    /// The variable the term multiplies.
    public var variable: Variable
    /// The factor on the variable (1 by default).
    public var coefficient: Double

    /// The term `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression `Σ coefficient·variable + constant`.
///
/// Terms are kept in the order they were written and may repeat a variable; the solver
/// combines repeated variables when a constraint is added. Build expressions with the
/// operators `+ - * /` on `Variable`, `Double` and `Expression`, e.g. `x + 0.5 * w - 8`.
public struct Expression: Hashable, Sendable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The variable terms, as built (repeats are combined when a constraint is added).
    public var terms: [Term]
    /// The constant term.
    public var constant: Double

    /// An expression from its terms and constant (default: the constant 0).
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 * variable`.
    public init(_ variable: Variable) { self.init(terms: [Term(variable)]) }
    /// The constant expression.
    public init(_ constant: Double) { self.init(constant: constant) }
    public init(floatLiteral value: Double) { self.init(constant: value) }
    public init(integerLiteral value: Int) { self.init(constant: Double(value)) }
}

// MARK: Operators
// Mixed Expression overloads are disfavoured so that `x + 8` picks (Variable, Double) rather
// than converting the literal to an Expression (both would be valid).

/// The negation of an expression.
public prefix func - (e: Expression) -> Expression { e * -1 }
/// The negation of a variable.
public prefix func - (v: Variable) -> Expression { Expression(terms: [Term(v, -1)]) }

/// The product of an expression and a number.
public func * (e: Expression, k: Double) -> Expression {
    Expression(terms: e.terms.map { Term($0.variable, $0.coefficient * k) }, constant: e.constant * k)
}
/// The product of a number and an expression.
public func * (k: Double, e: Expression) -> Expression { e * k }
/// The product of a variable and a number.
public func * (v: Variable, k: Double) -> Expression { Expression(terms: [Term(v, k)]) }
/// The product of a number and a variable.
public func * (k: Double, v: Variable) -> Expression { Expression(terms: [Term(v, k)]) }
/// The quotient of an expression and a number.
public func / (e: Expression, k: Double) -> Expression { e * (1 / k) }
/// The quotient of a variable and a number.
public func / (v: Variable, k: Double) -> Expression { Expression(v) * (1 / k) }

/// The sum of two expressions.
@_disfavoredOverload
public func + (a: Expression, b: Expression) -> Expression {
    Expression(terms: a.terms + b.terms, constant: a.constant + b.constant)
}
/// `a + (-b)` with one array instead of two (the same terms, coefficients and constant).
@_disfavoredOverload
public func - (a: Expression, b: Expression) -> Expression {
    var terms = a.terms
    terms.reserveCapacity(a.terms.count + b.terms.count)
    for term in b.terms { terms.append(Term(term.variable, term.coefficient * -1)) }
    return Expression(terms: terms, constant: a.constant + b.constant * -1)
}
/// The sum of an expression and a variable.
@_disfavoredOverload
public func + (a: Expression, b: Variable) -> Expression { a + Expression(b) }
/// The difference of an expression and a variable.
@_disfavoredOverload
public func - (a: Expression, b: Variable) -> Expression { a - Expression(b) }
/// The sum of a variable and an expression.
@_disfavoredOverload
public func + (a: Variable, b: Expression) -> Expression { Expression(a) + b }
/// The difference of a variable and an expression.
@_disfavoredOverload
public func - (a: Variable, b: Expression) -> Expression { Expression(a) - b }
/// The sum of two variables, built as one two-term array.
public func + (a: Variable, b: Variable) -> Expression { Expression(terms: [Term(a), Term(b)]) }
/// The difference of two variables.
public func - (a: Variable, b: Variable) -> Expression { Expression(terms: [Term(a), Term(b, -1)]) }
/// The sum of an expression and a number.
public func + (a: Expression, k: Double) -> Expression { Expression(terms: a.terms, constant: a.constant + k) }
/// The difference of an expression and a number.
public func - (a: Expression, k: Double) -> Expression { a + (-k) }
/// The sum of a number and an expression.
public func + (k: Double, a: Expression) -> Expression { a + k }
/// The difference of a number and an expression.
public func - (k: Double, a: Expression) -> Expression { -a + k }
/// The sum of a variable and a number.
public func + (v: Variable, k: Double) -> Expression { Expression(v) + k }
/// The difference of a variable and a number.
public func - (v: Variable, k: Double) -> Expression { Expression(v) - k }
/// The sum of a number and a variable.
public func + (k: Double, v: Variable) -> Expression { Expression(v) + k }
/// The difference of a number and a variable.
public func - (k: Double, v: Variable) -> Expression { -v + k }

/// How the two sides of a constraint relate.
public enum Relation: Sendable, Hashable {
    case equal, lessThanOrEqual, greaterThanOrEqual
}

/// A constraint priority with Auto Layout's meaning: 1000 is required; lower values are
/// optional and **lexicographic** — any one higher priority outweighs any number of lower ones.
///
/// Valid values are 1...1000 and the broken-required band 1100..<1101 (`brokenRequired` and
/// values just above it, so that a layer can order broken required constraints among
/// themselves as it orders optional ones). Ordering (`<`) is by strength: `required` is the
/// strongest, then the broken-required band, then 999, 998, …
public struct Priority: Comparable, Hashable, Sendable {
    /// The strength as Auto Layout writes it: 1...1000, or 1100 (`brokenRequired`) to just under 1101.
    public var value: Double

    /// A priority of this value (1...1000 or 1100..<1101; `isValid` says whether it is one).
    public init(_ value: Double) { self.value = value }

    /// 1000: must hold exactly; a required constraint that cannot hold is refused.
    public static let required = Priority(1000)
    /// 1100: where a layout layer re-adds a required constraint it had to break (Apple's engine
    /// keeps such a constraint error-minimised at 1100). It is optional — stronger than every
    /// other optional priority, weaker than `required`.
    public static let brokenRequired = Priority(1100)
    /// UIKit's `defaultHigh` (750), the default compression resistance.
    public static let defaultHigh = Priority(750)
    /// UIKit's `defaultLow` (250), the default content hugging.
    public static let defaultLow = Priority(250)

    /// Whether this is `required` (1000): the constraint must hold exactly.
    public var isRequired: Bool { value == 1000 }

    /// True for finite values in 1...1000 and in the broken-required band 1100..<1101.
    public var isValid: Bool { (value >= 1 && value <= 1000) || (value >= 1100 && value < 1101) }

    /// The order used for comparisons: required counts as infinitely strong.
    var strength: Double { isRequired ? .infinity : value }

    public static func < (a: Priority, b: Priority) -> Bool { a.strength < b.strength }
}

/// The handle of one constraint added to a `Solver`. Ids of removed constraints may be reused.
public struct ConstraintID: Hashable, Sendable, Comparable {
    public let rawValue: Int32

    public init(rawValue: Int32) { self.rawValue = rawValue }

    public static func < (a: ConstraintID, b: ConstraintID) -> Bool { a.rawValue < b.rawValue }
}

/// A set of required constraints that cannot hold together.
public struct Conflict: Sendable, Hashable {
    /// A minimal conflicting set, sorted by id: removing any one member makes the rest
    /// satisfiable. It includes the constraint whose addition (or constant change) was refused.
    public let constraints: [ConstraintID]
}

/// One direction in which a solution can move without getting worse (`Solver.freedoms(of:)`):
/// an under-constrained degree of freedom, or a tie between optional constraints of equal
/// priority. Two freedoms are equal when they are the same direction of the same solution.
public struct Freedom: Hashable, Sendable {
    /// The tableau's parametric symbol that moves along the direction.
    let symbol: Int32
}

/// Everything `Solver` can refuse. Every refused call leaves the solver unchanged and usable.
public enum SolverError: Error, Equatable, Sendable {
    /// A required constraint (or a new constant of one) contradicts the other required
    /// constraints; the payload is a minimal conflicting set.
    case unsatisfiable(Conflict)
    /// The handle does not name a constraint of this solver (never added, or removed).
    case unknownConstraint(ConstraintID)
    /// The variable was not made by this solver.
    case unknownVariable(Variable)
    /// `addEditVariable` on a variable that already is an edit variable.
    case duplicateEditVariable(Variable)
    /// `removeEditVariable` / `suggestValue` on a variable that is not an edit variable.
    case unknownEditVariable(Variable)
    /// A priority outside 1...1000 and not `brokenRequired`, or a required priority where only
    /// optional ones are allowed (edit variables).
    case invalidPriority(Priority)
    /// `setPriority` between required and optional (UIKit raises an exception for this too).
    case requiredPriorityChange(ConstraintID)
    /// A NaN or infinite coefficient, constant or suggested value.
    case nonFiniteValue
}
