import NibModel
import NibSolver
import Observation

/// A live layout of one root view: the view tree of a storyboard scene or a xib's top-level
/// view with its constraints on an incremental solver, changed at run time as UIKit code
/// changes `NSLayoutConstraint`s, and observed as frames change.
///
///     let session = try LayoutSession(document: document, sceneID: "Sn6-sL-7uv")
///     let centerX = session.constraint("centerXConstraint")!     // by outlet, id, identifier or label
///     centerX.offset = 50                                          // one in-place solver update
///     session.view("flexibleView")!.frame                          // (235, 426, 44, 44)
///
/// Isolation: `@MainActor`, like UIKit; bindings are `Task`s on the main actor.
///
/// Cost: every change is incremental. A constant change is one in-place solver update
/// (`Solver.setConstant`), and the pass that follows reads back only the variables the solver
/// reports changed (`takeChangedVariables`), updating the frames of those views and of their
/// direct subviews; nothing visits the whole tree. Activation adds or removes one solver row.
///
/// Conflicts: a required constraint that cannot hold when activated (or when its constant or
/// the container size changes) is broken, not refused: it stays in the layout at
/// `Priority.brokenRequired`, the session stays valid, and a `ConstraintConflict` naming the
/// minimal conflicting set is appended to `conflicts` and sent with the next `LayoutPass`.
///
/// The translation of the document into solver constraints (margins, safe areas, guides,
/// autoresizing masks, intrinsic sizes, stack views) is `LayoutSystem`'s; a session can be made
/// from any `LayoutSystem` (`init(system:)`), for example one built from an instantiated tree
/// (`LayoutSystem(tree:)`; NibProject's `LayoutSession(expanding:sceneID:in:)` expands a
/// document's component placeholders into one).
@MainActor @Observable
public final class LayoutSession {
    /// The document the session was made from (for a session on an instantiated tree, the
    /// host document, whose root view the tree's root is: see `LayoutSystem(tree:)`).
    public let document: IBDocument
    /// The solver constraints of the root, as the builder made them and the session keeps them.
    public let system: LayoutSystem
    /// The root view of the tree.
    public let rootView: LiveView
    /// Every view of the tree that some variant installs, parents before children, the root
    /// first (`LiveView.isInstalled`: whether the current variant does).
    public let views: [LiveView]
    /// The size-class / trait configuration whose constraints are installed (`setVariant`).
    public private(set) var variant: Variant
    /// Every conflict resolved so far, oldest first.
    public private(set) var conflicts: [ConstraintConflict] = []
    /// The number of layout passes run so far.
    public private(set) var passCount = 0

    @ObservationIgnored private var solver: Solver { system.solver }
    @ObservationIgnored private let viewsByID: [String: LiveView]
    /// The view owning each solver variable, indexed by `Variable.id` (nil: a guide's or a helper).
    @ObservationIgnored private let viewOfVariable: [LiveView?]
    @ObservationIgnored private let rootOrigin: (x: Double, y: Double)
    /// The written constraints of this tree, in order: the document's (placeholders left out),
    /// or an instantiated tree's.
    @ObservationIgnored private var documentConstraints: [LiveConstraint] = []
    /// Document constraints that a variation mask or override mentions: the only ones a
    /// variant switch can change.
    @ObservationIgnored private var variableConstraints: [LiveConstraint] = []
    @ObservationIgnored private var constraintsByName: [String: LiveConstraint] = [:]
    /// The name code knows a document constraint by (outlet, identifier or label), for messages.
    @ObservationIgnored private var nameOfConstraint: [String: String] = [:]
    @ObservationIgnored private var constraintsBySolverID: [ConstraintID: LiveConstraint] = [:]
    /// Code-made constraints by the view they constrain (first item), for `remakeConstraints`.
    @ObservationIgnored private var madeConstraints: [String: [LiveConstraint]] = [:]
    @ObservationIgnored private var codeConstraintCount = 0
    @ObservationIgnored private var installation: [Variant: LiveInstallation] = [:]
    /// The views of the tree the current variant leaves out.
    @ObservationIgnored private var uninstalledViews: Set<String> = []
    /// Views whose frames the next pass updates whatever the solver changed (installed or taken out).
    @ObservationIgnored private var pendingViews: [LiveView] = []
    @ObservationIgnored private var batchDepth = 0
    @ObservationIgnored private var pendingConflicts: [ConstraintConflict] = []
    @ObservationIgnored private let passObservers = Broadcaster<LayoutPass>()

