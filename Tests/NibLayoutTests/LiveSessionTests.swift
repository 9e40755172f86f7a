import NibLayout
import NibModel
import NibSolver
import Observation
import Testing

/// Two panes whose order depends on the height class: the base configuration installs set 1
/// (A left of B), `heightClass=compact` installs set 2 (B left of A) instead, and A's top
/// margin is 10, overridden to 30 in compact.
let variantPanesStoryboard = oneSceneStoryboard(rootViewID: "rOt-00-001", content: """
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pNa-00-001" userLabel="A">
                                <rect key="frame" x="0.0" y="10" width="207" height="886"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pNb-00-001" userLabel="B">
                                <rect key="frame" x="207" y="0.0" width="207" height="896"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="pNa-00-001" firstAttribute="top" secondItem="rOt-00-001" secondAttribute="top" constant="10" id="aTp-00-001">
                                <variation key="heightClass=compact" constant="30"/>
                            </constraint>
                            <constraint firstItem="pNa-00-001" firstAttribute="bottom" secondItem="rOt-00-001" secondAttribute="bottom" id="aBt-00-001"/>
                            <constraint firstItem="pNb-00-001" firstAttribute="top" secondItem="rOt-00-001" secondAttribute="top" id="bTp-00-001"/>
                            <constraint firstItem="pNb-00-001" firstAttribute="bottom" secondItem="rOt-00-001" secondAttribute="bottom" id="bBt-00-001"/>
                            <constraint firstItem="pNa-00-001" firstAttribute="width" secondItem="pNb-00-001" secondAttribute="width" id="eWd-00-001"/>
                            <constraint firstItem="pNa-00-001" firstAttribute="leading" secondItem="rOt-00-001" secondAttribute="leading" id="sAl-00-001"/>
                            <constraint firstItem="pNb-00-001" firstAttribute="leading" secondItem="pNa-00-001" secondAttribute="trailing" id="sAm-00-001"/>
                            <constraint firstAttribute="trailing" secondItem="pNb-00-001" secondAttribute="trailing" id="sAt-00-001"/>
                            <constraint firstItem="pNb-00-001" firstAttribute="leading" secondItem="rOt-00-001" secondAttribute="leading" id="sBl-00-001"/>
                            <constraint firstItem="pNa-00-001" firstAttribute="leading" secondItem="pNb-00-001" secondAttribute="trailing" id="sBm-00-001"/>
                            <constraint firstAttribute="trailing" secondItem="pNa-00-001" secondAttribute="trailing" id="sBt-00-001"/>
                        </constraints>
                        <variation key="default">
                            <mask key="constraints">
                                <exclude reference="sBl-00-001"/>
                                <exclude reference="sBm-00-001"/>
                                <exclude reference="sBt-00-001"/>
                            </mask>
                        </variation>
                        <variation key="heightClass=compact">
                            <mask key="constraints">
                                <include reference="sBl-00-001"/>
                                <include reference="sBm-00-001"/>
                                <include reference="sBt-00-001"/>
                                <exclude reference="sAl-00-001"/>
                                <exclude reference="sAm-00-001"/>
                                <exclude reference="sAt-00-001"/>
                            </mask>
                        </variation>
""")

