import NibModel
import NibSolver

/// Lays out a document's root views on the solver and reports what Xcode's Auto Layout issues
/// navigator would: conflicts, ambiguity, misplaced frames, and conflicts between size-class
/// configurations. Xcode's own saved `ambiguous`/`misplaced` flags are never read.
public enum LayoutAnalyzer {
    /// Analyses every root (each scene's controller root view, each top-level view of a xib) in
    /// every configuration a device can be in (`LayoutInput.configurations(of:)`: the four
    /// size-class pairs for a document with size-class variations) that lays that root out
    /// differently. A root
    /// over `options.maximumViewsPerRoot` views, or one that would take the document past
    /// `options.maximumViewsPerDocument`, is reported (`layout-too-large`), not analysed.
    public static func analyze(_ document: IBDocument, options: LayoutOptions = .init()) -> LayoutAnalysis {
        let index = LayoutInput(document)
        // Placeholder constraints ("Remove at build time") take part: they are what IB lays
        // the canvas out with, and what Xcode's issues are about.
        let activeSets = document.variants.map { ActiveSet(document: document, variant: $0, includingPlaceholders: true) }
        let configurations = index.configurations
        let configurationSets = configurations == document.variants ? activeSets
            : configurations.map { ActiveSet(document: document, variant: $0, includingPlaceholders: true) }
        var roots: [RootLayout] = []
        var findings = FindingCollector(configurationCount: configurations.count)
        let outletTargets = Set(document.connections.lazy.filter { $0.kind == .outlet || $0.kind == .outletCollection }.compactMap(\.destinationID))
        var viewsAnalysed = 0
        let onlyRoots = options.onlyRootsHoldingSelfSizingViews ? Set(Self.roots(holdingViewsOf: options.selfSizingClasses, in: document)) : nil
        for rootID in index.rootViewIDs where onlyRoots?.contains(rootID) ?? true {
            let count = index.viewCount(ofRoot: rootID)
            let limit = count > options.maximumViewsPerRoot ? "\(options.maximumViewsPerRoot) that the layout analysis takes in one root view"
                : viewsAnalysed + count > options.maximumViewsPerDocument ? "\(options.maximumViewsPerDocument) that it takes in one document"
                : nil
            if let limit {
                findings.add(code: "layout-too-large", severity: .warning, key: "too-large:\(rootID)",
                             message: "\(document.displayName(of: rootID)) has \(count) views, which would take the analysis over the "
                                + "\(limit): its constraints are not checked",
                             variants: [], objectID: rootID, location: document.object(rootID)?.location)
                continue
            }
            viewsAnalysed += count
            var conflictSets: Set<[String]> = []
            for group in alikeConfigurations(of: rootID, configurations, configurationSets, index: index)
            where group.contains(where: { index.isDesigned(configurations[$0]) }) {
                // Frames are judged in the configuration the canvas shows (`canvasVariant`), and
                // the configurations that lay the root out alike are analysed once, in it.
                let position = group.first { configurations[$0] == index.canvasVariant } ?? group[0]
                let analysis = RootAnalysis(index: index, rootViewID: rootID, variant: configurations[position], active: configurationSets[position],
                                            isCanvasConfiguration: configurations[position] == index.canvasVariant, options: options)
                roots.append(analysis.layout)
                for conflict in analysis.layout.conflicts { conflictSets.insert(conflict.constraintIDs.sorted()) }
                conflictSets.formUnion(analysis.screenConflicts)
                analysis.report(into: &findings, configurations: configurations.count > 1 ? group.map { configurations[$0] } : [])
            }
            reportVariantConflicts(of: rootID, index: index, activeSets: activeSets, outletTargets: outletTargets,
                                   knownConflicts: conflictSets, options: options, into: &findings)
        }
        return LayoutAnalysis(documentPath: document.path, roots: roots, diagnostics: findings.diagnostics)
    }

