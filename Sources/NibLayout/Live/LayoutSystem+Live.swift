import NibModel
import NibSolver

// What a live session needs from the static builder (`LayoutSystem`) beyond its public maps.
// Thin on purpose: the translation of attributes into solver expressions is the builder's
// (`expression(_:of:seenFrom:)`, `solverSides`); nothing here re-derives margins, guides or coordinates.

extension LayoutSystem {
    /// The solver sides of a live constraint (`solverSides`, shared with the document builder).
    /// nil when an item is not a view or guide of this system's tree.
    @MainActor func solverSides(of constraint: LiveConstraint) -> (lhs: Expression, relation: Relation, rhs: Expression)? {
        guard let first = item(constraint.firstItemID) else { return nil }
        var second: Int?
        if let secondID = constraint.secondItemID {
            guard let number = item(secondID) else { return nil }
            second = number
        }
        return solverSides(of: constraint.spec, first: first, second: second)
    }

    /// The root's safe-area insets once it is resized to `size`, from the document's device
    /// (`DeviceMetrics`) in the orientation the size matches: the device's system insets for
    /// that orientation, plus the bars the scene added to the document's insets (navigation
    /// bar, tab bar, toolbar: kept at their document height). nil when the root did not get
    /// the device's insets in the document, or when the size is not the device's screen in
    /// either orientation (split view, freeform): its insets then stay as they are.
    func rootSafeAreaInsets(forContainerSize size: Size) -> EdgeInsets? {
        guard let device = index.device, let written = documentFrames[item: root],
              let before = RootEnvironment.screen(for: index.items[root].frame ?? written, device: device),
              let after = RootEnvironment.screen(for: Rect(x: 0, y: 0, width: size.width, height: size.height), device: device)
        else { return nil }
        func bars(_ total: Double, _ system: Double) -> Double { max(0, total - system) }
        return EdgeInsets(top: after.insets.top + bars(rootInsets.top, before.insets.top),
                          left: after.insets.left + bars(rootInsets.left, before.insets.left),
                          bottom: after.insets.bottom + bars(rootInsets.bottom, before.insets.bottom),
                          right: after.insets.right + bars(rootInsets.right, before.insets.right))
    }

    /// A view's solved frame as the document writes frames, in its superview's coordinates and
    /// in the root's: y counted up from the bottom of a container that counts its subviews y up
    /// (unflipped AppKit views); the root at its document origin. Takes the geometry of the
    /// view, its superview and the root (computed once by the caller, so that reading a frame
    /// allocates nothing).
    func solvedFrames(of view: FrameGeometry, superview: FrameGeometry?, root: FrameGeometry,
                      rootOrigin: (x: Double, y: Double)) -> (inSuperview: Rect, inRoot: Rect) {
        let width = value(view.width), height = value(view.height)
        var inRoot = Rect(x: value(view.left), y: value(view.top), width: width, height: height)
        var inSuperview = Rect(x: rootOrigin.x, y: rootOrigin.y, width: width, height: height)
        if let superview {
            inSuperview.x = inRoot.x - value(superview.left)
            inSuperview.y = inRoot.y - value(superview.top)
            if superview.countsSubviewsYUp { inSuperview.y = value(superview.height) - inSuperview.y - height }
        }
        if root.countsSubviewsYUp { inRoot.y = value(root.height) - inRoot.y - height }
        return (inSuperview, inRoot)
    }

    /// The view (or the guide's owner view) an item id stands for.
    func ownerView(of itemID: String) -> String { index.guideOwner[itemID] ?? itemID }

    /// The id of an installed view's superview (nil for the root and for ids of no installed view).
    func superviewID(of viewID: String) -> String? {
        item(viewID).flatMap { superviews[item: $0] }.map(id(of:))
    }

    /// Whether `ancestorID` is a superview, or a superview's superview, … of `viewID`.
    func isStrictAncestor(_ ancestorID: String, of viewID: String) -> Bool {
        var current = item(viewID).flatMap { superviews[item: $0] }
        while let view = current {
            if id(of: view) == ancestorID { return true }
            current = superviews[item: view]
        }
        return false
    }

    /// A view's frame (its alignment-rectangle box grown by its alignment insets) as solver
    /// expressions, and whether its subviews count y up (an AppKit view that is not flipped).
    func frameGeometry(of view: Int) -> FrameGeometry {
        FrameGeometry(left: frameLeft(view), top: frameTop(view), width: frameWidth(view), height: frameHeight(view),
                      countsSubviewsYUp: index.items[view].object != nil && !isFlipped(view))
    }
}

/// The frame of one view in solver terms (see `LayoutSystem.frameGeometry(of:)`).
struct FrameGeometry {
    let left: Expression
    let top: Expression
    let width: Expression
    let height: Expression
    let countsSubviewsYUp: Bool
}

/// What one configuration installs, as a live session sees it.
struct LiveInstallation {
    /// Installed constraints whose items (views, or guides' views) are all installed.
    let constraints: Set<String>
    /// Views the configuration leaves out, with every view below them.
    let uninstalledViews: Set<String>
}

extension LayoutInput {
    /// The constraints and views `variant` installs. A constraint on a view the variant leaves
    /// out is not installed, whatever the constraint masks say (UIKit removes a view's
    /// constraints with the view).
    func liveInstallation(of variant: Variant) -> LiveInstallation {
        let uninstalled = document.uninstalledViewIDs(in: variant)
        var constraints = document.installedConstraintIDs(in: variant)
        if !uninstalled.isEmpty {
            constraints = constraints.filter { id in
                document.constraint(id)?.itemIDs.allSatisfy { !uninstalled.contains(guideOwner[$0] ?? $0) } ?? false
            }
        }
        return LiveInstallation(constraints: constraints, uninstalledViews: uninstalled)
    }
}

extension ActiveSet {
    /// A live session's: the constraints of `variant`, over the views that ANY configuration of
    /// the document installs, so that a variant switch can put views in and take them out.
    /// Arranged subviews of stack views (and what they hold) that `variant` leaves out stay
    /// out: their stack arranges only what is installed.
    init(liveSessionOf index: LayoutInput, variant: Variant) {
        let document = index.document
        let current = document.uninstalledViewIDs(in: variant)
        let installed = index.liveInstallation(of: variant).constraints
        installing = document.constraints.indices.map { installed.contains(document.constraints[$0].id) ? variant : nil }
        func isInStackView(_ id: String) -> Bool {
            var view = document.object(id)
            while let superview = view?.superviewID.flatMap(document.object) {
                if superview.element == "stackView" { return true }
                view = superview
            }
            return false
        }
        uninstalledViewIDs = document.variants.reduce(current) { $0.intersection(document.uninstalledViewIDs(in: $1)) }
            .union(current.filter(isInStackView))
    }
}

