import UIKit

final class ComicDetailViewController: UIViewController {
    @IBOutlet weak var comicView: ComicView!

    var comic: Comic?

    override func viewDidLoad() {
        super.viewDidLoad()
        if let comic { comicView.show(comic) }
    }
}
