import NibModel

/// One semantic difference between two versions of a document, in words and as data.
///
/// Every change names the object(s) it concerns: `oldID` in the old document, `newID` in the
/// new one (equal unless the ids were regenerated), and `relatedIDs` for the other objects it
/// involves (a constraint's items, a connection's destination), as ids of the new document when
/// the object exists there and of the old one otherwise.
public struct DocumentChange: Hashable, Sendable {
    /// What kind of difference. The raw values are the `kind` field of the JSON schema.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        case viewAdded, viewRemoved, viewMoved, subviewsReordered
        case objectAdded, objectRemoved
        case classChanged, labelChanged, identifierChanged, attributeChanged, frameChanged
        case constraintAdded, constraintRemoved, constraintChanged, constraintInstallationChanged
        case connectionAdded, connectionRemoved, connectionRetargeted, connectionChanged
        case runtimeAttributeAdded, runtimeAttributeRemoved, runtimeAttributeChanged
        case viewInstallationChanged
        case documentSettingChanged
        /// The object is the same but its id is not (copy-paste, re-created view): matched structurally.
        case idChanged
    }

    /// One field that differs, with its value before and after (nil = absent).
    public struct Detail: Hashable, Sendable {
        public let field: String
        public let before: String?
        public let after: String?

        public init(field: String, before: String?, after: String?) {
            self.field = field
            self.before = before
            self.after = after
        }
    }

    public let kind: Kind
    /// Noise is a difference that changes nothing at run time or in Xcode's editor semantics
    /// (tools version, canvas location, sub-half-point frame jitter, regenerated ids…): reported
    /// only when asked for, and never a reason for exit status 1.
    public let isNoise: Bool
    public let oldID: String?
    public let newID: String?
    public let relatedIDs: [String]
    /// The change in words, naming objects as people know them (`label "Title" (tTl-Lb-3kd)`).
    public let message: String
    public let details: [Detail]
    /// Where the object is in each version (nil when it does not exist there).
    public let oldLocation: SourceLocation?
    public let newLocation: SourceLocation?

    public init(kind: Kind, isNoise: Bool = false, oldID: String?, newID: String?, relatedIDs: [String] = [],
                message: String, details: [Detail] = [], oldLocation: SourceLocation? = nil,
                newLocation: SourceLocation? = nil) {
        self.kind = kind
        self.isNoise = isNoise
        self.oldID = oldID
        self.newID = newID
        self.relatedIDs = relatedIDs
        self.message = message
        self.details = details
        self.oldLocation = oldLocation
        self.newLocation = newLocation
    }

    /// The id to show for the object: the new one when it exists.
    public var objectID: String { newID ?? oldID ?? "" }
}
