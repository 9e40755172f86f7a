import Foundation
import NibModel
import Testing
@testable import NibProject

/// Every rule, firing and not firing, on small projects written to a temporary folder.
@Suite struct ConnectionRuleTests {
    /// Sources in the ways real code declares things: a base class in the same module, an
    /// `@objc` rename, an extension adding an action, a generic superclass, an outlet typed as a
    /// protocol and one as a superclass, a class whose superclass comes from a pod.
    static let sources: [String: String] = [
        "Sources/App/Card.swift": """
        import UIKit
        class BaseCard: UIView {
            @IBOutlet weak var baseLabel: UILabel!
        }
        final class Card: BaseCard {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var button: UIButton!
            @IBOutlet var labels: [UILabel]!
            @IBOutlet weak var anyView: UIView!
            @IBOutlet weak var source: CardSource?
            @IBAction func tapped(_ sender: Any) {}
        }
        extension Card {
            @IBAction func longPressed(_ sender: UILongPressGestureRecognizer) {}
        }
        @objc protocol CardSource: AnyObject {}
        @objc(RenamedBadge) class SwiftBadge: UILabel {}
        extension Card: CardSource {}
        """,
        "Sources/App/Screens.swift": """
        import UIKit
        class ListController<Model>: UIViewController {
            @IBOutlet weak var header: UIView!
        }
        final class HomeController: ListController<String> {
            @IBOutlet weak var card: Card!
            @IBAction func unwindToHome(_ segue: UIStoryboardSegue) {}
        }
        final class PodBacked: FancyPodView {
            @IBOutlet weak var fancy: UILabel!
        }
        final class Responder: UIResponder {
            @objc func refreshEverything(_ sender: Any?) {}
        }
        """,
    ]

    static let card = IB.component(owner: "Card", connections: """
                <outlet property="titleLabel" destination="tTl-00-001" id="c01-00-001"/>
                <outlet property="baseLabel" destination="bSe-00-001" id="c01-00-002"/>
                <outlet property="button" destination="bTn-00-001" id="c01-00-003"/>
                <outletCollection property="labels" destination="tTl-00-001" id="c01-00-004"/>
                <outlet property="anyView" destination="bDg-00-001" id="c01-00-005"/>
                <outlet property="source" destination="-1" id="c01-00-006"/>
        """, subviews: """
                <label opaque="NO" text="T" translatesAutoresizingMaskIntoConstraints="NO" id="tTl-00-001">
                    <rect key="frame" x="0" y="0" width="100" height="20"/>
                </label>
                <label opaque="NO" text="B" translatesAutoresizingMaskIntoConstraints="NO" id="bSe-00-001">
                    <rect key="frame" x="0" y="20" width="100" height="20"/>
                </label>
                <label opaque="NO" text="R" customClass="RenamedBadge" translatesAutoresizingMaskIntoConstraints="NO" id="bDg-00-001">
                    <rect key="frame" x="0" y="40" width="100" height="20"/>
                </label>
                <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bTn-00-001">
                    <rect key="frame" x="0" y="60" width="100" height="20"/>
                    <connections>
                        <action selector="tapped:" destination="-1" eventType="touchUpInside" id="a01-00-001"/>
                        <action selector="copy:" destination="-2" eventType="touchUpInside" id="a01-00-002"/>
                        <action selector="refreshEverything:" destination="-2" eventType="touchUpInside" id="a01-00-003"/>
                    </connections>
                </button>
                <view contentMode="scaleToFill" customClass="PodBacked" customModule="App" translatesAutoresizingMaskIntoConstraints="NO" id="pOd-00-001">
                    <rect key="frame" x="0" y="80" width="100" height="20"/>
                    <connections>
                        <outlet property="fancy" destination="tTl-00-001" id="c01-00-007"/>
                        <outlet property="somethingFromThePod" destination="tTl-00-001" id="c01-00-008"/>
                    </connections>
                </view>
                <view contentMode="scaleToFill" customClass="PodView" customModule="FancyPod" translatesAutoresizingMaskIntoConstraints="NO" id="pOd-00-002">
                    <rect key="frame" x="0" y="100" width="100" height="20"/>
                </view>
        """)

    static let main = IB.storyboard(
        IB.scene("sCn-00-001", controller: "hOm-00-001", controllerClass: "HomeController", storyboardID: "Home",
                 subviews: placeholder("Card", id: "cRd-00-001"), connections: """
                        <outlet property="card" destination="cRd-00-001" id="c02-00-001"/>
                        <outlet property="header" destination="hOm-00-001-view" id="c02-00-002"/>
                        <outlet property="view" destination="hOm-00-001-view" id="c02-00-003"/>
                        <segue destination="dTl-00-001" kind="show" identifier="detail" id="s02-00-001"/>
                        <segue destination="rEf-00-001" kind="show" id="s02-00-002"/>
        """)
        + IB.scene("sCn-00-002", controller: "dTl-00-001", controllerClass: "HomeController", connections: """
                        <outlet property="card" destination="cRd-00-002" id="c03-00-001"/>
                        <outlet property="header" destination="dTl-00-001-view" id="c03-00-002"/>
                        <segue destination="sCn-00-002-exit" kind="unwind" unwindAction="unwindToHome:" id="s03-00-001"/>
        """, extra: """
                <viewControllerPlaceholder storyboardName="Other" referencedIdentifier="Settings" id="rEf-00-001" sceneMemberID="viewController"/>
        """).replacingOccurrences(of: "<subviews>\n\n", with: "<subviews>\n" + placeholder("Card", id: "cRd-00-002") + "\n"),
        initial: "hOm-00-001")

    static let other = IB.storyboard(IB.scene("sCn-00-003", controller: "sEt-00-001", storyboardID: "Settings"))

