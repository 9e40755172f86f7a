// `swift package nibcheck …`: runs the nibcheck tool built from this package, so a project that
// depends on NibKit lints its Interface Builder documents without installing anything.
//
//   swift package nibcheck                        lint the whole package folder
//   swift package nibcheck --target App           lint the folders of these targets
//   swift package nibcheck lint Sources --strict  any nibcheck command line, as is
//   swift package nibcheck lint --target App --strict   a command word with targets: their folders
//
// The tool runs in the package folder, so `.nibcheck.yml` there is found as usual. Writing a
// baseline needs write access: `swift package --allow-writing-to-package-directory nibcheck
// lint --write-baseline …` (macOS sandboxes plugins; Linux does not).
import Foundation
import PackagePlugin

@main
struct NibcheckPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        // `directory` (deprecated) because `directoryURL` needs tools version 6.1 and the
        // package declares 6.0.
        let targetPaths = try context.package.targets(named: targetNames).map { $0.directory.string }
        let rest = Self.commandLine(extractor.remainingArguments, targetPaths: targetPaths)
        let tool = try context.tool(named: "nibcheck")
        let process = Process()
        process.executableURL = tool.url
        process.arguments = rest
        process.currentDirectoryURL = context.package.directoryURL
        try process.run()
        process.waitUntilExit()
        // nibcheck's own exit status (1 findings, 2 trouble) is what CI scripts test.
        if process.terminationStatus != 0 {
            Diagnostics.error("nibcheck exited with status \(process.terminationStatus)")
            exit(process.terminationStatus)
        }
    }

    /// nibcheck's arguments: with no command word, `lint` over the targets' folders (or the
    /// whole package); with one, the targets' folders follow the given arguments (a command
    /// word with `--target` used to drop the targets silently).
    static func commandLine(_ arguments: [String], targetPaths: [String]) -> [String] {
        guard let first = arguments.first, !first.hasPrefix("-") else {
            return ["lint"] + arguments + (targetPaths.isEmpty ? ["."] : targetPaths)
        }
        guard !targetPaths.isEmpty else { return arguments }
        // After `--` a path is a path even when it starts with `-`.
        return arguments.contains("--") ? arguments + targetPaths : arguments + ["--"] + targetPaths
    }
}
