import Testing
@testable import NibProject

/// `Fixtures/SubmoduleApp`: the target's `AppDelegate.swift` is in a git submodule that is not
/// checked out, and a sample no target builds declares another `AppDelegate` (see the fixture's
/// README). A first run on a real app bound the delegate of its menu to such a class and gave
/// 50 false findings.
@Suite struct OutOfTreeSourceTests {
    static let fixture = "Fixtures/SubmoduleApp"

    @Test func aClassWhoseFileIsMissingIsNotJudged() throws {
        let report = ConnectionChecker.run(ProjectIndex.build(roots: [repositoryRoot + "/" + Self.fixture]))
        #expect(report.diagnostics.isEmpty, "\(report.diagnostics.map(\.description).joined(separator: "\n"))")
        #expect(report.skipped.contains { $0.className == "AppDelegate" && $0.reason.contains("not in the tree") }, "\(report.skipped)")
    }

    @Test func theTargetNamesTheFilesItMisses() throws {
        let project = ProjectIndex.build(roots: [repositoryRoot + "/" + Self.fixture])
        let relay = try #require(project.targets.targets.first { $0.name == "Relay" })
        #expect(project.targets.missingSourceNames(of: relay, present: project.scannedFiles) == ["AppDelegate", "RelayWindowController"],
                "its own and those of the library it links")
    }

    /// A first run on a real app: three controllers of a static library in a submodule not
    /// checked out were unknown classes of the app linking it.
    @Test func aClassOfALinkedTargetsMissingFileIsNotUnknown() throws {
        try AppMutation("stop linking the library", "unknown-custom-class", mentions: "'RelayWindowController'",
                        apply: replace("Relay.xcodeproj/project.pbxproj", "0000000000000000000B0031 /* Sources */, 0000000000000000000B0033 /* Frameworks */,",
                                       "0000000000000000000B0031 /* Sources */,")).expectCaught(in: Self.fixture)
    }

    /// Without the missing file, the sample's class is the one the target sees, and judged.
    @Test func aTargetWithAllItsFilesJudgesTheClassItSees() throws {
        try AppMutation("take the missing file out of the target", "outlet-missing-property", mentions: "'statusMenu'",
                        apply: replace("Relay.xcodeproj/project.pbxproj", "files = ( 0000000000000000000B0021 /* AppDelegate.swift in Sources */, ",
                                       "files = ( ")).expectCaught(in: Self.fixture)
    }
}
