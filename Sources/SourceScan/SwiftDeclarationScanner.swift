// Finds type declarations and their members in a Swift token stream.
//
// Structure: one loop (`scan`) owns all braces. It keeps a tree of scopes (file, type body,
// code) and, at file and type scope, hands each declaration to a sub-scanner that reads its
// header and stops at the opening `{` of a body, which the loop then enters. Code scopes
// (function bodies, accessors, closures) are only brace-counted: nothing declared in them is
// a member, and their tokens other than braces and directives are not even lexed (the scope
// a code scope's `}` or `#else` returns to is known only once they are read, so every token
// after them is asked for only then: `TokenStream`'s invariant).
//
// `#if`: all branches are read (the union). Each branch starts from the scope the `#if` was
// in, so branches that each open a type body (`#if os(iOS) class A: UIView { #else class A:
// NSView { #endif`) still balance against the single closing brace after `#endif`. Scopes
// live in an array and are referred to by index, so restoring one is O(1) on any input.

struct SwiftDeclarationScanner {
    private let stream: TokenStream
    private var index = 0
    private(set) var types: [DeclaredType] = []
    private(set) var typeAliases: [DeclaredTypeAlias] = []
    private(set) var diagnostics: [ScanDiagnostic] = []

    private enum ScopeKind { case file, type(Int), code }
    private struct Scope { var kind: ScopeKind; var parent: Int }
    /// The file scope first (made in `init`).
    private var scopes: [Scope] = []
    private var currentScope = 0
    /// Per open `#if`: the scope it was in and its location.
    private var conditionals: [(scope: Int, token: Token)] = []
    /// The argument labels' tokens of the function signature being read; kept between
    /// functions so that its storage is allocated once.
    private var labelTokens: [Token] = []

    init(stream: TokenStream) {
        self.stream = stream
        // Every `{` adds a scope, about one per hundred bytes of Swift: growing the array
        // from one scope copied it a dozen times a file (1.2 M instructions a scan).
        scopes.reserveCapacity(stream.bytes.count / 64 + 16)
        scopes.append(Scope(kind: .file, parent: -1))
    }

    /// The attributes and modifiers in front of a declaration, as far as scanning cares.
    private struct Prefix {
        var isOutlet = false, isAction = false, isSegueAction = false, isInspectable = false, isDesignable = false
        var isStatic = false
        /// `private` or `fileprivate` (not `private(set)`, which limits a setter).
        var isPrivate = false
        var ownership = ReferenceOwnership.strong
        /// The argument of `@objc(…)`.
        var objcName: String?
        /// `@objc` or `@objc(…)`.
        var isObjC = false
        /// `@objcMembers`.
        var isObjCMembers = false
        /// Something that exposes the declaration to the Objective-C runtime in Swift 4 and
        /// later (SE-0160): `@objc`, `@IBOutlet`, `@IBAction`, `@IBSegueAction`,
        /// `@IBInspectable`, `@GKInspectable`, `@NSManaged`; `override`, of a member that may be
        /// Objective-C's. Not `dynamic` alone: Swift 4 refuses it without `@objc`, and Swift 5
        /// makes it a Swift-only replacement point.
        var exposesToObjC = false
    }

    mutating func scan() {
        while let token = stream.token(index) {
            if let directive = token.directive {
                enterConditional(directive, token)
                index += 1
            } else if token.isPunctuation("{") {
                openScope(.code)
                index += 1
            } else if token.isPunctuation("}") {
                closeScope(token)
                index += 1
            } else if case .code = scopes[currentScope].kind {
                index = stream.nextBraceOrDirective(from: index + 1) // skims the code in between
            } else {
                index = max(index + 1, scanDeclaration(at: index))
            }
        }
        for open in conditionals {
            diagnose("#if without #endif", open.token)
        }
    }

    // MARK: Scopes and conditionals

    private mutating func openScope(_ kind: ScopeKind) {
        scopes.append(Scope(kind: kind, parent: currentScope))
        currentScope = scopes.count - 1
    }

    private mutating func closeScope(_ token: Token) {
        let parent = scopes[currentScope].parent
        if parent < 0 {
            diagnose("unbalanced '}'", token)
        } else {
            currentScope = parent
        }
    }

