import UIKit

/// Swaps the yellow and blue panes. The document holds both constraint sets; only the
/// "yellow | blue" set is installed. The active set must be deactivated *before* the other one
/// is activated, or UIKit reports unsatisfiable constraints for a moment.
final class TwoPaneViewController: UIViewController {
    // Layout 1: yellow | blue (installed in the document)
    @IBOutlet var yellowLeadingConstraint: NSLayoutConstraint!
    @IBOutlet var yellowTrailingBlueLeadingConstraint: NSLayoutConstraint!
    @IBOutlet var blueTrailingConstraint: NSLayoutConstraint!

    // Layout 2: blue | yellow (not installed in the document). Strong outlets: an uninstalled
    // constraint has no other owner.
    @IBOutlet var blueLeadingConstraint: NSLayoutConstraint!
    @IBOutlet var blueTrailingYellowLeadingConstraint: NSLayoutConstraint!
    @IBOutlet var yellowTrailingConstraint: NSLayoutConstraint!

    @IBOutlet weak var layoutSegmentedControl: UISegmentedControl!

    private var showsYellowFirst = true

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        updateViewConstraints()
    }

    @IBAction func layoutSegmentValueChanged(_ sender: UISegmentedControl) {
        showsYellowFirst = sender.selectedSegmentIndex == 0
        updateViewConstraints()
    }

    override func updateViewConstraints() {
        let yellowFirst = [yellowLeadingConstraint!, yellowTrailingBlueLeadingConstraint!, blueTrailingConstraint!]
        let blueFirst = [blueLeadingConstraint!, blueTrailingYellowLeadingConstraint!, yellowTrailingConstraint!]
        NSLayoutConstraint.deactivate(showsYellowFirst ? blueFirst : yellowFirst)
        NSLayoutConstraint.activate(showsYellowFirst ? yellowFirst : blueFirst)
        super.updateViewConstraints()
    }
}