    // MARK: Making a session

    /// A session of one root view (a controller's `view`, or a xib's top-level view).
    /// - Throws: `.noRootView` when `rootViewID` is not a root view of the document.
    public convenience init(document: IBDocument, rootViewID: String, variant: Variant = .base,
                            options: LayoutOptions = .init()) throws(LiveLayoutError) {
        guard let root = document.object(rootViewID), root.role == .view, root.superviewID == nil else {
            throw .noRootView(rootViewID)
        }
        let index = LayoutInput(document)
        self.init(system: LayoutSystem(index: index, rootViewID: root.id, variant: variant, options: options,
                                       active: ActiveSet(liveSessionOf: index, variant: variant)))
    }

    /// A session of a storyboard scene's view controller root view.
    /// - Throws: `.noRootView` when the scene does not exist or its controller has no view.
    public convenience init(document: IBDocument, sceneID: String, variant: Variant = .base,
                            options: LayoutOptions = .init()) throws(LiveLayoutError) {
        try self.init(document: document, rootViewID: Self.rootViewID(ofScene: sceneID, in: document),
                      variant: variant, options: options)
    }

    /// The root view of a storyboard scene (its controller's `view`).
    /// - Throws: `.noRootView` when the scene does not exist or its controller has no view.
    public nonisolated static func rootViewID(ofScene sceneID: String, in document: IBDocument) throws(LiveLayoutError) -> String {
        let scene = document.scenes.first { $0.sceneID == sceneID }
        let controller = scene?.controllerID.flatMap(document.object)
        guard let rootID = controller?.childIDs.first(where: { document.object($0)?.key == "view" }) else {
            throw .noRootView(sceneID)
        }
        return rootID
    }

    /// A session over an already-built layout system (the session takes it over: change it
    /// only through the session from now on). Installed constraints the builder refused as
    /// conflicting are added broken and reported in `conflicts`.
    public init(system: LayoutSystem) {
        self.system = system
        document = system.document
        variant = system.variant
        var viewsByID: [String: LiveView] = [:]
        var views: [LiveView] = []
        var viewOfVariable: [LiveView?] = []
        for number in system.views {
            guard let box = system.boxes[item: number] else { continue }
            let id = system.id(of: number)
            let item = system.index.items[number]
            let view = LiveView(itemID: id, name: system.index.displayName(of: number),
                                superview: system.superviews[item: number].flatMap { viewsByID[system.id(of: $0)] }, box: box,
                                geometry: system.frameGeometry(of: number),
                                guides: item.guides.map { (system.id(of: $0), system.index.items[$0].guideKind!) })
            viewsByID[id] = view
            views.append(view)
            for variable in [box.x, box.y, box.width, box.height] {
                let index = Int(variable.id)
                if index >= viewOfVariable.count { viewOfVariable += Array(repeating: nil, count: index + 1 - viewOfVariable.count) }
                viewOfVariable[index] = view
            }
        }
        self.viewsByID = viewsByID
        self.views = views
        self.viewOfVariable = viewOfVariable
        rootView = viewsByID[system.rootViewID]!
        let rootFrame = system.index.items[system.root].frame
        rootOrigin = (rootFrame?.x ?? 0, rootFrame?.y ?? 0)
        uninstalledViews = installation(of: variant).uninstalledViews
        for view in views where uninstalledViews.contains(view.itemID) { view.isInstalled = false }
        adoptDocumentConstraints()
        for view in views { updateFrame(of: view) }
        _ = solver.takeChangedVariables()
        pendingConflicts = [] // the starting layout's conflicts are in `conflicts`, not in a pass
    }