    private mutating func enterConditional(_ directive: Token.Directive, _ token: Token) {
        switch directive {
        case .if:
            conditionals.append((currentScope, token))
        case .elseif, .else:
            if let open = conditionals.last { currentScope = open.scope } else { diagnose("#\(directive) without #if", token) }
        case .endif:
            if conditionals.popLast() == nil { diagnose("#endif without #if", token) }
        }
    }

    private mutating func diagnose(_ message: String, _ token: Token) {
        diagnostics.append(ScanDiagnostic(message: message, location: stream.location(token)))
    }

    /// The type whose body is the current scope, if any.
    private var enclosingTypeIndex: Int? {
        if case let .type(typeIndex) = scopes[currentScope].kind { return typeIndex }
        return nil
    }

    // MARK: Declarations

    /// The modifiers whose meaning scanning needs, the first words of `declarationWords`.
    private enum Modifier: Int { case `static`, weak, unowned, override, dynamic, `public`, `private`, `fileprivate` }

    /// The keywords that start a declaration, the first words of `declarationWords` after the
    /// modifiers; those after `subscript` need nothing recorded.
    private enum Introducer: Int {
        case `class`, `struct`, `enum`, `protocol`, `extension`, `func`, `var`, `let`, `init`, `deinit`, `subscript`, `typealias`
    }

    /// The modifiers (`Modifier`'s first, in its order), then the keywords that start a
    /// declaration (`Introducer`'s first, in its order), in one set: a token is looked up once,
    /// instead of compared with each keyword in turn (a twentieth of a Swift scan), and not
    /// once in each of two sets (each use of a static is also a `swift_once`).
    private static let declarationWords: WordSet = {
        let modifiers: [StaticString] = [
            "static", "weak", "unowned", "override", "dynamic",
            "public", "private", "fileprivate", "internal", "open", "package", "final",
            "required", "convenience", "lazy", "optional", "mutating", "nonmutating",
            "nonisolated", "indirect", "prefix", "postfix", "infix", "isolated", "distributed", "consuming", "borrowing",
        ]
        let introducers: [StaticString] = [
            "class", "struct", "enum", "protocol", "extension", "func", "var", "let", "init", "deinit", "subscript",
            "typealias", "associatedtype", "case", "import", "operator", "precedencegroup", "macro",
        ]
        precondition(modifiers.count == modifierCount, "modifierCount counts the modifiers")
        return WordSet(modifiers + introducers)
    }()
    /// How many of `declarationWords` are modifiers: a constant, not read from the list, so
    /// that telling a modifier from a keyword reads no further static.
    private static let modifierCount = 27

    /// What the token at `position` is of `declarationWords`.
    private enum DeclarationWord {
        /// A modifier, by its position in `declarationWords` (a `Modifier` raw value, or past them).
        case modifier(Int)
        /// A keyword that starts a declaration, by its position among them (an `Introducer` raw
        /// value, or past them).
        case introducer(Int)
    }

    private func declarationWord(_ position: Int) -> DeclarationWord? {
        guard let index = stream.word(position, in: Self.declarationWords) else { return nil }
        return index < Self.modifierCount ? .modifier(index) : .introducer(index - Self.modifierCount)
    }

    /// What may precede a type: `some P`, `inout T`, `repeat each T`.
    private static let typePrefixes = WordSet(["some", "any", "inout", "borrowing", "consuming", "sending", "isolated", "each", "repeat"])

    /// Whether a declaration can start at `position`: an attribute, a modifier, a declaration
    /// keyword, or a conditional directive. Expression and type skipping stop there when the
    /// token starts a line.
    private func startsDeclaration(_ position: Int) -> Bool {
        guard stream.has(position) else { return false }
        let token = stream[position]
        if token.kind == .attribute || token.kind == .conditionalDirective { return true }
        return stream.matches(position, oneOf: Self.declarationWords) || startsActor(position)
    }

    /// `actor Name`: `actor` is a keyword only when a (non-keyword) name follows.
    private func startsActor(_ position: Int) -> Bool {
        stream.matches(position, "actor") && stream.isIdentifier(position + 1) && !stream.matches(position + 1, oneOf: Self.declarationWords)
    }

