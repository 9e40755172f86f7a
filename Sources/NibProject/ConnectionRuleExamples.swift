import NibModel
import XcodeProject

// The connection rules' examples share one small component, `ProfileView.xib` with its Swift
// class, and one storyboard of three scenes, each varied in one place per example.

/// `ProfileView.xib`, File's Owner `ProfileView` with one outlet (`titleLabel`) and one action
/// (`refreshTapped:`), and its Swift class, varied in the places `Variation` names.
enum ProfileExample {
    /// Code that sets an outlet no document connects: a screen holding a ProfileView
    /// (`profile.caption = label`), or one setting it on the class's shared instance
    /// (`ProfileView.shared.caption = label`).
    enum OutletSetter { case holder, sharedInstance }

    /// One place an example differs from the plain component.
    enum Variation {
        /// The outlet File's Owner connects to the label, instead of `titleLabel`.
        case outlet(String)
        /// The type the class declares `titleLabel` as, instead of `UILabel`.
        case outletType(String)
        /// A second label outlet the class declares and no connection sets; `setBy`: code that
        /// sets it, if any.
        case extraOutlet(String, setBy: OutletSetter?)
        /// The selector the button sends to File's Owner, instead of `refreshTapped:`.
        case actionSelector(String)
        /// The label's custom class.
        case labelClass(String)
        /// File's Owner's `customModule` (`fromTarget`: with `customModuleProvider="target"`), and
        /// where the class's source file is.
        case module(String, fromTarget: Bool, sourcePath: String)
        /// A `BadgeView` placed in the component, and the component `BadgeView.xib`, which holds
        /// a ProfileView when `containingProfile`.
        case embeddedBadge(containingProfile: Bool)
        /// A subclass, `CompactProfileView`, with these members; ProfileView is then not final.
        case subclass(members: String)
    }

    static func make(_ variations: Variation...) -> RuleExample {
        var outlet = "titleLabel", outletType = "UILabel", actionSelector = "refreshTapped:", sourcePath = "ProfileView.swift"
        var extraOutlet: String?, extraOutletSetter: OutletSetter?, labelClass: String?, ownerModule: String?, moduleFromTarget = false
        var badgeEmbedsProfile: Bool?, subclassMembers: String?
        for variation in variations {
            switch variation {
            case .outlet(let name): outlet = name
            case .outletType(let type): outletType = type
            case .extraOutlet(let name, let setter): (extraOutlet, extraOutletSetter) = (name, setter)
            case .actionSelector(let selector): actionSelector = selector
            case .labelClass(let name): labelClass = name
            case .module(let module, let fromTarget, let path): (ownerModule, moduleFromTarget, sourcePath) = (module, fromTarget, path)
            case .embeddedBadge(let containingProfile): badgeEmbedsProfile = containingProfile
            case .subclass(let members): subclassMembers = members
            }
        }
        let embeddedClass = badgeEmbedsProfile == nil ? nil : "BadgeView"
        let module = (ownerModule.map { " customModule=\"\($0)\"" } ?? "") + (moduleFromTarget ? " customModuleProvider=\"target\"" : "")
        let label = labelClass.map { " customClass=\"\($0)\"" } ?? ""
        let embedded = embeddedClass.map { """

                    <view contentMode="scaleToFill" id="eMb-Aa-001" customClass="\($0)">
                        <rect key="frame" x="0.0" y="60" width="414" height="40"/>
                    </view>
            """ } ?? ""
        let snippet = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="ProfileView"\(module)>
            <connections>
                <outlet property="\(outlet)" destination="lBl-Aa-001" id="oUt-Aa-001"/>
            </connections>
        </placeholder>
        <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
        <view contentMode="scaleToFill" id="iN0-l3-epB">
            <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
            <subviews>
                <label text="Title" id="lBl-Aa-001"\(label)>
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                </label>
                <button opaque="NO" contentMode="scaleToFill" id="bTn-Aa-001">
                    <rect key="frame" x="0.0" y="30" width="100" height="30"/>
                    <connections>
                        <action selector="\(actionSelector)" destination="-1" eventType="touchUpInside" id="aCt-Aa-001"/>
                    </connections>
                </button>\(embedded)
            </subviews>
        </view>
        """
        let extra = extraOutlet.map { "\n    @IBOutlet weak var \($0): UILabel!" } ?? ""
        // A subclass that loads the owner's nib, with members of its own.
        let subclass = subclassMembers.map { "\n\nfinal class CompactProfileView: ProfileView {\n    \($0)\n}" } ?? ""
        let source = """
        import UIKit

        \(subclass.isEmpty ? "final " : "")class ProfileView: UIView {
            @IBOutlet weak var titleLabel: \(outletType)!\(extra)\(extraOutletSetter == .sharedInstance ? "\n    static let shared = ProfileView()" : "")

            @IBAction func refreshTapped(_ sender: UIButton) {}
        }\(subclass)

        final class BrandLabel: UILabel {}

        final class BadgeView: UIView {}

        """
        var otherFiles = [sourcePath: source]
        // A screen that holds the view and sets the extra outlet itself, or sets it on the
        // class's shared instance.
        if let extraOutletSetter, let extraOutlet {
            // (Setting it on the shared instance, the screen holds no ProfileView of its own.)
            let (receiver, holding) = extraOutletSetter == .holder
                ? ("profile", "\n    private let profile: ProfileView = ProfileView()") : ("ProfileView.shared", "")
            otherFiles["ProfileScreen.swift"] = """
            import UIKit

            final class ProfileScreen: UIViewController {\(holding)
                private let caption = UILabel()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    \(receiver).\(extraOutlet) = caption
                }
            }

