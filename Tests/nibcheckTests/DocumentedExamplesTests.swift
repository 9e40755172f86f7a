import Foundation
import XCTest

/// The README's and Docs' examples are what the commands they show print.
///
/// Two kinds of example:
/// - a fenced block tagged `console`: lines starting with `$ nibcheck` are commands, run from
///   the repository root; the lines up to the next command are what the command writes,
///   standard output then standard error (`Tools/update-doc-examples.sh` rewrites them);
/// - a quoted example, for a command that runs in a repository of its own: a plain fence
///   holding the one command line (`nibcheck …` or `git …`), the sentence
///   `gives (exit status N):`, then the output quoted (`> `: a markdown report as it renders)
///   or fenced. The repository is built here as the text before the example describes it
///   (`repository(for:)`); a quoted example with no repository here fails.
///
/// A block that drifts from the tool's output fails here, with the command and both texts, so
/// a doc is regenerated, not guessed.
final class DocumentedExamplesTests: NibcheckTestCase {
    struct Example {
        let file: String
        let line: Int
        let arguments: [String]
        let expected: String
    }

    static let root = NibcheckTestCase.packageRoot

    /// README.md and Docs/*.md, each as its lines.
    static func documents() throws -> [(file: String, lines: [String])] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        return try (["README.md"] + docs).map { file in
            (file, try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8).components(separatedBy: "\n"))
        }
    }

    /// Every `console` example of README.md and Docs/*.md.
    static func examples() throws -> [Example] {
        var examples: [Example] = []
        for (file, lines) in try documents() {
            var inConsole = false
            var current: (line: Int, arguments: [String], output: [String])?
            func finish() {
                if let current {
                    examples.append(Example(file: file, line: current.line, arguments: current.arguments,
                                            expected: current.output.map { $0 + "\n" }.joined()))
                }
                current = nil
            }
            for (index, line) in lines.enumerated() {
                if line.hasPrefix("```") {
                    if inConsole { finish() }
                    inConsole = !inConsole && line == "```console"
                } else if inConsole, line.hasPrefix("$ ") {
                    finish()
                    let words = words(String(line.dropFirst(2)))
                    XCTAssertEqual(words.first, "nibcheck", "\(file):\(index + 1): an example runs nibcheck")
                    current = (index + 1, Array(words.dropFirst()), [])
                } else if inConsole {
                    current?.output.append(line)
                }
            }
        }
        return examples
    }

    /// A command line split as a shell would split this simple kind: spaces, and double quotes.
    static func words(_ line: String) -> [String] {
        var words: [String] = []
        var word = ""
        var quoted = false
        var started = false
        for character in line {
            if character == "\"" {
                quoted.toggle()
                started = true
            } else if character == " ", !quoted {
                if started { words.append(word) }
                word = ""
                started = false
            } else {
                word.append(character)
                started = true
            }
        }
        if started { words.append(word) }
        return words
    }

    /// The pictures the docs show with the command that drew them
    /// (`nibcheck render FILE … -o Docs/images/NAME.svg`) are what that command draws today.
    func testEveryRenderedPictureIsWhatItsCommandDraws() throws {
        var checked = 0
        for file in ["README.md", "Docs/diff.md"] {
            let text = try String(contentsOf: Self.root.appendingPathComponent(file), encoding: .utf8)
            for line in text.components(separatedBy: "\n") {
                guard let start = line.range(of: "`nibcheck render "), let end = line[start.upperBound...].range(of: "`") else { continue }
                var arguments = Self.words("render " + line[start.upperBound..<end.lowerBound])
                guard let output = arguments.firstIndex(of: "-o"), output + 1 < arguments.count,
                      arguments[output + 1].hasPrefix("Docs/images/") else { continue }
                let committed = try String(contentsOf: Self.root.appendingPathComponent(arguments[output + 1]), encoding: .utf8)
                arguments.removeSubrange(output...(output + 1))
                let run = try nibcheck(arguments)
                XCTAssertEqual(run.status, 0, run.err)
                XCTAssertEqual(run.out, committed, "\(file): `nibcheck \(arguments.joined(separator: " "))` draws otherwise")
                checked += 1
            }
        }
        XCTAssertGreaterThan(checked, 0)
    }

    struct QuotedExample {
        let file: String
        let line: Int
        let command: String
        let status: Int32
        let expected: String
    }

    /// Every quoted example of README.md and Docs/*.md.
    static func quotedExamples() throws -> [QuotedExample] {
        var examples: [QuotedExample] = []
        for (file, lines) in try documents() {
            var index = 0
            func skipBlankLines() { while index < lines.count, lines[index].isEmpty { index += 1 } }
            while index + 2 < lines.count {
                defer { index += 1 }
                guard lines[index] == "```", lines[index + 2] == "```",
                      lines[index + 1].hasPrefix("nibcheck ") || lines[index + 1].hasPrefix("git ") else { continue }
                let commandLine = index + 1
                index += 3
                skipBlankLines()
                guard index < lines.count, lines[index].hasPrefix("gives (exit status "), lines[index].hasSuffix("):"),
                      let status = Int32(lines[index].dropFirst("gives (exit status ".count).dropLast(2)) else { continue }
                index += 1
                skipBlankLines()
                var output: [String] = []
                if index < lines.count, lines[index] == "```" {
                    index += 1
                    while index < lines.count, lines[index] != "```" { output.append(lines[index]); index += 1 }
                } else {
                    while index < lines.count, lines[index].hasPrefix(">") {
                        output.append(String(lines[index].dropFirst(lines[index].hasPrefix("> ") ? 2 : 1)))
                        index += 1
                    }
                }
                XCTAssertFalse(output.isEmpty, "\(file):\(commandLine + 1): an example shows its output")
                examples.append(QuotedExample(file: file, line: commandLine + 1, command: lines[commandLine], status: status,
                                              expected: output.map { $0 + "\n" }.joined()))
            }
        }
        return examples
    }

    func testEveryQuotedExampleIsWhatItsCommandPrintsInItsRepository() throws {
        let examples = try Self.quotedExamples()
        // README.md and Docs/diff.md: the component change; Docs/diff.md: its textconv diff;
        // Docs/localization.md: the orphaned translations.
        XCTAssertGreaterThanOrEqual(examples.count, 4, "\(examples.map { "\($0.file):\($0.line)" })")
        for example in examples {
            guard let folder = try repository(for: example.command) else {
                XCTFail("\(example.file):\(example.line): no repository is built for `\(example.command)`; add it to repository(for:)")
                continue
            }
            var words = Self.words(example.command)
            let program = words.removeFirst()
            let run = program == "git" ? try git(words, in: folder, environment: ["PATH": Self.pathWithNibcheck])
                : try nibcheck(words, in: folder, environment: ["NO_COLOR": "1"])
            let actual = run.out + run.err
            XCTAssertEqual(run.status, example.status, "\(example.file):\(example.line): `\(example.command)`: \(actual)")
            XCTAssertEqual(actual, example.expected,
                           "\(example.file):\(example.line): `\(example.command)` prints otherwise; it prints:\n\(actual)")
        }
    }

    /// The repository a quoted example runs in, as the doc describes it; nil for a command no
    /// doc shows.
    func repository(for command: String) throws -> URL? {
        switch command {
        case "nibcheck diff --git --impact . --format markdown":
            return try Self.comicViewWithoutAuthor(in: try committedCopy(of: "Fixtures/ComicApp"))
        case "git diff -U1":
            // With the setup Docs/diff.md gives for textconv, nibcheck found on the PATH.
            let folder = try Self.comicViewWithoutAuthor(in: try committedCopy(of: "Fixtures/ComicApp"))
            let run = try run("/bin/sh", ["-ec", try Self.textconvSetup()], in: folder, environment: ["PATH": Self.pathWithNibcheck])
            XCTAssertEqual(run.status, 0, "the textconv setup of Docs/diff.md: \(run.err)")
            return folder
        case "nibcheck diff --git":
            return try Self.translatedViewsRemovedAndRecreated(in: try committedCopy(of: "Fixtures/LocalizedApp"))
        default:
            return nil
        }
    }

    /// The component change of the README and Docs/diff.md: the Author label deleted from
    /// ComicView.xib as Xcode deletes it (its constraints and the `authorLabel` outlet go with
    /// it), and the description label pinned to the title instead.
    static func comicViewWithoutAuthor(in folder: URL) throws -> URL {
        try editLines(of: folder.appendingPathComponent("ComicView.xib"), removingLabel: "Author") { lines in
            let gone = ["id=\"B2u-tA-k6e\"", "id=\"Lw9-aL-t4l\"", "id=\"Uh5-rA-t1r\"", "<outlet property=\"authorLabel\""]
            let count = lines.count
            lines.removeAll { line in gone.contains { line.contains($0) } }
            XCTAssertEqual(count - lines.count, gone.count)
            let pinned = try XCTUnwrap(lines.firstIndex { $0.contains("id=\"D5n-aD-q1x\"") })
            lines[pinned] = lines[pinned].replacingOccurrences(of: "secondItem=\"aTh-Lb-9pe\"", with: "secondItem=\"tTl-Lb-3kd\"")
                .replacingOccurrences(of: "D5n-aD-q1x", with: "Dt8-tT-n3w")
        }
        return folder
    }

    /// The change of Docs/localization.md: the translated "Welcome back" label deleted, and the
    /// translated segmented control re-created under a new id.
    static func translatedViewsRemovedAndRecreated(in folder: URL) throws -> URL {
        try editLines(of: folder.appendingPathComponent("Base.lproj/Main.storyboard"), removingLabel: "Welcome back") { lines in
            let control = try XCTUnwrap(lines.firstIndex { $0.contains("id=\"sOr-Sg-001\"") })
            lines[control] = lines[control].replacingOccurrences(of: "id=\"sOr-Sg-001\"", with: "id=\"sOr-Sg-999\"")
        }
        return folder
    }

    /// Rewrites a document: the label showing `text` deleted (its element, whole), then `edit`.
    static func editLines(of file: URL, removingLabel text: String, _ edit: (inout [String]) throws -> Void) throws {
        var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        let label = try XCTUnwrap(lines.firstIndex { $0.contains("<label ") && $0.contains("text=\"\(text)\"") }, text)
        let labelEnd = try XCTUnwrap(lines[label...].firstIndex { $0.contains("</label>") })
        lines.removeSubrange(label...labelEnd)
        try edit(&lines)
        try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    }

    /// The fenced block of Docs/diff.md that sets textconv up, as shell lines.
    static func textconvSetup() throws -> String {
        let lines = try String(contentsOf: root.appendingPathComponent("Docs/diff.md"), encoding: .utf8).components(separatedBy: "\n")
        let config = try XCTUnwrap(lines.firstIndex { $0.hasPrefix("git config diff.nib.textconv ") }, "Docs/diff.md sets textconv up")
        let start = try XCTUnwrap(lines[..<config].lastIndex(of: "```"))
        let end = try XCTUnwrap(lines[config...].firstIndex(of: "```"))
        return lines[(start + 1)..<end].joined(separator: "\n") + "\n"
    }

    /// A git repository holding a copy of a fixture folder, committed: the working tree is the
    /// place to change it.
    func committedCopy(of fixture: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("nibcheck-example-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent(fixture), to: folder)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        for arguments in [["init", "-q"], ["add", "."], ["commit", "-qm", "fixture"]] {
            let run = try git(arguments, in: folder)
            XCTAssertEqual(run.status, 0, "git \(arguments.joined(separator: " ")): \(run.err)")
        }
        return folder
    }

    /// PATH with the folder of the nibcheck under test first, as an installed nibcheck is found.
    static var pathWithNibcheck: String {
        Bundle.main.bundleURL.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    }

    func git(_ arguments: [String], in folder: URL, environment: [String: String] = [:]) throws -> Run {
        try run("/usr/bin/env", ["git", "-c", "user.email=example@example.com", "-c", "user.name=example"] + arguments,
                in: folder, environment: environment)
    }

    func testEveryConsoleExampleIsWhatItsCommandPrints() throws {
        let examples = try Self.examples()
        XCTAssertFalse(examples.isEmpty, "the docs show commands with their output")
        for example in examples {
            let run = try nibcheck(example.arguments, environment: ["NO_COLOR": "1"])
            let actual = run.out + run.err
            XCTAssertEqual(actual, example.expected,
                           "\(example.file):\(example.line): `nibcheck \(example.arguments.joined(separator: " "))` prints otherwise")
        }
    }
}
