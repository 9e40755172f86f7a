import Foundation
import XCTest
@testable import NibModel

/// Inputs the reader fuzz target once crashed on (Tools/fuzz/regressions/reader), run through
/// the same steps as the target: read, walk the hierarchy, dump, outline.
final class FuzzRegressionTests: XCTestCase {
    func testReaderRegressions() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Tools/fuzz/regressions/reader").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertFalse(names.isEmpty)
        for name in names {
            guard let document = try? IBDocument.read(path: folder + "/" + name) else { continue }
            _ = document.dumpJSON().rendered()
            _ = document.outline()
            // Walking the hierarchy by id terminates even where ids repeat.
            var seen = Set<String>()
            var pending = document.topLevelObjectIDs
            while let id = pending.popLast() {
                XCTAssertTrue(seen.insert(id).inserted, "\(name): \(id) reached twice")
                pending += document.object(id)?.childIDs ?? []
            }
        }
    }

    func testRepeatedIDsNeverMakeTheHierarchyLoop() throws {
        let document = try parse(iOSXib("""
                <view id="Aaa-aa-001">
                    <subviews>
                        <view id="Bbb-bb-001">
                            <subviews>
                                <view id="Aaa-aa-001"><subviews><view id="Ccc-cc-001"/></subviews></view>
                            </subviews>
                        </view>
                    </subviews>
                </view>
        """))
        XCTAssertEqual(document.object("Aaa-aa-001")?.childIDs, ["Bbb-bb-001"])
        XCTAssertEqual(document.object("Bbb-bb-001")?.childIDs, [], "the repeated id is not listed under its parent")
        XCTAssertEqual(document.diagnostics.map(\.code), ["duplicate-id"])
    }
}
