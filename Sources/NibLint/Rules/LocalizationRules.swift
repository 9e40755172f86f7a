import NibLocalization
import NibModel

// The translations of a Base document (`de.lproj/Main.strings`, `mul.lproj/Main.xcstrings`)
// checked against it. Every finding is located in the translation file, at the key's line, and
// names the key in double quotes.

extension LintFile {
    /// `label "Title" (abc-12-xyz)`: an object as a translator knows it, by its base text.
    func describe(_ string: LocalizableString) -> String {
        "\(document.object(string.objectID)?.element ?? string.className) \(quotedText(string.value)) (\(string.objectID))"
    }

    var documentName: String { PathNames.fileName(path) }
}

/// A text of the user's in a message: in quotation marks, its own written `\"` and its
/// backslashes `\\` (as a `.strings` table writes them), so that the text report can tell where
/// it ends (`XcodeReporter.quoteParts`).
func quotedText(_ text: String) -> String {
    // Most texts have neither: no search-and-replace for them (every missing key's note
    // describes its text).
    guard text.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) else { return "\"" + text + "\"" }
    return "\"" + text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"") + "\""
}

private func languageList(_ list: [String]) -> String {
    list.count == 1 ? list[0] : "\(list.count) languages (\(list.joined(separator: ", ")))"
}

/// Example translations: a Base storyboard with one label and one button, and German tables.
private enum LocalizationExample {
    static let scene = scene(labelText: "%d photos")

    /// The scene with its label showing `labelText`, with `labelNote` as its comment for
    /// localizers when given, and held by the controller's outlet `nameLabel` when `held`.
    static func scene(labelText: String, labelNote: String? = nil, held: Bool = false) -> String {
        let label = labelNote.map {
            """
            <label text="\(labelText)" id="lBl-Aa-001">
                                    <attributedString key="userComments">
                                        <fragment content="\($0)"/>
                                    </attributedString>
                                </label>
            """
        } ?? "<label text=\"\(labelText)\" id=\"lBl-Aa-001\"/>"
        return """
    <scene sceneID="sCn-Aa-001">
        <objects>
            <viewController id="vCo-Aa-001" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="vIe-Aa-001">
                    <subviews>
                        \(label)
                        <button id="bTn-Aa-001">
                            <state key="normal" title="Share"/>
                        </button>
                    </subviews>
                </view>\(held ? "\n                <connections>\n                    <outlet property=\"nameLabel\" destination=\"lBl-Aa-001\" id=\"oUt-Aa-001\"/>\n                </connections>" : "")
            </viewController>
        </objects>
    </scene>
    """
    }

    static let labelEntry = """
    /* Class = "UILabel"; text = "%d photos"; ObjectID = "lBl-Aa-001"; */
    "lBl-Aa-001.text" = "%d Fotos";
    """
    static let buttonEntry = """
    /* Class = "UIButton"; normalTitle = "Share"; ObjectID = "bTn-Aa-001"; */
    "bTn-Aa-001.normalTitle" = "Teilen";
    """

    /// The Base storyboard (its label showing `labelText`) with a German table.
    static func with(_ table: String, labelText: String? = nil, labelNote: String? = nil, held: Bool = false) -> RuleExample {
        RuleExample(labelText.map { scene(labelText: $0, labelNote: labelNote, held: held) } ?? scene, fileName: "Base.lproj/Main.storyboard",
                    otherFiles: ["de.lproj/Main.strings": table + "\n"])
    }

    static let complete = with(labelEntry + "\n\n" + buttonEntry)

    /// The Base storyboard with a table per language whose comments record its own texts, the
    /// label's and the button's, as some translators rewrite them.
    static func recordingTranslations(_ tables: [(language: String, label: String, button: String)]) -> RuleExample {
        var files: [String: String] = [:]
        for table in tables {
            files["\(table.language).lproj/Main.strings"] = """
            /* Class = "UILabel"; text = "\(table.label)"; ObjectID = "lBl-Aa-001"; */
            "lBl-Aa-001.text" = "\(table.label)";

            /* Class = "UIButton"; normalTitle = "\(table.button)"; ObjectID = "bTn-Aa-001"; */
            "bTn-Aa-001.normalTitle" = "\(table.button)";

            """
        }
        return RuleExample(scene, fileName: "Base.lproj/Main.storyboard", otherFiles: files)
    }

    /// The button deleted and drawn again (a new id): its translation sits under the old one.
    static let recreatedButton = with(labelEntry + """


        /* Class = "UIButton"; normalTitle = "Share"; ObjectID = "bTn-Zz-009"; */
        "bTn-Zz-009.normalTitle" = "Teilen";
        """)

    /// A Base document `Base.lproj/NAME` made of `snippet`, with a German table `table`.
    static func translated(_ snippet: String, _ wrapping: RuleExample.Wrapping, name: String, table: String) -> RuleExample {
        RuleExample(snippet, wrapping, fileName: "Base.lproj/" + name,
                    otherFiles: ["de.lproj/\(PathNames.baseName(name)).strings": table + "\n"])
    }

    /// A toolbar's image item titled "Item" (IB's default, not shown) and a "Done" item, with a
    /// German table that translates "Done" alone.
    static let imageBarButton = translated("""
    <scene sceneID="sCn-Bb-001">
        <objects>
            <viewController id="vCo-Bb-001" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="vIe-Bb-001"/>
                <toolbarItems>
                    <barButtonItem title="Item" image="gearshape" id="bBi-Bb-001"/>
                    <barButtonItem title="Done" id="bBi-Bb-002"/>
                </toolbarItems>
            </viewController>
        </objects>
    </scene>
    """, .storyboard, name: "Main.storyboard", table: """
    /* Class = "UIBarButtonItem"; title = "Done"; ObjectID = "bBi-Bb-002"; */
    "bBi-Bb-002.title" = "Fertig";
    """)

    /// A dynamic table whose prototype cell of the Basic style, or a static table whose cell
    /// of that style, shows its style's "Title" and a "Done" bar button item, with a German
    /// table that translates "Done" alone.
    static func cellTitle(inPrototype: Bool) -> RuleExample {
        translated("""
        <scene sceneID="sCn-Cc-001">
            <objects>
                <tableViewController id="tVc-Cc-001" sceneMemberID="viewController">
                    <tableView key="view" contentMode="scaleToFill" dataMode="\(inPrototype ? "prototypes" : "static")" style="plain" rowHeight="44" id="tBv-Cc-001">
                        <\(inPrototype ? "prototypes" : "sections><tableViewSection id=\"tSc-Cc-001\"><cells")>
                            <tableViewCell contentMode="scaleToFill" reuseIdentifier="Item" textLabel="lBl-Cc-001" style="IBUITableViewCellStyleDefault" id="cEl-Cc-001">
                                <tableViewCellContentView key="contentView" id="cNt-Cc-001">
                                    <subviews>
                                        <label text="Title" id="lBl-Cc-001"/>
                                    </subviews>
                                </tableViewCellContentView>
                            </tableViewCell>
                        </\(inPrototype ? "prototypes" : "cells></tableViewSection></sections")>
                    </tableView>
                    <navigationItem key="navigationItem" id="nAv-Cc-001">
                        <barButtonItem key="rightBarButtonItem" title="Done" id="bBi-Cc-001"/>
                    </navigationItem>
                </tableViewController>
            </objects>
        </scene>
        """, .storyboard, name: "Main.storyboard", table: """
        /* Class = "UIBarButtonItem"; title = "Done"; ObjectID = "bBi-Cc-001"; */
        "bBi-Cc-001.title" = "Fertig";
        """)
    }

    /// A pop-up button whose `menu` outlet sets the Sort menu in place of its own placeholder
    /// items, with a German table that translates the Sort menu.
    static let replacedPopUpMenu = translated("""
    <customObject id="-2" userLabel="File's Owner"/>
    \(popUpButton("Aa", items: 1, menuOutlet: "sRt-Aa-001"))
    <menu title="Sort" id="sRt-Aa-001">
        <items>
            <menuItem title="By Name" id="sRi-Aa-001"/>
        </items>
    </menu>
    """, .macXib, name: "Browser.xib", table: """
    /* Class = "NSMenu"; title = "Sort"; ObjectID = "sRt-Aa-001"; */
    "sRt-Aa-001.title" = "Sortieren";

    /* Class = "NSMenuItem"; title = "By Name"; ObjectID = "sRi-Aa-001"; */
    "sRi-Aa-001.title" = "Nach Name";
    """)

