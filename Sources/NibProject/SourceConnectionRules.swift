import NibModel
import SourceScan

// Rules that read the project's sources. Each runs only when sources were scanned, and says
// nothing about a class whose declaration (or whose superclass chain) is outside them.

/// An outlet names a property the source object's class does not declare.
struct OutletMissingPropertyRule: ConnectionCheck {
    static let description = ConnectionRuleDescription(
        id: "outlet-missing-property", severity: .error,
        summary: "An outlet names a property its source object's class does not declare.",
        rationale: """
        Loading the document crashes with "this class is not key value coding-compliant for the \
        key …", typically after a property was renamed in code only; so does a property only a \
        named Objective-C category declares, which gives it neither an instance variable nor a \
        setter (clang only warns), unless the code defines the setter, and a Swift property \
        declared without `@IBOutlet` or `@objc`, which Swift 4 and later hide from the \
        Objective-C runtime (judged where the project's build settings say Swift 4 or later \
        without Swift 3's `@objc` inference). Superclasses, extensions and \
        `@objc` renames are followed; classes whose sources were not scanned are not judged, nor \
        is an NSApplication outlet of a Mac app's main nib's File's Owner (the document holding \
        the main menu, loaded with the application as its owner whatever class it names), nor \
        a File's Owner's outlet that a subclass of its class declares (the owner is whatever \
        object loads the document: a subclass may load its superclass's nib), nor a storyboard \
        scene controller's (code may make the scene as a subclass, with \
        `instantiateViewController(identifier:creator:)` or `object_setClass`). The \
        outlets of one document that one class lacks are one finding (a class emptied or \
        rewritten leaves them all), the others its related places.
        """,
        needsSources: true,
        triggeringExamples: [ProfileExample.make(.outlet("nameLabel")), MainNibExample.make(mainMenu: false), CategoryOutletExample.make(setter: false),
                             UnexposedMemberExample.make(outlet: "var nameLabel: UILabel!")],
        nonTriggeringExamples: [ProfileExample.make(), MainNibExample.make(mainMenu: true), FrameworkMembersExample.make(), CategoryOutletExample.make(setter: true),
                                UnexposedMemberExample.make(outlet: "var nameLabel: UILabel!", swiftVersion: "3.0"),
                                UnexposedMemberExample.make(outlet: "@objc var nameLabel: UILabel!"),
                                FocusOutletExample.make(), PyObjCExample.make(),
                                ProfileExample.make(.outlet("nameLabel"), .subclass(members: "@IBOutlet weak var nameLabel: UILabel!"))])

    /// One finding per document and class (`FindingsByCause`).
    func check(_ context: CheckContext, into output: inout RuleOutput) {
        guard context.classes.hasSources else { return }
        struct Cause: Hashable { let document: String, className: String }
        var findings = FindingsByCause<Cause>()
        for (document, connection) in context.connections([.outlet, .outletCollection], in: context.builtDocuments) {
            guard let property = connection.property, let source = document.object(connection.sourceID),
                  let className = source.customClass else { continue }
            let classes = context.classes(for: document)
            let answer = classes.hasProperty(property, in: className)
            switch classes.judge(property, of: className, sourceAnswer: answer, frameworkMembers: FrameworkClasses.outletNames(ofFrameworkAncestor:)) {
            case .frameworkClass:
                break
            case .declared:
                // Declared, but unexposed to the Objective-C runtime by Swift 4.
                if let unexposed = classes.propertyUnexposedToObjC(property, in: className) {
                    if Self.mayBeMadeAsSubclass(source, in: document) != nil,
                       classes.subclass(of: className, where: { classes.propertyUnexposedToObjC(property, in: $0) == nil }) != nil {
                        continue
                    }
                    findings.add(Cause(document: document.path, className: className),
                                 "outlet '\(property)' of \(document.displayName(of: source.id)): class \(className) declares '\(property)' (\(unexposed.location)) "
                                 + "without @IBOutlet or @objc, which Swift 4 and later do not expose to the Objective-C runtime: "
                                 + "key-value coding cannot set it when the document loads",
                                 at: connection.location, objectID: connection.id)
                    continue
                }
                // Declared, but only by a named category, which gives it no storage.
                guard let category = classes.categoryOnlyProperty(property, in: className),
                      classes.unscannedCategory(inLineageOf: className) == nil else { break }
                if Self.mayBeMadeAsSubclass(source, in: document) != nil,
                   classes.subclass(of: className, where: { classes.categoryOnlyProperty(property, in: $0) == nil }) != nil {
                    break
                }
                findings.add(Cause(document: document.path, className: className),
                             "outlet '\(property)' of \(document.displayName(of: source.id)): class \(className) declares '\(property)' only in a category's "
                             + "@interface (\(category.location)), which gives it no instance variable and no setter",
                             at: connection.location, objectID: connection.id)
            case .missing:
                if FrameworkClasses.applicationOutletNames.contains(property), Self.ownsMainNib(source, in: document) {
                    output.skip(className, Self.mainNibOwner, at: source.location)
                    continue
                }
                if let whatever = Self.mayBeMadeAsSubclass(source, in: document),
                   let subclass = classes.subclass(of: className, where: { classes.hasProperty(property, in: $0) == true }) {
                    output.skip(className, Self.ownedBySubclass(subclass, declaring: property, because: whatever), at: source.location)
                    continue
                }
                let hint = didYouMean(property, among: classes.propertyNames(of: className))
                findings.add(Cause(document: document.path, className: className),
                             "outlet '\(property)' of \(document.displayName(of: source.id)): class \(className) declares no property '\(property)'\(hint)",
                             at: connection.location, objectID: connection.id)
            case .notJudged(let reason):
                output.skip(className, reason, at: source.location)
            }
        }
        findings.report(Self.description, into: &output, noun: "outlet")
    }

    /// Why an object's connection is not judged when a subclass of its class declares the
    /// member (`ClassResolver.subclass(of:where:)`): a File's Owner is whatever object loads the
    /// document, and a storyboard scene's controller may be made as a subclass (a first run: a
    /// scene made as one of two subclasses, each with its own action, 2 errors; no other of 172
    /// apps' findings goes). Nil for other objects, which are made of the class they name.
    static func mayBeMadeAsSubclass(_ object: IBObject, in document: IBDocument) -> String? {
        switch object.role {
        case .placeholder(.filesOwner): "a File's Owner is whatever object loads the document"
        case .controller where document.kind == .storyboard: "code may make the scene as a subclass (`instantiateViewController(identifier:creator:)`, `object_setClass`)"
        default: nil
        }
    }

    /// Why a connection is not judged when a subclass of its object's class declares the
    /// member, and the object may be made as that subclass (`mayBeMadeAsSubclass`).
    static func ownedBySubclass(_ subclass: String, declaring member: String, because reason: String) -> String {
        "its subclass \(subclass) declares '\(member)', and \(reason)"
    }

    /// Whether an object is the File's Owner of a Mac app's main nib, the document holding its
    /// main menu (`systemMenu="main"`): `NSApplicationMain` loads that nib with the application
    /// object as its owner, whatever class the placeholder names, so the owner's connections
    /// reach NSApplication (a first run: an old template's owner named the app's controller,
    /// and its `delegate` outlet and About action were reported missing from it, 2 errors).
    static func ownsMainNib(_ object: IBObject, in document: IBDocument) -> Bool {
        object.role == .placeholder(.filesOwner) && document.platform == .macOS
            && document.objects.contains { $0.element == "menu" && document.tree[$0.node].attribute(notKnown: "systemMenu") == "main" }
    }

    /// Why a main nib's File's Owner connection to an NSApplication member is not judged.
    static let mainNibOwner = "the main nib's File's Owner is the application, whatever class it names"
}

/// An outlet's destination is not an instance of the outlet's declared type.
struct OutletTypeMismatchRule: ConnectionCheck {
    static let description = ConnectionRuleDescription(
        id: "outlet-type-mismatch", severity: .error,
        summary: "An outlet is connected to an object that is not of the outlet's declared type.",
        rationale: """
        A `UILabel` outlet holding a `UIButton` crashes at the first use of a label-only member, \
        or silently misbehaves through `as?`. Subclasses are accepted. So does an outlet \
        collection connected to a property that holds one object, or one object connected to an \
        outlet collection's property. A `typealias` of a class is that class; a protocol the \
        sources declare is held only by objects of a class the sources make adopt it (or a \
        protocol inheriting it), in its declaration or an extension: key-value coding, which \
        sets outlets, checks no conformance, and the first call of a protocol method raises \
        "unrecognized selector". Protocols from outside the sources are not judged.
        """,
        needsSources: true,
        triggeringExamples: [ProfileExample.make(.outletType("UIButton")), UnexposedMemberExample.make(outlet: "@IBOutlet var nameLabel: [UILabel]!")],
        nonTriggeringExamples: [ProfileExample.make(), PlatformBranchesExample.make(), PlatformTwinsExample.make()])

