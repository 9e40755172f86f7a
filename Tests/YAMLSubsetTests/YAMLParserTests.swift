import Testing
import YAMLSubset

private func parse(_ text: String) throws -> YAMLNode {
    try #require(try YAMLParser.parse(text))
}

private func error(_ text: String) -> YAMLError? {
    do {
        _ = try YAMLParser.parse(text)
        return nil
    } catch {
        return error
    }
}

/// The supported subset: what parses, and where.
@Suite struct YAMLParserTests {
    @Test func blockMappingsAndSequencesWithLocations() throws {
        let root = try parse("""
        ---
        # configuration
        disabled_rules:
          - misplaced-view
          - ambiguous-layout   # trailing comment

        excluded:
        - Pods/**
        - "Vendor/**"
        nested:
          inner:
            deep: value
          list:
            - name: a
              level: 2
            -
              name: b
        empty:
        """)
        #expect(root.entries?.map(\.key) == ["disabled_rules", "excluded", "nested", "empty"])
        #expect(root["disabled_rules"]?.stringList == ["misplaced-view", "ambiguous-layout"])
        #expect(root["excluded"]?.stringList == ["Pods/**", "Vendor/**"])
        #expect(root["nested"]?["inner"]?["deep"]?.string == "value")
        #expect(root["nested"]?["list"]?.items?.map { $0["name"]?.string } == ["a", "b"])
        #expect(root["nested"]?["list"]?.items?.first?["level"]?.int == 2)
        #expect(root["empty"]?.isNull == true)
        #expect(root.entries?[1].keyLocation == YAMLLocation(line: 7, column: 1))
        #expect(root["disabled_rules"]?.items?[1].location == YAMLLocation(line: 5, column: 5))
        #expect(root["nested"]?["list"]?.items?[0]["level"].map(\.location) == YAMLLocation(line: 15, column: 14))
    }

    @Test func flowCollectionsNestAndSpanLines() throws {
        let root = try parse("""
        rules: [a, b, "c d", 'e''s']
        overrides: { "Legacy/**": { disabled_rules: [x, y] }, Other/*.xib: {severity: warning}, empty: {}, none: [] }
        multi: [
          one,   # comment
          two,
        ]
        url: [http://example.com/a:b]
        """)
        #expect(root["rules"]?.stringList == ["a", "b", "c d", "e's"])
        #expect(root["overrides"]?.entries?.map(\.key) == ["Legacy/**", "Other/*.xib", "empty", "none"])
        #expect(root["overrides"]?["Legacy/**"]?["disabled_rules"]?.stringList == ["x", "y"])
        #expect(root["overrides"]?["Other/*.xib"]?["severity"]?.string == "warning")
        #expect(root["overrides"]?["empty"]?.entries?.isEmpty == true)
        #expect(root["overrides"]?["none"]?.stringList == [])
        #expect(root["overrides"]?.entries?[0].keyLocation == YAMLLocation(line: 2, column: 14))
        #expect(root["multi"]?.stringList == ["one", "two"])
        #expect(root["url"]?.stringList == ["http://example.com/a:b"])
    }

