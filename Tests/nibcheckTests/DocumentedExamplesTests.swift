import Foundation
import XCTest

/// The README's and Docs' `console` examples are what the commands they show print.
///
/// An example is a fenced block tagged `console`: lines starting with `$ nibcheck` are
/// commands, run from the repository root; the lines up to the next command are what the
/// command writes, standard output then standard error. A block that drifts from the tool's
/// output fails here, with the command and both texts, so a doc is regenerated, not guessed.
final class DocumentedExamplesTests: NibcheckTestCase {
    struct Example {
        let file: String
        let line: Int
        let arguments: [String]
        let expected: String
    }

    static let root = NibcheckTestCase.packageRoot

    /// Every `console` example of README.md and Docs/*.md.
    static func examples() throws -> [Example] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("Docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "Docs/" + $0 }
        var examples: [Example] = []
        for file in ["README.md"] + docs {
            let lines = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
                .components(separatedBy: "\n")
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
