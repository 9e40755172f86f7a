// `swift package nibcheck …`: runs the nibcheck tool built from this package, so a project that
// depends on NibKit lints its Interface Builder documents without installing anything.
//
//   swift package nibcheck                        lint the whole package folder
//   swift package nibcheck --target App           lint the folders of these targets
//   swift package nibcheck lint Sources --strict  any nibcheck command line, as is
//
// In an Xcode project (File > Add Package Dependencies…, then the project's context menu >
// NibcheckPlugin) the same arguments work: `--target App` lints the IB files and Swift sources
// of that Xcode target, no argument the whole project folder.
//
// The tool runs in the package (or project) folder, so `.nibcheck.yml` there is found as usual.
// Writing a baseline needs write access: `swift package --allow-writing-to-package-directory
// nibcheck lint --write-baseline …` (macOS sandboxes plugins; Linux does not).
import Foundation
import PackagePlugin

@main
struct NibcheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let commandLine = PluginCommandLine(arguments)
        let targets = try context.package.targets(named: commandLine.targetNames)
        try Self.run(context.tool(named: "nibcheck"), in: context.package.directoryURL,
                     arguments: commandLine.nibcheckArguments(targetPaths: targets.map { $0.directoryURL.path }))
    }

    /// Runs nibcheck with these arguments in `folder`.
    static func run(_ tool: PluginContext.Tool, in folder: URL, arguments: [String]) throws {
        let process = Process()
        process.executableURL = tool.url
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        // nibcheck's own exit status (1 findings, 2 trouble) is what CI scripts test.
        if process.terminationStatus != 0 {
            Diagnostics.error("nibcheck exited with status \(process.terminationStatus)")
            exit(process.terminationStatus)
        }
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension NibcheckPlugin: XcodeCommandPlugin {
    /// An Xcode target has no folder of its own: `--target` lints its IB files and Swift sources.
    func performCommand(context: XcodePluginContext, arguments: [String]) throws {
        let commandLine = PluginCommandLine(arguments)
        let targetNames = Set(commandLine.targetNames)
        let files = context.xcodeProject.targets
            .filter { targetNames.contains($0.displayName) }
            .flatMap { $0.inputFiles.map(\.url) }
            .filter { ["xib", "storyboard", "swift"].contains($0.pathExtension) }
            .map(\.path)
        try Self.run(context.tool(named: "nibcheck"), in: context.xcodeProject.directoryURL,
                     arguments: commandLine.nibcheckArguments(targetPaths: files))
    }
}
#endif
