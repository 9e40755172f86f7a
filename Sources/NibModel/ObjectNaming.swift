import CLibXML2

/// How every NibKit output names an object (lint messages, textconv, diff, render): as
/// Interface Builder's outline does. Its user label, else the outlet property that points at
/// it, else its text or title (quoted, shortened), else its class (custom class, or the
/// element: `label`, `view`); with the id added where two objects of the document would
/// otherwise read alike: `titleLabel`, `"Comic Title"`, `ComicView`, `view (lRv-Vc-7gb)`.
public struct ObjectNaming: Sendable {
    /// Which other objects an object must read apart from: where its id is added.
    public enum IDs: Sendable {
        /// Any object of the document that reads alike (findings, diffs, pictures).
        case whereAlikeInDocument
        /// An object of the same group that reads alike: its scene, in a xib its top-level
        /// object. An outline written group by group (textconv) needs no more, and its other
        /// lines stay the same when ids are regenerated.
        case whereAlikeInGroup
    }

    /// The longest text shown before it is cut with `…`.
    public static let textLength = 24

    private let document: IBDocument
    private let tables: Tables
    private var outletNames: [String: String] { tables.outletNames }

    /// What naming needs to know of the whole document, computed once per document.
    struct Tables: Sendable {
        /// Outlet property names by destination id, the first outlet in the document first.
        let outletNames: [String: String]
        /// How many objects read as each name without an id.
        let nameCounts: [String: Int]
        /// How many objects of one group (`IDs.whereAlikeInGroup`) read as each name, by group and name.
        let groupNameCounts: [GroupName: Int]
        /// The group of each object.
        let groups: [String: String]

        struct GroupName: Hashable, Sendable {
            let group: String
            let name: String
        }

        init(_ document: IBDocument) {
            // Outlets to views and objects name them; outlets to a controller or a placeholder
            // (a table view's `dataSource`, `delegate`) say what it does for another object, and
            // so do the frameworks' own relationship outlets wherever they lead (a first run
            // named a text field `nextKeyView` and an app delegate `delegate`).
            var outlets: [String: String] = [:]
            for connection in document.connections where connection.kind == .outlet || connection.kind == .outletCollection {
                guard let destination = connection.destinationID, let property = connection.property, outlets[destination] == nil,
                      !ObjectNaming.relationshipOutlets.contains(property),
                      let role = document.object(destination)?.role else { continue }
                switch role {
                case .controller, .placeholder: continue
                default: outlets[destination] = property
                }
            }
            outletNames = outlets
            var counts: [String: Int] = [:]
            var groupCounts: [GroupName: Int] = [:]
            var groups: [String: String] = [:]
            for object in document.objects where object.role != .constraint && object.role != .connection {
                let name = ObjectNaming.plainName(object, document: document, outlets: outlets)
                counts[name, default: 0] += 1
                // Parents come before their children in `objects`: a parent's group is known.
                let group = object.sceneID ?? object.parentID.flatMap { groups[$0] } ?? object.id
                groups[object.id] = group
                groupCounts[GroupName(group: group, name: name), default: 0] += 1
            }
            nameCounts = counts
            groupNameCounts = groupCounts
            self.groups = groups
        }
    }

    init(document: IBDocument, tables: Tables) {
        self.document = document
        self.tables = tables
    }

    /// The user label, outlet or text alone, or nil when the object has none of them.
    public func readableName(of id: String) -> String? {
        document.object(id).flatMap { Self.readableName($0, document: document, outlets: outletNames) }
    }

    /// The name, with the id when another object reads alike (`titleLabel`, `view (lRv-Vc-7gb)`);
    /// `ids` says which other objects count.
    public func name(of id: String, ids: IDs = .whereAlikeInDocument) -> String {
        guard let object = document.object(id) else { return "<missing \(id)>" }
        let plain = Self.plainName(object, document: document, outlets: outletNames)
        return readsAlike(id, plain, ids) ? "\(plain) (\(id))" : plain
    }

