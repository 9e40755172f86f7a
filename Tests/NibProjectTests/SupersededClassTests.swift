import Testing
@testable import NibProject

/// A Swift class renamed for the Objective-C runtime (`@objc(DWSettings)`) that a target
/// compiles, and a leftover Objective-C declaration of that runtime name that no target builds
/// (a first run on a real app: its controller rewritten in Swift, the old `.h` and `.m` left in
/// the tree): the document's class is the Swift one. Taken for the leftover, its action was
/// missing (`save:` against the Swift `save`) and its outlets unconnected.
@Suite struct SupersededClassTests {
    static let project = TestXcodeProject(targets: [
        .init(name: "App", sources: ["SettingsViewController.swift"], resources: ["Main.storyboard"]),
    ]).text

    static let swift = """
    import UIKit

    @objc(DWSettings)
    final class SettingsViewController: UIViewController {
        @IBOutlet var titleLabel: UILabel!

        @IBAction func save() {}
    }
    """

    static let storyboard = IB.storyboard("""
    <scene sceneID="sCn-Ss-001">
        <objects>
            <viewController id="vCo-Ss-001" customClass="DWSettings" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="vIe-Ss-001">
                    <subviews>
                        <label text="Settings" id="lBl-Ss-001"/>
                        <button opaque="NO" contentMode="scaleToFill" id="bTn-Ss-001">
                            <connections>
                                <action selector="save" destination="vCo-Ss-001" eventType="touchUpInside" id="aCt-Ss-001"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
                <connections>
                    <outlet property="titleLabel" destination="lBl-Ss-001" id="oUt-Ss-001"/>
                </connections>
            </viewController>
        </objects>
    </scene>
    """, initial: "vCo-Ss-001")

    static let leftoverHeader = """
    #import <UIKit/UIKit.h>

    @interface DWSettings : UIViewController
    @property (nonatomic, weak) IBOutlet UILabel *headlineLabel;
    @end
    """

    static let leftoverImplementation = """
    #import "DWSettings.h"

    @implementation DWSettings
    - (IBAction)save:(id)sender {}
    @end
    """

    @Test func theClassTheTargetCompilesIsTheDocumentsClass() throws {
        let temp = try TemporaryProject(["App.xcodeproj/project.pbxproj": Self.project, "SettingsViewController.swift": Self.swift,
                                         "Main.storyboard": Self.storyboard, "Old/DWSettings.h": Self.leftoverHeader,
                                         "Old/DWSettings.m": Self.leftoverImplementation])
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index())
        #expect(findings.map(\.description) == [], "\(findings.map(\.description))")
    }

    /// Without a project file nothing says which declaration is built: the Objective-C one,
    /// which declares the runtime name itself, is the class, as before.
    @Test func withoutAProjectTheObjectiveCDeclarationIsTheClass() throws {
        let temp = try TemporaryProject(["SettingsViewController.swift": Self.swift, "Main.storyboard": Self.storyboard,
                                         "Old/DWSettings.h": Self.leftoverHeader, "Old/DWSettings.m": Self.leftoverImplementation])
        defer { temp.removeAll() }
        #expect(ConnectionChecker.check(temp.index()).codes.contains("action-missing-method"))
    }
}
