import Testing
@testable import XcodeProject

@Suite struct OpenStepPlistTests {
    @Test func readsWhatXcodeWrites() throws {
        let value = try OpenStepPlist.parse("""
        // !$*UTF8*$!
        {
            archiveVersion = 1;
            /* a comment */ list = ( a, "b c", 'd', <0fA1 23>, );
            nested = { "quoted key" = "tab\\there \\"q\\" \\U00e9"; path = ../x/y.m; root = "$(SRCROOT)/z"; };
        }
        """)
        #expect(value["archiveVersion"]?.string == "1")
        #expect(value["list"]?.array == [.string("a"), .string("b c"), .string("d"), .data("0fA123")])
        #expect(value["nested"]?["quoted key"]?.string == "tab\there \"q\" é")
        #expect(value["nested"]?["path"]?.string == "../x/y.m")
        #expect(value["nested"]?["root"]?.string == "$(SRCROOT)/z")
    }

    @Test(arguments: [
        ("{ a = 1 }", 1, 9, "expected ';' after the value of 'a'"),
        ("{\n  a = 1;\n  b = (x y);\n}", 3, 10, "expected ',' or ')' in an array"),
        ("{ a = \"open; }", 1, 7, "unterminated string"),
        ("{ a = 1; } extra", 1, 12, "unexpected text after the property list"),
        ("/* never closed", 1, 1, "unterminated comment"),
        ("{ a = ; }", 1, 7, "expected a value, found ';'"),
        (String(repeating: "(", count: 300), 1, 257, "nested more than 256 deep"),
    ])
    func errorsSayWhere(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        #expect(throws: PlistError(message: message, line: line, column: column)) { try OpenStepPlist.parse(text) }
    }
}

@Suite struct XcodeProjectParseTests {
    /// An app linking a framework target; groups with and without paths, a variant group, a
    /// SOURCE_ROOT reference, a system framework, and module names from each rule.
    static let project = """
    // !$*UTF8*$!
    {
        archiveVersion = 1;
        objects = {
            R0 = { isa = PBXProject; mainGroup = G0; targets = (T1, T2, T3); buildConfigurationList = PL; };
            PL = { isa = XCConfigurationList; buildConfigurations = (PC); };
            PC = { isa = XCBuildConfiguration; buildSettings = { SWIFT_VERSION = 5.0; }; };
            G0 = { isa = PBXGroup; children = (G1, G2, F9, P1); sourceTree = "<group>"; };
            G1 = { isa = PBXGroup; children = (F1, F2, V1); path = App; sourceTree = "<group>"; };
            G2 = { isa = PBXGroup; children = (F3); name = Kit; path = "Kit Sources"; sourceTree = "<group>"; };
            F1 = { isa = PBXFileReference; path = Feed.m; sourceTree = "<group>"; };
            F2 = { isa = PBXFileReference; path = Feed.h; sourceTree = "<group>"; };
            V1 = { isa = PBXVariantGroup; children = (L1, L2); name = Main.storyboard; sourceTree = "<group>"; };
            L1 = { isa = PBXFileReference; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
            L2 = { isa = PBXFileReference; name = fr; path = fr.lproj/Main.storyboard; sourceTree = "<group>"; };
            F3 = { isa = PBXFileReference; path = Badge.swift; sourceTree = "<group>"; };
            F9 = { isa = PBXFileReference; path = Shared/Util.swift; sourceTree = SOURCE_ROOT; };
            P1 = { isa = PBXFileReference; path = Kit.framework; sourceTree = BUILT_PRODUCTS_DIR; };
            S1 = { isa = PBXFileReference; name = UIKit.framework; path = System/Library/Frameworks/UIKit.framework; sourceTree = SDKROOT; };
            B1 = { isa = PBXBuildFile; fileRef = F1; };
            B2 = { isa = PBXBuildFile; fileRef = V1; };
            B3 = { isa = PBXBuildFile; fileRef = F3; };
            B4 = { isa = PBXBuildFile; fileRef = P1; };
            B5 = { isa = PBXBuildFile; fileRef = S1; };
            B6 = { isa = PBXBuildFile; fileRef = F9; };
            H1 = { isa = PBXSourcesBuildPhase; files = (B1, B6); };
            H2 = { isa = PBXResourcesBuildPhase; files = (B2); };
            H3 = { isa = PBXFrameworksBuildPhase; files = (B4, B5); };
            H4 = { isa = PBXSourcesBuildPhase; files = (B3); };
            T1 = { isa = PBXNativeTarget; name = "My App"; buildPhases = (H1, H2, H3); buildConfigurationList = CL1;
                   productType = "com.apple.product-type.application"; packageProductDependencies = (D1); };
            T2 = { isa = PBXNativeTarget; name = KitFramework; buildPhases = (H4); buildConfigurationList = CL2; productReference = P1; };
            T3 = { isa = PBXNativeTarget; name = Tool; buildPhases = (); buildConfigurationList = CL3; };
            D1 = { isa = XCSwiftPackageProductDependency; productName = Sparkle; };
            CL1 = { isa = XCConfigurationList; buildConfigurations = (C1); };
            C1 = { isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "$(TARGET_NAME)"; }; };
            CL2 = { isa = XCConfigurationList; buildConfigurations = (C2); };
            C2 = { isa = XCBuildConfiguration; buildSettings = { PRODUCT_NAME = "Kit-$(TARGET_NAME)"; PRODUCT_MODULE_NAME = "$(PRODUCT_NAME:c99extidentifier)"; }; };
            CL3 = { isa = XCConfigurationList; buildConfigurations = (C3); };
            C3 = { isa = XCBuildConfiguration; buildSettings = { }; };
        };
        rootObject = R0;
    }
    """

