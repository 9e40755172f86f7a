import NibLayout
import NibModel

/// A whole storyboard drawn as its canvas shows it: every scene at its canvas location as its
/// solved wireframe (visible text, image views and colours drawn simply), segues and
/// relationships as labelled arrows between scenes, the initial-controller arrow, and
/// storyboard references as boxes naming their target. Every scene and segue carries its id
/// (`id="scene-…"` and `data-id`), for tools and tests to find.
public struct StoryboardMap: Sendable {
    /// One scene on the canvas: its picture and where its root's top-left corner is.
    struct Scene {
        let id: String
        let controllerID: String?
        let wireframe: Wireframe
        /// The root's frame on the canvas.
        let frame: Rect
    }

    /// The size a scene without a root view (a navigation or tab bar controller) is drawn at.
    static let controllerSize = Size(width: 375, height: 667)
    static let referenceSize = Size(width: 360, height: 90)
    /// The largest width, in pixels, the map is shown at (it scales down; the viewBox keeps
    /// canvas points).
    static let shownWidth = 2400.0

    let document: IBDocument
    let scenes: [Scene]

    /// The map of `document`'s scenes, laid out in `variant` (the canvas's by default).
    public init(_ document: IBDocument, variant: Variant? = nil) {
        self.document = document
        let variant = variant ?? LayoutAnalyzer.canvasVariant(of: document)
        var scenes: [Scene] = []
        var nextFreeX = 0.0
        for scene in document.scenes {
            let wireframe = Self.wireframe(of: scene, in: document, variant: variant)
            let size = wireframe.size
            let frame: Rect
            if let center = Self.canvasLocation(of: scene, in: document) {
                frame = Rect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
            } else {
                // No canvas location (hand-written files): a row below the origin.
                frame = Rect(x: nextFreeX, y: 0, width: size.width, height: size.height)
            }
            nextFreeX = max(nextFreeX, frame.maxX + 100)
            scenes.append(Scene(id: scene.sceneID, controllerID: scene.controllerID, wireframe: wireframe, frame: frame))
        }
        self.scenes = scenes
    }

    /// The SVG document.
    public func render(renderer: SVGRenderer = SVGRenderer()) -> String {
        let margin = renderer.margin
        let titleHeight = SVGRenderer.titleHeight
        // The canvas: every scene with its title and notes, and room for the initial arrow.
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        var pictures: [(scene: Scene, body: String, width: Double, height: Double)] = []
        for scene in scenes {
            let picture = renderer.drawing(of: scene.wireframe)
            pictures.append((scene, picture.body, picture.width, picture.height))
            minX = min(minX, scene.frame.x - margin - 120)
            minY = min(minY, scene.frame.y - margin - titleHeight)
            maxX = max(maxX, scene.frame.x - margin + picture.width)
            maxY = max(maxY, scene.frame.y - margin - titleHeight + picture.height)
        }
        guard !pictures.isEmpty else { return renderer.render(sheet: []) }
        let width = maxX - minX, height = maxY - minY
        let shown = min(1, Self.shownWidth / width)
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(n(width * shown))\" height=\"\(n(height * shown))\" "
            + "viewBox=\"\(n(minX)) \(n(minY)) \(n(width)) \(n(height))\" font-family=\"-apple-system, Helvetica, Arial, sans-serif\">\n"
            + "<defs>" + SVGRenderer.hatchPattern
            + "<marker id=\"arrow\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerUnits=\"userSpaceOnUse\" markerWidth=\"18\" "
            + "markerHeight=\"18\" orient=\"auto-start-reverse\">"
            + "<path d=\"M0 0L10 5L0 10z\" fill=\"#6c71c4\"/></marker></defs>\n"
            + "<rect x=\"\(n(minX))\" y=\"\(n(minY))\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#eef0f2\"/>\n"
        for (index, picture) in pictures.enumerated() {
            let origin = (x: picture.scene.frame.x - margin, y: picture.scene.frame.y - margin - titleHeight)
            // Clipped to its picture, as the canvas clips a scene to its controller's view
            // (table rows below a table's frame would otherwise cover the next scene).
            out += "<clipPath id=\"clip\(index)\"><rect width=\"\(n(picture.width))\" height=\"\(n(picture.height))\"/></clipPath>"
                + "<g id=\"scene-\(picture.scene.id.xmlEscaped)\" class=\"scene\" data-id=\"\(picture.scene.id.xmlEscaped)\" "
                + "transform=\"translate(\(n(origin.x)) \(n(origin.y)))\" clip-path=\"url(#clip\(index))\">\n" + picture.body + "</g>\n"
        }
        out += arrows()
        return out + "</svg>\n"
    }

