// `nibbench live N`: a live LayoutSession over a generated storyboard scene of N views, timing
// the three run-time changes a UIKit screen makes. Prints one JSON line:
//   n, parse_s, session_s (builder + session); then, each the median of 5 rounds:
//   per_constant_update_us (one constant changed and the changed frames read back: the
//   figure that must not grow with N),
//   passes_per_update (layout passes run per update, a sanity check: 1),
//   per_variant_switch_us (base <-> heightClass=compact, swapping two 3-constraint sets and
//   one constant override), per_resize_us (portrait <-> landscape; half the views move, so
//   this one is O(N) by nature), peak_rss_mb.
import Foundation
import NibKit

enum LiveBenchmark: BenchmarkCommand {
    static let name = "live"
    static let usage = "live N [--updates U]   live session of N views: constant update, variant switch, resize"

    static func run(_ arguments: [String]) throws {
        var rest = arguments[...]
        var n: Int?
        var updates = 10_000
        while let argument = rest.popFirst() {
            if argument == "--updates", let value = rest.popFirst().flatMap(Int.init), value > 0 {
                updates = value
            } else if let value = Int(argument), value > 0, n == nil {
                n = value
            } else {
                throw UsageError(description: "usage: nibbench \(usage)")
            }
        }
        guard let n else { throw UsageError(description: "usage: nibbench \(usage)") }
        var fields: [(String, JSONValue)] = [("case", .string("live")), ("n", JSONValue(n))]
        let figures = try MainActor.assumeIsolated { try measure(n: n, updates: updates) }
        fields += figures.map { ($0.0, JSONValue.number($0.1)) }
        fields.append(("peak_rss_mb", .number(peakRSSMegabytes())))
        print(JSONValue.object(fields).rendered())
    }

    @MainActor
    static func measure(n: Int, updates: Int) throws -> KeyValuePairs<String, Double> {
        let text = scene(views: n)
        let t0 = monotonicSeconds()
        let document = try IBDocument.parse(Array(text.utf8), path: "live-bench.storyboard")
        let t1 = monotonicSeconds()
        let session = try LayoutSession(document: document, sceneID: "sCn-Bn-000")
        let t2 = monotonicSeconds()

        // One view's leading constant, alternating between two values; each assignment is one
        // in-place solver update and one layout pass that reads back the changed frames.
        let leading = session.constraint("lead-\(n / 2)")!
        let passesBefore = session.passCount
        let perUpdate = try medianMicroseconds(operations: updates) { i in leading.constant = i % 2 == 0 ? 31 : 30 }
        let passesRun = session.passCount - passesBefore

        let compact = Variant(key: "heightClass=compact")
        let perSwitch = try medianMicroseconds(operations: 200) { i in try session.setVariant(i % 2 == 0 ? compact : .base) }
        let perResize = try medianMicroseconds(operations: 20) { i in
            try session.setContainerSize(i % 2 == 0 ? Size(width: 896, height: 414) : Size(width: 414, height: 896))
        }
        guard session.conflicts.isEmpty else { throw UsageError(description: "benchmark scene conflicts: \(session.conflicts[0])") }
        return [
            "parse_s": t1 - t0,
            "session_s": t2 - t1,
            "per_constant_update_us": perUpdate,
            "passes_per_update": Double(passesRun) / Double(updates * rounds),
            "per_variant_switch_us": perSwitch,
            "per_resize_us": perResize,
        ]
    }

    /// Rounds of each measurement; the median round is reported (the machine is shared).
    static let rounds = 5

    /// The median over `rounds` of the mean time of one operation, in microseconds.
    static func medianMicroseconds(operations: Int, _ operation: (Int) throws -> Void) throws -> Double {
        var perRound: [Double] = []
        for _ in 0..<rounds {
            let start = monotonicSeconds()
            for i in 0..<operations { try operation(i) }
            perRound.append((monotonicSeconds() - start) / Double(operations) * 1e6)
        }
        return perRound.sorted()[rounds / 2]
    }

    /// A storyboard scene: a 414 x 896 root with N 10 x 10 views in a grid, even ones pinned
    /// to the root's leading edge and odd ones to its trailing edge (so a resize moves half of
    /// them); plus two panes whose order the height class swaps, as seed 004 does by code.
    static func scene(views n: Int) -> String {
        var subviews = ""
        var constraints = ""
        for i in 0..<n {
            let column = Double(i % 20) * 20, row = Double(i / 20 % 80) * 10
            subviews += """
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="v\(i)">
                    <rect key="frame" x="\(column)" y="\(row)" width="10" height="10"/>
                    <constraints>
                        <constraint firstAttribute="width" constant="10" id="w-\(i)"/>
                        <constraint firstAttribute="height" constant="10" id="h-\(i)"/>
                    </constraints>
                </view>

            """
            constraints += i % 2 == 0
                ? "<constraint firstItem=\"v\(i)\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" constant=\"\(column)\" id=\"lead-\(i)\"/>\n"
                : "<constraint firstAttribute=\"trailing\" secondItem=\"v\(i)\" secondAttribute=\"trailing\" constant=\"\(column)\" id=\"lead-\(i)\"/>\n"
            constraints += "<constraint firstItem=\"v\(i)\" firstAttribute=\"top\" secondItem=\"root\" secondAttribute=\"top\" constant=\"\(row)\" id=\"top-\(i)\"/>\n"
        }
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes><scene sceneID="sCn-Bn-000"><objects>
        <viewController id="vCt-Bn-000" sceneMemberID="viewController">
        <view key="view" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
        \(subviews)
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pA"><rect key="frame" x="0" y="800" width="207" height="96"/></view>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pB"><rect key="frame" x="207" y="800" width="207" height="96"/></view>
            </subviews>
            <constraints>
        \(constraints)
                <constraint firstItem="pA" firstAttribute="top" secondItem="root" secondAttribute="top" constant="800" id="pAt"><variation key="heightClass=compact" constant="300"/></constraint>
                <constraint firstItem="pA" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="pAb"/>
                <constraint firstItem="pB" firstAttribute="top" secondItem="pA" secondAttribute="top" id="pBt"/>
                <constraint firstItem="pB" firstAttribute="bottom" secondItem="root" secondAttribute="bottom" id="pBb"/>
                <constraint firstItem="pA" firstAttribute="width" secondItem="pB" secondAttribute="width" id="pW"/>
                <constraint firstItem="pA" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s1a"/>
                <constraint firstItem="pB" firstAttribute="leading" secondItem="pA" secondAttribute="trailing" id="s1b"/>
                <constraint firstAttribute="trailing" secondItem="pB" secondAttribute="trailing" id="s1c"/>
                <constraint firstItem="pB" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="s2a"/>
                <constraint firstItem="pA" firstAttribute="leading" secondItem="pB" secondAttribute="trailing" id="s2b"/>
                <constraint firstAttribute="trailing" secondItem="pA" secondAttribute="trailing" id="s2c"/>
            </constraints>
            <variation key="default"><mask key="constraints">
                <exclude reference="s2a"/><exclude reference="s2b"/><exclude reference="s2c"/>
            </mask></variation>
            <variation key="heightClass=compact"><mask key="constraints">
                <include reference="s2a"/><include reference="s2b"/><include reference="s2c"/>
                <exclude reference="s1a"/><exclude reference="s1b"/><exclude reference="s1c"/>
            </mask></variation>
        </view>
        </viewController>
        </objects></scene></scenes>
        </document>
        """
    }
}