    /// Makes a `LiveConstraint` of every written constraint of the tree (a document's or an
    /// instantiated tree's), active when the builder added it; installed ones the builder
    /// refused are activated (broken) here.
    private func adoptDocumentConstraints() {
        var refused: [LiveConstraint] = []
        func adopt(_ live: LiveConstraint, installed: Bool) {
            documentConstraints.append(live)
            if let solverID = system.constraintIDs[live.id] {
                live.solverID = solverID
                live.solverBase = solver.constant(of: solverID) - live.spec.constant
                constraintsBySolverID[solverID] = live
                live.record(isActive: true)
            } else if installed {
                refused.append(live)
            }
        }
        if let tree = system.tree {
            // One configuration: every constraint of the tree is installed, and none varies.
            for constraint in tree.constraints {
                let spec = constraint.spec
                adopt(LiveConstraint(id: constraint.id, document: nil, spec: spec,
                                     isReversed: isReversed(spec.firstItemID, spec.secondItemID), session: self), installed: true)
            }
        } else {
            adoptWrittenConstraints(adopt)
        }
        // Names: ids first, then outlets, identifiers and labels (an earlier kind wins a clash).
        for live in documentConstraints { constraintsByName[live.id] = live }
        let byID = constraintsByName
        for connection in document.connections where connection.kind == .outlet {
            if let property = connection.property, let live = connection.destinationID.flatMap({ byID[$0] }) {
                constraintsByName[property] = constraintsByName[property] ?? live
                nameOfConstraint[live.id] = nameOfConstraint[live.id] ?? property
            }
        }
        for live in documentConstraints {
            for name in [live.identifier, live.documentConstraint?.userLabel].compactMap({ $0 }) {
                constraintsByName[name] = constraintsByName[name] ?? live
                nameOfConstraint[live.id] = nameOfConstraint[live.id] ?? name
            }
        }
        solver.batch { for live in refused { insert(live) } }
    }

    /// The document's constraints of the root: each made live and given to `adopt` (with
    /// whether `variant` installs it, which appends it to `documentConstraints`), and those
    /// whose configuration can change kept in `variableConstraints`.
    private func adoptWrittenConstraints(_ adopt: (LiveConstraint, _ installed: Bool) -> Void) {
        let installed = installation(of: variant).constraints
        var variableIDs = Set(document.variationMasks.filter { $0.target == .constraints }
            .flatMap { $0.includedIDs + $0.excludedIDs })
        // Constraints on views a variant leaves out come and go with them.
        let varyingViews = Set(document.variants.flatMap { document.uninstalledViewIDs(in: $0) })
        for index in system.index.constraints(ofRoot: system.rootViewID) {
            let written = document.constraints[index]
            guard !written.isPlaceholder else { continue }
            if !written.overrides.isEmpty || written.itemIDs.contains(where: { varyingViews.contains(system.ownerView(of: $0)) }) {
                variableIDs.insert(written.id)
            }
            let resolved = written.resolved(in: variant)
            let live = LiveConstraint(id: resolved.id, document: resolved, spec: ConstraintSpec(resolved),
                                      isReversed: isReversed(resolved.firstItemID, resolved.secondItemID), session: self)
            adopt(live, installed.contains(resolved.id))
        }
        variableConstraints = documentConstraints.filter { variableIDs.contains($0.id) }
    }

    private func isReversed(_ firstID: String, _ secondID: String?) -> Bool {
        guard let secondID else { return false }
        return system.isStrictAncestor(system.ownerView(of: firstID), of: system.ownerView(of: secondID))
    }

    // MARK: Lookup

    /// A view by document id or by the name of an outlet connected to it.
    public func view(_ name: String) -> LiveView? {
        if let view = viewsByID[name] { return view }
        let outlet = document.connections.first { $0.kind == .outlet && $0.property == name && $0.destinationID.map { viewsByID[$0] != nil } == true }
        return outlet?.destinationID.flatMap { viewsByID[$0] }
    }