    /// Docs/connections.md explains each rule in a table written by hand (what it fires on and
    /// what it does not); its ids and severities are the checks', in their order.
    @Test func theDocumentedRuleTableNamesEveryRuleWithItsSeverity() throws {
        let text = try String(contentsOfFile: repositoryRoot + "/Docs/connections.md", encoding: .utf8)
        let rows = text.split(separator: "\n").drop { !$0.hasPrefix("| id | severity |") }.dropFirst(2)
            .prefix { $0.hasPrefix("| `") }
        let documented = rows.map { row in
            row.split(separator: "|").prefix(2).map { $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: ["`"]) }
        }
        let checked = ConnectionChecker.ruleTypes.map { [$0.description.id, $0.description.severity.rawValue] }
        #expect(documented == checked)
    }

    @Test func wellFormedProjectHasNoFindings() throws {
        let temp = try TemporaryProject(Self.sources.merging(["Card.xib": Self.card, "Main.storyboard": Self.main, "Other.storyboard": Self.other]) { a, _ in a })
        defer { temp.removeAll() }
        let report = ConnectionChecker.run(temp.index())
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description).joined(separator: "\n"))")
        // The pod-backed class and the pod's own class are skipped, not judged.
        #expect(report.skipped.map(\.className) == ["PodBacked", "PodView"])
        #expect(report.skippedSummary?.code == "connections-skipped")
        #expect(report.skippedSummary?.message.contains("2 classes were not checked") == true)
    }

    @Test func filesOwnerWithoutClassIsWhateverLoadsTheNib() throws {
        let xib = IB.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <view contentMode="scaleToFill" id="oWn-00-001" customClass="OwnerAware" customModule="App">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <connections>
                    <outlet property="owner" destination="-1" id="oWn-00-002"/>
                </connections>
            </view>
        """)
        let temp = try TemporaryProject(["OwnerAware.xib": xib, "Sources/App/OwnerAware.swift": """
            import UIKit
            final class OwnerAware: UIView {
                @IBOutlet weak var owner: UIViewController!
            }
            """])
        defer { temp.removeAll() }
        #expect(ConnectionChecker.check(temp.index()).isEmpty)
    }

    /// `setValue:forKey:` sets `NoGroupsButton` through `setNoGroupsButton:`, the setter of
    /// `noGroupsButton`: the outlet is neither missing nor its property connected nowhere.
    @Test func anOutletKeyReachesThePropertyItsSetterNames() throws {
        let xib = IB.xib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="FilterAlert" customModule="App">
                <connections>
                    <outlet property="NoGroupsButton" destination="kVc-00-002" id="kVc-00-003"/>
                </connections>
            </placeholder>
            <button opaque="NO" contentMode="scaleToFill" id="kVc-00-002">
                <rect key="frame" x="0.0" y="0.0" width="120" height="44"/>
            </button>
        """)
        let temp = try TemporaryProject(["FilterAlert.xib": xib, "Sources/App/FilterAlert.swift": """
            import UIKit
            final class FilterAlert: UIViewController {
                @IBOutlet weak private var noGroupsButton: UIButton!
            }
            """])
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index())
        #expect(findings.isEmpty, "\(findings.map(\.description).joined(separator: "\n"))")
    }

    /// Each mutation of the well-formed project, and the one finding it must give.
    static let mutations: [(rule: String, file: String, from: String, to: String, objectID: String?)] = [
        ("outlet-missing-property", "Card.xib", "id=\"c01-00-006\"/>", "id=\"c01-00-006\"/><outlet property=\"subtitleLabel\" destination=\"tTl-00-001\" id=\"c01-00-009\"/>", "c01-00-009"),
        ("outlet-type-mismatch", "Card.xib", "property=\"titleLabel\" destination=\"tTl-00-001\"", "property=\"titleLabel\" destination=\"bTn-00-001\"", "c01-00-001"),
        ("outlet-type-mismatch", "Main.storyboard", "property=\"card\" destination=\"cRd-00-001\"", "property=\"card\" destination=\"hOm-00-001-view\"", "c02-00-001"),
        ("outlet-unconnected", "Sources/App/Card.swift", "@IBOutlet weak var button: UIButton!", "@IBOutlet weak var button: UIButton!\n    @IBOutlet weak var spare: UIButton!", nil),
        ("action-missing-method", "Card.xib", "selector=\"tapped:\"", "selector=\"tappedTwice:\"", "a01-00-001"),
        // AppKit's controllers have `add:`; a UIKit view does not.
        ("action-missing-method", "Card.xib", "selector=\"tapped:\"", "selector=\"add:\"", "a01-00-001"),
        ("action-missing-method", "Card.xib", "selector=\"refreshEverything:\"", "selector=\"refreshNothing:\"", "a01-00-003"),
        ("action-missing-method", "Main.storyboard", "unwindAction=\"unwindToHome:\"", "unwindAction=\"unwindToNowhere:\"", "s03-00-001"),
        ("unknown-custom-class", "Card.xib", "customClass=\"RenamedBadge\"", "customClass=\"GhostBadge\" customModule=\"App\"", "bDg-00-001"),
        ("custom-module-mismatch", "Card.xib", "customClass=\"PodBacked\" customModule=\"App\"", "customClass=\"PodBacked\" customModule=\"Legacy\"", "pOd-00-001"),
        ("outlet-cross-scene", "Main.storyboard", "property=\"card\" destination=\"cRd-00-002\"", "property=\"card\" destination=\"cRd-00-001\"", "c03-00-001"),
        ("segue-destination-invalid", "Main.storyboard", "destination=\"dTl-00-001\" kind=\"show\"", "destination=\"cRd-00-001\" kind=\"show\"", "s02-00-001"),
        // An unwind segue led to a controller instead of an Exit (another scene's Exit is no
        // mistake: UIKit unwinds by the action).
        ("segue-destination-invalid", "Main.storyboard", "destination=\"sCn-00-002-exit\"", "destination=\"cRd-00-001\"", "s03-00-001"),
        ("storyboard-reference-missing", "Main.storyboard", "storyboardName=\"Other\"", "storyboardName=\"Gone\"", "rEf-00-001"),
        ("storyboard-reference-missing", "Main.storyboard", "referencedIdentifier=\"Settings\"", "referencedIdentifier=\"Preferences\"", "rEf-00-001"),
        ("storyboard-reference-missing", "Main.storyboard", "storyboardName=\"Other\" referencedIdentifier=\"Settings\"", "", "rEf-00-001"),
        ("dangling-reference", "Card.xib", "destination=\"bSe-00-001\"", "destination=\"nOn-e0-000\"", "c01-00-002"),
    ]

    /// A module mismatch says what to write: inheriting the target's module where that target
    /// declares the class, else the one module that does; nothing when several do and the
    /// document's target is none of them.
    @Test func aModuleMismatchSaysWhatToWrite() {
        #expect(CustomModuleMismatchRule.fix(declaring: ["App", "Widget"], targetModule: "App").contains("Inherit Module From Target"))
        #expect(CustomModuleMismatchRule.fix(declaring: ["Kit"], targetModule: "App") == "; write Kit")
        #expect(CustomModuleMismatchRule.fix(declaring: ["Kit"], targetModule: nil) == "; write Kit")
        #expect(CustomModuleMismatchRule.fix(declaring: ["Kit", "Widget"], targetModule: "App") == "")
    }

    @Test(arguments: mutations.indices) func eachMutationIsCaughtByItsRule(_ index: Int) throws {
        let mutation = Self.mutations[index]
        let temp = try TemporaryProject(Self.sources.merging(["Card.xib": Self.card, "Main.storyboard": Self.main, "Other.storyboard": Self.other]) { a, _ in a })
        defer { temp.removeAll() }
        let original = try temp.read(mutation.file)
        #expect(original.contains(mutation.from))
        try temp.write(mutation.file, original.replacingOccurrences(of: mutation.from, with: mutation.to))
        let diagnostics = ConnectionChecker.check(temp.index())
        #expect(diagnostics.map(\.code) == [mutation.rule], "\(diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(diagnostics.first?.objectID == mutation.objectID)
        #expect(diagnostics.first?.location.map { $0.line > 0 && $0.column > 0 } == true)
    }

    /// The well-formed project with `members` written into Card.swift after the line `declared`.
    static func projectWithCardMembers(after declared: String, _ members: String) throws -> TemporaryProject {
        let temp = try TemporaryProject(sources.merging(["Card.xib": card, "Main.storyboard": main, "Other.storyboard": other]) { a, _ in a })
        let original = try temp.read("Sources/App/Card.swift")
        #expect(original.contains(declared))
        try temp.write("Sources/App/Card.swift", original.replacingOccurrences(of: declared, with: declared + members))
        return temp
    }

    /// An implicitly unwrapped outlet connected nowhere that its class's code dereferences is
    /// nil there, a crash: it leads its declaration's finding, which says where it is used; an
    /// optional one, used through `?.`, does not.
    @Test func anUnconnectedOutletTheCodeDereferencesLeadsAndSaysWhere() throws {
        let temp = try Self.projectWithCardMembers(after: "@IBOutlet weak var button: UIButton!", """

                @IBOutlet weak var quiet: UILabel?
                @IBOutlet weak var spare: UIButton!
                func hide() {
                    quiet?.isHidden = true
                    // spare.isHidden = true, said here only
                    self.spare.isHidden = true
                }
            """)
        defer { temp.removeAll() }
        let diagnostics = ConnectionChecker.check(temp.index())
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.description))")
        let message = diagnostics.first?.message ?? ""
        #expect(message.hasPrefix("@IBOutlet 'spare' of Card is connected in no document, yet code uses it (Card.swift:"), "\(message)")
        #expect(message.hasSuffix("where it would be nil: a crash when that code runs; nor is 'quiet'"), "\(message)")
        #expect(diagnostics.first?.related.first?.message == "'spare' used here")
    }

    /// A subclass that assigns the outlet, in a file of its own, sets it before or instead of a
    /// nib: the outlet is the code's, neither a crash nor a lost connection (a first run: a
    /// base controller's outlet its subclasses all set, reported).
    @Test func anOutletASubclassAssignsIsTheCodes() throws {
        let temp = try Self.projectWithCardMembers(after: "@IBOutlet weak var baseLabel: UILabel!", """

                @IBOutlet weak var shade: UIView!
                func dim() { shade.alpha = 0.5 }
            """)
        defer { temp.removeAll() }
        func message() -> String { ConnectionChecker.check(temp.index()).first { $0.message.contains("'shade'") }?.message ?? "" }
        #expect(message().contains("yet code uses it (Card.swift:"), "\(message())")
        let screens = try temp.read("Sources/App/Screens.swift")
        try temp.write("Sources/App/Screens.swift", screens + "\nfinal class DimCard: BaseCard {\n    func prepare() { shade = UIView() }\n}\n")
        #expect(message() == "", "\(message())")
    }

    /// A declaration's type by its bare name, whatever module, optionality or generics it has.
    @Test func aDeclaredTypeIsNamedBare() {
        #expect(OutletUses.typeName("RomDropView!") == "RomDropView")
        #expect(OutletUses.typeName("App.RomDropView?") == "RomDropView")
        #expect(OutletUses.typeName("RomDropView<T>") == "RomDropView")
        #expect(OutletUses.typeName("[String: Int]") == "")
        #expect(OutletUses.typeName("Überblick") == "Überblick")
    }

    /// The object's own property is assigned, not another object's of that name, nor a local.
    @Test func anAssignmentIsTheObjectsOwnProperty() {
        func assigned(_ code: String) -> Bool { OutletUses.isAssigned("target", in: Array(code.utf8)) }
        #expect(assigned("func bind() { target = other }"))
        #expect(assigned("func bind() { self.target = other }"))
        #expect(!assigned("func bind() { item.target = self }"))
        #expect(!assigned("func bind() { var target = 1; let x = target }"))
        #expect(!assigned("func bind() { if target == nil {} }"))
        #expect(!assigned("func bind() { mytarget = other }"))
    }

    @Test func aDereferenceIsAMemberReadOrAnUnwrapOfTheOutletItself() {
        func use(_ code: String) -> Int? { OutletUses.firstDereference(of: "label", in: Array(code.utf8))?.line }
        #expect(use("x = 1\nlabel.text = \"a\"") == 2)
        #expect(use("self.label.isHidden = true") == 1)
        #expect(use("print(label!)") == 1)
        #expect(use("label?.text = nil\nother.label.text = nil\nsublabel.text = nil\nif label != nil {}") == nil)
        #expect(use("// label.text\n@IBOutlet weak var label: UILabel! // label.text") == nil)
        #expect(use("/* old:\n label.text = nil /* nested */ label.text\n*/ x = 1") == nil)
        #expect(use("@IBOutlet weak var label: UILabel! {\n    didSet {\n        label.text = nil\n    }\n}\nfunc f() { label.text = nil }") == 6)
        // Code that tests the outlet for nil, or binds it, knows it may be nil.
        func checked(_ code: String) -> Bool { OutletUses.isGuardedOrAssigned("label", in: Array(code.utf8)) }
        #expect(checked("if label != nil { label.text = nil }"))
        #expect(checked("guard let shown = self.label else { return }"))
        #expect(checked("if let label { label.text = nil }"))
        #expect(checked("label = loadFromNib()"))
        // A local of its name: its uses may be the local's.
        #expect(checked("for label in labels { label.text = nil }"))
        #expect(checked("views.forEach { label in label.alpha = 0 }"))
        #expect(checked("var label = makeLabel()"))
        #expect(!checked("label.text = nil\nif sublabel != nil {}\nif label == other {}"))
        // Code that sets a property of its name on some object may set it before the use.
        func set(_ code: String) -> Bool { OutletUses.isSetAsProperty("label", in: Array(code.utf8)) }
        #expect(set("panel.label = UILabel()"))
        #expect(set("[panel setLabel:field];"))
        #expect(!set("panel.label == nil\npanel.labelText = nil\n[panel resetLabel:x];\nlabel.text = nil"))
    }

    /// Another class's code that sets the outlet on the object it makes may do so before the
    /// class's own code reads it: no crash is claimed (a first run: a document's controller
    /// whose `currentDocument` the document sets right after making it).
    @Test func anOutletAnotherClassSetsIsNoCrashClaim() throws {
        let temp = try Self.projectWithCardMembers(after: "@IBOutlet weak var button: UIButton!", """

                @IBOutlet weak var spare: UIButton!
                func hide() { spare.isHidden = true }
            """)
        defer { temp.removeAll() }
        func message() -> String { ConnectionChecker.check(temp.index()).first { $0.message.contains("'spare'") }?.message ?? "" }
        #expect(message().contains("yet code uses it (Card.swift:"), "\(message())")
        // Set on another class's object, by code that does not name Card: still a claim.
        try temp.write("Sources/App/Other.swift", "import UIKit\n\nfunc fill(_ panel: Panel) { panel.spare = UIButton() }\n")
        #expect(message().contains("yet code uses it (Card.swift:"), "\(message())")
        try temp.write("Sources/App/Maker.swift", "import UIKit\n\nfunc makeCard(_ card: Card) { card.spare = UIButton() }\n")
        #expect(message().hasSuffix("'spare' of Card is connected in no document"), "\(message())")
    }

    /// A class moved to another module, or deleted, leaves each of its objects in a document
    /// wrong for one reason: one finding per document, the other objects as its related places.
    @Test(arguments: [
        ("customClass=\"PodBacked\" customModule=\"Legacy\"", "custom-module-mismatch"),
        ("customClass=\"GhostView\" customModule=\"App\"", "unknown-custom-class"),
    ])
    func objectsWrongForOneCauseAreOneFinding(_ classAttributes: String, _ rule: String) throws {
        let temp = try TemporaryProject(Self.sources.merging(["Card.xib": Self.card, "Main.storyboard": Self.main, "Other.storyboard": Self.other]) { a, _ in a })
        defer { temp.removeAll() }
        let card = try temp.read("Card.xib").replacingOccurrences(of: "customClass=\"PodBacked\" customModule=\"App\"", with: classAttributes)
        let subviews = try #require(card.range(of: "<subviews>"))
        let copies = ["pOd-00-002", "pOd-00-003"].map {
            "<view contentMode=\"scaleToFill\" \(classAttributes) id=\"\($0)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"10\" height=\"10\"/></view>"
        }
        try temp.write("Card.xib", card.replacingCharacters(in: subviews, with: "<subviews>" + copies.joined()))
        // (The deleted class also leaves its outlets unconnected and missing: other causes.)
        let diagnostics = ConnectionChecker.check(temp.index()).filter { $0.code == rule }
        #expect(diagnostics.count == 1, "\(diagnostics.map(\.description).joined(separator: "\n"))")
        let finding = try #require(diagnostics.first)
        #expect(finding.message.hasSuffix("; 2 more objects of this document say the same"), "\(finding.message)")
        #expect(Set([finding.objectID].compactMap { $0 } + finding.related.compactMap(\.objectID)) == ["pOd-00-001", "pOd-00-002", "pOd-00-003"])
    }

    @Test func storyboardReferenceChainsResolveAndLoopsAreReported() throws {
        let a = IB.storyboard(IB.scene("sCn-0a-001", controller: "vCa-00-001", extra: """
                <viewControllerPlaceholder storyboardName="B" id="rEf-0a-001" sceneMemberID="viewController"/>
        """), initial: "vCa-00-001")
        let b = IB.storyboard("""
            <scene sceneID="sCn-0b-001"><objects>
                <viewControllerPlaceholder storyboardName="C" referencedIdentifier="Deep" id="rEf-0b-001" sceneMemberID="viewController"/>
            </objects></scene>
        """, initial: "rEf-0b-001")
        let c = IB.storyboard(IB.scene("sCn-0c-001", controller: "vCc-00-001", storyboardID: "Deep"))
        let loop = IB.storyboard("""
            <scene sceneID="sCn-0d-001"><objects>
                <viewControllerPlaceholder storyboardName="Loop" id="rEf-0d-001" sceneMemberID="viewController"/>
            </objects></scene>
        """, initial: "rEf-0d-001")
        let temp = try TemporaryProject(["A.storyboard": a, "B.storyboard": b, "C.storyboard": c, "Loop.storyboard": loop])
        defer { temp.removeAll() }
        let project = temp.index()
        let document = try #require(project.document(temp.root + "/A.storyboard"))
        let resolved = try project.resolve(document.storyboardReferences[0], in: document).get()
        #expect(resolved.documentPath == temp.root + "/C.storyboard")
        #expect(resolved.controllerID == "vCc-00-001")
        let diagnostics = ConnectionChecker.check(project)
        #expect(diagnostics.map(\.objectID) == ["rEf-0d-001"])
        #expect(diagnostics.first?.message.contains("loops") == true)
    }

    @Test func documentOnlyRulesRunWithoutSources() throws {
        let temp = try TemporaryProject(["Card.xib": Self.card.replacingOccurrences(of: "customClass=\"RenamedBadge\"", with: "customClass=\"Nowhere\""),
                                         "Main.storyboard": Self.main, "Other.storyboard": Self.other])
        defer { temp.removeAll() }
        #expect(ConnectionChecker.check(temp.index()).isEmpty)
    }

    @Test func ruleIDsAreTheContract() {
        #expect(Set(ConnectionChecker.ruleIDs) == [
            "outlet-missing-property", "outlet-type-mismatch", "outlet-unconnected", "action-missing-method", "dangling-reference",
            "unknown-custom-class", "custom-module-mismatch", "outlet-cross-scene", "segue-destination-invalid",
            "storyboard-reference-missing", "component-cycle", "runtime-attribute-unknown", "code-identifier-missing", "unbuilt-document",
            "unreadable-project", "connections-skipped",
        ])
        #expect(FrameworkClasses.chain(of: "UITableView") == ["UITableView", "UIScrollView", "UIView", "UIResponder", "NSObject"])
        #expect(FrameworkClasses.className(ofElement: "pongPressGestureRecognizer", platform: .iOS) == "UILongPressGestureRecognizer")
        #expect(FrameworkClasses.className(ofElement: "button", platform: .macOS) == "NSButton")
    }
}

