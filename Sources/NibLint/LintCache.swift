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
import ParallelMap

/// Findings of earlier lint runs, so that a run over unchanged files reads and hashes them
/// instead of parsing and solving them again.
///
/// Every answer is keyed by the content of all it depends on, never by dates:
/// - a document's own findings (layout, structure, conventions, resources, translations) by the
///   document's bytes, its path, the project's image and colour names, and, when a localization
///   rule checks it, the paths and bytes of its translation files (`de.lproj/Main.strings`: an
///   edited table changes the answer as an edited document does);
/// - the connection findings (outlets, actions, classes, components, storyboard references;
///   some land in Swift sources) by every document's and every Swift source's bytes, and the
///   linted roots: they look across files, so one changed file re-runs them;
/// - both by the configuration (the configuration file's bytes, its folder, the command-line
///   rule selection, the read options), the NibKit version and the caller's `salt` (nibcheck
///   passes its own executable's identity, so a rebuilt tool never reads a stale answer).
///   A `Configuration` changed in code after it was loaded is not seen: pass a salt that says so.
///
/// One file per configuration key, `lint-<key>.cache`, in `DiagnosticArchive`'s format. A run
/// reads it once, answers from it, and if it learned anything writes it anew: to a temporary
/// file in the same folder, then renamed over the old one, so concurrent runs (two CI jobs)
/// each see a whole file, either's. A file that is corrupt or cut short is ignored (`note`
/// says why) and rewritten; a folder that cannot be written costs the saving, not the run.
///
/// Lookups may come from the linter's worker threads while no entry is being stored; stores
/// happen on the calling thread between them (`Linter` keeps to that).
public final class LintCache: @unchecked Sendable {
    /// The cache file.
    public let file: String
    /// Why the cache file was not used, when it was there but unreadable; nil otherwise.
    public private(set) var note: String?
    let key: ContentDigest
    private var entries: [ContentDigest: DiagnosticArchive.Entry] = [:]
    /// Entries looked up or stored by this run.
    private var used: Set<ContentDigest> = []
    private var changed = false

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
        builder.add(String(describing: linter.commandLine))
        builder.add(String(linter.readOptions.maxFileSize))
        if let configurationFile = linter.configuration.file {
            builder.add(configurationFile)
            builder.add(FileManager.default.contents(atPath: configurationFile).map { ContentDigest([UInt8]($0)) }?.description ?? "unreadable")
        }
        key = builder.digest
        file = (folder.hasSuffix("/") ? String(folder.dropLast()) : folder) + "/lint-\(key).cache"
        guard let data = FileManager.default.contents(atPath: file) else { return }
        do {
            for entry in try DiagnosticArchive.decode([UInt8](data)).entries { entries[entry.key] = entry }
        } catch {
            note = "ignoring the lint cache \(file) (\(error)); it is rewritten"
            changed = true
        }
    }

    /// The findings stored under `key`, if any.
    func findings(_ key: ContentDigest) -> [Diagnostic]? {
        entries[key]?.diagnostics
    }

    /// Marks looked-up entries as used, so that saving keeps them.
    func keep(_ keys: some Sequence<ContentDigest>) {
        used.formUnion(keys)
    }

    func store(_ key: ContentDigest, path: String, diagnostics: [Diagnostic]) {
        entries[key] = DiagnosticArchive.Entry(key: key, path: path, diagnostics: diagnostics)
        used.insert(key)
        changed = true
    }

    /// Writes the file if this run learned anything. Entries of other files are kept (a run over
    /// part of a project keeps the rest warm); entries replaced by this run's for the same file
    /// are dropped. Other configurations' files unused for `staleAfter` are deleted then, so
    /// that the folder does not grow with every rebuilt tool or temporary project.
    /// - Returns: why the cache could not be written, for a note; nil when it was (or had no need).
    public func save() -> String? {
        guard changed else { return nil }
        let current = entries.values.filter { used.contains($0.key) }
        let paths = Set(current.map(\.path))
        let kept = entries.values.filter { !used.contains($0.key) && !paths.contains($0.path) }
        let archive = DiagnosticArchive(entries: (current + kept).sorted { ($0.path, $0.key.description) < ($1.path, $1.key.description) })
        let folder = PathNames.folder(file)
        let temporary = "\(file).\(ProcessInfo.processInfo.processIdentifier)-\(UInt32.random(in: .min ... .max)).tmp"
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try Data(archive.encoded()).write(to: URL(fileURLWithPath: temporary))
        } catch {
            try? FileManager.default.removeItem(atPath: temporary)
            return "cannot write the lint cache in \(folder): \(error)"
        }
        // rename(2) replaces the old file in one step: readers see the old file or the new.
        guard rename(temporary, file) == 0 else {
            let reason = String(cString: strerror(errno))
            try? FileManager.default.removeItem(atPath: temporary)
            return "cannot write the lint cache \(file): \(reason)"
        }
        changed = false
        removeStaleFiles(in: folder)
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
            guard path != file, let modified = (try? manager.attributesOfItem(atPath: path))?[.modificationDate] as? Date,
                  now.timeIntervalSince(modified) > Self.staleAfter else { continue }
            try? manager.removeItem(atPath: path)
        }
    }
}

