import NibLayout
import NibModel

// The examples share one xib: a box pinned to the root's leading, top and bottom edges, whose
// width constraints (and size-class variations) each example chooses.

/// Required constraints that cannot all hold (from NibLayout).
public struct LayoutConflictRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.layout]

    public static let description = RuleDescription(
        id: "layout-conflict",
        summary: "Constraints installed together cannot all be satisfied.",
        rationale: """
        UIKit or AppKit breaks one of the constraints at run time ("Unable to simultaneously \
        satisfy constraints") and which one it breaks is not up to you. NibKit solves the document's \
        constraints itself (with autoresizing, safe areas, margins, stack views and intrinsic \
        sizes) in every size-class configuration a device can be in (compact or regular \
        width and height, with every variation that applies) and names the smallest \
        conflicting set. \
        A set is reported only if it cannot hold whatever NibKit could not measure: one that \
        text, image or control measures within the tolerance of its estimates would resolve \
        (a baseline alignment beside a centre alignment, a size a point or two off an image's) \
        is left out, as is one that holds a view at the frame its container gives it, one \
        that holds the screen's size or a safe area in a configuration other than the \
        canvas's (another device's screen, or the canvas's turned), or one that \
        rests on an NSStackView's edge alignment (AppKit does not document its priority, and \
        documents show an arranged view's own constraint on that edge winning), or one that \
        holds a constraint removed at build time (`placeholder="YES"`, which the app never has).
        """,
        kind: .layout, severity: .error, enabledByDefault: true,
        triggering: [
            BoxExample.make(widths: [("wAa-Aa-001", "100", nil), ("wBb-Aa-002", "200", nil)]),
        ],
        nonTriggering: [
            BoxExample.make(widths: [("wAa-Aa-001", "100", nil), ("wBb-Aa-002", "200", "750")]),
        ])
}

/// Views whose frames the constraints do not fix (from NibLayout).
public struct LayoutAmbiguousRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.layout]

    public static let description = RuleDescription(
        id: "layout-ambiguous",
        summary: "A view's position or size is not determined by its constraints.",
        rationale: """
        An ambiguous view lands wherever the engine's arbitrary choice puts it, which can change \
        between OS versions and devices. NibKit tells which axis is open and why: a missing \
        constraint; equal priorities that leave a tie (also one that only the text's measured \
        height shows, as between two labels of equal hugging with a point to spare); or, for a \
        scroll view with content layout guides, content that leaves the scrollable size open. \
        Views that one cause leaves open are one finding, led by the first in document order, \
        the others its related places: a view without a vertical constraint and the views \
        stacked below it, or the views one tie resizes. \
        Unlike a check of the `ambiguous` flag Xcode saved last time (see `xcode-marker`), \
        this is computed from the constraints as they are now. A view whose Size inspector says \
        "Verify Position Only" is reported only when its position is open, and one that says \
        "Never Verify" not at all, as Interface Builder does. A tie that some plausible value of what NibKit cannot \
        measure (text, images, control insets) resolves at the written frames is not reported. \
        Linted with its sources, a view whose class computes its own size (it, or a superclass in \
        the sources, overrides `intrinsicContentSize`: a rating view, a designable badge), or \
        whose code is not in the tree (a class of a pod or package, which may), is measured by \
        its written frame, since its size is the code's, not the constraints'. \
        On by default: a layout rule is on by default only while its false alarms on projects \
        it was not developed against stay at or under 1% of views, and this one flags 0.0% of \
        the views of iOS documents and 0.2% of macOS ones that Xcode saved clean (the check half \
        of the corpus, Docs/layout-accuracy.md). Turn it off with `--disable layout-ambiguous`.
        """,
        kind: .layout, severity: .warning, enabledByDefault: true,
        triggering: [
            BoxExample.make(widths: []),
            BoxExample.make(widths: [("wAa-Aa-001", "100", nil)], verifyAmbiguity: "ignoreSizes", pinsLeading: false),
        ],
        nonTriggering: [
            BoxExample.make(widths: [("wAa-Aa-001", "100", nil)]),
            BoxExample.make(widths: [], verifyAmbiguity: "ignoreSizes"),
            BoxExample.make(widths: [], verifyAmbiguity: "off", pinsLeading: false),
        ])
}

