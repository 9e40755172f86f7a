import Foundation
import XCTest
import YAMLSubset

/// `nibcheck lint` given the staged documents, as the pre-commit hook runs it: each is checked
/// within its project, and findings are reported for it and for the documents it touches (the
/// hosts of a staged component, the storyboards whose references lead into a staged
/// storyboard), never for the rest of the project.
final class StagedDocumentsCommandTests: NibcheckTestCase {
    /// A xib whose root view has the class `root` (a component when that is the file's name)
    /// and holds a view of class `inner` (a placeholder when a component has that name).
    static func xib(ids: String, root: String, inner: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="\(ids)-Vw-001" customClass="\(root)">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="\(ids)-Vw-002" customClass="\(inner)">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="50"/>
                        </view>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    /// Main embeds the BadgeView component and references Settings' initial view controller.
    static let main = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="mvc-Vc-001">
        <scenes>
            <scene sceneID="mvc-Sc-001">
                <objects>
                    <viewController id="mvc-Vc-001" customClass="MainViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="mvc-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="mvc-Vw-002" customClass="BadgeView">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                                </view>
                            </subviews>
                        </view>
                        <connections>
                            <segue destination="stg-Rf-001" kind="show" identifier="settings" id="mvc-Sg-001"/>
                        </connections>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="mvc-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
            <scene sceneID="stg-Sc-001">
                <objects>
                    <viewControllerPlaceholder storyboardName="Settings" id="stg-Rf-001" sceneMemberID="viewController"/>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="stg-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// Settings as staged: its scene lost its place as the initial view controller.
    static let settings = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
        <scenes>
            <scene sceneID="set-Sc-001">
                <objects>
                    <viewController storyboardIdentifier="Settings" id="set-Vc-001" customClass="SettingsViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="set-Vw-001">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="set-Fr-001" sceneMemberID="firstResponder"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// A project whose staged BadgeView.xib now holds a CardView, which holds a BadgeView: the
    /// cycle closes in CardView.xib. Broken.xib, touched by nothing, has errors of its own.
    func stagedProject(configuration: String? = nil) throws -> URL {
        var files = [
            "Package.swift": "",
            "Sources/App/Views.swift": """
            import UIKit

            final class BadgeView: UIView {}
            final class CardView: UIView {}
            final class MainViewController: UIViewController {}
            final class SettingsViewController: UIViewController {}

            """,
            "Resources/BadgeView.xib": Self.xib(ids: "bdg", root: "BadgeView", inner: "CardView"),
            "Resources/CardView.xib": Self.xib(ids: "crd", root: "CardView", inner: "BadgeView"),
            "Resources/Broken.xib": Self.xib(ids: "brk", root: "GoneView", inner: "GoneToo"),
            "Resources/Main.storyboard": Self.main,
            "Resources/Settings.storyboard": Self.settings,
        ]
        files[".nibcheck.yml"] = configuration
        return try project(files)
    }

    /// The files a report's findings are located in, once each, sorted.
    func reportedFiles(_ run: Run) -> [String] {
        Set(run.out.split(separator: "\n").compactMap { $0.split(separator: ":").first.map(String.init) }).sorted()
    }

    static let cycle = "Resources/CardView.xib:8:17: error: component cycle: BadgeView contains CardView contains BadgeView"
    static let referenceBroken = "Resources/Main.storyboard:24:17: error: storyboard reference 'stg-Rf-001' means the initial view controller of Resources/Settings.storyboard, which has none [storyboard-reference-missing]"

    func testAStagedComponentReportsTheDocumentsThatEmbedIt() throws {
        let folder = try stagedProject()
        let whole = try nibcheck(["lint", "--no-cache", "--quiet"], in: folder)
        XCTAssertEqual(reportedFiles(whole), ["Resources/Broken.xib", "Resources/CardView.xib", "Resources/Main.storyboard"], whole.out)

        // BadgeView.xib has no finding of its own; the cycle it closes is CardView's, and Main
        // embeds it. Broken.xib is not reported.
        let component = try nibcheck(["lint", "--no-cache", "--quiet", "--", "Resources/BadgeView.xib"], in: folder)
        XCTAssertEqual(component.status, 1, component.out + component.err)
        XCTAssertTrue(component.out.contains(Self.cycle), component.out)
        XCTAssertEqual(reportedFiles(component), ["Resources/CardView.xib", "Resources/Main.storyboard"], component.out)

        // A storyboard that no document embeds or references: itself only.
        let storyboard = try nibcheck(["lint", "--no-cache", "--quiet", "Resources/Main.storyboard"], in: folder)
        XCTAssertEqual(reportedFiles(storyboard), ["Resources/Main.storyboard"], storyboard.out)
        XCTAssertFalse(storyboard.out.contains("[component-cycle]"), storyboard.out)
    }

    func testAStagedStoryboardReportsTheStoryboardsThatReferenceIt() throws {
        for configuration in [nil, "swift_sources: [Sources]\n"] {
            let folder = try stagedProject(configuration: configuration)
            // Settings is fine by itself; Main's reference to its initial view controller broke.
            let run = try nibcheck(["lint", "--no-cache", "--quiet", "Resources/Settings.storyboard"], in: folder)
            XCTAssertEqual(run.status, 1, "\(configuration ?? "no configuration"): \(run.out)\(run.err)")
            XCTAssertEqual(run.out, Self.referenceBroken + "\n", configuration ?? "no configuration")
            // With configured sources too, the project's other documents are read: Main's
            // reference resolves to the staged Settings, not to "no Settings.storyboard".
            let main = try nibcheck(["lint", "--no-cache", "--quiet", "Resources/Main.storyboard"], in: folder)
            XCTAssertEqual(main.out, Self.referenceBroken + "\n", configuration ?? "no configuration")
        }
    }

    /// A staged source stands for the documents that use its classes, or a subclass of one:
    /// a class renamed in it breaks the scenes of that class, wherever they are.
    func testAStagedSourceReportsTheDocumentsThatUseItsClasses() throws {
        let folder = try stagedProject()
        let views = folder.appendingPathComponent("Sources/App/Views.swift")
        let renamed = try String(contentsOf: views, encoding: .utf8)
            .replacingOccurrences(of: "final class BadgeView: UIView", with: "final class BadgeView: RoundedView")
            .replacingOccurrences(of: "MainViewController", with: "HomeViewController")
        try renamed.write(to: views, atomically: true, encoding: .utf8)
        try "import UIKit\n\nclass RoundedView: UIView {}\n".write(to: folder.appendingPathComponent("Sources/App/Rounded.swift"),
                                                                     atomically: true, encoding: .utf8)
        try "struct Order {}\n".write(to: folder.appendingPathComponent("Sources/App/Model.swift"), atomically: true, encoding: .utf8)

        // Views.swift declares the classes of every document but Broken.xib's.
        let staged = try nibcheck(["lint", "--no-cache", "--quiet", "--", "Sources/App/Views.swift"], in: folder)
        XCTAssertEqual(staged.status, 1, staged.out + staged.err)
        XCTAssertTrue(staged.out.contains("custom class 'MainViewController'"), staged.out)
        XCTAssertEqual(reportedFiles(staged), ["Resources/CardView.xib", "Resources/Main.storyboard"], staged.out)

        // Rounded.swift declares BadgeView's superclass: the documents naming BadgeView.
        let superclass = try nibcheck(["lint", "--no-cache", "--quiet", "--", "Sources/App/Rounded.swift"], in: folder)
        XCTAssertTrue(superclass.out.contains(Self.cycle), superclass.out)
        XCTAssertEqual(reportedFiles(superclass), ["Resources/CardView.xib", "Resources/Main.storyboard"], superclass.out)

        // A source no document depends on: nothing to report, and no error.
        let model = try nibcheck(["lint", "--no-cache", "--quiet", "--", "Sources/App/Model.swift"], in: folder)
        XCTAssertEqual(model.status, 0, model.out + model.err)
        XCTAssertEqual(model.out + model.err, "")
        let told = try nibcheck(["lint", "--no-cache", "--", "Sources/App/Model.swift"], in: folder)
        XCTAssertEqual(told.status, 0, told.out + told.err)
        XCTAssertTrue(told.err.contains("note: no document of the project uses the classes of Sources/App/Model.swift"), told.err)
    }

    /// A staged translation table stands for the document it translates, and what is reported
    /// is what is found in that table (a commit of translations alone exited 2, "no Interface
    /// Builder documents"). Cached runs of two tables of one document keep them apart.
    func testAStagedTranslationTableReportsWhatIsFoundInIt() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-staged-table-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: NibcheckTestCase.packageRoot.appendingPathComponent("Fixtures/LocalizedApp"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = folder.appendingPathComponent("cache").path
        for (table, rule) in [("fr.lproj/Main.strings", "localization-duplicate-key"), ("de.lproj/Main.strings", "localization-stale-key")] {
            let run = try nibcheck(["lint", "--cache-path", cache, "--", table], in: folder)
            XCTAssertTrue(run.out.contains("[\(rule)]"), run.out + run.err)
            XCTAssertEqual(Set(run.out.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }), [table], run.out)
        }
    }

