import Foundation
import Testing
import SourceScan

/// Reading files from disk and choosing the language.
@Suite struct SourceScannerTests {
    @Test func languageComesFromTheExtension() {
        #expect(SourceScanner.language(ofPath: "a/B.swift") == .swift)
        #expect(SourceScanner.language(ofPath: "B.h") == .objectiveC)
        #expect(SourceScanner.language(ofPath: "B.M") == .objectiveC)
        #expect(SourceScanner.language(ofPath: "B.mm") == .objectiveC)
        #expect(SourceScanner.language(ofPath: "B.xib") == nil)
        // The extension follows the last dot, trailing dots ignored, ASCII case ignored.
        #expect(SourceScanner.language(ofPath: "dir.swift/B.SWIFT") == .swift)
        #expect(SourceScanner.language(ofPath: "B.m.") == .objectiveC)
        #expect(SourceScanner.language(ofPath: "a.m/Makefile") == nil)
        #expect(SourceScanner.language(ofPath: "B.hh") == nil)
        #expect(SourceScanner.language(ofPath: "B.swiftinterface") == nil)
        // The extensions the project walks collect are exactly those given a language.
        for ext in SourceScanner.sourceExtensions {
            #expect(SourceScanner.language(ofPath: "B." + ext) != nil, "\(ext)")
        }
        #expect(SourceScanner.language(ofPath: "B.py") == .python)
    }

    /// Swift's selector naming, byte-wise for ASCII names, by Characters otherwise.
    @Test func selectorSpellingsForASCIIAndOtherNames() {
        #expect(ObjCSelector.selector(baseName: "didTap", argumentLabels: ["sender"]) == "didTapWithSender:")
        #expect(ObjCSelector.selector(baseName: "move", argumentLabels: ["to"]) == "moveTo:")
        #expect(ObjCSelector.selector(baseName: "tapOn", argumentLabels: ["item", nil, "at"]) == "tapOnItem::at:")
        #expect(ObjCSelector.selector(baseName: "tap", argumentLabels: [nil, "forEvent"]) == "tap:forEvent:")
        #expect(ObjCSelector.selector(baseName: "run", argumentLabels: ["_x"]) == "runWith_x:")
        #expect(ObjCSelector.candidates(baseName: "didTap", argumentLabels: ["sender"]) == ["didTapWithSender:", "didTapSender:"])
        #expect(ObjCSelector.candidates(baseName: "tap", argumentLabels: [nil]) == ["tap:"])
        // A first letter joined to a combining mark keeps the mark; non-ASCII capitals end words.
        #expect(ObjCSelector.selector(baseName: "show", argumentLabels: ["e\u{301}te"]) == "showWithE\u{301}te:")
        #expect(ObjCSelector.selector(baseName: "show", argumentLabels: ["élan"]) == "showWithÉlan:")
        #expect(ObjCSelector.selector(baseName: "pickÜber", argumentLabels: ["for"]) == "pickÜberFor:")
        #expect(ObjCSelector.selector(baseName: "pickFor", argumentLabels: ["über"]) == "pickForÜber:")
    }

    @Test func scanFilesKeepsOrderAndReportsUnreadableFiles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("SourceScannerTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        var paths: [String] = []
        for number in 0..<20 {
            let path = directory.appendingPathComponent("F\(number).swift").path
            try "class C\(number): UIView { @IBOutlet weak var o\(number): UILabel! }".write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        let header = directory.appendingPathComponent("L.h").path
        try "@interface L : NSObject\n@end".write(toFile: header, atomically: true, encoding: .utf8)
        let missing = directory.appendingPathComponent("Missing.swift").path

        let files = SourceScanner.scanFiles(paths + [header, missing], module: "App")
        #expect(files.map(\.path) == paths + [header, missing])
        #expect(files.prefix(20).map { $0.types.first?.outlets.first?.name } == (0..<20).map { "o\($0)" })
        #expect(files[20].language == .objectiveC && files[20].types.map(\.name) == ["L"])
        #expect(files[21].diagnostics.map(\.message) == ["cannot read file"])
        #expect(files.allSatisfy { $0.module == "App" })
    }
}
