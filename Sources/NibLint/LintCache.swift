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
import NibLocalization
import NibModel
import NibProject
import ParallelMap
import SourceScan

/// Findings of earlier lint runs, so that a run over unchanged files reads and hashes them
/// instead of parsing and solving them again.
///
/// Every answer is keyed by the content of all it depends on, never by dates:
/// - a document's own findings (layout, structure, conventions, resources, translations) by
///   the document's bytes, its path, the project's image and colour names, and (when a
///   localization rule is active) its translation tables' paths and bytes;
/// - a document's connection findings (outlets, actions, classes, storyboard references) by
///   its bytes and those of the storyboards it names, every document's module claims, every
///   project file's bytes, the linted roots, and every source's bytes or, when those changed,
///   what the checks read of the sources' declarations for that document
///   (`SourceDependencies`); the project-wide ones (`outlet-unconnected`, `component-cycle`,
///   `code-identifier-missing`) by every document's connection facts (its outlets,
///   components and component uses, Storyboard IDs and segue identifiers),
///   cached per document by its bytes (`ConnectionAnswers`): one changed document re-runs the
///   connection checks over itself and what it names, and over the whole project only when
///   its facts changed; one changed source, over the documents that read what changed;
/// - both by the configuration (the configuration file's bytes, its folder, the command-line
///   rule selection, the read options), the NibKit version and the caller's `salt` (nibcheck
///   passes its own executable's identity, so a rebuilt tool never reads a stale answer).
///   A `Configuration` changed in code after it was loaded is not seen: pass a salt that says so.
///
/// Four files per configuration key: in `DiagnosticArchive`'s format, `lint-<key>.cache` for the
/// findings and facts, read (through its `Catalog`: an entry is decoded when looked up) only by
/// a run that needs an answer, and `lint-<key>-scans.cache` for the source scans, which only a
/// run that scans reads (a warm run needs none of them; decoding them was most of a warm run
/// over an app with many sources); `lint-<key>-stat.cache`, the digests of the files the keys
/// hash and the listings of the folders the run walks, by their identities (`StatMemo`), so that
/// a warm run reads no unchanged source, translation table or project file, nor lists an
/// unchanged folder; and, when the caller sets `reportOptions`, `lint-<key>-report.cache`, the
/// last report printed (`RememberedReport`), which a run whose keys are all that run's prints
/// again without reading an answer. A run reads each once, answers from it, and if it learned
/// anything writes it anew: to a temporary file in the same folder, then renamed over the old
/// one, so concurrent runs (two CI jobs) each see a whole file, either's. A file that is corrupt
/// or cut short is ignored (`note` says why, once the run has read it) and rewritten; a folder
/// that cannot be written costs the saving, not the run.
///
/// Lookups may come from the linter's worker threads while no entry is being stored; stores
/// happen on the calling thread between them (`Linter` keeps to that), and so do the first
/// lookup of an answer (which reads the file) and `loadScans`.
public final class LintCache: @unchecked Sendable {
    /// The cache file of findings and facts.
    public let file: String
    /// The cache file of source scans.
    public let scansFile: String
    /// The digests of the files hashed for keys and the listings of the folders walked, by
    /// their identities.
    private(set) var statMemo: StatMemo
    /// The file of the last report printed (`RememberedReport`).
    public let reportFile: String
    /// What decides a run's printed report besides its findings (the format, `--summary`, a
    /// baseline's path and bytes), in any form that changes with each; nil (the default)
    /// remembers no report. Set, a run whose keys all equal those of the run whose report
    /// `reportFile` holds returns that report instead of its findings
    /// (`LintReport.rememberedReport`), and the caller remembers what it prints with `remember`.
    public var reportOptions: String?
    /// Why a cache file was not used, when it was there but unreadable; nil otherwise.
    public private(set) var note: String?
    let key: ContentDigest
    /// nil until the run looks an answer up: a run whose report is remembered reads none.
    private var findingsStore: Store?
    /// nil until a run needs the scans.
    private var scansStore: Store?

    /// One file's entries, and what this run did with them.
    private struct Store {
        let file: String
        /// The entries the file held, each decoded when looked up (lookups may come from worker
        /// threads: decoding reads the catalog only).
        var catalog: DiagnosticArchive.Catalog?
        /// The entries this run stored.
        var stored: [ContentDigest: DiagnosticArchive.Entry] = [:]
        /// Entries looked up or stored by this run.
        var used: Set<ContentDigest> = []
        var changed = false

