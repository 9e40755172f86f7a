import Foundation
import NibKit
import Testing

/// A document too large for the layout analysis is never passed as checked.
@Suite struct LintTooLargeTests {
    /// `nibcheck lint` presents `layout-too-large`: a document whose layout was not checked
    /// does not pass as if it had been.
    @Test func lintReportsRootsTooLargeToAnalyse() throws {
        let views = (0...LayoutOptions().maximumViewsPerRoot).map { #"<view contentMode="scaleToFill" id="Big-\#($0)"><rect key="frame" x="0" y="0" width="1" height="1"/></view>"# }
        let text = hardeningXib("""
            <view contentMode="scaleToFill" id="Big-aa-000">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>\(views.joined())</subviews>
            </view>
        """)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-too-large-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Big.xib").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        #expect(LayoutAnalyzer.analyze(try IBDocument.read(path: path)).diagnostics.map(\.code) == ["layout-too-large"])
        let report = try Linter(configuration: Configuration()).lint(documents: [path])
        #expect(report.diagnostics.contains { $0.code == "layout-too-large" && $0.severity == .warning })
    }
}