/// The content of table rows that Interface Builder's canvas does not lay out (from
/// NibLayout): neither Interface Builder nor NibKit can judge its constraints there.
public struct LayoutOffscreenRowRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.layout]

    public static let description = RuleDescription(
        id: "layout-offscreen-row",
        summary: "A table cell lies below its table view's frame, so the canvas does not lay out its content.",
        rationale: """
        A table view lays out only the rows it shows, and Interface Builder's canvas is a table \
        view like any other: the views of a static cell that ends below the table's frame, or of \
        a prototype cell written wholly below it, get no frame from their constraints, and Xcode \
        cannot judge them either (it keeps whatever mark it last wrote: 31 of the 58 such views \
        of static cells in the corpus are marked ambiguous, 27 are not; of those of prototypes \
        below the frame, in documents with any mark, 174 are and 220 are not, where under 5% of \
        the views of prototypes the table shows are). \
        At run time the row is laid out when it scrolls into view, so this is a note, not a \
        warning: it explains Xcode's marks where there are some, and `layout-ambiguous` stays \
        quiet about these views. A view its autoresizing mask places (a cell style's label or \
        image view) is placed the same, loaded or not, and is not noted. The views a table cuts \
        off are one note, led by the first, the others its related places. A taller simulated size \
        for the controller, or fewer rows per table, clears it.
        """,
        kind: .layout, severity: .note, enabledByDefault: true,
        triggering: [
            StaticRowsExample.make(secondRowY: 80),
        ],
        nonTriggering: [
            StaticRowsExample.make(secondRowY: 44),
        ])
}

/// Views drawn somewhere other than where their constraints put them (from NibLayout).
public struct LayoutMisplacedRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.layout]

    public static let description = RuleDescription(
        id: "layout-misplaced",
        summary: "A view's frame in the document differs from the frame its constraints give.",
        rationale: """
        What the canvas shows is not what the app will show: reviews and screenshots of the \
        document mislead, and the next "Update Frames" rewrites the file. Frames are compared on \
        the device's pixel grid, so rounding never counts, and in the size-class configuration \
        the canvas shows for the document's "View as" device, the one Xcode writes them for. A \
        frame is misplaced only when no plausible value of what NibKit cannot \
        measure (text and control sizes, unknown alignment insets, screen-dependent margins) \
        explains it, and views that one cause moves by the same offset are one finding, the \
        others listed as related places. Opt-in: a layout rule is on by default only while its \
        false alarms on projects it was not developed against stay at or under 1% of views. This \
        one flags 0.2% of the views of iOS documents and 0.2% of macOS ones that Xcode saved \
        clean (the check half of the corpus, Docs/layout-accuracy.md), under that bar, but on the \
        427 apps of the first-run rounds it reports 727 findings in documents Xcode saved clean, \
        in 111 apps, with the views each moves about 0.9% of those documents' views (839 of \
        89,500) and up to 74 views in one app (the causes found so far are in \
        Docs/layout-accuracy.md), and of its verdicts on the check half only 50% (iOS) and 42% \
        (macOS) are views Xcode itself marks misplaced: it stays opt-in until those are \
        measured. Enable it with `--enable layout-misplaced`.
        """,
        kind: .layout, severity: .warning, enabledByDefault: false,
        triggering: [
            BoxExample.make(frameX: 40, widths: [("wAa-Aa-001", "100", nil)]),
        ],
        nonTriggering: [
            BoxExample.make(widths: [("wAa-Aa-001", "100", nil)]),
        ])
}

