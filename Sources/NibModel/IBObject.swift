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

/// What a `<placeholder>` stands for: File's Owner, First Responder, the application, or a
/// storyboard scene's Exit (unwind segues).
public enum PlaceholderRole: String, Hashable, Sendable {
    case filesOwner, firstResponder, application, exit
}

/// Which layout guide a `<viewLayoutGuide>` (or a legacy top/bottom guide) is.
public enum LayoutGuideKind: Hashable, Sendable, CustomStringConvertible {
    case safeArea, layoutMargins, contentLayout, frameLayout
    /// `<keyboardLayoutGuide key="keyboard">` (UIKeyboardLayoutGuide, iOS 15): the keyboard's
    /// place, which on the canvas (no keyboard shown) is the strip below the safe area.
    case keyboard
    /// The pre-iOS-11 `viewControllerLayoutGuide type="top"` / `"bottom"`.
    case topLayoutGuide, bottomLayoutGuide
    case other(String)

    public var description: String {
        switch self {
        case .safeArea: "safeArea"
        case .layoutMargins: "layoutMargins"
        case .contentLayout: "contentLayoutGuide"
        case .frameLayout: "frameLayoutGuide"
        case .keyboard: "keyboard"
        case .topLayoutGuide: "topLayoutGuide"
        case .bottomLayoutGuide: "bottomLayoutGuide"
        case .other(let key): key
        }
    }
}

/// Horizontal and vertical values of a per-axis priority (content hugging, compression resistance).
public struct AxisPriorities: Hashable, Sendable {
    /// The horizontal axis' priority (0–1000).
    public var horizontal: Double
    /// The vertical axis' priority (0–1000).
    public var vertical: Double
    /// Priorities for both axes (0–1000 each).
    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
}

/// The verdicts Xcode saved on a view. Hints from the last save, never input to NibKit's analysis.
public struct XcodeLayoutFlags: Hashable, Sendable {
    /// `ambiguous="YES"`: Xcode saw the view's layout as ambiguous when it last saved.
    public var ambiguous: Bool
    /// `misplaced="YES"`: the saved frame differed from the solved one when Xcode last saved.
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
    /// False for an id-less content view, whose `id` NibKit made up and the file does not hold.
    public let hasSourceID: Bool
    /// The element in the document's `tree`, for attributes NibKit has no field for.
    public let node: NodeIndex
    /// The XML element name (`label`, `view`, `tableViewCell`…).
    public let element: String
    /// What the object is to Interface Builder: a view, a controller, a placeholder, a scene member…
    public let role: ObjectRole
    /// Where the object's element starts.
    public let location: SourceLocation

