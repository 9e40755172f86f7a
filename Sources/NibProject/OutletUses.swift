#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import NibModel
import SourceScan

/// What the code does with outlets no document connects, for `OutletUnconnectedRule`: whether
/// it sets one itself, and the first use of one that crashes. An outlet the code sets (its
/// class's or a subclass's code assigns it, or code that names the class or a subclass sets a
/// property of its name on some object: `dropView.parent = self`) is the code's, not a lost
/// connection. An implicitly unwrapped outlet that no document connects is nil, and a read of
/// it by the code of its class crashes when that code runs. Claimed only where a document
/// instantiates the class (or a subclass: code of a class no document uses never runs from a
/// nib) and where neither the class's code nor a subclass's tests the outlet for nil or binds
/// it. What it needs of the project is made on the first outlet asked about, which most runs
/// never have; the files it reads are read once.
struct OutletCodeUses {
    private let context: CheckContext
    /// The classes some document instantiates, with their superclasses.
    private lazy var instantiated: Set<String> = {
        var classes = Set<String>()
        for document in context.documents {
            for object in document.objects {
                guard let name = object.customClass, !classes.contains(name) else { continue }
                classes.formUnion(context.classes.superclassChain(of: name)?.chain ?? [name])
            }
        }
        return classes
    }()
    /// The Swift files that declare or extend each class, and those of its subclasses; the
    /// names of each class's subclasses.
    private lazy var files: (ofClass: [String: [String]], ofSubclasses: [String: [String]], subclassNames: [String: Set<String>]) = {
        var ofClass: [String: [String]] = [:], ofSubclasses: [String: [String]] = [:], subclassNames: [String: Set<String>] = [:]
        for file in context.project.scannedFiles where file.language == .swift {
            for type in file.types {
                if ofClass[type.qualifiedName]?.last != file.path { ofClass[type.qualifiedName, default: []].append(file.path) }
                guard type.kind == .class else { continue }
                for ancestor in (context.classes.superclassChain(of: type.qualifiedName)?.chain ?? []).dropFirst() {
                    subclassNames[ancestor, default: []].insert(type.name)
                    if ofSubclasses[ancestor]?.last != file.path { ofSubclasses[ancestor, default: []].append(file.path) }
                }
            }
        }
        return (ofClass, ofSubclasses, subclassNames)
    }()
    private var bytesOfFile: [String: [UInt8]] = [:]
    private var throughTypes: Set<OutletUses.SetThroughType>?
    /// Every scanned source, Swift and Objective-C: where another class's code may set an outlet.
    private lazy var everySource: [String] = context.project.scannedFiles.map(\.path)

    init(_ context: CheckContext) { self.context = context }

    /// Whether code sets `outlet` (declared by `type`, whose class is `className`): the class's
    /// or a subclass's code assigns it (`parent = …`, `self.parent = …`), or a source that names
    /// the class or a subclass sets a property of its name (`dropView.parent = self`; read only
    /// where the name is set at all: a common name is set on other classes' objects all over an
    /// app). First runs: outlets set so by a settings controller, a dashboard, a view's own
    /// initialiser and subclasses, 5 warnings, one of them claiming a crash.
    mutating func isSetByCode(_ outlet: DeclaredOutlet, of type: DeclaredType, className: String) -> Bool {
        let own = (files.ofClass[type.qualifiedName] ?? []) + (files.ofSubclasses[className] ?? [])
        if own.contains(where: { OutletUses.isAssigned(outlet.name, in: bytes(of: $0)) }) { return true }
        let classes = classAndSubclasses(of: className)
        let holding = Set(classes.flatMap { holders[$0] ?? [] })
        if holding.contains(where: { OutletUses.isSetAsProperty(outlet.name, in: bytes(of: $0)) }) { return true }
        // Through the class itself: a shared instance (`Registry.shared.mainView = view`; a
        // first run's singleton, three outlets set so from `main.swift`, which holds no property
        // of the class).
        let throughTypes = setsThroughTypes()
        return classes.contains { throughTypes.contains(OutletUses.SetThroughType(type: $0, property: outlet.name)) }
    }

    /// Every property every source sets on a path that starts at a type
    /// (`OutletUses.setsThroughTypes(in:)`), collected on first use in one pass over the
    /// sources: searched for each outlet instead, every source once per outlet no document
    /// connects, it grew a first-run app's lint (14 MB of Swift, many such outlets) from 2,180 M
    /// to 3,523 M instructions (callgrind). With this pass, that app's lint measured 2,263 M
    /// (+3.9% over the builds that added the check), the whole-app bench's app +0.3%
    /// (Docs/lint.md), most of it reading the sources.
    private mutating func setsThroughTypes() -> Set<OutletUses.SetThroughType> {
        if let known = throughTypes { return known }
        var found = Set<OutletUses.SetThroughType>()
        for path in everySource where path.hasSuffix(".swift") { OutletUses.setsThroughTypes(in: bytes(of: path), into: &found) }
        throughTypes = found
        return found
    }

