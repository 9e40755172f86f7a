// The one implementation behind `Solver`: a Cassowary tableau (Badros, Borning, Stuckey 2001)
// laid out for speed as in Docs/solver.md section 8.
//
// Symbols are dense Int32 ids; every per-symbol fact lives in one record indexed by id
// (`symbols`). A row says `basic = constant + Σ coefficient·symbol`; its cells are sorted by
// symbol. A column index lists, for every symbol, the rows in which it occurs as a parametric
// (non-basic) symbol, so substitution, ratio tests, constant changes and ambiguity checks touch
// only the rows that contain the symbol instead of every row (kiwi's quadratic term).
//
// Tableau invariants (hold between public operations):
//  T1  `rows[r].basic == b`  <=>  `symbols[b].basicRow == r`; a basic symbol occurs in no
//      row's cells.
//  T2  `rows[r].cells` is strictly increasing by symbol, every |coefficient| >= epsilon.
//  T3  `symbols[s].column` holds every row whose cells contain s; `symbols[s].columnLiveCount`
//      is the number of such rows. Removal is lazy (O(1), see `removeFromColumn`), so a column
//      may also hold stale entries and duplicates: readers look the coefficient up and skip
//      zeros, and `rowsContaining` compacts a column before a pass that must visit each row once.
//  T4  Primal feasibility: a slack, error or artificial basic has constant >= -epsilon, a dummy
//      basic has |constant| <= epsilon (only `infeasible` rows may violate this, transiently).
//  T5  The objective is expressed in parametric symbols: `costs[b]` is empty for basic b.
//  T6  Every parametric symbol whose reduced cost may improve the objective is in `candidates`.
// A parametric symbol's value is 0; a basic symbol's value is its row's constant.

/// What a symbol stands for; decides its sign restriction.
enum SymbolKind: UInt8 {
    /// A client variable: unrestricted in sign.
    case external
    /// Marker of an inequality: >= 0.
    case slack
    /// Error of an optional constraint (or of an edit): >= 0, weighted in the objective.
    case error
    /// Marker of a required equality: pinned at 0, never enters the basis by optimisation.
    case dummy
    /// Phase-one variable of a required constraint being added: >= 0, lives only during `add`.
    case artificial
}

/// One tableau row: `basic = constant + Σ cells[i].coefficient·cells[i].symbol`.
struct Row {
    var basic: Int32
    var constant: Double
    /// One array of pairs rather than parallel arrays of symbols and coefficients: a row is
    /// one allocation, and a merge appends once per cell.
    var cells: [Cell]
}

/// One level's term of a symbol's reduced cost (`Tableau.costs`).
struct LevelCost {
    /// The optional priority value the level is for; a greater value is a stronger level.
    var priority: Double
    /// Non-zero.
    var value: Double
}

/// One symbol's reduced costs (`Tableau.costs`), strongest level first. The first level is
/// stored inline, the rest in an array: most symbols with a cost have it at one level (an
/// error's, at its constraint's priority), and an array of their own cost each of them an
/// allocation and a free (the allocations alone 0.8% of a corpus lint's instructions).
struct LevelCosts: RandomAccessCollection, MutableCollection {
    private var head = LevelCost(priority: 0, value: 0)
    private var tail: [LevelCost] = []
    /// The number of levels.
    private(set) var count = 0

    var startIndex: Int { 0 }
    var endIndex: Int { count }

