// `nibbench diff [--bytes N] [--runs R] [--regenerate-ids] [--write DIR]`: NibDiff on two
// generated ~1 MB storyboards that differ by a realistic edit (a constant changed, a view
// deleted with its constraints and outlet, a button added, an outlet renamed, a view moved
// into a container, plus noise: a tools-version bump and sub-half-point frame jitter).
// `--regenerate-ids` also gives every object of the new version a new id: the worst case,
// where everything is matched by structure. Prints one JSON line:
// sizes, parse time, semantic-diff time, and diff-plus-layout-effect time (min and median
// of R runs, seconds), and the change counts so a regression in what is found shows too.
import Foundation
import NibKit

struct DiffBenchmark: BenchmarkCommand {
    static let name = "diff"
    static let usage = "diff [--bytes N] [--runs R] [--regenerate-ids] [--write DIR]   two ~N-byte storyboards (default 1000000), R runs (default 5)"

    static func run(_ arguments: [String]) throws {
        var bytes = 1_000_000
        var runs = 5
        var writeDirectory: String?
        var regenerateIDs = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--bytes": bytes = try positiveInteger(rest.popFirst(), for: argument)
            case "--runs": runs = try positiveInteger(rest.popFirst(), for: argument)
            case "--regenerate-ids": regenerateIDs = true
            case "--write":
                guard let directory = rest.popFirst() else { throw UsageError(description: "--write needs a directory") }
                writeDirectory = directory
            default: throw UsageError(description: "usage: nibbench \(usage)")
            }
        }
        let generator = GeneratedStoryboard(targetBytes: bytes)
        let oldText = generator.text(edited: false, idSuffix: "")
        let newText = generator.text(edited: true, idSuffix: regenerateIDs ? "r" : "")
        if let writeDirectory {
            try oldText.write(toFile: writeDirectory + "/Old.storyboard", atomically: true, encoding: .utf8)
            try newText.write(toFile: writeDirectory + "/New.storyboard", atomically: true, encoding: .utf8)
        }
        let oldBytes = Array(oldText.utf8)
        let newBytes = Array(newText.utf8)

        var parseTimes: [Double] = []
        var diffTimes: [Double] = []
        var fullTimes: [Double] = []
        var comparison: FileComparison?
        for _ in 0..<runs {
            var old: IBDocument?
            var new: IBDocument?
            parseTimes.append(try seconds {
                old = try IBDocument.parse(oldBytes, path: "Old.storyboard")
                new = try IBDocument.parse(newBytes, path: "New.storyboard")
            })
            diffTimes.append(seconds { _ = DocumentDiff.compare(old!, new!) })
            fullTimes.append(seconds { comparison = FileComparison.compare(path: "New.storyboard", old: old, new: new) })
        }
        let changes = comparison?.diff?.semanticChanges ?? []
        var kinds: [String: Int] = [:]
        for change in changes { kinds[change.kind.rawValue, default: 0] += 1 }
        let fields: [String] = [
            "\"benchmark\":\"diff\"", "\"regenerated_ids\":\(regenerateIDs)", "\"old_bytes\":\(oldBytes.count)", "\"new_bytes\":\(newBytes.count)", "\"runs\":\(runs)",
            "\"parse_both_s\":\(summary(parseTimes))", "\"diff_s\":\(summary(diffTimes))",
            "\"diff_with_layout_effect_s\":\(summary(fullTimes))",
            "\"changes\":\(changes.count)", "\"noise\":\((comparison?.diff?.changes.count ?? 0) - changes.count)",
            "\"layout_effects\":\(comparison?.layoutEffects.count ?? 0)",
            "\"kinds\":{" + kinds.keys.sorted().map { "\"\($0)\":\(kinds[$0]!)" }.joined(separator: ",") + "}",
        ]
        print("{" + fields.joined(separator: ",") + "}")
    }

    static func positiveInteger(_ text: String?, for option: String) throws -> Int {
        guard let text, let value = Int(text), value > 0 else { throw UsageError(description: "\(option) needs a positive number") }
        return value
    }

    static func seconds(_ body: () throws -> Void) rethrows -> Double {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    }

    /// `{"min":…,"median":…}`.
    static func summary(_ times: [Double]) -> String {
        let sorted = times.sorted()
        return "{\"min\":\(rounded(sorted[0])),\"median\":\(rounded(sorted[sorted.count / 2]))}"
    }

    static func rounded(_ value: Double) -> String { String(format: "%.4f", value) }
}

/// A storyboard in Xcode's style: scenes of a controller whose root view holds a column of
/// labels chained top to bottom (leading/trailing to the safe area, top to the previous
/// label, fixed height), each with an outlet; enough scenes to reach the target size.
struct GeneratedStoryboard {
    static let rowsPerScene = 30
    /// The scenes the edits touch (they exist whatever the size, since a scene is ~45 KB).
    static let editedScenes = (constant: 3, deletion: 7, addition: 11, rename: 15, move: 2, jitter: 5)
    let sceneCount: Int

    init(targetBytes: Int) {
        let sceneBytes = Self.scene(0, edited: false, idSuffix: "").utf8.count
        sceneCount = max(16, targetBytes / sceneBytes)
    }

