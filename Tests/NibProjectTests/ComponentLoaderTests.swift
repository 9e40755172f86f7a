import Foundation
import NibModel
import Testing
@testable import NibProject

// Swift types standing for the seed's classes (ComicApp), loaded headlessly.

final class ComicView: NibComponent {
    @Outlet("UIImageView") var coverImageView: ViewNode
    @Outlet("UILabel") var titleLabel: ViewNode
    @Outlet("UILabel") var authorLabel: ViewNode
    @Outlet var descriptionLabel: ViewNode
    var loadedRoot: ViewNode?
    init() {}
    func didLoad(_ content: LoadedContent) { loadedRoot = content.root }
}

final class ComicDetailViewController: NibComponent {
    @Outlet var comicView: ComicView
    init() {}
}

final class TwoPaneViewController: NibComponent {
    @Outlet var layoutSegmentedControl: ViewNode
    @Outlet var yellowLeadingConstraint: ExpandedConstraint
    @Outlet var yellowTrailingBlueLeadingConstraint: ExpandedConstraint
    @Outlet var blueTrailingConstraint: ExpandedConstraint
    @Outlet var blueLeadingConstraint: ExpandedConstraint
    @Outlet var blueTrailingYellowLeadingConstraint: ExpandedConstraint
    @Outlet var yellowTrailingConstraint: ExpandedConstraint
    @Action("layoutSegmentValueChanged:") var layoutChanged: (ActionEvent) -> Void = { _ in }
    var content: LoadedContent?
    init() {}
    func didLoad(_ content: LoadedContent) { self.content = content }
}

final class MarginsViewController: NibComponent {
    @Outlet var contentView: ViewNode
    @Outlet("UILabel") var marginLabel: ViewNode
    @Outlet var topMarginConstraint: ExpandedConstraint
    @Outlet var leadingMarginConstraint: ExpandedConstraint
    @Outlet var trailingMarginConstraint: ExpandedConstraint
    @Outlet var bottomMarginConstraint: ExpandedConstraint
    @Outlet("UIBarButtonItem") var shrinkMarginButton: IBObject
    @Outlet("UIBarButtonItem") var expandMarginButton: IBObject
    @Action("shrinkTapped:") var shrink: (ActionEvent) -> Void = { _ in }
    var content: LoadedContent?
    init() {}
    func didLoad(_ content: LoadedContent) { self.content = content }
}

/// ComicView.xib loaded into types that get it wrong, one way each.
final class ComicViewMissingAnOutlet: NibComponent {
    static var nibName: String { "ComicView" }
    @Outlet var coverImageView: ViewNode
    @Outlet var titleLabel: ViewNode
    @Outlet var authorLabel: ViewNode
    init() {}
}

final class ComicViewWithAnExtraOutlet: NibComponent {
    static var nibName: String { "ComicView" }
    @Outlet var coverImageView: ViewNode
    @Outlet var titleLabel: ViewNode
    @Outlet var authorLabel: ViewNode
    @Outlet var descriptionLabel: ViewNode
    @Outlet var priceLabel: ViewNode
    init() {}
}

final class ComicViewExpectingAButton: NibComponent {
    static var nibName: String { "ComicView" }
    @Outlet var coverImageView: ViewNode
    @Outlet("UIButton") var titleLabel: ViewNode
    @Outlet var authorLabel: ViewNode
    @Outlet var descriptionLabel: ViewNode
    init() {}
}

final class ComicViewHoldingAConstraint: NibComponent {
    static var nibName: String { "ComicView" }
    @Outlet var coverImageView: ViewNode
    @Outlet var titleLabel: ExpandedConstraint
    @Outlet var authorLabel: ViewNode
    @Outlet var descriptionLabel: ViewNode
    init() {}
}

final class Nowhere: NibComponent {
    init() {}
}

@Suite struct ComponentLoaderTests {
    let project = ProjectIndex.build(roots: [repositoryRoot + "/Fixtures/ComicApp"])

    @Test func loadsComicViewByItsTypeName() throws {
        let comic = try ComponentLoader(project: project).load(ComicView.self)
        #expect(comic.titleLabel.id == "tTl-Lb-3kd")
        #expect(comic.titleLabel.frame == Rect(x: 148, y: 16, width: 250, height: 24))
        #expect(comic.coverImageView.className == "UIImageView")
        #expect(comic.loadedRoot?.id == "rTv-Cm-0a1")
    }