/// One run's cache keys, and the answers the cache had for them.
struct CachedAnswers: Sendable {
    /// Per document; nil for one that could not be read (never cached: the failure is cheap to
    /// find again and may be gone next time).
    let documentKeys: [ContentDigest?]
    let documentFindings: [[Diagnostic]?]
    /// Nil when no connection rule is active.
    let connectionsKey: ContentDigest?
    let connectionFindings: [Diagnostic]?

    /// - Parameter checksTranslations: per document, whether a localization rule checks it.
    init(cache: LintCache, documents: [String], bytes: [Result<[UInt8], DocumentReadError>], swiftSources: [String],
         assets: AssetIndex, roots: [String], connectionsActive: Bool, checksTranslations: [Bool]) {
        var assetNames = DigestBuilder()
        for name in assets.imageNames.sorted() { assetNames.add("image " + name) }
        for name in assets.colorNames.sorted() { assetNames.add("color " + name) }
        let assetsDigest = assetNames.digest
        let contentDigests: [ContentDigest?] = concurrentMap(documents.count) { index in
            try? bytes[index].map { ContentDigest($0) }.get()
        }
        let translationDigests: [ContentDigest?] = concurrentMap(documents.count) { index in
            guard checksTranslations[index] else { return nil }
            var translations = DigestBuilder()
            for file in TranslationFiles.paths(forDocument: documents[index]) {
                translations.add("translation " + file)
                let bytes = try? XMLReader.readFile(path: file, limit: ReadOptions.defaultMaxFileSize)
                translations.add(bytes.map { ContentDigest($0).description } ?? "unreadable")
            }
            return translations.digest
        }
        documentKeys = documents.indices.map { index in
            contentDigests[index].map { content in
                var key = DigestBuilder()
                for part in ["document", documents[index]] { key.add(part) }
                for digest in [cache.key, content, assetsDigest] { key.add(digest) }
                if let translations = translationDigests[index] { key.add(translations) }
                return key.digest
            }
        }
        documentFindings = documentKeys.map { $0.flatMap(cache.findings) }
        if connectionsActive {
            var key = DigestBuilder()
            key.add(cache.key)
            key.add("connections")
            for root in roots { key.add("root " + root) }
            for (index, path) in documents.enumerated() {
                key.add("document " + path)
                switch bytes[index] {
                case .success: key.add(contentDigests[index]!)
                case .failure(let error): key.add("unreadable: \(error)")
                }
            }
            let sourceDigests: [ContentDigest?] = concurrentMap(swiftSources.count) { index in
                FileManager.default.contents(atPath: swiftSources[index]).map { ContentDigest([UInt8]($0)) }
            }
            for (path, digest) in zip(swiftSources, sourceDigests) {
                key.add("source " + path)
                key.add(digest?.description ?? "unreadable")
            }
            connectionsKey = key.digest
            connectionFindings = cache.findings(key.digest)
        } else {
            connectionsKey = nil
            connectionFindings = nil
        }
        cache.keep(documentKeys.indices.filter { documentFindings[$0] != nil }.map { documentKeys[$0]! })
        if connectionFindings != nil { cache.keep([connectionsKey!]) }
    }

    /// Stores what the run computed under this run's keys.
    func store(_ checked: Linter.CheckedFindings, in cache: LintCache, documents: [String]) {
        for (index, findings) in checked.documents.enumerated() {
            guard let findings, let key = documentKeys[index] else { continue }
            cache.store(key, path: documents[index], diagnostics: findings)
        }
        if let findings = checked.connections, let key = connectionsKey {
            cache.store(key, path: "", diagnostics: findings)
        }
    }
}