        /// Reads `file`; a file that is not an archive is the reason returned, and is rewritten.
        init(file: String, note: inout String?) {
            self.file = file
            guard let bytes = try? XMLReader.readFile(path: file, limit: .max) else { return }
            do {
                catalog = try DiagnosticArchive.Catalog(bytes)
            } catch {
                note = "ignoring the lint cache \(file) (\(error)); it is rewritten"
                changed = true
            }
        }

        /// The entry under `key`: this run's, or the file's when it reads back.
        func entry(_ key: ContentDigest) -> DiagnosticArchive.Entry? { stored[key] ?? catalog?.entry(key) }

        mutating func store(_ key: ContentDigest, path: String, diagnostics: [Diagnostic]) {
            stored[key] = DiagnosticArchive.Entry(key: key, path: path, diagnostics: diagnostics)
            used.insert(key)
            changed = true
        }

        /// Writes the file if this run learned anything (see `LintCache.save`).
        /// - Returns: why it could not, for a note.
        mutating func save() -> String? {
            guard changed else { return nil }
            let current = used.compactMap { entry($0) }
            let paths = Set(current.map(\.path))
            // The file's other entries, decoded only now (those that do not read back are dropped).
            let unused = catalog.map { catalog in catalog.keys.filter { !used.contains($0) }.compactMap(catalog.entry) } ?? []
            let kept = unused.filter { !paths.contains($0.path) }
            let archive = DiagnosticArchive(entries: (current + kept).sorted { ($0.path, $0.key.description) < ($1.path, $1.key.description) })
            if let reason = LintCache.replaceFile(file, with: archive.encoded()) { return reason }
            changed = false
            return nil
        }
    }

