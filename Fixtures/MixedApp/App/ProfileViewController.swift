import UIKit
import MixedKit
import Lottie

@objc final class ProfileViewController: UIViewController {
    @IBOutlet weak var nameLabel: UILabel!
    @IBOutlet weak var avatarView: AvatarView!
    @IBOutlet weak var animationView: LottieAnimationView!

    @IBAction func editTapped(_ sender: Any) {}
}
