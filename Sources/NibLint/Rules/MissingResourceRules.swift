import NibModel

/// Images the project does not provide.
public struct MissingImageRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "missing-image",
        summary: "An image name is neither in the project's asset catalogs nor a loose image file.",
        rationale: """
        `UIImage(named:)` returns nil for a missing name: the view shows nothing, no error. Names \
        are looked up in every `.xcassets` found (`.imageset`, `.symbolset`, `.iconset`, folders that provide a \
        namespace; a name written as a file name, `logo.png`, is found there as `logo`), in \
        loose image files (`logo@2x.png` provides `logo`), in the image files an Xcode project \
        lists (its targets copy them, even from a folder not checked out, such as a git \
        submodule), in icon sets \
        (`icon.iconset`, which Xcode builds into `icon.icns`) and, on macOS, in app icon sets \
        (`NSImage(named: "AppIcon")` is the app's icon); in a WatchKit interface a name may \
        be the prefix of an animated sequence (`Loading` for `Loading0`, `Loading1`…). SF Symbols \
        (`catalog="system"`) and AppKit's `NS…` images come with the OS; an image Interface \
        Builder archived into the document (its `<resources>` entry holds the image's data, under \
        a name IB made up) comes with the nib. The rule stays silent in \
        a project where no catalog or image file was found, where it cannot tell missing from \
        provided by a framework. A document's uses of one missing name are one finding, at the \
        first, the others its related places, and names the nearest name provided.
        """,
        kind: .content, severity: .warning, enabledByDefault: true,
        triggering: [
            RuleExample("""
            <imageView contentMode="scaleAspectFit" image="Logo" id="iMg-Aa-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </imageView>
            """, .xib, assets: ["Assets.xcassets/Banner.imageset"]),
            RuleExample("""
            <imageView contentMode="scaleAspectFit" image="Logo" id="iMg-Aa-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </imageView>
            """, .xib, assets: ["Assets.xcassets/Brand/", "Assets.xcassets/Brand/Logo.imageset"]),
        ],
        nonTriggering: [
            RuleExample("""
            <imageView contentMode="scaleAspectFit" image="Brand/Logo" id="iMg-Aa-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </imageView>
            <imageView contentMode="scaleAspectFit" image="Banner" id="iMg-Aa-002">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </imageView>
            <imageView contentMode="scaleAspectFit" image="Arrow" id="iMg-Aa-003">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </imageView>
            <imageView contentMode="scaleAspectFit" image="AlertStop" id="iMg-Aa-004">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </imageView>
            """, .xib, assets: ["Assets.xcassets/Brand/", "Assets.xcassets/Brand/Logo.imageset", "Images/Banner@2x.png",
                               "Assets.xcassets/Icons/Arrow.symbolset", "Assets.xcassets/AlertStop.iconset"]),
            RuleExample("""
            <imageView contentMode="scaleAspectFit" image="Logo.png" id="iMg-Aa-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </imageView>
            """, .xib, assets: ["Assets.xcassets/Logo.imageset"]),
            RuleExample("""
            <imageView contentMode="scaleAspectFit" image="book.closed" catalog="system" id="iMg-Aa-001">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
            </imageView>
            """, .xib, assets: ["Assets.xcassets/Banner.imageset"]),
            RuleExample("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <imageView id="iMg-Aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="32" height="32"/>
                        <imageCell key="cell" image="49702D1B-4346-4735-8E7B-1210E0C3C3FA" id="iMg-Ce-002"/>
                    </imageView>
                </objects>
                <resources>
                    <image name="49702D1B-4346-4735-8E7B-1210E0C3C3FA" width="32" height="32">
                        <mutableData key="keyedArchiveRepresentation">YnBsaXN0MDDUAQIDBAUGBwpYJHZlcnNpb24=</mutableData>
                    </image>
                </resources>
            </document>
            """, .none, assets: ["Assets.xcassets/Banner.imageset"]),
            RuleExample("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder.WatchKit.Storyboard" version="3.0" toolsVersion="23504" targetRuntime="watchKit" useAutolayout="YES" initialViewController="wCh-Ic-001">
                <scenes>
                    <scene sceneID="wCh-Sc-001">
                        <objects>
                            <controller id="wCh-Ic-001">
                                <items>
                                    <group width="30" height="30" alignment="center" backgroundImage="Loading" id="wCh-Gr-001"/>
                                </items>
                            </controller>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, .none, fileName: "Interface.storyboard", assets: ["Assets.xcassets/Loading1.imageset", "Assets.xcassets/Loading2.imageset"]),
            RuleExample("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="23504" targetRuntime="MacOSX.Cocoa" useAutolayout="YES">
                <objects>
                    <imageView id="iMg-Aa-001">
                        <rect key="frame" x="0.0" y="0.0" width="128" height="128"/>
                        <imageCell key="cell" image="AppIcon" id="iMg-Ce-002"/>
                    </imageView>
                </objects>
                <resources>
                    <image name="AppIcon" width="128" height="128"/>
                </resources>
            </document>
            """, .none, fileName: "About.xib", assets: ["Assets.xcassets/AppIcon.appiconset"]),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        missingResources(in: file, kind: .image, provided: file.project.assets.imageNames, noun: "image")
    }
}

