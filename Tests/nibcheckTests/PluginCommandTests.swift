import Foundation
import XCTest

/// `swift package nibcheck`: the plugin's argument translation (`PluginCommandLine`, the
/// plugin's own file, compiled here through a symbolic link) with the nibcheck it feeds, in the
/// normal suite; and the whole plugin as a package's user runs it, which builds nibcheck again
/// in a scratch folder of its own (SwiftPM locks `.build` while `swift test` runs), minutes on a
/// small machine: set NIBKIT_PLUGIN_TEST=1 to run that one (CI does).
final class PluginCommandTests: NibcheckTestCase {
    func testArgumentsBecomeNibcheckCommandLines() {
        let app = "/p/Sources/App", ui = "/p/Sources/UI"
        let cases: [(arguments: [String], paths: [String], expected: [String])] = [
            ([], [], ["lint", "."]),
            (["--strict"], [], ["lint", "--strict", "."]),
            (["--target", "App"], [app], ["lint", "--", app]),
            (["--target=App", "--target", "UI", "--quiet"], [app, ui], ["lint", "--quiet", "--", app, ui]),
            // A command word keeps the targets (the bug: they were dropped).
            (["lint", "--target", "App", "--strict"], [app], ["lint", "--strict", "--", app]),
            (["lint", "Extra", "--", "-odd.xib", "--target", "X"], [], ["lint", "Extra", "--", "-odd.xib", "--target", "X"]),
            (["lint", "--target", "App", "--", "-odd.xib"], [app], ["lint", "--", "-odd.xib", app]),
            (["rules"], [], ["rules"]),
        ]
        for (arguments, paths, expected) in cases {
            XCTAssertEqual(PluginCommandLine(arguments).nibcheckArguments(targetPaths: paths), expected, "\(arguments)")
        }
        XCTAssertEqual(PluginCommandLine(["lint", "--target=App", "--target", "UI"]).targetNames, ["App", "UI"])
        XCTAssertEqual(PluginCommandLine(["lint", "--", "--target", "App"]).targetNames, [], "after -- nothing is an option")
        // A `--target` without a name is left for nibcheck to refuse, not dropped.
        XCTAssertEqual(PluginCommandLine(["lint", "--target"]).otherArguments, ["lint", "--target"])
    }

    /// What the plugin runs for `--target NibModel` (SwiftPM gives the target's folder), with and
    /// without a command word: nibcheck lints that folder alone, which holds no documents (exit
    /// status 2), where the whole package, what a dropped target lints, has documents.
    func testTheTargetsFolderIsWhatNibcheckLints() throws {
        let folder = Self.packageRoot.appendingPathComponent("Sources/NibModel").path
        for arguments in [["lint", "--target", "NibModel", "--quiet"], ["--target", "NibModel", "--quiet"]] {
            let commandLine = PluginCommandLine(arguments)
            XCTAssertEqual(commandLine.targetNames, ["NibModel"])
            let run = try nibcheck(commandLine.nibcheckArguments(targetPaths: [folder]))
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.out)\(run.err)")
            XCTAssertTrue(run.err.contains("Sources/NibModel: no Interface Builder documents"), "\(arguments): \(run.err)")
        }
    }

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
