import Dispatch
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import NibLayout
import NibLocalization
import NibModel
import XcodeProject
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
    /// The linted documents whose connection findings were computed in this run (the others'
    /// came from a cache, or no connection rule is active).
    public var connectionCheckedDocuments: [String] = []
    /// With a cache, the Swift and Objective-C sources scanned in this run: those whose path,
    /// module or content the cache had no scan for (empty without a cache).
    public var scannedSources: [String] = []
    /// With a cache that remembers reports (`LintCache.reportOptions` set), the key this run's
    /// printed report is remembered under; nil otherwise, or when a document could not be read.
    public var reportKey: ContentDigest?
    /// What a run with the same `reportKey` printed, when the cache remembers it: then
    /// `diagnostics` is empty (the findings were neither decoded nor sorted) and this is the
    /// report to print.
    public var rememberedReport: RememberedReport?
    /// Sub-projects (`.xcodeproj`) the linted projects reference that are not on disk (a git
    /// submodule not checked out): what only they declare is unknown to the connection checks.
    public var missingSubprojects: [String] = []
    /// Nib bundles (`Name.nib/`) without a `designable.nib` the walk passed over (`Linter.unreadNibBundles`).
    public var skippedNibBundles = 0

    /// A report from its parts (nothing checked afresh is recorded).
    public init(files: [String], diagnostics: [Diagnostic], rules: [RuleDescription], checksNotRun: ChecksNotRun? = nil) {
        self.files = files
        self.diagnostics = diagnostics
        self.rules = rules
        self.checksNotRun = checksNotRun
    }

    /// How many findings have this severity.
    public func count(_ severity: Severity) -> Int { diagnostics.count { $0.severity == severity } }

    /// The reports of runs over separate documents (those of different projects) as one run's.
    init(merging reports: [LintReport]) {
        let active = Set(reports.flatMap { $0.rules.map(\.id) })
        self.init(files: reports.flatMap(\.files).sorted(), diagnostics: Linter.inReportOrder(reports.flatMap(\.diagnostics)),
                  rules: RuleRegistry.all.map { $0.description }.filter { active.contains($0.id) })
        let notRun = reports.compactMap(\.checksNotRun)
        if !notRun.isEmpty {
            let idle = Set(notRun.flatMap(\.ruleIDs))
            checksNotRun = ChecksNotRun(ruleIDs: ConnectionChecker.sourceRuleIDs.filter(idle.contains), searched: notRun.flatMap(\.searched),
                                        noProjectFolder: notRun.allSatisfy(\.noProjectFolder))
        }
        checkedDocuments = reports.flatMap(\.checkedDocuments)
        checkedConnections = reports.contains { $0.checkedConnections }
        connectionCheckedDocuments = reports.flatMap(\.connectionCheckedDocuments)
        scannedSources = reports.flatMap(\.scannedSources)
        missingSubprojects = Array(Set(reports.flatMap(\.missingSubprojects))).sorted()
        skippedNibBundles = reports.reduce(0) { $0 + $1.skippedNibBundles }
    }
}

/// Active rules that had nothing to judge against: said once, so that a quiet report is not
/// taken for a clean project.
public struct ChecksNotRun: Sendable, Hashable, CustomStringConvertible {
    /// The rules that need the project's sources, in the order they run.
    public var ruleIDs: [String]
    /// Where sources were looked for.
    public var searched: [String]
    /// Documents linted alone with no project folder above them (no `.xcodeproj`,
    /// `Package.swift` or `.nibcheck.yml`): only the documents themselves were searched.
    public var noProjectFolder: Bool

    /// The note for rules that had no sources, and where sources were looked for.
    public init(ruleIDs: [String], searched: [String], noProjectFolder: Bool = false) {
        self.ruleIDs = ruleIDs
        self.searched = searched
        self.noProjectFolder = noProjectFolder
    }