/// Objective-C classes and macOS documents (`target=` actions, numbered placeholders).
@Suite struct ObjectiveCAndMacOSTests {
    static let header = """
        #import <UIKit/UIKit.h>
        @interface LegacyView : UIView
        @property (weak, nonatomic) IBOutlet UILabel *label;
        - (IBAction)tap:(id)sender;
        @end
        """
    static let implementation = """
        #import "LegacyView.h"
        @interface LegacyView ()
        @property (weak, nonatomic) IBOutlet UIButton *hiddenButton;
        @end
        @implementation LegacyView
        - (IBAction)tap:(id)sender {}
        - (void)extraTapped:(UIButton *)sender forEvent:(UIEvent *)event {}
        @end
        """
    static let legacyXib = IB.component(owner: "LegacyView", module: nil, connections: """
                <outlet property="label" destination="lBl-00-001" id="lOc-00-001"/>
                <outlet property="hiddenButton" destination="bTn-00-001" id="lOc-00-002"/>
        """, subviews: """
                <label opaque="NO" text="T" translatesAutoresizingMaskIntoConstraints="NO" id="lBl-00-001">
                    <rect key="frame" x="0" y="0" width="100" height="20"/>
                </label>
                <button opaque="NO" translatesAutoresizingMaskIntoConstraints="NO" id="bTn-00-001">
                    <rect key="frame" x="0" y="20" width="100" height="20"/>
                    <connections>
                        <action selector="tap:" destination="-1" eventType="touchUpInside" id="lAc-00-001"/>
                        <action selector="extraTapped:forEvent:" destination="-1" eventType="touchUpInside" id="lAc-00-002"/>
                    </connections>
                </button>
        """)
    static let menu = IB.xib("""
            <customObject id="-2" userLabel="File's Owner" customClass="NSApplication">
                <connections>
                    <outlet property="delegate" destination="aPp-De-001" id="mOc-00-001"/>
                </connections>
            </customObject>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            <customObject id="-3" userLabel="Application" customClass="NSObject"/>
            <customObject id="aPp-De-001" customClass="AppDelegate" customModule="Mac">
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="string" keyPath="greeting" value="Hello"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="tagline" value="Hi"/>
                    <userDefinedRuntimeAttribute type="number" keyPath="layer.cornerRadius">
                        <integer key="value" value="4"/>
                    </userDefinedRuntimeAttribute>
                </userDefinedRuntimeAttributes>
                <connections>
                    <outlet property="window" destination="wIn-00-001" id="mOc-00-002"/>
                </connections>
            </customObject>
            <window title="Main" id="wIn-00-001">
                <view key="contentView" id="cOn-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                    <subviews>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="bTn-00-002">
                            <rect key="frame" x="20" y="20" width="100" height="32"/>
                            <buttonCell key="cell" type="push" title="Go" id="bCl-00-001"/>
                            <connections>
                                <action selector="go:" target="aPp-De-001" id="mAc-00-001"/>
                                <action selector="copy:" target="-1" id="mAc-00-002"/>
                                <action selector="terminate:" target="-3" id="mAc-00-003"/>
                                <action selector="replaceQuotesInSelection:" target="-1" id="mAc-00-004"/>
                                <action selector="selectNextTabViewItem:" target="-1" id="mAc-00-005"/>
                            </connections>
                        </button>
                    </subviews>
                </view>
            </window>
        """, platform: "macOS")
    static let delegate = """
        import Cocoa
        @main final class AppDelegate: NSObject, NSApplicationDelegate {
            @IBOutlet weak var window: NSWindow!
            @IBInspectable var greeting: String = ""
            @IBAction func go(_ sender: NSButton) {}
        }
        extension NSObject {
            @IBInspectable var tagline: String { get { "" } set {} }
        }
        """

