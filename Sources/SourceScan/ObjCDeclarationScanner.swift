// Finds classes, categories, protocols and their outlets, actions and properties in an
// Objective-C token stream (headers and implementation files).
//
// Objective-C declarations are flat: `@interface` / `@implementation` / `@protocol` open a
// container that `@end` closes, and members are `@property` lines, instance variables in the
// `{ … }` after `@interface`, and method declarations starting with `-` / `+`. C function and
// method bodies are skipped whole. Preprocessor conditionals were reduced by the lexer to
// directive tokens, which are ignored here: every branch is read (the union).

struct ObjCDeclarationScanner {
    private let stream: TokenStream
    private var index = 0
    private(set) var types: [DeclaredType] = []
    /// The container `@end` will close.
    private var current: Int?
    /// `IB_DESIGNABLE` seen before the next `@interface`.
    private var designablePending = false
    /// `NS_SWIFT_NAME(Name)` seen before the next `@interface`.
    private var swiftNamePending: String?
    /// `#define Alias Name` lines seen so far: a class declared as `Alias` is `Name` to the
    /// runtime, the name documents write.
    private var aliases: [String: String] = [:]
    /// `#import`s of category headers (`ImportedCategoryHeader`), in source order.
    private(set) var categoryImports: [ImportedCategoryHeader] = []

    init(stream: TokenStream) { self.stream = stream }

    mutating func scan() {
        while stream.has(index) {
            let token = stream[index]
            if token.kind == .attribute {
                if stream.matches(index, "interface") {
                    index = beginContainer(at: index, isImplementation: false)
                } else if stream.matches(index, "implementation") {
                    index = beginContainer(at: index, isImplementation: true)
                } else if stream.matches(index, "protocol") {
                    index = beginProtocol(at: index)
                } else if stream.matches(index, "end") {
                    current = nil
                    designablePending = false
                    swiftNamePending = nil
                    index += 1
                } else if stream.matches(index, "property"), let typeIndex = current {
                    index = scanMember(from: index + 1, isProperty: true, in: typeIndex)
                } else if stream.matches(index, "synthesize"), let typeIndex = current {
                    index = scanSynthesize(from: index + 1, in: typeIndex)
                } else {
                    index += 1
                }
            } else if token.kind == .poundKeyword, stream.isIdentifier(index + 1), stream.isIdentifier(index + 2),
                      stream[index + 2].line == token.line, stream.text(token).hasSuffix("define") {
                aliases[stream.text(stream[index + 1])] = stream.text(stream[index + 2])
                index += 3
            } else if token.kind == .poundKeyword, stream.has(index + 1), stream[index + 1].kind == .string {
                // The lexer keeps an import only for a category's header (`lexCategoryImport`).
                categoryImports.append(ImportedCategoryHeader(path: stream.text(stream[index + 1]), location: stream.location(stream[index + 1])))
                index += 2
            } else if stream.matches(index, "IB_DESIGNABLE") {
                designablePending = true
                index += 1
            } else if current == nil, stream.matches(index, "NS_SWIFT_NAME"), stream.isPunctuation(index + 1, "("), stream.isIdentifier(index + 2) {
                // Only before a container: inside one it renames a method or property.
                swiftNamePending = stream.text(stream[index + 2])
                index += 3
            } else if let typeIndex = current, token.startsLine, stream.isPunctuation(index, "-") || stream.isPunctuation(index, "+") {
                index = scanMethod(at: index, in: typeIndex)
            } else if stream.isPunctuation(index, "{") {
                index = stream.skipBody(from: index) // C function bodies, blocks, initialisers
            } else {
                index += 1
            }
        }
    }

    // MARK: Containers

