import Foundation
import XCTest

/// Tools/xcode-build-phase.sh, the Run Script phase the README gives, run as Xcode runs it: with
/// Xcode's short PATH, nibcheck installed only where Homebrew or Mint put it, and with user
/// script sandboxing on, where only declared inputs may be read.
final class XcodeBuildPhaseTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    struct Run {
        let status: Int32
        let out: String
    }

    private var scratch: URL!

    override func setUpWithError() throws {
        let tool = Bundle.main.bundleURL.appendingPathComponent("nibcheck")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw XCTSkip("nibcheck is not built next to the tests; run `swift build` first")
        }
        scratch = FileManager.default.temporaryDirectory.appendingPathComponent("nibcheck-phase-\(UUID().uuidString)")
        let project = scratch.appendingPathComponent("App")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try LintCommandTests.warningOnly.write(to: project.appendingPathComponent("View.xib"), atomically: true, encoding: .utf8)
        try LintCommandTests.warningOnly.replacingOccurrences(of: "414", with: "320")
            .write(to: project.appendingPathComponent("Other.xib"), atomically: true, encoding: .utf8)
    }

    override func tearDownWithError() throws {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    /// A home folder with nibcheck in Mint's ~/.mint/bin, which Xcode's PATH lacks, as Homebrew's
    /// /opt/homebrew/bin is missing from it too (the script adds all three).
    private func homeWithMint() throws -> URL {
        let home = scratch.appendingPathComponent("home")
        let bin = home.appendingPathComponent(".mint/bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: bin.appendingPathComponent("nibcheck"),
                                                   withDestinationURL: Bundle.main.bundleURL.appendingPathComponent("nibcheck"))
        return home
    }

    private func phase(home: URL, _ environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [Self.root.appendingPathComponent("Tools/xcode-build-phase.sh").path]
        // Xcode's PATH for script phases; SRCROOT is the project folder.
        // The sanitizers' settings go along, as they would to any child of the test run.
        let sanitizers = ProcessInfo.processInfo.environment.filter { $0.key.hasSuffix("SAN_OPTIONS") }
        process.environment = ["PATH": "/usr/bin:/bin:/usr/sbin:/sbin", "HOME": home.path,
                               "SRCROOT": scratch.appendingPathComponent("App").path]
            .merging(sanitizers) { $1 }
            .merging(environment) { $1 }
        process.currentDirectoryURL = scratch
        let out = Pipe()
        process.standardOutput = out
        process.standardError = out
        try process.run()
        let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Run(status: process.terminationStatus, out: text)
    }

    func testNibcheckOutsideXcodesPathIsFound() throws {
        let run = try phase(home: try homeWithMint())
        XCTAssertEqual(run.status, 0, run.out)
        XCTAssertTrue(run.out.contains("/App/View.xib:"), run.out)
        XCTAssertTrue(run.out.contains(": warning: ") && run.out.contains("[duplicate-constraint]"), run.out)
    }

    func testNoNibcheckIsAWarningNotAFailure() throws {
        let installed = ["/opt/homebrew/bin/nibcheck", "/usr/local/bin/nibcheck"].filter(FileManager.default.fileExists)
        try XCTSkipUnless(installed.isEmpty, "nibcheck is installed on this machine: \(installed)")
        let run = try phase(home: scratch.appendingPathComponent("empty-home"))
        XCTAssertEqual(run.status, 0)
        XCTAssertTrue(run.out.hasPrefix("warning: nibcheck is not installed"), run.out)
    }

    func testSandboxingWithoutDeclaredDocumentsSaysWhatToDeclare() throws {
        let run = try phase(home: try homeWithMint(), ["ENABLE_USER_SCRIPT_SANDBOXING": "YES"])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.out.contains("error: ENABLE_USER_SCRIPT_SANDBOXING is on"), run.out)
    }

    /// Sandboxed, the phase lints exactly the declared inputs (files and a resolved file list),
    /// takes a declared .nibcheck.yml, and writes no cache (the sandbox would refuse it).
    func testSandboxingLintsTheDeclaredInputs() throws {
        let home = try homeWithMint()
        let app = scratch.appendingPathComponent("App")
        let list = scratch.appendingPathComponent("inputs.resolved.xcfilelist")
        try (app.appendingPathComponent("Other.xib").path + "\n").write(to: list, atomically: true, encoding: .utf8)
        let declared = ["ENABLE_USER_SCRIPT_SANDBOXING": "YES",
                        "SCRIPT_INPUT_FILE_COUNT": "1", "SCRIPT_INPUT_FILE_0": app.appendingPathComponent("View.xib").path,
                        "SCRIPT_INPUT_FILE_LIST_COUNT": "1", "SCRIPT_INPUT_FILE_LIST_0": list.path]
        let run = try phase(home: home, declared)
        XCTAssertEqual(run.status, 0, run.out)
        XCTAssertTrue(run.out.contains("/App/View.xib:") && run.out.contains("/App/Other.xib:"), run.out)
        XCTAssertFalse(FileManager.default.fileExists(atPath: home.appendingPathComponent(".cache").path))

        let config = app.appendingPathComponent(".nibcheck.yml")
        try "disabled_rules: [duplicate-constraint]\n".write(to: config, atomically: true, encoding: .utf8)
        var withConfig = declared
        withConfig["SCRIPT_INPUT_FILE_COUNT"] = "2"
        withConfig["SCRIPT_INPUT_FILE_1"] = config.path
        let configured = try phase(home: home, withConfig)
        XCTAssertEqual(configured.status, 0, configured.out)
        XCTAssertFalse(configured.out.contains("[duplicate-constraint]"), configured.out)
    }

    /// The README shows the script as it is.
    func testTheReadmeQuotesTheScript() throws {
        let script = try String(contentsOf: Self.root.appendingPathComponent("Tools/xcode-build-phase.sh"), encoding: .utf8)
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        XCTAssertTrue(readme.contains("```sh\n" + script + "```\n"))
    }
}