    /// The roots that hold a view (the root included) of one of `classes`, by its `customClass`,
    /// in document order: those `LayoutOptions.onlyRootsHoldingSelfSizingViews` lays out.
    public static func roots(holdingViewsOf classes: Set<String>, in document: IBDocument) -> [String] {
        guard !classes.isEmpty else { return [] }
        let tree = document.tree
        return document.rootViewIDs.filter { rootID in
            guard let root = document.object(rootID) else { return false }
            return classes.contains(tree[root.node][known: .customClass] ?? "")
                || tree.descendants(of: root.node).contains { classes.contains(tree[$0][known: .customClass] ?? "") }
        }
    }

    /// The configurations `analyze` judges the document in, by the keys its findings name: the
    /// four size-class pairs a device can be in for a document with size-class variations, its
    /// other variations, else the document's variants (`default` alone for most).
    public static func configurations(of document: IBDocument) -> [Variant] {
        LayoutInput.configurations(of: document)
    }

    /// The configuration Interface Builder's canvas shows for the document's "View as" device,
    /// the one its frames are written for: the base configuration unless a size-class
    /// variation applies to that device (Docs/layout-accuracy.md, "The canvas's size classes").
    public static func canvasVariant(of document: IBDocument) -> Variant {
        let device = LayoutInput.device(of: document, toolsVersion: ToolsVersion.of(document))
        return LayoutInput.canvasVariant(of: document, device: device, landscape: document.device?.orientation == "landscape")
    }

    /// Lays out one root in one configuration as IB's canvas does, placeholder constraints
    /// included (no diagnostics; see `RootLayout`). `rootSize`: the root laid out as if its
    /// frame were written at that size (a component at the size a host gives it).
    public static func layout(_ document: IBDocument, rootViewID: String, variant: Variant, rootSize: Size? = nil,
                              options: LayoutOptions = .init()) -> RootLayout {
        let written = LayoutInput(document)
        let index = rootSize.map { written.resizing(rootViewID, to: $0) } ?? written
        return RootAnalysis(index: index, rootViewID: rootViewID, variant: variant,
                            active: ActiveSet(document: document, variant: variant, includingPlaceholders: true),
                            isCanvasConfiguration: variant == index.canvasVariant, options: options).layout
    }

    /// The configurations (positions in `configurations`) grouped by how they lay out a root:
    /// those with equal `configurationKey`s, in order of their first member. One group when
    /// there is one configuration (no key is built).
    static func alikeConfigurations(of rootID: String, _ configurations: [Variant], _ activeSets: [ActiveSet],
                                    index: LayoutInput) -> [[Int]] {
        guard configurations.count > 1 else { return [Array(configurations.indices)] }
        var groups: [[Int]] = [], groupOfKey: [ConfigurationKey: Int] = [:]
        for (position, (variant, active)) in zip(configurations, activeSets).enumerated() {
            let key = configurationKey(of: rootID, in: variant, active: active, index: index)
            if let group = groupOfKey[key] {
                groups[group].append(position)
            } else {
                groupOfKey[key] = groups.count
                groups.append([position])
            }
        }
        return groups
    }

    /// What decides a root's layout in a configuration (`configurationKey`). Equal keys lay out alike.
    struct ConfigurationKey: Hashable {
        /// The root's active constraints in document order, as resolved in the configuration.
        var constraints: [ResolvedConstraint] = []
        /// The root's views that subview masks leave out, and its stack views' attributes, as
        /// text; empty when nothing of the root varies that way.
        var variations = ""
    }

    /// A constraint's values in one configuration: numbers by bit pattern, so that equal
    /// means identical (0 and -0 differ, as two layouts built from them may).
    struct ResolvedConstraint: Hashable {
        let id: String
        let constant: UInt64
        let multiplier: UInt64
        let priority: UInt64
        let relation: LayoutRelation
    }

