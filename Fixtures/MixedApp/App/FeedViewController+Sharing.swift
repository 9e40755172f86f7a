import UIKit

// Swift adds an action to the Objective-C class (seen through the bridging header).
extension FeedViewController {
    @IBAction func shareTapped(_ sender: UIButton) {}
}
