import NibLint
import NibModel
@testable import NibProject
import Testing
import XcodeProject

/// A document no target of its project builds (`unbuilt-document`): one note, and none of the
/// findings that would judge it against the sources. A first run on a real app met a storyboard
/// its project had stopped listing: 10 outlet, action and class errors about code rewritten
/// long before.
@Suite struct UnbuiltDocumentTests {
    @Test func anUnbuiltDocumentIsNotJudgedAgainstTheSources() throws {
        let findings = try ExampleRunner.findings(of: nil, on: ProjectMembershipExample.make(targetBuildsDocument: false))
        #expect(findings.map(\.code) == ["unbuilt-document"], "\(findings.map(\.description))")
        #expect(findings.first?.message.contains("App.xcodeproj") == true)
        #expect(findings.first?.location?.line == 2)
    }

    /// The document's other findings are about a file in no product: the note stands alone
    /// and says how many were left out (a first run: 217 warnings in stray copies).
    @Test func anUnbuiltDocumentsOtherFindingsAreLeftOut() throws {
        // A xib with two copies of one constraint, in the folder of a project that lists no
        // document: built by no target.
        let duplicated = DuplicateConstraintRule.description.triggeringExamples[1]
        let project = ProjectMembershipExample.make(targetBuildsDocument: false).otherFiles
        #expect(try ExampleRunner.findings(of: ["duplicate-constraint"], on: duplicated).count == 1, "the document has a finding of its own")
        let example = RuleExample(duplicated.document, .none, fileName: "Card.xib", otherFiles: project)
        let findings = try ExampleRunner.findings(of: nil, on: example)
        #expect(findings.map(\.code) == ["unbuilt-document"], "\(findings.map(\.description))")
        #expect(findings.first?.message.hasSuffix("its 1 other finding is left out (`--disable unbuilt-document` shows it)") == true, "\(findings.map(\.message))")
    }

    /// The same document listed in the target's resources is judged: its class is unknown.
    @Test func aBuiltDocumentIsJudged() throws {
        let findings = try ExampleRunner.findings(of: nil, on: ProjectMembershipExample.make(targetBuildsDocument: true))
        #expect(findings.map(\.code).contains("unknown-custom-class"), "\(findings.map(\.description))")
        #expect(!findings.map(\.code).contains("unbuilt-document"))
    }

    /// A stray copy is told from the document of its name a target builds, which the message
    /// names (another app's, maybe: not called a copy) and which is no related place: the text
    /// report's "also at" read as if the built copy were unbuilt too (two first runs).
    @Test func aStrayCopyNamesTheCopyATargetBuilds() throws {
        let built = ProjectMembershipExample.make(targetBuildsDocument: true)
        let withCopy = RuleExample(built.snippet, documentAttributes: built.documentAttributes, fileName: built.fileName,
                                   otherFiles: built.otherFiles.merging(["Old/Settings.storyboard": built.document]) { $1 })
        let findings = try ExampleRunner.findings(of: ["unbuilt-document"], on: withCopy)
        #expect(findings.count == 1)
        #expect(findings.first?.location?.file.hasSuffix("/Old/Settings.storyboard") == true)
        #expect(findings.first?.message.hasSuffix("/Settings.storyboard, which loading it by name finds instead); its outlets, actions and classes are not checked") == true, "\(findings.map(\.message))")
        #expect(UnbuiltDocumentRule.shortPath("App/Base.lproj/Main.storyboard") == "Base.lproj/Main.storyboard")
        #expect(findings.first?.related.isEmpty == true)
        // A copy in a folder of the built one's folder name: the built one is named with the
        // folders that tell them apart (a first run's note named the copy itself as built).
        #expect(UnbuiltDocumentRule.shortPath("./App/Feature/Shop/Cell.xib", distinctFrom: "./Shop/Cell.xib") == "Feature/Shop/Cell.xib")
        #expect(UnbuiltDocumentRule.shortPath("./App/Shop/Cell.xib", distinctFrom: "./Old/Cell.xib") == "Shop/Cell.xib")
        #expect(UnbuiltDocumentRule.shortPath("Shop/Cell.xib", distinctFrom: "./Shop/Cell.xib") == "Shop/Cell.xib")
    }

