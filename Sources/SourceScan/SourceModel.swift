// The declarations SourceScan finds in Swift and Objective-C sources.
//
// Everything here is plain data: the scanner fills it, `SourceIndex` merges it across files.
// Names are kept as written in the source (module qualifiers, generic arguments), so that a
// caller can show them back to the user; `SourceIndex` does the resolving.

// Declarations are located with the one `SourceLocation` of the SourceLocations module, which
// NibModel shares; re-exported so that SourceScan's clients need not import it.
@_exported import SourceLocations

/// The language of a scanned file, decided from its extension by `SourceScanner`.
public enum SourceLanguage: Sendable, Hashable, Codable {
    case swift
    /// Objective-C headers and implementation files (`.h`, `.m`, `.mm`).
    case objectiveC
    /// Python through PyObjC (`.py` files that import it): classes of Objective-C classes
    /// (`class Slider(NSSlider):`), registered with the runtime under their own names.
    case python
}

/// The kind of a type declaration.
public enum DeclaredTypeKind: String, Sendable, Hashable, Codable {
    case `class`, `struct`, `enum`, `protocol`, actor
    /// A Swift `extension`, an Objective-C category or class extension (`@interface Foo ()`),
    /// or an Objective-C `@implementation` (which adds methods to the class its `@interface` declares).
    case `extension`
}

/// Which Objective-C block a declaration is: an `@interface` (a class's, a category's or a
/// class extension's) declares methods, which an `@implementation` defines.
public enum ObjCContainer: String, Sendable, Hashable, Codable {
    case interface, implementation
}

/// An `@IBOutlet` (Swift) or `IBOutlet` / `IBOutletCollection` (Objective-C) property.
public struct DeclaredOutlet: Sendable, Hashable, Codable {
    /// The property name, which is the key Interface Builder connects.
    public var name: String
    /// The element type as written, without `?`, `!` and `[]`: `UILabel`, `UIKit.UILabel`.
    public var typeName: String
    /// `[UILabel]!` in Swift, `IBOutletCollection(UILabel)` in Objective-C.
    public var isCollection: Bool
    /// `?` or `!` in Swift; always true for Objective-C object pointers.
    public var isOptional: Bool
    /// `!` in Swift: an access while it is nil crashes.
    public var isImplicitlyUnwrapped: Bool
    /// `weak`, `unowned` or strong, as declared.
    public var ownership: ReferenceOwnership
    /// Where the declaration starts.
    public var location: SourceLocation

    /// An outlet from its parts.
    public init(name: String, typeName: String, isCollection: Bool, isOptional: Bool, isImplicitlyUnwrapped: Bool = false,
                ownership: ReferenceOwnership, location: SourceLocation) {
        self.name = name
        self.typeName = typeName
        self.isCollection = isCollection
        self.isOptional = isOptional
        self.isImplicitlyUnwrapped = isImplicitlyUnwrapped
        self.ownership = ownership
        self.location = location
    }

    /// Declared `weak` (Swift) or `weak`/`__weak` (Objective-C).
    public var isWeak: Bool { ownership == .weak }
}

/// How a property holds its object: `weak` / `unowned` in Swift; `weak`, `__weak`,
/// `assign`, `unsafe_unretained` (unowned) in Objective-C; strong otherwise.
public enum ReferenceOwnership: Sendable, Hashable, Codable {
    case strong, weak, unowned
}

/// An `@IBAction` / `@IBSegueAction` method (Swift) or an `IBAction` method (Objective-C).
public struct DeclaredAction: Sendable, Hashable, Codable {
    /// The Swift base name (`tap` for `func tap(_:)`), or the first selector piece in Objective-C.
    public var name: String
    /// The Objective-C selector the runtime sees: `tap:`, `tap:forEvent:`, `didTapWithSender:`.
    public var selector: String
    /// How many parameters the method takes (an action 0 to 2: sender, event).
    public var parameterCount: Int
    /// `@IBSegueAction`: a method a segue calls to create its destination controller.
    public var isSegueAction: Bool
    /// Where the declaration starts.
    public var location: SourceLocation

