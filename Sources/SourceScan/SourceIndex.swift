// Declarations of many files, merged: extensions and categories join the type they extend,
// names resolve the way Interface Builder and the compiler write them, and questions about
// members follow the superclass chain as far as the scanned sources go.
//
// Answers are conservative. When a chain leaves the sources (at `UIViewController`, or at a
// first inheritance entry the sources do not declare), "not found" becomes "unknown" (nil),
// so that a connection check built on the index never reports a member as missing when it
// may be inherited from code that was not scanned.

/// Two or more declarations of one type name in different files (or modules).
public struct DuplicateDeclaration: Sendable {
    /// The type name the declarations share, module-qualified when the module is known.
    public var qualifiedName: String
    /// The declarations, in the order of the files given to the index.
    public var declarations: [DeclaredType]
}

/// Where a class's superclass chain goes within the scanned sources.
public struct SuperclassChain: Sendable, Hashable {
    /// Qualified names, the class itself first, then its superclasses declared in the sources.
    public var chain: [String]
    /// The superclass (as written) at which the chain leaves the sources, e.g. `UIViewController`;
    /// nil when the chain ends at a root declared in the sources. When declarations of one
    /// class (duplicates, `#if` branches) name different superclasses, the chain stops there
    /// and this lists them: `NSView | UIView`.
    public var exitsAt: String?

    /// The chain goes on outside the scanned sources, so members may be inherited unseen.
    public var leavesSources: Bool { exitsAt != nil }

    /// Whether the chain stops at declarations that disagree on the superclass (`exitsAt` lists them).
    public var disagrees: Bool { exitsAt?.contains("|") ?? false }

    /// The superclasses `exitsAt` names, each as written up to its first blank: one where the
    /// chain leaves the sources, each candidate where declarations disagree; none where the
    /// chain ends in the sources.
    public var exitSuperclasses: [String] {
        exitsAt.map { $0.split(separator: "|").map { String($0.trimmingPrefix(" ").prefix { $0 != " " }) } } ?? []
    }

    /// A chain from its parts (the class first) and where it leaves the sources, if it does.
    public init(chain: [String], exitsAt: String?) {
        self.chain = chain
        self.exitsAt = exitsAt
    }
}

/// An index of scanned declarations that answers questions about classes by name.
///
/// Names may be simple (`Foo`), qualified by enclosing types (`Outer.Inner`), qualified by a
/// module (`MyApp.Foo`: the module is matched against `ScannedFile.module` when files carry
/// one, and dropped otherwise), or an `@objc(Name)` / Objective-C runtime name.
public struct SourceIndex: Sendable {
    private struct Entry: Sendable {
        var type: DeclaredType
        var module: String?
    }

    /// Type declarations (not extensions) by qualified name.
    private var declarations: [String: [Entry]] = [:]
    /// Extensions and categories by the qualified name they resolved to; extensions of types
    /// outside the sources (`UIView`, `UIKit.UIView`) by `externalKey`.
    private var extensions: [String: [DeclaredType]] = [:]
    /// `@objc(Name)` renames (Swift) and `NS_SWIFT_NAME(Name)` names (Objective-C) to
    /// qualified names.
    private var objcNames: [String: String] = [:]
    /// Last name component of nested types to their qualified names.
    private var nestedNames: [String: [String]] = [:]
    /// The properties named Objective-C categories declare (`categoryOnlyProperty`), of any
    /// class: most outlets are none of them, and need no look along their class's chain.
    private var categoryPropertyNames: Set<String> = []
    /// The names of the Swift properties that rely on Swift 3's `@objc` inference
    /// (`DeclaredProperty.reliesOnObjCInference`), of any class: most outlets are none of them.
    private var unexposedPropertyNames: Set<String> = []
    /// `typealias` names (qualified, and by their last component) to the type names they stand
    /// for; a name two files alias differently is left out.
    private var typeAliases: [String: String] = [:]

    /// Type names declared in more than one file, in name order. Found when asked: a lint run
    /// builds an index per target and asks none of them, and finding them (sorting every name,
    /// a string per declaration) was half of building an index.
    public var duplicates: [DuplicateDeclaration] {
        declarations.keys.sorted().compactMap { name in
            let entries = declarations[name] ?? []
            let places = Set(entries.map { "\($0.module ?? "")/\($0.type.location.file)" })
            return places.count > 1 ? DuplicateDeclaration(qualifiedName: name, declarations: entries.map(\.type)) : nil
        }
    }

