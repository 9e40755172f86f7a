import Dispatch
import Foundation
import NibModel
@testable import NibLint
@testable import NibProject
import XCTest

/// The lint cache (issue 17): a warm run answers everything from the cache and says the same as
/// a run without it; an edit re-checks exactly what depends on it; corrupt files and concurrent
/// runs never cost a crash or a wrong answer.
final class LintCacheTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// A copy of a fixture app, so that tests can edit it.
    private func app(_ name: String) throws -> String {
        let copy = scratch.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: copy)
        return copy.path
    }

    private var cacheFolder: String { scratch.appendingPathComponent("cache").path }

    /// One lint run, with the cache (saved afterwards) or without.
    private func lint(_ folder: String, cached: Bool = true, selection: RuleSelection = RuleSelection(),
                      salt: String = "") throws -> LintReport {
        var linter = try Linter(configuration: Configuration(baseDirectory: folder), commandLine: selection)
        if cached { linter.cache = LintCache(folder: cacheFolder, for: linter, salt: salt) }
        let report = try linter.lint(paths: [folder])
        XCTAssertNil(linter.cache?.save())
        return report
    }

    private func edit(_ path: String, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = change(text)
        XCTAssertNotEqual(changed, text, "the edit changes \(path)")
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func testWarmRunAnswersEverythingAndSaysTheSame() throws {
        let folder = try app("ComicApp")
        let cold = try lint(folder)
        XCTAssertEqual(cold.checkedDocuments.count, cold.files.count)
        XCTAssertTrue(cold.checkedConnections)
        let warm = try lint(folder)
        XCTAssertEqual(warm.checkedDocuments, [])
        XCTAssertFalse(warm.checkedConnections)
        XCTAssertEqual(warm.diagnostics, cold.diagnostics)
        XCTAssertFalse(cold.diagnostics.isEmpty, "the fixture has findings to remember")
        XCTAssertEqual(try lint(folder, cached: false).diagnostics, cold.diagnostics)
    }

    /// An edited document is checked again, alone, with the connection checks (which look across
    /// files); the answer is what a run without the cache gives.
    func testAnEditedDocumentIsTheOneRechecked() throws {
        let folder = try app("ComicApp")
        _ = try lint(folder)
        let edited = folder + "/LeftRight.storyboard"
        try edit(edited) { $0.replacingOccurrences(of: "constant=\"10\"", with: "constant=\"12\"") }
        let after = try lint(folder)
        XCTAssertEqual(after.checkedDocuments, [edited])
        XCTAssertTrue(after.checkedConnections)
        XCTAssertEqual(after.diagnostics, try lint(folder, cached: false).diagnostics)
    }

    /// The connection checks of an edited document run over it alone (and the storyboards it
    /// names), not over the project: the other documents' connection findings are answered.
    func testAnEditedDocumentIsTheOnlyOneWhoseConnectionsAreChecked() throws {
        let folder = try app("ShopApp")
        let cold = try lint(folder)
        XCTAssertEqual(cold.connectionCheckedDocuments.count, cold.files.count)
        let edited = folder + "/ShopApp/Base.lproj/LaunchScreen.storyboard"
        try edit(edited) { $0.replacingOccurrences(of: "<scenes>", with: "<!-- edited --><scenes>") }
        let after = try lint(folder)
        XCTAssertEqual(after.checkedDocuments, [edited])
        XCTAssertEqual(after.connectionCheckedDocuments, [edited])
        XCTAssertEqual(after.diagnostics, try lint(folder, cached: false).diagnostics)
        XCTAssertEqual(after.diagnostics, cold.diagnostics)
    }

    /// A pre-Xcode-5 leftover no target builds gets the `unbuilt-document` note in place of
    /// its `legacy-document` warning, cold, warm, and checked again alone after an edit: its
    /// answer is cached under a key of its own, and its check reads the built copy of its name.
    func testAnUnreadableUnbuiltDocumentIsNotedFromTheCacheToo() throws {
        let example = ProjectMembershipExample.legacyLeftover()
        let folder = scratch.appendingPathComponent("LegacyApp").path
        for (name, content) in [example.fileName: example.document].merging(example.otherFiles, uniquingKeysWith: { $1 }) {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try content.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let cold = try lint(folder)
        XCTAssertEqual(cold.diagnostics.map(\.code), ["unbuilt-document"], "\(cold.diagnostics)")
        XCTAssertTrue(cold.diagnostics.first?.message.contains("a target builds Base.lproj/Panel.xib") == true, "\(cold.diagnostics)")
        XCTAssertEqual(try lint(folder).diagnostics, cold.diagnostics)
        try edit(folder + "/Panel.xib") { $0 + "\n" }
        let after = try lint(folder)
        XCTAssertEqual(after.connectionCheckedDocuments, [folder + "/Panel.xib"])
        XCTAssertEqual(after.diagnostics, cold.diagnostics)
    }

    /// A Swift source is read by the connection checks only: no document is checked again, and
    /// a deleted outlet property shows up at once in the (unchanged) document that connects it.
    func testAnEditedSourceRerunsOnlyTheConnectionChecks() throws {
        let folder = try app("ComicApp")
        let before = try lint(folder)
        try edit(folder + "/ComicView.swift") { $0.replacingOccurrences(of: "authorLabel", with: "writerLabel") }
        let after = try lint(folder)
        XCTAssertEqual(after.checkedDocuments, [])
        XCTAssertTrue(after.checkedConnections)
        XCTAssertEqual(after.diagnostics, try lint(folder, cached: false).diagnostics)
        XCTAssertNotEqual(after.diagnostics, before.diagnostics, "the renamed outlet is a finding")
        XCTAssertTrue(after.diagnostics.contains { $0.code == "outlet-missing-property" && $0.location?.file == folder + "/ComicView.xib" },
                      "\(after.diagnostics)")
        XCTAssertEqual(after.scannedSources, [folder + "/ComicView.swift"], "the other sources' scans are answered")
    }

    /// A source scan answered from the cache is the scan itself: a run whose documents changed
    /// but whose sources did not scans nothing and finds what a run without the cache finds.
    func testUnchangedSourcesAreNotScannedAgain() throws {
        let folder = try app("ShopApp")
        let cold = try lint(folder)
        XCTAssertFalse(cold.scannedSources.isEmpty)
        try edit(folder + "/ShopApp/Base.lproj/Main.storyboard") { $0.replacingOccurrences(of: "<scenes>", with: "<!-- edited --><scenes>") }
        let after = try lint(folder)
        XCTAssertTrue(after.checkedConnections)
        XCTAssertEqual(after.scannedSources, [])
        XCTAssertEqual(after.diagnostics, try lint(folder, cached: false).diagnostics)
    }

    /// A storyboard that another one references is part of that one's key: taking away its
    /// initial view controller is a finding in the unchanged referencing storyboard.
    func testAnEditedReferencedStoryboardRechecksTheReferencingOne() throws {
        let folder = try app("ShopApp")
        let main = folder + "/ShopApp/Base.lproj/Main.storyboard"
        let cart = folder + "/ShopApp/Cart/Cart.storyboard"
        let before = try lint(folder)
        try edit(cart) { $0.replacingOccurrences(of: " initialViewController=\"cNv-Nc-1aa\"", with: "") }
        let after = try lint(folder)
        XCTAssertEqual(Set(after.connectionCheckedDocuments), [main, cart])
        XCTAssertEqual(after.diagnostics, try lint(folder, cached: false).diagnostics)
        let missing = after.diagnostics.filter { $0.code == "storyboard-reference-missing" && $0.location?.file == main }
        XCTAssertEqual(missing.count, before.diagnostics.filter { $0.code == "storyboard-reference-missing" && $0.location?.file == main }.count + 1,
                       "\(after.diagnostics)")
    }

    /// Storyboards whose references lead to each other depend on the same storyboards; each
    /// keeps its own connection findings all the same (they were stored under one key, and a
    /// warm run gave one storyboard the other's).
    func testStoryboardsReferencingEachOtherKeepTheirOwnFindings() throws {
        let folder = try app("ShopApp")
        let main = folder + "/ShopApp/Base.lproj/Main.storyboard"
        let cart = folder + "/ShopApp/Cart/Cart.storyboard"
        try edit(main) { $0.replacingOccurrences(of: "customClass=\"CatalogViewController\"", with: "customClass=\"CatalogTypo\"") }
        try edit(cart) {
            $0.replacingOccurrences(of: "customClass=\"CartViewController\"", with: "customClass=\"CartTypo\"")
                .replacingOccurrences(of: "    </scenes>", with: """
                        <scene sceneID="cMn-Sc-9zz">
                            <objects>
                                <viewControllerPlaceholder storyboardName="Main" id="cMn-Rf-9zz" sceneMemberID="viewController"/>
                                <placeholder placeholderIdentifier="IBFirstResponder" id="cMn-Fr-9zz" sceneMemberID="firstResponder"/>
                            </objects>
                        </scene>
                    </scenes>
                """)
        }
        let uncached = try lint(folder, cached: false).diagnostics
        for file in [main, cart] {
            XCTAssertTrue(uncached.contains { $0.code == "unknown-custom-class" && $0.location?.file == file }, "\(uncached)")
        }
        _ = try lint(folder)
        XCTAssertEqual(try lint(folder).diagnostics, uncached)
    }

    /// Components: the cycle an edit of one xib closes is reported in the other, unchanged one
    /// (the project-wide findings are keyed by every xib's components and uses).
    func testAnEditedComponentChangesTheFindingsOfTheOneEmbeddingIt() throws {
        let folder = scratch.appendingPathComponent("Cycle").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try "// swift-tools-version:6.0\n".write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        try Self.componentXib("AView", embedding: nil).write(toFile: folder + "/AView.xib", atomically: true, encoding: .utf8)
        try Self.componentXib("BView", embedding: "AView").write(toFile: folder + "/BView.xib", atomically: true, encoding: .utf8)
        let before = try lint(folder)
        XCTAssertFalse(before.diagnostics.contains { $0.code == "component-cycle" })
        try Self.componentXib("AView", embedding: "BView").write(toFile: folder + "/AView.xib", atomically: true, encoding: .utf8)
        let after = try lint(folder)
        XCTAssertEqual(after.checkedDocuments, [folder + "/AView.xib"])
        XCTAssertEqual(after.diagnostics, try lint(folder, cached: false).diagnostics)
        XCTAssertTrue(after.diagnostics.contains { $0.code == "component-cycle" && $0.location?.file == folder + "/BView.xib" },
                      "\(after.diagnostics)")
    }

    /// A xib drawing the component `name` (File's Owner of that class), holding a view of
    /// class `embedding` when given.
    private static func componentXib(_ name: String, embedding: String?) -> String {
        let embedded = embedding.map { """
                    <subviews>
                        <view contentMode="scaleToFill" id="eMb-\($0.prefix(2))-001" customClass="\($0)">
                            <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                        </view>
                    </subviews>
        """ } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(name)"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="rOt-\(name.prefix(2))-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
        \(embedded)
                </view>
            </objects>
        </document>

        """
    }

    // MARK: A changed source re-checks the documents that read what changed

    /// A SwiftPM-style project: three xibs, each naming its own classes, and their sources.
    /// `Profile.xib`'s owner inherits its outlet from `BaseController` (another file);
    /// `Menu.xib` sends `refreshAll:` to First Responder, which only `Refresher` declares;
    /// `Other.xib` holds a `Gadget` view that no source declares.
    private func sourcesApp() throws -> (folder: String, profile: String, menu: String, other: String) {
        let folder = scratch.appendingPathComponent("SourcesApp").path
        let module = folder + "/Sources/App"
        try FileManager.default.createDirectory(atPath: module, withIntermediateDirectories: true)
        let files = [
            "/Package.swift": "// swift-tools-version:6.0\n",
            "/Sources/App/Base.swift": "import UIKit\n\nclass BaseController: UIViewController {\n    @IBOutlet var nameLabel: UILabel!\n}\n",
            "/Sources/App/ProfileController.swift": "import UIKit\n\nclass ProfileController: BaseController {\n    @IBAction func save(_ sender: Any) {}\n}\n",
            "/Sources/App/MenuController.swift": "import UIKit\n\nclass MenuController: UIViewController {\n    @IBOutlet var titleLabel: UILabel!\n}\n",
            "/Sources/App/Refresher.swift": "import UIKit\n\nclass Refresher: UIResponder {\n    @IBAction func refreshAll(_ sender: Any) {}\n}\n",
            "/Sources/App/OtherView.swift": "import UIKit\n\nclass OtherView: UIView {\n    @IBOutlet var badgeLabel: UILabel!\n\n    func draw() {\n    }\n}\n",
            "/Sources/App/Profile.xib": Self.ownerXib(owner: "ProfileController", outlet: "nameLabel", action: "save:"),
            "/Sources/App/Menu.xib": Self.ownerXib(owner: "MenuController", outlet: "titleLabel", action: nil, responderAction: "refreshAll:"),
            "/Sources/App/Other.xib": Self.ownerXib(owner: "OtherView", outlet: "badgeLabel", action: nil, extraClass: "Gadget"),
        ]
        for (path, text) in files { try text.write(toFile: folder + path, atomically: true, encoding: .utf8) }
        return (folder, module + "/Profile.xib", module + "/Menu.xib", module + "/Other.xib")
    }

    /// A xib whose File's Owner (`owner`) has an outlet to a label and optionally an action from
    /// a button, an action sent to First Responder, and a view of class `extraClass`.
    private static func ownerXib(owner: String, outlet: String, action: String?, responderAction: String? = nil,
                                 extraClass: String? = nil) -> String {
        let actions = [action.map { "<action selector=\"\($0)\" destination=\"-1\" eventType=\"touchUpInside\" id=\"act-00-001\"/>" },
                       responderAction.map { "<action selector=\"\($0)\" destination=\"-2\" eventType=\"touchUpInside\" id=\"act-00-002\"/>" }]
            .compactMap { $0 }.joined(separator: "\n")
        let extra = extraClass.map { "<view contentMode=\"scaleToFill\" id=\"xtr-00-001\" customClass=\"\($0)\"><rect key=\"frame\" x=\"0.0\" y=\"60\" width=\"40\" height=\"40\"/></view>" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(owner)">
                    <connections>
                        <outlet property="\(outlet)" destination="lbl-00-001" id="out-00-001"/>
                    </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="rot-00-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="200"/>
                    <subviews>
                        <label opaque="NO" contentMode="left" text="Name" id="lbl-00-001">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" id="btn-00-001">
                            <rect key="frame" x="0.0" y="30" width="100" height="20"/>
                            <connections>
        \(actions)
                            </connections>
                        </button>
                        \(extra)
                    </subviews>
                </view>
            </objects>
        </document>

        """
    }

    /// The connection findings of a cached run after an edit, checked against a run without the
    /// cache, and which documents' connections were checked again.
    private func connectionsAfter(_ folder: String, edit: () throws -> Void) throws -> LintReport {
        _ = try lint(folder)
        XCTAssertFalse(try lint(folder).checkedConnections, "warm before the edit")
        try edit()
        let after = try lint(folder)
        XCTAssertEqual(after.checkedDocuments, [], "no document changed")
        XCTAssertEqual(after.diagnostics, try lint(folder, cached: false).diagnostics)
        XCTAssertFalse(try lint(folder).checkedConnections, "warm after the edit")
        return after
    }

    /// A member of a class changes (here an outlet of a superclass, in another file): only the
    /// document naming a class whose chain holds it is checked again; the others are answered.
    func testAChangedMemberRechecksOnlyTheDocumentsNamingItsClass() throws {
        let app = try sourcesApp()
        let after = try connectionsAfter(app.folder) {
            try edit(app.folder + "/Sources/App/Base.swift") { $0.replacingOccurrences(of: "nameLabel", with: "fullNameLabel") }
        }
        XCTAssertEqual(after.connectionCheckedDocuments, [app.profile])
        XCTAssertTrue(after.diagnostics.contains { $0.code == "outlet-missing-property" && $0.location?.file == app.profile }, "\(after.diagnostics)")
        XCTAssertEqual(after.scannedSources, [app.folder + "/Sources/App/Base.swift"])

        // A method added to a class one document names: that document alone.
        let added = try connectionsAfter(app.folder) {
            try edit(app.folder + "/Sources/App/OtherView.swift") { $0.replacingOccurrences(of: "    func draw() {", with: "    func layout() {}\n\n    func draw() {") }
        }
        XCTAssertEqual(added.connectionCheckedDocuments, [app.other])
        // A method body that moves no declaration changes nothing the checks read.
        let body = try connectionsAfter(app.folder) {
            try edit(app.folder + "/Sources/App/OtherView.swift") { $0.replacingOccurrences(of: "func draw() {\n", with: "func draw() {\n        print(1)\n") }
        }
        XCTAssertEqual(body.connectionCheckedDocuments, [])
    }

    /// A comment that moves no declaration changes nothing a document's own connection checks
    /// read: none is checked again, though every source's bytes are in the first keys. The
    /// project-wide rules run again (they read method bodies, keyed by every source's bytes).
    func testASourceEditThatMovesNoDeclarationChecksNoDocumentAgain() throws {
        let app = try sourcesApp()
        let after = try connectionsAfter(app.folder) {
            try edit(app.folder + "/Sources/App/Refresher.swift") { $0 + "// a trailing comment\n" }
        }
        XCTAssertTrue(after.checkedConnections)
        XCTAssertEqual(after.connectionCheckedDocuments, [])
        XCTAssertEqual(after.scannedSources, [app.folder + "/Sources/App/Refresher.swift"])
    }

    /// An outlet no document connects is judged by what the code does in method bodies
    /// (`OutletCodeUses`: code that sets it owns it), which no declaration records: a body that
    /// starts setting it takes the finding away, warm as cold (answered from the declarations'
    /// key, the warm run kept the old finding).
    func testABodyThatSetsAnUnconnectedOutletTakesItsFindingAway() throws {
        let app = try sourcesApp()
        let view = app.folder + "/Sources/App/OtherView.swift"
        try edit(view) { $0.replacingOccurrences(of: "    func draw() {", with: "    @IBOutlet var shadowLabel: UILabel!\n\n    func draw() {") }
        XCTAssertTrue(try lint(app.folder).diagnostics.contains { $0.code == "outlet-unconnected" && $0.message.contains("shadowLabel") })
        let after = try connectionsAfter(app.folder) {
            try edit(view) { $0.replacingOccurrences(of: "func draw() {\n", with: "func draw() {\n        shadowLabel = UILabel()\n") }
        }
        XCTAssertEqual(after.connectionCheckedDocuments, [], "no document's own connections read method bodies")
        XCTAssertFalse(after.diagnostics.contains { $0.code == "outlet-unconnected" }, "\(after.diagnostics)")
    }

    /// The Storyboard IDs and segues code spells (`code-identifier-missing`) are read from method
    /// bodies and from every storyboard: a warm run sees a body that misspells one, and a
    /// storyboard that renames the one a body spells.
    func testAStoryboardIDRenamedInCodeOrInItsStoryboardIsSeenWarm() throws {
        let app = try sourcesApp()
        let storyboard = app.folder + "/Sources/App/Main.storyboard"
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vcm-00-001">
            <scenes>
                <scene sceneID="scm-00-001">
                    <objects>
                        <viewController storyboardIdentifier="Menu" id="vcm-00-001" customClass="MenuController" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="vwm-00-001"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """.write(toFile: storyboard, atomically: true, encoding: .utf8)
        let view = app.folder + "/Sources/App/OtherView.swift"
        try edit(view) { $0.replacingOccurrences(of: "    func draw() {\n", with: "    func draw() {\n        _ = UIStoryboard(name: \"Main\", bundle: nil).instantiateViewController(withIdentifier: \"Menu\")\n") }
        func missing(_ report: LintReport) -> [String] { report.diagnostics.filter { $0.code == "code-identifier-missing" }.map(\.message) }
        XCTAssertEqual(missing(try lint(app.folder)), [])
        XCTAssertEqual(missing(try lint(app.folder)), [], "warm")
        try edit(view) { $0.replacingOccurrences(of: "withIdentifier: \"Menu\"", with: "withIdentifier: \"Menus\"") }
        XCTAssertEqual(missing(try lint(app.folder)).count, 1, "a body misspelling it")
        try edit(view) { $0.replacingOccurrences(of: "withIdentifier: \"Menus\"", with: "withIdentifier: \"Menu\"") }
        XCTAssertEqual(missing(try lint(app.folder)), [], "warm again")
        try edit(storyboard) { $0.replacingOccurrences(of: "storyboardIdentifier=\"Menu\"", with: "storyboardIdentifier=\"Menus\"") }
        XCTAssertEqual(missing(try lint(app.folder)), [
            "Main.storyboard has no controller with Storyboard ID \"Menu\" (did you mean \"Menus\"?): instantiating it raises NSInvalidArgumentException when this code runs",
        ])
    }

    /// A cell's reuse identifier renamed in its storyboard, or a registration of it removed from
    /// a method body (which no declaration shows), is seen by a warm run.
    /// The sources app with `Rows.storyboard`, whose prototype cell is `Row`, and `OtherView`'s
    /// body starting with `drawing` (which the tests edit); the paths of the two.
    private func cellsApp(drawing: String) throws -> (app: (folder: String, profile: String, menu: String, other: String), storyboard: String, view: String) {
        let app = try sourcesApp()
        let storyboard = app.folder + "/Sources/App/Rows.storyboard"
        try StoryboardCallExample.make(cell: "Row").document.replacingOccurrences(of: "reuseIdentifier=\"DetailRow\"", with: "reuseIdentifier=\"Row\"")
            .write(toFile: storyboard, atomically: true, encoding: .utf8)
        let view = app.folder + "/Sources/App/OtherView.swift"
        try edit(view) { $0.replacingOccurrences(of: "    func draw() {\n", with: drawing) }
        return (app, storyboard, view)
    }

    private func missingIdentifiers(_ report: LintReport) -> [String] {
        report.diagnostics.filter { $0.code == "code-identifier-missing" }.map(\.message)
    }

    func testACellReuseIdentifierRenamedInItsStoryboardOrUnregisteredIsSeenWarm() throws {
        let (app, storyboard, view) = try cellsApp(drawing: """
                func draw() {
                    let table = UITableView()
                    table.register(UITableViewCell.self, forCellReuseIdentifier: "Plain")
                    _ = table.dequeueReusableCell(withIdentifier: "Row", for: IndexPath(row: 0, section: 0))
                    _ = table.dequeueReusableCell(withIdentifier: "Plain", for: IndexPath(row: 0, section: 0))

            """)
        let missing = missingIdentifiers
        XCTAssertEqual(missing(try lint(app.folder)), [])
        XCTAssertEqual(missing(try lint(app.folder)), [], "warm")
        try edit(storyboard) { $0.replacingOccurrences(of: "reuseIdentifier=\"Row\"", with: "reuseIdentifier=\"Rows\"") }
        XCTAssertEqual(missing(try lint(app.folder)).count, 1, "the prototype renamed")
        try edit(storyboard) { $0.replacingOccurrences(of: "reuseIdentifier=\"Rows\"", with: "reuseIdentifier=\"Row\"") }
        XCTAssertEqual(missing(try lint(app.folder)), [], "warm again")
        try edit(view) { $0.replacingOccurrences(of: "table.register(UITableViewCell.self, forCellReuseIdentifier: \"Plain\")\n", with: "") }
        XCTAssertEqual(missing(try lint(app.folder)).count, 1, "the registration removed from a body")
    }

    /// A reuse identifier passed as a constant: the constant's value edited (no declaration
    /// changes, only a literal) is seen warm, both ways.
    func testAReuseIdentifierConstantsValueEditedIsSeenWarm() throws {
        let (app, _, view) = try cellsApp(drawing: """
                let rowID = "Row"

                func draw() {
                    _ = UITableView().dequeueReusableCell(withIdentifier: rowID, for: IndexPath(row: 0, section: 0))

            """)
        let missing = missingIdentifiers
        XCTAssertEqual(missing(try lint(app.folder)), [])
        // (Not "Rows": a document's name, which code may register its nib under.)
        try edit(view) { $0.replacingOccurrences(of: "let rowID = \"Row\"", with: "let rowID = \"RowCell\"") }
        XCTAssertEqual(missing(try lint(app.folder)).count, 1, "the constant's value edited")
        try edit(view) { $0.replacingOccurrences(of: "let rowID = \"RowCell\"", with: "let rowID = \"Row\"") }
        XCTAssertEqual(missing(try lint(app.folder)), [], "and back")
    }

    /// A First Responder action is judged against every class: the document sending it is
    /// checked again when the one class declaring it loses it, though it names no such class.
    func testALostResponderMethodRechecksTheDocumentSendingIt() throws {
        let app = try sourcesApp()
        let after = try connectionsAfter(app.folder) {
            try edit(app.folder + "/Sources/App/Refresher.swift") { $0.replacingOccurrences(of: "refreshAll", with: "refreshAlls") }
        }
        XCTAssertEqual(after.connectionCheckedDocuments, [app.menu])
        XCTAssertTrue(after.diagnostics.contains { $0.code == "action-missing-method" && $0.location?.file == app.menu
                && $0.message.contains("`refreshAlls:`") }, "the suggestion is among every selector: \(after.diagnostics)")
        // Another selector near the missing one, in a class the document does not name: the
        // suggestion may change, so the document is checked again.
        let nearer = try connectionsAfter(app.folder) {
            try edit(app.folder + "/Sources/App/OtherView.swift") { $0.replacingOccurrences(of: "    func draw() {", with: "    @objc func refreshAll() {}\n\n    func draw() {") }
        }
        XCTAssertEqual(Set(nearer.connectionCheckedDocuments), [app.menu, app.other])
        XCTAssertTrue(nearer.diagnostics.contains { $0.code == "action-missing-method" && $0.message.contains("`refreshAll`") }, "\(nearer.diagnostics)")
    }

    /// A declaration added anywhere changes how names resolve and what an unknown class is
    /// likened to: every document is checked again. Here a new class near `Gadget`'s name
    /// becomes the suggestion, then `Gadget` itself is declared and the finding goes.
    func testAnAddedDeclarationRechecksEveryDocument() throws {
        let app = try sourcesApp()
        let gadgets = app.folder + "/Sources/App/Gadgets.swift"
        let near = try connectionsAfter(app.folder) {
            try "import UIKit\n\nclass Gadgets: UIView {}\n".write(toFile: gadgets, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(Set(near.connectionCheckedDocuments), [app.profile, app.menu, app.other])
        XCTAssertTrue(near.diagnostics.contains { $0.code == "unknown-custom-class" && $0.message.contains("`Gadgets`") }, "\(near.diagnostics)")
        let declared = try connectionsAfter(app.folder) {
            try edit(gadgets) { $0.replacingOccurrences(of: "class Gadgets", with: "class Gadget") }
        }
        XCTAssertEqual(Set(declared.connectionCheckedDocuments), [app.profile, app.menu, app.other])
        XCTAssertFalse(declared.diagnostics.contains { $0.code == "unknown-custom-class" }, "\(declared.diagnostics)")
    }

    /// An outlet typed with an undeclared class tells the checks that the class comes from a
    /// dependency: the document using that class is checked again (its finding goes), though
    /// the outlet is in a class it does not name.
    func testAClassNamedBySourcesRechecksTheDocumentUsingIt() throws {
        let app = try sourcesApp()
        let before = try lint(app.folder, cached: false)
        XCTAssertTrue(before.diagnostics.contains { $0.code == "unknown-custom-class" && $0.location?.file == app.other }, "\(before.diagnostics)")
        let after = try connectionsAfter(app.folder) {
            try edit(app.folder + "/Sources/App/MenuController.swift") {
                $0.replacingOccurrences(of: "    @IBOutlet var titleLabel", with: "    @IBOutlet var gadget: Gadget!\n    @IBOutlet var titleLabel")
            }
        }
        XCTAssertTrue(Set(after.connectionCheckedDocuments).isSuperset(of: [app.menu, app.other]), "\(after.connectionCheckedDocuments)")
        XCTAssertFalse(after.connectionCheckedDocuments.contains(app.profile))
        XCTAssertFalse(after.diagnostics.contains { $0.code == "unknown-custom-class" }, "\(after.diagnostics)")
    }

    /// A class the code uses, in a document whose target compiles a file of a git submodule
    /// that is not here, is left unjudged (`MissingSourceFiles`); an edit that removes the
    /// only use makes the class unknown, warm as cold.
    func testAClassNoLongerUsedBesideAMissingSubmoduleFileIsJudgedAgain() throws {
        let example = ProjectMembershipExample.make(targetBuildsDocument: true, compilesMissingSource: true)
        let folder = scratch.appendingPathComponent("SubmoduleApp").path
        for (name, text) in example.otherFiles.merging([example.fileName: example.document]) { $1 } {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        XCTAssertFalse(try lint(folder, cached: false).diagnostics.contains { $0.code == "unknown-custom-class" })
        let after = try connectionsAfter(folder) {
            try edit(folder + "/AppDelegate.swift") { $0.replacingOccurrences(of: "OldSettingsViewController()", with: "UIViewController()") }
        }
        XCTAssertTrue(after.diagnostics.contains { $0.code == "unknown-custom-class" }, "\(after.diagnostics)")
    }

    /// A document named on its own within its project is answered from the cache too, and says
    /// what a run without the cache says.
    func testADocumentLintedWithinItsProjectUsesTheCache() throws {
        let folder = try app("MixedApp")
        let document = folder + "/App/Base.lproj/Main.storyboard"
        func lintOne(cached: Bool) throws -> LintReport {
            var linter = try Linter(configuration: Configuration(baseDirectory: folder))
            if cached { linter.cache = LintCache(folder: cacheFolder, for: linter) }
            let report = try linter.lint(paths: [document])
            XCTAssertNil(linter.cache?.save())
            return report
        }
        let cold = try lintOne(cached: true)
        XCTAssertEqual(cold.checkedDocuments, [document])
        let warm = try lintOne(cached: true)
        XCTAssertEqual(warm.checkedDocuments, [])
        XCTAssertFalse(warm.checkedConnections)
        XCTAssertEqual(warm.diagnostics, cold.diagnostics)
        XCTAssertEqual(warm.diagnostics, try lintOne(cached: false).diagnostics)
        try edit(folder + "/App/ProfileViewController.swift") { $0.replacingOccurrences(of: "var nameLabel", with: "var fullNameLabel") }
        let edited = try lintOne(cached: true)
        XCTAssertEqual(edited.checkedDocuments, [])
        XCTAssertEqual(edited.connectionCheckedDocuments, [document])
        XCTAssertEqual(edited.diagnostics, try lintOne(cached: false).diagnostics)
        XCTAssertTrue(edited.diagnostics.contains { $0.code == "outlet-missing-property" && $0.message.contains("nameLabel") }, "\(edited.diagnostics)")
    }

    /// A module name set in a configuration file is part of the connection findings' key: an
    /// edit there is seen by a warm run.
    func testAnEditedConfigurationFileIsSeen() throws {
        let folder = try app("TwinApp")
        let connectionCodes = Set(["custom-module-mismatch", "unknown-custom-class"])
        XCTAssertFalse(try lint(folder).diagnostics.contains { connectionCodes.contains($0.code) })
        try edit(folder + "/Configurations/iOSApp.xcconfig") { $0.replacingOccurrences(of: "PRODUCT_MODULE_NAME = $(PRODUCT_NAME)", with: "PRODUCT_MODULE_NAME = TwinMobile") }
        let edited = try lint(folder)
        XCTAssertTrue(edited.diagnostics.contains { $0.code == "custom-module-mismatch" && $0.message.contains("SettingsViewController") }, "\(edited.diagnostics)")
        XCTAssertEqual(edited.diagnostics, try lint(folder, cached: false).diagnostics)
    }

    /// A document's connection facts survive the archive; records the facts never hold are not
    /// taken for facts (the entry is a miss, and the document is read again).
    func testConnectionFactsRoundTripAndForeignRecordsAreRefused() throws {
        let document = try IBDocument.read(path: Self.fixtures.path + "/ShopApp/ShopApp/Base.lproj/Main.storyboard")
        let facts = DocumentConnectionFacts(document)
        XCTAssertEqual(facts.storyboardNames, ["Account", "Cart"])
        let archive = DiagnosticArchive(entries: [DiagnosticArchive.Entry(key: ContentDigest([1]), path: "x", diagnostics: facts.archived)])
        let decoded = try DiagnosticArchive.decode(archive.encoded())
        XCTAssertEqual(DocumentConnectionFacts(archived: decoded.entries[0].diagnostics), facts)
        XCTAssertNil(DocumentConnectionFacts(archived: []))
        // A document that cannot be parsed is remembered as having no facts, not re-parsed.
        guard case .unreadable? = CachedAnswers.CachedFacts(archived: CachedAnswers.CachedFacts.archived(nil)) else {
            return XCTFail("an unreadable document's empty entry reads back as unreadable")
        }
        guard case .readable(facts)? = CachedAnswers.CachedFacts(archived: CachedAnswers.CachedFacts.archived(facts)) else {
            return XCTFail("facts read back as facts")
        }
        XCTAssertNil(DocumentConnectionFacts(archived: facts.archived + [Diagnostic(code: "missing-image", severity: .warning, message: "m", location: nil)]))
        XCTAssertNil(DocumentConnectionFacts(archived: [Diagnostic(code: "project-wide-digest", severity: .note, message: "not hex", location: nil)]))
    }

    /// The image and colour names are part of every document's key: a deleted image set is a
    /// missing image in the document that uses it.
    func testAChangedAssetCatalogRechecksTheDocuments() throws {
        let folder = try app("ShopApp")
        let before = try lint(folder)
        XCTAssertEqual(try lint(folder).checkedDocuments, [])
        try FileManager.default.removeItem(atPath: folder + "/ShopApp/Assets.xcassets/Logo.imageset")
        let after = try lint(folder)
        XCTAssertEqual(after.checkedDocuments.count, after.files.count)
        XCTAssertEqual(after.diagnostics, try lint(folder, cached: false).diagnostics)
        XCTAssertTrue(after.diagnostics.contains { $0.code == "missing-image" }, "\(after.diagnostics)")
        XCTAssertFalse(before.diagnostics.contains { $0.code == "missing-image" })
    }

    /// A document's translation files are part of its key: an edited table is a new stale key,
    /// and a new table a new language, in the document that table translates only.
    func testAnEditedOrAddedTranslationRechecksItsDocument() throws {
        let folder = try app("LocalizedApp")
        let before = try lint(folder)
        XCTAssertEqual(try lint(folder).checkedDocuments, [])
        try edit(folder + "/fr.lproj/Main.strings") { $0 + "\n\"gOn-Ee-404.text\" = \"Parti\";\n" }
        let edited = try lint(folder)
        XCTAssertEqual(edited.checkedDocuments, [folder + "/Base.lproj/Main.storyboard"])
        XCTAssertEqual(edited.diagnostics, try lint(folder, cached: false).diagnostics)
        XCTAssertTrue(edited.diagnostics.contains { $0.code == "localization-stale-key" && $0.message.contains("gOn-Ee-404") })
        XCTAssertFalse(before.diagnostics.contains { $0.message.contains("gOn-Ee-404") })
        try FileManager.default.createDirectory(atPath: folder + "/it.lproj", withIntermediateDirectories: true)
        try "\"oNl-Ee-001.text\" = \"Solo\";\n".write(toFile: folder + "/it.lproj/Main.strings", atomically: true, encoding: .utf8)
        let added = try lint(folder)
        XCTAssertEqual(added.checkedDocuments, [folder + "/Base.lproj/Main.storyboard"])
        XCTAssertEqual(added.diagnostics, try lint(folder, cached: false).diagnostics)
    }

    /// A document's translation tables are part of its key: a key dropped from a `.strings`
    /// table is a finding in the unchanged storyboard at once.
    func testAnEditedTranslationRechecksItsDocument() throws {
        let folder = try app("LocalizedApp")
        let before = try lint(folder)
        let tables = try FileManager.default.subpathsOfDirectory(atPath: folder).filter { $0.hasSuffix(".strings") }.sorted()
        // The UTF-8 table of the most entries (one not superseded by a String Catalog).
        let entries = { (table: String) in
            ((try? String(contentsOfFile: folder + "/" + table, encoding: .utf8))?.components(separatedBy: "\" = \"").count ?? 1) - 1
        }
        let table = try XCTUnwrap(tables.max { entries($0) < entries($1) }, "the fixture has translation tables")
        XCTAssertGreaterThan(entries(table), 1)
        // Every key but the first (a table with no entry at all is one emptied on purpose).
        try edit(folder + "/" + table) { text in
            var kept = false
            return text.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
                guard line.contains("\" = \"") else { return true }
                defer { kept = true }
                return !kept
            }.joined(separator: "\n")
        }
        let after = try lint(folder)
        XCTAssertFalse(after.checkedDocuments.isEmpty)
        XCTAssertEqual(after.diagnostics, try lint(folder, cached: false).diagnostics)
        XCTAssertNotEqual(after.diagnostics, before.diagnostics, "the dropped keys are findings")
    }

    /// A document's development region is read from its project file, which is in the key of
    /// the documents with translations: a French project's `fr.lproj` table lacks nothing, and
    /// the same project made German reports the French table's missing key again.
    func testAnEditedDevelopmentRegionRechecksTheTranslatedDocuments() throws {
        let folder = try app("LocalizedApp")
        let missingFrench = { (report: LintReport) in
            report.diagnostics.filter { $0.code == "localization-missing-key" && $0.location?.file.hasSuffix("fr.lproj/Main.strings") == true }
        }
        XCTAssertEqual(missingFrench(try lint(folder)).count, 1, "the fixture's French table lacks a key")
        try FileManager.default.createDirectory(atPath: folder + "/App.xcodeproj", withIntermediateDirectories: true)
        try """
        // !$*UTF8*$!
        { objects = { P1 = {isa = PBXProject; developmentRegion = French; targets = (); }; }; rootObject = P1; }

        """.write(toFile: folder + "/App.xcodeproj/project.pbxproj", atomically: true, encoding: .utf8)
        let french = try lint(folder)
        XCTAssertEqual(missingFrench(french), [])
        XCTAssertEqual(french.diagnostics, try lint(folder, cached: false).diagnostics)
        try edit(folder + "/App.xcodeproj/project.pbxproj") { $0.replacingOccurrences(of: "French", with: "de") }
        let german = try lint(folder)
        XCTAssertEqual(missingFrench(german).count, 1)
        XCTAssertEqual(german.diagnostics, try lint(folder, cached: false).diagnostics)
    }

    /// The configuration and the tool are in the key: other rules, or another build, answer
    /// nothing from this cache.
    func testAnotherConfigurationOrToolStartsCold() throws {
        let folder = try app("ComicApp")
        _ = try lint(folder)
        let other = try lint(folder, selection: RuleSelection(disabled: ["layout-variant-conflict"]))
        XCTAssertEqual(other.checkedDocuments.count, other.files.count)
        XCTAssertEqual(other.diagnostics, try lint(folder, cached: false, selection: RuleSelection(disabled: ["layout-variant-conflict"])).diagnostics)
        XCTAssertEqual(try lint(folder, salt: "rebuilt").checkedDocuments.count, other.files.count)
        XCTAssertEqual(try lint(folder).checkedDocuments, [], "each configuration keeps its own file")
    }

    /// A corrupt, truncated or foreign cache file is ignored with a note and rewritten whole.
    func testACorruptCacheFileIsIgnoredAndRewritten() throws {
        let folder = try app("ComicApp")
        let expected = try lint(folder).diagnostics
        let linter = try Linter(configuration: Configuration(baseDirectory: folder))
        let file = LintCache(folder: cacheFolder, for: linter).file
        let good = try Data(contentsOf: URL(fileURLWithPath: file))
        var flipped = good
        flipped[flipped.count / 2] ^= 0x20
        for damaged in [good.prefix(good.count / 2), good.prefix(10), flipped, Data(), Data("garbage\n".utf8),
                        Data(repeating: 0xFF, count: 300)] {
            try damaged.write(to: URL(fileURLWithPath: file))
            var run = linter
            run.cache = LintCache(folder: cacheFolder, for: linter)
            let report = try run.lint(paths: [folder])
            XCTAssertNotNil(run.cache?.note, "the file is read when the first answer is looked up")
            XCTAssertEqual(report.diagnostics, expected)
            XCTAssertEqual(report.checkedDocuments.count, report.files.count)
            XCTAssertNil(run.cache?.save())
            XCTAssertNoThrow(try DiagnosticArchive.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))))
            XCTAssertEqual(try lint(folder).checkedDocuments, [], "the rewritten file answers")
        }
    }

    /// Runs on several threads at once, each with its own cache object on the same file (as two
    /// processes would), some over an edited copy: every run answers as a run without the cache
    /// does, and the file left behind is whole.
    /// The source scans live in a file of their own, read only by a run that scans: a warm run
    /// does not read it (a damaged one costs it nothing), and the run after a source edit
    /// ignores the damaged file with a note, scans afresh and rewrites it.
    func testTheScansFileIsReadOnlyByRunsThatScan() throws {
        let folder = try app("ComicApp")
        let cold = try lint(folder)
        let linter = try Linter(configuration: Configuration(baseDirectory: folder))
        let scans = LintCache(folder: cacheFolder, for: linter).scansFile
        XCTAssertNoThrow(try DiagnosticArchive.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: scans)))))
        try Data("garbage\n".utf8).write(to: URL(fileURLWithPath: scans))
        var warm = linter
        warm.cache = LintCache(folder: cacheFolder, for: linter)
        let warmReport = try warm.lint(paths: [folder])
        XCTAssertNil(warm.cache?.note, "a warm run does not read the scans")
        XCTAssertEqual(warmReport.diagnostics, cold.diagnostics)
        XCTAssertNil(warm.cache?.save())
        try edit(folder + "/ComicView.swift") { $0.replacingOccurrences(of: "authorLabel", with: "writerLabel") }
        var edited = linter
        edited.cache = LintCache(folder: cacheFolder, for: linter)
        let after = try edited.lint(paths: [folder])
        XCTAssertNotNil(edited.cache?.note)
        XCTAssertEqual(Set(after.scannedSources), Set(cold.scannedSources), "every source scanned afresh")
        XCTAssertNil(edited.cache?.save())
        XCTAssertEqual(after.diagnostics, try lint(folder, cached: false).diagnostics)
        XCTAssertNoThrow(try DiagnosticArchive.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: scans)))))
        XCTAssertEqual(try lint(folder).checkedDocuments, [])
    }

    func testConcurrentRunsNeverSeeAPartialFile() throws {
        let first = try app("ComicApp")
        let second = scratch.appendingPathComponent("ComicApp2").path
        try FileManager.default.copyItem(atPath: first, toPath: second)
        try edit(second + "/LeftRight.storyboard") { $0.replacingOccurrences(of: "constant=\"10\"", with: "constant=\"14\"") }
        let expected = [try lint(first, cached: false).diagnostics, try lint(second, cached: false).diagnostics]
        let failures = Failures()
        let cacheFolder = self.cacheFolder
        DispatchQueue.concurrentPerform(iterations: 12) { run in
            do {
                let folder = run % 2 == 0 ? first : second
                var linter = try Linter(configuration: Configuration(baseDirectory: folder))
                linter.cache = LintCache(folder: cacheFolder, for: linter)
                if let note = linter.cache?.note { failures.add("run \(run): \(note)") }
                if try linter.lint(paths: [folder]).diagnostics != expected[run % 2] { failures.add("run \(run): other findings") }
                if let note = linter.cache?.save() { failures.add("run \(run): \(note)") }
            } catch {
                failures.add("run \(run): \(error)")
            }
        }
        XCTAssertEqual(failures.all, [])
        for folder in [first, second] {
            var linter = try Linter(configuration: Configuration(baseDirectory: folder))
            linter.cache = LintCache(folder: cacheFolder, for: linter)
            _ = try linter.lint(paths: [folder])
            XCTAssertNil(linter.cache?.note)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cacheFolder).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    /// Saving deletes other configurations' files unused for a week, and keeps recent ones.
    /// Overwrites `path` in place (same inode) with `change` of its text, which must keep its
    /// size, then sets its modification time back to `modified`: only the status-change time
    /// tells the edit.
    private func editKeepingSizeAndTime(_ path: String, modified: Date, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = change(text)
        XCTAssertNotEqual(changed, text, "the edit changes \(path)")
        XCTAssertEqual(changed.utf8.count, text.utf8.count, "the edit keeps the size of \(path)")
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.write(contentsOf: Data(changed.utf8))
        try handle.close()
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: path)
    }

    /// The memo of file digests trusts a file only while its identity is the one it hashed: an
    /// edit that restores the file's size and modification time (and keeps its inode) still
    /// moves its status-change time, so an edited source, translation table or document is seen.
    /// Files written within two seconds of a run are not remembered by it at all.
    func testAnEditThatRestoresSizeAndModificationTimeIsSeen() throws {
        let comic = try app("ComicApp"), localized = try app("LocalizedApp")
        let modified = Date(timeIntervalSince1970: 1_700_000_000)
        for folder in [comic, localized] {
            _ = try lint(folder)
            let fresh = LintCache(folder: cacheFolder, for: try Linter(configuration: Configuration(baseDirectory: folder)))
            XCTAssertEqual(fresh.statMemo.digests.count + fresh.statMemo.listings.count, 0, "files written just now are not remembered")
            for file in try FileManager.default.subpathsOfDirectory(atPath: folder) {
                try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: folder + "/" + file)
            }
        }
        Thread.sleep(forTimeInterval: Double(StatMemo.racyWindow) / 1e9 + 0.2) // the status-change times settle
        let source = comic + "/ComicView.swift", table = localized + "/fr.lproj/Main.strings"
        let document = comic + "/LeftRight.storyboard"
        let edits: [(folder: String, path: String, change: (String) -> String)] = [
            (comic, source, { $0.replacingOccurrences(of: "authorLabel", with: "writerLabel") }),
            (localized, table, { $0.replacingOccurrences(of: "\"aLb-Ni-001.title\"", with: "\"aLb-Ni-404.title\"") }),
            (comic, document, { $0.replacingOccurrences(of: "constant=\"10\"", with: "constant=\"12\"") }),
        ]
        for edit in edits {
            let before = try lint(edit.folder)
            let memo = LintCache(folder: cacheFolder, for: try Linter(configuration: Configuration(baseDirectory: edit.folder))).statMemo
            if edit.path != document { XCTAssertNotNil(memo.digests[edit.path], "\(edit.path) is remembered") }
            XCTAssertNotNil(memo.listings[edit.folder], "\(edit.folder) is remembered")
            let warm = try lint(edit.folder)
            XCTAssertEqual(warm.checkedDocuments, [])
            XCTAssertEqual(warm.diagnostics, before.diagnostics)
            XCTAssertEqual(warm.diagnostics, try lint(edit.folder, cached: false).diagnostics)
            try editKeepingSizeAndTime(edit.path, modified: modified, edit.change)
            let after = try lint(edit.folder)
            XCTAssertEqual(after.diagnostics, try lint(edit.folder, cached: false).diagnostics, edit.path)
            XCTAssertTrue(after.checkedConnections || !after.checkedDocuments.isEmpty, "\(edit.path) is seen as edited")
            if edit.path != document { XCTAssertNotEqual(after.diagnostics, before.diagnostics, "the edit of \(edit.path) is a finding") }
        }
        // A document added to a remembered folder whose modification time is set back: the
        // folder's status-change time moved, so it is listed again and the document linted.
        let added = comic + "/Added.storyboard"
        try FileManager.default.copyItem(atPath: document, toPath: added)
        try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: comic)
        let withAdded = try lint(comic)
        XCTAssertTrue(withAdded.files.contains(added), "\(withAdded.files)")
        XCTAssertEqual(withAdded.checkedDocuments, [added])
        XCTAssertEqual(withAdded.diagnostics, try lint(comic, cached: false).diagnostics)
    }

    /// A file written again within the clock tick that stamped it keeps its identity, so a digest
    /// hashed then may be of bytes since replaced. A run that began within `racyWindow` of a
    /// file's times does not remember its digest: the next run hashes the file again. (The
    /// stale digest stands in for the bytes hashed before such an edit; from a run begun well
    /// after the file's times it is remembered and trusted, which is what the window guards.)
    func testARacyFileIsHashedAgain() throws {
        let path = scratch.appendingPathComponent("Racy.swift").path
        try "class Racy {}\n".write(toFile: path, atomically: true, encoding: .utf8)
        let memoFile = scratch.appendingPathComponent("memo").path
        let hashed = StatMemo(file: memoFile).lookUp(path)
        let identity = try XCTUnwrap(hashed.read?.identity)
        let stale = ContentDigest("class Gone {}\n")
        let staleLookup = StatMemo.Lookup(digest: stale, read: StatMemo.Entry(identity: identity, digest: stale))
        var racy = StatMemo(file: memoFile, now: identity.changed + StatMemo.racyWindow / 2)
        racy.remember(path, staleLookup)
        XCTAssertNil(racy.save())
        XCTAssertEqual(StatMemo(file: memoFile).lookUp(path).digest, hashed.digest, "the racy file is hashed again")
        var settled = StatMemo(file: memoFile, now: identity.changed + 2 * StatMemo.racyWindow)
        settled.remember(path, staleLookup)
        XCTAssertNil(settled.save())
        XCTAssertEqual(StatMemo(file: memoFile).lookUp(path).digest, stale, "a settled file is answered by the memo")
    }

    /// A damaged memo of file digests is ignored with a note: the run hashes every file, answers
    /// as before, and rewrites the memo whole. No cut or changed byte of a memo reads back.
    func testACorruptDigestMemoIsIgnoredAndRewritten() throws {
        let folder = try app("ComicApp")
        let expected = try lint(folder).diagnostics
        let linter = try Linter(configuration: Configuration(baseDirectory: folder))
        let memoFile = LintCache(folder: cacheFolder, for: linter).statMemo.file
        var memo = StatMemo(file: memoFile, now: .max / 2) // every file settled
        // Names beyond ASCII too: the records are sorted and searched by their bytes.
        let names = try FileManager.default.subpathsOfDirectory(atPath: folder) + ["Ünïcode.swift", "zeta.swift", "Ärger/Ω.swift", "日本.m"]
        for (index, path) in names.sorted().enumerated() {
            memo.remember(folder + "/" + path, StatMemo.Lookup(digest: nil, read: StatMemo.Entry(
                identity: StatMemo.Identity(device: 1, inode: UInt64(index), size: 2, modified: 3, changed: 4),
                digest: ContentDigest(path))))
        }
        var status = stat()
        XCTAssertEqual(stat(folder, &status), 0)
        XCTAssertNotNil(memo.list(folder, status: status))
        XCTAssertEqual(memo.listings.count, 1)
        let good = memo.encoded()
        let decoded = try XCTUnwrap(StatMemo.decode(good))
        XCTAssertEqual(decoded.digests.all, memo.digests)
        for (path, entry) in memo.digests { XCTAssertEqual(decoded.digests.entry(path), entry, path) }
        XCTAssertNil(decoded.digests.entry(folder + "/absent"))
        XCTAssertEqual(decoded.listings, memo.listings)
        for cut in 0..<good.count {
            XCTAssertNil(StatMemo.decode(Array(good.prefix(cut))), "cut at \(cut)")
        }
        for position in stride(from: 0, to: good.count, by: 7) {
            var changed = good
            changed[position] ^= 0x20
            XCTAssertNil(StatMemo.decode(changed), "byte \(position) changed")
        }
        for damaged in [Array(good.prefix(good.count / 2)), Array(good.prefix(10)), [], Array("garbage\n".utf8),
                        [UInt8](repeating: 0xFF, count: 300)] {
            try Data(damaged).write(to: URL(fileURLWithPath: memoFile))
            var run = linter
            run.cache = LintCache(folder: cacheFolder, for: linter)
            XCTAssertNotNil(run.cache?.note)
            XCTAssertEqual(try run.lint(paths: [folder]).diagnostics, expected)
            XCTAssertNil(run.cache?.save())
            let rewritten = StatMemo(file: memoFile)
            XCTAssertNil(rewritten.note, "the memo is rewritten whole")
        }
    }

    func testSavingRemovesStaleFilesOfOtherConfigurations() throws {
        let folder = try app("ComicApp")
        try FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
        let stale = cacheFolder + "/lint-0123.cache", recent = cacheFolder + "/lint-4567.cache"
        for path in [stale, recent] { XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("x".utf8))) }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -8 * 24 * 3600)], ofItemAtPath: stale)
        _ = try lint(folder)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
        XCTAssertTrue(FileManager.default.fileExists(atPath: recent))
    }

    // MARK: The remembered report

    /// A run that remembers reports under `options`: when the cache had none for its key, it
    /// remembers `printed` (standing for what the command prints) under the key.
    private func lintRemembering(_ folder: String, options: String = "format xcode", printed: String = "report",
                                 selection: RuleSelection = RuleSelection()) throws -> (report: LintReport, cache: LintCache) {
        var linter = try Linter(configuration: Configuration(baseDirectory: folder), commandLine: selection)
        let cache = LintCache(folder: cacheFolder, for: linter)
        cache.reportOptions = options
        linter.cache = cache
        let report = try linter.lint(paths: [folder])
        XCTAssertNil(cache.save())
        if report.rememberedReport == nil, let key = report.reportKey {
            XCTAssertNil(cache.remember(RememberedReport(key: key, errors: 1, warnings: 2, report: Array(printed.utf8)[...],
                                                         summary: Array("summary of \(printed)".utf8)[...])))
        }
        return (report, cache)
    }

    /// A run that may print a remembered report takes the documents' digests from the stat
    /// memo (reading none when the report's key is the remembered one): a document edited in
    /// place at the same size, its modification time set back, moved its status-change time,
    /// so it is read, the report misses, and the findings are those of a run without the cache.
    func testARememberedReportSeesADocumentEditedUnderTheSameSizeAndTime() throws {
        let folder = try app("ComicApp")
        let modified = Date(timeIntervalSince1970: 1_700_000_000)
        for file in try FileManager.default.subpathsOfDirectory(atPath: folder) {
            try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: folder + "/" + file)
        }
        Thread.sleep(forTimeInterval: Double(StatMemo.racyWindow) / 1e9 + 0.2) // the status-change times settle
        let document = folder + "/LeftRight.storyboard"
        XCTAssertNil(try lintRemembering(folder, printed: "before").report.rememberedReport)
        let (warm, cache) = try lintRemembering(folder)
        XCTAssertEqual(warm.rememberedReport.map { Array($0.report) }, Array("before".utf8))
        XCTAssertNotNil(cache.statMemo.digests[document], "the document's digest is remembered")
        try editKeepingSizeAndTime(document, modified: modified) { $0.replacingOccurrences(of: "constant=\"10\"", with: "constant=\"12\"") }
        let edited = try lintRemembering(folder, printed: "after").report
        XCTAssertNil(edited.rememberedReport, "the edited document is seen")
        XCTAssertEqual(edited.checkedDocuments, [document])
        XCTAssertEqual(edited.diagnostics, try lint(folder, cached: false).diagnostics)
        XCTAssertEqual(try lintRemembering(folder).report.rememberedReport.map { Array($0.report) }, Array("after".utf8))
    }

    /// The report is remembered under a key that holds every answer's key and the output
    /// options: an unchanged project gets it back without its findings; any change of a
    /// document, source, configuration or option misses, and the findings are then what a run
    /// without the cache finds.
    func testARememberedReportAnswersOnlyTheSameKeys() throws {
        let folder = try app("ComicApp")
        let first = try lintRemembering(folder, printed: "first").report
        XCTAssertNil(first.rememberedReport)
        XCTAssertNotNil(first.reportKey)
        XCTAssertFalse(first.diagnostics.isEmpty)
        let warm = try lintRemembering(folder).report
        XCTAssertEqual(warm.reportKey, first.reportKey)
        XCTAssertEqual(warm.rememberedReport.map { Array($0.report) }, Array("first".utf8))
        XCTAssertEqual(warm.rememberedReport.map { Array($0.summary) }, Array("summary of first".utf8))
        XCTAssertEqual(warm.rememberedReport?.errors, 1)
        XCTAssertEqual(warm.rememberedReport?.warnings, 2)
        XCTAssertEqual(warm.diagnostics, [], "the findings are neither read nor sorted")
        XCTAssertEqual(warm.files, first.files)
        XCTAssertEqual(warm.rules.map(\.id), first.rules.map(\.id))

        let otherOptions = try lintRemembering(folder, options: "format json", printed: "json").report
        XCTAssertNil(otherOptions.rememberedReport)
        XCTAssertNotEqual(otherOptions.reportKey, first.reportKey)
        XCTAssertEqual(otherOptions.diagnostics, first.diagnostics)
        XCTAssertNil(try lint(folder).reportKey, "a cache without report options remembers nothing")

        let uncached = { try self.lint(folder, cached: false).diagnostics }
        try edit(folder + "/LeftRight.storyboard") { $0.replacingOccurrences(of: "constant=\"10\"", with: "constant=\"14\"") }
        let editedDocument = try lintRemembering(folder, options: "format json", printed: "document edited").report
        XCTAssertNil(editedDocument.rememberedReport)
        XCTAssertEqual(editedDocument.diagnostics, try uncached())
        try edit(folder + "/ComicView.swift") { $0 + "\n// a comment\n" }
        let editedSource = try lintRemembering(folder, options: "format json", printed: "source edited").report
        XCTAssertNil(editedSource.rememberedReport)
        XCTAssertEqual(editedSource.diagnostics, try uncached())
        XCTAssertEqual(try lintRemembering(folder, options: "format json").report.rememberedReport.map { Array($0.report) },
                       Array("source edited".utf8))
        let otherRules = try lintRemembering(folder, options: "format json", selection: RuleSelection(disabled: ["layout-variant-conflict"])).report
        XCTAssertNil(otherRules.rememberedReport)
    }

    /// A run whose report is remembered reads no answer: the file of answers may be damaged (the
    /// next run that needs it says so and rewrites it).
    func testARememberedReportReadsNoAnswer() throws {
        let folder = try app("ComicApp")
        let first = try lintRemembering(folder)
        try Data("garbage\n".utf8).write(to: URL(fileURLWithPath: first.cache.file))
        let warm = try lintRemembering(folder)
        XCTAssertNotNil(warm.report.rememberedReport)
        XCTAssertNil(warm.cache.note)
        let needing = try lintRemembering(folder, options: "format json")
        XCTAssertNotNil(needing.cache.note)
        XCTAssertEqual(needing.report.diagnostics, first.report.diagnostics)
        XCTAssertNoThrow(try DiagnosticArchive.Catalog([UInt8](try Data(contentsOf: URL(fileURLWithPath: first.cache.file)))))
    }

    /// A damaged report file is ignored with a note; the run reads its answers and remembers its
    /// report again.
    func testADamagedRememberedReportIsIgnoredWithANote() throws {
        let folder = try app("ComicApp")
        let first = try lintRemembering(folder)
        let good = try Data(contentsOf: URL(fileURLWithPath: first.cache.reportFile))
        var flipped = good
        flipped[flipped.count - 3] ^= 0x20
        for damaged in [good.prefix(good.count - 1), good.prefix(10), flipped, Data(), Data("garbage\n".utf8)] {
            try damaged.write(to: URL(fileURLWithPath: first.cache.reportFile))
            let run = try lintRemembering(folder)
            XCTAssertNil(run.report.rememberedReport)
            XCTAssertNotNil(run.cache.note)
            XCTAssertEqual(run.report.diagnostics, first.report.diagnostics)
            XCTAssertNotNil(try lintRemembering(folder).report.rememberedReport, "remembered again")
        }
    }

    /// Runs on several threads at once, each remembering its report on the same file under two
    /// keys: every report read back is the one remembered under its key, and the file left is whole.
    func testConcurrentRunsRememberWholeReports() throws {
        let folder = try app("ComicApp")
        _ = try lint(folder, cached: false)
        let failures = Failures()
        let cacheFolder = self.cacheFolder
        DispatchQueue.concurrentPerform(iterations: 12) { run in
            do {
                var linter = try Linter(configuration: Configuration(baseDirectory: folder))
                let cache = LintCache(folder: cacheFolder, for: linter)
                cache.reportOptions = "options \(run % 2)"
                linter.cache = cache
                let report = try linter.lint(paths: [folder])
                if let note = cache.note { failures.add("run \(run): \(note)") }
                if let remembered = report.rememberedReport, Array(remembered.report) != Array("printed with \(run % 2)".utf8) {
                    failures.add("run \(run): another key's report")
                }
                if let note = cache.save() { failures.add("run \(run): \(note)") }
                if report.rememberedReport == nil, let key = report.reportKey,
                   let note = cache.remember(RememberedReport(key: key, errors: 0, warnings: 0, report: Array("printed with \(run % 2)".utf8)[...], summary: [])) {
                    failures.add("run \(run): \(note)")
                }
            } catch {
                failures.add("run \(run): \(error)")
            }
        }
        XCTAssertEqual(failures.all, [])
        let linter = try Linter(configuration: Configuration(baseDirectory: folder))
        XCTAssertNoThrow(try RememberedReport.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: LintCache(folder: cacheFolder, for: linter).reportFile)))))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: cacheFolder).filter { $0.hasSuffix(".tmp") }, [])
    }

    func testRememberedReportRoundTripsAndRefusesEveryTruncationAndChange() throws {
        let remembered = RememberedReport(key: ContentDigest("k"), errors: 3, warnings: 0, report: Array("a.xib:1:2: error: m [r]\n".utf8)[...],
                                          summary: Array("nibcheck: 3 errors\n\té\n".utf8)[...])
        XCTAssertEqual(try RememberedReport.decode(remembered.encoded()), remembered)
        let empty = RememberedReport(key: ContentDigest("e"), errors: 0, warnings: 0, report: [], summary: [])
        XCTAssertEqual(try RememberedReport.decode(empty.encoded()), empty)
        assertRefusesEveryCutAndChange(remembered.encoded()) { _ = try RememberedReport.decode($0) }
        func decode(_ body: String) throws -> RememberedReport {
            try RememberedReport.decode(Array("nibcheck-report 1 \(ContentDigest(body)) \(body.utf8.count)\n\(body)".utf8))
        }
        let key = ContentDigest("k").description
        for body in ["", "\(key) 0 0\n", "\(key) 0 0 5\nabc", "\(key) -1 0 0\n", "\(key) 0 0 -1\n", "x 0 0 0\n", "\(key) 0 0 0"] {
            XCTAssertThrowsError(try decode(body), body.debugDescription)
        }
        XCTAssertEqual(try decode("\(key) 0 1 2\nabcd").summary, Array("cd".utf8)[...])
    }

    /// The catalog finds the entries `decode` reads and decodes each alike; an entry whose
    /// fields do not read back is nil, the others still answer.
    func testTheCatalogDecodesEachEntryAsTheArchiveDoes() throws {
        let located = Diagnostic(code: "c", severity: .warning, message: "tab\there", location: SourceLocation(file: "p.xib", line: 1, column: 2),
                                 related: [RelatedLocation(location: SourceLocation(file: "q.xib", line: 3, column: 4), message: "r", objectID: "o")])
        let archive = DiagnosticArchive(entries: [
            .init(key: ContentDigest("one"), path: "p.xib", diagnostics: [located, located]),
            .init(key: ContentDigest("two"), path: "", diagnostics: []),
            .init(key: ContentDigest("one"), path: "again.xib", diagnostics: [located]),
        ])
        let catalog = try DiagnosticArchive.Catalog(archive.encoded())
        XCTAssertEqual(Set(catalog.keys), [ContentDigest("one"), ContentDigest("two")])
        XCTAssertEqual(catalog.entry(ContentDigest("one")), archive.entries[2], "the last of one key, as a dictionary keeps")
        XCTAssertEqual(catalog.entry(ContentDigest("two")), archive.entries[1])
        XCTAssertNil(catalog.entry(ContentDigest("three")))
        let one = ContentDigest("one").description, two = ContentDigest("two").description
        let body = Array("E\t\(one)\tp\t1\nD\tc\tfatal\tm\t-\t-\t-\t-\t0\nE\t\(two)\tq\t0\n".utf8)
        let damaged = try DiagnosticArchive.Catalog(Array("nibcheck-diagnostics 1 \(ContentDigest(body)) \(body.count)\n".utf8) + body)
        XCTAssertNil(damaged.entry(ContentDigest("one")), "a severity that is not one")
        XCTAssertEqual(damaged.entry(ContentDigest("two")), DiagnosticArchive.Entry(key: ContentDigest("two"), path: "q", diagnostics: []))
        assertRefusesEveryCutAndChange(archive.encoded()) { _ = try DiagnosticArchive.Catalog($0) }
    }

    func testArchiveRoundTripsAwkwardText() throws {
        let awkward = Diagnostic(code: "x-rule", severity: .warning, message: "tab\there\nnew line \\ back\\t slash\r é\u{301} =\t-",
                                 location: SourceLocation(file: "a\tb/c d.xib", line: 3, column: 9), objectID: "",
                                 related: [RelatedLocation(location: SourceLocation(file: "\u{301}x", line: 1, column: 1),
                                                           message: "", objectID: nil)])
        let plain = Diagnostic(code: "y", severity: .error, message: "", location: nil)
        let archive = DiagnosticArchive(entries: [
            .init(key: ContentDigest("one"), path: "", diagnostics: []),
            .init(key: ContentDigest("two"), path: "=-\\", diagnostics: [awkward, plain, awkward]),
        ])
        XCTAssertEqual(try DiagnosticArchive.decode(archive.encoded()), archive)
    }

    func testArchiveRefusesEveryTruncationAndChange() throws {
        let archive = DiagnosticArchive(entries: [.init(key: ContentDigest("k"), path: "p.xib", diagnostics: [
            Diagnostic(code: "c", severity: .note, message: "m", location: SourceLocation(file: "p.xib", line: 1, column: 2)),
        ])])
        assertRefusesEveryCutAndChange(archive.encoded()) { _ = try DiagnosticArchive.decode($0) }
    }

    /// Every cut of `bytes` and every change of one of its bytes is refused by `read`.
    private func assertRefusesEveryCutAndChange(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line,
                                                _ read: ([UInt8]) throws -> Void) {
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try read(Array(bytes.prefix(length))), "cut at \(length)", file: file, line: line)
        }
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 0x01
            XCTAssertThrowsError(try read(changed), "byte \(index) changed", file: file, line: line)
        }
    }

    /// Bodies under a header made to match them: what the record reader refuses, and that
    /// counts and locations read as `Int(_:)` reads them.
    func testArchiveRefusesMalformedRecords() throws {
        func decode(_ body: [UInt8]) throws -> DiagnosticArchive {
            try DiagnosticArchive.decode(Array("nibcheck-diagnostics 1 \(ContentDigest(body)) \(body.count)\n".utf8) + body)
        }
        let key = ContentDigest("k").description
        let refused: [String] = [
            "E\t\(key)\tp\n",                                   // a field missing
            "E\t\(key.uppercased())\tp\t0\n",                    // a key in capitals
            "E\t\(key)\tp\t1\n",                                 // a diagnostic missing
            "E\t\(key)\tp\t-1\n",                                // a negative count
            "E\t\(key)\tp\t0\n\n",                               // an empty line
            "X\t\(key)\tp\t0\n",                                 // another kind
            "EE\t\(key)\tp\t0\n",
            "E\t\(key)\tp\\\t0\n",                              // a field ends in a backslash
            "E\t\(key)\tp\\q\t0\n",                             // an unknown escape
            "E\t\(key)\tp\t1\nD\tc\tfatal\tm\t-\t-\t-\t-\t0\n",   // a severity that is not one
            "E\t\(key)\tp\t1\nD\tc\tnote\tm\t=f\t-\t-\t-\t0\n",   // a partial location
            "E\t\(key)\tp\t1\nD\tc\tnote\tm\tf\t1\t2\t-\t0\n",    // no marker
            "E\t\(key)\tp\t1\nD\tc\tnote\tm\t=f\t=1x\t=2\t-\t0\n", // not a line number
            "E\t\(key)\tp\t1\nD\tc\tnote\tm\t-\t-\t-\t-\t1\nR\tf\t1\t99999999999999999999\tm\t-\n",
        ]
        for body in refused {
            XCTAssertThrowsError(try decode(Array(body.utf8)), body.debugDescription)
        }
        XCTAssertThrowsError(try decode(Array("E\t\(key)\t".utf8) + [0xC3] + Array("\t0\n".utf8)), "a path that is not UTF-8")
        let signed = try decode(Array("E\t\(key)\tp\t+1\nD\tc\tnote\tm\t=f\t=-3\t=+4\t=\t0".utf8))
        XCTAssertEqual(signed.entries[0].diagnostics, [Diagnostic(code: "c", severity: .note, message: "m",
                                                                  location: SourceLocation(file: "f", line: -3, column: 4), objectID: "")])
    }

    func testDigestsTellContentsApart() {
        XCTAssertEqual(ContentDigest("abc"), ContentDigest(Array("abc".utf8)))
        var seen = Set<ContentDigest>()
        for length in 0..<64 {
            seen.insert(ContentDigest([UInt8](repeating: 0, count: length)))
            seen.insert(ContentDigest([UInt8](repeating: 1, count: length)))
        }
        XCTAssertEqual(seen.count, 127, "one empty array, 63 lengths of zeros and 63 of ones")
        var a = DigestBuilder(), b = DigestBuilder()
        a.add("ab"); a.add("c")
        b.add("a"); b.add("bc")
        XCTAssertNotEqual(a.digest, b.digest)
        XCTAssertEqual(ContentDigest(hex: Substring(ContentDigest("x").description)), ContentDigest("x"))
    }

    func testTheConventionalFolder() {
        XCTAssertEqual(LintCache.defaultFolder(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/h"]), "/x/cache/nibcheck")
        #if os(macOS)
        XCTAssertEqual(LintCache.defaultFolder(environment: ["HOME": "/h"]), "/h/Library/Caches/nibcheck")
        #else
        XCTAssertEqual(LintCache.defaultFolder(environment: ["HOME": "/h"]), "/h/.cache/nibcheck")
        #endif
        XCTAssertNil(LintCache.defaultFolder(environment: [:]))
    }
}

/// Failure messages gathered from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
}
