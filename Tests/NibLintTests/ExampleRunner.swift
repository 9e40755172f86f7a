import Foundation
import NibModel
@testable import NibLint

/// Runs a rule's example the way a user would meet it: the files written to a fresh folder,
/// the whole engine run over it with only that rule on.
enum ExampleRunner {
    static func findings(of rule: RuleDescription, on example: RuleExample) throws -> [Diagnostic] {
        try findings(of: [rule.id], on: example, options: [rule.id: example.options])
    }

    /// The findings of the rules `ids` (every rule when nil) on an example's project.
    static func findings(of ids: [String]?, on example: RuleExample, options: [String: [String: ConfigValue]] = [:]) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("nibkit-lint-example-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try write(example.document, to: folder + "/" + example.fileName)
        for (name, content) in example.otherFiles { try write(content, to: folder + "/" + name) }
        for asset in example.assets { try createAsset(asset, in: folder) }

        var configuration = Configuration(baseDirectory: folder)
        configuration.options = options
        let linter = try Linter(configuration: configuration, commandLine: ids.map { RuleSelection(only: $0) } ?? RuleSelection())
        return try linter.lint(paths: [folder]).diagnostics
    }

    private static func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: false, encoding: .utf8)
    }

    /// `X.xcassets/Group/` is a folder that provides a namespace; `…/Name.imageset` an asset;
    /// anything else a loose file.
    private static func createAsset(_ entry: String, in folder: String) throws {
        let path = folder + "/" + entry
        if entry.hasSuffix("/") {
            try write(#"{"info":{"version":1,"author":"xcode"},"properties":{"provides-namespace":true}}"#,
                      to: path + "Contents.json")
        } else if entry.contains(".xcassets/") {
            try write(#"{"info":{"version":1,"author":"xcode"}}"#, to: path + "/Contents.json")
        } else {
            try write("", to: path)
        }
    }
}
