#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The git repository around a directory, read through the `git` command (a subprocess), for
/// `nibcheck diff --git`: which documents changed between revisions and their contents.
public struct GitRepository: Sendable {
    /// The repository's top-level directory; paths below are relative to it.
    public let root: String

    /// The repository containing `directory`.
    /// - Throws: `GitError` when git is missing or `directory` is not in a work tree.
    public init(containing directory: String) throws(GitError) {
        let output = try Self.git(["rev-parse", "--show-toplevel"], in: directory)
        root = String(decoding: output, as: UTF8.self).trimming(while: \.isWhitespace)
    }

    /// One changed file: `oldPath` nil when added, `newPath` nil when deleted.
    public struct ChangedFile: Hashable, Sendable {
        /// The path in the old revision; nil when the file was added.
        public let oldPath: String?
        /// The path in the new revision (or the work tree); nil when the file was deleted.
        public let newPath: String?
    }

    /// Files that differ between `from` and `to` (nil `to` = the working tree), limited to
    /// `paths` (relative to `directory`, as git pathspecs) when given. Renames are found as git
    /// finds them (`--find-renames`, its default similarity) and reported as one file with both
    /// paths; copies as an added file.
    /// - Throws: `GitError` when git fails (unknown revision…).
    public func changedFiles(from: String, to: String?, paths: [String], in directory: String) throws(GitError) -> [ChangedFile] {
        var arguments = ["diff", "--name-status", "--find-renames", "-z", from]
        if let to { arguments.append(to) }
        arguments.append("--")
        arguments += paths
        let fields = try Self.git(arguments, in: directory).split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return Self.changedFiles(nameStatus: fields)
    }

    /// Parses `git diff --name-status -z`: a status field (`M`, `A`, `D`, `R087`, `C100`…),
    /// then one path, or two for renames and copies (old, then new).
    static func changedFiles(nameStatus fields: [String]) -> [ChangedFile] {
        var files: [ChangedFile] = []
        var index = 0
        while index + 1 < fields.count {
            let status = fields[index].first
            let path = fields[index + 1]
            switch status {
            case "R", "C":
                guard index + 2 < fields.count else { return files }
                let newPath = fields[index + 2]
                files.append(ChangedFile(oldPath: status == "R" ? path : nil, newPath: newPath))
                index += 3
                continue
            case "A": files.append(ChangedFile(oldPath: nil, newPath: path))
            case "D": files.append(ChangedFile(oldPath: path, newPath: nil))
            default: files.append(ChangedFile(oldPath: path, newPath: path))
            }
            index += 2
        }
        return files
    }

    /// The bytes of `path` (relative to the root) at `revision` (`git show REV:path`), or in
    /// the working tree when `revision` is nil.
    /// - Throws: `GitError` when git fails or the working-tree file cannot be read.
    public func contents(of path: String, at revision: String?) throws(GitError) -> [UInt8] {
        guard let revision else {
            guard let data = FileManager.default.contents(atPath: root + "/" + path) else {
                throw GitError(message: "cannot read \(path) in the working tree")
            }
            return [UInt8](data)
        }
        return try Self.git(["show", "\(revision):\(path)"], in: root)
    }

    /// Runs git and returns its standard output.
    static func git(_ arguments: [String], in directory: String) throws(GitError) -> [UInt8] {
        let result: Subprocess.Result
        do {
            // `-C`: git runs as if started in `directory` (the tool's own directory stays put).
            result = try Subprocess.run(["git", "-C", directory] + arguments)
        } catch {
            throw GitError(message: "cannot run git: \(error)")
        }
        guard result.status == 0 else {
            let text = String(decoding: result.errors, as: UTF8.self).trimming(while: \.isWhitespace)
            throw GitError(message: "git \(arguments.prefix(2).joined(separator: " ")) failed: \(text)")
        }
        return result.output
    }
}

/// git could not answer.
public struct GitError: Error, CustomStringConvertible, Sendable {
    /// What git said, or why it could not be run.
    public let message: String
    public var description: String { message }
}