    /// Writes `bytes` to a temporary file beside `file` (creating the folder), then renames it
    /// over `file`: rename(2) replaces the old file in one step, so readers (concurrent runs)
    /// see the old file or the new, never part of one.
    /// - Returns: why it could not, for a note.
    static func replaceFile(_ file: String, with bytes: [UInt8]) -> String? {
        let folder = PathNames.folder(file)
        let temporary = "\(file).\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: .min ... .max)).tmp"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(bytes).write(to: URL(fileURLWithPath: temporary))
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            return "cannot write the lint cache in \(folder): \(error)"
        }
        guard rename(temporary, file) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            return "cannot write the lint cache \(file): \(reason)"
        }
        return nil
    }

    /// The conventional folder: `$XDG_CACHE_HOME/nibcheck`, else `~/Library/Caches/nibcheck` on
    /// macOS and `~/.cache/nibcheck` elsewhere; nil without a home folder.
    public static func defaultFolder(environment: [String: String]) -> String? {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") { return xdg + "/nibcheck" }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        #if os(macOS)
        return home + "/Library/Caches/nibcheck"
        #else
        return home + "/.cache/nibcheck"
        #endif
    }

    /// Opens the cache for `linter`'s configuration in `folder` (created when first saved).
    public init(folder: String, for linter: Linter, salt: String = "") {
        var builder = DigestBuilder()
        builder.add("nibcheck lint cache")
        builder.add(NibKitVersion.current)
        builder.add(salt)
        builder.add(FileManager.default.currentDirectoryPath)
        builder.add(linter.configuration.baseDirectory)
        // Part by part: `String(describing:)` went through the runtime's reflection.
        let selection = linter.commandLine
        builder.add(selection.only.map { "only " + $0.joined(separator: ",") } ?? "no only")
        builder.add("enabled " + selection.enabled.joined(separator: ","))
        builder.add("disabled " + selection.disabled.joined(separator: ","))
        builder.add(String(linter.readOptions.maxFileSize))
        if let configurationFile = linter.configuration.file {
            builder.add(configurationFile)
            builder.add(Self.digest(ofFile: configurationFile)?.description ?? "unreadable")
        }
        key = builder.digest
        let prefix = (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/lint-\(key)"
        file = prefix + ".cache"
        scansFile = prefix + "-scans.cache"
        reportFile = prefix + "-report.cache"
        statMemo = StatMemo(file: prefix + "-stat.cache")
        note = statMemo.note
    }

    /// Adds why a cache file was not used to `note`.
    private func addNote(_ reason: String?) {
        guard let reason else { return }
        note = note.map { $0 + "; " + reason } ?? reason
    }

    /// `body` on the findings' store, which is read from its file first if it was not yet (on
    /// the calling thread).
    private func withFindings<T>(_ body: (inout Store) -> T) -> T {
        if findingsStore == nil {
            var reason: String?
            findingsStore = Store(file: file, note: &reason)
            addNote(reason)
        }
        return body(&findingsStore!)
    }

    /// The digest of a file's bytes; nil when it cannot be read. Hashed where FileManager read
    /// them: copying them into an array first touched as many fresh pages again.
    static func digest(ofFile path: String) -> ContentDigest? {
        FileManager.default.contents(atPath: path).map { data in data.withUnsafeBytes { ContentDigest($0) } }
    }

    /// The digests of the files at `paths` (nil for one that cannot be read): from the memo for
    /// files unchanged since it was written (a `stat` each, on the calling thread: waking worker
    /// threads for them cost more than the calls), the others read and hashed (in parallel when
    /// there are many), and remembered.
    func digests(ofFiles paths: [String]) -> [ContentDigest?] {
        var digests = paths.map(statMemo.remembered)
        let changed = paths.indices.filter { digests[$0] == nil }
        let lookups = concurrentMap(changed.count, serialBelow: Linter.fewFiles) { StatMemo.readAndHash(paths[changed[$0]]) }
        for (index, lookup) in zip(changed, lookups) {
            statMemo.remember(paths[index], lookup)
            digests[index] = lookup.digest
        }
        return digests
    }

    /// Teaches the memo the digests of files this run read and hashed itself, without reading
    /// them again: each file whose identity after the read (a `stat`) is `before[i]`, taken
    /// before it, and whose size is the bytes' count (`sizes[i]`), is remembered with
    /// `digests[i]`. An edit during the read moves the status-change time, so the identities
    /// differ and nothing is remembered; a file written within the racy window is not either
    /// (`StatMemo.remember`).
    func rememberDigests(_ digests: [ContentDigest?], sizes: [Int?], ofFiles paths: [String], before: [StatMemo.Identity?]) {
        for index in paths.indices {
            guard let digest = digests[index], let size = sizes[index], let identity = before[index], identity.size == size,
                  StatMemo.identity(ofFile: paths[index]) == identity else { continue }
            statMemo.remember(paths[index], StatMemo.Lookup(digest: digest, read: StatMemo.Entry(identity: identity, digest: digest)))
        }
    }

    /// The memo's digests of the files at `paths`: nil for each whose identity is not the
    /// remembered one (a `stat` each; nothing is read).
    func rememberedDigests(ofFiles paths: [String]) -> [ContentDigest?] {
        paths.map(statMemo.remembered)
    }

    /// A set of visited folders for a walk of this run (on the calling thread): it lists a
    /// folder as it was remembered when the folder's status is the remembered one, else lists
    /// it (and remembers it).
    func visitedFolders() -> VisitedFolders {
        VisitedFolders { path, status in self.statMemo.list(path, status: status) }
    }

    /// The findings stored under `key`, if any (decoded now: nil for an entry that does not
    /// read back, which is a miss).
    func findings(_ key: ContentDigest) -> [Diagnostic]? {
        withFindings { $0.entry(key)?.diagnostics }
    }

    /// Marks looked-up entries as used, so that saving keeps them.
    func keep(_ keys: some Sequence<ContentDigest>) {
        withFindings { $0.used.formUnion(keys) }
    }

    func store(_ key: ContentDigest, path: String, diagnostics: [Diagnostic]) {
        withFindings { $0.store(key, path: path, diagnostics: diagnostics) }
    }

    /// The report remembered under `key`, if `reportFile` holds it. A file that does not read
    /// back is ignored with a note (the run's report then replaces it).
    func rememberedReport(_ key: ContentDigest) -> RememberedReport? {
        guard let bytes = try? XMLReader.readFile(path: reportFile, limit: .max) else { return nil }
        do {
            let remembered = try RememberedReport.decode(bytes)
            return remembered.key == key ? remembered : nil
        } catch {
            addNote("ignoring the lint cache \(reportFile) (\(error)); it is rewritten")
            return nil
        }
    }

    /// Remembers the report a run printed, under its `LintReport.reportKey`, in place of the
    /// last one (written as the other files are: a temporary file renamed over it).
    /// - Returns: why it could not be written, for a note; nil when it was.
    public func remember(_ report: RememberedReport) -> String? {
        Self.replaceFile(reportFile, with: report.encoded())
    }

    /// Reads the scans' file, once; before any `scan` lookup (on the calling thread).
    func loadScans() {
        guard scansStore == nil else { return }
        var reason: String?
        scansStore = Store(file: scansFile, note: &reason)
        addNote(reason)
    }

    /// The scan records stored under `key`, if any (after `loadScans`).
    func scan(_ key: ContentDigest) -> [Diagnostic]? {
        scansStore?.entry(key)?.diagnostics
    }

    /// Marks looked-up scans as used (after `loadScans`).
    func keepScans(_ keys: some Sequence<ContentDigest>) {
        scansStore?.used.formUnion(keys)
    }

    /// Stores a scan's records (after `loadScans`).
    func storeScan(_ key: ContentDigest, path: String, diagnostics: [Diagnostic]) {
        scansStore?.store(key, path: path, diagnostics: diagnostics)
    }

    /// Writes the files this run learned anything for. Entries of other files are kept (a run
    /// over part of a project keeps the rest warm); entries replaced by this run's for the same
    /// file are dropped. Other configurations' files unused for `staleAfter` are deleted then,
    /// so that the folder does not grow with every rebuilt tool or temporary project.
    /// - Returns: why the cache could not be written, for a note; nil when it was (or had no need).
    public func save() -> String? {
        guard findingsStore?.changed == true || scansStore?.changed == true || statMemo.changed else { return nil }
        if let reason = findingsStore?.save() ?? scansStore?.save() ?? statMemo.save() { return reason }
        removeStaleFiles(in: PathNames.folder(file))
        return nil
    }

    /// A week: files of configurations and builds not used for that long.
    static let staleAfter: Double = 7 * 24 * 3600

    private func removeStaleFiles(in folder: String) {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: folder) else { return }
        let now = Date()
        for name in names where name.hasPrefix("lint-") && (name.hasSuffix(".cache") || name.hasSuffix(".tmp")) {
            let path = folder + "/" + name
            guard path != file, path != scansFile, path != statMemo.file, path != reportFile, let modified = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                  now.timeIntervalSince(modified) > Self.staleAfter else { continue }
            try? manager.removeItem(atPath: path)
        }
    }
}

