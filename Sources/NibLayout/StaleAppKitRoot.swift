import NibModel

/// An AppKit controller's root written at a height its subviews no longer show.
///
/// An AppKit view writes its subviews' frames from its bottom edge, so when Interface Builder
/// lays a controller's view out at one height and writes another (one app's
/// preferences storyboard: a preferences pane written 380 points tall whose subviews sit
/// where a 265-point one puts them), every view pinned to the root's top lands the same
/// distance off it, and NibLayout, laying the root out at its written height, reported the
/// subviews misplaced instead of the root. Xcode flags the root alone. The subviews' written
/// frames say where IB had the root's top edge: a required `view.edge == root.top + c`
/// (multiplier 1) puts it at the view's edge minus `c`.
enum StaleAppKitRoot {
    /// How far below the written top edge most required top constraints put the root's top
    /// edge (pixel-rounded; negative: above it), when more than half of them agree on one
    /// value that is not 0 and leaves the root a positive height. Nil without such evidence.
    static func topOffset(of system: LayoutSystem, constraints: [LayoutSystem.ActiveConstraint], scale: Double) -> Double? {
        let root = system.root
        guard let rootFrame = system.documentFrames[item: root] else { return nil }
        var edges: [Double] = []
        for active in constraints {
            let spec = active.spec
            guard spec.priority >= 1000, spec.relation == .equal, spec.multiplier == 1,
                  let secondAttribute = spec.secondAttribute else { continue }
            // Orient as `root.top = view.attribute + offset`.
            let constant = spec.constant
            let (view, attribute, offset): (Int?, LayoutAttribute, Double)
            if active.first == root, spec.firstAttribute == .top {
                (view, attribute, offset) = (active.second, secondAttribute, constant)
            } else if active.second == root, secondAttribute == .top {
                (view, attribute, offset) = (active.first, spec.firstAttribute, -constant)
            } else {
                continue
            }
            guard let view, view != root, system.index.items[view].object?.role == .view,
                  let frame = system.documentFrames[item: view],
                  let position = SafeAreaEvidence.position(of: attribute, frame: frame, insets: system.alignmentInsets(of: view),
                                                            rightToLeft: system.options.rightToLeft)
            else { continue }
            edges.append((position + offset).roundedToPixel(scale: scale))
        }
        var counts: [Double: Int] = [:]
        for edge in edges { counts[edge, default: 0] += 1 }
        guard let best = counts.max(by: { $0.value != $1.value ? $0.value < $1.value : abs($0.key) > abs($1.key) }),
              best.value * 2 > edges.count, abs(best.key) > 0.5, best.key < rootFrame.height else { return nil }
        return best.key
    }
}