    func check(_ context: CheckContext, into output: inout RuleOutput) {
        guard context.classes.hasSources else { return }
        var reportedMismatches = Set<String>()
        for (document, connection) in context.connections([.outlet, .outletCollection], in: context.builtDocuments) {
            guard let property = connection.property, let (source, destination) = context.ends(of: connection, in: document),
                  let ownerClass = source.customClass else { continue }
            let classes = context.classes(for: document)
            // An outlet may be declared more than once where NibKit sees the class: in branches
            // of `#if os(macOS)` / `#else` that a file built for both platforms compiles one at a
            // time (a first run: an iOS storyboard's text field judged against the macOS branch's
            // NSSecureTextField, 2 errors), or in one file per platform of a tree no Xcode
            // project describes (a CMake build: an iOS window judged against the Mac twin's
            // NSWindow). Any declaration the object fits may be the one built. (Where a project
            // is read, the targets tell copies in other files apart before this.)
            let outlets = classes.outlets(of: ownerClass)
            // One object connected to a collection, or a collection to one object's property:
            // key-value coding sets the property to what its declaration does not hold (first
            // runs' seeded breaks, in Swift and Objective-C).
            let declared = outlets.filter { $0.name == property }
            if let first = declared.first, let mismatch = Self.collectionMismatch(connection.kind, declared: declared) {
                // Once per object and outlet: a collection's members are one connection each.
                guard reportedMismatches.insert("\(document.path)#\(source.id)#\(property)").inserted else { continue }
                output.report(Self.description, "outlet '\(property)' of \(ownerClass) is declared \(mismatch.declared) but is connected as \(mismatch.connected)",
                              at: connection.location, objectID: connection.id,
                              related: [RelatedLocation(location: first.location, message: "'\(property)' declared here")])
                continue
            }
            guard let outlet = outlets.first(where: { $0.name == property }), let destinationClass = classes.className(of: destination, in: document),
                  !outlets.contains(where: { $0.name == property && classes.isAssignable(destinationClass, to: $0.typeName) != false })
            else { continue }
            // Not named after an outlet: the object's own name and id ("connected to
            // profileLevel, an NSMenuItem" read, to a first run's reader, as an outlet connected
            // to itself; "connected to scoreLabel, a UIButton", after another outlet to the
            // button, as a contradiction).
            let destinationName = document.nameWithoutOutlets(of: destination.id)
            let aliased = classes.sources.resolvingTypeAlias(outlet.typeName)
            let declaredType = aliased == outlet.typeName ? outlet.typeName : "\(outlet.typeName) (\(aliased))"
            output.report(Self.description,
                          "outlet '\(property)' is declared \(declaredType) in \(ownerClass) but is connected to \(destinationName), \(ObjectNaming.withArticle(destinationClass))",
                          at: connection.location, objectID: connection.id,
                          related: [RelatedLocation(location: outlet.location, message: "'\(property)' declared here")])
        }
    }
}

extension OutletTypeMismatchRule {
    /// How a connection's kind disagrees with every declaration of its outlet: an
    /// `<outletCollection>` to a property that holds one object (not an array or set of any
    /// kind), or an `<outlet>` to an outlet collection; nil when some declaration fits.
    static func collectionMismatch(_ kind: ConnectionKind, declared: [DeclaredOutlet]) -> (declared: String, connected: String)? {
        guard !declared.isEmpty else { return nil }
        switch kind {
        case .outletCollection where declared.allSatisfy({ !$0.isCollection && !collectionTypes.contains(String($0.typeName.prefix { $0 != "<" })) }):
            return ("as one \(declared[0].typeName)", "an outlet collection")
        case .outlet where declared.allSatisfy(\.isCollection):
            return ("as a collection of \(declared[0].typeName)", "a single outlet: the property would hold one object where the code expects an array")
        default:
            return nil
        }
    }

    /// Types an outlet collection may be set into though the declaration is no collection
    /// (compared without generic arguments: `Array<UIView>`, `NSArray<UILabel *>`).
    static let collectionTypes: Set<String> = ["NSArray", "NSMutableArray", "NSSet", "NSMutableSet", "NSOrderedSet", "Array", "Set",
                                               "Any", "AnyObject", "id", "NSObject"]
}

/// An `@IBOutlet` that no document connects.
struct OutletUnconnectedRule: ConnectionCheck {
    static let description = ConnectionRuleDescription(
        id: "outlet-unconnected", severity: .warning,
        summary: "A Swift @IBOutlet is connected in no document.",
        rationale: """
        An implicitly unwrapped outlet that no document connects is nil at run time: the first \
        access crashes. Connections of subclasses and every document of the project count (of a \
        subclass whose declarations disagree on its superclass, through each candidate), and \
        so do those of a File's Owner whose class neither the sources nor UIKit/AppKit declare \
        (any object may load the nib) and, in a xib, those of its File's Owner for the class the \
        xib is named after (a view controller loads the nib of its own name); a Cocoa binding to an \
        object of the class whose key path starts with the outlet's name uses it too. An outlet \
        the code sets is the code's, not a lost connection: one its class's or a subclass's code \
        assigns, one set as a property (`profile.caption = label`) in a source that declares \
        an outlet or property of the class or a subclass, and one set through the class itself \
        (`ProfileView.shared.caption = label`). Outlets of a file in an Xcode project's folder that no \
        target compiles are not reported: they are in no product. The outlets of one declaration \
        connected nowhere are one finding, the others its related places. Objective-C outlets \
        are not reported: messaging nil does nothing, so there an outlet \
        connected nowhere is dead code, not a crash. An implicitly unwrapped outlet that the \
        code of its class reads (`label.text`, `label!`) leads its finding, which names the first \
        such use, when a document instantiates the class and the code neither tests the outlet \
        for nil nor assigns it (code elsewhere may still set it: the use is a crash only if it \
        runs while the outlet is nil).
        """,
        needsSources: true, isProjectWide: true,
        triggeringExamples: [ProfileExample.make(.extraOutlet("subtitleLabel", setBy: nil))],
        nonTriggeringExamples: [ProfileExample.make(), BoundOutletExample.make(),
                                ProfileExample.make(.extraOutlet("subtitleLabel", setBy: .holder)),
                                ProfileExample.make(.extraOutlet("subtitleLabel", setBy: .sharedInstance))])

    func check(_ context: CheckContext, into output: inout RuleOutput) {
        guard context.classes.hasSources else { return }
        // (class, property) for every outlet connection, for the source's class and each superclass.
        var connected = Set<String>()
        // Outlets of File's Owners whose class neither the sources nor the frameworks declare:
        // the owner is whatever object loads the nib, so any class may be it (a first run on a
        // real app: a controller loading a nib by name whose owner names its old class).
        var connectedToUnknownOwner = Set<String>()
        for (document, connection) in context.connections([.outlet, .outletCollection], in: context.documents) {
            guard let property = connection.property, let source = document.object(connection.sourceID) else { continue }
            // An object without a custom class is an instance of its element's framework class,
            // as is one naming that class: it connects an outlet a source's extension adds to
            // that class or a superclass (a first run: a text field's `nextField`, declared in
            // `extension UITextField` and connected by two plain text fields, reported connected
            // in no document).
            guard let className = source.customClass ?? FrameworkClasses.className(ofElement: source.element, platform: document.platform) else { continue }
            if let framework = FrameworkClasses.chain(of: className) {
                Self.insert(property, connectedBy: framework, into: &connected)
                continue
            }
            guard let chain = context.classes.superclassChain(of: className) else {
                if source.role == .placeholder(.filesOwner), !FrameworkClasses.isKnown(className), !ClassResolver.looksLikeAppleClass(className) {
                    connectedToUnknownOwner.formUnion(OutletKey.names(reachedBy: property))
                }
                continue
            }
            var chains = [chain]
            // A xib is loaded by the class of its name too (`UIViewController`'s and
            // `NSViewController`'s default nib name, and `Self.nibName` helpers), and its File's
            // Owner is whatever object loads it: a first run on a real app met a controller
            // loading a copy of another's xib whose owner still named the other class.
            if source.role == .placeholder(.filesOwner), document.path.hasSuffix(".xib"),
               case let byName = PathNames.baseName(document.path), byName != className,
               let loader = context.classes.superclassChain(of: byName) {
                chains.append(loader)
            }
            Self.insert(property, connectedBy: chains.flatMap { Self.classesReached(along: $0, in: context.classes) }, into: &connected)
        }
        // A Cocoa binding to an object reads the property its key path starts with: an outlet
        // property so read is used, as Swift properties are made key-value visible with
        // `@IBOutlet` (a first run: an updater stand-in's two optional outlets, which the
        // preferences' check boxes bind to).
        for (document, binding) in context.connections([.binding], in: context.documents) {
            guard let keyPath = binding.keyPath, let bound = binding.destinationID.flatMap(document.object), let className = bound.customClass,
                  let chain = context.classes.superclassChain(of: className) else { continue }
            let path = keyPath.hasPrefix("self.") ? keyPath.dropFirst(5) : Substring(keyPath)
            guard let first = path.split(separator: ".").first else { continue }
            for name in chain.chain { connected.insert("\(name)#\(first)") }
        }
        // What the code does with outlets no document connects (`OutletCodeUses`).
        var uses = OutletCodeUses(context)
        // Objective-C outlets are left out: messaging nil does nothing, so an outlet connected
        // nowhere is dead code there, not the crash an implicitly unwrapped Swift outlet is.
        // A source no target of its project compiles declares no live outlet (a first run on a
        // real app: a controller file its project no longer lists).
        for file in context.project.scannedFiles where file.language == .swift && context.project.targets.projectNotBuilding(file: file.path) == nil {
            for type in file.types where !type.outlets.isEmpty && type.kind != .protocol {
                let className = context.classes.superclassChain(of: type.qualifiedName)?.chain.first ?? type.qualifiedName
                var unconnected = type.outlets.filter { !connected.contains("\(className)#\($0.name)") && !connectedToUnknownOwner.contains($0.name) }
                unconnected.removeAll { uses.isSetByCode($0, of: type, className: className) }
                guard !unconnected.isEmpty else { continue }
                // An implicitly unwrapped outlet the class's code dereferences crashes there: it
                // leads the finding, which says where (first runs: such an outlet among harmless
                // ones, the one that crashed on closing a window).
                let use = uses.firstCrashingUse(among: unconnected, of: type, className: className)
                if let use, let position = unconnected.firstIndex(of: use.outlet) { unconnected.insert(unconnected.remove(at: position), at: 0) }
                let first = unconnected[0]
                // One finding per declaration: a class no document uses would otherwise fill a
                // report with one warning per outlet (a first run: 13 of an app's 17 findings).
                let others = unconnected.dropFirst()
                let listed = others.prefix(3).map { "'\($0.name)'" } + (others.count > 3 ? ["\(others.count - 3) more"] : [])
                let more = listed.isEmpty ? ""
                    : "; nor \(others.count == 1 ? "is" : "are") " + (listed.dropLast().isEmpty ? "" : listed.dropLast().joined(separator: ", ") + " and ") + listed.last!
                let crash = use.map { ", yet code uses it (\(PathNames.fileName($0.at.file)):\($0.at.line)), where it would be nil: a crash when that code runs" } ?? ""
                output.report(Self.description, "@IBOutlet '\(first.name)' of \(className) is connected in no document\(crash)\(more)",
                              at: first.location, objectID: nil,
                              related: (use.map { [RelatedLocation(location: $0.at, message: "'\(first.name)' used here")] } ?? [])
                                + others.map { RelatedLocation(location: $0.location, message: "@IBOutlet '\($0.name)' of \(className)") })
            }
        }
    }
}

