#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NibModel
import XcodeProject

/// The images and colours a project provides: asset catalog entries (`Logo.imageset`,
/// `Brand.colorset`, `Glyph.symbolset`, with folder namespaces where a folder's Contents.json says
/// `"provides-namespace": true`) and loose image files (`logo.png`, `logo@2x.png`).
///
/// Resource rules only judge a project in which at least one source of resources was found: with
/// none, a name cannot be told missing from provided elsewhere (a framework, a Pod).
public struct AssetIndex: Sendable {
    /// Image names the project provides: image sets, and loose image files without scale suffix and extension (`logo` for `logo@2x.png`).
    public private(set) var imageNames: Set<String> = []
    /// App icon sets' names (`AppIcon` for `AppIcon.appiconset`): an image name on macOS, where
    /// `NSImage(named:)` finds the app's icon by it; not on iOS, where the set becomes icon files
    /// named by size.
    public private(set) var appIconNames: Set<String> = []
    /// Named colours the project provides (colour sets, with their catalog namespaces).
    public private(set) var colorNames: Set<String> = []
    /// Asset catalogs and loose image files seen.
    public private(set) var sourceCount = 0

    /// An index that knows no resources (`sourceCount` 0: resource rules judge nothing).
    public init() {}

    /// Whether any catalog or loose image was found, so that absence means something.
    public var isEmpty: Bool { sourceCount == 0 }

    /// Adds an `.xcassets` folder.
    /// - Parameter folders: the set the walk of its groups starts from, which lists them (a lint
    ///   run's lists the unchanged ones from the cache's memo).
    public mutating func addCatalog(at path: String, folders: VisitedFolders = VisitedFolders()) {
        sourceCount += 1
        var visited = folders
        addEntries(in: path, namespace: "", visited: &visited)
    }

    /// Adds what `other` knows (another folder's walk).
    public mutating func merge(_ other: AssetIndex) {
        imageNames.formUnion(other.imageNames)
        appIconNames.formUnion(other.appIconNames)
        colorNames.formUnion(other.colorNames)
        sourceCount += other.sourceCount
    }

    /// Adds a loose image file: usable by its file name and by its name without scale, device
    /// suffix and extension (`logo@2x~ipad.png` → `logo`, `logo.png`).
    public mutating func addImageFile(at path: String) {
        sourceCount += 1
        insertImageFileNames(path)
    }

    /// Adds the image files the project file at `path` lists, on disk or not: a target copies
    /// them into its bundle, where their names load, while the files may lie where the walk
    /// does not reach (a git submodule not checked out: a first run's 5 tool images, listed by
    /// the app's project from such a folder, reported missing). They do not count as a source
    /// of resources (`isEmpty`): a project whose images are all elsewhere stays unjudged.
    public mutating func addImages(listedInProjectFile path: String) {
        for name in XcodeProject.listedImageFileNames(ofProjectFile: path) { insertImageFileNames(name) }
    }

    /// Adds the images a committed CocoaPods folder's resources scripts install into the app
    /// (`Pods/Target Support Files/Pods-App/Pods-App-resources.sh`): `install_resource
    /// "Lib/Assets/Check.png"` (or `"${PODS_ROOT}/Lib/…"`) copies a pod's image to the bundle's
    /// top level, where its name loads, and compiles a pod's asset catalog into the app's (a
    /// first run: a pod's four images, used by the app's nibs, reported missing). Like the
    /// project file's, they do not count as a source of resources.
    public mutating func addImages(installedByPodsIn pods: String) {
        let support = pods + "/Target Support Files"
        for target in (try? FileManager.default.contentsOfDirectory(atPath: support)) ?? [] {
            let folder = support + "/" + target
            for script in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [] where script.hasSuffix("-resources.sh") {
                guard let text = try? String(contentsOfFile: folder + "/" + script, encoding: .utf8) else { continue }
                for resource in Self.installedResources(in: text) {
                    let ext = PathNames.fileExtension(resource).lowercased()
                    if FileDiscovery.imageExtensions.contains(ext) {
                        insertImageFileNames(resource)
                    } else if ext == "xcassets" {
                        var visited = VisitedFolders()
                        addEntries(in: pods + "/" + resource, namespace: "", visited: &visited)
                    }
                }
            }
        }
    }

    /// The paths, relative to the `Pods` folder, of a resources script's `install_resource`
    /// lines (its function's own definition and paths built elsewhere, `${…_BUILD_DIR}`, left out).
    static func installedResources(in script: String) -> [String] {
        let command = "install_resource \"", podsRoot = "${PODS_ROOT}/"
        return script.split(whereSeparator: \.isNewline).compactMap { line in
            let line = line.drop { $0 == " " || $0 == "\t" }
            guard line.hasPrefix(command) else { return nil }
            var path = line.dropFirst(command.count).prefix { $0 != "\"" }
            if path.hasPrefix(podsRoot) { path = path.dropFirst(podsRoot.count) }
            return path.contains("$") || path.isEmpty ? nil : String(path)
        }
    }

    /// `logo` and `logo.png` for `logo@2x~ipad.png`.
    private mutating func insertImageFileNames(_ path: String) {
        let ext = PathNames.fileExtension(path)
        var base = PathNames.baseName(path)
        if let tilde = base.firstIndex(of: "~") { base = String(base[..<tilde]) }
        if let at = base.lastIndex(of: "@"), base[base.index(after: at)...].hasSuffix("x") {
            base = String(base[..<at])
        }
        imageNames.insert(base)
        imageNames.insert(ext.isEmpty ? base : "\(base).\(ext)")
    }

    /// Each group folder is entered once (`VisitedFolders`), so links that loop end the walk.
    private mutating func addEntries(in folder: String, namespace: String, visited: inout VisitedFolders) {
        guard let entries = visited.enterAndList(folder) else { return }
        for entry in entries {
            let name = entry.name
            let path = folder + "/" + name
            let ext = PathNames.fileExtension(name)
            let base = namespace + PathNames.baseName(name)
            switch ext {
            // An `iconset` in a catalog is a macOS icon image (Apple's Asset Catalog Format
            // Reference, "Icon Set Type"; a first run: an alert's image so kept was reported missing).
            case "imageset", "symbolset", "imagestack", "brandassets", "iconset": imageNames.insert(base)
            case "appiconset": appIconNames.insert(base)
            case "colorset": colorNames.insert(base)
            case "":
                guard entry.kind == .folder else { continue }
                let inner = AssetIndex.providesNamespace(path) ? namespace + name + "/" : namespace
                addEntries(in: path, namespace: inner, visited: &visited)
            default: continue
            }
        }
    }

    /// Whether a group folder's Contents.json has `"provides-namespace" : true`.
    private static func providesNamespace(_ folder: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: folder + "/Contents.json") else { return false }
        // Only a file holding the key's UTF-8 bytes can provide a namespace, or one with a
        // backslash (JSON could escape them) or a zero byte (UTF-16 or UTF-32, which JSONDecoder
        // reads too): most group folders' files are decoded no further (JSONDecoder's first use
        // was 2% of a warm lint run's instructions over a real macOS app; Docs/lint.md).
        guard data.contains(UInt8(ascii: "\\")) || data.contains(0) || data.firstRange(of: Array("provides-namespace".utf8)) != nil,
              let contents = try? JSONDecoder().decode(GroupContents.self, from: data) else { return false }
        return contents.properties?.providesNamespace == true
    }

    /// The part of a group folder's Contents.json that names its namespace.
    private struct GroupContents: Decodable {
        struct Properties: Decodable {
            let providesNamespace: Bool?
            enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
        }
        let properties: Properties?
    }
}
