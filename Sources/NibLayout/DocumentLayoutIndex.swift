import NibModel

/// What layout needs from a document, computed once and shared by every root and variant:
/// the views and layout guides of each root's tree, numbered (below), the constraints of each
/// root with their items resolved, the scenes' simulated bars, and the device.
///
/// Item numbers: every view and layout guide of a root's tree gets a small integer, its index
/// in `items`, so that the layout's per-view tables are arrays indexed by number instead of
/// dictionaries keyed by id (hashing ids cost more than a tenth of a lint run). An id is
/// hashed here, once per document, and per constraint once (`constraintItems`).
/// The numbering, root after root in `rootViewIDs` order: a root's views first, in pre-order
/// (a view, then each of its subviews in document order followed by that subview's own
/// subtree), then the layout guides of those views, grouped by owner in view order. Hence a
/// root's items are one range of numbers (`RootTree`), a view's subtree is the range
/// `number ..< items[number].subtreeEnd`, and a view's guides are `items[number].guides`.
///
/// Everything is an array or dictionary lookup so that laying out one root costs in
/// proportion to that root, not to the document (a xib of 100,000 views has as many roots to visit).
struct DocumentLayoutIndex: Sendable {
    let document: IBDocument
    /// `document.rootViewIDs`, computed once (the property filters every object of the document).
    let rootViewIDs: [String]
    /// Every view and layout guide of a root's tree: index i of `items` is item number i.
    let items: [TreeItem]
    /// The number of each item by id. An id written twice names the item numbered first
    /// (the document's `object(_:)` likewise names the first object).
    let itemNumbers: [String: Int]
    /// The items of each root's tree, by the root's id.
    let trees: [String: RootTree]
    /// The items of each constraint: index i is `document.constraints[i]`'s first and second
    /// item numbers, nil where the item is not a view or guide of a root's tree (or absent).
    let constraintItems: [(first: Int?, second: Int?)]
    /// The view that owns each layout guide (every guide the document names an owner for).
    let guideOwner: [String: String]
    let sceneMetrics: [String: SceneMetrics]
    let device: DeviceMetrics?
    /// The Xcode build that saved the file (`toolsVersion` before its dot), 0 when absent:
    /// IB renders with the metrics of the iOS that Xcode ships with.
    let toolsVersion: Double
    /// The configuration IB's canvas shows for the document's "View as" device, the one its
    /// frames are written for (`canvasVariant(of:device:landscape:)`).
    let canvasVariant: Variant