            """
        }
        if let badgeEmbedsProfile {
            let inner = badgeEmbedsProfile ? """

                <subviews>
                    <view contentMode="scaleToFill" id="pRf-Bg-001" customClass="ProfileView"/>
                </subviews>
            """ : ""
            otherFiles["BadgeView.xib"] = RuleExample("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="BadgeView"/>
            <view contentMode="scaleToFill" id="bDg-Rt-001">
                <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>\(inner)
            </view>
            """, .xib).document
        }
        return RuleExample(snippet, .xib, fileName: "ProfileView.xib", otherFiles: otherFiles)
    }
}

/// `Main.storyboard` with a list scene (a label, an outlet, a segue, a storyboard reference)
/// and a detail scene, plus `Detail.storyboard` for the reference to resolve in.
enum SceneExample {
    static func make(outletDestination: String = "lBl-Aa-001", segueDestination: String = "vCo-Bb-002",
                     referencedIdentifier: String = "Detail") -> RuleExample {
        let snippet = """
        <scene sceneID="sCn-Aa-001">
            <objects>
                <viewController id="vCo-Aa-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vIe-Aa-001">
                        <subviews>
                            <label text="List" id="lBl-Aa-001"/>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="titleLabel" destination="\(outletDestination)" id="oUt-Aa-001"/>
                        <segue destination="\(segueDestination)" kind="show" identifier="showDetail" id="sEg-Aa-001"/>
                        <segue destination="rEf-Aa-001" kind="show" identifier="showMore" id="sEg-Aa-002"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="sCn-Bb-002">
            <objects>
                <viewController storyboardIdentifier="Detail" id="vCo-Bb-002" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vIe-Bb-002">
                        <subviews>
                            <label text="Detail" id="lBl-Bb-002"/>
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="sCn-Cc-003">
            <objects>
                <viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="\(referencedIdentifier)" id="rEf-Aa-001" sceneMemberID="viewController"/>
            </objects>
        </scene>
        """
        let detail = RuleExample("""
        <scene sceneID="dTl-Aa-001">
            <objects>
                <viewController storyboardIdentifier="Detail" id="dTl-Vc-001" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="dTl-Vw-001"/>
                </viewController>
            </objects>
        </scene>
        """, documentAttributes: ["initialViewController": "dTl-Vc-001"])
        return RuleExample(snippet, documentAttributes: ["initialViewController": "vCo-Aa-001"],
                           otherFiles: ["Detail.storyboard": detail.document])
    }
}

/// A storyboard scene of class `EditorViewController` whose button sends `selector` to the
/// scene's Exit or to its controller, and the Swift classes: the controller `unwindToList:`
/// unwinds to, and a subclass of the scene's class, which code may make the scene as, with an
/// action `crop:`.
enum SceneActionExample {
    enum Target { case exit, controller }

    static func make(selector: String, sentTo target: Target) -> RuleExample {
        RuleExample("""
        <scene sceneID="eXt-Sc-001">
            <objects>
                <viewController id="eXt-Vc-001" customClass="EditorViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="eXt-Vw-001">
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" id="eXt-Bt-001">
                                <connections>
                                    <action selector="\(selector)" destination="\(target == .exit ? "eXt-Ex-001" : "eXt-Vc-001")" eventType="touchUpInside" id="eXt-Ac-001"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </viewController>
                <exit id="eXt-Ex-001" userLabel="Exit" sceneMemberID="exit"/>
            </objects>
        </scene>
        """, documentAttributes: ["initialViewController": "eXt-Vc-001"],
                    otherFiles: ["EditorViewController.swift": """
                    import UIKit

                    class EditorViewController: UIViewController {}

                    final class PhotoEditorViewController: EditorViewController {
                        @IBAction func crop(_ sender: UIButton) {}
                    }

                    final class ListViewController: UIViewController {
                        @IBAction func unwindToList(_ segue: UIStoryboardSegue) {}
                    }

                    """])
    }
}

/// The storyboard of a list scene (`ListViewController`) whose button's segue, with the
/// attributes `segue`, shows a detail scene (`DetailViewController`, its controller with the
/// attributes `detail`); the list is the initial scene.
enum ListDetailStoryboard {
    static func example(segue: String, detail: String = "", otherFiles: [String: String]) -> RuleExample {
        RuleExample("""
        <scene sceneID="sGa-Sc-001">
            <objects>
                <viewController id="sGa-Vc-001" customClass="ListViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="sGa-Vw-001">
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" id="sGa-Bt-001">
                                <connections>
                                    <segue destination="sGa-Vc-002" kind="show" \(segue) id="sGa-Sg-001"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                </viewController>
            </objects>
        </scene>
        <scene sceneID="sGa-Sc-002">
            <objects>
                <viewController \(detail)id="sGa-Vc-002" customClass="DetailViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="sGa-Vw-002"/>
                </viewController>
            </objects>
        </scene>
        """, documentAttributes: ["initialViewController": "sGa-Vc-001"], otherFiles: otherFiles)
    }
}