    /// A staged source that declares an outlet no document connects reports it there: the
    /// project-wide finding is about the staged file. Staging a document alone does not.
    func testAStagedSourceReportsItsOwnUnconnectedOutlets() throws {
        let folder = try stagedProject()
        try "import UIKit\n\nfinal class OrderView: UIView {\n    @IBOutlet var totalLabel: UILabel!\n}\n"
            .write(to: folder.appendingPathComponent("Sources/App/OrderView.swift"), atomically: true, encoding: .utf8)

        let staged = try nibcheck(["lint", "--no-cache", "--quiet", "--", "./Sources/App/OrderView.swift"], in: folder)
        XCTAssertEqual(staged.status, 0, staged.out + staged.err)  // a warning
        XCTAssertTrue(staged.out.contains("OrderView.swift:4:") && staged.out.contains("[outlet-unconnected]"), staged.out)
        XCTAssertEqual(staged.out.split(separator: "\n").count, 1, staged.out)
        // The same from the cache, filled and then answering.
        for _ in 0..<2 {
            let cached = try nibcheck(["lint", "--quiet", "--cache-path", "cache", "--", "Sources/App/OrderView.swift"], in: folder)
            XCTAssertEqual(cached.out, staged.out.replacingOccurrences(of: "./", with: ""), cached.err)
        }

        let document = try nibcheck(["lint", "--no-cache", "--quiet", "--", "Resources/BadgeView.xib"], in: folder)
        XCTAssertFalse(document.out.contains("outlet-unconnected"), document.out)
    }

