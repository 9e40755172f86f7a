/// What an id-carrying element is, for NibKit's purposes. One uniform object model: the element
/// name says which UIKit/AppKit class it stands for; the role says how NibKit reasons about it.
public enum ObjectRole: Hashable, Sendable {
    /// Something with a frame in a view hierarchy (views, controls, cells, content views).
    case view
    /// A view or window controller (a scene's `sceneMemberID="viewController"` or a xib's).
    case controller
    /// File's Owner, First Responder, Application, or a storyboard scene's Exit.
    case placeholder(PlaceholderRole)
    /// `viewControllerPlaceholder` (iOS) / `controllerPlaceholder` (macOS).
    case storyboardReference
    case layoutGuide(LayoutGuideKind)
    case constraint
    case connection
    /// Everything else: navigation items, bar button items, gesture recognizers, windows,
    /// menus, custom objects, formatters…
    case other
}

public enum PlaceholderRole: String, Hashable, Sendable {
    case filesOwner, firstResponder, application, exit
}

public enum LayoutGuideKind: Hashable, Sendable, CustomStringConvertible {
    case safeArea, layoutMargins, contentLayout, frameLayout
    /// The pre-iOS-11 `viewControllerLayoutGuide type="top"` / `"bottom"`.
    case topLayoutGuide, bottomLayoutGuide
    case other(String)

    public var description: String {
        switch self {
        case .safeArea: "safeArea"
        case .layoutMargins: "layoutMargins"
        case .contentLayout: "contentLayoutGuide"
        case .frameLayout: "frameLayoutGuide"
        case .topLayoutGuide: "topLayoutGuide"
        case .bottomLayoutGuide: "bottomLayoutGuide"
        case .other(let key): key
        }
    }
}

/// Horizontal and vertical values of a per-axis priority (content hugging, compression resistance).
public struct AxisPriorities: Hashable, Sendable {
    public var horizontal: Double
    public var vertical: Double
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// The verdicts Xcode saved on a view. Hints from the last save, never input to NibKit's analysis.
public struct XcodeLayoutFlags: Hashable, Sendable {
    public var ambiguous: Bool
    public var misplaced: Bool
    /// `verifyAmbiguity` (`ignoreSizes`, `off`): the Size inspector's "Ambiguity" option.
    public var verifyAmbiguity: String?
}

/// A typed projection of one id-carrying element (plus id-less content views, which get a
/// synthetic id `parentID.key` so that they can be addressed; `hasSourceID` is false for them).
///
/// A class, so that handing an object around (`document.object(id)`, a rule's loop) costs
/// one reference count instead of copying thirty fields and retaining each of their strings.
/// Immutable once its document is returned: only the loader sets `childIDs` and `subviewIDs`,
/// while it builds the document, before the object is shared; hence `@unchecked Sendable`, and
/// no dynamic exclusivity checks on those two (`@exclusivity(unchecked)`).
public final class IBObject: Identifiable, @unchecked Sendable {
    public let id: String
    public let hasSourceID: Bool
    public let node: NodeIndex
    /// The XML element name (`label`, `view`, `tableViewCell`…).
    public let element: String
    public let role: ObjectRole
    public let location: SourceLocation

    public let customClass: String?
    public let customModule: String?
    public let customModuleProvider: String?
    /// The property this object is in its parent (`view`, `contentView`, `navigationItem`…).
    public let key: String?
    public let userLabel: String?
    public let storyboardIdentifier: String?
    public let restorationIdentifier: String?
    public let reuseIdentifier: String?
    public let sceneMemberID: String?

    /// The nearest enclosing object.
    public let parentID: String?
    /// Objects whose `parentID` is this one, in document order (a duplicate id left out).
    @exclusivity(unchecked) public internal(set) var childIDs: [String]
    /// For views: the view this one is laid out in. A controller's root view has none.
    public let superviewID: String?
    /// For views: views whose `superviewID` is this one, in document order (a duplicate id left
    /// out, so that following `subviewIDs` never comes back to a view).
    @exclusivity(unchecked) public internal(set) var subviewIDs: [String]
    /// The controller whose scene or view tree this object belongs to.
    public let controllerID: String?
    /// Storyboards: the `sceneID` of the enclosing scene.
    public let sceneID: String?

    /// `<rect key="frame">` in the superview's coordinates, as written. On macOS the origin is
    /// the bottom-left corner and y grows upwards (see `IBDocument.frameOrigin`).
    public let frame: Rect?
    /// Absent in the file means YES.
    public let translatesAutoresizingMaskIntoConstraints: Bool
    public let autoresizingMask: AutoresizingMask?
    /// Defaults 250 (hugging) and 750 (compression resistance): Xcode does not write defaults.
    public let contentHugging: AxisPriorities
    public let compressionResistance: AxisPriorities
    /// Size inspector "Intrinsic Size: Placeholder" (nil per axis when not numeric).
    public let placeholderIntrinsicWidth: Double?
    public let placeholderIntrinsicHeight: Double?
    /// Explicit `layoutMargins` / `directionalLayoutMargins`.
    public let layoutMargins: EdgeInsets?
    public let isHidden: Bool
    public let xcodeFlags: XcodeLayoutFlags

    init(id: String,
         hasSourceID: Bool,
         node: NodeIndex,
         element: String,
         role: ObjectRole,
         location: SourceLocation,
         customClass: String?,
         customModule: String?,
         customModuleProvider: String?,
         key: String?,
         userLabel: String?,
         storyboardIdentifier: String?,
         restorationIdentifier: String?,
         reuseIdentifier: String?,
         sceneMemberID: String?,
         parentID: String?,
         childIDs: [String],
         superviewID: String?,
         subviewIDs: [String],
         controllerID: String?,
         sceneID: String?,
         frame: Rect?,
         translatesAutoresizingMaskIntoConstraints: Bool,
         autoresizingMask: AutoresizingMask?,
         contentHugging: AxisPriorities,
         compressionResistance: AxisPriorities,
         placeholderIntrinsicWidth: Double?,
         placeholderIntrinsicHeight: Double?,
         layoutMargins: EdgeInsets?,
         isHidden: Bool,
         xcodeFlags: XcodeLayoutFlags) {
        self.id = id
        self.hasSourceID = hasSourceID
        self.node = node
        self.element = element
        self.role = role
        self.location = location
        self.customClass = customClass
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.key = key
        self.userLabel = userLabel
        self.storyboardIdentifier = storyboardIdentifier
        self.restorationIdentifier = restorationIdentifier
        self.reuseIdentifier = reuseIdentifier
        self.sceneMemberID = sceneMemberID
        self.parentID = parentID
        self.childIDs = childIDs
        self.superviewID = superviewID
        self.subviewIDs = subviewIDs
        self.controllerID = controllerID
        self.sceneID = sceneID
        self.frame = frame
        self.translatesAutoresizingMaskIntoConstraints = translatesAutoresizingMaskIntoConstraints
        self.autoresizingMask = autoresizingMask
        self.contentHugging = contentHugging
        self.compressionResistance = compressionResistance
        self.placeholderIntrinsicWidth = placeholderIntrinsicWidth
        self.placeholderIntrinsicHeight = placeholderIntrinsicHeight
        self.layoutMargins = layoutMargins
        self.isHidden = isHidden
        self.xcodeFlags = xcodeFlags
    }

    /// `customClass`, qualified by `customModule` when there is one.
    public var qualifiedCustomClass: String? {
        guard let customClass else { return nil }
        guard let customModule else { return customClass }
        return "\(customModule).\(customClass)"
    }

    public var isView: Bool { role == .view }
}
