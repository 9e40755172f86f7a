/// How bad a finding is. Ordered: `note < warning < error`.
public enum Severity: String, Comparable, Sendable, CaseIterable, Codable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: 0
        case .warning: 1
        case .error: 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// A finding about a document, as a value: what, where, and which object.
///
/// Every layer reports through this one type (the reader's model checks, layout analysis,
/// connection checks, lint rules), so reporters have one thing to print.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier of the kind of finding, e.g. `dangling-reference`; lint rule ids.
    public var code: String
    /// How serious the finding is; lint configurations may override it per rule.
    public var severity: Severity
    /// One sentence for a person: what is wrong, naming the objects involved.
    public var message: String
    /// Where the finding is (`file:line:column`); nil for one about no place in particular.
    public var location: SourceLocation?
    /// The IB object id the finding is about, when there is one.
    public var objectID: String?
    /// Further places that explain the finding (e.g. the other members of a conflicting set).
    public var related: [RelatedLocation]

    /// A finding from its parts; `objectID` names the IB object it is about, `related` the other places involved.
    public init(code: String, severity: Severity, message: String, location: SourceLocation?,
                objectID: String? = nil, related: [RelatedLocation] = []) {
        self.code = code
        self.severity = severity
        self.message = message
        self.location = location
        self.objectID = objectID
        self.related = related
    }

    /// `path:line:col: severity: message [code]`.
    public var description: String {
        let place = location.map { "\($0): " } ?? ""
        return "\(place)\(severity.rawValue): \(message) [\(code)]"
    }
}

/// A secondary place attached to a diagnostic.
public struct RelatedLocation: Hashable, Sendable, CustomStringConvertible {
    /// Where the place is.
    public var location: SourceLocation
    /// What is there, in words.
    public var message: String
    /// The id of the object there, when it is one.
    public var objectID: String?

    /// A related place.
    public init(location: SourceLocation, message: String, objectID: String? = nil) {
        self.location = location
        self.message = message
        self.objectID = objectID
    }

    /// `file:line:col: message`, the line every plain-text report gives a related place.
    public var description: String { "\(location): \(message)" }
}