/// A list scene whose button's segue makes the detail controller through the list
/// controller's `@IBSegueAction`, named `selector` in the storyboard.
enum SegueActionExample {
    static func make(selector: String) -> RuleExample {
        ListDetailStoryboard.example(segue: "destinationCreationSelector=\"\(selector)\"", otherFiles: ["ListViewController.swift": """
                    import UIKit

                    final class ListViewController: UIViewController {
                        @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> DetailViewController? {
                            DetailViewController(coder: coder)
                        }
                    }

                    final class DetailViewController: UIViewController {}

                    """])
    }
}

/// A xib whose File's Owner `FormView` connects `secretField` to a UIKit text field, and the
/// Swift class that declares the outlet once per platform, in `#if os(macOS)` / `#else` branches.
enum PlatformBranchesExample {
    static func make() -> RuleExample {
        RuleExample("""
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FormView">
            <connections>
                <outlet property="secretField" destination="tXf-Aa-001" id="oUt-Fm-001"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="vIe-Fm-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="60"/>
            <subviews>
                <textField opaque="NO" contentMode="scaleToFill" id="tXf-Aa-001">
                    <rect key="frame" x="16" y="13" width="288" height="34"/>
                </textField>
            </subviews>
        </view>
        """, .xib, fileName: "FormView.xib", otherFiles: ["FormView.swift": """
        #if os(macOS)
        import AppKit
        typealias PlatformView = NSView
        #else
        import UIKit
        typealias PlatformView = UIView
        #endif

        final class FormView: PlatformView {
            #if os(macOS)
            @IBOutlet weak var secretField: NSSecureTextField!
            #else
            @IBOutlet weak var secretField: UITextField!
            #endif
        }

        """])
    }
}

/// The same view in two files, one per platform (`Mac/FormView.swift`, `iOS/FormView.swift`),
/// in a tree no Xcode project describes (a CMake build): which one an iOS document's owner is,
/// NibKit cannot tell, and the outlet fits one of them.
enum PlatformTwinsExample {
    static func make() -> RuleExample {
        let branches = PlatformBranchesExample.make()
        return RuleExample(branches.snippet, .xib, fileName: "FormView.xib", otherFiles: [
            "Mac/FormView.swift": "import AppKit\n\nfinal class FormView: NSView {\n    @IBOutlet weak var secretField: NSSecureTextField!\n}\n",
            "iOS/FormView.swift": "import UIKit\n\nfinal class FormView: UIView {\n    @IBOutlet weak var secretField: UITextField!\n}\n",
        ])
    }
}

/// `MainMenu.xib` of a Mac app whose File's Owner names its Objective-C `AppController` (an
/// old template's), connecting its `delegate` outlet and receiving the About item's
/// `orderFrontStandardAboutPanel:`, both NSApplication's. With `mainMenu` the menu is the main
/// menu (`systemMenu="main"`): the document is the main nib, whose owner is the application.
enum MainNibExample {
    static func make(mainMenu: Bool) -> RuleExample {
        RuleExample("""
        <customObject id="-2" userLabel="File's Owner" customClass="AppController">
            <connections>
                <outlet property="delegate" destination="aPp-Ct-001" id="oUt-Mn-001"/>
            </connections>
        </customObject>
        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        <customObject id="aPp-Ct-001" customClass="AppController"/>
        <menu title="Main Menu" \(mainMenu ? "systemMenu=\"main\" " : "")id="mAi-Mn-001">
            <items>
                <menuItem title="About" id="aBt-Mn-001">
                    <connections>
                        <action selector="orderFrontStandardAboutPanel:" target="-2" id="aCt-Mn-001"/>
                    </connections>
                </menuItem>
            </items>
        </menu>
        """, .macXib, fileName: "MainMenu.xib", otherFiles: [
            "AppController.h": "#import <Cocoa/Cocoa.h>\n\n@interface AppController : NSObject <NSApplicationDelegate>\n@end\n",
            "AppController.m": "#import \"AppController.h\"\n\n@implementation AppController\n@end\n",
        ])
    }
}

/// A custom object of class `PriceFormatter` (an NSObject with one `@IBInspectable`) whose runtime
/// attribute sets `keyPath`.
enum RuntimeAttributeExample {
    static func make(keyPath: String) -> RuleExample {
        RuleExample("""
        <customObject id="pRc-Fm-001" customClass="PriceFormatter">
            <userDefinedRuntimeAttributes>
                <userDefinedRuntimeAttribute type="string" keyPath="\(keyPath)" value="€"/>
            </userDefinedRuntimeAttributes>
        </customObject>
        """, .xib, otherFiles: ["PriceFormatter.swift": """
        import Foundation

        final class PriceFormatter: NSObject {
            @IBInspectable var prefix: String = ""
        }

        """])
    }
}

