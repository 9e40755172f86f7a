import NibKit
import XCTest

/// Layouts built to be slow or to trip a naive simplex: each finishes in bounded time (the
/// bound is a watchdog against hangs, not a benchmark; Tools/nibbench measures speed).
final class LayoutStressTests: XCTestCase {
    /// `count` subviews of one root, each sized 0 x 10 and placed at the top, either after the
    /// previous one (`chained`: `leading == previous.trailing + 1`, the shape whose solving cost
    /// grows fastest) or from the root's edge (`leading == root.leading + index`).
    static func row(of count: Int, rootID: String = "Row-aa-000", chained: Bool) -> String {
        var subviews = ""
        var constraints = ""
        subviews.reserveCapacity(count * 120)
        constraints.reserveCapacity(count * 400)
        for index in 1...count {
            let id = "\(rootID)-\(index)"
            subviews += #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)"><rect key="frame" x="\#(index)" y="0" width="0" height="10"/><constraints><constraint firstAttribute="width" id="\#(id)w"/><constraint firstAttribute="height" constant="10" id="\#(id)h"/></constraints></view>"#
            subviews += "\n"
            let (previous, attribute, constant) = chained && index > 1 ? ("\(rootID)-\(index - 1)", "trailing", 1) : (rootID, "leading", chained ? 1 : index)
            constraints += #"<constraint firstItem="\#(id)" firstAttribute="leading" secondItem="\#(previous)" secondAttribute="\#(attribute)" constant="\#(constant)" id="\#(id)l"/><constraint firstItem="\#(id)" firstAttribute="top" secondItem="\#(rootID)" secondAttribute="top" id="\#(id)t"/>"#
            constraints += "\n"
        }
        return """
            <view contentMode="scaleToFill" id="\(rootID)">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
            \(subviews)
                </subviews>
                <constraints>
            \(constraints)
                </constraints>
            </view>
        """
    }

