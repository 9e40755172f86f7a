/// A small input a rule's documentation shows and its tests run: one IB document, written as the
/// snippet people read, plus whatever project context the rule needs (Swift sources, asset names,
/// other storyboards, options). It lives this low so that a rule can declare its examples beside
/// its check in whichever layer that is (the connection rules' are in NibProject).
public struct RuleExample: Sendable {
    /// How `snippet` becomes a whole file.
    public enum Wrapping: Sendable {
        /// `<scenes>` content of an iOS storyboard; `documentAttributes` are added to `<document>`.
        case storyboard
        /// `<objects>` content of an iOS xib.
        case xib
        /// `<objects>` content of a macOS xib.
        case macXib
        /// The snippet is the whole file, byte for byte (for unreadable or unusual documents).
        case none
    }

    /// The part of the document that matters, as shown in the documentation.
    public let snippet: String
    /// How `snippet` is wrapped into a whole document.
    public let wrapping: Wrapping
    /// Attributes of `<document>` that replace or add to the usual ones
    /// (`initialViewController`, `useAutolayout: "NO"`…).
    public let documentAttributes: [String: String]
    /// The file name (it matters to rules about names); `Main.storyboard` or `View.xib` by default.
    public let fileName: String
    /// Other files of the project: path → content (Swift sources, other storyboards).
    public let otherFiles: [String: String]
    /// Resources present in the project: asset catalog entries (`Assets.xcassets/Logo.imageset`),
    /// catalog folders that provide a namespace (written with a trailing `/`), and loose image
    /// files (`Images/Banner@2x.png`).
    public let assets: [String]
    /// Rule options for this example, as configuration would give them.
    public let options: [String: ConfigValue]

    /// An example from its snippet and how to wrap it; `otherFiles` (path to content) and `assets` (image and colour names) make up the project around it.
    public init(_ snippet: String, _ wrapping: Wrapping = .storyboard, documentAttributes: [String: String] = [:],
                fileName: String? = nil, otherFiles: [String: String] = [:], assets: [String] = [],
                options: [String: ConfigValue] = [:]) {
        self.snippet = snippet
        self.wrapping = wrapping
        self.documentAttributes = documentAttributes
        switch wrapping {
        case .storyboard: self.fileName = fileName ?? "Main.storyboard"
        case .xib, .macXib, .none: self.fileName = fileName ?? "View.xib"
        }
        self.otherFiles = otherFiles
        self.assets = assets
        self.options = options
    }

    /// A macOS xib in the format Interface Builder wrote before Xcode 5 (`<archive>`), which
    /// NibKit does not read: the examples of the rules about such documents.
    public static let legacyArchiveDocument = """
        <?xml version="1.0" encoding="UTF-8"?>
        <archive type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="7.10">
            <data>
                <int key="IBDocument.SystemTarget">1060</int>
            </data>
        </archive>
        """

    /// The text of a `project.pbxproj` whose objects are `objects` (one `ID = {…};` a line) and
    /// whose project object is `P1`: for examples whose findings depend on the Xcode project.
    public static func projectFile(objects: String) -> String {
        let lines = objects.split(separator: "\n").map { "        " + $0 }.joined(separator: "\n")
        return "// !$*UTF8*$!\n{\n    archiveVersion = 1;\n    objectVersion = 56;\n    objects = {\n\(lines)\n    };\n    rootObject = P1;\n}\n"
    }

    /// The whole document the example stands for.
    public var document: String {
        switch wrapping {
        case .none:
            return snippet
        case .storyboard:
            return whole(type: "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", container: "scenes")
        case .xib:
            return whole(type: "com.apple.InterfaceBuilder3.CocoaTouch.XIB", container: "objects")
        case .macXib:
            return whole(type: "com.apple.InterfaceBuilder3.Cocoa.XIB", container: "objects", macOS: true)
        }
    }

    /// The snippet inside `<container>` of a `<document>` of this type, as Xcode writes one.
    private func whole(type: String, container: String, macOS: Bool = false) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="\(type)"\(attributes(macOS: macOS))>\(macOS ? "" : "\n    <device id=\"retina6_1\" orientation=\"portrait\" appearance=\"light\"/>")
            <\(container)>
        \(RuleExample.indent(snippet, by: 8))
            </\(container)>
        </document>

        """
    }

    /// The usual attributes Xcode writes, overridden and extended by `documentAttributes`.
    private func attributes(macOS: Bool) -> String {
        let usual: [(String, String)] = macOS ? [
            ("version", "3.0"), ("toolsVersion", "23504"), ("targetRuntime", "MacOSX.Cocoa"),
            ("propertyAccessControl", "none"), ("useAutolayout", "YES"),
        ] : [
            ("version", "3.0"), ("toolsVersion", "23504"), ("targetRuntime", "iOS.CocoaTouch"),
            ("propertyAccessControl", "none"), ("useAutolayout", "YES"), ("useTraitCollections", "YES"),
            ("useSafeAreas", "YES"), ("colorMatched", "YES"),
        ]
        let usualNames = Set(usual.map(\.0))
        let pairs = usual.map { ($0.0, documentAttributes[$0.0] ?? $0.1) }
            + documentAttributes.filter { !usualNames.contains($0.key) }.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        return pairs.map { " \($0.0)=\"\($0.1)\"" }.joined()
    }

    private static func indent(_ text: String, by count: Int) -> String {
        let pad = String(repeating: " ", count: count)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : pad + $0 }.joined(separator: "\n")
    }
}
