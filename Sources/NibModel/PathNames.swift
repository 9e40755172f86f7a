/// The parts of a file name in a `/`-separated path, by plain string search. Foundation's
/// `NSString` path methods normalise the whole path first and, on Linux, cost tens of
/// thousands of instructions a call: more than reading a small document.
public enum PathNames {
    /// `Base.lproj/Main.storyboard` → `Main.storyboard` (trailing slashes ignored).
    public static func fileName(_ path: String) -> String {
        String(fileNamePart(path))
    }

    /// `Base.lproj/Main.storyboard` → `storyboard`; "" when the file name has no dot after its
    /// first character (`.gitignore`, `Makefile`).
    public static func fileExtension(_ path: String) -> String {
        let name = fileNamePart(path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return "" }
        return String(name[name.utf8.index(after: dot)...])
    }

    /// `Base.lproj/ComicView.xib` → `ComicView`.
    public static func baseName(_ path: String) -> String {
        let name = fileNamePart(path)
        guard let dot = name.utf8.lastIndex(of: UInt8(ascii: ".")), dot != name.startIndex else { return String(name) }
        return String(name[..<dot])
    }

    /// `name` in `folder`: `Base.lproj` + `Main.strings` → `Base.lproj/Main.strings`; in the
    /// current folder (`""` or `.`), the name alone.
    public static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty || folder == "." ? name : folder + "/" + name
    }

    /// The folder a path is in: `conf/.nibcheck.yml` → `conf`, `/a.yml` → `/`, `a.yml` → ""
    /// (trailing slashes ignored), as `NSString.deletingLastPathComponent`.
    public static func folder(_ path: String) -> String {
        let trimmed = withoutTrailingSlashes(nibBundle(of: path))
        guard var slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path.hasPrefix("/") ? "/" : "" }
        // `a//b` → `a`: the separator may be several slashes.
        while slash > trimmed.startIndex, trimmed.utf8[trimmed.utf8.index(before: slash)] == UInt8(ascii: "/") {
            slash = trimmed.utf8.index(before: slash)
        }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// Searches bytes, not Characters: `/` and `.` are ASCII, and a Character search walks
    /// grapheme clusters, at a hundred instructions a character. A nib bundle's document stands
    /// for its bundle (`isNibBundleDocument`): `Panel.nib/designable.nib` → `Panel.nib`.
    private static func fileNamePart(_ path: String) -> Substring {
        let trimmed = withoutTrailingSlashes(nibBundle(of: path))
        guard let slash = trimmed.utf8.lastIndex(of: UInt8(ascii: "/")) else { return trimmed }
        return trimmed[trimmed.utf8.index(after: slash)...]
    }

    /// The document file of a nib bundle (`Name.nib/`, Interface Builder 3's folder format,
    /// which Xcode still opens and builds): `designable.nib`, an Interface Builder document
    /// like a xib's. The path names, folder and extension of such a document are its bundle's
    /// (`Base.lproj/Panel.nib/designable.nib`: a `nib` named `Panel` in `Base.lproj`), as a
    /// project file lists the bundle and code loads it by that name.
    public static let nibBundleDocument = "designable.nib"

    /// Whether `path` is a nib bundle's document (`…/Name.nib/designable.nib`).
    public static func isNibBundleDocument(_ path: String) -> Bool {
        path.utf8.count > nibBundleDocumentSuffix.utf8.count && path.hasSuffix(nibBundleDocumentSuffix)
    }

    /// Made once: `folder`, `fileName` and a project's path keys ask every path.
    private static let nibBundleDocumentSuffix = ".nib/" + nibBundleDocument

    /// The bundle a nib bundle's document is in (`isNibBundleDocument`); other paths as they are.
    public static func nibBundle(of path: String) -> String {
        isNibBundleDocument(path) ? String(path.utf8.dropLast(nibBundleDocument.utf8.count + 1))! : path
    }

    /// Whether a document is a xib: a `.xib` file or a nib bundle's document, which code loads
    /// by name alike (a component).
    public static func isXib(_ path: String) -> Bool {
        fileExtension(path) == "xib" || isNibBundleDocument(path)
    }

    private static func withoutTrailingSlashes(_ path: String) -> Substring {
        var end = path.utf8.endIndex
        while end > path.utf8.startIndex, path.utf8[path.utf8.index(before: end)] == UInt8(ascii: "/") {
            end = path.utf8.index(before: end)
        }
        return path[..<end]
    }

    /// The `/`-separated parts of a path, split on bytes (splitting a String on a Character
    /// walks grapheme clusters, which costs more than the rest of a path's handling).
    public static func components(_ path: String, omittingEmpty: Bool = true) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: omittingEmpty).map { Substring($0) }
    }
}
