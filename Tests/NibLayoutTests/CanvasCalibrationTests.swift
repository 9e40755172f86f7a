import Foundation
import NibLayout
import NibModel
import Testing

/// `CanvasCalibration`: the canvas model's corpus rows measured again on documents Xcode saved
/// unflagged. Hand-written documents show what it measures and that a disagreeing corpus fails;
/// the corpus test (env `NIBKIT_CORPUS`) is the check that the checked-in rows stand.
@Suite struct CanvasCalibrationTests {
    /// A 480 x 270 AppKit view holding one regular push button, pinned 20 points from the root's
    /// leading and top edges, its frame written at `x` and AppKit `y` (from the bottom).
    /// `pinnedBy` writes the constraints with the button first or the root first.
    func pushButtonDocument(x: Double, y: Double, rootFirst: Bool = false, flagged: Bool = false) throws -> IBDocument {
        let leading = rootFirst
            ? #"<constraint firstItem="rOt-Cb-001" firstAttribute="leading" secondItem="bTn-Cb-001" secondAttribute="leading" constant="-20" id="cLd-Cb-001"/>"#
            : #"<constraint firstItem="bTn-Cb-001" firstAttribute="leading" secondItem="rOt-Cb-001" secondAttribute="leading" constant="20" id="cLd-Cb-001"/>"#
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="16097" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="rOt-Cb-001">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                    <subviews>
                        <button verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="bTn-Cb-001"\(flagged ? #" misplaced="YES""# : "")>
                            <rect key="frame" x="\(x)" y="\(y)" width="80" height="32"/>
                            <buttonCell key="cell" type="push" title="Save" bezelStyle="rounded" alignment="center" borderStyle="border" id="cEl-Cb-001"/>
                        </button>
                    </subviews>
                    <constraints>
                        \(leading)
                        <constraint firstItem="bTn-Cb-001" firstAttribute="top" secondItem="rOt-Cb-001" secondAttribute="top" constant="20" id="cTp-Cb-001"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
        return try IBDocument.parse(Array(xib.utf8), path: "calibration.xib")
    }

    @Test func aPinnedPushButtonShowsItsInsetsAndAgreesWithTheTable() throws {
        var calibration = CanvasCalibration()
        // Written as Xcode before 12 draws it: 6 points left of the constraint's place, 4 above
        // it (AppKit y = 270 - (20 - 4) - 32).
        for rootFirst in [false, true, false] { calibration.add(try pushButtonDocument(x: 14, y: 222, rootFirst: rootFirst)) }
        #expect(calibration.documents == 3)
        let row = try #require(calibration.rowInsets.firstIndex { !$0.isEmpty })
        #expect(calibration.rowInsets[row][.left]?.counts == [6: 3])
        #expect(calibration.rowInsets[row][.top]?.counts == [4: 3])
        #expect(calibration.contradictions.isEmpty)
        #expect(calibration.report.contains("| 6×3 |"))
    }

    @Test func documentsThatDisagreeWithARowContradictIt() throws {
        var calibration = CanvasCalibration()
        // Written at the constraints' place, as if the button had no insets.
        for _ in 0..<3 { calibration.add(try pushButtonDocument(x: 20, y: 218)) }
        let contradictions = calibration.contradictions
        #expect(contradictions.count == 2)
        #expect(contradictions.first { $0.contains("left is 6 in the table, the documents measure 0×3") } != nil)
        // Fewer measurements than `minimumMeasurements` contradict nothing.
        var few = CanvasCalibration()
        few.add(try pushButtonDocument(x: 20, y: 218))
        #expect(few.contradictions.isEmpty)
    }

    @Test func documentsXcodeFlaggedAreNotMeasured() throws {
        var calibration = CanvasCalibration()
        calibration.add(try pushButtonDocument(x: 20, y: 218, flagged: true))
        #expect(calibration.documents == 0 && calibration.rowInsets.allSatisfy(\.isEmpty))
    }

    @Test func aVerticalStackWrittenTopDownContradictsTheUnflippedStackView() throws {
        func stack(firstAtTop: Bool) throws -> IBDocument {
            let (first, second) = firstAtTop ? (40.0, 0.0) : (0.0, 40.0)
            let xib = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
                <objects>
                    <stackView distribution="fill" orientation="vertical" alignment="leading" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="sTk-Cb-001">
                        <rect key="frame" x="0.0" y="0.0" width="100" height="72"/>
                        <subviews>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="vOn-Cb-001">
                                <rect key="frame" x="0.0" y="\(first)" width="100" height="32"/>
                                <constraints><constraint firstAttribute="height" constant="32" id="hOn-Cb-001"/></constraints>
                            </customView>
                            <customView translatesAutoresizingMaskIntoConstraints="NO" id="vTw-Cb-001">
                                <rect key="frame" x="0.0" y="\(second)" width="100" height="32"/>
                                <constraints><constraint firstAttribute="height" constant="32" id="hTw-Cb-001"/></constraints>
                            </customView>
                        </subviews>
                    </stackView>
                </objects>
            </document>
            """
            return try IBDocument.parse(Array(xib.utf8), path: "stack.xib")
        }
        var unflipped = CanvasCalibration()
        for _ in 0..<3 { unflipped.add(try stack(firstAtTop: true)) }
        #expect(unflipped.stackFirstAtLargestY == 3 && unflipped.contradictions.isEmpty)
        var flipped = CanvasCalibration()
        for _ in 0..<3 { flipped.add(try stack(firstAtTop: false)) }
        #expect(flipped.contradictions == ["NSStackView is unflipped in the model, but 3 of 3 vertical stack views write their first view at the smallest y"])
    }

    @Test func arrangedViewsOffTheirStacksAlignedEdgeAreCountedWithOrWithoutTheirOwnConstraint() throws {
        // One view at the leading edge, one 16 points in by its own constraint to the stack.
        let path = LayoutFixtureTests.root + "/Fixtures/layout/MacStackEdgeAlignment.xib"
        var calibration = CanvasCalibration()
        calibration.add(try IBDocument.read(path: path))
        #expect(calibration.edgeAlignedAtEdge == 1)
        #expect(calibration.edgeAlignedOffByOwnConstraint == 1)
        #expect(calibration.edgeAlignedOffOtherwise == 0)
    }

    @Test func emptyStackViewsAreCountedByTheirSizeAlongTheirOrientation() throws {
        // A horizontal stack without views, written 40 points wide.
        var calibration = CanvasCalibration()
        calibration.add(try IBDocument.read(path: LayoutFixtureTests.root + "/Fixtures/layout/MacEmptyStack.xib"))
        #expect(calibration.emptyStacksAtZero == 0)
        #expect(calibration.emptyStacksLarger == 1)
    }

    @Test func clipViewDocumentsAreCountedByWhereTheyAreWritten() throws {
        // A plain document view pinned to its clip view's top, written y up.
        var calibration = CanvasCalibration()
        calibration.add(try IBDocument.read(path: LayoutFixtureTests.root + "/Fixtures/layout/MacClipViewDocument.xib"))
        #expect(calibration.clipDocumentsYUp == 1)
        #expect(calibration.clipDocumentsYDown == 0)
        #expect(calibration.contradictions.isEmpty)
    }

    /// The checked-in rows against the whole corpus: `nibbench calibrate` prints the evidence.
    @Test func theCorpusContradictsNoRow() throws {
        let environment = ProcessInfo.processInfo.environment
        guard let corpus = environment["NIBKIT_CORPUS"], environment["NIBKIT_CORPUS_SAMPLE"] == nil else { return }
        let paths = CorpusHalf.documentPaths(inCorpus: corpus)
        let calibration = CanvasCalibration(corpus: corpus, relativePaths: paths)
        #expect(calibration.documents > 1_500)
        #expect(calibration.stackFirstAtLargestY > 50)
        // The edge alignment's priority is unknown: views written off the aligned edge by
        // their own constraint show it (SynthesizedConstraintKind.appKitStackEdgeAlignment).
        #expect(calibration.edgeAlignedOffByOwnConstraint > 0)
        // An empty stack's size is not documented: unmarked documents write some at zero, some
        // larger (SynthesizedConstraintKind.emptyStackSize).
        #expect(calibration.emptyStacksAtZero > 0 && calibration.emptyStacksLarger > 0)
        // A clip view takes its document view's orientation (`isFlippedAppKitView`).
        #expect(calibration.clipDocumentsYUp > 0)
        #expect(calibration.contradictions == [])
    }
}

/// The model section of Docs/layout-accuracy.md is `CanvasModel.markdown`, the way Docs/rules.md
/// is the rules' own documentation. `NIBKIT_UPDATE_GOLDEN=1` writes it.
@Suite struct CanvasModelDocumentationTests {
    @Test func theLayoutAccuracyDocumentShowsTheModelTables() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Docs/layout-accuracy.md").path
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let begin = "<!-- canvas-model:begin -->\n", end = "<!-- canvas-model:end -->"
        let start = try #require(text.range(of: begin)), stop = try #require(text.range(of: end))
        let generated = CanvasModel.markdown + "\n"
        if ProcessInfo.processInfo.environment["NIBKIT_UPDATE_GOLDEN"] != nil {
            try (String(text[..<start.upperBound]) + generated + String(text[stop.lowerBound...])).write(toFile: path, atomically: true, encoding: .utf8)
            return
        }
        #expect(String(text[start.upperBound..<stop.lowerBound]) == generated)
        #expect(generated.contains("| macOS `button` | cell `type=push`, cell `bezelStyle=rounded`, at least 30 tall, toolsVersion < 17000 | 4, 6, 7, 6 |"))
    }
}
