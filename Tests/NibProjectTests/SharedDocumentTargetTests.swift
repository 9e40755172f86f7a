import Testing
@testable import NibProject

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
    }
}
