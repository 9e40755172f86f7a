import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NibLayout
import NibModel
import ParallelMap
import NibProject
import SourceScan

/// The result of a lint run: what was looked at and what was found, in a deterministic order.
public struct LintReport: Sendable {
    /// Interface Builder documents linted (readable or not).
    public var files: [String]
    /// Sorted by file, line, column, rule and message.
    public var diagnostics: [Diagnostic]
    /// The rules that were active on at least one file, sorted by id (reporters describe them).
    public var rules: [RuleDescription]
    /// Active rules that could not judge anything, and why (nil when every rule could).
    public var checksNotRun: ChecksNotRun?
    /// The documents whose rules ran in this run: all of them, or, with a cache, those it had
    /// no answer for.
    public var checkedDocuments: [String] = []
    /// Whether the connection checks ran in this run (false when a cache answered them or no
    /// connection rule is active).
    public var checkedConnections = false

    /// A report from its parts (nothing checked afresh is recorded).
    public init(files: [String], diagnostics: [Diagnostic], rules: [RuleDescription], checksNotRun: ChecksNotRun? = nil) {
        self.files = files
        self.diagnostics = diagnostics
        self.rules = rules
        self.checksNotRun = checksNotRun
    }

    /// How many findings have this severity.
    public func count(_ severity: Severity) -> Int { diagnostics.count { $0.severity == severity } }
}

/// Active rules that had nothing to judge against: said once, so that a quiet report is not
/// taken for a clean project.
public struct ChecksNotRun: Sendable, Hashable, CustomStringConvertible {
    /// The rules that need the project's sources, in the order they run.
    public var ruleIDs: [String]
    /// Where sources were looked for.
    public var searched: [String]

    public init(ruleIDs: [String], searched: [String]) {
        self.ruleIDs = ruleIDs
        self.searched = searched
    }

    public var description: String {
        "\(ruleIDs.joined(separator: ", ")) did not run: no Swift sources under \(searched.joined(separator: ", ")) "
            + "(lint the project folder, or name the sources in .nibcheck.yml's `swift_sources`)"
    }
}

/// Runs the rules over a project: discovers files, reads documents on all cores, gathers
/// project-wide facts once (alongside the per-document rules, which do not need them), checks
/// every document with the rules active for its path.
///
/// Documents are independent of each other, so they are checked in parallel with
/// `DispatchQueue.concurrentPerform`; results land in per-file slots and are sorted at the end,
/// so the output never depends on scheduling.
public struct Linter: Sendable {
    /// What to lint and how (`.nibcheck.yml`).
    public let configuration: Configuration
    /// `--only`, `--enable`, `--disable`: applied after the configuration, everywhere.
    public let commandLine: RuleSelection
    /// How documents are read (the size limit).
    public let readOptions: ReadOptions
    /// Whether `lint` frees the document models before it returns (the default). A command
    /// that exits right after its report can leave them to the exit, which returns the memory
    /// at once: freeing a corpus's models was about a tenth of a lint run's time.
    public var freesModels = true
    /// Answers from earlier runs (`LintCache`); nil checks everything.
    public var cache: LintCache?
    private let rules: [String: any Rule]
    /// The layout analysis' limits, from the `layout-too-large` rule's options (taken once,
    /// not per document).
    private let layoutOptions: LayoutOptions

    /// - Throws: `ConfigurationError` for an unknown rule id on the command line or an option a
    ///   rule refuses.
    public init(configuration: Configuration, commandLine: RuleSelection = RuleSelection(),
                readOptions: ReadOptions = ReadOptions()) throws(ConfigurationError) {
        try RuleRegistry.validate(commandLine.allIDs, context: "the command line")
        self.configuration = configuration
        self.commandLine = commandLine
        self.readOptions = readOptions
        rules = try configuration.makeRules()
        layoutOptions = (rules[LayoutTooLargeRule.description.id] as? LayoutTooLargeRule)?.layoutOptions ?? LayoutOptions()
    }

