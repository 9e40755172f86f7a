import NibModel
import NibSolver

/// Everything a `LayoutSession` refuses. A refused call leaves the session exactly as it was.
///
/// Conflicts between required constraints are NOT errors: like UIKit, the session breaks one
/// constraint and reports a `ConstraintConflict` value (see `LayoutSession.conflicts`).
public enum LiveLayoutError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The id names no root view of the document (or the scene has no view controller root view).
    case noRootView(String)
    /// A constraint names a view or layout guide that is not part of this session's tree.
    case unknownItem(String)
    /// A priority change between required and optional: UIKit raises an exception for this,
    /// the session refuses it. Deactivate the constraint and make a new one instead.
    case requiredPriorityChange(constraintID: String, from: Double, to: Double)
    /// A priority outside 1...1000.
    case invalidPriority(Double)
    /// `inset` on an attribute that has no inside (centerX, centerY): use `offset`.
    case insetNotApplicable(constraintID: String, attribute: LayoutAttribute)
    /// A NaN or infinite constant, offset or inset.
    case nonFiniteValue(constraintID: String)
    /// The variant installs or removes views (a `subviews` mask differs) that the session
    /// cannot put in or take out in place (see `LayoutSession.setVariant`); make a new session
    /// for that variant.
    case variantChangesViews(Variant)
    /// The session works on an instantiated tree (`LayoutSystem(tree:)`), which is in one
    /// configuration: instantiate the tree again in the other variant and make a new session.
    case fixedConfiguration(Variant)
    /// The container size cannot change: the builder did not give the root's size constraints.
    case containerSizeUnavailable(rootViewID: String)

    public var description: String {
        switch self {
        case .noRootView(let id): "no root view \(id)"
        case .unknownItem(let id): "\(id) is not a view or layout guide of this session"
        case .requiredPriorityChange(let id, let from, let to):
            "constraint \(id): priority cannot change between required and optional (\(formatNumber(from)) to \(formatNumber(to)))"
        case .invalidPriority(let value): "priority \(formatNumber(value)) is outside 1...1000"
        case .insetNotApplicable(let id, let attribute): "constraint \(id): \(attribute.rawValue) has no inset; use offset"
        case .nonFiniteValue(let id): "constraint \(id): value is not finite"
        case .variantChangesViews(let variant): "variant \(variant) installs or removes views; make a new session"
        case .fixedConfiguration(let variant): "an instantiated tree is in one configuration; instantiate it in \(variant) for a new session"
        case .containerSizeUnavailable(let id): "the size of root view \(id) is not a constraint of the layout"
        }
    }
}

/// The readable version of UIKit's "Unable to simultaneously satisfy constraints": a minimal
/// set of required constraints that cannot hold together, and the one the session broke.
///
/// The broken constraint stays in the layout at `Priority.brokenRequired` (1100, stronger than
/// every optional priority), so it stays as close to satisfied as the others allow, as Apple's
/// engine keeps it; it is restored to required only by deactivating and activating it again.
public struct ConstraintConflict: Sendable, Hashable, CustomStringConvertible {
    /// One constraint of the conflicting set.
    public struct Member: Sendable, Hashable {
        /// The live constraint's id (the IB id, or `code-N` for a code-made one); nil for a
        /// constraint NibLayout synthesises (the root's size, autoresizing, a layout guide).
        public let constraintID: String?
        /// The constraint in words (`document.describe` for document constraints).
        public let text: String
        /// Where the constraint is written (for a session on an instantiated tree, the
        /// component's file and line); nil for synthesised and code-made ones.
        public var location: SourceLocation? = nil
    }

    /// The minimal conflicting set, sorted as the solver reports it.
    public let members: [Member]
    /// The id of the constraint the session broke (kept at `Priority.brokenRequired`).
    public let brokenConstraintID: String
    /// The root view of the session.
    public let rootViewName: String

    /// Multi-line message in the style of UIKit's log, constraints in words.
    public var description: String {
        var lines = ["Unable to simultaneously satisfy constraints in \(rootViewName):"]
        lines += members.map { member in "    \(member.text)" + (member.location.map { " at \($0)" } ?? "") }
        let broken = members.first { $0.constraintID == brokenConstraintID }?.text ?? brokenConstraintID
        lines.append("Recovered by breaking \(broken), kept at priority 1100.")
        return lines.joined(separator: "\n")
    }
}
