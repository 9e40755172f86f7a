#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NibModel
import XcodeProject

/// The source files a target compiles that a git submodule not checked out should hold: its
/// own Sources phase lists them (rather than a sub-project's, which
/// `ExternalDependencies.missingProjects` covers), and they are not on disk. What such a file
/// declares is unknown, so a class declared nowhere else that the code uses may be its. A file
/// missing outside any submodule is a reference the project kept to a deleted file (Xcode
/// shows it red), which declares nothing, and does not count; nor does a class the code never
/// names, which is likelier deleted with its code than kept in a submodule: in the first-run
/// apps that compile such files, 6 classes declared nowhere are named by no source (7 errors;
/// among them File's Owners of nibs no source mentions), 1 is cast to by the app's code.
///
/// Asked only where a class is declared nowhere (and, for the lint cache's keys, of a
/// document's targets), and remembered: a target's files are looked up among the scanned ones
/// first, and only those the scan lacks are looked for on disk and in the `.gitmodules` of the
/// folders above them; the sources are read again, once, only when such a file is missing.
/// Not thread-safe: one per checking pass.
final class MissingSourceFiles {
    private let sourcePaths: [String]
    private var firstMissing: [String: String?] = [:]
    private var scanned: Set<String>?
    private let sourceTexts: SourceTexts
    private var named: [String: Bool] = [:]

    /// Over the source files given to the scanner.
    init(sourcePaths: [String]) {
        self.sourcePaths = sourcePaths
        sourceTexts = SourceTexts(paths: sourcePaths)
    }

    /// The first Swift or Objective-C implementation file `target` compiles that lies in a git
    /// submodule and is not on disk, as the project names it; nil when there is none.
    func first(compiledBy target: XcodeTarget) -> String? {
        if let known = firstMissing[target.identity] { return known }
        let scanned = self.scanned ?? Set(sourcePaths.map(ProjectTargets.key))
        self.scanned = scanned
        let missing = target.sourceFiles.first { file in
            Self.implementationExtensions.contains(where: file.hasSuffix) && !scanned.contains(ProjectTargets.key(file))
                && !FileManager.default.fileExists(atPath: file) && Self.isInSubmodule(file)
        }
        firstMissing[target.identity] = .some(missing)
        return missing
    }

    /// Whether some source of the project writes `className` as a whole word (a cast, a call, a
    /// declaration of a variable of the type).
    func isNamedInSources(_ className: String) -> Bool {
        if let known = named[className] { return known }
        let found = sourceTexts.texts.contains { OutletUses.names(className, in: $0) }
        named[className] = found
        return found
    }

    /// Files that declare classes and that a Sources phase lists (headers are in none).
    static let implementationExtensions = [".swift", ".m", ".mm"]

    /// Whether a `.gitmodules` file in a folder above `file` names a submodule path above it
    /// (`path = vendor/Kit` for `vendor/Kit/Sources/Handler.swift`).
    static func isInSubmodule(_ file: String) -> Bool {
        var folder = PathNames.folder(file)
        while true {
            if let text = try? String(contentsOfFile: PathNames.join(folder, ".gitmodules"), encoding: .utf8) {
                let relative = folder.isEmpty || folder == "." ? Substring(file) : file.dropFirst(folder.count + 1)
                return submodulePaths(in: text).contains { relative.hasPrefix($0 + "/") }
            }
            if folder.isEmpty || folder == "/" || folder == "." { return false }
            folder = PathNames.folder(folder)
        }
    }

    /// The `path = …` values of a `.gitmodules` file.
    static func submodulePaths(in text: String) -> [String] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimming(while: isBlank) == "path" else { return nil }
            return parts[1].trimming(while: isBlank)
        }
    }

    private static func isBlank(_ character: Character) -> Bool { character == " " || character == "\t" || character == "\r" }
}
