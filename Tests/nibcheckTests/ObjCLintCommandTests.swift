import Foundation
import XCTest

/// `nibcheck lint` on Objective-C and mixed projects: the two reproductions of issue 15 and the
/// Objective-C fixtures, run as a user runs them.
extension LintCommandTests {
    static func macXib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    /// A table whose class only an Objective-C header declares.
    static let tableXib = macXib("""
            <customObject id="-2" userLabel="File's Owner" customClass="NSObject"/>
            <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
            <customObject id="tBl-Ob-001" customClass="MyTable"/>
    """)

    /// Issue 15, first reproduction: a class declared in a header stays known when the project
    /// also holds Swift files, and a misspelt one is still reported.
    func testObjectiveCHeaderClassesStayKnownBesideSwiftFiles() throws {
        let header = "#import <Cocoa/Cocoa.h>\n@interface MyTable : NSObject\n@end\n"
        let alone = try project(["MyTable.h": header, "Table.xib": Self.tableXib])
        XCTAssertEqual(try nibcheck(["lint", "--quiet", "."], in: alone).out, "")
        let mixed = try project(["MyTable.h": header, "Table.xib": Self.tableXib, "Sub/Other.swift": "final class Other {}\n"])
        let run = try nibcheck(["lint", "--quiet", "."], in: mixed)
        XCTAssertEqual(run.status, 0, run.out + run.err)
        XCTAssertFalse(run.out.contains("unknown-custom-class"), run.out)
        let misspelt = try project(["MyTable.h": header, "Table.xib": Self.tableXib.replacingOccurrences(of: "\"MyTable\"", with: "\"MyTabel\""),
                                    "Sub/Other.swift": "final class Other {}\n"])
        let caught = try nibcheck(["lint", "--quiet", "."], in: misspelt)
        XCTAssertEqual(caught.status, 1, caught.out + caught.err)
        XCTAssertTrue(caught.out.contains("'MyTabel'") && caught.out.contains("[unknown-custom-class]"), caught.out)
    }

    /// Issue 15, second reproduction: in a pure Objective-C project, an outlet the class does
    /// not declare and an action it does not implement are errors, as they are in Swift.
    func testPureObjectiveCProjectCatchesMissingOutletAndAction() throws {
        let folder = try project([
            "V.h": """
            #import <Cocoa/Cocoa.h>
            @interface MyViewController : NSViewController
            @property (weak) IBOutlet NSButton *realButton;
            @end

            """,
            "V.m": """
            #import "V.h"
            @implementation MyViewController
            - (IBAction)doIt:(id)sender {}
            @end

            """,
            "V.xib": Self.macXib("""
                <customObject id="-2" userLabel="File's Owner" customClass="MyViewController">
                    <connections>
                        <outlet property="realButton" destination="bTn-Aa-001" id="oUt-Aa-001"/>
                        <outlet property="missingButton" destination="bTn-Aa-002" id="oUt-Aa-002"/>
                        <outlet property="view" destination="vIw-Aa-001" id="oUt-Aa-003"/>
                    </connections>
                </customObject>
                <customObject id="-1" userLabel="First Responder" customClass="FirstResponder"/>
                <customView id="vIw-Aa-001">
                    <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                    <subviews>
                        <button id="bTn-Aa-001">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="32"/>
                            <connections>
                                <action selector="doIt:" target="-2" id="aCt-Aa-001"/>
                            </connections>
                        </button>
                        <button id="bTn-Aa-002">
                            <rect key="frame" x="100" y="0.0" width="100" height="32"/>
                            <connections>
                                <action selector="doThat:" target="-2" id="aCt-Aa-002"/>
                            </connections>
                        </button>
                    </subviews>
                </customView>
            """),
        ])
        let run = try nibcheck(["lint", "--quiet", "--only", "outlet-missing-property,action-missing-method", "."], in: folder)
        XCTAssertEqual(run.status, 1, run.out + run.err)
        let findings = run.out.split(separator: "\n")
        XCTAssertEqual(findings.count, 2, run.out)
        XCTAssertTrue(findings.contains { $0.contains("'missingButton'") && $0.hasSuffix("[outlet-missing-property]") }, run.out)
        XCTAssertTrue(findings.contains { $0.contains("'doThat:'") && $0.hasSuffix("[action-missing-method]") }, run.out)
    }

    /// The Objective-C macOS app and the mixed app with its Xcode project lint clean.
    func testObjectiveCFixturesLintClean() throws {
        let run = try nibcheck(["lint", "Fixtures/NotesMac", "Fixtures/MixedApp"])
        XCTAssertEqual(run.status, 0, run.out + run.err)
        XCTAssertTrue(run.err.contains("0 errors, 0 warnings"), run.out + run.err)
    }

