import NibLocalization
import NibModel

/// A document's translations matched against its localizable strings once, for the six
/// localization rules to share: each translated string is looked up once (a project of fifty
/// languages asks one look-up per entry, not one per rule), and each file's keys are grouped
/// once.
struct TranslationMatches {
    /// One translated key of one file: where it was read, and the localizable string it translates.
    struct TranslatedKey {
        /// The place of the translation in `translations.translations`, and of the string in it.
        let translation: Int
        let entry: Int
        /// The place of the localizable string in `strings`; nil for a stale key.
        let match: Int?
        /// The other languages of a String Catalog that translate the key, by their translation's
        /// place and the string's place in it (a table is one language: none).
        var alsoIn: [(translation: Int, entry: Int)] = []
    }

    let translations: DocumentTranslations
    /// The document's localizable strings, sorted by key; none when it has no translations.
    let strings: [LocalizableString]
    /// The place of each key in `strings`.
    let index: [String: Int]
    /// Per translation, per string in file order: the place of its localizable string, nil for a
    /// key the document does not localize.
    let matches: [[Int?]]
    /// Each translated key once per file, in file order (a catalog's languages share its keys).
    let keys: [TranslatedKey]
    /// Per translation, its stale entries whose object was recreated under a new id: entry →
    /// the place in `strings` of the new object's text (`recreatedObjects`).
    let recreatedAs: [[Int: Int]]
    /// Per translation, the inverse: the place in `strings` → the stale entry that translates it.
    let recreatedFrom: [[Int: Int]]

    /// - Parameters:
    ///   - listed: folder listings the run already made (`TranslationFiles`).
    ///   - unshipped: tables no product ships (`ShippedTables`): not the document's translations.
    init(document: IBDocument, listed: [String: [FolderEntry]], unshipped: Set<String> = []) {
        translations = Self.documentsOwn(DocumentTranslations.read(forDocument: document.path, listed: listed, excluding: unshipped),
                                         of: document)
        guard !translations.translations.isEmpty else {
            (strings, index, matches, keys, recreatedAs, recreatedFrom) = ([], [:], [], [], [], [])
            return
        }
        // Sorted by key, each key once: a place per key.
        strings = LocalizableStrings.extract(from: document)
        var index = [String: Int](minimumCapacity: strings.count)
        for (place, string) in strings.enumerated() { index[string.key] = place }
        self.index = index
        matches = translations.translations.map { translation in translation.strings.map { index[$0.key] } }
        var languagesPerFile: [String: Int] = [:]
        for translation in translations.translations { languagesPerFile[translation.file, default: 0] += 1 }
        var keys: [TranslatedKey] = []
        // A catalog's languages are read one after another; their keys meet by their place.
        var slots: [SourceLocation: Int] = [:]
        for (place, translation) in translations.translations.enumerated() {
            let shared = languagesPerFile[translation.file]! > 1
            for (entry, string) in translation.strings.enumerated() {
                if shared, let slot = slots[string.location] {
                    keys[slot].alsoIn.append((place, entry))
                    continue
                }
                if shared { slots[string.location] = keys.count }
                keys.append(TranslatedKey(translation: place, entry: entry, match: matches[place][entry]))
            }
        }
        self.keys = keys
        let strings = self.strings
        // Made once for all languages (a set per table cost a fetched app of 38 languages
        // 2.4 M instructions).
        let localized = Set(strings.map(\.objectID))
        let recreatedAs = zip(translations.translations, matches).map {
            Self.recreatedObjects($0, matches: $1, strings: strings, localizedObjects: localized)
        }
        self.recreatedAs = recreatedAs
        recreatedFrom = recreatedAs.map { Dictionary(uniqueKeysWithValues: $0.map { ($1, $0) }) }
    }

