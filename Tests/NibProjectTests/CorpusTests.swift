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
        // The grown corpus (2,874 documents): connections whose destination is another scene's
        // object, the kind the rule describes (sampled by hand: eidolon's Auction back buttons,
        // FloatingPanel's close buttons and an Agora text field's delegate each name a controller
        // of another scene, as copy-pasted views keep them).
        "outlet-cross-scene AgoraIO__API-Examples/iOS/APIExample/APIExample/Examples/Advanced/LiveStreaming/Base.lproj/LiveStreaming.storyboard:407",
        "outlet-cross-scene AgoraIO__API-Examples/iOS/APIExample/APIExample/Examples/Advanced/LiveStreaming/Base.lproj/LiveStreaming.storyboard:417",
        "outlet-cross-scene CatchChat__Yep/Yep/Base.lproj/Intro.storyboard:735",
        "outlet-cross-scene IBAnimatable__IBAnimatable/IBAnimatableApp/IBAnimatableApp/Playground/Transitions/Transitions.storyboard:524",
        "outlet-cross-scene artsy__eidolon/Kiosk/Storyboards/Auction.storyboard:300",
        "outlet-cross-scene artsy__eidolon/Kiosk/Storyboards/Auction.storyboard:500",
        "outlet-cross-scene artsy__eidolon/Kiosk/Storyboards/Auction.storyboard:580",
        "outlet-cross-scene artsy__eidolon/Kiosk/Storyboards/Auction.storyboard:581",
        "outlet-cross-scene artsy__eidolon/Kiosk/Storyboards/Auction.storyboard:643",
        "outlet-cross-scene artsy__eidolon/Kiosk/Storyboards/Auction.storyboard:644",
        "outlet-cross-scene artsy__eidolon/Kiosk/Storyboards/Auction.storyboard:674",
        "outlet-cross-scene artsy__eidolon/Kiosk/Storyboards/Auction.storyboard:755",
        "outlet-cross-scene artsy__eidolon/Kiosk/Storyboards/Auction.storyboard:756",
        "outlet-cross-scene artsy__eidolon/Kiosk/Storyboards/Fulfillment.storyboard:1305",
        "outlet-cross-scene artsy__eidolon/Kiosk/Storyboards/Fulfillment.storyboard:1575",
        "outlet-cross-scene artsy__eidolon/Kiosk/Storyboards/Fulfillment.storyboard:896",
        "outlet-cross-scene bryceco__GoMap/src/iOS/Settings/Base.lproj/Settings.storyboard:390",
        "outlet-cross-scene bryceco__GoMap/src/iOS/Settings/Base.lproj/Settings.storyboard:422",
        "outlet-cross-scene glushchenko__fsnotes/FSNotes/Base.lproj/Main.storyboard:1255",
        "outlet-cross-scene home-assistant__iOS/HomeAssistant/Resources/Base.lproj/Onboarding.storyboard:376",
        "outlet-cross-scene inaturalist__INaturalistIOS/INaturalistIOS/User Interface/Base.lproj/Onboarding.storyboard:647",
        "outlet-cross-scene inaturalist__INaturalistIOS/INaturalistIOS/User Interface/Base.lproj/Onboarding.storyboard:660",
        "outlet-cross-scene inaturalist__INaturalistIOS/INaturalistIOS/User Interface/Base.lproj/Onboarding.storyboard:678",
        "outlet-cross-scene scenee__FloatingPanel/Examples/Samples/Sources/Base.lproj/Main.storyboard:188",
        "outlet-cross-scene scenee__FloatingPanel/Examples/Samples/Sources/Base.lproj/Main.storyboard:219",
        "outlet-cross-scene scenee__FloatingPanel/Examples/Samples/Sources/Base.lproj/Main.storyboard:249",
        // A reference to a storyboard of another bundle (`bundleIdentifier`) that the corpus
        // does not hold: reported, since the rule cannot tell a framework's storyboard from a
        // missing one. (A show segue back to its own scene's controller, a results drill-down,
        // was reported until drill-downs were told apart from embeds; an unwind segue to
        // another scene's Exit, until a first run showed UIKit unwinds by the action.)
        "storyboard-reference-missing LoopKit__LoopKit/LoopKit Example/Base.lproj/Main.storyboard:71",
    ]

    /// The whole corpus only: in a sample (the sanitizer runs) references lose their targets.
    @Test(.enabled(if: corpus != nil && ProcessInfo.processInfo.environment["NIBKIT_CORPUS_SAMPLE"] == nil))
    func documentRulesGiveOnlyTheKnownFindings() throws {
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
