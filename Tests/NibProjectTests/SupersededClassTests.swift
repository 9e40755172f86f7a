import SourceScan
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

    /// An Objective-C controller copied to another folder, the copy compiled and the old pair
    /// left in no build phase (a first run: an outlet's type judged against the leftover's
    /// class extension, 1 false error): the compiled implementation and its header are the
    /// class. The old header is superseded with the old implementation beside it.
    static let copiedProject = TestXcodeProject(targets: [
        .init(name: "App", sources: ["New/PanelController.m", "New/ToggleView.m"], resources: ["Panel.xib"]),
    ]).text

    static func panelPair(outletType: String, extraOutlet: String = "") -> (header: String, implementation: String) {
        ("#import <UIKit/UIKit.h>\n\n@interface PanelController : UIViewController\n@end\n",
         "#import \"PanelController.h\"\n\n@interface PanelController ()\n@property (weak) IBOutlet \(outletType) *toggle;\(extraOutlet)\n@end\n\n@implementation PanelController\n@end\n")
    }

    static let panel = IB.xib("""
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="PanelController">
        <connections>
            <outlet property="toggle" destination="tGl-Pc-001" id="oUt-Pc-001"/>
            <outlet property="view" destination="vIe-Pc-001" id="oUt-Pc-002"/>
        </connections>
    </placeholder>
    <view contentMode="scaleToFill" id="vIe-Pc-001">
        <subviews>
            <view contentMode="scaleToFill" id="tGl-Pc-001" customClass="ToggleView"/>
        </subviews>
    </view>
    """)

    static func copiedFiles(withProject: Bool) -> [String: String] {
        let old = panelPair(outletType: "UISwitch"), new = panelPair(outletType: "ToggleView")
        var files = ["Legacy/PanelController.h": old.header, "Legacy/PanelController.m": old.implementation,
                     "New/PanelController.h": new.header, "New/PanelController.m": new.implementation,
                     "New/ToggleView.h": "#import <UIKit/UIKit.h>\n\n@interface ToggleView : UIView\n@end\n",
                     "New/ToggleView.m": "#import \"ToggleView.h\"\n\n@implementation ToggleView\n@end\n", "Panel.xib": panel]
        if withProject { files["App.xcodeproj/project.pbxproj"] = copiedProject }
        return files
    }

    @Test func theCompiledCopyOfAnObjectiveCClassIsTheClass() throws {
        let temp = try TemporaryProject(Self.copiedFiles(withProject: true))
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index())
        #expect(findings.map(\.description) == [], "\(findings.map(\.description))")
    }

    /// The compiled implementation has no header beside it: it imports the one in the old
    /// folder (Xcode lists a header added from another folder by its path there), which is
    /// the class's declaration though an old implementation sits beside it (a first run: its
    /// controller reported declared nowhere, 1 false error).
    @Test func theOldFoldersHeaderIsTheClassWhenTheCompiledCopyHasNone() throws {
        var files = Self.copiedFiles(withProject: true)
        files["New/PanelController.h"] = nil
        let temp = try TemporaryProject(files)
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index())
        #expect(findings.map(\.description) == [], "\(findings.map(\.description))")
    }

    /// Without a project file either copy may be the class: the outlet fits the new one, so no
    /// type is certain to mismatch (a first run: an iOS window judged against the NSWindow of
    /// a Mac twin of its class, in a tree CMake builds). Where neither copy fits, it is reported.
    @Test func withoutAProjectEitherCopyMayBeTheClass() throws {
        let temp = try TemporaryProject(Self.copiedFiles(withProject: false))
        defer { temp.removeAll() }
        #expect(!ConnectionChecker.check(temp.index()).codes.contains("outlet-type-mismatch"))
        var neitherFits = Self.copiedFiles(withProject: false)
        neitherFits["New/PanelController.m"] = Self.panelPair(outletType: "UISlider").implementation
        let mismatched = try TemporaryProject(neitherFits)
        defer { mismatched.removeAll() }
        #expect(ConnectionChecker.check(mismatched.index()).codes.contains("outlet-type-mismatch"))
    }

    /// The app's own project is not in the tree, so nothing builds its document or its
    /// controller; a vendored library's demo project compiles a namesake (a first run: an app's
    /// `SettingsViewController` and a chat library's demo's, 13 false errors). That build says
    /// nothing of files outside the demo's folder: the app's pair stays a candidate, and its
    /// outlet fits.
    @Test func aProjectDoesNotSupersedeFilesOutsideItsFolder() throws {
        let demo = Self.panelPair(outletType: "UISwitch"), own = Self.panelPair(outletType: "ToggleView")
        var files = ["Vendor/Demo/Demo.xcodeproj/project.pbxproj": TestXcodeProject(targets: [
                        .init(name: "Demo", sources: ["Classes/PanelController.m"]),
                     ]).text,
                     "Vendor/Demo/Classes/PanelController.h": demo.header, "Vendor/Demo/Classes/PanelController.m": demo.implementation,
                     "App/PanelController.h": own.header, "App/PanelController.m": own.implementation,
                     "App/ToggleView.h": "#import <UIKit/UIKit.h>\n\n@interface ToggleView : UIView\n@end\n",
                     "App/ToggleView.m": "#import \"ToggleView.h\"\n\n@implementation ToggleView\n@end\n", "App/Panel.xib": Self.panel]
        let outside = try TemporaryProject(files)
        defer { outside.removeAll() }
        let findings = ConnectionChecker.check(outside.index())
        #expect(!findings.codes.contains("outlet-type-mismatch"), "\(findings.map(\.description))")
        // Within the demo's folder, the file it compiles is the class, as before.
        files["Vendor/Demo/Old/PanelController.h"] = files.removeValue(forKey: "App/PanelController.h")
        files["Vendor/Demo/Old/PanelController.m"] = files.removeValue(forKey: "App/PanelController.m")
        let inside = try TemporaryProject(files)
        defer { inside.removeAll() }
        #expect(ConnectionChecker.check(inside.index()).codes.contains("outlet-type-mismatch"))
    }

    /// The copies `git mergetool` leaves beside a conflicted file are no sources: a document's
    /// owner class declared only in them is unknown, not judged by an old revision's members
    /// (a first run: a false `action-missing-method` where the class was stale).
    @Test func mergeToolCopiesAreNotSources() throws {
        #expect(SourceScanner.isMergeToolCopy("Views/Panel_BACKUP_25593.swift"))
        #expect(SourceScanner.isMergeToolCopy("Panel_REMOTE_7.m"))
        #expect(!SourceScanner.isMergeToolCopy("Views/Panel_BACKUP_.swift"))
        #expect(!SourceScanner.isMergeToolCopy("Views/_BASE_12.swift"))
        #expect(!SourceScanner.isMergeToolCopy("Views/Panel_2.swift"))
        let temp = try TemporaryProject([
            "Panel_LOCAL_4242.swift": "import UIKit\n\nclass PanelController: UIViewController {\n    @IBOutlet var toggle: UISwitch!\n}\n",
            "ToggleView.swift": "import UIKit\n\nclass ToggleView: UIView {}\n", "Panel.xib": Self.panel,
        ])
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index())
        #expect(findings.codes.contains("unknown-custom-class"), "\(findings.map(\.description))")
        #expect(!findings.codes.contains("outlet-type-mismatch"))
    }

    /// A Swift controller whose copies, with another superclass, are left in folders no target
    /// builds (a first run: a login controller declared three times, one compiled): the
    /// compiled declaration is the class, so its superclass's outlets that the scene connects
    /// are connected, and the scene's action the class lacks is reported.
    static let swiftCopyProject = TestXcodeProject(targets: [
        .init(name: "App", sources: ["Login/LoginViewController.swift", "Login/ValidationViewController.swift"], resources: ["Login.storyboard"]),
    ]).text

    static let loginStoryboard = IB.storyboard("""
    <scene sceneID="sCn-Sc-001">
        <objects>
            <viewController id="vCo-Sc-001" customClass="LoginViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="vIe-Sc-001">
                    <subviews>
                        <label text="Error" id="lBl-Sc-001"/>
                        <button opaque="NO" contentMode="scaleToFill" id="bTn-Sc-001">
                            <connections>
                                <action selector="changeServer:" destination="vCo-Sc-001" eventType="touchUpInside" id="aCt-Sc-001"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
                <connections>
                    <outlet property="errorLabel" destination="lBl-Sc-001" id="oUt-Sc-001"/>
                </connections>
            </viewController>
        </objects>
    </scene>
    """, initial: "vCo-Sc-001")

    static func swiftCopies(withProject: Bool) -> [String: String] {
        var files = [
            "Login/ValidationViewController.swift": "import UIKit\n\nclass ValidationViewController: UIViewController {\n    @IBOutlet var errorLabel: UILabel!\n}\n",
            "Login/LoginViewController.swift": "import UIKit\n\nfinal class LoginViewController: ValidationViewController {}\n",
            "Old/LoginViewController.swift": "import UIKit\n\nfinal class LoginViewController: UIViewController {\n    @IBAction func changeServer(_ sender: Any) {}\n}\n",
            "Login.storyboard": loginStoryboard,
        ]
        if withProject { files["App.xcodeproj/project.pbxproj"] = swiftCopyProject }
        return files
    }

    @Test func theCompiledSwiftDeclarationOfAClassIsTheClass() throws {
        let temp = try TemporaryProject(Self.swiftCopies(withProject: true))
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index())
        #expect(findings.codes == ["action-missing-method"], "\(findings.map(\.description))")
    }

    /// Without a project file nothing says which declaration is built: the lineage is not
    /// known, and neither the action nor the superclass's outlet is judged against it.
    @Test func withoutAProjectSwiftCopiesLeaveTheClassUnjudged() throws {
        let temp = try TemporaryProject(Self.swiftCopies(withProject: false))
        defer { temp.removeAll() }
        #expect(!ConnectionChecker.check(temp.index()).codes.contains("action-missing-method"))
    }

    /// Declarations that disagree on superclasses naming each other end the walk through the
    /// candidates: each is followed once.
    @Test func disagreeingDeclarationsInACycleAreFollowedOnce() throws {
        var files = Self.swiftCopies(withProject: false)
        files["Old/ValidationViewController.swift"] = "import UIKit\n\nclass ValidationViewController: LoginViewController {}\n"
        let temp = try TemporaryProject(files)
        defer { temp.removeAll() }
        #expect(!ConnectionChecker.check(temp.index()).codes.contains("outlet-unconnected"))
    }
}