    func project(replacing old: String = "", with new: String = "") throws -> TemporaryProject {
        try TemporaryProject([
            "Legacy/LegacyView.h": Self.header, "Legacy/LegacyView.m": Self.implementation, "Legacy/LegacyView.xib": Self.legacyXib,
            "Sources/Mac/AppDelegate.swift": Self.delegate,
            "Sources/Mac/MainMenu.xib": old.isEmpty ? Self.menu : Self.menu.replacingOccurrences(of: old, with: new),
        ])
    }

    @Test func objectiveCClassExtensionsAndMacTargetsHaveNoFindings() throws {
        let temp = try project()
        defer { temp.removeAll() }
        let report = ConnectionChecker.run(temp.index())
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description).joined(separator: "\n"))")
    }

    @Test(arguments: [
        // `stop:` is an NSApplication action, but AppDelegate is an NSObject: no framework action applies.
        ("selector=\"go:\"", "selector=\"stop:\"", ["action-missing-method"]),
        ("property=\"window\"", "property=\"mainWindow\"", ["outlet-unconnected", "outlet-missing-property"]),
        ("<window title=\"Main\" id=\"wIn-00-001\">", "<window title=\"Main\" id=\"wIn-00-001\" customClass=\"FancyWindow\">", ["unknown-custom-class"]),
        ("keyPath=\"greeting\"", "keyPath=\"salutation\"", ["runtime-attribute-unknown"]),
    ])
    func macMutationsAreCaught(_ old: String, _ new: String, _ rules: [String]) throws {
        let temp = try project(replacing: old, with: new)
        defer { temp.removeAll() }
        #expect(ConnectionChecker.check(temp.index()).codes == rules)
    }
}

