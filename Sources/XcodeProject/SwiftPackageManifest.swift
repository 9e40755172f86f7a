/// A Swift package in the tree (`Package.swift`), as far as its modules are concerned: its
/// products and the targets each is made of, and each target's folder and dependencies.
///
/// The manifest is Swift code; it is read, not run. The `Package(…)` call's literal arguments
/// are understood (`products: [.library(name: "Kit", targets: ["Kit"])]`, `targets:
/// [.target(name: "Kit", dependencies: ["Core", .product(name: "P", package: "p")], path:
/// "Src")]`); lists built in variables or loops are not, and such a package has fewer
/// products and targets than it builds.
public struct SwiftPackageManifest: Sendable, Hashable {
    /// One target of the package.
    public struct Target: Sendable, Hashable {
        /// The target's name (its module's, made an identifier).
        public let name: String
        /// Its folder: `path:` below the package's folder, else `Sources/<name>` (`Tests/<name>`
        /// for test targets).
        public let folder: String
        /// Targets of the same package it depends on, by name.
        public let targetDependencies: [String]
        /// Products of other packages it depends on, by name.
        public let productDependencies: [String]

        /// The Swift module the target builds.
        public var moduleName: String { XcodeProject.identifier(name) }
    }

    /// The `Package.swift` file.
    public let path: String
    /// Product names and the targets each is made of.
    public let products: [String: [String]]
    /// The targets, in manifest order.
    public let targets: [Target]
    /// The language of the package's unlocalized resources and Base documents
    /// (`defaultLocalization: "en"`), as written; nil when the manifest gives none.
    public var defaultLocalization: String?
    /// Whether `targets` are all the package's targets, each with its folder: the manifest
    /// writes them as one array literal of target calls whose names and paths are literals, and
    /// adds none later (`package.targets += …`). Only then may a file below the package's folder
    /// and outside every target's folder be said to be built by none of them (a first run: a
    /// formatter's project keeps foreign sample apps, in no target, beside its `Package.swift`).
    public var describesEveryTarget = false

    /// Reads the manifest text of the `Package.swift` at `path`.
    public static func parse(_ text: String, path: String) -> SwiftPackageManifest {
        let folder = XcodeProject.folder(of: path)
        var reader = ManifestReader(tokens: ManifestReader.tokens(text))
        var products: [String: [String]] = [:]
        var targets: [Target] = []
        guard let package = reader.packageCall() else { return SwiftPackageManifest(path: path, products: [:], targets: [], defaultLocalization: nil) }
        let targetsValue = package.argument("targets")
        var describesEveryTarget = targetsValue?.isWhole == true && targetsValue?.elements != nil
            && !reader.tokens.indices.dropLast().contains { reader.tokens[$0] == .mark(".") && reader.tokens[$0 + 1] == .word("targets") }
        for element in package.argument("products")?.elements ?? [] {
            guard let name = element.argument("name")?.string else { continue }
            products[name] = (element.argument("targets")?.elements ?? []).compactMap(\.string)
        }
        for element in targetsValue?.elements ?? [] {
            guard case .call(let kind, _) = element.base, let name = element.argument("name")?.string else {
                describesEveryTarget = false
                continue
            }
            // Its folder is known when the call, its name and its path (if any) are literals.
            let pathValue = element.argument("path")
            let isLiteral = { (value: ManifestValue?) in value.map { $0.isWhole && $0.string != nil } ?? true }
            if !element.isWhole || !isLiteral(element.argument("name")) || !isLiteral(pathValue) || !Self.targetKinds.contains(kind) {
                describesEveryTarget = false
            }
            var local: [String] = []
            var external: [String] = []
            for dependency in element.argument("dependencies")?.elements ?? [] {
                if let byName = dependency.string {
                    local.append(byName)
                } else if case .call(let dependencyKind, _) = dependency.base, let dependencyName = dependency.argument("name")?.string {
                    if dependencyKind == "product" { external.append(dependencyName) } else { local.append(dependencyName) }
                }
            }
            let defaultFolder = (kind == "testTarget" ? "Tests/" : kind == "plugin" ? "Plugins/" : "Sources/") + name
            let relative = pathValue?.string ?? defaultFolder
            targets.append(Target(name: name, folder: ObjectGraph.join(folder, relative), targetDependencies: local, productDependencies: external))
        }
        var manifest = SwiftPackageManifest(path: path, products: products, targets: targets,
                                            defaultLocalization: package.argument("defaultLocalization")?.string)
        manifest.describesEveryTarget = describesEveryTarget
        return manifest
    }

    /// The target calls of `PackageDescription` (`.target(…)`, `Target.target(…)`); a call of
    /// any other name is a helper of the manifest's own, whose targets are not known.
    static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget", "systemLibrary", "binaryTarget", "macro", "plugin"]

    /// Reads the `Package.swift` at `path`; nil when it cannot be read.
    public static func read(path: String) -> SwiftPackageManifest? {
        XcodeConfigurationFile.readFromDisk(path).map { parse($0, path: path) }
    }
}

