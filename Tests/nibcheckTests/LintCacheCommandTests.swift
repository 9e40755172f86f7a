import Foundation
import XCTest

/// `nibcheck lint --cache-path / --no-cache` end to end: a warm run prints what a cold one
/// printed; a corrupt cache file is a note on stderr, never another answer; processes running
/// at once leave a whole cache behind.
extension LintCommandTests {
    private func cacheFiles(_ folder: URL) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    }

    func testWarmAndCorruptRunsPrintTheSame() throws {
        let project = try project(["View.xib": Self.warningOnly])
        let cache = project.appendingPathComponent("cache")
        let uncached = try nibcheck(["lint", "--no-cache"], in: project)
        XCTAssertEqual(uncached.status, 0)
        XCTAssertTrue(uncached.out.contains("[duplicate-constraint]"), uncached.out)
        XCTAssertEqual(cacheFiles(cache), [], "--no-cache writes nothing")

        let cold = try nibcheck(["lint", "--cache-path", cache.path], in: project)
        XCTAssertEqual(cacheFiles(cache).count, 1)
        let warm = try nibcheck(["lint", "--cache-path", cache.path], in: project)
        for run in [cold, warm] {
            XCTAssertEqual(run.out, uncached.out)
            XCTAssertEqual(run.err, uncached.err)
            XCTAssertEqual(run.status, uncached.status)
        }

        let file = cache.appendingPathComponent(cacheFiles(cache)[0])
        let whole = try Data(contentsOf: file)
        try whole.prefix(whole.count - 7).write(to: file)
        let truncated = try nibcheck(["lint", "--cache-path", cache.path], in: project)
        XCTAssertEqual(truncated.out, uncached.out)
        XCTAssertEqual(truncated.status, uncached.status)
        XCTAssertTrue(truncated.err.contains("nibcheck: note: ignoring the lint cache"), truncated.err)
        XCTAssertEqual(try Data(contentsOf: file), whole, "rewritten as it was")
        let after = try nibcheck(["lint", "--cache-path", cache.path], in: project)
        XCTAssertEqual(after.err, uncached.err, "no note once rewritten")
    }

    /// Four processes started at once over the same cache, twice: all print the uncached report.
    func testConcurrentProcessesShareTheCache() throws {
        let project = try project(["View.xib": Self.warningOnly, "Other.xib": Self.warningOnly.replacingOccurrences(of: "414", with: "320")])
        let cache = project.appendingPathComponent("cache").path
        let expected = try nibcheck(["lint", "--no-cache"], in: project)
        for _ in 0..<2 {
            let processes = (0..<4).map { _ in
                let process = Process()
                process.executableURL = Bundle.main.bundleURL.appendingPathComponent("nibcheck")
                process.arguments = ["lint", "--cache-path", cache]
                process.currentDirectoryURL = project
                let out = Pipe(), err = Pipe()
                process.standardOutput = out
                process.standardError = err
                return (process, out, err)
            }
            for (process, _, _) in processes { try process.run() }
            for (process, out, err) in processes {
                let printed = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                let said = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                XCTAssertEqual(printed, expected.out)
                XCTAssertEqual(said, expected.err)
                XCTAssertEqual(process.terminationStatus, expected.status)
            }
        }
    }
}
