import NibLayout
import NibModel

/// A picture of one root view's layout, ready to draw: every view as a box in the root's
/// coordinates (top-left origin, y down), with what the picture should point out about it.
public struct Wireframe: Sendable {
    /// One view of the picture and how to draw it.
    public struct Box: Sendable {
        public var id: String
        /// What is written in the box: element and class, label or outlet name.
        public var label: String
        /// In the root view's coordinates, y down.
        public var frame: Rect
        /// Nesting depth below the root (0 for the root).
        public var depth: Int
        /// The solved position is not unique: drawn hatched.
        public var isAmbiguous: Bool
        /// The frame written in the file when it differs from the solved one: drawn dashed too.
        public var writtenFrame: Rect?
        /// Involved in an unsatisfiable set of constraints: drawn red.
        public var isConflicting: Bool
        /// Set by a diff: drawn in the highlight colour.
        public var highlight: Highlight?
        /// What the view shows, drawn simply: its text, its background colour, an image.
        public var appearance = Appearance()

        /// A box from its parts; flags default to a plain, unhighlighted view.
        public init(id: String, label: String, frame: Rect, depth: Int, isAmbiguous: Bool = false, writtenFrame: Rect? = nil,
                    isConflicting: Bool = false, highlight: Highlight? = nil) {
            self.id = id
            self.label = label
            self.frame = frame
            self.depth = depth
            self.isAmbiguous = isAmbiguous
            self.writtenFrame = writtenFrame
            self.isConflicting = isConflicting
            self.highlight = highlight
        }
    }

    /// How a diff marks a view.
    public enum Highlight: String, Sendable { case added, removed, changed }

    /// What a view shows, as far as a wireframe draws it.
    public struct Appearance: Sendable, Hashable {
        /// The visible text of a label, button or field.
        public var text: String?
        /// The background colour as `#rrggbb` (sRGB or grey components, a few system colours).
        public var fill: String?
        /// An image view: drawn as a crossed box.
        public var isImage = false

        /// What a box shows: `text`, a `fill` colour (`#rrggbb`), and whether it is an image view.
        public init(text: String? = nil, fill: String? = nil, isImage: Bool = false) {
            self.text = text
            self.fill = fill
            self.isImage = isImage
        }

        /// What `view` shows in `document`.
        static func of(_ view: IBObject, in document: IBDocument) -> Appearance {
            let color = document.tree.child(of: view.node, named: "color", key: "backgroundColor")
            return Appearance(text: document.naming.shownText(of: view.id), fill: color.flatMap { hexColor(document.tree[$0]) },
                              isImage: view.element == "imageView")
        }

        /// Grey levels of the system colours a canvas shows most, in light mode.
        static let systemColors: [String: String] = [
            "systemBackgroundColor": "#ffffff", "secondarySystemBackgroundColor": "#f2f2f7",
            "systemGroupedBackgroundColor": "#f2f2f7", "groupTableViewBackgroundColor": "#f2f2f7",
            "windowBackgroundColor": "#ececec", "controlBackgroundColor": "#ffffff",
        ]

        /// `<color red= green= blue= alpha=/>`, `<color white= alpha=/>` or a known system colour;
        /// nil for a clear colour or one this does not know.
        static func hexColor(_ color: XMLElementNode) -> String? {
            func component(_ name: String) -> Double? { color[attribute: name].flatMap(Double.init) }
            if let name = color[attribute: "systemColor"] ?? color[attribute: "catalog"].flatMap({ _ in color[attribute: "name"] }) {
                return systemColors[name]
            }
            guard (component("alpha") ?? 1) > 0.05 else { return nil }
            let rgb: [Double]
            if let red = component("red"), let green = component("green"), let blue = component("blue") {
                rgb = [red, green, blue]
            } else if let white = component("white") {
                rgb = [white, white, white]
            } else {
                return nil
            }
            return "#" + rgb.map { value -> String in
                let byte = Int((min(max(value, 0), 1) * 255).rounded())
                return (byte < 16 ? "0" : "") + String(byte, radix: 16)
            }.joined()
        }
    }

    /// What the picture is of (the root view and its document), drawn above it.
    public var title: String
    /// The root view's size in points: the picture's coordinate space.
    public var size: Size
    /// Parents before children (the drawing order).
    public var boxes: [Box]
    /// Lines under the picture: conflicts, notes.
    public var notes: [String]

    /// A wireframe from its parts.
    public init(title: String, size: Size, boxes: [Box], notes: [String] = []) {
        self.title = title
        self.size = size
        self.boxes = boxes
        self.notes = notes
    }

