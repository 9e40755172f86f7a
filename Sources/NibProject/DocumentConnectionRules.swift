import NibModel

// Rules that need only the documents: they run on any set of IB files, sources or not.

/// An id-valued attribute that names no object of its document. The reader finds these
/// (`IBDocument.diagnostics`); this rule reports them with the other connection findings.
struct DanglingReferenceRule: ConnectionCheck {
    static let description = ConnectionRuleDescription(
        id: "dangling-reference", severity: .error,
        summary: "An attribute that names an object (constraint item, outlet or segue destination…) names none.",
        rationale: """
        A constraint item or connection destination that does not exist makes Xcode drop the \
        reference when it opens the file, and `ibtool` fail to compile it. It is the typical scar \
        of a merge that kept one side's constraint and the other side's view.
        """,
        isReaderFinding: true,
        triggeringExamples: [ConstraintItemExample.make(firstItem: "gOn-Ee-001")],
        nonTriggeringExamples: [ConstraintItemExample.make(firstItem: "iN0-l3-epB")])

    func check(_ context: CheckContext, into output: inout RuleOutput) {
        for document in context.documents {
            output.diagnostics += document.diagnostics.filter { $0.code == Self.description.id }
        }
    }
}

/// A storyboard outlet or action whose two ends are in different scenes.
struct OutletCrossSceneRule: ConnectionCheck {
    static let description = ConnectionRuleDescription(
        id: "outlet-cross-scene", severity: .error,
        summary: "A storyboard outlet or action connects objects of two different scenes.",
        rationale: """
        Each scene is loaded on its own, so such a connection cannot survive loading; Interface \
        Builder cannot even draw one. Stale ones come from copy-pasted scenes and merges. An \
        action sent to another scene's First Responder is not reported: a First Responder action \
        has no target and goes up the responder chain whichever placeholder it names.
        """,
        triggeringExamples: [SceneExample.make(outletDestination: "lBl-Bb-002")],
        nonTriggeringExamples: [SceneExample.make(outletDestination: "lBl-Aa-001")])

    func check(_ context: CheckContext, into output: inout RuleOutput) {
        for (document, connection) in context.connections([.outlet, .outletCollection, .action], in: context.documents, storyboardsOnly: true) {
            guard let (source, destination) = context.ends(of: connection, in: document),
                  let sourceScene = source.sceneID, let destinationScene = destination.sceneID, sourceScene != destinationScene else { continue }
            // An action to First Responder has a nil target: it goes up the responder chain,
            // whichever scene's First Responder placeholder it names (macOS main menus do this).
            if connection.kind == .action && destination.role == .placeholder(.firstResponder) { continue }
            let name = connection.property ?? connection.selector ?? connection.id
            // The other scene by its controller, as the canvas shows it (a first run's reader
            // could not tell which scene a bare scene id was).
            func named(_ scene: String, of object: String) -> String? {
                document.scene(of: object)?.controllerID.map { "the scene of \(document.displayName(of: $0)) (\(scene))" }
            }
            let otherScene = named(destinationScene, of: destination.id) ?? "another scene (\(destinationScene))"
            // Its own scene too: a copy-pasted scene's controller is named like the other's.
            let ownScene = named(sourceScene, of: source.id).map { ", \($0)" } ?? ""
            output.report(Self.description,
                          "\(connection.kind) '\(name)' connects \(document.displayName(of: source.id)) to \(document.displayName(of: destination.id)) in \(otherScene), not its own\(ownScene)",
                          at: connection.location, objectID: connection.id)
        }
    }
}

/// A segue that does not lead to a scene's controller (its own only to show it again), or, unwinding, to an Exit.
struct SegueDestinationInvalidRule: ConnectionCheck {
    static let description = ConnectionRuleDescription(
        id: "segue-destination-invalid", severity: .error,
        summary: "A segue leads to something other than a scene's controller, embeds its own scene, or unwinds to something other than an Exit.",
        rationale: """
        `performSegue` raises at run time, or the unwind silently goes nowhere. Hand edits and \
        merges leave such segues behind. A segue that shows or presents its own scene's \
        controller is a drill-down (a folder inside a folder, a profile from a profile): each \
        such segue makes a new controller from the scene; only an embed or a relationship to \
        its own scene's controller is reported. An unwind segue must lead to an Exit, though not \
        its own scene's: UIKit finds where it unwinds to by its action at run time, and \
        storyboards begun before Xcode 6 share one Exit among their scenes (a first run: an app's \
        12 unwind segues, Xcode's own, to the one Exit of each storyboard).
        """,
        triggeringExamples: [SceneExample.make(segueDestination: "lBl-Bb-002")],
        nonTriggeringExamples: [SceneExample.make(segueDestination: "vCo-Bb-002"), SceneExample.make(segueDestination: "vCo-Aa-001")])

