import Testing
import SourceScan

/// Merging declarations across files and answering questions about classes.
@Suite struct SourceIndexTests {
    static let files = [
        SourceScanner.scan(path: "Base.swift", contents: """
        class BaseViewController: UIViewController {
            @IBOutlet weak var baseLabel: UILabel!
            @IBAction func baseTap(_ sender: Any) {}
            var model: Model?
        }
        class Model { var title: String = ""; var owner: Person! }
        struct Person { var name: String }
        protocol Themed {}
        class Root: Themed { var rootValue = 0 }
        """),
        SourceScanner.scan(path: "Detail.swift", contents: """
        final class DetailViewController: BaseViewController {
            @IBOutlet weak var detailLabel: UILabel!
        }
        class Outer { class Inner: Outer.Sibling {} ; class Sibling: Root {} }
        @objc(OBJCRenamed) class Renamed: NSObject {}
        """),
        SourceScanner.scan(path: "Detail+Actions.swift", contents: """
        extension DetailViewController {
            @IBAction func save(_ sender: UIButton) {}
            @objc var extensionProperty: Int { 1 }
        }
        extension MyApp.BaseViewController { @objc func fromModuleQualifiedExtension() {} }
        extension UIKit.UIView { @objc func onlyExtended() {} }
        extension UIViewController { @IBInspectable var themeName: String { get { "" } set {} } }
        """),
        SourceScanner.scan(path: "Legacy.h", contents: "@interface LegacyView : DetailViewController\n@property IBOutlet UILabel *legacyLabel;\n@end"),
        SourceScanner.scan(path: "Legacy.m", contents: "@implementation LegacyView\n- (IBAction)legacyTap:(id)sender {}\n@end"),
        SourceScanner.scan(path: "Other/Model.swift", contents: "class Model {}\nclass Cycle1: Cycle2 {}\nclass Cycle2: Cycle1 {}"),
    ]
    let index = SourceIndex(Self.files)

    @Test func superclassChainsStopWhereTheSourcesEnd() {
        #expect(index.superclassChain(of: "LegacyView") == SuperclassChain(chain: ["LegacyView", "DetailViewController", "BaseViewController"], exitsAt: "UIViewController"))
        #expect(index.superclassChain(of: "Outer.Inner") == SuperclassChain(chain: ["Outer.Inner", "Outer.Sibling", "Root"], exitsAt: nil))
        #expect(index.superclassChain(of: "Person")?.leavesSources == false)
        #expect(index.superclassChain(of: "Cycle1")?.leavesSources == true)
        #expect(index.superclassChain(of: "UIViewController") == nil)
    }

    @Test func namesResolveInEveryForm() {
        #expect(index.isKnown("DetailViewController"))
        #expect(index.isKnown("MyApp.DetailViewController"))
        #expect(index.isKnown("Outer.Inner"))
        #expect(index.isKnown("Inner"))
        #expect(index.isKnown("OBJCRenamed"))
        #expect(!index.isKnown("UIView"))
        #expect(!index.isKnown("UIKit.UIView"))
        #expect(index.types(named: "UIView").map(\.isExtension) == [true])
        #expect(index.types(named: "UIKit.UIView").count == 1)
        #expect(index.files(declaring: "DetailViewController") == ["Detail.swift", "Detail+Actions.swift"])
        #expect(index.files(declaring: "LegacyView") == ["Legacy.h", "Legacy.m"])
    }

    @Test func outletsAndActionsIncludeInheritedAndExtensionMembers() {
        #expect(index.outlets(of: "LegacyView").map(\.name) == ["legacyLabel", "detailLabel", "baseLabel"])
        #expect(index.actions(of: "LegacyView").map(\.selector) == ["legacyTap:", "save:", "baseTap:"])
        #expect(index.outlets(of: "Unknown").isEmpty)
    }

    @Test func membersAreUnknownWhenTheChainLeavesTheSources() {
        #expect(index.hasProperty("baseLabel", in: "DetailViewController") == true)
        #expect(index.hasProperty("extensionProperty", in: "LegacyView") == true)
        #expect(index.hasProperty("view", in: "DetailViewController") == nil)
        #expect(index.hasProperty("themeName", in: "LegacyView") == true) // the sources extend UIViewController
        #expect(index.hasProperty("rootValue", in: "Outer.Inner") == true)
        #expect(index.hasProperty("missing", in: "Outer.Inner") == false)
        #expect(index.hasProperty("title", in: "Nope") == nil)
        #expect(index.hasSelector("save:", in: "LegacyView") == true)
        #expect(index.hasSelector("fromModuleQualifiedExtension", in: "DetailViewController") == true)
        #expect(index.hasSelector("setRootValue:", in: "Outer.Sibling") == true)
        #expect(index.hasSelector("nothing", in: "Root") == false)
        #expect(index.hasSelector("viewDidLoad", in: "BaseViewController") == nil)
    }

    @Test func keyPathsFollowDeclaredPropertyTypes() {
        #expect(index.hasKeyPath("rootValue", in: "Root") == true)
        #expect(index.hasKeyPath("owner.name", in: "Model") == true) // one of the duplicate declarations has it
        #expect(index.hasKeyPath("name", in: "Person") == true)
        #expect(index.hasKeyPath("nope", in: "Person") == false)
        #expect(index.hasKeyPath("model.title", in: "BaseViewController") == true)
        #expect(index.hasKeyPath("model.nope", in: "BaseViewController") == false)
        #expect(index.hasKeyPath("model.title.count", in: "BaseViewController") == nil)
    }

    @Test func duplicatesAcrossFilesAreReportedNotMerged() {
        #expect(index.duplicates.map(\.qualifiedName) == ["Model"])
        #expect(index.duplicates.first?.declarations.map(\.location.file) == ["Base.swift", "Other/Model.swift"])
        #expect(index.types(named: "Model").count == 2)
    }

    @Test func disagreeingSuperclassesStopTheChain() {
        let index = SourceIndex([SourceScanner.scan(path: "S.swift", contents: """
        class Known { var k = 0 }
        #if os(iOS)
        class Shared: Known {
        #else
        class Shared: NSView {
        #endif
        }
        """)])
        #expect(index.superclassChain(of: "Shared") == SuperclassChain(chain: ["Shared"], exitsAt: "Known | NSView"))
        #expect(index.hasProperty("other", in: "Shared") == nil)
        #expect(index.duplicates.isEmpty)
    }

    @Test func modulesNarrowModuleQualifiedNames() {
        let index = SourceIndex([
            SourceScanner.scan(path: "A/Cell.swift", contents: "class Cell: Base { @IBOutlet var a: UIView! }", module: "A"),
            SourceScanner.scan(path: "B/Cell.swift", contents: "class Cell: Base { @IBOutlet var b: UIView! }", module: "B"),
        ])
        #expect(index.types(named: "B.Cell").map(\.location.file) == ["B/Cell.swift"])
        #expect(index.types(named: "Cell").count == 2)
        #expect(index.duplicates.count == 1)
    }
}