    /// A class's name and its subclasses' (sorted): the objects an outlet of it is set on.
    private mutating func classAndSubclasses(of className: String) -> [String] {
        [className] + (files.subclassNames[className] ?? []).sorted()
    }

    /// The sources declaring an outlet or property of each type (`var dropView: RomDropView!`):
    /// where code holds an object of the type, and may set its properties. From the scan, so
    /// that only those files are read (every source searched for every unconnected outlet
    /// would read an app's sources again, once per outlet).
    private lazy var holders: [String: [String]] = {
        var result: [String: [String]] = [:]
        for file in context.project.scannedFiles {
            for type in file.types {
                let names = type.outlets.map(\.typeName) + type.properties.compactMap(\.typeName)
                for written in names {
                    let name = OutletUses.typeName(written)
                    if !name.isEmpty, result[name]?.last != file.path { result[name, default: []].append(file.path) }
                }
            }
        }
        return result
    }()

    /// The first of `outlets` (connected in no document, declared by `type`, whose class is
    /// `className`) that the class's code dereferences where it would be nil, and where.
    mutating func firstCrashingUse(among outlets: [DeclaredOutlet], of type: DeclaredType,
                                   className: String) -> (outlet: DeclaredOutlet, at: SourceLocation)? {
        let candidates = outlets.filter(\.isImplicitlyUnwrapped)
        guard !candidates.isEmpty, instantiated.contains(className) else { return nil }
        let own = files.ofClass[type.qualifiedName] ?? [], subclasses = files.ofSubclasses[className] ?? []
        for outlet in candidates {
            // Code that tests the outlet for nil anywhere expects it may be, and code that
            // assigns it may set it before the use: no claim.
            guard !own.contains(where: { OutletUses.isGuardedOrAssigned(outlet.name, in: bytes(of: $0)) }) else { continue }
            for path in own {
                guard let place = OutletUses.firstDereference(of: outlet.name, in: bytes(of: path)) else { continue }
                guard !subclasses.contains(where: { OutletUses.isGuardedOrAssigned(outlet.name, in: bytes(of: $0)) }) else { break }
                // Read only now, for the few outlets that would be claimed, in every source that
                // names the class or a subclass, however it holds the object (a first run's
                // controller whose document sets `currentDocument` right after making it): a
                // common name (`scrollView`) is set on other classes' objects all over an app
                // (a first run's true claim was lost so).
                let classes = classAndSubclasses(of: className)
                guard !everySource.contains(where: { path in
                    let code = bytes(of: path)
                    return OutletUses.isSetAsProperty(outlet.name, in: code) && classes.contains { OutletUses.names($0, in: code) }
                }) else { break }
                return (outlet, SourceLocation(file: path, line: place.line, column: place.column))
            }
        }
        return nil
    }

    /// A source file's bytes, read once (none when it cannot be read).
    private mutating func bytes(of path: String) -> [UInt8] {
        if let known = bytesOfFile[path] { return known }
        let read = FileManager.default.contents(atPath: path).map { [UInt8]($0) } ?? []
        bytesOfFile[path] = read
        return read
    }
}

/// Where Swift code dereferences an outlet: reads one of its members (`nameLabel.text`) or
/// unwraps it (`nameLabel!`), and whether it tests, binds or assigns it. Read from a source's
/// bytes, not from the scan, which skims method bodies.
enum OutletUses {
    /// The type a declaration names, without module, optionality or generic arguments:
    /// `RomDropView` for `RomDropView!`, `App.RomDropView?` and `RomDropView<T>`.
    static func typeName(_ written: String) -> String {
        // On the UTF-8 bytes: Character predicates cost a real app's lint 18 M instructions
        // over its properties' types (callgrind). An identifier is ASCII letters, digits, `_`,
        // and any non-ASCII byte.
        let bytes = written.utf8
        var start = bytes.startIndex, end = bytes.startIndex
        while end != bytes.endIndex {
            let byte = bytes[end]
            if byte == UInt8(ascii: ".") {
                start = bytes.index(after: end)
            } else if !ByteText.isIdentifier(byte) {
                break
            }
            end = bytes.index(after: end)
        }
        return String(written[start..<end])
    }

