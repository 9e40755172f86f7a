// A build-tool plugin: every build of a target that uses it lints the target's .xib and
// .storyboard files (with its Swift sources, for the connection checks) and Xcode shows each
// finding as an issue at its file:line. nibcheck's default output is already the
// `file:line:col: warning: message [rule]` form Xcode's issue navigator reads; errors fail the
// build.
//
// In a package:       .target(name: "App", plugins: [.plugin(name: "NibcheckBuildToolPlugin", package: "NibKit")])
// In an Xcode project: target > Build Phases > Run Build Tool Plug-ins > + > NibcheckBuildToolPlugin
//
// The command has no output files, so it runs on every build; nibcheck's lint cache, kept in
// the plugin's work folder, makes an unchanged target cost about reading its IB files once.
import Foundation
import PackagePlugin

@main
struct NibcheckBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        return try Self.commands(tool: context.tool(named: "nibcheck"), workFolder: context.pluginWorkDirectoryURL,
                                 target: target.name, files: target.sourceFiles.map(\.url))
    }

    /// One `nibcheck lint` over the target's IB files and Swift sources; none without IB files.
    static func commands(tool: PluginContext.Tool, workFolder: URL, target: String, files: [URL]) -> [Command] {
        let documents = files.filter { ["xib", "storyboard"].contains($0.pathExtension) }
        guard !documents.isEmpty else { return [] }
        let sources = files.filter { $0.pathExtension == "swift" }
        let arguments = ["lint", "--quiet", "--cache-path", workFolder.appendingPathComponent("cache").path, "--"]
            + (documents + sources).map(\.path)
        return [.buildCommand(displayName: "nibcheck lint \(target)", executable: tool.url, arguments: arguments,
                              inputFiles: documents + sources, outputFiles: [])]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NibcheckBuildToolPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        try Self.commands(tool: context.tool(named: "nibcheck"), workFolder: context.pluginWorkDirectoryURL,
                          target: target.displayName, files: target.inputFiles.map(\.url))
    }
}
#endif
