import NibModel

/// Documents saved with "Use Auto Layout" off.
public struct AutolayoutDisabledRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    /// A view holding a label: the triggering and non-triggering examples differ only in the
    /// document's `useAutolayout` (said, though the examples' documents have it anyway: a
    /// first-run reader saw two identical snippets).
    private static let viewWithLabel = """
        <view contentMode="scaleToFill" id="iN0-l3-epB">
            <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
            <subviews>
                <label text="Title" id="lBl-Ti-001">
                    <rect key="frame" x="20" y="20" width="374" height="21"/>
                    <autoresizingMask key="autoresizingMask" widthSizable="YES" flexibleMaxY="YES"/>
                </label>
            </subviews>
        </view>
        """

    public static let description = RuleDescription(
        id: "autolayout-disabled",
        summary: "The document has Auto Layout turned off (springs and struts only).",
        rationale: """
        Without Auto Layout every view keeps the frame it was drawn with and resizes only by its \
        autoresizing mask: screens of other sizes, Dynamic Type and localized text go wrong. A \
        document without `useAutolayout="YES"` is almost always an old file nobody converted. \
        A document with no view placed in another (only menus and objects, or a window whose \
        content view code fills) has nothing to lay out and is not reported.
        """,
        kind: .content, severity: .warning, enabledByDefault: true,
        triggering: [
            RuleExample(viewWithLabel, .xib, documentAttributes: ["useAutolayout": "NO"]),
        ],
        nonTriggering: [
            RuleExample(viewWithLabel, .xib, documentAttributes: ["useAutolayout": "YES"]),
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
            RuleExample("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
                <objects>
                    <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
                    <window title="Reader" releasedWhenClosed="NO" animationBehavior="default" id="wIn-Rd-001">
                        <windowStyleMask key="styleMask" titled="YES" closable="YES" resizable="YES"/>
                        <rect key="contentRect" x="200" y="200" width="800" height="500"/>
                        <rect key="screenRect" x="0.0" y="0.0" width="1440" height="875"/>
                        <view key="contentView" id="wIn-Cv-002">
                            <rect key="frame" x="0.0" y="0.0" width="800" height="500"/>
                            <autoresizingMask key="autoresizingMask"/>
                        </view>
                    </window>
                </objects>
            </document>
            """, .none, fileName: "Reader.xib"),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        // A document of menus and objects alone, or whose views hold no subviews (a window
        // whose code fills its empty content view), has nothing to lay out: first runs on real
        // apps, a MainMenu.xib of four menus and another of menus and an empty window were
        // told to turn Auto Layout on.
        guard !file.document.useAutolayout, file.document.objects.contains(where: { $0.isView && $0.superviewID != nil }) else { return [] }
        return [Finding("Auto Layout is off in this document; turn on \"Use Auto Layout\" in the File inspector",
                        at: file.document.rootLocation)]
    }
}
