import NibModel

/// Findings of a document's localized copies, said once.
///
/// Before Base internationalization, and in apps that still localize so, each language has a
/// copy of the document (`ru.lproj/Main.xib` beside `Base.lproj/Main.xib`) that Xcode keeps in
/// step with the Base one, with the same object ids. A mistake in the Base document is in every
/// copy: a first run reported each layout and image finding of an app's documents three times,
/// once per copy (30 warnings for 9 causes). A copy's finding of the same rule on the same
/// object, with the same objects at its related places (a conflict's other constraints), as
/// one of the Base document's is left out, and its place becomes a related place of the Base
/// finding; messages are not compared, as they name objects by their localized texts. What only
/// a copy has (a constraint a translator changed) stays its own.
/// Translation findings are located in tables, never in copies, and are not touched.
enum LanguageCopies {
    /// `diagnostics` with the findings of localized copies among `documents` that their Base
    /// document has too folded into the Base ones.
    static func grouped(_ diagnostics: [Diagnostic], documents: [String]) -> [Diagnostic] {
        let baseOf = baseDocuments(of: documents)
        guard !baseOf.isEmpty else { return diagnostics }
        struct Cause: Hashable {
            let file: String, code: String, objectID: String?, relatedIDs: [String]
            init(_ diagnostic: Diagnostic, file: String) {
                self.file = file
                code = diagnostic.code
                objectID = diagnostic.objectID
                relatedIDs = diagnostic.related.compactMap(\.objectID).sorted()
            }
        }
        // The Base documents' findings by cause, first of each.
        var positions: [Cause: Int] = [:]
        for (position, diagnostic) in diagnostics.enumerated() {
            guard let file = diagnostic.location?.file, baseOf[file] == nil else { continue }
            let cause = Cause(diagnostic, file: file)
            if positions[cause] == nil { positions[cause] = position }
        }
        var result = diagnostics
        var folded = Set<Int>()
        for (position, diagnostic) in diagnostics.enumerated() {
            guard let location = diagnostic.location, let base = baseOf[location.file],
                  let basePosition = positions[Cause(diagnostic, file: base)] else { continue }
            result[basePosition].related.append(RelatedLocation(location: location, message: "the same in \(PathNames.fileName(PathNames.folder(location.file)))",
                                                                objectID: diagnostic.objectID))
            folded.insert(position)
        }
        return folded.isEmpty ? diagnostics : result.indices.filter { !folded.contains($0) }.map { result[$0] }
    }

    /// For each document in a language folder other than `Base.lproj` whose Base version is among
    /// `documents` (`App/Base.lproj/Main.xib` for `App/ru.lproj/Main.xib`), that Base version.
    static func baseDocuments(of documents: [String]) -> [String: String] {
        let all = Set(documents)
        var result: [String: String] = [:]
        for document in documents {
            let folder = PathNames.folder(document)
            let folderName = PathNames.fileName(folder)
            guard folderName.hasSuffix(".lproj"), folderName != "Base.lproj" else { continue }
            let base = PathNames.join(PathNames.join(PathNames.folder(folder), "Base.lproj"), PathNames.fileName(document))
            if all.contains(base) { result[document] = base }
        }
        return result
    }
}