/// One run's cache keys for the documents' own findings and facts, and the answers the cache
/// had for them.
struct CachedAnswers: Sendable {
    /// Per document of the run (linted, then context); nil for one that could not be read
    /// (never cached: the failure is cheap to find again and may be gone next time).
    let contentDigests: [ContentDigest?]
    /// Per linted document, keys and answers of its own rules (not the connection checks).
    let documentKeys: [ContentDigest?]
    private(set) var documentFindings: [[Diagnostic]?] = []
    /// Per document of the run, its connection facts (`DocumentConnectionFacts`), keyed by its
    /// path and content; nil where its bytes could not be read or the cache has none.
    let factsKeys: [ContentDigest?]
    private(set) var cachedFacts: [CachedFacts?] = []

    /// A document's connection facts as the cache holds them. A document that cannot be parsed
    /// has none, and that is remembered too: a corpus's unreadable documents (hundreds of
    /// pre-Xcode-5 archives) were parsed again on every warm run to find it out.
    enum CachedFacts: Sendable {
        case readable(DocumentConnectionFacts)
        case unreadable

        /// The records stored for a document's facts, or for none (no record).
        static func archived(_ facts: DocumentConnectionFacts?) -> [Diagnostic] { facts?.archived ?? [] }

        /// Facts from stored records; nil for records `archived` does not write.
        init?(archived records: [Diagnostic]) {
            if records.isEmpty {
                self = .unreadable
            } else if let facts = DocumentConnectionFacts(archived: records) {
                self = .readable(facts)
            } else {
                return nil
            }
        }
    }

