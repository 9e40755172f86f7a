import NibModel

/// Documents saved with "Use Auto Layout" off.
public struct AutolayoutDisabledRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "autolayout-disabled",
        summary: "The document has Auto Layout turned off (springs and struts only).",
        rationale: """
        Without Auto Layout every view keeps the frame it was drawn with and resizes only by its \
        autoresizing mask: screens of other sizes, Dynamic Type and localized text go wrong. A \
        document without `useAutolayout="YES"` is almost always an old file nobody converted. \
        A document with no view (only menus and objects) has nothing to lay out and is not \
        reported.
        """,
        kind: .content, severity: .warning, enabledByDefault: true,
        triggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
            </view>
            """, .xib, documentAttributes: ["useAutolayout": "NO"]),
        ],
        nonTriggering: [
            // Said, though the examples' documents have it anyway: the examples differ in it alone
            // (a first-run reader saw two identical snippets).
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
            </view>
            """, .xib, documentAttributes: ["useAutolayout": "YES"]),
            RuleExample("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                    <menu title="Main Menu" systemMenu="main" id="AYu-sK-qS6">
                        <items>
                            <menuItem title="File" id="dMs-cI-mzQ"/>
                        </items>
                    </menu>
                </objects>
            </document>
            """, .none, fileName: "MainMenu.xib"),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        // A document of menus and objects alone has nothing to lay out (a first run on a real
        // app: a MainMenu.xib of four menus was told to turn Auto Layout on).
        guard !file.document.useAutolayout, file.document.objects.contains(where: \.isView) else { return [] }
        return [Finding("Auto Layout is off in this document; turn on \"Use Auto Layout\" in the File inspector",
                        at: file.document.rootLocation)]
    }
}
