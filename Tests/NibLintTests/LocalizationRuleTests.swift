import Foundation
import NibLocalization
import NibModel
@testable import NibLint
import XCTest

/// The localization rules on the LocalizedApp fixture, and on real localized documents of the
/// corpus (NIBKIT_CORPUS; skipped when unset) after deleting a view or changing a text in Base.
final class LocalizationRuleTests: XCTestCase {
    static let ruleIDs = [LocalizationStaleKeyRule.self, LocalizationMissingKeyRule.self, LocalizationOutdatedRule.self,
                          LocalizationFormatMismatchRule.self, LocalizationDuplicateKeyRule.self,
                          LocalizationUnreadableRule.self].map { ($0 as any Rule.Type).description.id }
    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/LocalizedApp").path

    static func lint(_ folder: String, only rules: [String] = ruleIDs) throws -> [Diagnostic] {
        let linter = try Linter(configuration: Configuration(baseDirectory: folder), commandLine: RuleSelection(only: rules))
        return try linter.lint(paths: [folder]).diagnostics
    }

    /// A Base edit the development language's own table still has the old text of never shows
    /// in that language: the note says so, not that the translation "may say something else".
    func testAnOutdatedEntryOfTheDevelopmentLanguagesTableSaysTheEditNeverShows() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-devlanguage-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let before = try Self.lint(folder, only: [LocalizationOutdatedRule.description.id])
        XCTAssertEqual(before.map(\.message).filter { $0.hasSuffix("the translation in fr may say something else") }.count, 1, "\(before)")
        try "let package = Package(name: \"App\", defaultLocalization: \"fr\")\n".write(toFile: folder + "/Package.swift", atomically: true, encoding: .utf8)
        let after = try Self.lint(folder, only: [LocalizationOutdatedRule.description.id])
        XCTAssertEqual(after.map(\.message).filter { $0.hasSuffix("fr, the development language, shows this table's text, so the edit never shows there") }.count,
                       1, "\(after)")
    }

    /// A translation written for an object of another class, with another text, shows on the
    /// object its id names now: one stale-key warning, and no outdated note for the same
    /// entry. The same text under another class is not another object's.
    func testAnIDGivenToAnotherObjectIsOneStaleKey() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-reused-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/it.lproj", withIntermediateDirectories: true)
        func findings(_ comment: String) throws -> [Diagnostic] {
            try "/* \(comment) ObjectID = \"wLc-Lb-001\"; */\n\"wLc-Lb-001.text\" = \"Cerca\";\n"
                .write(toFile: folder + "/it.lproj/Main.strings", atomically: true, encoding: .utf8)
            return try Self.lint(folder, only: [LocalizationStaleKeyRule.description.id, LocalizationOutdatedRule.description.id])
                .filter { $0.location?.file.hasSuffix("it.lproj/Main.strings") == true }
        }
        let reused = try findings("Class = \"UITextField\"; text = \"Search\";")
        XCTAssertEqual(reused.map(\.code), ["localization-stale-key"], "\(reused)")
        XCTAssertTrue(reused.first?.message.contains("was written for class UITextField \"Search\", but Main.storyboard gives id wLc-Lb-001 to UILabel \"Welcome back\" now") == true,
                      "\(reused)")
        XCTAssertEqual(try findings("Class = \"UILabel\"; text = \"Search\";").map(\.code), ["localization-outdated"])
        XCTAssertEqual(try findings("Class = \"UITextField\"; text = \"Welcome back\";"), [])
    }

    /// A table column's text data cell draws each row's value: a translation of its own text,
    /// even one Base has since emptied, shows nowhere and is not reported; nor is its text
    /// missing from a table. A check box data cell's title shows in every row: still reported.
    func testATableColumnsTextDataCellIsNeverShown() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-datacell-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for language in ["Base", "fr"] { try FileManager.default.createDirectory(atPath: folder + "/\(language).lproj", withIntermediateDirectories: true) }
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.Cocoa.XIB" version="3.0" toolsVersion="22505" targetRuntime="MacOSX.Cocoa" propertyAccessControl="none">
            <objects>
                <customObject id="-2" userLabel="File's Owner"/>
                <scrollView id="dCe-Sv-001">
                    <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
                    <clipView key="contentView" id="dCe-Cv-002">
                        <rect key="frame" x="1" y="1" width="298" height="198"/>
                        <subviews>
                            <tableView id="dCe-Tv-003">
                                <rect key="frame" x="0.0" y="0.0" width="298" height="198"/>
                                <tableColumns>
                                    <tableColumn identifier="city" width="200" minWidth="40" maxWidth="1000" id="dCe-Tc-004">
                                        <tableHeaderCell key="headerCell" alignment="left" title="City"/>
                                        <textFieldCell key="dataCell" lineBreakMode="clipping" alignment="left" id="dCe-Dc-005"/>
                                    </tableColumn>
                                    <tableColumn identifier="on" width="60" minWidth="40" maxWidth="1000" id="dCe-Tc-006">
                                        <tableHeaderCell key="headerCell" alignment="left" title="On"/>
                                        <buttonCell key="dataCell" type="check" title="Visit" bezelStyle="regularSquare" imagePosition="left" id="dCe-Dc-007"/>
                                    </tableColumn>
                                </tableColumns>
                            </tableView>
                        </subviews>
                    </clipView>
                </scrollView>
            </objects>
        </document>
        """.write(toFile: folder + "/Base.lproj/Cities.xib", atomically: true, encoding: .utf8)
        try """
        /* Class = "NSTableColumn"; headerCell.title = "City"; ObjectID = "dCe-Tc-004"; */
        "dCe-Tc-004.headerCell.title" = "Ville";

        /* Class = "NSTextFieldCell"; title = "Redwood City"; ObjectID = "dCe-Dc-005"; */
        "dCe-Dc-005.title" = "Redwood City";

        /* Class = "NSTableColumn"; headerCell.title = "On"; ObjectID = "dCe-Tc-006"; */
        "dCe-Tc-006.headerCell.title" = "Oui";

        """.write(toFile: folder + "/fr.lproj/Cities.strings", atomically: true, encoding: .utf8)
        let findings = try Self.lint(folder)
        XCTAssertEqual(findings.map(\.code), ["localization-missing-key"], "\(findings)")
        XCTAssertEqual(findings.first?.objectID, "dCe-Dc-007", "the check box's title shows: \(findings)")
    }

    /// A key given twice with the same text loses nothing: the finding says the copy is
    /// redundant; with two texts, that one of them is lost.
    func testADuplicateOfTheSameTextIsRedundantNotLost() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-duplicate-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/it.lproj", withIntermediateDirectories: true)
        try "\"wLc-Lb-001.text\" = \"Benvenuto\";\n\"wLc-Lb-001.text\" = \"Benvenuto\";\n"
            .write(toFile: folder + "/it.lproj/Main.strings", atomically: true, encoding: .utf8)
        let findings = try Self.lint(folder, only: [LocalizationDuplicateKeyRule.description.id]).filter { $0.location?.file.hasSuffix("it.lproj/Main.strings") == true }
        XCTAssertEqual(findings.count, 1, "\(findings)")
        XCTAssertTrue(findings.first?.message.hasSuffix("with the same text: the copy is redundant") == true, "\(findings)")
    }

    /// A comment records its entry's value when the two are one text, or one but for blanks,
    /// escaped line breaks and punctuation (a translator's final period).
    func testACommentRecordsItsValueButForPunctuation() {
        XCTAssertTrue(LocalizationOutdatedRule.recordsValue("Brug af et særligt sprog", "Brug af et særligt sprog."))
        XCTAssertTrue(LocalizationOutdatedRule.recordsValue("マージできません。\\n使用する", "マージできません。使用する"))
        XCTAssertFalse(LocalizationOutdatedRule.recordsValue("Importer", "Import"))
        XCTAssertFalse(LocalizationOutdatedRule.recordsValue("Version 3", "Version 4"))
    }

    /// The tables found in the folder listings of a lint's walk are those found on disk, for
    /// every document: Base ones, and none for a localized copy of a Base document, nor for a
    /// loose copy beside its language folders (a first run: a stale twin no target builds,
    /// its tables read against it, 4 false stale keys).
    func testTranslationFilesFromTheWalksListingsAreThoseOnDisk() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-listings-\(UUID().uuidString)").path
        try FileManager.default.copyItem(atPath: Self.fixture, toPath: folder)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.copyItem(atPath: folder + "/Base.lproj/About.xib", toPath: folder + "/de.lproj/About.xib")
        // A loose twin beside the language folders: the tables translate the Base version.
        try FileManager.default.copyItem(atPath: folder + "/Base.lproj/Main.storyboard", toPath: folder + "/Main.storyboard")
        // A table in Base.lproj, beside the document it would translate, translates nothing.
        try FileManager.default.copyItem(atPath: folder + "/de.lproj/Main.strings", toPath: folder + "/Base.lproj/Main.strings")
        let found = try FileDiscovery.discover(roots: [folder], configuration: Configuration(baseDirectory: folder))
        XCTAssertTrue(found.documents.contains(folder + "/de.lproj/About.xib"))
        for document in found.documents {
            XCTAssertEqual(TranslationFiles.paths(forDocument: document, listed: found.folderListings),
                           TranslationFiles.paths(forDocument: document), document)
        }
        XCTAssertEqual(TranslationFiles.paths(forDocument: folder + "/Base.lproj/Main.storyboard", listed: found.folderListings),
                       ["de", "fr"].map { folder + "/\($0).lproj/Main.strings" })
        XCTAssertEqual(TranslationFiles.paths(forDocument: folder + "/de.lproj/About.xib", listed: found.folderListings), [])
        XCTAssertEqual(TranslationFiles.paths(forDocument: folder + "/Main.storyboard", listed: found.folderListings), [])
        XCTAssertEqual(TranslationFiles.documents(translatedBy: folder + "/de.lproj/Main.strings"), [folder + "/Base.lproj/Main.storyboard"])
    }

    /// Copies localized with no Base version: a table beside a language's own copy translates
    /// none of the copies; a table in a language without a copy translates them (the tables of
    /// the development language's copy, written before Base internationalization).
    func testCopiesWithoutABaseVersionShipThemselves() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-copies-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let files = ["en.lproj/Prefs.xib", "de.lproj/Prefs.xib", "de.lproj/Prefs.strings", "nl.lproj/Prefs.xib", "nl.lproj/Prefs.strings",
                     "fr.lproj/Prefs.strings"]
        for file in files {
            try FileManager.default.createDirectory(atPath: PathNames.folder(folder + "/" + file), withIntermediateDirectories: true)
            try "".write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
        }
        for copy in ["en", "de", "nl"] {
            XCTAssertEqual(TranslationFiles.paths(forDocument: folder + "/\(copy).lproj/Prefs.xib"), [folder + "/fr.lproj/Prefs.strings"], copy)
        }
    }

    /// A String Catalog's languages share an entry's comment, not its translation: each
    /// language's value is judged against a Base edit on its own, as a table's is (a first run:
    /// one language that followed the edit silenced the note for every other).
    func testEachLanguageOfACatalogIsOutdatedOnItsOwn() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-catalog-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        for file in ["Base.lproj/Settings.xib", "mul.lproj/Settings.xcstrings"] {
            try FileManager.default.createDirectory(atPath: PathNames.folder(folder + "/" + file), withIntermediateDirectories: true)
            var text = try String(contentsOfFile: Self.fixture + "/" + file, encoding: .utf8)
            text = text.replacingOccurrences(of: "title=\"Show badge\"", with: "title=\"Show badge (JD)\"")
                .replacingOccurrences(of: "\"Kennzeichen zeigen\"", with: "\"Kennzeichen zeigen (JD)\"")
            try text.write(toFile: folder + "/" + file, atomically: true, encoding: .utf8)
        }
        let outdated = try Self.lint(folder, only: ["localization-outdated"])
        XCTAssertEqual(outdated.map(\.code), ["localization-outdated"], "\(outdated)")
        XCTAssertTrue(outdated.first?.message.hasSuffix("the translation in fr may say something else") == true, "\(outdated)")
    }

    /// A document with a String Catalog is translated by it alone: a `.strings` table beside it
    /// is a leftover of the migration to the catalog, which no target builds.
    func testACatalogSupersedesTheDocumentsTables() {
        let settings = Self.fixture + "/Base.lproj/Settings.xib"
        XCTAssertEqual(TranslationFiles.paths(forDocument: settings), [Self.fixture + "/mul.lproj/Settings.xcstrings"])
        XCTAssertEqual(TranslationFiles.paths(forDocument: settings, includingSuperseded: true),
                       [Self.fixture + "/de.lproj/Settings.strings", Self.fixture + "/mul.lproj/Settings.xcstrings"])
    }

    /// Exactly the mistakes Fixtures/LocalizedApp/README.md lists, each in its file, at its key's
    /// line, naming its key.
    func testFixtureFindingsAreTheDocumentedOnes() throws {
        let findings = try Self.lint(Self.fixture).map { finding in
            "\(finding.code) \(finding.location!.file.dropFirst(Self.fixture.count + 1)):\(finding.location!.line) "
                + finding.message.split(separator: "\"", omittingEmptySubsequences: false)[1]
        }
        XCTAssertEqual(findings, [
            "localization-format-mismatch de.lproj/Main.strings:9 cNt-Lb-001.text",
            "localization-stale-key de.lproj/Main.strings:12 oLd-Lb-001.text",
            "localization-unreadable fr.lproj/About.strings:3 vEr-Lb-001.text",
            "localization-missing-key fr.lproj/Main.strings:1 sRc-Tf-001.placeholder",
            "localization-outdated fr.lproj/Main.strings:15 sHr-Bt-001.normalTitle",
            "localization-duplicate-key fr.lproj/Main.strings:30 wLc-Lb-001.text",
            "localization-missing-key mul.lproj/Settings.xcstrings:28 bDg-Bt-001.ibShadowedToolTip",
            "localization-stale-key mul.lproj/Settings.xcstrings:59 oLd-Bc-001.title",
        ])
    }

    /// The table `nibcheck strings` generates for the fixture's storyboard is what its German
    /// table translates: the same keys, and comments naming the same classes and texts.
    func testGeneratedTableHasTheKeysAndCommentsOfTheFixturesTable() throws {
        let document = try IBDocument.read(path: Self.fixture + "/Base.lproj/Main.storyboard")
        let generated = try StringsTable.parse(Array(StringsFileWriter.text(of: LocalizableStrings.extract(from: document)).utf8),
                                               path: "generated")
        let german = try StringsTable.read(path: Self.fixture + "/de.lproj/Main.strings")
        let current = german.entries.filter { $0.key != "oLd-Lb-001.text" }
        XCTAssertEqual(generated.entries.map(\.key), current.map(\.key))
        XCTAssertEqual(generated.entries.map(\.comment), current.map(\.comment))
    }

    // MARK: Mutations of real localized documents

    /// A document of the corpus with its translation files, copied to a temporary folder in their
    /// `.lproj` layout.
    struct LocalizedCopy {
        let document: IBDocument
        let translations: DocumentTranslations
        let source: [UInt8]

        /// Writes the (changed) document and its translation files; returns the folder.
        func write(document bytes: [UInt8]) throws -> String {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-l10n-\(UUID().uuidString)").path
            func put(_ data: [UInt8], at original: String) throws {
                let lproj = PathNames.fileName(PathNames.folder(original))
                let target = folder + "/" + (lproj.hasSuffix(".lproj") ? lproj + "/" : "") + PathNames.fileName(original)
                try FileManager.default.createDirectory(atPath: PathNames.folder(target), withIntermediateDirectories: true)
                try Data(data).write(to: URL(fileURLWithPath: target))
            }
            try put(bytes, at: document.path)
            for file in Set(translations.translations.map(\.file)) {
                try put(Array(try Data(contentsOf: URL(fileURLWithPath: file))), at: file)
            }
            return folder
        }
    }

    /// Every corpus document with readable translations, in path order.
    static func localizedCorpusDocuments() throws -> [LocalizedCopy] {
        guard let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"] else { throw XCTSkip("NIBKIT_CORPUS is not set") }
        var found: [LocalizedCopy] = []
        let walker = FileManager.default.enumerator(atPath: corpus)
        var paths: [String] = []
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".xib") || relative.hasSuffix(".storyboard") { paths.append(corpus + "/" + relative) }
        }
        for path in paths.sorted() {
            let translations = DocumentTranslations.read(forDocument: path)
            guard !translations.translations.isEmpty, translations.unreadable.isEmpty,
                  let document = try? IBDocument.read(path: path) else { continue }
            found.append(LocalizedCopy(document: document, translations: translations,
                                       source: Array(try Data(contentsOf: URL(fileURLWithPath: path)))))
        }
        return found
    }

    /// `count` items spread evenly over a list (iOS and macOS projects alike).
    static func spread<T>(_ items: [T], count: Int) -> [T] {
        guard items.count > count else { return items }
        return (0..<count).map { items[$0 * items.count / count] }
    }

    /// Deleting a translated view from Base makes every language that translates it (or a view
    /// inside it) report each of its keys as stale, at the key's line (but entries that
    /// translate nothing, `LocalizationStaleKeyRule.translatesNothing`).
    func testDeletingATranslatedViewMakesEveryLanguageReportItsKeysStale() throws {
        var tried = 0
        for copy in Self.spread(try Self.localizedCorpusDocuments(), count: 60) where tried < 12 {
            let document = copy.document, tree = document.tree
            let generated = Set(LocalizableStrings.extract(from: document).map(\.key))
            let translated = copy.translations.translations.flatMap(\.strings).filter { generated.contains($0.key) }
            guard let victim = translated.lazy.compactMap({ document.object(String($0.objectID)) })
                    .first(where: { $0.isView && tree[$0.node].parent.map { tree[$0].name == "subviews" } == true }) else { continue }
            tried += 1
            let removed = Set(document.objects.filter { $0.node == victim.node || tree.isDescendant($0.node, of: victim.node) }.map(\.id))
            let range = XMLText.elementRange(in: copy.source, line: Int(tree[victim.node].line), column: Int(tree[victim.node].column))
            var mutated = copy.source
            mutated.removeSubrange(range)
            let folder = try copy.write(document: mutated)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let findings = try Self.lint(folder, only: [LocalizationStaleKeyRule.description.id])
            let reported = Set(findings.map { "\(PathNames.fileName(PathNames.folder($0.location!.file))):\($0.location!.line) \($0.message)" })
            var expected = 0
            for translation in copy.translations.translations {
                for string in translation.strings where removed.contains(String(string.objectID)) && generated.contains(string.key)
                    && !LocalizationStaleKeyRule.translatesNothing(string) {
                    expected += 1
                    let place = "\(PathNames.fileName(PathNames.folder(translation.file))):\(string.location.line) \"\(string.key)\""
                    XCTAssertTrue(reported.contains { $0.hasPrefix(place) },
                                  "\(document.path): deleting \(victim.id) should make \(place) stale (\(translation.language))")
                }
            }
            XCTAssertGreaterThan(expected, 0, document.path)
        }
        XCTAssertGreaterThanOrEqual(tried, 5, "too few corpus documents with a translated view to delete")
    }

    /// A table the project lists nowhere, while it lists the Base document, ships in no product:
    /// it is not a translation. Without a project file, every table is; with synchronised folders
    /// (whose files a project does not list), every table in one (a first run: a folder of
    /// helper binaries synchronised, an unlisted table elsewhere was still judged, 7 warnings).
    /// The same for a document in its development language's folder (a first run: an
    /// untranslated table in no target, beside `ja.lproj/MainMenu.nib`, 5 false stale keys).
    func testTablesTheProjectDoesNotBuildAreNoTranslations() throws {
        func project(synchronizing folder: String? = nil) -> String {
            RuleExample.projectFile(objects: """
            F1 = {isa = PBXFileReference; lastKnownFileType = file.xib; name = Base; path = Base.lproj/Card.xib; sourceTree = "<group>"; };
            F2 = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Card.strings; sourceTree = "<group>"; };
            V1 = {isa = PBXVariantGroup; children = (F1, F2); name = Card.xib; sourceTree = "<group>"; };
            G1 = {isa = PBXGroup; children = (V1\(folder == nil ? "" : ", S1")); sourceTree = "<group>"; };
            \(folder.map { "S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = \($0); sourceTree = \"<group>\"; };" } ?? "")
            T1 = {isa = PBXNativeTarget; name = App; \(folder == nil ? "" : "fileSystemSynchronizedGroups = (S1);") };
            P1 = {isa = PBXProject; mainGroup = G1; targets = (T1); };
            """)
        }
        let stale = "/* Class = \"UILabel\"; text = \"Old\"; ObjectID = \"gOn-Ee-001\"; */\n\"gOn-Ee-001.text\" = \"Alt\";\n"
        func example(project: String?) -> RuleExample {
            var files = ["de.lproj/Card.strings": stale, "fr.lproj/Card.strings": stale]
            files["App.xcodeproj/project.pbxproj"] = project
            return RuleExample("""
            <view contentMode="scaleToFill" id="vIe-Cd-001">
                <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
            </view>
            """, .xib, fileName: "Base.lproj/Card.xib", otherFiles: files)
        }
        func languages(_ example: RuleExample) throws -> [String] {
            try ExampleRunner.findings(of: [LocalizationStaleKeyRule.description.id], on: example)
                .map { PathNames.fileName(PathNames.folder($0.location!.file)) }.sorted()
        }
        XCTAssertEqual(try languages(example(project: project())), ["de.lproj"])
        XCTAssertEqual(try languages(example(project: project(synchronizing: "bin"))), ["de.lproj"])
        XCTAssertEqual(try languages(example(project: project(synchronizing: "fr.lproj"))), ["de.lproj", "fr.lproj"])
        XCTAssertEqual(try languages(example(project: project(synchronizing: "fr.lproj").replacingOccurrences(of: "rootObject", with: "root"))),
                       ["de.lproj", "fr.lproj"], "a project that does not parse may build any file")
        XCTAssertEqual(try languages(example(project: nil)), ["de.lproj", "fr.lproj"])
        // A Mac's file system ignores case: the project's `de.lproj/Card.strings` is built from
        // a folder `DE.lproj`.
        let upper = example(project: project())
        var files = upper.otherFiles
        files["DE.lproj/Card.strings"] = files.removeValue(forKey: "de.lproj/Card.strings")
        XCTAssertEqual(try languages(RuleExample(upper.snippet, .xib, fileName: upper.fileName, otherFiles: files)), ["DE.lproj"])
        // A document in no language folder is not localized: a table beside it the project
        // does not list applies to nothing; one it lists is judged.
        func plain(listing table: String) -> RuleExample {
            let project = RuleExample.projectFile(objects: """
            F1 = {isa = PBXFileReference; lastKnownFileType = file.xib; path = Card.xib; sourceTree = "<group>"; };
            \(table.isEmpty ? "" : "F2 = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = \(table); sourceTree = \"<group>\"; };")
            G1 = {isa = PBXGroup; children = (F1\(table.isEmpty ? "" : ", F2")); sourceTree = "<group>"; };
            P1 = {isa = PBXProject; mainGroup = G1; targets = (); };
            """)
            return RuleExample("""
            <view contentMode="scaleToFill" id="vIe-Cd-001">
                <rect key="frame" x="0.0" y="0.0" width="393" height="100"/>
            </view>
            """, .xib, fileName: "Card.xib", otherFiles: ["de.lproj/Card.strings": stale, "App.xcodeproj/project.pbxproj": project])
        }
        XCTAssertEqual(try languages(plain(listing: "")), [])
        XCTAssertEqual(try languages(plain(listing: "de.lproj/Card.strings")), ["de.lproj"])
        // A document kept in its development language's folder, as before Base
        // internationalization, listed by that folder: an unlisted table is on disk only.
        let japanese = example(project: project().replacingOccurrences(of: "name = Base; path = Base.lproj/Card.xib", with: "name = ja; path = ja.lproj/Card.xib"))
        XCTAssertEqual(try languages(RuleExample(japanese.snippet, .xib, fileName: "ja.lproj/Card.xib", otherFiles: japanese.otherFiles)), ["de.lproj"])
    }

    /// A view of labels of `texts` (ids by index) in the Base document `fileName`, with `tables` beside it.
    static func labels(_ texts: [String], ids: (Int) -> String, in fileName: String, tables: [String: String]) -> RuleExample {
        let labels = texts.enumerated().map { index, text in
            """
            <label text="\(text)" id="\(ids(index))">
                <rect key="frame" x="0.0" y="\(index * 30)" width="200" height="21"/>
            </label>
            """
        }.joined(separator: "\n")
        return RuleExample("""
        <view contentMode="scaleToFill" id="vIe-Lb-001">
            <rect key="frame" x="0.0" y="0.0" width="393" height="\(texts.count * 30 + 30)"/>
            <subviews>
        \(labels)
            </subviews>
        </view>
        """, .xib, fileName: fileName, otherFiles: tables)
    }

    /// The findings of `rules` on `Base.lproj/Alert.xib`, an "OK" button of id `buttonID`, with
    /// `table` as its German table.
    static func alertFindings(of rules: [String], buttonID: String, table: String) throws -> [Diagnostic] {
        let button = """
        <button opaque="NO" contentMode="scaleToFill" id="\(buttonID)">
            <rect key="frame" x="0.0" y="0.0" width="80" height="30"/>
            <state key="normal" title="OK"/>
        </button>
        """
        return try ExampleRunner.findings(of: rules, on: RuleExample(button, .xib, fileName: "Base.lproj/Alert.xib",
                                                                     otherFiles: ["de.lproj/Alert.strings": table]))
    }

    /// A translation ibtool wrote for a text Base has since emptied still names the object's
    /// property, which the nib loader sets: it is stale, and may still show, not "never shown".
    /// A key of a property the object never had (no comment of its class) is never shown.
    func testATranslationOfAnEmptiedTextMayStillShow() throws {
        func messages(_ table: String) throws -> [String] {
            let label = """
            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" id="lBl-Vr-001">
                <rect key="frame" x="0.0" y="0.0" width="200" height="21"/>
            </label>
            """
            return try ExampleRunner.findings(of: [LocalizationStaleKeyRule.description.id],
                                              on: RuleExample(label, .xib, fileName: "Base.lproj/About.xib",
                                                              otherFiles: ["de.lproj/About.strings": table])).map(\.message)
        }
        let emptied = try messages("/* Class = \"UILabel\"; text = \"Version 1.0\"; ObjectID = \"lBl-Vr-001\"; */\n\"lBl-Vr-001.text\" = \"Version 1.0\";\n")
        XCTAssertEqual(emptied, ["\"lBl-Vr-001.text\" translates the text of label lBl-Vr-001, which About.xib leaves empty now: in de the old translation may still show where Base shows none"])
        let otherClass = try messages("/* Class = \"UIButton\"; text = \"Version 1.0\"; ObjectID = \"lBl-Vr-001\"; */\n\"lBl-Vr-001.text\" = \"Version 1.0\";\n")
        XCTAssertEqual(otherClass.count, 1)
        XCTAssertTrue(otherClass[0].hasSuffix("is never shown"), otherClass[0])
        let bare = try messages("\"lBl-Vr-001.text\" = \"Version 1.0\";\n")
        XCTAssertTrue(bare.first?.hasSuffix("is never shown") ?? false, bare.description)
    }

    /// A menu item that became a separator draws no title: its old translation shows nowhere
    /// (a first run's Japanese table, told it "may still show").
    func testATranslationOfAnItemNowASeparatorShowsNowhere() throws {
        let menu = """
        <menu title="Game" id="mEn-Gm-001">
            <items>
                <menuItem isSeparatorItem="YES" id="mEn-It-002"/>
            </items>
        </menu>
        """
        let table = "/* Class = \"NSMenuItem\"; title = \"Game\"; ObjectID = \"mEn-It-002\"; */\n\"mEn-It-002.title\" = \"Jeu\";\n"
        let messages = try ExampleRunner.findings(of: [LocalizationStaleKeyRule.description.id],
                                                  on: RuleExample(menu, .macXib, fileName: "Base.lproj/MainMenu.xib",
                                                                  otherFiles: ["fr.lproj/MainMenu.strings": table])).map(\.message)
        XCTAssertEqual(messages, ["\"mEn-It-002.title\" translates the title of menuItem mEn-It-002, which is a separator in MainMenu.xib now: no translation of it shows, in fr"])
    }

    /// A bar button item made a system item shows the system's localized title: its old
    /// translation shows nowhere (a first run's Arabic table, told it "may still show").
    func testATranslationOfAnItemNowASystemItemShowsNowhere() throws {
        let bar = """
        <navigationBar contentMode="scaleToFill" id="nBr-Br-001">
            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
            <items>
                <navigationItem title="Notes" id="nBr-It-001">
                    <barButtonItem key="rightBarButtonItem" systemItem="edit" id="nBr-Bb-002"/>
                </navigationItem>
            </items>
        </navigationBar>
        """
        let table = "/* Class = \"UIBarButtonItem\"; title = \"Change\"; ObjectID = \"nBr-Bb-002\"; */\n\"nBr-Bb-002.title\" = \"Modifier\";\n"
        let messages = try ExampleRunner.findings(of: [LocalizationStaleKeyRule.description.id],
                                                  on: RuleExample(bar, .xib, fileName: "Base.lproj/Notes.xib",
                                                                  otherFiles: ["fr.lproj/Notes.strings": table])).map(\.message)
        XCTAssertEqual(messages, ["\"nBr-Bb-002.title\" translates the title of barButtonItem nBr-Bb-002, which is the system item `edit` in Notes.xib now, "
                                  + "titled by the system: no translation of it shows, in fr"])
    }

    /// A key typed with another property of its object names the one text of it the table
    /// lacks; an object whose texts are all translated gets no guess.
    func testAStaleKeyOfAnObjectWithOneUntranslatedTextSaysWhichOneItMeant() throws {
        func messages(_ table: String) throws -> [String] {
            try Self.alertFindings(of: [LocalizationStaleKeyRule.description.id], buttonID: "bTn-Ok-001", table: table).map(\.message)
        }
        let typo = try messages("\"bTn-Ok-001.text\" = \"OK\";\n")
        XCTAssertEqual(typo.count, 1)
        XCTAssertTrue(typo[0].hasSuffix("is never shown (did you mean `bTn-Ok-001.normalTitle`?)"), typo[0])
        let both = try messages("\"bTn-Ok-001.text\" = \"OK\";\n\"bTn-Ok-001.normalTitle\" = \"OK\";\n")
        XCTAssertEqual(both.count, 1)
        XCTAssertTrue(both[0].hasSuffix("is never shown"), both[0])
    }

    /// A stale key whose comment records the text, class and property of one untranslated
    /// object names that object's key, and the object is not reported missing too; two stale
    /// keys that could be the one object get no guess.
    func testAStaleKeyOfARecreatedObjectNamesItsNewKey() throws {
        func findings(_ table: String) throws -> [(rule: String, message: String)] {
            try Self.alertFindings(of: [LocalizationStaleKeyRule.description.id, LocalizationMissingKeyRule.description.id],
                                   buttonID: "bTn-Ok-002", table: table).map { ($0.code, $0.message) }
        }
        let entry = { (id: String) in "/* Class = \"UIButton\"; normalTitle = \"OK\"; ObjectID = \"\(id)\"; */\n\"\(id).normalTitle\" = \"OK\";\n" }
        let moved = try findings(entry("bTn-Ok-001"))
        XCTAssertEqual(moved.map(\.rule), [LocalizationStaleKeyRule.description.id])
        XCTAssertTrue(moved[0].message.hasSuffix("(made again under a new id? UIButton bTn-Ok-002 has the same normalTitle, untranslated here: move the translation to `bTn-Ok-002.normalTitle`)"),
                      moved[0].message)
        let twoCandidates = try findings(entry("bTn-Ok-001") + entry("bTn-Ok-003"))
        XCTAssertEqual(twoCandidates.map(\.rule).sorted(), [LocalizationMissingKeyRule.description.id, LocalizationStaleKeyRule.description.id,
                                                             LocalizationStaleKeyRule.description.id])
        XCTAssertFalse(twoCandidates.contains { $0.message.contains("made again") })
    }

    /// An e-mail or web address alone reads the same in every language; a text around one does not.
    func testAnAddressAloneNeedsNoTranslation() {
        for address in ["name@example.org", "first.last+tag@mail.example.co.uk", "https://example.org:8123", "http://host.local", "www.example.org"] {
            XCTAssertTrue(LocalizationMissingKeyRule.needsNoTranslation(address), address)
        }
        for text in ["Write to name@example.org", "@mention", "name@host", "name@.org", "Sign in", "https://", "e-mail@"] {
            XCTAssertEqual(LocalizationMissingKeyRule.isAddress(text), false, text)
        }
    }

    /// A comment in a script the Base texts never use (Chinese beside English) is its
    /// translator's rewrite, which says nothing of what Base said: not outdated. A table left
    /// untranslated, whose comments read as its texts too, reports the entries Base changed.
    func testCommentsRecordingTranslationsAreNoBaseTexts() throws {
        func table(_ text: (Int) -> String) -> String {
            (1...12).map { number in
                "/* Class = \"UILabel\"; text = \"\(text(number))\"; ObjectID = \"lBl-Rc-\(100 + number)\"; */\n"
                    + "\"lBl-Rc-\(100 + number).text\" = \"\(text(number))\";\n"
            }.joined(separator: "\n")
        }
        let example = Self.labels((1...12).map { "Setting \($0)" }, ids: { "lBl-Rc-\(101 + $0)" }, in: "Base.lproj/Settings.xib", tables: [
            "zh-Hans.lproj/Settings.strings": table { "设置 \($0)" },
            "es.lproj/Settings.strings": table { $0 == 3 ? "Option 3" : "Setting \($0)" },
        ])
        let findings = try ExampleRunner.findings(of: [LocalizationOutdatedRule.description.id], on: example)
        XCTAssertEqual(findings.map { "\(PathNames.fileName(PathNames.folder($0.location!.file))):\($0.location!.line)" }, ["es.lproj:8"],
                       findings.map(\.message).joined(separator: "\n"))
    }

    /// A table Xcode converted from a localized xib records the xib's texts as its comments:
    /// where a quarter or more of them are their translations, no other table has the string
    /// and the comment is in the table's script, it records the translation, not an old Base
    /// text (a first run: 12 notes of an app's one German table).
    func testALoneTableOfConvertedCommentsIsNotOutdated() throws {
        let english = ["Save", "Preferences", "Quit", "Open", "Close", "Help", "Undo", "Redo"]
        let german = ["Speichern", "Einstellungen", "Beenden", "Öffnen", "Schließen", "Hilfe", "Widerrufen", "Wiederholen"]
        // The first three comments are the German xib's texts; the others its English ones.
        let table = german.enumerated().map { index, text in
            let comment = index < 3 ? text : english[index]
            return "/* Class = \"UILabel\"; text = \"\(comment)\"; ObjectID = \"lBl-Cv-\(100 + index)\"; */\n\"lBl-Cv-\(100 + index).text\" = \"\(text)\";\n"
        }.joined(separator: "\n")
        func example(_ tables: [String: String]) -> RuleExample {
            Self.labels(english, ids: { "lBl-Cv-\(100 + $0)" }, in: "Base.lproj/Menu.xib", tables: tables)
        }
        XCTAssertEqual(try ExampleRunner.findings(of: [LocalizationOutdatedRule.description.id], on: example(["de.lproj/Menu.strings": table])).count, 0)
        // Texts in the Base's script in a Chinese table are entries left untranslated, which
        // show their old Base texts.
        XCTAssertEqual(try ExampleRunner.findings(of: [LocalizationOutdatedRule.description.id], on: example(["zh-Hans.lproj/Menu.strings": table])).count, 3)
        // Beside a table that records the same comments, they are old Base texts again.
        let languages = try ExampleRunner.findings(of: [LocalizationOutdatedRule.description.id],
                                                   on: example(["de.lproj/Menu.strings": table, "nl.lproj/Menu.strings": table]))
            .map { PathNames.fileName(PathNames.folder($0.location!.file)) }
        XCTAssertEqual(languages.count, 6, languages.description)
    }

    /// Changing a translated text in Base makes every translation whose comment recorded the old
    /// text report it outdated.
    func testChangingABaseTextMakesTranslationsReportItOutdated() throws {
        var tried = 0
        for copy in Self.spread(try Self.localizedCorpusDocuments(), count: 60) where tried < 12 {
            let document = copy.document, tree = document.tree
            let strings = LocalizableStrings.extract(from: document)
            let translated = copy.translations.translations.flatMap(\.strings)
            guard let target = strings.first(where: { string in
                      string.value.allSatisfy({ !"&<>\"'\n\r\t".contains($0) })
                      && document.object(string.objectID).map({ tree[$0.node][attribute: string.property] == string.value }) == true
                      && translated.contains { $0.key == string.key && $0.comment?.baseText == string.value }
                  }),
                  let object = document.object(target.objectID) else { continue }
            tried += 1
            let start = XMLText.offset(in: copy.source, line: Int(tree[object.node].line), column: Int(tree[object.node].column))
            let tagEnd = copy.source[start...].firstIndex(of: UInt8(ascii: ">"))!
            let old = Array(" \(target.property)=\"\(target.value)\"".utf8)
            guard let at = XMLText.find(old, in: copy.source, within: start..<tagEnd) else {
                XCTFail("\(document.path): \(target.key) not found in its start tag"); continue
            }
            var mutated = copy.source
            mutated.replaceSubrange(at..<(at + old.count), with: Array(" \(target.property)=\"\(target.value) (changed)\"".utf8))
            let folder = try copy.write(document: mutated)
            defer { try? FileManager.default.removeItem(atPath: folder) }
            let findings = try Self.lint(folder, only: [LocalizationOutdatedRule.description.id])
            for translation in copy.translations.translations {
                for string in translation.strings where string.key == target.key && string.comment?.baseText == target.value {
                    let lproj = PathNames.fileName(PathNames.folder(translation.file))
                    XCTAssertTrue(findings.contains { finding in
                        PathNames.fileName(PathNames.folder(finding.location!.file)) == lproj && finding.location!.line == string.location.line
                            && finding.message.contains("\"\(target.key)\"") && finding.message.contains("\(target.value) (changed)")
                    }, "\(document.path): changing \(target.key) should make \(lproj) report it outdated (\(translation.language))")
                }
            }
        }
        XCTAssertGreaterThanOrEqual(tried, 5, "too few corpus documents with a translated text to change")
    }
}

/// Byte positions in XML text as Xcode writes it, for editing a document the way a person would.
enum XMLText {
    /// The offset of a 1-based line and UTF-8 byte column.
    static func offset(in bytes: [UInt8], line: Int, column: Int) -> Int {
        var current = 1, index = 0
        while current < line, index < bytes.count {
            if bytes[index] == UInt8(ascii: "\n") { current += 1 }
            index += 1
        }
        return index + column - 1
    }

    /// The bytes of the element that starts at a line and column, with everything inside it.
    static func elementRange(in bytes: [UInt8], line: Int, column: Int) -> Range<Int> {
        let start = offset(in: bytes, line: line, column: column)
        var depth = 0, index = start
        while index < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            if bytes[index...].starts(with: Array("<!--".utf8)) {
                index = (find(Array("-->".utf8), in: bytes, within: index..<bytes.count) ?? bytes.count) + 3
                continue
            }
            let closing = bytes[index + 1] == UInt8(ascii: "/")
            var quote: UInt8?
            var end = index + 1
            while end < bytes.count {
                let byte = bytes[end]
                if let open = quote { if byte == open { quote = nil } } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
                    quote = byte
                } else if byte == UInt8(ascii: ">") { break }
                end += 1
            }
            let selfClosing = bytes[end - 1] == UInt8(ascii: "/")
            depth += closing ? -1 : selfClosing ? 0 : 1
            index = end + 1
            if depth == 0 { return start..<index }
        }
        return start..<bytes.count
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], within range: Range<Int>) -> Int? {
        guard !needle.isEmpty, range.count >= needle.count else { return nil }
        return (range.lowerBound...(range.upperBound - needle.count)).first { bytes[$0..<($0 + needle.count)].elementsEqual(needle) }
    }
}