    /// The position of `priority`'s level, or where it would go: the first level that is not
    /// stronger (levels are ordered strongest, greatest priority value, first). The inline
    /// level is asked first, the others by binary search.
    func position(of priority: Double) -> Int {
        guard count > 0, head.priority > priority else { return 0 }
        var lo = 0, hi = tail.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if tail[mid].priority > priority { lo = mid + 1 } else { hi = mid }
        }
        return lo + 1
    }

    subscript(position: Int) -> LevelCost {
        get { position == 0 ? head : tail[position - 1] }
        set {
            if position == 0 { head = newValue } else { tail[position - 1] = newValue }
        }
    }

    mutating func insert(_ level: LevelCost, at position: Int) {
        if position == 0 {
            if count > 0 { tail.insert(head, at: 0) }
            head = level
        } else {
            tail.insert(level, at: position - 1)
        }
        count += 1
    }

    mutating func remove(at position: Int) {
        if position == 0 {
            if count > 1 { head = tail.removeFirst() }
        } else {
            tail.remove(at: position - 1)
        }
        count -= 1
    }

    /// Empties the list, keeping the room of its array.
    mutating func removeAll() {
        tail.removeAll(keepingCapacity: true)
        count = 0
    }
}

/// One `coefficient·symbol` term of a row.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A constraint as the client gave it, plus the symbols it owns in the tableau.
struct ConstraintRecord {
    var isLive: Bool
    var relation: Relation
    var priority: Priority
    /// rhs.constant - lhs.constant: the row is `Σ terms - constant (+ markers) = 0`.
    var constant: Double
    /// Slack (inequality), dummy (required equality) or positive error (optional equality).
    var marker: Int32
    /// The negative error of an optional equality, the error of an optional inequality, or -1.
    var other: Int32
    /// The marker's coefficient in the constraint's original row (±1): changing the constant
    /// by Δ replaces the marker m by m - Δ/markerCoefficient.
    var markerCoefficient: Double
    /// Where the client's terms live in `definitionVariables` / `definitionCoefficients`.
    var termStart: Int
    var termCount: Int
    /// The edit variable this constraint implements, or -1.
    var editVariable: Int32
}

let epsilon = 1e-8

/// The rows of one symbol's column (T3), in the order they were added, stale entries and
/// duplicates included. The first four are stored inline: most symbols (constraint markers,
/// a view's edges) occur in a few rows, and an array per symbol would cost an allocation and
/// a free each.
struct Column: Sequence {
    private var inline: (Int32, Int32, Int32, Int32) = (0, 0, 0, 0)
    private var overflow: [Int32] = []
    /// The number of entries.
    private(set) var count = 0

    mutating func append(_ row: Int32) {
        switch count {
        case 0: inline.0 = row
        case 1: inline.1 = row
        case 2: inline.2 = row
        case 3: inline.3 = row
        default:
            // Room for 28 more at once (a 144-byte block): a column that overflows is usually
            // a long one (a shared error or anchor), and each regrowth copies it.
            if overflow.isEmpty { overflow.reserveCapacity(28) }
            overflow.append(row)
        }
        count += 1
    }

    subscript(position: Int) -> Int32 {
        switch position {
        case 0: inline.0
        case 1: inline.1
        case 2: inline.2
        case 3: inline.3
        default: overflow[position - 4]
        }
    }

    /// Keeps the entries `isKept` accepts, in their order, in place: compacting a column
    /// (`Tableau.compactColumn`) reuses its storage instead of growing a new one entry by entry.
    mutating func keepOnly(where isKept: (Int32) -> Bool) {
        // Kept entries move forward only (the k-th kept one was at position k or later), so
        // they are written over the entries already read: the first four into a copy of the
        // inline ones, the rest into the overflow, which is read through a buffer pointer.
        var head = inline
        var kept = 0
        func keep(_ row: Int32, overflow buffer: UnsafeMutableBufferPointer<Int32>?) {
            switch kept {
            case 0: head.0 = row
            case 1: head.1 = row
            case 2: head.2 = row
            case 3: head.3 = row
            default: buffer![kept - 4] = row
            }
            kept += 1
        }
        for position in 0..<Swift.min(count, 4) where isKept(self[position]) { keep(self[position], overflow: nil) }
        overflow.withUnsafeMutableBufferPointer { buffer in
            for position in buffer.indices where isKept(buffer[position]) { keep(buffer[position], overflow: buffer) }
        }
        inline = head
        overflow.removeLast(overflow.count - Swift.max(0, kept - 4))
        count = kept
    }

