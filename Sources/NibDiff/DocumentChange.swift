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
        /// The field's name as reports show it (`text`, `constant`, `customClass`).
        public let field: String
        /// The value in the old version; nil when absent there.
        public let before: String?
        /// The value in the new version; nil when absent there.
        public let after: String?

        /// A detail from the field's name and its two values.
        public init(field: String, before: String?, after: String?) {
            self.field = field
            self.before = before
            self.after = after
        }
    }

    /// What kind of difference this is.
    public let kind: Kind
    /// Noise is a difference that changes nothing at run time or in Xcode's editor semantics
    /// (tools version, canvas location, sub-half-point frame jitter, regenerated ids…): reported
    /// only when asked for, and never a reason for exit status 1.
    public let isNoise: Bool
    /// The object's id in the old document; nil when it was added.
    public let oldID: String?
    /// The object's id in the new document; nil when it was removed.
    public let newID: String?
    /// The other objects the change involves (a constraint's items, a connection's destination).
    public let relatedIDs: [String]
    /// The change in words, naming objects as people know them (`label "Title" (tTl-Lb-3kd)`).
    public let message: String
    /// The fields that differ, each with both values.
    public let details: [Detail]
    /// Where the object is in each version (nil when it does not exist there).
    public let oldLocation: SourceLocation?
    /// Where the object is in the new version (nil when removed).
    public let newLocation: SourceLocation?

    /// A change from its parts; `isNoise` marks a difference Xcode makes on its own.
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