/// An action across scenes never survives loading: `outlet-cross-scene` reports it, and
/// `action-missing-method` does not report it again (a first run: 2 connections reported twice).
@Suite struct CrossSceneActionTests {
    @Test func anActionToAnotherScenesControllerIsReportedOnce() throws {
        let button = IB.button(sending: "refresh:", to: "vCb-Xs-002", id: "bTn-Xs-001")
        let storyboard = IB.storyboard(IB.scene("sCa-Xs-001", controller: "vCa-Xs-001", controllerClass: "ListController", subviews: button)
                                       + IB.scene("sCb-Xs-002", controller: "vCb-Xs-002", controllerClass: "DetailController"))
        let swift = "import UIKit\n\nfinal class ListController: UIViewController {\n    @IBAction func refresh(_ sender: Any) {}\n}\n\nfinal class DetailController: UIViewController {}\n"
        let temp = try TemporaryProject(["Main.storyboard": storyboard, "Controllers.swift": swift])
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index())
        #expect(findings.map(\.code) == ["outlet-cross-scene"])
        // Both scenes named by their controllers: copy-pasted scenes' controllers look alike.
        #expect(findings.first?.message.hasSuffix("in the scene of DetailController (sCb-Xs-002), not its own, the scene of ListController (sCa-Xs-001)") == true,
                "\(findings.map(\.message))")
    }
}

/// A folder named like a project that holds no project file is none: Xcode cannot open it (a
/// first run: a leftover `Name.xcodeproj/` holding only a workspace's checkout file, beside the
/// real `name.xcodeproj`). A document no target of the real project builds is still told so,
/// not judged against the sources as if some unreadable project might build it.
@Suite struct ProjectFolderWithoutProjectFileTests {
    @Test func aProjectFolderWithoutAProjectFileIsNoProject() throws {
        let files = [
            "App.xcodeproj/project.pbxproj": TestXcodeProject(targets: [.init(name: "App", sources: ["AppDelegate.swift"])]).text,
            "Stray.xcodeproj/project.xcworkspace/contents.xcworkspacedata": "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Workspace version = \"1.0\">\n</Workspace>\n",
            "AppDelegate.swift": "import UIKit\n\nclass AppDelegate: UIResponder {}\n",
            "Panel.xib": SupersededClassTests.panel,
        ]
        let temp = try TemporaryProject(files)
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index())
        #expect(findings.codes == ["unbuilt-document"], "\(findings.map(\.description))")
    }
}

/// An AppKit class answers the standard actions of the framework classes on its chain, not
/// every standard action: a view controller has no `changeColor:` (text views implement it) and
/// no `add:` (array controllers do), so such an action sent to it must be its own (a first run:
/// a preference pane controller's renamed `changeColor:`, six color wells' action, unreported).
/// First Responder may still name any of them.
@Suite struct AppKitFrameworkActionTests {
    static func panel(_ actions: [(selector: String, target: String)]) -> String {
        let buttons = actions.enumerated().map { offset, action in
            """
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="bTn-Ak-00\(offset)">
                            <rect key="frame" x="20" y="\(20 + 40 * offset)" width="100" height="32"/>
                            <buttonCell key="cell" type="push" title="Go" id="bCl-Ak-00\(offset)"/>
                            <connections>
                                <action selector="\(action.selector)" target="\(action.target)" id="aCt-Ak-00\(offset)"/>
                            </connections>
                        </button>
            """
        }.joined(separator: "\n")
        return IB.xib("""
            <customObject id="-2" userLabel="File's Owner" customClass="PaneController"/>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            <customObject id="tXt-Ak-001" customClass="NotesView"/>
            <customObject id="wCt-Ak-001" customClass="PanelWindowController"/>
            <customObject id="fLd-Ak-001" customClass="NameField"/>
            <customView id="rOo-Ak-001">
                <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                <subviews>
        \(buttons)
                </subviews>
            </customView>
        """, platform: "macOS")
    }

    static let swift = """
        import Cocoa
        final class PaneController: NSViewController {
            @IBAction func refresh(_ sender: Any?) {}
        }
        final class NotesView: NSTextView {}
        final class PanelWindowController: NSWindowController {}
        final class NameField: NSTextField {}
        """

    func findings(_ actions: [(selector: String, target: String)]) throws -> [Diagnostic] {
        let temp = try TemporaryProject(["Pane.xib": Self.panel(actions), "Pane.swift": Self.swift])
        defer { temp.removeAll() }
        return ConnectionChecker.check(temp.index())
    }

    @Test func anActionAnotherAppKitClassImplementsIsTheTargetsOwn() throws {
        // `copy:` too: views and windows may answer the editing actions, a controller does not
        // (a first run: a view controller's deleted `copy:` unreported).
        let missing = try findings([("changeColor:", "-2"), ("add:", "-2"), ("reload:", "-2"), ("refresh:", "-2"), ("copy:", "-2")])
        #expect(missing.map(\.code) == ["action-missing-method", "action-missing-method", "action-missing-method", "action-missing-method"],
                "\(missing.map(\.description))")
        #expect(missing.allSatisfy { $0.message.contains("PaneController") })
    }

    @Test func theTargetsFrameworkClassesAndFirstResponderAnswerTheirActions() throws {
        let answered = try findings([("changeColor:", "tXt-Ak-001"), ("showWindow:", "wCt-Ak-001"), ("performClose:", "wCt-Ak-001"),
                                     ("dismissController:", "-2"), ("copy:", "tXt-Ak-001"), ("changeColor:", "-1"), ("copy:", "-1"),
                                     ("selectText:", "fLd-Ak-001"), ("showContextHelp:", "-1"), ("moveWordLeft:", "-1")])
        // A window controller does not implement `performClose:`, its window does.
        #expect(answered.map(\.code) == ["action-missing-method"], "\(answered.map(\.description))")
        #expect(answered.first?.message.contains("performClose:") == true)
    }
}

