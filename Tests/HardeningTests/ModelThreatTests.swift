import NibKit
import XCTest

/// Hostile documents that read: the model, the layout analysis and a live session all take
/// them without a trap or a hang, and say what is wrong with a location.
/// (Reader-level diagnostics of the same inputs are in NibModelTests/IBDocumentTests.)
final class ModelThreatTests: XCTestCase {
    // Hierarchy cycles through duplicate ids (a view with its superview's id, an id-less
    // content view whose synthetic `superview.key` id an ancestor has) are inputs under
    // Tools/fuzz/regressions/model-layout, run by FuzzRegressionTests.

    /// A constraint and an outlet naming ids no object has: the analysis lays out the rest, lint
    /// reports each reference where it is written.
    func testReferencesToMissingIDs() throws {
        let text = hardeningXib("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner">
                <connections>
                    <outlet property="view" destination="Gone-aa-001" id="Out-aa-001"/>
                </connections>
            </placeholder>
            <view contentMode="scaleToFill" id="Mis-aa-000">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <constraints>
                    <constraint firstItem="Mis-aa-000" firstAttribute="width" secondItem="Gone-aa-002" secondAttribute="width" id="Mis-aa-001"/>
                </constraints>
            </view>
        """)
        let document = try hardeningDocument(text)
        XCTAssertEqual(analyzeChecked(document)?.roots.first?.views["Mis-aa-000"]?.frame.width, 200)
        let folder = try scratchFolder(self)
        let path = folder.appendingPathComponent("Missing.xib").path
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        let report = try Linter(configuration: Configuration()).lint(documents: [path])
        let dangling = report.diagnostics.filter { $0.code == "dangling-reference" }
        XCTAssertEqual(dangling.map { $0.location?.line }, [7, 13], "\(report.diagnostics)")
        XCTAssertEqual(report.count(.error), 2)
    }

    /// `A.width == A.width + 10` cannot hold; `A.leading == A.leading` says nothing.
    func testConstraintWhoseItemIsItself() throws {
        let document = try hardeningDocument(hardeningXib("""
            <view contentMode="scaleToFill" id="Rt2-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Sub-aa-001">
                        <rect key="frame" x="0" y="0" width="100" height="100"/>
                        <constraints>
                            <constraint firstItem="Sub-aa-001" firstAttribute="width" secondItem="Sub-aa-001" secondAttribute="width" constant="10" id="Slf-aa-001"/>
                            <constraint firstItem="Sub-aa-001" firstAttribute="leading" secondItem="Sub-aa-001" secondAttribute="leading" id="Slf-aa-002"/>
                        </constraints>
                    </view>
                </subviews>
            </view>
        """))
        let analysis = try XCTUnwrap(analyzeChecked(document))
        let conflict = try XCTUnwrap(analysis.diagnostics.first { $0.code == "layout-conflict" }, "\(analysis.diagnostics.map(\.message))")
        XCTAssertEqual(conflict.objectID, "Slf-aa-001")
        XCTAssertEqual(conflict.location, document.constraint("Slf-aa-001")?.location)
    }

    /// A constraint held by one top-level view of a xib names a view of another: no common
    /// ancestor, so no layout can relate them (UIKit raises). The reader refuses it where it
    /// is written; each root lays out without it.
    func testConstraintAcrossTwoTopLevelViews() throws {
        let document = try hardeningDocument(crossRootXib)
        let refused = try XCTUnwrap(document.diagnostics.first)
        XCTAssertEqual(document.diagnostics.count, 1)
        XCTAssertEqual(refused.code, "invalid-constraint")
        XCTAssertEqual(refused.objectID, "Crs-aa-001")
        XCTAssertEqual(refused.location?.line, 8)
        XCTAssertEqual(refused.message, "constraint 'Crs-aa-001' is invalid: 'Top-aa-002' is not inside 'Top-aa-001', the view that holds it (no common ancestor)")
        XCTAssertNil(document.constraint("Crs-aa-001"))
        let analysis = try XCTUnwrap(analyzeChecked(document))
        XCTAssertEqual(analysis.roots.map(\.rootViewID), ["Top-aa-001", "Top-aa-002"])
        XCTAssertEqual(analysis.roots.first?.views["Top-aa-001"]?.frame.width, 200, "the foreign constraint does not resize the root")
    }

    /// The same across two scenes of a storyboard.
    func testConstraintAcrossScenes() throws {
        let first = hardeningScene("Sc1-aa-001", controllerID: "Vc1-aa-001", viewID: "Vw1-aa-001", """
            <subviews>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Lbl-aa-001">
                    <rect key="frame" x="0" y="0" width="100" height="100"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="Lbl-aa-001" firstAttribute="leading" secondItem="Lbl-aa-002" secondAttribute="leading" id="Crs-aa-002"/>
                <constraint firstItem="Lbl-aa-001" firstAttribute="top" secondItem="Vw1-aa-001" secondAttribute="top" id="Cn1-aa-001"/>
                <constraint firstItem="Lbl-aa-001" firstAttribute="width" constant="100" id="Cn1-aa-002"/>
                <constraint firstItem="Lbl-aa-001" firstAttribute="height" constant="100" id="Cn1-aa-003"/>
            </constraints>
            """)
        let second = hardeningScene("Sc2-aa-001", controllerID: "Vc2-aa-001", viewID: "Vw2-aa-001", """
            <subviews>
                <view contentMode="scaleToFill" id="Lbl-aa-002">
                    <rect key="frame" x="30" y="0" width="100" height="100"/>
                </view>
            </subviews>
            """)
        let document = try hardeningDocument(hardeningStoryboard(first + second), path: "Hardening.storyboard")
        let analysis = try XCTUnwrap(analyzeChecked(document))
        XCTAssertEqual(Set(analysis.roots.map(\.rootViewID)), ["Vw1-aa-001", "Vw2-aa-001"])
        XCTAssertEqual(document.diagnostics.map(\.objectID), ["Crs-aa-002"])
        XCTAssertEqual(document.constraints.count, 3)
        let session = MainActor.assumeIsolated { try? LayoutSession(document: document, sceneID: "Sc1-aa-001") }
        XCTAssertNotNil(session)
    }
}