    /// A class from outside the tree: reported by default, not judged once the configuration
    /// or a dependency manifest names where it comes from; a near miss of the project's own
    /// class is still reported, with the name it probably meant.
    func testClassesFromOutsideTheTree() throws {
        let header = "@interface MyTable : NSObject\n@end\n"
        let updater = Self.tableXib.replacingOccurrences(of: "\"MyTable\"", with: "\"SUUpdater\"")
        let unknown = try nibcheck(["lint", "--quiet", "."], in: try project(["MyTable.h": header, "Updater.xib": updater]))
        XCTAssertEqual(unknown.status, 1, unknown.out + unknown.err)
        XCTAssertTrue(unknown.out.contains("'SUUpdater'") && unknown.out.contains("[unknown-custom-class]"), unknown.out)

        let configured = try project(["MyTable.h": header, "Updater.xib": updater, ".nibcheck.yml": "external_classes: [SUUpdater]\n"])
        XCTAssertEqual(try nibcheck(["lint", "--quiet"], in: configured).out, "")

        // With a dependency, a class the sources use as an outlet type but do not declare is its.
        let podfileLock = "PODS:\n  - Sparkle (1.27.1)\n\nDEPENDENCIES:\n  - Sparkle\n"
        let user = "@class SUUpdater;\n@interface AppDelegate : NSObject\n@property (weak) IBOutlet SUUpdater *updater;\n@end\n"
        let pods = try project(["MyTable.h": header, "AppDelegate.h": user, "Updater.xib": updater, "Podfile.lock": podfileLock,
                                "Table.xib": Self.tableXib.replacingOccurrences(of: "\"MyTable\"", with: "\"MyTabel\"")])
        let run = try nibcheck(["lint", "--quiet", "--only", "unknown-custom-class", "."], in: pods)
        XCTAssertEqual(run.status, 1, run.out + run.err)
        XCTAssertFalse(run.out.contains("'SUUpdater'"), run.out)
        XCTAssertTrue(run.out.contains("'MyTabel'") && run.out.contains("did you mean `MyTable`?"), run.out)
        // Not judged, but said once, with why; the configured class above was not listed.
        let all = try nibcheck(["lint", "--quiet", "."], in: pods)
        XCTAssertTrue(all.out.contains("Updater.xib:6:9: note: class SUUpdater was not checked against the sources: named in the sources but declared outside them [connections-skipped]"), all.out)

        // A class renamed in its header, its file keeping the old name: a forward `@class` of
        // the old name still types an outlet, and the class is the project's own, judged.
        let renamed = try project(["StepPicker.h": "@interface StepChooser : NSObject\n@end\n", "AppDelegate.h": user,
                                   "Podfile.lock": podfileLock,
                                   "Host.h": "@class StepPicker;\n@interface Host : NSObject\n@property (weak) IBOutlet StepPicker *picker;\n@end\n",
                                   "Picker.xib": Self.tableXib.replacingOccurrences(of: "\"MyTable\"", with: "\"StepPicker\"")])
        let renamedRun = try nibcheck(["lint", "--quiet", "--only", "unknown-custom-class", "."], in: renamed)
        XCTAssertTrue(renamedRun.out.contains("'StepPicker'") && renamedRun.out.contains("[unknown-custom-class]"), renamedRun.out)

        // Classes C# code registers (Xamarin, .NET) are the runtime's, though NibKit reads no C#.
        let csharp = try project(["MyTable.h": header,
                                  "Panel.designer.cs": "namespace App {\n\t[global::Foundation.Register(\"PanelController\")]\n\tpartial class PanelController { }\n}\n",
                                  "Badge.cs": "[Register (\"BadgeView\", true)]\npublic class BadgeView : NSView { }\nclass MyRegister(\"Nothing\") { }\n",
                                  "Panel.xib": Self.tableXib.replacingOccurrences(of: "\"MyTable\"", with: "\"PanelController\""),
                                  "Badge.xib": Self.tableXib.replacingOccurrences(of: "\"MyTable\"", with: "\"BadgeView\""),
                                  "Nothing.xib": Self.tableXib.replacingOccurrences(of: "\"MyTable\"", with: "\"Nothing\"")])
        let csharpRun = try nibcheck(["lint", "--quiet", "--only", "unknown-custom-class", "."], in: csharp)
        XCTAssertTrue(csharpRun.out.contains("'Nothing'") && !csharpRun.out.contains("'PanelController'") && !csharpRun.out.contains("'BadgeView'"),
                      csharpRun.out)

        // A class named like a dependency, written in another module, is likelier the
        // dependency's than a near name's.
        let namesake = try project(["Sources/App/MyTable.swift": "import AppKit\nfinal class MyTable: NSObject {}\n",
                                    "Podfile.lock": "PODS:\n  - MyTableKit (1.0)\n",
                                    "Sources/App/Kit.xib": Self.tableXib.replacingOccurrences(of: "customClass=\"MyTable\"",
                                                                                              with: "customClass=\"MyTableKit\" customModule=\"App\"")])
        let said = try nibcheck(["lint", "--quiet", "--only", "unknown-custom-class", "."], in: namesake)
        XCTAssertTrue(said.out.contains("the dependency MyTableKit, which is outside the tree, may declare it: write module MyTableKit"), said.out)
    }
}
