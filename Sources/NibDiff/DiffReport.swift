import NibModel

/// Everything one `nibcheck diff` run found: one entry per compared file, with the layout
/// effect and the impact on hosts when they were computed. What the reporters render.
public struct DiffReport: Sendable {
    /// One per compared file, in the order compared.
    public var files: [FileComparison]
    /// Whether noise is shown (`--all`). Noise never counts as a change.
    public var includesNoise: Bool

    /// A report from its parts.
    public init(files: [FileComparison], includesNoise: Bool = false) {
        self.files = files
        self.includesNoise = includesNoise
    }

    /// Whether anything beyond noise changed: the exit status is 1 exactly when this is true.
    public var hasChanges: Bool { files.contains(where: \.hasChanges) }

    /// The changes a reader sees for a file, noise included only when asked for.
    public func visibleChanges(of file: FileComparison) -> [DocumentChange] {
        guard let diff = file.diff else { return [] }
        return includesNoise ? diff.changes : diff.semanticChanges
    }
}

/// One file's comparison.
public struct FileComparison: Sendable {
    /// What happened to the file between the versions.
    public enum Status: String, Sendable {
        case modified, added, deleted
        /// One version could not be read; `problem` says why.
        case unreadable
    }

    /// The path shown (the new path, or the old one for a deleted file).
    public var path: String
    /// The path before a rename (git's rename detection), nil when the file kept its path.
    public var renamedFrom: String?
    /// Modified, added, deleted, or unreadable in one version.
    public var status: Status
    /// nil unless `status` is `modified`.
    public var diff: DocumentDiff?
    /// Views whose solved frame differs between the versions.
    public var layoutEffects: [LayoutEffect]
    /// What the change does to documents that embed this file's component.
    public var impacts: [HostImpact]
    /// Translations beside the file whose object the change removed or re-created.
    public var orphanedTranslations: [OrphanedTranslation]
    /// SVG wireframes of the old and new layout, changed views highlighted (for HTML reports).
    public var pictures: [Picture]
    /// Why a version could not be read.
    public var problem: Diagnostic?

    /// A comparison from its parts.
    public init(path: String, status: Status, diff: DocumentDiff? = nil, layoutEffects: [LayoutEffect] = [],
                impacts: [HostImpact] = [], orphanedTranslations: [OrphanedTranslation] = [], pictures: [Picture] = [],
                problem: Diagnostic? = nil) {
        self.path = path
        self.status = status
        self.diff = diff
        self.layoutEffects = layoutEffects
        self.impacts = impacts
        self.orphanedTranslations = orphanedTranslations
        self.pictures = pictures
        self.problem = problem
    }

    /// Whether the file counts as changed: added, deleted, unreadable, or modified beyond noise (in its model or its layout).
    public var hasChanges: Bool {
        switch status {
        case .added, .deleted, .unreadable: true
        // Translations a re-created id orphans are a change for the app even when the diff calls the id noise.
        case .modified: renamedFrom != nil || diff?.hasSemanticChanges ?? false || !layoutEffects.isEmpty || !orphanedTranslations.isEmpty
        }
    }

    /// A before/after pair of pictures of one root view.
    public struct Picture: Sendable {
        /// The root view, as people know it.
        public var title: String
        /// The old version's wireframe; nil when the root is new.
        public var beforeSVG: String?
        /// The new version's wireframe; nil when the root was removed.
        public var afterSVG: String?
        /// A pair from its parts.
        public init(title: String, beforeSVG: String?, afterSVG: String?) {
            self.title = title
            self.beforeSVG = beforeSVG
            self.afterSVG = afterSVG
        }
    }
}

/// A view whose solved frame changed: before and after in its superview's coordinates.
public struct LayoutEffect: Hashable, Sendable {
    /// The view's id in the old version; nil for a view only the new one has.
    public var oldID: String?
    /// The view's id in the new version; nil for a removed view.
    public var newID: String?
    /// The view as people know it (`label "Author" (aTh-Lb-9pe)`).
    public var name: String
    /// The size-class configuration it was solved in (`default` for the base).
    public var variant: String
    /// The solved frame before; nil when it was not solved (or the view is new).
    public var before: Rect?
    /// The solved frame after; nil when it is not solved (or the view is gone).
    public var after: Rect?

    /// An effect from its parts.
    public init(oldID: String?, newID: String?, name: String, variant: String, before: Rect?, after: Rect?) {
        self.oldID = oldID
        self.newID = newID
        self.name = name
        self.variant = variant
        self.before = before
        self.after = after
    }

    /// `name moves in variant: before → after`, as the reports print it.
    public var message: String {
        "\(name) moves in \(variant): \(before.map { "\($0)" } ?? "(unsolved)") → \(after.map { "\($0)" } ?? "(unsolved)")"
    }
}

/// What a component change does to one document or scene that embeds the component.
public struct HostImpact: Sendable {
    /// The host document.
    public var path: String
    /// The scene, when the host is a storyboard.
    public var sceneID: String?
    /// The object in the host that stands for the component (a view of the component's class,
    /// or a placeholder).
    public var hostObjectID: String
    /// What breaks or moves there, in report order.
    public var findings: [Finding]

    /// An impact from its parts.
    public init(path: String, sceneID: String?, hostObjectID: String, findings: [Finding]) {
        self.path = path
        self.sceneID = sceneID
        self.hostObjectID = hostObjectID
        self.findings = findings
    }

    /// One thing the change breaks or moves in the host.
    public struct Finding: Hashable, Sendable {
        /// What kind of damage.
        public enum Kind: String, Hashable, Sendable {
            /// An outlet the host or the component's users connect was removed.
            case outletRemoved
            /// A host constraint names an item the change removed.
            case constraintBroken
            /// A runtime attribute in the host names a key path that is gone.
            case runtimeAttributeBroken
            /// A view of the host is laid out differently after the change.
            case frameChanged
        }
        /// What kind of damage.
        public var kind: Kind
        /// The finding in words, naming the host's objects.
        public var message: String
        /// Ids in the host document (and, for removed items, the component's old ids).
        public var objectIDs: [String]
        /// Where in the host (or in the Swift source declaring the lost outlet).
        public var location: SourceLocation?

        /// A finding from its parts.
        public init(kind: Kind, message: String, objectIDs: [String], location: SourceLocation?) {
            self.kind = kind
            self.message = message
            self.objectIDs = objectIDs
            self.location = location
        }
    }
}
