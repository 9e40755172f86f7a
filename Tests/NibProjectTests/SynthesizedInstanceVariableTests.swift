import Testing
@testable import NibProject

/// An Objective-C property's synthesized instance variable (`_bulletsView`) is an outlet key
/// key-value coding reaches (a first run on a real app: five such outlets, shipped for years,
/// reported missing). A named category's properties synthesize nothing, and Swift's none.
@Suite struct SynthesizedInstanceVariableTests {
    static func project(declaration: String, file: String) -> [String: String] {
        [file: declaration,
         "Pin.xib": IB.component(owner: "PinViewController", module: nil,
                                 connections: #"<outlet property="_bulletsView" destination="vIe-Pn-001" id="oUt-Pn-001"/>"#,
                                 subviews: #"<view contentMode="scaleToFill" id="vIe-Pn-001"/>"#)]
    }

    @Test func aPropertysSynthesizedInstanceVariableIsAnOutletKey() throws {
        let temp = try TemporaryProject(Self.project(declaration: """
        @interface PinViewController : UIViewController
        @end

        @interface PinViewController ()
        @property (weak) IBOutlet UIView *bulletsView;
        @end
        """, file: "PinViewController.m"))
        defer { temp.removeAll() }
        #expect(ConnectionChecker.check(temp.index()).codes == [])
    }

    @Test func aNamedCategorysPropertySynthesizesNothing() throws {
        let temp = try TemporaryProject(Self.project(declaration: """
        @interface PinViewController : UIViewController
        @end

        @interface PinViewController (Bullets)
        @property (weak) IBOutlet UIView *bulletsView;
        @end
        """, file: "PinViewController.m"))
        defer { temp.removeAll() }
        #expect(ConnectionChecker.check(temp.index()).codes == ["outlet-missing-property"])
    }

    @Test func aSwiftPropertyHasNoUnderscoredKey() throws {
        let temp = try TemporaryProject(Self.project(declaration: """
        import UIKit

        final class PinViewController: UIViewController {
            @IBOutlet weak var bulletsView: UIView!
        }
        """, file: "PinViewController.swift"))
        defer { temp.removeAll() }
        #expect(ConnectionChecker.check(temp.index()).codes.contains("outlet-missing-property"))
    }
}
