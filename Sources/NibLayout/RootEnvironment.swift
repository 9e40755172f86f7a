import NibModel

/// What surrounds a root view: its size and the insets the system and the scene's bars make.
///
/// Size: the root's document frame (IB writes a controller's root at the "View as" device size,
/// or at the container's size for embedded and freeform controllers), else the device's size.
/// Insets: a view controller's root (or a xib's top-level view) that fills the device's screen
/// gets the device's status-bar and home-indicator insets, and a controller's root also its
/// scene's navigation bar and tab bar or toolbar (`SceneMetrics`). A root of any other size
/// (freeform, embedded) has none.
struct RootEnvironment {
    private(set) var safeAreaInsets: EdgeInsets
    /// The pre-iOS 11 `topLayoutGuide`/`bottomLayoutGuide` lengths: the same insets (iOS 11
    /// defines them from the safe area).
    var topLayoutGuideLength: Double { safeAreaInsets.top }
    var bottomLayoutGuideLength: Double { safeAreaInsets.bottom }

    init(index: LayoutInput, rootViewID: String, rootFrame: Rect) {
        let document = index.document
        let root = document.object(rootViewID)
        // The screen's inset regions (status bar and bars at the top, home indicator and bars at
        // the bottom) cut into the root as far as its frame on the screen overlaps them: a root
        // written at y = 64 sits below an opaque navigation bar and gets no top inset.
        var insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        let written = index.itemNumbers[rootViewID].flatMap { index.items[$0].frame } ?? rootFrame
        let screen = index.device.flatMap { Self.screen(for: written, device: $0) }
        if let screen {
            insets = screen.insets
        } else if let device = index.device, document.kind == .xib, let root, root.parentID == nil, root.element == "view" {
            // IB simulates the status bar above a xib's free-standing top-level view of any size
            // (measured on corpus files: their safe area starts 20 points down on a 4.7" phone),
            // and the home indicator below it (a 480-point launch screen on a 6.1" phone writes
            // its bottom margin 34 points up, as the screen-sized ones on 5.8" phones do).
            let system = device.systemInsets(landscape: index.isLandscape)
            insets.top = system.top
            insets.bottom = system.bottom
        }
        // Xcode 6 and 7 lay a size-class storyboard out on a 600 × 600 "any size" canvas and
        // name no device; it simulates the status bar of the era's phones there, and the scene's bars (views pinned
        // to the top layout guide of such controller roots, corpus and outside apps: 28 sit 20
        // points down, 9 more 64, below a navigation bar, 2 at 0; a first run's stacks held
        // below the guide by inequalities were reported 16 to 24 points off).
        let anySizeCanvas = index.device == nil && document.kind == .storyboard && root.map { Self.isControllerRoot($0, in: document) } == true
            && written == Rect(x: 0, y: 0, width: 600, height: 600)
        if anySizeCanvas { insets.top = DeviceMetrics.homeButtonStatusBar(index.toolsVersion) }
        // Bars are simulated on screen-sized roots only: a freeform-sized controller shows none.
        if screen != nil || anySizeCanvas, let root, Self.isControllerRoot(root, in: document), let controllerID = root.parentID,
           let metrics = index.sceneMetrics[controllerID] {
            if metrics.statusBarHidden && insets.top <= 20 { insets.top = 0 }
            insets.top += metrics.navigationBarHeight ?? 0
            let homeIndicator = (index.device?.homeIndicator ?? 0) > 0
            insets.bottom += metrics.bottomBarIsToolbar && homeIndicator
                ? SimulatedBarRow.height(.toolbar, toolsVersion: index.toolsVersion, aboveHomeIndicator: true) ?? 0 : metrics.bottomBarHeight ?? 0
        }
        if let screen, document.kind == .storyboard {
            insets.top = max(0, insets.top - max(0, written.y))
            insets.bottom = max(0, insets.bottom - max(0, screen.height - written.maxY))
        }
        safeAreaInsets = insets
    }

    /// This environment with the insets the document's frames show (`SafeAreaEvidence`).
    func calibrated(by evidence: SafeAreaEvidence, rootSize: Size, scale: Double) -> RootEnvironment {
        var result = self
        result.safeAreaInsets = evidence.insets(replacing: safeAreaInsets, rootSize: rootSize, scale: scale)
        return result
    }

    /// The device screen a root is shown on, in the orientation its width matches, when the
    /// root spans the screen's width and its height (full screen) or reaches the screen's bottom
    /// from below a bar; nil for a root of another size (a shorter root at y = 0 is laid out
    /// below the bars too: IB writes such roots at the origin).
    static func screen(for frame: Rect, device: DeviceMetrics) -> (height: Double, insets: EdgeInsets)? {
        for landscape in [false, true] {
            let width = landscape ? device.height : device.width
            let height = landscape ? device.width : device.height
            guard abs(frame.width - width) < 1 else { continue }
            let full = abs(frame.height - height) < 1
            let reachesBottom = frame.maxY >= height - 1 && frame.y > 0
            guard full || reachesBottom else { continue }
            return (height, device.systemInsets(landscape: landscape))
        }
        return nil
    }

    /// A controller's `view` (`<view key="view">` directly inside the controller element).
    static func isControllerRoot(_ view: IBObject, in document: IBDocument) -> Bool {
        view.key == "view" && view.parentID.flatMap { document.object($0) }?.role == .controller
    }

    /// A xib's top-level view that its File's Owner's `view` outlet names: a view controller's
    /// view loaded from a nib, which the controller's container sizes as it sizes a storyboard
    /// controller's (`UIViewController.view`, `loadView`).
    static func isNibControllerRoot(_ view: IBObject, in document: IBDocument) -> Bool {
        view.parentID == nil && document.connections.contains { connection in
            connection.kind == .outlet && connection.property == "view" && connection.destinationID == view.id
                && document.object(connection.sourceID)?.role == .placeholder(.filesOwner)
        }
    }

    /// The size a root is laid out at: its document frame, else the device screen, else zero.
    /// Older Xcode writes a controller's view below an opaque bar at the full screen height
    /// (`y="64" height="667"` on a 667-point screen) but lays it out to the screen's bottom.
    static func containerSize(of root: Int, index: LayoutInput) -> Size {
        if let frame = index.items[root].frame {
            if let device = index.device, index.document.kind == .storyboard, frame.y > 0,
               let screen = screen(for: frame, device: device), frame.maxY > screen.height + 1 {
                return Size(width: frame.width, height: screen.height - frame.y)
            }
            return Size(width: frame.width, height: frame.height)
        }
        guard let device = index.device else { return Size(width: 0, height: 0) }
        return index.isLandscape ? Size(width: device.height, height: device.width) : Size(width: device.width, height: device.height)
    }
}
