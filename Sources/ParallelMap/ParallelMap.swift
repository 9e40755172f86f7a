import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `transform(0) … transform(count - 1)` computed on all cores, returned in index order.
///
/// Every layer that fans work out over files (scanning sources, reading documents, checking
/// them) uses this one function, so there is one place that knows how.
/// - Parameters:
///   - serialBelow: with fewer elements than this, they are computed on the calling thread.
///     Waking the worker threads costs processor time of its own (a warm lint over 18 documents
///     spent 1.1 to 1.5 ms more of it with its cheap steps fanned out than without: thread
///     starts, and workers contending for the same folders' path lookups), so elements that cost
///     microseconds each (a small file read and hashed) are not worth it in small numbers. One
///     element is never worth it.
///   - progress: called after each element with the number done so far (from any thread).
public func concurrentMap<T>(_ count: Int, serialBelow: Int = 2, progress: (@Sendable (Int) -> Void)? = nil,
                             _ transform: @Sendable (Int) -> T) -> [T] {
    guard count >= serialBelow else {
        return (0..<count).map { index in
            defer { progress?(index + 1) }
            return transform(index)
        }
    }
    let results = OrderedResults<T>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        let done = results.store(transform(index), at: index)
        progress?(done)
    }
    return results.values
}

/// Empties `values`, releasing its elements on all cores. For an array of large value graphs
/// (document models) at the end of a parallel job: released one after another, they are
/// serial work that holds the result up. Elements still referenced elsewhere are merely
/// released (the array is copied first if it is not uniquely referenced).
public func releaseConcurrently<T>(_ values: inout [T?]) {
    values.withUnsafeMutableBufferPointer { buffer in
        let slots = Slots(base: buffer.baseAddress, count: buffer.count)
        // Each iteration empties its own slot: no two threads touch the same memory.
        DispatchQueue.concurrentPerform(iterations: slots.count) { index in slots.base![index] = nil }
    }
    values = []
}

private struct Slots<T>: @unchecked Sendable {
    let base: UnsafeMutablePointer<T?>?
    let count: Int
}

/// One slot per index. Invariant: each slot is written exactly once, by the iteration of its
/// index, and read only after `concurrentPerform` returned; the lock guards the count (and
/// makes the writes visible to the reading thread).
private final class OrderedResults<T>: @unchecked Sendable {
    private let lock = PthreadLock()
    private var slots: [T?]
    private var done = 0

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: T, at index: Int) -> Int {
        lock.withLock {
            slots[index] = value
            done += 1
            return done
        }
    }

    var values: [T] {
        lock.withLock { slots.map { $0! } }
    }
}

/// A pthread mutex. Not Foundation's `NSLock`: a tool that links no Foundation starts
/// milliseconds sooner (no ICU to load and relocate); not Synchronization's `Mutex`, which
/// needs macOS 15.
private final class PthreadLock: @unchecked Sendable {
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)

    init() {
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func withLock<R>(_ body: () throws -> R) rethrows -> R {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}
