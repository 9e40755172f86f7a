import NibKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct DiffCommand: Command {
    static let name = "diff"
    static let abstract = "Compare two versions of documents: what changed, what it moves, whom it breaks."
    static let help = """
    USAGE: nibcheck diff OLD NEW [OPTIONS]
           nibcheck diff --git [REV [REV2]] [OPTIONS] [-- PATHS…]

    Compares Interface Builder documents object by object (not line by line): views added,
    removed, moved or re-ordered; class, label and attribute changes; constraints added,
    removed, changed or (un)installed per size class; connections, runtime attributes,
    storyboard identifiers and segues. Objects are matched by id; when ids were regenerated
    (copy-paste, re-created views) they are matched by structure, and the report says so.

    Noise is left out unless --all: tools and system versions, dependencies, canvas locations,
    attribute order, frame changes under half a point, regenerated ids.

    MODES:
      OLD NEW              Two files.
      --git                The working tree against HEAD.
      --git REV            The working tree against REV.
      --git REV REV2       REV against REV2 (old, then new).
                           Renamed files (git's rename detection) are compared old to new.
      -- PATHS…            With --git: only these paths (git pathspecs); .xib and .storyboard
                           files only are compared.

    OPTIONS:
      --format FORMAT      text (default; coloured on a terminal unless NO_COLOR is set),
                           markdown (a PR comment),
                           json (stable schema, see Docs/diff.md), html (one self-contained page
                           with before/after wireframes).
      --all                Show noise too.
      --no-color           No ANSI colours in the text report (as the NO_COLOR variable does).
      --impact ROOT        The changed files are components: list every document and scene
                           under ROOT that embeds them, and what the change breaks or moves there
                           (hosts are read from the files under ROOT as they are on disk).
      -o, --output FILE    Write the report to FILE instead of standard output.
      --max-file-size N    Refuse files larger than N bytes (default 64 MiB).

    EXAMPLES:
      nibcheck diff Old/ComicView.xib ComicView.xib
      nibcheck diff --git HEAD~1 --format markdown -- App/
      nibcheck diff --git main HEAD --format html -o ib-changes.html --impact .

    EXIT STATUS:
      0 no semantic change (noise only); 1 changes; 2 trouble (usage, unreadable document, git).
      An unreadable document is named on standard error and left out of the report.
    """

    static func run(_ arguments: inout Arguments) throws -> ExitStatus {
        let useGit = arguments.flag("--git")
        let includeNoise = arguments.flag("--all")
        let noColor = arguments.flag("--no-color")
        let format = try arguments.option("--format") ?? "text"
        let output = try arguments.option("-o", "--output")
        let impactRoot = try arguments.option("--impact")
        let readOptions = try readOptions(&arguments)
        let paths = arguments.afterSeparator()
        let positionals = try arguments.positionals()
        guard diffReporterFormats.contains(format) else {
            throw UsageError("unknown format '\(format)' (\(diffReporterFormats.joined(separator: ", ")))")
        }
        let options = ComparisonOptions(pictures: format == "html", project: impactRoot.map { ProjectIndex.build(roots: [$0]) })
        let files: [FileComparison]
        if useGit {
            guard positionals.count <= 2 else { throw UsageError("--git takes at most two revisions") }
            files = try compareRevisions(positionals, paths: paths, readOptions: readOptions, options: options)
        } else {
            guard paths.isEmpty else { throw UsageError("-- PATHS needs --git") }
            guard positionals.count == 2 else { throw UsageError("diff takes OLD and NEW files, or --git") }
            files = [compareFiles(positionals[0], positionals[1], readOptions: readOptions, options: options)]
        }
        // An unreadable version is trouble with the file it names, said on standard error; the
        // report covers what could be compared, and is left out when nothing could.
        let unreadable = files.filter { $0.status == .unreadable }
        for file in unreadable {
            Console.error("nibcheck diff: \(file.problem.map(describeProblem) ?? file.path)\n")
        }
        let readable = files.filter { $0.status != .unreadable }
        if readable.isEmpty && !unreadable.isEmpty { return .trouble }
        let report = DiffReport(files: readable, includesNoise: includeNoise)
        let text: String
        switch format {
        case MarkdownDiffReporter.format: text = MarkdownDiffReporter().render(report)
        case JSONDiffReporter.format: text = JSONDiffReporter().render(report)
        case HTMLDiffReporter.format: text = HTMLDiffReporter().render(report)
        default: text = TextDiffReporter(colored: output == nil && !noColor && Console.wantsColor(1)).render(report)
        }
        if let output {
            try writeFile(output, text)
        } else {
            Console.out(text)
        }
        if !unreadable.isEmpty { return .trouble }
        return report.hasChanges ? .findings : .success
    }

    static func compareFiles(_ oldPath: String, _ newPath: String, readOptions: ReadOptions,
                             options: ComparisonOptions) -> FileComparison {
        // Each version is read on its own, so that a problem is blamed on the file that has it.
        let old: IBDocument, new: IBDocument
        do { old = try IBDocument.read(path: oldPath, options: readOptions) } catch {
            return FileComparison(path: oldPath, status: .unreadable, problem: error.diagnostic)
        }
        do { new = try IBDocument.read(path: newPath, options: readOptions) } catch {
            return FileComparison(path: newPath, status: .unreadable, problem: error.diagnostic)
        }
        return FileComparison.compare(path: newPath, old: old, new: new, options: options)
    }

    /// `path:line:col: message`, as compilers locate a problem.
    static func describeProblem(_ problem: Diagnostic) -> String {
        (problem.location.map { "\($0): " } ?? "") + problem.message
    }

    /// `--git [REV [REV2]]`: every changed .xib/.storyboard between the two revisions.
    static func compareRevisions(_ revisions: [String], paths: [String], readOptions: ReadOptions,
                                 options: ComparisonOptions) throws -> [FileComparison] {
        let directory = currentDirectory()
        let repository = try GitRepository(containing: directory)
        let from = revisions.first ?? "HEAD"
        let to = revisions.count > 1 ? revisions[1] : nil
        let changed = try repository.changedFiles(from: from, to: to, paths: paths, in: directory)
            .filter { file in [file.oldPath, file.newPath].contains { $0.map(isInterfaceBuilderFile) ?? false } }
        return try changed.map { file throws -> FileComparison in
            let path = file.newPath ?? file.oldPath ?? ""
            do {
                let old = try file.oldPath.map { oldPath throws -> IBDocument in
                    try parse(repository.contents(of: oldPath, at: from), path: "\(from):\(oldPath)", readOptions: readOptions)
                }
                let new = try file.newPath.map { newPath throws -> IBDocument in
                    try parse(repository.contents(of: newPath, at: to), path: to.map { "\($0):\(newPath)" } ?? newPath,
                              readOptions: readOptions)
                }
                var comparison = FileComparison.compare(path: path, old: old, new: new, options: options,
                                                        fileSystemPath: repository.root + "/" + path)
                if let oldPath = file.oldPath, oldPath != path { comparison.renamedFrom = oldPath }
                return comparison
            } catch let error as DocumentReadError {
                return FileComparison(path: path, status: .unreadable, problem: error.diagnostic)
            }
        }
    }

    static func parse(_ bytes: [UInt8], path: String, readOptions: ReadOptions) throws -> IBDocument {
        guard bytes.count <= readOptions.maxFileSize else {
            throw UsageError("\(path) is larger than --max-file-size (\(bytes.count) bytes)")
        }
        return try IBDocument.parse(bytes, path: path)
    }

    static func isInterfaceBuilderFile(_ path: String) -> Bool {
        path.hasSuffix(".xib") || path.hasSuffix(".storyboard")
    }
}

/// The process's working directory.
func currentDirectory() -> String {
    var buffer = [CChar](repeating: 0, count: 4097)
    guard getcwd(&buffer, buffer.count) != nil else { return "." }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

/// Writes a report file.
/// - Throws: `UsageError` when the file cannot be written.
func writeFile(_ path: String, _ text: String) throws {
    try writeFile(path, bytes: Array(text.utf8))
}

func writeFile(_ path: String, bytes: [UInt8]) throws {
    guard let file = fopen(path, "w") else { throw UsageError("cannot write \(path): \(String(cString: strerror(errno)))") }
    defer { fclose(file) }
    let written = bytes.withUnsafeBufferPointer { fwrite($0.baseAddress, 1, $0.count, file) }
    guard written == bytes.count else { throw UsageError("cannot write \(path): \(String(cString: strerror(errno)))") }
}