    /// An action from its parts.
    public init(name: String, selector: String, parameterCount: Int, isSegueAction: Bool, location: SourceLocation) {
        self.name = name
        self.selector = selector
        self.parameterCount = parameterCount
        self.isSegueAction = isSegueAction
        self.location = location
    }
}

/// An instance property (stored or computed) of a type.
public struct DeclaredProperty: Sendable, Hashable, Codable {
    /// The Swift name as declared.
    public var name: String
    /// The name from `@objc(name)`, which is the key the Objective-C runtime (and KVC) uses.
    public var objcName: String?
    /// The type annotation as written (`UILabel!`, `[String: Int]`); nil when only an initialiser gives it.
    public var typeName: String?
    /// Marked `@IBOutlet` / `IBOutlet`.
    public var isOutlet: Bool
    /// Marked `@IBInspectable` / `IBInspectable`.
    public var isInspectable: Bool
    /// A Swift property of a class that nothing exposes to the Objective-C runtime: no `@objc`,
    /// `@IBOutlet`, `@IBInspectable`, `@GKInspectable` or `@NSManaged`, not `override`, not in
    /// an `@objc extension` or an `@objcMembers` class (nor, which the index tells, a
    /// requirement of an `@objc` protocol the class adopts). Swift 3 inferred
    /// `@objc` for it; Swift 4 does not (SE-0160), so key-value coding, and a nib's outlet,
    /// cannot set it. Whether the file is compiled as Swift 3 is the project's to say
    /// (`ProjectIndex.withTargetSwift`).
    public var reliesOnObjCInference: Bool
    /// Where the declaration starts.
    public var location: SourceLocation

    /// A property from its parts.
    public init(name: String, objcName: String?, typeName: String?, isOutlet: Bool, isInspectable: Bool,
                reliesOnObjCInference: Bool = false, location: SourceLocation) {
        self.name = name
        self.objcName = objcName
        self.typeName = typeName
        self.isOutlet = isOutlet
        self.isInspectable = isInspectable
        self.reliesOnObjCInference = reliesOnObjCInference
        self.location = location
    }

    /// The key under which the Objective-C runtime finds the property.
    public var runtimeName: String { objcName ?? name }
}

/// Why a Swift class is not found by its module-qualified name at run time, as a nib looks
/// its classes up.
public enum RuntimeLookupHiding: Int, Sendable, Codable {
    /// Declared `private` or `fileprivate` without `@objc(Name)`: its mangled name carries a
    /// discriminator of its file.
    case privateAccess = 1
    /// Declared with generic parameters (`Box<T>`): a runtime class exists only for each
    /// specialization, and `@objc(Name)` is not allowed on it.
    case generic = 2
    /// Declared inside another type without `@objc(Name)`: its runtime name carries the
    /// enclosing type's, so its simple name finds nothing.
    case nested = 3
}

