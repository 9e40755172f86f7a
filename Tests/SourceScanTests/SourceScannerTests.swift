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