    /// Reads attributes and modifiers, then the declaration they belong to. Returns the index
    /// after what it consumed.
    private mutating func scanDeclaration(at start: Int) -> Int {
        var position = start
        var prefix = Prefix()
        var keyword: DeclarationWord?
        while stream.has(position) {
            if stream[position].kind == .attribute {
                position = readAttribute(at: position, into: &prefix)
                continue
            }
            keyword = declarationWord(position)
            if case .introducer(Introducer.class.rawValue)? = keyword, declarationWord(position + 1) != nil {
                prefix.isStatic = true // `class func`, `class var`
                position += 1
            } else if case let .modifier(modifier)? = keyword {
                switch Modifier(rawValue: modifier) {
                case .static: prefix.isStatic = true
                case .weak: prefix.ownership = .weak
                case .unowned: prefix.ownership = .unowned
                case .override: prefix.exposesToObjC = true
                case .private, .fileprivate: prefix.isPrivate = !(stream.isPunctuation(position + 1, "(") && stream.isAdjacent(position + 1))
                default: break
                }
                position += 1
                // `private(set)`, `unowned(unsafe)`, `nonisolated(unsafe)`
                if stream.isPunctuation(position, "(") && stream.isAdjacent(position) { position = stream.skipBalanced(from: position) }
            } else {
                break
            }
            keyword = nil
        }
        guard case let .introducer(introducer)? = keyword else {
            return startsActor(position) ? scanType(.actor, at: position, prefix) : position
        }
        switch Introducer(rawValue: introducer) {
        case .class: return scanType(.class, at: position, prefix)
        case .struct: return scanType(.struct, at: position, prefix)
        case .enum: return scanType(.enum, at: position, prefix)
        case .protocol: return scanType(.protocol, at: position, prefix)
        case .extension: return scanType(.extension, at: position, prefix)
        case .func: return scanFunction(at: position, prefix, isMethod: true)
        case .`init`, .deinit, .subscript: return scanFunction(at: position, prefix, isMethod: false)
        case .var, .let: return scanVariable(at: position, prefix)
        case .typealias:
            recordTypeAlias(at: position)
            return skipDeclaration(from: position)
        case nil:
            // `case a, b(Int)`, `import`, …: nothing to record, up to the next declaration.
            return skipDeclaration(from: position)
        }
    }

    /// Past a declaration that has no body of its own: up to the next declaration.
    private func skipDeclaration(from position: Int) -> Int {
        stream.skipGroups(from: position + 1) { stream.isPunctuation($0, oneOf: "{};") || (stream[$0].startsLine && startsDeclaration($0)) }
    }

    /// `typealias Name = Target` (`typealias` at `position`), where the target is a type's name,
    /// plain or qualified (`UILabel`, `UIKit.UILabel`): another spelling of that type, which an
    /// outlet may be declared with. Generic aliases and other targets (`A & B`, `(Int) -> Void`,
    /// `[T]`) are not recorded.
    private mutating func recordTypeAlias(at position: Int) {
        let name = position + 1
        guard stream.isIdentifier(name), stream.isPunctuation(name + 1, "=") else { return }
        var end = name + 2
        guard stream.isIdentifier(end) else { return }
        while stream.isPunctuation(end + 1, ".") && stream.isIdentifier(end + 2) { end += 2 }
        // What follows the target ends the declaration: a line's start, `;` or `}`.
        if stream.has(end + 1), !stream[end + 1].startsLine, !stream.isPunctuation(end + 1, oneOf: ";}") { return }
        var qualifiedName = stream.text(stream[name])
        if let outer = enclosingTypeIndex { qualifiedName = "\(types[outer].qualifiedName).\(qualifiedName)" }
        typeAliases.append(DeclaredTypeAlias(qualifiedName: qualifiedName, target: stream.compactText(name + 2..<end + 1),
                                             location: stream.location(stream[name])))
    }

    private func readAttribute(at start: Int, into prefix: inout Prefix) -> Int {
        // Compared byte-wise: the name made a String, compared with each of five in turn, was
        // most of reading an attribute.
        if stream.matches(start, "IBOutlet") {
            prefix.isOutlet = true
        } else if stream.matches(start, "IBAction") {
            prefix.isAction = true
        } else if stream.matches(start, "IBSegueAction") {
            prefix.isSegueAction = true
        } else if stream.matches(start, "IBInspectable") {
            prefix.isInspectable = true
        } else if stream.matches(start, "IBDesignable") {
            prefix.isDesignable = true
        } else if stream.matches(start, "objcMembers") {
            prefix.isObjCMembers = true
        } else if stream.matches(start, "NSManaged") || stream.matches(start, "GKInspectable") {
            prefix.exposesToObjC = true
        }
        let isObjC = stream.matches(start, "objc")
        if isObjC || prefix.isOutlet || prefix.isAction || prefix.isSegueAction || prefix.isInspectable {
            prefix.exposesToObjC = true
        }
        prefix.isObjC = prefix.isObjC || isObjC
        var position = start + 1
        // `@Module.Wrapper`
        while stream.isPunctuation(position, ".") && stream.isAdjacent(position) && stream.isIdentifier(position + 1) { position += 2 }
        if stream.isPunctuation(position, "(") && stream.isAdjacent(position) {
            let end = stream.skipBalanced(from: position)
            if isObjC && end - 1 > position + 1 { prefix.objcName = stream.compactText((position + 1)..<(end - 1)) }
            position = end
        }
        return position
    }

