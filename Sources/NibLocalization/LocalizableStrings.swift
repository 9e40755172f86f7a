import NibModel

/// The localizable strings of a Base document, as `ibtool --generate-strings-file` lists them.
///
/// What is localizable, under which key and class, was learnt from the comments ibtool wrote into
/// the corpus's translation tables (Docs/localization.md has the figures): a property appears
/// when the document gives it a non-empty text (no entry of those tables has an empty base text).
public enum LocalizableStrings {
    /// Every localizable string of the document, sorted by key (the order ibtool writes them).
    public static func extract(from document: IBDocument) -> [LocalizableString] {
        var strings: [LocalizableString] = []
        // A constraint's `placeholder` says "remove at build time", not a text.
        for object in document.objects where object.hasSourceID && object.role != .constraint {
            Extraction(document: document, object: object).collect(into: &strings)
        }
        // ibtool sorts by key; a key given twice (a duplicate id) keeps its first entry. Each
        // key is built once, not per comparison; ASCII keys (nearly all) compare as Strings,
        // whose order is then their bytes', at once rather than byte by byte.
        let keys = strings.map(\.key)
        let isASCII = keys.allSatisfy { $0.utf8.allSatisfy { $0 < 0x80 } }
        let order = keys.indices.sorted { isASCII ? keys[$0] < keys[$1] : keys[$0].utf8.lexicographicallyPrecedes(keys[$1].utf8) }
        var seen = Set<String>()
        return order.filter { seen.insert(keys[$0]).inserted }.map { strings[$0] }
    }

    /// Attributes of an object's own element that hold localizable text, by the property name the
    /// key uses. `toolTip` is the exception: AppKit views and menu items shadow it
    /// (`ibShadowedToolTip`), toolbar items do not.
    static let textAttributes: [(attribute: String, property: String)] = [
        ("title", "title"), ("text", "text"), ("placeholder", "placeholder"),
        ("placeholderString", "placeholderString"), ("label", "label"), ("paletteLabel", "paletteLabel"),
        ("headerTitle", "headerTitle"), ("footerTitle", "footerTitle"), ("prompt", "prompt"),
        ("backButtonTitle", "backButtonTitle"), ("headerToolTip", "headerToolTip"),
        // A touch bar popover's label while collapsed: ibtool's own comments in a first-run
        // app's tables (`Class = "NSPopoverTouchBarItem"; collapsedRepresentationLabel = …`).
        ("collapsedRepresentationLabel", "collapsedRepresentationLabel"),
        // A button cell's title in its alternate state (`NSButtonCell.alternateTitle`): Xcode's
        // own String Catalog comments in a first-run app (`Class = "NSButtonCell";
        // alternateTitle = "Show"`).
        ("alternateTitle", "alternateTitle"),
        // A form cell's field text beside its title (`NSFormCell`): ibtool's own comments in a
        // first-run app's tables (`Class = "NSFormCell"; stringValue = "30"`, 33 entries; the
        // corpus has no form cell). Of 43 elements written with the attribute in 493 apps, all
        // are form cells.
        ("stringValue", "stringValue"),
    ]

    /// `textAttributes` with each attribute's `KnownAttribute` where it is one: read the way it
    /// is stored, without hashing its name for every object of every document.
    static let textAttributeReaders: [(attribute: String, property: String, known: KnownAttribute?)] =
        textAttributes.map { entry in (entry.attribute, entry.property, KnownAttribute.allCases.first { $0.name == entry.attribute }) }

    /// Elements with a `title` attribute that ibtool leaves out: a pop-up button cell's title is
    /// its selected menu item's, which has an entry of its own.
    static let untitledElements: Set<String> = ["popUpButtonCell"]

    /// `<state key="normal" title="…">` and its siblings: `normalTitle`, `selectedTitle`…
    static let buttonStates: Set<String> = ["normal", "highlighted", "selected", "disabled"]

    /// A binding's localizable options (`<string key="NSNullPlaceholder">`), by their key property.
    /// `NSDisplayName`, the name a search field's predicate binding shows in its search menu, is
    /// `ibShadowedDisplayName` in ibtool's own table of a first-run app (the corpus's tables have
    /// no such entry).
    static let bindingPlaceholders: [String: String] = [
        "NSNullPlaceholder": "ibShadowedIsNilPlaceholder",
        "NSNoSelectionPlaceholder": "ibShadowedNoSelectionPlaceholder",
        "NSMultipleValuesPlaceholder": "ibShadowedMultipleValuesPlaceholder",
        "NSNotApplicablePlaceholder": "ibShadowedNotApplicablePlaceholder",
        "NSDisplayPattern": "ibShadowedDisplayPattern",
        "NSDisplayName": "ibShadowedDisplayName",
    ]
}

/// The strings of one object: its own attributes and those of the id-less parts ibtool counts as
/// the object's (button states, a column's header cell, segments, accessibility).
private struct Extraction {
    let document: IBDocument
    let object: IBObject
    var tree: XMLTree { document.tree }