    /// A pop-up button with the first `items` of the items IB gives a new one ("Item 1" …),
    /// its ids marked `mark`; `menuOutlet` connects its `menu` outlet to another menu.
    static func popUpButton(_ mark: String, items: Int, menuOutlet: String? = nil) -> String {
        let menuItems = (1...items).map { "                <menuItem title=\"Item \($0)\" id=\"pUi-\(mark)-00\($0)\"/>" }.joined(separator: "\n")
        let connections = menuOutlet.map { """

            <connections>
                <outlet property="menu" destination="\($0)" id="oUt-\(mark)-002"/>
            </connections>
        """ } ?? ""
        return """
        <popUpButton id="pUp-\(mark)-001">
            <rect key="frame" x="20" y="20" width="80" height="25"/>
            <popUpButtonCell key="cell" type="push" bezelStyle="rounded" id="pUc-\(mark)-001">
                <menu key="menu" id="pUm-\(mark)-001">
                    <items>
        \(menuItems)
                    </items>
                </menu>
            </popUpButtonCell>\(connections)
        </popUpButton>
        """
    }

    /// A pop-up button with the items IB gives a new one, which code fills, beside a translated
    /// label.
    static let defaultPopUpItems = translated("""
    <customObject id="-2" userLabel="File's Owner"/>
    <textField id="lBl-Pu-001">
        <rect key="frame" x="20" y="60" width="80" height="16"/>
        <textFieldCell key="cell" title="Sort by" id="lBc-Pu-001"/>
    </textField>
    \(popUpButton("Pu", items: 3))
    """, .macXib, name: "Sorting.xib", table: """
    /* Class = "NSTextFieldCell"; title = "Sort by"; ObjectID = "lBc-Pu-001"; */
    "lBc-Pu-001.title" = "Sortieren nach";
    """)

    /// A text field whose value a binding sets (its written "Version" never shows) and a check
    /// box whose state one sets (its title shows), with a German table translating the check
    /// box when `checkBoxTranslated`, else nothing but another text.
    static func boundControls(checkBoxTranslated: Bool) -> RuleExample {
        translated("""
        <customObject id="-2" userLabel="File's Owner"/>
        <textField id="vEr-Aa-001">
            <rect key="frame" x="20" y="60" width="200" height="16"/>
            <textFieldCell key="cell" title="Version" id="vEc-Aa-001"/>
            <connections>
                <binding destination="-2" name="value" keyPath="versionText" id="bNv-Aa-001"/>
            </connections>
        </textField>
        <button id="aUt-Aa-001">
            <rect key="frame" x="20" y="20" width="200" height="18"/>
            <buttonCell key="cell" type="check" title="Update automatically" id="aUc-Aa-001"/>
            <connections>
                <binding destination="-2" name="value" keyPath="updatesAutomatically" id="bNa-Aa-001"/>
            </connections>
        </button>
        <textField id="hLp-Aa-001">
            <rect key="frame" x="20" y="90" width="200" height="16"/>
            <textFieldCell key="cell" title="Help" id="hLc-Aa-001"/>
        </textField>
        """, .macXib, name: "About.xib", table: (checkBoxTranslated ? """
        /* Class = "NSButtonCell"; title = "Update automatically"; ObjectID = "aUc-Aa-001"; */
        "aUc-Aa-001.title" = "Automatisch aktualisieren";


        """ : "") + """
        /* Class = "NSTextFieldCell"; title = "Help"; ObjectID = "hLc-Aa-001"; */
        "hLc-Aa-001.title" = "Hilfe";
        """)
    }

    /// A table whose content a binding sets, its column headed "Name", with a German table that
    /// translates another text alone.
    static let boundTable = translated("""
    <customObject id="-2" userLabel="File's Owner"/>
    <tableView id="tBv-Aa-001">
        <rect key="frame" x="0.0" y="0.0" width="200" height="100"/>
        <tableColumns>
            <tableColumn width="200" id="tBc-Aa-001">
                <tableHeaderCell key="headerCell" title="Name" id="tBh-Aa-001"/>
            </tableColumn>
        </tableColumns>
        <connections>
            <binding destination="-2" name="content" keyPath="people" id="bNt-Aa-001"/>
        </connections>
    </tableView>
    <textField id="hLp-Aa-002">
        <rect key="frame" x="20" y="120" width="200" height="16"/>
        <textFieldCell key="cell" title="Help" id="hLc-Aa-002"/>
    </textField>
    """, .macXib, name: "People.xib", table: """
    /* Class = "NSTextFieldCell"; title = "Help"; ObjectID = "hLc-Aa-002"; */
    "hLc-Aa-002.title" = "Hilfe";
    """)

    /// A main menu whose own title and application menu the menu bar never shows, with a German
    /// table that translates the File menu alone.
    static let menuBar = translated("""
    <customObject id="-2" userLabel="File's Owner" customClass="NSApplication"/>
    <menu title="Main Menu" systemMenu="main" id="mMn-Aa-001">
        <items>
            <menuItem title="PhotoDrop" id="aPp-Aa-001">
                <menu key="submenu" title="PhotoDrop" systemMenu="apple" id="aPm-Aa-001"/>
            </menuItem>
            <menuItem title="File" id="fIl-Aa-001"/>
        </items>
    </menu>
    """, .macXib, name: "MainMenu.xib", table: """
    /* Class = "NSMenuItem"; title = "File"; ObjectID = "fIl-Aa-001"; */
    "fIl-Aa-001.title" = "Ablage";
    """)

    /// The storyboard of an English project (`developmentRegion = en`) whose `en.lproj` table
    /// (or a regional variant's, `en-GB.lproj`) rewords the button alone: the label shows its
    /// Base text, which is English already.
    static func developmentLanguageTable(_ language: String = "en", labelText: String? = nil) -> RuleExample {
        RuleExample(labelText.map { self.scene(labelText: $0) } ?? scene, fileName: "Base.lproj/Main.storyboard", otherFiles: [
            "\(language).lproj/Main.strings": """
            /* Class = "UIButton"; normalTitle = "Share"; ObjectID = "bTn-Aa-001"; */
            "bTn-Aa-001.normalTitle" = "Share…";

            """,
            "App.xcodeproj/project.pbxproj": RuleExample.projectFile(objects: """
            G1 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            P1 = {isa = PBXProject; developmentRegion = en; knownRegions = (en, Base); mainGroup = G1; targets = (); };
            """)])
    }

