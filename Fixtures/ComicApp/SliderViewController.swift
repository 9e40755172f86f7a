import UIKit

/// The slider's value (-50...50) is the offset of the box's centerX constraint.
final class SliderViewController: UIViewController {
    @IBOutlet weak var flexibleView: UIView!
    @IBOutlet weak var centerXConstraint: NSLayoutConstraint!
    @IBOutlet weak var slider: UISlider!

    @IBAction func sliderValueChanged(_ sender: UISlider) {
        centerXConstraint.constant = CGFloat(sender.value)
    }
}
