import NibLocalization
import NibModel

/// Translations a change leaves without an object: keys of the tables beside the document
/// (`*.lproj/NAME.strings`, `.xcstrings`) that the old version localizes and the new one no
/// longer does, grouped by the removed or re-created object they hang from.
public struct OrphanedTranslation: Hashable, Sendable {
    /// The object of the old version the keys belonged to (the top of a removed subtree).
    public var oldID: String
    /// Its id in the new version when it was re-created under another id.
    public var newID: String?
    /// The orphaned keys, sorted.
    public var keys: [String]
    /// Languages that translate at least one of them, sorted.
    public var languages: [String]
    /// `removes label "Title" (abc-12-xyz): its text is translated in 2 languages (de, fr)`.
    public var message: String

    /// What `old` → `new` orphans among `translations`.
    public static func find(_ diff: DocumentDiff, old: IBDocument, new: IBDocument,
                            translations: DocumentTranslations) -> [OrphanedTranslation] {
        let languagesByKey = translations.languagesByKey()
        guard !languagesByKey.isEmpty else { return [] }
        let kept = Set(LocalizableStrings.extract(from: new).map(\.key))
        let names = old.naming
        var byOwner: [String: [LocalizableString]] = [:]
        for string in LocalizableStrings.extract(from: old) where languagesByKey[string.key] != nil && !kept.contains(string.key) {
            byOwner[owner(of: string.objectID, in: old, diff: diff), default: []].append(string)
        }
        return byOwner.keys.sorted { (old.object($0)?.node ?? NodeIndex(0)) < (old.object($1)?.node ?? NodeIndex(0)) }.map { ownerID in
            let strings = byOwner[ownerID]!
            let languages = Array(Set(strings.flatMap { languagesByKey[$0.key]! })).sorted()
            let newID = diff.matching.newForOld[ownerID]
            let inLanguages = "\(languages.count) language\(languages.count == 1 ? "" : "s") (\(languages.joined(separator: ", ")))"
            let what = strings.count == 1 && strings[0].objectID == ownerID ? "its text is translated in \(inLanguages)"
                : "\(strings.count) of its strings are translated in \(inLanguages)"
            // Translations are keyed by id: the id is always said, once.
            let name = names.name(of: ownerID)
            let named = name.contains(ownerID) ? name : "\(name) (\(ownerID))"
            let message: String
            if let newID, newID != ownerID {
                message = "re-creates \(named) as \(newID): \(what), keyed by the old id"
            } else if newID != nil {
                message = "removes the text of \(named) (\(strings.map(\.property).joined(separator: ", "))): \(what)"
            } else {
                message = "removes \(named): \(what)"
            }
            return OrphanedTranslation(oldID: ownerID, newID: newID, keys: strings.map(\.key).sorted(), languages: languages,
                                       message: message)
        }
    }

    /// The object a lost key is reported under: the object itself when the new version still has
    /// it (under its id or another), else the topmost removed object above it.
    private static func owner(of id: String, in old: IBDocument, diff: DocumentDiff) -> String {
        guard diff.matching.newForOld[id] == nil else { return id }
        var top = id
        while let parent = old.object(top)?.parentID, diff.matching.newForOld[parent] == nil, old.object(parent) != nil {
            top = parent
        }
        return top
    }
}
