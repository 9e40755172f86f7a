/// Why a file could not be read as an Interface Builder document. Always carries a location
/// (`file:1:1` when the trouble is the file as a whole).
public struct DocumentReadError: Error, Hashable, Sendable, CustomStringConvertible {
    /// What kind of trouble stopped the read (reporters and tests branch on it, not on the message).
    public enum Kind: String, Hashable, Sendable {
        /// The file could not be opened or read.
        case io
        /// Larger than `ReadOptions.maxFileSize`; refused before reading.
        case tooLarge
        /// Zero bytes, or only white space.
        case empty
        /// Not well-formed XML; the message is libxml2's.
        case malformedXML
        /// A `<!DOCTYPE>`: IB documents never have one, and DTDs are how entity attacks start.
        case doctype
        /// Well-formed XML whose root is not an Interface Builder `<document>`.
        case notInterfaceBuilder
        /// The pre-Xcode-5 `<archive>` format.
        case legacyFormat
        /// A strings table under a document's name in a language folder
        /// (`de.lproj/Main.storyboard` holding `"ID.text" = "…";`): how older Xcode versions kept
        /// a Base document's translation when the project lists the file as strings. No document.
        case stringsTable
    }

    /// The kind of trouble.
    public var kind: Kind
    /// What went wrong, for a person (libxml2's own words for malformed XML).
    public var message: String
    /// Where: the offending line for malformed XML, else `file:1:1`.
    public var location: SourceLocation

    /// An error of `kind` with its message and place.
    public init(_ kind: Kind, _ message: String, at location: SourceLocation) {
        self.kind = kind
        self.message = message
        self.location = location
    }

    public var description: String { "\(location): error: \(message)" }

    /// The error as a diagnostic, for reports that go on past it: code `legacy-document`, a
    /// warning, for the pre-Xcode-5 format (Xcode still compiles it; NibKit does not read it),
    /// else `unreadable-document`, an error.
    public var diagnostic: Diagnostic {
        kind == .legacyFormat ? Diagnostic(code: "legacy-document", severity: .warning, message: message, location: location)
            : Diagnostic(code: "unreadable-document", severity: .error, message: message, location: location)
    }
}

/// Limits the reader enforces before and while parsing.
public struct ReadOptions: Hashable, Sendable {
    /// Files larger than this are refused before a byte is parsed. Real documents are far
    /// below a megabyte; 64 MiB leaves room for generated ones while bounding memory.
    public var maxFileSize: Int

    /// The default `maxFileSize`: 64 MiB, in bytes.
    public static let defaultMaxFileSize = 64 << 20

    /// Options with a size limit in bytes (default 64 MiB); larger files fail with `.tooLarge` unread.
    public init(maxFileSize: Int = ReadOptions.defaultMaxFileSize) {
        self.maxFileSize = maxFileSize
    }
}