/// Code looks a storyboard's controller or segue up by an identifier no storyboard has.
struct CodeIdentifierMissingRule: ConnectionCheck {
    static let description = ConnectionRuleDescription(
        id: "code-identifier-missing", severity: .error,
        summary: "Code instantiates a controller by a Storyboard ID, performs a segue, or dequeues a cell or reusable view by an identifier that no IB document of the project has.",
        rationale: """
        `instantiateViewController(withIdentifier:)` (and `instantiateController(withIdentifier:)`, \
        their Objective-C forms and iOS 13's `instantiateViewController(identifier:)`) raises \
        NSInvalidArgumentException when the storyboard has no controller with that Storyboard ID, \
        and `performSegue(withIdentifier:sender:)` when the controller has no segue of that \
        identifier: a renamed ID or segue in a storyboard is a crash when that code runs, which \
        neither the compiler nor Interface Builder sees. Identifiers the code spells in a string \
        literal are judged (also wrapped, `NSStoryboard.SceneIdentifier("Prefs")`), and \
        constants by the literal the sources declare them with, where that is the one \
        declaration of anything by that name (`static let detailID = "Detail"`, \
        `NSString * const DetailID = @"Detail"`, `#define`; not a `var`, which code may set). A \
        Storyboard ID is looked for in the storyboard the call names, on its receiver or the \
        variable its receiver is (`UIStoryboard(name: "Main", bundle: nil)`), and, when the \
        code does not say which (a controller's own `storyboard`), in every storyboard of the \
        project; a segue's in every storyboard. A call on a storyboard the tree does not hold (a \
        pod's or framework's) is not judged, nor one that may be on a storyboard NibKit could \
        not read, nor a call in a source that no target of its Xcode project compiles, nor a \
        segue performed in the code of a class that overrides `performSegue(withIdentifier:sender:)` \
        (or a subclass's): it may handle the identifier itself. \
        `dequeueReusableCell(withIdentifier:for:)` and `dequeueReusableCell(withReuseIdentifier:for:)` \
        (and their Objective-C forms) raise NSInternalInconsistencyException ("unable to dequeue \
        a cell with identifier") when no prototype cell of the table's storyboard and no \
        registration gives a cell that reuse identifier. A literal one is judged when the \
        project keeps cells in its IB documents (some document has a reuse identifier) and \
        every document could be read: it is reported when no storyboard or xib has a cell with \
        that reuse identifier, it is no document's file name (a nib registered under its own \
        name) and the sources write it as a literal nowhere but in such calls (a registration, \
        `register(_:forCellReuseIdentifier:)`, or a constant holds it otherwise); \
        nor is a class's name judged where the code registers a cell under an identifier it does \
        not spell (`String(describing: Cell.self)`, `Cell.reuseIdentifier`). A collection view's \
        section header or footer, `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`, \
        is judged the same way against the documents' reusable views. A reuse identifier passed as \
        a constant is judged by its value where the sources declare one constant of that name with \
        a literal (`static let rowID = "Row"`, `NSString * const RowID = @"Row"`, `#define`; not a \
        `var`) and mention it nowhere but there and in dequeuing calls (a registration passing it \
        keeps it from being judged).
        """,
        needsSources: true, isProjectWide: true,
        triggeringExamples: [StoryboardCallExample.make(storyboardID: "Details"), StoryboardCallExample.make(segue: "showDetails"),
                             StoryboardCallExample.make(cell: "DetailRows")],
        nonTriggeringExamples: [StoryboardCallExample.make(), StoryboardCallExample.make(segue: "showInfo", handlesSegues: true),
                                StoryboardCallExample.make(cell: "PlainRow", registers: true)])

