import NibModel

/// Ids used twice in one document (from the reader).
public struct DuplicateIDRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.reader]

    public static let description = RuleDescription(
        id: "duplicate-id",
        summary: "Two elements of one document share an id.",
        rationale: """
        Ids are how constraints, outlets and segues name their ends; with two elements behind one \
        id, Xcode and UIKit resolve references to either. Duplicates only come from hand edits and \
        bad merges, and Xcode refuses or silently rewrites such files.
        """,
        kind: .document, severity: .error, enabledByDefault: true,
        triggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <subviews>
                    <label text="A" id="lBl-Aa-001"/>
                    <label text="B" id="lBl-Aa-001"/>
                </subviews>
            </view>
            """, .xib),
        ],
        nonTriggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <subviews>
                    <label text="A" id="lBl-Aa-001"/>
                    <label text="B" id="lBl-Aa-002"/>
                </subviews>
            </view>
            """, .xib),
        ])
}

/// Constraints the reader cannot make sense of.
public struct InvalidConstraintRule: PresentedRule {
    /// The rule; it has no options.
    public init() {}
    public static let sources: [DiagnosticSource] = [.reader]

    public static let description = RuleDescription(
        id: "invalid-constraint",
        summary: "A constraint has no or an unknown attribute, or a number that is not finite.",
        rationale: """
        Such a constraint cannot exist in UIKit or AppKit: loading the nib throws or drops it. Only \
        hand edits and broken merges produce one.
        """,
        kind: .document, severity: .error, enabledByDefault: true,
        triggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <constraints>
                    <constraint firstAttribute="girth" constant="10" id="cOn-Aa-001"/>
                </constraints>
            </view>
            """, .xib),
        ],
        nonTriggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <constraints>
                    <constraint firstAttribute="width" constant="10" id="cOn-Aa-001"/>
                </constraints>
            </view>
            """, .xib),
        ])
}

/// Files that cannot be read as IB documents at all. The engine reports these itself (there is
/// no document to check); the rule type documents them and lets configuration set their severity.
public struct UnreadableDocumentRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "unreadable-document",
        summary: "A .xib or .storyboard is empty, not well-formed XML, or not an Interface Builder document.",
        rationale: """
        Xcode cannot open the file and the build fails on it; usually a merge conflict left in \
        the XML or a truncated write. The finding points at the place the reader stopped, and the \
        run goes on with the other files.
        """,
        kind: .document, severity: .error, enabledByDefault: true,
        triggering: [
            RuleExample("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
            <<<<<<< HEAD
                <objects/>
            </document>
            """, .none),
        ],
        nonTriggering: [
            RuleExample("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0">
                <objects/>
            </document>
            """, .none),
        ])

    public func check(_ file: LintFile) -> [Finding] { [] }

    /// The finding for a document that could not be read.
    static func finding(for error: DocumentReadError) -> Finding {
        Finding(error.message, at: error.location)
    }

    /// The rule that reports a document that could not be read: `legacy-document` for the
    /// pre-Xcode-5 format, which is no broken file, none for a strings table kept under a
    /// document's name (a translation, nothing broken: a first run's 4 false errors), else this one.
    static func ruleID(for error: DocumentReadError) -> String? {
        switch error.kind {
        case .legacyFormat: LegacyDocumentRule.description.id
        case .stringsTable: nil
        default: description.id
        }
    }
}

/// Documents in the format Interface Builder wrote before Xcode 5. The engine reports them
/// itself, as it does unreadable ones; the rule type documents them and lets configuration set
/// their severity.
public struct LegacyDocumentRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "legacy-document",
        summary: "A .xib is in the pre-Xcode-5 <archive> format, which NibKit does not read: it is not checked.",
        rationale: """
        Xcode and ibtool still open and compile these files, so they are no error of the app's, \
        but nothing in them (constraints, connections, images, translations) is checked, and \
        their diffs are unreadable. Opening the document in a current Xcode and saving it \
        converts it to the format NibKit reads. A project that keeps its old documents as they \
        are turns the rule off (`--disable legacy-document`, or `disabled_rules` in \
        `.nibcheck.yml`). The corpus NibKit is measured on holds 250 such documents, 9% of its \
        files, from old macOS apps and samples.
        """,
        kind: .document, severity: .warning, enabledByDefault: true,
        triggering: [RuleExample(RuleExample.legacyArchiveDocument, .none)],
        nonTriggering: [
            RuleExample("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" targetRuntime="MacOSX.Cocoa">
                <objects/>
            </document>
            """, .none),
        ])

    public func check(_ file: LintFile) -> [Finding] { [] }
}
