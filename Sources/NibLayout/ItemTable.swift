/// A value per view or layout guide of one root's tree, stored by item number
/// (`LayoutInput`): a root's items are one range of numbers, so the table is an array
/// with index i holding the value of item number `numbers.lowerBound + i`. Looking an item up
/// by number indexes the array; looking it up by id hashes the id once (the document's
/// numbering), which is what code outside the layout builder does.
public struct ItemTable<Value> {
    /// The numbers of the root's items; any other number has no value.
    let numbers: Range<Int>
    private var values: [Value?]
    /// The document's numbering, shared with every table of the document (not copied).
    private let numberOfID: [String: Int]

    /// An empty table of the items numbered `numbers` in `index`.
    init(numbers: Range<Int>, of index: LayoutInput) {
        self.numbers = numbers
        self.values = Array(repeating: nil, count: numbers.count)
        self.numberOfID = index.itemNumbers
    }

    /// The value of an item of the table's root, nil for none or another root's item.
    subscript(item number: Int) -> Value? {
        get { numbers.contains(number) ? values[number - numbers.lowerBound] : nil }
        set {
            precondition(numbers.contains(number), "a table holds the items of one root")
            values[number - numbers.lowerBound] = newValue
        }
    }

    /// The value of the view or layout guide with this id, nil when it has none.
    public subscript(_ id: String) -> Value? {
        numberOfID[id].flatMap { self[item: $0] }
    }
}

extension ItemTable: Sendable where Value: Sendable {}
