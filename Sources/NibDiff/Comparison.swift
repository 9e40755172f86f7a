import NibModel
import NibProject

/// What to compute beyond the semantic diff.
public struct ComparisonOptions: Sendable {
    public var diff: DiffOptions
    /// Solve both versions and list views whose frame changed (the layout effect).
    public var layoutEffect: Bool
    /// Draw before/after wireframes (for HTML reports).
    public var pictures: Bool
    /// The project to look for hosts in when a changed file is a component (`--impact ROOT`).
    public var project: ProjectIndex?

    public init(diff: DiffOptions = DiffOptions(), layoutEffect: Bool = true, pictures: Bool = false, project: ProjectIndex? = nil) {
        self.diff = diff
        self.layoutEffect = layoutEffect
        self.pictures = pictures
        self.project = project
    }
}

extension FileComparison {
    /// Compares two versions of a file; either may be absent (added or deleted file).
    /// `fileSystemPath` is where the file is on disk (to find it in `options.project`), when
    /// `path` is not that (a path relative to a git repository's root).
    public static func compare(path: String, old: IBDocument?, new: IBDocument?, options: ComparisonOptions = ComparisonOptions(),
                               fileSystemPath: String? = nil) -> FileComparison {
        guard let old else { return FileComparison(path: path, status: new == nil ? .unreadable : .added) }
        guard let new else { return FileComparison(path: path, status: .deleted) }
        let diff = DocumentDiff.compare(old, new, options: options.diff)
        var comparison = FileComparison(path: path, status: .modified, diff: diff)
        if let project = options.project {
            comparison.impacts = ImpactAnalysis.impacts(of: diff, old: old, new: new, componentPath: fileSystemPath ?? path, project: project)
        }
        if options.pictures {
            comparison.pictures = Self.pictures(of: diff, old: old, new: new)
        }
        return comparison
    }

    /// Before/after wireframes of every root view the diff touches, changed views highlighted.
    static func pictures(of diff: DocumentDiff, old: IBDocument, new: IBDocument) -> [Picture] {
        let changes = diff.semanticChanges
        var highlightsNew: [String: Wireframe.Highlight] = [:]
        var highlightsOld: [String: Wireframe.Highlight] = [:]
        for change in changes {
            switch ChangeSign(change.kind) {
            case .added: if let id = change.newID { highlightsNew[id] = .added }
            case .removed: if let id = change.oldID { highlightsOld[id] = .removed }
            case .modified:
                if let id = change.newID { highlightsNew[id] = highlightsNew[id] ?? .changed }
                if let id = change.oldID { highlightsOld[id] = highlightsOld[id] ?? .changed }
            }
            // A constraint's change shows on the views it positions.
            for id in change.relatedIDs where new.object(id)?.isView == true && change.kind.rawValue.hasPrefix("constraint") {
                highlightsNew[id] = highlightsNew[id] ?? .changed
                if let oldID = diff.matching.oldForNew[id] { highlightsOld[oldID] = highlightsOld[oldID] ?? .changed }
            }
        }
        var pictures: [Picture] = []
        var drawnOld = Set<String>()
        func touched(_ root: String, in document: IBDocument, _ highlights: [String: Wireframe.Highlight]) -> Bool {
            var pending = [root]
            while let id = pending.popLast() {
                if highlights[id] != nil { return true }
                pending.append(contentsOf: document.object(id)?.subviewIDs ?? [])
            }
            return false
        }
        for root in new.rootViewIDs {
            let oldRoot = diff.matching.oldForNew[root]
            guard touched(root, in: new, highlightsNew) || oldRoot.map({ touched($0, in: old, highlightsOld) }) ?? false else { continue }
            if let oldRoot { drawnOld.insert(oldRoot) }
            let after = WireframeSource.wireframe(new, rootViewID: root).map { highlighted($0, highlightsNew) }
            let before = oldRoot.flatMap { WireframeSource.wireframe(old, rootViewID: $0) }.map { highlighted($0, highlightsOld) }
            pictures.append(Picture(title: ObjectNames(new).name(of: root), beforeSVG: before.map(SVGRenderer().render),
                                    afterSVG: after.map(SVGRenderer().render)))
        }
        for root in old.rootViewIDs where !drawnOld.contains(root) && diff.matching.newForOld[root] == nil {
            let before = WireframeSource.wireframe(old, rootViewID: root).map { highlighted($0, highlightsOld) }
            pictures.append(Picture(title: ObjectNames(old).name(of: root), beforeSVG: before.map(SVGRenderer().render), afterSVG: nil))
        }
        return pictures
    }

    private static func highlighted(_ wireframe: Wireframe, _ highlights: [String: Wireframe.Highlight]) -> Wireframe {
        var result = wireframe
        for index in result.boxes.indices { result.boxes[index].highlight = highlights[result.boxes[index].id] }
        return result
    }
}

/// Where pictures come from: the solved layout when NibLayout can solve the root, the written
/// frames otherwise.
enum WireframeSource {
    static func wireframe(_ document: IBDocument, rootViewID: String) -> Wireframe? {
        Wireframe.written(document, rootViewID: rootViewID)
    }
}