/// Constraint sets of different size classes that conflict when code activates both (from NibLayout).
public struct LayoutVariantConflictRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.layout]

    public static let description = RuleDescription(
        id: "layout-variant-conflict",
        summary: "Constraints installed in different configurations conflict if active at once.",
        rationale: """
        Each configuration is fine on its own, but code that switches between the sets must \
        deactivate one set before activating the other, or UIKit breaks constraints. Reported \
        where code can switch them: an outlet reaches a constraint of the alternative sets, or a \
        set is installed by no configuration (code activates it). Sets that only configurations \
        install are UIKit's to switch, and it deactivates one before activating the other; an \
        outlet to a constraint every configuration installs changes a constant, never which set \
        is active. A note: often intended, worth knowing when editing that code.
        """,
        kind: .layout, severity: .note, enabledByDefault: true,
        triggering: [
            BoxExample.make(widths: [("wAa-Aa-001", "100", nil), ("wBb-Aa-002", "200", nil)], variations: Self.compactWidths,
                            outletTo: "wBb-Aa-002"),
        ],
        nonTriggering: [
            BoxExample.make(widths: [("wAa-Aa-001", "100", nil), ("wBb-Aa-002", "200", nil)], variations: Self.compactWidths),
            // An outlet to a constraint every configuration installs (the error view's height,
            // which the conflict between the field's two centrings runs through) changes its
            // constant only.
            RuleExample("""
            <scene sceneID="sCn-Vc-001">
                <objects>
                    <viewController id="vCo-Vc-001" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="rOo-Vc-001">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="eRr-Vc-001" userLabel="Error View">
                                    <rect key="frame" x="0.0" y="0.0" width="375" height="14"/>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="14" id="eRh-Vc-001"/>
                                    </constraints>
                                </view>
                                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bOx-Vc-001" userLabel="Name View">
                                    <rect key="frame" x="0.0" y="14" width="375" height="44"/>
                                    <subviews>
                                        <textField opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="left" contentVerticalAlignment="center" borderStyle="roundedRect" minimumFontSize="17" translatesAutoresizingMaskIntoConstraints="NO" id="fLd-Vc-001">
                                            <rect key="frame" x="8" y="21" width="359" height="30"/>
                                            <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                            <textInputTraits key="textInputTraits"/>
                                        </textField>
                                    </subviews>
                                    <constraints>
                                        <constraint firstAttribute="height" constant="44" id="bOh-Vc-001"/>
                                        <constraint firstItem="fLd-Vc-001" firstAttribute="leading" secondItem="bOx-Vc-001" secondAttribute="leading" constant="8" id="fLl-Vc-001"/>
                                        <constraint firstAttribute="trailing" secondItem="fLd-Vc-001" secondAttribute="trailing" constant="8" id="fLt-Vc-001"/>
                                        <constraint firstItem="fLd-Vc-001" firstAttribute="centerY" secondItem="bOx-Vc-001" secondAttribute="centerY" multiplier="1.3" id="c13-Vc-001"/>
                                        <constraint firstItem="fLd-Vc-001" firstAttribute="centerY" secondItem="bOx-Vc-001" secondAttribute="centerY" multiplier="1.5" id="c15-Vc-001"/>
                                    </constraints>
                                    <variation key="default">
                                        <mask key="constraints"><exclude reference="c15-Vc-001"/></mask>
                                    </variation>
                                    <variation key="heightClass=regular-widthClass=compact">
                                        <mask key="constraints"><exclude reference="c13-Vc-001"/><include reference="c15-Vc-001"/></mask>
                                    </variation>
                                </view>
                            </subviews>
                            <constraints>
                                <constraint firstItem="eRr-Vc-001" firstAttribute="top" secondItem="rOo-Vc-001" secondAttribute="top" id="eRt-Vc-001"/>
                                <constraint firstItem="eRr-Vc-001" firstAttribute="leading" secondItem="rOo-Vc-001" secondAttribute="leading" id="eRl-Vc-001"/>
                                <constraint firstAttribute="trailing" secondItem="eRr-Vc-001" secondAttribute="trailing" id="eRr-Vc-002"/>
                                <constraint firstItem="bOx-Vc-001" firstAttribute="top" secondItem="eRr-Vc-001" secondAttribute="bottom" id="bOt-Vc-001"/>
                                <constraint firstItem="bOx-Vc-001" firstAttribute="leading" secondItem="rOo-Vc-001" secondAttribute="leading" id="bOl-Vc-001"/>
                                <constraint firstAttribute="trailing" secondItem="bOx-Vc-001" secondAttribute="trailing" id="bOr-Vc-001"/>
                            </constraints>
                        </view>
                        <connections>
                            <outlet property="errorHeightConstraint" destination="eRh-Vc-001" id="oUt-Vc-001"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            """),
            BoxExample.make(widths: [("wAa-Aa-001", "100", nil), ("wBb-Aa-002", "200", "750")], variations: """
        <variation key="widthClass=compact">
            <mask key="constraints">
                <exclude reference="wBb-Aa-002"/>
            </mask>
        </variation>
        """),
        ])
}

