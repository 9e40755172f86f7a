import NibModel

/// Findings of a document's localized copies, said once.
///
/// Before Base internationalization, and in apps that still localize so, each language has a
/// copy of the document (`ru.lproj/Main.xib` beside `Base.lproj/Main.xib`) that Xcode keeps in
/// step with the Base one, with the same object ids. A mistake in the Base document is in every
/// copy: a first run reported each layout and image finding of an app's documents three times,
/// once per copy (30 warnings for 9 causes). A copy's finding of the same rule on the same
/// objects, its own and those at its related places (a conflict's other constraints, the views
/// one cause leaves open) whichever leads, as one of the Base document's is left out, and its
/// place becomes a related place of the Base finding; messages are not compared, as they name
/// objects by their localized texts. What only a copy has (a constraint a translator changed)
/// stays its own. Copies with no Base document (an app localized before Base
/// internationalization: `en.lproj/Main.xib`, `de.lproj/Main.xib`) are said once at one of
/// them, English's where there is one (a first run: one cause said in each of three copies);
/// one the speaking copy lacks, at the first copy that has it.
/// Translation findings are located in tables, never in copies, and are not touched.
enum LanguageCopies {
    /// `diagnostics` with the findings of localized copies among `documents` that the copy
    /// speaking for them (`representatives(of:)`) has too folded into its own.
    static func grouped(_ diagnostics: [Diagnostic], documents: [String]) -> [Diagnostic] {
        let speakerOf = representatives(of: documents)
        guard !speakerOf.isEmpty else { return diagnostics }
        // The objects a finding names, its own and its related places', as a set: a grouped
        // finding is led by its first view in document order, which a copy may write in
        // another order (a first run: a window's eight open views, led by another in `ru.lproj`).
        struct Cause: Hashable {
            let file: String, code: String, objectIDs: Set<String>
            init(_ diagnostic: Diagnostic, file: String) {
                self.file = file
                code = diagnostic.code
                objectIDs = Set(([diagnostic.objectID] + diagnostic.related.map(\.objectID)).compactMap { $0 })
            }
        }
        // The speaking copies' findings (Base documents' above all) by cause, first of each.
        var positions: [Cause: Int] = [:]
        for (position, diagnostic) in diagnostics.enumerated() {
            guard let file = diagnostic.location?.file, speakerOf[file] == nil else { continue }
            let cause = Cause(diagnostic, file: file)
            if positions[cause] == nil { positions[cause] = position }
        }
        var result = diagnostics
        var folded = Set<Int>()
        // A cause the speaking copy does not have is said once too, at the first copy that has
        // it (a first run: an app's 20 translated main menus with Auto Layout off, each
        // warned about, while the English one, the speaker, has it on).
        var copyLeaders: [Cause: Int] = [:]
        for (position, diagnostic) in diagnostics.enumerated() {
            guard let location = diagnostic.location, let speaker = speakerOf[location.file] else { continue }
            let cause = Cause(diagnostic, file: speaker)
            guard let leader = positions[cause] ?? copyLeaders[cause] else {
                copyLeaders[cause] = position
                continue
            }
            result[leader].related.append(RelatedLocation(location: location, message: "the same in \(PathNames.fileName(PathNames.folder(location.file)))",
                                                          objectID: diagnostic.objectID))
            folded.insert(position)
        }
        return folded.isEmpty ? diagnostics : result.indices.filter { !folded.contains($0) }.map { result[$0] }
    }

    /// For each document among `documents` in a language folder whose other language folders
    /// hold copies of it, the copy that speaks for them all, when it is another: the Base version
    /// (`App/Base.lproj/Main.xib` for `App/ru.lproj/Main.xib`), or with none the English copy
    /// (`en.lproj`, `English.lproj`), or with none the first copy by path.
    static func representatives(of documents: [String]) -> [String: String] {
        // The copies of one document: same file name, language folders in one folder.
        var copies: [String: [String]] = [:]
        for document in documents {
            let folder = PathNames.folder(document)
            guard PathNames.fileName(folder).hasSuffix(".lproj") else { continue }
            copies[PathNames.join(PathNames.folder(folder), PathNames.fileName(document)), default: []].append(document)
        }
        var result: [String: String] = [:]
        for family in copies.values where family.count > 1 {
            let language = { (copy: String) in PathNames.fileName(PathNames.folder(copy)) }
            let speaker = family.first { language($0) == "Base.lproj" }
                ?? family.first { language($0) == "en.lproj" } ?? family.first { language($0) == "English.lproj" }
                ?? family.min()!
            for copy in family where copy != speaker { result[copy] = speaker }
        }
        return result
    }
}
