import Dispatch
import Foundation
import NibModel
@testable import NibLint
import XCTest

/// The lint cache (issue 17): a warm run answers everything from the cache and says the same as
/// a run without it; an edit re-checks exactly what depends on it; corrupt files and concurrent
/// runs never cost a crash or a wrong answer.
final class LintCacheTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures")

    private var scratch: URL!

    override func setUpWithError() throws {
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: scratch)
    }

    /// A copy of a fixture app, so that tests can edit it.
    private func app(_ name: String) throws -> String {
        let copy = scratch.appendingPathComponent(name)
        try FileManager.default.copyItem(at: Self.fixtures.appendingPathComponent(name), to: copy)
        return copy.path
    }

    private var cacheFolder: String { scratch.appendingPathComponent("cache").path }

    /// One lint run, with the cache (saved afterwards) or without.
    private func lint(_ folder: String, cached: Bool = true, selection: RuleSelection = RuleSelection(),
                      salt: String = "") throws -> LintReport {
        var linter = try Linter(configuration: Configuration(baseDirectory: folder), commandLine: selection)
        if cached { linter.cache = LintCache(folder: cacheFolder, for: linter, salt: salt) }
        let report = try linter.lint(paths: [folder])
        XCTAssertNil(linter.cache?.save())
        return report
    }

    private func edit(_ path: String, _ change: (String) -> String) throws {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        let changed = change(text)
        XCTAssertNotEqual(changed, text, "the edit changes \(path)")
        try changed.write(toFile: path, atomically: true, encoding: .utf8)
    }

    func testWarmRunAnswersEverythingAndSaysTheSame() throws {
        let folder = try app("ComicApp")
        let cold = try lint(folder)
        XCTAssertEqual(cold.checkedDocuments.count, cold.files.count)
        XCTAssertTrue(cold.checkedConnections)
        let warm = try lint(folder)
        XCTAssertEqual(warm.checkedDocuments, [])
        XCTAssertFalse(warm.checkedConnections)
        XCTAssertEqual(warm.diagnostics, cold.diagnostics)
        XCTAssertFalse(cold.diagnostics.isEmpty, "the fixture has findings to remember")
        XCTAssertEqual(try lint(folder, cached: false).diagnostics, cold.diagnostics)
    }

    /// An edited document is checked again, alone, with the connection checks (which look across
    /// files); the answer is what a run without the cache gives.
    func testAnEditedDocumentIsTheOneRechecked() throws {
        let folder = try app("ComicApp")
        _ = try lint(folder)
        let edited = folder + "/LeftRight.storyboard"
        try edit(edited) { $0.replacingOccurrences(of: "constant=\"10\"", with: "constant=\"12\"") }
        let after = try lint(folder)
        XCTAssertEqual(after.checkedDocuments, [edited])
        XCTAssertTrue(after.checkedConnections)
        XCTAssertEqual(after.diagnostics, try lint(folder, cached: false).diagnostics)
    }

    /// A Swift source is read by the connection checks only: no document is checked again, and
    /// a deleted outlet property shows up at once.
    func testAnEditedSourceRerunsOnlyTheConnectionChecks() throws {
        let folder = try app("ComicApp")
        let before = try lint(folder)
        try edit(folder + "/ComicView.swift") { $0.replacingOccurrences(of: "authorLabel", with: "writerLabel") }
        let after = try lint(folder)
        XCTAssertEqual(after.checkedDocuments, [])
        XCTAssertTrue(after.checkedConnections)
        XCTAssertEqual(after.diagnostics, try lint(folder, cached: false).diagnostics)
        XCTAssertNotEqual(after.diagnostics, before.diagnostics, "the renamed outlet is a finding")
    }

    /// The image and colour names are part of every document's key: a deleted image set is a
    /// missing image in the document that uses it.
    func testAChangedAssetCatalogRechecksTheDocuments() throws {
        let folder = try app("ShopApp")
        let before = try lint(folder)
        XCTAssertEqual(try lint(folder).checkedDocuments, [])
        try FileManager.default.removeItem(atPath: folder + "/ShopApp/Assets.xcassets/Logo.imageset")
        let after = try lint(folder)
        XCTAssertEqual(after.checkedDocuments.count, after.files.count)
        XCTAssertEqual(after.diagnostics, try lint(folder, cached: false).diagnostics)
        XCTAssertTrue(after.diagnostics.contains { $0.code == "missing-image" }, "\(after.diagnostics)")
        XCTAssertFalse(before.diagnostics.contains { $0.code == "missing-image" })
    }

    /// A document's translation files are part of its key: an edited table is a new stale key,
    /// and a new table a new language, in the document that table translates only.
    func testAnEditedOrAddedTranslationRechecksItsDocument() throws {
        let folder = try app("LocalizedApp")
        let before = try lint(folder)
        XCTAssertEqual(try lint(folder).checkedDocuments, [])
        try edit(folder + "/fr.lproj/Main.strings") { $0 + "\n\"gOn-Ee-404.text\" = \"Parti\";\n" }
        let edited = try lint(folder)
        XCTAssertEqual(edited.checkedDocuments, [folder + "/Base.lproj/Main.storyboard"])
        XCTAssertEqual(edited.diagnostics, try lint(folder, cached: false).diagnostics)
        XCTAssertTrue(edited.diagnostics.contains { $0.code == "localization-stale-key" && $0.message.contains("gOn-Ee-404") })
        XCTAssertFalse(before.diagnostics.contains { $0.message.contains("gOn-Ee-404") })
        try FileManager.default.createDirectory(atPath: folder + "/it.lproj", withIntermediateDirectories: true)
        try "\"oNl-Ee-001.text\" = \"Solo\";\n".write(toFile: folder + "/it.lproj/Main.strings", atomically: true, encoding: .utf8)
        let added = try lint(folder)
        XCTAssertEqual(added.checkedDocuments, [folder + "/Base.lproj/Main.storyboard"])
        XCTAssertEqual(added.diagnostics, try lint(folder, cached: false).diagnostics)
    }

    /// The configuration and the tool are in the key: other rules, or another build, answer
    /// nothing from this cache.
    func testAnotherConfigurationOrToolStartsCold() throws {
        let folder = try app("ComicApp")
        _ = try lint(folder)
        let other = try lint(folder, selection: RuleSelection(disabled: ["layout-variant-conflict"]))
        XCTAssertEqual(other.checkedDocuments.count, other.files.count)
        XCTAssertEqual(other.diagnostics, try lint(folder, cached: false, selection: RuleSelection(disabled: ["layout-variant-conflict"])).diagnostics)
        XCTAssertEqual(try lint(folder, salt: "rebuilt").checkedDocuments.count, other.files.count)
        XCTAssertEqual(try lint(folder).checkedDocuments, [], "each configuration keeps its own file")
    }

    /// A corrupt, truncated or foreign cache file is ignored with a note and rewritten whole.
    func testACorruptCacheFileIsIgnoredAndRewritten() throws {
        let folder = try app("ComicApp")
        let expected = try lint(folder).diagnostics
        let linter = try Linter(configuration: Configuration(baseDirectory: folder))
        let file = LintCache(folder: cacheFolder, for: linter).file
        let good = try Data(contentsOf: URL(fileURLWithPath: file))
        var flipped = good
        flipped[flipped.count / 2] ^= 0x20
        for damaged in [good.prefix(good.count / 2), good.prefix(10), flipped, Data(), Data("garbage\n".utf8),
                        Data(repeating: 0xFF, count: 300)] {
            try damaged.write(to: URL(fileURLWithPath: file))
            var run = linter
            run.cache = LintCache(folder: cacheFolder, for: linter)
            XCTAssertNotNil(run.cache?.note)
            let report = try run.lint(paths: [folder])
            XCTAssertEqual(report.diagnostics, expected)
            XCTAssertEqual(report.checkedDocuments.count, report.files.count)
            XCTAssertNil(run.cache?.save())
            XCTAssertNoThrow(try DiagnosticArchive.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: file)))))
            XCTAssertEqual(try lint(folder).checkedDocuments, [], "the rewritten file answers")
        }
    }

    /// Runs on several threads at once, each with its own cache object on the same file (as two
    /// processes would), some over an edited copy: every run answers as a run without the cache
    /// does, and the file left behind is whole.
    func testConcurrentRunsNeverSeeAPartialFile() throws {
        let first = try app("ComicApp")
        let second = scratch.appendingPathComponent("ComicApp2").path
        try FileManager.default.copyItem(atPath: first, toPath: second)
        try edit(second + "/LeftRight.storyboard") { $0.replacingOccurrences(of: "constant=\"10\"", with: "constant=\"14\"") }
        let expected = [try lint(first, cached: false).diagnostics, try lint(second, cached: false).diagnostics]
        let failures = Failures()
        let cacheFolder = self.cacheFolder
        DispatchQueue.concurrentPerform(iterations: 12) { run in
            do {
                let folder = run % 2 == 0 ? first : second
                var linter = try Linter(configuration: Configuration(baseDirectory: folder))
                linter.cache = LintCache(folder: cacheFolder, for: linter)
                if let note = linter.cache?.note { failures.add("run \(run): \(note)") }
                if try linter.lint(paths: [folder]).diagnostics != expected[run % 2] { failures.add("run \(run): other findings") }
                if let note = linter.cache?.save() { failures.add("run \(run): \(note)") }
            } catch {
                failures.add("run \(run): \(error)")
            }
        }
        XCTAssertEqual(failures.all, [])
        for folder in [first, second] {
            let linter = try Linter(configuration: Configuration(baseDirectory: folder))
            let cache = LintCache(folder: cacheFolder, for: linter)
            XCTAssertNil(cache.note)
        }
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: cacheFolder).filter { $0.hasSuffix(".tmp") }
        XCTAssertEqual(leftovers, [])
    }

    /// Saving deletes other configurations' files unused for a week, and keeps recent ones.
    func testSavingRemovesStaleFilesOfOtherConfigurations() throws {
        let folder = try app("ComicApp")
        try FileManager.default.createDirectory(atPath: cacheFolder, withIntermediateDirectories: true)
        let stale = cacheFolder + "/lint-0123.cache", recent = cacheFolder + "/lint-4567.cache"
        for path in [stale, recent] { XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data("x".utf8))) }
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -8 * 24 * 3600)], ofItemAtPath: stale)
        _ = try lint(folder)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale))
        XCTAssertTrue(FileManager.default.fileExists(atPath: recent))
    }

    func testArchiveRoundTripsAwkwardText() throws {
        let awkward = Diagnostic(code: "x-rule", severity: .warning, message: "tab\there\nnew line \\ back\\t slash\r é\u{301} =\t-",
                                 location: SourceLocation(file: "a\tb/c d.xib", line: 3, column: 9), objectID: "",
                                 related: [RelatedLocation(location: SourceLocation(file: "\u{301}x", line: 1, column: 1),
                                                           message: "", objectID: nil)])
        let plain = Diagnostic(code: "y", severity: .error, message: "", location: nil)
        let archive = DiagnosticArchive(entries: [
            .init(key: ContentDigest("one"), path: "", diagnostics: []),
            .init(key: ContentDigest("two"), path: "=-\\", diagnostics: [awkward, plain, awkward]),
        ])
        XCTAssertEqual(try DiagnosticArchive.decode(archive.encoded()), archive)
    }

    func testArchiveRefusesEveryTruncationAndChange() throws {
        let archive = DiagnosticArchive(entries: [.init(key: ContentDigest("k"), path: "p.xib", diagnostics: [
            Diagnostic(code: "c", severity: .note, message: "m", location: SourceLocation(file: "p.xib", line: 1, column: 2)),
        ])])
        let bytes = archive.encoded()
        for length in 0..<bytes.count {
            XCTAssertThrowsError(try DiagnosticArchive.decode(Array(bytes.prefix(length))), "cut at \(length)")
        }
        for index in bytes.indices {
            var changed = bytes
            changed[index] ^= 0x01
            XCTAssertThrowsError(try DiagnosticArchive.decode(changed), "byte \(index) changed")
        }
    }

    func testDigestsTellContentsApart() {
        XCTAssertEqual(ContentDigest("abc"), ContentDigest(Array("abc".utf8)))
        var seen = Set<ContentDigest>()
        for length in 0..<64 {
            seen.insert(ContentDigest([UInt8](repeating: 0, count: length)))
            seen.insert(ContentDigest([UInt8](repeating: 1, count: length)))
        }
        XCTAssertEqual(seen.count, 127, "one empty array, 63 lengths of zeros and 63 of ones")
        var a = DigestBuilder(), b = DigestBuilder()
        a.add("ab"); a.add("c")
        b.add("a"); b.add("bc")
        XCTAssertNotEqual(a.digest, b.digest)
        XCTAssertEqual(ContentDigest(hex: Substring(ContentDigest("x").description)), ContentDigest("x"))
    }

    func testTheConventionalFolder() {
        XCTAssertEqual(LintCache.defaultFolder(environment: ["XDG_CACHE_HOME": "/x/cache", "HOME": "/h"]), "/x/cache/nibcheck")
        #if os(macOS)
        XCTAssertEqual(LintCache.defaultFolder(environment: ["HOME": "/h"]), "/h/Library/Caches/nibcheck")
        #else
        XCTAssertEqual(LintCache.defaultFolder(environment: ["HOME": "/h"]), "/h/.cache/nibcheck")
        #endif
        XCTAssertNil(LintCache.defaultFolder(environment: [:]))
    }
}

/// Failure messages gathered from several threads.
private final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []
    func add(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
}
