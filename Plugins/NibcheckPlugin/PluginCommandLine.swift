// The command plugin's argument translation, apart from PackagePlugin so that the normal test
// suite compiles this very file (Tests/nibcheckTests/PluginCommandLine.swift is a symbolic link
// to it) and runs nibcheck with what it gives; PluginCommandTests runs the whole plugin too.

/// `swift package nibcheck ARGUMENTS` read as the plugin reads it: the targets named, and
/// nibcheck's command line once their folders (or an Xcode target's files) are known.
struct PluginCommandLine: Equatable {
    /// The values of `--target NAME` and `--target=NAME`, in order (none after `--`).
    let targetNames: [String]
    /// The arguments without those options, in their order.
    let otherArguments: [String]

    /// Splits the arguments as SwiftPM's `ArgumentExtractor` does: options before `--` only;
    /// a `--target` without a value stays, for nibcheck to refuse as an unknown option.
    init(_ arguments: [String]) {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        var names: [String] = []
        var others: [String] = []
        var index = arguments.startIndex
        while index < end {
            let argument = arguments[index]
            if argument == "--target", index + 1 < end {
                names.append(arguments[index + 1])
                index += 2
                continue
            }
            if argument.hasPrefix("--target=") {
                names.append(String(argument.dropFirst("--target=".count)))
            } else {
                others.append(argument)
            }
            index += 1
        }
        targetNames = names
        otherArguments = others + arguments[end...]
    }

    /// nibcheck's arguments: with no command word, `lint` over the targets' paths (or the
    /// whole package, `.`); with one, the targets' paths follow the given arguments (a command
    /// word with `--target` used to drop the targets silently).
    func nibcheckArguments(targetPaths: [String]) -> [String] {
        guard let first = otherArguments.first, !first.hasPrefix("-") else {
            return ["lint"] + otherArguments + (targetPaths.isEmpty ? ["."] : ["--"] + targetPaths)
        }
        guard !targetPaths.isEmpty else { return otherArguments }
        // After `--` a path is a path even when it starts with `-`.
        return otherArguments.contains("--") ? otherArguments + targetPaths : otherArguments + ["--"] + targetPaths
    }
}