    /// A xib and a nib bundle of one name compile to one nib, and a built copy the reader cannot
    /// read (a pre-Xcode 5 `<archive>`) is built all the same: either is the twin code loads
    /// (a first run: 33 stray nib bundles' notes said loading them by name fails beside one).
    @Test func aBuiltTwinMayBeANibBundleOrUnreadable() throws {
        let built = ProjectMembershipExample.legacyLeftover()
        // The project builds `Base.lproj/Panel.xib`; here it is the old format, and a stray
        // readable copy of its name sits in a nib bundle beside it.
        let files = built.otherFiles.merging(["Base.lproj/Panel.xib": RuleExample.legacyArchiveDocument]) { $1 }
        let example = RuleExample(RuleExample("", .macXib).document, .none, fileName: "de.lproj/Panel.nib/designable.nib", otherFiles: files)
        let findings = try ExampleRunner.findings(of: ["unbuilt-document"], on: example)
        #expect(findings.map { $0.location?.file.hasSuffix("de.lproj/Panel.nib/designable.nib") } == [true], "\(findings.map(\.description))")
        #expect(findings.first?.message.contains("(a target builds Base.lproj/Panel.xib, which loading it by name finds instead)") == true,
                "\(findings.map(\.message))")
        #expect(UnbuiltDocumentRule.shortPath("App/en.lproj/Panel.nib/designable.nib") == "en.lproj/Panel.nib")
        #expect(UnbuiltDocumentRule.loadingName("App/Panel.nib/designable.nib") == UnbuiltDocumentRule.loadingName("Other/Panel.xib"))
        #expect(UnbuiltDocumentRule.loadingName("App/Panel.storyboard") != UnbuiltDocumentRule.loadingName("App/Panel.xib"))
    }

    /// A document of the same name that another project builds is no twin, even when that
    /// project's file has the same name (a first run: sibling samples' `App.xcodeproj`s).
    @Test func aBuiltDocumentOfAnotherProjectOfTheSameNameIsNoTwin() throws {
        let built = ProjectMembershipExample.make(targetBuildsDocument: true)
        let unbuilt = ProjectMembershipExample.make(targetBuildsDocument: false)
        var files = ["A/" + built.fileName: built.document]
        for (name, text) in built.otherFiles { files["A/" + name] = text }
        for (name, text) in unbuilt.otherFiles { files["B/" + name] = text }
        let example = RuleExample(unbuilt.snippet, documentAttributes: unbuilt.documentAttributes, fileName: "B/" + unbuilt.fileName,
                                  otherFiles: files)
        let findings = try ExampleRunner.findings(of: ["unbuilt-document"], on: example)
        #expect(findings.count == 1, "\(findings.map(\.description))")
        #expect(findings.first?.location?.file.hasSuffix("/B/" + unbuilt.fileName) == true)
        #expect(findings.first?.message.contains(", so loading it by name fails;") == true, "\(findings.map(\.message))")
    }

    @Test func nothingIsSaidWhereWhatWasReadCannotTell() throws {
        let example = ProjectMembershipExample.make(targetBuildsDocument: true)
        let project = try XcodeProject.parse(try #require(example.otherFiles["App.xcodeproj/project.pbxproj"]), path: "App/App.xcodeproj")
        let targets = ProjectTargets(projects: [project])
        #expect(targets.projectNotBuilding(file: "App/Old.storyboard") == "App.xcodeproj")
        #expect(targets.projectNotBuilding(file: "App/Settings.storyboard") == nil, "built")
        #expect(targets.projectNotBuilding(file: "Other/Old.storyboard") == nil, "below no project's folder")
        #expect(targets.projectNotBuilding(file: "App/Vendor/Kit.framework/Versions/A/Resources/en.lproj/Panel.xib") == nil, "a built bundle's")
        #expect(targets.projectNotBuilding(file: "App/Vendor/Kit/en.lproj/Panel.xib") == "App.xcodeproj")
        // A Mac's file system ignores case: the project's `Settings.storyboard` is this file.
        #expect(targets.projectNotBuilding(file: "App/SETTINGS.storyboard") == nil, "built, named in another case")
        #expect(targets.target(ofDocument: "App/settings.storyboard")?.name == "App")
        let folderReference = try XcodeProject.parse(try #require(example.otherFiles["App.xcodeproj/project.pbxproj"])
            .replacingOccurrences(of: "path = Settings.storyboard; sourceTree", with: "path = Legacy; sourceTree"), path: "App/App.xcodeproj")
        #expect(ProjectTargets(projects: [folderReference]).projectNotBuilding(file: "App/Legacy/Old.xib") == nil,
                "a folder the target copies whole")
        let twin = try XcodeProject.parse(try #require(example.otherFiles["App.xcodeproj/project.pbxproj"]), path: "App/App macOS.xcodeproj")
        #expect(ProjectTargets(projects: [project, twin]).projectNotBuilding(file: "App/Old.storyboard") == "App macOS.xcodeproj or App.xcodeproj",
                "every project whose folder holds it")
        let withPackage = ProjectTargets(projects: [project], manifestPaths: ["App/Kit/Package.swift"])
        #expect(withPackage.projectNotBuilding(file: "App/Kit/Sources/Kit/Card.xib") == nil, "below a package manifest")
        // A manifest read whole names every folder its package builds: what is below it and
        // outside them is built by no target (a first run: a formatter keeps foreign sample
        // apps beside its `Package.swift`).
        let literal = SwiftPackageManifest.parse("""
            let package = Package(name: "Kit", targets: [.target(name: "Kit", path: "Sources/Kit"), .testTarget(name: "KitTests")])
            """, path: "App/Package.swift")
        #expect(literal.describesEveryTarget)
        let described = ProjectTargets(projects: [project], packages: [literal])
        #expect(described.projectNotBuilding(file: "App/Samples/Old.storyboard") == "App.xcodeproj", "in no package target's folder")
        #expect(described.projectNotBuilding(file: "App/Sources/Kit/Card.xib") == nil, "in a package target's folder")
        #expect(described.projectNotBuilding(file: "App/Tests/KitTests/Fixture.xib") == nil, "in a test target's default folder")
        for manifest in ["let package = Package(name: \"Kit\", targets: targets)",
                         "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")] + extra)",
                         "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\", path: root + \"/Kit\")])",
                         "let package = Package(name: \"Kit\", targets: [kitTarget(\"Kit\")])",
                         "let package = Package(name: \"Kit\", targets: [.target(name: \"Kit\")])\npackage.targets.append(.target(name: \"More\"))"] {
            let partial = SwiftPackageManifest.parse(manifest, path: "App/Package.swift")
            #expect(!partial.describesEveryTarget, "\(manifest)")
            #expect(ProjectTargets(projects: [project], packages: [partial]).projectNotBuilding(file: "App/Samples/Old.storyboard") == nil,
                    "a package whose targets are not all known may build it: \(manifest)")
        }
        let error = try #require(throws: XcodeProjectError.self) { try XcodeProject.parse("{ objects = {", path: "B.xcodeproj") }
        // A project with an "External Build System" target: `make` may build the document, unless
        // its native targets bundle documents themselves.
        let external = try XcodeProject.parse(try #require(example.otherFiles["App.xcodeproj/project.pbxproj"])
            .replacingOccurrences(of: "P1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };",
                                  with: "L1 = {isa = PBXLegacyTarget; buildToolPath = /usr/bin/make; name = Docs; };\n P1 = {isa = PBXProject; mainGroup = G1; targets = (T1, L1); };"),
            path: "App/App.xcodeproj")
        #expect(external.hasExternalBuildTargets)
        #expect(ProjectTargets(projects: [external]).projectNotBuilding(file: "App/Old.storyboard") == "App.xcodeproj",
                "an external build tool's target beside native targets that bundle documents")
        let externalOnly = try XcodeProject.parse(try #require(ProjectMembershipExample.make(targetBuildsDocument: false).otherFiles["App.xcodeproj/project.pbxproj"])
            .replacingOccurrences(of: "P1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };",
                                  with: "L1 = {isa = PBXLegacyTarget; buildToolPath = /usr/bin/make; name = Docs; };\n P1 = {isa = PBXProject; mainGroup = G1; targets = (T1, L1); };"),
            path: "App/App.xcodeproj")
        #expect(ProjectTargets(projects: [externalOnly]).projectNotBuilding(file: "App/Old.storyboard") == nil,
                "an external build tool's target, and no native target bundling a document")
        let unreadable = ProjectTargets(projects: [project], errors: [error])
        #expect(unreadable.projectNotBuilding(file: "App/Old.storyboard") == nil, "a project file could not be read")
        // A workspace naming a project the checkout lacks (its pods) says nothing of the others.
        let missingPods = try #require(throws: XcodeProjectError.self) { try XcodeProject.read(path: "Pods/Pods.xcodeproj") }
        #expect(ProjectTargets(projects: [project], errors: [missingPods]).projectNotBuilding(file: "App/Old.storyboard") == "App.xcodeproj")
    }
}
