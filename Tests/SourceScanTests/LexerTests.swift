import Testing
@testable import SourceScan

/// Lexing through the public scanner: what must not be read as declarations, and what
/// malformed input reports.
@Suite struct LexerTests {
    @Test func outletInsideCommentsAndStringsIsNotAnOutlet() {
        let source = #"""
        class A: UIView {
            // @IBOutlet weak var lineComment: UILabel!
            /* outer /* nested */ @IBOutlet weak var blockComment: UILabel! */
            let text = "@IBOutlet weak var inString: UILabel!"
            let multi = """
                @IBOutlet weak var inMultiline: UILabel!
                """
            let raw = #"a "quote" @IBOutlet var inRaw: UILabel! \(notInterpolated)"#
            let raw2 = ##"contains "# and @IBOutlet var inRaw2: UILabel!"##
            @IBOutlet weak var real: UILabel!
        }
        """#
        let file = SourceScanner.scan(path: "A.swift", contents: source)
        #expect(file.diagnostics.isEmpty)
        #expect(file.types.map(\.name) == ["A"])
        #expect(file.types[0].outlets.map(\.name) == ["real"])
    }

    @Test func interpolationWithNestedParenthesesAndStrings() {
        let source = ##"""
        class A {
            let s = "x \(f(g(1), "inner \(h(")")) end")) y { class NotAType {}"
            let r = #"raw \#(value(")")) @IBOutlet"#
            @IBOutlet var after: UILabel!
        }
        """##
        let file = SourceScanner.scan(path: "A.swift", contents: source)
        #expect(file.diagnostics.isEmpty)
        #expect(file.types.map(\.name) == ["A"])
        #expect(file.types[0].outlets.map(\.name) == ["after"])
        #expect(file.types[0].propertyNames == ["s", "r", "after"])
    }

    /// Blank runs of every kind separate tokens, and a file with more tokens than the lexer's
    /// first guess (one per five bytes) grows its token storage without losing any.
    @Test func blankRunsAndDenseTokens() {
        let blanks = "class\t\u{0B}\u{0C}\u{00} A: UIView {\n  \t@IBOutlet  var\u{0C}b: UILabel!\n}"
        let file = SourceScanner.scan(path: "A.swift", contents: blanks)
        #expect(file.types.map(\.name) == ["A"])
        #expect(file.types.first?.outlets.map(\.name) == ["b"])
        #expect(file.types.first?.outlets.first.map { [$0.location.line, $0.location.column] } == [2, 19])
        let dense = "class B: UIView {\n let x = " + String(repeating: "a+", count: 5_000) + "a\n @IBOutlet var last: UILabel!\n}"
        let denseFile = SourceScanner.scan(path: "B.swift", contents: dense)
        #expect(denseFile.types.first?.outlets.map(\.name) == ["last"])
        #expect(denseFile.types.first?.outlets.first?.location.line == 3)
    }

    @Test func unterminatedLiteralsAndCommentsAreDiagnosticsWithPositions() {
        let cases: [(String, String, Int, Int)] = [
            ("let a = 1\n  let s = \"abc\nclass B {}", "unterminated string literal", 2, 11),
            ("/* open /* nested */ still open", "unterminated block comment", 1, 1),
            ("x\n\"\"\"\nmulti", "unterminated string literal", 2, 1),
            ("let s = \"\\(f(\"", "unterminated string literal", 1, 9),
            ("let r = #/ab", "unterminated regex literal", 1, 9),
        ]
        for (source, message, line, column) in cases {
            let file = SourceScanner.scan(path: "F.swift", contents: source)
            #expect(file.diagnostics.map(\.message) == [message], "\(source)")
            #expect(file.diagnostics.first.map { [$0.location.line, $0.location.column] } == [line, column], "\(source)")
        }
    }

    @Test func scanningResumesOnTheLineAfterAnUnterminatedString() {
        let file = SourceScanner.scan(path: "F.swift", contents: "let s = \"abc\nclass B { @IBOutlet var x: UIView! }")
        #expect(file.types.map(\.name) == ["B"])
        #expect(file.types[0].outlets.map(\.name) == ["x"])
    }

    @Test func objectiveCCommentsDoNotNestAndStringsHideDirectives() {
        let source = """
        /* /* */ @interface Real : NSObject
        @property (nonatomic) NSString *s; // @property IBOutlet UILabel *fake;
        @end
        static NSString *const k = @"@interface Fake : NSObject";
        """
        let file = SourceScanner.scan(path: "A.m", contents: source)
        #expect(file.types.map(\.name) == ["Real"])
        #expect(file.types[0].propertyNames == ["s"])
    }

    /// Function and method bodies are skimmed rather than tokenised: braces in their strings,
    /// comments, characters, escaped names and directive lines must still not count, and the
    /// declarations after a body must read exactly as after a tokenised one.
    @Test func skimmedBodiesHideBracesInLiteralsCommentsAndDirectives() {
        let swift = ##"""
        class A: UIView {
            func f() {
                let s = "}"; let t = #"}"#; let u = """
                    } \(g("}")) {
                    """
                // }
                /* } /* } */ */
                let `}x` = 1
                #if os(iOS)
                if a { b() }
                #else
                if c { d() }
                #endif
            }
            @IBOutlet weak var after: UILabel!
        }
        class B {}
        """##
        let swiftFile = SourceScanner.scan(path: "A.swift", contents: swift)
        #expect(swiftFile.diagnostics.isEmpty)
        #expect(swiftFile.types.map(\.name) == ["A", "B"])
        #expect(swiftFile.types.first?.outlets.map(\.name) == ["after"])
        #expect(swiftFile.types.first?.outlets.first?.location.line == 15)

        let objectiveC = """
        @implementation A
        - (void)f {
            NSString *s = @"}"; char c = '}'; char d = '(';
            // }
            /* } */
        #define CLOSE }
            if (x) { [self g:@[ @"]" ]]; }
        #if X
            if (y) { }
        #endif
        }
        - (IBAction)after:(id)sender { }
        @end
        """
        let objectiveCFile = SourceScanner.scan(path: "A.m", contents: objectiveC)
        #expect(objectiveCFile.types.map(\.name) == ["A"])
        #expect(objectiveCFile.types.first?.actions.map(\.selector) == ["after:"])
        #expect(objectiveCFile.types.first?.actions.first?.location.line == 12)
    }

    /// The vector searches' test of a block: any one lane set, in either half, and none.
    @Test func aMaskHasALaneSetWhereverItIs() {
        let zero = SIMD16<UInt8>(repeating: 0)
        #expect(!(zero .== SIMD16(repeating: 1)).hasAnyLane)
        for lane in 0..<16 {
            var block = zero
            block[lane] = 1
            #expect((block .== SIMD16(repeating: 1)).hasAnyLane, "lane \(lane)")
        }
        let bytes = Array("// a comment, then code: x = 1".utf8)
        #expect(bytes.withUnsafeBufferPointer { $0.firstIndex(ofAnyOf: SIMD4<UInt8>(UInt8(ascii: "="), UInt8(ascii: "="), UInt8(ascii: "="), UInt8(ascii: "=")), from: 0) } == 27)
    }

    @Test func byteOrderMarkIsNotPartOfTheFirstToken() {
        let file = SourceScanner.scan(path: "A.swift", contents: "\u{FEFF}class A {}")
        #expect(file.types.map(\.name) == ["A"])
        #expect(file.types.first?.location.column == 7)
    }

    @Test func everyTruncationOfARealisticSourceScans() {
        let swift = ##"""
        @IBDesignable final class V<T>: Base<T>, P where T: Q {
            @IBOutlet weak var a: UILabel!, b: [UIView]?
            @objc(go:) @IBAction func go(_ s: Any, with e: UIEvent = .init()) async throws -> Int { "\(s) \#(e)"; return 1 }
            lazy var c = { #"r"# }()
            func make(@ViewBuilder content: () -> Int) {}
            #if X
            enum E { case a, b(Int) }
            #endif
        }
        """##
        let objectiveC = "IB_DESIGNABLE @interface V : UIView <P> { IBOutlet UILabel *x, *y; }\n"
            + "@property (weak, getter=isA) IBOutletCollection(UILabel) NSArray *l;\n- (IBAction)t:(id)s e:(id)e;\n@end\n"
            + "@implementation V\n- (void)m { /* c */ }\n@end"
        for (source, path) in [(swift, "V.swift"), (objectiveC, "V.m")] {
            let bytes = Array(source.utf8)
            for length in 0...bytes.count {
                _ = SourceScanner.scan(path: path, contents: String(decoding: bytes[..<length], as: UTF8.self))
            }
        }
        let full = SourceScanner.scan(path: "V.swift", contents: swift).types.first
        #expect(full?.actions.map(\.selector) == ["go:"])
        #expect(full?.methodSelectors.contains("makeWithContent:") == true)
    }

    @Test func arbitraryBytesNeverTrap() {
        // A deterministic sample of hostile inputs; libFuzzer covers the rest.
        let fragments = ["\"", "\"\"\"", "#", "##\"", "\\(", "(", ")", "{", "}", "/*", "*/", "//", "\n", "@", "`",
                         "#if", "#else", "#endif", "class A", ": B", "<", ">", "func f(", "var x:", "@IBOutlet", "'", "@interface", "-", "é", "\r"]
        var generator = SplitMix(seed: 42)
        for _ in 0..<300 {
            let source = (0..<40).map { _ in fragments[Int(generator.next() % UInt64(fragments.count))] }.joined(separator: " ")
            _ = SourceScanner.scan(path: "F.swift", contents: source)
            _ = SourceScanner.scan(path: "F.m", contents: source)
        }
        let deep = String(repeating: "\"\\(", count: 20_000) + String(repeating: "{", count: 20_000) + String(repeating: "#if x\n", count: 20_000)
        #expect(!SourceScanner.scan(path: "F.swift", contents: deep).diagnostics.isEmpty)
    }
}

/// A tiny deterministic generator for test inputs.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
