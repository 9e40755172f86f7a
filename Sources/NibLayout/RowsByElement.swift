/// The rows of a first-match table (`ElementTraits.rows`, `AlignmentInsets.rows`) grouped by
/// the IB elements they cover, each group in table order: a look-up hashes the view's element
/// once instead of testing every row, and the first matching row of its group is the table's
/// first match. (Every view of every layout build asks both tables: testing them row by row
/// cost 11 M instructions more of a 604 M whole-app lint.)
struct RowsByElement: Sendable {
    private let rowsOfElement: [String: [Int]]

    /// `elementsOfRow[i]`: the elements row `i` covers.
    init<Elements: Sequence<String>>(_ elementsOfRow: [Elements]) {
        var rowsOfElement: [String: [Int]] = [:]
        for (row, elements) in elementsOfRow.enumerated() {
            for element in elements { rowsOfElement[element, default: []].append(row) }
        }
        self.rowsOfElement = rowsOfElement
    }

    /// The indices of the rows covering `element`, ascending.
    func rows(covering element: String) -> [Int] {
        rowsOfElement[element] ?? []
    }
}