    /// - Parameters:
    ///   - documents: the linted documents, then the context documents.
    ///   - linted: how many of `documents` are linted.
    ///   - translationsActive: whether a localization rule is active; then a document's own key
    ///     holds its translation tables (`TranslationFiles`: paths and bytes) and, when it has
    ///     any, the project files its development region is read from (`DevelopmentRegions`).
    ///   - folderListings: the folders the run already listed, where the tables are looked up.
    init(cache: LintCache, documents: [String], linted: Int, contentDigests: [ContentDigest?],
         assets: AssetIndex, connectionPassNeeded: Bool, translationsActive: Bool, folderListings: [String: [FolderEntry]]) {
        var assetNames = DigestBuilder()
        for name in assets.imageNames.sorted() { assetNames.add("image " + name) }
        for name in assets.appIconNames.sorted() { assetNames.add("app icon " + name) }
        for name in assets.colorNames.sorted() { assetNames.add("color " + name) }
        let assetsDigest = assetNames.digest
        self.contentDigests = contentDigests
        func key(_ kind: String, _ index: Int, _ parts: ContentDigest...) -> ContentDigest? {
            contentDigests[index].map { content in
                var key = DigestBuilder()
                for part in [kind, documents[index]] { key.add(part) }
                for digest in [cache.key, content] + parts { key.add(digest) }
                return key.digest
            }
        }
        let translations: [ContentDigest] = !translationsActive ? [] : {
            // A document with tables reads its development region from its project file (or package manifest).
            let filesOfDocuments = documents[..<linted].map { document -> [(kind: String, path: String)] in
                let tables = TranslationFiles.paths(forDocument: document, listed: folderListings)
                guard !tables.isEmpty else { return [] }
                return tables.map { ("translation ", $0) }
                    + DevelopmentRegions.regionFiles(forDocument: document, listed: folderListings).map { ("project ", $0) }
            }
            let files = Array(Set(filesOfDocuments.joined().map(\.path)))
            let digests = Dictionary(uniqueKeysWithValues: zip(files, cache.digests(ofFiles: files)))
            return filesOfDocuments.map { entries in
                var builder = DigestBuilder()
                for (kind, path) in entries {
                    builder.add(kind + path)
                    if let content = digests[path]! { builder.add(content) } else { builder.add("unreadable") }
                }
                return builder.digest
            }
        }()
        documentKeys = (0..<linted).map { index in
            translationsActive ? key("document", index, assetsDigest, translations[index]) : key("document", index, assetsDigest)
        }
        factsKeys = connectionPassNeeded ? documents.indices.map { key("connection facts with class names", $0) } : []
    }

    /// Looks the keys up: the answers of the documents' own rules and their facts (an entry
    /// that does not read back is a miss). Not in `init`: a run whose report is remembered needs
    /// the keys only, and then reads no answer.
    mutating func readAnswers(from cache: LintCache) {
        documentFindings = documentKeys.map { $0.flatMap(cache.findings) }
        cachedFacts = factsKeys.map { $0.flatMap(cache.findings).flatMap(CachedFacts.init(archived:)) }
        cache.keep(documentKeys.indices.filter { documentFindings[$0] != nil }.map { documentKeys[$0]! })
        cache.keep(factsKeys.indices.filter { cachedFacts[$0] != nil }.map { factsKeys[$0]! })
    }
}

/// The parts of every connection key that come from outside the documents: the configuration
/// key, the linted roots and every file the project setup reads (`ProjectIndex.projectSetupFiles`),
/// and every Swift and Objective-C source's path and bytes. Their digests come from the stat
/// memo for unchanged files, so a warm run reads none of them.
struct ConnectionKeyParts: Sendable {
    /// The configuration key, roots and project files.
    let setup: ContentDigest
    /// Every source's path and bytes.
    let sources: ContentDigest

    /// - Parameter folderListings: the folders the run already listed, where the project
    ///   files are looked for before listing any folder again.
    init(cache: LintCache, swiftSources: [String], roots: [String], folderListings: [String: [FolderEntry]]) {
        var setup = DigestBuilder()
        setup.add(cache.key)
        setup.add("connections")
        for root in roots { setup.add("root " + root) }
        let setupFiles = ProjectIndex.projectSetupFiles(roots: roots, listed: folderListings)
        let fileDigests = cache.digests(ofFiles: swiftSources + setupFiles)
        var sources = DigestBuilder()
        for (index, path) in (swiftSources + setupFiles).enumerated() {
            let isSource = index < swiftSources.count
            isSource ? sources.add("source " + path) : setup.add("project file " + path)
            // The digest itself, not its hexadecimal text: made for every file on every run.
            switch (fileDigests[index], isSource) {
            case (let content?, true): sources.add(content)
            case (let content?, false): setup.add(content)
            case (nil, true): sources.add("absent")
            case (nil, false): setup.add("absent")
            }
        }
        self.setup = setup.digest
        var sourcesPart = DigestBuilder()
        sourcesPart.add("every source's bytes")
        sourcesPart.add(sources.digest)
        self.sources = sourcesPart.digest
    }
}