    /// `@interface Name<Generics> : Super <Protocols> { ivars }`, `@interface Name (Category)`,
    /// `@implementation Name`, `@implementation Name (Category)`.
    private mutating func beginContainer(at keyword: Int, isImplementation: Bool) -> Int {
        var position = keyword + 1
        guard stream.isIdentifier(position) else { return position }
        let nameToken = stream[position]
        let name = stream.text(nameToken)
        position += 1
        if stream.isPunctuation(position, "<") { (_, position) = readProtocolList(from: position) }
        var isCategory = isImplementation
        var isClassExtension = false
        if stream.isPunctuation(position, "(") {
            isCategory = true
            isClassExtension = stream.isPunctuation(position + 1, ")")
            position = stream.skipBalanced(from: position)
        }
        var type = DeclaredType(name: name, qualifiedName: name, kind: isCategory ? .extension : .class, location: stream.location(nameToken))
        if !isCategory { type.objcName = aliases[name] ?? name }
        // A class's `@interface` and class extension synthesize `_name` for their properties
        // (a first run on a real app connected five outlets so, `_bulletsView`, which work).
        type.synthesizesInstanceVariables = !isImplementation && (!isCategory || isClassExtension)
        type.objcContainer = isImplementation ? .implementation : .interface
        if stream.isPunctuation(position, ":") && stream.isIdentifier(position + 1) {
            let superclass = stream.text(stream[position + 1])
            type.superclass = superclass
            type.inheritance = [superclass]
            position += 2
            // Generic arguments of the superclass, then adopted protocols.
            if stream.isPunctuation(position, "<") && stream.isAdjacent(position) { (_, position) = readProtocolList(from: position) }
        }
        // Adopted protocols, each branch's where conditionals choose them by SDK (`#if … <A>
        // #endif`): the head goes on past the directives to the instance variables (a first run:
        // 126 outlets of one class declared as instance variables after such a list, unread).
        while true {
            position = afterDirectives(from: position)
            guard stream.isPunctuation(position, "<") else { break }
            let protocols: [String]
            (protocols, position) = readProtocolList(from: position)
            type.inheritance += protocols
        }
        type.isDesignable = designablePending
        designablePending = false
        if !isCategory { type.swiftName = swiftNamePending }
        swiftNamePending = nil
        types.append(type)
        current = types.count - 1
        if stream.isPunctuation(position, "{") { position = scanInstanceVariables(from: position, in: types.count - 1) }
        return position
    }

    /// The first token at or after `position` that is not a conditional directive.
    private func afterDirectives(from position: Int) -> Int {
        var position = position
        while stream.has(position), stream[position].kind == .conditionalDirective { position += 1 }
        return position
    }

    /// `@protocol Name <Protocols>`; forward declarations (`@protocol A, B;`) and
    /// `@protocol(Name)` expressions are not containers.
    private mutating func beginProtocol(at keyword: Int) -> Int {
        let position = keyword + 1
        guard stream.isIdentifier(position), !stream.isPunctuation(position + 1, ";"), !stream.isPunctuation(position + 1, ",") else {
            return position
        }
        let nameToken = stream[position]
        var type = DeclaredType(name: stream.text(nameToken), qualifiedName: stream.text(nameToken), kind: .protocol, location: stream.location(nameToken))
        type.exposesMembersToObjC = true // every Objective-C protocol is the runtime's
        var end = position + 1
        if stream.isPunctuation(end, "<") { (type.inheritance, end) = readProtocolList(from: end) }
        types.append(type)
        current = types.count - 1
        return end
    }

    /// The identifiers between `<` and its `>`, and the index after it.
    private func readProtocolList(from open: Int) -> ([String], Int) {
        var names: [String] = []
        var position = open + 1
        var depth = 1
        while stream.has(position) && depth > 0 {
            if stream.isPunctuation(position, "<") {
                depth += 1
            } else if stream.isPunctuation(position, ">") {
                depth -= 1
            } else if stream.isPunctuation(position, "{") || stream.isPunctuation(position, ";") || stream[position].kind == .attribute {
                return (names, position)
            } else if depth == 1 && stream.isIdentifier(position) && !stream.isPunctuation(position - 1, "*") {
                names.append(stream.text(stream[position]))
            }
            position += 1
        }
        return (names, position)
    }

    /// `{ IBOutlet UILabel *label; … }` after `@interface`: each declaration up to `;`.
    private mutating func scanInstanceVariables(from open: Int, in typeIndex: Int) -> Int {
        var position = open + 1
        while stream.has(position) && !stream.isPunctuation(position, "}") {
            if stream[position].kind == .attribute { // @public, @private, …
                position += 1
            } else {
                position = scanMember(from: position, isProperty: false, in: typeIndex)
            }
        }
        return stream.index(after: position)
    }

    // MARK: Properties and instance variables

    private static let typeQualifiers = WordSet([
        "IBOutlet", "IBInspectable", "const", "volatile", "__weak", "__strong", "__unsafe_unretained", "__autoreleasing",
        "__kindof", "__block", "nullable", "nonnull", "null_unspecified", "_Nullable", "_Nonnull", "_Null_unspecified",
        "__nullable", "__nonnull", "struct", "union", "enum", "unsigned", "signed",
    ])

    /// The keywords of a member whose type may be written with a body (`struct { … } flags;`).
    private static let aggregateKeywords = WordSet(["struct", "union", "enum"])

