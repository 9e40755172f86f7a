import NibLocalization
import NibModel

/// The texts of a Base document that no one sees as written, so that a language whose table
/// lacks them loses nothing (`localization-missing-key`): what code fills through an outlet
/// (IB's "Label" and "Button"), the menu bar's titles it replaces with the app's name, an image
/// bar button item's "Item", the items of a pop-up button whose menu outlet replaces them, the
/// labels a prototype cell's style gives it, and what a Cocoa binding sets. Each reason below
/// says its evidence. Made once per document
/// with translations: the outlets, bindings and menus are looked up once.
struct TextsNeverShown {
    private let document: IBDocument
    private let heldThroughOutlets: Set<String>
    private let replacedMenus: Set<String>
    private let bound: [String: Bool]
    private let prototypeRowLabels: Set<String>

    init(_ document: IBDocument) {
        self.document = document
        heldThroughOutlets = Self.heldThroughOutlets(in: document)
        replacedMenus = Self.replacedPopUpMenus(in: document)
        bound = Self.boundTexts(in: document)
        prototypeRowLabels = Self.prototypeRowLabels(in: document)
    }

    /// Whether the Base document's `string` never shows as written.
    func contains(_ string: LocalizableString) -> Bool {
        (Self.newObjectTexts.contains(string.value) && heldThroughOutlets.contains(string.objectID))
            || (string.property == "title" && Self.isMenuBarTitleNeverShown(string.objectID, in: document))
            || (string.value == "Item" && Self.showsImage(string.objectID, in: document))
            || (document.object(string.objectID)?.parentID.map(replacedMenus.contains) ?? false)
            || Self.isFilledByBinding(string.objectID, bound: bound, in: document)
            || (Self.cellStyleTexts.contains(string.value) && prototypeRowLabels.contains(string.objectID))
            || document.object(string.objectID).map { Self.isDataCell($0, in: document) } == true
    }

    /// Whether an object is a table column's text data cell (`<textFieldCell key="dataCell">`),
    /// the prototype a cell-based NSTableView draws every row of the column with, each row's
    /// value set in place of its text (`NSTableColumn.dataCell`): its own text never shows. The
    /// corpus's tables hold 267 entries for data cells, 244 of them IB's "Text Cell" kept as
    /// written; a first run's old tables kept sample texts ("Redwood City", "9"). A check box
    /// data cell is not one: a row's value sets its state, and its title shows in every row.
    static func isDataCell(_ object: IBObject, in document: IBDocument) -> Bool {
        object.element == "textFieldCell" && document.tree[object.node][known: .key] == "dataCell"
    }

    /// The texts Interface Builder gives the labels of a table view cell's style ("Title",
    /// "Subtitle", "Detail"). In a prototype cell, which every row of a dynamic table is made
    /// from, code fills them per row: left as written, every row would show "Title" (a first
    /// run: 66 notes in one app). Translators translate them as often as any text (the corpus's
    /// tables: 8 of 18 entries; first-run apps': 223 of 355), so static cells' stay reported.
    private static let cellStyleTexts: Set<String> = ["Title", "Subtitle", "Detail"]

    /// The labels of its style (`textLabel`, `detailTextLabel`) of each prototype cell: a
    /// storyboard table's cells in `<prototypes>`, and a xib's cells outside any table (a cell
    /// nib a table registers).
    private static func prototypeRowLabels(in document: IBDocument) -> Set<String> {
        var result = Set<String>()
        let tree = document.tree
        for cell in document.objects where cell.element == "tableViewCell" {
            guard let container = tree[cell.node].parent, tree[container].name == "prototypes" || cell.parentID == nil else { continue }
            for role in ["textLabel", "detailTextLabel"] {
                if let label = tree[cell.node].attribute(notKnown: role) { result.insert(label) }
            }
        }
        return result
    }

    /// The texts Interface Builder gives a new label and button, which code fills when it holds
    /// the object through an outlet: of the corpus's 54 table entries for "Label", 52 are of
    /// such labels (a label that shows "Label" is one no one finished), and of its 28 for an
    /// outlet's "Button", 21 keep it as written. Left out there only (a first run: 9 notes
    /// for one such label in nine languages, its text set in `viewDidLoad`).
    private static let newObjectTexts: Set<String> = ["Label", "Button"]