/// Outlet names only some framework classes declare (`tableView`, `tabView`, `imageView`…)
/// are the framework's only on those classes and below them: on any other framework subclass
/// the class must declare them itself (a first run: a deleted `tabView` outlet of an
/// NSViewController subclass went unreported).
@Suite struct FrameworkOutletsByClassTests {
    @Test(arguments: [
        ("UIViewController", "tableView", true), ("UITableViewController", "tableView", false),
        ("UICollectionViewCell", "imageView", true), ("UITableViewCell", "imageView", false),
        ("UIView", "textLabel", true), ("UITableViewCell", "detailTextLabel", false),
        ("UIViewController", "view", false), ("UIView", "gestureRecognizers", false),
        // Names both frameworks use, each on its own classes (a first run: a deleted
        // `headerView` of a UIViewController subclass; a view loading its own xib connects a
        // `contentView` it must declare).
        ("UIViewController", "headerView", true), ("UIView", "contentView", true), ("UITableViewCell", "contentView", false),
        ("UIViewController", "toolbar", true), ("UINavigationController", "toolbar", false),
        ("UIView", "backgroundView", true), ("UICollectionViewCell", "backgroundView", false),
        ("UIView", "menu", true), ("UIButton", "menu", false),
        // WKWebView.h's (a first run: a WKWebView subclass's connection reported missing).
        ("WKWebView", "navigationDelegate", false), ("UIView", "navigationDelegate", true),
    ])
    func aClassSpecificOutletIsTheFrameworksOnlyOnItsClasses(superclass: String, outlet: String, reported: Bool) throws {
        let temp = try TemporaryProject([
            "Owner.xib": IB.component(owner: "Owner", module: nil, connections: """
                    <outlet property="\(outlet)" destination="rOo-tV-w01" id="oUt-Fw-001"/>
            """),
            "Owner.swift": "import UIKit\n\nfinal class Owner: \(superclass) {}\n",
        ])
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index()).filter { $0.code == "outlet-missing-property" }
        #expect(findings.count == (reported ? 1 : 0), "\(findings.map(\.description))")
    }

    @Test func anAppKitControllerDeclaresNoTabView() {
        #expect(!FrameworkClasses.outletNames(ofFrameworkAncestor: "NSViewController").contains("tabView"))
        #expect(FrameworkClasses.outletNames(ofFrameworkAncestor: "NSTabViewController").contains("tabView"))
        // A class NibKit does not know may declare any.
        #expect(FrameworkClasses.outletNames(ofFrameworkAncestor: "XYZUnknownView").contains("tabView"))
    }
}

/// UIKit's editing actions are optional protocol methods only text and web views implement:
/// a controller or cell sent `delete:` it lacks raises "unrecognized selector", and an iOS
/// document's First Responder reaches no AppKit action (first runs: a cell's deleted
/// `delete:` unreported; `performClose:` taken as standard on iOS).
@Suite struct UIKitFrameworkActionTests {
    static func findings(owner: String, superclass: String, selector: String, target: String = "-1") throws -> [String] {
        let temp = try TemporaryProject([
            "Owner.xib": IB.component(owner: owner, module: nil, subviews: IB.button(sending: selector, to: target, id: "bTn-Uk-001")),
            "Owner.swift": "import UIKit\n\nfinal class \(owner): \(superclass) {}\n",
        ])
        defer { temp.removeAll() }
        return ConnectionChecker.check(temp.index()).filter { $0.code == "action-missing-method" }.map(\.message)
    }

    @Test(arguments: [("UIViewController", "delete:", true), ("UICollectionViewCell", "copy:", true),
                      ("UITextField", "copy:", false), ("UIViewController", "unwindForSegue:towardsViewController:", false)])
    func anEditingActionIsOnlyTheTextViewsOwn(superclass: String, selector: String, reported: Bool) throws {
        #expect(try Self.findings(owner: "Owner", superclass: superclass, selector: selector).count == (reported ? 1 : 0))
    }

    @Test func anIOSFirstResponderReachesNoAppKitAction() throws {
        #expect(try Self.findings(owner: "Owner", superclass: "UIViewController", selector: "performClose:", target: "-2").count == 1)
        #expect(try Self.findings(owner: "Owner", superclass: "UIViewController", selector: "copy:", target: "-2").isEmpty)
    }
}

/// Key-value coding sets an outlet through a `set<Key>:` or `_set<Key>:` method, or an
/// `_is<Key>` or `is<Key>` instance variable, as well as a property or `_<key>` (a first run's
/// probes: three outlets so kept reported missing).
@Suite struct KeyValueCodingOutletTests {
    @Test func settersAndIsInstanceVariablesTakeOutlets() throws {
        let temp = try TemporaryProject([
            "Info.xib": IB.component(owner: "InfoController", module: nil, connections: """
                    <outlet property="nameField" destination="rOo-tV-w01" id="oUt-Kv-001"/>
                    <outlet property="noteView" destination="rOo-tV-w01" id="oUt-Kv-002"/>
                    <outlet property="locked" destination="rOo-tV-w01" id="oUt-Kv-003"/>
                    <outlet property="missingField" destination="rOo-tV-w01" id="oUt-Kv-004"/>
            """),
            "InfoController.h": "#import <UIKit/UIKit.h>\n\n@interface InfoController : UIViewController {\n    UIView *_isLocked;\n}\n@end\n",
            "InfoController.m": "#import \"InfoController.h\"\n\n@implementation InfoController\n- (void)setNameField:(UIView *)field {}\n- (void)_setNoteView:(UIView *)view {}\n@end\n",
        ])
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index()).filter { $0.code == "outlet-missing-property" }
        #expect(findings.count == 1 && findings[0].message.contains("'missingField'"), "\(findings.map(\.description))")
    }
}

/// Two copies of one app in a tree, each its project's target `App` (module `App`): a class
/// only the other copy declares is named with both projects, not as "module App, which target
/// App neither is nor links" (a first run read that as nonsense).
@Suite struct TwinModuleMessageTests {
    @Test func aClassOfATwinModuleNamesTheProjects() throws {
        let temp = try TemporaryProject([
            "Old/App.xcodeproj/project.pbxproj": TestXcodeProject(targets: [.init(name: "App", sources: ["Home.swift"], resources: ["Home.xib"])]).text,
            "Old/Home.swift": "import UIKit\n\nfinal class Home: UIView {}\n",
            "Old/Home.xib": IB.component(owner: "Home", module: nil, rootClass: "Badge"),
            "New/App.xcodeproj/project.pbxproj": TestXcodeProject(targets: [.init(name: "App", sources: ["Badge.swift"])]).text,
            "New/Badge.swift": "import UIKit\n\nfinal class Badge: UIView {}\n",
        ])
        defer { temp.removeAll() }
        let messages = ConnectionChecker.check(temp.index()).filter { $0.code == "unknown-custom-class" }.map(\.message)
        #expect(messages == ["custom class 'Badge' of Badge is declared in module App of target App of New/App.xcodeproj, which target App of Old/App.xcodeproj neither is nor links"],
                "\(messages)")
    }
}