    // MARK: Types

    /// `class Name<T>: A, B where … {`; enters the body.
    private mutating func scanType(_ kind: DeclaredTypeKind, at keyword: Int, _ prefix: Prefix) -> Int {
        var position = keyword + 1
        guard stream.isIdentifier(position) else { return position }
        let nameToken = stream[position]
        var nameEnd = position + 1
        if kind == .extension {
            while stream.isPunctuation(nameEnd, ".") && stream.isIdentifier(nameEnd + 1) { nameEnd += 2 }
        }
        let writtenName = stream.compactText(position..<nameEnd)
        position = nameEnd
        let isGeneric = stream.isPunctuation(position, "<")
        if isGeneric { position = skipAngles(from: position) }

        var inheritance: [String] = []
        if stream.isPunctuation(position, ":") {
            (inheritance, position) = readInheritance(from: position + 1)
        }
        if stream.matches(position, "where") { position = skipUntilBody(from: position + 1) }

        let name = lastComponent(of: writtenName, lastToken: stream[nameEnd - 1])
        var qualifiedName = writtenName
        if let outer = enclosingTypeIndex { qualifiedName = "\(types[outer].qualifiedName).\(writtenName)" }
        // Room for a file's first few types at once: grown from one, the array was copied for
        // the second type and again for the third.
        if types.isEmpty { types.reserveCapacity(4) }
        // Filled in its place in `types`: a local declaration, filled and appended, was copied
        // twice more (each of its Strings, arrays and sets retained) and destroyed.
        types.append(DeclaredType(name: name, qualifiedName: qualifiedName, kind: kind, location: stream.location(nameToken)))
        let typeIndex = types.count - 1
        types[typeIndex].inheritance = inheritance
        types[typeIndex].superclass = kind == .class ? inheritance.first : nil
        types[typeIndex].objcName = prefix.objcName
        if kind == .class {
            types[typeIndex].hiddenFromRuntimeLookup = isGeneric ? .generic : prefix.objcName != nil ? nil
                : prefix.isPrivate ? .privateAccess : enclosingTypeIndex != nil ? .nested : nil
        }
        types[typeIndex].isDesignable = prefix.isDesignable
        types[typeIndex].exposesMembersToObjC = (kind == .class && prefix.isObjCMembers) || ((kind == .extension || kind == .protocol) && prefix.isObjC)
        guard stream.isPunctuation(position, "{") else { return position }
        openScope(.type(typeIndex))
        return position + 1
    }

    /// `C` of `A.B.C`. Splitting the String by Characters cost more than the rest of reading
    /// a type; when the last token is a plain identifier starting with an ASCII byte (no dot in
    /// it, none joined to a combining mark before it) the component is that token's text.
    private func lastComponent(of writtenName: String, lastToken: Token) -> String {
        if lastToken.kind == .identifier && lastToken.detail != Token.escapedIdentifier && stream.bytes[lastToken.start] < 0x80 {
            return stream.text(lastToken)
        }
        return String(writtenName.split(separator: ".").last ?? Substring(writtenName))
    }