    /// One property (after `@property`) or instance variable declaration, up to its `;`.
    /// Several declarators (`IBOutlet UILabel *a, *b;`) declare several members.
    private mutating func scanMember(from start: Int, isProperty: Bool, in typeIndex: Int) -> Int {
        var position = start
        var ownership = ReferenceOwnership.strong
        if isProperty && stream.isPunctuation(position, "(") {
            let end = stream.skipBalanced(from: position)
            for attribute in position..<end {
                if stream.matches(attribute, "weak") { ownership = .weak }
                if stream.matches(attribute, "assign") || stream.matches(attribute, "unsafe_unretained") { ownership = .unowned }
                // `getter=isOn`, `setter=turnOn:`: methods the class answers to.
                if (stream.matches(attribute, "getter") || stream.matches(attribute, "setter")) && stream.isPunctuation(attribute + 1, "=")
                    && stream.isIdentifier(attribute + 2) {
                    let colon = stream.isPunctuation(attribute + 3, ":") ? ":" : ""
                    types[typeIndex].spelledSelectors.insert(stream.text(stream[attribute + 2]) + colon)
                }
            }
            position = end
        }
        var member = MemberTraits(ownership: ownership)
        var typeName: String?
        var declarators: [Token] = []
        var nameToken: Token?
        var depth = 0
        var isAggregate = false
        while stream.has(position) {
            let token = stream[position]
            if depth == 0 && (stream.isPunctuation(position, oneOf: ";}") || token.kind == .attribute) { break }
            // The body of a `struct { … }`, `union` or `enum` member is the member's type: its
            // fields are not the class's, and its `}` does not close the instance variables (a
            // first run: 11 outlets declared after such a member, in two copies of a document,
            // called missing). Any other `{` is not a member's (a second `@interface … {` head
            // in an `#else` branch, all of whose branches are read).
            if isAggregate && stream.isPunctuation(position, "{") {
                position = stream.skipBalanced(from: position)
                continue
            }
            if stream.isPunctuation(position, oneOf: "([<") {
                depth += 1
            } else if stream.isPunctuation(position, oneOf: ")]>") {
                depth = max(0, depth - 1)
            } else if depth == 0 && stream.isPunctuation(position, ",") {
                if let nameToken { declarators.append(nameToken) }
                nameToken = nil
            } else if stream.isPunctuation(position, "^") && stream.isIdentifier(position + 1) {
                nameToken = stream[position + 1] // a block: `void (^name)(…)`
                position += 1
            } else if stream.isIdentifier(position) {
                if depth == 0 && stream.matches(position, oneOf: Self.aggregateKeywords) { isAggregate = true }
                if stream.matches(position, "IBOutlet") { member.isOutlet = true }
                if stream.matches(position, "IBInspectable") { member.isInspectable = true }
                if stream.matches(position, "__weak") { member.ownership = .weak }
                if stream.matches(position, "IBOutletCollection"), stream.isPunctuation(position + 1, "("), stream.isIdentifier(position + 2) {
                    member.isOutlet = true
                    member.collectionElement = stream.text(stream[position + 2])
                } else if depth == 0 && !stream.matches(position, oneOf: Self.typeQualifiers) && !stream.isPunctuation(position + 1, "(") {
                    if typeName == nil {
                        typeName = stream.text(token)
                    } else if nameToken == nil || !isMacroName(token) {
                        // The first name after the type is the member's, whatever its case
                        // (`*FW_SERVER_HOST`); a macro-cased word after it is a trailing macro.
                        nameToken = token
                    }
                }
            }
            position += 1
        }
        if stream.isPunctuation(position, ";") { position += 1 }
        if let nameToken { declarators.append(nameToken) }
        for declarator in declarators {
            record(member, named: declarator, typeName: typeName, isInstanceVariable: !isProperty, in: typeIndex)
        }
        return position
    }

    /// What a property or instance variable declaration says about each of its declarators.
    private struct MemberTraits {
        var ownership: ReferenceOwnership
        var isOutlet = false, isInspectable = false
        /// The element type of `IBOutletCollection(Type)`.
        var collectionElement: String?
    }

    private mutating func record(_ member: MemberTraits, named nameToken: Token, typeName: String?, isInstanceVariable: Bool, in typeIndex: Int) {
        let name = stream.text(nameToken)
        let location = stream.location(nameToken)
        types[typeIndex].add(DeclaredProperty(name: name, objcName: nil, typeName: typeName,
                                              isOutlet: member.isOutlet, isInspectable: member.isInspectable, location: location))
        // Key-value coding also finds instance variables, with or without their underscore.
        if isInstanceVariable && name.hasPrefix("_") { types[typeIndex].instanceVariableKeys.insert(String(name.dropFirst())) }
        guard member.isOutlet else { return }
        types[typeIndex].outlets.append(DeclaredOutlet(
            name: name, typeName: member.collectionElement ?? typeName ?? "id", isCollection: member.collectionElement != nil,
            isOptional: true, ownership: member.ownership, location: location))
    }

