import Foundation
import NibModel
import Testing
@testable import NibProject

@Suite struct ComponentLibraryTests {
    @Test func comicAppIndexesComicViewAndItsHosts() throws {
        let project = ProjectIndex.build(roots: [repositoryRoot + "/Fixtures/ComicApp"])
        let path = try #require(project.componentFile(forClass: "ComicView"))
        #expect(path.hasSuffix("ComicApp/ComicView.xib"))
        #expect(project.componentFile(forClass: "ComicApp.ComicView") == path)
        let component = try #require(project.components.first { $0.name == "ComicView" })
        #expect(component.definition == .filesOwner)
        #expect(component.rootViewID == "rTv-Cm-0a1")
        let hosts = project.hosts(ofComponent: path)
        #expect(Set(hosts.map(\.placeholderID)) == ["lCv-Cm-3rw", "dCv-Cm-8uf"])
        #expect(hosts.allSatisfy { $0.documentPath.hasSuffix("Main.storyboard") && $0.isDirect })
        #expect(project.sourcePaths.count >= 9)
        #expect(ConnectionChecker.check(project).isEmpty, "\(ConnectionChecker.check(project))")
    }

    @Test func expandingMainStoryboardPinsComicViewIntoBothPlaceholders() throws {
        let project = ProjectIndex.build(roots: [repositoryRoot + "/Fixtures/ComicApp"])
        let main = try #require(project.document(project.readDocumentPaths.first { $0.hasSuffix("Main.storyboard") }!))
        let tree = try ComponentExpander.expand(main, in: project)
        #expect(tree.expansions.keys.sorted() == ["dCv-Cm-8uf", "lCv-Cm-3rw"])
        let placeholder = try #require(tree.node("dCv-Cm-8uf"))
        let content = try #require(placeholder.subviews.last)
        #expect(content.id == "dCv-Cm-8uf/rTv-Cm-0a1")
        #expect(content.frame == Rect(x: 0, y: 0, width: 374, height: 300))
        #expect(!content.translatesAutoresizingMaskIntoConstraints)
        #expect(tree.node("dCv-Cm-8uf/tTl-Lb-3kd")?.className == "UILabel")
        let pins = tree.constraints.filter { if case .componentPin = $0.origin { true } else { false } }
        #expect(pins.count == 8)
        // ComicView.xib's 17 constraints, once per placeholder, renamed.
        #expect(tree.constraints.filter { $0.id.hasPrefix("lCv-Cm-3rw/") && $0.source != nil }.count == 17)
        #expect(tree.constraints.contains { $0.firstItemID == "dCv-Cm-8uf/aTh-Lb-9pe" && $0.secondItemID == "dCv-Cm-8uf/tTl-Lb-3kd" })
    }

    @Test func localizationsFoldAndDuplicatesAcrossFoldersAreReported() throws {
        let component = IB.component(owner: "Card")
        let temp = try TemporaryProject([
            "A/Base.lproj/Card.xib": component, "A/fr.lproj/Card.xib": component,
            "B/Card.xib": component, "A/Host.xib": IB.component(owner: "Host", subviews: cardPlaceholder),
            "Pods/Lib/Card2.xib": IB.component(owner: "Card2"), ".hidden/Card3.xib": IB.component(owner: "Card3"),
        ])
        defer { temp.removeAll() }
        let project = temp.index()
        #expect(project.documents.count == 4)
        #expect(project.components.map(\.name) == ["Card", "Card", "Host"])
        #expect(project.components.first { $0.path.hasSuffix("A/Base.lproj/Card.xib") }?.localizations.count == 1)
        #expect(project.diagnostics.codes == ["component-duplicate"])
        #expect(project.componentFile(forClass: "Card") == nil) // two folders, no host to be near to
        let host = try #require(project.document(temp.root + "/A/Host.xib"))
        #expect(project.placeholderComponent(host.object("cRd-Pl-h01")!, in: host)?.path == temp.root + "/A/Base.lproj/Card.xib")
    }

