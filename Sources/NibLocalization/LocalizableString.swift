import NibModel

/// One string of a Base document that a translation can replace: one entry of the `.strings`
/// file `ibtool --generate-strings-file` writes.
///
/// The key is `objectID.property` (`"abc-12-xyz.title"`); the comment ibtool writes above it
/// names the object's Interface Builder class, the property as ibtool shows it, and the base text:
/// `/* Class = "NSButtonCell"; title = "Save"; ObjectID = "abc-12-xyz"; */`.
public struct LocalizableString: Hashable, Sendable {
    /// The id of the element that holds the string (for a table column's header cell, the
    /// column; for a segment, its control).
    public let objectID: String
    /// The key's part after the object id: `title`, `normalTitle`, `headerCell.title`,
    /// `segmentTitles[1]`, `ibShadowedToolTip`…
    public let property: String
    /// The Interface Builder class ibtool names (`NSButtonCell`, `UILabel`), never a custom class.
    public let className: String
    /// The base text, as the document holds it (entities decoded).
    public let value: String
    /// Where the element that holds the string starts.
    public let location: SourceLocation

    /// The comment ibtool writes above the entry, without `/* */`: made once, since every
    /// language's entry is compared with it.
    public let comment: String
    /// The element's "Comment For Localizer" (`userComments`), which ibtool writes into the
    /// entry's comment as `Note = "…";`.
    public let localizerNote: String?
    /// Whether the string is marked as needing no translation in a comment for localizers, its
    /// own or (for a cell) its control's: BartyCrouch's `#bc-ignore!`, or "do not translate",
    /// "don't localize" and the like (105 of the corpus's 139 comments for localizers say so:
    /// `#bc-ignore!` 29, "Placeholder - Do not translate" 60, "Do not localize" 13…).
    public let isMarkedNotToTranslate: Bool

    /// A string as `LocalizableStrings.extract(from:)` finds it; the note and mark default to none.
    public init(objectID: String, property: String, className: String, value: String, location: SourceLocation,
                localizerNote: String? = nil, isMarkedNotToTranslate: Bool = false) {
        self.objectID = objectID
        self.property = property
        self.className = className
        self.value = value
        self.location = location
        self.localizerNote = localizerNote
        self.isMarkedNotToTranslate = isMarkedNotToTranslate
        // Indexed properties (segment titles, combo box items) carry their object id in front:
        // `Class = "UISegmentedControl"; abc-12-xyz.segmentTitles[0] = "First"; ObjectID = "abc-12-xyz";`
        // (every indexed entry of the corpus's tables is written so).
        let commentProperty = property.hasSuffix("]") ? objectID + "." + property : property
        comment = IBStringsComment.breakingCommentMarks("Class = \"\(StringsEscaping.escape(className))\"; \(commentProperty) = \"\(StringsEscaping.escape(value))\"; "
            + "ObjectID = \"\(StringsEscaping.escape(objectID))\";" + (localizerNote.map { " Note = \"\(StringsEscaping.escape($0))\";" } ?? ""))
    }

    /// Whether a comment for localizers says its string is not to be translated.
    public static func marksNoTranslation(_ note: String) -> Bool {
        if note.contains("#bc-ignore!") { return true }
        let lowered = String(note.lowercased().map { $0 == "\u{2019}" ? "'" : $0 })
        return ["do not translate", "don't translate", "do not localize", "don't localize", "not to be translated"].contains { lowered.contains($0) }
    }

    /// `objectID.property`, the key a `.strings` file and a String Catalog use.
    public var key: String { objectID + "." + property }
}