    /// Whether `bytes` (Swift) assign the property `name` of the object whose code they are:
    /// `name = …`, `self.name = …`; not `name == …`, another object's `item.name = …`, nor a
    /// local's `var name = …` (a first run: a menu item's `target` and a local `snippet` taken
    /// for outlets of those names set by code).
    static func isAssigned(_ name: String, in bytes: [UInt8]) -> Bool {
        occurs("\(name) = ", in: bytes) { start, end in
            guard ByteText.startsWord(at: start, in: bytes), end == bytes.count || bytes[end] != UInt8(ascii: "=") else { return false }
            if start > 0, bytes[start - 1] == UInt8(ascii: ".") {
                return start >= 5 && bytes[(start - 5)..<(start - 1)].elementsEqual("self".utf8) && ByteText.startsWord(at: start - 5, in: bytes)
            }
            var before = start
            while before > 0, bytes[before - 1] == UInt8(ascii: " ") || bytes[before - 1] == UInt8(ascii: "\t") { before -= 1 }
            let declares = ["var", "let"].contains { keyword in
                before >= keyword.utf8.count && bytes[(before - keyword.utf8.count)..<before].elementsEqual(keyword.utf8)
                    && ByteText.startsWord(at: before - keyword.utf8.count, in: bytes)
            }
            return !declares
        }
    }

    /// Whether `bytes` (Swift) ever test `name` for nil, bind it or assign it (`name != nil`,
    /// `nil == name`, `if let name`, `= name {` as in `if let view = name {`, `guard let … =
    /// self.name`, `name = loadFromXib()`), or bind a local of its name (`for name in`, `{ name
    /// in`, `var name =`): code that knows the outlet may be nil, or sets it itself, or whose
    /// uses of the name may be a local's, is no proof of a crash (first runs: a use inside `if
    /// backdrop != nil { … }`; a view's `contentView` its own code loads from a nib; `for window
    /// in NSApp.windows { window.title }` beside an outlet `window`).
    static func isGuardedOrAssigned(_ name: String, in bytes: [UInt8]) -> Bool {
        let forms = ["\(name) != nil", "\(name) == nil", "nil != \(name)", "nil == \(name)", "let \(name) ", "let \(name),", "let \(name){",
                     "let \(name):", "var \(name) =", "for \(name) in", "for (\(name),", "{ \(name) in", "{ (\(name)", ", \(name) in",
                     "= \(name) {", "= self.\(name) {", "= \(name) else", "= self.\(name) else", "= \(name),", "= self.\(name),",
                     "\(name) = "]
        return forms.contains { form in
            // The name stands alone: no identifier character runs into the form's ends.
            occurs(form, in: bytes) { start, end in
                ByteText.startsWord(at: start, in: bytes) && (!form.hasSuffix(name) || ByteText.endsWord(at: end, in: bytes))
            }
        }
    }

    /// Whether `bytes` name `word`, standing alone (no identifier character on either side).
    static func names(_ word: String, in bytes: [UInt8]) -> Bool {
        occurs(word, in: bytes) { start, end in ByteText.startsWord(at: start, in: bytes) && ByteText.endsWord(at: end, in: bytes) }
    }

    /// Whether `bytes` (Swift or Objective-C) set a property `name` of some object:
    /// `list.name = x`, `[list setName:x]`.
    static func isSetAsProperty(_ name: String, in bytes: [UInt8]) -> Bool {
        guard let first = name.first else { return false }
        // `.name = `, not `.name == `; `[list setName:x]`, not `resetName:`.
        return occurs(".\(name) = ", in: bytes) { _, end in end == bytes.count || bytes[end] != UInt8(ascii: "=") }
            || occurs("set" + first.uppercased() + name.dropFirst() + ":", in: bytes) { start, _ in ByteText.startsWord(at: start, in: bytes) }
    }

    /// A property set on a path that starts at a type: `Registry.shared.mainView = view` sets
    /// `mainView` through `Registry`.
    struct SetThroughType: Hashable {
        let type: String, property: String
    }

