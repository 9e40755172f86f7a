import Testing
@testable import NibProject

/// An app target that compiles a Swift file of a git submodule not checked out, listed in its
/// own Sources phase (a first run: a toolbar item's class declared in such a file, which the
/// app's code casts to, reported declared nowhere). That file may declare a class the code
/// uses; a file missing outside any submodule is a deleted file's leftover reference, which
/// declares nothing, and a class no code names is likelier deleted.
@Suite struct SubmoduleSourceTests {
    static let project = TestXcodeProject(targets: [
        .init(name: "App", sources: ["AppDelegate.swift", "Vendor/Kit/Sources/ToolbarHandler.swift"], resources: ["MainWindow.xib"]),
    ]).text

    static let xib = IB.xib("""
    <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
    <toolbar implicitIdentifier="tBr-Sm-001" id="tBr-Sm-001">
        <allowedToolbarItems>
            <toolbarItem implicitItemIdentifier="iTm-Sm-001" label="Run" id="iTm-Sm-001" customClass="ValidatingToolbarItem" customModule="App" customModuleProvider="target"/>
        </allowedToolbarItems>
    </toolbar>
    """, platform: "macOS")

    static let delegate = "import AppKit\n\n@main final class AppDelegate: NSObject, NSApplicationDelegate {}\n"

    static let validation = """
    import AppKit

    extension AppDelegate: NSToolbarItemValidation {
        func validateToolbarItem(_ item: NSToolbarItem) -> Bool { (item as? ValidatingToolbarItem) != nil }
    }

    """

    static func findings(gitmodules: String?, codeNamesClass: Bool = true) throws -> [String] {
        var files = ["App.xcodeproj/project.pbxproj": Self.project, "AppDelegate.swift": Self.delegate, "MainWindow.xib": Self.xib]
        if codeNamesClass { files["Validation.swift"] = Self.validation }
        if let gitmodules { files[".gitmodules"] = gitmodules }
        let temp = try TemporaryProject(files)
        defer { temp.removeAll() }
        return ConnectionChecker.check(temp.index()).codes
    }

    @Test func aClassTheMissingSubmoduleMayDeclareIsNotJudged() throws {
        #expect(try Self.findings(gitmodules: "[submodule \"Vendor/Kit\"]\n\tpath = Vendor/Kit\n\turl = https://example.com/kit.git\n") == [])
    }

    @Test func aClassNoCodeNamesIsJudged() throws {
        #expect(try Self.findings(gitmodules: "[submodule \"Vendor/Kit\"]\n\tpath = Vendor/Kit\n", codeNamesClass: false) == ["unknown-custom-class"])
    }

    @Test func aMissingFileOutsideAnySubmoduleDeclaresNothing() throws {
        #expect(try Self.findings(gitmodules: nil) == ["unknown-custom-class"])
        #expect(try Self.findings(gitmodules: "[submodule \"Vendor/Other\"]\n\tpath = Vendor/Other\n") == ["unknown-custom-class"])
    }

    @Test func submodulePathsAreReadFromGitmodules() {
        let text = "[submodule \"a\"]\n\tpath = vendor/a\n\turl = x\n[submodule \"b\"]\n  path=lib/b  \n"
        #expect(MissingSourceFiles.submodulePaths(in: text) == ["vendor/a", "lib/b"])
    }

    @Test func wordsAreWholeIdentifiers() {
        let text = Array("x as? ValidatingToolbarItemView; y = ValidatingToolbarItem(); _ValidatingToolbarItem".utf8)
        #expect(OutletUses.names("ValidatingToolbarItem", in: text))
        #expect(!OutletUses.names("ToolbarItem", in: text))
        #expect(!OutletUses.names("ValidatingToolbarItemView2", in: text))
    }
}