/// One type declaration or extension, with the members declared directly in its body.
public struct DeclaredType: Sendable, Equatable, Codable {
    /// The last component of the name: `Inner` for `Outer.Inner`.
    public var name: String
    /// The name including enclosing types (`Outer.Inner`); for an extension, the extended name
    /// as written (`Foo`, `Module.Foo`, `Outer.Inner`).
    public var qualifiedName: String
    /// Class, struct, enum, protocol, actor or extension.
    public var kind: DeclaredTypeKind
    /// For a class: the first entry of its inheritance list (Objective-C: the declared
    /// superclass). Swift puts the superclass first, but a root class conforming to a
    /// protocol also has its protocol first; `SourceIndex` tells them apart when it can.
    public var superclass: String?
    /// The inheritance clause as written, module qualifiers and generic arguments kept
    /// (`UIKit.UIView`, `Base<T>`); Objective-C: superclass then adopted protocols.
    public var inheritance: [String]
    /// `@objc(Name)` on a Swift class; the class name itself for Objective-C classes.
    public var objcName: String?
    /// `NS_SWIFT_NAME(Name)` on an Objective-C class: the name Swift code (an `extension`)
    /// uses for it, while documents use the Objective-C name.
    public var swiftName: String?
    /// `@IBDesignable` / `IB_DESIGNABLE`.
    public var isDesignable: Bool
    /// An `@objcMembers` class, which exposes its members and its subclasses' to the
    /// Objective-C runtime; an `@objc extension`, which exposes its own; an `@objc protocol` or
    /// any Objective-C `@protocol`, whose requirements a class's members meet visibly.
    public var exposesMembersToObjC: Bool
    /// For Objective-C, whether this is an `@interface` or an `@implementation`; nil for
    /// Swift and Python, whose declarations are their definitions.
    public var objcContainer: ObjCContainer?
    /// Why the Objective-C runtime does not know this Swift class by its module-qualified name,
    /// nil when it does.
    public var hiddenFromRuntimeLookup: RuntimeLookupHiding?
    /// Whether key-value coding sets any key on the class: a PyObjC class's instances take
    /// any attribute, so a nib's outlet of any name is set (`SourceIndex.hasProperty` holds
    /// for every name; no method is declared by it).
    public var acceptsAnyKey: Bool
    /// The `@IBOutlet` properties, in source order.
    public var outlets: [DeclaredOutlet]
    /// The `@IBAction` and `@IBSegueAction` methods, in source order.
    public var actions: [DeclaredAction]
    /// Instance properties, `@IBInspectable` ones included (see `inspectables`).
    public var properties: [DeclaredProperty]
    /// Objective-C instance variables' names without their leading underscore, under which
    /// key-value coding also finds them (`_count` as `count`), and those `@synthesize` names
    /// (`well_` of `@synthesize well = well_`); the other property names are those of `properties`.
    var instanceVariableKeys: Set<String>
    /// Whether Objective-C synthesizes an `_name` instance variable for each of `properties`
    /// (an `@interface` or class extension; not a named category, nor Swift), which key-value
    /// coding, and so a nib's outlet, reaches by that name.
    var synthesizesInstanceVariables: Bool
    /// Selectors spelled while scanning: Objective-C methods' and property accessors', and
    /// `@objc(name)` renames of Swift methods.
    var spelledSelectors: Set<String>
    /// The Swift instance methods, whose selectors are spelled only when asked for.
    var swiftMethods: SwiftMethodNames
    /// Those of `swiftMethods` that nothing exposes to the Objective-C runtime: no `@objc`,
    /// `@IBAction`, `@IBSegueAction`, not `override`, not in an `@objc extension` or an
    /// `@objcMembers` class. Swift 3 inferred `@objc` for them; Swift 4 does not (SE-0160), so
    /// a document's action does not reach them. Whether the file is compiled as Swift 3 is
    /// the project's to say (`ProjectIndex.withTargetSwift`), as for
    /// `DeclaredProperty.reliesOnObjCInference`.
    var unexposedSwiftMethods: SwiftMethodNames
    /// Where the declaration starts.
    public var location: SourceLocation

