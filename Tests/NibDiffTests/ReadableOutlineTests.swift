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
            XCTAssertEqual(try outline(FixtureEdits.regeneratingIDs(in: original).text), try outline(original), name)
        }
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
