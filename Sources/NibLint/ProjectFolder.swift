#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NibModel
import XcodeProject

/// The project a linted path belongs to: the nearest folder, at or above the path, that holds
/// an `.xcodeproj`, a `Package.swift`, a `.nibcheck.yml`, or the spec an Xcode project is
/// generated from (a generator's `project.yml` or Tuist's `Project.swift`: such repositories commit
/// no `.xcodeproj`, and a first run's staged source there found no project and exited 2).
/// Where a single document's sources and asset catalogs are looked for, and what baseline paths
/// are relative to without a configuration file.
public enum ProjectFolder {
    /// The marker files and folders, and the extension of Xcode's project folders.
    static let markers: Set<String> = ["Package.swift", Configuration.fileName, "project.yml", "Project.swift"]
    static let projectExtension = "xcodeproj"

    /// The project folder of `path` (a file or folder), shortened relative to the current
    /// folder when inside it; nil when no folder above holds a marker.
    public static func find(from path: String) -> String? {
        let current = Configuration.absolute(".")
        var folder = Configuration.absolute(path)
        if FolderEntry.kind(at: folder) != .folder { folder = PathNames.folder(folder) }
        while true {
            if let names = try? FileManager.default.contentsOfDirectory(atPath: folder),
               names.contains(where: { markers.contains($0) || PathNames.fileExtension($0) == projectExtension }) {
                if folder == current { return "." }
                return folder.hasPrefix(current + "/") ? String(folder.dropFirst(current.count + 1)) : folder
            }
            guard folder != "/" else { return nil }
            folder = PathNames.folder(folder)
        }
    }
}

extension ProjectFolder {
    /// The folders of the sub-projects that the Xcode projects found in `listed` (a walk's
    /// folder listings) reference, and those they reference in turn, that lie outside every
    /// one of `roots`: their sources are compiled into the linted project's targets (a
    /// framework a sibling folder's project builds), so a run given only the app's folder, or a
    /// staged file of it, still sees their classes and methods. One that cannot be read, or
    /// whose folder is not there, is left out (the connection checks report the first;
    /// `missing` lists the second).
    static func referencedProjectFolders(listed: [String: [FolderEntry]], outside roots: [String]) -> (folders: [String], missing: [String]) {
        let rootPrefixes = roots.map { Configuration.absolute($0) + "/" }
        func isOutsideRoots(_ folder: String) -> Bool {
            let absolute = Configuration.absolute(folder) + "/"
            return !rootPrefixes.contains { absolute.hasPrefix($0) }
        }
        // (In the listings' order: the folders found are sorted at the end.)
        let suffix = Array(("." + projectExtension).utf8)
        var pending = listed.flatMap { folder, entries in
            entries.filter { $0.kind == .folder && $0.name.utf8.suffix(suffix.count).elementsEqual(suffix) }
                .map { folder == "." ? $0.name : folder + "/" + $0.name }
        }
        var seen = Set(pending.map(Configuration.absolute))
        var folders: [String] = [], missing: [String] = []
        while let project = pending.popLast() {
            for written in XcodeProject.referencedProjects(ofProject: project) where seen.insert(Configuration.absolute(written)).inserted {
                // A sub-project in a git submodule not checked out is not there to read (a first
                // run of this very code stopped with exit status 2 on one). One whose path the
                // project file writes in another case than its folders' is there for Xcode on a
                // Mac's case-insensitive volume (`FolderEntry.resolvingCase`).
                guard let subproject = FolderEntry.resolvingCase(written), FolderEntry.kind(at: subproject) == .folder else {
                    missing.append(written)
                    continue
                }
                // Referenced under another spelling as well: read once.
                if subproject != written, !seen.insert(Configuration.absolute(subproject)).inserted { continue }
                pending.append(subproject)
                let folder = PathNames.folder(subproject).isEmpty ? "." : PathNames.folder(subproject)
                if isOutsideRoots(folder), !folders.contains(folder), FolderEntry.kind(at: folder) == .folder { folders.append(folder) }
            }
        }
        return (folders.sorted(), missing.sorted())
    }
}
