import NibModel

/// One translated string of a language, wherever it was read from.
public struct TranslatedString: Hashable, Sendable {
    /// The key (`abc-12-xyz.title`).
    public let key: String
    /// The translated text.
    public let value: String
    /// The comment above the entry (a table) or of the key (a catalog), as written.
    public let rawComment: String?
    /// The key's place in its file.
    public let location: SourceLocation

    /// ibtool's comment, when the entry carries one; read when asked (most checks never look).
    public var comment: IBStringsComment? { rawComment.flatMap(IBStringsComment.init) }

    /// The id of the object the key names (`abc-12-xyz` of `abc-12-xyz.title`).
    public var objectID: Substring { key.prefix { $0 != "." } }
}

/// The strings of one language for one Base document: a `xx.lproj/NAME.strings` table, or one
/// language of a String Catalog.
public struct Translation: Hashable, Sendable {
    /// The language code (`de`, `pt-BR`, `zh-Hans`).
    public let language: String
    /// The `.strings` or `.xcstrings` file.
    public let file: String
    /// In file order, repeated keys included.
    public let strings: [TranslatedString]
    /// Where each key of the file stands, for the keys a language may lack: a catalog's (one
    /// dictionary shared by all its languages); empty for a table, which has no key it lacks.
    public let keyLocations: [String: SourceLocation]
    /// Keys the file marks as needing no translation (a catalog's "Don't Translate").
    public let keysNotToTranslate: Set<String>

    /// One language's strings from `file`; a table has no key locations or marks of its own.
    public init(language: String, file: String, strings: [TranslatedString],
                keyLocations: [String: SourceLocation] = [:], keysNotToTranslate: Set<String> = []) {
        self.language = language
        self.file = file
        self.strings = strings
        self.keyLocations = keyLocations
        self.keysNotToTranslate = keysNotToTranslate
    }
}

/// Everything found beside a Base document: its translations, and the files that cannot be read.
public struct DocumentTranslations: Sendable {
    /// One per language and file, sorted by file.
    public var translations: [Translation] = []
    /// The files beside the document that do not parse, with where.
    public var unreadable: [LocalizationReadError] = []

    /// What was found; nothing by default.
    public init(translations: [Translation] = [], unreadable: [LocalizationReadError] = []) {
        self.translations = translations
        self.unreadable = unreadable
    }

