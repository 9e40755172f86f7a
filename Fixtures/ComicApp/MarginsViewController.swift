import UIKit

/// Keeps the content view's four margin constraints equal; Expand/Shrink step them by 5 points.
final class MarginsViewController: UIViewController {
    @IBOutlet weak var contentView: UIView!
    @IBOutlet weak var marginLabel: UILabel!

    @IBOutlet weak var topMarginConstraint: NSLayoutConstraint!
    @IBOutlet weak var leadingMarginConstraint: NSLayoutConstraint!
    @IBOutlet weak var trailingMarginConstraint: NSLayoutConstraint!
    @IBOutlet weak var bottomMarginConstraint: NSLayoutConstraint!

    @IBOutlet weak var shrinkMarginButton: UIBarButtonItem!
    @IBOutlet weak var expandMarginButton: UIBarButtonItem!

    private let marginStep: CGFloat = 5

    override func viewDidLoad() {
        super.viewDidLoad()
        setMargin(topMarginConstraint.constant)
    }

    @IBAction func expandTapped(_ sender: UIBarButtonItem) {
        guard contentView.bounds.width > 2 * marginStep, contentView.bounds.height > 2 * marginStep else { return }
        setMargin(topMarginConstraint.constant + marginStep)
    }

    @IBAction func shrinkTapped(_ sender: UIBarButtonItem) {
        guard topMarginConstraint.constant >= marginStep else { return }
        setMargin(topMarginConstraint.constant - marginStep)
    }

    private func setMargin(_ margin: CGFloat) {
        for constraint in [topMarginConstraint, leadingMarginConstraint, trailingMarginConstraint, bottomMarginConstraint] {
            constraint?.constant = margin
        }
        marginLabel.text = "Margin: \(Int(margin))"
    }
}
