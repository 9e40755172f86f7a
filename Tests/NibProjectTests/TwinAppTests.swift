import Foundation
import NibModel
import Testing
@testable import NibProject

/// `Fixtures/TwinApp`: an Xcode 16 project whose modules come from where real apps keep them.
/// Each construct was a false finding before (see the fixture's README): module names set in
/// `.xcconfig` files, an iOS and a Mac target that are both module `TwinApp` with a class of
/// the same name each, an extension's files kept in the app's synchronised folder, a local
/// Swift package whose products the apps link, and `customModuleProvider="target"` with a
/// module name that is no longer the target's.
@Suite struct TwinAppTests {
    static let fixture = "Fixtures/TwinApp"

    @Test func asWrittenHasZeroFindings() throws {
        let project = ProjectIndex.build(roots: [repositoryRoot + "/" + Self.fixture])
        #expect(project.diagnostics.isEmpty, "\(project.diagnostics)")
        #expect(project.targets.targets.map(\.moduleName) == ["TwinApp", "TwinApp", "Share_Extension"])
        let report = ConnectionChecker.run(project)
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(report.skipped.isEmpty, "\(report.skipped)")
    }

    @Test func filesBelongWhereTheProjectAndPackagesSay() throws {
        let root = repositoryRoot + "/" + Self.fixture
        let project = ProjectIndex.build(roots: [root])
        let modules = Dictionary(uniqueKeysWithValues: project.scannedFiles.map { (String($0.path.dropFirst(root.count + 1)), $0.module) })
        #expect(modules["Mac/ShareExtension/ShareViewController.swift"] == "Share_Extension")
        #expect(modules["Mac/FeedInspectorViewController.swift"] == "TwinApp")
        #expect(modules["Packages/TwinKit/Sources/TwinKitCore/ShadowView.swift"] == "TwinKitCore")
        let targets = project.targets
        #expect(targets.target(ofDocument: root + "/Mac/ShareExtension/Base.lproj/ShareViewController.xib")?.name == "Share Extension")
        #expect(targets.module(ofDocument: root + "/Packages/TwinKit/Sources/TwinKitResources/Resources/ProgressWindow.xib") == "TwinKitResources")
        let iOS = try #require(targets.targets.first { $0.name == "TwinApp-iOS" })
        #expect(targets.visibleModules(of: iOS) == ["TwinApp", "TwinKit", "TwinKitCore"])
        // Both apps are module TwinApp; neither sees the other's classes.
        #expect(targets.sees(source: root + "/Mac/FeedInspectorViewController.swift", from: iOS) == false)
        #expect(targets.sees(source: root + "/iOS/FeedInspectorViewController.swift", from: iOS) == true)
        // A local package's products are the tree's own, not dependencies from outside it.
        #expect(!project.external.modules.contains("TwinKit"))
    }

    /// In a tree Xcode targets build, a folder named `Sources` is the app's own (a package
    /// manager app's "sources" screens), not a SwiftPM module; packages are read from their
    /// manifests. Without Xcode targets the SwiftPM layout still names the module.
    @Test func aFolderNamedSourcesInAnXcodeProjectNamesNoModule() {
        let root = repositoryRoot + "/" + Self.fixture
        let (targets, _) = ProjectIndex.projectSetup(roots: [root], configured: ExternalDependencies(), listed: [:])
        let path = root + "/Legacy/Sources/Views/SourceBannerView.swift"
        #expect(ProjectIndex.sourceModule(of: path, roots: [root], targets: targets) == nil)
        #expect(ProjectIndex.sourceModule(of: root + "/Packages/TwinKit/Sources/TwinKitCore/ShadowView.swift", roots: [root], targets: targets)
                    == "TwinKitCore")
        #expect(ProjectIndex.sourceModule(of: path, roots: [root]) == "Views")
    }

    @Test func setupFilesIncludeConfigurationFilesAndManifests() {
        let root = repositoryRoot + "/" + Self.fixture
        let files = ProjectIndex.projectSetupFiles(roots: [root])
        for file in ["Legacy/Project.xcconfig", "Configurations/iOSApp.xcconfig", "Configurations/Common.xcconfig", "Packages/TwinKit/Package.swift"] {
            #expect(files.contains(root + "/" + file), "\(file)")
        }
    }

    static let mutations: [AppMutation] = [
        AppMutation("change the module name in the iOS target's configuration file", "custom-module-mismatch",
                    mentions: "SettingsViewController", "module TwinApp,", "TwinMobile",
                    apply: replace("Configurations/iOSApp.xcconfig", "PRODUCT_MODULE_NAME = $(PRODUCT_NAME)", "PRODUCT_MODULE_NAME = TwinMobile")),
        AppMutation("stop linking the package product", "unknown-custom-class", mentions: "'BadgeView'", "target TwinApp-iOS neither is nor links",
                    apply: replace("TwinApp.xcodeproj/project.pbxproj", "packageProductDependencies = ( 0000000000000000000A0046, );",
                                   "packageProductDependencies = ( );")),
        AppMutation("drop the package target's dependency", "unknown-custom-class", mentions: "'ShadowView'", "TwinKitCore",
                    apply: replace("Packages/TwinKit/Package.swift", ".target(name: \"TwinKit\", dependencies: [\"TwinKitCore\"])",
                                   ".target(name: \"TwinKit\", dependencies: [])")),
        // As NibKit found in a real app: a class moved into a package while documents still
        // inherit their module from the app target (and record an older name of it).
        AppMutation("a package's class under the target's module", "custom-module-mismatch",
                    mentions: "BadgeView", "module TwinApp (the module of its target", "declared in module TwinKit",
                    apply: replace("iOS/Base.lproj/Main.storyboard", "customClass=\"BadgeView\" customModule=\"TwinKit\"",
                                   "customClass=\"BadgeView\" customModule=\"OldTwin\" customModuleProvider=\"target\"")),
        AppMutation("change the iOS twin's outlet type", "outlet-type-mismatch", mentions: "'nameTextField'", "UILabel",
                    apply: replace("iOS/FeedInspectorViewController.swift", "var nameTextField: UITextField!", "var nameTextField: UILabel!")),
        AppMutation("rename a class whose document records a stale module", "unknown-custom-class",
                    mentions: "'ProgressWindowController'", "TwinKitResources",
                    apply: replace("Packages/TwinKit/Sources/TwinKitResources/ProgressWindowController.swift",
                                   "class ProgressWindowController:", "class ProgressController:")),
    ]

    @Test(arguments: mutations) func mutationIsCaught(_ mutation: AppMutation) throws {
        try mutation.expectCaught(in: Self.fixture)
    }
}