    /// The name without the outlets that point at the object, with its id: its user label or
    /// text, else its class or element (`menuItem "Unchanged" (aBc-12-xyZ)`). For a message
    /// about an outlet, where the outlet's own name would name its destination after itself.
    public func nameWithoutOutlets(of id: String) -> String {
        guard let object = document.object(id) else { return "<missing \(id)>" }
        let own = Self.readableName(object, document: document, outlets: [:])
        return (own.map { "\(object.element) \($0)" } ?? Self.plainName(object, document: document, outlets: [:])) + " (\(id))"
    }

    /// The user label, outlet or text, with the id when another object reads alike; nil when
    /// the object has none of them and needs no id (what an outline's line adds to the element).
    public func distinguishingName(of id: String, ids: IDs) -> String? {
        guard let object = document.object(id) else { return nil }
        let readable = Self.readableName(object, document: document, outlets: outletNames)
        guard readsAlike(id, Self.plainName(object, document: document, outlets: outletNames), ids) else { return readable }
        return (readable.map { $0 + " " } ?? "") + "(\(id))"
    }

    private func readsAlike(_ id: String, _ plain: String, _ ids: IDs) -> Bool {
        switch ids {
        case .whereAlikeInDocument:
            return tables.nameCounts[plain, default: 0] > 1
        case .whereAlikeInGroup:
            guard let group = tables.groups[id] else { return false }
            return tables.groupNameCounts[Tables.GroupName(group: group, name: plain), default: 0] > 1
        }
    }

    /// The item of a constraint as it reads in a formula: a layout guide by its kind, and the
    /// view holding a constraint between two items, when nothing else names it and it is the
    /// other item's superview (or the owner of the other item, a layout guide), `superview`. A
    /// holder further up is named (a first run: a constraint to a view's grandparent read
    /// `superview.leadingMargin` in a conflict where "superview" also named the parent).
    public func constraintItem(_ id: String, of constraint: IBConstraint, ids: IDs = .whereAlikeInDocument) -> String {
        guard let object = document.object(id) else { return "<missing \(id)>" }
        if case .layoutGuide(let kind) = object.role { return "\(kind)" }
        if id == constraint.holderID, let otherID = id == constraint.firstItemID ? constraint.secondItemID : constraint.firstItemID,
           let other = document.object(otherID), other.superviewID == id || (other.isLayoutGuide && other.parentID == id),
           readableName(of: id) == nil, object.customClass == nil {
            return "superview"
        }
        return name(of: id, ids: ids)
    }

    /// A constraint in words: `titleLabel.top == "Author".bottom + 4 @750`.
    public func formula(_ constraint: IBConstraint, ids: IDs = .whereAlikeInDocument) -> String {
        IBConstraint.words(
            first: constraintItem(constraint.firstItemID, of: constraint, ids: ids),
            constraint.firstAttribute, constraint.relation,
            second: constraint.secondItemID.map { constraintItem($0, of: constraint, ids: ids) },
            constraint.secondAttribute,
            multiplier: constraint.multiplier, constant: constraint.constant, priority: constraint.priority)
    }

    /// A connection in words: `outlet titleLabel → label "Comic Title"`, `segue show
    /// "showComicDetail" → ComicDetailViewController`; with `destinationID`, the destination's
    /// id follows it (the connection's own id is not the destination's).
    public func describe(_ connection: IBConnection, destinationID: Bool = false) -> String {
        document.describe(connection) { destinationName(of: $0, withID: destinationID) }
    }

    /// What a connection points at, by what it is and shows (its element, then its label, text
    /// or class; not the outlet being described): `label "Comic Title"`, `imageView`.
    public func destinationName(of id: String, withID: Bool = false) -> String {
        guard let object = document.object(id) else { return "<missing \(id)>" }
        let shown = object.userLabel ?? Self.text(of: object, in: document).map { "\"\(Self.shortened($0))\"" } ?? object.customClass
        let name = [object.element, shown].compactMap { $0 }.joined(separator: " ")
        return withID ? "\(name) (\(id))" : name
    }

    fileprivate static func plainName(_ object: IBObject, document: IBDocument, outlets: [String: String]) -> String {
        if case .layoutGuide(let kind) = object.role { return "\(kind)" }
        if case .placeholder(let role) = object.role, role == .filesOwner {
            return "File's Owner" + (object.customClass.map { " \($0)" } ?? "")
        }
        return readableName(object, document: document, outlets: outlets) ?? object.customClass ?? object.element
    }