    /// Indexes `files`. Declarations of one name in a single file (such as the branches of an
    /// `#if`) are one type; in several files they are also reported in `duplicates`.
    public init(_ files: [ScannedFile]) {
        var pendingExtensions: [DeclaredType] = []
        for file in files {
            for type in file.types {
                for property in type.properties where property.reliesOnObjCInference { unexposedPropertyNames.insert(property.name) }
                if type.isExtension {
                    pendingExtensions.append(type)
                    continue
                }
                declarations[type.qualifiedName, default: []].append(Entry(type: type, module: file.module))
                if let objcName = type.objcName, objcName != type.qualifiedName { objcNames[objcName] = type.qualifiedName }
                if let swiftName = type.swiftName, swiftName != type.qualifiedName { objcNames[swiftName] = type.qualifiedName }
                if type.name != type.qualifiedName { nestedNames[type.name, default: []].append(type.qualifiedName) }
            }
        }
        var ambiguousAliases = Set<String>()
        for alias in files.lazy.flatMap(\.typeAliases) {
            for name in Set([alias.qualifiedName, String(alias.qualifiedName.split(separator: ".").last ?? "")]) where !name.isEmpty {
                if let known = typeAliases[name], known != alias.target { ambiguousAliases.insert(name) } else { typeAliases[name] = alias.target }
            }
        }
        for name in ambiguousAliases { typeAliases[name] = nil }
        for type in pendingExtensions {
            let key = resolve(type.qualifiedName)?.name ?? Self.externalKey(type.qualifiedName)
            extensions[key, default: []].append(type)
            if type.objcContainer == .interface, type.synthesizedInstanceVariableNames.isEmpty {
                categoryPropertyNames.formUnion(type.propertyNames)
            }
        }
    }

    // MARK: Names

    /// The type name `name` stands for through the sources' `typealias`es (followed through
    /// aliases of aliases), or `name` itself when it is no alias. A name a source declares as a
    /// type is that type, whatever an alias elsewhere says.
    public func resolvingTypeAlias(_ name: String) -> String {
        var name = name
        // A bound on the chain: `typealias A = B` and `typealias B = A` do not compile.
        for _ in 0..<8 {
            guard declarations[name] == nil, let target = typeAliases[name] else { break }
            name = target
        }
        return name
    }

    /// A resolved name: the qualified name it denotes and, for module-qualified lookups, the
    /// module whose declarations are meant.
    private struct Resolved {
        var name: String
        var module: String?
    }