    struct Iterator: IteratorProtocol {
        fileprivate let column: Column
        fileprivate var position = 0

        mutating func next() -> Int32? {
            guard position < column.count else { return nil }
            defer { position += 1 }
            return column[position]
        }
    }

    func makeIterator() -> Iterator { Iterator(column: self) }
    var underestimatedCount: Int { count }
}

/// Everything the tableau keeps per symbol (`Tableau.symbols`, indexed by symbol id). One
/// record rather than one array per fact: making a symbol is one append, not eleven.
struct SymbolRecord {
    var kind: SymbolKind
    /// The row in which the symbol is basic, or -1.
    var basicRow: Int32 = -1
    /// The column index (T3) and its number of live entries.
    var column = Column()
    var columnLiveCount: Int32 = 0
    /// The constraint owning a marker or error symbol, else -1.
    var owner: Int32 = -1
    /// For an external symbol that is an edit variable: its edit constraint, else -1.
    var editConstraint: Int32 = -1
    /// Read-out: queued in `dirtyList`, and the value the last `takeChangedVariables` reported.
    var isDirty = false
    var lastReadValue: Double = 0
    /// Scratch of `expandIntoMerge` (zero and false between operations).
    var accumulator: Double = 0
    var accumulatorUsed = false

    init(kind: SymbolKind) {
        self.kind = kind
    }

    /// Row r now contains the symbol (`Tableau.appendToColumn`): one access to the record for
    /// both of its column's facts.
    mutating func addToColumn(_ r: Int32) {
        column.append(r)
        columnLiveCount += 1
    }

    /// A row no longer contains the symbol (`Tableau.removeFromColumn`); returns whether the
    /// column is due for compaction (stale entries outnumber live ones).
    mutating func leaveColumn() -> Bool {
        columnLiveCount -= 1
        return column.count > 2 * Int(columnLiveCount) + 16
    }
}

struct Tableau {
    // MARK: Symbols
    var symbols: [SymbolRecord] = []
    /// The names given to `Solver.makeVariable`, for the few variables that have one.
    var names: [Int32: String] = [:]
    /// Internal symbol ids released by removed constraints, reused by `newSymbol`.
    var freeSymbols: [Int32] = []

    // MARK: Rows
    var rows: [Row] = []
    var freeRows: [Int32] = []
    /// Per-row marks for de-duplicating a column (`compactColumn`).
    var rowStamp: [UInt32] = []
    var currentStamp: UInt32 = 0

    // MARK: Objective
    /// `costs[s]`: parametric symbol s's non-zero reduced costs, one per optional priority
    /// level, strongest level first. Sparse, by symbol: a dense vector per level was sized to
    /// every symbol, and the tie-breaking builds of layout analysis give every optional
    /// constraint a level of its own (levels × symbols doubles, most of them zero).
    var costs: [LevelCosts] = []
    var candidates = SymbolHeap()
    /// Basic symbols whose rows may violate T4 (dual simplex work list).
    var infeasible = SymbolHeap()
    /// True when the objective may not be optimal (structural change deferred by a batch).
    var needsOptimize = false
    var batchDepth = 0
    /// False in the scratch tableaux that minimise conflicts (they only need a yes/no).
    var explainsConflicts = true

    // MARK: Constraints
    var constraints: [ConstraintRecord] = []
    var freeConstraints: [Int32] = []
    var definitionVariables: [Int32] = []
    var definitionCoefficients: [Double] = []

    // MARK: Read-out
    var dirtyList: [Int32] = []

    // MARK: Scratch buffers (reused; never hold state between operations)
    var touched: [Int32] = []
    var merge: [Cell] = []
    /// The cells `substitute` writes, at least as many as the longest merge so far.
    var substitution: [Cell] = []

    var symbolCount: Int { symbols.count }

    // MARK: - Symbols