    /// Lints files and folders (the configuration's `included`, or the base folder, when empty).
    ///
    /// Documents named one by one, with no sources among them, are checked with their project's
    /// sources, asset catalogs and other documents (the nearest folder above holding an
    /// `.xcodeproj`, `Package.swift` or `.nibcheck.yml`); findings are reported for the named
    /// documents only. Rules that still have no sources are listed in `checksNotRun`.
    /// - Parameter progress: called with (documents done, total) from worker threads.
    /// - Throws: `FileDiscoveryError` for a path that does not exist, or when the paths hold no
    ///   document to lint (after `excluded`).
    public func lint(paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) throws(FileDiscoveryError) -> LintReport {
        let roots = !paths.isEmpty ? paths
            : !configuration.included.isEmpty ? configuration.included.map(resolve)
            : [configuration.baseDirectory]
        var found = try FileDiscovery.discover(roots: roots, configuration: configuration)
        guard !found.documents.isEmpty else {
            var reason = "no Interface Builder documents (.xib, .storyboard) to lint"
            if found.excludedCount > 0 {
                reason += "; `excluded` in \(configuration.file ?? "the configuration") left out \(found.excludedCount) "
                    + (found.excludedCount == 1 ? "path" : "paths")
            }
            throw FileDiscoveryError(path: roots.joined(separator: ", "), reason: reason)
        }
        var sourceRoots = roots
        var contextDocuments: [String]?
        let onlyDocuments = roots.allSatisfy { FileDiscovery.isDocument($0) || FolderEntry.kind(at: $0) != .folder }
        if found.swiftSources.isEmpty, configuration.swiftSources.isEmpty, onlyDocuments,
           let project = ProjectFolder.find(from: roots[0]) {
            let projectFiles = try FileDiscovery.discover(roots: [project], configuration: configuration)
            let linted = Set(found.documents.map(Configuration.absolute))
            contextDocuments = projectFiles.documents.filter { !linted.contains(Configuration.absolute($0)) }
            found.swiftSources = projectFiles.swiftSources
            found.assets = projectFiles.assets
            sourceRoots = [project]
        }
        var report = lint(documents: found.documents, contextDocuments: contextDocuments, swiftSources: found.swiftSources,
                          assets: found.assets, roots: sourceRoots, progress: progress)
        if found.swiftSources.isEmpty {
            let active = Set(report.rules.map(\.id))
            let idle = ConnectionChecker.sourceRuleIDs.filter(active.contains)
            if !idle.isEmpty { report.checksNotRun = ChecksNotRun(ruleIDs: idle, searched: sourceRoots) }
        }
        return report
    }

    /// Lints known documents with known sources and assets, in three steps: read every document
    /// (in parallel); check every document with its document rules (in parallel) while the
    /// project's connection checks run once on another thread (they need every document); then
    /// present the connection findings of each document. With a cache, documents it has the
    /// answers for are only read and hashed (or not parsed at all when the connection checks
    /// are answered too), and what was learned is stored in it.
    /// - Parameters:
    ///   - contextDocuments: when documents are checked within their project, its other
    ///     documents: read for the connection checks (an outlet connected there is connected),
    ///     never reported on; nor is anything outside `documents` (the project's sources).
    ///     Such a run does not use the cache (its answers are keyed by the linted documents).
    ///   - roots: the folders given, below which Swift sources' modules are inferred.
    public func lint(documents: [String], contextDocuments: [String]? = nil, swiftSources: [String] = [],
                     assets: AssetIndex = AssetIndex(), roots: [String] = [],
                     progress: (@Sendable (Int, Int) -> Void)? = nil) -> LintReport {
        let activeByPath = configuration.activeRules(for: documents, commandLine: commandLine)
        let connectionIDs = Set(RuleRegistry.all.filter { $0.sources.contains(.connections) }.map { $0.description.id })
        let connectionsActive = activeByPath.tables.contains { $0.keys.contains(where: connectionIDs.contains) }
        let readOptions = self.readOptions
        // Each document is read once; with a cache its bytes are both hashed and parsed, so a
        // file that changes meanwhile is never stored under the digest of other content.
        let cache = contextDocuments == nil ? self.cache : nil
        let bytes: [Result<[UInt8], DocumentReadError>] = cache == nil ? [] : concurrentMap(documents.count) { index in
            Result { () throws(DocumentReadError) in try XMLReader.readBytes(path: documents[index], options: readOptions) }
        }
        let localizationIDs = Set(RuleRegistry.all.filter { $0.description.kind == .localization }.map { $0.description.id })
        let answers = cache.map {
            CachedAnswers(cache: $0, documents: documents, bytes: bytes, swiftSources: swiftSources, assets: assets,
                          roots: roots, connectionsActive: connectionsActive,
                          checksTranslations: documents.indices.map { activeByPath[path: $0].keys.contains(where: localizationIDs.contains) })
        }
        let parseAll = connectionsActive && answers?.connectionFindings == nil
        let everyDocument = documents + (contextDocuments ?? [])
        var models: [Result<IBDocument, DocumentReadError>?] = concurrentMap(everyDocument.count) { index in
            guard let answers else {
                return Result { () throws(DocumentReadError) in try IBDocument.read(path: everyDocument[index], options: readOptions) }
            }
            guard parseAll || answers.documentFindings[index] == nil else { return nil }
            return bytes[index].flatMap { bytes in
                Result { () throws(DocumentReadError) in try IBDocument.parse(bytes, path: documents[index]) }
            }
        }
        let checked = check(documents: documents, contextDocuments: contextDocuments, models: models, active: activeByPath,
                            connectionIDs: connectionIDs, answers: answers, swiftSources: swiftSources, assets: assets,
                            roots: roots, progress: progress)
        if let cache, let answers { answers.store(checked, in: cache, documents: documents) }
        if freesModels {
            // Nothing holds the models now: free them on every core (freed one after another,
            // a corpus's models held the report up by milliseconds on one core).
            releaseConcurrently(&models)
        } else {
            ModelsLeftToExit.keep(models)
        }
        var diagnostics = checked.documents.indices.flatMap { checked.documents[$0] ?? answers?.documentFindings[$0] ?? [] }
            + (checked.connections ?? answers?.connectionFindings ?? [])
        diagnostics.sort(by: Linter.reportOrder)
        let activeIDs = Set(activeByPath.tables.flatMap(\.keys))
        let described = RuleRegistry.all.map { $0.description }.filter { activeIDs.contains($0.id) }
        var report = LintReport(files: documents, diagnostics: diagnostics, rules: described)
        report.checkedDocuments = documents.indices.filter { answers?.documentFindings[$0] == nil }.map { documents[$0] }
        report.checkedConnections = checked.connections != nil
        return report
    }

