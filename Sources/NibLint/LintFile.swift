import NibLayout
import NibLocalization
import NibModel

/// Facts about the whole project that rules judge a document against. Built once per run,
/// before any document is checked; shared read-only by every worker.
public struct ProjectFacts: Sendable {
    /// Images and colours the project provides.
    public var assets: AssetIndex
    /// Findings of NibProject's connection checks, by file path (IB documents and Swift sources).
    public var connectionDiagnostics: [String: [Diagnostic]]
    /// The folders the run's walk listed (`DiscoveredFiles.folderListings`), where documents'
    /// translations are looked up.
    var folderListings: [String: [FolderEntry]] = [:]
    /// The development region of each document with translations whose project names one
    /// (`DevelopmentRegions`): the language its Base texts are written in.
    var developmentRegions: [String: String] = [:]
    /// Translation tables beside the documents that their projects build into no product
    /// (`ShippedTables`): not read as translations.
    var unshippedTables: Set<String> = []

    /// Facts from their parts; the defaults know no assets and no connection findings.
    public init(assets: AssetIndex = AssetIndex(), connectionDiagnostics: [String: [Diagnostic]] = [:]) {
        self.assets = assets
        self.connectionDiagnostics = connectionDiagnostics
    }

    /// Facts of a lint run, with the folders its walk listed.
    init(assets: AssetIndex, connectionDiagnostics: [String: [Diagnostic]] = [:], folderListings: [String: [FolderEntry]]) {
        self.init(assets: assets, connectionDiagnostics: connectionDiagnostics)
        self.folderListings = folderListings
    }
}

/// One readable document under check, with the analyses rules share computed at most once.
///
/// A `LintFile` lives on one worker thread for the time of its checks, so its lazy analyses need
/// no locking; it is not `Sendable` on purpose.
public final class LintFile {
    /// The document under check.
    public let document: IBDocument
    /// What the project provides (assets, connection findings), shared by every document.
    public let project: ProjectFacts
    /// How the shared layout analysis runs (the `layout-too-large` rule's limits).
    public let layoutOptions: LayoutOptions

    /// A document to check against the project's facts, with the layout analysis' limits.
    public init(document: IBDocument, project: ProjectFacts, layoutOptions: LayoutOptions = LayoutOptions()) {
        self.document = document
        self.project = project
        self.layoutOptions = layoutOptions
    }

    /// The document's path as it was read (findings carry it).
    public var path: String { document.path }

    /// The file name without folders and extension (`Main` for `App/Base.lproj/Main.storyboard`).
    public var baseName: String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }

    /// NibLayout's findings for this document, computed on first use and shared by the layout rules.
    public private(set) lazy var layoutDiagnostics: [Diagnostic] = LayoutAnalyzer.analyze(document, options: layoutOptions).diagnostics

    /// The translations beside the document matched against its localizable strings, on first
    /// use, once for all six localization rules: a document without translations costs one
    /// folder listing, and each translated key one look-up, however many rules ask.
    private(set) lazy var localization = TranslationMatches(document: document, listed: project.folderListings,
                                                            unshipped: project.unshippedTables)

    /// Connection-check findings located in this document.
    public var connectionDiagnostics: [Diagnostic] { project.connectionDiagnostics[path] ?? [] }
}

extension LintFile {
    /// The document's localizable strings by key, as `nibcheck strings` lists them (none when
    /// the document has no translations beside it).
    public var localizableStrings: [String: LocalizableString] {
        localization.index.mapValues { localization.strings[$0] }
    }

    /// The translations beside the document (`*.lproj/NAME.strings`, `.xcstrings`).
    public var translations: DocumentTranslations { localization.translations }
}