/// A name with an Apple prefix then a capital is taken for a framework class NibKit's table
/// lacks, unless its longer prefix is the app's own (`SKT` of Apple's Sketch sample, which
/// apps derived from it keep); `WebView` is WebKit's only class of that start (first runs:
/// renamed `SKT…` and `WebViewController` classes unreported).
@Suite struct AppleLookingClassTests {
    @Test(arguments: [("SKTToolPalette", true), ("SKLabelView", false), ("WebViewController", true), ("WebView", false)])
    func anAppsOwnPrefixIsNotApples(customClass: String, reported: Bool) throws {
        let temp = try TemporaryProject([
            "Panel.xib": IB.component(owner: "SKTGraphicView", module: nil, rootClass: customClass),
            "SKTGraphicView.h": "#import <Cocoa/Cocoa.h>\n\n@interface SKTGraphicView : NSView\n@end\n",
            "SKTGraphicView.m": "#import \"SKTGraphicView.h\"\n\n@implementation SKTGraphicView\n@end\n",
        ])
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index()).filter { $0.code == "unknown-custom-class" }
        #expect(findings.count == (reported ? 1 : 0), "\(findings.map(\.description))")
    }

    /// Interface Builder writes a framework's class with no module: an Apple-looking class of
    /// the app's own module is the app's, and judged (a first run: a renamed `HKImage…Cell`).
    @Test(arguments: [("App", true), (nil, false)])
    func anAppleLookingClassOfTheAppsModuleIsTheApps(module: String?, reported: Bool) throws {
        let named = module.map { " customModule=\"\($0)\"" } ?? ""
        let temp = try TemporaryProject([
            "Sources/App/Badge.xib": IB.component(owner: "BadgeOwner", module: nil, subviews: """
                        <view contentMode="scaleToFill" id="hKb-Vw-002" customClass="HKPriceBadge"\(named)/>
                """),
            "Sources/App/BadgeOwner.swift": "import UIKit\n\nfinal class BadgeOwner: NSObject {}\n",
        ])
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index()).filter { $0.code == "unknown-custom-class" }
        #expect(findings.count == (reported ? 1 : 0), "\(findings.map(\.description))")
    }
}

/// An outlet collection connected to a property that holds one object, or one object to an
/// outlet collection's property, is a mismatch (first runs' seeded breaks, Swift and
/// Objective-C): once per object and outlet, however many members the collection has.
@Suite struct OutletCollectionKindTests {
    @Test(arguments: [("@IBOutlet var dots: UILabel!", 1), ("@IBOutlet var dots: [UILabel]!", 0),
                      ("@IBOutlet var dots: NSArray!", 0), ("@IBOutlet var dots: Array<UIView>!", 0)])
    func aCollectionIsConnectedOnlyToACollection(declaration: String, reported: Int) throws {
        let temp = try TemporaryProject([
            "Dots.xib": IB.component(owner: "DotsView", module: nil, connections: """
                        <outletCollection property="dots" destination="dOt-Lb-001" id="dOt-Oc-001"/>
                        <outletCollection property="dots" destination="dOt-Lb-002" id="dOt-Oc-002"/>
                """, subviews: """
                        <label text="1" id="dOt-Lb-001"/>
                        <label text="2" id="dOt-Lb-002"/>
                """),
            "DotsView.swift": "import UIKit\n\nfinal class DotsView: UIView {\n    \(declaration)\n}\n",
        ])
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index()).filter { $0.code == "outlet-type-mismatch" }
        #expect(findings.count == reported, "\(findings.map(\.description))")
    }
}

/// `outlet-type-mismatch` through what a declared type may be (a class, a `typealias` of one, a
/// protocol of the app's), and how its message names the object.
@Suite struct OutletTypeMismatchTests {
    /// The messages of `outlet-type-mismatch` for a ScoreView whose outlets `scoreLabel` and
    /// `otherLabel` both hold one button, declared in the class's body as `members`, with
    /// `preamble` before the class.
    private func mismatches(preamble: String = "", members: String) throws -> [String] {
        let temp = try TemporaryProject([
            "Score.xib": IB.component(owner: "ScoreView", module: nil, connections: """
                        <outlet property="scoreLabel" destination="sCo-Bt-001" id="sCo-Ou-001"/>
                        <outlet property="otherLabel" destination="sCo-Bt-001" id="sCo-Ou-002"/>
                """, subviews: """
                        <button opaque="NO" contentMode="scaleToFill" id="sCo-Bt-001"/>
                """),
            "ScoreView.swift": "import UIKit\n\n\(preamble)final class ScoreView: UIView {\n\(members)}\n",
        ])
        defer { temp.removeAll() }
        return ConnectionChecker.check(temp.index()).filter { $0.code == "outlet-type-mismatch" }.map(\.message)
    }

    /// The object is named by itself, not by an outlet pointing at it (a first run:
    /// "connected to scoreLabel, a UIButton", after another outlet to the button, read as a
    /// contradiction).
    @Test func theDestinationIsNamedWithoutItsOutlets() throws {
        #expect(try mismatches(members: "    @IBOutlet var scoreLabel: UIButton!\n    @IBOutlet var otherLabel: UILabel!\n")
                == ["outlet 'otherLabel' is declared UILabel in ScoreView but is connected to button (sCo-Bt-001), a UIButton"])
    }

    /// An outlet declared with a `typealias` of a class is declared as that class (a first
    /// run's probe: not judged at all); the message says which.
    @Test func aTypeAliasIsTheTypeItNames() throws {
        #expect(try mismatches(preamble: "typealias ScoreLabel = UILabel\n\n",
                               members: "    typealias Other = UIButton\n    @IBOutlet var scoreLabel: ScoreLabel!\n    @IBOutlet var otherLabel: Other!\n")
                == ["outlet 'scoreLabel' is declared ScoreLabel (UILabel) in ScoreView but is connected to button (sCo-Bt-001), a UIButton"])
    }

    /// An outlet typed with a protocol of the app's own holds only objects of a class the
    /// sources make adopt it, or a protocol inheriting it (a first run's probe: an `@objc`
    /// protocol outlet connected to a label, unjudged); key-value coding does not check.
    @Test(arguments: [(true, 0), (false, 2)])
    func aProtocolOfTheAppsIsAdoptedInTheSources(buttonAdopts: Bool, reported: Int) throws {
        let preamble = "@objc protocol Scored: AnyObject {}\n@objc protocol Ranked: Scored {}\n"
            + (buttonAdopts ? "extension UIButton: Ranked {}\n" : "") + "\n"
        let found = try mismatches(preamble: preamble, members: "    @IBOutlet weak var scoreLabel: Scored?\n    @IBOutlet weak var otherLabel: Ranked?\n")
        #expect(found.count == reported, "\(found)")
    }
}

/// A class named with a dependency's prefix is the dependency's only while the app's own
/// classes do not use that prefix (first runs: an app's `RB…` classes beside in-house `RB…`
/// pods; `SEB…` classes beside a library of that prefix: renamed classes only noted).
@Suite struct DependencyPrefixTests {
    @Test(arguments: [(true, true), (false, false)])
    func aPrefixTheAppUsesIsTheApps(appUsesPrefix: Bool, reported: Bool) throws {
        var files = [
            "Settings.xib": IB.component(owner: "XYSettingsController", module: nil, connections: """
                        <outlet property="view" destination="rOo-tV-w01" id="xYp-Ou-001"/>
                """),
            "Podfile.lock": "PODS:\n  - XYBadgeKit (1.0)\n\nDEPENDENCIES:\n  - XYBadgeKit\n",
            "AppDelegate.swift": "import UIKit\n\nfinal class AppDelegate: UIResponder, UIApplicationDelegate {}\n",
        ]
        if appUsesPrefix { files["XYProfileController.swift"] = "import UIKit\n\nfinal class XYProfileController: UIViewController {}\n" }
        let temp = try TemporaryProject(files)
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index()).filter { $0.code == "unknown-custom-class" }
        #expect(findings.count == (reported ? 1 : 0), "\(findings.map(\.description))")
    }
}

