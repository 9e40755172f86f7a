import NibModel
import NibProject
import ParallelMap
import SourceScan

/// The documents of a project that the linted documents touch: those whose findings can change
/// with them (`ProjectIndex.dependents(of:)`: hosts of the components they draw, storyboards
/// whose references lead into them). A document linted within its project (a pre-commit hook
/// naming the staged files) is reported on together with these.
///
/// Only documents that can name a linted one are parsed: every other document's bytes are
/// searched for the custom classes and storyboard names it mentions (what a component use or a
/// storyboard reference is written with), so that a commit costs reading the project's
/// documents, not parsing them.
enum DependentDocuments {
    /// The attributes a document names other documents by: a component by its class (a view's
    /// `customClass`), a storyboard by `storyboardName`.
    private static let namingAttributes = ["customClass=", "storyboardName="].map { Array($0.utf8) }

    /// Those of `context` that depend on `linted` or use one of `classes` (a document naming
    /// one as a `customClass` uses it: `classes(declaredIn:projectSources:)`), and those that
    /// depend on such users, in `context`'s order. All paths in the same form (as the
    /// project's walk gives them), so that nearest-folder resolution compares like with like.
    /// Unreadable documents name nothing.
    static func find(of linted: [String], usingClasses classes: Set<String> = [], among context: [String],
                     readOptions: ReadOptions) -> [String] {
        guard !linted.isEmpty || !classes.isEmpty, !context.isEmpty else { return [] }
        let named: [Set<String>] = concurrentMap(context.count) { index in
            (try? XMLReader.readBytes(path: context[index], options: readOptions)).map(namesMentioned) ?? []
        }
        let users = Set(context.indices.filter { !named[$0].isDisjoint(with: classes) }.map { context[$0] })
        let roots = linted + context.filter(users.contains)
        // Names that lead to a root, and on through documents that mention them (a component
        // inside a component, a reference to a storyboard that references one).
        var names = Set(roots.map(PathNames.baseName))
        var candidates = Set<Int>()
        var grew = true
        while grew {
            grew = false
            for index in context.indices where !candidates.contains(index) && !named[index].isDisjoint(with: names) {
                candidates.insert(index)
                grew = names.insert(PathNames.baseName(context[index])).inserted || grew
            }
        }
        guard !candidates.isEmpty else { return context.filter(users.contains) }
        // Documents of those names decide which one a name resolves to (the nearest folder).
        let parsed = linted + context.indices.filter { candidates.contains($0) || names.contains(PathNames.baseName(context[$0])) }
            .map { context[$0] }
        let documents: [Result<IBDocument, DocumentReadError>] = concurrentMap(parsed.count) { index in
            Result { () throws(DocumentReadError) in try IBDocument.read(path: parsed[index], options: readOptions) }
        }
        let index = ProjectIndex(documents: Dictionary(zip(parsed, documents), uniquingKeysWith: { first, _ in first }), scannedFiles: [])
        let dependents = Set(index.dependents(of: roots)).union(users)
        return context.filter(dependents.contains)
    }

    /// The runtime names of the classes `sources` declare or extend, and of their subclasses
    /// among `projectSources`: the classes whose documents' connection findings a change to
    /// those sources can change (an outlet or action deleted, a class renamed; a subclass
    /// inherits its superclass's outlets and actions). What a pre-commit hook naming a staged
    /// `.swift`, `.h`, `.m` or `.mm` file lints the users of (`find(of:usingClasses:…)`).
    static func classes(declaredIn sources: [String], projectSources: [String]) -> Set<String> {
        func runtimeNames(_ type: DeclaredType) -> [String] { [type.name] + (type.objcName.map { [$0] } ?? []) }
        var names = Set(SourceScanner.scanFiles(sources).flatMap { file in
            file.types.filter { $0.kind == .class || $0.kind == .extension }.flatMap(runtimeNames)
        })
        guard !names.isEmpty else { return [] }
        // Subclasses by superclass name, module qualifier and generic arguments left out.
        var subclasses: [String: [String]] = [:]
        for file in SourceScanner.scanFiles(projectSources) {
            for type in file.types where type.kind == .class {
                guard let written = type.superclass,
                      let superclass = written.split(separator: "<").first?.split(separator: ".").last else { continue }
                subclasses[String(superclass), default: []].append(contentsOf: runtimeNames(type))
            }
        }
        var pending = Array(names)
        while let name = pending.popLast() {
            for subclass in subclasses[name] ?? [] where names.insert(subclass).inserted { pending.append(subclass) }
        }
        return names
    }

    /// The values of a document's naming attributes, classes without their module qualifier:
    /// a superset of the components and storyboards it uses (any object's class counts).
    static func namesMentioned(in bytes: [UInt8]) -> Set<String> {
        var names: Set<String> = []
        bytes.withUnsafeBufferPointer { text in
            for attribute in namingAttributes {
                var start = 0
                while let found = firstOccurrence(of: attribute, in: text, from: start) {
                    var end = found + attribute.count
                    guard end < text.count, text[end] == UInt8(ascii: "\"") || text[end] == UInt8(ascii: "'") else {
                        start = end
                        continue
                    }
                    let quote = text[end]
                    let valueStart = end + 1
                    end = valueStart
                    while end < text.count, text[end] != quote { end += 1 }
                    let value = String(decoding: text[valueStart..<end], as: UTF8.self)
                    names.insert(value.split(separator: ".").last.map(String.init) ?? value)
                    start = end
                }
            }
        }
        return names
    }

    private static func firstOccurrence(of needle: [UInt8], in text: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
        guard let first = needle.first, text.count >= needle.count else { return nil }
        var position = start
        while position <= text.count - needle.count {
            if text[position] == first, needle.indices.dropFirst().allSatisfy({ text[position + $0] == needle[$0] }) {
                return position
            }
            position += 1
        }
        return nil
    }
}
