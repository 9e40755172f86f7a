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

    /// A folder named like a document, a dangling link named like one, and (when not root, for
    /// whom permissions do not stop reads) a file without read permission: each is an unreadable
    /// document with its path, not a file passed over or a crash.
    func testUnreadableDocumentsAreErrors() throws {
        let project = try folder()
        try write(Self.plainView, to: "Good.xib", in: project)
        try FileManager.default.createDirectory(at: project.appendingPathComponent("Folder.xib"), withIntermediateDirectories: false)
        try FileManager.default.createSymbolicLink(atPath: project.appendingPathComponent("Dangling.storyboard").path,
                                                   withDestinationPath: project.appendingPathComponent("Gone.storyboard").path)
        var expected = [
            "Folder.xib:1:1: error: not a regular file [unreadable-document]",
            "Dangling.storyboard:1:1: error: cannot open file: No such file or directory [unreadable-document]",
        ]
        if getuid() != 0 {
            try write(Self.plainView, to: "Locked.xib", in: project)
            XCTAssertEqual(chmod(project.appendingPathComponent("Locked.xib").path, 0), 0)
            expected.append("Locked.xib:1:1: error: cannot open file: Permission denied [unreadable-document]")
        }
        let run = try nibcheck(["lint", "--quiet"], in: project)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(Set(run.lines.map(String.init)), Set(expected), run.out)

        let named = try nibcheck(["lint", "Folder.xib", "--quiet"], in: project)
        XCTAssertEqual(named.status, 1, "a folder named as a document is not an empty success")
        XCTAssertEqual(named.out, expected[0] + "\n")
    }

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

    /// A file name that is not UTF-8 cannot be named by any Swift path: found in a folder it is
    /// an unreadable document that says why; named on the command line it is not found (2).
    func testNonUTF8FileNames() throws {
        let project = try folder()
        let name: [UInt8] = Array("Caf".utf8) + [0xE9] + Array(".xib".utf8)
        let path = project.path.utf8CString.dropLast().map(UInt8.init) + [UInt8(ascii: "/")] + name + [0]
        let fd = path.withUnsafeBufferPointer { open(UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_CREAT | O_WRONLY, 0o644) }
        XCTAssertGreaterThanOrEqual(fd, 0)
        _ = Self.plainView.utf8CString.withUnsafeBufferPointer { Glibc.write(fd, $0.baseAddress!, $0.count - 1) }
        close(fd)
        let run = try nibcheck(["lint", "--quiet"], in: project)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.out, "Caf\u{FFFD}.xib:1:1: error: cannot open file: No such file or directory (the file name is not valid UTF-8: rename the file) [unreadable-document]\n")
    }

    // MARK: output

    /// A reader that is gone before the report is written: exit 2 (the report was not
    /// delivered), nothing on standard error, no crash. Whatever the findings were.
    func testClosedOutputPipeExitsTwoQuietly() throws {
        let project = try folder()
        try write(Self.plainView, to: "Good.xib", in: project)
        try write("not xml", to: "Bad.xib", in: project)
        for arguments in [["lint", "--quiet"], ["lint", "--format", "json", "--quiet"], ["rules"]] {
            let run = try nibcheck(arguments, in: project, output: .closedPipe)
            XCTAssertEqual(run.status, 2, "\(arguments)")
            XCTAssertEqual(run.err, "", "\(arguments)")
        }
        // A clean run has no report to lose (the summary goes to standard error).
        let clean = try nibcheck(["lint", "Good.xib"], in: project, output: .closedPipe)
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.err, "nibcheck: 0 errors, 0 warnings, 0 notes in 1 file\n")
    }

    /// `nibcheck lint … | head -1` in a shell: head's one line, then nibcheck's status 2.
    func testHeadOfALongReport() throws {
        let project = try folder()
        let constraints = (0..<3000).map { #"<constraint firstAttribute="height" constant="100" id="Dup-\#($0)"/>"# }.joined(separator: "\n")
        try write(Self.xib(#"<view contentMode="scaleToFill" id="Big-aa-001"><rect key="frame" x="0" y="0" width="100" height="100"/><constraints>\#(constraints)</constraints></view>"#),
                  to: "Long.xib", in: project)
        let tool = Bundle.main.bundleURL.appendingPathComponent("nibcheck").path
        let run = try shell("'\(tool)' lint --strict | head -1; echo \"status ${PIPESTATUS[0]}\"", in: project)
        let lines = run.split(separator: "\n")
        XCTAssertEqual(lines.count, 2, run)
        XCTAssertTrue(lines.first?.hasPrefix("Long.xib:") ?? false, run)
        XCTAssertEqual(lines.last, "status 2", run)
    }

    private func shell(_ command: String, in folder: URL) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = folder
        let out = Pipe()
        process.standardOutput = out
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }
}
