import NibModel
import NibSolver
import Observation

/// One view of a `LayoutSession`: its solved frame, observable with the Observation framework
/// (`withObservationTracking`, SwiftUI), and its anchors for code-made constraints.
///
/// A layout pass assigns `frame` and `frameInRoot` only when they changed, so an observer of
/// one view is not woken by changes elsewhere.
@MainActor @Observable
public final class LiveView: LayoutItem {
    /// The document id of the view.
    public nonisolated let itemID: String
    /// `userLabel`, custom class or element, with the id (`Yellow Pane (yLw-Pn-2ea)`).
    public let name: String
    /// The superview (nil for the session's root view).
    @ObservationIgnored public private(set) weak var superview: LiveView?
    /// The installed subviews, in document order.
    @ObservationIgnored public private(set) var subviews: [LiveView] = []
    /// The solved frame in the superview's coordinates, in the document's convention (y up
    /// from the superview's bottom edge on macOS). The root view keeps its document origin.
    public internal(set) var frame: Rect
    /// The solved frame in the root view's coordinates (same convention).
    public internal(set) var frameInRoot: Rect
    /// Whether the session's variant installs the view. A view a variant leaves out (a
    /// `subviews` variation mask) has a zero frame and no active constraints.
    public internal(set) var isInstalled = true
    /// The view's safe area guide, when the document gives it one (root views of controllers).
    public nonisolated let safeArea: LayoutGuideItem?
    /// The view's layout margins guide, when the document gives it one.
    public nonisolated let layoutMarginsGuide: LayoutGuideItem?

    @ObservationIgnored let box: LayoutBox
    /// The frame in solver terms, computed once (reading a frame allocates nothing).
    @ObservationIgnored let geometry: FrameGeometry
    /// The layout pass that last marked this view for a frame update (dedupes the marking).
    @ObservationIgnored var markedInPass = -1

    init(itemID: String, name: String, superview: LiveView?, box: LayoutBox, geometry: FrameGeometry,
         guides: [(id: String, kind: LayoutGuideKind)]) {
        self.itemID = itemID
        self.name = name
        self.superview = superview
        self.box = box
        self.geometry = geometry
        frame = .zero
        frameInRoot = .zero
        safeArea = guides.first { $0.kind == .safeArea }.map { LayoutGuideItem(itemID: $0.id, kind: $0.kind) }
        layoutMarginsGuide = guides.first { $0.kind == .layoutMargins }.map { LayoutGuideItem(itemID: $0.id, kind: $0.kind) }
        superview?.subviews.append(self)
    }
}
