import UIKit

/// Loaded with `init(nibName: "OrderHistoryViewController", bundle: nil)`; File's Owner of that XIB.
final class OrderHistoryViewController: BaseViewController {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var emptyStateLabel: UILabel!

    private var orders: [Order] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Orders"
        emptyStateLabel.isHidden = !orders.isEmpty
    }
}

extension OrderHistoryViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        orders.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = orders[indexPath.row].number
        cell.detailTextLabel?.text = orders[indexPath.row].total.formatted
        return cell
    }
}
