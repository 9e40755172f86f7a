/// The writing systems whose letters no Latin-script language uses, by Unicode's blocks: what
/// the localization rules tell a text's language by (`LocalizationOutdatedRule`: a comment in a
/// script the Base texts never use; `LocalizationMissingKeyRule`: a Base text already in the
/// script of a table's language).
enum WritingScript: CaseIterable, Hashable {
    case greek, cyrillic, armenian, hebrew, arabic, devanagari, thai, georgian, hangul, kana, han

    /// Unicode's blocks of the script.
    var blocks: [ClosedRange<UInt32>] {
        switch self {
        case .greek: [0x0370...0x03FF]
        case .cyrillic: [0x0400...0x052F]
        case .armenian: [0x0530...0x058F]
        case .hebrew: [0x0590...0x05FF]
        case .arabic: [0x0600...0x06FF]
        case .devanagari: [0x0900...0x097F]
        case .thai: [0x0E00...0x0E7F]
        case .georgian: [0x10A0...0x10FF]
        case .hangul: [0x1100...0x11FF, 0xAC00...0xD7AF]
        case .kana: [0x3040...0x30FF]
        case .han: [0x3400...0x9FFF]
        }
    }

    /// The scripts of a text's letters, of these.
    static func scripts(of text: String) -> Set<WritingScript> {
        var scripts = Set<WritingScript>()
        for scalar in text.unicodeScalars where scalar.value >= 0x370 {
            if let script = allCases.first(where: { $0.blocks.contains { $0.contains(scalar.value) } }) { scripts.insert(script) }
        }
        return scripts
    }

    /// The scripts a language is written in (a table's `.lproj` name: `ko`, `zh-Hans`, `ru`),
    /// when it is written in these; nil for a Latin-script language or one not listed.
    static func scripts(ofLanguage language: String) -> Set<WritingScript>? {
        languages[String(DevelopmentRegions.languageCode(language).prefix { $0 != "-" && $0 != "_" })]
    }

    private static let languages: [String: Set<WritingScript>] = [
        "el": [.greek], "ru": [.cyrillic], "uk": [.cyrillic], "bg": [.cyrillic], "sr": [.cyrillic], "be": [.cyrillic], "mk": [.cyrillic],
        "kk": [.cyrillic], "hy": [.armenian], "he": [.hebrew], "ar": [.arabic], "fa": [.arabic], "ur": [.arabic], "hi": [.devanagari],
        "mr": [.devanagari], "ne": [.devanagari], "th": [.thai], "ka": [.georgian], "ko": [.hangul], "ja": [.kana, .han], "zh": [.han],
    ]
}