    /// Adds to `found` each property `bytes` (Swift) set on a path that starts at a type
    /// name (capitalized) and goes through a member (`Registry.shared.name = x`,
    /// `Registry.current?.name = x`: a static member holding an instance), not `.name == x`
    /// nor a compound assignment.
    static func setsThroughTypes(in bytes: [UInt8], into found: inout Set<SetThroughType>) {
        let equals = UInt8(ascii: "="), space = UInt8(ascii: " "), dot = UInt8(ascii: ".")
        bytes.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, bytes.count > 3 else { return }
            // Each `=` found with `memchr`: looking at every byte in Swift cost that app's lint
            // 181 M instructions more (callgrind, build to build).
            var index = 2
            while index + 1 < bytes.count {
                guard let hit = memchr(base + index, Int32(equals), bytes.count - 1 - index) else { return }
                index = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
                defer { index += 1 }
                // ` = ` alone: not `==`, `!=`, `+=` and the like.
                guard index >= 2, bytes[index - 1] == space, bytes[index + 1] == space, !isOperator(bytes[index - 2]) else { continue }
                var end = index - 1
                while end > 0, bytes[end - 1] == space { end -= 1 }
                var start = end
                while start > 0, ByteText.isIdentifier(bytes[start - 1]) { start -= 1 }
                guard start < end, start > 0, bytes[start - 1] == dot else { continue }
                var first = start - 1
                while first > 0, ByteText.isIdentifier(bytes[first - 1]) || bytes[first - 1] == dot
                    || bytes[first - 1] == UInt8(ascii: "?") || bytes[first - 1] == UInt8(ascii: "!") { first -= 1 }
                var headEnd = first
                while headEnd < start - 1, ByteText.isIdentifier(bytes[headEnd]) { headEnd += 1 }
                // The head is a type (capitalized), and a member lies between it and the property.
                guard headEnd > first, bytes[first] >= UInt8(ascii: "A"), bytes[first] <= UInt8(ascii: "Z"), headEnd < start - 1,
                      first == 0 || !ByteText.isIdentifier(bytes[first - 1]) else { continue }
                found.insert(SetThroughType(type: String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<headEnd]), as: UTF8.self),
                                            property: String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)))
            }
        }
    }

    private static func isOperator(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "+"), UInt8(ascii: "-"),
             UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"): true
        default: false
        }
    }

    /// Whether `form` occurs in `bytes` at a place `accepts` (its start and end offsets).
    private static func occurs(_ form: String, in bytes: [UInt8], where accepts: (_ start: Int, _ end: Int) -> Bool) -> Bool {
        let pattern = Array(form.utf8)
        var start = 0
        while let found = ByteText.firstIndex(of: pattern, in: bytes, from: start) {
            if accepts(found, found + pattern.count) { return true }
            start = found + 1
        }
        return false
    }


    /// The first place, 1-based line and column, where `bytes` (Swift) dereference `name`:
    /// `name.member`, `self.name.member`, `name!`; not `name?.member`, not another object's
    /// `other.name`, not inside a comment or on the line of an `@IBOutlet` declaration,
    /// nor in the observers (`didSet`) such a line opens, which run only once it is set.
    static func firstDereference(of name: String, in bytes: [UInt8]) -> (line: Int, column: Int)? {
        let word = Array(name.utf8)
        guard !word.isEmpty, bytes.count > word.count else { return nil }
        let dot = UInt8(ascii: "."), bang = UInt8(ascii: "!"), slash = UInt8(ascii: "/")
        var line = 1, lineStart = 0, inComment = false, outletLine = false
        // Inside `/* … */` (Swift nests them): the depth, else 0.
        var blockDepth = 0
        // Inside the braces an `@IBOutlet` line opens (its observers): their depth, else 0.
        var observerDepth = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\n") {
                line += 1
                lineStart = index + 1
                inComment = false
                outletLine = false
                index += 1
                continue
            }
            if blockDepth > 0 || (byte == slash && index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*")) {
                if byte == slash, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                    blockDepth += 1
                    index += 2
                } else if byte == UInt8(ascii: "*"), index + 1 < bytes.count, bytes[index + 1] == slash {
                    blockDepth -= 1
                    index += 2
                } else {
                    index += 1
                }
                continue
            }
            if inComment { index += 1; continue }
            if outletLine || observerDepth > 0 {
                if byte == UInt8(ascii: "{") { observerDepth += 1 }
                if byte == UInt8(ascii: "}"), observerDepth > 0 { observerDepth -= 1 }
                index += 1
                continue
            }
            if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash { inComment = true; index += 2; continue }
            if byte == UInt8(ascii: "@"), bytes[index...].starts(with: Array("@IBOutlet".utf8)) { outletLine = true; index += 1; continue }
            guard byte == word[0], index + word.count < bytes.count, bytes[index..<(index + word.count)].elementsEqual(word),
                  ByteText.startsWord(at: index, in: bytes) else {
                index += 1
                continue
            }
            let after = index + word.count
            // Another object's property of the same name (`other.name`), but `self.name`.
            let ownMember = index == 0 || bytes[index - 1] != dot
                || (index >= 5 && bytes[(index - 5)..<index].elementsEqual(Array("self.".utf8)) && (index == 5 || !ByteText.isIdentifier(bytes[index - 6])))
            let dereferenced = (bytes[after] == dot && after + 1 < bytes.count && ByteText.isIdentifier(bytes[after + 1]))
                || (bytes[after] == bang && (after + 1 == bytes.count || bytes[after + 1] != UInt8(ascii: "=")))
            if ownMember && dereferenced { return (line, index - lineStart + 1) }
            index = after
        }
        return nil
    }
}
