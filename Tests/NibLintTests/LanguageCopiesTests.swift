@testable import NibLint
import NibModel
import Testing

/// A finding that groups several views (one cause leaving them all open) is led by its first
/// view in document order; a localized copy may write them in another order. The copy's finding
/// names the same objects, so it is said once, at the Base document's.
@Test func aCopysGroupedFindingLedByAnotherViewIsTheBaseOnes() {
    func finding(_ file: String, lead: String, others: [String]) -> Diagnostic {
        Diagnostic(code: "layout-ambiguous", severity: .warning, message: "\(lead): Need constraints for: Y position or height",
                   location: SourceLocation(file: file, line: 1, column: 1), objectID: lead,
                   related: others.map { RelatedLocation(location: SourceLocation(file: file, line: 2, column: 1), message: "left open with it", objectID: $0) })
    }
    let base = "App/Base.lproj/Main.xib", russian = "App/ru.lproj/Main.xib"
    let grouped = LanguageCopies.grouped([finding(base, lead: "a", others: ["b", "c"]), finding(russian, lead: "b", others: ["c", "a"])],
                                         documents: [base, russian])
    #expect(grouped.count == 1)
    #expect(grouped.first?.location?.file == base)
    #expect(grouped.first?.related.last?.message == "the same in ru.lproj")
    // A copy's finding that names other objects stays its own.
    let apart = LanguageCopies.grouped([finding(base, lead: "a", others: ["b"]), finding(russian, lead: "a", others: ["d"])],
                                       documents: [base, russian])
    #expect(apart.count == 2)
}

/// A cause the speaking copy (here English's, with no Base document) does not have is said once
/// too, at the first copy that has it, the others its related places (a first run: 20
/// translated main menus with Auto Layout off beside an English one with it on, 20 warnings).
@Test func aCauseTheSpeakerLacksIsSaidOnceAtTheFirstCopy() {
    let english = "App/en.lproj/MainMenu.xib", arabic = "App/ar.lproj/MainMenu.xib", german = "App/de.lproj/MainMenu.xib"
    func finding(_ file: String) -> Diagnostic {
        Diagnostic(code: "autolayout-disabled", severity: .warning, message: "Auto Layout is off",
                   location: SourceLocation(file: file, line: 2, column: 1), objectID: nil)
    }
    let grouped = LanguageCopies.grouped([finding(arabic), finding(german)], documents: [arabic, german, english])
    #expect(grouped.map { $0.location?.file } == [arabic])
    #expect(grouped.first?.related.map(\.message) == ["the same in de.lproj"])
}