    private static func readableName(_ object: IBObject, document: IBDocument, outlets: [String: String]) -> String? {
        if let label = object.userLabel { return label }
        if let outlet = outlets[object.id] { return outlet }
        return text(of: object, in: document).map { "\"\(shortened($0))\"" }
    }

    /// The text or title the object shows (a label's text, a button's title, a field's
    /// placeholder), whole; nil when it shows none.
    public func shownText(of id: String) -> String? {
        document.object(id).flatMap { Self.text(of: $0, in: document) }
    }

    /// The text or title an object shows: its own attribute, its text string, its cell's
    /// title (AppKit) or its normal state's title (UIKit buttons).
    static func text(of object: IBObject, in document: IBDocument) -> String? {
        let tree = document.tree
        // `text` and `title` are no `KnownAttribute`: read by name without hashing it first.
        func title(_ node: NodeIndex) -> String? {
            if let text = tree[node].attribute(notKnown: "text"), !text.isEmpty { return text }
            if let text = tree[node].attribute(notKnown: "title"), !text.isEmpty { return text }
            if let text = tree[node][known: .placeholder], !text.isEmpty { return text }
            return nil
        }
        if let text = title(object.node) { return text }
        if let string = tree.child(of: object.node, named: "string", key: "text") {
            let text = tree.string(of: string)
            if !text.isEmpty { return text }
        }
        if let cell = tree.child(of: object.node, key: "cell"), let text = title(cell) { return text }
        if let state = tree.child(of: object.node, named: "state", key: "normal"), let text = title(state) { return text }
        return nil
    }

    /// The text on one line, cut to `textLength` characters with `…`.
    static func shortened(_ text: String) -> String {
        // Printable ASCII (most texts) is its own line and counts its bytes: splitting it by
        // Characters was half the cost of naming a document's objects.
        let isPrintableASCII = text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
        let line = isPrintableASCII ? text : text.split(whereSeparator: \.isNewline).joined(separator: " ")
        guard (isPrintableASCII ? text.utf8.count : line.count) > textLength else { return line }
        return String(line.prefix(textLength - 1)).trimming(while: \.isWhitespace) + "…"
    }
}

extension ObjectNaming {
    /// UIKit's and AppKit's outlets that say what an object does for another, not what it is:
    /// the most connected in the corpus after `view` (`delegate` 1,700, `dataSource` 718,
    /// `nextKeyView` 423, `menu` 80, `initialFirstResponder` 51).
    static let relationshipOutlets: Set<String> = ["delegate", "dataSource", "nextKeyView", "initialFirstResponder", "menu"]

    /// A class name with its indefinite article, as it is read aloud: "an NSPopUpButtonCell"
    /// (an initialism is spelled, "en-es"), "a UILabel" ("you-eye"), "an ImageView",
    /// "a MyCell".
    public static func withArticle(_ className: String) -> String {
        let letters = Array(className.prefix(2))
        guard let first = letters.first else { return className }
        let isInitialism = letters.count == 2 && letters.allSatisfy(\.isUppercase)
        let soundsLikeAVowel = isInitialism ? "AEFHILMNORSX".contains(first) : "AEIOUaeiou".contains(first)
        return (soundsLikeAVowel ? "an " : "a ") + className
    }
}

extension IBDocument {
    /// The naming of this document's objects (its tables built once, on first use).
    public var naming: ObjectNaming { ObjectNaming(document: self, tables: namingCache.tables(of: self)) }
}

/// A document's naming tables, built when a name is first asked for (most documents read are
/// never named: a clean lint run names nothing). Holds no reference to the document.
final class NamingCache: @unchecked Sendable {
    // Invariant: `tables` is read and written only with `lock` held.
    private let lock = xmlNewMutex()
    private var tables: ObjectNaming.Tables?

    func tables(of document: IBDocument) -> ObjectNaming.Tables {
        xmlMutexLock(lock)
        defer { xmlMutexUnlock(lock) }
        if let tables { return tables }
        let built = ObjectNaming.Tables(document)
        tables = built
        return built
    }

    deinit { xmlFreeMutex(lock) }
}
