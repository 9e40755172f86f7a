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
    /// exposure; 8: a type's `hiddenFromRuntimeLookup` and `unexposedSwiftMethods`).
    public static let recordFormat = 8

    /// The languages by their numbers in a record.
    static let languageNumbers: [SourceLanguage] = [.swift, .objectiveC, .python]

    /// The scan as a compact record (see the file's header) that `init?(record:)` reads back
    /// equal.
    public var record: String {
        var writer = RecordWriter(path: path)
        writer.text(path)
        writer.number(Self.languageNumbers.firstIndex(of: language)!)
        writer.optional(module)
        writer.number(types.count)
        for type in types { writer.type(type) }
        writer.number(diagnostics.count)
        for diagnostic in diagnostics {
            writer.text(diagnostic.message)
            writer.location(diagnostic.location)
        }
        writer.number(categoryImports.count)
        for header in categoryImports {
            writer.text(header.path)
            writer.location(header.location)
        }
        writer.number(storyboardCalls.count)
        for call in storyboardCalls {
            writer.number(call.kind.rawValue)
            writer.text(call.identifier)
            writer.optional(call.storyboardName)
            writer.location(call.location)
        }
        writer.number(typeAliases.count)
        for alias in typeAliases {
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
        number(texts.count)
        for text in texts { self.text(text) }
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
        number(type.outlets.count)
        for outlet in type.outlets {
            text(outlet.name)
            text(outlet.typeName)
            flag(outlet.isCollection)
            flag(outlet.isOptional)
            flag(outlet.isImplicitlyUnwrapped)
            number(Self.ownerships.firstIndex(of: outlet.ownership)!)
            location(outlet.location)
        }
        number(type.actions.count)
        for action in type.actions {
            text(action.name)
            text(action.selector)
            number(action.parameterCount)
            flag(action.isSegueAction)
            location(action.location)
        }
        number(type.properties.count)
        for property in type.properties {
            text(property.name)
            optional(property.objcName)
            optional(property.typeName)
            flag(property.isOutlet)
            flag(property.isInspectable)
            flag(property.reliesOnObjCInference)
            location(property.location)
        }
        texts(type.instanceVariableKeys.sorted())
        flag(type.synthesizesInstanceVariables)
        number(type.objcContainer.map { $0 == .interface ? 1 : 2 } ?? 0)
        texts(type.spelledSelectors.sorted())
        for names in [type.swiftMethods, type.unexposedSwiftMethods] {
            let methods = names.methods
            number(methods.count)
            for method in methods {
                text(method.baseName)
                number(method.argumentLabels.count)
                for label in method.argumentLabels { optional(label) }
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
        guard let path = text(), let language = number(below: ScannedFile.languageNumbers.count), let module = optional(),
              let typeCount = count() else { return nil }
        self.path = path
        var types: [DeclaredType] = []
        types.reserveCapacity(typeCount)
        for _ in 0..<typeCount {
            guard let type = type() else { return nil }
            types.append(type)
        }
        guard let diagnosticCount = count() else { return nil }
        var diagnostics: [ScanDiagnostic] = []
        for _ in 0..<diagnosticCount {
            guard let message = text(), let location = location() else { return nil }
            diagnostics.append(ScanDiagnostic(message: message, location: location))
        }
        guard let importCount = count() else { return nil }
        var categoryImports: [ImportedCategoryHeader] = []
        for _ in 0..<importCount {
            guard let header = text(), let location = location() else { return nil }
            categoryImports.append(ImportedCategoryHeader(path: header, location: location))
        }
        guard let callCount = count() else { return nil }
        var storyboardCalls: [StoryboardCall] = []
        for _ in 0..<callCount {
            guard let kind = number().flatMap(StoryboardCall.Kind.init(rawValue:)), let identifier = text(), let storyboardName = optional(),
                  let location = location() else { return nil }
            storyboardCalls.append(StoryboardCall(kind: kind, identifier: identifier, storyboardName: storyboardName, location: location))
        }
        guard let aliasCount = count() else { return nil }
        var typeAliases: [DeclaredTypeAlias] = []
        for _ in 0..<aliasCount {
            guard let name = text(), let target = text(), let location = location() else { return nil }
            typeAliases.append(DeclaredTypeAlias(qualifiedName: name, target: target, location: location))
        }
        guard position == bytes.count else { return nil }
        return ScannedFile(path: path, language: ScannedFile.languageNumbers[language], module: module, types: types, diagnostics: diagnostics,
                           categoryImports: categoryImports, storyboardCalls: storyboardCalls, typeAliases: typeAliases)
    }

    mutating func type() -> DeclaredType? {
        guard let name = text(), let qualifiedName = text(), let kind = text().flatMap(DeclaredTypeKind.init(rawValue:)),
              let superclass = optional(), let inheritance = texts(), let objcName = optional(), let swiftName = optional(),
              let isDesignable = flag(), let exposesMembersToObjC = flag(), let acceptsAnyKey = flag(), let hiding = number(below: 4), let outletCount = count() else { return nil }
        var type = DeclaredType(name: name, qualifiedName: qualifiedName, kind: kind, location: SourceLocation(file: "", line: 0, column: 0))
        type.superclass = superclass
        type.inheritance = inheritance
        type.objcName = objcName
        type.swiftName = swiftName
        type.isDesignable = isDesignable
        type.exposesMembersToObjC = exposesMembersToObjC
        type.acceptsAnyKey = acceptsAnyKey
        type.hiddenFromRuntimeLookup = RuntimeLookupHiding(rawValue: hiding)
        for _ in 0..<outletCount {
            guard let name = text(), let typeName = text(), let isCollection = flag(), let isOptional = flag(),
                  let isImplicitlyUnwrapped = flag(),
                  let ownership = number(below: RecordWriter.ownerships.count), let location = location() else { return nil }
            type.outlets.append(DeclaredOutlet(name: name, typeName: typeName, isCollection: isCollection, isOptional: isOptional,
                                               isImplicitlyUnwrapped: isImplicitlyUnwrapped,
                                               ownership: RecordWriter.ownerships[ownership], location: location))
        }
        guard let actionCount = count() else { return nil }
        for _ in 0..<actionCount {
            guard let name = text(), let selector = text(), let parameterCount = number(), let isSegueAction = flag(),
                  let location = location() else { return nil }
            type.actions.append(DeclaredAction(name: name, selector: selector, parameterCount: parameterCount,
                                               isSegueAction: isSegueAction, location: location))
        }
        guard let propertyCount = count() else { return nil }
        for _ in 0..<propertyCount {
            guard let name = text(), let objcName = optional(), let typeName = optional(), let isOutlet = flag(),
                  let isInspectable = flag(), let reliesOnObjCInference = flag(), let location = location() else { return nil }
            type.properties.append(DeclaredProperty(name: name, objcName: objcName, typeName: typeName, isOutlet: isOutlet,
                                                    isInspectable: isInspectable, reliesOnObjCInference: reliesOnObjCInference, location: location))
        }
        guard let instanceVariableKeys = texts(), let synthesizes = flag(), let container = number(below: 3),
              let spelledSelectors = texts(), let methodCount = count() else { return nil }
        type.instanceVariableKeys = Set(instanceVariableKeys)
        type.synthesizesInstanceVariables = synthesizes
        type.objcContainer = [nil, .interface, .implementation][container]
        type.spelledSelectors = Set(spelledSelectors)
        guard let methods = swiftMethods(count: methodCount), let unexposedCount = count(),
              let unexposed = swiftMethods(count: unexposedCount) else { return nil }
        type.swiftMethods = methods
        type.unexposedSwiftMethods = unexposed
        guard let location = location() else { return nil }
        type.location = location
        return type
    }

    /// `count` Swift methods, each its base name, label count and labels.
    mutating func swiftMethods(count: Int) -> SwiftMethodNames? {
        var names = SwiftMethodNames()
        for _ in 0..<count {
            guard let baseName = text(), let labelCount = self.count() else { return nil }
            var labels: [String?] = []
            for _ in 0..<labelCount {
                guard let label = optional() else { return nil }
                labels.append(label)
            }
            names.append(baseName: baseName, argumentLabels: labels)
        }
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
        guard let count = count() else { return nil }
        var texts: [String] = []
        texts.reserveCapacity(count)
        for _ in 0..<count {
            guard let text = text() else { return nil }
            texts.append(text)
        }
        return texts
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