    func collect(into strings: inout [LocalizableString]) {
        let element = tree[object.node]
        let className = InterfaceBuilderClass.name(of: object.element, on: document.platform)
        // The comment for localizers: the object's own, which ibtool writes as the entry's
        // note; a cell's control's counts too for whether the text is to be translated.
        let note = localizerNote(of: object.node)
        let untranslated = (note.map(LocalizableString.marksNoTranslation) ?? false)
            || (element[known: .key] == "cell" && (element.parent.flatMap(localizerNote).map(LocalizableString.marksNoTranslation) ?? false))
        func add(_ property: String, _ value: String?, className: String = className) {
            guard let value, !value.isEmpty else { return }
            strings.append(LocalizableString(objectID: object.id, property: property, className: className,
                                             value: value, location: object.location, localizerNote: note,
                                             isMarkedNotToTranslate: untranslated))
        }
        // Most objects have no `<string key=…>` child: their children are not searched for one per attribute.
        let hasStrings = element.children.contains { tree[$0].name == "string" }
        for (attribute, property, known) in LocalizableStrings.textAttributeReaders {
            if attribute == "title", LocalizableStrings.untitledElements.contains(object.element) { continue }
            let value = known.map { element[known: $0] } ?? element.attribute(notKnown: attribute)
            add(property, value ?? (hasStrings ? keyedString(attribute, in: object.node) : nil))
        }
        // A tool tip with a line break is written `<string key="toolTip">`, as a text is.
        if let toolTip = element[attribute: "toolTip"] ?? (hasStrings ? keyedString("toolTip", in: object.node) : nil) {
            add(object.element == "toolbarItem" ? "toolTip" : "ibShadowedToolTip", toolTip)
        }
        // A date formatter's custom format (ibtool's own entries in a first-run app's tables:
        // `Class = "NSDateFormatter"; ibShadowedDateFormat = "HH:mm"`).
        if object.element == "dateFormatter" { add("ibShadowedDateFormat", element[attribute: "dateFormat"]) }
        if object.element == "binding" {
            for (key, value) in bindingOptions() {
                if let property = LocalizableStrings.bindingPlaceholders[key] { add(property, value) }
            }
        }
        for child in element.children {
            let part = tree[child]
            switch part.name {
            case "state":
                if let state = part[attribute: "key"], LocalizableStrings.buttonStates.contains(state) {
                    add(state + "Title", part[attribute: "title"] ?? keyedString("title", in: child))
                }
            case "buttonConfiguration":
                add("configuration.title", part[attribute: "title"])
                add("configuration.subtitle", part[attribute: "subtitle"])
            case "tableHeaderCell":
                add("headerCell.title", part[attribute: "title"])
            case "segments":
                for (index, segment) in tree.children(of: child, named: "segment").enumerated() {
                    add("segmentTitles[\(index)]", tree[segment][attribute: "title"])
                    add("ibShadowedLabels[\(index)]", tree[segment][attribute: "label"])
                    add("ibShadowedToolTips[\(index)]", tree[segment][attribute: "toolTip"])
                }
            case "objectValues":
                for (index, item) in tree.children(of: child, named: "string").enumerated() {
                    add("ibShadowedObjectValues[\(index)]", tree.string(of: item))
                }
            case "userDefinedRuntimeAttributes":
                // A runtime attribute of type Localized String (`localized="YES"`), counted among
                // the object's localized ones (ibtool's `ID.ibExternalUserDefinedRuntimeAttributes
                // LocalizableStrings[n]` entries in a first-run app's tables, called stale: 14
                // warnings; the corpus has none).
                let localized = tree.children(of: child, named: "userDefinedRuntimeAttribute").filter { tree[$0][attribute: "localized"] == "YES" }
                for (index, attribute) in localized.enumerated() {
                    add("ibExternalUserDefinedRuntimeAttributesLocalizableStrings[\(index)]",
                        tree[attribute][attribute: "value"] ?? keyedString("value", in: attribute))
                }
            case "scopeButtonTitles":
                // A search bar's scope buttons (ibtool's `ID.scopeButtonTitles[0]` entries in a
                // first-run app's tables, called stale: 12 warnings; the corpus has no table
                // with them).
                for (index, item) in tree.children(of: child, named: "string").enumerated() {
                    add("scopeButtonTitles[\(index)]", tree.string(of: item))
                }
            case "accessibility":
                // Each as an attribute, or, when long or with line breaks, as a `<string key=…>`
                // child (a first run: 2 labels written so, their translations called stale).
                let hasStrings = part.children.contains { tree[$0].name == "string" }
                func text(_ attribute: String) -> String? {
                    part[attribute: attribute] ?? (hasStrings ? keyedString(attribute, in: child) : nil)
                }
                add("accessibilityLabel", text("label"))
                add("accessibilityHint", text("hint"))
                add("accessibilityValue", text("value"))
                add("ibExternalAccessibilityDescription", text("description"))
                add("ibExternalAccessibilityHelp", text("help"))
            default:
                break
            }
        }
    }

    /// An element's "Comment For Localizer": `<attributedString key="userComments">` (its
    /// fragments' text), or `<string key="userComments">`; nil without one.
    /// One pass over the children: most elements have none of either kind.
    func localizerNote(of node: NodeIndex) -> String? {
        for child in tree[node].children where tree[child][known: .key] == "userComments" {
            switch tree[child].name {
            case "attributedString":
                let text = tree.children(of: child, named: "fragment").map { tree[$0][attribute: "content"] ?? tree.string(of: $0) }.joined()
                return text.isEmpty ? nil : text
            case "string":
                let text = tree.string(of: child)
                return text.isEmpty ? nil : text
            default:
                continue
            }
        }
        return nil
    }

    /// `<string key="text">…</string>`: how Xcode writes a text (or a tool tip) with line breaks.
    func keyedString(_ key: String, in node: NodeIndex) -> String? {
        for child in tree[node].children where tree[child].name == "string" && tree[child][attribute: "key"] == key {
            return tree.string(of: child)
        }
        return nil
    }

    /// A binding's `<dictionary key="options">` string entries.
    func bindingOptions() -> [(String, String)] {
        guard let options = tree.child(of: object.node, named: "dictionary", key: "options") else { return [] }
        return tree.children(of: options, named: "string").compactMap { entry in
            tree[entry][attribute: "key"].map { ($0, tree.string(of: entry)) }
        }
    }
}