    func check(_ context: CheckContext, into output: inout RuleOutput) {
        for document in context.documents {
            for connection in document.connections where connection.kind == .segue {
                guard let (source, destination) = context.ends(of: connection, in: document) else { continue }
                let what = "\(connection.segueKind ?? "segue") segue '\(connection.identifier ?? connection.id)' from \(document.displayName(of: source.id))"
                if connection.segueKind == "unwind" {
                    if destination.role != .placeholder(.exit) {
                        output.report(Self.description, "\(what) leads to \(document.displayName(of: destination.id)), not to an Exit", at: connection.location, objectID: connection.id)
                    }
                    continue
                }
                // watchOS scenes hold `<controller>`, `<notificationController>`… without a sceneMemberID.
                guard destination.role == .controller || destination.role == .storyboardReference
                        || destination.element.lowercased().hasSuffix("controller") else {
                    output.report(Self.description, "\(what) leads to \(document.displayName(of: destination.id)), a <\(destination.element)>, not a view controller",
                                  at: connection.location, objectID: connection.id)
                    continue
                }
                // A segue makes a new controller from its destination's scene: showing or
                // presenting its own scene again is a drill-down (two apps of a first run, one of
                // the corpus, each preparing the new controller in code); a controller that
                // embeds or contains itself never ends.
                if let scene = source.sceneID, scene == destination.sceneID, ["embed", "relationship"].contains(connection.segueKind ?? "") {
                    output.report(Self.description, "\(what) leads back into its own scene", at: connection.location, objectID: connection.id)
                }
            }
        }
    }
}

/// A storyboard reference that leads to no controller.
struct StoryboardReferenceMissingRule: ConnectionCheck {
    static let description = ConnectionRuleDescription(
        id: "storyboard-reference-missing", severity: .error,
        summary: "A storyboard reference names a storyboard or Storyboard ID the project does not have.",
        rationale: """
        Following the reference crashes: "Could not find a storyboard named …" or "Storyboard … \
        doesn't contain a view controller with identifier …". Checked across every storyboard of \
        the project, localizations included.
        """,
        triggeringExamples: [SceneExample.make(referencedIdentifier: "Settings")],
        nonTriggeringExamples: [SceneExample.make(referencedIdentifier: "Detail")])

    func check(_ context: CheckContext, into output: inout RuleOutput) {
        for document in context.documents where document.kind == .storyboard {
            for reference in document.storyboardReferences {
                if case .failure(let error) = context.project.resolve(reference, in: document) {
                    output.report(Self.description, error.message, at: error.location, objectID: error.objectID)
                }
            }
        }
    }
}

/// An Xcode project file that cannot be read.
struct UnreadableProjectRule: ConnectionCheck {
    static let description = ConnectionRuleDescription(
        id: "unreadable-project", severity: .warning,
        summary: "An Xcode project file (project.pbxproj) cannot be read, so its targets are not known.",
        rationale: """
        Which target builds each document, which module its classes are in and which classes it \
        sees come from the project file. One that cannot be read (most often a merge conflict \
        left in it: git rewrites it on every change to a target) leaves its documents judged \
        against the classes of the whole tree, their modules unchecked and documents no target \
        builds unnoticed; Xcode will not open it either. The finding points at the place the \
        reader stopped. A project a workspace lists that is not there at all (`Pods.xcodeproj`, \
        which CocoaPods makes and repositories leave out) is not reported. Project files in Xcode's OpenStep form and as XML property lists \
        (`plutil -convert xml1`) are read.
        """,
        isProjectWide: true,
        triggeringExamples: [ProjectMembershipExample.make(targetBuildsDocument: true, form: .mergeConflict)],
        nonTriggeringExamples: [ProjectMembershipExample.make(targetBuildsDocument: true),
                                ProjectMembershipExample.make(targetBuildsDocument: true, form: .xml)])

