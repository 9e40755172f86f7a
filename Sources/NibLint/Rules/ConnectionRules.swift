import NibModel

// The connection rules present NibProject's `ConnectionChecker` findings (which need every
// document of the project and its Swift sources); `dangling-reference` is in ReaderRules.swift.
// Their examples share one small component, `ProfileView.xib` with its Swift class, varied in
// one place each.

/// Outlets naming a property the class does not declare.
public struct OutletMissingPropertyRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.connections]

    public static let description = RuleDescription(
        id: "outlet-missing-property",
        summary: "An outlet names a property its source object's class does not declare.",
        rationale: """
        Loading the document crashes with "this class is not key value coding-compliant for the \
        key …", typically after a property was renamed in code only. Superclasses, extensions and \
        `@objc` renames are followed; classes whose sources were not scanned are not judged.
        """,
        kind: .connections, severity: .error, enabledByDefault: true,
        triggering: [ProfileExample.make(outlet: "nameLabel")],
        nonTriggering: [ProfileExample.make()])
}

/// Outlets connected to objects of the wrong class.
public struct OutletTypeMismatchRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.connections]

    public static let description = RuleDescription(
        id: "outlet-type-mismatch",
        summary: "An outlet is connected to an object that is not of the outlet's declared type.",
        rationale: """
        A `UILabel` outlet holding a `UIButton` crashes at the first use of a label-only member, \
        or silently misbehaves through `as?`. Subclasses are accepted.
        """,
        kind: .connections, severity: .error, enabledByDefault: true,
        triggering: [ProfileExample.make(outletType: "UIButton")],
        nonTriggering: [ProfileExample.make()])
}

/// Outlets declared in code and connected nowhere.
public struct OutletUnconnectedRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.connections]

    public static let description = RuleDescription(
        id: "outlet-unconnected",
        summary: "A Swift @IBOutlet is connected in no document.",
        rationale: """
        An implicitly unwrapped outlet that no document connects is nil at run time: the first \
        access crashes. Connections of subclasses and every document of the project count. \
        Objective-C outlets are not reported: messaging nil does nothing, so there an outlet \
        connected nowhere is dead code, not a crash.
        """,
        kind: .connections, severity: .warning, enabledByDefault: true,
        triggering: [ProfileExample.make(extraOutlet: "subtitleLabel")],
        nonTriggering: [ProfileExample.make()])
}

/// Actions whose target does not implement the selector.
public struct ActionMissingMethodRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.connections]

    public static let description = RuleDescription(
        id: "action-missing-method",
        summary: "An action's selector is not implemented by its target's class.",
        rationale: """
        Tapping the control raises "unrecognized selector sent to instance". First Responder \
        actions and unwind segues are checked against every class of the app.
        """,
        kind: .connections, severity: .error, enabledByDefault: true,
        triggering: [ProfileExample.make(actionSelector: "reloadTapped:")],
        nonTriggering: [ProfileExample.make()])
}

/// Custom classes that exist nowhere.
public struct UnknownCustomClassRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.connections]

    public static let description = RuleDescription(
        id: "unknown-custom-class",
        summary: "A custom class is declared nowhere in the sources and is not a UIKit or AppKit class.",
        rationale: """
        At run time: "Unknown class … in Interface Builder file" in the console and a plain \
        UIView on screen. Not judged: classes of modules whose sources were not scanned or that \
        come from outside the tree (Swift packages, pods, Carthage and binary frameworks the \
        project names, `external_modules`, and classes named like one of them: the same name or \
        the same prefix of capitals), classes in `external_classes`, and classes the \
        sources name as an outlet type or superclass without declaring them (the code compiles \
        against a declaration from elsewhere). With an Xcode project, a document sees the \
        classes of its own target, of the frameworks that target links and of the Swift package \
        products it depends on (for a package in the tree, its targets and theirs). The nearest \
        declared name is suggested.
        """,
        kind: .connections, severity: .error, enabledByDefault: true,
        triggering: [ProfileExample.make(labelClass: "BrandLable")],
        nonTriggering: [ProfileExample.make(labelClass: "BrandLabel")])
}

/// Custom modules that do not declare the class.
public struct CustomModuleMismatchRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.connections]

    public static let description = RuleDescription(
        id: "custom-module-mismatch",
        summary: "A custom class names a module other than the one whose sources declare it.",
        rationale: """
        The class is looked up as `Module.Class` and not found: an "Unknown class" at run time. \
        Modules are known from the Xcode project's targets (`PRODUCT_MODULE_NAME`, else \
        `PRODUCT_NAME`, else the target name, from the build settings and `.xcconfig` files), \
        from the targets of the Swift packages in the tree, or else from a SwiftPM \
        `Sources/<Module>/` layout. With `customModuleProvider="target"` the module is the one \
        of the target the document is built for, whatever name the document records.
        """,
        kind: .connections, severity: .error, enabledByDefault: true,
        triggering: [ProfileExample.make(ownerModule: "App", sourcePath: "Sources/ProfileKit/ProfileView.swift")],
        nonTriggering: [ProfileExample.make(ownerModule: "ProfileKit", sourcePath: "Sources/ProfileKit/ProfileView.swift")])
}

