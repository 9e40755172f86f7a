import Foundation
import Testing
import ParallelMap

struct ParallelMapTests {
    @Test func resultsComeBackInIndexOrder() {
        #expect(concurrentMap(1_000) { $0 * $0 } == (0..<1_000).map { $0 * $0 })
        #expect(concurrentMap(0) { $0 }.isEmpty)
    }

    /// Below `serialBelow`, one after another in index order (on the calling thread), each
    /// element's progress reported before the next begins.
    @Test func fewElementsAreComputedOneAfterAnother() {
        let events = Events()
        let results = concurrentMap(5, serialBelow: 6, progress: { events.add("done \($0)") }) { index in
            events.add("start \(index)")
            return index * 2
        }
        #expect(results == [0, 2, 4, 6, 8])
        #expect(events.all == (0..<5).flatMap { ["start \($0)", "done \($0 + 1)"] })
    }

    final class Events: @unchecked Sendable {
        private let lock = NSLock()
        private var events: [String] = []
        func add(_ event: String) { lock.withLock { events.append(event) } }
        var all: [String] { lock.withLock { events } }
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
