import NibModel

/// The screen of a "View as" device (`<device id=…>`): size in points (portrait), pixel scale
/// and the system insets a full-screen view controller gets.
///
/// Insets are those of the status bar and home indicator only; bars (navigation bar, tab bar,
/// toolbar) are added per scene by `SceneMetrics`. Sizes and insets are Apple's published
/// values for each device class (Human Interface Guidelines, "Layout" and device tables).
struct DeviceMetrics: Sendable {
    let width: Double
    let height: Double
    let scale: Double
    /// Status bar (portrait), or the sensor housing area it sits in on notch devices.
    let statusBar: Double
    /// Home indicator area (portrait); 0 on devices with a home button.
    let homeIndicator: Double
    /// Landscape left/right inset of notch phones; 0 elsewhere.
    let landscapeSide: Double
    /// Home indicator area in landscape.
    let landscapeHomeIndicator: Double
    /// True for iPads, whose status bar stays in landscape.
    let isPad: Bool

    /// The table of `<device id>` values seen in real documents. Xcode reuses some ids for newer
    /// phones of the same class, so the status area depends on the Xcode that saved the file
    /// (toolsVersion), as measured on corpus files (safe-area-pinned views of controller roots):
    /// `retina6_1` (iPhone XR/11) 44, 48 from Xcode 12 (toolsVersion 17xxx); `retina5_9` 44
    /// (iPhone X/XS/11 Pro), 50 from toolsVersion 20xxx (shown as iPhone 12/13 mini);
    /// `retina6_12` 390 x 844 with 47 (iPhone 12/13/14), 393 x 852 with 59 from toolsVersion
    /// 22xxx (iPhone 14 Pro/15).
    static func named(_ id: String, toolsVersion tools: Double) -> DeviceMetrics? {
        switch id {
        case "retina3_5": return phone(320, 480, scale: 2, top: homeButtonStatusBar(tools))
        case "retina4_0": return phone(320, 568, scale: 2, top: homeButtonStatusBar(tools))
        case "retina4_7": return phone(375, 667, scale: 2, top: homeButtonStatusBar(tools))
        case "retina5_5": return phone(414, 736, scale: 3, top: homeButtonStatusBar(tools))
        case "retina5_9": return phone(375, 812, scale: 3, top: tools >= 20_000 ? 50 : 44)
        case "retina5_4": return phone(375, 812, scale: 3, top: 50)
        case "retina6_1": return phone(414, 896, scale: 2, top: tools >= 17_000 ? 48 : 44)
        case "retina6_5": return phone(414, 896, scale: 3, top: 44)
        case "retina6_12": return tools >= 22_000 ? phone(393, 852, scale: 3, top: 59) : phone(390, 844, scale: 3, top: 47)
        case "retina6_0": return phone(390, 844, scale: 3, top: 47)
        case "retina6_7", "retina6_72": return phone(428, 926, scale: 3, top: 47)
        case "retina6_1_2", "retina6_3": return phone(402, 874, scale: 3, top: 62)
        case "retina6_9": return phone(440, 956, scale: 3, top: 62)
        case "ipad9_7", "ipad": return pad(768, 1024, scale: 2)
        case "ipad10_2": return pad(810, 1080, scale: 2)
        case "ipad10_5": return pad(834, 1112, scale: 2)
        case "ipad12_9": return pad(1024, 1366, scale: 2)
        case "ipad11": return pad(834, 1194, scale: 2, rounded: true)
        case "ipad10_9rounded": return pad(820, 1180, scale: 2, rounded: true)
        case "ipad12_9rounded": return pad(1024, 1366, scale: 2, rounded: true)
        case "ipad7_9": return pad(744, 1133, scale: 2, rounded: true)
        default: return nil
        }
    }

    /// The status bar Xcode simulates on a phone with a home button: 20 points, but none in
    /// Xcode 11.4 to 12 (toolsVersion 16xxx and 17xxx). Measured on corpus files whose views are
    /// pinned to the safe area of a 4.7" screen: Xcode 10 writes them 20 points down (two
    /// a linter's fixtures xibs, toolsVersion 14113), Xcode 14 and later too (one
    /// app's xib, 22505, and storyboard, 23504, a library 24127), while Xcode 11.4 and 11.5
    /// write them at the top (a parsing library's and a linter's fixture storyboards, 16096,
    /// controller roots; a linter's fixture xib, 16097), and Xcode 12 centres one app's
    /// container (`centerY == safeArea.centerY`) on the whole 568-point screen (17156). No
    /// corpus file of toolsVersion 15xxx or 18xxx to 21xxx shows either, so the bounds are
    /// the least certain part.
    private static func homeButtonStatusBar(_ tools: Double) -> Double {
        tools >= 16_000 && tools < 18_000 ? 0 : 20
    }

    private static func phone(_ width: Double, _ height: Double, scale: Double, top: Double = 20) -> DeviceMetrics {
        let notch = top > 20
        return DeviceMetrics(width: width, height: height, scale: scale, statusBar: top,
                             homeIndicator: notch ? 34 : 0, landscapeSide: notch ? top : 0,
                             landscapeHomeIndicator: notch ? 21 : 0, isPad: false)
    }

    private static func pad(_ width: Double, _ height: Double, scale: Double, rounded: Bool = false) -> DeviceMetrics {
        DeviceMetrics(width: width, height: height, scale: scale, statusBar: rounded ? 24 : 20,
                      homeIndicator: rounded ? 20 : 0, landscapeSide: 0,
                      landscapeHomeIndicator: rounded ? 20 : 0, isPad: true)
    }

