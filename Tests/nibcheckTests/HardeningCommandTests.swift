import Foundation
import XCTest
#if canImport(Glibc)
import Glibc
#endif

/// Issue 8 end to end: `nibcheck lint` on hostile files, folders, configurations and pipes, as
/// CI runs it on a stranger's pull request. Every case ends in bounded time with a located
/// error and exit status 1 or 2 (see `nibcheck lint --help`), never a trap, a hang or a
/// success that hides a failure.
final class HardeningCommandTests: XCTestCase {
    struct Run {
        let status: Int32
        let out: String
        let err: String
        /// The report's lines (standard output).
        var lines: [Substring] { out.split(separator: "\n") }
    }

    /// Where the output goes: a pipe read to the end, or a pipe whose reader is already gone.
    enum Output { case read, closedPipe }

    /// Runs the built nibcheck in `folder`, killed after `seconds` (a hang fails the test).
    func nibcheck(_ arguments: [String], in folder: URL, output: Output = .read, seconds: Double = 60) throws -> Run {
        let tool = Bundle.main.bundleURL.appendingPathComponent("nibcheck")
        guard FileManager.default.isExecutableFile(atPath: tool.path) else {
            throw XCTSkip("nibcheck is not built next to the tests (\(tool.path)); run `swift build` first")
        }
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        if output == .closedPipe { try out.fileHandleForReading.close() }
        try process.run()
        let watchdog = DispatchWorkItem { [process] in if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: watchdog)
        let outData = output == .read ? out.fileHandleForReading.readDataToEndOfFile() : Data()
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        XCTAssertEqual(process.terminationReason, .exit, "nibcheck \(arguments) was killed (a trap, or a hang past \(seconds) s)")
        return Run(status: process.terminationStatus, out: String(decoding: outData, as: UTF8.self),
                   err: String(decoding: errData, as: UTF8.self))
    }

    /// A scratch folder, removed when the test ends.
    func folder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("nibcheck-hardening-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    func write(_ text: String, to name: String, in folder: URL) throws {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static func xib(_ objects: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES">
            <objects>
        \(objects)
            </objects>
        </document>
        """
    }

    static let plainView = xib(#"<view contentMode="scaleToFill" id="Pln-aa-001"><rect key="frame" x="0" y="0" width="100" height="100"/></view>"#)

    // MARK: files and folders

    /// Links that loop (to the folder itself, to its parent) and a nest of links that would make
    /// a naive walk exponential: the walk enters each folder once.
    func testSymbolicLinkLoopsEndTheWalk() throws {
        let project = try folder()
        try write(Self.plainView, to: "App/View.xib", in: project)
        let app = project.appendingPathComponent("App")
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("self").path, withDestinationPath: ".")
        try FileManager.default.createSymbolicLink(atPath: app.appendingPathComponent("up").path, withDestinationPath: "..")
        for level in 0..<24 {
            let here = project.appendingPathComponent("Nest/\(level)")
            try FileManager.default.createDirectory(at: here, withIntermediateDirectories: true)
            for link in ["a", "b"] {
                try FileManager.default.createSymbolicLink(atPath: here.appendingPathComponent(link).path, withDestinationPath: "../\(level + 1)")
            }
        }
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Nest/24"), withIntermediateDirectories: true)
        let run = try nibcheck(["lint"], in: project, seconds: 30)
        XCTAssertEqual(run.status, 0, run.out + run.err)
        XCTAssertTrue(run.err.contains("in 1 file"), run.err)
    }
}