    /// Whether an object's title is one the menu bar never shows: the main menu's own
    /// (`systemMenu="main"`), and the application menu's and its item's (`systemMenu="apple"`),
    /// where the menu bar shows the app's name whatever the title says (a first run: 11 notes
    /// in two apps; Xcode's own String Catalog extraction leaves the main menu's title out).
    private static func isMenuBarTitleNeverShown(_ objectID: String, in document: IBDocument) -> Bool {
        guard document.platform == .macOS, let object = document.object(objectID) else { return false }
        let tree = document.tree
        func systemMenu(_ node: NodeIndex) -> String? { tree[node].attribute(notKnown: "systemMenu") }
        switch object.element {
        case "menu": return ["main", "apple"].contains(systemMenu(object.node))
        case "menuItem": return tree.child(of: object.node, named: "menu", key: "submenu").map { systemMenu($0) == "apple" } ?? false
        default: return false
        }
    }

    /// Bindings that set what an object shows in place of its written texts, by object: its title
    /// (`title`, a display pattern), a text control's value (its text: a check box's value is its
    /// state, and its title shows), or the items of its menu (`content`, `contentValues`,
    /// `contentObjects`), which a pop-up button makes from the bound values (Cocoa Bindings; a
    /// first run: 67 notes in two apps for texts a binding replaces).
    private static let textBindings: Set<String> = ["title", "displayPatternValue1", "displayPatternTitle1"]
    private static let contentBindings: Set<String> = ["content", "contentValues", "contentObjects"]
    private static let textControls: Set<String> = ["textField", "secureTextField", "searchField", "tokenField", "comboBox", "textView"]

    /// The objects with such bindings, and whether the binding replaces their menu's items.
    private static func boundTexts(in document: IBDocument) -> [String: Bool] {
        var result: [String: Bool] = [:]
        for connection in document.connections where connection.kind == .binding {
            guard let name = connection.bindingName else { continue }
            let element = document.object(connection.sourceID)?.element
            let replacesText = textBindings.contains(name) || (name == "value" && element.map(textControls.contains) == true)
            // A pop-up button's: a table view's bound content fills its rows, and its columns'
            // header titles still show (first tried for any content binding: it took a corpus
            // app's column headers).
            if contentBindings.contains(name), element == "popUpButton" { result[connection.sourceID] = true }
            else if replacesText, result[connection.sourceID] == nil { result[connection.sourceID] = false }
        }
        return result
    }

    /// Whether a binding sets what an object's text shows: a bound control's own text or its
    /// cell's, or an item (or the cell) of a pop-up button whose content is bound.
    private static func isFilledByBinding(_ objectID: String, bound: [String: Bool], in document: IBDocument) -> Bool {
        // A binding's own placeholders show when its value is nil or many: they stay.
        guard !bound.isEmpty, document.object(objectID)?.element != "binding" else { return false }
        var ancestors: [String] = [objectID]
        var current = document.object(objectID)?.parentID
        while let id = current, ancestors.count < 4 {
            ancestors.append(id)
            current = document.object(id)?.parentID
        }
        // The object itself or the control of its cell, whatever the binding; further up, a
        // content binding (item → menu → cell → pop-up button).
        return ancestors.enumerated().contains { depth, id in
            guard let replacesItems = bound[id] else { return false }
            return depth <= 1 || replacesItems
        }
    }

    /// The menus of pop-up buttons whose `menu` outlet connects another menu: loading the nib
    /// sets that menu in its place, so its items never show (a first run: 10 notes for one
    /// pop-up's two placeholder items in five languages).
    private static func replacedPopUpMenus(in document: IBDocument) -> Set<String> {
        var result = Set<String>()
        for connection in document.connections where connection.kind == .outlet && connection.property == "menu" {
            guard let popUp = document.object(connection.sourceID), popUp.element == "popUpButton" else { continue }
            let tree = document.tree
            guard let cell = tree.child(of: popUp.node, key: "cell"), let menu = tree.child(of: cell, named: "menu", key: "menu"),
                  let menuID = tree[menu].attribute(notKnown: "id"), menuID != connection.destinationID else { continue }
            result.insert(menuID)
        }
        return result
    }

    /// Whether an object is a bar button item that shows an image, whose title, IB's "Item"
    /// when never typed, the bar does not show (a first run: 2 notes; the corpus writes 4 such
    /// items).
    private static func showsImage(_ objectID: String, in document: IBDocument) -> Bool {
        guard let object = document.object(objectID), object.element == "barButtonItem" else { return false }
        let tree = document.tree
        return tree[object.node].attribute(notKnown: "image") != nil || tree.child(of: object.node, named: "imageReference", key: "image") != nil
    }

    /// The objects code holds through outlets, and the cells of such controls (a macOS text
    /// field's text is its cell's title).
    private static func heldThroughOutlets(in document: IBDocument) -> Set<String> {
        var held = Set(document.connections.filter { $0.kind == .outlet || $0.kind == .outletCollection }.compactMap(\.destinationID))
        for object in document.objects where object.parentID.map(held.contains) == true && object.element.hasSuffix("Cell") {
            held.insert(object.id)
        }
        return held
    }
}