    /// The same storyboard and English table in a Swift package whose manifest says English
    /// (`defaultLocalization: "en"`).
    static let packageDevelopmentLanguageTable = RuleExample(scene, fileName: "Sources/Feature/Base.lproj/Main.storyboard", otherFiles: [
        "Sources/Feature/en.lproj/Main.strings": """
        /* Class = "UIButton"; normalTitle = "Share"; ObjectID = "bTn-Aa-001"; */
        "bTn-Aa-001.normalTitle" = "Share…";

        """,
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(name: "Feature", defaultLocalization: "en", targets: [.target(name: "Feature")])

        """])
}

/// Keys whose object or property the Base document no longer has.
public struct LocalizationStaleKeyRule: OptionlessRule {
    /// The rule (it has no options).
    public init() {}

    public static let description = RuleDescription(
        id: "localization-stale-key",
        summary: "A translation's key names an object or property the Base document no longer has.",
        rationale: """
        A translation is applied by object id. When a view is deleted or recreated in the Base \
        document (a new id), its translations stop applying without a word: the app shows the Base \
        text in every language, and the translators' work sits unused in the table. Regenerate the \
        table (or move the translation to the new id) and delete the stale entry. A document in no \
        `.lproj` folder has no Base version to pair it with its tables: a table of its name none \
        of whose keys names one of its objects or has an Interface Builder id (`abc-12-xyz`, a \
        number) is taken for its code's own, and not read, as is a key of a table beside ibtool's \
        entries that names no object, has no such id and carries no ibtool comment (code reads a \
        document's table by its name too); nor when the document is a loose \
        copy beside a Base version of its name, which is what the tables translate. Nor is a \
        table its Xcode project lists nowhere while it lists the document by its language folder \
        (Base's, or the development language's in an app localized before Base), or, beside a \
        document in no language folder, lists nowhere at all: no product ships it \
        (Docs/localization.md). A translation \
        of a text Base has since emptied, whose ibtool comment names the object's class and \
        property, still names a property of the object, which localization may still set: it is \
        reported as text Base no longer shows, which the old translation may still show. \
        A box's title is never stale: a box that writes none has NSBox's default one, which \
        Interface Builder leaves out of the XML and ibtool lists. A key of an object that is \
        still there, with one text the table lacks, names that text's key (a key typed with the \
        wrong property); a key whose comment records a text, class and property that one \
        untranslated object of the document has, and no other stale key of the table, names that \
        object's key: the view was deleted and drawn again, and its translation can move. An \
        entry that translates nothing (empty, or Interface Builder's placeholder text kept as \
        written) loses nothing, and is not reported; nor does a translation of a table column's \
        text data cell, whose rows show their own values. A key whose comment names another class \
        than the object its id names now, with another text (documents from before Xcode 5 \
        number their objects, and give a number again to a new object), is worse than lost: \
        the old translation shows on the new object ("Check Now" reading "Last Check:").
        """,
        kind: .localization, severity: .warning, enabledByDefault: true,
        triggering: [
            LocalizationExample.with(LocalizationExample.labelEntry + """


            /* Class = "UILabel"; text = "Title"; ObjectID = "gOn-Ee-001"; */
            "gOn-Ee-001.text" = "Titel";
            """),
            LocalizationExample.with("""
            /* Class = "UIButton"; selectedTitle = "Shared"; ObjectID = "bTn-Aa-001"; */
            "bTn-Aa-001.selectedTitle" = "Geteilt";
            """),
            // The button was made again: its translation sits under the old id, and the finding
            // names the new key.
            LocalizationExample.recreatedButton,
            // The label's id was a text field's when the table was written: the field's
            // translation shows on the label.
            LocalizationExample.with("""
            /* Class = "UITextField"; text = "Search"; ObjectID = "lBl-Aa-001"; */
            "lBl-Aa-001.text" = "Suchen";

            """ + LocalizationExample.buttonEntry),
            // A storyboard in no `.lproj` folder, translated by the tables beside it: keyed by
            // Interface Builder ids, a table is its own even with every key stale.
            RuleExample(LocalizationExample.scene, fileName: "Main.storyboard", otherFiles: ["de.lproj/Main.strings": """
            /* Class = "UILabel"; text = "Title"; ObjectID = "gOn-Ee-001"; */
            "gOn-Ee-001.text" = "Titel";

            """]),
        ],
        nonTriggering: [LocalizationExample.complete,
                        // IB's placeholder of a cell made again, kept as written: nothing is lost.
                        LocalizationExample.with(LocalizationExample.labelEntry + """


            /* Class = "UITableViewCell"; text = "Table View Cell"; ObjectID = "cEl-Zz-009"; */
            "cEl-Zz-009.text" = "Table View Cell";
            """),
                        // A table of the same name that names none of its objects: its code's own
                        // (`NSLocalizedStringFromTable(@"albums.title", @"Main", …)`).
                        RuleExample(LocalizationExample.scene, fileName: "Main.storyboard", otherFiles: ["de.lproj/Main.strings": """
                        /* Title of the albums screen */
                        "albums.title" = "Alben";

                        """]),
                        // A key of the code's among ibtool's entries (`NSLocalizedString("share.done",
                        // tableName: "Main", …)`): no Interface Builder id, no ibtool comment.
                        LocalizationExample.with(LocalizationExample.labelEntry + "\n\n" + LocalizationExample.buttonEntry + """