    init(_ document: IBDocument) {
        self.document = document
        rootViewIDs = document.rootViewIDs
        var guidesByOwner: [String: [IBLayoutGuide]] = [:]
        var guideOwner: [String: String] = [:]
        guideOwner.reserveCapacity(document.layoutGuides.count)
        for guide in document.layoutGuides {
            guard let owner = guide.ownerViewID else { continue }
            guidesByOwner[owner, default: []].append(guide)
            guideOwner[guide.id] = owner
        }
        // Sized up front (at most every object): growing a table re-hashes every id in it.
        var items: [TreeItem] = []
        items.reserveCapacity(document.objects.count)
        var numbers: [String: Int] = [:]
        numbers.reserveCapacity(document.objects.count)
        var trees: [String: RootTree] = [:]
        for rootID in rootViewIDs {
            let root = items.count
            // Pre-order: a view, then its subviews' subtrees in document order.
            var pending: [(id: String, superview: Int)] = [(rootID, -1)]
            while let (id, superview) = pending.popLast() {
                guard let view = document.object(id), view.role == .view, Self.number(id, as: items.count, in: &numbers) else { continue }
                let number = items.count
                items.append(TreeItem(id: id, object: view, root: root, parent: superview, guideKind: nil, number: number))
                for subviewID in view.subviewIDs.reversed() { pending.append((subviewID, number)) }
            }
            guard items.count > root else { continue }
            let viewEnd = items.count
            // A subtree ends where the subtrees of its last subview end (children follow parents).
            for view in (root ..< viewEnd).reversed() {
                let superview = items[view].parent
                if superview >= 0 { items[superview].subtreeEnd = max(items[superview].subtreeEnd, items[view].subtreeEnd) }
            }
            // A document without guides skips the lookups.
            for view in root ..< viewEnd where !guidesByOwner.isEmpty {
                let first = items.count
                for guide in guidesByOwner[items[view].id] ?? [] where Self.number(guide.id, as: items.count, in: &numbers) {
                    items.append(TreeItem(id: guide.id, object: document.object(guide.id), root: root, parent: view,
                                          guideKind: guide.kind, number: items.count))
                }
                items[view].guides = first ..< items.count
            }
            trees[rootID] = RootTree(root: root, viewEnd: viewEnd, end: items.count)
        }
        // Each constraint's items, resolved once; and the views that are an item of a
        // constraint held by another view, i.e. by an ancestor (Xcode turns autoresizing off
        // for those, even when older files do not say so).
        var constraintItems: [(first: Int?, second: Int?)] = []
        constraintItems.reserveCapacity(document.constraints.count)
        // Each root's constraints, at index root number until they are filed in `trees`.
        var constraintsOfRoot = [[Int]](repeating: [], count: items.count)
        // A view's constraints are written together: the holder's root is looked up once per run.
        var holder: (id: String, root: Int?)?
        for (index, constraint) in document.constraints.enumerated() {
            let holderID = constraint.holderID
            if holder?.id != holderID { holder = (holderID, numbers[holderID].map { items[$0].root }) }
            if let root = holder?.root { constraintsOfRoot[root].append(index) }
            let first = numbers[constraint.firstItemID]
            let second = constraint.secondItemID.flatMap { numbers[$0] }
            constraintItems.append((first, second))
            if let first { items[first].isConstraintItem = true }
            if let second { items[second].isConstraintItem = true }
        }
        trees = trees.mapValues { tree in
            var tree = tree
            tree.constraints = constraintsOfRoot[tree.root]
            return tree
        }
        self.items = items
        self.itemNumbers = numbers
        self.trees = trees
        self.constraintItems = constraintItems
        self.guideOwner = guideOwner
        let toolsVersion = ToolsVersion.of(document)
        self.toolsVersion = toolsVersion
        self.sceneMetrics = document.kind == .storyboard ? SceneMetrics.all(in: document, toolsVersion: toolsVersion) : [:]
        self.device = Self.device(of: document, toolsVersion: toolsVersion)
        canvasVariant = Self.canvasVariant(of: document, device: device, landscape: document.device?.orientation == "landscape")
    }

    /// The "View as" device the document names, nil when it names none NibKit knows.
    static func device(of document: IBDocument, toolsVersion: Double) -> DeviceMetrics? {
        // Older files name the device only in `<simulatedScreenMetrics key="destination"
        // type="retina4_7.fullscreen"/>`.
        let tree = document.tree
        let simulated = tree.child(of: tree.root, named: "simulatedMetricsContainer")
            .flatMap { tree.child(of: $0, named: "simulatedScreenMetrics", key: "destination") }
            .flatMap { tree[$0][attribute: "type"] }
        let deviceID = document.device?.id ?? simulated?.split(separator: ".").first.map(String.init)
        return deviceID.flatMap { DeviceMetrics.named($0, toolsVersion: toolsVersion) }
    }

    /// The configuration IB's canvas lays the document out in: the storyboard editor shows
    /// the "View as" device with its size classes (View Controller Programming Guide,
    /// "Building an Adaptive Interface"), so every variation whose traits the device has
    /// applies, and the frames the document holds are that layout's. Of `document.variants`,
    /// the most specific one the device's size classes match, when it also names every other
    /// such variation's traits (so its layout is the device's); the base configuration without
    /// a device, without such a variation, or when two of them each name a trait the other
    /// does not.
    static func canvasVariant(of document: IBDocument, device: DeviceMetrics?, landscape: Bool) -> Variant {
        guard let device, document.variants.count > 1 else { return .base }
        let deviceTraits = Variant(key: device.sizeClassKey(landscape: landscape))
        let applying = document.variants.filter { deviceTraits.matches($0) }
        guard let mostSpecific = applying.max(by: { $0.traits.count < $1.traits.count }),
              applying.allSatisfy({ mostSpecific.matches($0) }) else { return .base }
        return mostSpecific
    }