/// The connection checks' keys and cached answers for one run: one per linted document for the
/// rules that judge a document by what it names, and one for the project-wide rules
/// (`ConnectionChecker.projectWideRuleIDs`).
///
/// Every key holds the run's configuration key, the linted roots and every file the project
/// setup reads (`ProjectIndex.projectSetupFiles`), and what it reads of the sources, at two
/// grains:
/// - first, every Swift and Objective-C source's path and bytes: a warm run answers from these
///   keys without scanning a source;
/// - when those miss, what `SourceDependencies` digests of the sources' declarations for the
///   document (or for the project-wide rules): after a source changed, only the documents
///   whose findings can read what changed are checked again; the others' answers are found
///   under these keys, and stored again under the first kind.
/// Then:
/// - a document's key: its path and bytes, those of the storyboards its references name
///   (followed on through theirs, every storyboard of each name: which one is nearest is
///   decided among them), and every document's module claims (they decide which modules
///   count as scanned);
/// - the project-wide key: every document's path and `DocumentConnectionFacts` (its outlets,
///   a xib's top-level objects and those of its views whose class names a xib of the project).
struct ConnectionAnswers: Sendable {
    /// Every document's facts (linted, then context); nil where it could not be read.
    let facts: [DocumentConnectionFacts?]
    /// Per linted document: the cached answer, nil when not cached.
    private(set) var documentFindings: [[Diagnostic]?]
    private(set) var projectFindings: [Diagnostic]?
    /// Per linted document, the keys (of either grain) that had no answer, and the project-wide
    /// key when it had none: where what this run finds or learns is stored.
    private(set) var documentKeysToStore: [[ContentDigest]]
    private(set) var projectKeyToStore: ContentDigest?
    /// Storyboard documents by file name without extension (indices into the run's documents).
    private let storyboardsByName: [String: [Int]]
    /// Every document by file name (indices into the run's documents).
    private let documentsByFileName: [String: [Int]]
    private let documents: [String]
    private let contentDigests: [ContentDigest?]
    /// The configuration key, roots and project files.
    private let setupDigest: ContentDigest
    private let claimsDigest: ContentDigest
    /// The project-wide key's part from the documents.
    private let documentsFactsDigest: ContentDigest

    init(cache: LintCache, documents: [String], linted: Int, contentDigests: [ContentDigest?],
         facts: [DocumentConnectionFacts?], outside: ConnectionKeyParts) {
        self.facts = facts
        self.documents = documents
        self.contentDigests = contentDigests
        setupDigest = outside.setup
        let sourcesDigest = outside.sources

        var storyboardsByName: [String: [Int]] = [:]
        for (index, path) in documents.enumerated() where PathNames.fileExtension(path) == "storyboard" {
            storyboardsByName[PathNames.baseName(path), default: []].append(index)
        }
        self.storyboardsByName = storyboardsByName
        documentsByFileName = Dictionary(grouping: documents.indices) { PathNames.fileName(documents[$0]) }
        var claims = DigestBuilder()
        for claim in Set(facts.compactMap { $0 }.flatMap(\.moduleClaims)).sorted() { claims.add("claim \(claim.className) \(claim.module)") }
        claimsDigest = claims.digest

        let xibNames = Set(documents.filter(PathNames.isXib).map(PathNames.baseName))
        var project = DigestBuilder()
        for index in documents.indices.sorted(by: { documents[$0] < documents[$1] }) {
            project.add("document " + documents[index])
            guard let facts = facts[index] else { project.add("unreadable"); continue }
            project.add(facts.projectWideDigest)
            for candidate in facts.componentCandidates where xibNames.contains(candidate.simpleClassName) {
                project.add("use \(candidate.simpleClassName) \(candidate.objectID) \(candidate.location.line) \(candidate.location.column)")
            }
        }
        documentsFactsDigest = project.digest

        documentFindings = []
        documentKeysToStore = []
        projectFindings = nil
        projectKeyToStore = nil
        var documentKeys: [ContentDigest] = []
        for index in 0..<linted {
            let key = self.documentKey(index, sources: sourcesDigest)
            documentKeys.append(key)
            documentFindings.append(cache.findings(key))
            documentKeysToStore.append(documentFindings[index] == nil ? [key] : [])
        }
        let wholeProjectKey = self.projectKey(sources: sourcesDigest)
        projectFindings = cache.findings(wholeProjectKey)
        if projectFindings == nil { projectKeyToStore = wholeProjectKey } else { cache.keep([wholeProjectKey]) }
        cache.keep(documentKeys.indices.filter { documentKeysToStore[$0].isEmpty }.map { documentKeys[$0] })
    }

