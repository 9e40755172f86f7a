import ParallelMap
import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Scans Swift and Objective-C sources (and PyObjC's Python) for type declarations, outlets,
/// actions and properties, and the storyboard identifiers code spells out.
///
/// Scanning is lexical (no type checking, no SwiftSyntax): a byte-level lexer feeds a
/// declaration scanner per language. It never traps and runs in time linear in the input;
/// what it cannot read is reported in `ScannedFile.diagnostics`.
public enum SourceScanner {
    /// The file extensions (lowercase) `language(ofPath:)` gives a language: what the project
    /// walks collect as sources.
    public static let sourceExtensions: Set<String> = ["swift", "h", "m", "mm", "py"]

    /// Whether `path` names a copy `git mergetool` makes of a conflicted file for the merge
    /// tool, `<name>_BASE_<pid>.<ext>` and its `_LOCAL_`, `_REMOTE_` and `_BACKUP_` twins, left
    /// behind when the tool fails or is stopped (git-mergetool(1), `mergetool.keepTemporaries`).
    /// No target compiles them, and they declare the classes of an older revision: a first
    /// run's app had a document's stale owner class, declared only in such copies, judged as
    /// a class instead of reported unknown. Not sources.
    public static func isMergeToolCopy(_ path: String) -> Bool {
        // Asked of every source file a walk meets: bytes from the end, and most names stop at
        // once (no digit before the extension).
        let bytes = path.utf8
        guard let dot = bytes.lastIndex(of: UInt8(ascii: ".")) else { return false }
        var end = dot
        while end > bytes.startIndex, case let byte = bytes[bytes.index(before: end)], byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
            end = bytes.index(before: end)
        }
        guard end != dot else { return false }
        let stem = bytes[..<end]
        return mergeToolMarkers.contains { marker in
            stem.count > marker.count && stem.suffix(marker.count).elementsEqual(marker)
                && stem.dropLast(marker.count).last != UInt8(ascii: "/")
        }
    }

    private static let mergeToolMarkers: [[UInt8]] = ["_BASE_", "_LOCAL_", "_REMOTE_", "_BACKUP_"].map { Array($0.utf8) }

    /// The language of a file from its extension: `.swift` is Swift, `.h`, `.m`, `.mm` are
    /// Objective-C, `.py` Python; nil for anything else.
    public static func language(ofPath path: String) -> SourceLanguage? {
        // Byte-wise: this runs for every file under a project's roots, and splitting the whole
        // path into Strings cost a tenth of a scan (and going through `String.UTF8View`'s
        // indices as much again as scanning a small file's declarations). The extension is
        // what follows the last dot (trailing dots ignored), compared without regard to ASCII case.
        var path = path
        return path.withUTF8 { bytes in
            var end = bytes.count
            while end > 0 && bytes[end - 1] == UInt8(ascii: ".") { end -= 1 }
            var start = end
            while start > 0 && bytes[start - 1] != UInt8(ascii: ".") { start -= 1 }
            func spells(_ word: StaticString) -> Bool {
                end - start == word.utf8CodeUnitCount
                    && (0..<(end - start)).allSatisfy { bytes[start + $0] | 0x20 == word.utf8Start[$0] }
            }
            if spells("swift") { return .swift }
            if spells("h") || spells("m") || spells("mm") { return .objectiveC }
            if spells("py") { return .python }
            return nil
        }
    }

    /// Scans one file's contents. The language comes from `path`'s extension (Swift unless it
    /// is an Objective-C extension), unless given.
    public static func scan(path: String, contents: String, language: SourceLanguage? = nil, module: String? = nil) -> ScannedFile {
        let language = language ?? self.language(ofPath: path) ?? .swift
        var contents = contents
        return contents.withUTF8 { bytes in scan(path: path, bytes: bytes, language: language, module: module) }
    }

    /// Scans well-formed UTF-8 text.
    private static func scan(path: String, bytes: UnsafeBufferPointer<UInt8>, language: SourceLanguage, module: String?) -> ScannedFile {
        // Tokens hold 32-bit offsets (`Token`).
        guard bytes.count <= Int(Int32.max) else {
            return ScannedFile(path: path, language: language, module: module, types: [],
                               diagnostics: [ScanDiagnostic(message: "file larger than 2 GB, not scanned", location: SourceLocation(file: path, line: 1, column: 1))])
        }
        switch language {
        case .swift:
            let stream = TokenStream(bytes: bytes, language: language, path: path)
            var scanner = SwiftDeclarationScanner(stream: stream)
            scanner.scan()
            return ScannedFile(path: path, language: language, module: module, types: scanner.types,
                               diagnostics: stream.lexDiagnostics + scanner.diagnostics,
                               storyboardCalls: StoryboardCallScanner.calls(in: bytes, language: language, path: path),
                               typeAliases: scanner.typeAliases)
        case .objectiveC:
            let stream = TokenStream(bytes: bytes, language: language, path: path)
            var scanner = ObjCDeclarationScanner(stream: stream)
            scanner.scan()
            return ScannedFile(path: path, language: language, module: module, types: scanner.types, diagnostics: stream.lexDiagnostics,
                               categoryImports: scanner.categoryImports,
                               storyboardCalls: StoryboardCallScanner.calls(in: bytes, language: language, path: path))
        case .python:
            var scanner = PythonDeclarationScanner(bytes: bytes, path: path)
            scanner.scan()
            return ScannedFile(path: path, language: language, module: module, types: scanner.types, diagnostics: [])
        }
    }

    /// Reads and scans files concurrently, keeping the order of `paths`. Invalid UTF-8 is repaired;
    /// a file that cannot be read yields an empty `ScannedFile` with a diagnostic at 1:1.
    public static func scanFiles(_ paths: [String], module: String? = nil) -> [ScannedFile] {
        concurrentMap(paths.count) { index in scanFile(paths[index], module: module) }
    }

    private static func scanFile(_ path: String, module: String?) -> ScannedFile {
        let language = self.language(ofPath: path) ?? .swift
        guard let data = FileManager.default.contents(atPath: path) else {
            return ScannedFile(path: path, language: language, module: module, types: [],
                               diagnostics: [ScanDiagnostic(message: "cannot read file", location: SourceLocation(file: path, line: 1, column: 1))])
        }
        // A well-formed file is scanned as read; decoding it into a String first (to repair
        // what needs none) was more than a quarter of a project's scan.
        return data.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard UTF8Validation.isValid(bytes) else {
                return scan(path: path, contents: String(decoding: bytes, as: UTF8.self), language: language, module: module)
            }
            return scan(path: path, bytes: bytes, language: language, module: module)
        }
    }
}

