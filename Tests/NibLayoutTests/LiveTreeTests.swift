import NibLayout
import NibModel
import NibSolver
import Testing

/// Rotation (safe areas follow the device's metrics) and sessions on instantiated trees built
/// by hand (NibProject builds them from expanded components; see ComponentSessionTests).
@MainActor
struct LiveTreeTests {
    /// Main.storyboard's Detail scene: a 300-point ComicView centred vertically, 20 points
    /// inside the safe area's leading and trailing edges, under a navigation bar (retina6_1,
    /// 414 x 896, status area 48, home indicator 34; landscape: notch sides 48, indicator 21).
    let detailSceneID = "Sn2-dT-3vu"

    @Test func rotationGivesTheSafeAreaTheDeviceInsetsOfTheNewOrientation() throws {
        let session = try LayoutSession(document: comicAppDocument("Main.storyboard"), sceneID: detailSceneID)
        let comicView = try #require(session.view("comicView"))
        #expect(session.safeAreaInsets(of: session.rootView) == EdgeInsets(top: 92, left: 0, bottom: 34, right: 0))
        #expect(comicView.frame == rect(20, 298, 374, 300))

        try session.setContainerSize(Size(width: 896, height: 414))
        // The navigation bar's 44 points stay on top of the landscape insets.
        #expect(session.safeAreaInsets(of: session.rootView) == EdgeInsets(top: 44, left: 48, bottom: 21, right: 48))
        #expect(comicView.frame == rect(68, 57, 760, 300))
        #expect(session.conflicts.isEmpty)

        try session.setContainerSize(Size(width: 414, height: 896))
        #expect(session.safeAreaInsets(of: session.rootView) == EdgeInsets(top: 92, left: 0, bottom: 34, right: 0))
        #expect(comicView.frame == rect(20, 298, 374, 300))
    }

    @Test func aSizeThatIsNotTheDevicesKeepsTheSafeArea() throws {
        let session = try LayoutSession(document: comicAppDocument("Main.storyboard"), sceneID: detailSceneID)
        try session.setContainerSize(Size(width: 320, height: 896))
        #expect(session.safeAreaInsets(of: session.rootView) == EdgeInsets(top: 92, left: 0, bottom: 34, right: 0))
        #expect(session.view("comicView")?.frame == rect(20, 298, 280, 300))
    }

    @Test func theBuilderRecordsTheRootSizeAndSafeAreaConstraints() throws {
        let document = try comicAppDocument("Main.storyboard")
        let rootID = try LayoutSession.rootViewID(ofScene: detailSceneID, in: document)
        let system = LayoutSystem(document: document, rootViewID: rootID)
        let size = try #require(system.containerSizeConstraintIDs)
        #expect(system.solver.constant(of: size.width) == 414)
        #expect(system.solver.constant(of: size.height) == 896)
        let guide = try #require(system.safeAreaGuides.first)
        #expect(system.safeAreaGuides.count == 1 && guide.ownerViewID == rootID && guide.guideID == "sAf-dT-1qe")
        #expect([guide.x, guide.width, guide.y, guide.height].map(system.solver.constant(of:)) == [0, 0, 92, -126])
    }