/// A Swift controller whose `nameLabel` a scene connects and whose `signUp:` its button sends,
/// declared as `outlet` and `action` say (with or without `@IBOutlet` and `@IBAction`), in a
/// project whose one target compiles Swift `swiftVersion`.
enum UnexposedMemberExample {
    static func make(outlet: String = "@IBOutlet var nameLabel: UILabel!", action: String = "@IBAction func signUp(_ sender: UIButton) {}",
                     swiftVersion: String = "5.0") -> RuleExample {
        let snippet = """
        <scene sceneID="sCn-Hd-001">
            <objects>
                <viewController id="vCt-Hd-001" customClass="SignUpViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vIw-Hd-001">
                        <rect key="frame" x="0.0" y="0.0" width="390" height="844"/>
                        <subviews>
                            <label text="Name" id="lBl-Hd-001">
                                <rect key="frame" x="20" y="100" width="100" height="21"/>
                            </label>
                            <button opaque="NO" contentMode="scaleToFill" id="bTn-Hd-001">
                                <rect key="frame" x="20" y="140" width="100" height="30"/>
                                <connections>
                                    <action selector="signUp:" destination="vCt-Hd-001" eventType="touchUpInside" id="aCt-Hd-001"/>
                                </connections>
                            </button>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="nameLabel" destination="lBl-Hd-001" id="oUt-Hd-001"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        """
        let project = RuleExample.projectFile(objects: """
        B1 = {isa = PBXBuildFile; fileRef = F1 /* Main.storyboard */; };
        B2 = {isa = PBXBuildFile; fileRef = F2 /* SignUpViewController.swift */; };
        F1 = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Main.storyboard; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SignUpViewController.swift; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
        R1 = {isa = PBXResourcesBuildPhase; files = (B1); };
        S1 = {isa = PBXSourcesBuildPhase; files = (B2); };
        C1 = {isa = XCBuildConfiguration; buildSettings = {SWIFT_VERSION = \(swiftVersion);}; name = Debug; };
        L1 = {isa = XCConfigurationList; buildConfigurations = (C1); };
        T1 = {isa = PBXNativeTarget; buildConfigurationList = L1; buildPhases = (S1, R1); name = App; productType = "com.apple.product-type.application"; };
        P1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
        """)
        let source = """
        import UIKit

        final class SignUpViewController: UIViewController {
            \(outlet)

            \(action)
        }

        """
        return RuleExample(snippet, .storyboard, fileName: "Main.storyboard",
                           otherFiles: ["App.xcodeproj/project.pbxproj": project, "SignUpViewController.swift": source])
    }
}

/// A view with a width constraint whose first item is `firstItem` (the view is `iN0-l3-epB`).
enum ConstraintItemExample {
    static func make(firstItem: String) -> RuleExample {
        RuleExample("""
        <view contentMode="scaleToFill" id="iN0-l3-epB">
            <constraints>
                <constraint firstItem="\(firstItem)" firstAttribute="width" constant="10" id="cOn-Aa-001"/>
            </constraints>
        </view>
        """, .xib)
    }
}

/// A Mac main menu naming an updater class that only `FeedKit.xcodeproj` declares, a
/// sub-project `App.xcodeproj` references from a git submodule that is not checked out.
enum MissingSubprojectExample {
    static func make() -> RuleExample {
        let snippet = """
        <customObject id="uPd-Ms-001" customClass="FeedKitUpdater"/>
        """
        let project = RuleExample.projectFile(objects: """
        B1 = {isa = PBXBuildFile; fileRef = F1 /* MainMenu.xib */; };
        B2 = {isa = PBXBuildFile; fileRef = F2 /* AppDelegate.swift */; };
        F1 = {isa = PBXFileReference; lastKnownFileType = file.xib; path = MainMenu.xib; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        F3 = {isa = PBXFileReference; lastKnownFileType = "wrapper.pb-project"; path = Vendor/FeedKit/FeedKit.xcodeproj; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (F1, F2, F3); sourceTree = "<group>"; };
        R1 = {isa = PBXResourcesBuildPhase; files = (B1); };
        S1 = {isa = PBXSourcesBuildPhase; files = (B2); };
        T1 = {isa = PBXNativeTarget; buildPhases = (S1, R1); name = App; productType = "com.apple.product-type.application"; };
        P1 = {isa = PBXProject; mainGroup = G1; projectReferences = ({ProjectRef = F3;}); targets = (T1); };
        """)
        let source = "import AppKit\n\n@main final class AppDelegate: NSObject, NSApplicationDelegate {}\n"
        return RuleExample(snippet, .macXib, fileName: "MainMenu.xib",
                           otherFiles: ["App.xcodeproj/project.pbxproj": project, "AppDelegate.swift": source])
    }
}

/// A Mac xib whose check box binds its value to an optional outlet property of a settings
/// object, which no document connects as an outlet.
enum BoundOutletExample {
    static func make() -> RuleExample {
        let snippet = """
        <customObject id="sEt-Bo-001" customClass="UpdaterSettings" customModule="App" customModuleProvider="target"/>
        <button id="cHk-Bo-001">
            <rect key="frame" x="20" y="20" width="180" height="18"/>
            <buttonCell key="cell" type="check" title="Check for updates" bezelStyle="regularSquare" imagePosition="left" inset="2" id="cEl-Bo-001">
                <behavior key="behavior" changeContents="YES" doesNotDimImage="YES" lightByContents="YES"/>
                <font key="font" metaFont="system"/>
            </buttonCell>
            <connections>
                <binding destination="sEt-Bo-001" name="value" keyPath="self.automaticChecks.boolValue" id="bNd-Bo-001"/>
            </connections>
        </button>
        """
        let source = """
        import AppKit

        final class UpdaterSettings: NSObject {
            @IBOutlet var automaticChecks: NSNumber?
        }

        """
        return RuleExample(snippet, .macXib, fileName: "Preferences.xib", otherFiles: ["Sources/App/UpdaterSettings.swift": source])
    }
}

