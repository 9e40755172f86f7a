import Testing
@testable import NibProject
import XcodeProject

/// A storyboard two targets bundle, whose classes only the second compiles: an app keeping a
/// spare copy of its extension's storyboard (a first run on a real app: judged for the app,
/// listed first, its two classes were unknown).
@Suite struct SharedDocumentTargetTests {
    static func project(widgetBundlesDocument: Bool) -> String {
        TestXcodeProject(targets: [
            .init(name: "App", resources: ["Widget.storyboard"]),
            .init(name: "Widget", productType: "com.apple.product-type.app-extension", sources: ["WidgetViewController.swift"],
                  resources: widgetBundlesDocument ? ["Widget.storyboard"] : []),
        ]).text
    }

    static func files(widgetBundlesDocument: Bool) -> [String: String] {
        ["App.xcodeproj/project.pbxproj": project(widgetBundlesDocument: widgetBundlesDocument),
         "WidgetViewController.swift": "import UIKit\n\nfinal class WidgetViewController: UIViewController {}\n",
         "Widget.storyboard": IB.storyboard(IB.scene("sCn-Wd-001", controller: "vCo-Wd-001", controllerClass: "WidgetViewController"),
                                            initial: "vCo-Wd-001")]
    }

    @Test func aSharedDocumentIsJudgedForTheTargetThatCompilesItsClasses() throws {
        let temp = try TemporaryProject(Self.files(widgetBundlesDocument: true))
        defer { temp.removeAll() }
        #expect(ConnectionChecker.check(temp.index()).codes == [])
    }

    /// Bundled by the app alone, the storyboard is judged for the app, which does not see the
    /// extension's class.
    @Test func aDocumentOneTargetBundlesIsJudgedForIt() throws {
        let temp = try TemporaryProject(Self.files(widgetBundlesDocument: false))
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index())
        let unknown = findings.first { $0.code == "unknown-custom-class" }
        #expect(unknown?.message.contains("which target App neither is nor links") == true, "\(findings.map(\.message))")
        // Said once: no module written would make the app see its extension's class.
        #expect(findings.codes == ["unknown-custom-class"], "\(findings.map(\.message))")
    }
}

/// A target whose documents are compiled against another target's module (`IBSC_MODULE`: a
/// WatchKit 1 app, which its extension embeds) sees that target's classes, and its documents'
/// `customModuleProvider="target"` stands for that module.
@Suite struct InterfaceBuilderModuleTests {
    @Test func aWatchAppSeesTheModuleItsInterfaceIsCompiledAgainst() throws {
        let project = try XcodeProject.parse("""
        {
            archiveVersion = 1;
            objects = {
                R0 = { isa = PBXProject; mainGroup = G0; targets = (W1, E1); };
                G0 = { isa = PBXGroup; children = (F1, F2); sourceTree = "<group>"; };
                F1 = { isa = PBXFileReference; path = Interface.storyboard; sourceTree = "<group>"; };
                F2 = { isa = PBXFileReference; path = InterfaceController.m; sourceTree = "<group>"; };
                B1 = { isa = PBXBuildFile; fileRef = F1; };
                B2 = { isa = PBXBuildFile; fileRef = F2; };
                H1 = { isa = PBXResourcesBuildPhase; files = (B1); };
                H2 = { isa = PBXSourcesBuildPhase; files = (B2); };
                W1 = { isa = PBXNativeTarget; name = "Cortado WatchKit App"; buildPhases = (H1); buildConfigurationList = WL;
                       productType = "com.apple.product-type.application.watchapp"; };
                WL = { isa = XCConfigurationList; buildConfigurations = (WC); };
                WC = { isa = XCBuildConfiguration; buildSettings = { IBSC_MODULE = Cortado_WatchKit_Extension; }; };
                E1 = { isa = PBXNativeTarget; name = "Cortado WatchKit Extension"; buildPhases = (H2);
                       productType = "com.apple.product-type.watchkit-extension"; };
            };
            rootObject = R0;
        }
        """, path: "Demo/Demo.xcodeproj")
        let targets = ProjectTargets(projects: [project])
        let app = try #require(targets.target(ofDocument: "Demo/Interface.storyboard"))
        #expect(targets.visibleModules(of: app).contains("Cortado_WatchKit_Extension"))
        #expect(targets.sees(source: "Demo/InterfaceController.m", from: app) == true)
        #expect(targets.module(ofDocument: "Demo/Interface.storyboard") == "Cortado_WatchKit_Extension")
    }
}
