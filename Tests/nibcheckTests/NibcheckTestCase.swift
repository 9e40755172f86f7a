import Foundation
import XCTest

/// Runs the built `nibcheck` as a user runs it: the helpers the CLI tests share.
class NibcheckTestCase: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    struct Run {
        let status: Int32
        let out: String
        let err: String
    }

    /// Runs the nibcheck built next to the test bundle.
    func nibcheck(_ arguments: [String], in folder: URL = NibcheckTestCase.packageRoot,
                  environment: [String: String] = [:]) throws -> Run {
        let tool = Bundle.main.bundleURL.appendingPathComponent("nibcheck")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw XCTSkip("nibcheck is not built next to the tests (\(tool.path)); run `swift build` first")
        }
        return try run(tool.path, arguments, in: folder, environment: environment)
    }

    /// Runs a program to completion in `folder`, the environment this one's with `environment` over it.
    func run(_ executable: String, _ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Run {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = folder
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
                   err: String(decoding: errData, as: UTF8.self))
    }

    /// A scratch project folder with the given files.
    func project(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibcheck-lint-\(UUID().uuidString)")
        for (name, content) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try content.write(to: url, atomically: true, encoding: .utf8)
        }
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}
