import UIKit

extension CartViewController: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        cart.lines.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let line = cart.lines[indexPath.row]
        let cell = tableView.dequeueReusableCell(withIdentifier: "CartLineCell", for: indexPath)
        var content = cell.defaultContentConfiguration()
        content.text = "\(line.quantity) × \(line.product.name)"
        content.secondaryText = line.total.formatted
        cell.contentConfiguration = content
        return cell
    }
}
