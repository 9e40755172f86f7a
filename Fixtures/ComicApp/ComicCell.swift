import UIKit

/// The List scene's prototype cell (reuse identifier "ComicCell"); its content is a ComicView.
final class ComicCell: UITableViewCell {
    @IBOutlet weak var comicView: ComicView!
}
