// A scanned file as one compact record, for the lint cache: reading a source's declarations
// back must cost far less than scanning the source again. (Foundation's JSON decoder, the
// record before this one, cost more than the scan itself: about 1.5 M instructions a file.)
//
// The record is a run of items, none separated:
//   `<n>:` then n bytes     text (n counts UTF-8 bytes)
//   `<n>#`                  a whole number (a count, a line, a flag as 0 or 1)
//   `~`                     an absent optional
//   `=`                     a location's file when it is the scanned file's path (most are)
// Lists are a count and their elements; sets are written sorted, so that a scan always gives
// the same record.

extension ScannedFile {
    /// The record's layout, which a cache names in its keys: a record of another layout is never
    /// read as this one (2: an outlet says whether it is implicitly unwrapped; 3: the file's
    /// category imports follow its diagnostics; 4: Python files, and a type's `acceptsAnyKey`;
    /// 5: an Objective-C declaration's `objcContainer`; 6: a type's `exposesMembersToObjC`, a
    /// property's `reliesOnObjCInference`; 7: protocols' `exposesMembersToObjC`, `dynamic` no
    /// exposure; 8: a type's `hiddenFromRuntimeLookup` and `unexposedSwiftMethods`; 9: the file's
    /// `storyboardCalls`; 10: its `typeAliases`; 11: cells' reuse identifiers among the
    /// storyboard calls; 12: supplementary views' among them; 13: reuse identifiers passed as
    /// constants, `StoryboardCall.namesConstant`).
    public static let recordFormat = 13

    /// The languages by their numbers in a record.
    static let languageNumbers: [SourceLanguage] = [.swift, .objectiveC, .python]

    /// The scan as a compact record (see the file's header) that `init?(record:)` reads back
    /// equal.
    public var record: String {
        var writer = RecordWriter(path: path)
        writer.text(path)
        writer.number(Self.languageNumbers.firstIndex(of: language)!)
        writer.optional(module)
        writer.list(types) { writer, type in writer.type(type) }
        writer.list(diagnostics) { writer, diagnostic in
            writer.text(diagnostic.message)
            writer.location(diagnostic.location)
        }
        writer.list(categoryImports) { writer, header in
            writer.text(header.path)
            writer.location(header.location)
        }
        writer.list(storyboardCalls) { writer, call in
            writer.number(call.kind.rawValue)
            writer.text(call.identifier)
            writer.flag(call.namesConstant)
            writer.optional(call.storyboardName)
            writer.location(call.location)
        }
        writer.list(typeAliases) { writer, alias in
            writer.text(alias.qualifiedName)
            writer.text(alias.target)
            writer.location(alias.location)
        }
        return String(decoding: writer.bytes, as: UTF8.self)
    }

    /// Reads `record`'s form back; nil for anything else (a damaged record is a cache miss,
    /// never a trap).
    public init?(record: String) {
        var record = record
        guard let file = record.withUTF8({ bytes -> ScannedFile? in
            var reader = RecordReader(bytes: bytes)
            return reader.scannedFile()
        }) else { return nil }
        self = file
    }
}

private struct RecordWriter {
    let path: String
    var bytes: [UInt8] = []

    init(path: String) {
        self.path = path
        bytes.reserveCapacity(1024)
    }

    mutating func text(_ text: String) {
        number(text.utf8.count, ending: ":")
        bytes += text.utf8
    }

    mutating func optional(_ text: String?) {
        if let text { self.text(text) } else { bytes.append(UInt8(ascii: "~")) }
    }

    mutating func number(_ value: Int, ending: Unicode.Scalar = "#") {
        bytes += String(value).utf8
        bytes.append(UInt8(ascii: ending))
    }

    mutating func flag(_ value: Bool) { number(value ? 1 : 0) }

    mutating func location(_ location: SourceLocation) {
        if location.file == path { bytes.append(UInt8(ascii: "=")) } else { text(location.file) }
        number(location.line)
        number(location.column)
    }

    mutating func texts(_ texts: [String]) {
        list(texts) { writer, text in writer.text(text) }
    }

    /// A count, then each element as `element` writes it.
    mutating func list<Element>(_ elements: [Element], _ element: (inout RecordWriter, Element) -> Void) {
        number(elements.count)
        for item in elements { element(&self, item) }
    }

