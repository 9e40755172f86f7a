// `nibbench project [--swift-files 2000] [--ib-files 300] [--runs 3] [--keep DIR]`: generates an
// app of that size into a temporary folder, then times what `nibcheck` does on a project:
// reading every IB document and scanning every source (`ProjectIndex.build`), and running the
// connection checks (`ConnectionChecker.run`). Prints ONE JSON line.
//
// The generated app is correct by construction (every outlet, action, component, segue and
// storyboard reference resolves), so the benchmark also asserts zero findings: a check that
// starts reporting on it is a regression, not a faster benchmark.
//
// Shape, for 2,000 Swift files and 300 IB files: 10 modules under `Sources/ModuleN/`;
// 2/3 of the IB files are component xibs (`CardN.xib`, File's Owner pattern, a third of them
// nesting the next component), 1/3 are storyboards of 5 scenes each, chained by segues and by a
// storyboard reference to the next storyboard; one Swift class per component and per scene,
// the other Swift files are models and services of ~60 lines.
import Foundation
import NibModel
import NibProject

struct ProjectBenchmark: BenchmarkCommand {
    static let name = "project"
    static let usage = "project [--swift-files 2000] [--ib-files 300] [--runs 3] [--keep DIR]"

    static func run(_ arguments: [String]) throws {
        var swiftFiles = 2000
        var ibFiles = 300
        var runs = 3
        var keep: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            func value() throws -> String {
                guard let value = rest.popFirst() else { throw UsageError(description: "\(argument) needs a value; usage: nibbench \(usage)") }
                return value
            }
            switch argument {
            case "--swift-files": swiftFiles = Int(try value()) ?? -1
            case "--ib-files": ibFiles = Int(try value()) ?? -1
            case "--runs": runs = Int(try value()) ?? -1
            case "--keep": keep = try value()
            default: throw UsageError(description: "unknown argument \(argument); usage: nibbench \(usage)")
            }
        }
        let generator = try ProjectGenerator(swiftFiles: swiftFiles, ibFiles: ibFiles)
        let root = keep ?? NSTemporaryDirectory() + "nibbench-project-" + UUID().uuidString
        let generateStart = monotonicSeconds()
        try generator.write(to: root)
        let generateSeconds = monotonicSeconds() - generateStart
        defer { if keep == nil { try? FileManager.default.removeItem(atPath: root) } }

        var indexTimes: [Double] = []
        var checkTimes: [Double] = []
        var findings = 0
        var documents = 0
        var sources = 0
        for _ in 0..<runs {
            let start = monotonicSeconds()
            let project = ProjectIndex.build(roots: [root])
            let indexed = monotonicSeconds()
            let report = ConnectionChecker.run(project)
            let checked = monotonicSeconds()
            indexTimes.append(indexed - start)
            checkTimes.append(checked - indexed)
            findings = report.diagnostics.count + project.diagnostics.count
            documents = project.documents.count
            sources = project.sourcePaths.count
            if findings > 0 {
                let sample = (project.diagnostics + report.diagnostics).prefix(5).map(\.description).joined(separator: "\n")
                throw UsageError(description: "the generated project should have no findings, got \(findings):\n\(sample)")
            }
        }
        let totals = zip(indexTimes, checkTimes).map(+)
        let best = totals.indices.min { totals[$0] < totals[$1] }!
        print(JSONValue.object([
            ("benchmark", .string("project")), ("swift_files", JSONValue(sources)), ("ib_files", JSONValue(documents)),
            ("runs", JSONValue(runs)), ("generate_s", .number(generateSeconds)),
            ("index_s", .number(indexTimes[best])), ("check_s", .number(checkTimes[best])),
            ("total_s", .number(totals[best])), ("median_total_s", .number(totals.sorted()[totals.count / 2])),
            ("findings", JSONValue(findings)), ("peak_rss_mb", .number(peakRSSMegabytes())),
        ]).rendered())
    }
}

/// Writes a synthetic, finding-free app of a given size.
struct ProjectGenerator {
    static let modules = 10
    static let scenesPerStoryboard = 5

    let swiftFiles: Int
    let components: Int
    let storyboards: Int

