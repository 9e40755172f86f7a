import Foundation
import NibLint
import XCTest

/// A group folder's Contents.json provides a namespace however the JSON writes the key: the
/// catalog walk decodes only files that can hold it, and must find every one that does.
final class AssetIndexTests: XCTestCase {
    func testNamespacesAreFoundHoweverTheKeyIsWritten() throws {
        let catalog = FileManager.default.temporaryDirectory.appendingPathComponent("AssetIndexTests-\(UUID().uuidString)/Assets.xcassets")
        defer { try? FileManager.default.removeItem(at: catalog.deletingLastPathComponent()) }
        let groups: [(name: String, contents: Data?)] = [
            ("Plain", Data(#"{"info":{"version":1,"author":"xcode"},"properties":{"provides-namespace":true}}"#.utf8)),
            ("Escaped", Data(#"{"properties":{"provides\u002Dnamespace":true}}"#.utf8)),
            ("Wide", #"{"properties":{"provides-namespace":true}}"#.data(using: .utf16LittleEndian)),
            ("Off", Data(#"{"properties":{"provides-namespace":false}}"#.utf8)),
            ("Silent", Data(#"{"info":{"version":1,"author":"xcode"}}"#.utf8)),
            ("Bare", nil),
        ]
        for group in groups {
            let folder = catalog.appendingPathComponent(group.name)
            try FileManager.default.createDirectory(at: folder.appendingPathComponent("Logo.colorset"), withIntermediateDirectories: true)
            if let contents = group.contents { try contents.write(to: folder.appendingPathComponent("Contents.json")) }
        }
        var index = AssetIndex()
        index.addCatalog(at: catalog.path)
        XCTAssertEqual(index.colorNames, ["Plain/Logo", "Escaped/Logo", "Wide/Logo", "Logo"])
    }
}
