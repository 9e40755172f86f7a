import Testing
@testable import NibProject

/// A nib whose File's Owner still names a class the sources no longer declare, loaded by name
/// by the class that replaced it (`nibName` returns `"QueueOptions"`): any object may own a
/// nib, so its owner's outlets may be that class's (a first run on a real app: 2 false
/// `outlet-unconnected`). The stale class itself is still reported.
@Suite struct UnknownOwnerOutletTests {
    @Test func anUnknownOwnersOutletsMayBeAnyClasssOutlets() throws {
        let swift = """
        import UIKit

        final class OptionsViewController: UIViewController {
            @IBOutlet var queueLabel: UILabel!
            @IBOutlet var spareLabel: UILabel!
            override var nibName: String? { "QueueOptions" }
        }
        """
        let xib = IB.component(owner: "SBOptionsViewController", module: nil,
                               connections: #"<outlet property="queueLabel" destination="lBl-Qo-001" id="oUt-Qo-001"/>"#,
                               subviews: #"<label text="Queue" id="lBl-Qo-001"/>"#)
        let temp = try TemporaryProject(["OptionsViewController.swift": swift, "QueueOptions.xib": xib])
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index())
        #expect(findings.codes.sorted() == ["outlet-unconnected", "unknown-custom-class"], "\(findings.map(\.description))")
        #expect(findings.first { $0.code == "outlet-unconnected" }?.message.contains("'spareLabel'") == true)
    }

    /// A File's Owner whose class no declared class resembles was likely removed with its nib
    /// left behind: the message says what to do with the nib (a first run: two nibs of deleted
    /// controllers, told only to name the class in `external_classes`). Without connections the
    /// owner's class matters to nothing and is not judged (a nib loaded with no owner).
    @Test func anOwnerWithoutConnectionsIsNotJudged() throws {
        let xib = IB.component(owner: "ReceiptScannerController", module: nil, connections: "", subviews: "")
        let temp = try TemporaryProject(["Profile.swift": "import UIKit\n\nfinal class ProfileView: UIView {}\n", "ReceiptScanner.xib": xib])
        defer { temp.removeAll() }
        #expect(ConnectionChecker.check(temp.index()).map(\.code) == [])
    }

    @Test func anOwnerOfARemovedClassIsToldWhatToDoWithTheNib() throws {
        let xib = IB.component(owner: "ReceiptScannerController", module: nil,
                               connections: #"<outlet property="previewView" destination="vIe-Rs-001" id="oUt-Rs-001"/>"#,
                               subviews: #"<view contentMode="scaleToFill" id="vIe-Rs-001"/>"#)
        let temp = try TemporaryProject(["Profile.swift": "import UIKit\n\nfinal class ProfileView: UIView {}\n", "ReceiptScanner.xib": xib])
        defer { temp.removeAll() }
        let message = ConnectionChecker.check(temp.index()).first { $0.code == "unknown-custom-class" }?.message ?? ""
        #expect(message.hasSuffix("if the class was removed, delete the document or give File's Owner a current class"),
                "\(message)")
    }
}

/// A xib named after one class whose File's Owner names another, both declared: the class of
/// its name loads it (`super.init(nibName: Self.nibName, …)`), so the outlets the owner
/// connects are that class's too (a first run on a real app: a controller loading a copy of
/// another controller's xib, 1 false `outlet-unconnected`). Its outlet the xib does not
/// connect is still reported.
@Suite struct NibOfClassNameOutletTests {
    @Test func theClassAXibIsNamedAfterOwnsItsOutlets() throws {
        let swift = """
        import UIKit

        final class ReceiptController: UIViewController {
            @IBOutlet var webView: UIView!
        }

        final class LegacyReceiptController: UIViewController {
            @IBOutlet private var webView: UIView!
            @IBOutlet private var footerLabel: UILabel!
        }
        """
        let xib = IB.component(owner: "ReceiptController", module: nil,
                               connections: #"<outlet property="webView" destination="vIe-Lr-001" id="oUt-Lr-001"/>"#,
                               subviews: #"<view id="vIe-Lr-001"/>"#)
        let temp = try TemporaryProject(["Receipts.swift": swift, "LegacyReceiptController.xib": xib])
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index()).filter { $0.code == "outlet-unconnected" }
        #expect(findings.map(\.message) == ["@IBOutlet 'footerLabel' of LegacyReceiptController is connected in no document"],
                "\(findings.map(\.description))")
    }
}

/// A Swift file in a project's folder that no target compiles declares no live outlet (a first
/// run on a real app: controllers its project no longer lists).
@Suite struct UncompiledSourceOutletTests {
    @Test func outletsOfAFileNoTargetCompilesAreNotReported() throws {
        let temp = try TemporaryProject([
            "App.xcodeproj/project.pbxproj": TestXcodeProject(targets: [.init(name: "App", sources: ["Live.swift"])]).text,
            "Live.swift": "import UIKit\n\nfinal class LiveController: UIViewController {\n    @IBOutlet var liveLabel: UILabel!\n}\n",
            "Old.swift": "import UIKit\n\nfinal class OldController: UIViewController {\n    @IBOutlet var oldLabel: UILabel!\n}\n",
            "Main.storyboard": IB.storyboard(IB.scene("sCn-Uc-001", controller: "vCo-Uc-001"), initial: "vCo-Uc-001"),
        ])
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index()).filter { $0.code == "outlet-unconnected" }
        #expect(findings.map(\.message) == ["@IBOutlet 'liveLabel' of LiveController is connected in no document"])
    }
}

/// A resource bundle's nib (a bundle target that compiles and links no code) serves the code that
/// loads it: its classes are judged against every source of the project, not the bundle's
/// empty sources (a first run: a bundle's xib whose class a sibling library declares, 3 false
/// errors). A missing outlet is still reported.
@Suite struct ResourceBundleDocumentTests {
    @Test func aResourceBundlesNibIsJudgedAgainstEverySource() throws {
        let temp = try TemporaryProject([
            "UI.xcodeproj/project.pbxproj": TestXcodeProject(targets: [
                .init(name: "UIKitLib", productType: "com.apple.product-type.library.static", sources: ["SheetController.m"]),
                .init(name: "UIResources", productType: "com.apple.product-type.bundle", resources: ["Sheet.xib"]),
            ]).text,
            "SheetController.h": "#import <Cocoa/Cocoa.h>\n@interface SheetController : NSWindowController\n@end\n",
            "SheetController.m": """
            #import "SheetController.h"
            @interface SheetController ()
            @property (weak) IBOutlet NSTextField *titleField;
            @end
            @implementation SheetController
            - (IBAction)close:(id)sender {}
            @end

            """,
            "Sheet.xib": IB.component(owner: "SheetController", module: nil,
                                      connections: #"<outlet property="titleField" destination="tFd-Sh-001" id="oUt-Sh-001"/><outlet property="goneField" destination="tFd-Sh-001" id="oUt-Sh-002"/>"#,
                                      subviews: #"<view id="tFd-Sh-001"/>"#),
        ])
        defer { temp.removeAll() }
        let findings = ConnectionChecker.check(temp.index()).filter { $0.code == "outlet-missing-property" }
        #expect(findings.map(\.message) == ["outlet 'goneField' of File's Owner SheetController: class SheetController declares no property 'goneField'"],
                "\(findings.map(\.description))")
    }
}