    /// A constraint by id, by the name of an outlet connected to it, by its runtime
    /// `identifier` or by its `userLabel` (in that order of precedence).
    public func constraint(_ name: String) -> LiveConstraint? { constraintsByName[name] }

    /// The document's constraints of this tree (placeholders excluded), in document order.
    public var constraintsFromDocument: [LiveConstraint] { documentConstraints }

    /// A view's safe-area insets as solved (nil when the document gives the view no safe area).
    public func safeAreaInsets(of view: LiveView) -> EdgeInsets? {
        guard let guide = view.safeArea, let box = system.boxes[guide.itemID] else { return nil }
        let x = solver.value(of: box.x), y = solver.value(of: box.y)
        let viewX = solver.value(of: view.box.x), viewY = solver.value(of: view.box.y)
        return EdgeInsets(top: y - viewY, left: x - viewX,
                          bottom: viewY + solver.value(of: view.box.height) - y - solver.value(of: box.height),
                          right: viewX + solver.value(of: view.box.width) - x - solver.value(of: box.width))
    }

    // MARK: Layout passes

    /// Runs `body` with one layout pass at its end instead of one per change (batches nest).
    /// Conflicts are still resolved change by change, in order.
    public func batch<T>(_ body: () throws -> T) rethrows -> T {
        batchDepth += 1
        defer {
            batchDepth -= 1
            if batchDepth == 0 { finishPass() }
        }
        return try solver.batch(body)
    }

    /// Every later layout pass, as a stream (ends when the consuming task is cancelled).
    public func layoutPasses() -> AsyncStream<LayoutPass> { passObservers.stream() }

    /// Reads back the changed variables and updates the frames of their views (and of those
    /// views' subviews, whose superview-relative frames depend on them).
    private func finishPass() {
        let changed = solver.takeChangedVariables()
        guard !changed.isEmpty || !pendingConflicts.isEmpty || !pendingViews.isEmpty else { return }
        let pass = passCount + 1
        var marked: [LiveView] = []
        func mark(_ view: LiveView) {
            guard view.markedInPass != pass else { return }
            view.markedInPass = pass
            marked.append(view)
        }
        for variable in changed {
            let index = Int(variable.id)
            guard index < viewOfVariable.count, let view = viewOfVariable[index] else { continue }
            mark(view)
            view.subviews.forEach(mark)
            // In a y-up root, frames in root coordinates count from its bottom edge.
            if view === rootView, rootView.geometry.countsSubviewsYUp { views.forEach(mark) }
        }
        pendingViews.forEach(mark)
        pendingViews = []
        let frameChanges = marked.compactMap { view in
            updateFrame(of: view) ? LayoutPass.FrameChange(viewID: view.itemID, frame: view.frame) : nil
        }
        guard !frameChanges.isEmpty || !pendingConflicts.isEmpty else { return }
        passCount = pass
        passObservers.yield(LayoutPass(number: pass, frameChanges: frameChanges, conflicts: pendingConflicts))
        pendingConflicts = []
    }

    /// Assigns a view's solved frames if they changed; true when they did. Frames are
    /// written as the document writes them: y counted up from the bottom of a container that
    /// counts its subviews y up (unflipped AppKit views); the root keeps its document origin.
    /// A view the variant leaves out reads a zero frame.
    @discardableResult
    private func updateFrame(of view: LiveView) -> Bool {
        let (inSuperview, inRoot) = !view.isInstalled ? (Rect.zero, Rect.zero)
            : system.solvedFrames(of: view.geometry, superview: view.superview?.geometry, root: rootView.geometry, rootOrigin: rootOrigin)
        if inRoot != view.frameInRoot { view.frameInRoot = inRoot }
        guard inSuperview != view.frame else { return false }
        view.frame = inSuperview
        return true
    }

    // MARK: Container size and variants

    /// The root view's size (its container: window, split-view column, device).
    public var containerSize: Size { Size(width: rootView.frame.width, height: rootView.frame.height) }