    /// Languages that translate a key, by key (a language counted once however many files).
    public func languagesByKey() -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for translation in translations {
            for string in translation.strings { result[string.key, default: []].insert(translation.language) }
        }
        return result
    }

    /// Finds and reads the translations of the document at `path`.
    /// - Parameters:
    ///   - listed: folder listings already made, by folder path (see
    ///     `TranslationFiles.paths(forDocument:listed:includingSuperseded:)`).
    ///   - includingSuperseded: also the tables a String Catalog supersedes (ibtool's output
    ///     all the same, which a measure of the generator reads).
    ///   - excluding: tables not to read (those no product ships).
    public static func read(forDocument path: String, maxFileSize: Int = ReadOptions.defaultMaxFileSize,
                            listed: [String: [FolderEntry]] = [:], includingSuperseded: Bool = false,
                            excluding: Set<String> = []) -> DocumentTranslations {
        var found = DocumentTranslations()
        for file in TranslationFiles.paths(forDocument: path, listed: listed, includingSuperseded: includingSuperseded)
        where !excluding.contains(file) {
            do {
                if file.hasSuffix(".xcstrings") {
                    found.translations += translations(of: try StringCatalog.read(path: file, maxFileSize: maxFileSize))
                } else {
                    let table = try StringsTable.read(path: file, maxFileSize: maxFileSize)
                    guard isInterfaceBuilderTable(table) else { continue }
                    found.translations.append(translation(of: table, language: TranslationFiles.language(of: file)))
                }
            } catch {
                found.unreadable.append(error)
            }
        }
        return found
    }

    /// Whether a table is a document's ibtool table: at least half of its keys name an object's
    /// property (`abc-12-xyz.title`, `42.title`), or it has none. A table of the same name whose
    /// keys are texts (`"About Notes" = "Über Notes";`) is an app's own, which its
    /// code applies to the loaded nib (`NSLocalizedStringFromTable` over every title): read as
    /// the document's, each of its keys was a stale object (a first run on a real app: 1,561
    /// warnings and 2,043 notes). Of the corpus's 529 tables beside their documents, every one
    /// passes (one has a text key among object keys).
    static func isInterfaceBuilderTable(_ table: StringsTable) -> Bool {
        let objectKeys = table.entries.lazy.filter { isObjectPropertyKey($0.key) }.count
        return table.entries.isEmpty || 2 * objectKeys >= table.entries.count
    }

    /// `ID.property`: an object id (no space, no dot) then a property path starting with a letter.
    /// Read byte by byte when the key is ASCII (ibtool's keys are): by Characters it cost 40 M
    /// more of a 649 M whole-app lint whose 161 tables hold 37,000 keys.
    static func isObjectPropertyKey(_ key: String) -> Bool {
        let bytes = key.utf8
        if bytes.allSatisfy({ $0 < 0x80 }) {
            guard let dot = bytes.firstIndex(of: UInt8(ascii: ".")), dot != bytes.startIndex else { return false }
            let first = bytes.index(after: dot)
            // Unicode's white space within ASCII: tab, line feed, vertical tab, form feed,
            // carriage return and space (`Character.isWhitespace`).
            return first != bytes.endIndex && (bytes[first] | 0x20) >= UInt8(ascii: "a") && (bytes[first] | 0x20) <= UInt8(ascii: "z")
                && !bytes.contains(where: { $0 == 0x20 || (0x09...0x0D).contains($0) })
        }
        guard let dot = key.firstIndex(of: "."), dot != key.startIndex else { return false }
        let id = key[..<dot], property = key[key.index(after: dot)...]
        return !id.contains(where: \.isWhitespace) && property.first?.isLetter == true && !property.contains(where: \.isWhitespace)
    }

    static func translation(of table: StringsTable, language: String) -> Translation {
        Translation(language: language, file: table.path, strings: table.entries.map { entry in
            TranslatedString(key: entry.key, value: entry.value, rawComment: entry.comment, location: entry.location)
        })
    }

    /// One translation per language of a catalog other than its source language (whose texts
    /// are the Base document's own).
    static func translations(of catalog: StringCatalog) -> [Translation] {
        // Made once per catalog and shared by its languages (a catalog has dozens).
        let keysNotToTranslate = Set(catalog.entries.lazy.filter { !$0.shouldTranslate }.map(\.key))
        let keyLocations = Dictionary(catalog.entries.map { ($0.key, $0.location) }, uniquingKeysWith: { first, _ in first })
        return catalog.languages.filter { $0 != catalog.sourceLanguage }.map { language in
            Translation(language: language, file: catalog.path, strings: catalog.entries.compactMap { entry in
                entry.values[language].map { value in
                    TranslatedString(key: entry.key, value: value, rawComment: entry.comment, location: entry.location)
                }
            }, keyLocations: keyLocations, keysNotToTranslate: keysNotToTranslate)
        }
    }
}

/// Where the translations of a Base document live: `NAME.strings` and `NAME.xcstrings` in every
/// `.lproj` folder but `Base.lproj` beside the document's own (`App/Base.lproj/Main.storyboard` →
/// `App/de.lproj/Main.strings`, `App/mul.lproj/Main.xcstrings`), or beside the document itself
/// when it is in no `.lproj` folder.
public enum TranslationFiles {
    /// The extensions of the documents that have translations (`.xib`, `.storyboard`).
    public static let documentExtensions: Set<String> = ["xib", "storyboard"]