    mutating func newSymbol(_ k: SymbolKind, name: String = "") -> Int32 {
        if k != .external, let s = freeSymbols.popLast() {
            symbols[Int(s)].kind = k
            return s
        }
        let s = Int32(symbols.count)
        if symbols.count == symbols.capacity { growSymbolCapacity() }
        symbols.append(SymbolRecord(kind: k))
        if !name.isEmpty { names[s] = name }
        costs.append(LevelCosts())
        return s
    }

    /// Grows the per-symbol arrays (the records and the costs) together, fourfold; the first
    /// growth makes room for 512 symbols (a view takes about twenty), so that most tableaux
    /// never grow again: each growth moves every record, and with 128 at first and doubling,
    /// the moves were half a percent of a corpus lint's instructions.
    mutating func growSymbolCapacity() {
        let capacity = max(512, 4 * symbols.count)
        symbols.reserveCapacity(capacity)
        costs.reserveCapacity(capacity)
    }

    /// Returns an internal symbol that is neither basic nor in any row to the free list.
    mutating func releaseSymbol(_ s: Int32) {
        let i = Int(s)
        precondition(symbols[i].basicRow < 0 && symbols[i].columnLiveCount == 0, "released symbol still in the tableau")
        symbols[i].column = Column()
        costs[i].removeAll()
        symbols[i].owner = -1
        freeSymbols.append(s)
    }

    func isExternal(_ s: Int32) -> Bool { symbols[Int(s)].kind == .external }

    func value(of s: Int32) -> Double {
        let r = symbols[Int(s)].basicRow
        return r < 0 ? 0 : rows[Int(r)].constant
    }

    /// The external symbols whose value differs from the last call's, each once.
    mutating func takeChangedVariables() -> [Variable] {
        var changed: [Variable] = []
        for s in dirtyList {
            let i = Int(s)
            symbols[i].isDirty = false
            let v = value(of: s)
            if v != symbols[i].lastReadValue {
                symbols[i].lastReadValue = v
                changed.append(Variable(id: s))
            }
        }
        dirtyList.removeAll(keepingCapacity: true)
        return changed
    }

    mutating func markDirty(_ s: Int32) {
        let i = Int(s)
        if symbols[i].kind == .external && !symbols[i].isDirty {
            symbols[i].isDirty = true
            dirtyList.append(s)
        }
    }

    /// Queues row r for the dual simplex if its basic violates its sign restriction (T4).
    mutating func checkFeasibility(ofRow r: Int) {
        let b = rows[r].basic
        let c = rows[r].constant
        switch symbols[Int(b)].kind {
        case .external: markDirty(b)
        case .dummy: if abs(c) > epsilon { infeasible.insert(b) }
        case .slack, .error, .artificial: if c < -epsilon { infeasible.insert(b) }
        }
    }

    // MARK: - Rows and columns

    /// s's coefficient in row r, 0 when s is not in it: a binary search over the row's cells,
    /// read through a buffer pointer (no bounds check per probe; column compactions and ratio
    /// tests make one per column entry).
    func coefficient(ofRow r: Int, _ s: Int32) -> Double {
        rows[r].cells.withUnsafeBufferPointer { cells in
            var lo = 0, hi = cells.count
            while lo < hi {
                let mid = (lo + hi) >> 1
                if cells[mid].symbol < s { lo = mid + 1 } else { hi = mid }
            }
            return lo < cells.count && cells[lo].symbol == s ? cells[lo].coefficient : 0
        }
    }

    mutating func appendToColumn(_ s: Int32, row r: Int32) {
        symbols[Int(s)].addToColumn(r)
    }

    /// Row r no longer contains s. O(1): the entry stays in the column as stale until the
    /// column is compacted (when stale entries outnumber live ones), so a symbol shared by
    /// many rows (an edit error, an equal-width anchor) costs no scan per cancellation.
    mutating func removeFromColumn(_ s: Int32, row r: Int32) {
        if symbols[Int(s)].leaveColumn() { compactColumn(s) }
    }