    /// Looks the unanswered documents up again by what they read of the sources' declarations.
    /// The project-wide findings have no such key: `outlet-unconnected` reads method bodies
    /// (code that sets an outlet no document connects owns it, `OutletCodeUses`), which no
    /// declaration records, so they follow every source's bytes. (Answered by the declarations,
    /// a body that started setting such an outlet kept its finding.)
    mutating func refine(cache: LintCache, with dependencies: SourceDependencies) {
        for index in unanswered {
            guard let facts = facts[index] else { continue }
            let key = documentKey(index, sources: dependencies.digest(forDocument: documents[index], facts: facts))
            if let findings = cache.findings(key) {
                documentFindings[index] = findings
                cache.keep([key])
            } else {
                documentKeysToStore[index].append(key)
            }
        }
    }

    /// A linted document's key with `sources` as what it reads of the sources; for an
    /// unreadable document, whose one possible connection finding (`unbuilt-document`) reads
    /// only the project files, its path and bytes with the setup.
    private func documentKey(_ index: Int, sources: ContentDigest) -> ContentDigest {
        guard facts[index] != nil else {
            var key = DigestBuilder()
            key.add(setupDigest)
            key.add("findings of unreadable " + documents[index])
            if let content = contentDigests[index] { key.add(content) } else { key.add("no bytes") }
            return key.digest
        }
        var key = DigestBuilder()
        key.add(setupDigest)
        key.add(sources)
        key.add(claimsDigest)
        // Whose findings these are: storyboards whose references lead to each other have the
        // same closure, and one's findings were stored, and read back, as the other's.
        key.add("findings of " + documents[index])
        for member in Self.closure(of: index, facts: facts, storyboardsByName: storyboardsByName) {
            key.add("document " + documents[member])
            if let content = contentDigests[member] { key.add(content) } else { key.add("unreadable") }
        }
        return key.digest
    }

    private func projectKey(sources: ContentDigest) -> ContentDigest {
        var key = DigestBuilder()
        key.add(setupDigest)
        key.add(sources)
        key.add("project-wide")
        key.add(documentsFactsDigest)
        return key.digest
    }

    /// The document at `index` and the storyboards it depends on: those its references name,
    /// every storyboard of each name, and on through theirs; sorted.
    private static func closure(of index: Int, facts: [DocumentConnectionFacts?], storyboardsByName: [String: [Int]]) -> [Int] {
        var members: Set<Int> = [index]
        var pending = [index]
        while let next = pending.popLast() {
            for name in facts[next]?.storyboardNames ?? [] {
                for member in storyboardsByName[name] ?? [] where members.insert(member).inserted { pending.append(member) }
            }
        }
        return members.sorted()
    }

    /// The linted documents whose per-document findings the cache did not have.
    var unanswered: [Int] { documentFindings.indices.filter { documentFindings[$0] == nil } }

    /// The documents a check of `unanswered` must read: those, the storyboards they depend on,
    /// and the documents of their file names (which `unbuilt-document` names as the built
    /// copies that loading by name finds).
    func documentsToIndex(for unanswered: [Int]) -> [Int] {
        Set(unanswered.flatMap { index in
            Self.closure(of: index, facts: facts, storyboardsByName: storyboardsByName)
                + (documentsByFileName[PathNames.fileName(documents[index])] ?? [])
        }).sorted()
    }
}