    mutating func type(_ type: DeclaredType) {
        text(type.name)
        text(type.qualifiedName)
        text(type.kind.rawValue)
        optional(type.superclass)
        texts(type.inheritance)
        optional(type.objcName)
        optional(type.swiftName)
        flag(type.isDesignable)
        flag(type.exposesMembersToObjC)
        flag(type.acceptsAnyKey)
        number(type.hiddenFromRuntimeLookup?.rawValue ?? 0)
        list(type.outlets) { writer, outlet in
            writer.text(outlet.name)
            writer.text(outlet.typeName)
            writer.flag(outlet.isCollection)
            writer.flag(outlet.isOptional)
            writer.flag(outlet.isImplicitlyUnwrapped)
            writer.number(Self.ownerships.firstIndex(of: outlet.ownership)!)
            writer.location(outlet.location)
        }
        list(type.actions) { writer, action in
            writer.text(action.name)
            writer.text(action.selector)
            writer.number(action.parameterCount)
            writer.flag(action.isSegueAction)
            writer.location(action.location)
        }
        list(type.properties) { writer, property in
            writer.text(property.name)
            writer.optional(property.objcName)
            writer.optional(property.typeName)
            writer.flag(property.isOutlet)
            writer.flag(property.isInspectable)
            writer.flag(property.reliesOnObjCInference)
            writer.location(property.location)
        }
        texts(type.instanceVariableKeys.sorted())
        flag(type.synthesizesInstanceVariables)
        number(type.objcContainer.map { $0 == .interface ? 1 : 2 } ?? 0)
        texts(type.spelledSelectors.sorted())
        for names in [type.swiftMethods, type.unexposedSwiftMethods] {
            list(names.methods) { writer, method in
                writer.text(method.baseName)
                writer.list(method.argumentLabels) { writer, label in writer.optional(label) }
            }
        }
        location(type.location)
    }

    static let ownerships: [ReferenceOwnership] = [.strong, .weak, .unowned]
}

