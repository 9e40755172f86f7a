import UIKit

/// One comic: cover, title, author and blurb. Drawn in `ComicView.xib` (File's Owner = ComicView)
/// and placed in both the List cell and the Detail scene of `Main.storyboard`.
final class ComicView: NibOwnerLoadableView {
    @IBOutlet weak var coverImageView: UIImageView!
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var authorLabel: UILabel!
    @IBOutlet weak var descriptionLabel: UILabel!

    func show(_ comic: Comic) {
        coverImageView.image = UIImage(named: comic.coverImageName)
        titleLabel.text = comic.title
        authorLabel.text = comic.author
        descriptionLabel.text = comic.summary
    }
}

struct Comic {
    var title: String
    var author: String
    var summary: String
    var coverImageName: String
}