    func check(_ context: CheckContext, into output: inout RuleOutput) {
        guard context.classes.hasSources else { return }
        var storyboardIDs: [String: Set<String>] = [:], segueIDs = Set<String>(), reuseIDs = Set<String>()
        for document in context.documents {
            reuseIDs.formUnion(document.objects.compactMap(\.reuseIdentifier))
            guard document.kind == .storyboard else { continue }
            let name = PathNames.baseName(document.path)
            storyboardIDs[name, default: []].formUnion(document.objects.compactMap(\.storyboardIdentifier))
            segueIDs.formUnion(document.connections.compactMap { $0.kind == .segue ? $0.identifier : nil })
        }
        // A document that could not be read may hold any identifier.
        let unreadable = context.project.documents.compactMap { path, read -> String? in
            guard case .failure(let error) = read, error.kind != .stringsTable else { return nil }
            return path
        }
        let unreadableStoryboards = Set(unreadable.filter { PathNames.fileExtension($0) == "storyboard" }.map(PathNames.baseName))
        let everyStoryboardID = storyboardIDs.values.reduce(into: Set<String>()) { $0.formUnion($1) }
        // Classes that override `performSegue(withIdentifier:sender:)` may handle an identifier
        // in code (a first run: a chat screen presenting contact details for "showDetails"): a
        // segue performed in the code of one of them or a subclass is not judged.
        // (Collected when a segue is first judged: most runs judge none.)
        var segueHandlers: Set<String>?
        func handlesSegues(_ file: ScannedFile) -> Bool {
            let handlers = segueHandlers ?? Set(context.project.scannedFiles.flatMap { file in
                file.types.filter { $0.declaresSelector("performSegueWithIdentifier:sender:") }.map(\.name)
            })
            segueHandlers = handlers
            return !handlers.isEmpty && file.types.contains { type in
                (context.classes.superclassChain(of: type.qualifiedName)?.chain ?? [type.name]).contains(where: handlers.contains)
            }
        }
        // A cell's identifier the code registers or keeps elsewhere is written outside the
        // dequeuing calls too (asked of the sources' bytes, for the few identifiers no document
        // has): a literal as that literal, a constant as its name (a registration passing it) or
        // as its value.
        lazy var texts = SourceTexts(paths: context.project.sourcePaths)
        // How many dequeuing calls spell each literal, and pass each constant.
        lazy var dequeued: (literals: [String: Int], constants: [String: Int]) = context.project.scannedFiles.reduce(into: ([:], [:])) { counts, file in
            for call in file.storyboardCalls where call.kind.isReuseIdentifier {
                if call.namesConstant { counts.constants[call.identifier, default: 0] += 1 } else { counts.literals[call.identifier, default: 0] += 1 }
            }
        }
        let documentNames = Set(context.documents.map { PathNames.baseName($0.path) })
        // A class's name is an identifier only where the code registers cells under identifiers
        // it does not spell (`String(describing: Cell.self)`, `Cell.reuseIdentifier`).
        lazy var registersComputedIdentifiers = Self.registersComputedIdentifiers(in: texts)
        // Constants passed by the calls, by name, as the sources declare them.
        var constants: [String: (value: String, mentions: Int, declarations: Int)?] = [:]
        func constant(_ name: String) -> (value: String, mentions: Int, declarations: Int)? {
            if let known = constants[name] { return known }
            let found = texts.constantLiteral(named: name)
            constants[name] = found
            return found
        }
        /// The reuse identifier a dequeuing call asks for, when it is judged: its literal, or the
        /// literal its constant is declared with once, where the declaration and the dequeuing
        /// calls are all the constant's mentions.
        func judgedReuseIdentifier(of call: StoryboardCall) -> String? {
            guard !reuseIDs.isEmpty, unreadable.isEmpty else { return nil }
            var value = call.identifier, declarations = 0
            if call.namesConstant {
                guard let constant = constant(call.identifier),
                      constant.mentions == 1 + dequeued.constants[call.identifier, default: 0] else { return nil }
                (value, declarations) = (constant.value, 1)
            }
            guard !reuseIDs.contains(value), !documentNames.contains(value),
                  texts.occurrences(of: Array("\"\(value)\"".utf8)) <= dequeued.literals[value, default: 0] + declarations,
                  !(context.names.declaredClassNames.contains(value) && registersComputedIdentifiers) else { return nil }
            return value
        }
        /// Whether the documents have `identifier` for what `call` asks: a Storyboard ID in the
        /// storyboard it names (or any), a segue, a cell or reusable view (or a nib of that name).
        func documentsHave(_ identifier: String, for call: StoryboardCall) -> Bool {
            switch call.kind {
            case .storyboardID: call.storyboardName.map { storyboardIDs[$0]?.contains(identifier) ?? false } ?? everyStoryboardID.contains(identifier)
            case .segue: segueIDs.contains(identifier)
            case .cellReuseIdentifier, .supplementaryViewReuseIdentifier: reuseIDs.contains(identifier) || documentNames.contains(identifier)
            }
        }
        // Each identifier is judged once, however many calls dequeue it (each judgement may read
        // every source).
        var judgedReuseIdentifiers: [String: String?] = [:]
        func memoizedReuseIdentifier(of call: StoryboardCall) -> String? {
            let key = (call.namesConstant ? "constant " : "literal ") + call.identifier
            if let known = judgedReuseIdentifiers[key] { return known }
            let identifier = judgedReuseIdentifier(of: call)
            judgedReuseIdentifiers[key] = identifier
            return identifier
        }
        for file in context.project.scannedFiles where !file.storyboardCalls.isEmpty && context.project.targets.projectNotBuilding(file: file.path) == nil {
            for call in file.storyboardCalls {
                // A constant the calling file declares with an identifier the documents have, a
                // name it binds to something else too (a parameter, a variable), or a reuse
                // identifier it mentions beyond its declaration and the dequeuing calls (its
                // registration) is settled there, without reading every source: most are.
                if call.namesConstant {
                    let local = texts.mentions(of: call.identifier, inSourceAt: file.path)
                    if local.declarations > local.literals.count || (local.literals.count == 1 && documentsHave(local.literals[0], for: call))
                        || (call.kind.isReuseIdentifier && local.mentions > 1 + dequeued.constants[call.identifier, default: 0]) { continue }
                }
                // A Storyboard ID or segue in a constant: its value, where the sources declare
                // nothing else by its name (no code registers either, so other mentions are uses).
                var identifier = call.identifier, shown = "\"\(call.identifier)\""
                if call.namesConstant, !call.kind.isReuseIdentifier {
                    // (Asked only where the project has storyboards: every source may be read.)
                    guard !storyboardIDs.isEmpty, let constant = constant(call.identifier), constant.declarations == 1 else { continue }
                    (identifier, shown) = (constant.value, "`\(call.identifier)` = \"\(constant.value)\"")
                }
                switch call.kind {
                case .storyboardID:
                    if let name = call.storyboardName {
                        guard let ids = storyboardIDs[name], !unreadableStoryboards.contains(name), !ids.contains(identifier) else { continue }
                        output.report(Self.description, "\(name).storyboard has no controller with Storyboard ID \(shown)\(didYouMean(identifier, among: ids, quotes: .string)): instantiating it raises NSInvalidArgumentException when this code runs",
                                      at: call.location, objectID: nil)
                    } else {
                        guard !storyboardIDs.isEmpty, unreadableStoryboards.isEmpty, !everyStoryboardID.contains(identifier) else { continue }
                        output.report(Self.description, "no storyboard of the project has a controller with Storyboard ID \(shown)\(didYouMean(identifier, among: everyStoryboardID, quotes: .string)): instantiating it raises NSInvalidArgumentException when this code runs",
                                      at: call.location, objectID: nil)
                    }
                case .segue:
                    guard !storyboardIDs.isEmpty, unreadableStoryboards.isEmpty, !segueIDs.contains(identifier), !handlesSegues(file) else { continue }
                    output.report(Self.description, "no storyboard of the project has a segue with identifier \(shown)\(didYouMean(identifier, among: segueIDs, quotes: .string)): performing it raises NSInvalidArgumentException (\"has no segue with identifier\") when this code runs",
                                  at: call.location, objectID: nil)
                case .cellReuseIdentifier, .supplementaryViewReuseIdentifier:
                    guard let value = memoizedReuseIdentifier(of: call) else { continue }
                    identifier = value
                    let (what, exception) = call.kind == .cellReuseIdentifier
                        ? ("a cell", "unable to dequeue a cell with identifier")
                        : ("a reusable view", "could not dequeue a view of kind … with identifier")
                    let constant = call.namesConstant ? "`\(call.identifier)` = " : ""
                    output.report(Self.description, "no storyboard or xib of the project has \(what) with reuse identifier \(constant)\"\(identifier)\"\(didYouMean(identifier, among: reuseIDs, quotes: .string)), and the code registers none under it: dequeuing it raises NSInternalInconsistencyException (\"\(exception)\") when this code runs",
                                  at: call.location, objectID: nil)
                }
            }
        }
    }
    /// Whether a registration of a cell or supplementary view (`register(_:forCellReuseIdentifier:)`,
    /// `register(_:forCellWithReuseIdentifier:)`,
    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` and their Objective-C forms)
    /// passes an identifier that is not a string literal.
    private static func registersComputedIdentifiers(in texts: SourceTexts) -> Bool {
        // Each registration's label, and the identifier's label when an argument (a
        // supplementary view's kind) comes between them.
        let registrations: [(String, [UInt8]?)] = [("forCellReuseIdentifier", nil), ("forCellWithReuseIdentifier", nil),
                                                    ("forSupplementaryViewOfKind", Array("withReuseIdentifier".utf8))]
        return registrations.contains { label, identifierLabel in
            texts.containsOccurrence(of: Array(label.utf8)) { bytes, end in
                var index = end
                if let identifierLabel {
                    guard let start = ByteText.firstIndex(of: identifierLabel, in: bytes, from: index), start - index < 256 else { return false }
                    index = start + identifierLabel.count
                }
                func skipBlanks() { while index < bytes.count, ByteText.isBlank(bytes[index]) { index += 1 } }
                skipBlanks()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return false }
                index += 1
                skipBlanks()
                return index < bytes.count && bytes[index] != UInt8(ascii: "\"") && bytes[index] != UInt8(ascii: "@")
            }
        }
    }
}

/// An action names a selector its target does not implement.
struct ActionMissingMethodRule: ConnectionCheck {
    static let description = ConnectionRuleDescription(
        id: "action-missing-method", severity: .error,
        summary: "An action's selector is not implemented by its target's class.",
        rationale: """
        Tapping the control raises "unrecognized selector sent to instance"; so does a method an \
        Objective-C @interface declares and no @implementation defines (clang only warns). The \
        controls of one document that send one missing method to one object are one finding, \
        the others its related locations. A Mac \
        menu item whose target does not implement its action is disabled instead (a menu \
        enables an item only when its target responds to the action): the command cannot be \
        chosen. First Responder \
        actions, unwind segues and actions sent to a scene's Exit (an unwind: UIKit looks for a \
        view controller that implements the action) are checked against every class of the app (one that only an \
        @interface declares is found by none), and not judged \
        while a sub-project the project references is not on disk (its classes may implement \
        them). An action to another scene's object is `outlet-cross-scene`'s: loading drops it. \
        An action to a File's Owner or a storyboard scene's controller that a subclass of \
        its class implements is not judged: the owner is whatever object loads the document, and \
        code may make a scene as a subclass; nor is an NSApplication action to a Mac app's main \
        nib's File's Owner, which is the application. Nor is an action to a class \
        whose sources (or a superclass's) import a category header (`UIViewController+Kit.h`) on it or a superclass \
        that the tree does not hold: a pod or framework that is not checked in may add it. A \
        segue's `@IBSegueAction` (`destinationCreationSelector`, which makes its destination) is \
        judged as an action sent to its scene's controller. A Swift \
        method without `@IBAction` or `@objc` (nor `override`, an `@objc extension`, an \
        `@objcMembers` class or an `@objc` protocol's requirement) is no method for an action \
        where the target compiles Swift 4 or later (SE-0160), as a property is no outlet; where \
        no project says which Swift compiles it, it may be Swift 3's, which exposes it.
        """,
        needsSources: true,
        triggeringExamples: [ProfileExample.make(.actionSelector("reloadTapped:")),
                             CategoryImportExample.make(headerInTree: true), CategoryImportExample.make(headerInTree: false, importedByOwner: false),
                             PyObjCExample.make(actionWithoutSender: true),
                             HeaderOnlyActionExample.make(implemented: false), HeaderOnlyActionExample.make(implemented: false, toFirstResponder: true),
                             SceneActionExample.make(selector: "nameField:", sentTo: .exit), MainNibExample.make(mainMenu: false),
                             UnexposedMemberExample.make(action: "func signUp(_ sender: UIButton) {}"),
                             SegueActionExample.make(selector: "makeDetailView:sender:")],
        nonTriggeringExamples: [ProfileExample.make(), SceneActionExample.make(selector: "unwindToList:", sentTo: .exit),
                                UnexposedMemberExample.make(action: "func signUp(_ sender: UIButton) {}", swiftVersion: "3.0"),
                                UnexposedMemberExample.make(action: "@objc func signUp(_ sender: UIButton) {}"),
                                SegueActionExample.make(selector: "makeDetail:sender:"),
                                ProfileExample.make(.actionSelector("reloadTapped:"), .subclass(members: "@IBAction func reloadTapped(_ sender: UIButton) {}")),
                                SceneActionExample.make(selector: "crop:", sentTo: .controller), MainNibExample.make(mainMenu: true),
                                CategoryImportExample.make(headerInTree: false), FrameworkMembersExample.make(), PyObjCExample.make(),
                                HeaderOnlyActionExample.make(implemented: true), HeaderOnlyActionExample.make(implemented: true, toFirstResponder: true)])

    /// What a missing method's findings are grouped by.
    struct Cause: Hashable { let document: String, target: String, selector: String }

    /// A method missing from a target's class is one finding per document, however many
    /// controls send it there (a first run: a keypad's ten digit buttons, one renamed action,
    /// ten errors), the other connections its related locations (`FindingsByCause`).
    func check(_ context: CheckContext, into output: inout RuleOutput) {
        guard context.classes.hasSources else { return }
        var missing = FindingsByCause<Cause>()
        defer { missing.report(Self.description, into: &output, noun: "action") }
        for document in context.builtDocuments {
            for connection in document.connections {
                switch connection.kind {
                case .action:
                    guard let selector = connection.selector, let (source, target) = context.ends(of: connection, in: document) else { continue }
                    if DocumentConnectionFacts.anyClassReceivers.contains(target.role) {
                        // An Exit's too (a first run: a text field's event dragged to Exit, 3 dead actions unsaid).
                        let receiver = target.role == .placeholder(.exit) ? "the Exit (an unwind)" : "First Responder"
                        checkAnyResponder(selector, context, connection, in: document, what: "action '\(selector)' is sent to \(receiver)", &output)
                    } else if let className = target.customClass {
                        // An action to another scene's object never survives loading: it is
                        // `outlet-cross-scene`'s, which reports it (a first run: a copy-pasted
                        // scene's action reported by both rules).
                        if let sourceScene = source.sceneID, let targetScene = target.sceneID, sourceScene != targetScene { continue }
                        checkMethod(selector, of: className, target: target, sender: source, connection: connection, in: document,
                                    what: "action '\(selector)' targets \(document.displayName(of: target.id))", context, &output, &missing)
                    }
                case .segue where connection.segueKind != "unwind":
                    // An `@IBSegueAction` makes the destination controller: the segue calls it on
                    // its scene's controller (a first run: never checked against the code; a
                    // renamed one raises "unrecognized selector" when the segue fires).
                    guard let selector = document.tree[connection.node].attribute(notKnown: "destinationCreationSelector"),
                          let source = document.object(connection.sourceID), let controllerID = document.scene(of: source.id)?.controllerID,
                          let controller = document.object(controllerID), let className = controller.customClass else { continue }
                    checkMethod(selector, of: className, target: controller, sender: source, connection: connection, in: document,
                                what: "segue action '\(selector)' (its destination's maker) is called on \(document.displayName(of: controller.id))",
                                context, &output, &missing)
                case .segue where connection.segueKind == "unwind":
                    guard let selector = connection.unwindAction else { continue }
                    checkAnyResponder(selector, context, connection, in: document, what: "unwind segue calls '\(selector)'", &output)
                default:
                    continue
                }
            }
        }
    }

    /// Judges `selector` against `className`, the class of `target`, which `connection` (an
    /// action, or a segue's `destinationCreationSelector`) sends it to; `what` opens a message.
    private func checkMethod(_ selector: String, of className: String, target: IBObject, sender source: IBObject, connection: IBConnection,
                             in document: IBDocument, what: String, _ context: CheckContext, _ output: inout RuleOutput,
                             _ missing: inout FindingsByCause<Cause>) {
        let classes = context.classes(for: document)
        let answer = classes.hasSelector(selector, in: className)
        switch classes.judge(selector, of: className, sourceAnswer: answer, frameworkMembers: FrameworkClasses.actionSelectors(ofFrameworkAncestor:)) {
        case .frameworkClass:
            break
        case .declared:
            // Declared, but unexposed to the Objective-C runtime by Swift 4 (first
            // runs: three seeded `@IBAction`s removed, a method in a plain
            // extension among them, unreported; outlets were judged so already).
            if let unexposed = classes.methodUnexposedToObjC(selector, in: className) {
                if OutletMissingPropertyRule.mayBeMadeAsSubclass(target, in: document) != nil,
                   classes.subclass(of: className, where: { classes.methodUnexposedToObjC(selector, in: $0) == nil && classes.hasSelector(selector, in: $0) == true }) != nil {
                    break
                }
                output.report(Self.description, "\(what), but class \(className) declares its method "
                              + "(in \(unexposed.isExtension ? "an extension" : "the class") at \(unexposed.location)) without @IBAction or @objc, "
                              + "which Swift 4 and later do not expose to the Objective-C runtime: the action reaches no method",
                              at: connection.location, objectID: connection.id,
                              related: [RelatedLocation(location: unexposed.location, message: "\(unexposed.isExtension ? "extension" : "class") \(unexposed.name)")])
                break
            }
            // Declared in an @interface and defined nowhere (a seeded break: the
            // method renamed in the .m, its header left as it was).
            guard let interface = classes.interfaceWithoutImplementation(of: selector, in: className) else { break }
            if OutletMissingPropertyRule.mayBeMadeAsSubclass(target, in: document) != nil,
               classes.subclass(of: className, where: { classes.interfaceWithoutImplementation(of: selector, in: $0) == nil && classes.hasSelector(selector, in: $0) == true }) != nil {
                break
            }
            if classes.unscannedCategory(inLineageOf: className) != nil { break }
            output.report(Self.description, "\(what), but class \(className) only declares "
                          + "'\(selector)' in the @interface of \(interface.name) (\(interface.location)): no @implementation defines it",
                          at: connection.location, objectID: connection.id,
                          related: [RelatedLocation(location: interface.location, message: "@interface \(interface.name)")])
        case .missing:
            if FrameworkClasses.applicationActionSelectors.contains(selector), OutletMissingPropertyRule.ownsMainNib(target, in: document) {
                output.skip(className, OutletMissingPropertyRule.mainNibOwner, at: target.location)
                return
            }
            if let whatever = OutletMissingPropertyRule.mayBeMadeAsSubclass(target, in: document),
               let subclass = classes.subclass(of: className, where: { classes.hasSelector(selector, in: $0) == true }) {
                output.skip(className, OutletMissingPropertyRule.ownedBySubclass(subclass, declaring: selector, because: whatever), at: target.location)
                return
            }
            // A category the tree does not hold may add it (a first run: a pod's
            // category on UIViewController, `Pods/` not checked in, 1 error).
            if let category = classes.unscannedCategory(inLineageOf: className) {
                output.skip(className, "the category of \(category.className) in \(category.fileName), imported at \(category.location) but not in the tree, may declare '\(selector)'",
                            at: connection.location)
                return
            }
            let selectors = classes.selectors(of: className)
            let hint = swiftLabelHint(selector, among: selectors) ?? didYouMean(selector, among: selectors)
            missing.add(Cause(document: document.path, target: target.id, selector: selector),
                        "\(what), but class \(className) has no method '\(selector)'\(hint)"
                            + (Self.isUnattachedRecognizer(source, in: document) ? Self.unattachedRecognizer : ""),
                        at: connection.location, objectID: connection.id)
        case .notJudged(let reason):
            output.skip(className, reason, at: target.location)
        }
    }

    /// What a finding adds when the action's sender is a gesture recognizer no view holds
    /// (a first run: tap recognizers left in a scene after their views were deleted; the
    /// method is missing all the same, and attaching the recognizer again would crash).
    static let unattachedRecognizer = "; its gesture recognizer is attached to no view, so nothing sends the action until a view holds it"

    /// Whether `object` is a gesture recognizer that no view of the document lists among its
    /// `gestureRecognizers`.
    static func isUnattachedRecognizer(_ object: IBObject, in document: IBDocument) -> Bool {
        object.element.hasSuffix("GestureRecognizer")
            && !document.connections.contains { $0.kind == .outletCollection && $0.property == "gestureRecognizers" && $0.destinationID == object.id }
    }

    private func checkAnyResponder(_ selector: String, _ context: CheckContext, _ connection: IBConnection, in document: IBDocument,
                                   what: String, _ output: inout RuleOutput) {
        // An iOS document's responders are UIKit's: AppKit's actions (`performClose:`, `add:`)
        // reach none of them (a first run's probe).
        let standard = document.platform == .macOS ? FrameworkClasses.frameworkActionSelectors : FrameworkClasses.uiKitActionSelectors
        guard !standard.contains(selector) else { return }
        if context.names.allSelectors.contains(selector) {
            // Declared in an @interface and defined nowhere, as a control's action is judged.
            let classes = context.classes(for: document)
            let missingProjects = context.project.targets.missingProjects(context.project.external.missingProjects, reachedFrom: document.path)
            guard let className = context.names.interfaceOnlyActions[selector], missingProjects.isEmpty,
                  let interface = classes.interfaceWithoutImplementation(of: selector, in: className),
                  classes.unscannedCategory(inLineageOf: className) == nil else { return }
            output.report(Self.description, "\(what), but the only declaration of '\(selector)' is in the @interface of \(interface.name) "
                          + "(\(interface.location)): no @implementation defines it",
                          at: connection.location, objectID: connection.id,
                          related: [RelatedLocation(location: interface.location, message: "@interface \(interface.name)")])
            return
        }
        // The code of a sub-project that is not here may implement it (a first run: a menu's
        // action a git submodule's view implements, 5 errors, with the missing sub-project named),
        // when the document's project references it, directly or through its sub-projects: one
        // an unrelated project of the tree references is no part of its app (a first run: a
        // dead menu action unreported in a whole-tree run and reported when its document was
        // linted alone).
        if let missing = context.project.targets.missingProjects(context.project.external.missingProjects, reachedFrom: document.path).first {
            output.skip(action: selector, "a referenced sub-project is not here (\(missing)), whose classes may implement it", at: connection.location)
            return
        }
        let hint = didYouMean(selector, among: context.names.allSelectors)
        output.report(Self.description, "\(what), but no class in the scanned sources declares a method '\(selector)'\(hint)",
                      at: connection.location, objectID: connection.id)
    }
}

/// A customClass that is neither in the sources nor a known UIKit/AppKit class.
struct UnknownCustomClassRule: ConnectionCheck {
    static let description = ConnectionRuleDescription(
        id: "unknown-custom-class", severity: .error,
        summary: "A custom class is declared nowhere in the sources and is not a UIKit or AppKit class.",
        rationale: """
        At run time: "Unknown class … in Interface Builder file" in the console and a plain \
        UIView (NSView) in the object's place. Only a class declares it: a struct, enum or \
        protocol of its name (a SwiftUI view) does not, nor a Swift class the runtime does not \
        find by its name: a `private` or `fileprivate` one without `@objc(Name)`, whose runtime \
        name carries its file's discriminator, or a generic one. A placeholder (File's Owner) is never made from \
        the nib: its class says which class's outlets and actions the connections were drawn \
        for, and one declared nowhere means they were drawn for code that is gone; a placeholder \
        without connections is not judged. Not judged either: \
        classes of modules whose sources were not scanned or that \
        come from outside the tree (Swift packages, pods, Carthage and binary frameworks the \
        project names, `external_modules`, and classes named like one of them: the same name, \
        its whole name in any case then a new word, or the same prefix of capitals; and, in a \
        project with such dependencies, an Objective-C class whose prefix of capitals no class \
        of the sources has, as an updater framework's `SUUpdater`), classes in `external_classes`, \
        classes C# code registers (`[Register ("Name")]`, Xamarin and .NET: NibKit reads no C#), classes \
        whose file the document's target compiles but the tree does not hold (a git submodule \
        not checked out: a class of that name elsewhere is not the target's), a class without a \
        module that no scanned class resembles, named like a sub-project the project references \
        that is not on disk (its framework may declare it), a class the code uses, without a \
        near name, in a document whose target compiles a file of a git submodule that is not \
        checked out (the file may declare it; a file missing outside any submodule, a deleted \
        file's red reference, declares nothing), and classes the \
        sources name as an outlet type or superclass without declaring them, no source file being \
        named after them (the code compiles against a declaration from elsewhere). With an Xcode project, a document sees the \
        classes of its own target, of the frameworks that target links and of the Swift package \
        products it depends on (for a package in the tree, its targets and theirs); without a \
        module (the Objective-C runtime looks classes up by name in the whole process), a \
        plug-in bundle's document may also name a class of any target, its host's, a \
        framework's a class of another framework or library, loaded beside it, and a File's \
        Owner, which the loading code passes in, a class of any target; with a module or \
        without, a framework's document may name a class of a framework that the apps linking \
        it link too, loaded beside it in their processes. The nearest \
        declared name is suggested; for a class named exactly like a dependency outside the \
        tree, written in another module, that dependency's module. A document's objects of one unknown class are one finding, \
        the others its related places.
        """,
        needsSources: true,
        triggeringExamples: [ProfileExample.make(.labelClass("BrandLable")), ProjectMembershipExample.make(targetBuildsDocument: true),
                             ClassOfAnotherTargetExample.make(kitType: "com.apple.product-type.application"),
                             ClassOfAnotherTargetExample.make(kitType: "com.apple.product-type.framework"),
                             // A SwiftUI view of the class's name is no class a nib can make.
                             RuleExample("""
                             <view contentMode="scaleToFill" id="bDg-Rt-001" customClass="BadgeView">
                                 <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                             </view>
                             """, .xib, fileName: "BadgeView.xib",
                                         otherFiles: ["BadgeView.swift": "import SwiftUI\n\nstruct BadgeView: View {\n    var body: some View { Text(\"1\") }\n}\n"]),
                             // A private class's runtime name carries its file's discriminator.
                             RuleExample("""
                             <view contentMode="scaleToFill" id="bDg-Rt-001" customClass="BadgeView">
                                 <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                             </view>
                             """, .xib, fileName: "BadgeView.xib", otherFiles: ["BadgeView.swift": "import UIKit\n\nprivate final class BadgeView: UIView {}\n"])],
        nonTriggeringExamples: [ProfileExample.make(.labelClass("BrandLabel")), PyObjCExample.make(),
                                ClassOfAnotherTargetExample.make(kitType: "com.apple.product-type.bundle"),
                                MissingSubprojectExample.make(),
                                ProjectMembershipExample.make(targetBuildsDocument: true, compilesMissingSource: true),
                                RuleExample("""
                                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="LegacyBadgeOwner"/>
                                <view contentMode="scaleToFill" id="bDg-Rt-001" customClass="BadgeView">
                                    <rect key="frame" x="0.0" y="0.0" width="40" height="40"/>
                                </view>
                                """, .xib, fileName: "BadgeView.xib", otherFiles: ["BadgeView.swift": "import UIKit\n\nfinal class BadgeView: UIView {}\n"])])

    /// One finding per document and class (`FindingsByCause`).
    func check(_ context: CheckContext, into output: inout RuleOutput) {
        guard context.classes.hasSources else { return }
        struct Cause: Hashable { let document: String, className: String }
        var findings = FindingsByCause<Cause>()
        let external = context.project.external
        let missingSources = MissingSourceFiles(sourcePaths: context.project.sourcePaths)
        for (document, object, className) in context.customClassObjects {
            if object.role == .placeholder(.firstResponder) || object.role == .placeholder(.exit) { continue }
            // A placeholder is never made from the nib (the Application one stands for the app
            // object, File's Owner for whatever loads the nib): its class matters only to the
            // connections drawn for it (first runs: 3 errors for a class named nowhere on an
            // Application placeholder with none, 1 on a File's Owner of a nib loaded without one).
            if object.role == .placeholder(.application) || object.role == .placeholder(.filesOwner),
               !document.connections.contains(where: { $0.sourceID == object.id || $0.destinationID == object.id }) { continue }
            let classes = context.classes(for: document)
            // A class the runtime cannot find by its name is no class for the nib to make,
            // though the sources declare it (a placeholder is passed in, not made).
            let declarations = classes.classDeclarations(of: className)
            // A nested class named by its qualified name is left to the runtime's own lookup.
            if !declarations.isEmpty,
               declarations.allSatisfy({ $0.hiddenFromRuntimeLookup != nil && ($0.hiddenFromRuntimeLookup != .nested || !className.contains(".")) }) {
                if case .placeholder = object.role { continue }
                let declaration = declarations[0]
                let place = "\(PathNames.fileName(declaration.location.file)):\(declaration.location.line)"
                let why = switch declaration.hiddenFromRuntimeLookup {
                case .generic?: "is generic (\(place)): the Objective-C runtime has a class only for each specialization, none by its name"
                case .nested?: "is nested in \(declaration.qualifiedName.dropLast(declaration.name.count + 1)) (\(place)): its runtime name carries the enclosing type's, so the Objective-C runtime does not find it by its own (name it with @objc(\(declaration.name)))"
                default: "is declared private or fileprivate (\(place)): its runtime name carries its file's discriminator, so the Objective-C runtime does not find it by its name (make it internal, or name it with @objc(\(declaration.name)))"
                }
                findings.add(Cause(document: document.path, className: className),
                             "custom class '\(className)' of \(document.displayName(of: object.id)) \(why); the nib makes its element's own class in its place",
                             at: object.location, objectID: object.id)
                continue
            }
            if !declarations.isEmpty || FrameworkClasses.isKnown(className) { continue }
            if classes.declaredOutOfTree.contains(className) {
                output.skip(className, ClassResolver.outOfTreeReason, at: object.location)
                continue
            }
            if let target = context.target(of: document), context.classes.isSourceClass(className) {
                let modules = Set(context.declaringModules(of: className).joined())
                // A name without a module is looked up in the whole process: a plug-in bundle
                // shares it with its host app, a framework with the other frameworks loaded
                // beside it (a first run: plug-ins using their host's classes, 24 errors; a pod
                // using a sibling pod's, 1). Not a framework with an app's classes: a framework
                // sees what it links, and an app class in its document is a slip.
                // Nor a File's Owner, which the loading code passes in: a plug-in's class owning a
                // nib of the app that embeds it (a first run, 1 error).
                let declaring = context.project.targets.targets.filter { modules.contains($0.moduleName) }
                if context.module(of: object, in: document) == nil, object.role == .placeholder(.filesOwner)
                    || (target.runsInAnotherProductsProcess
                        && (target.isLoadableBundle || (!declaring.isEmpty && declaring.allSatisfy(\.runsInAnotherProductsProcess)))) {
                    output.skip(className, "declared by another target (\(modules.sorted().joined(separator: ", "))), found by name in the process that loads \(target.name)",
                                at: object.location)
                    continue
                }
                // A framework's document names a module its hosts load beside it, qualified or
                // not: the runtime finds the class in their process (`hostModules(of:)`).
                if !modules.isDisjoint(with: context.project.targets.hostModules(of: target)) {
                    output.skip(className, "declared in \(modules.sorted().joined(separator: ", ")), which the targets that link \(target.name) load beside it",
                                at: object.location)
                    continue
                }
                let files = context.project.sources.files(declaring: className)
                let leftOut = !files.isEmpty && files.allSatisfy(context.project.targets.isLeftOutOfEveryTarget)
                findings.add(Cause(document: document.path, className: className),
                             "custom class '\(className)' of \(document.displayName(of: object.id)) is "
                                + (leftOut ? "declared only in \(files.map(PathNames.fileName).joined(separator: ", ")), which each target syncing its folder leaves out (target membership unticked): no target compiles it"
                                   : modules.contains(target.moduleName)
                                   // A twin of the target's module in another project (a copy of
                                   // the app): the projects tell them apart (a first run read
                                   // "module X, which target X neither is nor links" as nonsense).
                                   ? "declared in module \(target.moduleName) of \(declaring.filter { $0.identity != target.identity }.map { "target \($0.name) of \(UnbuiltDocumentRule.shortPath($0.project))" }.sorted().joined(separator: ", ")), which target \(target.name) of \(UnbuiltDocumentRule.shortPath(target.project)) neither is nor links"
                                   : "declared in module \(modules.sorted().joined(separator: ", ")), which target \(target.name) neither is nor links"),
                             at: object.location, objectID: object.id)
                continue
            }
            // Interface Builder writes a framework's class with no module: one a scanned module
            // claims is the app's, whatever its prefix (a first run: a renamed `HKImage…Cell` of
            // the app's module taken for HealthKit's, unreported).
            let customModule = context.module(of: object, in: document)
            let claimedByScannedModule = customModule.map(context.project.scannedModules.contains) ?? false
            if className.hasPrefix("_Tt")
                || (!claimedByScannedModule && ClassResolver.looksLikeAppleClass(className, declaredPrefixes: context.names.declaredClassPrefixes)) {
                output.skip(className, "a framework or mangled class name NibKit does not know", at: object.location)
                continue
            }
            if external.classes.contains(className) {
                output.skip(className, "named in external_classes", at: object.location, namedInConfiguration: true)
                continue
            }
            if external.registeredClasses.contains(className) {
                output.skip(className, "registered by C# code (`[Register]`), which NibKit does not read", at: object.location)
                continue
            }
            if let module = customModule, external.modules.contains(module) {
                let configured = external.configuredModules.contains(module)
                output.skip(className, configured ? "module \(module) is named in external_modules" : "module \(module) comes from outside the tree",
                            at: object.location, namedInConfiguration: configured)
                continue
            }
            if let module = customModule, !context.project.scannedModules.contains(module) {
                output.skip(className, "customModule \(module) is not a scanned module", at: object.location)
                continue
            }
            // Named by the sources (an outlet's type, a superclass) yet declared nowhere in them:
            // the code compiles against a declaration from outside the tree (a pod, a package, a
            // binary framework). A class the sources implement or extend, or after which a
            // source file is named, is the project's own.
            if customModule == nil, context.names.isCompiledAgainstOutsideDeclaration(className),
               !context.classes.sources.types(named: className).contains(where: \.isExtension) {
                output.skip(className, "named in the sources but declared outside them", at: object.location)
                continue
            }
            if customModule == nil, let dependency = external.dependency(declaring: className, ownPrefixes: context.names.declaredClassPrefixes) {
                output.skip(className, "named like the dependency \(dependency), which is outside the tree", at: object.location)
                continue
            }
            let suggestion = NearestName.suggestion(for: className, among: context.names.declaredClassNames)
            // A class no scanned class resembles (a near name would make it the project's own,
            // misspelt or renamed), in a project that uses code from outside the tree: a
            // dependency's when it starts with a dependency's whole name (`HNHUIScrollView` of
            // `HNHUi`), or when its Objective-C prefix is no scanned class's (an updater
            // framework's `SUUpdater`: its classes do not spell its name). A class of the project's own
            // keeps the project's prefix, and is judged.
            if customModule == nil, suggestion == nil, let dependency = external.dependency(namedAtTheStartOf: className) {
                output.skip(className, "named after the dependency \(dependency), which is outside the tree", at: object.location)
                continue
            }
            if customModule == nil, suggestion == nil, !external.modules.isEmpty, let prefix = ExternalDependencies.classPrefix(className),
               !context.names.declaredClassPrefixes.contains(String(prefix)) {
                output.skip(className, "its prefix \(prefix) is no scanned class's, and the project's dependencies may declare it",
                            at: object.location)
                continue
            }
            // Nor one named like a sub-project the project references that is not on disk: the
            // framework it builds may declare it (first runs: an updater framework's class in two
            // apps whose git submodule was not checked out; a GPG library's in two others).
            if customModule == nil, suggestion == nil, let missing = external.missingProject(resembling: className) {
                output.skip(className, "named like a referenced sub-project that is not here (\(missing))", at: object.location)
                continue
            }
            // Nor one the code uses whose document's target compiles a file of a git submodule
            // that is not checked out (a first run: a toolbar item's class cast to in the app's
            // code, declared in such a file the app target compiles itself, 1 error): that file
            // may declare it (`MissingSourceFiles`).
            if suggestion == nil, let target = context.target(of: document),
               let missing = missingSources.first(compiledBy: target), missingSources.isNamedInSources(className) {
                output.skip(className, "target \(target.name) compiles \(missing), which is not here and may declare it", at: object.location)
                continue
            }
            let place = customModule.map { " (module \($0))" } ?? ""
            // Named by its label, outlet or text: its usual name, the class, is what is said already.
            let owner = document.naming.readableName(of: object.id) ?? "\(object.element) (\(object.id))"
            // A File's Owner is the class the nib's connections were drawn for: with no near
            // name, the likelier story is a class removed and its nib left behind (a first run:
            // two such nibs of deleted controllers, told to name the class as a dependency's).
            let removed = object.role == .placeholder(.filesOwner)
                ? "; if the class was removed, delete the document or give File's Owner a current class" : ""
            // A class named like a dependency outside the tree, in another module, is likelier
            // that dependency's than a near name's (a first run: `TreeController` in the app's
            // module, its framework's git submodule not checked out, told "did you mean
            // `ViewController`?").
            let namesake = external.modules.contains(className) && customModule != className ? className : nil
            let hint = namesake.map { "; the dependency \($0), which is outside the tree, may declare it: write module \($0)" }
                ?? suggestion.map { didYouMean($0) }
                ?? removed + (external.modules.isEmpty ? "" : "; if a dependency declares it, name it in `external_classes`")
            findings.add(Cause(document: document.path, className: className),
                         "custom class '\(className)'\(place) of \(owner) is declared nowhere in the scanned sources\(hint)",
                         at: object.location, objectID: object.id)
        }
        findings.report(Self.description, into: &output)
    }
}

/// A customModule that is not the module declaring the class.
struct CustomModuleMismatchRule: ConnectionCheck {
    static let description = ConnectionRuleDescription(
        id: "custom-module-mismatch", severity: .error,
        summary: "A custom class names a module other than the one whose sources declare it.",
        rationale: """
        The class is looked up as `Module.Class` and not found: an "Unknown class" at run time. \
        Modules are known from the Xcode project's targets (`PRODUCT_MODULE_NAME`, else \
        `PRODUCT_NAME`, else the target name, from the build settings and `.xcconfig` files), \
        from the targets of the Swift packages in the tree, or else, in a tree with neither \
        project files nor package manifests, from a SwiftPM `Sources/<Module>/` layout. With `customModuleProvider="target"` the module is the one \
        of the target the document is built for, whatever name the document records. The objects \
        of one class that a document puts in one wrong module are one finding, the others its \
        related places. With `customModuleProvider="target"` and no target known to build the \
        document (no project file lists it), the module written is no claim and is not judged. \
        A class the document's target neither declares nor links is left to \
        `unknown-custom-class`, which says so: no module written would make it load. \
        The finding says what to write: where the target that builds the document \
        declares the class, "Inherit Module From Target", which follows renames; else the one \
        module that declares it.
        """,
        needsSources: true,
        triggeringExamples: [ProfileExample.make(.module("App", fromTarget: false, sourcePath: "Sources/ProfileKit/ProfileView.swift"))],
        nonTriggeringExamples: [ProfileExample.make(.module("ProfileKit", fromTarget: false, sourcePath: "Sources/ProfileKit/ProfileView.swift")),
                                // The module is the building target's, which nothing here names.
                                ProfileExample.make(.module("App", fromTarget: true, sourcePath: "Sources/ProfileKit/ProfileView.swift"))])

    /// One finding per document, class and module (`FindingsByCause`).
    func check(_ context: CheckContext, into output: inout RuleOutput) {
        guard context.classes.hasSources else { return }
        struct Cause: Hashable { let document: String, className: String, module: String }
        var findings = FindingsByCause<Cause>()
        for (document, object, className) in context.customClassObjects {
            guard let module = context.module(of: object, in: document) else { continue }
            // A class the document's target cannot see at all is `unknown-custom-class`'s (its
            // target neither is nor links the declaring one): no module written makes it load
            // (a first run: "write Widget" for an app extension's class in the app's documents,
            // 9 errors, each beside the unknown-custom-class error that said so rightly).
            if context.target(of: document) != nil, !context.classes(for: document).isSourceClass(className) { continue }
            let modules = context.declaringModules(of: className)
            guard !modules.isEmpty, modules.allSatisfy({ !$0.isEmpty }), !modules.contains(where: { $0.contains(module) }) else { continue }
            let declaring = Set(modules.joined()).sorted()
            let declared = declaring.joined(separator: ", ")
            let isWritten = module == object.customModule
            let written = isWritten ? "" : " (the module of its target, for customModuleProvider=\"target\")"
            findings.add(Cause(document: document.path, className: className, module: module),
                         "\(document.displayName(of: object.id)) says class \(className) is in module \(module)\(written), but it is declared in module \(declared)"
                            + (isWritten ? Self.fix(declaring: declaring, targetModule: context.target(of: document)?.moduleName) : ""),
                         at: object.location, objectID: object.id,
                         related: context.classes.classDeclarations(of: className).map { RelatedLocation(location: $0.location, message: "\(className) declared here") })
        }
        findings.report(Self.description, into: &output)
    }

    /// What to write instead of a module the document names: where the target that builds
    /// the document declares the class, its own module, which the Identity inspector's
    /// "Inherit Module From Target" keeps right through renames (a first run: an old product
    /// name in one document whose project's other 151 classes inherit theirs); else the one
    /// module declaring it.
    static func fix(declaring: [String], targetModule: String?) -> String {
        if let targetModule, declaring.contains(targetModule) {
            return "; tick \"Inherit Module From Target\" in the Identity inspector (customModuleProvider=\"target\"), the module of the target that builds this document"
        }
        return declaring.count == 1 ? "; write \(declaring[0])" : ""
    }
}

/// A user-defined runtime attribute whose key the object's class does not declare.
struct RuntimeAttributeUnknownRule: ConnectionCheck {
    static let description = ConnectionRuleDescription(
        id: "runtime-attribute-unknown", severity: .warning,
        summary: "A user-defined runtime attribute sets a key the object's class does not declare.",
        rationale: """
        `@IBInspectable` values are stored as runtime attributes and set by key-value coding when \
        the document loads; after a rename in code, loading raises "not key value coding-compliant \
        for the key …". Judged only for classes whose whole superclass chain is in the sources \
        (or ends at NSObject); `layer.*` keys are always accepted.
        """,
        needsSources: true,
        triggeringExamples: [RuntimeAttributeExample.make(keyPath: "suffix")],
        nonTriggeringExamples: [RuntimeAttributeExample.make(keyPath: "prefix")])

    func check(_ context: CheckContext, into output: inout RuleOutput) {
        guard context.classes.hasSources else { return }
        for document in context.builtDocuments {
            for attribute in document.runtimeAttributes {
                guard let key = attribute.keyPath.split(separator: ".").first.map(String.init), key != "layer",
                      let className = document.object(attribute.objectID)?.customClass,
                      case let classes = context.classes(for: document),
                      let lineage = classes.lineage(of: className), lineage.isInSources, lineage.isComplete,
                      lineage.frameworkAncestor == nil || lineage.frameworkAncestor == "NSObject",
                      classes.hasProperty(key, in: className) != true else { continue }
                output.report(Self.description, "runtime attribute '\(attribute.keyPath)' of \(document.displayName(of: attribute.objectID)): class \(className) declares no property '\(key)'",
                              at: attribute.location, objectID: attribute.objectID)
            }
        }
    }
}

/// How a suggestion is quoted: as code (`tap:`), or as the string literal code spells
/// ("Detail", a Storyboard ID).
private enum SuggestionQuotes: String { case code = "`", string = "\"" }