    /// Comma-separated entries up to `where`, `{` or anything that cannot be in the clause.
    private func readInheritance(from start: Int) -> ([String], Int) {
        var entries: [String] = []
        var entryStart = start
        var position = start
        var depth = 0
        while let token = stream.token(position) {
            if depth == 0 {
                if token.isPunctuation("{") || token.isPunctuation("}") || token.isPunctuation(";")
                    || stream.matches(position, "where")
                    || (token.startsLine && startsDeclaration(position) && !stream.isPunctuation(position - 1, oneOf: ",:&")) {
                    break // (an entry continuing a list may start a line: `,\n @unchecked Sendable`)
                }
                if token.isPunctuation(",") {
                    if position > entryStart { entries.append(stream.compactText(entryStart..<position)) }
                    entryStart = position + 1
                }
            }
            if token.isPunctuation("<") || token.isPunctuation("(") || token.isPunctuation("[") {
                depth += 1
            } else if (token.isPunctuation(">") && !stream.isArrow(position - 1)) || token.isPunctuation(")") || token.isPunctuation("]") {
                depth = max(0, depth - 1)
            }
            position += 1
        }
        if position > entryStart { entries.append(stream.compactText(entryStart..<position)) }
        return (entries, position)
    }

    /// From after `<`'s position, the index after the matching `>`. Stops early (without
    /// backing up) at anything that cannot be inside generic brackets.
    private func skipAngles(from start: Int) -> Int {
        var depth = 0
        var position = start
        while stream.has(position) {
            if stream.isPunctuation(position, "<") {
                depth += 1
            } else if stream.isPunctuation(position, ">") && !stream.isArrow(position - 1) {
                depth -= 1
                if depth == 0 { return position + 1 }
            } else if stream.isPunctuation(position, "{") || stream.isPunctuation(position, "}") || stream.isPunctuation(position, ";")
                        || stream.isPunctuation(position, "=") || (stream[position].startsLine && startsDeclaration(position)) {
                return position
            }
            position += 1
        }
        return position
    }

    /// Skips a `where` clause or a function signature's tail up to its body's `{` (not
    /// consumed), or to where a new declaration starts (bodiless protocol requirements).
    private func skipUntilBody(from start: Int) -> Int {
        stream.skipGroups(from: start) { stream.isPunctuation($0, oneOf: "{};") || startsDeclaration($0) }
    }

    // MARK: Functions

    /// `func name<T>(labels…) async throws -> R where … {`; records the method (instance
    /// methods) and actions, and enters the body.
    private mutating func scanFunction(at keyword: Int, _ prefix: Prefix, isMethod: Bool) -> Int {
        var position = keyword + 1
        var baseName: Token?
        if isMethod && stream.isIdentifier(position) {
            baseName = stream[position]
            position += 1
        } else if isMethod {
            // An operator: its characters up to the parameter list or generic clause.
            while stream.has(position) && stream[position].kind == .punctuation
                    && !stream.isPunctuation(position, "(") && !(stream.isPunctuation(position, "<") && position > keyword + 1) {
                position += 1
            }
        } else {
            while stream.isPunctuation(position, "?") || stream.isPunctuation(position, "!") { position += 1 }
        }
        if stream.isPunctuation(position, "<") { position = skipAngles(from: position) }
        labelTokens.removeAll(keepingCapacity: true)
        if stream.isPunctuation(position, "(") { position = readParameterLabels(from: position) }
        if let baseName, let typeIndex = enclosingTypeIndex, !prefix.isStatic {
            record(method: baseName, prefix, at: stream[keyword], in: typeIndex)
        }
        position = skipUntilBody(from: position)
        guard stream.isPunctuation(position, "{") else { return position }
        openScope(.code)
        return position + 1
    }

    /// Reads the argument labels of a parameter list starting at `(` into `labelTokens`, and
    /// returns the index after its `)`.
    private mutating func readParameterLabels(from open: Int) -> Int {
        var position = open + 1
        while stream.has(position) && !stream.isPunctuation(position, ")") {
            while stream.kind(position) == .attribute { position += 1 }
            if stream.isIdentifier(position) { labelTokens.append(stream[position]) }
            // To the next top-level `,` or the closing `)`.
            var depth = 0, angles = 0
            while let token = stream.token(position) { // read once: this loop sees every token of every signature
                let punctuation = token.kind == .punctuation ? token.detail : 0
                if depth == 0 && angles == 0 && punctuation == UInt8(ascii: ",") { position += 1; break }
                if depth == 0 && punctuation == UInt8(ascii: ")") { break }
                if token.bracketDepthChange != 0 {
                    depth += token.bracketDepthChange
                } else if punctuation == UInt8(ascii: "<") {
                    angles += 1
                } else if punctuation == UInt8(ascii: ">") && !stream.isArrow(position - 1) {
                    angles = max(0, angles - 1)
                }
                position += 1
            }
        }
        return stream.index(after: position)
    }