extension LayoutVariantConflictRule {
    /// The box's first width installed by default, its second in compact width.
    static let compactWidths = """
        <variation key="default">
            <mask key="constraints">
                <exclude reference="wBb-Aa-002"/>
            </mask>
        </variation>
        <variation key="widthClass=compact">
            <mask key="constraints">
                <include reference="wBb-Aa-002"/>
                <exclude reference="wAa-Aa-001"/>
            </mask>
        </variation>
        """
}

/// A root view holding one box pinned leading (unless `pinsLeading` is false), top and bottom;
/// `widths` are (id, constant, priority) of width constraints on the box, `verifyAmbiguity` its
/// Size inspector's "Ambiguity" option (`ignoreSizes`, `off`).
private enum BoxExample {
    static func make(frameX: Int = 0, widths: [(id: String, constant: String, priority: String?)],
                     variations: String = "", verifyAmbiguity: String? = nil, pinsLeading: Bool = true,
                     outletTo constraint: String? = nil) -> RuleExample {
        let widthLines = widths.map { width in
            let priority = width.priority.map { " priority=\"\($0)\"" } ?? ""
            return "\n        <constraint firstItem=\"bOx-Aa-001\" firstAttribute=\"width\" constant=\"\(width.constant)\"\(priority) id=\"\(width.id)\"/>"
        }.joined()
        let variationLines = variations.isEmpty ? "" : "\n" + variations.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
        let connection = constraint.map {
            "\n    <connections>\n        <outlet property=\"alternativeWidth\" destination=\"\($0)\" id=\"oUt-Aa-001\"/>\n    </connections>"
        } ?? ""
        return RuleExample("""
        <view contentMode="scaleToFill" id="iN0-l3-epB">
            <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
            <subviews>
                <view contentMode="scaleToFill"\(verifyAmbiguity.map { " verifyAmbiguity=\"\($0)\"" } ?? "") translatesAutoresizingMaskIntoConstraints="NO" id="bOx-Aa-001">
                    <rect key="frame" x="\(frameX)" y="0.0" width="100" height="100"/>
                </view>
            </subviews>
            <constraints>\(pinsLeading ? "\n        <constraint firstItem=\"bOx-Aa-001\" firstAttribute=\"leading\" secondItem=\"iN0-l3-epB\" secondAttribute=\"leading\" id=\"cLd-Aa-001\"/>" : "")
                <constraint firstItem="bOx-Aa-001" firstAttribute="top" secondItem="iN0-l3-epB" secondAttribute="top" id="cTp-Aa-001"/>
                <constraint firstItem="bOx-Aa-001" firstAttribute="bottom" secondItem="iN0-l3-epB" secondAttribute="bottom" id="cBt-Aa-001"/>\(widthLines)
            </constraints>\(variationLines)\(connection)
        </view>
        """, .xib)
    }
}

