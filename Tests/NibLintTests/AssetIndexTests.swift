import Foundation
import NibLint
import NibModel
import XCTest

/// A group folder's Contents.json provides a namespace however the JSON writes the key: the
/// catalog walk decodes only files that can hold it, and must find every one that does.
final class AssetIndexTests: XCTestCase {
    func testNamespacesAreFoundHoweverTheKeyIsWritten() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("AssetIndexTests-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let groups: [(name: String, contents: Data?)] = [
            ("Plain", Data(#"{"info":{"version":1,"author":"xcode"},"properties":{"provides-namespace":true}}"#.utf8)),
            ("Escaped", Data(#"{"properties":{"provides\u002Dnamespace":true}}"#.utf8)),
            ("Wide", #"{"properties":{"provides-namespace":true}}"#.data(using: .utf16LittleEndian)),
            ("Off", Data(#"{"properties":{"provides-namespace":false}}"#.utf8)),
            ("Silent", Data(#"{"info":{"version":1,"author":"xcode"}}"#.utf8)),
            ("Bare", nil),
        ]
        for group in groups {
            let folder = catalog.appendingPathComponent(group.name)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Logo.colorset"), withIntermediateDirectories: true)
            if let contents = group.contents { try contents.write(to: folder.appendingPathComponent("Contents.json")) }
        }
        var index = AssetIndex()
        index.addCatalog(at: catalog.path)
        XCTAssertEqual(index.colorNames, ["Plain/Logo", "Escaped/Logo", "Wide/Logo", "Logo"])
    }

    /// An about box shows the app's icon by the name of its `.icns` file: a loose image, as a
    /// PNG is. Without it (another image present, so the rule runs) the image is missing.
    func testAnIconFileIsAnImage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AssetIndexTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customView id="aBt-Rt-001">
                        <rect key="frame" x="0.0" y="0.0" width="200" height="120"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <subviews>
                            <imageView id="aBt-Iv-002">
                                <rect key="frame" x="68" y="28" width="64" height="64"/>
                                <autoresizingMask key="autoresizingMask"/>
                                <imageCell key="cell" refusesFirstResponder="YES" imageScaling="proportionallyUpOrDown" image="Notes" id="aBt-Ic-003"/>
                            </imageView>
                        </subviews>
                    </customView>
                </objects>
            </document>
            """
        try xib.write(to: folder.appendingPathComponent("About.xib"), atomically: true, encoding: .utf8)
        try Data([0]).write(to: folder.appendingPathComponent("Toolbar.png"))
        func missingImages() throws -> [String] {
            let linter = try Linter(configuration: Configuration(baseDirectory: folder.path))
            return try linter.lint(paths: [folder.path]).diagnostics.filter { $0.code == "missing-image" }.map(\.message)
        }
        XCTAssertEqual(try missingImages().count, 1)
        // An icon set folder, which Xcode builds into `Notes.icns`.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("Images/Notes.iconset"), withIntermediateDirectories: true)
        try Data([0]).write(to: folder.appendingPathComponent("Images/Notes.iconset/icon_16x16.png"))
        XCTAssertEqual(try missingImages(), [])
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Images"))
        try Data([0]).write(to: folder.appendingPathComponent("Notes.icns"))
        XCTAssertEqual(try missingImages(), [])
        // An image the project lists from a folder the checkout lacks (a git submodule): the
        // target copies it, so its name loads. Without the listing it is missing.
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Notes.icns"))
        let project = folder.appendingPathComponent("Notes.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        func list(_ entry: String) throws {
            try "// !$*UTF8*$!\n{\n\tobjects = {\n\t\t\(entry)\n\t};\n}\n".write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        }
        try list(#"F1 /* Notes.icns */ = {isa = PBXFileReference; lastKnownFileType = text; path = ../Vendor/Notes.icns; sourceTree = "<group>"; };"#)
        XCTAssertEqual(try missingImages().count, 1, "listed, but not as an image")
        try list(#"F1 /* Notes.icns */ = {isa = PBXFileReference; lastKnownFileType = image.icns; name = Notes.icns; path = "../Vendor/Icons/Notes.icns"; sourceTree = "<group>"; };"#)
        XCTAssertEqual(try missingImages(), [])
    }

    /// A committed `Pods` folder is not walked, but the images its resources scripts install
    /// load by their names: in both spellings of the script, not a function's own definition
    /// nor a path built elsewhere.
    func testImagesAPodsResourcesScriptInstallsLoad() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AssetIndexTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let support = folder.appendingPathComponent("Pods/Target Support Files/Pods-App")
        try FileManager.default.createDirectory(at: support, withIntermediateDirectories: true)
        try """
        install_resource()
        {
          echo "$1"
        }
          install_resource "Photos/Assets/Check.png"
          install_resource "${PODS_ROOT}/Photos/Assets/Cross@2x.png"
          install_resource "${PODS_CONFIGURATION_BUILD_DIR}/Photos/Built.png"
          install_resource "Photos/Resources/Panel.xib"
        """.write(to: support.appendingPathComponent("Pods-App-resources.sh"), atomically: true, encoding: .utf8)
        var index = AssetIndex()
        index.addImages(installedByPodsIn: folder.path + "/Pods")
        XCTAssertEqual(index.imageNames, ["Check", "Check.png", "Cross", "Cross.png"])
        XCTAssertTrue(index.isEmpty)
        // Linted, a nib of the project uses the pod's image (another image of the app's own
        // makes the rule judge the project).
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <imageView id="pOd-Iv-001">
                        <rect key="frame" x="0.0" y="0.0" width="16" height="16"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <imageCell key="cell" refusesFirstResponder="YES" imageScaling="proportionallyUpOrDown" image="Check" id="pOd-Ic-002"/>
                    </imageView>
                </objects>
            </document>
            """.write(to: folder.appendingPathComponent("Status.xib"), atomically: true, encoding: .utf8)
        try Data([0]).write(to: folder.appendingPathComponent("Toolbar.png"))
        let linter = try Linter(configuration: Configuration(baseDirectory: folder.path))
        XCTAssertEqual(try linter.lint(paths: [folder.path]).diagnostics.filter { $0.code == "missing-image" }.map(\.message), [])
        try FileManager.default.removeItem(at: support.appendingPathComponent("Pods-App-resources.sh"))
        XCTAssertEqual(try linter.lint(paths: [folder.path]).diagnostics.filter { $0.code == "missing-image" }.count, 1)
    }

    /// Listed images do not make a project without images judged: what it loads may come from
    /// anywhere.
    func testListedImagesAloneAreNoSourceOfResources() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("AssetIndexTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let project = folder.appendingPathComponent("App.xcodeproj")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try #"F1 = {isa = PBXFileReference; explicitFileType = image.png; path = Vendor/Logo.png; sourceTree = "<group>"; };"#
            .write(to: project.appendingPathComponent("project.pbxproj"), atomically: true, encoding: .utf8)
        var index = AssetIndex()
        index.addImages(listedInProjectFile: project.path + "/project.pbxproj")
        XCTAssertEqual(index.imageNames, ["Logo", "Logo.png"])
        XCTAssertTrue(index.isEmpty)
    }
}

/// A missing colour or image is one finding per name, at its first use: a colour removed from
/// the catalog is one fix however many views use it.
final class MissingResourceGroupingTests: XCTestCase {
    func testEveryUseOfAMissingColourIsOneFinding() throws {
        let example = RuleExample("""
        <view contentMode="scaleToFill" id="iN0-l3-epB">
            <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
            <subviews>
                <label text="Price" id="lBl-Aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="21"/>
                    <color key="textColor" name="BrandGreen"/>
                </label>
                <label text="Total" id="lBl-Aa-002">
                    <rect key="frame" x="0.0" y="30" width="100" height="21"/>
                    <color key="textColor" name="BrandGreen"/>
                </label>
            </subviews>
            <color key="backgroundColor" name="BrandBlue"/>
        </view>
        """, .xib, assets: ["Assets.xcassets/BrandRed.colorset"])
        let findings = try ExampleRunner.findings(of: MissingColorRule.description, on: example)
        XCTAssertEqual(Set(findings.map(\.message)), [
            "colour 'BrandGreen' used by \"Price\" and 1 other object is not in the project's assets",
            "colour 'BrandBlue' used by view is not in the project's assets",
        ])
        XCTAssertEqual(findings.first { $0.message.contains("BrandGreen") }?.related.map(\.message), ["\"Total\" uses 'BrandGreen' too"])
    }

    /// A slip of the keys is told the name the catalogs have; another word is not.
    func testAMisspelledNameIsToldTheNearestOneProvided() throws {
        let misspelled = try ExampleRunner.findings(of: MissingColorRule.description, on: MissingColorRule.description.triggeringExamples[1])
        XCTAssertEqual(misspelled.map(\.message), ["colour 'BrnadRed' used by view is not in the project's assets (did you mean 'BrandRed'?)"])
    }
}