    /// What decides a root's layout in a configuration: its active constraints as resolved
    /// there, its installed views, and its stack views' attributes.
    static func configurationKey(of rootID: String, in variant: Variant, active: ActiveSet, index: LayoutInput) -> ConfigurationKey {
        let document = index.document
        var key = ConfigurationKey()
        for constraintIndex in index.constraints(ofRoot: rootID) {
            guard active.variantInstalling(constraintIndex) != nil else { continue }
            let resolved = document.constraints[constraintIndex].resolved(in: variant)
            key.constraints.append(ResolvedConstraint(id: resolved.id, constant: resolved.constant.bitPattern,
                                                      multiplier: resolved.multiplier.bitPattern,
                                                      priority: resolved.priority.bitPattern, relation: resolved.relation))
        }
        let hasSubviewMasks = document.variationMasks.contains { $0.target == .subviews && index.rootID(of: $0.ownerID) == rootID }
        if hasSubviewMasks {
            key.variations += "|" + active.uninstalledViewIDs.filter { index.rootID(of: $0) == rootID }.sorted().joined(separator: ",")
        }
        // The root's stack views, in document order (the order of their numbers).
        let stackViews = index.views(ofRoot: rootID).lazy.compactMap { index.items[$0].object }.filter { $0.element == "stackView" }
        let hasVariations = stackViews.contains { !document.tree.children(of: $0.node, named: "variation").isEmpty }
        if hasVariations {
            for object in stackViews {
                for name in ["axis", "orientation", "distribution", "alignment", "spacing"] {
                    key.variations += "|\(document.attribute(name, of: object.id, in: variant) ?? "")"
                }
            }
        }
        return key
    }

