import NibKit
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Every subcommand, in the order `nibcheck --help` lists them.
let commands: [any Command.Type] = [
    DumpCommand.self,
    LintCommand.self,
    RulesCommand.self,
    DiffCommand.self,
    RenderCommand.self,
    TextconvCommand.self,
    StringsCommand.self,
]

let overview = """
nibcheck — read, check, lay out and diff Interface Builder documents (.xib, .storyboard).

USAGE: nibcheck COMMAND [OPTIONS] [ARGUMENTS]

COMMANDS:
\(commands.map { "  " + $0.name.padded(to: 10) + $0.abstract }.joined(separator: "\n"))

Run `nibcheck COMMAND --help` for a command's options, examples and exit status.
"""

@MainActor
func main() -> Int32 {
    signal(SIGPIPE, SIG_IGN)
    var words = Array(CommandLine.arguments.dropFirst())
    guard let first = words.first, !["-h", "--help", "help"].contains(first) else {
        if words.count > 1, let command = commands.first(where: { $0.name == words[1] }) {
            Console.out(command.help + "\n")
        } else {
            Console.out(overview + "\n")
        }
        return ExitStatus.success.rawValue
    }
    if first == "--version" {
        Console.out("nibcheck \(NibKitVersion.current)\n")
        return ExitStatus.success.rawValue
    }
    guard let command = commands.first(where: { $0.name == first }) else {
        Console.error("nibcheck: unknown command '\(first)'\n\n\(overview)\n")
        return ExitStatus.trouble.rawValue
    }
    words.removeFirst()
    var arguments = Arguments(words)
    if arguments.flag("-h", "--help") {
        Console.out(command.help + "\n")
        return ExitStatus.success.rawValue
    }
    do {
        return try command.run(&arguments).rawValue
    } catch let error as UsageError {
        Console.error("nibcheck \(command.name): \(error)\nRun `nibcheck \(command.name) --help` for usage.\n")
        return ExitStatus.trouble.rawValue
    } catch {
        Console.error("nibcheck \(command.name): \(error)\n")
        return ExitStatus.trouble.rawValue
    }
}

exit(main())
