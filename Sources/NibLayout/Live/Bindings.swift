import NibModel
import NibSolver

// Reactive bindings: any AsyncSequence drives a constraint's constant, offset, inset,
// activation or priority, or re-makes a view's constraint set per state (the seed's
// `rx.makeConstraints` binder). A binding is a Task on the main actor: cancel the task to end
// the binding; the task also ends when the sequence ends, and fails with the sequence's error
// or with a `LiveLayoutError` the sink refuses (a required/optional priority change, a NaN).

/// Where a binding writes: one settable aspect of a `LiveConstraint`.
public struct ConstraintSink<Value: Sendable>: Sendable {
    let apply: @MainActor @Sendable (LiveConstraint, Value) throws(LiveLayoutError) -> Void

    /// A sink from a closure (for aspects this file does not name).
    public init(_ apply: @escaping @MainActor @Sendable (LiveConstraint, Value) throws(LiveLayoutError) -> Void) {
        self.apply = apply
    }
}

extension ConstraintSink where Value == Double {
    /// `constraint.constant = value`.
    public static var constant: ConstraintSink {
        ConstraintSink { constraint, value throws(LiveLayoutError) in
            guard value.isFinite else { throw .nonFiniteValue(constraintID: constraint.id) }
            constraint.constant = value
        }
    }

    /// SnapKit's `update(offset:)`: the constant with the constrained view first.
    public static var offset: ConstraintSink {
        ConstraintSink { constraint, value throws(LiveLayoutError) in
            guard value.isFinite else { throw .nonFiniteValue(constraintID: constraint.id) }
            constraint.offset = value
        }
    }

    /// SnapKit's `update(inset:)`: negated on trailing/right/bottom edges.
    public static var inset: ConstraintSink {
        ConstraintSink { constraint, value throws(LiveLayoutError) in try constraint.setInset(value) }
    }
}

extension ConstraintSink where Value == Bool {
    /// `constraint.isActive = value`.
    public static var isActive: ConstraintSink {
        ConstraintSink { constraint, value in constraint.isActive = value }
    }
}

extension ConstraintSink where Value == Priority {
    /// `constraint.setPriority(value)`: optional to optional only.
    public static var priority: ConstraintSink {
        ConstraintSink { constraint, value throws(LiveLayoutError) in try constraint.setPriority(value) }
    }
}

extension LiveConstraint {
    /// Writes every value of `values` to `sink` (`centerX.bind(sliderValues, to: .offset)`).
    /// Each value is one layout pass.
    @discardableResult
    public func bind<Values: AsyncSequence & Sendable>(
        _ values: Values, to sink: ConstraintSink<Values.Element>
    ) -> Task<Void, any Error> where Values.Element: Sendable {
        Task { @MainActor [weak self] in
            for try await value in values {
                guard let self, !Task.isCancelled else { return }
                try sink.apply(self, value)
            }
        }
    }
}

extension LayoutSession {
    /// Re-makes a constraint set for every state of `states`: the set made for the previous
    /// state is deactivated, then the set `make` returns for the new state is activated, in one
    /// layout pass. When the binding ends the last set stays active.
    ///
    ///     session.bindConstraints(to: alignsLeftStream) { alignsLeft in
    ///         if alignsLeft { box.left == root.left + 10 } else { box.right == root.right - 10 }
    ///     }
    @discardableResult
    public func bindConstraints<States: AsyncSequence & Sendable>(
        to states: States, @ConstraintBuilder _ make: @escaping @MainActor (States.Element) -> [ConstraintSpec]
    ) -> Task<Void, any Error> where States.Element: Sendable {
        Task { @MainActor [weak self] in
            var current: [LiveConstraint] = []
            for try await state in states {
                guard let self, !Task.isCancelled else { return }
                let next = try self.prepareConstraints { make(state) }
                self.batch {
                    self.deactivate(current)
                    self.activate(next)
                }
                current = next
            }
        }
    }
}
