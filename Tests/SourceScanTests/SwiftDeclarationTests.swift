import Testing
import SourceScan

private func scan(_ source: String) -> ScannedFile {
    SourceScanner.scan(path: "Test.swift", contents: source)
}

private func type(_ name: String, in source: String) -> DeclaredType? {
    scan(source).types.first { $0.qualifiedName == name }
}

/// Swift declarations: types, outlets, actions, properties.
@Suite struct SwiftDeclarationTests {
    @Test func typesWithKindsInheritanceAndLocations() {
        let file = scan("""
        import UIKit

        @IBDesignable
        @MainActor public final class Card<T: Equatable>: Base<T>, UIKit.UITableViewDataSource where T: Sendable {
        }
        struct Point: Hashable {}
        enum Mode: String { case a = "a", b }
        protocol Loading: AnyObject {}
        actor Store {}
        @objc(LegacyName) class Renamed: NSObject {}
        """)
        #expect(file.types.map(\.name) == ["Card", "Point", "Mode", "Loading", "Store", "Renamed"])
        #expect(file.types.map(\.kind) == [.class, .struct, .enum, .protocol, .actor, .class])
        let card = file.types[0]
        #expect(card.superclass == "Base<T>")
        #expect(card.inheritance == ["Base<T>", "UIKit.UITableViewDataSource"])
        #expect(card.isDesignable)
        #expect(card.location == SourceLocation(file: "Test.swift", line: 4, column: 31))
        #expect(file.types[1].superclass == nil)
        #expect(file.types[5].objcName == "LegacyName")
        #expect(!file.types[5].isDesignable)
    }

    @Test func multiLineHeadersAndAllmanBraces() throws {
        let file = scan("""
        final class Wide: UIView,
                          UITableViewDelegate,
                          @unchecked Sendable
        {
            @IBOutlet weak var inside: UILabel!
            func f()
            {
            }
            var g: Int
            {
                1
            }
            @IBOutlet weak var last: UILabel!
        }
        """)
        let wide = try #require(file.types.first)
        #expect(wide.inheritance == ["UIView", "UITableViewDelegate", "@unchecked Sendable"])
        #expect(wide.outlets.map(\.name) == ["inside", "last"])
        #expect(wide.propertyNames == ["inside", "g", "last"])
    }

    @Test func nestedTypesHaveQualifiedNames() {
        let file = scan("""
        class Outer {
            class Inner: UIView {
                enum Deep {}
            }
            func f() { class Local {} }
        }
        extension Outer.Inner { struct Added {} }
        """)
        #expect(file.types.map(\.qualifiedName) == ["Outer", "Outer.Inner", "Outer.Inner.Deep", "Outer.Inner", "Outer.Inner.Added"])
        #expect(file.types[3].isExtension)
        #expect(file.types[3].name == "Inner")
    }

    @Test func extensionsKeepTheirWrittenNameAndConformances() {
        let file = scan("""
        extension UIKit.UIView: Themed where Self: Sendable {}
        extension Array<Int> {}
        """)
        #expect(file.types.map(\.qualifiedName) == ["UIKit.UIView", "Array"])
        #expect(file.types[0].inheritance == ["Themed"])
        #expect(file.types.allSatisfy { $0.kind == .extension && $0.superclass == nil })
    }

