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

    /// The metrics of a `<device id>` in a document saved by `toolsVersion`: the first row of
    /// `DeviceRow.rows` that names the id and covers the version; nil for an id no row names.
    static func named(_ id: String, toolsVersion tools: Double) -> DeviceMetrics? {
        DeviceRow.rows.first { $0.ids.contains(id) && $0.versions.contains(tools) }?.metrics(toolsVersion: tools)
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
    static func homeButtonStatusBar(_ tools: Double) -> Double {
        tools >= 16_000 && tools < 18_000 ? 0 : 20
    }

    static func phone(_ width: Double, _ height: Double, scale: Double, top: Double = 20) -> DeviceMetrics {
        let notch = top > 20
        return DeviceMetrics(width: width, height: height, scale: scale, statusBar: top,
                             homeIndicator: notch ? 34 : 0, landscapeSide: notch ? top : 0,
                             landscapeHomeIndicator: notch ? 21 : 0, isPad: false)
    }

    static func pad(_ width: Double, _ height: Double, scale: Double, rounded: Bool = false) -> DeviceMetrics {
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

/// One row of the device table: the `<device id>` values Xcode writes for one screen, the
/// Xcode versions (toolsVersion) the row covers, and the screen. Xcode reuses some ids for
/// newer phones of the same class, so a row may hold for some versions only; the status area
/// of those was measured on corpus files (views of controller roots pinned to the safe area).
/// Phones with a notch or island also get a 34-point home indicator (21 in landscape) and their
/// status area as landscape side insets; iPads a 20-point status bar, or 24 with a 20-point home
/// indicator on rounded screens (Human Interface Guidelines, "Layout").
struct DeviceRow: Sendable {
    /// What the status area's height is on the row's phones.
    enum StatusArea: Sendable, Equatable {
        /// This many points.
        case points(Double)
        /// A phone with a home button: 20 points, none in toolsVersion 16000 to 17999
        /// (`DeviceMetrics.homeButtonStatusBar`).
        case homeButtonStatusBar
    }
    /// The `<device id>` values.
    let ids: [String]
    /// The Xcode versions the row covers.
    let versions: ToolsVersionRange
    /// An iPad rather than a phone.
    let isPad: Bool
    /// Portrait width and height in points.
    let width: Double, height: Double
    /// Pixels per point.
    let scale: Double
    /// A phone's status area; an iPad's is 20, or 24 on a rounded screen.
    let statusArea: StatusArea
    /// An iPad with rounded corners (no home button).
    let isRounded: Bool
    /// Where the row's values come from.
    let evidence: TraitEvidence

    init(_ ids: [String], from: Double? = nil, before: Double? = nil, phone width: Double, _ height: Double, scale: Double,
         status: StatusArea, evidence: TraitEvidence = .apple("device screen sizes, Human Interface Guidelines")) {
        (self.ids, versions, isPad, self.width, self.height, self.scale) = (ids, ToolsVersionRange(from: from, before: before), false, width, height, scale)
        (statusArea, isRounded, self.evidence) = (status, false, evidence)
    }

    init(_ ids: [String], pad width: Double, _ height: Double, scale: Double, rounded: Bool = false) {
        (self.ids, versions, isPad, self.width, self.height, self.scale) = (ids, .any, true, width, height, scale)
        (statusArea, isRounded, evidence) = (.points(rounded ? 24 : 20), rounded, .apple("device screen sizes, Human Interface Guidelines"))
    }

    func metrics(toolsVersion tools: Double) -> DeviceMetrics {
        guard !isPad else { return DeviceMetrics.pad(width, height, scale: scale, rounded: isRounded) }
        let top = switch statusArea {
        case .points(let points): points
        case .homeButtonStatusBar: DeviceMetrics.homeButtonStatusBar(tools)
        }
        return DeviceMetrics.phone(width, height, scale: scale, top: top)
    }

    private static let homeButtonEvidence = TraitEvidence.corpus(
        "size: Human Interface Guidelines; no status bar in toolsVersion 16xxx-17xxx: safe-area-pinned views of 4.7-inch screens")

    private static let statusUpToXcode13 = TraitEvidence.outside(
        "a 44-point status area up to Xcode 13 (toolsVersion 20xxx): safe-area-pinned views, corpus and first-run apps")

    /// The table, first match wins.
    static let rows: [DeviceRow] = [
        DeviceRow(["retina3_5"], phone: 320, 480, scale: 2, status: .homeButtonStatusBar, evidence: homeButtonEvidence),
        DeviceRow(["retina4_0"], phone: 320, 568, scale: 2, status: .homeButtonStatusBar, evidence: homeButtonEvidence),
        DeviceRow(["retina4_7"], phone: 375, 667, scale: 2, status: .homeButtonStatusBar, evidence: homeButtonEvidence),
        DeviceRow(["retina5_5"], phone: 414, 736, scale: 3, status: .homeButtonStatusBar, evidence: homeButtonEvidence),
        DeviceRow(["retina5_9"], before: 20_000, phone: 375, 812, scale: 3, status: .points(44)),
        DeviceRow(["retina5_9"], from: 20_000, phone: 375, 812, scale: 3, status: .points(50),
                  evidence: .corpus("shown as iPhone 12/13 mini from toolsVersion 20xxx: safe-area-pinned controller roots")),
        DeviceRow(["retina5_4"], phone: 375, 812, scale: 3, status: .points(50)),
        // iPhone 11's status area grew to 48 points with Xcode 14's simulator (toolsVersion
        // 21xxx). Views pinned to the safe area's top: 272 of toolsVersion 14xxx to 20xxx at
        // 44, none at 48; 57 of 21xxx and later at 48, none at 44 (both halves, xibs and
        // storyboards; the rest sit under bars or with the status bar turned off).
        DeviceRow(["retina6_1"], before: 21_000, phone: 414, 896, scale: 2, status: .points(44),
                  evidence: .corpus("44-point status area up to Xcode 13 (toolsVersion 20xxx): safe-area-pinned views")),
        DeviceRow(["retina6_1"], from: 21_000, phone: 414, 896, scale: 2, status: .points(48),
                  evidence: .corpus("iPhone 11's 48-point status area from Xcode 14 (toolsVersion 21xxx): safe-area-pinned views")),
        DeviceRow(["retina6_5"], phone: 414, 896, scale: 3, status: .points(44)),
        DeviceRow(["retina6_12"], before: 22_000, phone: 390, 844, scale: 3, status: .points(47)),
        DeviceRow(["retina6_12"], from: 22_000, phone: 393, 852, scale: 3, status: .points(59),
                  evidence: .corpus("shown as iPhone 14 Pro/15 from toolsVersion 22xxx: safe-area-pinned controller roots")),
        // iPhone 12 and 12 Pro Max alike: Xcode 12 and 13 (toolsVersion 17xxx to 20xxx) drew
        // them with a 44-point status area, Xcode 14 on with 47. Views pinned to the safe area's
        // top, in the corpus, the outside apps and the first-run apps: 21 of 17xxx-19xxx at 44
        // (4 more at 0, with no status bar), none at 47; 7 of 21xxx-22xxx at 47, none at 44.
        DeviceRow(["retina6_0"], before: 21_000, phone: 390, 844, scale: 3, status: .points(44), evidence: statusUpToXcode13),
        DeviceRow(["retina6_7"], before: 21_000, phone: 428, 926, scale: 3, status: .points(44), evidence: statusUpToXcode13),
        DeviceRow(["retina6_0"], phone: 390, 844, scale: 3, status: .points(47)),
        DeviceRow(["retina6_7"], phone: 428, 926, scale: 3, status: .points(47)),
        DeviceRow(["retina6_72"], phone: 430, 932, scale: 3, status: .points(59),
                  evidence: .corpus("iPhone 14 Pro Max and later: roots written 430 × 932 in every document that names it (4, in two apps "
                                    + "outside the corpus, Xcode 14 and 15), safe-area-pinned views 59 below their top")),
        DeviceRow(["retina6_1_2", "retina6_3"], phone: 402, 874, scale: 3, status: .points(62)),
        DeviceRow(["retina6_9"], phone: 440, 956, scale: 3, status: .points(62)),
        DeviceRow(["ipad9_7", "ipad"], pad: 768, 1024, scale: 2),
        DeviceRow(["ipad10_2"], pad: 810, 1080, scale: 2),
        DeviceRow(["ipad10_5"], pad: 834, 1112, scale: 2),
        DeviceRow(["ipad12_9"], pad: 1024, 1366, scale: 2),
        DeviceRow(["ipad11"], pad: 834, 1194, scale: 2, rounded: true),
        DeviceRow(["ipad10_9rounded"], pad: 820, 1180, scale: 2, rounded: true),
        DeviceRow(["ipad12_9rounded"], pad: 1024, 1366, scale: 2, rounded: true),
        DeviceRow(["ipad7_9"], pad: 744, 1133, scale: 2, rounded: true),
    ]
}

/// A bar Interface Builder simulates around a view controller's root view.
enum SimulatedBar: String, Sendable, CaseIterable {
    /// The navigation bar of a navigation controller's controllers and of `simulatedTopBarMetrics`.
    case navigationBar
    /// The same with a prompt (`prompted="YES"`).
    case promptedNavigationBar
    /// The bar Xcode 26 infers above a controller that has a navigation item.
    case inferredNavigationBar
    /// A tab bar controller's tab bar, or `simulatedTabBarMetrics`.
    case tabBar
    /// `simulatedToolbarMetrics`.
    case toolbar
}

/// One row of the bar table: a bar's height where the document does not write it (a navigation
/// or tab bar controller's own bar frame wins), and from which Xcode on.
struct SimulatedBarRow: Sendable {
    let bar: SimulatedBar
    /// Points.
    let height: Double
    /// The height above a home indicator, where it differs.
    let heightAboveHomeIndicator: Double?
    /// The Xcode versions that show the bar.
    let versions: ToolsVersionRange
    /// Where the values come from.
    let evidence: TraitEvidence

    /// The table, one row per bar.
    static let rows: [SimulatedBarRow] = SimulatedBar.allCases.map(row)

    /// The bar's row.
    static func row(_ bar: SimulatedBar) -> SimulatedBarRow {
        switch bar {
        case .navigationBar:
            SimulatedBarRow(bar: bar, height: 44, heightAboveHomeIndicator: nil, versions: .any,
                            evidence: .apple("UINavigationBar's standard height, Human Interface Guidelines"))
        case .promptedNavigationBar:
            SimulatedBarRow(bar: bar, height: 74, heightAboveHomeIndicator: nil, versions: .any,
                            evidence: .apple("a navigation bar with a prompt, Human Interface Guidelines"))
        case .inferredNavigationBar:
            // Earlier versions show no bar unless the storyboard says so.
            SimulatedBarRow(bar: bar, height: 48, heightAboveHomeIndicator: nil, versions: ToolsVersionRange(from: 24_000),
                            evidence: .corpus("Xcode 26's iOS 26 bar above controllers with a navigation item: safe-area-pinned controller roots"))
        case .tabBar:
            SimulatedBarRow(bar: bar, height: 49, heightAboveHomeIndicator: nil, versions: .any,
                            evidence: .apple("UITabBar's standard height, Human Interface Guidelines"))
        case .toolbar:
            SimulatedBarRow(bar: bar, height: 44, heightAboveHomeIndicator: 49, versions: .any,
                            evidence: .corpus("44 points, 49 above a home indicator: views pinned to the safe area of toolbar controllers"))
        }
    }

    /// The bar's height in a document saved by `tools`, nil when that Xcode does not show it.
    static func height(_ bar: SimulatedBar, toolsVersion tools: Double, aboveHomeIndicator: Bool = false) -> Double? {
        let row = row(bar)
        guard row.versions.contains(tools) else { return nil }
        return aboveHomeIndicator ? row.heightAboveHomeIndicator ?? row.height : row.height
    }
}

/// The bars IB simulates around a view controller's root view, and the insets they make.
///
/// A controller gets a navigation bar when it is the root of a navigation controller, is shown
/// by a `show`/`push` segue from a controller that has one, or says so in its simulated metrics
/// (`simulatedTopBarMetrics`); its height is the navigation controller's `navigationBar` frame
/// (96 with large titles), else its row in `SimulatedBarRow.rows`. A tab bar comes from a tab
/// bar controller's `viewControllers` relationship (its `tabBar` frame height, else its row) or
/// simulated bottom-bar metrics, as does a simulated toolbar.
struct SceneMetrics: Sendable {
    var navigationBarHeight: Double?
    var bottomBarHeight: Double?
    /// A simulated toolbar, whose height depends on the device (`SimulatedBarRow`).
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
                metrics[to, default: .init()].navigationBarHeight = barHeight(from, key: "navigationBar") ?? SimulatedBarRow.height(.navigationBar, toolsVersion: tools)
            case ("relationship", "viewControllers") where fromObject?.element == "tabBarController":
                metrics[to, default: .init()].bottomBarHeight = barHeight(from, key: "tabBar") ?? SimulatedBarRow.height(.tabBar, toolsVersion: tools)
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
                metrics[object.id, default: .init()].navigationBarHeight = metrics[object.id]?.navigationBarHeight
                    ?? SimulatedBarRow.height(tree[child][attribute: "prompted"] == "YES" ? .promptedNavigationBar : .navigationBar,
                                           toolsVersion: tools)
            }
            // Xcode 26 infers a navigation bar above a controller that has a navigation item,
            // wherever it is pushed from.
            if metrics[object.id]?.navigationBarHeight == nil,
               tree.child(of: object.node, named: "navigationItem", key: "navigationItem") != nil,
               let inferred = SimulatedBarRow.height(.inferredNavigationBar, toolsVersion: tools) {
                metrics[object.id, default: .init()].navigationBarHeight = inferred
            }
            for name in ["simulatedTabBarMetrics", "simulatedToolbarMetrics"] {
                for child in tree.children(of: object.node, named: name) where tree[child][attribute: "key"] == "simulatedBottomBarMetrics" {
                    if metrics[object.id]?.bottomBarHeight == nil {
                        metrics[object.id, default: .init()].bottomBarHeight =
                            SimulatedBarRow.height(name == "simulatedTabBarMetrics" ? .tabBar : .toolbar, toolsVersion: tools)
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