    /// The size classes of a full-screen app in the given orientation, as a configuration key:
    /// regular in both on iPads; compact width and regular height on phones in portrait,
    /// compact height in landscape, where the width is regular on the Plus and Max phones
    /// (414 points wide and more; Human Interface Guidelines, "Layout", size classes).
    func sizeClassKey(landscape: Bool) -> String {
        if isPad { return "heightClass=regular-widthClass=regular" }
        guard landscape else { return "heightClass=regular-widthClass=compact" }
        return width >= 414 ? "heightClass=compact-widthClass=regular" : "heightClass=compact-widthClass=compact"
    }

    /// Insets of a full-screen root in the given orientation, without bars.
    func systemInsets(landscape: Bool) -> EdgeInsets {
        guard landscape else { return EdgeInsets(top: statusBar, left: 0, bottom: homeIndicator, right: 0) }
        return EdgeInsets(top: isPad ? statusBar : 0, left: landscapeSide, bottom: landscapeHomeIndicator, right: landscapeSide)
    }
}

/// The bars IB simulates around a view controller's root view, and the insets they make.
///
/// A controller gets a navigation bar when it is the root of a navigation controller, is shown
/// by a `show`/`push` segue from a controller that has one, or says so in its simulated metrics
/// (`simulatedTopBarMetrics`); its height is the navigation controller's `navigationBar` frame
/// (96 with large titles) or 44. A tab bar comes from a tab bar controller's `viewControllers`
/// relationship (its `tabBar` frame height, else 49) or simulated bottom-bar metrics; a
/// simulated toolbar is 44.
struct SceneMetrics: Sendable {
    var navigationBarHeight: Double?
    var bottomBarHeight: Double?
    /// A simulated toolbar: 49 points on home-indicator devices (measured), 44 elsewhere.
    var bottomBarIsToolbar = false
    var statusBarHidden = false

    /// Bars of every controller of a storyboard, by controller id.
    static func all(in document: IBDocument, toolsVersion tools: Double) -> [String: SceneMetrics] {
        var metrics: [String: SceneMetrics] = [:]
        let tree = document.tree
        func barHeight(_ controllerID: String, key: String) -> Double? {
            guard let controller = document.object(controllerID) else { return nil }
            return document.objects.first { $0.parentID == controller.id && $0.key == key }?.frame?.height
        }
        var pushSources: [(from: String, to: String)] = []
        for connection in document.connections where connection.kind == .segue {
            guard let from = ownerController(in: document)(connection.sourceID),
                  let to = connection.destinationID else { continue }
            let fromObject = document.object(from)
            switch (connection.segueKind, connection.relationship) {
            case ("relationship", "rootViewController") where fromObject?.element == "navigationController":
                metrics[to, default: .init()].navigationBarHeight = barHeight(from, key: "navigationBar") ?? 44
            case ("relationship", "viewControllers") where fromObject?.element == "tabBarController":
                metrics[to, default: .init()].bottomBarHeight = barHeight(from, key: "tabBar") ?? 49
            case ("show", _), ("push", _):
                pushSources.append((from, to))
            default:
                break
            }
        }
        // Pushed controllers inherit the navigation bar (a fixpoint over chains of pushes).
        var changed = true
        var rounds = 0
        while changed && rounds < 64 {
            changed = false
            rounds += 1
            for (from, to) in pushSources {
                if let height = metrics[from]?.navigationBarHeight, metrics[to]?.navigationBarHeight == nil {
                    metrics[to, default: .init()].navigationBarHeight = height
                    changed = true
                }
            }
        }
        for object in document.objects where object.role == .controller {
            for child in tree.children(of: object.node, named: "simulatedNavigationBarMetrics")
            where tree[child][attribute: "key"] == "simulatedTopBarMetrics" {
                metrics[object.id, default: .init()].navigationBarHeight =
                    metrics[object.id]?.navigationBarHeight ?? (tree[child][attribute: "prompted"] == "YES" ? 74 : 44)
            }
            // Xcode 26 (toolsVersion 24xxx) infers a navigation bar (48 points, iOS 26) above a
            // controller that has a navigation item, wherever it is pushed from; earlier
            // versions show none unless the storyboard says so (measured on corpus files).
            if tools >= 24_000, metrics[object.id]?.navigationBarHeight == nil,
               tree.child(of: object.node, named: "navigationItem", key: "navigationItem") != nil {
                metrics[object.id, default: .init()].navigationBarHeight = 48
            }
            for name in ["simulatedTabBarMetrics", "simulatedToolbarMetrics"] {
                for child in tree.children(of: object.node, named: name) where tree[child][attribute: "key"] == "simulatedBottomBarMetrics" {
                    if metrics[object.id]?.bottomBarHeight == nil {
                        metrics[object.id, default: .init()].bottomBarHeight = name == "simulatedTabBarMetrics" ? 49 : 44
                        metrics[object.id]?.bottomBarIsToolbar = name == "simulatedToolbarMetrics"
                    }
                }
            }
            let hidesStatusBar = tree.children(of: object.node, named: "simulatedStatusBarMetrics").contains {
                tree[$0][attribute: "statusBarStyle"] == "none" || tree[$0][attribute: "statusBarHidden"] == "YES"
            }
            if hidesStatusBar { metrics[object.id, default: .init()].statusBarHidden = true }
        }
        return metrics
    }

    /// The controller an object belongs to (a segue's source may be a cell or a button).
    private static func ownerController(in document: IBDocument) -> (String) -> String? {
        { id in
            guard let object = document.object(id) else { return nil }
            return object.role == .controller ? object.id : object.controllerID
        }
    }
}
