import NibKit

struct RenderCommand: Command {
    static let name = "render"
    static let abstract = "Draw a storyboard's map, or the solved layout of a view, as SVG."
    static let help = """
    USAGE: nibcheck render FILE [--scene ID | --all] [--variant KEY] [-o OUT.svg]

    A storyboard is drawn as its canvas shows it: every scene at its canvas location as its
    solved wireframe, segues and relationships as labelled arrows, the initial-controller
    arrow, storyboard references as boxes naming their target. Each scene and segue carries
    its id (id="scene-ID", data-id="ID"). A xib, or one scene with --scene, is drawn large.

    Views are labelled rectangles showing their text (labels, buttons, fields), image views
    crossed, background colours filled, nesting shaded; ambiguous views hatched, misplaced
    views at both frames (solved solid, as written dashed), views in conflicting constraints
    red with the conflict written below. A view the solve gives a negative size is drawn at
    its written frame, and the picture says so.

    OPTIONS:
      --scene ID         The root to draw: a storyboard sceneID, a controller id or a view id.
                         Default: the storyboard's map, or a xib's first root view.
      --all              Every root view, side by side.
      --variant KEY      A size-class configuration as the document or a lint finding names it
                         (heightClass=compact, heightClass=regular-widthClass=compact…).
                         `default` is the base (Any/Any) configuration. Default: the one
                         Interface Builder's canvas shows for the document's "View as"
                         device, which its frames are written for: the base configuration
                         unless a size-class variation applies to that device (an iPad
                         canvas with a regular-regular variation, say).
      -o, --output FILE  Write the SVG to FILE (default: standard output).
      --max-file-size N  Refuse files larger than N bytes (default 64 MiB).

    EXAMPLES:
      nibcheck render Fixtures/ComicApp/ComicView.xib -o comic.svg
      nibcheck render Main.storyboard -o map.svg
      nibcheck render Main.storyboard --scene Sn2-dT-3vu -o detail.svg
      nibcheck render TwoPane.storyboard --all --variant heightClass=compact -o panes.svg

    EXIT STATUS:
      0 drawn; 1 the document cannot be read; 2 usage error (unknown scene or variant).
    """

    static func run(_ arguments: inout Arguments) throws -> ExitStatus {
        let all = arguments.flag("--all")
        let scene = try arguments.option("--scene")
        let variantKey = try arguments.option("--variant")
        let output = try arguments.option("-o", "--output")
        let options = try readOptions(&arguments)
        let files = try arguments.positionals()
        guard files.count == 1 else { throw UsageError("render takes exactly one FILE") }
        guard !(all && scene != nil) else { throw UsageError("--scene and --all exclude each other") }
        guard let document = readDocumentReportingError(files[0], options: options) else { return .findings }
        // The canvas's configuration, or one the document writes or lint judges it in (a finding's
        // `[in heightClass=regular-widthClass=compact]`), which no variation need name.
        let canvas = LayoutAnalyzer.canvasVariant(of: document)
        let variant = variantKey.map(Variant.init(key:)) ?? canvas
        var known: [Variant] = []
        for candidate in [Variant.base, canvas] + document.variants + LayoutAnalyzer.configurations(of: document) where !known.contains(candidate) {
            known.append(candidate)
        }
        guard known.contains(variant) else {
            throw UsageError("no variant '\(variant.key)' in \(files[0]) (\(known.map(\.key).joined(separator: ", ")))")
        }
        if scene == nil, !all, !document.scenes.isEmpty {
            let map = StoryboardMap(document, variant: variant).render()
            if let output { try writeFile(output, map) } else { Console.out(map) }
            return .success
        }
        let roots = all ? document.rootViewIDs : [try root(named: scene, in: document)]
        let wireframes = roots.compactMap { root in
            Wireframe.solved(document, layout: LayoutAnalyzer.layout(document, rootViewID: root, variant: variant))
                ?? Wireframe.written(document, rootViewID: root)
        }
        guard !wireframes.isEmpty else { throw UsageError("\(files[0]) has no root view to draw") }
        let svg = SVGRenderer().render(sheet: wireframes)
        if let output { try writeFile(output, svg) } else { Console.out(svg) }
        return .success
    }

    /// The root view `--scene` names (a scene, a controller or a view), or the first root.
    static func root(named name: String?, in document: IBDocument) throws -> String {
        guard let name else {
            guard let first = document.rootViewIDs.first else { throw UsageError("\(document.path) has no root view to draw") }
            return first
        }
        let controllerID = document.scenes.first { $0.sceneID == name }?.controllerID ?? name
        let roots = document.rootViewIDs
        if roots.contains(name) { return name }
        if let root = roots.first(where: { document.object($0)?.parentID == controllerID }) { return root }
        if let view = document.object(name), view.isView, let root = roots.first(where: { isAncestor($0, of: view.id, in: document) }) {
            return root
        }
        let scenes = document.scenes.filter { scene in roots.contains { document.object($0)?.parentID == scene.controllerID } }
        // The valid ones: a storyboard's scenes, a xib's root views (each with what names it).
        let valid = !scenes.isEmpty ? " (scenes: " + scenes.map { scene in
            scene.sceneID + (scene.title.map { " \"\($0)\"" } ?? "")
        }.joined(separator: ", ") + ")"
            : roots.isEmpty ? "" : " (root views: " + roots.map { id in
                let object = document.object(id)
                return [id, document.naming.readableName(of: id) ?? object?.customClass ?? object?.element].compactMap { $0 }.joined(separator: " ")
            }.joined(separator: ", ") + ")"
        throw UsageError("no scene, controller or view '\(name)' with a root view in \(document.path)\(valid)")
    }

    static func isAncestor(_ ancestor: String, of id: String, in document: IBDocument) -> Bool {
        var current: String? = id
        var seen = Set<String>()
        while let next = current, seen.insert(next).inserted {
            if next == ancestor { return true }
            current = document.object(next)?.superviewID
        }
        return false
    }
}
