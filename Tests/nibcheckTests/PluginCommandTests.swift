import Foundation
import XCTest

/// `swift package nibcheck` as a package's user runs it. It builds nibcheck again in a scratch
/// folder of its own (SwiftPM locks `.build` while `swift test` runs), minutes on a small
/// machine: set NIBKIT_PLUGIN_TEST=1 to run it (CI does).
final class PluginCommandTests: NibcheckTestCase {
    func testTargetsAreKeptWithACommandWord() throws {
        guard ProcessInfo.processInfo.environment["NIBKIT_PLUGIN_TEST"] == "1" else {
            throw XCTSkip("set NIBKIT_PLUGIN_TEST=1 to build and run the command plugin")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nibcheck-plugin-build").path
        func plugin(_ arguments: [String]) throws -> (status: Int32, output: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["swift", "package", "--scratch-path", scratch, "nibcheck"] + arguments
            process.currentDirectoryURL = Self.packageRoot
            let pipe = Pipe()
            process.standardOutput = pipe
            process.standardError = pipe
            try process.run()
            let data = pipe.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, String(decoding: data, as: UTF8.self))
        }
        // NibModel's folder holds no documents: linted alone it is an error (exit 2), where the
        // whole package (what a dropped --target lints) has documents and passes or fails.
        let withWord = try plugin(["lint", "--target", "NibModel", "--quiet"])
        XCTAssertEqual(withWord.status, 2, withWord.output)
        XCTAssertTrue(withWord.output.contains("Sources/NibModel: no Interface Builder documents"), withWord.output)
        let withoutWord = try plugin(["--target", "NibModel", "--quiet"])
        XCTAssertEqual(withoutWord.status, 2, withoutWord.output)
        XCTAssertTrue(withoutWord.output.contains("Sources/NibModel: no Interface Builder documents"), withoutWord.output)
    }
}
