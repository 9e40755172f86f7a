import Foundation
import NibLayout
import NibModel
import Testing
@testable import NibProject

/// Live sessions on storyboards and xibs whose component placeholders hold their components.
@MainActor
struct ComponentSessionTests {
    let project = ProjectIndex.build(roots: [repositoryRoot + "/Fixtures/ComicApp"])
    let detailSceneID = "Sn2-dT-3vu"

    func mainStoryboard() throws -> IBDocument {
        try #require(project.document(project.readDocumentPaths.first { $0.hasSuffix("Main.storyboard") }!))
    }

    @Test func theDetailScenesComicViewLaysOutItsComponentInsideThePlaceholder() throws {
        let session = try LayoutSession(expanding: mainStoryboard(), sceneID: detailSceneID, in: project)
        #expect(session.conflicts.isEmpty)
        #expect(session.view("comicView")?.frame == Rect(x: 20, y: 298, width: 374, height: 300))
        #expect(session.view("dCv-Cm-8uf/rTv-Cm-0a1")?.frame == Rect(x: 0, y: 0, width: 374, height: 300))
        // ComicView.xib's layout in the 374 x 300 placeholder (the xib draws it 414 wide).
        #expect(session.view("dCv-Cm-8uf/cVr-Im-7aQ")?.frame == Rect(x: 16, y: 16, width: 120, height: 180))
        #expect(session.view("dCv-Cm-8uf/tTl-Lb-3kd")?.frame == Rect(x: 148, y: 16, width: 210, height: 24))
        #expect(session.view("dCv-Cm-8uf/dSc-Lb-2xw")?.frame == Rect(x: 148, y: 72, width: 210, height: 124))
        #expect(session.view("dCv-Cm-8uf/cVr-Im-7aQ")?.frameInRoot == Rect(x: 36, y: 314, width: 120, height: 180))
        // The List scene's placeholder is another scene's: not in this session.
        #expect(session.view("lCv-Cm-3rw/tTl-Lb-3kd") == nil)
    }

    @Test func theComponentsConstraintsChangeLiveThroughTheLoadersOutlets() throws {
        let loader = ComponentLoader(project: project, registry: ComponentRegistry([ComicView.self]))
        let detail = try loader.instantiate(ComicDetailViewController.self, storyboard: "Main", identifier: "ComicDetailViewController")
        let session = try LayoutSession(expanding: mainStoryboard(), sceneID: detailSceneID, in: project)
        let cover = try #require(session.view(detail.comicView.coverImageView.id))
        let title = try #require(session.view(detail.comicView.titleLabel.id))
        // ComicView.xib's `cover.top == root.top + 16`, by its id in the expanded tree.
        let coverTop = try #require(session.constraint(detail.comicView.coverImageView.id.replacingOccurrences(of: "cVr-Im-7aQ", with: "Pq4-cT-r1t")))
        coverTop.constant = 40
        #expect(cover.frame == Rect(x: 16, y: 40, width: 120, height: 180))
        #expect(title.frame.y == 40, "the title's top follows the cover's")
        // The placeholder's own constraint, by the host's outlet-free id, resizes the component.
        try #require(session.constraint("Ld7-dT-s6a")).constant = 60
        #expect(session.view("comicView")?.frame == Rect(x: 60, y: 298, width: 334, height: 300))
        #expect(title.frame.width == 334 - 148 - 16)
        try session.setContainerSize(Size(width: 896, height: 414))
        #expect(session.view("comicView")?.frame == Rect(x: 108, y: 57, width: 720, height: 300))
        #expect(session.conflicts.isEmpty)
        let compact = Variant(key: "heightClass=compact")
        #expect(throws: LiveLayoutError.fixedConfiguration(compact)) { try session.setVariant(compact) }
    }

