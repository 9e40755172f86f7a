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
        // NibModel's folder holds no documents: linted alone it is an error (nibcheck's exit
        // status 2, which the plugin reports), where the whole package (what a dropped
        // --target lints) has documents.
        for arguments in [["lint", "--target", "NibModel", "--quiet"], ["--target", "NibModel", "--quiet"]] {
            let run = try plugin(arguments)
            XCTAssertNotEqual(run.status, 0, run.output)
            XCTAssertTrue(run.output.contains("nibcheck exited with status 2"), run.output)
            XCTAssertTrue(run.output.contains("Sources/NibModel: no Interface Builder documents"), "\(arguments): \(run.output)")
        }
    }
}