/// " (did you mean `X`?)" for the declared name nearest to a missing one, or nothing.
private func didYouMean(_ name: String, among candidates: some Sequence<String>, quotes: SuggestionQuotes = .code) -> String {
    NearestName.suggestion(for: name, among: candidates).map { didYouMean($0, quotes: quotes) } ?? ""
}

private func didYouMean(_ suggestion: String, quotes: SuggestionQuotes = .code) -> String {
    " (did you mean \(quotes.rawValue)\(suggestion)\(quotes.rawValue)?)"
}

/// For an action `tap:` whose class declares `tapWithSender:`: Swift 3 made a method's first
/// parameter label part of its selector (`func tap(sender:)`), which documents drawn before the
/// migration do not say (a first-run reader met three such crashes and no word of why).
private func swiftLabelHint(_ selector: String, among selectors: some Sequence<String>) -> String? {
    guard selector.hasSuffix(":"), !selector.dropLast().contains(":") else { return nil }
    let labeledPrefix = selector.dropLast() + "With"
    guard let labeled = selectors.first(where: { candidate in
        candidate.hasPrefix(labeledPrefix) && candidate.hasSuffix(":") && !candidate.dropLast().contains(":")
            && candidate.dropFirst(labeledPrefix.count).first?.isUppercase == true
    }) else { return nil }
    return " (the class has `\(labeled)`, as Swift 3 names it: write `_` before the first parameter, or `@objc(\(selector))`)"
}