    /// The translation files of a document, sorted. None for a localized copy of a document that
    /// has a Base version (`en.lproj/Main.xib` beside `Base.lproj/Main.xib`), nor for a copy
    /// beside the language folders (`Main.xib` beside `Base.lproj/`): the Base one is what the
    /// tables translate. For a copy with no Base version, none in a language folder
    /// that holds a copy of its own.
    ///
    /// A document with a String Catalog (`mul.lproj/Main.xcstrings`) is translated by it alone:
    /// Xcode's migration to a catalog takes the document's `.strings` tables out of the project,
    /// and a table left on disk is built by no target (the two projects, one of the corpus and
    /// one of a first run on public apps, that keep both: 17 documents, 29 tables, in languages
    /// the catalog has and in languages it lacks; each document's variant group in the project
    /// file lists `Base` and the catalog alone). Checked as translations, one app's nine tables
    /// gave 15 stale-key warnings and 108 notes about files nothing ships.
    /// - Parameters:
    ///   - listed: folder listings already made, by folder path as `VisitedFolders` lists them
    ///     (a lint run's walk has listed every `.lproj` folder of the project): a folder found
    ///     there costs no system call, so fifty languages beside each of hundreds of documents
    ///     are not listed and probed again per document. Folders not in it are read from disk.
    ///   - includingSuperseded: the `.strings` tables beside a catalog too.
    public static func paths(forDocument path: String, listed: [String: [FolderEntry]] = [:],
                             includingSuperseded: Bool = false) -> [String] {
        let name = PathNames.baseName(path)
        let folder = PathNames.folder(path)
        let folderName = PathNames.fileName(folder)
        let isInLproj = folderName.hasSuffix(".lproj")
        let group = isInLproj ? PathNames.folder(folder) : folder
        let files = FolderFiles(listed: listed)
        // A localized copy, or a loose copy beside the language folders (a stale twin no
        // target builds), of a document that has a Base version: the tables translate the Base
        // one, the only document the nib loader applies them to (a first run: a loose twin's
        // tables gave 4 stale keys and 6 notes for objects its Base version has).
        if folderName != "Base.lproj",
           documentExtensions.contains(where: { files.isFile("\(name).\($0)", in: PathNames.join(group, "Base.lproj")) }) {
            return []
        }
        var paths: [String] = []
        // `Base.lproj` holds the document itself: a table there translates nothing (a first
        // run on a real app: a leftover `Base.lproj/Main.strings` its project never listed gave
        // 2 stale keys and 117 notes; the corpus has no such table beside its documents).
        for entry in files.entries(of: group.isEmpty ? "." : group)
        where entry.kind == .folder && entry.name.hasSuffix(".lproj") && entry.name != "Base.lproj" {
            let lproj = PathNames.join(group, entry.name)
            // Localized by copies, with no Base version: a language holding its own copy of the
            // document ships that copy, and a table beside it translates none of them (a first
            // run: 31 copies each with a table, every table read against every other copy,
            // 135,000 notes).
            if isInLproj, folderName != "Base.lproj", documentExtensions.contains(where: { files.isFile("\(name).\($0)", in: lproj) }) { continue }
            for ext in ["strings", "xcstrings"] where files.isFile("\(name).\(ext)", in: lproj) {
                paths.append(PathNames.join(lproj, "\(name).\(ext)"))
            }
        }
        guard !includingSuperseded, paths.contains(where: { $0.hasSuffix(".xcstrings") }) else { return paths }
        return paths.filter { $0.hasSuffix(".xcstrings") }
    }

    /// Whether a path names a translation table (`.strings`, `.xcstrings`) in an `.lproj` folder.
    public static func isTable(_ path: String) -> Bool {
        ["strings", "xcstrings"].contains(PathNames.fileExtension(path))
            && PathNames.fileName(PathNames.folder(path)).hasSuffix(".lproj")
    }

    /// The documents on disk a table translates, the reverse of `paths(forDocument:)`:
    /// `App/de.lproj/Main.strings` translates `App/Base.lproj/Main.storyboard` (or `.xib`), or
    /// `App/Main.storyboard` beside the `.lproj` folders.
    public static func documents(translatedBy table: String) -> [String] {
        guard isTable(table) else { return [] }
        let name = PathNames.baseName(table), group = PathNames.folder(PathNames.folder(table))
        return [PathNames.join(group, "Base.lproj"), group.isEmpty ? "." : group].flatMap { folder in
            documentExtensions.sorted().map { PathNames.join(folder, "\(name).\($0)") }
        }.filter { FolderEntry.kind(at: $0) == .file && paths(forDocument: $0, includingSuperseded: true).contains(table) }
    }

    /// The language of a table: its `.lproj` folder's name (`de` for `de.lproj/Main.strings`).
    public static func language(of path: String) -> String {
        let folder = PathNames.fileName(PathNames.folder(path))
        return folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : folder
    }

}

/// What is in a folder: from listings already made when they hold it, else from disk. A listed
/// entry's kind is what `FolderEntry.kind(at:)` says of its path (links followed), so both
/// answer alike.
private struct FolderFiles {
    let listed: [String: [FolderEntry]]

    /// The folder's entries sorted by name; none when it cannot be listed.
    func entries(of folder: String) -> [FolderEntry] {
        if let known = listed[folder] { return known }
        var visited = VisitedFolders()
        return visited.enterAndList(folder) ?? []
    }

    /// Whether `name` in `folder` is a file (anything but a folder, links followed).
    func isFile(_ name: String, in folder: String) -> Bool {
        guard let known = listed[folder] else {
            return FolderEntry.kind(at: PathNames.join(folder, name)) == .file
        }
        // Listings are sorted by name: a binary search, not a scan per document of a large folder.
        var low = 0, high = known.count
        while low < high {
            let middle = (low + high) / 2
            if known[middle].name < name { low = middle + 1 } else { high = middle }
        }
        return low < known.count && known[low].name == name && known[low].kind == .file
    }
}
