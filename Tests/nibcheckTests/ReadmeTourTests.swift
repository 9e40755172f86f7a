import Foundation
import Testing
import NibKit

/// The README's 20-line tour, line for line, so that the first code a newcomer reads keeps
/// compiling and keeps telling the truth.
@Suite struct ReadmeTourTests {
    @Test @MainActor
    func theTourRunsAsWritten() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        // The README's paths are relative to the repository; here they are made absolute
        // (tests run in parallel, so the current directory is not ours to change).
        func path(_ relative: String) -> String { root + "/" + relative }

        let document = try IBDocument.read(path: path("Fixtures/ComicApp/ComicView.xib"))
        var lines: [String] = []
        for object in document.objects where object.isView {
            lines.append("\(object.element) \(object.customClass ?? "") \(object.frame ?? .zero) \(object.location)")
        }
        for constraint in document.constraints { lines.append(document.describe(constraint)) }
        for variant in document.variants {
            lines.append("\(variant) \(document.installedConstraintIDs(in: variant).count)")
        }
        let analysis = LayoutAnalyzer.analyze(document)
        #expect(analysis.diagnostics.isEmpty, "\(analysis.diagnostics)")

        let project = ProjectIndex.build(roots: [path("Fixtures/ComicApp")])
        #expect(ConnectionChecker.check(project).filter { $0.severity != .note }.isEmpty)

        let slider = try IBDocument.read(path: path("Fixtures/ComicApp/Slider.storyboard"))
        let session = try LayoutSession(document: slider, sceneID: "Sn6-sL-7uv")
        session.constraint("centerXConstraint")!.constant = 50
        #expect(session.view("flexibleView")?.frame.x == 235)
        #expect(lines.contains { $0.hasPrefix("view  (0, 0, 414, 212) \(path("Fixtures/ComicApp/ComicView.xib")):") })
    }
}
