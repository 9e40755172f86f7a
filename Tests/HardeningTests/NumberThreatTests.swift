import NibKit
import XCTest

/// Numbers no sane document has, everywhere a number is read: frames, constraints, variations,
/// priorities, and a live session's setters. The reader refuses what is not a finite number
/// (NibModelTests covers its diagnostics); here, what gets through is laid out finitely.
final class NumberThreatTests: XCTestCase {
    /// Non-finite, huge and negative frame values and content priorities.
    func testFramesAndPrioritiesOutOfRange() throws {
        let document = try hardeningDocument(hardeningXib("""
            <view contentMode="scaleToFill" id="Num-aa-000">
                <rect key="frame" x="0.0" y="0.0" width="-320" height="1e300"/>
                <subviews>
                    <view contentMode="scaleToFill" horizontalHuggingPriority="5000" verticalHuggingPriority="-3" horizontalCompressionResistancePriority="nan" id="Num-aa-001">
                        <rect key="frame" x="nan" y="inf" width="-50" height="-1e12"/>
                    </view>
                    <label opaque="NO" text="Label" translatesAutoresizingMaskIntoConstraints="NO" horizontalHuggingPriority="0" verticalCompressionResistancePriority="1e308" id="Num-aa-002">
                        <rect key="frame" x="0" y="0" width="42" height="21"/>
                    </label>
                </subviews>
                <constraints>
                    <constraint firstItem="Num-aa-002" firstAttribute="leading" secondItem="Num-aa-000" secondAttribute="leading" constant="1e12" id="Num-aa-003"/>
                    <constraint firstItem="Num-aa-002" firstAttribute="top" secondItem="Num-aa-000" secondAttribute="top" constant="-1e12" id="Num-aa-004"/>
                </constraints>
            </view>
        """))
        XCTAssertEqual(document.object("Num-aa-001")?.frame, Rect(x: 0, y: 0, width: -50, height: -1e12))
        let analysis = try XCTUnwrap(analyzeChecked(document))
        XCTAssertEqual(analysis.roots.count, 1)
        XCTAssertEqual(analysis.roots.first?.views["Num-aa-002"]?.frame.x, 1e12)
    }

    /// Constant-only width constraints with negative constants, and a multiplier of 0 on a size.
    func testNegativeSizesAndZeroMultiplier() throws {
        let document = try hardeningDocument(hardeningXib("""
            <view contentMode="scaleToFill" id="Neg-aa-000">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Neg-aa-001">
                        <rect key="frame" x="0" y="0" width="10" height="10"/>
                        <constraints>
                            <constraint firstAttribute="width" constant="-40" id="Neg-aa-002"/>
                            <constraint firstAttribute="height" relation="lessThanOrEqual" constant="-1" id="Neg-aa-003"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Neg-aa-001" firstAttribute="leading" secondItem="Neg-aa-000" secondAttribute="leading" id="Neg-aa-004"/>
                    <constraint firstItem="Neg-aa-001" firstAttribute="top" secondItem="Neg-aa-000" secondAttribute="top" id="Neg-aa-005"/>
                    <constraint firstItem="Neg-aa-001" firstAttribute="height" secondItem="Neg-aa-000" secondAttribute="height" multiplier="0" constant="-5" id="Neg-aa-006"/>
                </constraints>
            </view>
        """))
        XCTAssertTrue(document.diagnostics.isEmpty, "\(document.diagnostics)")
        let analysis = try XCTUnwrap(analyzeChecked(document))
        let frame = try XCTUnwrap(analysis.roots.first?.views["Neg-aa-001"]?.frame)
        XCTAssertEqual(frame.width, -40, "solved as written, as UIKit's engine would")
        XCTAssertEqual(frame.height, -5)
        XCTAssertTrue(analysis.diagnostics.contains { $0.code == "layout-misplaced" && $0.objectID == "Neg-aa-001" },
                      "the written 10 x 10 frame is not what the constraints give: \(analysis.diagnostics.map(\.message))")
    }

    /// Variations override numbers as text, past the reader's checks: non-finite, huge,
    /// priorities outside 1…1000, a zero multiplier on a position. Switching a live session to
    /// such a variant, and the analysis of it, stay finite and never trap.
    func testVariationOverridesOutOfRange() throws {
        let document = try hardeningDocument(hardeningXib("""
            <view contentMode="scaleToFill" id="Var-aa-000">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Var-aa-001">
                        <rect key="frame" x="10" y="0" width="100" height="10"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="10" id="Var-aa-002"/>
                            <constraint firstAttribute="width" constant="100" priority="750" id="Var-aa-003">
                                <variation key="widthClass=compact" constant="nan" priority="5000"/>
                                <variation key="heightClass=compact" constant="1e308" priority="0"/>
                            </constraint>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Var-aa-001" firstAttribute="leading" secondItem="Var-aa-000" secondAttribute="leading" constant="10" id="Var-aa-004">
                        <variation key="widthClass=compact" multiplier="0"/>
                        <variation key="heightClass=compact" multiplier="1:0" constant="-inf"/>
                    </constraint>
                    <constraint firstItem="Var-aa-001" firstAttribute="top" secondItem="Var-aa-000" secondAttribute="top" id="Var-aa-005">
                        <variation key="widthClass=compact" priority="-1"/>
                    </constraint>
                </constraints>
            </view>
        """))
        XCTAssertEqual(document.variants.count, 3)
        let analysis = try XCTUnwrap(analyzeChecked(document))
        XCTAssertFalse(analysis.roots.isEmpty)
        try MainActor.assumeIsolated {
            guard let session = try? LayoutSession(document: document, rootViewID: "Var-aa-000") else {
                return XCTFail("no session")
            }
            for variant in document.variants.dropFirst() + [Variant.base] {
                XCTAssertNoThrow(try session.setVariant(variant), "\(variant)")
                for view in session.views {
                    XCTAssertTrue([view.frame.x, view.frame.y, view.frame.width, view.frame.height].allSatisfy(\.isFinite),
                                  "\(view.itemID) in \(variant): \(view.frame)")
                }
            }
        }
    }

    /// A live session refuses numbers UIKit would raise for, and stays as it was.
    func testSessionRefusesOutOfRangeValues() throws {
        let document = try hardeningDocument(hardeningXib("""
            <view contentMode="scaleToFill" id="Ses-aa-000">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <constraints>
                    <constraint firstItem="Ses-aa-000" firstAttribute="width" constant="320" priority="750" id="Ses-aa-001"/>
                </constraints>
            </view>
        """))
        try MainActor.assumeIsolated {
            guard let session = try? LayoutSession(document: document, rootViewID: "Ses-aa-000"),
                  let width = session.constraint("Ses-aa-001") else { return XCTFail("no session") }
            for value in [0, -1, 1001, 5000, .nan, .infinity] as [Double] {
                XCTAssertThrowsError(try width.setPriority(Priority(value)), "\(value)")
            }
            XCTAssertEqual(width.priority, Priority(750))
            XCTAssertThrowsError(try session.setContainerSize(Size(width: .nan, height: 10)))
            XCTAssertThrowsError(try width.setInset(.infinity))
            XCTAssertEqual(session.rootView.frame.width, 320)
        }
    }
}