    func check(_ context: CheckContext, into output: inout RuleOutput) {
        for error in context.project.targets.errors where !error.isAbsent {
            output.report(Self.description, "\(error.message); its targets are not known, so classes are judged across the whole tree",
                          at: SourceLocation(file: error.path, line: error.line, column: error.column), objectID: nil)
        }
    }
}

/// A document in an Xcode project's folder that no target builds.
struct UnbuiltDocumentRule: ConnectionCheck {
    static let description = ConnectionRuleDescription(
        id: "unbuilt-document", severity: .note,
        summary: "No target of the Xcode project whose folder holds the document builds it, so its connections are not checked.",
        rationale: """
        Xcode compiles a storyboard or xib only for the targets that list it in their Copy Bundle \
        Resources phase or hold it in a synchronised folder. A document no target builds is in no \
        product: usually a leftover of a rewrite, whose outlets, actions and classes name code \
        that has moved on. Its outlets, actions, custom classes and runtime attributes are not \
        judged against the sources (each would only report the rewrite); this note says so once, \
        with the project, and `nibcheck lint` leaves the document's other findings out (layout, \
        resources, translations: a file in no product), saying how many: for a document it cannot \
        read, such as a pre-Xcode-5 `<archive>` left beside the copy that replaced it, that is the \
        `legacy-document` warning's advice to convert a file no product holds. Delete the document, \
        or add it to a target. Not judged: a document \
        below a Swift package's folder, below no project's folder, inside a built bundle \
        (`Kit.framework/`, whose documents its maker compiled), below the folder of a \
        project file that could not be read, or below a pod specification's folder (a \
        development pod's `.podspec`: `pod install` builds its documents into a Pods project \
        seldom in the tree, and NibKit does not read the specification's file patterns).
        """,
        triggeringExamples: [ProjectMembershipExample.make(targetBuildsDocument: false), ProjectMembershipExample.legacyLeftover(),
                             ProjectMembershipExample.make(targetBuildsDocument: false, form: .xml)],
        nonTriggeringExamples: [ProjectMembershipExample.make(targetBuildsDocument: true),
                                ProjectMembershipExample.make(targetBuildsDocument: false, podspec: true)])

    /// A path's last folder and file name (`Base.lproj/Main.storyboard`; `Server/Notes.xcodeproj`,
    /// which tells copies of one app in a tree apart).
    static func shortPath(_ path: String) -> String {
        shortPath(path, distinctFrom: nil)
    }

    /// `shortPath`, with as many more folders as it takes to differ from `other`'s path of the
    /// same length: a built twin of a stray copy in a folder of the same name (`Shop/Cell.xib`
    /// and `App/Feature/Shop/Cell.xib`) would read as the copy itself (a first run's note said a
    /// target builds the very file it reported).
    static func shortPath(_ path: String, distinctFrom other: String?) -> String {
        let parts = PathNames.nibBundle(of: path).split(separator: "/").filter { $0 != "." }
        let otherParts = other.map { PathNames.nibBundle(of: $0).split(separator: "/").filter { $0 != "." } } ?? []
        var length = min(2, parts.count)
        while length < parts.count, otherParts.suffix(length).elementsEqual(parts.suffix(length)) { length += 1 }
        return parts.suffix(length).joined(separator: "/")
    }

