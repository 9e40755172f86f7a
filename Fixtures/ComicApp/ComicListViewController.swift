import UIKit

final class ComicListViewController: UITableViewController {
    static let showDetailSegue = "showComicDetail"

    var comics: [Comic] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        comics.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "ComicCell", for: indexPath) as! ComicCell
        cell.comicView.show(comics[indexPath.row])
        return cell
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == Self.showDetailSegue,
              let detail = segue.destination as? ComicDetailViewController,
              let cell = sender as? UITableViewCell,
              let indexPath = tableView.indexPath(for: cell) else { return }
        detail.comic = comics[indexPath.row]
    }
}