/// A storyboard of one scene whose controller's root view (414 x 896, on a retina6_1 device)
/// holds `content` (its subviews, constraints and variations).
func oneSceneStoryboard(rootViewID: String, content: String) -> String {
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="23504" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vCt-\(rootViewID)">
        <device id="retina6_1" orientation="portrait" appearance="light"/>
        <scenes>
            <scene sceneID="sCn-\(rootViewID)">
                <objects>
                    <viewController id="vCt-\(rootViewID)" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="\(rootViewID)">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
    \(content)
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """
}

/// Set from Observation's `onChange` (which may run on any thread).
final class ChangeFlag: @unchecked Sendable {
    var isSet = false
}

@MainActor
struct LiveSessionTests {
    @Test func sessionReadsTheDocumentLayoutAndFindsConstraintsByAnyName() throws {
        let session = try liveSession("TwoPane.storyboard")
        #expect(session.rootView.frame == rect(0, 0, 414, 896))
        #expect(session.view("layoutSegmentedControl")?.frame == rect(87, 810, 240, 32))
        #expect(session.views.count == 4)
        let byOutlet = try #require(session.constraint("blueLeadingConstraint"))
        #expect(byOutlet.id == "B2l-Tp-3dd" && !byOutlet.isActive)
        #expect(session.constraint("blueLeading") === byOutlet, "by userLabel")
        #expect(session.constraint("B2l-Tp-3dd") === byOutlet, "by id")
        #expect(session.constraint("nothing") == nil)
        #expect(session.constraintsFromDocument.filter(\.isActive).count == 12)

        let document = try IBDocument.parse(Array(variantPanesStoryboard.utf8), path: "panes.storyboard")
        #expect(throws: LiveLayoutError.noRootView("pNa-00-001")) {
            try LayoutSession(document: document, rootViewID: "pNa-00-001")
        }
    }

    @Test func variantSwitchSwapsConstraintSetsWithoutConflict() throws {
        let document = try IBDocument.parse(Array(variantPanesStoryboard.utf8), path: "panes.storyboard")
        let session = try LayoutSession(document: document, sceneID: "sCn-rOt-00-001")
        let a = try #require(session.view("pNa-00-001")), b = try #require(session.view("pNb-00-001"))
        #expect(a.frame == rect(0, 10, 207, 886) && b.frame == rect(207, 0, 207, 896))

        let compact = Variant(key: "heightClass=compact")
        try session.setVariant(compact)
        #expect(session.variant == compact)
        #expect(b.frame == rect(0, 0, 207, 896) && a.frame == rect(207, 30, 207, 866))
        #expect(session.constraint("aTp-00-001")?.constant == 30)

        try session.setVariant(.base)
        #expect(a.frame == rect(0, 10, 207, 886) && b.frame == rect(207, 0, 207, 896))
        #expect(session.conflicts.isEmpty)
    }

    @Test func documentConflictsAreBrokenAndReportedWhenTheSessionStarts() async throws {
        // Without the `default` mask, both pane sets are installed together.
        let start = try #require(variantPanesStoryboard.range(of: "<variation key=\"default\">"))
        let end = try #require(variantPanesStoryboard.range(of: "</variation>", range: start.upperBound..<variantPanesStoryboard.endIndex))
        var text = variantPanesStoryboard
        text.removeSubrange(start.lowerBound..<end.upperBound)
        let document = try IBDocument.parse(Array(text.utf8), path: "both-sets.storyboard")
        let session = try LayoutSession(document: document, sceneID: "sCn-rOt-00-001")
        #expect(session.conflicts.map(\.brokenConstraintID) == ["sBl-00-001", "sBm-00-001", "sBt-00-001"])
        #expect(session.constraintsFromDocument.filter(\.isBroken).map(\.id) == ["sBl-00-001", "sBm-00-001", "sBt-00-001"])
        #expect(session.view("pNa-00-001")?.frame == rect(0, 10, 207, 886))
        #expect(session.passCount == 0, "the starting layout is not a pass")
        var passes = session.layoutPasses().makeAsyncIterator()
        session.constraint("aTp-00-001")?.constant = 12
        #expect(await passes.next()?.conflicts.isEmpty == true)
    }

    @Test func xibTopLevelViewIsASessionRootAndFollowsItsHostsWidth() throws {
        let session = try LayoutSession(document: comicAppDocument("ComicView.xib"), rootViewID: "rTv-Cm-0a1")
        #expect(session.view("coverImageView")?.frame == rect(16, 16, 120, 180))
        #expect(session.view("titleLabel")?.frame == rect(148, 16, 250, 24))
        #expect(session.view("descriptionLabel")?.frame == rect(148, 72, 250, 124))
        // Pinned into a narrower host (seed 002's NibOwnerLoadableView): the labels narrow.
        try session.setContainerSize(Size(width: 320, height: 212))
        #expect(session.view("titleLabel")?.frame == rect(148, 16, 156, 24))
        #expect(session.view("authorLabel")?.frameInRoot == rect(148, 44, 156, 20))
        #expect(session.conflicts.isEmpty)
    }

    @Test func appKitFramesCountFromTheBottomEdge() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <customView id="rOt-Mc-001">
                    <rect key="frame" x="0.0" y="0.0" width="480" height="270"/>
                    <subviews>
                        <customView translatesAutoresizingMaskIntoConstraints="NO" id="bOx-Mc-001">
                            <rect key="frame" x="20" y="200" width="100" height="50"/>
                            <constraints>
                                <constraint firstAttribute="width" constant="100" id="bWd-Mc-001"/>
                                <constraint firstAttribute="height" constant="50" id="bHt-Mc-001"/>
                            </constraints>
                        </customView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="bOx-Mc-001" firstAttribute="top" secondItem="rOt-Mc-001" secondAttribute="top" constant="20" id="bTp-Mc-001"/>
                        <constraint firstItem="bOx-Mc-001" firstAttribute="leading" secondItem="rOt-Mc-001" secondAttribute="leading" constant="20" id="bLd-Mc-001"/>
                    </constraints>
                </customView>
            </objects>
        </document>
        """
        let session = try LayoutSession(document: IBDocument.parse(Array(xib.utf8), path: "mac.xib"), rootViewID: "rOt-Mc-001")
        let box = try #require(session.view("bOx-Mc-001"))
        #expect(box.frame == rect(20, 200, 100, 50))
        session.constraint("bTp-Mc-001")?.constant = 40
        #expect(box.frame == rect(20, 180, 100, 50))
        // A taller window: the box keeps its distance to the top, so its y (from the bottom) grows.
        try session.setContainerSize(Size(width: 480, height: 300))
        #expect(box.frame == rect(20, 210, 100, 50) && box.frameInRoot == box.frame)
    }

    @Test func containerSizeChangeResolvesInPlace() throws {
        let session = try liveSession("TwoPane.storyboard")
        try session.setContainerSize(Size(width: 896, height: 414))
        #expect(session.containerSize == Size(width: 896, height: 414))
        // A rotation: the safe area takes the landscape insets (no status bar, 21-point home
        // indicator), so the panes start at the top and the control sits 20 above the indicator.
        #expect(session.view("yLw-Pn-2ea")?.frame == rect(0, 0, 448, 321))
        #expect(session.view("bLu-Pn-7rd")?.frame == rect(448, 0, 448, 321))
        #expect(session.view("layoutSegmentedControl")?.frame == rect(328, 341, 240, 32))
    }

    @Test func containerSizeWinsOverARequiredConstraintInTheWay() throws {
        let session = try liveSession("Slider.storyboard")
        let root = session.rootView
        let minimum = try #require(session.makeConstraints { root.width >= 300 }.first)
        try session.setContainerSize(Size(width: 200, height: 896))
        #expect(root.frame.width == 200)
        #expect(minimum.isBroken && minimum.isActive)
        #expect(session.conflicts.map(\.brokenConstraintID) == [minimum.id])
        #expect(session.conflicts[0].members.contains { $0.constraintID == nil && $0.text.hasPrefix("size of the root view") })
    }

    @Test func prioritiesChangeOnlyBetweenOptionalValues() throws {
        let session = try liveSession("LeftRight.storyboard")
        let centerX = try #require(session.constraint("Bx0-Lr-3cc"))
        let leading = try #require(session.constraint("boxLeadingConstraint"))
        try centerX.setPriority(Priority(250))
        #expect(centerX.priority == Priority(250))
        #expect(throws: LiveLayoutError.requiredPriorityChange(constraintID: "Bx0-Lr-3cc", from: 250, to: 1000)) {
            try centerX.setPriority(.required)
        }
        #expect(throws: LiveLayoutError.requiredPriorityChange(constraintID: "Bl0-Lr-1aa", from: 1000, to: 999)) {
            try leading.setPriority(Priority(999))
        }
        #expect(throws: LiveLayoutError.invalidPriority(0)) { try centerX.setPriority(Priority(0)) }
        // Optional priorities still decide: the leading edge (required) keeps the box left.
        leading.isActive = false
        #expect(session.view("boxView")?.frame.x == 185)
    }

    @Test func offsetAndInsetReadTheConstraintFromTheConstrainedView() throws {
        let session = try liveSession("Margins.storyboard")
        // root.trailing == content.trailing + 20: the root comes first in the file.
        let trailing = try #require(session.constraint("trailingMarginConstraint"))
        #expect(trailing.constant == 20 && trailing.offset == -20 && trailing.inset == 20)
        try trailing.setInset(25)
        #expect(trailing.constant == 25)
        #expect(abs(try #require(session.view("contentView")).frame.width - (414 - 20 - 25)) < 1e-9)
        // content.top == safeArea.top + 20: the content comes first.
        let top = try #require(session.constraint("topMarginConstraint"))
        #expect(top.offset == 20 && top.inset == 20)
        top.offset = 30
        #expect(session.view("contentView")?.frame.y == 78)

        let slider = try liveSession("Slider.storyboard")
        let centerX = try #require(slider.constraint("centerXConstraint"))
        #expect(centerX.inset == nil)
        #expect(throws: LiveLayoutError.insetNotApplicable(constraintID: "Cx0-Sl-1aa", attribute: .centerX)) {
            try centerX.setInset(10)
        }
        let sliderWidth = try #require(slider.constraint("Sw0-Sl-4dd"))
        #expect(sliderWidth.inset == 10, "width == root.width - 20 is an inset of 10 on each side")

        // root.width == slider.width × 2 + 100 reads as slider.width == root.width / 2 - 50.
        let root = slider.rootView, sliderView = try #require(slider.view("slider"))
        let reversed = try #require(slider.prepareConstraints { root.width == sliderView.width * 2 + 100 }.first)
        #expect(reversed.offset == -50)
        reversed.offset = -7
        #expect(reversed.constant == 14)
    }

    @Test func codeMadeConstraintsActivateRemakeAndReportUnknownItems() throws {
        let session = try liveSession("LeftRight.storyboard")
        let root = session.rootView
        let box = try #require(session.view("boxView"))
        try #require(session.constraint("boxLeadingConstraint")).isActive = false

        let made = try session.makeConstraints {
            (box.leading == root.leading + 20).priority(750).identifier("boxLeft")
        }
        #expect(made.count == 1 && made[0].isActive && made[0].priority == Priority(750))
        #expect(session.constraint("boxLeft") === made[0])
        // 750 ties with the document's centerX at 750: either may win, so pin the tie.
        try session.constraint("Bx0-Lr-3cc")?.setPriority(Priority(700))
        #expect(box.frame.x == 20)
        #expect(session.describe(made[0]) == "Box View.leading == view.leading + 20 @750 (code-1)")

        let remade = try session.remakeConstraints(of: box) { box.trailing == -10 }
        #expect(!made[0].isActive && remade[0].isActive)
        #expect(remade[0].secondItemID == root.itemID, "a position constant is relative to the superview")
        #expect(box.frame.x == 414 - 10 - 44)

        let other = try liveSession("Slider.storyboard")
        #expect(throws: LiveLayoutError.unknownItem(box.itemID)) {
            try other.makeConstraints { box.width == 10 }
        }
        #expect(throws: LiveLayoutError.invalidPriority(1001)) {
            try session.makeConstraints { (box.width == 10).priority(1001) }
        }
        #expect(session.conflicts.isEmpty)
    }

    @Test func requiredConstantThatCannotHoldIsBrokenAndReported() throws {
        let session = try liveSession("Slider.storyboard")
        let box = try #require(session.view("flexibleView"))
        let pinned = try session.makeConstraints { box.leading == session.rootView.leading + 185 }
        let centerX = try #require(session.constraint("centerXConstraint"))
        centerX.constant = 50
        #expect(centerX.isBroken && centerX.constant == 50)
        #expect(box.frame.x == 185, "the unbroken constraint holds; the broken one is as close as it can be")
        #expect(session.conflicts.last?.brokenConstraintID == centerX.id)
        #expect(session.conflicts.last?.members.map(\.constraintID).contains(pinned[0].id) == true)
    }

    @Test func framesAreObservableOnePerView() throws {
        let session = try liveSession("Slider.storyboard")
        let box = try #require(session.view("flexibleView"))
        let slider = try #require(session.view("slider"))
        let boxChanged = ChangeFlag(), sliderChanged = ChangeFlag()
        withObservationTracking { _ = box.frame } onChange: { boxChanged.isSet = true }
        withObservationTracking { _ = slider.frame } onChange: { sliderChanged.isSet = true }
        let constantChanged = ChangeFlag()
        let centerX = try #require(session.constraint("centerXConstraint"))
        withObservationTracking { _ = centerX.constant } onChange: { constantChanged.isSet = true }
        centerX.constant = 10
        #expect(boxChanged.isSet && constantChanged.isSet)
        #expect(!sliderChanged.isSet, "a pass assigns only frames that changed")
    }

    @Test func constantStreamAndBindingsEndAsDocumented() async throws {
        let session = try liveSession("LeftRight.storyboard")
        let centerX = try #require(session.constraint("Bx0-Lr-3cc"))
        var constants = centerX.constantValues().makeAsyncIterator()
        #expect(await constants.next() == 0, "the current value first")
        centerX.constant = 12
        #expect(await constants.next() == 12)

        // A refused value ends the binding with its error.
        let priorities = AsyncStream<Priority> { continuation in
            continuation.yield(Priority(500))
            continuation.yield(.required)
            continuation.finish()
        }
        let binding = centerX.bind(priorities, to: .priority)
        await #expect(throws: LiveLayoutError.requiredPriorityChange(constraintID: centerX.id, from: 500, to: 1000)) {
            try await binding.value
        }
        #expect(centerX.priority == Priority(500))
        let broken = AsyncStream<Double> { continuation in
            continuation.yield(.nan)
            continuation.finish()
        }
        await #expect(throws: LiveLayoutError.nonFiniteValue(constraintID: centerX.id)) {
            try await centerX.bind(broken, to: .constant).value
        }
        #expect(centerX.constant == 12)

        let flags = AsyncStream<Bool> { continuation in
            continuation.yield(false)
            continuation.finish()
        }
        let leading = try #require(session.constraint("boxLeadingConstraint"))
        try await leading.bind(flags, to: .isActive).value
        #expect(!leading.isActive)
    }
}
