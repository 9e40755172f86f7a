// What every nibbench subcommand shares: the command protocol, usage errors, timing,
// peak memory and one-line JSON output (so Python runners can read results line by line).
import Foundation

/// One nibbench subcommand.
protocol BenchmarkCommand {
    /// The first command-line argument that selects this command.
    static var name: String { get }
    /// One usage line, shown when no known subcommand is given.
    static var usage: String { get }
    /// Runs with the arguments after the subcommand name; prints its results to stdout.
    static func run(_ arguments: [String]) throws
}

struct UsageError: Error, CustomStringConvertible {
    var description: String
}

/// Seconds since an arbitrary origin, from a monotonic clock.
func monotonicSeconds() -> Double {
    Double(DispatchTime.now().uptimeNanoseconds) / 1e9
}

/// Peak resident set size of this process in MB (getrusage's ru_maxrss, KB on Linux).
func peakRSSMegabytes() -> Double {
    var usage = rusage()
    #if os(Linux)
    getrusage(RUSAGE_SELF.rawValue, &usage)
    #else
    getrusage(RUSAGE_SELF, &usage)
    #endif
    return Double(usage.ru_maxrss) / 1024
}
