import Foundation
import NibKit
import ParallelMap

/// `nibbench read [PATH …] [--reps N] [--once]`: reader throughput over every .xib/.storyboard under the
/// paths (default $NIBKIT_CORPUS), and the peak memory of reading the largest one alone.
///
/// Prints one JSON line: `files`, `bytes`, `read_s` (median over reps of reading every file
/// into a full `IBDocument`, one after the other), `tree_s` (the XML tree only),
/// `read_all_cores_s` (the full models, files spread over every core as `nibcheck` reads them), `mb_per_s`, `largest_file_bytes`,
/// `largest_peak_growth_bytes` (growth of the peak resident memory while reading the
/// largest file, measured in a fresh child process), `largest_ratio`.
enum ReadBenchmark: BenchmarkCommand {
    static let name = "read"
    static let usage = "read [PATH…] [--reps N] [--once]   reader throughput and memory (default $NIBKIT_CORPUS)"

    static func run(_ args: [String]) throws {
        var paths: [String] = []
        var reps = 5
        var single: String?
        var once = false
        var i = 0
        while i < args.count {
            switch args[i] {
            case "--reps": reps = Int(args[i + 1]) ?? 5; i += 2
            case "--single": single = args[i + 1]; i += 2
            case "--once": once = true; i += 1
            default: paths.append(args[i]); i += 1
            }
        }
        if let single {
            // Child mode: resident growth while one document's model is alive.
            // The high-water mark of resident memory before and after: the growth is the peak
            // the reader and the model added, transient buffers included.
            // The resident size now (statm) tells what the live model holds; the high-water
            // mark tells what the read needed at its peak, transient buffers included.
            // A tiny document first, so that one-time costs (libxml2's initialisation, Swift
            // runtime metadata) are not charged to the file.
            _ = try? IBDocument.parse(Array(#"<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB"><objects><view id="a"><rect key="frame" x="0" y="0" width="1" height="1"/></view></objects></document>"#.utf8), path: "warm-up")
            let before = peakRSSMegabytes()
            let heapBefore = residentBytes()
            let document = try IBDocument.read(path: single)
            let heapAfter = residentBytes()
            let after = peakRSSMegabytes()
            print(#"{"objects":\#(document.objects.count),"growth_bytes":\#(Int((after - before) * 1_048_576)),"heap_bytes":\#(heapAfter - heapBefore)}"#)
            return
        }
        if paths.isEmpty, let corpus = ProcessInfo.processInfo.environment["NIBKIT_CORPUS"] { paths = [corpus] }
        let files = paths.flatMap(interfaceBuilderFiles(under:))
        if once {
            // Whole-process mode, to time against `xmllint --noout` as a command: every file
            // read once into a full model.
            let models = files.reduce(0) { count, path in count + ((try? IBDocument.read(path: path)) == nil ? 0 : 1) }
            print(#"{"bench":"read-once","files":\#(files.count),"models":\#(models)}"#)
            return
        }
        let datas = files.map { (try? Data(contentsOf: URL(fileURLWithPath: $0))) ?? Data() }
        let bytes = datas.reduce(0) { $0 + $1.count }
        var modelTimes: [Double] = []
        var treeTimes: [Double] = []
        var parallelTimes: [Double] = []
        for _ in 0..<reps {
            var start = Date()
            for path in files { _ = try? XMLReader.read(path: path) }
            treeTimes.append(Date().timeIntervalSince(start))
            start = Date()
            for path in files { _ = try? IBDocument.read(path: path) }
            modelTimes.append(Date().timeIntervalSince(start))
            // As nibcheck reads a project: files spread over every core.
            start = Date()
            _ = concurrentMap(files.count) { index in (try? IBDocument.read(path: files[index])) != nil }
            parallelTimes.append(Date().timeIntervalSince(start))
        }
        let largest = zip(files, datas).max { $0.1.count < $1.1.count }
        var growth = -1
        var heap = -1
        if let (path, _) = largest {
            let child = Process()
            child.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            child.arguments = ["read", "--single", path]
            let pipe = Pipe()
            child.standardOutput = pipe
            try child.run()
            child.waitUntilExit()
            let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            if let range = output.range(of: #""growth_bytes":"#) {
                growth = Int(output[range.upperBound...].prefix { $0.isNumber }) ?? -1
            }
            if let range = output.range(of: #""heap_bytes":"#) {
                heap = Int(output[range.upperBound...].prefix { $0.isNumber }) ?? -1
            }
        }
        let read = median(modelTimes)
        let largestBytes = largest?.1.count ?? 0
        let fields: [(String, JSONValue)] = [
            ("bench", "read"), ("files", JSONValue(files.count)), ("bytes", JSONValue(bytes)),
            ("read_s", JSONValue(read)), ("tree_s", JSONValue(median(treeTimes))),
            ("read_all_cores_s", JSONValue(median(parallelTimes))), ("cores", JSONValue(ProcessInfo.processInfo.activeProcessorCount)),
            ("mb_per_s", JSONValue(Double(bytes) / 1_000_000 / read)),
            ("largest_file_bytes", JSONValue(largestBytes)), ("largest_peak_growth_bytes", JSONValue(growth)),
            ("largest_model_heap_bytes", JSONValue(heap)),
            ("largest_ratio", JSONValue(largestBytes > 0 ? Double(max(growth, heap)) / Double(largestBytes) : 0)),
        ]
        print(JSONValue.object(fields).rendered())
    }

    static func interfaceBuilderFiles(under path: String) -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return [] }
        guard isDirectory.boolValue else { return [path] }
        let walker = FileManager.default.enumerator(atPath: path)
        var files: [String] = []
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".xib") || relative.hasSuffix(".storyboard") { files.append(path + "/" + relative) }
        }
        return files.sorted()
    }

    static func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
    }

    /// Resident set size now, from /proc/self/statm (pages).
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        return fields.count > 1 ? (Int(fields[1]) ?? 0) * Int(sysconf(Int32(_SC_PAGESIZE))) : 0
    }
}
