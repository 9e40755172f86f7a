import NibModel

/// An AppKit controller's root, or a window's content view, written at a size its subviews no
/// longer show.
///
/// An AppKit view writes its subviews' frames from its bottom edge, so when Interface Builder
/// lays a controller's view out at one height and writes another (one app's
/// preferences storyboard: a preferences pane written 380 points tall whose subviews sit
/// where a 265-point one puts them), every view pinned to the root's top lands the same
/// distance off it, and NibLayout, laying the root out at its written height, reported the
/// subviews misplaced instead of the root. Xcode flags the root alone. The subviews' written
/// frames say where IB had the root's top edge: a required `view.edge == root.top + c`
/// (multiplier 1) puts it at the view's edge minus `c`, and a required `view.height ==
/// root.height + c` at the view's height less `c` from the bottom edge. Frames are written from the leading
/// edge too, so pins to the trailing edge say where IB had it: a root written 701 points
/// wide whose content pinned to both sides spans 705 (an app outside the corpus) is marked
/// misplaced by Xcode, its subviews not. A window's content view is written the same way and
/// marked the same way: 10 content views of the corpus and the outside apps whose subviews
/// show another height, marked by Xcode, their subviews not.
enum StaleAppKitRoot {
    /// An edge of the root that its subviews' frames can show elsewhere than written: the top,
    /// since AppKit writes frames from the bottom edge, and the trailing one, since they are
    /// written from the leading edge (left to right only).
    enum Edge {
        case top, trailing

        /// Whether `attribute` of the root is this edge.
        func isNamed(by attribute: LayoutAttribute) -> Bool {
            switch self {
            case .top: attribute == .top
            case .trailing: attribute == .trailing || attribute == .right
            }
        }

        /// Where the edge is written, in the root's own coordinates.
        func written(in rootFrame: Rect) -> Double {
            switch self {
            case .top: 0
            case .trailing: rootFrame.width
            }
        }

        /// The root's size along this edge's axis once the edge moves by `offset` (positive:
        /// down for the top, right for the trailing edge).
        func rootLength(of rootFrame: Rect, movedBy offset: Double) -> Double {
            switch self {
            case .top: rootFrame.height - offset
            case .trailing: rootFrame.width + offset
            }
        }

        /// The size whose equality to a subview's moves this edge: the root's height moves its
        /// top (its bottom edge is where the frames are written from), its width its trailing
        /// edge.
        var length: LayoutAttribute {
            switch self {
            case .top: .height
            case .trailing: .width
            }
        }

        /// How far the edge moves when the root takes `length` along its axis (the inverse of
        /// `rootLength(of:movedBy:)`).
        func offset(toLength length: Double, of rootFrame: Rect) -> Double {
            switch self {
            case .top: rootFrame.height - length
            case .trailing: length - rootFrame.width
            }
        }
    }