    /// A declaration with no members yet; the scanner adds them as it reads the body.
    public init(name: String, qualifiedName: String, kind: DeclaredTypeKind, location: SourceLocation) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.kind = kind
        self.superclass = nil
        self.inheritance = []
        self.objcName = nil
        self.swiftName = nil
        self.isDesignable = false
        self.exposesMembersToObjC = false
        self.objcContainer = nil
        self.acceptsAnyKey = false
        self.hiddenFromRuntimeLookup = nil
        self.outlets = []
        self.actions = []
        self.properties = []
        self.instanceVariableKeys = []
        self.synthesizesInstanceVariables = false
        self.spelledSelectors = []
        self.swiftMethods = SwiftMethodNames()
        self.unexposedSwiftMethods = SwiftMethodNames()
        self.location = location
    }

    /// An extension, category or `@implementation` rather than the type's own declaration.
    public var isExtension: Bool { kind == .extension }

    /// Objective-C selector candidates of every instance method (see `ObjCSelector`), spelled
    /// on each call: to ask about one selector, `declaresSelector` spells none.
    public var methodSelectors: Set<String> {
        var selectors = spelledSelectors
        swiftMethods.insertSelectors(into: &selectors)
        return selectors
    }

    /// Adds `methodSelectors` to `selectors`, without a set of this declaration's own: for
    /// collecting every declaration's.
    public func insertMethodSelectors(into selectors: inout Set<String>) {
        selectors.formUnion(spelledSelectors)
        swiftMethods.insertSelectors(into: &selectors)
    }

    /// Adds, for each Swift method whose first parameter has a label, the selector Swift 2
    /// gave it: the first parameter unlabelled unless a label was written, so
    /// `func tap(sender: UIButton)` is `tap:` (Swift 3 and later: `tapWithSender:`). The scan
    /// does not keep whether a first label was written or is the parameter's name; the
    /// unlabelled spelling stands for both.
    public mutating func addSwift2Selectors() {
        for method in swiftMethods.methods where method.argumentLabels.first.flatMap({ $0 }) != nil {
            spelledSelectors.insert(ObjCSelector.selector(baseName: method.baseName, argumentLabels: [nil] + method.argumentLabels.dropFirst()))
        }
    }

    /// Whether `selector` is one of `methodSelectors`.
    public func declaresSelector(_ selector: String) -> Bool {
        spelledSelectors.contains(selector) || swiftMethods.contains(selector: selector)
    }

    /// Whether `selector` is a candidate of one of `unexposedSwiftMethods` only, none of the
    /// methods the runtime sees.
    public func declaresSelectorOnlyUnexposed(_ selector: String) -> Bool {
        guard !unexposedSwiftMethods.isEmpty, !spelledSelectors.contains(selector) else { return false }
        let unexposed = unexposedSwiftMethods.count(of: selector)
        return unexposed > 0 && swiftMethods.count(of: selector) == unexposed
    }

    /// Whether the type has methods the runtime does not see (`unexposedSwiftMethods`).
    public var hasUnexposedMethods: Bool { !unexposedSwiftMethods.isEmpty }

    /// Exposes `unexposedSwiftMethods` to the runtime, as Swift 3 does.
    public mutating func exposeInferredMethods() { unexposedSwiftMethods = SwiftMethodNames() }

    /// The `@IBInspectable` properties.
    public var inspectables: [DeclaredProperty] { properties.filter(\.isInspectable) }

    /// Runtime names of all instance properties: Swift names and their `@objc` renames (and
    /// Objective-C instance variables' names without their underscore), collected on each
    /// call: to ask about one name, `declaresProperty` builds no set.
    public var propertyNames: Set<String> {
        var names = instanceVariableKeys
        for property in properties {
            names.insert(property.name)
            if let objcName = property.objcName { names.insert(objcName) }
        }
        return names
    }

    /// The `_name` instance variables Objective-C synthesizes for the properties
    /// (`synthesizesInstanceVariables`); none for Swift. Not in `propertyNames`, which
    /// suggestions read: an outlet key, not a name to suggest.
    public var synthesizedInstanceVariableNames: [String] {
        synthesizesInstanceVariables ? properties.map { "_" + $0.name } : []
    }

    /// Whether `name` is one of `propertyNames`.
    public func declaresProperty(_ name: String) -> Bool {
        properties.contains { $0.name == name || $0.objcName == name } || instanceVariableKeys.contains(name)
    }

    /// The keys key-value coding finds here: the runtime names of the properties the Objective-C
    /// runtime sees (not `reliesOnObjCInference`), instance variables' keys, and the instance
    /// variables Objective-C synthesizes.
    public var exposedPropertyNames: Set<String> {
        var names = instanceVariableKeys
        for property in properties where !property.reliesOnObjCInference {
            names.insert(property.name)
            if let objcName = property.objcName { names.insert(objcName) }
        }
        names.formUnion(synthesizedInstanceVariableNames)
        return names
    }

    mutating func add(_ property: DeclaredProperty) {
        // Room for a typical body's properties once a type has one: growing the array from one
        // element reallocated it three or four times.
        if properties.isEmpty { properties.reserveCapacity(8) }
        properties.append(property)
    }
}

