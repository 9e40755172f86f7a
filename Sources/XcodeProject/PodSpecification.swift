/// A CocoaPods pod specification in the tree (`Badge.podspec`, Ruby, or `Badge.podspec.json`),
/// as far as what it builds is concerned: the folders its file patterns reach.
///
/// `pod install` makes a target of a Pods project for the pod, which compiles its
/// `source_files` and bundles its `resources` and `resource_bundles` (Interface Builder
/// documents among them). That project is generated, and seldom in the tree: without the
/// specification a development pod's documents look built by no target. The specification is
/// read, not run: the quoted file patterns given to those attributes (`s.source_files =
/// 'Badge/**/*.swift'`, `"resource_bundles": {"Badge": ["Badge/*.xib"]}`), in the pod or any
/// subspec, each reach the folder before its first wildcard, unless it names only files that
/// are no document (`*.swift`). A specification that gives
/// them no literal pattern (patterns built in Ruby) reaches its whole folder: NibKit then says
/// less, not something false; one that names none of them (a pod of vendored frameworks)
/// builds no file of the tree.
public struct PodSpecification: Sendable, Hashable {
    /// The specification file.
    public let path: String
    /// The folders its file patterns that may match Interface Builder documents reach
    /// (`mayMatchDocuments`), relative to the specification's folder (`Badge`, `Sources/Views`),
    /// each once; `""`, the specification's folder itself, when such a pattern starts with a
    /// wildcard or none could be read; none when no attribute names files, or when each
    /// pattern names only files of other kinds (`*.{h,m}`).
    public let folders: [String]

    /// The attributes whose file patterns say what the pod builds.
    static let buildingAttributes = ["source_files", "resources", "resource_bundles", "resource"]

    /// Reads the specification at `path`; nil when it cannot be read.
    public static func read(path: String) -> PodSpecification? {
        XcodeConfigurationFile.readFromDisk(path).map { parse($0, path: path) }
    }

    /// The specification `text`, found at `path`.
    public static func parse(_ text: String, path: String) -> PodSpecification {
        var folders: [String] = []
        let found = patterns(in: text)
        for pattern in found where mayMatchDocuments(pattern) {
            // The literal part before the first wildcard; of it, the folder: all of it when it
            // names a folder (`Resources/`, `Assets`), else up to its last `/`.
            let literal = pattern.prefix { !"*?[{".contains($0) }
            let namesFolder = literal.count == pattern.count && (pattern.hasSuffix("/") || !(pattern.split(separator: "/").last ?? "").contains("."))
            var reached = namesFolder ? literal : literal[..<(literal.lastIndex(of: "/") ?? literal.startIndex)]
            while reached.hasSuffix("/") { reached = reached.dropLast() }
            if reached.hasPrefix("./") { reached = reached.dropFirst(2) }
            if !folders.contains(String(reached)) { folders.append(String(reached)) }
        }
        // Attributes given no literal pattern: anything below may be built. No attribute at all
        // (a pod of vendored frameworks): nothing is.
        let namesFiles = firstAttribute(in: text[...]) != nil
        return PodSpecification(path: path, folders: folders.isEmpty && found.isEmpty && namesFiles ? [""] : folders)
    }

    /// The extensions of files a pattern ending in them never makes an Interface Builder
    /// document of: code and plain resources. A bundle, a language folder or an extension not
    /// listed may hold documents.
    static let extensionsWithoutDocuments: Set<String> = [
        "h", "hh", "hpp", "m", "mm", "c", "cc", "cpp", "cxx", "swift", "metal", "s", "def", "modulemap", "inc",
        "png", "jpg", "jpeg", "gif", "pdf", "svg", "json", "plist", "strings", "stringsdict", "xcstrings", "ttf", "otf",
        "wav", "mp3", "caf", "m4a", "mp4", "js", "css", "html", "txt", "md", "xcassets", "xcprivacy", "der", "cer",
    ]

    /// Whether a file pattern may match an Interface Builder document (or a folder holding
    /// one): false when its last component names only extensions of `extensionsWithoutDocuments`
    /// (`*.{h,m}`, `Sources/*.swift`), whatever comes before, Ruby interpolation included (a
    /// first run: a stray spec of generated protocol buffer classes, `"#{dir}/*.pbobjc.{h,m}"`,
    /// read as reaching its whole folder, the repository's root: no document of the app was
    /// found unbuilt, 2 false errors).
    static func mayMatchDocuments(_ pattern: Substring) -> Bool {
        let name = pattern.split(separator: "/", omittingEmptySubsequences: false).last ?? pattern
        let extensions: [Substring]
        if name.hasSuffix("}"), let open = name.lastIndex(of: "{"), open > name.startIndex, name[name.index(before: open)] == "." {
            extensions = name[name.index(after: open)..<name.index(before: name.endIndex)].split(separator: ",")
        } else if let dot = name.lastIndex(of: ".") {
            extensions = [name[name.index(after: dot)...]]
        } else {
            return true
        }
        return extensions.isEmpty || extensions.contains { written in
            !extensionsWithoutDocuments.contains(String(written.filter { $0 != " " && $0 != "\t" }).lowercased())
        }
    }