    func check(_ context: CheckContext, into output: inout RuleOutput) {
        guard !context.unbuilt.isEmpty else { return }
        // Documents a target bundles, by the name code loads them by: a stray copy's built twin
        // in the same projects is named with it. A xib and a nib bundle of one name compile to
        // one nib; a built copy the reader cannot read (a pre-Xcode 5 `<archive>`) is built all
        // the same (a first run: 33 notes on an app's stray nib bundles said loading them by
        // name fails beside a built copy of each).
        let targets = context.project.targets
        var built: [String: [(path: String, location: SourceLocation)]] = [:]
        for (path, read) in context.project.documents where context.unbuilt[path] == nil && !targets.targets(ofDocument: path).isEmpty {
            if case .failure(let error) = read, error.kind == .stringsTable { continue }
            built[Self.loadingName(path), default: []].append((path, Self.location(of: read)))
        }
        for (path, projectName) in context.unbuilt.sorted(by: { $0.key < $1.key }) {
            // An unreadable one (a pre-Xcode-5 `<archive>` above all) is noted where its read
            // failed: the advice to convert it is wasted on a file no product holds (a first
            // run's 6 warnings on leftovers beside the built copies that replaced them).
            guard let read = context.project.documents[path] else { continue }
            let location = Self.location(of: read)
            let projects = targets.projectPaths(holding: path)
            let twins = (built[Self.loadingName(path)] ?? []).filter { targets.projectPaths(holding: $0.path) == projects }.sorted { $0.path < $1.path }
            // What it costs, said: code that loads it by name finds nothing (a first run's reader
            // took the note for housekeeping; the app's window could not open), or finds the
            // built copy instead (two first runs read "fails" beside a built twin as a contradiction).
            // The built copy named by its folder and name (a first run's reader could not tell
            // "another" from a second finding in the "also at" list).
            let cost = twins.isEmpty ? ", so loading it by name fails"
                : " (a target builds \(twins.count == 1 ? Self.shortPath(twins[0].path, distinctFrom: path) : "\(twins.count) others of its name"), which loading it by name finds instead)"
            output.report(Self.description,
                          // Short: the text report keeps what the run appends (the findings left out).
                          "no target of \(projectName) builds this document\(cost); its outlets, actions and classes are not checked",
                          // One twin is named in the message: as a related place, the text
                          // report's "also at" read as if the built copy were unbuilt too (two
                          // first runs).
                          at: location, objectID: nil,
                          related: twins.count == 1 ? [] : twins.map { RelatedLocation(location: $0.location, message: "a built document of the same name") })
        }
    }

    /// Where a document starts, or where reading it stopped.
    static func location(of read: Result<IBDocument, DocumentReadError>) -> SourceLocation {
        switch read {
        case .success(let document): document.location(of: document.tree.root)
        case .failure(let error): error.location
        }
    }

    /// The name code loads a document by, with its kind: `Panel.xib` and `Panel.nib/` are both
    /// the nib `Panel`, `Main.storyboard` the storyboard `Main`.
    static func loadingName(_ path: String) -> String {
        (PathNames.isXib(path) ? "nib " : "storyboard ") + PathNames.baseName(path)
    }

}

/// Components that contain themselves.
struct ComponentCycleRule: ConnectionCheck {
    static let description = ConnectionRuleDescription(
        id: "component-cycle", severity: .error,
        summary: "A component xib contains a placeholder of itself, directly or through other components.",
        rationale: """
        A view that loads its own nib inside itself recurses until the stack overflows, usually \
        at launch of the screen that uses it.
        """,
        isProjectWide: true,
        triggeringExamples: [ProfileExample.make(.embeddedBadge(containingProfile: true))],
        nonTriggeringExamples: [ProfileExample.make(.embeddedBadge(containingProfile: false))])

    func check(_ context: CheckContext, into output: inout RuleOutput) {
        let project = context.project
        // Edges: component path -> the uses of other components inside it.
        var edges: [String: [ComponentUse]] = [:]
        for component in project.components {
            for use in project.directHosts(ofComponent: component.path) {
                guard let host = project.componentPathOfDocument[use.documentPath] else { continue }
                edges[host, default: []].append(use)
            }
        }
        for host in edges.keys { edges[host]!.sort { $0.location < $1.location } }
        // Depth-first search; each edge back into the current path closes one cycle.
        var state: [String: Bool] = [:] // false: on the path, true: finished
        var path: [String] = []
        var reported = Set<[String]>()
        func visit(_ node: String) {
            state[node] = false
            path.append(node)
            for use in edges[node] ?? [] {
                let next = use.chain[0]
                switch state[next] {
                case false?:
                    let cycle = Array(path[path.firstIndex(of: next)!...])
                    let smallest = cycle.indices.min { cycle[$0] < cycle[$1] }!
                    guard reported.insert(Array(cycle[smallest...] + cycle[..<smallest])).inserted else { continue }
                    let chain = cycle + [next]
                    output.report(Self.description,
                                  "component cycle: \(chain.map(PathNames.baseName).joined(separator: " contains ")) (\(chain.joined(separator: " -> ")))",
                                  at: use.location, objectID: use.placeholderID)
                case true?:
                    continue
                case nil:
                    visit(next)
                }
            }
            path.removeLast()
            state[node] = true
        }
        for node in edges.keys.sorted() where state[node] == nil { visit(node) }
    }
}