    @Test func rootViewDefinedComponentIsNotItsOwnPlaceholder() throws {
        let temp = try TemporaryProject(["Badge.xib": IB.component(owner: "NSObject", module: nil, rootClass: "Badge")])
        defer { temp.removeAll() }
        let project = temp.index()
        let info = try #require(project.components.first)
        #expect(info.definition == .rootView)
        let tree = try ComponentExpander.expand(project.document(info.path)!, in: project)
        #expect(tree.expansions.isEmpty)
    }

    @Test func cycleIsAnErrorWithTheChain() throws {
        let temp = try TemporaryProject([
            "A.xib": IB.component(owner: "A", subviews: placeholder("B", id: "bIn-Aa-001")),
            "B.xib": IB.component(owner: "B", subviews: placeholder("A", id: "aIn-Bb-001")),
            "Host.storyboard": IB.storyboard(IB.scene("sC1-00-001", controller: "vC1-00-001", subviews: placeholder("A", id: "aIn-Hs-001"))),
        ])
        defer { temp.removeAll() }
        let project = temp.index()
        let host = try #require(project.document(temp.root + "/Host.storyboard"))
        #expect {
            try ComponentExpander.expand(host, in: project)
        } throws: { error in
            guard let error = error as? ComponentExpansionError, case .cycle(let chain) = error.kind else { return false }
            return chain.map(PathNames.baseName) == ["A", "B", "A"] && error.objectID == "aIn-Bb-001"
        }
        let cycles = ConnectionChecker.check(project).filter { $0.code == "component-cycle" }
        #expect(cycles.count == 1)
        #expect(cycles.first?.message.contains("A contains B contains A") == true)
        // Transitive hosts stop at the cycle instead of looping.
        #expect(Set(project.hosts(ofComponent: temp.root + "/B.xib").map(\.placeholderID)) == ["bIn-Aa-001", "aIn-Bb-001", "aIn-Hs-001"])
        // Changing A changes the findings of what embeds it: B (where the cycle closes) and the host.
        #expect(project.dependents(of: [temp.root + "/A.xib"]) == [temp.root + "/B.xib", temp.root + "/Host.storyboard"])
    }

    @Test func ownClassInsideOwnXibIsADefinitionNotAPlaceholder() throws {
        let temp = try TemporaryProject(["Loop.xib": IB.component(owner: "Loop", subviews: placeholder("Loop", id: "lOo-Pp-001"))])
        defer { temp.removeAll() }
        let project = temp.index()
        #expect(ConnectionChecker.check(project).filter { $0.code == "component-cycle" }.isEmpty)
        #expect(try ComponentExpander.expand(project.document(temp.root + "/Loop.xib")!, in: project).expansions.isEmpty)
    }

    @Test func noCycleWhenComponentsNestWithoutLooping() throws {
        let temp = try TemporaryProject([
            "Outer.xib": IB.component(owner: "Outer", subviews: placeholder("Inner", id: "iNn-Oo-001")),
            "Inner.xib": IB.component(owner: "Inner"),
        ])
        defer { temp.removeAll() }
        let project = temp.index()
        #expect(!ConnectionChecker.check(project).codes.contains("component-cycle"))
        let tree = try ComponentExpander.expand(project.document(temp.root + "/Outer.xib")!, in: project)
        #expect(tree.node("iNn-Oo-001/rOo-tV-w01") != nil)
        #expect(project.hosts(ofComponent: temp.root + "/Inner.xib").map(\.chain.count) == [1])
    }

    let cardPlaceholder = placeholder("Card", id: "cRd-Pl-h01")
}

/// A `<view customClass=…>` subview with a frame.
func placeholder(_ className: String, id: String) -> String {
    """
    <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)" customClass="\(className)" customModule="App" customModuleProvider="target">
        <rect key="frame" x="10" y="10" width="200" height="50"/>
    </view>
    """
}
