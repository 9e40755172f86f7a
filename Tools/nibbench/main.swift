// nibbench: release-build benchmarks of NibKit's layers.
//
//   nibbench <subcommand> [arguments...]
//
// Each subcommand is one type conforming to `BenchmarkCommand`, in a file of its own; add a
// new benchmark by writing such a type and listing it in `commands` below.
import Foundation

let commands: [any BenchmarkCommand.Type] = [
    SolverBenchmark.self,
    ReadBenchmark.self,
    LiveBenchmark.self,
    ProjectBenchmark.self,
    DiffBenchmark.self,
    LayoutAccuracyCommand.self,
    CalibrateCommand.self,
    LayoutDumpCommand.self,
    ScanBenchmark.self,
    StringsBenchmark.self,
]

let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let command = commands.first(where: { $0.name == name }) else {
    var usage = "usage: nibbench <subcommand> [arguments...]\n"
    for c in commands { usage += "  \(c.usage)\n" }
    FileHandle.standardError.write(Data(usage.utf8))
    exit(2)
}
// `nibbench SUBCOMMAND --help` (or -h) prints that subcommand's usage instead of running it.
if arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
    print("usage: nibbench \(command.usage)")
    exit(0)
}
do {
    try command.run(Array(arguments.dropFirst()))
} catch {
    FileHandle.standardError.write(Data("nibbench \(name): \(error)\n".utf8))
    exit(1)
}
