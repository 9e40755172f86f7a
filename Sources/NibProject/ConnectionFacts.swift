import NibModel

/// A document saying which module holds a class: an object with both `customClass` and
/// `customModule`. Such claims of every document feed `ProjectIndex.scannedModules`.
public struct ModuleClaim: Sendable, Hashable, Comparable {
    /// The `customClass` as written.
    public var className: String
    /// The `customModule` as written.
    public var module: String

    /// A claim from its parts.
    public init(className: String, module: String) {
        self.className = className
        self.module = module
    }

    /// The claims of a document's objects, in document order.
    public static func claims(of document: IBDocument) -> [ModuleClaim] {
        document.objects.compactMap { object in
            object.customClass.flatMap { className in object.customModule.map { ModuleClaim(className: className, module: $0) } }
        }
    }

    /// Class name first, then module.
    public static func < (a: ModuleClaim, b: ModuleClaim) -> Bool { (a.className, a.module) < (b.className, b.module) }
}

/// A view in a xib whose custom class may name a component (`ComponentUse`'s raw material):
/// the component-cycle check reads these of every xib.
public struct ComponentCandidate: Sendable, Hashable {
    /// The custom class without its module qualifier (`ComicView`): a component is found by
    /// this name (a xib of that file name).
    public var simpleClassName: String
    /// The view's id.
    public var objectID: String
    /// Where the view's element starts.
    public var location: SourceLocation

    /// A candidate from its parts.
    public init(simpleClassName: String, objectID: String, location: SourceLocation) {
        self.simpleClassName = simpleClassName
        self.objectID = objectID
        self.location = location
    }
}

/// What the connection checks read of one document when they judge *other* documents, so that
/// a caller (the lint cache) can tell, without reading the other documents again, whose
/// findings a change can affect:
/// - a document's own findings of the per-document rules depend on itself, the storyboards its
///   references name (followed on through theirs), the module claims of every document, the
///   project files, and of the sources what `SourceDependencies` digests for its `classNames`
///   and `responderSelectors`;
/// - the project-wide rules (`ConnectionChecker.projectWideRuleIDs`) depend on every
///   document's outlets and components, which `projectWideDigest` and `componentCandidates`
///   cover.
public struct DocumentConnectionFacts: Sendable, Hashable {
    /// The storyboards its storyboard references name (`storyboardName`), sorted, once each.
    public var storyboardNames: [String]
    /// Its objects' class/module pairs, sorted, once each.
    public var moduleClaims: [ModuleClaim]
    /// Its objects' custom classes, sorted, once each: the classes whose declarations its
    /// findings read.
    public var classNames: [String]
    /// The selectors of its actions sent to First Responder or an Exit (`anyClassReceivers`)
    /// and of its unwind segues, sorted, once each: judged against every class of the sources.
    public var responderSelectors: [String]

    /// The placeholders whose actions reach a receiver found at run time among every class:
    /// First Responder (the responder chain) and a scene's Exit (an unwind: UIKit looks for a
    /// controller that implements the action). `action-missing-method` judges them so, and
    /// `responderSelectors`, which keys its cached answers, must name the same ones.
    static let anyClassReceivers: Set<ObjectRole> = [.placeholder(.firstResponder), .placeholder(.exit)]
    /// Xibs only: its views with a custom class, in document order.
    public var componentCandidates: [ComponentCandidate]
    /// A digest of the rest that the project-wide rules read: the owner class and property of
    /// each outlet connection (`outlet-unconnected`), its Storyboard IDs, segue identifiers and
    /// cells' reuse identifiers (`code-identifier-missing`), and for a xib its top-level objects' roles, ids, classes
    /// and modules (which decide whether it draws a component).
    public var projectWideDigest: ContentDigest

    /// Facts from their parts (as stored by a cache).
    public init(storyboardNames: [String], moduleClaims: [ModuleClaim], classNames: [String], responderSelectors: [String],
                componentCandidates: [ComponentCandidate], projectWideDigest: ContentDigest) {
        self.storyboardNames = storyboardNames
        self.moduleClaims = moduleClaims
        self.classNames = classNames
        self.responderSelectors = responderSelectors
        self.componentCandidates = componentCandidates
        self.projectWideDigest = projectWideDigest
    }

    /// The facts of a document read.
    public init(_ document: IBDocument) {
        storyboardNames = Set(document.storyboardReferences.compactMap(\.storyboardName)).sorted()
        moduleClaims = Set(ModuleClaim.claims(of: document)).sorted()
        classNames = Set(document.objects.compactMap(\.customClass)).sorted()
        responderSelectors = Set(document.connections.compactMap { connection -> String? in
            switch connection.kind {
            case .action:
                let target = connection.destinationID.flatMap(document.object)
                return target.map { Self.anyClassReceivers.contains($0.role) } == true ? connection.selector : nil
            case .segue where connection.segueKind == "unwind":
                return connection.unwindAction
            default:
                return nil
            }
        }).sorted()
        var shared = DigestBuilder()
        for connection in document.connections where connection.kind == .outlet || connection.kind == .outletCollection {
            shared.add("outlet \(document.object(connection.sourceID)?.customClass ?? "-")#\(connection.property ?? "-")")
        }
        // What `code-identifier-missing` looks the code's identifiers up in.
        for object in document.objects {
            if let identifier = object.storyboardIdentifier { shared.add("storyboard id \(identifier)") }
            if let identifier = object.reuseIdentifier { shared.add("reuse id \(identifier)") }
        }
        for connection in document.connections where connection.kind == .segue {
            if let identifier = connection.identifier { shared.add("segue id \(identifier)") }
        }
        guard document.kind == .xib else {
            componentCandidates = []
            projectWideDigest = shared.digest
            return
        }
        for object in document.topLevelObjectIDs.compactMap(document.object) {
            shared.add("top \(object.id) \(object.role) \(object.isView) \(object.customClass ?? "-") \(object.customModule ?? "-")")
        }
        componentCandidates = document.objects.compactMap { object in
            guard object.role == .view, let customClass = object.customClass else { return nil }
            return ComponentCandidate(simpleClassName: ProjectIndex.simpleName(customClass), objectID: object.id,
                                      location: object.location)
        }
        projectWideDigest = shared.digest
    }
}
