import NibLocalization
import NibModel
import XcodeProject

/// The translation tables beside Base documents that their Xcode project does not build: a
/// project lists each localization of a document as a child of its variant group
/// (`path = de.lproj/Main.strings;`), and a table on disk that the project lists nowhere, while
/// it lists the Base document, is copied into no product. The same holds for a document kept in
/// its development language's folder, as before Base internationalization (`ja.lproj/Main.xib`,
/// listed by that folder; a first run: an untranslated copy of such an app's table, in no
/// target, gave 5 stale-key warnings and 8 notes). Its keys say nothing of what users
/// see (first runs: tables exported beside localized xibs the project builds instead, 40
/// warnings and 13 notes; two languages an app dropped from its project but kept on disk, 2
/// errors, 3 warnings and 702 notes).
///
/// A document in no language folder is not localized at all: Xcode compiles a table into a
/// language's copy of a document only for a Base document of a variant group, so the tables
/// beside such a document apply only where the project lists them (a first run: 184 warnings
/// and notes of one app's tables beside a storyboard its project lists as a plain file, the
/// tables in no project).
///
/// Read from the project files' bytes (`ProjectFileLocalizations`), parsed only when they
/// synchronise folders. Nothing is concluded without a project file in the walked folders, for
/// a table in a synchronised folder (its files are not listed), for a Base document the project
/// does not list by its language folder, or for String Catalogs.
enum ShippedTables {
    /// The tables of `documents` their projects leave out of every build.
    /// - Parameter projectFiles: the project files read so far (`DevelopmentRegions.localizations(of:read:)`).
    static func unshipped(ofDocuments documents: some Sequence<String>, listed: [String: [FolderEntry]],
                          projectFiles read: inout [String: ProjectFileLocalizations?]) -> Set<String> {
        // What the projects of a folder list together, once per folder's projects.
        var filesOfProjects: [[String]: ProjectListing?] = [:]
        var unshipped = Set<String>()
        for document in documents {
            // A document in a language folder, Base's or (localized before Base
            // internationalization) its development language's (`ja.lproj/Main.xib`).
            let isInLanguageFolder = PathNames.fileName(PathNames.folder(document)).hasSuffix(".lproj")
            let tables = TranslationFiles.paths(forDocument: document, listed: listed).filter { $0.hasSuffix(".strings") }
            guard !tables.isEmpty else { continue }
            let projectFiles = DevelopmentRegions.projectFiles(forDocument: document, listed: listed)
            if filesOfProjects[projectFiles] == nil {
                let projects = projectFiles.compactMap { DevelopmentRegions.localizations(of: $0, read: &read) }
                let folders = projects.map(\.synchronizedFolders)
                let judged = !projects.isEmpty && projects.count == projectFiles.count && !folders.contains { $0 == nil }
                filesOfProjects[projectFiles] = .some(judged ? ProjectListing(entries: projects.reduce(into: []) { $0.formUnion($1.localizedFiles.map { $0.lowercased() }) },
                                                                            synchronizedFolders: folders.flatMap { $0! }) : nil)
            }
            guard let listing = filesOfProjects[projectFiles]!, !isInLanguageFolder || listing.entries.contains(languageFolderEntry(of: document)) else { continue }
            // A table of a language folder the project lists as a group (`de.lproj/`) may be
            // listed by its name alone, one in a synchronised folder is built unlisted: nothing
            // is concluded for them.
            unshipped.formUnion(tables.filter { table in
                !listing.entries.contains(languageFolderEntry(of: table)) && !listing.entries.contains(PathNames.fileName(PathNames.folder(table)).lowercased() + "/")
                    && !listing.synchronizedFolders.contains { table.hasPrefix($0 + "/") }
            })
        }
        return unshipped
    }

    /// What a folder's projects list: `localizedFiles` entries (`de.lproj/Main.strings`), in
    /// lower case: a Mac's file system ignores case by default, so Xcode builds the table
    /// `zh-hans.lproj/Main.strings` that a project lists as `zh-Hans.lproj/Main.strings` (a first
    /// run: a table so written judged unshipped, its stale key unreported); and the folders they
    /// synchronise, whose files they build unlisted.
    private struct ProjectListing {
        var entries: Set<String>
        var synchronizedFolders: [String]
    }

    /// `de.lproj/main.strings` for `App/de.lproj/Main.strings`: a listing's entry, in lower case.
    private static func languageFolderEntry(of path: String) -> String {
        (PathNames.fileName(PathNames.folder(path)) + "/" + PathNames.fileName(path)).lowercased()
    }
}