    @Test func sceneByIdentifierInstantiatesNestedComponentsAsTheirOwnTypes() throws {
        let loader = ComponentLoader(project: project, registry: ComponentRegistry([ComicView.self]))
        let detail = try loader.instantiate(ComicDetailViewController.self, storyboard: "Main", identifier: "ComicDetailViewController")
        #expect(detail.comicView.titleLabel.id == "dCv-Cm-8uf/tTl-Lb-3kd")
        #expect(detail.comicView.descriptionLabel.documentPath.hasSuffix("ComicView.xib"))
    }

    @Test func constraintOutletsAndActionsBind() throws {
        let pane = try ComponentLoader(project: project).instantiate(TwoPaneViewController.self, storyboard: "TwoPane", identifier: "TwoPaneViewController")
        #expect(pane.blueLeadingConstraint.id == "B2l-Tp-3dd")
        #expect(pane.yellowLeadingConstraint.firstAttribute == .leading)
        var received: [String] = []
        pane.layoutChanged = { received.append($0.selector + " " + ($0.eventType ?? "")) }
        let loaded = try #require(pane.content)
        #expect(try loaded.sendActions(from: pane.layoutSegmentedControl.id, eventType: "valueChanged") == 1)
        #expect(received == ["layoutSegmentValueChanged: valueChanged"])
    }

    @Test func barButtonItemsAreObjectOutletsAndActionSenders() throws {
        let margins = try ComponentLoader(project: project).instantiate(MarginsViewController.self, storyboard: "Margins", identifier: "MarginsViewController")
        #expect(margins.shrinkMarginButton.element == "barButtonItem")
        var senders: [String] = []
        margins.shrink = { senders.append("\($0.senderObject.id) \($0.sender == nil)") }
        #expect(try margins.content?.sendActions(from: "sHr-Bb-4og") == 1)
        #expect(senders == ["sHr-Bb-4og true"])
        #expect { try margins.content?.sendActions(from: "eXp-Bb-2qi") } throws: { ($0 as? LoadError)?.kind == .missingAction }
    }

    @Test func loadErrorsNameTheFileTheLineAndTheOutlet() throws {
        let loader = ComponentLoader(project: project)
        #expect { try loader.load(Nowhere.self) } throws: { ($0 as? LoadError)?.kind == .missingFile }
        #expect { try loader.instantiate(ComicDetailViewController.self, storyboard: "Main", identifier: "Gone") } throws: { ($0 as? LoadError)?.kind == .missingScene }
        let cases: [(load: () throws -> Void, kind: LoadError.Kind, outlet: String, line: Int)] = [
            ({ _ = try loader.load(ComicViewMissingAnOutlet.self) }, .outletNotDeclared, "descriptionLabel", 16),
            ({ _ = try loader.load(ComicViewWithAnExtraOutlet.self) }, .outletNotConnected, "priceLabel", 12),
            ({ _ = try loader.load(ComicViewExpectingAButton.self) }, .wrongElementType, "titleLabel", 17),
            ({ _ = try loader.load(ComicViewHoldingAConstraint.self) }, .wrongElementType, "titleLabel", 17),
        ]
        for entry in cases {
            #expect { try entry.load() } throws: { error in
                guard let error = error as? LoadError else { return false }
                return error.kind == entry.kind && error.outlet == entry.outlet && error.location?.line == entry.line
                    && error.location?.file.hasSuffix("ComicView.xib") == true && error.description.contains(entry.outlet)
            }
        }
    }

    @Test func outletCollectionsBindAsArrays() throws {
        final class Stars: NibComponent {
            @Outlet("UIImageView") var stars: [ViewNode]
            init() {}
        }
        let star = { (id: String, x: Int) in
            """
            <imageView contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)">
                <rect key="frame" x="\(x)" y="0" width="20" height="20"/>
            </imageView>
            """
        }
        let temp = try TemporaryProject(["Stars.xib": IB.component(owner: "Stars", connections: """
            <outletCollection property="stars" destination="sT1-00-001" collectionClass="NSMutableArray" id="oC1-00-001"/>
            <outletCollection property="stars" destination="sT2-00-001" collectionClass="NSMutableArray" id="oC1-00-002"/>
            """, subviews: star("sT1-00-001", 0) + star("sT2-00-001", 20))])
        defer { temp.removeAll() }
        let stars = try ComponentLoader(project: temp.index()).load(Stars.self)
        #expect(stars.stars.map(\.id) == ["sT1-00-001", "sT2-00-001"])
    }
}
