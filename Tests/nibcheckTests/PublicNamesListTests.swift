import Foundation
import XCTest

/// The bare-name list of PublicNamesTests.swift against the sources.
final class PublicNamesListTests: XCTestCase {
    /// The list in PublicNamesTests.swift is whole: every top-level public type declared in those
    /// modules' sources is named there (Tools/check-public-api.py --top-level prints them).
    func testEveryTopLevelPublicTypeIsNamedHere() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let list = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("PublicNamesTests.swift"), encoding: .utf8)
        let declaration = try NSRegularExpression(pattern: #"(?m)^public (?:final )?(?:struct|enum|class|protocol|actor|typealias) (\w+)"#)
        var missing: [String] = []
        for module in ["SourceLocations", "NibModel", "NibSolver", "NibLayout", "NibLocalization", "NibProject", "NibLint", "NibDiff", "NibKit"] {
            let folder = root.appendingPathComponent("Sources/\(module)")
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
                .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
            XCTAssertFalse(files.isEmpty, module)
            for file in files {
                let text = try String(contentsOf: file, encoding: .utf8)
                for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                    let name = String(text[Range(match.range(at: 1), in: text)!])
                    if list.range(of: #"\b\#(name)\b"#, options: .regularExpression) == nil { missing.append("\(module).\(name)") }
                }
            }
        }
        XCTAssertEqual(missing, [], "add them to everyPublicType")
    }
}