    /// Drops stale entries and duplicates from column s.
    mutating func compactColumn(_ s: Int32) {
        currentStamp &+= 1
        if currentStamp == 0 {
            for r in rowStamp.indices { rowStamp[r] = 0 }
            currentStamp = 1
        }
        // The column is taken out of its record while it is compacted, so that its storage is
        // uniquely referenced (compacted in place) and the test may read and mark rows.
        let i = Int(s)
        var column = symbols[i].column
        symbols[i].column = Column()
        column.keepOnly { r in
            let ri = Int(r)
            guard rowStamp[ri] != currentStamp && coefficient(ofRow: ri, s) != 0 else { return false }
            rowStamp[ri] = currentStamp
            return true
        }
        symbols[i].column = column
    }

    /// The rows containing s, each once.
    mutating func rowsContaining(_ s: Int32) -> Column {
        if symbols[Int(s)].column.count != Int(symbols[Int(s)].columnLiveCount) { compactColumn(s) }
        return symbols[Int(s)].column
    }

    /// Stores a new row whose cells are `merge` and updates the column index.
    mutating func storeNewRow(basic: Int32, constant: Double) -> Int32 {
        let r: Int32
        if let free = freeRows.popLast() {
            r = free
            rows[Int(r)].basic = basic
            rows[Int(r)].constant = constant
            moveMergeIntoRow(Int(r))
        } else {
            r = Int32(rows.count)
            if rows.count == rows.capacity {
                // Grown together and ahead, as the per-symbol arrays (`growSymbolCapacity`).
                let capacity = max(64, 2 * rows.count)
                rows.reserveCapacity(capacity)
                rowStamp.reserveCapacity(capacity)
            }
            rows.append(Row(basic: basic, constant: constant, cells: merge))
            rowStamp.append(0)
        }
        for cell in rows[Int(r)].cells { appendToColumn(cell.symbol, row: r) }
        symbols[Int(basic)].basicRow = r
        return r
    }

    /// Makes `merge` row r's cells by swapping buffers, not copying: the row's old cells become
    /// the merge buffer. Every user of the buffer empties it first (`removeAll(keepingCapacity:)`),
    /// so its content after this call is never read.
    mutating func moveMergeIntoRow(_ r: Int) {
        swap(&rows[r].cells, &merge)
    }

    /// Removes row r from the tableau; its basic symbol becomes parametric (value 0).
    mutating func deleteRow(_ r: Int32) {
        let ri = Int(r)
        for cell in rows[ri].cells { removeFromColumn(cell.symbol, row: r) }
        let b = rows[ri].basic
        symbols[Int(b)].basicRow = -1
        markDirty(b)
        rows[ri].basic = -1
        rows[ri].constant = 0
        rows[ri].cells.removeAll(keepingCapacity: true)
        freeRows.append(r)
    }

    /// Sets parametric symbol s to 0 for good: removes it from every row and the objective.
    mutating func dropColumn(_ s: Int32) {
        let i = Int(s)
        let rowsWithSymbol = symbols[i].column
        symbols[i].column = Column()
        symbols[i].columnLiveCount = 0
        for r in rowsWithSymbol {
            let ri = Int(r)
            guard let k = rows[ri].cells.firstIndex(where: { $0.symbol == s }) else { continue }  // stale entry
            rows[ri].cells.remove(at: k)
        }
        costs[i].removeAll()
    }