    /// What one run computed: each document's own findings (nil where a cache answered), and
    /// the connection findings (nil when a cache answered or no connection rule is active).
    struct CheckedFindings {
        var documents: [[Diagnostic]?]
        var connections: [Diagnostic]?
    }

    /// Checks every document with its document rules (in parallel) while the project's
    /// connection checks run once on another thread (they need every document); then presents
    /// the connection findings of each document. Whatever `answers` holds is not computed.
    /// `models` holds the documents, then the context documents.
    private func check(documents: [String], contextDocuments: [String]?, models: [Result<IBDocument, DocumentReadError>?],
                       active activeByPath: RuleTables, connectionIDs: Set<String>, answers: CachedAnswers?,
                       swiftSources: [String], assets: AssetIndex, roots: [String],
                       progress: (@Sendable (Int, Int) -> Void)?) -> CheckedFindings {
        // The connection checks need every document and run on one thread; every other rule
        // (layout analysis above all) needs only its document and the assets. Both run at
        // once, and the connection rules, mere look-ups, run when the checks are done.
        let documentRules = activeByPath.filter { !connectionIDs.contains($0) }
        let connectionRules = activeByPath.filter { connectionIDs.contains($0) }
        let configured = ExternalDependencies(modules: Set(configuration.externalModules), classes: Set(configuration.externalClasses))
        let runsConnections = connectionRules.tables.contains(where: { !$0.isEmpty }) && answers?.connectionFindings == nil
        let connections = runsConnections
            ? BackgroundWork { Linter.connectionDiagnostics(documents: documents + (contextDocuments ?? []), read: models.map { $0! },
                                                            swiftSources: swiftSources, roots: roots, external: configured) }
            : nil
        let documentFacts = ProjectFacts(assets: assets)
        let total = documents.count
        let reportProgress: (@Sendable (Int) -> Void)? = progress.map { report in { @Sendable done in report(done, total) } }
        // Largest documents first, so that the last to finish are small ones: a large storyboard
        // taken last kept one core busy for milliseconds while the others had nothing left to do.
        let sizes = models.prefix(total).map { (try? $0?.get())?.objects.count ?? 0 }
        let order = sizes.indices.sorted { sizes[$0] > sizes[$1] }
        let checkedInOrder: [[Diagnostic]?] = concurrentMap(total, progress: reportProgress) { position in
            let index = order[position]
            if answers?.documentFindings[index] != nil { return nil }
            return self.check(models[index]!, active: documentRules[path: index], project: documentFacts)
        }
        var checked = [[Diagnostic]?](repeating: nil, count: total)
        for (position, index) in order.enumerated() { checked[index] = checkedInOrder[position] }
        guard let connections else { return CheckedFindings(documents: checked, connections: nil) }
        let project = ProjectFacts(assets: assets, connectionDiagnostics: connections.result())
        let connectionChecked: [[Diagnostic]] = concurrentMap(total) { index in
            let active = connectionRules[path: index]
            return active.isEmpty ? [] : self.check(models[index]!, active: active, project: project)
        }
        // Named documents checked within their project: findings outside them (an outlet of
        // the project's sources that no document connects) are not about what was asked.
        let outside = contextDocuments == nil ? projectFindings(project, linted: Set(documents)) : []
        return CheckedFindings(documents: checked, connections: connectionChecked.flatMap { $0 } + outside)
    }