    /// The stale entries of one translation whose object was deleted and made again under a new
    /// id (IB gives a pasted or redrawn view a new one): the entry's comment records a text, its
    /// class and property that a string of the document still has, one the translation lacks.
    /// Paired only where the text names one such entry and one such string, so that a pairing
    /// is never a guess between two labels that say "Name", and only for an entry whose object
    /// has no text in the document now (one that has is a key typed with the wrong property,
    /// `LocalizationStaleKeyRule`'s other hint). Entry → place in `strings`.
    /// `localizedObjects`: the ids of the objects `strings` are of.
    static func recreatedObjects(_ translation: Translation, matches: [Int?], strings: [LocalizableString],
                                 localizedObjects localized: Set<String>) -> [Int: Int] {
        let stale = matches.indices.filter { matches[$0] == nil }
        guard !stale.isEmpty else { return [:] }
        struct Signature: Hashable { let className, property, text: String }
        var staleBySignature: [Signature: [Int]] = [:]
        for entry in stale {
            let string = translation.strings[entry]
            // `ID.property`, split on its bytes (Characters cost that app's tables 3.3 M).
            let key = string.key
            guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")), !localized.contains(String(key[..<dot])),
                  let comment = string.comment, let text = comment.baseText, !text.isEmpty else { continue }
            staleBySignature[Signature(className: comment.className, property: String(key[key.utf8.index(after: dot)...]),
                                       text: text), default: []].append(entry)
        }
        guard !staleBySignature.isEmpty else { return [:] }
        var translated = [Bool](repeating: false, count: strings.count)
        for case let match? in matches { translated[match] = true }
        var missingBySignature: [Signature: [Int]] = [:]
        for (place, string) in strings.enumerated() where !translated[place] {
            let signature = Signature(className: string.className, property: string.property, text: string.value)
            if staleBySignature[signature] != nil { missingBySignature[signature, default: []].append(place) }
        }
        var paired: [Int: Int] = [:]
        for (signature, entries) in staleBySignature where entries.count == 1 {
            if let places = missingBySignature[signature], places.count == 1 { paired[entries[0]] = places[0] }
        }
        return paired
    }

    /// The translations that are the document's: a document in no `.lproj` folder has no Base
    /// version to pair it with its tables by, and a table of its name none of whose keys names
    /// one of its objects or has an Interface Builder id is another's, a table its code reads by
    /// that name (a first run on a
    /// real app: a vendored picker's `albums.title` keys read with
    /// `NSLocalizedStringFromTableInBundle`, each reported stale, every text of the storyboard
    /// beside it untranslated).
    static func documentsOwn(_ found: DocumentTranslations, of document: IBDocument) -> DocumentTranslations {
        guard !PathNames.fileName(PathNames.folder(document.path)).hasSuffix(".lproj") else { return found }
        var own = found
        own.translations = found.translations.filter { translation in
            translation.strings.isEmpty || translation.strings.contains { string in
                guard let dot = string.key.firstIndex(of: ".") else { return false }
                let id = string.key[..<dot]
                return document.object(String(id)) != nil || Self.isInterfaceBuilderID(id)
            }
        }
        return own
    }

    /// Whether an id is one Interface Builder makes: `abc-12-xyz`, or a number in documents
    /// from before Xcode 5. A table keyed by such ids is an ibtool table, even with every key
    /// stale (a first run: an unlocalized storyboard's old Italian table, 3 true stale keys).
    static func isInterfaceBuilderID(_ id: Substring) -> Bool {
        let bytes = Array(id.utf8)
        func alphanumeric(_ range: Range<Int>) -> Bool {
            bytes[range].allSatisfy { (48...57).contains($0) || (65...90).contains($0) || (97...122).contains($0) }
        }
        if bytes.count == 10, bytes[3] == UInt8(ascii: "-"), bytes[6] == UInt8(ascii: "-") {
            return alphanumeric(0..<3) && alphanumeric(4..<6) && alphanumeric(7..<10)
        }
        return !bytes.isEmpty && bytes.allSatisfy { (48...57).contains($0) }
    }

    func string(_ key: TranslatedKey) -> TranslatedString { translations.translations[key.translation].strings[key.entry] }

    /// The languages that translate a key in its file.
    func languages(_ key: TranslatedKey) -> [String] {
        ([key.translation] + key.alsoIn.map(\.translation)).map { translations.translations[$0].language }
    }

    /// Each language's translation of a key in its file, with the translation's place: one for
    /// a table, one per language for a String Catalog.
    func strings(_ key: TranslatedKey) -> [(translation: Int, string: TranslatedString)] {
        ([(key.translation, key.entry)] + key.alsoIn).map { ($0.translation, translations.translations[$0.translation].strings[$0.entry]) }
    }
}
