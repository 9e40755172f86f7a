import Foundation
import XCTest

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

    // MARK: documents

    /// Every reader threat in one run: each file is one located error, the good file is still
    /// checked, the run fails with 1.
    func testHostileDocumentsAreLocatedErrorsAndTheRunGoesOn() throws {
        let project = try folder()
        try write(Self.plainView, to: "Good.xib", in: project)
        let depth = 100_000
        try write(Self.xib(String(repeating: "<view>", count: depth) + String(repeating: "</view>", count: depth)), to: "Deep.xib", in: project)
        try write("<?xml version=\"1.0\"?>\n<!DOCTYPE d [<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<document>&x;</document>",
                  to: "External.xib", in: project)
        var nul = Array(Self.plainView.utf8)
        nul[nul.count - 40] = 0
        try Data(nul).write(to: project.appendingPathComponent("Nul.xib"))
        var latin1 = Array(Self.plainView.utf8)
        latin1[latin1.count - 40] = 0xE9
        try Data(latin1).write(to: project.appendingPathComponent("Latin1.xib"))
        let hugePath = project.appendingPathComponent("Huge.xib").path
        XCTAssertTrue(FileManager.default.createFile(atPath: hugePath, contents: nil))
        let huge = try XCTUnwrap(FileHandle(forWritingAtPath: hugePath))
        try huge.truncate(atOffset: 1 << 30) // sparse: no disk used
        try huge.close()

        let run = try nibcheck(["lint", "--quiet"], in: project)
        XCTAssertEqual(run.status, 1, run.out + run.err)
        let errors = Dictionary(run.lines.map { line in (String(line.prefix { $0 != ":" }), String(line)) }, uniquingKeysWith: { $0 + "\n" + $1 })
        XCTAssertEqual(Set(errors.keys), ["Deep.xib", "External.xib", "Nul.xib", "Latin1.xib", "Huge.xib"], run.out)
        for (file, line) in errors {
            XCTAssertTrue(line.hasSuffix("[unreadable-document]"), line)
            XCTAssertTrue(line.range(of: #"^[A-Za-z0-9]+\.xib:[0-9]+:[0-9]+: error: "#, options: .regularExpression) != nil, "\(file): \(line)")
        }
        XCTAssertTrue(errors["Huge.xib"]?.contains("over the 67108864-byte limit (raise it with --max-file-size)") ?? false)
        XCTAssertTrue(errors["External.xib"]?.hasPrefix("External.xib:2:1: error: document has a <!DOCTYPE>") ?? false)
        XCTAssertFalse(run.out.contains("root:"), "no file content leaks into messages")
    }

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
        FileHandle(fileDescriptor: fd, closeOnDealloc: true).write(Data(Self.plainView.utf8))
        let run = try nibcheck(["lint", "--quiet"], in: project)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.out, "Caf\u{FFFD}.xib:1:1: error: cannot open file: No such file or directory (the file name is not valid UTF-8: rename the file) [unreadable-document]\n")
    }

    // MARK: configuration

    /// Paths a configuration or the command line names that do not exist: exit 2 with the name.
    func testMissingConfiguredPathsAreTrouble() throws {
        let project = try folder()
        try write(Self.plainView, to: "App/View.xib", in: project)
        try write("included: [App, Missing]\n", to: ".nibcheck.yml", in: project)
        let included = try nibcheck(["lint"], in: project)
        XCTAssertEqual(included.status, 2)
        XCTAssertEqual(included.out, "")
        XCTAssertTrue(included.err.contains("Missing: no such file or folder"), included.err)

        try write("swift_sources: [Sources/Gone]\n", to: ".nibcheck.yml", in: project)
        let sources = try nibcheck(["lint"], in: project)
        XCTAssertEqual(sources.status, 2)
        XCTAssertTrue(sources.err.contains("Sources/Gone: swift_sources entry names no file or folder"), sources.err)

        let config = try nibcheck(["lint", "--config", "nowhere.yml"], in: project)
        XCTAssertEqual(config.status, 2)
        XCTAssertTrue(config.err.contains("cannot read configuration file 'nowhere.yml'"), config.err)

        let baseline = try nibcheck(["lint", "--config", ".nibcheck.yml", "--baseline", "nowhere.json", "App"], in: project)
        XCTAssertEqual(baseline.status, 2)
        XCTAssertTrue(baseline.err.contains("nowhere.json"), baseline.err)
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
        let clean = try nibcheck(["lint", "Good.xib", "--disable", "outlet-missing-property,outlet-type-mismatch,outlet-unconnected,"
                                  + "action-missing-method,unknown-custom-class,custom-module-mismatch,runtime-attribute-unknown,code-identifier-missing"],
                                 in: project, output: .closedPipe)
        XCTAssertEqual(clean.status, 0)
        XCTAssertEqual(clean.err, "nibcheck: 0 errors, 0 warnings, 0 notes in 1 file\n", "the summary alone (no source checks to miss)")
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

    // MARK: projects

    /// Components that contain each other (A contains B contains A) and a storyboard reference
    /// to itself: located errors and 1, in bounded time. (A view of a component's own class
    /// inside its own xib is read as a definition, not a use: NibProjectTests covers that.)
    func testComponentCycleAndSelfReferenceEndInErrors() throws {
        let project = try folder()
        func component(_ name: String, containing other: String) -> String {
            Self.xib("""
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="\(name)"/>
                <view contentMode="scaleToFill" id="\(name)-root">
                    <rect key="frame" x="0" y="0" width="100" height="100"/>
                    <subviews>
                        <view contentMode="scaleToFill" customClass="\(other)" id="\(name)-uses-\(other)">
                            <rect key="frame" x="0" y="0" width="50" height="50"/>
                        </view>
                    </subviews>
                </view>
            """)
        }
        try write(component("PingView", containing: "PongView"), to: "PingView.xib", in: project)
        try write(component("PongView", containing: "PingView"), to: "PongView.xib", in: project)
        try write("""
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="Ref-aa-001">
                <scenes>
                    <scene sceneID="Scn-aa-001">
                        <objects>
                            <viewControllerPlaceholder storyboardName="Main" id="Ref-aa-001" sceneMemberID="viewController"/>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """, to: "Main.storyboard", in: project)
        let run = try nibcheck(["lint", "--quiet"], in: project, seconds: 30)
        XCTAssertEqual(run.status, 1, run.out + run.err)
        XCTAssertTrue(run.out.contains("PongView.xib:8:13: error: component cycle: PingView contains PongView contains PingView"), run.out)
        XCTAssertTrue(run.out.contains("Main.storyboard:6:17: error: storyboard reference 'Ref-aa-001' loops back to itself"), run.out)
    }
}
