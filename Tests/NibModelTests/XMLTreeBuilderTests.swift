import XCTest
@testable import NibModel

final class XMLTreeBuilderTests: XCTestCase {
    private let xib = iOSXib("""
            <view contentMode="scaleToFill" id="root">
                <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                <subviews>
                    <label text="Title" id="title"><rect key="frame" x="8" y="8" width="100" height="20"/></label>
                </subviews>
                <string key="note">before<!--c-->after</string>
            </view>
    """)

    func testSettingAttributesReplacesAndAddsOnOneElementOnly() throws {
        let tree = try XMLReader.parse(Array(xib.utf8), file: "Test.xib")
        let frame = try XCTUnwrap(tree.elements.indices.map(NodeIndex.init).first { tree[$0][attribute: "key"] == "frame" })
        XCTAssertNil(tree[frame][known: .hidden])

        let edited = tree.settingAttributes([XMLAttribute(name: "width", value: "200"),
                                             XMLAttribute(name: "hidden", value: "YES"),
                                             XMLAttribute(name: "note", value: "added")], of: frame)

        let element = edited[frame]
        XCTAssertEqual(element.attributes.map(\.name), ["key", "x", "y", "width", "height", "hidden", "note"])
        XCTAssertEqual(element[known: .width], "200")
        XCTAssertEqual(element[attribute: "width"], "200")
        XCTAssertEqual(element[known: .hidden], "YES", "an added known attribute is found by its interned id")
        XCTAssertEqual(element[attribute: "note"], "added")
        XCTAssertEqual(element[known: .height], "100")
        XCTAssertEqual(tree[frame][known: .width], "320", "the tree edited is a copy")
        assertSameStructure(edited, tree, locations: true, attributesExceptAt: frame)
    }

    func testSettingAFrameLaysTheDocumentOutAtTheNewSize() throws {
        let document = try parse(xib)
        let frame = try XCTUnwrap(document.tree.child(of: XCTUnwrap(document.object("root")).node, named: "rect", key: "frame"))
        let resized = try IBDocument.project(document.tree.settingAttributes([XMLAttribute(name: "height", value: "64")], of: frame))
        XCTAssertEqual(resized.object("root")?.frame, Rect(x: 0, y: 0, width: 320, height: 64))
        XCTAssertEqual(resized.object("title")?.location, document.object("title")?.location)
    }

    /// Same elements in the same order: names, parents, children, content, attributes (with
    /// their interned ids and what `[known:]` finds) except on `edited`, and locations when asked.
    private func assertSameStructure(_ actual: XMLTree, _ expected: XMLTree, locations: Bool, attributesExceptAt edited: NodeIndex? = nil,
                                     file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(actual.elements.count, expected.elements.count, "element count", file: file, line: line)
        for (index, (a, e)) in zip(actual.elements, expected.elements).enumerated() {
            let at = "element \(index) <\(e.name)>"
            XCTAssertEqual(a.name, e.name, at, file: file, line: line)
            XCTAssertEqual(a.known, e.known, at, file: file, line: line)
            XCTAssertEqual(a.parent, e.parent, at, file: file, line: line)
            XCTAssertEqual(a.children, e.children, at, file: file, line: line)
            XCTAssertEqual(a.content, e.content, at, file: file, line: line)
            if locations {
                XCTAssertEqual([a.line, a.column], [e.line, e.column], at, file: file, line: line)
            }
            guard index != edited?.int else { continue }
            XCTAssertEqual(a.attributes, e.attributes, at, file: file, line: line)
            for known in KnownAttribute.allCases {
                XCTAssertEqual(a[known: known], e[known: known], "\(at) \(known)", file: file, line: line)
            }
        }
    }
}