    init(swiftFiles: Int, ibFiles: Int) throws {
        guard ibFiles >= 3 else { throw UsageError(description: "--ib-files must be at least 3") }
        components = ibFiles * 2 / 3
        storyboards = ibFiles - components
        let needed = components + storyboards * Self.scenesPerStoryboard + 1
        guard swiftFiles >= needed else {
            throw UsageError(description: "--swift-files must be at least \(needed) for \(ibFiles) IB files (one class per component and scene)")
        }
        self.swiftFiles = swiftFiles
    }

    var scenes: Int { storyboards * Self.scenesPerStoryboard }

    func module(_ index: Int) -> String { "Module\(index % Self.modules)" }

    func write(to root: String) throws {
        var files: [(String, String)] = [("Sources/Module0/BaseController.swift", baseController)]
        for index in 0..<components {
            files.append(("Sources/\(module(index))/Card\(index).swift", cardSource(index)))
            files.append(("Sources/\(module(index))/Card\(index).xib", cardXib(index)))
        }
        for index in 0..<scenes {
            files.append(("Sources/\(module(index))/Screen\(index).swift", screenSource(index)))
        }
        for index in 0..<storyboards {
            files.append(("Sources/\(module(index))/Base.lproj/Flow\(index).storyboard", storyboard(index)))
        }
        for index in 0..<(swiftFiles - components - scenes - 1) {
            files.append(("Sources/\(module(index))/Model\(index).swift", modelSource(index)))
        }
        let manager = FileManager.default
        for (path, text) in files {
            let full = root + "/" + path
            try manager.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            try text.write(toFile: full, atomically: false, encoding: .utf8)
        }
    }

    /// Component `index` nests component `index + 1` when `index` is a multiple of 3.
    func nestedCard(of index: Int) -> Int? { index % 3 == 0 && index + 1 < components ? index + 1 : nil }

    /// Custom classes in other modules than the one using them carry that module.
    func moduleAttributes(_ index: Int, provider: Bool) -> String {
        "customModule=\"\(module(index))\"" + (provider ? " customModuleProvider=\"target\"" : "")
    }

    // MARK: Swift

    var baseController: String {
        """
        import UIKit

        /// Shared behaviour of every generated screen.
        class BaseController: UIViewController {
            @IBOutlet weak var spinner: UIActivityIndicatorView!

            func startLoading() { spinner.startAnimating() }
            func stopLoading() { spinner.stopAnimating() }

            @IBAction func dismissTapped(_ sender: Any) {
                dismiss(animated: true)
            }
        }

        """
    }

    func cardSource(_ index: Int) -> String {
        let nested = nestedCard(of: index).map { "    @IBOutlet weak var nested: Card\($0)!\n" } ?? ""
        return """
        import UIKit

        /// Generated component \(index), drawn in Card\(index).xib.
        @IBDesignable
        final class Card\(index): UIView {
            @IBOutlet weak var titleLabel: UILabel!
            @IBOutlet weak var iconView: UIImageView!
            @IBOutlet weak var actionButton: UIButton!
        \(nested)
            var title: String = "" {
                didSet { titleLabel.text = title }
            }

            override init(frame: CGRect) {
                super.init(frame: frame)
                loadFromNib()
            }

            required init?(coder: NSCoder) {
                super.init(coder: coder)
                loadFromNib()
            }

            private func loadFromNib() {
                let nib = UINib(nibName: "Card\(index)", bundle: Bundle(for: Card\(index).self))
                guard let content = nib.instantiate(withOwner: self).first as? UIView else { return }
                content.frame = bounds
                addSubview(content)
            }

            @IBAction func actionTapped(_ sender: UIButton, forEvent event: UIEvent) {
                title = "tapped \\(sender.tag)"
            }
        }

        """
    }

