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

    func testBuilderMakesTheTreeTheReaderMakesOfTheSameText() throws {
        let text = """
        <root a="1" b="x &amp; y">
            <child id="c1"/>
            <child id="c2">one &lt; two<![CDATA[<raw>]]>three</child>
            <other>
                <leaf k="v">   </leaf>
                tail
            </other>
        </root>
        """
        let parsed = try XMLReader.parse(Array(text.utf8), file: "t.xml")
        var builder = XMLTreeBuilder(file: "t.xml")
        func element(_ name: String, _ attributes: KeyValuePairs<String, String> = [:], content: (inout XMLTreeBuilder) -> Void = { _ in }) {
            builder.openElement(name, attributes: attributes.map { XMLAttribute(name: $0.key, value: $0.value) }, line: 1, column: 1)
            content(&builder)
            builder.closeElement()
        }
        builder.openElement("root", attributes: [XMLAttribute(name: "a", value: "1"), XMLAttribute(name: "b", value: "x & y")], line: 1, column: 1)
        builder.addText("\n    ")
        element("child", ["id": "c1"])
        element("child", ["id": "c2"]) {
            // Runs given apart are one run, as the reader reports them.
            $0.addText("one ")
            $0.addText("< two")
            $0.addCDATA("<raw>")
            $0.addText("three")
        }
        builder.openElement("other", attributes: [], line: 1, column: 1)
        element("leaf", ["k": "v"]) { $0.addText("   ") }
        builder.addText("\n        tail\n    ")
        builder.closeElement()
        builder.closeElement()
        let built = builder.build()

        assertSameStructure(built, parsed, locations: false)
        XCTAssertEqual(built.text(of: NodeIndex(2)), "one < two<raw>three")
        XCTAssertEqual(built[NodeIndex(2)][known: .id], "c2")
        XCTAssertEqual(built.file, "t.xml")
    }

    func testCopyingEveryElementOfADocumentGivesItsTree() throws {
        let tree = try XMLReader.parse(Array(xib.utf8), file: "Test.xib")
        var builder = XMLTreeBuilder(file: tree.file)
        func copy(_ index: NodeIndex) {
            let element = tree[index]
            builder.openElement(element.name, attributes: element.attributes, line: element.line, column: element.column)
            for item in element.content {
                switch item {
                case .element(let child): copy(child)
                case .text(let text): builder.addText(text)
                case .cdata(let text): builder.addCDATA(text)
                case .comment: break
                }
            }
            builder.closeElement()
        }
        copy(tree.root)
        let built = builder.build()

        // The comment is not copied: the text on either side of it is one run.
        let note = try XCTUnwrap(built.elements.indices.first { built.elements[$0][attribute: "key"] == "note" })
        XCTAssertEqual(built.elements[note].content, [.text("beforeafter")])
        XCTAssertEqual(tree.elements[note].content, [.text("before"), .comment("c"), .text("after")])
        var withoutComment = tree
        withoutComment.elements[note].interleaved = [InterleavedContent(position: 0, content: .text("beforeafter"))]
        assertSameStructure(built, withoutComment, locations: true)
        XCTAssertEqual(try IBDocument.project(built).objects.map(\.id), try IBDocument.project(tree).objects.map(\.id))
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