    public var description: String {
        let whereSearched = noProjectFolder
            ? "beside \(searched.joined(separator: ", ")), since no folder above holds an .xcodeproj, Package.swift or .nibcheck.yml"
            : "under \(searched.joined(separator: ", "))"
        return "\(ruleIDs.joined(separator: ", ")) did not run: no Swift or Objective-C sources \(whereSearched) "
            + "(lint the project folder, or name the sources, Swift or Objective-C, in .nibcheck.yml's `swift_sources`)"
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

    /// Whether the roots are folders below one Xcode project's folder (an `.xcodeproj` or a
    /// `.nibcheck.yml` there), holding no project of their own (a feature folder, a framework's UI folder): their
    /// documents are checked within the project, as named files are, since their classes may
    /// be declared anywhere in it (two first runs: a base panel class declared outside the
    /// folder linted reported declared nowhere, an error naming the same document alone did
    /// not give). A folder of a Swift package is its own module's.
    static func areFoldersInsideOneXcodeProject(_ roots: [String], walked: [String: [FolderEntry]]) -> Bool {
        guard !roots.isEmpty, roots.allSatisfy({ FolderEntry.kind(at: $0) == .folder }) else { return false }
        let projects = Set(roots.map { ProjectFolder.find(from: $0).map(Configuration.absolute) })
        guard projects.count == 1, let project = projects.first ?? nil,
              roots.allSatisfy({ Configuration.absolute($0) != project }),
              let names = try? FileManager.default.contentsOfDirectory(atPath: project),
              names.contains(where: { PathNames.fileExtension($0) == "xcodeproj" || $0 == Configuration.fileName }) else { return false }
        return !walked.values.contains { $0.contains { ProjectFolder.markers.contains($0.name) || PathNames.fileExtension($0.name) == "xcodeproj" } }
    }
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

    /// Fewer files than this (documents; sources and project files the stat memo could not
    /// answer for, most of them absent manifests) are read and hashed on the calling thread:
    /// each costs tens of microseconds (some kB read and hashed), waking the worker threads
    /// about a millisecond of processor time.
    static let fewFiles = 64

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
    /// documents and the documents they touch (`DependentDocuments`: hosts of the components
    /// they draw, storyboards whose references lead into them), never for the rest of the
    /// project. Sources named so (`.swift`, `.h`, `.m`, `.mm`) stand for the project's documents
    /// that use their classes (`DependentDocuments.classes(declaredIn:projectSources:)`). Documents of several projects are
    /// checked each within its own. Rules that still have no sources are listed in `checksNotRun`.
    /// - Parameter progress: called with (documents done, total) from worker threads.
    /// - Throws: `FileDiscoveryError` for a path that does not exist, or when the paths hold no
    ///   document to lint (after `excluded`) and name no source within a project.
    public func lint(paths: [String], progress: (@Sendable (Int, Int) -> Void)? = nil) throws(FileDiscoveryError) -> LintReport {
        let roots = !paths.isEmpty ? paths
            : !configuration.included.isEmpty ? configuration.included.map(resolve)
            : [configuration.baseDirectory]
        let folders = cache?.visitedFolders() ?? VisitedFolders()
        var found = try FileDiscovery.discover(roots: roots, configuration: configuration, folders: folders)
        // Files named one by one (a pre-commit hook's staged files).
        let onlyFiles = roots.allSatisfy { FileDiscovery.isDocument($0) || FolderEntry.kind(at: $0) != .folder }
        // Sources named so (staged `.swift`, `.h`, `.m`, `.mm` files) stand for the documents
        // of their project that use their classes.
        let namedSources = onlyFiles ? roots.filter(FileDiscovery.isSource) : []
        // Translation tables named so (a commit of translations alone) stand for the documents
        // they translate; with no document named, only what is found in the tables is reported.
        let namedTables = onlyFiles ? roots.filter(TranslationFiles.isTable) : []
        let onlyTablesNamed = found.documents.isEmpty && !namedTables.isEmpty
        if !namedTables.isEmpty {
            found.documents = Array(Set(found.documents + namedTables.flatMap(TranslationFiles.documents(translatedBy:)))).sorted()
        }
        // A report that is part of the one printed is not remembered alone (below); the cache's
        // setting is given back when this run ends.
        let reportOptions = cache?.reportOptions
        defer { cache?.reportOptions = reportOptions }
        // The report printed is the documents' findings in the named tables, not theirs.
        if onlyTablesNamed { cache?.reportOptions = nil }
        guard !found.documents.isEmpty || (!namedSources.isEmpty && ProjectFolder.find(from: namedSources[0]) != nil) else {
            var reason = "no Interface Builder documents (.xib, .storyboard) to lint"
            if found.excludedCount > 0 {
                reason += "; `excluded` in \(configuration.file ?? "the configuration") left out \(found.excludedCount) "
                    + (found.excludedCount == 1 ? "path" : "paths")
            }
            if found.skippedNibBundles > 0 {
                reason += "; " + Self.unreadNibBundles(found.skippedNibBundles)
            }
            throw FileDiscoveryError(path: roots.joined(separator: ", "), reason: reason)
        }
        var sourceRoots = roots
        var contextDocuments: [String]?
        var missingSubprojects: [String] = []
        // Named files are checked within their project: documents alone, or with sources named
        // among them (those configured in `swift_sources` are the project's anyway).
        let searchesProject = onlyFiles && (found.swiftSources.isEmpty || !configuration.swiftSources.isEmpty || !namedSources.isEmpty)
            || Self.areFoldersInsideOneXcodeProject(roots, walked: found.folderListings)
        if searchesProject, roots.count > 1, roots.allSatisfy({ FileDiscovery.isDocument($0) || FileDiscovery.isSource($0) }) {
            // Documents of several projects (a repository holding more than one app): each
            // group is checked within its own project.
            let byProject = Dictionary(grouping: roots) { ProjectFolder.find(from: $0).map(Configuration.absolute) ?? "" }
            if byProject.count > 1 {
                // Each project's report is a part of the one printed.
                cache?.reportOptions = nil
                var reports: [LintReport] = []
                for project in byProject.keys.sorted() { reports.append(try lint(paths: byProject[project]!, progress: progress)) }
                return LintReport(merging: reports)
            }
        }
        let projectFolder = searchesProject ? ProjectFolder.find(from: roots[0]) : nil
        var reportedSources = namedSources
        if let project = projectFolder {
            var projectFiles = try FileDiscovery.discover(roots: [project], configuration: configuration, folders: folders)
            let (subprojects, missing) = ProjectFolder.referencedProjectFolders(listed: projectFiles.folderListings, outside: [project])
            missingSubprojects = missing
            if !subprojects.isEmpty { projectFiles.merge(try FileDiscovery.discover(roots: subprojects, configuration: configuration, folders: folders)) }
            let linted = Set(found.documents.map(Configuration.absolute))
            var named: [String] = [], others: [String] = []
            for document in projectFiles.documents {
                if linted.contains(Configuration.absolute(document)) { named.append(document) } else { others.append(document) }
            }
            // Reported on too: the documents whose findings the named ones can change, and
            // those that use the classes of the named sources.
            let classes = namedSources.isEmpty ? []
                : DependentDocuments.classes(declaredIn: namedSources, projectSources: projectFiles.swiftSources)
            let touched = Set(DependentDocuments.find(of: named, usingClasses: classes, among: others, readOptions: readOptions))
            found.documents = (found.documents + others.filter(touched.contains)).sorted()
            contextDocuments = others.filter { !touched.contains($0) }
            found.swiftSources = projectFiles.swiftSources
            found.assets = projectFiles.assets
            found.folderListings.merge(projectFiles.folderListings) { named, _ in named }
            sourceRoots = [project] + subprojects
        } else if !onlyFiles, case let (subprojects, missing) = ProjectFolder.referencedProjectFolders(listed: found.folderListings, outside: roots),
                  !subprojects.isEmpty || !missing.isEmpty {
            missingSubprojects = missing
            // Folders linted whose projects reference sub-projects elsewhere: their documents and
            // sources are read as the project's, and reported on only within the folders given.
            if !subprojects.isEmpty {
                let outside = try FileDiscovery.discover(roots: subprojects, configuration: configuration, folders: folders)
                contextDocuments = outside.documents
                reportedSources = found.swiftSources
                found.merge(outside, documents: false)
                sourceRoots = roots + subprojects
            }
        }
        // The images the walked projects list, some perhaps where the walk does not reach, and
        // those their committed pods install.
        for (folder, entries) in found.folderListings {
            for entry in entries where entry.kind == .folder && entry.name.hasSuffix(".xcodeproj") {
                found.assets.addImages(listedInProjectFile: PathNames.join(folder, entry.name) + "/project.pbxproj")
            }
            if entries.contains(where: { $0.kind == .folder && $0.name == "Pods" }) {
                found.assets.addImages(installedByPodsIn: PathNames.join(folder, "Pods"))
            }
        }
        var report = lint(documents: found.documents, contextDocuments: contextDocuments, reportedSources: reportedSources,
                          swiftSources: found.swiftSources, assets: found.assets, roots: sourceRoots,
                          folderListings: found.folderListings, missingProjects: missingSubprojects, progress: progress)
        report.missingSubprojects = missingSubprojects
        report.skippedNibBundles = found.skippedNibBundles
        if onlyTablesNamed {
            let tables = Set(namedTables.map(Configuration.absolute))
            report.diagnostics = report.diagnostics.filter { $0.location.map { tables.contains(Configuration.absolute($0.file)) } ?? false }
        }
        if found.swiftSources.isEmpty {
            let active = Set(report.rules.map(\.id))
            let idle = ConnectionChecker.sourceRuleIDs.filter(active.contains)
            if !idle.isEmpty {
                report.checksNotRun = ChecksNotRun(ruleIDs: idle, searched: sourceRoots, noProjectFolder: searchesProject && projectFolder == nil)
            }
        }
        return report
    }

    /// Lints known documents with known sources and assets, in three steps: read every document
    /// (in parallel); check every document with its document rules (in parallel) while the
    /// project's connection checks run once on another thread (they need every document); then
    /// present the connection findings of each document.
    ///
    /// With a cache, documents it has the answers for are only read and hashed: a document is
    /// parsed when its own findings, its connection facts or its connection findings are not
    /// cached (then with the storyboards its references name), and every document only when the
    /// project-wide connection findings are not (see `ConnectionAnswers`); the sources are
    /// scanned (through the cache) only when a connection answer is missing. What was learned
    /// is stored in the cache.
    /// - Parameters:
    ///   - contextDocuments: when documents are checked within their project, its other
    ///     documents: read for the connection checks (an outlet connected there is connected),
    ///     never reported on; nor is anything outside `documents` and `reportedSources`.
    ///   - reportedSources: sources named one by one (a pre-commit hook's staged files) when
    ///     documents are checked within their project: the project-wide findings located in
    ///     them (an `@IBOutlet` they declare that no document connects) are reported too.
    ///   - roots: the folders given, below which Swift sources' modules are inferred.
    ///   - folderListings: folders already listed (`DiscoveredFiles.folderListings`): the
    ///     documents' translation tables are looked up there instead of on disk.
    ///   - missingProjects: sub-projects referenced but not on disk (`LintReport.missingSubprojects`).
    public func lint(documents: [String], contextDocuments: [String]? = nil, reportedSources: [String] = [], swiftSources: [String] = [],
                     assets: AssetIndex = AssetIndex(), roots: [String] = [], folderListings: [String: [FolderEntry]] = [:],
                     missingProjects: [String] = [], progress: (@Sendable (Int, Int) -> Void)? = nil) -> LintReport {
        let every = documents + (contextDocuments ?? [])
        let activeByPath = configuration.activeRules(for: every, commandLine: commandLine)
        // The named sources take part through the project-wide rules that report in them.
        let projectWideIDs = ConnectionChecker.projectWideRuleIDs
        let activeIDs = Set(documents.indices.flatMap { activeByPath[path: $0].keys }).union(reportedSources.flatMap { source in
            configuration.activeRules(for: source, commandLine: commandLine).keys.filter(projectWideIDs.contains)
        })
        let connectionIDs = Set(RuleRegistry.all.filter { $0.sources.contains(.connections) }.map { $0.description.id })
        // The connection pass also lays out again the documents whose views' classes size
        // themselves (`LayoutFromSources`): with sources, a layout rule needs it as much as a
        // connection rule does, or `--only layout-ambiguous` would judge without what the
        // sources say and report what the whole run does not.
        let connectionPassNeeded = !activeIDs.isDisjoint(with: connectionIDs)
            || (!swiftSources.isEmpty && !activeIDs.isDisjoint(with: LayoutFromSources.ruleIDs))
        let described = RuleRegistry.all.map { $0.description }.filter { activeIDs.contains($0.id) }
        let readOptions = self.readOptions
        // With a cache, each document that is read is read once: its bytes are both hashed and
        // parsed, so a file that changes meanwhile is never stored under the digest of other
        // content.
        var bytes: [Result<[UInt8], DocumentReadError>] = []
        var models = [Result<IBDocument, DocumentReadError>?](repeating: nil, count: every.count)
        func read(_ wanted: [Int]) {
            let missing = wanted.filter { models[$0] == nil }
            let bytes = bytes
            let read: [Result<IBDocument, DocumentReadError>] = concurrentMap(missing.count) { position in
                let index = missing[position]
                guard !bytes.isEmpty else {
                    return Result { () throws(DocumentReadError) in try IBDocument.read(path: every[index], options: readOptions) }
                }
                return bytes[index].flatMap { bytes in
                    Result { () throws(DocumentReadError) in try IBDocument.parse(bytes, path: every[index]) }
                }
            }
            for (index, model) in zip(missing, read) { models[index] = model }
        }
        var answers: CachedAnswers?
        var connectionAnswers: ConnectionAnswers?
        var run: ConnectionRun?
        var scanned: ScannedSources?
        var reportKeyOfRun: ContentDigest?
        if let cache {
            let translationsActive = RuleRegistry.all.contains { $0.description.kind == .localization && activeIDs.contains($0.description.id) }
            func keyedAnswers(_ contentDigests: [ContentDigest?]) -> CachedAnswers {
                CachedAnswers(cache: cache, documents: every, linted: documents.count, contentDigests: contentDigests, assets: assets,
                              connectionPassNeeded: connectionPassNeeded, translationsActive: translationsActive, folderListings: folderListings)
            }
            let outside = connectionPassNeeded
                ? ConnectionKeyParts(cache: cache, swiftSources: swiftSources, roots: roots, folderListings: folderListings) : nil
            func keyOfReport(_ answers: CachedAnswers) -> ContentDigest? {
                reportKey(cache: cache, documents: documents, contextDocuments: contextDocuments, reportedSources: reportedSources,
                          roots: roots, answers: answers, outside: outside)
            }
            func rememberedReport(_ key: ContentDigest) -> LintReport? {
                guard let remembered = cache.rememberedReport(key) else { return nil }
                // The same keys and output options as the run whose report the cache remembers:
                // that report stands, and no answer is read, sorted or rendered.
                var report = LintReport(files: documents, diagnostics: [], rules: described)
                report.reportKey = key
                report.rememberedReport = remembered
                return report
            }
            // A run that may print a remembered report takes the documents' digests from the
            // stat memo first, as it takes the sources': when every document is unchanged and
            // the report's key is the remembered one, no document is read. Reading and hashing
            // them was a fifth of a warm run's page faults over a real app (0.4 MB; Docs/lint.md).
            if cache.reportOptions != nil {
                let fromMemo = cache.rememberedDigests(ofFiles: every)
                if !fromMemo.contains(nil), let key = keyOfReport(keyedAnswers(fromMemo)), let report = rememberedReport(key) { return report }
            }
            // For the next run's first look, the memo learns the documents' digests from the
            // bytes read here, for each document whose identity did not change across the read.
            let remembersDocuments = cache.reportOptions != nil
            let identitiesBefore = remembersDocuments ? every.map(StatMemo.identity(ofFile:)) : []
            let readBytes: [Result<[UInt8], DocumentReadError>] = concurrentMap(every.count, serialBelow: Self.fewFiles) { index in
                Result { () throws(DocumentReadError) in try XMLReader.readBytes(path: every[index], options: readOptions) }
            }
            bytes = readBytes
            let contentDigests: [ContentDigest?] = concurrentMap(every.count, serialBelow: Self.fewFiles) { index in
                try? readBytes[index].map { ContentDigest($0) }.get()
            }
            if remembersDocuments {
                cache.rememberDigests(contentDigests, sizes: readBytes.map { try? $0.get().count }, ofFiles: every, before: identitiesBefore)
            }
            var cached = keyedAnswers(contentDigests)
            let keyOfRun = keyOfReport(cached)
            if let keyOfRun, let report = rememberedReport(keyOfRun) { return report }
            cached.readAnswers(from: cache)
            answers = cached
            read(documents.indices.filter { cached.documentFindings[$0] == nil } + cached.cachedFacts.indices.filter { cached.cachedFacts[$0] == nil })
            if let outside {
                let facts: [DocumentConnectionFacts?] = every.indices.map { index in
                    switch cached.cachedFacts[index] {
                    case .readable(let facts)?: facts
                    case .unreadable?: nil
                    case nil: (try? models[index]?.get()).map(DocumentConnectionFacts.init)
                    }
                }
                for index in cached.factsKeys.indices where cached.cachedFacts[index] == nil {
                    guard let key = cached.factsKeys[index] else { continue }
                    cache.store(key, path: every[index], diagnostics: CachedAnswers.CachedFacts.archived(facts[index]))
                }
                var connections = ConnectionAnswers(cache: cache, documents: every, linted: documents.count, contentDigests: cached.contentDigests,
                                                    facts: facts, outside: outside)
                if !connections.unanswered.isEmpty || connections.projectFindings == nil {
                    // A source or project file changed, or a document: ask again by what each
                    // document reads of the sources' declarations (scans of unchanged sources
                    // come from the cache).
                    let sources = ScannedSources(swiftSources: swiftSources, roots: roots, configured: dependencies(missingProjects: missingProjects),
                                                 listed: folderListings, cache: cache)
                    connections.refine(cache: cache, with: SourceDependencies(sourcePaths: sources.paths, scannedFiles: sources.files,
                                                                              targets: sources.targets))
                    scanned = sources
                    let unanswered = connections.unanswered
                    if connections.projectFindings == nil {
                        run = ConnectionRun(indexed: Array(every.indices), presented: unanswered, projectWide: true, sources: .init(sources))
                    } else if !unanswered.isEmpty {
                        let indexed = connections.documentsToIndex(for: unanswered)
                        let inIndex = Set(indexed)
                        let claims = every.indices.filter { !inIndex.contains($0) }.flatMap { facts[$0]?.moduleClaims ?? [] }
                        run = ConnectionRun(indexed: indexed, presented: unanswered, projectWide: false, moduleClaims: claims,
                                            sources: .init(sources))
                    }
                }
                connectionAnswers = connections
                if let run { read(run.indexed) }
            }
            reportKeyOfRun = keyOfRun
        } else {
            // The project files and sources need no document: they are read and scanned while
            // the documents are, instead of after them (on a real app the connection checks'
            // thread, which starts with them, was the last to finish by a third of the run).
            let configured = dependencies(missingProjects: missingProjects)
            let sources = connectionPassNeeded ? BackgroundWork {
                ScannedSources(swiftSources: swiftSources, roots: roots, configured: configured, listed: folderListings, cache: nil)
            } : nil
            read(Array(every.indices))
            if let sources {
                run = ConnectionRun(indexed: Array(every.indices), presented: Array(documents.indices), projectWide: true, sources: sources)
            }
        }
        var documentFacts = ProjectFacts(assets: assets, folderListings: folderListings)
        let unanswered = documents.indices.lazy.filter { answers?.documentFindings[$0] == nil }.map { documents[$0] }
        // Each project file read once for both (its development region, the tables it lists).
        var projectFiles: [String: ProjectFileLocalizations?] = [:]
        // The development language: what a table of it lacks shows as written (missing keys);
        // what it says overrides the Base text there (outdated translations).
        if activeIDs.contains(LocalizationMissingKeyRule.description.id) || activeIDs.contains(LocalizationOutdatedRule.description.id) {
            documentFacts.developmentRegions = DevelopmentRegions.regions(forDocuments: unanswered, listed: folderListings,
                                                                          projectFiles: &projectFiles)
        }
        if RuleRegistry.all.contains(where: { $0.description.kind == .localization && activeIDs.contains($0.description.id) }) {
            documentFacts.unshippedTables = ShippedTables.unshipped(ofDocuments: unanswered, listed: folderListings,
                                                                    projectFiles: &projectFiles)
        }
        let checked = check(every: every, linted: documents.count, models: models, active: activeByPath, connectionIDs: connectionIDs,
                            ownAnswers: answers?.documentFindings, run: run, facts: documentFacts,
                            roots: roots, progress: progress)
        if let cache, let answers {
            for (index, findings) in checked.documents.enumerated() {
                guard let findings, let key = answers.documentKeys[index] else { continue }
                cache.store(key, path: documents[index], diagnostics: findings)
            }
        }
        if let cache, let connectionAnswers {
            // Under the keys that had no answer: what was checked, and what the finer keys answered.
            for index in documents.indices {
                guard let findings = checked.connections[index] ?? connectionAnswers.documentFindings[index] else { continue }
                for key in connectionAnswers.documentKeysToStore[index] { cache.store(key, path: documents[index], diagnostics: findings) }
            }
            if let findings = checked.projectWide, let key = connectionAnswers.projectKeyToStore {
                cache.store(key, path: "", diagnostics: findings)
            }
        }
        if let cache, let scanned {
            cache.keepScans(scanned.answered)
            CachedSourceScan.store(scanned.learned, in: cache)
        }
        if freesModels {
            // Nothing holds the models now: free them on every core (freed one after another,
            // a corpus's models held the report up by milliseconds on one core).
            releaseConcurrently(&models)
        } else {
            ModelsLeftToExit.keep(models)
        }
        // Documents checked within their project: findings outside them and the named sources
        // (an outlet of another source that no document connects) are not about what was asked.
        let asked = Set((documents + reportedSources).map(Configuration.absolute))
        let projectWide = (checked.projectWide ?? connectionAnswers?.projectFindings ?? [])
            .filter { contextDocuments == nil || $0.location.map { asked.contains(Configuration.absolute($0.file)) } ?? false }
        let diagnostics = LanguageCopies.grouped(documents.indices.flatMap { index in
            Self.leavingOutUnbuilt(LayoutFromSources.merged(own: checked.documents[index] ?? answers?.documentFindings[index] ?? [],
                                                            connections: checked.connections[index] ?? connectionAnswers?.documentFindings[index] ?? []))
        } + projectWide, documents: documents)
        var report = LintReport(files: documents, diagnostics: Linter.inReportOrder(diagnostics), rules: described)
        report.checkedDocuments = documents.indices.filter { answers?.documentFindings[$0] == nil }.map { documents[$0] }
        report.checkedConnections = run != nil
        report.connectionCheckedDocuments = run.map { $0.presented.map { documents[$0] } } ?? []
        report.scannedSources = scanned?.learned.map(\.file.path) ?? []
        report.reportKey = reportKeyOfRun
        return report
    }

    /// A document's findings, or, when no target of its project builds it (`unbuilt-document`),
    /// that note alone, saying how many were left out: the others are about a file in no
    /// product (first runs: 217 of an app's 766 warnings in stray per-language copies of its
    /// storyboards, an exit status 1 over such a copy).
    static func leavingOutUnbuilt(_ findings: [Diagnostic]) -> [Diagnostic] {
        guard let note = findings.first(where: { $0.code == ConnectionChecker.unbuiltDocumentRuleID }), findings.count > 1 else { return findings }
        var alone = note
        let others = findings.count - 1
        // Said how to see them (a first run's reader asked what the one left out was).
        alone.message += "; its \(others) other finding\(others == 1 ? " is" : "s are") left out (`--disable \(ConnectionChecker.unbuiltDocumentRuleID)` shows \(others == 1 ? "it" : "them"))"
        return [alone]
    }

    /// The key a run's printed report is remembered under (`LintCache.reportOptions`): the
    /// output options, what was asked (the documents, those read for context, the named sources,
    /// the roots), each document's own and facts keys, and with the connection checks, the
    /// parts of their keys from outside the documents (project files, sources). Every answer's
    /// key follows from these (a document's facts from its facts key, and the connection keys
    /// from the facts and those parts), so the report is the same whenever they are, and
    /// the cache file of answers need not be read to know it. Nil when the cache remembers no
    /// report, or a document could not be read (its finding says why, which no key holds).
    private func reportKey(cache: LintCache, documents: [String], contextDocuments: [String]?, reportedSources: [String],
                           roots: [String], answers: CachedAnswers, outside: ConnectionKeyParts?) -> ContentDigest? {
        guard let options = cache.reportOptions, !answers.contentDigests.contains(nil) else { return nil }
        var key = DigestBuilder()
        key.add(cache.key)
        key.add("report " + options)
        for root in roots { key.add("root " + root) }
        for document in documents { key.add("document " + document) }
        for document in contextDocuments ?? [] { key.add("context " + document) }
        key.add(contextDocuments == nil ? "no context" : "context given")
        for source in reportedSources { key.add("named source " + source) }
        for part in answers.documentKeys + answers.factsKeys {
            if let part { key.add(part) } else { key.add("none") }
        }
        if let outside {
            key.add(outside.setup)
            key.add(outside.sources)
        }
        return key.digest
    }

    /// One run of the connection checks: over which documents, and whose findings it presents.
    struct ConnectionRun {
        /// The documents the project index holds (indices into the run's documents).
        var indexed: [Int]
        /// The linted documents whose per-document connection findings are presented.
        var presented: [Int]
        /// Whether the project-wide rules run too (then `indexed` is every document).
        var projectWide: Bool
        /// The module claims of the documents not indexed.
        var moduleClaims: [ModuleClaim] = []
        /// The project setup and scanned sources: scanned already (with a cache), or being
        /// scanned while the documents are read and checked.
        var sources: BackgroundWork<ScannedSources>
    }

    /// What one run computed: each linted document's own findings (nil where a cache answered),
    /// the per-document connection findings presented (by document index), and the findings
    /// of the project-wide connection rules (nil when they did not run).
    struct CheckedFindings {
        var documents: [[Diagnostic]?]
        var connections: [Int: [Diagnostic]] = [:]
        var projectWide: [Diagnostic]?
    }

    /// Checks every linted document with its document rules (in parallel) while the connection
    /// checks of `run` run once on another thread; then presents the connection findings. What
    /// `ownAnswers` holds is not computed. `models` holds the documents, then the context
    /// documents; nil where not read.
    private func check(every: [String], linted total: Int, models: [Result<IBDocument, DocumentReadError>?],
                       active activeByPath: RuleTables, connectionIDs: Set<String>, ownAnswers: [[Diagnostic]?]?, run: ConnectionRun?,
                       facts documentFacts: ProjectFacts, roots: [String],
                       progress: (@Sendable (Int, Int) -> Void)?) -> CheckedFindings {
        // The connection checks need every document and run on one thread; every other rule
        // (layout analysis above all) needs only its document and the assets. Both run at
        // once, and the connection rules, mere look-ups, run when the checks are done.
        // A warm run: the cache answered every document and no connection check is due, so
        // no thread is woken for nothing.
        if run == nil, let ownAnswers, !ownAnswers.contains(where: { $0 == nil }) {
            return CheckedFindings(documents: [[Diagnostic]?](repeating: nil, count: total))
        }
        let documentRules = activeByPath.filter { !connectionIDs.contains($0) }
        let projectWideIDs = ConnectionChecker.projectWideRuleIDs
        let connections = run.map { run in
            BackgroundWork {
                Linter.connectionDiagnostics(documents: run.indexed.map { every[$0] }, read: run.indexed.map { models[$0]! },
                                             sources: run.sources.result(),
                                             roots: roots, moduleClaims: run.moduleClaims,
                                             ruleIDs: run.projectWide ? nil : Set(ConnectionChecker.ruleIDs).subtracting(projectWideIDs))
            }
        }
        let reportProgress: (@Sendable (Int) -> Void)? = progress.map { report in { @Sendable done in report(done, total) } }
        // Largest documents first, so that the last to finish are small ones: a large storyboard
        // taken last kept one core busy for milliseconds while the others had nothing left to do.
        let sizes = models.prefix(total).map { (try? $0?.get())?.objects.count ?? 0 }
        let order = sizes.indices.sorted { sizes[$0] > sizes[$1] }
        let checkedInOrder: [[Diagnostic]?] = concurrentMap(total, progress: reportProgress) { position in
            let index = order[position]
            if ownAnswers?[index] != nil { return nil }
            return self.check(models[index]!, active: documentRules[path: index], project: documentFacts)
        }
        var checked = CheckedFindings(documents: [[Diagnostic]?](repeating: nil, count: total))
        for (position, index) in order.enumerated() { checked.documents[index] = checkedInOrder[position] }
        guard let run, let connections else { return checked }
        let outcome = connections.result()
        var withConnections = documentFacts
        withConnections.connectionDiagnostics = outcome.diagnostics
        let project = withConnections
        let perDocumentRules = activeByPath.filter { connectionIDs.contains($0) && !projectWideIDs.contains($0) }
        let layoutRules = activeByPath.filter { LayoutFromSources.ruleIDs.contains($0) }
        let presented: [[Diagnostic]] = concurrentMap(run.presented.count) { position in
            let index = run.presented[position]
            let active = perDocumentRules[path: index]
            var findings = active.isEmpty ? [] : self.check(models[index]!, active: active, project: project)
            // The layout verdicts again, told which classes size themselves: they stand in for
            // the document's own (`LayoutFromSources`), and are cached with the connection
            // findings, whose keys follow the members of the classes the document names.
            if let selfSizing = outcome.selfSizing[every[index]], !layoutRules[path: index].isEmpty,
               case .success(let document)? = models[index] {
                findings += LayoutFromSources.findings(self.check(models[index]!, active: layoutRules[path: index], project: documentFacts,
                                                                  selfSizing: selfSizing),
                                                       in: every[index], document: document, selfSizing: selfSizing)
            }
            return findings
        }
        checked.connections = Dictionary(uniqueKeysWithValues: zip(run.presented, presented))
        guard run.projectWide else { return checked }
        // Presented at every document (linted or context) and outside them, so that the answer
        // does not depend on which documents were named; the caller keeps the linted ones'.
        let projectWideRules = activeByPath.filter { projectWideIDs.contains($0) }
        let projectWide: [[Diagnostic]] = concurrentMap(every.count) { index in
            let active = projectWideRules[path: index]
            return active.isEmpty ? [] : self.check(models[index]!, active: active, project: project)
        }
        checked.projectWide = projectWide.flatMap { $0 } + projectFindings(project, linted: Set(every))
        return checked
    }

    /// NibProject's connection checks over the documents already read and the scanned sources,
    /// grouped by the file each finding is located in.
    ///
    /// A root of `.` is handed over as `./` paths (see `ScannedSources`) and findings come back
    /// without it.
    /// - Parameters:
    ///   - moduleClaims: those of the project's documents not among `documents`.
    ///   - ruleIDs: the connection rules to run; nil runs all.
    private static func connectionDiagnostics(documents: [String], read: [Result<IBDocument, DocumentReadError>],
                                              sources: ScannedSources, roots: [String],
                                              moduleClaims: [ModuleClaim], ruleIDs: Set<String>?) -> ConnectionOutcome {
        let index = ProjectIndex(documents: Dictionary(uniqueKeysWithValues: zip(documents, read)),
                                 sourcePaths: sources.paths, scannedFiles: sources.files, targets: sources.targets,
                                 external: sources.external, moduleClaims: moduleClaims)
        let report = ConnectionChecker.run(index, ruleIDs: ruleIDs)
        let fromOutside = Set(report.skipped.map(\.className))
        // The classes left unjudged are said once, with the project-wide findings: all rules ran.
        let summary = ruleIDs == nil ? report.skippedSummary.map { [$0] } ?? [] : []
        let dotRoot = roots.contains(".")
        let diagnostics = (report.diagnostics + summary).map { diagnostic in
            var clean = diagnostic
            clean.location = diagnostic.location.map(withoutDotPrefix)
            // Places a message names (`declares 'title' (./Card.swift:12:5)`) as the report writes them.
            if dotRoot { clean.message = withoutDotPrefixes(in: clean.message) }
            clean.related = diagnostic.related.map { related in
                var clean = related
                clean.location = withoutDotPrefix(related.location)
                if dotRoot { clean.message = withoutDotPrefixes(in: clean.message) }
                return clean
            }
            return clean
        }
        var selfSizing: [String: Set<String>] = [:]
        for (path, read) in zip(documents, read) {
            guard case .success(let document) = read else { continue }
            let classes = index.selfSizingClasses(in: document, fromOutside: fromOutside)
            if !classes.isEmpty { selfSizing[path] = classes }
        }
        return ConnectionOutcome(diagnostics: Dictionary(grouping: diagnostics) { $0.location?.file ?? "" }, selfSizing: selfSizing)
    }

    /// What the connection checks' pass learns of the project: their findings by the file each
    /// is located in, and per document (by path) the custom classes of its views that the
    /// sources say size themselves (`ProjectIndex.selfSizingClasses`), where there are any.
    struct ConnectionOutcome: Sendable {
        var diagnostics: [String: [Diagnostic]]
        var selfSizing: [String: Set<String>]
    }

    /// What a run says of the nib bundles it passed over (`DiscoveredFiles.skippedNibBundles`).
    public static func unreadNibBundles(_ count: Int) -> String {
        "\(count) nib \(count == 1 ? "bundle holds" : "bundles hold") no designable.nib (compiled nibs, or Interface Builder 2 and 3's older formats, which no current Xcode opens) "
            + "and \(count == 1 ? "was" : "were") not read"
    }

    /// The dependencies from outside the tree that the configuration names, and the
    /// sub-projects referenced but not on disk.
    private func dependencies(missingProjects: [String]) -> ExternalDependencies {
        var dependencies = ExternalDependencies(modules: Set(configuration.externalModules), classes: Set(configuration.externalClasses))
        dependencies.missingProjects = missingProjects
        return dependencies
    }

    private static func withoutDotPrefix(_ location: SourceLocation) -> SourceLocation {
        var location = location
        while location.file.hasPrefix("./") { location.file.removeFirst(2) }
        return location
    }

    /// A message's places without the `./` of a root of `.`: each path a message names starts
    /// after a space or an opening parenthesis (a first run's reader took `./` for a stray).
    private static func withoutDotPrefixes(in message: String) -> String {
        guard message.contains("./") else { return message }
        return message.replacing(" ./", with: " ").replacing("(./", with: "(")
    }

    /// One document: an unreadable one is a finding, not a failure; a readable one gets its rules.
    /// `selfSizing`: the custom classes the sources say size themselves, for the layout analysis.
    private func check(_ read: Result<IBDocument, DocumentReadError>, active: [String: Severity],
                       project: ProjectFacts, selfSizing: Set<String> = []) -> [Diagnostic] {
        let document: IBDocument
        switch read {
        case .failure(let error):
            var diagnostics: [Diagnostic] = []
            if let id = UnreadableDocumentRule.ruleID(for: error), let severity = active[id] {
                diagnostics.append(diagnostic(UnreadableDocumentRule.finding(for: error), rule: id, severity: severity))
            }
            // The connection findings located in it: `unbuilt-document`, the one connection
            // rule that judges a document it cannot read (by its project's build phases).
            for found in project.connectionDiagnostics[error.location.file] ?? [] {
                if let severity = active[found.code] { diagnostics.append(diagnostic(Finding(found), rule: found.code, severity: severity)) }
            }
            return diagnostics
        case .success(let readable):
            document = readable
        }
        var layoutOptions = layoutOptions
        layoutOptions.judgesMisplacement = active[LayoutMisplacedRule.description.id] != nil
        layoutOptions.selfSizingClasses = selfSizing
        // The first pass, without the sources, judged every root; this one only those it changes.
        layoutOptions.onlyRootsHoldingSelfSizingViews = !selfSizing.isEmpty
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

    /// Findings in the order every report uses: file, line, column, then rule and message;
    /// equal ones in the order given. Sorted by each file's and each rule's rank among the
    /// distinct ones (one String comparison per pair of files or rules, not per pair of
    /// findings), then integers, then the message: sorting 1,700 cached findings by comparing
    /// whole diagnostics cost a warm run more than a tenth of its instructions, and most of a
    /// warm run's findings share their place and rule (a document's missing translations).
    static func inReportOrder(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        let files = ranks(diagnostics.map { $0.location?.file ?? "" })
        let codes = ranks(diagnostics.map(\.code))
        let places = diagnostics.indices.map { index in
            (files[index], diagnostics[index].location?.line ?? 0, diagnostics[index].location?.column ?? 0, codes[index])
        }
        let order = diagnostics.indices.sorted { a, b in
            if places[a] != places[b] { return places[a] < places[b] }
            return diagnostics[a].message < diagnostics[b].message
        }
        return order.map { diagnostics[$0] }
    }

    /// Each value's rank among the distinct values in ascending order.
    private static func ranks(_ values: [String]) -> [Int] {
        var ranks: [String: Int] = [:]
        for value in values { ranks[value] = 0 }
        for (rank, value) in ranks.keys.sorted().enumerated() { ranks[value] = rank }
        return values.map { ranks[$0]! }
    }
}

/// The project's sources as the connection checks read them: the Xcode targets and outside
/// dependencies the project files name, the sources' paths as the checks name them, and their
/// declarations; with a cache, the scans it answered and those it did not have (to store).
///
/// NibProject takes modules from the Xcode projects under the roots, else infers SwiftPM modules
/// (`Sources/<Module>/`) from where sources sit below the roots. A root of `.` is handed over as
/// `./` paths (module inference needs a prefix).
struct ScannedSources: Sendable {
    var targets: ProjectTargets
    var external: ExternalDependencies
    var paths: [String]
    var files: [ScannedFile]
    var learned: [CachedSourceScan.Learned] = []
    var answered: [ContentDigest] = []

    /// Reads the project setup (from the folders the run listed, `listed`) and scans the
    /// sources (through `cache`, when given).
    init(swiftSources: [String], roots: [String], configured: ExternalDependencies, listed: [String: [FolderEntry]], cache: LintCache?) {
        let dotted = roots.contains(".")
        paths = swiftSources.map { dotted && !$0.hasPrefix("/") ? "./" + $0 : $0 }
        (targets, external) = ProjectIndex.projectSetup(roots: roots, configured: configured, listed: listed)
        // The cache keeps scans as the scanner made them; what the targets' Swift makes of
        // them (Swift 2 selectors, `@objc` inference) is applied after.
        var scanned: [ScannedFile]
        if let cache {
            let scan = CachedSourceScan.scan(paths, roots: roots, targets: targets, cache: cache)
            (scanned, learned, answered) = (scan.files, scan.learned, scan.answered)
        } else {
            scanned = ProjectIndex.scanSources(paths, roots: roots, targets: targets)
        }
        files = ProjectIndex.withTargetSwift(scanned, targets: targets)
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
final class BackgroundWork<T: Sendable>: @unchecked Sendable {
    private var value: T?
    /// Dropped once run, before the result is handed out: what it captured (documents) must
    /// not outlive the work.
    private var work: (@Sendable () -> T)?
    private let done = DispatchSemaphore(value: 0)

    /// A result already computed.
    init(_ value: T) {
        self.value = value
        done.signal()
    }

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