/// Something the scanner could not read as written (an unterminated literal or comment, an
/// unbalanced `#if`). Scanning goes on after it; the declarations found are still reported.
public struct ScanDiagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What could not be read, in words.
    public var message: String
    /// Where the declaration starts.
    public var location: SourceLocation

    /// A diagnostic from its parts.
    public init(message: String, location: SourceLocation) {
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): \(message)" }
}

/// The declarations of one source file.
public struct ScannedFile: Sendable, Equatable, Codable {
    /// The file as it was named to the scanner.
    public var path: String
    /// Swift, Objective-C or Python, from the extension.
    public var language: SourceLanguage
    /// The module the file belongs to, when the caller knows it; `SourceIndex` uses it to
    /// resolve module-qualified names and to tell duplicates apart.
    public var module: String?
    /// Types and extensions in source order, nested types after their enclosing type.
    public var types: [DeclaredType]
    /// What the scanner could not read (scanning went on past it).
    public var diagnostics: [ScanDiagnostic]
    /// The category headers an Objective-C file imports, in source order.
    public var categoryImports: [ImportedCategoryHeader]
    /// The calls that look a storyboard's controller or segue up by a literal identifier, in
    /// source order (`StoryboardCallScanner`).
    public var storyboardCalls: [StoryboardCall]
    /// Swift's `typealias`es of a type's name, in source order.
    public var typeAliases: [DeclaredTypeAlias]

    /// A scanned file from its parts.
    public init(path: String, language: SourceLanguage, module: String? = nil, types: [DeclaredType], diagnostics: [ScanDiagnostic],
                categoryImports: [ImportedCategoryHeader] = [], storyboardCalls: [StoryboardCall] = [], typeAliases: [DeclaredTypeAlias] = []) {
        self.path = path
        self.language = language
        self.module = module
        self.types = types
        self.diagnostics = diagnostics
        self.categoryImports = categoryImports
        self.storyboardCalls = storyboardCalls
        self.typeAliases = typeAliases
    }
}

/// `typealias Label = UILabel`: another name for a type, which declarations may use.
public struct DeclaredTypeAlias: Sendable, Hashable, Codable {
    /// The alias, qualified by the types it is declared in (`ScoreView.Label`).
    public var qualifiedName: String
    /// The type's name as written (`UILabel`, `UIKit.UILabel`).
    public var target: String
    /// Where the alias's name is.
    public var location: SourceLocation
}

/// An `#import` of a header named as Objective-C names a category's, `Class+Category.h`
/// (`#import <Kit/UIViewController+Kit.h>`). When the tree does not hold that header (a pod or
/// framework not checked in), the category is known to exist and its methods are not: a
/// method of `Class` or its subclasses may be one of them.
public struct ImportedCategoryHeader: Sendable, Hashable, Codable {
    /// The path as written between the delimiters: `Kit/UIViewController+Kit.h`.
    public var path: String
    /// Where the path starts.
    public var location: SourceLocation

    /// An import from its parts.
    public init(path: String, location: SourceLocation) {
        self.path = path
        self.location = location
    }

    /// The header's file name: `UIViewController+Kit.h`.
    public var fileName: String { path.split(separator: "/").last.map(String.init) ?? path }

    /// The class the category extends, by the naming convention: `UIViewController`.
    public var className: String { String(fileName.prefix { $0 != "+" }) }
}