    /// A repository holding two apps: each staged document is checked within its own app, whose
    /// sources declare its classes.
    func testStagedDocumentsOfTwoProjectsAreEachCheckedWithinTheirOwn() throws {
        let folder = try project([
            "One/Package.swift": "", "One/Sources/App/Views.swift": "import UIKit\nfinal class OneView: UIView {}\nfinal class OneInner: UIView {}\n",
            "One/Resources/One.xib": Self.xib(ids: "one", root: "OneView", inner: "OneInner"),
            "Two/Two.xcodeproj/project.pbxproj": "", "Two/Views.swift": "import UIKit\nfinal class TwoView: UIView {}\nfinal class TwoInner: UIView {}\n",
            "Two/Two.xib": Self.xib(ids: "two", root: "TwoView", inner: "TwoInner"),
            "Two/Gone.xib": Self.xib(ids: "gon", root: "OneView", inner: "TwoInner"),
        ])
        let run = try nibcheck(["lint", "--no-cache", "--quiet", "One/Resources/One.xib", "Two/Two.xib", "Two/Gone.xib"], in: folder)
        XCTAssertEqual(run.status, 1, run.out + run.err)
        XCTAssertEqual(run.out, "Two/Gone.xib:5:9: error: custom class 'OneView' of view (gon-Vw-001) is declared nowhere in the scanned sources [unknown-custom-class]\n")
        XCTAssertEqual(run.err, "")
    }

