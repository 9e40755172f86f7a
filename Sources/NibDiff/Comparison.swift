import NibLayout
import NibLocalization
import NibModel
import NibProject

/// What to compute beyond the semantic diff.
public struct ComparisonOptions: Sendable {
    /// How the two versions are compared (frame tolerance).
    public var diff: DiffOptions
    /// Solve both versions and list views whose frame changed (the layout effect).
    public var layoutEffect: Bool
    /// Draw before/after wireframes (for HTML reports).
    public var pictures: Bool
    /// The project to look for hosts in when a changed file is a component (`--impact ROOT`).
    public var project: ProjectIndex?
    /// Read the translations beside the file on disk (`*.lproj/NAME.strings`, `.xcstrings`) and
    /// list those the change orphans.
    public var translations: Bool

    /// Options; by default the semantic diff, the layout effect and orphaned translations, without pictures or impact on hosts.
    public init(diff: DiffOptions = DiffOptions(), layoutEffect: Bool = true, pictures: Bool = false, project: ProjectIndex? = nil,
                translations: Bool = true) {
        self.diff = diff
        self.layoutEffect = layoutEffect
        self.pictures = pictures
        self.project = project
        self.translations = translations
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
        if options.layoutEffect {
            comparison.layoutEffects = LayoutEffects.effects(of: diff, old: old, new: new, tolerance: options.diff.frameTolerance)
        }
        if let project = options.project {
            comparison.impacts = ImpactAnalysis.impacts(of: diff, old: old, new: new, componentPath: fileSystemPath ?? path, project: project)
        }
        if options.translations {
            comparison.orphanedTranslations = OrphanedTranslation.find(
                diff, old: old, new: new, translations: DocumentTranslations.read(forDocument: fileSystemPath ?? path))
        }
        if options.pictures {
            comparison.pictures = Self.pictures(of: diff, effects: comparison.layoutEffects, old: old, new: new)
        }
        return comparison
    }

    /// Before/after wireframes of every root view the diff touches, changed views highlighted.
    static func pictures(of diff: DocumentDiff, effects: [LayoutEffect], old: IBDocument, new: IBDocument) -> [Picture] {
        var highlightsNew: [String: Wireframe.Highlight] = [:]
        var highlightsOld: [String: Wireframe.Highlight] = [:]
        func mark(_ highlights: inout [String: Wireframe.Highlight], _ id: String?, _ highlight: Wireframe.Highlight) {
            if let id, highlights[id] == nil { highlights[id] = highlight }
        }
        for change in diff.semanticChanges {
            switch ChangeSign(change.kind) {
            case .added: mark(&highlightsNew, change.newID, .added)
            case .removed: mark(&highlightsOld, change.oldID, .removed)
            case .modified:
                mark(&highlightsNew, change.newID, .changed)
                mark(&highlightsOld, change.oldID, .changed)
            }
            // A constraint's change shows on the views it positions.
            guard change.kind.rawValue.hasPrefix("constraint") else { continue }
            for id in change.relatedIDs where new.object(id)?.isView == true {
                mark(&highlightsNew, id, .changed)
                mark(&highlightsOld, diff.matching.oldForNew[id], .changed)
            }
        }
        for effect in effects {
            mark(&highlightsNew, effect.newID, .changed)
            mark(&highlightsOld, effect.oldID, .changed)
        }
        return LayoutEffects.touchedRoots(of: diff, old: old, new: new).map { pair in
            let before = pair.old.flatMap { WireframeSource.wireframe(old, rootViewID: $0) }.map { highlighted($0, highlightsOld) }
            let after = pair.new.flatMap { WireframeSource.wireframe(new, rootViewID: $0) }.map { highlighted($0, highlightsNew) }
            let title = pair.new.map { new.naming.name(of: $0) } ?? pair.old.map { old.naming.name(of: $0) } ?? ""
            return Picture(title: title, beforeSVG: before.map(SVGRenderer().render), afterSVG: after.map(SVGRenderer().render))
        }
    }

    private static func highlighted(_ wireframe: Wireframe, _ highlights: [String: Wireframe.Highlight]) -> Wireframe {
        var result = wireframe
        for index in result.boxes.indices { result.boxes[index].highlight = highlights[result.boxes[index].id] }
        return result
    }
}

/// Where pictures come from: the solved layout in the configuration the canvas shows (as
/// `nibcheck render` draws by default), or the written frames when the root cannot be laid out.
enum WireframeSource {
    static func wireframe(_ document: IBDocument, rootViewID: String) -> Wireframe? {
        let variant = LayoutAnalyzer.canvasVariant(of: document)
        return Wireframe.solved(document, layout: LayoutAnalyzer.layout(document, rootViewID: rootViewID, variant: variant))
            ?? Wireframe.written(document, rootViewID: rootViewID)
    }
}