    /// A tree made of two documents: the Detail scene's root and ComicView placeholder, and
    /// ComicView.xib's root view and cover image pinned inside the placeholder.
    func comicTree(coverWidthConstant: Double = 120, coverIntrinsicSize: LayoutTree.IntrinsicSizeSource = .element) throws -> LayoutTree {
        let host = try comicAppDocument("Main.storyboard")
        let component = try comicAppDocument("ComicView.xib")
        let rootID = try LayoutSession.rootViewID(ofScene: detailSceneID, in: host)
        func view(_ id: String, parent: String?, in document: IBDocument, frame: Rect? = nil,
                  translates: Bool? = nil, as treeID: String? = nil) throws -> LayoutTree.View {
            let object = try #require(document.object(id))
            return LayoutTree.View(id: treeID ?? id, parentID: parent, frame: frame ?? object.frame,
                                   translatesAutoresizingMaskIntoConstraints: translates ?? object.translatesAutoresizingMaskIntoConstraints,
                                   contentHugging: object.contentHugging, compressionResistance: object.compressionResistance,
                                   source: object, sourceDocument: document)
        }
        var views = [
            try view(rootID, parent: nil, in: host),
            try view("dCv-Cm-8uf", parent: rootID, in: host),
            try view("rTv-Cm-0a1", parent: "dCv-Cm-8uf", in: component, frame: rect(0, 0, 374, 300), translates: false, as: "comic"),
            try view("cVr-Im-7aQ", parent: "comic", in: component, as: "comic/cover"),
        ]
        views[3].intrinsicSize = coverIntrinsicSize
        var constraints = ["Cy9-dT-r2c", "Ld7-dT-s6a", "Tr5-dT-s4f", "hT3-dC-v8n"].compactMap(host.constraint).map { written in
            LayoutTree.Constraint(id: written.id, spec: ConstraintSpec(
                firstItemID: written.firstItemID, firstAttribute: written.firstAttribute, relation: written.relation,
                secondItemID: written.secondItemID, secondAttribute: written.secondAttribute,
                multiplier: written.multiplier, constant: written.constant, priority: written.priority), origin: .written(written.location))
        }
        func made(_ id: String, _ spec: ConstraintSpec) -> LayoutTree.Constraint { LayoutTree.Constraint(id: id, spec: spec, origin: .loader("test")) }
        let (placeholder, root, cover) = (views[1], views[2], views[3])
        for attribute in [LayoutAttribute.leading, .trailing, .top, .bottom] {
            constraints.append(made("pin.\(attribute)", root.anchor(attribute) == placeholder.anchor(attribute)))
        }
        let coverWidth = try #require(component.constraint("fW4-cI-x2n"))
        constraints += [
            made("coverLeading", cover.leading == root.leading + 16),
            made("coverTop", cover.top == root.top + 16),
            made("coverInside", cover.trailing <= root.trailing),
            LayoutTree.Constraint(id: "comic/coverWidth", spec: cover.width == coverWidthConstant, origin: .written(coverWidth.location)),
        ]
        return LayoutTree(host: host, views: views, constraints: constraints,
                          guides: [LayoutTree.Guide(id: "sAf-dT-1qe", kind: .safeArea, ownerViewID: rootID)])
    }

    @Test func aTreeOfTwoDocumentsIsLaidOutWithTheHostsEnvironment() throws {
        let session = LayoutSession(system: try LayoutSystem(tree: comicTree()))
        #expect(session.views.map(\.itemID).count == 4)
        #expect(session.view("dCv-Cm-8uf")?.frame == rect(20, 298, 374, 300))
        #expect(session.view("comic")?.frame == rect(0, 0, 374, 300))
        // The cover's height is its image's intrinsic size (document frame): 180.
        #expect(session.view("comic/cover")?.frame == rect(16, 16, 120, 180))
        #expect(session.view("comic/cover")?.frameInRoot == rect(36, 314, 120, 180))
        #expect(session.view("comicView")?.itemID == "dCv-Cm-8uf", "the host's outlets name the host's views")

        let width = try #require(session.constraint("comic/coverWidth"))
        #expect(session.describe(width) == "coverImageView.width == 120 (comic/coverWidth)")
        width.constant = 150
        #expect(session.view("comic/cover")?.frame == rect(16, 16, 150, 180))
        // Described as written, with the constant code gave it, as a document's constraint is.
        #expect(session.describe(width) == "coverImageView.width == 120 (comic/coverWidth) [constant now 150]")
    }

    @Test func aTreeViewsIntrinsicSizeCanBeGiven() throws {
        let session = LayoutSession(system: try LayoutSystem(tree: comicTree(coverIntrinsicSize: .size(width: nil, height: 100))))
        #expect(session.view("comic/cover")?.frame == rect(16, 16, 120, 100))
    }

    @Test func aConflictInATreeNamesWhereTheConstraintIsWritten() throws {
        let session = LayoutSession(system: try LayoutSystem(tree: comicTree(coverWidthConstant: 500)))
        let conflict = try #require(session.conflicts.first)
        let member = try #require(conflict.members.first { $0.constraintID == "comic/coverWidth" })
        #expect(member.location?.file.hasSuffix("ComicView.xib") == true)
        #expect(member.location?.line == 29)
        #expect(conflict.description.contains("ComicView.xib:29"))
    }
}