extension OutletUnconnectedRule {
    /// Records `property` (and the keys it reaches) as connected for each of `classes`.
    private static func insert(_ property: String, connectedBy classes: [String], into connected: inout Set<String>) {
        let keys = OutletKey.names(reachedBy: property)
        for name in classes { for key in keys { connected.insert("\(name)#\(key)") } }
    }

    /// The classes a connection through a class with `chain` reaches: the chain's, and where
    /// declarations disagree on a superclass (`A | B`: duplicates no project file tells apart,
    /// `#if` branches) every candidate's chain too, since whichever is compiled is the class (a
    /// first run: a login controller declared three times, its superclass's outlets, connected
    /// through the compiled one, called connected nowhere).
    static func classesReached(along chain: SuperclassChain, in classes: ClassResolver) -> [String] {
        var names = chain.chain
        var seen = Set(names)
        // Each candidate is followed once (its chain may name it otherwise, qualified).
        var followed = Set<String>()
        func candidates(_ chain: SuperclassChain) -> [String] { chain.disagrees ? chain.exitSuperclasses : [] }
        var pending = candidates(chain)
        while let candidate = pending.popLast() {
            guard followed.insert(candidate).inserted, !seen.contains(candidate),
                  let next = classes.superclassChain(of: candidate) else { continue }
            for name in next.chain where seen.insert(name).inserted { names.append(name) }
            pending += candidates(next)
        }
        return names
    }
}
