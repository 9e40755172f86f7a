import Testing
@testable import NibProject

/// An action the sources add to a framework class above the one a class's chain leaves the
/// sources at: `extension UIViewController { @IBAction … }` reaches a UITableViewController
/// subclass too (a first run on a real app: 3 false `action-missing-method` errors).
@Suite struct FrameworkAncestorExtensionTests {
    static func project(extending framework: String) -> [String: String] {
        let swift = """
        import UIKit

        final class ListController: UITableViewController {}

        extension \(framework) {
            @IBAction func dismissViewController(sender: Any) {}
        }
        """
        let storyboard = IB.storyboard(IB.scene("sCn-Fa-001", controller: "vCo-Fa-001", controllerClass: "ListController", subviews: """
                            <button opaque="NO" contentMode="scaleToFill" id="bTn-Fa-001">
                                <connections>
                                    <action selector="dismissViewControllerWithSender:" destination="vCo-Fa-001" eventType="touchUpInside" id="aCt-Fa-001"/>
                                </connections>
                            </button>
        """), initial: "vCo-Fa-001")
        return ["ListController.swift": swift, "Main.storyboard": storyboard]
    }

    @Test func anExtensionOfAFrameworkAncestorDeclaresTheAction() throws {
        let temp = try TemporaryProject(Self.project(extending: "UIViewController"))
        defer { temp.removeAll() }
        #expect(ConnectionChecker.check(temp.index()).codes == [])
    }

    /// An extension of a class the chain does not reach declares nothing for it.
    @Test func anExtensionOfAnotherFrameworkClassDoesNot() throws {
        let temp = try TemporaryProject(Self.project(extending: "UICollectionViewController"))
        defer { temp.removeAll() }
        #expect(ConnectionChecker.check(temp.index()).codes == ["action-missing-method"])
    }
}
