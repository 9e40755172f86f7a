import NibLayout
import NibModel

/// The layout effect of a change: both versions solved, views whose solved frame differs.
///
/// Only roots the diff touches are solved (a root whose views, constraints and connections
/// are all unchanged lays out the same), in every size-class configuration either version
/// names. Frames are compared in superview coordinates, as Xcode's Size inspector shows them,
/// so that moving a container lists the container, not everything inside it.
enum LayoutEffects {
    /// Root view pairs (old id, new id) that hold a changed object; nil on the side it is missing.
    static func touchedRoots(of diff: DocumentDiff, old: IBDocument, new: IBDocument) -> [(old: String?, new: String?)] {
        let oldRoots = RootIndex(old)
        let newRoots = RootIndex(new)
        var touchedNew = Set<String>()
        var touchedOld = Set<String>()
        for change in diff.semanticChanges {
            for id in [change.newID].compactMap({ $0 }) + change.relatedIDs {
                if let root = newRoots.root(of: id) { touchedNew.insert(root) }
            }
            for id in [change.oldID].compactMap({ $0 }) + change.relatedIDs {
                if let root = oldRoots.root(of: id) { touchedOld.insert(root) }
            }
            // A constraint's holder may be the only link to its root.
            if let id = change.newID, let constraint = new.constraint(id), let root = newRoots.root(of: constraint.holderID) { touchedNew.insert(root) }
            if let id = change.oldID, let constraint = old.constraint(id), let root = oldRoots.root(of: constraint.holderID) { touchedOld.insert(root) }
        }
        var pairs: [(old: String?, new: String?)] = []
        for root in new.rootViewIDs {
            let oldRoot = diff.matching.oldForNew[root]
            if touchedNew.contains(root) || oldRoot.map(touchedOld.contains) == true { pairs.append((oldRoot, root)) }
        }
        for root in old.rootViewIDs where touchedOld.contains(root) && diff.matching.newForOld[root] == nil {
            pairs.append((root, nil))
        }
        return pairs
    }

    /// Views of matched roots whose solved frame changed, one entry per view and distinct
    /// before/after, naming every configuration it happens in.
    static func effects(of diff: DocumentDiff, old: IBDocument, new: IBDocument, tolerance: Double) -> [LayoutEffect] {
        effects(of: diff, roots: touchedRoots(of: diff, old: old, new: new), old: old, new: new, tolerance: tolerance)
    }

    /// The same for the given root pairs, each laid out at `rootSize` when given (as if its
    /// frame were written at that size).
    static func effects(of diff: DocumentDiff, roots: [(old: String?, new: String?)], old: IBDocument, new: IBDocument,
                        tolerance: Double, rootSize: Size? = nil) -> [LayoutEffect] {
        let names = new.naming
        var seenVariants = Set<String>()
        let variants = (new.variants + old.variants).filter { seenVariants.insert($0.key).inserted }
        var effects: [LayoutEffect] = []
        var indexByKey: [String: Int] = [:]
        for (oldRoot, newRoot) in roots {
            guard let oldRoot, let newRoot else { continue }
            for variant in variants {
                let before = LayoutAnalyzer.layout(old, rootViewID: oldRoot, variant: variant, rootSize: rootSize)
                let after = LayoutAnalyzer.layout(new, rootViewID: newRoot, variant: variant, rootSize: rootSize)
                for id in orderedViewIDs(root: newRoot, in: new) {
                    guard let solved = after.views[id], let oldID = diff.matching.oldForNew[id],
                          let previous = before.views[oldID] else { continue }
                    guard !isClose(previous.frame, solved.frame, tolerance) else { continue }
                    let key = "\(id)|\(previous.frame)|\(solved.frame)"
                    if let index = indexByKey[key] {
                        effects[index].variant += ", " + variant.key
                    } else {
                        indexByKey[key] = effects.count
                        effects.append(LayoutEffect(oldID: oldID, newID: id, name: names.name(of: id), variant: variant.key,
                                                    before: previous.frame, after: solved.frame))
                    }
                }
            }
        }
        return effects
    }

    /// The root and every view below it, parents first.
    static func orderedViewIDs(root: String, in document: IBDocument) -> [String] {
        var result: [String] = []
        var pending = [root]
        var seen = Set<String>()
        while let id = pending.popLast() {
            guard seen.insert(id).inserted else { continue }
            result.append(id)
            pending.append(contentsOf: (document.object(id)?.subviewIDs ?? []).reversed())
        }
        return result
    }

    static func isClose(_ a: Rect, _ b: Rect, _ tolerance: Double) -> Bool {
        abs(a.x - b.x) < tolerance && abs(a.y - b.y) < tolerance && abs(a.width - b.width) < tolerance && abs(a.height - b.height) < tolerance
    }
}

/// The root view each view, constraint holder or layout guide belongs to.
struct RootIndex {
    let document: IBDocument

    init(_ document: IBDocument) { self.document = document }

    func root(of id: String) -> String? {
        guard var object = document.object(id) else { return nil }
        if case .layoutGuide = object.role, let owner = document.layoutGuides.first(where: { $0.id == id })?.ownerViewID,
           let view = document.object(owner) {
            object = view
        }
        guard object.isView else { return nil }
        var seen: Set<String> = [object.id]
        while let superview = object.superviewID, seen.insert(superview).inserted, let next = document.object(superview) { object = next }
        return object.id
    }
}
