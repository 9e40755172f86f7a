import NibModel
import NibSolver

/// Lays out a document's root views on the solver and reports what Xcode's Auto Layout issues
/// navigator would: conflicts, ambiguity, misplaced frames, and conflicts between size-class
/// configurations. Xcode's own saved `ambiguous`/`misplaced` flags are never read.
public enum LayoutAnalyzer {
    /// Analyses every root (each scene's controller root view, each top-level view of a xib) in
    /// every configuration of `document.variants` that lays that root out differently. A root
    /// over `options.maximumViewsPerRoot` views, or one that would take the document past
    /// `options.maximumViewsPerDocument`, is reported (`layout-too-large`), not analysed.
    public static func analyze(_ document: IBDocument, options: LayoutOptions = .init()) -> LayoutAnalysis {
        let index = DocumentLayoutIndex(document)
        let activeSets = document.variants.map { ActiveSet(document: document, variant: $0) }
        var roots: [RootLayout] = []
        var findings = FindingCollector()
        var viewCounts: [String: Int] = [:]
        for (id, rootID) in index.rootOf where index.guideOwner[id] == nil { viewCounts[rootID, default: 0] += 1 }
        var viewsAnalysed = 0
        for rootID in document.rootViewIDs {
            let count = viewCounts[rootID] ?? 0
            let limit = count > options.maximumViewsPerRoot ? "\(options.maximumViewsPerRoot) that the layout analysis takes in one root view"
                : viewsAnalysed + count > options.maximumViewsPerDocument ? "\(options.maximumViewsPerDocument) that it takes in one document"
                : nil
            if let limit {
                findings.add(code: "layout-too-large", severity: .warning, key: "too-large:\(rootID)",
                             message: "\(document.displayName(of: rootID)) has \(count) views, which would take the analysis over the "
                                + "\(limit): its constraints are not checked",
                             variant: nil, objectID: rootID, location: document.object(rootID)?.location)
                continue
            }
            viewsAnalysed += count
            var analysed: [String: Variant] = [:]
            var conflictSets: Set<[String]> = []
            for (variant, active) in zip(document.variants, activeSets) {
                let key = configurationKey(of: rootID, in: variant, active: active, index: index)
                guard analysed[key] == nil else { continue }
                analysed[key] = variant
                let analysis = RootAnalysis(index: index, rootViewID: rootID, variant: variant, active: active, options: options)
                roots.append(analysis.layout)
                for conflict in analysis.layout.conflicts { conflictSets.insert(conflict.constraintIDs.sorted()) }
                analysis.report(into: &findings)
            }
            reportVariantConflicts(of: rootID, index: index, activeSets: activeSets, knownConflicts: conflictSets,
                                   options: options, into: &findings)
        }
        return LayoutAnalysis(documentPath: document.path, roots: roots, diagnostics: findings.diagnostics)
    }

    /// Lays out one root in one configuration (no diagnostics; see `RootLayout`).
    public static func layout(_ document: IBDocument, rootViewID: String, variant: Variant,
                              options: LayoutOptions = .init()) -> RootLayout {
        RootAnalysis(index: DocumentLayoutIndex(document), rootViewID: rootViewID, variant: variant,
                     active: ActiveSet(document: document, variant: variant), options: options).layout
    }

    /// What decides a root's layout in a configuration: its active constraints as resolved
    /// there, its installed views, and its stack views' attributes. Equal keys lay out alike.
    static func configurationKey(of rootID: String, in variant: Variant, active: ActiveSet, index: DocumentLayoutIndex) -> String {
        let document = index.document
        var key = ""
        for constraintIndex in index.constraintsByRoot[rootID] ?? [] {
            let constraint = document.constraints[constraintIndex]
            guard active.variantInstalling(constraint.id) != nil else { continue }
            let resolved = constraint.overrides.isEmpty ? constraint : constraint.resolved(in: variant)
            key += "\(constraint.id)=\(resolved.constant),\(resolved.multiplier),\(resolved.priority),\(resolved.relation.rawValue);"
        }
        let hasSubviewMasks = document.variationMasks.contains { $0.target == .subviews && index.rootOf[$0.ownerID] == rootID }
        if hasSubviewMasks {
            key += "|" + active.uninstalledViewIDs.filter { index.rootOf[$0] == rootID }.sorted().joined(separator: ",")
        }
        let hasVariations = document.objects.contains { $0.element == "stackView" && index.rootOf[$0.id] == rootID &&
            !document.tree.children(of: $0.node, named: "variation").isEmpty }
        if hasVariations {
            for object in document.objects where object.element == "stackView" && index.rootOf[object.id] == rootID {
                for name in ["axis", "orientation", "distribution", "alignment", "spacing"] {
                    key += "|\(document.attribute(name, of: object.id, in: variant) ?? "")"
                }
            }
        }
        return key
    }

