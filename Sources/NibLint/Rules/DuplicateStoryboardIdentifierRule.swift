import NibModel

/// Two controllers of one storyboard that share a Storyboard ID.
public struct DuplicateStoryboardIdentifierRule: OptionlessRule {
    /// The rule; it has no options.
    public init() {}

    public static let description = RuleDescription(
        id: "duplicate-storyboard-identifier",
        summary: "Two controllers of one storyboard share a Storyboard ID.",
        rationale: """
        `instantiateViewController(withIdentifier:)` (`instantiateController(withIdentifier:)` on \
        the Mac) finds a controller by its Storyboard ID, and the compiled storyboard keeps one \
        controller per ID: code that asks for the ID gets one of the two, and a cast to the other's \
        class crashes. Usually a scene copied and pasted with its ID. Give each controller its own \
        ID, or clear the copy's. The first controller with the ID is named as the related place. \
        (A first run on an app never seen, and 1 of the corpus's 1,600 storyboards: a test fixture.)
        """,
        kind: .content, severity: .warning, enabledByDefault: true,
        triggering: [
            RuleExample(ExampleScene.make(1, attributes: #"storyboardIdentifier="Profile""#)
                + "\n" + ExampleScene.make(2, attributes: #"storyboardIdentifier="Profile""#)),
        ],
        nonTriggering: [
            RuleExample(ExampleScene.make(1, attributes: #"storyboardIdentifier="Profile""#)
                + "\n" + ExampleScene.make(2, attributes: #"storyboardIdentifier="ProfileEditor""#)),
        ])

    public func check(_ file: LintFile) -> [Finding] {
        var first: [String: IBObject] = [:]
        return file.document.objects.compactMap { object in
            guard let identifier = object.storyboardIdentifier, !identifier.isEmpty else { return nil }
            guard let original = first[identifier] else {
                first[identifier] = object
                return nil
            }
            return Finding("Storyboard ID '\(identifier)' is given to two controllers, \(file.name(original)) and \(file.name(object)): "
                           + "instantiating it by that ID gets one of the two", object: object,
                           related: [RelatedLocation(location: original.location, message: "the first controller with the ID", objectID: original.id)])
        }
    }
}
