import NibModel

/// Names objects the way people know them in one document: `label "Author" (aTh-Lb-9pe)`,
/// `view ComicView (lCv-Cm-3rw)`, `imageView coverImageView (cVr-Im-7aQ)`.
///
/// The readable part is, in order of preference: the Xcode label (`userLabel`), the custom
/// class, the name of an outlet that points at the object, its text or title, its key.
struct ObjectNames {
    let document: IBDocument
    /// Outlet property names by destination id, first outlet first.
    let outletNames: [String: [String]]

    init(_ document: IBDocument) {
        self.document = document
        var names: [String: [String]] = [:]
        for connection in document.connections where connection.kind == .outlet || connection.kind == .outletCollection {
            if let destination = connection.destinationID, let property = connection.property {
                names[destination, default: []].append(property)
            }
        }
        outletNames = names
    }

    /// The readable part alone (no id), or nil when the object has none. `outletFirst: false`
    /// prefers the object's text to the outlet name (to name an outlet's destination).
    func readableName(of id: String, outletFirst: Bool = true) -> String? {
        guard let object = document.object(id) else { return nil }
        if let label = object.userLabel { return "\"\(label)\"" }
        if let customClass = object.customClass { return customClass }
        if outletFirst, let outlet = outletNames[id]?.first { return outlet }
        if let text = text(of: object) { return "\"\(text)\"" }
        if let outlet = outletNames[id]?.first { return outlet }
        return object.key.map { "[\($0)]" }
    }

    /// The text or title an object shows, if any.
    private func text(of object: IBObject) -> String? {
        let node = document.tree[object.node]
        for attribute in ["text", "title", "placeholder", "image"] {
            if let text = node[attribute: attribute], !text.isEmpty { return text }
        }
        if let string = document.tree.child(of: object.node, named: "string", key: "text") {
            let text = document.tree.text(of: string)
            if !text.isEmpty { return text }
        }
        return nil
    }

    /// `element readable (id)`.
    func name(of id: String) -> String {
        guard let object = document.object(id) else { return "<missing \(id)>" }
        if case .layoutGuide(let kind) = object.role { return "\(kind) (\(id))" }
        if case .placeholder(let role) = object.role, role == .filesOwner {
            return "File's Owner" + (object.customClass.map { " \($0)" } ?? "") + " (\(id))"
        }
        return [object.element, readableName(of: id), "(\(id))"].compactMap { $0 }.joined(separator: " ")
    }

    /// The item of a constraint as it reads in a formula: `Author`, `superview`, `safeArea`.
    func constraintItem(_ id: String, holder: String) -> String {
        guard let object = document.object(id) else { return "<missing \(id)>" }
        if case .layoutGuide(let kind) = object.role { return "\(kind)" }
        if let readable = readableName(of: id) { return readable }
        if id == holder { return "superview" }
        return "\(object.element)(\(id))"
    }

    /// A constraint in words: `"Author".top == "Comic Title".bottom + 4 @750`.
    func formula(_ constraint: IBConstraint) -> String {
        IBConstraint.words(
            first: constraintItem(constraint.firstItemID, holder: constraint.holderID),
            constraint.firstAttribute, constraint.relation,
            second: constraint.secondItemID.map { constraintItem($0, holder: constraint.holderID) },
            constraint.secondAttribute, multiplier: constraint.multiplier, constant: constraint.constant,
            priority: constraint.priority)
    }

    /// A connection in words: `outlet titleLabel → "Comic Title"`, `segue show
    /// "showComicDetail" → ComicDetailViewController`. With `destinationID`, the destination's
    /// id follows its name (`→ label "Author" (aTh-Lb-9pe)`): the connection's own id is not
    /// the destination's, and a message that shows one id must show the destination's.
    func describe(_ connection: IBConnection, destinationID: Bool = false) -> String {
        document.describe(connection) { id in
            guard let object = document.object(id) else { return "<missing \(id)>" }
            let name = [object.element, readableName(of: id, outletFirst: false)].compactMap { $0 }.joined(separator: " ")
            return destinationID ? "\(name) (\(id))" : name
        }
    }
}
