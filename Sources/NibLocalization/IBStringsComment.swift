/// The comment ibtool writes above an entry, read back:
/// `Class = "NSButtonCell"; title = "Save"; ObjectID = "abc-12-xyz";`.
///
/// Its text is itself a run of `.strings` entries, so it is read with the same grammar. Older
/// Xcodes wrote some entries with `Class` and `ObjectID` only (no base text).
public struct IBStringsComment: Hashable, Sendable {
    /// The class ibtool names (`NSButtonCell`, `UILabel`), by today's name: Xcode 4's ibtool
    /// wrote UIKit's classes with `IB` before them (`IBUILabel`, `IBUITabBarItem`; a first
    /// run's three tables), which are read as `UILabel` and `UITabBarItem`.
    public let className: String
    /// The property as the comment names it (`title`, `abc-12-xyz.segmentTitles[0]`), when given.
    public let property: String?
    /// The base text when the table was generated, when given.
    public let baseText: String?
    /// The id of the object in the Base document.
    public let objectID: String

    /// The comment of an entry, or nil when it is not one of ibtool's (a translator's note).
    public init?(_ comment: String) {
        var scanner = StringsScanner(Array(comment.utf8), path: "")
        guard let pairs = try? scanner.entries(), pairs.count >= 2, pairs.first?.key == "Class",
              let objectID = pairs.last(where: { $0.key == "ObjectID" })?.value else { return nil }
        className = pairs[0].value.hasPrefix("IBUI") ? String(pairs[0].value.dropFirst(2)) : pairs[0].value
        let described = pairs.dropFirst().first { $0.key != "ObjectID" }
        property = described?.key
        baseText = described.map { Self.joiningCommentMarks($0.value) }
        self.objectID = objectID
    }

    /// A text as ibtool writes it in a comment: `/*` and `*/` broken with a space (`/ *`,
    /// `* /`), so that the comment cannot end early (ibtool's own table of a first-run app:
    /// `title = "www.host.com/directory/ *"`; that it breaks `*/` too is inferred).
    public static func breakingCommentMarks(_ text: String) -> String {
        guard mayHoldCommentMarks(text) else { return text }
        return text.replacing("/*", with: "/ *").replacing("*/", with: "* /")
    }

    /// The text a comment records, its broken comment marks joined again (`breakingCommentMarks`).
    static func joiningCommentMarks(_ text: String) -> String {
        guard mayHoldCommentMarks(text) else { return text }
        return text.replacing("/ *", with: "/*").replacing("* /", with: "*/")
    }

    /// Whether a text holds both `/` and `*`, in one pass over its bytes: nearly none does, and
    /// searching every extracted text for the marks as Strings cost a corpus lint 3%.
    private static func mayHoldCommentMarks(_ text: String) -> Bool {
        var slash = false, star = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "/") { slash = true } else if byte == UInt8(ascii: "*") { star = true }
            if slash && star { return true }
        }
        return false
    }
}
