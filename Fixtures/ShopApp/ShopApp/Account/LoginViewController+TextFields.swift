import UIKit

extension LoginViewController {
    @IBAction func textFieldDidChange(_ sender: UITextField) {
        updateLoginButton()
    }

    func updateLoginButton() {
        let email = emailField?.text ?? ""
        let password = passwordField?.text ?? ""
        loginButton.isEnabled = email.contains("@") && password.count >= 8
    }
}
