import Foundation
import XCTest

/// `nibcheck strings` end to end.
extension LintCommandTests {
    func testStringsPrintsTheTableAndWritesUTF16() throws {
        let storyboard = "Fixtures/LocalizedApp/Base.lproj/Main.storyboard"
        let run = try nibcheck(["strings", storyboard])
        XCTAssertEqual(run.status, 0, run.err)
        XCTAssertTrue(run.out.hasPrefix("\n/* Class = \"UINavigationItem\"; title = \"My Album\"; ObjectID = \"aLb-Ni-001\"; */\n\"aLb-Ni-001.title\" = \"My Album\";\n"), run.out)
        let folder = try project(["README": "scratch"])
        let output = folder.appendingPathComponent("de.strings").path
        XCTAssertEqual(try nibcheck(["strings", storyboard, "-o", output, "--encoding", "utf-16"]).status, 0)
        let bytes = try XCTUnwrap(FileManager.default.contents(atPath: output))
        XCTAssertEqual(Array(bytes.prefix(2)), [0xFF, 0xFE])
        XCTAssertEqual(String(data: bytes, encoding: .utf16), run.out)
    }

    func testStringsRefusesBadUsageAndUnreadableDocuments() throws {
        XCTAssertEqual(try nibcheck(["strings"]).status, 2)
        XCTAssertEqual(try nibcheck(["strings", "Fixtures/LocalizedApp/Base.lproj/About.xib", "--encoding", "latin-1"]).status, 2)
        let unreadable = try nibcheck(["strings", "Fixtures/LocalizedApp/fr.lproj/About.strings"])
        XCTAssertEqual(unreadable.status, 1)
        // A strings table in a language folder is told from a broken document.
        XCTAssertTrue(unreadable.err.contains("About.strings:1:1: error: a strings table, not an Interface Builder document"), unreadable.err)
    }
}
