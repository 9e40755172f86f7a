import Foundation
import NibModel
import Testing
@testable import NibProject

/// The real-file corpus (IB files only, no sources), read through NIBKIT_CORPUS; skipped when unset.
@Suite struct CorpusTests {
    static let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"]

    /// Every finding the document-only rules give on the corpus, each explained in
    /// Docs/connections.md as a true positive.
    static let expectedFindings: Set<String> = [
        // IBLinter's deliberately broken fixture: constraints name a view id that does not exist.
        "dangling-reference IBDecodable__IBLinter/Tests/IBLinterKitTest/Resources/Rules/DuplicateIdRule/DuplicateID.xib:37",
        "dangling-reference IBDecodable__IBLinter/Tests/IBLinterKitTest/Resources/Rules/DuplicateIdRule/DuplicateID.xib:40",
        // Stale actions from sliders to the controller of another scene (IB cannot make these).
        "outlet-cross-scene MengTo__Spring/SpringApp/Base.lproj/Main.storyboard:352",
        "outlet-cross-scene MengTo__Spring/SpringApp/Base.lproj/Main.storyboard:368",
        "outlet-cross-scene MengTo__Spring/SpringApp/Base.lproj/Main.storyboard:385",
        "outlet-cross-scene MengTo__Spring/SpringApp/Base.lproj/Main.storyboard:402",
        "outlet-cross-scene MengTo__Spring/SpringApp/Base.lproj/Main.storyboard:419",
        "outlet-cross-scene MengTo__Spring/SpringApp/Base.lproj/Main.storyboard:436",
        "outlet-cross-scene Ranchero-Software__NetNewsWire/iOS/Account/Account.storyboard:572",
        // References meaning the initial controller of parser-test storyboards that have none.
        "storyboard-reference-missing IBDecodable__IBDecodable/Tests/Resources/StoryboardConnections.storyboard:180",
        "storyboard-reference-missing IBDecodable__IBDecodable/Tests/Resources/StoryboardReferences.storyboard:14",
        "storyboard-reference-missing IBDecodable__IBDecodable/Tests/Resources/StoryboardReferences.storyboard:24",
        // A reference dropped on the canvas and never given a storyboard or a scene.
        "storyboard-reference-missing IBDecodable__IBLinter/Tests/IBLinterKitTest/Resources/Rules/HasSingleViewController/HasSingleViewControllerGoodSingleSceneWithReference.storyboard:29",
    ]

    @Test(.enabled(if: corpus != nil)) func documentRulesGiveOnlyTheKnownFindings() throws {
        let project = ProjectIndex.build(roots: [Self.corpus!])
        let report = ConnectionChecker.run(project)
        let corpusRoot = Self.corpus!.hasSuffix("/") ? Self.corpus! : Self.corpus! + "/"
        let found = Set(report.diagnostics.map { diagnostic in
            let place = diagnostic.location.map { "\($0.file.replacingOccurrences(of: corpusRoot, with: "")):\($0.line)" } ?? "?"
            return "\(diagnostic.code) \(place)"
        })
        #expect(found == Self.expectedFindings)
        // Every document that expands does so without error; a cycle would be reported above.
        for path in project.readDocumentPaths {
            _ = try ComponentExpander.expand(project.document(path)!, in: project)
        }
    }
}
