import NibModel

/// One translated string of a language, wherever it was read from.
public struct TranslatedString: Hashable, Sendable {
    public let key: String
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
    public let language: String
    /// The `.strings` or `.xcstrings` file.
    public let file: String
    /// In file order, repeated keys included.
    public let strings: [TranslatedString]

    public init(language: String, file: String, strings: [TranslatedString]) {
        self.language = language
        self.file = file
        self.strings = strings
    }
}

/// Everything found beside a Base document: its translations, and the files that cannot be read.
public struct DocumentTranslations: Sendable {
    public var translations: [Translation] = []
    public var unreadable: [LocalizationReadError] = []

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
    public static func read(forDocument path: String, maxFileSize: Int = ReadOptions.defaultMaxFileSize) -> DocumentTranslations {
        var found = DocumentTranslations()
        for file in TranslationFiles.paths(forDocument: path) {
            do {
                if file.hasSuffix(".xcstrings") {
                    found.translations += translations(of: try StringCatalog.read(path: file, maxFileSize: maxFileSize))
                } else {
                    let table = try StringsTable.read(path: file, maxFileSize: maxFileSize)
                    found.translations.append(translation(of: table, language: TranslationFiles.language(of: file)))
                }
            } catch {
                found.unreadable.append(error)
            }
        }
        return found
    }

    static func translation(of table: StringsTable, language: String) -> Translation {
        Translation(language: language, file: table.path, strings: table.entries.map { entry in
            TranslatedString(key: entry.key, value: entry.value, rawComment: entry.comment, location: entry.location)
        })
    }

    /// One translation per language of a catalog other than its source language (whose texts
    /// are the Base document's own).
    static func translations(of catalog: StringCatalog) -> [Translation] {
        catalog.languages.filter { $0 != catalog.sourceLanguage }.map { language in
            Translation(language: language, file: catalog.path, strings: catalog.entries.compactMap { entry in
                entry.values[language].map { value in
                    TranslatedString(key: entry.key, value: value, rawComment: entry.comment, location: entry.location)
                }
            })
        }
    }
}

/// Where the translations of a Base document live: `NAME.strings` and `NAME.xcstrings` in every
/// `.lproj` folder beside the document's own (`App/Base.lproj/Main.storyboard` →
/// `App/de.lproj/Main.strings`, `App/mul.lproj/Main.xcstrings`), or beside the document itself
/// when it is in no `.lproj` folder.
public enum TranslationFiles {
    public static let documentExtensions: Set<String> = ["xib", "storyboard"]

    /// The translation files of a document, sorted. None for a localized copy of a document that
    /// has a Base version (`en.lproj/Main.xib` beside `Base.lproj/Main.xib`): the Base one is
    /// what the tables translate.
    public static func paths(forDocument path: String) -> [String] {
        let name = PathNames.baseName(path)
        let folder = PathNames.folder(path)
        let folderName = PathNames.fileName(folder)
        let isInLproj = folderName.hasSuffix(".lproj")
        let group = isInLproj ? PathNames.folder(folder) : folder
        if isInLproj, folderName != "Base.lproj",
           documentExtensions.contains(where: { FolderEntry.kind(at: join(group, "Base.lproj/\(name).\($0)")) == .file }) {
            return []
        }
        var visited = VisitedFolders()
        var paths: [String] = []
        for entry in visited.enterAndList(group.isEmpty ? "." : group) ?? [] where entry.kind == .folder && entry.name.hasSuffix(".lproj") {
            for ext in ["strings", "xcstrings"] {
                let candidate = join(group, "\(entry.name)/\(name).\(ext)")
                if FolderEntry.kind(at: candidate) == .file { paths.append(candidate) }
            }
        }
        return paths
    }

    /// The language of a table: its `.lproj` folder's name (`de` for `de.lproj/Main.strings`).
    public static func language(of path: String) -> String {
        let folder = PathNames.fileName(PathNames.folder(path))
        return folder.hasSuffix(".lproj") ? String(folder.dropLast(6)) : folder
    }

    private static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty || folder == "." ? name : folder + "/" + name
    }
}