private struct RecordReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var position = 0
    /// The scanned file's path, once read (a location's `=`).
    var path = ""

    init(bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    mutating func scannedFile() -> ScannedFile? {
        guard let path = text(), let language = number(below: ScannedFile.languageNumbers.count), let module = optional() else { return nil }
        self.path = path
        guard let types = list({ reader in reader.type() }), let diagnostics = list({ reader -> ScanDiagnostic? in
            guard let message = reader.text(), let location = reader.location() else { return nil }
            return ScanDiagnostic(message: message, location: location)
        }), let categoryImports = list({ reader -> ImportedCategoryHeader? in
            guard let header = reader.text(), let location = reader.location() else { return nil }
            return ImportedCategoryHeader(path: header, location: location)
        }), let storyboardCalls = list({ reader -> StoryboardCall? in
            guard let kind = reader.number().flatMap(StoryboardCall.Kind.init(rawValue:)), let identifier = reader.text(),
                  let namesConstant = reader.flag(), let storyboardName = reader.optional(), let location = reader.location() else { return nil }
            return StoryboardCall(kind: kind, identifier: identifier, namesConstant: namesConstant, storyboardName: storyboardName, location: location)
        }), let typeAliases = list({ reader -> DeclaredTypeAlias? in
            guard let name = reader.text(), let target = reader.text(), let location = reader.location() else { return nil }
            return DeclaredTypeAlias(qualifiedName: name, target: target, location: location)
        }) else { return nil }
        guard position == bytes.count else { return nil }
        return ScannedFile(path: path, language: ScannedFile.languageNumbers[language], module: module, types: types, diagnostics: diagnostics,
                           categoryImports: categoryImports, storyboardCalls: storyboardCalls, typeAliases: typeAliases)
    }

    mutating func type() -> DeclaredType? {
        guard let name = text(), let qualifiedName = text(), let kind = text().flatMap(DeclaredTypeKind.init(rawValue:)),
              let superclass = optional(), let inheritance = texts(), let objcName = optional(), let swiftName = optional(),
              let isDesignable = flag(), let exposesMembersToObjC = flag(), let acceptsAnyKey = flag(), let hiding = number(below: 4),
              let outlets = list({ reader -> DeclaredOutlet? in
                  guard let name = reader.text(), let typeName = reader.text(), let isCollection = reader.flag(), let isOptional = reader.flag(),
                        let isImplicitlyUnwrapped = reader.flag(),
                        let ownership = reader.number(below: RecordWriter.ownerships.count), let location = reader.location() else { return nil }
                  return DeclaredOutlet(name: name, typeName: typeName, isCollection: isCollection, isOptional: isOptional,
                                        isImplicitlyUnwrapped: isImplicitlyUnwrapped, ownership: RecordWriter.ownerships[ownership], location: location)
              }),
              let actions = list({ reader -> DeclaredAction? in
                  guard let name = reader.text(), let selector = reader.text(), let parameterCount = reader.number(), let isSegueAction = reader.flag(),
                        let location = reader.location() else { return nil }
                  return DeclaredAction(name: name, selector: selector, parameterCount: parameterCount, isSegueAction: isSegueAction, location: location)
              }),
              let properties = list({ reader -> DeclaredProperty? in
                  guard let name = reader.text(), let objcName = reader.optional(), let typeName = reader.optional(), let isOutlet = reader.flag(),
                        let isInspectable = reader.flag(), let reliesOnObjCInference = reader.flag(), let location = reader.location() else { return nil }
                  return DeclaredProperty(name: name, objcName: objcName, typeName: typeName, isOutlet: isOutlet,
                                          isInspectable: isInspectable, reliesOnObjCInference: reliesOnObjCInference, location: location)
              }) else { return nil }
        var type = DeclaredType(name: name, qualifiedName: qualifiedName, kind: kind, location: SourceLocation(file: "", line: 0, column: 0))
        type.superclass = superclass
        type.inheritance = inheritance
        type.objcName = objcName
        type.swiftName = swiftName
        type.isDesignable = isDesignable
        type.exposesMembersToObjC = exposesMembersToObjC
        type.acceptsAnyKey = acceptsAnyKey
        type.hiddenFromRuntimeLookup = RuntimeLookupHiding(rawValue: hiding)
        type.outlets = outlets
        type.actions = actions
        type.properties = properties
        guard let instanceVariableKeys = texts(), let synthesizes = flag(), let container = number(below: 3),
              let spelledSelectors = texts(), let methods = swiftMethods(), let unexposed = swiftMethods(),
              let location = location() else { return nil }
        type.instanceVariableKeys = Set(instanceVariableKeys)
        type.synthesizesInstanceVariables = synthesizes
        type.objcContainer = [nil, .interface, .implementation][container]
        type.spelledSelectors = Set(spelledSelectors)
        type.swiftMethods = methods
        type.unexposedSwiftMethods = unexposed
        type.location = location
        return type
    }

    /// Swift methods, each its base name and its labels.
    mutating func swiftMethods() -> SwiftMethodNames? {
        guard let methods = list({ reader -> (String, [String?])? in
            guard let baseName = reader.text(), let labels = reader.list({ reader in reader.optional() }) else { return nil }
            return (baseName, labels)
        }) else { return nil }
        var names = SwiftMethodNames()
        for (baseName, labels) in methods { names.append(baseName: baseName, argumentLabels: labels) }
        return names
    }

    /// Digits (a `-` first for a negative number) up to `ending`, which is consumed.
    mutating func integer(ending: UInt8) -> Int? {
        let negative = position < bytes.count && bytes[position] == UInt8(ascii: "-")
        if negative { position += 1 }
        var value = 0
        var digits = 0
        while position < bytes.count {
            let byte = bytes[position]
            position += 1
            if byte == ending, digits > 0 { return value }
            let digit = byte &- UInt8(ascii: "0")
            guard digit < 10 else { return nil }
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, carry) = negative ? shifted.subtractingReportingOverflow(Int(digit)) : shifted.addingReportingOverflow(Int(digit))
            guard !overflow, !carry else { return nil }
            value = next
            digits += 1
        }
        return nil
    }

    mutating func number() -> Int? { integer(ending: UInt8(ascii: "#")) }

    /// A number in `0..<limit`.
    mutating func number(below limit: Int) -> Int? {
        number().flatMap { (0..<limit).contains($0) ? $0 : nil }
    }

    /// A list's length: each element takes a byte at least, so no more than the bytes left.
    mutating func count() -> Int? { number(below: bytes.count - position + 1) }

    mutating func flag() -> Bool? { number(below: 2).map { $0 == 1 } }

    mutating func text() -> String? {
        guard let length = integer(ending: UInt8(ascii: ":")), length >= 0, length <= bytes.count - position else { return nil }
        defer { position += length }
        let text = UnsafeBufferPointer(rebasing: bytes[position..<position + length])
        // Not `String(validating:as:)`: macOS 15 only, and the package supports macOS 14.
        return UTF8Validation.isValid(text) ? String(decoding: text, as: UTF8.self) : nil
    }

    /// `.some(nil)` for `~`; nil when neither `~` nor text is there.
    mutating func optional() -> String?? {
        if position < bytes.count, bytes[position] == UInt8(ascii: "~") {
            position += 1
            return .some(nil)
        }
        return text().map { .some($0) }
    }

    mutating func texts() -> [String]? {
        list { reader in reader.text() }
    }

    /// A count, then that many elements, each read by `element`; nil when one is unreadable.
    mutating func list<Element>(_ element: (inout RecordReader) -> Element?) -> [Element]? {
        guard let count = count() else { return nil }
        var elements: [Element] = []
        elements.reserveCapacity(count)
        for _ in 0..<count {
            guard let item = element(&self) else { return nil }
            elements.append(item)
        }
        return elements
    }

    mutating func location() -> SourceLocation? {
        let file: String
        if position < bytes.count, bytes[position] == UInt8(ascii: "=") {
            position += 1
            file = path
        } else {
            guard let text = text() else { return nil }
            file = text
        }
        guard let line = number(), let column = number() else { return nil }
        return SourceLocation(file: file, line: line, column: column)
    }
}