    @Test func outletVariants() throws {
        let card = try #require(type("Card", in: """
        class Card: UIView {
            @IBOutlet weak var title: UILabel!
            @IBOutlet
            weak var onNextLine: UILabel?
            @IBOutlet private(set) var strong: UIKit.UIButton!
            @IBOutlet unowned var owned: UIView!
            @IBOutlet var labels: [UILabel]!
            @IBOutlet var plain: UIView
            @IBOutlet weak var a: UILabel!, b: UILabel!
            #if DEBUG
            @IBOutlet weak var debugOnly: UILabel!
            #else
            @IBOutlet weak var releaseOnly: UILabel!
            #endif
            var notAnOutlet: UILabel!
        }
        """))
        #expect(card.outlets.map(\.name) == ["title", "onNextLine", "strong", "owned", "labels", "plain", "a", "b", "debugOnly", "releaseOnly"])
        #expect(card.outlets.map(\.typeName) == ["UILabel", "UILabel", "UIKit.UIButton", "UIView", "UILabel", "UIView", "UILabel", "UILabel", "UILabel", "UILabel"])
        #expect(card.outlets.map(\.ownership) == [.weak, .weak, .strong, .unowned, .strong, .strong, .weak, .weak, .weak, .weak])
        #expect(card.outlets.map(\.isOptional) == [true, true, true, true, true, false, true, true, true, true])
        #expect(card.outlets.map(\.isCollection) == [false, false, false, false, true, false, false, false, false, false])
        #expect(card.outlets[1].location.line == 4)
    }

    @Test func actionSelectors() throws {
        let controller = try #require(type("C", in: """
        class C: UIViewController {
            @IBAction func tap() {}
            @IBAction func tapWithSender(_ sender: Any) {}
            @IBAction func tap(_ sender: UIButton, forEvent event: UIEvent) {}
            @IBAction func didTap(sender: UIButton) {}
            @IBAction func done(_: Any) {}
            @IBAction private func move(to sender: Any) {}
            @objc(customName:) @IBAction func renamed(_ sender: Any) {}
            @IBAction func generic<T>(_ sender: Dictionary<String, T>, other: (Int, Int) -> Void = { _, _ in }) {}
            @IBSegueAction func makeDetail(_ coder: NSCoder, sender: Any?) -> UIViewController? { nil }
            func plain(_ x: Int) {}
            @objc func objcMethod(value: Int) {}
            static func notInstance(_ x: Int) {}
        }
        """))
        #expect(controller.actions.map(\.selector) == [
            "tap", "tapWithSender:", "tap:forEvent:", "didTapWithSender:", "done:", "moveTo:", "customName:", "generic:other:",
            "makeDetail:sender:",
        ])
        #expect(controller.actions.map(\.name) == ["tap", "tapWithSender", "tap", "didTap", "done", "move", "renamed", "generic", "makeDetail"])
        #expect(controller.actions.map(\.parameterCount) == [0, 1, 2, 1, 1, 1, 1, 2, 2])
        #expect(controller.actions.map(\.isSegueAction) == [false, false, false, false, false, false, false, false, true])
        #expect(controller.methodSelectors.isSuperset(of: ["plain:", "objcMethodWithValue:", "objcMethodValue:", "tap"]))
        #expect(!controller.methodSelectors.contains("notInstance:"))
    }

    /// `declaresSelector` answers as `methodSelectors.contains` without spelling: byte-wise for
    /// ASCII names, as Strings (canonical equivalence included) otherwise; `declaresProperty`
    /// as `propertyNames.contains` without collecting them.
    @Test func declaresSelectorAgreesWithTheSpelledSelectors() throws {
        let declaration = try #require(type("C", in: """
        class C {
            func tap() {}
            func didTap(sender: Any) {}
            func move(to point: Int, `in` view: Int, _ extra: Int) {}
            @objc(renamed:) func original(_ x: Int) {}
            func show(\u{E9}lan: Int) {}
            func `default`(_ x: Int, _ y: Int) {}
            static func notInstance(_ x: Int) {}
            @objc(shown) var hidden = 1
        }
        """))
        for name in ["shown", "hidden", "tap", "Hidden"] {
            #expect(declaration.declaresProperty(name) == declaration.propertyNames.contains(name), "\(name)")
        }
        #expect(declaration.propertyNames == ["shown", "hidden"])
        let probes = declaration.methodSelectors.union([
            "tap:", "didTap", "didTapWithSende:", "moveWithTo:in::", "moveTo:in:", "showWithE\u{301}lan:", "showElan:",
            "original:", "notInstance:", "default::", "defaultWith:", "", "With",
        ])
        #expect(declaration.methodSelectors.isSuperset(of: ["tap", "didTapWithSender:", "didTapSender:", "moveTo:in::", "moveWithTo:in::", "renamed:", "default::"]))
        for probe in probes {
            #expect(declaration.declaresSelector(probe) == declaration.methodSelectors.contains(probe), "\(probe)")
        }
        #expect(declaration.declaresSelector("showWithE\u{301}lan:"))
        // Renamed with @objc(renamed:), the method answers to that selector alone (a seeded
        // rename of an action's selector was missed while the Swift name still counted).
        #expect(declaration.declaresSelector("renamed:"))
        #expect(!declaration.declaresSelector("original:"))
    }

    /// A private or fileprivate class, a generic one or a nested one is not found by its name at
    /// run time; `@objc(Name)` names a private or nested one; `private(set)` limits a setter,
    /// not the type.
    @Test func classesTheRuntimeDoesNotFindByName() throws {
        let file = SourceScanner.scan(path: "C.swift", contents: """
        private class A: UIView {}
        fileprivate final class B: UIView {}
        @objc(NamedC) private class C: UIView {}
        class D<T>: UIView {}
        class E: UIView { private(set) var x = 1 }
        public class F: UIView {}
        private extension F {}
        class G: UIView { class Inner: UIView {}; @objc(NamedInner) class Named: UIView {}; struct Plain {} }
        """)
        #expect(file.types.map(\.name) == ["A", "B", "C", "D", "E", "F", "F", "G", "Inner", "Named", "Plain"])
        #expect(file.types.map(\.hiddenFromRuntimeLookup) == [.privateAccess, .privateAccess, nil, .generic, nil, nil, nil, nil, .nested, nil, nil])
    }

    @Test func propertiesOfAllKinds() throws {
        let view = try #require(type("V", in: """
        class V: UIView {
            @IBInspectable var cornerRadius: CGFloat = 0 {
                didSet { layer.cornerRadius = cornerRadius }
            }
            var computed: Int { 42 }
            var getSet: Int {
                get { 1 }
                set { }
            }
            lazy var button: UIButton = {
                let b = UIButton()
                var insideClosure = 1
                return b
            }()
            @Published var wrapped = 0
            @objc(isOn) var on: Bool = false
            private(set) var (x, y) = (1, 2)
            let constant = [1, 2].map { $0 * 2 }
            static var shared = V()
            init() { var local = 0 }
            func f() { var local2 = 0 }
            var `default`: Int = 0
        }
        """))
        #expect(view.propertyNames == ["cornerRadius", "computed", "getSet", "button", "wrapped", "on", "isOn", "constant", "default"])
        #expect(view.inspectables.map(\.name) == ["cornerRadius"])
        #expect(view.properties.first { $0.name == "on" }?.runtimeName == "isOn")
        #expect(view.properties.first { $0.name == "button" }?.typeName == "UIButton")
    }

    @Test func conditionalBranchesAreAllRead() {
        let file = scan("""
        #if os(iOS)
        class Shared: UIView {
        #elseif os(macOS)
        class Shared: NSView {
        #else
        class Shared: Other {
        #endif
            @IBOutlet weak var label: UILabel!
        }
        class After {}
        """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.types.map(\.qualifiedName) == ["Shared", "Shared", "Shared", "After"])
        #expect(file.types.map(\.superclass) == ["UIView", "NSView", "Other", nil])
        #expect(file.types[2].outlets.map(\.name) == ["label"])
    }

    @Test func unbalancedDirectivesAndBracesAreDiagnosed() {
        let file = scan("#else\n}\n#if A\nclass X {}")
        #expect(file.diagnostics.map(\.message) == ["#else without #if", "unbalanced '}'", "#if without #endif"])
        #expect(file.types.map(\.name) == ["X"])
    }

    @Test func membersOfCodeScopesAreNotMembers() throws {
        let outer = try #require(type("Outer", in: """
        class Outer {
            func body() {
                @IBOutlet var notMember: UILabel!
                let closure = { (x: Int) -> Int in x }
            }
            var observed: Int = 0 { willSet { let tmp = newValue } }
            subscript(index: Int) -> Int { let inSubscript = 1; return 0 }
            init?(coder: NSCoder) { let inInit = 2 }
            deinit { let inDeinit = 3 }
            var last = 0
        }
        """))
        #expect(outer.propertyNames == ["observed", "last"])
        #expect(outer.outlets.isEmpty)
    }

    @Test func protocolRequirementsWithoutBodies() throws {
        let proto = try #require(type("P", in: """
        protocol P {
            func a(_ x: Int) throws -> [String: Int]
            var b: Int { get set }
            func c()
            static func d()
        }
        """))
        #expect(proto.methodSelectors.isSuperset(of: ["a:", "c"]))
        #expect(proto.propertyNames == ["b"])
    }

    @Test func declarationsAsRealAppsWriteThem() throws {
        let file = scan("""
        import UIKit

        @available(iOS 13.0, *)
        @MainActor
        open class FormViewController<Model: Codable>: BaseForm<Model>, UITextFieldDelegate {
            @IBOutlet private(set) weak var nameField: UITextField! {
                didSet { nameField.delegate = self }
            }
            @Environment(\\.colorScheme) var scheme
            @State(initialValue: [1, 2]) private var numbers: [Int]
            @objc
            @IBAction
            func submit(
                _ sender: UIButton,
                forEvent event: UIEvent
            ) {
                let handler: (Int) -> Void = { value in print(value) }
                handler(1)
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                #if DEBUG
                if true {
                #else
                if false {
                #endif
                    print("unbalanced in the union")
                }
            }
            @objc(validateWithForm:) func validate(form: Any) -> Bool { true }
            nonisolated(unsafe) static var counter = 0
            enum Step: Int { case first = 1, second; indirect case nested(Step) }
            enum Keyword { case `class`, `struct`, actor
                case func_ }
            var after: Int { 0 }
        }
        """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.types.map(\.qualifiedName) == ["FormViewController", "FormViewController.Step", "FormViewController.Keyword"])
        let form = file.types[0]
        #expect(form.kind == .class && form.superclass == "BaseForm<Model>")
        #expect(form.outlets.map(\.name) == ["nameField"])
        #expect(form.actions.map(\.selector) == ["submit:forEvent:"])
        #expect(form.methodSelectors.isSuperset(of: ["viewDidLoad", "validateWithForm:", "submit:forEvent:"]))
        #expect(form.propertyNames == ["nameField", "scheme", "numbers", "after"])
    }
}

/// `typealias` of a type's name, which an outlet may be declared with; other aliases are not
/// type names a document's object could be checked against.
@Suite struct TypeAliasTests {
    @Test func onlyAliasesOfATypesNameAreRecorded() {
        let file = SourceScanner.scan(path: "Aliases.swift", contents: """
            typealias Label = UILabel
            typealias Field = UIKit.UITextField; typealias Handler = (Int) -> Void
            typealias Both = UIView & Badged
            typealias List<T> = [T]
            typealias MaybeLabel = UILabel?
            final class Panel: UIView {
                typealias Button = UIButton
                func make() { typealias Local = UISwitch }
            }
            """)
        #expect(file.typeAliases.map { "\($0.qualifiedName)=\($0.target)@\($0.location.line)" }
                == ["Label=UILabel@1", "Field=UIKit.UITextField@2", "Panel.Button=UIButton@7"])
        #expect(file.types.map(\.name) == ["Panel"])
    }
}