    /// Resizes the root view (rotation, split view, another device) and re-solves in place.
    /// When the new size is the document's device screen in the other orientation (a rotation),
    /// the safe areas take that orientation's insets (`DeviceMetrics`: status bar, notch sides,
    /// home indicator), the scene's bars kept; a subview's safe area is the part of them its
    /// frame before the resize overlaps. Other sizes keep the safe areas as they are, and
    /// layout margins keep their document values. A required constraint that cannot follow is
    /// broken and reported, as when UIKit resizes a window.
    /// - Throws: `.containerSizeUnavailable` if the builder gave no root size constraints.
    public func setContainerSize(_ size: Size) throws(LiveLayoutError) {
        guard let ids = system.containerSizeConstraintIDs else { throw .containerSizeUnavailable(rootViewID: rootView.itemID) }
        guard size.width.isFinite, size.height.isFinite else { throw .nonFiniteValue(constraintID: "container size") }
        let rootInsets = system.rootSafeAreaInsets(forContainerSize: size)
        batch {
            setFixedConstant(ids.width, to: size.width)
            setFixedConstant(ids.height, to: size.height)
            guard let rootInsets else { return }
            for guide in system.safeAreaGuides {
                let frame = guide.ownerViewID == rootView.itemID
                    ? Rect(x: 0, y: 0, width: size.width, height: size.height) : viewsByID[guide.ownerViewID]?.frameInRoot
                guard let frame else { continue }
                guard let owner = system.item(guide.ownerViewID) else { continue }
                let insets = system.safeAreaInsets(of: owner, framed: frame, within: rootInsets, rootSize: size)
                setFixedConstant(guide.x, to: insets.left)
                setFixedConstant(guide.width, to: -(insets.left + insets.right))
                setFixedConstant(guide.y, to: insets.top)
                setFixedConstant(guide.height, to: -(insets.top + insets.bottom))
            }
        }
    }

    /// Switches to another size-class / trait configuration: constraints the new variant does
    /// not install are deactivated FIRST, then the overrides of the staying ones applied, then
    /// the arriving ones activated, so a swap of two constraint sets never passes through a
    /// conflict. Only constraints that a variation mentions are visited.
    ///
    /// Views the new variant leaves out (a `subviews` mask) are taken out: their constraints,
    /// code-made ones included, are deactivated and their frames read zero (`isInstalled`
    /// false). Views it puts back get their document constraints back (code-made ones stay
    /// deactivated, as UIKit drops a removed view's constraints).
    /// - Throws: `.variantChangesViews` when the variants install different views and the
    ///   session cannot follow: a view the session was made without (a session over a
    ///   `LayoutSystem` built for one variant), or an arranged subview of a stack view (its
    ///   stack's arrangement would change); `.fixedConfiguration` for a session on an
    ///   instantiated tree.
    public func setVariant(_ newVariant: Variant) throws(LiveLayoutError) {
        guard newVariant != variant else { return }
        guard system.tree == nil else { throw .fixedConfiguration(newVariant) }
        let old = installation(of: variant), new = installation(of: newVariant)
        let leaving = new.uninstalledViews.subtracting(old.uninstalledViews)
        let changing = leaving.union(old.uninstalledViews.subtracting(new.uninstalledViews))
        guard changing.allSatisfy({ id in
            viewsByID[id] != nil && system.superviewID(of: id).flatMap(document.object)?.element != "stackView"
        }) else { throw .variantChangesViews(newVariant) }
        let oldVariant = variant
        batch {
            for live in variableConstraints where old.constraints.contains(live.id) && !new.constraints.contains(live.id) {
                removeFromSolver(live)
            }
            if !leaving.isEmpty {
                for live in Array(constraintsBySolverID.values) where live.itemIDs.contains(where: { leaving.contains(system.ownerView(of: $0)) }) {
                    removeFromSolver(live)
                }
            }
            uninstalledViews = new.uninstalledViews
            for id in changing {
                guard let view = viewsByID[id] else { continue }
                view.isInstalled = !new.uninstalledViews.contains(id)
                pendingViews.append(view)
            }
            for live in variableConstraints where old.constraints.contains(live.id) && new.constraints.contains(live.id) {
                applyOverrides(of: live, from: oldVariant, to: newVariant)
            }
            for live in variableConstraints where !old.constraints.contains(live.id) && new.constraints.contains(live.id) {
                if let written = document.constraint(live.id) { adopt(written.resolved(in: newVariant), into: live) }
                change(live, isActive: true)
            }
        }
        variant = newVariant
    }

