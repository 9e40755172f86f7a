import NibDiff
import NibLayout
import NibModel
import XCTest

/// Pictures of solved layouts: what each view's box shows.
final class WireframeTests: XCTestCase {
    func wireframe(_ text: String, root: String) throws -> Wireframe {
        let document = try FixtureEdits.document(text)
        return try XCTUnwrap(Wireframe.solved(document, layout: LayoutAnalyzer.layout(document, rootViewID: root, variant: .base)))
    }

    func testSolvedFramesAreInRootCoordinatesWithNesting() throws {
        let picture = try wireframe(try FixtureEdits.text("Main.storyboard"), root: "dRv-Vc-0pk")
        XCTAssertEqual(picture.title, "Comic Detail: view")
        let comicView = try XCTUnwrap(picture.boxes.first { $0.id == "dCv-Cm-8uf" })
        XCTAssertEqual(comicView.frame, Rect(x: 20, y: 298, width: 374, height: 300))
        XCTAssertEqual(comicView.depth, 1)
        XCTAssertNil(comicView.writtenFrame)
        XCTAssertFalse(comicView.isConflicting)
    }

    func testConflictsAreRedAndMisplacedViewsShowTheirWrittenFrame() throws {
        var text = try FixtureEdits.text("ComicView.xib")
        // A second, contradicting height for the title; and a wider cover than the file's frame.
        text = FixtureEdits.replacing("<constraint firstAttribute=\"height\" constant=\"24\" id=\"Hv1-tL-b8s\"/>",
                                      with: "<constraint firstAttribute=\"height\" constant=\"24\" id=\"Hv1-tL-b8s\"/><constraint firstAttribute=\"height\" constant=\"30\" id=\"Hv2-tL-b8s\"/>",
                                      in: text)
        text = FixtureEdits.replacing("constant=\"120\" id=\"fW4-cI-x2n\"", with: "constant=\"140\" id=\"fW4-cI-x2n\"", in: text)
        let picture = try wireframe(text, root: "rTv-Cm-0a1")
        XCTAssertEqual(picture.boxes.filter(\.isConflicting).map(\.id), ["tTl-Lb-3kd"])
        XCTAssertEqual(picture.notes.count, 1)
        let cover = try XCTUnwrap(picture.boxes.first { $0.id == "cVr-Im-7aQ" })
        XCTAssertEqual(cover.frame.width, 140)
        XCTAssertEqual(cover.writtenFrame, Rect(x: 16, y: 16, width: 120, height: 180))
        let svg = SVGRenderer().render(picture)
        XCTAssertTrue(svg.contains("stroke-dasharray"), "written frame dashed")
        XCTAssertTrue(svg.contains("conflict: "), "conflict written under the picture")
        XCTAssertEqual(svg, SVGRenderer().render(picture), "deterministic")
    }
}
