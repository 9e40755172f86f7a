#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Build configuration files (`.xcconfig`), as far as a module name needs them:
///
///     #include "common/Shared.xcconfig"      // textual, relative to the including file
///     #include? "../Local.xcconfig"          // the same, and no matter when absent
///     PRODUCT_NAME = $(TARGET_NAME)          // later lines replace earlier ones
///     PRODUCT_MODULE_NAME = MyApp            // `//` starts a comment anywhere
///     OTHER_SWIFT_FLAGS[sdk=iphoneos*] = -D X  // conditional: not read (no SDK is chosen here)
public enum XcodeConfigurationFile {
    /// Reads a file from disk; nil when it cannot be read.
    public static func readFromDisk(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The file at `path` and every file it includes, followed on, absent ones too: what a cache
    /// of answers drawn from its settings must key.
    public static func files(includedFrom path: String, readFile: (String) -> String? = readFromDisk) -> [String] {
        var files: [String] = []
        _ = read(path, readFile: readFile, filesRead: &files)
        return files
    }

    /// The settings of the file at `path` with those it includes (to a depth of eight, which
    /// also ends include cycles); every path tried is appended to `filesRead`.
    static func read(_ path: String, readFile: (String) -> String?, filesRead: inout [String], depth: Int = 0) -> [String: String] {
        filesRead.append(path)
        guard depth < 8, let text = readFile(path) else { return [:] }
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        var settings: [String: String] = [:]
        for rawLine in text.split(whereSeparator: { $0 == "\n" || $0 == "\r" }) {
            var line = Substring(rawLine).drop { $0 == " " || $0 == "\t" }
            if line.hasPrefix("#include") {
                line = line.dropFirst("#include".count)
                if line.hasPrefix("?") { line = line.dropFirst() }
                let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
                guard quoted.count >= 3 else { continue }
                let included = String(quoted[1])
                let target = included.hasPrefix("/") ? included : folder + "/" + included
                settings.merge(read(target, readFile: readFile, filesRead: &filesRead, depth: depth + 1)) { _, later in later }
                continue
            }
            if let comment = commentStart(line) { line = line[..<comment] }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = trimmed(line[..<equals])
            guard !key.isEmpty, !key.contains("[") else { continue }
            settings[key] = trimmed(line[line.index(after: equals)...])
        }
        return settings
    }

    /// `upper` over `lower`: each setting of `upper` replaces the one below, with
    /// `$(inherited)` (or `${inherited}`) standing for the value below.
    static func layer(_ upper: [String: String], over lower: [String: String]) -> [String: String] {
        var result = lower
        for (key, value) in upper {
            var expanded = ""
            var rest = Substring(value)
            while let dollar = rest.firstIndex(of: "$") {
                expanded += rest[..<dollar]
                rest = rest[dollar...]
                if let reference = ["$(inherited)", "${inherited}"].first(where: { rest.hasPrefix($0) }) {
                    expanded += lower[key] ?? ""
                    rest = rest.dropFirst(reference.count)
                } else {
                    expanded.append("$")
                    rest = rest.dropFirst()
                }
            }
            result[key] = trimmed(Substring(expanded + rest))
        }
        return result
    }

    /// Walked once from each end: reversing the text twice (and building a String from the
    /// reversed Characters) made reading a project's configuration files most of a warm lint run.
    private static func trimmed(_ text: Substring) -> String {
        let blank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        var text = text.drop(while: blank)
        while let last = text.last, blank(last) { text.removeLast() }
        return String(text)
    }

    /// Where the first `//` starts, in one walk over the line's Characters (not a slice and a
    /// prefix test at each of them).
    private static func commentStart(_ line: Substring) -> Substring.Index? {
        var previousIsSlash = false
        var previous = line.startIndex
        for index in line.indices {
            let isSlash = line[index] == "/"
            if isSlash, previousIsSlash { return previous }
            previousIsSlash = isSlash
            previous = index
        }
        return nil
    }
}