/// A storyboard whose controller names a class and an outlet the sources no longer have, in
/// the folder of `App.xcodeproj`, whose one target lists it in its Copy Bundle Resources
/// phase or does not. With `compilesMissingSource` the target also compiles a Swift file of a
/// git submodule that is not checked out (`Vendor/Kit/SettingsKit.swift`, `.gitmodules`
/// naming `Vendor/Kit`), and the app's code names the controller's class.
enum ProjectMembershipExample {
    /// How the project file is written: as Xcode writes it, as an XML property list
    /// (`plutil -convert xml1`), or with a merge conflict left in it.
    enum ProjectFileForm { case openStep, xml, mergeConflict }

    /// `podspec`: the folder is also a pod's, whose specification bundles the storyboard.
    static func make(targetBuildsDocument: Bool, compilesMissingSource: Bool = false, form: ProjectFileForm = .openStep,
                     podspec: Bool = false) -> RuleExample {
        let snippet = """
        <scene sceneID="sCn-Pm-001">
            <objects>
                <viewController id="vCo-Pm-001" customClass="OldSettingsViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vIe-Pm-001"/>
                    <connections>
                        <outlet property="versionLabel" destination="vIe-Pm-001" id="oUt-Pm-001"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        """
        let resource = targetBuildsDocument ? "B1 /* Settings.storyboard in Resources */" : ""
        let vendored = compilesMissingSource ? ", B3 /* SettingsKit.swift in Sources */" : ""
        let project = RuleExample.projectFile(objects: """
        B1 = {isa = PBXBuildFile; fileRef = F1 /* Settings.storyboard */; };
        B2 = {isa = PBXBuildFile; fileRef = F2 /* AppDelegate.swift */; };
        B3 = {isa = PBXBuildFile; fileRef = F3 /* SettingsKit.swift */; };
        F1 = {isa = PBXFileReference; lastKnownFileType = file.storyboard; path = Settings.storyboard; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
        F3 = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = Vendor/Kit/SettingsKit.swift; sourceTree = SOURCE_ROOT; };
        G1 = {isa = PBXGroup; children = (F1, F2, F3); sourceTree = "<group>"; };
        R1 = {isa = PBXResourcesBuildPhase; files = (\(resource)); };
        S1 = {isa = PBXSourcesBuildPhase; files = (B2\(vendored)); };
        T1 = {isa = PBXNativeTarget; buildPhases = (S1, R1); name = App; productType = "com.apple.product-type.application"; };
        P1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
        """)
        let presenting = compilesMissingSource
            ? "\n    func showSettings(from controller: UIViewController) {\n        controller.present(OldSettingsViewController(), animated: true)\n    }\n" : ""
        let source = """
        import UIKit

        @main final class AppDelegate: UIResponder, UIApplicationDelegate {\(presenting)}

        """
        var extraFiles = compilesMissingSource ? [".gitmodules": "[submodule \"Vendor/Kit\"]\n\tpath = Vendor/Kit\n\turl = https://example.com/kit.git\n"] : [:]
        if podspec {
            extraFiles["SettingsKit.podspec"] = "Pod::Spec.new do |s|\n  s.name = 'SettingsKit'\n  s.resource_bundles = { 'SettingsKit' => ['*.storyboard'] }\nend\n"
        }
        let written: String
        switch form {
        case .openStep: written = project
        case .xml: written = xmlPropertyList(try! OpenStepPlist.parse(project))
        case .mergeConflict:
            written = project.replacing("        G1 = {", with: """
            <<<<<<< HEAD
                    G1 = {isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
            =======
                    G1 = {
            """)
            + ">>>>>>> settings-rewrite\n"
        }
        return RuleExample(snippet, documentAttributes: ["initialViewController": "vCo-Pm-001"], fileName: "Settings.storyboard",
                           otherFiles: ["App.xcodeproj/project.pbxproj": written, "AppDelegate.swift": source].merging(extraFiles) { $1 })
    }