    /// The hook's entry, with the staged files appended as pre-commit appends them, from the
    /// repository's root; the lint cache on, as it is for users, gives the same report twice.
    func testThePreCommitHookEntryLintsTheStagedFilesAndWhatTheyTouch() throws {
        let manifest = try String(contentsOf: Self.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let hook = try XCTUnwrap(try YAMLParser.parse(manifest)?.items?.first)
        let entry = try XCTUnwrap(hook["entry"]?.string).split(separator: " ").map(String.init)
        XCTAssertEqual(entry.first, "nibcheck")
        let folder = try stagedProject()
        let cache = folder.appendingPathComponent(".cache").path
        for _ in 0..<2 {
            let run = try nibcheck(Array(entry.dropFirst()) + ["Resources/BadgeView.xib", "Resources/Settings.storyboard"],
                                   in: folder, environment: ["XDG_CACHE_HOME": cache])
            XCTAssertEqual(run.status, 1, run.out + run.err)
            XCTAssertEqual(run.err, "", "--quiet")
            XCTAssertEqual(reportedFiles(run), ["Resources/CardView.xib", "Resources/Main.storyboard"], run.out)
            XCTAssertTrue(run.out.contains(Self.cycle) && run.out.contains(Self.referenceBroken), run.out)
        }
    }

    /// A project's sub-project in a sibling folder (`projectReferences`, Fixtures/SubprojectApp)
    /// is part of its build: linting the app's folder, or a staged document of it, sees the
    /// methods the sub-project's sources declare, and reports nothing located in them. (A first
    /// run's pre-commit hook reported a First Responder action of the main menu missing, which a
    /// sub-project implements.)
    func testASubprojectInASiblingFolderIsPartOfTheProject() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-subproject-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: NibcheckTestCase.packageRoot.appendingPathComponent("Fixtures/SubprojectApp"), to: folder)
        defer { try? FileManager.default.removeItem(at: folder) }
        let editor = folder.appendingPathComponent("Editor")
        let runs: [(arguments: [String], in: URL, menu: String)] = [
            (["."], folder, "Editor/Base.lproj/MainMenu.xib"),
            (["."], editor, "Base.lproj/MainMenu.xib"),
            (["--", "Editor/Base.lproj/MainMenu.xib"], folder, "Editor/Base.lproj/MainMenu.xib"),
            (["--", "Base.lproj/MainMenu.xib"], editor, "Base.lproj/MainMenu.xib"),
        ]
        for run in runs {
            let clean = try nibcheck(["lint", "--no-cache", "--quiet"] + run.arguments, in: run.in)
            XCTAssertEqual(clean.status, 0, "\(run.arguments) in \(run.in.lastPathComponent): \(clean.out)\(clean.err)")
            XCTAssertEqual(clean.out, "", "\(run.arguments) in \(run.in.lastPathComponent)")
        }
        // A sub-project whose folder is not there (a git submodule not checked out) is passed
        // over, and what its classes may implement is not judged: the First Responder action.
        let viewer = folder.appendingPathComponent("Viewer"), away = folder.appendingPathComponent("Viewer-away")
        try FileManager.default.moveItem(at: viewer, to: away)
        let alone = try nibcheck(["lint", "--no-cache", "--quiet", "."], in: editor)
        XCTAssertEqual(alone.status, 0, alone.out + alone.err)
        XCTAssertFalse(alone.out.contains("action 'showPreview:' is sent to First Responder"), alone.out + alone.err)
        // Not in silence: the note names the sub-project that is not there.
        let told = try nibcheck(["lint", "--no-cache", "."], in: editor)
        XCTAssertTrue(told.err.contains("references sub-projects that are not here") && told.err.contains("Viewer/Viewer.xcodeproj"), told.err)
        try FileManager.default.moveItem(at: away, to: viewer)
        let whole = try nibcheck(["lint", "--no-cache", "."], in: editor)
        XCTAssertFalse(whole.err.contains("not here"), whole.err)
        // The project file writes `../Viewer/`, the folder is `viewer/`: on a Mac's
        // case-insensitive volume Xcode opens it, and so does NibKit, on any volume (a first
        // run: two apps' `researchkit/` sub-project in a `ResearchKit/` submodule).
        let lowercased = folder.appendingPathComponent("viewer")
        try FileManager.default.moveItem(at: viewer, to: away)
        try FileManager.default.moveItem(at: away, to: lowercased)
        let otherCase = try nibcheck(["lint", "--no-cache", "."], in: editor)
        XCTAssertEqual(otherCase.status, 0, otherCase.out + otherCase.err)
        XCTAssertFalse(otherCase.err.contains("not here"), otherCase.err)
        try FileManager.default.moveItem(at: lowercased, to: away)
        try FileManager.default.moveItem(at: away, to: viewer)
        // The sub-project's method renamed, and an outlet of its own that no document connects.
        let controller = folder.appendingPathComponent("Viewer/PreviewController.swift")
        let changed = try String(contentsOf: controller, encoding: .utf8)
            .replacingOccurrences(of: "func showPreview(", with: "func showPreviews(")
            .replacingOccurrences(of: "NSViewController {", with: "NSViewController {\n    @IBOutlet var stripView: NSView!")
        try changed.write(to: controller, atomically: true, encoding: .utf8)
        for run in runs {
            let broken = try nibcheck(["lint", "--no-cache", "--quiet"] + run.arguments, in: run.in)
            let context = "\(run.arguments) in \(run.in.lastPathComponent): \(broken.out)"
            XCTAssertEqual(broken.status, 1, context)
            XCTAssertTrue(broken.out.hasPrefix(run.menu + ":23:37: error: action 'showPreview:' is sent to First Responder"), context)
            // The unconnected outlet is the sub-project's: reported only when its folder is linted.
            XCTAssertEqual(broken.out.contains("'stripView' of PreviewController is connected in no document"),
                           run.in == folder && run.arguments == ["."], context)
        }
    }
}