    /// How far from its written place most required constraints to the root's `edge` put it
    /// (pixel-rounded; positive: down for the top, right for the trailing edge), when more than
    /// half of them agree on one value that leaves the root a positive size and is further
    /// from 0 than what NibKit cannot measure explains (the edge slack of the views they pin,
    /// `edgeSlackBound`; an image view's frame, which may grow around its image without bound,
    /// is no evidence, nor is an arranged view's, which NibKit's model of its stack view places:
    /// counted, a root stack view's arranged views moved it in a check-half document Xcode saved
    /// clean). Nil without such evidence.
    static func offset(of edge: Edge, in system: LayoutSystem, constraints: [LayoutSystem.ActiveConstraint], scale: Double) -> Double? {
        let root = system.root
        guard let rootFrame = system.documentFrames[item: root] else { return nil }
        let offOpposite = viewsOffTheOppositeEdge(of: edge, in: system, constraints: constraints, rootFrame: rootFrame, scale: scale)
        var edges: [(offset: Double, tolerance: Double)] = []
        for active in constraints {
            let spec = active.spec
            guard spec.priority >= 1000, spec.relation == .equal, spec.multiplier == 1,
                  let secondAttribute = spec.secondAttribute else { continue }
            // An equal size (`view.height == root.height + c`) shows the root's length along the
            // edge's axis: the view's, less `c`; the slack of both its edges may be in it.
            if spec.firstAttribute == edge.length, secondAttribute == edge.length, active.first != active.second,
               let view = active.first == root ? active.second : active.second == root ? active.first : nil,
               system.index.items[view].object?.role == .view, !system.isArranged(view), !offOpposite.contains(view),
               let frame = system.documentFrames[item: view] {
                let bound = system.edgeSlackBound(of: view)
                if bound?.growsFreely == true { continue }
                let alignmentRect = SafeAreaEvidence.alignmentRect(of: frame, insets: system.alignmentInsets(of: view))
                let viewLength = edge == .top ? alignmentRect.height : alignmentRect.width
                let rootLength = active.first == root ? viewLength + spec.constant : viewLength - spec.constant
                edges.append((edge.offset(toLength: rootLength, of: rootFrame).roundedToPixel(scale: scale), 2 * (bound?.tolerance ?? 0)))
                continue
            }
            // Orient as `root.edge = view.attribute + offset`.
            let constant = spec.constant
            let (view, attribute, offset): (Int?, LayoutAttribute, Double)
            if active.first == root, edge.isNamed(by: spec.firstAttribute) {
                (view, attribute, offset) = (active.second, secondAttribute, constant)
            } else if active.second == root, edge.isNamed(by: secondAttribute) {
                (view, attribute, offset) = (active.first, spec.firstAttribute, -constant)
            } else {
                continue
            }
            guard let view, view != root, system.index.items[view].object?.role == .view, !system.isArranged(view),
                  !offOpposite.contains(view), let frame = system.documentFrames[item: view],
                  let position = SafeAreaEvidence.position(of: attribute, frame: frame, insets: system.alignmentInsets(of: view),
                                                            rightToLeft: system.options.rightToLeft)
            else { continue }
            let bound = system.edgeSlackBound(of: view)
            if bound?.growsFreely == true { continue }
            edges.append(((position + offset - edge.written(in: rootFrame)).roundedToPixel(scale: scale), bound?.tolerance ?? 0))
        }
        // Per offset: how many constraints show it, and the largest slack among their views.
        var counts: [Double: (count: Int, tolerance: Double)] = [:]
        for shown in edges {
            let known = counts[shown.offset, default: (0, 0)]
            counts[shown.offset] = (known.count + 1, max(known.tolerance, shown.tolerance))
        }
        guard let best = counts.max(by: { $0.value.count != $1.value.count ? $0.value.count < $1.value.count : abs($0.key) > abs($1.key) }),
              best.value.count * 2 > edges.count, abs(best.key) > max(0.5, best.value.tolerance),
              edge.rootLength(of: rootFrame, movedBy: best.key) > 0 else { return nil }
        return best.key
    }

    /// The views a required pin to the root's edge opposite `edge` (the one frames are written
    /// from along its axis, which does not move: the bottom for the top, the leading edge for
    /// the trailing one) shows written off that edge, beyond what NibKit cannot measure: such a
    /// view is written at a length its constraints do not give it, misplaced itself, and its
    /// `edge` says nothing of where the root's was (a first run: a stack view pinned to all four
    /// edges of a window's content view, written 8 points below its bottom and 4 under its
    /// top, made the content view "stale"; Xcode marked the stack alone). Off along the other
    /// axis only, a view still shows the root's edge (an app outside the corpus: a scroll view
    /// 29 points off the content view's bottom spans a wider root, and Xcode marks both; an
    /// earlier round's dialog, two buttons pinned to the trailing edge and written 5 points off
    /// the bottom, still makes its unmarked content view "stale").
    private static func viewsOffTheOppositeEdge(of edge: Edge, in system: LayoutSystem, constraints: [LayoutSystem.ActiveConstraint],
                                                rootFrame: Rect, scale: Double) -> Set<Int> {
        let root = system.root
        // The opposite edge's attributes, and where it is written in the root's coordinates.
        let (opposite, written): ([LayoutAttribute], Double) = switch edge {
        case .top: ([.bottom], rootFrame.height)
        case .trailing: ([.leading, .left], 0)
        }
        var result = Set<Int>()
        for active in constraints {
            let spec = active.spec
            guard spec.priority >= 1000, spec.relation == .equal, spec.multiplier == 1, let secondAttribute = spec.secondAttribute else { continue }
            let (view, attribute, offset): (Int?, LayoutAttribute, Double)
            if active.first == root, opposite.contains(spec.firstAttribute) {
                (view, attribute, offset) = (active.second, secondAttribute, spec.constant)
            } else if active.second == root, opposite.contains(secondAttribute) {
                (view, attribute, offset) = (active.first, spec.firstAttribute, -spec.constant)
            } else {
                continue
            }
            guard let view, view != root, let frame = system.documentFrames[item: view],
                  let position = SafeAreaEvidence.position(of: attribute, frame: frame, insets: system.alignmentInsets(of: view),
                                                            rightToLeft: system.options.rightToLeft) else { continue }
            let off = abs((position + offset - written).roundedToPixel(scale: scale))
            if off > max(0.5, system.edgeSlackBound(of: view)?.tolerance ?? 0) { result.insert(view) }
        }
        return result
    }
}
