import Foundation

// nibbench: NibKit's benchmarks, one subcommand each; every run prints one JSON line.
let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "read":
    try ReadBenchmark.run(Array(arguments.dropFirst()))
default:
    FileHandle.standardError.write(Data("usage: nibbench read [PATH…] [--reps N]\n".utf8))
    exit(2)
}