    @Test func aLoadedSceneIsASessionWhoseConstraintOutletsChangeItLive() throws {
        let pane = try ComponentLoader(project: project).instantiate(TwoPaneViewController.self, storyboard: "TwoPane", identifier: "TwoPaneViewController")
        let session = try LayoutSession(loaded: #require(pane.content), in: project)
        let segmented = try #require(session.view(pane.layoutSegmentedControl.id))
        #expect(segmented.frame == Rect(x: 87, y: 810, width: 240, height: 32))
        let yellowLeading = try #require(session.constraint(pane.yellowLeadingConstraint.id))
        yellowLeading.constant = 10
        #expect(session.view("yLw-Pn-2ea")?.frame.x == 10)
    }

    @Test func aLoadedComponentIsASessionOfItsRootView() throws {
        let loader = ComponentLoader(project: project)
        let comic = try loader.load(LoadedComicView.self)
        let session = try LayoutSession(loaded: #require(comic.content), in: project)
        #expect(session.rootView.itemID == "rTv-Cm-0a1")
        #expect(session.view(comic.descriptionLabel.id)?.frame == Rect(x: 148, y: 72, width: 250, height: 124))
    }

    @Test func aNestedComponentsConflictNamesItsOwnFileAndLine() throws {
        let inner = IB.component(
            owner: "Inner", rootID: "iRt-In-001",
            subviews: """
            <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="bOx-In-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="20"/>
            </view>
            """,
            constraints: """
            <constraint firstItem="bOx-In-001" firstAttribute="leading" secondItem="iRt-In-001" secondAttribute="leading" id="lDg-In-001"/>
            <constraint firstItem="bOx-In-001" firstAttribute="top" secondItem="iRt-In-001" secondAttribute="top" id="tOp-In-001"/>
            <constraint firstItem="bOx-In-001" firstAttribute="height" constant="20" id="hGt-In-001"/>
            <constraint firstItem="bOx-In-001" firstAttribute="width" constant="100" id="wSm-In-001"/>
            <constraint firstItem="bOx-In-001" firstAttribute="width" constant="150" id="wLg-In-001"/>
            """)
        let temp = try TemporaryProject([
            "Host.xib": IB.component(owner: "Host", rootID: "hRt-Hs-001", subviews: placeholder("Outer", id: "oUt-Hs-001")),
            "Outer.xib": IB.component(owner: "Outer", rootID: "oRt-Ou-001", subviews: placeholder("Inner", id: "iNn-Ou-001")),
            "Inner.xib": inner,
        ])
        defer { temp.removeAll() }
        let project = temp.index()
        let host = try #require(project.document(temp.root + "/Host.xib"))
        let session = try LayoutSession(expanding: host, rootViewID: "hRt-Hs-001", in: project)
        #expect(session.view("oUt-Hs-001/iNn-Ou-001/bOx-In-001") != nil, "two levels of components expanded")
        let conflict = try #require(session.conflicts.first)
        #expect(conflict.brokenConstraintID == "oUt-Hs-001/iNn-Ou-001/wLg-In-001")
        let written = try #require(project.document(temp.root + "/Inner.xib")?.constraint("wLg-In-001")?.location)
        let member = try #require(conflict.members.first { $0.constraintID == conflict.brokenConstraintID })
        #expect(member.location == written)
        #expect(conflict.description.contains("Inner.xib:\(written.line)"))
    }

    @Test func aMissingSceneOrACycleIsAnError() throws {
        #expect {
            try LayoutSession(expanding: mainStoryboard(), sceneID: "nowhere", in: project)
        } throws: { error in
            guard case .layout(.noRootView("nowhere")) = error as? ComponentSessionError else { return false }
            return true
        }
        let temp = try TemporaryProject([
            "A.xib": IB.component(owner: "A", subviews: placeholder("B", id: "bIn-Aa-001")),
            "B.xib": IB.component(owner: "B", subviews: placeholder("A", id: "aIn-Bb-001")),
        ])
        defer { temp.removeAll() }
        let cyclic = temp.index()
        #expect {
            try LayoutSession(expanding: cyclic.document(temp.root + "/A.xib")!, rootViewID: "rOo-tV-w01", in: cyclic)
        } throws: { error in
            guard case .expansion(let expansion) = error as? ComponentSessionError, case .cycle = expansion.kind else { return false }
            return true
        }
    }
}

/// ComicView.xib loaded as a type that keeps what was loaded.
final class LoadedComicView: NibComponent {
    static var nibName: String { "ComicView" }
    @Outlet var coverImageView: ViewNode
    @Outlet var titleLabel: ViewNode
    @Outlet var authorLabel: ViewNode
    @Outlet var descriptionLabel: ViewNode
    var content: LoadedContent?
    init() {}
    func didLoad(_ content: LoadedContent) { self.content = content }
}
