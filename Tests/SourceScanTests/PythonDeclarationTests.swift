import Testing
@testable import SourceScan

/// PyObjC classes in Python files: classes, their superclasses, the selectors of their
/// methods and their actions; nothing from a file that does not import PyObjC, nor from
/// comments and strings.
@Suite struct PythonDeclarationTests {
    static let controller = #"""
    # class Commented(NSObject):
    from AppKit import NSWindowController, NSObject
    import objc

    HELP = """
    class InDocstring(NSObject):
        def notAMethod_(self, sender):
    """

    class ContactWindowController(NSWindowController):
        searchField = objc.IBOutlet()

        def awakeFromNib(self):
            def nested_(sender):
                pass
            pass

        @objc.IBAction
        def editContact_(self, sender):
            pass

        def tableView_objectValueForTableColumn_row_(self, table, column, row):
            return None

    class Helper:
        def deleteGroup(self, group):
            pass

    class VideoWidget(AppKit.NSView, Protocol):
        pass

    class Dynamic(objc.lookUpClass("NSView")):
        pass
    """#

    @Test func classesSuperclassesAndSelectors() {
        let file = SourceScanner.scan(path: "ContactWindowController.py", contents: Self.controller)
        #expect(file.language == .python)
        #expect(file.types.map(\.name) == ["ContactWindowController", "Helper", "VideoWidget", "Dynamic"])
        let controller = file.types[0]
        #expect(controller.superclass == "NSWindowController")
        #expect(controller.location.line == 10)
        #expect(controller.declaresSelector("awakeFromNib"))
        #expect(controller.declaresSelector("editContact:"))
        #expect(controller.declaresSelector("tableView:objectValueForTableColumn:row:"))
        #expect(!controller.declaresSelector("notAMethod:"))
        #expect(!controller.declaresSelector("nested:"))
        #expect(controller.actions.map(\.selector) == ["editContact:"])
        #expect(controller.acceptsAnyKey)
        #expect(SourceIndex([file]).hasProperty("anyOutletName", in: "ContactWindowController") == true)
        #expect(file.types[1].superclass == nil)
        #expect(file.types[1].declaresSelector("deleteGroup"))
        #expect(!file.types[1].declaresSelector("deleteGroup:"))
        #expect(file.types[2].superclass == "NSView")
        #expect(file.types[3].superclass == #"objc.lookUpClass("NSView")"#)
    }

    @Test func aFileThatDoesNotImportPyObjCDeclaresNothing() {
        let file = SourceScanner.scan(path: "build.py", contents: "import os\n\nclass Builder(object):\n    def run_(self, x):\n        pass\n")
        #expect(file.types.isEmpty)
    }

    @Test func aPythonScanSurvivesTheRecord() throws {
        let file = SourceScanner.scan(path: "ContactWindowController.py", contents: Self.controller)
        #expect(ScannedFile(record: file.record) == file)
    }
}