    /// The storyboard; `idSuffix` is appended to every id (a different suffix: all ids new).
    func text(edited: Bool, idSuffix: String) -> String {
        var out = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="\(edited ? "23727" : "23504")" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="\(Self.id("Vc", 0) + idSuffix)">
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="\(edited ? "23721" : "23506")"/>
                <capability name="Safe area layout guides" minToolsVersion="9.0"/>
            </dependencies>
            <scenes>

        """
        for index in 0..<sceneCount { out += Self.scene(index, edited: edited, idSuffix: idSuffix) }
        out += """
            </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """
        return out
    }

    static func id(_ kind: String, _ scene: Int, _ row: Int = 0) -> String {
        "\(kind)\(scene % 10)-\(String(scene, radix: 36).uppercased().padding(2))-\(String(format: "%03d", row))"
    }

    static func scene(_ s: Int, edited: Bool, idSuffix: String) -> String {
        func id(_ kind: String, _ scene: Int, _ row: Int = 0) -> String { Self.id(kind, scene, row) + idSuffix }
        let edits = editedScenes
        let root = id("Rv", s)
        let safeArea = id("Sa", s)
        let container = id("Ct", s)
        var rows = Array(0..<rowsPerScene)
        if edited, s == edits.deletion { rows.remove(at: 10) }
        let moved = edited && s == edits.move ? 4 : nil
        var subviews = ""
        var constraints = ""
        var outlets = ""
        for (position, row) in rows.enumerated() {
            let label = id("Lb", s, row)
            // As solved: the first label 4 points below the safe area's top (48), then 28 apart.
            let solvedY = 52 + Double(position) * 28 + (edited && s == edits.jitter ? 0.25 : 0)
            let y = row == moved ? 0 : solvedY
            let labelXML = """
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Row \(row) of screen \(s)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(label)">
                                        <rect key="frame" x="16" y="\(y)" width="382" height="24"/>
                                        <constraints>
                                            <constraint firstAttribute="height" constant="24" id="\(id("Ht", s, row))"/>
                                        </constraints>
                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                        <color key="textColor" systemColor="labelColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>

            """
            if row == moved {
                subviews += """
                                    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(container)">
                                        <rect key="frame" x="0.0" y="\(solvedY)" width="414" height="24"/>
                                        <subviews>
                \(labelXML)                    </subviews>
                                    </view>

                """
            } else {
                subviews += labelXML
            }
            let previous = position == 0 ? nil : id("Lb", s, rows[position - 1])
            let spacing = edited && s == edits.constant && row == 5 ? 12 : 4
            constraints += """
                                    <constraint firstItem="\(label)" firstAttribute="leading" secondItem="\(safeArea)" secondAttribute="leading" constant="16" id="\(id("Ld", s, row))"/>
                                    <constraint firstItem="\(safeArea)" firstAttribute="trailing" secondItem="\(label)" secondAttribute="trailing" constant="16" id="\(id("Tr", s, row))"/>
                                    <constraint firstItem="\(label)" firstAttribute="top" secondItem="\(previous ?? safeArea)" secondAttribute="\(previous == nil ? "top" : "bottom")" constant="\(spacing)" id="\(id(previous == rows.dropFirst(9).first.map { id("Lb", s, $0) } && edited && s == edits.deletion ? "Nw" : "Tp", s, row))"/>

            """
            let property = edited && s == edits.rename && row == 0 ? "headlineLabel" : "row\(row)Label"
            outlets += """
                                <outlet property="\(property)" destination="\(label)" id="\(id("Ou", s, row))"/>

            """
        }
        if edited && s == edits.addition {
            subviews += """
                                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(id("Bt", s))">
                                        <rect key="frame" x="16" y="900" width="382" height="44"/>
                                        <state key="normal" title="Continue"/>
                                    </button>

            """
            constraints += """
                                    <constraint firstItem="\(id("Bt", s))" firstAttribute="centerX" secondItem="\(safeArea)" secondAttribute="centerX" id="\(id("Bx", s))"/>

            """
        }
        return """
                <!--Screen \(s)-->
                <scene sceneID="\(id("Sn", s))">
                    <objects>
                        <viewController storyboardIdentifier="Screen\(s)" id="\(id("Vc", s))" customClass="Screen\(s)ViewController" customModule="App" customModuleProvider="target" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="\(root)">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                <subviews>
        \(subviews)                        </subviews>
                                <viewLayoutGuide key="safeArea" id="\(safeArea)"/>
                                <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                <constraints>
        \(constraints)                        </constraints>
                            </view>
                            <connections>
        \(outlets)                    </connections>
                        </viewController>
                        <placeholder placeholderIdentifier="IBFirstResponder" id="\(id("Fr", s))" sceneMemberID="firstResponder"/>
                    </objects>
                    <point key="canvasLocation" x="\(s * 500)" y="\(edited && s == edits.jitter ? 120 : 100)"/>
                </scene>

        """
    }
}

private extension String {
    /// Left-padded with zeros to `width`.
    func padding(_ width: Int) -> String { count >= width ? self : String(repeating: "0", count: width - count) + self }
}
