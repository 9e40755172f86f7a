#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NibModel

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
