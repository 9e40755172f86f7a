import UIKit

final class LoginViewController: BaseViewController {
    @IBOutlet weak var emailField: UITextField?
    @IBOutlet weak var passwordField: UITextField?
    @IBOutlet var loginButton: RoundedButton!
    /// The selling points above the form; never nil, so no optional.
    @IBOutlet var featureLabels: [UILabel] = []
    #if DEBUG
    @IBOutlet weak var debugEnvironmentLabel: UILabel!
    #endif

    override func viewDidLoad() {
        super.viewDidLoad()
        featureLabels.forEach { $0.textColor = .secondaryLabel }
        #if DEBUG
        debugEnvironmentLabel.text = "Environment: staging"
        #endif
        updateLoginButton()
    }

    @IBAction func loginTapped(_ sender: UIButton) {
        setLoading(true)
        sender.isEnabled = false
    }

    #if targetEnvironment(simulator)
    @IBAction func fillTestCredentialsTapped(_ sender: UIButton) {
        emailField?.text = "tester@example.com"
        passwordField?.text = "correct horse battery staple"
        updateLoginButton()
    }
    #endif
}
