import Foundation
import Testing
import NibModel

/// `VisitedFolders.enterAndList`: entry kinds with links followed, name order, one visit per folder.
struct FolderListingTests {
    @Test func listsEachFolderOnceWithKindsThroughLinks() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("nibkit-listing-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/b-folder", withIntermediateDirectories: true)
        FileManager.default.createFile(atPath: root + "/a.xib", contents: Data())
        try FileManager.default.createSymbolicLink(atPath: root + "/c-link", withDestinationPath: root + "/b-folder")
        try FileManager.default.createSymbolicLink(atPath: root + "/d-dangling", withDestinationPath: root + "/nowhere")
        try FileManager.default.createSymbolicLink(atPath: root + "/e-file-link", withDestinationPath: root + "/a.xib")
        defer { try? FileManager.default.removeItem(atPath: root) }

        var visited = VisitedFolders()
        let listing = visited.enterAndList(root)
        let entries = try #require(listing)
        #expect(entries.map(\.name) == ["a.xib", "b-folder", "c-link", "d-dangling", "e-file-link"])
        #expect(entries.map(\.kind) == [.file, .folder, .folder, .missing, .file])
        #expect(visited.enterAndList(root) == nil, "a folder is listed once")
        #expect(visited.enterAndList(root + "/c-link") != nil, "first entry into the folder, by its link")
        #expect(visited.enterAndList(root + "/b-folder") == nil, "the same folder by another path")
    }
}
