#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program and collects what it writes, with `posix_spawnp` rather than Foundation's
/// `Process`: a command-line tool that links no Foundation starts milliseconds sooner.
enum Subprocess {
    struct Result {
        /// The exit status (128 + signal number when a signal ended the program).
        var status: Int32
        var output: [UInt8]
        var errors: [UInt8]
    }

    /// Why a program could not be started.
    struct LaunchError: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `arguments[0]` (looked up on `PATH`) with the rest as its arguments, in the current
    /// directory, and waits for it. Standard output and standard error are read together as they come, so a
    /// program that writes much to both never blocks on a full pipe.
    /// - Throws: `LaunchError` when the pipes cannot be made or the program cannot be started.
    static func run(_ arguments: [String]) throws(LaunchError) -> Result {
        var outputPipe: [Int32] = [0, 0], errorPipe: [Int32] = [0, 0]
        guard pipe(&outputPipe) == 0 else { throw LaunchError(description: "pipe: \(String(cString: strerror(errno)))") }
        guard pipe(&errorPipe) == 0 else {
            close(outputPipe[0]); close(outputPipe[1])
            throw LaunchError(description: "pipe: \(String(cString: strerror(errno)))")
        }
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errorPipe[1], 2)
        for fd in outputPipe + errorPipe { posix_spawn_file_actions_addclose(&actions, fd) }

        // The program starts with no signal blocked and every signal's default action, as from
        // a shell: a parent that blocks or ignores signals (a test runner, a CI agent) must not
        // pass that on.
        #if canImport(Darwin)
        var attributes: posix_spawnattr_t? = nil
        #else
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = arguments.map { strdup($0) } + [nil]
        // The environment as ProcessInfo has it (`environ` is not declared alike everywhere).
        let environment = ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for string in argv + environment { free(string) } }
        var pid: pid_t = 0
        let spawned = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environment)
        close(outputPipe[1])
        close(errorPipe[1])
        guard spawned == 0 else {
            close(outputPipe[0]); close(errorPipe[0])
            throw LaunchError(description: "\(arguments[0]): \(String(cString: strerror(spawned)))")
        }
        let (output, errors) = readBoth(outputPipe[0], errorPipe[0])
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        // The wait status: exit code in bits 8-15 when bits 0-6 (the signal) are 0.
        let signal = status & 0x7F
        return Result(status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal, output: output, errors: errors)
    }

    /// Everything written to two pipes until both are closed; closes them.
    private static func readBoth(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
        var buffers: [[UInt8]] = [[], []]
        var fds = [pollfd(fd: first, events: Int16(POLLIN), revents: 0), pollfd(fd: second, events: Int16(POLLIN), revents: 0)]
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while fds.contains(where: { $0.fd >= 0 }) {
            guard poll(&fds, nfds_t(fds.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for i in fds.indices where fds[i].fd >= 0 && fds[i].revents != 0 {
                let n = chunk.withUnsafeMutableBytes { read(fds[i].fd, $0.baseAddress, $0.count) }
                if n > 0 {
                    buffers[i] += chunk[..<n]
                } else if n == 0 || errno != EINTR {
                    close(fds[i].fd)
                    fds[i].fd = -1  // poll ignores negative descriptors
                }
            }
        }
        return (buffers[0], buffers[1])
    }
}