    /// Whether the property `name`, whose accessor body opens at `position`, is an
    /// `intrinsicContentSize` override that declares no intrinsic size (`IntrinsicSizeOverride`).
    private func declaresNoIntrinsicSize(_ name: Token, bodyAt position: Int) -> Bool {
        stream.isPunctuation(position, "{") && stream.text(name) == IntrinsicSizeOverride.name
            && IntrinsicSizeOverride.declaresNoSize(stream, bodyAt: position)
    }

    /// Adds the method named by `baseName` and `labelTokens` to the type's methods, and to its
    /// actions when it is one (whose selector is spelled now: actions are few). A method
    /// renamed with `@objc(name:)` answers to that selector alone: the runtime registers no
    /// selector made from its Swift name, so a document still sending that one reaches nothing.
    private mutating func record(method baseName: Token, _ prefix: Prefix, at keyword: Token, in typeIndex: Int) {
        if let objcName = prefix.objcName {
            types[typeIndex].spelledSelectors.insert(objcName)
        } else {
            let start = types[typeIndex].swiftMethods.endOffset
            types[typeIndex].swiftMethods.beginMethod(baseName: stream.bytes(of: baseName))
            for label in labelTokens { types[typeIndex].swiftMethods.appendLabel(labelBytes(label)) }
            types[typeIndex].swiftMethods.endMethod()
            // Swift 3 inferred `@objc` for it; Swift 4 does not (SE-0160), as for properties
            // (`DeclaredProperty.reliesOnObjCInference`): a document's action then names no
            // selector the runtime knows.
            let kind = types[typeIndex].kind
            if !prefix.exposesToObjC && !types[typeIndex].exposesMembersToObjC && (kind == .class || kind == .extension) {
                let methods = types[typeIndex].swiftMethods
                types[typeIndex].unexposedSwiftMethods.appendMethods(of: methods, from: start)
            }
        }
        guard prefix.isAction || prefix.isSegueAction else { return }
        let name = stream.text(baseName)
        let labels = labelTokens.map { labelBytes($0).map { String(decoding: $0, as: UTF8.self) } }
        types[typeIndex].actions.append(DeclaredAction(
            name: name, selector: prefix.objcName ?? ObjCSelector.selector(baseName: name, argumentLabels: labels),
            parameterCount: labels.count, isSegueAction: prefix.isSegueAction, location: stream.location(keyword)))
    }

    /// A label's bytes; nil for `_`.
    private func labelBytes(_ label: Token) -> UnsafeBufferPointer<UInt8>? {
        let bytes = stream.bytes(of: label)
        return bytes.count == 1 && bytes[0] == UInt8(ascii: "_") ? nil : bytes
    }

    // MARK: Properties

    /// `var a: T = x, b { … }`: records each binding as a property of the enclosing type.
    private mutating func scanVariable(at keyword: Int, _ prefix: Prefix) -> Int {
        var position = keyword + 1
        while stream.has(position) {
            var nameToken: Token?
            if stream.isIdentifier(position) {
                nameToken = stream[position]
                position += 1
            } else if stream.isPunctuation(position, "(") {
                position = stream.skipBalanced(from: position) // tuple pattern
            } else {
                return position
            }
            var typeRange: Range<Int>?
            if stream.isPunctuation(position, ":") {
                let typeEnd = skipType(from: position + 1)
                typeRange = (position + 1)..<typeEnd
                position = typeEnd
            }
            if let nameToken, let typeIndex = enclosingTypeIndex, !prefix.isStatic,
               !declaresNoIntrinsicSize(nameToken, bodyAt: position) {
                record(property: nameToken, type: typeRange, prefix, in: typeIndex)
            }
            if stream.isPunctuation(position, "=") { position = skipExpression(from: position + 1) }
            if stream.isPunctuation(position, "{") {
                openScope(.code) // accessors, observers, or a closure initialiser
                return position + 1
            }
            guard stream.isPunctuation(position, ",") else { return position }
            position += 1
        }
        return position
    }

