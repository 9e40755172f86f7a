#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NibModel

/// Findings accepted as they are today: `--write-baseline` records them, `--baseline` then
/// reports only findings that are not in it.
///
/// A finding's fingerprint is its rule, its file (relative to the configuration folder), the
/// object it is about, and its message with numbers blanked out. Line numbers are not part of
/// it, so edits elsewhere in a file leave the baseline valid; a fingerprint recorded twice
/// accepts two findings (a multiset), so a third copy of a known problem is still new.
public struct Baseline: Sendable, Equatable {
    /// How many findings each fingerprint accepts.
    public private(set) var fingerprints: [String: Int]

    /// A baseline from fingerprints and their counts (empty: accepts nothing).
    public init(fingerprints: [String: Int] = [:]) {
        self.fingerprints = fingerprints
    }

    /// The baseline that accepts exactly these findings.
    public init(_ diagnostics: [Diagnostic], relativeTo configuration: Configuration) {
        fingerprints = [:]
        for diagnostic in diagnostics {
            fingerprints[Baseline.fingerprint(diagnostic, configuration: configuration), default: 0] += 1
        }
    }

    /// The findings the baseline does not account for, in their order.
    public func newFindings(_ diagnostics: [Diagnostic], relativeTo configuration: Configuration) -> [Diagnostic] {
        var remaining = fingerprints
        return diagnostics.filter { diagnostic in
            let key = Baseline.fingerprint(diagnostic, configuration: configuration)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    /// `rule|file|object|message shape`.
    public static func fingerprint(_ diagnostic: Diagnostic, configuration: Configuration) -> String {
        let file = diagnostic.location.map { configuration.relativePath($0.file) } ?? ""
        return [diagnostic.code, file, diagnostic.objectID ?? "", messageShape(diagnostic.message)].joined(separator: "|")
    }

    /// The message with every run of digits (and a decimal point inside one) replaced by `#`:
    /// "off by 12.5 points at line 40" and "off by 3 points at line 41" have the same shape.
    /// A digit is a character that is an ASCII digit, so "1️⃣" (a digit with marks) stays.
    static func messageShape(_ message: String) -> String {
        // On the bytes, not the characters, which cost ten times more: UTF-8 never uses an ASCII
        // byte inside another character, so only an ASCII byte followed by marks needs a look.
        let bytes = Array(message.utf8)
        var shape: [UInt8] = []
        shape.reserveCapacity(bytes.count)
        var inNumber = false
        for (index, byte) in bytes.enumerated() {
            let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            if isDigit || (inNumber && byte == UInt8(ascii: ".")), !hasMarks(at: index, in: bytes) {
                if !inNumber { shape.append(UInt8(ascii: "#")) }
                inNumber = true
            } else {
                inNumber = false
                shape.append(byte)
            }
        }
        return String(decoding: shape, as: UTF8.self)
    }

    /// Whether the ASCII byte at `index` and the scalar after it make one character.
    private static func hasMarks(at index: Int, in bytes: [UInt8]) -> Bool {
        guard index + 1 < bytes.count, bytes[index + 1] >= 0xC0 else { return false }
        let lead = bytes[index + 1]
        let scalarLength = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        let end = min(bytes.count, index + 1 + scalarLength)
        return String(decoding: bytes[index..<end], as: UTF8.self).count == 1
    }

    /// The file format: JSON, one sorted entry per fingerprint, so that baselines diff well.
    public func rendered() -> String {
        let entries = fingerprints.sorted { $0.key < $1.key }.map { key, count -> JSONValue in
            count == 1 ? .string(key) : .object([("fingerprint", .string(key)), ("count", JSONValue(count))])
        }
        return JSONValue.object([("tool", "nibcheck"), ("version", JSONValue(NibKitVersion.current)),
                                 ("baseline", .array(entries))]).prettyRendered() + "\n"
    }

    /// Reads a baseline file written by `rendered()`.
    /// - Throws: `ConfigurationError` when the file cannot be read or is not a baseline.
    public static func load(path: String) throws(ConfigurationError) -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError("cannot read baseline file '\(path)'")
        }
        let file: BaselineFile
        do {
            file = try JSONDecoder().decode(BaselineFile.self, from: data)
        } catch is BaselineFile.UnreadableEntry {
            throw ConfigurationError("'\(path)' has a baseline entry that is neither a fingerprint nor {fingerprint, count}")
        } catch {
            throw ConfigurationError("'\(path)' is not a nibcheck baseline (write one with --write-baseline)")
        }
        var fingerprints: [String: Int] = [:]
        for entry in file.baseline { fingerprints[entry.fingerprint, default: 0] += entry.count }
        return Baseline(fingerprints: fingerprints)
    }
}

/// A baseline file as `Baseline.rendered()` writes it; other keys are ignored.
private struct BaselineFile: Decodable {
    /// An entry of `baseline` of neither shape (JSONDecoder hands it through unchanged).
    struct UnreadableEntry: Error {}

    /// One fingerprint: a string (seen once) or `{"fingerprint": …, "count": …}`.
    struct Entry: Decodable {
        let fingerprint: String
        let count: Int

        private struct Counted: Decodable {
            let fingerprint: String
            let count: Int
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let key = try? container.decode(String.self) {
                (fingerprint, count) = (key, 1)
            } else if let counted = try? container.decode(Counted.self) {
                (fingerprint, count) = (counted.fingerprint, counted.count)
            } else {
                throw UnreadableEntry()
            }
        }
    }

    let baseline: [Entry]
}