    /// Gives `id` the number `number` unless it has one already (false then): one hash.
    private static func number(_ id: String, as number: Int, in numbers: inout [String: Int]) -> Bool {
        guard let earlier = numbers.updateValue(number, forKey: id) else { return true }
        numbers[id] = earlier
        return false
    }

    var isLandscape: Bool { document.device?.orientation == "landscape" }

    /// The device's pixel scale (2 when unknown: every Retina Mac and most iOS devices).
    var scale: Double { device?.scale ?? 2 }

    /// Whether a view positions itself by its frame and autoresizing mask: unless it says
    /// `translatesAutoresizingMaskIntoConstraints="NO"`, whatever constraints name it. Xcode
    /// writes NO for every view it does not translate: each of the corpus's 2,002 documents with
    /// constraints writes the attribute, and the 65 subviews in them that constraints name but
    /// that do not write it (52 only as the item other views are placed from; 9 projects, iOS
    /// and macOS) are all unmarked, laid out by their masks.
    func translatesAutoresizingMask(_ number: Int) -> Bool {
        items[number].object?.translatesAutoresizingMaskIntoConstraints ?? false
    }

    /// The root view whose tree holds an item (a view or guide), nil for ids of no root's tree.
    func rootID(of id: String) -> String? { itemNumbers[id].map { items[items[$0].root].id } }

    /// The constraints held inside a root's tree (indices into `document.constraints`), in
    /// document order; none for an id that is not a root.
    func constraints(ofRoot rootID: String) -> [Int] { trees[rootID]?.constraints ?? [] }

    /// The numbers of a root's views (none for an id that is not a root).
    func views(ofRoot rootID: String) -> Range<Int> { trees[rootID].map { $0.root ..< $0.viewEnd } ?? 0 ..< 0 }

    /// How many views a root's tree has (0 for an id that is not a root).
    func viewCount(ofRoot rootID: String) -> Int { views(ofRoot: rootID).count }
}

/// A view or layout guide of a root's tree, by its number in `DocumentLayoutIndex.items`.
struct TreeItem: Sendable {
    let id: String
    /// The view (`role == .view`) or the guide's object; nil only for a guide without one.
    let object: IBObject?
    /// The number of the root view of the item's tree.
    let root: Int
    /// A view: its superview's number, -1 for the root. A guide: its owner view's number.
    let parent: Int
    /// nil for a view.
    let guideKind: LayoutGuideKind?
    /// A view: one past the last number of its subtree (the view itself and every view below
    /// it). A guide: one past its own number.
    fileprivate(set) var subtreeEnd: Int
    /// A view: the numbers of the layout guides it owns, in document order. Empty for a guide.
    fileprivate(set) var guides: Range<Int> = 0 ..< 0
    /// Some constraint of the document (in any configuration, placeholders included) has
    /// this item as its first or second item.
    fileprivate(set) var isConstraintItem = false

    fileprivate init(id: String, object: IBObject?, root: Int, parent: Int, guideKind: LayoutGuideKind?, number: Int) {
        self.id = id
        self.object = object
        self.root = root
        self.parent = parent
        self.guideKind = guideKind
        self.subtreeEnd = number + 1
    }

    var isGuide: Bool { guideKind != nil }
}

/// The numbers of one root's items (`DocumentLayoutIndex`): the root's views are
/// `root ..< viewEnd` (the root first), its tree's layout guides `viewEnd ..< end`.
struct RootTree: Sendable {
    let root: Int
    let viewEnd: Int
    let end: Int
    /// The constraints held inside the tree (indices into `document.constraints`), in document order.
    fileprivate(set) var constraints: [Int] = []

    var items: Range<Int> { root ..< end }
}