    /// Segues and relationships between scenes, and the initial-controller arrow.
    private func arrows() -> String {
        var out = ""
        let sceneOfController = Dictionary(scenes.compactMap { scene in scene.controllerID.map { ($0, scene) } },
                                           uniquingKeysWith: { first, _ in first })
        let sceneByID = Dictionary(scenes.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for connection in document.connections where connection.kind == .segue {
            guard let from = document.object(connection.sourceID)?.sceneID.flatMap({ sceneByID[$0] }),
                  let destination = connection.destinationID,
                  let to = sceneOfController[destination] ?? document.object(destination)?.sceneID.flatMap({ sceneByID[$0] }),
                  from.id != to.id else { continue }
            var label = connection.relationship.map { "relationship \($0)" } ?? "segue \(connection.segueKind ?? "?")"
            if let identifier = connection.identifier { label += " \"\(identifier)\"" }
            let start = Self.edgePoint(of: from.frame, towards: center(to.frame))
            let end = Self.edgePoint(of: to.frame, towards: center(from.frame))
            out += "<g class=\"segue\" data-id=\"\(connection.id.xmlEscaped)\"><title>\(label.xmlEscaped) (\(connection.id.xmlEscaped))</title>"
                + "<line x1=\"\(n(start.x))\" y1=\"\(n(start.y))\" x2=\"\(n(end.x))\" y2=\"\(n(end.y))\" stroke=\"#6c71c4\" stroke-width=\"3\" marker-end=\"url(#arrow)\"/>"
                // Scenes close together leave a label wider than its arrow: a halo of the canvas
                // colour keeps it readable over the scenes it crosses.
                + "<text x=\"\(n((start.x + end.x) / 2))\" y=\"\(n((start.y + end.y) / 2 - 8))\" font-size=\"16\" fill=\"#4b4f8c\" "
                + "stroke=\"#eef0f2\" stroke-width=\"4\" paint-order=\"stroke\" "
                + "text-anchor=\"middle\">\(label.xmlEscaped)</text></g>\n"
        }
        if let initial = document.initialViewControllerID, let scene = sceneOfController[initial] {
            let y = scene.frame.y + scene.frame.height / 2
            out += "<g class=\"initial\" data-id=\"\(initial.xmlEscaped)\"><title>initial view controller</title>"
                + "<line x1=\"\(n(scene.frame.x - 110))\" y1=\"\(n(y))\" x2=\"\(n(scene.frame.x - 4))\" y2=\"\(n(y))\" stroke=\"#2e9e44\" "
                + "stroke-width=\"5\" marker-end=\"url(#arrow)\"/>"
                + "<text x=\"\(n(scene.frame.x - 110))\" y=\"\(n(y - 10))\" font-size=\"16\" fill=\"#2e9e44\">initial</text></g>\n"
        }
        return out
    }

    private func center(_ frame: Rect) -> (x: Double, y: Double) { (frame.x + frame.width / 2, frame.y + frame.height / 2) }

    /// Where the line from a frame's centre towards `point` leaves the frame.
    static func edgePoint(of frame: Rect, towards point: (x: Double, y: Double)) -> (x: Double, y: Double) {
        let center = (x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
        let dx = point.x - center.x, dy = point.y - center.y
        guard dx != 0 || dy != 0 else { return center }
        let scaleX = dx == 0 ? Double.infinity : (frame.width / 2) / abs(dx)
        let scaleY = dy == 0 ? Double.infinity : (frame.height / 2) / abs(dy)
        let t = min(scaleX, scaleY, 1)
        return (center.x + dx * t, center.y + dy * t)
    }

    /// A scene's picture: its root view solved (as written when it cannot be), a box for a
    /// controller without a view, or a box naming a storyboard reference's target.
    static func wireframe(of scene: IBScene, in document: IBDocument, variant: Variant) -> Wireframe {
        let title = scene.title ?? scene.controllerID.map { document.naming.name(of: $0) } ?? scene.sceneID
        guard let controllerID = scene.controllerID, let controller = document.object(controllerID) else {
            return placeholder(title: title, id: scene.sceneID, label: "empty scene", size: controllerSize)
        }
        if let reference = document.storyboardReferences.first(where: { $0.objectID == controllerID }) {
            let target = (reference.storyboardName.map { "\($0).storyboard" } ?? "this storyboard")
                + (reference.referencedIdentifier.map { " → \($0)" } ?? " → initial controller")
            return placeholder(title: title, id: controllerID, label: target, size: referenceSize)
        }
        // The controller's own view (`key="view"`); a navigation or tab bar controller has only
        // its bar, and is drawn as a box.
        if let root = document.rootViewIDs.first(where: { document.object($0).map { $0.parentID == controllerID && $0.key == "view" } ?? false }) {
            let solved = Wireframe.solved(document, layout: LayoutAnalyzer.layout(document, rootViewID: root, variant: variant))
            if var wireframe = solved ?? Wireframe.written(document, rootViewID: root) {
                wireframe.title = title
                return wireframe
            }
        }
        return placeholder(title: title, id: controllerID, label: [controller.element, controller.customClass].compactMap { $0 }.joined(separator: " "),
                           size: controllerSize)
    }

    private static func placeholder(title: String, id: String, label: String, size: Size) -> Wireframe {
        var box = Wireframe.Box(id: id, label: label, frame: Rect(x: 0, y: 0, width: size.width, height: size.height), depth: 0)
        box.appearance.text = label
        return Wireframe(title: title, size: size, boxes: [box])
    }

    /// `<point key="canvasLocation" x y/>`: where the canvas puts the scene's centre.
    static func canvasLocation(of scene: IBScene, in document: IBDocument) -> (x: Double, y: Double)? {
        guard let point = document.tree.child(of: scene.node, named: "point", key: "canvasLocation"),
              let x = document.tree[point][attribute: "x"].flatMap(Double.init),
              let y = document.tree[point][attribute: "y"].flatMap(Double.init) else { return nil }
        return (x, y)
    }

    private func n(_ value: Double) -> String { formatNumber((value * 100).rounded() / 100) }
}
