import NibKit
#if canImport(Glibc)
import Glibc
/// write(2); named apart because `Console.write` would shadow the bare name.
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
/// write(2); named apart because `Console.write` would shadow the bare name.
private let systemWrite = Darwin.write
#endif

/// A `nibcheck` subcommand: one small type each, like swift-argument-parser's commands.
protocol Command {
    /// The word after `nibcheck`.
    static var name: String { get }
    /// One line for the command list.
    static var abstract: String { get }
    /// The full `--help` text: usage, options, examples, exit status.
    static var help: String { get }
    /// Runs with the arguments after the command name; returns the exit status.
    static func run(_ arguments: inout Arguments) throws -> ExitStatus
}

/// Exit statuses every command documents.
enum ExitStatus: Int32 {
    /// Success; for `lint`, no errors; for `diff`, no semantic change.
    case success = 0
    /// Findings (lint errors, diff changes) or an unreadable document.
    case findings = 1
    /// Usage, configuration or I/O trouble.
    case trouble = 2
}

/// A mistake in how the command was called; printed with a pointer to `--help`.
struct UsageError: Error, CustomStringConvertible {
    let description: String
    init(_ message: String) { description = message }
}

/// The command line after the command name, consumed option by option.
///
/// Options are `--name value`, `--name=value` or flags `--name`; `--` ends options. Anything
/// left over after a command has taken what it knows is an error, so typos never pass silently.
struct Arguments {
    private var items: [String]
    private var positionalOnlyFrom: Int?

    init(_ items: [String]) {
        self.items = items
        positionalOnlyFrom = items.firstIndex(of: "--")
    }

    /// Removes `--name` and reports whether it was there.
    mutating func flag(_ names: String...) -> Bool {
        var found = false
        for name in names {
            while let index = optionIndex(name) {
                items.remove(at: index)
                shiftSeparator(by: -1, after: index)
                found = true
            }
        }
        return found
    }

    /// Removes `--name value` (or `--name=value`); the last one given wins.
    mutating func option(_ names: String...) throws -> String? {
        try options(names).last
    }

    /// Removes every `--name value`; for options that may repeat.
    mutating func options(_ names: String...) throws -> [String] {
        try options(names)
    }

    private mutating func options(_ names: [String]) throws -> [String] {
        var values: [String] = []
        var index = 0
        while index < (positionalOnlyFrom ?? items.count) {
            let item = items[index]
            if names.contains(item) {
                guard index + 1 < (positionalOnlyFrom ?? items.count) else { throw UsageError("\(item) needs a value") }
                values.append(items[index + 1])
                items.removeSubrange(index...(index + 1))
                shiftSeparator(by: -2, after: index)
            } else if let name = names.first(where: { item.hasPrefix($0 + "=") }) {
                values.append(String(item.dropFirst(name.count + 1)))
                items.remove(at: index)
                shiftSeparator(by: -1, after: index)
            } else {
                index += 1
            }
        }
        return values
    }

    /// What is left: positional arguments. Throws on any remaining `--option`.
    mutating func positionals() throws -> [String] {
        var result: [String] = []
        for (index, item) in items.enumerated() {
            if let separator = positionalOnlyFrom, index == separator { continue }
            if item.hasPrefix("-"), item.count > 1, positionalOnlyFrom.map({ index < $0 }) ?? true {
                throw UsageError("unknown option '\(item)'")
            }
            result.append(item)
        }
        items = []
        positionalOnlyFrom = nil
        return result
    }

    /// Arguments after `--`, removing them (for `diff --git REV -- PATHS`).
    mutating func afterSeparator() -> [String] {
        guard let separator = positionalOnlyFrom else { return [] }
        let rest = Array(items[(separator + 1)...])
        items.removeSubrange(separator...)
        positionalOnlyFrom = nil
        return rest
    }

    private func optionIndex(_ name: String) -> Int? {
        items.indices.first { $0 < (positionalOnlyFrom ?? items.count) && items[$0] == name }
    }

    private mutating func shiftSeparator(by delta: Int, after index: Int) {
        if let separator = positionalOnlyFrom, separator > index { positionalOnlyFrom = separator + delta }
    }
}

/// Standard output and error, written straight to the file descriptors.
///
/// Output that cannot be written ends the run with `.trouble` (2), never `.success`: a report
/// cut short is not a clean bill. A reader that went away (`nibcheck lint | head -1`) ends it
/// quietly, as Unix tools do; any other failure (a full disk) is said on standard error.
enum Console {
    static func out(_ text: String) { write(text, to: 1) }
    static func error(_ text: String) { write(text, to: 2) }
    /// Bytes as they are (a UTF-16 strings file, a remembered report).
    static func out(bytes: ArraySlice<UInt8>) { bytes.withUnsafeBufferPointer { write($0, to: 1) } }
    static func error(bytes: ArraySlice<UInt8>) { bytes.withUnsafeBufferPointer { write($0, to: 2) } }

    private static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { write($0, to: fd) }
    }

    private static func write(_ buffer: UnsafeBufferPointer<UInt8>, to fd: Int32) {
        var offset = 0
        while offset < buffer.count {
            let n = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
            if n < 0 {
                let failure = errno
                if failure == EINTR { continue }
                if fd == 1, failure != EPIPE {
                    error("nibcheck: cannot write the output: \(String(cString: strerror(failure)))\n")
                }
                exit(ExitStatus.trouble.rawValue)
            }
            offset += n
        }
    }

    /// Whether standard output (1) or error (2) is a terminal.
    static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) != 0 }

    /// Whether output to `fd` may be coloured: a terminal, and no `NO_COLOR` variable with a
    /// value (https://no-color.org).
    static func wantsColor(_ fd: Int32) -> Bool {
        guard isTerminal(fd) else { return false }
        guard let noColor = getenv("NO_COLOR") else { return true }
        return String(cString: noColor).isEmpty
    }
}

extension String {
    /// The string padded with spaces to at least `width` characters, for aligned columns.
    func padded(to width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