    /// A generated xib of 100,000 views, in 100 rows of 1,000 (a root and 999 subviews placed
    /// by their frames), is read and analysed in bounded time and memory: rows are analysed
    /// until `LayoutOptions.maximumViewsPerDocument`, the others are reported at their root.
    func testHundredThousandViewsAreAnalysedUpToTheLimits() throws {
        let rows = (0..<100).map { row in
            let subviews = (1...999).map { #"<view contentMode="scaleToFill" id="Row-\#(row)-\#($0)"><rect key="frame" x="\#($0)" y="0" width="1" height="10"/></view>"# }
            return #"<view contentMode="scaleToFill" id="Row-\#(row)"><rect key="frame" x="0" y="0" width="414" height="896"/><subviews>\#(subviews.joined(separator: "\n"))</subviews></view>"#
        }.joined(separator: "\n")
        let document = try hardeningDocument(hardeningXib(rows))
        XCTAssertEqual(document.objects.count { $0.role == .view }, 100_000)
        let analysis = finishes(within: 60, "analysis of 100,000 views") { LayoutAnalyzer.analyze(document) }
        XCTAssertEqual(analysis?.roots.map(\.rootViewID), (0..<12).map { "Row-\($0)" })
        XCTAssertEqual(analysis?.roots.first?.views["Row-0-999"]?.frame.x, 999)
        let skipped = analysis?.diagnostics ?? []
        XCTAssertEqual(skipped.map(\.objectID), (12..<100).map { "Row-\($0)" })
        XCTAssertTrue(skipped.allSatisfy { $0.code == "layout-too-large" && $0.severity == .warning && $0.location == document.object($0.objectID ?? "")?.location })
        XCTAssertEqual(skipped.first?.message, "view (Row-12) has 1000 views, which would take the analysis over the 12000 that it takes in one document: its constraints are not checked")
    }

    /// One root over `LayoutOptions.maximumViewsPerRoot` is reported, not solved.
    func testOneRootOverTheLimitIsReported() throws {
        let document = try hardeningDocument(hardeningXib(Self.row(of: LayoutOptions().maximumViewsPerRoot, chained: false)))
        let analysis = analyzeChecked(document, within: 60)
        XCTAssertEqual(analysis?.roots.count, 0)
        XCTAssertEqual(analysis?.diagnostics.map(\.message), ["view (Row-aa-000) has 6001 views, which would take the analysis over the 6000 that the layout analysis takes in one root view: its constraints are not checked"])
    }

    /// A chain of a thousand views, well under the limit, is analysed in full.
    func testAChainOfAThousandViewsIsAnalysed() throws {
        let document = try hardeningDocument(hardeningXib(Self.row(of: 999, chained: true)))
        let analysis = analyzeChecked(document, within: 60)
        let views = try XCTUnwrap(analysis?.roots.first?.views)
        XCTAssertEqual(views.count, 1_000)
        XCTAssertEqual(views["Row-aa-000-999"]?.frame.x, 999)
        XCTAssertEqual(analysis?.diagnostics.count, 0, "\(analysis?.diagnostics.prefix(3).map(\.message) ?? [])")
    }

    /// Many constraints that hold with equality at the same point at once: every pivot of the
    /// simplex is degenerate, where a simplex without an anti-cycling rule can loop.
    func testDegenerateSystemsDoNotCycle() throws {
        let count = 40
        var subviews = ""
        var constraints = ""
        for i in 0..<count {
            subviews += #"<view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="d\#(i)"><rect key="frame" x="0" y="0" width="10" height="10"/></view>"#
            constraints += #"<constraint firstItem="d\#(i)" firstAttribute="width" constant="10" id="dw\#(i)"/><constraint firstItem="d\#(i)" firstAttribute="height" constant="10" id="dh\#(i)"/><constraint firstItem="d\#(i)" firstAttribute="top" secondItem="Dgn-aa-000" secondAttribute="top" id="dt\#(i)"/>"#
            constraints += #"<constraint firstItem="d\#(i)" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="Dgn-aa-000" secondAttribute="leading" id="dl\#(i)"/><constraint firstItem="d\#(i)" firstAttribute="leading" secondItem="Dgn-aa-000" secondAttribute="leading" priority="250" id="dp\#(i)"/>"#
            for j in 0..<i where (i + j) % 3 == 0 {
                constraints += #"<constraint firstItem="d\#(i)" firstAttribute="leading" relation="lessThanOrEqual" secondItem="d\#(j)" secondAttribute="leading" id="dx\#(i)-\#(j)"/><constraint firstItem="d\#(j)" firstAttribute="leading" relation="lessThanOrEqual" secondItem="d\#(i)" secondAttribute="leading" id="dy\#(i)-\#(j)"/>"#
            }
        }
        let document = try hardeningDocument(hardeningXib("""
            <view contentMode="scaleToFill" id="Dgn-aa-000">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>\(subviews)</subviews>
                <constraints>\(constraints)</constraints>
            </view>
        """))
        let analysis = analyzeChecked(document, within: 60)
        let views = try XCTUnwrap(analysis?.roots.first?.views)
        for i in 0..<count { XCTAssertEqual(views["d\(i)"]?.frame.x, 0, "d\(i)") }
        XCTAssertEqual(analysis?.diagnostics.filter { $0.code == "layout-conflict" }.count, 0)
    }

    /// Thousands of optional constraints of one priority pulling one view's width apart: a tie
    /// that the analysis reports as such, in bounded time.
    func testThousandsOfEqualPriorityOptionalConstraints() throws {
        let pulls = (0..<1000).map { i in
            #"<constraint firstItem="Opt-aa-001" firstAttribute="width" constant="\#(i % 2 == 0 ? 100 : 200)" priority="250" id="op\#(i)"/>"#
        }.joined()
        let document = try hardeningDocument(hardeningXib("""
            <view contentMode="scaleToFill" id="Opt-aa-000">
                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                <subviews>
                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="Opt-aa-001">
                        <rect key="frame" x="0" y="0" width="100" height="10"/>
                        <constraints>
                            <constraint firstAttribute="height" constant="10" id="Opt-aa-002"/>
                        </constraints>
                    </view>
                </subviews>
                <constraints>
                    <constraint firstItem="Opt-aa-001" firstAttribute="leading" secondItem="Opt-aa-000" secondAttribute="leading" id="Opt-aa-003"/>
                    <constraint firstItem="Opt-aa-001" firstAttribute="top" secondItem="Opt-aa-000" secondAttribute="top" id="Opt-aa-004"/>
                    \(pulls)
                </constraints>
            </view>
        """))
        let analysis = analyzeChecked(document, within: 60)
        let ambiguous = analysis?.diagnostics.first { $0.code == "layout-ambiguous" }
        XCTAssertEqual(ambiguous?.objectID, "Opt-aa-001", "\(analysis?.diagnostics.map(\.message) ?? [])")
        XCTAssertTrue(ambiguous?.message.contains("tie between optional constraints of equal priority") ?? false)
    }
}
