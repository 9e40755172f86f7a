import NibDiff
import NibModel
import XCTest

/// Reads the hand-written fixtures of Fixtures/ComicApp and applies known edits to their text.
enum FixtureEdits {
    static let fixtures: String = {
        var path = #filePath
        for _ in 0..<3 { path = String(path[..<path.lastIndex(of: "/")!]) }
        return path + "/Fixtures/ComicApp/"
    }()

    static func text(_ name: String) throws -> String {
        let data = try XCTUnwrap(FileManager.default.contents(atPath: fixtures + name), "missing fixture \(name)")
        return String(decoding: data, as: UTF8.self)
    }

    static func document(_ text: String, path: String = "edited.xib") throws -> IBDocument {
        try IBDocument.parse(Array(text.utf8), path: path)
    }

    /// `text` with `old` replaced by `new`; fails the test when `old` is not there exactly once.
    static func replacing(_ old: String, with new: String, in text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let parts = text.components(separatedBy: old)
        XCTAssertEqual(parts.count, 2, "expected exactly one '\(old.prefix(60))'", file: file, line: line)
        return parts.joined(separator: new)
    }

    /// `text` without the element that starts with `start` (through its matching `end`).
    static func removingElement(startingWith start: String, end: String, in text: String) -> String {
        guard let from = text.range(of: start), let to = text.range(of: end, range: from.upperBound..<text.endIndex) else {
            XCTFail("no element starting with '\(start)'")
            return text
        }
        var lineStart = from.lowerBound
        while lineStart > text.startIndex, text[text.index(before: lineStart)] == " " { lineStart = text.index(before: lineStart) }
        var lineEnd = to.upperBound
        if lineEnd < text.endIndex, text[lineEnd] == "\n" { lineEnd = text.index(after: lineEnd) }
        return String(text[..<lineStart] + text[lineEnd...])
    }

    /// `text` without the line that contains `marker`.
    static func removingLine(containing marker: String, in text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(lines.filter { $0.contains(marker) }.count, 1, "expected one line with '\(marker)'")
        return lines.filter { !$0.contains(marker) }.joined(separator: "\n")
    }

    /// Every `AAA-BB-CCC` id replaced by a fresh one everywhere it occurs (as Xcode does when
    /// views are copied and pasted back, or re-created).
    static func regeneratingIDs(in text: String) -> (text: String, mapping: [String: String]) {
        let pattern = try! NSRegularExpression(pattern: "\"([A-Za-z0-9]{3}-[A-Za-z0-9]{2}-[A-Za-z0-9]{3})\"")
        var mapping: [String: String] = [:]
        let ns = text as NSString
        var result = ""
        var copied = 0
        for match in pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            let range = match.range(at: 1)
            let id = ns.substring(with: range)
            if mapping[id] == nil {
                let counter = mapping.count + 1
                mapping[id] = String(format: "Zz%d-Rg-%03d", counter % 10, counter)
            }
            result += ns.substring(with: NSRange(location: copied, length: range.location - copied)) + mapping[id]!
            copied = range.location + range.length
        }
        result += ns.substring(from: copied)
        return (result, mapping)
    }
}
