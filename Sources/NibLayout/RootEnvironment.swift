import NibModel

/// What surrounds a root view: its size and the insets the system and the scene's bars make.
///
/// Size: the root's document frame (IB writes a controller's root at the "View as" device size,
/// or at the container's size for embedded and freeform controllers), else the device's size.
/// Insets: a view controller's root (or a xib's top-level view) that fills the device's screen
/// gets the device's status-bar and home-indicator insets; a controller's root also gets its
/// scene's navigation bar and tab bar or toolbar (`SceneMetrics`). Anything else has none.
struct RootEnvironment {
    let safeAreaInsets: EdgeInsets
    /// The pre-iOS 11 `topLayoutGuide`/`bottomLayoutGuide` lengths: the same insets (iOS 11
    /// defines them from the safe area).
    let topLayoutGuideLength: Double
    let bottomLayoutGuideLength: Double

    init(index: DocumentLayoutIndex, rootViewID: String, rootFrame: Rect) {
        let document = index.document
        let root = document.object(rootViewID)
        var insets = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
        if let device = index.device, Self.fillsScreen(rootFrame, device: device) {
            insets = device.systemInsets(landscape: rootFrame.width > rootFrame.height)
        }
        if let root, Self.isControllerRoot(root, in: document), let controllerID = root.parentID,
           let metrics = index.sceneMetrics[controllerID] {
            if metrics.statusBarHidden && insets.top <= 20 { insets.top = 0 }
            insets.top += metrics.navigationBarHeight ?? 0
            insets.bottom += metrics.bottomBarHeight ?? 0
        }
        safeAreaInsets = insets
        topLayoutGuideLength = insets.top
        bottomLayoutGuideLength = insets.bottom
    }

    static func fillsScreen(_ frame: Rect, device: DeviceMetrics) -> Bool {
        let portrait = abs(frame.width - device.width) < 1 && abs(frame.height - device.height) < 1
        let landscape = abs(frame.width - device.height) < 1 && abs(frame.height - device.width) < 1
        return portrait || landscape
    }

    /// A controller's `view` (`<view key="view">` directly inside the controller element).
    static func isControllerRoot(_ view: IBObject, in document: IBDocument) -> Bool {
        view.key == "view" && view.parentID.flatMap { document.object($0) }?.role == .controller
    }

    /// The size a root is laid out at: its document frame, else the device screen, else zero.
    static func containerSize(of root: IBObject, index: DocumentLayoutIndex) -> Size {
        if let frame = root.frame { return Size(width: frame.width, height: frame.height) }
        guard let device = index.device else { return Size(width: 0, height: 0) }
        return index.isLandscape ? Size(width: device.height, height: device.width) : Size(width: device.width, height: device.height)
    }
}
