import UIKit

/// The iOS twin of Mac/FeedInspectorViewController.swift: the same class name in the same
/// module name (TwinApp), with a UITextField where the Mac one has an NSTextField.
final class FeedInspectorViewController: UIViewController {
    @IBOutlet var nameTextField: UITextField!
}