/// Named colours the project does not provide.
public struct MissingColorRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "missing-color",
        summary: "A named colour is not in the project's asset catalogs.",
        rationale: """
        `UIColor(named:)` returns nil for a missing name and the view falls back to its default \
        colour without a word. Names are looked up in every `.colorset` of every `.xcassets` found, \
        with folder namespaces; system colours (`systemColor=`) come with the OS. Silent in a \
        project without asset catalogs. A document's uses of one missing name are one finding, \
        at the first, the others its related places, and names the nearest name provided.
        """,
        kind: .content, severity: .warning, enabledByDefault: true,
        triggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <color key="backgroundColor" name="BrandBlue"/>
            </view>
            """, .xib, assets: ["Assets.xcassets/BrandRed.colorset"]),
            // Said with the nearest name the catalogs have: "did you mean 'BrandRed'?".
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <color key="backgroundColor" name="BrnadRed"/>
            </view>
            """, .xib, assets: ["Assets.xcassets/BrandRed.colorset"]),
        ],
        nonTriggering: [
            RuleExample("""
            <view contentMode="scaleToFill" id="iN0-l3-epB">
                <rect key="frame" x="0.0" y="0.0" width="414" height="100"/>
                <color key="backgroundColor" name="BrandRed"/>
                <color key="tintColor" systemColor="tintColor"/>
            </view>
            """, .xib, assets: ["Assets.xcassets/BrandRed.colorset"]),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        missingResources(in: file, kind: .namedColor, provided: file.project.assets.colorNames, noun: "colour")
    }
}

/// The name an image written as a file name (`login@2x.png`) is found by in an asset catalog
/// (`login`): loading drops the extension and the scale and device suffixes (a first-run app's
/// 48 images, written `home-retry.png` and kept in `home-retry.imageset`, all drawn by Xcode at
/// their sizes); nil for a name without an image file extension.
private func catalogName(ofFileName name: String) -> String? {
    guard let dot = name.lastIndex(of: "."),
          FileDiscovery.imageExtensions.contains(name[name.index(after: dot)...].lowercased()) else { return nil }
    var stem = name[..<dot]
    if let tilde = stem.firstIndex(of: "~") { stem = stem[..<tilde] }
    if let at = stem.lastIndex(of: "@"), stem[stem.index(after: at)...].hasSuffix("x") { stem = stem[..<at] }
    return String(stem)
}

/// Uses of resources of one kind whose names the project does not provide: one finding per
/// name, at its first use, with the other objects using it as related places (a first run: an
/// app's 8 colours removed from its catalog were 101 warnings, 56 of them one colour's).
private func missingResources(in file: LintFile, kind: IBResourceReference.Kind, provided: Set<String>,
                              noun: String) -> [Finding] {
    guard !file.project.assets.isEmpty else { return [] }
    let document = file.document
    // Names the OS provides, or the document itself (an image archived in its `<resources>`).
    let system = Set(document.resources.filter { $0.kind == kind && ($0.isSystem || $0.isEmbedded) }.map(\.name))
    var seen = Set<String>()
    // The uses of each missing name, in document order.
    var uses: [String: [IBResourceReference]] = [:]
    var names: [String] = []
    for resource in document.resources where resource.kind == kind && resource.objectID != nil {
        let name = resource.name
        if resource.isSystem || system.contains(name) || provided.contains(name) { continue }
        if kind == .image, let stem = catalogName(ofFileName: name), provided.contains(stem) { continue }
        if document.platform == .macOS, name.hasPrefix("NS") || (kind == .image && file.project.assets.appIconNames.contains(name)) { continue }
        // WatchKit animates the images named by a prefix and an index (`Loading0`, `Loading1`…):
        // a WatchKit interface names the sequence by its prefix (a first-run app: 2 findings for
        // a 30-frame indicator).
        if kind == .image, document.platform == .watchOS, provided.contains(name + "0") || provided.contains(name + "1") { continue }
        guard seen.insert("\(resource.objectID!)\u{0}\(name)").inserted else { continue }
        if uses[name] == nil { names.append(name) }
        uses[name, default: []].append(resource)
    }
    return names.map { name in
        let first = uses[name]![0], others = uses[name]!.dropFirst()
        let more = others.isEmpty ? "" : " and \(others.count) other \(others.count == 1 ? "object" : "objects")"
        // The nearest provided name, two edits away at most: a typo (a first run:
        // `whitr_orange_home` beside `white_orange_home.colorset`, told nothing), not another
        // word (`BrandGreen` is not a slip for `BrandRed`).
        let nearest = NearestName.suggestion(for: name, among: provided, maxDistance: 2).map { " (did you mean '\($0)'?)" } ?? ""
        return Finding("\(noun) '\(name)' used by \(document.displayName(of: first.objectID!))\(more) is not in the project's assets\(nearest)",
                       at: first.location, objectID: first.objectID,
                       related: others.map { RelatedLocation(location: $0.location, message: "\(document.displayName(of: $0.objectID!)) uses '\(name)' too", objectID: $0.objectID) })
    }
}