/// A 100-point-tall static table with two rows, the second written at `secondRowY` (it ends
/// below the table when that is over 56), each holding a label pinned on all sides.
private enum StaticRowsExample {
    static func make(secondRowY: Int) -> RuleExample {
        func row(_ n: Int, y: Int) -> String {
            """
                                        <tableViewCell contentMode="scaleToFill" rowHeight="44" id="rOw-Ce-00\(n)">
                                            <rect key="frame" x="0.0" y="\(y)" width="320" height="44"/>
                                            <autoresizingMask key="autoresizingMask"/>
                                            <tableViewCellContentView key="contentView" contentMode="center" tableViewCell="rOw-Ce-00\(n)" id="rOw-Cv-00\(n)">
                                                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                                                <autoresizingMask key="autoresizingMask"/>
                                                <subviews>
                                                    <label text="Row \(n)" translatesAutoresizingMaskIntoConstraints="NO" id="rOw-Lb-00\(n)">
                                                        <rect key="frame" x="16" y="11" width="288" height="22"/>
                                                    </label>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="rOw-Lb-00\(n)" firstAttribute="leading" secondItem="rOw-Cv-00\(n)" secondAttribute="leading" constant="16" id="rOw-Ca-00\(n)"/>
                                                    <constraint firstAttribute="trailing" secondItem="rOw-Lb-00\(n)" secondAttribute="trailing" constant="16" id="rOw-Cb-00\(n)"/>
                                                    <constraint firstItem="rOw-Lb-00\(n)" firstAttribute="top" secondItem="rOw-Cv-00\(n)" secondAttribute="top" constant="11" id="rOw-Cc-00\(n)"/>
                                                    <constraint firstAttribute="bottom" secondItem="rOw-Lb-00\(n)" secondAttribute="bottom" constant="11" id="rOw-Cd-00\(n)"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
            """
        }
        return RuleExample("""
        <scene sceneID="rOw-Sc-001">
            <objects>
                <tableViewController id="rOw-Tc-001" sceneMemberID="viewController">
                    <tableView key="view" contentMode="scaleToFill" dataMode="static" style="plain" rowHeight="44" id="rOw-Tv-001">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <sections>
                            <tableViewSection id="rOw-Se-001">
                                <cells>
        \(row(1, y: 0))
        \(row(2, y: secondRowY))
                                </cells>
                            </tableViewSection>
                        </sections>
                    </tableView>
                </tableViewController>
                <placeholder placeholderIdentifier="IBFirstResponder" id="rOw-Fr-001" sceneMemberID="firstResponder"/>
            </objects>
        </scene>
        """, .storyboard, documentAttributes: ["initialViewController": "rOw-Tc-001"])
    }
}

/// Root views too large for the layout analysis, which bounds its time on hostile input: their
/// constraints are not checked, and this says so instead of passing them in silence.
public struct LayoutTooLargeRule: Rule {
    /// The limits handed to the shared layout analysis.
    let layoutOptions: LayoutOptions

    /// The rule with its limits, `maximum_views_per_root` and `maximum_views_per_document` (view counts).
    /// - Throws: `ConfigurationError` when a limit is not a whole number of at least 1.
    public init(options: RuleOptions) throws(ConfigurationError) {
        var layout = LayoutOptions()
        layout.maximumViewsPerRoot = try options.count("maximum_views_per_root")
        layout.maximumViewsPerDocument = try options.count("maximum_views_per_document")
        layoutOptions = layout
    }

    public static let description = RuleDescription(
        id: "layout-too-large",
        summary: "A root view has more views than the layout analysis checks; its layout is not checked.",
        rationale: """
        Solving a chain of thousands of constraints costs minutes and gigabytes, so the analysis \
        stops at a size no real screen reaches (the largest of 300 real documents has 150 views) \
        rather than hang a CI job on a hostile or generated file. A document over the limit is \
        not known to be correct: this finding says so. Raise the limits if you mean it.
        """,
        kind: .layout, severity: .warning, enabledByDefault: true,
        options: [
            RuleOption("maximum_views_per_root", "Views in one root view above which it is not analysed.",
                       default: .number(Double(LayoutOptions().maximumViewsPerRoot))),
            RuleOption("maximum_views_per_document", "Views in one document beyond which further roots are not analysed.",
                       default: .number(Double(LayoutOptions().maximumViewsPerDocument))),
        ],
        triggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="rTt-Lg-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <subviews>
                    <view contentMode="scaleToFill" id="rTt-Lg-002">
                        <rect key="frame" x="0.0" y="0.0" width="50" height="50"/>
                    </view>
                    <view contentMode="scaleToFill" id="rTt-Lg-003">
                        <rect key="frame" x="50" y="50" width="50" height="50"/>
                    </view>
                </subviews>
            </view>
            """, .xib, options: ["maximum_views_per_root": .number(2)]),
        ],
        nonTriggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="rTt-Lg-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </view>
            """, .xib, options: ["maximum_views_per_root": .number(2)]),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        file.layoutDiagnostics.filter { $0.code == Self.description.id }.map(Finding.init)
    }
}