    private func installation(of variant: Variant) -> LiveInstallation {
        if let known = installation[variant] { return known }
        // A tree installs all it holds, in its one configuration.
        let sets = system.tree.map { LiveInstallation(constraints: Set($0.constraints.map(\.id)), uninstalledViews: []) }
            ?? system.index.liveInstallation(of: variant)
        installation[variant] = sets
        return sets
    }

    /// A staying constraint whose overrides differ between the variants takes the new values.
    private func applyOverrides(of live: LiveConstraint, from oldVariant: Variant, to newVariant: Variant) {
        guard let written = document.constraint(live.id), !written.overrides.isEmpty else { return }
        let before = written.resolved(in: oldVariant), after = written.resolved(in: newVariant)
        if before.relation != after.relation || before.multiplier != after.multiplier || before.isRequired != after.isRequired {
            let wasActive = live.solverID != nil
            removeFromSolver(live)
            adopt(after, into: live)
            if wasActive { change(live, isActive: true) }
            return
        }
        if before.constant != after.constant { change(live, constant: after.constant) }
        if before.priority != after.priority { try? change(live, priority: Priority(after.priority)) }
    }

    private func adopt(_ resolved: IBConstraint, into live: LiveConstraint) {
        live.adopt(resolved)
        live.record(constant: resolved.constant)
        live.record(priority: Priority(resolved.priority))
    }

    // MARK: Constraints made from code

    /// Makes constraints from code, inactive (activate them with `activate` or `isActive`).
    /// - Throws: `.unknownItem` for an item outside this tree (or a position constant on the
    ///   root, which has no superview); `.invalidPriority`; `.nonFiniteValue`.
    public func prepareConstraints(@ConstraintBuilder _ make: () -> [ConstraintSpec]) throws(LiveLayoutError) -> [LiveConstraint] {
        var made: [LiveConstraint] = []
        for var spec in make() {
            let id = "code-\(codeConstraintCount + made.count + 1)"
            guard system.boxes[spec.firstItemID] != nil else { throw .unknownItem(spec.firstItemID) }
            if spec.secondItemID == nil, !spec.firstAttribute.isSize {
                // SnapKit's `equalTo(20)`: relative to the superview's same attribute.
                guard let superID = system.superviewID(of: system.ownerView(of: spec.firstItemID)) else {
                    throw .unknownItem("superview of \(spec.firstItemID)")
                }
                spec.secondItemID = superID
                spec.secondAttribute = spec.firstAttribute
            }
            if let second = spec.secondItemID, system.boxes[second] == nil { throw .unknownItem(second) }
            guard spec.priority >= 1 && spec.priority <= 1000 else { throw .invalidPriority(spec.priority) }
            guard spec.constant.isFinite, spec.multiplier.isFinite else { throw .nonFiniteValue(constraintID: id) }
            made.append(LiveConstraint(id: id, document: nil, spec: spec,
                                       isReversed: isReversed(spec.firstItemID, spec.secondItemID), session: self))
        }
        codeConstraintCount += made.count
        for live in made {
            madeConstraints[system.ownerView(of: live.firstItemID), default: []].append(live)
            if let identifier = live.identifier { constraintsByName[identifier] = constraintsByName[identifier] ?? live }
        }
        return made
    }