    /// The quoted strings given to `buildingAttributes` that are file patterns: after the
    /// attribute's name (`s.source_files =`, `"source_files":`), a value to the end of its line,
    /// or over several lines while a bracket it opens is open.
    static func patterns(in text: String) -> [Substring] {
        var patterns: [Substring] = []
        var index = text.startIndex
        while let found = firstAttribute(in: text[index...]) {
            var position = found.upperBound
            // A JSON key's closing `"`, then `:`, `=` and blanks between the name and its value.
            if position < text.endIndex, text[position] == "\"" { position = text.index(after: position) }
            while position < text.endIndex, ":= \t".contains(text[position]) { position = text.index(after: position) }
            var depth = 0
            var quote: Character?
            var stringStart = position
            while position < text.endIndex {
                let character = text[position]
                if let open = quote {
                    if character == "\\" { position = text.index(after: position) }
                    else if character == open {
                        // A hash's key (`'Badge' =>`, `"Badge":`) names a bundle, not files.
                        let rest = text[text.index(after: position)...].drop { $0 == " " || $0 == "\t" }
                        let string = text[stringStart..<position]
                        if isFilePattern(string), !rest.hasPrefix("=>"), !rest.hasPrefix(":") { patterns.append(string) }
                        quote = nil
                    }
                } else if character == "'" || character == "\"" {
                    quote = character
                    stringStart = text.index(after: position)
                } else if "[{(".contains(character) {
                    depth += 1
                } else if "]})".contains(character) {
                    depth -= 1
                    if depth <= 0 { break }
                } else if depth == 0, character == "\n" || (character == "," && !nextIsQuote(after: position, in: text)) {
                    break  // the value ends (`'A/*.swift', 'B/*.h'` goes on)
                }
                if position < text.endIndex { position = text.index(after: position) }
            }
            index = position < text.endIndex ? position : text.endIndex
        }
        return patterns
    }

    /// Whether `position` is on a line commented out (`  # s.resources = …`, an example a pod
    /// template leaves in): a line whose first character but blanks is `#`, not the start of an
    /// interpolation (`#{`). A `#` later on a line (a URL's fragment, even in a one-line JSON
    /// specification) comments out nothing here.
    private static func isCommentedOut(_ position: String.Index, in text: Substring) -> Bool {
        var index = text[..<position].lastIndex(of: "\n").map { text.index(after: $0) } ?? text.startIndex
        while index < position, text[index] == " " || text[index] == "\t" { index = text.index(after: index) }
        guard index < position, text[index] == "#" else { return false }
        let next = text.index(after: index)
        return next == text.endIndex || text[next] != "{"
    }

    /// The first of `buildingAttributes` named in `text` as a whole word (`resources`, not
    /// `resources_bundle_path`), as the range of its name.
    private static func firstAttribute(in text: Substring) -> Range<String.Index>? {
        var best: Range<String.Index>?
        for name in buildingAttributes {
            var from = text.startIndex
            while let range = text[from...].firstRange(of: name) {
                let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
                let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
                let isWord = !(before.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
                    && !(after.map { $0.isLetter || $0.isNumber || $0 == "_" } ?? false)
                if isWord, !isCommentedOut(range.lowerBound, in: text) {
                    if best == nil || range.lowerBound < best!.lowerBound { best = range }
                    break
                }
                from = range.upperBound
            }
        }
        return best
    }

    /// Whether the first character after `position` that is not a blank is a quote.
    private static func nextIsQuote(after position: String.Index, in text: String) -> Bool {
        text[text.index(after: position)...].first { $0 != " " && $0 != "\t" }.map { $0 == "'" || $0 == "\"" } ?? false
    }

    /// Whether a quoted string is a file pattern (a path, a wildcard or a file name with an
    /// extension) rather than a name.
    private static func isFilePattern(_ text: Substring) -> Bool {
        guard !text.isEmpty, !text.contains(where: \.isWhitespace), !text.contains("://") else { return false }
        if text.contains("/") || text.contains("*") { return true }
        guard let dot = text.lastIndex(of: "."), dot != text.startIndex else { return false }
        let ext = text[text.index(after: dot)...]
        return !ext.isEmpty && ext.allSatisfy(\.isLetter)
    }
}
