import Dispatch
import Foundation
import NibModel

/// The result of a lint run: what was looked at and what was found, in a deterministic order.
public struct LintReport: Sendable {
    /// Interface Builder documents linted (readable or not).
    public var files: [String]
    /// Sorted by file, line, column, rule and message.
    public var diagnostics: [Diagnostic]
    /// The rules that were active on at least one file, sorted by id (reporters describe them).
    public var rules: [RuleDescription]

    public init(files: [String], diagnostics: [Diagnostic], rules: [RuleDescription]) {
        self.files = files
        self.diagnostics = diagnostics
        self.rules = rules
    }

    public func count(_ severity: Severity) -> Int { diagnostics.count { $0.severity == severity } }
}

/// Runs the rules over a project: discovers files, reads documents on all cores, gathers
/// project-wide facts once, checks every document with the rules active for its path.
///
/// Documents are independent once project facts exist, so they are checked in parallel with
/// `DispatchQueue.concurrentPerform`; results land in per-file slots and are sorted at the end,
/// so the output never depends on scheduling.
public struct Linter: Sendable {
    public let configuration: Configuration
    /// `--only`, `--enable`, `--disable`: applied after the configuration, everywhere.
    public let commandLine: RuleSelection
    public let readOptions: ReadOptions
    private let rules: [String: any Rule]

    /// - Throws: `ConfigurationError` for an unknown rule id on the command line or an option a
    ///   rule refuses.
    public init(configuration: Configuration, commandLine: RuleSelection = RuleSelection(),
                readOptions: ReadOptions = ReadOptions()) throws(ConfigurationError) {
        try RuleRegistry.validate(commandLine.allIDs, context: "the command line")
        self.configuration = configuration
        self.commandLine = commandLine
        self.readOptions = readOptions
        rules = try configuration.makeRules()
    }

    /// Lints files and folders (the configuration's `included`, or the base folder, when empty).
    /// - Parameter progress: called with (documents done, total) from worker threads.
    /// - Throws: `FileDiscoveryError` for a path that does not exist.
    public func lint(paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) throws(FileDiscoveryError) -> LintReport {
        let roots = !paths.isEmpty ? paths
            : !configuration.included.isEmpty ? configuration.included.map(resolve)
            : [configuration.baseDirectory]
        let found = try FileDiscovery.discover(roots: roots, configuration: configuration)
        let project = ProjectFacts(assets: found.assets)
        return lint(documents: found.documents, project: project, progress: progress)
    }

    /// Lints known documents against known project facts.
    public func lint(documents: [String], project: ProjectFacts,
                     progress: (@Sendable (Int, Int) -> Void)? = nil) -> LintReport {
        let slots = ResultSlots(count: documents.count)
        let activeByPath = documents.map { configuration.activeRules(for: $0, commandLine: commandLine) }
        DispatchQueue.concurrentPerform(iterations: documents.count) { index in
            let diagnostics = check(documents[index], active: activeByPath[index], project: project)
            let done = slots.store(diagnostics, at: index)
            progress?(done, documents.count)
        }
        var diagnostics = slots.all
        diagnostics += projectFindings(project, linted: Set(documents))
        diagnostics.sort(by: Linter.reportOrder)
        let activeIDs = Set(activeByPath.flatMap(\.keys))
        let described = RuleRegistry.all.map { $0.description }.filter { activeIDs.contains($0.id) }
        return LintReport(files: documents, diagnostics: diagnostics, rules: described)
    }

    /// One document: read it (an unreadable one is a finding, not a failure), then run its rules.
    private func check(_ path: String, active: [String: Severity], project: ProjectFacts) -> [Diagnostic] {
        let document: IBDocument
        do {
            document = try IBDocument.read(path: path, options: readOptions)
        } catch {
            let id = UnreadableDocumentRule.description.id
            guard let severity = active[id] else { return [] }
            return [diagnostic(UnreadableDocumentRule.finding(for: error), rule: id, severity: severity)]
        }
        let file = LintFile(document: document, project: project)
        var diagnostics: [Diagnostic] = []
        for (id, severity) in active.sorted(by: { $0.key < $1.key }) {
            guard let rule = rules[id] else { continue }
            diagnostics += rule.check(file).map { diagnostic($0, rule: id, severity: severity) }
        }
        return diagnostics
    }

    /// Findings of project-wide rules located outside the linted documents (Swift sources).
    private func projectFindings(_ project: ProjectFacts, linted: Set<String>) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (id, rule) in rules.sorted(by: { $0.key < $1.key }) {
            for finding in rule.checkProject(project, linted: linted) {
                let path = finding.location?.file ?? configuration.baseDirectory
                guard let severity = configuration.activeRules(for: path, commandLine: commandLine)[id] else { continue }
                diagnostics.append(diagnostic(finding, rule: id, severity: severity))
            }
        }
        return diagnostics
    }

    private func diagnostic(_ finding: Finding, rule: String, severity: Severity) -> Diagnostic {
        Diagnostic(code: rule, severity: severity, message: finding.message, location: finding.location,
                   objectID: finding.objectID, related: finding.related)
    }

    private func resolve(_ path: String) -> String {
        path.hasPrefix("/") || configuration.baseDirectory == "." ? path : configuration.baseDirectory + "/" + path
    }

    /// File, line, column, then rule and message: the order every report uses.
    static func reportOrder(_ a: Diagnostic, _ b: Diagnostic) -> Bool {
        let fileA = a.location?.file ?? "", fileB = b.location?.file ?? ""
        if fileA != fileB { return fileA < fileB }
        let placeA = (a.location?.line ?? 0, a.location?.column ?? 0), placeB = (b.location?.line ?? 0, b.location?.column ?? 0)
        if placeA != placeB { return placeA < placeB }
        return (a.code, a.message) < (b.code, b.message)
    }
}

/// Per-file result slots written from worker threads.
private final class ResultSlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots: [[Diagnostic]]
    private var done = 0

    init(count: Int) { slots = Array(repeating: [], count: count) }

    /// Stores one file's diagnostics; returns how many files are done.
    func store(_ diagnostics: [Diagnostic], at index: Int) -> Int {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = diagnostics
        done += 1
        return done
    }

    var all: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return slots.flatMap { $0 }
    }
}
