// `nibbench scan PATH… [--runs 5]`: the source scan alone, on one core. Reads every `.swift`,
// `.h`, `.m` and `.mm` file under the paths into memory first (file reading is not the
// scanner's work), then times `SourceScanner.scan` over all of them on this thread, `runs`
// times. Prints ONE JSON line with the bytes scanned, the median seconds and MB/s per core
// (the figure issue 15 asks to be at least 300 for Swift and for Objective-C trees), from wall
// time and from the thread's CPU time (the figure to trust on a loaded machine, where the wall
// clock also counts the time other processes hold the core).
//
// `--dump` prints what the scan found instead of timing it: every file's declared types with
// all their members, selectors and locations, and its diagnostics, sets sorted, one fact a
// line. Changes meant to make the scanner faster must leave this output byte-identical.
import Foundation
import SourceScan

struct ScanBenchmark: BenchmarkCommand {
    static let name = "scan"
    static let usage = "scan PATH... [--runs 5] [--language swift|objc] [--dump]"

    static func run(_ arguments: [String]) throws {
        var paths: [String] = []
        var runs = 5
        var only: SourceLanguage?
        var dump = false
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--runs":
                guard let value = rest.popFirst().flatMap(Int.init), value > 0 else { throw UsageError(description: "--runs needs a positive number") }
                runs = value
            case "--dump":
                dump = true
            case "--language":
                switch rest.popFirst() {
                case "swift": only = .swift
                case "objc": only = .objectiveC
                default: throw UsageError(description: "--language is swift or objc")
                }
            default: paths.append(argument)
            }
        }
        guard !paths.isEmpty else { throw UsageError(description: "no paths; usage: nibbench \(usage)") }
        var files: [(path: String, text: String)] = []
        for root in paths {
            // A misspelt folder would otherwise measure nothing and print zeros.
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue else {
                throw UsageError(description: "\(root): no such folder")
            }
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let relative = enumerator?.nextObject() as? String {
                let path = root + "/" + relative
                guard let language = SourceScanner.language(ofPath: path), only == nil || only == language,
                      let data = FileManager.default.contents(atPath: path) else { continue }
                files.append((path, String(decoding: data, as: UTF8.self)))
            }
        }
        if dump {
            for file in files { printFacts(of: SourceScanner.scan(path: file.path, contents: file.text)) }
            return
        }
        let bytes = files.reduce(0) { $0 + $1.text.utf8.count }
        var times: [Double] = []
        var cpuTimes: [Double] = []
        var types = 0
        for _ in 0..<runs {
            let start = monotonicSeconds(), cpuStart = threadCPUSeconds()
            types = 0
            for file in files { types += SourceScanner.scan(path: file.path, contents: file.text).types.count }
            times.append(monotonicSeconds() - start)
            cpuTimes.append(threadCPUSeconds() - cpuStart)
        }
        let median = times.sorted()[times.count / 2], cpuMedian = cpuTimes.sorted()[cpuTimes.count / 2]
        let megabytes = Double(bytes) / 1_000_000
        print("{\"benchmark\":\"scan\",\"files\":\(files.count),\"bytes\":\(bytes),\"types\":\(types),\"runs\":\(runs),"
              + "\"median_seconds\":\(String(format: "%.4f", median)),\"mb_per_second_per_core\":\(String(format: "%.1f", megabytes / median)),"
              + "\"median_cpu_seconds\":\(String(format: "%.4f", cpuMedian)),\"mb_per_cpu_second\":\(String(format: "%.1f", megabytes / cpuMedian))}")
    }
}

/// One line per fact of `file`, in a fixed order (sets sorted).
private func printFacts(of file: ScannedFile) {
    print("file \(file.path) \(file.language) \(file.module ?? "-")")
    for diagnostic in file.diagnostics { print("  diagnostic \(diagnostic)") }
    for type in file.types {
        print("  type \(type.kind) \(type.name) \(type.qualifiedName) at \(type.location) superclass \(type.superclass ?? "-")"
              + " inherits \(type.inheritance) objc \(type.objcName ?? "-") swift \(type.swiftName ?? "-") designable \(type.isDesignable)")
        for outlet in type.outlets { print("    outlet \(outlet)") }
        for action in type.actions { print("    action \(action)") }
        for property in type.properties { print("    property \(property)") }
        print("    propertyNames \(type.propertyNames.sorted())")
        print("    methodSelectors \(type.methodSelectors.sorted())")
    }
}

/// CPU time this thread has used, in seconds.
private func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
