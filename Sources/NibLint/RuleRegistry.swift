import NibModel
import NibProject

/// Every rule NibKit has. Adding a rule is adding its type here (a connection rule: to NibProject's
/// `ConnectionChecker.rules`).
public enum RuleRegistry {
    /// All rule types, sorted by id (each id made once: a rule's `description` is built anew on
    /// every use, and sorting by it cost every lint run 3.4 M instructions).
    public static let all: [any Rule.Type] = ([
        // The reader's findings (`dangling-reference`, which the connection checks gather too, is theirs).
        DuplicateIDRule.self, InvalidConstraintRule.self, UnreadableDocumentRule.self, LegacyDocumentRule.self,
        // Auto Layout, from NibLayout.
        LayoutConflictRule.self, LayoutAmbiguousRule.self, LayoutOffscreenRowRule.self, LayoutMisplacedRule.self, LayoutVariantConflictRule.self,
        LayoutTooLargeRule.self,
        // ibtool's warnings.
        UnreachableSceneRule.self, SegueWithoutIdentifierRule.self, PrototypeCellReuseIdentifierRule.self,
        // Document content (a linter's territory).
        AutolayoutDisabledRule.self, DuplicateConstraintRule.self, DuplicateStoryboardIdentifierRule.self, MissingImageRule.self,
        MissingColorRule.self,
        // Translations against their Base document.
        LocalizationStaleKeyRule.self, LocalizationMissingKeyRule.self, LocalizationOutdatedRule.self,
        LocalizationFormatMismatchRule.self, LocalizationDuplicateKeyRule.self, LocalizationUnreadableRule.self,
        // Team conventions, off by default.
        XcodeMarkerRule.self, CustomClassNameRule.self, StoryboardIdentifierClassRule.self,
        ReuseIdentifierClassRule.self, RelativeToMarginRule.self, StackViewBackgroundRule.self,
        CustomModuleRule.self, BaseClassRule.self, ViewAsDeviceRule.self, TraitCollectionsRule.self,
        HidesBottomBarRule.self, InitialViewControllerRule.self, SingleViewControllerRule.self,
        // Connections, classes and references across the project: declared in NibProject, beside their checks.
    ] as [any Rule.Type] + ConnectionChecker.lintRules).map { ($0.description.id, $0) }.sorted { $0.0 < $1.0 }.map(\.1)

    /// Every rule id, sorted.
    public static let ids: [String] = all.map { $0.description.id }

    private static let byID: [String: any Rule.Type] = Dictionary(uniqueKeysWithValues: all.map { ($0.description.id, $0) })

    /// The rule type with this id.
    public static func rule(_ id: String) -> (any Rule.Type)? { byID[id] }

    /// Each rule's default severity, by id (a rule's `description` is built anew on every use).
    public static let defaultSeverities: [String: Severity] = Dictionary(
        uniqueKeysWithValues: all.map { ($0.description.id, $0.description.defaultSeverity) })

    /// Ids of the rules that are on unless configured otherwise.
    public static let enabledByDefault: Set<String> = Set(all.filter { $0.description.isEnabledByDefault }.map { $0.description.id })

    /// Checks that every id names a rule.
    /// - Throws: `ConfigurationError` naming the first unknown id, with a did-you-mean.
    public static func validate(_ ids: [String], at location: SourceLocation? = nil, context: String) throws(ConfigurationError) {
        for id in ids where rule(id) == nil {
            throw ConfigurationError("unknown rule '\(id)' in \(context)\(didYouMean(id, among: self.ids))", at: location)
        }
    }
}