    func screenSource(_ index: Int) -> String {
        """
        import UIKit

        /// Generated screen \(index).
        final class Screen\(index): BaseController, UITableViewDataSource {
            @IBOutlet weak var card: Card\(index % components)!
            @IBOutlet weak var tableView: UITableView!
            @IBOutlet var headerLabels: [UILabel]!

            private var rows: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                rows = (0..<20).map { "Row \\($0)" }
                tableView.reloadData()
            }

            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = rows[indexPath.row]
                return cell
            }

            @IBAction func refreshTapped(_ sender: UIBarButtonItem) {
                startLoading()
            }

            @IBAction func unwindToScreen\(index)(_ segue: UIStoryboardSegue) {}
        }

        """
    }

    func modelSource(_ index: Int) -> String {
        """
        import Foundation

        /// Generated model \(index).
        struct Model\(index): Codable, Hashable {
            var identifier: Int
            var name: String
            var price: Decimal
            var tags: [String]

            var isFree: Bool { price == 0 }

            func renamed(_ name: String) -> Model\(index) {
                var copy = self
                copy.name = name
                return copy
            }
        }

        /// Loads and caches `Model\(index)` values.
        final class Model\(index)Store {
            private var cache: [Int: Model\(index)] = [:]
            private let queue = DispatchQueue(label: "model\(index)")

            func model(withIdentifier identifier: Int) -> Model\(index)? {
                queue.sync { cache[identifier] }
            }

            func store(_ model: Model\(index)) {
                queue.sync { cache[model.identifier] = model }
            }

            func removeAll(where predicate: (Model\(index)) -> Bool) {
                queue.sync {
                    for (key, value) in cache where predicate(value) {
                        cache[key] = nil
                    }
                }
            }

            @objc func refresh(_ sender: Any?) {}
        }

        """
    }

    // MARK: IB

