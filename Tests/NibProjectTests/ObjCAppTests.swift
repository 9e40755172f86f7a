import Foundation
import NibModel
import Testing
@testable import NibProject
import XcodeProject

/// The Objective-C macOS app (`Fixtures/NotesMac`) and the mixed Swift/Objective-C iOS app with
/// its Xcode project (`Fixtures/MixedApp`): clean as written, and every seeded break caught by
/// the right rule.
@Suite struct ObjCAppTests {
    @Test func notesMacAsWrittenHasZeroFindings() throws {
        let project = ProjectIndex.build(roots: [repositoryRoot + "/Fixtures/NotesMac"])
        #expect(project.documents.count == 2)
        let report = ConnectionChecker.run(project)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(report.skipped.isEmpty, "\(report.skipped)")
    }

    @Test func mixedAppAsWrittenHasZeroFindings() throws {
        let project = ProjectIndex.build(roots: [repositoryRoot + "/Fixtures/MixedApp"])
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        #expect(project.targets.targets.map(\.moduleName) == ["MixedApp", "MixedKit"])
        #expect(project.external.modules.contains("Lottie"))
        let report = ConnectionChecker.run(project)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description).joined(separator: "\n"))")
        // The one class from outside the tree: a Swift package's view.
        #expect(report.skipped.map(\.className) == ["LottieAnimationView"])
    }

    /// Messaging nil does nothing in Objective-C: an outlet connected nowhere is dead code there,
    /// not a crash waiting, and is not reported.
    @Test func unconnectedObjectiveCOutletsAreNotReported() throws {
        let temp = try TemporaryProject(copying: "Fixtures/NotesMac")
        defer { temp.removeAll() }
        try replace("NotesMac/NoteListController.h", "- (IBAction)deleteNote:(id)sender;",
                    "@property (weak) IBOutlet NSButton *archiveButton;\n- (IBAction)deleteNote:(id)sender;")(temp)
        #expect(ConnectionChecker.check(temp.index()).isEmpty)
    }

    /// In a project with dependencies from outside the tree, an Objective-C class whose prefix
    /// no scanned class has is taken for a dependency's (Sparkle's `SUUpdater`, though the
    /// dependency is not named `SU…`); one with the prefix of the project's own classes, or near
    /// one of them though named after a dependency, is judged.
    @Test func aClassWithAPrefixOfNoScannedClassIsADependencysWhenThereAreDependencies() throws {
        let temp = try TemporaryProject(copying: "Fixtures/MixedApp")
        defer { temp.removeAll() }
        try replace("App/Base.lproj/Main.storyboard", #"id="fEd-Rc-001" customClass="MKRatingControl""#,
                    #"id="fEd-Rc-001" customClass="SUUpdaterBadge""#)(temp)
        var report = ConnectionChecker.run(temp.index())
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description))")
        #expect(report.skipped.map(\.className).contains("SUUpdaterBadge"))
        try temp.write("App/NTNoteBadge.h", "#import <UIKit/UIKit.h>\n@interface NTNoteBadge : UIView\n@end\n")
        try replace("App/Base.lproj/Main.storyboard", #"customClass="SUUpdaterBadge""#, #"customClass="NTNoteBadges""#)(temp)
        report = ConnectionChecker.run(temp.index())
        #expect(report.diagnostics.map(\.code) == ["unknown-custom-class"])
        #expect(report.diagnostics.first?.message.contains("NTNoteBadge") == true)
        // Named after the dependency Lottie, but near a class of the project's own: judged.
        try temp.write("App/LottieBadgeView.h", "#import <UIKit/UIKit.h>\n@interface LottieBadgeView : UIView\n@end\n")
        try replace("App/Base.lproj/Main.storyboard", #"customClass="NTNoteBadges""#, #"customClass="LottieBadgeViews""#)(temp)
        report = ConnectionChecker.run(temp.index())
        #expect(report.diagnostics.map(\.code) == ["unknown-custom-class"])
        #expect(report.diagnostics.first?.message.contains("did you mean `LottieBadgeView`") == true)
    }

    /// A document's window nib has its NSDocument subclass for File's Owner, a preference
    /// pane's its NSPreferencePane subclass, a screen saver's options its ScreenSaverView: their
    /// outlets are judged (the classes are Apple's, which NibKit knows), and the framework's own
    /// outlets are theirs (first runs: an owner's undeclared outlets and a renamed action went
    /// unjudged, the chain unknown).
    @Test(arguments: [("NSPersistentDocument", ["window"]), ("NSPreferencePane", ["_window", "_initialKeyView", "_lastKeyView"]),
                      ("ScreenSaverView", [])])
    func anOwnerOfAnAppleFrameworkSubclassIsJudged(superclass: String, frameworkOutlets: [String]) throws {
        let temp = try TemporaryProject(copying: "Fixtures/NotesMac")
        defer { temp.removeAll() }
        try temp.write("NotesMac/NoteDocument.h", "#import <Cocoa/Cocoa.h>\n\n@interface NoteDocument : \(superclass)\n@property (weak) IBOutlet NSTextField *titleField;\n@end\n")
        try temp.write("NotesMac/NoteDocument.m", "#import \"NoteDocument.h\"\n\n@implementation NoteDocument\n@end\n")
        func document(connecting outlets: [String]) -> String {
            let connections = outlets.enumerated().map { #"<outlet property="\#($1)" destination="nDc-Wn-001" id="nDc-Ot-00\#($0)"/>"# }
            return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="11762" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NoteDocument">
                        <connections>
                            \(connections.joined(separator: "\n"))
                        </connections>
                    </customObject>
                    <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                    <window title="Note" releasedWhenClosed="NO" animationBehavior="default" id="nDc-Wn-001">
                        <windowStyleMask key="styleMask" titled="YES"/>
                        <rect key="contentRect" x="0" y="0" width="200" height="100"/>
                        <view key="contentView" id="nDc-Cv-002">
                            <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </view>
                    </window>
                </objects>
            </document>
            """
        }
        try temp.write("NotesMac/NoteDocument.xib", document(connecting: frameworkOutlets))
        #expect(ConnectionChecker.check(temp.index()).isEmpty)
        try temp.write("NotesMac/NoteDocument.xib", document(connecting: frameworkOutlets + ["bodyField"]))
        let found = ConnectionChecker.check(temp.index())
        #expect(found.map(\.code) == ["outlet-missing-property"], "\(found.map(\.description))")
        #expect(found.first?.message.contains("'bodyField'") == true)
    }

    @Test func headersBelongWithTheirImplementationsTarget() throws {
        let project = ProjectIndex.build(roots: [repositoryRoot + "/Fixtures/MixedApp"])
        let modules = Dictionary(uniqueKeysWithValues: project.scannedFiles.map { (PathNames.fileName($0.path), $0.module) })
        #expect(modules["FeedViewController.h"] == "MixedApp")
        #expect(modules["MKRatingControl.h"] == "MixedKit")
        #expect(modules["AvatarView.swift"] == "MixedKit")
        // An umbrella header has no implementation file: no target, seen by every target.
        #expect(modules["MixedKit.h"] == .some(nil))
    }
}

struct AppMutation: CustomTestStringConvertible, Sendable {
    let what: String
    let rule: String
    /// Words the finding's message must contain.
    let mentions: [String]
    let apply: @Sendable (TemporaryProject) throws -> Void
    var testDescription: String { what }

    init(_ what: String, _ rule: String, mentions: String..., apply: @escaping @Sendable (TemporaryProject) throws -> Void) {
        self.what = what
        self.rule = rule
        self.mentions = mentions
        self.apply = apply
    }

    /// Applies the mutation to a copy of `fixture` and expects a finding of the rule there.
    func expectCaught(in fixture: String) throws {
        let temp = try TemporaryProject(copying: fixture)
        defer { temp.removeAll() }
        try apply(temp)
        let diagnostics = ConnectionChecker.check(temp.index())
        let matching = diagnostics.filter { finding in finding.code == rule && mentions.allSatisfy { finding.message.contains($0) } }
        #expect(!matching.isEmpty, "\(diagnostics.map(\.description).joined(separator: "\n"))")
    }
}

/// Replaces `old` by `new` in `file`; fails when `old` is not there (a stale mutation).
func replace(_ file: String, _ old: String, _ new: String) -> @Sendable (TemporaryProject) throws -> Void {
    { temp in
        let text = try temp.read(file)
        guard text.contains(old) else { throw CocoaError(.fileReadUnknown) }
        try temp.write(file, text.replacingOccurrences(of: old, with: new))
    }
}

@Suite struct NotesMacMutationTests {
    static let mutations: [AppMutation] = [
        AppMutation("delete an outlet property from a header", "outlet-missing-property", mentions: "'countLabel'",
                    apply: replace("NotesMac/NoteListController.h", "@property (weak, nullable) IBOutlet NSTextField *countLabel API_AVAILABLE(macos(10.14));\n", "")),
        AppMutation("delete an outlet property from a class extension", "outlet-missing-property", mentions: "'searchField'",
                    apply: replace("NotesMac/NoteListController.m", "@property (weak) IBOutlet NSSearchField *searchField;\n", "")),
        AppMutation("remove an outlet ivar from the @interface braces", "outlet-missing-property", mentions: "'deleteButton'",
                    apply: replace("NotesMac/NoteListController.h", "    IBOutlet NSButton *deleteButton;\n", "")),
        AppMutation("remove an outlet ivar from the @implementation braces", "outlet-missing-property", mentions: "'addButton'",
                    apply: replace("NotesMac/NoteListController.m", "    IBOutlet NSButton *addButton;\n", "")),
        AppMutation("rename an action declared only in the .m", "action-missing-method", mentions: "'addNote:'", "did you mean `addNotes:`",
                    apply: replace("NotesMac/NoteListController.m", "- (IBAction)addNote:(id)sender", "- (IBAction)addNotes:(id)sender")),
        AppMutation("rename an action in .h and .m", "action-missing-method", mentions: "'deleteNote:'",
                    apply: { temp in
                        try replace("NotesMac/NoteListController.h", "- (IBAction)deleteNote:", "- (IBAction)removeNote:")(temp)
                        try replace("NotesMac/NoteListController.m", "- (IBAction)deleteNote:", "- (IBAction)removeNote:")(temp)
                    }),
        AppMutation("rename an action in the .m its header still declares", "action-missing-method", mentions: "'deleteNote:'", "only declares",
                    apply: replace("NotesMac/NoteListController.m", "- (IBAction)deleteNote:", "- (IBAction)removeNote:")),
        AppMutation("rename an action of a category in its .m alone", "action-missing-method", mentions: "'shareNote:'", "only declares",
                    apply: replace("NotesMac/NoteListController+Sharing.m", "shareNote:", "shareNotes:")),
        AppMutation("rename an action of a category", "action-missing-method", mentions: "'shareNote:'",
                    apply: { temp in
                        try replace("NotesMac/NoteListController+Sharing.h", "shareNote:", "shareNotes:")(temp)
                        try replace("NotesMac/NoteListController+Sharing.m", "shareNote:", "shareNotes:")(temp)
                    }),
        AppMutation("rename an action of an ObjC++ class", "action-missing-method", mentions: "'highlight:'",
                    apply: replace("NotesMac/Highlighter.mm", "- (IBAction)highlight:", "- (IBAction)highlightAll:")),
        AppMutation("rename a class in its header", "unknown-custom-class", mentions: "'NoteListController'", "did you mean `NotesListController`",
                    apply: replace("NotesMac/NoteListController.h", "@interface NoteListController : NSViewController", "@interface NotesListController : NSViewController")),
        AppMutation("change an outlet's type", "outlet-type-mismatch", mentions: "'searchField'",
                    apply: replace("NotesMac/NoteListController.m", "IBOutlet NSSearchField *searchField", "IBOutlet NSTableView *searchField")),
        AppMutation("rename an inspectable property", "runtime-attribute-unknown", mentions: "'passes'",
                    apply: replace("NotesMac/Highlighter.mm", "IBInspectable NSInteger passes;", "IBInspectable NSInteger passCount;")),
    ]

    @Test(arguments: mutations) func mutationIsCaught(_ mutation: AppMutation) throws {
        try mutation.expectCaught(in: "Fixtures/NotesMac")
    }
}

@Suite struct MixedAppMutationTests {
    static let mutations: [AppMutation] = [
        AppMutation("delete an outlet property from an ObjC header", "outlet-missing-property", mentions: "'titleLabel'",
                    apply: replace("App/FeedViewController.h", "@property (nonatomic, weak, nullable) IBOutlet UILabel *titleLabel;\n", "")),
        AppMutation("delete an outlet property from a class extension", "outlet-missing-property", mentions: "'composeItem'",
                    apply: replace("App/FeedViewController.m", "@property (nonatomic, weak) IBOutlet UIBarButtonItem *composeItem;\n", "")),
        AppMutation("remove an outlet ivar", "outlet-missing-property", mentions: "'refreshButton'",
                    apply: replace("App/FeedViewController.h", "    IBOutlet UIButton *refreshButton;\n", "")),
        AppMutation("rename an ObjC action", "action-missing-method", mentions: "'compose:forEvent:'",
                    apply: replace("App/FeedViewController.m", "- (IBAction)compose:", "- (IBAction)write:")),
        AppMutation("rename a Swift action added to an ObjC class", "action-missing-method", mentions: "'shareTapped:'",
                    apply: replace("App/FeedViewController+Sharing.swift", "func shareTapped(", "func shareButtonTapped(")),
        AppMutation("rename an ObjC category action on a Swift class", "action-missing-method", mentions: "'logOut:'",
                    apply: { temp in
                        try replace("App/ProfileViewController+Legacy.h", "logOut:", "signOut:")(temp)
                        try replace("App/ProfileViewController+Legacy.m", "logOut:", "signOut:")(temp)
                    }),
        AppMutation("drop NS_SWIFT_NAME, so the Swift extension names no class", "action-missing-method", mentions: "'reset:'",
                    apply: replace("Kit/MKRatingControl.h", "NS_SWIFT_NAME(RatingControl)\n", "")),
        AppMutation("rename a class in its header", "unknown-custom-class", mentions: "'FeedViewController'", "did you mean `FeedViewControler`",
                    apply: replace("App/FeedViewController.h", "@interface FeedViewController : UIViewController", "@interface FeedViewControler : UIViewController")),
        AppMutation("name the app's module for the framework's class", "custom-module-mismatch", mentions: "AvatarView", "MixedKit",
                    apply: replace("App/Base.lproj/Main.storyboard", "customClass=\"AvatarView\" customModule=\"MixedKit\"", "customClass=\"AvatarView\" customModule=\"MixedApp\"")),
        AppMutation("use an app class in the framework's document", "unknown-custom-class", mentions: "'FeedViewController'", "target MixedKitFramework",
                    apply: replace("Kit/AvatarView.xib", "catalog=\"system\" id=\"aVt-Im-001\">", "catalog=\"system\" id=\"aVt-Im-001\" customClass=\"FeedViewController\">")),
        AppMutation("change an ObjC outlet's type", "outlet-type-mismatch", mentions: "'titleLabel'",
                    apply: replace("App/FeedViewController.h", "IBOutlet UILabel *titleLabel", "IBOutlet UIButton *titleLabel")),
        AppMutation("delete a Swift outlet of a framework view", "outlet-missing-property", mentions: "'photoView'",
                    apply: replace("Kit/AvatarView.swift", "    @IBOutlet private weak var photoView: UIImageView!\n", "")),
        AppMutation("declare a Swift outlet no document connects", "outlet-unconnected", mentions: "'bioLabel'",
                    apply: replace("App/ProfileViewController.swift", "    @IBOutlet weak var nameLabel: UILabel!\n", "    @IBOutlet weak var nameLabel: UILabel!\n    @IBOutlet weak var bioLabel: UILabel!\n")),
    ]

    @Test(arguments: mutations) func mutationIsCaught(_ mutation: AppMutation) throws {
        try mutation.expectCaught(in: "Fixtures/MixedApp")
    }
}

@Suite struct ExternalDependencyTests {
    @Test func manifestsNameModules() {
        #expect(ExternalDependencies.podNames("PODS:\n  - AFNetworking (4.0.1):\n    - AFNetworking/NSURLSession (= 4.0.1)\n  - \"Firebase/Core (10.0)\"\n\nDEPENDENCIES:\n  - Nope\n")
                == ["AFNetworking", "Firebase"])
        #expect(ExternalDependencies.podfileNames("target 'App' do\n  pod 'Sparkle', '~> 2'\n  pod \"Realm/Swift\"\nend\n") == ["Sparkle", "Realm"])
        #expect(ExternalDependencies.cartfileNames("github \"sparkle-project/Sparkle\" ~> 2.0\ngit \"https://x.org/Kit.git\"\n") == ["Sparkle", "Kit"])
        #expect(ExternalDependencies.packageNames("{ \"pins\" : [ { \"identity\" : \"lottie\", \"location\" : \"https://github.com/airbnb/lottie-spm.git\" } ] }")
                == ["lottie-spm"])
    }

    /// A class named like a referenced sub-project that is not on disk: a long shared start,
    /// or the class's prefix of three capitals in the project's name; an app's own prefix is not.
    @Test func classesNamedLikeAMissingSubproject() {
        var external = ExternalDependencies()
        external.missingProjects = ["Vendor/GitHubUpdates/GitHubUpdates.xcodeproj", "Dependencies/Libmacgpg/Libmacgpg.xcodeproj"]
        #expect(external.missingProject(resembling: "GitHubUpdater") == "Vendor/GitHubUpdates/GitHubUpdates.xcodeproj")
        #expect(external.missingProject(resembling: "GPGOptions") == "Dependencies/Libmacgpg/Libmacgpg.xcodeproj")
        #expect(external.missingProject(resembling: "InstitutesController") == nil)
        #expect(external.missingProject(resembling: "IFHeadingsBrowser") == nil, "a prefix of two capitals says too little")
    }

    @Test func classesNamedLikeADependency() {
        let external = ExternalDependencies(modules: ["DCRoundSwitch", "MHVideoPhotoGallery", "Sparkle"])
        #expect(external.dependency(declaring: "DCRoundSwitch") == "DCRoundSwitch")
        #expect(external.dependency(declaring: "MHGalleryController") == "MHVideoPhotoGallery")
        #expect(external.dependency(declaring: "FeedViewController") == nil)
        #expect(external.dependency(declaring: "SUUpdater") == nil)
        let carthage = ExternalDependencies(modules: ["HNHUi", "Kit"])
        #expect(carthage.dependency(namedAtTheStartOf: "HNHUIScrollView") == "HNHUi")
        #expect(carthage.dependency(declaring: "HNHUi") == "HNHUi")
        #expect(carthage.dependency(namedAtTheStartOf: "KitchenView") == nil)
    }
}

/// Which package target's module a source is compiled into, found by the folders above it.
@Suite struct PackageModuleTests {
    @Test func theInnermostPackageTargetFolderHoldingASourceNamesItsModule() {
        let outer = SwiftPackageManifest.parse("""
            let package = Package(name: "Outer", targets: [
                .target(name: "Outer", path: "."),
                .target(name: "Twin", path: "."),
                .target(name: "Kit"),
            ])
            """, path: "Pkg/Package.swift")
        let inner = SwiftPackageManifest.parse("let package = Package(name: \"Inner\", targets: [.target(name: \"Inner\")])",
                                               path: "Pkg/Inner/Package.swift")
        let absolute = SwiftPackageManifest.parse("let package = Package(name: \"Abs\", targets: [.target(name: \"Abs\")])",
                                                  path: "/abs/Package.swift")
        let targets = ProjectTargets(projects: [], packages: [outer, inner, absolute])
        #expect(targets.modules(ofSource: "Pkg/Inner/Sources/Inner/A.swift") == ["Inner"])
        #expect(targets.modules(ofSource: "./Pkg/Inner/Sources/Inner/A.swift") == ["Inner"])
        #expect(targets.modules(ofSource: "Pkg/Sources/Kit/Deep/B.swift") == ["Kit"])
        #expect(targets.modules(ofSource: "Pkg/Inner/Loose.swift") == ["Outer"], "the first of two targets in one folder")
        #expect(targets.modules(ofSource: "Pkg/Inner/Sources/InnerX/C.swift") == ["Outer"], "a folder is a whole path component")
        #expect(targets.modules(ofSource: "/abs/Sources/Abs/D.swift") == ["Abs"])
        #expect(targets.modules(ofSource: "PkgX/E.swift") == [])
        #expect(targets.modules(ofSource: "F.swift") == [])
        // Canonically equivalent spellings are one folder, as String comparison has them.
        let kelvin = SwiftPackageManifest.parse("let package = Package(name: \"K\", targets: [.target(name: \"K\", path: \"\u{212A}it\")])",
                                                path: "Package.swift")
        #expect(ProjectTargets(projects: [], packages: [kelvin]).modules(ofSource: "Kit/G.swift") == ["K"])
        #expect(ProjectTargets(projects: [], packages: [kelvin]).modules(ofSource: "Kid/G.swift") == [])
    }
}