    /// Replaces parametric symbol s in row r by the pivot row (in which s is now basic, given
    /// by its cells and constant, read once per elimination): row r += a·(pivot row) - a·s,
    /// where a is s's coefficient in row r.
    mutating func substitute(_ s: Int32, inRow r: Int32, pivotCells: [Cell], pivotConstant: Double) {
        let ri = Int(r)
        let a = coefficient(ofRow: ri, s)
        if a == 0 { return }  // stale column entry, or a duplicate already substituted
        // The merge is written through a buffer pointer into `substitution`, which is kept at
        // least as long as any merge so far (no capacity or uniqueness check per cell), and the
        // row cells the pivot row does not touch (most of them: a pivot row is short) are
        // copied in a loop of their own; the result is then copied into the row's own storage
        // at once. The buffer is taken out of `self` meanwhile, so that the column updates may
        // mutate `self`. The row is read through a copy (one retain) that ends with the `do`
        // scope, so that its storage is uniquely referenced when it is rewritten; the row keeps
        // its old cells until then, as a column compaction during the merge reads them
        // (`removeFromColumn`).
        var output: [Cell] = []
        swap(&output, &substitution)
        let written: Int
        do {
            let rowCells = rows[ri].cells
            let longest = rowCells.count + pivotCells.count
            if output.count < longest {
                output.append(contentsOf: repeatElement(Cell(symbol: 0, coefficient: 0), count: max(longest, 2 * output.count) - output.count))
            }
            written = output.withUnsafeMutableBufferPointer { out in
                rowCells.withUnsafeBufferPointer { row in
                    pivotCells.withUnsafeBufferPointer { pivot in
                        let n = row.count
                        var i = 0, k = 0
                        // Copies the row's cells before symbol y, but s (in the row, never in
                        // the pivot row, where it is basic).
                        func copyRowCells(below y: Int32) {
                            while i < n && row[i].symbol < y {
                                if row[i].symbol != s {
                                    out[k] = row[i]
                                    k += 1
                                }
                                i += 1
                            }
                        }
                        for cell in pivot {
                            let y = cell.symbol
                            copyRowCells(below: y)
                            if i < n && row[i].symbol == y {
                                let c = row[i].coefficient + a * cell.coefficient
                                if abs(c) >= epsilon {
                                    out[k] = Cell(symbol: y, coefficient: c)
                                    k += 1
                                } else {
                                    removeFromColumn(y, row: r)
                                }
                                i += 1
                            } else {
                                let c = a * cell.coefficient
                                if abs(c) >= epsilon {
                                    out[k] = Cell(symbol: y, coefficient: c)
                                    k += 1
                                    appendToColumn(y, row: r)
                                }
                            }
                        }
                        copyRowCells(below: .max)
                        return k
                    }
                }
            }
        }
        rows[ri].cells.replaceSubrange(rows[ri].cells.indices, with: output[..<written])
        swap(&output, &substitution)
        if a * pivotConstant != 0 {
            rows[ri].constant += a * pivotConstant
            checkFeasibility(ofRow: ri)
        }
    }

    /// Symbol s has just become basic in row p: eliminates it from every other row (through its
    /// column only) and from the objective, keeping T3, T5 and T6.
    mutating func eliminate(_ s: Int32, pivot p: Int32) {
        let rowsWithSymbol = symbols[Int(s)].column
        symbols[Int(s)].column = Column()
        symbols[Int(s)].columnLiveCount = 0
        do {
            // Row p does not change while the other rows are substituted.
            let pivotCells = rows[Int(p)].cells, pivotConstant = rows[Int(p)].constant
            for r in rowsWithSymbol where r != p {
                substitute(s, inRow: r, pivotCells: pivotCells, pivotConstant: pivotConstant)
            }
        }
        let pi = Int(p)
        // s's levels are moved out, and their emptied buffer back in: emptied in place while
        // a copy of them was read, the list got a new buffer each time (a retain, a release
        // and a runtime call per elimination, 1% of their instructions). Row p, in which s is
        // now basic, does not hold s, so no cost of s is added meanwhile.
        var eliminated = LevelCosts()
        swap(&eliminated, &costs[Int(s)])
        for level in eliminated {
            for k in rows[pi].cells.indices {
                let t = rows[pi].cells[k].symbol
                addCost(level.value * rows[pi].cells[k].coefficient, to: t, at: level.priority)
                candidates.insert(t)
            }
        }
        eliminated.removeAll()
        swap(&eliminated, &costs[Int(s)])
    }