    /// The Identity inspector's class (`customClass`), without its module; nil for the element's own class.
    public let customClass: String?
    /// The module named for `customClass` (`customModule`); nil when none.
    public var customModule: String? { rare?.customModule }
    /// `target` when Interface Builder fills the module in from the target ("Inherit Module From Target").
    public var customModuleProvider: String? { rare?.customModuleProvider }
    /// The property this object is in its parent (`view`, `contentView`, `navigationItem`…).
    public let key: String?
    /// The name the document outline shows for the object (`userLabel`), when one was set.
    public var userLabel: String? { rare?.userLabel }
    /// The Storyboard ID a controller is instantiated by (`instantiateViewController(withIdentifier:)`).
    public var storyboardIdentifier: String? { rare?.storyboardIdentifier }
    /// The state-restoration identifier (`restorationIdentifier`), when set.
    public var restorationIdentifier: String? { rare?.restorationIdentifier }
    /// The reuse identifier of a cell or reusable view (`dequeueReusableCell(withIdentifier:)`).
    public var reuseIdentifier: String? { rare?.reuseIdentifier }
    /// The scene member role as written (`viewController`, `firstResponder`, `exit`), for scene members.
    public var sceneMemberID: String? { rare?.sceneMemberID }

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
    /// The springs and struts (`<autoresizingMask>`); nil when the element has none.
    public let autoresizingMask: AutoresizingMask?
    /// Defaults 250 (hugging) and 750 (compression resistance): Xcode does not write defaults.
    public let contentHugging: AxisPriorities
    /// Content compression resistance per axis (`horizontalCompressionResistancePriority`…).
    public let compressionResistance: AxisPriorities
    /// Size inspector "Intrinsic Size: Placeholder" (nil per axis when not numeric).
    public var placeholderIntrinsicWidth: Double? { rare?.placeholderIntrinsicWidth }
    /// Size inspector "Intrinsic Size: Placeholder" height in points (nil when not numeric).
    public var placeholderIntrinsicHeight: Double? { rare?.placeholderIntrinsicHeight }
    /// Explicit `layoutMargins` / `directionalLayoutMargins`.
    public var layoutMargins: EdgeInsets? { rare?.layoutMargins }
    /// Set in Interface Builder's Drawing options (`UIView.isHidden`): the view is not drawn (it
    /// still takes part in layout, except in stack views).
    public let isHidden: Bool
    /// What Xcode saved about the view's layout (`ambiguous`, `misplaced`, `verifyAmbiguity`): hints only.
    public var xcodeFlags: XcodeLayoutFlags {
        XcodeLayoutFlags(ambiguous: isMarkedAmbiguous, misplaced: isMarkedMisplaced, verifyAmbiguity: rare?.verifyAmbiguity)
    }
    private let isMarkedAmbiguous: Bool
    private let isMarkedMisplaced: Bool
    /// The fields fewer than one object in ten sets (corpus: 1,467 of 16,861), kept out of line:
    /// nil when none is set. Half an object's size went to them, and every byte of a model is
    /// allocated and faulted in while a project is read.
    private let rare: RareFields?

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
        self.key = key
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
        self.isHidden = isHidden
        isMarkedAmbiguous = xcodeFlags.ambiguous
        isMarkedMisplaced = xcodeFlags.misplaced
        rare = RareFields(
            customModule: customModule, customModuleProvider: customModuleProvider, userLabel: userLabel,
            storyboardIdentifier: storyboardIdentifier, restorationIdentifier: restorationIdentifier,
            reuseIdentifier: reuseIdentifier, sceneMemberID: sceneMemberID,
            placeholderIntrinsicWidth: placeholderIntrinsicWidth, placeholderIntrinsicHeight: placeholderIntrinsicHeight,
            layoutMargins: layoutMargins, verifyAmbiguity: xcodeFlags.verifyAmbiguity)
    }

    /// `customClass`, qualified by `customModule` when there is one.
    public var qualifiedCustomClass: String? {
        guard let customClass else { return nil }
        guard let customModule else { return customClass }
        return "\(customModule).\(customClass)"
    }

    /// Whether the object is a view (`role == .view`).
    public var isView: Bool { role == .view }
    /// Whether it is a layout guide (safe area, margins, keyboard, legacy top and bottom guides).
    public var isLayoutGuide: Bool {
        if case .layoutGuide = role { return true }
        return false
    }
}

/// `IBObject`'s rarely set fields, out of line; none when none is set.
private final class RareFields: Sendable {
    let customModule: String?
    let customModuleProvider: String?
    let userLabel: String?
    let storyboardIdentifier: String?
    let restorationIdentifier: String?
    let reuseIdentifier: String?
    let sceneMemberID: String?
    let placeholderIntrinsicWidth: Double?
    let placeholderIntrinsicHeight: Double?
    let layoutMargins: EdgeInsets?
    let verifyAmbiguity: String?

    init?(customModule: String?, customModuleProvider: String?, userLabel: String?, storyboardIdentifier: String?,
          restorationIdentifier: String?, reuseIdentifier: String?, sceneMemberID: String?,
          placeholderIntrinsicWidth: Double?, placeholderIntrinsicHeight: Double?, layoutMargins: EdgeInsets?,
          verifyAmbiguity: String?) {
        guard customModule != nil || customModuleProvider != nil || userLabel != nil || storyboardIdentifier != nil
            || restorationIdentifier != nil || reuseIdentifier != nil || sceneMemberID != nil
            || placeholderIntrinsicWidth != nil || placeholderIntrinsicHeight != nil || layoutMargins != nil
            || verifyAmbiguity != nil else { return nil }
        self.customModule = customModule
        self.customModuleProvider = customModuleProvider
        self.userLabel = userLabel
        self.storyboardIdentifier = storyboardIdentifier
        self.restorationIdentifier = restorationIdentifier
        self.reuseIdentifier = reuseIdentifier
        self.sceneMemberID = sceneMemberID
        self.placeholderIntrinsicWidth = placeholderIntrinsicWidth
        self.placeholderIntrinsicHeight = placeholderIntrinsicHeight
        self.layoutMargins = layoutMargins
        self.verifyAmbiguity = verifyAmbiguity
    }
}