    /// The two-pane swap: constraints installed in some configurations and not in others, and
    /// constraints installed in none that an outlet points to (code activates them), are checked
    /// together with everything installed; a conflict that no single configuration has is a
    /// note (code switching between the sets must deactivate one before activating the other).
    ///
    /// Alternative sets are the constraints grouped by where they are installed (the same
    /// configurations, or none: activated by code). The solver finds one minimal conflict per
    /// refused constraint, often several for one swap; they are reported as ONE note per pair of
    /// sets: the set arriving (not installed in the base configuration, where the note is
    /// located, at its first constraint in document order), the set it collides with, and one
    /// example minimal conflict. When a conflict involves only one varying set, it is reported
    /// only when code activates that set (a set some configuration installs conflicts in that
    /// configuration, whose own layout judges it); the other side is then the always-installed
    /// constraints of the conflict that an outlet points to (code can deactivate them), else
    /// all its always-installed constraints.
    /// `outletTargets`: the ids outlets and outlet collections point to (computed once per document).
    static func reportVariantConflicts(of rootID: String, index: LayoutInput, activeSets: [ActiveSet], outletTargets: Set<String>,
                                       knownConflicts: Set<[String]>, options: LayoutOptions, into findings: inout FindingCollector) {
        let document = index.document
        let rootConstraintIndices = index.constraints(ofRoot: rootID)
        let rootConstraints = rootConstraintIndices.map { document.constraints[$0].id }
        // Where each constraint is installed: the configurations' names, empty for "by code".
        var installation: [String: [String]] = [:]
        var varying = Set<String>()
        var activatedByCode: [Int] = []
        for (constraintIndex, id) in zip(rootConstraintIndices, rootConstraints) {
            let installedIn = activeSets.map { $0.variantInstalling(constraintIndex) != nil }
            var isVarying = installedIn.contains(true) && installedIn.contains(false)
            if !installedIn.contains(true), outletTargets.contains(id), document.constraint(id)?.isPlaceholder == false {
                isVarying = true
                activatedByCode.append(constraintIndex)
            }
            // Only varying constraints are grouped by where they are installed.
            if isVarying {
                varying.insert(id)
                installation[id] = zip(document.variants, installedIn).filter(\.1).map(\.0.description)
            }
        }
        guard !varying.isEmpty else { return }
        let union = ActiveSet(union: activeSets, adding: activatedByCode)
        let system = LayoutSystem(index: index, rootViewID: rootID, variant: .base, options: options, active: union)
        let documentOrder = Dictionary(rootConstraints.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let baseName = Variant.base.description

        /// One pair of alternative sets and the minimal conflicts found between them.
        struct Collision {
            var arriving: [String]
            var installedIn: [String]
            var other: Set<String> = []
            var otherInstalledIn: [String]
            var example: [ConstraintOrigin]
            var count = 0
        }
        var collisions: [String: Collision] = [:]
        var order: [String] = []
        for conflict in system.conflicts where !conflict.restsOnAnUnknown {
            let ids = conflict.documentConstraintIDs
            guard ids.contains(where: varying.contains), !knownConflicts.contains(ids.sorted()) else { continue }
            let sets = Dictionary(grouping: ids.filter(varying.contains)) { installation[$0] ?? [] }
            // One set installed by configurations (not by code) against what every configuration
            // installs is a conflict of those configurations alone, which their own layouts judge
            // with their constants and stack attributes; this union is built with the base
            // configuration's (a first run on a real app: a stack view made horizontal in
            // regular width read as vertical, its regular-width heights as a false conflict).
            if sets.count == 1, let only = sets.keys.first, !only.isEmpty { continue }
            // Alternatives only configurations install, none of whose constraints an outlet
            // reaches, are switched by UIKit alone, which deactivates one set before activating
            // the other: no code can have both active (first runs: such notes judged false in
            // six apps; code switching sets through outlets, judged true, stays reported). An
            // outlet to a constraint every configuration installs (a height code animates) can
            // change its constant, never which alternative is active (6 more notes judged false).
            if !ids.contains(where: { varying.contains($0) && outletTargets.contains($0) }), !sets.keys.contains(where: \.isEmpty) { continue }
            // The arriving set: one not installed in the base configuration (code-activated or
            // another configuration's), the earliest in the document.
            func firstPosition(_ set: [String]) -> Int { set.compactMap { documentOrder[$0] }.min() ?? 0 }
            let candidates = sets.keys.sorted { firstPosition(sets[$0]!) < firstPosition(sets[$1]!) }
            let arrivingKey = candidates.first { !$0.contains(baseName) } ?? candidates[0]
            let otherKeys = candidates.filter { $0 != arrivingKey }
            var other = otherKeys.flatMap { sets[$0]! }
            var otherInstalledIn = otherKeys.first ?? []
            if otherKeys.isEmpty {
                let always = ids.filter { !varying.contains($0) }
                let switchable = always.filter(outletTargets.contains)
                other = switchable.isEmpty ? always : switchable
                otherInstalledIn = document.variants.map(\.description)
            }
            let key = "variant:\(rootID):" + [arrivingKey, otherKeys.isEmpty ? ["*"] : otherKeys.flatMap { $0 + ["|"] }]
                .map { $0.joined(separator: ",") }.joined(separator: "/")
            if collisions[key] == nil {
                order.append(key)
                collisions[key] = Collision(arriving: [], installedIn: arrivingKey, otherInstalledIn: otherInstalledIn, example: conflict)
            }
            collisions[key]!.arriving = Array(Set(collisions[key]!.arriving).union(sets[arrivingKey]!))
            collisions[key]!.other.formUnion(other)
            collisions[key]!.count += 1
        }
        func placement(_ variants: [String]) -> String {
            variants.isEmpty ? "activated by code through outlets" : "installed in " + variants.joined(separator: ", ")
        }
        func list(_ ids: some Collection<String>) -> [String] { ids.sorted { documentOrder[$0]! < documentOrder[$1]! } }
        for key in order {
            let collision = collisions[key]!
            let arriving = list(collision.arriving), other = list(collision.other)
            let examples = collision.count == 1 ? "the minimal conflict: " : "\(collision.count) minimal conflicts, for example: "
            // The other side may be none of the document's constraints: what NibKit adds for
            // every configuration (a stack view's arrangement, content sizes), named in the example.
            let otherSide = other.isEmpty ? "the layout every configuration has"
                : "\(other.joined(separator: ", ")) (\(placement(collision.otherInstalledIn)))"
            let text = "Constraints of alternative layouts cannot all be active at once: "
                + "\(arriving.joined(separator: ", ")) (\(placement(collision.installedIn))) conflict with \(otherSide); "
                + examples + describe(collision.example, in: document) + "; deactivate one set before activating the other"
            let first = arriving[0]
            findings.add(code: "layout-variant-conflict", severity: .note, key: key, message: text, variants: [], objectID: first,
                         location: document.constraint(first)?.location, related: related(arriving.dropFirst() + other, in: document))
        }
    }

    /// A conflicting set in words, document constraints first; constraints NibLayout adds of
    /// one kind are named once for all their views (`stack view arrangement of A, B`).
    /// `variant`: the configuration the set conflicts in, whose constants and priorities it
    /// shows (a conflict of the iPad's pair written with the base constants read as no
    /// conflict at all, on a first run).
    static func describe(_ conflict: [ConstraintOrigin], in document: IBDocument, variant: Variant = .base) -> String {
        var parts: [String] = []
        var synthesizedViews: [SynthesizedConstraintKind: [String]] = [:]
        var synthesizedOrder: [SynthesizedConstraintKind] = []
        for origin in conflict {
            switch origin {
            case .document(let id):
                parts.append(document.constraint(id).map { "\(document.describe($0.resolved(in: variant))) (\(id))" } ?? id)
            case .synthesized(let kind, let viewID):
                if synthesizedViews[kind] == nil { synthesizedOrder.append(kind) }
                // A stack's spacing is what its arrangement adds between its views (a first run:
                // a conflict's 8 points nowhere in its message, the AppKit default); none, unsaid.
                let spacing = kind == .stackView
                    ? StackArrangement.spacing(isMacOS: document.platform == .macOS) { document.attribute($0, of: viewID, in: variant) } : nil
                let name = document.displayName(of: viewID) + (spacing.flatMap { $0 == 0 ? nil : " with spacing \(formatRounded($0))" } ?? "")
                if !(synthesizedViews[kind]?.contains(name) ?? false) { synthesizedViews[kind, default: []].append(name) }
            }
        }
        let synthesized = synthesizedOrder.map { "\($0.rawValue) of \(synthesizedViews[$0]!.joined(separator: ", "))" }
        return (synthesized + parts).joined(separator: "; ")
    }

    static func related(_ ids: some Sequence<String>, in document: IBDocument) -> [RelatedLocation] {
        ids.compactMap { id in
            document.constraint(id).map { RelatedLocation(location: $0.location, message: document.describe($0), objectID: id) }
        }
    }
}

/// Diagnostics of all configurations, each finding once: a finding that several configurations
/// share is reported with all of their names, and one that every configuration has with none.
struct FindingCollector {
    /// How many configurations the document is judged in.
    let configurationCount: Int
    private var order: [String] = []
    private var entries: [String: (diagnostic: Diagnostic, variants: [String])] = [:]

    init(configurationCount: Int) { self.configurationCount = configurationCount }

    /// Adds a finding of the configurations `variants` (none: not one configuration's).
    mutating func add(code: String, severity: Severity, key: String, message: String, variants: [Variant],
                      objectID: String?, location: SourceLocation?, related: [RelatedLocation] = []) {
        let names = variants.map(\.description)
        if entries[key] != nil {
            entries[key]!.variants += names.filter { !entries[key]!.variants.contains($0) }
            return
        }
        order.append(key)
        entries[key] = (Diagnostic(code: code, severity: severity, message: message, location: location,
                                   objectID: objectID, related: related), names)
    }

    var diagnostics: [Diagnostic] {
        order.map { key in
            var (diagnostic, variants) = entries[key]!
            if !variants.isEmpty, variants.count < configurationCount {
                diagnostic.message += " [in \(variants.joined(separator: ", "))]"
            }
            return diagnostic
        }
    }
}
