import NibModel
import Testing
@testable import NibLint

/// A sub-project referenced but not on disk may implement a First Responder action: the action
/// is not judged in the documents of the projects that reference it, and is judged in the
/// others (a first run: an unrelated project's missing submodule hid a dead menu action in a
/// whole-tree run, which linting the document alone reported).
@Suite struct MissingSubprojectScopeTests {
    static let menu = """
        <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
        <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
        <menu title="Main Menu" systemMenu="main" id="mSp-Mn-001">
            <items>
                <menuItem title="Refresh" keyEquivalent="r" id="mSp-It-002">
                    <connections>
                        <action selector="refreshFeeds:" target="-1" id="mSp-Ac-003"/>
                    </connections>
                </menuItem>
            </items>
        </menu>
        """

    /// A project building `files` (in its folder) that references `references` as sub-projects.
    static func project(building files: [String], references: [String] = []) -> String {
        var objects = ""
        for (index, file) in files.enumerated() {
            let type = file.hasSuffix(".xib") ? "file.xib" : "sourcecode.swift"
            objects += "B\(index) = {isa = PBXBuildFile; fileRef = F\(index) /* \(file) */; };\n"
            objects += "F\(index) = {isa = PBXFileReference; lastKnownFileType = \(type); path = \(file); sourceTree = \"<group>\"; };\n"
        }
        for (index, reference) in references.enumerated() {
            objects += "P\(index)R = {isa = PBXFileReference; lastKnownFileType = \"wrapper.pb-project\"; path = \(reference); sourceTree = \"<group>\"; };\n"
        }
        let children = (files.indices.map { "F\($0)" } + references.indices.map { "P\($0)R" }).joined(separator: ", ")
        let resources = files.indices.filter { files[$0].hasSuffix(".xib") }.map { "B\($0)" }.joined(separator: ", ")
        let sources = files.indices.filter { !files[$0].hasSuffix(".xib") }.map { "B\($0)" }.joined(separator: ", ")
        let referenced = references.indices.map { "{ProjectRef = P\($0)R;}" }.joined(separator: ", ")
        objects += """
            G1 = {isa = PBXGroup; children = (\(children)); sourceTree = "<group>"; };
            R1 = {isa = PBXResourcesBuildPhase; files = (\(resources)); };
            S1 = {isa = PBXSourcesBuildPhase; files = (\(sources)); };
            T1 = {isa = PBXNativeTarget; buildPhases = (S1, R1); name = App; productType = "com.apple.product-type.application"; };
            P1 = {isa = PBXProject; mainGroup = G1; projectReferences = (\(referenced)); targets = (T1); };
            """
        return RuleExample.projectFile(objects: objects)
    }

    static func findings(appReferencesVendor: Bool) throws -> [Diagnostic] {
        let delegate = "import AppKit\n\n@main final class AppDelegate: NSObject, NSApplicationDelegate {}\n"
        let example = RuleExample(menu, .macXib, fileName: "App/MainMenu.xib", otherFiles: [
            "App/AppDelegate.swift": delegate,
            "App/App.xcodeproj/project.pbxproj": project(building: ["MainMenu.xib", "AppDelegate.swift"],
                                                         references: appReferencesVendor ? ["../Vendor/Vendor.xcodeproj"] : []),
            "Tools/Tool.swift": "import Foundation\n\nfinal class Tool {}\n",
            "Tools/Tools.xcodeproj/project.pbxproj": project(building: ["Tool.swift"], references: ["../Vendor/Vendor.xcodeproj"]),
        ])
        return try ExampleRunner.findings(of: ["action-missing-method", "connections-skipped"], on: example)
    }

    @Test func anUnrelatedProjectsMissingSubprojectDoesNotSpareAnAction() throws {
        #expect(try Self.findings(appReferencesVendor: false).map(\.code) == ["action-missing-method"])
        // The app's own missing sub-project may implement it: said, not judged.
        #expect(try Self.findings(appReferencesVendor: true).map(\.code) == ["connections-skipped"])
    }
}
