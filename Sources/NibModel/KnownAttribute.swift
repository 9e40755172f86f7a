/// The attribute names NibKit's projections read, interned when a document is parsed so that
/// looking one up compares a small integer instead of a string (the reader's hottest path).
/// Any other attribute is kept all the same, with `XMLAttribute.known == nil`.
/// At most 128 cases: elements record which they carry in a `KnownAttributeSet`.
public enum KnownAttribute: UInt8, CaseIterable, Sendable {
    case ambiguous
    case appearance
    case appends
    case bottom
    case catalog
    case cocoaTouchSystemColor
    case collectionClass
    case constant
    case customClass
    case customModule
    case customModuleProvider
    case destination
    case eventType
    case flexibleMaxX
    case flexibleMaxY
    case flexibleMinX
    case flexibleMinY
    case firstAttribute
    case firstItem
    case height
    case heightSizable
    case isHidden
    case horizontalCompressionResistancePriority
    case horizontalHuggingPriority
    case id
    case identifier
    case initialViewController
    case key
    case keyPath
    case kind
    case launchScreen
    case leading
    case left
    case misplaced
    case multiplier
    case name
    case orientation
    case placeholder
    case placeholderIdentifier
    case placeholderIntrinsicHeight
    case placeholderIntrinsicWidth
    case priority
    case property
    case reference
    case referencedIdentifier
    case relation
    case relationship
    case restorationIdentifier
    case reuseIdentifier
    case right
    case sceneID
    case sceneMemberID
    case secondAttribute
    case secondItem
    case selector
    case storyboardIdentifier
    case storyboardName
    case symbolic
    case systemColor
    case systemVersion
    case target
    case targetRuntime
    case toolsVersion
    case top
    case trailing
    case translatesAutoresizingMaskIntoConstraints
    case type
    case unwindAction
    case useAutolayout
    case useSafeAreas
    case useTraitCollections
    case userLabel
    case value
    case verifyAmbiguity
    case verticalCompressionResistancePriority
    case verticalHuggingPriority
    case width
    case widthSizable
    case x
    case y
    case previousBinding
    case tableViewCell
    case selectedItem
    case outlineTableColumn
    case popoverAnchorView
    case textLabel
    case detailTextLabel
    case imageView
    case image
    case minX
    case minY

    /// Attributes whose values are object ids on every element (IB-FORMAT §7), checked for
    /// dangling references.
    public var isObjectReference: Bool {
        switch self {
        case .firstItem, .secondItem, .destination, .target, .initialViewController, .reference,
             .previousBinding, .tableViewCell, .selectedItem, .outlineTableColumn, .popoverAnchorView:
            true
        default:
            false
        }
    }

    /// The attribute's name as written in documents.
    public var name: String { KnownAttribute.names[Int(rawValue)] }

    /// A case is named as documents write the attribute, but a Boolean's: its case has the
    /// Swift getter's `is` (`isHidden`, as `UIView.isHidden` and `NSView.isHidden`), and
    /// documents write the Objective-C property's name without it (1,868 times in 631 of the
    /// corpus's documents for that one).
    private static func documentName(_ attribute: KnownAttribute) -> String {
        let name = "\(attribute)"
        guard name.hasPrefix("is"), let first = name.dropFirst(2).first, first.isUppercase else { return name }
        return first.lowercased() + name.dropFirst(3)
    }

    private static let names = allCases.map(documentName)
    /// Built once, read-only afterwards: safe from any thread.
    @usableFromInline static let byName: [String: KnownAttribute] = Dictionary(uniqueKeysWithValues: zip(names, allCases))
}