    /// Makes constraints from code and activates them, in one layout pass (SnapKit's
    /// `makeConstraints`). Same errors as `prepareConstraints`; nothing is made on error.
    @discardableResult
    public func makeConstraints(@ConstraintBuilder _ make: () -> [ConstraintSpec]) throws(LiveLayoutError) -> [LiveConstraint] {
        let made = try prepareConstraints(make)
        activate(made)
        return made
    }

    /// Deactivates and forgets the code-made constraints of `view` (those whose first item it
    /// is, document constraints untouched), then makes and activates new ones, in one pass.
    @discardableResult
    public func remakeConstraints(of view: LiveView, @ConstraintBuilder _ make: () -> [ConstraintSpec]) throws(LiveLayoutError) -> [LiveConstraint] {
        let old = madeConstraints.removeValue(forKey: view.itemID) ?? []
        let made: [LiveConstraint]
        do {
            made = try prepareConstraints(make)
        } catch {
            madeConstraints[view.itemID] = old
            throw error
        }
        batch {
            deactivate(old)
            activate(made)
        }
        return made
    }

    /// Activates constraints in order, in one layout pass (`NSLayoutConstraint.activate`).
    public func activate(_ constraints: [LiveConstraint]) {
        batch { for live in constraints { live.isActive = true } }
    }

    /// Deactivates constraints in one layout pass (`NSLayoutConstraint.deactivate`).
    public func deactivate(_ constraints: [LiveConstraint]) {
        batch { for live in constraints { live.isActive = false } }
    }

    // MARK: Changes (called by LiveConstraint)

    func change(_ live: LiveConstraint, constant: Double) {
        batch {
            defer { live.record(constant: constant) }
            guard let solverID = live.solverID, let base = live.solverBase else { return }
            do throws(SolverError) {
                try solver.setConstant(solverID, to: base + constant)
            } catch .unsatisfiable(let conflict) {
                // The old constant stays in the solver: break the constraint with the new one.
                report(conflict, breaking: live)
                removeFromSolver(live)
                live.record(constant: constant)
                live.record(isBroken: true)
                insert(live)
            } catch {
                preconditionFailure("setConstant on a live constraint: \(error)")
            }
        }
    }

    func change(_ live: LiveConstraint, isActive: Bool) {
        batch {
            if isActive { insert(live) } else { removeFromSolver(live) }
        }
    }

    func change(_ live: LiveConstraint, priority: Priority) throws(LiveLayoutError) {
        guard priority.value >= 1 && priority.value <= 1000 else { throw .invalidPriority(priority.value) }
        guard priority.isRequired == live.priority.isRequired else {
            throw .requiredPriorityChange(constraintID: live.id, from: live.priority.value, to: priority.value)
        }
        batch {
            if let solverID = live.solverID, !live.isBroken {
                // Optional to optional on a live constraint: cannot fail.
                try? solver.setPriority(solverID, to: priority)
            }
            live.record(priority: priority)
        }
    }

    /// Adds an inactive constraint to the solver; a required one that contradicts the active
    /// constraints is added broken (at `brokenRequired`) and the conflict reported. An item
    /// outside the tree (a document constraint on an uninstalled view) leaves it inactive.
    private func insert(_ live: LiveConstraint) {
        guard live.solverID == nil, !live.itemIDs.contains(where: { uninstalledViews.contains(system.ownerView(of: $0)) }),
              let sides = system.solverSides(of: live) else { return }
        let base = sides.rhs.constant - sides.lhs.constant
        let rhs = sides.rhs + live.storedConstant
        var solverID: ConstraintID
        do {
            solverID = try solver.add(sides.lhs, sides.relation, rhs, priority: live.isBroken ? .brokenRequired : live.priority)
        } catch .unsatisfiable(let conflict) {
            report(conflict, breaking: live)
            live.record(isBroken: true)
            guard let id = try? solver.add(sides.lhs, sides.relation, rhs, priority: .brokenRequired) else { return }
            solverID = id
        } catch {
            return // not reachable: priorities and numbers are checked when constraints are made
        }
        live.solverID = solverID
        live.solverBase = base
        constraintsBySolverID[solverID] = live
        live.record(isActive: true)
    }

