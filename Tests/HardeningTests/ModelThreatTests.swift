import NibKit
import XCTest

/// Hostile documents that read: the model, the layout analysis and a live session all take
/// them without a trap or a hang, and say what is wrong with a location.
/// (Reader-level diagnostics of the same inputs are in NibModelTests/IBDocumentTests.)
final class ModelThreatTests: XCTestCase {
    /// A view that reuses the id of its own superview: the hierarchy names a view as its own
    /// subview, which a naive walk follows for ever.
    func testDuplicateIDOfAnAncestorDoesNotLoopTheLayout() throws {
        let document = try hardeningDocument(hardeningXib("""
            <view contentMode="scaleToFill" id="Rt1-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="Rt1-aa-001">
                        <rect key="frame" x="10" y="10" width="50" height="50"/>
                    </view>
                </subviews>
            </view>
        """))
        XCTAssertEqual(document.diagnostics.map(\.code), ["duplicate-id"])
        let analysis = finishes(within: 20, "layout of a self-containing view") { analyzeChecked(document) }
        XCTAssertEqual(analysis?.roots.first?.views.count, 1)
        guard analysis != nil else { return } // a session builds the same system: it would hang too
        let session = MainActor.assumeIsolated { try? LayoutSession(document: document, rootViewID: "Rt1-aa-001") }
        XCTAssertEqual(MainActor.assumeIsolated { session?.views.count }, 1)
    }

    /// An id-less content view gets the synthetic id `superview.key`; a document can give an
    /// ancestor that very id, so the synthetic view claims its ancestor as its subview.
    func testSyntheticKeyIDThatNamesAnAncestorDoesNotLoop() throws {
        let document = try hardeningDocument(hardeningXib("""
            <view contentMode="scaleToFill" id="Out-aa-001.contentView">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="Out-aa-001">
                        <rect key="frame" x="0" y="0" width="100" height="100"/>
                        <subviews>
                            <view key="contentView" contentMode="scaleToFill">
                                <rect key="frame" x="0" y="0" width="100" height="100"/>
                            </view>
                        </subviews>
                    </view>
                </subviews>
            </view>
        """))
        XCTAssertTrue(document.diagnostics.contains { $0.code == "duplicate-id" }, "\(document.diagnostics)")
        let roots: Int? = finishes(within: 20, "layout of a superview cycle") { analyzeChecked(document).roots.count }
        XCTAssertNotNil(roots)
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
        let analysis = analyzeChecked(document)
        let conflict = try XCTUnwrap(analysis.diagnostics.first { $0.code == "layout-conflict" }, "\(analysis.diagnostics.map(\.message))")
        XCTAssertEqual(conflict.objectID, "Slf-aa-001")
        XCTAssertEqual(conflict.location, document.constraint("Slf-aa-001")?.location)
    }

    /// A constraint held by one top-level view of a xib names a view of another: no common
    /// ancestor, so no layout can relate them. Neither root's layout may use it silently.
    func testConstraintAcrossTwoTopLevelViews() throws {
        let document = try hardeningDocument(hardeningXib("""
            <view contentMode="scaleToFill" id="Top-aa-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
                <constraints>
                    <constraint firstItem="Top-aa-001" firstAttribute="width" secondItem="Top-aa-002" secondAttribute="width" id="Crs-aa-001"/>
                </constraints>
            </view>
            <view contentMode="scaleToFill" id="Top-aa-002">
                <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
            </view>
        """))
        let analysis = analyzeChecked(document)
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
        let analysis = analyzeChecked(document)
        XCTAssertEqual(Set(analysis.roots.map(\.rootViewID)), ["Vw1-aa-001", "Vw2-aa-001"])
        let session = MainActor.assumeIsolated { try? LayoutSession(document: document, sceneID: "Sc1-aa-001") }
        XCTAssertNotNil(session)
    }
}