    private mutating func record(property nameToken: Token, type typeRange: Range<Int>?, _ prefix: Prefix, in typeIndex: Int) {
        let name = stream.text(nameToken)
        let location = stream.location(nameToken)
        if prefix.isOutlet, let typeRange, !typeRange.isEmpty {
            types[typeIndex].outlets.append(outlet(named: name, type: typeRange, prefix, at: location))
        }
        // The property last, so that it takes the name and location themselves: made first, it
        // was copied into the array and then destroyed (every String retained and released).
        let kind = types[typeIndex].kind
        let reliesOnObjCInference = !prefix.exposesToObjC && !types[typeIndex].exposesMembersToObjC && (kind == .class || kind == .extension)
        types[typeIndex].add(DeclaredProperty(
            name: name, objcName: prefix.objcName, typeName: typeRange.map { stream.compactText($0) },
            isOutlet: prefix.isOutlet, isInspectable: prefix.isInspectable, reliesOnObjCInference: reliesOnObjCInference, location: location))
    }

    /// The outlet of an `@IBOutlet` property whose type annotation is the tokens `typeRange`.
    private func outlet(named name: String, type typeRange: Range<Int>, _ prefix: Prefix, at location: SourceLocation) -> DeclaredOutlet {
        var range = typeRange
        var isOptional = false
        // The outermost mark decides how an access while nil ends: `UILabel!`, `[UILabel]!`.
        let isImplicitlyUnwrapped = !range.isEmpty && stream.isPunctuation(range.upperBound - 1, "!")
        while !range.isEmpty && (stream.isPunctuation(range.upperBound - 1, "?") || stream.isPunctuation(range.upperBound - 1, "!")) {
            isOptional = true
            range = range.lowerBound..<(range.upperBound - 1)
        }
        let isCollection = range.count >= 2 && stream.isPunctuation(range.lowerBound, "[") && stream.isPunctuation(range.upperBound - 1, "]")
        if isCollection { range = (range.lowerBound + 1)..<(range.upperBound - 1) }
        while !range.isEmpty && (stream.isPunctuation(range.upperBound - 1, "?") || stream.isPunctuation(range.upperBound - 1, "!")) {
            range = range.lowerBound..<(range.upperBound - 1)
        }
        return DeclaredOutlet(name: name, typeName: stream.compactText(range), isCollection: isCollection, isOptional: isOptional,
                              isImplicitlyUnwrapped: isImplicitlyUnwrapped, ownership: prefix.ownership, location: location)
    }

    /// A type annotation: `T`, `Module.T<A>?`, `[K: V]!`, `(A) async throws -> B`, `any P & Q`,
    /// `@escaping @Sendable () -> Void`. Returns the index after it.
    private func skipType(from start: Int) -> Int {
        var position = start
        while stream.has(position) {
            while stream[position].kind == .attribute {
                position += 1
                if stream.isPunctuation(position, "(") && stream.isAdjacent(position) { position = stream.skipBalanced(from: position) }
                if !stream.has(position) { return position }
            }
            while stream.matches(position, oneOf: Self.typePrefixes)
                    || stream.isPunctuation(position, "~") {
                position += 1
            }
            if stream.isIdentifier(position) {
                position += 1
                while true {
                    if stream.isPunctuation(position, "<") && stream.isAdjacent(position) {
                        position = skipAngles(from: position)
                    } else if stream.isPunctuation(position, ".") && stream.isIdentifier(position + 1) {
                        position += 2
                    } else {
                        break
                    }
                }
            } else if stream.isPunctuation(position, "(") || stream.isPunctuation(position, "[") {
                position = stream.skipBalanced(from: position)
            } else {
                return position
            }
            while (stream.isPunctuation(position, "?") || stream.isPunctuation(position, "!")) && stream.isAdjacent(position) { position += 1 }
            while stream.matches(position, "async") || stream.matches(position, "throws") || stream.matches(position, "rethrows") {
                position += 1
                if stream.isPunctuation(position, "(") && stream.isAdjacent(position) { position = stream.skipBalanced(from: position) }
            }
            if stream.isArrow(position) {
                position += 2
            } else if stream.isPunctuation(position, "&") {
                position += 1
            } else {
                return position
            }
        }
        return position
    }

    /// An initialiser or other expression-like tail: stops (without consuming) at a top-level
    /// `,` or `{`, at `}` / `;`, or at a line that starts a new declaration. Parenthesised and
    /// bracketed groups are skipped whole.
    private func skipExpression(from start: Int) -> Int {
        stream.skipGroups(from: start) { position in
            let token = stream[position]
            return stream.isPunctuation(position, oneOf: ",{};") || token.kind == .conditionalDirective
                || (token.startsLine && startsDeclaration(position))
        }
    }
}
