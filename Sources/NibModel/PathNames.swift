/// The parts of a file name in a `/`-separated path, by plain string search. Foundation's
/// `NSString` path methods normalise the whole path first and, on Linux, cost tens of
/// thousands of instructions a call: more than reading a small document.
public enum PathNames {
    /// `Base.lproj/Main.storyboard` → `Main.storyboard` (trailing slashes ignored).
    public static func fileName(_ path: String) -> String {
        let trimmed = path.utf8.last == UInt8(ascii: "/") ? String(path.reversed().drop { $0 == "/" }.reversed()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `Base.lproj/Main.storyboard` → `storyboard`; "" when the file name has no dot after its
    /// first character (`.gitignore`, `Makefile`).
    public static func fileExtension(_ path: String) -> String {
        let name = fileName(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return String(name[name.index(after: dot)...])
    }

    /// `Base.lproj/ComicView.xib` → `ComicView`.
    public static func baseName(_ path: String) -> String {
        let name = fileName(path)
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The `/`-separated parts of a path, split on bytes (splitting a String on a Character
    /// walks grapheme clusters, which costs more than the rest of a path's handling).
    public static func components(_ path: String, omittingEmpty: Bool = true) -> [Substring] {
        path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: omittingEmpty).map { Substring($0) }
    }
}