/// Xcode 16's synchronised folder with a source file whose target membership is unticked (the
/// folder's `membershipExceptions` for its one target): no target compiles it, so a document
/// naming its class names a class that is not there (a first run: the seeded exclusion passed).
@Suite struct SynchronizedFolderExclusionTests {
    static func project(exceptions: String) -> String {
        """
        {
            objects = {
                R0 = { isa = PBXProject; mainGroup = G0; targets = (T1); };
                G0 = { isa = PBXGroup; children = (S0); sourceTree = "<group>"; };
                S0 = { isa = PBXFileSystemSynchronizedRootGroup; exceptions = (E1); path = Tally; sourceTree = "<group>"; };
                E1 = { isa = PBXFileSystemSynchronizedBuildFileExceptionSet; membershipExceptions = (\(exceptions)); target = T1; };
                T1 = { isa = PBXNativeTarget; name = Tally; buildPhases = (); fileSystemSynchronizedGroups = (S0);
                       productType = "com.apple.product-type.application"; };
            };
            rootObject = R0;
        }
        """
    }

    @Test(arguments: [("Info.plist", false), ("Badge.swift, Info.plist", true)])
    func aSourceLeftOutOfEveryTargetDeclaresNothing(exceptions: String, reported: Bool) throws {
        let temp = try TemporaryProject([
            "Tally.xcodeproj/project.pbxproj": Self.project(exceptions: exceptions),
            "Tally/Badge.swift": "import UIKit\n\nfinal class Badge: UIView {}\n",
            "Tally/Panel.swift": "import UIKit\n\nfinal class Panel: UIView {}\n",
            "Tally/Panel.xib": IB.component(owner: "Panel", module: nil, rootClass: "Badge"),
        ])
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index()).filter { $0.code == "unknown-custom-class" }
        #expect(findings.map(\.message) == (reported ? ["custom class 'Badge' of Badge is declared only in Badge.swift, which each target syncing its folder leaves out (target membership unticked): no target compiles it"] : []),
                "\(findings.map(\.description))")
    }
}

/// A project builds files outside its own folder (`../Shared/`, code an iOS and a Mac project
/// share): a document beside them that no target builds is that project's leftover, not a
/// document judged as if some unknown build made it (a first run: a stale copy of a shared xib,
/// 1 false error where the same file inside the project's folder gets the note).
@Suite struct DocumentBesideSharedFilesTests {
    @Test func aDocumentBesideFilesAProjectBuildsOutsideItsFolderIsItsToBuild() throws {
        let built = IB.component(owner: "Panel", module: nil, connections: "")
        let stale = IB.component(owner: "Panel", module: nil, connections: """
                <outlet property="titleLabel" destination="rOo-tV-w01" id="oUt-Sh-001"/>
        """)
        let files = [
            "App/App.xcodeproj/project.pbxproj": TestXcodeProject(targets: [.init(name: "App", sources: ["../Shared/Panel.swift"],
                                                                                   resources: ["../Shared/Panel.xib"])]).text,
            "Shared/Panel.swift": "import UIKit\n\nfinal class Panel: UIView {}\n",
            "Shared/Panel.xib": built,
            "Shared/PanelOld.xib": stale,
            "Other/Loose.xib": stale,
        ]
        let temp = try TemporaryProject(files)
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index())
        // The folder no project builds from says nothing: its document is judged.
        #expect(findings.map { "\($0.code) \(PathNames.fileName($0.location?.file ?? ""))" }.sorted()
                == ["outlet-missing-property Loose.xib", "unbuilt-document PanelOld.xib"], "\(findings.map(\.description))")
    }
}

/// The controllers of a watch app's storyboard and of app extensions subclass framework
/// controllers (`WKInterfaceController`, `SLComposeServiceViewController`): their outlets and
/// actions are judged, not skipped as if the chain left the sources (first runs: 6 seeded
/// breaks missed in a share extension and two watch apps).
@Suite struct ExtensionControllerTests {
    static let watchStoryboard = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="15705" targetRuntime="watchKit" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES" initialViewController="wCt-Wk-001">
            <scenes>
                <scene sceneID="wSc-Wk-001">
                    <objects>
                        <controller id="wCt-Wk-001" customClass="TimerController">
                            <items>
                                <label alignment="left" text="0:00" id="wLb-Wk-002"/>
                                <button width="1" alignment="left" title="Start" id="wBt-Wk-003">
                                    <connections>
                                        <action selector="start" destination="wCt-Wk-001" id="wAc-Wk-004"/>
                                    </connections>
                                </button>
                            </items>
                            <connections>
                                <outlet property="timeLabel" destination="wLb-Wk-002" id="wOu-Wk-005"/>
                            </connections>
                        </controller>
                    </objects>
                </scene>
            </scenes>
        </document>
        """

    func findings(_ swift: String) throws -> [String] {
        let temp = try TemporaryProject(["Interface.storyboard": Self.watchStoryboard, "TimerController.swift": swift])
        defer { temp.removeAll() }
        return ConnectionChecker.check(temp.index()).map(\.code)
    }

    @Test func aWatchInterfaceControllersConnectionsAreJudged() throws {
        let whole = "import WatchKit\n\nfinal class TimerController: WKInterfaceController {\n    @IBOutlet weak var timeLabel: WKInterfaceLabel!\n    @IBAction func start() {}\n}\n"
        #expect(try findings(whole) == [])
        let renamed = whole.replacingOccurrences(of: "var timeLabel", with: "var clockLabel").replacingOccurrences(of: "func start()", with: "func begin()")
        #expect(try findings(renamed).sorted() == ["action-missing-method", "outlet-missing-property", "outlet-unconnected"])
    }
}

/// A method missing from a target's class is one finding per document, however many controls
/// send it there (a first run: a keypad's ten digit buttons, one renamed action, ten errors).
@Suite struct MissingActionGroupingTests {
    @Test func controlsSendingOneMissingMethodAreOneFinding() throws {
        let buttons = (1...3).map { digit in
            """
                    <button opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="kPd-Bt-00\(digit)">
                        <rect key="frame" x="\(digit * 50)" y="0" width="44" height="44"/>
                        <connections>
                            <action selector="digitTapped:" destination="-1" eventType="touchUpInside" id="kPd-Ac-00\(digit)"/>
                        </connections>
                    </button>
            """
        }.joined(separator: "\n")
        let xib = IB.component(owner: "KeypadView", module: nil, subviews: buttons)
        let swift = "import UIKit\n\nfinal class KeypadView: UIView {\n    @IBAction func keyTapped(_ sender: UIButton) {}\n}\n"
        let temp = try TemporaryProject(["KeypadView.xib": xib, "KeypadView.swift": swift])
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index())
        #expect(findings.map(\.code) == ["action-missing-method"], "\(findings.map(\.description))")
        #expect(findings.first?.related.count == 2)
        #expect(findings.first?.message.contains("2 more actions of this document say the same") == true, "\(findings.map(\.message))")
    }
}