    /// The two-pane swap: constraints installed in some configurations and not in others, and
    /// constraints installed in none that an outlet points to (code activates them), are checked
    /// together with everything installed; a conflict that no single configuration has is a
    /// note (code switching between the sets must deactivate one before activating the other).
    static func reportVariantConflicts(of rootID: String, index: DocumentLayoutIndex, activeSets: [ActiveSet],
                                       knownConflicts: Set<[String]>, options: LayoutOptions, into findings: inout FindingCollector) {
        let document = index.document
        let rootConstraints = (index.constraintsByRoot[rootID] ?? []).map { document.constraints[$0].id }
        let outletTargets = Set(document.connections.lazy.filter { $0.kind == .outlet || $0.kind == .outletCollection }.compactMap(\.destinationID))
        var varying = Set<String>()
        var activatedByCode: [String] = []
        for id in rootConstraints {
            let installedIn = activeSets.map { $0.variantInstalling(id) != nil }
            if installedIn.contains(true) && installedIn.contains(false) { varying.insert(id) }
            if !installedIn.contains(true), outletTargets.contains(id), document.constraint(id)?.isPlaceholder == false {
                varying.insert(id)
                activatedByCode.append(id)
            }
        }
        guard !varying.isEmpty else { return }
        let union = ActiveSet(union: activeSets, adding: activatedByCode)
        let system = LayoutSystem(index: index, rootViewID: rootID, variant: .base, options: options, active: union)
        for conflict in system.conflicts {
            let ids = conflict.compactMap { origin -> String? in
                if case .document(let id) = origin { return id }
                return nil
            }
            guard ids.contains(where: varying.contains), !knownConflicts.contains(ids.sorted()) else { continue }
            let placement = ids.map { id in
                let variants = zip(document.variants, activeSets).filter { $1.variantInstalling(id) != nil }.map { $0.0.description }
                return "\(id) in \(variants.isEmpty ? "no configuration (activated by code through an outlet)" : variants.joined(separator: ", "))"
            }
            let text = "Constraints of alternative layouts cannot all be active at once: "
                + describe(conflict, in: document) + " (installed: " + placement.joined(separator: "; ")
                + "); deactivate one set before activating the other"
            findings.add(code: "layout-variant-conflict", severity: .note, key: "variant:" + ids.sorted().joined(separator: ","),
                         message: text, variant: nil, objectID: ids.first, location: ids.first.flatMap { document.constraint($0)?.location },
                         related: related(ids.dropFirst(), in: document))
        }
    }

    /// A conflicting set in words, document constraints first.
    static func describe(_ conflict: [ConstraintOrigin], in document: IBDocument) -> String {
        conflict.map { origin in
            switch origin {
            case .document(let id):
                document.constraint(id).map { "\(document.describe($0)) (\(id))" } ?? id
            case .synthesized(let kind, let viewID):
                "\(kind.rawValue) of \(document.displayName(of: viewID))"
            }
        }.joined(separator: "; ")
    }

    static func related(_ ids: some Sequence<String>, in document: IBDocument) -> [RelatedLocation] {
        ids.compactMap { id in
            document.constraint(id).map { RelatedLocation(location: $0.location, message: document.describe($0), objectID: id) }
        }
    }
}

/// Diagnostics of all configurations, each finding once: a finding that several configurations
/// share is reported with all of their names.
struct FindingCollector {
    private var order: [String] = []
    private var entries: [String: (diagnostic: Diagnostic, variants: [String])] = [:]

    mutating func add(code: String, severity: Severity, key: String, message: String, variant: Variant?,
                      objectID: String?, location: SourceLocation?, related: [RelatedLocation] = []) {
        if entries[key] != nil {
            if let variant { entries[key]!.variants.append(variant.description) }
            return
        }
        order.append(key)
        entries[key] = (Diagnostic(code: code, severity: severity, message: message, location: location,
                                   objectID: objectID, related: related), variant.map { [$0.description] } ?? [])
    }

    var diagnostics: [Diagnostic] {
        order.map { key in
            var (diagnostic, variants) = entries[key]!
            if !variants.isEmpty { diagnostic.message += " [in \(variants.joined(separator: ", "))]" }
            return diagnostic
        }
    }
}