    @Test func targetsModulesAndFiles() throws {
        let project = try XcodeProject.parse(Self.project, path: "Demo/Demo.xcodeproj")
        #expect(project.targets.map(\.name) == ["My App", "KitFramework", "Tool"])
        let app = project.targets[0], kit = project.targets[1], tool = project.targets[2]
        #expect(app.moduleName == "My_App")
        #expect(tool.moduleName == "Tool")
        #expect(app.sourceFiles == ["Demo/App/Feed.m", "Demo/Shared/Util.swift"])
        #expect(app.resourceFiles == ["Demo/App/Base.lproj/Main.storyboard", "Demo/App/fr.lproj/Main.storyboard"])
        #expect(app.linkedTargets == ["KitFramework"])
        #expect(app.packageProducts == ["Sparkle"])
        #expect(kit.sourceFiles == ["Demo/Kit Sources/Badge.swift"])
        #expect(kit.moduleName == "Kit_KitFramework")
    }

    @Test func moduleNamesFollowXcode() {
        #expect(XcodeProject.identifier("My App-iOS") == "My_App_iOS")
        #expect(XcodeProject.identifier("2048") == "_2048")
        #expect(XcodeProject.expand("${TARGET_NAME}Kit", settings: ["TARGET_NAME": "Core"]) == "CoreKit")
        #expect(XcodeProject.expand("$(UNSET)App $", settings: [:]) == "App $")
        // A setting naming itself ends (Xcode reports a cycle; NibKit stops after four levels).
        #expect(XcodeProject.expand("$(A)", settings: ["A": "$(A)x"]) == "$(A)xxxxx")
    }

    @Test func notAProject() {
        #expect(throws: XcodeProjectError(path: "X.xcodeproj/project.pbxproj", line: 1, column: 1,
                                          message: "not an Xcode project: no 'objects' or 'rootObject'")) {
            try XcodeProject.parse("{ archiveVersion = 1; }", path: "X.xcodeproj")
        }
        #expect(throws: XcodeProjectError(path: "X.xcodeproj/project.pbxproj", line: 2, column: 9, message: "expected ';' after the value of 'b'")) {
            try XcodeProject.parse("{ a = 1;\n  b = 2 }", path: "X.xcodeproj")
        }
    }

    @Test func workspacesListProjects() {
        let contents = """
        <?xml version="1.0" encoding="UTF-8"?>
        <Workspace version = "1.0">
           <FileRef location = "group:App/App.xcodeproj"></FileRef>
           <FileRef location = "group:Pods/Pods.xcodeproj"></FileRef>
           <FileRef location = "absolute:/tmp/Other.xcodeproj"></FileRef>
           <FileRef location = "group:README.md"></FileRef>
        </Workspace>
        """
        #expect(XcodeWorkspace.projects(inContents: contents, workspacePath: "Root/App.xcworkspace")
                == ["Root/App/App.xcodeproj", "Root/Pods/Pods.xcodeproj", "/tmp/Other.xcodeproj"])
    }
}
