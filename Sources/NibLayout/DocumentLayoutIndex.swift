import NibModel

/// What layout needs from a document, computed once and shared by every root and variant:
/// which root each view belongs to, the constraints of each root, layout guides by owner,
/// the scenes' simulated bars, and the views that take part in constraints.
///
/// Everything is a dictionary or array lookup so that laying out one root costs in proportion
/// to that root, not to the document (a xib of 100,000 views has as many roots to visit).
struct DocumentLayoutIndex: Sendable {
    let document: IBDocument
    /// `document.rootViewIDs`, computed once (the property filters every object of the document).
    let rootViewIDs: [String]
    /// Each view's root view (a root is its own).
    let rootOf: [String: String]
    /// Constraints (indices into `document.constraints`) held inside each root's tree.
    let constraintsByRoot: [String: [Int]]
    /// Layout guides by the view that owns them.
    let guidesByOwner: [String: [IBLayoutGuide]]
    /// The view that owns each layout guide.
    let guideOwner: [String: String]
    /// How many views each root's tree has (its `rootOf` entries that are not layout guides).
    let viewCountByRoot: [String: Int]
    /// Views that are an item of a constraint held by another view, i.e. by an ancestor (Xcode
    /// turns autoresizing off for those, even when older files do not say so).
    let constrainedViewIDs: Set<String>
    let sceneMetrics: [String: SceneMetrics]
    let device: DeviceMetrics?
    /// The Xcode build that saved the file (`toolsVersion` before its dot), 0 when absent:
    /// IB renders with the metrics of the iOS that Xcode ships with.
    let toolsVersion: Double

    init(_ document: IBDocument) {
        self.document = document
        // Tables sized up front (at most every object, every guide, every constraint's items):
        // growing a table re-hashes every id in it.
        var rootOf: [String: String] = [:]
        rootOf.reserveCapacity(document.objects.count + document.layoutGuides.count)
        rootViewIDs = document.rootViewIDs
        for rootID in rootViewIDs {
            var pending = [rootID]
            while let id = pending.popLast() {
                guard rootOf[id] == nil, let view = document.object(id) else { continue }
                rootOf[id] = rootID
                pending.append(contentsOf: view.subviewIDs)
            }
        }
        var guidesByOwner: [String: [IBLayoutGuide]] = [:]
        var guideOwner: [String: String] = [:]
        guideOwner.reserveCapacity(document.layoutGuides.count)
        for guide in document.layoutGuides {
            guard let owner = guide.ownerViewID else { continue }
            guidesByOwner[owner, default: []].append(guide)
            guideOwner[guide.id] = owner
            rootOf[guide.id] = rootOf[owner]
        }
        var byRoot: [String: [Int]] = [:]
        var constrained = Set<String>()
        constrained.reserveCapacity(document.constraints.count)
        // By index: a `for constraint in document.constraints` loop copies every constraint.
        // A view's constraints are written together: the holder's root is looked up, and the
        // run of its constraints filed under that root, once per run.
        var run: (holderID: String, root: String?, indices: [Int])?
        func fileRun() {
            if let run, let root = run.root { byRoot[root, default: []].append(contentsOf: run.indices) }
        }
        for index in document.constraints.indices {
            let holderID = document.constraints[index].holderID
            if run?.holderID != holderID {
                fileRun()
                run = (holderID, rootOf[holderID], [])
            }
            run!.indices.append(index)
            // Held by an ancestor (or relating the view to another item): Xcode sets NO.
            let firstItemID = document.constraints[index].firstItemID
            if firstItemID != holderID { constrained.insert(firstItemID) }
            if let secondItemID = document.constraints[index].secondItemID, secondItemID != holderID { constrained.insert(secondItemID) }
        }
        fileRun()
        self.rootOf = rootOf
        self.constraintsByRoot = byRoot
        self.guidesByOwner = guidesByOwner
        self.guideOwner = guideOwner
        var viewCountByRoot: [String: Int] = [:]
        for (id, rootID) in rootOf where guideOwner[id] == nil { viewCountByRoot[rootID, default: 0] += 1 }
        self.viewCountByRoot = viewCountByRoot
        self.constrainedViewIDs = constrained
        let toolsVersion = ToolsVersion.of(document)
        self.toolsVersion = toolsVersion
        self.sceneMetrics = document.kind == .storyboard ? SceneMetrics.all(in: document, toolsVersion: toolsVersion) : [:]
        // Older files name the device only in `<simulatedScreenMetrics key="destination"
        // type="retina4_7.fullscreen"/>`.
        let tree = document.tree
        let simulated = tree.child(of: tree.root, named: "simulatedMetricsContainer")
            .flatMap { tree.child(of: $0, named: "simulatedScreenMetrics", key: "destination") }
            .flatMap { tree[$0][attribute: "type"] }
        let deviceID = document.device?.id ?? simulated?.split(separator: ".").first.map(String.init)
        self.device = deviceID.flatMap { DeviceMetrics.named($0, toolsVersion: toolsVersion) }
    }

    var isLandscape: Bool { document.device?.orientation == "landscape" }

    /// The device's pixel scale (2 when unknown: every Retina Mac and most iOS devices).
    var scale: Double { device?.scale ?? 2 }

    /// Whether a view positions itself by its frame and autoresizing mask. Absent
    /// `translatesAutoresizingMaskIntoConstraints` means YES, except for views that
    /// constraints relate to other items (Xcode sets NO for those; old files omit it).
    func translatesAutoresizingMask(_ view: IBObject) -> Bool {
        guard view.translatesAutoresizingMaskIntoConstraints else { return false }
        let written = document.tree[view.node][known: .translatesAutoresizingMaskIntoConstraints] != nil
        return written || !constrainedViewIDs.contains(view.id)
    }
}