extension DocumentConnectionFacts {
    /// The facts as diagnostic records, the only records the cache's archive holds: codes name
    /// the fact (`storyboard-name`, `module-claim`, `class-name`, `responder-selector`,
    /// `component-candidate`, `project-wide-digest`); never reported.
    var archived: [Diagnostic] {
        storyboardNames.map { Diagnostic(code: "storyboard-name", severity: .note, message: $0, location: nil) }
            + moduleClaims.map { Diagnostic(code: "module-claim", severity: .note, message: $0.className, location: nil, objectID: $0.module) }
            + classNames.map { Diagnostic(code: "class-name", severity: .note, message: $0, location: nil) }
            + responderSelectors.map { Diagnostic(code: "responder-selector", severity: .note, message: $0, location: nil) }
            + componentCandidates.map {
                Diagnostic(code: "component-candidate", severity: .note, message: $0.simpleClassName, location: $0.location, objectID: $0.objectID)
            }
            + [Diagnostic(code: "project-wide-digest", severity: .note, message: projectWideDigest.description, location: nil)]
    }

    /// Facts from `archived`'s records; nil for records it does not write.
    init?(archived records: [Diagnostic]) {
        var names: [String] = [], claims: [ModuleClaim] = [], classNames: [String] = [], selectors: [String] = []
        var candidates: [ComponentCandidate] = []
        var digest: ContentDigest?
        for record in records {
            switch (record.code, record.objectID, record.location) {
            case ("storyboard-name", nil, nil): names.append(record.message)
            case ("module-claim", let module?, nil): claims.append(ModuleClaim(className: record.message, module: module))
            case ("class-name", nil, nil): classNames.append(record.message)
            case ("responder-selector", nil, nil): selectors.append(record.message)
            case ("component-candidate", let id?, let location?):
                candidates.append(ComponentCandidate(simpleClassName: record.message, objectID: id, location: location))
            case ("project-wide-digest", nil, nil) where digest == nil: digest = ContentDigest(hex: Substring(record.message))
            default: return nil
            }
        }
        guard let digest else { return nil }
        self.init(storyboardNames: names, moduleClaims: claims, classNames: classNames, responderSelectors: selectors,
                  componentCandidates: candidates, projectWideDigest: digest)
    }
}

/// The source scan with a cache: a source is scanned again only when its path, module or bytes
/// changed; otherwise its declarations are read back from the cache (`ScannedFile.record`, in
/// one record of code `scan-record`, never reported). JSON was read back with Foundation's
/// decoder, which made reading every unchanged source's scan most of a run after a source edit.
enum CachedSourceScan {
    /// A scan's key names the record's layout (`ScannedFile.recordFormat`).
    static let scanKeyPart = "scanned source, record \(ScannedFile.recordFormat)"

    /// A scan a run learned, to store once the run's lookups are done.
    struct Learned: Sendable {
        var key: ContentDigest
        var file: ScannedFile
    }

    /// `ProjectIndex.scanSources`' answer, in the same order, and what to store and keep.
    /// Reads the cache's scans file first, then only looks it up.
    static func scan(_ paths: [String], roots: [String], targets: ProjectTargets,
                     cache: LintCache) -> (files: [ScannedFile], learned: [Learned], answered: [ContentDigest]) {
        cache.loadScans()
        let results: [(file: ScannedFile, key: ContentDigest?, answered: Bool)] = concurrentMap(paths.count) { index in
            let path = paths[index]
            let module = ProjectIndex.sourceModule(of: path, roots: roots, targets: targets)
            guard let data = FileManager.default.contents(atPath: path) else {
                // The scanner's own account of an unreadable file; nothing to remember.
                return (SourceScanner.scanFiles([path], module: module)[0], nil, false)
            }
            let bytes = [UInt8](data)
            var key = DigestBuilder()
            key.add(cache.key)
            for part in [scanKeyPart, path, module.map { "module " + $0 } ?? "no module"] { key.add(part) }
            key.add(ContentDigest(bytes))
            if let stored = cache.scan(key.digest), stored.count == 1, stored[0].code == "scan-record",
               let file = ScannedFile(record: stored[0].message), file.path == path {
                return (file, key.digest, true)
            }
            return (SourceScanner.scan(path: path, contents: String(decoding: bytes, as: UTF8.self), module: module), key.digest, false)
        }
        let learned = results.compactMap { result in result.answered ? nil : result.key.map { Learned(key: $0, file: result.file) } }
        return (results.map(\.file), learned, results.filter(\.answered).compactMap(\.key))
    }

    /// Stores what `scan` learned (on the thread that stores the run's other answers).
    static func store(_ learned: [Learned], in cache: LintCache) {
        for scan in learned {
            cache.storeScan(scan.key, path: scan.file.path,
                            diagnostics: [Diagnostic(code: "scan-record", severity: .note, message: scan.file.record, location: nil)])
        }
    }
}