    @Test func scalarsAndTypedAccessors() throws {
        let root = try parse(#"""
        yes_bool: true
        no_bool: False
        quoted_bool: "true"
        count: -42
        hex: 0x1F
        ratio: 2.5e1
        infinite: .inf
        tilde: ~
        word: null
        escapes: "tab\there \"q\" \\ \u00e9 \x41 \U0001F600"
        single: 'no \escapes'
        colon in value: a:b
        hash#inside: x#y
        "quoted key": 1
        """#)
        #expect(root["yes_bool"]?.bool == true)
        #expect(root["no_bool"]?.bool == false)
        #expect(root["quoted_bool"]?.bool == nil)
        #expect(root["quoted_bool"]?.string == "true")
        #expect(root["count"]?.int == -42)
        #expect(root["hex"]?.int == 31)
        #expect(root["ratio"]?.double == 25)
        #expect(root["count"]?.double == -42)
        #expect(root["infinite"]?.double == .infinity)
        #expect(root["tilde"]?.isNull == true && root["word"]?.string == nil)
        #expect(root["escapes"]?.string == "tab\there \"q\" \\ é A 😀")
        #expect(root["single"]?.string == #"no \escapes"#)
        #expect(root["colon in value"]?.string == "a:b")
        #expect(root["hash#inside"]?.string == "x#y")
        #expect(root["quoted key"]?.int == 1)
        #expect(root["count"]?.bool == nil && root["word"]?.int == nil && root.string == nil)
    }

    @Test func emptyDocumentsAndTopLevelShapes() throws {
        #expect(try YAMLParser.parse("") == nil)
        #expect(try YAMLParser.parse("# only a comment\n\n---\n") == nil)
        #expect(try parse("- a\n- b").stringList == ["a", "b"])
        #expect(try parse("[1 2]").stringList == ["1 2"])
        #expect(try parse("just a scalar").string == "just a scalar")
        #expect(try parse("\u{FEFF}key: v\r\nother: w\r\n")["other"]?.string == "w")
    }

    @Test func constructsOutsideTheSubsetAreLocatedErrors() {
        let cases: [(String, Int, Int, String)] = [
            ("a: &anchor 1", 1, 4, "anchors"),
            ("a: *alias", 1, 4, "aliases"),
            ("a: !tag x", 1, 4, "tags"),
            ("a: |\n  text", 1, 4, "block scalars"),
            ("a: >\n  text", 1, 4, "block scalars"),
            ("a: 1\n---\nb: 2", 2, 1, "multiple documents"),
            ("a:\n\t- b", 2, 1, "tabs"),
            ("a: 1\nb: 2\na: 3", 3, 1, "duplicate key 'a' (first at 1:1)"),
            ("a: {x: 1, x: 2}", 1, 11, "duplicate key 'x'"),
            ("%YAML 1.2\n---\na: 1", 1, 1, "directives"),
            ("? complex\n: value", 1, 1, "complex keys"),
            ("a: \"open", 1, 4, "unterminated double-quoted"),
            ("a: 'open", 1, 4, "unterminated single-quoted"),
            ("a: [1, 2", 1, 4, "missing ']'"),
            ("a: {b: 1", 1, 4, "missing '}'"),
            ("a: \"bad \\q\"", 1, 9, "unknown escape"),
            ("a: \"\\u12\"", 1, 5, "invalid \\u escape"),
            ("a: b: c", 1, 4, "mapping cannot start on its key's line"),
            ("a: - b", 1, 4, "block sequence cannot start"),
            ("a:\n    b: 1\n  c: 2", 3, 3, "unexpected indentation"),
            ("a: 1\n  b: 2", 2, 3, "unexpected indentation"),
            ("  a: 1\nb: 2", 2, 1, "check the indentation"),
            ("a: \"x\" trailing", 1, 8, "unexpected text after the value"),
            ("a: [x: 1]", 1, 6, "inside '[ ]'"),
            ("a: 1\n- b", 2, 1, "sequence item where a 'key:' was expected"),
            ("a: 1\n...", 2, 1, "document end markers"),
            (String(repeating: "[", count: 200), 1, 100, "nesting deeper than 100"),
        ]
        for (text, line, column, message) in cases {
            let found = error(text)
            #expect(found.map { [$0.line, $0.column] } == [line, column], "\(text)")
            #expect(found?.message.contains(message) == true, "\(text): \(String(describing: found))")
        }
    }

    @Test func errorDescriptionIsLineColumnMessage() {
        #expect(YAMLError(line: 3, column: 7, message: "unknown key 'foo'").description == "3:7: unknown key 'foo'")
    }

    @Test func everyTruncationOfARealisticConfigParsesOrFails() throws {
        let config = """
        ---
        disabled_rules: [a, "b\\u00e9"]
        overrides: { "Legacy/**": { disabled_rules: [x, 'y''z'] } }
        rules:
          - name: misplaced   # comment
            level: 2
        """
        let bytes = Array(config.utf8)
        var failures = 0
        for length in 0...bytes.count {
            do { _ = try YAMLParser.parse(String(decoding: bytes[..<length], as: UTF8.self)) } catch { failures += 1 }
        }
        #expect(failures > 0)
        #expect(try YAMLParser.parse(config)?["rules"]?.items?.first?["level"]?.int == 2)
    }

    @Test func arbitraryInputNeverTraps() {
        let fragments = ["a", ":", " ", "\n", "-", "[", "]", "{", "}", ",", "\"", "'", "\\", "#", "\t", "&", "*", "---", "  ", "\\u", "é", "\r\n", "?"]
        var state: UInt64 = 7
        for _ in 0..<2000 {
            var text = ""
            for _ in 0..<30 {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                text += fragments[Int(state >> 33) % fragments.count]
            }
            _ = try? YAMLParser.parse(text)
        }
    }
}