    /// Resolves `written` (generic arguments ignored). `context` is the qualified name of the
    /// type in which the name is written: `Outer.A: B` looks for `Outer.B` before `B`.
    private func resolve(_ written: String, context: String? = nil) -> Resolved? {
        let name = Substring(written).beforeGenericArguments.trimmingSpaces()
        guard !name.isEmpty else { return nil }
        if var scope = context?.split(separator: ".").dropLast() {
            while !scope.isEmpty {
                let candidate = (scope + [Substring(name)]).joined(separator: ".")
                if declarations[candidate] != nil { return Resolved(name: candidate) }
                scope.removeLast()
            }
        }
        if declarations[name] != nil { return Resolved(name: name) }
        if let qualified = objcNames[name] { return Resolved(name: qualified) }
        if let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) {
            let moduleName = String(name[..<dot])
            let rest = String(name[name.utf8.index(after: dot)...])
            if let resolved = resolve(rest), !entries(of: Resolved(name: resolved.name, module: moduleName)).isEmpty {
                return Resolved(name: resolved.name, module: moduleName)
            }
        } else if let nested = nestedNames[name], nested.count == 1 {
            return Resolved(name: nested[0])
        }
        return nil
    }

    /// Declarations of a resolved name; a module narrows them when files carry modules.
    private func entries(of resolved: Resolved) -> [DeclaredType] {
        let all = declarations[resolved.name] ?? []
        guard let module = resolved.module, all.contains(where: { $0.module != nil }) else { return all.map(\.type) }
        return all.filter { $0.module == module }.map(\.type)
    }

    /// Declarations and extensions of a resolved name.
    private func members(of resolved: Resolved) -> [DeclaredType] {
        entries(of: resolved) + (extensions[resolved.name] ?? [])
    }

    /// Whether the sources declare a type of this name (extensions alone do not count).
    public func isKnown(_ name: String) -> Bool { resolve(name) != nil }

    /// The declarations of a type (several when it is duplicated), followed by its
    /// extensions and categories. For a type the sources only extend (`UIView`), just the
    /// extensions.
    public func types(named name: String) -> [DeclaredType] {
        if let resolved = resolve(name) { return members(of: resolved) }
        return extensions[Self.externalKey(name)] ?? []
    }

    /// A type outside the sources by its last name component, generic arguments dropped:
    /// `UIKit.UIView` and `UIView` are the same type to extensions and superclass clauses.
    private static func externalKey(_ written: String) -> String {
        let name = Substring(written).beforeGenericArguments
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")) else { return name.trimmingSpaces() }
        return name[name.utf8.index(after: dot)...].trimmingSpaces()
    }

    /// The files that declare or extend a type.
    public func files(declaring name: String) -> [String] {
        var seen = Set<String>()
        return types(named: name).map(\.location.file).filter { seen.insert($0).inserted }
    }

    // MARK: Inheritance

    /// The classes whose superclass chain in the sources passes through `name` (not `name`
    /// itself), sorted; empty when `name` is not declared. Walks every declaration: for the
    /// rare question, not for every connection.
    public func subclasses(of name: String) -> [String] {
        guard let target = resolve(name)?.name else { return [] }
        return declarations.keys.filter { $0 != target && superclassChain(of: $0)?.chain.contains(target) == true }.sorted()
    }

    /// The class and its superclasses within the sources; nil when `name` is not declared in
    /// the sources. Structs, enums and protocols are chains of one.
    public func superclassChain(of name: String) -> SuperclassChain? {
        guard var current = resolve(name) else { return nil }
        var chain = [current.name]
        var visited: Set<String> = [current.name]
        while true {
            let declarations = entries(of: current).filter { $0.superclass != nil }
            guard let declaration = declarations.first, let written = declaration.superclass else {
                return SuperclassChain(chain: chain, exitsAt: nil)
            }
            let named = Set(declarations.compactMap(\.superclass))
            if named.count > 1 {
                // Duplicates or `#if` branches disagree: no single chain is certain.
                return SuperclassChain(chain: chain, exitsAt: named.sorted().joined(separator: " | "))
            }
            guard let next = resolve(written, context: declaration.qualifiedName) else {
                return SuperclassChain(chain: chain, exitsAt: written)
            }
            if entries(of: next).allSatisfy({ $0.kind == .protocol }) {
                return SuperclassChain(chain: chain, exitsAt: nil) // a root class adopting a protocol
            }
            guard visited.insert(next.name).inserted else {
                return SuperclassChain(chain: chain, exitsAt: written) // a cycle: not valid code, so nothing is certain
            }
            chain.append(next.name)
            current = next
        }
    }

    /// Whether a declaration or extension in the sources of one of `classNames` (a class and its
    /// superclasses, framework ones included) adopts the protocol `protocolName` or one that
    /// inherits it. Only the sources' clauses count: for a protocol the sources declare, they
    /// are where its adopters are.
    public func adopts(_ classNames: [String], protocol protocolName: String) -> Bool {
        guard let target = resolve(protocolName)?.name else { return false }
        // Up each clause's protocols through their own clauses, each protocol once: a protocol
        // met again implies the target no more than it did the first time.
        var visited = Set<String>()
        func implies(_ written: String, context: String) -> Bool {
            guard let resolved = resolve(written, context: context) else { return false }
            if resolved.name == target { return true }
            guard visited.insert(resolved.name).inserted else { return false }
            return entries(of: resolved).contains { declaration in
                declaration.kind == .protocol && declaration.inheritance.contains { implies($0, context: resolved.name) }
            }
        }
        return classNames.contains { name in
            types(named: name).contains { type in type.inheritance.contains { implies($0, context: type.qualifiedName) } }
        }
    }

    /// Declarations and extensions of the class and each superclass in the sources, nearest
    /// first, then the sources' extensions of the class the chain leaves at.
    private func membersAlongChain(of name: String) -> (types: [DeclaredType], leavesSources: Bool)? {
        guard let chain = superclassChain(of: name), let start = resolve(name) else { return nil }
        var result = members(of: start)
        for superclass in chain.chain.dropFirst() { result += members(of: Resolved(name: superclass)) }
        // The sources may extend the class the chain leaves at (`extension UIView { @IBInspectable … }`).
        if let exit = chain.exitsAt { result += extensions[Self.externalKey(exit)] ?? [] }
        return (result, chain.leavesSources)
    }

    /// Declarations and extensions of the class and its superclasses in the sources, nearest
    /// first; empty when the class is unknown.
    public func typesAlongChain(of name: String) -> [DeclaredType] {
        membersAlongChain(of: name)?.types ?? []
    }

    /// Outlets of the class and its superclasses in the sources, nearest first; empty when unknown.
    public func outlets(of name: String) -> [DeclaredOutlet] {
        membersAlongChain(of: name)?.types.flatMap(\.outlets) ?? []
    }

    /// Actions of the class and its superclasses in the sources, nearest first; empty when unknown.
    public func actions(of name: String) -> [DeclaredAction] {
        membersAlongChain(of: name)?.types.flatMap(\.actions) ?? []
    }

    // MARK: Members

    /// Whether the class (or a superclass) has an instance property with this runtime name.
    /// nil when the class is unknown, or not found and the chain leaves the sources.
    public func hasProperty(_ property: String, in className: String) -> Bool? {
        answer(in: className) { $0.acceptsAnyKey || $0.declaresProperty(property) }
    }

    /// Whether the class (or a superclass) has a method, or a property accessor, with this
    /// Objective-C selector. nil when unknown, as for `hasProperty`.
    public func hasSelector(_ selector: String, in className: String) -> Bool? {
        answer(in: className) { type in
            type.declaresSelector(selector) || type.declaresProperty(selector)
                || (selector.hasPrefix("set") && selector.hasSuffix(":") && type.propertyNames.contains { "set\(ObjCSelector.sentenceCased($0)):" == selector })
        }
    }

    /// The Objective-C `@interface` (a header's, a category's, a class extension's) that
    /// declares `selector` for the class when no declaration along its chain defines it,
    /// neither an `@implementation` nor Swift, while the declaring class's `@implementation`
    /// is in the sources, so that its code is here to read. The runtime then finds no method:
    /// "unrecognized selector" when a control sends it (clang only warns of the incomplete
    /// implementation). Nil whenever something else may answer it: a property whose accessor
    /// it is (synthesized), or a forwarding method along the chain
    /// (`forwardingTargetForSelector:`, `forwardInvocation:`, `resolveInstanceMethod:`).
    public func interfaceWithoutImplementation(of selector: String, in className: String) -> DeclaredType? {
        let chain = typesAlongChain(of: className)
        let declaring = chain.filter { $0.declaresSelector(selector) || $0.actions.contains { $0.selector == selector } }
        guard let first = declaring.first, declaring.allSatisfy({ $0.objcContainer == .interface }),
              types(named: first.name).contains(where: { $0.objcContainer == .implementation }) else { return nil }
        let forwarding = ["forwardingTargetForSelector:", "forwardInvocation:", "resolveInstanceMethod:"]
        let answered = chain.contains { type in
            type.declaresProperty(selector) || forwarding.contains(where: type.declaresSelector)
                || (selector.hasPrefix("set") && type.propertyNames.contains { "set\(ObjCSelector.sentenceCased($0)):" == selector })
        }
        return answered ? nil : first
    }

    /// Whether some named Objective-C category declares a property `key` (or the same name
    /// with its first letter in the other case): the one look-up `categoryOnlyProperty` needs
    /// for most outlets.
    public func mayBeCategoryProperty(_ key: String) -> Bool {
        !categoryPropertyNames.isEmpty && OutletKey.names(reachedBy: key).contains(where: categoryPropertyNames.contains)
    }

    /// Whether some Swift property that relies on Swift 3's `@objc` inference is named `key` (or
    /// the same name with its first letter in the other case): the one look-up
    /// `ClassResolver.propertyUnexposedToObjC` needs for most outlets.
    public func mayBeUnexposedProperty(_ key: String) -> Bool {
        !unexposedPropertyNames.isEmpty && OutletKey.names(reachedBy: key).contains(where: unexposedPropertyNames.contains)
    }

    /// The Objective-C named category's `@interface` that is the only declaration of the
    /// property `key` (or the same name with its first letter in the other case, as key-value
    /// coding looks) for the class along its chain, when nothing gives it storage or a setter.
    /// A property declared in a named category gets no instance variable and no accessors
    /// (clang only warns), so key-value coding finds nothing to set: loading a document that
    /// connects an outlet to it raises NSUnknownKeyException (a seeded break in a first run: an
    /// outlet moved from the class extension into a category). Nil whenever something may
    /// answer: a declaration that has storage (a class's or class extension's property, an
    /// instance variable, a Swift or Python declaration), a setter an `@implementation` or Swift
    /// defines (`setPrompt:`, as a category backed by associated objects writes), a forwarding
    /// method or a key-value coding override along the chain, or a class whose `@implementation`
    /// is not in the sources.
    public func categoryOnlyProperty(_ key: String, in className: String) -> DeclaredType? {
        guard mayBeCategoryProperty(key) else { return nil }
        let names = OutletKey.names(reachedBy: key)
        let chain = typesAlongChain(of: className)
        let declaring = chain.filter { type in names.contains(where: type.declaresProperty) }
        guard let category = declaring.first,
              declaring.allSatisfy({ $0.isExtension && $0.objcContainer == .interface && $0.synthesizedInstanceVariableNames.isEmpty }),
              types(named: category.name).contains(where: { $0.objcContainer == .implementation }) else { return nil }
        let setters = names.flatMap { ["set\(ObjCSelector.sentenceCased($0)):", "_set\(ObjCSelector.sentenceCased($0)):"] }
        let answering = ["forwardingTargetForSelector:", "forwardInvocation:", "resolveInstanceMethod:", "setValue:forUndefinedKey:", "setValue:forKey:"]
        let answered = chain.contains { type in
            answering.contains(where: type.declaresSelector) || type.acceptsAnyKey
                || (type.objcContainer != .interface && setters.contains(where: type.declaresSelector))
        }
        return answered ? nil : category
    }

    /// Whether a key path (`a.b.c`) resolves from the class: each component must be a property
    /// of the previous component's declared type. nil as soon as a step cannot be decided (a
    /// chain leaving the sources, a type not declared in them, or a property without a type
    /// annotation).
    public func hasKeyPath(_ keyPath: String, in className: String) -> Bool? {
        var typeName = className
        let components = keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        for (position, component) in components.enumerated() {
            guard let found = hasProperty(component, in: typeName) else { return nil }
            guard found else { return false }
            if position == components.count - 1 { return true }
            guard let property = membersAlongChain(of: typeName)?.types.lazy.flatMap(\.properties).first(where: { $0.runtimeName == component || $0.name == component }),
                  let written = property.typeName else {
                return nil
            }
            typeName = String(written.filter { $0 != "?" && $0 != "!" })
        }
        return nil
    }

    private func answer(in className: String, _ test: (DeclaredType) -> Bool) -> Bool? {
        guard let (types, leavesSources) = membersAlongChain(of: className) else { return nil }
        if types.contains(where: test) { return true }
        return leavesSources ? nil : false
    }
}

/// Byte-level searches: type names are delimited by ASCII characters, and a Character-level
/// search walks grapheme clusters, which made resolving a name cost tens of thousands of
/// instructions (this runs for every name the connection checks resolve).
private extension Substring {
    /// `Box<Int>` → `Box`.
    var beforeGenericArguments: Substring {
        utf8.firstIndex(of: UInt8(ascii: "<")).map { self[..<$0] } ?? self
    }

    /// Without leading and trailing spaces.
    func trimmingSpaces() -> String {
        let bytes = utf8
        guard let first = bytes.firstIndex(where: { $0 != 0x20 }), let last = bytes.lastIndex(where: { $0 != 0x20 }) else { return "" }
        return String(self[first...last])
    }
}