/// Storyboard connections between scenes.
public struct OutletCrossSceneRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.connections]

    public static let description = RuleDescription(
        id: "outlet-cross-scene",
        summary: "A storyboard outlet or action connects objects of two different scenes.",
        rationale: """
        Each scene is loaded on its own, so such a connection cannot survive loading; Interface \
        Builder cannot even draw one. Stale ones come from copy-pasted scenes and merges. An \
        action sent to another scene's First Responder is not reported: a First Responder action \
        has no target and goes up the responder chain whichever placeholder it names.
        """,
        kind: .connections, severity: .error, enabledByDefault: true,
        triggering: [SceneExample.make(outletDestination: "lBl-Bb-002")],
        nonTriggering: [SceneExample.make(outletDestination: "lBl-Aa-001")])
}

/// Segues that lead nowhere valid.
public struct SegueDestinationInvalidRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.connections]

    public static let description = RuleDescription(
        id: "segue-destination-invalid",
        summary: "A segue leads to something other than another scene's controller, or an unwind segue to another scene's Exit.",
        rationale: """
        `performSegue` raises at run time, or the unwind silently goes nowhere. Hand edits and \
        merges leave such segues behind.
        """,
        kind: .connections, severity: .error, enabledByDefault: true,
        triggering: [SceneExample.make(segueDestination: "lBl-Bb-002")],
        nonTriggering: [SceneExample.make(segueDestination: "vCo-Bb-002")])
}

/// Storyboard references that resolve to nothing.
public struct StoryboardReferenceMissingRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.connections]

    public static let description = RuleDescription(
        id: "storyboard-reference-missing",
        summary: "A storyboard reference names a storyboard or Storyboard ID the project does not have.",
        rationale: """
        Following the reference crashes: "Could not find a storyboard named …" or "Storyboard … \
        doesn't contain a view controller with identifier …". Checked across every storyboard of \
        the project, localizations included.
        """,
        kind: .connections, severity: .error, enabledByDefault: true,
        triggering: [SceneExample.make(referencedIdentifier: "Settings")],
        nonTriggering: [SceneExample.make(referencedIdentifier: "Detail")])
}

/// Components that contain themselves.
public struct ComponentCycleRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.connections]

    public static let description = RuleDescription(
        id: "component-cycle",
        summary: "A component xib contains a placeholder of itself, directly or through other components.",
        rationale: """
        A view that loads its own nib inside itself recurses until the stack overflows, usually \
        at launch of the screen that uses it.
        """,
        kind: .connections, severity: .error, enabledByDefault: true,
        triggering: [ProfileExample.make(embeddedClass: "BadgeView", badgeEmbedsProfile: true)],
        nonTriggering: [ProfileExample.make(embeddedClass: "BadgeView", badgeEmbedsProfile: false)])
}

/// `ProfileView.xib`, File's Owner `ProfileView` with one outlet and one action, and its Swift class;
/// with `badgeEmbedsProfile`, also the component `BadgeView.xib`, which may contain a ProfileView.
private enum ProfileExample {
    static func make(outlet: String = "titleLabel", outletType: String = "UILabel", extraOutlet: String? = nil,
                     actionSelector: String = "refreshTapped:", labelClass: String? = nil,
                     ownerModule: String? = nil, sourcePath: String = "ProfileView.swift",
                     embeddedClass: String? = nil, badgeEmbedsProfile: Bool? = nil) -> RuleExample {
        let module = ownerModule.map { " customModule=\"\($0)\"" } ?? ""
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
        let source = """
        import UIKit

        final class ProfileView: UIView {
            @IBOutlet weak var titleLabel: \(outletType)!\(extra)

            @IBAction func refreshTapped(_ sender: UIButton) {}
        }

        final class BrandLabel: UILabel {}

        final class BadgeView: UIView {}

        """
        var otherFiles = [sourcePath: source]
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
private enum SceneExample {
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

/// Runtime attributes (`@IBInspectable` values) naming keys the class lacks.
public struct RuntimeAttributeUnknownRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.connections]

    public static let description = RuleDescription(
        id: "runtime-attribute-unknown",
        summary: "A user-defined runtime attribute sets a key the object's class does not declare.",
        rationale: """
        `@IBInspectable` values are stored as runtime attributes and set by key-value coding when \
        the document loads; after a rename in code, loading raises "not key value coding-compliant \
        for the key …". Judged only for classes whose whole superclass chain is in the sources \
        (or ends at NSObject); `layer.*` keys are always accepted.
        """,
        kind: .connections, severity: .warning, enabledByDefault: true,
        triggering: [RuntimeAttributeExample.make(keyPath: "suffix")],
        nonTriggering: [RuntimeAttributeExample.make(keyPath: "prefix")])
}

/// A custom object of class `PriceFormatter` (an NSObject with one `@IBInspectable`) whose runtime
/// attribute sets `keyPath`.
private enum RuntimeAttributeExample {
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
