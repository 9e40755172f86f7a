import Foundation
import XCTest
@testable import NibModel

final class JSONValueTests: XCTestCase {
    /// Escapes are exactly those JSON needs; other text, any script, is written as it is.
    func testStringsAreEscapedAndOtherTextKept() throws {
        let text = "quote \" backslash \\ newline \n tab \t return \r bell \u{7} Größe 日本 1\u{FE0F}\u{20E3}"
        let rendered = JSONValue.object([("k\"ey", .string(text))]).rendered()
        XCTAssertEqual(rendered, #"{"k\"ey":"quote \" backslash \\ newline \n tab \t return \r bell \u0007 Größe 日本 1️⃣"}"#)
        let decoded = try JSONSerialization.jsonObject(with: Data(rendered.utf8)) as? [String: String]
        XCTAssertEqual(decoded?["k\"ey"], text, "what is written reads back the same")
    }

    func testPrettyRenderingIndentsByTwoSpaces() {
        let value: JSONValue = .object([("a", [1, .null, true]), ("b", .object([])), ("c", [])])
        XCTAssertEqual(value.prettyRendered(), "{\n  \"a\": [\n    1,\n    null,\n    true\n  ],\n  \"b\": {},\n  \"c\": []\n}")
        XCTAssertEqual(value.rendered(), #"{"a":[1,null,true],"b":{},"c":[]}"#)
    }
}
