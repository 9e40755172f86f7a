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

    /// Each file of `paths` and every file it includes, followed on, absent ones too, one after
    /// the other: what a cache of answers drawn from their settings must key. Only the
    /// `#include` lines are looked at, and each file's once: configuration files include the
    /// same shared files, under spellings that differ by `/./` (one app of the corpus: 97 reads of 22
    /// files, once for each configuration that included them).
    public static func files(includedFrom paths: [String], readFile: (String) -> String? = readFromDisk) -> [String] {
        // By path with `/./` taken out: what each file's `#include` lines name, as written.
        var includes: [String: [String]?] = [:]
        var files: [String] = []
        func follow(_ path: String, depth: Int) {
            files.append(path)
            guard depth < 8 else { return }
            let key = withoutDotFolders(path)
            let named = includes[key] ?? readFile(path).map { text in
                var named: [String] = []
                forEachLine(of: text) { included, _ in if let included { named.append(included) } }
                return named
            }
            includes[key] = named
            for included in named ?? [] {
                let beside = target(of: included, from: path)
                follow(beside, depth: depth + 1)
                // Not beside it: in the project's folder, one of the file's own (`read`).
                guard !included.hasPrefix("/"), case .some(nil) = includes[withoutDotFolders(beside)] else { continue }
                let normalized = withoutDotFolders(path)
                var folder = Substring(normalized)
                if let slash = folder.lastIndex(of: "/") { folder = folder[..<slash] }
                while let slash = folder.lastIndex(of: "/"), slash > folder.startIndex {
                    folder = folder[..<slash]
                    follow(folder + "/" + included, depth: depth + 1)
                }
            }
        }
        for path in paths { follow(path, depth: 0) }
        return files
    }

    /// The settings of the file at `path` with those it includes (to a depth of eight, which
    /// also ends include cycles); every path tried is appended to `filesRead`. Each file's
    /// settings (its includes' too) are kept in `settingsOfFile` once read, by path without
    /// `.` components: the configuration files of a project's targets include the same shared
    /// files (a file met again is not listed in `filesRead` again).
    /// An include is looked for beside the including file, then in the project's folder
    /// (`sourceRoot`), as Xcode does: a first run's app includes `Xcode/Shared/….xcconfig` from
    /// files three folders down, and its module name, set there, was missed (4 false
    /// `custom-module-mismatch` errors).
    static func read(_ path: String, sourceRoot: String, readFile: (String) -> String?, filesRead: inout [String], depth: Int,
                     settingsOfFile: inout [String: [String: String]]) -> [String: String] {
        read(path, orElse: nil, sourceRoot: sourceRoot, readFile: readFile, filesRead: &filesRead, depth: depth, settingsOfFile: &settingsOfFile)
    }

    /// `read(_:sourceRoot:readFile:filesRead:depth:settingsOfFile:)`, reading `fallback` where
    /// `path` cannot be read.
    private static func read(_ path: String, orElse fallback: String?, sourceRoot: String, readFile: (String) -> String?,
                             filesRead: inout [String], depth: Int, settingsOfFile: inout [String: [String: String]]) -> [String: String] {
        let fileKey = withoutDotFolders(path)
        if let known = settingsOfFile[fileKey] { return known }
        filesRead.append(path)
        guard depth < 8 else { return [:] }
        guard let text = readFile(path) else {
            guard let fallback else { return [:] }
            return read(fallback, orElse: nil, sourceRoot: sourceRoot, readFile: readFile, filesRead: &filesRead, depth: depth,
                        settingsOfFile: &settingsOfFile)
        }
        var settings: [String: String] = [:]
        forEachLine(of: text) { included, line in
            if let included {
                let beside = target(of: included, from: path)
                let inProjectFolder = sourceRoot.isEmpty || sourceRoot == "." ? included : sourceRoot + "/" + included
                let fallback = included.hasPrefix("/") || withoutDotFolders(inProjectFolder) == withoutDotFolders(beside) ? nil : inProjectFolder
                let includedSettings = read(beside, orElse: fallback,
                                            sourceRoot: sourceRoot, readFile: readFile, filesRead: &filesRead, depth: depth + 1,
                                            settingsOfFile: &settingsOfFile)
                settings.merge(includedSettings) { _, later in later }
                return
            }
            var line = line
            if let comment = commentStart(line) { line = line[..<comment] }
            guard let equals = line.firstIndex(of: "=") else { return }
            let key = trimmed(line[..<equals])
            guard !key.isEmpty, !key.contains("[") else { return }
            settings[key] = trimmed(line[line.index(after: equals)...])
        }
        settingsOfFile[fileKey] = settings
        return settings
    }

    /// Hands each line of `text` to `body`, its leading blanks dropped, with the path an
    /// `#include` (or `#include?`) line names, as written; nil for other lines.
    /// Lines are found byte by byte (line breaks and blanks are ASCII, so every cut is a
    /// Character boundary): splitting by Characters cost a real app's 22 configuration files
    /// 9 M instructions more.
    private static func forEachLine(of text: String, _ body: (_ included: String?, _ line: Substring) -> Void) {
        let bytes = text.utf8
        var start = bytes.startIndex
        while start < bytes.endIndex {
            var end = start
            while end < bytes.endIndex, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { bytes.formIndex(after: &end) }
            defer { start = end < bytes.endIndex ? bytes.index(after: end) : end }
            var first = start
            while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { bytes.formIndex(after: &first) }
            guard first < end else { continue }
            var line = text[first..<end]
            guard line.hasPrefix("#include") else {
                body(nil, line)
                continue
            }
            line = line.dropFirst("#include".count)
            if line.hasPrefix("?") { line = line.dropFirst() }
            let quoted = line.split(separator: "\"", omittingEmptySubsequences: false)
            if quoted.count >= 3 { body(String(quoted[1]), line) }
        }
    }

    /// The path of a file `included` from the file at `path`: relative to its folder. Byte by
    /// byte (`/` is one byte in UTF-8): Character searches were most of listing the includes.
    private static func target(of included: String, from path: String) -> String {
        guard !included.hasPrefix("/") else { return included }
        guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return "./" + included }
        return String(path[..<slash]) + "/" + included
    }

    /// `path` without its `.` components (`a/./b` is `a/b`, `./a` is `a`): the same file.
    private static func withoutDotFolders(_ path: String) -> String {
        var bytes: [UInt8] = []
        var first = true
        for part in path.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
        where !(part.count == 1 && part.first == UInt8(ascii: ".")) {
            if !first { bytes.append(UInt8(ascii: "/")) }
            bytes += part
            first = false
        }
        return String(decoding: bytes, as: UTF8.self)
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