    /// The frames as written in the file (no solving), converted to the root's top-left
    /// coordinates; what a picture shows when no layout is available.
    public static func written(_ document: IBDocument, rootViewID: String) -> Wireframe? {
        guard let root = document.object(rootViewID), let rootFrame = root.frame else { return nil }
        let names = document.naming
        var boxes: [Box] = []
        var drawn = Set<String>()
        func visit(_ id: String, parent: (frame: Rect, countsYUp: Bool)?, depth: Int) {
            guard drawn.insert(id).inserted, let view = document.object(id), view.isView, isShown(view), let frame = view.frame else { return }
            let absolute = topLeft(frame, in: parent)
            var box = Box(id: id, label: boxLabel(view, names: names), frame: absolute, depth: depth)
            box.appearance = .of(view, in: document)
            boxes.append(box)
            for subview in view.subviewIDs {
                visit(subview, parent: (absolute, countsSubviewsYUp(view, in: document)), depth: depth + 1)
            }
        }
        visit(rootViewID, parent: nil, depth: 0)
        return Wireframe(title: names.name(of: rootViewID), size: Size(width: rootFrame.width, height: rootFrame.height), boxes: boxes)
    }

    /// The solved layout of a root: solved frames, ambiguous views hatched, misplaced views
    /// with their written frame too, views of conflicting constraints in red.
    public static func solved(_ document: IBDocument, layout: RootLayout) -> Wireframe? {
        guard let root = layout.views[layout.rootViewID] else { return nil }
        let names = document.naming
        var conflicting = Set<String>()
        for conflict in layout.conflicts {
            for id in conflict.constraintIDs { conflicting.formUnion(document.constraint(id)?.itemIDs ?? []) }
        }
        var boxes: [Box] = []
        // A failed solve can leave a view with a negative or non-finite size: such a view is
        // drawn at the frame the file writes, and the picture says so.
        var unsolved: [String] = []
        var drawn = Set<String>()
        func visit(_ id: String, parent: (frame: Rect, countsYUp: Bool)?, depth: Int) {
            guard drawn.insert(id).inserted, let view = document.object(id), isShown(view), let solved = layout.views[id] else { return }
            var solvedFrame = solved.frame
            if !isDrawable(solvedFrame), let written = solved.documentFrame {
                solvedFrame = written
                unsolved.append(id)
            }
            let frame = topLeft(solvedFrame, in: parent)
            let written = solved.isMisplaced && solvedFrame != solved.documentFrame ? solved.documentFrame.map { topLeft($0, in: parent) } : nil
            var box = Box(id: id, label: boxLabel(view, names: names), frame: frame, depth: depth,
                          isAmbiguous: solved.ambiguity != nil, writtenFrame: written, isConflicting: conflicting.contains(id))
            box.appearance = .of(view, in: document)
            boxes.append(box)
            for subview in view.subviewIDs { visit(subview, parent: (frame, countsSubviewsYUp(view, in: document)), depth: depth + 1) }
        }
        visit(layout.rootViewID, parent: nil, depth: 0)
        var title = names.name(of: layout.rootViewID)
        if let scene = document.scene(of: layout.rootViewID)?.title { title = "\(scene): \(title)" }
        if !layout.variant.isBase { title += " — \(layout.variant.key)" }
        var notes = layout.conflicts.map { "conflict: \($0.message)" }
        if !unsolved.isEmpty {
            notes.append("drawn at the written frame, the solve gave a negative size: " + unsolved.map { names.name(of: $0) }.joined(separator: ", "))
        }
        let size = boxes.first?.frame ?? root.frame
        return Wireframe(title: title, size: Size(width: size.width, height: size.height), boxes: boxes, notes: notes)
    }

    /// Whether a view is drawn: a scroller the scroll view turns off (one without that scroll bar) is
    /// not, AppKit writes it at (-100, -100), outside its scroll view.
    static func isShown(_ view: IBObject) -> Bool {
        !(view.isHidden && view.element == "scroller")
    }

    /// A frame with a finite, non-negative size.
    static func isDrawable(_ frame: Rect) -> Bool {
        [frame.x, frame.y, frame.width, frame.height].allSatisfy(\.isFinite) && frame.width >= 0 && frame.height >= 0
    }

    /// A frame in the root's top-left coordinates, given its superview's (nil for the root,
    /// which is drawn at the origin). Unflipped AppKit views count their subviews' y up from
    /// the bottom edge; flipped ones (`isFlippedAppKitView`: scroll views, tables, text views, clip
    /// views of flipped documents) and UIKit views down from the top.
    static func topLeft(_ frame: Rect, in parent: (frame: Rect, countsYUp: Bool)?) -> Rect {
        guard let parent else { return Rect(x: 0, y: 0, width: frame.width, height: frame.height) }
        let y = parent.countsYUp ? parent.frame.height - frame.maxY : frame.y
        return Rect(x: parent.frame.x + frame.x, y: parent.frame.y + y, width: frame.width, height: frame.height)
    }

    /// Whether a view's subviews are written y-up (an AppKit view that is not flipped).
    static func countsSubviewsYUp(_ view: IBObject, in document: IBDocument) -> Bool {
        document.frameOrigin == .bottomLeft && !isFlippedAppKitView(view, in: document)
    }

    static func boxLabel(_ view: IBObject, names: ObjectNaming) -> String {
        // The element always (a box's kind is not otherwise visible), then the name, else the
        // class, else the role its key gives it (`scroller [verticalScroller]`).
        [view.element, names.readableName(of: view.id) ?? view.customClass ?? view.key.map { "[\($0)]" }]
            .compactMap { $0 }.joined(separator: " ")
    }
}