    func header(kind: String, extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.\(kind)" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES"\(extra)>
            <device id="retina6_1" orientation="portrait" appearance="light"/>
            <dependencies>
                <deployment identifier="iOS"/>
                <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="23506"/>
                <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
            </dependencies>

        """
    }

    /// `prefix` makes ids unique per document part (3-2-3 like Xcode's).
    func id(_ prefix: String, _ index: Int, _ part: Int) -> String {
        let text = String(format: "%06d", index * 10 + part)
        return "\(prefix)\(text.prefix(1))-\(text.dropFirst(1).prefix(2))-\(text.suffix(3))"
    }

    func cardXib(_ index: Int) -> String {
        let root = id("cR", index, 0), title = id("cT", index, 1), icon = id("cI", index, 2), button = id("cB", index, 3)
        var nestedView = ""
        var nestedOutlet = ""
        var nestedConstraints = ""
        if let nested = nestedCard(of: index) {
            let placeholder = id("cN", index, 4)
            nestedView = """
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(placeholder)" customClass="Card\(nested)" \(moduleAttributes(nested, provider: false))>
                                <rect key="frame" x="16" y="96" width="288" height="40"/>
                            </view>

            """
            nestedOutlet = "            <outlet property=\"nested\" destination=\"\(placeholder)\" id=\"\(id("oN", index, 5))\"/>\n"
            nestedConstraints = """
                            <constraint firstItem="\(placeholder)" firstAttribute="top" secondItem="\(button)" secondAttribute="bottom" constant="8" id="\(id("kN", index, 6))"/>
                            <constraint firstItem="\(placeholder)" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" constant="16" id="\(id("kN", index, 7))"/>

            """
        }
        return header(kind: "XIB") + """
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="Card\(index)" \(moduleAttributes(index, provider: true))>
                    <connections>
                        <outlet property="actionButton" destination="\(button)" id="\(id("oB", index, 1))"/>
                        <outlet property="iconView" destination="\(icon)" id="\(id("oI", index, 2))"/>
                        <outlet property="titleLabel" destination="\(title)" id="\(id("oT", index, 3))"/>
        \(nestedOutlet)            </connections>
                </placeholder>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <view contentMode="scaleToFill" id="\(root)">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="144"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    <subviews>
                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" image="star" catalog="system" translatesAutoresizingMaskIntoConstraints="NO" id="\(icon)">
                            <rect key="frame" x="16" y="16" width="32" height="32"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="32" id="\(id("kW", index, 1))"/>
                                <constraint firstAttribute="height" constant="32" id="\(id("kH", index, 2))"/>
                            </constraints>
                        </imageView>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Card \(index)" textAlignment="natural" lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(title)">
                            <rect key="frame" x="56" y="16" width="248" height="32"/>
                            <fontDescription key="fontDescription" type="boldSystem" pointSize="17"/>
                            <nil key="highlightedColor"/>
                        </label>
                        <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" buttonType="system" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="\(button)">
                            <rect key="frame" x="16" y="56" width="288" height="32"/>
                            <state key="normal" title="Open"/>
                            <connections>
                                <action selector="actionTapped:forEvent:" destination="-1" eventType="touchUpInside" id="\(id("aT", index, 4))"/>
                            </connections>
                        </button>
        \(nestedView)                </subviews>
                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                    <constraints>
                        <constraint firstItem="\(icon)" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" constant="16" id="\(id("kA", index, 1))"/>
                        <constraint firstItem="\(icon)" firstAttribute="top" secondItem="\(root)" secondAttribute="top" constant="16" id="\(id("kA", index, 2))"/>
                        <constraint firstItem="\(title)" firstAttribute="leading" secondItem="\(icon)" secondAttribute="trailing" constant="8" id="\(id("kA", index, 3))"/>
                        <constraint firstAttribute="trailing" secondItem="\(title)" secondAttribute="trailing" constant="16" id="\(id("kA", index, 4))"/>
                        <constraint firstItem="\(title)" firstAttribute="centerY" secondItem="\(icon)" secondAttribute="centerY" id="\(id("kA", index, 5))"/>
                        <constraint firstItem="\(button)" firstAttribute="top" secondItem="\(icon)" secondAttribute="bottom" constant="8" id="\(id("kA", index, 6))"/>
                        <constraint firstItem="\(button)" firstAttribute="leading" secondItem="\(root)" secondAttribute="leading" constant="16" id="\(id("kA", index, 7))"/>
                        <constraint firstAttribute="trailing" secondItem="\(button)" secondAttribute="trailing" constant="16" id="\(id("kA", index, 8))"/>
        \(nestedConstraints)                </constraints>
                    <point key="canvasLocation" x="131" y="-12"/>
                </view>
            </objects>
            <resources>
                <image name="star" catalog="system" width="128" height="124"/>
            </resources>
        </document>

        """
    }

    func storyboard(_ index: Int) -> String {
        let firstScene = index * Self.scenesPerStoryboard
        var scenes = ""
        for offset in 0..<Self.scenesPerStoryboard {
            let screen = firstScene + offset
            let controller = id("vC", screen, 0), rootView = id("vR", screen, 1), card = id("vK", screen, 2)
            let table = id("vT", screen, 3), spinner = id("vS", screen, 4), header = id("vH", screen, 5)
            let exit = id("vE", screen, 6), responder = id("vF", screen, 7), item = id("vN", screen, 8), refresh = id("vB", screen, 9)
            let cardIndex = screen % components
            var segues = ""
            var referenceScene = ""
            if offset + 1 < Self.scenesPerStoryboard {
                segues += "                        <segue destination=\"\(id("vC", screen + 1, 0))\" kind=\"show\" identifier=\"next\" id=\"\(id("sG", screen, 1))\"/>\n"
            } else if index + 1 < storyboards {
                let reference = id("vP", screen, 2)
                segues += "                        <segue destination=\"\(reference)\" kind=\"show\" identifier=\"nextFlow\" id=\"\(id("sG", screen, 2))\"/>\n"
                referenceScene = """
                        <scene sceneID="\(id("sR", screen, 0))">
                            <objects>
                                <viewControllerPlaceholder storyboardName="Flow\(index + 1)" referencedIdentifier="Screen\((index + 1) * Self.scenesPerStoryboard)" id="\(reference)" sceneMemberID="viewController"/>
                            </objects>
                        </scene>

                """
            }
            if offset > 0 {
                segues += "                        <segue destination=\"\(exit)\" kind=\"unwind\" unwindAction=\"unwindToScreen\(screen - 1):\" id=\"\(id("sU", screen, 3))\"/>\n"
            }
            scenes += """
                    <scene sceneID="\(id("sC", screen, 0))">
                        <objects>
                            <viewController storyboardIdentifier="Screen\(screen)" id="\(controller)" customClass="Screen\(screen)" \(moduleAttributes(screen, provider: true)) sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="\(rootView)">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(card)" customClass="Card\(cardIndex)" \(moduleAttributes(cardIndex, provider: false))>
                                            <rect key="frame" x="0.0" y="48" width="414" height="144"/>
                                        </view>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Header" translatesAutoresizingMaskIntoConstraints="NO" id="\(header)">
                                            <rect key="frame" x="16" y="200" width="382" height="24"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                        <tableView clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="prototypes" style="plain" rowHeight="44" translatesAutoresizingMaskIntoConstraints="NO" id="\(table)">
                                            <rect key="frame" x="0.0" y="232" width="414" height="630"/>
                                            <connections>
                                                <outlet property="dataSource" destination="\(controller)" id="\(id("oD", screen, 1))"/>
                                            </connections>
                                        </tableView>
                                        <activityIndicatorView hidden="YES" opaque="NO" contentMode="scaleToFill" style="medium" translatesAutoresizingMaskIntoConstraints="NO" id="\(spinner)">
                                            <rect key="frame" x="197" y="438" width="20" height="20"/>
                                        </activityIndicatorView>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="\(id("vG", screen, 2))"/>
                                    <constraints>
                                        <constraint firstItem="\(card)" firstAttribute="top" secondItem="\(id("vG", screen, 2))" secondAttribute="top" id="\(id("kS", screen, 1))"/>
                                        <constraint firstItem="\(card)" firstAttribute="leading" secondItem="\(rootView)" secondAttribute="leading" id="\(id("kS", screen, 2))"/>
                                        <constraint firstAttribute="trailing" secondItem="\(card)" secondAttribute="trailing" id="\(id("kS", screen, 3))"/>
                                        <constraint firstItem="\(header)" firstAttribute="top" secondItem="\(card)" secondAttribute="bottom" constant="8" id="\(id("kS", screen, 4))"/>
                                        <constraint firstItem="\(table)" firstAttribute="top" secondItem="\(header)" secondAttribute="bottom" constant="8" id="\(id("kS", screen, 5))"/>
                                        <constraint firstItem="\(spinner)" firstAttribute="centerX" secondItem="\(rootView)" secondAttribute="centerX" id="\(id("kS", screen, 6))"/>
                                        <constraint firstItem="\(spinner)" firstAttribute="centerY" secondItem="\(rootView)" secondAttribute="centerY" id="\(id("kS", screen, 7))"/>
                                    </constraints>
                                </view>
                                <navigationItem key="navigationItem" title="Screen \(screen)" id="\(item)">
                                    <barButtonItem key="rightBarButtonItem" systemItem="refresh" id="\(refresh)">
                                        <connections>
                                            <action selector="refreshTapped:" destination="\(controller)" id="\(id("aR", screen, 1))"/>
                                        </connections>
                                    </barButtonItem>
                                </navigationItem>
                                <connections>
                                    <outlet property="card" destination="\(card)" id="\(id("oC", screen, 2))"/>
                                    <outlet property="spinner" destination="\(spinner)" id="\(id("oS", screen, 3))"/>
                                    <outlet property="tableView" destination="\(table)" id="\(id("oT", screen, 4))"/>
                                    <outletCollection property="headerLabels" destination="\(header)" collectionClass="NSMutableArray" id="\(id("oH", screen, 5))"/>
            \(segues)                    </connections>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="\(responder)" userLabel="First Responder" sceneMemberID="firstResponder"/>
                            <exit id="\(exit)" userLabel="Exit" sceneMemberID="exit"/>
                        </objects>
                        <point key="canvasLocation" x="\(offset * 500)" y="0"/>
                    </scene>

            """ + referenceScene
        }
        return header(kind: "Storyboard.XIB", extra: " initialViewController=\"\(id("vC", firstScene, 0))\"") + """
            <scenes>
        \(scenes)    </scenes>
            <resources>
                <systemColor name="systemBackgroundColor">
                    <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                </systemColor>
            </resources>
        </document>

        """
    }
}
