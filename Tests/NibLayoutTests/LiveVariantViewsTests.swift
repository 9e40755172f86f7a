import NibLayout
import NibModel
import Testing

/// A banner A at the top, a badge C below it that compact heights leave out (a `subviews`
/// mask), and a pane B below the badge (required), else 10 below the banner (priority 500).
let variantBadgeStoryboard = oneSceneStoryboard(rootViewID: "rOt-00-002", content: """
                        <subviews>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bNa-00-002" userLabel="A">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bDg-00-002" userLabel="C">
                                <rect key="frame" x="20" y="110" width="50" height="50"/>
                                <constraints>
                                    <constraint firstAttribute="width" constant="50" id="cWd-00-002"/>
                                    <constraint firstAttribute="height" constant="50" id="cHt-00-002"/>
                                </constraints>
                            </view>
                            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pNb-00-002" userLabel="B">
                                <rect key="frame" x="0.0" y="170" width="414" height="100"/>
                            </view>
                        </subviews>
                        <constraints>
                            <constraint firstItem="bNa-00-002" firstAttribute="top" secondItem="rOt-00-002" secondAttribute="top" id="aTp-00-002"/>
                            <constraint firstItem="bNa-00-002" firstAttribute="leading" secondItem="rOt-00-002" secondAttribute="leading" id="aLd-00-002"/>
                            <constraint firstAttribute="trailing" secondItem="bNa-00-002" secondAttribute="trailing" id="aTr-00-002"/>
                            <constraint firstItem="bNa-00-002" firstAttribute="height" constant="100" id="aHt-00-002"/>
                            <constraint firstItem="bDg-00-002" firstAttribute="top" secondItem="bNa-00-002" secondAttribute="bottom" constant="10" id="cTp-00-002"/>
                            <constraint firstItem="bDg-00-002" firstAttribute="leading" secondItem="rOt-00-002" secondAttribute="leading" constant="20" id="cLd-00-002"/>
                            <constraint firstItem="pNb-00-002" firstAttribute="top" secondItem="bDg-00-002" secondAttribute="bottom" constant="10" id="bBd-00-002"/>
                            <constraint firstItem="pNb-00-002" firstAttribute="top" secondItem="bNa-00-002" secondAttribute="bottom" priority="500" constant="10" id="bBa-00-002"/>
                            <constraint firstItem="pNb-00-002" firstAttribute="leading" secondItem="rOt-00-002" secondAttribute="leading" id="bLd-00-002"/>
                            <constraint firstAttribute="trailing" secondItem="pNb-00-002" secondAttribute="trailing" id="bTr-00-002"/>
                            <constraint firstItem="pNb-00-002" firstAttribute="height" constant="100" id="bHt-00-002"/>
                        </constraints>
                        <variation key="heightClass=compact">
                            <mask key="subviews">
                                <exclude reference="bDg-00-002"/>
                            </mask>
                        </variation>
""")

@MainActor
struct LiveVariantViewsTests {
    let compact = Variant(key: "heightClass=compact")

    func session(in variant: Variant = .base) throws -> LayoutSession {
        let document = try IBDocument.parse(Array(variantBadgeStoryboard.utf8), path: "Badge.storyboard")
        return try LayoutSession(document: document, rootViewID: "rOt-00-002", variant: variant)
    }

    @Test func aVariantThatLeavesAViewOutTakesItAndItsConstraintsOut() throws {
        let session = try session()
        let badge = try #require(session.view("bDg-00-002"))
        let pane = try #require(session.view("pNb-00-002"))
        #expect(badge.isInstalled && badge.frame == rect(20, 110, 50, 50))
        #expect(pane.frame == rect(0, 170, 414, 100))

        try session.setVariant(compact)
        #expect(!badge.isInstalled && badge.frame == .zero)
        #expect(pane.frame == rect(0, 110, 414, 100), "the pane falls back on its optional top")
        #expect(session.constraint("bBd-00-002")?.isActive == false)
        #expect(session.constraint("cWd-00-002")?.isActive == false)
        session.constraint("cTp-00-002")?.isActive = true
        #expect(session.constraint("cTp-00-002")?.isActive == false, "a constraint on a view that is out stays inactive")
        #expect(session.conflicts.isEmpty)

        try session.setVariant(.base)
        #expect(badge.isInstalled && badge.frame == rect(20, 110, 50, 50))
        #expect(pane.frame == rect(0, 170, 414, 100))
        #expect(session.constraint("bBd-00-002")?.isActive == true)
    }

    @Test func aSessionStartedWithoutTheViewPutsItInOnTheSwitch() async throws {
        let session = try session(in: compact)
        let badge = try #require(session.view("bDg-00-002"))
        #expect(!badge.isInstalled && badge.frame == .zero)
        #expect(session.view("pNb-00-002")?.frame == rect(0, 110, 414, 100))
        var passes = session.layoutPasses().makeAsyncIterator()
        try session.setVariant(.base)
        #expect(badge.frame == rect(20, 110, 50, 50))
        #expect(session.view("pNb-00-002")?.frame == rect(0, 170, 414, 100))
        let pass = await passes.next()
        #expect(pass?.frameChanges.contains { $0.viewID == "bDg-00-002" } == true)
    }

    @Test func codeMadeConstraintsOnAViewTakenOutAreDropped() throws {
        let session = try session()
        let badge = try #require(session.view("bDg-00-002"))
        let made = try session.makeConstraints { badge.top == session.rootView.top + 110 }
        try session.setVariant(compact)
        #expect(made[0].isActive == false)
        try session.setVariant(.base)
        #expect(made[0].isActive == false, "as UIKit, a removed view's constraints do not come back")
        #expect(session.constraint("cLd-00-002")?.isActive == true, "the document's do")
        #expect(session.conflicts.isEmpty)
    }
}
