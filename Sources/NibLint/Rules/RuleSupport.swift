import NibModel

extension IBDocument {
    /// Where the `<document>` element starts: the place of document-wide findings.
    var rootLocation: SourceLocation { location(of: tree.root) }

    /// The first child of `<document>` with this element name (`device`, `resources`…).
    func topLevelElement(_ name: String) -> NodeIndex? { tree.child(of: tree.root, named: name) }

    /// An attribute of an object's element as written.
    func attribute(_ name: String, of object: IBObject) -> String? { tree[object.node][attribute: name] }

    /// Controllers of storyboard scenes, in order (storyboard references excluded).
    var sceneControllers: [IBObject] {
        scenes.compactMap { $0.controllerID.flatMap(object) }.filter { $0.role == .controller }
    }
}

extension LintFile {
    /// The document's `displayName` of an object (`ComicView (dCv-Cm-8uf)`).
    func name(_ object: IBObject) -> String { document.displayName(of: object.id) }
}

/// A rule with no options.
public protocol OptionlessRule: Rule {
    init()
}

extension OptionlessRule {
    /// A rule without options ignores the (empty) options it is given.
    public init(options: RuleOptions) throws(ConfigurationError) { self.init() }
}
