import UIKit

final class CatalogViewController: BaseViewController {
    @IBOutlet weak var tableView: UITableView!
    @IBOutlet weak var cartButton: UIBarButtonItem!

    private let service = CatalogService()
    private(set) var products: [Product] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UINib(nibName: ProductCell.reuseIdentifier, bundle: nil),
                           forCellReuseIdentifier: ProductCell.reuseIdentifier)
        reload()
    }

    private func reload() {
        setLoading(true)
        service.fetchProducts { [weak self] result in
            guard let self else { return }
            self.setLoading(false)
            switch result {
            case .success(let products):
                self.products = products
                self.showError(nil)
                self.tableView.reloadData()
            case .failure(let error):
                self.showError(error.localizedDescription)
            }
        }
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        cartButton.isEnabled = true
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == SegueIdentifier.showProduct,
           let detail = segue.destination as? ProductDetailViewController,
           let product = sender as? Product {
            detail.product = product
        }
    }
}

extension CatalogViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        products.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell: ProductCell = tableView.dequeueReusableCell(for: indexPath)
        cell.configure(with: products[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: SegueIdentifier.showProduct, sender: products[indexPath.row])
    }
}