    /// `value` as an XML property list, as `plutil -convert xml1` writes a project file.
    private static func xmlPropertyList(_ value: PlistValue) -> String {
        func escaped(_ text: String) -> String {
            text.replacing("&", with: "&amp;").replacing("<", with: "&lt;").replacing(">", with: "&gt;")
        }
        func element(_ value: PlistValue, _ indent: String) -> String {
            switch value {
            case .string(let text): return indent + "<string>\(escaped(text))</string>\n"
            case .data(let digits): return indent + "<string>\(digits)</string>\n"
            case .array(let elements): return indent + "<array>\n" + elements.map { element($0, indent + "\t") }.joined() + indent + "</array>\n"
            case .dictionary(let entries):
                return indent + "<dict>\n" + entries.keys.sorted().map { key in
                    indent + "\t<key>\(escaped(key))</key>\n" + element(entries[key]!, indent + "\t")
                }.joined() + indent + "</dict>\n"
            }
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">

        """ + element(value, "") + "</plist>\n"
    }

    /// A pre-Xcode-5 `Panel.xib` left beside the `Base.lproj/Panel.xib` that replaced it, which
    /// the one target of `App.xcodeproj` builds.
    static func legacyLeftover() -> RuleExample {
        let project = RuleExample.projectFile(objects: """
        B1 = {isa = PBXBuildFile; fileRef = V1 /* Panel.xib */; };
        F1 = {isa = PBXFileReference; lastKnownFileType = file.xib; name = Base; path = Base.lproj/Panel.xib; sourceTree = "<group>"; };
        V1 = {isa = PBXVariantGroup; children = (F1); name = Panel.xib; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (V1); sourceTree = "<group>"; };
        R1 = {isa = PBXResourcesBuildPhase; files = (B1); };
        T1 = {isa = PBXNativeTarget; buildPhases = (R1); name = App; productType = "com.apple.product-type.application"; };
        P1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
        """)
        let replacement = RuleExample("", .macXib).document
        return RuleExample(RuleExample.legacyArchiveDocument, .none, fileName: "Panel.xib",
                           otherFiles: ["App.xcodeproj/project.pbxproj": project, "Base.lproj/Panel.xib": replacement])
    }
}

/// Two targets of `App.xcodeproj`: the app, which compiles the Objective-C class `AppBadgeView`,
/// and `Kit` of product type `kitType`, whose `KitView.xib` names that class without a module.
/// A plug-in bundle is loaded into its host app's process, where the class is found by name;
/// another application is a process of its own, without it, and a framework sees what it links.
enum ClassOfAnotherTargetExample {
    static func make(kitType: String) -> RuleExample {
        let snippet = """
        <view contentMode="scaleToFill" id="kVw-Ct-001" customClass="AppBadgeView">
            <rect key="frame" x="0.0" y="0.0" width="120" height="40"/>
        </view>
        """
        let project = RuleExample.projectFile(objects: """
        B1 = {isa = PBXBuildFile; fileRef = F1 /* AppBadgeView.m */; };
        B2 = {isa = PBXBuildFile; fileRef = F2 /* KitView.xib */; };
        B3 = {isa = PBXBuildFile; fileRef = F3 /* KitController.m */; };
        F1 = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = App/AppBadgeView.m; sourceTree = "<group>"; };
        F2 = {isa = PBXFileReference; lastKnownFileType = file.xib; path = KitView.xib; sourceTree = "<group>"; };
        F3 = {isa = PBXFileReference; lastKnownFileType = sourcecode.c.objc; path = Kit/KitController.m; sourceTree = "<group>"; };
        G1 = {isa = PBXGroup; children = (F1, F2, F3); sourceTree = "<group>"; };
        S1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        S2 = {isa = PBXSourcesBuildPhase; files = (B3); };
        R2 = {isa = PBXResourcesBuildPhase; files = (B2); };
        T1 = {isa = PBXNativeTarget; buildPhases = (S1); name = App; productType = "com.apple.product-type.application"; };
        T2 = {isa = PBXNativeTarget; buildPhases = (S2, R2); name = Kit; productType = "\(kitType)"; };
        P1 = {isa = PBXProject; mainGroup = G1; targets = (T1, T2); };
        """)
        return RuleExample(snippet, .xib, fileName: "KitView.xib", otherFiles: [
            "App.xcodeproj/project.pbxproj": project,
            "App/AppBadgeView.m": "#import <UIKit/UIKit.h>\n\n@interface AppBadgeView : UIView\n@end\n\n@implementation AppBadgeView\n@end\n",
            "Kit/KitController.m": "#import <UIKit/UIKit.h>\n\n@interface KitController : NSObject\n@end\n\n@implementation KitController\n@end\n",
        ])
    }
}

/// An iOS xib's objects: File's Owner of class `owner`, and a view whose button sends
/// `selector` to it; ids start with `idPrefix`.
private func ownerButtonSnippet(owner: String, selector: String, idPrefix: String, toFirstResponder: Bool = false) -> String {
    """
    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)"/>\(toFirstResponder ? """

    <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
    """ : "")
    <view contentMode="scaleToFill" id="\(idPrefix)-Aa-001">
        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
        <subviews>
            <button opaque="NO" contentMode="scaleToFill" id="\(idPrefix)-Aa-002">
                <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                <connections>
                    <action selector="\(selector)" destination="\(toFirstResponder ? "-2" : "-1")" eventType="touchUpInside" id="\(idPrefix)-Aa-003"/>
                </connections>
            </button>
        </subviews>
    </view>
    """
}

/// `MenuHost.xib`, whose button sends `showLeftView:` to its Objective-C owner: a
/// UIViewController subclass whose header imports a category on UIViewController,
/// `<SideKit/UIViewController+SideKit.h>`. `headerInTree` puts that header in the tree,
/// declaring another method; without it the category is a dependency's that is not checked in.
/// With `importedByOwner` false, another controller's file imports it and the owner's do not.
enum CategoryImportExample {
    static func make(headerInTree: Bool, importedByOwner: Bool = true) -> RuleExample {
        let snippet = ownerButtonSnippet(owner: "MenuHost", selector: "showLeftView:", idPrefix: "mNu")
        let categoryImport = "#import <SideKit/UIViewController+SideKit.h>\n"
        var otherFiles = [
            "MenuHost.h": "#import <UIKit/UIKit.h>\n\(importedByOwner ? categoryImport : "")\n@interface MenuHost : UIViewController\n@end\n",
            "MenuHost.m": "#import \"MenuHost.h\"\n\n@implementation MenuHost\n@end\n",
        ]
        if !importedByOwner {
            otherFiles["DrawerHost.m"] = "#import <UIKit/UIKit.h>\n\(categoryImport)\n@interface DrawerHost : UIViewController\n@end\n\n@implementation DrawerHost\n@end\n"
        }
        if headerInTree {
            otherFiles["SideKit/UIViewController+SideKit.h"] = "#import <UIKit/UIKit.h>\n\n@interface UIViewController (SideKit)\n- (IBAction)showRightView:(id)sender;\n@end\n"
        }
        return RuleExample(snippet, .xib, fileName: "MenuHost.xib", otherFiles: otherFiles)
    }
}