                        /* Shown when sharing is done */
                        "share.done" = "Geteilt";
                        """)])

    /// A translation written for another object than the one its id names now: ibtool's
    /// comment records the class of the object it was made from, and the Base object of that
    /// id is of another class with another text. Numeric ids of documents from before Xcode 5
    /// are given again to new objects, and the old translation is then applied to the new one
    /// (a first run: a Turkish check box "Check Now" showing "Last Check:", 13 entries in two
    /// tables; the corpus's tables: 24 entries whose comment names another class, 1 of them with
    /// another text). Not counted as another class: the names Xcode versions gave one binding (`IBBindingConnection`,
    /// `BindingConnection`, `CocoaBindingsConnection`, all three for one shape of binding in
    /// one project's tables), and `NSPanel` for the `NSWindow` of a panel (8 comments of the
    /// corpus name it, 18 `NSWindow` for windows of the same style), nor a text the object
    /// still has: the translation says what it shows. An entry that translates nothing for its
    /// own object (IB's placeholder kept as written) is reported too: it is another object's
    /// text here (a first run: a menu item "Movie Bottom" showing "OtherViews" in Korean).
    private func reusedID(_ key: TranslationMatches.TranslatedKey, in file: LintFile) -> Finding? {
        let matches = file.localization
        guard let match = key.match else { return nil }
        let string = matches.string(key), base = matches.strings[match]
        // The comment ibtool would write today, byte for byte, names today's class: not parsed.
        guard string.rawComment != base.comment, let comment = string.comment,
              Self.isWrittenForAnotherObject(comment, base: base) else { return nil }
        let recorded = comment.baseText.map { " \(quotedText($0))" } ?? ""
        return Finding("\"\(string.key)\" was written for class \(comment.className)\(recorded), but \(file.documentName) gives id \(base.objectID) "
                       + "to \(base.className) \(quotedText(base.value)) now: in \(languageList(matches.languages(key))) it shows "
                       + "another object's translation",
                       at: string.location, objectID: String(base.objectID),
                       related: [RelatedLocation(location: base.location, message: "the object of that id now")])
    }

    /// Whether a translation's comment records another object than `base`, the Base string its
    /// key names now: the same property of another class (`classFamily`), with another text.
    static func isWrittenForAnotherObject(_ comment: IBStringsComment, base: LocalizableString) -> Bool {
        comment.property == base.property && classFamily(comment.className) != classFamily(base.className) && comment.baseText != base.value
    }

    /// A class name, or the one name of the names Xcode versions wrote for one kind of object.
    private static func classFamily(_ name: String) -> String {
        switch name {
        case "IBBindingConnection", "BindingConnection", "CocoaBindingsConnection": "binding"
        case "NSPanel": "NSWindow"
        default: name
        }
    }

    /// Whether nothing is lost with an entry: it is empty, or Interface Builder's placeholder
    /// kept as written (a first run: a table column's "Text Cell" made again, its old key stale
    /// in 13 tables of one app, 1 in another).
    static func translatesNothing(_ string: TranslatedString) -> Bool {
        string.value.isEmpty || (string.comment?.baseText == string.value && LocalizationMissingKeyRule.placeholderTexts.contains(string.value))
    }

    public func check(_ file: LintFile) -> [Finding] {
        let matches = file.localization
        // For the hint below, made once a document: each object's strings, each table's keys.
        var stringsOfObject: [String: [Int]]?
        var keysOfTranslation: [Int: Set<String>] = [:]
        return matches.keys.compactMap { key -> Finding? in
            guard key.match == nil else { return reusedID(key, in: file) }
            let string = matches.string(key), id = String(string.objectID)
            // The object is there: its text for that property is gone or empty, or the object
            // is of a kind that has no such text (a first-run report read "does not localize" as
            // a claim about the class).
            let property = string.key.dropFirst(id.count + 1)
            // A box that writes no title has NSBox's default one, which Interface Builder leaves
            // out of the XML and ibtool still lists (a first run: ibtool's own table of an app,
            // `Class = "NSBox"; title = "Title"`, 2 false warnings).
            if property == "title", file.document.object(id)?.element == "box" { return nil }
            if Self.translatesNothing(string) { return nil }
            let object = file.document.object(id)
            // A key naming no object, whose id is none Interface Builder makes and whose entry
            // carries no ibtool comment, is the code's own: code reads a document's table by its
            // name too (`NSLocalizedString("panel.done", tableName: "Panel", …)`), and the nib
            // loader passes over keys that name no object (a first run: 4 false warnings, two
            // code keys after a xib's entries in two languages).
            if object == nil, string.comment == nil, !TranslationMatches.isInterfaceBuilderID(string.objectID) { return nil }
            // A table column's data cell draws each row's value, never its own text
            // (`TextsNeverShown.isDataCell`): a translation of it shows nowhere, whatever Base
            // says (a first run: old sample texts, "Redwood City", told "may still show").
            if let object, TextsNeverShown.isDataCell(object, in: file.document) { return nil }
            // ibtool wrote the entry for this very text: the object is of the class its comment
            // names, and the comment names the key's property. Base has emptied or removed the
            // text; the translation still names the object's property, which localization sets
            // by key (Base internationalization replaces a nib's user-facing strings with those
            // of the language's table), so the old text may still show where Base shows none
            // (a first run: a version field and a window title emptied in Base, told "never
            // shown"). Not measured on a device: said as "may".
            if let object, let comment = string.comment, comment.property == String(property),
               comment.className == InterfaceBuilderClass.name(of: object.element, on: file.document.platform) {
                // A menu item made a separator draws no title (a first run: a game menu's old
                // item, told its translation "may still show").
                // Nor does a bar button item made a system item, which shows the system's own
                // localized title (a first run: an "Edit" item, told the same).
                let element = file.document.tree[object.node]
                let showsNoText = element.attribute(notKnown: "isSeparatorItem") == "YES" ? "a separator in \(file.documentName) now"
                    : element.attribute(notKnown: "systemItem").map { "the system item `\($0)` in \(file.documentName) now, titled by the system" }
                if let showsNoText {
                    return Finding("\"\(string.key)\" translates the \(property) of \(object.element) \(id), which is \(showsNoText): "
                                   + "no translation of it shows, in \(languageList(matches.languages(key)))",
                                   at: string.location, objectID: id)
                }
                return Finding("\"\(string.key)\" translates the \(property) of \(object.element) \(id), which \(file.documentName) leaves empty now: "
                               + "in \(languageList(matches.languages(key))) the old translation may still show where Base shows none",
                               at: string.location, objectID: id)
            }
            let what = object.map { object in
                "names \(property) of \(object.element) \(id), which has no such text in \(file.documentName) now (removed, emptied, or not a text of that object)"
            } ?? "names object \(id), which \(file.documentName) no longer has"
            // The object's one text the table lacks, when it has one: a key typed with the wrong
            // property (a first run: `ID.text` for a button's `ID.normalTitle`, its "OK" never
            // shown in two languages).
            if stringsOfObject == nil {
                stringsOfObject = Dictionary(grouping: matches.strings.indices) { String(matches.strings[$0].objectID) }
            }
            var hint = ""
            if let recreated = matches.recreatedAs[key.translation][key.entry] {
                // The object was made again under a new id (a first run: a table of old ids
                // reported stale and its new ids missing, 35 findings of each for one cause).
                let now = matches.strings[recreated]
                hint = " (made again under a new id? \(now.className) \(now.objectID) has the same \(now.property), untranslated here: "
                    + "move the translation to `\(now.key)`)"
            } else if let candidates = stringsOfObject![id] {
                let translated = keysOfTranslation[key.translation]
                    ?? Set(matches.translations.translations[key.translation].strings.map(\.key))
                keysOfTranslation[key.translation] = translated
                let others = candidates.filter { !translated.contains(matches.strings[$0].key) }
                if others.count == 1 { hint = " (did you mean `\(matches.strings[others[0]].key)`?)" }
            }
            return Finding("\"\(string.key)\" \(what): its translation in \(languageList(matches.languages(key))) is never shown\(hint)",
                           at: string.location, objectID: id)
        }
    }
}

/// Localizable strings of the Base document that a language lacks.
public struct LocalizationMissingKeyRule: OptionlessRule {
    /// The rule (it has no options).
    public init() {}

    public static let description = RuleDescription(
        id: "localization-missing-key",
        summary: "A localizable string of the Base document that a language's table or catalog lacks.",
        rationale: """
        Without an entry, the language shows the Base text: an English button in a German window. \
        New views added after the tables were generated are the usual cause. Regenerate the \
        tables (`nibcheck strings` writes what `ibtool --generate-strings-file` does) and translate \
        the new entries. Not reported: a text without letters ("0", "16:9", "-:--:--", a \
        binding's display pattern "%{value1}@") or an address alone ("name@example.org", \
        "https://example.org"), which reads the same in every language; a stand-in in angle \
        brackets ("<Duration>"), which code replaces (21 of 22 translation tables' entries keep \
        it as written); one \
        marked for no translation: with BartyCrouch's `#bc-ignore!` in its text or in its comment \
        for localizers (`userComments`, also "do not translate" or "don't localize" there) or, in a \
        String Catalog, with Xcode's "Don't Translate" (`"shouldTranslate" : false`); a date \
        formatter's format (`ibShadowedDateFormat`), which is no text; and Interface Builder's \
        placeholder texts that code replaces ("Text Cell", "Table View Cell", "Box"), which \
        translators keep as written in 96%, 87% and 87% of the corpus's entries for them (other \
        texts: 30%), and the title it gives a pop-up button's menu ("OtherViews"), never shown; \
        nor its "Label" and "Button" on an object code holds through an outlet, which code fills; \
        nor the titles the menu bar never shows (the main menu's, and the application menu's, \
        where the app's name shows), nor the "Item" IB gives a bar button item that shows an image, \
        nor the items of a pop-up button whose `menu` outlet sets another menu in their place, \
        nor the text of a table column's text data cell, which each row's value replaces, \
        nor the "Title", "Subtitle" and "Detail" of a prototype cell's style, which code fills \
        row by row (a static cell's show as written and stay reported), \
        nor a text a Cocoa binding sets (a bound value or title, a pop-up's bound content), nor \
        one whose translation sits under the old id of its object, made again (the stale key's \
        finding names the new key), nor a Base text written in the script of the table's language \
        alone (Korean labels in a Korean table: already in that language). Nor is the table of the project's development language (`developmentRegion` \
        in its `project.pbxproj`, `en` for an English Base, or a Swift package's \
        `defaultLocalization`): it rewords some Base texts, and \
        the rest show as written, already in its language (unless half or more of the Base texts \
        are written in another script than a Latin development language's: Chinese ones beside an \
        English development region are translated in its table). Nor is a table with no entry at all, \
        which Xcode never writes (adding a language or importing translations fills it with the \
        Base texts): it was emptied so that the document stays in its Base language there (a \
        first run: an app's 60 emptied tables, 4,566 notes). In a catalog, the finding stands at \
        the key when the catalog has it in other languages.
        """,
        kind: .localization, severity: .note, enabledByDefault: true,
        triggering: [LocalizationExample.with(LocalizationExample.labelEntry),
                     // Not held by an outlet: the screen shows "Label" in English.
                     LocalizationExample.with(LocalizationExample.buttonEntry, labelText: "Label"),
                     // A check box's bound value is its state: its title shows.
                     LocalizationExample.boundControls(checkBoxTranslated: false),
                     // A static cell's "Title" is what its row shows.
                     LocalizationExample.cellTitle(inPrototype: false),
                     // The Base texts are Chinese: the English development table translates them.
                     LocalizationExample.developmentLanguageTable(labelText: "照片"),
                     // A table's bound content fills its rows: its column's header shows.
                     LocalizationExample.boundTable],
        nonTriggering: [LocalizationExample.complete,
                        // The button's translation is under its old id: the stale key's finding.
                        LocalizationExample.recreatedButton,
                        LocalizationExample.with(LocalizationExample.buttonEntry, labelText: "Label", held: true),
                        LocalizationExample.menuBar, LocalizationExample.imageBarButton, LocalizationExample.replacedPopUpMenu,
                        LocalizationExample.defaultPopUpItems, LocalizationExample.cellTitle(inPrototype: true),
                        LocalizationExample.boundControls(checkBoxTranslated: true),
                        LocalizationExample.with(LocalizationExample.buttonEntry, labelText: "16:9"),
                        // A Base text already in the table's language: the Greek table of a Greek label.
                        RuleExample(LocalizationExample.scene(labelText: "Φωτογραφίες"), fileName: "Base.lproj/Main.storyboard",
                                    otherFiles: ["el.lproj/Main.strings": LocalizationExample.buttonEntry + "\n"]),
                        // And a Chinese one with a brand in it, in the Chinese table.
                        RuleExample(LocalizationExample.scene(labelText: "动态Token"), fileName: "Base.lproj/Main.storyboard",
                                    otherFiles: ["zh-Hans.lproj/Main.strings": LocalizationExample.buttonEntry + "\n"]),
                        LocalizationExample.with(LocalizationExample.buttonEntry, labelText: "name@example.org"),
                        LocalizationExample.with(LocalizationExample.buttonEntry, labelText: "&lt;Duration&gt;"),
                        LocalizationExample.with(LocalizationExample.buttonEntry, labelText: "%{value1}@ – %{value2}@"),
                        LocalizationExample.with(LocalizationExample.buttonEntry, labelText: "Build 1024 #bc-ignore!"),
                        LocalizationExample.with(LocalizationExample.buttonEntry, labelText: "PhotoDrop", labelNote: "App name - do not translate"),
                        LocalizationExample.with(LocalizationExample.buttonEntry, labelText: "Text Cell"),
                        LocalizationExample.developmentLanguageTable(),
                        LocalizationExample.developmentLanguageTable("en-GB"),
                        LocalizationExample.packageDevelopmentLanguageTable,
                        LocalizationExample.with("/* Panels stay in English. */\n")])

    /// Whether a language that lacks `text` loses nothing: it has no letters (outside a Cocoa
    /// binding's display-pattern placeholders, `%{value1}@`, which name values), says it is not
    /// to be translated (BartyCrouch's marker), is one of `placeholderTexts`, a stand-in
    /// (`isStandIn`), or an address.
    static func needsNoTranslation(_ text: String) -> Bool {
        placeholderTexts.contains(text) || text.contains("#bc-ignore!") || isStandIn(text) || isAddress(text)
            || !withoutPatternPlaceholders(text).unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    /// Whether the whole text is one stand-in in angle brackets (`<Duration>`, `<body>`): how
    /// a developer marks a text that code replaces before anyone sees it. Measured on the
    /// translation tables of the corpus and the first-run apps: 21 of the 22 entries for such
    /// Base texts keep them as written (a first run: 18 notes in one app, whose translator
    /// skipped exactly these).
    static func isStandIn(_ text: String) -> Bool {
        guard text.count > 2, text.first == "<", text.last == ">" else { return false }
        return !text.dropFirst().dropLast().contains { $0 == "<" || $0 == ">" }
    }

    /// Whether the whole text is one e-mail address or web address (`name@host.org`,
    /// `https://host:8123`, `www.host.org`): a name, which reads the same in every language
    /// (a first run: an app's example accounts, 30 notes; the corpus's one table entry of such
    /// a text keeps it as written, and its 4 notes are of a server address placeholder).
    static func isAddress(_ text: String) -> Bool {
        // Asked of every localizable string: bytes first, Characters only for candidates.
        let bytes = text.utf8
        guard bytes.contains(UInt8(ascii: "@")) || bytes.starts(with: "http".utf8) || bytes.starts(with: "www.".utf8),
              !text.contains(where: \.isWhitespace) else { return false }
        for scheme in ["http://", "https://", "www."] where text.hasPrefix(scheme) { return text.count > scheme.count }
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && parts[1].contains(".") && !parts[1].hasPrefix(".") && !parts[1].hasSuffix(".")
    }

    /// `text` without its `%{name}@` placeholders (a first run on a real app: a display pattern
    /// `%{value1}@`, with nothing to translate, reported missing in every language).
    static func withoutPatternPlaceholders(_ text: String) -> Substring {
        guard text.contains("%{") else { return text[...] }
        var rest = text[...], kept = ""
        while let start = rest.firstRange(of: "%{"), let end = rest[start.upperBound...].firstRange(of: "}@") {
            kept += rest[..<start.lowerBound]
            rest = rest[end.upperBound...]
        }
        return (kept + rest)[...]
    }

    /// Whether `text` is written in `scripts`, a table's language's (`WritingScript`): no letter
    /// of another non-Latin script, and more of theirs than Latin ones (a brand such as "iOS"
    /// may stand in it). A Base text already in that language, which its table need not repeat
    /// (first runs: an app's Korean labels in its Base storyboard reported untranslated in
    /// Korean, 4 notes; Chinese ones in a Chinese table, 2).
    /// Han, kana and Hangul write a syllable or a word in one letter: beside them, Latin is
    /// counted in words, not letters (a first run: "动态Token", a Chinese label with a brand in
    /// it, reported untranslated in its Chinese table).
    static func isWritten(_ text: String, in scripts: Set<WritingScript>) -> Bool {
        let used = WritingScript.scripts(of: text)
        guard !used.isEmpty, used.isSubset(of: scripts) else { return false }
        let byWords = !used.isDisjoint(with: [.han, .kana, .hangul])
        var latin = 0, native = 0, inLatinWord = false
        for scalar in text.unicodeScalars {
            let isLatin = scalar.value < 0x250 && scalar.properties.isAlphabetic
            if isLatin, !(byWords && inLatinWord) { latin += 1 }
            inLatinWord = isLatin
            if scalar.value >= 0x370, scalar.properties.isAlphabetic { native += 1 }
        }
        return native > latin
    }

    /// Properties that hold a format, not a text: a language without its own formats its dates
    /// the Base way and shows nothing untranslated (a first-run app's thirteen older tables lack
    /// the date formats ibtool writes today: 432 notes).
    static let formatProperties: Set<String> = ["ibShadowedDateFormat"]

    /// Texts Interface Builder gives new objects and code replaces: a table column's data cell
    /// ("Text Cell"), a table cell view's text field ("Table View Cell"), a box's title ("Box").
    /// Measured on the corpus's translation tables: their entries keep the text as written in
    /// 303 of 317, 86 of 99 and 26 of 30 cases, against 3,161 of 10,704 for other texts; "Label"
    /// (24 of 53) and "Window" (27 of 87) are translated as often as any text, and stay reported.
    /// And the title IB gives a pop-up button's menu, "OtherViews", which no one sees (the
    /// button shows its selected item's title): 6 of the corpus's 9 entries keep it as written
    /// (a first run: 90 notes for it in one app).
    static let placeholderTexts: Set<String> = ["Text Cell", "Table View Cell", "Box", "OtherViews"]

    /// The menu items IB gives a new pop-up button, which code fills: the corpus's 33 table
    /// entries of menu items so titled all keep them as written (a first run: 33 notes in one
    /// app). Menu items only: a toolbar item of the corpus titled "Item 1" shows another label.
    static let placeholderMenuItemTitles: Set<String> = ["Item 1", "Item 2", "Item 3"]

    public func check(_ file: LintFile) -> [Finding] {
        var findings: [Finding] = []
        let matches = file.localization
        let neverShown = matches.translations.translations.isEmpty ? nil : TextsNeverShown(file.document)
        // A string most languages lack is judged and described once, not once per language.
        let lost = matches.translations.translations.isEmpty ? [] : matches.strings.map {
            !$0.isMarkedNotToTranslate && !Self.formatProperties.contains($0.property) && !Self.needsNoTranslation($0.value)
                && !($0.className == "NSMenuItem" && Self.placeholderMenuItemTitles.contains($0.value))
                && !(neverShown?.contains($0) ?? false)
        }
        var described = [String?](repeating: nil, count: matches.strings.count)
        // Base texts half or more of which are written in another script than a Latin
        // development language's (Chinese ones in a project whose `developmentRegion` is
        // English) are not in it: its table translates them like any other (a first run: an
        // English table lacking a login screen's three segment titles and two placeholders,
        // which English users read in Chinese; the corpus: no note changes). Counted when a
        // development language's table is met, once.
        var baseInOtherScript: Bool?
        func isBaseInOtherScript() -> Bool {
            if let known = baseInOtherScript { return known }
            let otherScript = matches.strings.filter { !WritingScript.scripts(of: $0.value).isEmpty }.count
            baseInOtherScript = otherScript > 0 && otherScript * 2 >= matches.strings.count
            return baseInOtherScript!
        }
        for (place, translation) in matches.translations.translations.enumerated() {
            var translated = [Bool](repeating: false, count: matches.strings.count)
            for case let match? in matches.matches[place] { translated[match] = true }
            // The Base texts are in the development region's language: its table (or a regional
            // variant's) overrides some of them, and what it lacks shows as written.
            if let development = file.project.developmentRegions[file.path],
               DevelopmentRegions.readsBaseTexts(translation.language, developmentLanguage: development),
               !(WritingScript.scripts(ofLanguage: development) == nil && isBaseInOtherScript()) { continue }
            // A table with no entry at all is no table left behind by new views: someone emptied
            // it (or wrote it empty) so that the document shows its Base texts in that language.
            if translation.strings.isEmpty { continue }
            let start = SourceLocation(file: translation.file, line: 1, column: 1)
            let scripts = WritingScript.scripts(ofLanguage: translation.language)
            // A text whose translation sits under its recreated object's old id is the stale
            // key's finding, which names where the translation belongs.
            for (match, string) in matches.strings.enumerated()
            where !translated[match] && lost[match] && !translation.keysNotToTranslate.contains(string.key)
                && matches.recreatedFrom[place][match] == nil && !(scripts.map { Self.isWritten(string.value, in: $0) } ?? false) {
                let description = described[match] ?? "\"\(string.key)\" (\(file.describe(string)))"
                described[match] = description
                findings.append(Finding("\(description) has no \(translation.language) translation",
                                        at: translation.keyLocations[string.key] ?? start, objectID: string.objectID,
                                        related: [RelatedLocation(location: string.location, message: "the Base text")]))
            }
        }
        return findings
    }
}

/// Translations made from a Base text that has changed since.
public struct LocalizationOutdatedRule: OptionlessRule {
    /// The rule (it has no options).
    public init() {}

    public static let description = RuleDescription(
        id: "localization-outdated",
        summary: "The base text in a translation's comment differs from the Base document's current text.",
        rationale: """
        ibtool writes the base text into each entry's comment. When the Base text changes \
        afterwards ("Delete" becomes "Archive"), every language still says the old thing. The \
        comment is the evidence: have the entry translated again and regenerate the comment. \
        In the development language's own table (`en.lproj` beside an English Base) the old \
        text overrides the new one, so the edit never shows in that language: the note says so. \
        Not reported: a translation that reads as the current Base text, or that carries every \
        word the edit added and none it removed (a year or a name's initials updated in the \
        translation too, the comment left as it was), or that already closes as the edited text \
        does where the edit changed only that ("Remove" become "Remove…"), a Base text changed \
        only in its blanks, line breaks or letter case, one made from a text Interface Builder \
        gives new objects and code replaces ("Table View Cell", "Text Cell"), one whose Base text \
        is now a stand-in in angle brackets that code replaces ("<Restore>"), and one whose comment \
        is written in a script the Base document's texts never use (Chinese beside an English \
        Base: the translator rewrote the comment, which records no Base text). Nor one whose \
        comment is its own translation in a table that records translations: one of several \
        languages' different texts for the string, or, in a table whose comments nearly all say \
        their translations, a text fewer than half the tables record (an old Base text is in \
        most of them), or, in the only table with the string, a text in its language's script \
        (Xcode's conversion of a localized document writes that document's texts as comments).
        """,
        kind: .localization, severity: .note, enabledByDefault: true,
        triggering: [LocalizationExample.with(LocalizationExample.labelEntry + """


            /* Class = "UIButton"; normalTitle = "Send"; ObjectID = "bTn-Aa-001"; */
            "bTn-Aa-001.normalTitle" = "Senden";
            """),
                     // Left untranslated in two languages: the old Base text shows.
                     LocalizationExample.recordingTranslations([("de", "%d photos", "Send"), ("fr", "%d photos", "Send")]),
                     // The edit closed the text with a colon; the translation does not follow.
                     LocalizationExample.with(LocalizationExample.labelEntry + "\n\n" + LocalizationExample.buttonEntry, labelText: "%d photos:"),
                     // Kept as written, the old text shows its old letter case.
                     LocalizationExample.with(LocalizationExample.labelEntry + """


            /* Class = "UIButton"; normalTitle = "share"; ObjectID = "bTn-Aa-001"; */
            "bTn-Aa-001.normalTitle" = "share";
            """)],
        nonTriggering: [LocalizationExample.complete,
                        LocalizationExample.with(LocalizationExample.labelEntry + """


            /* Class = "UIButton"; normalTitle = "Send"; ObjectID = "bTn-Aa-001"; */
            "bTn-Aa-001.normalTitle" = "Share";
            """),
                        // The translation carries the edit ("© 2024" become "© 2025") though the
                        // comment does not.
                        LocalizationExample.with("""
            /* Class = "UILabel"; text = "© 2024 Photo Team"; ObjectID = "lBl-Aa-001"; */
            "lBl-Aa-001.text" = "© 2025 Foto-Team";
            """ + "\n\n" + LocalizationExample.buttonEntry, labelText: "© 2025 Photo Team"),
                        // The edit only closed the text with a colon, and the translation
                        // closes with one too.
                        LocalizationExample.with(LocalizationExample.labelEntry.replacing("%d Fotos", with: "%d Fotos :")
                                                 + "\n\n" + LocalizationExample.buttonEntry, labelText: "%d photos:"),
                        // The label's text is now a stand-in that code replaces.
                        LocalizationExample.with(LocalizationExample.labelEntry + "\n\n" + LocalizationExample.buttonEntry,
                                                 labelText: "&lt;Photo count&gt;"),
                        // Tables whose comments their translators rewrote with the translations.
                        LocalizationExample.recordingTranslations([("de", "%d Fotos", "Teilen"), ("fr", "%d images", "Partager"),
                                                                   ("es", "%d fotos", "Compartir")]),
                        // Such tables where two related languages share a translation ("Del", Danish
                        // and Norwegian), as an old Base text is not: fewer than half record it.
                        LocalizationExample.recordingTranslations([("de", "%d Fotos", "Teilen"), ("fr", "%d images", "Partager"),
                                                                   ("da", "%d billeder", "Del"), ("nb", "%d bilder", "Del")]),
                        // Changed only in its blanks, line breaks and letter case: the same words.
                        LocalizationExample.with("""
            /* Class = "UILabel"; text = "%d\\nphotos"; ObjectID = "lBl-Aa-001"; */
            "lBl-Aa-001.text" = "%d\\nFotos";

            /* Class = "UIButton"; normalTitle = "share "; ObjectID = "bTn-Aa-001"; */
            "bTn-Aa-001.normalTitle" = "Teilen";
            """)])

    /// A text's words, without the blanks and line breaks between them: texts that differ only
    /// there say the same (a first run: a `\n` the Base text now writes as U+2028, LINE
    /// SEPARATOR, 2 notes; trailing blanks added to a box's title).
    static func words(of text: String) -> [Substring] {
        text.split { $0.isWhitespace }
    }

    /// Whether a translation made from `old` says what one made from `new` would: the same
    /// words; or the same words but for letter case, when the translation is not `old` itself
    /// (a first run: "Export log" become "Export Log", a note in each of two Chinese tables; an
    /// English table that keeps the old text shows the old case).
    static func saysTheSame(_ old: String, _ new: String, translation: String) -> Bool {
        let oldWords = words(of: old), newWords = words(of: new)
        if oldWords == newWords { return true }
        return translation != old && oldWords.count == newWords.count
            && zip(oldWords, newWords).allSatisfy { $0.lowercased() == $1.lowercased() }
    }

    /// Whether a translation already follows an edit its comment does not record: it carries
    /// every word the edit added to the Base text and no word it removed (first runs: "©
    /// 2016" become "© 2018" in the Base text and in every translation, a name's initials
    /// "(JD)" added to both, while the tables' comments kept the old text: 11 notes in two apps).
    static func followsTheEdit(from old: String, to new: String, translation: String) -> Bool {
        let oldWords = Set(words(of: old)), newWords = Set(words(of: new))
        let added = newWords.subtracting(oldWords), removed = oldWords.subtracting(newWords)
        guard !added.isEmpty else { return false }
        let translated = Set(words(of: translation))
        return added.isSubset(of: translated) && translated.isDisjoint(with: removed)
    }

    /// Whether an edit changed only how the Base text closes ("Remove" become "Remove…",
    /// "Directories:" become "Directories") and the translation already closes as the new
    /// text does (a first run: 29 notes in 11 languages of an app, every translation
    /// following the edit, its comment not).
    static func followsThePunctuation(from old: String, to new: String, translation: String) -> Bool {
        let oldEnd = closingMarks(of: old), newEnd = closingMarks(of: new)
        guard oldEnd.body == newEnd.body, oldEnd.marks != newEnd.marks else { return false }
        return closingMarks(of: translation).marks == newEnd.marks
    }

    /// A text without the punctuation and blanks it closes with, and that punctuation, blanks
    /// left out and spelt one way: three periods as an ellipsis, full-width marks as ASCII
    /// (languages close "…" as " …" or "...", French ":" as " :").
    static func closingMarks(of text: String) -> (body: Substring, marks: String) {
        var body = Substring(text)
        while let last = body.last, last.isPunctuation || last.isWhitespace { body.removeLast() }
        let marks = text[body.endIndex...].filter { !$0.isWhitespace }.replacing("...", with: "…")
        return (body, String(marks.map { fullWidthMarks[$0] ?? $0 }))
    }

    /// Full-width punctuation (Chinese, Japanese) and the ASCII mark it stands for.
    private static let fullWidthMarks: [Character: Character] = ["：": ":", "。": ".", "！": "!", "？": "?", "，": ","]

    /// The base texts the tables' comments record for each localizable string (by its place in
    /// `strings`), with how many tables record each.
    static func recordedTexts(in matches: TranslationMatches) -> [Int: [String: Int]] {
        var recorded: [Int: [String: Int]] = [:]
        for (place, translation) in matches.translations.translations.enumerated() {
            for (entry, string) in translation.strings.enumerated() {
                guard let match = matches.matches[place][entry], let text = string.comment?.baseText else { continue }
                recorded[match, default: [:]][text, default: 0] += 1
            }
        }
        return recorded
    }

    /// What a translation's comments record, by the share of its entries whose comment says
    /// their translation where that is not the current Base text.
    enum CommentRecords {
        /// Fewer than a quarter: the Base texts the entries were made from. An untranslated
        /// table whose Base changed here and there has its other comments saying the current
        /// Base text.
        case baseTexts
        /// A quarter or more: a partly translated table whose translator rewrote the comments
        /// of the entries translated (first runs: 45 and 34 of 100 entries, the others kept in
        /// English; a German table, 4 of 6).
        case someTranslations
        /// Most comments are not the current Base text, and nine in ten of those say their
        /// translation: the table was written with its translations as its comments (a first
        /// run: 867 of a German table's 872 entries, and 133 notes in 8 such tables). A
        /// development language's table, whose comments are mostly the current Base texts and
        /// whose few others are old ones kept as its values, is not one.
        case translations
    }

    static func commentRecords(_ place: Int, in matches: TranslationMatches) -> CommentRecords {
        // Entries with a comment, those whose comment is not the current Base text, and of
        // those the ones whose comment is their translation.
        var entries = 0, otherThanBase = 0, translations = 0
        for (entry, string) in matches.translations.translations[place].strings.enumerated() {
            guard let match = matches.matches[place][entry], let recorded = string.comment?.baseText else { continue }
            entries += 1
            guard recorded != matches.strings[match].value else { continue }
            otherThanBase += 1
            if recordsValue(recorded, string.value) { translations += 1 }
        }
        guard translations > 0, translations * 4 >= entries else { return .baseTexts }
        return otherThanBase * 2 >= entries && translations * 10 >= otherThanBase * 9 ? .translations : .someTranslations
    }

    /// Whether an entry whose comment says its own translation (`old`, its value), in a table
    /// whose comments record translations (`commentRecords`), records that translation rather
    /// than the Base text it was made from: no other table records `old`, and another records
    /// a third text, neither `old` nor the current Base text (`base`), as another language's
    /// translation, or no other table has the string and
    /// `old` is written in the table's script (first runs: a German table Xcode converted from a
    /// localized xib, a quarter of its comments the xib's German texts, 12 notes; a Russian
    /// table, 25); or, in a table whose comments nearly all record translations, fewer than
    /// half the tables with the string record `old` (an old Base text is in most; a
    /// translation is shared by a few related languages at most: "Kommentar" in Danish and
    /// German) and it is not the Base text in another letter case. Some translators rewrite
    /// the comments with the values (first runs: a German table beside a Russian and a
    /// Ukrainian one alike, 19 notes; older apps' tables written from per-language documents,
    /// 591, 95 and 84). An untranslated entry, which shows its old Base text, records the text
    /// other tables record (a first run: 30 tables that kept "Waiting for your friend to accept
    /// you", which the Base text shortened), and a development language's table that others
    /// recorded afresh has only the current Base text beside its own (a first run's Chinese
    /// table, the corpus's English one: the old text shows there, and stays reported).
    static func recordsItsTranslation(_ old: String, base: String, of match: Int, language: String, recorded: [Int: [String: Int]],
                                      records: CommentRecords) -> Bool {
        guard records != .baseTexts, let texts = recorded[match], let recordingOld = texts[old] else { return false }
        if recordingOld == 1 && texts.keys.contains(where: { $0 != old && $0 != base }) { return true }
        // The current Base text but for letter case is that text's old spelling, kept
        // untranslated ("Convert nib to xib files" in two tables, now "Convert NIB to XIB files").
        guard old.lowercased() != base.lowercased() else { return false }
        let tables = texts.values.reduce(0, +)
        // A table no other table shares the string with is judged by its comments alone, where
        // `old` is written in its language's script: an entry left untranslated, in the Base's
        // script, shows its old Base text (the corpus: a Chinese table's 14 English entries).
        if tables == 1 {
            let script = WritingScript.scripts(ofLanguage: language), oldScripts = WritingScript.scripts(of: old)
            if script.map({ !$0.isDisjoint(with: oldScripts) }) ?? oldScripts.isEmpty { return true }
        }
        return records == .translations && recordingOld * 2 <= tables
    }

    /// Whether a comment records the entry's own value: the same text, or the same letters and
    /// digits (a translator's final period or joined line break: the same two entries in each
    /// of a first run's 11 such tables).
    static func recordsValue(_ comment: String, _ value: String) -> Bool {
        func letters(_ text: String) -> [Unicode.Scalar] {
            text.replacing("\\n", with: " ").unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        }
        return comment == value || letters(comment) == letters(value)
    }

    public func check(_ file: LintFile) -> [Finding] {
        let matches = file.localization
        // Scripts the Base texts are written in, found when a comment's text is not Base's.
        var baseScripts: Set<WritingScript>?
        var recorded: [Int: [String: Int]]?
        var commentRecords: [Int: CommentRecords] = [:]
        return matches.keys.compactMap { key -> Finding? in
            guard let match = key.match else { return nil }
            let string = matches.string(key), base = matches.strings[match]
            // The comment ibtool would write today, byte for byte, is current: no need to read it.
            // A translation that reads as the current Base text says nothing else (a
            // development language's own table, updated by hand: a first run's English table).
            guard string.rawComment != base.comment, let comment = string.comment, let old = comment.baseText, old != base.value,
                  // Written for another object: its id was given again, which the stale key
                  // reports (`LocalizationStaleKeyRule.reusedID`).
                  !LocalizationStaleKeyRule.isWrittenForAnotherObject(comment, base: base),
                  // Made from IB's text for a new object, which code replaces (a first run: a
                  // prototype cell's field the table's delegate fills, 3 notes), or now a
                  // stand-in code replaces (a first run: a title made `<Restore>`).
                  !LocalizationMissingKeyRule.placeholderTexts.contains(old),
                  !LocalizationMissingKeyRule.isStandIn(base.value) else { return nil }
            // Each language's value is judged on its own: a String Catalog's languages share
            // the comment, not the translation (a first run: one language of a catalog that
            // followed an edit silenced the note for the others).
            let languages = matches.strings(key).compactMap { place, translated -> String? in
                let value = translated.value
                guard value != base.value, !Self.saysTheSame(old, base.value, translation: value),
                      !Self.followsTheEdit(from: old, to: base.value, translation: value),
                      !Self.followsThePunctuation(from: old, to: base.value, translation: value) else { return nil }
                let language = matches.translations.translations[place].language
                if Self.recordsValue(old, value) {
                    if recorded == nil { recorded = Self.recordedTexts(in: matches) }
                    if commentRecords[place] == nil { commentRecords[place] = Self.commentRecords(place, in: matches) }
                    guard !Self.recordsItsTranslation(old, base: base.value, of: match, language: language, recorded: recorded!,
                                                      records: commentRecords[place]!) else { return nil }
                }
                return language
            }
            guard !languages.isEmpty else { return nil }
            // A comment in a script the Base texts never use records a translation, not a Base
            // text (a first run: a Chinese table whose comments its translator rewrote in
            // Chinese, beside an English Base, 439 notes).
            let oldScripts = WritingScript.scripts(of: old)
            if !oldScripts.isEmpty {
                if baseScripts == nil { baseScripts = matches.strings.reduce(into: Set<WritingScript>()) { $0.formUnion(WritingScript.scripts(of: $1.value)) } }
                guard oldScripts.isSubset(of: baseScripts!) else { return nil }
            }
            // The development language's own table overrides the Base text: the edit never
            // shows in that language (first runs: two apps' English tables hid Base edits, and
            // "may say something else" understated it).
            let developmentLanguage = file.project.developmentRegions[file.path]
            let effect = languages.count == 1 && DevelopmentRegions.languageCode(languages[0]) == developmentLanguage
                ? "\(languages[0]), the development language, shows this table's text, so the edit never shows there"
                : "the translation in \(languageList(languages)) may say something else"
            return Finding("\"\(string.key)\" was translated from \(quotedText(old)), but \(file.documentName) now says \(quotedText(base.value)): " + effect,
                           at: string.location, objectID: base.objectID,
                           related: [RelatedLocation(location: base.location, message: "the current Base text")])
        }
    }
}

/// Translations whose format specifiers differ from the base text's.
public struct LocalizationFormatMismatchRule: OptionlessRule {
    /// The rule (it has no options).
    public init() {}

    public static let description = RuleDescription(
        id: "localization-format-mismatch",
        summary: "Format specifiers (%@, %d, %1$@…) that differ between the base text and a translation.",
        rationale: """
        Code that fills a localized text with `String(format:)` passes the arguments the base \
        text asks for. A translation that asks for others (`%@` become `%d`, a specifier dropped \
        or added) prints garbage or crashes, in that language only, where nobody on the team \
        looks. Specifiers are compared argument by argument; flags, width and precision may differ. \
        A base text that takes no argument and escapes no percent sign (`%%`) is not a format: \
        code shows it as it is, and a translation's percent signs are text there (Hungarian writes \
        "% of screen" as "%-a a kijelzőnek").
        """,
        kind: .localization, severity: .error, enabledByDefault: true,
        triggering: [LocalizationExample.with("""
            /* Class = "UILabel"; text = "%d photos"; ObjectID = "lBl-Aa-001"; */
            "lBl-Aa-001.text" = "%@ Fotos";
            """)],
        nonTriggering: [LocalizationExample.complete, LocalizationExample.with("""
            /* Class = "UILabel"; text = "%d photos"; ObjectID = "lBl-Aa-001"; */
            "lBl-Aa-001.text" = "Fotos: %1$d";
            """), LocalizationExample.with("""
            /* Class = "UILabel"; text = "% of screen"; ObjectID = "lBl-Aa-001"; */
            "lBl-Aa-001.text" = "%-a a kijelzőnek";
            """, labelText: "% of screen")])

    public func check(_ file: LintFile) -> [Finding] {
        var findings: [Finding] = []
        let matches = file.localization
        for (place, translation) in matches.translations.translations.enumerated() {
            for (entry, string) in translation.strings.enumerated() {
                guard let match = matches.matches[place][entry], case let base = matches.strings[match],
                      base.value.utf8.contains(UInt8(ascii: "%")), FormatSpecifiers.isFormat(base.value) else { continue }
                let expected = FormatSpecifiers.arguments(of: base.value), found = FormatSpecifiers.arguments(of: string.value)
                guard expected != found else { continue }
                findings.append(Finding(
                    "\"\(string.key)\" in \(translation.language) takes \(list(found)) where the base text \(quotedText(base.value)) takes \(list(expected))",
                    at: string.location, objectID: base.objectID,
                    related: [RelatedLocation(location: base.location, message: "the base text")]))
            }
        }
        return findings
    }

    private func list(_ arguments: [String]) -> String {
        arguments.isEmpty ? "no format arguments" : arguments.map { "%" + $0 }.joined(separator: " ")
    }
}

/// Keys given twice in one file.
public struct LocalizationDuplicateKeyRule: OptionlessRule {
    /// The rule (it has no options).
    public init() {}

    public static let description = RuleDescription(
        id: "localization-duplicate-key",
        summary: "A key given twice in one .strings file or String Catalog.",
        rationale: """
        Only one of the two entries is used (the last, for a table), so the other translation is \
        silently lost, and the two often disagree: usually the scar of a merge of two regenerated \
        tables. Keep one.
        """,
        kind: .localization, severity: .warning, enabledByDefault: true,
        triggering: [LocalizationExample.with(LocalizationExample.complete.otherFiles.values.first! + """

            /* Class = "UIButton"; normalTitle = "Share"; ObjectID = "bTn-Aa-001"; */
            "bTn-Aa-001.normalTitle" = "Freigeben";
            """)],
        nonTriggering: [LocalizationExample.complete])

    public func check(_ file: LintFile) -> [Finding] {
        let matches = file.localization
        // The first entry of each key in the current file: by the key's place among the
        // localizable strings, or by the key itself for a stale one.
        var first: [TranslatedString?] = [], firstStale: [String: TranslatedString] = [:]
        var findings: [Finding] = []
        var currentFile = ""
        // The keys of a file come one after another.
        for key in matches.keys {
            let string = matches.string(key)
            if string.location.file != currentFile {
                currentFile = string.location.file
                first = Array(repeating: nil, count: matches.strings.count)
                firstStale = [:]
            }
            let earlier: TranslatedString?
            if let match = key.match {
                earlier = first[match]
                if earlier == nil { first[match] = string }
            } else {
                earlier = firstStale[string.key]
                if earlier == nil { firstStale[string.key] = string }
            }
            guard let earlier else { continue }
            // The same text twice loses nothing (a first run: a merge's identical copies, told
            // that a translation was lost).
            let cost = earlier.value == string.value ? "with the same text: the copy is redundant" : "one of the two translations is lost"
            findings.append(Finding("\"\(string.key)\" is given again (first at line \(earlier.location.line)): \(cost)",
                                    at: string.location, objectID: String(string.objectID),
                                    related: [RelatedLocation(location: earlier.location, message: "the first entry")]))
        }
        return findings
    }
}

/// Translation files that cannot be read.
public struct LocalizationUnreadableRule: OptionlessRule {
    /// The rule (it has no options).
    public init() {}

    public static let description = RuleDescription(
        id: "localization-unreadable",
        summary: "A .strings or .xcstrings file beside a Base document that does not parse.",
        rationale: """
        A table with a syntax error (a missing `;`, an unescaped quote, `==`) is dropped whole when \
        the app runs: every string of that language falls back to the Base text. The finding \
        points at the line and column where reading stopped.
        """,
        kind: .localization, severity: .error, enabledByDefault: true,
        triggering: [LocalizationExample.with("""
            "lBl-Aa-001.text" == "%d Fotos";
            """)],
        nonTriggering: [LocalizationExample.complete])

    public func check(_ file: LintFile) -> [Finding] {
        file.translations.unreadable.map { error in
            Finding("the translations of \(file.documentName) cannot be read: \(error.message)", at: error.location)
        }
    }
}
