import Foundation
import NibDiff
import NibLocalization
import NibModel
import XCTest

/// `nibcheck diff` on Fixtures/LocalizedApp's storyboard: what a change does to its German and
/// French translations.
final class OrphanedTranslationTests: XCTestCase {
    static let storyboard = FixtureEdits.fixtures.replacingOccurrences(of: "/ComicApp/", with: "/LocalizedApp/")
        + "Base.lproj/Main.storyboard"

    func comparison(_ edit: (String) -> String) throws -> FileComparison {
        let text = String(decoding: try XCTUnwrap(FileManager.default.contents(atPath: Self.storyboard)), as: UTF8.self)
        let old = try FixtureEdits.document(text, path: Self.storyboard)
        let new = try FixtureEdits.document(edit(text), path: Self.storyboard)
        return FileComparison.compare(path: Self.storyboard, old: old, new: new)
    }

    func testRemovingATranslatedLabelOrphansItsTranslations() throws {
        let file = try comparison { text in
            FixtureEdits.removingElement(startingWith: "<label opaque=\"NO\" userInteractionEnabled=\"NO\" contentMode=\"left\" text=\"Welcome back\"",
                                         end: "</label>", in: text)
        }
        XCTAssertEqual(file.orphanedTranslations.map(\.message),
                       ["removes \"Welcome back\" (wLc-Lb-001): its text is translated in 2 languages (de, fr)"])
        XCTAssertEqual(file.orphanedTranslations.first?.keys, ["wLc-Lb-001.text"])
        XCTAssertTrue(TextDiffReporter().render(DiffReport(files: [file])).contains("1 translated string orphaned"))
    }

    func testRecreatingAViewUnderANewIDOrphansItsTranslationsAndIsAChange() throws {
        let file = try comparison { FixtureEdits.replacing("id=\"sOr-Sg-001\"", with: "id=\"sOr-Sg-999\"", in: $0) }
        XCTAssertFalse(file.diff!.hasSemanticChanges, "a regenerated id alone is noise to the diff")
        XCTAssertTrue(file.hasChanges, "but its lost translations are a change")
        XCTAssertEqual(file.orphanedTranslations.map(\.keys), [["sOr-Sg-001.segmentTitles[0]", "sOr-Sg-001.segmentTitles[1]"]])
        // The old id is said: the translations are keyed by it.
        XCTAssertEqual(file.orphanedTranslations[0].message,
                       "re-creates segmentedControl (sOr-Sg-001) as sOr-Sg-999: 2 of its strings are translated in 2 languages (de, fr), keyed by the old id")
    }

    func testChangingATextOrphansNothing() throws {
        let file = try comparison { FixtureEdits.replacing("text=\"Welcome back\"", with: "text=\"Welcome\"", in: $0) }
        XCTAssertEqual(file.orphanedTranslations, [])
    }
}