    /// NibProject's connection checks over the documents already read and the scanned sources,
    /// grouped by the file each finding is located in.
    ///
    /// NibProject takes modules from the Xcode projects under the roots, else infers SwiftPM
    /// modules (`Sources/<Module>/`) from where sources sit below the roots. A root of `.` is
    /// handed over as `./` paths (module inference needs a prefix) and findings come back
    /// without it.
    private static func connectionDiagnostics(documents: [String], read: [Result<IBDocument, DocumentReadError>],
                                              swiftSources: [String], roots: [String], external configured: ExternalDependencies) -> [String: [Diagnostic]] {
        let dotted = roots.contains(".")
        let sourcePaths = swiftSources.map { dotted && !$0.hasPrefix("/") ? "./" + $0 : $0 }
        let (targets, external) = ProjectIndex.projectSetup(roots: roots, configured: configured)
        let scannedFiles = ProjectIndex.scanSources(sourcePaths, roots: roots, targets: targets)
        let index = ProjectIndex(documents: Dictionary(uniqueKeysWithValues: zip(documents, read)),
                                 sourcePaths: sourcePaths, scannedFiles: scannedFiles, targets: targets, external: external)
        let diagnostics = ConnectionChecker.check(index).map { diagnostic in
            var clean = diagnostic
            clean.location = diagnostic.location.map(withoutDotPrefix)
            clean.related = diagnostic.related.map { related in
                var clean = related
                clean.location = withoutDotPrefix(related.location)
                return clean
            }
            return clean
        }
        return Dictionary(grouping: diagnostics) { $0.location?.file ?? "" }
    }

    private static func withoutDotPrefix(_ location: SourceLocation) -> SourceLocation {
        var location = location
        while location.file.hasPrefix("./") { location.file.removeFirst(2) }
        return location
    }

    /// One document: an unreadable one is a finding, not a failure; a readable one gets its rules.
    private func check(_ read: Result<IBDocument, DocumentReadError>, active: [String: Severity],
                       project: ProjectFacts) -> [Diagnostic] {
        let document: IBDocument
        switch read {
        case .failure(let error):
            let id = UnreadableDocumentRule.description.id
            guard let severity = active[id] else { return [] }
            return [diagnostic(UnreadableDocumentRule.finding(for: error), rule: id, severity: severity)]
        case .success(let readable):
            document = readable
        }
        let file = LintFile(document: document, project: project, layoutOptions: layoutOptions)
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

/// Document models that are never freed, for a process that exits next (`freesModels`).
private final class ModelsLeftToExit {
    let models: [Result<IBDocument, DocumentReadError>?]
    private init(_ models: [Result<IBDocument, DocumentReadError>?]) { self.models = models }

    /// Holds the models with a reference that is never released.
    static func keep(_ models: [Result<IBDocument, DocumentReadError>?]) {
        _ = Unmanaged.passRetained(ModelsLeftToExit(models))
    }
}

/// A computation started on another thread at once, its result awaited later.
/// Invariant: `value` is written once, by the background block, before `done` is signalled,
/// and read only after waiting for `done`.
private final class BackgroundWork<T: Sendable>: @unchecked Sendable {
    private var value: T?
    /// Dropped once run, before the result is handed out: what it captured (documents) must
    /// not outlive the work.
    private var work: (@Sendable () -> T)?
    private let done = DispatchSemaphore(value: 0)

    init(_ work: @escaping @Sendable () -> T) {
        self.work = work
        DispatchQueue.global().async {
            self.value = self.work!()
            self.work = nil
            self.done.signal()
        }
    }

    /// Waits for the computation (any number of callers: each passes the signal on).
    func result() -> T {
        done.wait()
        defer { done.signal() }
        return value!
    }
}
