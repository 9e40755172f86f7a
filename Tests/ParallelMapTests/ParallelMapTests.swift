import Foundation
import Testing
import ParallelMap

struct ParallelMapTests {
    @Test func resultsComeBackInIndexOrder() {
        #expect(concurrentMap(1_000) { $0 * $0 } == (0..<1_000).map { $0 * $0 })
        #expect(concurrentMap(0) { $0 }.isEmpty)
    }

    /// Counts deinitialisations, from any thread.
    final class Tracked: Sendable {
        let counter: Counter
        init(_ counter: Counter) { self.counter = counter }
        deinit { counter.add() }
    }

    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func add() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    @Test func releaseConcurrentlyFreesEachElementOnceAndEmptiesTheArray() {
        let counter = Counter()
        var values: [Tracked?] = (0..<500).map { _ in Tracked(counter) }
        releaseConcurrently(&values)
        #expect(values.isEmpty)
        #expect(counter.count == 500)
    }

    @Test func releaseConcurrentlyLeavesElementsReferencedElsewhereAlive() {
        let counter = Counter()
        var values: [Tracked?] = (0..<100).map { _ in Tracked(counter) }
        let kept = values
        releaseConcurrently(&values)
        #expect(values.isEmpty)
        #expect(counter.count == 0)
        #expect(kept.count == 100)
    }
}
