import NibDiff
import NibModel
import XCTest

/// `nibcheck textconv` output: stable under rewrites that change nothing, one line per fact.
final class ReadableOutlineTests: XCTestCase {
    func outline(_ text: String) throws -> [String] {
        ReadableOutline.text(of: try FixtureEdits.document(text)).split(separator: "\n").map(String.init)
    }

    func testRewritesThatChangeNothingGiveTheSameText() throws {
        for name in ["ComicView.xib", "Main.storyboard", "TwoPane.storyboard"] {
            let original = try FixtureEdits.text(name)
            let reordered = XMLSerializer(attributes: { $0.attributes.reversed() })
                .serialize(try FixtureEdits.document(original).tree)
            XCTAssertEqual(try outline(reordered), try outline(original), name)
            // With ids regenerated, only the ids that tell apart two objects of one scene change.
            let regenerated = FixtureEdits.regeneratingIDs(in: original)
            var back = try outline(regenerated.text).joined(separator: "\n")
            for (old, new) in regenerated.mapping { back = back.replacingOccurrences(of: "(\(new))", with: "(\(old))") }
            XCTAssertEqual(back, try outline(original).joined(separator: "\n"), name)
        }
    }

    /// Two objects of one scene that read alike carry their ids (a constraint between two
    /// "Hello" labels says which is which); alike objects of different scenes do not, the outline
    /// says which scene it is in.
    func testObjectsThatReadAlikeInOneSceneCarryTheirIDs() throws {
        let original = try FixtureEdits.text("ComicView.xib")
        var twoHellos = FixtureEdits.removingLine(containing: "<outlet property=\"authorLabel\"", in: original)
        twoHellos = FixtureEdits.removingLine(containing: "<outlet property=\"titleLabel\"", in: twoHellos)
        twoHellos = FixtureEdits.replacing("text=\"Author\"", with: "text=\"Hello\"", in: twoHellos)
        twoHellos = FixtureEdits.replacing("text=\"Comic Title\"", with: "text=\"Hello\"", in: twoHellos)
        let lines = try outline(twoHellos)
        XCTAssertTrue(lines.contains("  constraint \"Hello\" (aTh-Lb-9pe).top == \"Hello\" (tTl-Lb-3kd).bottom + 4"), lines.joined(separator: "\n"))
        XCTAssertTrue(lines.contains("  label \"Hello\" (aTh-Lb-9pe)"), lines.joined(separator: "\n"))
        XCTAssertFalse(try outline(try FixtureEdits.text("Main.storyboard")).contains { $0.contains("(lCv-Cm-3rw)") },
                       "the two scenes' comicViews read alike only across scenes")
    }

    func testOneEditIsOneChangedLine() throws {
        let original = try FixtureEdits.text("ComicView.xib")
        let edited = FixtureEdits.replacing("constant=\"16\" id=\"Kp1-cL-r0o\"", with: "constant=\"24\" id=\"Kp1-cL-r0o\"", in: original)
        let before = try outline(original)
        let after = try outline(edited)
        XCTAssertEqual(before.count, after.count)
        let differing = zip(before, after).filter { $0 != $1 }
        XCTAssertEqual(differing.map(\.1), ["  constraint coverImageView.leading == superview.leading + 24"])
    }

    func testUninstalledConstraintsSayWhere() throws {
        let lines = try outline(FixtureEdits.text("TwoPane.storyboard"))
        XCTAssertEqual(lines.filter { $0.hasSuffix("(not installed in default)") }.count, 3)
    }

    func testUninstalledViewsSayWhere() throws {
        let edited = FixtureEdits.replacing("<freeformSimulatedSizeMetrics key=\"simulatedDestinationMetrics\"/>", with: """
            <variation key="heightClass=compact"><mask key="subviews"><exclude reference="dSc-Lb-2xw"/></mask></variation>
            <freeformSimulatedSizeMetrics key="simulatedDestinationMetrics"/>
            """, in: try FixtureEdits.text("ComicView.xib"))
        let lines = try outline(edited)
        let label = try XCTUnwrap(lines.firstIndex(of: "  label descriptionLabel"))
        XCTAssertTrue(lines[label...].contains("    not installed in heightClass=compact"))
        XCTAssertEqual(lines.filter { $0.contains("not installed") }.count, 1)
    }
}
