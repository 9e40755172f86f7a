import UIKit

/// Cells whose reuse identifier (in their XIB) is their class name.
protocol ReuseIdentifiable: UITableViewCell {
    static var reuseIdentifier: String { get }
}

extension ReuseIdentifiable {
    static var reuseIdentifier: String { String(describing: self) }
}

extension UITableView {
    func dequeueReusableCell<Cell: ReuseIdentifiable>(for indexPath: IndexPath) -> Cell {
        guard let cell = dequeueReusableCell(withIdentifier: Cell.reuseIdentifier, for: indexPath) as? Cell else {
            preconditionFailure("no \(Cell.self) registered as \(Cell.reuseIdentifier)")
        }
        return cell
    }
}
