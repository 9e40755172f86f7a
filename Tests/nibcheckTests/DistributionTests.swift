import Foundation
import NibKit
import XCTest
import YAMLSubset

/// The files that install nibcheck (issue 17): the GitHub Action, the pre-commit hook, the
/// Dockerfile and the Homebrew formula parse, point at what exists, and state one NibKit version
/// and one Swift version, the ones Package.swift and NibKitVersion state.
final class DistributionTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func text(_ path: String) throws -> String {
        try String(contentsOf: Self.root.appendingPathComponent(path), encoding: .utf8)
    }

    private func yaml(_ path: String) throws -> YAMLNode {
        let parsed: YAMLNode?
        do { parsed = try YAMLParser.parse(try text(path)) } catch { return try XCTUnwrap(nil, "\(path): \(error)") }
        return try XCTUnwrap(parsed, path)
    }

    /// The Swift version of Package.swift's tools-version line, e.g. "6.3".
    private func swiftVersion() throws -> String {
        let manifest = try text("Package.swift")
        return try XCTUnwrap(manifest.split(separator: "\n").first?.split(separator: ":").last.map(String.init))
    }

    func testTheActionRunsLintAndUploadsSARIF() throws {
        let action = try yaml("action.yml")
        XCTAssertEqual(action["name"]?.string, "nibcheck")
        for input in ["paths", "config", "strict"] {
            XCTAssertNotNil(action["inputs"]?[input]?["description"]?.string, input)
        }
        XCTAssertEqual(action["runs"]?["using"]?.string, "composite")
        let steps = try XCTUnwrap(action["runs"]?["steps"]?.items)
        XCTAssertTrue(steps.contains { $0["uses"]?.string?.hasPrefix("github/codeql-action/upload-sarif@") == true })
        // Each script step names a subcommand Tools/github-action.sh has.
        let script = try text("Tools/github-action.sh")
        let commands = steps.compactMap { $0["run"]?.string }.filter { $0.contains("github-action.sh") }
        XCTAssertEqual(commands.count, 2)
        for command in commands {
            let subcommand = try XCTUnwrap(command.split(separator: " ").last)
            XCTAssertTrue(script.contains("\n\(subcommand))\n"), "\(subcommand) is a case of the script")
        }
        XCTAssertTrue(script.contains("lint \"${paths[@]}\" \"${options[@]}\" --format sarif"))
    }

    func testThePreCommitHookLintsStagedDocuments() throws {
        let hooks = try XCTUnwrap(try yaml(".pre-commit-hooks.yaml").items)
        XCTAssertEqual(hooks.count, 1)
        let hook = hooks[0]
        XCTAssertEqual(hook["id"]?.string, "nibcheck")
        XCTAssertEqual(hook["language"]?.string, "swift")
        XCTAssertEqual(hook["entry"]?.string?.hasPrefix("nibcheck lint"), true)
        // The staged files are named (StagedDocumentsCommandTests runs the entry so), all in one run.
        XCTAssertEqual(hook["pass_filenames"]?.string, "true")
        XCTAssertEqual(hook["require_serial"]?.string, "true")
        let files = try NSRegularExpression(pattern: try XCTUnwrap(hook["files"]?.string))
        func matches(_ path: String) -> Bool {
            files.firstMatch(in: path, range: NSRange(path.startIndex..., in: path)) != nil
        }
        XCTAssertTrue(matches("App/Base.lproj/Main.storyboard"))
        XCTAssertTrue(matches("Views/Cell.xib"))
        // Sources stand for the documents that use their classes (StagedDocumentsCommandTests).
        for source in ["App/Cell.swift", "App/Cell.h", "App/Cell.m", "App/Cell.mm"] { XCTAssertTrue(matches(source), source) }
        // So do translation tables, for what is found in them.
        for table in ["App/de.lproj/Main.strings", "App/mul.lproj/Main.xcstrings"] { XCTAssertTrue(matches(table), table) }
        XCTAssertFalse(matches("App/Localizable.strings.bak"))
        XCTAssertFalse(matches("Main.storyboardc/Info.plist"))
        XCTAssertFalse(matches("App/Info.plist"))
        XCTAssertFalse(matches("App/Cell.swift.orig"))
    }

    /// Every instruction is one Docker knows, every `COPY --from` names an earlier stage, and the
    /// last stage runs nibcheck.
    func testTheDockerfileHasTwoStagesAndRunsNibcheck() throws {
        let known: Set<String> = ["FROM", "RUN", "COPY", "WORKDIR", "ENV", "ENTRYPOINT", "CMD", "ARG", "LABEL"]
        var stages: [String] = []
        var lastEntrypoint: String?
        var logical = ""
        for line in try text("Dockerfile").split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            logical += line
            if logical.hasSuffix("\\") { logical.removeLast(); continue }
            let words = logical.split(separator: " ").map(String.init)
            logical = ""
            let instruction = try XCTUnwrap(words.first)
            XCTAssertTrue(known.contains(instruction), instruction)
            switch instruction {
            case "FROM":
                stages.append(words.count == 4 && words[2] == "AS" ? words[3] : "stage \(stages.count)")
                lastEntrypoint = nil
            case "COPY":
                if let from = words.first(where: { $0.hasPrefix("--from=") }) {
                    XCTAssertTrue(stages.dropLast().contains(String(from.dropFirst("--from=".count))), from)
                }
            case "ENTRYPOINT":
                lastEntrypoint = words.dropFirst().joined(separator: " ")
            default:
                break
            }
        }
        XCTAssertEqual(stages.count, 2)
        XCTAssertEqual(lastEntrypoint, "[\"nibcheck\"]")
    }

    /// The README's substitution command for the `OWNER` placeholder names every file that holds
    /// it (tests aside), and only those: after it, no install line points at a placeholder.
    func testThePlaceholderSubstitutionNamesEveryFileHoldingIt() throws {
        let readme = try text("README.md")
        let command = try XCTUnwrap(readme.split(separator: "\n").first { $0.hasPrefix("perl -pi -e 's/OWNER/") })
        let named = Set(command.split(separator: " ").dropFirst(4).map(String.init))
        var holding = Set<String>()
        let skipped: Set<String> = [".git", ".build", "dist", "Tests"]
        let manager = FileManager.default
        var pending = [""]
        while let folder = pending.popLast() {
            for name in try manager.contentsOfDirectory(atPath: Self.root.appendingPathComponent(folder).path) {
                let path = folder.isEmpty ? name : folder + "/" + name
                if skipped.contains(path) || name.hasPrefix(".build") { continue }
                var isFolder: ObjCBool = false
                _ = manager.fileExists(atPath: Self.root.appendingPathComponent(path).path, isDirectory: &isFolder)
                if isFolder.boolValue {
                    pending.append(path)
                } else if let data = manager.contents(atPath: Self.root.appendingPathComponent(path).path),
                          data.range(of: Data("OWNER".utf8)) != nil {
                    holding.insert(path)
                }
            }
        }
        XCTAssertEqual(named, holding)
        XCTAssertTrue(holding.contains("action.yml"), "the scan reads the repository")
    }

    /// One NibKit version and one Swift version wherever a user reads one.
    func testOneVersionEverywhere() throws {
        let version = NibKitVersion.current
        let swift = try swiftVersion()
        let formula = try text("Tools/nibcheck.rb")
        XCTAssertTrue(formula.contains("version \"\(version)\""))
        XCTAssertTrue(formula.contains("refs/tags/\(version).tar.gz"))
        let readme = try text("README.md")
        XCTAssertTrue(readme.contains("NibKit \(version), Swift \(swift)"))
        XCTAssertTrue(readme.contains("from: \"\(version)\""))
        XCTAssertTrue(try text("action.yml").contains("NibKit@\(version)"))
        XCTAssertTrue(try text(".pre-commit-hooks.yaml").contains("rev: \(version)"))
        XCTAssertTrue(try text("Dockerfile").contains("FROM swift:\(swift)-"))
        // Every Swift version named in the documents and CI examples is this one.
        let named = try NSRegularExpression(pattern: #"(?:swift:|Swift )(\d+\.\d+)"#)
        for file in ["README.md", "Docs/lint.md", "Dockerfile", "action.yml", "Tools/nibcheck.rb"] {
            let content = try text(file)
            for match in named.matches(in: content, range: NSRange(content.startIndex..., in: content)) {
                let found = String(content[Range(match.range(at: 1), in: content)!])
                XCTAssertEqual(found, swift, "\(file) names Swift \(found)")
            }
        }
    }
}