    /// Makes parametric symbol `entering` basic in row r; r's basic becomes parametric.
    mutating func pivot(entering e: Int32, row r: Int32) {
        let ri = Int(r)
        let leaving = rows[ri].basic
        let a = coefficient(ofRow: ri, e)
        // leaving = k + a·e + Σ c·t   =>   e = -k/a + (1/a)·leaving - Σ (c/a)·t
        merge.removeAll(keepingCapacity: true)
        var inserted = false
        for k in rows[ri].cells.indices {
            let t = rows[ri].cells[k].symbol
            if !inserted && leaving < t {
                merge.append(Cell(symbol: leaving, coefficient: 1 / a))
                inserted = true
            }
            if t != e {
                merge.append(Cell(symbol: t, coefficient: -rows[ri].cells[k].coefficient / a))
            }
        }
        if !inserted {
            merge.append(Cell(symbol: leaving, coefficient: 1 / a))
        }
        moveMergeIntoRow(ri)
        rows[ri].constant = -rows[ri].constant / a
        rows[ri].basic = e
        symbols[Int(leaving)].basicRow = -1
        symbols[Int(e)].basicRow = r
        appendToColumn(leaving, row: r)
        // Row r leaves e's column; `eliminate` empties that column and skips row r.
        eliminate(e, pivot: r)
        markDirty(e)
        markDirty(leaving)
        checkFeasibility(ofRow: ri)
    }

    // MARK: - Building rows

    /// Loads `Σ terms - Σ negated - constant` with every basic variable replaced by its row into
    /// `merge` (sorted, near-zero cells dropped); returns the row constant.
    mutating func expandIntoMerge(_ terms: [Term], minus negated: [Term], constant: Double) -> Double {
        var rowConstant = -constant
        touched.removeAll(keepingCapacity: true)
        for term in terms { expandTerm(term.variable.id, term.coefficient, into: &rowConstant) }
        for term in negated { expandTerm(term.variable.id, -term.coefficient, into: &rowConstant) }
        touched.sort()
        merge.removeAll(keepingCapacity: true)
        for s in touched {
            let i = Int(s)
            let c = symbols[i].accumulator
            symbols[i].accumulator = 0
            symbols[i].accumulatorUsed = false
            if abs(c) >= epsilon {
                merge.append(Cell(symbol: s, coefficient: c))
            }
        }
        return rowConstant
    }

    /// Accumulates `c·v`, through v's row when v is basic (its constant into `rowConstant`).
    mutating func expandTerm(_ v: Int32, _ c: Double, into rowConstant: inout Double) {
        let r = symbols[Int(v)].basicRow
        if r < 0 {
            accumulate(v, c)
        } else {
            let ri = Int(r)
            rowConstant += c * rows[ri].constant
            for k in rows[ri].cells.indices { accumulate(rows[ri].cells[k].symbol, c * rows[ri].cells[k].coefficient) }
        }
    }

    mutating func accumulate(_ s: Int32, _ c: Double) {
        let i = Int(s)
        if !symbols[i].accumulatorUsed {
            symbols[i].accumulatorUsed = true
            touched.append(s)
        }
        symbols[i].accumulator += c
    }

    /// Inserts a symbol that is in no row yet (a new marker) into the sorted merge buffer.
    mutating func insertIntoMerge(_ s: Int32, _ c: Double) {
        // A new marker usually has the largest id yet: appending is the common case.
        if merge.last.map({ $0.symbol < s }) ?? true {
            merge.append(Cell(symbol: s, coefficient: c))
            return
        }
        var lo = 0, hi = merge.count
        while lo < hi {
            let mid = (lo + hi) >> 1
            if merge[mid].symbol < s { lo = mid + 1 } else { hi = mid }
        }
        merge.insert(Cell(symbol: s, coefficient: c), at: lo)
    }
}
