import UIKit

/// Moves the box to the left or right edge. The document installs the left set; the right set
/// exists but is uninstalled. The low-priority centerX keeps the box horizontally determined
/// while both edge constraints are inactive during the swap.
final class LeftRightViewController: UIViewController {
    @IBOutlet weak var boxView: UIView!
    @IBOutlet var boxLeadingConstraint: NSLayoutConstraint!
    @IBOutlet var boxTrailingConstraint: NSLayoutConstraint!

    private var alignsLeft = true

    @IBAction func toggleSideTapped(_ sender: UIButton) {
        alignsLeft.toggle()
        let (old, new) = alignsLeft ? (boxTrailingConstraint!, boxLeadingConstraint!) : (boxLeadingConstraint!, boxTrailingConstraint!)
        old.isActive = false
        new.isActive = true
        UIView.animate(withDuration: 0.25) { self.view.layoutIfNeeded() }
    }
}
