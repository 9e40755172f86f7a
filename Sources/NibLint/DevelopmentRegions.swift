import NibLocalization
import NibModel
import XcodeProject

/// The language a document's Base localization is written in: the development region of the
/// Xcode project whose folder holds it (`developmentRegion` in its `project.pbxproj`), or the
/// default localization of the Swift package whose folder does (`defaultLocalization: "en"`
/// in its `Package.swift`; a first run: a modular app's packages, one note for an English
/// table's missing key).
///
/// A table of that language (`en.lproj/Main.strings` beside a Base storyboard of an `en`
/// project) overrides a few Base texts; a key it lacks shows the Base text, which is already
/// in its language, so nothing is untranslated (first runs on public apps reported every key
/// such tables lacked: 12 and 100 notes in two apps whose projects say `en`). Without a project
/// in the walked folders the language is not known and every table is judged.
enum DevelopmentRegions {
    /// The project files (`Name.xcodeproj/project.pbxproj`) of the nearest folder, at or above
    /// the document's, that holds a `.xcodeproj`; only folders the run's walk listed are looked
    /// in, so a lint of one folder never reads projects above it.
    static func projectFiles(forDocument path: String, listed: [String: [FolderEntry]]) -> [String] {
        nearest(from: path, listed: listed, projectFiles(in:entries:)) ?? []
    }

    /// The files that say a document's development region: the project files of the nearest
    /// folder, at or above the document's, that holds a `.xcodeproj` or a `Package.swift`
    /// (`projectFiles`), or that manifest.
    static func regionFiles(forDocument path: String, listed: [String: [FolderEntry]]) -> [String] {
        nearest(from: path, listed: listed) { folder, entries in
            projectFiles(in: folder, entries: entries)
                ?? (entries.contains { $0.kind == .file && $0.name == "Package.swift" } ? [PathNames.join(folder, "Package.swift")] : nil)
        } ?? []
    }

    /// The project files of the `.xcodeproj` folders among a folder's entries; nil when none.
    private static func projectFiles(in folder: String, entries: [FolderEntry]) -> [String]? {
        let projects = entries.filter { $0.kind == .folder && $0.name.hasSuffix(".xcodeproj") }
        return projects.isEmpty ? nil : projects.map { PathNames.join(folder, $0.name) + "/project.pbxproj" }
    }

    /// What `found` finds in the nearest folder, at or above the document at `path`, where it
    /// finds anything; only folders the run's walk listed are looked in.
    private static func nearest(from path: String, listed: [String: [FolderEntry]],
                                _ found: (_ folder: String, _ entries: [FolderEntry]) -> [String]?) -> [String]? {
        var folder = PathNames.folder(path)
        while let entries = listed[folder.isEmpty ? "." : folder] {
            if let files = found(folder, entries) { return files }
            let parent = PathNames.folder(folder)
            guard parent != folder, !folder.isEmpty else { break }
            folder = parent
        }
        return nil
    }

    /// The development region of each of `documents` that has translation tables, when the
    /// projects (or package) of its folder name one and agree on it.
    /// - Parameter projectFiles: the project files read so far (`localizations(of:read:)`).
    static func regions(forDocuments documents: some Sequence<String>, listed: [String: [FolderEntry]],
                        projectFiles read: inout [String: ProjectFileLocalizations?]) -> [String: String] {
        var result: [String: String] = [:]
        for document in documents where !TranslationFiles.paths(forDocument: document, listed: listed).isEmpty {
            let regions = Set(regionFiles(forDocument: document, listed: listed).map { file in
                localizations(of: file, read: &read)?.developmentRegion.map(languageCode)
            })
            if regions.count == 1, let region = regions.first! { result[document] = region }
        }
        return result
    }

    /// What the project file at `file` says of its localizations, read once a run however many
    /// documents and checks ask (`read` keeps what was read, nil for a file that cannot be).
    static func localizations(of file: String, read: inout [String: ProjectFileLocalizations?]) -> ProjectFileLocalizations? {
        if let known = read[file] { return known }
        let localizations = file.hasSuffix("/Package.swift") || file == "Package.swift"
            ? ProjectFileLocalizations(packageManifest: file) : ProjectFileLocalizations(projectFile: file)
        read[file] = localizations
        return localizations
    }

    /// `en` for `en` and for `English`: the names projects and `.lproj` folders gave the first
    /// languages before Xcode wrote language codes (Apple's "Language and Locale IDs": the
    /// legacy `English.lproj` is `en.lproj`).
    static func languageCode(_ name: String) -> String {
        legacyLanguageNames[name] ?? name
    }

    /// Whether a table's language reads the Base texts as written: the development language
    /// itself, or a regional variant of it (`en-US`, `en_GB`, `es-419` of `en` and `es`; not
    /// a script, `zh-Hans`, which is another writing). A first run: an `en-US` table beside an
    /// English Base, 8 texts reported untranslated that its users read in English.
    static func readsBaseTexts(_ language: String, developmentLanguage: String) -> Bool {
        let code = languageCode(language)
        if code == developmentLanguage { return true }
        guard let separator = code.firstIndex(where: { $0 == "-" || $0 == "_" }), code[..<separator] == developmentLanguage else { return false }
        let region = code[code.index(after: separator)...]
        return (region.count == 2 && region.allSatisfy(\.isLetter)) || (region.count == 3 && region.allSatisfy(\.isNumber))
    }

    static let legacyLanguageNames = ["English": "en", "French": "fr", "German": "de", "Japanese": "ja",
                                      "Spanish": "es", "Italian": "it", "Dutch": "nl"]
}