    private func removeFromSolver(_ live: LiveConstraint) {
        if let solverID = live.solverID {
            try? solver.remove(solverID) // a live id: cannot fail
            constraintsBySolverID[solverID] = nil
            live.solverID = nil
        }
        live.record(isBroken: false)
        live.record(isActive: false)
    }

    /// A constant of a synthesized required constraint (the container size, a safe area) that must win: the
    /// most recently added required constraint in each conflicting set is broken until it fits.
    private func setFixedConstant(_ id: ConstraintID, to value: Double) {
        while true {
            do {
                try solver.setConstant(id, to: value)
                return
            } catch .unsatisfiable(let conflict) {
                let candidates = conflict.constraints.compactMap { constraintsBySolverID[$0] }.filter { !$0.isBroken }
                guard let victim = candidates.last else { return }
                report(conflict, breaking: victim)
                removeFromSolver(victim)
                victim.record(isBroken: true)
                insert(victim)
            } catch {
                preconditionFailure("setConstant on the container size: \(error)")
            }
        }
    }

    // MARK: Conflicts

    /// Records a conflict in words. Must run before the broken constraint's row changes: the
    /// set may name its refused (not yet added) row, which stands for `broken`.
    private func report(_ conflict: Conflict, breaking broken: LiveConstraint) {
        func member(_ live: LiveConstraint) -> ConstraintConflict.Member {
            ConstraintConflict.Member(constraintID: live.id, text: describe(live),
                                      location: isWritten(live) ? system.sourceLocation(ofConstraint: live.id) : nil)
        }
        let members = conflict.constraints.map { id -> ConstraintConflict.Member in
            if let live = constraintsBySolverID[id] { return member(live) }
            if let origin = system.origins[id], case .synthesized = origin {
                return ConstraintConflict.Member(constraintID: nil, text: LayoutAnalyzer.describe([origin], in: document))
            }
            return member(broken)
        }
        let value = ConstraintConflict(members: members, brokenConstraintID: broken.id, rootViewName: rootView.name)
        conflicts.append(value)
        pendingConflicts.append(value)
    }

    /// Whether a constraint is written (a document's or a tree's), not made by code.
    private func isWritten(_ live: LiveConstraint) -> Bool {
        live.documentConstraint != nil || system.tree?.constraint(live.id) != nil
    }

    /// A constraint in words: `document.describe` for document constraints, after the name
    /// code knows it by (outlet, identifier or label) and with the live constant when code
    /// changed it; the same form for a tree's (at its written constant, and the live one when
    /// code changed it) and code-made ones (at the live constant).
    public func describe(_ live: LiveConstraint) -> String {
        let name = nameOfConstraint[live.id].map { "\($0): " } ?? ""
        if let written = live.documentConstraint {
            var text = "\(name)\(document.describe(written)) (\(live.id))"
            if live.storedConstant != written.constant { text += " [constant now \(formatNumber(live.storedConstant))]" }
            return text
        }
        // A tree's constraints and code-made ones: items of the tree are named in the
        // documents they are drawn in.
        func item(_ id: String) -> String {
            if let number = system.item(id) { return system.index.displayName(of: number) }
            guard let object = document.object(id) else { return id }
            if case .layoutGuide(let kind) = object.role { return "\(document.displayName(of: system.ownerView(of: id))).\(kind)" }
            return document.displayName(of: id)
        }
        let writtenConstant = system.tree?.constraint(live.id)?.spec.constant
        var text = IBConstraint.words(
            first: item(live.firstItemID), live.firstAttribute, live.relation,
            second: live.secondItemID.map(item), live.secondAttribute,
            multiplier: live.multiplier, constant: writtenConstant ?? live.storedConstant,
            priority: live.priority.isRequired ? 1000 : live.priority.value)
        text = "\(name)\(text) (\(live.id))"
        if let writtenConstant, live.storedConstant != writtenConstant { text += " [constant now \(formatNumber(live.storedConstant))]" }
        return text
    }
}