/// `LockScreen.xib`, whose File's Owner, the Objective-C `LockController`, connects its
/// `prompt` outlet to a label. The property is declared in a named category,
/// `LockController (Prompt)`, which gives it no storage; with `setter`, the class's
/// `@implementation` defines `setPrompt:` (keeping the label as an associated object).
enum CategoryOutletExample {
    static func make(setter: Bool) -> RuleExample {
        let snippet = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LockController">
            <connections>
                <outlet property="prompt" destination="lCk-Aa-002" id="lCk-Aa-003"/>
                <outlet property="view" destination="lCk-Aa-001" id="lCk-Aa-004"/>
            </connections>
        </placeholder>
        <view contentMode="scaleToFill" id="lCk-Aa-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Enter code" id="lCk-Aa-002">
                    <rect key="frame" x="20" y="20" width="200" height="21"/>
                </label>
            </subviews>
        </view>
        """
        let definedSetter = setter
            ? "- (void)setPrompt:(UILabel *)prompt {\n    objc_setAssociatedObject(self, @selector(prompt), prompt, OBJC_ASSOCIATION_ASSIGN);\n}\n" : ""
        return RuleExample(snippet, .xib, fileName: "LockScreen.xib", otherFiles: [
            "LockController.h": "#import <UIKit/UIKit.h>\n\n@interface LockController : UIViewController\n@end\n\n"
                + "@interface LockController (Prompt)\n@property (nonatomic, weak) IBOutlet UILabel *prompt;\n@end\n",
            "LockController.m": "#import \"LockController.h\"\n#import <objc/runtime.h>\n\n@implementation LockController\n\(definedSetter)@end\n",
        ])
    }
}

/// `FeedController.xib`, whose button sends `reloadFeed:` to its Objective-C owner, whose
/// header declares `- (IBAction)reloadFeed:(id)sender;`. With `implemented`, the
/// `@implementation` defines it; without, the method was renamed in the `.m` alone
/// (`reloadItems:`), and nothing defines what the header promises. `toFirstResponder` sends
/// it to First Responder instead, which no class then answers.
enum HeaderOnlyActionExample {
    static func make(implemented: Bool, toFirstResponder: Bool = false) -> RuleExample {
        let snippet = ownerButtonSnippet(owner: "FeedController", selector: "reloadFeed:", idPrefix: "fEd", toFirstResponder: toFirstResponder)
        let defined = implemented ? "reloadFeed" : "reloadItems"
        return RuleExample(snippet, .xib, fileName: "FeedController.xib", otherFiles: [
            "FeedController.h": "#import <UIKit/UIKit.h>\n\n@interface FeedController : UIViewController\n- (IBAction)reloadFeed:(id)sender;\n@end\n",
            "FeedController.m": "#import \"FeedController.h\"\n\n@implementation FeedController\n- (IBAction)\(defined):(id)sender {\n}\n@end\n",
        ])
    }
}

/// A Mac xib whose `PageView`, an Objective-C subclass of WebKit's WebView, connects its
/// `frameLoadDelegate` outlet (WebView's) to File's Owner, and whose View menu sends ImageKit's
/// `zoomImageToFit:` and AppKit's `deselectAll:` to First Responder: members the frameworks
/// declare, which no source of the app does.
/// A Mac window whose File's Owner is a PyObjC class, its outlet and its action: declared in
/// a Python file (`def editContact_(self, sender)` is `editContact:`), or, with
/// `actionWithoutSender`, a method without the trailing underscore (`editContact`, no colon).
enum PyObjCExample {
    static func make(actionWithoutSender: Bool = false) -> RuleExample {
        let snippet = """
        <customObject id="-2" userLabel="File's Owner" customClass="ContactWindowController">
            <connections>
                <outlet property="window" destination="wNd-Py-001" id="oUt-Py-001"/>
                <outlet property="searchField" destination="bTn-Py-001" id="oUt-Py-003"/>
            </connections>
        </customObject>
        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        <window title="Contacts" allowsToolTipsWhenApplicationIsInactive="NO" autorecalculatesKeyViewLoop="NO" releasedWhenClosed="NO" animationBehavior="default" id="wNd-Py-001">
            <windowStyleMask key="styleMask" titled="YES" closable="YES"/>
            <rect key="contentRect" x="200" y="200" width="300" height="120"/>
            <rect key="screenRect" x="0.0" y="0.0" width="1440" height="900"/>
            <view key="contentView" id="vIe-Py-001">
                <rect key="frame" x="0.0" y="0.0" width="300" height="120"/>
                <autoresizingMask key="autoresizingMask"/>
                <subviews>
                    <button verticalHuggingPriority="750" id="bTn-Py-001">
                        <rect key="frame" x="14" y="13" width="100" height="32"/>
                        <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                        <buttonCell key="cell" type="push" title="Edit" bezelStyle="rounded" alignment="center" borderStyle="border" imageScaling="proportionallyDown" inset="2" id="bCl-Py-001">
                            <behavior key="behavior" pushIn="YES" lightByBackground="YES" lightByGray="YES"/>
                            <font key="font" metaFont="system"/>
                        </buttonCell>
                        <connections>
                            <action selector="editContact:" target="-2" id="aCt-Py-001"/>
                        </connections>
                    </button>
                </subviews>
            </view>
            <connections>
                <outlet property="delegate" destination="-2" id="oUt-Py-002"/>
            </connections>
        </window>
        """
        let method = actionWithoutSender ? "def editContact(self):" : "def editContact_(self, sender):"
        let source = """
        from AppKit import NSWindowController
        import objc


        class ContactWindowController(NSWindowController):
            searchField = objc.IBOutlet()

            \(method)
                pass

        """
        return RuleExample(snippet, .macXib, fileName: "Contacts.xib", otherFiles: ["ContactWindowController.py": source])
    }
}

/// A scene whose controller connects the focus outlet UIKit declares (`preferredFocusedView`,
/// which Interface Builder offers on tvOS), its class declaring nothing of it.
enum FocusOutletExample {
    static func make() -> RuleExample {
        let snippet = """
        <scene sceneID="sCn-Fo-001">
            <objects>
                <viewController id="vCo-Fo-001" customClass="DetailViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="vIe-Fo-001">
                        <rect key="frame" x="0.0" y="0.0" width="1920" height="1080"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="bTn-Fo-001">
                                <rect key="frame" x="860" y="500" width="200" height="80"/>
                                <state key="normal" title="Play"/>
                            </button>
                        </subviews>
                    </view>
                    <connections>
                        <outlet property="preferredFocusedView" destination="bTn-Fo-001" id="oUt-Fo-001"/>
                    </connections>
                </viewController>
            </objects>
        </scene>
        """
        let source = "import UIKit\n\nfinal class DetailViewController: UIViewController {}\n"
        return RuleExample(snippet, .storyboard, fileName: "Detail.storyboard", otherFiles: ["DetailViewController.swift": source])
    }
}

enum FrameworkMembersExample {
    static func make() -> RuleExample {
        RuleExample("""
        <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        <webView id="wEb-Fw-001" customClass="PageView">
            <rect key="frame" x="0.0" y="0.0" width="480" height="320"/>
            <connections>
                <outlet property="frameLoadDelegate" destination="-2" id="oUt-Fw-001"/>
            </connections>
        </webView>
        <menu title="View" id="mNu-Fw-001">
            <items>
                <menuItem title="Zoom to Fit" id="zMf-Fw-001">
                    <connections>
                        <action selector="zoomImageToFit:" target="-1" id="aCt-Fw-001"/>
                    </connections>
                </menuItem>
                <menuItem title="Deselect All" id="dSa-Fw-001">
                    <connections>
                        <action selector="deselectAll:" target="-1" id="aCt-Fw-002"/>
                    </connections>
                </menuItem>
            </items>
        </menu>
        """, .macXib, fileName: "Page.xib", otherFiles: [
            "PageView.h": "#import <WebKit/WebKit.h>\n\n@interface PageView : WebView\n@end\n",
            "PageView.m": "#import \"PageView.h\"\n\n@implementation PageView\n@end\n",
        ])
    }
}

/// `ListDetailStoryboard` with the segue `showDetail` and the detail's Storyboard ID `Detail`,
/// and the Swift classes: the list's `open()` spells the identifiers given (a Storyboard ID on
/// `Main`, then a segue's), and it may handle a segue's identifier itself.
enum StoryboardCallExample {
    /// `handlesSegues`: the class overrides `performSegue(withIdentifier:sender:)`.
    static func make(storyboardID: String = "Detail", segue: String = "showDetail", handlesSegues: Bool = false) -> RuleExample {
        let handler = !handlesSegues ? "" : """

                override func performSegue(withIdentifier identifier: String, sender: Any?) {
                    if identifier == "\(segue)" { return present(DetailViewController(), animated: true) }
                    super.performSegue(withIdentifier: identifier, sender: sender)
                }
        """
        return ListDetailStoryboard.example(segue: "identifier=\"showDetail\"", detail: "storyboardIdentifier=\"Detail\" ",
                                            otherFiles: ["ListViewController.swift": """
                    import UIKit

                    final class ListViewController: UIViewController {
                        func open() {
                            let board = UIStoryboard(name: "Main", bundle: nil)
                            let detail = board.instantiateViewController(withIdentifier: "\(storyboardID)")
                            show(detail, sender: self)
                            performSegue(withIdentifier: "\(segue)", sender: self)
                        }\(handler)
                    }

                    final class DetailViewController: UIViewController {}

                    """])
    }
    /// A table scene whose prototype cell is `DetailRow`, and its controller dequeuing `cell`;
    /// `registers`: the controller registers a cell class under `cell` first.
    static func make(cell: String, registers: Bool = false) -> RuleExample {
        let registration = !registers ? "" : """

                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.register(UITableViewCell.self, forCellReuseIdentifier: "\(cell)")
                }
        """
        return RuleExample("""
            <scene sceneID="sGa-Sc-011">
                <objects>
                    <tableViewController id="sGa-Tc-011" customClass="RowsViewController" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" dataMode="prototypes" style="plain" rowHeight="44" id="sGa-Tv-011">
                            <prototypes>
                                <tableViewCell contentMode="scaleToFill" reuseIdentifier="DetailRow" id="sGa-Cl-011">
                                    <tableViewCellContentView key="contentView" id="sGa-Cv-011"/>
                                </tableViewCell>
                            </prototypes>
                        </tableView>
                    </tableViewController>
                </objects>
            </scene>
            """, documentAttributes: ["initialViewController": "sGa-Tc-011"], otherFiles: ["RowsViewController.swift": """
                    import UIKit

                    final class RowsViewController: UITableViewController {\(registration)
                        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                            tableView.dequeueReusableCell(withIdentifier: "\(cell)", for: indexPath)
                        }
                    }

                    """])
    }
}
