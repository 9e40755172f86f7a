/// A min-heap of symbol ids without duplicates.
///
/// The simplex loops pop the *smallest* id first; together with smallest-id tie-breaking in the
/// ratio tests this is Bland's rule, which guarantees termination on degenerate pivots.
/// Invariant: `isMember[s]` is true exactly when `s` is in `heap`.
struct SymbolHeap {
    private var heap: [Int32] = []
    private var isMember: [Bool] = []

    var isEmpty: Bool { heap.isEmpty }

    mutating func insert(_ symbol: Int32) {
        let s = Int(symbol)
        if s >= isMember.count {
            // At least doubling: symbols arrive one by one, each the largest yet.
            isMember.append(contentsOf: repeatElement(false, count: max(s + 1, 2 * isMember.count) - isMember.count))
        }
        if isMember[s] { return }
        isMember[s] = true
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if heap[parent] <= symbol { break }
            heap[child] = heap[parent]
            child = parent
        }
        heap[child] = symbol
    }

    mutating func popMin() -> Int32? {
        guard let top = heap.first else { return nil }
        isMember[Int(top)] = false
        let last = heap.removeLast()
        if heap.isEmpty { return top }
        var parent = 0
        let count = heap.count
        while true {
            var child = 2 * parent + 1
            if child >= count { break }
            if child + 1 < count && heap[child + 1] < heap[child] { child += 1 }
            if heap[child] >= last { break }
            heap[parent] = heap[child]
            parent = child
        }
        heap[parent] = last
        return top
    }
}
