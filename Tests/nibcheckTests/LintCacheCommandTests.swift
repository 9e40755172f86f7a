import Foundation
import XCTest

/// `nibcheck lint --cache-path / --no-cache` end to end: a warm run prints what a cold one
/// printed; a corrupt cache file is a note on stderr, never another answer; processes running
/// at once leave a whole cache behind.
extension LintCommandTests {
    /// The cache files in `folder`: the answers' (`lint-KEY.cache`) and the remembered report's
    /// (`lint-KEY-report.cache`), and, once files have settled, the stat memo's.
    private func cacheFiles(_ folder: URL, ending suffix: String = ".cache") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter { $0.hasSuffix(suffix) }.sorted()
    }

    func testWarmAndCorruptRunsPrintTheSame() throws {
        let project = try project(["View.xib": Self.warningOnly])
        let cache = project.appendingPathComponent("cache")
        let uncached = try nibcheck(["lint", "--no-cache"], in: project)
        XCTAssertEqual(uncached.status, 0)
        XCTAssertTrue(uncached.out.contains("[duplicate-constraint]"), uncached.out)
        XCTAssertEqual(cacheFiles(cache), [], "--no-cache writes nothing")

        let cold = try nibcheck(["lint", "--cache-path", cache.path], in: project)
        XCTAssertEqual(cacheFiles(cache).count, 2)
        let warm = try nibcheck(["lint", "--cache-path", cache.path], in: project)
        for run in [cold, warm] {
            XCTAssertEqual(run.out, uncached.out)
            XCTAssertEqual(run.err, uncached.err)
            XCTAssertEqual(run.status, uncached.status)
        }

        // The answers' file, read by a run whose report is not remembered (another format).
        let file = cache.appendingPathComponent(cacheFiles(cache).first { !$0.hasSuffix("-report.cache") }!)
        try FileManager.default.removeItem(at: cache.appendingPathComponent(cacheFiles(cache, ending: "-report.cache")[0]))
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

    /// A run over unchanged files prints the report the run before printed, as remembered, in
    /// every output form: each format, `--summary`, `--strict`, a baseline; a changed option or
    /// file is printed afresh, and a damaged report file is a note, never another report.
    func testRememberedReportsPrintWhatARunWithoutTheCachePrints() throws {
        let project = try project(["View.xib": Self.warningOnly, "Other.xib": Self.warningOnly.replacingOccurrences(of: "414", with: "320")])
        let cache = project.appendingPathComponent("cache").path
        let baseline = project.appendingPathComponent("baseline.json")
        for options in [[], ["--format", "json"], ["--format", "sarif"], ["--summary"], ["--strict"], ["--quiet"], ["--baseline", baseline.path]] {
            try Data("{\"baseline\": []}\n".utf8).write(to: baseline)
            let uncached = try nibcheck(["lint", "--no-cache"] + options, in: project)
            for run in 0..<3 {
                if run == 2, options.first == "--baseline" {
                    // A baseline written by the run before: the remembered report is not its.
                    XCTAssertEqual(try nibcheck(["lint", "--write-baseline", baseline.path, "--cache-path", cache], in: project).status, 0)
                    let later = try nibcheck(["lint", "--cache-path", cache] + options, in: project)
                    XCTAssertEqual(later.out, try nibcheck(["lint", "--no-cache"] + options, in: project).out)
                    continue
                }
                let cached = try nibcheck(["lint", "--cache-path", cache] + options, in: project)
                XCTAssertEqual(cached.out, uncached.out, "\(options), run \(run)")
                XCTAssertEqual(cached.err, uncached.err, "\(options), run \(run)")
                XCTAssertEqual(cached.status, uncached.status, "\(options), run \(run)")
            }
        }
        let report = URL(fileURLWithPath: cache).appendingPathComponent(cacheFiles(URL(fileURLWithPath: cache), ending: "-report.cache")[0])
        let whole = try Data(contentsOf: report)
        try whole.prefix(whole.count - 2).write(to: report)
        let uncached = try nibcheck(["lint", "--no-cache"], in: project)
        let damaged = try nibcheck(["lint", "--cache-path", cache], in: project)
        XCTAssertEqual(damaged.out, uncached.out)
        XCTAssertEqual(damaged.status, uncached.status)
        XCTAssertTrue(damaged.err.contains("nibcheck: note: ignoring the lint cache"), damaged.err)
        XCTAssertEqual(try nibcheck(["lint", "--cache-path", cache], in: project).err, uncached.err, "no note once rewritten")
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