    /// `@synthesize well = well_, other;`: an instance variable named in the `@implementation`
    /// (`well_`), which key-value coding finds by its name, so an outlet may connect it (a
    /// first run: two outlets of an app's controllers named so, called missing, with a "did
    /// you mean" that would have crashed). Up to the `;`.
    private mutating func scanSynthesize(from start: Int, in typeIndex: Int) -> Int {
        var position = start
        while stream.has(position), !stream.isPunctuation(position, ";"), stream[position].kind != .attribute {
            if stream.isPunctuation(position, "="), stream.isIdentifier(position + 1) {
                types[typeIndex].instanceVariableKeys.insert(stream.text(stream[position + 1]))
                position += 1
            }
            position += 1
        }
        return stream.isPunctuation(position, ";") ? position + 1 : position
    }

    /// `UI_APPEARANCE_SELECTOR`, `NS_REFINED_FOR_SWIFT`: upper case with underscores. Only
    /// after a member's name is such a word a macro: a first run on a real app named four
    /// outlets `FW_SERVER_HOST` and the like, and all four were missing.
    private func isMacroName(_ token: Token) -> Bool {
        var sawUnderscore = false
        for byte in stream.bytes[token.start..<token.end] {
            if byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") { return false }
            if byte == UInt8(ascii: "_") { sawUnderscore = true }
        }
        return sawUnderscore
    }

    // MARK: Methods

    /// `- (IBAction)tap:(id)sender forEvent:(UIEvent *)event;` or with a `{ body }`.
    private mutating func scanMethod(at sign: Int, in typeIndex: Int) -> Int {
        let isInstanceMethod = stream.isPunctuation(sign, "-")
        var position = sign + 1
        var isAction = false
        if stream.isPunctuation(position, "(") {
            let end = stream.skipBalanced(from: position)
            isAction = (position..<end).contains { stream.matches($0, "IBAction") }
            position = end
        }
        guard stream.isIdentifier(position) else { return position }
        let firstPiece = stream[position]
        var selector = stream.text(firstPiece)
        var parameterCount = 0
        position += 1
        if stream.isPunctuation(position, ":") {
            selector += ":"
            parameterCount = 1
            position = skipParameter(after: position)
            // Further pieces: `label:(Type)name` or `:(Type)name`.
            while true {
                if stream.isIdentifier(position) && stream.isPunctuation(position + 1, ":") {
                    selector += stream.text(stream[position]) + ":"
                    position = skipParameter(after: position + 1)
                } else if stream.isPunctuation(position, ":") {
                    selector += ":"
                    position = skipParameter(after: position)
                } else {
                    break
                }
                parameterCount += 1
            }
        }
        if isInstanceMethod {
            types[typeIndex].spelledSelectors.insert(selector)
            if isAction {
                types[typeIndex].actions.append(DeclaredAction(name: stream.text(firstPiece), selector: selector, parameterCount: parameterCount,
                                                              isSegueAction: false, location: stream.location(firstPiece)))
            }
        }
        // Trailing attributes and macros, then `;` or the body.
        while stream.has(position) {
            if stream.isPunctuation(position, ";") { return position + 1 }
            if stream.isPunctuation(position, "{") {
                if isInstanceMethod, selector == IntrinsicSizeOverride.name, IntrinsicSizeOverride.declaresNoSize(stream, bodyAt: position) {
                    types[typeIndex].spelledSelectors.remove(selector)
                }
                return stream.skipBody(from: position)
            }
            if stream[position].kind == .attribute || (stream[position].startsLine && (stream.isPunctuation(position, "-") || stream.isPunctuation(position, "+"))) {
                return position
            }
            position = stream.isPunctuation(position, "(") ? stream.skipBalanced(from: position) : position + 1
        }
        return position
    }

    /// After a selector piece's `:`: the optional `(Type)` and the parameter name, which
    /// Objective-C always requires (so in `a:(id)x :(id)y`, `x` is a name, not a label).
    private func skipParameter(after colon: Int) -> Int {
        var position = colon + 1
        if stream.isPunctuation(position, "(") { position = stream.skipBalanced(from: position) }
        if stream.isIdentifier(position) { position += 1 }
        return position
    }
}