/// A literal argument of a manifest call.
private indirect enum ManifestValue {
    case string(String)
    case array([ManifestValue])
    /// `.name(label: value, …)` or `Name(…)`: the last name of the callee and the arguments.
    case call(String, [(label: String?, value: ManifestValue)])
    /// Anything else (numbers, variables, operators): not understood.
    case other
    /// A value followed by more than itself (`[…] + more`, `"a" + b`, `.target(…).with(…)`):
    /// its start was read, the rest not understood.
    case followed(ManifestValue)

    var isOther: Bool { if case .other = self { true } else { false } }
    /// The value as read, whatever followed it.
    var base: ManifestValue { if case .followed(let value) = self { value } else { self } }
    /// Whether nothing followed the value.
    var isWhole: Bool { if case .followed = self { false } else { true } }
    var string: String? { if case .string(let value) = base { value } else { nil } }
    var elements: [ManifestValue]? { if case .array(let values) = base { values } else { nil } }

    func argument(_ label: String) -> ManifestValue? {
        guard case .call(_, let arguments) = base else { return nil }
        return arguments.first { $0.label == label }?.value
    }
}

/// Tokens of Swift source, as far as literal manifests need: identifiers, string literals
/// (without interpolation), and one-character punctuation; comments dropped.
private struct ManifestReader {
    enum Token: Equatable {
        case word(String)
        case string(String)
        case mark(Character)
    }

    let tokens: [Token]
    var position = 0

    init(tokens: [Token]) { self.tokens = tokens }

    static func tokens(_ text: String) -> [Token] {
        var tokens: [Token] = []
        let characters = Array(text)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "/" && index + 1 < characters.count && characters[index + 1] == "/" {
                while index < characters.count && characters[index] != "\n" { index += 1 }
            } else if character == "/" && index + 1 < characters.count && characters[index + 1] == "*" {
                index += 2
                while index + 1 < characters.count && !(characters[index] == "*" && characters[index + 1] == "/") { index += 1 }
                index += 2
            } else if character == "\"" {
                var value = ""
                index += 1
                while index < characters.count && characters[index] != "\"" && characters[index] != "\n" {
                    if characters[index] == "\\" { index += 1 }
                    if index < characters.count { value.append(characters[index]) }
                    index += 1
                }
                index += 1
                tokens.append(.string(value))
            } else if character.isLetter || character == "_" {
                var word = ""
                while index < characters.count && (characters[index].isLetter || characters[index].isNumber || characters[index] == "_") {
                    word.append(characters[index])
                    index += 1
                }
                tokens.append(.word(word))
            } else {
                if !character.isWhitespace { tokens.append(.mark(character)) }
                index += 1
            }
        }
        return tokens
    }

    /// The first `Package(…)` call.
    mutating func packageCall() -> ManifestValue? {
        while position + 1 < tokens.count {
            if tokens[position] == .word("Package") && tokens[position + 1] == .mark("(") {
                position += 1
                return .call("Package", arguments())
            }
            position += 1
        }
        return nil
    }

    /// Arguments from an opening parenthesis to its closing one.
    private mutating func arguments() -> [(label: String?, value: ManifestValue)] {
        position += 1 // "("
        var result: [(label: String?, value: ManifestValue)] = []
        while position < tokens.count && tokens[position] != .mark(")") {
            let start = position
            var label: String?
            if case .word(let word) = tokens[position], position + 1 < tokens.count, tokens[position + 1] == .mark(":") {
                label = word
                position += 2
            }
            result.append((label, value(until: [")", ","])))
            if position < tokens.count && tokens[position] == .mark(",") { position += 1 }
            if position == start { position += 1 } // a stray closing bracket: pass it
        }
        position += 1 // ")"
        return result
    }

    /// One value, ending before a token of `ends` at this nesting level.
    private mutating func value(until ends: Set<Character>) -> ManifestValue {
        guard position < tokens.count else { return .other }
        var result = ManifestValue.other
        switch tokens[position] {
        case .string(let text):
            position += 1
            result = .string(text)
        case .mark("["):
            position += 1
            var elements: [ManifestValue] = []
            while position < tokens.count && tokens[position] != .mark("]") {
                let start = position
                elements.append(value(until: ["]", ","]))
                if position < tokens.count && tokens[position] == .mark(",") { position += 1 }
                if position == start { position += 1 } // a stray closing bracket: pass it
            }
            position += 1
            result = .array(elements)
        case .mark("."), .word:
            // `.target(…)`, `Target.target(…)`: the last name before the parenthesis.
            var name: String?
            while position < tokens.count {
                if tokens[position] == .mark(".") {
                    position += 1
                } else if case .word(let word) = tokens[position] {
                    name = word
                    position += 1
                } else {
                    break
                }
            }
            if let name, position < tokens.count, tokens[position] == .mark("(") { result = .call(name, arguments()) }
        default:
            break
        }
        let end = position
        skip(until: ends)
        return position == end || result.isOther ? result : .followed(result)
    }

    /// Passes over whatever else the value holds (operators, trailing calls), balancing brackets.
    private mutating func skip(until ends: Set<Character>) {
        var depth = 0
        while position < tokens.count {
            if case .mark(let mark) = tokens[position] {
                if depth == 0 && ends.contains(mark) { return }
                if mark == "(" || mark == "[" || mark == "{" { depth += 1 }
                if mark == ")" || mark == "]" || mark == "}" {
                    if depth == 0 { return }
                    depth -= 1
                }
            }
            position += 1
        }
    }
}
