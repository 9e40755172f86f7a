@testable import NibLint
import Testing

/// Which tables read the Base texts as written: the development language's, by its code or its
/// legacy name, and its regional variants'; not another language's, nor another script's.
@Test func regionalVariantsOfTheDevelopmentLanguageReadTheBaseTexts() {
    for language in ["en", "English", "en-US", "en_GB", "en-AU"] {
        #expect(DevelopmentRegions.readsBaseTexts(language, developmentLanguage: "en"), "\(language)")
    }
    #expect(DevelopmentRegions.readsBaseTexts("es-419", developmentLanguage: "es"))
    for language in ["de", "eo", "enx", "en-Latn", "de-CH"] {
        #expect(!DevelopmentRegions.readsBaseTexts(language, developmentLanguage: "en"), "\(language)")
    }
    #expect(!DevelopmentRegions.readsBaseTexts("zh-Hant", developmentLanguage: "zh"))
}
